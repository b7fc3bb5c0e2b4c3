//! Entropic lines: any three cells in a row on the line hold a low, a middle and a high digit.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, line_of, Builder, Geometry, Kind, Place, RuleError};

/// Any three consecutive cells of `cells` hold one low, one middle and one high digit (1-3,
/// 4-6, 7-9 on 9×9; on other sizes three runs of nearly equal length: 1-5, 6-11, 12-16 on
/// 16×16, 1-3, 4-5, 6-8 on 8×8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entropic {
    /// The line's cells.
    pub cells: Vec<Place>,
}

/// Pairs of cells at most two apart on the line: their digits are in different thirds.
fn pairs(cells: &[usize]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for i in 0..cells.len() {
        for j in i + 1..cells.len().min(i + 3) {
            out.push((cells[i], cells[j]));
        }
    }
    out
}

/// The class (0 low, 1 middle, 2 high) of digit `d` on a grid of `n` digits.
pub(crate) fn class(n: usize, d: usize) -> usize {
    let k = n / 3;
    let (low, mid) = match n % 3 {
        0 => (k, k),
        1 => (k, k + 1),
        _ => (k + 1, k),
    };
    if d <= low {
        0
    } else if d <= low + mid {
        1
    } else {
        2
    }
}

impl Kind for Entropic {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        line_of(g, "entropic", &self.cells, 2).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = line_of(g, "", &self.cells, 2).ok()?;
        let n = g.size();
        broken_pairs(values, pairs(&cells), |x, y| {
            class(n, x as usize) != class(n, y as usize)
        })
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = line_of(g, "", &self.cells, 2) {
            let n = g.size();
            for (x, y) in pairs(&cells) {
                b.relation(x, y, move |a, c| class(n, a) != class(n, c));
            }
        }
    }
}
