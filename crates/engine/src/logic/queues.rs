//! HoDoKu's singles queues: the order in which a run meets its naked and hidden singles.
//!
//! HoDoKu does not scan the grid for singles: each time a candidate goes, it notes a cell left
//! with one candidate (a naked single) and a unit left with one place for a digit (a hidden
//! single), in the order the candidates went, and takes singles first in, first out. Which
//! single comes first decides which technique places a cell (a Full House and a Naked Single
//! score 4, a Hidden Single 14), so the rater keeps the same queues to give HoDoKu's score.
//!
//! The queues keep their own copy of the candidates, updated as HoDoKu updates its grid: a
//! placement removes the digit from the peers in ascending order, then the cell's other
//! candidates; a step's eliminations go in order of digit, then cell. The finders only use an
//! entry after checking it against the real grid, so a queue that falls out of step with the
//! grid can cost a single's order, never soundness.

use std::collections::VecDeque;

use super::candidates::CandidateGrid;
use super::geometry::Cells;
use super::step::Step;
use crate::digit::DigitSet;
use crate::topology::Topology;

/// The queues of one solving run and the copy of the grid they follow.
pub(crate) struct SinglesQueues {
    topo: &'static Topology,
    /// Candidates per cell (0 once placed).
    cands: Vec<u32>,
    /// Placed digit index + 1 per cell (0 = empty).
    values: Vec<u8>,
    /// For each unit and digit index, the empty cells of the unit with that candidate.
    free: Vec<u8>,
    /// Cells with one candidate left: (cell, digit index), oldest first.
    pub(crate) naked: VecDeque<(u16, u8)>,
    /// The one cell left for a digit in some unit: (cell, digit index), oldest first.
    pub(crate) hidden: VecDeque<(u16, u8)>,
    /// 9×9 only: per digit, its cells (`CandidateGrid::pos`) when it last had no cell alone
    /// in a unit (`Cells::MAX` before that), for the hidden-single finder: the same cells
    /// have no hidden single again.
    pub(crate) no_hidden: [Cells; 9],
}

impl SinglesQueues {
    /// The queues HoDoKu would hold on reading `g`: its placed cells set in cell order, then
    /// the missing candidates of its empty cells removed in cell order.
    pub(crate) fn of(g: &CandidateGrid) -> SinglesQueues {
        let topo = g.topo;
        let n = topo.size();
        let cells = topo.cell_count();
        let full = DigitSet::full(n).bits();
        let mut q = SinglesQueues {
            topo,
            cands: vec![full; cells],
            values: vec![0; cells],
            free: vec![n as u8; topo.unit_count() * n],
            naked: VecDeque::new(),
            hidden: VecDeque::new(),
            no_hidden: [Cells::MAX; 9],
        };
        for i in 0..cells {
            if g.values[i] != 0 {
                q.set(i, g.values[i] as usize - 1);
            }
        }
        for i in 0..cells {
            if g.values[i] == 0 {
                let gone = q.cands[i] & !g.cands[i];
                for d in (0..n).filter(|&d| gone & (1 << d) != 0) {
                    q.delete(i, d);
                }
            }
        }
        q
    }

    /// Follows `step` as HoDoKu applies it: placements, then eliminations by digit and cell.
    pub(crate) fn apply(&mut self, step: &Step) {
        let cells = self.cands.len();
        let n = self.topo.size();
        for p in &step.placements {
            if p.cell.index() < cells && p.digit.index() < n {
                self.set(p.cell.index(), p.digit.index());
            }
        }
        let mut gone: Vec<(usize, usize)> = step
            .eliminations
            .iter()
            .map(|e| (e.digit.index(), e.cell.index()))
            .filter(|&(d, i)| i < cells && d < n)
            .collect();
        gone.sort_unstable();
        for (d, i) in gone {
            self.delete(i, d);
        }
    }

    fn free_mut(&mut self, u: usize, d: usize) -> &mut u8 {
        &mut self.free[u * self.topo.size() + d]
    }

    /// The first cell of unit `u` that still has candidate `d`.
    fn last_place(&self, u: usize, d: usize) -> Option<usize> {
        self.topo
            .unit(u)
            .iter()
            .map(|&c| c as usize)
            .find(|&c| self.cands[c] & (1 << d) != 0)
    }

    /// Counts one candidate fewer for `d` in unit `u` and queues a hidden single when one
    /// place is left.
    fn count_down(&mut self, u: usize, d: usize) {
        let f = self.free_mut(u, d);
        *f = f.saturating_sub(1);
        if *f == 1 {
            if let Some(c) = self.last_place(u, d) {
                self.hidden.push_back((c as u16, d as u8));
            }
        }
    }

    /// Removes candidate `d` from cell `i`.
    fn delete(&mut self, i: usize, d: usize) {
        if self.cands[i] & (1 << d) == 0 {
            return;
        }
        self.cands[i] &= !(1 << d);
        let topo = self.topo;
        for &u in topo.units_of(i) {
            self.count_down(u as usize, d);
        }
        let left = self.cands[i];
        if left.count_ones() == 1 {
            self.naked
                .push_back((i as u16, left.trailing_zeros() as u8));
        }
    }

    /// Places `d` in cell `i`: the digit leaves the peers, then the cell's candidates go.
    fn set(&mut self, i: usize, d: usize) {
        if self.values[i] == d as u8 + 1 {
            return;
        }
        self.values[i] = d as u8 + 1;
        let topo = self.topo;
        for &j in topo.peers(i) {
            self.delete(j as usize, d);
        }
        let old = self.cands[i];
        self.cands[i] = 0;
        for k in (0..topo.size()).filter(|&k| old & (1 << k) != 0) {
            for &u in topo.units_of(i) {
                let f = self.free_mut(u as usize, k);
                *f = f.saturating_sub(1);
                if *f == 1 && k != d {
                    if let Some(c) = self.last_place(u as usize, k) {
                        self.hidden.push_back((c as u16, k as u8));
                    }
                }
            }
        }
    }
}
