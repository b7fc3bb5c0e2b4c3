//! `/api/solve`, `/api/count` and `/api/check`: the solver's answers.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sudoku_engine::{Outcome, Solver, Visitor};

use super::{line, parse_puzzle, PuzzleRequest};
use crate::error::ApiError;
use crate::limits::{out_of_time, Runner};
use crate::payload::Payload;

/// The answer of `/api/solve`.
#[derive(Debug, Serialize)]
pub(crate) struct SolveResponse {
    size: usize,
    box_rows: usize,
    box_cols: usize,
    puzzle: String,
    solution: String,
    unique: bool,
    guesses: u64,
}

/// Solves the puzzle and says whether its solution is unique; 422 when it has none.
pub(crate) async fn solve(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<SolveResponse>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    let time = runner.limits().time;
    runner
        .run_quick(puzzle.shape(), move |work| {
            let (outcome, stats) = Solver::new()
                .within(&work.budget)
                .solve_with_stats(&puzzle)
                .map_err(|_| out_of_time(time))?;
            let (solution, unique) = match outcome {
                Outcome::Unique(g) => (g, true),
                Outcome::Multiple(g) | Outcome::Found(g) => (g, false),
                Outcome::NoSolution { conflict } => {
                    return Err(ApiError::unprocessable(match conflict {
                        Some(c) => format!("the puzzle has no solution: {c}"),
                        None => "the puzzle has no solution".to_string(),
                    }))
                }
            };
            let shape = puzzle.shape();
            Ok(Json(SolveResponse {
                size: shape.size(),
                box_rows: shape.box_rows(),
                box_cols: shape.box_cols(),
                puzzle: line(&puzzle),
                solution: line(&solution),
                unique,
                guesses: stats.guesses,
            }))
        })
        .await
}

/// The body of `/api/count`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CountRequest {
    puzzle: String,
    /// Stop counting here (default 1000).
    limit: Option<u64>,
}

/// The answer of `/api/count`.
#[derive(Debug, Serialize)]
pub(crate) struct CountResponse {
    count: u64,
    /// `true` when counting stopped at the limit (or the time limit) before the end.
    at_least: bool,
    limit: u64,
}

/// Counts the solutions seen, so that a count stopped by the time limit still says how many
/// it had found.
struct Seen(u64);

impl Visitor for Seen {
    const RECORDS: bool = false;

    fn visit(&mut self, _values: &[u8]) -> bool {
        self.0 += 1;
        true
    }
}

/// Counts solutions up to `limit` (at most the server's `max_count`).
pub(crate) async fn count(
    State(runner): State<Runner>,
    Payload(req): Payload<CountRequest>,
) -> Result<Json<CountResponse>, ApiError> {
    let max = runner.limits().max_count;
    let limit = req.limit.unwrap_or(1000.min(max));
    if limit == 0 || limit > max {
        return Err(ApiError::bad_request(format!(
            "limit must be between 1 and {max}, got {limit}"
        )));
    }
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |work| {
            let mut seen = Seen(0);
            // The time limit stops the count where it is: the answer is then a lower bound.
            let (count, at_least) = match Solver::new()
                .within(&work.budget)
                .search(&puzzle, limit, &mut seen)
            {
                Ok(stats) => (stats.solutions, stats.stopped),
                Err(_) => (seen.0, true),
            };
            Ok(Json(CountResponse {
                count,
                at_least,
                limit,
            }))
        })
        .await
}

/// One clash in `/api/check`'s answer.
#[derive(Debug, Serialize)]
pub(crate) struct ConflictJson {
    unit: String,
    digit: u8,
    cells: [super::CellJson; 2],
    text: String,
}

/// The answer of `/api/check`.
#[derive(Debug, Serialize)]
pub(crate) struct CheckResponse {
    size: usize,
    givens: usize,
    conflicts: Vec<ConflictJson>,
    /// Every cell is filled.
    complete: bool,
    /// Every cell is filled and no unit repeats a digit.
    solved: bool,
    /// `"none"`, `"unique"` or `"multiple"`.
    solutions: &'static str,
    /// The puzzle has no conflict and exactly one solution.
    valid: bool,
}

/// Checks a puzzle: its conflicts, whether it is complete or solved, and how many solutions
/// it has (none, one, several).
pub(crate) async fn check(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<CheckResponse>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    let time = runner.limits().time;
    runner
        .run_quick(puzzle.shape(), move |work| {
            let conflicts: Vec<ConflictJson> = puzzle
                .conflicts()
                .into_iter()
                .map(|c| ConflictJson {
                    unit: c.unit.to_string(),
                    digit: c.digit.get(),
                    cells: [c.first.into(), c.second.into()],
                    text: c.to_string(),
                })
                .collect();
            let solutions = if conflicts.is_empty() {
                let counted = Solver::new()
                    .within(&work.budget)
                    .count(&puzzle, 2)
                    .map_err(|_| out_of_time(time))?;
                match counted.count {
                    0 => "none",
                    1 => "unique",
                    _ => "multiple",
                }
            } else {
                "none"
            };
            Ok(Json(CheckResponse {
                size: puzzle.shape().size(),
                givens: puzzle.given_count(),
                complete: puzzle.is_complete(),
                solved: puzzle.is_solved(),
                valid: conflicts.is_empty() && solutions == "unique",
                conflicts,
                solutions,
            }))
        })
        .await
}
