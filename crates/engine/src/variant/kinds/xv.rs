//! XV: an X between two cells means their digits add up to 10, a V to 5.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, pair_of, Builder, Geometry, Kind, Place, RuleError};

/// An X (`sum` 10) or a V (`sum` 5) between two side-by-side cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Xv {
    /// The two cells.
    pub cells: [Place; 2],
    /// Their total: 10 for an X, 5 for a V.
    pub sum: u32,
}

impl Kind for Xv {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        pair_of(g, "xv", &self.cells)?;
        if self.sum != 5 && self.sum != 10 {
            return Err(RuleError::new(
                "xv",
                format!("an X stands for 10 and a V for 5, not {}", self.sum),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let (a, b) = pair_of(g, "", &self.cells).ok()?;
        broken_pairs(values, [(a, b)], |x, y| x as u32 + y as u32 == self.sum)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok((x, y)) = pair_of(g, "", &self.cells) {
            let s = self.sum as usize;
            b.relation(x, y, move |p, q| p + q == s);
        }
    }
}
