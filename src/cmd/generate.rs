//! `sudoku generate`: new puzzles, unique and minimal by default, reproducible from a seed.
//!
//! Puzzle `i` (0-based) of a run is the engine's `Generator::generate(i)`: it depends only on
//! the seed and the options, so the output is the same byte for byte whatever `--threads` is.
//! Threads take indices in rounds and the main thread prints each round in index order.
//!
//! Without `--seed`, the seed is drawn at random and printed on stderr, so that any run can be
//! repeated.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use sudoku_engine::format::WriteOptions;
use sudoku_engine::generate::{GenerateError, GenerateOptions, Generated, Generator, Symmetry};
use sudoku_engine::Shape;
use sudoku_engine::{logic, Grid};

use super::BatchArgs;
use crate::output::{self, OutFormat};

/// Puzzles per thread in one round: rounds are short (a few milliseconds of work for 9×9) so
/// output streams, and long enough that the wait at the end of a round is noise.
const ROUND_PER_THREAD: u64 = 64;

/// Generate puzzles: exactly N givens or minimal, unique or not, symmetric, from a seed.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// How many puzzles to make.
    #[arg(long, default_value_t = 1, value_name = "K")]
    count: u64,

    /// Grid size: 4, 6, 8, 9, 12, 16 or 25 (any size with a box shape up to 25 works).
    #[arg(long, default_value_t = 9, value_name = "N", value_parser = parse_size)]
    size: usize,

    /// Exactly this many givens. Without it, givens are removed in random order while the
    /// solution stays unique, so the puzzle is minimal.
    #[arg(long, value_name = "N")]
    clues: Option<usize>,

    /// The puzzle need only be solvable, it may have several solutions (seed 001); needs
    /// --clues.
    #[arg(long, requires = "clues", conflicts_with = "minimal")]
    allow_multiple: bool,

    /// Guarantee that no given (with --symmetry: no symmetric group of givens) can be removed
    /// without losing uniqueness. Puzzles made without --clues always are.
    #[arg(long)]
    minimal: bool,

    /// Symmetry of the givens: mirror is left-right, flip is top-bottom; random draws one per
    /// puzzle among those that allow the given count.
    #[arg(long, value_enum, default_value_t = SymmetryArg::None, value_name = "SYMMETRY")]
    symmetry: SymmetryArg,

    /// Seed: the same seed and options give the same puzzles, on any machine and any number
    /// of threads. Default: a random seed, printed on stderr.
    #[arg(long, value_name = "S")]
    seed: Option<u64>,

    /// Seconds one puzzle may take before the command gives up and says how close it came
    /// [default: 10, and 120 for grids larger than 16×16].
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    timeout: Option<f64>,

    /// Only puzzles of this HoDoKu level (easy, medium, hard, unfair, extreme; 9×9): puzzles
    /// are made and rated until one fits, under --timeout.
    #[arg(long, value_name = "LEVEL", value_parser = parse_level)]
    difficulty: Option<logic::Level>,

    /// Only puzzles whose step-by-step solution uses this technique (e.g. x-wing, xy-wing,
    /// "empty rectangle"; 9×9), under --timeout.
    #[arg(long, value_name = "NAME", value_parser = parse_technique)]
    technique: Option<logic::Technique>,

    /// Print each puzzle's solution after it (line: on the same line, after a space).
    #[arg(long)]
    with_solution: bool,

    /// Output layout.
    #[arg(long, value_enum, default_value_t = OutFormat::Line, value_name = "FORMAT")]
    format: OutFormat,

    /// The character for empty cells in line and boxed output (`0` as in seeds 001 and 004).
    #[arg(long, default_value_t = '.', value_name = "CHAR", value_parser = parse_hole)]
    hole: char,

    #[command(flatten)]
    booklet: output::BookletArgs,

    #[command(flatten)]
    batch: BatchArgs,
}

