//! The native half of the `sudokit` Python package: a thin PyO3 layer over `sudoku-engine`.
//!
//! The key decision is that this crate holds no Sudoku logic. It turns Python values into
//! engine values (a puzzle string, bytes, a sequence of ints, NumPy arrays, Arrow buffers),
//! calls the engine, and turns the answers back. Everything a user should call lives in the
//! Python package `sudokit` (`python/sudokit/__init__.py`), which reads each kind of input
//! into what the native functions take; the functions here are its private building blocks.
//!
//! Batch functions work on buffers, never on one Python object per puzzle: a NumPy array of
//! cells, or the offsets and data buffers of an Arrow string array. They release the GIL while
//! they work and split the records over threads (the engine's [`sudoku_engine::par`]); each
//! record gets a status code (the engine's [`sudoku_engine::Status`]) so that one bad record
//! never fails a whole batch. Each batch job is written once over a batch's records, whichever
//! buffer they come in (`records.rs`).

use pyo3::prelude::*;

// Reading text records allocates a grid per record; mimalloc makes that cheap on every
// thread, as in the `sudoku` command (glibc's allocator cost the Arrow batches about 20%).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod batch;
mod convert;
mod errors;
mod failure;
mod puzzle;
mod records;
mod setter;
mod single;

/// The native module, installed as `sudokit._sudokit`.
#[pymodule]
fn _sudokit(m: &Bound<'_, PyModule>) -> PyResult<()> {
    single::register(m)?;
    setter::register(m)?;
    batch::register(m)?;
    failure::register(m)?;
    // The status names in code order, so the Python side can check its enum against them.
    let names: Vec<String> = sudoku_engine::Status::ALL
        .iter()
        .map(|s| format!("{s:?}"))
        .collect();
    m.add("STATUS_NAMES", names)?;
    Ok(())
}
