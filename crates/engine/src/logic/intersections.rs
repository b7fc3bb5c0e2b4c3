//! Locked Candidates: a digit of a box confined to one line (type 1, pointing) or a digit of a
//! line confined to one box (type 2, claiming). Every size.

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::{self, box_of, col_of, row_of, UNIT};
use super::step::{Elimination, Step};
use super::technique::Technique;
use super::wording::Wording;

/// Type 1: in a box, digit `d` lies only in one row (or column), so it leaves the rest of
/// that line.
pub(crate) fn pointing(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let n = g.topo.size();
    by_digit(g, ctx, PerDigit::Pointing, |live| {
        (2 * n..3 * n).find_map(|b| locked(g, b, Technique::LockedCandidatesPointing, live))
    })
}

/// Type 2: in a row (then column), digit `d` lies only in one box, so it leaves the rest of
/// that box.
pub(crate) fn claiming(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let n = g.topo.size();
    by_digit(g, ctx, PerDigit::Claiming, |live| {
        (0..2 * n).find_map(|u| locked(g, u, Technique::LockedCandidatesClaiming, live))
    })
}

/// Runs `find` over the digits worth looking at (a mask, every digit on sizes other than
/// 9×9). What a digit gives depends on its own cells alone, so on 9×9 a digit whose cells
/// have not changed since the finder last found nothing is left out, and after a search that
/// found nothing every digit searched is noted as quiet. The units are still walked in the
/// same order, so the step found is the same.
fn by_digit(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    me: PerDigit,
    find: impl FnOnce(u32) -> Option<Step>,
) -> Option<Step> {
    if !g.is_nine() {
        return find(u32::MAX);
    }
    let live = (0..9)
        .filter(|&d| !ctx.is_quiet(me, d, g.pos[d]))
        .fold(0u32, |m, d| m | (1 << d));
    if live == 0 {
        return None;
    }
    let found = find(live);
    if found.is_none() {
        for d in geometry::digits(live) {
            ctx.set_quiet(me, d, g.pos[d]);
        }
    }
    found
}

fn locked(g: &CandidateGrid, base: usize, t: Technique, live: u32) -> Option<Step> {
    if g.is_nine() {
        return locked9(g, base, t, live);
    }
    let topo = g.topo;
    for d in 0..topo.size() {
        let bit = 1u32 << d;
        let cells: Vec<usize> = topo
            .unit(base)
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| g.cands[i] & bit != 0)
            .collect();
        if cells.len() < 2 {
            continue;
        }
        // The other unit kinds every cell shares: row and column for a box, box for a line
        // (`units_of` lists a cell's row, column and box in that order).
        let kinds: &[usize] = if t == Technique::LockedCandidatesPointing {
            &[0, 1]
        } else {
            &[2]
        };
        for &k in kinds {
            let other = topo.units_of(cells[0])[k] as usize;
            if cells.iter().any(|&i| topo.units_of(i)[k] as usize != other) {
                continue;
            }
            let elims: Vec<_> = topo
                .unit(other)
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| g.cands[i] & bit != 0 && !cells.contains(&i))
                .map(|i| g.cand(i, d))
                .collect();
            if elims.is_empty() {
                continue;
            }
            return Some(locked_step(g, t, d, (base, other), &cells, elims));
        }
    }
    None
}

/// [`locked`] on 9×9, with cell masks: the same steps in the same order, without building a
/// list per unit and digit.
fn locked9(g: &CandidateGrid, base: usize, t: Technique, live: u32) -> Option<Step> {
    for d in geometry::digits(live) {
        let m = g.pos[d] & UNIT[base];
        if m.count_ones() < 2 {
            continue;
        }
        let first = m.trailing_zeros() as usize;
        let others: &[usize] = if t == Technique::LockedCandidatesPointing {
            &[row_of(first), 9 + col_of(first)]
        } else {
            &[18 + box_of(first)]
        };
        for &other in others {
            if m & !UNIT[other] != 0 {
                continue;
            }
            let targets = g.pos[d] & UNIT[other] & !m;
            if targets == 0 {
                continue;
            }
            let cells: Vec<usize> = geometry::cells(m).collect();
            let elims = geometry::cells(targets).map(|i| g.cand(i, d)).collect();
            return Some(locked_step(g, t, d, (base, other), &cells, elims));
        }
    }
    None
}

/// The step of digit `d` locked in unit `base` and so leaving unit `other`.
fn locked_step(
    g: &CandidateGrid,
    t: Technique,
    d: usize,
    (base, other): (usize, usize),
    cells: &[usize],
    elims: Vec<Elimination>,
) -> Step {
    let (from, to) = (g.topo.unit_kind(base), g.topo.unit_kind(other));
    let wording = Wording::LockedCandidates {
        from,
        digit: d as u8 + 1,
        to,
    };
    Step {
        technique: t,
        cells: cells.iter().map(|&i| g.cell(i)).collect(),
        candidates: cells.iter().map(|&i| g.cand(i, d)).collect(),
        units: vec![from, to],
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}
