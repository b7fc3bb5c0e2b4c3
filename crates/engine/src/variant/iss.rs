//! The constraint strings of sigh's Interactive Sudoku Solver (ISS), read into the rule model.
//!
//! An ISS puzzle is a run of items, each `.` + type + (`~` + argument)*, e.g.
//! `.Shape~6x6.Cage~15~R1C1~R1C2.Thermo~R2C1~R2C2`. Cells are `R<r>C<c>` with one character
//! each, `1`–`9` then `a`–`g` for 10–16; an item of empty type (`.~R1C1_8`) holds givens (a
//! cell and its value, or several values as candidates). Outside clues name their row or column
//! (`R4`, `C1`); a little killer names its diagonal by its canonical first cell. Besides the
//! item strings, ISS reads the 81-character short killer format (each cell holds its cage's
//! total, in base 36 with `a`–`j` for 36–45, or a pointer toward the cell that does), the
//! SudoCue long killer format (`3x3:d:k:…`) and plain N² strings of givens.
//!
//! Every ISS type this reader knows maps to exactly the same rule here (a few to two rules, or
//! to several constraints: a white dot over several cells is one dot per side-by-side pair).
//! A type with no exact counterpart (`.Lockout`, `.Regex`, `.Or`, `.DoubleArrow`, ...) makes it
//! refuse the puzzle, naming the type: a rule is never dropped silently.

use super::json::VariantJsonError;
use super::kinds::*;
use super::{Direction, Place, Rules, VariantPuzzle};
use crate::grid::Grid;
use crate::shape::Shape;

type Res<T> = Result<T, VariantJsonError>;

fn err<T>(path: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(VariantJsonError::new(path, message))
}

/// The pointers of the short killer format, toward the cell holding the cage's total.
const POINTERS: &[u8] = b"<>^v`',.";

/// Whether `text` looks like an ISS puzzle: an item string (`.Cage…`, `.~R1C1_8…`), an
/// 81-character short killer line (it holds `<`, `>` or `^`) or a long killer line (`3x3:`).
/// Cheap and allocation-free; never true for a classic line of digits, dots and letters.
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::is_iss;
///
/// assert!(is_iss(".Cage~15~R1C1~R1C2.Thermo~R2C1~R2C2"));
/// assert!(is_iss(".~R1C1_8~R2C3_3"));
/// assert!(!is_iss("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."));
/// ```
pub fn is_iss(text: &str) -> bool {
    // The first line that is neither blank nor a comment.
    let Some(t) = text
        .trim_start_matches('\u{feff}')
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
    else {
        return false;
    };
    let b = t.as_bytes();
    if b[0] == b'.' {
        return match (b.get(1), b.get(2)) {
            (Some(b'~'), _) => true,
            (Some(u), Some(next)) if u.is_ascii_uppercase() => {
                next.is_ascii_lowercase() || *next == b'~'
            }
            _ => false,
        };
    }
    if t.starts_with("3x3:") {
        return true;
    }
    // A killer line has a pointer; a classic line of digits and dots is turned away by this
    // first pass, written without an early exit so that it compiles to a few vector steps
    // (the check runs on every classic record of a batch).
    b.len() == 81
        && b.iter()
            .fold(false, |p, &c| p | matches!(c, b'<' | b'>' | b'^'))
        && b.iter().all(|&c| is_killer_char(c))
}

fn is_killer_char(c: u8) -> bool {
    c.is_ascii_digit()
        || c.is_ascii_uppercase()
        || (b'a'..=b'j').contains(&c)
        || POINTERS.contains(&c)
}

/// One item: where it came from (for messages), its type and its arguments.
struct Item {
    path: String,
    kind: String,
    args: Vec<String>,
}

/// Reads an ISS puzzle: item strings, the short or long killer format, or a plain N² string of
/// givens. Whitespace is ignored, `#` lines are comments, and sections separated by a blank
/// line are read each on its own and merged, as ISS does.
///
/// # Errors
///
/// A type with no exact counterpart here, a bad cell or argument, a rule that does not fit the
/// grid: the error's `path` names the item (`item 3 (.Cage)`), its message what is wrong.
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::from_iss;
///
/// let p = from_iss(".Shape~4x4.Cage~3~R1C1~R1C2.~R1C1_1").unwrap();
/// assert_eq!(p.rules().constraints().len(), 1);
/// let e = from_iss(".Cage~3~R1C1~R1C2.Lockout~4~R2C1~R2C2").unwrap_err();
/// assert_eq!(e.path, "item 2 (.Lockout)");
/// ```
pub fn from_iss(text: &str) -> Result<VariantPuzzle, VariantJsonError> {
    let text = text.trim_start_matches('\u{feff}');
    let mut items = Vec::new();
    let mut section = String::new();
    let mut sections = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with('#') {
            continue;
        }
        if line.trim().is_empty() {
            if !section.is_empty() {
                sections.push(std::mem::take(&mut section));
            }
            continue;
        }
        section.extend(line.chars().filter(|c| !c.is_whitespace()));
    }
    if !section.is_empty() {
        sections.push(section);
    }
    if sections.is_empty() {
        return err("$", "no ISS puzzle: the text is empty");
    }
    let mut k = 0;
    for s in &sections {
        read_section(s, &mut k, &mut items)?;
    }
    build(&items)
}

/// Splits one section into items, whichever of ISS's formats it is in.
fn read_section(s: &str, k: &mut usize, items: &mut Vec<Item>) -> Res<()> {
    if let Some(rest) = s.strip_prefix('=') {
        return plain(rest, items).unwrap_or_else(|| {
            err(
                "$",
                "after `=`, a plain puzzle has N² characters (digits, or A-P above 9×9)",
            )
        });
    }
    if s.starts_with("3x3:") {
        return long_killer(s, items);
    }
    if s.len() == 81 && s.bytes().all(is_killer_char) && s.bytes().any(|c| b"<>^v`',".contains(&c))
    {
        return short_killer(s, items);
    }
    if !s.starts_with('.') {
        return plain(s, items).unwrap_or_else(|| {
            err(
                "$",
                "not an ISS puzzle: a constraint string starts with `.`, and this is no \
                 short or long killer line or plain N² string either",
            )
        });
    }
    for item in s[1..].split('.') {
        *k += 1;
        let mut parts = item.split('~');
        let kind = parts.next().unwrap_or("").to_string();
        let args: Vec<String> = parts.map(str::to_string).collect();
        let path = if kind.is_empty() {
            format!("item {k} (.~)")
        } else {
            format!("item {k} (.{kind})")
        };
        items.push(Item { path, kind, args });
    }
    Ok(())
}

fn cell_id(i: usize, n: usize) -> String {
    let ch = |x: usize| char::from_digit(x as u32 + 1, 17).unwrap_or('?');
    format!("R{}C{}", ch(i / n), ch(i % n))
}

/// The short killer format (9×9): every cell holds its cage's total or a pointer toward it.
fn short_killer(s: &str, items: &mut Vec<Item>) -> Res<()> {
    let b = s.as_bytes();
    let step = |i: usize| -> Option<usize> {
        let (r, c) = ((i / 9) as i32, (i % 9) as i32);
        let (dr, dc) = match b[i] {
            b'<' => (0, -1),
            b'>' => (0, 1),
            b'^' => (-1, 0),
            b'v' => (1, 0),
            b'`' => (-1, -1),
            b'\'' => (-1, 1),
            b',' => (1, -1),
            b'.' => (1, 1),
            _ => return Some(i),
        };
        let (r2, c2) = (r + dr, c + dc);
        ((0..9).contains(&r2) && (0..9).contains(&c2)).then_some((r2 * 9 + c2) as usize)
    };
    let mut cages: Vec<(usize, Vec<usize>)> = Vec::new();
    for i in 0..81 {
        let mut at = i;
        let mut count = 0;
        loop {
            let Some(next) = step(at) else {
                return err(
                    "short killer",
                    format!(
                        "the pointer {:?} at {} leads off the grid",
                        b[at] as char,
                        cell_id(at, 9)
                    ),
                );
            };
            if next == at {
                break;
            }
            at = next;
            count += 1;
            if count > 9 {
                return err(
                    "short killer",
                    format!("the pointers from {} go round in a loop", cell_id(i, 9)),
                );
            }
        }
        match cages.iter_mut().find(|(a, _)| *a == at) {
            Some((_, cells)) => cells.push(i),
            None => cages.push((at, vec![i])),
        }
    }
    cages.sort_by_key(|(a, _)| *a);
    for (anchor, cells) in cages {
        let c = b[anchor];
        let sum = match c {
            b'0'..=b'9' => c - b'0',
            b'A'..=b'Z' => c - b'A' + 10,
            _ => c - b'a' + 36,
        };
        let mut args = vec![sum.to_string()];
        args.extend(cells.iter().map(|&i| cell_id(i, 9)));
        items.push(Item {
            path: format!("short killer, cage at {}", cell_id(anchor, 9)),
            kind: "Cage".into(),
            args,
        });
    }
    Ok(())
}

