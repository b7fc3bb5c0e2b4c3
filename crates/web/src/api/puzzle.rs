//! The `puzzle` of a request, read as the `sudoku` command reads a record: a variant puzzle
//! (an f-puzzles or SudokuPad link, f-puzzles JSON, our JSON form, an ISS constraint string)
//! when [`variant::read_record`] says it is one, else a classic grid in any classic format.
//!
//! The field takes a string, or a JSON object (our JSON form, f-puzzles JSON, or the classic
//! `{"grid": [[...]]}`), which is read as its JSON text: a client holding an f-puzzles
//! document sends it as it is. A classic request reads and answers as it always did.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde::Serialize;
use sudoku_engine::format::parse_str;
use sudoku_engine::variant::{self, Rules, VariantPuzzle};
use sudoku_engine::Grid;

use super::MAX_SIZE;
use crate::error::ApiError;

/// A request's `puzzle`: its text, or the JSON text of the object it was.
#[derive(Debug)]
pub(crate) struct PuzzleText(String);

impl PuzzleText {
    /// The text.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

impl<'de> Deserialize<'de> for PuzzleText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PuzzleText, D::Error> {
        struct Text;
        impl<'de> Visitor<'de> for Text {
            type Value = PuzzleText;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a puzzle as a string, or as a JSON object")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<PuzzleText, E> {
                Ok(PuzzleText(v.to_owned()))
            }

            fn visit_string<E: de::Error>(self, v: String) -> Result<PuzzleText, E> {
                Ok(PuzzleText(v))
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<PuzzleText, A::Error> {
                let object =
                    serde_json::Value::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(PuzzleText(object.to_string()))
            }
        }
        d.deserialize_any(Text)
    }
}

/// A puzzle read: a classic grid, or a variant puzzle (a grid and rules of its own).
#[derive(Debug)]
pub(crate) enum Puzzle {
    /// A grid under the classic rules of its shape (a link to a plain Sudoku reads as one).
    Classic(Grid),
    /// A grid under rules of its own.
    Variant(Box<VariantPuzzle>),
}

impl Puzzle {
    /// The givens.
    pub(crate) fn givens(&self) -> &Grid {
        match self {
            Puzzle::Classic(g) => g,
            Puzzle::Variant(p) => p.givens(),
        }
    }
}

/// Reads a request's puzzle, classic or variant; classic grids above [`MAX_SIZE`] are
/// refused (the variant engine stops at 16×16 by itself).
///
/// # Errors
///
/// 400 with the reason and its place (line and column, JSON path, the link's problem).
pub(crate) fn read_puzzle(text: &str) -> Result<Puzzle, ApiError> {
    let cannot =
        |e: &dyn fmt::Display| ApiError::bad_request(format!("cannot read the puzzle: {e}"));
    let grid = match variant::read_record(text) {
        Some(Ok(p)) if !p.rules().is_classic() => return Ok(Puzzle::Variant(Box::new(p))),
        Some(Ok(p)) => p.givens().clone(),
        Some(Err(e)) => return Err(cannot(&e)),
        None => parse_str(text).map_err(|e| cannot(&e))?,
    };
    let size = grid.shape().size();
    if size > MAX_SIZE {
        return Err(ApiError::bad_request(format!(
            "this server works on grids up to {MAX_SIZE}x{MAX_SIZE}, not {size}x{size}"
        )));
    }
    Ok(Puzzle::Classic(grid))
}

/// Reads a request's puzzle as a variant one: its own rules, or for a classic grid the
/// classic rules of its shape (as [`read_puzzle`] reads it).
///
/// # Errors
///
/// As [`read_puzzle`].
pub(crate) fn read_variant(text: &str) -> Result<VariantPuzzle, ApiError> {
    match read_puzzle(text)? {
        Puzzle::Variant(p) => Ok(*p),
        Puzzle::Classic(grid) => {
            let rules = Rules::classic(grid.shape());
            VariantPuzzle::new(grid, rules)
                .map_err(|e| ApiError::bad_request(format!("cannot read the puzzle: {e}")))
        }
    }
}

/// What an answer about a variant puzzle adds, as its `variant` field: how many constraints
/// were read, and the elements of the file that carry no rule and were not used (f-puzzles'
/// cosmetic lines, circles...), so that an answer of several solutions explains itself.
#[derive(Debug, Serialize)]
pub(crate) struct VariantNotes {
    constraints: usize,
    irregular: bool,
    unused: Vec<String>,
}

impl VariantNotes {
    /// The notes on `p`.
    pub(crate) fn of(p: &VariantPuzzle) -> VariantNotes {
        VariantNotes {
            constraints: p.rules().constraints().len(),
            irregular: p.rules().geometry().is_irregular(),
            unused: p.unused.clone(),
        }
    }
}
