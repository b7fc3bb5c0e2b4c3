//! Pencil marks computed from a grid: the digits no peer already holds.

use sudoku_engine::{DigitSet, Grid, Topology};

/// For each cell (row-major), the digits that no filled peer holds; empty for filled cells.
///
/// The peers come from the engine's shared [`Topology`], so whatever units the shape has
/// (rows, columns and boxes today) are the ones the pencil marks respect.
pub(crate) fn candidates(grid: &Grid) -> Vec<DigitSet> {
    let shape = grid.shape();
    let topo = Topology::of(shape);
    let values = grid.values();
    let full = DigitSet::full(shape.size()).bits();
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if v != 0 {
                return DigitSet::EMPTY;
            }
            let seen = topo.peers(i).iter().fold(0u32, |m, &p| {
                let pv = values[p as usize];
                if pv == 0 {
                    m
                } else {
                    m | 1 << (pv - 1)
                }
            });
            DigitSet::from_bits(full & !seen)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::format::parse_str;

    #[test]
    fn candidates_exclude_peers() {
        let g = parse_str("1.........1.....").unwrap();
        let c = candidates(&g);
        let shown: Vec<String> = c.iter().map(|s| s.to_string()).collect();
        // The 1s stand in r1c1 and r3c3.
        assert_eq!(shown[0], DigitSet::EMPTY.to_string());
        assert_eq!(c[1].bits(), 0b1110, "r1c2 sees the 1 in r1c1");
        assert_eq!(c[15].bits(), 0b1110, "r4c4 shares a box with r3c3");
        assert_eq!(c[13].bits(), 0b1111, "r4c2 sees no 1");
    }
}
