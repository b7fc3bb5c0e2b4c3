//! The search: propagate, then branch two ways, "this digit here" and "not here", on a stack
//! of candidate arrays (one per depth, reused).
//!
//! What to branch on is learned as the search goes (the scheme of sigh's Interactive Sudoku
//! Solver, written anew here): each cell keeps a score of the failures it is blamed for, the
//! search picks the cell with the highest score per candidate, and when that cell has more
//! than two candidates it may instead take a digit with two places left in a house, a
//! two-way choice. Both cells and digits that fail often rise; scores decay so that they
//! follow the part of the grid the search is in.
//!
//! A failure is blamed on a cell the guess forced, not on the guessed cell itself: of the
//! cells the failed propagation found solved, the one that comes first in the search's cell
//! order (see [`Search::gather_solved`]); the guessed cell only when it forced none. The
//! forced cells are where the contradiction lives, and branching on them early finds it
//! sooner: on ISS's hard thermometers this took the guesses from 263,000 to 58,000, and it
//! let the Mathemagic killers finish.

use super::model::{digits, is_single, low_digit, Mask, Model, Queues};
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
    /// Guesses the search may make before it gives up ([`Search::capped`]).
    max_guesses: u64,
    /// Whether it gave up at `max_guesses`: its answer is then unknown.
    pub(crate) capped: bool,
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
    /// Every cell, solved ones first at each node (see [`Search::gather_solved`]).
    order: Vec<u16>,
    /// Houses already looked at in this choice (equal to `stamp`).
    seen: Vec<u32>,
    stamp: u32,
    /// Where each cell is in `order`.
    pos: Vec<u16>,
}

/// Failures between two halvings of the cell scores.
///
/// ISS halves every 2^14 failures. Measured on the seven mirror and rotated copies of each
/// puzzle of ISS's collections (a puzzle's published orientation alone is too much luck: the
/// hard thermometers took 14,000 to 50,000 guesses by orientation), halving every 2^10
/// failures took the guesses of the thermometers from 524,553 to 334,810, of Tarek's killers
/// from 309,102 to 267,789 and of the extreme killers from 447,521 to 327,412, for 754,385 →
/// 859,080 on the renbans and 99,868 → 104,461 on the 16×16 puzzles (2^11: 400,044,
/// 280,836, 342,224, 853,763 and 91,921; 2^9 and 2^8 much the same as 2^10, faster on the
/// thermometers and slower on the rest). In CPU time over all five sets, 2^10 is the best
/// of 2^8 to 2^14.
const DECAY: u32 = 1 << 10;

