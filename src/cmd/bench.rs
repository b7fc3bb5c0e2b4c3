//! `sudoku bench`: times the engine alone over puzzle files, like tdoku's benchmark table.
//!
//! Paths are read as every other command reads them (files, directories, `-` for standard
//! input, none for standard input), and each source is one row of the table. Each source is
//! read and parsed first; then the solver runs over all its puzzles repeatedly,
//! single-threaded, until `--min-time` has passed (at least three passes), keeping each
//! puzzle's first solution as `solve` does. The table gives
//! the median pass: puzzles per second, microseconds per puzzle, the share of puzzles solved
//! without guessing (a puzzle with no solution is not solved, guesses or not) and the guesses
//! per puzzle. With `--shuffle SEED` each 9×9 puzzle is first replaced by a random equivalent
//! copy (the same puzzle in another orientation, with its digits relabelled), so that a
//! solver's speed can be compared across orientations.

use std::hint::black_box;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use sudoku_engine::canon::Transform;
use sudoku_engine::{Grid, KeepFirst, Solver};
use sudoku_i18n::tr;

use super::puzzle_args::BackendArg;
use crate::input::{InputArgs, RecordReader};
use crate::output;

/// Benchmark the solver on puzzle files (one thread, engine only: no reading or writing).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Puzzle files (any supported format), directories (every file inside, subdirectories
    /// too; one table row per file) or `-` for standard input. Without paths, standard input
    /// is read.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,

    /// `unique`: find the solution and prove there is no other (count up to 2);
    /// `first`: stop at the first solution.
    #[arg(long, value_enum, default_value_t = BenchMode::Unique)]
    mode: BenchMode,

    /// Minimum time per file, in seconds.
    #[arg(long, default_value_t = 1.0, value_name = "SECS")]
    min_time: f64,

    /// The solver back end.
    #[arg(long, value_enum, default_value_t = BackendArg::Auto)]
    backend: BackendArg,

    /// Solve random equivalent copies instead: puzzle `i` of each file (from 0) becomes its
    /// copy by the transformation `SEED` draws for `i`, the one `sudoku transform --seed SEED`
    /// prints for it. 9×9 puzzles only.
    #[arg(long, value_name = "SEED")]
    shuffle: Option<u64>,
}

/// What the benchmark asks of the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchMode {
    /// Stop at the first solution.
    First,
    /// Prove uniqueness: count up to two solutions.
    Unique,
}

/// A source's name and its puzzles.
type Source = (Arc<str>, Vec<Grid>);

/// The puzzles of each source, in order: bad records and sources that cannot be read are
/// reported on stderr and left out. The second value: whether any source or record was bad.
fn load(paths: Vec<PathBuf>) -> (Vec<Source>, bool) {
    let input = InputArgs {
        paths,
        ..InputArgs::default()
    };
    let mut sources: Vec<Source> = Vec::new();
    let mut bad = false;
    for item in RecordReader::new(&input) {
        let rec = match item {
            Ok(rec) => rec,
            Err(e) => {
                eprintln!("{}", e.message());
                bad |= e.is_error();
                continue;
            }
        };
        if sources.last().is_none_or(|(name, _)| *name != rec.source) || rec.naming.first {
            sources.push((rec.source.clone(), Vec::new()));
        }
        match rec.parse() {
            Ok(g) => sources.last_mut().map_or((), |(_, grids)| grids.push(g)),
            Err(e) => {
                let error = output::describe_error(&rec, &e);
                eprintln!("warning: {}", tr!("bench-skipped", error = error));
                bad = true;
            }
        }
    }
    (sources, bad)
}

/// Each puzzle `i` of `grids` replaced by its copy under `Transform::random(seed, i)`; the
/// number (from 1) of the first puzzle that has no such copy (not 9×9) is the error.
fn shuffle(grids: &mut [Grid], seed: u64) -> Result<(), usize> {
    for (i, g) in grids.iter_mut().enumerate() {
        *g = Transform::random(seed, i as u64)
            .apply(g)
            .map_err(|_| i + 1)?;
    }
    Ok(())
}

/// Runs `sudoku bench`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let solver = Solver::new().backend(args.backend.backend());
    let limit = match args.mode {
        BenchMode::First => 1,
        BenchMode::Unique => 2,
    };
    let min_time = Duration::from_secs_f64(args.min_time.max(0.0));
    let (mut sources, bad) = load(args.paths);
    if sources.is_empty() {
        eprintln!("warning: {}", tr!("no-puzzles-read"));
    }
    if let Some(seed) = args.shuffle {
        for (source, grids) in &mut sources {
            if let Err(puzzle) = shuffle(grids, seed) {
                anyhow::bail!(tr!(
                    "bench-shuffle-size",
                    source = source.to_string(),
                    puzzle = puzzle
                ));
            }
        }
    }
    let mut out = crate::sink::Stdout;
    writeln!(
        out,
        "{:<32} {:>9} {:>12} {:>10} {:>10} {:>10}",
        "file", "puzzles", "puzzles/s", "µs/puzzle", "no guess", "guesses"
    )?;
    for (source, grids) in &sources {
        if grids.is_empty() {
            let source = source.to_string();
            eprintln!("warning: {}", tr!("bench-no-puzzles", source = source));
            continue;
        }
        // One pass for the statistics, which also warms caches.
        let (mut guesses, mut no_guess, mut unsolvable) = (0u64, 0u64, 0u64);
        // Each first solution is kept, as `solve` keeps it: a visitor that only counted would
        // let the 9×9 solver guess the cheaper way (no one would see which solution comes
        // first), and the table would time another search than the one `solve` runs.
        let mut first = Vec::new();
        for g in grids {
            first.resize(g.values().len(), 0);
            let s = solver.search(g, limit, &mut KeepFirst::new(&mut first));
            guesses += s.guesses;
            no_guess += u64::from(s.guesses == 0 && s.solutions > 0);
            unsolvable += u64::from(s.solutions == 0);
        }
        if unsolvable > 0 {
            let (source, count) = (source.to_string(), unsolvable);
            eprintln!(
                "warning: {}",
                tr!("bench-unsolvable", source = source, count = count)
            );
        }
        let mut passes = Vec::new();
        let start = Instant::now();
        while passes.len() < 3 || start.elapsed() < min_time {
            let t = Instant::now();
            for g in grids {
                first.resize(g.values().len(), 0);
                black_box(solver.search(black_box(g), limit, &mut KeepFirst::new(&mut first)));
            }
            passes.push(t.elapsed());
        }
        passes.sort();
        let median = passes[passes.len() / 2].as_secs_f64();
        let n = grids.len() as f64;
        let name = source;
        writeln!(
            out,
            "{:<32} {:>9} {:>12.0} {:>10.2} {:>9.1}% {:>10.2}",
            name,
            grids.len(),
            n / median,
            median * 1e6 / n,
            100.0 * no_guess as f64 / n,
            guesses as f64 / n
        )?;
    }
    Ok(ExitCode::from(if bad { 2 } else { 0 }))
}
