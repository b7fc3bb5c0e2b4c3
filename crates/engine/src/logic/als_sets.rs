//! Almost locked sets, 9×9: `n` cells of one unit holding `n + 1` candidates between them.
//! They are enumerated once per position and shared by ALS-XZ and ALS-XY-Wing through the
//! [`super::context::Context`], so this enumeration lives apart from the finders in `als.rs`.
//!
//! The enumeration polls the budget once per unit: a unit with many open cells has thousands
//! of subsets, the largest single piece of work here.

use super::candidates::CandidateGrid;
use super::geometry::{cells, digits, Cells, ALL81, PEERS, UNIT, UNITS_OF};
use super::links::ones;
use crate::budget::Meter;

/// The largest ALS searched (in cells); larger ones are rare and slow to enumerate.
pub(crate) const MAX_ALS: usize = 5;

/// An almost locked set.
#[derive(Clone)]
pub(crate) struct Als {
    /// The cells.
    pub cells: Cells,
    /// The candidates of the cells together (one more than there are cells).
    pub cands: u32,
    /// For each digit, the cells that see every ALS cell holding it.
    pub sees: [Cells; 9],
    /// For each digit, the units (one bit each, as in `UNITS_OF`) holding every ALS cell with
    /// that digit; none for a digit the ALS lacks. Two disjoint ALSs have `x` as a restricted
    /// common digit exactly when some unit holds all their `x` cells (see [`LinkIndex`]).
    pub units: [u32; 9],
    /// When the enumeration made it: a number no other set of the run's enumeration (one
    /// [`AlsByUnit`]) has. A set is kept in its unit's list while none of its cells changes, and
    /// made anew (with a new number) when one does, losing a candidate, which changes its cells
    /// per digit. So two sets of one run with the same cells have the same cells per digit
    /// exactly when they have the same number (see [`fresh_since`]).
    pub born: u64,
}

/// The ALSs of each unit at the last enumeration, with the unit's cells then (see
/// [`packed`]): a unit whose cells are the same has the same sets, so a step, which changes a
/// few units, leaves most of the enumeration to reuse.
#[derive(Default)]
pub(crate) struct AlsByUnit {
    /// Each unit's cells and sets.
    units: Vec<(u128, Vec<Als>)>,
    /// Every unit's sets as (cells, unit, place in the unit's list), sorted, box-line
    /// duplicates included: in step with `units` when there (an interrupted enumeration drops
    /// it). The next enumeration keeps the entries of the units that did not change and sorts
    /// only those of the others, where sorting them all had been a third of the enumeration.
    order: Option<Vec<(Cells, u32, u32)>>,
    /// The number the next set made is given (see [`Als::born`]).
    next_born: u64,
}

/// The cells of `m` as the enumeration sees them, ten bits each (whether the cell is open, and
/// its candidates), packed in cell order: at most twelve cells.
pub(crate) fn packed(g: &CandidateGrid, m: Cells) -> u128 {
    cells(m).enumerate().fold(0, |acc, (j, i)| {
        let open = u128::from(g.values[i] == 0) << 9;
        acc | ((open | u128::from(g.cands[i])) << (10 * j))
    })
}

