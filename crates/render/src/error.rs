//! Why a booklet could not be made.

use thiserror::Error;

/// Why [`pdf`](crate::pdf) could not make a booklet.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PdfError {
    /// The list of puzzles was empty.
    #[error("a booklet needs at least one puzzle")]
    NoPuzzles,
    /// A puzzle's solution has another size than the puzzle.
    #[error(
        "puzzle {number}: the solution is {solution}x{solution}, the puzzle {puzzle}x{puzzle}"
    )]
    SolutionSize {
        /// The puzzle's number in the booklet.
        number: usize,
        /// The puzzle's size.
        puzzle: usize,
        /// The solution's size.
        solution: usize,
    },
    /// A puzzle-per-page count other than 1, 2, 4 or 6.
    #[error("cannot put {0} puzzles on a page: choose 1, 2, 4 or 6")]
    PerPage(u32),
    /// A paper name other than `a4` or `letter`.
    #[error("unknown paper {0:?}: choose a4 or letter")]
    Paper(String),
}
