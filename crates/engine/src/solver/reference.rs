//! The reference solver: seed 000's textbook backtracking, kept plain so that it is obviously
//! right. Tests check every fast path against it.
//!
//! For each row, column and box it keeps the set of digits used (seed 000's "marcatges"), and
//! fills empty cells one at a time with each digit the three sets allow. The one concession to
//! speed is to fill next the empty cell with the fewest allowed digits, so that tests can run it
//! on 16×16 and 25×25 grids too; it does no other deduction.

use super::{SearchStats, Visitor};
use crate::grid::Grid;

struct Reference<'a, V> {
    n: usize,
    box_rows: usize,
    box_cols: usize,
    values: Vec<u8>,
    rows: Vec<u32>,
    cols: Vec<u32>,
    boxes: Vec<u32>,
    limit: u64,
    visitor: &'a mut V,
    stats: SearchStats,
}

/// Searches `puzzle` for at most `limit` solutions.
pub(crate) fn search<V: Visitor>(puzzle: &Grid, limit: u64, visitor: &mut V) -> SearchStats {
    let shape = puzzle.shape();
    let n = shape.size();
    let mut r = Reference {
        n,
        box_rows: shape.box_rows(),
        box_cols: shape.box_cols(),
        values: vec![0; n * n],
        rows: vec![0; n],
        cols: vec![0; n],
        boxes: vec![0; n],
        limit,
        visitor,
        stats: SearchStats::default(),
    };
    for (i, &v) in puzzle.values().iter().enumerate() {
        if v != 0 {
            if r.allowed(i) & (1 << (v - 1)) == 0 {
                return r.stats; // two givens clash: no solution
            }
            r.place(i, v);
        }
    }
    r.fill();
    r.stats
}

impl<V: Visitor> Reference<'_, V> {
    fn box_of(&self, i: usize) -> usize {
        let (row, col) = (i / self.n, i % self.n);
        (row / self.box_rows) * self.box_rows + col / self.box_cols
    }

    fn allowed(&self, i: usize) -> u32 {
        let full = crate::DigitSet::full(self.n).bits();
        full & !(self.rows[i / self.n] | self.cols[i % self.n] | self.boxes[self.box_of(i)])
    }

    fn place(&mut self, i: usize, v: u8) {
        let bit = 1 << (v - 1);
        self.values[i] = v;
        self.rows[i / self.n] |= bit;
        self.cols[i % self.n] |= bit;
        let b = self.box_of(i);
        self.boxes[b] |= bit;
    }

    fn unplace(&mut self, i: usize, v: u8) {
        let bit = 1 << (v - 1);
        self.values[i] = 0;
        self.rows[i / self.n] &= !bit;
        self.cols[i % self.n] &= !bit;
        let b = self.box_of(i);
        self.boxes[b] &= !bit;
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
        for v in 1..=self.n as u8 {
            if self.allowed(i) & (1 << (v - 1)) != 0 {
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
