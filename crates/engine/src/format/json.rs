//! The JSON format: `{"grid": [[...], ...]}` or a bare array of rows; 0 (or `"."`, `""`,
//! `null`) for a hole. Rows may also be strings of N characters, and `{"puzzle": "..."}`
//! holding a line-format string is read too, so our own JSON output reads back.

use serde_json::Value;

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

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
    // serde_json keeps no positions: errors find theirs in the text again ([`locate`]).
    let at = |path: &[Step], kind: ParseErrorKind| locate(text, first_line, path, kind);
    let (rows, grid_key) = match &doc {
        Value::Object(map) => {
            if let Some(g) = map.get("grid") {
                (g, true)
            } else if let Some(Value::String(p)) = map.get("puzzle") {
                return super::line::parse(p.as_bytes(), first_line);
            } else {
                let found = "an object without \"grid\"".to_string();
                return Err(at(&[], ParseErrorKind::NotAGrid { found }));
            }
        }
        v => (v, false),
    };
    // The path to the rows, and to row `r` and cell `c` in them.
    let base: &[Step] = if grid_key { &[Step::Key("grid")] } else { &[] };
    let path = |more: &[Step]| -> Vec<Step> { base.iter().chain(more).copied().collect() };
    let Value::Array(rows) = rows else {
        let what = kind_of(rows);
        let found = if grid_key {
            format!("\"grid\" holding {what}")
        } else {
            what.to_string()
        };
        return Err(at(&path(&[]), ParseErrorKind::NotAGrid { found }));
    };
    let n = rows.len();
    let shape = Shape::for_size(n).map_err(|e| at(&path(&[Step::End]), e.into()))?;
    let mut values = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        let before = values.len();
        let row_length = |found: usize, step: Step| {
            let kind = ParseErrorKind::RowLength {
                row: r + 1,
                found,
                expected: n,
            };
            at(&path(&[Step::Index(r), step]), kind)
        };
        match row {
            Value::Array(cells) => {
                if cells.len() != n {
                    let step = if cells.len() > n {
                        Step::Index(n)
                    } else {
                        Step::End
                    };
                    return Err(row_length(cells.len(), step));
                }
                for (c, v) in cells.iter().enumerate() {
                    let x = cell(v, n).ok_or_else(|| {
                        at(
                            &path(&[Step::Index(r), Step::Index(c)]),
                            bad_cell(v, r, c, n),
                        )
                    })?;
                    values.push(x);
                }
            }
            Value::String(s) => {
                let count = s.chars().count();
                if count != n {
                    let step = Step::Char(count.min(n));
                    return Err(row_length(count, step));
                }
                for (c, ch) in s.chars().enumerate() {
                    let x = cell(&Value::String(ch.to_string()), n).ok_or_else(|| {
                        let kind = ParseErrorKind::Json(format!(
                            "r{}c{}: {ch:?} is not a digit or a hole",
                            r + 1,
                            c + 1
                        ));
                        at(&path(&[Step::Index(r), Step::Char(c)]), kind)
                    })?;
                    values.push(x);
                }
            }
            _ => {
                let kind = ParseErrorKind::Json(format!("row {} is not an array", r + 1));
                return Err(at(&path(&[Step::Index(r)]), kind));
            }
        }
        debug_assert_eq!(values.len() - before, n);
    }
    Ok(Grid::from_values(shape, &values).expect("values checked against the shape"))
}

/// What is wrong with cell `c` of row `r`.
fn bad_cell(v: &Value, r: usize, c: usize, n: usize) -> ParseErrorKind {
    let minus_one = v.as_i64() == Some(-1) || v.as_str() == Some("-1");
    if minus_one {
        return ParseErrorKind::MinusOneHole {
            found: "-1".to_string(),
        };
    }
    ParseErrorKind::Json(format!(
        "r{}c{}: {v} is not a digit 1-{n} or 0 for a hole",
        r + 1,
        c + 1
    ))
}

/// A JSON value's kind, in words.
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// One step of a path into a document, to find where an error is.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// An object's member.
    Key(&'static str),
    /// An array's element.
    Index(usize),
    /// A container's closing bracket or brace.
    End,
    /// A character of a string.
    Char(usize),
}

/// `kind` at the place `path` leads to in `text` (a document serde_json has read, so well
/// formed), or on the document's first line when the walk fails.
fn locate(text: &str, first_line: usize, path: &[Step], kind: ParseErrorKind) -> ParseError {
    match find(text, path) {
        Some(offset) => {
            let before = &text[..offset];
            let line = first_line + before.matches('\n').count();
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            let column = text[line_start..offset].chars().count() + 1;
            ParseError::new(line, Some(column), kind)
        }
        None => ParseError::new(first_line, None, kind),
    }
}

/// The byte offset where `path` leads in `text`.
fn find(text: &str, path: &[Step]) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = skip_ws(b, 0);
    for step in path {
        match (*step, *b.get(i)?) {
            (Step::Key(key), b'{') => {
                // The last member with this name, as serde_json keeps the last one.
                let mut found = None;
                i = skip_ws(b, i + 1);
                while b.get(i) == Some(&b'"') {
                    let end = skip_string(b, i)?;
                    let name = &text[i + 1..end - 1];
                    i = skip_ws(b, end);
                    i = skip_ws(b, i + 1); // the ':'
                    if name == key {
                        found = Some(i);
                    }
                    i = skip_ws(b, skip_value(b, i)?);
                    if b.get(i) == Some(&b',') {
                        i = skip_ws(b, i + 1);
                    }
                }
                i = found?;
            }
            (Step::Index(k), b'[') => {
                i = skip_ws(b, i + 1);
                for _ in 0..k {
                    i = skip_ws(b, skip_value(b, i)?);
                    if b.get(i) != Some(&b',') {
                        return None;
                    }
                    i = skip_ws(b, i + 1);
                }
            }
            (Step::End, b'[' | b'{') => i = skip_value(b, i)? - 1,
            (Step::Char(k), b'"') => {
                i += 1 + text[i + 1..].char_indices().nth(k)?.0;
            }
            _ => return None,
        }
    }
    Some(i)
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// The offset just past the string that starts at `i`.
fn skip_string(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    loop {
        match *b.get(i)? {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
}

/// The offset just past the value that starts at `i`.
fn skip_value(b: &[u8], i: usize) -> Option<usize> {
    match *b.get(i)? {
        b'"' => skip_string(b, i),
        b'[' | b'{' => {
            let mut depth = 0usize;
            let mut j = i;
            loop {
                match *b.get(j)? {
                    b'"' => {
                        j = skip_string(b, j)?;
                        continue;
                    }
                    b'[' | b'{' => depth += 1,
                    b']' | b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
        }
        _ => Some(
            i + b[i..]
                .iter()
                .position(|c| matches!(c, b',' | b']' | b'}') || c.is_ascii_whitespace())
                .unwrap_or(b.len() - i),
        ),
    }
}
