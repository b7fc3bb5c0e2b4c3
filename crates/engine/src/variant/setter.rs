//! Help for setters: which rules and givens contradict each other in a puzzle with no
//! solution, and which ones a unique puzzle could do without.
//!
//! A puzzle is taken apart into its parts (each constraint, each given; the houses always
//! stay), and the solver is asked about puzzles made of some of them. Both answers are found by
//! taking parts away one at a time, in the puzzle's order (constraints first, then givens), so
//! each search is of a puzzle with one part fewer than a puzzle already known:
//! - the core of a contradiction keeps a part only when the puzzle without it has a solution,
//!   so what remains still has none and every part of it is needed for that (it is minimal:
//!   no part can go; a smaller core with other parts may exist);
//! - the removable parts are each tried alone: the puzzle without that one part stays unique
//!   (two of them need not be removable together).
//!
//! And, for a puzzle still being built: the cells that hold the same digit in every solution.

use std::fmt;

use serde::Serialize;

use super::{Constraint, Killer, Place, Rules, VariantPuzzle};
use crate::budget::{Budget, Interrupted};
use crate::grid::Grid;
use crate::solver::Visitor;

/// One part of a puzzle a setter may take away: a constraint or a given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "part", rename_all = "kebab-case")]
pub enum Part {
    /// Constraint number `index` (0-based, in the order given).
    Constraint {
        /// Its place in the list.
        index: usize,
        /// Its kind's name.
        kind: &'static str,
    },
    /// A given digit.
    Given {
        /// Its cell.
        cell: Place,
        /// The digit.
        digit: u8,
    },
}

/// `#3 (killer)` for the third constraint, `r1c1=5` for a given: the same in every language.
impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Constraint { index, kind } => write!(f, "#{} ({kind})", index + 1),
            Part::Given { cell, digit } => write!(f, "{cell}={digit}"),
        }
    }
}

/// Which parts a sub-puzzle keeps.
struct Keep {
    constraints: Vec<bool>,
    givens: Vec<bool>,
}

impl VariantPuzzle {
    /// Every part of the puzzle, constraints first (in order), then givens (row-major).
    fn parts(&self) -> Vec<Part> {
        let n = self.rules.size();
        let constraints = self
            .rules
            .constraints()
            .iter()
            .enumerate()
            .map(|(index, c)| Part::Constraint {
                index,
                kind: c.kind_name(),
            });
        let givens = self
            .givens
            .values()
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v != 0)
            .map(|(i, &v)| Part::Given {
                cell: Place::of_index(i, n),
                digit: v,
            });
        constraints.chain(givens).collect()
    }

    /// The puzzle made of the parts `keep` keeps (the houses always stay).
    fn sub_puzzle(&self, keep: &Keep) -> Option<VariantPuzzle> {
        let geometry = self.rules.geometry();
        let constraints = self
            .rules
            .constraints()
            .iter()
            .zip(&keep.constraints)
            .filter(|&(_, &k)| k)
            .map(|(c, _)| c.clone())
            .collect();
        let regions = geometry.is_irregular().then(|| geometry.regions());
        let rules = Rules::new(self.rules.shape(), regions, constraints).ok()?;
        let values: Vec<u8> = self
            .givens
            .values()
            .iter()
            .zip(&keep.givens)
            .map(|(&v, &k)| if k { v } else { 0 })
            .collect();
        let givens = Grid::from_values(self.givens.shape(), &values).ok()?;
        VariantPuzzle::new(givens, rules).ok()
    }

    /// The solutions of the puzzle made of the parts `keep` keeps, counted up to `limit`.
    fn count_kept(&self, keep: &Keep, limit: u64, budget: &Budget) -> Result<u64, Interrupted> {
        match self.sub_puzzle(keep) {
            Some(p) if p.clash().is_none() => Ok(p.count(limit, budget)?.count),
            // Givens that clash in a house: no solution.
            Some(_) => Ok(0),
            // A sub-puzzle the rules refuse cannot happen (its parts were accepted together).
            None => Ok(limit),
        }
    }

    fn keep_all(&self) -> Keep {
        Keep {
            constraints: vec![true; self.rules.constraints().len()],
            givens: self.givens.values().iter().map(|&v| v != 0).collect(),
        }
    }

    /// For a puzzle with no solution: a set of its constraints and givens that already has
    /// none, from which no part can be taken away without a solution appearing (the houses
    /// always count). `None` when the puzzle has a solution.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn contradiction_core(&self, budget: &Budget) -> Result<Option<Vec<Part>>, Interrupted> {
        let mut keep = self.keep_all();
        if self.count_kept(&keep, 1, budget)? > 0 {
            return Ok(None);
        }
        let mut core = Vec::new();
        for part in self.parts() {
            let slot = self.slot(&mut keep, part);
            *slot = false;
            let slot_on = self.count_kept(&keep, 1, budget)? > 0;
            if slot_on {
                *self.slot(&mut keep, part) = true;
                core.push(part);
            }
        }
        Ok(Some(core))
    }

    /// For a puzzle with exactly one solution: each constraint and given that could be taken
    /// away alone with the puzzle still unique. `None` when the puzzle does not have exactly
    /// one solution.
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn removable_parts(&self, budget: &Budget) -> Result<Option<Vec<Part>>, Interrupted> {
        let mut keep = self.keep_all();
        if self.count_kept(&keep, 2, budget)? != 1 {
            return Ok(None);
        }
        let mut out = Vec::new();
        for part in self.parts() {
            *self.slot(&mut keep, part) = false;
            if self.count_kept(&keep, 2, budget)? == 1 {
                out.push(part);
            }
            *self.slot(&mut keep, part) = true;
        }
        Ok(Some(out))
    }

    /// Where `keep` says whether it keeps `part`.
    fn slot<'k>(&self, keep: &'k mut Keep, part: Part) -> &'k mut bool {
        match part {
            Part::Constraint { index, .. } => &mut keep.constraints[index],
            Part::Given { cell, .. } => {
                let n = self.rules.size();
                let i = (cell.row as usize - 1) * n + cell.col as usize - 1;
                &mut keep.givens[i]
            }
        }
    }
}

