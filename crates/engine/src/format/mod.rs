//! Reading and writing puzzles as text, in the layouts people use.
//!
//! | format | example (first row of a 9×9) | from |
//! |---|---|---|
//! | [`Format::Line`] | `..3.2.6..9..3.5..1..18...` (N² characters, one puzzle per line) | benchmark files, most puzzle sites |
//! | [`Format::Grid`] | `. . . . . 2 3 . 7` (N lines of N tokens) | hand-typed puzzles, textbooks |
//! | [`Format::Boxed`] | `. . 3 \| . 2 . \| 6 . .` and `------+-------+------` | printed grids, forum posts |
//! | [`Format::Json`] | `{"grid": [[0,0,3,0,2,0,6,0,0], ...]}` or a bare array of rows | web APIs, our own JSON output |
//! | [`Format::CArray`] | `int m[9][9] = {{-1, 3, -1, ...}, ...};` (digits 0 to N-1, -1 for a hole) | C programs, a French programming course |
//!
//! Holes are `.`, `0`, `_`, `-` or `*` (in the grid layouts `.` or `0`); symbols after 9 are
//! `A` = 10, `B` = 11, … (numbers such as `16` are also read in the grid layouts). A C array
//! counts digits from 0 and writes a hole -1, unless it cannot be read so (see
//! [`CArrayBase`]: then 1 to N and 0 for a hole). A UTF-8 byte-order mark before a record (the
//! first of a file, or of each of several files joined with `cat`) is skipped. The engine
//! does no I/O: [`RecordSplitter`] turns lines into puzzle records and [`parse_record`] reads
//! one, so a caller can stream a file of any length in constant memory.
//!
//! Every reader takes bytes as well as text ([`parse_bytes`], [`parse_record_bytes`],
//! [`RecordSplitter::push_bytes`]), because files and Python buffers are bytes and need not be
//! UTF-8. The text readers are thin wrappers over the byte readers, so both give the same grid
//! and the same error for the same input. The line format reads bytes directly (a puzzle is
//! ASCII, and text after it is ignored whatever its encoding); the other layouts decode the
//! record lossily first, so a byte that is not UTF-8 reads as U+FFFD, the replacement
//! character, and is reported as a bad character at its column like any other.

mod carray;
mod json;
mod layout;
mod line;
mod split;
mod write;

use std::fmt;
use std::str::FromStr;

pub use carray::CArrayBase;
pub use split::{Record, RecordSplitter};
pub use write::{write_grid, WriteOptions};

use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;

/// A text layout for puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// One puzzle per line, N² characters, text after the puzzle ignored.
    Line,
    /// N lines of N tokens separated by white space.
    Grid,
    /// The grid layout with `|` between boxes and `------+------` lines between bands.
    Boxed,
    /// `{"grid": [[...], ...]}` or a bare array of rows, 0 for holes.
    Json,
    /// A C initializer, `int m[9][9] = {{-1, 3, ...}, ...};`: digits 0 to N-1 and -1 for a
    /// hole (or 1 to N and 0 for a hole, see [`CArrayBase`]), rows in braces or N² numbers in
    /// one pair of braces.
    CArray,
}

impl Format {
    /// Every format, in the order of the table above.
    pub const ALL: [Format; 5] = [
        Format::Line,
        Format::Grid,
        Format::Boxed,
        Format::Json,
        Format::CArray,
    ];

    /// The format's name as the command line spells it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Grid => "grid",
            Format::Boxed => "boxed",
            Format::Json => "json",
            Format::CArray => "c-array",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Format, String> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
                format!("unknown format {s:?} (expected {})", names.join(", "))
            })
    }
}

/// The UTF-8 byte-order mark, which some editors put before the first line of a file.
const BOM: char = '\u{FEFF}';

/// [`BOM`] as bytes.
const BOM_BYTES: &[u8] = "\u{FEFF}".as_bytes();

/// Whether a line is a JSON document that cannot be a puzzle row: `null`, `true`, `false` or a
/// string. Such a line is read as JSON, so that it is reported as not a grid.
fn is_json_scalar(t: &str) -> bool {
    let t = t.trim_end();
    matches!(t, "null" | "true" | "false")
        || (t.len() > 1 && t.starts_with('"') && t.ends_with('"'))
}

/// Whether `c` is a hole in the line format.
pub(crate) const fn is_line_hole(c: char) -> bool {
    matches!(c, '.' | '0' | '_' | '-' | '*')
}

/// Whether a line holds no puzzle data: blank, or a `#` comment.
pub fn is_skippable(line: &str) -> bool {
    is_skippable_bytes(line.as_bytes())
}

