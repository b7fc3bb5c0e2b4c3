//! The engine's errors and reasons in words, in any language.
//!
//! The engine speaks English through `Display` (its errors are `thiserror` types, and their
//! English is what logs, the Python bindings and the JSON output show). [`Localize`] gives the
//! same text in a chosen language: `conflict.localize(Lang::Ca)` is `hi ha un 5 a r1c3 i a
//! r1c7` where `conflict.to_string()` is `r1c3 and r1c7 both hold 5`. In English the two agree
//! word for word, except where the English was wrong (`found 1 cells` is now `found 1 cell`).
//!
//! Most of the engine's enums are `#[non_exhaustive]`, so a match here must end with a
//! wildcard: a variant added later is shown with its English `Display` text until a
//! translation is added here (never an id, never a panic). The tests build every variant that
//! exists today and check that each language gives its own text.
//!
//! Some errors carry English phrases rather than data (what a parser expected, JSON details).
//! The phrases the engine writes today are recognised and translated; anything else (such as
//! a message of the JSON library) is passed on as it is. A test feeds the engine real bad input
//! and checks the translations, so a change of phrasing in the engine shows up there.
//!
//! ```
//! use sudoku_i18n::{Lang, Localize};
//! use sudoku_engine::format::parse_str;
//!
//! let puzzle = parse_str(&format!("11{}", ".".repeat(79)))?;
//! let conflict = puzzle.first_conflict().unwrap();
//! assert_eq!(conflict.localize(Lang::En), "r1c1 and r1c2 both hold 1");
//! assert_eq!(conflict.localize(Lang::Ca), "hi ha un 1 a r1c1 i a r1c2");
//! # Ok::<(), sudoku_engine::ParseError>(())
//! ```

use std::error::Error;
use std::time::Duration;

use sudoku_engine::canon::CanonError;
use sudoku_engine::generate::{GenerateError, Symmetry, RATED_UP_TO};
use sudoku_engine::logic::{CandidateError, LogicError, UnknownName};
use sudoku_engine::{
    Conflict, GridError, Interrupted, NoSolution, ParseError, ParseErrorKind, Shape, ShapeError,
    Unit,
};

use crate::{tr_lang, Lang};

/// A value of the engine that can be put in words in any of the toolkit's languages.
pub trait Localize {
    /// The text in `lang`.
    fn localize(&self, lang: Lang) -> String;
}

