//! The C-array layout: a grid as a C initializer, as a French programming course writes it,
//! digits 0 to N-1 and -1 for a hole:
//!
//! ```c
//! int m[9][9] = {
//!     { -1, 3, -1, -1, -1, -1, 0, 6, 8 },
//!     ...
//! };
//! ```
//!
//! Read: an optional declaration (`int m[9][9] =`, `static const int grid[9][9] =`, `int m[81]
//! =`), then braces holding either N rows in braces of N numbers each or N² bare numbers, with
//! trailing commas, `//` and `/* */` comments (and `#` lines, as in every layout) anywhere,
//! and an optional `;`. The size comes from the first row (or from the count of a flat
//! array); a declared size must agree with it.
//!
//! Values count from 0, -1 being a hole, unless the array holds no -1 and cannot be a
//! zero-based grid: when it holds the value N, or more than N zeros (a finished zero-based grid
//! without clashes holds exactly N), it is read one-based, digits 1 to N and 0 for a hole,
//! which is how most C programs write a puzzle. A comment that says only `base 0` or `base 1`
//! settles the question instead. [`write_grid`](super::write_grid) adds that comment to the
//! declaration when the values alone would be read in the other base (a one-based puzzle whose
//! holes are the N places of digit N, a zero-based grid holding one digit more than N times),
//! so whatever it prints, in either [`CArrayBase`], reads back as the same grid.
//!
//! Errors name the line and column of the token at fault: the first cell too many in a row,
//! the closing brace of a row too short, a value out of range.

use std::fmt::Write;

use crate::error::{ParseError, ParseErrorKind};
use crate::grid::Grid;
use crate::shape::Shape;

/// The value of the first digit in a written C array.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{parse_str, write_grid, CArrayBase, Format, WriteOptions};
///
/// let g = parse_str("1.........1.....").unwrap();
/// let mut out = String::new();
/// let one_based = WriteOptions { c_array_base: CArrayBase::One, ..WriteOptions::default() };
/// write_grid(&g, Format::CArray, one_based, &mut out);
/// assert_eq!(out, "int m[4][4] = {\n  {1, 0, 0, 0},\n  {0, 0, 0, 0},\n  {0, 0, 1, 0},\n  {0, 0, 0, 0}\n};");
/// assert_eq!(parse_str(&out).unwrap(), g);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CArrayBase {
    /// Digits 0 to N-1 and -1 for a hole, as the French course writes them.
    #[default]
    Zero,
    /// Digits 1 to N and 0 for a hole, as most C programs write a puzzle.
    One,
}

/// Whether `line`, the first line of a record, starts a C array: `{` followed by `{` or a
/// number, a declaration such as `int m[9][9] = {`, or a C comment (`//`, `/*`), which no
/// other layout begins with.
pub(crate) fn starts_array(line: &str) -> bool {
    let t = line.trim_start();
    if t.starts_with("//") || t.starts_with("/*") {
        return true;
    }
    match t.strip_prefix('{') {
        Some(rest) => rest
            .trim_start()
            .starts_with(|c: char| c == '{' || c == '-' || c.is_ascii_digit()),
        None => is_declaration(t),
    }
}

/// Whether a whole record (its first line may be a lone `{`) is a C array rather than JSON:
/// its first brace is followed, past white space and comments, by `{` or a number.
pub(crate) fn looks_like_array(text: &str) -> bool {
    lex(text, 1).is_ok_and(|lexed| {
        matches!(
            lexed.toks.as_slice(),
            [
                Spanned { tok: Tok::Open, .. },
                Spanned {
                    tok: Tok::Open | Tok::Number(_),
                    ..
                },
                ..
            ]
        )
    })
}

/// Whether `text` holds nothing but white space and comments.
pub(crate) fn is_blank(text: &str) -> bool {
    lex(text, 1).is_ok_and(|lexed| lexed.toks.is_empty())
}

/// Whether `line` is a C declaration of an array: one or more words (`int m`, `static const
/// int grid`, pointers' `*` allowed), one or more `[…]`, then `=`, a comment or the end of
/// the line. A row of a grid (`A B C D`) or a line-format puzzle never is.
pub(crate) fn is_declaration(line: &str) -> bool {
    let mut rest = line.trim();
    let mut words = 0;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_whitespace() || c == '*');
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if len == 0 {
            break;
        }
        if !rest.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return false;
        }
        words += 1;
        rest = &rest[len..];
    }
    if words == 0 || !rest.starts_with('[') {
        return false;
    }
    while let Some(inner) = rest.strip_prefix('[') {
        let Some(close) = inner.find(']') else {
            return false;
        };
        let dim = inner[..close].trim();
        if !dim.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return false;
        }
        rest = inner[close + 1..].trim_start();
    }
    rest.is_empty() || rest.starts_with('=') || rest.starts_with("//") || rest.starts_with("/*")
}

