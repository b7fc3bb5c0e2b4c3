//! The compiled form of a variant puzzle's rules: candidate masks per cell and a list of
//! propagators, built by [`Builder`] from each constraint's `compile`, and the propagation loop
//! that runs them to a fixed point.
//!
//! The primitives are few, and every constraint kind is written with them:
//! - *unequal pairs* (a graph of peers): houses, cages, anti-knight, anti-king, clones of
//!   distinct cells. A placed digit is struck from the cell's peers (naked singles).
//! - *houses* of N cells: each digit exactly once, so a digit with one place left goes there
//!   (hidden singles), and a digit with no place left is a contradiction. When some cells
//!   must differ without sharing a house (cages, anti-king, anti-knight), a digit with two
//!   places left in a house also leaves every cell that sees both places (see
//!   [`Model::house`]).
//! - *binary tables*: for two cells, which digits of one each digit of the other allows
//!   (kropki, XV, whispers, palindromes, greater-than, indexers, ...), revised in both
//!   directions (arc consistency), a byte of candidates at a time.
//! - *cages*: distinct digits with a fixed total, from the list of digit sets that make it.
//! - *sums*: `Σ coef·digit` in a set of totals, digits allowed to repeat (little killers,
//!   arrows, equal-sum lines), filtered exactly by a layered reachability of partial sums.
//!   Cells of a sum that must differ (a little killer's cells inside one box, an arrow's inside
//!   one row) are taken together, in runs of up to three: a run is one layer, stepping by the
//!   totals its distinct digits make, so the filter never counts one digit twice in a box.
//!
//! Sums over cells that differ (issue 36, ISS's little killer snipes, measured 2026-11-29):
//! without the runs, ISS's loosened little killer #15 (its last arrow, R9C4, taken off; many
//! solutions) gave no solution in 10 s (1.4 million guesses), and three snipes stayed
//! unproved. The search's first guesses there fall on the long 9-cell diagonals and barely
//! propagate (729 candidates, then 701, 675, 651 after four guesses, against ISS's 729, 683,
//! then 548 within five cell levels), and in a traced run of 419,000 guesses the search never
//! came back above its fifth guess. ISS keeps a sum's mutually different cells in "exclusion groups" and
//! bounds each group by distinct digits. The runs here are the same knowledge, kept exact.
//! With the runs alone, 121 of the first 300 solutions in 10 s; with the runs and the sums'
//! starting weights of [`Model::priorities`], the 300 in 42,878 guesses, 0.29 s (ISS: 43,870
//! guesses, 0.48 s; ISS without its exclusion groups 139,425). The snipes proved: the same
//! 12 of 15 within 10 s, with fewer guesses (#6: 59,638 → 19,535; #11: 536,768 → 104,787);
//! #10, #12 and #14 still do not finish in 10 s (#10 does in 34 s, 4.0 million guesses; #12
//! and #14 not in 60 s) — nor in ISS: #10 takes it 33 s (4.8 million guesses), #12 and #14
//! over 60 s. Tried: the exact pass on every revision (no skipping of
//! loose sums): #10 in 10 s reached 593,000 guesses instead of 1.06 million, no proof either,
//! and slower per guess on the rest; left out.
//! - a few line propagators that need their own reasoning: thermometers (one pass up, one
//!   down: the fixed point of every pair of the line as a table, and ISS's starting weight of
//!   the line's length for each cell), renbans (exactly for lines of up to six cells, see
//!   [`renban_exact`]; by runs of digits beyond), between lines, sandwiches, X-sums,
//!   skyscrapers, quadruples.
//!
//! Masks are `u16`: variant puzzles go up to 16×16.

/// The largest size the variant engine solves.
pub const MAX_VARIANT_SIZE: usize = 16;

/// A set of digits as a mask, bit `d − 1` for digit `d`.
pub(crate) type Mask = u16;

#[inline]
pub(crate) fn bit(d: usize) -> Mask {
    1 << (d - 1)
}

#[inline]
pub(crate) fn is_single(m: Mask) -> bool {
    m & m.wrapping_sub(1) == 0
}

#[inline]
pub(crate) fn low_digit(m: Mask) -> usize {
    m.trailing_zeros() as usize + 1
}

#[inline]
fn high_digit(m: Mask) -> usize {
    16 - m.leading_zeros() as usize
}

/// Digits of `m`, lowest first.
pub(crate) fn digits(mut m: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            return None;
        }
        let d = low_digit(m);
        m &= m - 1;
        Some(d)
    })
}

/// One propagator.
#[derive(Clone, Debug)]
pub(crate) enum Prop {
    /// `b`'s digits allowed by `a`'s, through table `fwd` (`tables[fwd][x − 1]`: the digits of
    /// `b` that `a = x` allows) and back through `back`.
    Binary { a: u16, b: u16, fwd: u32, back: u32 },
    /// Distinct digits adding up to the total: `combos` are the digit sets that make it.
    Cage {
        cells: Box<[u16]>,
        combos: Box<[Mask]>,
        /// The rest of the smallest house holding every cell (empty when none does): it
        /// holds exactly the digits the cage leaves out.
        rest: Box<[u16]>,
    },
    /// `Σ coefs[i] · digit(cells[i])` is one of `totals` (digits may repeat).
    Sum {
        cells: Box<[u16]>,
        coefs: Box<[i32]>,
        totals: Box<[i32]>,
        /// The cells in runs of mutually different cells with one coefficient (the lengths of
        /// the runs, in order; empty until [`Builder::build`] finds them): a little killer's
        /// cells inside one box, an arrow's inside one row. The sum's propagation takes each
        /// run's digits as distinct ([`grouped_sum_support`]).
        groups: Box<[u8]>,
    },
    /// Every group adds up to the same total.
    EqualSums { groups: Box<[Box<[u16]>]> },
    /// The cells hold consecutive digits (distinctness is a separate rule).
    Renban { cells: Box<[u16]> },
    /// Digits rise along `cells`: strictly, or never falling when `slow`.
    Thermo { cells: Box<[u16]>, slow: bool },
    /// The middle cells lie strictly between the two ends.
    Between { a: u16, b: u16, mid: Box<[u16]> },
    /// Digits between the 1 and the N of `line` add up to `sum`.
    Sandwich { line: Box<[u16]>, sum: i32 },
    /// The first X digits of `line` add up to `sum`, X being the first digit.
    XSum { line: Box<[u16]>, sum: i32 },
    /// `count` digits of `line` are taller than every digit before them.
    Skyscraper { line: Box<[u16]>, count: usize },
    /// Each digit of `need` (with its count) appears in `cells` at least that often.
    Quadruple {
        cells: Box<[u16]>,
        need: Box<[(u8, u8)]>,
    },
}

/// `w`, naming `cell` when it names none.
fn name(w: Wipeout, cell: u16) -> Wipeout {
    if w.0 == Wipeout::SOMEWHERE {
        Wipeout(cell)
    } else {
        w
    }
}

impl Prop {
    fn first_cell(&self) -> u16 {
        match self {
            Prop::Binary { a, .. } | Prop::Between { a, .. } => *a,
            Prop::Cage { cells, .. }
            | Prop::Sum { cells, .. }
            | Prop::Renban { cells }
            | Prop::Thermo { cells, .. }
            | Prop::Quadruple { cells, .. } => cells.first().copied().unwrap_or(0),
            Prop::EqualSums { groups } => {
                groups.first().and_then(|g| g.first()).copied().unwrap_or(0)
            }
            Prop::Sandwich { line, .. }
            | Prop::XSum { line, .. }
            | Prop::Skyscraper { line, .. } => line.first().copied().unwrap_or(0),
        }
    }

    /// The cells whose candidates the propagator reads: its own and, for a cage, the rest of
    /// its house.
    fn watched(&self) -> Vec<u16> {
        let mut cs = self.cells();
        if let Prop::Cage { rest, .. } = self {
            cs.extend_from_slice(rest);
        }
        cs
    }

    pub(crate) fn cells(&self) -> Vec<u16> {
        match self {
            Prop::Binary { a, b, .. } => vec![*a, *b],
            Prop::Cage { cells, .. }
            | Prop::Sum { cells, .. }
            | Prop::Renban { cells }
            | Prop::Thermo { cells, .. }
            | Prop::Quadruple { cells, .. } => cells.to_vec(),
            Prop::EqualSums { groups } => groups.iter().flat_map(|g| g.iter().copied()).collect(),
            Prop::Between { a, b, mid } => {
                let mut v = vec![*a, *b];
                v.extend_from_slice(mid);
                v
            }
            Prop::Sandwich { line, .. }
            | Prop::XSum { line, .. }
            | Prop::Skyscraper { line, .. } => line.to_vec(),
        }
    }
}

/// Collects the propagators of a puzzle's rules.
#[derive(Debug)]
pub(crate) struct Builder {
    n: usize,
    init: Vec<Mask>,
    peers: Vec<Vec<u16>>,
    houses: Vec<Vec<u16>>,
    props: Vec<Prop>,
    tables: Vec<[Mask; 16]>,
    /// The cages with a total, for the sums the houses imply.
    cages: Vec<(Vec<usize>, i32)>,
}

impl Builder {
    pub(crate) fn new(n: usize) -> Builder {
        let full: Mask = if n >= 16 { u16::MAX } else { (1 << n) - 1 };
        Builder {
            n,
            init: vec![full; n * n],
            peers: vec![Vec::new(); n * n],
            houses: Vec::new(),
            props: Vec::new(),
            tables: Vec::new(),
            cages: Vec::new(),
        }
    }

    /// Keeps only the digits of `allowed` in `cell`.
    pub(crate) fn restrict(&mut self, cell: usize, allowed: Mask) {
        self.init[cell] &= allowed;
    }

    /// `a` and `b` hold different digits.
    pub(crate) fn different(&mut self, a: usize, b: usize) {
        if a != b {
            self.peers[a].push(b as u16);
            self.peers[b].push(a as u16);
        }
    }

    /// No digit repeats among `cells`.
    pub(crate) fn all_different(&mut self, cells: &[usize]) {
        for (i, &a) in cells.iter().enumerate() {
            for &b in &cells[i + 1..] {
                self.different(a, b);
            }
        }
    }

    /// `cells` hold every digit once (N cells); fewer cells only differ.
    pub(crate) fn house(&mut self, cells: &[usize]) {
        self.all_different(cells);
        if cells.len() == self.n {
            self.houses.push(cells.iter().map(|&c| c as u16).collect());
        }
    }

    /// `ok(x, y)` holds for the digits `x` of `a` and `y` of `b`.
    pub(crate) fn relation(&mut self, a: usize, b: usize, ok: impl Fn(usize, usize) -> bool) {
        let n = self.n;
        if a == b {
            let allowed = (1..=n).filter(|&x| ok(x, x)).fold(0, |m, x| m | bit(x));
            self.restrict(a, allowed);
            return;
        }
        let mut fwd = [0; 16];
        let mut back = [0; 16];
        for x in 1..=n {
            for y in 1..=n {
                if ok(x, y) {
                    fwd[x - 1] |= bit(y);
                    back[y - 1] |= bit(x);
                }
            }
        }
        let fwd = self.table(fwd);
        let back = self.table(back);
        self.props.push(Prop::Binary {
            a: a as u16,
            b: b as u16,
            fwd,
            back,
        });
    }

    fn table(&mut self, t: [Mask; 16]) -> u32 {
        if let Some(k) = self.tables.iter().position(|x| *x == t) {
            return k as u32;
        }
        self.tables.push(t);
        (self.tables.len() - 1) as u32
    }

