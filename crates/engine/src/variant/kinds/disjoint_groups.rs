//! Disjoint groups: the cells in the same position of every region form a house.

use serde::{Deserialize, Serialize};

use super::{Builder, Geometry, Kind, RuleError};

/// Cells in the same position of their regions (reading order within the region) hold
/// different digits: each group, one cell per region, holds every digit once.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DisjointGroups {}

/// For each position k, the k-th cell (reading order) of every region.
fn groups(g: &Geometry) -> Vec<Vec<usize>> {
    let n = g.size();
    let mut regions: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &r) in g.regions().iter().enumerate() {
        regions[r as usize].push(i);
    }
    (0..n)
        .map(|k| regions.iter().map(|r| r[k]).collect())
        .collect()
}

impl Kind for DisjointGroups {
    fn validate(&self, _: &Geometry) -> Result<(), RuleError> {
        Ok(())
    }

    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        groups(g)
            .iter()
            .find_map(|cells| super::repeated(values, cells))
    }

    fn compile(&self, g: &Geometry, b: &mut Builder) {
        for cells in groups(g) {
            b.house(&cells);
        }
    }
}
