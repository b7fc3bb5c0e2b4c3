//! Single-digit patterns, 9×9: Skyscraper, 2-String Kite, Turbot Fish (two strong links of a
//! digit joined by a weak link) and Empty Rectangle.

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::{box_of, cells, col_of, row_of, Cells, PEERS, UNIT};
use super::step::Step;
use super::technique::Technique;
use super::wording::Wording;
use crate::topology::Unit;

/// A conjugate pair: the only two places of a digit in a unit.
#[derive(Clone, Copy)]
pub(crate) struct Link {
    pub a: usize,
    pub b: usize,
    pub unit: usize,
}

/// The conjugate pairs of a digit: at most one per unit, kept on the stack (a list made
/// afresh for every digit had been an allocation and its growth each time: callgrind on the
/// extreme hunt ×200 counted 35,650 growths from Turbot Fish and the colorings).
pub(crate) struct Links {
    len: usize,
    items: [Link; 27],
}

impl std::ops::Deref for Links {
    type Target = [Link];

    fn deref(&self) -> &[Link] {
        &self.items[..self.len.min(27)]
    }
}

impl<'a> IntoIterator for &'a Links {
    type Item = &'a Link;
    type IntoIter = std::slice::Iter<'a, Link>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The conjugate pairs of digit `d`, one per cell pair (a row or column beats a box).
pub(crate) fn strong_links(g: &CandidateGrid, d: usize) -> Links {
    let mut out = Links {
        len: 0,
        items: [Link {
            a: 0,
            b: 0,
            unit: 0,
        }; 27],
    };
    for u in 0..27 {
        let m = g.pos[d] & UNIT[u];
        // Exactly two places, without counting all 128 bits (no population count instruction).
        let rest = m.without_first();
        if !rest.is_empty() && !rest.has_several() {
            let a = m.lowest();
            let b = m.highest();
            if !out.iter().any(|l| l.a == a && l.b == b) {
                if let Some(slot) = out.items.get_mut(out.len) {
                    *slot = Link { a, b, unit: u };
                    out.len += 1;
                }
            }
        }
    }
    out
}

/// The unit with 9×9 index `u`, in words.
pub(crate) fn unit_name(u: usize) -> Unit {
    unit(u)
}

fn unit(u: usize) -> Unit {
    match u / 9 {
        0 => Unit::Row(u as u8),
        1 => Unit::Col((u - 9) as u8),
        _ => Unit::Box((u - 18) as u8),
    }
}

fn turbot_kind(l1: Link, l2: Link, b: usize, c: usize) -> Technique {
    let (k1, k2) = (l1.unit / 9, l2.unit / 9);
    if k1 == k2 && k1 < 2 {
        let same_line = if k1 == 0 {
            col_of(b) == col_of(c)
        } else {
            row_of(b) == row_of(c)
        };
        if same_line {
            return Technique::Skyscraper;
        }
    }
    if k1 < 2 && k2 < 2 && k1 != k2 && box_of(b) == box_of(c) {
        return Technique::TwoStringKite;
    }
    Technique::TurbotFish
}

/// The three two-strong-link finders, in registry order, with their memos.
const TURBOTS: [(Technique, PerDigit); 3] = [
    (Technique::Skyscraper, PerDigit::Skyscraper),
    (Technique::TwoStringKite, PerDigit::TwoStringKite),
    (Technique::TurbotFish, PerDigit::TurbotFish),
];

/// The first step of kind `want` (Skyscraper, 2-String Kite or Turbot Fish), digit by digit.
///
/// The three kinds walk the same pairs of strong links and differ only in how the pair is
/// joined, so one walk of a digit settles all three: a kind that has no step in the digit is
/// noted quiet for it (see [`Context::is_quiet`]), whichever finder walked it. The finders
/// run one after the other at a position where the first found nothing, so the next ones
/// mostly skip every digit; the step found for `want` is the first in the same walk as before.
/// Measured with callgrind on `sudoku generate --difficulty extreme --count 200 --seed 1
/// --threads 1`: the three finders went from 94 M instructions to about a third of that.
/// Later, a pair of links is turned down on two masks (shared cells; no end of one seeing an
/// end of the other) before its four orientations are tried: 33.4 M to 28.3 M there, and
/// top293's `rate` 4 M fewer instructions.
fn turbot(g: &CandidateGrid, want: Technique, ctx: &mut Context<'_>) -> Option<Step> {
    let wanted = TURBOTS.iter().position(|&(t, _)| t == want)?;
    for d in 0..9 {
        // Per kind: whether it is settled for this digit (quiet before, or a step seen).
        let mut settled = TURBOTS.map(|(_, me)| ctx.is_quiet(me, d, g.pos[d]));
        if settled[wanted] {
            continue;
        }
        let mut found = [false; 3];
        let links = strong_links(g, d);
        // Per link, its two cells and the cells either of them sees: a pair of links makes a
        // pattern only when the four cells are distinct and an end of one sees an end of the
        // other, which two masks tell before the four orientations are tried.
        let mut ends = [Cells::EMPTY; 27];
        let mut seen = [Cells::EMPTY; 27];
        for (x, l) in links.iter().enumerate().take(27) {
            ends[x] = Cells::single(l.a) | Cells::single(l.b);
            seen[x] = PEERS[l.a] | PEERS[l.b];
        }
        for (x, &l1) in links.iter().enumerate().take(27) {
            for (y, &l2) in links.iter().enumerate().take(27).skip(x + 1) {
                if !(ends[x] & ends[y]).is_empty() || (seen[x] & ends[y]).is_empty() {
                    continue;
                }
                for (a, b) in [(l1.a, l1.b), (l1.b, l1.a)] {
                    for (c, e) in [(l2.a, l2.b), (l2.b, l2.a)] {
                        // Four distinct cells (each link's two are distinct already).
                        if a == c || a == e || b == c || b == e || !PEERS[b].contains(c) {
                            continue;
                        }
                        let kind = turbot_kind(l1, l2, b, c);
                        let Some(k) = TURBOTS.iter().position(|&(t, _)| t == kind) else {
                            continue;
                        };
                        if settled[k] {
                            continue;
                        }
                        let four: Cells = [a, b, c, e].into_iter().collect();
                        let targets = PEERS[a] & PEERS[e] & g.pos[d] & !four;
                        if targets.is_empty() {
                            continue;
                        }
                        if k == wanted {
                            return Some(turbot_step(g, want, d, [a, b, c, e], [l1, l2], targets));
                        }
                        settled[k] = true;
                        found[k] = true;
                    }
                }
            }
        }
        for (k, &(_, me)) in TURBOTS.iter().enumerate() {
            // `want` found nothing here; another kind that found nothing is quiet too (one
            // that found a step is not, and one quiet already stays so).
            if k == wanted || !found[k] && !settled[k] {
                ctx.set_quiet(me, d, g.pos[d]);
            }
        }
    }
    None
}

/// The step of a two-strong-link pattern: `chain` = the first link's far and near ends, then
/// the second's near and far ends; `targets` see both far ends.
fn turbot_step(
    g: &CandidateGrid,
    want: Technique,
    d: usize,
    chain: [usize; 4],
    links: [Link; 2],
    targets: Cells,
) -> Step {
    let elims: Vec<_> = cells(targets).map(|i| g.cand(i, d)).collect();
    let cs: Vec<_> = chain.iter().map(|&i| g.cell(i)).collect();
    let units = [unit(links[0].unit), unit(links[1].unit)];
    let wording = Wording::TwoStrongLinks {
        digit: d as u8 + 1,
        cells: [cs[0], cs[1], cs[2], cs[3]],
        units,
    };
    Step {
        technique: want,
        cells: cs,
        candidates: chain.iter().map(|&i| g.cand(i, d)).collect(),
        units: units.to_vec(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

/// Two parallel conjugate lines whose ends on one side share a line.
pub(crate) fn skyscraper(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    turbot(g, Technique::Skyscraper, ctx)
}

/// A row and a column conjugate pair with one end of each in the same box.
pub(crate) fn two_string_kite(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    turbot(g, Technique::TwoStringKite, ctx)
}

/// Any other two strong links joined by a weak link.
pub(crate) fn turbot_fish(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    turbot(g, Technique::TurbotFish, ctx)
}

/// A box whose candidates of a digit lie on one row and one column through it (the empty
/// rectangle), with a conjugate pair of that digit on a line crossing one of them.
///
/// The counts of cells (three or more in the box, two in the line) are told by clearing the
/// lowest bits rather than by counting 128 bits, which the build does without a population
/// count instruction: 14.1 M instructions to 10.4 M on the extreme hunt (`generate
/// --difficulty extreme --count 200 --seed 1 --threads 1`).
pub(crate) fn empty_rectangle(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    for d in 0..9 {
        if ctx.is_quiet(PerDigit::EmptyRectangle, d, g.pos[d]) {
            continue;
        }
        for b in 0..9 {
            let inbox = g.pos[d] & UNIT[18 + b];
            // Three cells or more (the build has no population count instruction).
            let rest = inbox.without_first();
            if rest.without_first().is_empty() {
                continue;
            }
            let (r0, c0) = ((b / 3) * 3, (b % 3) * 3);
            for r in r0..r0 + 3 {
                for c in c0..c0 + 3 {
                    let cross = UNIT[r] | UNIT[9 + c];
                    if !(inbox & !cross).is_empty() {
                        continue;
                    }
                    // A true ER needs candidates on both arms, off the crossing cell.
                    if (inbox & UNIT[r] & !UNIT[9 + c]).is_empty()
                        || (inbox & UNIT[9 + c] & !UNIT[r]).is_empty()
                    {
                        continue;
                    }
                    // Conjugate pair in a column c2 outside the box, one end on row r.
                    for c2 in (0..9).filter(|&x| x / 3 != b % 3) {
                        let col = g.pos[d] & UNIT[9 + c2];
                        if !exactly_two(col) || (col & UNIT[r]).is_empty() {
                            continue;
                        }
                        let other = (col & !UNIT[r]).lowest();
                        if row_of(other) / 3 == b / 3 {
                            continue;
                        }
                        let target = row_of(other) * 9 + c;
                        if g.pos[d].contains(target) {
                            return Some(er_step(
                                g,
                                d,
                                b,
                                inbox,
                                r * 9 + c2,
                                other,
                                target,
                                unit(9 + c2),
                            ));
                        }
                    }
                    // Conjugate pair in a row r2 outside the box, one end on column c.
                    for r2 in (0..9).filter(|&x| x / 3 != b / 3) {
                        let row = g.pos[d] & UNIT[r2];
                        if !exactly_two(row) || (row & UNIT[9 + c]).is_empty() {
                            continue;
                        }
                        let other = (row & !UNIT[9 + c]).lowest();
                        if col_of(other) / 3 == b % 3 {
                            continue;
                        }
                        let target = r * 9 + col_of(other);
                        if g.pos[d].contains(target) {
                            return Some(er_step(
                                g,
                                d,
                                b,
                                inbox,
                                r2 * 9 + c,
                                other,
                                target,
                                unit(r2),
                            ));
                        }
                    }
                }
            }
        }
        ctx.set_quiet(PerDigit::EmptyRectangle, d, g.pos[d]);
    }
    None
}

/// Whether `m` holds exactly two cells, without counting all 128 bits.
fn exactly_two(m: Cells) -> bool {
    let rest = m.without_first();
    !rest.is_empty() && !rest.has_several()
}

#[allow(clippy::too_many_arguments)] // The pattern's parts, each named.
fn er_step(
    g: &CandidateGrid,
    d: usize,
    b: usize,
    inbox: Cells,
    near: usize,
    far: usize,
    target: usize,
    line: Unit,
) -> Step {
    let elims = vec![g.cand(target, d)];
    let er: Vec<_> = cells(inbox).map(|i| g.cell(i)).collect();
    let wording = Wording::EmptyRectangle {
        box_number: b as u8 + 1,
        digit: d as u8 + 1,
        cells: er,
        pair: [g.cell(near), g.cell(far)],
        line,
    };
    let mut candidates: Vec<_> = cells(inbox).map(|i| g.cand(i, d)).collect();
    candidates.push(g.cand(near, d));
    candidates.push(g.cand(far, d));
    Step {
        technique: Technique::EmptyRectangle,
        cells: candidates.iter().map(|c| c.cell).collect(),
        candidates,
        units: vec![Unit::Box(b as u8), line],
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}
