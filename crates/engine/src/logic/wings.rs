//! Wings, 9×9: Remote Pair, W-Wing, XY-Wing, XYZ-Wing.
//!
//! Speed: the build has no population count instruction, so digits are counted with the
//! table of `links::ones` and a pair of cells told by clearing the lowest bits; the library's
//! counts in the XY- and XYZ-Wing loops over pairs and triples of cells had been most of the
//! wings' cost (extreme hunt ×200, `generate --difficulty extreme --count 200 --seed 1
//! --threads 1`: 1.1466 G instructions to 1.1288 G in all, the same steps).

use super::candidates::CandidateGrid;
use super::context::{Context, Wing};
use super::geometry::{cells, Cells, PEERS, UNIT};
use super::links::ones;
use super::step::{digit_values, Elimination, Step};
use super::technique::Technique;
use super::wording::{CellGroup, Wording};

fn bivalue(g: &CandidateGrid) -> Cells {
    (0..81).filter(|&i| ones(g.cands[i]) == 2).collect()
}

/// The candidates of the cells with two (`three` false) or two or three candidates, 0 for the
/// other cells: what the patterns of a [`Wing`] finder are made of, its memo's key.
fn wing_cells(g: &CandidateGrid, three: bool) -> [u32; 81] {
    g.few_candidate_cells(2 + u32::from(three))
}

/// Runs the wing finder `find` unless its memo says it finds nothing with these cells (see
/// [`Wing`]), and notes when it finds nothing.
///
/// Measured with callgrind on `sudoku generate --difficulty extreme --count 200 --seed 1
/// --threads 1`: see docs/BENCHMARKS.md, "Eleventh round".
fn with_memo(
    g: &CandidateGrid,
    ctx: &mut Context<'_>,
    wing: Wing,
    find: impl FnOnce(&CandidateGrid) -> Option<Step>,
) -> Option<Step> {
    let key = wing_cells(g, wing == Wing::Xyz);
    if ctx.is_wing_quiet(wing, &key) {
        return None;
    }
    let found = find(g);
    if found.is_none() {
        ctx.set_wing_quiet(wing, key);
    }
    found
}

fn elims_of(g: &CandidateGrid, targets: Cells, digits: u32) -> Vec<Elimination> {
    let mut v = Vec::new();
    for i in cells(targets) {
        for d in super::geometry::digits(g.cands[i] & digits) {
            v.push(g.cand(i, d));
        }
    }
    v
}

fn step(
    g: &CandidateGrid,
    t: Technique,
    pattern: &[usize],
    elims: Vec<Elimination>,
    wording: Wording,
) -> Step {
    let mut candidates = Vec::new();
    for &i in pattern {
        for d in super::geometry::digits(g.cands[i]) {
            candidates.push(g.cand(i, d));
        }
    }
    Step {
        technique: t,
        cells: pattern.iter().map(|&i| g.cell(i)).collect(),
        candidates,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: elims,
        wording,
        text: String::new(),
    }
}

/// A cell and its candidates, as a wing names it.
fn group(g: &CandidateGrid, i: usize, digits: u32) -> CellGroup {
    CellGroup {
        cells: vec![g.cell(i)],
        digits: digit_values(digits),
    }
}

/// Bivalue cells with the same two digits, chained by seeing each other: the ends of an odd
/// link distance hold different digits, so cells seeing both lose both digits.
///
/// With the same bivalue cells the components, their colours and paths are the same, and the
/// targets' candidates only go: a search that found nothing finds nothing again.
pub(crate) fn remote_pair(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    with_memo(g, ctx, Wing::RemotePair, remote_pair_search)
}

