//! Forcing chains and forcing nets, 9×9: assume a candidate true (or false) and follow what
//! follows. If that leads to a contradiction, the assumption is wrong; if every choice of a
//! cell leads to the same conclusion, the conclusion holds (verity).
//!
//! A forcing *chain* follows single implications on the current grid: a true candidate makes
//! every weakly linked candidate false, a false candidate makes its strong partner true. A
//! forcing *net* plays the assumption out on the grid with naked and hidden singles,
//! so a conclusion may rest on several earlier ones.
//!
//! Speed: implications are kept as per-digit cell masks, so verity is a few ANDs (tested
//! digit by digit before anything is built, `agree`); dead ends are only looked for where a
//! clash cannot show them (cells with three or more candidates, units with three or more
//! places of a digit). A chain walks each candidate true once; a candidate assumed false is
//! the union of its strong partners' true walks (`implied_off`). A walk that reaches true a
//! candidate already walked takes that walk's implications whole instead of following them
//! again (`implied`; the plain walk is run again only to name the clash of the contradiction
//! reported): `sudoku rate --threads 1` of top293 went from 3.426 G to 3.361 G instructions,
//! the chains' walks from about 110 M to 83 M and their queues from 1.14 M nodes to 0.45 M.
//! Dead units are found from the rows of the cells left open (`units_holding`), not by
//! testing each watched unit, the boxes by a table (`dead_end` 54 M to 37 M instructions).
//!
//! A net plays its assumption out on per-digit cell masks (`Board`), the naked singles of a
//! round at once and the hidden singles only when those run out, in the units where a digit
//! lost a place (the order does not change the outcome, see `play`). A candidate of the
//! solution played true, or one outside it played false, cannot break the grid: the latter is
//! not played, the former only when a cell verity needs it. Rating the first 60 forum-hardest
//! puzzles went from 4.36 G to 2.58 G instructions with these (the old play copied the grid
//! and scanned it for one single at a time with `hidden_single_at`, then ran `is_broken`;
//! the net took 26 % of the rating, now 6 %).
//!
//! These are the slowest finders, so they poll the budget: chains once per followed assumption
//! (a walk over the graph, microseconds), nets before every trial (an assumption played out
//! with singles, the longest single piece of work in the engine).

use super::candidates::CandidateGrid;
use super::context::Context;
use super::geometry::{cells, digits, Cells, ALL81, PEERS, UNIT, UNITS_OF};
use super::links::{ones, Graph};
use super::scratch::Implied;
use super::step::{Candidate, Step};
use super::technique::Technique;
use super::wording::{Choice, Wording};

/// The cells of each digit whose candidate has a strong link in the all-candidate graph: only
/// those lead on when reached false.
fn strong_cells(gr: &Graph) -> [Cells; 9] {
    let mut m = [Cells::EMPTY; 9];
    for k in 0..gr.singles {
        if !gr.strong.is_empty_at(k) {
            let nd = gr.nodes[k];
            m[nd.d] |= nd.cells;
        }
    }
    m
}

