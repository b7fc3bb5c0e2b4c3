//! `sudoku check`: a report on complete or partial grids: rows, columns and boxes, each OK or
//! with its conflicts, then whether the grid is complete and consistent.
//!
//! For each grid: rows, columns and boxes each `OK` or their conflicts with the cells that
//! clash, then whether the grid is complete and consistent; for a partial grid, whether it has
//! no, one or several solutions.
//!
//! With `--against COLUMN` it verifies a dataset instead: each row's solution column against
//! its puzzle (see [`Verdict`]).

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::format::{parse_record_bytes, Format};
use sudoku_engine::{Cell, Conflict, Digit, Grid, Solver, Unit};

use super::BatchArgs;
use crate::batch::{self, FileNames, Job, Output};
use crate::input::{ColumnSpec, InputArgs, InputRecord, RecordReader};
use crate::output::{self, CsvOut, FormatChoices, FormatParser, OutFormat};

/// The formats `check` writes.
const FORMATS: FormatChoices = &[
    (
        OutFormat::Line,
        "The text report: rows, columns, boxes, then the verdict",
    ),
    (
        OutFormat::Json,
        "One JSON object per grid per line: conflicts, completeness, solutions",
    ),
    (
        OutFormat::Svg,
        "A picture of each grid with the clashing cells marked (not with --against)",
    ),
    (OutFormat::Csv, ""),
    (OutFormat::Tsv, ""),
];

/// The columns `--format csv` appends to each grid's row: whether it is complete, whether it
/// breaks no rule, for a consistent partial grid its solutions counted up to 2, and the error
/// of a bad row.
const CSV_COLUMNS: &[&str] = &["complete", "consistent", "solutions", "error"];

/// The columns `--format csv` appends with `--against`: whether the given solution is a
/// complete grid that breaks no rule, whether it keeps the puzzle's givens, whether the puzzle
/// has exactly one solution, what is wrong (empty when the row matches), and the error of a
/// row whose puzzle cannot be read.
const AGAINST_COLUMNS: &[&str] = &["valid", "keeps_givens", "unique", "mismatch", "error"];

/// Check grids: rows, columns and boxes, completeness and consistency.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// `line` (the default) prints the text report; `json` one JSON object per grid; `svg` a
    /// picture with the clashing cells marked; `csv` and `tsv` each input row with
    /// `complete,consistent,solutions,error` appended (with --against:
    /// `valid,keeps_givens,unique,mismatch,error`).
    #[arg(long, value_name = "FORMAT", value_parser = FormatParser(FORMATS))]
    format: Option<OutFormat>,

    /// Verify a dataset's solutions: for each row of a CSV or TSV table, COLUMN (a header
    /// name, or a number, 1 = the first) must hold a complete grid that breaks no rule and
    /// keeps every given of the puzzle, and the puzzle must have exactly one solution (its
    /// solutions are counted up to two, so a puzzle with several is a mismatch even when the
    /// given one is among them). Text output lists each mismatch as `file:line: what is
    /// wrong`; other formats give every row and repeat each mismatch on stderr. A summary goes
    /// to stderr; the exit code is 1 when any row mismatches.
    #[arg(long, value_name = "COLUMN")]
    against: Option<String>,
}

/// What checking one grid found.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// Conflicts in rows, then columns, then boxes.
    pub conflicts: Vec<Conflict>,
    /// Empty cells.
    pub empty: usize,
    /// For a consistent grid: its solutions counted up to 2.
    pub solutions: Option<u64>,
}

impl CheckReport {
    /// Checks `grid`.
    pub fn new(grid: &Grid) -> CheckReport {
        let conflicts = grid.conflicts();
        let empty = grid.values().iter().filter(|&&v| v == 0).count();
        let solutions =
            (conflicts.is_empty() && empty > 0).then(|| Solver::new().count(grid, 2).count);
        CheckReport {
            conflicts,
            empty,
            solutions,
        }
    }

    /// Whether the grid breaks no rule and, if partial, can still be completed.
    pub fn is_ok(&self) -> bool {
        self.conflicts.is_empty() && self.solutions != Some(0)
    }

