//! The JSON format: `{"grid": [[...], ...]}` or a bare array of rows; 0 (or `"."`, `""`,
//! `null`) for a hole. Rows may also be strings of N characters, and `{"puzzle": "..."}`
//! holding a line-format string is read too, so our own JSON output reads back.

use serde_json::Value;

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

fn err(line: usize, msg: impl Into<String>) -> ParseError {
    ParseError::new(line, None, ParseErrorKind::Json(msg.into()))
}

fn cell(v: &Value, n: usize) -> Option<u8> {
    match v {
        Value::Null => Some(0),
        Value::Number(x) => x.as_u64().filter(|&x| x as usize <= n).map(|x| x as u8),
        Value::String(s) => match s.as_str() {
            "" | "." | "0" | "_" | "-" | "*" => Some(0),
            s => s
                .parse::<u8>()
                .ok()
                .or_else(|| {
                    let mut cs = s.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => Digit::from_char(c).map(Digit::get),
                        _ => None,
                    }
                })
                .filter(|&x| (1..=n as u8).contains(&x)),
        },
        _ => None,
    }
}

/// The 1-based character column of serde_json's position (`line` 1-based, `byte_column` the
/// bytes of that line up to and including the one it stopped at, 0 when it stopped before
/// the line's first byte, such as at the end of an empty document). Positions count
/// characters from 1, so a document with `é` or a replacement character before the error
/// is not reported further right than the error.
fn char_column(text: &str, line: usize, byte_column: usize) -> usize {
    let row = text.split('\n').nth(line.saturating_sub(1)).unwrap_or("");
    let mut end = byte_column.min(row.len());
    while !row.is_char_boundary(end) {
        end += 1; // the column's byte is inside a character: count that character
    }
    row[..end].chars().count().max(1)
}

/// serde_json's message without the " at line L column C" it ends with: the error's own
/// position says where, counted as every other position is.
fn without_position(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    match message.strip_suffix(&suffix) {
        Some(bare) => bare.to_string(),
        None => message,
    }
}

/// Reads one JSON document holding one grid.
pub(crate) fn parse(text: &str, first_line: usize) -> Result<Grid, ParseError> {
    let doc: Value = serde_json::from_str(text).map_err(|e| {
        ParseError::new(
            first_line + e.line().saturating_sub(1),
            Some(char_column(text, e.line(), e.column())),
            ParseErrorKind::Json(without_position(&e)),
        )
    })?;
    let rows = match &doc {
        Value::Object(map) => {
            if let Some(g) = map.get("grid") {
                g
            } else if let Some(Value::String(p)) = map.get("puzzle") {
                return super::line::parse(p.as_bytes(), first_line);
            } else {
                return Err(err(
                    first_line,
                    "expected an object with a \"grid\" array of rows",
                ));
            }
        }
        v => v,
    };
    let Value::Array(rows) = rows else {
        return Err(err(first_line, "expected an array of rows"));
    };
    let n = rows.len();
    let shape = Shape::for_size(n).map_err(|e| ParseError::new(first_line, None, e.into()))?;
    let mut values = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        let before = values.len();
        match row {
            Value::Array(cells) => {
                if cells.len() != n {
                    return Err(ParseError::new(
                        first_line,
                        None,
                        ParseErrorKind::RowLength {
                            row: r + 1,
                            found: cells.len(),
                            expected: n,
                        },
                    ));
                }
                for (c, v) in cells.iter().enumerate() {
                    let x = cell(v, n).ok_or_else(|| {
                        err(
                            first_line,
                            format!(
                                "r{}c{}: {v} is not a digit 1-{n} or 0 for a hole",
                                r + 1,
                                c + 1
                            ),
                        )
                    })?;
                    values.push(x);
                }
            }
            Value::String(s) => {
                for (c, ch) in s.chars().enumerate() {
                    let x = cell(&Value::String(ch.to_string()), n).ok_or_else(|| {
                        err(
                            first_line,
                            format!("r{}c{}: {ch:?} is not a digit or a hole", r + 1, c + 1),
                        )
                    })?;
                    values.push(x);
                }
            }
            _ => return Err(err(first_line, format!("row {} is not an array", r + 1))),
        }
        let found = values.len() - before;
        if found != n {
            return Err(ParseError::new(
                first_line,
                None,
                ParseErrorKind::RowLength {
                    row: r + 1,
                    found,
                    expected: n,
                },
            ));
        }
    }
    Ok(Grid::from_values(shape, &values).expect("values checked against the shape"))
}