/// The SudoCue long killer format: `3x3:d:k:` then 81 numbers, each total·256 + cage number.
fn long_killer(s: &str, items: &mut Vec<Item>) -> Res<()> {
    let parts: Vec<&str> = s.split(':').collect();
    if parts.get(2) != Some(&"k") || parts.len() < 84 || parts[84..].iter().any(|p| !p.is_empty()) {
        return err(
            "long killer",
            format!(
                "`3x3:[d]:k:` and 81 numbers, not {} parts",
                parts.len().saturating_sub(3)
            ),
        );
    }
    if parts[1] == "d" {
        for dir in ["1", "-1"] {
            items.push(Item {
                path: "long killer, diagonals".into(),
                kind: "Diagonal".into(),
                args: vec![dir.into()],
            });
        }
    } else if !parts[1].is_empty() {
        return err(
            "long killer",
            format!("{:?} is not `d` (diagonals) or empty", parts[1]),
        );
    }
    let mut cages: Vec<(u32, u32, Vec<usize>)> = Vec::new();
    for i in 0..81 {
        let Ok(v) = parts[i + 3].parse::<u32>() else {
            return err(
                "long killer",
                format!("{:?} at {} is not a number", parts[i + 3], cell_id(i, 9)),
            );
        };
        let (id, sum) = (v % 256, v / 256);
        if sum == 0 {
            continue;
        }
        match cages.iter_mut().find(|(x, _, _)| *x == id) {
            Some((_, _, cells)) => cells.push(i),
            None => cages.push((id, sum, vec![i])),
        }
    }
    for (id, sum, cells) in cages {
        let mut args = vec![sum.to_string()];
        args.extend(cells.iter().map(|&i| cell_id(i, 9)));
        items.push(Item {
            path: format!("long killer, cage {id}"),
            kind: "Cage".into(),
            args,
        });
    }
    Ok(())
}

/// A plain string of N² givens (digits; letters `A`=1 … `P`=16 above 9×9; any one other
/// character for an empty cell). `None` when it is not one.
fn plain(s: &str, items: &mut Vec<Item>) -> Option<Res<()>> {
    let shape = Shape::for_cell_count(s.chars().count())?;
    let n = shape.size();
    let mut givens = Vec::new();
    let mut other: Option<char> = None;
    for (i, ch) in s.chars().enumerate() {
        let v = if n < 10 {
            ch.to_digit(10).filter(|&d| d >= 1 && d as usize <= n)
        } else if ch.is_ascii_uppercase() {
            Some(ch as u32 - 'A' as u32 + 1).filter(|&d| d as usize <= n)
        } else {
            None
        };
        match v {
            Some(d) => givens.push(format!("{}_{d}", cell_id(i, n))),
            None => match other {
                Some(o) if o != ch => return None,
                _ => other = Some(ch),
            },
        }
    }
    items.push(Item {
        path: "plain givens".into(),
        kind: "Shape".into(),
        args: vec![format!("{n}x{n}")],
    });
    items.push(Item {
        path: "plain givens".into(),
        kind: String::new(),
        args: givens,
    });
    Some(Ok(()))
}

/// Parses `R<r>C<c>` (one base-17 character each) into a place on the grid of `n`.
fn cell(path: &str, id: &str, n: usize) -> Res<Place> {
    let b = id.as_bytes();
    let digit = |c: u8| (c as char).to_digit(17).filter(|&d| d >= 1);
    let parsed =
        if b.len() == 4 && b[0].eq_ignore_ascii_case(&b'R') && b[2].eq_ignore_ascii_case(&b'C') {
            digit(b[1]).zip(digit(b[3]))
        } else {
            None
        };
    match parsed {
        Some((r, c)) if r as usize <= n && c as usize <= n => Ok(Place::new(r as u8, c as u8)),
        Some(_) => err(path, format!("{id} is not a cell of the {n}×{n} grid")),
        None => err(
            path,
            format!("{id:?} is not a cell such as R1C1 (R1Cb for column 11)"),
        ),
    }
}

fn cells(path: &str, ids: &[String], n: usize) -> Res<Vec<Place>> {
    if ids.last().is_some_and(|l| l == "LOOP") {
        return err(path, "a line drawn as a loop has no counterpart here");
    }
    ids.iter().map(|id| cell(path, id, n)).collect()
}

fn int(path: &str, what: &str, s: &str) -> Res<i64> {
    s.parse::<i64>()
        .map_err(|_| VariantJsonError::new(path, format!("the {what} {s:?} is not a whole number")))
}

fn uint(path: &str, what: &str, s: &str) -> Res<u32> {
    let v = int(path, what, s)?;
    u32::try_from(v).map_err(|_| VariantJsonError::new(path, format!("the {what} {v} is negative")))
}

/// At least `min` arguments.
fn need(item: &Item, min: usize, what: &str) -> Res<()> {
    if item.args.len() < min {
        return err(
            &item.path,
            format!(
                "needs {what}; it has {} argument{}",
                item.args.len(),
                plural(item.args.len())
            ),
        );
    }
    Ok(())
}

/// Exactly `count` arguments.
fn exactly(item: &Item, count: usize, what: &str) -> Res<()> {
    if item.args.len() != count {
        return err(
            &item.path,
            format!(
                "takes {what}; it has {} argument{}",
                item.args.len(),
                plural(item.args.len())
            ),
        );
    }
    Ok(())
}

fn plural(k: usize) -> &'static str {
    if k == 1 {
        ""
    } else {
        "s"
    }
}

/// An outside clue's row or column: `R4`, `C1` (`R10` or `Ra` for 10).
fn line_id(path: &str, id: &str, n: usize) -> Res<(bool, usize)> {
    let bad = || {
        VariantJsonError::new(
            path,
            format!("{id:?} is not a row or column such as R4 or C1"),
        )
    };
    let mut chars = id.chars();
    let is_row = match chars.next() {
        Some('R' | 'r') => true,
        Some('C' | 'c') => false,
        _ => return Err(bad()),
    };
    let rest = chars.as_str();
    let k = if rest.bytes().all(|c| c.is_ascii_digit()) && !rest.is_empty() {
        rest.parse::<usize>().map_err(|_| bad())?
    } else if rest.len() == 1 {
        rest.chars()
            .next()
            .and_then(|c| c.to_digit(17))
            .ok_or_else(bad)? as usize
    } else {
        return Err(bad());
    };
    if k == 0 || k > n {
        return err(
            path,
            format!("{id} is not a row or column of the {n}×{n} grid"),
        );
    }
    Ok((is_row, k))
}

/// The place just outside the grid where a clue on `line` reading forwards (from the top or
/// the left) or backwards sits.
fn outside(n: usize, (is_row, k): (bool, usize), forwards: bool) -> Place {
    let edge = if forwards { 0 } else { n as u8 + 1 };
    if is_row {
        Place::new(k as u8, edge)
    } else {
        Place::new(edge, k as u8)
    }
}

