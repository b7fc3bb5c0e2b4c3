//! `/api/solve`, `/api/count`, `/api/candidates` and `/api/check`: the solver's answers.
//!
//! Solve, count, candidates and check take classic and variant puzzles alike: a classic grid takes
//! the classic solver (a light job up to 9×9), a variant puzzle the variant engine (always a
//! heavy job: its search can take seconds), and the answer to a variant puzzle carries a
//! `variant` field ([`VariantNotes`]); a classic answer is the same as it always was.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sudoku_engine::variant::{
    Broken, BrokenRule, Constraint, Killer, Rules, TrueCandidates, VariantPuzzle,
};
use sudoku_engine::{
    why_no_solution, why_no_solution_variant, Grid, Mode, NoSolution, Outcome, Solver, Visitor,
};

use super::{
    line, read_puzzle, read_variant, Board, CellJson, Puzzle, PuzzleRequest, PuzzleText,
    VariantNotes,
};
use crate::error::ApiError;
use crate::limits::{out_of_time, Runner};
use crate::payload::Payload;

/// The answer of `/api/solve`.
#[derive(Debug, Serialize)]
pub(crate) struct SolveResponse {
    #[serde(flatten)]
    board: Board,
    solution: String,
    unique: bool,
    guesses: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<VariantNotes>,
}

impl SolveResponse {
    /// The answer for `puzzle` from `outcome`: 422 when it has no solution, saying why (the
    /// engine's reason, `why`, which the command and `sudokit` give too).
    fn new(
        puzzle: &Grid,
        outcome: Outcome,
        guesses: u64,
        why: impl FnOnce() -> NoSolution,
        variant: Option<VariantNotes>,
    ) -> Result<SolveResponse, ApiError> {
        let (solution, unique) = match outcome {
            Outcome::Unique(g) => (g, true),
            Outcome::Multiple(g) | Outcome::Found(g) => (g, false),
            Outcome::NoSolution { .. } => return Err(no_solution(&why())),
        };
        Ok(SolveResponse {
            board: Board::of(puzzle),
            solution: line(&solution),
            unique,
            guesses,
            variant,
        })
    }
}

/// The 422 answer for a puzzle without solution, with the engine's reason.
pub(crate) fn no_solution(why: &NoSolution) -> ApiError {
    ApiError::unprocessable(format!("the puzzle has no solution: {why}"))
}

/// Solves the puzzle and says whether its solution is unique; 422 when it has none.
pub(crate) async fn solve(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<SolveResponse>, ApiError> {
    let time = runner.limits().time;
    match read_puzzle(req.puzzle.as_str())? {
        Puzzle::Classic(puzzle) => {
            runner
                .run_quick(puzzle.shape(), move |work| {
                    let (outcome, stats) = Solver::new()
                        .within(&work.budget)
                        .solve_with_stats(&puzzle)
                        .map_err(|_| out_of_time(time))?;
                    let why = || why_no_solution(&puzzle);
                    SolveResponse::new(&puzzle, outcome, stats.guesses, why, None).map(Json)
                })
                .await
        }
        Puzzle::Variant(p) => {
            runner
                .run(move |work| {
                    let (outcome, stats) = p
                        .solve_with_stats(Mode::Unique, &work.budget)
                        .map_err(|_| out_of_time(time))?;
                    let notes = Some(VariantNotes::of(&p));
                    let why = || why_no_solution_variant(&p);
                    SolveResponse::new(p.givens(), outcome, stats.guesses, why, notes).map(Json)
                })
                .await
        }
    }
}

/// The body of `/api/count`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CountRequest {
    puzzle: PuzzleText,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<VariantNotes>,
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
    let puzzle = read_puzzle(req.puzzle.as_str())?;
    runner
        .run(move |work| {
            let mut seen = Seen(0);
            // The time limit stops the count where it is: the answer is then a lower bound.
            let (count, at_least, variant) = match &puzzle {
                Puzzle::Classic(grid) => {
                    match Solver::new()
                        .within(&work.budget)
                        .search(grid, limit, &mut seen)
                    {
                        Ok(stats) => (stats.solutions, stats.stopped, None),
                        Err(_) => (seen.0, true, None),
                    }
                }
                Puzzle::Variant(p) => {
                    let notes = Some(VariantNotes::of(p));
                    match p.search(limit, &mut seen, &work.budget) {
                        Ok(stats) => (stats.solutions, stats.solutions >= limit, notes),
                        Err(_) => (seen.0, true, notes),
                    }
                }
            };
            Ok(Json(CountResponse {
                count,
                at_least,
                limit,
                variant,
            }))
        })
        .await
}