fn remote_pair_search(g: &CandidateGrid) -> Option<Step> {
    let bv = bivalue(g);
    let mut done: Cells = Cells::EMPTY;
    for start in cells(bv) {
        if done.contains(start) {
            continue;
        }
        let pair = g.cands[start];
        let same: Cells = cells(bv).filter(|&i| g.cands[i] == pair).collect();
        // Colour the component of `start` by parity, remembering each cell's predecessor.
        let mut colour = [0u8; 81];
        let mut prev = [usize::MAX; 81];
        let mut order = vec![start];
        colour[start] = 1;
        let mut k = 0;
        while k < order.len() {
            let i = order[k];
            k += 1;
            for j in cells(PEERS[i] & same) {
                if colour[j] == 0 {
                    colour[j] = 3 - colour[i];
                    prev[j] = i;
                    order.push(j);
                }
            }
        }
        for &i in &order {
            done.insert(i);
        }
        if order.len() < 4 {
            continue;
        }
        for (x, &a) in order.iter().enumerate() {
            for &b in &order[x + 1..] {
                if colour[a] == colour[b] {
                    continue;
                }
                let comp: Cells = order.iter().copied().collect();
                let targets = PEERS[a] & PEERS[b] & !comp;
                let elims = elims_of(g, targets, pair);
                if elims.is_empty() {
                    continue;
                }
                // The path a → … → b through predecessors towards the start.
                let path = path_between(&prev, a, b);
                if path.len() < 4 {
                    continue;
                }
                let cs: Vec<_> = path.iter().map(|&i| g.cell(i)).collect();
                let wording = Wording::RemotePair {
                    digits: digit_values(pair),
                    cells: cs,
                };
                return Some(step(g, Technique::RemotePair, &path, elims, wording));
            }
        }
    }
    None
}

/// The tree path between `a` and `b` given each node's parent (`usize::MAX` at the root).
fn path_between(prev: &[usize; 81], a: usize, b: usize) -> Vec<usize> {
    let up = |mut x: usize| {
        let mut v = vec![x];
        while prev[x] != usize::MAX {
            x = prev[x];
            v.push(x);
        }
        v
    };
    let pa = up(a);
    let pb = up(b);
    let mut path: Vec<usize> = Vec::new();
    for &x in &pa {
        path.push(x);
        if let Some(pos) = pb.iter().position(|&y| y == x) {
            path.extend(pb[..pos].iter().rev());
            return path;
        }
    }
    path
}

/// Two bivalue cells with the same digits x/y joined by a strong link on x: one of them is y.
pub(crate) fn w_wing(g: &CandidateGrid) -> Option<Step> {
    let bv: Vec<usize> = cells(bivalue(g)).collect();
    for (k, &a) in bv.iter().enumerate() {
        for &b in &bv[k + 1..] {
            if g.cands[a] != g.cands[b] || PEERS[a].contains(b) {
                continue;
            }
            let pair = g.cands[a];
            for x in super::geometry::digits(pair) {
                let y = (pair & !(1 << x)).trailing_zeros() as usize;
                let targets = PEERS[a] & PEERS[b] & g.pos[y];
                if targets.is_empty() {
                    continue;
                }
                for u in 0..27 {
                    let link = g.pos[x] & UNIT[u];
                    // Exactly two cells, without counting 128 bits.
                    let rest = link.without_first();
                    if rest.is_empty() || rest.has_several() || link.contains(a) || link.contains(b)
                    {
                        continue;
                    }
                    let e1 = link.lowest();
                    let e2 = link.highest();
                    let ends = if PEERS[a].contains(e1) && PEERS[b].contains(e2) {
                        Some((e1, e2))
                    } else if PEERS[a].contains(e2) && PEERS[b].contains(e1) {
                        Some((e2, e1))
                    } else {
                        None
                    };
                    let Some((ea, eb)) = ends else { continue };
                    let elims = elims_of(g, targets, 1 << y);
                    let wording = Wording::WWing {
                        cells: [g.cell(a), g.cell(b)],
                        digits: digit_values(pair),
                        link: x as u8 + 1,
                        ends: [g.cell(ea), g.cell(eb)],
                        digit: y as u8 + 1,
                    };
                    return Some(step(g, Technique::WWing, &[a, ea, eb, b], elims, wording));
                }
            }
        }
    }
    None
}

/// A bivalue pivot x/y seeing pincers x/z and y/z: one pincer is z. With the same bivalue
/// cells the same triples are tried, and their targets only lose candidates.
pub(crate) fn xy_wing(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    with_memo(g, ctx, Wing::Xy, xy_wing_search)
}

fn xy_wing_search(g: &CandidateGrid) -> Option<Step> {
    // HoDoKu's order: bivalue cells i < j < k in cell order over three digits, no two alike;
    // for each, the pivot is tried as i, then j, then k.
    let bv: Vec<usize> = cells(bivalue(g)).collect();
    for (x, &i) in bv.iter().enumerate() {
        for (y, &j) in bv.iter().enumerate().skip(x + 1) {
            let (ci, cj) = (g.cands[i], g.cands[j]);
            if ones(ci | cj) != 3 || ci == cj {
                continue;
            }
            for &k in &bv[y + 1..] {
                let ck = g.cands[k];
                if ones(ci | cj | ck) != 3 || ck == ci || ck == cj {
                    continue;
                }
                for (p, a, b) in [(i, j, k), (j, i, k), (k, j, i)] {
                    if !PEERS[p].contains(a) || !PEERS[p].contains(b) {
                        continue;
                    }
                    let z = g.cands[a] & g.cands[b];
                    if ones(z) != 1 {
                        continue;
                    }
                    let zd = z.trailing_zeros() as usize;
                    let targets = (PEERS[a] & PEERS[b] & g.pos[zd]) - Cells::single(p);
                    if !targets.is_empty() {
                        return Some(wing_step(g, Technique::XyWing, [p, a, b], targets));
                    }
                }
            }
        }
    }
    None
}

