//! The PDF booklet: puzzles laid out 1, 2, 4 or 6 to a page, then the answer pages.
//!
//! The booklet is written with `pdf-writer` and the standard Helvetica fonts (every PDF reader
//! has them, so nothing is embedded and a booklet of 100 puzzles stays small). Layout works in
//! points from the top-left corner of the page and turns into PDF's bottom-left coordinates
//! only when a drawing command is written. Digits are centred using Helvetica's metrics: every
//! digit is 556/1000 of the font size wide. A puzzle with variant rules
//! ([`BookletPuzzle::rules`]) is drawn by `variant/pdf.rs`, its digits as here.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use sudoku_engine::logic::Level;
use sudoku_engine::variant::Rules;
use sudoku_engine::Grid;
use sudoku_i18n::{level_name, tr_lang, Lang};

use crate::error::PdfError;
use crate::variant::{draw_variant, VariantLayout};

/// Helvetica's advance width of every digit, in thousandths of the font size.
const DIGIT_WIDTH: f32 = 0.556;
/// The page margin, in points.
const MARGIN: f32 = 40.0;
/// The height of the caption line above each grid, in points.
const CAPTION: f32 = 18.0;
/// The height of the page heading (title or "Answers"), in points.
const HEADING: f32 = 28.0;

pub(crate) const REGULAR: Name<'static> = Name(b"F1");
pub(crate) const BOLD: Name<'static> = Name(b"F2");

/// One puzzle of a booklet, with what its caption says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookletPuzzle {
    /// The puzzle, holes empty.
    pub puzzle: Grid,
    /// Its solution, printed on the answer pages; `None` leaves it out of them.
    pub solution: Option<Grid>,
    /// Its difficulty as the generator or rater named it, e.g. `"hard"` (a level's name is
    /// printed in the booklet's language).
    pub difficulty: Option<String>,
    /// The seed that generated it, so it can be made again.
    pub seed: Option<u64>,
    /// Its index under the seed, when the generator numbers its puzzles (shown as `#3`).
    pub index: Option<u64>,
    /// The rules of a variant puzzle (of the puzzle's size), drawn on its grid as
    /// [`variant_svg`](crate::variant_svg) draws them, with the rules that have no picture
    /// written under it; `None` (or classic rules) for a classic grid.
    pub rules: Option<Rules>,
}

impl BookletPuzzle {
    /// A puzzle with no solution, difficulty or seed; set the fields that are known.
    pub fn new(puzzle: Grid) -> BookletPuzzle {
        BookletPuzzle {
            puzzle,
            solution: None,
            difficulty: None,
            seed: None,
            index: None,
            rules: None,
        }
    }
}

/// The paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PaperSize {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl PaperSize {
    /// Width and height in points.
    pub const fn points(self) -> (f32, f32) {
        match self {
            PaperSize::A4 => (595.0, 842.0),
            PaperSize::Letter => (612.0, 792.0),
        }
    }
}

impl std::str::FromStr for PaperSize {
    type Err = PdfError;

    /// Reads `a4` or `letter` (any case), e.g. for a `--paper` flag.
    ///
    /// # Errors
    ///
    /// [`PdfError::Paper`] for any other name.
    fn from_str(name: &str) -> Result<PaperSize, PdfError> {
        match name.to_ascii_lowercase().as_str() {
            "a4" => Ok(PaperSize::A4),
            "letter" => Ok(PaperSize::Letter),
            _ => Err(PdfError::Paper(name.to_string())),
        }
    }
}

/// How many puzzles share a page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PerPage {
    /// One large puzzle per page.
    One,
    /// Two, one above the other.
    Two,
    /// Four, two by two.
    #[default]
    Four,
    /// Six, two across and three down.
    Six,
}

impl PerPage {
    /// The number of puzzles on a page.
    pub const fn count(self) -> usize {
        match self {
            PerPage::One => 1,
            PerPage::Two => 2,
            PerPage::Four => 4,
            PerPage::Six => 6,
        }
    }

    /// Columns and rows of the layout.
    const fn layout(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
        }
    }
}

impl TryFrom<u32> for PerPage {
    type Error = PdfError;

    /// # Errors
    ///
    /// [`PdfError::PerPage`] for anything but 1, 2, 4 or 6.
    fn try_from(count: u32) -> Result<PerPage, PdfError> {
        match count {
            1 => Ok(PerPage::One),
            2 => Ok(PerPage::Two),
            4 => Ok(PerPage::Four),
            6 => Ok(PerPage::Six),
            other => Err(PdfError::PerPage(other)),
        }
    }
}

impl std::str::FromStr for PerPage {
    type Err = PdfError;

