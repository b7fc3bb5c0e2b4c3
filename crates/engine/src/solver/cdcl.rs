//! A clause-learning solver for the reducer's searches on big grids.
//!
//! Reducing a 25×25 grid `S` to a minimal puzzle asks some 400 questions of the form "has
//! this puzzle a solution with `S`'s digit struck from this cell?". Near the end the puzzles
//! sit where Latin-square completion is hardest: a search that only propagates and branches
//! (the general solver) meets the same dead ends again and again, and some questions took it
//! a minute. This solver learns a clause from each dead end (conflict-driven clause learning,
//! as SAT solvers do), so a dead end is met once.
//!
//! - A variable `x(c, d)` says that cell `c` holds digit `d`. The rules are built in, not
//!   written out as clauses: *at most one* (a digit per cell, a cell per digit and unit) is
//!   propagated directly (when `x(c, d)` becomes true, every other digit of `c` and `d` in
//!   every peer of `c` become false, with `x(c, d)` as the reason), and *at least one*
//!   (naked and hidden singles) by keeping, per cell and per unit and digit, the literals
//!   not yet false: a cell's as a digit mask, a unit's as a count and an exclusive or of the
//!   cells, so the last one left is named at once. Each digit also keeps the cells where it
//!   is not yet false as a bit set, so a placement visits only the peers it changes.
//! - A question's givens and restrictions are *assumptions*, all set at the first decision
//!   level. Conflict analysis treats them and what they imply as facts, so a learnt clause holds
//!   for this question only, and the clauses go when the next question starts. Keeping them
//!   across questions, with the assumptions they rest on written into each clause, made
//!   clauses of some 1,700 literals (measured): far slower than learning afresh. What
//!   carries over is the activity of the variables and their saved phases.
//! - Decisions take the most active variable (VSIDS) and place a digit: the saved phase's,
//!   which starts as `S`'s (a search begins at `S` and leaves it only where it must).
//!   Restarts follow the Luby sequence; learnt clauses beyond a bound are halved by LBD.
//! - Learnt clauses are minimized: a literal whose reason's other literals are all in the
//!   clause (or facts) is left out.

use super::Poll;
use crate::topology::Topology;

/// A literal: variable `v` is `2v` (true) or `2v + 1` (false).
type Lit = u32;

const UNDEF: i8 = 0;
const TRUE: i8 = 1;
const FALSE: i8 = -1;

/// Why a variable has its value.
#[derive(Clone, Copy)]
enum Reason {
    /// A decision, an assumption, or none yet.
    Decision,
    /// At most one: the literal `x(c, d)` that became true and made this one false.
    Amo(Lit),
    /// A clause, by index, whose first literal this is.
    Clause(u32),
    /// At least one digit in this cell: the others are false.
    Cell(u32),
    /// At least one place for a digit in a unit (`unit · n + digit − 1`): the others are
    /// false.
    Place(u32),
}

/// What a propagation ran into.
enum Conflict {
    /// Two true literals of one at-most-one group.
    Amo(Lit, Lit),
    /// A clause with every literal false.
    Clause(u32),
    /// A cell with every digit false.
    Cell(u32),
    /// A digit with every place of a unit false (`unit · n + digit − 1`).
    Place(u32),
}

struct Clause {
    lits: Vec<Lit>,
    lbd: u32,
}

/// A clause watching a literal, with another of its literals (the *blocker*): while the
/// blocker is true the clause is satisfied and need not be read.
#[derive(Clone, Copy)]
struct Watch {
    clause: u32,
    blocker: Lit,
}

/// A max-heap of variables by activity.
#[derive(Default)]
struct Heap {
    items: Vec<u32>,
    /// Position of each variable in `items`, `u32::MAX` when absent.
    pos: Vec<u32>,
}

impl Heap {
    fn contains(&self, v: u32) -> bool {
        self.pos[v as usize] != u32::MAX
    }

    fn push(&mut self, v: u32, act: &[f64]) {
        if self.contains(v) {
            return;
        }
        self.pos[v as usize] = self.items.len() as u32;
        self.items.push(v);
        self.up(self.items.len() - 1, act);
    }

    fn pop(&mut self, act: &[f64]) -> Option<u32> {
        let top = *self.items.first()?;
        let last = self.items.pop()?;
        self.pos[top as usize] = u32::MAX;
        if !self.items.is_empty() {
            self.items[0] = last;
            self.pos[last as usize] = 0;
            self.down(0, act);
        }
        Some(top)
    }