/// A token of the C text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    Open,
    Close,
    Comma,
    Semicolon,
    Equals,
    LBracket,
    RBracket,
    Star,
    Word(&'a str),
    /// An integer, with its sign.
    Number(&'a str),
    Other(char),
}

/// A token and where it starts (1-based line and column, in characters).
#[derive(Clone, Copy, Debug)]
struct Spanned<'a> {
    tok: Tok<'a>,
    line: usize,
    column: usize,
}

impl Spanned<'_> {
    fn error(&self, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.line, Some(self.column), kind)
    }
}

/// The tokens of a C text, and the base its comments name, if one does.
struct Lexed<'a> {
    toks: Vec<Spanned<'a>>,
    base: Option<CArrayBase>,
}

/// The base a comment names: its whole text, past white space, is `base 0` or `base 1`.
fn comment_base(comment: &str) -> Option<CArrayBase> {
    match comment.trim() {
        "base 0" => Some(CArrayBase::Zero),
        "base 1" => Some(CArrayBase::One),
        _ => None,
    }
}

/// Cuts `text` into tokens, skipping white space and comments (`//`, `/* */`, `#` to the end
/// of the line), and notes the base a `//` or `/* */` comment names (the last one counts).
fn lex(text: &str, first_line: usize) -> Result<Lexed<'_>, ParseError> {
    let mut out = Vec::new();
    let mut base = None;
    let mut chars = text.char_indices().peekable();
    let (mut line, mut column) = (first_line, 1);
    // Advances past one character, keeping the line and column.
    let step = |c: char, line: &mut usize, column: &mut usize| {
        if c == '\n' {
            *line += 1;
            *column = 1;
        } else {
            *column += 1;
        }
    };
    while let Some((i, c)) = chars.next() {
        let (start_line, start_column) = (line, column);
        step(c, &mut line, &mut column);
        let tok = match c {
            c if c.is_whitespace() || c == '\u{FEFF}' => continue,
            '#' => {
                while chars.next_if(|&(_, c)| c != '\n').is_some() {}
                continue;
            }
            '/' if chars.next_if(|&(_, c)| c == '/').is_some() => {
                while chars.next_if(|&(_, c)| c != '\n').is_some() {}
                let end = chars.peek().map_or(text.len(), |&(j, _)| j);
                base = comment_base(&text[i + 2..end]).or(base);
                continue;
            }
            '/' if chars.next_if(|&(_, c)| c == '*').is_some() => {
                column += 1;
                let mut star = false;
                loop {
                    let Some((j, c)) = chars.next() else {
                        let kind = ParseErrorKind::CArray("a /* comment is not closed".into());
                        return Err(ParseError::new(start_line, Some(start_column), kind));
                    };
                    step(c, &mut line, &mut column);
                    if star && c == '/' {
                        // The comment's text runs from past `/*` to before `*/`.
                        base = text.get(i + 2..j - 1).and_then(comment_base).or(base);
                        break;
                    }
                    star = c == '*';
                }
                continue;
            }
            '{' => Tok::Open,
            '}' => Tok::Close,
            ',' => Tok::Comma,
            ';' => Tok::Semicolon,
            '=' => Tok::Equals,
            '[' => Tok::LBracket,
            ']' => Tok::RBracket,
            '*' => Tok::Star,
            c if c.is_ascii_digit()
                || (c == '-' && chars.peek().is_some_and(|p| p.1.is_ascii_digit())) =>
            {
                let mut end = i + c.len_utf8();
                while let Some((j, d)) = chars.next_if(|p| p.1.is_ascii_digit()) {
                    column += 1;
                    end = j + d.len_utf8();
                }
                Tok::Number(&text[i..end])
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                let mut end = i + 1;
                while let Some((j, _)) =
                    chars.next_if(|p| p.1.is_ascii_alphanumeric() || p.1 == '_')
                {
                    column += 1;
                    end = j + 1;
                }
                Tok::Word(&text[i..end])
            }
            c => Tok::Other(c),
        };
        out.push(Spanned {
            tok,
            line: start_line,
            column: start_column,
        });
    }
    Ok(Lexed { toks: out, base })
}

