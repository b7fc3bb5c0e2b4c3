//! `sudoku explain`: every step of a human-style solution, in plain words (what it shares
//! with `hint` and `rate` is in `logic_args.rs`).

use std::process::ExitCode;

use sudoku_engine::logic::{LogicError, Rating};
use sudoku_i18n::tr;

use super::logic_args::{level, puzzle_json, refused, steps_json, LogicArgs, Start};
use super::time_limit::{parse_secs, TimeLimit};
use crate::chunk::{FileNames, Output};
use crate::input::InputRecord;
use crate::output::{self, FormatChoices, FormatParser, OutFormat};
use crate::records::Job;

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
        let explanation = match grid.solve_steps_within(self.time.budget()) {
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
        let size = grid.size();
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
