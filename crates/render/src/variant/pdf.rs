//! A variant puzzle on a booklet page: the scene in points, the digits as the classic grid
//! draws them, and the rules caption under the grid.

use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::Content;
use sudoku_engine::variant::Rules;
use sudoku_engine::Grid;
use sudoku_i18n::Lang;

use super::draw::scene;
use super::scene::{Anchor, Color, Pt, Scene, Shape, Stroke};
use super::wrap;
use crate::pdf::{draw_digits, text_at, BOLD, REGULAR};

/// The rules caption's font size and line height, in points.
const CAPTION_SIZE: f32 = 8.0;
const CAPTION_LINE: f32 = 10.0;

/// A variant puzzle's drawing, ready to be fitted into a slot of a page.
pub(crate) struct VariantLayout {
    scene: Scene,
}

/// Where a variant grid goes in its slot: the cell size, the grid's top-left corner, and the
/// left edge of the whole picture (outside clues included).
pub(crate) struct Placement {
    pub cell: f32,
    pub grid: (f32, f32),
    pub left: f32,
    caption: Vec<String>,
}

impl VariantLayout {
    /// The layout of `rules`, its rules caption in `lang`.
    pub(crate) fn new(rules: &Rules, lang: Lang) -> VariantLayout {
        VariantLayout {
            scene: scene(rules, lang),
        }
    }

    /// Fits the picture and its caption into the box `(x, y, w, h)` (top-left origin),
    /// centred across.
    pub(crate) fn place(&self, (x, y, w, h): (f32, f32, f32, f32)) -> Placement {
        let n = self.scene.size.max(1) as f32;
        let [l, t, r, b] = self.scene.margin.map(|m| m as f32);
        let chars = (w / (CAPTION_SIZE * 0.5)).max(12.0) as usize;
        let caption: Vec<String> = self
            .scene
            .caption
            .iter()
            .flat_map(|(_, text)| wrap(text, chars))
            .collect();
        let caption_h = if caption.is_empty() {
            0.0
        } else {
            4.0 + caption.len() as f32 * CAPTION_LINE
        };
        let cell = (w / (n + l + r))
            .min((h - caption_h) / (n + t + b))
            .max(1.0);
        let left = x + (w - cell * (n + l + r)) / 2.0;
        Placement {
            cell,
            grid: (left + l * cell, y + t * cell),
            left,
            caption,
        }
    }
}

/// Draws `grid` (digits filled in `givens` bold) with the layout's rules at `at`, and the
/// rules caption under it; `h` is the page height.
pub(crate) fn draw_variant(
    c: &mut Content,
    layout: &VariantLayout,
    at: &Placement,
    (grid, givens): (&Grid, &Grid),
    h: f32,
) {
    let s = at.cell;
    let (gx, gy) = at.grid;
    let map = |p: Pt| (gx + p.0 as f32 * s, h - (gy + p.1 as f32 * s));
    c.save_state();
    for item in &layout.scene.items {
        shape(c, &item.shape, s, &map);
    }
    let n = layout.scene.size;
    if grid.shape().size() == n {
        draw_digits(c, grid, givens, (gx, gy, s), h);
    }
    c.restore_state();
    let mut y = gy + (n as f32 + layout.scene.margin[3] as f32) * s + 4.0;
    for line in &at.caption {
        y += CAPTION_LINE;
        text_at(c, REGULAR, CAPTION_SIZE, at.left, y - 2.0, h, line);
    }
}

fn rgb(color: Color) -> (f32, f32, f32) {
    let hex = color.trim_start_matches('#');
    let part = |k: usize| {
        hex.get(k..k + 2)
            .and_then(|p| u8::from_str_radix(p, 16).ok())
            .map_or(0.0, |v| f32::from(v) / 255.0)
    };
    (part(0), part(2), part(4))
}

