//! Each constraint as setters draw it (the f-puzzles and SudokuPad conventions), as shapes of
//! a [`Scene`]: the grid and its regions, then shading, lines, cages, marks on edges and
//! corners, and the numbers outside the grid. The rules with no picture of their own (anti-knight,
//! non-consecutive, the negative rules...) become sentences of the rules caption.
//!
//! The rules come validated ([`Rules::new`] checks that every cell is on the grid and every
//! clue just outside it), but nothing here relies on it: a place off the grid is drawn where
//! it would be, and a cage cell off the grid is left out of the outline, never a panic.

use sudoku_engine::variant::{Constraint, DiagonalDirection, IndexerAxis, Place, Rules};
use sudoku_i18n::{tr_lang, Lang};

use super::scene::{merge_segments, Anchor, Color, Pt, Scene, Shape, Stroke};

/// The thin lines between cells, as in the classic picture (1 px at 48 px cells).
const THIN: f64 = 1.0 / 48.0;
/// The thick lines around regions and the grid, as in the classic picture.
pub(crate) const THICK: f64 = 1.0 / 16.0;
const THIN_COLOR: Color = "#9a9a9a";
const INK: Color = "#000000";
const WHITE: Color = "#ffffff";
const SHADE: Color = "#dcdcdc";
const MARK_GREY: Color = "#c4c4c4";
const THERMO: Color = "#c8c8c8";
const ARROW: Color = "#8a8a8a";
/// The width of the coloured lines (whispers, renban, ...).
const LINE: f64 = 0.2;
/// How far inside its cells a killer cage's outline runs.
const CAGE_INSET: f64 = 0.09;
/// The colours given to clones, in turn.
const CLONE_TINTS: [Color; 4] = ["#fbe1ad", "#cce7f7", "#d5f0cb", "#f1d3ec"];

/// The scene of a grid of `rules`, its rules caption in `lang`.
pub(crate) fn scene(rules: &Rules, lang: Lang) -> Scene {
    let n = rules.size();
    let mut s = Scene {
        size: n,
        ..Scene::default()
    };
    let constraints = rules.constraints();
    // Painting order: shading under the grid lines, then lines, cages, marks and numbers.
    for (k, c) in constraints.iter().enumerate() {
        shading(&mut s, n, k, c);
    }
    for c in constraints {
        parity(&mut s, c);
    }
    grid(&mut s, rules);
    let layers: [fn(&mut Scene, usize, usize, &Constraint); 3] = [lines, cages, marks];
    for layer in layers {
        for (k, c) in constraints.iter().enumerate() {
            layer(&mut s, n, k, c);
        }
    }
    for c in constraints {
        outside(&mut s, n, c);
        caption(&mut s, n, c, lang);
    }
    s
}

/// The centre of the cell (or outside place) `p`.
fn centre(p: Place) -> Pt {
    (f64::from(p.col) - 0.5, f64::from(p.row) - 0.5)
}

fn mid(a: Pt, b: Pt) -> Pt {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// The unit vector from `a` towards `b` (zero when they meet).
fn unit(a: Pt, b: Pt) -> Pt {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1e-9 {
        (0.0, 0.0)
    } else {
        (dx / len, dy / len)
    }
}

fn add(a: Pt, d: Pt, k: f64) -> Pt {
    (a.0 + d.0 * k, a.1 + d.1 * k)
}

/// A chevron whose tip is `at + d·half` and whose arms open back along `d`.
fn chevron(at: Pt, d: Pt, half: f64, spread: f64) -> Vec<Pt> {
    let perp = (-d.1, d.0);
    let tip = add(at, d, half);
    let back = add(at, d, -half);
    vec![add(back, perp, spread), tip, add(back, perp, -spread)]
}

fn cell_rect(s: &mut Scene, class: &'static str, p: Place, fill: Color) {
    s.push(
        class,
        Shape::Rect {
            x: f64::from(p.col) - 1.0,
            y: f64::from(p.row) - 1.0,
            w: 1.0,
            h: 1.0,
            rx: 0.0,
            fill: Some(fill),
            stroke: None,
        },
    );
}

/// Thin lines between every cell, thick lines between regions (the boxes, or a jigsaw's
/// regions in their place) and around the grid.
fn grid(s: &mut Scene, rules: &Rules) {
    let n = rules.size();
    let nf = n as f64;
    let thin: Vec<Vec<Pt>> = (1..n)
        .flat_map(|i| {
            let at = i as f64;
            [vec![(at, 0.0), (at, nf)], vec![(0.0, at), (nf, at)]]
        })
        .collect();
    if !thin.is_empty() {
        s.push(
            "grid",
            Shape::Path {
                parts: thin,
                fill: None,
                stroke: Some(Stroke::new(THIN_COLOR, THIN)),
            },
        );
    }
    let regions = rules.geometry().regions();
    let region = |r: usize, c: usize| regions.get(r * n + c).copied();
    let mut edges = Vec::new();
    for r in 0..n {
        for c in 0..n {
            let (x, y) = (c as f64, r as f64);
            if c + 1 < n && region(r, c) != region(r, c + 1) {
                edges.push(((x + 1.0, y), (x + 1.0, y + 1.0)));
            }
            if r + 1 < n && region(r, c) != region(r + 1, c) {
                edges.push(((x, y + 1.0), (x + 1.0, y + 1.0)));
            }
        }
    }
    if !edges.is_empty() {
        s.push(
            "region-border",
            Shape::Path {
                parts: merge_segments(edges),
                fill: None,
                stroke: Some(Stroke::new(INK, THICK)),
            },
        );
    }
    s.push(
        "grid",
        Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: nf,
            h: nf,
            rx: 0.0,
            fill: None,
            stroke: Some(Stroke::new(INK, THICK)),
        },
    );
}

