//! Generating puzzles: exact given counts, unique or not, minimal, symmetric, reproducible.
//!
//! Every puzzle starts from a random full grid (`fill.rs`), from which givens are removed one
//! symmetric orbit at a time in random order (`minimize.rs`), keeping each removal only while the
//! puzzle keeps a unique solution:
//!
//! - **default** (no given count): one pass over all orbits, so the result is *minimal*: no given
//!   (no orbit of givens, with a symmetry) can go without losing uniqueness;
//! - **exactly N givens**: the pass stops at N. When it gets stuck above N, a local search adds
//!   a few givens of the solution back and removes again in a new random order, keeping the
//!   result when it is no further from N; after a while it starts over from a new full grid.
//!   On 9×9 without symmetry, the fewest counts (19 and below) are reached from puzzles with
//!   one given more by exchange instead (`neighbour.rs`): two givens out and one in, the grid
//!   free to change, which finds an 18-given puzzle in seconds where the local search on one
//!   grid took about a minute;
//! - **minimal with N givens**: whole passes, until one ends on exactly N;
//! - **several solutions allowed**: random orbits go until N are left, with no check: a subset
//!   of a solution is always solvable.
//! - **of a level or with a technique** ([`Generator::generate_wanted`], `wanted.rs`): puzzles
//!   are made and rated until one fits exactly.
//!
//! **Budget.** Every call takes a [`Budget`] (a deadline, a cancel flag, both or neither),
//! polled inside the reduction and the local search, not only between attempts, so that a
//! deadline or a cancel is seen within milliseconds even on a 25×25 grid. Running out gives
//! [`GenerateError::TimedOut`] (with how close the search came) or
//! [`GenerateError::Cancelled`].
//!
//! Impossible requests are refused before any work ([`Generator::validate`]): more givens than
//! cells, a unique puzzle below the proven minimum ([`fewest_unique_clues`]), or a count the
//! symmetry cannot produce ([`Symmetry::allows_clues`]). Hard requests (17 to about 20 givens on
//! a 9×9) run until the budget's deadline and then report the closest count reached.
//!
//! **Reproducible.** Puzzle `i` uses its own random stream, a function of `(seed, i)` only, and
//! no decision depends on time (the deadline only stops the work), so the same seed and options
//! give the same puzzles on every machine, in any order, on any number of threads.
//!
//! # Example
//!
//! ```
//! use std::time::Duration;
//! use sudoku_engine::generate::{Generator, Symmetry};
//! use sudoku_engine::{Budget, Shape, Solver};
//!
//! let budget = Budget::unlimited().with_timeout(Duration::from_secs(10));
//! let generator = Generator::new(Shape::NINE)
//!     .clues(30)
//!     .symmetry(Symmetry::Rotate180)
//!     .seed(42);
//! let made = generator.generate(0, &budget)?;
//! assert_eq!(made.puzzle.given_count(), 30);
//! assert_eq!(Solver::new().count(&made.puzzle, 2).count, 1);
//! assert!(made.solution.is_filled_from(&made.puzzle));
//! assert_eq!(generator.generate(0, &budget)?, made); // same seed and index, same puzzle
//!
//! let err = Generator::new(Shape::NINE).clues(16).generate(0, &budget).unwrap_err();
//! assert!(err.to_string().contains("fewer than 17 givens"));
//! # Ok::<(), sudoku_engine::generate::GenerateError>(())
//! ```

mod error;
mod fill;
mod minimize;
mod neighbour;
pub(crate) mod rng;
mod symmetry;
mod unavoidable;
mod wanted;

use std::time::Instant;

pub use error::{level_list, technique_list, GenerateError};
pub use symmetry::Symmetry;
pub use wanted::{reachable_levels, technique_reachable, Graded, Wanted, RATED_UP_TO};

use crate::budget::{Budget, Interrupted};
use crate::grid::Grid;
use crate::shape::Shape;
use crate::solver::Solver;
use crate::topology::Topology;
use error::allowed_since;
use minimize::{Goal, Reducer};
use rng::PuzzleRng;
use unavoidable::Unavoidable;
use wanted::{Hunt, CANDIDATES_PER_INDEX};

