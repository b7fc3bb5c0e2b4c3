//! `sudoku generate`: new puzzles, unique and minimal by default, reproducible from a seed.
//!
//! Puzzle `i` (0-based) of a run is the engine's `Generator::generate_wanted(i, …)`: it depends
//! only on the seed and the options, so the output is the same byte for byte whatever
//! `--threads` is. The puzzle numbers `0..count` go through the same ordered parallel pipeline
//! as every other command's records (`batch.rs`): output in index order, one slow puzzle never
//! idles the other cores, progress and `--stats` as elsewhere. A puzzle that cannot be made
//! within `--puzzle-timeout` is reported in its place on stderr and the others still come out
//! (exit code 1). `--timeout` is the whole command's deadline: every puzzle's budget holds it,
//! so the puzzles in progress stop within milliseconds, no new one starts, the finished ones
//! are printed, and one last line on stderr names the puzzles not made (exit code 1).
//!
//! Without `--seed`, the seed is drawn at random and printed on stderr, so that any run can be
//! repeated.
//!
//! With `--variant KIND[,KIND…]` the puzzles are variant puzzles (killer, jigsaw, ...) from the
//! engine's `variant::generate`, through the same pipeline (`variant.rs`).
//!
//! The files: `args.rs` (the options and the engine request they describe), `task.rs` (the
//! engine call for one puzzle), `write.rs` (text, JSON, booklet, error and stats output),
//! `variant.rs` (variant puzzles: the options they refuse, the task and its output).

mod args;
mod task;
mod variant;
mod write;

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

use anyhow::bail;
use sudoku_engine::CancelFlag;
use sudoku_i18n::tr;

pub use args::Args;

use crate::batch;
use crate::output::{Booklet, OutFormat};
use task::{GenerateTask, Numbers};
use write::Writer;

/// Runs `sudoku generate`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let deadline = args.timeout().and_then(|t| started.checked_add(t));
    if !args.variant.is_empty() {
        return variant::run(args, deadline);
    }
    // Refuse impossible requests before anything is printed.
    args.format().check_for(
        "generate",
        &[
            OutFormat::Line,
            OutFormat::Grid,
            OutFormat::Boxed,
            OutFormat::Json,
            OutFormat::Svg,
            OutFormat::Pdf,
        ],
    )?;
    let generator = args.generator()?;
    let pdf = args.format() == OutFormat::Pdf;
    if pdf && crate::sink::is_terminal() {
        bail!(tr!("pdf-to-terminal"));
    }
    let seed = seed(&args);
    let options = args.batch.options();
    let task = GenerateTask {
        generator: generator.seed(seed),
        wanted: args.wanted(),
        deadline,
        puzzle_timeout: args.puzzle_timeout(),
        cancel: CancelFlag::new(),
        writer: Writer {
            format: args.format(),
            hole: args.hole,
            with_solution: args.with_solution,
            seed,
            level: args.difficulty,
            booklet: pdf.then(Booklet::default),
        },
        cut_short: Mutex::new(Vec::new()),
    };
    let summary = batch::run_task(Numbers::upto(args.count, deadline), &task, options)?;
    if let Some(booklet) = task.writer.booklet {
        booklet.write(&args.pdf_options())?;
    }
    Ok(finish(&args, &summary, task.cut_short, options))
}

/// The run's seed: `--seed`, or a random one, printed on stderr so that the run can be
/// repeated.
fn seed(args: &Args) -> u64 {
    match args.seed {
        Some(s) => s,
        None => {
            let s = crate::cmd::puzzle_args::random_seed();
            eprintln!("{}", tr!("generate-seed", seed = s.to_string()));
            s
        }
    }
}

/// The end of a run, classic or variant: the `--stats` line, the line naming the puzzles not
/// made when `--timeout` stopped the run, and the exit code.
fn finish(
    args: &Args,
    summary: &crate::chunk::Summary,
    cut_short: Mutex<Vec<u64>>,
    options: batch::BatchOptions,
) -> ExitCode {
    if args.batch.stats {
        eprintln!(
            "{}",
            write::stats_line(summary, options.threads.clamp(1, batch::MAX_THREADS))
        );
    }
    if let Some(limit) = args.timeout {
        // The numbers never begun are the last ones: `records` of them were begun.
        let mut cut = cut_short.into_inner().unwrap_or_default();
        let never_begun = summary.tally.records..args.count;
        if !cut.is_empty() || !never_begun.is_empty() {
            let made = summary.tally.solved;
            let line = write::stopped_line(limit, made, args.count, &mut cut, never_begun);
            eprintln!("{line}");
            return ExitCode::from(1);
        }
    }
    ExitCode::from(summary.tally.exit_code())
}