/// A number of the array and where it is.
#[derive(Clone, Copy, Debug)]
struct Value<'a> {
    at: Spanned<'a>,
    text: &'a str,
}

/// A `{ … }` list: its items, and its braces.
#[derive(Debug)]
struct List<'a> {
    open: Spanned<'a>,
    close: Spanned<'a>,
    items: Vec<Item<'a>>,
}

#[derive(Debug)]
enum Item<'a> {
    Value(Value<'a>),
    List(List<'a>),
}

impl Item<'_> {
    fn at(&self) -> Spanned<'_> {
        match self {
            Item::Value(v) => v.at,
            Item::List(l) => l.open,
        }
    }
}

/// The tokens, read front to back.
struct Parser<'a> {
    toks: Vec<Spanned<'a>>,
    next: usize,
    /// Where the text ends, for errors about what is missing.
    end: (usize, usize),
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Spanned<'a>> {
        self.toks.get(self.next).copied()
    }

    fn bump(&mut self) -> Option<Spanned<'a>> {
        let t = self.peek();
        self.next += usize::from(t.is_some());
        t
    }

    /// An error at the next token (or at the end of the text) saying what was expected.
    fn unexpected(&self, expected: &str) -> ParseError {
        match self.peek() {
            Some(t) => {
                let kind = match t.tok {
                    Tok::Word(w) | Tok::Number(w) => ParseErrorKind::BadToken {
                        found: w.to_string(),
                        expected: expected.to_string(),
                    },
                    other => ParseErrorKind::BadChar {
                        found: symbol(other),
                        expected: expected.to_string(),
                    },
                };
                t.error(kind)
            }
            None => ParseError::new(
                self.end.0,
                Some(self.end.1),
                ParseErrorKind::CArray(format!("the text ends where {expected} was expected")),
            ),
        }
    }

    /// The declaration before `=`, if any: the sizes in its brackets, with their places
    /// (`None` for `[]` or a name such as `[N]`).
    fn declaration(&mut self) -> Result<Vec<(Option<usize>, Spanned<'a>)>, ParseError> {
        let mut dims = Vec::new();
        if !matches!(self.peek().map(|t| t.tok), Some(Tok::Word(_))) {
            return Ok(dims);
        }
        while matches!(self.peek().map(|t| t.tok), Some(Tok::Word(_) | Tok::Star)) {
            self.bump();
        }
        while let Some(open) = self.peek().filter(|t| t.tok == Tok::LBracket) {
            self.bump();
            let dim = match self.peek().map(|t| t.tok) {
                Some(Tok::Number(n)) => {
                    self.bump();
                    n.parse().ok()
                }
                Some(Tok::Word(_)) => {
                    self.bump();
                    None
                }
                _ => None,
            };
            if self.peek().map(|t| t.tok) != Some(Tok::RBracket) {
                return Err(self.unexpected("`]`"));
            }
            self.bump();
            dims.push((dim, open));
        }
        if dims.is_empty() {
            return Err(self.unexpected("an array declaration such as `int m[9][9] = {`"));
        }
        if self.peek().map(|t| t.tok) != Some(Tok::Equals) {
            return Err(self.unexpected("`=`"));
        }
        self.bump();
        Ok(dims)
    }

    /// A `{ … }` list whose `{` is next; `depth` is 1 for the outer braces.
    fn list(&mut self, depth: usize) -> Result<List<'a>, ParseError> {
        let Some(open) = self.peek().filter(|t| t.tok == Tok::Open) else {
            return Err(self.unexpected("`{`"));
        };
        if depth > 2 {
            let kind =
                ParseErrorKind::CArray("a grid has at most two levels of braces".to_string());
            return Err(open.error(kind));
        }
        self.bump();
        let mut items = Vec::new();
        loop {
            let item = match self.peek().map(|t| t.tok) {
                Some(Tok::Close) => break,
                Some(Tok::Open) => Item::List(self.list(depth + 1)?),
                Some(Tok::Number(text)) => {
                    let at = self.bump().unwrap_or(open);
                    Item::Value(Value { at, text })
                }
                _ => return Err(self.unexpected("a number or `{`")),
            };
            items.push(item);
            match self.peek().map(|t| t.tok) {
                Some(Tok::Comma) => {
                    self.bump();
                }
                Some(Tok::Close) => break,
                _ => return Err(self.unexpected("`,` or `}`")),
            }
        }
        let close = self.bump().unwrap_or(open);
        Ok(List { open, close, items })
    }
}

