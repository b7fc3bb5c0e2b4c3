//! The SVG board: one picture of one grid, with optional pencil marks and a hint's highlight.
//!
//! The picture is drawn in this order, so later layers sit on top: a white background, tinted
//! cells (eliminations, evidence, placements, then conflicts in red), thin cell lines, thick
//! box lines and border, then the digits.
//! Digits are written with presentation attributes (`fill`, `font-weight`) rather than a
//! style sheet, so the file looks the same in browsers, Inkscape and `rsvg-convert`; each digit
//! also has a `class` (`given`, `filled`, `placed`, `pencil`, `eliminated`) for pages that want
//! to restyle it. Digits above 9 are written as numbers (`10`, `11`, …) like the grid format.

use std::fmt::Write as _;

use sudoku_engine::{Cell, Digit, DigitSet, Grid};
use sudoku_i18n::Lang;

use crate::candidates::candidates;

pub(crate) const FONT: &str = "Helvetica, Arial, sans-serif";
pub(crate) const GIVEN_FILL: &str = "#111111";
pub(crate) const FILLED_FILL: &str = "#1f57c3";
const PLACED_FILL: &str = "#16803c";
const PENCIL_FILL: &str = "#555555";
const ELIMINATED_FILL: &str = "#c62828";
const EVIDENCE_TINT: &str = "#ffe98a";
const PLACED_TINT: &str = "#c9f2d0";
const ELIMINATED_TINT: &str = "#fde2e2";
/// A cell that breaks a rule: a plain red, not a tint, that no other mark uses; black digits
/// stay readable on it (contrast above 7:1).
const CONFLICT_TINT: &str = "#ff6b6b";

/// Which pencil marks (candidates) to draw in the empty cells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum PencilMarks {
    /// None (eliminated candidates of a [`Highlight`] are still drawn).
    #[default]
    None,
    /// In each empty cell, every digit that no filled peer holds.
    Computed,
    /// The given sets, one per cell in row-major order; sets for filled cells are ignored and
    /// missing ones count as empty.
    Custom(Vec<DigitSet>),
}

/// What a hint points at, as plain data: the cells it reasons from, the digits it places and
/// the candidates it removes.
///
/// Cells outside the grid are ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// The evidence: cells tinted yellow.
    pub cells: Vec<Cell>,
    /// Digits the step places: the cell is tinted green and the digit drawn in green.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates the step removes: drawn in red and struck through, in a pink cell.
    pub eliminations: Vec<(Cell, Digit)>,
}

impl Highlight {
    /// Whether there is nothing to highlight.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty() && self.placements.is_empty() && self.eliminations.is_empty()
    }
}

/// Options for [`svg`]; start from [`SvgOptions::default`] and chain the setters.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::parse_str;
/// use sudoku_render::{PencilMarks, SvgOptions};
///
/// let puzzle = parse_str("1.........1.....").unwrap();
/// let options = SvgOptions::default()
///     .cell_size(30)
///     .givens(&puzzle)
///     .pencil_marks(PencilMarks::Computed);
/// assert_eq!(options.cell_size, 30);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SvgOptions {
    /// The side of one cell, in pixels (user units); at least 8 is used. Default 48.
    pub cell_size: u32,
    /// The puzzle whose filled cells are the givens, drawn in bold black; other filled cells
    /// are drawn in blue. `None` (the default) draws every filled cell as a given. A mask of
    /// another shape than the grid is ignored.
    pub givens: Option<Grid>,
    /// Which pencil marks to draw.
    pub pencil_marks: PencilMarks,
    /// A hint's cells and candidates.
    pub highlight: Highlight,
    /// Cells that break a rule (a digit twice in a unit): filled red, over any other tint.
    /// Cells outside the grid are ignored.
    pub conflicts: Vec<Cell>,
    /// The language of a variant picture's rules caption ([`variant_svg`](crate::variant_svg),
    /// [`variant_picture`](crate::variant_picture)). Default English; the classic picture has
    /// no words and ignores it.
    pub lang: Lang,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            cell_size: 48,
            givens: None,
            pencil_marks: PencilMarks::None,
            highlight: Highlight::default(),
            conflicts: Vec::new(),
            lang: Lang::En,
        }
    }
}

impl SvgOptions {
    /// Sets [`SvgOptions::cell_size`].
    pub fn cell_size(mut self, pixels: u32) -> SvgOptions {
        self.cell_size = pixels;
        self
    }

    /// Sets [`SvgOptions::givens`] to `puzzle`.
    pub fn givens(mut self, puzzle: &Grid) -> SvgOptions {
        self.givens = Some(puzzle.clone());
        self
    }

    /// Sets [`SvgOptions::pencil_marks`].
    pub fn pencil_marks(mut self, marks: PencilMarks) -> SvgOptions {
        self.pencil_marks = marks;
        self
    }

    /// Sets [`SvgOptions::highlight`].
    pub fn highlight(mut self, highlight: Highlight) -> SvgOptions {
        self.highlight = highlight;
        self
    }

