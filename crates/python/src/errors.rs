//! The package's exceptions, raised from Rust: `sudokit.ParseError`, `NoSolution`,
//! `NotUnique`, `TimeLimit` and `Unsupported`, all under `sudokit.SudokuError`.
//!
//! The classes are defined in Python (`python/sudokit/_errors.py`), where each can have two
//! bases (`SudokuError` and the built-in exception people caught before it existed:
//! `ValueError`, or `TimeoutError` for a time limit); a class made here could have only one.
//! They are looked up when an error is raised, which is rare, so nothing is cached. Should the
//! lookup ever fail (a broken installation), the error is raised as its built-in base, so a
//! caller's `except ValueError` still works and nothing panics.

use pyo3::exceptions::{PyTimeoutError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyType;

/// The kinds of errors about a puzzle, one Python class each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Text that is not a puzzle, a cell value out of range, a null record.
    Parse,
    /// No grid completes the givens (clashing givens included).
    NoSolution,
    /// Several solutions where one was needed.
    NotUnique,
    /// The time limit ran out first.
    TimeLimit,
    /// A puzzle the function does not take: a variant puzzle where classic ones only are
    /// taken, a size other than 9×9 for the canonical forms.
    Unsupported,
    /// The generator refused a request or did not make a puzzle in time.
    Generate,
}

impl Kind {
    /// The class name in `sudokit`.
    fn class_name(self) -> &'static str {
        match self {
            Kind::Parse => "ParseError",
            Kind::NoSolution => "NoSolution",
            Kind::NotUnique => "NotUnique",
            Kind::TimeLimit => "TimeLimit",
            Kind::Unsupported => "Unsupported",
            Kind::Generate => "GenerateError",
        }
    }
}

/// An error of `kind` with `message`, as an exception of its `sudokit` class.
pub fn error(kind: Kind, message: impl Into<String>) -> PyErr {
    error_at(kind, message, None)
}

/// An error of `kind` with `message` about record `index` of a batch (its `index` attribute;
/// None for a single puzzle).
pub fn error_at(kind: Kind, message: impl Into<String>, index: Option<usize>) -> PyErr {
    let message = message.into();
    Python::attach(|py| {
        let class = py
            .import("sudokit._errors")
            .and_then(|m| m.getattr(kind.class_name()))
            .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from));
        match class {
            Ok(class) => {
                let err = PyErr::from_type(class, message);
                if let Some(i) = index {
                    // The class takes the attribute; failing that, the message still says.
                    let _ = err.value(py).setattr("index", i);
                }
                err
            }
            Err(_) if kind == Kind::TimeLimit => PyTimeoutError::new_err(message),
            Err(_) => PyValueError::new_err(message),
        }
    })
}