/// What assuming node `start` true (or false) implies, into `imp`; `queue` is room for the
/// walk (a node `k` reached true or false is `k << 1 | true`, half the size of a `(usize,
/// bool)` and 0.4 % fewer instructions rating the 60 forum puzzles) and `strong` the cells of
/// [`strong_cells`].
///
/// The walk is breadth first over the all-candidate graph, and its order fixes which clash is
/// reported. A candidate reached true makes false, in the order of its weak links, the
/// candidates of its digit among its peers (by cell), then the other digits of its cell: those
/// are taken with masks (the lists `links::build` once made for them were in that order, and
/// walking them had cost 6 % of rating top1465, building them 2 %). A candidate reached false
/// makes true its strong links, from the graph's list. A candidate without a strong link
/// reached false leads nowhere, so it is marked but not queued (most are): that changes no
/// state reached and no order, as clashes are seen when a state is first reached.
///
/// With `memo` (the walks made so far and which nodes they are for), a node reached true whose
/// own walk is known and met no clash is not queued: its implications are taken whole (they
/// are all implied, as every rule follows from one fact alone, and they are closed, so nothing
/// they hold leads further). The result then holds the same implications, and a clash exactly
/// when the plain walk meets one (see [`implied_off`]), but the clash it names is not the
/// plain walk's: the caller walks again without `memo` when it needs that name.
#[allow(clippy::too_many_arguments)] // The walk's grid, graph, start, room, memo and result.
fn implied(
    g: &CandidateGrid,
    gr: &Graph,
    strong: &[Cells; 9],
    start: usize,
    start_on: bool,
    queue: &mut Vec<u32>,
    memo: Option<Known<'_>>,
    imp: &mut Implied,
) {
    imp.on = [Cells::EMPTY; 9];
    imp.off = [Cells::EMPTY; 9];
    imp.clash = None;
    queue.clear();
    queue.push((start as u32) << 1 | u32::from(start_on));
    let sn = gr.nodes[start];
    if start_on {
        imp.on[sn.d] |= sn.cells;
    } else {
        imp.off[sn.d] |= sn.cells;
    }
    let mut head = 0;
    let mut merged = false;
    while head < queue.len() {
        let (k, is_on) = ((queue[head] >> 1) as usize, queue[head] & 1 != 0);
        head += 1;
        let nd = gr.nodes[k];
        if is_on {
            // True: its digit's peers go false, then its cell's other digits.
            let (i, d) = (nd.cells.lowest(), nd.d);
            let fresh = PEERS[i] & g.pos[d] & !imp.off[d];
            if !(imp.on[d] & fresh).is_empty() {
                let j = (imp.on[d] & fresh).lowest();
                imp.clash = Some(gr.id[j * 9 + d] as usize);
                return;
            }
            imp.off[d] |= fresh;
            for j in cells(fresh & strong[d]) {
                queue.push(u32::from(gr.id[j * 9 + d]) << 1);
            }
            let bit = nd.cells;
            for d2 in digits(g.cands[i] & !(1 << d)) {
                if !(imp.off[d2] & bit).is_empty() {
                    continue;
                }
                imp.off[d2] |= bit;
                if !(imp.on[d2] & bit).is_empty() {
                    imp.clash = Some(gr.id[i * 9 + d2] as usize);
                    return;
                }
                if !(strong[d2] & bit).is_empty() {
                    queue.push(u32::from(gr.id[i * 9 + d2]) << 1);
                }
            }
        } else {
            for &m in &gr.strong[k] {
                let m = m as usize;
                let nm = gr.nodes[m];
                if !(imp.on[nm.d] & nm.cells).is_empty() {
                    continue;
                }
                imp.on[nm.d] |= nm.cells;
                if !(imp.off[nm.d] & nm.cells).is_empty() {
                    imp.clash = Some(m);
                    return;
                }
                let known = memo.as_ref().and_then(|k| k.get(m));
                match known {
                    Some(r) if r.clash.is_some() => {
                        imp.clash = Some(m);
                        return;
                    }
                    Some(r) => {
                        merged = true;
                        for d in 0..9 {
                            imp.on[d] |= r.on[d];
                            imp.off[d] |= r.off[d];
                        }
                    }
                    None => queue.push((m as u32) << 1 | 1),
                }
            }
        }
    }
    // Without a walk taken whole, the checks above saw every clash.
    if merged && (0..9).any(|d| !(imp.on[d] & imp.off[d]).is_empty()) {
        imp.clash = Some(start);
    }
}

/// The walks made so far, for [`implied`]: those of the nodes before the one being walked
/// (`before`, from node 0) and after it (`after`), which of them are made (`walked`, by node),
/// and the node being walked (`at`, whose own walk is being written, and is not made yet).
///
/// Speed: the walk is written in place, in the list of walks, rather than into room of its own
/// then copied there (84,712 copies of 304 bytes rating top293; with the list of walks made
/// by one `vec!`, top293 went from 2.1769 G instructions to 2.1685 G).
struct Known<'a> {
    before: &'a [Implied],
    after: &'a [Implied],
    at: usize,
    walked: &'a [bool],
}

impl Known<'_> {
    /// The walk of node `m`, when it is made.
    fn get(&self, m: usize) -> Option<&Implied> {
        if !self.walked.get(m).copied().unwrap_or(false) {
            return None;
        }
        match m.checked_sub(self.at + 1) {
            Some(x) => self.after.get(x),
            None => self.before.get(m),
        }
    }
}