/// How a token reads in a message.
fn symbol(tok: Tok<'_>) -> char {
    match tok {
        Tok::Open => '{',
        Tok::Close => '}',
        Tok::Comma => ',',
        Tok::Semicolon => ';',
        Tok::Equals => '=',
        Tok::LBracket => '[',
        Tok::RBracket => ']',
        Tok::Star => '*',
        Tok::Word(w) | Tok::Number(w) => w.chars().next().unwrap_or('?'),
        Tok::Other(c) => c,
    }
}

/// Reads one C array whose first line is line `first_line` of the input.
pub(crate) fn parse(text: &str, first_line: usize) -> Result<Grid, ParseError> {
    let Lexed { toks, base: named } = lex(text, first_line)?;
    let Some(first) = toks.first() else {
        return Err(ParseError::new(first_line, None, ParseErrorKind::Empty));
    };
    let last_line = first_line + text.lines().count().saturating_sub(1);
    // A final `\r` is part of the line ending, not a column.
    let last_column = text
        .lines()
        .last()
        .map_or(0, |l| l.strip_suffix('\r').unwrap_or(l).chars().count())
        + 1;
    let mut p = Parser {
        end: (last_line.max(first.line), last_column),
        toks,
        next: 0,
    };
    let dims = p.declaration()?;
    let outer = p.list(1)?;
    if p.peek().map(|t| t.tok) == Some(Tok::Semicolon) {
        p.bump();
    }
    if p.peek().is_some() {
        return Err(p.unexpected("the end of the array"));
    }
    let (shape, values) = cells(&outer)?;
    check_declared(&dims, shape, &outer)?;
    let n = shape.size();
    let base = named.unwrap_or_else(|| guess_base(values.iter().map(|v| v.text.parse().ok()), n));
    let mut out = Vec::with_capacity(values.len());
    for v in &values {
        let x: Option<i64> = v.text.parse().ok();
        let cell = match base {
            CArrayBase::Zero => x.filter(|x| (-1..n as i64).contains(x)).map(|x| x + 1),
            CArrayBase::One => x.filter(|x| (0..=n as i64).contains(x)),
        };
        let Some(cell) = cell else {
            let expected = match base {
                CArrayBase::Zero => format!("a digit 0-{}, or -1 for a hole", n - 1),
                CArrayBase::One => format!("a digit 1-{n}, or 0 for a hole"),
            };
            return Err(v.at.error(ParseErrorKind::BadToken {
                found: v.text.to_string(),
                expected,
            }));
        };
        out.push(cell as u8);
    }
    Grid::from_values(shape, &out).map_err(|e| {
        let kind = ParseErrorKind::CArray(e.to_string());
        outer.open.error(kind)
    })
}

/// The base of an array of size `n` whose comments name none, from its values (`None` for a
/// number too big to read): one-based when it holds no -1 and cannot be a zero-based grid,
/// since it holds N or more than N zeros.
fn guess_base(values: impl Iterator<Item = Option<i64>> + Clone, n: usize) -> CArrayBase {
    let holds = |x: i64| values.clone().any(|v| v == Some(x));
    let zeros = values.clone().filter(|&v| v == Some(0)).count();
    if !holds(-1) && (holds(n as i64) || zeros > n) {
        CArrayBase::One
    } else {
        CArrayBase::Zero
    }
}