    fn up(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            let p = self.items[parent];
            if act[p as usize] >= act[v as usize] {
                break;
            }
            self.set(i, p);
            i = parent;
        }
        self.set(i, v);
    }

    /// Puts variable `v` at position `i`.
    fn set(&mut self, i: usize, v: u32) {
        self.items[i] = v;
        self.pos[v as usize] = i as u32;
    }

    fn down(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        let len = self.items.len();
        loop {
            let left = 2 * i + 1;
            if left >= len {
                break;
            }
            let right = left + 1;
            let child = if right < len
                && act[self.items[right] as usize] > act[self.items[left] as usize]
            {
                right
            } else {
                left
            };
            let c = self.items[child];
            if act[c as usize] <= act[v as usize] {
                break;
            }
            self.set(i, c);
            i = child;
        }
        self.set(i, v);
    }
}

/// The solver, for one grid shape, asked one question after another (see the module notes).
pub(crate) struct Cdcl<'a> {
    topo: &'a Topology,
    n: usize,
    value: Vec<i8>,
    level: Vec<u32>,
    /// Why each assigned variable has its value; left as it was when the variable is
    /// unassigned (only assigned variables' reasons are read), one store less per literal
    /// undone.
    reason: Vec<Reason>,
    trail: Vec<Lit>,
    trail_lim: Vec<usize>,
    qhead: usize,
    clauses: Vec<Clause>,
    /// Per literal, the clauses that watch it (visited when it becomes false).
    watches: Vec<Vec<Watch>>,
    activity: Vec<f64>,
    var_inc: f64,
    heap: Heap,
    phase: Vec<bool>,
    seen: Vec<bool>,
    learnts: usize,
    max_learnts: usize,
    /// Scratch for conflict analysis.
    learnt: Vec<Lit>,
    levels_seen: Vec<u32>,
    stamp: u32,
    /// Per cell, its digits not yet false, as a mask (bit `d − 1`).
    open_digits: Vec<u32>,
    /// Per digit, the cells where it is not yet false, as a bit set of [`Cdcl::words`]
    /// words (digit `d − 1` at `(d − 1) · words`).
    open_cells: Vec<u64>,
    /// Per cell, its peers as a bit set like [`Cdcl::open_cells`].
    peer_sets: Vec<u64>,
    /// Words of a bit set of cells.
    words: usize,
    /// Per unit and digit, its places not yet false, and the exclusive or of their cells:
    /// when one is left, that names it (every placement brings three units down to one).
    place_left: Vec<u8>,
    place_xor: Vec<u16>,
    /// Conflicts met since the solver was made.
    conflicts: u64,
}

/// Conflicts between restarts, times the Luby sequence.
const RESTART_UNIT: u64 = 64;

fn neg(l: Lit) -> Lit {
    l ^ 1
}

/// The value of literal `l` under the variables' `value`s.
fn value_of(value: &[i8], l: Lit) -> i8 {
    let v = value[(l >> 1) as usize];
    if l & 1 == 0 {
        v
    } else {
        -v
    }
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, …, at index `i` (from 0).
fn luby(mut i: u64) -> u64 {
    let (mut size, mut seq) = (1u64, 0u32);
    while size < i + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) >> 1;
        seq -= 1;
        i %= size;
    }
    1 << seq
}