    /// Distinct digits in `cells` adding up to `total`.
    pub(crate) fn cage(&mut self, cells: &[usize], total: i32) {
        self.cages.push((cells.to_vec(), total));
        self.distinct_sum(cells, total);
    }

    /// Adds the sums that the cages and the houses imply together (see [`super::derive`]):
    /// `sweeps` lists houses of N cells in the orders to grow super-regions in.
    pub(crate) fn derive_sums(&mut self, sweeps: &[Vec<Vec<usize>>]) {
        let houses: Vec<Vec<usize>> = self
            .houses
            .iter()
            .map(|h| h.iter().map(|&c| c as usize).collect())
            .collect();
        let mut sums = super::derive::derived_sums(self.n, &self.cages, sweeps);
        for d in super::derive::house_sums(self.n, &self.cages, &houses) {
            if !sums.contains(&d) {
                sums.push(d);
            }
        }
        for d in sums {
            let distinct = d.cells.iter().enumerate().all(|(i, &a)| {
                d.cells[i + 1..]
                    .iter()
                    .all(|&b| self.peers[a].contains(&(b as u16)))
            });
            if distinct && d.coefs.iter().all(|&k| k == 1) {
                self.distinct_sum(&d.cells, d.total);
            } else {
                self.sum(&d.cells, &d.coefs, &[d.total]);
            }
        }
    }

    /// Distinct digits in `cells` adding up to `total`, as a cage propagator.
    fn distinct_sum(&mut self, cells: &[usize], total: i32) {
        self.all_different(cells);
        let combos = combos(self.n, cells.len(), total);
        let union = combos.iter().fold(0, |m, c| m | c);
        for &c in cells {
            self.restrict(c, union);
        }
        self.props.push(Prop::Cage {
            cells: cells.iter().map(|&c| c as u16).collect(),
            combos: combos.into(),
            rest: Box::new([]),
        });
    }

    /// `Σ coefs[i] · cells[i]` is one of `totals` (digits may repeat).
    pub(crate) fn sum(&mut self, cells: &[usize], coefs: &[i32], totals: &[i32]) {
        self.props.push(Prop::Sum {
            cells: cells.iter().map(|&c| c as u16).collect(),
            coefs: coefs.into(),
            totals: totals.into(),
            groups: Box::new([]),
        });
    }

    /// Every group adds up to the same total.
    pub(crate) fn equal_sums(&mut self, groups: &[Vec<usize>]) {
        if groups.len() < 2 {
            return;
        }
        self.props.push(Prop::EqualSums {
            groups: groups
                .iter()
                .map(|g| g.iter().map(|&c| c as u16).collect())
                .collect(),
        });
    }

    /// Any other propagator.
    pub(crate) fn prop(&mut self, p: Prop) {
        self.props.push(p);
    }

    /// How many propagators there are so far.
    pub(crate) fn prop_count(&self) -> usize {
        self.props.len()
    }

    /// The propagators added after the first `k`, taken out (the variant step engine keeps
    /// the sums that [`Builder::derive_sums`] adds, one rule each).
    pub(crate) fn props_since(&mut self, k: usize) -> Vec<Prop> {
        self.props.split_off(k.min(self.props.len()))
    }

    /// The finished model.
    pub(crate) fn build(mut self) -> Model {
        let cells = self.n * self.n;
        for p in &mut self.peers {
            p.sort_unstable();
            p.dedup();
        }
        self.houses.sort();
        self.houses.dedup();
        // A sum's cells that must differ go together, in runs (see `Prop::Sum::groups`).
        for p in &mut self.props {
            if let Prop::Sum {
                cells,
                coefs,
                groups,
                ..
            } = p
            {
                (*cells, *coefs, *groups) = distinct_runs(cells, coefs, &self.peers);
            }
        }
        // A cage inside a house leaves the rest of the house the other digits.
        for p in &mut self.props {
            if let Prop::Cage { cells, rest, .. } = p {
                let smallest = self
                    .houses
                    .iter()
                    .filter(|h| h.len() > cells.len() && cells.iter().all(|c| h.contains(c)))
                    .min_by_key(|h| h.len());
                if let Some(h) = smallest {
                    *rest = h.iter().copied().filter(|c| !cells.contains(c)).collect();
                }
            }
        }
        let mut watch = vec![Vec::new(); cells];
        for (k, p) in self.props.iter().enumerate() {
            let mut cs = p.watched();
            cs.sort_unstable();
            cs.dedup();
            for c in cs {
                watch[c as usize].push(k as u32);
            }
        }
        let mut houses_of = vec![Vec::new(); cells];
        for (h, house) in self.houses.iter().enumerate() {
            for &c in house {
                houses_of[c as usize].push(h as u32);
            }
        }
        // Whether some cells must differ without sharing a house (a cage, a king's move).
        let far_peers = self.peers.iter().enumerate().any(|(c, ps)| {
            ps.iter().any(|&p| {
                !houses_of[c]
                    .iter()
                    .any(|&h| self.houses[h as usize].contains(&p))
            })
        });
        // Where two houses share two or more cells: a digit of one confined to the shared
        // cells leaves the rest of the other (pointing and claiming, between any houses).
        let mut overlaps = vec![Vec::new(); self.houses.len()];
        for (h, house) in self.houses.iter().enumerate() {
            for (g, other) in self.houses.iter().enumerate() {
                if g == h {
                    continue;
                }
                let common: Vec<u16> = house
                    .iter()
                    .copied()
                    .filter(|c| other.contains(c))
                    .collect();
                if common.len() < 2 || common.len() == house.len() {
                    continue;
                }
                let lanes = |shared: bool| {
                    let mut l = [0 as Mask; 16];
                    for (x, c) in l.iter_mut().zip(house) {
                        if common.contains(c) == shared {
                            *x = Mask::MAX;
                        }
                    }
                    l
                };
                overlaps[h].push(Overlap {
                    common: lanes(true),
                    own_rest: lanes(false),
                    own_rest_len: (house.len() - common.len()) as u32,
                    other_rest: other
                        .iter()
                        .copied()
                        .filter(|c| !common.contains(c))
                        .collect(),
                });
            }
        }
        let mut model = Model {
            priority: Vec::new(),
            overlaps,
            n: self.n,
            full: if self.n >= 16 {
                u16::MAX
            } else {
                (1 << self.n) - 1
            },
            init: self.init,
            peer_bits: self
                .peers
                .iter()
                .map(|ps| {
                    let mut w = [0u64; 4];
                    for &p in ps {
                        w[p as usize / 64] |= 1 << (p % 64);
                    }
                    w
                })
                .collect(),
            peers: self.peers,
            far_peers,
            exact_renbans: self.props.iter().any(|p| matches!(p, Prop::Renban { .. })),
            houses: self.houses,
            houses_of,
            props: self.props,
            watch,
            spread: self.tables.iter().flat_map(spread_table).collect(),
            tables: self.tables,
        };
        model.priority = model.priorities();
        model
    }
}

/// The most cells of one run of [`distinct_runs`]: a run's distinct totals are enumerated.
const MAX_RUN: usize = 3;

/// A sum's cells and coefficients reordered so that cells that must differ (peers) with the
/// same coefficient come together, greedily in the given order, up to [`MAX_RUN`] a run; with
/// the runs' lengths. Only whole runs of more than one cell matter: with none, the lengths
/// are left empty.
#[allow(clippy::type_complexity)]
fn distinct_runs(
    cells: &[u16],
    coefs: &[i32],
    peers: &[Vec<u16>],
) -> (Box<[u16]>, Box<[i32]>, Box<[u8]>) {
    let k = cells.len();
    let mut used = vec![false; k];
    let (mut cs, mut ks, mut runs) = (Vec::with_capacity(k), Vec::with_capacity(k), Vec::new());
    for i in 0..k {
        if used[i] {
            continue;
        }
        used[i] = true;
        let mut run = vec![i];
        for j in i + 1..k {
            if run.len() == MAX_RUN {
                break;
            }
            let differs = |x: &usize| {
                peers
                    .get(cells[*x] as usize)
                    .is_some_and(|p| p.binary_search(&cells[j]).is_ok())
            };
            if !used[j] && coefs[j] == coefs[i] && run.iter().all(differs) {
                used[j] = true;
                run.push(j);
            }
        }
        runs.push(run.len() as u8);
        for x in run {
            cs.push(cells[x]);
            ks.push(coefs[x]);
        }
    }
    if runs.iter().all(|&r| r == 1) {
        return (cells.into(), coefs.into(), Box::new([]));
    }
    (cs.into(), ks.into(), runs.into())
}

/// The digit sets of `k` distinct digits from 1 to `n` adding up to `total`.
pub(crate) fn combos(n: usize, k: usize, total: i32) -> Vec<Mask> {
    let mut out = Vec::new();
    if k == 0 || k > n {
        return out;
    }
    let full: u32 = 1 << n;
    for m in 1..full {
        if m.count_ones() as usize != k {
            continue;
        }
        let s: i32 = digits(m as Mask).map(|d| d as i32).sum();
        if s == total {
            out.push(m as Mask);
        }
    }
    out
}

/// Two houses' shared cells, with the rest of each.
#[derive(Clone, Debug)]
pub(crate) struct Overlap {
    /// The shared cells' places in the house, as lanes: all ones at a shared cell's place,
    /// zero elsewhere (one [`Mask`] per place of the house's cells, up to 16).
    common: [Mask; 16],
    /// The same for the rest of the house.
    own_rest: [Mask; 16],
    /// How many cells the rest of the house has.
    own_rest_len: u32,
    other_rest: Box<[u16]>,
}

/// The rules compiled: initial candidates, the propagators, and what each cell wakes.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    /// For each house, the houses it shares two or more cells with.
    pub(crate) overlaps: Vec<Vec<Overlap>>,
    pub(crate) n: usize,
    pub(crate) full: Mask,
    pub(crate) init: Vec<Mask>,
    pub(crate) peers: Vec<Vec<u16>>,
    /// `peers` as bit sets (cell `c` is bit `c % 64` of word `c / 64`).
    pub(crate) peer_bits: Vec<[u64; 4]>,
    /// Whether some cells must differ without sharing a house: then a digit with two places
    /// in a house leaves every cell that sees both ([`Model::house`]).
    pub(crate) far_peers: bool,
    /// Whether renbans of up to [`EXACT_RENBAN`] cells are propagated exactly
    /// ([`renban_exact`]) rather than by runs of digits ([`renban_windows`]): set when the
    /// model has renbans, so that [`Model::as_rated`] copies only the models it changes.
    pub(crate) exact_renbans: bool,
    pub(crate) houses: Vec<Vec<u16>>,
    /// Each cell's starting score in the search's choice of a cell ([`Model::priorities`]),
    /// computed once.
    pub(crate) priority: Vec<u32>,
    pub(crate) houses_of: Vec<Vec<u32>>,
    pub(crate) props: Vec<Prop>,
    pub(crate) watch: Vec<Vec<u32>>,
    pub(crate) tables: Vec<[Mask; 16]>,
    /// `tables` read a byte of candidates at a time: for table `t`, entry `512 t + v` holds
    /// the union of `tables[t][i]` over the bits `i` of the low byte `v`, and entry
    /// `512 t + 256 + v` the same for the high byte ([`spread_table`]).
    spread: Vec<Mask>,
}

