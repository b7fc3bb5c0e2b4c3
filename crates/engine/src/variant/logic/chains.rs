//! Alternating inference chains whose weak links come from every rule of the puzzle.
//!
//! Two candidates are weakly linked when they cannot both be true: two digits of one cell, one
//! digit in two cells the rules keep apart (houses, cages, a knight's move...), two digits of
//! two cells that a binary rule forbids together (a dot, an XV sign, a thermometer's order, a
//! whispers line...), two digits of one cage that no digit set of its total holds together.
//! Two candidates are strongly linked when one of them must be true: the two digits of a cell
//! with two left, the two places of a digit with two left in a house.
//!
//! The search works from a candidate E of the current position: if E were true, every
//! candidate weakly linked to it would be false, the strong partner of each of those true, and
//! so on, alternating. When a candidate reached as true is weakly linked to E, the chain from
//! the first false candidate A to that true one Z reads `A = … = Z` (strong links at both
//! ends): A or Z is true, so every candidate that sees both (E among them) goes. That is an
//! AIC, as HoDoKu's, only with links from every rule; the shortest chain is kept.

use std::collections::VecDeque;

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::{ChainNode, Wording};
use crate::logic::{Candidate, Step, Technique};
use crate::variant::model::{bit, digits, Prop};

/// The links of one position: candidate `k` is cell `k / n`, digit `k % n + 1`.
struct Links {
    n: usize,
    /// Whether each candidate is still there (and its cell empty).
    live: Vec<bool>,
    /// Each candidate's weak links, sorted.
    weak: Vec<Vec<u32>>,
    /// Each candidate's strong links.
    strong: Vec<Vec<u32>>,
}

