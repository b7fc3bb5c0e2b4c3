//! Why a puzzle has no solution, as far as a cheap look tells: the one reason the command,
//! the web API and the Python binding all give.
//!
//! [`why_no_solution`] looks at a classic grid: two givens that clash; else, placing the
//! singles (a cell with one candidate, a digit with one place in a unit) until none is left,
//! the first cell that no digit fits or the first digit with no place left in a unit; else only
//! the search could tell. [`why_no_solution_variant`] looks at a variant puzzle's givens: the
//! first rule they already break, else the search tried every grid. Neither searches, so each
//! takes microseconds; both are meant for a puzzle the solver has already found without a
//! solution.
//!
//! The reason is a value ([`NoSolution`]); its `Display` is the English text, and
//! `sudoku_i18n::Localize` says it in the other languages.

use crate::logic::CandidateGrid;
use crate::variant::{Broken, VariantPuzzle};
use crate::{Cell, Conflict, Digit, Grid, Topology, Unit};

/// Why a puzzle has no solution.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NoSolution {
    /// Two givens of a unit hold the same digit.
    #[error("{0}")]
    Conflict(Conflict),
    /// The givens conflict (a clash the grid does not name: never seen for a classic grid,
    /// whose clashes are always named).
    #[error("the givens conflict")]
    GivensConflict,
    /// No digit fits an empty cell, before any single is placed or once they all are.
    #[error("no digit fits {cell}{}", after(*after_singles))]
    NoDigitFits {
        /// The cell.
        cell: Cell,
        /// Whether the singles were placed first.
        after_singles: bool,
    },
    /// A digit has no place left in a unit, before any single is placed or once they all are.
    #[error("{} has no place in {unit}{}", digit.to_char(), after(*after_singles))]
    NoPlace {
        /// The digit.
        digit: Digit,
        /// The unit.
        unit: Unit,
        /// Whether the singles were placed first.
        after_singles: bool,
    },
    /// The singles lead nowhere: only the search could tell, and it found no solution.
    #[error("the search tried every candidate and found no solution")]
    SearchExhausted,
    /// The givens of a variant puzzle already break a rule (the first one broken).
    #[error("the givens break a rule: {0}")]
    BreaksRule(Broken),
    /// A variant puzzle whose givens break no rule: the search tried every grid.
    #[error("no grid follows every rule (the search tried them all)")]
    NoGrid,
}

/// The words that end a reason found once the singles are placed.
fn after(after_singles: bool) -> &'static str {
    if after_singles {
        " once the singles are placed"
    } else {
        ""
    }
}

/// Why the classic grid `puzzle` has no solution, as far as a look without search tells (two
/// givens that clash; else, once the singles are placed, the first cell no digit fits or the
/// first digit with no place left in a unit). Called on a grid with a solution, it says
/// [`NoSolution::SearchExhausted`] once the singles run out.
pub fn why_no_solution(puzzle: &Grid) -> NoSolution {
    let mut grid = match CandidateGrid::from_grid(puzzle) {
        Ok(g) => g,
        Err(_) => {
            return puzzle
                .first_conflict()
                .map_or(NoSolution::GivensConflict, NoSolution::Conflict)
        }
    };
    let shape = puzzle.shape();
    let topo = Topology::of(shape);
    let cells: Vec<Cell> = shape.cells().collect();
    let digits: Vec<Digit> = (1..=shape.size() as u8).filter_map(Digit::new).collect();
    let mut after_singles = false;
    loop {
        if let Some(&cell) = cells
            .iter()
            .find(|&&c| grid.value(c).is_none() && grid.candidates(c).is_empty())
        {
            return NoSolution::NoDigitFits {
                cell,
                after_singles,
            };
        }
        // A digit's places in each unit: none left is a dead end, one is a hidden single.
        let mut single = None;
        for u in 0..topo.unit_count() {
            let unit: Vec<Cell> = topo
                .unit(u)
                .iter()
                .filter_map(|&i| cells.get(usize::from(i)).copied())
                .collect();
            for &d in &digits {
                if unit.iter().any(|&c| grid.value(c) == Some(d)) {
                    continue;
                }
                let mut places = unit.iter().filter(|&&c| grid.candidates(c).contains(d));
                match (places.next(), places.next()) {
                    (None, _) => {
                        return NoSolution::NoPlace {
                            digit: d,
                            unit: topo.unit_kind(u),
                            after_singles,
                        }
                    }
                    (Some(&c), None) => single = single.or(Some((c, d))),
                    _ => {}
                }
            }
        }
        let naked = cells.iter().find_map(|&c| {
            let cands = grid.candidates(c);
            (grid.value(c).is_none() && cands.len() == 1).then(|| cands.first().map(|d| (c, d)))?
        });
        match naked.or(single) {
            Some((cell, digit)) => {
                grid.place(cell, digit);
                after_singles = true;
            }
            None => return NoSolution::SearchExhausted,
        }
    }
}

/// Why the variant puzzle `p` has no solution, as far as a look at its givens tells: the first
/// rule they already break (houses first, so clashing givens name their house), else
/// [`NoSolution::NoGrid`].
pub fn why_no_solution_variant(p: &VariantPuzzle) -> NoSolution {
    match p.broken(p.givens().values()).into_iter().next() {
        Some(b) => NoSolution::BreaksRule(b),
        None => NoSolution::NoGrid,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_str;

    fn reason(line: &str) -> String {
        why_no_solution(&parse_str(line).expect("a puzzle")).to_string()
    }

    #[test]
    fn each_reason_in_words() {
        let mut clash = ".".repeat(81);
        clash.replace_range(0..2, "11");
        assert_eq!(reason(&clash), "r1c1 and r1c2 both hold 1");
        // r1c9 sees 1-8 in its row and 9 in its column.
        let mut no_digit = format!("12345678.{}", ".".repeat(72));
        no_digit.replace_range(17..18, "9");
        assert_eq!(reason(&no_digit), "no digit fits r1c9");
        assert_eq!(
            reason(&".".repeat(81)),
            "the search tried every candidate and found no solution"
        );
    }
}
