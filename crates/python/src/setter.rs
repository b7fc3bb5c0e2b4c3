//! Setter help, as `sudoku check` and `sudoku candidates --same-digit` give it: the parts of a
//! puzzle with no solution that contradict each other, the parts a unique puzzle could do
//! without, and the cells that hold the same digit in every solution. A classic puzzle is
//! taken as a variant one under the classic rules of its shape (its parts are its givens).
//!
//! Parts are named as the command's JSON names them: `#3 (killer)` for the third constraint,
//! `r1c5=7` for a given.

use pyo3::prelude::*;
use sudoku_engine::variant::{Part, Rules, VariantPuzzle};
use sudoku_engine::Interrupted;

use crate::convert::puzzle_of;
use crate::errors::{error, Kind};
use crate::puzzle::Puzzle;
use crate::single::{budget_of, duration_of, no_solution, SEVERAL};

/// Adds the setter functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(contradiction, m)?)?;
    m.add_function(wrap_pyfunction!(redundant, m)?)?;
    m.add_function(wrap_pyfunction!(same_digit, m)?)?;
    Ok(())
}

/// The puzzle as a variant one: its own rules, or the classic ones of its shape.
fn variant_of(puzzle: Puzzle) -> PyResult<VariantPuzzle> {
    match puzzle {
        Puzzle::Variant(p) => Ok(*p),
        Puzzle::Classic(g) => {
            let rules = Rules::classic(g.shape());
            VariantPuzzle::new(g, rules).map_err(|e| error(Kind::Parse, e.to_string()))
        }
    }
}

fn names(parts: &[Part]) -> Vec<String> {
    parts.iter().map(ToString::to_string).collect()
}

fn time_limit(e: Interrupted) -> PyErr {
    error(Kind::TimeLimit, e.to_string())
}

/// The constraints and givens of a puzzle with no solution that already contradict each
/// other, or `None` when the puzzle has a solution.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn contradiction(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Option<Vec<String>>> {
    let budget = budget_of(duration_of(timeout)?);
    let puzzle = variant_of(puzzle_of(puzzle)?)?;
    let core = py
        .detach(|| puzzle.contradiction_core(&budget))
        .map_err(time_limit)?;
    Ok(core.as_deref().map(names))
}

/// Each constraint and given a unique puzzle could do without (one at a time).
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn redundant(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Vec<String>> {
    let budget = budget_of(duration_of(timeout)?);
    let read = puzzle_of(puzzle)?;
    let found = py.detach(|| read.count(2, &budget)).map_err(time_limit)?;
    match found.count {
        0 => return Err(no_solution(&read)),
        1 => {}
        _ => return Err(error(Kind::NotUnique, SEVERAL)),
    }
    let puzzle = variant_of(read)?;
    let parts = py
        .detach(|| puzzle.removable_parts(&budget))
        .map_err(time_limit)?;
    Ok(parts.as_deref().map(names).unwrap_or_default())
}

/// The groups of two or more cells that hold the same digit in every solution.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn same_digit(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Vec<Vec<String>>> {
    let budget = budget_of(duration_of(timeout)?);
    let read = puzzle_of(puzzle)?;
    let found = py.detach(|| read.count(1, &budget)).map_err(time_limit)?;
    if found.count == 0 {
        return Err(no_solution(&read));
    }
    let puzzle = variant_of(read)?;
    let groups = py
        .detach(|| puzzle.same_digit_groups(&budget))
        .map_err(time_limit)?;
    Ok(groups
        .iter()
        .map(|g| g.iter().map(ToString::to_string).collect())
        .collect())
}
