//! Pencil marks computed from a grid: the digits no peer already holds.

use sudoku_engine::{DigitSet, Grid};

/// For each cell (row-major), the digits that no filled peer holds; empty for filled cells.
pub(crate) fn candidates(grid: &Grid) -> Vec<DigitSet> {
    let shape = grid.shape();
    let n = shape.size();
    let values = grid.values();
    let mut rows = vec![0u32; n];
    let mut cols = vec![0u32; n];
    let mut boxes = vec![0u32; n];
    for (i, &v) in values.iter().enumerate() {
        if v == 0 {
            continue;
        }
        let bit = 1u32 << (v - 1);
        let (r, c) = (i / n, i % n);
        rows[r] |= bit;
        cols[c] |= bit;
        boxes[shape.box_at(r, c)] |= bit;
    }
    let full = DigitSet::full(n).bits();
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if v != 0 {
                return DigitSet::EMPTY;
            }
            let (r, c) = (i / n, i % n);
            DigitSet::from_bits(full & !(rows[r] | cols[c] | boxes[shape.box_at(r, c)]))
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
