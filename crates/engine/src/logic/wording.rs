//! What a step says, as data: which sentence, and its parts (cells, digits, units, the sets
//! and chains of the pattern), so that the sentence can be written in any language.
//!
//! The engine writes the English sentence itself ([`Wording::english`], which is
//! [`super::Step::text`]); `sudoku-i18n` writes the others from the same data with its Fluent
//! messages, one message per variant. Every sentence starts with the technique's name and
//! ends with the step's result (`→ r8c6 = 1` or `→ r1c2<>5, r3c4<>5`), which both come from
//! the [`super::Step`] rather than from here.
//!
//! Cells, digits and the notations of chains and sets (`r8c6`, `1/5/7`,
//! `5r1c2=5r3c2-…`, `{r1c1, r1c2} (1/2/3)`) are the same in every language; the functions
//! here that write them are public so that a translation writes them exactly as English does.

use std::fmt::Write as _;

use super::step::Candidate;
use crate::cell::Cell;
use crate::topology::Unit;

/// The sentence of a step and its parts. Digits are values (`1` to `N`); lists of digits are
/// in increasing order.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Wording {
    /// `r1c1 is the last empty cell of row 1, which only misses 4`.
    FullHouse {
        /// The cell.
        cell: Cell,
        /// The unit it completes.
        unit: Unit,
        /// The digit it takes.
        digit: u8,
    },
    /// `eliminating the digits of its row, column and box leaves only 4 in r5c6`.
    NakedSingle {
        /// The cell.
        cell: Cell,
        /// Its last candidate.
        digit: u8,
    },
    /// `in row 8, 1 fits only in r8c6 (its only choice)`.
    HiddenSingle {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: u8,
        /// Its one place.
        cell: Cell,
    },
    /// `in box 1, 5 lies only in row 2` (pointing and claiming).
    LockedCandidates {
        /// The unit the digit is confined in.
        from: Unit,
        /// The digit.
        digit: u8,
        /// The unit it is confined to, which loses it elsewhere.
        to: Unit,
    },
    /// `in row 1 and box 1, r1c1, r1c2 hold only 3/7` (naked and locked subsets).
    NakedSubset {
        /// The units the cells share: one, or a line and a box.
        units: Vec<Unit>,
        /// The cells.
        cells: Vec<Cell>,
        /// Their candidates.
        digits: Vec<u8>,
    },
    /// `in column 4, 2/6 fit only in r3c4, r7c4`.
    HiddenSubset {
        /// The unit.
        unit: Unit,
        /// The digits.
        digits: Vec<u8>,
        /// Their only places.
        cells: Vec<Cell>,
    },
    /// `3 in rows 2, 7 lies only in columns 4, 8 (fins r2c9)` (basic, finned and sashimi fish).
    Fish {
        /// The digit.
        digit: u8,
        /// Whether the base lines are rows (the cover lines are then columns).
        rows: bool,
        /// The base lines' numbers, from 1.
        base: Vec<u8>,
        /// The cover lines' numbers, from 1.
        cover: Vec<u8>,
        /// The fins; empty for a basic fish.
        fins: Vec<Cell>,
    },
    /// `4 is in r1c2 or r5c2 (column 2), and in r5c8 or r9c8 (column 8); r5c2 and r5c8 see each
    /// other, so r1c2 or r9c8 holds 4` (Skyscraper, 2-String Kite, Turbot Fish).
    TwoStrongLinks {
        /// The digit.
        digit: u8,
        /// The chain: the first link's cells, then the second's, the middle two seeing each
        /// other.
        cells: [Cell; 4],
        /// The units of the two links.
        units: [Unit; 2],
    },
    /// `in box 5, 7 lies on one row and one column (r4c5, r5c4, r5c6); with the conjugate pair
    /// r5c8 – r9c8 in column 8`.
    EmptyRectangle {
        /// The box's number, from 1.
        box_number: u8,
        /// The digit.
        digit: u8,
        /// The digit's cells in the box.
        cells: Vec<Cell>,
        /// The conjugate pair: the end on the box's line, then the other end.
        pair: [Cell; 2],
        /// The line of the conjugate pair.
        line: Unit,
    },
    /// `1/2 alternate along r1c1, r1c5, r4c5, r4c9, so r1c1 and r4c9 hold different digits`.
    RemotePair {
        /// The two digits.
        digits: Vec<u8>,
        /// The chain of cells, end to end.
        cells: Vec<Cell>,
    },
    /// `r1c1 and r5c5 hold 1/2; 2 is in r1c9 or r5c9, which see them, so one of them is 1`.
    WWing {
        /// The two bivalue cells.
        cells: [Cell; 2],
        /// Their two digits.
        digits: Vec<u8>,
        /// The digit of the strong link.
        link: u8,
        /// The strong link's cells.
        ends: [Cell; 2],
        /// The digit one of the two cells holds.
        digit: u8,
    },
    /// `pivot r1c1 (1/2) with pincers r1c5 (1/3) and r4c1 (2/3): one pincer is 3`.
    XyWing {
        /// The pivot and its candidates.
        pivot: CellGroup,
        /// The two pincers and their candidates.
        pincers: [CellGroup; 2],
        /// The digit one pincer holds.
        digit: u8,
    },
    /// `pivot r1c1 (1/2/3) with pincers r1c5 (1/3) and r2c2 (2/3): one of them is 3`.
    XyzWing {
        /// The pivot and its candidates.
        pivot: CellGroup,
        /// The two pincers and their candidates.
        pincers: [CellGroup; 2],
        /// The digit one of the three holds.
        digit: u8,
    },
    /// `r1c1, r1c4, r2c1, r2c4 would form a deadly pattern of 1/2 (two solutions); …`
    /// (unique rectangles of every type and hidden rectangles).
    UniqueRectangle {
        /// The four corners.
        cells: Vec<Cell>,
        /// The two digits of the deadly pattern.
        digits: Vec<u8>,
        /// Why the result follows.
        reason: RectangleReason,
    },
    /// `every other empty cell has two candidates; r5c5 must be 7 or the grid would have two
    /// solutions`.
    BugPlusOne {
        /// The cell with three candidates.
        cell: Cell,
        /// The digit it must hold.
        digit: u8,
    },
    /// `3 is in all of r1c1, r5c5 or all of r1c5, r5c1; these cells see both colours`.
    ColorTrap {
        /// The digit.
        digit: u8,
        /// The cells of each colour.
        colors: [Vec<Cell>; 2],
    },
    /// `3 cannot fill all of r1c1, r1c5 (two of them see each other), so it fills r5c1`.
    ColorWrap {
        /// The digit.
        digit: u8,
        /// The colour that sees itself.
        wrong: Vec<Cell>,
        /// The other colour, which holds the digit.
        right: Vec<Cell>,
    },
    /// `if the grid held 3 in all of r1c1, it would be missing from both colours of r2c5 and
    /// r8c5` (a colour that sees both colours of another cluster).
    MultiColorTrap {
        /// The digit.
        digit: u8,
        /// The colour that cannot be true.
        cells: Vec<Cell>,
        /// The two colours of the other cluster.
        other: [Vec<Cell>; 2],
    },
    /// `r1c1 and r1c5 see each other, so 3 fills r5c1 or r9c5` (two colours of two clusters
    /// that see each other).
    MultiColorWing {
        /// The digit.
        digit: u8,
        /// The two colours that see each other.
        seeing: [Vec<Cell>; 2],
        /// Their opposite colours, one of which holds the digit.
        fills: [Vec<Cell>; 2],
    },
    /// `5r1c2=5r3c2-… (= strong, - weak): 5 in r1c2 or 5 in r9c9 is true` (X- and XY-chains,
    /// nice loops and AICs, grouped or not).
    Chain {
        /// The chain's nodes, from one end to the other; links alternate strong and weak,
        /// strong first.
        nodes: Vec<ChainNode>,
    },
    /// `{r1c1, r1c2} (1/2/3) and {r5c1} (1/4) cannot both hold 1 (restricted common), so one
    /// holds 4`.
    AlsXz {
        /// The two almost locked sets.
        sets: [CellGroup; 2],
        /// Their restricted common digit.
        common: u8,
        /// The other common digits, one of which one of them holds.
        digits: Vec<u8>,
    },
    /// `pivot {…} links {…} by 1 and {…} by 2, so one of them holds 3`.
    AlsXyWing {
        /// The pivot set.
        pivot: CellGroup,
        /// The two pincer sets.
        pincers: [CellGroup; 2],
        /// The restricted common digits linking the pivot to each pincer.
        commons: [u8; 2],
        /// The digits one of the pincers holds.
        digits: Vec<u8>,
    },
    /// `r1c1, r1c2 (1/2/3/4) in box 1 and row 1, with r1c7 (1/2) of the line and r2c3 (3/4) of
    /// the box, lock their digits`.
    SueDeCoq {
        /// The cells of the box-line intersection and their candidates.
        core: CellGroup,
        /// The box's number, from 1.
        box_number: u8,
        /// The line.
        line: Unit,
        /// The line's part and its candidates.
        line_part: CellGroup,
        /// The box's part and its candidates.
        box_part: CellGroup,
    },
    /// `if r1c1=5 were true, r2c2=3 would be both true and false`.
    ForcingClash {
        /// The assumption.
        assumed: Candidate,
        /// A candidate the assumption makes both true and false.
        clash: Candidate,
    },
    /// `if r1c1=5 were true, a cell or unit would be left without a candidate`.
    ForcingDeadEnd {
        /// The assumption.
        assumed: Candidate,
    },
    /// `if r1c1=5 were false, the grid would break`.
    ForcingFalse {
        /// The candidate assumed false.
        assumed: Candidate,
    },
    /// `whichever way r1c1=5 is true or false, the same follows`.
    ForcingVerity {
        /// The choice every branch of which leads to the result.
        choice: Choice,
    },
    /// `if r1c1=5 were true, singles would break the grid`.
    NetTrue {
        /// The assumption.
        assumed: Candidate,
    },
    /// `if r1c1=5 were false, singles would break the grid`.
    NetFalse {
        /// The candidate assumed false.
        assumed: Candidate,
    },
    /// `whichever candidate r1c1 holds, singles lead to` the placements.
    NetVerity {
        /// The cell whose every candidate leads to the placements.
        cell: Cell,
    },
    /// `no technique applies; the solution has 5 in r1c1`.
    BruteForce {
        /// The cell.
        cell: Cell,
        /// The solution's digit there.
        digit: u8,
    },
    /// `the rules leave only 4 in r5c6`: a naked single of a variant puzzle, whose cells see
    /// more than their row, column and box (a cage, a knight's move...).
    OnlyDigit {
        /// The cell.
        cell: Cell,
        /// Its last candidate.
        digit: u8,
    },
    /// `on r1c1, r1c2, r1c3 (15), no way to keep the rule uses these candidates`: what one
    /// rule of a variant puzzle (a cage, a line, a dot...) rules out on its own.
    Rule {
        /// The rule's cells (for a rule over the whole grid, the cells it narrows).
        cells: Vec<Cell>,
        /// The rule's number (a cage's total, a little killer's clue...), if it has one.
        clue: Option<u32>,
    },
    /// `the houses and cages give r1c1 + r2c2 − r3c3 = 7` (the 45 rule).
    HouseSum {
        /// The terms: each cell with its sign (`1` or `-1`; more for a cell counted twice).
        terms: Vec<(i32, Cell)>,
        /// Their total.
        total: i32,
    },
    /// `if r1c1 were 5, no grid would keep the rules (a search tried every way)`.
    Trial {
        /// The cell of the candidate.
        cell: Cell,
        /// The candidate's digit.
        digit: u8,
    },
    /// `if r1c1 were 5, the rules would break at r3c4`: a candidate whose placement leaves
    /// some cell or rule with no way to be kept.
    Contradiction {
        /// The cell of the candidate.
        cell: Cell,
        /// The candidate's digit.
        digit: u8,
        /// Where the break shows: a cell left with no digit, or a cell of the rule that
        /// cannot be kept.
        at: Option<Cell>,
    },
}

