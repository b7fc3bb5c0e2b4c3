//! Human-style solving: step-by-step deductions with reasons, hints, and difficulty ratings
//! with HoDoKu's meaning.
//!
//! The key decision is to follow HoDoKu: the same techniques, tried in the same order (its
//! default `StepConfig` order), the first one that applies is taken, and each step adds the
//! technique's HoDoKu score. The level is the hardest technique's level, raised while the
//! total score is above that level's limit. So a rating here means what a HoDoKu rating means.
//!
//! One table, the registry (`registry.rs`), lists every finder in step order with the
//! techniques it produces, their names, scores, levels, SE values and the sizes they work on;
//! the step loop, the rater, name parsing and `docs/RATING.md` all derive from it.
//!
//! Work happens on a [`CandidateGrid`] (pencil marks). Singles, locked candidates and subsets
//! work on every size (on the shared [`crate::Topology`]); the other techniques need 9×9 and
//! use 81-bit cell masks per digit. When logic runs out, [`Technique::BruteForce`] places the
//! solution's digit in one cell, as HoDoKu does, so every puzzle is finished. That needs
//! exactly one solution, and so do the uniqueness techniques: every entry point checks first
//! and refuses other positions with a [`LogicError`]. The long operations have `_within`
//! forms that take a [`crate::Budget`] and stop within milliseconds when it runs out.
//!
//! Module layout, with no cycle: `engine` → `finders` (the registry's finder rows) → technique
//! files → `context` (the shared cache: solution, chain graph, almost locked sets, what
//! finders found nothing in, budget meter, and the run's buffers in `scratch`) → `scratch` →
//! `links`, `als_sets` → `candidates`; `technique` expands the registry's technique
//! rows and imports nothing of the above; `rating` sums what `engine` returns.
//!
//! The public surface: [`CandidateGrid`], [`Step`], [`Candidate`] (with the aliases
//! [`Placement`], [`Elimination`]), a step's [`Wording`] (and the [`wording`] module's parts and
//! notations), [`Technique`], [`next_step`], [`solve_steps`], [`rate`],
//! [`rate_candidates`], their budgeted forms, [`Rating`], [`Level`], [`LogicError`].
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
//! let hint = logic::next_step(&grid).unwrap().unwrap();
//! assert!(!hint.placements.is_empty() || !hint.eliminations.is_empty());
//!
//! let rating = logic::rate(&puzzle).unwrap();
//! assert!(rating.solved);
//! assert_eq!(rating.level, logic::Level::Easy);
//! # Ok::<(), sudoku_engine::ParseError>(())
//! ```

// Cells, digits and units are indices into fixed tables here; range loops say that plainly.
#![allow(clippy::needless_range_loop)]

mod candidates;
mod context;
mod engine;
mod error;
mod finders;
pub(crate) mod geometry;
mod rating;
pub(crate) mod registry;
mod solution;
mod step;
mod technique;
pub mod wording;

mod als;
mod als_sets;
mod brute_force;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod intersections;
mod links;
mod queues;
mod scratch;
mod single_digit;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

pub use candidates::{CandidateError, CandidateGrid};
pub(crate) use engine::{
    is_single, replay_singles_while, solve_bulk_while, solve_steps_while, Bulk, Texts,
};
pub use engine::{
    next_step, next_step_within, rate, rate_candidates, rate_within, solve_steps,
    solve_steps_within, works_on_every_size, Explanation,
};
pub use error::LogicError;
pub use rating::Rating;
pub(crate) use scratch::Scratch;
pub use step::{Candidate, Elimination, Placement, Step};
pub use technique::{Level, Technique, UnknownName};
pub use wording::Wording;
