//! `sudoku explain`: every step of a human-style solution, in plain words.
//!
//! This file also holds what `explain`, `hint` and `rate` share: the options, turning a record
//! into a candidate grid (a puzzle, or 729-character pencil marks with `--pencil-marks`),
//! reporting positions the engine refuses, and wrapping the engine's JSON form of steps and
//! ratings in one object per record.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use sudoku_engine::generate::RATED_UP_TO;
use sudoku_engine::logic::{self, CandidateError, CandidateGrid, LogicError, Rating, Step};
use sudoku_engine::Budget;
use sudoku_i18n::{tr, Localize};

use super::BatchArgs;
use crate::batch::{self, FileNames, Job, Output};
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output::{self, FormatChoices, FormatParser, OutFormat};

/// Explain puzzles: every step of a human-style solution in plain words, then the rating.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    pub(crate) logic: LogicArgs,

    /// `line` (the default) prints the steps as text; `json` one JSON object per puzzle per
    /// line (JSON Lines).
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Stop the whole command after SECS seconds: the puzzles finished by then are printed,
    /// the puzzles in progress stop within milliseconds, and the command exits with code 1
    /// naming the puzzles not done. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    timeout: Option<f64>,
}

/// The formats `explain` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "Text: a heading, the numbered steps, the rating",
    ),
    (
        OutFormat::Json,
        "One JSON object per puzzle per line: the rating and the steps",
    ),
];

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

