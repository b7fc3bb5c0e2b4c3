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
//! restoring a given updates that many counters. On 9×9 each set is a cell mask instead, and
//! the givens one more ([`Nine`]): removing or restoring a given flips one bit, and a cell's
//! sets are tested only when the solver would otherwise run (callgrind on `sudoku generate
//! --count 2000 --threads 1 --seed 1`: 943 M → 817 M instructions in all, the listing itself
//! 75 M → 28 M a little later). Measured on 1,000 minimal 9×9 puzzles, the sets settle 9,700
//! of the 24,400 removals that fail, 24% of the solver calls.

use crate::logic::geometry::{Cells, ALL81, UNIT};
use crate::shape::Shape;
use crate::topology::Topology;

/// The small unavoidable sets of one solution grid and the givens left in them.
#[derive(Clone, Debug)]
pub(crate) enum Unavoidable {
    /// 9×9: each set a cell mask, tested against a mask of the givens.
    Nine(Box<Nine>),
    /// Any other shape: a count of the givens per set.
    Counted(Counted),
}

impl Unavoidable {
    /// The sets of the full grid `solution` (every cell given).
    pub(crate) fn of(topo: &Topology, solution: &[u8]) -> Unavoidable {
        match <&[u8; 81]>::try_from(solution) {
            Ok(values) if topo.shape() == Shape::NINE => Unavoidable::Nine(Nine::of(values)),
            _ => Unavoidable::Counted(Counted::of(topo, solution)),
        }
    }

    /// Sets the givens to the puzzle `values` (0 for a hole).
    pub(crate) fn count_givens(&mut self, values: &[u8]) {
        match self {
            Unavoidable::Nine(sets) => sets.count_givens(values),
            Unavoidable::Counted(sets) => sets.count_givens(values),
        }
    }

    /// Sets the givens of a 9×9 puzzle to the cells `given` (bit `i` = cell `i`); returns
    /// `false`, changing nothing, on other shapes (use [`Unavoidable::count_givens`]).
    pub(crate) fn set_given_cells(&mut self, given: Cells) -> bool {
        match self {
            Unavoidable::Nine(sets) => {
                sets.given = given & ALL81;
                true
            }
            Unavoidable::Counted(_) => false,
        }
    }

    /// Counts `cell`'s given leaving the puzzle.
    #[inline]
    pub(crate) fn remove(&mut self, cell: usize) {
        match self {
            Unavoidable::Nine(sets) => sets.given.remove(cell & 127),
            Unavoidable::Counted(sets) => sets.remove(cell),
        }
    }

    /// Counts `cell`'s given coming back.
    #[inline]
    pub(crate) fn restore(&mut self, cell: usize) {
        match self {
            Unavoidable::Nine(sets) => sets.given.insert(cell & 127),
            Unavoidable::Counted(sets) => sets.restore(cell),
        }
    }

    /// Whether some set holding `cell` has no given left: the puzzle then has a second
    /// solution, which differs from `S` in `cell`.
    pub(crate) fn emptied(&self, cell: usize) -> bool {
        match self {
            Unavoidable::Nine(sets) => sets.emptied(cell),
            Unavoidable::Counted(sets) => sets.emptied(cell),
        }
    }
}

/// The most sets a 9×9 grid has: a digit swap's class spans two rows or more (at most four
/// classes for each of the 36 pairs of digits), a line swap's cycle two places or more (at
/// most four for each of the 18 pairs of lines in a band or stack).
const NINE_SETS: usize = 36 * 4 + 18 * 4;

/// The sets of each 9×9 cell: one per other digit, other row of its band, other column of
/// its stack.
const NINE_STRIDE: usize = 8 + 2 + 2;

/// The sets of a 9×9 solution as cell masks, and the givens as one more.
///
/// A digit swap's classes come from rows: the class of the cell of `a` in row `r` also holds
/// the cell of `b` in that row, and with them the rows where `b` sits in the column, and in
/// the box, of `a`'s cell. Those two maps are permutations of the rows; the classes are the
/// rows of their joint orbits, found on 9-bit row masks with no walk over cells.
#[derive(Clone, Debug)]
pub(crate) struct Nine {
    /// The cells of each set; `masks[NINE_SETS]` is every cell (a set never emptied, for
    /// places left unused).
    masks: [Cells; NINE_SETS + 1],
    /// `sets_of[cell]`: the sets holding `cell`.
    sets_of: [[u8; NINE_STRIDE]; 81],
    /// The givens.
    given: Cells,
}

