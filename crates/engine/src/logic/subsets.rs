//! Naked and hidden subsets (pairs, triples, quadruples) and locked pairs/triples. Every size.
//! Units are searched boxes first, then rows, then columns, as HoDoKu does.

use super::candidates::CandidateGrid;
use super::context::{Context, UnitSubsets};
use super::links::ones;
use super::step::{digit_values, Step};
use super::technique::Technique;
use super::wording::Wording;
use crate::shape::MAX_SIZE;
use crate::topology::Unit;

/// Calls `f` with every `k`-combination (as indices into `items`) whose mask union has at
/// most `k` bits, in lexicographic order of the indices, pruning early; stops when `f` returns
/// `Some`. A walk with its own stack (`k` is at most 4 here; larger `k` finds nothing).
fn combos<T>(masks: &[u32], k: usize, f: &mut impl FnMut(&[usize], u32) -> Option<T>) -> Option<T> {
    const MAX: usize = 8;
    let n = masks.len();
    if k == 0 || k > MAX || k > n {
        return None;
    }
    let mut idx = [0usize; MAX];
    let mut union = [0u32; MAX + 1];
    let mut depth = 0;
    loop {
        // No room left for the rest of the combination at this depth: back up.
        if idx[depth] + (k - depth) > n {
            if depth == 0 {
                return None;
            }
            depth -= 1;
            idx[depth] += 1;
            continue;
        }
        let u = union[depth] | masks[idx[depth]];
        if ones(u) as usize > k {
            idx[depth] += 1;
            continue;
        }
        if depth + 1 == k {
            if ones(u) as usize == k {
                if let Some(r) = f(&idx[..k], u) {
                    return Some(r);
                }
            }
            idx[depth] += 1;
            continue;
        }
        union[depth + 1] = u;
        idx[depth + 1] = idx[depth] + 1;
        depth += 1;
    }
}

/// Calls `f` with every combination of `lo` to `hi` items (as indices into `masks`) whose
/// mask union has exactly as many bits as it has items, depth first: each combination before
/// those that extend it, so the combinations of one size come in lexicographic order of their
/// indices, as a walk for that size alone gives them. Prunes a partial combination whose union
/// has more than `hi` bits; stops when `f` returns `Some`. A walk with its own stack (`hi` is
/// at most 4 here; larger sizes find nothing).
///
/// The hidden finder of size `k` walks the larger sizes too (`lo = k`; see [`hidden`]). The
/// naked finders keep [`combos`]: this walk, for one size alone, costs them a quarter more.
fn combos_upto<T>(
    masks: &[u32],
    (lo, hi): (usize, usize),
    f: &mut impl FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    const MAX: usize = 8;
    let n = masks.len();
    if lo == 0 || hi > MAX || lo > hi || lo > n {
        return None;
    }
    let mut idx = [0usize; MAX];
    let mut union = [0u32; MAX + 1];
    let mut depth = 0;
    loop {
        // No room left for the smallest combination at this depth: back up.
        if idx[depth] + lo.saturating_sub(depth).max(1) > n {
            if depth == 0 {
                return None;
            }
            depth -= 1;
            idx[depth] += 1;
            continue;
        }
        let u = union[depth] | masks[idx[depth]];
        let bits = ones(u) as usize;
        if bits > hi {
            idx[depth] += 1;
            continue;
        }
        if depth + 1 >= lo && bits == depth + 1 {
            if let Some(r) = f(&idx[..depth + 1], u) {
                return Some(r);
            }
        }
        if depth + 1 == hi {
            idx[depth] += 1;
            continue;
        }
        union[depth + 1] = u;
        idx[depth + 1] = idx[depth] + 1;
        depth += 1;
    }
}

/// The quiet units of a subset finder and of the larger sizes it looks ahead to, read from the
/// context once per call and written back once (see [`hidden`]).
struct Quiet {
    kind: UnitSubsets,
    /// Per size 2 to 4, the units known quiet (one bit each, 9×9 only).
    known: [u32; 3],
    /// Per size, the units found quiet by this call.
    found: [u32; 3],
}

