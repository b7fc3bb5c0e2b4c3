//! `sudoku bench`: times the engine alone over puzzle files, like tdoku's benchmark table.
//!
//! Each file is read and parsed first; then the solver runs over all its puzzles repeatedly,
//! single-threaded, until `--min-time` has passed (at least three passes). The table gives
//! the median pass: puzzles per second, microseconds per puzzle, the share of puzzles solved
//! without guessing and the guesses per puzzle. With `--shuffle SEED` each 9×9 puzzle is
//! first replaced by a random equivalent copy (the same puzzle in another orientation, with
//! its digits relabelled), so that a solver's speed can be compared across orientations.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use sudoku_engine::canon::Transform;
use sudoku_engine::{format, CountVisitor, Grid, Solver};

use super::solve::BackendArg;

/// Benchmark the solver on puzzle files (one thread, engine only: no reading or writing).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Puzzle files (any supported format).
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,

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

fn load(path: &PathBuf) -> anyhow::Result<Vec<Grid>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut splitter = format::RecordSplitter::new(None);
    let mut records: Vec<_> = text.lines().filter_map(|l| splitter.push(l)).collect();
    records.extend(splitter.finish());
    let mut grids = Vec::with_capacity(records.len());
    for r in records {
        match format::parse_record(&r.text, r.format, r.line) {
            Ok(g) => grids.push(g),
            Err(e) => eprintln!("warning: {}: skipped: {e}", path.display()),
        }
    }
    Ok(grids)
}

/// Each puzzle `i` of `grids` replaced by its copy under `Transform::random(seed, i)`.
fn shuffle(grids: Vec<Grid>, seed: u64, path: &std::path::Path) -> anyhow::Result<Vec<Grid>> {
    grids
        .iter()
        .enumerate()
        .map(|(i, g)| {
            Transform::random(seed, i as u64)
                .apply(g)
                .with_context(|| format!("{}: puzzle {}: cannot shuffle", path.display(), i + 1))
        })
        .collect()
}

/// Runs `sudoku bench`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let solver = Solver::new().backend(args.backend.backend());
    let limit = match args.mode {
        BenchMode::First => 1,
        BenchMode::Unique => 2,
    };
    let min_time = Duration::from_secs_f64(args.min_time.max(0.0));
    println!(
        "{:<32} {:>9} {:>12} {:>10} {:>10} {:>10}",
        "file", "puzzles", "puzzles/s", "µs/puzzle", "no guess", "guesses"
    );
    for path in &args.files {
        let mut grids = load(path)?;
        if let Some(seed) = args.shuffle {
            grids = shuffle(grids, seed, path)?;
        }
        if grids.is_empty() {
            eprintln!("warning: {}: no puzzles", path.display());
            continue;
        }
        // One pass for the statistics, which also warms caches.
        let (mut guesses, mut no_guess) = (0u64, 0u64);
        for g in &grids {
            let s = solver.search(g, limit, &mut CountVisitor);
            guesses += s.guesses;
            no_guess += u64::from(s.guesses == 0);
        }
        let mut passes = Vec::new();
        let start = Instant::now();
        while passes.len() < 3 || start.elapsed() < min_time {
            let t = Instant::now();
            for g in &grids {
                black_box(solver.search(black_box(g), limit, &mut CountVisitor));
            }
            passes.push(t.elapsed());
        }
        passes.sort();
        let median = passes[passes.len() / 2].as_secs_f64();
        let n = grids.len() as f64;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        );
        println!(
            "{:<32} {:>9} {:>12.0} {:>10.2} {:>9.1}% {:>10.2}",
            name,
            grids.len(),
            n / median,
            median * 1e6 / n,
            100.0 * no_guess as f64 / n,
            guesses as f64 / n
        );
    }
    Ok(ExitCode::SUCCESS)
}
