//! Region-sum lines: each part of the line inside one region adds up to the same total.

use serde::{Deserialize, Serialize};

use super::{filled, line_of, total, Builder, Geometry, Kind, Place, RuleError};

/// Cut `cells` where the line passes from one region into another: every part adds up to the
/// same total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionSum {
    /// The line's cells.
    pub cells: Vec<Place>,
}

/// The runs of `cells` within one region.
pub(crate) fn segments(g: &Geometry, cells: &[usize]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    for &c in cells {
        match out.last_mut() {
            Some(s) if g.regions()[s[0]] == g.regions()[c] => s.push(c),
            _ => out.push(vec![c]),
        }
    }
    out
}

impl Kind for RegionSum {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "region-sum", &self.cells, 1).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 1).ok()?;
        let sums: Vec<u32> = segments(g, &cells)
            .iter()
            .map(|s| filled(values, s).map(|v| total(&v)))
            .collect::<Option<_>>()?;
        sums.windows(2).any(|w| w[0] != w[1]).then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 1) {
            b.equal_sums(&segments(g, &cells));
        }
    }
}
