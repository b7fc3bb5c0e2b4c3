//! Renban lines: a set of consecutive digits in any order.

use serde::{Deserialize, Serialize};

use super::{filled, line_of, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// The digits along `cells` are distinct and consecutive, in any order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Renban {
    /// The line's cells.
    pub cells: Vec<Place>,
}

impl Kind for Renban {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = line_of(g, "renban", &self.cells, 1)?;
        if cells.len() > g.size() {
            return Err(RuleError::new(
                "renban",
                format!(
                    "{} cells cannot hold distinct digits from 1 to {}",
                    cells.len(),
                    g.size()
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 1).ok()?;
        if let Some(r) = super::repeated(values, &cells) {
            return Some(r);
        }
        let v = filled(values, &cells)?;
        let (lo, hi) = (v.iter().min()?, v.iter().max()?);
        ((hi - lo) as usize + 1 != v.len()).then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 1) {
            b.all_different(&cells);
            b.prop(Prop::Renban {
                cells: cells.iter().map(|&c| c as u16).collect(),
            });
        }
    }
}
