//! The properties the fuzz targets check, as plain functions of the input bytes.
//!
//! The key decision is that a fuzz target holds no logic of its own: each one in `fuzz/`
//! (built by cargo-fuzz, outside the main workspace) is a single call to a `check` function
//! here, and this crate is a member of the main workspace. So the inputs kept in
//! `fuzz/regressions/<target>/` (every crash the fuzzer found, minimized, and a few seeds) run
//! through exactly the same code in `cargo test` (`tests/regressions.rs`), on every CI run,
//! with no libFuzzer involved.
//!
//! Every `check` panics when a property fails (that is how libFuzzer sees a failure) and
//! returns normally otherwise, whatever the bytes. Work is capped by the engine's [`Budget`]
//! so that no input can hang a run; a check that runs out of budget skips the comparisons it
//! could not finish rather than fail.
//!
//! | module | what is fuzzed | properties |
//! |---|---|---|
//! | [`formats`] | `parse_bytes`, `parse_record_bytes` in every format, `RecordSplitter` | no panic; text and byte readers agree; a grid written in any format reads back the same; error positions lie inside the input |
//! | [`solvers`] | every back end, `solve_into`, `solve_batch`, `count_batch` | the same count under a limit and the same outcome as the reference solver; the same solution when it is unique; every solution is valid |
//! | [`generator`] | `Generator` with any size, clue count, symmetry, minimality, seed | no panic; impossible requests refused as `validate` says; a puzzle keeps its options (clues, uniqueness, symmetry, minimality) and its seed |
//! | [`logic`] | `next_step`, `solve_steps`, `rate` on grids and pencil marks | no panic; every step is sound against the solution; the steps solve the grid; the refusals match the solver |
//! | [`variant`] | the variant readers (f-puzzles, our JSON, SudokuPad, links) and the engine on what they read | no panic; what reads writes back the same; every solution found breaks no rule |
//! | [`web`] | every `POST /api/...` endpoint of the router, in process | no panic; no 5xx but 503; every error is `{"error": "..."}`; answers are valid |
//!
//! # Example
//!
//! ```
//! // A puzzle in the line format, read by every parser and solved by every solver.
//! let line = b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
//! sudoku_fuzz_checks::formats::check(line);
//! let mut input = vec![0x01]; // limit 2, text mode
//! input.extend_from_slice(line);
//! sudoku_fuzz_checks::solvers::check(&input);
//! ```
#![deny(missing_docs)]

pub mod formats;
pub mod generator;
pub mod logic;
pub mod solvers;
pub mod variant;
pub mod web;

mod input;

use std::time::Duration;

use sudoku_engine::Budget;

/// A budget that ends `millis` milliseconds from now.
fn budget(millis: u64) -> Budget {
    Budget::unlimited().with_timeout(Duration::from_millis(millis))
}
