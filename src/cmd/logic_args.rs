//! What `explain`, `hint` and `rate` share: their options, turning a record into a candidate
//! grid (a puzzle, or 729-character pencil marks with `--pencil-marks`), reporting positions
//! the engine refuses, and wrapping the engine's JSON form of steps and ratings in one object
//! per record.

use std::process::ExitCode;

use serde_json::{json, Value};
use sudoku_engine::generate::RATED_UP_TO;
use sudoku_engine::logic::{
    self, CandidateError, CandidateGrid, Explanation, LogicError, Rating, Step,
};
use sudoku_engine::variant::VariantPuzzle;
use sudoku_engine::Budget;
use sudoku_i18n::{tr, Localize};

use super::time_limit::TimeLimit;
use super::BatchArgs;
use crate::chunk::Output;
use crate::input::{InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, OutFormat};
use crate::records::{self, Job};

/// The options `explain`, `hint` and `rate` share.
#[derive(clap::Args, Debug, Clone)]
pub struct LogicArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// The output format: each command has its own `--format` (with only the formats it
    /// writes), copied here.
    #[arg(skip)]
    pub(crate) format: Option<OutFormat>,

    /// Read each record as 729 characters of pencil marks (for each cell nine characters, the
    /// digit or `.`/`0`) instead of as a puzzle.
    #[arg(long)]
    pub(crate) pencil_marks: bool,
}

/// A starting position for the step engines: a classic puzzle or pencil marks (HoDoKu's
/// engine), or a variant puzzle under its rules (the variant engine). Both give the same
/// steps and ratings, so each command writes them one way.
pub(crate) enum Position {
    /// Rows, columns and boxes only.
    Classic(CandidateGrid),
    /// Rules beyond those.
    Variant(Box<VariantPuzzle>),
}

impl Position {
    /// N.
    pub(crate) fn size(&self) -> usize {
        match self {
            Position::Classic(g) => g.shape().size(),
            Position::Variant(p) => p.rules().size(),
        }
    }

    /// Whether the position is already full.
    pub(crate) fn is_solved(&self) -> bool {
        match self {
            Position::Classic(g) => g.is_solved(),
            Position::Variant(p) => p.givens().values().iter().all(|&v| v != 0),
        }
    }

    /// Every step of the solution, under `budget`.
    pub(crate) fn solve_steps_within(
        &mut self,
        budget: &Budget,
    ) -> Result<Explanation, LogicError> {
        match self {
            Position::Classic(g) => logic::solve_steps_within(g, budget),
            Position::Variant(p) => p.solve_steps(budget),
        }
    }

    /// The next step.
    pub(crate) fn next_step(&self) -> Result<Option<Step>, LogicError> {
        match self {
            Position::Classic(g) => logic::next_step(g),
            Position::Variant(p) => p.next_step(&Budget::unlimited()),
        }
    }

    /// The rating of the position, under `budget`.
    pub(crate) fn rate_within(&self, budget: &Budget) -> Result<Rating, LogicError> {
        match self {
            Position::Classic(g) => logic::rate_within(g, budget),
            Position::Variant(p) => p.rate(budget),
        }
    }
}

/// A record turned into a starting position, or the reason it cannot be worked on.
pub(crate) enum Start {
    /// A puzzle, or pencil marks; the engine checks that it has exactly one solution.
    Ready { puzzle: String, grid: Position },
    /// Already reported (a bad record), with the reason in English for tables.
    Reported(String),
    /// A puzzle whose givens conflict.
    Refused { puzzle: String, why: LogicError },
}

impl LogicArgs {
    /// Reads one record into a starting position, reporting bad records on `out`.
    pub(crate) fn start(&self, rec: &InputRecord, out: &mut Output) -> Start {
        if self.pencil_marks {
            let text = match &rec.text {
                Ok(t) => t.clone(),
                Err(e) => {
                    output::invalid_for(out, rec, e, self.json());
                    return Start::Reported(e.kind.to_string());
                }
            };
            return match CandidateGrid::from_pencil_marks(&text) {
                Ok(grid) => {
                    let puzzle = text.chars().filter(|c| !c.is_whitespace()).collect();
                    Start::Ready {
                        puzzle,
                        grid: Position::Classic(grid),
                    }
                }
                Err(e) => {
                    let reason = e.localize(sudoku_i18n::lang());
                    out.stderr
                        .push_str(&format!("error: {}: {reason}\n", rec.location()));
                    output::invalid_place(out, rec, self.json(), &e, &e);
                    Start::Reported(e.to_string())
                }
            };
        }
        let puzzle = match rec.parse_puzzle() {
            Ok(Puzzle::Variant(p)) if !p.rules().is_classic() => {
                crate::variant::note_unused(rec, &p, out);
                let line = output::line_string(p.givens());
                return Start::Ready {
                    puzzle: line,
                    grid: Position::Variant(p),
                };
            }
            Ok(p) => p.givens().clone(),
            Err(e) => {
                output::invalid_for(out, rec, &e, self.json());
                return Start::Reported(e.kind.to_string());
            }
        };
        let line = output::line_string(&puzzle);
        match CandidateGrid::from_grid(&puzzle) {
            Ok(grid) => Start::Ready {
                puzzle: line,
                grid: Position::Classic(grid),
            },
            Err(CandidateError::Conflict(c)) => Start::Refused {
                puzzle: line,
                why: LogicError::Conflict(c),
            },
            // A grid's candidates are never read from pencil marks, so no other error happens.
            Err(_) => Start::Refused {
                puzzle: line,
                why: LogicError::NoSolution,
            },
        }
    }

