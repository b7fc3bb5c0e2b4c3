//! Arrows: the digits on each shaft add up to the number in the circle.

use serde::{Deserialize, Serialize};

use super::{cells_of, filled, is_path, total, Builder, Geometry, Kind, Place, RuleError};

/// A circle (or a pill of up to three cells, read as a number in the order given) and one or
/// more shafts, each adding up to that number. Shaft digits may repeat where no other rule
/// forbids it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrow {
    /// The circle's cells, most significant digit first.
    pub circle: Vec<Place>,
    /// The shafts, each from the cell next to the circle to the arrow's head.
    pub shafts: Vec<Vec<Place>>,
}

impl Arrow {
    fn parts(&self, g: &Geometry) -> Result<(Vec<usize>, Vec<Vec<usize>>), RuleError> {
        let circle = cells_of(g, "arrow", &self.circle)?;
        let shafts = self
            .shafts
            .iter()
            .map(|s| cells_of(g, "arrow", s))
            .collect::<Result<Vec<_>, _>>()?;
        Ok((circle, shafts))
    }
}

/// The number the digits of a pill make.
fn number(v: &[u8]) -> u32 {
    v.iter().fold(0, |acc, &d| acc * 10 + d as u32)
}

impl Kind for Arrow {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let (circle, shafts) = self.parts(g)?;
        if circle.is_empty() || circle.len() > 3 {
            return Err(RuleError::new(
                "arrow",
                format!("a circle has 1 to 3 cells, not {}", circle.len()),
            ));
        }
        if shafts.is_empty() || shafts.iter().any(|s| s.is_empty()) {
            return Err(RuleError::new(
                "arrow",
                "each arrow needs a shaft of at least one cell",
            ));
        }
        for s in &shafts {
            if s.iter().any(|c| circle.contains(c)) {
                return Err(RuleError::new(
                    "arrow",
                    "a shaft runs through its own circle",
                ));
            }
            if !is_path(g.size(), s) {
                return Err(RuleError::new(
                    "arrow",
                    "a shaft's cells do not touch one after another",
                ));
            }
        }
        if circle.len() > 1 && g.size() > 9 {
            return Err(RuleError::new(
                "arrow",
                "pills read digits as a number, which needs digits below 10",
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let (circle, shafts) = self.parts(g).ok()?;
        let c = filled(values, &circle)?;
        let want = if circle.len() == 1 {
            c[0] as u32
        } else {
            number(&c)
        };
        for s in shafts {
            if let Some(v) = filled(values, &s) {
                if total(&v) != want {
                    let mut cells = circle.clone();
                    cells.extend(s);
                    return Some(cells);
                }
            }
        }
        None
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let Ok((circle, shafts)) = self.parts(g) else {
            return;
        };
        let k = circle.len();
        for s in shafts {
            let mut cells = circle.clone();
            let mut coefs: Vec<i32> = (0..k).map(|i| 10i32.pow((k - 1 - i) as u32)).collect();
            cells.extend(&s);
            coefs.extend(std::iter::repeat_n(-1, s.len()));
            b.sum(&cells, &coefs, &[0]);
        }
    }
}
