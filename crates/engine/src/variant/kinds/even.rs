//! Even cells.

use serde::{Deserialize, Serialize};

use super::{Builder, Geometry, Kind, Place, RuleError};

/// The cell holds an even digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Even {
    /// The cell.
    pub cell: Place,
}

impl Kind for Even {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        g.cell("even", self.cell).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let c = g.cell("", self.cell).ok()?;
        (values[c] != 0 && !values[c].is_multiple_of(2)).then(|| vec![c])
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(c) = g.cell("", self.cell) {
            let mask = (1..=g.size())
                .filter(|d| d % 2 == 0)
                .fold(0, |m, d| m | 1 << (d - 1));
            b.restrict(c, mask);
        }
    }
}
