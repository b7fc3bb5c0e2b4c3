//! The search: propagate, then branch two ways, "this digit here" and "not here", on a stack
//! of candidate arrays (one per depth, reused).
//!
//! What to branch on is learned as the search goes (the scheme of sigh's Interactive Sudoku
//! Solver, written anew here): each cell keeps a score of the guesses in it that failed, the
//! search picks the cell with the highest score per candidate, and when that cell has more
//! than two candidates it may instead take a digit with two places left in a house, a
//! two-way choice. Both cells and digits that fail often rise; scores decay so that they
//! follow the part of the grid the search is in.

use super::model::{digits, low_digit, Mask, Model, Queues};
use crate::budget::{Interrupted, Meter};
use crate::solver::Visitor;

/// What one search did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VariantStats {
    /// Solutions seen (up to the limit).
    pub solutions: u64,
    /// Branches taken: each digit tried in a cell chosen to branch on.
    pub guesses: u64,
    /// Search nodes whose propagation failed.
    pub backtracks: u64,
}

pub(crate) struct Search<'m, 'b, V: Visitor> {
    model: &'m Model,
    q: Queues,
    stack: Vec<Vec<Mask>>,
    values: Vec<u8>,
    limit: u64,
    visitor: &'m mut V,
    meter: Meter<'b>,
    pub(crate) stats: VariantStats,
    stopped: bool,
    /// A history score per cell: it starts at how much the rules bind the cell (the sizes of
    /// the houses and rules it is in), grows by one each time a guess in the cell failed, and
    /// is halved every [`DECAY`] failures so that it follows the part of the grid the search
    /// is in. The search branches on the cell with the highest score per candidate; without
    /// it, plain fewest-candidates thrashes on puzzles with few givens (hard thermometers took
    /// minutes, not a fraction of a second).
    score: Vec<u32>,
    /// Failures per digit, halved twice as fast as `score`.
    digit_score: [u32; 16],
    /// Failures until the next halving of `score`.
    decay_in: u32,
}

/// Failures between two halvings of the cell scores.
const DECAY: u32 = 1 << 14;

/// What to branch on at a node.
#[derive(Clone, Copy, Debug)]
enum Branch {
    /// The cell's lowest digit, then the cell without it.
    Cell(usize),
    /// A digit with two places left in a house: the first place, then (striking it from the
    /// first) the second.
    Place {
        digit: usize,
        first: usize,
        second: usize,
    },
}

impl<'m, 'b, V: Visitor> Search<'m, 'b, V> {
    pub(crate) fn new(model: &'m Model, limit: u64, visitor: &'m mut V, meter: Meter<'b>) -> Self {
        Search {
            model,
            q: Queues::for_model(model),
            stack: Vec::new(),
            values: vec![0; model.init.len()],
            limit,
            visitor,
            meter,
            stats: VariantStats::default(),
            stopped: false,
            score: model.priorities(),
            digit_score: [0; 16],
            decay_in: DECAY,
        }
    }

    /// Searches from `start` (candidates per cell); the whole model is propagated first.
    pub(crate) fn run(&mut self, start: &[Mask]) -> Result<(), Interrupted> {
        if self.limit == 0 {
            return Ok(());
        }
        let mut root = start.to_vec();
        self.model.wake_all(&mut self.q);
        if self.model.propagate(&mut root, &mut self.q).is_err() {
            return Ok(());
        }
        self.stack.clear();
        self.stack.push(root);
        self.descend(0)
    }

    /// A guess in `cell` failed.
    fn failed(&mut self, cell: usize, digit: usize) {
        self.stats.backtracks += 1;
        self.score[cell] += 1;
        self.digit_score[digit - 1] += 1;
        self.decay_in -= 1;
        if self.decay_in == 0 {
            self.decay_in = DECAY;
            for s in &mut self.score {
                *s >>= 1;
            }
            for s in &mut self.digit_score {
                *s >>= 2;
            }
        }
    }

    /// The digit that failed most lately, with its score, when it stands out (more than half
    /// again the least of the others that failed, and at least N failures).
    fn hot_digit(&self) -> (Mask, u64) {
        let (mut max, mut at, mut min) = (0u32, 0usize, u32::MAX);
        for (i, &s) in self.digit_score.iter().enumerate() {
            if s > max {
                max = s;
                at = i;
            }
            if s != 0 && s < min {
                min = s;
            }
        }
        if (max as usize) < self.model.n || 2 * max as u64 <= 3 * min as u64 {
            return (0, 0);
        }
        (1 << at, max as u64)
    }

