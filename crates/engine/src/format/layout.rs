//! The grid and boxed layouts: N lines of N tokens, optionally with `|` between boxes and
//! separator lines such as `------+-------+------` or `- - - - - -` between bands.

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind, ShapeError};
use crate::grid::Grid;
use crate::shape::Shape;

/// Whether `line` is a separator between bands: only `-`, `+`, `=`, `|` and spaces, with at
/// least one `-` or `=`.
pub(crate) fn is_separator(line: &str) -> bool {
    let t = line.trim();
    let rule = |t: &str| {
        t.contains(['-', '='])
            && t.chars()
                .all(|c| matches!(c, '-' | '+' | '=' | '|' | ' ' | '\t'))
    };
    (!t.is_empty()
        && rule(t)
        // A row of holes written with '-' in char mode ("---------") is not a separator when
        // it is exactly as long as a row could be; separators are longer than N characters.
        && !(t.chars().all(|c| c == '-') && t.len() < 16))
        || is_frame(t, rule)
}

/// Whether `t` is the top or bottom of a frame as HoDoKu and the forums draw it:
/// `*-----------*`, a rule between two `*` corners. A row of holes written with `*` and `-`
/// in char mode (`*-------*`) is as long as a row can be, which no frame line of that size is
/// (the frame of a 9×9 is 13 characters wide), so those lengths stay rows.
fn is_frame(t: &str, rule: impl Fn(&str) -> bool) -> bool {
    let Some(inner) = t.strip_prefix('*').and_then(|r| r.strip_suffix('*')) else {
        return false;
    };
    rule(inner) && !Shape::known_sizes().any(|n| n == t.len())
}

/// One token of a row and the 1-based column where it starts.
struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// Splits a row at white space, `|` and `/` (which the forums put between the rows of a
/// puzzle written on one line: `..3.2.6../9..3.5..1/…`).
fn tokens(line: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        let sep = c.is_whitespace() || c == '|' || c == '/';
        match (sep, start) {
            (true, Some(s)) => {
                out.push(Token {
                    text: &line[s..i],
                    column: line[..s].chars().count() + 1,
                });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(Token {
            text: &line[s..],
            column: line[..s].chars().count() + 1,
        });
    }
    out
}

/// How many cells a row holds: its token count, or its character count when every token is
/// a run of one-character symbols (`..3|.2.|6..`).
pub(crate) fn row_cells(line: &str) -> usize {
    let toks = tokens(line);
    let chars: usize = toks.iter().map(|t| t.text.chars().count()).sum();
    if toks.len() > 1 && toks.iter().all(|t| t.text.chars().count() == 1) {
        toks.len()
    } else if toks.len() == 1 || toks.iter().any(|t| t.text.chars().count() > 2) {
        chars
    } else {
        toks.len()
    }
}

fn cell_value(tok: &str, n: usize) -> Option<u8> {
    match tok {
        "." | "0" | "_" | "-" | "*" => return Some(0),
        _ => {}
    }
    if let Ok(v) = tok.parse::<u8>() {
        return (1..=n as u8).contains(&v).then_some(v);
    }
    let mut chars = tok.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Digit::from_char(c)
            .filter(|d| d.get() as usize <= n)
            .map(Digit::get),
        _ => None,
    }
}

fn expected(n: usize) -> String {
    if n <= 9 {
        format!("a digit 1-{n}, or . or 0 for a hole")
    } else {
        let last = Digit::new(n as u8).map_or('?', Digit::to_char);
        format!("a number 1-{n} or a letter A-{last}, or . or 0 for a hole")
    }
}

/// The shape of a row of `cells` cells that is a whole puzzle on one line (81 tokens for a
/// 9×9) rather than the first row of a block: the count is N² for a known size N, and no
/// size itself.
fn whole_puzzle_shape(cells: usize) -> Option<Shape> {
    Shape::for_size(cells)
        .is_err()
        .then(|| Shape::for_cell_count(cells))
        .flatten()
}

/// Whether `line` alone is a whole puzzle (N² tokens, N groups of N symbols, rows between
/// `/`) rather than the first row of a block.
pub(crate) fn is_whole_puzzle(line: &str) -> bool {
    whole_puzzle_shape(row_cells(line)).is_some()
}

/// How many rows a block whose first row is `line` holds: as many as the row has cells, or
/// one when that row is a whole puzzle.
pub(crate) fn rows_wanted(line: &str) -> usize {
    let cells = row_cells(line);
    if whole_puzzle_shape(cells).is_some() {
        1
    } else {
        cells.max(1)
    }
}