/// What assuming node `s` false implies, into `imp`, from the true implications of its
/// strong partners (`on_results`, filled in for them): a false node leads on only through its
/// strong links, and the implications of several facts are the union of each one's, as every
/// rule of [`implied`] follows from one fact alone. The union holds a candidate both true and
/// false exactly when the walk would meet a clash (it checks each candidate when it is marked
/// the second way), and only whether there is one counts here (the step names no clash). The
/// walk had cost 2 % of rating the 60 forum puzzles.
fn implied_off(gr: &Graph, s: usize, on_results: &[Implied], imp: &mut Implied) {
    imp.on = [Cells::EMPTY; 9];
    imp.off = [Cells::EMPTY; 9];
    imp.clash = None;
    let sn = gr.nodes[s];
    imp.off[sn.d] |= sn.cells;
    for &p in &gr.strong[s] {
        let Some(pi) = on_results.get(p as usize) else {
            continue;
        };
        if pi.clash.is_some() {
            imp.clash = Some(p as usize);
            return;
        }
        for d in 0..9 {
            imp.on[d] |= pi.on[d];
            imp.off[d] |= pi.off[d];
        }
    }
    if (0..9).any(|d| !(imp.on[d] & imp.off[d]).is_empty()) {
        imp.clash = Some(s);
    }
}

/// The places a contradiction can show that a clash (a candidate both true and false) does
/// not already reveal: cells with three or more candidates, and units where a digit has three
/// or more places (with two, a strong link turns the second true, and that clashes).
struct Watch {
    cells: Cells,
    /// Per digit, its units with three or more places: bit `u` for unit `u`.
    units: [u32; 9],
}

/// Whether `m` holds three or more cells, by clearing its two lowest: a count of its 128 bits
/// (a sequence of shifts and masks in a build for any x86-64) had made [`watch`] 9.5 M
/// instructions of rating top293, 13,000 a call.
fn three_or_more(m: Cells) -> bool {
    let two_less = m.without_first();
    two_less.has_several()
}

fn watch(g: &CandidateGrid) -> Watch {
    let cells = (0..81).filter(|&i| ones(g.cands[i]) >= 3).collect();
    let mut units = [0u32; 9];
    for (d, w) in units.iter_mut().enumerate() {
        for u in 0..27 {
            if three_or_more(g.pos[d] & UNIT[u]) {
                *w |= 1 << u;
            }
        }
    }
    Watch { cells, units }
}

/// The units (bit `u` for unit `u`) that hold a cell of `m`, by the nine 9-bit rows of `m`:
/// a row's bit when it is not empty, the columns from the rows' union, the boxes from each
/// band's. This replaced a test of each watched unit against the digit's cells off (about
/// twenty 128-bit tests a digit, 660 instructions a call of [`dead_end`]).
fn units_holding(m: Cells) -> u32 {
    let m = m.bits();
    let mut rows = 0u32;
    let mut bands = [0u32; 3];
    for r in 0..9 {
        let c = ((m >> (9 * r)) & 0x1ff) as u32;
        rows |= u32::from(c != 0) << r;
        bands[r / 3] |= c;
    }
    // The boxes of a band's nine columns that hold any of them.
    const BOXES: [u8; 512] = {
        let mut t = [0u8; 512];
        let mut x = 0;
        while x < 512 {
            t[x] =
                (x & 7 != 0) as u8 | ((x & 0o70 != 0) as u8) << 1 | ((x & 0o700 != 0) as u8) << 2;
            x += 1;
        }
        t
    };
    let cols = bands[0] | bands[1] | bands[2];
    let mut boxes = 0u32;
    for (b, &band) in bands.iter().enumerate() {
        boxes |= u32::from(BOXES.get(band as usize).copied().unwrap_or(0)) << (3 * b);
    }
    rows | cols << 9 | boxes << 18
}

/// Whether the implications empty a cell or leave a digit no place in a unit.
fn dead_end(g: &CandidateGrid, w: &Watch, imp: &Implied) -> bool {
    let mut open = Cells::EMPTY;
    for d in 0..9 {
        open |= g.pos[d] & !imp.off[d];
    }
    if !(w.cells & !open).is_empty() {
        return true;
    }
    // A unit of three or more places needs three of them off.
    (0..9).any(|d| {
        let off = imp.off[d];
        // Three or more cells, without counting all 128 bits.
        let two_less = off.without_first();
        let two_less = two_less.without_first();
        !two_less.is_empty() && w.units[d] & !units_holding(g.pos[d] & !off) != 0
    })
}

