//! One deduction: the technique, its evidence, what it places and what it eliminates, and a
//! sentence that says why.

use std::fmt;

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::technique::Technique;
use super::wording::Wording;
use crate::cell::Cell;
use crate::digit::Digit;
use crate::topology::Unit;

/// A digit in a cell: a candidate, a placement or an elimination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl fmt::Display for Candidate {
    /// `r8c6=1`-style: the cell, `=` and the digit. A step's result prints placements as
    /// `r8c6 = 1` and eliminations as `r8c6<>1` instead ([`Step::result_text`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.cell, self.digit.get())
    }
}

/// A digit a step sets in a cell.
pub type Placement = Candidate;

/// A candidate a step removes from a cell.
pub type Elimination = Candidate;

/// HoDoKu's tie-break between two steps with as many eliminations: the smaller of this sum
/// first. The eliminations sorted by digit then cell, the k-th adds its cell index times
/// `1 + 80k`, plus its digit.
pub(crate) fn index_sum(elims: &[Elimination]) -> u64 {
    let mut keys: Vec<(u64, u64)> = elims
        .iter()
        .map(|e| (u64::from(e.digit.get()), e.cell.index() as u64))
        .collect();
    keys.sort_unstable();
    keys.iter()
        .enumerate()
        .map(|(k, &(d, i))| i * (1 + 80 * k as u64) + d)
        .sum()
}

/// One step of a human-style solution.
///
/// `cells`, `candidates` and `units` are the evidence: the cells and candidates that form the
/// pattern, and the units it lives in (the first unit is the one a vague hint names).
/// `placements` and `eliminations` are what the step changes. `wording` is what the step says,
/// as data, and `text` says it in plain English words, for example `Hidden Single: in row 8,
/// 1 fits only in r8c6 → r8c6 = 1`; `sudoku-i18n` writes the same sentence in other languages
/// from `wording`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    /// The candidates of the pattern (for chains, the chain's candidates in order).
    pub candidates: Vec<Candidate>,
    /// The units the pattern lives in, most telling first.
    pub units: Vec<Unit>,
    /// Digits this step places.
    pub placements: Vec<Placement>,
    /// Candidates this step removes.
    pub eliminations: Vec<Elimination>,
    /// What the step says, as data.
    pub wording: Wording,
    /// The step in plain English words: [`Wording::english`] of `wording`.
    pub text: String,
}

impl Step {
    /// The step with its English text written from its wording. Finders build a step with an
    /// empty `text`; the engine writes it for the steps it hands out (a rating skips it).
    pub(crate) fn with_text(mut self) -> Step {
        self.text = self.wording.english(self.technique, &self.result_text());
        self
    }

    /// What the step changes, as its sentence ends: placements as `r8c6 = 1`, then
    /// eliminations as `r1c2<>5`, separated by `, `. The same in every language.
    pub fn result_text(&self) -> String {
        let placed = self
            .placements
            .iter()
            .map(|p| format!("{} = {}", p.cell, p.digit.get()));
        let removed = self
            .eliminations
            .iter()
            .map(|e| format!("{}<>{}", e.cell, e.digit.get()));
        placed.chain(removed).collect::<Vec<_>>().join(", ")
    }

    /// The vague form of the step for a hint that gives only a nudge: the technique and the
    /// unit (or cells) to look at, e.g. `Hidden Single in row 8`.
    pub fn vague_text(&self) -> String {
        match self.units.first() {
            Some(u) => format!("{} in {}", self.technique, u),
            None => match self.cells.first() {
                Some(c) => format!("{} around {}", self.technique, c),
                None => self.technique.to_string(),
            },
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The values of the digits of a mask (bit d-1), in increasing order.
pub(crate) fn digit_values(mask: u32) -> Vec<u8> {
    super::geometry::digits(mask).map(|d| d as u8 + 1).collect()
}

/// The serde form of a cell: `{"row": 8, "col": 6, "index": 69, "name": "r8c6"}` (row and
/// column 1-based, index 0-based row-major).
fn serialize_cell<S: serde::ser::SerializeStruct>(s: &mut S, cell: Cell) -> Result<(), S::Error> {
    s.serialize_field("row", &(cell.row() + 1))?;
    s.serialize_field("col", &(cell.col() + 1))?;
    s.serialize_field("index", &cell.index())?;
    s.serialize_field("name", &cell.to_string())
}

/// A cell of a step's evidence, in its serde form.
struct CellForm(Cell);

impl Serialize for CellForm {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Cell", 4)?;
        serialize_cell(&mut s, self.0)?;
        s.end()
    }
}

/// `{"row": 8, "col": 6, "index": 69, "name": "r8c6", "digit": 1, "cell": "r8c6"}`: the cell's
/// form plus the digit. `cell` repeats `name` because the command line has always printed
/// candidates as `{"cell": …, "digit": …}` and the web API as a cell plus a digit.
impl Serialize for Candidate {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Candidate", 6)?;
        serialize_cell(&mut s, self.cell)?;
        s.serialize_field("digit", &self.digit.get())?;
        s.serialize_field("cell", &self.cell.to_string())?;
        s.end()
    }
}

/// The one JSON form of a step, shared by `sudoku explain`/`hint --format json` and the web
/// API: `technique` and `level` (names), `text`, `vague` ([`Step::vague_text`]), `cells`,
/// `units` (names such as `row 8`), `candidates`, `placements` and `eliminations`.
impl Serialize for Step {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Step", 9)?;
        s.serialize_field("technique", &self.technique)?;
        s.serialize_field("level", &self.technique.level())?;
        s.serialize_field("text", &self.text)?;
        s.serialize_field("vague", &self.vague_text())?;
        let cells: Vec<CellForm> = self.cells.iter().map(|&c| CellForm(c)).collect();
        s.serialize_field("cells", &cells)?;
        let units: Vec<String> = self.units.iter().map(ToString::to_string).collect();
        s.serialize_field("units", &units)?;
        s.serialize_field("candidates", &self.candidates)?;
        s.serialize_field("placements", &self.placements)?;
        s.serialize_field("eliminations", &self.eliminations)?;
        s.end()
    }
}
