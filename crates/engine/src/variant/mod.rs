//! Variant Sudoku: a puzzle is a grid plus its rules — houses (rows, columns, boxes or
//! irregular regions) and a list of constraints (killer cages, thermometers, arrows, kropki
//! dots, anti-knight, ...) — and an exact engine that solves, counts and finds the true
//! candidates of any such puzzle from 4×4 to 16×16.
//!
//! The key decision: the rules choose the solver, never the grid's shape. A puzzle whose rules
//! are classic ([`Rules::is_classic`]: the shape's boxes, no constraint) goes to the classic
//! solvers and their fast paths; every other one is compiled into candidate masks and
//! propagators (`model.rs`) and searched by fewest-candidates branching (`search.rs`). Each
//! constraint kind lives in its own file under `kinds/` and means one thing, written twice:
//! as a check on a grid of values (the reference) and as propagators; the tests hold the
//! second to the first.
//!
//! The setters' formats read into this model: f-puzzles JSON and links, SudokuPad links that
//! carry f-puzzles data, the constraint strings of sigh's Interactive Sudoku Solver, and our
//! own JSON form ([`VariantPuzzle::to_json`]).
//!
//! # Example
//!
//! ```
//! use sudoku_engine::variant::VariantPuzzle;
//! use sudoku_engine::{Budget, Mode, Outcome};
//!
//! // A 4×4 with one cage and an anti-king rule, in our JSON form.
//! let puzzle = VariantPuzzle::from_json(r#"{
//!     "size": 4,
//!     "givens": "1...............",
//!     "constraints": [
//!         {"type": "killer", "cells": ["r1c2", "r1c3"], "sum": 7},
//!         {"type": "anti-king"}
//!     ]
//! }"#).unwrap();
//! let outcome = puzzle.solve(Mode::Unique, &Budget::unlimited()).unwrap();
//! assert!(matches!(outcome, Outcome::Unique(_) | Outcome::Multiple(_) | Outcome::NoSolution { .. }));
//! ```

mod derive;
mod fpuzzles;
pub mod generate;
mod iss;
mod json;
mod kinds;
mod link;
mod logic;
mod model;
mod place;
mod rules;
mod search;
mod setter;
mod sudokupad;
#[cfg(test)]
mod tests;

pub use fpuzzles::from_fpuzzles_value;
pub use fpuzzles::{from_fpuzzles_json, to_fpuzzles_json};
pub use iss::{from_iss, is_iss};
pub use json::VariantJsonError;
pub use kinds::*;
pub use link::{is_link, read_link, to_fpuzzles_link, to_sudokupad_link, LinkError};
pub use model::MAX_VARIANT_SIZE;
pub use place::{Direction, Place, PlaceError};
pub use rules::{Broken, BrokenRule, Geometry, RuleError, Rules};
pub use search::VariantStats;
pub use setter::Part;
pub use sudokupad::from_scl_json as from_sudokupad_json;

use std::sync::Arc;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::budget::{Budget, Interrupted};
use crate::digit::Digit;
use crate::grid::{Conflict, Grid};
use crate::solver::{Count, CountVisitor, FirstVisitor, Mode, Outcome, Solver, Visitor};
use model::{Builder, Mask, Model};
use search::Search;

/// A variant puzzle: givens, rules, and what the setter's file said about it.
#[derive(Clone, Debug)]
pub struct VariantPuzzle {
    givens: Grid,
    rules: Rules,
    model: Option<Arc<Model>>,
    /// The solution the file carried, if any (checked by [`VariantPuzzle::check_solution`]).
    pub solution: Option<Grid>,
    /// The puzzle's title, author and rules text, when the file has them.
    pub info: PuzzleInfo,
    /// Elements of the file that carry no rule of their own (f-puzzles' cosmetic lines,
    /// circles, cages without a total's meaning...): solving ignores them, and callers say so.
    pub unused: Vec<String>,
}

/// A puzzle's title, author and rules text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleInfo {
    /// The title.
    pub title: Option<String>,
    /// The author.
    pub author: Option<String>,
    /// The rules as the setter wrote them.
    pub rules_text: Option<String>,
}

/// The digits each cell holds in at least one solution, with how many solutions were seen
/// for each (up to the cap).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrueCandidates {
    size: usize,
    counts: Vec<u64>,
    cap: u64,
}