/// The work lists of one propagation; kept between calls so that nothing is allocated per
/// search node.
#[derive(Debug)]
pub(crate) struct Queues {
    changed: Vec<u16>,
    in_changed: Vec<bool>,
    props: Fifo,
    in_props: Vec<bool>,
    houses: Fifo,
    in_houses: Vec<bool>,
    scratch: Scratch,
    /// The cells found solved by the last propagation, in the order found (the search
    /// blames one of them when it fails).
    pub(crate) singles: Vec<u16>,
}

/// A first-in, first-out queue of distinct numbers below a bound fixed when it is made (the
/// queues' `in_` flags keep them distinct): its buffer holds them all, so it never grows or
/// checks for room.
#[derive(Debug)]
struct Fifo {
    buf: Vec<u32>,
    mask: usize,
    head: usize,
    tail: usize,
}

impl Fifo {
    fn with_bound(n: usize) -> Fifo {
        let cap = n.max(1).next_power_of_two();
        Fifo {
            buf: vec![0; cap],
            mask: cap - 1,
            head: 0,
            tail: 0,
        }
    }

    #[inline]
    fn push(&mut self, x: u32) {
        self.buf[self.tail & self.mask] = x;
        self.tail = self.tail.wrapping_add(1);
    }

    #[inline]
    fn pop(&mut self) -> Option<u32> {
        if self.head == self.tail {
            return None;
        }
        let x = self.buf[self.head & self.mask];
        self.head = self.head.wrapping_add(1);
        Some(x)
    }
}

/// Buffers the propagators borrow.
#[derive(Debug, Default)]
struct Scratch {
    words: Vec<u64>,
}

impl Queues {
    pub(crate) fn for_model(m: &Model) -> Queues {
        Queues {
            changed: Vec::with_capacity(m.init.len()),
            in_changed: vec![false; m.init.len()],
            props: Fifo::with_bound(m.props.len()),
            in_props: vec![false; m.props.len()],
            houses: Fifo::with_bound(m.houses.len()),
            in_houses: vec![false; m.houses.len()],
            scratch: Scratch::default(),
            singles: Vec::new(),
        }
    }

    fn clear(&mut self) {
        for &c in &self.changed {
            self.in_changed[c as usize] = false;
        }
        self.changed.clear();
        while let Some(p) = self.props.pop() {
            self.in_props[p as usize] = false;
        }
        while let Some(h) = self.houses.pop() {
            self.in_houses[h as usize] = false;
        }
    }
}

/// A contradiction: some cell has no candidate left, or a rule cannot be met; with the cell
/// where it showed (the search weighs such cells, to branch on them earlier), or
/// [`Wipeout::SOMEWHERE`] until the caller knows one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wipeout(pub(crate) u16);

/// A contradiction whose cell the caller names.
const NOWHERE: Wipeout = Wipeout(Wipeout::SOMEWHERE);

impl Wipeout {
    /// No cell named yet.
    pub(crate) const SOMEWHERE: u16 = u16::MAX;
}

type Res = Result<(), Wipeout>;

/// The candidates being narrowed, with the list of cells that changed.
struct Narrow<'a> {
    dom: &'a mut [Mask],
    changed: &'a mut Vec<u16>,
    in_changed: &'a mut [bool],
}

impl Narrow<'_> {
    /// Keeps only `keep` in `c`.
    #[inline]
    fn keep(&mut self, c: usize, keep: Mask) -> Res {
        let old = self.dom[c];
        let new = old & keep;
        if new == old {
            return Ok(());
        }
        if new == 0 {
            return Err(Wipeout(c as u16));
        }
        self.dom[c] = new;
        if !self.in_changed[c] {
            self.in_changed[c] = true;
            self.changed.push(c as u16);
        }
        Ok(())
    }
}

impl Model {
    /// This model without the deductions added after the human steps' ratings were measured
    /// (issue 36's eighth measurements): a digit with two places in a house leaving the cells
    /// that see both through other rules, and short renbans taken exactly. The steps reason
    /// with it, so that a rule's step and the last resorts find what they found when the
    /// levels were set, and ratings stay as measured.
    pub(crate) fn as_rated(&self) -> Option<Model> {
        (self.far_peers || self.exact_renbans).then(|| Model {
            far_peers: false,
            exact_renbans: false,
            ..self.clone()
        })
    }

    /// Marks every cell changed, so that the next propagation looks at every rule.
    pub(crate) fn wake_all(&self, q: &mut Queues) {
        q.clear();
        for c in 0..self.init.len() {
            q.in_changed[c] = true;
            q.changed.push(c as u16);
        }
        for p in 0..self.props.len() {
            q.in_props[p] = true;
            q.props.push(p as u32);
        }
        for h in 0..self.houses.len() {
            q.in_houses[h] = true;
            q.houses.push(h as u32);
        }
    }

    /// How much the rules bind each cell, the search's first guide: the sizes of the houses
    /// and rules it is in, and two for each peer outside its houses. A sum (repeats allowed)
    /// weighs `max(2N − k, N)` for its `k` cells, the weight ISS gives its sums: a short
    /// diagonal binds its cells harder than a long one with the same kind of total. Weighed
    /// by `k` instead, as before, the search's first guesses fell on the 9-cell diagonals of
    /// ISS's loosened little killer #15, and with the distinct runs of the sums it found 121 of
    /// 300 solutions in 10 s; weighed this way, the 300 in 42,878 guesses. No rule without
    /// sums changes; guesses (the sums' runs in both, in the propagation order before the
    /// one of `Model::run`): Tarek's killers 59,508 → 58,176, the
    /// extreme killers 129,443 → 91,443, HS killers 371 → 151 (their derived sums are sums).
    /// Tried: zero starting scores (thermos 58,272 → 21,580, but renbans 215,171 → 249,132,
    /// 16×16 13,303 → 31,614 and the 72-solution count 21,970 → 40,778), and ISS's weight for
    /// cages too (`max(2N − k, N)`, with or without the cage's `k` for its all-different):
    /// extreme killers 148,137 and 197,730; left out. Tried after the order of [`Model::run`]
    /// (thermos at 100,369 guesses, the 72-solution count at 11,761): binary tables weighing 1
    /// each instead of their 2 cells (a thermometer of `k` cells then weighs about `k`, as in
    /// ISS): 102,867 and 16,454; weighing nothing: 55,783 and 15,859. Three thermometer
    /// puzzles are too few to tell a better weight from luck; left out.
    pub(crate) fn priorities(&self) -> Vec<u32> {
        let mut p = vec![0u32; self.init.len()];
        for (c, score) in p.iter_mut().enumerate() {
            let houses = &self.houses_of[c];
            *score += houses.len() as u32 * self.n as u32;
            let n = self.n as u32;
            for &k in &self.watch[c] {
                let p = &self.props[k as usize];
                let len = p.cells().len() as u32;
                *score += match p {
                    // A sum binds its cells the harder the fewer they are (ISS's weight).
                    Prop::Sum { .. } => (2 * n).saturating_sub(len).max(n),
                    _ => len,
                };
            }
            let outside = self.peers[c]
                .iter()
                .filter(|&&o| !houses.iter().any(|&h| self.houses[h as usize].contains(&o)))
                .count();
            *score += 2 * outside as u32;
        }
        p
    }

    /// Marks one cell changed.
    pub(crate) fn wake(&self, q: &mut Queues, c: usize) {
        if !q.in_changed[c] {
            q.in_changed[c] = true;
            q.changed.push(c as u16);
        }
    }

    /// Runs every woken rule to a fixed point.
    pub(crate) fn propagate(&self, dom: &mut [Mask], q: &mut Queues) -> Result<(), Wipeout> {
        q.singles.clear();
        let r = self.run(dom, q);
        if r.is_err() {
            q.clear();
        }
        r
    }

    fn run(&self, dom: &mut [Mask], q: &mut Queues) -> Res {
        loop {
            while let Some(c) = q.changed.pop() {
                let c = c as usize;
                q.in_changed[c] = false;
                let m = dom[c];
                if m == 0 {
                    return Err(Wipeout(c as u16));
                }
                if is_single(m) {
                    q.singles.push(c as u16);
                    for &p in &self.peers[c] {
                        let p = p as usize;
                        if dom[p] & m != 0 {
                            let new = dom[p] & !m;
                            if new == 0 {
                                return Err(Wipeout(p as u16));
                            }
                            dom[p] = new;
                            if !q.in_changed[p] {
                                q.in_changed[p] = true;
                                q.changed.push(p as u16);
                            }
                        }
                    }
                }
                for &h in &self.houses_of[c] {
                    if !q.in_houses[h as usize] {
                        q.in_houses[h as usize] = true;
                        q.houses.push(h);
                    }
                }
                for &p in &self.watch[c] {
                    if !q.in_props[p as usize] {
                        q.in_props[p as usize] = true;
                        q.props.push(p);
                    }
                }
            }
            // The rules before the houses: a house is looked at once after the rules around
            // it have settled, not again after each of them narrows one of its cells; and
            // both in the order they were woken (first in, first out). Callgrind on ISS's
            // collections, proving uniqueness, instructions per guess: hard thermometers 91 k
            // → 41 k, Tarek's killers 224 k → 100 k, Mathemagic's #12 214 k → 102 k (rules
            // first, then first in first out, each halved the killers' cost). Which cell a
            // failure is blamed on depends on what was found before it, so the guesses move
            // too, as any change of order moves them: thermometers 58,272 → 100,369, renbans
            // 215,171 → 253,865, Tarek's 66,924 → 55,380, the extreme killers 110,884 → 56,830,
            // Mathemagic's (14) about 3.5 million → 3.2 million (before the sums' runs of
            // `Prop::Sum`; docs/BENCHMARKS.md, sixth measurements). Tried beside: the binary
            // tables before the houses and the other rules after (the killers as before); the
            // changed cells first in, first out too (the same cost, the guesses moved).
            if let Some(p) = q.props.pop() {
                q.in_props[p as usize] = false;
                let mut nar = Narrow {
                    dom,
                    changed: &mut q.changed,
                    in_changed: &mut q.in_changed,
                };
                let prop = &self.props[p as usize];
                self.revise(prop, &mut nar, &mut q.scratch)
                    .map_err(|w| name(w, prop.first_cell()))?;
                continue;
            }
            if let Some(h) = q.houses.pop() {
                q.in_houses[h as usize] = false;
                let mut nar = Narrow {
                    dom,
                    changed: &mut q.changed,
                    in_changed: &mut q.in_changed,
                };
                self.house(h as usize, &mut nar)
                    .map_err(|w| name(w, self.houses[h as usize][0]))?;
                continue;
            }
            return Ok(());
        }
    }

