//! Greater-than signs between two cells.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, Builder, Geometry, Kind, Place, RuleError};

/// The first cell's digit is greater than the second's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GreaterThan {
    /// The greater cell, then the smaller one.
    pub cells: [Place; 2],
}

impl Kind for GreaterThan {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        super::cells_of(g, "greater-than", &self.cells).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let c = super::cells_of(g, "", &self.cells).ok()?;
        broken_pairs(values, [(c[0], c[1])], |x, y| x > y)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(c) = super::cells_of(g, "", &self.cells) {
            b.relation(c[0], c[1], |p, q| p > q);
        }
    }
}