impl<'a> Cdcl<'a> {
    /// A solver for `topo`'s grids whose decisions start from the digits of `prefer` (a
    /// full grid; any slice of another length starts from no digit in particular).
    pub(crate) fn new(topo: &'a Topology, prefer: &[u8]) -> Cdcl<'a> {
        let n = topo.size();
        let cells = topo.cell_count();
        let vars = cells * n;
        let words = cells.div_ceil(64);
        let mut s = Cdcl {
            topo,
            n,
            value: vec![UNDEF; vars],
            level: vec![0; vars],
            reason: vec![Reason::Decision; vars],
            trail: Vec::with_capacity(vars),
            trail_lim: Vec::new(),
            qhead: 0,
            clauses: Vec::new(),
            watches: vec![Vec::new(); 2 * vars],
            activity: vec![0.0; vars],
            var_inc: 1.0,
            heap: Heap {
                items: Vec::with_capacity(vars),
                pos: vec![u32::MAX; vars],
            },
            phase: vec![false; vars],
            seen: vec![false; vars],
            learnts: 0,
            conflicts: 0,
            max_learnts: 4 * cells,
            learnt: Vec::new(),
            levels_seen: Vec::new(),
            stamp: 0,
            open_digits: vec![crate::digit::DigitSet::full(n).bits(); cells],
            open_cells: vec![0; n * words],
            peer_sets: vec![0; cells * words],
            words,
            place_left: vec![0; topo.unit_count() * n],
            place_xor: vec![0; topo.unit_count() * n],
        };
        for c in 0..cells {
            for d in 0..n {
                s.open_cells[d * words + c / 64] |= 1 << (c % 64);
            }
            for &q in topo.peers(c) {
                s.peer_sets[c * words + q as usize / 64] |= 1 << (q % 64);
            }
        }
        for u in 0..topo.unit_count() {
            let len = topo.unit(u).len() as u8;
            s.place_left[u * n..(u + 1) * n].fill(len);
            let cells_xor = topo.unit(u).iter().fold(0, |x, &q| x ^ q);
            s.place_xor[u * n..(u + 1) * n].fill(cells_xor);
        }
        if prefer.len() == cells {
            for (c, &d) in prefer.iter().enumerate() {
                if (1..=n).contains(&(d as usize)) {
                    s.phase[c * n + d as usize - 1] = true;
                }
            }
        }
        for v in 0..vars as u32 {
            s.heap.push(v, &s.activity);
        }
        s
    }

    fn lit_value(&self, l: Lit) -> i8 {
        value_of(&self.value, l)
    }

    fn add_learnt(&mut self, lits: Vec<Lit>, lbd: u32) -> u32 {
        let i = self.clauses.len() as u32;
        if lits.len() >= 2 {
            self.watches[lits[0] as usize].push(Watch {
                clause: i,
                blocker: lits[1],
            });
            self.watches[lits[1] as usize].push(Watch {
                clause: i,
                blocker: lits[0],
            });
        }
        self.clauses.push(Clause { lits, lbd });
        self.learnts += 1;
        i
    }

    fn decision_level(&self) -> u32 {
        self.trail_lim.len() as u32
    }

    fn assign(&mut self, l: Lit, reason: Reason) {
        let v = (l >> 1) as usize;
        if l & 1 == 1 {
            let (c, d) = (v / self.n, v % self.n);
            self.open_digits[c] &= !(1 << d);
            self.open_cells[d * self.words + c / 64] &= !(1 << (c % 64));
            for &u in self.topo.units_of(c) {
                let slot = u as usize * self.n + d;
                self.place_left[slot] -= 1;
                self.place_xor[slot] ^= c as u16;
            }
        }
        self.value[v] = if l & 1 == 0 { TRUE } else { FALSE };
        self.level[v] = self.decision_level();
        self.reason[v] = reason;
        self.trail.push(l);
    }

    /// Makes `l` false because `because` is true (at most one); a conflict if `l` is true.
    fn forbid(&mut self, l: Lit, because: Lit) -> Result<(), Conflict> {
        match self.lit_value(l) {
            UNDEF => {
                self.assign(neg(l), Reason::Amo(because));
                Ok(())
            }
            TRUE => Err(Conflict::Amo(because, l)),
            _ => Ok(()),
        }
    }

    fn propagate(&mut self) -> Result<(), Conflict> {
        while self.qhead < self.trail.len() {
            let p = self.trail[self.qhead];
            self.qhead += 1;
            if p & 1 == 0 {
                // x(c, d) true: the other digits of c, and d in c's peers, become false.
                // Only those not false yet are visited, from the bit sets, in the order
                // the rules list them (ascending): the same search, without reading the
                // other 94% (61 M literals made false by 11 M placements, each of which
                // had 88 to read; 25×25 seed 9 7.6 → 5.4 s).
                let v = (p >> 1) as usize;
                let (c, d) = (v / self.n, v % self.n);
                let mut others = self.open_digits[c] & !(1 << d);
                while others != 0 {
                    let e = others.trailing_zeros() as usize;
                    others &= others - 1;
                    self.forbid((2 * (c * self.n + e)) as Lit, p)?;
                }
                let words = self.words;
                for w in 0..words {
                    let mut peers = self.peer_sets[c * words + w] & self.open_cells[d * words + w];
                    while peers != 0 {
                        let q = 64 * w + peers.trailing_zeros() as usize;
                        peers &= peers - 1;
                        self.forbid((2 * (q * self.n + d)) as Lit, p)?;
                    }
                }
            } else {
                // x(c, d) false: c may have one digit left, d one place in a unit of c.
                let v = (p >> 1) as usize;
                let (c, d) = (v / self.n, v % self.n);
                let n = self.n;
                let open = self.open_digits[c];
                if open == 0 {
                    return Err(Conflict::Cell(c as u32));
                }
                if open & (open - 1) == 0 {
                    let w = c * n + open.trailing_zeros() as usize;
                    if self.value.get(w) == Some(&UNDEF) {
                        self.assign((2 * w) as Lit, Reason::Cell(c as u32));
                    }
                }
                let topo = self.topo;
                for &u in topo.units_of(c) {
                    let slot = u as usize * n + d;
                    match self.place_left[slot] {
                        0 => return Err(Conflict::Place(slot as u32)),
                        1 => {
                            let w = usize::from(self.place_xor[slot]) * n + d;
                            if self.value.get(w) == Some(&UNDEF) {
                                self.assign((2 * w) as Lit, Reason::Place(slot as u32));
                            }
                        }
                        _ => {}
                    }
                }
            }
            self.propagate_clauses(neg(p))?;
        }
        Ok(())
    }

    /// Visits the clauses watching `false_lit`, which has just become false.
    fn propagate_clauses(&mut self, false_lit: Lit) -> Result<(), Conflict> {
        let mut ws = std::mem::take(&mut self.watches[false_lit as usize]);
        let mut i = 0;
        let mut j = 0;
        let mut result = Ok(());
        while i < ws.len() {
            let w = ws[i];
            i += 1;
            if self.lit_value(w.blocker) == TRUE {
                ws[j] = w;
                j += 1;
                continue;
            }
            let ci = w.clause;
            let clause = &mut self.clauses[ci as usize];
            if clause.lits[0] == false_lit {
                clause.lits.swap(0, 1);
            }
            let first = clause.lits[0];
            let first_value = value_of(&self.value, first);
            let kept = Watch {
                clause: ci,
                blocker: first,
            };
            if first_value == TRUE {
                ws[j] = kept;
                j += 1;
                continue;
            }
            // Look for another literal to watch.
            let mut moved = false;
            for k in 2..clause.lits.len() {
                let l = clause.lits[k];
                if value_of(&self.value, l) != FALSE {
                    clause.lits.swap(1, k);
                    self.watches[l as usize].push(kept);
                    moved = true;
                    break;
                }
            }
            if moved {
                continue;
            }
            ws[j] = kept;
            j += 1;
            if first_value == FALSE {
                result = Err(Conflict::Clause(ci));
                while i < ws.len() {
                    ws[j] = ws[i];
                    j += 1;
                    i += 1;
                }
                break;
            }
            self.assign(first, Reason::Clause(ci));
        }
        ws.truncate(j);
        // A watch only moves to a literal that is not false, never to `false_lit`: the list
        // taken out is still the whole of it.
        self.watches[false_lit as usize] = ws;
        result
    }

    fn bump(&mut self, v: usize) {
        self.activity[v] += self.var_inc;
        if self.activity[v] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.var_inc *= 1e-100;
        }
        if self.heap.contains(v as u32) {
            let i = self.heap.pos[v] as usize;
            self.heap.up(i, &self.activity);
        }
    }

