//! `sudoku generate`'s arguments: what they are, how they are read, and the engine request
//! they describe.

use std::time::Duration;

use sudoku_engine::generate::{GenerateOptions, Generator, Symmetry, Wanted};
use sudoku_engine::variant::generate::VariantKind;
use sudoku_engine::{logic, Shape};
use sudoku_i18n::{tr, Localize};

use crate::cmd::puzzle_args::parse_size;
use crate::cmd::time_limit::parse_secs;
use crate::cmd::BatchArgs;
use crate::output::{self, OutFormat};

/// The formats `generate` writes.
const FORMATS: output::FormatChoices = &[
    (OutFormat::Line, ""),
    (OutFormat::Grid, ""),
    (OutFormat::Boxed, ""),
    (OutFormat::Json, ""),
    (OutFormat::Svg, ""),
    (OutFormat::Pdf, ""),
    (OutFormat::Csv, ""),
    (OutFormat::Fpuzzles, ""),
    (OutFormat::Sudokupad, ""),
];

/// Generate puzzles: exactly N givens or minimal, unique or not, symmetric, from a seed.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// How many puzzles to make.
    #[arg(long, default_value_t = 1, value_name = "K")]
    pub(super) count: u64,

    /// Grid size: 4, 6, 8, 9, 12, 16, 25, or any other size with a box shape up to 32 (a
    /// minimal puzzle above 16×16 can take minutes; with --clues it takes milliseconds).
    #[arg(long, default_value_t = 9, value_name = "N", value_parser = parse_size)]
    pub(super) size: usize,

    /// Exactly this many givens. Without it, givens are removed in random order while the
    /// solution stays unique, so the puzzle is minimal.
    #[arg(long, value_name = "N")]
    pub(super) clues: Option<usize>,

    /// The puzzle need only be solvable, it may have several solutions; needs --clues.
    #[arg(long, requires = "clues", conflicts_with = "minimal")]
    pub(super) allow_multiple: bool,

    /// Guarantee that no given (with --symmetry: no symmetric group of givens) can be removed
    /// without losing uniqueness. Puzzles made without --clues always are.
    #[arg(long)]
    pub(super) minimal: bool,

    /// Symmetry of the givens: mirror is left-right, flip is top-bottom; random draws one per
    /// puzzle among those that allow the given count.
    #[arg(long, value_enum, default_value_t = SymmetryArg::None, value_name = "SYMMETRY")]
    pub(super) symmetry: SymmetryArg,

    /// Seed: the same seed and options give the same puzzles, on any machine and any number
    /// of threads. Default: a random seed, printed on stderr.
    #[arg(long, value_name = "S")]
    pub(super) seed: Option<u64>,

    /// Stop the whole command after SECS seconds: the puzzles finished by then are printed,
    /// the puzzles in progress stop within milliseconds, and the command exits with code 1
    /// saying how many were made. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    pub(super) timeout: Option<f64>,

    /// Seconds one puzzle may take before it is given up: an error naming it goes to stderr
    /// and the other puzzles are still made [default: 30 for requests that may never be met
    /// (--clues, --difficulty, --technique, --variant), no limit otherwise].
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    pub(super) puzzle_timeout: Option<f64>,

    /// Only puzzles of exactly this HoDoKu level (easy, medium, hard, unfair, extreme; sizes
    /// up to 9×9): puzzles are made and rated until one fits, under --puzzle-timeout.
    #[arg(long, value_name = "LEVEL", value_parser = parse_level)]
    pub(super) difficulty: Option<logic::Level>,

    /// Only puzzles whose step-by-step solution uses this technique (e.g. x-wing, xy-wing,
    /// "empty rectangle"; sizes up to 9×9), under --puzzle-timeout.
    #[arg(long, value_name = "NAME", value_parser = parse_technique)]
    pub(super) technique: Option<logic::Technique>,

    /// Print each puzzle's solution after it (line: on the same line, after a space).
    #[arg(long)]
    pub(super) with_solution: bool,

    /// Output layout.
    #[arg(long, value_name = "FORMAT", value_parser = output::FormatParser(FORMATS))]
    pub(super) format: Option<OutFormat>,

    /// The character for empty cells in line and boxed output (`.`, or `0` for programs that
    /// want digits only).
    #[arg(long, default_value_t = '.', value_name = "CHAR", value_parser = parse_hole)]
    pub(super) hole: char,

    /// Variant puzzles of these kinds, joined by commas: killer, killer-minimal (cages over
    /// part of the grid), jigsaw, x, windoku, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, kropki-minimal, xv,
    /// xv-minimal, little-killer, sandwich, whispers, renban (e.g. killer,anti-knight); sizes 4,
    /// 6 and 9 (windoku 9 only; xv 6 and 9); --format json
    /// (default), fpuzzles, sudokupad, csv, svg or pdf.
    #[arg(long, value_name = "KIND[,KIND...]", value_delimiter = ',', value_parser = parse_kind)]
    pub(super) variant: Vec<VariantKind>,

    #[command(flatten)]
    pub(super) booklet: output::BookletArgs,

    #[command(flatten)]
    pub(super) batch: BatchArgs,
}