fn cand_of(g: &CandidateGrid, gr: &Graph, k: usize) -> Candidate {
    let nd = gr.nodes[k];
    g.cand(nd.cells.lowest(), nd.d)
}

fn step(
    t: Technique,
    pattern: Vec<Candidate>,
    placements: Vec<Candidate>,
    eliminations: Vec<Candidate>,
    wording: Wording,
) -> Step {
    Step {
        technique: t,
        cells: pattern.iter().map(|c| c.cell).collect(),
        candidates: pattern,
        units: Vec::new(),
        placements,
        eliminations,
        wording,
        text: String::new(),
    }
}

/// Forcing chains: contradictions, then verities of one candidate, of a cell, of a unit.
///
/// The implications of a candidate that holds in the solution (or of a false one assumed
/// false) hold in the solution too, as every link they follow is sound: they can neither clash
/// nor reach a dead end, so that test is left out for them.
pub(crate) fn forcing_chain(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    forcing_chain_with::<true>(g, ctx)
}

/// [`forcing_chain`], its walks taking the known walks whole (`MEMO`, see [`implied`]) or
/// not (the plain search the tests compare it with).
fn forcing_chain_with<const MEMO: bool>(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let mut on_results = std::mem::take(&mut ctx.scratch().walks);
    let found = forcing_chain_on::<MEMO>(g, ctx, &mut on_results);
    ctx.scratch().walks = on_results;
    found
}

