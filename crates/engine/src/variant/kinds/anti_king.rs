//! AntiKing: cells a king's move apart hold different digits.

use serde::{Deserialize, Serialize};

use super::{broken_pairs, move_pairs, Builder, Geometry, Kind, RuleError};

/// Cells a king's move apart hold different digits.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AntiKing {}

const MOVES: &[(i32, i32)] = &[(1, 1), (1, -1)];

impl Kind for AntiKing {
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
