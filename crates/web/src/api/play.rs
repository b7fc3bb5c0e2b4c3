//! What the page needs to play a variant puzzle: `/api/picture` (a puzzle's rules drawn, to
//! lay over the page's own cells, with its regions and our JSON form) and the `variant` field
//! of `/api/generate` (a new killer, jigsaw, ... puzzle with its solution and picture, at a
//! difficulty when one is asked for).
//!
//! The picture is [`variant_picture`]'s: the grid, its regions and every constraint, without
//! digits (the page draws those) and without the rules caption, which comes as sentences; its
//! `grid_x`, `grid_y` and `grid_side` say where the grid lies in it, so that a client can scale
//! and place it over a board of its own exactly.

use std::time::Duration;

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sudoku_engine::logic::Level;
use sudoku_engine::variant::generate::{
    VariantGenerateError, VariantGenerated, VariantGenerator, VariantKind,
};
use sudoku_engine::variant::VariantPuzzle;
use sudoku_engine::{Budget, Grid};
use sudoku_render::{variant_picture, SvgOptions};

use super::generate::Made;
use super::{read_variant, Board, PuzzleRequest};
use crate::error::ApiError;
use crate::limits::{out_of_time, Runner};
use crate::payload::Payload;

/// A puzzle's rules drawn, and what the page needs to lay the drawing over its cells.
#[derive(Debug, Serialize)]
pub(crate) struct Picture {
    /// The SVG: the grid, its regions and the constraints, without digits or caption.
    svg: String,
    /// The picture's size in its user units.
    width: f64,
    height: f64,
    /// The grid's left and top edges and its side in the picture, in the same units.
    grid_x: f64,
    grid_y: f64,
    grid_side: f64,
    /// The rules the picture does not show by itself, one sentence each (English).
    caption: Vec<String>,
    /// The region (0-based) of each cell, row-major: the boxes, or a jigsaw's regions.
    regions: Vec<u8>,
    /// Whether the regions differ from the boxes.
    irregular: bool,
}

impl Picture {
    pub(crate) fn of(p: &VariantPuzzle) -> Picture {
        let rules = p.rules();
        let blank = Grid::empty(rules.shape());
        let drawn = variant_picture(&blank, rules, &SvgOptions::default());
        Picture {
            svg: drawn.svg,
            width: drawn.width,
            height: drawn.height,
            grid_x: drawn.grid_x,
            grid_y: drawn.grid_y,
            grid_side: drawn.grid_side,
            caption: drawn.caption,
            regions: rules.geometry().regions().to_vec(),
            irregular: rules.geometry().is_irregular(),
        }
    }
}

/// The answer of `/api/picture`.
#[derive(Debug, Serialize)]
pub(crate) struct PictureResponse {
    #[serde(flatten)]
    board: Board,
    /// The puzzle in our JSON form (a client sends it back with other givens for hints).
    json: serde_json::Value,
    picture: Picture,
}

