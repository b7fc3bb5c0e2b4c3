//! `sudoku count`: how many solutions each puzzle has, up to a limit.

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::Solver;

use super::solve::BackendArg;
use super::BatchArgs;
use crate::batch::{self, Job, Output};
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output::{self, OutFormat};

/// Count the solutions of each puzzle; one line per puzzle (`at least K` when the limit stops
/// the count).
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 1_000_000, value_name = "K")]
    limit: u64,

    /// `json` prints one JSON object per puzzle; anything else prints plain counts.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<OutFormat>,

    /// The solver back end (for comparisons and tests).
    #[arg(long, value_enum, default_value_t = BackendArg::Auto, hide = true)]
    backend: BackendArg,
}

struct CountJob {
    solver: Solver,
    limit: u64,
    json: bool,
}

impl Job for CountJob {
    fn run(&self, _index: u64, rec: &InputRecord, out: &mut Output) {
        let puzzle = match rec.parse() {
            Ok(g) => g,
            Err(e) => return out.invalid(rec, &e),
        };
        let count = self.solver.count(&puzzle, self.limit);
        match count.count {
            0 => {
                out.tally.no_solution += 1;
                out.tally.failed += 1;
            }
            1 if !count.at_least => out.tally.solved += 1,
            _ => out.tally.multiple += 1,
        }
        if self.json {
            let v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(&puzzle),
                "count": count.count,
                "at_least": count.at_least,
            });
            output::push_json(&v, &mut out.stdout);
        } else if count.at_least {
            out.stdout.push_str(&format!("at least {}\n", count.count));
        } else {
            out.stdout.push_str(&format!("{}\n", count.count));
        }
    }
}

/// Runs `sudoku count`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let job = CountJob {
        solver: Solver::new().backend(args.backend.backend()),
        limit: args.limit,
        json: args.format == Some(OutFormat::Json),
    };
    let summary = batch::run(RecordReader::new(&args.input), &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", summary.stats_line());
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
