//! Zipper lines: cells the same distance from the middle add up to the same total.

use serde::{Deserialize, Serialize};

use super::{filled, line_of, total, Builder, Geometry, Kind, Place, RuleError};

/// Cells the same distance from the middle of `cells` add up to the same total; on a line of
/// odd length that total is the middle digit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Zipper {
    /// The line's cells.
    pub cells: Vec<Place>,
}

/// The groups whose totals are equal: the middle cell alone (odd length), then each pair.
fn groups(cells: &[usize]) -> Vec<Vec<usize>> {
    let k = cells.len();
    let mut out = Vec::new();
    if k % 2 == 1 {
        out.push(vec![cells[k / 2]]);
    }
    for i in 0..k / 2 {
        out.push(vec![cells[i], cells[k - 1 - i]]);
    }
    out
}

impl Kind for Zipper {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "zipper", &self.cells, 2).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        let sums: Vec<u32> = groups(&cells)
            .iter()
            .filter_map(|s| filled(values, s).map(|v| total(&v)))
            .collect();
        sums.windows(2).any(|w| w[0] != w[1]).then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            b.equal_sums(&groups(&cells));
        }
    }
}
