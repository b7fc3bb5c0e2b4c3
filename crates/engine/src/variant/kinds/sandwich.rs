//! Sandwich sums: the digits between the 1 and the N of a row or column add up to the clue.

use serde::{Deserialize, Serialize};

use super::{filled, outside_line, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// The digits between the 1 and the largest digit of the row or column that `clue` sits
/// beside add up to `sum`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sandwich {
    /// Where the clue sits, beside the grid.
    pub clue: Place,
    /// The total between the crusts.
    pub sum: u32,
}

impl Kind for Sandwich {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        outside_line(g, "sandwich", self.clue)?;
        let n = g.size() as u32;
        let most = n * (n - 1) / 2 - 1;
        if self.sum > most {
            return Err(RuleError::new(
                "sandwich",
                format!(
                    "the digits between 1 and {n} add up to at most {most}, not {}",
                    self.sum
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let line = outside_line(g, "", self.clue).ok()?;
        let v = filled(values, &line)?;
        let n = g.size() as u8;
        let i = v.iter().position(|&x| x == 1)?;
        let j = v.iter().position(|&x| x == n)?;
        let (i, j) = (i.min(j), i.max(j));
        let s: u32 = v[i + 1..j].iter().map(|&x| x as u32).sum();
        (s != self.sum).then_some(line)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(line) = outside_line(g, "", self.clue) {
            b.prop(Prop::Sandwich {
                line: line.iter().map(|&c| c as u16).collect(),
                sum: self.sum as i32,
            });
        }
    }
}