    /// Looks at house `h`: places the digits with one cell left in it (hidden singles), then
    /// strikes the digits confined to its cells shared with another house from the rest of
    /// that house (pointing and claiming, between any houses).
    ///
    /// The house's cells are read once, into 16 lanes, and each overlap is two masked
    /// reductions of them (callgrind, ISS's hard thermometers: 3.99 G → 3.57 G instructions, the
    /// same search). Every cell solved before a house is looked at has already been struck
    /// from its peers (the changed cells are drained first), so its digit is neither a hidden
    /// single to place nor a digit to strike from another house's cells (6.38 G → 5.33 G
    /// when this was added). Reading each cell once per family of disjoint overlaps (a box's
    /// rows, its columns) instead of once per overlap was tried too, and cost more than it
    /// saved.
    ///
    /// When the model has peers outside the houses (`far_peers`), a digit with two places
    /// left is also struck from every cell that sees both places. On ISS's published puzzles
    /// this looked mixed (renbans 253,865 → 298,012 guesses), but on the seven mirror and
    /// rotated copies of each (less luck than three puzzles), with the renbans' runs as they
    /// were and the scores' halving every 2^14 failures, it took the renbans from 3,005,892
    /// guesses to 1,959,899, Tarek's killers from 327,773 to 309,102 and the extreme killers
    /// from 465,622 to 447,521, for about 5% more time a guess.
    fn house(&self, h: usize, nar: &mut Narrow<'_>) -> Res {
        let house = &self.houses[h];
        let mut m = [0 as Mask; 16];
        for (x, &c) in m.iter_mut().zip(house.iter()) {
            *x = nar.dom[c as usize];
        }
        let (mut once, mut twice, mut thrice, mut placed) = (0, 0, 0 as Mask, 0);
        for &x in &m[..house.len().min(16)] {
            thrice |= twice & x;
            twice |= once & x;
            once |= x;
            placed |= x & Mask::from(is_single(x)).wrapping_neg();
        }
        if once != self.full {
            return Err(NOWHERE);
        }
        let singles = once & !twice & !placed;
        if singles != 0 {
            for (x, &c) in m.iter_mut().zip(house.iter()) {
                let s = *x & singles;
                if s != 0 {
                    if !is_single(s) {
                        return Err(NOWHERE);
                    }
                    nar.keep(c as usize, s)?;
                    *x = s;
                }
            }
        }
        // A digit with two places left is in one of them: a cell that sees both through
        // any rule (a cage, a king's move) cannot hold it.
        if self.far_peers {
            for d in digits(twice & !thrice & !placed) {
                let b = bit(d);
                let mut two = (0..house.len()).filter(|&i| m[i] & b != 0);
                let (Some(i), Some(j)) = (two.next(), two.next()) else {
                    continue;
                };
                let (x, y) = (house[i] as usize, house[j] as usize);
                for (w, (px, py)) in self.peer_bits[x].iter().zip(&self.peer_bits[y]).enumerate() {
                    let mut z = px & py;
                    while z != 0 {
                        let c = w * 64 + z.trailing_zeros() as usize;
                        z &= z - 1;
                        nar.keep(c, !b)?;
                    }
                }
            }
        }
        for o in &self.overlaps[h] {
            let inside = or_lanes(&m, &o.common);
            let outside = or_lanes(&m, &o.own_rest);
            // The rest of the house holds distinct digits: too few for its cells is a
            // contradiction (the two rests hold the same digits, so this also bounds the
            // other house's rest).
            if outside.count_ones() < o.own_rest_len {
                return Err(NOWHERE);
            }
            let confined = inside & !outside & !placed;
            if confined == 0 {
                continue;
            }
            for &c in o.other_rest.iter() {
                nar.keep(c as usize, !confined)?;
            }
        }
        Ok(())
    }

    fn revise(&self, p: &Prop, nar: &mut Narrow<'_>, s: &mut Scratch) -> Res {
        match p {
            Prop::Binary { a, b, fwd, back } => {
                let (a, b) = (*a as usize, *b as usize);
                // Two look-ups a side instead of one per digit (callgrind, the 72-solution
                // count: 834 M → 741 M instructions, the same search).
                let spread = |t: u32, m: Mask| {
                    let t = 512 * t as usize;
                    self.spread[t + (m & 0xff) as usize] | self.spread[t + 256 + (m >> 8) as usize]
                };
                nar.keep(b, spread(*fwd, nar.dom[a]))?;
                nar.keep(a, spread(*back, nar.dom[b]))
            }
            Prop::Cage {
                cells,
                combos,
                rest,
            } => self.revise_cage(cells, combos, rest, nar),
            Prop::Sum {
                cells,
                coefs,
                totals,
                groups,
            } => revise_sum(cells, coefs, totals, groups, nar, s),
            Prop::EqualSums { groups } => revise_equal_sums(groups, nar, s),
            Prop::Renban { cells } => self.revise_renban(cells, nar),
            Prop::Thermo { cells, slow } => revise_thermo(cells, *slow, nar),
            Prop::Between { a, b, mid } => revise_between(*a as usize, *b as usize, mid, nar),
            Prop::Sandwich { line, sum } => self.revise_sandwich(line, *sum, nar, s),
            Prop::XSum { line, sum } => revise_xsum(line, *sum, nar, s),
            Prop::Skyscraper { line, count } => self.revise_skyscraper(line, *count, nar),
            Prop::Quadruple { cells, need } => revise_quadruple(cells, need, nar),
        }
    }

    fn revise_cage(
        &self,
        cells: &[u16],
        combos: &[Mask],
        rest: &[u16],
        nar: &mut Narrow<'_>,
    ) -> Res {
        // The solved cells' digits are in every possible set, and only the open cells are
        // looked at again (the same answer: a solved cell meets a set when its digit is in it).
        if cells.len() > MAX_VARIANT_SIZE {
            // More cells than digits: no set of distinct digits fills them.
            return Err(NOWHERE);
        }
        let (mut union, mut solved) = (0 as Mask, 0 as Mask);
        let mut open = [0u16; MAX_VARIANT_SIZE];
        let mut k = 0;
        for &c in cells {
            let m = nar.dom[c as usize];
            if m == 0 {
                return Err(NOWHERE);
            }
            union |= m;
            if is_single(m) {
                solved |= m;
            } else {
                open[k] = c;
                k += 1;
            }
        }
        let open = &open[..k];
        // The digits the rest of the house cannot hold are the cage's; with no house, none.
        let must = solved
            | if rest.is_empty() {
                0
            } else {
                self.full & !rest.iter().fold(0, |m, &c| m | nar.dom[c as usize])
            };
        let (mut any, mut all) = (0 as Mask, Mask::MAX);
        'combo: for &k in combos {
            if k & !union != 0 || must & !k != 0 {
                continue;
            }
            for &c in open {
                if nar.dom[c as usize] & k == 0 {
                    continue 'combo;
                }
            }
            any |= k;
            all &= k;
        }
        if any == 0 {
            return Err(NOWHERE);
        }
        for &c in open {
            nar.keep(c as usize, any)?;
        }
        // The rest holds what some possible set leaves out, and never what every set needs.
        for &c in rest {
            nar.keep(c as usize, !all)?;
        }
        self.required(open, all & !solved, nar)
    }

    /// The digits of `need` go somewhere among `cells` (distinct): a digit with no place is a
    /// contradiction, one with one place goes there, and one with several leaves every cell
    /// that sees them all.
    fn required(&self, cells: &[u16], need: Mask, nar: &mut Narrow<'_>) -> Res {
        for d in digits(need) {
            let b = bit(d);
            let mut place = usize::MAX;
            for &c in cells {
                if nar.dom[c as usize] & b != 0 {
                    if place != usize::MAX {
                        place = usize::MAX - 1;
                        break;
                    }
                    place = c as usize;
                }
            }
            match place {
                usize::MAX => return Err(NOWHERE),
                p if p == usize::MAX - 1 => {
                    let mut common = [u64::MAX; 4];
                    for &c in cells {
                        if nar.dom[c as usize] & b != 0 {
                            for (w, x) in common.iter_mut().zip(&self.peer_bits[c as usize]) {
                                *w &= x;
                            }
                        }
                    }
                    for (w, mut x) in common.into_iter().enumerate() {
                        while x != 0 {
                            let c = w * 64 + x.trailing_zeros() as usize;
                            x &= x - 1;
                            nar.keep(c, !b)?;
                        }
                    }
                }
                p => nar.keep(p, b)?,
            }
        }
        Ok(())
    }

    fn revise_renban(&self, cells: &[u16], nar: &mut Narrow<'_>) -> Res {
        if self.exact_renbans && cells.len() <= EXACT_RENBAN {
            let mut doms = [0 as Mask; EXACT_RENBAN];
            for (d, &c) in doms.iter_mut().zip(cells) {
                *d = nar.dom[c as usize];
            }
            let (keep, all) = renban_exact(&doms[..cells.len()], self.n).ok_or(NOWHERE)?;
            for (&c, &m) in cells.iter().zip(&keep) {
                nar.keep(c as usize, m)?;
            }
            return self.required(cells, all, nar);
        }
        let doms = cells.iter().map(|&c| nar.dom[c as usize]);
        let (allowed, all) = renban_windows(doms, cells.len(), self.n).ok_or(NOWHERE)?;
        for &c in cells {
            nar.keep(c as usize, allowed)?;
        }
        // The digits every window left holds are on the line.
        self.required(cells, all, nar)
    }

    fn revise_sandwich(
        &self,
        line: &[u16],
        sum: i32,
        nar: &mut Narrow<'_>,
        s: &mut Scratch,
    ) -> Res {
        let n = line.len();
        let (lo, hi) = (bit(1), bit(self.n));
        let mut support = vec![0 as Mask; n];
        let mut between = Vec::with_capacity(n);
        for i in 0..n {
            for j in i + 1..n {
                let (di, dj) = (nar.dom[line[i] as usize], nar.dom[line[j] as usize]);
                let crusts = [(lo, hi), (hi, lo)];
                for (ci, cj) in crusts {
                    if di & ci == 0 || dj & cj == 0 {
                        continue;
                    }
                    between.clear();
                    let mut ok = true;
                    for &c in &line[i + 1..j] {
                        let m = nar.dom[c as usize] & !(lo | hi);
                        if m == 0 {
                            ok = false;
                            break;
                        }
                        between.push(m);
                    }
                    if !ok {
                        continue;
                    }
                    let Some(sup) = sum_support(&between, &[1; 32][..between.len()], &[sum], s)
                    else {
                        continue;
                    };
                    support[i] |= ci;
                    support[j] |= cj;
                    for (k, m) in sup.into_iter().enumerate() {
                        support[i + 1 + k] |= m;
                    }
                    for k in (0..i).chain(j + 1..n) {
                        support[k] |= nar.dom[line[k] as usize] & !(lo | hi);
                    }
                }
            }
        }
        for (k, &c) in line.iter().enumerate() {
            nar.keep(c as usize, support[k])?;
        }
        Ok(())
    }

    fn revise_skyscraper(&self, line: &[u16], count: usize, nar: &mut Narrow<'_>) -> Res {
        // States: (tallest so far, seen so far) as a mask over `seen` for each tallest digit.
        let n = line.len();
        let size = self.n;
        let mut fwd = vec![[0u32; 17]; n + 1];
        fwd[0][0] = 1; // tallest 0, seen 0
        for i in 0..n {
            let dom = nar.dom[line[i] as usize];
            let (cur, next) = fwd.split_at_mut(i + 1);
            let (cur, next) = (&cur[i], &mut next[0]);
            for (m, &seen) in cur.iter().enumerate() {
                if seen == 0 {
                    continue;
                }
                for d in digits(dom) {
                    if d > m {
                        next[d] |= seen << 1;
                    } else {
                        next[m] |= seen;
                    }
                }
            }
        }
        let goal = 1u32 << count;
        let mut back = vec![[0u32; 17]; n + 1];
        back[n][..=size].fill(goal);
        for i in (0..n).rev() {
            let dom = nar.dom[line[i] as usize];
            for m in 0..=size {
                let mut ok = 0u32;
                for d in digits(dom) {
                    if d > m {
                        ok |= back[i + 1][d] >> 1;
                    } else {
                        ok |= back[i + 1][m];
                    }
                }
                back[i][m] = ok;
            }
        }
        for i in 0..n {
            let dom = nar.dom[line[i] as usize];
            let mut keep = 0;
            for d in digits(dom) {
                let fine = (0..=size).any(|m| {
                    let seen = fwd[i][m];
                    seen != 0
                        && if d > m {
                            (seen << 1) & back[i + 1][d] != 0
                        } else {
                            seen & back[i + 1][m] != 0
                        }
                });
                if fine {
                    keep |= bit(d);
                }
            }
            nar.keep(line[i] as usize, keep)?;
        }
        Ok(())
    }
}

