//! The general solver, for every grid size: constraint propagation plus search.
//!
//! Each cell keeps a candidate mask; placing a digit removes it from the cell's peers
//! ("eliminate"), a cell left with one candidate is placed (naked single), and a digit with one
//! place left in a unit is placed there ("only choice", the hidden single). When propagation stalls, the search branches on the empty cell with the
//! fewest candidates, copying the state for each branch (a few kilobytes even at 25×25, cheaper
//! than undo logs at these sizes).
//!
//! Units and peers come from the shared [`Topology`] and are walked generically, so a variant
//! with other regions or extra units changes only the topology. Locked candidates are the one
//! rule that needs the classic geometry by meaning: it works on the topology's box/line
//! segments.
//!
//! [`search_near`] is the generator's entry: one solution of a puzzle with some cells
//! restricted, searched from a known full grid (its digits first, and a node they complete
//! is a solution), without restarts.

use super::{Poll, SearchStats, Visitor};

use crate::digit::DigitSet;
use crate::grid::Grid;
use crate::topology::Topology;

#[derive(Clone)]
struct State {
    values: Vec<u8>,
    cand: Vec<u32>,
    /// The digits placed in each unit. The sweeps for hidden singles and locked candidates
    /// read these masks instead of each cell's value: a placed cell's candidate mask is its
    /// digit, and after propagation no empty cell of the unit has a placed digit left, so
    /// the sweeps only need the candidate masks.
    placed: Vec<u32>,
    empty: usize,
}

struct Search<'a, V, P: Poll> {
    /// The shared unit table. Its flat `u16` arrays replaced a per-thread copy held as
    /// vectors of vectors; measured with `sudoku solve --threads 1` on 16×16 and 25×25 sets,
    /// the search made the same guesses with 1–1.5% fewer instructions and ran up to a fifth
    /// faster, so the hot loops read it directly.
    topo: &'static Topology,
    full: u32,
    limit: u64,
    visitor: &'a mut V,
    stats: SearchStats,
    queue: Vec<(u16, u8)>,
    /// Guesses this run may make before its first solution; `u64::MAX` for no limit.
    budget: u64,
    /// Guesses made in this run.
    run_guesses: u64,
    /// Set when the run gave up on its budget.
    aborted: bool,
    /// xorshift state for randomized branching order (fixed seeds: results are repeatable).
    rng: u64,
    /// Whether to probe bivalue cells before branching (big grids only, see `PROBE_DEPTH`).
    probing: bool,
    /// Depth of the current node in the search tree.
    depth: u32,
    /// The caller's limits, ticked at every guess, and why they stopped the search, if so.
    poll: &'a mut P,
    interrupted: Option<P::Error>,
    /// Scratch for [`Search::tally`]: per unit, the digits with one place or more, and two.
    once: Vec<u32>,
    twice: Vec<u32>,
    /// A valid full grid whose digits the search tries first at each branch, and whose
    /// digits complete any node where they all fit (empty for none; see [`search_near`]).
    near: &'a [u8],
}

/// Probing pays on grids of this size and up (on 16×16 it made 1,000 half-empty puzzles
/// 13 times slower, 2.3 s against 0.17 s). Measured on 30 random half-empty 25×25
/// puzzles (first solution): without probing the median was 12 ms but five took over a
/// second and the worst 16 s; probing at every node cut guesses 500-fold but cost 5 ms per
/// node (worst 7.7 s); probing in the top levels only gave the best worst case (1.9 s).
const PROBE_MIN_SIZE: usize = 20;

/// Probing runs only this close to the root, where a wrong guess costs the most.
const PROBE_DEPTH: u32 = 6;

/// Guesses allowed to the first run before a restart; each restart doubles it.
const FIRST_BUDGET: u64 = 64;

/// Searches `puzzle` for at most `limit` solutions, ticking `poll` at every guess.
pub(crate) fn search<V: Visitor, P: Poll>(
    puzzle: &Grid,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    let shape = puzzle.shape();
    let topo = Topology::of(shape);
    let n = shape.size();
    let full = DigitSet::full(n).bits();
    let cells = shape.cell_count();
    let state = State {
        values: vec![0; cells],
        cand: vec![full; cells],
        placed: vec![0; topo.unit_count()],
        empty: cells,
    };
    let givens = puzzle
        .values()
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v != 0)
        .map(|(i, &v)| (i as u16, v));
    run(topo, state, givens, limit, visitor, poll, &[])
}

