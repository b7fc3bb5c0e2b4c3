//! X-sums: the first X digits from the clue's side add up to the clue, X being the first.

use serde::{Deserialize, Serialize};

use super::{outside_line, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// Reading from `clue` into the grid, the first X digits add up to `sum`, where X is the
/// first digit read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct XSum {
    /// Where the clue sits, beside the grid.
    pub clue: Place,
    /// The total.
    pub sum: u32,
}

impl Kind for XSum {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        outside_line(g, "x-sum", self.clue)?;
        let n = g.size() as u32;
        if self.sum == 0 || self.sum > n * (n + 1) / 2 {
            return Err(RuleError::new("x-sum", format!("no X-sum is {}", self.sum)));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let line = outside_line(g, "", self.clue).ok()?;
        let x = values[line[0]] as usize;
        if x == 0 {
            return None;
        }
        let head = &line[..x.min(line.len())];
        let v = super::filled(values, head)?;
        (super::total(&v) != self.sum).then(|| head.to_vec())
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(line) = outside_line(g, "", self.clue) {
            b.prop(Prop::XSum {
                line: line.iter().map(|&c| c as u16).collect(),
                sum: self.sum as i32,
            });
        }
    }
}