impl Quiet {
    fn of(g: &CandidateGrid, ctx: &mut Context<'_>, kind: UnitSubsets) -> Quiet {
        Quiet {
            kind,
            known: ctx.quiet_units_of(g, kind),
            found: [0; 3],
        }
    }

    /// Whether unit `u` is known quiet for size `j`.
    fn has(&self, j: usize, u: usize) -> bool {
        u < 27 && self.known[j - 2] & (1 << u) != 0
    }

    /// The sizes walked in unit `u` by the finder of size `k`: `k`, and each larger one up to
    /// `top` not known quiet there nor in `skip` (a bit mask of sizes), as a bit mask of sizes,
    /// with the largest of them.
    fn sizes(&self, (k, top): (usize, usize), u: usize, skip: u32) -> (u32, usize) {
        let (mut want, mut hi) = (1u32 << k, k);
        for j in k + 1..=top {
            if !self.has(j, u) && skip & (1 << j) == 0 {
                want |= 1 << j;
                hi = j;
            }
        }
        (want, hi)
    }

    /// Notes unit `u` quiet for the sizes of `want` not in `busy` (those without a subset
    /// with eliminations there).
    fn note(&mut self, want: u32, busy: u32, u: usize) {
        if u >= 27 {
            return;
        }
        for j in 2..=4 {
            if want & !busy & (1 << j) != 0 {
                self.found[j - 2] |= 1 << u;
            }
        }
    }

    /// Writes the units found quiet back to the context.
    fn save(&self, g: &CandidateGrid, ctx: &mut Context<'_>) {
        for j in 2..=4 {
            if self.found[j - 2] != 0 {
                ctx.add_quiet_units(g, self.kind, j, self.found[j - 2]);
            }
        }
    }
}

/// The sizes `j` (a bit mask of sizes 2 to 4) for which unit `u` of a 9×9 grid has no subset
/// of one kind with eliminations in the unit, as told by the quiet units `known` of the other
/// kind (per size 2 to 4, as [`Context::quiet_units_of`] gives them), for a unit of `open` open
/// cells holding the digits `held` between them.
///
/// In a unit of `m` open cells that hold `m` digits between them, `j` digits confined to `j`
/// cells (a hidden subset) leave the other `m − j` cells holding only the other `m − j` digits
/// (a naked subset), and the reverse; both remove the same candidates from the unit: the
/// first `j` digits' cells lose the other digits. A finder notes a unit quiet only when no
/// subset of its size there has any elimination, so where one kind of `m − j` is quiet, the
/// other kind of `j` has nothing in the unit. For the hidden finders that is all they find;
/// the naked ones may also eliminate in a second unit (a box and a line) that their subset
/// lies in, which a quadruple never does, so only the naked quadruples use this.
///
/// Measured with callgrind (extreme hunt ×200 / `rate` top293): the hidden finders skipping
/// the units where the naked finders of the complementary size found nothing, 1.0678 G →
/// 1.0651 G / 2.4413 G → 2.4445 G; the naked quadruples skipping those where the hidden pairs
/// or triples found nothing (the units of six or seven open cells, checked only when one of
/// them is quiet), 1.0624 G / 2.4409 G. Reading the open cells of every unit for the naked
/// quadruples had cost more than it saved (1.0693 G / 2.4531 G).
fn dual_quiet(known: &[u32; 3], u: usize, open: usize, held: u32) -> u32 {
    if u >= 27 || ones(held) as usize != open {
        return 0;
    }
    let mut sizes = 0;
    for j in 2..=4 {
        if let Some(s) = open.checked_sub(j) {
            if (2..=4).contains(&s) && known[s - 2] & (1 << u) != 0 {
                sizes |= 1 << j;
            }
        }
    }
    sizes
}

fn unit_order(n: usize) -> impl Iterator<Item = usize> {
    (2 * n..3 * n).chain(0..2 * n)
}