fn revise_between(a: usize, b: usize, mid: &[u16], nar: &mut Narrow<'_>) -> Res {
    if mid.is_empty() {
        return Ok(());
    }
    let (da, db) = (nar.dom[a], nar.dom[b]);
    // The mid cells' lowest possible maximum and highest possible minimum.
    let mut min_hi = 16;
    let mut max_lo = 1;
    for &c in mid {
        let m = nar.dom[c as usize];
        min_hi = min_hi.min(high_digit(m));
        max_lo = max_lo.max(low_digit(m));
    }
    // Orientation low end `x`, high end `y`: x < every mid < y.
    let orient = |dx: Mask, dy: Mask| -> Option<(Mask, Mask, Mask)> {
        // x below every mid's highest; y above every mid's lowest.
        let x_ok = below(min_hi) & dx;
        let y_ok = above(max_lo) & dy;
        if x_ok == 0 || y_ok == 0 {
            return None;
        }
        let lo = low_digit(x_ok);
        let hi = high_digit(y_ok);
        if hi <= lo + 1 {
            return None;
        }
        let mid_ok = above(lo) & below(hi);
        // x must leave room below y's highest, and y above x's lowest.
        let x_ok = x_ok & below(hi - 1);
        let y_ok = y_ok & above(lo + 1);
        if x_ok == 0 || y_ok == 0 {
            return None;
        }
        Some((x_ok, y_ok, mid_ok))
    };
    let mut keep_a = 0;
    let mut keep_b = 0;
    let mut keep_mid = 0;
    if let Some((x, y, m)) = orient(da, db) {
        keep_a |= x;
        keep_b |= y;
        keep_mid |= m;
    }
    if let Some((x, y, m)) = orient(db, da) {
        keep_b |= x;
        keep_a |= y;
        keep_mid |= m;
    }
    nar.keep(a, keep_a)?;
    nar.keep(b, keep_b)?;
    for &c in mid {
        nar.keep(c as usize, keep_mid)?;
    }
    Ok(())
}

/// The runs of `k` consecutive digits (of 1 to `n`) that a renban line whose cells hold `doms`
/// can still take, each within the union of `doms` and meeting every cell: the union of those
/// runs (the digits the cells keep) and their intersection (the digits the line must hold), or
/// `None` when there is none.
/// The runs are found as bit spans ([`renban_starts`]), with no loop over them.
#[inline]
fn renban_windows(doms: impl Iterator<Item = Mask>, k: usize, n: usize) -> Option<(Mask, Mask)> {
    let ok = renban_starts(doms, k, n);
    if ok == 0 {
        return None;
    }
    let allowed = (0..k).fold(0u32, |a, i| a | ok << i) as Mask;
    Some((allowed, in_every_run(ok, k)))
}

/// The digits every run of `k` digits starting at a bit of `starts` (not empty) holds: those
/// of both the first and the last.
fn in_every_run(starts: u32, k: usize) -> Mask {
    let run: u32 = (1 << k) - 1;
    let (first, last) = (starts.trailing_zeros(), 31 - starts.leading_zeros());
    ((run << first) & (run << last)) as Mask
}

/// The longest renban [`renban_exact`] takes: its sets of digits are the 64 bits of a word.
const EXACT_RENBAN: usize = 6;

/// For each `i`, the sets of the run's digits (as bits of `0..k`) with `m`'s bit `i` set: bit
/// `s` of `HAS[i]` is bit `i` of `s`.
const HAS: [u64; EXACT_RENBAN] = {
    let mut has = [0u64; EXACT_RENBAN];
    let mut i = 0;
    while i < EXACT_RENBAN {
        let mut s = 0;
        while s < 64 {
            if s >> i & 1 == 1 {
                has[i] |= 1 << s;
            }
            s += 1;
        }
        i += 1;
    }
    has
};

/// A renban of at most [`EXACT_RENBAN`] cells with candidates `doms`, exactly: the digits each
/// cell takes in some filling of the line (distinct digits making a run), and the digits
/// every filling holds; `None` when there is no filling.
///
/// For each run `lo..lo + k` that [`renban_windows`] leaves, the cells must take its `k`
/// digits in some order: a perfect matching. Sets of the run's digits are bits of a word, so
/// a pass forward (`fwd[i]`: the sets the first `i` cells can take) and one backward (`bwd[i]`:
/// the sets from which the cells from `i` on can finish the run) give every cell's digits
/// that take part in a matching. Windows alone keep a digit whenever each cell meets the run,
/// even if two cells can only share one of its digits (`{3, 4, 9}`, `{3, 8}`: 3 in the first
/// cell has no partner), which pairs of cells (ISS's pairwise tables) and this catch.
fn renban_exact(doms: &[Mask], n: usize) -> Option<([Mask; EXACT_RENBAN], Mask)> {
    let k = doms.len();
    if k <= 4 {
        return renban_orders(doms);
    }
    let mut keep = [0 as Mask; EXACT_RENBAN];
    let full_set: u64 = 1 << ((1u32 << k) - 1);
    // The runs some filling takes.
    let mut filled = 0u32;
    let mut starts = renban_starts(doms.iter().copied(), k, n);
    while starts != 0 {
        let lo = starts.trailing_zeros();
        starts &= starts - 1;
        // Each cell's digits of the run, as bits 0..k.
        let mut local = [0u32; EXACT_RENBAN];
        for (l, &d) in local.iter_mut().zip(doms) {
            *l = (d as u32 >> lo) & ((1 << k) - 1);
        }
        let mut fwd = [0u64; EXACT_RENBAN + 1];
        fwd[0] = 1;
        for i in 0..k {
            let mut next = 0;
            let mut m = local[i];
            while m != 0 {
                let v = m.trailing_zeros() as usize;
                m &= m - 1;
                next |= (fwd[i] & !HAS[v]) << (1u32 << v);
            }
            fwd[i + 1] = next;
        }
        if fwd[k] & full_set == 0 {
            continue;
        }
        let mut bwd = full_set;
        let mut got = [0u32; EXACT_RENBAN];
        for i in (0..k).rev() {
            let mut next = 0;
            let mut m = local[i];
            while m != 0 {
                let v = m.trailing_zeros() as usize;
                m &= m - 1;
                // Sets without v before cell i that, with v, can finish.
                let before = (bwd & HAS[v]) >> (1u32 << v);
                if before & fwd[i] & !HAS[v] != 0 {
                    got[i] |= 1 << v;
                }
                next |= before & !HAS[v];
            }
            bwd = next;
        }
        filled |= 1 << lo;
        for (kp, g) in keep.iter_mut().zip(got) {
            *kp |= (g << lo) as Mask;
        }
    }
    (filled != 0).then(|| (keep, in_every_run(filled, k)))
}

/// The orders of `0..k` for `k` up to 4, by `k`: the places of a run's digits in its cells.
const ORDERS: [&[[u8; 4]]; 5] = [
    &[],
    &[[0, 0, 0, 0]],
    &[[0, 1, 0, 0], [1, 0, 0, 0]],
    &[
        [0, 1, 2, 0],
        [0, 2, 1, 0],
        [1, 0, 2, 0],
        [1, 2, 0, 0],
        [2, 0, 1, 0],
        [2, 1, 0, 0],
    ],
    &[
        [0, 1, 2, 3],
        [0, 1, 3, 2],
        [0, 2, 1, 3],
        [0, 2, 3, 1],
        [0, 3, 1, 2],
        [0, 3, 2, 1],
        [1, 0, 2, 3],
        [1, 0, 3, 2],
        [1, 2, 0, 3],
        [1, 2, 3, 0],
        [1, 3, 0, 2],
        [1, 3, 2, 0],
        [2, 0, 1, 3],
        [2, 0, 3, 1],
        [2, 1, 0, 3],
        [2, 1, 3, 0],
        [2, 3, 0, 1],
        [2, 3, 1, 0],
        [3, 0, 1, 2],
        [3, 0, 2, 1],
        [3, 1, 0, 2],
        [3, 1, 2, 0],
        [3, 2, 0, 1],
        [3, 2, 1, 0],
    ],
];

/// [`renban_exact`] for up to 4 cells, every run at once: for each order of the run's digits
/// in the cells (cell `i` taking the run's digit `o[i]`), the runs it fills are the bits set in
/// every `dom[i] >> o[i]`.
fn renban_orders(doms: &[Mask]) -> Option<([Mask; EXACT_RENBAN], Mask)> {
    let k = doms.len();
    let mut keep = [0 as Mask; EXACT_RENBAN];
    let mut starts = 0u32;
    for o in ORDERS[k] {
        let mut fill = u32::MAX;
        for (&d, &at) in doms.iter().zip(o) {
            fill &= d as u32 >> at;
        }
        if fill == 0 {
            continue;
        }
        starts |= fill;
        for (kp, &at) in keep.iter_mut().zip(o).take(k) {
            *kp |= (fill << at) as Mask;
        }
    }
    (starts != 0).then(|| (keep, in_every_run(starts, k)))
}

/// The lowest digits (as bits, digit 1 at bit 0) of the runs of `k` digits that meet every
/// cell of `doms` and lie within their union; none when `k` is 0 or more than `n`.
///
/// A run starting at bit `lo` meets `m` when `m` has a bit in `lo..lo + k`, that is bit `lo`
/// of `m | m >> 1 | … | m >> (k − 1)`, and lies within `m` when bit `lo` of
/// `m & m >> 1 & … & m >> (k − 1)` is set.
fn renban_starts(doms: impl Iterator<Item = Mask>, k: usize, n: usize) -> u32 {
    if k == 0 || k > n || n > 16 {
        return 0;
    }
    let spans = |m: Mask| {
        let (mut meets, mut within) = (m as u32, m as u32);
        for i in 1..k {
            meets |= (m as u32) >> i;
            within &= (m as u32) >> i;
        }
        (meets, within)
    };
    let mut ok = (1u32 << (n - k + 1)) - 1;
    let mut union = 0;
    for m in doms {
        union |= m;
        ok &= spans(m).0;
    }
    ok & spans(union).1
}

/// A binary table spread over bytes of candidates (see `Model::spread`): 512 entries.
fn spread_table(t: &[Mask; 16]) -> Vec<Mask> {
    let mut out = vec![0 as Mask; 512];
    for (v, e) in out.iter_mut().enumerate() {
        let (byte, base) = (v % 256, 8 * (v / 256));
        *e = (0..8)
            .filter(|i| byte >> i & 1 == 1)
            .fold(0, |m, i| m | t[base + i]);
    }
    out
}

/// Digits rising along `cells` (or never falling, `slow`): one pass up raises each cell above
/// the lowest digit of the one before, one pass down lowers each below the highest of the one
/// after. That is the fixed point (the pass down keeps every cell's lowest digit), the one every
/// pair of the line as a binary table reaches, in one call instead of `k²/2` tables.
fn revise_thermo(cells: &[u16], slow: bool, nar: &mut Narrow<'_>) -> Res {
    let Some((&first, rest)) = cells.split_first() else {
        return Ok(());
    };
    let step = usize::from(!slow);
    let mut prev = nar.dom[first as usize];
    for &c in rest {
        if prev == 0 {
            return Err(NOWHERE);
        }
        nar.keep(c as usize, above(low_digit(prev) + step - 1))?;
        prev = nar.dom[c as usize];
    }
    let mut next = prev;
    for &c in cells[..cells.len() - 1].iter().rev() {
        nar.keep(c as usize, below(high_digit(next) + 1 - step))?;
        next = nar.dom[c as usize];
    }
    Ok(())
}

