//! `sudoku explain`: every step of a human-style solution, in plain words.
//!
//! This file also holds what `explain`, `hint` and `rate` share: the options, turning a record
//! into a candidate grid (a puzzle, or 729-character pencil marks with `--pencil-marks`), and
//! the JSON form of steps and ratings.

use std::process::ExitCode;

use serde_json::{json, Value};
use sudoku_engine::logic::{self, CandidateGrid, Rating, Step};
use sudoku_engine::{Grid, Solver};

use super::BatchArgs;
use crate::batch::{self, Job, Output};
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output::{self, OutFormat};

/// Explain puzzles: every step of a human-style solution in plain words, then the rating.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    pub(crate) logic: LogicArgs,
}

/// The options `explain`, `hint` and `rate` share.
#[derive(clap::Args, Debug, Clone)]
pub struct LogicArgs {
    #[command(flatten)]
    pub(crate) input: InputArgs,

    #[command(flatten)]
    pub(crate) batch: BatchArgs,

    /// `json` prints one JSON object per puzzle per line (JSON Lines); anything else prints
    /// text.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub(crate) format: Option<OutFormat>,

    /// Read each record as 729 characters of pencil marks (for each cell nine characters, the
    /// digit or `.`/`0`) instead of as a puzzle.
    #[arg(long)]
    pub(crate) pencil_marks: bool,
}

/// A record turned into a starting position, or the reason it cannot be worked on.
pub(crate) enum Start {
    /// A puzzle with exactly one solution, or pencil marks (not checked).
    Ready { puzzle: String, grid: CandidateGrid },
    /// Already reported (a bad record).
    Reported,
    /// A puzzle without exactly one solution: the message to print.
    Unfit { puzzle: String, why: String },
}

impl LogicArgs {
    /// Reads one record into a starting position, reporting bad records on `out`.
    pub(crate) fn start(&self, rec: &InputRecord, out: &mut Output) -> Start {
        if self.pencil_marks {
            let text = match &rec.text {
                Ok(t) => t.clone(),
                Err(e) => {
                    out.invalid(rec, e);
                    return Start::Reported;
                }
            };
            return match CandidateGrid::from_pencil_marks(&text) {
                Ok(grid) => {
                    let puzzle = text.chars().filter(|c| !c.is_whitespace()).collect();
                    Start::Ready { puzzle, grid }
                }
                Err(e) => {
                    out.stderr
                        .push_str(&format!("error: {}: {e}\n", rec.location()));
                    out.stdout.push_str(&format!("invalid: {e}\n"));
                    out.tally.invalid += 1;
                    Start::Reported
                }
            };
        }
        let puzzle = match rec.parse() {
            Ok(g) => g,
            Err(e) => {
                out.invalid(rec, &e);
                return Start::Reported;
            }
        };
        let line = output::line_string(&puzzle);
        match unfit(&puzzle) {
            Some(why) => {
                out.stderr
                    .push_str(&format!("error: {}: {why}\n", rec.location()));
                out.tally.failed += 1;
                if why.contains("several") {
                    out.tally.multiple += 1;
                } else {
                    out.tally.no_solution += 1;
                }
                Start::Unfit { puzzle: line, why }
            }
            None => match CandidateGrid::from_grid(&puzzle) {
                Ok(grid) => Start::Ready { puzzle: line, grid },
                Err(e) => Start::Unfit {
                    puzzle: line,
                    why: e.to_string(),
                },
            },
        }
    }

    /// Whether output is JSON Lines.
    pub(crate) fn json(&self) -> bool {
        self.format == Some(OutFormat::Json)
    }

    /// Runs `job` over the inputs and returns the exit code.
    pub(crate) fn run_batch<J: Job>(&self, job: &J) -> anyhow::Result<ExitCode> {
        let summary = batch::run(RecordReader::new(&self.input), job, self.batch.options())?;
        if self.batch.stats {
            eprintln!("{}", summary.stats_line());
        }
        Ok(ExitCode::from(summary.tally.exit_code()))
    }
}

