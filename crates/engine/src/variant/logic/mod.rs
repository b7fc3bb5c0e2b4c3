//! Human-style steps, hints and ratings for variant puzzles.
//!
//! The key decision: the classic step engine (`crate::logic`) is HoDoKu's, tuned to rows,
//! columns and boxes, and stays as it is for classic puzzles; variant puzzles get this engine,
//! which works on the puzzle's own rules: its houses (rows, columns, regions, diagonals,
//! extra regions), its peers (every pair of cells the rules keep apart: houses, cages,
//! knight's and king's moves) and each constraint's own reasoning. Both hand out the same
//! [`Step`]s, [`Explanation`]s and [`Rating`]s, so every command, the web API and `sudokit`
//! print them in the same forms and languages.
//!
//! The finders and their order come from the registry's variant rows (`logic/registry.rs`,
//! expanded in `finders.rs`): singles on the puzzle's houses and peers, then each kind of
//! rule on its own (a killer cage's digit sets, a thermometer's bounds, a dot's pairs... one
//! technique per kind, from `rules.rs`), intersections and subsets of houses, the sums the
//! houses and cages imply together (the 45 rule), fish and wings (`fish.rs`, `wings.rs`),
//! AICs across every rule (`chains.rs`), and, when none applies, the last resorts: a
//! candidate refuted by propagation alone (`contradiction.rs`), a choice whose ways all agree
//! on something when followed through every rule (`forcing.rs`), and a candidate refuted by a
//! search (`contradiction.rs`), which always finds one on a puzzle with one solution.
//! So every unique puzzle is finished and rated without a guess (brute force stays in the
//! table as the classic engine's safety net, and is never reached).
//!
//! Soundness: every finder here is sound under any rules, because it uses only what the rules
//! say (no uniqueness reasoning: the unique-rectangle family assumes digits can be swapped and
//! is never tried on a variant). A test walks the steps of many variant puzzles and checks
//! that no step removes a digit of the solution.

mod brute_force;
mod chains;
mod contradiction;
mod finders;
mod fish;
mod forcing;
mod grid;
mod intersections;
mod rules;
mod singles;
mod subsets;
#[cfg(test)]
mod tests;
mod wings;

use std::borrow::Cow;

use crate::budget::{Budget, Meter};
use crate::grid::Grid;
use crate::logic::{Explanation, Level, LogicError, Rating, Step};
use crate::solver::{Mode, Outcome};
use crate::topology::Unit;

use super::model::{Mask, Model};
use super::{rated_model_of, VariantPuzzle};
use grid::VGrid;
use rules::RuleModel;

/// What finders share across one solving run: the rules compiled whole and one by one, the
/// solution, each house's name, and the budget's meter.
pub(crate) struct Ctx<'a> {
    /// The whole model (peers, houses, every propagator).
    pub(crate) model: &'a Model,
    /// Each rule on its own, and each sum the houses and cages imply, in the puzzle's order.
    pub(crate) rules: RuleModels<'a>,
    /// The solution's values (the puzzle has exactly one, checked before the run starts).
    pub(crate) solution: Vec<u8>,
    /// The name of each house of `model`, as steps print it.
    pub(crate) units: Vec<Unit>,
    /// For each of `rules`, the candidates of its cells when it last ruled nothing out (empty
    /// before it is first asked, and always for the rules over the whole grid): its step is a
    /// function of them, so it is not asked again until one of them changes.
    pub(crate) quiet: Vec<Vec<Mask>>,
    /// The run's budget (a search started by a finder meters it afresh).
    pub(crate) budget: &'a Budget,
    /// The budget's meter.
    pub(crate) meter: Meter<'a>,
}

/// A run's rule models: built for the run, or a [`Rater`]'s, shared by its runs.
pub(crate) enum RuleModels<'a> {
    /// Built for this run.
    Owned(Vec<RuleModel>),
    /// Built once for many runs.
    Borrowed(&'a [RuleModel]),
}

