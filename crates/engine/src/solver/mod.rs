//! Solving, counting and enumerating, through one entry point.
//!
//! Every search goes through [`Solver::search`]: it takes a puzzle, a limit on the number of
//! solutions, and a [`Visitor`] that sees each solution. *First solution* is a search with limit
//! 1, *uniqueness* a search with limit 2, *count* a search whose visitor records nothing (its
//! [`Visitor::RECORDS`] is `false`, so the solver does not even write the solution out), and
//! *enumerate* a search whose visitor keeps each grid. The visitor is a generic parameter, so each
//! use compiles to its own loop with no cost for what it does not need.
//!
//! Three back ends share this interface:
//! - [`Backend::Auto`]: the 9×9 bitboard solver (`fast9`) for every 9×9 puzzle, the general
//!   solver for other sizes. The bitboard solver is compiled three times (baseline, AVX2,
//!   AVX-512) and the best copy the CPU runs is picked at run time; [`Backend::Portable`],
//!   [`Backend::Avx2`] and [`Backend::Avx512`] ask for one copy (tests use them);
//! - [`Backend::General`]: propagation (naked and hidden singles) plus fewest-candidates
//!   branching, for every size (`general`);
//! - [`Backend::Reference`]: textbook backtracking (`reference`), slow and plain, kept so
//!   tests can check the others against it.
//!
//! The generator's reducer also has a solver of its own for big grids: `cdcl`, clause
//! learning over the rules, which answers its questions "is there another solution?" on
//! 20×20 grids and up.
//!
//! # Budgets
//!
//! A search may run for a long time (counting the solutions of a nearly empty grid, a 25×25
//! puzzle with few givens). [`Solver::within`] binds a solver to a [`Budget`] (a deadline, a
//! cancel flag): the [`Bounded`] solver it returns runs the same searches and stops with
//! [`Interrupted`] when the budget runs out. The budget is polled at every guess through a
//! [`Meter`], so a search notices within a few hundred guesses (well under a millisecond on
//! 9×9). The poller is a generic parameter of the search loops, like the visitor: the
//! unlimited poller's check is an empty inline function, so [`Solver::search`] compiles to the
//! same loop as before budgets existed, and its error type is uninhabited.

pub(crate) mod cdcl;
pub(crate) mod fast9;
pub(crate) use fast9::Struck;
pub(crate) mod general;
pub(crate) mod reference;

use std::convert::Infallible;

use crate::budget::{Budget, Interrupted, Meter};
use crate::grid::{Conflict, Grid};

/// Which algorithm a [`Solver`] runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Backend {
    /// The fastest available: the 9×9 bitboard solver for 9×9 grids, the general one otherwise.
    #[default]
    Auto,
    /// Propagation and fewest-candidates branching, every size.
    General,
    /// Plain backtracking, every size; for tests.
    Reference,
    /// The 9×9 bitboard solver compiled for the baseline of the target (SSE2 on x86-64), for
    /// tests and old CPUs (other sizes go to the general solver).
    Portable,
    /// The 9×9 bitboard solver compiled for AVX2 (x86-64-v3), even on a CPU with AVX-512; the
    /// portable copy where the CPU lacks AVX2. For tests.
    Avx2,
    /// The 9×9 bitboard solver compiled for AVX-512 (x86-64-v4), or the best copy below it
    /// that the CPU runs: what [`Backend::Auto`] picks for 9×9 grids.
    Avx512,
}

/// Sees each solution a search finds.
pub trait Visitor {
    /// Whether [`Visitor::visit`] needs the solution's values. A counting visitor sets this to
    /// `false` and receives an empty slice, so the solver skips writing solutions out.
    const RECORDS: bool = true;

    /// Called once per solution with its row-major values (empty when `RECORDS` is false).
    /// Return `false` to stop the search.
    fn visit(&mut self, values: &[u8]) -> bool;

    /// Whether the next solution's values are still wanted, asked before each solution is
    /// written out. A visitor that keeps only the first solution says `false` once it has
    /// it, and may then get an empty slice: "unique" mode counts the second solution without
    /// writing it (81 stores; 5% of the solver's instructions on serg-benchmark). Solvers may
    /// pass the values anyway. While it says `false`, no one sees which solution comes next,
    /// so the 9×9 solver may also choose its guesses the cheaper way (`Choice` in `fast9.rs`).
    fn wants_values(&self) -> bool {
        Self::RECORDS
    }
}

