//! Random full grids: the solution every generated puzzle starts from.
//!
//! The grid comes from randomized solving of the empty grid: branch on the empty cell with the
//! fewest candidates, try its digits in random order, and propagate naked singles (and hidden
//! singles on grids from 20×20) after each placement; the state is undone through a trail of
//! changes rather than copied per branch. This reaches a wide variety of grids (every valid grid can come out),
//! unlike permuting one pattern solution, which only ever gives grids of one equivalence class.
//!
//! Randomized solving can wander into a dead end that takes long to leave, so each try has a
//! budget of search nodes and a fresh try starts when it runs out. If every try fails (never
//! seen in practice, but a bound is a bound), the grid is a pattern solution scrambled by the
//! moves that keep a grid valid: relabelling digits, permuting rows within bands, bands,
//! columns within stacks and stacks. Either way the result depends only on the random stream.

use super::rng::PuzzleRng;
use crate::digit::DigitSet;
use crate::topology::Topology;

/// Tries of randomized solving before falling back to the scrambled pattern.
const TRIES: usize = 32;

/// The grid size from which propagation also looks for hidden singles. Measured on random
/// fills: without them 9×9 takes 33 µs and 16×16 0.35 ms (with them 78 µs and 0.95 ms), but
/// 25×25 takes 9.3 ms (with them 7.2 ms).
const HIDDEN_SINGLES_FROM: usize = 20;

/// Search nodes allowed per try, per cell of the grid.
const NODES_PER_CELL: usize = 8;

/// A random complete grid of `topo`'s shape, row-major values 1..=N.
pub(crate) fn random_solution(topo: &Topology, rng: &mut PuzzleRng) -> Vec<u8> {
    if topo.size() == 9 {
        for _ in 0..TRIES {
            if let Some(values) = nine::fill(rng) {
                return values;
            }
        }
        return scrambled_pattern(topo, rng);
    }
    any_size(topo, rng)
}

/// [`random_solution`] through the size-generic search.
fn any_size(topo: &Topology, rng: &mut PuzzleRng) -> Vec<u8> {
    let cells = topo.cell_count();
    let full = DigitSet::full(topo.size()).bits();
    let mut filler = Filler {
        topo,
        full,
        nodes_left: 0,
        queue: Vec::with_capacity(cells),
        hidden_singles: topo.size() >= HIDDEN_SINGLES_FROM,
        values: vec![0; cells],
        cand: vec![full; cells],
        empty: cells,
        trail: Vec::with_capacity(4 * cells),
    };
    for _ in 0..TRIES {
        filler.values.fill(0);
        filler.cand.fill(full);
        filler.empty = cells;
        filler.trail.clear();
        filler.nodes_left = NODES_PER_CELL * cells;
        if filler.search(rng) == Step::Solved {
            return filler.values;
        }
    }
    scrambled_pattern(topo, rng)
}

/// How a branch of the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Solved,
    DeadEnd,
    OutOfNodes,
}

/// Randomized depth-first search over one mutable state, undone through a trail of changes
/// (no copy of the state per branch).
struct Filler<'a> {
    topo: &'a Topology,
    full: u32,
    nodes_left: usize,
    queue: Vec<(u16, u8)>,
    hidden_singles: bool,
    values: Vec<u8>,
    cand: Vec<u32>,
    empty: usize,
    /// (cell, candidates before, value before) for every change since the search began.
    trail: Vec<(u16, u32, u8)>,
}