/// Digits strictly below `d`.
#[inline]
fn below(d: usize) -> Mask {
    if d <= 1 {
        0
    } else if d > 16 {
        u16::MAX
    } else {
        ((1u32 << (d - 1)) - 1) as Mask
    }
}

/// Digits strictly above `d`.
#[inline]
fn above(d: usize) -> Mask {
    if d >= 16 {
        0
    } else {
        !below(d + 1)
    }
}

fn revise_xsum(line: &[u16], sum: i32, nar: &mut Narrow<'_>, s: &mut Scratch) -> Res {
    let n = line.len();
    let first = nar.dom[line[0] as usize];
    let mut support = vec![0 as Mask; n];
    let mut doms = Vec::with_capacity(n);
    for x in digits(first) {
        if x > n {
            continue;
        }
        doms.clear();
        doms.extend(line[1..x].iter().map(|&c| nar.dom[c as usize]));
        let rest = sum - x as i32;
        let Some(sup) = sum_support(&doms, &[1; 32][..doms.len()], &[rest], s) else {
            continue;
        };
        support[0] |= bit(x);
        for (k, m) in sup.into_iter().enumerate() {
            support[1 + k] |= m;
        }
        for k in x..n {
            support[k] |= nar.dom[line[k] as usize];
        }
    }
    for (k, &c) in line.iter().enumerate() {
        nar.keep(c as usize, support[k])?;
    }
    Ok(())
}

fn revise_quadruple(cells: &[u16], need: &[(u8, u8)], nar: &mut Narrow<'_>) -> Res {
    let mut required = 0usize;
    let mut need_mask = 0 as Mask;
    for &(d, times) in need {
        let b = bit(d as usize);
        need_mask |= b;
        required += times as usize;
        let holders: Vec<u16> = cells
            .iter()
            .copied()
            .filter(|&c| nar.dom[c as usize] & b != 0)
            .collect();
        if holders.len() < times as usize {
            return Err(NOWHERE);
        }
        if holders.len() == times as usize {
            for c in holders {
                nar.keep(c as usize, b)?;
            }
        }
    }
    if required > cells.len() {
        return Err(NOWHERE);
    }
    if required == cells.len() {
        for &c in cells {
            nar.keep(c as usize, need_mask)?;
        }
    }
    Ok(())
}

fn revise_sum(
    cells: &[u16],
    coefs: &[i32],
    totals: &[i32],
    groups: &[u8],
    nar: &mut Narrow<'_>,
    s: &mut Scratch,
) -> Res {
    if cells.len() <= SMALL_SUM {
        // With more than three cells open and every term able to swing through its whole
        // range with the total still within reach, bounds prune nothing: skip the exact
        // pass, whose only gain would be digits cut off by holes in the candidates (the
        // trade ISS makes too; with a few cells left, the exact pass runs). A filled sum is
        // always checked. Most calls end here, so this is one pass over the cells, before
        // anything is copied (callgrind, Mathemagic's killer #12: 433 → 150 instructions a
        // call).
        if let [t] = *totals {
            let (mut plo, mut phi, mut swing, mut open) = (0i32, 0i32, 0i32, 0u32);
            for (&c, &k) in cells.iter().zip(coefs) {
                let m = nar.dom[c as usize];
                if m == 0 {
                    return Err(NOWHERE);
                }
                let (lo, hi) = (low_digit(m) as i32, high_digit(m) as i32);
                let (a, b) = (k * lo, k * hi);
                plo += a.min(b);
                phi += a.max(b);
                swing = swing.max((b - a).abs());
                open += u32::from(lo != hi);
            }
            if open > 3 && swing <= (t - plo).min(phi - t) {
                return Ok(());
            }
        }
        // The solved cells add a constant; only the open ones are layers of the exact pass.
        // This keeps it exact: a run's solved digit has left the run's other cells, which
        // are its peers ([`Model::run`] strikes every solved cell before any rule runs).
        let grouped =
            !groups.is_empty() && groups.iter().map(|&r| r as usize).sum::<usize>() == cells.len();
        let mut doms = [0 as Mask; SMALL_SUM];
        let mut at = [0usize; SMALL_SUM];
        let mut open_coefs = [0i32; SMALL_SUM];
        let mut runs = [0u8; SMALL_SUM];
        let (mut k, mut g, mut fixed) = (0, 0, 0i32);
        let (mut start, mut r) = (0, 0);
        while start < cells.len() {
            let len = if grouped { groups[r] as usize } else { 1 };
            r += 1;
            let mut open = 0;
            for i in start..start + len {
                let m = nar.dom[cells[i] as usize];
                if m == 0 {
                    return Err(NOWHERE);
                }
                if is_single(m) {
                    fixed += coefs[i] * low_digit(m) as i32;
                } else {
                    (doms[k], at[k], open_coefs[k]) = (m, i, coefs[i]);
                    k += 1;
                    open += 1;
                }
            }
            if open > 0 {
                runs[g] = open;
                g += 1;
            }
            start += len;
        }
        if k == 0 {
            return if totals.contains(&fixed) {
                Ok(())
            } else {
                Err(NOWHERE)
            };
        }
        let (doms, open_coefs) = (&doms[..k], &open_coefs[..k]);
        let sup = if grouped {
            grouped_sum_support(doms, open_coefs, &runs[..g], totals, fixed)
        } else {
            small_sum_support(doms, open_coefs, totals, fixed)
        };
        if let Some(sup) = sup {
            let sup = sup.ok_or(NOWHERE)?;
            for j in 0..k {
                nar.keep(cells[at[j]] as usize, sup[j])?;
            }
            return Ok(());
        }
    }
    let doms: Vec<Mask> = cells.iter().map(|&c| nar.dom[c as usize]).collect();
    let Some(sup) = sum_support(&doms, coefs, totals, s) else {
        return Err(NOWHERE);
    };
    for (k, &c) in cells.iter().enumerate() {
        nar.keep(c as usize, sup[k])?;
    }
    Ok(())
}

fn revise_equal_sums(groups: &[Box<[u16]>], nar: &mut Narrow<'_>, s: &mut Scratch) -> Res {
    // The totals each group can make, intersected.
    let mut common: Option<Vec<i32>> = None;
    for g in groups {
        let doms: Vec<Mask> = g.iter().map(|&c| nar.dom[c as usize]).collect();
        let sums = reachable_sums(&doms);
        common = Some(match common {
            None => sums,
            Some(c) => c
                .into_iter()
                .filter(|t| sums.binary_search(t).is_ok())
                .collect(),
        });
    }
    let common = common.unwrap_or_default();
    if common.is_empty() {
        return Err(NOWHERE);
    }
    for g in groups {
        let doms: Vec<Mask> = g.iter().map(|&c| nar.dom[c as usize]).collect();
        let Some(sup) = sum_support(&doms, &[1; 32][..doms.len()], &common, s) else {
            return Err(NOWHERE);
        };
        for (k, &c) in g.iter().enumerate() {
            nar.keep(c as usize, sup[k])?;
        }
    }
    Ok(())
}

/// The union of the lanes of `m` that `lanes` keeps (all ones or zero each).
#[inline]
fn or_lanes(m: &[Mask; 16], lanes: &[Mask; 16]) -> Mask {
    let mut x = [0 as Mask; 16];
    for i in 0..16 {
        x[i] = m[i] & lanes[i];
    }
    x.iter().fold(0, |a, &b| a | b)
}

/// Every total the digits of `doms` can make (repeats allowed), ascending.
fn reachable_sums(doms: &[Mask]) -> Vec<i32> {
    let max: usize = doms
        .iter()
        .map(|&m| if m == 0 { 0 } else { high_digit(m) })
        .sum();
    let mut reach = vec![false; max + 1];
    reach[0] = true;
    let mut top = 0;
    for &m in doms {
        let mut next = vec![false; max + 1];
        for s in 0..=top {
            if reach[s] {
                for d in digits(m) {
                    next[s + d] = true;
                }
            }
        }
        top += if m == 0 { 0 } else { high_digit(m) };
        reach = next;
    }
    (0..=max).filter(|&s| reach[s]).map(|s| s as i32).collect()
}

/// The range of a sum's terms: `plo..=phi` for the whole sum, `flo..=fhi` for every prefix
/// (with negative coefficients, prefixes can dip below the final range), 0 included.
struct Frame {
    plo: i32,
    phi: i32,
    flo: i32,
    fhi: i32,
}

fn frame(doms: &[Mask], coefs: &[i32]) -> Frame {
    let mut f = Frame {
        plo: 0,
        phi: 0,
        flo: 0,
        fhi: 0,
    };
    for (&m, &k) in doms.iter().zip(coefs) {
        let a = k * low_digit(m) as i32;
        let b = k * high_digit(m) as i32;
        f.plo += a.min(b);
        f.phi += a.max(b);
        f.flo = f.flo.min(f.plo);
        f.fhi = f.fhi.max(f.phi);
    }
    f
}

/// The most terms [`small_sum_support`] takes.
const SMALL_SUM: usize = 16;

/// [`sum_support`] for up to [`SMALL_SUM`] terms whose partial sums span at most 64 values,
/// in one machine word per layer and without allocating; `None` when the sum is too wide
/// for it, `Some(None)` when it has no solution.
#[allow(clippy::type_complexity)]
fn small_sum_support(
    doms: &[Mask],
    coefs: &[i32],
    totals: &[i32],
    offset: i32,
) -> Option<Option<[Mask; SMALL_SUM]>> {
    let k = doms.len();
    if doms.contains(&0) {
        return Some(None);
    }
    let contrib = |i: usize, d: usize| coefs[i] * d as i32;
    let Frame { flo, fhi, .. } = frame(doms, coefs);
    if fhi - flo >= 64 {
        return None;
    }
    let shift = |x: u64, by: i32| if by >= 0 { x << by } else { x >> -by };
    // fwd[i]: the partial sums of the first i terms (bit s − flo).
    let mut fwd = [0u64; SMALL_SUM + 1];
    fwd[0] = shift(1, -flo);
    for i in 0..k {
        let mut next = 0;
        for d in digits(doms[i]) {
            next |= shift(fwd[i], contrib(i, d));
        }
        fwd[i + 1] = next;
    }
    // The frame spans fewer than 64 values, so the goal fits.
    let goal = goal_bits(totals, offset, flo, fhi) as u64;
    // back: the partial sums after term i from which a total is still reached.
    let mut back = fwd[k] & goal;
    if back == 0 {
        return Some(None);
    }
    let mut out = [0 as Mask; SMALL_SUM];
    for i in (0..k).rev() {
        let mut prev = 0;
        for d in digits(doms[i]) {
            let by = contrib(i, d);
            if shift(fwd[i], by) & back != 0 {
                out[i] |= bit(d);
                prev |= shift(back, -by);
            }
        }
        if out[i] == 0 {
            return Some(None);
        }
        back = prev & fwd[i];
    }
    Some(Some(out))
}

