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
use sudoku_engine::variant::{Part, Rules, VariantPuzzle};
use sudoku_engine::{Budget, Cell, Conflict, Digit, Grid, ParseErrorKind, Solver};
use sudoku_i18n::{tr, tr_lang, Lang, Localize};

use super::check_report::{verdict, CheckReport};
use super::BatchArgs;
use crate::chunk::{FileNames, Output};
use crate::input::{ColumnSpec, InputArgs, InputRecord, Puzzle, RecordReader};
use crate::output::{self, CsvOut, FormatChoices, FormatParser, OutFormat};
use crate::records::{self, Job};

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

    /// For a puzzle with exactly one solution, also list each constraint and given that could
    /// be taken away alone with the puzzle still unique (`#3 (killer)`, `r1c1=5`); each is
    /// tried on its own, so two of them need not go together. One search per constraint and
    /// given: slow on hard variant puzzles.
    #[arg(long)]
    redundant: bool,
}

struct CheckJob {
    json: bool,
    format: Option<OutFormat>,
    headers: bool,
    csv: Option<CsvOut>,
    redundant: bool,
}

/// Parts of a puzzle as one list: `#2 (thermometer), r1c1=4`.
fn part_list(parts: &[Part]) -> String {
    let names: Vec<String> = parts.iter().map(ToString::to_string).collect();
    names.join(", ")
}

/// The parts as JSON strings.
fn parts_json(parts: &[Part]) -> serde_json::Value {
    json!(parts.iter().map(ToString::to_string).collect::<Vec<_>>())
}

impl CheckJob {
    /// With `--redundant`, what a unique puzzle could do without: `Some` of the parts that
    /// could each go alone (`None` without the flag, or when the puzzle is not unique).
    fn removable(&self, p: &VariantPuzzle) -> Option<Vec<Part>> {
        if !self.redundant {
            return None;
        }
        p.removable_parts(&Budget::unlimited()).ok().flatten()
    }

    /// With `--redundant`, the givens of a unique classic grid that could each go alone.
    fn removable_givens(&self, grid: &Grid) -> Option<Vec<Part>> {
        let p = VariantPuzzle::new(grid.clone(), Rules::classic(grid.shape())).ok()?;
        self.removable(&p)
    }