impl Filler<'_> {
    fn search(&mut self, rng: &mut PuzzleRng) -> Step {
        if self.empty == 0 {
            return Step::Solved;
        }
        if self.nodes_left == 0 {
            return Step::OutOfNodes;
        }
        self.nodes_left -= 1;
        let Some(cell) = self.fewest_candidates() else {
            return Step::DeadEnd;
        };
        let mut digits = [0u8; 32];
        let mut len = 0;
        let mut m = self.cand[cell];
        while m != 0 {
            digits[len] = m.trailing_zeros() as u8 + 1;
            len += 1;
            m &= m - 1;
        }
        let digits = &mut digits[..len];
        rng.shuffle(digits);
        for &d in digits.iter() {
            let mark = self.trail.len();
            let empty = self.empty;
            self.queue.clear();
            self.queue.push((cell as u16, d));
            if self.propagate() {
                match self.search(rng) {
                    Step::DeadEnd => {}
                    done => return done,
                }
            }
            self.undo(mark);
            self.empty = empty;
        }
        Step::DeadEnd
    }

    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            let Some((c, cand, value)) = self.trail.pop() else {
                break;
            };
            self.cand[c as usize] = cand;
            self.values[c as usize] = value;
        }
    }

    fn set_cand(&mut self, c: usize, cand: u32) {
        self.trail.push((c as u16, self.cand[c], self.values[c]));
        self.cand[c] = cand;
    }

    /// Places the queued digits and every single they lead to (naked singles, and hidden
    /// singles on big grids); `false` on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while let Some((cell, digit)) = self.queue.pop() {
                let c = cell as usize;
                let bit = 1u32 << (digit - 1);
                if self.values[c] != 0 {
                    if self.values[c] == digit {
                        continue;
                    }
                    return false;
                }
                if self.cand[c] & bit == 0 {
                    return false;
                }
                self.set_cand(c, bit);
                self.values[c] = digit;
                self.empty -= 1;
                let topo = self.topo;
                for &p in topo.peers(c) {
                    let p = p as usize;
                    if self.values[p] == 0 && self.cand[p] & bit != 0 {
                        let left = self.cand[p] & !bit;
                        if left == 0 {
                            return false;
                        }
                        self.set_cand(p, left);
                        if left & (left - 1) == 0 {
                            self.queue.push((p as u16, left.trailing_zeros() as u8 + 1));
                        }
                    }
                }
            }
            if self.empty == 0 || !self.hidden_singles {
                return true;
            }
            for unit in self.topo.units() {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in unit {
                    let m = self.cand[c as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != self.full {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    if let Some(&c) = unit.iter().find(|&&c| self.cand[c as usize] & bit != 0) {
                        if self.values[c as usize] == 0 {
                            self.queue.push((c, bit.trailing_zeros() as u8 + 1));
                        }
                    }
                }
            }
            if self.queue.is_empty() {
                return true;
            }
        }
    }

    /// The empty cell with the fewest candidates (the first such), if any.
    fn fewest_candidates(&self) -> Option<usize> {
        first_fewest(
            (0..self.cand.len())
                .filter(|&i| self.values[i] == 0)
                .map(|i| (i, self.cand[i].count_ones())),
        )
    }
}

/// The same search on 9×9, on fixed arrays and 81-bit cell masks: the same cell is chosen
/// (the first empty one with the fewest candidates), its digits are tried in the same shuffled
/// order and the same naked singles follow, so the grid made from a random stream is the one
/// the general filler makes from it (a test checks this). Naked-single propagation reaches the
/// same end, or the same contradiction, in whatever order it runs, which leaves this copy free
/// to propagate digit by digit with masks. A branch copies the state (a few hundred bytes)
/// instead of keeping a trail. Measured with callgrind on `sudoku generate --count 2000
/// --threads 1`: the fill went from 125,000 to 69,000 instructions a grid.
mod nine {
    use super::{PuzzleRng, NODES_PER_CELL};
    use crate::logic::geometry::{Cells, ALL81, PEERS};

    /// One position of the search.
    #[derive(Clone, Copy)]
    struct State {
        /// Each cell's candidates (a placed cell keeps its digit's bit).
        cand: [u16; 81],
        /// For each digit, the empty cells where it is still a candidate.
        pos: [Cells; 9],
        /// The empty cells.
        empty: Cells,
    }

    /// How a branch of the search ended.
    enum Outcome {
        Solved(Box<State>),
        DeadEnd,
        OutOfNodes,
    }