impl std::ops::Deref for RuleModels<'_> {
    type Target = [RuleModel];

    fn deref(&self) -> &[RuleModel] {
        match self {
            RuleModels::Owned(v) => v,
            RuleModels::Borrowed(s) => s,
        }
    }
}

impl<'a> Ctx<'a> {
    /// Whether cell `a` sees cell `b`: some rule keeps their digits apart.
    pub(crate) fn sees(&self, a: usize, b: usize) -> bool {
        self.model.peer_bits[a][b / 64] >> (b % 64) & 1 != 0
    }

    /// The context of a run on `puzzle` (compiled to `model`) whose solution is `solution`.
    pub(crate) fn new(
        puzzle: &VariantPuzzle,
        model: &'a Model,
        solution: Vec<u8>,
        budget: &'a Budget,
    ) -> Ctx<'a> {
        Ctx {
            model,
            quiet: Vec::new(),
            rules: RuleModels::Owned(rules::rule_models(puzzle.rules())),
            solution,
            units: grid::house_units(puzzle.rules(), model),
            budget,
            meter: budget.meter(),
        }
    }
}

impl VariantPuzzle {
    /// Solves the puzzle step by step, as a person would, and returns the steps.
    ///
    /// # Errors
    ///
    /// [`LogicError`] when the givens clash, the puzzle does not have exactly one solution,
    /// or the budget runs out first.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::variant::VariantPuzzle;
    /// use sudoku_engine::Budget;
    ///
    /// // A 4×4 whose thermometer orders the last two cells of row 1.
    /// let puzzle = VariantPuzzle::from_json(r#"{
    ///     "size": 4,
    ///     "givens": "12..341.21..43..",
    ///     "constraints": [{"type": "thermometer", "cells": ["r1c3", "r1c4"]}]
    /// }"#).unwrap();
    /// let explanation = puzzle.solve_steps(&Budget::unlimited()).unwrap();
    /// assert!(explanation.solved);
    /// println!("{}", explanation.steps[0].text);
    /// ```
    pub fn solve_steps(&self, budget: &Budget) -> Result<Explanation, LogicError> {
        self.steps(budget, usize::MAX)
    }

    /// The first step from the givens, or `None` when the givens fill the grid.
    ///
    /// # Errors
    ///
    /// As [`VariantPuzzle::solve_steps`].
    pub fn next_step(&self, budget: &Budget) -> Result<Option<Step>, LogicError> {
        Ok(self.steps(budget, 1)?.steps.into_iter().next())
    }

    /// How hard the puzzle is for a person: the level and score of its step-by-step solution.
    ///
    /// # Errors
    ///
    /// As [`VariantPuzzle::solve_steps`].
    pub fn rate(&self, budget: &Budget) -> Result<Rating, LogicError> {
        Ok(self.solve_steps(budget)?.rating())
    }

    /// The level [`VariantPuzzle::rate`] gives the puzzle when it is `ceiling` or easier, and
    /// `None` when it is harder: see [`Rater::level_at_most`].
    #[cfg(test)]
    pub(crate) fn level_at_most(
        &self,
        solution: &[u8],
        ceiling: Level,
        budget: &Budget,
    ) -> Result<Option<Level>, LogicError> {
        if let Some(c) = self.clash() {
            return Err(LogicError::Conflict(c));
        }
        Rater::new(self).level_at_most(self.givens(), solution, ceiling, budget)
    }