/// Why a unique rectangle (or hidden rectangle) step follows from its deadly pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RectangleReason {
    /// Type 1: `r2c4 must hold another digit`.
    OneCorner {
        /// The one corner with extra candidates.
        cell: Cell,
    },
    /// Types 2 and 5: `one of r1c4, r2c4 is 7`.
    SharedExtra {
        /// The corners with the extra candidate.
        cells: Vec<Cell>,
        /// The extra candidate.
        digits: Vec<u8>,
    },
    /// Type 3: `the extra digits 3/7 of two corners and r1c6 form a naked subset of 3/7 in row
    /// 1`.
    NakedSubset {
        /// The extra digits of the two corners.
        extra: Vec<u8>,
        /// The other cells of the subset.
        cells: Vec<Cell>,
        /// The subset's digits.
        digits: Vec<u8>,
        /// The unit of the subset.
        unit: Unit,
    },
    /// Type 4: `2 must be in one of r1c4 and r2c4`.
    ConjugatePair {
        /// The digit of the conjugate pair.
        digit: u8,
        /// The two corners that hold it between them.
        cells: [Cell; 2],
    },
    /// Type 6: `2 lies only in the rectangle in its rows and columns`.
    XWing {
        /// The digit.
        digit: u8,
    },
    /// Hidden rectangle: `r1c1 is bivalue and 2 lies only in the rectangle along row 2 and
    /// column 4`.
    Hidden {
        /// The bivalue corner.
        corner: Cell,
        /// The digit confined to the rectangle.
        digit: u8,
        /// The row's number, from 1.
        row: u8,
        /// The column's number, from 1.
        column: u8,
    },
}

