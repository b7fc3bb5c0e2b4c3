//! Maximum cells: greater than each side-by-side neighbour
//! that is not marked the same way.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, orthogonal_neighbours, Builder, Geometry, Kind, Place, RuleError};

/// The cell's digit is greater than each of its side-by-side neighbours'
/// (neighbours marked the same way are not compared).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Maximum {
    /// The cell.
    pub cell: Place,
}

impl Kind for Maximum {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        g.cell("maximum", self.cell).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let c = g.cell("", self.cell).ok()?;
        let pairs = orthogonal_neighbours(g.size(), c)
            .into_iter()
            .filter(|o| !g.maxima().contains(o))
            .map(|o| (c, o));
        broken_pairs(values, pairs, |x, y| x > y)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(c) = g.cell("", self.cell) {
            for o in orthogonal_neighbours(g.size(), c) {
                if g.maxima().contains(&o) {
                    continue;
                }
                b.relation(c, o, |x, y| x > y);
            }
        }
    }
}
