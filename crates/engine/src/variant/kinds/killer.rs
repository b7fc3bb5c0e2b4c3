//! Killer cages: digits do not repeat in a cage and add up to its total, when it has one.

use serde::{Deserialize, Serialize};

use super::{cells_of, filled, Builder, Geometry, Kind, Place, RuleError};

/// A cage: distinct digits, adding up to `sum` when one is given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Killer {
    /// The cage's cells.
    pub cells: Vec<Place>,
    /// The total, if the cage shows one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sum: Option<u32>,
}

/// The smallest and largest totals of `k` different digits from 1 to `n`.
pub(crate) fn distinct_range(n: usize, k: usize) -> (usize, usize) {
    (k * (k + 1) / 2, k * (2 * n + 1 - k) / 2)
}

impl Kind for Killer {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = cells_of(g, "killer", &self.cells)?;
        let (n, k) = (g.size(), cells.len());
        if k == 0 {
            return Err(RuleError::new("killer", "a cage needs at least one cell"));
        }
        if k > n {
            return Err(RuleError::new(
                "killer",
                format!("{k} cells cannot all differ in a grid of {n} digits"),
            ));
        }
        if let Some(s) = self.sum {
            let (lo, hi) = distinct_range(n, k);
            if !(lo..=hi).contains(&(s as usize)) {
                return Err(RuleError::new(
                    "killer",
                    format!("no {k} different digits add up to {s}"),
                ));
            }
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = cells_of(g, "", &self.cells).ok()?;
        if let Some(r) = super::repeated(values, &cells) {
            return Some(r);
        }
        let sum = self.sum?;
        let v = filled(values, &cells)?;
        (v.iter().map(|&x| x as u32).sum::<u32>() != sum).then_some(cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let Ok(cells) = cells_of(g, "", &self.cells) else {
            return;
        };
        match self.sum {
            Some(s) => b.cage(&cells, s as i32),
            None => b.all_different(&cells),
        }
    }
}
