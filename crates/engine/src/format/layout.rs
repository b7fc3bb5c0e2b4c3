//! The grid and boxed layouts: N lines of N tokens, optionally with `|` between boxes and
//! separator lines such as `------+-------+------` or `- - - - - -` between bands.

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

/// Whether `line` is a separator between bands: only `-`, `+`, `=`, `|` and spaces, with at
/// least one `-` or `=`.
pub(crate) fn is_separator(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty()
        && t.contains(['-', '='])
        && t.chars().all(|c| matches!(c, '-' | '+' | '=' | '|' | ' ' | '\t'))
        // A row of holes written with '-' in char mode ("---------") is not a separator when
        // it is exactly as long as a row could be; separators are longer than N characters.
        && !(t.chars().all(|c| c == '-') && t.len() < 16)
}

/// One token of a row and the 1-based column where it starts.
struct Token<'a> {
    text: &'a str,
    column: usize,
}

/// Splits a row at white space and `|`.
fn tokens(line: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        let sep = c.is_whitespace() || c == '|';
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
    let shape = Shape::for_size(n).map_err(|e| ParseError::new(first_no, None, e.into()))?;
    if rows.len() != n {
        let last = rows.last().map_or(first_no, |r| r.0);
        return Err(ParseError::new(
            last,
            None,
            ParseErrorKind::RowCount {
                found: rows.len(),
                expected: n,
            },
        ));
    }
    let mut values = Vec::with_capacity(n * n);
    for (r, &(line_no, row)) in rows.iter().enumerate() {
        let toks = tokens(row);
        let before = values.len();
        if toks.len() == n {
            for t in &toks {
                let v = cell_value(t.text, n).ok_or_else(|| {
                    ParseError::new(
                        line_no,
                        Some(t.column),
                        ParseErrorKind::BadToken {
                            found: t.text.to_string(),
                            expected: expected(n),
                        },
                    )
                })?;
                values.push(v);
            }
        } else {
            // Character mode: every character is a cell.
            for t in &toks {
                for (k, c) in t.text.chars().enumerate() {
                    let v = if super::is_line_hole(c) {
                        Some(0)
                    } else {
                        Digit::from_char(c)
                            .filter(|d| d.get() as usize <= n)
                            .map(Digit::get)
                    };
                    let v = v.ok_or_else(|| {
                        ParseError::new(
                            line_no,
                            Some(t.column + k),
                            ParseErrorKind::BadChar {
                                found: c,
                                expected: expected(n),
                            },
                        )
                    })?;
                    values.push(v);
                }
            }
        }
        let found = values.len() - before;
        if found != n {
            return Err(ParseError::new(
                line_no,
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
