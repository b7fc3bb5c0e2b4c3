//! The line format: N² characters on one line, `.` (or `0 _ - *`) for holes.

use crate::digit::Digit;
use crate::error::{ParseError, ParseErrorKind, ShapeError};
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

/// Whether `b` is a puzzle symbol (a digit, a letter or a hole) in the line format.
pub(crate) fn is_symbol(b: u8) -> bool {
    BYTE_VALUE[b as usize] != NOT_SYMBOL
}

fn byte_value(b: u8) -> Option<u8> {
    let v = BYTE_VALUE[b as usize];
    (v != NOT_SYMBOL).then_some(v)
}

/// The length of the leading run of puzzle characters; what follows is ignored.
pub(crate) fn symbol_run(text: &[u8]) -> usize {
    text.iter()
        .take_while(|&&b| byte_value(b).is_some())
        .count()
}

/// The character that starts `rest`, for error messages: a byte that does not begin a valid
/// UTF-8 sequence reads as U+FFFD, the replacement character, as a lossy decoding shows it.
fn first_char(rest: &[u8]) -> Option<char> {
    let chunk = rest.utf8_chunks().next()?;
    Some(
        chunk
            .valid()
            .chars()
            .next()
            .unwrap_or(char::REPLACEMENT_CHARACTER),
    )
}

/// The cell count the writer most likely meant, for error messages: the nearest known count
/// within 10% (80 → 81, 255 → 256), else the classic 81.
pub(crate) fn nearest_cell_count(found: usize) -> usize {
    Shape::known_sizes()
        .map(|n| n * n)
        .filter(|&c| c.abs_diff(found) * 10 <= c)
        .min_by_key(|&c| c.abs_diff(found))
        .unwrap_or(81)
}

/// Why `found` cells make no grid, and after how many of them the problem is seen (the
/// first cell too many, or the end): a square count whose side has no box shape says so
/// (25 cells make a 5×5 grid), any other count names the count the writer most likely meant.
/// Counts of 4 and 9 cells are too short to be meant as 2×2 and 3×3 grids.
pub(crate) fn cell_count_error(found: usize) -> (ParseErrorKind, usize) {
    let side = (1..=found).take_while(|s| s * s <= found).last();
    match side {
        Some(size) if size * size == found && size >= 5 && Shape::for_size(size).is_err() => {
            (ShapeError::NoBoxes { cells: found, size }.into(), found)
        }
        _ => {
            let expected = nearest_cell_count(found);
            let kind = ParseErrorKind::CellCount { found, expected };
            (kind, found.min(expected))
        }
    }
}

/// Reads the puzzle at the start of `line` (line `line_no` of the input).
///
/// Works on bytes: the puzzle itself is ASCII, and whatever follows it is ignored, so text
/// after the puzzle need not be UTF-8 (a Latin-1 comment, say).
pub(crate) fn parse(line: &[u8], line_no: usize) -> Result<Grid, ParseError> {
    let lead = line.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let body = &line[lead..];
    if let Some(grid) = parse_nine_digits(body) {
        return Ok(grid);
    }
    parse_general(line, lead, line_no)
}