    /// One randomized search from the empty grid, or `None` when its node budget runs out.
    pub(super) fn fill(rng: &mut PuzzleRng) -> Option<Vec<u8>> {
        let state = State {
            cand: [0x1ff; 81],
            pos: [ALL81; 9],
            empty: ALL81,
        };
        let mut nodes_left = NODES_PER_CELL * 81;
        match search(&state, rng, &mut nodes_left) {
            Outcome::Solved(s) => Some(
                s.cand
                    .iter()
                    .map(|&m| m.trailing_zeros() as u8 + 1)
                    .collect(),
            ),
            // The empty grid has solutions: a dead end at the root cannot happen, and would
            // be a failed try all the same.
            Outcome::DeadEnd | Outcome::OutOfNodes => None,
        }
    }

    fn search(s: &State, rng: &mut PuzzleRng, nodes_left: &mut usize) -> Outcome {
        if s.empty.is_empty() {
            return Outcome::Solved(Box::new(*s));
        }
        if *nodes_left == 0 {
            return Outcome::OutOfNodes;
        }
        *nodes_left -= 1;
        let Some(cell) = fewest_candidates(s) else {
            return Outcome::DeadEnd;
        };
        let mut digits = [0u8; 9];
        let mut len = 0;
        let mut m = s.cand[cell];
        while m != 0 {
            digits[len] = m.trailing_zeros() as u8;
            len += 1;
            m &= m - 1;
        }
        let digits = &mut digits[..len];
        rng.shuffle(digits);
        for &d in digits.iter() {
            let mut next = *s;
            if place(&mut next, cell, d as usize) {
                match search(&next, rng, nodes_left) {
                    Outcome::DeadEnd => {}
                    done => return done,
                }
            }
        }
        Outcome::DeadEnd
    }

    /// The first empty cell with the fewest candidates, if any: the cell [`first_fewest`]
    /// picks, found without a scan. The candidate counts of all cells are added up in binary
    /// over the digits' cell masks (bit `k` of each count in `bit[k]`); then the first cell
    /// with two or fewer, or else the first with the fewest, is one `trailing_zeros` away.
    /// Measured with callgrind on `sudoku generate --count 2000 --threads 1 --seed 1`: the
    /// scan took 70 M instructions, this 20 M.
    fn fewest_candidates(s: &State) -> Option<usize> {
        let [mut b0, mut b1, mut b2, mut b3]: [Cells; 4] = [Cells::EMPTY; 4];
        for &p in &s.pos {
            let c0 = b0 & p;
            b0 ^= p;
            let c1 = b1 & c0;
            b1 ^= c0;
            let c2 = b2 & c1;
            b2 ^= c1;
            b3 |= c2;
        }
        // Empty cells always have a candidate (a cell left with none is a contradiction
        // found when it happens), so a count of two or fewer is one with no bit 2 or 3 and
        // not both bits 0 and 1.
        let few = s.empty & !(b3 | b2 | (b1 & b0));
        if !few.is_empty() {
            return Some(few.lowest());
        }
        // Counts 3 to 9, by their bits.
        for k in 3..=9u32 {
            let pick = |bit: Cells, set: bool| if set { bit } else { !bit };
            let exact = s.empty
                & pick(b0, k & 1 != 0)
                & pick(b1, k & 2 != 0)
                & pick(b2, k & 4 != 0)
                & pick(b3, k & 8 != 0);
            if !exact.is_empty() {
                return Some(exact.lowest());
            }
        }
        None
    }

    /// Places digit `d` (0-based) in `cell` and every naked single that follows; `false` on a
    /// contradiction.
    fn place(s: &mut State, cell: usize, d: usize) -> bool {
        // At most one entry per empty cell is ever waiting, plus the first.
        let mut queue = [(0u8, 0u8); 82];
        let mut len = 1;
        queue[0] = (cell as u8, d as u8);
        while len > 0 {
            len -= 1;
            let (c, d) = (queue[len].0 as usize, queue[len].1 as usize);
            let bit = 1u16 << d;
            if !s.empty.contains(c) {
                if s.cand[c] == bit {
                    continue;
                }
                return false;
            }
            if s.cand[c] & bit == 0 {
                return false;
            }
            let mut others = s.cand[c] & !bit;
            while others != 0 {
                s.pos[others.trailing_zeros() as usize].remove(c);
                others &= others - 1;
            }
            s.cand[c] = bit;
            s.empty.remove(c);
            s.pos[d].remove(c);
            let victims = PEERS[c] & s.pos[d];
            s.pos[d] &= !victims;
            for p in victims {
                let left = s.cand[p] & !bit;
                if left == 0 {
                    return false;
                }
                s.cand[p] = left;
                if left & (left - 1) == 0 {
                    queue[len] = (p as u8, left.trailing_zeros() as u8);
                    len += 1;
                }
            }
        }
        true
    }
}

