//! Forcing nets across every rule: a cell with two or three candidates (or a digit with two or
//! three places in a house) is tried each way, and each trial is followed through the whole
//! rule set (the search's propagation: singles, houses, every constraint at once). Whatever all
//! the ways agree on holds: a digit every way places in a cell, or a candidate no way leaves.
//!
//! Tried after Contradiction, which has already taken every candidate whose own trial breaks
//! the rules, so every way tried here survives its propagation (one that does not is left out:
//! it cannot happen, and whatever the others agree on holds all the same). Before Trial and
//! Error, whose search is what a person does last.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::{Choice, Wording};
use crate::logic::{Step, Technique};
use crate::variant::model::{bit, digits, Mask, Queues};

/// The most ways a choice may have: beyond three, a person no longer follows them all.
const MAX_WAYS: usize = 3;

/// The first cell, then the first house and digit, whose ways all agree on something.
pub(crate) fn forcing_net(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let model = ctx.model;
    let mut q = Queues::for_model(model);
    let mut base = g.cand.clone();
    model.wake_all(&mut q);
    model.propagate(&mut base, &mut q).ok()?;
    // One way: the digit `d` in cell `i`, followed from the position's fixed point.
    let way = |i: usize, d: usize, q: &mut Queues| -> Option<Vec<Mask>> {
        let mut dom = base.clone();
        dom[i] = bit(d);
        model.wake(q, i);
        model.propagate(&mut dom, q).ok().map(|()| dom)
    };
    let mut cells: Vec<usize> = (0..g.cand.len())
        .filter(|&i| g.value[i] == 0 && (2..=MAX_WAYS as u32).contains(&g.cand[i].count_ones()))
        .collect();
    cells.sort_by_key(|&i| (g.cand[i].count_ones(), i));
    let mut choices: Vec<(Choice, Vec<(usize, usize)>)> = cells
        .iter()
        .map(|&i| {
            let ways = digits(g.cand[i]).map(|d| (i, d)).collect();
            (Choice::Cell(g.cell(i)), ways)
        })
        .collect();
    for (h, house) in model.houses.iter().enumerate() {
        for d in 1..=g.n {
            let places = g.places(house, d);
            if (2..=MAX_WAYS).contains(&places.len()) && places.iter().all(|&c| g.value[c] == 0) {
                let unit = ctx.units[h];
                let choice = Choice::Unit {
                    digit: d as u8,
                    unit,
                };
                choices.push((choice, places.iter().map(|&c| (c, d)).collect()));
            }
        }
    }
    for (choice, ways) in choices {
        // Per cell, the digits some way leaves.
        let mut left: Option<Vec<Mask>> = None;
        for &(i, d) in &ways {
            if ctx.meter.tick().is_err() {
                return None;
            }
            let Some(dom) = way(i, d, &mut q) else {
                continue;
            };
            match &mut left {
                None => left = Some(dom),
                Some(l) => l.iter_mut().zip(&dom).for_each(|(a, b)| *a |= b),
            }
        }
        let Some(left) = left else {
            continue;
        };
        let placements: Vec<_> = (0..left.len())
            .filter(|&c| g.value[c] == 0 && left[c].count_ones() == 1)
            .map(|c| g.cand_of(c, left[c].trailing_zeros() as usize + 1))
            .collect();
        let eliminations = if placements.is_empty() {
            g.lost(&left)
        } else {
            Vec::new()
        };
        if placements.is_empty() && eliminations.is_empty() {
            continue;
        }
        let candidates = ways.iter().map(|&(i, d)| g.cand_of(i, d)).collect();
        let mut cells: Vec<_> = ways.iter().map(|&(i, _)| g.cell(i)).collect();
        cells.dedup();
        let units = match choice {
            Choice::Unit { unit, .. } => vec![unit],
            _ => Vec::new(),
        };
        return Some(Step {
            technique: Technique::ForcingNet,
            cells,
            candidates,
            units,
            placements,
            eliminations,
            wording: Wording::ForcingVerity { choice },
            text: String::new(),
        });
    }
    None
}