/// ISS's little killer diagonals: the canonical first cell (0-based row, column), the way the
/// diagonal runs from it.
fn little_killer_diagonals(n: usize) -> Vec<((usize, usize), Direction)> {
    let mut out = Vec::new();
    for r in 0..n - 1 {
        out.push(((r, 0), Direction::DownRight));
    }
    for r in 1..n - 1 {
        out.push(((r, n - 1), Direction::UpLeft));
    }
    for c in 1..n {
        out.push(((0, c), Direction::DownLeft));
    }
    for c in 1..n - 1 {
        out.push(((n - 1, c), Direction::UpRight));
    }
    out
}

/// The orthogonally adjacent pairs among `cells`, as ISS forms them: each cell with the later
/// cells beside it (the earlier cell first).
fn adjacent_pairs(cells: &[Place]) -> Vec<[Place; 2]> {
    let mut out = Vec::new();
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            if a.is_orthogonal_to(b)
                && !out
                    .iter()
                    .any(|p: &[Place; 2]| p.contains(&a) && p.contains(&b))
            {
                out.push([a, b]);
            }
        }
    }
    out
}

/// The cells of each box of `shape` (0-based, row-major within the box).
fn boxes(shape: Shape) -> Vec<Vec<usize>> {
    let n = shape.size();
    let mut out = vec![Vec::new(); n];
    for i in 0..n * n {
        out[shape.box_at(i / n, i % n)].push(i);
    }
    out
}

struct Reader {
    n: usize,
    shape: Shape,
    constraints: Vec<Constraint>,
    paths: Vec<String>,
    /// Per cell, the digits its given items allow (bit d − 1), intersected.
    allowed: Vec<u32>,
    regions: Option<Vec<u8>>,
    jigsaw_path: Option<String>,
    no_boxes: Option<String>,
    disjoint: Option<String>,
}

impl Reader {
    fn push(&mut self, path: &str, c: Constraint) {
        self.constraints.push(c);
        self.paths.push(path.to_string());
    }

