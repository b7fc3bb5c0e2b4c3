//! The step engine: tries the finders of the registry in order and takes the first step found.
//!
//! Every entry point first checks that the position has exactly one solution (the uniqueness
//! techniques and brute force rely on it), then runs under a [`Budget`]: the loop reads it
//! before each step and the slow finders poll it inside, so a deadline or a cancel is seen
//! within milliseconds.

use super::candidates::{CandidateError, CandidateGrid};
use super::context::Context;
use super::error::LogicError;
use super::finders::{finder_of, Sizes, FINDERS};
use super::rating::Rating;
use super::solution::unique_solution;
use super::step::Step;
use super::technique::Technique;
use crate::budget::{Budget, Interrupted};
use crate::grid::Grid;

/// The next step of a human-style solution: the first step of the first technique, in HoDoKu's
/// order, that applies. `Ok(None)` when the grid is solved.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let grid = logic::CandidateGrid::from_grid(&puzzle).unwrap();
/// let step = logic::next_step(&grid).unwrap().unwrap();
/// assert_eq!(step.technique, logic::Technique::NakedSingle);
///
/// let empty = logic::CandidateGrid::from_grid(&sudoku_engine::Grid::empty(puzzle.shape())).unwrap();
/// assert_eq!(logic::next_step(&empty), Err(logic::LogicError::NotUnique));
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn next_step(grid: &CandidateGrid) -> Result<Option<Step>, LogicError> {
    next_step_within(grid, &Budget::unlimited())
}

/// [`next_step`] under a budget.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution, and
/// [`LogicError::Interrupted`] when the budget runs out first.
pub fn next_step_within(grid: &CandidateGrid, budget: &Budget) -> Result<Option<Step>, LogicError> {
    let solution = unique_solution(grid, &mut budget.meter())?;
    let mut ctx = Context::new(solution, budget);
    Ok(next_step_in(grid, &mut ctx)?.map(Step::with_text))
}

/// The next step of `grid` within a run whose context is `ctx`.
pub(crate) fn next_step_in(
    grid: &CandidateGrid,
    ctx: &mut Context<'_>,
) -> Result<Option<Step>, Interrupted> {
    // A position that still holds the run's solution is not broken; only one that does not
    // (which sound steps never make) needs the walk over the units.
    if grid.is_solved() || (!grid.holds(ctx.solution()) && grid.is_broken()) {
        return Ok(None);
    }
    ctx.check_now()?;
    ctx.new_position();
    ctx.note_givens(grid);
    let nine = grid.is_nine();
    for row in FINDERS {
        if row.sizes == Sizes::Nine && !nine {
            continue;
        }
        let found = (row.finder)(grid, ctx);
        // A finder that saw the budget run out gave up; say why rather than try the next one.
        if let Some(why) = ctx.interrupted() {
            return Err(why);
        }
        if let Some(step) = found {
            if changes(grid, &step) {
                return Ok(Some(step));
            }
        }
    }
    Ok(None)
}

/// Whether applying `step` changes the grid (a guard against a finder that repeats itself).
fn changes(grid: &CandidateGrid, step: &Step) -> bool {
    step.placements.iter().any(|p| grid.value(p.cell).is_none())
        || step
            .eliminations
            .iter()
            .any(|e| grid.candidates(e.cell).contains(e.digit))
}

/// A full human-style solution path. Its JSON form (the web API's `/api/explain` answer) is
/// `{"solved": …, "steps": [...]}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Explanation {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Whether the steps solve the grid.
    pub solved: bool,
}

impl Explanation {
    /// The rating of this path: the same as [`super::rate`] gives for its puzzle, without
    /// solving it again.
    pub fn rating(&self) -> Rating {
        Rating::of_steps(&self.steps, self.solved)
    }
}

/// Solves `grid` step by step, applying every step to it, and returns the steps. The grid
/// ends solved.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution (the grid is left as
/// it was).
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let mut grid = logic::CandidateGrid::from_grid(&puzzle).unwrap();
/// let explanation = logic::solve_steps(&mut grid).unwrap();
/// assert!(explanation.solved && grid.is_solved());
/// println!("{}", explanation.steps[0].text);
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn solve_steps(grid: &mut CandidateGrid) -> Result<Explanation, LogicError> {
    solve_steps_within(grid, &Budget::unlimited())
}