/// The `--symmetry` choices (the engine's [`Symmetry`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SymmetryArg {
    /// No symmetry.
    None,
    /// Half-turn rotation.
    Rotate180,
    /// Quarter-turn rotation.
    Rotate90,
    /// Left-right mirror.
    Mirror,
    /// Top-bottom flip.
    Flip,
    /// Reflection about the main diagonal.
    Diagonal,
    /// Reflection about the anti-diagonal.
    Antidiagonal,
    /// One of the others, drawn per puzzle.
    Random,
}

impl SymmetryArg {
    /// The engine's symmetry.
    pub fn symmetry(self) -> Symmetry {
        match self {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotate180 => Symmetry::Rotate180,
            SymmetryArg::Rotate90 => Symmetry::Rotate90,
            SymmetryArg::Mirror => Symmetry::Mirror,
            SymmetryArg::Flip => Symmetry::Flip,
            SymmetryArg::Diagonal => Symmetry::Diagonal,
            SymmetryArg::Antidiagonal => Symmetry::AntiDiagonal,
            SymmetryArg::Random => Symmetry::Random,
        }
    }
}

/// Parses `--size`: a size with a box shape, at most 25.
pub fn parse_size(s: &str) -> Result<usize, String> {
    let n: usize = s
        .parse()
        .map_err(|_| format!("{s:?} is not a number (sizes: 4, 6, 8, 9, 12, 16, 25)"))?;
    if n > 25 {
        return Err(format!("size {n} is too large to generate (at most 25)"));
    }
    Shape::for_size(n).map(|_| n).map_err(|e| e.to_string())
}

/// The default time limit per puzzle: 10 s, and 120 s above 16×16, where a minimal 25×25
/// puzzle takes 20 to 40 s of CPU (the last uniqueness checks are slow on grids that sparse);
/// with `--clues` down to about 320, a 25×25 puzzle takes milliseconds.
pub fn default_timeout(size: usize) -> f64 {
    if size > 16 {
        120.0
    } else {
        10.0
    }
}

fn parse_hole(s: &str) -> Result<char, String> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ ('.' | '0' | '_' | '-' | '*')), None) => Ok(c),
        _ => Err("expected one of . 0 _ - *".to_string()),
    }
}

fn parse_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 1e9 => Ok(x),
        _ => Err(format!("{s:?} is not a positive number of seconds")),
    }
}

/// A seed from the operating system's randomness (std's hasher keys are drawn from it).
pub fn random_seed() -> u64 {
    let mut h = RandomState::new().build_hasher();
    h.write_u64(0x5eed);
    h.finish()
}

/// The engine generator these arguments describe.
fn generator(args: &Args) -> anyhow::Result<Generator> {
    let shape = Shape::for_size(args.size)?;
    let options = GenerateOptions {
        clues: args.clues,
        unique: !args.allow_multiple,
        minimal: args.minimal,
        symmetry: args.symmetry.symmetry(),
        seed: args.seed.unwrap_or(0),
        timeout: Duration::from_secs_f64(args.timeout.unwrap_or(default_timeout(args.size))),
    };
    let generator = Generator::with_options(shape, options);
    generator.validate()?;
    Ok(generator)
}

fn parse_level(s: &str) -> Result<logic::Level, String> {
    s.parse::<logic::Level>().map_err(|e| e.to_string())
}

fn parse_technique(s: &str) -> Result<logic::Technique, String> {
    logic::Technique::from_name(s).map_err(|e| e.to_string())
}

/// What a puzzle must need to be kept: a level, a technique, or both.
#[derive(Clone, Copy, Debug)]
struct Wanted {
    level: Option<logic::Level>,
    technique: Option<logic::Technique>,
}

impl Wanted {
    fn is_any(&self) -> bool {
        self.level.is_none() && self.technique.is_none()
    }

