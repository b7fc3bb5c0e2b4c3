//! The buffers the finders reuse within one solving run, owned by the run's
//! [`super::context::Context`] and handed to each finder through it: the chain search's state
//! arrays, notes and sweep, the forcing chains' walks, Sue de Coq's buckets and the lists of
//! chain graphs given back. A finder takes what it needs out of the [`Scratch`] for one search
//! and puts it back after, so that none is made afresh at every search (each had been measured
//! dearer so; see the notes at the fields). They had been kept in thread-local pools, one per
//! finder, and live a run now: made when a run first needs them, freed with it, or handed to
//! the caller's next run by one that makes many (the generator's hunt, through
//! `Context::run_on`).
//!
//! The types are data only, and sit here below the context so that the context can own them
//! without importing a technique file (the finders that use them keep their methods).

use super::geometry::Cells;
use super::links::{GraphLists, Node};

/// Room for the states of a walk (node `k` reached false or true is state `2k` or `2k + 1`):
/// more than twice the most nodes a graph has (729 candidates and 486 groups), a power of two
/// so that an index masked with `STATES - 1` needs no bounds check (vectors of `2 * n` had
/// been checked at each use: the walk took 867 M instructions rating top293, 851 M with these).
pub(super) const STATES: usize = 4096;

/// Room for the nodes of a graph in [`Sweep`] (half of [`STATES`]), a power of two so that a
/// node masked with `NODES - 1` needs no bounds check.
pub(super) const NODES: usize = STATES / 2;

/// The arrays of states of the chain search's walk (`pred`, `queue`): making them for each
/// search (32 KB) had cost more than the walks saved.
pub(super) type StateArrays = (Box<[u32; STATES]>, Box<[u32; STATES]>);

/// What the walks from the starts true in the solution note for the nodes false there (see
/// `chains::search_walk`): the lists of one search, kept for the next (made afresh for each
/// search, their zeroing had been 0.4% of rating top293).
#[derive(Default)]
pub(super) struct Notes {
    /// The nodes false in the solution, one bit each (when the walk notes).
    pub(super) is_false: Vec<u64>,
    /// Per node false in the solution: the most eliminations of an AIC found (lassos too)
    /// from a true start that ends on it.
    pub(super) aic_most: Vec<u8>,
    /// Per node false in the solution: how many walks from true starts close a continuous
    /// loop on it, how many of those loops have more than two nodes, and the most
    /// eliminations of those of two nodes (the start and the node).
    pub(super) loops_to: Vec<u16>,
    pub(super) long_loops_to: Vec<u16>,
    pub(super) short_loop_most: Vec<u8>,
}

/// The buffers of the chain search's sweep over a batch of starts (`Walk::deep_starts`),
/// kept from one batch of starts to the next.
pub(super) struct Sweep {
    /// Per node: the starts of the batch that reached it false, and true.
    pub(super) off: Box<[u64; NODES]>,
    pub(super) on: Box<[u64; NODES]>,
    /// Per node: the starts that reach it at the depth being taken, before they are merged.
    pub(super) fresh: Box<[u64; NODES]>,
    /// The nodes `fresh` holds starts for: the first `n_touched`.
    pub(super) touched: Box<[u16; NODES]>,
    pub(super) n_touched: usize,
    /// The states reached at the last depth taken, and those of the next: node and starts.
    pub(super) front: Vec<(u16, u64)>,
    pub(super) next: Vec<(u16, u64)>,
    /// The batch's starts: node id, node, and the places of its digit it sees.
    pub(super) starts: Vec<(usize, Node, Cells)>,
}

impl Default for Sweep {
    fn default() -> Sweep {
        Sweep {
            off: Box::new([0; NODES]),
            on: Box::new([0; NODES]),
            fresh: Box::new([0; NODES]),
            touched: Box::new([0; NODES]),
            n_touched: 0,
            front: Vec::new(),
            next: Vec::new(),
            starts: Vec::new(),
        }
    }
}

