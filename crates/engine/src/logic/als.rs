//! Almost locked sets, 9×9: ALS-XZ, ALS-XY-Wing, and Sue de Coq.
//!
//! An almost locked set (ALS) is `n` cells of one unit holding `n + 1` candidates between
//! them: remove any one digit and the rest is locked. Two ALSs with a *restricted common*
//! digit `x` (every `x` of one sees every `x` of the other) cannot both hold `x`, so for any
//! other common digit `z` one of them holds `z`: cells seeing every `z` of both lose it.

use std::rc::Rc;

use super::als_sets::{all_links, fresh_since, Als, AlsLinks, LinkIndex, LinksDelta};
use super::candidates::CandidateGrid;
use super::context::Context;
use super::geometry::{cells, digits, Cells, ALL81, UNIT};
use super::links::ones;
use super::scratch::Part;
use super::step::{digit_values, Elimination, Step};
use super::technique::Technique;
use super::wording::{CellGroup, Wording};
use crate::topology::Unit;

/// Cells outside the sets that see every `z` of the given ALSs, as eliminations of `z`.
fn z_elims(g: &CandidateGrid, sets: &[&Als], zs: u32) -> Vec<Elimination> {
    let mut out = Vec::new();
    let inside = sets.iter().fold(Cells::EMPTY, |m, a| m | a.cells);
    for z in digits(zs) {
        let t = sets.iter().fold(ALL81, |m, a| m & a.sees[z]) & g.pos[z] & !inside;
        out.extend(cells(t).map(|i| g.cand(i, z)));
    }
    out
}

/// Cells and their candidates, as a step names them.
fn group(g: &CandidateGrid, m: Cells, digits: u32) -> CellGroup {
    CellGroup {
        cells: cells(m).map(|i| g.cell(i)).collect(),
        digits: digit_values(digits),
    }
}

