//! The constraints, one file each, and the one table that lists them.
//!
//! A constraint kind is a plain data type (what the setter drew: cells, a total, a direction)
//! with three duties, the [`Kind`] trait:
//! - `validate`: its cells are on the grid, its numbers make sense, before anything else runs;
//! - `check`: the reference meaning, read straight off a grid of values (0 for an empty cell).
//!   It reports a break only when the filled cells already prove one; on a full grid it is the
//!   exact rule. Tests hold the fast engine to it;
//! - `compile`: the propagators the search uses, built from a small set of primitives
//!   ([`Builder`]: unequal pairs, houses, binary tables, sums, and a few line propagators).
//!
//! Adding a constraint is one new file here and one row in the `kinds!` table below: the row
//! gives its JSON `type` name and a one-line description (`docs/VARIANTS.md` is checked
//! against the table).

use serde::{Deserialize, Serialize};

use super::model::Builder;
use super::rules::{Geometry, RuleError};
use super::Place;

mod anti_king;
mod anti_knight;
mod arrow;
mod between;
mod clone;
mod diagonal;
mod difference;
mod disjoint_groups;
mod entropic;
mod even;
mod extra_region;
mod greater_than;
mod indexer;
mod killer;
mod little_killer;
mod maximum;
mod minimum;
mod modular;
mod negative;
mod non_consecutive;
mod odd;
mod palindrome;
mod quadruple;
mod ratio;
mod region_sum;
mod renban;
mod sandwich;
mod skyscraper;
mod thermometer;
mod whispers;
mod x_sum;
mod xv;
mod zipper;

pub use anti_king::AntiKing;
pub use anti_knight::AntiKnight;
pub use arrow::Arrow;
pub use between::Between;
pub use clone::Clone;
pub use diagonal::{Diagonal, DiagonalDirection};
pub use difference::Difference;
pub use disjoint_groups::DisjointGroups;
pub use entropic::Entropic;
pub use even::Even;
pub use extra_region::ExtraRegion;
pub use greater_than::GreaterThan;
pub use indexer::{Indexer, IndexerAxis};
pub use killer::Killer;
pub use little_killer::LittleKiller;
pub use maximum::Maximum;
pub use minimum::Minimum;
pub use modular::Modular;
pub use negative::{NoDifference, NoRatio, NoXv};
pub use non_consecutive::NonConsecutive;
pub use odd::Odd;
pub use palindrome::Palindrome;
pub use quadruple::Quadruple;
pub use ratio::Ratio;
pub use region_sum::RegionSum;
pub use renban::Renban;
pub use sandwich::Sandwich;
pub use skyscraper::Skyscraper;
pub use thermometer::Thermometer;
pub use whispers::Whispers;
pub use x_sum::XSum;
pub use xv::Xv;
pub use zipper::Zipper;

/// What every constraint kind does; see the module documentation.
pub(crate) trait Kind {
    /// Checks the constraint's cells and numbers against the grid.
    fn validate(&self, g: &Geometry) -> Result<(), RuleError>;
    /// The cells that break the rule on `values` (row-major, 0 for empty), if the filled
    /// cells already break it; `None` when it holds or cannot be told yet.
    fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>>;
    /// Adds the constraint's propagators.
    fn compile(&self, g: &Geometry, b: &mut Builder);
}

macro_rules! kinds {
    ($($variant:ident($ty:ty) = $name:literal, $about:literal;)*) => {
        /// One rule of a variant puzzle beyond "each row, column and region holds every digit
        /// once". In JSON each is an object whose `type` names the kind (the table in
        /// `docs/VARIANTS.md`), with the kind's own fields.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "type")]
        #[non_exhaustive]
        pub enum Constraint {
            $(
                #[doc = $about]
                #[serde(rename = $name)]
                $variant($ty),
            )*
        }

        impl Constraint {
            /// The kind's name, as the JSON `type` field writes it.
            pub fn kind_name(&self) -> &'static str {
                match self {
                    $(Constraint::$variant(_) => $name,)*
                }
            }

            fn kind(&self) -> &dyn Kind {
                match self {
                    $(Constraint::$variant(k) => k,)*
                }
            }
        }

        /// Every constraint kind: its JSON `type` name and what it means, in the order of the
        /// table (the registry `docs/VARIANTS.md` follows).
        pub const KINDS: &[(&str, &str)] = &[$(($name, $about),)*];
    };
}