impl Sweep {
    /// Ready for a batch on a graph of `n` nodes (`fresh` is left empty by each merge).
    #[inline]
    pub(super) fn reset(&mut self, n: usize) {
        let n = n.min(NODES);
        self.off[..n].fill(0);
        self.on[..n].fill(0);
        self.n_touched = 0;
        self.front.clear();
        self.next.clear();
        self.starts.clear();
    }

    /// Merges `fresh` into `reached` (`off` or `on`) and makes it the next front.
    #[inline]
    pub(super) fn merge(&mut self, on: bool) {
        self.next.clear();
        let reached = if on { &mut self.on } else { &mut self.off };
        let fresh = &mut self.fresh;
        // One `extend` of known length: no capacity test per state (`push` in the loop had
        // cost 13 M more instructions rating top293, 0.6 % of the whole).
        self.next
            .extend(self.touched[..self.n_touched.min(NODES)].iter().map(|&k| {
                let k = usize::from(k) & (NODES - 1);
                let bits = std::mem::take(&mut fresh[k]);
                reached[k] |= bits;
                (k as u16, bits)
            }));
        self.n_touched = 0;
        std::mem::swap(&mut self.front, &mut self.next);
    }
}

/// What a forcing chain's assumption implies: per digit, the cells where it becomes true and
/// false.
#[derive(Clone, Copy)]
pub(super) struct Implied {
    pub(super) on: [Cells; 9],
    pub(super) off: [Cells; 9],
    /// A candidate (node id) that would be both true and false, or `None`.
    pub(super) clash: Option<usize>,
}

impl Implied {
    /// Nothing implied.
    #[inline]
    pub(super) fn none() -> Implied {
        Implied {
            on: [Cells::EMPTY; 9],
            off: [Cells::EMPTY; 9],
            clash: None,
        }
    }
}

/// Cells of a Sue de Coq's line or box part, their candidates, and how many cells.
pub(super) type Part = (Cells, u32, u32);

/// How many dropped graphs' lists a run keeps (at most three graphs live at once: the
/// position's all-candidate graph, the grouped one made on it, and one being given back).
const GRAPHS_KEPT: usize = 4;

/// The buffers of one solving run (see the module documentation). Each is empty until a
/// finder first gives it back.
#[derive(Default)]
pub(crate) struct Scratch {
    /// The chain search's state arrays.
    pub(super) states: Option<StateArrays>,
    /// The chain search's notes.
    pub(super) notes: Notes,
    /// The chain search's sweep.
    pub(super) sweep: Option<Box<Sweep>>,
    /// The forcing chains' walks, one per node, as long as the last search left the list: a
    /// walk is only read once it is made, so what the list holds from before is never read.
    /// Made afresh, the list had cost 121,747 copies of 304 bytes rating top293 (one per node
    /// of each call), 7.8 M instructions.
    pub(super) walks: Vec<Implied>,
    /// Sue de Coq's buckets (16 lists): made afresh, they had grown push by push at every call
    /// (29,835 times rating top293, 5.0 M instructions with the copies).
    pub(super) sdc_buckets: Vec<Vec<Part>>,
    /// The lists of chain graphs given back: a graph is built for every chain search (the
    /// all-candidate one once per position, the grouped, X-Chain and XY-Chain ones at each of
    /// theirs), and its six lists (the nodes' alone 39 KB) had been allocated for each and
    /// freed after: reusing them took the builds from 100.4 M to 95.8 M instructions rating
    /// top293 (all of it 2.1978 G to 2.1927 G).
    graphs: Vec<GraphLists>,
}

impl std::fmt::Debug for Scratch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scratch")
            .field("graphs", &self.graphs.len())
            .finish_non_exhaustive()
    }
}

impl Scratch {
    /// The lists of a graph given back, or new ones.
    #[inline]
    pub(super) fn graph_lists(&mut self) -> GraphLists {
        self.graphs.pop().unwrap_or_default()
    }

    /// Keeps the lists of a graph no longer used (up to [`GRAPHS_KEPT`] graphs' worth).
    #[inline]
    pub(super) fn give_back(&mut self, lists: GraphLists) {
        if self.graphs.len() < GRAPHS_KEPT {
            self.graphs.push(lists);
        }
    }
}