/// Cells shaded under the grid lines: extra regions, clones, indexers, minimum and maximum
/// cells.
fn shading(s: &mut Scene, _n: usize, k: usize, c: &Constraint) {
    let class = c.kind_name();
    match c {
        Constraint::ExtraRegion(e) => {
            for &p in &e.cells {
                cell_rect(s, class, p, SHADE);
            }
        }
        Constraint::Clone(e) => {
            let tint = CLONE_TINTS[k % CLONE_TINTS.len()];
            for &p in e.cells.iter().chain(&e.clone) {
                cell_rect(s, class, p, tint);
            }
        }
        Constraint::Indexer(e) => {
            let tint = match e.axis {
                IndexerAxis::Column => "#f6c9c9",
                IndexerAxis::Row => "#c9d6f6",
                _ => "#d2eec6",
            };
            for &p in &e.cells {
                cell_rect(s, class, p, tint);
            }
        }
        Constraint::Minimum(e) => cell_rect(s, class, e.cell, "#ececec"),
        Constraint::Maximum(e) => cell_rect(s, class, e.cell, "#ececec"),
        _ => {}
    }
}

/// Odd cells' grey circles and even cells' grey squares, over any shaded cell.
fn parity(s: &mut Scene, c: &Constraint) {
    let class = c.kind_name();
    match c {
        Constraint::Odd(e) => s.push(
            class,
            Shape::Circle {
                c: centre(e.cell),
                r: 0.36,
                fill: Some(MARK_GREY),
                stroke: None,
            },
        ),
        Constraint::Even(e) => {
            let (x, y) = centre(e.cell);
            s.push(
                class,
                Shape::Rect {
                    x: x - 0.35,
                    y: y - 0.35,
                    w: 0.7,
                    h: 0.7,
                    rx: 0.0,
                    fill: Some(MARK_GREY),
                    stroke: None,
                },
            );
        }
        _ => {}
    }
}

