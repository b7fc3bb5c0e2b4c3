//! `solve --all --limit K`: every solution up to K, in constant memory.
//!
//! Each puzzle's solutions come after a `#` line that gives their count (JSON: the `count`
//! and `more` fields, which sort before `solutions`). The count is known only at the end of
//! the search, so the output is made in one of three ways, each holding at most [`KEEP`]
//! solutions in memory:
//!
//! 1. One search keeps up to [`KEEP`] solutions; when it ends there (most puzzles), the count
//!    line and the solutions are written as they always were.
//! 2. Past that, with K up to [`COUNT_AHEAD`], a first search only counts (up to K + 1, which
//!    costs about as much as listing them), then a second one lists the solutions and writes
//!    them as they come, a few kilobytes at a time: the same bytes as 1 would write.
//! 3. With a larger K, counting first could take minutes before the first line, so the
//!    solutions are written as they come under a first line that says their count follows
//!    them, and a last `#` line gives it; JSON writes `puzzle`, `source` and `solutions` first
//!    and `count` and `more` last (the same fields, in another order).

use std::io;

use serde_json::json;
use sudoku_engine::variant::VariantPuzzle;
use sudoku_engine::{Budget, Grid, Solver, Visitor};
use sudoku_i18n::{lang, tr, Localize};

use crate::chunk::Output;
use crate::input::InputRecord;
use crate::interrupt;
use crate::output::{self, OutFormat};
use crate::sink;

/// The most solutions kept in memory for way 1 (and the least for way 2).
pub(crate) const KEEP: usize = 1024;

/// The largest K for which the solutions are counted before they are written (way 2): 10⁷
/// solutions of an empty grid are counted in about 2 s.
pub(crate) const COUNT_AHEAD: u64 = 10_000_000;

/// One puzzle of `solve --all`.
pub(super) struct AllSolutions<'a> {
    pub solver: &'a Solver,
    pub format: OutFormat,
    pub options: sudoku_engine::format::WriteOptions,
    pub require_unique: bool,
    pub limit: u64,
    /// The puzzle's own rules, when it is a variant puzzle.
    pub variant: Option<&'a VariantPuzzle>,
}

/// How the count line is written: before the solutions with their count (ways 1 and 2), or
/// before them saying the count follows, and after them with it (way 3).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Count {
    Known { shown: u64, more: bool },
    After,
}

