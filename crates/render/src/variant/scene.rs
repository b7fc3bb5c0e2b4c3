//! The drawing of a variant puzzle as plain shapes in cell units: `(0, 0)` is the grid's
//! top-left corner, one cell is 1 × 1, and outside clues sit at −1 or N. The SVG and PDF
//! writers turn the same list into their own commands, so both outputs draw every constraint
//! the same way.

/// A colour, `#rrggbb`.
pub(crate) type Color = &'static str;

/// A point, in cells.
pub(crate) type Pt = (f64, f64);

/// How a shape's outline is drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Stroke {
    pub color: Color,
    /// In cells.
    pub width: f64,
    /// Dash and gap lengths, in cells.
    pub dash: Option<(f64, f64)>,
    /// Round caps and joins (lines, thermometers), else square caps and mitred joins.
    pub round: bool,
}

impl Stroke {
    pub(crate) fn new(color: Color, width: f64) -> Stroke {
        Stroke {
            color,
            width,
            dash: None,
            round: false,
        }
    }

    pub(crate) fn round(mut self) -> Stroke {
        self.round = true;
        self
    }

    pub(crate) fn dashed(mut self, on: f64, off: f64) -> Stroke {
        self.dash = Some((on, off));
        self
    }
}

/// Where a text's `x` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    Start,
    Middle,
}

/// One shape.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Shape {
    /// A rectangle, with corners rounded by `rx` (a pill when `rx` is half its height).
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        rx: f64,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// A circle.
    Circle {
        c: Pt,
        r: f64,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// Polylines (one per inner list), each closed and filled when `fill` is set.
    Path {
        parts: Vec<Vec<Pt>>,
        fill: Option<Color>,
        stroke: Option<Stroke>,
    },
    /// A line of text whose baseline starts (or is centred) at `at`.
    Text {
        at: Pt,
        size: f64,
        text: String,
        anchor: Anchor,
        fill: Color,
        bold: bool,
    },
}

/// A shape and the rule it draws (the SVG's `class`: a constraint's kind name, `grid`,
/// `region-border`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Item {
    pub class: &'static str,
    pub shape: Shape,
}

/// The whole drawing: the shapes in painting order, the extent they need around the grid,
/// and the rules that have no picture, as short sentences.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Scene {
    /// N.
    pub size: usize,
    pub items: Vec<Item>,
    /// Cells of room needed left, above, right and below the grid (outside clues).
    pub margin: [f64; 4],
    /// The rules caption, one sentence per rule, and the kind each sentence stands for.
    pub caption: Vec<(&'static str, String)>,
}

impl Scene {
    pub(crate) fn push(&mut self, class: &'static str, shape: Shape) {
        self.items.push(Item { class, shape });
    }

    /// A line through `points`.
    pub(crate) fn line(&mut self, class: &'static str, points: Vec<Pt>, stroke: Stroke) {
        if points.len() < 2 {
            return;
        }
        self.push(
            class,
            Shape::Path {
                parts: vec![points],
                fill: None,
                stroke: Some(stroke),
            },
        );
    }

    /// A text at `at`.
    #[allow(clippy::too_many_arguments)] // Private helper; a struct would only rename them.
    pub(crate) fn text(
        &mut self,
        class: &'static str,
        at: Pt,
        size: f64,
        text: String,
        anchor: Anchor,
        fill: Color,
        bold: bool,
    ) {
        self.push(
            class,
            Shape::Text {
                at,
                size,
                text,
                anchor,
                fill,
                bold,
            },
        );
    }

    /// Text centred on `c` (vertically by the digits' height).
    pub(crate) fn centred(
        &mut self,
        class: &'static str,
        c: Pt,
        size: f64,
        text: String,
        fill: Color,
        bold: bool,
    ) {
        let at = (c.0, c.1 + size * 0.36);
        self.text(class, at, size, text, Anchor::Middle, fill, bold);
    }
}

/// Joins segments that continue one another on the same horizontal or vertical line, so a
/// dashed outline keeps one dash rhythm along a side.
pub(crate) fn merge_segments(segments: Vec<(Pt, Pt)>) -> Vec<Vec<Pt>> {
    const EPS: f64 = 1e-6;
    // (horizontal, fixed coordinate, from, to)
    let mut lines: Vec<(bool, f64, f64, f64)> = Vec::new();
    let mut other = Vec::new();
    for (a, b) in segments {
        if (a.1 - b.1).abs() < EPS {
            lines.push((true, a.1, a.0.min(b.0), a.0.max(b.0)));
        } else if (a.0 - b.0).abs() < EPS {
            lines.push((false, a.0, a.1.min(b.1), a.1.max(b.1)));
        } else {
            other.push(vec![a, b]);
        }
    }
    lines.sort_by(|p, q| {
        (p.0, p.1, p.2)
            .partial_cmp(&(q.0, q.1, q.2))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let mut merged: Vec<(bool, f64, f64, f64)> = Vec::new();
    for l in lines {
        match merged.last_mut() {
            Some(m) if m.0 == l.0 && (m.1 - l.1).abs() < EPS && l.2 <= m.3 + EPS => {
                m.3 = m.3.max(l.3);
            }
            _ => merged.push(l),
        }
    }
    let mut out: Vec<Vec<Pt>> = merged
        .into_iter()
        .map(|(h, at, from, to)| {
            if h {
                vec![(from, at), (to, at)]
            } else {
                vec![(at, from), (at, to)]
            }
        })
        .collect();
    out.extend(other);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_segments_merge() {
        let parts = merge_segments(vec![
            ((1.0, 0.0), (2.0, 0.0)),
            ((0.0, 0.0), (1.0, 0.0)),
            ((3.0, 0.0), (4.0, 0.0)),
            ((0.0, 0.0), (0.0, 1.0)),
        ]);
        assert_eq!(parts.len(), 3, "{parts:?}");
        assert!(parts.contains(&vec![(0.0, 0.0), (2.0, 0.0)]));
    }
}
