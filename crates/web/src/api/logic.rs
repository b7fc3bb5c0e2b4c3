//! `/api/rate`, `/api/hint` and `/api/explain`: the logic engines' human-style steps, HoDoKu's
//! for classic puzzles and the variant engine's for puzzles with rules of their own.
//!
//! The answers are the engine's own JSON forms of [`Rating`], [`Step`] and [`Explanation`]
//! (shared with `sudoku rate/hint/explain --format json`); this file only reads the request,
//! runs the engine under the request's deadline and turns its refusals into errors. Steps
//! gain `text_localized` and `vague_localized`, their sentences in the request's language
//! (`lang`, else `Accept-Language`, else English), next to the English `text` and `vague`.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use serde::{Deserialize, Serialize};
use sudoku_engine::generate::RATED_UP_TO;
use sudoku_engine::logic::{self, CandidateGrid, LogicError, Rating, Step};
use sudoku_engine::{Budget, Grid, Interrupted};
use sudoku_i18n::Lang;

use super::{read_puzzle, Puzzle, PuzzleRequest, PuzzleText};
use crate::error::ApiError;
use crate::limits::Runner;
use crate::page::request_lang;
use crate::payload::Payload;

/// The body of `/api/hint` and `/api/explain`: a puzzle, and the language of the sentences.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StepRequest {
    /// The puzzle as text in any supported format, or as a JSON object.
    puzzle: PuzzleText,
    /// `en`, `ca`, `es`, `fr` or `pt` (default: from `Accept-Language`, else English).
    lang: Option<String>,
}

/// A step's JSON form plus its sentences in a language.
#[derive(Debug, Serialize)]
pub(crate) struct LocalizedStep {
    #[serde(flatten)]
    step: Step,
    /// The language of the two fields below.
    lang: &'static str,
    /// [`Step::text`] in `lang`.
    text_localized: String,
    /// [`Step::vague_text`] in `lang`.
    vague_localized: String,
}

impl LocalizedStep {
    fn new(step: Step, lang: Lang) -> LocalizedStep {
        LocalizedStep {
            text_localized: sudoku_i18n::step_text(lang, &step),
            vague_localized: sudoku_i18n::vague_text(lang, &step),
            lang: lang.code(),
            step,
        }
    }
}

/// The answer of `/api/explain`: the engine's `{"solved", "steps"}`, each step localized.
#[derive(Debug, Serialize)]
pub(crate) struct LocalizedExplanation {
    steps: Vec<LocalizedStep>,
    solved: bool,
}

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

/// The rating of a classic grid (HoDoKu's engine) or a variant puzzle (the variant engine).
fn rating_of(puzzle: &Puzzle, budget: &Budget) -> Result<Rating, LogicError> {
    match puzzle {
        Puzzle::Classic(grid) => {
            let grid = CandidateGrid::from_grid(grid).map_err(|e| match e {
                sudoku_engine::logic::CandidateError::Conflict(c) => LogicError::Conflict(c),
                _ => LogicError::NoSolution,
            })?;
            logic::rate_within(&grid, budget)
        }
        Puzzle::Variant(p) => p.rate(budget),
    }
}

/// Rates the puzzle, classic or variant: the level and score and a Sudoku-Explainer-style
/// number; the level is `null` above 9×9, where HoDoKu's levels are not calibrated.
pub(crate) async fn rate(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let puzzle = read_puzzle(req.puzzle.as_str())?;
    runner
        .run(move |work| {
            let rating = rating_of(&puzzle, &work.budget).map_err(refused)?;
            let mut json = serde_json::to_value(rating)
                .map_err(|e| ApiError::unprocessable(format!("no rating: {e}")))?;
            // HoDoKu's levels are calibrated on 9×9: above, no level, as `sudoku rate` says.
            if puzzle.givens().shape().size() > RATED_UP_TO {
                json["level"] = serde_json::Value::Null;
            }
            Ok(Json(json))
        })
        .await
}

/// The next logical step from the position given (givens and entries alike), classic or
/// variant.
pub(crate) async fn hint(
    State(runner): State<Runner>,
    headers: HeaderMap,
    Payload(req): Payload<StepRequest>,
) -> Result<Json<LocalizedStep>, ApiError> {
    let lang = request_lang(req.lang.as_deref(), &headers)?;
    let puzzle = read_puzzle(req.puzzle.as_str())?;
    runner
        .run_quick(puzzle.givens().shape(), move |work| {
            if puzzle.givens().is_solved() {
                return Err(ApiError::unprocessable(
                    "no step: the grid is already solved",
                ));
            }
            let step = match &puzzle {
                Puzzle::Classic(grid) => {
                    logic::next_step_within(&candidates(grid)?, &work.budget).map_err(refused)?
                }
                Puzzle::Variant(p) => p.next_step(&work.budget).map_err(refused)?,
            };
            step.map(|step| Json(LocalizedStep::new(step, lang)))
                .ok_or_else(|| ApiError::unprocessable("no step found for this grid"))
        })
        .await
}

/// Every step of a human-style solution, classic or variant.
pub(crate) async fn explain(
    State(runner): State<Runner>,
    headers: HeaderMap,
    Payload(req): Payload<StepRequest>,
) -> Result<Json<LocalizedExplanation>, ApiError> {
    let lang = request_lang(req.lang.as_deref(), &headers)?;
    let puzzle = read_puzzle(req.puzzle.as_str())?;
    runner
        .run(move |work| {
            let explanation = match &puzzle {
                Puzzle::Classic(grid) => {
                    logic::solve_steps_within(&mut candidates(grid)?, &work.budget)
                }
                Puzzle::Variant(p) => p.solve_steps(&work.budget),
            }
            .map_err(refused)?;
            Ok(Json(LocalizedExplanation {
                solved: explanation.solved,
                steps: explanation
                    .steps
                    .into_iter()
                    .map(|step| LocalizedStep::new(step, lang))
                    .collect(),
            }))
        })
        .await
}
