//! Locked Candidates: a digit of a box confined to one line (type 1, pointing) or a digit of a
//! line confined to one box (type 2, claiming). Every size.

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::{self, box_of, col_of, row_of, Cells, UNIT};
use super::step::{Elimination, Step};
use super::technique::Technique;
use super::wording::Wording;

/// Type 1: in a box, digit `d` lies only in one row (or column), so it leaves the rest of
/// that line.
pub(crate) fn pointing(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    if g.is_nine() {
        return locked_nine(g, ctx, Technique::LockedCandidatesPointing);
    }
    let n = g.topo.size();
    by_digit(g, ctx, PerDigit::Pointing, |live| {
        (2 * n..3 * n).find_map(|b| locked(g, b, Technique::LockedCandidatesPointing, live))
    })
}

/// Type 2: in a row (then column), digit `d` lies only in one box, so it leaves the rest of
/// that box.
pub(crate) fn claiming(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    if g.is_nine() {
        return locked_nine(g, ctx, Technique::LockedCandidatesClaiming);
    }
    let n = g.topo.size();
    by_digit(g, ctx, PerDigit::Claiming, |live| {
        (0..2 * n).find_map(|u| locked(g, u, Technique::LockedCandidatesClaiming, live))
    })
}

/// First cells of segments (three cells of a line in one box), picked by `kind` and the range
/// `lo..=hi` (see the comment inside).
const fn cells_where(kind: u8, lo: usize, hi: usize) -> u128 {
    let mut m = 0u128;
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        // Kinds 0 to 3 pick first cells of row segments (cells 9r + 3s) by the segment's
        // place in its row (s) or its row's place in its band (r % 3); kinds 4 to 7 first cells
        // of column segments (cells 27t + c) by the column's place in its stack (c % 3) or the
        // band (t).
        let x = match kind {
            0 => c % 3 == 0 && c / 3 >= lo && c / 3 <= hi,
            1 => c % 3 == 0 && r % 3 >= lo && r % 3 <= hi,
            2 => r % 3 == 0 && c % 3 >= lo && c % 3 <= hi,
            _ => r % 3 == 0 && r / 3 >= lo && r / 3 <= hi,
        };
        if x {
            m |= 1 << i;
        }
        i += 1;
    }
    m
}

/// The first cells of the 27 row segments (the three cells of a row in one box) and of the 27
/// column segments.
const ROW_SEG: u128 = cells_where(0, 0, 2);
const COL_SEG: u128 = cells_where(2, 0, 2);

/// Where Locked Candidates of digit cells `p` lie, on 9×9, as the first cells of segments:
/// `[pointing along rows, along columns, claiming from rows, from columns]`. A segment with
/// two or more of the digit's cells points when the rest of its box has none and the rest of
/// its line has some, and claims when the rest of its line has none and the rest of its box
/// has some: the two finders' conditions, for all units at once. A pointing bit lies in the
/// box that points, a claiming bit in the line that claims. (The masks shift cells onto
/// their segment's first cell: this works on the bits.)
fn locked_masks(p: Cells) -> [Cells; 4] {
    let p = p.bits();
    const R_S0: u128 = cells_where(0, 0, 0);
    const R_S01: u128 = cells_where(0, 0, 1);
    const R_S12: u128 = cells_where(0, 1, 2);
    const R_S2: u128 = cells_where(0, 2, 2);
    const R_K0: u128 = cells_where(1, 0, 0);
    const R_K01: u128 = cells_where(1, 0, 1);
    const R_K12: u128 = cells_where(1, 1, 2);
    const R_K2: u128 = cells_where(1, 2, 2);
    const C_C0: u128 = cells_where(2, 0, 0);
    const C_C01: u128 = cells_where(2, 0, 1);
    const C_C12: u128 = cells_where(2, 1, 2);
    const C_C2: u128 = cells_where(2, 2, 2);
    const C_T0: u128 = cells_where(3, 0, 0);
    const C_T01: u128 = cells_where(3, 0, 1);
    const C_T12: u128 = cells_where(3, 1, 2);
    const C_T2: u128 = cells_where(3, 2, 2);
    // Row segments: the cells at 9r + 3s, 9r + 3s + 1, 9r + 3s + 2.
    let occ = (p | p >> 1 | p >> 2) & ROW_SEG;
    let two = (p & p >> 1 | p & p >> 2 | p >> 1 & p >> 2) & ROW_SEG;
    let line = (occ >> 3 & R_S01) | (occ >> 6 & R_S0) | (occ << 3 & R_S12) | (occ << 6 & R_S2);
    let boxed = (occ >> 9 & R_K01) | (occ >> 18 & R_K0) | (occ << 9 & R_K12) | (occ << 18 & R_K2);
    let (point_r, claim_r) = (two & !boxed & line, two & !line & boxed);
    // Column segments: the cells at 27t + c, 27t + c + 9, 27t + c + 18.
    let occ = (p | p >> 9 | p >> 18) & COL_SEG;
    let two = (p & p >> 9 | p & p >> 18 | p >> 9 & p >> 18) & COL_SEG;
    let line = (occ >> 27 & C_T01) | (occ >> 54 & C_T0) | (occ << 27 & C_T12) | (occ << 54 & C_T2);
    let boxed = (occ >> 1 & C_C01) | (occ >> 2 & C_C0) | (occ << 1 & C_C12) | (occ << 2 & C_C2);
    let (point_c, claim_c) = (two & !boxed & line, two & !line & boxed);
    [point_r, point_c, claim_r, claim_c].map(Cells::from_bits)
}