/// [`is_skippable`] for a line of bytes, which need not be UTF-8.
fn is_skippable_bytes(line: &[u8]) -> bool {
    // Looks at the first byte that is not ASCII white space, so a puzzle line is not scanned
    // twice (this runs on every input line).
    match line.iter().find(|b| !b.is_ascii_whitespace()) {
        None | Some(b'#') => true,
        Some(&b) if b >= 0x80 => {
            // Unicode white space (such as a no-break space) may come before a comment.
            let text = String::from_utf8_lossy(line);
            let t = text.trim();
            t.is_empty() || t.starts_with('#')
        }
        Some(_) => false,
    }
}

/// The lines of `text` as `str::lines` cuts them: after each `\n`, without the `\n` or a
/// `\r\n`, and no empty last line after a final line break.
fn byte_lines(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    // A `\r` before the line break, or at the very end, belongs to the line ending, as the
    // command line reads lines.
    text.split_inclusive(|&b| b == b'\n').map(|l| {
        let l = l.strip_suffix(b"\n").unwrap_or(l);
        l.strip_suffix(b"\r").unwrap_or(l)
    })
}

/// Guesses the format from the first line of puzzle data (not blank, not a comment).
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{detect, Format};
///
/// assert_eq!(detect("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."), Format::Line);
/// assert_eq!(detect(". . . . . 2 3 . 7"), Format::Grid);
/// assert_eq!(detect(". . 3 |. 2 . |6 . ."), Format::Boxed);
/// assert_eq!(detect("{\"grid\": [[0]]}"), Format::Json);
/// assert_eq!(detect("null"), Format::Json);
/// assert_eq!(detect("int m[9][9] = {"), Format::CArray);
/// assert_eq!(detect("{{-1, 3, -1, -1, -1, -1, 0, 6, 8}, {-1, -1, 1, -1, -1, 7, -1, 4, 3},"), Format::CArray);
/// ```
pub fn detect(first_line: &str) -> Format {
    let t = first_line.trim_start_matches(BOM).trim_start();
    // A link to a variant puzzle (f-puzzles, SudokuPad) is a record of one line.
    if crate::variant::is_link(t) {
        return Format::Line;
    }
    // So is an ISS constraint string or killer line.
    if crate::variant::is_iss(t) {
        return Format::Line;
    }
    if carray::starts_array(t) {
        return Format::CArray;
    }
    if t.starts_with('{') || t.starts_with('[') || is_json_scalar(t) {
        return Format::Json;
    }
    // A whole line puzzle first: the text after it (which may hold a `|`) is ignored.
    let first_token = t.split_whitespace().next().unwrap_or("");
    let run = line::symbol_run(first_token.as_bytes());
    if run >= 16 && crate::Shape::for_cell_count(run).is_some() {
        return Format::Line;
    }
    // Boxes drawn with `|`, or the rows of a one-line puzzle separated by `/`.
    if t.contains(['|', '/']) {
        return Format::Boxed;
    }
    if layout::is_separator(t) {
        Format::Boxed
    } else if run >= 16 {
        Format::Line
    } else {
        Format::Grid
    }
}

/// The layout to write a record back in when no output layout is asked for: the record's
/// own `format`, except that a whole puzzle on one line in the grid or boxed layout (N²
/// tokens, N groups of N symbols, or rows between `/`) is written as a line, as it came in.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{layout_of, Format};
///
/// let groups = "..3.2.6.. 9..3.5..1 ..18.64.. ..81.29.. 7.......8 ..67.82.. ..26.95.. 8..2.3..9 ..5.1.3..";
/// assert_eq!(layout_of(groups, Format::Grid), Format::Line);
/// assert_eq!(layout_of("..3.2.6../9..3.5..1/..18.64../..81.29../7.......8/..67.82../..26.95../8..2.3..9/..5.1.3..", Format::Boxed), Format::Line);
/// // A row of a block, and a block, stay in their layout.
/// assert_eq!(layout_of(". . 3 . 2 . 6 . .", Format::Grid), Format::Grid);
/// assert_eq!(layout_of("1 . . .\n. . 1 .\n. 1 . .\n. . . 1", Format::Grid), Format::Grid);
/// ```
pub fn layout_of(text: &str, format: Format) -> Format {
    let mut lines = text.lines();
    match (format, lines.next(), lines.next()) {
        (Format::Grid | Format::Boxed, Some(line), None)
            if layout::is_whole_puzzle(line.trim_start_matches(BOM)) =>
        {
            Format::Line
        }
        _ => format,
    }
}

/// Reads one puzzle record whose first line is line `first_line` of its input.
///
/// A thin wrapper over [`parse_record_bytes`]: both give the same result.
///
/// # Errors
///
/// A [`ParseError`] naming the line (and column or row) and what was expected.
pub fn parse_record(text: &str, format: Format, first_line: usize) -> Result<Grid, ParseError> {
    parse_record_bytes(text.as_bytes(), format, first_line)
}