impl TrueCandidates {
    /// The digits of `cell` (row-major index) that appear in some solution, as a bit mask
    /// (bit `d − 1` for digit `d`).
    pub fn mask(&self, cell: usize) -> u32 {
        (0..self.size)
            .filter(|&d| self.counts[cell * self.size + d] > 0)
            .fold(0, |m, d| m | 1 << d)
    }

    /// The solutions seen with `digit` in `cell`, at most the cap.
    pub fn count(&self, cell: usize, digit: usize) -> u64 {
        if digit == 0 || digit > self.size {
            return 0;
        }
        self.counts[cell * self.size + digit - 1]
    }

    /// The cap on solutions counted per candidate.
    pub fn cap(&self) -> u64 {
        self.cap
    }

    /// N.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether no cell has a candidate: the puzzle has no solution.
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// The candidates of `cell` (row-major index) as symbols, in order: `1` to `9`, then
    /// `A` = 10, `B` = 11, ... (`""` when the cell has none).
    pub fn symbols(&self, cell: usize) -> String {
        let mask = self.mask(cell);
        (0..self.size)
            .filter(|d| mask >> d & 1 == 1)
            .filter_map(|d| Digit::new(d as u8 + 1).map(Digit::to_char))
            .collect()
    }
}

/// The one JSON form of true candidates, shared by `sudoku candidates --format json`, the web
/// API and `sudokit`: `candidates`, the rows of the grid, each a list of one string of
/// symbols per cell (`["126", "3", ...]`); with a cap above 1, also `cap` and `counts` (rows
/// of cells of N numbers: the solutions seen with digit 1, 2, ... there, up to the cap).
impl Serialize for TrueCandidates {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let n = self.size;
        let rows: Vec<Vec<String>> = (0..n)
            .map(|r| (0..n).map(|c| self.symbols(r * n + c)).collect())
            .collect();
        let with_counts = self.cap > 1;
        let mut map = s.serialize_map(Some(if with_counts { 3 } else { 1 }))?;
        map.serialize_entry("candidates", &rows)?;
        if with_counts {
            let counts: Vec<Vec<&[u64]>> = self
                .counts
                .chunks(n * n)
                .map(|row| row.chunks(n).collect())
                .collect();
            map.serialize_entry("cap", &self.cap)?;
            map.serialize_entry("counts", &counts)?;
        }
        map.end()
    }
}

/// Why a variant puzzle cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VariantError {
    /// A rule that does not fit the grid.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The grid is larger than the variant engine goes.
    #[error("variant puzzles go up to {MAX_VARIANT_SIZE}×{MAX_VARIANT_SIZE}, not {size}×{size}")]
    TooLarge {
        /// N.
        size: usize,
    },
    /// The givens and the rules are for different sizes.
    #[error("the givens are for a {givens}×{givens} grid, the rules for {rules}×{rules}")]
    SizeMismatch {
        /// The givens' N.
        givens: usize,
        /// The rules' N.
        rules: usize,
    },
}

impl VariantPuzzle {
    /// The puzzle with `givens` under `rules`.
    ///
    /// # Errors
    ///
    /// Givens and rules of different sizes; non-classic rules above 16×16.
    pub fn new(givens: Grid, rules: Rules) -> Result<VariantPuzzle, VariantError> {
        let (g, r) = (givens.shape().size(), rules.size());
        if g != r {
            return Err(VariantError::SizeMismatch {
                givens: g,
                rules: r,
            });
        }
        let model = if rules.is_classic() {
            None
        } else {
            if r > MAX_VARIANT_SIZE {
                return Err(VariantError::TooLarge { size: r });
            }
            Some(Arc::new(compile(&rules)))
        };
        Ok(VariantPuzzle {
            givens,
            rules,
            model,
            solution: None,
            info: PuzzleInfo::default(),
            unused: Vec::new(),
        })
    }