/// Local-search steps on one full grid before starting over from a new one.
const STEPS_PER_GRID: usize = 200;

/// On 9×9 without symmetry, given counts up to this one are reached by exchange from
/// puzzles with one given more ([`neighbour`]), not by the local search.
///
/// Measured (CPU time, one thread, `sudoku generate --threads 1 --seed S --clues N --count
/// K`): 19 givens, 0.26 s each by the local search and 0.16–0.18 s by exchange from 20; 18
/// givens, 1.7 s each by exchange from 19s made by the local search, 4.0 s from 19s made by
/// exchange in turn: so the 19s an exchange starts from come from the local search
/// ([`EXCHANGE_STARTS_UP_TO`]).
const EXCHANGE_UP_TO: usize = 19;

/// The puzzles an exchange starts from are made by exchange in turn only up to this count
/// (the 18s a search for 17 starts from).
const EXCHANGE_STARTS_UP_TO: usize = 18;

/// Lateral moves from one puzzle with a given too many before making a new one: a new
/// 19-given puzzle costs about five exchanges' time, and the hit rate of an exchange falls
/// slowly along a walk (measured: 3% of fresh 19-given puzzles have an 18 next to them, and
/// 1.4% over walks of eight).
const LATERAL_MOVES: usize = 16;

/// How many candidates in a row of a hunt ([`Generator::generate_wanted`]) are cut from one
/// full grid, each with its own order of removals: the grid and its unavoidable sets are made
/// once for them. Those were 9% of the instructions of an extreme hunt (callgrind, `sudoku
/// generate --difficulty extreme --count 300 --threads 1`, seeds 5 and 6: 2.266 G and 2.333 G
/// with a grid per candidate, 2.047 G and 2.124 G with one per 8; one per 16 was 2.134 G and
/// 2.040 G, no better, and draws more candidates from a grid that gives no fitting puzzle).
const CANDIDATES_PER_GRID: u64 = 8;

/// The full grid that candidates of a hunt share (see [`CANDIDATES_PER_GRID`]) and its
/// unavoidable sets, kept from one candidate to the next.
struct SharedGrid {
    /// Its stream ([`PuzzleRng::for_grid`]).
    stream: u64,
    values: Vec<u8>,
    sets: Option<Unavoidable>,
}

/// Where a candidate of a hunt takes its first full grid: the grid of `stream`, found in
/// `kept` when the candidate before made it.
struct GridShare<'k> {
    stream: u64,
    kept: &'k mut Option<SharedGrid>,
}

impl GridShare<'_> {
    /// The grid and, when kept, its unavoidable sets.
    fn take(&mut self, topo: &Topology, seed: u64) -> (Vec<u8>, Option<Unavoidable>) {
        match self.kept.take() {
            Some(g) if g.stream == self.stream => (g.values, g.sets),
            _ => {
                let mut rng = PuzzleRng::for_grid(seed, self.stream);
                (fill::random_solution(topo, &mut rng), None)
            }
        }
    }

    /// Keeps the grid for the next candidate.
    fn keep(self, values: Vec<u8>, sets: Option<Unavoidable>) {
        *self.kept = Some(SharedGrid {
            stream: self.stream,
            values,
            sets,
        });
    }
}

/// What to generate. Build it through [`Generator`]'s methods, or fill it in and pass it to
/// [`Generator::with_options`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Exactly this many givens; `None` removes givens while the solution stays unique, which
    /// gives a minimal puzzle.
    pub clues: Option<usize>,
    /// Whether the puzzle must have exactly one solution (default `true`). Without it, the
    /// puzzle is only guaranteed to be solvable, and `clues` is required.
    pub unique: bool,
    /// Whether no given (no orbit of givens, with a symmetry) may be removable without losing
    /// uniqueness. Always true of puzzles made without `clues`.
    pub minimal: bool,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// The seed: with the same options, the same seed gives the same puzzles.
    pub seed: u64,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            clues: None,
            unique: true,
            minimal: false,
            symmetry: Symmetry::None,
            seed: 0,
        }
    }
}