/// Searches `puzzle` for one solution in which every cell named in `allowed` holds one of
/// the digits of its mask (bit `d − 1` for digit `d`), ticking `poll` at every guess. The
/// generator asks this for a solution other than the one it knows, `near`: its digit struck
/// from an emptied cell.
///
/// Three things make this cheaper than [`search`] on the puzzles of a reduction (measured
/// on 16×16 minimal puzzles, instructions: 3.3 times fewer in all, see docs/BENCHMARKS.md):
/// - The candidates start from the givens' unit masks (a few operations per cell) rather than
///   from placing every given and striking its digit from each peer.
/// - **Near the known grid.** At each branch the search tries `near`'s digit first, and a
///   node where every empty cell still has its digit of `near` among its candidates is a
///   solution at once: filling those cells from `near` clashes neither with `near`'s other
///   digits (it is a valid grid) nor with the digits placed (propagation struck those from
///   their peers). Other solutions mostly differ from `near` on a few cells, so the search
///   stops as soon as those differences fit. Branching on the cells that lost their digit of
///   `near` (fewest candidates first) made twice as many guesses as the usual choice.
/// - No restarts: most of these searches are proofs that nothing fits, for which a restart
///   only repeats work (a fifth more guesses with them).
///
/// `near` must be a complete valid grid of the puzzle's shape; anything else is searched
/// without it. The visitor sees the solution found, if any.
pub(crate) fn search_near<V: Visitor, P: Poll>(
    puzzle: &Grid,
    allowed: &[(u16, u32)],
    near: &[u8],
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    let shape = puzzle.shape();
    let topo = Topology::of(shape);
    let n = shape.size();
    let full = DigitSet::full(n).bits();
    let values = puzzle.values();
    let Some(placed) = unit_masks(topo, values) else {
        return Ok(SearchStats::default()); // a digit given twice in a unit
    };
    let near = match unit_masks(topo, near) {
        Some(masks) if near.len() == values.len() && masks.iter().all(|&m| m == full) => near,
        _ => &[],
    };
    let mut cand = vec![0; values.len()];
    let mut empty = 0;
    for (i, &v) in values.iter().enumerate() {
        cand[i] = if v != 0 {
            1 << (v - 1)
        } else {
            empty += 1;
            topo.units_of(i)
                .iter()
                .fold(full, |m, &u| m & !placed[u as usize])
        };
    }
    for &(cell, mask) in allowed {
        let c = cell as usize;
        match cand.get_mut(c) {
            Some(m) if *m & mask != 0 => {
                if values[c] == 0 {
                    *m &= mask;
                }
            }
            _ => return Ok(SearchStats::default()),
        }
    }
    let mut singles = Vec::new();
    for (i, &m) in cand.iter().enumerate() {
        if values[i] == 0 {
            if m == 0 {
                return Ok(SearchStats::default());
            }
            if m & (m - 1) == 0 {
                singles.push((i as u16, m.trailing_zeros() as u8 + 1));
            }
        }
    }
    let state = State {
        values: values.to_vec(),
        cand,
        placed,
        empty,
    };
    run(topo, state, singles.into_iter(), 1, visitor, poll, near)
}

/// The digits of each unit in `values` (0 for an empty cell), or `None` if a unit holds a
/// digit twice or a value is out of range.
fn unit_masks(topo: &Topology, values: &[u8]) -> Option<Vec<u32>> {
    let n = topo.size();
    let mut masks = vec![0u32; topo.unit_count()];
    for (mask, unit) in masks.iter_mut().zip(topo.units()) {
        for &c in unit {
            let v = *values.get(c as usize)? as usize;
            if v > n {
                return None;
            }
            if v != 0 {
                let bit = 1u32 << (v - 1);
                if *mask & bit != 0 {
                    return None;
                }
                *mask |= bit;
            }
        }
    }
    Some(masks)
}

