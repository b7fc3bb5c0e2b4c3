//! Writing grids in each format.

use super::{carray, CArrayBase, Format};
use crate::digit::Digit;
use crate::grid::Grid;

/// Options for [`write_grid`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// The character for holes in the line, grid and boxed formats (`.` by default; some
    /// printed grids use `0`).
    pub hole: char,
    /// Where the digits of a C array start: 0 (-1 for a hole, the default) or 1 (0 for a hole).
    pub c_array_base: CArrayBase,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            hole: '.',
            c_array_base: CArrayBase::Zero,
        }
    }
}

fn symbol(v: u8, hole: char) -> char {
    Digit::new(v).map_or(hole, Digit::to_char)
}

/// Appends `grid` to `out` in `format`, without a final line ending.
///
/// The grid layout is N lines, symbols separated by one space, no trailing space (`A` = 10,
/// `B` = 11, … above 9, as in the line and boxed layouts). The boxed layout puts ` | ` between boxes and a
/// `------+-------+------` line between bands, and reads back as input. The C-array layout is
/// `int m[N][N] = {`, one `{…},` line per row, then `};`, in the options' [`CArrayBase`].
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{parse_str, write_grid, Format, WriteOptions};
///
/// let g = parse_str("1.........1.....").unwrap();
/// let mut out = String::new();
/// write_grid(&g, Format::Boxed, WriteOptions::default(), &mut out);
/// assert_eq!(out, "1 . | . .\n. . | . .\n----+----\n. . | 1 .\n. . | . .");
/// ```
pub fn write_grid(grid: &Grid, format: Format, options: WriteOptions, out: &mut String) {
    let shape = grid.shape();
    let n = shape.size();
    let v = grid.values();
    match format {
        Format::Line if options.hole.is_ascii() => {
            // The hot path of `sudoku solve`: bytes through a table into a stack buffer, then
            // one `push_str` per 128 cells (pushing chars one by one cost 11% of a run).
            const SYMBOLS: &[u8; 33] = b".123456789ABCDEFGHIJKLMNOPQRSTUVW";
            let hole = options.hole as u8;
            if n <= 9 {
                // Digits only: one select per cell, which the compiler vectorises (the table
                // below costs 1,100 instructions per 9×9 grid, this about 60).
                let mut buf = [0u8; 81];
                for (o, &x) in buf.iter_mut().zip(v) {
                    *o = if x == 0 { hole } else { b'0'.wrapping_add(x) };
                }
                out.push_str(std::str::from_utf8(&buf[..v.len()]).unwrap_or_default());
                return;
            }
            let mut buf = [0u8; 128];
            for chunk in v.chunks(buf.len()) {
                for (o, &x) in buf.iter_mut().zip(chunk) {
                    *o = match x {
                        0 => hole,
                        _ => SYMBOLS[(x as usize).min(32)],
                    };
                }
                out.push_str(std::str::from_utf8(&buf[..chunk.len()]).unwrap_or_default());
            }
        }
        Format::Line => out.extend(v.iter().map(|&x| symbol(x, options.hole))),
        Format::Grid => {
            for r in 0..n {
                if r > 0 {
                    out.push('\n');
                }
                for c in 0..n {
                    if c > 0 {
                        out.push(' ');
                    }
                    // One alphabet for every layout: `A` = 10, as the line and boxed layouts
                    // write it, so the columns stay one character wide.
                    out.push(symbol(v[r * n + c], options.hole));
                }
            }
        }
        Format::Boxed => {
            let mut separator = String::new();
            for r in 0..n {
                let mut row = String::with_capacity(4 * n);
                for c in 0..n {
                    if c > 0 {
                        row.push_str(if c % shape.box_cols() == 0 {
                            " | "
                        } else {
                            " "
                        });
                    }
                    row.push(symbol(v[r * n + c], options.hole));
                }
                if r > 0 {
                    out.push('\n');
                    if r % shape.box_rows() == 0 {
                        if separator.is_empty() {
                            separator = row
                                .chars()
                                .map(|ch| if ch == '|' { '+' } else { '-' })
                                .collect();
                        }
                        out.push_str(&separator);
                        out.push('\n');
                    }
                }
                out.push_str(&row);
            }
        }
        Format::Json => {
            out.push_str("{\"grid\":[");
            for r in 0..n {
                if r > 0 {
                    out.push(',');
                }
                out.push('[');
                for c in 0..n {
                    if c > 0 {
                        out.push(',');
                    }
                    out.push_str(&v[r * n + c].to_string());
                }
                out.push(']');
            }
            out.push_str("]}");
        }
        Format::CArray => carray::write(grid, options.c_array_base, out),
    }
}