/// The first of `(cell, candidate count)` with the fewest candidates; the scan stops at one
/// with two or fewer (both fillers branch there, and the grids they make depend on it).
fn first_fewest(counts: impl Iterator<Item = (usize, u32)>) -> Option<usize> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for (i, k) in counts {
        if k < best_count {
            best_count = k;
            best = Some(i);
            if k <= 2 {
                break;
            }
        }
    }
    best
}

/// A pattern solution scrambled by validity-preserving moves. The pattern and the moves are
/// those of rows, columns and boxes: this fallback relies on the classic geometry by meaning.
fn scrambled_pattern(topo: &Topology, rng: &mut PuzzleRng) -> Vec<u8> {
    let shape = topo.shape();
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    // Row r of the pattern is row 0 shifted by (r mod br)·bc + r / br: a valid grid.
    let pattern = |r: usize, c: usize| ((r % br) * bc + r / br + c) % n;
    let rows = grouped_permutation(n, br, rng);
    let cols = grouped_permutation(n, bc, rng);
    let mut labels: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut labels);
    let mut values = Vec::with_capacity(n * n);
    for &r in &rows {
        for &c in &cols {
            values.push(labels[pattern(r, c)]);
        }
    }
    values
}

/// A permutation of `0..n` that moves whole groups of `group` consecutive indices and shuffles
/// within each group: the moves that keep bands (or stacks) together.
fn grouped_permutation(n: usize, group: usize, rng: &mut PuzzleRng) -> Vec<usize> {
    let mut groups: Vec<usize> = (0..n / group).collect();
    rng.shuffle(&mut groups);
    let mut out = Vec::with_capacity(n);
    for g in groups {
        let mut inner: Vec<usize> = (g * group..(g + 1) * group).collect();
        rng.shuffle(&mut inner);
        out.extend(inner);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::shape::Shape;

    #[test]
    fn random_solutions_are_valid_for_every_size() {
        for size in [4, 6, 8, 9, 12, 16, 25] {
            let shape = Shape::for_size(size).unwrap();
            let topo = Topology::of(shape);
            for seed in 0..3 {
                let values = random_solution(topo, &mut PuzzleRng::new(seed, 0));
                let grid = Grid::from_values(shape, &values).unwrap();
                assert!(grid.is_solved(), "size {size} seed {seed}: {grid:?}");
            }
        }
    }

    #[test]
    fn the_nine_by_nine_search_makes_the_general_searchs_grids() {
        let topo = Topology::of(Shape::NINE);
        for index in 0..300 {
            let mut a = PuzzleRng::new(11, index);
            let mut b = PuzzleRng::new(11, index);
            let fast = random_solution(topo, &mut a);
            assert_eq!(fast, any_size(topo, &mut b), "stream {index}");
            // The streams are left in the same place too.
            assert_eq!(
                a.below(1 << 30),
                b.below(1 << 30),
                "stream {index} after the fill"
            );
        }
    }

    #[test]
    fn scrambled_patterns_are_valid_for_every_size() {
        for size in [4, 6, 8, 9, 12, 16, 25] {
            let shape = Shape::for_size(size).unwrap();
            let topo = Topology::of(shape);
            let values = scrambled_pattern(topo, &mut PuzzleRng::new(1, 2));
            let grid = Grid::from_values(shape, &values).unwrap();
            assert!(grid.is_solved(), "size {size}: {grid:?}");
        }
    }
}