/// The shape and the cells, row by row, of the outer list: rows in braces, or N² numbers.
fn cells<'l, 'a>(outer: &'l List<'a>) -> Result<(Shape, Vec<&'l Value<'a>>), ParseError> {
    let rows: Vec<&List<'a>> = outer
        .items
        .iter()
        .filter_map(|i| match i {
            Item::List(l) => Some(l),
            Item::Value(_) => None,
        })
        .collect();
    if rows.is_empty() {
        // A flat array: N² numbers.
        let values: Vec<&Value<'a>> = outer.items.iter().filter_map(value).collect();
        if let Some(shape) = Shape::for_cell_count(values.len()) {
            return Ok((shape, values));
        }
        let (kind, seen) = super::line::cell_count_error(values.len());
        let at = values.get(seen).map_or(outer.close, |v| v.at);
        return Err(at.error(kind));
    }
    if let Some(mixed) = outer.items.iter().find(|i| matches!(i, Item::Value(_))) {
        let kind = ParseErrorKind::CArray(
            "a number outside the rows' braces: write every row in braces, or none".into(),
        );
        return Err(mixed.at().error(kind));
    }
    // The size is the length most rows have (the first row's on a tie), so that one row
    // too long or too short is reported as such, and not every other row.
    let n = most_common_length(&rows);
    let shape = Shape::for_size(n).map_err(|e| rows[0].close.error(e.into()))?;
    if rows.len() != n {
        let at = rows.get(n).map_or(outer.close, |r| r.open);
        let kind = ParseErrorKind::RowCount {
            found: rows.len(),
            expected: n,
        };
        return Err(at.error(kind));
    }
    let mut values = Vec::with_capacity(n * n);
    for (r, row) in rows.iter().enumerate() {
        if let Some(inner) = row.items.iter().find(|i| matches!(i, Item::List(_))) {
            let kind = ParseErrorKind::CArray("a grid has at most two levels of braces".into());
            return Err(inner.at().error(kind));
        }
        if row.items.len() != n {
            let at = row.items.get(n).map_or(row.close, Item::at);
            let kind = ParseErrorKind::RowLength {
                row: r + 1,
                found: row.items.len(),
                expected: n,
            };
            return Err(at.error(kind));
        }
        values.extend(row.items.iter().filter_map(value));
    }
    Ok((shape, values))
}

/// The length most rows have; the first row's among those as common.
fn most_common_length(rows: &[&List<'_>]) -> usize {
    let mut counts = std::collections::HashMap::new();
    for r in rows {
        *counts.entry(r.items.len()).or_insert(0usize) += 1;
    }
    let mut best = rows.first().map_or(0, |r| r.items.len());
    for (&len, &count) in &counts {
        if count > counts[&best] {
            best = len;
        }
    }
    best
}

fn value<'l, 'a>(item: &'l Item<'a>) -> Option<&'l Value<'a>> {
    match item {
        Item::Value(v) => Some(v),
        Item::List(_) => None,
    }
}

/// Checks the declared sizes against the grid: `[N][N]` or `[N²]`; `[]` and names pass.
fn check_declared(
    dims: &[(Option<usize>, Spanned<'_>)],
    shape: Shape,
    outer: &List<'_>,
) -> Result<(), ParseError> {
    let n = shape.size();
    let fits = match dims {
        [] => true,
        [(d, _)] => d.is_none_or(|d| d == n * n),
        [(a, _), (b, _)] => a.is_none_or(|a| a == n) && b.is_none_or(|b| b == n),
        _ => false,
    };
    if fits {
        return Ok(());
    }
    let declared: String = dims
        .iter()
        .map(|(d, _)| d.map_or_else(|| "[]".to_string(), |d| format!("[{d}]")))
        .collect();
    let kind = ParseErrorKind::CArray(format!(
        "declared {declared}, but the braces hold a {n}×{n} grid (declare [{n}][{n}] or [{}])",
        n * n
    ));
    let at = dims.first().map_or(outer.open, |d| d.1);
    Err(at.error(kind))
}

/// Appends `grid` as `int m[N][N] = { {…}, … };` in `base`, without a final line ending. The
/// declaration names the base in a comment (`/* base 0 */`) when the values alone would be
/// read in the other one.
pub(crate) fn write(grid: &Grid, base: CArrayBase, out: &mut String) {
    let n = grid.shape().size();
    let value = |v: u8| match base {
        CArrayBase::Zero => i64::from(v) - 1,
        CArrayBase::One => i64::from(v),
    };
    let _ = write!(out, "int m[{n}][{n}] = {{");
    if guess_base(grid.values().iter().map(|&v| Some(value(v))), n) != base {
        let digit = match base {
            CArrayBase::Zero => 0,
            CArrayBase::One => 1,
        };
        let _ = write!(out, " /* base {digit} */");
    }
    out.push('\n');
    for (r, row) in grid.values().chunks(n).enumerate() {
        out.push_str("  {");
        for (c, &v) in row.iter().enumerate() {
            if c > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{}", value(v));
        }
        out.push('}');
        if r + 1 < n {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str("};");
}
