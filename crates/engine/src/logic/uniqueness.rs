//! Uniqueness techniques, 9×9: Unique Rectangle types 1–6, Hidden Rectangle and Bivalue
//! Universal Grave + 1. They assume the puzzle has exactly one solution, as HoDoKu does.
//!
//! Speed: the rectangles are enumerated with index arithmetic and one mask of the cells where
//! both digits are allowed, and each rectangle's corners with extra digits are found once (they
//! had been collected into a new list for each of the six types, and the lines across walked
//! with two cell iterators): `sudoku rate --threads 1` of top293 went from 3.359 G to 3.309 G
//! instructions with the same steps.

use super::candidates::CandidateGrid;
use super::context::Context;
use super::geometry::{box_of, cells, col_of, digits, row_of, Cells, ALL81, PEERS, UNIT};
use super::step::{digit_values, Elimination, Step};
use super::technique::Technique;
use super::wording::{RectangleReason, Wording};
use crate::shape::Shape;
use crate::topology::Topology;

/// A unique rectangle candidate: four empty cells in two rows, two columns and two boxes,
/// where the digits `a` and `b` may both stand. `cells` is in HoDoKu's order: the bivalue
/// corner it starts from, the corner beside it in its box, then the two across.
struct Rect {
    cells: [usize; 4],
    ab: u32,
    /// The corners with digits other than `a` and `b` (in the order of `cells`): the first
    /// `n_extra` places.
    extra: [usize; 4],
    n_extra: usize,
    /// Those other digits.
    all_extra: u32,
}

impl Rect {
    /// The rectangle of `cells` for the digits `ab`, with its corners' extra digits.
    fn new(g: &CandidateGrid, cells: [usize; 4], ab: u32) -> Rect {
        let mut extra = [0; 4];
        let mut n_extra = 0;
        let mut all_extra = 0;
        for &i in &cells {
            let more = g.cands[i] & !ab;
            if more != 0 {
                extra[n_extra] = i;
                n_extra += 1;
                all_extra |= more;
            }
        }
        Rect {
            cells,
            ab,
            extra,
            n_extra,
            all_extra,
        }
    }
}

/// The empty cells, and per digit the empty cells where it is allowed (no placed peer holds
/// it).
fn empty_and_allowed(g: &CandidateGrid) -> (Cells, [Cells; 9]) {
    let mut placed = [Cells::EMPTY; 9];
    let mut empty: Cells = Cells::EMPTY;
    for i in 0..81 {
        match g.values[i] {
            0 => empty.insert(i),
            v => placed[v as usize - 1].insert(i),
        }
    }
    let allowed = std::array::from_fn(|d| cells(placed[d]).fold(empty, |m, i| m & !PEERS[i]));
    (empty, allowed)
}

/// Every rectangle HoDoKu considers, in its order: from each bivalue cell (in cell order) with
/// its two digits, a second corner in its box and on its row or column (in box order), then
/// the two corners across in another box (in line order). As HoDoKu by default, a corner only
/// needs `a` and `b` to be *allowed* (no placed peer holds them), not still candidates: the
/// uniqueness argument needs no more. A rectangle met again with other digits is skipped.
fn rectangles(g: &CandidateGrid) -> Vec<Rect> {
    let (empty, allowed) = empty_and_allowed(g);
    let mut out = Vec::new();
    let mut seen: Vec<Cells> = Vec::new();
    for i11 in cells(empty).filter(|&i| g.cands[i].count_ones() == 2) {
        let ab = g.cands[i11];
        // The empty cells where `a` and `b` are both allowed.
        let fit = digits(ab).fold(empty, |m, d| m & allowed[d]);
        let (r11, c11, b11) = (row_of(i11), col_of(i11), box_of(i11));
        for i12 in cells(UNIT[18 + b11] & fit) {
            let (same_row, same_col) = (row_of(i12) == r11, col_of(i12) == c11);
            if i12 == i11 || !(same_row || same_col) {
                continue;
            }
            // Across: along the columns of a pair in a row, along the rows of a pair in a
            // column, the two cells of each line across (the lines' cells once walked with
            // two cell iterators, and the digits tested one by one in each corner).
            for t in 0..9 {
                let (i21, i22) = if same_row {
                    (t * 9 + c11, t * 9 + col_of(i12))
                } else {
                    (r11 * 9 + t, row_of(i12) * 9 + t)
                };
                if box_of(i21) == b11 || !fit.contains(i21) || !fit.contains(i22) {
                    continue;
                }
                let key = mask(&[i11, i12, i21, i22]);
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                out.push(Rect::new(g, [i11, i12, i21, i22], ab));
            }
        }
    }
    out
}

