//! Small unavoidable sets of a solution grid, with a count of the givens left in each.
//!
//! An *unavoidable set* of a solution `S` is a set of cells whose digits can be permuted into
//! another valid grid: a puzzle cut from `S` with no given in such a set has a second solution.
//! The reducer keeps every given its removal would leave the last of some set, without asking
//! the solver. Two kinds of sets are cheap to list for any `S`:
//!
//! - **Digit swaps.** For two digits `a` and `b`, the cells holding either split into classes
//!   closed under "the cell of the other digit in the same unit"; exchanging `a` and `b` on one
//!   class keeps every unit valid. The deadly rectangle (`a b / b a` on two rows, two columns,
//!   two boxes) is the smallest. Only units matter, so this holds for any topology whose units
//!   each hold every digit once.
//! - **Line swaps.** Two rows of one band that hold the same digits on some set of columns
//!   (or two columns of one stack, on some set of rows): exchanging the two rows there keeps
//!   every row, column and box valid, since the two cells of a column are in one box. The sets
//!   are the cycles of the permutation "where the first row holds the second row's digit".
//!   Boxes are rows and columns by meaning here: this relies on the classic geometry.
//!
//! Each cell is in exactly one set of each kind per other digit, per other row of its band and
//! per other column of its stack, so the sets of a cell sit at a fixed stride, and removing or
//! restoring a given updates that many counters. Measured on 1,000 minimal 9×9 puzzles, the
//! sets settle 9,700 of the 24,400 removals that fail, 24% of the solver calls.

use crate::topology::Topology;

/// The small unavoidable sets of one solution grid and the givens left in each.
#[derive(Clone, Debug)]
pub(crate) struct Unavoidable {
    /// Sets per cell.
    stride: usize,
    /// `sets_of[cell · stride + k]`: the `k`-th set holding `cell`.
    sets_of: Vec<u32>,
    /// How many givens each set holds.
    givens: Vec<u16>,
}

impl Unavoidable {
    /// The sets of the full grid `solution` (every cell given).
    pub(crate) fn of(topo: &Topology, solution: &[u8]) -> Unavoidable {
        let shape = topo.shape();
        let n = shape.size();
        let (br, bc) = (shape.box_rows(), shape.box_cols());
        let stride = (n - 1) + (br - 1) + (bc - 1);
        let mut sets = Unavoidable {
            stride,
            sets_of: vec![0; n * n * stride],
            givens: Vec::new(),
        };
        // How many sets each cell has been given so far.
        let mut filled = vec![0usize; n * n];
        let mut add = |sets: &mut Unavoidable, cells: &[u16]| {
            let id = sets.givens.len() as u32;
            sets.givens.push(cells.len() as u16);
            for &c in cells {
                let c = c as usize;
                sets.sets_of[c * stride + filled[c]] = id;
                filled[c] += 1;
            }
        };
        // `cell_of[u · N + d − 1]`: the cell of unit `u` that holds digit `d`.
        let mut cell_of = vec![0u16; topo.unit_count() * n];
        for (i, &d) in solution.iter().enumerate() {
            for &u in topo.units_of(i) {
                cell_of[u as usize * n + d as usize - 1] = i as u16;
            }
        }
        // `places[(d − 1) · N ..][..N]`: the cells holding digit `d`.
        let mut places = vec![0u16; n * n];
        let mut placed = vec![0usize; n];
        for (i, &d) in solution.iter().enumerate() {
            let d = d as usize - 1;
            places[d * n + placed[d]] = i as u16;
            placed[d] += 1;
        }
        let place = |d: u8| &places[(d as usize - 1) * n..d as usize * n];
        let mut class = Vec::with_capacity(2 * n);
        let mut seen = vec![false; n * n];
        for a in 1..=n as u8 {
            for b in a + 1..=n as u8 {
                for &start in place(a) {
                    let start = start as usize;
                    if seen[start] {
                        continue;
                    }
                    // The class of `start`: a walk over "the other digit in the same unit".
                    class.clear();
                    class.push(start as u16);
                    seen[start] = true;
                    let mut next = 0;
                    while next < class.len() {
                        let x = class[next] as usize;
                        next += 1;
                        let other = if solution[x] == a { b } else { a };
                        for &u in topo.units_of(x) {
                            let y = cell_of[u as usize * n + other as usize - 1];
                            if !seen[y as usize] {
                                seen[y as usize] = true;
                                class.push(y);
                            }
                        }
                    }
                    add(&mut sets, &class);
                }
                for &c in place(a).iter().chain(place(b)) {
                    seen[c as usize] = false;
                }
            }
        }
        // Line swaps: rows of one band, then columns of one stack.
        for (group, transposed) in [(br, false), (bc, true)] {
            let at = |line: usize, k: usize| {
                if transposed {
                    k * n + line
                } else {
                    line * n + k
                }
            };
            let unit = |line: usize| {
                if transposed {
                    topo.col_unit(line)
                } else {
                    topo.row_unit(line)
                }
            };
            let mut done = vec![false; n];
            for first in (0..n).step_by(group) {
                for l1 in first..first + group {
                    for l2 in l1 + 1..first + group {
                        done.fill(false);
                        for k0 in 0..n {
                            if done[k0] {
                                continue;
                            }
                            class.clear();
                            let mut k = k0;
                            while !done[k] {
                                done[k] = true;
                                class.push(at(l1, k) as u16);
                                class.push(at(l2, k) as u16);
                                // Where line 1 holds line 2's digit of place k.
                                let d = solution[at(l2, k)];
                                let c = cell_of[unit(l1) * n + d as usize - 1] as usize;
                                k = if transposed { c / n } else { c % n };
                            }
                            add(&mut sets, &class);
                        }
                    }
                }
            }
        }
        sets
    }

