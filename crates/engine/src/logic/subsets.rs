//! Naked and hidden subsets (pairs, triples, quadruples) and locked pairs/triples. Every size.
//! Units are searched boxes first, then rows, then columns, as HoDoKu does.

use super::candidates::CandidateGrid;
use super::context::{Context, UnitSubsets};
use super::links::ones;
use super::step::{digit_values, Step};
use super::technique::Technique;
use super::wording::Wording;
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
    // Room reused from unit to unit.
    let (mut cells, mut masks) = (Vec::new(), Vec::new());
    for u in (2 * n..3 * n).chain(units) {
        if ctx.is_unit_quiet(g, kind, k, u) {
            continue;
        }
        cells.clear();
        cells.extend(
            topo.unit(u).iter().map(|&i| i as usize).filter(|&i| {
                g.values[i] == 0 && (ones(g.cands[i]) as usize) <= k && g.cands[i] != 0
            }),
        );
        let mut passed_locked = false;
        if cells.len() >= k {
            masks.clear();
            masks.extend(cells.iter().map(|&i| g.cands[i]));
            let found = combos(&masks, k, &mut |pick, digits| {
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
                return found;
            }
        }
        if !passed_locked {
            ctx.set_unit_quiet(g, kind, k, u);
        }
    }
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
pub(crate) fn hidden(g: &CandidateGrid, k: usize, ctx: &mut Context<'_>) -> Option<Step> {
    let topo = g.topo;
    let n = topo.size();
    let (mut digits, mut places) = (Vec::new(), Vec::new());
    for u in unit_order(n) {
        let cells: &[u16] = topo.unit(u);
        // On 9×9 a unit's outcome depends on its candidates alone: a unit whose candidates
        // have not changed since it gave nothing is skipped.
        if ctx.is_unit_quiet(g, UnitSubsets::Hidden, k, u) {
            continue;
        }
        let open = cells.iter().filter(|&&i| g.cands[i as usize] != 0).count();
        if open <= k {
            continue;
        }
        // For each digit, the positions (within the unit) where it may go.
        digits.clear();
        places.clear();
        // Read cell by cell, each candidate once (rather than every cell for every digit).
        let mut per_digit = [0u32; 32];
        for (j, &i) in cells.iter().enumerate() {
            for d in super::geometry::digits(g.cands[i as usize]) {
                per_digit[d & 31] |= 1 << j;
            }
        }
        for (d, &m) in per_digit.iter().enumerate().take(n) {
            if m != 0 && (ones(m) as usize) <= k {
                digits.push(d);
                places.push(m);
            }
        }
        if digits.len() < k {
            continue;
        }
        let found = combos(&places, k, &mut |pick, pos| {
            let dmask: u32 = pick.iter().map(|&j| 1u32 << digits[j]).sum();
            // Most subsets found eliminate nothing (they stay once used): see that before
            // making any list.
            let cell_of = |j: usize| cells[j] as usize;
            if super::geometry::digits(pos).all(|j| g.cands[cell_of(j)] & !dmask == 0) {
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
            return found;
        }
        ctx.set_unit_quiet(g, UnitSubsets::Hidden, k, u);
    }
    None
}
