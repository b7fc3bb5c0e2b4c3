//! Basic fish (X-Wing, Swordfish, Jellyfish) and their finned and sashimi forms, 9×9.
//!
//! For a digit, `k` base lines (rows, or columns) whose candidates lie in `k` cover lines
//! (columns, or rows): the digit fills the cover lines inside the base lines, so it leaves
//! the rest of the cover lines. With fins (base candidates outside the cover lines, all in one
//! box) the eliminations are limited to cover cells that also see the fins (the fin box).
//!
//! Speed (measured with callgrind on 50 top1465 puzzles): base lines are enumerated with their
//! running union of positions and pruned as soon as it is too large; a finned fish's cover is
//! derived from the band of three positions its fins may occupy instead of enumerating every
//! cover set (this cut the fish share from over half of all instructions to about a fifth).
//! Later (issue 14), the finned walk per fin band with at most `k - 1` base positions outside
//! it, a test of fin and target per band of lines at each base set before any cover is
//! tried, written-out loops over the usable lines, line masks without a walk over the cells,
//! and one walk for size `k` and the larger sizes (which notes the digits they need not look
//! at) took the six fish finders from 188 M to 65 M instructions on the extreme hunt
//! (`generate --difficulty extreme --count 200 --seed 1`) and from 301 M to 96 M on `rate`
//! of top293, with the same steps. Tried and dropped: a second bound in the finned walk
//! (per band of lines, the positions the cover must hold, three unions per set) gained
//! under 1 M, the cost of the unions eating what it pruned.

use super::candidates::CandidateGrid;
use super::context::{Context, PerDigit};
use super::geometry::Cells;
use super::links::ones;
use super::step::Step;
use super::technique::Technique;
use super::wording::Wording;
use crate::topology::Unit;

/// The candidates of digit `d` per line: `lines[o][l]` is a 9-bit mask of positions along
/// line `l` (columns for rows when `o == 0`, rows for columns when `o == 1`).
///
/// A row is a shift of the digit's cells. A column's nine bits lie nine apart; multiplied by
/// `2^64 + 2^56 + … + 2^0`, bit `9i` of row `i` lands on bit `64 + i` and every other product
/// on a bit of its own (`9i - 8j` repeats for no two pairs below nine), so nothing carries
/// into the column. This replaced a walk over the digit's cells (about twelve instructions a
/// cell) for two multiplications a column.
fn line_masks(g: &CandidateGrid, d: usize) -> [[u16; 9]; 2] {
    const COLUMN: u128 = {
        let mut m = 0u128;
        let mut r = 0;
        while r < 9 {
            m |= 1 << (9 * r);
            r += 1;
        }
        m
    };
    const GATHER: u128 = {
        let mut m = 0u128;
        let mut j = 0;
        while j < 9 {
            m |= 1 << (8 * j);
            j += 1;
        }
        m
    };
    let p = g.pos[d].bits();
    let mut m = [[0u16; 9]; 2];
    for l in 0..9 {
        m[0][l] = ((p >> (9 * l)) & 0x1ff) as u16;
        m[1][l] = ((((p >> l) & COLUMN).wrapping_mul(GATHER) >> 64) & 0x1ff) as u16;
    }
    m
}

fn cell_at(o: usize, line: usize, pos: usize) -> usize {
    if o == 0 {
        line * 9 + pos
    } else {
        pos * 9 + line
    }
}

fn unit_of(o: usize, l: usize) -> Unit {
    if o == 0 {
        Unit::Row(l as u8)
    } else {
        Unit::Col(l as u8)
    }
}

/// The numbers (from 1) of the lines of a 9-bit mask.
fn line_numbers(mask: u16) -> Vec<u8> {
    (0..9u8)
        .filter(|l| mask & (1 << l) != 0)
        .map(|l| l + 1)
        .collect()
}

