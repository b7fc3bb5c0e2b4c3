//! Extra regions (windoku, hyper-Sudoku): digits do not repeat in them.

use serde::{Deserialize, Serialize};

use super::{cells_of, Builder, Geometry, Kind, Place, RuleError};

/// A region whose digits do not repeat; with N cells it holds every digit once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtraRegion {
    /// Its cells.
    pub cells: Vec<Place>,
}

impl Kind for ExtraRegion {
    fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        let cells = cells_of(g, "extra-region", &self.cells)?;
        if cells.len() > g.size() {
            return Err(RuleError::new(
                "extra-region",
                format!(
                    "{} cells cannot all differ in a grid of {} digits",
                    cells.len(),
                    g.size()
                ),
            ));
        }
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        let cells = cells_of(g, "", &self.cells).ok()?;
        super::repeated(values, &cells)
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        if let Ok(cells) = cells_of(g, "", &self.cells) {
            b.house(&cells);
        }
    }
}