/// How many solutions [`VariantPuzzle::same_digit_groups`] looks at before it proves the
/// groups it sees by searching.
const SAME_DIGIT_SAMPLE: u64 = 256;

/// Keeps the values of every solution seen.
struct Collect(Vec<Vec<u8>>);

impl Visitor for Collect {
    fn visit(&mut self, values: &[u8]) -> bool {
        self.0.push(values.to_vec());
        true
    }
}

impl VariantPuzzle {
    /// The groups of two or more cells that hold the same digit in every solution (cells a
    /// setter may find forced equal while building a puzzle), each in row-major order, the
    /// groups by their first cell; empty when the puzzle has no solution. For a unique puzzle
    /// these are simply the cells of each digit.
    ///
    /// Up to 256 solutions are looked at first: when that is all of them, the groups are read
    /// off them; otherwise each group they suggest is proved cell by cell, by a search for a
    /// solution where the cell differs from the group's first (none found: it is forced).
    ///
    /// # Errors
    ///
    /// [`Interrupted`] when the budget runs out first.
    pub fn same_digit_groups(&self, budget: &Budget) -> Result<Vec<Vec<Place>>, Interrupted> {
        let n = self.rules.size();
        let mut seen = Collect(Vec::new());
        let stats = self.search(SAME_DIGIT_SAMPLE, &mut seen, budget)?;
        if seen.0.is_empty() {
            return Ok(Vec::new());
        }
        let complete = stats.solutions < SAME_DIGIT_SAMPLE;
        // Cells whose digits agree in every solution seen, grouped by their first cell.
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for c in 0..n * n {
            let same = |a: usize| seen.0.iter().all(|s| s[a] == s[c]);
            match groups.iter().position(|g| same(g[0])) {
                Some(k) => groups[k].push(c),
                None => groups.push(vec![c]),
            }
        }
        let mut out = Vec::new();
        for group in groups {
            let mut rest = group;
            while rest.len() > 1 {
                let first = rest[0];
                let mut forced = vec![first];
                let mut other = Vec::new();
                for &c in &rest[1..] {
                    if complete || !self.can_differ(first, c, budget)? {
                        forced.push(c);
                    } else {
                        other.push(c);
                    }
                }
                if forced.len() > 1 {
                    out.push(forced.iter().map(|&c| Place::of_index(c, n)).collect());
                }
                rest = other;
            }
        }
        out.sort_by_key(|g: &Vec<Place>| g.first().map(|p| (p.row, p.col)));
        Ok(out)
    }

