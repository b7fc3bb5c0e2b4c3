//! Full House, Naked Single and Hidden Single, on every size: the two classic rules, *eliminate*
//! (a placed digit leaves its peers' candidates, which [`CandidateGrid::place`] does) and *only
//! choice* (a digit with one place left in a unit goes there).

use super::candidates::{alone_in_units, digit_of, CandidateGrid};
use super::context::Context;
use super::step::Step;
use super::technique::Technique;
use super::wording::Wording;

fn single(
    g: &CandidateGrid,
    t: Technique,
    i: usize,
    d: usize,
    unit: Option<usize>,
    wording: Wording,
) -> Step {
    let cand = g.cand(i, d);
    Step {
        technique: t,
        cells: vec![cand.cell],
        candidates: vec![cand],
        units: unit.map(|u| g.topo.unit_kind(u)).into_iter().collect(),
        placements: vec![cand],
        eliminations: Vec::new(),
        wording,
        text: String::new(),
    }
}

/// A unit with one empty cell left: that cell takes the unit's missing digit. As in HoDoKu,
/// the first cell of the naked-singles queue that is the last empty cell of a unit; a scan of
/// the units when the queue has none (a queue out of step with the grid).
///
/// On 9×9 the cells that are the last empty cell of some unit are found first, all at once on
/// the mask of empty cells ([`alone_in_units`]): when there is none, neither the queue nor the
/// scan can find one, and otherwise a queued cell is one when it is among them with one
/// candidate (what [`last_in_unit`] tells by walking its three units). The queue, never
/// emptied by this finder, had been walked entry by entry with three units each: about 2,600
/// instructions a call, 2.5% of `sudoku rate --threads 1` on top293.
pub(crate) fn full_house(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let lone = match g.is_nine() && g.values.len() == 81 {
        true => {
            let lone = alone_in_units(g.empty_mask());
            if lone.is_empty() {
                return None;
            }
            Some(lone)
        }
        false => None,
    };
    let queue = &ctx.queues(g).naked;
    let queued = match lone {
        Some(lone) => queue
            .iter()
            .map(|&(i, _)| i as usize)
            .find(|&i| lone.contains(i) && g.cands[i].count_ones() == 1)
            .and_then(|i| last_in_unit(g, i).map(|u| (u, i))),
        None => queue
            .iter()
            .map(|&(i, _)| i as usize)
            .find_map(|i| last_in_unit(g, i).map(|u| (u, i))),
    };
    let (u, i) = queued.or_else(|| {
        (0..g.topo.unit_count()).find_map(|u| {
            let mut empty = g
                .topo
                .unit(u)
                .iter()
                .filter(|&&i| g.values[i as usize] == 0);
            match (empty.next(), empty.next()) {
                (Some(&i), None) => Some((u, i as usize)),
                _ => None,
            }
        })
    })?;
    let m = g.cands[i];
    if m.count_ones() != 1 {
        return None;
    }
    let d = m.trailing_zeros() as usize;
    let unit = g.topo.unit_kind(u);
    let cell = g.cell(i);
    let wording = Wording::FullHouse {
        cell,
        unit,
        digit: d as u8 + 1,
    };
    Some(single(g, Technique::FullHouse, i, d, Some(u), wording))
}

/// The first unit (row, column, box) in which empty cell `i` is the only empty cell.
fn last_in_unit(g: &CandidateGrid, i: usize) -> Option<usize> {
    if g.values[i] != 0 || g.cands[i].count_ones() != 1 {
        return None;
    }
    g.topo.units_of(i).iter().map(|&u| u as usize).find(|&u| {
        g.topo
            .unit(u)
            .iter()
            .all(|&j| j as usize == i || g.values[j as usize] != 0)
    })
}

