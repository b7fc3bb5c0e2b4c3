//! Why a record of a batch has no answer, in words and as an exception object.
//!
//! A batch gives every record a status code and never raises for one. The reasons in words
//! (the `reason` column of `rate_batch`, the `reason` of the other batches' results) and the
//! exceptions of `errors="raise"` are made afterwards, for the records that failed only, by
//! [`failure`]: it reads the record again (microseconds) and says what the status means for
//! it, naming the place of a parse error or the clashing givens. It never searches, so a
//! batch of failures costs what reading it costs.

use pyo3::prelude::*;
use sudoku_engine::{canon, Status};

use crate::convert::{puzzle_of, variant_refused};
use crate::errors::{error, Kind};
use crate::single::{no_candidates, no_solution, SEVERAL};

/// Adds this file's function to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(failure, m)?)?;
    Ok(())
}

/// The functions that take classic puzzles only: a variant record is invalid there.
const CLASSIC_ONLY: [&str; 1] = ["canonical"];

/// The exception that stands for `status` of record `puzzle` in a batch of `what` (solve,
/// count, candidates, rate, canonical), or None for a status with an answer (unique, found).
/// `timeout` is the batch's time limit per record, named in the words of an interrupted
/// record; `index` (the record's place) becomes the exception's `index` attribute.
///
/// The exception is returned, not raised: the caller keeps its words as a reason, or raises
/// it. A record that cannot be read at all gives its `ParseError`.
#[pyfunction]
#[pyo3(signature = (puzzle, status, what, timeout = None, index = None))]
fn failure<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    status: u8,
    what: &str,
    timeout: Option<f64>,
    index: Option<usize>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let err = match Status::from_code(status) {
        None => error(Kind::Parse, format!("unknown status code {status}")),
        Some(Status::Unique | Status::Found) => return Ok(None),
        Some(Status::Multiple) => error(Kind::NotUnique, SEVERAL),
        Some(Status::Interrupted) => error(
            Kind::TimeLimit,
            match timeout {
                Some(t) => format!("time limit reached ({t} s per record)"),
                None => "time limit reached".to_string(),
            },
        ),
        Some(_) if puzzle.is_none() => error(Kind::Parse, "null record"),
        Some(status @ (Status::NoSolution | Status::Conflict | Status::Invalid)) => {
            match puzzle_of(puzzle) {
                Err(e) => e,
                Ok(p) if status != Status::Invalid && what == "candidates" => no_candidates(&p),
                Ok(p) if status != Status::Invalid => no_solution(&p),
                Ok(p) => match p.classic() {
                    None if CLASSIC_ONLY.contains(&what) => variant_refused(what),
                    Some(grid) if what == "canonical" => match canon::canonical(grid) {
                        Err(e) => error(Kind::Unsupported, e.to_string()),
                        Ok(_) => error(Kind::Parse, "not a puzzle"),
                    },
                    _ => error(Kind::Parse, "not a puzzle"),
                },
            }
        }
    };
    let value = err.into_value(py).into_bound(py).into_any();
    if let Some(i) = index {
        value.setattr("index", i)?;
    }
    Ok(Some(value))
}
