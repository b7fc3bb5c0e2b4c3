//! Why the logic engine refuses a position.

use crate::budget::Interrupted;
use crate::grid::Conflict;

/// Why a position cannot be rated, explained or hinted.
///
/// Human-style steps assume exactly one solution: the uniqueness techniques are only sound
/// then, brute force needs the solution, and a level means nothing for a puzzle without one.
/// So the entry points check first and refuse the rest, instead of calling them "extreme".
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LogicError {
    /// Two placed digits of one unit are the same.
    #[error("the givens conflict: {0}")]
    Conflict(Conflict),
    /// The position has no solution (within its candidates).
    #[error("no solution")]
    NoSolution,
    /// The position has several solutions.
    #[error("several solutions; human-style steps need a unique solution")]
    NotUnique,
    /// The budget ran out first.
    #[error(transparent)]
    Interrupted(#[from] Interrupted),
}