/// `error` in `lang` when it is one of the engine's errors (or an error this crate otherwise
/// knows), else its own `Display` text: for the links of an `anyhow` chain.
pub fn localize_error(lang: Lang, error: &(dyn Error + 'static)) -> String {
    macro_rules! known {
        ($($t:ty),*) => {$(
            if let Some(e) = error.downcast_ref::<$t>() {
                return e.localize(lang);
            }
        )*};
    }
    known!(
        ParseError,
        ParseErrorKind,
        ShapeError,
        GridError,
        Interrupted,
        LogicError,
        NoSolution,
        CandidateError,
        GenerateError,
        CanonError,
        UnknownName
    );
    error.to_string()
}

/// `x` with `places` decimals and the language's decimal separator: `10.0` in English,
/// `10,0` in Catalan, Spanish, French and Portuguese. `None` for places: as few as show the
/// value exactly (`0.3`, `4`).
pub fn decimal(lang: Lang, x: f64, places: Option<usize>) -> String {
    let text = match places {
        Some(p) => format!("{x:.p$}"),
        None => format!("{x}"),
    };
    decimal_point(lang, &text)
}

/// A number already written with a `.` before its decimals (`0.0333`), with the language's
/// decimal separator instead: `0,0333` in Catalan, Spanish, French and Portuguese.
pub fn decimal_point(lang: Lang, number: &str) -> String {
    match lang {
        Lang::En => number.to_string(),
        Lang::Ca | Lang::Es | Lang::Fr | Lang::Pt => number.replace('.', ","),
    }
}

impl Localize for Unit {
    fn localize(&self, lang: Lang) -> String {
        match *self {
            Unit::Row(i) => tr_lang!(lang, "unit-row", n = u32::from(i) + 1),
            Unit::Col(i) => tr_lang!(lang, "unit-column", n = u32::from(i) + 1),
            Unit::Box(i) => tr_lang!(lang, "unit-box", n = u32::from(i) + 1),
            Unit::Extra(i) => tr_lang!(lang, "unit-extra", n = u32::from(i) + 1),
            _ => self.to_string(),
        }
    }
}

impl Localize for Conflict {
    fn localize(&self, lang: Lang) -> String {
        tr_lang!(
            lang,
            "conflict-reason",
            first = self.first.to_string(),
            second = self.second.to_string(),
            digit = self.digit.to_char().to_string()
        )
    }
}

impl Localize for ParseError {
    /// `line L, column C: reason`, as the engine's `Display` puts it.
    fn localize(&self, lang: Lang) -> String {
        let reason = self.kind.localize(lang);
        let line = self.position.line;
        match self.position.column {
            Some(column) => tr_lang!(
                lang,
                "parse-at-column",
                line = line,
                column = column,
                reason = reason
            ),
            None => tr_lang!(lang, "parse-at-line", line = line, reason = reason),
        }
    }
}

impl Localize for ParseErrorKind {
    fn localize(&self, lang: Lang) -> String {
        match self {
            ParseErrorKind::CellCount { found, expected } => {
                tr_lang!(
                    lang,
                    "parse-cell-count",
                    found = *found,
                    expected = *expected
                )
            }
            ParseErrorKind::BadChar { found, expected } => tr_lang!(
                lang,
                "parse-bad-char",
                found = format!("{found:?}"),
                expected = expected_symbols(lang, expected)
            ),
            ParseErrorKind::BadToken { found, expected } => tr_lang!(
                lang,
                "parse-bad-token",
                found = format!("{found:?}"),
                expected = expected_symbols(lang, expected)
            ),
            ParseErrorKind::RowLength {
                row,
                found,
                expected,
            } => tr_lang!(
                lang,
                "parse-row-length",
                row = *row,
                found = *found,
                expected = *expected
            ),
            ParseErrorKind::RowCount { found, expected } => {
                tr_lang!(
                    lang,
                    "parse-row-count",
                    found = *found,
                    expected = *expected
                )
            }
            ParseErrorKind::Shape(e) => e.localize(lang),
            ParseErrorKind::Json(detail) => {
                tr_lang!(lang, "parse-bad-json", detail = json_detail(lang, detail))
            }
            ParseErrorKind::Empty => tr_lang!(lang, "parse-empty"),
            ParseErrorKind::LineTooLong { limit } => {
                tr_lang!(lang, "parse-line-too-long", limit = *limit)
            }
            ParseErrorKind::NotAGrid { found } => {
                tr_lang!(lang, "parse-not-a-grid", found = json_found(lang, found))
            }
            ParseErrorKind::HexDigits { hole } => {
                tr_lang!(lang, "parse-hex-digits", hole = format!("{hole:?}"))
            }
            ParseErrorKind::MinusOneHole { found } => {
                tr_lang!(lang, "parse-minus-one-hole", found = format!("{found:?}"))
            }
            // The variant readers' details name JSON paths and keys; they stay in English.
            ParseErrorKind::Variant(detail) => {
                tr_lang!(lang, "parse-variant", detail = detail.as_str())
            }
            // The C-array details name the text's own tokens; they stay in English.
            ParseErrorKind::CArray(detail) => {
                tr_lang!(lang, "parse-bad-c-array", detail = detail.as_str())
            }
            _ => self.to_string(),
        }
    }
}

/// What a parser expected, in `lang`: the engine's English phrase recognised, or kept.
fn expected_symbols(lang: Lang, english: &str) -> String {
    const ANY: &str = "a digit, a letter or a hole (. 0 _ - *)";
    const LINE_TAIL: &str = " or a hole (. 0 _ - *)";
    const GRID_TAIL: &str = ", or . or 0 for a hole";
    if english == ANY {
        return tr_lang!(lang, "parse-expected-any-symbol");
    }
    if let Some(head) = english.strip_suffix(LINE_TAIL) {
        if let Some(last) = head.strip_prefix("a digit 1-9, a letter A-") {
            return tr_lang!(lang, "parse-expected-line-letters", last = last);
        }
        if let Some(last) = head.strip_prefix("a digit 1-") {
            return tr_lang!(lang, "parse-expected-line-digits", last = last);
        }
    }
    if let Some(head) = english.strip_suffix(GRID_TAIL) {
        if let Some((size, last)) = head
            .strip_prefix("a number 1-")
            .and_then(|rest| rest.split_once(" or a letter A-"))
        {
            if let Ok(size) = size.parse::<u32>() {
                return tr_lang!(
                    lang,
                    "parse-expected-grid-letters",
                    size = size,
                    last = last
                );
            }
        }
        if let Some(size) = head.strip_prefix("a digit 1-") {
            if let Ok(size) = size.parse::<u32>() {
                return tr_lang!(lang, "parse-expected-grid-digits", size = size);
            }
        }
    }
    english.to_string()
}

/// What a JSON document holds instead of a grid, in `lang`: the engine's words recognised,
/// anything else kept.
fn json_found(lang: Lang, english: &str) -> String {
    fn kind(lang: Lang, english: &str) -> Option<String> {
        let kind = match english {
            "null" => "null",
            "a boolean" => "boolean",
            "a number" => "number",
            "a string" => "string",
            "an array" => "array",
            "an object" => "object",
            _ => return None,
        };
        Some(tr_lang!(lang, "parse-json-kind", kind = kind))
    }
    if english == "an object without \"grid\"" {
        return tr_lang!(lang, "parse-json-object-without-grid");
    }
    if let Some(what) = english.strip_prefix("\"grid\" holding ") {
        if let Some(what) = kind(lang, what) {
            return tr_lang!(lang, "parse-json-grid-holding", what = what);
        }
    }
    kind(lang, english).unwrap_or_else(|| english.to_string())
}

/// The detail of a JSON error in `lang`: the engine's own phrases recognised, the JSON
/// library's messages kept as they are.
fn json_detail(lang: Lang, english: &str) -> String {
    match english {
        "expected an object with a \"grid\" array of rows" => {
            return tr_lang!(lang, "parse-json-expected-object")
        }
        "expected an array of rows" => return tr_lang!(lang, "parse-json-expected-rows"),
        _ => {}
    }
    if let Some(row) = english
        .strip_prefix("row ")
        .and_then(|r| r.strip_suffix(" is not an array"))
        .and_then(|r| r.parse::<u32>().ok())
    {
        return tr_lang!(lang, "parse-json-row-not-array", row = row);
    }
    if let Some((cell, rest)) = english.split_once(": ") {
        let is_cell = cell.starts_with('r') && cell.contains('c');
        if let Some(found) = rest.strip_suffix(" is not a digit or a hole") {
            if is_cell {
                return tr_lang!(lang, "parse-json-bad-symbol", cell = cell, found = found);
            }
        }
        if let Some((value, size)) = rest
            .strip_suffix(" or 0 for a hole")
            .and_then(|r| r.split_once(" is not a digit 1-"))
        {
            if let (true, Ok(size)) = (is_cell, size.parse::<u32>()) {
                return tr_lang!(
                    lang,
                    "parse-json-bad-number",
                    cell = cell,
                    value = value,
                    size = size
                );
            }
        }
    }
    english.to_string()
}

impl Localize for ShapeError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            ShapeError::NoShape { size } => {
                let sizes: Vec<String> = Shape::known_sizes().map(|n| n.to_string()).collect();
                tr_lang!(
                    lang,
                    "shape-unknown-size",
                    size = *size,
                    sizes = sizes.join(", ")
                )
            }
            ShapeError::NoBoxes { cells, size } => {
                let sizes: Vec<String> = Shape::known_sizes().map(|n| n.to_string()).collect();
                tr_lang!(
                    lang,
                    "shape-no-boxes",
                    cells = *cells,
                    size = *size,
                    sizes = sizes.join(", ")
                )
            }
            ShapeError::BadBox { box_rows, box_cols } => {
                tr_lang!(lang, "shape-bad-box", rows = *box_rows, columns = *box_cols)
            }
            ShapeError::CellCount { cells } => tr_lang!(lang, "shape-cell-count", cells = *cells),
            _ => self.to_string(),
        }
    }
}