/// Pointing or claiming on 9×9. The digits whose cells have not changed since the finder last
/// found nothing for them are left out; for the others, [`locked_masks`] tells which units
/// hold a step, and only the first of them (in the finder's order: boxes, or rows then
/// columns) is walked, so the step found is the same. The pointing finder, which runs first,
/// also notes the digits without a claiming step as quiet for the claiming finder (most
/// positions have neither). Measured with callgrind on `sudoku generate --difficulty extreme
/// --count 200 --seed 1 --threads 1`: the two finders had walked every unit with a 128-bit
/// population count per digit (30.6 M instructions).
fn locked_nine(g: &CandidateGrid, ctx: &mut Context<'_>, t: Technique) -> Option<Step> {
    let pointing = t == Technique::LockedCandidatesPointing;
    let me = if pointing {
        PerDigit::Pointing
    } else {
        PerDigit::Claiming
    };
    let live = (0..9)
        .filter(|&d| !ctx.is_quiet(me, d, g.pos[d]))
        .fold(0u32, |m, d| m | (1 << d));
    if live == 0 {
        return None;
    }
    let (mut rows, mut cols) = (Cells::EMPTY, Cells::EMPTY);
    for d in geometry::digits(live) {
        let [point_r, point_c, claim_r, claim_c] = locked_masks(g.pos[d]);
        if pointing {
            rows |= point_r;
            cols |= point_c;
            if (claim_r | claim_c).is_empty() {
                ctx.set_quiet(PerDigit::Claiming, d, g.pos[d]);
            }
        } else {
            rows |= claim_r;
            cols |= claim_c;
        }
    }
    let found = if pointing {
        (18..27)
            .filter(|&b| !((rows | cols) & UNIT[b]).is_empty())
            .find_map(|b| locked9(g, b, t, live))
    } else {
        (0..18)
            .filter(|&u| !(if u < 9 { rows } else { cols } & UNIT[u]).is_empty())
            .find_map(|u| locked9(g, u, t, live))
    };
    if found.is_none() {
        for d in geometry::digits(live) {
            ctx.set_quiet(me, d, g.pos[d]);
        }
    }
    found
}

/// Runs `find` over the digits worth looking at (a mask, every digit on sizes other than
/// 9×9). What a digit gives depends on its own cells alone, so on 9×9 a digit whose cells
/// have not changed since the finder last found nothing is left out, and after a search that
/// found nothing every digit searched is noted as quiet. The units are still walked in the
/// same order, so the step found is the same.
fn by_digit(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    me: PerDigit,
    find: impl FnOnce(u32) -> Option<Step>,
) -> Option<Step> {
    if !g.is_nine() {
        return find(u32::MAX);
    }
    let live = (0..9)
        .filter(|&d| !ctx.is_quiet(me, d, g.pos[d]))
        .fold(0u32, |m, d| m | (1 << d));
    if live == 0 {
        return None;
    }
    let found = find(live);
    if found.is_none() {
        for d in geometry::digits(live) {
            ctx.set_quiet(me, d, g.pos[d]);
        }
    }
    found
}

fn locked(g: &CandidateGrid, base: usize, t: Technique, live: u32) -> Option<Step> {
    if g.is_nine() {
        return locked9(g, base, t, live);
    }
    let topo = g.topo;
    for d in 0..topo.size() {
        let bit = 1u32 << d;
        let cells: Vec<usize> = topo
            .unit(base)
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| g.cands[i] & bit != 0)
            .collect();
        if cells.len() < 2 {
            continue;
        }
        // The other unit kinds every cell shares: row and column for a box, box for a line
        // (`units_of` lists a cell's row, column and box in that order).
        let kinds: &[usize] = if t == Technique::LockedCandidatesPointing {
            &[0, 1]
        } else {
            &[2]
        };
        for &k in kinds {
            let other = topo.units_of(cells[0])[k] as usize;
            if cells.iter().any(|&i| topo.units_of(i)[k] as usize != other) {
                continue;
            }
            let elims: Vec<_> = topo
                .unit(other)
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| g.cands[i] & bit != 0 && !cells.contains(&i))
                .map(|i| g.cand(i, d))
                .collect();
            if elims.is_empty() {
                continue;
            }
            return Some(locked_step(g, t, d, (base, other), &cells, elims));
        }
    }
    None
}

