//! Forcing chains and forcing nets, 9×9: assume a candidate true (or false) and follow what
//! follows. If that leads to a contradiction, the assumption is wrong; if every choice of a
//! cell leads to the same conclusion, the conclusion holds (verity).
//!
//! A forcing *chain* follows single implications on the current grid: a true candidate makes
//! every weakly linked candidate false, a false candidate makes its strong partner true. A
//! forcing *net* plays the assumption out on a copy of the grid with naked and hidden singles,
//! so a conclusion may rest on several earlier ones.
//!
//! Speed: implications are kept as per-digit cell masks, so verity is a few ANDs; dead ends are
//! only looked for where a clash cannot show them (cells with three or more candidates, units
//! with three or more places of a digit).
//!
//! These are the slowest finders, so they poll the budget: chains once per followed assumption
//! (a walk over the graph, microseconds), nets before every trial (a grid copy played out with
//! singles, the longest single piece of work in the engine).

use super::candidates::CandidateGrid;
use super::context::Context;
use super::geometry::{cells, digits, Cells, PEERS, UNIT};
use super::links::Graph;
use super::singles::{hidden_single_at, naked_single_at};
use super::step::{Candidate, Step};
use super::technique::Technique;
use super::wording::{Choice, Wording};

/// What a chain assumption implies: per digit, the cells where it becomes true and false.
struct Implied {
    on: [u128; 9],
    off: [u128; 9],
    /// A candidate (node id) that would be both true and false, or `None`.
    clash: Option<usize>,
}

/// The cells of each digit whose candidate has a strong link in the all-candidate graph: only
/// those lead on when reached false.
fn strong_cells(gr: &Graph) -> [Cells; 9] {
    let mut m = [0 as Cells; 9];
    for k in 0..gr.singles {
        if !gr.strong.is_empty_at(k) {
            let nd = gr.nodes[k];
            m[nd.d] |= nd.cells;
        }
    }
    m
}

/// What assuming node `start` true (or false) implies; `queue` is room for the walk and
/// `strong` the cells of [`strong_cells`].
///
/// The walk is breadth first over the all-candidate graph, and its order fixes which clash is
/// reported. A candidate reached true makes false, in the order of its weak links, the
/// candidates of its digit among its peers (by cell), then the other digits of its cell: those
/// are taken with masks (the lists `links::build` once made for them were in that order, and
/// walking them had cost 6 % of rating top1465, building them 2 %). A candidate reached false
/// makes true its strong links, from the graph's list. A candidate without a strong link
/// reached false leads nowhere, so it is marked but not queued (most are): that changes no
/// state reached and no order, as clashes are seen when a state is first reached.
fn implied(
    g: &CandidateGrid,
    gr: &Graph,
    strong: &[Cells; 9],
    start: usize,
    start_on: bool,
    queue: &mut Vec<(usize, bool)>,
) -> Implied {
    let mut imp = Implied {
        on: [0; 9],
        off: [0; 9],
        clash: None,
    };
    queue.clear();
    queue.push((start, start_on));
    let sn = gr.nodes[start];
    if start_on {
        imp.on[sn.d] |= sn.cells;
    } else {
        imp.off[sn.d] |= sn.cells;
    }
    let mut head = 0;
    while head < queue.len() {
        let (k, is_on) = queue[head];
        head += 1;
        let nd = gr.nodes[k];
        if is_on {
            // True: its digit's peers go false, then its cell's other digits.
            let (i, d) = (nd.cells.trailing_zeros() as usize, nd.d);
            let fresh = PEERS[i] & g.pos[d] & !imp.off[d];
            if imp.on[d] & fresh != 0 {
                let j = (imp.on[d] & fresh).trailing_zeros() as usize;
                imp.clash = Some(gr.id[j * 9 + d] as usize);
                return imp;
            }
            imp.off[d] |= fresh;
            for j in cells(fresh & strong[d]) {
                queue.push((gr.id[j * 9 + d] as usize, false));
            }
            let bit = nd.cells;
            for d2 in digits(g.cands[i] & !(1 << d)) {
                if imp.off[d2] & bit != 0 {
                    continue;
                }
                imp.off[d2] |= bit;
                if imp.on[d2] & bit != 0 {
                    imp.clash = Some(gr.id[i * 9 + d2] as usize);
                    return imp;
                }
                if strong[d2] & bit != 0 {
                    queue.push((gr.id[i * 9 + d2] as usize, false));
                }
            }
        } else {
            for &m in &gr.strong[k] {
                let m = m as usize;
                let nm = gr.nodes[m];
                if imp.on[nm.d] & nm.cells != 0 {
                    continue;
                }
                imp.on[nm.d] |= nm.cells;
                queue.push((m, true));
                if imp.off[nm.d] & nm.cells != 0 {
                    imp.clash = Some(m);
                    return imp;
                }
            }
        }
    }
    imp
}