    fn describe(&self) -> String {
        match (self.level, self.technique) {
            (Some(l), Some(t)) => format!("{l} puzzle that needs {}", t.name()),
            (Some(l), None) => format!("{l} puzzle"),
            (None, Some(t)) => format!("puzzle that needs {}", t.name()),
            (None, None) => "puzzle".to_string(),
        }
    }

    fn accepts(&self, puzzle: &Grid) -> bool {
        if let Some(t) = self.technique {
            let Ok(mut grid) = logic::CandidateGrid::from_grid(puzzle) else {
                return false;
            };
            let Ok(explanation) = logic::solve_steps(&mut grid) else {
                return false;
            };
            if !explanation.steps.iter().any(|s| s.technique == t) {
                return false;
            }
        }
        self.level
            .is_none_or(|l| logic::rate(puzzle).is_ok_and(|r| r.level == l))
    }
}

/// Why a puzzle could not be made.
#[derive(Debug)]
enum MakeError {
    /// The generator gave up.
    Generate(GenerateError),
    /// No puzzle of the wanted difficulty or technique came up in time.
    NotFound {
        wanted: String,
        tried: u64,
        timeout: Duration,
    },
}

impl std::fmt::Display for MakeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MakeError::Generate(e) => write!(f, "{e}"),
            MakeError::NotFound {
                wanted,
                tried,
                timeout,
            } => write!(
                f,
                "no {wanted} among {tried} puzzles made in {:.1}s",
                timeout.as_secs_f64()
            ),
        }
    }
}

/// Puzzle `index`: the generator's, or with a level or technique wanted, the first of its
/// candidates (each on its own random stream, so output stays reproducible) that fits.
fn make(
    generator: &Generator,
    wanted: Wanted,
    timeout: Duration,
    index: u64,
) -> Result<Generated, MakeError> {
    if wanted.is_any() {
        return generator.generate(index).map_err(MakeError::Generate);
    }
    let started = Instant::now();
    for attempt in 0u64.. {
        let stream = index.wrapping_mul(1 << 24).wrapping_add(attempt);
        let made = generator.generate(stream).map_err(MakeError::Generate)?;
        if wanted.accepts(&made.puzzle) {
            return Ok(made);
        }
        if started.elapsed() > timeout {
            return Err(MakeError::NotFound {
                wanted: wanted.describe(),
                tried: attempt + 1,
                timeout,
            });
        }
    }
    unreachable!("the loop returns")
}

/// Appends one generated puzzle in `format`.
fn push_generated(
    args: &Args,
    format: OutFormat,
    seed: u64,
    index: u64,
    g: &Generated,
    out: &mut String,
) {
    let opts = WriteOptions { hole: args.hole };
    if format == OutFormat::Json {
        let mut v = json!({
            "index": index,
            "seed": seed,
            "puzzle": output::line_string(&g.puzzle),
            "grid": output::json_rows(&g.puzzle),
            "clues": g.puzzle.given_count(),
            "symmetry": g.symmetry.name(),
        });
        if args.with_solution {
            v["solution"] = json!(output::line_string(&g.solution));
        }
        output::push_json(&v, out);
        return;
    }
    output::begin_record(format, index, out);
    if format == OutFormat::Line && args.with_solution {
        sudoku_engine::format::write_grid(&g.puzzle, format.text_format(), opts, out);
        out.push(' ');
        output::push_grid(&g.solution, format, opts, out);
        return;
    }
    output::push_grid(&g.puzzle, format, opts, out);
    if args.with_solution {
        out.push('\n');
        output::push_grid(&g.solution, format, opts, out);
    }
}