/// Every ALS of the position of up to [`MAX_ALS`] cells, each once, ordered by cell mask;
/// `by_unit` keeps each unit's sets for the next position, and `keys` are the units' cells
/// ([`packed`]).
pub(crate) fn all_als(
    g: &CandidateGrid,
    meter: &mut Meter<'_>,
    by_unit: &mut AlsByUnit,
    keys: &[u128; 27],
) -> Vec<Als> {
    if by_unit.units.len() != 27 {
        by_unit.units = vec![(u128::MAX, Vec::new()); 27];
        by_unit.order = None;
    }
    let (mut open, mut chosen) = (Vec::new(), Vec::new());
    // Taken out until the units are done: an interruption leaves it out, to be made anew.
    let kept = by_unit.order.take();
    let mut changed = 0u32;
    for (u, (seen, sets)) in by_unit.units.iter_mut().enumerate() {
        if meter.check_now().is_err() {
            // The caller sees the interruption through the meter; what was found is dropped.
            return Vec::new();
        }
        let key = keys[u];
        if *seen != key {
            // Only the sets with a cell that changed (lost a candidate, or was filled) are
            // made anew: the others have the same cells as before, so they are the same sets.
            // The unit's open cells are listed changed ones first, and the enumeration starts
            // its sets there only, which makes exactly the sets with a changed cell. The order
            // of a unit's list does not matter (see below). Enumerating the whole unit again
            // had been 3.1% of `sudoku rate --threads 1 /tmp/top293.txt`.
            let moved = if *seen == u128::MAX {
                UNIT[u]
            } else {
                cells(UNIT[u])
                    .enumerate()
                    .filter(|&(j, _)| (*seen ^ key) >> (10 * j) & 0x3ff != 0)
                    .map(|(_, i)| i)
                    .collect()
            };
            sets.retain(|a| (a.cells & moved).is_empty());
            open.clear();
            open.extend(cells(UNIT[u] & moved).filter(|&i| g.values[i] == 0));
            let lead = open.len();
            open.extend(cells(UNIT[u] & !moved).filter(|&i| g.values[i] == 0));
            let made = sets.len();
            collect(g, &open, 0, lead, 0, &mut chosen, sets);
            for a in sets.iter_mut().skip(made) {
                a.born = by_unit.next_born;
                by_unit.next_born += 1;
            }
            *seen = key;
            changed |= 1 << u;
        }
    }
    // Each set by its cells, its unit and its place in the unit's list: the sets are large, so
    // they are sorted by these keys and copied once, from the units' lists (copying them into
    // one list first had cost as much again). The keys are distinct, so the order is that of a
    // sort of them all, however it is made.
    let units = &by_unit.units;
    let entries = |u: usize| {
        units[u]
            .1
            .iter()
            .enumerate()
            .map(move |(k, a)| (a.cells, u as u32, k as u32))
    };
    let order = match kept {
        Some(mut old) => {
            old.retain(|e| changed & (1 << e.1) == 0);
            let mut add: Vec<(Cells, u32, u32)> = Vec::new();
            for u in (0..27).filter(|&u| changed & (1 << u) != 0) {
                add.extend(entries(u));
            }
            add.sort_unstable();
            merge_sorted(&old, &add)
        }
        None => {
            let mut all: Vec<(Cells, u32, u32)> = (0..27).flat_map(entries).collect();
            all.sort_unstable();
            all
        }
    };
    // A set of cells in a box and a line is found twice; keep the first. The kept places are
    // listed first so that the sets are copied by a map over a slice, straight into the list
    // (pushed one by one, each was copied twice).
    let mut picks: Vec<(u32, u32)> = Vec::with_capacity(order.len());
    let mut last = None;
    for &(m, u, k) in &order {
        if last != Some(m) {
            picks.push((u, k));
            last = Some(m);
        }
    }
    let out = picks
        .iter()
        .map(|&(u, k)| units[u as usize].1[k as usize].clone())
        .collect();
    by_unit.order = Some(order);
    out
}

