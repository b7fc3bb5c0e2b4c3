//! `/api/booklet`: a PDF booklet of new or given puzzles, with answer pages. Variant puzzles
//! (given, or generated with `variant` kinds) are printed with every constraint drawn on their
//! grid, as `sudoku generate --variant … --format pdf` prints them.

use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use sudoku_engine::logic::{self, LogicError};
use sudoku_engine::variant::VariantPuzzle;
use sudoku_engine::{Budget, Mode, Outcome, Solver};
use sudoku_render::{pdf, BookletPuzzle, PaperSize, PdfOptions, PerPage};

use super::generate::{parse_level, random_seed, Request};
use super::play::VariantRequest;
use super::{read_puzzle, Puzzle, PuzzleText};
use crate::error::ApiError;
use crate::limits::{out_of_time, Runner, Work};
use crate::page::request_lang;
use crate::payload::Payload;

/// The most puzzles one booklet may hold.
const MAX_PUZZLES: usize = 24;

/// The body of `/api/booklet`: either `puzzles` to print, or what to generate.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BookletRequest {
    /// Puzzles to print, each in any supported format, variant puzzles too (a link, f-puzzles
    /// JSON or our JSON form); without them, puzzles are generated.
    puzzles: Option<Vec<PuzzleText>>,
    /// How many puzzles to generate (default 4).
    count: Option<usize>,
    size: Option<usize>,
    difficulty: Option<String>,
    seed: Option<u64>,
    /// Variant kinds, comma-separated (`killer`, `jigsaw,anti-knight`), as `/api/generate`
    /// takes them: the puzzles generated are variant puzzles of these kinds.
    variant: Option<String>,
    /// 1, 2, 4 (default) or 6.
    per_page: Option<u32>,
    /// `a4` (default) or `letter`.
    paper: Option<String>,
    /// A heading for the puzzle pages.
    title: Option<String>,
    /// The language of the captions: `en`, `ca`, `es`, `fr` or `pt` (default: from
    /// `Accept-Language`, else English).
    lang: Option<String>,
}