/// The step of an XY-Wing or XYZ-Wing: pivot and pincers, removing the digit the pincers share
/// from `targets`.
fn wing_step(g: &CandidateGrid, t: Technique, [p, a, b]: [usize; 3], targets: Cells) -> Step {
    let z = g.cands[a] & g.cands[b];
    let pivot = group(g, p, g.cands[p]);
    let pincers = [group(g, a, g.cands[a]), group(g, b, g.cands[b])];
    let digit = z.trailing_zeros() as u8 + 1;
    let wording = if t == Technique::XyWing {
        Wording::XyWing {
            pivot,
            pincers,
            digit,
        }
    } else {
        Wording::XyzWing {
            pivot,
            pincers,
            digit,
        }
    };
    step(g, t, &[p, a, b], elims_of(g, targets, z), wording)
}

/// A trivalue pivot x/y/z seeing pincers x/z and y/z: the pivot or a pincer is z. With the
/// same cells of two and three candidates the same triples are tried, and their targets only
/// lose candidates.
pub(crate) fn xyz_wing(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    with_memo(g, ctx, Wing::Xyz, xyz_wing_search)
}

fn xyz_wing_search(g: &CandidateGrid) -> Option<Step> {
    let bvm = bivalue(g);
    for p in (0..81).filter(|&i| ones(g.cands[i]) == 3) {
        let pc = g.cands[p];
        let wings: Vec<usize> = cells(PEERS[p] & bvm)
            .filter(|&w| g.cands[w] & !pc == 0)
            .collect();
        for (k, &a) in wings.iter().enumerate() {
            for &b in &wings[k + 1..] {
                let (ca, cb) = (g.cands[a], g.cands[b]);
                if ca == cb || ca | cb != pc {
                    continue;
                }
                let zd = (ca & cb).trailing_zeros() as usize;
                let targets = PEERS[a] & PEERS[b] & PEERS[p] & g.pos[zd];
                if !targets.is_empty() {
                    return Some(wing_step(g, Technique::XyzWing, [p, a, b], targets));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::tests::{hard_puzzles, walk_path};

    /// Along the solving paths of a sample of top1465, Remote Pair, XY-Wing and XYZ-Wing in
    /// the run's context (which skips a search while the cells of its patterns are those of
    /// its last empty search) give at every position the step of the plain search.
    #[test]
    fn wings_with_their_memos_give_the_steps_of_the_plain_search() {
        let budget = crate::Budget::unlimited();
        type Finder = fn(&CandidateGrid, &mut Context<'_>) -> Option<Step>;
        type Plain = fn(&CandidateGrid) -> Option<Step>;
        let finders: [(&str, Finder, Plain); 3] = [
            ("Remote Pair", remote_pair, remote_pair_search),
            ("XY-Wing", xy_wing, xy_wing_search),
            ("XYZ-Wing", xyz_wing, xyz_wing_search),
        ];
        let (mut compared, mut found, mut skipped) = (0usize, [0usize; 3], 0usize);
        for (line, mut g, solution) in hard_puzzles(7, 200) {
            let mut ctx = Context::new(solution, &budget);
            walk_path(&mut g, &mut ctx, |g, ctx| {
                for (x, (name, with_memo, plain)) in finders.iter().enumerate() {
                    let key = wing_cells(g, x == 2);
                    let wing = [Wing::RemotePair, Wing::Xy, Wing::Xyz][x];
                    skipped += usize::from(ctx.is_wing_quiet(wing, &key));
                    let want = plain(g);
                    let got = with_memo(g, ctx);
                    assert!(want == got, "{line}: {name} differs");
                    found[x] += usize::from(want.is_some());
                }
                compared += 1;
            });
        }
        assert!(
            found.iter().all(|&f| f > 0) && skipped > 0,
            "found {found:?}, skipped {skipped} in {compared} positions"
        );
    }
}