/// The totals of distinct digits, one from each of `doms` (at most [`MAX_RUN`] masks) and none
/// of `not`, as a bit set (bit `t` for the total `t`): the steps of one run in
/// [`grouped_sum_support`].
fn distinct_totals(doms: &[Mask], not: Mask) -> u64 {
    match *doms {
        [] => 1,
        [a] => u64::from(a & !not) << 1,
        [a, b] => {
            let mut out = 0;
            for d in digits(a & !not) {
                out |= u64::from(b & !not & !bit(d)) << (d + 1);
            }
            out
        }
        [a, b, c] => {
            let mut out = 0;
            for d in digits(a & !not) {
                for e in digits(b & !not & !bit(d)) {
                    out |= u64::from(c & !not & !bit(d) & !bit(e)) << (d + e + 1);
                }
            }
            out
        }
        _ => {
            let mut out = 0;
            for d in digits(doms[0] & !not) {
                out |= distinct_totals(&doms[1..], not | bit(d)) << d;
            }
            out
        }
    }
}

/// The digits of `x` that make one of the totals `linked` (bit `t` for `t`) with distinct digits
/// of `others` (at most two masks), all different from it.
#[inline]
fn run_support(x: Mask, others: &[Mask], linked: u64) -> Mask {
    // `(linked >> (s + 1)) as Mask` holds, at bit `e − 1`, whether `s + e` is linked.
    let reach = |s: usize| (linked >> (s + 1)) as Mask;
    match *others {
        [] => x & reach(0),
        [y] => digits(x).fold(0, |out, d| {
            if y & !bit(d) & reach(d) != 0 {
                out | bit(d)
            } else {
                out
            }
        }),
        [y, z] => digits(x).fold(0, |out, d| {
            let z = z & !bit(d);
            if digits(y & !bit(d)).any(|e| z & !bit(e) & reach(d + e) != 0) {
                out | bit(d)
            } else {
                out
            }
        }),
        _ => digits(x).fold(0, |out, d| {
            if (distinct_totals(others, bit(d)) << d) & linked != 0 {
                out | bit(d)
            } else {
                out
            }
        }),
    }
}

/// A set of partial sums, bit `s − flo` for the sum `s`, in the narrowest word that holds the
/// frame ([`grouped_sum_support`]).
trait SumBits:
    Copy + Eq + std::ops::BitOr<Output = Self> + std::ops::BitAnd<Output = Self> + std::ops::BitOrAssign
{
    const ZERO: Self;
    /// The bits of `goal_bits`, which fit.
    fn from_goal(g: u128) -> Self;
    /// Shifted up by `by` (down when negative), bits past either end dropped.
    fn shift(self, by: i32) -> Self;
}

macro_rules! sum_bits {
    ($($w:ty),*) => {$(
        impl SumBits for $w {
            const ZERO: Self = 0;
            fn from_goal(g: u128) -> Self {
                g as $w
            }
            #[inline]
            fn shift(self, by: i32) -> Self {
                if by >= 0 {
                    self.checked_shl(by as u32).unwrap_or(0)
                } else {
                    self.checked_shr(by.unsigned_abs()).unwrap_or(0)
                }
            }
        }
    )*};
}

sum_bits!(u64, u128);

/// The `totals` less `offset` within `flo..=fhi` as a bit set, bit `t − offset − flo` for the
/// total `t` (the frame spans at most 128 values).
fn goal_bits(totals: &[i32], offset: i32, flo: i32, fhi: i32) -> u128 {
    totals
        .iter()
        .map(|&t| t - offset)
        .filter(|&t| (flo..=fhi).contains(&t) && t - flo < 128)
        .fold(0, |goal, t| goal | 1 << (t - flo))
}

/// The totals in a bit set, lowest first.
fn totals_of(mut x: u64) -> impl Iterator<Item = i32> {
    std::iter::from_fn(move || {
        if x == 0 {
            return None;
        }
        let t = x.trailing_zeros() as i32;
        x &= x - 1;
        Some(t)
    })
}

/// [`small_sum_support`] where the terms come in runs (`groups`, their lengths) whose cells must
/// differ and share a coefficient: each run is one layer, whose steps are the totals its
/// distinct digits can make, so a little killer's cells inside one box never count one digit
/// twice. Partial sums span at most 128 values (one word a layer, `u64` when they fit); `None`
/// when the sum is too wide for it (the caller then takes the runs as independent cells),
/// `Some(None)` when it has no solution.
#[allow(clippy::type_complexity)]
fn grouped_sum_support(
    doms: &[Mask],
    coefs: &[i32],
    groups: &[u8],
    totals: &[i32],
    offset: i32,
) -> Option<Option<[Mask; SMALL_SUM]>> {
    let k = doms.len();
    let g = groups.len();
    if k > SMALL_SUM
        || g > SMALL_SUM
        || groups.iter().any(|&r| r as usize > MAX_RUN)
        || groups.iter().map(|&r| r as usize).sum::<usize>() != k
    {
        return None;
    }
    if doms.contains(&0) {
        return Some(None);
    }
    let frame = frame(doms, coefs);
    match frame.fhi - frame.flo {
        0..=63 => Some(runs_support::<u64>(
            doms, coefs, groups, totals, offset, &frame,
        )),
        64..=127 => Some(runs_support::<u128>(
            doms, coefs, groups, totals, offset, &frame,
        )),
        _ => None,
    }
}

/// [`grouped_sum_support`] in words of type `W`, which hold the frame.
fn runs_support<W: SumBits>(
    doms: &[Mask],
    coefs: &[i32],
    groups: &[u8],
    totals: &[i32],
    offset: i32,
    frame: &Frame,
) -> Option<[Mask; SMALL_SUM]> {
    let g = groups.len();
    let flo = frame.flo;
    // Each run's first term, and the totals its distinct digits make.
    let mut start = [0usize; SMALL_SUM + 1];
    let mut run_totals = [0u64; SMALL_SUM];
    let mut fwd = [W::ZERO; SMALL_SUM + 1];
    fwd[0] = W::from_goal(1).shift(-flo);
    for r in 0..g {
        let (a, b) = (start[r], start[r] + groups[r] as usize);
        start[r + 1] = b;
        run_totals[r] = distinct_totals(&doms[a..b], 0);
        if run_totals[r] == 0 {
            return None;
        }
        let mut next = W::ZERO;
        for t in totals_of(run_totals[r]) {
            next |= fwd[r].shift(coefs[a] * t);
        }
        fwd[r + 1] = next;
    }
    let goal = W::from_goal(goal_bits(totals, offset, flo, frame.fhi));
    let mut back = fwd[g] & goal;
    if back == W::ZERO {
        return None;
    }
    let mut out = [0 as Mask; SMALL_SUM];
    for r in (0..g).rev() {
        let (a, b) = (start[r], start[r + 1]);
        let coef = coefs[a];
        // The run's totals that link a partial sum before it to one after it.
        let (mut linked, mut prev) = (0u64, W::ZERO);
        for t in totals_of(run_totals[r]) {
            if fwd[r].shift(coef * t) & back != W::ZERO {
                linked |= 1 << t;
                prev |= back.shift(-coef * t);
            }
        }
        if linked == 0 {
            return None;
        }
        let run = &doms[a..b];
        for i in 0..run.len() {
            let mut others = [0 as Mask; MAX_RUN];
            let mut m = 0;
            for (j, &x) in run.iter().enumerate() {
                if j != i {
                    others[m] = x;
                    m += 1;
                }
            }
            out[a + i] = run_support(run[i], &others[..m], linked);
            if out[a + i] == 0 {
                return None;
            }
        }
        back = prev & fwd[r];
    }
    Some(out)
}

/// For `Σ coefs[i] · x_i ∈ totals` with `x_i ∈ doms[i]` (repeats allowed): the digits of each
/// term that take part in some solution, or `None` when there is none.
///
/// Forward, the partial sums reachable after each term; backward, the partial sums from which
/// a total can still be reached; a digit is kept when it links the two. Sums are bit sets over
/// the range the terms can span.
fn sum_support(doms: &[Mask], coefs: &[i32], totals: &[i32], s: &mut Scratch) -> Option<Vec<Mask>> {
    let k = doms.len();
    if doms.contains(&0) {
        return None;
    }
    // The range of partial sums.
    let contrib = |i: usize, d: usize| coefs[i] * d as i32;
    let Frame { plo, phi, flo, fhi } = frame(doms, coefs);
    if !totals.iter().any(|&t| (plo..=phi).contains(&t)) {
        return None;
    }
    let fw = (fhi - flo + 1) as usize;
    let fwords = fw.div_ceil(64);
    let layer = |i: usize| i * fwords;
    s.words.clear();
    s.words.resize((2 * (k + 1)) * fwords, 0);
    let (fwd, back) = s.words.split_at_mut((k + 1) * fwords);
    let set = |v: &mut [u64], base: usize, sum: i32| {
        let idx = (sum - flo) as usize;
        v[base + idx / 64] |= 1 << (idx % 64);
    };
    let get = |v: &[u64], base: usize, sum: i32| -> bool {
        if sum < flo || sum > fhi {
            return false;
        }
        let idx = (sum - flo) as usize;
        v[base + idx / 64] >> (idx % 64) & 1 == 1
    };
    set(fwd, layer(0), 0);
    for i in 0..k {
        let (cur, next) = fwd.split_at_mut(layer(i + 1));
        let cur = &cur[layer(i)..];
        for d in digits(doms[i]) {
            shift_or(cur, &mut next[..fwords], contrib(i, d));
        }
    }
    for &t in totals {
        if get(fwd, layer(k), t) {
            set(back, layer(k), t);
        }
    }
    if back[layer(k)..layer(k) + fwords].iter().all(|&w| w == 0) {
        return None;
    }
    for i in (0..k).rev() {
        let (cur, next) = back.split_at_mut(layer(i + 1));
        let cur = &mut cur[layer(i)..layer(i) + fwords];
        let next = &next[..fwords];
        for d in digits(doms[i]) {
            shift_or(next, cur, -contrib(i, d));
        }
    }
    let mut out = vec![0 as Mask; k];
    let mut tmp = vec![0u64; fwords];
    for i in 0..k {
        for d in digits(doms[i]) {
            tmp.iter_mut().for_each(|w| *w = 0);
            shift_or(&fwd[layer(i)..layer(i) + fwords], &mut tmp, contrib(i, d));
            let next = &back[layer(i + 1)..layer(i + 1) + fwords];
            if tmp.iter().zip(next).any(|(a, b)| a & b != 0) {
                out[i] |= bit(d);
            }
        }
        if out[i] == 0 {
            return None;
        }
    }
    Some(out)
}