/// A generated puzzle and its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: a subset of `solution`.
    pub puzzle: Grid,
    /// The full grid the puzzle was cut from (its only solution when uniqueness was asked).
    pub solution: Grid,
    /// The symmetry of the givens (the one drawn, when [`Symmetry::Random`] was asked).
    pub symmetry: Symmetry,
}

/// Makes puzzles of one shape with one set of options; puzzle `i` is [`Generator::generate`]`(i)`.
///
/// A generator is `Send + Sync`: threads can share one and each make different indices.
#[derive(Clone, Debug)]
pub struct Generator {
    topo: &'static Topology,
    options: GenerateOptions,
    /// The orbits of every symmetry, indexed as [`Symmetry::ALL`] (`Random`'s slot holds the
    /// identity's), computed once rather than for each puzzle.
    orbits: Vec<Vec<Vec<u16>>>,
}

/// The fewest givens a puzzle of size `size` with a unique solution can have, as far as is
/// proven: 4 for 4×4, 8 for 6×6, 17 for 9×9, and N − 1 for other sizes (with two digits
/// missing from the givens, swapping them gives a second solution).
pub fn fewest_unique_clues(size: usize) -> usize {
    match size {
        4 => 4,
        6 => 8,
        9 => 17,
        n => n.saturating_sub(1),
    }
}

impl Generator {
    /// A generator of unique, minimal, asymmetric puzzles of `shape`, seed 0.
    pub fn new(shape: Shape) -> Generator {
        Generator::with_options(shape, GenerateOptions::default())
    }

    /// A generator of `shape` with every option given.
    pub fn with_options(shape: Shape, options: GenerateOptions) -> Generator {
        Generator {
            topo: Topology::of(shape),
            options,
            orbits: Symmetry::ALL.iter().map(|s| s.orbits(shape)).collect(),
        }
    }

    /// Asks for exactly `clues` givens.
    pub fn clues(mut self, clues: usize) -> Generator {
        self.options.clues = Some(clues);
        self
    }

    /// Allows several solutions (the puzzle is then only guaranteed to be solvable) instead of
    /// requiring one.
    pub fn allow_multiple(mut self, allow: bool) -> Generator {
        self.options.unique = !allow;
        self
    }

    /// Requires that no given (or orbit of givens) can be removed without losing uniqueness.
    pub fn minimal(mut self, minimal: bool) -> Generator {
        self.options.minimal = minimal;
        self
    }

    /// Chooses the symmetry of the givens.
    pub fn symmetry(mut self, symmetry: Symmetry) -> Generator {
        self.options.symmetry = symmetry;
        self
    }

    /// Chooses the seed.
    pub fn seed(mut self, seed: u64) -> Generator {
        self.options.seed = seed;
        self
    }

    /// The grid shape.
    pub fn shape(&self) -> Shape {
        self.topo.shape()
    }

    /// The options in force.
    pub fn options(&self) -> &GenerateOptions {
        &self.options
    }

