//! The line format: N² characters on one line, `.` (or `0 _ - *`) for holes.

use super::is_line_hole;
use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

/// Whether `c` can be part of a puzzle in the line format.
fn is_symbol(c: char) -> bool {
    c.is_ascii_alphanumeric() || is_line_hole(c)
}

/// The length of the leading run of puzzle characters; what follows is ignored.
pub(crate) fn symbol_run(text: &str) -> usize {
    text.chars().take_while(|&c| is_symbol(c)).count()
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
    let lead = line.len() - line.trim_start().len();
    let body = &line[lead..];
    let run = symbol_run(body);
    let Some(shape) = Shape::for_cell_count(run) else {
        // Name the first character that stopped the run if it looks like a stray symbol.
        if let Some(c) = body.chars().nth(run) {
            if !c.is_whitespace() && !matches!(c, ',' | ';' | '#' | '\t' | ':') {
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
    let n = shape.size();
    let mut values = Vec::with_capacity(run);
    for (i, c) in body.chars().take(run).enumerate() {
        let v = if is_line_hole(c) {
            0
        } else {
            match Digit::from_char(c) {
                Some(d) if d.get() as usize <= n => d.get(),
                _ => {
                    return Err(ParseError::new(
                        line_no,
                        Some(lead + i + 1),
                        ParseErrorKind::BadChar {
                            found: c,
                            expected: expected_symbols(n),
                        },
                    ))
                }
            }
        };
        values.push(v);
    }
    Ok(Grid::from_values(shape, &values).expect("values checked against the shape"))
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