impl Localize for GridError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            GridError::CellCount { found, expected } => {
                tr_lang!(
                    lang,
                    "parse-cell-count",
                    found = *found,
                    expected = *expected
                )
            }
            GridError::ValueTooLarge { cell, value, size } => tr_lang!(
                lang,
                "grid-value-too-large",
                cell = cell,
                value = *value,
                size = *size
            ),
            _ => self.to_string(),
        }
    }
}

impl Localize for Interrupted {
    fn localize(&self, lang: Lang) -> String {
        match self {
            Interrupted::Deadline => tr_lang!(lang, "interrupted-deadline"),
            Interrupted::Cancelled => tr_lang!(lang, "interrupted-cancelled"),
            _ => self.to_string(),
        }
    }
}

impl Localize for NoSolution {
    fn localize(&self, lang: Lang) -> String {
        match self {
            NoSolution::Conflict(c) => c.localize(lang),
            NoSolution::GivensConflict => tr_lang!(lang, "reason-givens-conflict"),
            NoSolution::NoDigitFits {
                cell,
                after_singles,
            } => {
                let id = match after_singles {
                    true => "reason-no-digit-fits-after-singles",
                    false => "reason-no-digit-fits",
                };
                tr_lang!(lang, id, cell = cell.to_string())
            }
            NoSolution::NoPlace {
                digit,
                unit,
                after_singles,
            } => {
                let id = match after_singles {
                    true => "reason-digit-no-place-after-singles",
                    false => "reason-digit-no-place",
                };
                tr_lang!(
                    lang,
                    id,
                    digit = digit.to_char().to_string(),
                    unit = unit.localize(lang)
                )
            }
            NoSolution::SearchExhausted => tr_lang!(lang, "reason-search-exhausted"),
            NoSolution::BreaksRule(b) => {
                tr_lang!(lang, "reason-variant-givens-break", rule = b.to_string())
            }
            NoSolution::NoGrid => tr_lang!(lang, "reason-variant-exhausted"),
            _ => self.to_string(),
        }
    }
}