    /// The givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Runs a search for up to `limit` solutions, handing each to `visitor`.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn search<V: Visitor>(
        &self,
        limit: u64,
        visitor: &mut V,
        budget: &Budget,
    ) -> Result<VariantStats, Interrupted> {
        let Some(model) = &self.model else {
            let stats = Solver::new()
                .within(budget)
                .search(&self.givens, limit, visitor)?;
            return Ok(VariantStats {
                solutions: stats.solutions,
                guesses: stats.guesses,
                backtracks: 0,
            });
        };
        let (stats, r) = self.search_stats(model, limit, visitor, budget);
        r.map(|()| stats)
    }

    /// [`VariantPuzzle::search`] giving up after `max_guesses` guesses: `None` then (the
    /// answer is unknown). For the generator, which decides without a proof that would take
    /// long (the same way on every machine: guesses, not time).
    pub(crate) fn search_capped<V: Visitor>(
        &self,
        limit: u64,
        visitor: &mut V,
        max_guesses: u64,
        budget: &Budget,
    ) -> Result<Option<VariantStats>, Interrupted> {
        let Some(model) = &self.model else {
            return self.search(limit, visitor, budget).map(Some);
        };
        let start = self.start(model);
        let mut s =
            Search::new(model, limit, visitor, budget.meter()).with_max_guesses(max_guesses);
        s.run(&start)?;
        Ok((!s.capped).then_some(s.stats))
    }

    /// [`VariantPuzzle::search`] on the compiled model, with what the search did even when
    /// the budget ran out.
    fn search_stats<V: Visitor>(
        &self,
        model: &Model,
        limit: u64,
        visitor: &mut V,
        budget: &Budget,
    ) -> (VariantStats, Result<(), Interrupted>) {
        let start = self.start(model);
        let mut s = Search::new(model, limit, visitor, budget.meter());
        let r = s.run(&start);
        (s.stats, r)
    }

    /// What a search for up to `limit` solutions did, also when `budget` ran out first (then
    /// with `Err`): for measuring the engine. Classic rule sets report no failed nodes.
    #[doc(hidden)]
    pub fn search_measured<V: Visitor>(
        &self,
        limit: u64,
        visitor: &mut V,
        budget: &Budget,
    ) -> (VariantStats, Result<(), Interrupted>) {
        match &self.model {
            Some(model) => self.search_stats(model, limit, visitor, budget),
            None => match self.search(limit, visitor, budget) {
                Ok(s) => (s, Ok(())),
                Err(e) => (VariantStats::default(), Err(e)),
            },
        }
    }

    fn start(&self, model: &Model) -> Vec<Mask> {
        let mut start = model.init.clone();
        for (m, &v) in start.iter_mut().zip(self.givens.values()) {
            if v != 0 {
                *m &= 1 << (v - 1);
            }
        }
        start
    }

    /// Solves the puzzle: [`Mode::Unique`] looks for a second solution, [`Mode::First`]
    /// stops at the first.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn solve(&self, mode: Mode, budget: &Budget) -> Result<Outcome, Interrupted> {
        Ok(self.solve_with_stats(mode, budget)?.0)
    }

    /// [`VariantPuzzle::solve`], with the search's statistics.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn solve_with_stats(
        &self,
        mode: Mode,
        budget: &Budget,
    ) -> Result<(Outcome, VariantStats), Interrupted> {
        let limit = match mode {
            Mode::First => 1,
            _ => 2,
        };
        let mut v = FirstVisitor::default();
        let stats = self.search(limit, &mut v, budget)?;
        let grid = |values: Vec<u8>| {
            Grid::from_values(self.givens.shape(), &values).expect("a solution fits its grid")
        };
        let outcome = match (v.first, stats.solutions) {
            (None, _) => Outcome::NoSolution {
                conflict: self.clash(),
            },
            (Some(s), 1) if mode == Mode::First => Outcome::Found(grid(s)),
            (Some(s), 1) => Outcome::Unique(grid(s)),
            (Some(s), _) => Outcome::Multiple(grid(s)),
        };
        Ok((outcome, stats))
    }

    /// Two givens that clash in a row, column or box (not looked for when the regions are
    /// not boxes): the reason [`VariantPuzzle::solve`] gives for no solution, when there is one.
    pub fn clash(&self) -> Option<Conflict> {
        self.givens
            .first_conflict()
            .filter(|_| !self.rules.geometry().is_irregular())
    }

    /// Counts solutions up to `limit`.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn count(&self, limit: u64, budget: &Budget) -> Result<Count, Interrupted> {
        let stats = self.search(limit, &mut CountVisitor, budget)?;
        Ok(Count {
            count: stats.solutions,
            at_least: limit > 0 && stats.solutions >= limit,
        })
    }

    /// The true candidates: for each cell, the digits some solution puts there, each with the
    /// number of solutions seen for it, counted up to `cap` (1 answers "possible or not").
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn candidates(&self, cap: u64, budget: &Budget) -> Result<TrueCandidates, Interrupted> {
        let n = self.rules.size();
        let cap = cap.max(1);
        let mut counts = vec![0u64; n * n * n];
        // First enumerate a few solutions: each counts once for every candidate it holds, and
        // when they are all there is, the counts are exact.
        const FIRST: u64 = 4096;
        let mut all = Tally {
            counts: &mut counts,
            n,
            cap,
            only: None,
        };
        let stats = self.search(FIRST, &mut all, budget)?;
        if stats.solutions < FIRST {
            return Ok(TrueCandidates {
                size: n,
                counts,
                cap,
            });
        }
        // Then each candidate still under the cap, searched on its own: its count is then the
        // number of solutions with that digit there, up to the cap. With a cap of 1 a solution
        // found for one candidate settles every candidate it holds.
        let mut values = self.givens.values().to_vec();
        for cell in 0..n * n {
            let given = self.givens.values()[cell];
            for d in 1..=n {
                let seen = counts[cell * n + d - 1];
                if seen >= cap || (given != 0 && given as usize != d) {
                    continue;
                }
                values[cell] = d as u8;
                let probe = self.with_givens(&values);
                values[cell] = given;
                if cap > 1 {
                    counts[cell * n + d - 1] = 0;
                }
                let mut one = Tally {
                    counts: &mut counts,
                    n,
                    cap,
                    only: (cap > 1).then_some(cell * n + d - 1),
                };
                probe.search(cap, &mut one, budget)?;
            }
        }
        Ok(TrueCandidates {
            size: n,
            counts,
            cap,
        })
    }

    /// The same puzzle with other givens (the rules' model is shared).
    fn with_givens(&self, values: &[u8]) -> VariantPuzzle {
        VariantPuzzle {
            givens: Grid::from_values(self.givens.shape(), values).expect("values of the grid"),
            rules: self.rules.clone(),
            model: self.model.clone(),
            solution: None,
            info: PuzzleInfo::default(),
            unused: Vec::new(),
        }
    }

    /// Every rule the values break (row-major, 0 for empty), the reference meaning of each
    /// rule: see [`Rules::broken`].
    pub fn broken(&self, values: &[u8]) -> Vec<Broken> {
        self.rules.broken(values)
    }

    /// Whether the solution the file carried is a solution of the puzzle: it fills the givens
    /// and breaks no rule. `None` when the file had none.
    pub fn check_solution(&self) -> Option<Vec<Broken>> {
        let s = self.solution.as_ref()?;
        let mut broken = self.rules.broken(s.values());
        if !s.is_filled_from(&self.givens) {
            broken.push(Broken {
                rule: BrokenRule::Givens,
                cells: Vec::new(),
            });
        }
        Some(broken)
    }
}

