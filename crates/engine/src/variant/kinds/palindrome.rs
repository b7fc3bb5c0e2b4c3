//! Palindromes: the line reads the same from either end.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, line_of, Builder, Geometry, Kind, Place, RuleError};

/// The digits along `cells` read the same from either end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Palindrome {
    /// The line's cells, end to end.
    pub cells: Vec<Place>,
}

fn pairs(cells: &[usize]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let k = cells.len();
    (0..k / 2).map(move |i| (cells[i], cells[k - 1 - i]))
}

impl Kind for Palindrome {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "palindrome", &self.cells, 2).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        broken_pairs(values, pairs(&cells), |x, y| x == y)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            for (x, y) in pairs(&cells) {
                b.relation(x, y, |a, c| a == c);
            }
        }
    }
}