    /// Up to `limit` steps from the givens.
    fn steps(&self, budget: &Budget, limit: usize) -> Result<Explanation, LogicError> {
        if let Some(c) = self.clash() {
            return Err(LogicError::Conflict(c));
        }
        let solution = match self.solve(Mode::Unique, budget)? {
            Outcome::Unique(g) => g.values().to_vec(),
            Outcome::NoSolution { .. } => return Err(LogicError::NoSolution),
            Outcome::Multiple(_) | Outcome::Found(_) => return Err(LogicError::NotUnique),
        };
        let model = rated_model_of(self);
        let mut grid = VGrid::start(self.givens(), &model).ok_or(LogicError::NoSolution)?;
        let mut ctx = Ctx::new(self, &model, solution, budget);
        let mut steps = Vec::new();
        while steps.len() < limit && !grid.is_solved() {
            ctx.meter.check_now()?;
            let found = finders::next_step(&grid, &mut ctx);
            if let Some(i) = ctx.meter.tripped() {
                return Err(LogicError::Interrupted(i));
            }
            let Some(step) = found else {
                break;
            };
            grid.apply(&step, &model);
            steps.push(step.with_text());
        }
        if let Some(i) = ctx.meter.tripped() {
            return Err(LogicError::Interrupted(i));
        }
        let solved = grid.is_solved();
        Ok(Explanation { steps, solved })
    }
}

/// The rater's levels for one puzzle's rules under many sets of givens (the generator eases a
/// puzzle to a level by adding givens of its solution): the rules are compiled, whole and one
/// by one, once.
pub(crate) struct Rater<'p> {
    puzzle: &'p VariantPuzzle,
    model: Cow<'p, Model>,
    rules: Vec<RuleModel>,
}

impl<'p> Rater<'p> {
    /// A rater of `puzzle`'s rules (its givens are not used).
    pub(crate) fn new(puzzle: &'p VariantPuzzle) -> Rater<'p> {
        Rater {
            puzzle,
            model: rated_model_of(puzzle),
            rules: rules::rule_models(puzzle.rules()),
        }
    }

    /// The level [`VariantPuzzle::rate`] gives the rules with `givens` when it is `ceiling`
    /// or easier, and `None` when it is harder: the same answer, found without trying the
    /// finders above `ceiling` and stopping as soon as the steps so far put the rating above
    /// it. The finders run in order of level (a test holds the registry to it), so the first
    /// one at or below `ceiling` that finds a step is the one `rate` takes, and when none
    /// does, `rate` takes a harder one; a level only rises as steps add their scores.
    ///
    /// For the generator, which knows that the puzzle has one solution, `solution`, and that
    /// `givens` are some of its digits: the uniqueness proof `rate` starts with is not made
    /// again. (Givens that break the rules give [`LogicError::NoSolution`] or a wrong level,
    /// never a panic.)
    pub(crate) fn level_at_most(
        &self,
        givens: &Grid,
        solution: &[u8],
        ceiling: Level,
        budget: &Budget,
    ) -> Result<Option<Level>, LogicError> {
        let model: &Model = &self.model;
        if givens.shape().size() != model.n || solution.len() != model.n * model.n {
            return Err(LogicError::NoSolution);
        }
        let mut grid = VGrid::start(givens, model).ok_or(LogicError::NoSolution)?;
        let mut ctx = Ctx {
            model,
            rules: RuleModels::Borrowed(&self.rules),
            quiet: Vec::new(),
            solution: solution.to_vec(),
            units: grid::house_units(self.puzzle.rules(), model),
            budget,
            meter: budget.meter(),
        };
        let finders = finders::up_to(ceiling);
        let (mut score, mut hardest) = (0u32, Level::Easy);
        while !grid.is_solved() {
            ctx.meter.check_now()?;
            let found = finders.iter().find_map(|row| (row.finder)(&grid, &mut ctx));
            if let Some(i) = ctx.meter.tripped() {
                return Err(LogicError::Interrupted(i));
            }
            let Some(step) = found else {
                return Ok(None);
            };
            score = score.saturating_add(step.technique.score());
            hardest = hardest.max(step.technique.level());
            if hardest.with_score(score) > ceiling {
                return Ok(None);
            }
            grid.apply(&step, model);
        }
        Ok(Some(hardest.with_score(score)))
    }
}