    /// Reads `1`, `2`, `4` or `6`, e.g. for a `--per-page` flag.
    ///
    /// # Errors
    ///
    /// [`PdfError::PerPage`] for any other number; text that is not a number is reported as
    /// `PerPage(0)`.
    fn from_str(text: &str) -> Result<PerPage, PdfError> {
        PerPage::try_from(text.trim().parse::<u32>().unwrap_or(0))
    }
}

/// Options for [`pdf`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdfOptions {
    /// The paper size.
    pub paper: PaperSize,
    /// Puzzles per page, on puzzle and answer pages alike.
    pub per_page: PerPage,
    /// A heading for the puzzle pages and the document's title, if any.
    pub title: Option<String>,
    /// The language of the captions (a variant puzzle's rules caption too), the answer pages'
    /// heading and the default title.
    pub lang: Lang,
}

/// Makes a booklet: the puzzles in order, numbered from 1, each captioned with its number,
/// size, difficulty and seed (and index under the seed); then answer pages with the solutions that are known (givens in
/// bold, the rest in grey).
///
/// The booklet has `ceil(puzzles / per_page)` puzzle pages and `ceil(solutions / per_page)`
/// answer pages.
///
/// # Errors
///
/// [`PdfError::NoPuzzles`] for an empty list, [`PdfError::SolutionSize`] when a solution has
/// another size than its puzzle.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format::parse_str, Solver};
/// use sudoku_render::{pdf, BookletPuzzle, PdfOptions, PerPage};
///
/// let puzzle = parse_str("1.........1.....").unwrap();
/// let mut entry = BookletPuzzle::new(puzzle.clone());
/// entry.solution = Solver::new().solve(&puzzle).solution().cloned();
/// entry.difficulty = Some("easy".into());
/// let options = PdfOptions { per_page: PerPage::One, ..PdfOptions::default() };
/// let bytes = pdf(&[entry], &options).unwrap();
/// assert!(bytes.starts_with(b"%PDF-"));
/// assert!(pdf(&[], &options).is_err());
/// ```
pub fn pdf(puzzles: &[BookletPuzzle], options: &PdfOptions) -> Result<Vec<u8>, PdfError> {
    if puzzles.is_empty() {
        return Err(PdfError::NoPuzzles);
    }
    for (i, p) in puzzles.iter().enumerate() {
        if let Some(sol) = &p.solution {
            if sol.shape() != p.puzzle.shape() {
                return Err(PdfError::SolutionSize {
                    number: i + 1,
                    puzzle: p.puzzle.shape().size(),
                    solution: sol.shape().size(),
                });
            }
        }
    }

    let per = options.per_page.count();
    let answers: Vec<(usize, &BookletPuzzle)> = puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| p.solution.is_some())
        .collect();
    let puzzle_pages = puzzles.len().div_ceil(per);
    let answer_pages = answers.len().div_ceil(per);
    let total = puzzle_pages + answer_pages;

    let mut pages: Vec<Content> = Vec::with_capacity(total);
    let heading = options.title.as_deref();
    for (page, chunk) in puzzles.chunks(per).enumerate() {
        let slots = chunk.iter().enumerate().map(|(k, p)| Slot {
            number: page * per + k + 1,
            entry: p,
            answer: false,
        });
        pages.push(draw_page(options, heading, slots, page + 1, total));
    }
    for (page, chunk) in answers.chunks(per).enumerate() {
        let slots = chunk.iter().map(|&(i, p)| Slot {
            number: i + 1,
            entry: p,
            answer: true,
        });
        let n = puzzle_pages + page + 1;
        let heading = tr_lang!(options.lang, "pdf-answers");
        pages.push(draw_page(options, Some(&heading), slots, n, total));
    }
    Ok(assemble(pages, options))
}

/// One grid to draw, with its caption's facts.
struct Slot<'a> {
    number: usize,
    entry: &'a BookletPuzzle,
    answer: bool,
}

/// Writes the document structure around the pages' content streams.
fn assemble(pages: Vec<Content>, options: &PdfOptions) -> Vec<u8> {
    let (w, h) = options.paper.points();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info = Ref::new(5);
    let first_page = 6;
    let page_ids: Vec<Ref> = (0..pages.len())
        .map(|i| Ref::new(first_page + 2 * i as i32))
        .collect();

    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_ids.iter().copied())
        .count(pages.len() as i32);
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    {
        let mut doc = pdf.document_info(info);
        let title = match &options.title {
            Some(t) => t.clone(),
            None => tr_lang!(options.lang, "pdf-title"),
        };
        doc.title(TextStr(&title));
        doc.creator(TextStr("sudoku-render"));
        doc.finish();
    }
    for (content, &id) in pages.into_iter().zip(&page_ids) {
        let content_id = Ref::new(id.get() + 1);
        let mut page = pdf.page(id);
        page.media_box(Rect::new(0.0, 0.0, w, h))
            .parent(tree)
            .contents(content_id);
        let mut resources = page.resources();
        resources.fonts().pair(REGULAR, regular).pair(BOLD, bold);
        resources.finish();
        page.finish();
        pdf.stream(content_id, &content.finish());
    }
    pdf.set_file_id((b"sudoku-render".to_vec(), b"sudoku-render".to_vec()));
    let _ = info;
    pdf.finish()
}

