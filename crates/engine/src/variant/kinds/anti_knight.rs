//! AntiKnight: cells a knight's move apart hold different digits.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, move_pairs, Builder, Geometry, Kind, RuleError};

/// Cells a knight's move apart hold different digits.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AntiKnight {}

const MOVES: &[(i32, i32)] = &[(1, 2), (2, 1), (1, -2), (2, -1)];

impl Kind for AntiKnight {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        broken_pairs(values, move_pairs(g.size(), MOVES), |x, y| x != y)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        for (x, y) in move_pairs(g.size(), MOVES) {
            b.different(x, y);
        }
    }
}