/// Reads one puzzle record from bytes, whose first line is line `first_line` of its input.
///
/// The bytes need not be UTF-8: the line format ignores whatever follows the puzzle, and in
/// the other layouts a byte that is not UTF-8 reads as U+FFFD and is reported as a bad
/// character (or token) at its column.
///
/// # Errors
///
/// A [`ParseError`] naming the line (and column or row) and what was expected.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{parse_record_bytes, Format};
///
/// let mut line = b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".to_vec();
/// line.extend_from_slice(b" # caf\xe9"); // a Latin-1 comment after the puzzle
/// let grid = parse_record_bytes(&line, Format::Line, 1).unwrap();
/// assert_eq!(grid.given_count(), 32);
///
/// line[2] = 0xe9; // a byte that is not UTF-8 inside the puzzle
/// let err = parse_record_bytes(&line, Format::Line, 1).unwrap_err();
/// assert_eq!(err.position.column, Some(3));
/// ```
pub fn parse_record_bytes(
    text: &[u8],
    format: Format,
    first_line: usize,
) -> Result<Grid, ParseError> {
    // A byte-order mark before the record (the first of a file) is no part of it.
    let text = text.strip_prefix(BOM_BYTES).unwrap_or(text);
    match format {
        // A text that starts with a puzzle symbol starts with its data line, and the line
        // parser stops at the first byte that is not a symbol (such as a line break): the
        // search for the first data line is skipped (the common case, once per record).
        Format::Line if text.first().is_some_and(|&b| line::is_symbol(b)) => {
            line::parse(text, first_line)
        }
        Format::Line => {
            // Errors name the data line, not the first line of the text.
            let (skipped, data) = byte_lines(text)
                .enumerate()
                .find(|(_, l)| !is_skippable_bytes(l))
                .ok_or(ParseError::new(first_line, None, ParseErrorKind::Empty))?;
            line::parse(data, first_line + skipped)
        }
        // These layouts work on text. Valid UTF-8 is borrowed as it is; anything else is
        // decoded with one U+FFFD per bad sequence, which keeps every character's column.
        Format::Grid | Format::Boxed => layout::parse(&String::from_utf8_lossy(text), first_line),
        Format::Json => json::parse(&String::from_utf8_lossy(text), first_line),
        Format::CArray => carray::parse(&String::from_utf8_lossy(text), first_line),
    }
}

/// Reads one puzzle in any format, detected from its first line of data.
///
/// A thin wrapper over [`parse_bytes`]: both give the same result.
///
/// # Errors
///
/// A [`ParseError`] if the text holds no readable puzzle.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::parse_str;
///
/// let grid = parse_str("1 . . .\n. . 1 .\n. 1 . .\n. . . 1").unwrap();
/// assert_eq!(grid.shape().size(), 4);
/// let err = parse_str(&".".repeat(80)).unwrap_err();
/// assert_eq!(err.to_string(), "line 1, column 81: found 80 cells, expected 81");
/// ```
pub fn parse_str(text: &str) -> Result<Grid, ParseError> {
    parse_bytes(text.as_bytes())
}

/// Reads one puzzle in any format from bytes, detected from its first line of data.
///
/// The bytes need not be UTF-8 (see [`parse_record_bytes`]); a byte that is not UTF-8 where
/// the puzzle is expected is a bad character error at its column, never a panic.
///
/// # Errors
///
/// A [`ParseError`] if the bytes hold no readable puzzle.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::parse_bytes;
/// use sudoku_engine::ParseErrorKind;
///
/// let grid = parse_bytes(b"1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n").unwrap();
/// assert_eq!(grid.shape().size(), 4);
///
/// let err = parse_bytes(b"1 . . .\n. . 1 .\n. 1 . \xff\n. . . 1").unwrap_err();
/// assert_eq!((err.position.line, err.position.column), (3, Some(7)));
/// assert!(matches!(err.kind, ParseErrorKind::BadToken { .. }));
/// ```
pub fn parse_bytes(text: &[u8]) -> Result<Grid, ParseError> {
    let text = text.strip_prefix(BOM_BYTES).unwrap_or(text);
    let (offset, first) = byte_lines(text)
        .enumerate()
        .find(|(_, l)| !is_skippable_bytes(l))
        .ok_or(ParseError::new(1, None, ParseErrorKind::Empty))?;
    let format = detect(&String::from_utf8_lossy(first));
    let rest: Vec<u8> = byte_lines(text)
        .skip(offset)
        .collect::<Vec<_>>()
        .join(&b'\n');
    // A lone `{` on the first line opens JSON or a C array: the next token tells which.
    let format = match format {
        Format::Json if carray::looks_like_array(&String::from_utf8_lossy(&rest)) => Format::CArray,
        f => f,
    };
    parse_record_bytes(&rest, format, offset + 1)
}

#[cfg(test)]
mod tests;
