//! Whispers lines: neighbours on the line differ by at least the line's difference.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, line_of, Builder, Geometry, Kind, Place, RuleError};

/// Neighbours along `cells` differ by at least `difference` (German whispers: 5 on 9×9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Whispers {
    /// The line's cells.
    pub cells: Vec<Place>,
    /// The least difference between neighbours; when absent, half the size rounded up (5 on
    /// 9×9, as German whispers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difference: Option<u32>,
}

impl Whispers {
    pub(crate) fn gap(&self, n: usize) -> u8 {
        self.difference.map_or(n.div_ceil(2), |d| d as usize) as u8
    }
}

impl Kind for Whispers {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "whispers", &self.cells, 2)?;
        let gap = self.gap(g.size()) as usize;
        if gap == 0 || gap >= g.size() {
            return Err(RuleError::new(
                "whispers",
                format!(
                    "no two digits from 1 to {} differ by at least {gap}",
                    g.size()
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        let gap = self.gap(g.size());
        broken_pairs(values, cells.windows(2).map(|w| (w[0], w[1])), |x, y| {
            x.abs_diff(y) >= gap
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            let gap = self.gap(g.size()) as usize;
            for w in cells.windows(2) {
                b.relation(w[0], w[1], move |x, y| x.abs_diff(y) >= gap);
            }
        }
    }
}