/// A record turned into a starting position, or the reason it cannot be worked on.
pub(crate) enum Start {
    /// A puzzle, or pencil marks; the engine checks that it has exactly one solution.
    Ready { puzzle: String, grid: CandidateGrid },
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
                    out.invalid_for(rec, e, self.json());
                    return Start::Reported(e.kind.to_string());
                }
            };
            return match CandidateGrid::from_pencil_marks(&text) {
                Ok(grid) => {
                    let puzzle = text.chars().filter(|c| !c.is_whitespace()).collect();
                    Start::Ready { puzzle, grid }
                }
                Err(e) => {
                    let reason = e.localize(sudoku_i18n::lang());
                    out.stderr
                        .push_str(&format!("error: {}: {reason}\n", rec.location()));
                    out.invalid_place(rec, self.json(), &e, &e);
                    Start::Reported(e.to_string())
                }
            };
        }
        let puzzle = match rec.parse() {
            Ok(g) => g,
            Err(e) => {
                out.invalid_for(rec, &e, self.json());
                return Start::Reported(e.kind.to_string());
            }
        };
        let line = output::line_string(&puzzle);
        match CandidateGrid::from_grid(&puzzle) {
            Ok(grid) => Start::Ready { puzzle: line, grid },
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
        let summary = batch::run(RecordReader::new(&self.input), job, self.batch.options())?;
        if self.batch.stats {
            eprintln!("{}", summary.stats_line());
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

/// The last line of `explain`'s text, for people: `solved: easy 42 2.3 Hidden Single` (or
/// `stuck: …`), in the language of the run.
fn summary(solved: bool, r: &Rating, size: usize) -> String {
    use sudoku_i18n::{level_name, technique_name};
    let lang = sudoku_i18n::lang();
    let status = if solved { "solved" } else { "stuck" };
    let (level, score, se) = (
        // No level above 9×9, where HoDoKu's levels are not calibrated (see `level`).
        level(r, size).map_or_else(|| "-".to_string(), |_| level_name(lang, r.level)),
        r.score.to_string(),
        sudoku_i18n::decimal(lang, r.se_rounded(), Some(1)),
    );
    match r.hardest {
        Some(t) => tr!(
            "explain-summary",
            status = status,
            level = level,
            score = score,
            se = se,
            technique = technique_name(lang, t)
        ),
        None => tr!(
            "explain-summary-no-technique",
            status = status,
            level = level,
            score = score,
            se = se
        ),
    }
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
            let reason = match rec.parse() {
                Ok(grid) if !args.pencil_marks => super::solve::why_no_solution(&grid, lang),
                _ => tr!("reason-candidates-dead-end"),
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

/// Reads `--timeout`'s seconds: a positive number.
pub(crate) fn parse_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 1e9 => Ok(x),
        _ => Err(tr!("seconds-not-positive", value = format!("{s:?}"))),
    }
}

/// `--timeout` of `rate`, `explain` and `count`: the whole command's deadline, and the
/// records it stopped or never began.
pub(crate) struct TimeLimit {
    /// The limit in seconds, as given.
    limit: Option<f64>,
    /// The budget every record runs under: the deadline, if there is one.
    budget: Budget,
    /// The records (0-based) not done: stopped in progress, or not begun.
    not_done: Mutex<Vec<u64>>,
}

impl TimeLimit {
    /// The limit of `--timeout SECS` (none without it), counted from now.
    pub(crate) fn new(limit: Option<f64>) -> TimeLimit {
        let budget = match limit {
            Some(secs) => Budget::unlimited().with_timeout(Duration::from_secs_f64(secs)),
            None => Budget::unlimited(),
        };
        TimeLimit {
            limit,
            budget,
            not_done: Mutex::new(Vec::new()),
        }
    }

    /// The budget a record runs under.
    pub(crate) fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Whether record `index` comes too late to begin: then it is counted as not done.
    pub(crate) fn too_late(&self, index: u64) -> bool {
        let late = self.budget.deadline().is_some_and(|d| Instant::now() >= d);
        if late {
            self.not_done(index);
        }
        late
    }

    /// Counts record `index` as not done (the deadline stopped it).
    pub(crate) fn not_done(&self, index: u64) {
        if let Ok(mut v) = self.not_done.lock() {
            v.push(index);
        }
    }

    /// The exit code of a run over `records` records whose own exit code is `code`: with
    /// records not done, an error line on stderr naming them (message `id`: `rate-stopped`,
    /// `explain-stopped` or `count-stopped`) and exit code 1.
    pub(crate) fn finish(&self, id: &'static str, records: u64, code: u8) -> ExitCode {
        let mut cut = self.not_done.lock().map(|v| v.clone()).unwrap_or_default();
        let Some(limit) = self.limit.filter(|_| !cut.is_empty()) else {
            return ExitCode::from(code);
        };
        let lang = sudoku_i18n::lang();
        let done = records.saturating_sub(cut.len() as u64);
        let message = tr!(
            id,
            limit = sudoku_i18n::decimal(lang, limit, None),
            done = done,
            count = records,
            ranges = crate::batch::ranges_text(&mut cut, 0..0)
        );
        eprintln!("error: {message}");
        ExitCode::from(1)
    }
}

struct ExplainJob {
    args: LogicArgs,
    time: TimeLimit,
}

impl Job for ExplainJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if self.time.too_late(index) {
            return;
        }
        let json = self.args.json();
        if !json && index > 0 {
            out.stdout.push('\n');
        }
        let (puzzle, mut grid) = match self.args.start(rec, out) {
            Start::Ready { puzzle, grid } => (puzzle, grid),
            Start::Reported(_) => return,
            Start::Refused { puzzle, why } => return refused(&self.args, rec, &puzzle, &why, out),
        };
        let explanation = match logic::solve_steps_within(&mut grid, self.time.budget()) {
            Ok(e) => e,
            Err(LogicError::Interrupted(_)) => {
                // Nothing of it is printed: the closing message names it.
                out.stdout
                    .truncate(out.stdout.len() - usize::from(!json && index > 0));
                return self.time.not_done(index);
            }
            Err(why) => return refused(&self.args, rec, &puzzle, &why, out),
        };
        let rating = explanation.rating();
        let size = grid.shape().size();
        if explanation.solved {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if json {
            let steps = steps_json(&explanation.steps);
            output::push_json(
                &puzzle_json(rec, &puzzle, size, &rating, Some(steps)),
                &mut out.stdout,
            );
            return;
        }
        out.stdout
            .push_str(&format!("# {}: {puzzle}\n", rec.location()));
        let lang = sudoku_i18n::lang();
        for (k, step) in explanation.steps.iter().enumerate() {
            let text = sudoku_i18n::step_text(lang, step);
            out.stdout.push_str(&format!("{:>3}. {text}\n", k + 1));
        }
        out.stdout.push_str(&format!(
            "# {}\n",
            summary(explanation.solved, &rating, size)
        ));
    }

    fn file_names(&self) -> FileNames {
        // Each explanation starts with a `# FILE:LINE: puzzle` heading already.
        FileNames::Off
    }
}

/// Runs `sudoku explain`.
pub fn run(mut args: Args) -> anyhow::Result<ExitCode> {
    args.logic.format = args.format;
    let job = ExplainJob {
        args: args.logic.clone(),
        time: TimeLimit::new(args.timeout),
    };
    args.logic
        .run_batch_within(&job, &job.time, "explain-stopped")
}