/// The body of `/api/candidates`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CandidatesRequest {
    puzzle: PuzzleText,
    /// Count the solutions behind each candidate up to this many (default 1: only whether
    /// the digit is possible).
    cap: Option<u64>,
}

/// The answer of `/api/candidates`: the puzzle and its true candidates in the engine's one
/// JSON form (`candidates`, and `cap` and `counts` above a cap of 1).
#[derive(Debug, Serialize)]
pub(crate) struct CandidatesResponse {
    size: usize,
    puzzle: String,
    #[serde(flatten)]
    candidates: TrueCandidates,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<VariantNotes>,
}

/// The true candidates of a puzzle, classic or variant: the digits each cell holds in at least
/// one solution, counted up to `cap` (at most the server's `max_count`); 422 when it has no
/// solution, 503 when the time limit passes first.
pub(crate) async fn candidates(
    State(runner): State<Runner>,
    Payload(req): Payload<CandidatesRequest>,
) -> Result<Json<CandidatesResponse>, ApiError> {
    let max = runner.limits().max_count;
    let cap = req.cap.unwrap_or(1);
    if cap == 0 || cap > max {
        return Err(ApiError::bad_request(format!(
            "cap must be between 1 and {max}, got {cap}"
        )));
    }
    let time = runner.limits().time;
    let puzzle = read_variant(req.puzzle.as_str())?;
    runner
        .run(move |work| {
            let found = puzzle
                .candidates(cap, &work.budget)
                .map_err(|_| out_of_time(time))?;
            if found.is_empty() {
                return Err(no_solution(&why_no_solution_variant(&puzzle)));
            }
            Ok(Json(CandidatesResponse {
                size: found.size(),
                puzzle: line(puzzle.givens()),
                candidates: found,
                variant: (!puzzle.rules().is_classic()).then(|| VariantNotes::of(&puzzle)),
            }))
        })
        .await
}

/// One clash in `/api/check`'s answer.
#[derive(Debug, Serialize)]
pub(crate) struct ConflictJson {
    unit: String,
    digit: u8,
    cells: [CellJson; 2],
    text: String,
}

/// One rule a variant puzzle's grid breaks, in `/api/check`'s answer.
#[derive(Debug, Serialize)]
pub(crate) struct BrokenJson {
    /// `row`, `column`, `region` or `constraint`.
    rule: &'static str,
    /// The row, column or region, 1-based; the constraint's place in the puzzle's list,
    /// 0-based.
    index: usize,
    /// A constraint's kind (`killer`, `anti-knight`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    /// The rule and its cells in words: `row 3 repeats a digit at r3c1,r3c5`, `constraint 3
    /// (killer cage 45) is broken at r1c1,r1c2,...`.
    text: String,
    /// The cells that break it (a clue outside the grid is not one).
    cells: Vec<CellJson>,
}

impl BrokenJson {
    fn of(broken: &Broken, rules: &Rules) -> BrokenJson {
        let n = rules.size();
        let text = match &broken.rule {
            BrokenRule::Constraint { index, kind } => {
                let what = match rules.constraints().get(*index) {
                    Some(Constraint::Killer(Killer { sum: Some(sum), .. })) => {
                        format!("killer cage {sum}")
                    }
                    _ => (*kind).to_string(),
                };
                let cells: Vec<String> = broken.cells.iter().map(ToString::to_string).collect();
                let at = if cells.is_empty() {
                    String::new()
                } else {
                    format!(" at {}", cells.join(","))
                };
                format!("constraint {} ({what}) is broken{at}", index + 1)
            }
            _ => broken.to_string(),
        };
        // The page reads one `index` for every rule: the row, column or region number, or the
        // constraint's place (0-based).
        let (rule, index, kind) = match broken.rule {
            BrokenRule::Row(r) => ("row", r, None),
            BrokenRule::Column(c) => ("column", c, None),
            BrokenRule::Region(k) => ("region", k, None),
            BrokenRule::Givens => ("givens", 0, None),
            BrokenRule::Constraint { index, kind } => ("constraint", index, Some(kind)),
        };
        BrokenJson {
            rule,
            index,
            kind,
            text,
            cells: broken
                .cells
                .iter()
                .filter_map(|&p| CellJson::of_place(p, n))
                .collect(),
        }
    }
}

