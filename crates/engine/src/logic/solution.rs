//! Whether a position has exactly one solution within its candidates, and which.
//!
//! The placed digits go to the fast solver first: when they have one solution and it fits
//! every candidate, that is the answer, which is the case on every step of a puzzle's own
//! solving path. Only pencil marks whose placed digits allow several solutions need a search
//! that respects the candidates; it is a plain one (naked singles, then the cell with the
//! fewest candidates), run on a copy of the candidate grid.

use super::candidates::CandidateGrid;
use super::error::LogicError;
use super::geometry::digits;
use crate::budget::{Interrupted, Meter};
use crate::solver::Solver;

/// The one solution of `g` (values row-major), or why there is not exactly one.
///
/// # Errors
///
/// [`LogicError::Conflict`] when placed digits clash, [`LogicError::NoSolution`],
/// [`LogicError::NotUnique`], or [`LogicError::Interrupted`] when the meter's budget runs out.
pub(crate) fn unique_solution(
    g: &CandidateGrid,
    meter: &mut Meter<'_>,
) -> Result<Vec<u8>, LogicError> {
    let grid = g.to_grid();
    if let Some(c) = grid.first_conflict() {
        return Err(LogicError::Conflict(c));
    }
    if g.is_broken() {
        return Err(LogicError::NoSolution);
    }
    meter.check_now()?;
    let found = Solver::new().solutions(&grid, 2);
    let fits = |values: &[u8]| {
        values
            .iter()
            .zip(g.values.iter().zip(&g.cands))
            .all(|(&v, (&placed, &cands))| {
                placed != 0 || (v != 0 && cands & (1 << ((v - 1) & 31)) != 0)
            })
    };
    match found.as_slice() {
        [] => Err(LogicError::NoSolution),
        [one] if fits(one.values()) => Ok(one.values().to_vec()),
        [_] => Err(LogicError::NoSolution),
        [a, b, ..] if fits(a.values()) && fits(b.values()) => Err(LogicError::NotUnique),
        _ => {
            let mut out = Vec::new();
            search(g.clone(), &mut out, meter)?;
            match out.len() {
                0 => Err(LogicError::NoSolution),
                1 => Ok(out.swap_remove(0)),
                _ => Err(LogicError::NotUnique),
            }
        }
    }
}

/// Collects up to two solutions of `g` that respect its candidates.
fn search(
    mut g: CandidateGrid,
    out: &mut Vec<Vec<u8>>,
    meter: &mut Meter<'_>,
) -> Result<(), Interrupted> {
    meter.tick()?;
    loop {
        if g.is_broken() {
            return Ok(());
        }
        let single =
            (0..g.values.len()).find(|&i| g.values[i] == 0 && g.cands[i].count_ones() == 1);
        match single {
            Some(i) => g.place_index(i, g.cands[i].trailing_zeros() as usize),
            None => break,
        }
    }
    let open = (0..g.values.len())
        .filter(|&i| g.values[i] == 0)
        .min_by_key(|&i| g.cands[i].count_ones());
    let Some(i) = open else {
        out.push(g.values.clone());
        return Ok(());
    };
    for d in digits(g.cands[i]) {
        let mut branch = g.clone();
        branch.place_index(i, d);
        search(branch, out, meter)?;
        if out.len() >= 2 {
            break;
        }
    }
    Ok(())
}
