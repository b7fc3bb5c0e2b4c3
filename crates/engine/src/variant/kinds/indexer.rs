//! Indexers: a marked cell's digit says where, in its row, column or box, the digit of its own
//! position goes.

use serde::{Deserialize, Serialize};

use super::{cells_of, Builder, Geometry, Kind, Place, RuleError};

/// What an indexer cell's digit points along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IndexerAxis {
    /// A digit X at `rRcC` means `rRcX` holds C (the cell indexes columns: "159" puzzles mark
    /// columns 1, 5 and 9 this way).
    Column,
    /// A digit X at `rRcC` means `rXcC` holds R.
    Row,
    /// A digit X at position P of a box (1-based, reading order) means position X of that box
    /// holds P.
    Box,
}

/// Each of `cells` indexes along `axis`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Indexer {
    /// What the digits point along.
    pub axis: IndexerAxis,
    /// The indexing cells.
    pub cells: Vec<Place>,
}

/// The cells an indexer at `cell` points into, in order (the one at position X − 1 is where
/// digit X points), and the cell's own position in that house (1-based).
fn targets(g: &Geometry, axis: IndexerAxis, cell: usize) -> (Vec<usize>, usize) {
    let n = g.size();
    let (r, c) = (cell / n, cell % n);
    match axis {
        IndexerAxis::Column => ((0..n).map(|k| r * n + k).collect(), c + 1),
        IndexerAxis::Row => ((0..n).map(|k| k * n + c).collect(), r + 1),
        IndexerAxis::Box => {
            let region = g.regions()[cell];
            let cells: Vec<usize> = (0..n * n).filter(|&i| g.regions()[i] == region).collect();
            let pos = cells.iter().position(|&i| i == cell).unwrap_or(0) + 1;
            (cells, pos)
        }
    }
}

impl Kind for Indexer {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        cells_of(g, "indexer", &self.cells).map(|_| ())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        for cell in cells_of(g, "", &self.cells).ok()? {
            let x = values[cell] as usize;
            if x == 0 {
                continue;
            }
            let (house, own) = targets(g, self.axis, cell);
            let t = house[x - 1];
            if values[t] != 0 && values[t] as usize != own {
                return Some(vec![cell, t]);
            }
        }
        None
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        let Ok(cells) = cells_of(g, "", &self.cells) else {
            return;
        };
        for cell in cells {
            let (house, own) = targets(g, self.axis, cell);
            // `cell` = k + 1 exactly when `house[k]` = own: the digit `own` appears once in
            // the house, so the two say the same thing.
            for (k, &t) in house.iter().enumerate() {
                b.relation(cell, t, move |x, y| (x == k + 1) == (y == own));
            }
        }
    }
}