    /// Sets [`SvgOptions::conflicts`].
    pub fn conflicts(mut self, cells: Vec<Cell>) -> SvgOptions {
        self.conflicts = cells;
        self
    }

    /// Sets [`SvgOptions::lang`].
    pub fn lang(mut self, lang: Lang) -> SvgOptions {
        self.lang = lang;
        self
    }
}

/// Draws `grid` as a standalone SVG document.
///
/// Every filled cell gets exactly one `<text>` element (class `given` or `filled`); a placement
/// in an empty cell gets one of class `placed`; each pencil mark one of class `pencil` or
/// `eliminated`. Every size the engine knows is drawn, with thick lines around each box
/// (rectangular boxes included).
///
/// # Example
///
/// ```
/// use sudoku_engine::format::parse_str;
/// use sudoku_engine::{Cell, Digit};
/// use sudoku_render::{svg, Highlight, SvgOptions};
///
/// let puzzle = parse_str("1.........1.....").unwrap();
/// let shape = puzzle.shape();
/// let hint = Highlight {
///     cells: vec![Cell::at(shape, 0, 0).unwrap()],
///     placements: vec![(Cell::at(shape, 3, 3).unwrap(), Digit::new(1).unwrap())],
///     eliminations: vec![],
/// };
/// let picture = svg(&puzzle, &SvgOptions::default().highlight(hint));
/// assert_eq!(picture.matches("class=\"placed\"").count(), 1);
/// ```
pub fn svg(grid: &Grid, options: &SvgOptions) -> String {
    let shape = grid.shape();
    let n = shape.size();
    let s = f64::from(options.cell_size.max(8));
    let thick = (s / 16.0).max(1.5);
    let pad = thick;
    let side = s * n as f64 + 2.0 * pad;
    let values = grid.values();
    let givens = options
        .givens
        .as_ref()
        .filter(|g| g.shape() == shape)
        .map(Grid::values);
    let inside = |c: &Cell| c.row() < n && c.col() < n;
    let origin = |c: &Cell| (pad + c.col() as f64 * s, pad + c.row() as f64 * s);

    let mut out = String::with_capacity(256 + n * n * 120);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {w}\" width=\"{w}\" \
         height=\"{w}\" role=\"img\" aria-label=\"{n}x{n} Sudoku grid\">",
        w = num(side)
    );
    let _ = writeln!(
        out,
        "<rect width=\"{w}\" height=\"{w}\" fill=\"#ffffff\"/>",
        w = num(side)
    );

    // Tints: eliminations first so evidence and placements win where they overlap, and
    // conflicts last, over everything.
    let hl = &options.highlight;
    let tints = hl
        .eliminations
        .iter()
        .map(|(c, _)| (c, "eliminated-cell", ELIMINATED_TINT))
        .chain(hl.cells.iter().map(|c| (c, "evidence", EVIDENCE_TINT)))
        .chain(
            hl.placements
                .iter()
                .map(|(c, _)| (c, "placed-cell", PLACED_TINT)),
        )
        .chain(
            options
                .conflicts
                .iter()
                .map(|c| (c, "conflict-cell", CONFLICT_TINT)),
        );
    for (cell, class, tint) in tints.filter(|(c, _, _)| inside(c)) {
        let (x, y) = origin(cell);
        let _ = writeln!(
            out,
            "<rect class=\"{class}\" x=\"{}\" y=\"{}\" width=\"{w}\" height=\"{w}\" fill=\"{tint}\"/>",
            num(x),
            num(y),
            w = num(s)
        );
    }

    // Thin lines between cells, thick lines between boxes and around the grid.
    let mut thin = String::new();
    let mut bold = String::new();
    for i in 0..=n {
        let at = num(pad + i as f64 * s);
        let (from, to) = (num(pad), num(pad + n as f64 * s));
        let col_line = format!("M{at} {from}V{to}");
        let row_line = format!("M{from} {at}H{to}");
        if i % shape.box_cols() == 0 {
            bold.push_str(&col_line);
        } else {
            thin.push_str(&col_line);
        }
        if i % shape.box_rows() == 0 {
            bold.push_str(&row_line);
        } else {
            thin.push_str(&row_line);
        }
    }
    let _ = writeln!(
        out,
        "<path d=\"{thin}\" stroke=\"#9a9a9a\" stroke-width=\"{}\" fill=\"none\"/>",
        num((s / 48.0).max(0.5))
    );
    let _ = writeln!(
        out,
        "<path d=\"{bold}\" stroke=\"#000000\" stroke-width=\"{}\" stroke-linecap=\"square\" \
         fill=\"none\"/>",
        num(thick)
    );

    // Digits in filled cells.
    for (i, &v) in values.iter().enumerate() {
        let (Some(cell), Some(digit)) = (Cell::from_index(shape, i), Digit::new(v)) else {
            continue;
        };
        let given = match givens {
            None => true,
            Some(g) => g.get(i).is_some_and(|&x| x != 0),
        };
        let (class, fill, weight) = if given {
            ("given", GIVEN_FILL, "bold")
        } else {
            ("filled", FILLED_FILL, "normal")
        };
        big_digit(
            &mut out,
            n > 9,
            origin(&cell),
            s,
            digit,
            class,
            fill,
            weight,
        );
    }
    for (cell, digit) in hl.placements.iter().filter(|(c, _)| inside(c)) {
        if values.get(cell.index()).is_some_and(|&v| v == 0) {
            big_digit(
                &mut out,
                n > 9,
                origin(cell),
                s,
                *digit,
                "placed",
                PLACED_FILL,
                "bold",
            );
        }
    }

    // Pencil marks in empty cells, with eliminated candidates struck through in red.
    let marks: Vec<DigitSet> = match &options.pencil_marks {
        PencilMarks::None => vec![DigitSet::EMPTY; n * n],
        PencilMarks::Computed => candidates(grid),
        PencilMarks::Custom(sets) => (0..n * n)
            .map(|i| sets.get(i).copied().unwrap_or(DigitSet::EMPTY))
            .collect(),
    };
    let mut eliminated = vec![DigitSet::EMPTY; n * n];
    for (cell, digit) in hl.eliminations.iter().filter(|(c, _)| inside(c)) {
        if let Some(set) = eliminated.get_mut(cell.index()) {
            set.insert(*digit);
        }
    }
    let placed_cells: Vec<usize> = hl.placements.iter().map(|(c, _)| c.index()).collect();
    for (i, (&v, (&pencil, &gone))) in values
        .iter()
        .zip(marks.iter().zip(eliminated.iter()))
        .enumerate()
    {
        if v != 0 || placed_cells.contains(&i) {
            continue;
        }
        let Some(cell) = Cell::from_index(shape, i) else {
            continue;
        };
        for digit in pencil.union(gone).iter() {
            small_digit(
                &mut out,
                origin(&cell),
                s,
                (shape.box_rows(), shape.box_cols()),
                digit,
                gone.contains(digit),
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// Writes one large digit centred in the cell whose top-left corner is `(x, y)`.
#[allow(clippy::too_many_arguments)] // Private helper; a struct would only rename them.
pub(crate) fn big_digit(
    out: &mut String,
    two_digit_grid: bool,
    (x, y): (f64, f64),
    s: f64,
    digit: Digit,
    class: &str,
    fill: &str,
    weight: &str,
) {
    let label = digit.get().to_string();
    // One size for every digit of a grid, so 7 and 17 look alike in a 16x16.
    let size = s * if two_digit_grid { 0.48 } else { 0.62 };
    let _ = writeln!(
        out,
        "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-family=\"{FONT}\" font-size=\"{}\" \
         font-weight=\"{weight}\" fill=\"{fill}\" text-anchor=\"middle\">{label}</text>",
        num(x + s / 2.0),
        num(y + s / 2.0 + size * 0.36),
        num(size)
    );
}

/// Writes one pencil mark in its slot of the cell whose top-left corner is `(x, y)`: slots form
/// a small box of the grid's box shape, so digit `d` sits where it would in a box.
fn small_digit(
    out: &mut String,
    (x, y): (f64, f64),
    s: f64,
    (box_rows, box_cols): (usize, usize),
    digit: Digit,
    struck: bool,
) {
    let i = digit.index();
    let slot_w = s / box_cols as f64;
    let slot_h = s / box_rows as f64;
    let label = digit.get().to_string();
    let size = slot_w.min(slot_h) * if label.len() > 1 { 0.55 } else { 0.75 };
    let cx = x + (i % box_cols) as f64 * slot_w + slot_w / 2.0;
    let cy = y + (i / box_cols) as f64 * slot_h + slot_h / 2.0;
    let (class, fill) = if struck {
        ("eliminated", ELIMINATED_FILL)
    } else {
        ("pencil", PENCIL_FILL)
    };
    let _ = writeln!(
        out,
        "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-family=\"{FONT}\" font-size=\"{}\" \
         fill=\"{fill}\" text-anchor=\"middle\">{label}</text>",
        num(cx),
        num(cy + size * 0.36),
        num(size)
    );
    if struck {
        let half = slot_w.min(slot_h) * 0.4;
        let _ = writeln!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{ELIMINATED_FILL}\" \
             stroke-width=\"{}\"/>",
            num(cx - half),
            num(cy + half),
            num(cx + half),
            num(cy - half),
            num((s / 40.0).max(0.75))
        );
    }
}

/// A coordinate with at most two decimals and no trailing zeros.
pub(crate) fn num(x: f64) -> String {
    let text = format!("{x:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text.is_empty() || text == "-" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn numbers_are_short() {
        let cases = [
            (0.0, "0"),
            (3.0, "3"),
            (1.5, "1.5"),
            (2.126, "2.13"),
            (10.0, "10"),
        ];
        for (x, expected) in cases {
            assert_eq!(num(x), expected, "num({x})");
        }
    }
}
