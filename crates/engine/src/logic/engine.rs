//! The step engine: tries the finders of the registry in order and takes the first step found.
//!
//! Every entry point first checks that the position has exactly one solution (the uniqueness
//! techniques and brute force rely on it), then runs under a [`Budget`]: the loop reads it
//! before each step and the slow finders poll it inside, so a deadline or a cancel is seen
//! within milliseconds.

use super::candidates::{alone_in_units, CandidateError, CandidateGrid};
use super::context::Context;
use super::error::LogicError;
use super::finders::{finder_of, Sizes, FINDERS};
use super::geometry::{cells, Cells, UNIT, UNITS_OF};
use super::rating::Rating;
use super::scratch::Scratch;
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
    next_step_from(grid, ctx, 0)
}

/// [`next_step_in`] trying only the finders from row `first` of the registry on (the rows
/// before it are known to find nothing).
fn next_step_from(
    grid: &CandidateGrid,
    ctx: &mut Context<'_>,
    first: usize,
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
    for row in FINDERS.iter().skip(first) {
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
    solve_steps_while(
        grid,
        budget,
        Texts::Written,
        &mut Scratch::default(),
        |_| true,
    )
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
    scratch: &mut Scratch,
    go_on: impl FnMut(&Step) -> bool,
) -> Result<Explanation, LogicError> {
    let solution = unique_solution(grid, &mut budget.meter())?;
    Context::run_on(solution, budget, scratch, |ctx| {
        steps_while(grid, ctx, texts, go_on)
    })
}

/// [`solve_steps_while`] in the run `ctx`.
fn steps_while(
    grid: &mut CandidateGrid,
    ctx: &mut Context<'_>,
    texts: Texts,
    mut go_on: impl FnMut(&Step) -> bool,
) -> Result<Explanation, LogicError> {
    // Room for the steps of nearly every path: a step is large, and growing the list from
    // empty had copied it about six times a puzzle (0.5% of rating top293). Most steps place
    // one cell, but hard paths take many more that only eliminate: on top1465, 950 of the
    // 1,465 paths had more steps than 1.25 times their empty cells (the room this gave before,
    // whose growth cost 4.8 M instructions rating top293), 9 more than twice, none more than
    // 2.2 times.
    let empty = grid.values.iter().filter(|&&v| v == 0).count();
    let mut steps = Vec::with_capacity(2 * empty + empty / 4);
    while let Some(mut step) = next_step_in(grid, ctx)? {
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

/// Whether `t` is one of the singles (Full House, Naked Single, Hidden Single): the techniques
/// that [`solve_bulk_while`] places in bulk without naming them.
pub(crate) fn is_single(t: Technique) -> bool {
    matches!(
        t,
        Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
    )
}

/// What [`solve_bulk_while`] reports: a run of singles, or one other step.
#[derive(Debug)]
pub(crate) enum Bulk<'s> {
    /// A run of singles (at least one cell placed).
    Singles(Run),
    /// A step as the step-by-step path takes it (on grids other than 9×9, singles too).
    Step(&'s Step),
}

/// A run of singles placed in bulk: how many cells, and how many of them the step-by-step
/// path places with a Hidden Single (the others with a Full House or a Naked Single), between
/// two bounds.
///
/// The step-by-step path takes a Hidden Single only where no Naked Single is left, so it places
/// the cells of the run's first naked closure (the cells that naked singles alone fill) with
/// Naked Singles: at most the other cells are Hidden Singles. And it needs at least as many
/// Hidden Singles as the bulk closure needs rounds of "all hidden singles at once, then the
/// naked closure": after `j` Hidden Singles the step-by-step path has placed no cell that the
/// bulk closure had not placed after `j` rounds (a single stays a single, or is placed, when
/// other cells are placed), so it cannot finish in fewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    /// The cells placed.
    pub placed: u32,
    /// The fewest of them the step-by-step path places with a Hidden Single.
    pub hidden_at_least: u32,
    /// The most of them it places with a Hidden Single.
    pub hidden_at_most: u32,
}

impl Run {
    /// The lowest and the highest score the step-by-step path gives the run.
    pub(crate) fn scores(&self) -> (u32, u32) {
        let (fh, ns) = (Technique::FullHouse.score(), Technique::NakedSingle.score());
        let hs = Technique::HiddenSingle.score();
        let (low, high) = (fh.min(ns), fh.max(ns));
        let score = |single: u32, hidden: u32| {
            let rest = self.placed.saturating_sub(hidden);
            single
                .saturating_mul(rest)
                .saturating_add(hs.saturating_mul(hidden))
        };
        (
            score(low, self.hidden_at_least),
            score(high, self.hidden_at_most),
        )
    }
}

/// The solving path of [`solve_steps_while`] with each run of singles placed in bulk: the
/// other steps are the same, in the same order, found at the same positions.
///
/// Why it is the same path: the engine tries the singles first, so a finder of another
/// technique only ever runs at a position without singles, the closure of the previous one
/// under singles. For a grid with one solution that closure does not depend on the order in
/// which the singles are placed: every single places the solution's digit, a placement only
/// takes candidates away, so a single stays a single until its cell is filled, and the
/// candidates left are the first ones less the placed digits' peers, whatever the order. The
/// run's context sees the same: the finders of the other techniques see the grid and their own
/// caches, which only they fill, at the same positions; the givens are noted before the first
/// placement; only the singles queues (HoDoKu's order of singles) are not kept, and only the
/// singles finders read them.
///
/// The closure is made on 9×9 with the per-digit cell masks (see `close_singles`): the naked
/// singles (cells in exactly one digit's mask) until none is left, then all the hidden
/// singles (a digit with one cell left in a unit) at once, and again; a placement is only made
/// when it is the solution's digit, so a grid that does not hold the solution cannot make it
/// place nonsense.
/// Other sizes take the step-by-step path and report every step, singles included.
///
/// `known` is the grid's solution when the caller knows it is the only one (the generator,
/// which made the puzzle unique, knows it): the search for solutions is then skipped (1.4% of
/// the instructions of `sudoku generate --difficulty extreme`). A `known` that the grid does
/// not hold is ignored. `go_on` is asked after each report whether to go on, with the number
/// of cells still empty after it. The other steps are moved into `kept` when it is given
/// (the generator keeps them for [`replay_singles_while`]; a copy of each step made in
/// `go_on` had cost 4.8 M instructions of the extreme hunt ×200, callgrind: 1.0949 G →
/// 1.0900 G). Returns whether the grid ends solved.
///
/// # Errors
///
/// Those of [`solve_steps_within`].
pub(crate) fn solve_bulk_while(
    grid: &mut CandidateGrid,
    budget: &Budget,
    known: Option<&[u8]>,
    kept: Option<&mut Vec<Step>>,
    scratch: &mut Scratch,
    go_on: impl FnMut(Bulk<'_>, usize) -> bool,
) -> Result<bool, LogicError> {
    let solution = match known {
        Some(s) if grid.holds(s) => s.to_vec(),
        _ => unique_solution(grid, &mut budget.meter())?,
    };
    Context::run_on(solution, budget, scratch, |ctx| {
        bulk_while(grid, ctx, kept, go_on)
    })
}

/// [`solve_bulk_while`] in the run `ctx`.
fn bulk_while(
    grid: &mut CandidateGrid,
    ctx: &mut Context<'_>,
    mut kept: Option<&mut Vec<Step>>,
    mut go_on: impl FnMut(Bulk<'_>, usize) -> bool,
) -> Result<bool, LogicError> {
    if !grid.is_nine() || grid.values.len() != 81 || ctx.solution().len() != 81 {
        while let Some(step) = next_step_in(grid, ctx)? {
            grid.apply(&step);
            ctx.applied(&step);
            let more = go_on(Bulk::Step(&step), empty_cells(grid));
            if let Some(kept) = kept.as_deref_mut() {
                kept.push(step);
            }
            if !more {
                break;
            }
        }
        return Ok(grid.is_solved());
    }
    ctx.note_givens(grid);
    let first = single_rows();
    let mut quiet = [Cells::MAX; 9];
    loop {
        let run = close_singles(grid, ctx.solution(), &mut quiet);
        if run.placed > 0 && !go_on(Bulk::Singles(run), empty_cells(grid)) {
            break;
        }
        let Some(step) = next_step_from(grid, ctx, first)? else {
            break;
        };
        grid.apply(&step);
        ctx.applied(&step);
        let more = go_on(Bulk::Step(&step), empty_cells(grid));
        if let Some(kept) = kept.as_deref_mut() {
            kept.push(step);
        }
        if !more {
            break;
        }
    }
    Ok(grid.is_solved())
}

/// How many cells of `grid` are empty.
fn empty_cells(grid: &CandidateGrid) -> usize {
    grid.values.iter().filter(|&&v| v == 0).count()
}

/// The step-by-step path of [`solve_steps_while`] (texts skipped) when its other steps are
/// known, `others` in order (from [`solve_bulk_while`] on the same grid): the singles are
/// found as the engine finds them, with HoDoKu's queues, and where the engine would call the
/// other finders (a position without singles) the next of `others` is taken instead, the step
/// those finders give there. So the path and its score are the engine's at the cost of the
/// singles alone: the rater's fallback when the bulk path's interval of scores straddles a
/// level's limit.
///
/// `go_on` is asked after each step whether to go on. Returns whether the grid ends solved,
/// or `None` when the path needed more than `others`.
pub(crate) fn replay_singles_while(
    grid: &mut CandidateGrid,
    budget: &Budget,
    others: &[Step],
    mut go_on: impl FnMut(&Step) -> bool,
) -> Option<bool> {
    // The singles finders read nothing of the context but its queues, so it needs no
    // solution.
    let mut ctx = Context::new(Vec::new(), budget);
    let singles = &FINDERS[..single_rows()];
    let mut others = others.iter();
    while !grid.is_solved() {
        let step = match singles.iter().find_map(|row| (row.finder)(grid, &mut ctx)) {
            Some(step) => step,
            None => others.next()?.clone(),
        };
        grid.apply(&step);
        ctx.applied(&step);
        if !go_on(&step) {
            break;
        }
    }
    Some(grid.is_solved())
}

/// How many rows open the registry with finders of singles alone.
fn single_rows() -> usize {
    FINDERS
        .iter()
        .take_while(|row| row.produces.iter().all(|&t| is_single(t)))
        .count()
}

/// Places every single of a 9×9 grid, and the singles that follow, until none is left (see
/// [`Run`]): the naked singles, again until none is left, then all the hidden singles at
/// once, and again. Only the solution's digits are placed.
///
/// `quiet` holds, per digit, its cells when it last had no hidden single (`Cells::MAX` before
/// that): a hidden single can only appear in a unit where the digit's cells changed since, so
/// only those units are looked at. Most steps between two runs take candidates of one or two
/// digits; measured on `sudoku generate --difficulty extreme --count 100 --seed 1 --threads
/// 1`, the closures' instructions fell from 31 M to 20 M.
fn close_singles(g: &mut CandidateGrid, solution: &[u8], quiet: &mut [Cells; 9]) -> Run {
    let mut run = Run {
        placed: 0,
        hidden_at_least: 0,
        hidden_at_most: 0,
    };
    let mut first_naked = None;
    loop {
        // The naked singles: the cells in exactly one digit's mask (placed cells are in none).
        loop {
            let (mut once, mut twice) = (Cells::EMPTY, Cells::EMPTY);
            for &p in &g.pos {
                twice |= once & p;
                once |= p;
            }
            let m = once & !twice;
            let before = run.placed;
            for i in m {
                run.placed += place_single(g, solution, i);
            }
            if run.placed == before {
                break;
            }
        }
        let naked = *first_naked.get_or_insert(run.placed);
        // The hidden singles: a digit with one cell left in a unit.
        let mut found = [Cells::EMPTY; 9];
        for d in 0..9 {
            let p = g.pos[d];
            let changed = p ^ quiet[d];
            if changed.is_empty() {
                continue;
            }
            if changed.has_several() {
                // More than one cell changed: the 27 units at once on the digit's mask
                // (cheaper than walking the units of even two changed cells).
                found[d] = alone_in_units(p);
                if found[d].is_empty() {
                    quiet[d] = p;
                }
                continue;
            }
            let mut units = cells(changed).fold(0, |m, i| m | UNITS_OF[i]);
            while units != 0 {
                let m = p & UNIT[units.trailing_zeros() as usize];
                units &= units - 1;
                if !m.is_empty() && !m.has_several() {
                    found[d] |= m;
                }
            }
            if found[d].is_empty() {
                quiet[d] = p;
            }
        }
        let before = run.placed;
        for (d, &f) in found.iter().enumerate() {
            for i in f {
                if g.pos[d].contains(i) && solution[i] == d as u8 + 1 {
                    g.place_index(i, d);
                    run.placed += 1;
                }
            }
        }
        if run.placed == before {
            run.hidden_at_most = run.placed - naked;
            return run;
        }
        run.hidden_at_least += 1;
    }
}

/// Places the one candidate of empty cell `i` when it is the solution's digit; returns how
/// many cells were placed (0 or 1).
fn place_single(g: &mut CandidateGrid, solution: &[u8], i: usize) -> u32 {
    let m = g.cands[i];
    if g.values[i] != 0 || m.count_ones() != 1 {
        return 0;
    }
    let d = m.trailing_zeros() as usize;
    if solution[i] != d as u8 + 1 {
        return 0;
    }
    g.place_index(i, d);
    1
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
    let mut scratch = Scratch::default();
    Ok(solve_steps_while(&mut g, budget, Texts::Skipped, &mut scratch, |_| true)?.rating())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells alone in some unit, unit by unit.
    fn alone_plain(p: Cells) -> Cells {
        UNIT.iter()
            .map(|&u| p & u)
            .filter(|&m| !m.is_empty() && !m.has_several())
            .fold(Cells::EMPTY, |a, m| a | m)
    }

    #[test]
    fn alone_in_units_finds_the_cells_alone_in_a_unit() {
        // A simple generator of masks: every digit's cells of many positions look alike.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let all = crate::logic::geometry::ALL81;
        let wide_of = |lo: u64, hi: u64| Cells::from_bits(u128::from(lo) | u128::from(hi) << 64);
        for _ in 0..20_000 {
            let (a, b, c) = (next(), next(), next());
            let wide = wide_of(a, b) & all;
            // Sparse masks too, where most units have one cell or none.
            let sparse = wide & wide_of(c, next());
            for p in [
                wide,
                sparse,
                sparse & wide_of(next(), 0),
                Cells::EMPTY,
                all,
                Cells::single((c % 81) as usize),
            ] {
                assert_eq!(alone_in_units(p), alone_plain(p), "{p:#x}");
            }
        }
    }
}
