//! Chains, 9×9: X-Chain, XY-Chain, and alternating inference chains (reported as
//! Discontinuous Nice Loop or AIC, grouped when they use group nodes).
//!
//! All of them are one search. Nodes are candidates (or, for grouped chains, two or three
//! cells of a digit in a box-line intersection). A *strong* link says "if one is false the
//! other is true" (a conjugate pair, or a bivalue cell); a *weak* link says "if one is true the
//! other is false" (same digit seeing each other, or two digits of one cell). A breadth-first
//! search from each start node, assumed false, alternates strong and weak links; every node it
//! reaches *true* gives "start or end is true", so a candidate weakly linked to both ends goes.
//! As HoDoKu, the step kept is the one with the most eliminations, then the smallest index sum
//! of its eliminations ([`index_sum`]), then the shortest chain.
//!
//! Speed: the graph (`links.rs`) keeps each node's strong links in one fixed row, the
//! all-candidate graph is built once per position and shared with the forcing chains (through the
//! [`Context`]), and the elimination count of a chain end is computed with masks before any
//! list is built. The search polls the budget once per start node, which is a few microseconds
//! of work, so a deadline is seen quickly even on the largest graphs.

use std::rc::Rc;

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::{cells, digits, Cells, PEERS};
use super::links::ones;
use super::links::{build, build_digits, build_grouped, Graph, Mode, Node, DEGREE, NONE};
use super::scratch::{Notes, Sweep, NODES, STATES};
use super::step::{index_sum, Candidate, Elimination, Step};
use super::technique::Technique;
use super::wording::{ChainNode, Wording};

/// How many cells a mask holds, for the sparse masks of a chain's eliminations (one step per
/// cell: the target has no population count instruction for 128 bits).
fn few(mut m: Cells) -> usize {
    let mut k = 0;
    while !m.is_empty() {
        m = m.without_first();
        k += 1;
    }
    k
}

/// How many candidates [`common_victims`] would return, without allocating.
fn victim_count(g: &CandidateGrid, s: Node, e: Node) -> usize {
    if s.d == e.d {
        if let (Some(a), Some(b)) = (s.single(), e.single()) {
            return few(PEERS[a] & PEERS[b] & g.pos[s.d]);
        }
        return few(s.seen() & e.seen() & g.pos[s.d] & !s.cells & !e.cells);
    }
    // As `common_victims` counts them, without building the list (this runs for every chain
    // end the search reaches).
    let (Some(a), Some(b)) = (s.single(), e.single()) else {
        return 0;
    };
    if a == b {
        ones(g.cands[a] & !(1 << s.d) & !(1 << e.d)) as usize
    } else if PEERS[a].contains(b) {
        usize::from(g.cands[a] & (1 << e.d) != 0) + usize::from(g.cands[b] & (1 << s.d) != 0)
    } else {
        0
    }
}

/// The candidates that are false when `s` or `e` is true: weakly linked to both.
fn common_victims(g: &CandidateGrid, s: Node, e: Node) -> Vec<Elimination> {
    let mut out = Vec::new();
    if s.d == e.d {
        let t = s.seen() & e.seen() & g.pos[s.d] & !s.cells & !e.cells;
        out.extend(cells(t).map(|i| g.cand(i, s.d)));
        return out;
    }
    let (Some(a), Some(b)) = (s.single(), e.single()) else {
        return out;
    };
    if a == b {
        let rest = g.cands[a] & !(1 << s.d) & !(1 << e.d);
        out.extend(digits(rest).map(|d| g.cand(a, d)));
    } else if PEERS[a].contains(b) {
        if g.cands[a] & (1 << e.d) != 0 {
            out.push(g.cand(a, e.d));
        }
        if g.cands[b] & (1 << s.d) != 0 {
            out.push(g.cand(b, s.d));
        }
    }
    out
}

struct Found {
    path: Vec<usize>,
    elims: Vec<Elimination>,
    /// How many eliminations.
    count: usize,
    /// HoDoKu's [`index_sum`] of the eliminations.
    sum: u64,
    /// How the chain's ends give its eliminations.
    kind: End,
}

/// How a chain's ends give its eliminations.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// Whatever sees both ends goes (an AIC).
    Aic,
    /// The start, assumed false, turns out true: a discontinuous loop that sets it.
    Start,
    /// The ends are weakly linked: a continuous loop.
    Loop,
}

/// Whether a chain visits each cell once, as HoDoKu requires (it calls a chain that comes
/// back to a cell a lasso): consecutive nodes may share a cell (a link inside it), but a cell
/// left is never entered again, except the start cell at the end of a loop, which must first
/// be left by the chain's first link.
fn no_lasso(gr: &Graph, path: &[usize], is_loop: bool) -> bool {
    let start = gr.nodes[path[0]].cells;
    if is_loop && path.len() > 1 && !(gr.nodes[path[1]].cells & start).is_empty() {
        return false;
    }
    let mut seen = Cells::EMPTY;
    let mut prev = start;
    for (k, &n) in path.iter().enumerate().skip(1) {
        let c = gr.nodes[n].cells;
        if c == prev {
            continue;
        }
        seen |= prev;
        let back = if is_loop && k == path.len() - 1 {
            start
        } else {
            Cells::EMPTY
        };
        if !(c & seen & !back).is_empty() {
            return false;
        }
        prev = c;
    }
    true
}

/// A set of candidates as one cell mask per digit: counted, and summed in the order of
/// [`index_sum`] (digit, then cell), without building a list.
#[derive(Clone, Copy, Default)]
struct Victims([Cells; 9]);

impl Victims {
    fn count(&self) -> usize {
        self.0.iter().map(|&m| few(m)).sum()
    }

    /// [`index_sum`] of the candidates as a list.
    fn index_sum(&self) -> u64 {
        let mut k = 0u64;
        let mut sum = 0u64;
        for (d, &m) in self.0.iter().enumerate() {
            for i in cells(m) {
                sum += i as u64 * (1 + 80 * k) + d as u64 + 1;
                k += 1;
            }
        }
        sum
    }

    /// The candidates of [`common_victims`].
    fn common(g: &CandidateGrid, s: Node, e: Node) -> Victims {
        let mut v = Victims::default();
        if s.d == e.d {
            v.0[s.d] = s.seen() & e.seen() & g.pos[s.d] & !s.cells & !e.cells;
            return v;
        }
        let (Some(a), Some(b)) = (s.single(), e.single()) else {
            return v;
        };
        if a == b {
            for d in digits(g.cands[a] & !(1 << s.d) & !(1 << e.d)) {
                v.0[d] |= Cells::single(a);
            }
        } else if PEERS[a].contains(b) {
            if g.cands[a] & (1 << e.d) != 0 {
                v.0[e.d] |= Cells::single(a);
            }
            if g.cands[b] & (1 << s.d) != 0 {
                v.0[s.d] |= Cells::single(b);
            }
        }
        v
    }

    /// The candidates as a list, by cell, then digit.
    fn list(&self, g: &CandidateGrid) -> Vec<Elimination> {
        let all = self.0.iter().fold(Cells::EMPTY, |m, &c| m | c);
        let mut out = Vec::with_capacity(self.count());
        for i in cells(all) {
            for (d, &m) in self.0.iter().enumerate() {
                if m.contains(i) {
                    out.push(g.cand(i, d));
                }
            }
        }
        out
    }