/// Every branch of which a forcing chain verity follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Choice {
    /// `r1c1=5 is true or false`.
    Candidate(Candidate),
    /// `r1c1 holds one of its candidates`.
    Cell(Cell),
    /// `5 has a place in row 3`.
    Unit {
        /// The digit.
        digit: u8,
        /// The unit.
        unit: Unit,
    },
}

/// Cells and their candidates: written `r1c1, r1c2 (1/2/3)`, or in braces for an almost
/// locked set (`{r1c1, r1c2} (1/2/3)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellGroup {
    /// The cells.
    pub cells: Vec<Cell>,
    /// Their candidates.
    pub digits: Vec<u8>,
}

impl CellGroup {
    /// `r1c1, r1c2 (1/2/3)`.
    pub fn plain(&self) -> String {
        format!("{} ({})", cell_list(&self.cells), digit_list(&self.digits))
    }

    /// `{r1c1, r1c2} (1/2/3)`, as almost locked sets are written.
    pub fn braced(&self) -> String {
        format!(
            "{{{}}} ({})",
            cell_list(&self.cells),
            digit_list(&self.digits)
        )
    }
}

/// A node of a chain: a digit in one cell, or in a group of cells of one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChainNode {
    /// The digit.
    pub digit: u8,
    /// The cells.
    pub cells: Vec<Cell>,
}

