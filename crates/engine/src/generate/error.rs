//! Why a generation request cannot be met.

use std::time::{Duration, Instant};

use thiserror::Error;

use super::symmetry::Symmetry;
use super::wanted::{Graded, Wanted, RATED_UP_TO};
use crate::budget::Budget;
use crate::logic::{Level, Technique};

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
    /// A full grid is never minimal: any one of its givens can be removed and the solution
    /// stays unique.
    #[error("a minimal puzzle cannot have all {cells} cells given: removing any one of them leaves the solution unique")]
    MinimalFull {
        /// The number of cells.
        cells: usize,
    },
    /// Allowing several solutions needs a clue count to stop at.
    #[error("a puzzle that may have several solutions needs a given count (without one, givens are removed while the solution stays unique)")]
    MultipleNeedsClues,
    /// A level or a technique was asked for puzzles that may have several solutions: the
    /// rater follows the one solution, so it needs a unique puzzle.
    #[error("a puzzle of a given level or technique must have a unique solution (the rater follows it step by step)")]
    WantedNeedsUnique,
    /// A level or a technique was asked for a grid larger than the rater is calibrated for.
    #[error(
        "levels and techniques are rated for sizes up to {RATED_UP_TO}×{RATED_UP_TO} only, \
         not {size}×{size}"
    )]
    WantedNotRated {
        /// N.
        size: usize,
    },
    /// A level the rater never gives puzzles of this size ([`super::reachable_levels`]).
    #[error("no {size}×{size} puzzle is {}: the levels reached at this size are {}", level.name(), level_list(reachable))]
    LevelUnreachable {
        /// N.
        size: usize,
        /// The level asked for.
        level: Level,
        /// The levels reached at this size, easiest first.
        reachable: Vec<Level>,
    },
    /// A technique the rater never uses on puzzles of this size
    /// ([`super::technique_reachable`]).
    #[error("no {size}×{size} puzzle needs {}: the techniques used at this size are {}", technique.name(), technique_list(*size))]
    TechniqueUnreachable {
        /// N.
        size: usize,
        /// The technique asked for.
        technique: Technique,
    },
    /// The budget's deadline passed before a puzzle was found.
    #[error("gave up after {}: {}", secs(*allowed), reached_text(*target, *closest, *minimal))]
    TimedOut {
        /// The time the budget allowed from the start of the call, to the millisecond.
        allowed: Duration,
        /// The given count asked for, if any.
        target: Option<usize>,
        /// The given count closest to the target that was reached (the current count when
        /// there is no target), if any.
        closest: Option<usize>,
        /// Whether the puzzle had to be minimal.
        minimal: bool,
    },
    /// No puzzle of the wanted level or technique came up before the budget's deadline. The
    /// closest one made is kept, so that a caller may still offer it.
    #[error("no {wanted} among {tried} puzzles made in {:.1}s", allowed.as_secs_f64())]
    NotFound {
        /// What was asked for.
        wanted: Wanted,
        /// How many puzzles were made and rated.
        tried: u64,
        /// The time the budget allowed from the start of the call, to the millisecond.
        allowed: Duration,
        /// The puzzle closest to the request (see [`Wanted`] for the order), if any was made.
        closest: Option<Box<Graded>>,
    },
    /// The budget's cancel flag was raised.
    #[error("cancelled")]
    Cancelled,
}

impl GenerateError {
    /// Whether more time might have met the request: [`GenerateError::TimedOut`] and
    /// [`GenerateError::NotFound`]. The other errors are refusals that no time changes (or,
    /// for [`GenerateError::Cancelled`], a stop the caller asked for).
    pub fn is_time_out(&self) -> bool {
        matches!(
            self,
            GenerateError::TimedOut { .. } | GenerateError::NotFound { .. }
        )
    }
}

/// The time a budget allows from `start`, rounded to the millisecond so that a limit of 0.3 s
/// reads as 0.3 s although a few microseconds passed before the call began.
pub(crate) fn allowed_since(budget: &Budget, start: Instant) -> Duration {
    let left = budget
        .deadline()
        .map_or(Duration::ZERO, |d| d.saturating_duration_since(start));
    Duration::from_millis(((left.as_secs_f64() * 1000.0).round()) as u64)
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

/// Level names joined by `, ` (`easy, medium, extreme`).
pub fn level_list(levels: &[Level]) -> String {
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    names.join(", ")
}

/// The names of the techniques the rater uses on puzzles of size `size`, joined by `, `.
pub fn technique_list(size: usize) -> String {
    let names: Vec<&str> = Technique::ALL
        .iter()
        .filter(|&&t| super::technique_reachable(size, t))
        .map(|t| t.name())
        .collect();
    names.join(", ")
}