/// The merge of two sorted lists.
fn merge_sorted<T: Ord + Copy>(a: &[T], b: &[T]) -> Vec<T> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] <= b[j] {
            out.push(a[i]);
            i += 1;
        } else {
            out.push(b[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The ALSs of up to [`MAX_ALS`] cells of `open` that extend `chosen` (whose candidates are
/// `union`) by cells from `start` on, into `out`; the first added cell is one before `lead`.
///
/// Most of this work is the first enumeration of each run, of all 27 units: on top293, 6,993
/// of the 8,501 units enumerated are those of the 259 first ALS-XZ searches, and the later
/// positions remake only the changed units' sets with a changed cell. Two other ways to make a
/// set were tried and dropped: each digit's cells seen through the units holding them all (the
/// cells of those units less the digit's, which is what the peers' intersection is, with the
/// cells per digit from `g.pos`) took this enumeration from 70 M to 74 M instructions on
/// top293, and the chosen cells as a mask and a count instead of a list from 70 M to 72 M.
fn collect(
    g: &CandidateGrid,
    open: &[usize],
    start: usize,
    lead: usize,
    union: u32,
    chosen: &mut Vec<usize>,
    out: &mut Vec<Als>,
) {
    if !chosen.is_empty() && ones(union) as usize == chosen.len() + 1 {
        let m: Cells = chosen.iter().copied().collect();
        {
            let mut by_digit = [Cells::EMPTY; 9];
            for &i in chosen.iter() {
                for d in digits(g.cands[i]) {
                    by_digit[d].insert(i);
                }
            }
            let mut sees = [Cells::EMPTY; 9];
            let mut units = [0u32; 9];
            for d in digits(union) {
                (sees[d], units[d]) = cells(by_digit[d]).fold((ALL81, u32::MAX), |(s, u), i| {
                    (s & PEERS[i], u & UNITS_OF[i])
                });
            }
            out.push(Als {
                cells: m,
                cands: union,
                sees,
                units,
                born: 0,
            });
        }
    }
    if chosen.len() >= MAX_ALS {
        return;
    }
    let end = if chosen.is_empty() { lead } else { open.len() };
    for k in start..end.min(open.len()) {
        let u = union | g.cands[open[k]];
        if ones(u) as usize > MAX_ALS + 1 {
            continue;
        }
        chosen.push(open[k]);
        collect(g, open, k + 1, lead, u, chosen, out);
        chosen.pop();
    }
}

/// The restricted common digits of two ALSs as defined (none unless they are disjoint): the
/// common digits `x` all of whose cells in `b` see all those in `a`. The searches find them
/// through [`LinkIndex`]; this plain form is what the tests hold it to.
#[cfg(test)]
pub(crate) fn rcc(g: &CandidateGrid, a: &Als, b: &Als) -> u32 {
    if !(a.cells & b.cells).is_empty() {
        return 0;
    }
    let mut out = 0;
    for x in digits(a.cands & b.cands) {
        if (b.cells & g.pos[x] & !a.sees[x]).is_empty() {
            out |= 1 << x;
        }
    }
    out
}

/// For each ALS, the later and earlier ALSs it has restricted common digits with, in index
/// order, with those digits: the rows one after another in one list, with where each starts.
///
/// Each row had been a vector of its own. The rows are short (about 1,000 entries in all for
/// 186 sets, on average, at the positions of top293 where ALS-XZ carries them over), so
/// allocating, merging and freeing a vector per set was most of the carrying over: one list, and
/// rows carried over without a sort (see [`links_since`]), took ALS-XZ from 374 M to 336 M
/// instructions of `sudoku rate --threads 1 /tmp/top293.txt` (`links_since` had been 153 M of
/// it). One list whose new pairs were sorted as a whole had been tried before, and was worse
/// than the vectors.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct AlsLinks {
    /// Row `i` is `entries[start[i]..start[i + 1]]`.
    start: Vec<u32>,
    /// The rows' entries: (the other set, the restricted common digits).
    entries: Vec<(u32, u32)>,
}

impl AlsLinks {
    /// Row `i` (empty past the end).
    pub(crate) fn row(&self, i: usize) -> &[(u32, u32)] {
        match (self.start.get(i), self.start.get(i + 1)) {
            (Some(&a), Some(&b)) => self.entries.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// The rows of `n` sets from the pairs `(i, j, digits)` with `i < j`, listed by `i` then
    /// `j`, and each row's length: every row comes out ordered (its earlier partners arrive in
    /// the order of the pairs' first sets, then its later ones in order).
    pub(crate) fn from_pairs(degree: &[u32], pairs: &[(u32, u32, u32)]) -> AlsLinks {
        let mut start = Vec::with_capacity(degree.len() + 1);
        let mut at = 0u32;
        start.push(0);
        for &d in degree {
            at += d;
            start.push(at);
        }
        let mut cursor = start.clone();
        let mut entries = vec![(0u32, 0u32); at as usize];
        let mut put = |i: u32, e: (u32, u32)| {
            if let Some(c) = cursor.get_mut(i as usize) {
                if let Some(slot) = entries.get_mut(*c as usize) {
                    *slot = e;
                }
                *c += 1;
            }
        };
        for &(i, j, r) in pairs {
            put(i, (j, r));
            put(j, (i, r));
        }
        AlsLinks { start, entries }
    }
}

/// Every ALS's restricted commons, for ALS-XY-Wing (ALS-XZ leaves them in the context when it
/// has walked every pair without finding a step).
pub(crate) fn all_links(als: &[Als]) -> AlsLinks {
    let index = LinkIndex::new(als);
    let mut near = Vec::new();
    let mut pairs = Vec::new();
    let mut degree = vec![0u32; als.len()];
    for (i, a) in als.iter().enumerate() {
        index.partners(a, i + 1, &mut near);
        for &(j, r) in &near {
            pairs.push((i as u32, j, r));
            degree[i] += 1;
            if let Some(d) = degree.get_mut(j as usize) {
                *d += 1;
            }
        }
    }
    AlsLinks::from_pairs(&degree, &pairs)
}

/// A stand-in set that asks for every row of a [`LinkIndex`]: all cells, and every unit for
/// every digit.
const WHOLE: Als = Als {
    cells: ALL81,
    cands: 0x1ff,
    sees: [Cells::EMPTY; 9],
    units: [(1 << 27) - 1; 9],
    born: 0,
};

/// Bit sets over the indices of a list of ALSs that give each ALS's restricted commons
/// directly: for each cell, the sets holding it; for each digit and unit, the sets whose cells
/// with that digit all lie in the unit.
///
/// Two disjoint ALSs have `x` as a restricted common digit when every `x` cell of one sees
/// every `x` cell of the other. The `x` cells of each lie in its unit and see each other, so
/// together they are cells that all see each other, and such cells always lie in one unit (two
/// of them in different rows and columns share a box, and a third seeing both is in that box
/// too). So the sets with `x` restricted common to `a` are those holding `x` only in a unit
/// that holds all of `a`'s `x` cells (one to three units), less those that share a cell with
/// `a`: a few ORs of rows here, and no pair is tested.
///
/// This replaced an index by cell alone, which listed the sets with a cell seeing some digit
/// of `a` and tested each pair's digits; nine in ten of those pairs had no restricted common,
/// and the tests and the listing were 8.5% of `sudoku rate --threads 1 /tmp/top293.txt`.
/// (Earlier still, an index by digit and cell that gave the commons, the sets holding a digit
/// less those holding it in a cell outside what the ALS sees for it, had been tried and
/// dropped: the cells outside are many, and building it at every position cost more than the
/// pair tests it saved, top293 3.795 G → 3.918 G.)
pub(crate) struct LinkIndex {
    /// Words per row.
    words: usize,
    /// Cell `c`'s row is `by_cell[c * words..][..words]`.
    by_cell: Vec<u64>,
    /// Digit `d` and unit `u`'s row is `by_unit[(d * 27 + u) * words..][..words]`.
    by_unit: Vec<u64>,
}

impl LinkIndex {
    /// The index of `als`, for [`LinkIndex::partners`] of any of them.
    pub(crate) fn new(als: &[Als]) -> LinkIndex {
        LinkIndex::for_sets(als, std::iter::once(&WHOLE))
    }

    /// The index of `als` for [`LinkIndex::partners`] of the sets `asking` alone: only the
    /// rows those read are made (their cells', and their digits and units'). When a few sets
    /// are new at a position, this leaves most of the index unmade; making it whole for them
    /// had cost as much as finding their partners.
    pub(crate) fn for_sets<'a>(als: &[Als], asking: impl Iterator<Item = &'a Als>) -> LinkIndex {
        let (mut wanted_cells, mut wanted) = (Cells::EMPTY, [0u32; 9]);
        for a in asking {
            wanted_cells |= a.cells;
            for d in digits(a.cands) {
                wanted[d] |= a.units[d];
            }
        }
        let words = als.len().div_ceil(64);
        let mut by_cell = vec![0u64; 81 * words];
        let mut by_unit = vec![0u64; 9 * 27 * words];
        for (j, a) in als.iter().enumerate() {
            let (w, bit) = (j / 64, 1u64 << (j % 64));
            for c in cells(a.cells & wanted_cells) {
                if let Some(x) = by_cell.get_mut(c * words + w) {
                    *x |= bit;
                }
            }
            for d in digits(a.cands) {
                let mut us = a.units[d] & wanted[d];
                while us != 0 {
                    let u = us.trailing_zeros() as usize;
                    us &= us - 1;
                    if let Some(x) = by_unit.get_mut((d * 27 + u) * words + w) {
                        *x |= bit;
                    }
                }
            }
        }
        LinkIndex {
            words,
            by_cell,
            by_unit,
        }
    }

    /// The sets from index `from` on with restricted common digits to `a` (a set of the
    /// list), with those digits, in index order, into `out`.
    pub(crate) fn partners(&self, a: &Als, from: usize, out: &mut Vec<(u32, u32)>) {
        out.clear();
        let words = self.words;
        for k in from / 64..words {
            let mut overlap = 0u64;
            for c in cells(a.cells) {
                overlap |= self.by_cell.get(c * words + k).copied().unwrap_or(0);
            }
            let mut per = [0u64; 9];
            let mut any = 0u64;
            for d in digits(a.cands) {
                let mut us = a.units[d];
                let mut m = 0u64;
                while us != 0 {
                    let u = us.trailing_zeros() as usize;
                    us &= us - 1;
                    m |= self
                        .by_unit
                        .get((d * 27 + u) * words + k)
                        .copied()
                        .unwrap_or(0);
                }
                per[d] = m & !overlap;
                any |= per[d];
            }
            if k == from / 64 {
                any &= u64::MAX << (from % 64);
            }
            while any != 0 {
                let j = any.trailing_zeros();
                any &= any - 1;
                let r = digits(a.cands).fold(0u32, |r, d| r | (((per[d] >> j) & 1) as u32) << d);
                out.push(((k * 64) as u32 + j, r));
            }
        }
    }
}

/// Which sets of `als` are new since the list `old` (not found there with the same cells per
/// digit); both lists are ordered by cell mask, and made by one run's enumeration.
///
/// A set's cells per digit are compared by its number ([`Als::born`]). The nine masks had been
/// kept in each set and compared here (`fresh_of` of ALS-XZ and XY-Wing 14.0 M instructions of
/// `sudoku rate --threads 1 /tmp/top293.txt`, 6.6 M by number); with them gone, a set is 208
/// bytes instead of 352 to make and copy, and ALS-XZ went from 336 M to 311 M.
pub(crate) fn fresh_since(als: &[Als], old: &[Als]) -> Vec<bool> {
    let mut o = 0;
    als.iter()
        .map(|a| {
            while o < old.len() && old[o].cells < a.cells {
                o += 1;
            }
            !(o < old.len() && old[o].cells == a.cells && old[o].born == a.born)
        })
        .collect()
}

/// The restricted commons of `als` (as [`all_links`] finds them), from those of an earlier
/// list `old` whose links `old_links` are complete: the commons of two sets depend on their
/// cells and their cells per digit alone, so the pairs of sets found in both lists keep theirs
/// and only the pairs with a set new since then are computed. Both lists are ordered by cell
/// mask. `None` when `stop` (polled once per new set) says the budget has run out.
///
/// This had been given up when most sets were new (the whole walk was then as cheap); with the
/// partners of a new set found by an index (now [`LinkIndex`]), the pairs with a new set cost
/// less than the whole walk at any share of new sets.
#[cfg(test)]
pub(crate) fn links_since(
    als: &[Als],
    old: &[Als],
    old_links: &AlsLinks,
    stop: impl FnMut() -> bool,
) -> Option<AlsLinks> {
    Some(LinksDelta::since(als, old, stop)?.finish(old_links))
}

/// The pairs of a list of ALSs with a set new since an earlier list (see [`links_since`]):
/// each new set's partners, and each old set's new partners, before they are merged with the
/// earlier list's links. ALS-XZ, which tries only the pairs with a new set, walks these
/// directly ([`LinksDelta::new_pairs`]): walking the merged rows to pass over the old pairs
/// had cost as much as the pairs tried.
pub(crate) struct LinksDelta {
    /// For each set of the earlier list, its place in the new one (`NONE` when gone).
    old_to_new: Vec<u32>,
    /// For each set, its place in the earlier list (`NONE` when new).
    new_to_old: Vec<u32>,
    /// For each set, where its new partners start in `rows` (`rows_start[n]` ends the last).
    rows_start: Vec<u32>,
    /// Each set's new partners, in index order: all of a new set's, and an old set's new ones.
    rows: Vec<(u32, u32)>,
}

/// No place (a set gone, or new).
const NONE: u32 = u32::MAX;

impl LinksDelta {
    /// The new pairs of `als` since `old` (both ordered by cell mask, made by one run's
    /// enumeration); `None` when `stop` (polled once per new set) says the budget has run out.
    pub(crate) fn since(
        als: &[Als],
        old: &[Als],
        mut stop: impl FnMut() -> bool,
    ) -> Option<LinksDelta> {
        let n = als.len();
        // Match the two lists by cell mask (both sorted), then by the cells per digit (by
        // number, as in `fresh_since`).
        let mut old_to_new = vec![NONE; old.len()];
        let mut new_to_old = vec![NONE; n];
        let mut fresh = Vec::new();
        let mut o = 0;
        for (i, a) in als.iter().enumerate() {
            while o < old.len() && old[o].cells < a.cells {
                o += 1;
            }
            if o < old.len() && old[o].cells == a.cells && old[o].born == a.born {
                old_to_new[o] = i as u32;
                new_to_old[i] = o as u32;
            } else {
                fresh.push(i);
            }
        }
        // A new set's row is its partners, all of them and in order, from the index. An old
        // set's new partners arrive in order when the new sets are taken in order: counted per
        // row first, then placed.
        let index = LinkIndex::for_sets(als, fresh.iter().map(|&f| &als[f]));
        let mut near = Vec::new();
        let (mut fresh_rows, mut fresh_start) = (Vec::new(), Vec::with_capacity(fresh.len() + 1));
        let mut len = vec![0u32; n + 1];
        for &f in &fresh {
            if stop() {
                return None;
            }
            index.partners(&als[f], 0, &mut near);
            fresh_start.push(fresh_rows.len() as u32);
            fresh_rows.extend_from_slice(&near);
            len[f] = near.len() as u32;
            for &(j, _) in &near {
                if new_to_old[j as usize] != NONE {
                    len[j as usize] += 1;
                }
            }
        }
        fresh_start.push(fresh_rows.len() as u32);
        let mut sum = 0;
        for x in len.iter_mut() {
            (*x, sum) = (sum, sum + *x);
        }
        let rows_start = len;
        let mut cursor = rows_start.clone();
        let mut rows = vec![(0u32, 0u32); sum as usize];
        for (k, &f) in fresh.iter().enumerate() {
            let row = &fresh_rows[fresh_start[k] as usize..fresh_start[k + 1] as usize];
            let at = rows_start[f] as usize;
            rows[at..at + row.len()].copy_from_slice(row);
            for &(j, r) in row {
                if new_to_old[j as usize] != NONE {
                    let c = &mut cursor[j as usize];
                    rows[*c as usize] = (f as u32, r);
                    *c += 1;
                }
            }
        }
        Some(LinksDelta {
            old_to_new,
            new_to_old,
            rows_start,
            rows,
        })
    }

    /// Whether set `i` is new.
    pub(crate) fn is_new(&self, i: usize) -> bool {
        self.new_to_old.get(i).is_none_or(|&o| o == NONE)
    }

    /// Set `i`'s new partners, with their restricted commons, in index order: every partner of
    /// a new set, the new partners of an old one.
    pub(crate) fn new_pairs(&self, i: usize) -> &[(u32, u32)] {
        match (self.rows_start.get(i), self.rows_start.get(i + 1)) {
            (Some(&a), Some(&b)) => self.rows.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// The links of every pair: the new pairs merged into `old_links`, the earlier list's
    /// (less the sets gone, renumbered). No row is sorted.
    pub(crate) fn finish(&self, old_links: &AlsLinks) -> AlsLinks {
        let n = self.new_to_old.len();
        let mut start = Vec::with_capacity(n + 1);
        let mut entries =
            Vec::with_capacity(old_links.entries.len() + self.rows.len() + self.rows.len());
        for i in 0..n {
            start.push(entries.len() as u32);
            let add = self.new_pairs(i);
            if self.new_to_old[i] == NONE {
                entries.extend_from_slice(add);
                continue;
            }
            let kept = old_links.row(self.new_to_old[i] as usize);
            let mut a = 0;
            for &(j, r) in kept {
                let nj = self.old_to_new.get(j as usize).copied().unwrap_or(NONE);
                if nj == NONE {
                    continue;
                }
                while a < add.len() && add[a].0 < nj {
                    entries.push(add[a]);
                    a += 1;
                }
                entries.push((nj, r));
            }
            entries.extend_from_slice(&add[a..]);
        }
        start.push(entries.len() as u32);
        AlsLinks { start, entries }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::format;
    use crate::logic::solve_steps;

    /// Along a hard puzzle's solving path, the commons carried over from every earlier
    /// position are those found from scratch.
    #[test]
    fn links_since_an_earlier_position_are_those_found_anew() {
        let puzzle = format::parse_str(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        )
        .expect("the puzzle parses");
        let mut grid = CandidateGrid::from_grid(&puzzle).expect("no conflict");
        let steps = solve_steps(&mut grid.clone()).expect("it solves").steps;
        let budget = Budget::unlimited();
        let mut meter = budget.meter();
        let mut by_unit = AlsByUnit::default();
        let mut kept: Vec<(Vec<Als>, AlsLinks)> = Vec::new();
        let mut compared = 0;
        for step in &steps {
            let keys = std::array::from_fn(|u| packed(&grid, UNIT[u]));
            let als = all_als(&grid, &mut meter, &mut by_unit, &keys);
            let links = all_links(&als);
            for (old, old_links) in &kept {
                if let Some(carried) = links_since(&als, old, old_links, || false) {
                    assert_eq!(carried, links);
                    compared += 1;
                }
            }
            kept.push((als, links));
            if kept.len() > 4 {
                kept.remove(0);
            }
            grid.apply(step);
        }
        assert!(compared > 20, "only {compared} positions compared");
    }

    /// At every position of a sample of top1465 solving paths, the sets carried from position
    /// to position are those enumerated anew, and the restricted commons the index gives
    /// (through [`all_links`]) are those of the plain pair test over every pair.
    #[test]
    fn the_index_gives_the_restricted_commons_of_every_pair() {
        use crate::logic::context::Context;
        use crate::logic::tests::{hard_puzzles, walk_path};
        let budget = Budget::unlimited();
        let (mut positions, mut links_seen) = (0usize, 0usize);
        for (_, mut g, solution) in hard_puzzles(37, 40) {
            let mut ctx = Context::new(solution, &budget);
            let mut by_unit = AlsByUnit::default();
            let mut earlier: Vec<(Vec<Als>, Vec<[Cells; 9]>)> = Vec::new();
            walk_path(&mut g, &mut ctx, |g, _| {
                let mut meter = budget.meter();
                let keys = std::array::from_fn(|u| packed(g, UNIT[u]));
                let als = all_als(g, &mut meter, &mut by_unit, &keys);
                // The sets new since earlier lists, found by number, are those not found there
                // with the same cells per digit.
                let per_digit =
                    |a: &Als| -> [Cells; 9] { std::array::from_fn(|d| a.cells & g.pos[d]) };
                let by_digit: Vec<[Cells; 9]> = als.iter().map(per_digit).collect();
                for (old, old_by_digit) in &earlier {
                    let plain: Vec<bool> = als
                        .iter()
                        .zip(&by_digit)
                        .map(|(a, ad)| {
                            !old.iter()
                                .zip(old_by_digit)
                                .any(|(o, od)| o.cells == a.cells && od == ad)
                        })
                        .collect();
                    assert_eq!(fresh_since(&als, old), plain);
                }
                earlier.push((als.clone(), by_digit));
                if earlier.len() > 6 {
                    earlier.remove(0);
                }
                // The sets carried over from the earlier positions are those found anew.
                let anew = all_als(g, &mut meter, &mut AlsByUnit::default(), &keys);
                let fields = |a: &Als| (a.cells, a.cands, a.sees, a.units);
                assert!(als.iter().map(fields).eq(anew.iter().map(fields)));
                let mut plain: Vec<Vec<(u32, u32)>> = vec![Vec::new(); als.len()];
                for (i, a) in als.iter().enumerate() {
                    for (j, b) in als.iter().enumerate() {
                        let r = rcc(g, a, b);
                        assert_eq!(r, rcc(g, b, a), "the relation is symmetric");
                        if r != 0 {
                            plain[i].push((j as u32, r));
                        }
                    }
                }
                links_seen += plain.iter().map(Vec::len).sum::<usize>();
                let links = all_links(&als);
                assert!((0..als.len()).all(|i| links.row(i) == &plain[i][..]));
                assert!(links.row(als.len()).is_empty());
                positions += 1;
            });
        }
        assert!(
            positions > 500 && links_seen > 10_000,
            "{positions} {links_seen}"
        );
    }
}