/// [`solve_steps`] under a budget.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution, and
/// [`LogicError::Interrupted`] when the budget runs out first (the grid then holds the
/// position reached so far).
pub fn solve_steps_within(
    grid: &mut CandidateGrid,
    budget: &Budget,
) -> Result<Explanation, LogicError> {
    solve_steps_while(grid, budget, Texts::Written, |_| true)
}

/// Whether a solving path's steps get their sentences ([`Step::text`]): a rating needs only
/// their techniques, and writing the sentences cost 8% of the instructions of a generator
/// hunting for extreme puzzles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Texts {
    /// Every step has its English text.
    Written,
    /// Steps have an empty text.
    Skipped,
}

/// [`solve_steps_within`] that asks `go_on` after each step whether to take the next one: a
/// caller that only needs to know whether the level passes some bound (the generator hunting
/// for a level) stops as soon as it knows. The explanation then holds the steps taken, and is
/// not solved.
///
/// # Errors
///
/// Those of [`solve_steps_within`].
pub(crate) fn solve_steps_while(
    grid: &mut CandidateGrid,
    budget: &Budget,
    texts: Texts,
    mut go_on: impl FnMut(&Step) -> bool,
) -> Result<Explanation, LogicError> {
    let solution = unique_solution(grid, &mut budget.meter())?;
    let mut ctx = Context::new(solution, budget);
    let mut steps = Vec::new();
    while let Some(mut step) = next_step_in(grid, &mut ctx)? {
        if texts == Texts::Written {
            step = step.with_text();
        }
        grid.apply(&step);
        ctx.applied(&step);
        let more = go_on(&step);
        steps.push(step);
        if !more {
            break;
        }
    }
    Ok(Explanation {
        solved: grid.is_solved(),
        steps,
    })
}

/// Whether a technique is available on grids that are not 9×9 (singles, locked candidates,
/// subsets and brute force); the others need 9×9. The registry says which.
pub fn works_on_every_size(t: Technique) -> bool {
    finder_of(t).is_some_and(|row| row.sizes == Sizes::Every)
}

/// Rates a puzzle by solving it step by step.
///
/// # Errors
///
/// [`LogicError`] when the puzzle's givens conflict, or it has no solution or several.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, logic, Grid, Shape};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let rating = logic::rate(&puzzle).unwrap();
/// assert_eq!(rating.level, logic::Level::Easy);
/// assert!(rating.score > 0 && rating.se >= 1.0);
///
/// // An empty grid has many solutions: it has no rating.
/// assert_eq!(logic::rate(&Grid::empty(Shape::NINE)), Err(logic::LogicError::NotUnique));
/// # Ok::<(), sudoku_engine::ParseError>(())
/// ```
pub fn rate(puzzle: &Grid) -> Result<Rating, LogicError> {
    let grid = CandidateGrid::from_grid(puzzle).map_err(|e| match e {
        CandidateError::Conflict(c) => LogicError::Conflict(c),
        // A grid's candidates are never read from pencil marks, so nothing else can happen;
        // a clash is still the honest name for a grid that cannot hold candidates.
        _ => LogicError::NoSolution,
    })?;
    rate_candidates(&grid)
}

/// Rates a candidate grid (for example one read from pencil marks) by solving it step by step.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution.
pub fn rate_candidates(grid: &CandidateGrid) -> Result<Rating, LogicError> {
    rate_within(grid, &Budget::unlimited())
}

/// [`rate_candidates`] under a budget.
///
/// # Errors
///
/// [`LogicError`] when the position does not have exactly one solution, and
/// [`LogicError::Interrupted`] when the budget runs out first.
pub fn rate_within(grid: &CandidateGrid, budget: &Budget) -> Result<Rating, LogicError> {
    let mut g = grid.clone();
    Ok(solve_steps_while(&mut g, budget, Texts::Skipped, |_| true)?.rating())
}
