//! `/api/booklet`: a PDF booklet of new or given puzzles, with answer pages.

use std::time::Instant;

use axum::extract::State;
use axum::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use sudoku_engine::logic;
use sudoku_engine::Solver;
use sudoku_render::{pdf, BookletPuzzle, PaperSize, PdfOptions, PerPage};

use super::generate::Request;
use super::parse_puzzle;
use crate::error::ApiError;
use crate::limits::{Runner, Work};
use crate::page::request_lang;
use crate::payload::Payload;

/// The most puzzles one booklet may hold.
const MAX_PUZZLES: usize = 24;

/// The body of `/api/booklet`: either `puzzles` to print, or what to generate.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BookletRequest {
    /// Puzzles to print, each in any supported format; without them, puzzles are generated.
    puzzles: Option<Vec<String>>,
    /// How many puzzles to generate (default 4).
    count: Option<usize>,
    size: Option<usize>,
    difficulty: Option<String>,
    seed: Option<u64>,
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
                || req.seed.is_some();
            if given {
                return Err(ApiError::bad_request(
                    "give either puzzles or count/size/difficulty/seed, not both",
                ));
            }
            if texts.is_empty() || texts.len() > MAX_PUZZLES {
                return Err(ApiError::bad_request(format!(
                    "a booklet holds 1 to {MAX_PUZZLES} puzzles, got {}",
                    texts.len()
                )));
            }
            let grids = texts
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    parse_puzzle(t, "booklet").map_err(|e| {
                        ApiError::bad_request(format!("puzzle {}: {}", i + 1, e.message))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            Source::Given(grids)
        }
        None => {
            let count = req.count.unwrap_or(4);
            if count == 0 || count > MAX_PUZZLES {
                return Err(ApiError::bad_request(format!(
                    "count must be between 1 and {MAX_PUZZLES}, got {count}"
                )));
            }
            let request = Request::new(req.size, req.difficulty.as_deref(), req.seed, None)?;
            Source::Generated(request, count)
        }
    };
    let time = runner.limits().time;
    let bytes = runner
        .run(move |work| {
            let entries = match source {
                Source::Given(grids) => grids.into_iter().map(described).collect(),
                Source::Generated(request, count) => generated(request, count, work, time)?,
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
    Given(Vec<sudoku_engine::Grid>),
    Generated(Request, usize),
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
    time: std::time::Duration,
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