kinds! {
    Diagonal(Diagonal) = "diagonal", "A main diagonal is a house: its N cells hold every digit once.";
    ExtraRegion(ExtraRegion) = "extra-region", "Digits do not repeat in the region; with N cells it holds every digit once (windoku, hyper).";
    DisjointGroups(DisjointGroups) = "disjoint-groups", "Cells in the same position of their boxes form a house.";
    AntiKnight(AntiKnight) = "anti-knight", "Cells a chess knight's move apart hold different digits.";
    AntiKing(AntiKing) = "anti-king", "Cells a chess king's move apart (diagonal neighbours included) hold different digits.";
    NonConsecutive(NonConsecutive) = "non-consecutive", "Side-by-side cells never hold consecutive digits.";
    Killer(Killer) = "killer", "Digits do not repeat in the cage and, when a total is given, add up to it.";
    LittleKiller(LittleKiller) = "little-killer", "The digits along the diagonal the outside clue points into add up to its total (they may repeat).";
    Sandwich(Sandwich) = "sandwich", "The digits between the 1 and the N of the row or column add up to the clue.";
    XSum(XSum) = "x-sum", "The first X digits of the row or column, from the clue's side, add up to the clue, where X is the first digit.";
    Skyscraper(Skyscraper) = "skyscraper", "Seen from the clue, digits are heights; taller ones hide shorter ones behind them, and the clue counts those seen.";
    Arrow(Arrow) = "arrow", "The digits on each shaft add up to the number in the circle (a pill of several cells reads as a number).";
    Thermometer(Thermometer) = "thermometer", "Digits increase from the bulb (strictly; on a slow thermometer they may stay equal).";
    Palindrome(Palindrome) = "palindrome", "The line reads the same from either end.";
    Renban(Renban) = "renban", "The line holds a set of consecutive digits in any order, none repeated.";
    Whispers(Whispers) = "whispers", "Neighbours on the line differ by at least the line's difference (5 on a German whispers line of 9×9).";
    Between(Between) = "between", "Digits on the line are strictly between the digits in its two end circles.";
    RegionSum(RegionSum) = "region-sum", "Each part of the line inside one region adds up to the same total.";
    Entropic(Entropic) = "entropic", "Any three cells in a row on the line hold one low (1-3), one middle (4-6) and one high (7-9) digit.";
    Modular(Modular) = "modular", "Any three cells in a row on the line hold digits that differ modulo 3.";
    Zipper(Zipper) = "zipper", "Cells the same distance from the middle of the line add up to the same total (the middle digit, on a line of odd length).";
    Difference(Difference) = "difference", "A white dot: the two digits differ by its value (1 when none is given).";
    Ratio(Ratio) = "ratio", "A black dot: one digit is the other times its value (2 when none is given).";
    NoDifference(NoDifference) = "no-difference", "The negative rule of white dots: side-by-side cells with no dot never differ by the value.";
    NoRatio(NoRatio) = "no-ratio", "The negative rule of black dots: side-by-side cells with no dot are never in the ratio.";
    Xv(Xv) = "xv", "An X: the two digits add up to 10; a V: to 5.";
    NoXv(NoXv) = "no-xv", "The negative rule of XV: side-by-side cells with no X or V add up to neither 10 nor 5.";
    GreaterThan(GreaterThan) = "greater-than", "The first cell's digit is greater than the second's.";
    Odd(Odd) = "odd", "The cell holds an odd digit.";
    Even(Even) = "even", "The cell holds an even digit.";
    Minimum(Minimum) = "minimum", "The cell's digit is smaller than each of its side-by-side neighbours'.";
    Maximum(Maximum) = "maximum", "The cell's digit is greater than each of its side-by-side neighbours'.";
    Quadruple(Quadruple) = "quadruple", "The listed digits all appear in the cells around the circle (a digit listed twice appears twice).";
    Clone(Clone) = "clone", "The two shapes hold the same digits in matching cells.";
    Indexer(Indexer) = "indexer", "Each marked cell's digit says where in its row, column or box its own position's digit goes.";
}

