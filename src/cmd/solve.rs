//! `sudoku solve`: the solution of each puzzle.

pub(crate) mod all;

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::format::Format;
use sudoku_engine::{Budget, Mode, Outcome, Solver};
use sudoku_i18n::{lang, tr, Lang, Localize};
use sudoku_render::SvgOptions;

use super::puzzle_args::BackendArg;
use super::BatchArgs;
use crate::chunk::{FileNames, Output};
use crate::input::{InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, CsvOut, OutFormat, OutputArgs};
use crate::records::{self, Job};

/// Solve puzzles: print each one's solution, or `no solution` with the reason.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    output: OutputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Stop at the first solution, without proving it is the only one (faster).
    #[arg(long, conflicts_with_all = ["require_unique", "all"])]
    first: bool,

    /// Treat a puzzle with several solutions as an error (exit code 1).
    #[arg(long)]
    require_unique: bool,

    /// Print every solution, up to --limit, each followed by nothing else; a `#` comment line
    /// before each puzzle's solutions gives their count or, when --limit is above 10⁷ and the
    /// puzzle has more than 1,024 solutions, says that their count comes after them, in a last
    /// `#` line.
    #[arg(long)]
    all: bool,

    /// With --all: the most solutions to print per puzzle (at least 1).
    #[arg(long, default_value_t = 10, requires = "all", value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,

    /// The solver back end (for comparisons and tests).
    #[arg(long, value_enum, default_value_t = BackendArg::Auto, hide = true)]
    backend: BackendArg,
}

/// The columns `--format csv` appends: the solution (empty when there is none), the status
/// (`unique`, `found` with --first, `multiple`, `no solution`) and the error of a bad row.
const CSV_COLUMNS: &[&str] = &["solution", "status", "error"];

struct SolveJob {
    booklet: output::Booklet,
    csv: Option<CsvOut>,
    solver: Solver,
    output: OutputArgs,
    /// The output layout of the whole run: `--format`, else the first record's layout.
    layout: OutFormat,
    require_unique: bool,
    all: Option<u64>,
    /// Unique or first, for variant puzzles (the classic solver carries its own).
    mode: Mode,
    /// The warning after a puzzle with several solutions, in the run's language: translated
    /// once, since on some files every record has several solutions (on serg-benchmark a
    /// translation a record was 2% of the run), and only when first needed, since the first
    /// translation reads the language's whole catalog (1.6 M instructions, a sixth of the
    /// time `solve` takes on a file of 10,000 easy puzzles).
    several_printed_first: std::sync::OnceLock<String>,
}

