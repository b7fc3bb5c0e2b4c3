//! The 9×9 fast solver. For now it forwards to the general solver; the bitboard solver
//! replaces this file.

use super::{SearchStats, Visitor};
use crate::grid::Grid;
use crate::shape::Shape;

/// Searches the 81 `values` (0 for a hole) for at most `limit` solutions.
pub(crate) fn search<V: Visitor>(values: &[u8], limit: u64, visitor: &mut V) -> SearchStats {
    match Grid::from_values(Shape::NINE, values) {
        Ok(g) => super::general::search(&g, limit, visitor),
        Err(_) => SearchStats::default(),
    }
}