impl Constraint {
    pub(crate) fn validate(&self, g: &Geometry) -> Result<(), RuleError> {
        self.kind().validate(g)
    }

    pub(crate) fn check(&self, g: &Geometry, values: &[u8]) -> Option<Vec<usize>> {
        self.kind().check(g, values)
    }

    pub(crate) fn compile(&self, g: &Geometry, b: &mut Builder) {
        self.kind().compile(g, b)
    }
}

// ---- helpers shared by the kinds ----

/// The cells of `places` as row-major indices; every place must be a cell of the grid, none
/// twice.
pub(crate) fn cells_of(
    g: &Geometry,
    what: &str,
    places: &[Place],
) -> Result<Vec<usize>, RuleError> {
    let mut out = Vec::with_capacity(places.len());
    for &p in places {
        let i = g.cell(what, p)?;
        if out.contains(&i) {
            return Err(RuleError::new(what, format!("{p} appears twice")));
        }
        out.push(i);
    }
    Ok(out)
}

/// Like [`cells_of`], and at least `min` cells.
pub(crate) fn line_of(
    g: &Geometry,
    what: &str,
    places: &[Place],
    min: usize,
) -> Result<Vec<usize>, RuleError> {
    let cells = cells_of(g, what, places)?;
    if cells.len() < min {
        return Err(RuleError::new(
            what,
            format!("needs at least {min} cells, has {}", cells.len()),
        ));
    }
    Ok(cells)
}

/// The cells' values when every one is filled.
pub(crate) fn filled(values: &[u8], cells: &[usize]) -> Option<Vec<u8>> {
    cells
        .iter()
        .map(|&c| Some(values[c]).filter(|&v| v != 0))
        .collect()
}

/// Each pair of filled cells in `pairs` whose values break `ok`.
pub(crate) fn broken_pairs(
    values: &[u8],
    pairs: impl IntoIterator<Item = (usize, usize)>,
    ok: impl Fn(u8, u8) -> bool,
) -> Option<Vec<usize>> {
    for (a, b) in pairs {
        let (x, y) = (values[a], values[b]);
        if x != 0 && y != 0 && !ok(x, y) {
            return Some(vec![a, b]);
        }
    }
    None
}

/// The pairs of cells a `(dr, dc)` move apart, each pair once, for every move in `moves`
/// (moves and their opposites give the same pairs: list one of each).
pub(crate) fn move_pairs(size: usize, moves: &[(i32, i32)]) -> Vec<(usize, usize)> {
    let n = size as i32;
    let mut out = Vec::new();
    for r in 0..n {
        for c in 0..n {
            for &(dr, dc) in moves {
                let (r2, c2) = (r + dr, c + dc);
                if (0..n).contains(&r2) && (0..n).contains(&c2) {
                    out.push(((r * n + c) as usize, (r2 * n + c2) as usize));
                }
            }
        }
    }
    out
}

/// The side-by-side pairs of the grid, each once.
pub(crate) fn orthogonal_pairs(size: usize) -> Vec<(usize, usize)> {
    move_pairs(size, &[(0, 1), (1, 0)])
}

/// Whether `cells` (row-major, in order) is a path of cells each touching the next, side by
/// side or diagonally, as setters draw lines.
pub(crate) fn is_path(size: usize, cells: &[usize]) -> bool {
    cells.windows(2).all(|w| {
        let (a, b) = (w[0], w[1]);
        let (ra, ca, rb, cb) = (a / size, a % size, b / size, b % size);
        ra.abs_diff(rb) <= 1 && ca.abs_diff(cb) <= 1
    })
}

