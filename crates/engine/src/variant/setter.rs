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

use std::fmt;

use serde::Serialize;

use super::{Place, Rules, VariantPuzzle};
use crate::budget::{Budget, Interrupted};
use crate::grid::Grid;

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
