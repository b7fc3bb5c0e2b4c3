//! Typed errors of the engine. Messages are lowercase without a final period; the binary adds
//! the file name and decides exit codes.

use thiserror::Error;

/// A grid size or box shape that the engine does not know.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ShapeError {
    /// No conventional box shape exists for this size (prime, too small or too large).
    #[error("no known grid shape has size {size} (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)")]
    NoShape {
        /// The requested size N.
        size: usize,
    },
    /// A cell count that is the square of a size with no box shape: 25 cells on a line make a
    /// 5×5 grid, 49 make a 7×7 one.
    #[error("{cells} cells make a {size}×{size} grid, which has no box shape (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)")]
    NoBoxes {
        /// Cells found: `size`².
        cells: usize,
        /// The side of the square grid they make.
        size: usize,
    },
    /// Box dimensions below 2 or a size above the maximum.
    #[error("boxes of {box_rows}×{box_cols} cells are not supported (each side at least 2, at most 32 cells)")]
    BadBox {
        /// Rows of a box.
        box_rows: usize,
        /// Columns of a box.
        box_cols: usize,
    },
    /// A cell count that is not the square of a known size.
    #[error(
        "{cells} cells is not the cell count of any known grid (81 for 9×9, 256 for 16×16, ...)"
    )]
    CellCount {
        /// Cells found.
        cells: usize,
    },
}

/// A value that does not fit in a grid.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GridError {
    /// The number of values is not N² for the grid's shape.
    #[error("found {found} cells, expected {expected}")]
    CellCount {
        /// Values given.
        found: usize,
        /// N² of the shape.
        expected: usize,
    },
    /// A value above N.
    #[error("{cell}: value {value} is above the grid size {size}")]
    ValueTooLarge {
        /// The cell, as `rRcC`.
        cell: String,
        /// The value found.
        value: u32,
        /// N.
        size: usize,
    },
}

/// Where in a text a parse error was found: 1-based line, and column or cell when known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// 1-based line in the input.
    pub line: usize,
    /// 1-based column (in characters) within that line, when known.
    pub column: Option<usize>,
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.column {
            Some(c) => write!(f, "line {}, column {}", self.line, c),
            None => write!(f, "line {}", self.line),
        }
    }
}

/// A puzzle text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{position}: {kind}")]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What the problem is.
    pub kind: ParseErrorKind,
}

/// What made a puzzle text unreadable.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The wrong number of cells for any known size, or for the size expected.
    #[error("found {found} cells, expected {expected}")]
    CellCount {
        /// Cells found.
        found: usize,
        /// Cells expected.
        expected: usize,
    },
    /// A character that is neither a symbol nor a hole.
    #[error("bad character {found:?}, expected {expected}")]
    BadChar {
        /// The character.
        found: char,
        /// What was expected, in words.
        expected: String,
    },
    /// A token (in the grid layout) that is neither a symbol nor a hole.
    #[error("bad token {found:?}, expected {expected}")]
    BadToken {
        /// The token.
        found: String,
        /// What was expected, in words.
        expected: String,
    },
    /// A row of the grid layout with the wrong number of cells.
    #[error("row {row} has {found} cells, expected {expected}")]
    RowLength {
        /// 1-based row.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells expected.
        expected: usize,
    },
    /// The wrong number of rows in the grid layout.
    #[error("found {found} rows, expected {expected}")]
    RowCount {
        /// Rows found.
        found: usize,
        /// Rows expected.
        expected: usize,
    },
    /// A size with no known box shape.
    #[error(transparent)]
    Shape(#[from] ShapeError),
    /// JSON that does not parse or does not hold a grid.
    #[error("bad JSON: {0}")]
    Json(String),
    /// A JSON document that parses but is no grid: `null`, a number, a string, an object
    /// without `"grid"`.
    #[error(
        "JSON value is not a grid: found {found}, expected an array of rows or {{\"grid\": …}}"
    )]
    NotAGrid {
        /// What the document holds, in words (`null`, `a number`, …).
        found: String,
    },
    /// `-1` where the layout's holes are `.` or `0`: a zero-based grid written outside a C
    /// array.
    #[error("{found:?} is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {{{{-1, 3, …}}, …}})")]
    MinusOneHole {
        /// The token as written.
        found: String,
    },
    /// `0` beside other holes (`.`) in a 16×16 line with no `G`: a grid written in
    /// hexadecimal (digits `0`–`F`), whose `0` is a digit, not a hole. Read as holes, those
    /// zeros would give a puzzle with other solutions than the writer's, so it is refused.
    #[error("0 beside {hole:?} holes in a 16×16 with no G: digits 0-F (hexadecimal)? here 16×16 digits are 1-9 and A-G, so write each 0 as G, or use 0 only for holes")]
    HexDigits {
        /// The other hole character in the line.
        hole: char,
    },
    /// A variant puzzle (a link, f-puzzles JSON, our JSON form) that cannot be read: the
    /// reader's message, which names the JSON path or the link's problem.
    #[error("variant puzzle: {0}")]
    Variant(String),
    /// A C array whose structure is not `{{...}, ...}` or `{...}` (see the C-array layout).
    #[error("bad C array: {0}")]
    CArray(String),
    /// Nothing to read.
    #[error("empty puzzle")]
    Empty,
    /// A line longer than any puzzle can be.
    #[error("line is longer than {limit} bytes")]
    LineTooLong {
        /// The limit in bytes.
        limit: usize,
    },
}

impl ParseError {
    /// An error at `line` (and `column`, if known).
    pub fn new(line: usize, column: Option<usize>, kind: ParseErrorKind) -> ParseError {
        ParseError {
            position: Position { line, column },
            kind,
        }
    }
}

/// Cell buffers that do not fit a cell or batch solve: a length that is not what the shape
/// needs, or a value above N. Nothing is written when a length is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CellsError {
    /// The puzzle buffer of a single solve does not hold N² cells.
    #[error("the puzzle holds {found} cells, expected {expected}")]
    PuzzleLength {
        /// Cells given.
        found: usize,
        /// N² of the shape.
        expected: usize,
    },
    /// The puzzle buffer of a batch does not hold a whole number of records of N² cells.
    #[error("the puzzles hold {found} cells, not a whole number of records of {record} cells")]
    RecordLength {
        /// Cells given.
        found: usize,
        /// N² of the shape: the cells of one record.
        record: usize,
    },
    /// The solution buffer is not as long as the puzzle buffer.
    #[error("the solution buffer holds {found} cells, expected {expected}")]
    SolutionLength {
        /// Cells in the buffer.
        found: usize,
        /// Cells in the puzzle buffer.
        expected: usize,
    },
    /// The status (or count) buffer does not hold one entry per record.
    #[error("the status buffer holds {found} entries, expected one per record ({expected})")]
    StatusLength {
        /// Entries in the buffer.
        found: usize,
        /// Records in the puzzle buffer.
        expected: usize,
    },
    /// A cell value above N (0 is a hole, 1..=N a digit).
    #[error("cell {index}: value {value} is above the grid size {size}")]
    ValueTooLarge {
        /// The 0-based, row-major index of the cell.
        index: usize,
        /// The value found.
        value: u8,
        /// N.
        size: usize,
    },
}

/// Why a cell or batch solve under a [`Budget`](crate::Budget) did not finish.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The buffers do not fit the shape; nothing was solved.
    #[error(transparent)]
    Cells(#[from] CellsError),
    /// The budget ran out before the work was done.
    #[error(transparent)]
    Interrupted(#[from] crate::budget::Interrupted),
}