/// Why a puzzle cannot be explained or rated: no solution, or several (the uniqueness
/// techniques and the levels assume one).
fn unfit(puzzle: &Grid) -> Option<String> {
    if let Some(c) = puzzle.first_conflict() {
        return Some(format!("no solution: {c}"));
    }
    match Solver::new().count(puzzle, 2).count {
        0 => Some("no solution".into()),
        1 => None,
        _ => Some("several solutions; human-style steps need a unique solution".into()),
    }
}

/// The JSON form of one step.
pub(crate) fn step_json(step: &Step) -> Value {
    let cands = |v: &[logic::Candidate]| -> Vec<Value> {
        v.iter()
            .map(|c| json!({"cell": c.cell.to_string(), "digit": c.digit.get()}))
            .collect()
    };
    json!({
        "technique": step.technique.name(),
        "placements": cands(&step.placements),
        "eliminations": cands(&step.eliminations),
        "text": step.text,
        "cells": step.cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        "units": step.units.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
    })
}

/// The JSON object of one puzzle: its rating fields, and `steps` when given.
pub(crate) fn puzzle_json(
    rec: &InputRecord,
    puzzle: &str,
    rating: &Rating,
    steps: Option<Vec<Value>>,
) -> Value {
    let mut v = json!({
        "source": rec.location(),
        "puzzle": puzzle,
        "solved": rating.solved,
        "level": rating.level.name(),
        "score": rating.score,
        "se": se_value(rating.se),
        "hardest": rating.hardest.map(|t| t.name()),
    });
    if let Some(s) = steps {
        v["steps"] = Value::Array(s);
    }
    v
}

/// The SE number rounded to one decimal, as SE prints it.
pub(crate) fn se_value(se: f32) -> f64 {
    (f64::from(se) * 10.0).round() / 10.0
}

/// The one-line summary of a rating.
pub(crate) fn rating_line(r: &Rating) -> String {
    format!(
        "{} {} {:.1}{}",
        r.level,
        r.score,
        se_value(r.se),
        r.hardest
            .map(|t| format!(" {}", t.name()))
            .unwrap_or_default()
    )
}

/// The JSON (or text) line for a puzzle that cannot be worked on.
pub(crate) fn unfit_output(
    json: bool,
    rec: &InputRecord,
    puzzle: &str,
    why: &str,
    out: &mut Output,
) {
    if json {
        let v = json!({"source": rec.location(), "puzzle": puzzle, "solved": false, "error": why});
        output::push_json(&v, &mut out.stdout);
    } else {
        out.stdout.push_str(&format!("error: {why}\n"));
    }
}

struct ExplainJob {
    args: LogicArgs,
}

impl Job for ExplainJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        let json = self.args.json();
        if !json && index > 0 {
            out.stdout.push('\n');
        }
        let (puzzle, mut grid) = match self.args.start(rec, out) {
            Start::Ready { puzzle, grid } => (puzzle, grid),
            Start::Reported => return,
            Start::Unfit { puzzle, why } => return unfit_output(json, rec, &puzzle, &why, out),
        };
        let rating = logic::rate_candidates(&grid);
        let explanation = logic::solve_steps(&mut grid);
        if explanation.solved {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if json {
            let steps = explanation.steps.iter().map(step_json).collect();
            output::push_json(
                &puzzle_json(rec, &puzzle, &rating, Some(steps)),
                &mut out.stdout,
            );
            return;
        }
        out.stdout
            .push_str(&format!("# {}: {puzzle}\n", rec.location()));
        for (k, step) in explanation.steps.iter().enumerate() {
            out.stdout
                .push_str(&format!("{:>3}. {}\n", k + 1, step.text));
        }
        let status = if explanation.solved {
            "solved"
        } else {
            "stuck"
        };
        out.stdout
            .push_str(&format!("# {status}: {}\n", rating_line(&rating)));
    }
}

/// Runs `sudoku explain`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let job = ExplainJob {
        args: args.logic.clone(),
    };
    args.logic.run_batch(&job)
}
