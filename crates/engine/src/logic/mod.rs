//! Human-style solving: step-by-step deductions with reasons, hints, and difficulty ratings
//! with HoDoKu's meaning.
//!
//! The key decision is to follow HoDoKu: the same techniques, tried in the same order (its
//! default `StepConfig` order), the first one that applies is taken, and each step adds the
//! technique's HoDoKu score. The level is the hardest technique's level, raised while the
//! total score is above that level's limit. So a rating here means what a HoDoKu rating means.
//!
//! Work happens on a [`CandidateGrid`] (pencil marks). Singles, locked candidates and subsets
//! work on every size; the other techniques need 9×9 and use 81-bit cell masks per digit.
//! When logic runs out, [`Technique::BruteForce`] places the solution's digit in one cell, as
//! HoDoKu does, so every puzzle with a solution is finished.
//!
//! The public surface, kept stable for the hint page: [`CandidateGrid`], [`Step`],
//! [`Candidate`] (with the aliases [`Placement`], [`Elimination`]), [`Technique`],
//! [`next_step`], [`solve_steps`], [`rate`], [`rate_candidates`], [`Rating`], [`Level`].
//!
//! # Example
//!
//! ```
//! use sudoku_engine::{format, logic};
//!
//! let puzzle = format::parse_str(
//!     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
//! )?;
//! let grid = logic::CandidateGrid::from_grid(&puzzle).unwrap();
//! let hint = logic::next_step(&grid).unwrap();
//! assert!(!hint.placements.is_empty() || !hint.eliminations.is_empty());
//!
//! let rating = logic::rate(&puzzle);
//! assert!(rating.solved);
//! assert_eq!(rating.level, logic::Level::Easy);
//! # Ok::<(), sudoku_engine::ParseError>(())
//! ```

// Cells, digits and units are indices into fixed tables here; range loops say that plainly.
#![allow(clippy::needless_range_loop)]

mod candidates;
mod engine;
mod geometry;
mod rating;
mod step;
mod technique;

mod als;
mod brute_force;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

pub use candidates::{CandidateError, CandidateGrid};
pub use engine::{next_step, solve_steps, works_on_every_size, Explanation};
pub use rating::{rate, rate_candidates, Rating};
pub use step::{Candidate, Elimination, Placement, Step};
pub use technique::{Level, Technique, UnknownName};