impl ChainNode {
    /// `5 in r1c2` or `5 in r1c2/r1c3`'s parts: the cells joined by `/`.
    pub fn cells_slashed(&self) -> String {
        join(&self.cells, "/")
    }
}

/// `r1c2, r3c4`.
pub fn cell_list(cells: &[Cell]) -> String {
    join(cells, ", ")
}

/// `r1c1 + r2c2 − r3c3`: the terms of a sum, a coefficient other than ±1 written before its
/// cell (`2·r1c1`).
pub fn sum_terms(terms: &[(i32, Cell)]) -> String {
    let mut out = String::new();
    for (k, &(coef, cell)) in terms.iter().enumerate() {
        let sign = match (k, coef < 0) {
            (0, false) => "",
            (0, true) => "−",
            (_, false) => " + ",
            (_, true) => " − ",
        };
        out.push_str(sign);
        if coef.unsigned_abs() != 1 {
            let _ = write!(out, "{}·", coef.unsigned_abs());
        }
        let _ = write!(out, "{cell}");
    }
    out
}

/// ` (15)` after a rule's cells when it has a number, nothing otherwise.
pub fn clue_suffix(clue: Option<u32>) -> String {
    clue.map_or_else(String::new, |c| format!(" ({c})"))
}

/// `1/5/7`.
pub fn digit_list(digits: &[u8]) -> String {
    join(digits, "/")
}