/// Counts solutions and records none of them.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountVisitor;

impl Visitor for CountVisitor {
    const RECORDS: bool = false;
    fn visit(&mut self, _values: &[u8]) -> bool {
        true
    }
}

/// Keeps the first solution only, and counts the rest.
#[derive(Clone, Debug, Default)]
pub struct FirstVisitor {
    /// The first solution's values, once found.
    pub first: Option<Vec<u8>>,
}

impl Visitor for FirstVisitor {
    fn visit(&mut self, values: &[u8]) -> bool {
        if self.first.is_none() {
            self.first = Some(values.to_vec());
        }
        true
    }

    fn wants_values(&self) -> bool {
        self.first.is_none()
    }
}

/// Writes the first solution into a caller's buffer and only counts the others: what `solve`
/// does, with no allocation per puzzle.
///
/// ```
/// use sudoku_engine::{format, KeepFirst, Solver};
///
/// let puzzle = format::parse_str(&".".repeat(81)).unwrap();
/// let mut out = [0u8; 81];
/// let mut keep = KeepFirst::new(&mut out);
/// let stats = Solver::new().search(&puzzle, 2, &mut keep);
/// assert!(keep.found() && stats.solutions == 2);
/// assert!(out.iter().all(|&v| (1..=9).contains(&v)));
/// ```
pub struct KeepFirst<'a> {
    /// Where the first solution goes: as many cells as the puzzle.
    pub(crate) out: &'a mut [u8],
    /// Whether a solution has been written.
    pub(crate) found: bool,
}

impl<'a> KeepFirst<'a> {
    /// A visitor writing the first solution into `out`, which should hold as many cells as
    /// the puzzle (a shorter buffer gets the first cells, a longer one keeps its tail).
    pub fn new(out: &'a mut [u8]) -> Self {
        KeepFirst { out, found: false }
    }

    /// Whether a solution has been written.
    pub fn found(&self) -> bool {
        self.found
    }
}

impl Visitor for KeepFirst<'_> {
    fn visit(&mut self, values: &[u8]) -> bool {
        if !self.found {
            let n = self.out.len().min(values.len());
            self.out[..n].copy_from_slice(&values[..n]);
            self.found = true;
        }
        true
    }

    fn wants_values(&self) -> bool {
        !self.found
    }
}

impl<F: FnMut(&[u8]) -> bool> Visitor for F {
    fn visit(&mut self, values: &[u8]) -> bool {
        self(values)
    }
}

/// How a search polls its limits, once per guess (the solvers call [`Poll::tick`] before they
/// branch). A generic parameter of every search loop, so that the unlimited case compiles to
/// nothing.
pub(crate) trait Poll {
    /// Why a search stopped early: [`Infallible`] when it never does.
    type Error;

    /// Counts one guess; an error stops the search.
    fn tick(&mut self) -> Result<(), Self::Error>;
}

/// No limit: [`Poll::tick`] always succeeds, and its error cannot exist.
pub(crate) struct Unlimited;

impl Poll for Unlimited {
    type Error = Infallible;

    #[inline(always)]
    fn tick(&mut self) -> Result<(), Infallible> {
        Ok(())
    }
}

impl Poll for Meter<'_> {
    type Error = Interrupted;

    #[inline(always)]
    fn tick(&mut self) -> Result<(), Interrupted> {
        Meter::tick(self)
    }
}

/// What a search did, beyond its solutions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Solutions found (at most the limit).
    pub solutions: u64,
    /// Branching decisions taken (0 when propagation alone solved it).
    pub guesses: u64,
    /// Whether the search stopped because it reached the limit or the visitor asked it to, so
    /// that more solutions may exist.
    pub stopped: bool,
}

/// Whether to prove uniqueness or stop at the first solution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Look for a second solution to prove the first is the only one.
    #[default]
    Unique,
    /// Stop at the first solution.
    First,
}