    /// Checks that the request is possible, without generating anything.
    ///
    /// # Errors
    ///
    /// [`GenerateError::TooManyClues`], [`GenerateError::BelowMinimum`],
    /// [`GenerateError::SymmetryClueCount`], [`GenerateError::MinimalNeedsUnique`] or
    /// [`GenerateError::MultipleNeedsClues`].
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::generate::{GenerateError, Generator, Symmetry};
    /// use sudoku_engine::Shape;
    ///
    /// let even = Generator::new(Shape::for_size(4).unwrap()).symmetry(Symmetry::Mirror);
    /// assert!(even.clone().clues(6).validate().is_ok());
    /// assert!(matches!(
    ///     even.clues(7).validate(),
    ///     Err(GenerateError::SymmetryClueCount { .. })
    /// ));
    /// ```
    pub fn validate(&self) -> Result<(), GenerateError> {
        let o = &self.options;
        let size = self.topo.size();
        let cells = self.topo.cell_count();
        if o.minimal && !o.unique {
            return Err(GenerateError::MinimalNeedsUnique);
        }
        let Some(clues) = o.clues else {
            return if o.unique {
                Ok(())
            } else {
                Err(GenerateError::MultipleNeedsClues)
            };
        };
        if clues > cells {
            return Err(GenerateError::TooManyClues { clues, size, cells });
        }
        if o.minimal && clues == cells {
            return Err(GenerateError::MinimalFull { cells });
        }
        let minimum = fewest_unique_clues(size);
        if o.unique && clues < minimum {
            return Err(GenerateError::BelowMinimum {
                clues,
                minimum,
                size,
            });
        }
        if !o.symmetry.allows_clues(size, clues) {
            return Err(GenerateError::SymmetryClueCount {
                symmetry: o.symmetry,
                clues,
                size,
                rule: o.symmetry.clue_rule(size),
            });
        }
        Ok(())
    }

    /// Checks that a request for `wanted` puzzles is possible, without generating anything:
    /// [`Generator::validate`], and a level or technique needs unique puzzles of a size the
    /// rater knows ([`RATED_UP_TO`]).
    ///
    /// # Errors
    ///
    /// Those of [`Generator::validate`], [`GenerateError::WantedNeedsUnique`],
    /// [`GenerateError::WantedNotRated`], and [`GenerateError::LevelUnreachable`] or
    /// [`GenerateError::TechniqueUnreachable`] for what the rater never gives at this size.
    pub fn validate_wanted(&self, wanted: Wanted) -> Result<(), GenerateError> {
        self.validate()?;
        if wanted.is_any() {
            return Ok(());
        }
        if !self.options.unique {
            return Err(GenerateError::WantedNeedsUnique);
        }
        if self.topo.size() > RATED_UP_TO {
            return Err(GenerateError::WantedNotRated {
                size: self.topo.size(),
            });
        }
        let size = self.topo.size();
        if let Some(level) = wanted.level {
            let reachable = reachable_levels(size);
            if !reachable.contains(&level) {
                return Err(GenerateError::LevelUnreachable {
                    size,
                    level,
                    reachable: reachable.to_vec(),
                });
            }
        }
        if let Some(technique) = wanted.technique {
            if !technique_reachable(size, technique) {
                return Err(GenerateError::TechniqueUnreachable { size, technique });
            }
        }
        Ok(())
    }

    /// Makes puzzle number `index`: a function of the options, the seed and `index` only,
    /// within `budget`.
    ///
    /// # Errors
    ///
    /// Those of [`Generator::validate`], at once; [`GenerateError::TimedOut`] when the
    /// budget's deadline passes first (at once if it has passed already), and
    /// [`GenerateError::Cancelled`] when its cancel flag is raised.
    pub fn generate(&self, index: u64, budget: &Budget) -> Result<Generated, GenerateError> {
        self.generate_sharing(index, None, budget)
    }

    /// [`Generator::generate`], the first full grid taken from `share` when there is one.
    fn generate_sharing(
        &self,
        index: u64,
        share: Option<GridShare<'_>>,
        budget: &Budget,
    ) -> Result<Generated, GenerateError> {
        self.validate()?;
        let start = Instant::now();
        let o = &self.options;
        let mut rng = PuzzleRng::new(o.seed, index);
        let symmetry = o.symmetry.resolve(self.topo.size(), o.clues, &mut rng);
        let slot = Symmetry::ALL
            .iter()
            .position(|&s| s == symmetry)
            .unwrap_or(0);
        let orbits = &self.orbits[slot];
        let mut search = Search {
            topo: self.topo,
            options: o,
            orbits,
            budget,
            closest: None,
            exchange_up_to: EXCHANGE_UP_TO,
            share,
        };
        match search.run(&mut rng) {
            Ok((puzzle, solution)) => Ok(Generated {
                puzzle,
                solution,
                symmetry,
            }),
            Err(Interrupted::Deadline) => Err(GenerateError::TimedOut {
                allowed: allowed_since(budget, start),
                target: o.clues,
                closest: search.closest,
                minimal: o.minimal || o.clues.is_none(),
            }),
            Err(_) => Err(GenerateError::Cancelled),
        }
    }