/// Naked subsets of `k` cells. With `locked_only`, only locked pairs/triples (a subset inside
/// a box and a line that eliminates in both); otherwise only the plain naked subsets.
///
/// On 9×9 a unit that gave nothing is skipped while its candidates stay the same: its subsets
/// are the same, and their eliminations (in the unit, and in the box or line the subset also
/// lies in) can only have shrunk, since candidates only go during a run. The one exception is
/// kept out: a plain finder passes over a subset that is locked (it eliminates in its box and
/// in its line), and once the eliminations on one side are gone that subset is a plain one
/// with eliminations left; a unit with such a subset is not noted. Measured with callgrind on
/// `sudoku generate --difficulty extreme --count 200 --seed 1 --threads 1`, where these
/// finders had been 9% of the instructions: see `docs/BENCHMARKS.md`.
pub(crate) fn naked(
    g: &CandidateGrid,
    k: usize,
    locked_only: bool,
    ctx: &mut Context<'_>,
) -> Option<Step> {
    let topo = g.topo;
    let n = topo.size();
    let units = match locked_only {
        true => 2 * n..2 * n,
        false => 0..2 * n,
    };
    let kind = match locked_only {
        true => UnitSubsets::Locked,
        false => UnitSubsets::Naked,
    };
    let mut quiet = Quiet::of(g, ctx, kind);
    // A naked quadruple (which lies in one unit alone) is the complement of a hidden subset of
    // the unit's other open cells: see `dual_quiet`.
    let hidden_known = match (k, locked_only) {
        (4, false) => ctx.quiet_units_of(g, UnitSubsets::Hidden),
        _ => [0; 3],
    };
    // Room reused from unit to unit, on the stack: two lists made afresh in every call had
    // been two allocations a call (callgrind on the extreme hunt ×200: 50,919 of them, with
    // `malloc` and `free` about 1% of the hunt).
    let (mut cell_room, mut mask_room) = ([0usize; MAX_SIZE], [0u32; MAX_SIZE]);
    for u in (2 * n..3 * n).chain(units) {
        if quiet.has(k, u) {
            continue;
        }
        if hidden_known[..2].iter().any(|&q| q & (1 << u) != 0) {
            let (mut open, mut held) = (0, 0u32);
            for &i in topo.unit(u) {
                let m = g.cands[i as usize];
                open += usize::from(m != 0);
                held |= m;
            }
            if dual_quiet(&hidden_known, u, open, held) & (1 << 4) != 0 {
                continue;
            }
        }
        let mut len = 0;
        for &i in topo.unit(u).iter().take(MAX_SIZE) {
            let (i, m) = (i as usize, g.cands[i as usize]);
            if g.values[i] == 0 && m != 0 && (ones(m) as usize) <= k {
                cell_room[len] = i;
                mask_room[len] = m;
                len += 1;
            }
        }
        let (cells, masks) = (&cell_room[..len], &mask_room[..len]);
        let mut passed_locked = false;
        if cells.len() >= k {
            let found = combos(masks, k, &mut |pick, digits| {
                // The subset on the stack: most subsets found eliminate nothing (they stay from
                // position to position once used), and a list per subset had made `malloc` and
                // `free` a tenth of this finder.
                let mut subset = [0usize; 8];
                for (x, &j) in pick.iter().enumerate() {
                    subset[x] = cells[j];
                }
                naked_step(
                    g,
                    &subset[..pick.len()],
                    digits,
                    locked_only,
                    &mut passed_locked,
                )
            });
            if found.is_some() {
                quiet.save(g, ctx);
                return found;
            }
        }
        if !passed_locked {
            quiet.note(1 << k, 0, u);
        }
    }
    quiet.save(g, ctx);
    None
}

