//! Why a generation request cannot be met.

use std::time::Duration;

use thiserror::Error;

use super::symmetry::Symmetry;

/// A request the generator cannot meet: impossible ones are refused at once, hard ones give up
/// at the deadline and say how close they came.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GenerateError {
    /// More givens than cells.
    #[error("{clues} givens do not fit in a {size}×{size} grid of {cells} cells")]
    TooManyClues {
        /// Givens asked for.
        clues: usize,
        /// N.
        size: usize,
        /// N².
        cells: usize,
    },
    /// Fewer givens than any puzzle with a unique solution has.
    #[error(
        "no {size}×{size} puzzle with fewer than {minimum} givens has a unique solution \
         (asked for {clues}); allow several solutions to go lower"
    )]
    BelowMinimum {
        /// Givens asked for.
        clues: usize,
        /// The fewest givens a unique puzzle of this size can have (proven bound).
        minimum: usize,
        /// N.
        size: usize,
    },
    /// A clue count the symmetry cannot produce.
    #[error(
        "{symmetry} symmetry cannot give exactly {clues} givens on a {size}×{size} grid \
         (the count must be {rule})"
    )]
    SymmetryClueCount {
        /// The symmetry asked for.
        symmetry: Symmetry,
        /// Givens asked for.
        clues: usize,
        /// N.
        size: usize,
        /// The rule, in words.
        rule: &'static str,
    },
    /// Minimality is about uniqueness: it makes no sense for puzzles with several solutions.
    #[error("a minimal puzzle is one whose every given is needed for a unique solution: it cannot allow several solutions")]
    MinimalNeedsUnique,
    /// Allowing several solutions needs a clue count to stop at.
    #[error("a puzzle that may have several solutions needs a given count (without one, givens are removed while the solution stays unique)")]
    MultipleNeedsClues,
    /// The deadline passed before a puzzle was found.
    #[error("gave up after {}: {}", secs(*timeout), reached_text(*target, *closest, *minimal))]
    TimedOut {
        /// The time allowed for one puzzle.
        timeout: Duration,
        /// The given count asked for, if any.
        target: Option<usize>,
        /// The given count closest to the target that was reached (the current count when
        /// there is no target), if any.
        closest: Option<usize>,
        /// Whether the puzzle had to be minimal.
        minimal: bool,
    },
}

fn secs(d: Duration) -> String {
    format!("{}s", d.as_secs_f64())
}

fn reached_text(target: Option<usize>, closest: Option<usize>, minimal: bool) -> String {
    let kind = if minimal { "minimal unique" } else { "unique" };
    match (target, closest) {
        (Some(t), Some(c)) => {
            format!("no {kind} puzzle with exactly {t} givens found (the closest had {c} givens)")
        }
        (Some(t), None) => format!("no {kind} puzzle with exactly {t} givens found"),
        (None, Some(c)) => format!("still removing givens (down to {c}) when time ran out"),
        (None, None) => "no puzzle found".to_string(),
    }
}