/// What solving one puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Exactly one solution, proven.
    Unique(Grid),
    /// Several solutions; the first one found.
    Multiple(Grid),
    /// A solution; whether it is the only one was not checked ([`Mode::First`]).
    Found(Grid),
    /// No solution. `conflict` names two givens that clash, when that is the reason.
    NoSolution {
        /// Two givens in one unit with the same digit, if any.
        conflict: Option<Conflict>,
    },
}

impl Outcome {
    /// The solution, if any was found.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            Outcome::Unique(g) | Outcome::Multiple(g) | Outcome::Found(g) => Some(g),
            Outcome::NoSolution { .. } => None,
        }
    }
}

/// The number of solutions of a puzzle, up to a limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found.
    pub count: u64,
    /// `true` when the limit stopped the count, so there are at least `count` solutions.
    pub at_least: bool,
}

/// Solves, counts and enumerates puzzles of every size.
///
/// Options are set with builder methods ([`Solver::backend`], [`Solver::mode`]); a time limit
/// or a cancel flag with [`Solver::within`]. A `Solver` is a small `Copy` value with no state
/// of its own, so one can be shared by every thread.
///
/// # Example
///
/// ```
/// use sudoku_engine::{format, Outcome, Solver};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )
/// .unwrap();
/// let solver = Solver::new();
/// let Outcome::Unique(solution) = solver.solve(&puzzle) else { panic!("unique") };
/// assert!(solution.is_solved());
/// assert_eq!(solver.count(&puzzle, 10).count, 1);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Solver {
    backend: Backend,
    mode: Mode,
}

impl Solver {
    /// A solver with the fastest back end, proving uniqueness.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// Chooses the back end.
    pub fn backend(mut self, backend: Backend) -> Solver {
        self.backend = backend;
        self
    }

    /// Chooses whether [`Solver::solve`] (and the cell and batch solvers) prove uniqueness.
    pub fn mode(mut self, mode: Mode) -> Solver {
        self.mode = mode;
        self
    }