impl Links {
    fn of(g: &VGrid, ctx: &Ctx<'_>) -> Links {
        let n = g.n;
        let cells = g.cand.len();
        let id = |c: usize, d: usize| (c * n + d - 1) as u32;
        let live: Vec<bool> = (0..cells * n)
            .map(|k| g.value[k / n] == 0 && g.cand[k / n] & bit(k % n + 1) != 0)
            .collect();
        let mut weak = vec![Vec::new(); cells * n];
        let mut strong = vec![Vec::new(); cells * n];
        let link = |weak: &mut Vec<Vec<u32>>, a: u32, b: u32| {
            if a != b && live[a as usize] && live[b as usize] {
                weak[a as usize].push(b);
                weak[b as usize].push(a);
            }
        };
        let model = ctx.model;
        for c in 0..cells {
            if g.value[c] != 0 {
                continue;
            }
            let ds: Vec<usize> = digits(g.cand[c]).collect();
            for (i, &x) in ds.iter().enumerate() {
                for &y in &ds[i + 1..] {
                    link(&mut weak, id(c, x), id(c, y));
                }
                for &p in &model.peers[c] {
                    if (p as usize) > c {
                        link(&mut weak, id(c, x), id(p as usize, x));
                    }
                }
            }
            if ds.len() == 2 {
                strong[id(c, ds[0]) as usize].push(id(c, ds[1]));
                strong[id(c, ds[1]) as usize].push(id(c, ds[0]));
            }
        }
        for p in &model.props {
            match p {
                Prop::Binary { a, b, fwd, .. } => {
                    let (a, b) = (*a as usize, *b as usize);
                    for x in digits(g.cand[a]) {
                        let allowed = model.tables[*fwd as usize][x - 1];
                        for y in digits(g.cand[b] & !allowed) {
                            link(&mut weak, id(a, x), id(b, y));
                        }
                    }
                }
                Prop::Thermo { cells: line, slow } => {
                    // Every pair along the line: `x` then `y` `gap` cells on rises by at
                    // least `gap` (a slow one never falls).
                    for (i, &a) in line.iter().enumerate() {
                        for (gap, &b) in line[i + 1..].iter().enumerate() {
                            let rise = if *slow { 0 } else { gap + 1 };
                            let (a, b) = (a as usize, b as usize);
                            for x in digits(g.cand[a]) {
                                for y in digits(g.cand[b]).filter(|&y| y < x + rise) {
                                    link(&mut weak, id(a, x), id(b, y));
                                }
                            }
                        }
                    }
                }
                Prop::Cage {
                    cells: cage,
                    combos,
                    ..
                } => {
                    for (i, &a) in cage.iter().enumerate() {
                        for &b in &cage[i + 1..] {
                            let (a, b) = (a as usize, b as usize);
                            for x in digits(g.cand[a]) {
                                for y in digits(g.cand[b]) {
                                    let both = bit(x) | bit(y);
                                    if x != y && !combos.iter().any(|&m| m & both == both) {
                                        link(&mut weak, id(a, x), id(b, y));
                                    }
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        for house in &model.houses {
            for d in 1..=n {
                let places: Vec<usize> = house
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| g.cand[c] & bit(d) != 0)
                    .collect();
                if let [a, b] = places[..] {
                    if g.value[a] == 0 && g.value[b] == 0 {
                        strong[id(a, d) as usize].push(id(b, d));
                        strong[id(b, d) as usize].push(id(a, d));
                    }
                }
            }
        }
        for list in weak.iter_mut().chain(strong.iter_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Links {
            n,
            live,
            weak,
            strong,
        }
    }

    fn sees(&self, a: u32, b: u32) -> bool {
        self.weak[a as usize].binary_search(&b).is_ok()
    }

    /// The shortest chain `A = … = Z` with A and Z both weakly linked to `e`, as the list of
    /// its candidates, if any (a breadth-first search from "e is true").
    fn chain_against(&self, e: u32, b: &mut Buffers) -> Option<Vec<u32>> {
        b.seen_off.fill(false);
        b.seen_on.fill(false);
        b.queue.clear();
        for &a in &self.weak[e as usize] {
            b.seen_off[a as usize] = true;
            b.parent_off[a as usize] = NONE;
            b.queue.push_back(a);
        }
        while let Some(off) = b.queue.pop_front() {
            for &on in &self.strong[off as usize] {
                if b.seen_on[on as usize] || on == e {
                    continue;
                }
                b.seen_on[on as usize] = true;
                b.parent_on[on as usize] = off;
                if self.sees(on, e) {
                    // Walk back from the true end: on, off, on, off, …, the first false one.
                    let mut chain = vec![on];
                    let mut cur = off;
                    loop {
                        chain.push(cur);
                        let prev = b.parent_off[cur as usize];
                        if prev == NONE {
                            break;
                        }
                        chain.push(prev);
                        cur = b.parent_on[prev as usize];
                    }
                    chain.reverse();
                    return Some(chain);
                }
                for &next in &self.weak[on as usize] {
                    if next != e && !b.seen_off[next as usize] {
                        b.seen_off[next as usize] = true;
                        b.parent_off[next as usize] = on;
                        b.queue.push_back(next);
                    }
                }
            }
        }
        None
    }

    fn candidate(&self, g: &VGrid, k: u32) -> Candidate {
        let k = k as usize;
        g.cand_of(k / self.n, k % self.n + 1)
    }
}

/// No parent: a false candidate linked to the chain's target itself.
const NONE: u32 = u32::MAX;

/// The search's work space, reused from candidate to candidate.
struct Buffers {
    /// For a candidate reached as false, the true one before it ([`NONE`] at the start).
    parent_off: Vec<u32>,
    /// For a candidate reached as true, the false one before it.
    parent_on: Vec<u32>,
    seen_off: Vec<bool>,
    seen_on: Vec<bool>,
    queue: VecDeque<u32>,
}

/// The first AIC, by length, that removes a candidate, trying the candidates off the solution.
pub(crate) fn aic(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let links = Links::of(g, ctx);
    let total = links.live.len();
    let mut buffers = Buffers {
        parent_off: vec![NONE; total],
        parent_on: vec![NONE; total],
        seen_off: vec![false; total],
        seen_on: vec![false; total],
        queue: VecDeque::new(),
    };
    let mut best: Option<Vec<u32>> = None;
    for e in 0..total as u32 {
        if !links.live[e as usize] {
            continue;
        }
        let (c, d) = (e as usize / links.n, e as usize % links.n + 1);
        // A digit of the solution is never removed by a sound chain: skip the search.
        if usize::from(ctx.solution[c]) == d {
            continue;
        }
        if ctx.meter.tick().is_err() {
            return None;
        }
        if let Some(chain) = links.chain_against(e, &mut buffers) {
            if best.as_ref().is_none_or(|b| chain.len() < b.len()) {
                best = Some(chain);
            }
        }
    }
    let chain = best?;
    let (first, last) = (chain[0], chain[chain.len() - 1]);
    let elims: Vec<Candidate> = (0..total as u32)
        .filter(|&k| {
            links.live[k as usize]
                && !chain.contains(&k)
                && links.sees(k, first)
                && links.sees(k, last)
        })
        .map(|k| links.candidate(g, k))
        .collect();
    if elims.is_empty() {
        return None;
    }
    let cands: Vec<Candidate> = chain.iter().map(|&k| links.candidate(g, k)).collect();
    let nodes = cands
        .iter()
        .map(|c| ChainNode {
            digit: c.digit.get(),
            cells: vec![c.cell],
        })
        .collect();
    let mut cells: Vec<_> = cands.iter().map(|c| c.cell).collect();
    cells.dedup();
    Some(Step {
        technique: Technique::Aic,
        cells,
        candidates: cands,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording: Wording::Chain { nodes },
        text: String::new(),
    })
}