impl Nine {
    /// The sets of the full grid `values`, which must be a valid solution (anything else
    /// gives sets that mean nothing, and no panic).
    fn of(values: &[u8; 81]) -> Box<Nine> {
        let mut sets = Box::new(Nine {
            masks: [Cells::EMPTY; NINE_SETS + 1],
            sets_of: [[NINE_SETS as u8; NINE_STRIDE]; 81],
            given: ALL81,
        });
        sets.masks[NINE_SETS] = ALL81;
        // `col_in_row[d][r]`: the column of digit `d` (0-based) in row `r`; `row_in_col[d][c]`
        // its row in column `c`; `row_in_box[d][b]` its row in box `b`; `cells_of[d]` its
        // cells.
        let mut col_in_row = [[0u8; 9]; 9];
        let mut row_in_col = [[0u8; 9]; 9];
        let mut row_in_box = [[0u8; 9]; 9];
        let mut cells_of = [Cells::EMPTY; 9];
        for (i, &v) in values.iter().enumerate() {
            let d = usize::from(v.wrapping_sub(1)).min(8);
            let (r, c) = (i / 9, i % 9);
            col_in_row[d][r] = c as u8;
            row_in_col[d][c] = r as u8;
            row_in_box[d][(r / 3) * 3 + c / 3] = r as u8;
            cells_of[d] |= Cells::single(i);
        }
        let mut len = 0;
        // Each set is written straight into its place in `sets_of` of its cells: a cell of
        // digit `a` keeps its set for digit `b` at `b` (or `b − 1` above `a`), then its two
        // row swaps, then its two column swaps, each in the order of the other line.
        let other = |l: usize, m: usize| (m % 3) - usize::from(m % 3 > l % 3);
        // Digit swaps.
        for a in 0..9 {
            for b in a + 1..9 {
                let (ca, cb) = (&col_in_row[a], &col_in_row[b]);
                // The two permutations of the rows: from `a`'s cell to `b`'s in its column,
                // and in its box.
                let mut by_col = [0u8; 9];
                let mut by_box = [0u8; 9];
                for r in 0..9 {
                    let c = usize::from(ca[r]) % 9;
                    by_col[r] = row_in_col[b][c] % 9;
                    by_box[r] = row_in_box[b][(r / 3) * 3 + c / 3] % 9;
                }
                let mut left: u32 = 0x1ff;
                while left != 0 && len < NINE_SETS {
                    let mut class = left & left.wrapping_neg();
                    let mut todo = class;
                    let mut rows: Cells = Cells::EMPTY;
                    while todo != 0 {
                        let r = todo.trailing_zeros() as usize;
                        todo &= todo - 1;
                        let next = (1 << by_col[r]) | (1 << by_box[r]);
                        todo |= next & !class;
                        class |= next;
                        rows |= UNIT[r];
                        sets.sets_of[9 * r + usize::from(ca[r]) % 9][b - 1] = len as u8;
                        sets.sets_of[9 * r + usize::from(cb[r]) % 9][a] = len as u8;
                    }
                    left &= !class;
                    sets.masks[len] = rows & (cells_of[a] | cells_of[b]);
                    len += 1;
                }
            }
        }
        // Line swaps: two rows of a band, where the first holds the second's digit; then two
        // columns of a stack.
        for (transposed, slot) in [(false, 8), (true, 10)] {
            let at = |line: usize, k: usize| {
                if transposed {
                    9 * k + line
                } else {
                    9 * line + k
                }
            };
            let across = |k: usize| if transposed { UNIT[k] } else { UNIT[9 + k] };
            let along = |l: usize| if transposed { UNIT[9 + l] } else { UNIT[l] };
            for l1 in 0..9 {
                for l2 in l1 + 1..(l1 / 3) * 3 + 3 {
                    let (s1, s2) = (slot + other(l1, l2), slot + other(l2, l1));
                    let mut left: u32 = 0x1ff;
                    while left != 0 && len < NINE_SETS {
                        let mut k = left.trailing_zeros() as usize;
                        let mut cross: Cells = Cells::EMPTY;
                        while left & (1 << k) != 0 {
                            left &= !(1 << k);
                            cross |= across(k);
                            sets.sets_of[at(l1, k)][s1] = len as u8;
                            sets.sets_of[at(l2, k)][s2] = len as u8;
                            let d = usize::from(values[at(l2, k)].wrapping_sub(1)).min(8);
                            k = usize::from(if transposed {
                                row_in_col[d][l1]
                            } else {
                                col_in_row[d][l1]
                            }) % 9;
                        }
                        sets.masks[len] = cross & (along(l1) | along(l2));
                        len += 1;
                    }
                }
            }
        }
        sets
    }

    /// Sets the givens to the puzzle `values` (0 for a hole).
    fn count_givens(&mut self, values: &[u8]) {
        self.given = Cells::EMPTY;
        for (cell, &v) in values.iter().enumerate().take(81) {
            self.given |= Cells::from_bits(u128::from(v != 0) << cell);
        }
    }

    /// Whether some set holding `cell` has no given left.
    fn emptied(&self, cell: usize) -> bool {
        self.sets_of.get(cell).is_some_and(|ids| {
            ids.iter()
                .any(|&id| (self.masks[usize::from(id)] & self.given).is_empty())
        })
    }
}

