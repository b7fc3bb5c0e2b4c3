//! `sudoku rate`: each puzzle's difficulty, one line per puzzle.
//!
//! Text lines read `LEVEL SCORE SE HARDEST`, e.g. `hard 1234 4.2 XY-Wing`: HoDoKu's level and
//! score, the Sudoku-Explainer-style rating of the hardest step, and the hardest technique.
//! Above 9×9 the level is `-` (HoDoKu's levels are calibrated on 9×9 grids).
//! `--format csv` writes the same four as columns after each input row.

use std::process::ExitCode;

use sudoku_engine::logic::{LogicError, Rating};

use super::logic_args::{level, puzzle_json, rating_line, refused, LogicArgs, Start};
use super::time_limit::{parse_secs, TimeLimit};
use crate::chunk::{FileNames, Output};
use crate::input::InputRecord;
use crate::output::{self, CsvOut, FormatChoices, FormatParser, OutFormat};
use crate::records::Job;

/// Rate puzzles: HoDoKu level and score, and an SE-style rating, one line per puzzle.
/// `--format csv` (or `tsv`) writes each input row with `level,score,se,hardest,error`
/// appended.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    logic: LogicArgs,

    /// `line` (the default) prints `LEVEL SCORE SE HARDEST` per puzzle; `json` one JSON object
    /// per puzzle per line; `csv` and `tsv` each input row with `level,score,se,hardest,error`
    /// appended.
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Stop the whole command after SECS seconds: the puzzles finished by then are printed,
    /// the puzzles in progress stop within milliseconds, and the command exits with code 1
    /// naming the puzzles not done. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    timeout: Option<f64>,
}

/// The formats `rate` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "`LEVEL SCORE SE HARDEST`, one line per puzzle",
    ),
    (
        OutFormat::Json,
        "One JSON object per puzzle per line: level, score, se, hardest, steps",
    ),
    (OutFormat::Csv, ""),
    (OutFormat::Tsv, ""),
];

/// The columns `--format csv` appends: the rating's four parts, and the error of a row that
/// could not be rated (unreadable, conflicting givens, no or several solutions).
const CSV_COLUMNS: &[&str] = &["level", "score", "se", "hardest", "error"];

struct RateJob {
    args: LogicArgs,
    csv: Option<CsvOut>,
    time: TimeLimit,
}

impl Job for RateJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if self.time.too_late(index) {
            return;
        }
        if let Some(csv) = &self.csv {
            return self.run_csv(csv, index, rec, out);
        }
        let json = self.args.json();
        let (puzzle, grid) = match self.args.start(rec, out) {
            Start::Ready { puzzle, grid } => (puzzle, grid),
            Start::Reported(_) => return,
            Start::Refused { puzzle, why } => return refused(&self.args, rec, &puzzle, &why, out),
        };
        let rating = match grid.rate_within(self.time.budget()) {
            Ok(r) => r,
            // Nothing of it is printed: the closing message names it.
            Err(LogicError::Interrupted(_)) => return self.time.not_done(index),
            Err(why) => return refused(&self.args, rec, &puzzle, &why, out),
        };
        count(&rating, out);
        if json {
            let v = puzzle_json(rec, &puzzle, grid.size(), &rating, None);
            output::push_json(&v, &mut out.stdout);
        } else {
            out.stdout.push_str(&rating_line(&rating, grid.size()));
            out.stdout.push('\n');
        }
    }

    fn file_names(&self) -> FileNames {
        self.args.format.unwrap_or(OutFormat::Line).file_names()
    }
}

impl RateJob {
    /// `--format csv` and `tsv`. Bad records and refused puzzles are reported on stderr and
    /// counted as in text output (the text reporting runs into a scratch output, whose
    /// stderr and tally are kept); their row carries the message in `error`.
    fn run_csv(&self, csv: &CsvOut, index: u64, rec: &InputRecord, out: &mut Output) {
        let mut scratch = Output::default();
        let rated = match self.args.start(rec, &mut scratch) {
            Start::Ready { puzzle, grid } => match grid.rate_within(self.time.budget()) {
                Err(LogicError::Interrupted(_)) => return self.time.not_done(index),
                r => r,
            }
            .map(|rating| (rating, grid.size()))
            .map_err(|why| {
                refused(&self.args, rec, &puzzle, &why, &mut scratch);
                why.to_string()
            }),
            // The error column is English in every language, as the whole table is.
            Start::Reported(reason) => Err(reason),
            Start::Refused { puzzle, why } => {
                refused(&self.args, rec, &puzzle, &why, &mut scratch);
                Err(why.to_string())
            }
        };
        merge(out, &scratch);
        match rated {
            Ok((rating, size)) => {
                count(&rating, out);
                let score = rating.score.to_string();
                let se = format!("{:.1}", rating.se_rounded());
                let level = level(&rating, size).unwrap_or_default();
                let hardest = rating.hardest.map(|t| t.name()).unwrap_or_default();
                // A puzzle that is not a row shows as its line form, read back from the record.
                let grid = rec.row.is_none().then(|| rec.parse().ok()).flatten();
                csv.row(
                    rec,
                    index,
                    &[&level, &score, &se, hardest, ""],
                    grid.as_ref(),
                    &mut out.stdout,
                );
            }
            Err(message) => csv.error_row(rec, index, &message, &mut out.stdout),
        }
    }
}

/// Counts a rating: solved by logic, or stuck (which fails the run).
fn count(rating: &Rating, out: &mut Output) {
    if rating.solved {
        out.tally.solved += 1;
    } else {
        out.tally.failed += 1;
    }
}

/// Adds `scratch`'s messages and counts to `out`, leaving its standard output behind.
fn merge(out: &mut Output, scratch: &Output) {
    out.stderr.push_str(&scratch.stderr);
    out.tally.add(&scratch.tally);
}

/// Runs `sudoku rate`.
pub fn run(mut args: Args) -> anyhow::Result<ExitCode> {
    args.logic.format = args.format;
    let job = RateJob {
        args: args.logic.clone(),
        csv: CsvOut::new(args.logic.format, CSV_COLUMNS, Default::default()),
        time: TimeLimit::new(args.timeout),
    };
    args.logic.run_batch_within(&job, &job.time, "rate-stopped")
}
