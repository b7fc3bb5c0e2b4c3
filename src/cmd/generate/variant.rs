//! `sudoku generate --variant KIND[,KIND…]`: unique variant puzzles from the engine's
//! `variant::generate`, through the same ordered pipeline as classic puzzles (puzzle `i`
//! depends only on the seed, the size, the kinds and `i`, so the bytes are the same on any
//! number of threads).
//!
//! `--difficulty` keeps drawing (up to the engine's `LEVEL_DRAWS` a puzzle) until the variant
//! rater gives the level. `--clues` and `--symmetry` shape the givens of the kinds whose only
//! clues are givens, and `--minimal` makes every proof of uniqueness in full (the engine's
//! `VariantGenerator::givens`). Options of classic generation that do not apply to variant
//! puzzles yet (`--allow-multiple`, `--technique`, `--hole`) are refused before any work,
//! naming the option, and so are the layouts that cannot show the
//! rules (line, grid, boxed). Every puzzle carries its solution: in our JSON form's
//! `solution`, in the links (f-puzzles checks answers with it), in the csv's column and on
//! the booklet's answer pages; svg and pdf draw the rules as setters draw them.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use anyhow::bail;
use sudoku_engine::logic::Level;
use sudoku_engine::variant::generate::{VariantGenerateError, VariantGenerated, VariantGenerator};
use sudoku_engine::variant::{to_fpuzzles_link, to_sudokupad_link};
use sudoku_engine::{Budget, CancelFlag};
use sudoku_i18n::tr;

use super::args::Args;
use super::task::{puzzle_budget, Numbers};
use super::write::failure_line;
use crate::batch::{self, Task};
use crate::chunk::Output;
use crate::output::{self, Booklet, OutFormat};

/// The layouts variant puzzles are written in.
const FORMATS: &[OutFormat] = &[
    OutFormat::Json,
    OutFormat::Fpuzzles,
    OutFormat::Sudokupad,
    OutFormat::Csv,
    OutFormat::Svg,
    OutFormat::Pdf,
];

/// The header of `--format csv`.
const CSV_HEADER: &str = "puzzle,solution\n";

/// Runs `sudoku generate --variant …`, the command's deadline being `deadline`.
pub(super) fn run(args: Args, deadline: Option<Instant>) -> anyhow::Result<ExitCode> {
    refuse_classic_options(&args)?;
    let format = args.format();
    format.check_for("generate --variant", FORMATS)?;
    let pdf = format == OutFormat::Pdf;
    if pdf && crate::sink::is_terminal() {
        bail!(tr!("pdf-to-terminal"));
    }
    let generator = VariantGenerator::new(args.size, &args.variant)?.givens(
        args.symmetry.symmetry(),
        args.clues,
        args.minimal,
    )?;
    if args.difficulty.is_some() {
        generator.check_level()?;
    }
    let cancel = CancelFlag::new();
    let mut check = Budget::unlimited().with_cancel(cancel.clone());
    if let Some(d) = deadline {
        check = check.with_deadline(d);
    }
    // Rules no grid keeps together are refused before anything is printed.
    generator.validate(&check)?;
    let seed = super::seed(&args);
    let options = args.batch.options();
    let task = VariantTask {
        generator: generator.seed(seed),
        level: args.difficulty,
        format,
        deadline,
        puzzle_timeout: args.puzzle_timeout(),
        cancel,
        cut_short: Mutex::new(Vec::new()),
        booklet: pdf.then(Booklet::default),
        seed,
    };
    let summary = batch::run_task(Numbers::upto(args.count, deadline), &task, options)?;
    if let Some(booklet) = task.booklet {
        booklet.write(&args.pdf_options())?;
    }
    Ok(super::finish(&args, &summary, task.cut_short, options))
}

/// Refuses, naming it, the first option given that variant puzzles do not take yet.
fn refuse_classic_options(args: &Args) -> anyhow::Result<()> {
    let given = [
        ("allow-multiple", args.allow_multiple),
        ("technique", args.technique.is_some()),
        ("hole", args.hole != '.'),
    ];
    if let Some((option, _)) = given.iter().find(|(_, given)| *given) {
        bail!(tr!("generate-variant-option", option = *option));
    }
    Ok(())
}