impl AllSolutions<'_> {
    /// Searches `puzzle` under its rules (the variant's, else the classic ones); returns the
    /// solutions seen.
    fn search<V: Visitor>(&self, puzzle: &Grid, limit: u64, visitor: &mut V) -> u64 {
        match self.variant {
            Some(p) => p
                .search(limit, visitor, &Budget::unlimited())
                .map_or(0, |s| s.solutions),
            None => self.solver.search(puzzle, limit, visitor).solutions,
        }
    }

    /// Why the puzzle has no solution, in the run's language.
    fn why_none(&self, puzzle: &Grid) -> String {
        match self.variant {
            Some(p) => sudoku_engine::why_no_solution_variant(p).localize(lang()),
            None => sudoku_engine::why_no_solution(puzzle).localize(lang()),
        }
    }

    /// Lists the solutions of `puzzle` (record `rec`) into `out`, counting it in the tally.
    pub fn run(&self, rec: &InputRecord, puzzle: &Grid, out: &mut Output) {
        let limit = self.limit;
        let mut kept: Vec<Grid> = Vec::new();
        let mut keep = |values: &[u8]| {
            kept.extend(Grid::from_values(puzzle.shape(), values).ok());
            kept.len() <= KEEP
        };
        self.search(puzzle, limit.saturating_add(1), &mut keep);
        let found = kept.len() as u64;
        if found <= KEEP as u64 || found > limit {
            // Way 1: the search ended by itself or at the limit.
            let more = found > limit;
            kept.truncate(limit as usize);
            return self.write_kept(rec, puzzle, &kept, more, out);
        }
        drop(kept);
        out.tally.multiple += 1;
        if self.require_unique {
            out.tally.failed += 1;
        }
        let count = if limit <= COUNT_AHEAD {
            match self.count(puzzle) {
                Some(n) => Count::Known {
                    shown: n.min(limit),
                    more: n > limit,
                },
                None => return,
            }
        } else {
            Count::After
        };
        self.stream(rec, puzzle, count, out);
    }

    /// Way 1: the solutions found, all in memory, with their count first.
    fn write_kept(
        &self,
        rec: &InputRecord,
        puzzle: &Grid,
        found: &[Grid],
        more: bool,
        out: &mut Output,
    ) {
        match found.len() {
            0 => {
                out.tally.no_solution += 1;
                out.tally.failed += 1;
                if let Some(c) = puzzle.first_conflict().filter(|_| self.variant.is_none()) {
                    output::report_clash(rec, &c, out);
                }
            }
            1 if !more => out.tally.solved += 1,
            _ => {
                out.tally.multiple += 1;
                if self.require_unique {
                    out.tally.failed += 1;
                }
            }
        }
        let count = Count::Known {
            shown: found.len() as u64,
            more,
        };
        out.stdout.push_str(&self.head(rec, puzzle, count));
        if found.is_empty() && self.format != OutFormat::Json {
            let why = tr!("no-solution-reason", reason = self.why_none(puzzle));
            out.stdout.push_str(&format!("# {why}\n"));
        }
        let mut text = String::new();
        for (i, g) in found.iter().enumerate() {
            self.push_solution(i as u64, g, &mut text);
        }
        out.stdout.push_str(&text);
        out.stdout
            .push_str(&self.tail(rec, count, found.len() as u64, more));
    }

    /// Counts the solutions up to K + 1; `None` when an interrupt stopped the count.
    fn count(&self, puzzle: &Grid) -> Option<u64> {
        let mut n = 0u64;
        let mut stopped = false;
        let mut visit = |_: &[u8]| {
            n += 1;
            if n.is_multiple_of(4096) && interrupt::received().is_some() {
                stopped = true;
                return false;
            }
            true
        };
        let solutions = self.search(
            puzzle,
            self.limit.saturating_add(1),
            &mut Counting(&mut visit),
        );
        (!stopped).then_some(solutions)
    }

    /// Ways 2 and 3: the solutions written as they come, a few kilobytes at a time.
    fn stream(&self, rec: &InputRecord, puzzle: &Grid, count: Count, out: &mut Output) {
        out.stdout.push_str(&self.head(rec, puzzle, count));
        let search_limit = match count {
            Count::Known { shown, .. } => shown,
            Count::After => self.limit.saturating_add(1),
        };
        let mut text = String::new();
        let (mut shown, mut more) = (0u64, false);
        let mut failed: Option<io::Error> = None;
        let mut visit = |values: &[u8]| {
            if shown == self.limit {
                more = true;
                return false;
            }
            if interrupt::received().is_some() {
                return false;
            }
            if let Ok(grid) = Grid::from_values(puzzle.shape(), values) {
                self.push_solution(shown, &grid, &mut text);
            }
            shown += 1;
            if text.len() >= sink::RUN / 2 {
                if let Err(e) = out.stream(&text) {
                    failed = Some(e);
                    return false;
                }
                text.clear();
            }
            true
        };
        self.search(puzzle, search_limit, &mut visit);
        if failed.is_some() || interrupt::received().is_some() {
            // The output failed or the run was stopped: the record ends where it is, in whole
            // solutions, without its count.
            return;
        }
        out.stdout.push_str(&text);
        out.stdout.push_str(&self.tail(rec, count, shown, more));
    }

    /// The first line (JSON: the object's start up to its list of solutions).
    fn head(&self, rec: &InputRecord, puzzle: &Grid, count: Count) -> String {
        let location = rec.location();
        if self.format == OutFormat::Json {
            let start = match count {
                Count::Known { shown, more } => format!(
                    "{{\"count\":{shown},\"more\":{more},\"puzzle\":{},",
                    json!(output::line_string(puzzle))
                ),
                Count::After => format!(
                    "{{\"puzzle\":{},\"source\":{},",
                    json!(output::line_string(puzzle)),
                    json!(location)
                ),
            };
            return start + "\"solutions\":[";
        }
        let text = match count {
            Count::Known { shown, more: true } => {
                tr!("all-more-than", limit = self.limit, shown = shown)
            }
            Count::Known { shown: 0, .. } => tr!("no-solution"),
            Count::Known { shown, .. } => tr!("all-solutions", count = shown),
            Count::After => tr!("all-count-follows", limit = self.limit),
        };
        format!("# {location}: {text}\n")
    }

    /// The end: JSON closes the object (with the count in way 3); way 3's last line.
    fn tail(&self, rec: &InputRecord, count: Count, shown: u64, more: bool) -> String {
        let location = rec.location();
        match (self.format, count) {
            (OutFormat::Json, Count::Known { .. }) => {
                format!("],\"source\":{}}}\n", json!(location))
            }
            (OutFormat::Json, Count::After) => {
                format!("],\"count\":{shown},\"more\":{more}}}\n")
            }
            (_, Count::Known { .. }) => String::new(),
            (_, Count::After) => {
                let text = if more {
                    tr!("all-counted-more", limit = self.limit, shown = shown)
                } else {
                    tr!("all-counted", count = shown)
                };
                format!("# {location}: {text}\n")
            }
        }
    }

    /// Appends solution number `i` (from 0): a JSON string after a comma, or the grid after
    /// a blank line in multi-line layouts.
    fn push_solution(&self, i: u64, g: &Grid, text: &mut String) {
        if self.format == OutFormat::Json {
            if i > 0 {
                text.push(',');
            }
            text.push('"');
            text.push_str(&output::line_string(g));
            text.push('"');
            return;
        }
        if i > 0 && self.format.is_multiline() {
            text.push('\n');
        }
        output::push_grid(g, self.format, self.options, text);
    }
}

/// A visitor that counts without the solutions' values (as `CountVisitor` does), calling
/// `F` for each.
struct Counting<'f, F: FnMut(&[u8]) -> bool>(&'f mut F);

impl<F: FnMut(&[u8]) -> bool> sudoku_engine::Visitor for Counting<'_, F> {
    const RECORDS: bool = false;

    fn visit(&mut self, values: &[u8]) -> bool {
        (self.0)(values)
    }
}