/// `1, 5`: line numbers.
pub fn number_list(numbers: &[u8]) -> String {
    join(numbers, ", ")
}

/// A chain in Eureka-like notation: `5r1c2=5r3c2-5(r3c7,r3c8)=…`, `=` for a strong link and
/// `-` for a weak one, alternating from a strong one; a group node's cells in parentheses.
pub fn chain_notation(nodes: &[ChainNode]) -> String {
    let mut out = String::new();
    for (k, node) in nodes.iter().enumerate() {
        let _ = write!(out, "{}", node.digit);
        if node.cells.len() == 1 {
            let _ = write!(out, "{}", node.cells[0]);
        } else {
            let _ = write!(out, "({})", join(&node.cells, ","));
        }
        if k + 1 < nodes.len() {
            out.push(if k % 2 == 0 { '=' } else { '-' });
        }
    }
    out
}

fn join<T: std::fmt::Display>(items: &[T], sep: &str) -> String {
    let mut out = String::new();
    for (k, item) in items.iter().enumerate() {
        if k > 0 {
            out.push_str(sep);
        }
        let _ = write!(out, "{item}");
    }
    out
}

/// `rows 1, 5` or `columns 2, 7`.
fn lines(rows: bool, numbers: &[u8]) -> String {
    let kind = if rows { "rows" } else { "columns" };
    format!("{kind} {}", number_list(numbers))
}

/// The two ends of a chain (empty nodes for an empty chain, which no finder makes).
pub fn chain_ends(nodes: &[ChainNode]) -> (ChainNode, ChainNode) {
    let empty = ChainNode {
        digit: 0,
        cells: Vec::new(),
    };
    (
        nodes.first().cloned().unwrap_or_else(|| empty.clone()),
        nodes.last().cloned().unwrap_or(empty),
    )
}

