//! `sudoku generate`: new puzzles, unique and minimal by default, reproducible from a seed.
//!
//! Puzzle `i` (0-based) of a run is the engine's `Generator::generate_wanted(i, …)`: it depends
//! only on the seed and the options, so the output is the same byte for byte whatever
//! `--threads` is. The puzzle numbers `0..count` go through the same ordered parallel pipeline
//! as every other command's records (`batch.rs`): output in index order, one slow puzzle never
//! idles the other cores, progress and `--stats` as elsewhere. A puzzle that cannot be made in
//! time is reported in its place on stderr and the others still come out (exit code 1).
//!
//! Without `--seed`, the seed is drawn at random and printed on stderr, so that any run can be
//! repeated.
//!
//! The files: `args.rs` (the options and the engine request they describe), `task.rs` (the
//! engine call for one puzzle), `write.rs` (text, JSON, booklet, error and stats output).

mod args;
mod task;
mod write;

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use anyhow::bail;
use sudoku_engine::CancelFlag;
use sudoku_i18n::tr;

pub use args::{parse_size, random_seed, Args};

use crate::batch;
use crate::output::{Booklet, OutFormat};
use task::GenerateTask;
use write::Writer;

/// Runs `sudoku generate`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    // Refuse impossible requests before anything is printed.
    args.format.check_for(
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
    let pdf = args.format == OutFormat::Pdf;
    if pdf && io::stdout().is_terminal() {
        bail!(tr!("pdf-to-terminal"));
    }
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            eprintln!("{}", tr!("generate-seed", seed = s.to_string()));
            s
        }
    };
    let options = args.batch.options();
    let task = GenerateTask {
        generator: generator.seed(seed),
        wanted: args.wanted(),
        timeout: args.timeout(),
        cancel: CancelFlag::new(),
        writer: Writer {
            format: args.format,
            hole: args.hole,
            with_solution: args.with_solution,
            seed,
            booklet: pdf.then(Booklet::default),
        },
    };
    let summary = batch::run_task(0..args.count, &task, options)?;
    if let Some(booklet) = task.writer.booklet {
        booklet.write(&args.pdf_options())?;
    }
    if args.batch.stats {
        eprintln!(
            "{}",
            write::stats_line(&summary, options.threads.clamp(1, batch::MAX_THREADS))
        );
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