    fn of_kind(&self, pick: fn(&Unit) -> bool) -> Vec<&Conflict> {
        self.conflicts.iter().filter(|c| pick(&c.unit)).collect()
    }

    /// The text report, one line per unit kind and a verdict line.
    pub fn text(&self) -> String {
        let mut s = String::new();
        let kinds: [(&str, UnitFilter); 3] = [
            ("rows", |u| matches!(u, Unit::Row(_))),
            ("columns", |u| matches!(u, Unit::Col(_))),
            ("boxes", |u| matches!(u, Unit::Box(_))),
        ];
        for (name, pick) in kinds {
            let found = self.of_kind(pick);
            if found.is_empty() {
                s.push_str(&format!("{name} OK\n"));
            } else {
                let list: Vec<String> = found
                    .iter()
                    .map(|c| format!("{} ({})", c, c.unit))
                    .collect();
                s.push_str(&format!("{name}: {}\n", list.join("; ")));
            }
        }
        let n = self.conflicts.len();
        let verdict = match (n, self.empty, self.solutions) {
            (0, 0, _) => "complete and consistent".to_string(),
            (0, e, Some(0)) => {
                format!("consistent but incomplete ({e} empty cells), and it has no solution")
            }
            (0, e, Some(1)) => {
                format!("consistent but incomplete ({e} empty cells); it has exactly one solution")
            }
            (0, e, _) => {
                format!("consistent but incomplete ({e} empty cells); it has several solutions")
            }
            (1, _, _) => "not consistent: 1 conflict".to_string(),
            (n, _, _) => format!("not consistent: {n} conflicts"),
        };
        s.push_str(&verdict);
        s.push('\n');
        s
    }
}

/// Picks one kind of unit (rows, columns or boxes).
type UnitFilter = fn(&Unit) -> bool;

struct CheckJob {
    json: bool,
    format: Option<OutFormat>,
    headers: bool,
    csv: Option<CsvOut>,
}

impl CheckJob {
    /// `--format csv` and `tsv`: the row, then the report's verdicts.
    fn run_csv(&self, csv: &CsvOut, index: u64, rec: &InputRecord, out: &mut Output) {
        let grid = match rec.parse() {
            Ok(g) => g,
            Err(e) => return csv.invalid(rec, index, &e, out),
        };
        let report = CheckReport::new(&grid);
        if report.is_ok() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        let complete = bool_field(report.empty == 0);
        let consistent = bool_field(report.conflicts.is_empty());
        let solutions = report.solutions.map(|n| n.to_string()).unwrap_or_default();
        let values = [complete, consistent, &solutions, ""];
        csv.row(rec, index, &values, Some(&grid), &mut out.stdout);
    }
}

/// A boolean as a table field.
fn bool_field(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}

impl Job for CheckJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if let Some(csv) = &self.csv {
            return self.run_csv(csv, index, rec, out);
        }
        if !self.json {
            if index > 0 {
                out.stdout.push('\n');
            }
            if self.headers {
                out.stdout.push_str(&format!("{}:\n", rec.location()));
            }
        }
        let grid = match rec.parse() {
            Ok(g) => g,
            Err(e) => return out.invalid(rec, &e),
        };
        let report = CheckReport::new(&grid);
        if report.is_ok() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if self.format == Some(OutFormat::Svg) {
            // The picture marks every cell of every conflict.
            let cells = report
                .conflicts
                .iter()
                .flat_map(|c| [c.first, c.second])
                .collect();
            let highlight = sudoku_render::Highlight {
                cells,
                ..Default::default()
            };
            return output::push_svg(&grid, None, highlight, &mut out.stdout);
        }
        if self.json {
            let conflicts: Vec<_> = report
                .conflicts
                .iter()
                .map(|c| {
                    json!({
                        "unit": c.unit.to_string(),
                        "digit": c.digit.get(),
                        "cells": [c.first.to_string(), c.second.to_string()],
                    })
                })
                .collect();
            let v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(&grid),
                "consistent": report.conflicts.is_empty(),
                "complete": report.empty == 0,
                "empty": report.empty,
                "conflicts": conflicts,
                "solutions": report.solutions,
            });
            output::push_json(&v, &mut out.stdout);
        } else {
            out.stdout.push_str(&report.text());
        }
    }

    fn file_names(&self) -> FileNames {
        // The text report heads each grid with its `FILE:LINE:` already (`headers`); JSON
        // names its source; tables and pictures have no room for a name.
        FileNames::Off
    }
}