/// A cell with one candidate left after eliminating its peers' digits: the oldest in HoDoKu's
/// queue (the first in cell order when the queue has none).
pub(crate) fn naked_single(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let q = ctx.queues(g);
    let mut found = None;
    while let Some((i, d)) = q.naked.pop_front() {
        let (i, d) = (i as usize, d as usize);
        if g.values[i] == 0 && g.cands[i] == 1 << d {
            found = Some((i, d));
            break;
        }
    }
    let (i, d) = found.or_else(|| naked_single_at(g))?;
    let cell = g.cell(i);
    let wording = Wording::NakedSingle {
        cell,
        digit: d as u8 + 1,
    };
    let boxu = g
        .topo
        .box_unit(g.shape().box_at(i / g.topo.size(), i % g.topo.size()));
    Some(single(g, Technique::NakedSingle, i, d, Some(boxu), wording))
}

/// A digit with one place left in a unit (the *only choice* rule): the oldest in HoDoKu's
/// queue, named with the first of its units (row, column, box) where it is the only place;
/// when the queue has none, the first found searching boxes, then rows, then columns.
///
/// On 9×9, when no digit has a cell alone in a unit among its candidates ([`alone_in_units`]
/// on each digit's cells), every queued entry fails its check and the scan finds nothing: the
/// queue is emptied, as popping every entry would, and nothing is found, without walking the
/// entries' units and then all 27 units. A digit whose cells are those it last had no such
/// cell with is not looked at again (`SinglesQueues::no_hidden`). Measured with callgrind on
/// `sudoku rate --threads 1` top293: this finder 37.8 M instructions before, 21.1 M with the
/// test on all nine digits, 6.7 M with the memo.
pub(crate) fn hidden_single(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let q = ctx.queues(g);
    if g.is_nine() && g.values.len() == 81 {
        let mut any = false;
        for (&p, quiet) in g.pos.iter().zip(&mut q.no_hidden) {
            if *quiet != p {
                if !alone_in_units(p).is_empty() {
                    any = true;
                    break;
                }
                *quiet = p;
            }
        }
        if !any {
            q.hidden.clear();
            return None;
        }
    }
    let mut found = None;
    while let Some((i, d)) = q.hidden.pop_front() {
        let (i, d) = (i as usize, d as usize);
        if g.values[i] != 0 || g.cands[i] & (1 << d) == 0 {
            continue;
        }
        let only = g.topo.units_of(i).iter().map(|&u| u as usize).find(|&u| {
            g.topo
                .unit(u)
                .iter()
                .all(|&j| j as usize == i || g.cands[j as usize] & (1 << d) == 0)
        });
        if let Some(u) = only {
            found = Some((u, i, d));
            break;
        }
    }
    let (u, i, d) = found.or_else(|| hidden_single_at(g))?;
    let unit = g.topo.unit_kind(u);
    let cell = g.cell(i);
    let digit = digit_of(d).get();
    let wording = Wording::HiddenSingle { unit, digit, cell };
    Some(single(g, Technique::HiddenSingle, i, d, Some(u), wording))
}

/// The cell and digit of [`naked_single`]'s step, without the step (forcing nets play out
/// thousands of singles and need no sentence for them).
pub(crate) fn naked_single_at(g: &CandidateGrid) -> Option<(usize, usize)> {
    let i = (0..g.values.len()).find(|&i| g.values[i] == 0 && g.cands[i].count_ones() == 1)?;
    Some((i, g.cands[i].trailing_zeros() as usize))
}

/// The unit, cell and digit of [`hidden_single`]'s step, without the step.
pub(crate) fn hidden_single_at(g: &CandidateGrid) -> Option<(usize, usize, usize)> {
    let n = g.topo.size();
    let order = (2 * n..3 * n).chain(0..2 * n);
    for u in order {
        let cells = g.topo.unit(u);
        let mut once = 0u32;
        let mut twice = 0u32;
        let mut placed = 0u32;
        for i in cells.iter().map(|&i| i as usize) {
            let m = g.cands[i];
            twice |= once & m;
            once |= m;
            if g.values[i] != 0 {
                placed |= 1 << (g.values[i] - 1);
            }
        }
        let only = once & !twice & !placed;
        if only == 0 {
            continue;
        }
        let d = only.trailing_zeros() as usize;
        let i = cells
            .iter()
            .map(|&i| i as usize)
            .find(|&i| g.cands[i] & (1 << d) != 0)?;
        return Some((u, i, d));
    }
    None
}