impl SolveJob {
    fn write_solution(
        &self,
        index: u64,
        format: OutFormat,
        rec: &InputRecord,
        puzzle: &Puzzle,
        outcome: &Outcome,
        out: &mut Output,
    ) {
        let why = |lang: Lang| puzzle.why_no_solution().localize(lang);
        let variant = matches!(puzzle, Puzzle::Variant(_));
        if matches!(format, OutFormat::Fpuzzles | OutFormat::Sudokupad) {
            // The puzzle's link, carrying the solution found (none without one).
            out.stdout
                .push_str(&output::link(puzzle, outcome.solution(), format));
            out.stdout.push('\n');
            return;
        }
        let puzzle = puzzle.givens();
        if variant && matches!(format, OutFormat::Pdf | OutFormat::Svg) {
            // Pictures would leave the rules out: say so rather than draw a classic grid.
            out.stderr.push_str(&format!(
                "error: {}: {}\n",
                rec.location(),
                tr!("variant-no-picture")
            ));
            out.tally.invalid += 1;
            return;
        }
        let opts = self.output.write_options();
        match (format, outcome.solution()) {
            (OutFormat::Pdf, Some(solution)) => {
                return self.booklet.add(index, puzzle, Some(solution))
            }
            (OutFormat::Pdf, None) => {
                // A booklet has no line to say it in: stderr does, and the puzzle stays out.
                let why = why(lang());
                out.stderr.push_str(&format!(
                    "warning: {}: {}\n",
                    rec.location(),
                    tr!("solve-left-out", reason = why)
                ));
                return;
            }
            (OutFormat::Svg, Some(g)) => {
                return output::push_svg(g, SvgOptions::default().givens(puzzle), &mut out.stdout)
            }
            _ => {}
        }
        if format == OutFormat::Json {
            let (status, solution) = match outcome {
                Outcome::Unique(g) => ("unique", Some(g)),
                Outcome::Multiple(g) => ("multiple", Some(g)),
                Outcome::Found(g) => ("found", Some(g)),
                Outcome::NoSolution { .. } => ("no solution", None),
            };
            let mut v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(puzzle),
                "status": status,
            });
            if let Some(g) = solution {
                v["solution"] = json!(output::line_string(g));
                v["grid"] = output::json_rows(g);
            }
            if let Outcome::NoSolution { .. } = outcome {
                v["reason"] = json!(why(Lang::En));
            }
            output::push_json(&v, &mut out.stdout);
            return;
        }
        match outcome {
            Outcome::NoSolution { .. } => {
                out.stdout
                    .push_str(&tr!("no-solution-reason", reason = why(lang())));
                out.stdout.push('\n');
            }
            Outcome::Multiple(_) if self.require_unique => {
                out.stdout.push_str(&tr!("several-solutions"));
                out.stdout.push('\n');
            }
            Outcome::Unique(g) | Outcome::Multiple(g) | Outcome::Found(g) => {
                output::push_grid(g, format, opts, &mut out.stdout);
            }
        }
    }

    /// Counts `outcome` in the tally, with a warning or an error for several solutions.
    fn count(&self, rec: &InputRecord, outcome: &Outcome, out: &mut Output) {
        match outcome {
            Outcome::Unique(_) | Outcome::Found(_) => out.tally.solved += 1,
            Outcome::Multiple(_) => {
                out.tally.multiple += 1;
                if self.require_unique {
                    out.tally.failed += 1;
                    out.stderr.push_str(&format!(
                        "error: {}: {}\n",
                        rec.location(),
                        tr!("check-puzzle-several")
                    ));
                } else {
                    // Written piece by piece: on files where every puzzle has several solutions
                    // this line is printed as often as the solution itself.
                    out.stderr.push_str("warning: ");
                    out.stderr.push_str(&rec.source);
                    out.stderr.push(':');
                    out.stderr.push_str(itoa::Buffer::new().format(rec.line));
                    out.stderr.push_str(": ");
                    out.stderr.push_str(
                        self.several_printed_first
                            .get_or_init(|| tr!("several-solutions-printed-first")),
                    );
                    out.stderr.push('\n');
                }
            }
            Outcome::NoSolution { conflict } => {
                out.tally.no_solution += 1;
                out.tally.failed += 1;
                if let Some(c) = conflict {
                    output::report_clash(rec, c, out);
                }
            }
        }
    }

    /// `--format csv` and `tsv`: the row, then the solution and the status.
    fn run_csv(&self, csv: &CsvOut, index: u64, rec: &InputRecord, out: &mut Output) {
        let puzzle = match rec.parse_puzzle() {
            Ok(p) => p,
            Err(e) => return csv.invalid(rec, index, &e, out),
        };
        let outcome = self.outcome(rec, &puzzle, out);
        self.count(rec, &outcome, out);
        let puzzle = puzzle.givens();
        let (status, solution) = match &outcome {
            Outcome::Unique(g) => ("unique", Some(g)),
            Outcome::Found(g) => ("found", Some(g)),
            Outcome::Multiple(_) if self.require_unique => ("multiple", None),
            Outcome::Multiple(g) => ("multiple", Some(g)),
            Outcome::NoSolution { .. } => ("no solution", None),
        };
        let solution = solution.map(output::line_string).unwrap_or_default();
        csv.row(
            rec,
            index,
            &[&solution, status, ""],
            Some(puzzle),
            &mut out.stdout,
        );
    }

    /// Solves a classic grid with the job's solver, a variant puzzle under its rules (with
    /// the notes on what its file carries).
    fn outcome(&self, rec: &InputRecord, puzzle: &Puzzle, out: &mut Output) -> Outcome {
        match puzzle {
            Puzzle::Classic(g) => self.solver.solve(g),
            Puzzle::Variant(p) => {
                crate::variant::note_unused(rec, p, out);
                let outcome = p
                    .solve(self.mode, &Budget::unlimited())
                    .unwrap_or(Outcome::NoSolution { conflict: None });
                let proved = match &outcome {
                    Outcome::Unique(g) => Some(g),
                    _ => None,
                };
                crate::variant::check_own_solution(rec, p, proved, out);
                outcome
            }
        }
    }
}

impl Job for SolveJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if let Some(csv) = &self.csv {
            return self.run_csv(csv, index, rec, out);
        }
        let format = self.layout;
        output::begin_record(format, index, &mut out.stdout);
        let puzzle = match rec.parse_puzzle() {
            Ok(p) => p,
            Err(e) => return output::invalid_for(out, rec, &e, format == OutFormat::Json),
        };
        if let Some(limit) = self.all {
            let variant = match &puzzle {
                Puzzle::Variant(p) => {
                    crate::variant::note_unused(rec, p, out);
                    Some(&**p)
                }
                Puzzle::Classic(_) => None,
            };
            let all = all::AllSolutions {
                solver: &self.solver,
                format,
                options: self.output.write_options(),
                require_unique: self.require_unique,
                limit,
                variant,
            };
            return all.run(rec, puzzle.givens(), out);
        }
        let outcome = self.outcome(rec, &puzzle, out);
        self.count(rec, &outcome, out);
        self.write_solution(index, format, rec, &puzzle, &outcome, out);
    }

    fn file_names(&self) -> FileNames {
        match self.csv {
            Some(_) => FileNames::Off,
            None => self.layout.file_names(),
        }
    }
}

/// Runs `sudoku solve`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mode = if args.first {
        Mode::First
    } else {
        Mode::Unique
    };
    args.output.check_destination()?;
    if args.all && args.output.format == Some(OutFormat::Pdf) {
        anyhow::bail!(tr!("all-no-pdf"));
    }
    let csv = CsvOut::new(args.output.format, CSV_COLUMNS, args.output.write_options());
    if args.all && csv.is_some() {
        anyhow::bail!(tr!("all-no-table"));
    }
    let mut reader = RecordReader::new(&args.input);
    let layout = match args.output.format {
        Some(f) => f,
        None => OutFormat::resolve(None, reader.first_layout().unwrap_or(Format::Line)),
    };
    let job = SolveJob {
        booklet: output::Booklet::default(),
        csv,
        solver: Solver::new().backend(args.backend.backend()).mode(mode),
        output: args.output,
        layout,
        require_unique: args.require_unique,
        all: args.all.then_some(args.limit),
        mode,
        several_printed_first: std::sync::OnceLock::new(),
    };
    let summary = records::run(reader, &job, args.batch.options())?;
    if args.output.format == Some(OutFormat::Pdf) {
        job.booklet.write(&args.output.booklet.pdf_options())?;
    }
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
