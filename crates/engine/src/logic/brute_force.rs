//! Brute Force: when logic runs out, place the solution's digit in one cell. As in HoDoKu,
//! the cell is the middle one of the empty cells in row-major order.

use super::candidates::CandidateGrid;
use super::engine::Context;
use super::step::Step;
use super::technique::Technique;
use crate::solver::{Mode, Solver};

pub(crate) fn brute_force(g: &CandidateGrid, ctx: &mut Context) -> Option<Step> {
    let empty: Vec<usize> = (0..g.values.len()).filter(|&i| g.values[i] == 0).collect();
    let i = *empty.get(empty.len() / 2)?;
    let solution = ctx.solution.get_or_insert_with(|| {
        Solver::new()
            .mode(Mode::First)
            .solve(&g.to_grid())
            .solution()
            .map(|s| s.values().to_vec())
            .unwrap_or_default()
    });
    let v = *solution.get(i)?;
    if v == 0 || g.cands[i] & (1 << (v - 1)) == 0 {
        return None;
    }
    let cand = g.cand(i, v as usize - 1);
    let text = format!(
        "Brute Force: no technique applies; the solution has {} in {} → {} = {}",
        v, cand.cell, cand.cell, v
    );
    Some(Step {
        technique: Technique::BruteForce,
        cells: vec![cand.cell],
        candidates: vec![cand],
        units: Vec::new(),
        placements: vec![cand],
        eliminations: Vec::new(),
        text,
    })
}