fn ur_step(
    g: &CandidateGrid,
    t: Technique,
    r: &Rect,
    elims: Vec<Elimination>,
    reason: RectangleReason,
) -> Step {
    let cs: Vec<_> = r.cells.iter().map(|&i| g.cell(i)).collect();
    let wording = Wording::UniqueRectangle {
        cells: cs.clone(),
        digits: digit_values(r.ab),
        reason,
    };
    let mut candidates = Vec::new();
    for &i in &r.cells {
        for d in digits(g.cands[i] & r.ab) {
            candidates.push(g.cand(i, d));
        }
    }
    Step {
        technique: t,
        cells: cs,
        candidates,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

fn elims_in(g: &CandidateGrid, targets: Cells, ds: u32) -> Vec<Elimination> {
    let mut v = Vec::new();
    for i in cells(targets) {
        for d in digits(g.cands[i] & ds) {
            v.push(g.cand(i, d));
        }
    }
    v
}

fn mask(cs: &[usize]) -> Cells {
    cs.iter().copied().collect()
}

/// Units (as indices) shared by all of `cs`.
fn shared_units(cs: &[usize]) -> Vec<usize> {
    let m = mask(cs);
    (0..27).filter(|&u| (m & !UNIT[u]).is_empty()).collect()
}

/// Unique Rectangles of types 1 to 6, then Hidden Rectangles: each type over every
/// rectangle before the next type, as HoDoKu orders them.
pub(crate) fn unique_rectangles(g: &CandidateGrid) -> Option<Step> {
    let rects = rectangles(g);
    (1..=6)
        .find_map(|kind| rects.iter().find_map(|r| ur_type(g, r, kind)))
        .or_else(|| hidden_rectangle(g, &rects))
}

fn ur_type(g: &CandidateGrid, r: &Rect, kind: u8) -> Option<Step> {
    let extra = &r.extra[..r.n_extra];
    let all_extra = r.all_extra;
    match kind {
        1 if extra.len() == 1 => {
            let elims = elims_in(g, mask(extra), r.ab);
            (!elims.is_empty()).then(|| {
                ur_step(
                    g,
                    Technique::UniquenessTest1,
                    r,
                    elims,
                    RectangleReason::OneCorner {
                        cell: g.cell(extra[0]),
                    },
                )
            })
        }
        2 | 5 if (2..=3).contains(&extra.len()) && all_extra.count_ones() == 1 => {
            let units = shared_units(extra);
            let in_line = extra.len() == 2 && units.iter().any(|&u| u < 18);
            let t = if kind == 2 && in_line {
                Technique::UniquenessTest2
            } else if kind == 5 && !in_line {
                Technique::UniquenessTest5
            } else {
                return None;
            };
            let m = mask(extra);
            let seen = cells(m).fold(ALL81, |s, i| s & PEERS[i]);
            let elims = elims_in(g, seen & !m, all_extra);
            let cs: Vec<_> = extra.iter().map(|&i| g.cell(i)).collect();
            (!elims.is_empty()).then(|| {
                ur_step(
                    g,
                    t,
                    r,
                    elims,
                    RectangleReason::SharedExtra {
                        cells: cs,
                        digits: digit_values(all_extra),
                    },
                )
            })
        }
        3 if extra.len() == 2 => {
            for u in shared_units(extra) {
                let others: Vec<usize> = cells(UNIT[u] & !mask(&r.cells))
                    .filter(|&i| g.values[i] == 0)
                    .collect();
                for size in 1..=3usize {
                    if let Some(s) = ur3_subset(g, r, u, &others, all_extra, size) {
                        return Some(s);
                    }
                }
            }
            None
        }
        4 if extra.len() == 2
            && (row_of(extra[0]) == row_of(extra[1]) || col_of(extra[0]) == col_of(extra[1])) =>
        {
            // As HoDoKu: the digit is nowhere else in any unit the two corners share.
            let shared = shared_units(extra)
                .iter()
                .fold(Cells::EMPTY, |m, &u| m | UNIT[u]);
            for d in digits(r.ab) {
                if !(g.pos[d] & shared & !mask(extra)).is_empty() {
                    continue;
                }
                let other = r.ab & !(1 << d);
                let elims = elims_in(g, mask(extra), other);
                if !elims.is_empty() {
                    let why = RectangleReason::ConjugatePair {
                        digit: d as u8 + 1,
                        cells: [g.cell(extra[0]), g.cell(extra[1])],
                    };
                    return Some(ur_step(g, Technique::UniquenessTest4, r, elims, why));
                }
            }
            None
        }
        6 if extra.len() == 2
            && row_of(extra[0]) != row_of(extra[1])
            && col_of(extra[0]) != col_of(extra[1]) =>
        {
            let rows = UNIT[row_of(extra[0])] | UNIT[row_of(extra[1])];
            let cols = UNIT[9 + col_of(extra[0])] | UNIT[9 + col_of(extra[1])];
            for d in digits(r.ab) {
                let rc = mask(&r.cells);
                if (g.pos[d] & rows & !rc).is_empty() && (g.pos[d] & cols & !rc).is_empty() {
                    let elims = elims_in(g, mask(extra), 1 << d);
                    if !elims.is_empty() {
                        let why = RectangleReason::XWing { digit: d as u8 + 1 };
                        return Some(ur_step(g, Technique::UniquenessTest6, r, elims, why));
                    }
                }
            }
            None
        }
        _ => None,
    }
}

/// Type 3: the extra digits of two corners act as one cell that forms a naked subset with
/// `size` other cells of unit `u`.
fn ur3_subset(
    g: &CandidateGrid,
    r: &Rect,
    u: usize,
    others: &[usize],
    extra: u32,
    size: usize,
) -> Option<Step> {
    fn pick(
        g: &CandidateGrid,
        others: &[usize],
        start: usize,
        left: usize,
        union: u32,
        chosen: &mut Vec<usize>,
        size: usize,
    ) -> Option<(Vec<usize>, u32)> {
        if left == 0 {
            return (union.count_ones() as usize == size + 1).then(|| (chosen.clone(), union));
        }
        for k in start..others.len() {
            let m = union | g.cands[others[k]];
            if m.count_ones() as usize > size + 1 {
                continue;
            }
            chosen.push(others[k]);
            let r = pick(g, others, k + 1, left - 1, m, chosen, size);
            chosen.pop();
            if r.is_some() {
                return r;
            }
        }
        None
    }
    let (subset, digits) = pick(g, others, 0, size, extra, &mut Vec::new(), size)?;
    let rest = UNIT[u] & !mask(&r.cells) & !mask(&subset);
    let elims = elims_in(g, rest, digits);
    if elims.is_empty() {
        return None;
    }
    let cs: Vec<_> = subset.iter().map(|&i| g.cell(i)).collect();
    let why = RectangleReason::NakedSubset {
        extra: digit_values(extra),
        cells: cs,
        digits: digit_values(digits),
        unit: super::single_digit::unit_name(u),
    };
    Some(ur_step(g, Technique::UniquenessTest3, r, elims, why))
}

/// A rectangle with a bivalue corner whose opposite corner sees `a` only inside the rectangle
/// along both its lines: the opposite corner cannot be `b`.
fn hidden_rectangle(g: &CandidateGrid, rects: &[Rect]) -> Option<Step> {
    for r in rects {
        // HoDoKu's corners: those without extra digits, one, or two on a diagonal.
        let mut plain = [0usize; 4];
        let mut n = 0;
        for &i in &r.cells {
            if g.cands[i] & !r.ab == 0 {
                plain[n] = i;
                n += 1;
            }
        }
        let plain = &plain[..n];
        match *plain {
            [_] => {}
            [a, b] if row_of(a) != row_of(b) && col_of(a) != col_of(b) => {}
            _ => continue,
        }
        for (k, &corner) in r.cells.iter().enumerate() {
            if !plain.contains(&corner) {
                continue;
            }
            let opp = r.cells[3 - k];
            let rc = mask(&r.cells);
            for a in digits(r.ab) {
                let line_r = g.pos[a] & UNIT[row_of(opp)] & !rc;
                let line_c = g.pos[a] & UNIT[9 + col_of(opp)] & !rc;
                if !line_r.is_empty() || !line_c.is_empty() {
                    continue;
                }
                let b = (r.ab & !(1 << a)).trailing_zeros() as usize;
                if g.cands[opp] & (1 << b) == 0 {
                    continue;
                }
                let elims = vec![g.cand(opp, b)];
                let why = RectangleReason::Hidden {
                    corner: g.cell(corner),
                    digit: a as u8 + 1,
                    row: row_of(opp) as u8 + 1,
                    column: col_of(opp) as u8 + 1,
                };
                return Some(ur_step(g, Technique::HiddenRectangle, r, elims, why));
            }
        }
    }
    None
}

/// Avoidable Rectangles, types 1 then 2, as HoDoKu finds them: two cells of a box in one
/// line, filled by the solver (not givens) with `a` and `b`, and the two cells across in
/// another box, each filled by the solver with the diagonal's digit or open with it and one
/// other candidate. Were the rectangle completed with `a`/`b`, the two digits could swap
/// without touching a given: a second solution. Type 1: one corner across is filled, so the
/// open one cannot take its digit. Type 2: both are open and share an extra digit, which one
/// of them holds, so it leaves the cells that see both.
///
/// Speed: a pair of near corners is turned down on masks (per digit, the cells filled with it
/// by the solver and those a far corner may be with it; the second line moved onto the first)
/// before its lines are walked; the near corners come from masks of the filled cells. Measured
/// with callgrind on `sudoku generate --difficulty extreme --count 200 --seed 1 --threads 1`:
/// 17.8 M instructions to 5.6 M, the same rectangles in the same order.
pub(crate) fn avoidable_rectangles(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let givens = ctx.givens();
    let solved = |i: usize| g.values[i] != 0 && !givens.contains(i);
    let open_with = |i: usize, d: usize| {
        g.values[i] == 0 && g.cands[i].count_ones() == 2 && g.cands[i] & (1 << d) != 0
    };
    // Per digit, the cells filled with it by the solver (`set`), and those where a far corner
    // may hold it (`far`: filled so, or open with it and one other candidate), for a test on
    // masks that turns down most pairs of near corners before their lines are walked.
    let (mut set, mut far) = ([Cells::EMPTY; 9], [Cells::EMPTY; 9]);
    let mut filled: Cells = Cells::EMPTY;
    for (i, (&v, &c)) in g.values.iter().zip(&g.cands).enumerate().take(81) {
        if v != 0 {
            if solved(i) {
                filled |= Cells::single(i);
                set[usize::from(v - 1) % 9] |= Cells::single(i);
            }
        } else if c.count_ones() == 2 {
            for d in digits(c & 0x1ff) {
                far[d] |= Cells::single(i);
            }
        }
    }
    for d in 0..9 {
        far[d] |= set[d];
    }
    let mut rects: Vec<[usize; 4]> = Vec::new();
    for i11 in cells(filled) {
        let a = g.values[i11] as usize - 1;
        let near = UNIT[18 + box_of(i11)] & (UNIT[row_of(i11)] | UNIT[9 + col_of(i11)]);
        for i12 in cells((near & filled) - Cells::single(i11)) {
            let (same_row, same_col) = (row_of(i12) == row_of(i11), col_of(i12) == col_of(i11));
            if i12 == i11 || !(same_row || same_col) || !solved(i12) {
                continue;
            }
            let b = g.values[i12] as usize - 1;
            let (u11, u12) = if same_row {
                (UNIT[9 + col_of(i11)], UNIT[9 + col_of(i12)])
            } else {
                (UNIT[row_of(i11)], UNIT[row_of(i12)])
            };
            // The far corners side by side, the second's line moved onto the first's: a pair
            // fits when both may hold their digit and not both are filled.
            let shift = |m: Cells| {
                Cells::from_bits(if i12 > i11 {
                    m.bits() >> (i12 - i11)
                } else {
                    m.bits() << (i11 - i12)
                })
            };
            let fits = far[b] & u11 & shift(far[a] & u12) & !(set[b] & shift(set[a]));
            if (fits & !UNIT[18 + box_of(i11)]).is_empty() {
                continue;
            }
            for (i21, i22) in cells(u11).zip(cells(u12)) {
                let far =
                    |i: usize, d: usize| (g.values[i] == d as u8 + 1 && solved(i), open_with(i, d));
                let ((set21, open21), (set22, open22)) = (far(i21, b), far(i22, a));
                let fits = (set21 && open22) || (set22 && open21) || (open21 && open22);
                let key = [i11, i12, i21, i22];
                if box_of(i21) == box_of(i11) || !fits || rects.iter().any(|r| same_rect(r, &key)) {
                    continue;
                }
                rects.push(key);
            }
        }
    }
    let step = |r: &[usize; 4], t, elims: Vec<Elimination>, reason| {
        let (a, b) = (g.values[r[0]] as usize - 1, g.values[r[1]] as usize - 1);
        let rect = Rect::new(g, *r, (1 << a) | (1 << b));
        ur_step(g, t, &rect, elims, reason)
    };
    for r in &rects {
        let [i11, i12, i21, i22] = *r;
        let (a, b) = (g.values[i11] as usize - 1, g.values[i12] as usize - 1);
        let (open, d) = match (g.values[i21], g.values[i22]) {
            (0, 0) => continue,
            (_, 0) => (i22, a),
            _ => (i21, b),
        };
        if g.cands[open] & (1 << d) != 0 {
            let why = RectangleReason::OneCorner { cell: g.cell(open) };
            return Some(step(
                r,
                Technique::AvoidableRectangle1,
                vec![g.cand(open, d)],
                why,
            ));
        }
    }
    for r in &rects {
        let [_, i12, i21, i22] = *r;
        if g.values[i21] != 0 || g.values[i22] != 0 {
            continue;
        }
        let b = g.values[i12] as usize - 1;
        let extra = g.cands[i21] & !(1 << b);
        if g.cands[i22] & extra == 0 {
            continue;
        }
        let d = extra.trailing_zeros() as usize;
        let seen = PEERS[i21] & PEERS[i22] & g.pos[d];
        if seen.is_empty() {
            continue;
        }
        let elims = cells(seen).map(|i| g.cand(i, d)).collect();
        let why = RectangleReason::SharedExtra {
            cells: vec![g.cell(i21), g.cell(i22)],
            digits: vec![d as u8 + 1],
        };
        return Some(step(r, Technique::AvoidableRectangle2, elims, why));
    }
    None
}

/// Whether two rectangles have the same four cells.
fn same_rect(a: &[usize; 4], b: &[usize; 4]) -> bool {
    mask(a) == mask(b)
}

/// Bivalue Universal Grave + 1: every empty cell has two candidates but one, which has three;
/// the digit that appears three times in its units is its value, so the others go.
pub(crate) fn bug_plus_one(g: &CandidateGrid) -> Option<Step> {
    let mut triple = None;
    for i in 0..81 {
        match g.cands[i].count_ones() {
            0 | 2 => {}
            3 if triple.is_none() => triple = Some(i),
            _ => return None,
        }
    }
    let t = triple?;
    let count = |u: usize, d: usize| (g.pos[d] & UNIT[u]).len();
    let units = Topology::of(Shape::NINE).units_of(t);
    let d = digits(g.cands[t]).find(|&d| units.iter().all(|&u| count(u as usize, d) == 3))?;
    // Without the extra digit the grid must be a true BUG: every digit twice (or not at all)
    // in every unit.
    for u in 0..27 {
        for e in 0..9 {
            let mut n = count(u, e);
            if e == d && UNIT[u].contains(t) {
                n -= 1;
            }
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    let elims = elims_in(g, Cells::single(t), g.cands[t] & !(1 << d));
    let wording = Wording::BugPlusOne {
        cell: g.cell(t),
        digit: d as u8 + 1,
    };
    Some(Step {
        technique: Technique::BugPlusOne,
        cells: vec![g.cell(t)],
        candidates: vec![g.cand(t, d)],
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    })
}

#[cfg(test)]
mod tests {
    //! The rectangle enumeration checked against the plain one it replaced.
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// The rectangles as they were enumerated: every cell of each line across walked, and
    /// the two digits tested one by one in each corner.
    fn rectangles_plain(g: &CandidateGrid) -> Vec<([usize; 4], u32)> {
        let (empty, allowed) = empty_and_allowed(g);
        let fits = |i: usize, ab: u32| digits(ab).all(|d| allowed[d].contains(i));
        let mut out = Vec::new();
        let mut seen: Vec<Cells> = Vec::new();
        for i11 in cells(empty).filter(|&i| g.cands[i].count_ones() == 2) {
            let ab = g.cands[i11];
            for i12 in cells(UNIT[18 + box_of(i11)] & empty) {
                let (same_row, same_col) = (row_of(i12) == row_of(i11), col_of(i12) == col_of(i11));
                if i12 == i11 || !(same_row || same_col) || !fits(i12, ab) {
                    continue;
                }
                let (u11, u12) = if same_row {
                    (UNIT[9 + col_of(i11)], UNIT[9 + col_of(i12)])
                } else {
                    (UNIT[row_of(i11)], UNIT[row_of(i12)])
                };
                for (i21, i22) in cells(u11).zip(cells(u12)) {
                    if box_of(i21) == box_of(i11)
                        || !empty.contains(i21)
                        || !empty.contains(i22)
                        || !fits(i21, ab)
                        || !fits(i22, ab)
                    {
                        continue;
                    }
                    let key = mask(&[i11, i12, i21, i22]);
                    if seen.contains(&key) {
                        continue;
                    }
                    seen.push(key);
                    out.push(([i11, i12, i21, i22], ab));
                }
            }
        }
        out
    }

    /// The rectangles, and their corners with extra digits, are the plain enumeration's at
    /// every position of the solving paths of top1465 puzzles.
    #[test]
    fn rectangles_are_the_plain_ones() {
        let budget = crate::Budget::unlimited();
        let mut total = 0;
        for (line, mut g, solution) in hard_puzzles(7, 200) {
            let mut ctx = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, _| {
                let fast = rectangles(g);
                let plain = rectangles_plain(g);
                let cells: Vec<_> = fast.iter().map(|r| (r.cells, r.ab)).collect();
                assert_eq!(cells, plain, "{line}");
                for r in &fast {
                    let extra: Vec<usize> = r
                        .cells
                        .iter()
                        .copied()
                        .filter(|&i| g.cands[i] & !r.ab != 0)
                        .collect();
                    let all = extra.iter().fold(0u32, |m, &i| m | (g.cands[i] & !r.ab));
                    assert_eq!((&r.extra[..r.n_extra], r.all_extra), (&extra[..], all));
                }
                total += fast.len();
            });
        }
        assert!(total > 1000, "too few rectangles: {total}");
    }
}