/// [`forcing_chain_with`] with room for the walks, `on_results`, as long as the last call
/// left it (the run's `Scratch::walks`): a walk is only read once it is made (its node's flag
/// in `walked`), so what the room holds from before is never read.
fn forcing_chain_on<const MEMO: bool>(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    on_results: &mut Vec<Implied>,
) -> Option<Step> {
    let gr = ctx.aic_graph(g);
    let truth = g.solution_cells(ctx.solution());
    let w = watch(g);
    let strong = strong_cells(&gr);
    let n = gr.nodes.len();
    // The true implications of every node, walked when first needed: at its turn, or earlier
    // as the strong partner of a node assumed false.
    if on_results.len() < n {
        on_results.resize(n, Implied::none());
    }
    let mut walked = vec![false; n];
    let mut imp_off = Implied::none();
    let mut scratch = Implied::none();
    let mut queue = Vec::with_capacity(2 * n);
    // Contradictions: an assumption that breaks the grid.
    for s in 0..n {
        if ctx.out_of_budget() {
            return None;
        }
        let sn = gr.nodes[s];
        // Whether `s` is known true (`Some(true)`) or false in the solution.
        // (Read through a reference: the solution's masks taken by value had been copied for
        // every node, 2.4 M instructions rating top293.)
        let holds = truth
            .as_ref()
            .filter(|_| sn.cells.len() == 1)
            .map(|t| !(t[sn.d] & sn.cells).is_empty());
        // This node's walk, then its strong partners' (for its false assumption).
        for p in std::iter::once(s).chain(gr.strong[s].iter().map(|&p| p as usize)) {
            if !walked[p] {
                let (before, rest) = on_results.split_at_mut(p);
                if let Some((slot, after)) = rest.split_first_mut() {
                    let memo = MEMO.then_some(Known {
                        before,
                        after,
                        at: p,
                        walked: &walked,
                    });
                    implied(g, &gr, &strong, p, true, &mut queue, memo, slot);
                }
                walked[p] = true;
            }
        }
        let mut imp = &on_results[s];
        if MEMO && imp.clash.is_some() {
            // The clash to name is the plain walk's.
            implied(g, &gr, &strong, s, true, &mut queue, None, &mut scratch);
            imp = &scratch;
        }
        let c = cand_of(g, &gr, s);
        if imp.clash.is_some() || (holds != Some(true) && dead_end(g, &w, imp)) {
            let wording = match imp.clash {
                Some(k) => Wording::ForcingClash {
                    assumed: c,
                    clash: cand_of(g, &gr, k),
                },
                None => Wording::ForcingDeadEnd { assumed: c },
            };
            return Some(step(
                Technique::ForcingChainContradiction,
                vec![c],
                Vec::new(),
                vec![c],
                wording,
            ));
        }
        if gr.strong.is_empty_at(s) {
            // Assumed false, a candidate without a strong link implies nothing but itself: no
            // clash, no dead end (a watched cell keeps two candidates, a watched unit two
            // places), and no verity (the other branch implies nothing outside the pattern).
            // Skipping it took the chains from 253 M to 231 M instructions rating top293.
            // Skipping also a single candidate whose one strong partner is an earlier single
            // candidate that makes it false (its false assumption then implies what that
            // partner true does, already tried) was measured and not kept: top293 2.4796 G →
            // 2.4762 G (0.14%), forum60 1.4574 G → 1.4533 G.
            continue;
        }
        implied_off(&gr, s, on_results, &mut imp_off);
        if imp_off.clash.is_some() || (holds != Some(false) && dead_end(g, &w, &imp_off)) {
            return Some(step(
                Technique::ForcingChainContradiction,
                vec![c],
                vec![c],
                Vec::new(),
                Wording::ForcingFalse { assumed: c },
            ));
        }
        // Verity from both truth values of one candidate.
        let at = |d: usize| if d == sn.d { sn.cells } else { Cells::EMPTY };
        if agree(g, &[imp, &imp_off], at) {
            if let Some(st) = verity(g, &[imp, &imp_off], &[c], Choice::Candidate(c)) {
                return Some(st);
            }
        }
    }
    let mut branches: Vec<&Implied> = Vec::with_capacity(9);
    let mut pattern = Vec::with_capacity(9);
    // Whether the verity of the two candidates `a` and `b` (a bivalue cell, or a digit's two
    // places in a unit) is known to be empty from the candidate verities above: when `b` is a
    // strong partner of `a`, `a` assumed false implied all that `b` assumed true does (see
    // `implied_off`), so what `a` and `b` both imply is among what `a` true and `a` false
    // both imply, which the loop above found empty (outside `a`, and the pattern here holds
    // `a`). Every node with a strong partner had its candidate verity tried there. With the
    // count in `watch` below, forcing chains went from 217.5 M to 209.4 M instructions of
    // `sudoku rate --threads 1 /tmp/top293.txt` (this skip 4.1 M of it), and rating the 60
    // forum puzzles from 1.4677 G to 1.4574 G. Skipping as well the units of three or more
    // places two of which are strong partners (conjugate in a box or a line crossing the
    // unit) was tried and dropped: looking for them cost more than the verities they saved
    // (top293 2.4836 G → 2.4882 G). Only the memo walks skip (the plain search, which the
    // tests compare them with, tries every verity).
    let known_empty = |a: u16, b: u16| {
        MEMO && (a as usize) < gr.nodes.len() && gr.strong[a as usize].contains(&b)
    };
    // Cell verity: every candidate of a cell leads to the same conclusion.
    for i in 0..81 {
        if g.values[i] != 0 || g.cands[i].count_ones() < 2 {
            continue;
        }
        let c = g.cands[i];
        let rest = c & (c - 1);
        if rest & (rest - 1) == 0 {
            let (d1, d2) = (c.trailing_zeros() as usize, rest.trailing_zeros() as usize);
            if known_empty(gr.id[i * 9 + d1], gr.id[i * 9 + d2]) {
                continue;
            }
        }
        branches.clear();
        for d in digits(g.cands[i]) {
            branches.push(&on_results[gr.id[i * 9 + d] as usize]);
        }
        if !agree(g, &branches, |_| Cells::single(i)) {
            continue;
        }
        pattern.clear();
        for d in digits(g.cands[i]) {
            pattern.push(cand_of(g, &gr, gr.id[i * 9 + d] as usize));
        }
        if let Some(st) = verity(g, &branches, &pattern, Choice::Cell(g.cell(i))) {
            return Some(st);
        }
    }
    // Unit verity: every place of a digit in a unit leads to the same conclusion.
    for d in 0..9 {
        for u in 0..27 {
            let m = g.pos[d] & UNIT[u];
            if !m.has_several() {
                continue;
            }
            let rest = m.without_first();
            if !rest.has_several() {
                let (i1, i2) = (m.lowest(), rest.lowest());
                if known_empty(gr.id[i1 * 9 + d], gr.id[i2 * 9 + d]) {
                    continue;
                }
            }
            branches.clear();
            for i in cells(m) {
                branches.push(&on_results[gr.id[i * 9 + d] as usize]);
            }
            if !agree(g, &branches, |d2| if d2 == d { m } else { Cells::EMPTY }) {
                continue;
            }
            pattern.clear();
            for i in cells(m) {
                pattern.push(cand_of(g, &gr, gr.id[i * 9 + d] as usize));
            }
            let why = Choice::Unit {
                digit: d as u8 + 1,
                unit: super::single_digit::unit_name(u),
            };
            if let Some(st) = verity(g, &branches, &pattern, why) {
                return Some(st);
            }
        }
    }
    None
}

