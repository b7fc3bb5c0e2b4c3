//! Non-consecutive: side-by-side cells never hold consecutive digits.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, orthogonal_pairs, Builder, Geometry, Kind, RuleError};

/// Side-by-side cells never hold consecutive digits.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NonConsecutive {}

impl Kind for NonConsecutive {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        broken_pairs(values, orthogonal_pairs(g.size()), |x, y| {
            x.abs_diff(y) != 1
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        for (x, y) in orthogonal_pairs(g.size()) {
            b.relation(x, y, |a, c| a.abs_diff(c) != 1);
        }
    }
}