/// Makes variant puzzle `i` for each item `i` of the batch.
struct VariantTask {
    generator: VariantGenerator,
    /// The level each puzzle must be rated at (`--difficulty`).
    level: Option<Level>,
    format: OutFormat,
    /// When the whole command must stop (`--timeout`).
    deadline: Option<Instant>,
    /// The time one puzzle may take (`--puzzle-timeout`).
    puzzle_timeout: Option<std::time::Duration>,
    /// Raised by the batch when the run stops early, so that puzzles in progress end.
    cancel: CancelFlag,
    /// The puzzles begun but stopped by the command's deadline.
    cut_short: Mutex<Vec<u64>>,
    /// Puzzles for the PDF booklet, written at the end (`--format pdf`).
    booklet: Option<Booklet>,
    /// The run's seed, for the booklet's captions.
    seed: u64,
}

impl VariantTask {
    /// Puzzle `index` under its own time limit and the command's deadline.
    fn make(&self, index: u64) -> Result<VariantGenerated, VariantGenerateError> {
        let budget = puzzle_budget(&self.cancel, self.puzzle_timeout, self.deadline);
        match self.level {
            Some(level) => self.generator.generate_at_level(index, level, &budget),
            None => self.generator.generate(index, &budget),
        }
    }

    /// Appends puzzle `index`, `made`, in the run's layout (or adds it to the booklet).
    fn write(&self, index: u64, made: &VariantGenerated, out: &mut String) {
        match self.format {
            OutFormat::Pdf => {
                if let Some(booklet) = &self.booklet {
                    let mut entry = sudoku_render::BookletPuzzle::new(made.puzzle.givens().clone());
                    entry.solution = Some(made.solution.clone());
                    entry.rules = Some(made.puzzle.rules().clone());
                    entry.seed = Some(self.seed);
                    entry.index = Some(index + 1);
                    booklet.add_entry(index, entry);
                }
                return;
            }
            OutFormat::Svg => {
                output::begin_record(self.format, index, out);
                return output::push_variant_svg(&made.puzzle, out);
            }
            OutFormat::Fpuzzles => out.push_str(&to_fpuzzles_link(&made.puzzle)),
            OutFormat::Sudokupad => out.push_str(&to_sudokupad_link(&made.puzzle)),
            OutFormat::Csv => {
                // The puzzle's JSON without its solution, then the solution as a line.
                let mut bare = made.puzzle.clone();
                bare.solution = None;
                let mut w = csv::WriterBuilder::new()
                    .terminator(csv::Terminator::Any(b'\n'))
                    .from_writer(Vec::new());
                // Writing to memory cannot fail.
                let _ = w.write_record([bare.to_json(), output::line_string(&made.solution)]);
                if let Ok(bytes) = w.into_inner() {
                    out.push_str(&String::from_utf8_lossy(&bytes));
                }
                return;
            }
            _ => out.push_str(&made.puzzle.to_json()),
        }
        out.push('\n');
    }
}

impl Task for VariantTask {
    type Item = u64;

    /// One puzzle per chunk, as for classic puzzles: one may take far longer than another.
    const CHUNK: usize = 1;

    /// A puzzle's text is a few KiB at most.
    const WINDOW_PER_THREAD: usize = 64;

    /// Each puzzle is shown as soon as its turn comes.
    const FLUSH_EACH_CHUNK: bool = true;

    fn run(&self, index: u64, _item: &u64, out: &mut Output) {
        out.tally.records += 1;
        if index == 0 && self.format == OutFormat::Csv {
            out.stdout.push_str(CSV_HEADER);
        }
        match self.make(index) {
            Ok(made) => {
                out.tally.solved += 1;
                self.write(index, &made, &mut out.stdout);
            }
            Err(VariantGenerateError::Cancelled) => out.tally.failed += 1,
            Err(e) if e.is_time_out() && self.deadline.is_some_and(|d| Instant::now() >= d) => {
                out.tally.failed += 1;
                if let Ok(mut cut) = self.cut_short.lock() {
                    cut.push(index);
                }
            }
            Err(e) => {
                out.tally.failed += 1;
                failure_line(index, e.to_string(), e.is_time_out(), &mut out.stderr);
            }
        }
    }

    fn cancel_flag(&self) -> Option<&CancelFlag> {
        Some(&self.cancel)
    }
}