/// Draws one page: its heading, the grids in their slots, and the page number.
fn draw_page<'a>(
    options: &PdfOptions,
    heading: Option<&str>,
    slots: impl Iterator<Item = Slot<'a>>,
    page: usize,
    total: usize,
) -> Content {
    let (w, h) = options.paper.points();
    let mut c = Content::new();
    let mut top = MARGIN;
    if let Some(text) = heading {
        text_at(&mut c, BOLD, 16.0, MARGIN, top + 14.0, h, text);
        top += HEADING;
    }
    let footer = format!("{page} / {total}");
    let footer_x = w / 2.0 - footer.len() as f32 * 0.5 * 9.0 / 2.0;
    text_at(&mut c, REGULAR, 9.0, footer_x, h - MARGIN / 2.0, h, &footer);

    let (cols, rows) = options.per_page.layout();
    let slot_w = (w - 2.0 * MARGIN) / cols as f32;
    let slot_h = (h - top - MARGIN) / rows as f32;
    let gap = 18.0;
    for (k, slot) in slots.enumerate() {
        let (col, row) = (k % cols, k / cols);
        let x0 = MARGIN + col as f32 * slot_w;
        let y0 = top + row as f32 * slot_h;
        let side = (slot_w - gap).min(slot_h - CAPTION - gap);
        let gy = y0 + CAPTION;
        let shown = match (&slot.entry.solution, slot.answer) {
            (Some(sol), true) => sol,
            _ => &slot.entry.puzzle,
        };
        // A variant puzzle's picture, fitted to the slot with its outside clues and caption.
        let variant = slot
            .entry
            .rules
            .as_ref()
            .filter(|r| !r.is_classic() && r.size() == shown.shape().size())
            .map(|rules| {
                let layout = VariantLayout::new(rules, options.lang);
                let at = layout.place((x0 + gap / 2.0, gy, slot_w - gap, slot_h - CAPTION - gap));
                (layout, at)
            });
        let gx = variant
            .as_ref()
            .map_or(x0 + (slot_w - side) / 2.0, |(_, at)| at.left);
        text_at(
            &mut c,
            BOLD,
            10.0,
            gx,
            gy - 6.0,
            h,
            &caption(&slot, options.lang),
        );
        match &variant {
            Some((layout, at)) => draw_variant(&mut c, layout, at, (shown, &slot.entry.puzzle), h),
            None => draw_grid(&mut c, shown, &slot.entry.puzzle, (gx, gy, side), h),
        }
    }
    c
}

/// "Puzzle 3 · 9×9 · hard · seed 42", or "Answer 3 · …" on answer pages, in `lang`: a list of
/// facts, each a message of its own.
fn caption(slot: &Slot<'_>, lang: Lang) -> String {
    let n = slot.entry.puzzle.shape().size();
    let number = slot.number;
    let kind = if slot.answer {
        tr_lang!(lang, "pdf-answer", number = number)
    } else {
        tr_lang!(lang, "pdf-puzzle", number = number)
    };
    let mut parts = vec![kind, format!("{n}\u{d7}{n}")];
    if let Some(d) = &slot.entry.difficulty {
        parts.push(match d.parse::<Level>() {
            Ok(level) => level_name(lang, level),
            Err(_) => d.clone(),
        });
    }
    // Seeds and indices are written as they are, never as localized numbers.
    let (seed, index) = (
        slot.entry.seed.map(|s| s.to_string()),
        slot.entry.index.map(|i| i.to_string()),
    );
    match (seed, index) {
        (Some(seed), Some(index)) => {
            parts.push(tr_lang!(lang, "pdf-seed-index", seed = seed, index = index))
        }
        (Some(seed), None) => parts.push(tr_lang!(lang, "pdf-seed", seed = seed)),
        (None, Some(index)) => parts.push(tr_lang!(lang, "pdf-index", index = index)),
        (None, None) => {}
    }
    parts.join("  \u{b7}  ")
}

