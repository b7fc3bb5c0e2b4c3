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

/// How many bits a mask has (here, below the technique files, so that every finder may use
/// it): by table below 512 (a 9×9 digit or cell-of-a-unit mask), by the
/// library's count above. The target has no population count instruction, and the library's
/// count is a dozen instructions; the finders count digits and places in their innermost loops
/// (in Sue de Coq that count had been a third of the finder).
pub(crate) fn ones(m: u32) -> u32 {
    const POP: [u8; 512] = {
        let mut t = [0u8; 512];
        let mut x = 1;
        while x < 512 {
            t[x] = t[x >> 1] + (x & 1) as u8;
            x += 1;
        }
        t
    };
    match POP.get(m as usize) {
        Some(&n) => u32::from(n),
        None => m.count_ones(),
    }
}

/// One chain node: a candidate, or a group of cells of one digit.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    pub cells: Cells,
    pub d: usize,
    /// The cell of a single candidate, [`GROUP`] for a group node: kept so that the chain
    /// walks, which ask it for every end they reach, need not test and scan 128 bits (that had
    /// been over 1 % of rating top1465). It fits in the padding of the other two fields.
    one: u8,
}

/// [`Node::one`] of a group node.
const GROUP: u8 = u8::MAX;

impl Node {
    /// The node of candidate `d` in cell `i`.
    fn candidate(i: usize, d: usize) -> Node {
        Node {
            cells: 1 << i,
            d,
            one: i as u8,
        }
    }

    /// The group node of digit `d` in the cells `m` (two or more).
    fn group(m: Cells, d: usize) -> Node {
        Node {
            cells: m,
            d,
            one: GROUP,
        }
    }