/// Diagonals, thermometers, arrows and the coloured lines.
fn lines(s: &mut Scene, n: usize, _k: usize, c: &Constraint) {
    let class = c.kind_name();
    let path = |cells: &[Place]| cells.iter().map(|&p| centre(p)).collect::<Vec<Pt>>();
    let coloured = |s: &mut Scene, cells: &[Place], color: Color| {
        s.line(class, path(cells), Stroke::new(color, LINE).round());
    };
    match c {
        Constraint::Diagonal(d) => {
            let nf = n as f64;
            let ends = match d.direction {
                DiagonalDirection::Main => vec![(0.0, 0.0), (nf, nf)],
                _ => vec![(0.0, nf), (nf, 0.0)],
            };
            s.line(class, ends, Stroke::new("#8fb3e3", 0.05));
        }
        Constraint::Thermometer(t) => {
            let Some(&bulb) = t.cells.first() else {
                return;
            };
            s.line(class, path(&t.cells), Stroke::new(THERMO, 0.3).round());
            // A slow thermometer has a hollow bulb (and the caption says what it means).
            let fill = if t.slow { WHITE } else { THERMO };
            s.push(
                class,
                Shape::Circle {
                    c: centre(bulb),
                    r: 0.37,
                    fill: Some(fill),
                    stroke: t.slow.then(|| Stroke::new(THERMO, 0.1)),
                },
            );
        }
        Constraint::Arrow(a) => arrow(s, class, &a.circle, &a.shafts),
        Constraint::Whispers(l) => coloured(s, &l.cells, "#57c657"),
        Constraint::Renban(l) => coloured(s, &l.cells, "#d77fe6"),
        Constraint::Palindrome(l) => coloured(s, &l.cells, "#b3b3b3"),
        Constraint::RegionSum(l) => coloured(s, &l.cells, "#3d7fdc"),
        Constraint::Entropic(l) => coloured(s, &l.cells, "#f39b36"),
        Constraint::Modular(l) => coloured(s, &l.cells, "#21a396"),
        Constraint::Zipper(l) => coloured(s, &l.cells, "#b8a2e6"),
        Constraint::Between(l) => {
            coloured(s, &l.cells, "#a8cdf4");
            let ends = [l.cells.first(), l.cells.last()];
            for &p in ends.iter().flatten() {
                s.push(
                    class,
                    Shape::Circle {
                        c: centre(*p),
                        r: 0.38,
                        fill: Some(WHITE),
                        stroke: Some(Stroke::new(ARROW, 0.045)),
                    },
                );
            }
        }
        _ => {}
    }
}