    /// Recounts the givens of every set from the puzzle `values` (0 for a hole).
    pub(crate) fn count_givens(&mut self, values: &[u8]) {
        self.givens.fill(0);
        for (cell, &v) in values.iter().enumerate() {
            if v != 0 {
                self.restore(cell);
            }
        }
    }

    /// The sets holding `cell`.
    fn sets(&self, cell: usize) -> &[u32] {
        &self.sets_of[cell * self.stride..(cell + 1) * self.stride]
    }

    /// Counts `cell`'s given leaving the puzzle.
    pub(crate) fn remove(&mut self, cell: usize) {
        for k in 0..self.stride {
            let id = self.sets_of[cell * self.stride + k] as usize;
            self.givens[id] -= 1;
        }
    }

    /// Counts `cell`'s given coming back.
    pub(crate) fn restore(&mut self, cell: usize) {
        for k in 0..self.stride {
            let id = self.sets_of[cell * self.stride + k] as usize;
            self.givens[id] += 1;
        }
    }

    /// Whether some set holding `cell` has no given left: the puzzle then has a second
    /// solution, which differs from `S` in `cell`.
    pub(crate) fn emptied(&self, cell: usize) -> bool {
        self.sets(cell)
            .iter()
            .any(|&id| self.givens[id as usize] == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::shape::Shape;
    use crate::solver::{Backend, Solver};

    /// 1 2 | 3 4
    /// 3 4 | 1 2
    /// ----+----
    /// 2 1 | 4 3
    /// 4 3 | 2 1
    const SOLUTION: [u8; 16] = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];

    #[test]
    fn every_cell_is_in_one_set_per_other_digit_row_and_column() {
        let shape = Shape::for_size(4).unwrap();
        let sets = Unavoidable::of(Topology::of(shape), &SOLUTION);
        assert_eq!(sets.stride, 3 + 1 + 1);
        for cell in 0..16 {
            let mut ids = sets.sets(cell).to_vec();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), sets.stride, "cell {cell}");
        }
    }

    #[test]
    fn emptied_sets_mean_a_second_solution() {
        let shape = Shape::for_size(4).unwrap();
        let topo = Topology::of(shape);
        // (cells emptied, cell asked about, whether a set of it is empty): r1c1 r1c2 r3c1 r3c2
        // hold 1 2 / 2 1 in two boxes (a digit swap, and a swap of columns 1 and 2 on rows 1
        // and 3); r1c1 r1c4 r4c1 r4c4 hold 1 4 / 4 1 in four boxes, where swapping breaks
        // the boxes; rows 1 and 2 of one band hold 1 3 and 3 1 in columns 1 and 3 (r1c1 r1c3
        // r2c1 r2c3); box 1 alone has no unavoidable set.
        let table: [(&[usize], usize, bool); 7] = [
            (&[0, 1, 8, 9], 0, true),
            (&[0, 1, 8, 9], 9, true),
            (&[0, 1, 8], 0, false),
            (&[0, 3, 12, 15], 0, false),
            (&[0, 3, 12, 15], 15, false),
            (&[0, 2, 4, 6], 0, true),
            (&[0, 1, 4, 5], 0, false),
        ];
        for (emptied, cell, expected) in table {
            let mut sets = Unavoidable::of(topo, &SOLUTION);
            let mut values = SOLUTION.to_vec();
            for &c in emptied {
                values[c] = 0;
                sets.remove(c);
            }
            let what = format!("emptied {emptied:?}, cell {cell}");
            assert_eq!(sets.emptied(cell), expected, "{what}");
            let puzzle = Grid::from_values(shape, &values).unwrap();
            let count = Solver::new()
                .backend(Backend::Reference)
                .count(&puzzle, 2)
                .count;
            if expected {
                assert_eq!(count, 2, "{what}");
            }
            for &c in emptied {
                sets.restore(c);
            }
            assert!(!sets.emptied(cell), "{what}: all restored");
        }
    }

    #[test]
    fn every_emptied_set_of_a_9x9_grid_gives_a_second_solution() {
        // Empty each set of a 9×9 solution in turn: the reference solver finds two solutions.
        let solution = crate::format::parse_str(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let topo = Topology::of(Shape::NINE);
        let sets = Unavoidable::of(topo, solution.values());
        for id in 0..sets.givens.len() {
            let mut values = solution.values().to_vec();
            let mut size = 0;
            for (cell, v) in values.iter_mut().enumerate() {
                if sets.sets(cell).contains(&(id as u32)) {
                    *v = 0;
                    size += 1;
                }
            }
            assert_eq!(size, sets.givens[id] as usize, "set {id}");
            let puzzle = Grid::from_values(Shape::NINE, &values).unwrap();
            let count = Solver::new()
                .backend(Backend::Reference)
                .count(&puzzle, 2)
                .count;
            assert_eq!(count, 2, "set {id}: {puzzle:?}");
        }
    }
}
