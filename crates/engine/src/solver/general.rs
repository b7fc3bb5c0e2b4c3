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

use super::{Poll, SearchStats, Visitor};
use crate::grid::Grid;
use crate::topology::Topology;

#[derive(Clone)]
struct State {
    values: Vec<u8>,
    cand: Vec<u32>,
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
    let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let cells = shape.cell_count();
    let mut state = State {
        values: vec![0; cells],
        cand: vec![full; cells],
        empty: cells,
    };
    let mut s = Search {
        topo,
        full,
        limit,
        visitor,
        stats: SearchStats::default(),
        queue: Vec::with_capacity(cells),
        budget: FIRST_BUDGET,
        run_guesses: 0,
        aborted: false,
        rng: 0x9E37_79B9_7F4A_7C15,
        probing: n >= PROBE_MIN_SIZE,
        depth: 0,
        poll,
        interrupted: None,
    };
    for (i, &v) in puzzle.values().iter().enumerate() {
        if v != 0 {
            s.queue.push((i as u16, v));
        }
    }
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
            for unit in self.topo.units() {
                let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
                for &c in unit {
                    let m = st.cand[c as usize];
                    if st.values[c as usize] != 0 {
                        placed |= m;
                    } else {
                        twice |= once & m;
                        once |= m;
                    }
                }
                if once | placed != self.full {
                    return false; // some digit has no place in this unit
                }
                // Placed digits are skipped: looking them up was most of the solver's time.
                let mut hidden = once & !twice & !placed;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    if let Some(&c) = unit
                        .iter()
                        .find(|&&c| st.values[c as usize] == 0 && st.cand[c as usize] & bit != 0)
                    {
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
            let mut inside = 0u32;
            let mut placed = 0u32;
            for &c in &seg.cells {
                let c = c as usize;
                if st.values[c] == 0 {
                    inside |= st.cand[c];
                } else {
                    placed |= st.cand[c];
                }
            }
            inside &= !placed;
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
                    if st.values[t] == 0 && st.cand[t] & lock != 0 {
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

    /// Returns `false` when the search must stop.
    fn recurse(&mut self, mut st: State) -> bool {
        if self.probing && self.depth < PROBE_DEPTH && st.empty > 0 && !self.probe(&mut st) {
            return true; // a dead end: nothing to find below
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
        let turn = self.random() as usize % branches.len().max(1);
        branches.rotate_left(turn);
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
