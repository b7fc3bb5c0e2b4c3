//! The report on one classic grid that `check` writes and `interactive` shows: its conflicts
//! by kind of unit, its empty cells and, for a consistent partial grid, whether it can still be
//! completed (a room of its own, so that neither command imports the other).

use sudoku_engine::{Conflict, Grid, Solver, Unit};
use sudoku_i18n::{tr, Localize};

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

    /// The text report in the process's language, one line per unit kind and a verdict line.
    pub fn text(&self) -> String {
        let lang = sudoku_i18n::lang();
        let mut s = String::new();
        // (units, the line when they are all right, the line listing their conflicts)
        let kinds: [(UnitFilter, &str, &str); 3] = [
            (
                |u| matches!(u, Unit::Row(_)),
                "check-rows-ok",
                "check-rows-conflicts",
            ),
            (
                |u| matches!(u, Unit::Col(_)),
                "check-columns-ok",
                "check-columns-conflicts",
            ),
            (
                |u| matches!(u, Unit::Box(_)),
                "check-boxes-ok",
                "check-boxes-conflicts",
            ),
        ];
        for (pick, ok, listed) in kinds {
            let found = self.of_kind(pick);
            if found.is_empty() {
                s.push_str(&sudoku_i18n::tr_in(lang, ok, &[]));
            } else {
                let list: Vec<String> = found
                    .iter()
                    .map(|c| {
                        tr!(
                            "check-conflict-in-unit",
                            conflict = c.localize(lang),
                            unit = c.unit.localize(lang)
                        )
                    })
                    .collect();
                let conflicts = sudoku_i18n::Arg::from(list.join("; "));
                s.push_str(&sudoku_i18n::tr_in(
                    lang,
                    listed,
                    &[("conflicts", conflicts)],
                ));
            }
            s.push('\n');
        }
        s.push_str(&verdict(self.conflicts.len(), self.empty, self.solutions));
        s.push('\n');
        s
    }
}

/// The verdict line of a report: `conflicts` rules broken, `empty` cells, and for a
/// consistent partial grid its solutions counted up to 2.
pub(crate) fn verdict(conflicts: usize, empty: usize, solutions: Option<u64>) -> String {
    match (conflicts, empty, solutions) {
        (0, 0, _) => tr!("check-complete"),
        (0, e, Some(0)) => tr!("check-incomplete-no-solution", empty = e),
        (0, e, Some(1)) => tr!("check-incomplete-unique", empty = e),
        (0, e, _) => tr!("check-incomplete-several", empty = e),
        (n, _, _) => tr!("check-inconsistent", conflicts = n),
    }
}

/// Picks one kind of unit (rows, columns or boxes).
type UnitFilter = fn(&Unit) -> bool;