/// Whether every branch implies something about a candidate outside the pattern (`pattern`
/// gives its cells per digit): the test [`verity`] makes, without building anything, and
/// giving up on a digit as soon as the branches met share nothing there. Building the masks
/// and the pattern first for every candidate, cell and unit had cost 6 % of rating the 60
/// forum puzzles.
fn agree(g: &CandidateGrid, branches: &[&Implied], pattern: impl Fn(usize) -> Cells) -> bool {
    (0..9).any(|d| {
        let live = g.pos[d] & !pattern(d);
        let (mut on, mut off) = (live, live);
        for b in branches {
            on &= b.on[d];
            off &= b.off[d];
            if (on | off).is_empty() {
                return false;
            }
        }
        true
    })
}

/// What every branch implies, as a verity step.
fn verity(
    g: &CandidateGrid,
    branches: &[&Implied],
    pattern: &[Candidate],
    choice: Choice,
) -> Option<Step> {
    let mut on = [Cells::MAX; 9];
    let mut off = [Cells::MAX; 9];
    for b in branches {
        for d in 0..9 {
            on[d] &= b.on[d];
            off[d] &= b.off[d];
        }
    }
    for c in pattern {
        let d = c.digit.index();
        on[d].remove(c.cell.index());
        off[d].remove(c.cell.index());
    }
    if (0..9).all(|d| ((on[d] | off[d]) & g.pos[d]).is_empty()) {
        return None;
    }
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    for d in 0..9 {
        placements.extend(cells(on[d] & g.pos[d]).map(|i| g.cand(i, d)));
        eliminations.extend(cells(off[d] & g.pos[d] & !on[d]).map(|i| g.cand(i, d)));
    }
    placements.sort();
    eliminations.sort();
    Some(step(
        Technique::ForcingChainVerity,
        pattern.to_vec(),
        placements,
        eliminations,
        Wording::ForcingVerity { choice },
    ))
}

/// A 9×9 position reduced to what playing out singles needs: per digit the cells where it is
/// a candidate and the cells that hold it.
#[derive(Clone, Copy)]
struct Board {
    pos: [Cells; 9],
    placed: [Cells; 9],
    /// Per digit, the units that hold it: bit `u` for unit `u` (rows, columns, boxes).
    done: [u32; 9],
}

impl Board {
    fn of(g: &CandidateGrid) -> Board {
        let mut placed = [Cells::EMPTY; 9];
        let mut done = [0u32; 9];
        for (i, &v) in g.values.iter().enumerate().take(81) {
            if (1..=9).contains(&v) {
                placed[v as usize - 1] |= Cells::single(i);
                done[v as usize - 1] |= UNITS_OF[i];
            }
        }
        Board {
            pos: g.pos,
            placed,
            done,
        }
    }

    /// Places digit `d` in cell `i`, and adds to `dirty` (per digit, a mask of units) the
    /// units where a digit lost a candidate.
    fn place(&mut self, i: usize, d: usize, dirty: &mut [u32; 9]) {
        let own = UNITS_OF[i];
        for k in 0..9 {
            if self.pos[k].contains(i) {
                dirty[k] |= own;
                self.pos[k].remove(i);
            }
        }
        let gone = PEERS[i] & self.pos[d];
        self.pos[d] &= !gone;
        for j in cells(gone) {
            dirty[d] |= UNITS_OF[j];
        }
        self.placed[d].insert(i);
        self.done[d] |= own;
    }
}

/// All 27 units.
const ALL_UNITS: u32 = (1 << 27) - 1;