    /// What a continuous loop removes: for each of its weak links (the closing one too), the
    /// candidates that see both ends (a digit outside the loop's cells) or, inside one cell,
    /// the cell's other digits.
    #[cfg(test)]
    fn of_loop(g: &CandidateGrid, gr: &Graph, path: &[usize]) -> Victims {
        let mut v = Victims::default();
        v.set_loop(g, gr, path);
        v
    }

    /// [`Victims::of_loop`] written over `self`; returns how many they are.
    ///
    /// Speed: the set had been returned by value and counted over all nine digits; written in
    /// place (no copy of its 144 bytes) and counted on the digits it holds alone, a loop's
    /// victims cost about half as much.
    fn set_loop(&mut self, g: &CandidateGrid, gr: &Graph, path: &[usize]) -> usize {
        let on_loop = path
            .iter()
            .fold(Cells::EMPTY, |m, &k| m | gr.nodes[k].cells);
        let mut lines = [Cells::EMPTY; 9];
        // The digits of `lines` set, so that only those are merged below.
        let mut line_digits = 0u32;
        // The digits of the cells' victims.
        let mut held = 0u32;
        self.0 = [Cells::EMPTY; 9];
        let closing = [path[path.len() - 1], path[0]];
        for pair in path[1..]
            .chunks_exact(2)
            .map(|w| [w[0], w[1]])
            .chain([closing])
        {
            let (a, b) = (gr.nodes[pair[0]], gr.nodes[pair[1]]);
            if a.d == b.d {
                lines[a.d] |= a.seen() & b.seen() & g.pos[a.d];
                line_digits |= 1 << a.d;
            } else if let Some(i) = a.single() {
                let rest = g.cands[i] & !(1 << a.d) & !(1 << b.d);
                held |= rest;
                for d in digits(rest) {
                    self.0[d] |= Cells::single(i);
                }
            }
        }
        for d in digits(line_digits) {
            self.0[d] |= lines[d] & !on_loop;
        }
        digits(held | line_digits).map(|d| few(self.0[d])).sum()
    }
}

/// The ranks (bit indices) of a set of group nodes, lowest first.
fn ranks(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let r = m.trailing_zeros() as usize;
            m &= m - 1;
            r
        })
    })
}

/// The nodes of the path that reaches state `ns` (see [`search`]), start first, written to
/// `buf`; returns how many.
fn path_into(pred: &[u32; STATES], ns: usize, buf: &mut [usize; 32]) -> usize {
    let mut len = 0;
    let mut x = ns;
    loop {
        buf[len] = x / 2;
        len += 1;
        let p = pred[x & (STATES - 1)] as usize;
        if p == x {
            break;
        }
        x = p;
    }
    buf[..len].reverse();
    len
}

/// Whether an end `en` reached true closes a continuous loop with the start `sn` (another
/// node): it is weakly linked to it. `s_cell` is the start's cell (none for a group),
/// `s_seen` the places of its digit it sees.
#[inline]
fn closes_on(sn: Node, s_cell: Option<usize>, s_seen: Cells, en: Node) -> bool {
    match (s_cell, en.single()) {
        // Two candidates: same digit in cells that see each other, or two digits of one cell.
        (Some(a), Some(b)) => {
            if sn.d == en.d {
                !(PEERS[a] & en.cells).is_empty()
            } else {
                a == b
            }
        }
        // A group is weakly linked only to nodes of its digit whose cells it does not share
        // and all see all of its cells (`en`'s cells are places of the digit, so the start's
        // seen places tell).
        _ => sn.d == en.d && (sn.cells & en.cells).is_empty() && s_seen & en.cells == en.cells,
    }
}

/// How many candidates an AIC from the start `sn` to the end `en` (node `m`, another node)
/// removes: [`victim_count`], with `s_seen` the places of the start's digit it sees.
///
/// Speed: for a group end, or a group start, of the start's digit, the places of the digit
/// each end sees are kept (the start's once per walk, a group's in the graph), not made again
/// from the peers of their cells at each end.
#[inline]
fn aic_count(g: &CandidateGrid, gr: &Graph, sn: Node, s_seen: Cells, en: Node, m: usize) -> usize {
    if sn.d == en.d && (sn.single().is_none() || en.single().is_none()) {
        let e_seen = match en.single() {
            Some(b) => PEERS[b] & g.pos[sn.d],
            None => gr
                .group_seen
                .get(m - gr.singles)
                .copied()
                .unwrap_or(Cells::EMPTY),
        };
        few(s_seen & e_seen & !sn.cells & !en.cells)
    } else {
        victim_count(g, sn, en)
    }
}

/// How long a chain may be and which of its ends count.
#[derive(Clone, Copy)]
struct Opts {
    /// The most nodes a chain may have.
    max_nodes: usize,
    /// Whether the ends must be of one digit (X-Chain, XY-Chain).
    same_digit_ends: bool,
    /// Whether an end weakly linked to the start closes a continuous loop, and the start
    /// reached true sets it (nice loops).
    loops: bool,
}

/// How many low bits of an entry of `Walk::queue` hold its depth (at most 20 nodes).
const DEPTH_BITS: u32 = 5;
/// The depth of an entry of `Walk::queue`.
const DEPTH_MASK: u32 = (1 << DEPTH_BITS) - 1;
/// Room for the nodes reached false from one node reached true (see [`Walk::walk_from`]).
const OFFS: usize = 64;

/// How much of a walk from one start [`Walk::walk_from`] takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// Every chain.
    All,
    /// Every chain, noting for the ends false in the solution what the walks from them would
    /// find (`Walk::aic_most`, `Walk::loops_to`); the start is true there.
    Note,
    /// As [`Part::Note`], for a start whose walk weighs no end past its strong partners (see
    /// [`Walk::deep_starts`]): only those are reached.
    Near,
    /// The chains found up to the one that closes the `n`th continuous loop: the start is false
    /// in the solution, and the chains after those cannot count (see [`search`]).
    Loops(u16),
}

/// The breadth-first walk from one start node after another: the graph, what the walk needs
/// of it in masks, and the buffers reused from start to start.
struct Walk<'a> {
    g: &'a CandidateGrid,
    gr: &'a Graph,
    opts: Opts,
    /// The single candidates with a strong link: per digit their cells, per cell their digits.
    strong_cells: [Cells; 9],
    strong_digits: [u32; 81],
    /// The group nodes with a strong link, per digit, by rank (see `Graph::group_first`).
    strong_groups: [u64; 9],
    /// State k*2 + on: node k reached as true (on = 1) or false (on = 0); the state it was
    /// reached from, for the states reached from the current start (the others hold stale
    /// values that are never read: `reached_on` and the masks of the walk tell what was
    /// reached).
    pred: Box<[u32; STATES]>,
    /// The nodes reached true from the current start, one bit each.
    reached_on: [u64; STATES / 128],
    /// The states reached true from the current start, in the order reached, each with its
    /// depth (the number of nodes of the chain to it) in the low [`DEPTH_BITS`] bits (the
    /// states reached false are not queued: see [`Walk::walk_from`]).
    ///
    /// Speed: the depths had been an array by state and the reached states had been marked
    /// in `pred`, reset state by state at each start; that reset and the depth reads were
    /// 8 % of the walk.
    queue: Box<[u32; STATES]>,
    buf: [usize; 32],
    /// What the walks from true starts note for the false ones.
    notes: Notes,
}

