//! `/api/generate`: a new puzzle by size, and by difficulty for sizes up to 9.

use std::hash::{BuildHasher, RandomState};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{GenerateOptions, Generated, Generator};
use sudoku_engine::logic::{self, Level};
use sudoku_engine::Shape;

use super::line;
use super::MAX_SIZE;
use crate::error::ApiError;
use crate::limits::Runner;
use crate::payload::Payload;

/// The largest size whose puzzles are rated (the logic engine's advanced techniques need 9×9;
/// bigger grids would be rated mostly by brute force, which says little).
const RATED_UP_TO: usize = 9;

/// The body of `/api/generate`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GenerateRequest {
    /// The grid size (default 9).
    size: Option<usize>,
    /// `easy`, `medium`, `hard`, `unfair` or `extreme`; sizes up to 9 only.
    difficulty: Option<String>,
    /// The seed (default: a random one, returned in the answer).
    seed: Option<u64>,
    /// Exactly this many givens (default: as few as keep the solution unique, relaxed on big
    /// grids by [`big_grid_clues`] to keep generation fast).
    clues: Option<usize>,
}

/// The given count asked for on grids of 16×16 and up when the request names none: 45% of the
/// cells for 16×16, 60% from 20×20 on. Minimal puzzles of those sizes take from seconds to
/// minutes to make (each removal needs a uniqueness proof, which gets slow on sparse big
/// grids), too slow for a page; these counts made each one in well under a second in a debug
/// build (measured on 16×16 and 25×25; 25×25 at 45% took over a minute).
fn big_grid_clues(size: usize) -> Option<usize> {
    match size {
        0..=15 => None,
        16..=19 => Some(size * size * 45 / 100),
        _ => Some(size * size * 60 / 100),
    }
}

/// The answer of `/api/generate`.
#[derive(Debug, Serialize)]
pub(crate) struct GenerateResponse {
    size: usize,
    box_rows: usize,
    box_cols: usize,
    puzzle: String,
    solution: String,
    seed: u64,
    /// The index under the seed: `sudoku generate` with this seed makes it again.
    index: u64,
    givens: usize,
    /// The rated level (sizes up to 9), which may differ from the one asked for when no
    /// puzzle of that level turned up within the time limit.
    difficulty: Option<&'static str>,
}

/// What to make: a validated generate request.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    pub(crate) shape: Shape,
    pub(crate) seed: u64,
    pub(crate) clues: Option<usize>,
    pub(crate) wanted: Option<Level>,
}

impl Request {
    /// Reads and checks the size, difficulty and clue count of a request.
    pub(crate) fn new(
        size: Option<usize>,
        difficulty: Option<&str>,
        seed: Option<u64>,
        clues: Option<usize>,
    ) -> Result<Request, ApiError> {
        let size = size.unwrap_or(9);
        let shape = Shape::for_size(size).map_err(|e| ApiError::bad_request(e.to_string()))?;
        if size > MAX_SIZE {
            return Err(ApiError::bad_request(format!(
                "this server generates sizes up to {MAX_SIZE}, not {size}"
            )));
        }
        let wanted = match difficulty {
            None | Some("") | Some("any") => None,
            Some(name) => Some(name.parse::<Level>().map_err(|_| {
                ApiError::bad_request(format!(
                    "unknown difficulty {name:?} (expected easy, medium, hard, unfair or extreme)"
                ))
            })?),
        };
        if wanted.is_some() && size > RATED_UP_TO {
            return Err(ApiError::bad_request(format!(
                "difficulty is only rated for sizes up to {RATED_UP_TO}; leave it out for \
                 {size}x{size}"
            )));
        }
        // Random seeds stay below 2^53 so JavaScript numbers hold them exactly.
        let seed = seed.unwrap_or_else(|| RandomState::new().hash_one(Instant::now()) >> 11);
        let clues = clues.or_else(|| big_grid_clues(size));
        // Refuse impossible requests at once, before taking a job slot.
        let options = GenerateOptions {
            clues,
            ..GenerateOptions::default()
        };
        Generator::with_options(shape, options)
            .validate()
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        Ok(Request {
            shape,
            seed,
            clues,
            wanted,
        })
    }

    /// Makes puzzles `first, first + 1, …` of the seed until one has the wanted level (or any
    /// level when none is wanted); when `deadline` nears (a quarter of `time` before it), the
    /// closest one made so far. Returns its index, the puzzle and its level (sizes up to 9).
    pub(crate) fn make(
        &self,
        first: u64,
        deadline: Instant,
        time: Duration,
    ) -> Result<(u64, Generated, Option<Level>), ApiError> {
        let size = self.shape.size();
        let mut best = None;
        for index in first.. {
            // Each try gets most of the time that is left, keeping some for rating.
            let options = GenerateOptions {
                seed: self.seed,
                clues: self.clues,
                timeout: deadline
                    .saturating_duration_since(Instant::now())
                    .mul_f64(0.8),
                ..GenerateOptions::default()
            };
            let made = Generator::with_options(self.shape, options)
                .generate(index)
                .map_err(|e| ApiError::unprocessable(e.to_string()));
            let made = match (made, &best) {
                (Ok(m), _) => m,
                (Err(_), Some(_)) => break,
                (Err(e), None) => return Err(e),
            };
            let level = (size <= RATED_UP_TO)
                .then(|| logic::rate(&made.puzzle).ok())
                .flatten()
                .map(|r| r.level);
            let distance = match (self.wanted, level) {
                (Some(w), Some(l)) => (w as i32 - l as i32).abs(),
                _ => 0,
            };
            let better = match &best {
                None => true,
                Some((d, _, _, _)) => distance < *d,
            };
            if better {
                best = Some((distance, index, made, level));
            }
            let late = deadline.checked_sub(time / 4).unwrap_or(deadline);
            if distance == 0 || Instant::now() >= late {
                break;
            }
        }
        best.map(|(_, index, made, level)| (index, made, level))
            .ok_or_else(|| ApiError::unprocessable("no puzzle could be made in time"))
    }
}

/// Makes a unique puzzle (minimal up to 12×12). With a difficulty, puzzles `0, 1, 2, …` of the
/// seed are made and rated until one has that level; when time runs out the closest one made
/// so far is returned.
pub(crate) async fn generate(
    State(runner): State<Runner>,
    Payload(req): Payload<GenerateRequest>,
) -> Result<Json<GenerateResponse>, ApiError> {
    let request = Request::new(req.size, req.difficulty.as_deref(), req.seed, req.clues)?;
    let (shape, seed) = (request.shape, request.seed);
    let size = shape.size();
    let time = runner.limits().time;
    runner
        .run(move |deadline| {
            let (index, made, level) = request.make(0, deadline, time)?;
            Ok(Json(GenerateResponse {
                size,
                box_rows: shape.box_rows(),
                box_cols: shape.box_cols(),
                puzzle: line(&made.puzzle),
                solution: line(&made.solution),
                seed,
                index,
                givens: made.puzzle.given_count(),
                difficulty: level.map(Level::name),
            }))
        })
        .await
}
