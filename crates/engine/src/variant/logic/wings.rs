//! Wings on the puzzle's own peers: XY-Wing, XYZ-Wing and W-Wing. "Sees" is any rule that
//! keeps two cells apart (a house, a cage, a knight's or king's move), so a pincer may see its
//! pivot across a cage as well as along a row.

use super::grid::VGrid;
use super::Ctx;
use crate::logic::wording::{CellGroup, Wording};
use crate::logic::{Candidate, Step, Technique};
use crate::variant::model::{bit, digits, Mask};

/// The empty cells with `k` candidates.
fn with_candidates(g: &VGrid, k: u32) -> Vec<usize> {
    (0..g.cand.len())
        .filter(|&c| g.value[c] == 0 && g.cand[c].count_ones() == k)
        .collect()
}

/// Candidate `d` of every empty cell but `skip` that sees all of `cells`.
fn seen_by_all(g: &VGrid, ctx: &Ctx<'_>, cells: &[usize], d: usize) -> Vec<Candidate> {
    (0..g.cand.len())
        .filter(|&x| g.value[x] == 0 && g.cand[x] & bit(d) != 0 && !cells.contains(&x))
        .filter(|&x| cells.iter().all(|&c| ctx.sees(x, c)))
        .map(|x| g.cand_of(x, d))
        .collect()
}

fn group(g: &VGrid, c: usize) -> CellGroup {
    CellGroup {
        cells: vec![g.cell(c)],
        digits: digits(g.cand[c]).map(|d| d as u8).collect(),
    }
}

fn candidates(g: &VGrid, cells: &[usize]) -> Vec<Candidate> {
    cells
        .iter()
        .flat_map(|&c| digits(g.cand[c]).map(move |d| (c, d)))
        .map(|(c, d)| g.cand_of(c, d))
        .collect()
}

/// The one digit of a one-digit mask.
fn only(m: Mask) -> usize {
    m.trailing_zeros() as usize + 1
}

/// A pivot whose candidates are `x/y` (XY-Wing) or `x/y/z` (XYZ-Wing) sees two pincers `x/z`
/// and `y/z`: whichever digit the pivot takes, a pincer (or, for XYZ, the pivot itself) holds
/// `z`, so `z` leaves every cell that sees the pincers (and the pivot, for XYZ).
fn wing(g: &VGrid, ctx: &mut Ctx<'_>, xyz: bool) -> Option<Step> {
    let pairs = with_candidates(g, 2);
    for p in with_candidates(g, if xyz { 3 } else { 2 }) {
        let seen: Vec<usize> = pairs
            .iter()
            .copied()
            .filter(|&a| a != p && ctx.sees(p, a))
            .filter(|&a| {
                let common = g.cand[a] & g.cand[p];
                if xyz {
                    g.cand[a] & !g.cand[p] == 0
                } else {
                    common.count_ones() == 1
                }
            })
            .collect();
        for (i, &a) in seen.iter().enumerate() {
            for &b in &seen[i + 1..] {
                let z = g.cand[a] & g.cand[b];
                if z.count_ones() != 1 || g.cand[a] == g.cand[b] {
                    continue;
                }
                let wings = if xyz {
                    (g.cand[a] | g.cand[b]) == g.cand[p]
                } else {
                    z & g.cand[p] == 0 && (g.cand[a] | g.cand[b]) & !z == g.cand[p]
                };
                if !wings {
                    continue;
                }
                let z = only(z);
                let sees: Vec<usize> = if xyz { vec![p, a, b] } else { vec![a, b] };
                let elims = seen_by_all(g, ctx, &sees, z);
                if elims.is_empty() {
                    continue;
                }
                let (pivot, pincers) = (group(g, p), [group(g, a), group(g, b)]);
                let wording = if xyz {
                    Wording::XyzWing {
                        pivot,
                        pincers,
                        digit: z as u8,
                    }
                } else {
                    Wording::XyWing {
                        pivot,
                        pincers,
                        digit: z as u8,
                    }
                };
                return Some(Step {
                    technique: if xyz {
                        Technique::XyzWing
                    } else {
                        Technique::XyWing
                    },
                    cells: [p, a, b].iter().map(|&c| g.cell(c)).collect(),
                    candidates: candidates(g, &[p, a, b]),
                    units: Vec::new(),
                    placements: Vec::new(),
                    eliminations: elims,
                    wording,
                    text: String::new(),
                });
            }
        }
    }
    None
}

/// The first XY-Wing.
pub(crate) fn xy_wing(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    wing(g, ctx, false)
}

/// The first XYZ-Wing.
pub(crate) fn xyz_wing(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    wing(g, ctx, true)
}

/// Two cells `x/y` that do not see each other, and a house where `x` has two places, one
/// seen by each cell: one of the two cells is `y` (were both `x`, the house would have no
/// place left for `x`), so `y` leaves every cell that sees both.
pub(crate) fn w_wing(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    let pairs = with_candidates(g, 2);
    for (i, &a) in pairs.iter().enumerate() {
        for &b in &pairs[i + 1..] {
            if g.cand[a] != g.cand[b] || ctx.sees(a, b) {
                continue;
            }
            for x in digits(g.cand[a]) {
                let y = only(g.cand[a] & !bit(x));
                let elims = seen_by_all(g, ctx, &[a, b], y);
                if elims.is_empty() {
                    continue;
                }
                for (h, house) in ctx.model.houses.iter().enumerate() {
                    let places = g.places(house, x);
                    let &[e1, e2] = places.as_slice() else {
                        continue;
                    };
                    if [e1, e2]
                        .iter()
                        .any(|&e| e == a || e == b || g.value[e] != 0)
                    {
                        continue;
                    }
                    let ends = if ctx.sees(a, e1) && ctx.sees(b, e2) {
                        [e1, e2]
                    } else if ctx.sees(a, e2) && ctx.sees(b, e1) {
                        [e2, e1]
                    } else {
                        continue;
                    };
                    let mut cands = candidates(g, &[a, b]);
                    cands.extend(ends.iter().map(|&e| g.cand_of(e, x)));
                    return Some(Step {
                        technique: Technique::WWing,
                        cells: [a, b, ends[0], ends[1]]
                            .iter()
                            .map(|&c| g.cell(c))
                            .collect(),
                        candidates: cands,
                        units: vec![ctx.units[h]],
                        placements: Vec::new(),
                        eliminations: elims,
                        wording: Wording::WWing {
                            cells: [g.cell(a), g.cell(b)],
                            digits: digits(g.cand[a]).map(|d| d as u8).collect(),
                            link: x as u8,
                            ends: [g.cell(ends[0]), g.cell(ends[1])],
                            digit: y as u8,
                        },
                        text: String::new(),
                    });
                }
            }
        }
    }
    None
}
