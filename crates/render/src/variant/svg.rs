//! The SVG of a variant puzzle: the scene in pixels, the digits as the classic board draws
//! them, and the rules caption under the grid.

use std::fmt::Write as _;

use sudoku_engine::variant::Rules;
use sudoku_engine::{Cell, Digit, Grid};

use super::draw::{scene, THICK};
use super::scene::{Anchor, Pt, Shape, Stroke};
use super::wrap;
use crate::svg::{big_digit, num, FILLED_FILL, FONT, GIVEN_FILL};
use crate::SvgOptions;

/// Draws `grid` under `rules` as a standalone SVG document: the regions (a jigsaw's thick
/// borders replace the boxes'), every constraint as setters draw it, the numbers outside the
/// grid in a margin, and the rules that have no picture (anti-knight, non-consecutive, the
/// negative rules, ...) as a caption under the grid.
///
/// Each drawn element has the constraint's kind name as its `class` (`killer`,
/// `thermometer`, ...), a caption line `caption KIND`; digits are drawn as [`svg`](crate::svg)
/// draws them, with [`SvgOptions::cell_size`] and [`SvgOptions::givens`] (pencil marks,
/// highlights and conflicts are not drawn on variant pictures); the caption is in
/// [`SvgOptions::lang`]. A grid of another size than the rules is drawn without its digits.
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::VariantPuzzle;
/// use sudoku_render::{variant_svg, SvgOptions};
///
/// let puzzle = VariantPuzzle::from_json(r#"{
///     "size": 4,
///     "givens": "1...............",
///     "constraints": [
///         {"type": "killer", "cells": ["r1c2", "r1c3"], "sum": 7},
///         {"type": "anti-king"}
///     ]
/// }"#).unwrap();
/// let picture = variant_svg(puzzle.givens(), puzzle.rules(), &SvgOptions::default());
/// assert!(picture.contains(">7</text>"));
/// assert!(picture.contains("class=\"caption anti-king\""));
/// ```
pub fn variant_svg(grid: &Grid, rules: &Rules, options: &SvgOptions) -> String {
    picture(grid, rules, options, true).svg
}

/// A variant picture for drawing over a board of one's own (the web page's): the SVG, where
/// its grid lies in it, and the rules caption as sentences instead of text under the grid.
#[derive(Clone, Debug, PartialEq)]
pub struct VariantPicture {
    /// The SVG document, as [`variant_svg`] draws it but without the caption.
    pub svg: String,
    /// The picture's width and height, in its user units.
    pub width: f64,
    /// See [`VariantPicture::width`].
    pub height: f64,
    /// The grid's left and top edges in the picture, and its side, in user units: the
    /// picture's margins hold the padding and the numbers outside the grid.
    pub grid_x: f64,
    /// See [`VariantPicture::grid_x`].
    pub grid_y: f64,
    /// See [`VariantPicture::grid_x`].
    pub grid_side: f64,
    /// The rules caption, one sentence per rule that the picture does not show by itself.
    pub caption: Vec<String>,
}

/// Draws `grid` under `rules` as [`variant_svg`] does, leaving the caption out of the picture
/// and giving it, with the grid's place in the picture, alongside.
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::VariantPuzzle;
/// use sudoku_render::{variant_picture, SvgOptions};
///
/// let puzzle = VariantPuzzle::from_json(
///     r#"{"size": 4, "constraints": [{"type": "anti-king"}]}"#,
/// ).unwrap();
/// let picture = variant_picture(puzzle.givens(), puzzle.rules(), &SvgOptions::default());
/// assert!(!picture.svg.contains("caption"));
/// assert!(picture.caption[0].starts_with("Anti-king"));
/// assert_eq!(picture.grid_side, 4.0 * 48.0);
/// assert!(picture.grid_x > 0.0 && picture.grid_x + picture.grid_side < picture.width);
/// ```
pub fn variant_picture(grid: &Grid, rules: &Rules, options: &SvgOptions) -> VariantPicture {
    picture(grid, rules, options, false)
}

