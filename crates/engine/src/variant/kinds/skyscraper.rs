//! Skyscrapers: digits are heights, and the clue counts those seen from its side.

use serde::{Deserialize, Serialize};

use super::{filled, outside_line, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// Seen from `clue`, `count` digits are taller than every digit before them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Skyscraper {
    /// Where the clue sits, beside the grid.
    pub clue: Place,
    /// How many are seen.
    pub count: u32,
}

/// How many of `v` are taller than all before them.
pub(crate) fn seen(v: &[u8]) -> u32 {
    let mut top = 0;
    let mut k = 0;
    for &x in v {
        if x > top {
            top = x;
            k += 1;
        }
    }
    k
}

impl Kind for Skyscraper {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        outside_line(g, "skyscraper", self.clue)?;
        if self.count == 0 || self.count as usize > g.size() {
            return Err(RuleError::new(
                "skyscraper",
                format!(
                    "between 1 and {} skyscrapers can be seen, not {}",
                    g.size(),
                    self.count
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let line = outside_line(g, "", self.clue).ok()?;
        let v = filled(values, &line)?;
        (seen(&v) != self.count).then_some(line)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(line) = outside_line(g, "", self.clue) {
            b.prop(Prop::Skyscraper {
                line: line.iter().map(|&c| c as u16).collect(),
                count: self.count as usize,
            });
        }
    }
}