/// The small unavoidable sets of one solution grid, any shape, and the givens left in each.
#[derive(Clone, Debug)]
pub(crate) struct Counted {
    /// Sets per cell.
    stride: usize,
    /// `sets_of[cell · stride + k]`: the `k`-th set holding `cell`.
    sets_of: Vec<u32>,
    /// How many givens each set holds.
    givens: Vec<u16>,
}

impl Counted {
    /// The sets of the full grid `solution` (every cell given).
    fn of(topo: &Topology, solution: &[u8]) -> Counted {
        let shape = topo.shape();
        let n = shape.size();
        let (br, bc) = (shape.box_rows(), shape.box_cols());
        let stride = (n - 1) + (br - 1) + (bc - 1);
        let mut sets = Counted {
            stride,
            sets_of: vec![0; n * n * stride],
            givens: Vec::new(),
        };
        // How many sets each cell has been given so far.
        let mut filled = vec![0usize; n * n];
        let mut add = |sets: &mut Counted, cells: &[u16]| {
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
    fn count_givens(&mut self, values: &[u8]) {
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
    fn remove(&mut self, cell: usize) {
        for k in 0..self.stride {
            let id = self.sets_of[cell * self.stride + k] as usize;
            self.givens[id] -= 1;
        }
    }

    /// Counts `cell`'s given coming back.
    fn restore(&mut self, cell: usize) {
        for k in 0..self.stride {
            let id = self.sets_of[cell * self.stride + k] as usize;
            self.givens[id] += 1;
        }
    }

    /// Whether some set holding `cell` has no given left.
    fn emptied(&self, cell: usize) -> bool {
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
        let sets = Counted::of(Topology::of(shape), &SOLUTION);
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

    /// A 9×9 solution for the tests.
    const NINE_SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// The cell masks of the sets of a 9×9 solution, as the mask version lists them (sorted).
    fn nine_masks(solution: &[u8; 81]) -> Vec<Cells> {
        let sets = Nine::of(solution);
        let mut masks: Vec<Cells> = sets.masks[..NINE_SETS]
            .iter()
            .copied()
            .filter(|&m| !m.is_empty())
            .collect();
        masks.sort_unstable();
        masks
    }

    #[test]
    fn the_9x9_masks_are_the_counted_sets() {
        // The same sets as the size-generic walk, on a few grids made by the filler.
        let topo = Topology::of(Shape::NINE);
        for index in 0..20 {
            let solution = crate::generate::fill::random_solution(
                topo,
                &mut crate::generate::rng::PuzzleRng::new(3, index),
            );
            let solution: [u8; 81] = solution.try_into().unwrap();
            let counted = Counted::of(topo, &solution);
            let mut expected: Vec<Cells> = (0..counted.givens.len())
                .map(|id| {
                    (0..81)
                        .filter(|&c| counted.sets(c).contains(&(id as u32)))
                        .collect()
                })
                .collect();
            expected.sort_unstable();
            assert_eq!(nine_masks(&solution), expected, "grid {index}");
            // Each cell in one set per other digit, row of its band and column of its stack.
            let sets = Nine::of(&solution);
            for (cell, ids) in sets.sets_of.iter().enumerate() {
                let mut ids = ids.to_vec();
                ids.sort_unstable();
                ids.dedup();
                assert_eq!(ids.len(), NINE_STRIDE, "grid {index} cell {cell}");
                for id in ids {
                    assert!(sets.masks[usize::from(id)].contains(cell));
                }
            }
        }
    }

    #[test]
    fn every_emptied_set_of_a_9x9_grid_gives_a_second_solution() {
        // Empty each set of a 9×9 solution in turn: the reference solver finds two solutions,
        // and each cell of the set is reported as emptied.
        let solution = crate::format::parse_str(NINE_SOLUTION).unwrap();
        let values: [u8; 81] = solution.values().try_into().unwrap();
        let topo = Topology::of(Shape::NINE);
        let masks = nine_masks(&values);
        assert!(masks.len() > 36 + 18, "{} sets", masks.len());
        for mask in masks {
            let mut sets = Unavoidable::of(topo, &values);
            let mut puzzle = values;
            for (cell, v) in puzzle.iter_mut().enumerate() {
                if mask.contains(cell) {
                    *v = 0;
                    sets.remove(cell);
                }
            }
            for cell in 0..81 {
                if mask.contains(cell) {
                    assert!(sets.emptied(cell), "{mask:x}: cell {cell}");
                }
            }
            let mut recounted = Unavoidable::of(topo, &values);
            recounted.count_givens(&puzzle);
            assert!((0..81).all(|c| sets.emptied(c) == recounted.emptied(c)));
            let puzzle = Grid::from_values(Shape::NINE, &puzzle).unwrap();
            let count = Solver::new()
                .backend(Backend::Reference)
                .count(&puzzle, 2)
                .count;
            assert_eq!(count, 2, "{mask:x}: {puzzle:?}");
        }
    }
}