/// The row or column an outside clue at `clue` looks along, from the clue's side inwards.
pub(crate) fn outside_line(g: &Geometry, what: &str, clue: Place) -> Result<Vec<usize>, RuleError> {
    let n = g.size();
    let (r, c) = (clue.row as usize, clue.col as usize);
    let inside = |x: usize| (1..=n).contains(&x);
    let cells: Vec<usize> = if (r == 0 || r == n + 1) && inside(c) {
        let rows: Vec<usize> = if r == 0 {
            (0..n).collect()
        } else {
            (0..n).rev().collect()
        };
        rows.into_iter().map(|row| row * n + c - 1).collect()
    } else if (c == 0 || c == n + 1) && inside(r) {
        let cols: Vec<usize> = if c == 0 {
            (0..n).collect()
        } else {
            (0..n).rev().collect()
        };
        cols.into_iter().map(|col| (r - 1) * n + col).collect()
    } else {
        return Err(RuleError::new(
            what,
            format!("the clue at {clue} is not just outside a row or column of the grid"),
        ));
    };
    Ok(cells)
}

/// The cells of the grid around each of `cells`, side by side.
pub(crate) fn orthogonal_neighbours(size: usize, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / size, cell % size);
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(cell - size);
    }
    if r + 1 < size {
        out.push(cell + size);
    }
    if c > 0 {
        out.push(cell - 1);
    }
    if c + 1 < size {
        out.push(cell + 1);
    }
    out
}

/// Two filled cells of `cells` with the same digit, if any.
pub(crate) fn repeated(values: &[u8], cells: &[usize]) -> Option<Vec<usize>> {
    for (i, &a) in cells.iter().enumerate() {
        if values[a] == 0 {
            continue;
        }
        for &b in &cells[i + 1..] {
            if values[a] == values[b] {
                return Some(vec![a, b]);
            }
        }
    }
    None
}

/// The cells a diagonal clue outside the grid at `clue` looks along, moving `dir`.
pub(crate) fn diagonal_from(
    g: &Geometry,
    what: &str,
    clue: Place,
    dir: super::Direction,
) -> Result<Vec<usize>, RuleError> {
    let n = g.size() as i32;
    let (r, c) = (clue.row as i32, clue.col as i32);
    let inside = |x: i32| (1..=n).contains(&x);
    let (dr, dc) = dir.step();
    let mut out = Vec::new();
    // A clue outside the grid points at the next cell; one written on a cell starts there.
    let (mut rr, mut cc) = if inside(r) && inside(c) {
        (r, c)
    } else {
        (r + dr, c + dc)
    };
    while inside(rr) && inside(cc) {
        out.push(((rr - 1) * n + cc - 1) as usize);
        rr += dr;
        cc += dc;
    }
    if out.is_empty() {
        return Err(RuleError::new(
            what,
            format!("from {clue}, {} leads off the grid", dir.name()),
        ));
    }
    Ok(out)
}

/// The sum of the values of `cells`.
pub(crate) fn total(v: &[u8]) -> u32 {
    v.iter().map(|&x| x as u32).sum()
}

/// The two cells of a dot or sign between side-by-side cells, smaller index first.
pub(crate) fn pair_of(
    g: &Geometry,
    what: &str,
    p: &[Place; 2],
) -> Result<(usize, usize), RuleError> {
    let (a, b) = (g.cell(what, p[0])?, g.cell(what, p[1])?);
    if !p[0].is_orthogonal_to(p[1]) {
        return Err(RuleError::new(
            what,
            format!("{} and {} are not side by side", p[0], p[1]),
        ));
    }
    Ok((a.min(b), a.max(b)))
}

/// How many of `v` are taller than all before them (the skyscraper count).
#[cfg(test)]
pub(crate) fn skyscraper_seen(v: &[u8]) -> u32 {
    skyscraper::seen(v)
}