    /// The literals other than the implied one, variable `implied`, of `reason` (all
    /// false).
    fn reason_lits(&self, reason: Reason, implied: usize, out: &mut Vec<Lit>) {
        out.clear();
        let n = self.n;
        match reason {
            Reason::Decision => {}
            Reason::Amo(t) => out.push(neg(t)),
            Reason::Clause(ci) => out.extend_from_slice(&self.clauses[ci as usize].lits[1..]),
            Reason::Cell(c) => {
                let c = c as usize;
                out.extend(
                    (c * n..(c + 1) * n)
                        .filter(|&w| w != implied)
                        .map(|w| (2 * w) as Lit),
                );
            }
            Reason::Place(slot) => {
                let (u, d) = (slot as usize / n, slot as usize % n);
                out.extend(
                    self.topo
                        .unit(u)
                        .iter()
                        .map(|&q| q as usize * n + d)
                        .filter(|&w| w != implied)
                        .map(|w| (2 * w) as Lit),
                );
            }
        }
    }

    /// First-UIP analysis: the learnt clause (its first literal the UIP) in `self.learnt`,
    /// and the level to go back to.
    fn analyze(&mut self, conflict: Conflict) -> u32 {
        let current = self.decision_level();
        self.learnt.clear();
        self.learnt.push(0);
        let mut pending = 0u32;
        let mut lits = Vec::new();
        match conflict {
            Conflict::Amo(a, b) => lits.extend([neg(a), neg(b)]),
            Conflict::Clause(ci) => lits.extend_from_slice(&self.clauses[ci as usize].lits),
            Conflict::Cell(c) => self.reason_lits(Reason::Cell(c), usize::MAX, &mut lits),
            Conflict::Place(slot) => self.reason_lits(Reason::Place(slot), usize::MAX, &mut lits),
        }
        let mut index = self.trail.len();
        let uip;
        loop {
            for &q in &lits {
                let v = (q >> 1) as usize;
                if !self.seen[v] && self.level[v] > 1 {
                    self.seen[v] = true;
                    self.bump(v);
                    if self.level[v] == current {
                        pending += 1;
                    } else {
                        self.learnt.push(q);
                    }
                }
            }
            loop {
                index -= 1;
                if self.seen[(self.trail[index] >> 1) as usize] {
                    break;
                }
            }
            let p = self.trail[index];
            let v = (p >> 1) as usize;
            self.seen[v] = false;
            pending -= 1;
            if pending == 0 {
                uip = p;
                break;
            }
            self.reason_lits(self.reason[v], v, &mut lits);
        }
        self.learnt[0] = neg(uip);
        // Leave out the literals whose reason's other literals are all in the clause (or
        // facts): resolving with that reason removes them.
        let mut keep = 1;
        let mut reason = Vec::new();
        let all = self.learnt.clone();
        for k in 1..self.learnt.len() {
            let q = self.learnt[k];
            let v = (q >> 1) as usize;
            let redundant = match self.reason[v] {
                Reason::Decision => false,
                r => {
                    self.reason_lits(r, v, &mut reason);
                    reason.iter().all(|&x| {
                        let w = (x >> 1) as usize;
                        self.seen[w] || self.level[w] <= 1
                    })
                }
            };
            if !redundant {
                self.learnt[keep] = q;
                keep += 1;
            }
        }
        for &q in &all[1..] {
            self.seen[(q >> 1) as usize] = false;
        }
        self.learnt.truncate(keep);
        // The second literal is one of the highest level left: the level to go back to.
        let mut back = 0;
        let mut at = 1;
        for (k, &q) in self.learnt.iter().enumerate().skip(1) {
            let lv = self.level[(q >> 1) as usize];
            if lv > back {
                back = lv;
                at = k;
            }
        }
        if self.learnt.len() > 1 {
            self.learnt.swap(1, at);
        }
        back
    }

