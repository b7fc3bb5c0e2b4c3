//! The Sudoku engine: typed grids of every size, reading and writing the layouts people use,
//! and solvers that find, count and enumerate solutions.
//!
//! The key decision is to keep two worlds apart. The public API speaks in typed values —
//! [`Shape`], [`Cell`], [`Digit`], [`DigitSet`], [`Grid`] — that cannot be mixed up and are
//! checked when built, so no input can make the engine panic. Inside the solvers, grids become
//! raw bit boards tuned for speed (see `DESIGN.md`); that representation never leaks out.
//!
//! The engine does no I/O: it reads and writes text in memory ([`format`](mod@format)) and leaves files
//! and exit codes to its callers, such as the `sudoku` command. Its calls run on the calling
//! thread; [`par`] is the batch scheduler that spreads a caller's chunks of work over threads
//! and, for a stream, hands their results back in input order (the `sudoku` command and the
//! Python binding both run their batches on it).
//!
//! # Example
//!
//! ```
//! use sudoku_engine::{format, Outcome, Solver};
//!
//! let puzzle = format::parse_str(
//!     ". . . . . 2 3 . 7
//!      . . . . . 6 4 5 .
//!      1 . . 9 3 . . . .
//!      . . . . 6 1 8 . .
//!      . 4 8 . . . 5 6 .
//!      . . 6 4 2 . . . .
//!      . . . . 7 5 . . 8
//!      . 2 9 1 . . . . .
//!      4 . 5 6 . . . . .",
//! )?;
//! match Solver::new().solve(&puzzle) {
//!     Outcome::Unique(solution) => assert!(solution.is_filled_from(&puzzle)),
//!     other => panic!("expected one solution, got {other:?}"),
//! }
//! # Ok::<(), sudoku_engine::ParseError>(())
//! ```
#![deny(missing_docs)]
// Unsafe code is confined to the SIMD paths of the fast solver, each block with its reason.
#![deny(unsafe_op_in_unsafe_fn)]

pub use batch::Status;
pub use budget::{Budget, CancelFlag, Interrupted, Meter};
pub use cell::Cell;
pub use digit::{Digit, DigitSet};
pub use error::{
    CellsError, GridError, ParseError, ParseErrorKind, Position, ShapeError, SolveError,
};
pub use grid::{Conflict, Grid};
pub use no_solution::{why_no_solution, why_no_solution_variant, NoSolution};
pub use shape::{Shape, MAX_SIZE};
pub use solver::{
    Backend, Bounded, Count, CountVisitor, FirstVisitor, KeepFirst, Mode, Outcome, SearchStats,
    Solver, Visitor,
};
pub use topology::{Segment, Topology, Unit};

mod batch;
mod budget;
pub mod canon;
mod cell;
mod digit;
mod error;
pub mod format;
pub mod generate;
mod grid;
pub mod logic;
mod no_solution;
pub mod par;
mod shape;
mod solver;
mod topology;
pub mod variant;
