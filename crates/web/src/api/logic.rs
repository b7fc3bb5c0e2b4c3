//! `/api/rate`, `/api/hint` and `/api/explain`: the logic engine's human-style steps.
//!
//! The answers are the engine's own JSON forms of [`Rating`], [`Step`] and [`Explanation`]
//! (shared with `sudoku rate/hint/explain --format json`); this file only reads the request,
//! runs the engine under the request's deadline and turns its refusals into errors.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use sudoku_engine::logic::{self, CandidateGrid, Explanation, LogicError, Rating, Step};
use sudoku_engine::{Grid, Interrupted};

use super::{parse_puzzle, PuzzleRequest};
use crate::error::ApiError;
use crate::limits::Runner;
use crate::payload::Payload;

/// The candidate grid of a puzzle, or the 422 that says its givens conflict.
fn candidates(puzzle: &Grid) -> Result<CandidateGrid, ApiError> {
    CandidateGrid::from_grid(puzzle).map_err(|e| ApiError::unprocessable(format!("no step: {e}")))
}

/// A refusal of the engine as the API's error: 422 for a puzzle without exactly one solution,
/// and the same 503 the runner gives when the time limit passes.
fn refused(e: LogicError) -> ApiError {
    match e {
        LogicError::Interrupted(Interrupted::Deadline) => ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "gave up: the puzzle needs more work than this server allows",
        ),
        other => ApiError::unprocessable(format!("no step: {other}")),
    }
}

/// Rates the puzzle: HoDoKu's level and score and a Sudoku-Explainer-style number.
pub(crate) async fn rate(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<Rating>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |work| {
            let grid = candidates(&puzzle)?;
            logic::rate_within(&grid, &work.budget)
                .map(Json)
                .map_err(refused)
        })
        .await
}

/// The next logical step from the position given (givens and entries alike).
pub(crate) async fn hint(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<Step>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run_quick(puzzle.shape(), move |work| {
            if puzzle.is_solved() {
                return Err(ApiError::unprocessable(
                    "no step: the grid is already solved",
                ));
            }
            let grid = candidates(&puzzle)?;
            logic::next_step_within(&grid, &work.budget)
                .map_err(refused)?
                .map(Json)
                .ok_or_else(|| ApiError::unprocessable("no step found for this grid"))
        })
        .await
}

/// Every step of a human-style solution.
pub(crate) async fn explain(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<Explanation>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |work| {
            let mut grid = candidates(&puzzle)?;
            logic::solve_steps_within(&mut grid, &work.budget)
                .map(Json)
                .map_err(refused)
        })
        .await
}