    /// Whether some solution has different digits in cells `a` and `b`.
    fn can_differ(&self, a: usize, b: usize, budget: &Budget) -> Result<bool, Interrupted> {
        let n = self.rules.size();
        let geometry = self.rules.geometry();
        let mut constraints = self.rules.constraints().to_vec();
        constraints.push(Constraint::Killer(Killer {
            cells: vec![Place::of_index(a, n), Place::of_index(b, n)],
            sum: None,
        }));
        let regions = geometry.is_irregular().then(|| geometry.regions());
        let Ok(rules) = Rules::new(self.rules.shape(), regions, constraints) else {
            return Ok(true);
        };
        let Ok(p) = VariantPuzzle::new(self.givens.clone(), rules) else {
            return Ok(true);
        };
        Ok(p.count(1, budget)?.count > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::tests::{p, puzzle};
    use crate::variant::{Constraint, Killer, Thermometer};

    fn cage(cells: &[(u8, u8)], sum: u32) -> Constraint {
        Constraint::Killer(Killer {
            cells: cells.iter().map(|&(r, c)| p(r, c)).collect(),
            sum: Some(sum),
        })
    }

    #[test]
    fn the_core_names_the_parts_that_contradict_each_other() {
        // 4×4: a thermometer r1c1 < r1c2 and the givens r1c1 = 4 (nothing above 4) contradict;
        // the cage elsewhere and the other given do not take part.
        let mut givens = [0u8; 16];
        givens[0] = 4;
        givens[15] = 1;
        let thermo = Constraint::Thermometer(Thermometer {
            cells: vec![p(1, 1), p(1, 2)],
            slow: false,
        });
        let puzzle = puzzle(4, &givens, vec![cage(&[(4, 1), (4, 2)], 3), thermo]);
        let core = puzzle
            .contradiction_core(&Budget::unlimited())
            .unwrap()
            .unwrap();
        let names: Vec<String> = core.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["#2 (thermometer)", "r1c1=4"]);
        // The core alone has no solution, and each part of it is needed.
        assert!(puzzle.count(1, &Budget::unlimited()).unwrap().count == 0);
    }

    #[test]
    fn a_puzzle_with_a_solution_has_no_core() {
        let puzzle = puzzle(4, &[0; 16], vec![cage(&[(1, 1), (1, 2)], 3)]);
        assert_eq!(
            puzzle.contradiction_core(&Budget::unlimited()).unwrap(),
            None
        );
    }

    #[test]
    fn removable_parts_each_leave_the_puzzle_unique() {
        let thermo = VariantPuzzle::from_json(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/variant/thermo-6x6.json"
        )))
        .unwrap();
        let budget = Budget::unlimited();
        let removable = thermo.removable_parts(&budget).unwrap().unwrap();
        // The file lists two thermometers twice (#4 = #11, #3 = #8): either copy can go.
        let names: Vec<String> = removable.iter().map(ToString::to_string).collect();
        for twin in [
            "#3 (thermometer)",
            "#8 (thermometer)",
            "#4 (thermometer)",
            "#11 (thermometer)",
        ] {
            assert!(names.contains(&twin.to_string()), "{names:?}");
        }
        for part in &removable {
            let mut keep = thermo.keep_all();
            *thermo.slot(&mut keep, *part) = false;
            assert_eq!(thermo.count_kept(&keep, 2, &budget).unwrap(), 1, "{part}");
        }
        // A puzzle with several solutions has no such list.
        let open = puzzle(4, &[0; 16], vec![cage(&[(1, 1), (1, 2)], 3)]);
        assert_eq!(open.removable_parts(&budget).unwrap(), None);
    }
}

#[cfg(test)]
mod same_digit_tests {
    use super::*;
    use crate::variant::tests::{p, puzzle};
    use crate::variant::Thermometer;

    #[test]
    fn cells_forced_equal_are_grouped() {
        // 4×4 with r1c1 = 1 and r2c3 = 1 given... and a thermometer r1c2 < r1c3 < r1c4: row 1
        // reads 1 2 3 4, so each of its cells is forced equal to the cells of its digit that
        // the givens fix. Count the solutions by brute force beside: the groups must hold in
        // every one, and no larger group may.
        let thermo = Constraint::Thermometer(Thermometer {
            cells: vec![p(1, 2), p(1, 3), p(1, 4)],
            slow: false,
        });
        let mut givens = [0u8; 16];
        givens[0] = 1;
        let puz = puzzle(4, &givens, vec![thermo]);
        let budget = Budget::unlimited();
        let groups = puz.same_digit_groups(&budget).unwrap();
        let mut all = Collect(Vec::new());
        puz.search(1000, &mut all, &budget).unwrap();
        assert!(all.0.len() > 1, "several solutions");
        for g in &groups {
            let idx: Vec<usize> = g.iter().map(|p| p.index(4).unwrap()).collect();
            for s in &all.0 {
                assert!(idx.iter().all(|&c| s[c] == s[idx[0]]), "{g:?}");
            }
        }
        // Row 1 is 1 2 3 4 in every solution: r1c1 and r1c2 are in no common group, and every
        // cell of a group has the group's digit in the first solution.
        let first = &all.0[0];
        for a in 0..16 {
            for b in a + 1..16 {
                let always = all.0.iter().all(|s| s[a] == s[b]);
                let grouped = groups.iter().any(|g| {
                    g.contains(&Place::of_index(a, 4)) && g.contains(&Place::of_index(b, 4))
                });
                assert_eq!(
                    always,
                    grouped,
                    "r{}c{} and r{}c{} ({first:?})",
                    a / 4 + 1,
                    a % 4 + 1,
                    b / 4 + 1,
                    b % 4 + 1
                );
            }
        }
    }

    #[test]
    fn groups_beyond_the_sample_are_proved_by_search() {
        // 6×6 with a clone of r3c1 at r6c6 and row 1 rising: tens of thousands of solutions, so
        // the 256 looked at suggest groups that searches must prove or break. Only the clone's
        // two cells hold the same digit in every solution.
        let thermo = Constraint::Thermometer(Thermometer {
            cells: (1..=6).map(|c| p(1, c)).collect(),
            slow: false,
        });
        let clone = Constraint::Clone(crate::variant::Clone {
            cells: vec![p(3, 1)],
            clone: vec![p(6, 6)],
        });
        let puz = puzzle(6, &[0; 36], vec![thermo, clone]);
        let budget = Budget::unlimited();
        assert!(puz.count(300, &budget).unwrap().count >= 300);
        let groups = puz.same_digit_groups(&budget).unwrap();
        assert_eq!(groups, vec![vec![p(3, 1), p(6, 6)]]);
    }
}