/// The hidden singles of digit `d` among `units` (one cell mask), or `None` when one of them
/// has lost every place for `d` without holding it.
///
/// Only the units where `d` lost a place since their last check are looked at (a handful,
/// against 27); a first version cut all of a digit's units out of its three bands at every
/// check, 350 instructions a call.
fn hidden_of(b: &Board, d: usize, units: u32) -> Option<Cells> {
    let m = b.pos[d];
    let mut found: Cells = Cells::EMPTY;
    let mut open = units & !b.done[d];
    while open != 0 {
        let u = open.trailing_zeros() as usize;
        open &= open - 1;
        let y = m & UNIT[u];
        if y.is_empty() {
            return None;
        }
        if !y.has_several() {
            found |= y;
        }
    }
    Some(found)
}

/// Plays `c` true (or false) out on `g` with naked and hidden singles; `None` when the grid
/// breaks (a cell without candidates, or a unit that lost every place of a digit).
///
/// The outcome does not depend on the order in which singles are placed, so all singles of a
/// round are placed at once (the old version placed the first naked single in cell order or
/// else HoDoKu's first hidden single, one `hidden_single_at` scan each, and copied the grid).
/// Why: a broken position stays broken under singles (a cell without candidates gets none
/// back, and a unit that lost a digit's places gets none back either), and if one order ends
/// unbroken, every single another order places is a placement of that end position: a naked
/// single's cell there either holds its one digit or would be a single still; a hidden
/// single's digit is held in its unit at that cell or it would be a single still (placements
/// never repeat a digit among peers, as placing clears it from them). So every order ends in
/// the same position, or every order ends broken. A single found in a round whose cell lost
/// its digit before it is placed in the same round therefore means a broken grid (the cell
/// is left without candidates, or its unit without the digit).
fn play(g: &Board, clean: bool, c: Candidate, on: bool) -> Option<Board> {
    let mut b = *g;
    let (i0, d0) = (c.cell.index(), c.digit.index());
    if i0 >= 81 || d0 >= 9 {
        return None;
    }
    // Per digit, the units where it lost a place since their last check. When `g` itself
    // has no hidden single and no dead unit (`clean`), those the assumption touched;
    // otherwise all of them.
    let mut dirty = [if clean { 0 } else { ALL_UNITS }; 9];
    if on {
        b.place(i0, d0, &mut dirty);
    } else {
        b.pos[d0].remove(i0);
        dirty[d0] |= UNITS_OF[i0];
    }
    // Rounds: dead cells and naked singles over the whole board; when there are none, dead
    // units and hidden singles among the units of `dirty`.
    loop {
        let (mut once, mut twice, mut held) = (Cells::EMPTY, Cells::EMPTY, Cells::EMPTY);
        for d in 0..9 {
            twice |= once & b.pos[d];
            once |= b.pos[d];
            held |= b.placed[d];
        }
        if !(ALL81 & !held & !once).is_empty() {
            return None;
        }
        let naked = once & !twice;
        let mut singles = [Cells::EMPTY; 9];
        if !naked.is_empty() {
            // Naked singles first, round after round, while they last: the digits they touch
            // are checked for hidden singles together afterwards (checking them every round
            // had cost a third more calls of `hidden_of`).
            for (d, s) in singles.iter_mut().enumerate() {
                *s = naked & b.pos[d];
            }
        } else {
            let mut any = Cells::EMPTY;
            for d in 0..9 {
                if dirty[d] != 0 {
                    let h = hidden_of(&b, d, dirty[d])?;
                    singles[d] = h;
                    any |= h;
                }
            }
            if any.is_empty() {
                return Some(b);
            }
            dirty = [0; 9];
        }
        for (d, &s) in singles.iter().enumerate() {
            for i in cells(s) {
                if b.placed[d].contains(i) {
                    continue;
                }
                if !b.pos[d].contains(i) {
                    return None;
                }
                b.place(i, d, &mut dirty);
            }
        }
    }
}

