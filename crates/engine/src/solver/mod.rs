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
//!   solver for other sizes; [`Backend::Portable`] forces the bitboard solver's portable copy;
//! - [`Backend::General`]: propagation (naked and hidden singles) plus fewest-candidates
//!   branching, for every size (`general`);
//! - [`Backend::Reference`]: seed 000's textbook backtracking (`reference`), slow and plain,
//!   kept so tests can check the others against it.

pub(crate) mod fast9;
pub(crate) mod general;
pub(crate) mod reference;

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
    /// Plain backtracking (seed 000), every size; for tests.
    Reference,
    /// The 9×9 bitboard solver without SIMD or special instructions, for tests and old CPUs
    /// (other sizes go to the general solver).
    Portable,
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
    /// pass the values anyway.
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

/// Writes the first solution into a buffer and only counts the others.
struct KeepFirst<'a> {
    out: &'a mut [u8],
    found: bool,
}

impl Visitor for KeepFirst<'_> {
    fn visit(&mut self, values: &[u8]) -> bool {
        if !self.found {
            self.out.copy_from_slice(values);
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

    /// Chooses whether [`Solver::solve`] proves uniqueness.
    pub fn mode(mut self, mode: Mode) -> Solver {
        self.mode = mode;
        self
    }

    /// The single entry point: runs a search for at most `limit` solutions of `puzzle`,
    /// showing each to `visitor`.
    pub fn search<V: Visitor>(&self, puzzle: &Grid, limit: u64, visitor: &mut V) -> SearchStats {
        if limit == 0 {
            return SearchStats {
                stopped: true,
                ..SearchStats::default()
            };
        }
        let shape = puzzle.shape();
        match self.backend {
            Backend::Auto if shape == crate::Shape::NINE => {
                fast9::search(puzzle.values(), limit, visitor)
            }
            Backend::Auto | Backend::General => general::search(puzzle, limit, visitor),
            Backend::Reference => reference::search(puzzle, limit, visitor),
            Backend::Portable if shape == crate::Shape::NINE => {
                fast9::search_portable(puzzle.values(), limit, visitor)
            }
            Backend::Portable => general::search(puzzle, limit, visitor),
        }
    }

    /// Solves `puzzle`: in [`Mode::Unique`] (the default) it also proves whether the solution
    /// is the only one.
    pub fn solve(&self, puzzle: &Grid) -> Outcome {
        self.solve_with_stats(puzzle).0
    }

    /// [`Solver::solve`], with the search's statistics.
    pub fn solve_with_stats(&self, puzzle: &Grid) -> (Outcome, SearchStats) {
        let limit = match self.mode {
            Mode::Unique => 2,
            Mode::First => 1,
        };
        // The first solution is written straight into a copy of the puzzle: one allocation.
        let mut solution = puzzle.clone();
        let mut keep_first = KeepFirst {
            out: solution.values_mut(),
            found: false,
        };
        let stats = self.search(puzzle, limit, &mut keep_first);
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
        (outcome, stats)
    }

    /// Counts the solutions of `puzzle`, stopping at `limit`. Solutions are not recorded.
    pub fn count(&self, puzzle: &Grid, limit: u64) -> Count {
        let stats = self.search(puzzle, limit, &mut CountVisitor);
        Count {
            count: stats.solutions,
            at_least: stats.stopped,
        }
    }

    /// Up to `limit` solutions of `puzzle`, in the order the search finds them.
    pub fn solutions(&self, puzzle: &Grid, limit: u64) -> Vec<Grid> {
        let mut out = Vec::new();
        let mut visit = |values: &[u8]| {
            let mut g = puzzle.clone();
            g.values_mut().copy_from_slice(values);
            out.push(g);
            true
        };
        self.search(puzzle, limit, &mut visit);
        out
    }
}