/// The answer of `/api/check`.
#[derive(Debug, Serialize)]
pub(crate) struct CheckResponse {
    size: usize,
    givens: usize,
    /// The digits a row, column or box (a variant's region) repeats.
    conflicts: Vec<ConflictJson>,
    /// Every cell is filled.
    complete: bool,
    /// Every cell is filled and no rule is broken.
    solved: bool,
    /// `"none"`, `"unique"` or `"multiple"`.
    solutions: &'static str,
    /// The puzzle has no conflict and exactly one solution.
    valid: bool,
    /// A variant puzzle: every rule its grid breaks (houses first, then constraints).
    #[serde(skip_serializing_if = "Option::is_none")]
    broken: Option<Vec<BrokenJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<VariantNotes>,
}

/// Checks a puzzle: its conflicts, whether it is complete or solved, and how many solutions
/// it has (none, one, several). A variant puzzle (its givens the player's grid, givens and
/// entries, as `/api/hint` takes it) is checked against all its rules: `broken` lists each
/// rule broken with its cells.
pub(crate) async fn check(
    State(runner): State<Runner>,
    Payload(req): Payload<PuzzleRequest>,
) -> Result<Json<CheckResponse>, ApiError> {
    let time = runner.limits().time;
    let puzzle = match read_puzzle(req.puzzle.as_str())? {
        Puzzle::Classic(grid) => grid,
        Puzzle::Variant(p) => {
            return runner
                .run(move |work| check_variant(&p, &work.budget, time).map(Json))
                .await
        }
    };
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
                broken: None,
                variant: None,
            }))
        })
        .await
}

/// `/api/check` of a variant puzzle: the rules its grid breaks, and its solutions counted up
/// to two when it breaks none.
fn check_variant(
    p: &VariantPuzzle,
    budget: &sudoku_engine::Budget,
    time: std::time::Duration,
) -> Result<CheckResponse, ApiError> {
    let givens = p.givens();
    let values = givens.values();
    let rules = p.rules();
    let n = rules.size();
    let broken = p.broken(values);
    // The repeats of a house, in the classic answer's form.
    let conflicts = broken
        .iter()
        .filter_map(|b| {
            let unit = match b.rule {
                BrokenRule::Row(r) => format!("row {r}"),
                BrokenRule::Column(c) => format!("column {c}"),
                BrokenRule::Region(k) => format!("region {k}"),
                _ => return None,
            };
            let [first, second] = b.cells.as_slice() else {
                return None;
            };
            let digit = values.get(first.index(n)?).copied()?;
            let text = format!("{first} and {second} both hold {}", digit_char(digit));
            Some(ConflictJson {
                unit,
                digit,
                cells: [
                    CellJson::of_place(*first, n)?,
                    CellJson::of_place(*second, n)?,
                ],
                text,
            })
        })
        .collect();
    let solutions = if broken.is_empty() {
        match p
            .solve(Mode::Unique, budget)
            .map_err(|_| out_of_time(time))?
        {
            Outcome::Unique(_) => "unique",
            Outcome::Multiple(_) | Outcome::Found(_) => "multiple",
            Outcome::NoSolution { .. } => "none",
        }
    } else {
        "none"
    };
    let complete = values.iter().all(|&v| v != 0);
    Ok(CheckResponse {
        size: n,
        givens: givens.given_count(),
        complete,
        solved: complete && broken.is_empty(),
        valid: broken.is_empty() && solutions == "unique",
        conflicts,
        solutions,
        broken: Some(broken.iter().map(|b| BrokenJson::of(b, rules)).collect()),
        variant: Some(VariantNotes::of(p)),
    })
}

/// The line-format character of a digit (`A` = 10, ...).
fn digit_char(d: u8) -> char {
    match d {
        1..=9 => char::from(b'0' + d),
        _ => char::from(b'A' + d.saturating_sub(10)),
    }
}