impl Wording {
    /// The English sentence of a step of `technique` whose result is `result`
    /// ([`super::Step::result_text`]): `Hidden Single: in row 8, 1 fits only in r8c6 (its
    /// only choice) → r8c6 = 1`.
    pub fn english(&self, technique: impl std::fmt::Display, result: &str) -> String {
        let t = technique;
        let r = result;
        match self {
            Wording::FullHouse { cell, unit, digit } => format!(
                "{t}: {cell} is the last empty cell of {unit}, which only misses {digit} → {r}"
            ),
            Wording::NakedSingle { cell, digit } => format!(
                "{t}: eliminating the digits of its row, column and box leaves only {digit} in {cell} → {r}"
            ),
            Wording::HiddenSingle { unit, digit, cell } => {
                format!("{t}: in {unit}, {digit} fits only in {cell} (its only choice) → {r}")
            }
            Wording::LockedCandidates { from, digit, to } => {
                format!("{t}: in {from}, {digit} lies only in {to} → {r}")
            }
            Wording::NakedSubset {
                units,
                cells,
                digits,
            } => format!(
                "{t}: in {}, {} hold only {} → {r}",
                join(units, " and "),
                cell_list(cells),
                digit_list(digits)
            ),
            Wording::HiddenSubset {
                unit,
                digits,
                cells,
            } => format!(
                "{t}: in {unit}, {} fit only in {} → {r}",
                digit_list(digits),
                cell_list(cells)
            ),
            Wording::Fish {
                digit,
                rows,
                base,
                cover,
                fins,
            } => {
                let fins = if fins.is_empty() {
                    String::new()
                } else {
                    format!(" (fins {})", cell_list(fins))
                };
                format!(
                    "{t}: {digit} in {} lies only in {}{fins} → {r}",
                    lines(*rows, base),
                    lines(!rows, cover)
                )
            }
            Wording::TwoStrongLinks {
                digit,
                cells: [a, b, c, e],
                units: [u1, u2],
            } => format!(
                "{t}: {digit} is in {a} or {b} ({u1}), and in {c} or {e} ({u2}); {b} and {c} see each other, so {a} or {e} holds {digit} → {r}"
            ),
            Wording::EmptyRectangle {
                box_number,
                digit,
                cells,
                pair: [near, far],
                line,
            } => format!(
                "{t}: in box {box_number}, {digit} lies on one row and one column ({}); with the conjugate pair {near} – {far} in {line} → {r}",
                cell_list(cells)
            ),
            Wording::RemotePair { digits, cells } => {
                let (first, last) = (cells.first(), cells.last());
                format!(
                    "{t}: {} alternate along {}, so {} and {} hold different digits → {r}",
                    digit_list(digits),
                    cell_list(cells),
                    first.map(ToString::to_string).unwrap_or_default(),
                    last.map(ToString::to_string).unwrap_or_default()
                )
            }
            Wording::WWing {
                cells: [a, b],
                digits,
                link,
                ends: [ea, eb],
                digit,
            } => format!(
                "{t}: {a} and {b} hold {}; {link} is in {ea} or {eb}, which see them, so one of them is {digit} → {r}",
                digit_list(digits)
            ),
            Wording::XyWing {
                pivot,
                pincers: [a, b],
                digit,
            } => format!(
                "{t}: pivot {} with pincers {} and {}: one pincer is {digit} → {r}",
                pivot.plain(),
                a.plain(),
                b.plain()
            ),
            Wording::XyzWing {
                pivot,
                pincers: [a, b],
                digit,
            } => format!(
                "{t}: pivot {} with pincers {} and {}: one of them is {digit} → {r}",
                pivot.plain(),
                a.plain(),
                b.plain()
            ),
            Wording::UniqueRectangle {
                cells,
                digits,
                reason,
            } => format!(
                "{t}: {} would form a deadly pattern of {} (two solutions); {} → {r}",
                cell_list(cells),
                digit_list(digits),
                reason.english()
            ),
            Wording::BugPlusOne { cell, digit } => format!(
                "{t}: every other empty cell has two candidates; {cell} must be {digit} or the grid would have two solutions → {r}"
            ),
            Wording::ColorTrap {
                digit,
                colors: [a, b],
            } => format!(
                "{t}: {digit} is in all of {} or all of {}; these cells see both colours → {r}",
                cell_list(a),
                cell_list(b)
            ),
            Wording::ColorWrap {
                digit,
                wrong,
                right,
            } => format!(
                "{t}: {digit} cannot fill all of {} (two of them see each other), so it fills {} → {r}",
                cell_list(wrong),
                cell_list(right)
            ),
            Wording::MultiColorTrap {
                digit,
                cells,
                other: [a, b],
            } => format!(
                "{t}: if the grid held {digit} in all of {}, it would be missing from both colours of {} and {} → {r}",
                cell_list(cells),
                cell_list(a),
                cell_list(b)
            ),
            Wording::MultiColorWing {
                digit,
                seeing: [a, b],
                fills: [c, d],
            } => format!(
                "{t}: {} and {} see each other, so {digit} fills {} or {} → {r}",
                cell_list(a),
                cell_list(b),
                cell_list(c),
                cell_list(d)
            ),
            Wording::Chain { nodes } => {
                let (first, last) = chain_ends(nodes);
                if first == last {
                    // A discontinuous nice loop whose two strong ends meet at one candidate:
                    // that candidate is true (not "5 in r2c2 or 5 in r2c2 is true").
                    return format!(
                        "{t}: {} (= strong, - weak): {} in {} is true → {r}",
                        chain_notation(nodes),
                        first.digit,
                        first.cells_slashed()
                    );
                }
                format!(
                    "{t}: {} (= strong, - weak): {} in {} or {} in {} is true → {r}",
                    chain_notation(nodes),
                    first.digit,
                    first.cells_slashed(),
                    last.digit,
                    last.cells_slashed()
                )
            }
            Wording::AlsXz {
                sets: [a, b],
                common,
                digits,
            } => format!(
                "{t}: {} and {} cannot both hold {common} (restricted common), so one holds {} → {r}",
                a.braced(),
                b.braced(),
                digit_list(digits)
            ),
            Wording::AlsXyWing {
                pivot,
                pincers: [a, b],
                commons: [x, y],
                digits,
            } => format!(
                "{t}: pivot {} links {} by {x} and {} by {y}, so one of them holds {} → {r}",
                pivot.braced(),
                a.braced(),
                b.braced(),
                digit_list(digits)
            ),
            Wording::SueDeCoq {
                core,
                box_number,
                line,
                line_part,
                box_part,
            } => format!(
                "{t}: {} in box {box_number} and {line}, with {} of the line and {} of the box, lock their digits → {r}",
                core.plain(),
                line_part.plain(),
                box_part.plain()
            ),
            Wording::ForcingClash { assumed, clash } => format!(
                "{t}: if {assumed} were true, {clash} would be both true and false → {r}"
            ),
            Wording::ForcingDeadEnd { assumed } => format!(
                "{t}: if {assumed} were true, a cell or unit would be left without a candidate → {r}"
            ),
            Wording::ForcingFalse { assumed } => {
                format!("{t}: if {assumed} were false, the grid would break → {r}")
            }
            Wording::ForcingVerity { choice } => {
                let why = match choice {
                    Choice::Candidate(c) => format!("{c} is true or false"),
                    Choice::Cell(cell) => format!("{cell} holds one of its candidates"),
                    Choice::Unit { digit, unit } => format!("{digit} has a place in {unit}"),
                };
                format!("{t}: whichever way {why}, the same follows → {r}")
            }
            Wording::NetTrue { assumed } => {
                format!("{t}: if {assumed} were true, singles would break the grid → {r}")
            }
            Wording::NetFalse { assumed } => {
                format!("{t}: if {assumed} were false, singles would break the grid → {r}")
            }
            Wording::NetVerity { cell } => {
                format!("{t}: whichever candidate {cell} holds, singles lead to {r}")
            }
            Wording::BruteForce { cell, digit } => format!(
                "{t}: no technique applies; the solution has {digit} in {cell} → {r}"
            ),
            Wording::OnlyDigit { cell, digit } => {
                format!("{t}: the rules leave only {digit} in {cell} → {r}")
            }
            Wording::Rule { cells, clue } => format!(
                "{t} on {}{}: no way to keep its rule uses these candidates → {r}",
                cell_list(cells),
                clue_suffix(*clue)
            ),
            Wording::HouseSum { terms, total } => format!(
                "{t}: the houses and cages give {} = {total} → {r}",
                sum_terms(terms)
            ),
            Wording::Trial { cell, digit } => format!(
                "{t}: if {cell} were {digit}, no grid would keep the rules (a search tried every way) → {r}"
            ),
            Wording::Contradiction {
                cell,
                digit,
                at: Some(a),
            } => format!("{t}: if {cell} were {digit}, the rules would break at {a} → {r}"),
            Wording::Contradiction {
                cell,
                digit,
                at: None,
            } => format!("{t}: if {cell} were {digit}, the rules would break → {r}"),
        }
    }
}

impl RectangleReason {
    /// The reason in English, as it follows the deadly pattern in [`Wording::english`].
    fn english(&self) -> String {
        match self {
            RectangleReason::OneCorner { cell } => format!("{cell} must hold another digit"),
            RectangleReason::SharedExtra { cells, digits } => {
                format!("one of {} is {}", cell_list(cells), digit_list(digits))
            }
            RectangleReason::NakedSubset {
                extra,
                cells,
                digits,
                unit,
            } => format!(
                "the extra digits {} of two corners and {} form a naked subset of {} in {unit}",
                digit_list(extra),
                cell_list(cells),
                digit_list(digits)
            ),
            RectangleReason::ConjugatePair {
                digit,
                cells: [a, b],
            } => format!("{digit} must be in one of {a} and {b}"),
            RectangleReason::XWing { digit } => {
                format!("{digit} lies only in the rectangle in its rows and columns")
            }
            RectangleReason::Hidden {
                corner,
                digit,
                row,
                column,
            } => format!(
                "{corner} is bivalue and {digit} lies only in the rectangle along row {row} and column {column}"
            ),
        }
    }
}
