//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::Solver;

use super::puzzle_args::BackendArg;
use super::time_limit::{parse_secs, TimeLimit};
use super::BatchArgs;
use crate::chunk::{FileNames, Output};
use crate::input::{InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, CsvOut, FormatChoices, FormatParser, OutFormat};
use crate::records::{self, Job};

/// The formats `count` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "One count per line: `N`, or `at least K` when the limit stops it",
    ),
    (
        OutFormat::Json,
        "One JSON object per puzzle per line: source, puzzle, count, at_least",
    ),
    (OutFormat::Csv, ""),
    (OutFormat::Tsv, ""),
];

/// The columns `--format csv` appends: the count, whether the limit stopped it (`true`: the
/// puzzle has at least that many solutions), and the error of a bad row.
const CSV_COLUMNS: &[&str] = &["count", "at_least", "error"];

/// Count the solutions of each puzzle; one line per puzzle (`at least K` when the limit stops
/// the count).
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Stop counting at this many solutions (at least 1).
    #[arg(long, default_value_t = 1_000_000, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,

    /// `line` (the default) prints one count per line; `json` one JSON object per puzzle;
    /// `csv` and `tsv` each input row with `count,at_least,error` appended.
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Stop the whole command after SECS seconds: the puzzles finished by then are printed,
    /// the puzzles in progress stop within milliseconds, and the command exits with code 1
    /// naming the puzzles not done. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    timeout: Option<f64>,

    /// The solver back end (for comparisons and tests).
    #[arg(long, value_enum, default_value_t = BackendArg::Auto, hide = true)]
    backend: BackendArg,
}

struct CountJob {
    solver: Solver,
    limit: u64,
    json: bool,
    csv: Option<CsvOut>,
    time: TimeLimit,
}

impl Job for CountJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if self.time.too_late(index) {
            return;
        }
        let puzzle = match (rec.parse_puzzle(), &self.csv) {
            (Ok(p), _) => p,
            (Err(e), Some(csv)) => return csv.invalid(rec, index, &e, out),
            (Err(e), None) => return output::invalid_for(out, rec, &e, self.json),
        };
        let counted = match &puzzle {
            Puzzle::Classic(g) => self.solver.within(self.time.budget()).count(g, self.limit),
            Puzzle::Variant(p) => {
                crate::variant::note_unused(rec, p, out);
                p.count(self.limit, self.time.budget())
            }
        };
        let Ok(count) = counted else {
            // Nothing of it is printed: the closing message names it.
            return self.time.not_done(index);
        };
        let classic = matches!(puzzle, Puzzle::Classic(_));
        let puzzle = puzzle.givens();
        match count.count {
            0 => {
                out.tally.no_solution += 1;
                out.tally.failed += 1;
                // A clash of givens in a row, column or box (a variant's regions may differ).
                if let Some(c) = puzzle.first_conflict().filter(|_| classic) {
                    output::report_clash(rec, &c, out);
                }
            }
            1 if !count.at_least => out.tally.solved += 1,
            _ => out.tally.multiple += 1,
        }
        if let Some(csv) = &self.csv {
            let n = count.count.to_string();
            let at_least = if count.at_least { "true" } else { "false" };
            csv.row(
                rec,
                index,
                &[&n, at_least, ""],
                Some(puzzle),
                &mut out.stdout,
            );
        } else if self.json {
            let v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(puzzle),
                "count": count.count,
                "at_least": count.at_least,
            });
            output::push_json(&v, &mut out.stdout);
        } else if count.at_least {
            out.stdout
                .push_str(&sudoku_i18n::tr!("at-least", count = count.count));
            out.stdout.push('\n');
        } else {
            out.stdout.push_str(&format!("{}\n", count.count));
        }
    }

    fn file_names(&self) -> FileNames {
        match self.json || self.csv.is_some() {
            true => FileNames::Off,
            false => FileNames::Prefix,
        }
    }
}

/// Runs `sudoku count`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let job = CountJob {
        solver: Solver::new().backend(args.backend.backend()),
        limit: args.limit,
        json: args.format == Some(OutFormat::Json),
        csv: CsvOut::new(args.format, CSV_COLUMNS, Default::default()),
        time: TimeLimit::new(args.timeout),
    };
    let summary = records::run(RecordReader::new(&args.input), &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    let code = summary.tally.exit_code();
    Ok(job
        .time
        .finish("count-stopped", summary.tally.records, code))
}