impl Localize for LogicError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            LogicError::Conflict(c) => {
                tr_lang!(lang, "givens-conflict", conflict = c.localize(lang))
            }
            LogicError::NoSolution => tr_lang!(lang, "logic-no-solution"),
            LogicError::NotUnique => tr_lang!(lang, "logic-not-unique"),
            LogicError::Interrupted(i) => i.localize(lang),
            _ => self.to_string(),
        }
    }
}

impl Localize for CandidateError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            CandidateError::Conflict(c) => {
                tr_lang!(lang, "givens-conflict", conflict = c.localize(lang))
            }
            CandidateError::PencilMarkLength(found) => {
                tr_lang!(lang, "pencil-marks-length", found = *found)
            }
            CandidateError::PencilMarkChar {
                position,
                found,
                expected,
            } => tr_lang!(
                lang,
                "pencil-marks-char",
                found = format!("{found:?}"),
                position = *position,
                expected = format!("{expected:?}")
            ),
            _ => self.to_string(),
        }
    }
}

/// The rule on given counts a symmetry imposes, read from the engine's one definition of it
/// ([`Symmetry::allows_clues`]) by trying the counts 0 to 7: `any`, `even`, `multiple-of-4` or
/// `multiple-of-4-or-next`, the selector of the `generate-symmetry` message.
fn clue_rule(symmetry: Symmetry, size: usize) -> &'static str {
    let allowed: Vec<bool> = (0..8).map(|k| symmetry.allows_clues(size, k)).collect();
    let pattern = |f: fn(usize) -> bool| (0..8).all(|k| allowed[k] == f(k));
    if pattern(|k| k % 2 == 0) {
        "even"
    } else if pattern(|k| k % 4 == 0) {
        "multiple-of-4"
    } else if pattern(|k| k % 4 <= 1) {
        "multiple-of-4-or-next"
    } else {
        "any"
    }
}

/// A time the engine reports (already rounded to the millisecond), as seconds in `lang`.
fn seconds(lang: Lang, d: Duration) -> String {
    decimal(lang, d.as_secs_f64(), None)
}

