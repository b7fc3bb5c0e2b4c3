//! Conversions at the edge: Python puzzles into engine grids, engine answers into Python values.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyList, PyString};
use sudoku_engine::format::{self, Format, WriteOptions};
use sudoku_engine::{Grid, Shape};

use crate::errors::{error, Kind};
use crate::puzzle::Puzzle;

/// Reads one puzzle: a string or bytes in any format the `sudoku` command reads (the format is
/// detected, variant puzzles included: links, our JSON form, f-puzzles JSON, ISS strings), or a
/// sequence of N² ints (0 for a hole).
///
/// # Errors
///
/// `sudokit.ParseError` (a `ValueError`) with the engine's reason and its place (line and
/// column, or the JSON path) for text that is not a puzzle, or for a sequence whose length is
/// not N² of a known size or whose values do not fit; `TypeError` for anything else.
pub fn puzzle_of(puzzle: &Bound<'_, PyAny>) -> PyResult<Puzzle> {
    let read = if let Ok(text) = puzzle.cast::<PyString>() {
        Puzzle::read_str(&text.to_cow()?)
    } else if let Ok(bytes) = puzzle.cast::<PyBytes>() {
        Puzzle::read_bytes(bytes.as_bytes(), format::parse_bytes)
    } else {
        let values: Vec<i64> = puzzle.extract().map_err(|_| {
            PyTypeError::new_err(format!(
                "a puzzle is a str, bytes or a sequence of ints, not {}",
                puzzle
                    .get_type()
                    .name()
                    .map_or_else(|_| "?".into(), |n| n.to_string())
            ))
        })?;
        return grid_of_values(&values).map(Puzzle::Classic);
    };
    read.map_err(|e| error(Kind::Parse, e.to_string()))
}

/// Reads one puzzle under classic rules, for the functions that take no others: as
/// [`puzzle_of`], and a variant puzzle only when its rules are classic.
///
/// # Errors
///
/// As [`puzzle_of`]; `sudokit.Unsupported` (a `ValueError`) naming `what` for a variant
/// puzzle.
pub fn grid_of(puzzle: &Bound<'_, PyAny>, what: &str) -> PyResult<Grid> {
    puzzle_of(puzzle)?
        .into_classic()
        .ok_or_else(|| variant_refused(what))
}

/// The error for a variant puzzle given to `what`, which takes classic puzzles only.
pub fn variant_refused(what: &str) -> PyErr {
    error(
        Kind::Unsupported,
        format!(
            "{what} does not take variant puzzles yet (solve, count, candidates, rate, explain, \
             hint, contradiction, redundant and same_digit do)"
        ),
    )
}

/// The grid of a flat list of cell values.
fn grid_of_values(values: &[i64]) -> PyResult<Grid> {
    let shape = Shape::for_cell_count(values.len()).ok_or_else(|| {
        error(
            Kind::Parse,
            format!(
                "a puzzle of {} cells is not N×N for any grid size N with boxes",
                values.len()
            ),
        )
    })?;
    let mut cells = Vec::with_capacity(values.len());
    for (i, &v) in values.iter().enumerate() {
        match u8::try_from(v) {
            Ok(b) if usize::from(b) <= shape.size() => cells.push(b),
            _ => {
                return Err(error(
                    Kind::Parse,
                    format!(
                        "cell {i}: value {v} is not 0 (a hole) or a digit 1..={}",
                        shape.size()
                    ),
                ))
            }
        }
    }
    Grid::from_values(shape, &cells).map_err(|e| error(Kind::Parse, e.to_string()))
}

/// A grid in the line format: N² symbols, `.` for holes.
pub fn line_of(grid: &Grid) -> String {
    let mut s = String::with_capacity(grid.values().len());
    format::write_grid(grid, Format::Line, WriteOptions::default(), &mut s);
    s
}

/// A JSON value as the Python value `json.loads` would give.
///
/// The engine's steps and ratings have one serde form, shared by the command line and the web
/// API; going through it keeps the Python dicts identical to that form.
pub fn py_of_json<'py>(py: Python<'py>, value: &serde_json::Value) -> PyResult<Bound<'py, PyAny>> {
    use serde_json::Value;
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_u64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(py_of_json(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, v) in map {
                dict.set_item(k, py_of_json(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// The Python form of any serializable engine value, through its JSON form.
pub fn py_of_serde<'py, T: serde::Serialize>(
    py: Python<'py>,
    value: &T,
) -> PyResult<Bound<'py, PyAny>> {
    let json = serde_json::to_value(value)
        .map_err(|e| PyValueError::new_err(format!("cannot convert the engine's answer: {e}")))?;
    py_of_json(py, &json)
}