    pub(crate) fn single(&self) -> Option<usize> {
        (self.one != GROUP).then_some(self.one as usize)
    }
    pub(crate) fn seen(&self) -> Cells {
        if let Some(i) = self.single() {
            return PEERS[i];
        }
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
    /// Node id of each single candidate `cell * 9 + digit` (`u16::MAX` when absent).
    pub id: Vec<u16>,
    /// How many nodes are single candidates: they come first (ids `0..singles`, in cell then
    /// digit order), the group nodes after them.
    pub singles: usize,
    /// Whether two digits of one cell are weakly linked (all-candidate graphs).
    pub cell_weak: bool,
    /// The group nodes of digit `d` are the ids `group_first[d]..group_first[d + 1]`
    /// (at most 54, so that a `u64` holds a set of them by their rank `id - group_first[d]`).
    pub group_first: [usize; 10],
    /// For each group node (id `singles + x` at `x`): the cells of its digit it sees, which are
    /// the single candidates weakly linked to it.
    pub group_seen: Vec<Cells>,
    /// For each group node: the group nodes of its digit weakly linked to it, by rank.
    pub group_links: Vec<u64>,
    /// For each single candidate of a grouped graph: the group nodes of its digit weakly
    /// linked to it (that see its cell), by rank.
    pub single_groups: Vec<u64>,
}

/// Whether `m` holds exactly two cells (without counting them all).
fn exactly_two(m: Cells) -> bool {
    let rest = m & m.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// The graph of `g` with the links and nodes `mode` asks for.
pub(crate) fn build(g: &CandidateGrid, mode: Mode) -> Graph {
    build_digits(g, mode, 0x1ff)
}

/// [`build`] with the candidates of the digits of mask `only` alone (for single-digit
/// chains, whose digits do not link to each other).
///
/// The weak links are not listed: the chain search and the forcing chains find them with the
/// peer masks (candidates of one digit that see each other) and the cells' candidates (two
/// digits of one cell). Listing them for the all-candidate graph, which the forcing chains
/// walked, had been most of that graph's cost (over a million edges on top1465's chains).
pub(crate) fn build_digits(g: &CandidateGrid, mode: Mode, only: u32) -> Graph {
    // Room for every candidate and the most group nodes a grid has, so that the list never
    // grows (its growth had been a tenth of the build).
    let mut nodes = Vec::with_capacity(729 + if mode == Mode::Grouped { 486 } else { 0 });
    let mut id = vec![u16::MAX; 729];
    for i in 0..81 {
        let m = g.cands[i] & only;
        if m == 0 || (mode == Mode::Xy && ones(g.cands[i]) != 2) {
            continue;
        }
        for d in digits(m) {
            id[i * 9 + d] = nodes.len() as u16;
            nodes.push(Node::candidate(i, d));
        }
    }
    let singles = nodes.len();
    let mut group_first = [singles; 10];
    if mode == Mode::Grouped {
        for d in 0..9 {
            group_first[d] = nodes.len();
            for b in 0..9 {
                let (r0, c0) = (3 * (b / 3), 9 + 3 * (b % 3));
                for line in (r0..r0 + 3).chain(c0..c0 + 3) {
                    let m = g.pos[d] & UNIT[18 + b] & UNIT[line];
                    if m & m.wrapping_sub(1) != 0 {
                        nodes.push(Node::group(m, d));
                    }
                }
            }
        }
        group_first[9] = nodes.len();
    }
    let n = nodes.len();
    let mut here: Vec<usize> = Vec::with_capacity(64);
    let mut strong: Vec<(u16, u16)> = Vec::with_capacity(4 * n);
    // Links between nodes of one digit.
    if mode != Mode::Xy {
        for d in digits(only) {
            for u in 0..27 {
                let in_u = g.pos[d] & UNIT[u];
                if exactly_two(in_u) {
                    let a = id[in_u.trailing_zeros() as usize * 9 + d];
                    let b = id[(127 - in_u.leading_zeros() as usize) * 9 + d];
                    strong.push((a, b));
                }
            }
        }
        if mode == Mode::Grouped {
            for d in 0..9 {
                let (first, end) = (group_first[d], group_first[d + 1]);
                if first == end {
                    continue;
                }
                for u in 0..27 {
                    let in_u = g.pos[d] & UNIT[u];
                    let rest = in_u & in_u.wrapping_sub(1);
                    if rest & rest.wrapping_sub(1) == 0 {
                        continue;
                    }
                    // The nodes of digit `d` inside the unit, in id order: its single
                    // candidates, then its groups.
                    here.clear();
                    here.extend(cells(in_u).map(|i| id[i * 9 + d] as usize));
                    here.extend((first..end).filter(|&k| nodes[k].cells & !UNIT[u] == 0));
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
    // Weak links of group nodes (a group is weakly linked to the candidates and groups of its
    // digit whose cells all see all of its cells), as masks.
    let mut group_seen = Vec::with_capacity(n - singles);
    let mut group_links = vec![0u64; n - singles];
    let mut single_groups = vec![0u64; if n > singles { singles } else { 0 }];
    for a in singles..n {
        let (seen, d) = (nodes[a].seen(), nodes[a].d);
        let first = group_first[d];
        let sc = seen & g.pos[d];
        group_seen.push(sc);
        for j in cells(sc) {
            single_groups[id[j * 9 + d] as usize] |= 1 << (a - first);
        }
        for b in a + 1..group_first[d + 1] {
            if nodes[b].cells & !seen == 0 {
                group_links[a - singles] |= 1 << (b - first);
                group_links[b - singles] |= 1 << (a - first);
            }
        }
    }
    // Links inside a cell: two digits of one cell are weakly linked (the walks read that from
    // the cells' candidates), and strongly when the cell is bivalue.
    if mode != Mode::X {
        for i in 0..81 {
            let m = g.cands[i];
            if ones(m) != 2 {
                continue;
            }
            let (a, b) = (m.trailing_zeros() as usize, 31 - m.leading_zeros() as usize);
            let (na, nb) = (id[i * 9 + a], id[i * 9 + b]);
            if na != u16::MAX && nb != u16::MAX {
                strong.push((na, nb));
            }
        }
    }
    let strong = Adj::new(n, &strong);
    Graph {
        nodes,
        strong,
        id,
        singles,
        cell_weak: matches!(mode, Mode::Aic | Mode::Grouped),
        group_first,
        group_seen,
        group_links,
        single_groups,
    }
}
