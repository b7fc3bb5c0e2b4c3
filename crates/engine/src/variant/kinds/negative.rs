//! The negative rules of dots: where no dot (or X, V) is drawn between side-by-side cells,
//! the relation it would show does not hold. "Drawn" means any dot of the family: a pair with
//! a white dot is free of the black dots' negative rule, and the other way round.

use serde::{Deserialize, Serialize};

use super::ratio::in_ratio;
use super::{broken_pairs, orthogonal_pairs, Builder, Geometry, Kind, RuleError};

/// Side-by-side cells with no white or black dot never differ by `value` (1 when absent).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoDifference {
    /// The difference no unmarked pair has (1 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
}

/// Side-by-side cells with no white or black dot are never in the ratio `value` (2 when
/// absent).
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoRatio {
    /// The ratio no unmarked pair has (2 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u32>,
}

/// Side-by-side cells with no X or V add up to neither 10 nor 5.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoXv {}

fn unmarked(g: &Geometry, marked: &[(usize, usize)]) -> Vec<(usize, usize)> {
    orthogonal_pairs(g.size())
        .into_iter()
        .filter(|p| marked.binary_search(p).is_err())
        .collect()
}

impl Kind for NoDifference {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let d = self.value.unwrap_or(1) as u8;
        broken_pairs(values, unmarked(g, g.dot_pairs()), |x, y| {
            x.abs_diff(y) != d
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let d = self.value.unwrap_or(1) as usize;
        for (x, y) in unmarked(g, g.dot_pairs()) {
            b.relation(x, y, move |p, q| p.abs_diff(q) != d);
        }
    }
}

impl Kind for NoRatio {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let r = self.value.unwrap_or(2) as usize;
        broken_pairs(values, unmarked(g, g.dot_pairs()), |x, y| {
            !in_ratio(x as usize, y as usize, r)
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let r = self.value.unwrap_or(2) as usize;
        for (x, y) in unmarked(g, g.dot_pairs()) {
            b.relation(x, y, move |p, q| !in_ratio(p, q, r));
        }
    }
}

impl Kind for NoXv {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        broken_pairs(values, unmarked(g, g.xv_pairs()), |x, y| {
            x + y != 10 && x + y != 5
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        for (x, y) in unmarked(g, g.xv_pairs()) {
            b.relation(x, y, |p, q| p + q != 10 && p + q != 5);
        }
    }
}
