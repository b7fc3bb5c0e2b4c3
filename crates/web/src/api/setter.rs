//! `/api/setter`: the setter help of `sudoku check` and `sudoku candidates --same-digit`, for
//! classic and variant puzzles alike (a classic puzzle's parts are its givens).
//!
//! One answer for the three questions a setter asks while building: with no solution, which
//! constraints and givens already contradict each other; with one, which parts the puzzle
//! could each do without; with one or more, which cells hold the same digit in every
//! solution. Parts are named as the command's JSON names them (`#3 (killer)`, `r1c5=7`).

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sudoku_engine::variant::Part;

use super::{line, read_variant, PuzzleRequest};
use crate::error::ApiError;
use crate::limits::{out_of_time, Runner};
use crate::payload::Payload;

/// The answer of `/api/setter`.
#[derive(Debug, Serialize)]
pub(crate) struct SetterResponse {
    size: usize,
    puzzle: String,
    /// `none`, `unique` or `multiple`.
    solutions: &'static str,
    /// With no solution: the parts that contradict each other (a minimal set); else null.
    contradiction: Option<Vec<String>>,
    /// With one solution: the parts that could each go alone; else null.
    redundant: Option<Vec<String>>,
    /// With a solution: the groups of cells that hold the same digit in every one; else null.
    same_digit: Option<Vec<Vec<String>>>,
}

fn names(parts: &[Part]) -> Vec<String> {
    parts.iter().map(ToString::to_string).collect()
}

/// Answers the setter's three questions within the server's time limit.
pub(crate) async fn setter(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<SetterResponse>, ApiError> {
    let time = runner.limits().time;
    let puzzle = read_variant(req.puzzle.as_str())?;
    runner
        .run(move |work| {
            let budget = &work.budget;
            let late = |_| out_of_time(time);
            let count = puzzle.count(2, budget).map_err(late)?.count;
            let contradiction = if count == 0 {
                puzzle.contradiction_core(budget).map_err(late)?
            } else {
                None
            };
            let redundant = if count == 1 {
                puzzle.removable_parts(budget).map_err(late)?
            } else {
                None
            };
            let same_digit = if count > 0 {
                let groups = puzzle.same_digit_groups(budget).map_err(late)?;
                Some(
                    groups
                        .iter()
                        .map(|g| g.iter().map(ToString::to_string).collect())
                        .collect(),
                )
            } else {
                None
            };
            Ok(Json(SetterResponse {
                size: puzzle.rules().size(),
                puzzle: line(puzzle.givens()),
                solutions: match count {
                    0 => "none",
                    1 => "unique",
                    _ => "multiple",
                },
                contradiction: contradiction.as_deref().map(names),
                redundant: redundant.as_deref().map(names),
                same_digit,
            }))
        })
        .await
}
