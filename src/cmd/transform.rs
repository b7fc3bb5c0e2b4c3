//! `sudoku transform`: random equivalent copies of 9×9 puzzles, reproducible from a seed.

use std::process::ExitCode;

use sudoku_engine::canon::Transform;
use sudoku_i18n::{tr, Localize};

use super::BatchArgs;
use crate::chunk::Output;
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output;
use crate::records::{self, Job};

/// Print random equivalent copies of each 9×9 puzzle: each copy applies a uniformly random
/// transformation that keeps a grid valid (band, row, stack and column permutations,
/// transposition) and a random relabelling of the digits. Copies are printed in the line
/// format (`.` for a hole), the copies of each puzzle together, in input order.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Seed: the same seed gives the same copies, on any machine and any number of threads.
    /// Default: a random seed, printed on stderr
    #[arg(long)]
    seed: Option<u64>,

    /// Copies per puzzle.
    #[arg(long, default_value_t = 1, value_name = "K", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    copies: u64,
}

struct TransformJob {
    seed: u64,
    copies: u64,
}

impl Job for TransformJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        let puzzle = match rec.parse() {
            Ok(g) => g,
            Err(e) => return output::invalid(out, rec, &e),
        };
        // Copy `k` of record `index` draws from its own stream: copies depend only on the
        // seed and their place in the input, not on the thread that makes them.
        for k in 0..self.copies {
            let stream = index.wrapping_mul(self.copies).wrapping_add(k);
            match Transform::random(self.seed, stream).apply(&puzzle) {
                Ok(copy) => {
                    out.stdout.push_str(&output::line_string(&copy));
                    out.stdout.push('\n');
                }
                Err(e) => {
                    let reason = e.localize(sudoku_i18n::lang());
                    out.stderr
                        .push_str(&format!("error: {}: {reason}\n", rec.location()));
                    out.stdout.push_str(&tr!("record-invalid", reason = reason));
                    out.stdout.push('\n');
                    out.tally.invalid += 1;
                    return;
                }
            }
        }
        out.tally.solved += 1;
    }
}

/// Runs `sudoku transform`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    // As `generate` does: a random seed when none is given, printed so the run can be repeated.
    let seed = args.seed.unwrap_or_else(|| {
        let s = super::puzzle_args::random_seed();
        eprintln!("{}", tr!("generate-seed", seed = s.to_string()));
        s
    });
    let job = TransformJob {
        seed,
        copies: args.copies,
    };
    let summary = records::run(RecordReader::new(&args.input), &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
