//! `sudoku hint`: the next step of a human-style solution.

use std::process::ExitCode;

use sudoku_engine::logic;

use super::logic_args::{puzzle_json, refused, steps_json, LogicArgs, Position, Start};
use crate::chunk::{FileNames, Output};
use crate::input::InputRecord;
use crate::output::{self, FormatChoices, FormatParser, OutFormat};
use crate::records::Job;

/// Hint: the next step of a human-style solution for each puzzle, one line each.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    logic: LogicArgs,

    /// `line` (the default) prints the step as text; `json` one JSON object per puzzle per
    /// line; `svg` a picture of the position with the step marked.
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Name only the technique and the unit to look at, not the cells and digits.
    #[arg(long)]
    vague: bool,
}

struct HintJob {
    args: LogicArgs,
    vague: bool,
}

impl Job for HintJob {
    fn run(&self, _index: u64, rec: &InputRecord, out: &mut Output) {
        let json = self.args.json();
        let (puzzle, grid) = match self.args.start(rec, out) {
            Start::Ready { puzzle, grid } => (puzzle, grid),
            Start::Reported(_) => return,
            Start::Refused { puzzle, why } => return refused(&self.args, rec, &puzzle, &why, out),
        };
        let step = match grid.next_step() {
            Ok(step) => step,
            Err(why) => return refused(&self.args, rec, &puzzle, &why, out),
        };
        if step.is_some() || grid.is_solved() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if self.args.format == Some(OutFormat::Svg) {
            let Position::Classic(grid) = &grid else {
                out.stderr.push_str(&format!(
                    "error: {}: {}\n",
                    rec.location(),
                    sudoku_i18n::tr!("variant-no-picture")
                ));
                out.tally.failed += 1;
                return;
            };
            let givens = rec.parse().ok();
            return push_hint_svg(givens.as_ref(), grid, step.as_ref(), out);
        }
        if json {
            let rating = match grid.rate_within(&sudoku_engine::Budget::unlimited()) {
                Ok(r) => r,
                Err(why) => return refused(&self.args, rec, &puzzle, &why, out),
            };
            let steps = if self.vague {
                // The nudge only: the full step would give the cells and digits away.
                let nudges = step.iter().map(|s| {
                    serde_json::json!({"technique": s.technique.name(), "text": s.vague_text()})
                });
                serde_json::Value::Array(nudges.collect())
            } else {
                steps_json(step.as_slice())
            };
            output::push_json(
                &puzzle_json(rec, &puzzle, grid.size(), &rating, Some(steps)),
                &mut out.stdout,
            );
            return;
        }
        let lang = sudoku_i18n::lang();
        let line = match (&step, grid.is_solved()) {
            (Some(s), _) if self.vague => sudoku_i18n::vague_text(lang, s),
            (Some(s), _) => sudoku_i18n::step_text(lang, s),
            (None, true) => sudoku_i18n::tr!("hint-solved"),
            (None, false) => sudoku_i18n::tr!("hint-no-step"),
        };
        out.stdout.push_str(&line);
        out.stdout.push('\n');
    }

    fn file_names(&self) -> FileNames {
        self.args.format.unwrap_or(OutFormat::Line).file_names()
    }
}

/// The position as a picture: pencil marks, and the step's evidence cells (yellow),
/// placements (green) and eliminations (red, struck through).
fn push_hint_svg(
    givens: Option<&sudoku_engine::Grid>,
    grid: &logic::CandidateGrid,
    step: Option<&logic::Step>,
    out: &mut Output,
) {
    use sudoku_render::{Highlight, PencilMarks, SvgOptions};
    let marks = grid.shape().cells().map(|c| grid.candidates(c)).collect();
    let highlight = step.map_or_else(Highlight::default, |s| Highlight {
        cells: s.cells.clone(),
        placements: s.placements.iter().map(|p| (p.cell, p.digit)).collect(),
        eliminations: s.eliminations.iter().map(|e| (e.cell, e.digit)).collect(),
    });
    let mut options = SvgOptions::default();
    if let Some(g) = givens {
        options = options.givens(g);
    }
    let options = options
        .pencil_marks(PencilMarks::Custom(marks))
        .highlight(highlight);
    out.stdout
        .push_str(&sudoku_render::svg(&grid.to_grid(), &options));
    if !out.stdout.ends_with('\n') {
        out.stdout.push('\n');
    }
}

/// The formats `hint` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "The next step in words, one line per puzzle",
    ),
    (
        OutFormat::Json,
        "One JSON object per puzzle per line: the rating and the step",
    ),
    (
        OutFormat::Svg,
        "A picture of the position: pencil marks, the step's cells and digits coloured",
    ),
];

/// Runs `sudoku hint`.
pub fn run(mut args: Args) -> anyhow::Result<ExitCode> {
    args.logic.format = args.format;
    let job = HintJob {
        args: args.logic.clone(),
        vague: args.vague,
    };
    args.logic.run_batch(&job)
}
