//! Odd cells.

use serde::{Deserialize, Serialize};

use super::{Builder, Geometry, Kind, Place, RuleError};

/// The cell holds an odd digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Odd {
    /// The cell.
    pub cell: Place,
}

impl Kind for Odd {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        g.cell("odd", self.cell).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let c = g.cell("", self.cell).ok()?;
        (values[c] != 0 && values[c].is_multiple_of(2)).then(|| vec![c])
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(c) = g.cell("", self.cell) {
            let mask = (1..=g.size())
                .filter(|d| d % 2 == 1)
                .fold(0, |m, d| m | 1 << (d - 1));
            b.restrict(c, mask);
        }
    }
}