/// Draws `grid` in the square `(x, y, side)` (top-left origin); cells filled in `givens` are
/// bold black, other filled cells regular grey.
fn draw_grid(c: &mut Content, grid: &Grid, givens: &Grid, (x, y, side): (f32, f32, f32), h: f32) {
    let shape = grid.shape();
    let n = shape.size();
    let s = side / n as f32;
    let flip = |yy: f32| h - yy;

    // Thin lines, then thick box lines and border on top.
    c.set_stroke_gray(0.55).set_line_width((s / 40.0).max(0.4));
    for i in 1..n {
        let at = i as f32 * s;
        if i % shape.box_cols() != 0 {
            c.move_to(x + at, flip(y)).line_to(x + at, flip(y + side));
        }
        if i % shape.box_rows() != 0 {
            c.move_to(x, flip(y + at)).line_to(x + side, flip(y + at));
        }
    }
    c.stroke();
    c.set_stroke_gray(0.0)
        .set_line_width((s / 14.0).clamp(1.0, 2.5));
    for i in 0..=n {
        let at = i as f32 * s;
        if i % shape.box_cols() == 0 {
            c.move_to(x + at, flip(y)).line_to(x + at, flip(y + side));
        }
        if i % shape.box_rows() == 0 {
            c.move_to(x, flip(y + at)).line_to(x + side, flip(y + at));
        }
    }
    c.stroke();
    draw_digits(c, grid, givens, (x, y, s), h);
}

/// Writes the digits of `grid` in cells of side `s` from `(x, y)` (top-left origin); cells
/// filled in `givens` are bold black, other filled cells regular grey.
pub(crate) fn draw_digits(
    c: &mut Content,
    grid: &Grid,
    givens: &Grid,
    (x, y, s): (f32, f32, f32),
    h: f32,
) {
    let n = grid.shape().size();
    let given_values = givens.values();
    for (i, &v) in grid.values().iter().enumerate() {
        if v == 0 {
            continue;
        }
        let label = v.to_string();
        let given = given_values.get(i).is_some_and(|&g| g != 0);
        // One size for every digit of a grid, so 7 and 17 look alike in a 16x16.
        let size = s * if n > 9 { 0.48 } else { 0.62 };
        let width = label.len() as f32 * DIGIT_WIDTH * size;
        let cx = x + (i % n) as f32 * s + s / 2.0;
        let cy = y + (i / n) as f32 * s + s / 2.0;
        let (font, gray) = if given { (BOLD, 0.0) } else { (REGULAR, 0.4) };
        c.set_fill_gray(gray);
        text_at(c, font, size, cx - width / 2.0, cy + size * 0.36, h, &label);
    }
    c.set_fill_gray(0.0);
}

/// Writes `text` with its baseline starting at `(x, y)` (top-left origin).
pub(crate) fn text_at(
    c: &mut Content,
    font: Name<'_>,
    size: f32,
    x: f32,
    y: f32,
    h: f32,
    text: &str,
) {
    let bytes = win_ansi(text);
    c.begin_text()
        .set_font(font, size)
        .next_line(x, h - y)
        .show(Str(&bytes))
        .end_text();
}

/// `text` in WinAnsiEncoding: ASCII and Latin-1 pass through, anything else becomes `?`.
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|ch| match u32::from(ch) {
            code @ (0x20..=0x7e | 0xa0..=0xff) => code as u8,
            _ => b'?',
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_page_accepts_only_layouts() {
        let cases = [
            (1, Ok(PerPage::One)),
            (2, Ok(PerPage::Two)),
            (3, Err(PdfError::PerPage(3))),
            (4, Ok(PerPage::Four)),
            (6, Ok(PerPage::Six)),
            (0, Err(PdfError::PerPage(0))),
        ];
        for (count, expected) in cases {
            assert_eq!(PerPage::try_from(count), expected, "{count}");
        }
    }

    #[test]
    fn flags_read_paper_and_layout() {
        assert_eq!("A4".parse::<PaperSize>(), Ok(PaperSize::A4));
        assert_eq!("letter".parse::<PaperSize>(), Ok(PaperSize::Letter));
        assert_eq!(
            "a3".parse::<PaperSize>(),
            Err(PdfError::Paper("a3".to_string()))
        );
        assert_eq!("6".parse::<PerPage>(), Ok(PerPage::Six));
        assert_eq!("five".parse::<PerPage>(), Err(PdfError::PerPage(0)));
    }

    #[test]
    fn text_is_encoded_for_the_standard_fonts() {
        assert_eq!(
            win_ansi("9\u{d7}9 \u{b7} hard"),
            b"9\xd79 \xb7 hard".to_vec()
        );
        assert_eq!(win_ansi("\u{2603}"), b"?".to_vec());
    }
}
