//! Sudoku X: a main diagonal is a house.

use serde::{Deserialize, Serialize};

use super::{Builder, Geometry, Kind, RuleError};

/// Which diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiagonalDirection {
    /// From the top-left corner to the bottom-right (f-puzzles' `diagonal-`).
    Main,
    /// From the bottom-left corner to the top-right (f-puzzles' `diagonal+`).
    Anti,
}

/// A main diagonal whose N cells hold every digit once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagonal {
    /// Which diagonal.
    pub direction: DiagonalDirection,
}

impl Diagonal {
    pub(crate) fn cells(&self, n: usize) -> Vec<usize> {
        match self.direction {
            DiagonalDirection::Main => (0..n).map(|i| i * n + i).collect(),
            DiagonalDirection::Anti => (0..n).map(|i| (n - 1 - i) * n + i).collect(),
        }
    }
}

impl Kind for Diagonal {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        super::repeated(values, &self.cells(g.size()))
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        b.house(&self.cells(g.size()));
    }
}