/// `v` as `n` zeros, in the room it has.
fn zeroed<T: Copy + Default>(v: &mut Vec<T>, n: usize) {
    v.clear();
    v.resize(n, T::default());
}

impl<'a> Walk<'a> {
    fn new(
        g: &'a CandidateGrid,
        gr: &'a Graph,
        opts: Opts,
        pred: Box<[u32; STATES]>,
        queue: Box<[u32; STATES]>,
        notes: Notes,
    ) -> Walk<'a> {
        Walk {
            g,
            gr,
            opts,
            strong_cells: [Cells::EMPTY; 9],
            strong_digits: [0; 81],
            strong_groups: [0; 9],
            pred,
            reached_on: [0; STATES / 128],
            queue,
            buf: [0usize; 32],
            notes,
        }
    }

    /// Walks from start `s` (a node with a strong link), assumed false, and replaces `best`
    /// by each chain found that is better (see [`search`]) and visits each cell once; says
    /// whether it did. `part` says how much of the walk to take.
    ///
    /// Speed: a node reached true leads on through its weak links to nodes reached false; for
    /// a single candidate those are, in the order of its adjacency list, the candidates of its
    /// digit among its peers, then group nodes, then the other digits of its cell. The first
    /// and the last are taken with masks (the cells of each digit reached false so far), which
    /// gives the same nodes in the same order as walking the list, without looking at the many
    /// already reached. Eliminations are counted and summed with masks before any list is
    /// built.
    fn walk_from(&mut self, s: usize, best: &mut Option<Found>, part: Part) -> bool {
        let (g, gr, opts) = (self.g, self.gr, self.opts);
        let (n, singles) = (gr.nodes.len(), gr.singles);
        let (pred, reached_on, queue, buf) = (
            &mut self.pred,
            &mut self.reached_on,
            &mut self.queue,
            &mut self.buf,
        );
        let mut found = false;
        // The continuous loops closed so far, and after how many to stop.
        let mut closed = 0u16;
        let stop = match part {
            Part::Loops(n) => n,
            _ => u16::MAX,
        };
        let max_nodes = if part == Part::Near {
            2
        } else {
            opts.max_nodes
        };
        let (strong_cells, strong_digits, strong_groups) =
            (&self.strong_cells, &self.strong_digits, &self.strong_groups);
        *reached_on = [0; STATES / 128];
        // The queue is written by index up to `tail` (each state is reached once, so the
        // `2 * n` places suffice): no length and capacity kept in memory at each push.
        let mut tail = 0;
        // A node without a strong link, reached false, ends its branch: it is never a chain
        // end (ends are reached true, through a strong link) and never leads on. Leaving it out
        // of the weak links walked changes no state that matters and no order, and most weak
        // links go to such nodes.
        // The single candidates and the group nodes reached false from this start, per
        // digit.
        let mut off = [Cells::EMPTY; 9];
        // The same single candidates per cell, by digit (indexed by cell masked to 127, so
        // that no bounds check is needed): a candidate's other digits reached false are read
        // from it in one step.
        //
        // Speed: they had been tested digit by digit on `off` (a shift of 128 bits each).
        let mut off_cell = [0u16; 128];
        let mut off_groups = [0u64; 9];
        let start = 2 * s;
        pred[start & (STATES - 1)] = start as u32;
        let sn = gr.nodes[s];
        let sd = sn.d;
        // The start's cell, and the places of its digit it sees (weakly linked to it).
        let s_cell = sn.single();
        let s_seen = sn.seen() & g.pos[sd];
        let is_false = &self.notes.is_false;
        if s < singles {
            off[sd] |= gr.nodes[s].cells;
            if let Some(i) = s_cell {
                off_cell[i & 127] |= 1 << sd;
            }
        } else {
            off_groups[sd] |= 1 << (s - gr.group_first[sd]);
        }
        // The queue holds the states reached true; the states reached false from one of them
        // (or the start) are kept in `offs` and expanded right after it. The walk is breadth
        // first and each depth holds states of one kind (false at odd depths, true at even
        // ones), so this takes the same states in the same order as queueing them all: a
        // state reached false only leads to states reached true, which join the queue in
        // the order their parents are expanded, and the true states' weak links read the
        // masks of states reached false, which are set as before.
        //
        // Speed: the states reached false had been queued too (half of the states) and the
        // ends weighed as they were reached. Leaving those states out of the queue alone
        // cost 1 % more instructions rating top293 (the one loop held too many values);
        // with the ends weighed in a loop of their own after the walk (below) the two save
        // 0.9 % of the whole (walk 897 M to 867 M instructions).
        let mut offs = [0u16; OFFS];
        offs[0] = s as u16;
        let mut n_off = 1;
        let mut off_depth = 1u32;
        let mut head = 0;
        loop {
            if off_depth as usize >= max_nodes {
                n_off = 0;
            }
            let dn = off_depth + 1;
            for &x in &offs[..n_off.min(OFFS)] {
                let k = x as usize;
                let st = 2 * k;
                let mut row = gr.strong.row_bits(k);
                loop {
                    let m = (row & 0xffff) as u16;
                    if m == NONE {
                        break;
                    }
                    // The next neighbour in the low bits, `NONE` shifted in behind the last.
                    row = (row >> 16) | (0xffff << 48);
                    let m = m as usize;
                    let ns = 2 * m + 1;
                    let (word, bit) = (m / 64, 1u64 << (m % 64));
                    let w = &mut reached_on[word & (STATES / 128 - 1)];
                    if *w & bit != 0 {
                        continue;
                    }
                    *w |= bit;
                    pred[ns & (STATES - 1)] = st as u32;
                    queue[tail & (STATES - 1)] = ((ns as u32) << DEPTH_BITS) | dn;
                    tail += 1;
                }
            }
            // The next state reached true: its weak links, to nodes reached false, in the
            // order of the node's adjacency list.
            if head >= tail {
                break;
            }
            let entry = queue[head & (STATES - 1)];
            head += 1;
            let st = (entry >> DEPTH_BITS) as usize;
            let k = st / 2;
            let depth = entry & DEPTH_MASK;
            n_off = 0;
            if depth as usize >= max_nodes {
                continue;
            }
            off_depth = depth + 1;
            let mut reach = |m: usize| {
                pred[(2 * m) & (STATES - 1)] = st as u32;
                // At most 20 peers, 10 groups and 8 other digits of a cell (a group: 20
                // cells and groups it sees): `offs` does not fill.
                debug_assert!(n_off < OFFS, "offs overflows");
                if let Some(o) = offs.get_mut(n_off) {
                    *o = m as u16;
                    n_off += 1;
                }
            };
            let nk = gr.nodes[k];
            let d = nk.d;
            let first = gr.group_first[d];
            if let Some(i) = nk.single() {
                // A candidate: the candidates of its digit it sees, the group nodes
                // that see it, the other digits of its cell.
                let fresh = PEERS[i] & strong_cells[d] & !off[d];
                off[d] |= fresh;
                for j in cells(fresh) {
                    off_cell[j & 127] |= 1 << d;
                    reach(gr.id[j * 9 + d] as usize);
                }
                if n > singles {
                    let fresh = gr.single_groups[k] & strong_groups[d] & !off_groups[d];
                    off_groups[d] |= fresh;
                    for r in ranks(fresh) {
                        reach(first + r);
                    }
                }
                if gr.cell_weak {
                    let fresh = strong_digits[i] & !(1 << d) & !u32::from(off_cell[i & 127]);
                    off_cell[i & 127] |= fresh as u16;
                    for d2 in digits(fresh) {
                        off[d2] |= Cells::single(i);
                        reach(gr.id[i * 9 + d2] as usize);
                    }
                }
            } else {
                // A group node: the groups of its digit before it that it sees, the
                // candidates of its digit it sees, the groups after it.
                let x = k - singles;
                let rank = k - first;
                let linked = gr.group_links[x] & strong_groups[d] & !off_groups[d];
                off_groups[d] |= linked;
                let below = (1u64 << rank) - 1;
                for r in ranks(linked & below) {
                    reach(first + r);
                }
                let fresh = gr.group_seen[x] & strong_cells[d] & !off[d];
                off[d] |= fresh;
                for j in cells(fresh) {
                    off_cell[j & 127] |= 1 << d;
                    reach(gr.id[j * 9 + d] as usize);
                }
                for r in ranks(linked & !below) {
                    reach(first + r);
                }
            }
        }
        // The ends, in the order reached (the walk above reaches the same states whatever it
        // finds; keeping the two apart left each loop fewer values to hold).
        // The victims of the last loop closed (or of the start reached true).
        let mut held = Victims::default();
        for &entry in &queue[..tail.min(STATES)] {
            if closed == stop {
                return found;
            }
            let ns = (entry >> DEPTH_BITS) as usize;
            let m = ns / 2;
            let dn = entry & DEPTH_MASK;
            if m == s && !opts.loops {
                continue;
            }
            let en = gr.nodes[m];
            if opts.same_digit_ends && sn.d != en.d {
                continue;
            }
            // The end reached true is the start itself: the start is true (a
            // discontinuous loop with two strong links), its cell's other digits go.
            // The end is weakly linked to the start: the chain closes into a continuous
            // loop, every weak link of which removes what sees both its ends.
            let closes = opts.loops && m != s && closes_on(sn, s_cell, s_seen, en);
            closed += u16::from(closes);
            let mut len = 0;
            // Whether the victims are in `held` (a loop's, or the start's other digits), or
            // an AIC's, seen by both ends.
            let (count, victims) = if m == s {
                let Some(i) = sn.single() else { continue };
                held.0 = [Cells::EMPTY; 9];
                for d in digits(g.cands[i] & !(1 << sn.d)) {
                    held.0[d] |= Cells::single(i);
                }
                ((ones(g.cands[i]) as usize).saturating_sub(1), true)
            } else if closes && dn > 2 {
                // A loop of more than two nodes. One of two nodes (the start and one of its
                // strong partners, which every walk closes) has one weak link, the closing
                // one, and so the victims of an AIC between its ends (the same cells of one
                // digit, or the same cell's other digits): it is weighed as such below,
                // without its path or the loop's masks (313,104 paths had been made for
                // loops rating top293, most of them for these).
                len = path_into(pred, ns, buf);
                (held.set_loop(g, gr, &buf[..len]), true)
            } else {
                (aic_count(g, gr, sn, s_seen, en, m), false)
            };
            // Most ends remove nothing and close no loop: nothing to note (a most of none
            // changes nothing) and nothing to weigh, so the node's truth is not read for them.
            if count == 0 && !closes {
                continue;
            }
            if matches!(part, Part::Note | Part::Near)
                && m != s
                && is_false
                    .get(m / 64)
                    .is_some_and(|w| w & (1 << (m % 64)) != 0)
            {
                if closes {
                    self.notes.loops_to[m] += 1;
                    if dn == 2 {
                        let most = &mut self.notes.short_loop_most[m];
                        *most = (*most).max(count.min(255) as u8);
                    } else {
                        self.notes.long_loops_to[m] += 1;
                    }
                } else {
                    let most = &mut self.notes.aic_most[m];
                    *most = (*most).max(count.min(255) as u8);
                }
            }
            if count == 0 {
                continue;
            }
            if best.as_ref().is_some_and(|b| count < b.count) {
                continue;
            }
            let sum = if victims {
                held.index_sum()
            } else {
                Victims::common(g, sn, en).index_sum()
            };
            let better = match &*best {
                None => true,
                Some(b) => {
                    count > b.count || sum < b.sum || (sum == b.sum && (dn as usize) < b.path.len())
                }
            };
            if better {
                if len == 0 {
                    len = path_into(pred, ns, buf);
                }
                let path = &buf[..len];
                if !no_lasso(gr, path, m == s || closes) {
                    continue;
                }
                // The start's other digits and a loop's victims are kept as masks already;
                // an AIC's list keeps the order of its two ends.
                let (elims, kind) = match (victims, m == s) {
                    (true, true) => (held.list(g), End::Start),
                    (true, false) => (held.list(g), End::Loop),
                    (false, _) if closes => (common_victims(g, sn, en), End::Loop),
                    (false, _) => (common_victims(g, sn, en), End::Aic),
                };
                debug_assert_eq!(sum, index_sum(&elims));
                *best = Some(Found {
                    path: path.to_vec(),
                    elims,
                    count,
                    sum,
                    kind,
                });
                found = true;
            }
        }
        found
    }
}

