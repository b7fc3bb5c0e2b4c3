//! `sudoku check`: a report on complete or partial grids: rows, columns and boxes, each OK or
//! with its conflicts, then whether the grid is complete and consistent.
//!
//! For each grid: rows, columns and boxes each `OK` or their conflicts with the cells that
//! clash, then whether the grid is complete and consistent; for a partial grid, whether it has
//! no, one or several solutions.

use std::process::ExitCode;

use serde_json::json;
use sudoku_engine::{Conflict, Grid, Solver, Unit};

use super::BatchArgs;
use crate::batch::{self, Job, Output};
use crate::input::{InputArgs, InputRecord, RecordReader};
use crate::output::{self, OutFormat};

/// Check grids: rows, columns and boxes, completeness and consistency.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,

    #[command(flatten)]
    batch: BatchArgs,

    /// `json` prints one JSON object per grid, `svg` a picture with the clashing cells marked;
    /// anything else prints the text report.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<OutFormat>,
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
}

impl Job for CheckJob {
    fn run(&self, index: u64, rec: &InputRecord, out: &mut Output) {
        if self.format == Some(OutFormat::Pdf) {
            // Nothing to print per grid: `run` refuses this format before reading.
            return;
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
}

/// Runs `sudoku check`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    if args.format == Some(OutFormat::Pdf) {
        anyhow::bail!("check prints reports, not booklets: use --format svg for pictures");
    }
    // Name each grid only when there are several: peek at the first two records.
    let mut reader = RecordReader::new(&args.input);
    let head: Vec<_> = reader.by_ref().take(2).collect();
    let job = CheckJob {
        json: args.format == Some(OutFormat::Json),
        format: args.format,
        headers: head.iter().filter(|r| r.is_ok()).count() > 1,
    };
    let items = head.into_iter().chain(reader);
    let summary = batch::run(items, &job, args.batch.options())?;
    if args.batch.stats {
        eprintln!("{}", summary.stats_line());
    }
    Ok(ExitCode::from(summary.tally.exit_code()))
}
