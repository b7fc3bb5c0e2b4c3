//! The chain graph, 9×9: candidates (and, for grouped chains, box-line groups of one digit)
//! joined by strong and weak links. Nice loops, AICs and forcing chains walk it; it lives apart
//! from the finders so that the shared cache ([`super::context::Context`]) can hold one per
//! position without a technique file and the cache importing each other.
//!
//! A *strong* link says "if one is false the other is true" (a conjugate pair, or a bivalue
//! cell); a *weak* link says "if one is true the other is false" (same digit seeing each other,
//! or two digits of one cell).
//!
//! Speed: the graph is stored as compressed adjacency arrays (one allocation per kind instead
//! of one per node, which had made `malloc` the top cost).

use super::candidates::CandidateGrid;
use super::geometry::{cells, digits, Cells, ALL81, PEERS, UNIT};

/// One chain node: a candidate, or a group of cells of one digit.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub cells: Cells,
    pub d: usize,
}

impl Node {
    pub(crate) fn single(&self) -> Option<usize> {
        (self.cells.count_ones() == 1).then(|| self.cells.trailing_zeros() as usize)
    }
    pub(crate) fn seen(&self) -> Cells {
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

/// The nodes and links of one position.
pub(crate) struct Graph {
    pub nodes: Vec<Node>,
    pub strong: Adj,
    pub weak: Adj,
    /// Node id of each single candidate `cell * 9 + digit` (`u16::MAX` when absent).
    pub id: Vec<u16>,
}

/// The graph of `g` with the links and nodes `mode` asks for.
pub(crate) fn build(g: &CandidateGrid, mode: Mode) -> Graph {
    build_digits(g, mode, 0x1ff)
}

/// [`build`] with the candidates of the digits of mask `only` alone (for single-digit
/// chains, whose digits do not link to each other).
pub(crate) fn build_digits(g: &CandidateGrid, mode: Mode, only: u32) -> Graph {
    let mut nodes = Vec::new();
    let mut id = vec![u16::MAX; 729];
    for i in 0..81 {
        for d in digits(g.cands[i] & only) {
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
    // The group nodes of each digit, in id order.
    let mut by_digit: [Vec<u16>; 9] = Default::default();
    for k in singles..n {
        by_digit[nodes[k].d].push(k as u16);
    }
    let mut here: Vec<usize> = Vec::new();
    let mut strong: Vec<(u16, u16)> = Vec::with_capacity(4 * n);
    let mut weak: Vec<(u16, u16)> = Vec::with_capacity(24 * n);
    // Links between nodes of one digit.
    if mode != Mode::Xy {
        for d in digits(only) {
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
                    // The nodes of digit `d` inside the unit, in id order: its single
                    // candidates, then its groups.
                    here.clear();
                    here.extend(cells(in_u).map(|i| id[i * 9 + d] as usize));
                    here.extend(
                        by_digit[d]
                            .iter()
                            .map(|&k| k as usize)
                            .filter(|&k| nodes[k].cells & !UNIT[u] == 0),
                    );
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
        let (seen, d) = (nodes[a].seen(), nodes[a].d);
        // Partners in id order: the single candidates of `d` it sees, then the later groups.
        for j in cells(seen & g.pos[d]) {
            weak.push((a as u16, id[j * 9 + d]));
        }
        for &b in &by_digit[d] {
            if b as usize > a && nodes[b as usize].cells & !seen == 0 {
                weak.push((a as u16, b));
            }
        }
    }
    // Links inside a cell: two digits of one cell are weakly linked, and strongly when the
    // cell is bivalue.
    if mode != Mode::X {
        for i in 0..81 {
            let m = g.cands[i];
            for a in digits(m) {
                for b in digits(m & !((2u32 << a) - 1)) {
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
