//! The line format: N² characters on one line, `.` (or `0 _ - *`) for holes.

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

/// Not a puzzle byte, in [`BYTE_VALUE`].
const NOT_SYMBOL: u8 = 0xFF;

/// The value of each byte in the line format: 0 for a hole (`. 0 _ - *`), 1.. for a symbol
/// (`1`–`9`, then `A`/`a` = 10, …), [`NOT_SYMBOL`] otherwise. A table, not a `match`: the
/// holes and digits of a puzzle come in no pattern a branch predictor can learn, and the
/// `match` version mispredicted often enough to cost as much as solving an easy puzzle
/// (36% of `sudoku solve --first` on kaggle-sample, against 36% for the solver itself).
static BYTE_VALUE: [u8; 256] = {
    let mut t = [NOT_SYMBOL; 256];
    t[b'.' as usize] = 0;
    t[b'0' as usize] = 0;
    t[b'_' as usize] = 0;
    t[b'-' as usize] = 0;
    t[b'*' as usize] = 0;
    let mut i = 0;
    while i < 26 {
        if i < 9 {
            t[b'1' as usize + i] = i as u8 + 1;
        }
        t[b'A' as usize + i] = i as u8 + 10;
        t[b'a' as usize + i] = i as u8 + 10;
        i += 1;
    }
    t
};

fn byte_value(b: u8) -> Option<u8> {
    let v = BYTE_VALUE[b as usize];
    (v != NOT_SYMBOL).then_some(v)
}

/// The length of the leading run of puzzle characters; what follows is ignored.
pub(crate) fn symbol_run(text: &str) -> usize {
    text.bytes()
        .take_while(|&b| byte_value(b).is_some())
        .count()
}

/// The cell count the writer most likely meant, for error messages: the nearest known count
/// within 10% (80 → 81, 255 → 256), else the classic 81.
fn nearest_cell_count(found: usize) -> usize {
    Shape::known_sizes()
        .map(|n| n * n)
        .filter(|&c| c.abs_diff(found) * 10 <= c)
        .min_by_key(|&c| c.abs_diff(found))
        .unwrap_or(81)
}

/// Reads the puzzle at the start of `line` (line `line_no` of the input).
pub(crate) fn parse(line: &str, line_no: usize) -> Result<Grid, ParseError> {
    let lead = line.bytes().take_while(u8::is_ascii_whitespace).count();
    let body = &line.as_bytes()[lead..];
    let run = body
        .iter()
        .position(|&b| BYTE_VALUE[b as usize] == NOT_SYMBOL)
        .unwrap_or(body.len());
    let shape = if run == 81 {
        Shape::NINE
    } else if let Some(shape) = Shape::for_cell_count(run) {
        shape
    } else {
        // Name the first character that stopped the run if it looks like a stray symbol.
        // The run and the lead are ASCII, so byte offsets are character columns.
        if let Some(c) = line[lead + run..].chars().next() {
            if !c.is_whitespace() && !matches!(c, ',' | ';' | '#' | ':' | '|') {
                return Err(ParseError::new(
                    line_no,
                    Some(lead + run + 1),
                    ParseErrorKind::BadChar {
                        found: c,
                        expected: "a digit, a letter or a hole (. 0 _ - *)".into(),
                    },
                ));
            }
        }
        let kind = ParseErrorKind::CellCount {
            found: run,
            expected: nearest_cell_count(run),
        };
        return Err(ParseError::new(line_no, None, kind));
    };
    let n = shape.size() as u8;
    // Branch-free: map every byte, then check the largest value once.
    let values: Vec<u8> = body[..run]
        .iter()
        .map(|&b| BYTE_VALUE[b as usize])
        .collect();
    if values.iter().fold(0, |m, &v| m.max(v)) > n {
        let i = values.iter().position(|&v| v > n).unwrap_or(0);
        return Err(ParseError::new(
            line_no,
            Some(lead + i + 1),
            ParseErrorKind::BadChar {
                found: body[i] as char,
                expected: expected_symbols(n as usize),
            },
        ));
    }
    Ok(Grid::from_checked_vec(shape, values))
}

/// "a digit 1-9 or a hole (. 0 _ - *)" and the like, for a grid of size `n`.
pub(crate) fn expected_symbols(n: usize) -> String {
    let last = Digit::new(n as u8).map_or('?', Digit::to_char);
    if n <= 9 {
        format!("a digit 1-{last} or a hole (. 0 _ - *)")
    } else {
        format!("a digit 1-9, a letter A-{last} or a hole (. 0 _ - *)")
    }
}
