//! `sudoku rate`: each puzzle's difficulty, one line per puzzle.
//!
//! Text lines read `LEVEL SCORE SE HARDEST`, e.g. `hard 1234 4.2 XY-Wing`: HoDoKu's level and
//! score, the Sudoku-Explainer-style rating of the hardest step, and the hardest technique.

use std::process::ExitCode;

use sudoku_engine::logic;

use super::explain::{puzzle_json, rating_line, refused, LogicArgs, Start};
use crate::batch::{Job, Output};
use crate::input::InputRecord;
use crate::output;

/// Rate puzzles: HoDoKu level and score, and an SE-style rating, one line per puzzle.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    logic: LogicArgs,
}

struct RateJob {
    args: LogicArgs,
}

impl Job for RateJob {
    fn run(&self, _index: u64, rec: &InputRecord, out: &mut Output) {
        let json = self.args.json();
        let (puzzle, grid) = match self.args.start(rec, out) {
            Start::Ready { puzzle, grid } => (puzzle, grid),
            Start::Reported => return,
            Start::Refused { puzzle, why } => return refused(json, rec, &puzzle, &why, out),
        };
        let rating = match logic::rate_candidates(&grid) {
            Ok(r) => r,
            Err(why) => return refused(json, rec, &puzzle, &why, out),
        };
        if rating.solved {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if json {
            output::push_json(&puzzle_json(rec, &puzzle, &rating, None), &mut out.stdout);
        } else {
            out.stdout.push_str(&rating_line(&rating));
            out.stdout.push('\n');
        }
    }
}

/// Runs `sudoku rate`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let job = RateJob {
        args: args.logic.clone(),
    };
    args.logic.run_batch(&job)
}