    /// This solver under `budget`: the same searches, each stopping with [`Interrupted`] once
    /// the deadline passes or the cancel flag is raised.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Instant;
    /// use sudoku_engine::{Budget, Grid, Interrupted, Shape, Solver};
    ///
    /// let empty = Grid::empty(Shape::for_size(25).unwrap());
    /// let spent = Budget::unlimited().with_deadline(Instant::now());
    /// assert_eq!(Solver::new().within(&spent).count(&empty, 1_000), Err(Interrupted::Deadline));
    /// ```
    pub fn within(self, budget: &Budget) -> Bounded<'_> {
        Bounded {
            solver: self,
            budget,
        }
    }

    /// The single entry point: runs a search for at most `limit` solutions of `puzzle`,
    /// showing each to `visitor`.
    pub fn search<V: Visitor>(&self, puzzle: &Grid, limit: u64, visitor: &mut V) -> SearchStats {
        let Ok(stats) = self.search_polled(puzzle, limit, visitor, &mut Unlimited);
        stats
    }

    /// [`Solver::search`] polling `poll` at every guess.
    pub(crate) fn search_polled<V: Visitor, P: Poll>(
        &self,
        puzzle: &Grid,
        limit: u64,
        visitor: &mut V,
        poll: &mut P,
    ) -> Result<SearchStats, P::Error> {
        if limit == 0 {
            return Ok(SearchStats {
                stopped: true,
                ..SearchStats::default()
            });
        }
        // One poll before any work, so a budget that has already run out stops even a search
        // that would need no guess.
        poll.tick()?;
        let shape = puzzle.shape();
        if let (true, Some(level)) = (shape == crate::Shape::NINE, self.fast9_level()) {
            return fast9::search(level, puzzle.values(), None, limit, visitor, poll);
        }
        match self.backend {
            Backend::Reference => reference::search(puzzle, limit, visitor, poll),
            Backend::Auto
            | Backend::General
            | Backend::Portable
            | Backend::Avx2
            | Backend::Avx512 => general::search(puzzle, limit, visitor, poll),
        }
    }

    /// The copy of the 9×9 bitboard solver this back end runs on 9×9 grids, if any (searches
    /// with it read raw cells; the others take a [`Grid`]).
    fn fast9_level(&self) -> Option<fast9::Level> {
        match self.backend {
            Backend::Auto | Backend::Avx512 => Some(fast9::Level::Avx512),
            Backend::Avx2 => Some(fast9::Level::Avx2),
            Backend::Portable => Some(fast9::Level::Portable),
            Backend::General | Backend::Reference => None,
        }
    }

    /// A search over raw cells already checked against `shape` (N² values, each at most N):
    /// no copy into a [`Grid`] for the 9×9 bitboard solver.
    pub(crate) fn search_cells<V: Visitor, P: Poll>(
        &self,
        shape: crate::Shape,
        cells: &[u8],
        limit: u64,
        visitor: &mut V,
        poll: &mut P,
    ) -> Result<SearchStats, P::Error> {
        let level = match self.fast9_level() {
            Some(level) if limit > 0 && shape == crate::Shape::NINE => level,
            _ => {
                // The copy costs nothing next to the general solver's own state.
                let puzzle = Grid::from_checked_vec(shape, cells.to_vec());
                return self.search_polled(&puzzle, limit, visitor, poll);
            }
        };
        poll.tick()?;
        fast9::search(level, cells, None, limit, visitor, poll)
    }

    /// Whether the 9×9 `cells` (81 values, 0 for a hole) have a solution without the
    /// `struck` candidate, with the bitboard solver of this back end (the portable copy for
    /// back ends that have none).
    pub(crate) fn exists_nine<P: Poll>(
        &self,
        cells: &[u8; 81],
        struck: Struck,
        poll: &mut P,
    ) -> Result<bool, P::Error> {
        let level = self.fast9_level().unwrap_or(fast9::Level::Portable);
        poll.tick()?;
        let stats = fast9::search(level, cells, Some(struck), 1, &mut CountVisitor, poll)?;
        Ok(stats.solutions > 0)
    }

    /// [`Solver::exists_nine`] for the 9×9 puzzle whose givens of digit `d + 1` are the cells
    /// `given[d]` (bit `i` = cell `i`, row-major).
    pub(crate) fn exists_nine_masks<P: Poll>(
        &self,
        given: &[u128; 9],
        struck: Struck,
        poll: &mut P,
    ) -> Result<bool, P::Error> {
        let level = self.fast9_level().unwrap_or(fast9::Level::Portable);
        poll.tick()?;
        let stats = fast9::search_masks(level, given, Some(struck), 1, &mut CountVisitor, poll)?;
        Ok(stats.solutions > 0)
    }

    /// The search limit of the solver's mode.
    pub(crate) fn mode_limit(&self) -> u64 {
        match self.mode {
            Mode::Unique => 2,
            Mode::First => 1,
        }
    }

    /// Solves `puzzle`: in [`Mode::Unique`] (the default) it also proves whether the solution
    /// is the only one.
    pub fn solve(&self, puzzle: &Grid) -> Outcome {
        self.solve_with_stats(puzzle).0
    }

    /// [`Solver::solve`], with the search's statistics.
    pub fn solve_with_stats(&self, puzzle: &Grid) -> (Outcome, SearchStats) {
        let Ok(solved) = self.solve_polled(puzzle, &mut Unlimited);
        solved
    }

    /// [`Solver::solve_with_stats`] polling `poll` at every guess.
    fn solve_polled<P: Poll>(
        &self,
        puzzle: &Grid,
        poll: &mut P,
    ) -> Result<(Outcome, SearchStats), P::Error> {
        // The first solution is written straight into a copy of the puzzle: one allocation.
        let mut solution = puzzle.clone();
        let mut keep_first = KeepFirst::new(solution.values_mut());
        let stats = self.search_polled(puzzle, self.mode_limit(), &mut keep_first, poll)?;
        let found = keep_first.found;
        let outcome = if !found {
            Outcome::NoSolution {
                conflict: puzzle.first_conflict(),
            }
        } else {
            match (self.mode, stats.solutions) {
                (Mode::First, _) => Outcome::Found(solution),
                (Mode::Unique, 1) => Outcome::Unique(solution),
                _ => Outcome::Multiple(solution),
            }
        };
        Ok((outcome, stats))
    }

    /// Counts the solutions of `puzzle`, stopping at `limit`. Solutions are not recorded.
    pub fn count(&self, puzzle: &Grid, limit: u64) -> Count {
        let Ok(count) = self.count_polled(puzzle, limit, &mut Unlimited);
        count
    }

    /// [`Solver::count`] polling `poll` at every guess.
    fn count_polled<P: Poll>(
        &self,
        puzzle: &Grid,
        limit: u64,
        poll: &mut P,
    ) -> Result<Count, P::Error> {
        let stats = self.search_polled(puzzle, limit, &mut CountVisitor, poll)?;
        Ok(Count {
            count: stats.solutions,
            at_least: stats.stopped,
        })
    }

    /// Up to `limit` solutions of `puzzle`, in the order the search finds them.
    pub fn solutions(&self, puzzle: &Grid, limit: u64) -> Vec<Grid> {
        let Ok(solutions) = self.solutions_polled(puzzle, limit, &mut Unlimited);
        solutions
    }

    /// [`Solver::solutions`] polling `poll` at every guess.
    fn solutions_polled<P: Poll>(
        &self,
        puzzle: &Grid,
        limit: u64,
        poll: &mut P,
    ) -> Result<Vec<Grid>, P::Error> {
        let mut out = Vec::new();
        let mut visit = |values: &[u8]| {
            let mut g = puzzle.clone();
            g.values_mut().copy_from_slice(values);
            out.push(g);
            true
        };
        self.search_polled(puzzle, limit, &mut visit, poll)?;
        Ok(out)
    }
}

