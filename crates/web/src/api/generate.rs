//! `/api/generate`: a new puzzle by size, and by difficulty for sizes up to 9.

use std::hash::{BuildHasher, RandomState};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sudoku_engine::generate::{
    reachable_levels, GenerateError, GenerateOptions, Generated, Generator, Wanted, RATED_UP_TO,
};
use sudoku_engine::logic::{self, Level};
use sudoku_engine::{Budget, Grid, Shape};

use super::play::{VariantGenerateResponse, VariantRequest};
use super::MAX_SIZE;
use super::{line, Board};
use crate::error::ApiError;
use crate::limits::Runner;
use crate::payload::Payload;

/// The body of `/api/generate`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct GenerateRequest {
    /// The grid size (default 9).
    size: Option<usize>,
    /// `easy`, `medium`, `hard`, `unfair` or `extreme`; sizes up to 9 only. With `variant`,
    /// the level by the variant rater.
    difficulty: Option<String>,
    /// The seed (default: a random one, returned in the answer).
    seed: Option<u64>,
    /// Exactly this many givens (default: as few as keep the solution unique, relaxed on big
    /// grids by [`big_grid_clues`] to keep generation fast).
    clues: Option<usize>,
    /// Variant kinds, comma-separated (`killer`, `jigsaw,anti-knight`): a variant puzzle
    /// instead of a classic one ([`VariantRequest`]).
    variant: Option<String>,
}

/// The answer of `/api/generate`: classic, or variant when the request names kinds.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(crate) enum GenerateAnswer {
    Classic(GenerateResponse),
    Variant(Box<VariantGenerateResponse>),
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

/// A random seed, below 2^53 so that JavaScript numbers hold it exactly.
pub(crate) fn random_seed() -> u64 {
    RandomState::new().hash_one(Instant::now()) >> 11
}

/// The answer of `/api/generate` for a classic puzzle.
#[derive(Debug, Serialize)]
pub(crate) struct GenerateResponse {
    #[serde(flatten)]
    made: Made,
    /// The rated level (sizes up to 9), which differs from the one asked for when no puzzle
    /// of that level turned up within the time limit and the closest one is offered instead.
    difficulty: Option<&'static str>,
}

/// What every answer of `/api/generate` says of the puzzle made.
#[derive(Debug, Serialize)]
pub(crate) struct Made {
    #[serde(flatten)]
    board: Board,
    solution: String,
    seed: u64,
    /// The index under the seed: `sudoku generate` with this seed (and difficulty or variant
    /// kinds) makes it again as puzzle `index + 1`, unless it is the closest puzzle offered in
    /// place of one of the difficulty asked for.
    index: u64,
    givens: usize,
}

impl Made {
    pub(crate) fn new(puzzle: &Grid, solution: &Grid, seed: u64, index: u64) -> Made {
        Made {
            board: Board::of(puzzle),
            solution: line(solution),
            seed,
            index,
            givens: puzzle.given_count(),
        }
    }
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
        let level = parse_level(difficulty)?;
        // A level the rater never gives at this size (hard on 6×6) is not searched for in
        // vain: the closest level it gives is made, as when time runs out.
        let level = level.map(|level| closest_reachable(size, level));
        let seed = seed.unwrap_or_else(random_seed);
        let clues = clues.or_else(|| big_grid_clues(size));
        let request = Request {
            shape,
            seed,
            clues,
            wanted: level,
        };
        // Refuse impossible requests at once, before taking a job slot.
        request
            .generator()
            .validate_wanted(request.wanted())
            .map_err(|e| ApiError::bad_request(refusal_text(&e)))?;
        Ok(request)
    }

    fn generator(&self) -> Generator {
        let options = GenerateOptions {
            seed: self.seed,
            clues: self.clues,
            ..GenerateOptions::default()
        };
        Generator::with_options(self.shape, options)
    }

    fn wanted(&self) -> Wanted {
        Wanted {
            level: self.wanted,
            technique: None,
        }
    }

    /// Makes puzzle `index` of the seed with the engine's
    /// [`Generator::generate_wanted`], stopping a quarter of `time` before `deadline` to keep
    /// time to answer. When no puzzle of the wanted level turns up in time, the closest one made
    /// is offered rather than nothing. Returns the index, the puzzle and its level (sizes up to
    /// 9). `within` is the request's budget (its cancel flag stops the work when the request
    /// is dropped).
    pub(crate) fn make(
        &self,
        index: u64,
        deadline: Instant,
        time: Duration,
        within: &Budget,
    ) -> Result<(u64, Generated, Option<Level>), ApiError> {
        let stop = deadline.checked_sub(time / 4).unwrap_or(deadline);
        let budget = within.clone().with_deadline(stop);
        let graded = match self
            .generator()
            .generate_wanted(index, self.wanted(), &budget)
        {
            Ok(graded) => graded,
            Err(GenerateError::NotFound {
                closest: Some(closest),
                ..
            }) => *closest,
            Err(e) if e.is_time_out() => {
                return Err(ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    time_rounded(&e),
                ))
            }
            Err(e) => return Err(ApiError::unprocessable(time_rounded(&e))),
        };
        let puzzle = &graded.generated.puzzle;
        // The engine rates only when a level is wanted; the page shows every small puzzle's.
        let level = graded.level.or_else(|| {
            (self.shape.size() <= RATED_UP_TO)
                .then(|| logic::rate(puzzle).ok().map(|r| r.level))
                .flatten()
        });
        Ok((index, graded.generated, level))
    }
}