/// Draws a puzzle's rules (a classic grid gets its boxes).
pub(crate) async fn picture(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<PictureResponse>, ApiError> {
    let puzzle = read_variant(req.puzzle.as_str())?;
    let shape = puzzle.givens().shape();
    runner
        .run_quick(shape, move |_| {
            Ok(Json(PictureResponse {
                board: Board::of(puzzle.givens()),
                json: puzzle.to_json_value(),
                picture: Picture::of(&puzzle),
            }))
        })
        .await
}

/// The answer of `/api/generate` with `variant`.
#[derive(Debug, Serialize)]
pub(crate) struct VariantGenerateResponse {
    #[serde(flatten)]
    made: Made,
    /// The kinds, by their names, in the generator's order.
    kinds: Vec<&'static str>,
    /// The puzzle in our JSON form.
    json: serde_json::Value,
    picture: Picture,
    /// The level by the variant rater, which is the one asked for; only when one was asked
    /// for (rating every puzzle would cost the time of a second solve).
    #[serde(skip_serializing_if = "Option::is_none")]
    difficulty: Option<&'static str>,
}

/// A validated variant generate request.
#[derive(Debug)]
pub(crate) struct VariantRequest {
    generator: VariantGenerator,
    seed: u64,
    level: Option<Level>,
}

impl VariantRequest {
    /// Reads the kinds (`killer`, `jigsaw,x`, ...) and checks the size; `level` is the
    /// difficulty asked for, if any; `classic_only` names a classic option the request also
    /// gave, which variant puzzles do not take.
    pub(crate) fn new(
        kinds: &str,
        size: Option<usize>,
        seed: u64,
        level: Option<Level>,
        classic_only: Option<&str>,
    ) -> Result<VariantRequest, ApiError> {
        if let Some(option) = classic_only {
            return Err(ApiError::bad_request(format!(
                "{option} is for classic puzzles: a variant puzzle is made with as few givens \
                 as keep its solution unique, or eased to the difficulty asked for by adding \
                 givens"
            )));
        }
        let refused = |e: VariantGenerateError| ApiError::bad_request(e.to_string());
        let kinds = kinds
            .split(',')
            .filter(|k| !k.trim().is_empty())
            .map(str::parse::<VariantKind>)
            .collect::<Result<Vec<_>, _>>()
            .map_err(refused)?;
        let generator = VariantGenerator::new(size.unwrap_or(9), &kinds)
            .map_err(refused)?
            .seed(seed);
        Ok(VariantRequest {
            generator,
            seed,
            level,
        })
    }

    /// The seed.
    pub(crate) fn seed(&self) -> u64 {
        self.seed
    }

    /// The level asked for.
    pub(crate) fn level(&self) -> Option<Level> {
        self.level
    }

    /// Checks that some grid keeps the kinds' rules together (400 when none does), within
    /// `budget` (503, naming `time`, when it runs out).
    pub(crate) fn validate(&self, budget: &Budget, time: Duration) -> Result<(), ApiError> {
        self.generator
            .validate(budget)
            .map_err(|e| generate_failed(e, time))
    }

    /// Makes puzzle `index` of the seed within `budget`, at the level asked for by the
    /// engine's [`VariantGenerator::generate_at_level`]: 422 when none of its draws is at that
    /// level ([`VariantGenerateError::NoLevel`]), 503 (naming `time`) when the budget runs out
    /// first.
    pub(crate) fn make(
        &self,
        index: u64,
        budget: &Budget,
        time: Duration,
    ) -> Result<VariantGenerated, ApiError> {
        match self.level {
            Some(level) => self.generator.generate_at_level(index, level, budget),
            None => self.generator.generate(index, budget),
        }
        .map_err(|e| generate_failed(e, time))
    }

    /// Makes puzzle 0 of the seed within the server's limits ([`VariantRequest::make`]).
    pub(crate) async fn run(self, runner: &Runner) -> Result<VariantGenerateResponse, ApiError> {
        let time = runner.limits().time;
        runner
            .run(move |work| {
                let generator = &self.generator;
                self.validate(&work.budget, time)?;
                let made = self.make(0, &work.budget, time)?;
                Ok(VariantGenerateResponse {
                    made: Made::new(made.puzzle.givens(), &made.solution, self.seed, 0),
                    kinds: generator.kinds().iter().map(|k| k.name()).collect(),
                    json: made.puzzle.to_json_value(),
                    picture: Picture::of(&made.puzzle),
                    difficulty: self.level.map(Level::name),
                })
            })
            .await
    }
}

/// The answer to the generator's error: 400 for rules no grid keeps, 503 for the time limit
/// (`time`), 422 otherwise (no grid or no puzzle at the level found).
fn generate_failed(e: VariantGenerateError, time: Duration) -> ApiError {
    match e {
        VariantGenerateError::Impossible { .. } => ApiError::bad_request(e.to_string()),
        e if e.is_time_out() || e == VariantGenerateError::Cancelled => out_of_time(time),
        e => ApiError::unprocessable(e.to_string()),
    }
}
