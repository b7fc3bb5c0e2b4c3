//! White kropki dots: the two digits differ by the dot's value.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, pair_of, Builder, Geometry, Kind, Place, RuleError};

/// A white dot between two side-by-side cells: their digits differ by `value` (1 when absent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difference {
    /// The two cells.
    pub cells: [Place; 2],
    /// The difference (1 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
}

impl Difference {
    pub(crate) fn diff(&self) -> u8 {
        self.value.unwrap_or(1) as u8
    }
}

impl Kind for Difference {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        pair_of(g, "difference", &self.cells)?;
        let d = self.diff() as usize;
        if d == 0 || d >= g.size() {
            return Err(RuleError::new(
                "difference",
                format!("no two digits from 1 to {} differ by {d}", g.size()),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let (a, b) = pair_of(g, "", &self.cells).ok()?;
        let d = self.diff();
        broken_pairs(values, [(a, b)], |x, y| x.abs_diff(y) == d)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok((x, y)) = pair_of(g, "", &self.cells) {
            let d = self.diff() as usize;
            b.relation(x, y, move |p, q| p.abs_diff(q) == d);
        }
    }
}