/// What `--help` says after the options: what happens when a puzzle cannot be made.
const AFTER_HELP: &str = "\
Puzzle i of a run depends only on the seed, the options and i: the same seed gives the same \
output byte for byte, whatever --threads is.

If a puzzle cannot be made within --puzzle-timeout (too few givens asked for, or no puzzle of \
the wanted level or technique turned up), an error naming it goes to stderr in its place \
(`error: puzzle N: ...`), the other puzzles are still made and printed, so fewer than --count \
come out, and the exit code is 1. With --timeout the whole command stops at that time: the \
puzzles finished are printed, the others are named on stderr (`error: stopped at the time \
limit ...`), and the exit code is 1. Impossible requests (below the proven minimum of givens, \
more givens than cells, a minimal puzzle with every cell given, a count the symmetry cannot \
make) are refused before any work, with exit code 2.";

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

/// The default time limit per puzzle, for requests that may never be met (a given count, a
/// level, a technique): a hunt that long has almost surely met a request it can meet (a 9×9
/// puzzle with 18 givens takes a few seconds). A minimal puzzle without a given count always
/// comes out, at every size, so it has no default limit. Variant puzzles (`--variant`) have
/// it: rules that may leave no grid are drawn again until the attempts run out.
pub const DEFAULT_PUZZLE_TIMEOUT: f64 = 30.0;

fn parse_hole(s: &str) -> Result<char, String> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ ('.' | '0' | '_' | '-' | '*')), None) => Ok(c),
        _ => Err(tr!("hole-expected")),
    }
}

fn parse_kind(s: &str) -> Result<VariantKind, String> {
    s.parse::<VariantKind>().map_err(|e| e.to_string())
}

fn parse_level(s: &str) -> Result<logic::Level, String> {
    s.parse::<logic::Level>()
        .map_err(|e| e.localize(sudoku_i18n::lang()))
}

fn parse_technique(s: &str) -> Result<logic::Technique, String> {
    logic::Technique::from_name(s).map_err(|e| e.localize(sudoku_i18n::lang()))
}

impl Args {
    /// The time one puzzle may take: `--puzzle-timeout`, or the default for the request.
    pub(super) fn puzzle_timeout(&self) -> Option<Duration> {
        let open_ended = self.clues.is_some()
            || self.difficulty.is_some()
            || self.technique.is_some()
            || !self.variant.is_empty();
        match self.puzzle_timeout {
            Some(secs) => Some(Duration::from_secs_f64(secs)),
            None if open_ended => Some(Duration::from_secs_f64(DEFAULT_PUZZLE_TIMEOUT)),
            None => None,
        }
    }

    /// The output layout: `--format`, by default `line` (`json` for variant puzzles).
    pub(super) fn format(&self) -> OutFormat {
        self.format.unwrap_or(if self.variant.is_empty() {
            OutFormat::Line
        } else {
            OutFormat::Json
        })
    }

    /// The time the whole command may take: `--timeout`.
    pub(super) fn timeout(&self) -> Option<Duration> {
        self.timeout.map(Duration::from_secs_f64)
    }

    /// What the puzzles must need: `--difficulty` and `--technique`.
    pub(super) fn wanted(&self) -> Wanted {
        Wanted {
            level: self.difficulty,
            technique: self.technique,
        }
    }

    /// The engine generator these arguments describe, checked: impossible requests are
    /// refused here, before anything is printed. Without `--seed` its seed is 0, for the
    /// caller to replace with a random one once the request is known to be possible.
    ///
    /// # Errors
    ///
    /// The engine's refusal of an impossible request.
    pub(super) fn generator(&self) -> anyhow::Result<Generator> {
        let shape = Shape::for_size(self.size)?;
        let options = GenerateOptions {
            clues: self.clues,
            unique: !self.allow_multiple,
            minimal: self.minimal,
            symmetry: self.symmetry.symmetry(),
            seed: self.seed.unwrap_or(0),
        };
        let generator = Generator::with_options(shape, options);
        generator.validate_wanted(self.wanted())?;
        Ok(generator)
    }

    /// The booklet's page options, for `--format pdf`.
    pub(super) fn pdf_options(&self) -> sudoku_render::PdfOptions {
        self.booklet.pdf_options()
    }
}