impl Localize for GenerateError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            GenerateError::TooManyClues { clues, size, cells } => tr_lang!(
                lang,
                "generate-too-many",
                givens = *clues,
                size = *size,
                cells = *cells
            ),
            GenerateError::BelowMinimum {
                clues,
                minimum,
                size,
            } => tr_lang!(
                lang,
                "generate-below-minimum",
                givens = *clues,
                minimum = *minimum,
                size = *size
            ),
            GenerateError::SymmetryClueCount {
                symmetry,
                clues,
                size,
                ..
            } => tr_lang!(
                lang,
                "generate-symmetry",
                symmetry = symmetry.name(),
                givens = *clues,
                size = *size,
                rule = clue_rule(*symmetry, *size)
            ),
            GenerateError::MinimalNeedsUnique => tr_lang!(lang, "generate-minimal-needs-unique"),
            GenerateError::MinimalFull { cells } => {
                tr_lang!(lang, "generate-minimal-full", cells = *cells)
            }
            GenerateError::MultipleNeedsClues => {
                tr_lang!(lang, "generate-multiple-needs-givens")
            }
            GenerateError::WantedNeedsUnique => tr_lang!(lang, "generate-wanted-needs-unique"),
            GenerateError::WantedNotRated { size } => tr_lang!(
                lang,
                "generate-wanted-not-rated",
                rated = RATED_UP_TO,
                size = *size
            ),
            GenerateError::LevelUnreachable {
                size,
                level,
                reachable,
            } => tr_lang!(
                lang,
                "generate-level-unreachable",
                size = *size,
                level = level.name(),
                levels = sudoku_engine::generate::level_list(reachable)
            ),
            GenerateError::TechniqueUnreachable { size, technique } => tr_lang!(
                lang,
                "generate-technique-unreachable",
                size = *size,
                technique = technique.name(),
                techniques = sudoku_engine::generate::technique_list(*size)
            ),
            GenerateError::TimedOut {
                allowed,
                target,
                closest,
                minimal,
            } => {
                let seconds = seconds(lang, *allowed);
                let minimal = if *minimal { "yes" } else { "no" };
                match (*target, *closest) {
                    (Some(target), Some(closest)) => tr_lang!(
                        lang,
                        "generate-gave-up-closest",
                        seconds = seconds,
                        minimal = minimal,
                        target = target,
                        closest = closest
                    ),
                    (Some(target), None) => tr_lang!(
                        lang,
                        "generate-gave-up-target",
                        seconds = seconds,
                        minimal = minimal,
                        target = target
                    ),
                    (None, Some(closest)) => tr_lang!(
                        lang,
                        "generate-gave-up-removing",
                        seconds = seconds,
                        closest = closest
                    ),
                    (None, None) => tr_lang!(lang, "generate-gave-up", seconds = seconds),
                }
            }
            GenerateError::NotFound {
                wanted,
                tried,
                allowed,
                ..
            } => {
                let seconds = decimal(lang, allowed.as_secs_f64(), Some(1));
                match (wanted.level, wanted.technique) {
                    (Some(level), Some(technique)) => tr_lang!(
                        lang,
                        "generate-not-found-level-technique",
                        level = level.name(),
                        technique = technique.name(),
                        tried = *tried,
                        seconds = seconds
                    ),
                    (Some(level), None) => tr_lang!(
                        lang,
                        "generate-not-found-level",
                        level = level.name(),
                        tried = *tried,
                        seconds = seconds
                    ),
                    (None, Some(technique)) => tr_lang!(
                        lang,
                        "generate-not-found-technique",
                        technique = technique.name(),
                        tried = *tried,
                        seconds = seconds
                    ),
                    (None, None) => tr_lang!(
                        lang,
                        "generate-not-found",
                        tried = *tried,
                        seconds = seconds
                    ),
                }
            }
            GenerateError::Cancelled => tr_lang!(lang, "interrupted-cancelled"),
            _ => self.to_string(),
        }
    }
}

impl Localize for CanonError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            CanonError::Size { size } => tr_lang!(lang, "canon-size", size = *size),
            _ => self.to_string(),
        }
    }
}

impl Localize for UnknownName {
    fn localize(&self, lang: Lang) -> String {
        tr_lang!(lang, "unknown-name", name = format!("{:?}", self.0))
    }
}
