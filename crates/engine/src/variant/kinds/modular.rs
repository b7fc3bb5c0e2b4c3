//! Modular lines: any three cells in a row on the line differ modulo 3.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, line_of, Builder, Geometry, Kind, Place, RuleError};

/// Any `modulus` consecutive cells of `cells` (3 when absent) hold digits with different
/// remainders modulo `modulus`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modular {
    /// The line's cells.
    pub cells: Vec<Place>,
    /// The modulus (3 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modulus: Option<u32>,
}

impl Modular {
    fn m(&self) -> usize {
        self.modulus.unwrap_or(3) as usize
    }
}

fn pairs(cells: &[usize], m: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for i in 0..cells.len() {
        for j in i + 1..cells.len().min(i + m) {
            out.push((cells[i], cells[j]));
        }
    }
    out
}

impl Kind for Modular {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let m = self.m();
        if m < 2 || m > g.size() {
            return Err(RuleError::new(
                "modular",
                format!("a modulus of {m} makes no line rule"),
            ));
        }
        line_of(g, "modular", &self.cells, 2).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        let m = self.m() as u8;
        broken_pairs(values, pairs(&cells, m as usize), |x, y| x % m != y % m)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            let m = self.m();
            for (x, y) in pairs(&cells, m) {
                b.relation(x, y, move |a, c| a % m != c % m);
            }
        }
    }
}
