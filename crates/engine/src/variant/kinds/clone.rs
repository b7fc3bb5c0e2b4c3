//! Clones: two shapes hold the same digits in matching cells.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, cells_of, Builder, Geometry, Kind, Place, RuleError};

/// `cells[i]` and `clone[i]` hold the same digit, for every `i`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clone {
    /// One shape's cells.
    pub cells: Vec<Place>,
    /// The other's, in matching order.
    pub clone: Vec<Place>,
}

impl Clone {
    fn pairs(&self, g: &Geometry) -> Result<Vec<(usize, usize)>, RuleError> {
        let a = cells_of(g, "clone", &self.cells)?;
        let b = cells_of(g, "clone", &self.clone)?;
        if a.len() != b.len() || a.is_empty() {
            return Err(RuleError::new(
                "clone",
                format!("the shapes have {} and {} cells", a.len(), b.len()),
            ));
        }
        Ok(a.into_iter().zip(b).collect())
    }
}

impl Kind for Clone {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        self.pairs(g).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        broken_pairs(values, self.pairs(g).ok()?, |x, y| x == y)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(pairs) = self.pairs(g) {
            for (x, y) in pairs {
                b.relation(x, y, |p, q| p == q);
            }
        }
    }
}