/// Counts solutions per candidate: for every candidate each solution holds (`only: None`),
/// or for one candidate only, from zero (`only: Some(k)`).
struct Tally<'a> {
    counts: &'a mut [u64],
    n: usize,
    cap: u64,
    only: Option<usize>,
}

impl Visitor for Tally<'_> {
    fn visit(&mut self, values: &[u8]) -> bool {
        match self.only {
            Some(k) => {
                if self.counts[k] < self.cap {
                    self.counts[k] += 1;
                }
            }
            None => {
                for (c, &v) in values.iter().enumerate() {
                    let k = c * self.n + v as usize - 1;
                    if self.counts[k] < self.cap {
                        self.counts[k] += 1;
                    }
                }
            }
        }
        true
    }
}

/// Why a record that is a variant puzzle could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// A link that could not be read.
    #[error(transparent)]
    Link(#[from] LinkError),
    /// JSON (ours or f-puzzles') that is no puzzle of ours: the JSON path and the reason.
    #[error(transparent)]
    Json(#[from] VariantJsonError),
    /// An ISS constraint string (or killer line) that is no puzzle of ours: the item and the
    /// reason.
    #[error(transparent)]
    Iss(VariantJsonError),
}

/// Whether the text of one record is a variant puzzle — an f-puzzles or SudokuPad link or
/// payload, f-puzzles JSON, our JSON form (a JSON object with a `size`), or an ISS constraint
/// string or killer line ([`is_iss`]) — and if so, the
/// puzzle or why it cannot be read. `None` for every other record (the classic formats).
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::read_record;
///
/// assert!(read_record("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..").is_none());
/// assert!(read_record(r#"{"size": 4, "constraints": [{"type": "anti-king"}]}"#).unwrap().is_ok());
/// assert!(read_record("https://sudokupad.app/abcdef").unwrap().is_err());
/// assert!(read_record(".Shape~4x4.AntiKing.~R1C1_1").unwrap().is_ok());
/// ```
pub fn read_record(text: &str) -> Option<Result<VariantPuzzle, ReadError>> {
    // The common classic record, a line of digits and dots, in one pass without an early exit
    // (a few vector steps): on files of such lines, trimming and the ISS checks below cost 4%
    // of `sudoku solve` on serg-benchmark.
    if text
        .bytes()
        .fold(true, |plain, c| plain & (c.is_ascii_digit() | (c == b'.')))
    {
        return None;
    }
    let t = text.trim_start_matches('\u{feff}').trim();
    // Every link, payload and JSON object starts with one of these; a classic record (a line
    // of digits and dots, a grid) is turned away here at the cost of a look at its first
    // character (and, for a first `.` or digit, at the ISS forms), which keeps batches of
    // classic puzzles off the readers below.
    let first = t.bytes().next()?;
    let may_be_link_or_json = matches!(
        first,
        b'{' | b'h' | b'H' | b'f' | b'F' | b's' | b'S' | b'c' | b'w' | b'W'
    );
    if !may_be_link_or_json && !is_iss(t) {
        return None;
    }
    if is_link(t) {
        return Some(read_link(t).map_err(ReadError::from));
    }
    if is_iss(t) {
        return Some(from_iss(t).map_err(ReadError::Iss));
    }
    if !t.starts_with('{') {
        return None;
    }
    let value: serde_json::Value = serde_json::from_str(t).ok()?;
    let obj = value.as_object()?;
    obj.get("size")?;
    // f-puzzles' grid is rows of cell objects; ours has no `grid`.
    let fpuzzles = obj
        .get("grid")
        .and_then(|g| g.as_array())
        .is_some_and(|rows| {
            rows.iter().any(|r| {
                r.as_array()
                    .is_some_and(|r| r.iter().any(|c| c.is_object()))
            })
        });
    Some(if fpuzzles || obj.contains_key("grid") {
        from_fpuzzles_value(&value).map_err(ReadError::from)
    } else {
        VariantPuzzle::from_json_value(&value).map_err(ReadError::from)
    })
}

/// Compiles non-classic rules into the model the search runs on.
fn compile(rules: &Rules) -> Model {
    let g = rules.geometry();
    let n = g.size();
    let mut b = Builder::new(n);
    let houses = g.houses();
    for house in &houses {
        b.house(house);
    }
    for c in rules.constraints() {
        c.compile(g, &mut b);
    }
    if let Some(sweeps) = sweeps(n, &houses) {
        b.derive_sums(&sweeps);
    }
    b.build()
}

/// The orders in which [`Builder::derive_sums`] grows super-regions from `houses` (rows,
/// columns, then boxes or regions): rows and columns both ways, and the regions in order.
fn sweeps(n: usize, houses: &[Vec<usize>]) -> Option<[Vec<Vec<usize>>; 5]> {
    if houses.len() != 3 * n {
        return None;
    }
    let rows = houses[..n].to_vec();
    let cols = houses[n..2 * n].to_vec();
    let regions = houses[2 * n..].to_vec();
    let rev = |v: &Vec<Vec<usize>>| v.iter().rev().cloned().collect::<Vec<_>>();
    Some([rev(&rows), rows, rev(&cols), cols, regions])
}

/// The compiled model of `rules` (the puzzle keeps one unless its rules are classic).
fn model_of(puzzle: &VariantPuzzle) -> std::borrow::Cow<'_, Model> {
    match &puzzle.model {
        Some(m) => std::borrow::Cow::Borrowed(m.as_ref()),
        None => std::borrow::Cow::Owned(compile(&puzzle.rules)),
    }
}

/// The model the human steps reason with ([`Model::as_rated`]).
fn rated_model_of(puzzle: &VariantPuzzle) -> std::borrow::Cow<'_, Model> {
    let model = model_of(puzzle);
    match model.as_rated() {
        Some(m) => std::borrow::Cow::Owned(m),
        None => model,
    }
}