/// The places a contradiction can show that a clash (a candidate both true and false) does
/// not already reveal: cells with three or more candidates, and units where a digit has three
/// or more places (with two, a strong link turns the second true, and that clashes).
struct Watch {
    cells: u128,
    /// The units per digit: `units[by_digit[d]..by_digit[d + 1]]` are digit `d`'s.
    units: Vec<u128>,
    by_digit: [usize; 10],
}

fn watch(g: &CandidateGrid) -> Watch {
    let cells = (0..81)
        .filter(|&i| g.cands[i].count_ones() >= 3)
        .fold(0u128, |m, i| m | (1 << i));
    let mut units = Vec::new();
    let mut by_digit = [0; 10];
    for d in 0..9 {
        for u in 0..27 {
            let m = g.pos[d] & UNIT[u];
            if m.count_ones() >= 3 {
                units.push(m);
            }
        }
        by_digit[d + 1] = units.len();
    }
    Watch {
        cells,
        units,
        by_digit,
    }
}

/// Whether the implications empty a cell or leave a digit no place in a unit.
fn dead_end(g: &CandidateGrid, w: &Watch, imp: &Implied) -> bool {
    let mut open = 0u128;
    for d in 0..9 {
        open |= g.pos[d] & !imp.off[d];
    }
    if w.cells & !open != 0 {
        return true;
    }
    // A unit of three or more places needs three of them off.
    (0..9).any(|d| {
        let off = imp.off[d];
        // Three or more cells, without counting all 128 bits.
        let two_less = off & off.wrapping_sub(1);
        let two_less = two_less & two_less.wrapping_sub(1);
        two_less != 0
            && w.units[w.by_digit[d]..w.by_digit[d + 1]]
                .iter()
                .any(|&m| m & !off == 0)
    })
}

fn cand_of(g: &CandidateGrid, gr: &Graph, k: usize) -> Candidate {
    let nd = gr.nodes[k];
    g.cand(nd.cells.trailing_zeros() as usize, nd.d)
}

fn step(
    t: Technique,
    pattern: Vec<Candidate>,
    placements: Vec<Candidate>,
    eliminations: Vec<Candidate>,
    wording: Wording,
) -> Step {
    Step {
        technique: t,
        cells: pattern.iter().map(|c| c.cell).collect(),
        candidates: pattern,
        units: Vec::new(),
        placements,
        eliminations,
        wording,
        text: String::new(),
    }
}

/// Forcing chains: contradictions, then verities of one candidate, of a cell, of a unit.
///
/// The implications of a candidate that holds in the solution (or of a false one assumed
/// false) hold in the solution too, as every link they follow is sound: they can neither clash
/// nor reach a dead end, so that test is left out for them.
pub(crate) fn forcing_chain(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let gr = ctx.aic_graph(g);
    let truth = g.solution_cells(ctx.solution());
    let w = watch(g);
    let strong = strong_cells(&gr);
    let n = gr.nodes.len();
    let mut on_results = Vec::with_capacity(n);
    let mut queue = Vec::with_capacity(2 * n);
    // Contradictions: an assumption that breaks the grid.
    for s in 0..n {
        if ctx.out_of_budget() {
            return None;
        }
        let sn = gr.nodes[s];
        // Whether `s` is known true (`Some(true)`) or false in the solution.
        let holds = truth
            .filter(|_| sn.cells.count_ones() == 1)
            .map(|t| t[sn.d] & sn.cells != 0);
        let imp = implied(g, &gr, &strong, s, true, &mut queue);
        let c = cand_of(g, &gr, s);
        if imp.clash.is_some() || (holds != Some(true) && dead_end(g, &w, &imp)) {
            let wording = match imp.clash {
                Some(k) => Wording::ForcingClash {
                    assumed: c,
                    clash: cand_of(g, &gr, k),
                },
                None => Wording::ForcingDeadEnd { assumed: c },
            };
            return Some(step(
                Technique::ForcingChainContradiction,
                vec![c],
                Vec::new(),
                vec![c],
                wording,
            ));
        }
        let imp_off = implied(g, &gr, &strong, s, false, &mut queue);
        if imp_off.clash.is_some() || (holds != Some(false) && dead_end(g, &w, &imp_off)) {
            return Some(step(
                Technique::ForcingChainContradiction,
                vec![c],
                vec![c],
                Vec::new(),
                Wording::ForcingFalse { assumed: c },
            ));
        }
        // Verity from both truth values of one candidate.
        if let Some(st) = verity(g, &[&imp, &imp_off], &[c], Choice::Candidate(c)) {
            return Some(st);
        }
        on_results.push(imp);
    }
    let mut branches: Vec<&Implied> = Vec::with_capacity(9);
    let mut pattern = Vec::with_capacity(9);
    // Cell verity: every candidate of a cell leads to the same conclusion.
    for i in 0..81 {
        if g.values[i] != 0 || g.cands[i].count_ones() < 2 {
            continue;
        }
        branches.clear();
        pattern.clear();
        for d in digits(g.cands[i]) {
            let k = gr.id[i * 9 + d] as usize;
            branches.push(&on_results[k]);
            pattern.push(cand_of(g, &gr, k));
        }
        if let Some(st) = verity(g, &branches, &pattern, Choice::Cell(g.cell(i))) {
            return Some(st);
        }
    }
    // Unit verity: every place of a digit in a unit leads to the same conclusion.
    for d in 0..9 {
        for u in 0..27 {
            let m = g.pos[d] & UNIT[u];
            if m.count_ones() < 2 {
                continue;
            }
            branches.clear();
            pattern.clear();
            for i in cells(m) {
                let k = gr.id[i * 9 + d] as usize;
                branches.push(&on_results[k]);
                pattern.push(cand_of(g, &gr, k));
            }
            let why = Choice::Unit {
                digit: d as u8 + 1,
                unit: super::single_digit::unit_name(u),
            };
            if let Some(st) = verity(g, &branches, &pattern, why) {
                return Some(st);
            }
        }
    }
    None
}