/// [`parse`] for every line: `lead` bytes of white space, then the symbols.
fn parse_general(line: &[u8], lead: usize, line_no: usize) -> Result<Grid, ParseError> {
    let body = &line[lead..];
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
        if let Some(c) = first_char(&body[run..]) {
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
        // The column where the count goes wrong: the first cell too many, or just past the
        // last cell when there are too few or they make no grid.
        let (kind, seen) = cell_count_error(run);
        return Err(ParseError::new(line_no, Some(lead + seen + 1), kind));
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
    if n == 16 {
        if let Some((i, hole)) = hexadecimal_zero(&body[..run], &values) {
            return Err(ParseError::new(
                line_no,
                Some(lead + i + 1),
                ParseErrorKind::HexDigits { hole },
            ));
        }
    }
    Ok(Grid::from_checked_vec(shape, values))
}

/// In a 16×16 line, where a `0` stands beside another hole character and no cell holds
/// `G` (16): such a line is written in hexadecimal, `0`–`F`, and its zeros are digits. Gives
/// the index of the first `0` and the other hole character.
fn hexadecimal_zero(cells: &[u8], values: &[u8]) -> Option<(usize, char)> {
    let zero = cells.iter().position(|&b| b == b'0')?;
    let hole = *cells
        .iter()
        .find(|&&b| matches!(b, b'.' | b'_' | b'-' | b'*'))?;
    (!values.contains(&16)).then_some((zero, hole as char))
}

/// The common case, without the general path's byte-by-byte scan: 81 characters, each a
/// digit or `.`, then the end of the line or a byte that is not a puzzle symbol. `None`
/// sends anything else (other holes, letters, other sizes, errors) to the general path,
/// which gives the same grid for every line this accepts.
///
/// Every byte is looked at with the same few operations, which the compiler turns into
/// vector code; on serg-benchmark this cut parsing from 740 to 230 instructions per line
/// (`valgrind --tool=callgrind`, `sudoku solve --threads 1`).
fn parse_nine_digits(body: &[u8]) -> Option<Grid> {
    let head: &[u8; 81] = body.get(..81)?.try_into().ok()?;
    if body.get(81).is_some_and(|&b| is_symbol(b)) {
        return None;
    }
    let mut values = [0u8; 81];
    let mut ok = true;
    for (v, &b) in values.iter_mut().zip(head) {
        let d = b.wrapping_sub(b'0');
        let digit = d <= 9;
        ok &= digit | (b == b'.');
        *v = if digit { d } else { 0 };
    }
    ok.then(|| Grid::from_checked_vec(Shape::NINE, values.to_vec()))
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// The fast path takes exactly the lines it should, and gives what the general path gives.
    #[test]
    fn the_nine_digit_fast_path_agrees_with_the_general_path() {
        let dotted = SOLVED.replace(['5', '7'], ".");
        let zeros = SOLVED.replace(['5', '7'], "0");
        let underscores = SOLVED.replace(['5', '7'], "_");
        let cases: Vec<(String, bool)> = vec![
            (SOLVED.to_string(), true),
            (dotted.clone(), true),
            (zeros, true),
            (format!("{dotted} # a comment"), true),
            (format!("{dotted};rated 3.4"), true),
            (format!("{dotted}\r"), true),
            // Other holes and other lengths go the general way.
            (underscores, false),
            (dotted[..80].to_string(), false),
            (format!("{dotted}1"), false),
            (format!("{dotted}A"), false),
            (format!("{}x{}", &dotted[..40], &dotted[41..]), false),
        ];
        for (line, fast) in cases {
            let body = line.as_bytes();
            let quick = parse_nine_digits(body);
            assert_eq!(quick.is_some(), fast, "{line:?}");
            let general = parse_general(body, 0, 1);
            if let Some(g) = quick {
                assert_eq!(Ok(g), general, "{line:?}");
            }
            assert_eq!(parse(body, 1), general, "{line:?}");
        }
    }

    proptest! {
        /// Random lines over an alphabet rich in edge cases: both paths give the same result.
        #[test]
        fn parse_matches_the_general_path(
            bytes in proptest::collection::vec(
                proptest::sample::select(b"123456789.0_-*A ;#x".to_vec()), 78..86)
        ) {
            let lead = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
            prop_assert_eq!(parse(&bytes, 7), parse_general(&bytes, lead, 7));
        }

        /// Random puzzles of digits and dots always take the fast path, correctly.
        #[test]
        fn digit_lines_take_the_fast_path(
            bytes in proptest::collection::vec(proptest::sample::select(b"123456789.0".to_vec()), 81)
        ) {
            let quick = parse_nine_digits(&bytes);
            prop_assert!(quick.is_some());
            prop_assert_eq!(quick.map(Ok), Some(parse_general(&bytes, 0, 1)));
        }
    }
}