    fn item(&mut self, item: &Item) -> Res<()> {
        let (n, path) = (self.n, item.path.as_str());
        let a = &item.args;
        match item.kind.as_str() {
            "" => {
                for id in a {
                    if id.is_empty() {
                        continue;
                    }
                    let mut parts = id.split('_');
                    let p = cell(path, parts.next().unwrap_or(""), n)?;
                    let mut mask = 0u32;
                    for v in parts {
                        match v.parse::<usize>() {
                            Ok(d) if (1..=n).contains(&d) && v == d.to_string() => {
                                mask |= 1 << (d - 1)
                            }
                            _ => {
                                return err(
                                    path,
                                    format!("{v:?} in {id} is not a digit of the {n}×{n} grid"),
                                )
                            }
                        }
                    }
                    if mask == 0 {
                        return err(path, format!("{id} gives no value (write R1C1_8)"));
                    }
                    let i = p.index(n).unwrap_or(0);
                    self.allowed[i] &= mask;
                }
            }
            "Shape" => {} // read before the other items
            "Cage" => {
                need(item, 2, "a total and at least one cell")?;
                let sum = if a[0].trim().is_empty() {
                    0
                } else {
                    uint(path, "total", &a[0])?
                };
                let cells = cells(path, &a[1..], n)?;
                self.push(
                    path,
                    Constraint::Killer(Killer {
                        cells,
                        sum: (sum != 0).then_some(sum),
                    }),
                );
            }
            "Thermo" | "Palindrome" | "Renban" | "Between" | "RegionSumLine" | "Entropic"
            | "Zipper" | "AllDifferent" => {
                need(item, 1, "cells")?;
                let cells = cells(path, a, n)?;
                let c = match item.kind.as_str() {
                    "Thermo" => Constraint::Thermometer(Thermometer { cells, slow: false }),
                    "Palindrome" => Constraint::Palindrome(Palindrome { cells }),
                    "Renban" => Constraint::Renban(Renban { cells }),
                    "Between" => Constraint::Between(Between { cells }),
                    "RegionSumLine" => Constraint::RegionSum(RegionSum { cells }),
                    "Entropic" => {
                        if n != 9 {
                            return err(path, "ISS's entropic lines are for digits 1 to 9 only");
                        }
                        Constraint::Entropic(Entropic { cells })
                    }
                    "Zipper" => Constraint::Zipper(Zipper { cells }),
                    _ => Constraint::ExtraRegion(ExtraRegion { cells }),
                };
                self.push(path, c);
            }
            "Whisper" => {
                need(item, 1, "a difference and cells")?;
                // The legacy form has no difference: German whispers, 5 on every size.
                let (difference, rest) = match a[0].parse::<i64>() {
                    Ok(d) => (
                        u32::try_from(d).map_err(|_| {
                            VariantJsonError::new(path, format!("the difference {d} is negative"))
                        })?,
                        &a[1..],
                    ),
                    Err(_) => (5, &a[..]),
                };
                let cells = cells(path, rest, n)?;
                self.push(
                    path,
                    Constraint::Whispers(Whispers {
                        cells,
                        difference: Some(difference),
                    }),
                );
            }
            "Modular" => {
                need(item, 2, "a modulus and cells")?;
                let m = uint(path, "modulus", &a[0])?;
                let cells = cells(path, &a[1..], n)?;
                self.push(
                    path,
                    Constraint::Modular(Modular {
                        cells,
                        modulus: (m != 3).then_some(m),
                    }),
                );
            }
            "Arrow" => {
                need(item, 2, "a circle and a shaft")?;
                let cells = cells(path, a, n)?;
                self.push(
                    path,
                    Constraint::Arrow(Arrow {
                        circle: vec![cells[0]],
                        shafts: vec![cells[1..].to_vec()],
                    }),
                );
            }
            "PillArrow" => {
                need(item, 1, "a pill size and cells")?;
                let size = match a[0].as_str() {
                    "2" => 2,
                    "3" => 3,
                    s => return err(path, format!("the pill size is 2 or 3, not {s:?}")),
                };
                let cells = cells(path, &a[1..], n)?;
                if cells.len() <= size {
                    return err(
                        path,
                        format!(
                            "a {size}-cell pill needs a shaft too: {} cells in all",
                            cells.len()
                        ),
                    );
                }
                // ISS reads the pill in reading order.
                let mut pill = cells[..size].to_vec();
                pill.sort();
                let readable = pill.windows(2).all(|w| {
                    let (x, y) = (w[0], w[1]);
                    (y.row == x.row && y.col == x.col + 1)
                        || (y.row == x.row + 1 && (y.col == x.col || y.col == x.col + 1))
                });
                if !readable {
                    return err(
                        path,
                        "the pill's cells do not follow each other right, down or down-right",
                    );
                }
                self.push(
                    path,
                    Constraint::Arrow(Arrow {
                        circle: pill,
                        shafts: vec![cells[size..].to_vec()],
                    }),
                );
            }
            "WhiteDot" | "BlackDot" | "X" | "V" | "GreaterThan" => {
                need(item, 2, "at least two cells")?;
                let cells = cells(path, a, n)?;
                let pairs = adjacent_pairs(&cells);
                if pairs.is_empty() {
                    return err(path, "no two of its cells are side by side");
                }
                for p in pairs {
                    let c = match item.kind.as_str() {
                        "WhiteDot" => Constraint::Difference(Difference {
                            cells: p,
                            value: None,
                        }),
                        "BlackDot" => Constraint::Ratio(Ratio {
                            cells: p,
                            value: None,
                        }),
                        "X" => Constraint::Xv(Xv { cells: p, sum: 10 }),
                        "V" => Constraint::Xv(Xv { cells: p, sum: 5 }),
                        _ => Constraint::GreaterThan(GreaterThan { cells: p }),
                    };
                    self.push(path, c);
                }
            }
            "StrictKropki" => {
                exactly(item, 0, "no arguments")?;
                self.push(path, Constraint::NoDifference(NoDifference::default()));
                self.push(path, Constraint::NoRatio(NoRatio::default()));
            }
            "StrictXV" => {
                exactly(item, 0, "no arguments")?;
                self.push(path, Constraint::NoXv(NoXv {}));
            }
            "AntiConsecutive" => {
                exactly(item, 0, "no arguments")?;
                self.push(path, Constraint::NonConsecutive(NonConsecutive {}));
            }
            "AntiKnight" => {
                exactly(item, 0, "no arguments")?;
                self.push(path, Constraint::AntiKnight(AntiKnight {}));
            }
            "AntiKing" => {
                exactly(item, 0, "no arguments")?;
                self.push(path, Constraint::AntiKing(AntiKing {}));
            }
            "DisjointSets" => {
                exactly(item, 0, "no arguments")?;
                // Placed once the regions are known: ISS's sets follow the boxes.
                self.disjoint = Some(path.to_string());
            }
            "Windoku" => {
                exactly(item, 0, "no arguments")?;
                let (h, w) = (self.shape.box_rows(), self.shape.box_cols());
                let mut col = 1;
                while col + w < n {
                    let mut row = 1;
                    while row + h < n {
                        let cells = (0..h * w)
                            .map(|k| Place::new((row + k % h + 1) as u8, (col + k / h + 1) as u8))
                            .collect();
                        self.push(path, Constraint::ExtraRegion(ExtraRegion { cells }));
                        row += h + 1;
                    }
                    col += w + 1;
                }
            }
            "Diagonal" => {
                exactly(item, 1, "a direction, 1 (╱) or -1 (╲)")?;
                let direction = match a[0].as_str() {
                    "1" => DiagonalDirection::Anti,
                    "-1" => DiagonalDirection::Main,
                    d => return err(path, format!("the direction is 1 or -1, not {d:?}")),
                };
                self.push(path, Constraint::Diagonal(Diagonal { direction }));
            }
            "LittleKiller" => {
                exactly(item, 2, "a total and a diagonal")?;
                let sum = uint(path, "total", &a[0])?;
                let start = cell(path, &a[1], n)?;
                let key = (start.row as usize - 1, start.col as usize - 1);
                let Some(&(_, direction)) =
                    little_killer_diagonals(n).iter().find(|(k, _)| *k == key)
                else {
                    return err(
                        path,
                        format!(
                            "{} does not name a diagonal: a ↘ diagonal is named by its cell in \
                             column 1 (or else column {n}), a ↙ one by its cell in row 1 (or \
                             else row {n})",
                            a[1]
                        ),
                    );
                };
                let (dr, dc) = direction.step();
                let clue = Place::new((start.row as i32 - dr) as u8, (start.col as i32 - dc) as u8);
                self.push(
                    path,
                    Constraint::LittleKiller(LittleKiller {
                        clue,
                        direction,
                        sum,
                    }),
                );
            }
            "Sandwich" => {
                exactly(item, 2, "a total and a row or column")?;
                let sum = uint(path, "total", &a[0])?;
                let line = line_id(path, &a[1], n)?;
                self.push(
                    path,
                    Constraint::Sandwich(Sandwich {
                        clue: outside(n, line, true),
                        sum,
                    }),
                );
            }
            "XSum" | "Skyscraper" => {
                if !(2..=3).contains(&a.len()) {
                    return exactly(
                        item,
                        3,
                        "a row or column, the clue from the top or left, the clue from the \
                         bottom or right",
                    );
                }
                let line = line_id(path, &a[0], n)?;
                for (k, forwards) in [(1, true), (2, false)] {
                    let Some(v) = a.get(k).filter(|v| !v.is_empty()) else {
                        continue;
                    };
                    let v = uint(path, "clue", v)?;
                    if v == 0 {
                        return err(path, "a clue of 0 is not allowed");
                    }
                    let clue = outside(n, line, forwards);
                    self.push(
                        path,
                        if item.kind == "XSum" {
                            Constraint::XSum(XSum { clue, sum: v })
                        } else {
                            Constraint::Skyscraper(Skyscraper { clue, count: v })
                        },
                    );
                }
            }
            "Quad" => {
                need(item, 2, "a top-left cell and at least one value")?;
                let tl = cell(path, &a[0], n)?;
                if tl.row as usize >= n || tl.col as usize >= n {
                    return err(
                        path,
                        format!("{} is not the top-left cell of a 2×2 square", a[0]),
                    );
                }
                let cells = vec![
                    tl,
                    Place::new(tl.row, tl.col + 1),
                    Place::new(tl.row + 1, tl.col),
                    Place::new(tl.row + 1, tl.col + 1),
                ];
                let mut digits = Vec::new();
                for v in &a[1..] {
                    let d = uint(path, "value", v)?;
                    if d == 0 || d as usize > n {
                        return err(path, format!("{d} is not a digit of the {n}×{n} grid"));
                    }
                    digits.push(d as u8);
                }
                self.push(path, Constraint::Quadruple(Quadruple { cells, digits }));
            }
            "SameValues" => {
                need(item, 3, "a number of sets and their cells")?;
                let sets = uint(path, "number of sets", &a[0])? as usize;
                let cells = cells(path, &a[1..], n)?;
                if sets != cells.len() {
                    return err(
                        path,
                        format!(
                            "only sets of one cell each (cells with the same digit) have a \
                             counterpart here; {} cells in {sets} sets hold the same digits \
                             in any order",
                            cells.len()
                        ),
                    );
                }
                for &other in &cells[1..] {
                    self.push(
                        path,
                        Constraint::Clone(Clone {
                            cells: vec![cells[0]],
                            clone: vec![other],
                        }),
                    );
                }
            }
            "Indexing" => {
                need(item, 2, "C or R and at least one cell")?;
                let axis = match a[0].as_str() {
                    "C" => IndexerAxis::Column,
                    "R" => IndexerAxis::Row,
                    x => return err(path, format!("indexing is C or R, not {x:?}")),
                };
                let cells = cells(path, &a[1..], n)?;
                self.push(path, Constraint::Indexer(Indexer { axis, cells }));
            }
            "NoBoxes" => {
                exactly(item, 0, "no arguments")?;
                self.no_boxes = Some(path.to_string());
            }
            "Jigsaw" => {
                if !(1..=2).contains(&a.len()) {
                    return exactly(item, 1, "the layout, N² region characters");
                }
                if self.jigsaw_path.is_some() {
                    return err(path, "a second jigsaw layout");
                }
                let layout: Vec<char> = a[a.len() - 1].chars().collect();
                if layout.len() != n * n {
                    return err(
                        path,
                        format!("the layout has {} cells, the grid {}", layout.len(), n * n),
                    );
                }
                let mut names: Vec<char> = Vec::new();
                let mut regions = Vec::with_capacity(n * n);
                for &ch in &layout {
                    let k = match names.iter().position(|&x| x == ch) {
                        Some(k) => k,
                        None => {
                            names.push(ch);
                            names.len() - 1
                        }
                    };
                    if k >= n {
                        return err(path, format!("the layout has more than {n} regions"));
                    }
                    regions.push(k as u8);
                }
                for (k, &name) in names.iter().enumerate() {
                    let size = regions.iter().filter(|&&r| r as usize == k).count();
                    if size != n {
                        return err(path, format!("region {name:?} has {size} cells, not {n}"));
                    }
                }
                if names.len() != n {
                    return err(
                        path,
                        format!("the layout has {} regions, not {n}", names.len()),
                    );
                }
                self.regions = Some(regions);
                self.jigsaw_path = Some(path.to_string());
            }
            other => {
                return err(
                    path,
                    format!(
                        "the ISS type {other:?} has no exact counterpart here; the puzzle is \
                         refused rather than solved without it"
                    ),
                )
            }
        }
        Ok(())
    }
}