impl Walk<'_> {
    /// [`Walk::walk_from`] for [`Part::Near`]: the ends are the start's strong partners. Most
    /// of them remove nothing: those only close two-node loops, which are noted here without a
    /// walk; a start with a partner that removes something is walked.
    ///
    /// Speed: rating top293, the 161,159 walks to depth two had cost 687 instructions each
    /// (the walk's buffers are made ready for each start), 111 M in all; this look at the
    /// partners costs about 280 and the rating went from 2.301 G to 2.274 G instructions.
    fn walk_near(&mut self, s: usize, best: &mut Option<Found>) -> bool {
        let (g, gr, opts) = (self.g, self.gr, self.opts);
        let sn = gr.nodes[s];
        let s_cell = sn.single();
        let s_seen = sn.seen() & g.pos[sn.d];
        // The partners that close a loop, each once (a pair of one row and box is linked
        // twice), in the order reached.
        let mut closing = [NONE; DEGREE];
        let mut n_closing = 0;
        let mut row = gr.strong.row_bits(s);
        for _ in 0..DEGREE {
            let m = (row & 0xffff) as u16;
            if m == NONE {
                break;
            }
            row = (row >> 16) | (0xffff << 48);
            if closing[..n_closing].contains(&m) {
                continue;
            }
            let mu = usize::from(m);
            let en = gr.nodes[mu];
            if opts.same_digit_ends && sn.d != en.d {
                continue;
            }
            if aic_count(g, gr, sn, s_seen, en, mu) != 0 {
                return self.walk_from(s, best, Part::Near);
            }
            if opts.loops && closes_on(sn, s_cell, s_seen, en) {
                if let Some(c) = closing.get_mut(n_closing) {
                    *c = m;
                    n_closing += 1;
                }
            }
        }
        let is_false = &self.notes.is_false;
        for &m in &closing[..n_closing] {
            let m = usize::from(m);
            if is_false
                .get(m / 64)
                .is_some_and(|w| w & (1 << (m % 64)) != 0)
            {
                self.notes.loops_to[m] += 1;
            }
        }
        false
    }
}