/// The step of the naked subset `subset` of `digits` for the locked or the plain finder;
/// `passed_locked` is set when the plain finder passes over a locked subset with eliminations
/// (see [`naked`]).
fn naked_step(
    g: &CandidateGrid,
    subset: &[usize],
    digits: u32,
    locked_only: bool,
    passed_locked: &mut bool,
) -> Option<Step> {
    let topo = g.topo;
    let k = subset.len();
    // A cell's row, column and box, in that order (as `units_of` lists them).
    let units_of = |i: usize| -> [usize; 3] {
        let u = topo.units_of(i);
        [u[0] as usize, u[1] as usize, u[2] as usize]
    };
    let first = units_of(subset[0]);
    let shared: [bool; 3] =
        std::array::from_fn(|t| subset.iter().all(|&i| units_of(i)[t] == first[t]));
    // A locked subset shares a box and a line and has fewer than four cells: without that,
    // the locked finder has nothing to find here.
    if locked_only && !(k < 4 && shared[2] && (shared[0] || shared[1])) {
        return None;
    }
    let mut elims = Vec::new();
    let mut kinds = 0;
    for t in 0..3 {
        if !shared[t] {
            continue;
        }
        let mut counted = false;
        for i in topo.unit(first[t]).iter().map(|&i| i as usize) {
            if subset.contains(&i) || g.cands[i] & digits == 0 {
                continue;
            }
            for d in super::geometry::digits(g.cands[i] & digits) {
                let c = g.cand(i, d);
                if !elims.contains(&c) {
                    elims.push(c);
                }
            }
            if !counted && (t == 2 || units_of(i)[2] != first[2]) {
                counted = true;
                kinds += 1;
            }
        }
    }
    if elims.is_empty() {
        return None;
    }
    let locked = k < 4 && kinds > 1 && shared[2] && (shared[0] || shared[1]);
    if locked != locked_only {
        *passed_locked |= locked;
        return None;
    }
    let t = match (locked, k) {
        (true, 2) => Technique::LockedPair,
        (true, _) => Technique::LockedTriple,
        (false, 2) => Technique::NakedPair,
        (false, 3) => Technique::NakedTriple,
        _ => Technique::NakedQuadruple,
    };
    let units: Vec<Unit> = (0..3)
        .filter(|&t| shared[t])
        .map(|t| topo.unit_kind(first[t]))
        .collect();
    let cells: Vec<_> = subset.iter().map(|&i| g.cell(i)).collect();
    let wording = Wording::NakedSubset {
        units: units.clone(),
        cells: cells.clone(),
        digits: digit_values(digits),
    };
    let candidates = subset
        .iter()
        .flat_map(|&i| super::geometry::digits(g.cands[i]).map(move |d| (i, d)))
        .map(|(i, d)| g.cand(i, d))
        .collect();
    Some(Step {
        technique: t,
        cells,
        candidates,
        units,
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    })
}