    /// The cell with the highest score per candidate (fewest candidates when no cell has a
    /// score), or `None` when every cell is solved.
    fn best_cell(&self, dom: &[Mask]) -> Option<usize> {
        let mut best = None;
        let (mut best_s, mut best_k) = (0u64, 1u64);
        let mut fewest = (u32::MAX, usize::MAX);
        // Cells that may take the digit failing most lately gain a fifth of its score.
        let (hot, heat) = self.hot_digit();
        for (c, &m) in dom.iter().enumerate() {
            let k = m.count_ones();
            if k > 1 {
                let s = 5 * self.score[c] as u64 + if m & hot != 0 { heat } else { 0 };
                // s / k > best_s / best_k
                if s * best_k > best_s * k as u64 {
                    best_s = s;
                    best_k = k as u64;
                    best = Some(c);
                }
                if k < fewest.0 {
                    fewest = (k, c);
                }
            }
        }
        best.or((fewest.1 != usize::MAX).then_some(fewest.1))
    }

    /// What to branch on: the best cell; or, when it has more than two candidates, a digit
    /// with two places left in some house, if one of those places scores at least twice the
    /// cell's score per candidate (two branches instead of three or more).
    fn choose(&self, dom: &[Mask]) -> Option<Branch> {
        let cell = self.best_cell(dom)?;
        let k = dom[cell].count_ones();
        if k <= 2 || self.score[cell] == 0 {
            return Some(Branch::Cell(cell));
        }
        // Compare max(score of the two places) / 2 with score / k, in integers.
        let mut need = self.score[cell] as u64 * 2; // scaled by k below
        let mut found = None;
        for house in &self.model.houses {
            let (mut once, mut twice, mut thrice) = (0 as Mask, 0 as Mask, 0 as Mask);
            for &c in house {
                let m = dom[c as usize];
                thrice |= twice & m;
                twice |= once & m;
                once |= m;
            }
            let two = twice & !thrice;
            for d in digits(two) {
                let b = 1 << (d - 1);
                let mut at = [usize::MAX; 2];
                let mut i = 0;
                for &c in house {
                    if dom[c as usize] & b != 0 && i < 2 {
                        at[i] = c as usize;
                        i += 1;
                    }
                }
                let (x, y) = (at[0], at[1]);
                let top = self.score[x].max(self.score[y]) as u64;
                if top * k as u64 >= need {
                    need = top * k as u64;
                    let (first, second) = if self.score[y] > self.score[x] {
                        (y, x)
                    } else {
                        (x, y)
                    };
                    found = Some(Branch::Place {
                        digit: d,
                        first,
                        second,
                    });
                }
            }
        }
        Some(found.unwrap_or(Branch::Cell(cell)))
    }

    /// Searches below the node at `depth` (propagated): picks a cell and a digit, searches
    /// with the digit placed, then strikes it from the cell, propagates, and picks again
    /// (two-way branching: the refutation of a guess is propagated at once, and the next
    /// choice sees what the failure taught).
    fn descend(&mut self, depth: usize) -> Result<(), Interrupted> {
        loop {
            let (cell, d, other) = match self.choose(&self.stack[depth]) {
                None => {
                    self.solution(depth);
                    return Ok(());
                }
                Some(Branch::Cell(cell)) => (cell, low_digit(self.stack[depth][cell]), cell),
                Some(Branch::Place {
                    digit,
                    first,
                    second,
                }) => (first, digit, second),
            };
            if self.stack.len() <= depth + 1 {
                let len = self.stack[depth].len();
                self.stack.push(vec![0; len]);
            }
            self.try_one(depth, cell, d)?;
            if self.stopped {
                return Ok(());
            }
            let node = &mut self.stack[depth];
            node[cell] &= !(1 << (d - 1));
            self.model.wake(&mut self.q, cell);
            if self.model.propagate(node, &mut self.q).is_err() {
                // The other choices fail too: the cell that must take them is to blame.
                self.failed(other, d);
                return Ok(());
            }
        }
    }

    fn solution(&mut self, depth: usize) {
        self.stats.solutions += 1;
        let keep_going = if self.visitor.wants_values() {
            for (v, &m) in self.values.iter_mut().zip(&self.stack[depth]) {
                *v = m.trailing_zeros() as u8 + 1;
            }
            self.visitor.visit(&self.values)
        } else {
            self.visitor.visit(&[])
        };
        if !keep_going || self.stats.solutions >= self.limit {
            self.stopped = true;
        }
    }

    /// Puts `d` in `cell` on a copy of the node at `depth`, propagates, and goes on below.
    fn try_one(&mut self, depth: usize, cell: usize, d: usize) -> Result<(), Interrupted> {
        self.meter.tick()?;
        self.stats.guesses += 1;
        let (lo, hi) = self.stack.split_at_mut(depth + 1);
        let child = &mut hi[0];
        child.copy_from_slice(&lo[depth]);
        child[cell] = 1 << (d - 1);
        self.model.wake(&mut self.q, cell);
        if self.model.propagate(child, &mut self.q).is_err() {
            self.failed(cell, d);
            return Ok(());
        }
        self.descend(depth + 1)
    }
}
