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
//!   result when it is no further from N; after a while it starts over from a new full grid;
//! - **minimal with N givens**: whole passes, until one ends on exactly N;
//! - **several solutions allowed** (seed 001): random orbits go until N are left, with no
//!   check: a subset of a solution is always solvable.
//!
//! Impossible requests are refused before any work ([`Generator::validate`]): more givens than
//! cells, a unique puzzle below the proven minimum ([`fewest_unique_clues`]), or a count the
//! symmetry cannot produce ([`Symmetry::allows_clues`]). Hard requests (17 to about 20 givens on
//! a 9×9) run until the deadline and then report the closest count reached.
//!
//! **Reproducible.** Puzzle `i` uses its own random stream, a function of `(seed, i)` only, and
//! no decision depends on time (the deadline only stops the work), so the same seed and options
//! give the same puzzles on every machine, in any order, on any number of threads.
//!
//! # Example
//!
//! ```
//! use sudoku_engine::generate::{Generator, Symmetry};
//! use sudoku_engine::{Shape, Solver};
//!
//! let generator = Generator::new(Shape::NINE)
//!     .clues(30)
//!     .symmetry(Symmetry::Rotate180)
//!     .seed(42);
//! let made = generator.generate(0)?;
//! assert_eq!(made.puzzle.given_count(), 30);
//! assert_eq!(Solver::new().count(&made.puzzle, 2).count, 1);
//! assert!(made.solution.is_filled_from(&made.puzzle));
//! assert_eq!(generator.generate(0)?, made); // same seed and index, same puzzle
//!
//! let err = Generator::new(Shape::NINE).clues(16).generate(0).unwrap_err();
//! assert!(err.to_string().contains("fewer than 17 givens"));
//! # Ok::<(), sudoku_engine::generate::GenerateError>(())
//! ```

mod error;
mod fill;
mod layout;
mod minimize;
pub(crate) mod rng;
mod symmetry;

use std::time::{Duration, Instant};

pub use error::GenerateError;
pub use symmetry::Symmetry;

use crate::grid::Grid;
use crate::shape::Shape;
use layout::Layout;
use minimize::{Goal, Reducer, TimedOut};
use rng::PuzzleRng;

/// Local-search steps on one full grid before starting over from a new one.
const STEPS_PER_GRID: usize = 200;

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
    /// How long one puzzle may take before [`GenerateError::TimedOut`] (default 10 s).
    pub timeout: Duration,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            clues: None,
            unique: true,
            minimal: false,
            symmetry: Symmetry::None,
            seed: 0,
            timeout: Duration::from_secs(10),
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
    layout: Layout,
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
            layout: Layout::new(shape),
            options,
            orbits: Symmetry::ALL.iter().map(|s| s.orbits(shape)).collect(),
        }
    }

    /// Asks for exactly `clues` givens.
    pub fn clues(mut self, clues: usize) -> Generator {
        self.options.clues = Some(clues);
        self
    }

    /// Allows several solutions (seed 001's "solvable" puzzles) instead of requiring one.
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

    /// Chooses how long one puzzle may take.
    pub fn timeout(mut self, timeout: Duration) -> Generator {
        self.options.timeout = timeout;
        self
    }

    /// The grid shape.
    pub fn shape(&self) -> Shape {
        self.layout.shape
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
        let size = self.layout.size;
        let cells = self.layout.shape.cell_count();
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

    /// Makes puzzle number `index`: a function of the options, the seed and `index` only.
    ///
    /// # Errors
    ///
    /// Those of [`Generator::validate`], at once, and [`GenerateError::TimedOut`] when the
    /// options' timeout passes first.
    pub fn generate(&self, index: u64) -> Result<Generated, GenerateError> {
        self.validate()?;
        let o = &self.options;
        let start = Instant::now();
        let deadline = start
            .checked_add(o.timeout)
            .unwrap_or(start + Duration::from_secs(86_400 * 365));
        let mut rng = PuzzleRng::new(o.seed, index);
        let symmetry = o.symmetry.resolve(self.layout.size, o.clues, &mut rng);
        let slot = Symmetry::ALL
            .iter()
            .position(|&s| s == symmetry)
            .unwrap_or(0);
        let orbits = &self.orbits[slot];
        let mut search = Search {
            layout: &self.layout,
            options: o,
            orbits,
            deadline,
            closest: None,
        };
        match search.run(&mut rng) {
            Ok((puzzle, solution)) => Ok(Generated {
                puzzle,
                solution,
                symmetry,
            }),
            Err(TimedOut) => Err(GenerateError::TimedOut {
                timeout: o.timeout,
                target: o.clues,
                closest: search.closest,
                minimal: o.minimal || o.clues.is_none(),
            }),
        }
    }
}

/// The search for one puzzle.
struct Search<'a> {
    layout: &'a Layout,
    options: &'a GenerateOptions,
    orbits: &'a [Vec<u16>],
    deadline: Instant,
    /// The given count closest to the target reached so far.
    closest: Option<usize>,
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

    /// Full grids and local search until a puzzle meets the goal or time runs out.
    fn run(&mut self, rng: &mut PuzzleRng) -> Result<(Grid, Grid), TimedOut> {
        let shape = self.layout.shape;
        let goal = self.goal();
        loop {
            let values = fill::random_solution(self.layout, rng);
            let solution = Grid::from_values(shape, &values).map_err(|_| TimedOut)?;
            let mut reducer = Reducer::new(
                self.layout,
                &values,
                solution.clone(),
                self.options.unique,
                self.deadline,
            );
            let outcome = self.reduce_with_search(&mut reducer, goal, rng);
            if let Err(e) = outcome {
                self.note(reducer.clues());
                return Err(e);
            }
            self.note(reducer.clues());
            if self.distance(reducer.clues()) == 0 {
                return Ok((reducer.puzzle().clone(), solution));
            }
            if Instant::now() > self.deadline {
                return Err(TimedOut);
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
    ) -> Result<(), TimedOut> {
        reducer.reduce(self.orbits, goal, rng)?;
        if self.distance(reducer.clues()) == 0 || !self.options.unique {
            return Ok(());
        }
        for _ in 0..STEPS_PER_GRID {
            self.note(reducer.clues());
            let before = reducer.puzzle().clone();
            let before_distance = self.distance(reducer.clues());
            // Put back one to three random orbits of removed givens, then reduce again.
            let holes: Vec<usize> = (0..self.orbits.len())
                .filter(|&o| reducer.puzzle().values()[self.orbits[o][0] as usize] == 0)
                .collect();
            let back = 1 + rng.index(3);
            for _ in 0..back.min(holes.len()) {
                let o = holes[rng.index(holes.len())];
                reducer.restore_orbit(&self.orbits[o]);
            }
            reducer.reduce(self.orbits, goal, rng)?;
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
}
