//! `/api/rate`, `/api/hint` and `/api/explain`: the logic engine's human-style steps.

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sudoku_engine::logic::{self, CandidateGrid, Step};
use sudoku_engine::{Grid, Solver};

use super::{parse_puzzle, CandidateJson, CellJson, PuzzleRequest};
use crate::error::ApiError;
use crate::limits::Runner;
use crate::payload::Payload;

/// The candidate grid of a puzzle that has a solution, or the 422 that says why not.
fn solvable(puzzle: &Grid) -> Result<CandidateGrid, ApiError> {
    let grid = CandidateGrid::from_grid(puzzle)
        .map_err(|e| ApiError::unprocessable(format!("no step: {e}")))?;
    if Solver::new().count(puzzle, 1).count == 0 {
        return Err(ApiError::unprocessable(
            "no step: the grid has no solution (is a digit wrong?)",
        ));
    }
    Ok(grid)
}

/// The answer of `/api/rate`.
#[derive(Debug, Serialize)]
pub(crate) struct RateResponse {
    level: &'static str,
    score: u32,
    se: f32,
    solved: bool,
    hardest: Option<&'static str>,
    steps: usize,
}

/// Rates the puzzle: HoDoKu's level and score and a Sudoku-Explainer-style number.
pub(crate) async fn rate(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<RateResponse>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |_| {
            let grid = solvable(&puzzle)?;
            let r = logic::rate_candidates(&grid);
            Ok(Json(RateResponse {
                level: r.level.name(),
                score: r.score,
                se: r.se,
                solved: r.solved,
                hardest: r.hardest.map(|t| t.name()),
                steps: r.steps,
            }))
        })
        .await
}

/// One step as JSON: the technique, its sentence, its evidence and its effect.
#[derive(Debug, Serialize)]
pub(crate) struct StepJson {
    technique: &'static str,
    level: &'static str,
    /// The full sentence.
    text: String,
    /// A nudge that names the technique and where to look.
    vague: String,
    cells: Vec<CellJson>,
    units: Vec<String>,
    candidates: Vec<CandidateJson>,
    placements: Vec<CandidateJson>,
    eliminations: Vec<CandidateJson>,
}

impl From<&Step> for StepJson {
    fn from(step: &Step) -> StepJson {
        StepJson {
            technique: step.technique.name(),
            level: step.technique.level().name(),
            text: step.text.clone(),
            vague: step.vague_text(),
            cells: step.cells.iter().map(|&c| c.into()).collect(),
            units: step.units.iter().map(ToString::to_string).collect(),
            candidates: step.candidates.iter().map(Into::into).collect(),
            placements: step.placements.iter().map(Into::into).collect(),
            eliminations: step.eliminations.iter().map(Into::into).collect(),
        }
    }
}

/// The next logical step from the position given (givens and entries alike).
pub(crate) async fn hint(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<StepJson>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |_| {
            if puzzle.is_solved() {
                return Err(ApiError::unprocessable(
                    "no step: the grid is already solved",
                ));
            }
            let grid = solvable(&puzzle)?;
            logic::next_step(&grid)
                .map(|step| Json(StepJson::from(&step)))
                .ok_or_else(|| ApiError::unprocessable("no step found for this grid"))
        })
        .await
}

/// The answer of `/api/explain`.
#[derive(Debug, Serialize)]
pub(crate) struct ExplainResponse {
    solved: bool,
    steps: Vec<StepJson>,
}

/// Every step of a human-style solution.
pub(crate) async fn explain(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<ExplainResponse>, ApiError> {
    let puzzle = parse_puzzle(&req.puzzle)?;
    runner
        .run(move |_| {
            let mut grid = solvable(&puzzle)?;
            let explanation = logic::solve_steps(&mut grid);
            Ok(Json(ExplainResponse {
                solved: explanation.solved,
                steps: explanation.steps.iter().map(Into::into).collect(),
            }))
        })
        .await
}
