//! Singles on the puzzle's own houses and peers: the last empty cell of a house, a cell with
//! one candidate left, a digit with one place left in a house.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::variant::model::{bit, is_single, low_digit};

/// A step that places `d` in cell `i`.
fn placing(g: &VGrid, technique: Technique, i: usize, d: usize, wording: Wording) -> Step {
    g.one_candidate_step(technique, i, d, true, wording)
}

/// The last empty cell of a house takes the digit the house misses.
pub(crate) fn full_house(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    for (h, house) in ctx.model.houses.iter().enumerate() {
        let mut empty = house
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| g.value[c] == 0);
        let (Some(i), None) = (empty.next(), empty.next()) else {
            continue;
        };
        let placed = house
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| g.value[c] != 0)
            .fold(0, |m, c| m | g.cand[c]);
        let missing = ctx.model.full & !placed;
        if missing == 0 || !is_single(missing) || g.cand[i] & missing == 0 {
            continue;
        }
        let d = low_digit(missing);
        let unit = ctx.units[h];
        let mut step = placing(
            g,
            Technique::FullHouse,
            i,
            d,
            Wording::FullHouse {
                cell: g.cell(i),
                unit,
                digit: d as u8,
            },
        );
        step.units.push(unit);
        return Some(step);
    }
    None
}

/// A cell whose other digits are all ruled out.
pub(crate) fn naked_single(g: &VGrid, _: &mut Ctx<'_>) -> Option<Step> {
    let i =
        (0..g.cand.len()).find(|&i| g.value[i] == 0 && g.cand[i] != 0 && is_single(g.cand[i]))?;
    let d = low_digit(g.cand[i]);
    Some(placing(
        g,
        Technique::NakedSingle,
        i,
        d,
        Wording::OnlyDigit {
            cell: g.cell(i),
            digit: d as u8,
        },
    ))
}

/// A digit with one place left in a house.
pub(crate) fn hidden_single(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    for (h, house) in ctx.model.houses.iter().enumerate() {
        for d in 1..=g.n {
            let mut places = house
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.cand[c] & bit(d) != 0);
            let (Some(i), None) = (places.next(), places.next()) else {
                continue;
            };
            if g.value[i] != 0 {
                continue;
            }
            let unit = ctx.units[h];
            let mut step = placing(
                g,
                Technique::HiddenSingle,
                i,
                d,
                Wording::HiddenSingle {
                    unit,
                    digit: d as u8,
                    cell: g.cell(i),
                },
            );
            step.units.push(unit);
            return Some(step);
        }
    }
    None
}
