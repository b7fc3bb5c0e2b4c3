//! The engine through its public API: solvers, logic, generator, canonical forms, puzzle files.
//!
//! Every file of this folder is a module of this one test program rather than a program of its
//! own: one link instead of one per file, which was a good part of a bare clone's test build.
//! Cargo's discovery of test files is off for this package (`autotests = false`), so a new file
//! must be listed below; `every_test_file_is_listed` (in `tests/cli.rs`, for all five packages)
//! fails when one is not.

mod canon;
#[path = "support/counting_alloc.rs"]
mod counting_alloc;
mod fast9;
mod generate;
mod grid_checks;
mod logic_corpus;
mod logic_fidelity;
mod logic_soundness;
mod logic_techniques;
mod puzzle_files;
mod solver_props;