/// Places `queued` in `state`, then propagates and searches.
fn run<V: Visitor, P: Poll>(
    topo: &'static Topology,
    mut state: State,
    queued: impl Iterator<Item = (u16, u8)>,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
    near: &[u8],
) -> Result<SearchStats, P::Error> {
    let n = topo.size();
    let full = DigitSet::full(n).bits();
    let cells = topo.cell_count();
    let mut s = Search {
        topo,
        full,
        limit,
        visitor,
        stats: SearchStats::default(),
        queue: Vec::with_capacity(cells),
        budget: if near.is_empty() {
            FIRST_BUDGET
        } else {
            u64::MAX
        },
        run_guesses: 0,
        aborted: false,
        rng: 0x9E37_79B9_7F4A_7C15,
        probing: n >= PROBE_MIN_SIZE,
        depth: 0,
        poll,
        interrupted: None,
        once: vec![0; topo.unit_count()],
        twice: vec![0; topo.unit_count()],
        near,
    };
    s.queue.extend(queued);
    if !s.propagate(&mut state) {
        return Ok(s.stats);
    }
    // Restarts: search with a guess budget, and while no solution has been found, start again
    // with another branching order and twice the budget. Searches on big grids have heavy
    // tails (an early wrong guess can hide a dead subtree of millions of nodes), and restarts
    // cut the median 25×25 half-empty first-solution search from seconds to milliseconds.
    // A run that gives up has found no solution, so no solution is ever seen twice; a run
    // that finds one keeps going without a budget, so counts stay exact.
    loop {
        s.aborted = false;
        s.run_guesses = 0;
        s.recurse(state.clone());
        if !s.aborted {
            break;
        }
        s.budget = s.budget.saturating_mul(2);
        s.rng = s
            .rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
    }
    match s.interrupted {
        Some(e) => Err(e),
        None => Ok(s.stats),
    }
}