/// The nodes reached at the depth being taken, written by [`Fresh::reach`]: the sweep's
/// `fresh` and `touched` with the count of touched nodes, borrowed apart from the sweep with
/// the nodes reached before (`off` or `on`) for one loop of the walk.
///
/// Speed: as a method of the sweep, each state reached had stored the count back into the
/// sweep and read the graph's ids again (the stores could have changed them); rating top293
/// went from 2.1927 G instructions to 2.1769 G with this.
struct Fresh<'s> {
    reached: &'s [u64; NODES],
    fresh: &'s mut [u64; NODES],
    touched: &'s mut [u16; NODES],
    /// How many of `touched` are set (`Sweep::n_touched`).
    n: usize,
}

impl<'s> Fresh<'s> {
    /// The writing side of a sweep with no node touched yet.
    fn of(
        reached: &'s [u64; NODES],
        fresh: &'s mut [u64; NODES],
        touched: &'s mut [u16; NODES],
    ) -> Fresh<'s> {
        Fresh {
            reached,
            fresh,
            touched,
            n: 0,
        }
    }

    /// Adds the starts `bits` reaching node `k` at the depth being taken, leaving out those
    /// that reached it before.
    #[inline(always)]
    fn reach(&mut self, k: usize, bits: u64) {
        let k = k & (NODES - 1);
        let new = bits & !self.reached[k];
        let f = &mut self.fresh[k];
        let was = *f;
        *f = was | new;
        // Written in any case, kept when the node is new to `fresh`: no branch to mispredict
        // (the two tests had made this walk twice as slow as its instruction count).
        self.touched[self.n & (NODES - 1)] = k as u16;
        self.n += usize::from(was == 0 && new != 0);
    }
}

impl Walk<'_> {
    /// Which of `starts` (at most 64: bit `i` for `starts[i]`) walk to an end past their
    /// strong partners (deeper than two nodes) that [`Walk::walk_from`] would weigh: the start
    /// itself reached true, an end that closes a loop, or an AIC end that removes something.
    /// The others may be walked as [`Part::Near`]: every other end is passed over unweighed,
    /// so only the ends at depth two count, which are the same and in the same order.
    ///
    /// All the starts are walked at once, breadth first, one bit each: a state's starts are
    /// those that reach it at that depth and not before, so each start reaches the states its
    /// own walk does, at the same depths (the shortest).
    ///
    /// Speed: most searches find nothing, and in those no walk from a true start weighs an end
    /// past depth two but for a rare long loop. Rating top293 (every search), it cost about
    /// 250 M instructions and spared 477 M of walks.
    fn deep_starts(&self, starts: &[usize], sw: &mut Sweep) -> u64 {
        let (g, gr, opts) = (self.g, self.gr, self.opts);
        let n = gr.nodes.len();
        debug_assert!(starts.len() <= 64);
        let all = u64::MAX >> (64 - starts.len().clamp(1, 64));
        sw.reset(n);
        for &s in starts {
            let sn = gr.nodes[s];
            sw.starts.push((s, sn, sn.seen() & g.pos[sn.d]));
        }
        for (i, &s) in starts.iter().enumerate() {
            sw.off[s & (NODES - 1)] |= 1 << i;
            sw.front.push((s as u16, 1 << i));
        }
        let mut deep = 0u64;
        let mut depth = 1;
        let id: &[u16] = &gr.id;
        while depth < opts.max_nodes && !sw.front.is_empty() {
            // False to true, through strong links (the front holds no start found deep: its
            // bits were left out before they were passed on).
            depth += 1;
            let mut to = Fresh::of(&sw.on, &mut sw.fresh, &mut sw.touched);
            for &(k, b) in &sw.front {
                let mut row = gr.strong.row_bits(usize::from(k));
                loop {
                    let m = (row & 0xffff) as u16;
                    if m == NONE {
                        break;
                    }
                    row = (row >> 16) | (0xffff << 48);
                    to.reach(usize::from(m), b);
                }
            }
            sw.n_touched = to.n;
            sw.merge(true);
            if depth > 2 {
                // The starts found deep go no further (those found later in this loop may
                // still be passed on once: they are only weighed again).
                for (m, bits) in sw.front.iter_mut() {
                    *bits &= !deep;
                    let mut b = *bits;
                    if b == 0 {
                        continue;
                    }
                    let m = usize::from(*m);
                    let en = gr.nodes[m];
                    while b != 0 {
                        let i = b.trailing_zeros() as usize;
                        b &= b - 1;
                        let (s, sn, s_seen) = sw.starts[i];
                        if self.weighs(s, sn, s_seen, m, en) {
                            deep |= 1 << i;
                        }
                    }
                }
            }
            if deep == all || depth >= opts.max_nodes {
                break;
            }
            // True to false, through weak links, to the nodes with a strong link (as the
            // walk takes them).
            depth += 1;
            let mut to = Fresh::of(&sw.off, &mut sw.fresh, &mut sw.touched);
            for &(k, b) in &sw.front {
                if b == 0 {
                    continue;
                }
                let k = usize::from(k);
                let nk = gr.nodes[k];
                let d = nk.d;
                let first = gr.group_first[d];
                if let Some(i) = nk.single() {
                    for j in cells(PEERS[i] & self.strong_cells[d]) {
                        to.reach(usize::from(id[j * 9 + d]), b);
                    }
                    if n > gr.singles {
                        let linked = gr.single_groups.get(k).copied().unwrap_or(0);
                        for r in ranks(linked & self.strong_groups[d]) {
                            to.reach(first + r, b);
                        }
                    }
                    if gr.cell_weak {
                        for d2 in digits(self.strong_digits[i] & !(1 << d)) {
                            to.reach(usize::from(id[i * 9 + d2]), b);
                        }
                    }
                } else {
                    let x = k - gr.singles;
                    let linked = gr.group_links.get(x).copied().unwrap_or(0);
                    for r in ranks(linked & self.strong_groups[d]) {
                        to.reach(first + r, b);
                    }
                    let seen = gr.group_seen.get(x).copied().unwrap_or(Cells::EMPTY);
                    for j in cells(seen & self.strong_cells[d]) {
                        to.reach(usize::from(id[j * 9 + d]), b);
                    }
                }
            }
            sw.n_touched = to.n;
            sw.merge(false);
        }
        deep
    }

    /// Whether [`Walk::walk_from`] from start `s` weighs end `m` reached true past depth two
    /// (rather than passing it over): the same tests, in the same order.
    ///
    /// `sn` is start `s`'s node and `s_seen` the places of its digit it sees; `en` is the
    /// end's node.
    #[inline]
    fn weighs(&self, s: usize, sn: Node, s_seen: Cells, m: usize, en: Node) -> bool {
        let (g, gr, opts) = (self.g, self.gr, self.opts);
        if m == s {
            return opts.loops;
        }
        if opts.same_digit_ends && sn.d != en.d {
            return false;
        }
        // Two candidates, as `closes_on` and `victim_count` weigh them, without counting.
        if let (Some(a), Some(b)) = (sn.single(), en.single()) {
            return if sn.d == en.d {
                (opts.loops && !(PEERS[a] & en.cells).is_empty())
                    || !(PEERS[a] & PEERS[b] & g.pos[sn.d]).is_empty()
            } else if a == b {
                opts.loops || g.cands[a] & !(1 << sn.d) & !(1 << en.d) != 0
            } else {
                PEERS[a].contains(b)
                    && (g.cands[a] & (1 << en.d) != 0 || g.cands[b] & (1 << sn.d) != 0)
            };
        }
        // A group at either end: only nodes of one digit are weakly linked, or share victims.
        if sn.d != en.d {
            return false;
        }
        let e_seen = match en.single() {
            Some(b) => PEERS[b] & g.pos[sn.d],
            None => gr
                .group_seen
                .get(m - gr.singles)
                .copied()
                .unwrap_or(Cells::EMPTY),
        };
        (opts.loops && (sn.cells & en.cells).is_empty() && s_seen & en.cells == en.cells)
            || !(s_seen & e_seen & !sn.cells & !en.cells).is_empty()
    }
}