/// Forcing nets: an assumption played out with singles breaks the grid (contradiction), or
/// every candidate of a cell leads to the same placements (verity).
pub(crate) fn forcing_net(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let board = Board::of(g);
    let clean = (0..9).all(|d| hidden_of(&board, d, ALL_UNITS) == Some(Cells::EMPTY));
    // A candidate of the solution played true, or one outside it played false, keeps the
    // solution in the grid (singles are sound), so that play cannot break. The false play of
    // a candidate outside the solution is skipped, as nothing of it is kept; the true play of
    // a candidate of the solution is put off until a cell verity needs it, that is until the
    // other branches of its cell agree on something (most cells fail before: 1.3 % of rating
    // the 60 forum puzzles).
    let truth = g.solution_cells(ctx.solution());
    let net_true = |c: Candidate| {
        step(
            Technique::ForcingNetContradiction,
            vec![c],
            Vec::new(),
            vec![c],
            Wording::NetTrue { assumed: c },
        )
    };
    // Per candidate, in cell then digit order, the digits its true play placed (`None` when
    // put off).
    let mut results: Vec<(Candidate, Option<[Cells; 9]>)> = Vec::new();
    for i in 0..81 {
        for d in digits(g.cands[i]) {
            if ctx.out_of_budget_now() {
                return None;
            }
            let c = g.cand(i, d);
            let held = truth.map(|t| t[d].contains(i));
            let placed = if held == Some(true) {
                None
            } else {
                let Some(r) = play(&board, clean, c, true) else {
                    return Some(net_true(c));
                };
                Some(r.placed)
            };
            if held != Some(false) && play(&board, clean, c, false).is_none() {
                return Some(step(
                    Technique::ForcingNetContradiction,
                    vec![c],
                    vec![c],
                    Vec::new(),
                    Wording::NetFalse { assumed: c },
                ));
            }
            results.push((c, placed));
        }
    }
    // Cell verity over the nets: a cell empty in `g` that every branch fills with one digit.
    let mut empty = ALL81;
    for &p in &board.placed {
        empty &= !p;
    }
    let mut at = 0;
    for i in 0..81 {
        let n = g.cands[i].count_ones() as usize;
        let Some(branches) = results.get(at..at + n) else {
            break;
        };
        at += n;
        if g.values[i] != 0 || n < 2 {
            continue;
        }
        let mut both = [empty - Cells::single(i); 9];
        for placed in branches.iter().filter_map(|(_, r)| r.as_ref()) {
            for d in 0..9 {
                both[d] &= placed[d];
            }
        }
        if both.iter().all(|&m| m.is_empty()) {
            continue;
        }
        for &(c, r) in branches {
            if r.is_none() {
                // Cannot break (see above); were it to (a solution out of step with the
                // grid), it is reported as the contradiction it is.
                let Some(played) = play(&board, clean, c, true) else {
                    return Some(net_true(c));
                };
                for d in 0..9 {
                    both[d] &= played.placed[d];
                }
            }
        }
        let union = both.iter().fold(Cells::EMPTY, |a, &m| a | m);
        if union.is_empty() {
            continue;
        }
        let placements = cells(union)
            .filter_map(|j| (0..9).find(|&d| both[d].contains(j)).map(|d| g.cand(j, d)))
            .collect();
        let pattern = branches.iter().map(|(c, _)| *c).collect();
        return Some(step(
            Technique::ForcingNetVerity,
            pattern,
            placements,
            Vec::new(),
            Wording::NetVerity { cell: g.cell(i) },
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    //! The shortcuts of the forcing chains checked against the plain search.
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// The walks that take known walks whole give the plain walks' step, at every position
    /// of the solving paths of top1465 puzzles (whatever technique the engine takes there).
    #[test]
    fn memo_walks_give_the_plain_step() {
        let budget = crate::Budget::unlimited();
        let (mut positions, mut found) = (0, 0);
        for (line, mut g, solution) in hard_puzzles(7, 200) {
            let mut ctx = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, ctx| {
                let fast = forcing_chain_with::<true>(g, ctx);
                let plain = forcing_chain_with::<false>(g, ctx);
                positions += 1;
                found += usize::from(plain.is_some());
                assert_eq!(fast, plain, "{line}");
            });
        }
        assert!(
            found > 100,
            "too few forcing chains: {found} in {positions} positions"
        );
    }

    /// The units holding a cell of a mask, by rows, are those whose cells meet it.
    #[test]
    fn units_holding_matches_the_units() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            let mut m: Cells = Cells::EMPTY;
            for _ in 0..(seed % 12) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                m.insert((seed % 81) as usize);
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let want = (0..27)
                .filter(|&u| !(UNIT[u] & m).is_empty())
                .fold(0u32, |a, u| a | 1 << u);
            assert_eq!(units_holding(m), want, "{m:#x}");
        }
    }
}
