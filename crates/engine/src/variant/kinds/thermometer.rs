//! Thermometers: digits rise from the bulb.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, line_of, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// Digits increase along `cells` from the bulb (the first cell): strictly, or, on a slow
/// thermometer, never decrease.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Thermometer {
    /// The bulb first, then the cells along the tube.
    pub cells: Vec<Place>,
    /// Whether neighbours may be equal.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub slow: bool,
}

impl Thermometer {
    fn ok(&self) -> impl Fn(u8, u8) -> bool {
        let slow = self.slow;
        move |x, y| if slow { x <= y } else { x < y }
    }
}

impl Kind for Thermometer {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = line_of(g, "thermometer", &self.cells, 1)?;
        if !self.slow && cells.len() > g.size() {
            return Err(RuleError::new(
                "thermometer",
                format!(
                    "{} cells cannot rise strictly with {} digits",
                    cells.len(),
                    g.size()
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 1).ok()?;
        broken_pairs(values, cells.windows(2).map(|w| (w[0], w[1])), self.ok())
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let Ok(cells) = line_of(g, "", &self.cells, 1) else {
            return;
        };
        b.prop(Prop::Thermo {
            cells: cells.iter().map(|&c| c as u16).collect(),
            slow: self.slow,
        });
    }
}