/// The grid's size from the `.Shape` items (9×9 without one).
fn size_of(items: &[Item]) -> Res<Shape> {
    let mut size: Option<(usize, &str)> = None;
    for item in items.iter().filter(|i| i.kind == "Shape") {
        let path = item.path.as_str();
        if item.args.is_empty() || item.args.len() > 3 {
            exactly(item, 1, "the dimensions, such as 6x6")?;
        }
        let dims = &item.args[0];
        let Some((r, c)) = dims.split_once('x') else {
            return err(path, format!("{dims:?} is not dimensions such as 6x6"));
        };
        let (r, c) = (r.parse::<usize>().ok(), c.parse::<usize>().ok());
        let (Some(r), Some(c)) = (r, c) else {
            return err(path, format!("{dims:?} is not dimensions such as 6x6"));
        };
        if r != c {
            return err(
                path,
                format!("a {r}×{c} grid is not square; only square grids read here"),
            );
        }
        if let Some(range) = item.args.get(1).filter(|x| !x.is_empty()) {
            if *range != r.to_string() && *range != format!("1-{r}") {
                return err(
                    path,
                    format!("the values {range:?} are not 1 to {r}; only those read here"),
                );
            }
        }
        if let Some(t) = item.args.get(2).filter(|x| !x.is_empty()) {
            if t != "Sudoku" {
                return err(path, format!("the grid type {t:?} has no counterpart here"));
            }
        }
        match size {
            Some((s, p)) if s != r => {
                return err(
                    path,
                    format!("a second shape, {r}×{r}, after {s}×{s} in {p}"),
                )
            }
            _ => size = Some((r, path)),
        }
    }
    let (n, path) = size.unwrap_or((9, "$"));
    Shape::for_size(n).map_err(|e| VariantJsonError::new(path, e.to_string()))
}