/// What `--against` found in one row.
///
/// The given solution is read in the line format from its column. It is `valid` when it is a
/// complete grid of the puzzle's size that breaks no rule; it `keeps_givens` when every given
/// of the puzzle holds the same digit in it; the puzzle is `unique` when counting its
/// solutions up to two finds one. A row matches when all three hold.
#[derive(Debug, Default)]
pub struct Verdict {
    /// The solution is a complete grid of the right size that breaks no rule.
    pub valid: bool,
    /// Every given of the puzzle is in the solution.
    pub keeps_givens: bool,
    /// The puzzle has exactly one solution.
    pub unique: bool,
    /// What is wrong, in words; empty when the row matches.
    pub problems: Vec<String>,
}

impl Verdict {
    /// Checks `solution` (the field and the line it starts on; `None` when the row is too
    /// short to have it) against `puzzle`.
    pub fn new(puzzle: &Grid, solution: Option<(&[u8], usize)>, solver: &Solver) -> Verdict {
        let mut v = Verdict::default();
        let solutions = solver.count(puzzle, 2).count;
        v.unique = solutions == 1;
        v.problems.extend(match solutions {
            0 => Some("the puzzle has no solution".to_string()),
            1 => None,
            _ => Some("the puzzle has several solutions".to_string()),
        });
        let given = match solution {
            None => {
                v.problems
                    .insert(0, "the row has no solution field".to_string());
                return v;
            }
            Some((field, line)) => parse_record_bytes(field.trim_ascii(), Format::Line, line),
        };
        let given = match given {
            Ok(g) if g.shape() == puzzle.shape() => g,
            Ok(g) => {
                let (n, m) = (g.shape().size(), puzzle.shape().size());
                v.problems
                    .insert(0, format!("the solution is {n}×{n}, the puzzle {m}×{m}"));
                return v;
            }
            Err(e) => {
                let at = e
                    .position
                    .column
                    .map(|c| format!(" (character {c})"))
                    .unwrap_or_default();
                v.problems
                    .insert(0, format!("the solution cannot be read: {}{at}", e.kind));
                return v;
            }
        };
        let mut found = Vec::new();
        let empty = given.values().iter().filter(|&&d| d == 0).count();
        if empty > 0 {
            found.push(format!("the solution has {empty} empty cells"));
        }
        let conflicts = given.conflicts();
        if let Some(c) = conflicts.first() {
            let more = match conflicts.len() {
                1 => String::new(),
                n => format!(" (and {} more)", n - 1),
            };
            found.push(format!(
                "the solution breaks the rules: {c} in {}{more}",
                c.unit
            ));
        }
        v.valid = empty == 0 && conflicts.is_empty();
        let changed: Vec<usize> = puzzle
            .values()
            .iter()
            .zip(given.values())
            .enumerate()
            .filter(|(_, (&p, &s))| p != 0 && p != s)
            .map(|(i, _)| i)
            .collect();
        v.keeps_givens = changed.is_empty();
        if let Some(&i) = changed.first() {
            let cell = Cell::from_index(puzzle.shape(), i)
                .map(|c| c.to_string())
                .unwrap_or_default();
            let symbol = |d: u8| match Digit::new(d) {
                None => "a hole".to_string(),
                Some(d) => d.to_char().to_string(),
            };
            let more = match changed.len() {
                1 => String::new(),
                n => format!(" (and {} more givens)", n - 1),
            };
            found.push(format!(
                "the solution changes the given {cell}: {} for {}{more}",
                symbol(given.values()[i]),
                symbol(puzzle.values()[i]),
            ));
        }
        found.append(&mut v.problems);
        v.problems = found;
        v
    }
}

/// `--against`: each row's solution column checked against its puzzle.
struct AgainstJob {
    format: Option<OutFormat>,
    csv: Option<CsvOut>,
    solver: Solver,
}

