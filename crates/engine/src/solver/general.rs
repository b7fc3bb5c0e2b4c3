//! The general solver, for every grid size: constraint propagation plus search.
//!
//! This is seed 003's algorithm made fast: each cell keeps a candidate mask; placing a digit
//! removes it from the cell's peers ("eliminate"), a cell left with one candidate is placed
//! (naked single), and a digit with one place left in a unit is placed there ("only choice",
//! the hidden single). When propagation stalls, the search branches on the empty cell with the
//! fewest candidates, copying the state for each branch (a few kilobytes even at 25×25, cheaper
//! than undo logs at these sizes).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::{SearchStats, Visitor};
use crate::grid::Grid;
use crate::shape::Shape;

/// Units and peers of one shape, computed once per thread and shape.
pub(crate) struct Topology {
    pub(crate) units: Vec<Vec<u16>>,
    pub(crate) peers: Vec<Vec<u16>>,
}

impl Topology {
    fn build(shape: Shape) -> Topology {
        let units: Vec<Vec<u16>> = shape
            .units()
            .into_iter()
            .map(|u| u.into_iter().map(|c| c as u16).collect())
            .collect();
        let cells = shape.cell_count();
        let mut mark = vec![usize::MAX; cells];
        let mut peers = vec![Vec::new(); cells];
        let mut unit_of: Vec<Vec<usize>> = vec![Vec::new(); cells];
        for (u, unit) in units.iter().enumerate() {
            for &c in unit {
                unit_of[c as usize].push(u);
            }
        }
        for c in 0..cells {
            for &u in &unit_of[c] {
                for &p in &units[u] {
                    if p as usize != c && mark[p as usize] != c {
                        mark[p as usize] = c;
                        peers[c].push(p);
                    }
                }
            }
        }
        Topology { units, peers }
    }

    /// The topology of `shape`, cached per thread.
    pub(crate) fn of(shape: Shape) -> Rc<Topology> {
        thread_local! {
            static CACHE: RefCell<HashMap<Shape, Rc<Topology>>> = RefCell::new(HashMap::new());
        }
        CACHE.with(|cache| {
            cache
                .borrow_mut()
                .entry(shape)
                .or_insert_with(|| Rc::new(Topology::build(shape)))
                .clone()
        })
    }
}

#[derive(Clone)]
struct State {
    values: Vec<u8>,
    cand: Vec<u32>,
    empty: usize,
}

struct Search<'a, V> {
    topo: &'a Topology,
    full: u32,
    limit: u64,
    visitor: &'a mut V,
    stats: SearchStats,
    queue: Vec<(u16, u8)>,
}

/// Searches `puzzle` for at most `limit` solutions.
pub(crate) fn search<V: Visitor>(puzzle: &Grid, limit: u64, visitor: &mut V) -> SearchStats {
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
        topo: &topo,
        full,
        limit,
        visitor,
        stats: SearchStats::default(),
        queue: Vec::with_capacity(cells),
    };
    for (i, &v) in puzzle.values().iter().enumerate() {
        if v != 0 {
            s.queue.push((i as u16, v));
        }
    }
    if s.propagate(&mut state) {
        s.recurse(state);
    }
    s.stats
}

impl<V: Visitor> Search<'_, V> {
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
                for &p in &self.topo.peers[c] {
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
            for unit in &self.topo.units {
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in unit {
                    let m = st.cand[c as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != self.full {
                    return false; // some digit has no place in this unit
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    if let Some(&c) = unit.iter().find(|&&c| st.cand[c as usize] & bit != 0) {
                        if st.values[c as usize] == 0 {
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

    /// Returns `false` when the search must stop.
    fn recurse(&mut self, st: State) -> bool {
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
        // Branch on the empty cell with the fewest candidates.
        let mut best = usize::MAX;
        let mut best_count = u32::MAX;
        for (i, &m) in st.cand.iter().enumerate() {
            if st.values[i] == 0 {
                let k = m.count_ones();
                if k < best_count {
                    best_count = k;
                    best = i;
                    if k <= 2 {
                        break;
                    }
                }
            }
        }
        if best == usize::MAX {
            return true;
        }
        let mut options = st.cand[best];
        let mut st = Some(st);
        while options != 0 {
            let bit = options & options.wrapping_neg();
            options ^= bit;
            self.stats.guesses += 1;
            // The last option may reuse the state instead of copying it.
            let mut child = if options == 0 {
                st.take().expect("state kept for the last branch")
            } else {
                st.as_ref()
                    .expect("state kept until the last branch")
                    .clone()
            };
            self.queue.clear();
            self.queue
                .push((best as u16, bit.trailing_zeros() as u8 + 1));
            if self.propagate(&mut child) && !self.recurse(child) {
                return false;
            }
        }
        true
    }
}
