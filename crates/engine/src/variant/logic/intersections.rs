//! Locked candidates between any two houses: a digit whose places in one house all lie in
//! another house leaves the rest of that other house (pointing and claiming between rows,
//! columns, regions, diagonals and extra regions alike).

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::topology::Unit;
use crate::variant::model::bit;

/// The first locked candidates step, house by house and digit by digit.
pub(crate) fn locked(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let houses = &ctx.model.houses;
    for (h, house) in houses.iter().enumerate() {
        for d in 1..=g.n {
            let places = g.places(house, d);
            if places.len() < 2 || places.iter().any(|&c| g.value[c] != 0) {
                continue;
            }
            for (o, other) in houses.iter().enumerate() {
                if o == h || !places.iter().all(|&c| other.contains(&(c as u16))) {
                    continue;
                }
                let elims: Vec<_> = other
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| !house.contains(&(c as u16)) && g.cand[c] & bit(d) != 0)
                    .map(|c| g.cand_of(c, d))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let (from, to) = (ctx.units[h], ctx.units[o]);
                let technique = match from {
                    Unit::Row(_) | Unit::Col(_) => Technique::LockedCandidatesClaiming,
                    _ => Technique::LockedCandidatesPointing,
                };
                return Some(Step {
                    technique,
                    cells: places.iter().map(|&c| g.cell(c)).collect(),
                    candidates: places.iter().map(|&c| g.cand_of(c, d)).collect(),
                    units: vec![from, to],
                    placements: Vec::new(),
                    eliminations: elims,
                    wording: Wording::LockedCandidates {
                        from,
                        digit: d as u8,
                        to,
                    },
                    text: String::new(),
                });
            }
        }
    }
    None
}
