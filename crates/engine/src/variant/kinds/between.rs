//! Between lines: the digits on the line lie strictly between those in its end circles.

use serde::{Deserialize, Serialize};

use super::{line_of, Builder, Geometry, Kind, Place, RuleError};
use crate::variant::model::Prop;

/// The digits of the cells between the two ends of `cells` lie strictly between the digits
/// of the two ends (the circles).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Between {
    /// The line, circle to circle.
    pub cells: Vec<Place>,
}

impl Kind for Between {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "between", &self.cells, 2).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        let (a, b) = (values[cells[0]], values[*cells.last()?]);
        if a == 0 || b == 0 {
            return None;
        }
        let (lo, hi) = (a.min(b), a.max(b));
        cells[1..cells.len() - 1]
            .iter()
            .find(|&&c| values[c] != 0 && !(lo < values[c] && values[c] < hi))
            .map(|&c| vec![cells[0], c, *cells.last().unwrap_or(&c)])
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            let k = cells.len();
            b.prop(Prop::Between {
                a: cells[0] as u16,
                b: cells[k - 1] as u16,
                mid: cells[1..k - 1].iter().map(|&c| c as u16).collect(),
            });
        }
    }
}