impl Job for AgainstJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        let puzzle = match (rec.parse(), &self.csv, self.format) {
            (Ok(g), _, _) => g,
            (Err(e), Some(csv), _) => return csv.invalid(rec, index, &e, out),
            (Err(e), None, Some(OutFormat::Json)) => return out.invalid(rec, &e),
            (Err(e), None, _) => {
                // The text report lists places; a bad record is one, on stderr.
                out.stderr.push_str("error: ");
                out.stderr.push_str(&rec.describe_error(&e));
                out.stderr.push('\n');
                out.tally.invalid += 1;
                return;
            }
        };
        let Some(row) = &rec.row else {
            out.stderr.push_str(&format!(
                "error: {}: --against needs a CSV or TSV table, with the solution in a column\n",
                rec.location()
            ));
            out.tally.invalid += 1;
            return;
        };
        let verdict = Verdict::new(&puzzle, row.extra(0), &self.solver);
        let problems = verdict.problems.join("; ");
        if verdict.problems.is_empty() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
            if self.format.is_some() {
                out.stderr
                    .push_str(&format!("mismatch: {}: {problems}\n", rec.location()));
            }
        }
        if let Some(csv) = &self.csv {
            let values = [
                bool_field(verdict.valid),
                bool_field(verdict.keeps_givens),
                bool_field(verdict.unique),
                &problems,
                "",
            ];
            csv.row(rec, index, &values, Some(&puzzle), &mut out.stdout);
        } else if self.format == Some(OutFormat::Json) {
            let solution = row
                .extra(0)
                .map(|(f, _)| String::from_utf8_lossy(f).into_owned());
            let v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(&puzzle),
                "solution": solution,
                "valid": verdict.valid,
                "keeps_givens": verdict.keeps_givens,
                "unique": verdict.unique,
                "problems": verdict.problems,
            });
            output::push_json(&v, &mut out.stdout);
        } else if !verdict.problems.is_empty() {
            out.stdout
                .push_str(&format!("{}: {problems}\n", rec.location()));
        }
    }

    fn file_names(&self) -> FileNames {
        // Each mismatch line starts with its `FILE:LINE:` already.
        FileNames::Off
    }
}

/// Runs `sudoku check --against COLUMN`.
fn run_against(args: &Args, column: &str) -> anyhow::Result<ExitCode> {
    if args.format == Some(OutFormat::Svg) {
        anyhow::bail!("--against prints a report: use the line, json, csv or tsv format");
    }
    // Only JSON and tables print every row; other layouts print the text report.
    let format = args
        .format
        .filter(|f| *f == OutFormat::Json || f.delimiter().is_some());
    let job = AgainstJob {
        format,
        csv: CsvOut::new(format, AGAINST_COLUMNS, Default::default()),
        solver: Solver::new(),
    };
    let reader = RecordReader::new(&args.input).with_columns(vec![ColumnSpec(column.to_string())]);
    let summary = batch::run(reader, &job, args.batch.options())?;
    let t = &summary.tally;
    eprintln!(
        "check: {} rows, {} match, {} mismatch{}, {} invalid",
        t.records,
        t.solved,
        t.failed,
        if t.failed == 1 { "" } else { "es" },
        t.invalid
    );
    if args.batch.stats {
        eprintln!("{}", summary.stats_line());
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}

/// Runs `sudoku check`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if let Some(column) = &args.against {
        return run_against(&args, column);
    }
    // Name each grid when there are several (peek at the first two records) or when the
    // file names are asked for (`--with-filename`, or several files read), unless
    // `--no-filename`.
    let mut reader = RecordReader::new(&args.input);
    let head: Vec<_> = reader.by_ref().take(2).collect();
    let several = head.iter().filter(|r| r.is_ok()).count() > 1;
    let job = CheckJob {
        json: args.format == Some(OutFormat::Json),
        format: args.format,
        headers: args.input.show_names() || (several && !args.input.no_filename),
        csv: CsvOut::new(args.format, CSV_COLUMNS, Default::default()),
    };
    let items = head.into_iter().chain(reader);
    let summary = batch::run(items, &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", summary.stats_line());
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
