//! The reference solver: textbook backtracking, kept plain so that it is obviously right.
//! Tests check every fast path against it.
//!
//! For each unit it keeps the set of digits used there, and fills empty cells one at a time with
//! each digit that none of the cell's units holds yet. The units are the shape's
//! [`Topology`]'s, walked through `units_of`, so a variant with other regions or extra units is
//! checked without changing this file. The one concession to speed is to fill next the empty
//! cell with the fewest allowed digits, so that tests can run it on 16×16 and 25×25 grids too;
//! it does no other deduction.
//!
//! Like the other solvers it polls its budget at every guess, so a search under a deadline
//! stops on time even when it finds no solution for a long while (it used to poll between
//! solutions only, and the fuzzer's first run spent minutes on a 25×25 puzzle).

use super::{Poll, SearchStats, Visitor};
use crate::digit::DigitSet;
use crate::grid::Grid;
use crate::topology::Topology;

struct Reference<'a, V, P: Poll> {
    topo: &'static Topology,
    /// Every digit of the grid's size.
    full: u32,
    values: Vec<u8>,
    /// For each unit, the digits placed in it.
    used: Vec<u32>,
    limit: u64,
    visitor: &'a mut V,
    poll: &'a mut P,
    /// Why the search stopped early, once the poll says so.
    stopped: Option<P::Error>,
    stats: SearchStats,
}

/// Searches `puzzle` for at most `limit` solutions, polling `poll` at every guess.
pub(crate) fn search<V: Visitor, P: Poll>(
    puzzle: &Grid,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    let shape = puzzle.shape();
    let topo = Topology::of(shape);
    let mut r = Reference {
        topo,
        full: DigitSet::full(shape.size()).bits(),
        values: vec![0; shape.cell_count()],
        used: vec![0; topo.unit_count()],
        limit,
        visitor,
        poll,
        stopped: None,
        stats: SearchStats::default(),
    };
    for (i, &v) in puzzle.values().iter().enumerate() {
        if v != 0 {
            if r.allowed(i) & (1 << (v - 1)) == 0 {
                return Ok(r.stats); // two givens clash: no solution
            }
            r.place(i, v);
        }
    }
    r.fill();
    match r.stopped {
        Some(e) => Err(e),
        None => Ok(r.stats),
    }
}

impl<V: Visitor, P: Poll> Reference<'_, V, P> {
    /// The digits that no unit of cell `i` holds yet.
    fn allowed(&self, i: usize) -> u32 {
        let used = self
            .topo
            .units_of(i)
            .iter()
            .fold(0, |m, &u| m | self.used[u as usize]);
        self.full & !used
    }

    fn place(&mut self, i: usize, v: u8) {
        let bit = 1 << (v - 1);
        self.values[i] = v;
        for &u in self.topo.units_of(i) {
            self.used[u as usize] |= bit;
        }
    }

    fn unplace(&mut self, i: usize, v: u8) {
        let bit = 1 << (v - 1);
        self.values[i] = 0;
        for &u in self.topo.units_of(i) {
            self.used[u as usize] &= !bit;
        }
    }

    /// Returns `false` when the search must stop.
    fn fill(&mut self) -> bool {
        let mut best = None;
        let mut best_count = u32::MAX;
        for i in 0..self.values.len() {
            if self.values[i] == 0 {
                let k = self.allowed(i).count_ones();
                if k < best_count {
                    best_count = k;
                    best = Some(i);
                }
            }
        }
        let Some(i) = best else {
            self.stats.solutions += 1;
            let go_on = self.visitor.visit(&self.values);
            if !go_on || self.stats.solutions >= self.limit {
                self.stats.stopped = true;
                return false;
            }
            return true;
        };
        let n = self.topo.size();
        for v in 1..=n as u8 {
            if self.allowed(i) & (1 << (v - 1)) != 0 {
                if let Err(e) = self.poll.tick() {
                    self.stopped = Some(e);
                    return false;
                }
                self.stats.guesses += 1;
                self.place(i, v);
                let go_on = self.fill();
                self.unplace(i, v);
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
}
