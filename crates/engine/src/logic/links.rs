//! The chain graph, 9×9: candidates (and, for grouped chains, box-line groups of one digit)
//! joined by strong and weak links. Nice loops, AICs and forcing chains walk it; it lives apart
//! from the finders so that the shared cache ([`super::context::Context`]) can hold one per
//! position without a technique file and the cache importing each other.
//!
//! A *strong* link says "if one is false the other is true" (a conjugate pair, or a bivalue
//! cell); a *weak* link says "if one is true the other is false" (same digit seeing each other,
//! or two digits of one cell).
//!
//! Speed: the strong links are stored in one fixed row of four per node ([`Adj`]; compressed
//! adjacency arrays before that, and one list per node before those, which had made `malloc`
//! the top cost); the weak links are not stored (see [`build_digits`]).

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
            cells: Cells::single(i),
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

/// The strong links of each node, at most [`DEGREE`] of them, in one fixed row per node
/// (the unused places hold [`NONE`]): the neighbours of node `k` are `rows[k]` up to the first
/// `NONE`.
///
/// A single candidate has at most one strong partner in each of its three units (the other
/// place of a conjugate pair, or the group that holds all the unit's other places) and one in
/// its cell (a bivalue cell); a group node lies in one box and one line. So no row overflows.
/// The rows replaced compressed adjacency arrays (an offset array and a target array), whose
/// two offset reads and slice checks per node walked had been 7 % of the chain walk; the rows
/// are also filled as the links are found, without an edge list.
pub(crate) struct Adj {
    rows: Vec<[u16; DEGREE]>,
}

/// The most strong links a node has (see [`Adj`]).
pub(crate) const DEGREE: usize = 4;

/// An unused place of a row of [`Adj`].
pub(crate) const NONE: u16 = u16::MAX;

impl Adj {
    /// No links between `n` nodes (the tests' reference build; the build takes its rows from
    /// a dropped graph's).
    #[cfg(test)]
    fn new(n: usize) -> Adj {
        Adj {
            rows: vec![[NONE; DEGREE]; n],
        }
    }

    /// Links `a` and `b` (both ways), after the links made before.
    fn link(&mut self, a: u16, b: u16) {
        for (x, y) in [(a, b), (b, a)] {
            if let Some(row) = self.rows.get_mut(x as usize) {
                // A full row cannot happen (see [`Adj`]); the link would be dropped.
                debug_assert!(row[DEGREE - 1] == NONE, "more than {DEGREE} strong links");
                if let Some(slot) = row.iter_mut().find(|t| **t == NONE) {
                    *slot = y;
                }
            }
        }
    }

    /// Whether node `k` has no neighbour.
    pub fn is_empty_at(&self, k: usize) -> bool {
        self.rows.get(k).is_none_or(|r| r[0] == NONE)
    }

    /// The row of node `k` in one word, the first neighbour in the low 16 bits, [`NONE`] in
    /// the unused places: the chain walk takes it by shifts (a loop over the row as an array
    /// had cost it twice as much).
    pub(crate) fn row_bits(&self, k: usize) -> u64 {
        let r = self.rows.get(k).copied().unwrap_or([NONE; DEGREE]);
        r.iter()
            .rev()
            .fold(0u64, |bits, &t| (bits << 16) | u64::from(t))
    }
}