/// Calls `f` with every `k`-subset (bit mask) of the set bits of `from`, which are at most
/// three (one band), stopping at the first `Some`; in lexicographic order of the bits, as the
/// base lines are walked. Written out for three bits: the general walk had been over a third
/// of the finned fish. More than three bits give nothing (the callers pass one band).
fn subsets<R>(from: u16, k: usize, mut f: impl FnMut(u16) -> Option<R>) -> Option<R> {
    let mut bit = [0u16; 3];
    let mut n = 0;
    let mut m = from;
    while m != 0 {
        if n == 3 {
            return None;
        }
        bit[n] = m & m.wrapping_neg();
        m &= m - 1;
        n += 1;
    }
    match k {
        0 => f(0),
        1 => bit[..n].iter().find_map(|&b| f(b)),
        2 => (0..n).find_map(|x| (x + 1..n).find_map(|y| f(bit[x] | bit[y]))),
        3 if n == 3 => f(from),
        _ => None,
    }
}

/// One line that may be a base line: its number, the positions that count against the
/// walk's limit, and all its positions.
#[derive(Clone, Copy, Default)]
struct Line {
    line: u8,
    limit: u16,
    all: u16,
}

/// Calls `f(size, base, union)` for every set of `lo` to `hi` lines (sizes 2 to 4) of `lines`
/// whose `limit` positions (their union) number at most `max[size]`, pruning as soon as a
/// partial union has more than `max[hi]`; `union` is the union of all their positions. Sets
/// come depth first in lexicographic order of the lines (as `lines` is sorted; a set before
/// the sets that extend it), so the sets of one size come in lexicographic order; the walk
/// stops at the first `Some`. Every line's own `limit` is within `max[hi]` (the callers keep
/// only such lines). The lines were once walked all nine per depth with a stack and a test
/// of each against the set of usable ones, then recursively over the compact list of usable
/// lines; the loops written out took about a third off the recursion.
fn walk<R>(
    lines: &[Line],
    (lo, hi): (usize, usize),
    max: [u32; 5],
    mut f: impl FnMut(usize, u16, u16) -> Option<R>,
) -> Option<R> {
    let n = lines.len();
    if lo < 2 || hi > 4 || lo > hi || n < lo {
        return None;
    }
    let top = max[hi];
    for (a, la) in lines.iter().enumerate() {
        for b in a + 1..n {
            let lb = lines[b];
            let lim_b = la.limit | lb.limit;
            let c_b = ones(u32::from(lim_b));
            if c_b > top {
                continue;
            }
            let base_b = 1 << la.line | 1 << lb.line;
            let all_b = la.all | lb.all;
            if lo == 2 && c_b <= max[2] {
                if let Some(r) = f(2, base_b, all_b) {
                    return Some(r);
                }
            }
            if hi == 2 {
                continue;
            }
            for c in b + 1..n {
                let lc = lines[c];
                let lim_c = lim_b | lc.limit;
                let c_c = ones(u32::from(lim_c));
                if c_c > top {
                    continue;
                }
                let base_c = base_b | 1 << lc.line;
                let all_c = all_b | lc.all;
                if lo <= 3 && c_c <= max[3] {
                    if let Some(r) = f(3, base_c, all_c) {
                        return Some(r);
                    }
                }
                if hi == 3 {
                    continue;
                }
                for le in &lines[c + 1..] {
                    if ones(u32::from(lim_c | le.limit)) <= max[4] {
                        if let Some(r) = f(4, base_c | 1 << le.line, all_c | le.all) {
                            return Some(r);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Whether base set `a` comes before base set `b` (as many lines) in lexicographic order of
/// their line numbers: the lowest line in one set and not the other is in the first.
fn lex_before(a: u16, b: u16) -> bool {
    let x = a ^ b;
    a & x & x.wrapping_neg() != 0
}

const FISH: [Technique; 3] = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish];
const FINNED: [Technique; 3] = [
    Technique::FinnedXWing,
    Technique::FinnedSwordfish,
    Technique::FinnedJellyfish,
];
const SASHIMI: [Technique; 3] = [
    Technique::SashimiXWing,
    Technique::SashimiSwordfish,
    Technique::SashimiJellyfish,
];

const FISH_QUIET: [PerDigit; 3] = [PerDigit::Fish2, PerDigit::Fish3, PerDigit::Fish4];
const FINNED_QUIET: [PerDigit; 3] = [PerDigit::Finned2, PerDigit::Finned3, PerDigit::Finned4];

/// The sizes from `k` to 4 to look for on digit `d`: `k`, and each larger one not known to
/// give nothing on the digit's cells (as a bit mask of sizes), and the largest of them.
fn sizes(
    g: &CandidateGrid,
    k: usize,
    d: usize,
    quiet: &[PerDigit; 3],
    ctx: &Context<'_>,
) -> (u8, usize) {
    let mut want = 1u8 << k;
    let mut hi = k;
    for j in k + 1..=4 {
        if !ctx.is_quiet(quiet[j - 2], d, g.pos[d]) {
            want |= 1 << j;
            hi = j;
        }
    }
    (want, hi)
}

/// Notes the sizes of `want` above `k` that have no fish on digit `d` (not in `exists`).
fn note_quiet(
    g: &CandidateGrid,
    (k, want, exists): (usize, u8, u8),
    d: usize,
    quiet: &[PerDigit; 3],
    ctx: &mut Context<'_>,
) {
    for j in k + 1..=4 {
        if want & !exists & (1 << j) != 0 {
            ctx.set_quiet(quiet[j - 2], d, g.pos[d]);
        }
    }
}

/// A basic fish of size `k` (2 = X-Wing, 3 = Swordfish, 4 = Jellyfish).
///
/// The finders of the three sizes run one after the other on the same position, so the walk
/// for size `k` looks at the larger sizes too (the sets of `k` lines lead to the larger ones)
/// and notes the digits without them as quiet, for their finders to skip.
pub(crate) fn basic(g: &CandidateGrid, k: usize, ctx: &mut Context<'_>) -> Option<Step> {
    for d in 0..9 {
        if ctx.is_quiet(FISH_QUIET[k - 2], d, g.pos[d]) {
            continue;
        }
        let (want, hi) = sizes(g, k, d, &FISH_QUIET, ctx);
        let mut exists = 0u8;
        let lines = line_masks(g, d);
        for o in 0..2 {
            let m = &lines[o];
            // The base lines have two to `hi` positions each.
            let mut usable = [Line::default(); 9];
            let mut n = 0;
            for (l, &p) in m.iter().enumerate() {
                if (2..=hi as u32).contains(&ones(u32::from(p))) {
                    usable[n] = Line {
                        line: l as u8,
                        limit: p,
                        all: p,
                    };
                    n += 1;
                }
            }
            let found = walk(&usable[..n], (k, hi), [0, 0, 2, 3, 4], |j, base, cover| {
                if (want & !exists) & (1 << j) == 0 || ones(u32::from(cover)) as usize != j {
                    return None;
                }
                // Something to eliminate: another line with a position in the cover.
                if !(0..9).any(|l| base & (1 << l) == 0 && m[l] & cover != 0) {
                    return None;
                }
                if j != k {
                    exists |= 1 << j;
                    return None;
                }
                let mut elims = Vec::new();
                for l in (0..9).filter(|l| base & (1 << l) == 0) {
                    for p in (0..9).filter(|p| cover & m[l] & (1 << p) != 0) {
                        elims.push(g.cand(cell_at(o, l, p), d));
                    }
                }
                Some(fish_step(
                    g,
                    FISH[k - 2],
                    d,
                    o,
                    base,
                    cover,
                    Cells::EMPTY,
                    &lines,
                    elims,
                ))
            });
            if found.is_some() {
                return found;
            }
        }
        ctx.set_quiet(FISH_QUIET[k - 2], d, g.pos[d]);
        note_quiet(g, (k, want, exists), d, &FISH_QUIET, ctx);
    }
    None
}

/// A finned or sashimi fish of size `k`.
///
/// The fins share a box, so the base positions outside the cover lines lie in one band of
/// three positions (a stack for row fish): the cover holds every base position outside that
/// band, and at least one inside it (the eliminations lie in the fin box, on cover lines).
/// So for each band the base lines are walked with their positions outside the band, at most
/// `k - 1` of them together, which prunes far more than the bound of `k + 3` on all their
/// positions that one walk for the three bands had. The step is the one that walk found
/// first: the first base set in lexicographic order, then the first band, then the first
/// cover in the band; each band's walk stops at its first, and the earliest of the three wins.
///
/// As for basic fish, the walk for size `k` looks at the larger sizes too.
pub(crate) fn finned(g: &CandidateGrid, k: usize, ctx: &mut Context<'_>) -> Option<Step> {
    for d in 0..9 {
        if ctx.is_quiet(FINNED_QUIET[k - 2], d, g.pos[d]) {
            continue;
        }
        let (want, hi) = sizes(g, k, d, &FINNED_QUIET, ctx);
        let mut exists = 0u8;
        let lines = line_masks(g, d);
        for o in 0..2 {
            let m = &lines[o];
            let mut best: Option<(u16, Step)> = None;
            for band in [0o7u16, 0o70, 0o700] {
                let mut usable = [Line::default(); 9];
                let mut n = 0;
                // The lines with positions in the band, and the usable ones.
                let mut touch = 0u16;
                let mut ok = 0u16;
                for (l, &p) in m.iter().enumerate() {
                    if p & band != 0 {
                        touch |= 1 << l;
                    }
                    if p != 0 && ones(u32::from(p & !band)) < hi as u32 {
                        ok |= 1 << l;
                        usable[n] = Line {
                            line: l as u8,
                            limit: p & !band,
                            all: p,
                        };
                        n += 1;
                    }
                }
                // The fin box needs a base line with a fin and another line with a target,
                // both in the band: two lines of one band with positions in the band, one of
                // them usable.
                let two = touch & (touch >> 1 | touch >> 2) & 0o111
                    | touch & (touch << 1 | touch >> 1) & 0o222
                    | touch & (touch << 1 | touch << 2) & 0o444;
                if bands_of(two & ok) == 0 {
                    continue;
                }
                let found = walk(&usable[..n], (k, hi), [0, 0, 1, 2, 3], |j, base, all| {
                    if (want & !exists) & (1 << j) == 0 {
                        return None;
                    }
                    if j == k && best.as_ref().is_some_and(|(b, _)| !lex_before(base, *b)) {
                        // An earlier band found a fish on an earlier base set: stop here.
                        return Some(None);
                    }
                    // A base line and another line of one band with positions in the fin
                    // band (a fin and a target), before the fuller test.
                    if bands_of(touch & base) & bands_of(touch & !base) == 0 {
                        return None;
                    }
                    let required = all & !band;
                    if !may_fit(m, touch, base, all, required, band, j) {
                        return None;
                    }
                    let need = j - ones(u32::from(required)) as usize;
                    // At least one band position left outside the cover, for the fins.
                    if ones(u32::from(all & band)) as usize <= need {
                        return None;
                    }
                    let step = subsets(all & band, need, |extra| {
                        let cover = required | extra;
                        if !fits(m, base, cover, band) {
                            return None;
                        }
                        finned_with(g, j, d, o, base, cover, &lines)
                    });
                    if j != k {
                        if step.is_some() {
                            exists |= 1 << j;
                        }
                        return None;
                    }
                    step.map(|s| Some((base, s)))
                });
                if let Some(Some(f)) = found {
                    best = Some(f);
                }
            }
            if let Some((_, s)) = best {
                return Some(s);
            }
        }
        ctx.set_quiet(FINNED_QUIET[k - 2], d, g.pos[d]);
        note_quiet(g, (k, want, exists), d, &FINNED_QUIET, ctx);
    }
    None
}

/// The bands (bits 0, 3 and 6) of a set of lines that hold any of them.
fn bands_of(lines: u16) -> u16 {
    (lines | lines >> 1 | lines >> 2) & 0o111
}

/// Whether base set `base` (of `k` lines, with positions `all`, `required` of them outside
/// the fin band `band`) may have a cover with fins in `band`, on masks alone: for some band
/// of lines (the fin box's), the cover holds `required` and the band positions of the base
/// lines outside that band (they have no fins), at most `k` positions, and leaves out some
/// band position of a base line inside it (a fin), and holds or has room for a band position
/// of another line inside it (a target: it is in the cover, so among `all`). `touch` is the
/// set of lines with band positions. The walks' leaves had run every cover of the band
/// through [`fits`], which turned down nearly all; this turns down most leaves at once.
fn may_fit(
    m: &[u16; 9],
    touch: u16,
    base: u16,
    all: u16,
    required: u16,
    band: u16,
    k: usize,
) -> bool {
    // Per band of lines: the band positions of its base lines, and of its other lines.
    let mut fin = [0u16; 3];
    let mut target = [0u16; 3];
    let mut t = touch;
    while t != 0 {
        let l = t.trailing_zeros() as usize;
        t &= t - 1;
        if base & (1 << l) != 0 {
            fin[l / 3] |= m[l] & band;
        } else {
            target[l / 3] |= m[l] & band & all;
        }
    }
    (0..3).any(|b| {
        if fin[b] == 0 || target[b] == 0 {
            return false;
        }
        let held = required | fin[(b + 1) % 3] | fin[(b + 2) % 3];
        let n = ones(u32::from(held)) as usize;
        n <= k && fin[b] & !held != 0 && (target[b] & held != 0 || n < k)
    })
}

/// Cheap checks on line masks of a finned fish with fins in `band` (positions): every base
/// line has a cover position, the base lines with fins share a band (so the fins share a
/// box), and some other line of that band has a cover position in `band` (an elimination).
fn fits(m: &[u16; 9], base: u16, cover: u16, band: u16) -> bool {
    let mut fin_band = usize::MAX;
    let mut b = base;
    while b != 0 {
        let l = b.trailing_zeros() as usize;
        b &= b - 1;
        if m[l] & cover == 0 {
            return false;
        }
        if m[l] & !cover != 0 {
            if fin_band != usize::MAX && fin_band != l / 3 {
                return false;
            }
            fin_band = l / 3;
        }
    }
    fin_band != usize::MAX
        && (fin_band * 3..fin_band * 3 + 3)
            .any(|l| base & (1 << l) == 0 && m[l] & cover & band != 0)
}

/// The cells of `line` (a row when `o == 0`, a column when `o == 1`).
fn line_cells(o: usize, line: usize) -> Cells {
    super::geometry::UNIT[9 * o + line]
}

fn lines_cells(o: usize, mut set: u16) -> Cells {
    let mut m = Cells::EMPTY;
    while set != 0 {
        m |= line_cells(o, set.trailing_zeros() as usize);
        set &= set - 1;
    }
    m
}

fn finned_with(
    g: &CandidateGrid,
    k: usize,
    d: usize,
    o: usize,
    base: u16,
    cover: u16,
    lines: &[[u16; 9]; 2],
) -> Option<Step> {
    // Fins: base candidates outside the cover lines; all must share one box.
    let base_cells = g.pos[d] & lines_cells(o, base);
    let cover_cells = g.pos[d] & lines_cells(1 - o, cover);
    let fins = base_cells & !cover_cells;
    let fin_box = super::geometry::box_of(fins.first()?);
    let boxm = super::geometry::UNIT[18 + fin_box];
    if !(fins & !boxm).is_empty() {
        return None;
    }
    let targets = cover_cells & !base_cells & boxm;
    if targets.is_empty() {
        return None;
    }
    let mut sashimi = false;
    for l in (0..9).filter(|l| base & (1 << l) != 0) {
        match (lines[o][l] & cover).count_ones() {
            0 => return None,
            1 => sashimi = true,
            _ => {}
        }
    }
    let elims = super::geometry::cells(targets)
        .map(|i| g.cand(i, d))
        .collect();
    let t = if sashimi {
        SASHIMI[k - 2]
    } else {
        FINNED[k - 2]
    };
    Some(fish_step(g, t, d, o, base, cover, fins, lines, elims))
}

#[allow(clippy::too_many_arguments)] // A fish is described by all of these.
fn fish_step(
    g: &CandidateGrid,
    t: Technique,
    d: usize,
    o: usize,
    base: u16,
    cover: u16,
    fins: Cells,
    lines: &[[u16; 9]; 2],
    elims: Vec<super::step::Elimination>,
) -> Step {
    let mut candidates = Vec::new();
    let mut units = Vec::new();
    for l in (0..9).filter(|l| base & (1 << l) != 0) {
        units.push(unit_of(o, l));
        for p in (0..9).filter(|p| lines[o][l] & (1 << p) != 0) {
            candidates.push(g.cand(cell_at(o, l, p), d));
        }
    }
    for l in (0..9).filter(|l| cover & (1 << l) != 0) {
        units.push(unit_of(1 - o, l));
    }
    let fin_cells: Vec<_> = super::geometry::cells(fins).map(|i| g.cell(i)).collect();
    let wording = Wording::Fish {
        digit: d as u8 + 1,
        rows: o == 0,
        base: line_numbers(base),
        cover: line_numbers(cover),
        fins: fin_cells,
    };
    Step {
        technique: t,
        cells: candidates.iter().map(|c| c.cell).collect(),
        candidates,
        units,
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

#[cfg(test)]
mod tests {
    //! The fish finders as they were before the walk per fin band (one walk of all base sets
    //! with at most `k + 3` positions, nine lines per depth), kept as the reference the fast
    //! ones are checked against.
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// The walk as it was: calls `f` with every `k`-subset (bit mask) of the set bits of `from`, which are at most
    /// three (one band), stopping at the first `Some`; in lexicographic order of the bits, as
    /// [`bases`] gives them. Written out for three bits: the general walk had been over a third
    /// of the finned fish.
    fn subsets_old(from: u16, k: usize, mut f: impl FnMut(u16) -> Option<Step>) -> Option<Step> {
        let mut bit = [0u16; 3];
        let mut n = 0;
        let mut m = from;
        while m != 0 {
            if n == 3 {
                // More than three bits: the general walk.
                return bases(&[0; 9], from, k, 9, &mut |base, _| f(base));
            }
            bit[n] = m & m.wrapping_neg();
            m &= m - 1;
            n += 1;
        }
        match k {
            0 => f(0),
            1 => bit[..n].iter().find_map(|&b| f(b)),
            2 => (0..n).find_map(|x| (x + 1..n).find_map(|y| f(bit[x] | bit[y]))),
            3 if n == 3 => f(from),
            _ => None,
        }
    }

    /// Calls `f(base, union)` for every `k`-set of lines from `ok` whose positions (their union)
    /// number at most `max_union`, pruning as soon as a partial union is too large; in
    /// lexicographic order of the lines, walked with its own stack.
    fn bases(
        lines: &[u16; 9],
        ok: u16,
        k: usize,
        max_union: usize,
        f: &mut dyn FnMut(u16, u16) -> Option<Step>,
    ) -> Option<Step> {
        if k == 0 {
            return f(0, 0);
        }
        if k > 9 {
            return None;
        }
        // Per depth: the next line to try, and the base and union chosen above it.
        let mut at = [0usize; 9];
        let mut base = [0u16; 9];
        let mut union = [0u16; 9];
        let mut depth = 0;
        loop {
            let l = at[depth];
            if l >= 9 {
                if depth == 0 {
                    return None;
                }
                depth -= 1;
                continue;
            }
            at[depth] += 1;
            if ok & (1 << l) == 0 {
                continue;
            }
            let u = union[depth] | lines[l];
            if ones(u32::from(u)) as usize > max_union {
                continue;
            }
            let b = base[depth] | (1 << l);
            if depth + 1 == k {
                if let Some(s) = f(b, u) {
                    return Some(s);
                }
                continue;
            }
            depth += 1;
            at[depth] = l + 1;
            base[depth] = b;
            union[depth] = u;
        }
    }

    /// A basic fish of size `k` (2 = X-Wing, 3 = Swordfish, 4 = Jellyfish).
    fn basic(g: &CandidateGrid, k: usize) -> Option<Step> {
        for d in 0..9 {
            let lines = line_masks(g, d);
            for o in 0..2 {
                let ok: u16 = (0..9)
                    .filter(|&l| {
                        let c = lines[o][l].count_ones() as usize;
                        (2..=k).contains(&c)
                    })
                    .fold(0, |m, l| m | (1 << l));
                let found = bases(&lines[o], ok, k, k, &mut |base, cover| {
                    if ones(u32::from(cover)) as usize != k {
                        return None;
                    }
                    let mut elims = Vec::new();
                    for l in (0..9).filter(|l| base & (1 << l) == 0) {
                        for p in (0..9).filter(|p| cover & lines[o][l] & (1 << p) != 0) {
                            elims.push(g.cand(cell_at(o, l, p), d));
                        }
                    }
                    if elims.is_empty() {
                        return None;
                    }
                    Some(fish_step(
                        g,
                        FISH[k - 2],
                        d,
                        o,
                        base,
                        cover,
                        Cells::EMPTY,
                        &lines,
                        elims,
                    ))
                });
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    /// A finned or sashimi fish of size `k`.
    fn finned(g: &CandidateGrid, k: usize) -> Option<Step> {
        for d in 0..9 {
            let lines = line_masks(g, d);
            for o in 0..2 {
                let ok: u16 = (0..9)
                    .filter(|&l| lines[o][l] != 0)
                    .fold(0, |m, l| m | (1 << l));
                let found = bases(&lines[o], ok, k, k + 3, &mut |base, all| {
                    let n = ones(u32::from(all)) as usize;
                    if n <= k || n > k + 3 {
                        return None;
                    }
                    // The fins share a box, so the positions outside the cover lie in one band of
                    // three: the cover holds every other position, plus some of that band.
                    for band in [0o7u16, 0o70, 0o700] {
                        let required = all & !band;
                        let have = ones(u32::from(required)) as usize;
                        if have > k {
                            continue;
                        }
                        let found = subsets_old(all & band, k - have, |extra| {
                            let cover = required | extra;
                            if cover == all {
                                return None;
                            }
                            // Cheap checks on line masks first: the base lines with fins must
                            // share a band (so the fins share a box), and some other line of that
                            // band must have a cover candidate beside the fins.
                            let mut fin_band = usize::MAX;
                            let mut b = base;
                            while b != 0 {
                                let l = b.trailing_zeros() as usize;
                                b &= b - 1;
                                if lines[o][l] & !cover != 0 {
                                    if fin_band != usize::MAX && fin_band != l / 3 {
                                        return None;
                                    }
                                    fin_band = l / 3;
                                }
                            }
                            let hit = (fin_band * 3..fin_band * 3 + 3)
                                .any(|l| base & (1 << l) == 0 && lines[o][l] & cover & band != 0);
                            if !hit {
                                return None;
                            }
                            finned_with(g, k, d, o, base, cover, &lines)
                        });
                        if found.is_some() {
                            return found;
                        }
                    }
                    None
                });
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    /// The fast finders return the reference's step (the first in the reference's order), for
    /// every size and every position of the solving paths of top1465 puzzles, and on those
    /// positions with each digit's candidates thinned (which makes more fins and sashimi);
    /// with a fresh context for each call, and with the contexts of runs (their memos).
    #[test]
    fn the_fast_finders_find_the_reference_step() {
        let budget = crate::Budget::unlimited();
        let mut positions = 0;
        let mut found = [[[0usize; 3]; 2]; 2];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for (line, mut g, solution) in hard_puzzles(7, 200) {
            let mut ctx = Context::new(solution.clone(), &budget);
            let mut forward = Context::new(solution.clone(), &budget);
            let mut backward = Context::new(solution.clone(), &budget);
            walk_path(&mut g, &mut ctx, |g, _| {
                let mut thinned = g.clone();
                for d in 0..9 {
                    // Drop about a quarter of the digit's candidates (keeping the grid's
                    // shape: a finder must not care whether the position is sound).
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
                for (t, pos) in [g, &thinned].into_iter().enumerate() {
                    positions += 1;
                    // With the memos of a run: each size notes the larger ones it found
                    // nothing for, in the registry's order and in the reverse order.
                    for (memo, order) in [(&mut forward, [2, 3, 4]), (&mut backward, [4, 3, 2])] {
                        for k in order {
                            assert_eq!(basic(pos, k), super::basic(pos, k, memo), "{line}");
                        }
                        for k in order {
                            assert_eq!(finned(pos, k), super::finned(pos, k, memo), "{line}");
                        }
                    }
                    for k in 2..=4 {
                        let mut fresh = Context::new(solution.clone(), &budget);
                        let want = basic(pos, k);
                        assert_eq!(super::basic(pos, k, &mut fresh), want, "{line}: basic {k}");
                        found[t][0][k - 2] += usize::from(want.is_some());
                        let mut fresh = Context::new(solution.clone(), &budget);
                        let want = finned(pos, k);
                        assert_eq!(
                            super::finned(pos, k, &mut fresh),
                            want,
                            "{line}: finned {k}"
                        );
                        found[t][1][k - 2] += usize::from(want.is_some());
                    }
                }
            });
        }
        assert!(
            found.iter().flatten().flatten().all(|&f| f > 20),
            "too few fish found: {found:?} in {positions} positions"
        );
    }
}