/// Sets the stroke's colour, width, caps and dashes.
fn set_stroke(c: &mut Content, k: &Stroke, s: f32) {
    let (r, g, b) = rgb(k.color);
    c.set_stroke_rgb(r, g, b);
    c.set_line_width(k.width as f32 * s);
    if k.round {
        c.set_line_cap(LineCapStyle::RoundCap);
        c.set_line_join(LineJoinStyle::RoundJoin);
    } else {
        c.set_line_cap(LineCapStyle::ProjectingSquareCap);
        c.set_line_join(LineJoinStyle::MiterJoin);
    }
    match k.dash {
        Some((on, off)) => c.set_dash_pattern([on as f32 * s, off as f32 * s], 0.0),
        None => c.set_dash_pattern([], 0.0),
    };
}

/// Fills and strokes the path just built, as `fill` and `stroke` say.
fn paint(c: &mut Content, fill: Option<Color>, stroke: &Option<Stroke>, s: f32) {
    if let Some(f) = fill {
        let (r, g, b) = rgb(f);
        c.set_fill_rgb(r, g, b);
    }
    if let Some(k) = stroke {
        set_stroke(c, k, s);
    }
    match (fill.is_some(), stroke.is_some()) {
        (true, true) => c.fill_nonzero_and_stroke(),
        (true, false) => c.fill_nonzero(),
        (false, true) => c.stroke(),
        (false, false) => c.end_path(),
    };
}

/// A rounded rectangle (corner radius `rx`) or an ellipse-free circle, as Bézier curves, in
/// page coordinates: `(x, y)` is the bottom-left corner.
fn rounded(c: &mut Content, (x, y, w, h): (f32, f32, f32, f32), rx: f32) {
    const K: f32 = 0.552_284_8;
    let r = rx.min(w / 2.0).min(h / 2.0);
    let k = r * K;
    c.move_to(x + r, y);
    c.line_to(x + w - r, y);
    c.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    c.line_to(x + w, y + h - r);
    c.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    c.line_to(x + r, y + h);
    c.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    c.line_to(x, y + r);
    c.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    c.close_path();
}

/// Helvetica's advance width of `ch`, in thousandths of the font size, near enough to centre
/// the few labels a scene writes (digits, X, V).
fn advance(ch: char, bold: bool) -> f32 {
    match ch {
        '0'..='9' => 0.556,
        'X' | 'V' => 0.667,
        _ if bold => 0.611,
        _ => 0.556,
    }
}

fn shape(c: &mut Content, shape: &Shape, s: f32, map: &dyn Fn(Pt) -> (f32, f32)) {
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            rx,
            fill,
            stroke,
        } => {
            let (px, top) = map((*x, *y));
            let (w, h) = (*w as f32 * s, *h as f32 * s);
            let rect = (px, top - h, w, h);
            if *rx > 0.0 {
                rounded(c, rect, *rx as f32 * s);
            } else {
                c.rect(rect.0, rect.1, rect.2, rect.3);
            }
            paint(c, *fill, stroke, s);
        }
        Shape::Circle {
            c: centre,
            r,
            fill,
            stroke,
        } => {
            let (cx, cy) = map(*centre);
            let r = *r as f32 * s;
            rounded(c, (cx - r, cy - r, 2.0 * r, 2.0 * r), r);
            paint(c, *fill, stroke, s);
        }
        Shape::Path {
            parts,
            fill,
            stroke,
        } => {
            for part in parts {
                for (i, &p) in part.iter().enumerate() {
                    let (x, y) = map(p);
                    if i == 0 {
                        c.move_to(x, y);
                    } else {
                        c.line_to(x, y);
                    }
                }
                if fill.is_some() {
                    c.close_path();
                }
            }
            paint(c, *fill, stroke, s);
        }
        Shape::Text {
            at,
            size,
            text,
            anchor,
            fill,
            bold,
        } => {
            let size = *size as f32 * s;
            let (mut x, y) = map(*at);
            if *anchor == Anchor::Middle {
                let width: f32 = text.chars().map(|ch| advance(ch, *bold)).sum::<f32>() * size;
                x -= width / 2.0;
            }
            let (r, g, b) = rgb(fill);
            c.set_fill_rgb(r, g, b);
            let font = if *bold { BOLD } else { REGULAR };
            // `text_at` takes top-left coordinates: give it the page's own back.
            text_at(c, font, size, x, 0.0, y, text);
        }
    }
    c.set_dash_pattern([], 0.0);
    c.set_fill_gray(0.0);
}