/// Hidden subsets: `k` digits that, in one unit, fit only in the same `k` cells, so those
/// cells lose every other candidate.
///
/// On 9×9 a unit's outcome depends on its candidates alone, and a unit whose candidates have
/// not changed since it gave nothing is skipped. The finders of the three sizes run one after
/// the other at a position (with the naked quadruples between), so the walk of size `k` in a
/// unit goes on to the larger sizes ([`combos_upto`]) and notes the unit quiet for each of them
/// that has no subset with eliminations there: their finders skip it at the same position,
/// and the step found for `k` is the first in the same order as before. Measured with
/// callgrind on `sudoku generate --difficulty extreme --count 200 --seed 1 --threads 1`: the
/// three finders went from 68.0 M instructions to 50.9 M, with the quiet units read from the
/// context once per call (both kinds of subsets) rather than unit by unit. The same look ahead
/// for the naked subsets cost more than it saved (59 M to 85 M): their walk of size two sees
/// only the cells with two candidates, while the larger sizes see most cells.
pub(crate) fn hidden(g: &CandidateGrid, k: usize, ctx: &mut Context<'_>) -> Option<Step> {
    let topo = g.topo;
    let n = topo.size();
    let mut quiet = Quiet::of(g, ctx, UnitSubsets::Hidden);
    let naked_known = ctx.quiet_units_of(g, UnitSubsets::Naked);
    let top = 4;
    // Room reused from unit to unit, on the stack.
    let (mut digits, mut places) = ([0usize; 32], [0u32; 32]);
    for u in unit_order(n) {
        let cells: &[u16] = topo.unit(u);
        if quiet.has(k, u) {
            continue;
        }
        // The open cells, and the digits they hold between them.
        let (mut open, mut held) = (0, 0u32);
        for &i in cells {
            let m = g.cands[i as usize];
            open += usize::from(m != 0);
            held |= m;
        }
        // On 9×9 a unit's outcome depends on its candidates alone: a unit whose candidates
        // have not changed since it gave nothing is skipped, and so is one where the naked
        // finder of the complementary size is known to find nothing (see `dual_quiet`).
        let dual = dual_quiet(&naked_known, u, open, held);
        if dual & (1 << k) != 0 {
            continue;
        }
        let (want, hi) = quiet.sizes((k, top), u, dual);
        if open <= k {
            continue;
        }
        let mut per_digit = [0u32; 32];
        for (j, &i) in cells.iter().enumerate() {
            let mut m = g.cands[i as usize];
            while m != 0 {
                per_digit[(m.trailing_zeros() & 31) as usize] |= 1 << j;
                m &= m - 1;
            }
        }
        // The digits with at most `hi` places, and those places.
        let mut count = 0;
        for (d, &m) in per_digit.iter().enumerate().take(n) {
            if m != 0 && (ones(m) as usize) <= hi {
                digits[count] = d;
                places[count] = m;
                count += 1;
            }
        }
        if count < k {
            continue;
        }
        let (digits, places) = (&digits[..count], &places[..count]);
        let mut busy = 0u32;
        let found = combos_upto(places, (k, hi), &mut |pick, pos| {
            let size = pick.len();
            if (want & !busy) & (1 << size) == 0 {
                return None;
            }
            let dmask: u32 = pick.iter().map(|&j| 1u32 << digits[j]).sum();
            // Most subsets found eliminate nothing (they stay once used): see that before
            // making any list.
            let cell_of = |j: usize| cells[j] as usize;
            if super::geometry::digits(pos).all(|j| g.cands[cell_of(j)] & !dmask == 0) {
                return None;
            }
            if size != k {
                // A larger subset with eliminations: its finder has work in this unit.
                busy |= 1 << size;
                return None;
            }
            let subset: Vec<usize> = super::geometry::digits(pos)
                .map(|j| cells[j] as usize)
                .collect();
            let elims: Vec<_> = subset
                .iter()
                .flat_map(|&i| super::geometry::digits(g.cands[i] & !dmask).map(move |d| (i, d)))
                .map(|(i, d)| g.cand(i, d))
                .collect();
            if elims.is_empty() {
                return None;
            }
            let t = [
                Technique::HiddenPair,
                Technique::HiddenTriple,
                Technique::HiddenQuadruple,
            ][k - 2];
            let unit = topo.unit_kind(u);
            let scells: Vec<_> = subset.iter().map(|&i| g.cell(i)).collect();
            let wording = Wording::HiddenSubset {
                unit,
                digits: digit_values(dmask),
                cells: scells.clone(),
            };
            let candidates = subset
                .iter()
                .flat_map(|&i| super::geometry::digits(g.cands[i] & dmask).map(move |d| (i, d)))
                .map(|(i, d)| g.cand(i, d))
                .collect();
            Some(Step {
                technique: t,
                cells: scells,
                candidates,
                units: vec![unit],
                placements: Vec::new(),
                eliminations: elims,
                wording,
                text: String::new(),
            })
        });
        if found.is_some() {
            quiet.save(g, ctx);
            return found;
        }
        quiet.note(want, busy, u);
    }
    quiet.save(g, ctx);
    None
}
