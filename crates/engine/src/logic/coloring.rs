//! Colouring, 9×9: Simple Colors (trap and wrap) and Multi Colors on one digit's conjugate
//! pairs.

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::{cells, Cells, PEERS};
use super::single_digit::strong_links;
use super::step::Step;
use super::technique::Technique;
use super::wording::Wording;
use crate::cell::Cell;

/// The two colour classes of each cluster of conjugate pairs of digit `d` (clusters of at
/// least two cells).
fn clusters(g: &CandidateGrid, d: usize) -> Vec<[Cells; 2]> {
    let links = strong_links(g, d);
    let mut adj = [Cells::EMPTY; 81];
    for l in &links {
        adj[l.a].insert(l.b);
        adj[l.b].insert(l.a);
    }
    let mut seen: Cells = Cells::EMPTY;
    let mut out = Vec::new();
    for l in &links {
        if seen.contains(l.a) {
            continue;
        }
        let mut col = [Cells::EMPTY; 2];
        let mut stack = vec![(l.a, 0usize)];
        seen.insert(l.a);
        col[0].insert(l.a);
        while let Some((i, c)) = stack.pop() {
            for j in cells(adj[i] & !seen) {
                seen.insert(j);
                col[1 - c].insert(j);
                stack.push((j, 1 - c));
            }
        }
        out.push(col);
    }
    out
}

fn sees(m: Cells) -> Cells {
    cells(m).fold(Cells::EMPTY, |s, i| s | PEERS[i])
}

fn step(
    g: &CandidateGrid,
    t: Technique,
    d: usize,
    cols: &[Cells],
    elims: Vec<super::step::Elimination>,
    wording: Wording,
) -> Step {
    let all: Vec<_> = cols.iter().flat_map(|&m| cells(m)).collect();
    Step {
        technique: t,
        cells: all.iter().map(|&i| g.cell(i)).collect(),
        candidates: all.iter().map(|&i| g.cand(i, d)).collect(),
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

fn names(g: &CandidateGrid, m: Cells) -> Vec<Cell> {
    cells(m).map(|i| g.cell(i)).collect()
}

/// One cluster: a cell seeing both colours loses the digit (trap); a colour that sees itself
/// is false (wrap).
pub(crate) fn simple_colors(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    for d in 0..9 {
        if ctx.is_quiet(PerDigit::SimpleColors, d, g.pos[d]) {
            continue;
        }
        for col in clusters(g, d) {
            let both = sees(col[0]) & sees(col[1]) & g.pos[d] & !(col[0] | col[1]);
            if !both.is_empty() {
                let elims = cells(both).map(|i| g.cand(i, d)).collect();
                let why = Wording::ColorTrap {
                    digit: d as u8 + 1,
                    colors: [names(g, col[0]), names(g, col[1])],
                };
                return Some(step(g, Technique::SimpleColors, d, &col, elims, why));
            }
            for c in 0..2 {
                if cells(col[c]).any(|i| !(PEERS[i] & col[c]).is_empty()) {
                    let elims = cells(col[c]).map(|i| g.cand(i, d)).collect();
                    let why = Wording::ColorWrap {
                        digit: d as u8 + 1,
                        wrong: names(g, col[c]),
                        right: names(g, col[1 - c]),
                    };
                    return Some(step(g, Technique::SimpleColors, d, &col, elims, why));
                }
            }
        }
        ctx.set_quiet(PerDigit::SimpleColors, d, g.pos[d]);
    }
    None
}

/// Two clusters: when a colour of one sees a colour of the other, one of the two opposite
/// colours is true (type 1); a colour that sees both colours of another cluster is false
/// (type 2).
pub(crate) fn multi_colors(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    for d in 0..9 {
        if ctx.is_quiet(PerDigit::MultiColors, d, g.pos[d]) {
            continue;
        }
        let cl = clusters(g, d);
        for (x, a) in cl.iter().enumerate() {
            for (y, b) in cl.iter().enumerate() {
                if x == y {
                    continue;
                }
                // Type 2: a colour of `a` sees both colours of `b`.
                for i in 0..2 {
                    let s = sees(a[i]);
                    if !(s & b[0]).is_empty() && !(s & b[1]).is_empty() {
                        let elims = cells(a[i]).map(|k| g.cand(k, d)).collect();
                        let why = Wording::MultiColorTrap {
                            digit: d as u8 + 1,
                            cells: names(g, a[i]),
                            other: [names(g, b[0]), names(g, b[1])],
                        };
                        return Some(step(
                            g,
                            Technique::MultiColors,
                            d,
                            &[a[0], a[1], b[0], b[1]],
                            elims,
                            why,
                        ));
                    }
                }
                if x > y {
                    continue;
                }
                // Type 1: colour i of `a` sees colour j of `b`.
                for i in 0..2 {
                    for j in 0..2 {
                        if (sees(a[i]) & b[j]).is_empty() {
                            continue;
                        }
                        let (oa, ob) = (a[1 - i], b[1 - j]);
                        let targets = sees(oa) & sees(ob) & g.pos[d] & !(a[0] | a[1] | b[0] | b[1]);
                        if targets.is_empty() {
                            continue;
                        }
                        let elims = cells(targets).map(|k| g.cand(k, d)).collect();
                        let why = Wording::MultiColorWing {
                            digit: d as u8 + 1,
                            seeing: [names(g, a[i]), names(g, b[j])],
                            fills: [names(g, oa), names(g, ob)],
                        };
                        return Some(step(
                            g,
                            Technique::MultiColors,
                            d,
                            &[a[0], a[1], b[0], b[1]],
                            elims,
                            why,
                        ));
                    }
                }
            }
        }
        ctx.set_quiet(PerDigit::MultiColors, d, g.pos[d]);
    }
    None
}