    /// The number of distinct levels among the learnt clause's literals.
    fn lbd(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.levels_seen.len() <= self.trail_lim.len() {
            self.levels_seen.resize(self.trail_lim.len() + 1, 0);
        }
        let mut count = 0;
        for &q in &self.learnt {
            let lv = self.level[(q >> 1) as usize] as usize;
            if self.levels_seen[lv] != self.stamp {
                self.levels_seen[lv] = self.stamp;
                count += 1;
            }
        }
        count
    }

    fn backtrack(&mut self, to: u32) {
        if self.decision_level() <= to {
            return;
        }
        let keep = self.trail_lim[to as usize];
        for k in (keep..self.trail.len()).rev() {
            let l = self.trail[k];
            let v = (l >> 1) as usize;
            self.phase[v] = l & 1 == 0;
            self.value[v] = UNDEF;
            if l & 1 == 1 {
                let (c, d) = (v / self.n, v % self.n);
                self.open_digits[c] |= 1 << d;
                self.open_cells[d * self.words + c / 64] |= 1 << (c % 64);
                for &u in self.topo.units_of(c) {
                    let slot = u as usize * self.n + d;
                    self.place_left[slot] += 1;
                    self.place_xor[slot] ^= c as u16;
                }
            }
            self.heap.push(v as u32, &self.activity);
        }
        self.trail.truncate(keep);
        self.trail_lim.truncate(to as usize);
        self.qhead = keep;
    }