/// Whether chain `a` is better than `b`: more eliminations, then a smaller [`index_sum`],
/// then shorter.
fn better(a: &Found, b: Option<&Found>) -> bool {
    b.is_none_or(|b| {
        (
            a.count,
            std::cmp::Reverse(a.sum),
            std::cmp::Reverse(a.path.len()),
        ) > (
            b.count,
            std::cmp::Reverse(b.sum),
            std::cmp::Reverse(b.path.len()),
        )
    })
}

/// Searches the graph; returns the chain HoDoKu would: the most eliminations, then the smallest
/// [`index_sum`], then the shortest; of those, the first found, walking from each start node
/// in turn (and from it breadth first).
///
/// Speed: the solution is known, and it leaves out most walks from the starts false in it
/// (they were about a third of the nodes reached, and most of them are now never walked)
/// without changing the chain returned. What a walk keeps of its chains
/// does not depend on the other starts (the best so far only saves work), so the chain
/// returned is that of the first start whose own best is the best of all, and a start known
/// not to be that one may be left out. A walk from a start false in the solution follows the
/// solution's own implications (see [`truth`]): every node it reaches true is true there.
/// So its AICs end on true nodes, and a chain alternates strong and weak links both ways:
/// the AIC from false `s` to true `m` at depth L is, backwards, a chain from `m` to `s` of the
/// same links, same eliminations (both ends see them) and the same length; the walk from `m`
/// reaches `s` true at depth L too (breadth first, the shortest depth is the same both ways),
/// though perhaps by another path. The same holds for a continuous loop closed on `m`, whose
/// eliminations depend on the path unless it is `m`, `s` alone. And a false start never
/// reaches itself true (that would prove it true). Hence:
/// - first, walk from the true starts alone, and note for each false node the most
///   eliminations of an AIC ending on it (lassos too), how many loops close on it, how many of
///   those are longer than two nodes and the most eliminations of those of two;
/// - then walk in order from the false starts whose noted AICs can reach the true starts' best
///   count (or the best so far), from the others with a loop that may count only until their
///   last loop closes, and from none else; of the true starts, only the first with the best
///   chain counts.
///
/// The true starts are first walked all at once, one bit each ([`Walk::deep_starts`]), to
/// find those whose walk weighs an end past their strong partners; the others are walked to
/// depth two only ([`Part::Near`]), which finds and notes the same. In most searches nothing
/// is found and no walk from a true start weighs a deeper end. Rating top293, with the sweep
/// for every search, the walks went from 688 M instructions to 211 M for a sweep of about
/// 250 M (2.402 G to 2.302 G in all); it is made for the nice loops only (see below).
fn search(
    g: &CandidateGrid,
    gr: &Graph,
    max_nodes: usize,
    same_digit_ends: bool,
    loops: bool,
    ctx: &mut Context<'_>,
) -> Option<Found> {
    let opts = Opts {
        max_nodes,
        same_digit_ends,
        loops,
    };
    let truth = ctx.truth(g);
    search_with(g, gr, opts, truth, ctx)
}

/// [`search`] knowing the solution `truth` (see [`truth`]), or walking from every start
/// without it.
fn search_with(
    g: &CandidateGrid,
    gr: &Graph,
    opts: Opts,
    truth: Option<[Cells; 9]>,
    ctx: &mut Context<'_>,
) -> Option<Found> {
    let n = gr.nodes.len();
    debug_assert!(2 * n <= STATES, "{n} nodes");
    let scratch = ctx.scratch();
    let (pred, queue) = scratch
        .states
        .take()
        .unwrap_or_else(|| (Box::new([0; STATES]), Box::new([0; STATES])));
    let notes = std::mem::take(&mut scratch.notes);
    let mut walk = Walk::new(g, gr, opts, pred, queue, notes);
    let found = search_walk(&mut walk, truth, ctx);
    let scratch = ctx.scratch();
    scratch.states = Some((walk.pred, walk.queue));
    scratch.notes = walk.notes;
    found
}

/// [`search_with`] with the walk made.
fn search_walk(
    walk: &mut Walk<'_>,
    truth: Option<[Cells; 9]>,
    ctx: &mut Context<'_>,
) -> Option<Found> {
    let gr = walk.gr;
    let n = gr.nodes.len();
    // One pass over the nodes: the starts (the nodes with a strong link) in order, each with
    // whether it is true in the solution (the low bit), the nodes false there, and the masks
    // of the nodes with a strong link (`Walk::strong_cells` and the others). These had been
    // four passes (the walk's masks, the false nodes, and each walk over the starts filtering
    // all nodes and asking each start's truth again): 21 M instructions fewer rating top293
    // (2.962 G to 2.941 G).
    // The same pass over the nodes zipped with the strong rows, the false nodes gathered a word
    // at a time and each candidate's cell read from the node, was 4.6 M dearer (2.768 G to
    // 2.772 G), not kept.
    let mut marked: Vec<u16> = Vec::with_capacity(n);
    if truth.is_some() {
        zeroed(&mut walk.notes.is_false, n.div_ceil(64));
    } else {
        walk.notes.is_false.clear();
    }
    let solution = truth.as_ref();
    for (k, nd) in gr.nodes.iter().enumerate() {
        let is_true = solution.is_some_and(|t| !(t[nd.d] & nd.cells).is_empty());
        if !is_true {
            if let Some(w) = walk.notes.is_false.get_mut(k / 64) {
                *w |= 1 << (k % 64);
            }
        }
        if gr.strong.is_empty_at(k) {
            continue;
        }
        marked.push(((k as u16) << 1) | u16::from(is_true));
        if k < gr.singles {
            let i = nd.cells.lowest();
            walk.strong_cells[nd.d] |= Cells::single(i);
            walk.strong_digits[i] |= 1 << nd.d;
        } else {
            walk.strong_groups[nd.d] |= 1 << (k - gr.group_first[nd.d]);
        }
    }
    let mut best: Option<Found> = None;
    let Some(_) = truth else {
        for &x in &marked {
            if ctx.out_of_budget() {
                return None;
            }
            walk.walk_from(usize::from(x >> 1), &mut best, Part::All);
        }
        return best;
    };
    let notes = &mut walk.notes;
    zeroed(&mut notes.aic_most, n);
    zeroed(&mut notes.loops_to, n);
    zeroed(&mut notes.long_loops_to, n);
    zeroed(&mut notes.short_loop_most, n);
    let mut first: Option<Found> = None;
    let mut winner = usize::MAX;
    let trues: Vec<usize> = marked
        .iter()
        .filter(|&&x| x & 1 != 0)
        .map(|&x| usize::from(x >> 1))
        .collect();
    let mut sweep = ctx.scratch().sweep.take().unwrap_or_default();
    let mut stopped = false;
    'batches: for batch in trues.chunks(64) {
        if ctx.out_of_budget() {
            stopped = true;
            break;
        }
        // X-Chains and XY-Chains walk small graphs: there the sweep cost the hunt more than
        // it spared (extreme hunt x200: 1.019 G to 1.037 G instructions with it, 1.026 G
        // without; top293 2.302 G and 2.316 G).
        let deep = if walk.opts.loops {
            walk.deep_starts(batch, &mut sweep)
        } else {
            u64::MAX
        };
        for (i, &s) in batch.iter().enumerate() {
            if ctx.out_of_budget() {
                stopped = true;
                break 'batches;
            }
            let found = if deep & (1 << i) != 0 {
                walk.walk_from(s, &mut first, Part::Note)
            } else {
                walk.walk_near(s, &mut first)
            };
            if found {
                winner = s;
            }
        }
    }
    ctx.scratch().sweep = Some(sweep);
    if stopped {
        return None;
    }
    let floor = first.as_ref().map_or(1, |f| f.count);
    for &x in &marked {
        let s = usize::from(x >> 1);
        if x & 1 != 0 {
            if s == winner {
                if let Some(f) = first.take().filter(|f| better(f, best.as_ref())) {
                    best = Some(f);
                }
            }
            continue;
        }
        let need = best.as_ref().map_or(floor, |b| b.count.max(floor));
        let notes = &walk.notes;
        let part = if notes.aic_most[s] as usize >= need {
            Part::All
        } else if notes.long_loops_to[s] > 0 || notes.short_loop_most[s] as usize >= need {
            Part::Loops(notes.loops_to[s])
        } else {
            continue;
        };
        if ctx.out_of_budget() {
            return None;
        }
        walk.walk_from(s, &mut best, part);
    }
    best
}