/// `dst |= src` shifted by `by` bits (up for positive `by`), bits past the end dropped.
fn shift_or(src: &[u64], dst: &mut [u64], by: i32) {
    let w = src.len();
    if by >= 0 {
        let (q, r) = ((by / 64) as usize, (by % 64) as u32);
        for i in (0..w).rev() {
            if i < q {
                break;
            }
            let mut v = src[i - q] << r;
            if r > 0 && i > q {
                v |= src[i - q - 1] >> (64 - r);
            }
            dst[i] |= v;
        }
    } else {
        let by = -by;
        let (q, r) = ((by / 64) as usize, (by % 64) as u32);
        for i in 0..w {
            if i + q >= w {
                break;
            }
            let mut v = src[i + q] >> r;
            if r > 0 && i + q + 1 < w {
                v |= src[i + q + 1] << (64 - r);
            }
            dst[i] |= v;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small linear congruential generator: `next(m)` is below `m`, the same cases on every
    /// run.
    fn lcg(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut x = seed;
        move |m| {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (x >> 33) % m
        }
    }

    #[test]
    fn sums_keep_exactly_the_digits_that_take_part() {
        let mut s = Scratch::default();
        let all: Mask = 0x1ff;
        // x + y = 3: only 1 and 2.
        let sup = sum_support(&[all, all], &[1, 1], &[3], &mut s).unwrap();
        assert_eq!(sup, vec![0b11, 0b11]);
        // 10a + b − c − d = 0 with a = 1: c + d = 10 + b.
        let sup = sum_support(&[bit(1), all, all, all], &[10, 1, -1, -1], &[0], &mut s).unwrap();
        assert_eq!(sup[0], bit(1));
        assert_eq!(sup[1], 0xff); // b ≤ 8 (c + d ≤ 18)
        assert_eq!(sup[2], 0x1fe); // c ≥ 2 (d ≤ 9, c + d ≥ 11)
        assert!(sum_support(&[bit(9), bit(9)], &[1, 1], &[17], &mut s).is_none());
        assert_eq!(reachable_sums(&[0b11, 0b101]), vec![2, 3, 4, 5]);
    }

    #[test]
    fn the_one_word_sum_agrees_with_the_general_one() {
        let mut s = Scratch::default();
        let mut next = lcg(0x2545_f491_4f6c_dd1d);
        let mut checked = 0;
        for _ in 0..20_000 {
            let k = 1 + next(7) as usize;
            let doms: Vec<Mask> = (0..k).map(|_| next(0x1ff) as Mask + 1).collect();
            let coefs: Vec<i32> = (0..k)
                .map(|_| [1, 1, 1, -1, -1, 2, -2, 3][next(8) as usize])
                .collect();
            let totals: Vec<i32> = (0..1 + next(2)).map(|_| next(40) as i32 - 10).collect();
            let general = sum_support(&doms, &coefs, &totals, &mut s);
            if let Some(small) = small_sum_support(&doms, &coefs, &totals, 0) {
                checked += 1;
                assert_eq!(
                    small.map(|m| m[..k].to_vec()),
                    general,
                    "{doms:?} {coefs:?} {totals:?}"
                );
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn a_sum_over_cells_that_differ_never_counts_a_digit_twice() {
        // Two cells of one box and a third cell holding 3 add up to 7: the two make 4, and
        // 2 + 2 is out, so each holds 1 or 3. Neither the sum alone (repeats allowed) nor the
        // pair alone (nothing placed) rules out the 2.
        let mut b = Builder::new(9);
        b.all_different(&[0, 10]);
        b.sum(&[0, 20, 10], &[1, 1, 1], &[7]);
        b.restrict(20, bit(3));
        let m = b.build();
        let Prop::Sum { cells, groups, .. } = &m.props[0] else {
            panic!("not a sum");
        };
        // The two cells that differ come first, as one run.
        assert_eq!((&cells[..], &groups[..]), (&[0, 10, 20][..], &[2, 1][..]));
        let mut dom = m.init.clone();
        let mut q = Queues::for_model(&m);
        m.wake_all(&mut q);
        m.propagate(&mut dom, &mut q).unwrap();
        assert_eq!(dom[0], bit(1) | bit(3));
        assert_eq!(dom[10], bit(1) | bit(3));
    }

    #[test]
    fn the_rated_model_keeps_the_renban_runs_and_the_house_exclusions_of_before() {
        let run = |m: &Model, init: &[(usize, Mask)]| {
            let mut dom = m.init.clone();
            for &(c, d) in init {
                dom[c] = d;
            }
            let mut q = Queues::for_model(m);
            m.wake_all(&mut q);
            m.propagate(&mut dom, &mut q).unwrap();
            dom
        };
        // A renban of two cells, {3, 4, 9} and {3, 8}: 3 in the first has no partner.
        let mut b = Builder::new(9);
        b.different(0, 1);
        b.prop(Prop::Renban {
            cells: vec![0, 1].into(),
        });
        let m = b.build();
        let start = [(0, bit(3) | bit(4) | bit(9)), (1, bit(3) | bit(8))];
        assert_eq!(run(&m, &start)[0], bit(4) | bit(9));
        let rated = m.as_rated().unwrap();
        assert_eq!(run(&rated, &start)[0], bit(3) | bit(4) | bit(9));
        // A row whose 1 is in r1c1 or r1c9, and r2c5 unequal to both (as a cage would make it).
        let mut b = Builder::new(9);
        b.house(&(0..9).collect::<Vec<_>>());
        b.different(0, 13);
        b.different(8, 13);
        let m = b.build();
        assert!(m.far_peers);
        let only_ends: Vec<(usize, Mask)> = (1..8).map(|c| (c, m.full & !bit(1))).collect();
        assert_eq!(run(&m, &only_ends)[13], m.full & !bit(1));
        let rated = m.as_rated().unwrap();
        assert_eq!(run(&rated, &only_ends)[13], m.full);
    }

    #[test]
    fn the_grouped_sum_agrees_with_an_enumeration() {
        let mut next = lcg(0x9e37_79b9_7f4a_7c15);
        // Cases whose partial sums need the two-word layers.
        let mut wide = 0;
        for _ in 0..3_000 {
            // Up to four terms in runs of up to three, one coefficient a run.
            let mut groups = Vec::new();
            let mut k = 0;
            while k < 2 || (k < 4 && next(3) > 0) {
                let r = (1 + next(3) as usize).min(4 - k);
                groups.push(r as u8);
                k += r;
            }
            // One case in four has 16 digits (a 16×16 grid's masks).
            let n: usize = if next(4) == 0 { 16 } else { 9 };
            let doms: Vec<Mask> = (0..k).map(|_| next((1u64 << n) - 1) as Mask + 1).collect();
            let mut coefs = Vec::new();
            for &r in &groups {
                let c = [1, 1, -1, 2, -3][next(5) as usize];
                coefs.extend(std::iter::repeat_n(c, r as usize));
            }
            let totals: Vec<i32> = (0..1 + next(2)).map(|_| next(40) as i32 - 10).collect();
            let mut run_of = Vec::new();
            for (g, &r) in groups.iter().enumerate() {
                run_of.extend(std::iter::repeat_n(g, r as usize));
            }
            // Every assignment, by brute force.
            let mut want = vec![0 as Mask; k];
            let mut vals = vec![0usize; k];
            let total = n.pow(k as u32);
            for code in 0..total {
                let mut c = code;
                for v in vals.iter_mut() {
                    *v = c % n + 1;
                    c /= n;
                }
                let ok = (0..k).all(|i| doms[i] & bit(vals[i]) != 0)
                    && (0..k)
                        .all(|i| (i + 1..k).all(|j| run_of[i] != run_of[j] || vals[i] != vals[j]))
                    && totals.contains(&(0..k).map(|i| coefs[i] * vals[i] as i32).sum::<i32>());
                if ok {
                    for i in 0..k {
                        want[i] |= bit(vals[i]);
                    }
                }
            }
            let f = frame(&doms, &coefs);
            let Some(got) = grouped_sum_support(&doms, &coefs, &groups, &totals, 0) else {
                // Only a sum too wide for two words is handed back.
                assert!(f.fhi - f.flo >= 128, "{doms:?} {coefs:?}");
                continue;
            };
            let got = got.map(|m| m[..k].to_vec());
            let want = (!want.contains(&0)).then_some(want);
            assert_eq!(got, want, "{doms:?} {coefs:?} {groups:?} {totals:?}");
            wide += usize::from(f.fhi - f.flo >= 64);
        }
        assert!(wide > 100, "{wide}");
    }

    #[test]
    fn renban_runs_agree_with_a_loop_over_them() {
        let mut next = lcg(0x51_7cc1_b727_220a);
        for _ in 0..20_000 {
            let n = [4usize, 6, 9, 16][next(4) as usize];
            let k = 1 + next(n as u64) as usize;
            let doms: Vec<Mask> = (0..k)
                .map(|_| (next((1u64 << n) - 1) + 1) as Mask)
                .collect();
            // Every run, one by one.
            let (mut allowed, mut all) = (0 as Mask, Mask::MAX);
            let union = doms.iter().fold(0, |a, &m| a | m);
            for lo in 0..=n - k {
                let w = (((1u32 << k) - 1) << lo) as Mask;
                if w & union == w && doms.iter().all(|&m| m & w != 0) {
                    allowed |= w;
                    all &= w;
                }
            }
            let want = (allowed != 0).then_some((allowed, all));
            assert_eq!(
                renban_windows(doms.iter().copied(), k, n),
                want,
                "{doms:?} {n}"
            );
        }
    }

    #[test]
    fn short_renbans_keep_exactly_the_digits_of_some_filling() {
        let mut next = lcg(0x2b_d1e5_0f31_9c77);
        let mut pruned = 0;
        for _ in 0..20_000 {
            let n = [4usize, 6, 9, 16][next(4) as usize];
            let k = 1 + next(EXACT_RENBAN.min(n) as u64) as usize;
            let doms: Vec<Mask> = (0..k)
                .map(|_| {
                    // Few candidates a cell, as in a search.
                    let mut m = 0 as Mask;
                    for _ in 0..1 + next(4) {
                        m |= bit(1 + next(n as u64) as usize);
                    }
                    m
                })
                .collect();
            // Every filling, one by one: each cell one of its digits, distinct, making a run.
            let (mut keep, mut all, mut any) = ([0 as Mask; EXACT_RENBAN], Mask::MAX, false);
            let options: Vec<Vec<usize>> = doms.iter().map(|&m| digits(m).collect()).collect();
            let total: usize = options.iter().map(Vec::len).product();
            for code in 0..total {
                let mut x = code;
                let vals: Vec<usize> = options
                    .iter()
                    .map(|o| {
                        let v = o[x % o.len()];
                        x /= o.len();
                        v
                    })
                    .collect();
                let set = vals.iter().fold(0u32, |a, &v| a | 1 << (v - 1));
                let lo = *vals.iter().min().unwrap();
                if set != ((1u32 << k) - 1) << (lo - 1) {
                    continue;
                }
                any = true;
                all &= set as Mask;
                for i in 0..k {
                    keep[i] |= bit(vals[i]);
                }
            }
            let want = any.then_some((keep, all));
            let got = renban_exact(&doms, n);
            assert_eq!(got, want, "{doms:?} {n}");
            if let (Some((g, _)), Some((allowed, _))) =
                (got, renban_windows(doms.iter().copied(), k, n))
            {
                pruned += usize::from((0..k).any(|i| doms[i] & allowed & !g[i] != 0));
            }
        }
        // The windows alone keep digits that no filling uses.
        assert!(pruned > 100, "{pruned}");
        // More cells than digits: no filling, and no panic.
        assert_eq!(renban_exact(&[0xf; 5], 4), None);
        assert_eq!(renban_exact(&[], 9), None);
    }

    #[test]
    fn combos_list_the_digit_sets() {
        assert_eq!(combos(9, 2, 3), vec![0b11]);
        assert_eq!(combos(9, 2, 17), vec![bit(8) | bit(9)]);
        assert_eq!(combos(9, 9, 45).len(), 1);
        assert!(combos(9, 2, 18).is_empty());
        assert_eq!(combos(9, 3, 15).len(), 8);
    }

    #[test]
    fn shifts_move_bits_across_words() {
        let mut dst = vec![0u64; 3];
        shift_or(&[1, 0, 0], &mut dst, 70);
        assert_eq!(dst, vec![0, 1 << 6, 0]);
        let mut back = vec![0u64; 3];
        shift_or(&dst, &mut back, -70);
        assert_eq!(back, vec![1, 0, 0]);
    }
}