/// What every branch implies, as a verity step.
fn verity(
    g: &CandidateGrid,
    branches: &[&Implied],
    pattern: &[Candidate],
    choice: Choice,
) -> Option<Step> {
    let mut on = [!0u128; 9];
    let mut off = [!0u128; 9];
    for b in branches {
        for d in 0..9 {
            on[d] &= b.on[d];
            off[d] &= b.off[d];
        }
    }
    for c in pattern {
        let d = c.digit.index();
        on[d] &= !(1u128 << c.cell.index());
        off[d] &= !(1u128 << c.cell.index());
    }
    if (0..9).all(|d| (on[d] | off[d]) & g.pos[d] == 0) {
        return None;
    }
    let mut placements = Vec::new();
    let mut eliminations = Vec::new();
    for d in 0..9 {
        placements.extend(cells(on[d] & g.pos[d]).map(|i| g.cand(i, d)));
        eliminations.extend(cells(off[d] & g.pos[d] & !on[d]).map(|i| g.cand(i, d)));
    }
    placements.sort();
    eliminations.sort();
    Some(step(
        Technique::ForcingChainVerity,
        pattern.to_vec(),
        placements,
        eliminations,
        Wording::ForcingVerity { choice },
    ))
}

/// Plays `c` true (or false) out on a copy of the grid with singles; `None` on contradiction.
fn play(g: &CandidateGrid, c: Candidate, on: bool) -> Option<CandidateGrid> {
    let mut h = g.clone();
    if on {
        h.place(c.cell, c.digit);
    } else {
        h.eliminate(c.cell, c.digit);
    }
    // Singles never break a grid further, so checking once at the end finds every dead end.
    for _ in 0..100 {
        let single = naked_single_at(&h).or_else(|| hidden_single_at(&h).map(|(_, i, d)| (i, d)));
        match single {
            Some((i, d)) => h.place_index(i, d),
            None => break,
        }
    }
    (!h.is_broken()).then_some(h)
}

/// Forcing nets: an assumption played out with singles breaks the grid (contradiction), or
/// every candidate of a cell leads to the same placements (verity).
pub(crate) fn forcing_net(g: &CandidateGrid, ctx: &mut Context<'_>) -> Option<Step> {
    let mut results: Vec<(Candidate, Option<CandidateGrid>)> = Vec::new();
    for i in 0..81 {
        for d in digits(g.cands[i]) {
            if ctx.out_of_budget_now() {
                return None;
            }
            let c = g.cand(i, d);
            let r = play(g, c, true);
            if r.is_none() {
                return Some(step(
                    Technique::ForcingNetContradiction,
                    vec![c],
                    Vec::new(),
                    vec![c],
                    Wording::NetTrue { assumed: c },
                ));
            }
            if play(g, c, false).is_none() {
                return Some(step(
                    Technique::ForcingNetContradiction,
                    vec![c],
                    vec![c],
                    Vec::new(),
                    Wording::NetFalse { assumed: c },
                ));
            }
            results.push((c, r));
        }
    }
    // Cell verity over the nets.
    for i in 0..81 {
        if g.values[i] != 0 || g.cands[i].count_ones() < 2 {
            continue;
        }
        let cell = g.cell(i);
        let branches: Vec<&CandidateGrid> = results
            .iter()
            .filter(|(c, _)| c.cell == cell)
            .filter_map(|(_, r)| r.as_ref())
            .collect();
        let mut placements = Vec::new();
        for j in (0..81).filter(|&j| j != i && g.values[j] == 0) {
            let v = branches[0].values[j];
            if v != 0 && branches.iter().all(|b| b.values[j] == v) {
                placements.push(g.cand(j, v as usize - 1));
            }
        }
        if !placements.is_empty() {
            let pattern = results
                .iter()
                .filter(|(c, _)| c.cell == cell)
                .map(|(c, _)| *c)
                .collect();
            return Some(step(
                Technique::ForcingNetVerity,
                pattern,
                placements,
                Vec::new(),
                Wording::NetVerity { cell },
            ));
        }
    }
    None
}
