//! The pencil marks of a variant puzzle being solved by steps: each cell's candidates and the
//! digits placed, where placing a digit strikes it from every peer the rules give the cell.

use crate::cell::Cell;
use crate::digit::Digit;
use crate::grid::Grid;
use crate::logic::wording::Wording;
use crate::logic::{Candidate, Step, Technique};
use crate::shape::Shape;
use crate::topology::Unit;
use crate::variant::model::{bit, Mask, Model};
use crate::variant::Rules;

/// Candidates and placed digits.
#[derive(Clone, Debug)]
pub(crate) struct VGrid {
    /// N.
    pub(crate) n: usize,
    shape: Shape,
    /// Each cell's candidates (bit `d − 1` for digit `d`); a placed cell keeps its digit's.
    pub(crate) cand: Vec<Mask>,
    /// Each cell's placed digit, 0 while empty.
    pub(crate) value: Vec<u8>,
}

impl VGrid {
    /// The givens placed on full candidates (a rule's own restrictions, such as an odd cell's,
    /// are its steps); `None` when the givens leave a cell with no candidate.
    pub(crate) fn start(givens: &Grid, model: &Model) -> Option<VGrid> {
        let n = model.n;
        let mut g = VGrid {
            n,
            shape: givens.shape(),
            cand: vec![model.full; n * n],
            value: vec![0; n * n],
        };
        for (i, &v) in givens.values().iter().enumerate() {
            if v != 0 {
                if g.cand[i] & bit(v as usize) == 0 {
                    return None;
                }
                g.place(i, v, model);
            }
        }
        g.cand.iter().all(|&m| m != 0).then_some(g)
    }

    /// Places `v` in cell `i` and strikes it from the cell's peers.
    fn place(&mut self, i: usize, v: u8, model: &Model) {
        self.value[i] = v;
        self.cand[i] = bit(v as usize);
        for &p in &model.peers[i] {
            self.cand[p as usize] &= !bit(v as usize);
        }
    }

    /// Applies a step's placements and eliminations.
    pub(crate) fn apply(&mut self, step: &Step, model: &Model) {
        for p in &step.placements {
            self.place(p.cell.index(), p.digit.get(), model);
        }
        for e in &step.eliminations {
            self.cand[e.cell.index()] &= !bit(e.digit.get() as usize);
        }
    }

    /// Whether every cell holds a digit.
    pub(crate) fn is_solved(&self) -> bool {
        self.value.iter().all(|&v| v != 0)
    }

    /// The cell of index `i`.
    pub(crate) fn cell(&self, i: usize) -> Cell {
        Cell::at(self.shape, i / self.n, i % self.n).expect("cell indices stay on the grid")
    }

    /// Digit `d` (1-based) in cell `i`.
    pub(crate) fn cand_of(&self, i: usize, d: usize) -> Candidate {
        Candidate {
            cell: self.cell(i),
            digit: Digit::new(d as u8).expect("digits stay in 1..=16"),
        }
    }

    /// A step about one candidate, digit `d` of cell `i`: it places it (`place`) or removes
    /// it, for the reason `wording` gives.
    pub(crate) fn one_candidate_step(
        &self,
        technique: Technique,
        i: usize,
        d: usize,
        place: bool,
        wording: Wording,
    ) -> Step {
        let c = self.cand_of(i, d);
        let (placements, eliminations) = if place {
            (vec![c], Vec::new())
        } else {
            (Vec::new(), vec![c])
        };
        Step {
            technique,
            cells: vec![c.cell],
            candidates: vec![c],
            units: Vec::new(),
            placements,
            eliminations,
            wording,
            text: String::new(),
        }
    }

    /// The cells of `house` where digit `d` is still a candidate (placed or not).
    pub(crate) fn places(&self, house: &[u16], d: usize) -> Vec<usize> {
        house
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| self.cand[c] & bit(d) != 0)
            .collect()
    }

    /// The candidates of `after` that `self` has and `after` lost, cell by cell then digit by
    /// digit.
    pub(crate) fn lost(&self, after: &[Mask]) -> Vec<Candidate> {
        let mut out = Vec::new();
        for (i, (&a, &b)) in self.cand.iter().zip(after).enumerate() {
            let gone = a & !b;
            for d in super::super::model::digits(gone) {
                out.push(self.cand_of(i, d));
            }
        }
        out
    }
}

/// The name of each house of `model`, as steps print it: a row, a column, a box (a jigsaw's
/// region counts as its box), or an extra unit (diagonals, extra regions, disjoint groups),
/// numbered in the model's order.
pub(crate) fn house_units(rules: &Rules, model: &Model) -> Vec<Unit> {
    let n = model.n;
    let regions = rules.geometry().regions();
    let mut extra = 0u8;
    model
        .houses
        .iter()
        .map(|h| {
            let first = h[0] as usize;
            let same = |f: &dyn Fn(usize) -> usize| h.iter().all(|&c| f(c as usize) == f(first));
            if same(&|c| c / n) {
                Unit::Row((first / n) as u8)
            } else if same(&|c| c % n) {
                Unit::Col((first % n) as u8)
            } else if same(&|c| regions[c] as usize) {
                Unit::Box(regions[first])
            } else {
                extra += 1;
                Unit::Extra(extra - 1)
            }
        })
        .collect()
}