fn build(items: &[Item]) -> Res<VariantPuzzle> {
    let shape = size_of(items)?;
    let n = shape.size();
    let mut r = Reader {
        n,
        shape,
        constraints: Vec::new(),
        paths: Vec::new(),
        allowed: vec![(1u32 << n) - 1; n * n],
        regions: None,
        jigsaw_path: None,
        no_boxes: None,
        disjoint: None,
    };
    for item in items {
        r.item(item)?;
    }
    // Regions: a jigsaw with `.NoBoxes` replaces the boxes; without it, its pieces are extra
    // regions on top of the boxes.
    let regions = match (r.regions.take(), r.no_boxes.clone(), r.jigsaw_path.clone()) {
        (Some(reg), Some(_), _) => Some(reg),
        (Some(reg), None, Some(path)) => {
            for k in 0..n as u8 {
                let cells = (0..n * n)
                    .filter(|&i| reg[i] == k)
                    .map(|i| Place::of_index(i, n))
                    .collect();
                r.push(&path, Constraint::ExtraRegion(ExtraRegion { cells }));
            }
            None
        }
        (None, Some(path), _) => {
            return err(
                path,
                "a grid without boxes needs a jigsaw layout here (rows and columns alone have \
                 no counterpart)",
            )
        }
        _ => None,
    };
    if let Some(path) = r.disjoint.clone() {
        if regions.is_none() {
            r.push(&path, Constraint::DisjointGroups(DisjointGroups {}));
        } else {
            // ISS's disjoint sets follow the boxes, not the jigsaw pieces.
            let b = boxes(shape);
            for k in 0..n {
                let cells = b.iter().map(|bx| Place::of_index(bx[k], n)).collect();
                r.push(&path, Constraint::ExtraRegion(ExtraRegion { cells }));
            }
        }
    }
    // Givens: one digit, or the odd or even digits, or all of them.
    let full = (1u32 << n) - 1;
    let odd = (0..n).step_by(2).fold(0, |m, d| m | 1 << d);
    let mut givens = vec![0u8; n * n];
    let allowed = std::mem::take(&mut r.allowed);
    for (i, &m) in allowed.iter().enumerate() {
        let place = Place::of_index(i, n);
        if m == full {
            continue;
        }
        if m == 0 {
            return err("givens", format!("the givens of {place} leave it no digit"));
        }
        if m.count_ones() == 1 {
            givens[i] = m.trailing_zeros() as u8 + 1;
        } else if m == odd {
            r.push("givens", Constraint::Odd(Odd { cell: place }));
        } else if m == full & !odd {
            r.push("givens", Constraint::Even(Even { cell: place }));
        } else {
            let digits: Vec<String> = (0..n)
                .filter(|d| m & 1 << d != 0)
                .map(|d| (d + 1).to_string())
                .collect();
            return err(
                "givens",
                format!(
                    "{place} may hold {}: only one digit, or the odd or the even digits, have a \
                     counterpart here",
                    digits.join(", ")
                ),
            );
        }
    }
    let paths = r.paths;
    let rules = Rules::new(shape, regions.as_deref(), r.constraints).map_err(|e| {
        let k = e
            .place
            .strip_prefix("constraints[")
            .and_then(|s| s.split(']').next())
            .and_then(|s| s.parse::<usize>().ok());
        match k.and_then(|k| paths.get(k)) {
            Some(p) => VariantJsonError::new(p.clone(), e.message),
            None => VariantJsonError::new(e.place, e.message),
        }
    })?;
    let grid = Grid::from_values(shape, &givens)
        .map_err(|e| VariantJsonError::new("givens", e.to_string()))?;
    VariantPuzzle::new(grid, rules).map_err(VariantJsonError::from_variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;

    fn pl(r: u8, c: u8) -> Place {
        Place::new(r, c)
    }

    fn read(text: &str) -> VariantPuzzle {
        match from_iss(text) {
            Ok(p) => p,
            Err(e) => panic!("{text}: {e}"),
        }
    }

    fn rules(text: &str) -> Vec<Constraint> {
        read(text).rules().constraints().to_vec()
    }

    fn fails(text: &str) -> VariantJsonError {
        match from_iss(text) {
            Ok(_) => panic!("{text} was read"),
            Err(e) => e,
        }
    }

    fn count(p: &VariantPuzzle) -> u64 {
        p.count(1000, &Budget::unlimited()).unwrap().count
    }

    /// The 4×4 latin squares with the puzzle's givens that break none of its rules (regions
    /// included), by the reference checks.
    fn brute_force(p: &VariantPuzzle) -> u64 {
        fn fill(i: usize, v: &mut [u8], p: &VariantPuzzle, out: &mut u64) {
            if i == 16 {
                if p.broken(v).is_empty() {
                    *out += 1;
                }
                return;
            }
            let (r, c) = (i / 4, i % 4);
            let given = p.givens().values()[i];
            for d in 1..=4u8 {
                if given != 0 && d != given {
                    continue;
                }
                // Rows and columns here; the regions are the checks' business.
                let clash = (0..i).any(|j| v[j] == d && (j / 4 == r || j % 4 == c));
                if !clash {
                    v[i] = d;
                    fill(i + 1, v, p, out);
                    v[i] = 0;
                }
            }
        }
        let mut out = 0;
        fill(0, &mut [0; 16], p, &mut out);
        out
    }

    #[test]
    fn cages() {
        assert_eq!(
            rules(".Cage~15~R1C1~R1C2.Cage~0~R2C1.Cage~~R3C1~R3C2"),
            vec![
                Constraint::Killer(Killer {
                    cells: vec![pl(1, 1), pl(1, 2)],
                    sum: Some(15)
                }),
                Constraint::Killer(Killer {
                    cells: vec![pl(2, 1)],
                    sum: None
                }),
                Constraint::Killer(Killer {
                    cells: vec![pl(3, 1), pl(3, 2)],
                    sum: None
                }),
            ]
        );
    }

    #[test]
    fn lines() {
        let line = vec![pl(2, 1), pl(2, 2), pl(3, 3)];
        let text = |t: &str| format!(".{t}~R2C1~R2C2~R3C3");
        let cases = [
            (
                "Thermo",
                Constraint::Thermometer(Thermometer {
                    cells: line.clone(),
                    slow: false,
                }),
            ),
            (
                "Palindrome",
                Constraint::Palindrome(Palindrome {
                    cells: line.clone(),
                }),
            ),
            (
                "Renban",
                Constraint::Renban(Renban {
                    cells: line.clone(),
                }),
            ),
            (
                "Between",
                Constraint::Between(Between {
                    cells: line.clone(),
                }),
            ),
            (
                "RegionSumLine",
                Constraint::RegionSum(RegionSum {
                    cells: line.clone(),
                }),
            ),
            (
                "Entropic",
                Constraint::Entropic(Entropic {
                    cells: line.clone(),
                }),
            ),
            (
                "Zipper",
                Constraint::Zipper(Zipper {
                    cells: line.clone(),
                }),
            ),
            (
                "AllDifferent",
                Constraint::ExtraRegion(ExtraRegion {
                    cells: line.clone(),
                }),
            ),
        ];
        for (t, c) in cases {
            assert_eq!(rules(&text(t)), vec![c], "{t}");
        }
        assert!(fails(".Shape~6x6.Entropic~R1C1~R1C2")
            .message
            .contains("1 to 9"));
        assert!(fails(".Renban~R1C1~R1C2~LOOP").message.contains("loop"));
    }

    #[test]
    fn whispers_and_modular() {
        let cells = vec![pl(1, 1), pl(1, 2)];
        assert_eq!(
            rules(".Whisper~4~R1C1~R1C2.Whisper~R1C1~R1C2"),
            vec![
                Constraint::Whispers(Whispers {
                    cells: cells.clone(),
                    difference: Some(4)
                }),
                // The legacy form is German whispers: 5, on every size.
                Constraint::Whispers(Whispers {
                    cells: cells.clone(),
                    difference: Some(5)
                }),
            ]
        );
        assert_eq!(
            rules(".Shape~16x16.Whisper~R1C1~R1C2")[0],
            Constraint::Whispers(Whispers {
                cells: cells.clone(),
                difference: Some(5)
            })
        );
        assert_eq!(
            rules(".Modular~3~R1C1~R1C2.Modular~4~R1C1~R1C2"),
            vec![
                Constraint::Modular(Modular {
                    cells: cells.clone(),
                    modulus: None
                }),
                Constraint::Modular(Modular {
                    cells,
                    modulus: Some(4)
                }),
            ]
        );
    }

    #[test]
    fn arrows() {
        assert_eq!(
            rules(".Arrow~R1C1~R1C2~R2C3.PillArrow~2~R5C2~R5C1~R6C1~R7C1"),
            vec![
                Constraint::Arrow(Arrow {
                    circle: vec![pl(1, 1)],
                    shafts: vec![vec![pl(1, 2), pl(2, 3)]]
                }),
                // The pill reads in reading order.
                Constraint::Arrow(Arrow {
                    circle: vec![pl(5, 1), pl(5, 2)],
                    shafts: vec![vec![pl(6, 1), pl(7, 1)]]
                }),
            ]
        );
        assert!(fails(".PillArrow~2~R1C1~R1C3~R2C3")
            .message
            .contains("right, down"));
        assert!(fails(".PillArrow~4~R1C1~R1C2~R1C3~R1C4~R1C5")
            .message
            .contains("2 or 3"));
    }

    #[test]
    fn pairs() {
        let (a, b, c) = (pl(1, 1), pl(1, 2), pl(2, 2));
        assert_eq!(
            rules(".WhiteDot~R1C1~R1C2~R2C2.BlackDot~R1C1~R1C2.X~R1C2~R2C2.V~R1C1~R1C2.GreaterThan~R1C2~R1C1"),
            vec![
                Constraint::Difference(Difference {
                    cells: [a, b],
                    value: None
                }),
                Constraint::Difference(Difference {
                    cells: [b, c],
                    value: None
                }),
                Constraint::Ratio(Ratio {
                    cells: [a, b],
                    value: None
                }),
                Constraint::Xv(Xv {
                    cells: [b, c],
                    sum: 10
                }),
                Constraint::Xv(Xv {
                    cells: [a, b],
                    sum: 5
                }),
                Constraint::GreaterThan(GreaterThan { cells: [b, a] }),
            ]
        );
        assert!(fails(".WhiteDot~R1C1~R3C3")
            .message
            .contains("side by side"));
    }

    #[test]
    fn globals() {
        assert_eq!(
            rules(".StrictKropki.StrictXV.AntiConsecutive.AntiKnight.AntiKing.DisjointSets.Diagonal~1.Diagonal~-1"),
            vec![
                Constraint::NoDifference(NoDifference::default()),
                Constraint::NoRatio(NoRatio::default()),
                Constraint::NoXv(NoXv {}),
                Constraint::NonConsecutive(NonConsecutive {}),
                Constraint::AntiKnight(AntiKnight {}),
                Constraint::AntiKing(AntiKing {}),
                Constraint::Diagonal(Diagonal {
                    direction: DiagonalDirection::Anti
                }),
                Constraint::Diagonal(Diagonal {
                    direction: DiagonalDirection::Main
                }),
                Constraint::DisjointGroups(DisjointGroups {}),
            ]
        );
        let window = |r: u8, c: u8| {
            let cells = (0..9).map(|k| pl(r + k % 3, c + k / 3)).collect();
            Constraint::ExtraRegion(ExtraRegion { cells })
        };
        assert_eq!(
            rules(".Windoku"),
            vec![window(2, 2), window(6, 2), window(2, 6), window(6, 6)]
        );
        assert_eq!(rules(".Shape~16x16.Windoku").len(), 9);
        assert!(fails(".Diagonal~2").message.contains("1 or -1"));
    }

    #[test]
    fn little_killers() {
        let lk = |clue: Place, direction, sum| {
            Constraint::LittleKiller(LittleKiller {
                clue,
                direction,
                sum,
            })
        };
        assert_eq!(
            rules(".LittleKiller~12~R1C3.LittleKiller~40~R1C1.LittleKiller~9~R8C9.LittleKiller~8~R9C2.LittleKiller~30~R1C9.LittleKiller~5~R8C1"),
            vec![
                lk(pl(0, 4), Direction::DownLeft, 12),
                lk(pl(0, 0), Direction::DownRight, 40),
                lk(pl(9, 10), Direction::UpLeft, 9),
                lk(pl(10, 1), Direction::UpRight, 8),
                lk(pl(0, 10), Direction::DownLeft, 30),
                lk(pl(7, 0), Direction::DownRight, 5),
            ]
        );
        // R8C9 names the ↘ diagonal from R1C2 to R8C9.
        let p = read(".LittleKiller~9~R8C9");
        let Constraint::LittleKiller(k) = &p.rules().constraints()[0] else {
            panic!()
        };
        let cells =
            super::super::kinds::diagonal_from(p.rules().geometry(), "", k.clue, k.direction)
                .unwrap();
        assert_eq!(cells, vec![71, 61, 51, 41, 31, 21, 11, 1]);
        assert!(fails(".LittleKiller~10~R5C5")
            .message
            .contains("does not name a diagonal"));
    }

    #[test]
    fn outside_clues() {
        assert_eq!(
            rules(".Sandwich~18~C1.Sandwich~0~R4.XSum~C1~25~23.XSum~R4~~8.Skyscraper~C4~~3.Skyscraper~R2~4~"),
            vec![
                Constraint::Sandwich(Sandwich {
                    clue: pl(0, 1),
                    sum: 18
                }),
                Constraint::Sandwich(Sandwich {
                    clue: pl(4, 0),
                    sum: 0
                }),
                Constraint::XSum(XSum {
                    clue: pl(0, 1),
                    sum: 25
                }),
                Constraint::XSum(XSum {
                    clue: pl(10, 1),
                    sum: 23
                }),
                Constraint::XSum(XSum {
                    clue: pl(4, 10),
                    sum: 8
                }),
                Constraint::Skyscraper(Skyscraper {
                    clue: pl(10, 4),
                    count: 3
                }),
                Constraint::Skyscraper(Skyscraper {
                    clue: pl(2, 0),
                    count: 4
                }),
            ]
        );
        assert_eq!(
            rules(".Shape~16x16.Sandwich~20~R12")[0],
            Constraint::Sandwich(Sandwich {
                clue: pl(12, 0),
                sum: 20
            })
        );
        assert!(fails(".Sandwich~5~R10").message.contains("9×9"));
    }

    #[test]
    fn sets() {
        assert_eq!(
            rules(".Quad~R3C6~4~7~7.SameValues~2~R1C1~R5C5.SameValues~3~R1C1~R2C5~R9C9.Indexing~C~R1C1~R2C1.Indexing~R~R1C5"),
            vec![
                Constraint::Quadruple(Quadruple {
                    cells: vec![pl(3, 6), pl(3, 7), pl(4, 6), pl(4, 7)],
                    digits: vec![4, 7, 7]
                }),
                Constraint::Clone(Clone {
                    cells: vec![pl(1, 1)],
                    clone: vec![pl(5, 5)]
                }),
                Constraint::Clone(Clone {
                    cells: vec![pl(1, 1)],
                    clone: vec![pl(2, 5)]
                }),
                Constraint::Clone(Clone {
                    cells: vec![pl(1, 1)],
                    clone: vec![pl(9, 9)]
                }),
                Constraint::Indexer(Indexer {
                    axis: IndexerAxis::Column,
                    cells: vec![pl(1, 1), pl(2, 1)]
                }),
                Constraint::Indexer(Indexer {
                    axis: IndexerAxis::Row,
                    cells: vec![pl(1, 5)]
                }),
            ]
        );
        assert!(fails(".SameValues~2~R1C1~R1C2~R5C5~R5C6")
            .message
            .contains("any order"));
        assert!(fails(".Quad~R9C1~1").message.contains("2×2"));
    }

    #[test]
    fn jigsaw() {
        let layout = "0001021122312333";
        let p = read(&format!(".Shape~4x4.NoBoxes.Jigsaw~{layout}"));
        let want: Vec<u8> = layout.bytes().map(|b| b - b'0').collect();
        assert_eq!(p.rules().geometry().regions(), &want[..]);
        assert!(p.rules().constraints().is_empty());
        // Without `.NoBoxes` the pieces come on top of the boxes.
        let p = read(&format!(".Shape~4x4.Jigsaw~{layout}"));
        assert!(!p.rules().geometry().is_irregular());
        assert_eq!(p.rules().constraints().len(), 4);
        assert_eq!(
            p.rules().constraints()[0],
            Constraint::ExtraRegion(ExtraRegion {
                cells: vec![pl(1, 1), pl(1, 2), pl(1, 3), pl(2, 1)]
            })
        );
        // Disjoint sets follow the boxes, not the pieces.
        let p = read(&format!(".Shape~4x4.NoBoxes.Jigsaw~{layout}.DisjointSets"));
        assert_eq!(
            p.rules().constraints()[0],
            Constraint::ExtraRegion(ExtraRegion {
                cells: vec![pl(1, 1), pl(1, 3), pl(3, 1), pl(3, 3)]
            })
        );
        assert!(fails(".Shape~4x4.NoBoxes").message.contains("jigsaw"));
        assert!(fails(".Shape~4x4.NoBoxes.Jigsaw~0001021122312332")
            .message
            .contains("cells, not 4"));
    }

    #[test]
    fn givens() {
        let p = read(".~R1C1_8~R2C3_3.~R4C2_1_3_5_7_9.~R5C5_2_4_6_8.~R6C6_1_2_3.~R6C6_3_4");
        assert_eq!(p.givens().values()[0], 8);
        assert_eq!(p.givens().values()[11], 3);
        assert_eq!(p.givens().values()[5 * 9 + 5], 3);
        assert_eq!(
            p.rules().constraints(),
            &[
                Constraint::Odd(Odd { cell: pl(4, 2) }),
                Constraint::Even(Even { cell: pl(5, 5) })
            ]
        );
        let p = read(".Shape~16x16.~R1Cb_11~RgCg_16");
        assert_eq!(p.givens().values()[10], 11);
        assert_eq!(p.givens().values()[255], 16);
        assert!(fails(".~R1C1_1_2").message.contains("1, 2"));
        assert!(fails(".~R1C1_10").message.contains("not a digit"));
        assert!(fails(".~R1C1_1.~R1C1_2").message.contains("no digit"));
    }

    #[test]
    fn shapes() {
        assert_eq!(read(".Shape~6x6").rules().size(), 6);
        assert_eq!(read(".Shape~9x9~1-9.AntiKing").rules().size(), 9);
        assert!(fails(".Shape~6x9").message.contains("square"));
        assert!(fails(".Shape~9x9~0-8").message.contains("1 to 9"));
        assert!(fails(".Shape~9x9~~Raw").message.contains("Raw"));
        assert!(fails(".Shape~6x6.Shape~9x9")
            .message
            .contains("second shape"));
    }

    #[test]
    fn errors_name_the_item() {
        let e = fails(".Cage~10~R1C1~R1C2.Thermo~R2C1~R2C2.Lockout~4~R3C1~R3C2");
        assert_eq!(e.path, "item 3 (.Lockout)");
        assert!(e.message.contains("\"Lockout\""), "{e}");
        for (text, path, part) in [
            (
                ".Regex~12*~R1C1~R1C2",
                "item 1 (.Regex)",
                "no exact counterpart",
            ),
            (".Or.~R1C1_1.End", "item 1 (.Or)", "no exact counterpart"),
            (
                ".DoubleArrow~R1C1~R1C2~R1C3",
                "item 1 (.DoubleArrow)",
                "no exact counterpart",
            ),
            (
                ".Cage~10~R1C1~R0C2",
                "item 1 (.Cage)",
                "\"R0C2\" is not a cell",
            ),
            (
                ".Thermo~R1C1~RaC1",
                "item 1 (.Thermo)",
                "RaC1 is not a cell of the 9×9",
            ),
            (
                ".Cage~10~R1C1~R1",
                "item 1 (.Cage)",
                "not a cell such as R1C1",
            ),
            (
                ".AntiKing.Diagonal",
                "item 2 (.Diagonal)",
                "it has 0 arguments",
            ),
            (".Sandwich~5", "item 1 (.Sandwich)", "it has 1 argument"),
            (".Cage~x~R1C1", "item 1 (.Cage)", "not a whole number"),
            (
                ".Cage~50~R1C1~R1C2",
                "item 1 (.Cage)",
                "no 2 different digits add up to 50",
            ),
            (
                ".AntiKing.Arrow~R1C1~R1C2~R5C5",
                "item 2 (.Arrow)",
                "do not touch",
            ),
            ("Cage~10~R1C1", "$", "starts with `.`"),
        ] {
            let e = fails(text);
            assert_eq!(e.path, path, "{text}: {e}");
            assert!(e.message.contains(part), "{text}: {e}");
        }
    }

    #[test]
    fn layout_of_the_text() {
        let p = read("# a comment\n.Shape~4x4\n  .Cage~3~R1C1\n ~R1C2\n\n.AntiKing\n");
        assert_eq!(p.rules().constraints().len(), 2);
        // A plain string of givens, as its own section.
        let p = read(".Shape~4x4.AntiKing\n\n1...............");
        assert_eq!(p.givens().values()[0], 1);
    }

    #[test]
    fn detection() {
        for yes in [
            ".Cage~15~R1C1~R1C2.Thermo~R2C1~R2C2",
            ".~R1C1_8",
            ".X~R1C1~R1C2",
            "  .Shape~6x6",
            "# comment\n.AntiKnight",
            "3x3:d:k:3841:7705",
            "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^",
        ] {
            assert!(is_iss(yes), "{yes}");
        }
        let sixteen = ".A.B".repeat(64);
        for no in [
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
            "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
            ".AB.C...",
            sixteen.as_str(),
            "...",
            ".",
            "",
            "{\"size\": 4}",
            "https://f-puzzles.com/?load=abc",
        ] {
            assert!(!is_iss(no), "{no}");
        }
    }

    /// Writes cages in the short killer format: the first cell of each cage holds its total,
    /// every other one a pointer toward a cell nearer to it (found by a walk from it).
    fn short_killer_of(cages: &[(u32, Vec<usize>)]) -> String {
        let mut out = vec![b'?'; 81];
        for (sum, cells) in cages {
            let anchor = cells[0];
            out[anchor] = match *sum {
                s @ 0..=9 => b'0' + s as u8,
                s @ 10..=35 => b'A' + (s - 10) as u8,
                s => b'a' + (s - 36) as u8,
            };
            let mut done = vec![anchor];
            while done.len() < cells.len() {
                for &c in cells {
                    if done.contains(&c) {
                        continue;
                    }
                    let (r, col) = ((c / 9) as i32, (c % 9) as i32);
                    let near = [
                        (0, -1, b'<'),
                        (0, 1, b'>'),
                        (-1, 0, b'^'),
                        (1, 0, b'v'),
                        (-1, -1, b'`'),
                        (-1, 1, b'\''),
                        (1, -1, b','),
                        (1, 1, b'.'),
                    ]
                    .into_iter()
                    .find(|&(dr, dc, _)| {
                        let (r2, c2) = (r + dr, col + dc);
                        (0..9).contains(&r2)
                            && (0..9).contains(&c2)
                            && done.contains(&((r2 * 9 + c2) as usize))
                    });
                    if let Some((_, _, ch)) = near {
                        out[c] = ch;
                        done.push(c);
                    }
                }
            }
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn short_killer_round_trips() {
        // Cages of every shape the pointers allow: rows of three, two-row blocks, a diagonal
        // pair, a cage whose total is in the `a`-`j` range.
        let mut cages: Vec<(u32, Vec<usize>)> = Vec::new();
        for band in 0..4 {
            let r = band * 2;
            cages.push((
                36,
                (0..3).flat_map(|c| [r * 9 + c, r * 9 + 9 + c]).collect(),
            ));
            cages.push((
                21,
                (3..6).flat_map(|c| [r * 9 + c, r * 9 + 9 + c]).collect(),
            ));
            cages.push((
                30,
                (6..9).flat_map(|c| [r * 9 + 9 + c, r * 9 + c]).collect(),
            ));
        }
        cages.push((3, vec![72, 73]));
        cages.push((15, vec![74, 75, 76]));
        cages.push((17, vec![77, 78, 79, 80]));
        let text = short_killer_of(&cages);
        assert!(is_iss(&text), "{text}");
        let mut got = rules(&text);
        let mut want: Vec<Constraint> = cages
            .iter()
            .map(|(sum, cells)| {
                let mut cells = cells.clone();
                cells.sort();
                Constraint::Killer(Killer {
                    cells: cells.iter().map(|&i| Place::of_index(i, 9)).collect(),
                    sum: Some(*sum),
                })
            })
            .collect();
        let key = |c: &Constraint| match c {
            Constraint::Killer(k) => k.cells[0],
            _ => pl(0, 0),
        };
        want.sort_by_key(key);
        got.sort_by_key(key);
        assert_eq!(got, want);
        // A pointer off the grid, and a loop.
        let mut bad = text.clone().into_bytes();
        bad[0] = b'<';
        bad[1] = b'<';
        assert!(fails(std::str::from_utf8(&bad).unwrap())
            .message
            .contains("off the grid"));
        bad[0] = b'>';
        assert!(fails(std::str::from_utf8(&bad).unwrap())
            .message
            .contains("loop"));
    }

    #[test]
    fn long_killer() {
        let mut parts = vec!["3x3".to_string(), "d".into(), "k".into()];
        for i in 0..81 {
            // Cage 1: r1c1, r1c2 (total 3); cage 2: r9c9 (total 9); the rest in no cage.
            parts.push(match i {
                0 | 1 => (3 * 256 + 1).to_string(),
                80 => (9 * 256 + 2).to_string(),
                _ => (i + 3).to_string(),
            });
        }
        parts.push(String::new());
        let text = parts.join(":");
        assert!(is_iss(&text));
        assert_eq!(
            rules(&text),
            vec![
                Constraint::Diagonal(Diagonal {
                    direction: DiagonalDirection::Anti
                }),
                Constraint::Diagonal(Diagonal {
                    direction: DiagonalDirection::Main
                }),
                Constraint::Killer(Killer {
                    cells: vec![pl(1, 1), pl(1, 2)],
                    sum: Some(3)
                }),
                Constraint::Killer(Killer {
                    cells: vec![pl(9, 9)],
                    sum: Some(9)
                }),
            ]
        );
        assert!(fails("3x3:d:k:1:2").path.contains("long killer"));
    }

    #[test]
    fn small_puzzles_count_as_the_reference_does() {
        for text in [
            ".Shape~4x4.Cage~3~R1C1~R1C2.Thermo~R2C1~R2C2~R2C3",
            ".Shape~4x4.AntiKing.~R1C1_1",
            ".Shape~4x4.WhiteDot~R1C1~R1C2~R1C3.StrictKropki",
            ".Shape~4x4.X~R1C1~R2C1.V~R3C3~R3C4.StrictXV.Diagonal~-1",
            ".Shape~4x4.LittleKiller~6~R1C3.LittleKiller~4~R3C4.Sandwich~3~R2",
            ".Shape~4x4.XSum~C2~6~7.Skyscraper~R1~3~.Skyscraper~C3~~2",
            ".Shape~4x4.Arrow~R1C1~R1C2~R2C3.GreaterThan~R4C4~R4C3~R3C4",
            ".Shape~4x4.Whisper~2~R1C1~R1C2~R1C3.Palindrome~R2C1~R3C2~R4C1",
            ".Shape~4x4.Renban~R1C1~R2C1~R3C1.Between~R1C4~R2C4~R3C4.Zipper~R4C1~R4C2~R4C3",
            ".Shape~4x4.Quad~R2C2~1~4.SameValues~2~R1C1~R4C4.Indexing~C~R1C1~R2C1",
            ".Shape~4x4.Modular~2~R1C1~R1C2~R2C3.RegionSumLine~R2C2~R2C3~R3C3.AntiConsecutive",
            ".Shape~4x4.NoBoxes.Jigsaw~0001021122312333.DisjointSets.~R1C1_1_3",
            ".Shape~4x4.Jigsaw~0001021122312333.BlackDot~R1C1~R1C2.AllDifferent~R1C1~R2C2~R3C3~R4C4",
        ] {
            let p = read(text);
            assert_eq!(count(&p), brute_force(&p), "{text}");
        }
    }

    #[test]
    fn a_six_by_six_is_unique() {
        // 123456 / 456123 / 231564 / 564231 / 312645 / 645312, with rules enough to settle the
        // empty cells.
        let text = ".Shape~6x6.~R1C1_1~R1C2_2~R1C3_3~R2C1_4~R2C2_5~R2C3_6~R3C4_5~R3C5_6~R3C6_4\
                    ~R4C4_2~R4C5_3~R4C6_1~R5C1_3~R5C2_1~R5C3_2~R6C1_6~R6C2_4~R6C3_5\
                    .Cage~9~R1C4~R1C5.Thermo~R3C3~R3C1~R3C2.Renban~R4C1~R4C2~R4C3\
                    .LittleKiller~16~R1C5.Sandwich~0~R2.Cage~8~R5C4~R6C6";
        let p = read(text);
        let outcome = p
            .solve(crate::solver::Mode::Unique, &Budget::unlimited())
            .unwrap();
        let crate::solver::Outcome::Unique(g) = outcome else {
            panic!("{outcome:?}")
        };
        let want: Vec<u8> = "123456456123231564564231312645645312"
            .bytes()
            .map(|b| b - b'0')
            .collect();
        assert_eq!(g.values(), &want[..]);
    }
}
