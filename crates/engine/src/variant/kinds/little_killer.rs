//! Little killers: a clue outside the grid gives the total of the diagonal it points along.

use serde::{Deserialize, Serialize};

use super::{diagonal_from, filled, total, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::Direction;

/// The digits along the diagonal from `clue` in `direction` add up to `sum` (they may repeat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LittleKiller {
    /// Where the clue sits, beside the grid (`r0c3`, `r5c10`, ...).
    pub clue: Place,
    /// The way its arrow points.
    pub direction: Direction,
    /// The total.
    pub sum: u32,
}

impl Kind for LittleKiller {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = diagonal_from(g, "little-killer", self.clue, self.direction)?;
        let (k, n) = (cells.len() as u32, g.size() as u32);
        if self.sum < k || self.sum > k * n {
            return Err(RuleError::new(
                "little-killer",
                format!("{k} digits cannot add up to {}", self.sum),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = diagonal_from(g, "", self.clue, self.direction).ok()?;
        let v = filled(values, &cells)?;
        (total(&v) != self.sum).then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = diagonal_from(g, "", self.clue, self.direction) {
            b.sum(&cells, &vec![1; cells.len()], &[self.sum as i32]);
        }
    }
}