/// [`locked`] on 9×9, with cell masks: the same steps in the same order, without building a
/// list per unit and digit.
fn locked9(g: &CandidateGrid, base: usize, t: Technique, live: u32) -> Option<Step> {
    for d in geometry::digits(live) {
        let m = g.pos[d] & UNIT[base];
        if !m.has_several() {
            continue;
        }
        let first = m.lowest();
        let others: &[usize] = if t == Technique::LockedCandidatesPointing {
            &[row_of(first), 9 + col_of(first)]
        } else {
            &[18 + box_of(first)]
        };
        for &other in others {
            if !(m & !UNIT[other]).is_empty() {
                continue;
            }
            let targets = g.pos[d] & UNIT[other] & !m;
            if targets.is_empty() {
                continue;
            }
            let cells: Vec<usize> = geometry::cells(m).collect();
            let elims = geometry::cells(targets).map(|i| g.cand(i, d)).collect();
            return Some(locked_step(g, t, d, (base, other), &cells, elims));
        }
    }
    None
}

/// The step of digit `d` locked in unit `base` and so leaving unit `other`.
fn locked_step(
    g: &CandidateGrid,
    t: Technique,
    d: usize,
    (base, other): (usize, usize),
    cells: &[usize],
    elims: Vec<Elimination>,
) -> Step {
    let (from, to) = (g.topo.unit_kind(base), g.topo.unit_kind(other));
    let wording = Wording::LockedCandidates {
        from,
        digit: d as u8 + 1,
        to,
    };
    Step {
        technique: t,
        cells: cells.iter().map(|&i| g.cell(i)).collect(),
        candidates: cells.iter().map(|&i| g.cand(i, d)).collect(),
        units: vec![from, to],
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// [`locked_masks`] flags exactly the units where the plain walk ([`locked9`]) finds a step
    /// for the digit, and the finders find the plain walk's step, at every position of the
    /// solving paths of top1465 puzzles and on those positions thinned (each candidate dropped
    /// with probability 1/4, which makes many more locked candidates), with a fresh context
    /// and with the contexts of runs (pointing then claiming, and the reverse order).
    #[test]
    fn the_masks_flag_the_units_the_plain_walk_finds() {
        let budget = crate::Budget::unlimited();
        let (mut positions, mut flagged) = (0, [0usize; 2]);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for (line, mut g, solution) in hard_puzzles(5, 150) {
            let mut ctx = Context::new(solution.clone(), &budget);
            let mut forward = Context::new(solution.clone(), &budget);
            let mut backward = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, _| {
                let mut thinned = g.clone();
                for d in 0..9 {
                    let p = thinned.pos[d];
                    for i in p {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        if seed & 3 == 0 {
                            thinned.remove(i, d);
                        }
                    }
                }
                for pos in [g, &thinned] {
                    positions += 1;
                    for d in 0..9 {
                        let [point_r, point_c, claim_r, claim_c] = locked_masks(pos.pos[d]);
                        for u in 0..27 {
                            let (t, got) = match u {
                                0..=8 => (Technique::LockedCandidatesClaiming, claim_r),
                                9..=17 => (Technique::LockedCandidatesClaiming, claim_c),
                                _ => (Technique::LockedCandidatesPointing, point_r | point_c),
                            };
                            let plain = locked9(pos, u, t, 1 << d).is_some();
                            assert_eq!(
                                !(got & UNIT[u]).is_empty(),
                                plain,
                                "{line}: digit {d} unit {u}"
                            );
                            flagged[usize::from(u >= 18)] += usize::from(plain);
                        }
                    }
                    let plain = |t| {
                        let units = if t == Technique::LockedCandidatesPointing {
                            18..27
                        } else {
                            0..18
                        };
                        units.clone().find_map(|u| locked9(pos, u, t, 0x1ff))
                    };
                    let (p, c) = (
                        plain(Technique::LockedCandidatesPointing),
                        plain(Technique::LockedCandidatesClaiming),
                    );
                    let mut fresh = Context::new(solution.clone(), &budget);
                    assert_eq!(pointing(pos, &mut fresh), p, "{line}");
                    let mut fresh = Context::new(solution.clone(), &budget);
                    assert_eq!(claiming(pos, &mut fresh), c, "{line}");
                    assert_eq!(pointing(pos, &mut forward), p, "{line}");
                    assert_eq!(claiming(pos, &mut forward), c, "{line}");
                    assert_eq!(claiming(pos, &mut backward), c, "{line}");
                    assert_eq!(pointing(pos, &mut backward), p, "{line}");
                }
            });
        }
        assert!(
            flagged.iter().all(|&f| f > 1000),
            "too few locked candidates: {flagged:?} in {positions} positions"
        );
    }
}
