//! How generated puzzles are written: text records, JSON, booklet entries, the error line of
//! a puzzle that could not be made, and the `--stats` line.

use std::ops::Range;

use serde_json::json;
use sudoku_engine::format::WriteOptions;
use sudoku_engine::generate::{GenerateError, Generated};
use sudoku_i18n::{tr, Localize};

use crate::chunk::Summary;
use crate::output::{self, Booklet, OutFormat};

/// The output side of a run: format, options, and the booklet being collected for
/// `--format pdf`.
pub(super) struct Writer {
    pub(super) format: OutFormat,
    pub(super) hole: char,
    pub(super) with_solution: bool,
    pub(super) seed: u64,
    /// The level every puzzle was made at (`--difficulty`), for the booklet's captions.
    pub(super) level: Option<sudoku_engine::logic::Level>,
    /// Puzzles for the PDF booklet, written at the end (`--format pdf`).
    pub(super) booklet: Option<Booklet>,
}

impl Writer {
    /// Appends puzzle `index` in the output format, or adds it to the booklet.
    pub(super) fn puzzle(&self, index: u64, g: &Generated, out: &mut String) {
        if let Some(booklet) = &self.booklet {
            let mut entry = sudoku_render::BookletPuzzle::new(g.puzzle.clone());
            entry.solution = Some(g.solution.clone());
            entry.difficulty = self.level.map(|level| level.name().to_string());
            entry.seed = Some(self.seed);
            entry.index = Some(index + 1);
            booklet.add_entry(index, entry);
            return;
        }
        let format = self.format;
        let opts = WriteOptions {
            hole: self.hole,
            ..WriteOptions::default()
        };
        if format == OutFormat::Json {
            let mut v = json!({
                "index": index,
                "seed": self.seed,
                "puzzle": output::line_string(&g.puzzle),
                "grid": output::json_rows(&g.puzzle),
                "clues": g.puzzle.given_count(),
                "symmetry": g.symmetry.name(),
            });
            if self.with_solution {
                v["solution"] = json!(output::line_string(&g.solution));
            }
            output::push_json(&v, out);
            return;
        }
        output::begin_record(format, index, out);
        if format == OutFormat::Line && self.with_solution {
            sudoku_engine::format::write_grid(&g.puzzle, format.text_format(), opts, out);
            out.push(' ');
            output::push_grid(&g.solution, format, opts, out);
            return;
        }
        output::push_grid(&g.puzzle, format, opts, out);
        if self.with_solution {
            out.push('\n');
            output::push_grid(&g.solution, format, opts, out);
        }
    }

    /// Appends the error line of puzzle `index` (numbered from 1 for people), with a hint when
    /// more time might have helped.
    pub(super) fn failure(&self, index: u64, e: &GenerateError, err: &mut String) {
        failure_line(index, e.localize(sudoku_i18n::lang()), e.is_time_out(), err);
    }
}

/// Appends the error line of puzzle `index` (numbered from 1 for people) that could not be
/// made for `reason`, with a hint when more time might have helped (`time_out`).
pub(super) fn failure_line(index: u64, reason: String, time_out: bool, err: &mut String) {
    let puzzle = index + 1;
    let message = if time_out {
        tr!("generate-failed-in-time", puzzle = puzzle, reason = reason)
    } else {
        tr!("generate-failed", puzzle = puzzle, reason = reason)
    };
    err.push_str("error: ");
    err.push_str(&message);
    err.push('\n');
}

/// The `--stats` line: puzzles asked for, made and failed, time and rate.
pub(super) fn stats_line(summary: &Summary, threads: usize) -> String {
    let t = &summary.tally;
    let lang = sudoku_i18n::lang();
    tr!(
        "generate-stats",
        puzzles = t.records,
        made = t.solved,
        failed = t.failed,
        seconds = sudoku_i18n::decimal(lang, summary.elapsed.as_secs_f64(), Some(3)),
        rate = sudoku_i18n::decimal_point(lang, &crate::output::rate_text(summary.per_second())),
        threads = threads
    )
}

/// The last line of a run stopped by `--timeout` after `limit` seconds: how many of `count`
/// puzzles were made, and the numbers (from 1, in ranges) of those that were not: `cut`, begun
/// and stopped (0-based, any order), and `never_begun`, the last ones.
pub(super) fn stopped_line(
    limit: f64,
    made: u64,
    count: u64,
    cut: &mut [u64],
    never_begun: Range<u64>,
) -> String {
    let ranges = crate::output::ranges_text(cut, never_begun);
    let lang = sudoku_i18n::lang();
    let message = tr!(
        "generate-stopped",
        limit = sudoku_i18n::decimal(lang, limit, None),
        made = made,
        count = count,
        ranges = ranges
    );
    format!("error: {message}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stopped_lines_name_the_puzzles_not_made_in_ranges() {
        // (limit, made, count, cut short (0-based), never begun, expected tail)
        type Case = (f64, u64, u64, &'static [u64], Range<u64>, &'static str);
        let table: [Case; 4] = [
            (
                2.0,
                7,
                20,
                &[],
                7..20,
                "7 of 20 puzzles made; not made: 8–20",
            ),
            (
                0.5,
                2,
                5,
                &[4, 2, 3],
                5..5,
                "2 of 5 puzzles made; not made: 3–5",
            ),
            (
                1.5,
                3,
                6,
                &[5, 1, 3],
                6..6,
                "3 of 6 puzzles made; not made: 2, 4, 6",
            ),
            (
                1.0,
                3,
                9,
                &[4, 1],
                5..9,
                "3 of 9 puzzles made; not made: 2, 5–9",
            ),
        ];
        for (limit, made, count, cut, never_begun, tail) in table {
            let line = stopped_line(limit, made, count, &mut cut.to_vec(), never_begun);
            assert_eq!(
                line,
                format!("error: stopped at the time limit ({limit} s): {tail}")
            );
        }
    }
}