/// An arrow: its circle (a pill around circle cells in a straight run), and each shaft from
/// the circle's edge through its cells to an arrowhead.
fn arrow(s: &mut Scene, class: &'static str, circle: &[Place], shafts: &[Vec<Place>]) {
    const R: f64 = 0.4;
    let stroke = || Stroke::new(ARROW, 0.05).round();
    for shaft in shafts {
        let Some(&first) = shaft.first() else {
            continue;
        };
        let f = centre(first);
        let near = circle
            .iter()
            .map(|&p| centre(p))
            .min_by(|a, b| {
                let da = (a.0 - f.0).powi(2) + (a.1 - f.1).powi(2);
                let db = (b.0 - f.0).powi(2) + (b.1 - f.1).powi(2);
                da.partial_cmp(&db).unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(f);
        let mut points = vec![add(near, unit(near, f), R)];
        points.extend(shaft.iter().map(|&p| centre(p)));
        let m = points.len();
        let head = unit(points[m - 2], points[m - 1]);
        s.line(class, points.clone(), stroke());
        if head != (0.0, 0.0) {
            let tip = points[m - 1];
            let back = add(tip, head, -0.22);
            let perp = (-head.1, head.0);
            s.line(
                class,
                vec![add(back, perp, 0.16), tip, add(back, perp, -0.16)],
                stroke(),
            );
        }
    }
    let rows: Vec<u8> = circle.iter().map(|p| p.row).collect();
    let cols: Vec<u8> = circle.iter().map(|p| p.col).collect();
    let (Some(&r0), Some(&r1), Some(&c0), Some(&c1)) = (
        rows.iter().min(),
        rows.iter().max(),
        cols.iter().min(),
        cols.iter().max(),
    ) else {
        return;
    };
    let span = (usize::from(r1 - r0) + 1) * (usize::from(c1 - c0) + 1);
    let straight = (r0 == r1 || c0 == c1) && span == circle.len();
    if straight {
        let inset = 0.5 - R;
        s.push(
            class,
            Shape::Rect {
                x: f64::from(c0) - 1.0 + inset,
                y: f64::from(r0) - 1.0 + inset,
                w: f64::from(c1 - c0) + 1.0 - 2.0 * inset,
                h: f64::from(r1 - r0) + 1.0 - 2.0 * inset,
                rx: R,
                fill: Some(WHITE),
                stroke: Some(stroke()),
            },
        );
    } else {
        // A circle that bends: one circle per cell.
        for &p in circle {
            s.push(
                class,
                Shape::Circle {
                    c: centre(p),
                    r: R,
                    fill: Some(WHITE),
                    stroke: Some(stroke()),
                },
            );
        }
    }
}

/// Killer cages: a dashed outline inside the cage's cells, the total in its top-left cell.
fn cages(s: &mut Scene, n: usize, _k: usize, c: &Constraint) {
    let Constraint::Killer(cage) = c else {
        return;
    };
    let cells: Vec<(usize, usize)> = cage
        .cells
        .iter()
        .filter_map(|p| p.index(n))
        .map(|i| (i / n, i % n))
        .collect();
    let Some(&(top_r, top_c)) = cells.iter().min() else {
        return;
    };
    let has = |r: isize, c: isize| r >= 0 && c >= 0 && cells.contains(&(r as usize, c as usize));
    let d = CAGE_INSET;
    let mut segs: Vec<(Pt, Pt)> = Vec::new();
    for &(r, c) in &cells {
        let (ri, ci) = (r as isize, c as isize);
        let (x, y) = (c as f64, r as f64);
        // Where a side's inset line starts or ends along the side: inset at an outer corner,
        // at the cell's edge where the cage goes on straight, past it at an inner corner.
        let reach = |along: bool, diagonal: bool, at: f64, dir: f64| {
            if !along {
                at + dir * d
            } else if diagonal {
                at - dir * d
            } else {
                at
            }
        };
        if !has(ri - 1, ci) {
            let x0 = reach(has(ri, ci - 1), has(ri - 1, ci - 1), x, 1.0);
            let x1 = reach(has(ri, ci + 1), has(ri - 1, ci + 1), x + 1.0, -1.0);
            segs.push(((x0, y + d), (x1, y + d)));
        }
        if !has(ri + 1, ci) {
            let x0 = reach(has(ri, ci - 1), has(ri + 1, ci - 1), x, 1.0);
            let x1 = reach(has(ri, ci + 1), has(ri + 1, ci + 1), x + 1.0, -1.0);
            segs.push(((x0, y + 1.0 - d), (x1, y + 1.0 - d)));
        }
        if !has(ri, ci - 1) {
            let y0 = reach(has(ri - 1, ci), has(ri - 1, ci - 1), y, 1.0);
            let y1 = reach(has(ri + 1, ci), has(ri + 1, ci - 1), y + 1.0, -1.0);
            segs.push(((x + d, y0), (x + d, y1)));
        }
        if !has(ri, ci + 1) {
            let y0 = reach(has(ri - 1, ci), has(ri - 1, ci + 1), y, 1.0);
            let y1 = reach(has(ri + 1, ci), has(ri + 1, ci + 1), y + 1.0, -1.0);
            segs.push(((x + 1.0 - d, y0), (x + 1.0 - d, y1)));
        }
    }
    s.push(
        "killer",
        Shape::Path {
            parts: merge_segments(segs),
            fill: None,
            stroke: Some(Stroke::new(INK, 0.025).dashed(0.08, 0.06)),
        },
    );
    if let Some(total) = cage.sum {
        let label = total.to_string();
        let size = if n > 9 { 0.24 } else { 0.26 };
        let (x, y) = (top_c as f64, top_r as f64);
        // A white patch behind the total, so the dashes do not run through it.
        s.push(
            "killer",
            Shape::Rect {
                x: x + 0.025,
                y: y + 0.025,
                w: label.len() as f64 * 0.556 * size + 0.07,
                h: size * 0.72 + 0.07,
                rx: 0.0,
                fill: Some(WHITE),
                stroke: None,
            },
        );
        s.text(
            "killer",
            (x + 0.06, y + 0.06 + size * 0.72),
            size,
            label,
            Anchor::Start,
            INK,
            false,
        );
    }
}

/// Marks on edges and corners: kropki dots, X and V, greater-than signs, minimum and maximum
/// chevrons, quadruple circles.
fn marks(s: &mut Scene, n: usize, _k: usize, c: &Constraint) {
    let class = c.kind_name();
    let on_edge = |cells: &[Place; 2]| mid(centre(cells[0]), centre(cells[1]));
    match c {
        Constraint::Difference(dot) => {
            let label = dot.value.filter(|&v| v != 1).map(|v| v.to_string());
            kropki(s, class, on_edge(&dot.cells), WHITE, INK, label);
        }
        Constraint::Ratio(dot) => {
            let label = dot.value.filter(|&v| v != 2).map(|v| v.to_string());
            kropki(s, class, on_edge(&dot.cells), INK, WHITE, label);
        }
        Constraint::Xv(xv) => {
            let label = match xv.sum {
                10 => "X".to_string(),
                5 => "V".to_string(),
                other => other.to_string(),
            };
            s.centred(class, on_edge(&xv.cells), 0.38, label, INK, true);
        }
        Constraint::GreaterThan(g) => {
            let (a, b) = (centre(g.cells[0]), centre(g.cells[1]));
            // The tip points at the smaller digit, as in "a > b".
            let points = chevron(mid(a, b), unit(a, b), 0.07, 0.12);
            s.line(class, points, Stroke::new("#333333", 0.045).round());
        }
        Constraint::Minimum(m) => extreme(s, class, m.cell, -1.0),
        Constraint::Maximum(m) => extreme(s, class, m.cell, 1.0),
        Constraint::Quadruple(q) => quadruple(s, n, class, &q.cells, &q.digits),
        _ => {}
    }
}

/// A kropki dot at `at`, with its value when it is not the default.
fn kropki(
    s: &mut Scene,
    class: &'static str,
    at: Pt,
    fill: Color,
    ink: Color,
    label: Option<String>,
) {
    let r = if label.is_some() { 0.16 } else { 0.12 };
    s.push(
        class,
        Shape::Circle {
            c: at,
            r,
            fill: Some(fill),
            stroke: Some(Stroke::new(INK, 0.03)),
        },
    );
    if let Some(label) = label {
        let size = if label.len() > 1 { 0.15 } else { 0.2 };
        s.centred(class, at, size, label, ink, true);
    }
}

/// Four chevrons in the cell: pointing out of it for a maximum (`out` 1), into it for a
/// minimum (`out` −1).
fn extreme(s: &mut Scene, class: &'static str, cell: Place, out: f64) {
    let c = centre(cell);
    for d in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
        let at = add(c, d, 0.39);
        let points = chevron(at, (d.0 * out, d.1 * out), 0.05, 0.13);
        s.line(class, points, Stroke::new("#666666", 0.04).round());
    }
}

/// A quadruple: a white circle on the corner the cells share, with the digits inside.
fn quadruple(s: &mut Scene, n: usize, class: &'static str, cells: &[Place], digits: &[u8]) {
    if cells.is_empty() {
        return;
    }
    let k = cells.len() as f64;
    let (sx, sy) = cells
        .iter()
        .map(|&p| centre(p))
        .fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    let nf = n as f64;
    let at = (
        (sx / k).round().clamp(0.0, nf),
        (sy / k).round().clamp(0.0, nf),
    );
    s.push(
        class,
        Shape::Circle {
            c: at,
            r: 0.27,
            fill: Some(WHITE),
            stroke: Some(Stroke::new(INK, 0.025)),
        },
    );
    let wide = n > 9;
    let rows: Vec<&[u8]> = if digits.len() <= 2 {
        vec![digits]
    } else {
        digits.chunks(2).collect()
    };
    let size = match (rows.len(), wide) {
        (1, false) => 0.22,
        (1, true) | (_, false) => 0.18,
        _ => 0.14,
    };
    let dy = if rows.len() > 1 { 0.1 } else { 0.0 };
    for (i, row) in rows.iter().enumerate() {
        let y = at.1 + if i == 0 { -dy } else { dy };
        let step = size * if wide { 1.5 } else { 0.9 };
        for (j, d) in row.iter().enumerate() {
            let x = at.0
                + if row.len() == 1 {
                    0.0
                } else {
                    (j as f64 - 0.5) * step
                };
            s.centred(class, (x, y), size, d.to_string(), INK, false);
        }
    }
}

/// The side of the grid an outside place is on, as `[left, top, right, bottom]` room needed.
fn room(n: usize, p: Place) -> [bool; 4] {
    let (r, c) = (usize::from(p.row), usize::from(p.col));
    [c == 0, r == 0, c == n + 1, r == n + 1]
}

/// The numbers outside the grid: little killers (with their diagonal arrow), sandwiches,
/// X-sums and skyscrapers.
fn outside(s: &mut Scene, n: usize, c: &Constraint) {
    let class = c.kind_name();
    let (clue, label) = match c {
        Constraint::LittleKiller(l) => (l.clue, l.sum),
        Constraint::Sandwich(x) => (x.clue, x.sum),
        Constraint::XSum(x) => (x.clue, x.sum),
        Constraint::Skyscraper(x) => (x.clue, x.count),
        _ => return,
    };
    for (m, need) in s.margin.iter_mut().zip(room(n, clue)) {
        if need {
            *m = 1.0;
        }
    }
    let at = centre(clue);
    let label = label.to_string();
    if let Constraint::LittleKiller(l) = c {
        let (dr, dc) = l.direction.step();
        let d = (f64::from(dc), f64::from(dr));
        s.centred(class, add(at, d, -0.13), 0.32, label, INK, false);
        let from = add(at, d, 0.14);
        let tip = add(at, d, 0.42);
        let stroke = Stroke::new(INK, 0.03).round();
        s.line(class, vec![from, tip], stroke.clone());
        let back = add(tip, unit(from, tip), -0.1);
        let dir = unit(from, tip);
        let perp = (-dir.1, dir.0);
        s.line(
            class,
            vec![add(back, perp, 0.07), tip, add(back, perp, -0.07)],
            stroke,
        );
    } else {
        let size = if label.len() > 2 { 0.4 } else { 0.5 };
        s.centred(class, at, size, label, INK, false);
    }
}

/// The sentence of the rules caption for the rules with no picture, and for the pictures that
/// need a word (numbers outside the grid, slow thermometers, indexing cells, lines with other
/// than their usual value), in `lang` (the `caption-*` messages of the i18n crate).
fn caption(s: &mut Scene, n: usize, c: &Constraint, lang: Lang) {
    let class = c.kind_name();
    let text: Option<String> = match c {
        Constraint::AntiKnight(_) => Some(tr_lang!(lang, "caption-anti-knight")),
        Constraint::AntiKing(_) => Some(tr_lang!(lang, "caption-anti-king")),
        Constraint::NonConsecutive(_) => Some(tr_lang!(lang, "caption-non-consecutive")),
        Constraint::DisjointGroups(_) => Some(tr_lang!(lang, "caption-disjoint-groups")),
        Constraint::NoDifference(x) => Some(match x.value.unwrap_or(1) {
            1 => tr_lang!(lang, "caption-no-difference-consecutive"),
            v => tr_lang!(lang, "caption-no-difference", value = v),
        }),
        Constraint::NoRatio(x) => Some(match x.value.unwrap_or(2) {
            2 => tr_lang!(lang, "caption-no-ratio-double"),
            v => tr_lang!(lang, "caption-no-ratio", value = v),
        }),
        Constraint::NoXv(_) => Some(tr_lang!(lang, "caption-no-xv")),
        Constraint::Sandwich(_) => Some(tr_lang!(lang, "caption-sandwich", n = n)),
        Constraint::XSum(_) => Some(tr_lang!(lang, "caption-x-sum")),
        Constraint::Skyscraper(_) => Some(tr_lang!(lang, "caption-skyscraper")),
        Constraint::Thermometer(t) if t.slow => Some(tr_lang!(lang, "caption-slow-thermometer")),
        Constraint::Indexer(x) => Some(match x.axis {
            IndexerAxis::Column => tr_lang!(lang, "caption-indexer-column"),
            IndexerAxis::Row => tr_lang!(lang, "caption-indexer-row"),
            _ => tr_lang!(lang, "caption-indexer-box"),
        }),
        Constraint::Whispers(w) => w
            .difference
            .filter(|&d| d as usize != n.div_ceil(2))
            .map(|d| tr_lang!(lang, "caption-whispers", difference = d)),
        Constraint::Modular(m) => m
            .modulus
            .filter(|&v| v != 3)
            .map(|v| tr_lang!(lang, "caption-modular", modulus = v)),
        Constraint::Clone(_) => Some(tr_lang!(lang, "caption-clone")),
        Constraint::Killer(_)
        | Constraint::Diagonal(_)
        | Constraint::ExtraRegion(_)
        | Constraint::LittleKiller(_)
        | Constraint::Arrow(_)
        | Constraint::Thermometer(_)
        | Constraint::Palindrome(_)
        | Constraint::Renban(_)
        | Constraint::Between(_)
        | Constraint::RegionSum(_)
        | Constraint::Entropic(_)
        | Constraint::Zipper(_)
        | Constraint::Difference(_)
        | Constraint::Ratio(_)
        | Constraint::Xv(_)
        | Constraint::GreaterThan(_)
        | Constraint::Odd(_)
        | Constraint::Even(_)
        | Constraint::Minimum(_)
        | Constraint::Maximum(_)
        | Constraint::Quadruple(_) => None,
        // A kind this crate does not know yet is named, never dropped.
        _ => Some(tr_lang!(lang, "caption-not-drawn", kind = class)),
    };
    if let Some(text) = text {
        if !s.caption.iter().any(|(_, t)| *t == text) {
            s.caption.push((class, text));
        }
    }
}