/// What to branch on at a node.
#[derive(Clone, Copy, Debug)]
enum Branch {
    /// The cell at this place of the search's cell order: its lowest digit, then the cell
    /// without it.
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
            max_guesses: u64::MAX,
            capped: false,
            score: model.priority.clone(),
            digit_score: [0; 16],
            decay_in: DECAY,
            order: (0..model.init.len() as u16).collect(),
            seen: vec![0; model.houses.len()],
            stamp: 0,
            pos: (0..model.init.len() as u16).collect(),
        }
    }

    /// Gives up after `max` guesses (setting [`Search::capped`]): for callers that would
    /// rather decide without the answer than wait for it, the same way on every machine.
    pub(crate) fn with_max_guesses(mut self, max: u64) -> Self {
        self.max_guesses = max;
        self
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
        self.descend(0, 0)
    }

    /// A propagation after a guess in `cell` (or a strike from it) failed: blames the first
    /// cell in `order` that it found solved, other than `cell`; `cell` when there is none.
    fn blame(&mut self, cell: usize, digit: usize) {
        let pos = &self.pos;
        let culprit = self
            .q
            .singles
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| x != cell)
            .min_by_key(|&x| pos[x])
            .unwrap_or(cell);
        self.failed(culprit, digit);
    }

    /// A failure blamed on `cell`, after a guess of `digit`.
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

    /// Gathers the solved cells of `order[front..]` at the front of that range and returns
    /// where the unsolved ones begin. The order of the unsolved cells is the search's
    /// memory of where it has been: a cell branched on moves to the front, the cell it
    /// displaces takes its place, and ties in [`Search::best_cell`] go to the earlier cell.
    fn gather_solved(&mut self, depth: usize, front: usize) -> usize {
        let dom = &self.stack[depth];
        let (order, pos) = (&mut self.order, &mut self.pos);
        let n = order.len();
        let Some(at) = (front..n).find(|&i| is_single(dom[order[i] as usize])) else {
            return front;
        };
        swap(order, pos, at, front);
        let mut front = front + 1;
        let mut i = at + 1;
        while i == front && i < n {
            i += 1;
            if is_single(dom[order[i - 1] as usize]) {
                front += 1;
            }
        }
        while i < n {
            if is_single(dom[order[i] as usize]) {
                swap(order, pos, i, front);
                front += 1;
            }
            i += 1;
        }
        front
    }

    /// The place in `order[front..]` of the cell with the highest score per candidate (the
    /// earliest on ties; fewest candidates when no cell has a score).
    fn best_cell(&self, dom: &[Mask], front: usize) -> usize {
        // Cells that may take the digit failing most lately gain a fifth of its score.
        let (hot, heat) = self.hot_digit();
        let (mut best, mut best_s, mut best_k) = (front, 0u64, 0u64);
        for (i, &c) in self.order.iter().enumerate().skip(front) {
            let m = dom[c as usize];
            let k = m.count_ones() as u64;
            let s = 5 * self.score[c as usize] as u64 + if m & hot != 0 { heat } else { 0 };
            // s / k > best_s / best_k; the first cell always wins.
            if best_k == 0 || s * best_k > best_s * k {
                (best, best_s, best_k) = (i, s, k);
            }
        }
        if best_s == 0 {
            let fewest =
                (front..self.order.len()).min_by_key(|&i| dom[self.order[i] as usize].count_ones());
            return fewest.unwrap_or(front);
        }
        best
    }

    /// What to branch on at a node whose unsolved cells are `order[front..]`: the best cell;
    /// or, at a node's first choice and when that cell has more than two candidates, a digit
    /// with two places left in a house, if one of those places scores at least twice the
    /// cell's score per candidate (two branches instead of three or more).
    fn choose(&mut self, depth: usize, front: usize, first: bool) -> Branch {
        let dom = &self.stack[depth];
        let at = self.best_cell(dom, front);
        let cell = self.order[at] as usize;
        let k = dom[cell].count_ones() as u64;
        let plain = Branch::Cell(at);
        if !first || k <= 2 || self.score[cell] == 0 {
            return plain;
        }
        // The best so far as a fraction num / den: the cell's score per candidate, then
        // half the higher score of a digit's two places.
        let (mut num, mut den) = (self.score[cell] as u64, k);
        let mut found = None;
        self.stamp = self.stamp.wrapping_add(1);
        for &c in &self.order[front..] {
            // A place scoring under twice the best cannot win.
            if (self.score[c as usize] as u64) * den < 2 * num {
                continue;
            }
            for &h in &self.model.houses_of[c as usize] {
                let h = h as usize;
                if self.seen[h] == self.stamp {
                    continue;
                }
                self.seen[h] = self.stamp;
                let house = &self.model.houses[h];
                let (mut once, mut twice, mut thrice) = (0 as Mask, 0 as Mask, 0 as Mask);
                for &x in house {
                    let m = dom[x as usize];
                    thrice |= twice & m;
                    twice |= once & m;
                    once |= m;
                }
                for d in digits(twice & !thrice) {
                    let b = 1 << (d - 1);
                    let mut two = house.iter().filter(|&&x| dom[x as usize] & b != 0);
                    let (Some(&x), Some(&y)) = (two.next(), two.next()) else {
                        continue;
                    };
                    let top = self.score[x as usize].max(self.score[y as usize]) as u64;
                    // top / 2 >= num / den (ties go to the later digit)
                    if top * den >= 2 * num {
                        (num, den) = (top, 2);
                        let (first, second) = if self.score[y as usize] > self.score[x as usize] {
                            (y, x)
                        } else {
                            (x, y)
                        };
                        found = Some(Branch::Place {
                            digit: d,
                            first: first as usize,
                            second: second as usize,
                        });
                    }
                }
            }
        }
        found.unwrap_or(plain)
    }

    /// Searches below the node at `depth` (propagated), whose unsolved cells are
    /// `order[front..]`: picks a cell and a digit, searches with the digit placed, then
    /// strikes it from the cell, propagates, and picks again (two-way branching: the
    /// refutation of a guess is propagated at once, and the next choice sees what the failure
    /// taught).
    fn descend(&mut self, depth: usize, mut front: usize) -> Result<(), Interrupted> {
        let mut first = true;
        loop {
            // Cells solved stay solved: each pass starts where the last one stopped.
            front = self.gather_solved(depth, front);
            if front == self.order.len() {
                self.solution(depth);
                return Ok(());
            }
            let (cell, d, other) = match self.choose(depth, front, first) {
                Branch::Cell(at) => {
                    let cell = self.order[at] as usize;
                    (cell, low_digit(self.stack[depth][cell]), cell)
                }
                Branch::Place {
                    digit,
                    first,
                    second,
                } => (first, digit, second),
            };
            // The cell branched on goes to the front.
            let at = self.pos[cell] as usize;
            swap(&mut self.order, &mut self.pos, front, at);
            if self.stack.len() <= depth + 1 {
                let len = self.stack[depth].len();
                self.stack.push(vec![0; len]);
            }
            self.try_one(depth, cell, d, front + 1)?;
            if self.stopped {
                return Ok(());
            }
            let node = &mut self.stack[depth];
            node[cell] &= !(1 << (d - 1));
            self.model.wake(&mut self.q, cell);
            if self.model.propagate(node, &mut self.q).is_err() {
                // The other choices fail too: the cell that must take them stands for the
                // guess.
                self.blame(other, d);
                return Ok(());
            }
            // A choice forced by the refutation starts a fresh node; a cell with choices
            // left is chosen from again, without the two-place digits.
            first = is_single(node[other]);
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

    /// Puts `d` in `cell` on a copy of the node at `depth`, propagates, and goes on below
    /// (the child's unsolved cells are `order[front..]`).
    fn try_one(
        &mut self,
        depth: usize,
        cell: usize,
        d: usize,
        front: usize,
    ) -> Result<(), Interrupted> {
        self.meter.tick()?;
        if self.stats.guesses >= self.max_guesses {
            self.capped = true;
            self.stopped = true;
            return Ok(());
        }
        self.stats.guesses += 1;
        let (lo, hi) = self.stack.split_at_mut(depth + 1);
        let child = &mut hi[0];
        child.copy_from_slice(&lo[depth]);
        child[cell] = 1 << (d - 1);
        self.model.wake(&mut self.q, cell);
        if self.model.propagate(child, &mut self.q).is_err() {
            self.blame(cell, d);
            return Ok(());
        }
        self.descend(depth + 1, front)
    }
}

/// Swaps two places of `order`, keeping `pos` its inverse.
fn swap(order: &mut [u16], pos: &mut [u16], i: usize, j: usize) {
    order.swap(i, j);
    pos[order[i] as usize] = i as u16;
    pos[order[j] as usize] = j as u16;
}
