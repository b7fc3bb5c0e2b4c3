//! `sudoku candidates`: the true candidates of each puzzle, the digits each cell holds in at
//! least one solution (classic and variant puzzles alike).

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::variant::{Place, Rules, TrueCandidates, VariantPuzzle};
use sudoku_i18n::Localize;

use super::time_limit::{parse_secs, TimeLimit};
use super::BatchArgs;
use crate::chunk::{FileNames, Output};
use crate::input::{InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, FormatChoices, FormatParser, OutFormat};
use crate::records::{self, Job};

/// The formats `candidates` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "Each puzzle's grid of candidates, a row per line, cells separated by spaces",
    ),
    (
        OutFormat::Json,
        "One JSON object per puzzle per line: source, puzzle, candidates (rows of strings) and, with --cap above 1, counts",
    ),
];

/// Print the true candidates of each puzzle: the digits each cell holds in at least one
/// solution, counted up to a cap.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// Count the solutions behind each candidate up to K (1, the default, only tells whether
    /// the digit is possible); JSON gives the counts.
    #[arg(long, default_value_t = 1, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    cap: u64,

    /// `line` (the default) prints a grid of candidates per puzzle; `json` one JSON object per
    /// puzzle, with the counts when --cap is above 1.
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Stop the whole command after SECS seconds: the puzzles finished by then are printed,
    /// the puzzles in progress stop within milliseconds, and the command exits with code 1
    /// naming the puzzles not done. Default: no limit.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    timeout: Option<f64>,

    /// Also list the groups of cells that hold the same digit in every solution (for a
    /// puzzle being built: cells the rules already force equal); JSON gives them as
    /// `same_digit`. Up to 256 solutions are looked at, then each group is proved by search.
    #[arg(long)]
    same_digit: bool,
}

struct CandidatesJob {
    cap: u64,
    same_digit: bool,
    json: bool,
    time: TimeLimit,
}

impl CandidatesJob {
    fn write(
        &self,
        rec: &InputRecord,
        p: &VariantPuzzle,
        tc: &TrueCandidates,
        same: Option<&[Vec<Place>]>,
        out: &mut Output,
    ) {
        let n = tc.size();
        let group_names = |g: &Vec<Place>| g.iter().map(ToString::to_string).collect::<Vec<_>>();
        if self.json {
            // The engine's one form of true candidates, with the record's source and puzzle.
            let mut v = serde_json::to_value(tc).unwrap_or_default();
            v["source"] = json!(rec.location());
            v["puzzle"] = json!(output::line_string(p.givens()));
            if let Some(groups) = same {
                v["same_digit"] = json!(groups.iter().map(group_names).collect::<Vec<_>>());
            }
            return output::push_json(&v, &mut out.stdout);
        }
        let cells: Vec<String> = (0..n * n).map(|c| tc.symbols(c)).collect();
        let width = cells.iter().map(String::len).max().unwrap_or(1).max(1);
        for row in cells.chunks(n) {
            let line: Vec<String> = row.iter().map(|c| format!("{c:<width$}")).collect();
            out.stdout.push_str(line.join(" ").trim_end());
            out.stdout.push('\n');
        }
        match same {
            Some([]) => {
                out.stdout
                    .push_str(&sudoku_i18n::tr!("candidates-same-digit-none"));
                out.stdout.push('\n');
            }
            Some(groups) => {
                let groups: Vec<String> = groups.iter().map(|g| group_names(g).join(" ")).collect();
                out.stdout.push_str(&sudoku_i18n::tr!(
                    "candidates-same-digit",
                    groups = groups.join("; ")
                ));
                out.stdout.push('\n');
            }
            None => {}
        }
    }
}

impl Job for CandidatesJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if self.time.too_late(index) {
            return;
        }
        if !self.json && index > 0 {
            out.stdout.push('\n');
        }
        let puzzle = match rec.parse_puzzle() {
            Ok(Puzzle::Variant(p)) => {
                crate::variant::note_unused(rec, &p, out);
                *p
            }
            Ok(Puzzle::Classic(g)) => {
                let rules = Rules::classic(g.shape());
                match VariantPuzzle::new(g, rules) {
                    Ok(p) => p,
                    Err(_) => return,
                }
            }
            Err(e) => return output::invalid_for(out, rec, &e, self.json),
        };
        let Ok(tc) = puzzle.candidates(self.cap, self.time.budget()) else {
            return self.time.not_done(index);
        };
        if tc.is_empty() {
            out.tally.no_solution += 1;
            out.tally.failed += 1;
            let why = sudoku_engine::why_no_solution_variant(&puzzle);
            let reason = why.localize(sudoku_i18n::lang());
            if self.json {
                let v = json!({
                    "source": rec.location(),
                    "puzzle": output::line_string(puzzle.givens()),
                    "candidates": null,
                    "reason": why.localize(sudoku_i18n::Lang::En),
                });
                return output::push_json(&v, &mut out.stdout);
            }
            out.stdout
                .push_str(&sudoku_i18n::tr!("no-solution-reason", reason = reason));
            out.stdout.push('\n');
            return;
        }
        let same = if self.same_digit {
            match puzzle.same_digit_groups(self.time.budget()) {
                Ok(groups) => Some(groups),
                Err(_) => return self.time.not_done(index),
            }
        } else {
            None
        };
        out.tally.solved += 1;
        self.write(rec, &puzzle, &tc, same.as_deref(), out);
    }

    fn file_names(&self) -> FileNames {
        match self.json {
            true => FileNames::Off,
            false => FileNames::Header("# ", ""),
        }
    }
}

/// Runs `sudoku candidates`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let job = CandidatesJob {
        cap: args.cap,
        same_digit: args.same_digit,
        json: args.format == Some(OutFormat::Json),
        time: TimeLimit::new(args.timeout),
    };
    let summary = records::run(RecordReader::new(&args.input), &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    let code = summary.tally.exit_code();
    Ok(job
        .time
        .finish("candidates-stopped", summary.tally.records, code))
}
