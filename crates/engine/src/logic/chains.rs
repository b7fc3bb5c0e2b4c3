//! Chains, 9×9: X-Chain, XY-Chain, and alternating inference chains (reported as
//! Discontinuous Nice Loop or AIC, grouped when they use group nodes).
//!
//! All of them are one search. Nodes are candidates (or, for grouped chains, two or three
//! cells of a digit in a box-line intersection). A *strong* link says "if one is false the
//! other is true" (a conjugate pair, or a bivalue cell); a *weak* link says "if one is true the
//! other is false" (same digit seeing each other, or two digits of one cell). A breadth-first
//! search from each start node, assumed false, alternates strong and weak links; every node it
//! reaches *true* gives "start or end is true", so a candidate weakly linked to both ends goes.
//! As HoDoKu, the step kept is the one with the most eliminations, then the shortest chain.
//!
//! Speed: the graph is stored as compressed adjacency arrays (one allocation per kind instead
//! of one per node, which had made `malloc` the top cost), the all-candidate graph is built once
//! per position and shared with the forcing chains, and the elimination count of a chain end is
//! computed with masks before any list is built.

use std::rc::Rc;

use super::candidates::CandidateGrid;
use super::engine::Context;
use super::geometry::{cells, Cells, ALL81, PEERS, UNIT};
use super::step::{elims_text, Candidate, Elimination, Step};
use super::technique::Technique;

/// One chain node: a candidate, or a group of cells of one digit.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub cells: Cells,
    pub d: usize,
}