/// Reads a request's `difficulty`: `None` for none, `""` or `any`.
///
/// # Errors
///
/// 400 for a name that is no level.
pub(crate) fn parse_level(difficulty: Option<&str>) -> Result<Option<Level>, ApiError> {
    match difficulty {
        None | Some("") | Some("any") => Ok(None),
        Some(name) => name.parse::<Level>().map(Some).map_err(|_| {
            ApiError::bad_request(format!(
                "unknown difficulty {name:?} (expected easy, medium, hard, unfair or extreme)"
            ))
        }),
    }
}

/// The engine's refusal of a request, with advice the API can follow: the API makes only
/// puzzles with a unique solution, so the engine's "allow several solutions" is not one.
fn refusal_text(e: &GenerateError) -> String {
    match e {
        GenerateError::BelowMinimum {
            clues,
            minimum,
            size,
        } => format!(
            "no {size}×{size} puzzle with fewer than {minimum} givens has a unique solution \
             (asked for {clues}); ask for at least {minimum} clues, or leave clues out for a \
             minimal puzzle"
        ),
        other => other.to_string(),
    }
}

/// `level` when the rater gives it at `size` (or the size is not rated), else the closest
/// level it gives (the easier of two as close).
fn closest_reachable(size: usize, level: Level) -> Level {
    let rank = |l: Level| Level::ALL.iter().position(|&x| x == l).unwrap_or(0);
    reachable_levels(size)
        .iter()
        .copied()
        .min_by_key(|&l| (rank(l).abs_diff(rank(level)), rank(l)))
        .unwrap_or(level)
}

/// The engine's message, with the time of a [`GenerateError::TimedOut`] rounded to a tenth
/// of a second as the server's other messages give it ("gave up after 0.4 s: …", not the
/// engine's "0.372s", which is the time left once the request had waited its turn).
fn time_rounded(e: &GenerateError) -> String {
    let text = e.to_string();
    match e {
        GenerateError::TimedOut { allowed, .. } => {
            let reason = text.split_once(": ").map_or(text.as_str(), |(_, r)| r);
            format!("gave up after {:.1} s: {reason}", allowed.as_secs_f64())
        }
        _ => text,
    }
}

/// Makes a unique puzzle (minimal up to 12×12). With a difficulty, puzzle 0 of the seed is
/// searched for with the engine's exact meaning ([`Generator::generate_wanted`]); when time runs
/// out the closest one made is offered instead. With `variant` kinds, a variant puzzle
/// ([`VariantRequest`]), at the difficulty asked for when there is one.
pub(crate) async fn generate(
    State(runner): State<Runner>,
    Payload(req): Payload<GenerateRequest>,
) -> Result<Json<GenerateAnswer>, ApiError> {
    if let Some(kinds) = req.variant.as_deref() {
        let seed = req.seed.unwrap_or_else(random_seed);
        let classic_only = req.clues.map(|_| "clues");
        let level = parse_level(req.difficulty.as_deref())?;
        let request = VariantRequest::new(kinds, req.size, seed, level, classic_only)?;
        let made = request.run(&runner).await?;
        return Ok(Json(GenerateAnswer::Variant(Box::new(made))));
    }
    let request = Request::new(req.size, req.difficulty.as_deref(), req.seed, req.clues)?;
    let seed = request.seed;
    let time = runner.limits().time;
    runner
        .run(move |work| {
            let (index, made, level) = request.make(0, work.deadline, time, &work.budget)?;
            Ok(Json(GenerateAnswer::Classic(GenerateResponse {
                made: Made::new(&made.puzzle, &made.solution, seed, index),
                difficulty: level.map(Level::name),
            })))
        })
        .await
}
