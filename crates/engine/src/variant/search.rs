//! The search: propagate, then branch on the cell with the fewest candidates, one digit at a
//! time, on an explicit stack of candidate arrays (one per depth, reused).

use super::model::{digits, Mask, Model, Queues};
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
    /// How often each cell was where a contradiction showed: the search branches first on
    /// cells with few candidates *and* many failures (candidates ÷ (weight + 1), "dom/wdeg"),
    /// which puts the hard core of a puzzle first; plain fewest-candidates thrashes on
    /// puzzles with few givens (hard thermometers took minutes, not seconds).
    weight: Vec<u32>,
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
            weight: vec![0; model.init.len()],
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

    fn descend(&mut self, depth: usize) -> Result<(), Interrupted> {
        // The cell with the fewest candidates per failure weight (ties: the first).
        let dom = &self.stack[depth];
        let mut best = usize::MAX;
        let (mut best_k, mut best_w) = (u64::MAX, 1u64);
        for (c, &m) in dom.iter().enumerate() {
            let k = m.count_ones() as u64;
            if k > 1 {
                let w = self.weight[c] as u64 + 1;
                // k / w < best_k / best_w
                if k * best_w < best_k * w {
                    best_k = k;
                    best_w = w;
                    best = c;
                }
            }
        }
        if best == usize::MAX {
            self.stats.solutions += 1;
            let keep_going = if self.visitor.wants_values() {
                for (v, &m) in self.values.iter_mut().zip(dom) {
                    *v = m.trailing_zeros() as u8 + 1;
                }
                self.visitor.visit(&self.values)
            } else {
                self.visitor.visit(&[])
            };
            if !keep_going || self.stats.solutions >= self.limit {
                self.stopped = true;
            }
            return Ok(());
        }
        let choices = dom[best];
        if self.stack.len() <= depth + 1 {
            let len = self.stack[depth].len();
            self.stack.push(vec![0; len]);
        }
        for d in digits(choices) {
            self.meter.tick()?;
            self.stats.guesses += 1;
            let (lo, hi) = self.stack.split_at_mut(depth + 1);
            let child = &mut hi[0];
            child.copy_from_slice(&lo[depth]);
            child[best] = 1 << (d - 1);
            self.model.wake(&mut self.q, best);
            if let Err(w) = self.model.propagate(child, &mut self.q) {
                self.stats.backtracks += 1;
                if let Some(x) = self.weight.get_mut(w.0 as usize) {
                    *x += 1;
                }
                continue;
            }
            self.descend(depth + 1)?;
            if self.stopped {
                return Ok(());
            }
        }
        Ok(())
    }
}