/// Makes puzzles `range` on `threads` threads; the results come back in index order.
fn make_round(
    generator: &Generator,
    wanted: Wanted,
    timeout: Duration,
    start: u64,
    end: u64,
    threads: usize,
) -> Vec<Result<Generated, MakeError>> {
    if threads <= 1 || end - start <= 1 {
        return (start..end)
            .map(|i| make(generator, wanted, timeout, i))
            .collect();
    }
    let next = AtomicU64::new(start);
    let results: Mutex<Vec<Option<Result<Generated, MakeError>>>> =
        Mutex::new((start..end).map(|_| None).collect());
    thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= end {
                    break;
                }
                let made = make(generator, wanted, timeout, i);
                if let Ok(mut slots) = results.lock() {
                    slots[(i - start) as usize] = Some(made);
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

fn progress_bar(args: &Args) -> Option<ProgressBar> {
    if args.batch.no_progress || args.count < 2 || !io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new(args.count);
    if let Ok(style) = ProgressStyle::with_template(
        "{bar:40} {human_pos}/{human_len} puzzles, {elapsed}, eta {eta}",
    ) {
        bar.set_style(style);
    }
    Some(bar)
}

/// Runs `sudoku generate`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    // Refuse impossible requests before anything is printed.
    let generator = generator(&args)?;
    let booklet = (args.format == OutFormat::Pdf).then(output::Booklet::default);
    if booklet.is_some() && io::stdout().is_terminal() {
        bail!("refusing to write a PDF to the terminal: redirect the output to a file (> booklet.pdf)");
    }
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            eprintln!("seed {s} (repeat this run with --seed {s})");
            s
        }
    };
    let generator = generator.seed(seed);
    let wanted = Wanted {
        level: args.difficulty,
        technique: args.technique,
    };
    if !wanted.is_any() && args.size != 9 {
        bail!("--difficulty and --technique are calibrated for 9×9 puzzles only");
    }
    if !wanted.is_any() && args.allow_multiple {
        bail!("--difficulty and --technique need unique puzzles (drop --allow-multiple)");
    }
    let timeout = Duration::from_secs_f64(args.timeout.unwrap_or(default_timeout(args.size)));
    let format = args.format;
    let threads = args.batch.options().threads.max(1);
    let bar = progress_bar(&args);
    let started = Instant::now();
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    let mut start = 0;
    while start < args.count {
        let end = args
            .count
            .min(start.saturating_add(ROUND_PER_THREAD * threads as u64));
        let mut text = String::new();
        let mut failure = None;
        for (i, made) in (start..).zip(make_round(&generator, wanted, timeout, start, end, threads))
        {
            match made {
                Ok(g) => match &booklet {
                    Some(b) => {
                        let mut entry = sudoku_render::BookletPuzzle::new(g.puzzle.clone());
                        entry.solution = Some(g.solution.clone());
                        entry.seed = Some(seed);
                        entry.index = Some(i + 1);
                        b.add_entry(i, entry);
                    }
                    None => push_generated(&args, format, seed, i, &g, &mut text),
                },
                Err(e) => {
                    failure = Some((i, e));
                    break;
                }
            }
        }
        stdout.write_all(text.as_bytes())?;
        if let Some((i, e)) = failure {
            stdout.flush()?;
            if let Some(bar) = &bar {
                bar.finish_and_clear();
            }
            let hint = match e {
                MakeError::Generate(GenerateError::TimedOut { .. })
                | MakeError::NotFound { .. } => "; a longer --timeout may find one",
                _ => "",
            };
            bail!("puzzle {}: {e}{hint}", i + 1);
        }
        if let Some(bar) = &bar {
            bar.set_position(end);
        }
        start = end;
    }
    stdout.flush().context("writing the puzzles")?;
    drop(stdout);
    if let Some(b) = booklet {
        b.write(&args.booklet.pdf_options())?;
    }
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    if args.batch.stats {
        let secs = started.elapsed().as_secs_f64();
        let rate = if secs > 0.0 {
            args.count as f64 / secs
        } else {
            0.0
        };
        eprintln!(
            "stats: {} puzzles, {secs:.3} s, {rate:.0} puzzles/s, {threads} threads",
            args.count
        );
    }
    Ok(ExitCode::SUCCESS)
}
