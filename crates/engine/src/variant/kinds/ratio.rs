//! Black kropki dots: one digit is the other times the dot's value.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, pair_of, Builder, Geometry, Kind, Place, RuleError};

/// A black dot between two side-by-side cells: one digit is the other times `value` (2 when
/// absent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ratio {
    /// The two cells.
    pub cells: [Place; 2],
    /// The ratio (2 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
}

impl Ratio {
    pub(crate) fn ratio(&self) -> usize {
        self.value.unwrap_or(2) as usize
    }
}

pub(crate) fn in_ratio(x: usize, y: usize, r: usize) -> bool {
    x == y * r || y == x * r
}

impl Kind for Ratio {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        pair_of(g, "ratio", &self.cells)?;
        let r = self.ratio();
        if r < 2 || r > g.size() {
            return Err(RuleError::new(
                "ratio",
                format!(
                    "no two different digits from 1 to {} are in the ratio {r}",
                    g.size()
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let (a, b) = pair_of(g, "", &self.cells).ok()?;
        let r = self.ratio();
        broken_pairs(values, [(a, b)], |x, y| in_ratio(x as usize, y as usize, r))
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok((x, y)) = pair_of(g, "", &self.cells) {
            let r = self.ratio();
            b.relation(x, y, move |p, q| in_ratio(p, q, r));
        }
    }
}