    /// Halves the learnt clauses, keeping those with the lowest LBD; only at level 1, where
    /// no clause is the reason of a value that analysis may read (it reads none of level 1).
    fn reduce_learnts(&mut self) {
        let mut lbds: Vec<u32> = self
            .clauses
            .iter()
            .filter(|c| c.lits.len() > 2)
            .map(|c| c.lbd)
            .collect();
        if lbds.is_empty() {
            return;
        }
        lbds.sort_unstable();
        let cut = lbds[lbds.len() / 2];
        let mut dropped = 0;
        for c in &mut self.clauses {
            if c.lits.len() > 2 && c.lbd > cut.max(2) {
                // Emptied: a dropped clause keeps its index, which reasons may hold.
                c.lits = Vec::new();
                dropped += 1;
            }
        }
        self.learnts -= dropped;
        for w in &mut self.watches {
            w.clear();
        }
        for (i, c) in self.clauses.iter().enumerate() {
            if c.lits.len() >= 2 {
                self.watches[c.lits[0] as usize].push(Watch {
                    clause: i as u32,
                    blocker: c.lits[1],
                });
                self.watches[c.lits[1] as usize].push(Watch {
                    clause: i as u32,
                    blocker: c.lits[0],
                });
            }
        }
        self.max_learnts += self.max_learnts / 10;
    }

    /// Whether a grid exists in which every literal of `assumptions` holds (see
    /// [`Cdcl::lit`]), ticking `poll` at every conflict. After `Ok(true)`,
    /// `Cdcl::values` (in tests) gives the grid until the next call.
    pub(crate) fn solve<P: Poll>(
        &mut self,
        assumptions: &[u32],
        poll: &mut P,
    ) -> Result<bool, P::Error> {
        self.backtrack(0);
        // Learnt clauses follow from the rules and this call's assumptions.
        self.clauses.clear();
        self.learnts = 0;
        for w in &mut self.watches {
            w.clear();
        }
        // The assumptions, all at level 1; the search never goes back below it.
        self.trail_lim.push(self.trail.len());
        for &a in assumptions {
            match self.lit_value(a) {
                FALSE => {
                    self.backtrack(0);
                    return Ok(false);
                }
                TRUE => {}
                _ => self.assign(a, Reason::Decision),
            }
        }
        let mut restarts = 0u64;
        let mut budget = RESTART_UNIT * luby(restarts);
        let mut since = 0u64;
        loop {
            match self.propagate() {
                Err(conflict) => {
                    since += 1;
                    self.conflicts += 1;
                    if self.decision_level() <= 1 {
                        self.backtrack(0);
                        return Ok(false);
                    }
                    let back = self.analyze(conflict);
                    let lbd = self.lbd();
                    // A unit clause goes back to the assumptions' level, not below.
                    self.backtrack(back.max(1));
                    let learnt = self.learnt.clone();
                    let first = learnt[0];
                    if learnt.len() == 1 {
                        // A consequence of the assumptions.
                        self.assign(first, Reason::Decision);
                    } else {
                        let ci = self.add_learnt(learnt, lbd);
                        self.assign(first, Reason::Clause(ci));
                    }
                    self.var_inc /= 0.95;
                    if let Err(e) = poll.tick() {
                        self.backtrack(0);
                        return Err(e);
                    }
                }
                Ok(()) => {
                    if since >= budget {
                        since = 0;
                        restarts += 1;
                        budget = RESTART_UNIT * luby(restarts);
                        // The assumptions stay.
                        self.backtrack(1);
                        if self.learnts > self.max_learnts {
                            self.reduce_learnts();
                        }
                        continue;
                    }
                    let Some(v) = self.pick() else {
                        return Ok(true);
                    };
                    self.trail_lim.push(self.trail.len());
                    let l = self.decide(v);
                    if l >> 1 != v {
                        // `v` stays undecided: back in the heap.
                        self.heap.push(v, &self.activity);
                    }
                    self.assign(l, Reason::Decision);
                }
            }
        }
    }