/// Makes the booklet as `application/pdf`.
pub(crate) async fn booklet(
    State(runner): State<Runner>,
    headers: HeaderMap,
    Payload(req): Payload<BookletRequest>,
) -> Result<Response, ApiError> {
    let lang = request_lang(req.lang.as_deref(), &headers)?;
    let per_page = PerPage::try_from(req.per_page.unwrap_or(4))
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    let paper: PaperSize = req
        .paper
        .as_deref()
        .unwrap_or("a4")
        .parse()
        .map_err(|e: sudoku_render::PdfError| ApiError::bad_request(e.to_string()))?;
    let title = match req.title {
        Some(t) if t.chars().count() > 80 => {
            return Err(ApiError::bad_request(
                "the title may have at most 80 characters",
            ))
        }
        other => other,
    };
    let options = PdfOptions {
        paper,
        per_page,
        title,
        lang,
    };
    let source = match req.puzzles {
        Some(texts) => {
            let given = req.count.is_some()
                || req.size.is_some()
                || req.difficulty.is_some()
                || req.seed.is_some()
                || req.variant.is_some();
            if given {
                return Err(ApiError::bad_request(
                    "give either puzzles or count/size/difficulty/seed/variant, not both",
                ));
            }
            if texts.is_empty() || texts.len() > MAX_PUZZLES {
                return Err(ApiError::bad_request(format!(
                    "a booklet holds 1 to {MAX_PUZZLES} puzzles, got {}",
                    texts.len()
                )));
            }
            let puzzles = texts
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    read_puzzle(t.as_str()).map_err(|e| {
                        ApiError::bad_request(format!("puzzle {}: {}", i + 1, e.message))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            Source::Given(puzzles)
        }
        None => {
            let count = req.count.unwrap_or(4);
            if count == 0 || count > MAX_PUZZLES {
                return Err(ApiError::bad_request(format!(
                    "count must be between 1 and {MAX_PUZZLES}, got {count}"
                )));
            }
            match req.variant.as_deref() {
                Some(kinds) => {
                    let seed = req.seed.unwrap_or_else(random_seed);
                    let level = parse_level(req.difficulty.as_deref())?;
                    let request = VariantRequest::new(kinds, req.size, seed, level, None)?;
                    Source::Variant(request, count)
                }
                None => {
                    let request =
                        Request::new(req.size, req.difficulty.as_deref(), req.seed, None)?;
                    Source::Generated(request, count)
                }
            }
        }
    };
    let time = runner.limits().time;
    let bytes = runner
        .run(move |work| {
            let entries = match source {
                Source::Given(puzzles) => puzzles
                    .into_iter()
                    .map(|p| match p {
                        Puzzle::Classic(grid) => Ok(described(grid)),
                        Puzzle::Variant(p) => described_variant(&p, &work.budget, time),
                    })
                    .collect::<Result<_, _>>()?,
                Source::Generated(request, count) => generated(request, count, work, time)?,
                Source::Variant(request, count) => {
                    generated_variants(&request, count, &work.budget, time)?
                }
            };
            pdf(&entries, &options).map_err(|e| ApiError::unprocessable(e.to_string()))
        })
        .await?;
    Ok((
        [
            (CONTENT_TYPE, "application/pdf"),
            (
                CONTENT_DISPOSITION,
                "attachment; filename=\"sudoku-booklet.pdf\"",
            ),
        ],
        bytes,
    )
        .into_response())
}

/// Where the booklet's puzzles come from.
enum Source {
    Given(Vec<Puzzle>),
    Generated(Request, usize),
    Variant(VariantRequest, usize),
}

/// A given puzzle with its solution (when it has one) and level (sizes up to 9).
fn described(puzzle: sudoku_engine::Grid) -> BookletPuzzle {
    let solution = Solver::new().solve(&puzzle).solution().cloned();
    let difficulty = (solution.is_some() && puzzle.shape().size() <= 9)
        .then(|| logic::rate(&puzzle).ok())
        .flatten()
        .map(|r| r.level.name().to_string());
    BookletPuzzle {
        puzzle,
        solution,
        difficulty,
        seed: None,
        index: None,
        rules: None,
    }
}

/// `count` puzzles of one seed, each searched for from the index after the previous one, each
/// with an equal share of the time left.
fn generated(
    request: Request,
    count: usize,
    work: &Work,
    time: Duration,
) -> Result<Vec<BookletPuzzle>, ApiError> {
    let deadline = work.deadline;
    let mut entries = Vec::with_capacity(count);
    let mut next = 0;
    for made_so_far in 0..count {
        let left = deadline.saturating_duration_since(Instant::now());
        let share = left / (count - made_so_far) as u32;
        let (index, made, level) =
            request.make(next, Instant::now() + share, share.min(time), &work.budget)?;
        next = index + 1;
        entries.push(BookletPuzzle {
            puzzle: made.puzzle,
            solution: Some(made.solution),
            difficulty: level.map(|l| l.name().to_string()),
            seed: Some(request.seed),
            index: Some(index),
            rules: None,
        });
    }
    Ok(entries)
}

/// A given variant puzzle with its rules, its solution (when it has one) and its level by the
/// variant rater (when the solution is unique), within `budget` (503, naming `time`, when it
/// runs out).
fn described_variant(
    p: &VariantPuzzle,
    budget: &Budget,
    time: Duration,
) -> Result<BookletPuzzle, ApiError> {
    let late = |_| out_of_time(time);
    let (solution, unique) = match p.solve(Mode::Unique, budget).map_err(late)? {
        Outcome::Unique(g) => (Some(g), true),
        Outcome::Multiple(g) | Outcome::Found(g) => (Some(g), false),
        Outcome::NoSolution { .. } => (None, false),
    };
    let difficulty = if unique {
        match p.rate(budget) {
            Ok(r) => Some(r.level.name().to_string()),
            Err(LogicError::Interrupted(_)) => return Err(out_of_time(time)),
            Err(_) => None,
        }
    } else {
        None
    };
    let mut entry = BookletPuzzle::new(p.givens().clone());
    entry.solution = solution;
    entry.difficulty = difficulty;
    entry.rules = Some(p.rules().clone());
    Ok(entry)
}

/// Variant puzzles 0 to `count - 1` of the request's seed, numbered from 1 as
/// `sudoku generate --variant` numbers them, with their rules drawn.
fn generated_variants(
    request: &VariantRequest,
    count: usize,
    budget: &Budget,
    time: Duration,
) -> Result<Vec<BookletPuzzle>, ApiError> {
    request.validate(budget, time)?;
    (0..count as u64)
        .map(|index| {
            let made = request.make(index, budget, time)?;
            let mut entry = BookletPuzzle::new(made.puzzle.givens().clone());
            entry.solution = Some(made.solution);
            entry.difficulty = request.level().map(|l| l.name().to_string());
            entry.seed = Some(request.seed());
            entry.index = Some(index + 1);
            entry.rules = Some(made.puzzle.rules().clone());
            Ok(entry)
        })
        .collect()
}
