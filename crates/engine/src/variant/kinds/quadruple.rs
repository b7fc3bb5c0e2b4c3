//! Quadruples: the digits in the circle on a corner appear in the cells around it.

use serde::{Deserialize, Serialize};

use super::{cells_of, filled, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// Each digit of `digits` appears among `cells` (the two to four cells around a corner); a
/// digit listed twice appears at least twice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quadruple {
    /// The cells around the circle.
    pub cells: Vec<Place>,
    /// The digits in the circle.
    pub digits: Vec<u8>,
}

impl Quadruple {
    fn need(&self) -> Vec<(u8, u8)> {
        let mut need: Vec<(u8, u8)> = Vec::new();
        for &d in &self.digits {
            match need.iter_mut().find(|(x, _)| *x == d) {
                Some((_, k)) => *k += 1,
                None => need.push((d, 1)),
            }
        }
        need
    }
}

impl Kind for Quadruple {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = cells_of(g, "quadruple", &self.cells)?;
        if cells.is_empty() || cells.len() > 4 {
            return Err(RuleError::new(
                "quadruple",
                "a quadruple has two to four cells",
            ));
        }
        if self.digits.len() > cells.len() {
            return Err(RuleError::new(
                "quadruple",
                format!(
                    "{} digits do not fit in {} cells",
                    self.digits.len(),
                    cells.len()
                ),
            ));
        }
        if let Some(d) = self
            .digits
            .iter()
            .find(|&&d| d == 0 || d as usize > g.size())
        {
            return Err(RuleError::new(
                "quadruple",
                format!("{d} is not a digit of the {0}×{0} grid", g.size()),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = cells_of(g, "", &self.cells).ok()?;
        let v = filled(values, &cells)?;
        let missing = self
            .need()
            .iter()
            .any(|&(d, k)| v.iter().filter(|&&x| x == d).count() < k as usize);
        missing.then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = cells_of(g, "", &self.cells) {
            b.prop(Prop::Quadruple {
                cells: cells.iter().map(|&c| c as u16).collect(),
                need: self.need().into(),
            });
        }
    }
}