fn describe(g: &CandidateGrid, gr: &Graph, f: Found, t: Technique) -> Step {
    let mut nodes = Vec::new();
    let mut candidates: Vec<Candidate> = Vec::new();
    for &node in &f.path {
        let nd = gr.nodes[node];
        nodes.push(ChainNode {
            digit: nd.d as u8 + 1,
            cells: cells(nd.cells).map(|i| g.cell(i)).collect(),
        });
        candidates.extend(cells(nd.cells).map(|i| g.cand(i, nd.d)));
    }
    let mut cells_list = Vec::new();
    for c in &candidates {
        if !cells_list.contains(&c.cell) {
            cells_list.push(c.cell);
        }
    }
    Step {
        technique: t,
        cells: cells_list,
        candidates,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: f.elims,
        wording: Wording::Chain { nodes },
        text: String::new(),
    }
}

/// X-Chain: a chain on one digit.
/// Its digits do not link to each other, so a digit whose cells have not changed since the
/// search last found nothing for it is left out of the graph: the chains of the other digits
/// are found in the same order.
pub(crate) fn x_chain(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let live = (0..9)
        .filter(|&d| !ctx.is_quiet(PerDigit::XChain, d, g.pos[d]))
        .fold(0u32, |m, d| m | (1 << d));
    if live == 0 {
        return None;
    }
    let gr = build_digits(g, Mode::X, live, ctx.scratch().graph_lists());
    let found = search(g, &gr, 20, true, false, ctx);
    let step = match found {
        Some(f) => Some(describe(g, &gr, f, Technique::XChain)),
        None => {
            if ctx.interrupted().is_none() {
                for d in digits(live) {
                    ctx.set_quiet(PerDigit::XChain, d, g.pos[d]);
                }
            }
            None
        }
    };
    ctx.scratch().give_back(gr.into_lists());
    step
}

/// XY-Chain: a chain of bivalue cells whose ends hold the same digit.
///
/// Its graph is made of the bivalue cells alone, and its eliminations only shrink as
/// candidates go: with the same bivalue cells as when it last found nothing, it finds nothing.
pub(crate) fn xy_chain(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let bivalue = g.few_candidate_cells(2);
    if ctx.is_xy_quiet(&bivalue) {
        return None;
    }
    let gr = build(g, Mode::Xy, ctx.scratch().graph_lists());
    let found = search(g, &gr, 20, true, false, ctx);
    let step = match found {
        Some(f) => Some(describe(g, &gr, f, Technique::XyChain)),
        None => {
            if ctx.interrupted().is_none() {
                ctx.set_xy_quiet(bivalue);
            }
            None
        }
    };
    ctx.scratch().give_back(gr.into_lists());
    step
}

/// Nice loops and AICs over all candidates (with group nodes when `grouped`).
///
/// Tried and dropped (instructions rating top293, 3.372 G with what is kept): the grouped
/// search runs where the plain one found nothing at the same position, and a walk that never
/// reaches a group node is the plain graph's walk, which found nothing. The nodes whose walk
/// can reach one are those reached true by one walk from every group state (the links pair
/// states both ways), and leaving the others out is exact (the false starts' walks and the
/// loops they count keep to the same nodes), but only 2,558 of 205,244 walks could be left
/// out, and the extra walk made the whole 1 % dearer. Compiling the walk apart for the walks
/// that note (`Part::Note` as a constant) cost 0.7 % more (3.395 G).
///
/// Also dropped (top293, 2.974 G before): keeping each walk from a true start for the next
/// search of the same graph (by its start's key, with what it read: the strong links of the
/// nodes reached false, whether the candidates seen by the nodes reached true have a strong
/// link) and putting it back when none of that changed. Between two searches 64 % of those
/// walks reach exactly the same states (counted), but the reads that can be checked cheaply
/// change more often (a candidate gone makes new strong links near it): 101,446 of 205,244
/// walks were still walked, the ones put back were the short ones (the walks' queue pushes
/// fell by 15 % only), and the ends of every walk must still be weighed on the new position
/// (351 M of the walks' 851 M). With the bookkeeping it came to 3.145 G. Reading the walk's
/// tables with masked indices (tables of 16 and 128) to spare bounds checks: 2.987 G.
///
/// Measured in the round that made the two-node loops cheap (top293, 2.506 G with what is
/// kept), and not kept: the states reached true told by the walk's number written in the high
/// bits of `pred` (no bit array to clear at each start), 2.575 G to 2.589 G before the other
/// changes; each digit's first group read only where a group is walked, with the vectors of
/// `search_walk` kept on the thread, 2.506 G to 2.507 G; the walk's masks kept as the nodes
/// with a strong link not yet reached false (not as those reached false, taken out of the
/// strong ones at each step), 2.506 G to 2.502 G, under the 0.3 % this round asked for.
///
/// Where walks might still be left out (counted on top293; built since as
/// [`Walk::deep_starts`]): 2,581 of the 3,703
/// nice-loop searches find nothing, and 71 % of the walks from true starts are theirs. Every
/// walk closes a loop of two nodes on each strong partner of its start (depth 2), but longer
/// loops are rare (930 paths in the whole run). A loop closed by a walk from a start true in
/// the solution is consistent with the solution (all links strong here are "exactly one",
/// weak ones "at most one": were a node reached false false in the solution, every node after
/// it reached true would be true, the loop's last node too, which sees the true start), so a
/// walk on the solution's true nodes alone would tell which starts can close a long loop. But
/// the AICs of a true start are not bound that way, and a bound on their eliminations from
/// the start alone (the places of its digit it sees, its cell's other digits) is at least 2,
/// while the best so far is mostly 0 or 1: it would leave out 2,029 of the 167,073 nice-loop
/// walks from true starts.
pub(crate) fn nice_loop(g: &CandidateGrid, grouped: bool, ctx: &mut Context<'_>) -> Option<Step> {
    let gr = if grouped {
        let aic = ctx.aic_graph(g);
        let lists = ctx.scratch().graph_lists();
        Rc::new(build_grouped(g, &aic, ctx.group_parts(), lists))
    } else {
        ctx.aic_graph(g)
    };
    let found = search(g, &gr, 16, false, true, ctx);
    let step = found.map(|f| loop_step(g, &gr, grouped, f));
    ctx.give_back(gr);
    step
}