    /// Makes puzzle number `index` of the wanted level or technique: candidates are made and
    /// rated until one fits exactly (see [`Wanted`]). With nothing wanted this is
    /// [`Generator::generate`], without rating. The puzzle found is a function of the options,
    /// the seed, `wanted` and `index` only; the budget decides only whether it is found.
    ///
    /// # Errors
    ///
    /// Those of [`Generator::validate_wanted`], at once; [`GenerateError::NotFound`], with the
    /// closest puzzle made, when the budget's deadline passes first;
    /// [`GenerateError::Cancelled`] when its cancel flag is raised; with nothing wanted, those
    /// of [`Generator::generate`].
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudoku_engine::generate::{GenerateError, Generator, Wanted};
    /// use sudoku_engine::logic::{self, Level};
    /// use sudoku_engine::{Budget, Shape};
    ///
    /// let generator = Generator::new(Shape::NINE).seed(3);
    /// let budget = Budget::unlimited().with_timeout(Duration::from_secs(30));
    /// let found = generator.generate_wanted(0, Wanted::any().level(Level::Medium), &budget)?;
    /// assert_eq!(found.level, Some(Level::Medium));
    /// assert_eq!(logic::rate(&found.generated.puzzle).unwrap().level, Level::Medium);
    ///
    /// // No time at all: nothing is made, and the error says so.
    /// let none = Budget::unlimited().with_timeout(Duration::ZERO);
    /// let err = generator.generate_wanted(0, Wanted::any().level(Level::Hard), &none);
    /// assert!(matches!(err, Err(GenerateError::NotFound { tried: 0, closest: None, .. })));
    /// # Ok::<(), GenerateError>(())
    /// ```
    pub fn generate_wanted(
        &self,
        index: u64,
        wanted: Wanted,
        budget: &Budget,
    ) -> Result<Graded, GenerateError> {
        self.validate_wanted(wanted)?;
        if wanted.is_any() {
            return self.generate(index, budget).map(|generated| Graded {
                generated,
                level: None,
                candidate: 0,
            });
        }
        let start = Instant::now();
        let mut hunt = Hunt::new(wanted);
        let first = index.wrapping_mul(CANDIDATES_PER_INDEX);
        let mut kept = None;
        // Every way out of this loop but a fit is the budget running out (2²⁴ candidates
        // take days): a deadline ends the hunt with the closest puzzle, a cancel with nothing.
        for candidate in 0..CANDIDATES_PER_INDEX {
            let share = GridShare {
                stream: first.wrapping_add(candidate - candidate % CANDIDATES_PER_GRID),
                kept: &mut kept,
            };
            let made = match budget.check() {
                Ok(()) => self.generate_sharing(first.wrapping_add(candidate), Some(share), budget),
                Err(Interrupted::Deadline) => break,
                Err(_) => return Err(GenerateError::Cancelled),
            };
            match made {
                Ok(made) => match hunt.consider(candidate, made, budget) {
                    Ok(Some(found)) => return Ok(found),
                    Ok(None) => {}
                    Err(Interrupted::Deadline) => break,
                    Err(_) => return Err(GenerateError::Cancelled),
                },
                Err(GenerateError::TimedOut { .. }) => break,
                Err(e) => return Err(e),
            }
        }
        Err(hunt.not_found(allowed_since(budget, start)))
    }
}

/// The search for one puzzle.
struct Search<'a> {
    topo: &'static Topology,
    options: &'a GenerateOptions,
    orbits: &'a [Vec<u16>],
    budget: &'a Budget,
    /// The given count closest to the target reached so far.
    closest: Option<usize>,
    /// The largest target reached by exchange (see [`Search::exchange_target`]).
    exchange_up_to: usize,
    /// For a candidate of a hunt, where its first full grid comes from.
    share: Option<GridShare<'a>>,
}