/// The column just past the last character of `row` that is not white space: where a row
/// with too few cells is seen to end.
fn end_column(row: &str) -> usize {
    row.trim_end().chars().count() + 1
}

/// Reads a block of rows whose first line is line `first_line` of the input.
pub(crate) fn parse(text: &str, first_line: usize) -> Result<Grid, ParseError> {
    let rows: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (first_line + i, l))
        .filter(|(_, l)| !super::is_skippable(l) && !is_separator(l))
        .collect();
    let Some(&(first_no, first_row)) = rows.first() else {
        return Err(ParseError::new(first_line, None, ParseErrorKind::Empty));
    };
    let n = row_cells(first_row);
    if let Some(shape) = whole_puzzle_shape(n).filter(|_| rows.len() == 1) {
        // N² tokens on one line: a puzzle written row after row.
        let values = read_row(first_no, first_row, 1, n, shape.size())?;
        return Ok(Grid::from_values(shape, &values).expect("values checked against the shape"));
    }
    let shape = Shape::for_size(n).map_err(|e| {
        // One line of N² tokens whose N has no boxes (49: a 7×7 grid) is a puzzle, not a row.
        let kind = match rows.len() {
            1 => match super::line::cell_count_error(n) {
                (kind @ ParseErrorKind::Shape(ShapeError::NoBoxes { .. }), _) => kind,
                _ => e.into(),
            },
            _ => e.into(),
        };
        ParseError::new(first_no, Some(end_column(first_row)), kind)
    })?;
    if rows.len() != n {
        // Too many rows: the first one too many; too few: the end of the last.
        let (line, column) = match rows.get(n) {
            Some(&(no, row)) => (no, tokens(row).first().map_or(1, |t| t.column)),
            None => {
                let &(no, row) = rows.last().unwrap_or(&(first_no, first_row));
                (no, end_column(row))
            }
        };
        return Err(ParseError::new(
            line,
            Some(column),
            ParseErrorKind::RowCount {
                found: rows.len(),
                expected: n,
            },
        ));
    }
    let mut values = Vec::with_capacity(n * n);
    for (r, &(line_no, row)) in rows.iter().enumerate() {
        values.extend(read_row(line_no, row, r + 1, n, n)?);
    }
    Ok(Grid::from_values(shape, &values).expect("values checked against the shape"))
}

/// Reads row number `r` (line `line_no`), which should hold `width` cells of a grid of size
/// `n`: `width` tokens, or else one cell per character (`..3|.2.|6..`).
fn read_row(
    line_no: usize,
    row: &str,
    r: usize,
    width: usize,
    n: usize,
) -> Result<Vec<u8>, ParseError> {
    let toks = tokens(row);
    let by_token = toks.len() == width;
    let cells: Vec<Token<'_>> = if by_token {
        toks
    } else {
        toks.iter()
            .flat_map(|t| {
                t.text.char_indices().enumerate().map(|(k, (i, c))| Token {
                    text: &t.text[i..i + c.len_utf8()],
                    column: t.column + k,
                })
            })
            .collect()
    };
    if cells.len() != width {
        let column = cells
            .get(width)
            .map_or_else(|| end_column(row), |c| c.column);
        return Err(ParseError::new(
            line_no,
            Some(column),
            ParseErrorKind::RowLength {
                row: r,
                found: cells.len(),
                expected: width,
            },
        ));
    }
    cells
        .iter()
        .map(|t| {
            let value = if by_token {
                cell_value(t.text, n)
            } else {
                char_value(t.text, n)
            };
            value.ok_or_else(|| {
                ParseError::new(line_no, Some(t.column), bad_cell(t.text, by_token, n))
            })
        })
        .collect()
}

/// The value of a one-character cell in character mode.
fn char_value(cell: &str, n: usize) -> Option<u8> {
    let c = cell.chars().next()?;
    if super::is_line_hole(c) {
        Some(0)
    } else {
        Digit::from_char(c)
            .filter(|d| d.get() as usize <= n)
            .map(Digit::get)
    }
}

/// What is wrong with a cell that is no symbol of a grid of size `n`.
fn bad_cell(cell: &str, by_token: bool, n: usize) -> ParseErrorKind {
    if cell == "-1" {
        return ParseErrorKind::MinusOneHole {
            found: cell.to_string(),
        };
    }
    match (by_token, cell.chars().next()) {
        (false, Some(c)) => ParseErrorKind::BadChar {
            found: c,
            expected: expected(n),
        },
        _ => ParseErrorKind::BadToken {
            found: cell.to_string(),
            expected: expected(n),
        },
    }
}