/// The step of the nice loop or AIC `f` found on `gr` (grouped when `grouped`).
fn loop_step(g: &CandidateGrid, gr: &Graph, grouped: bool, f: Found) -> Step {
    let first = gr.nodes[f.path[0]];
    let last = gr.nodes[f.path[f.path.len() - 1]];
    let has_group = grouped && f.path.iter().any(|&k| gr.nodes[k].cells.has_several());
    let loop_back = first.cells == last.cells || first.d != last.d;
    let t = match (f.kind, has_group, loop_back) {
        (End::Loop, false, _) => Technique::ContinuousNiceLoop,
        (End::Loop, true, _) => Technique::GroupedContinuousNiceLoop,
        (End::Start, false, _) | (End::Aic, false, true) => Technique::DiscontinuousNiceLoop,
        (End::Start, true, _) | (End::Aic, true, true) => Technique::GroupedDiscontinuousNiceLoop,
        (End::Aic, false, false) => Technique::Aic,
        (End::Aic, true, false) => Technique::GroupedAic,
    };
    describe(g, gr, f, t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;
    use crate::logic::links::GraphLists;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// What a continuous loop removes: for each of its weak links (the closing one too), the
    /// candidates that see both ends (a digit outside the loop's cells) or, inside one cell, the
    /// cell's other digits. Sorted, without repeats. The list the search once built, kept
    /// here as the reference the masks are checked against.
    fn loop_victims(g: &CandidateGrid, gr: &Graph, path: &[usize]) -> Vec<Elimination> {
        let on_loop = path
            .iter()
            .fold(Cells::EMPTY, |m, &k| m | gr.nodes[k].cells);
        let mut out: Vec<Elimination> = Vec::new();
        let closing = [path[path.len() - 1], path[0]];
        for pair in path[1..]
            .chunks_exact(2)
            .map(|w| [w[0], w[1]])
            .chain([closing])
        {
            let (a, b) = (gr.nodes[pair[0]], gr.nodes[pair[1]]);
            if a.d == b.d {
                let t = a.seen() & b.seen() & g.pos[a.d] & !on_loop;
                out.extend(cells(t).map(|i| g.cand(i, a.d)));
            } else if let Some(i) = a.single() {
                let rest = g.cands[i] & !(1 << a.d) & !(1 << b.d);
                out.extend(digits(rest).map(|d| g.cand(i, d)));
            }
        }
        out.sort_unstable_by_key(|e| (e.cell.index(), e.digit.get()));
        out.dedup();
        out
    }

    /// The search that leaves out walks by the solution returns the same chain as the walks
    /// from every start, for the four graphs, at every position of the solving paths of
    /// hard puzzles (which reach chains of every kind, loops and grouped ones among them).
    #[test]
    fn the_solution_leaves_out_walks_and_changes_no_chain() {
        let budget = crate::Budget::unlimited();
        let mut compared = [0usize; 4];
        let mut found = [0usize; 4];
        for (line, mut g, solution) in hard_puzzles(29, 40) {
            let mut ctx = Context::new(solution, &budget);
            walk_path(&mut g, &mut ctx, |g, ctx| {
                let truth = g.solution_cells(ctx.solution());
                assert!(truth.is_some(), "the candidates keep the solution");
                // The context's kept solution cells (made at this position by the engine's
                // chain searches, or now) are the plain ones.
                assert!(ctx.truth(g) == truth, "{line}: kept solution cells differ");
                let graphs = [
                    (build(g, Mode::X, GraphLists::default()), 20, true, false),
                    (build(g, Mode::Xy, GraphLists::default()), 20, true, false),
                    (build(g, Mode::Aic, GraphLists::default()), 16, false, true),
                    (
                        build(g, Mode::Grouped, GraphLists::default()),
                        16,
                        false,
                        true,
                    ),
                ];
                for (k, (gr, max_nodes, same_digit_ends, loops)) in graphs.iter().enumerate() {
                    let opts = Opts {
                        max_nodes: *max_nodes,
                        same_digit_ends: *same_digit_ends,
                        loops: *loops,
                    };
                    let all = search_with(g, gr, opts, None, ctx);
                    let cut = search_with(g, gr, opts, truth, ctx);
                    let key = |f: &Option<Found>| {
                        f.as_ref()
                            .map(|f| (f.path.clone(), f.elims.clone(), f.count, f.sum, f.kind))
                    };
                    assert!(key(&all) == key(&cut), "{line}: graph {k} differs");
                    compared[k] += 1;
                    found[k] += usize::from(all.is_some());
                }
            });
        }
        assert!(
            found.iter().all(|&f| f > 20),
            "too few chains found: {found:?} of {compared:?}"
        );
    }

    /// The mask sets give the same count and index sum as the lists they stand for, for every
    /// pair of nodes of a grouped graph (candidates and groups) and every loop of two links.
    #[test]
    fn victim_masks_match_the_lists() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let grid = format::parse_str(line).expect("puzzle");
        let g = CandidateGrid::from_grid(&grid).expect("candidates");
        let gr = build(&g, Mode::Grouped, GraphLists::default());
        assert!(gr.nodes.len() > gr.singles, "the grid has group nodes");
        let mut nonzero = 0;
        for s in 0..gr.nodes.len() {
            for e in 0..gr.nodes.len() {
                let (sn, en) = (gr.nodes[s], gr.nodes[e]);
                let list = common_victims(&g, sn, en);
                let v = Victims::common(&g, sn, en);
                assert_eq!(v.count(), list.len());
                assert_eq!(victim_count(&g, sn, en), list.len());
                assert_eq!(v.index_sum(), index_sum(&list));
                nonzero += usize::from(!list.is_empty());
                if s != e {
                    let path = [s, e];
                    let lv = loop_victims(&g, &gr, &path);
                    let v = Victims::of_loop(&g, &gr, &path);
                    assert_eq!(v.count(), lv.len());
                    assert_eq!(v.index_sum(), index_sum(&lv));
                    assert_eq!(v.list(&g), lv);
                }
            }
        }
        assert!(nonzero > 100, "only {nonzero} pairs eliminate");
    }
}