fn als_step(
    g: &CandidateGrid,
    t: Technique,
    sets: &[&Als],
    elims: Vec<Elimination>,
    wording: Wording,
) -> Step {
    let mut candidates = Vec::new();
    for a in sets {
        for i in cells(a.cells) {
            for d in digits(g.cands[i]) {
                candidates.push(g.cand(i, d));
            }
        }
    }
    Step {
        technique: t,
        cells: candidates
            .iter()
            .map(|c| c.cell)
            .fold(Vec::new(), |mut v, c| {
                if !v.contains(&c) {
                    v.push(c);
                }
                v
            }),
        candidates,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

/// The digits `z` of `zs` common to `a` and `b` for which some cell outside `a`, `b` and
/// `also` sees every `z` of both: the `z` that [`z_elims`] (less the cells of `also`) would
/// eliminate.
fn live_zs(g: &CandidateGrid, a: &Als, b: &Als, also: Cells, zs: u32) -> u32 {
    let outside = !(a.cells | b.cells | also);
    let mut live = 0;
    for z in digits(zs & a.cands & b.cands) {
        if !(a.sees[z] & b.sees[z] & g.pos[z] & outside).is_empty() {
            live |= 1 << z;
        }
    }
    live
}

/// ALS-XZ: two ALSs with a restricted common digit `x`; any other common digit `z` leaves
/// the cells that see all of its places in both.
///
/// The finder returns the first pair, in its walk order (by the first set's index, then the
/// second's), that eliminates. What a pair gives depends on its two sets (their cells and
/// their cells per digit, which fix their candidates, what each sees and their restricted
/// commons) and on the grid only through the eliminations, the cells of `g.pos` that see
/// every `z` of both: candidates only go during a run, so those only shrink. A pair whose
/// two sets were both among those of the last search that walked every pair and found
/// nothing (see [`Context::als_quiet`]) therefore gives nothing still, and only the pairs
/// with a set new since then are tried: the first of them that eliminates is the first of
/// all. On top293 this left 41% of the pairs to try; most of what remains is the first search
/// of each run, which has no earlier one to lean on (259 of its 1,124 searches, and the
/// largest), and the restricted commons of every pair, which ALS-XY-Wing needs.
pub(crate) fn als_xz(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let als = ctx.als(g);
    let found = match (ctx.als_memo(), ctx.als_quiet(0)) {
        // The last empty search's sets are those whose links are kept: the sets new since it
        // and their pairs are those the links carried over compute, before they are merged,
        // so those pairs are walked as computed. Walking the merged rows to pass over the old
        // pairs, and matching the two lists again for the marks of the new sets, had cost
        // 9.4 M instructions of `sudoku rate --threads 1 /tmp/top293.txt` (ALS-XZ 320.8 M →
        // 311.4 M; 796 of its 1,124 searches take this way). Leaving the merge out when a
        // step is found, the memo then staying at the older list, was tried and dropped: the
        // next search has more new sets (in one build with both, ALS-XZ 315.1 M with the
        // merge, 320.4 M without).
        (Some((old, old_links)), Some(quiet)) if Rc::ptr_eq(&old, &quiet) => {
            // `None` only when the budget has run out, which the caller sees below.
            match LinksDelta::since(&als, &old, || ctx.out_of_budget()) {
                Some(delta) => {
                    ctx.als_fresh(&als, &old, || {
                        (0..als.len()).map(|i| delta.is_new(i)).collect()
                    });
                    ctx.keep_als_links(delta.finish(&old_links));
                    xz_over_delta(g, ctx, &als, &delta)
                }
                None => None,
            }
        }
        _ => {
            let fresh = fresh_of(ctx, 0, &als);
            xz_search(g, ctx, &als, &fresh)
        }
    };
    if found.is_none() && ctx.interrupted().is_none() {
        ctx.set_als_quiet(0);
    }
    found
}

/// Which sets of `als` are new since the last complete and empty search of `finder` (see
/// [`Context::als_quiet`]): all of them before there was one.
fn fresh_of(ctx: &mut Context<'_>, finder: usize, als: &Rc<Vec<Als>>) -> Rc<Vec<bool>> {
    match ctx.als_quiet(finder) {
        Some(old) => ctx.als_fresh(als, &old, || fresh_since(als, &old)),
        None => Rc::new(vec![true; als.len()]),
    }
}

/// The search of [`als_xz`] over the pairs with a set marked in `fresh`.
fn xz_search(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    als: &[Als],
    fresh: &[bool],
) -> Option<Step> {
    if let Some((old, old_links)) = ctx.als_memo() {
        // `None` only when the budget has run out, which the caller sees.
        let delta = LinksDelta::since(als, &old, || ctx.out_of_budget())?;
        let links = ctx.keep_als_links(delta.finish(&old_links));
        return xz_over_links(g, ctx, als, &links, fresh);
    }
    // The restricted commons of every pair, kept for ALS-XY-Wing if no step is found here.
    // The pairs are listed first and each set's list made at its size after: the lists grown
    // push by push had been a tenth of this finder (reallocations and their copies).
    let mut pairs: Vec<(u32, u32, u32)> = Vec::new();
    let mut degree = vec![0u32; als.len()];
    let index = LinkIndex::new(als);
    let mut near = Vec::new();
    for (i, a) in als.iter().enumerate() {
        // One poll per ALS: the inner loop over the later sets is a few microseconds.
        if ctx.out_of_budget() {
            return None;
        }
        index.partners(a, i + 1, &mut near);
        for &(j, r) in &near {
            let b = &als[j as usize];
            pairs.push((i as u32, j, r));
            degree[i] += 1;
            degree[j as usize] += 1;
            if !fresh[i] && !fresh[j as usize] {
                continue;
            }
            if let Some(s) = xz_pair(g, a, b, r) {
                return Some(s);
            }
        }
    }
    if ctx.interrupted().is_none() {
        ctx.keep_als_links(AlsLinks::from_pairs(&degree, &pairs));
    }
    None
}

/// The ALS-XZ step of the pair `a`, `b` with restricted commons `r`, if it eliminates.
fn xz_pair(g: &CandidateGrid, a: &Als, b: &Als, r: u32) -> Option<Step> {
    // The digits some common `x` leaves as `z`, with masks first (see ALS-XY-Wing).
    let common = a.cands & b.cands;
    let maybe = digits(r).fold(0, |m, x| m | (common & !(1 << x)));
    if maybe == 0 {
        return None;
    }
    let live = live_zs(g, a, b, Cells::EMPTY, maybe);
    if live == 0 {
        return None;
    }
    for x in digits(r) {
        let zs = a.cands & b.cands & !(1 << x);
        if zs & live == 0 {
            continue;
        }
        let elims = z_elims(g, &[a, b], zs);
        let wording = Wording::AlsXz {
            sets: [group(g, a.cells, a.cands), group(g, b.cells, b.cands)],
            common: x as u8 + 1,
            digits: digit_values(zs),
        };
        return Some(als_step(g, Technique::AlsXz, &[a, b], elims, wording));
    }
    None
}

/// ALS-XZ over the restricted commons `links` of every pair of `als`, in the order of the
/// pair walk of [`als_xz`] (each list of `links` is ordered by index), trying only the pairs
/// with a set marked in `fresh`.
fn xz_over_links(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    als: &[Als],
    links: &AlsLinks,
    fresh: &[bool],
) -> Option<Step> {
    for (i, a) in als.iter().enumerate() {
        if ctx.out_of_budget() {
            return None;
        }
        let row = links.row(i);
        let later = row.partition_point(|&(j, _)| (j as usize) <= i);
        for &(j, r) in &row[later..] {
            if !fresh[i] && !fresh[j as usize] {
                continue;
            }
            if let Some(s) = xz_pair(g, a, &als[j as usize], r) {
                return Some(s);
            }
        }
    }
    None
}

/// ALS-XZ over the pairs with a set new since the last empty search, given by `delta` (made
/// against the same earlier list), in the order of the pair walk of [`als_xz`].
fn xz_over_delta(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    als: &[Als],
    delta: &LinksDelta,
) -> Option<Step> {
    for (i, a) in als.iter().enumerate() {
        let row = delta.new_pairs(i);
        if row.is_empty() {
            continue;
        }
        if ctx.out_of_budget() {
            return None;
        }
        let later = row.partition_point(|&(j, _)| (j as usize) <= i);
        for &(j, r) in &row[later..] {
            if let Some(s) = xz_pair(g, a, &als[j as usize], r) {
                return Some(s);
            }
        }
    }
    None
}

/// ALS-XY-Wing: a pivot ALS `c` with restricted commons `x` to `a` and `y` to `b`; a digit
/// `z` common to `a` and `b` leaves the cells that see all its places in both.
///
/// As for [`als_xz`], what a triple gives depends on its three sets and on the grid only
/// through the eliminations (those of the two pincers, less the pivot's cells), which only
/// shrink during a run: a triple of sets all found at the last complete search that found
/// nothing gives nothing still, and only the triples with a new set are tried.
///
/// Tried and dropped: each set's digits that some cell outside it sees in all their places
/// (what a pincer could eliminate), made once per search and ANDed into the pincers' common
/// digits before the other masks. Too few triples fall to it: ALS-XY-Wing went from 131.9 M to
/// 136.6 M instructions of rating top293 (one build with both).
pub(crate) fn als_xy_wing(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let als = ctx.als(g);
    let fresh = fresh_of(ctx, 1, &als);
    let all = ctx.als_links(|| all_links(&als));
    // The places in the pivot's row of its new pincers.
    let mut news: Vec<usize> = Vec::new();
    for (ci, c) in als.iter().enumerate() {
        if ctx.out_of_budget() {
            return None;
        }
        let links = all.row(ci);
        // With an old pivot, an old pincer pairs only with the new ones after it: those are
        // listed once per pivot, and a pivot with none and no new set is passed by. Walking
        // every pair of such a pivot's row to skip them had been a tenth of this finder.
        news.clear();
        if !fresh[ci] {
            news.extend((0..links.len()).filter(|&q| fresh[links[q].0 as usize]));
            if news.is_empty() {
                continue;
            }
        }
        for (p, &(ka, ra)) in links.iter().enumerate() {
            // One poll per pincer: the pairs it makes are a few microseconds.
            if ctx.out_of_budget() {
                return None;
            }
            let a = (&als[ka as usize], ra);
            if fresh[ci] || fresh[ka as usize] {
                for &(kb, rb) in &links[p + 1..] {
                    if let Some(s) = xy_triple(g, c, a, (&als[kb as usize], rb)) {
                        return Some(s);
                    }
                }
            } else {
                let after = news.partition_point(|&q| q <= p);
                for &q in &news[after..] {
                    let (kb, rb) = links[q];
                    if let Some(s) = xy_triple(g, c, a, (&als[kb as usize], rb)) {
                        return Some(s);
                    }
                }
            }
        }
    }
    if ctx.interrupted().is_none() {
        ctx.set_als_quiet(1);
    }
    None
}

/// The ALS-XY-Wing step of pivot `c` and pincers `a` and `b` with their restricted commons
/// to `c`, if it eliminates. Inlined: most triples end at the first masks, and the call had
/// cost as much as they do.
#[inline(always)]
fn xy_triple(
    g: &CandidateGrid,
    c: &Als,
    (a, ra): (&Als, u32),
    (b, rb): (&Als, u32),
) -> Option<Step> {
    if !(a.cells & b.cells).is_empty() {
        return None;
    }
    // The digits some choice of commons leaves as `z`, with masks first: only those
    // are looked up in the sets' large tables (most pairs have none, or none live).
    let common = a.cands & b.cands;
    // Most pincers have one restricted common each: then the digits left are the common ones
    // less those two (none when they are the same digit, which cannot be both `x` and `y`).
    // This shortcut took ALS-XY-Wing from 129.2 M to 118.8 M instructions on top293. (No
    // link has an empty set of commons; with one, both forms would give no step.)
    let single = |r: u32| r & r.wrapping_sub(1) == 0;
    let maybe = if single(ra) && single(rb) {
        if ra == rb {
            0
        } else {
            common & !ra & !rb
        }
    } else {
        let mut maybe = 0;
        for x in digits(ra) {
            for y in digits(rb & !(1 << x)) {
                maybe |= common & !(1 << x) & !(1 << y);
            }
        }
        maybe
    };
    if maybe == 0 {
        return None;
    }
    let live = live_zs(g, a, b, c.cells, maybe);
    if live == 0 {
        return None;
    }
    for x in digits(ra) {
        for y in digits(rb & !(1 << x)) {
            let zs = a.cands & b.cands & !(1 << x) & !(1 << y);
            if zs & live == 0 {
                continue;
            }
            let mut elims = z_elims(g, &[a, b], zs);
            elims.retain(|e| !c.cells.contains(e.cell.index()));
            let wording = Wording::AlsXyWing {
                pivot: group(g, c.cells, c.cands),
                pincers: [group(g, a.cells, a.cands), group(g, b.cells, b.cands)],
                commons: [x as u8 + 1, y as u8 + 1],
                digits: digit_values(zs),
            };
            return Some(als_step(
                g,
                Technique::AlsXyWing,
                &[c, a, b],
                elims,
                wording,
            ));
        }
    }
    None
}

/// Sue de Coq: two or three cells of a box-line intersection with at least two more digits
/// than cells, completed by cells of the line and cells of the box whose digits do not
/// overlap; together they lock their digits in the line and in the box.
///
/// What a box and a line give depends on their cells alone, so a pair whose cells have not
/// changed since it last gave nothing is skipped. The cells are told changed by comparing each
/// cell (its candidates and whether it is open) with the cell as the last call saw it: the
/// pairs had been keyed by their units packed (`als_sets::packed`, shared with the ALS
/// enumeration), and Sue de Coq, the first finder at a position to ask for them, paid 9.7 M
/// instructions of rating top293 packing them, while ALS-XZ runs at fewer than half of its
/// positions.
pub(crate) fn sue_de_coq(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let open = open_cells(g);
    let (seen, quiet_was) = ctx.sdc_memo();
    let mut touched = 0u64;
    for (((was, &c), &value), pairs) in seen
        .iter_mut()
        .zip(&g.cands)
        .zip(&g.values)
        .zip(&SDC_PAIRS_OF)
    {
        let now = c | u32::from(value == 0) << 9;
        touched |= if now != *was { *pairs } else { 0 };
        *was = now;
    }
    let mut quiet = *quiet_was & !touched;
    // The buckets are the run's (see `Scratch::sdc_buckets`), taken out for the search.
    let mut buckets = std::mem::take(&mut ctx.scratch().sdc_buckets);
    if buckets.len() != 16 {
        // Each holds at most the box parts of one intersection.
        buckets = (0..16).map(|_| Vec::with_capacity(MAX_PARTS)).collect();
    }
    let found = sdc_pairs(g, open, &mut quiet, &mut buckets);
    ctx.sdc_memo().1 = quiet;
    ctx.scratch().sdc_buckets = buckets;
    found
}

/// For each cell, the box-line pairs of Sue de Coq (bit `6 * box + k`, `k` the place of the
/// line among the box's three rows and then its three columns) whose box or line holds it.
const SDC_PAIRS_OF: [u64; 81] = {
    let mut t = [0u64; 81];
    let mut b = 0;
    while b < 9 {
        let mut k = 0;
        while k < 6 {
            let line = if k < 3 {
                3 * (b / 3) + k
            } else {
                9 + 3 * (b % 3) + k - 3
            };
            let m = UNIT[18 + b].union(UNIT[line]);
            let mut i = 0;
            while i < 81 {
                if m.contains(i) {
                    t[i] |= 1 << (6 * b + k);
                }
                i += 1;
            }
            k += 1;
        }
        b += 1;
    }
    t
};

/// Sue de Coq over the box-line pairs (`open`: the empty cells), skipping the pairs of
/// `quiet` (see [`SDC_PAIRS_OF`]) and adding those that give nothing.
///
/// Room kept between the intersections: the box parts by excess, in `buckets` (16 lists,
/// the run's), and the line and box parts (on the stack), which are only listed for an
/// intersection with a core of enough digits.
/// (The buckets in one array on the stack, sorted by a count per bucket at each core, cost
/// more than these lists: Sue de Coq 41.4 M → 51.3 M instructions on the extreme hunt ×200.)
fn sdc_pairs(
    g: &CandidateGrid,
    open: Cells,
    quiet: &mut u64,
    buckets: &mut [Vec<Part>],
) -> Option<Step> {
    let (mut ls, mut bs) = (Parts::default(), Parts::default());
    for b in 0..9 {
        // The lines crossing box `b`, in order: its three rows, then its three columns (the
        // twelve others, which miss it, had been walked too).
        let (r0, c0) = (3 * (b / 3), 9 + 3 * (b % 3));
        for (k, line) in (r0..r0 + 3).chain(c0..c0 + 3).enumerate() {
            let bit = 1u64 << (6 * b + k);
            let inter = UNIT[18 + b] & UNIT[line] & open;
            if inter.without_first().is_empty() {
                continue;
            }
            let line_rest = UNIT[line] & !UNIT[18 + b] & open;
            let box_rest = UNIT[18 + b] & !UNIT[line] & open;
            if line_rest.is_empty() || box_rest.is_empty() {
                continue;
            }
            if *quiet & bit != 0 {
                continue;
            }
            let mut listed = false;
            // The intersection's cells (at most three), on the stack.
            let (ic, len) = listed_cells::<3>(inter);
            for pick in 3..(1u32 << len) {
                if pick & (pick - 1) == 0 {
                    continue;
                }
                let (mut core, mut v) = (Cells::EMPTY, 0u32);
                for (k, &i) in ic[..len].iter().enumerate() {
                    if pick & (1 << k) != 0 {
                        core |= Cells::single(i);
                        v |= g.cands[i];
                    }
                }
                let n = ones(pick) as usize;
                if (ones(v) as usize) < n + 2 {
                    continue;
                }
                if !listed {
                    parts(g, line_rest, &mut ls);
                    parts(g, box_rest, &mut bs);
                    listed = true;
                }
                let lists = (ls.list(), bs.list());
                if let Some(s) = sdc_with(g, (b, line, open), core, v, lists, buckets) {
                    return Some(s);
                }
            }
            *quiet |= bit;
        }
    }
    None
}

fn open_cells(g: &CandidateGrid) -> Cells {
    (0..81).filter(|&i| g.values[i] == 0).collect()
}

/// The first `N` cells of `set` in order, on the stack, and how many there are (at most `N`).
fn listed_cells<const N: usize>(set: Cells) -> ([usize; N], usize) {
    let mut at = [0usize; N];
    let mut len = 0;
    for (slot, i) in at.iter_mut().zip(cells(set)) {
        *slot = i;
        len += 1;
    }
    (at, len)
}

/// The most parts of a line or a box outside their intersection: the sets of one to three of
/// six cells.
const MAX_PARTS: usize = 6 + 15 + 20;

/// The parts of a line or a box outside their intersection (see [`parts`]), on the stack.
struct Parts {
    at: [Part; MAX_PARTS],
    len: usize,
}

impl Default for Parts {
    fn default() -> Parts {
        Parts {
            at: [(Cells::EMPTY, 0, 0); MAX_PARTS],
            len: 0,
        }
    }
}

impl Parts {
    fn push(&mut self, p: Part) {
        if let Some(slot) = self.at.get_mut(self.len) {
            *slot = p;
            self.len += 1;
        }
    }

    fn list(&self) -> &[Part] {
        &self.at[..self.len.min(MAX_PARTS)]
    }
}

/// The sets of one to three cells of `list` (at most six cells: a line or a box outside their
/// intersection), with their candidates, into `out`: in the order of their bit masks over the
/// cells of `list` taken lowest first.
///
/// That order is made by nested loops, the highest cell outermost: with top cell `h`, the masks
/// run over `{h}` and then `{h}` with the masks of at most two cells below `h`, in their own
/// order. Walking every mask below `1 << len` and building each kept one bit by bit had been a
/// third of Sue de Coq.
fn parts(g: &CandidateGrid, list: Cells, out: &mut Parts) {
    out.len = 0;
    let (at, len) = listed_cells::<6>(list);
    let (mut bit, mut cand) = ([Cells::EMPTY; 6], [0u32; 6]);
    for k in 0..len {
        bit[k] = Cells::single(at[k]);
        cand[k] = g.cands[at[k]];
    }
    for h in 0..len {
        let (m1, c1) = (bit[h], cand[h]);
        out.push((m1, c1, 1));
        for h2 in 0..h {
            let (m2, c2) = (m1 | bit[h2], c1 | cand[h2]);
            out.push((m2, c2, 2));
            for h1 in 0..h2 {
                out.push((m2 | bit[h1], c2 | cand[h1], 3));
            }
        }
    }
}

/// The Sue de Coq of box `b` and `line` (`open`: the empty cells) on `core`, whose digits are
/// `v`, completed by one of the line parts `ls` and one of the box parts `bs`; `buckets` is
/// room for the box parts sorted by excess.
///
/// Sorting them by counting, into an array on the stack, was tried in place of the buckets
/// and dropped: Sue de Coq went from 181 M to 201 M instructions on top293 (each part's
/// excess computed twice, and the array cleared at every call). Packing each part into one
/// `u32` (digits, number of cells, and the cells as places in the list) was tried too and
/// dropped: making the parts went from 27.5 M to 19 M, but walking the buckets of words went
/// from 28 M to 56 M, and Sue de Coq from 148 M to 163 M on top293.
fn sdc_with(
    g: &CandidateGrid,
    (b, line, open): (usize, usize, Cells),
    core: Cells,
    v: u32,
    (ls, bs): (&[Part], &[Part]),
    buckets: &mut [Vec<Part>],
) -> Option<Step> {
    let n = core.len();
    // With `e(x) = |digits of x outside v| - |cells of x|`, a match needs
    // e(line part) + e(box part) = n - |v|: bucket the box parts by `e`.
    let excess = |k: u32, c: u32| ones(c & !v) as i32 - k as i32;
    let target = n as i32 - ones(v) as i32;
    buckets.iter_mut().for_each(Vec::clear);
    for &(bm, bc, bk) in bs {
        if bc & v != 0 {
            buckets[(excess(bk, bc) + 4).clamp(0, 15) as usize].push((bm, bc, bk));
        }
    }
    for &(lm, lc, lk) in ls {
        // Line cells must share a digit with the core.
        if lc & v == 0 {
            continue;
        }
        let want = target - excess(lk, lc) + 4;
        if !(0..16).contains(&want) {
            continue;
        }
        for &(bm, bc, bk) in &buckets[want as usize] {
            if lc & bc != 0 {
                continue;
            }
            let all = v | lc | bc;
            if ones(all) as usize != n + lk as usize + bk as usize {
                continue;
            }
            let line_digits = lc | (v & !bc);
            let box_digits = bc | (v & !lc);
            let mut elims = Vec::new();
            for i in cells(UNIT[line] & !core & !lm & open) {
                elims.extend(digits(g.cands[i] & line_digits).map(|d| g.cand(i, d)));
            }
            for i in cells(UNIT[18 + b] & !core & !bm & open) {
                for d in digits(g.cands[i] & box_digits) {
                    let c = g.cand(i, d);
                    if !elims.contains(&c) {
                        elims.push(c);
                    }
                }
            }
            if elims.is_empty() {
                continue;
            }
            let lu = super::single_digit::unit_name(line);
            let wording = Wording::SueDeCoq {
                core: group(g, core, v),
                box_number: b as u8 + 1,
                line: lu,
                line_part: group(g, lm, lc),
                box_part: group(g, bm, bc),
            };
            let a = Als {
                cells: core | lm | bm,
                cands: all,
                sees: [Cells::EMPTY; 9],
                units: [0; 9],
                born: 0,
            };
            let mut s = als_step(g, Technique::SueDeCoq, &[&a], elims, wording);
            s.units = vec![Unit::Box(b as u8), lu];
            return Some(s);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// Along the solving paths of a sample of top1465, ALS-XZ and ALS-XY-Wing in the run's
    /// context (which try only the pairs and triples with a set new since their last empty
    /// search, and carry restricted commons over) give at every position the steps of the full
    /// searches, made in a context of their own with no memo.
    #[test]
    fn the_searches_of_new_sets_give_the_steps_of_the_full_searches() {
        let budget = crate::Budget::unlimited();
        let (mut compared, mut found) = ([0usize; 2], [0usize; 2]);
        let finders: [fn(&CandidateGrid, &mut Context<'_>) -> Option<Step>; 2] =
            [als_xz, als_xy_wing];
        for (line, mut g, solution) in hard_puzzles(29, 50) {
            let mut ctx = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, ctx| {
                let mut full = Context::new(solution.clone(), &budget);
                for (k, finder) in finders.iter().enumerate() {
                    let want = finder(g, &mut full);
                    let got = finder(g, ctx);
                    assert!(want == got, "{line}: finder {k} differs");
                    compared[k] += 1;
                    found[k] += usize::from(want.is_some());
                }
            });
        }
        assert!(
            found.iter().all(|&f| f > 20),
            "too few steps found: {found:?} of {compared:?}"
        );
    }

    /// Along the solving paths of a sample of top1465, Sue de Coq in the run's context (which
    /// skips the box-line pairs whose cells have not changed since they gave nothing, told by
    /// comparing cells with its last call) gives at every position the step of a search in a
    /// context of its own with no memo.
    #[test]
    fn sue_de_coq_with_its_memo_gives_the_steps_of_the_full_search() {
        let budget = crate::Budget::unlimited();
        let (mut compared, mut found) = (0usize, 0usize);
        for (line, mut g, solution) in hard_puzzles(29, 50) {
            let mut ctx = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, ctx| {
                let mut full = Context::new(solution.clone(), &budget);
                let want = sue_de_coq(g, &mut full);
                let got = sue_de_coq(g, ctx);
                assert!(want == got, "{line}: Sue de Coq differs");
                compared += 1;
                found += usize::from(want.is_some());
            });
        }
        assert!(found > 0, "no Sue de Coq found in {compared} positions");
    }
}