impl Node {
    fn single(&self) -> Option<usize> {
        (self.cells.count_ones() == 1).then(|| self.cells.trailing_zeros() as usize)
    }
    fn seen(&self) -> Cells {
        cells(self.cells).fold(ALL81, |s, i| s & PEERS[i]) & !self.cells
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Single-digit links only (conjugate pairs and peers), every digit.
    X,
    /// Bivalue cells only.
    Xy,
    /// Everything.
    Aic,
    /// Everything, with group nodes.
    Grouped,
}

/// Adjacency lists in one array (compressed rows): the neighbours of node `k` are
/// `to[start[k]..start[k + 1]]`.
pub(crate) struct Adj {
    start: Vec<u32>,
    to: Vec<u16>,
}

impl Adj {
    /// Undirected adjacency from an edge list.
    fn new(n: usize, edges: &[(u16, u16)]) -> Adj {
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut to = vec![0u16; 2 * edges.len()];
        for &(a, b) in edges {
            to[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            to[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        Adj { start, to }
    }

    /// Whether node `k` has no neighbour.
    pub fn is_empty_at(&self, k: usize) -> bool {
        self.start[k] == self.start[k + 1]
    }
}

impl std::ops::Index<usize> for Adj {
    type Output = [u16];
    fn index(&self, k: usize) -> &[u16] {
        &self.to[self.start[k] as usize..self.start[k + 1] as usize]
    }
}

pub(crate) struct Graph {
    pub nodes: Vec<Node>,
    pub strong: Adj,
    pub weak: Adj,
    /// Node id of each single candidate `cell * 9 + digit` (`u16::MAX` when absent).
    pub id: Vec<u16>,
}

pub(crate) fn build(g: &CandidateGrid, mode: Mode) -> Graph {
    let mut nodes = Vec::new();
    let mut id = vec![u16::MAX; 729];
    for i in 0..81 {
        for d in super::geometry::digits(g.cands[i]) {
            let ok = match mode {
                Mode::X => true,
                Mode::Xy => g.cands[i].count_ones() == 2,
                _ => true,
            };
            if ok {
                id[i * 9 + d] = nodes.len() as u16;
                nodes.push(Node { cells: 1 << i, d });
            }
        }
    }
    let singles = nodes.len();
    if mode == Mode::Grouped {
        for d in 0..9 {
            for b in 0..9 {
                for line in 0..18 {
                    let m = g.pos[d] & UNIT[18 + b] & UNIT[line];
                    if m.count_ones() >= 2 {
                        nodes.push(Node { cells: m, d });
                    }
                }
            }
        }
    }
    let n = nodes.len();
    let mut strong: Vec<(u16, u16)> = Vec::with_capacity(4 * n);
    let mut weak: Vec<(u16, u16)> = Vec::with_capacity(24 * n);
    // Links between nodes of one digit.
    if mode != Mode::Xy {
        for d in 0..9 {
            for u in 0..27 {
                let in_u = g.pos[d] & UNIT[u];
                if in_u.count_ones() == 2 {
                    let a = id[in_u.trailing_zeros() as usize * 9 + d];
                    let b = id[(127 - in_u.leading_zeros() as usize) * 9 + d];
                    strong.push((a, b));
                }
            }
        }
        if mode == Mode::Grouped {
            for d in 0..9 {
                for u in 0..27 {
                    let in_u = g.pos[d] & UNIT[u];
                    if in_u.count_ones() < 3 {
                        continue;
                    }
                    let here: Vec<usize> = (0..n)
                        .filter(|&k| nodes[k].d == d && nodes[k].cells & !UNIT[u] == 0)
                        .collect();
                    for (x, &a) in here.iter().enumerate() {
                        for &b in &here[x + 1..] {
                            let (ma, mb) = (nodes[a].cells, nodes[b].cells);
                            if ma & mb == 0 && ma | mb == in_u {
                                strong.push((a as u16, b as u16));
                            }
                        }
                    }
                }
            }
        }
    }
    // Weak links between nodes of one digit: every cell of one sees every cell of the other.
    // Single nodes find their partners through the peer masks; group nodes pairwise.
    for a in 0..singles {
        let i = nodes[a].cells.trailing_zeros() as usize;
        let d = nodes[a].d;
        for j in cells(PEERS[i] & g.pos[d] & !((1u128 << (i + 1)) - 1)) {
            let b = id[j * 9 + d];
            if b != u16::MAX {
                weak.push((a as u16, b));
            }
        }
    }
    for a in singles..n {
        let seen = nodes[a].seen();
        for b in 0..n {
            if b != a
                && nodes[b].d == nodes[a].d
                && nodes[b].cells & !seen == 0
                && (b < singles || b > a)
            {
                weak.push((a as u16, b as u16));
            }
        }
    }
    // Links inside a cell: two digits of one cell are weakly linked, and strongly when the
    // cell is bivalue.
    if mode != Mode::X {
        for i in 0..81 {
            let m = g.cands[i];
            for a in super::geometry::digits(m) {
                for b in super::geometry::digits(m & !((2u32 << a) - 1)) {
                    let (na, nb) = (id[i * 9 + a], id[i * 9 + b]);
                    if na == u16::MAX || nb == u16::MAX {
                        continue;
                    }
                    if mode != Mode::Xy {
                        weak.push((na, nb));
                    }
                    if m.count_ones() == 2 {
                        strong.push((na, nb));
                    }
                }
            }
        }
    }
    let strong = Adj::new(n, &strong);
    let weak = Adj::new(n, &weak);
    let _ = singles;
    Graph {
        nodes,
        strong,
        weak,
        id,
    }
}

/// How many candidates [`common_victims`] would return, without allocating.
fn victim_count(g: &CandidateGrid, s: Node, e: Node) -> usize {
    if s.d == e.d {
        if s.cells.count_ones() == 1 && e.cells.count_ones() == 1 {
            let (a, b) = (
                s.cells.trailing_zeros() as usize,
                e.cells.trailing_zeros() as usize,
            );
            return (PEERS[a] & PEERS[b] & g.pos[s.d]).count_ones() as usize;
        }
        return (s.seen() & e.seen() & g.pos[s.d] & !s.cells & !e.cells).count_ones() as usize;
    }
    common_victims(g, s, e).len()
}

/// The candidates that are false when `s` or `e` is true: weakly linked to both.
fn common_victims(g: &CandidateGrid, s: Node, e: Node) -> Vec<Elimination> {
    let mut out = Vec::new();
    if s.d == e.d {
        let t = s.seen() & e.seen() & g.pos[s.d] & !s.cells & !e.cells;
        out.extend(cells(t).map(|i| g.cand(i, s.d)));
        return out;
    }
    let (Some(a), Some(b)) = (s.single(), e.single()) else {
        return out;
    };
    if a == b {
        let rest = g.cands[a] & !(1 << s.d) & !(1 << e.d);
        out.extend(super::geometry::digits(rest).map(|d| g.cand(a, d)));
    } else if PEERS[a] & (1 << b) != 0 {
        if g.cands[a] & (1 << e.d) != 0 {
            out.push(g.cand(a, e.d));
        }
        if g.cands[b] & (1 << s.d) != 0 {
            out.push(g.cand(b, s.d));
        }
    }
    out
}

struct Found {
    path: Vec<usize>,
    elims: Vec<Elimination>,
}

/// Searches the graph; returns the chain with the most eliminations (then the shortest).
fn search(g: &CandidateGrid, gr: &Graph, max_nodes: usize, same_digit_ends: bool) -> Option<Found> {
    let n = gr.nodes.len();
    let mut best: Option<Found> = None;
    // State k*2 + on: node k reached as true (on = 1) or false (on = 0).
    let mut pred = vec![u32::MAX; 2 * n];
    let mut depth = vec![0u8; 2 * n];
    let mut queue = Vec::with_capacity(2 * n);
    for s in 0..n {
        if gr.strong.is_empty_at(s) {
            continue;
        }
        pred.iter_mut().for_each(|p| *p = u32::MAX);
        queue.clear();
        let start = 2 * s;
        pred[start] = start as u32;
        depth[start] = 1;
        queue.push(start);
        let mut head = 0;
        while head < queue.len() {
            let st = queue[head];
            head += 1;
            let (k, on) = (st / 2, st % 2);
            if depth[st] as usize >= max_nodes {
                continue;
            }
            let next = if on == 0 { &gr.strong[k] } else { &gr.weak[k] };
            for &m in next {
                let m = m as usize;
                let ns = 2 * m + (1 - on);
                if pred[ns] != u32::MAX {
                    continue;
                }
                // Group nodes may not overlap a node already on the path.
                pred[ns] = st as u32;
                depth[ns] = depth[st] + 1;
                queue.push(ns);
                if on == 0 && m != s {
                    let (sn, en) = (gr.nodes[s], gr.nodes[m]);
                    if same_digit_ends && sn.d != en.d {
                        continue;
                    }
                    let count = victim_count(g, sn, en);
                    if count == 0 {
                        continue;
                    }
                    let better = match &best {
                        None => true,
                        Some(b) => {
                            count > b.elims.len()
                                || (count == b.elims.len() && (depth[ns] as usize) < b.path.len())
                        }
                    };
                    if better {
                        let elims = common_victims(g, sn, en);
                        let mut path = vec![m];
                        let mut x = ns;
                        while pred[x] as usize != x {
                            x = pred[x] as usize;
                            path.push(x / 2);
                        }
                        path.reverse();
                        best = Some(Found { path, elims });
                    }
                }
            }
        }
    }
    best
}

fn describe(g: &CandidateGrid, gr: &Graph, f: Found, t: Technique) -> Step {
    let mut parts = Vec::new();
    let mut candidates: Vec<Candidate> = Vec::new();
    for (k, &node) in f.path.iter().enumerate() {
        let nd = gr.nodes[node];
        let cs: Vec<String> = cells(nd.cells).map(|i| g.cell(i).to_string()).collect();
        let name = if cs.len() == 1 {
            cs[0].clone()
        } else {
            format!("({})", cs.join(","))
        };
        parts.push(format!("{}{}", nd.d + 1, name));
        candidates.extend(cells(nd.cells).map(|i| g.cand(i, nd.d)));
        if k + 1 < f.path.len() {
            parts.push(if k % 2 == 0 { "=".into() } else { "-".into() });
        }
    }
    let first = gr.nodes[f.path[0]];
    let last = gr.nodes[f.path[f.path.len() - 1]];
    let name = |n: Node| {
        let cs: Vec<String> = cells(n.cells).map(|i| g.cell(i).to_string()).collect();
        format!("{} in {}", n.d + 1, cs.join("/"))
    };
    let text = format!(
        "{t}: {} (= strong, - weak): {} or {} is true → {}",
        parts.join(""),
        name(first),
        name(last),
        elims_text(&f.elims)
    );
    let mut cells_list = Vec::new();
    for c in &candidates {
        if !cells_list.contains(&c.cell) {
            cells_list.push(c.cell);
        }
    }
    Step {
        technique: t,
        cells: cells_list,
        candidates,
        units: Vec::new(),
        placements: Vec::new(),
        eliminations: f.elims,
        text,
    }
}

/// The chain graph over all candidates, built once per position.
pub(crate) fn aic_graph(g: &CandidateGrid, ctx: &mut Context) -> Rc<Graph> {
    ctx.aic
        .get_or_insert_with(|| Rc::new(build(g, Mode::Aic)))
        .clone()
}

/// X-Chain: a chain on one digit.
pub(crate) fn x_chain(g: &CandidateGrid) -> Option<Step> {
    let gr = build(g, Mode::X);
    let f = search(g, &gr, 20, true)?;
    Some(describe(g, &gr, f, Technique::XChain))
}

/// XY-Chain: a chain of bivalue cells whose ends hold the same digit.
pub(crate) fn xy_chain(g: &CandidateGrid) -> Option<Step> {
    let gr = build(g, Mode::Xy);
    let f = search(g, &gr, 20, true)?;
    Some(describe(g, &gr, f, Technique::XyChain))
}

/// Nice loops and AICs over all candidates (with group nodes when `grouped`).
pub(crate) fn nice_loop(g: &CandidateGrid, grouped: bool, ctx: &mut Context) -> Option<Step> {
    let gr = if grouped {
        Rc::new(build(g, Mode::Grouped))
    } else {
        aic_graph(g, ctx)
    };
    let f = search(g, &gr, 16, false)?;
    let first = gr.nodes[f.path[0]];
    let last = gr.nodes[f.path[f.path.len() - 1]];
    let has_group = f.path.iter().any(|&k| gr.nodes[k].cells.count_ones() > 1);
    let loop_back = first.cells == last.cells || first.d != last.d;
    let t = match (grouped && has_group, loop_back) {
        (false, true) => Technique::DiscontinuousNiceLoop,
        (false, false) => Technique::Aic,
        (true, true) => Technique::GroupedDiscontinuousNiceLoop,
        (true, false) => Technique::GroupedAic,
    };
    Some(describe(g, &gr, f, t))
}