impl std::ops::Index<usize> for Adj {
    type Output = [u16];
    fn index(&self, k: usize) -> &[u16] {
        let r = &self.rows[k];
        let len = r.iter().position(|&t| t == NONE).unwrap_or(DEGREE);
        &r[..len]
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

/// The lists of a graph, given back when it is no longer used ([`Graph::into_lists`]) and
/// reused by the next build (see `scratch::Scratch`, which keeps them for the run).
#[derive(Default)]
pub(crate) struct GraphLists {
    nodes: Vec<Node>,
    rows: Vec<[u16; DEGREE]>,
    id: Vec<u16>,
    group_seen: Vec<Cells>,
    group_links: Vec<u64>,
    single_groups: Vec<u64>,
}

impl Graph {
    /// The graph's lists, for the next build.
    pub(crate) fn into_lists(self) -> GraphLists {
        GraphLists {
            nodes: self.nodes,
            rows: self.strong.rows,
            id: self.id,
            group_seen: self.group_seen,
            group_links: self.group_links,
            single_groups: self.single_groups,
        }
    }
}

/// Whether `m` holds exactly two cells (without counting them all).
fn exactly_two(m: Cells) -> bool {
    let rest = m.without_first();
    !rest.is_empty() && !rest.has_several()
}

/// The boxes each line (rows `0..9`, columns `9..18`) crosses.
const LINE_BOXES: [[usize; 3]; 18] = {
    let mut t = [[0; 3]; 18];
    let mut u = 0;
    while u < 9 {
        let b0 = 3 * (u / 3);
        t[u] = [b0, b0 + 1, b0 + 2];
        let s0 = u / 3;
        t[9 + u] = [s0, s0 + 3, s0 + 6];
        u += 1;
    }
    t
};

/// Which of a box's six lines (its three rows, then its three columns) line `u` (rows `0..9`,
/// columns `9..18`) is, in every box it crosses.
fn line_in_box(u: usize) -> usize {
    if u < 9 {
        u % 3
    } else {
        3 + (u - 9) % 3
    }
}

/// A box's six lines (its three rows, then its three columns) as masks of the box's nine
/// places: bit `3k + c` is the box's row `k`, column `c` (see [`box_places`]).
const BOX_LINES: [u32; 6] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444];

/// The cell of each box's place `3k + c` (see [`BOX_LINES`]).
const BOX_CELL: [[u8; 9]; 9] = {
    let mut t = [[0u8; 9]; 9];
    let mut b = 0;
    while b < 9 {
        let mut x = 0;
        while x < 9 {
            t[b][x] = ((3 * (b / 3) + x / 3) * 9 + 3 * (b % 3) + x % 3) as u8;
            x += 1;
        }
        b += 1;
    }
    t
};

/// The unit number of each box's `j`th line (its three rows, then its three columns).
const fn box_line(b: usize, j: usize) -> usize {
    if j < 3 {
        3 * (b / 3) + j
    } else {
        9 + 3 * (b % 3) + j - 3
    }
}

/// The cells of each box's `j`th line inside the box.
const BOX_LINE_CELLS: [[Cells; 6]; 9] = {
    let mut t = [[Cells::EMPTY; 6]; 9];
    let mut b = 0;
    while b < 9 {
        let mut j = 0;
        while j < 6 {
            t[b][j] = UNIT[18 + b].intersection(UNIT[box_line(b, j)]);
            j += 1;
        }
        b += 1;
    }
    t
};

/// The cells of each box and its `j`th line: those that see every cell of a group of that
/// box and line, with the group's own cells.
const BOX_OR_LINE: [[Cells; 6]; 9] = {
    let mut t = [[Cells::EMPTY; 6]; 9];
    let mut b = 0;
    while b < 9 {
        let mut j = 0;
        while j < 6 {
            t[b][j] = UNIT[18 + b].union(UNIT[box_line(b, j)]);
            j += 1;
        }
        b += 1;
    }
    t
};

/// The cells of `p` (a digit's places) in each box, as nine bits each (see [`BOX_LINES`]).
fn box_places(p: Cells) -> [u32; 9] {
    let mut out = [0u32; 9];
    for (band, three) in out.chunks_exact_mut(3).enumerate() {
        // The band's three rows, nine bits each.
        let rows = (p.bits() >> (27 * band)) as u32 & ((1 << 27) - 1);
        for (s, o) in three.iter_mut().enumerate() {
            let x = rows >> (3 * s);
            *o = (x & 0o7) | ((x >> 6) & 0o70) | ((x >> 12) & 0o700);
        }
    }
    out
}

/// The graph of `g` with the links and nodes `mode` asks for, in the room of `lists`.
pub(crate) fn build(g: &CandidateGrid, mode: Mode, lists: GraphLists) -> Graph {
    build_digits(g, mode, 0x1ff, lists)
}

/// [`build`] with the candidates of the digits of mask `only` alone (for single-digit
/// chains, whose digits do not link to each other).
///
/// The weak links are not listed: the chain search and the forcing chains find them with the
/// peer masks (candidates of one digit that see each other) and the cells' candidates (two
/// digits of one cell). Listing them for the all-candidate graph, which the forcing chains
/// walked, had been most of that graph's cost (over a million edges on top1465's chains).
pub(crate) fn build_digits(g: &CandidateGrid, mode: Mode, only: u32, lists: GraphLists) -> Graph {
    build_on(g, mode, only, None, &mut GroupParts::default(), lists)
}

/// The grouped graph of `g` made on `aic`, the all-candidate graph of `g` ([`Mode::Aic`]):
/// the same graph as [`build`] with [`Mode::Grouped`], its single candidates, their ids and
/// their conjugate pairs copied rather than found again, and each digit's groups and their
/// links taken from `parts` when the digit's places are those they were made for (they are
/// made again, and kept there, when not).
///
/// Speed: the grouped nice loops run at a position where the plain ones ran first, so that
/// the all-candidate graph is there (kept in the [`super::context::Context`]). The parts are
/// kept from position to position of a run: rating top293, 1,004 of the 1,456 grouped
/// searches after a run's first had only one digit whose places had changed since the one
/// before (9,816 of the 13,104 digits' parts the same), and the grouped build went from
/// 105.5 M instructions to 47.7 M (all of rating top293 2.258 G to 2.201 G, forum60
/// 1.392 G to 1.340 G).
pub(crate) fn build_grouped(
    g: &CandidateGrid,
    aic: &Graph,
    parts: &mut GroupParts,
    lists: GraphLists,
) -> Graph {
    build_on(g, Mode::Grouped, 0x1ff, Some(aic), parts, lists)
}

/// [`candidate_nodes_into`] with new room for the ids (the tests' reference build).
#[cfg(test)]
fn candidate_nodes(g: &CandidateGrid, mode: Mode, only: u32, nodes: &mut Vec<Node>) -> Vec<u16> {
    candidate_nodes_into(g, mode, only, nodes, vec![u16::MAX; 729])
}

/// Pushes the single-candidate nodes of `mode` on the digits `only` onto `nodes`, in cell
/// then digit order, and returns each candidate's node id (`cell * 9 + digit`; `u16::MAX` for
/// a candidate that is not a node), written in `id` (made 729 long).
fn candidate_nodes_into(
    g: &CandidateGrid,
    mode: Mode,
    only: u32,
    nodes: &mut Vec<Node>,
    mut id: Vec<u16>,
) -> Vec<u16> {
    id.clear();
    id.resize(729, u16::MAX);
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
    id
}

/// In [`DigitGroups::strong`], the first code of a group node (its rank added); the codes
/// below it are cells, each the digit's single candidate there. Codes compare as the nodes'
/// ids do (a digit's single candidates by cell, then its groups by rank), which the links'
/// order rests on.
const GROUP_CODE: u16 = 128;

/// The group nodes of one digit and their links, which depend on the digit's places alone
/// (not on the other digits, nor on the node ids, which the graph gives them when it takes
/// them): kept from position to position (see [`build_grouped`]).
#[derive(Clone, Default)]
pub(crate) struct DigitGroups {
    /// The places they were made for (`None` before they are first made).
    key: Option<Cells>,
    /// Each group's cells, by rank (the order of its id among the digit's groups).
    cells: Vec<Cells>,
    /// Each group's `Graph::group_seen`: the places of the digit that see all of its cells.
    seen: Vec<Cells>,
    /// Each group's `Graph::group_links`: the groups weakly linked to it, by rank.
    links: Vec<u64>,
    /// The strong links of the groups, in the order the graph makes them, as codes (see
    /// [`GROUP_CODE`]).
    strong: Vec<(u16, u16)>,
    /// The places that see some group (with `Graph::single_groups` of their candidate).
    single: Vec<(u8, u64)>,
}

/// [`DigitGroups`] of each digit.
pub(crate) type GroupParts = [DigitGroups; 9];

impl DigitGroups {
    /// Makes the parts for the places `p` of a digit, unless they are made for them already.
    fn make(&mut self, p: Cells) {
        if self.key == Some(p) {
            return;
        }
        self.key = Some(p);
        self.cells.clear();
        self.seen.clear();
        self.links.clear();
        self.strong.clear();
        self.single.clear();
        let pl = box_places(p);
        // The code of the group of box `b` and its `j`th line (its three rows, then its three
        // columns), `NONE` when there is none.
        let mut at = [[NONE; 6]; 9];
        for (b, &bb) in pl.iter().enumerate() {
            if bb & bb.wrapping_sub(1) == 0 {
                continue;
            }
            for (j, &line) in BOX_LINES.iter().enumerate() {
                let m9 = bb & line;
                if m9 & m9.wrapping_sub(1) != 0 {
                    at[b][j] = GROUP_CODE + self.cells.len() as u16;
                    let m = p & BOX_LINE_CELLS[b][j];
                    self.cells.push(m);
                    // The cells that see every cell of a group of a box and a line are the
                    // box's and the line's others (as `Node::seen` finds them).
                    self.seen.push(BOX_OR_LINE[b][j] & !m & p);
                }
            }
        }
        let groups = self.cells.len();
        if groups == 0 {
            return;
        }
        self.links.resize(groups, 0);
        // The single candidate of the digit at place `m9` (one bit) of box `b`: its cell.
        let single =
            |b: usize, m9: u32| u16::from(BOX_CELL[b][(m9.trailing_zeros() & 15) as usize % 9]);
        // The places of each unit as nine-bit masks of its boxes' places (the unit's cells as
        // 81-bit masks, and the groups found by their box-line intersections, had been most of
        // the grouped graph's build).
        for u in 0..18 {
            // Every node of a line lies in one of the boxes it crosses, as a place there or
            // all of them (a group): two nodes fill the line's places only when those are in
            // two boxes, and then the nodes are the two boxes' parts, linked once when one of
            // them is a group (two single places are a conjugate pair, linked with the single
            // candidates; a line in one box or three has no such link).
            let j = line_in_box(u);
            let mut ends = [NONE; 2];
            let mut parts = 0;
            let mut group = false;
            for &b in &LINE_BOXES[u] {
                let m9 = pl[b] & BOX_LINES[j];
                if m9 == 0 {
                    continue;
                }
                let e = if m9 & (m9 - 1) == 0 {
                    single(b, m9)
                } else {
                    group = true;
                    at[b][j]
                };
                if let Some(x) = ends.get_mut(parts) {
                    *x = e;
                }
                parts += 1;
            }
            if parts == 2 && group {
                self.strong
                    .push((ends[0].min(ends[1]), ends[0].max(ends[1])));
            }
        }
        for (b, &bb) in pl.iter().enumerate() {
            if ones(bb) < 3 {
                continue;
            }
            // The node of the box's places outside `m9`: a single candidate, or the group of
            // one of the box's lines when they are all of its places.
            let partner = |m9: u32| {
                let rest = bb & !m9;
                if rest == 0 {
                    return NONE;
                }
                if rest & (rest - 1) == 0 {
                    return single(b, rest);
                }
                let t = rest.trailing_zeros() as usize;
                let j = if rest & !BOX_LINES[(t / 3) % 3] == 0 {
                    (t / 3) % 3
                } else {
                    3 + t % 3
                };
                if bb & BOX_LINES[j] != rest {
                    return NONE;
                }
                at[b][j]
            };
            // The nodes of the digit inside the box, in id order (its single candidates, then
            // its groups), each linked to the node of the box's other places when there is
            // one and it comes later. That gives the pairs of the box's nodes that are
            // disjoint and fill its places in the order of a walk over all pairs.
            for x in digits(bb) {
                let (a, q) = (single(b, 1 << x), partner(1 << x));
                if q != NONE && q > a {
                    self.strong.push((a, q));
                }
            }
            for (j, &a) in at[b].iter().enumerate() {
                if a == NONE {
                    continue;
                }
                let q = partner(bb & BOX_LINES[j]);
                if q != NONE && q > a {
                    self.strong.push((a, q));
                }
            }
        }
        // Weak links of group nodes (a group is weakly linked to the candidates and groups of
        // its digit whose cells all see all of its cells), as masks.
        //
        // Tried and not kept (instructions rating top293, 2.768 G with what is kept): each
        // group's links to groups from per-box and per-line masks of the digit's groups (the
        // others of its line, and those of its box sharing none of its places) instead of
        // testing each pair on their cells, exact but 6 M fewer only (0.22 %); with the
        // candidates' groups made from the same masks too (a candidate sees the groups of its
        // box, row and column that do not hold it), 2 M more than that.
        let mut by_cell = [0u64; 81];
        for x in 0..groups {
            let seen = self.seen[x];
            for i in cells(seen) {
                if let Some(r) = by_cell.get_mut(i) {
                    *r |= 1 << x;
                }
            }
            for y in x + 1..groups {
                if (self.cells[y] & !seen).is_empty() {
                    self.links[x] |= 1 << y;
                    self.links[y] |= 1 << x;
                }
            }
        }
        self.single.extend(
            cells(p)
                .filter(|&i| by_cell[i] != 0)
                .map(|i| (i as u8, by_cell[i])),
        );
    }
}

/// [`build_digits`], on `base` when given (see [`build_grouped`]), the groups of a grouped
/// graph taken from `parts` (made there first where they are not for the digit's places).
fn build_on(
    g: &CandidateGrid,
    mode: Mode,
    only: u32,
    base: Option<&Graph>,
    parts: &mut GroupParts,
    lists: GraphLists,
) -> Graph {
    // Room for every candidate and the most group nodes a grid has, so that the list never
    // grows (its growth had been a tenth of the build).
    let mut nodes = lists.nodes;
    nodes.clear();
    nodes.reserve(729 + if mode == Mode::Grouped { 486 } else { 0 });
    let id = match base {
        Some(b) => {
            nodes.extend_from_slice(&b.nodes[..b.singles]);
            let mut id = lists.id;
            id.clear();
            id.extend_from_slice(&b.id);
            id
        }
        None => candidate_nodes_into(g, mode, only, &mut nodes, lists.id),
    };
    let singles = nodes.len();
    let mut group_first = [singles; 10];
    // For each group node: the places of its digit that see all of its cells, and the group
    // nodes of its digit weakly linked to it.
    let mut group_seen = lists.group_seen;
    let mut group_links = lists.group_links;
    group_seen.clear();
    group_links.clear();
    if mode == Mode::Grouped {
        group_seen.reserve(486);
        group_links.reserve(486);
        for (d, part) in parts.iter_mut().enumerate() {
            group_first[d] = nodes.len();
            part.make(g.pos[d]);
            nodes.extend(part.cells.iter().map(|&m| Node::group(m, d)));
            group_seen.extend_from_slice(&part.seen);
            group_links.extend_from_slice(&part.links);
        }
        group_first[9] = nodes.len();
    }
    let n = nodes.len();
    let mut strong = match base {
        Some(b) => {
            // The base's rows, without the links of bivalue cells (each the last of its
            // row there, made last), which come after the group links here.
            let mut rows = lists.rows;
            rows.clear();
            rows.extend_from_slice(&b.strong.rows[..singles]);
            rows.resize(n, [NONE; DEGREE]);
            for i in 0..81 {
                let m = g.cands[i];
                if ones(m) != 2 {
                    continue;
                }
                let (a, c) = (m.trailing_zeros() as usize, 31 - m.leading_zeros() as usize);
                for k in [id[i * 9 + a], id[i * 9 + c]] {
                    if let Some(row) = rows.get_mut(k as usize) {
                        if let Some(last) = row.iter_mut().rev().find(|t| **t != NONE) {
                            *last = NONE;
                        }
                    }
                }
            }
            Adj { rows }
        }
        None => {
            let mut rows = lists.rows;
            rows.clear();
            rows.resize(n, [NONE; DEGREE]);
            Adj { rows }
        }
    };
    // Links between nodes of one digit. (The conjugate pairs from each unit's places as a
    // nine-bit mask, the rows and boxes from the digit's bands and the columns gathered from
    // them, cost 1.4 M instructions more rating top293 than these 81-bit masks.)
    if mode != Mode::Xy {
        for d in digits(only).filter(|_| base.is_none()) {
            for u in 0..27 {
                let in_u = g.pos[d] & UNIT[u];
                if exactly_two(in_u) {
                    let a = id[in_u.lowest() * 9 + d];
                    let b = id[in_u.highest() * 9 + d];
                    strong.link(a, b);
                }
            }
        }
        if mode == Mode::Grouped {
            for (d, part) in parts.iter().enumerate() {
                let first = group_first[d];
                let node = |c: u16| match c.checked_sub(GROUP_CODE) {
                    Some(r) => (first + usize::from(r)) as u16,
                    None => id.get(usize::from(c) * 9 + d).copied().unwrap_or(NONE),
                };
                for &(a, b) in &part.strong {
                    strong.link(node(a), node(b));
                }
            }
        }
    }
    // For each single candidate of a grouped graph: the group nodes of its digit weakly
    // linked to it (that see its cell), by rank.
    let mut single_groups = lists.single_groups;
    single_groups.clear();
    single_groups.resize(if n > singles { singles } else { 0 }, 0);
    if n > singles {
        for (d, part) in parts.iter().enumerate() {
            for &(i, ranks) in &part.single {
                let k = id[usize::from(i) * 9 + d];
                if let Some(r) = single_groups.get_mut(usize::from(k)) {
                    *r |= ranks;
                }
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
                strong.link(na, nb);
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::context::Context;
    use crate::logic::geometry::{box_of, col_of, row_of};
    use crate::logic::tests::{hard_puzzles, walk_path};

    // The build as it was before the grouped parts worked on nine-bit box masks, kept as the
    // reference the graphs are compared with.
    /// The group nodes of one digit inside unit `u`, in id order; `at` is the digit's part of
    /// `group_at` (see [`build_digits`]).
    fn unit_groups(at: &[[u16; 6]], u: usize) -> impl Iterator<Item = u16> + '_ {
        // A line crosses three boxes, as the same one of their lines; a box holds its six lines.
        let (boxes, js): ([usize; 3], std::ops::Range<usize>) = match LINE_BOXES.get(u) {
            Some(&boxes) => (boxes, line_in_box(u)..line_in_box(u) + 1),
            None => ([u - 18, 9, 9], 0..6),
        };
        boxes
            .into_iter()
            .filter_map(move |b| at.get(b))
            .flat_map(move |row| js.clone().map(move |j| row[j]))
            .filter(|&k| k != NONE)
    }

    /// The node of digit `d` whose cells are `c`, places of `d` in unit `u`: a single
    /// candidate, or a group of the unit (`at` as for [`unit_groups`]); `NONE` when none is.
    fn unit_partner(
        g: &CandidateGrid,
        at: &[[u16; 6]],
        id: &[u16],
        d: usize,
        u: usize,
        c: Cells,
    ) -> u16 {
        if c.is_empty() {
            return NONE;
        }
        let i = c.lowest();
        if !c.has_several() {
            return id.get(i * 9 + d).copied().unwrap_or(NONE);
        }
        // Two or more cells: a group when they are all of digit `d`'s places in one box-line
        // intersection of the unit.
        let (b, line) = if u < 18 {
            (box_of(i), u)
        } else if (c & !UNIT[row_of(i)]).is_empty() {
            (u - 18, row_of(i))
        } else {
            (u - 18, 9 + col_of(i))
        };
        let j = line_in_box(line);
        if g.pos[d] & UNIT[18 + b] & UNIT[line] != c {
            return NONE;
        }
        at.get(b).map_or(NONE, |row| row[j])
    }

    pub(crate) fn reference_build(g: &CandidateGrid, mode: Mode, only: u32) -> Graph {
        // Room for every candidate and the most group nodes a grid has, so that the list never
        // grows (its growth had been a tenth of the build).
        let mut nodes = Vec::with_capacity(729 + if mode == Mode::Grouped { 486 } else { 0 });
        let id = candidate_nodes(g, mode, only, &mut nodes);
        let singles = nodes.len();
        let mut group_first = [singles; 10];
        // The group node of digit `d` in box `b` and the box's `j`th line (its three rows, then
        // its three columns) at `group_at[d * 9 + b][j]`, `NONE` when there is none.
        let mut group_at = [[NONE; 6]; 81];
        if mode == Mode::Grouped {
            for d in 0..9 {
                group_first[d] = nodes.len();
                for b in 0..9 {
                    let (r0, c0) = (3 * (b / 3), 9 + 3 * (b % 3));
                    for (j, line) in (r0..r0 + 3).chain(c0..c0 + 3).enumerate() {
                        let m = g.pos[d] & UNIT[18 + b] & UNIT[line];
                        if m.has_several() {
                            group_at[d * 9 + b][j] = nodes.len() as u16;
                            nodes.push(Node::group(m, d));
                        }
                    }
                }
            }
            group_first[9] = nodes.len();
        }
        let n = nodes.len();
        let mut strong = Adj::new(n);
        // Links between nodes of one digit.
        if mode != Mode::Xy {
            for d in digits(only) {
                for u in 0..27 {
                    let in_u = g.pos[d] & UNIT[u];
                    if exactly_two(in_u) {
                        let a = id[in_u.lowest() * 9 + d];
                        let b = id[in_u.highest() * 9 + d];
                        strong.link(a, b);
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
                        let rest = in_u.without_first();
                        if rest.without_first().is_empty() {
                            continue;
                        }
                        if u < 18 {
                            // Every node of a line lies in one of the boxes it crosses, as a
                            // place there or all of them (a group): two nodes fill the line's
                            // places only when those are in two boxes, and then the nodes are
                            // the two boxes' parts, linked once. (A line in one box or three has
                            // no such link.)
                            let j = line_in_box(u);
                            let mut ends = [NONE; 3];
                            let mut parts = 0;
                            for &b in &LINE_BOXES[u] {
                                let p = in_u & UNIT[18 + b];
                                if p.is_empty() {
                                    continue;
                                }
                                if let Some(e) = ends.get_mut(parts) {
                                    *e = if !p.has_several() {
                                        id[p.lowest() * 9 + d]
                                    } else {
                                        group_at[d * 9 + b][j]
                                    };
                                }
                                parts += 1;
                            }
                            let (a, b) = (ends[0].min(ends[1]), ends[0].max(ends[1]));
                            if parts == 2 && b != NONE {
                                strong.link(a, b);
                            }
                            continue;
                        }
                        // The nodes of digit `d` inside the unit, in id order (its single
                        // candidates, then its groups), each linked to the node of the unit's
                        // other places when there is one and it comes later. That gives the
                        // pairs of the unit's nodes that are disjoint and fill the unit's places
                        // in the order of a walk over all pairs (which this replaced: with the
                        // scan of the digit's groups for those inside the unit it had been most of
                        // the grouped graph's build).
                        let at = &group_at[d * 9..d * 9 + 9];
                        let partner = |m: Cells| unit_partner(g, at, &id, d, u, in_u & !m);
                        for i in cells(in_u) {
                            let (a, b) = (id[i * 9 + d], partner(Cells::single(i)));
                            if b != NONE && b > a {
                                strong.link(a, b);
                            }
                        }
                        for a in unit_groups(at, u) {
                            let b = partner(nodes[a as usize].cells);
                            if b != NONE && b > a {
                                strong.link(a, b);
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
                if (nodes[b].cells & !seen).is_empty() {
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
                    strong.link(na, nb);
                }
            }
        }
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

    /// Every field of two graphs, as a comparable value.
    #[allow(clippy::type_complexity)]
    fn key(
        gr: &Graph,
    ) -> (
        Vec<(Cells, usize, u8)>,
        Vec<[u16; DEGREE]>,
        Vec<u16>,
        usize,
        bool,
        [usize; 10],
        Vec<Cells>,
        Vec<u64>,
        Vec<u64>,
    ) {
        (
            gr.nodes.iter().map(|n| (n.cells, n.d, n.one)).collect(),
            gr.strong.rows.clone(),
            gr.id.clone(),
            gr.singles,
            gr.cell_weak,
            gr.group_first,
            gr.group_seen.clone(),
            gr.group_links.clone(),
            gr.single_groups.clone(),
        )
    }

    /// The graphs of every mode are those of the reference build, at every position of the
    /// solving paths of hard puzzles.
    #[test]
    fn the_graphs_are_the_reference_ones() {
        let budget = crate::Budget::unlimited();
        let mut positions = 0;
        let mut groups = 0;
        for (line, mut g, solution) in hard_puzzles(7, 120) {
            let mut ctx = Context::new(solution, &budget);
            // Kept along the path, as a run keeps them: most positions take some digits'
            // groups from the position before.
            let mut parts = GroupParts::default();
            // The lists of the last graph built, given to the next build as a run does.
            let mut kept = GraphLists::default();
            walk_path(&mut g, &mut ctx, |g, _| {
                for mode in [Mode::X, Mode::Xy, Mode::Aic, Mode::Grouped] {
                    // A grouped graph is only built with every digit (its groups are).
                    for only in [0x1ff, 0x0a5] {
                        if mode == Mode::Grouped && only != 0x1ff {
                            continue;
                        }
                        let new = build_digits(g, mode, only, std::mem::take(&mut kept));
                        let old = reference_build(g, mode, only);
                        assert!(key(&new) == key(&old), "{line}: graphs differ");
                        if mode == Mode::Grouped {
                            let aic = build(g, Mode::Aic, GraphLists::default());
                            let on = build_grouped(g, &aic, &mut parts, GraphLists::default());
                            assert!(key(&on) == key(&old), "{line}: grouped on aic differs");
                            let fresh = GroupParts::default;
                            let on = build_grouped(g, &aic, &mut fresh(), GraphLists::default());
                            assert!(key(&on) == key(&old), "{line}: grouped afresh differs");
                        }
                        groups += new.nodes.len() - new.singles;
                        kept = new.into_lists();
                    }
                }
                positions += 1;
            });
        }
        assert!(
            positions > 1000 && groups > 10_000,
            "{positions} positions, {groups} groups"
        );
    }
}
