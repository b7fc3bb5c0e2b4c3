//! Brute Force: when logic runs out, place the solution's digit in one cell. As in HoDoKu,
//! the cell is the middle one of the empty cells in row-major order.

use super::candidates::CandidateGrid;
use super::context::Context;
use super::step::Step;
use super::technique::Technique;
use super::wording::Wording;

/// The brute-force step: the solution's digit in the middle empty cell. The solution is known
/// before the run starts (the puzzle was checked to have exactly one), so this never searches.
pub(crate) fn brute_force(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let empty: Vec<usize> = (0..g.values.len()).filter(|&i| g.values[i] == 0).collect();
    let i = *empty.get(empty.len() / 2)?;
    let v = *ctx.solution().get(i)?;
    if v == 0 || g.cands[i] & (1 << (v - 1)) == 0 {
        return None;
    }
    let cand = g.cand(i, v as usize - 1);
    Some(Step {
        technique: Technique::BruteForce,
        cells: vec![cand.cell],
        candidates: vec![cand],
        units: Vec::new(),
        placements: vec![cand],
        eliminations: Vec::new(),
        wording: Wording::BruteForce {
            cell: cand.cell,
            digit: v,
        },
        text: String::new(),
    })
}