impl Search<'_> {
    /// How far a puzzle with `clues` givens is from the goal (0 = done).
    fn distance(&self, clues: usize) -> usize {
        self.options.clues.map_or(0, |t| clues.abs_diff(t))
    }

    fn note(&mut self, clues: usize) {
        let better = self
            .closest
            .is_none_or(|c| self.distance(clues) < self.distance(c));
        if better {
            self.closest = Some(clues);
        }
    }

    fn goal(&self) -> Goal {
        match self.options.clues {
            Some(t) if !self.options.minimal => Goal::Exactly(t),
            _ => Goal::Minimal,
        }
    }

    /// Full grids and local search until a puzzle meets the goal or the budget runs out.
    fn run(&mut self, rng: &mut PuzzleRng) -> Result<(Grid, Grid), Interrupted> {
        if let Some(target) = self.exchange_target() {
            return self.run_exchange(target, rng);
        }
        let shape = self.topo.shape();
        let goal = self.goal();
        let mut share = self.share.take();
        loop {
            self.budget.check()?;
            let (values, sets) = match &mut share {
                Some(share) => share.take(self.topo, self.options.seed),
                None => (fill::random_solution(self.topo, rng), None),
            };
            // The filler only makes valid grids, so this cannot fail; were it to, trying
            // another grid is the safe answer.
            let Ok(solution) = Grid::from_values(shape, &values) else {
                continue;
            };
            let mut reducer = Reducer::new(
                self.topo,
                &values,
                solution.clone(),
                self.options.unique,
                self.budget,
                sets,
            );
            let outcome = self.reduce_with_search(&mut reducer, goal, rng);
            // Only the first grid is shared; a search that needs more makes its own.
            if let Some(share) = share.take() {
                share.keep(values.clone(), reducer.take_sets());
            }
            if let Err(e) = outcome {
                self.note(reducer.clues());
                return Err(e);
            }
            self.note(reducer.clues());
            if self.distance(reducer.clues()) == 0 {
                return Ok((reducer.puzzle().clone(), solution));
            }
        }
    }

    /// The given count to reach by exchange from puzzles with one more (see
    /// [`neighbour`]): 9×9, unique, no symmetry, and at most [`EXCHANGE_UP_TO`] givens (or
    /// [`EXCHANGE_STARTS_UP_TO`] for the puzzles an exchange starts from).
    fn exchange_target(&self) -> Option<usize> {
        let o = self.options;
        let t = o.clues?;
        let singletons = self.orbits.len() == self.topo.cell_count();
        (self.topo.shape() == Shape::NINE && o.unique && singletons && t <= self.exchange_up_to)
            .then_some(t)
    }

    /// Puzzles with `target + 1` givens made the usual way (by exchange again up to 18),
    /// then exchanges and lateral moves from each until one gives `target`.
    fn run_exchange(
        &mut self,
        target: usize,
        rng: &mut PuzzleRng,
    ) -> Result<(Grid, Grid), Interrupted> {
        let more = GenerateOptions {
            clues: Some(target + 1),
            ..*self.options
        };
        let solver = Solver::new();
        loop {
            let mut above = Search {
                topo: self.topo,
                options: &more,
                orbits: self.orbits,
                budget: self.budget,
                closest: None,
                exchange_up_to: EXCHANGE_STARTS_UP_TO,
                share: None,
            };
            let made = above.run(rng);
            if let Some(c) = above.closest {
                self.note(c);
            }
            let (puzzle, _) = made?;
            let mut meter = self.budget.meter();
            let mut here = [0u8; 81];
            here.copy_from_slice(puzzle.values());
            for _ in 0..LATERAL_MOVES {
                if let Some(fewer) = neighbour::exchange(&solver, &here, rng, &mut meter)? {
                    let wanted = !self.options.minimal
                        || neighbour::is_minimal(
                            &solver,
                            &fewer.puzzle,
                            &fewer.solution,
                            &mut meter,
                        )?;
                    if wanted {
                        self.note(target);
                        let shape = self.topo.shape();
                        // Both are checked 9×9 grids, so these cannot fail.
                        if let (Ok(p), Ok(s)) = (
                            Grid::from_values(shape, &fewer.puzzle),
                            Grid::from_values(shape, &fewer.solution),
                        ) {
                            return Ok((p, s));
                        }
                    }
                }
                match neighbour::lateral(&solver, &here, rng, &mut meter)? {
                    Some(next) => here = next.puzzle,
                    None => break,
                }
            }
        }
    }

    /// Reduces the full grid, then tries local moves until the goal is met or the steps for
    /// this grid are spent.
    fn reduce_with_search(
        &mut self,
        reducer: &mut Reducer<'_>,
        goal: Goal,
        rng: &mut PuzzleRng,
    ) -> Result<(), Interrupted> {
        reducer.reduce(self.orbits, goal, rng)?;
        if self.distance(reducer.clues()) == 0 || !self.options.unique {
            return Ok(());
        }
        for _ in 0..STEPS_PER_GRID {
            self.budget.check()?;
            self.note(reducer.clues());
            let before = reducer.puzzle().clone();
            let before_distance = self.distance(reducer.clues());
            // Put back one to three random orbits of removed givens, then reduce again.
            let holes: Vec<usize> = (0..self.orbits.len())
                .filter(|&o| reducer.puzzle().values()[self.orbits[o][0] as usize] == 0)
                .collect();
            let back = 1 + rng.index(3);
            let mut restored = [0usize; 3];
            for slot in restored.iter_mut().take(back.min(holes.len())) {
                let o = holes[rng.index(holes.len())];
                reducer.restore_orbit(&self.orbits[o]);
                *slot = o;
            }
            let restored = &restored[..back.min(holes.len())];
            reducer.reduce_trying_last(self.orbits, goal, rng, restored)?;
            let after = self.distance(reducer.clues());
            if after == 0 {
                return Ok(());
            }
            if after > before_distance {
                reducer.set_puzzle(before);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimum_bounds() {
        let table = [
            (4, 4),
            (6, 8),
            (8, 7),
            (9, 17),
            (12, 11),
            (16, 15),
            (25, 24),
        ];
        for (size, minimum) in table {
            assert_eq!(fewest_unique_clues(size), minimum, "size {size}");
        }
    }

    #[test]
    fn candidates_share_a_grid_eight_in_a_row_and_the_kept_sets_change_nothing() {
        let budget = Budget::unlimited();
        for clues in [None, Some(26)] {
            let mut generator = Generator::new(Shape::NINE).seed(4);
            generator.options.clues = clues;
            let mut kept = None;
            let made: Vec<Generated> = (0..10u64)
                .map(|k| {
                    let stream = k - k % CANDIDATES_PER_GRID;
                    let share = GridShare {
                        stream,
                        kept: &mut kept,
                    };
                    generator.generate_sharing(k, Some(share), &budget).unwrap()
                })
                .collect();
            for (k, m) in made.iter().enumerate() {
                assert_eq!(Solver::new().count(&m.puzzle, 2).count, 1, "{k}");
                assert!(m.solution.is_filled_from(&m.puzzle), "{k}");
                if let Some(c) = clues {
                    assert_eq!(m.puzzle.given_count(), c, "{k}");
                }
                // The same candidate made alone (its grid and sets made afresh).
                let mut none = None;
                let share = GridShare {
                    stream: k as u64 - k as u64 % CANDIDATES_PER_GRID,
                    kept: &mut none,
                };
                let alone = generator.generate_sharing(k as u64, Some(share), &budget);
                assert_eq!(alone.as_ref(), Ok(m), "{k}");
            }
            // Clue targets may move to other grids; minimal puzzles keep the first.
            if clues.is_none() {
                assert!(made[..8].iter().all(|m| m.solution == made[0].solution));
                assert_ne!(made[8].solution, made[0].solution);
                assert_eq!(made[9].solution, made[8].solution);
                assert!(made[1..8].iter().any(|m| m.puzzle != made[0].puzzle));
            }
        }
    }
}