    /// The text lines of `--redundant` and of a contradiction's core.
    fn setter_lines(core: Option<&[Part]>, removable: Option<&[Part]>, s: &mut String) {
        if let Some(core) = core {
            s.push_str(&tr!("check-variant-core", parts = part_list(core)));
            s.push('\n');
        }
        match removable {
            Some([]) => {
                s.push_str(&tr!("check-removable-none"));
                s.push('\n');
            }
            Some(parts) => {
                s.push_str(&tr!("check-removable", parts = part_list(parts)));
                s.push('\n');
            }
            None => {}
        }
    }
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

impl CheckJob {
    /// The report on a variant puzzle: each rule its givens break (with the cells), or that
    /// they break none, then the verdict line of a classic grid.
    fn run_variant(&self, rec: &InputRecord, p: &VariantPuzzle, out: &mut Output) {
        crate::variant::note_unused(rec, p, out);
        let grid = p.givens();
        let broken = p.broken(grid.values());
        let empty = grid.values().iter().filter(|&&v| v == 0).count();
        let solutions = (broken.is_empty() && empty > 0).then(|| {
            p.count(2, &sudoku_engine::Budget::unlimited())
                .map_or(2, |c| c.count)
        });
        if broken.is_empty() && solutions != Some(0) {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        crate::variant::check_own_solution(rec, p, None, out);
        // No solution though the givens break no rule: which parts contradict each other.
        let core = (broken.is_empty() && solutions == Some(0))
            .then(|| p.contradiction_core(&Budget::unlimited()).ok().flatten())
            .flatten();
        let removable = self.removable(p);
        if self.format == Some(OutFormat::Svg) {
            out.stderr.push_str(&format!(
                "error: {}: {}\n",
                rec.location(),
                tr!("variant-no-picture")
            ));
            return;
        }
        if self.json {
            let v = json!({
                "source": rec.location(),
                "puzzle": output::line_string(grid),
                "consistent": broken.is_empty(),
                "complete": empty == 0,
                "empty": empty,
                "broken": broken.iter().map(|b| json!({
                    "rule": b.to_string(),
                    "cells": b.cells.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "solutions": solutions,
            });
            let mut v = v;
            if let Some(core) = &core {
                v["core"] = parts_json(core);
            }
            if self.redundant {
                v["removable"] = removable.as_deref().map_or(json!(null), parts_json);
            }
            return output::push_json(&v, &mut out.stdout);
        }
        let mut s = String::new();
        if broken.is_empty() {
            s.push_str(&tr!(
                "check-variant-ok",
                rules = p.rules().constraints().len()
            ));
            s.push('\n');
        }
        for b in &broken {
            s.push_str(&tr!("check-variant-broken", rule = b.to_string()));
            s.push('\n');
        }
        s.push_str(&verdict(broken.len(), empty, solutions));
        s.push('\n');
        Self::setter_lines(core.as_deref(), removable.as_deref(), &mut s);
        out.stdout.push_str(&s);
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
        let grid = match rec.parse_puzzle() {
            Ok(Puzzle::Classic(g)) => g,
            Ok(Puzzle::Variant(p)) => return self.run_variant(rec, &p, out),
            Err(e) => return output::invalid_for(out, rec, &e, self.json),
        };
        let report = CheckReport::new(&grid);
        if report.is_ok() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
        }
        if self.format == Some(OutFormat::Svg) {
            // The picture marks every cell of every conflict, in red.
            let mut cells: Vec<_> = report
                .conflicts
                .iter()
                .flat_map(|c| [c.first, c.second])
                .collect();
            cells.sort_by_key(|c| c.index());
            cells.dedup();
            let options = sudoku_render::SvgOptions::default().conflicts(cells);
            return output::push_svg(&grid, options, &mut out.stdout);
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
            let mut v = v;
            if self.redundant {
                v["removable"] = self
                    .removable_givens(&grid)
                    .map_or(json!(null), |p| parts_json(&p));
            }
            output::push_json(&v, &mut out.stdout);
        } else {
            out.stdout.push_str(&report.text());
            if self.redundant {
                let mut s = String::new();
                Self::setter_lines(None, self.removable_givens(&grid).as_deref(), &mut s);
                out.stdout.push_str(&s);
            }
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
    /// What is wrong; empty when the row matches.
    pub problems: Vec<Problem>,
}

/// One thing wrong with a row checked by `--against`. It is put in words twice: in the
/// process's language for the text report and stderr, in English for the JSON and table
/// fields, which never change with the language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The puzzle has no solution.
    PuzzleNoSolution,
    /// The puzzle has several solutions.
    PuzzleSeveral,
    /// The row is too short to have the solution column.
    NoSolutionField,
    /// The solution and the puzzle have different sizes.
    WrongSize {
        /// N of the solution.
        solution: usize,
        /// N of the puzzle.
        puzzle: usize,
    },
    /// The solution field does not parse.
    Unreadable {
        /// Why.
        kind: ParseErrorKind,
        /// The character of the field where it went wrong, when known.
        character: Option<usize>,
    },
    /// The solution has holes.
    EmptyCells(usize),
    /// The solution breaks the rules: its first conflict, and how many more there are.
    BreaksRules {
        /// The first conflict.
        conflict: Conflict,
        /// The other conflicts.
        more: usize,
    },
    /// The solution changes a given of the puzzle: the first such cell, and how many more.
    ChangesGiven {
        /// The cell.
        cell: Cell,
        /// What the solution has there (`None`: a hole).
        found: Option<Digit>,
        /// The puzzle's given.
        given: Digit,
        /// The other changed givens.
        more: usize,
    },
}

impl Problem {
    /// The problem in words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Problem::PuzzleNoSolution => tr_lang!(lang, "check-puzzle-no-solution"),
            Problem::PuzzleSeveral => tr_lang!(lang, "check-puzzle-several"),
            Problem::NoSolutionField => tr_lang!(lang, "check-no-solution-field"),
            Problem::WrongSize { solution, puzzle } => tr_lang!(
                lang,
                "check-solution-size",
                solution = *solution,
                puzzle = *puzzle
            ),
            Problem::Unreadable { kind, character } => {
                let reason = kind.localize(lang);
                match character {
                    Some(c) => tr_lang!(
                        lang,
                        "check-solution-unreadable-at",
                        reason = reason,
                        character = *c
                    ),
                    None => tr_lang!(lang, "check-solution-unreadable", reason = reason),
                }
            }
            Problem::EmptyCells(empty) => tr_lang!(lang, "check-solution-empty", empty = *empty),
            Problem::BreaksRules { conflict, more } => {
                let (conflict, unit) = (conflict.localize(lang), conflict.unit.localize(lang));
                match *more {
                    0 => tr_lang!(
                        lang,
                        "check-solution-breaks-rules",
                        conflict = conflict,
                        unit = unit
                    ),
                    more => tr_lang!(
                        lang,
                        "check-solution-breaks-rules-more",
                        conflict = conflict,
                        unit = unit,
                        more = more
                    ),
                }
            }
            Problem::ChangesGiven {
                cell,
                found,
                given,
                more,
            } => {
                let (cell, given) = (cell.to_string(), given.to_char().to_string());
                match (found, *more) {
                    (Some(d), 0) => tr_lang!(
                        lang,
                        "check-solution-changes-given",
                        cell = cell,
                        found = d.to_char().to_string(),
                        given = given
                    ),
                    (Some(d), more) => tr_lang!(
                        lang,
                        "check-solution-changes-given-more",
                        cell = cell,
                        found = d.to_char().to_string(),
                        given = given,
                        more = more
                    ),
                    (None, 0) => tr_lang!(
                        lang,
                        "check-solution-erases-given",
                        cell = cell,
                        given = given
                    ),
                    (None, more) => tr_lang!(
                        lang,
                        "check-solution-erases-given-more",
                        cell = cell,
                        given = given,
                        more = more
                    ),
                }
            }
        }
    }
}

impl Verdict {
    /// Checks `solution` (the field and the line it starts on; `None` when the row is too
    /// short to have it) against `puzzle`.
    pub fn new(puzzle: &Grid, solution: Option<(&[u8], usize)>, solver: &Solver) -> Verdict {
        let mut v = Verdict::default();
        let solutions = solver.count(puzzle, 2).count;
        v.unique = solutions == 1;
        v.problems.extend(match solutions {
            0 => Some(Problem::PuzzleNoSolution),
            1 => None,
            _ => Some(Problem::PuzzleSeveral),
        });
        let given = match solution {
            None => {
                v.problems.insert(0, Problem::NoSolutionField);
                return v;
            }
            Some((field, line)) => parse_record_bytes(field.trim_ascii(), Format::Line, line),
        };
        let given = match given {
            Ok(g) if g.shape() == puzzle.shape() => g,
            Ok(g) => {
                let (solution, puzzle) = (g.shape().size(), puzzle.shape().size());
                v.problems
                    .insert(0, Problem::WrongSize { solution, puzzle });
                return v;
            }
            Err(e) => {
                let character = e.position.column;
                v.problems.insert(
                    0,
                    Problem::Unreadable {
                        kind: e.kind,
                        character,
                    },
                );
                return v;
            }
        };
        let mut found = Vec::new();
        let empty = given.values().iter().filter(|&&d| d == 0).count();
        if empty > 0 {
            found.push(Problem::EmptyCells(empty));
        }
        let conflicts = given.conflicts();
        if let Some(&conflict) = conflicts.first() {
            found.push(Problem::BreaksRules {
                conflict,
                more: conflicts.len() - 1,
            });
        }
        v.valid = empty == 0 && conflicts.is_empty();
        // The changed givens: (cell index, the puzzle's given, what the solution has there).
        let changed: Vec<(usize, Digit, Option<Digit>)> = puzzle
            .values()
            .iter()
            .zip(given.values())
            .enumerate()
            .filter(|(_, (&p, &s))| p != s)
            .filter_map(|(i, (&p, &s))| Some((i, Digit::new(p)?, Digit::new(s))))
            .collect();
        v.keeps_givens = changed.is_empty();
        if let Some(&(i, given, in_solution)) = changed.first() {
            if let Some(cell) = Cell::from_index(puzzle.shape(), i) {
                found.push(Problem::ChangesGiven {
                    cell,
                    found: in_solution,
                    given,
                    more: changed.len() - 1,
                });
            }
        }
        found.append(&mut v.problems);
        v.problems = found;
        v
    }

    /// The problems in `lang`, joined by `; `.
    pub fn problems_text(&self, lang: Lang) -> String {
        let texts: Vec<String> = self.problems.iter().map(|p| p.text(lang)).collect();
        texts.join("; ")
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
            (Err(e), None, Some(OutFormat::Json)) => {
                return output::invalid_for(out, rec, &e, true)
            }
            (Err(e), None, _) => {
                // The text report lists places; a bad record is one, on stderr.
                out.stderr.push_str("error: ");
                out.stderr.push_str(&output::describe_error(rec, &e));
                out.stderr.push('\n');
                out.tally.invalid += 1;
                return;
            }
        };
        let Some(row) = &rec.row else {
            out.stderr.push_str(&format!(
                "error: {}: {}\n",
                rec.location(),
                tr!("check-against-needs-table")
            ));
            out.tally.invalid += 1;
            return;
        };
        let verdict = Verdict::new(&puzzle, row.extra(0), &self.solver);
        if verdict.problems.is_empty() {
            out.tally.solved += 1;
        } else {
            out.tally.failed += 1;
            if self.format.is_some() {
                let problems = verdict.problems_text(sudoku_i18n::lang());
                out.stderr.push_str(&tr!(
                    "check-mismatch",
                    location = rec.location(),
                    problems = problems
                ));
                out.stderr.push('\n');
            }
        }
        if let Some(csv) = &self.csv {
            // Table fields are machine output: English in every language.
            let problems = verdict.problems_text(Lang::En);
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
                "problems": verdict.problems.iter().map(|p| p.text(Lang::En)).collect::<Vec<_>>(),
            });
            output::push_json(&v, &mut out.stdout);
        } else if !verdict.problems.is_empty() {
            let problems = verdict.problems_text(sudoku_i18n::lang());
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
        anyhow::bail!(tr!("check-against-format"));
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
    let mut reader =
        RecordReader::new(&args.input).with_columns(vec![ColumnSpec(column.to_string())]);
    // A first table without the column is a usage error: one message, no summary.
    let mut head = Vec::new();
    for item in reader.by_ref() {
        match item {
            Err(e) if e.is_column_error() => {
                if let crate::input::Problem::Io(error) = &e.problem {
                    anyhow::bail!("{}: {}", e.source, crate::input::io_text(error));
                }
            }
            Err(e) => head.push(Err(e)),
            Ok(rec) => {
                head.push(Ok(rec));
                break;
            }
        }
    }
    let summary = records::run(head.into_iter().chain(reader), &job, args.batch.options())?;
    let t = &summary.tally;
    eprintln!(
        "{}",
        tr!(
            "check-against-summary",
            rows = t.records,
            matches = t.solved,
            mismatches = t.failed,
            invalid = t.invalid
        )
    );
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
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
        redundant: args.redundant,
    };
    let items = head.into_iter().chain(reader);
    let summary = records::run(items, &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", output::stats_line(&summary));
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