/// A [`Solver`] bound to a [`Budget`], made by [`Solver::within`]: the same searches, each of
/// which stops with [`Interrupted`] when the budget runs out.
///
/// The budget is polled at every guess (through a [`Meter`], which reads the clock once in
/// [`Meter::EVERY`] polls) and once before each search, so an expired budget stops a search
/// at once and a cancel flag raised from another thread is seen within a millisecond or so.
/// What a visitor saw before the interruption stays valid; the search just ends early.
///
/// # Example
///
/// ```
/// use std::time::Duration;
/// use sudoku_engine::{format, Budget, Outcome, Solver};
///
/// let puzzle = format::parse_str(
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
/// )?;
/// let budget = Budget::unlimited().with_timeout(Duration::from_secs(10));
/// let outcome = Solver::new().within(&budget).solve(&puzzle)?;
/// assert!(matches!(outcome, Outcome::Unique(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Bounded<'b> {
    pub(crate) solver: Solver,
    pub(crate) budget: &'b Budget,
}

impl Bounded<'_> {
    /// [`Solver::search`] under the budget.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out before the search ends; the visitor has seen
    /// the solutions found until then.
    pub fn search<V: Visitor>(
        &self,
        puzzle: &Grid,
        limit: u64,
        visitor: &mut V,
    ) -> Result<SearchStats, Interrupted> {
        self.solver
            .search_polled(puzzle, limit, visitor, &mut self.budget.meter())
    }

    /// [`Solver::solve`] under the budget.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out before the search ends.
    pub fn solve(&self, puzzle: &Grid) -> Result<Outcome, Interrupted> {
        Ok(self.solve_with_stats(puzzle)?.0)
    }

    /// [`Solver::solve_with_stats`] under the budget.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out before the search ends.
    pub fn solve_with_stats(&self, puzzle: &Grid) -> Result<(Outcome, SearchStats), Interrupted> {
        self.solver.solve_polled(puzzle, &mut self.budget.meter())
    }

    /// [`Solver::count`] under the budget.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out before the count ends.
    pub fn count(&self, puzzle: &Grid, limit: u64) -> Result<Count, Interrupted> {
        self.solver
            .count_polled(puzzle, limit, &mut self.budget.meter())
    }

    /// [`Solver::solutions`] under the budget.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out before the search ends.
    pub fn solutions(&self, puzzle: &Grid, limit: u64) -> Result<Vec<Grid>, Interrupted> {
        self.solver
            .solutions_polled(puzzle, limit, &mut self.budget.meter())
    }
}
