//! `sudoku show`: each puzzle in the chosen layout, without solving it.

use std::process::ExitCode;

use sudoku_engine::Grid;
use sudoku_render::SvgOptions;

use super::BatchArgs;
use crate::chunk::{Output, Summary};
use crate::input::{InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, Booklet, CsvOut, OutFormat, OutputArgs};
use crate::records::{self, Job};

/// Show puzzles without solving them: each one in the layout `--format` names (by default the
/// input's), to look at it or to convert a file from one layout to another. Records keep
/// input order; a record that cannot be read is reported on stderr with its place and
/// replaced by one `invalid: …` line (in JSON output, an object with `error` and `source`;
/// exit code 2), and the rest go on.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    output: OutputArgs,

    #[command(flatten)]
    batch: BatchArgs,
}

/// `--format csv` appends only the `error` column: the puzzle itself is the row (or, for
/// input that is not a table, the `puzzle` column).
const CSV_COLUMNS: &[&str] = &["error"];

struct ShowJob {
    output: OutputArgs,
    csv: Option<CsvOut>,
    booklet: Booklet,
}

impl ShowJob {
    /// Appends `puzzle`, record `index`, in `format`.
    fn write(&self, index: u64, format: OutFormat, puzzle: &Grid, out: &mut Output) {
        match format {
            OutFormat::Pdf => self.booklet.add(index, puzzle, None),
            // Every digit of a puzzle is a given.
            OutFormat::Svg => {
                output::push_svg(
                    puzzle,
                    SvgOptions::default().givens(puzzle),
                    &mut out.stdout,
                );
            }
            _ => output::push_grid(puzzle, format, self.output.write_options(), &mut out.stdout),
        }
    }
}

impl Job for ShowJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if let Some(csv) = &self.csv {
            return match rec.parse() {
                Ok(puzzle) => csv.row(rec, index, &[""], Some(&puzzle), &mut out.stdout),
                Err(e) => csv.invalid(rec, index, &e, out),
            };
        }
        let format = OutFormat::resolve(self.output.format, rec.layout());
        match rec.parse_puzzle() {
            Ok(puzzle) if matches!(format, OutFormat::Fpuzzles | OutFormat::Sudokupad) => {
                out.stdout.push_str(&output::link(&puzzle, None, format));
                out.stdout.push('\n');
            }
            Ok(Puzzle::Classic(puzzle)) => {
                output::begin_record(format, index, &mut out.stdout);
                self.write(index, format, &puzzle, out);
            }
            Ok(Puzzle::Variant(p)) => {
                crate::variant::note_unused(rec, &p, out);
                match format {
                    // Our JSON form: the rules, the givens, what the file said.
                    OutFormat::Json => {
                        out.stdout.push_str(&p.to_json());
                        out.stdout.push('\n');
                    }
                    // The rules drawn as setters draw them.
                    OutFormat::Svg => {
                        output::begin_record(format, index, &mut out.stdout);
                        output::push_variant_svg(&p, &mut out.stdout);
                    }
                    OutFormat::Pdf => self.booklet.add_variant(index, &p, None),
                    // The other layouts hold the givens only.
                    _ => {
                        output::begin_record(format, index, &mut out.stdout);
                        self.write(index, format, p.givens(), out);
                    }
                }
            }
            // A booklet is one document: nothing else may go to stdout.
            Err(e) if format == OutFormat::Pdf => {
                out.stderr.push_str("error: ");
                out.stderr.push_str(&output::describe_error(rec, &e));
                out.stderr.push('\n');
                out.tally.invalid += 1;
            }
            Err(e) => {
                output::begin_record(format, index, &mut out.stdout);
                output::invalid_for(out, rec, &e, format == OutFormat::Json);
            }
        }
    }
}

/// The `--stats` line: records read, shown and invalid, time and rate.
fn stats_line(summary: &Summary) -> String {
    let t = &summary.tally;
    let lang = sudoku_i18n::lang();
    sudoku_i18n::tr!(
        "show-stats",
        puzzles = t.records,
        shown = t.records - t.invalid,
        invalid = t.invalid,
        seconds = sudoku_i18n::decimal(lang, summary.elapsed.as_secs_f64(), Some(3)),
        rate = sudoku_i18n::decimal_point(lang, &output::rate_text(summary.per_second()))
    )
}

/// Runs `sudoku show`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    args.output.check_destination()?;
    let job = ShowJob {
        output: args.output,
        csv: CsvOut::new(args.output.format, CSV_COLUMNS, args.output.write_options()),
        booklet: Booklet::default(),
    };
    let summary = records::run(RecordReader::new(&args.input), &job, args.batch.options())?;
    if args.output.format == Some(OutFormat::Pdf) && summary.tally.records > summary.tally.invalid {
        job.booklet.write(&args.output.booklet.pdf_options())?;
    }
    if args.batch.stats {
        eprintln!("{}", stats_line(&summary));
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
