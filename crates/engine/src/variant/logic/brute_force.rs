//! Brute force, when nothing else applies: the solution's digit in the middle empty cell (in
//! row-major order), as the classic engine and HoDoKu do.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::Wording;
use crate::logic::{Step, Technique};
use crate::variant::model::bit;

/// The brute-force step.
pub(crate) fn brute_force(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let empty: Vec<usize> = (0..g.value.len()).filter(|&i| g.value[i] == 0).collect();
    let i = *empty.get(empty.len() / 2)?;
    let v = *ctx.solution.get(i)?;
    if v == 0 || g.cand[i] & bit(v as usize) == 0 {
        return None;
    }
    let c = g.cand_of(i, v as usize);
    Some(Step {
        technique: Technique::BruteForce,
        cells: vec![c.cell],
        candidates: vec![c],
        units: Vec::new(),
        placements: vec![c],
        eliminations: Vec::new(),
        wording: Wording::BruteForce {
            cell: c.cell,
            digit: v,
        },
        text: String::new(),
    })
}