    /// Whether output is JSON Lines.
    pub(crate) fn json(&self) -> bool {
        self.format == Some(OutFormat::Json)
    }

    /// Runs `job` over the inputs and returns the exit code.
    pub(crate) fn run_batch<J: Job>(&self, job: &J) -> anyhow::Result<ExitCode> {
        self.run_batch_within(job, &TimeLimit::new(None), "")
    }

    /// [`LogicArgs::run_batch`] under `time` (`--timeout`), whose message `id` names the
    /// records not done.
    pub(crate) fn run_batch_within<J: Job>(
        &self,
        job: &J,
        time: &TimeLimit,
        id: &'static str,
    ) -> anyhow::Result<ExitCode> {
        let summary = records::run(RecordReader::new(&self.input), job, self.batch.options())?;
        if self.batch.stats {
            eprintln!("{}", output::stats_line(&summary));
        }
        Ok(time.finish(id, summary.tally.records, summary.tally.exit_code()))
    }
}

/// The JSON object of one puzzle: `source`, `puzzle`, the rating's own JSON form (the engine's,
/// shared with the web API) and, for `explain` and `hint`, `steps` as the list of steps in
/// place of their number.
///
/// Above 9×9 `level` is `null`: HoDoKu's levels are calibrated on 9×9 grids (a 25×25 grid of
/// naked singles would score "hard" from its step count alone), so larger grids get none, as
/// the generator and the web page give none.
pub(crate) fn puzzle_json(
    rec: &InputRecord,
    puzzle: &str,
    size: usize,
    rating: &Rating,
    steps: Option<Value>,
) -> Value {
    let mut v = serde_json::to_value(rating).unwrap_or_else(|_| json!({}));
    if level(rating, size).is_none() {
        v["level"] = Value::Null;
    }
    v["source"] = json!(rec.location());
    v["puzzle"] = json!(puzzle);
    if let Some(s) = steps {
        v["steps"] = s;
    }
    v
}

/// The JSON list of steps, in the engine's one form.
pub(crate) fn steps_json(steps: &[Step]) -> Value {
    serde_json::to_value(steps).unwrap_or_else(|_| json!([]))
}

/// The rating's level for a grid of `size`, `None` above 9×9 (see [`puzzle_json`]).
pub(crate) fn level(r: &Rating, size: usize) -> Option<String> {
    (size <= RATED_UP_TO).then(|| r.level.to_string())
}

/// The one-line summary of a rating: `LEVEL SCORE SE HARDEST`, the level `-` above 9×9.
pub(crate) fn rating_line(r: &Rating, size: usize) -> String {
    format!(
        "{} {} {:.1}{}",
        level(r, size).unwrap_or_else(|| "-".to_string()),
        r.score,
        r.se_rounded(),
        r.hardest
            .map(|t| format!(" {}", t.name()))
            .unwrap_or_default()
    )
}

/// Reports a position the engine refused (conflicting givens, no solution, several): the
/// reason on stderr with the record's place, and in the record's place on stdout a JSON object
/// or the line `solve` would print: `no solution: REASON` or `several solutions: …` (the one
/// convention of every command: `invalid: …` for a record that cannot be read, `no solution:
/// …` and `several solutions…` for a puzzle that has no answer to give). The tally makes the
/// exit code 1.
pub(crate) fn refused(
    args: &LogicArgs,
    rec: &InputRecord,
    puzzle: &str,
    why: &LogicError,
    out: &mut Output,
) {
    let lang = sudoku_i18n::lang();
    let line = match why {
        LogicError::Conflict(c) => tr!("no-solution-reason", reason = c.localize(lang)),
        LogicError::NoSolution => {
            let reason = match rec.parse_puzzle() {
                _ if args.pencil_marks => tr!("reason-candidates-dead-end"),
                Ok(Puzzle::Classic(grid)) => sudoku_engine::why_no_solution(&grid).localize(lang),
                Ok(Puzzle::Variant(p)) => sudoku_engine::why_no_solution_variant(&p).localize(lang),
                Err(_) => tr!("reason-candidates-dead-end"),
            };
            tr!("no-solution-reason", reason = reason)
        }
        LogicError::NotUnique => tr!("several-solutions-steps"),
        other => tr!("stopped", reason = other.localize(lang)),
    };
    match why {
        LogicError::NoSolution => out
            .stderr
            .push_str(&format!("error: {}: {line}\n", rec.location())),
        _ => out.stderr.push_str(&format!(
            "error: {}: {}\n",
            rec.location(),
            why.localize(lang)
        )),
    }
    out.tally.failed += 1;
    match why {
        LogicError::NotUnique => out.tally.multiple += 1,
        LogicError::Interrupted(_) => {}
        _ => out.tally.no_solution += 1,
    }
    if args.json() {
        let v = json!({"source": rec.location(), "puzzle": puzzle, "solved": false, "error": why.to_string()});
        output::push_json(&v, &mut out.stdout);
    } else {
        out.stdout.push_str(&line);
        out.stdout.push('\n');
    }
}