fn picture(grid: &Grid, rules: &Rules, options: &SvgOptions, captioned: bool) -> VariantPicture {
    let scene = scene(rules, options.lang);
    let n = scene.size;
    let s = f64::from(options.cell_size.max(8));
    let pad = (s * THICK).max(1.5);
    let [left, top, right, bottom] = scene.margin;
    let grid_w = n as f64 * s;
    let x0 = pad + left * s;
    let y0 = pad + top * s;
    let width = grid_w + (left + right) * s + 2.0 * pad;

    let caption_size = s * 0.34;
    let line_height = caption_size * 1.3;
    let chars = ((grid_w + (left + right) * s) / (caption_size * 0.56)).max(12.0) as usize;
    let caption: Vec<String> = scene.caption.iter().map(|(_, t)| t.clone()).collect();
    let lines: Vec<(&str, String)> = scene
        .caption
        .iter()
        .filter(|_| captioned)
        .flat_map(|(class, text)| wrap(text, chars).into_iter().map(move |l| (*class, l)))
        .collect();
    let caption_h = if lines.is_empty() {
        0.0
    } else {
        s * 0.25 + lines.len() as f64 * line_height
    };
    let height = (n as f64 + top + bottom) * s + 2.0 * pad + caption_h;

    let mut out = String::with_capacity(1024 + n * n * 160);
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" \
         height=\"{h}\" role=\"img\" aria-label=\"{n}x{n} variant Sudoku grid\">",
        w = num(width),
        h = num(height)
    );
    let _ = writeln!(
        out,
        "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
        num(width),
        num(height)
    );
    let at = |p: Pt| (num(x0 + p.0 * s), num(y0 + p.1 * s));
    for item in &scene.items {
        shape(&mut out, item.class, &item.shape, s, &at);
    }

    // The digits, as the classic board draws them.
    if grid.shape().size() == n {
        let givens = options
            .givens
            .as_ref()
            .filter(|g| g.shape() == grid.shape())
            .map(Grid::values);
        for (i, &v) in grid.values().iter().enumerate() {
            let (Some(cell), Some(digit)) = (Cell::from_index(grid.shape(), i), Digit::new(v))
            else {
                continue;
            };
            let given = givens.is_none_or(|g| g.get(i).is_some_and(|&x| x != 0));
            let (class, fill, weight) = if given {
                ("given", GIVEN_FILL, "bold")
            } else {
                ("filled", FILLED_FILL, "normal")
            };
            let origin = (x0 + cell.col() as f64 * s, y0 + cell.row() as f64 * s);
            big_digit(&mut out, n > 9, origin, s, digit, class, fill, weight);
        }
    }

    let mut y = y0 + (n as f64 + bottom) * s + s * 0.25;
    for (class, line) in &lines {
        y += line_height;
        let _ = writeln!(
            out,
            "<text class=\"caption {class}\" x=\"{}\" y=\"{}\" font-family=\"{FONT}\" \
             font-size=\"{}\" fill=\"#222222\">{}</text>",
            num(pad),
            num(y - line_height * 0.25),
            num(caption_size),
            escape(line)
        );
    }
    out.push_str("</svg>\n");
    VariantPicture {
        svg: out,
        width,
        height,
        grid_x: x0,
        grid_y: y0,
        grid_side: grid_w,
        caption,
    }
}

/// Writes one shape, its coordinates through `at` and its lengths times `s`.
fn shape(
    out: &mut String,
    class: &str,
    shape: &Shape,
    s: f64,
    at: &dyn Fn(Pt) -> (String, String),
) {
    let paint = |fill: &Option<&str>, stroke: &Option<Stroke>| {
        let mut t = format!(" fill=\"{}\"", fill.unwrap_or("none"));
        if let Some(k) = stroke {
            let _ = write!(
                t,
                " stroke=\"{}\" stroke-width=\"{}\"",
                k.color,
                num(k.width * s)
            );
            if k.round {
                t.push_str(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
            } else {
                t.push_str(" stroke-linecap=\"square\"");
            }
            if let Some((on, off)) = k.dash {
                let _ = write!(t, " stroke-dasharray=\"{} {}\"", num(on * s), num(off * s));
            }
        }
        t
    };
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
            let (px, py) = at((*x, *y));
            let round = if *rx > 0.0 {
                format!(" rx=\"{}\"", num(rx * s))
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "<rect class=\"{class}\" x=\"{px}\" y=\"{py}\" width=\"{}\" height=\"{}\"{round}{}/>",
                num(w * s),
                num(h * s),
                paint(fill, stroke)
            );
        }
        Shape::Circle { c, r, fill, stroke } => {
            let (cx, cy) = at(*c);
            let _ = writeln!(
                out,
                "<circle class=\"{class}\" cx=\"{cx}\" cy=\"{cy}\" r=\"{}\"{}/>",
                num(r * s),
                paint(fill, stroke)
            );
        }
        Shape::Path {
            parts,
            fill,
            stroke,
        } => {
            let mut d = String::new();
            for part in parts {
                for (i, &p) in part.iter().enumerate() {
                    let (x, y) = at(p);
                    let _ = write!(d, "{}{x} {y}", if i == 0 { 'M' } else { 'L' });
                }
                if fill.is_some() {
                    d.push('Z');
                }
            }
            let _ = writeln!(
                out,
                "<path class=\"{class}\" d=\"{d}\"{}/>",
                paint(fill, stroke)
            );
        }
        Shape::Text {
            at: p,
            size,
            text,
            anchor,
            fill,
            bold,
        } => {
            let (x, y) = at(*p);
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
            };
            let weight = if *bold { " font-weight=\"bold\"" } else { "" };
            let _ = writeln!(
                out,
                "<text class=\"{class}\" x=\"{x}\" y=\"{y}\" font-family=\"{FONT}\" \
                 font-size=\"{}\"{weight} fill=\"{fill}\" text-anchor=\"{anchor}\">{}</text>",
                num(size * s),
                escape(text)
            );
        }
    }
}

/// `text` with the characters XML reserves escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}