impl<V: Visitor, P: Poll> Search<'_, V, P> {
    /// Failed-literal probing on cells with two candidates: if placing one candidate leads
    /// propagation to a contradiction, the other is forced. Returns `false` on a dead end.
    fn probe(&mut self, st: &mut State) -> bool {
        let mut progress = true;
        while progress && st.empty > 0 {
            progress = false;
            for i in 0..st.cand.len() {
                let m = st.cand[i];
                if st.values[i] != 0 || m.count_ones() != 2 {
                    continue;
                }
                let low = m & m.wrapping_neg();
                for bit in [low, m ^ low] {
                    let mut trial = st.clone();
                    self.queue.clear();
                    self.queue.push((i as u16, bit.trailing_zeros() as u8 + 1));
                    if !self.propagate(&mut trial) {
                        // `bit` is impossible: place the other candidate.
                        let other = m ^ bit;
                        self.queue.clear();
                        self.queue
                            .push((i as u16, other.trailing_zeros() as u8 + 1));
                        if !self.propagate(st) {
                            return false;
                        }
                        progress = true;
                        break;
                    }
                }
            }
        }
        true
    }

    fn random(&mut self) -> u64 {
        // xorshift64: cheap, and good enough to vary the branching order between restarts.
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// For every unit, the digits with at least one place (`once`) and with two or more
    /// (`twice`). Rows are contiguous runs of cells and columns are walked a row at a time
    /// (one pass over the grid updates all of them, a loop the compiler vectorizes); the
    /// other units go through the unit table. Measured on 16×16 reductions: this sweep was
    /// over half of the solver's instructions when every unit went through the table.
    fn tally(&mut self, st: &State) {
        let n = self.topo.size();
        let (once, twice) = (&mut self.once, &mut self.twice);
        let rows = st.cand.chunks_exact(n);
        for (r, row) in rows.clone().enumerate() {
            let (mut o, mut t) = (0u32, 0u32);
            for &m in row {
                t |= o & m;
                o |= m;
            }
            once[r] = o;
            twice[r] = t;
        }
        let (col_once, col_twice) = (&mut once[n..2 * n], &mut twice[n..2 * n]);
        col_once.fill(0);
        col_twice.fill(0);
        for row in rows {
            for ((o, t), &m) in col_once.iter_mut().zip(col_twice.iter_mut()).zip(row) {
                *t |= *o & m;
                *o |= m;
            }
        }
        for (u, unit) in self.topo.units().enumerate().skip(2 * n) {
            let (mut o, mut t) = (0u32, 0u32);
            for &c in unit {
                let m = st.cand[c as usize];
                t |= o & m;
                o |= m;
            }
            once[u] = o;
            twice[u] = t;
        }
    }

    /// Places every queued (cell, digit), then naked and hidden singles until nothing changes.
    /// Returns `false` on a contradiction.
    fn propagate(&mut self, st: &mut State) -> bool {
        loop {
            while let Some((cell, digit)) = self.queue.pop() {
                let c = cell as usize;
                let bit = 1u32 << (digit - 1);
                if st.values[c] != 0 {
                    if st.values[c] != digit {
                        self.queue.clear();
                        return false;
                    }
                    continue;
                }
                if st.cand[c] & bit == 0 {
                    self.queue.clear();
                    return false;
                }
                st.values[c] = digit;
                st.cand[c] = bit;
                st.empty -= 1;
                for &u in self.topo.units_of(c) {
                    st.placed[u as usize] |= bit;
                }
                for &p in self.topo.peers(c) {
                    let p = p as usize;
                    if st.cand[p] & bit != 0 {
                        if st.values[p] != 0 {
                            // A placed peer holds the same digit.
                            self.queue.clear();
                            return false;
                        }
                        let left = st.cand[p] & !bit;
                        st.cand[p] = left;
                        if left == 0 {
                            self.queue.clear();
                            return false;
                        }
                        if left & (left - 1) == 0 {
                            self.queue.push((p as u16, left.trailing_zeros() as u8 + 1));
                        }
                    }
                }
            }
            if st.empty == 0 {
                return true;
            }
            // Hidden singles: a digit with exactly one place in a unit.
            self.tally(st);
            for (u, (unit, &placed)) in self.topo.units().zip(&st.placed).enumerate() {
                let (once, twice) = (self.once[u], self.twice[u]);
                if once != self.full {
                    return false; // some digit has no place in this unit
                }
                // Placed digits are skipped: looking them up was most of the solver's time.
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    if let Some(&c) = unit.iter().find(|&&c| st.cand[c as usize] & bit != 0) {
                        self.queue.push((c, bit.trailing_zeros() as u8 + 1));
                    }
                }
            }
            if !self.queue.is_empty() {
                continue;
            }
            match self.locked_candidates(st) {
                None => return false,
                Some(false) => return true,
                Some(true) => {} // eliminations made: look for singles again
            }
        }
    }

    /// Locked candidates (pointing and claiming): a digit whose places in a box all lie in
    /// one line leaves the rest of that line, and a digit whose places in a line all lie in
    /// one box leaves the rest of that box. Returns whether anything changed, `None` on a
    /// contradiction. Only run when singles stall: it is the costlier rule, and it is what
    /// keeps 16×16 and 25×25 searches small.
    fn locked_candidates(&mut self, st: &mut State) -> Option<bool> {
        let mut changed = false;
        for seg in self.topo.segments() {
            // The segment's cells that hold a digit hold one placed in its line.
            let inside =
                seg.cells.iter().fold(0u32, |m, &c| m | st.cand[c as usize]) & !st.placed[seg.line];
            if inside == 0 {
                continue;
            }
            let rest_mask =
                |cells: &[u16]| cells.iter().fold(0u32, |m, &c| m | st.cand[c as usize]);
            // Digits of the segment absent from the rest of the box must leave the rest of
            // the line (pointing), and the other way round (claiming).
            let pointing = inside & !rest_mask(&seg.box_rest);
            let claiming = inside & !rest_mask(&seg.line_rest);
            for (lock, targets) in [(pointing, &seg.line_rest), (claiming, &seg.box_rest)] {
                if lock == 0 {
                    continue;
                }
                for &t in targets {
                    let t = t as usize;
                    // A placed target holds a digit placed in the segment's line and box,
                    // which no empty cell of the segment has left: never one of `lock`.
                    if st.cand[t] & lock != 0 {
                        let left = st.cand[t] & !lock;
                        if left == 0 {
                            return None;
                        }
                        st.cand[t] = left;
                        changed = true;
                        if left & (left - 1) == 0 {
                            self.queue.push((t as u16, left.trailing_zeros() as u8 + 1));
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    /// Whether some empty cell has lost its digit of `near`: if none has, `near` completes
    /// the grid (see [`search_near`]).
    fn departs(&self, st: &State) -> bool {
        st.values
            .iter()
            .zip(&st.cand)
            .zip(self.near)
            .any(|((&v, &m), &d)| v == 0 && m & (1u32 << (d.wrapping_sub(1) & 31)) == 0)
    }

    /// Returns `false` when the search must stop.
    fn recurse(&mut self, mut st: State) -> bool {
        if self.probing && self.depth < PROBE_DEPTH && st.empty > 0 && !self.probe(&mut st) {
            return true; // a dead end: nothing to find below
        }
        if !self.near.is_empty() && st.empty > 0 && !self.departs(&st) {
            for (v, &d) in st.values.iter_mut().zip(self.near) {
                if *v == 0 {
                    *v = d;
                }
            }
            st.empty = 0;
        }
        if st.empty == 0 {
            self.stats.solutions += 1;
            let go_on = if V::RECORDS {
                self.visitor.visit(&st.values)
            } else {
                self.visitor.visit(&[])
            };
            if !go_on || self.stats.solutions >= self.limit {
                self.stats.stopped = true;
                return false;
            }
            return true;
        }
        // Branch where the fewest alternatives are: a cell with two candidates, else a digit
        // with two places in some unit, else the cell with the fewest candidates. On 16×16 and
        // 25×25 grids the unit rule often finds a two-way branch where every cell has five
        // candidates or more.
        let mut best_cell = usize::MAX;
        let mut best_count = u32::MAX;
        let cells = st.cand.len();
        let offset = self.random() as usize % cells;
        for i in (offset..cells).chain(0..offset) {
            let m = st.cand[i];
            if st.values[i] == 0 {
                let k = m.count_ones();
                if k < best_count {
                    best_count = k;
                    best_cell = i;
                    if k <= 2 {
                        break;
                    }
                }
            }
        }
        if best_cell == usize::MAX {
            return true;
        }
        let mut branches: Vec<(u16, u8)> = Vec::new();
        if best_count > 2 {
            // A digit with exactly two places in a unit is a two-way branch. Bit-sliced
            // counters find such digits for a whole unit in one pass over its cells.
            'units: for unit in self.topo.units() {
                let (mut once, mut twice, mut more) = (0u32, 0u32, 0u32);
                for &c in unit {
                    let m = if st.values[c as usize] == 0 {
                        st.cand[c as usize]
                    } else {
                        0
                    };
                    more |= twice & m;
                    twice |= once & m;
                    once |= m;
                }
                let pairs = twice & !more;
                if pairs != 0 {
                    let bit = pairs & pairs.wrapping_neg();
                    let digit = bit.trailing_zeros() as u8 + 1;
                    branches.extend(
                        unit.iter()
                            .filter(|&&c| {
                                st.values[c as usize] == 0 && st.cand[c as usize] & bit != 0
                            })
                            .map(|&c| (c, digit)),
                    );
                    break 'units;
                }
            }
        }
        if branches.is_empty() {
            let mut options = st.cand[best_cell];
            while options != 0 {
                let bit = options & options.wrapping_neg();
                options ^= bit;
                branches.push((best_cell as u16, bit.trailing_zeros() as u8 + 1));
            }
        }
        if self.near.is_empty() {
            let turn = self.random() as usize % branches.len().max(1);
            branches.rotate_left(turn);
        } else if let Some(k) = branches
            .iter()
            .position(|&(c, d)| self.near.get(c as usize) == Some(&d))
        {
            // `near`'s digit first, the others in order.
            branches[..=k].rotate_right(1);
        }
        let last = branches.len().saturating_sub(1);
        let mut st = Some(st);
        for (i, &(cell, digit)) in branches.iter().enumerate() {
            if self.stats.solutions == 0 && self.run_guesses >= self.budget {
                self.aborted = true;
                return false;
            }
            if let Err(e) = self.poll.tick() {
                self.interrupted = Some(e);
                return false;
            }
            self.run_guesses += 1;
            self.stats.guesses += 1;
            // The last branch may reuse the state instead of copying it.
            let Some(mut child) = (if i == last { st.take() } else { st.clone() }) else {
                break;
            };
            self.queue.clear();
            self.queue.push((cell, digit));
            self.depth += 1;
            let stop = self.propagate(&mut child) && !self.recurse(child);
            self.depth -= 1;
            if stop {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::generate::rng::PuzzleRng;
    use crate::generate::Generator;
    use crate::shape::Shape;
    use crate::solver::{reference, CountVisitor, Unlimited};

    /// Whether `puzzle` has a solution with `cell` holding a digit of `mask`, by the
    /// reference solver: one search per digit of the mask.
    fn reference_has(puzzle: &Grid, cell: usize, mask: u32) -> bool {
        let n = puzzle.shape().size() as u8;
        let given = puzzle.values()[cell];
        let digits: Vec<u8> = if given != 0 {
            vec![given]
        } else {
            (1..=n).collect()
        };
        digits
            .into_iter()
            .filter(|d| mask & (1 << (d - 1)) != 0)
            .any(|d| {
                let mut g = puzzle.clone();
                g.values_mut()[cell] = d;
                let Ok(stats) = reference::search(&g, 1, &mut CountVisitor, &mut Unlimited);
                stats.solutions > 0
            })
    }

    /// The search near a known grid finds a solution exactly when the reference solver
    /// finds one, and what it finds is a solution that keeps the restriction: on random
    /// puzzles with few and many givens, spoiled ones (a given changed, often clashing),
    /// restrictions on empty and on given cells, and `near` the puzzle's own solution,
    /// another valid grid, or an invalid one (which the search must ignore).
    #[test]
    fn search_near_agrees_with_the_reference_solver() {
        let mut rng = PuzzleRng::new(7, 0);
        let mut found_some = [0usize; 2];
        for size in [4, 6, 8, 9] {
            let shape = Shape::for_size(size).unwrap();
            let cells = shape.cell_count();
            for seed in 0..60u64 {
                let clues = cells / 5 + rng.index(cells * 3 / 4);
                let cut = |seed: u64| {
                    Generator::new(shape)
                        .clues(clues)
                        .allow_multiple(true)
                        .seed(seed)
                        .generate(0, &Budget::unlimited())
                        .unwrap()
                };
                let made = cut(seed);
                let mut puzzle = made.puzzle.clone();
                if seed % 3 == 0 {
                    let c = rng.index(cells);
                    puzzle.values_mut()[c] = 1 + rng.index(size) as u8;
                }
                let near = match seed % 4 {
                    0 => cut(seed + 1000).solution.values().to_vec(),
                    1 => {
                        let mut spoiled = made.solution.values().to_vec();
                        spoiled.swap(0, 1);
                        spoiled
                    }
                    _ => made.solution.values().to_vec(),
                };
                let cell = rng.index(cells);
                let solution_bit = 1u32 << (made.solution.values()[cell] - 1);
                let full = (1u32 << size) - 1;
                let mask = match seed % 5 {
                    0 => 1 + rng.below(full),
                    _ => full & !solution_bit,
                };
                let mut first: Option<Vec<u8>> = None;
                let mut keep = |v: &[u8]| {
                    first.get_or_insert_with(|| v.to_vec());
                    true
                };
                let Ok(stats) = search_near(
                    &puzzle,
                    &[(cell as u16, mask)],
                    &near,
                    &mut keep,
                    &mut Unlimited,
                );
                let what =
                    format!("{size}×{size} seed {seed}: {puzzle:?}, cell {cell}, mask {mask:b}");
                let expected = reference_has(&puzzle, cell, mask);
                assert_eq!(stats.solutions > 0, expected, "{what}");
                found_some[usize::from(expected)] += 1;
                if let Some(values) = first {
                    let grid = Grid::from_values(shape, &values).unwrap();
                    assert!(grid.is_solved(), "{what}: {grid:?}");
                    assert!(grid.is_filled_from(&puzzle), "{what}: {grid:?}");
                    assert_ne!(mask & (1 << (values[cell] - 1)), 0, "{what}: {grid:?}");
                }
            }
        }
        // Both answers came up often enough for the comparison to mean something.
        assert!(found_some.iter().all(|&k| k >= 30), "{found_some:?}");
    }

    /// A budget that has run out stops the search near a known grid at its first guess.
    #[test]
    fn search_near_honours_the_budget() {
        let shape = Shape::for_size(25).unwrap();
        let made = Generator::new(shape)
            .clues(200)
            .allow_multiple(true)
            .generate(0, &Budget::unlimited())
            .unwrap();
        let spent = Budget::unlimited().with_deadline(std::time::Instant::now());
        let mut meter = spent.meter();
        assert!(meter.check_now().is_err());
        let first_empty = made.puzzle.values().iter().position(|&v| v == 0).unwrap();
        let mask = ((1u32 << 25) - 1) & !(1 << (made.solution.values()[first_empty] - 1));
        let got = search_near(
            &made.puzzle,
            &[(first_empty as u16, mask)],
            made.solution.values(),
            &mut CountVisitor,
            &mut meter,
        );
        assert!(got.is_err(), "{got:?}");
    }
}