    /// The literal to decide for variable `v`: a digit placed, never one struck (striking
    /// one of many digits hardly propagates). The cell's digit of the saved phase if it has
    /// one left, else `v`'s own.
    fn decide(&self, v: u32) -> Lit {
        let v = v as usize;
        if self.phase[v] {
            return (2 * v) as Lit;
        }
        let c = v / self.n;
        let w = (c * self.n..(c + 1) * self.n)
            .find(|&w| self.phase[w] && self.value[w] == UNDEF)
            .unwrap_or(v);
        (2 * w) as Lit
    }

    fn pick(&mut self) -> Option<u32> {
        while let Some(v) = self.heap.pop(&self.activity) {
            if self.value[v as usize] == UNDEF {
                return Some(v);
            }
        }
        None
    }

    /// The conflicts met since the solver was made: the work its searches took.
    pub(crate) fn conflicts(&self) -> u64 {
        self.conflicts
    }

    /// The literal "`cell` holds `digit`" (1-based digit), or its negation.
    pub(crate) fn lit(&self, cell: usize, digit: u8, holds: bool) -> u32 {
        let v = (cell * self.n + digit as usize - 1) as u32;
        2 * v + u32::from(!holds)
    }

    #[cfg(test)]
    /// The grid of the last satisfied [`Cdcl::solve`].
    pub(crate) fn values(&self) -> Vec<u8> {
        let cells = self.topo.cell_count();
        (0..cells)
            .map(|c| {
                (0..self.n)
                    .find(|&d| self.value[c * self.n + d] == TRUE)
                    .map_or(0, |d| d as u8 + 1)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::generate::rng::PuzzleRng;
    use crate::generate::Generator;
    use crate::grid::Grid;
    use crate::shape::Shape;
    use crate::solver::{general, CountVisitor, Unlimited};

    /// One solver answers a run of questions on puzzles cut from one grid (few and many
    /// givens, a given's digit struck or a cell restricted to other digits) exactly as the
    /// general solver does, and each grid it gives keeps the puzzle and the restriction.
    #[test]
    fn agrees_with_the_general_solver() {
        let mut rng = PuzzleRng::new(11, 0);
        let mut answers = [0usize; 2];
        for size in [4, 6, 8, 9, 12, 16, 25] {
            let shape = Shape::for_size(size).unwrap();
            let topo = Topology::of(shape);
            let cells = shape.cell_count();
            for grid_seed in 0..4u64 {
                let full = Generator::new(shape)
                    .clues(cells)
                    .allow_multiple(true)
                    .seed(grid_seed)
                    .generate(0, &Budget::unlimited())
                    .unwrap()
                    .solution;
                let s = full.values().to_vec();
                let mut solver = Cdcl::new(topo, &s);
                for _ in 0..if size == 25 { 4 } else { 25 } {
                    // 25×25 puzzles with fewer than half their cells given can take the
                    // general solver seconds to settle.
                    let keep = if size == 25 {
                        cells * 3 / 5 + rng.index(cells / 4)
                    } else {
                        cells / 4 + rng.index(cells / 2)
                    };
                    let mut values = vec![0u8; cells];
                    for _ in 0..keep {
                        let c = rng.index(cells);
                        values[c] = s[c];
                    }
                    let cell = rng.index(cells);
                    values[cell] = 0;
                    let full_mask = (1u32 << size) - 1;
                    let mask = full_mask & !(1 << (s[cell] - 1));
                    let puzzle = Grid::from_values(shape, &values).unwrap();
                    let Ok(stats) = general::search_near(
                        &puzzle,
                        &[(cell as u16, mask)],
                        &s,
                        &mut CountVisitor,
                        &mut Unlimited,
                    );
                    let mut assumptions: Vec<u32> = values
                        .iter()
                        .enumerate()
                        .filter(|(_, &v)| v != 0)
                        .map(|(i, &v)| solver.lit(i, v, true))
                        .collect();
                    assumptions.push(solver.lit(cell, s[cell], false));
                    let Ok(found) = solver.solve(&assumptions, &mut Unlimited);
                    let what = format!("{size}×{size}: {puzzle:?}, cell {cell}");
                    assert_eq!(found, stats.solutions > 0, "{what}");
                    answers[usize::from(found)] += 1;
                    if found {
                        let got = Grid::from_values(shape, &solver.values()).unwrap();
                        assert!(got.is_solved() && got.is_filled_from(&puzzle), "{what}");
                        assert_ne!(got.values()[cell], s[cell], "{what}");
                    }
                }
            }
        }
        assert!(answers.iter().all(|&k| k >= 50), "{answers:?}");
    }
}
