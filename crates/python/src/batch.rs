//! Batch functions (solve, count, true candidates, rate, canonical forms) over buffers: NumPy arrays of cells,
//! and the buffers of Arrow string arrays.
//!
//! Every function returns one row per input record, in input order, with a status code per
//! record (the engine's [`Status`] codes); a bad record is a status, never an exception. The
//! GIL is released while the records are worked on, and the records are split over threads in
//! chunks ([`par`]).
//!
//! Two kinds of input:
//!
//! - **cells**: a C-contiguous `uint8` array of shape `(n, N²)`, 0 for a hole. The Python side
//!   makes sure of the dtype and layout (marking values that do not fit in a byte with 255,
//!   which the engine reports as [`Status::Invalid`]).
//! - **text**: the data buffer and offsets (`int32` or `int64`) of an Arrow `string` or
//!   `large_string` array, with its validity bitmap and bit offset. Record `i` is
//!   `data[offsets[i]..offsets[i + 1]]`, read as the `sudoku` command reads a record: a
//!   variant puzzle (a link, our JSON form, f-puzzles JSON, an ISS string) when it is one,
//!   else one puzzle in any classic format ([`format::parse_bytes`]); a null, a bad offset or
//!   an unreadable record is [`Status::Invalid`]. Solve, count and true candidates take both
//!   kinds in one batch; rating and canonical forms take classic puzzles only (a variant
//!   record is [`Status::Invalid`] there).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use numpy::{
    PyArray1, PyArray2, PyArray3, PyArrayMethods, PyReadonlyArray1, PyReadonlyArray2,
    PyUntypedArrayMethods,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_engine::canon;
use sudoku_engine::canon::Canonicalizer;
use sudoku_engine::format::{self, Format};
use sudoku_engine::logic::{self, Level, LogicError, Technique};
use sudoku_engine::variant::TrueCandidates;
use sudoku_engine::{Budget, Grid, Mode, ParseError, Shape, SolveError, Solver, Status};

use crate::par::{self, CHUNK};
use crate::puzzle::{count_status, status_of, Failure, Puzzle};
use crate::single::{budget_of, candidates_of, duration_of, limit_of, mode_of, solver_of};

/// Adds this file's functions to the module, and the name tables the codes index.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve_cells, m)?)?;
    m.add_function(wrap_pyfunction!(count_cells, m)?)?;
    m.add_function(wrap_pyfunction!(rate_cells, m)?)?;
    m.add_function(wrap_pyfunction!(solve_text, m)?)?;
    m.add_function(wrap_pyfunction!(count_text, m)?)?;
    m.add_function(wrap_pyfunction!(rate_text, m)?)?;
    m.add_function(wrap_pyfunction!(canonical_cells, m)?)?;
    m.add_function(wrap_pyfunction!(canonical_text, m)?)?;
    m.add_function(wrap_pyfunction!(candidates_cells, m)?)?;
    m.add_function(wrap_pyfunction!(candidates_text, m)?)?;
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    m.add("LEVEL_NAMES", levels)?;
    let techniques: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
    m.add("TECHNIQUE_NAMES", techniques)?;
    m.add("NO_LEVEL", NO_LEVEL)?;
    m.add("NO_TECHNIQUE", NO_TECHNIQUE)?;
    Ok(())
}

/// The level code of a record without a rating.
const NO_LEVEL: u8 = u8::MAX;
/// The technique code of a record without a rating, or whose rating took no step.
const NO_TECHNIQUE: u16 = u16::MAX;

/// Solutions of a cells batch and the status codes.
type Solved<'py> = (Bound<'py, PyArray2<u8>>, Bound<'py, PyArray1<u8>>);
/// Solution counts and the status codes.
type Counted<'py> = (Bound<'py, PyArray1<u64>>, Bound<'py, PyArray1<u8>>);
/// Solutions of a text batch as Arrow-style data and offsets, and the status codes.
type SolvedText<'py> = (
    Bound<'py, PyArray1<u8>>,
    Bound<'py, PyArray1<i64>>,
    Bound<'py, PyArray1<u8>>,
);

/// The records of a cells array: its slice and shape.
fn cells_of<'a>(puzzles: &'a PyReadonlyArray2<'_, u8>) -> PyResult<(&'a [u8], Shape, usize)> {
    let &[rows, cols] = puzzles.shape() else {
        return Err(PyValueError::new_err("expected a two-dimensional array"));
    };
    let shape = Shape::for_cell_count(cols).ok_or_else(|| {
        PyValueError::new_err(format!(
            "rows of {cols} cells are not N×N puzzles for any grid size N with boxes"
        ))
    })?;
    let data = puzzles
        .as_slice()
        .map_err(|e| PyValueError::new_err(format!("the puzzle array must be contiguous: {e}")))?;
    Ok((data, shape, rows))
}

fn codes(status: &[Status]) -> Vec<u8> {
    status.iter().map(|s| s.code()).collect()
}

/// Solves every row of a `(n, N²)` cells array, each within `timeout` seconds if given:
/// `(solutions, status)`, a zero row for every record without a solution.
#[pyfunction]
#[pyo3(signature = (puzzles, mode, threads, timeout = None))]
fn solve_cells<'py>(
    py: Python<'py>,
    puzzles: PyReadonlyArray2<'py, u8>,
    mode: String,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<Solved<'py>> {
    let solver = solver_of(&mode)?;
    let timeout = duration_of(timeout)?;
    let (data, shape, rows) = cells_of(&puzzles)?;
    let record = shape.cell_count();
    let mut solutions = vec![0u8; data.len()];
    let mut status = vec![Status::NoSolution; rows];
    let result = py.detach(|| {
        let errors = std::sync::Mutex::new(None);
        let chunks = data
            .chunks(CHUNK * record)
            .zip(solutions.chunks_mut(CHUNK * record))
            .zip(status.chunks_mut(CHUNK));
        par::run(chunks, par::thread_count(threads), |((p, out), st)| {
            let solved = match timeout {
                None => solver
                    .solve_batch(shape, p, out, st)
                    .map_err(SolveError::from),
                Some(t) => each_within(shape, t, p, out, st, |b, cells, row, s| {
                    solver.within(b).solve_batch(shape, cells, row, s)
                }),
            };
            if let Err(e) = solved {
                if let Ok(mut slot) = errors.lock() {
                    *slot = Some(e);
                }
            }
        });
        errors.into_inner().ok().flatten()
    });
    // Chunks are cut at record boundaries, so the engine's length checks cannot fail; if one
    // ever did, saying so beats returning rows that were never solved.
    if let Some(e) = result {
        return Err(PyValueError::new_err(e.to_string()));
    }
    let solutions = PyArray1::from_vec(py, solutions).reshape([rows, record])?;
    Ok((solutions, PyArray1::from_vec(py, codes(&status))))
}

/// Runs `work` on each record of a chunk of a cells batch alone, with a budget of `timeout`
/// from the start of that record: `work(budget, cells, output, status)` gets the record's N²
/// cells and its slices of the outputs (`per` values of `out` per record). A record whose time
/// runs out is [`Status::Interrupted`] (the engine writes it) and the next one starts afresh.
///
/// # Errors
///
/// The engine's length errors (chunks are cut at record boundaries: they cannot happen).
fn each_within<T>(
    shape: Shape,
    timeout: Duration,
    puzzles: &[u8],
    out: &mut [T],
    status: &mut [Status],
    work: impl Fn(&Budget, &[u8], &mut [T], &mut [Status]) -> Result<(), SolveError>,
) -> Result<(), SolveError> {
    let record = shape.cell_count();
    let per = out.len() / status.len().max(1);
    for ((cells, o), s) in puzzles
        .chunks_exact(record)
        .zip(out.chunks_exact_mut(per.max(1)))
        .zip(status.chunks_exact_mut(1))
    {
        let budget = Budget::unlimited().with_timeout(timeout);
        match work(&budget, cells, o, s) {
            Ok(()) | Err(SolveError::Interrupted(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Counts the solutions of every row of a cells array up to `limit`, each within `timeout`
/// seconds if given: `(counts, status)`.
#[pyfunction]
#[pyo3(signature = (puzzles, limit, threads, timeout = None))]
fn count_cells<'py>(
    py: Python<'py>,
    puzzles: PyReadonlyArray2<'py, u8>,
    limit: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<Counted<'py>> {
    let limit = limit_of(limit)?;
    let timeout = duration_of(timeout)?;
    let (data, shape, rows) = cells_of(&puzzles)?;
    let record = shape.cell_count();
    let mut counts = vec![0u64; rows];
    let mut status = vec![Status::NoSolution; rows];
    let solver = Solver::new();
    let result = py.detach(|| {
        let errors = std::sync::Mutex::new(None);
        let chunks = data
            .chunks(CHUNK * record)
            .zip(counts.chunks_mut(CHUNK))
            .zip(status.chunks_mut(CHUNK));
        par::run(chunks, par::thread_count(threads), |((p, c), st)| {
            let counted = match timeout {
                None => solver
                    .count_batch(shape, p, limit, c, st)
                    .map_err(SolveError::from),
                Some(t) => each_within(shape, t, p, c, st, |b, cells, count, s| {
                    solver.within(b).count_batch(shape, cells, limit, count, s)
                }),
            };
            if let Err(e) = counted {
                if let Ok(mut slot) = errors.lock() {
                    *slot = Some(e);
                }
            }
        });
        errors.into_inner().ok().flatten()
    });
    if let Some(e) = result {
        return Err(PyValueError::new_err(e.to_string()));
    }
    Ok((
        PyArray1::from_vec(py, counts),
        PyArray1::from_vec(py, codes(&status)),
    ))
}

/// One record's rating in columns: level code, score, SE, hardest technique code, steps.
#[derive(Clone, Copy)]
struct RatingRow {
    level: u8,
    score: u32,
    se: f32,
    hardest: u16,
    steps: u32,
    /// The guesses the solver makes proving the solution unique (its search statistics, as
    /// `sudoku bench` counts them).
    guesses: u64,
    status: Status,
}

impl RatingRow {
    const NONE: RatingRow = RatingRow {
        level: NO_LEVEL,
        score: 0,
        se: 0.0,
        hardest: NO_TECHNIQUE,
        steps: 0,
        guesses: 0,
        status: Status::Invalid,
    };

    /// Rates one grid, within `timeout` if given.
    fn of(grid: &Grid, timeout: Option<Duration>) -> RatingRow {
        let budget = budget_of(timeout);
        match candidates_of(grid).and_then(|g| logic::rate_within(&g, &budget)) {
            Ok(r) => RatingRow {
                level: Level::ALL
                    .iter()
                    .position(|&l| l == r.level)
                    .map_or(NO_LEVEL, |i| i as u8),
                score: r.score,
                se: r.se_rounded() as f32,
                hardest: r
                    .hardest
                    .and_then(|h| Technique::ALL.iter().position(|&t| t == h))
                    .map_or(NO_TECHNIQUE, |i| i as u16),
                steps: u32::try_from(r.steps).unwrap_or(u32::MAX),
                // A unique-mode search beside the rating: microseconds against the rating's
                // milliseconds.
                guesses: Solver::new().solve_with_stats(grid).1.guesses,
                status: if r.solved {
                    Status::Unique
                } else {
                    Status::NoSolution
                },
            },
            Err(e) => RatingRow {
                status: match e {
                    LogicError::Conflict(_) => Status::Conflict,
                    LogicError::NoSolution => Status::NoSolution,
                    LogicError::NotUnique => Status::Multiple,
                    LogicError::Interrupted(_) => Status::Interrupted,
                    _ => Status::Invalid,
                },
                ..RatingRow::NONE
            },
        }
    }
}

/// The rating columns as NumPy arrays: `(level, score, se, hardest, steps, guesses, status)`.
type RatingColumns<'py> = (
    Bound<'py, PyArray1<u8>>,
    Bound<'py, PyArray1<u32>>,
    Bound<'py, PyArray1<f32>>,
    Bound<'py, PyArray1<u16>>,
    Bound<'py, PyArray1<u32>>,
    Bound<'py, PyArray1<u64>>,
    Bound<'py, PyArray1<u8>>,
);

fn rating_columns<'py>(py: Python<'py>, rows: &[RatingRow]) -> RatingColumns<'py> {
    fn col<'py, T: numpy::Element>(
        py: Python<'py>,
        rows: &[RatingRow],
        f: impl Fn(&RatingRow) -> T,
    ) -> Bound<'py, PyArray1<T>> {
        PyArray1::from_vec(py, rows.iter().map(f).collect())
    }
    (
        col(py, rows, |r| r.level),
        col(py, rows, |r| r.score),
        col(py, rows, |r| r.se),
        col(py, rows, |r| r.hardest),
        col(py, rows, |r| r.steps),
        col(py, rows, |r| r.guesses),
        col(py, rows, |r| r.status.code()),
    )
}

/// Rates every row of a cells array, each within `timeout` seconds if given.
#[pyfunction]
#[pyo3(signature = (puzzles, threads, timeout))]
fn rate_cells<'py>(
    py: Python<'py>,
    puzzles: PyReadonlyArray2<'py, u8>,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<RatingColumns<'py>> {
    let timeout = duration_of(timeout)?;
    let (data, shape, rows) = cells_of(&puzzles)?;
    let record = shape.cell_count();
    let mut out = vec![RatingRow::NONE; rows];
    py.detach(|| {
        // Rating takes milliseconds per puzzle: small chunks balance the load better.
        let chunks = data.chunks(16 * record).zip(out.chunks_mut(16));
        par::run(chunks, par::thread_count(threads), |(p, o)| {
            for (cells, row) in p.chunks_exact(record).zip(o) {
                *row = match Grid::from_values(shape, cells) {
                    Ok(grid) => RatingRow::of(&grid, timeout),
                    Err(_) => RatingRow::NONE,
                };
            }
        });
    });
    Ok(rating_columns(py, &out))
}

/// Arrow offsets, 32 or 64 bits.
#[derive(FromPyObject)]
enum OffsetsArg<'py> {
    Narrow(PyReadonlyArray1<'py, i32>),
    Wide(PyReadonlyArray1<'py, i64>),
}

#[derive(Clone, Copy)]
enum Offsets<'a> {
    Narrow(&'a [i32]),
    Wide(&'a [i64]),
}

impl Offsets<'_> {
    fn len(self) -> usize {
        match self {
            Offsets::Narrow(o) => o.len(),
            Offsets::Wide(o) => o.len(),
        }
    }

    fn get(self, i: usize) -> Option<usize> {
        match self {
            Offsets::Narrow(o) => o.get(i).and_then(|&v| usize::try_from(v).ok()),
            Offsets::Wide(o) => o.get(i).and_then(|&v| usize::try_from(v).ok()),
        }
    }
}

/// The records of an Arrow string array.
#[derive(Clone, Copy)]
struct Text<'a> {
    data: &'a [u8],
    offsets: Offsets<'a>,
    /// The validity bitmap and the bit of record 0 (Arrow's `offset`), when there are nulls.
    validity: Option<(&'a [u8], usize)>,
}

impl Text<'_> {
    fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// Record `i` as a puzzle (classic or variant), or the status of a record that is not
    /// one.
    fn puzzle(&self, i: usize) -> Result<Puzzle, Status> {
        if let Some((bits, first)) = self.validity {
            let bit = first + i;
            let valid = bits.get(bit / 8).is_some_and(|b| b >> (bit % 8) & 1 == 1);
            if !valid {
                return Err(Status::Invalid);
            }
        }
        let (Some(start), Some(end)) = (self.offsets.get(i), self.offsets.get(i + 1)) else {
            return Err(Status::Invalid);
        };
        let bytes = self.data.get(start..end).ok_or(Status::Invalid)?;
        Puzzle::read_bytes(bytes, parse_record).map_err(|_| Status::Invalid)
    }
}

/// Reads one record as [`format::parse_bytes`] does, faster for the common case.
///
/// A record whose first byte is ASCII, not white space and not `#` starts with its first line
/// of data, and when that line holds no `|`, `parse_bytes` detects the line format exactly
/// when the line starts with a run of symbols of a valid cell count, which is when the line
/// parser succeeds on it. So the line parser is tried first, and `parse_bytes` reads whatever
/// it refuses. This skips the format detection and the copy `parse_bytes` makes of every
/// record, which took a third of the time of a batch of easy puzzles (measured with `perf` on
/// `bench/bench_batch.py`'s Arrow strings).
fn parse_record(bytes: &[u8]) -> Result<Grid, ParseError> {
    let starts_with_data = bytes
        .first()
        .is_some_and(|&b| b.is_ascii() && !b.is_ascii_whitespace() && b != b'#');
    if starts_with_data
        && !bytes
            .iter()
            .take_while(|&&b| b != b'\n')
            .any(|&b| b == b'|')
    {
        if let Ok(grid) = format::parse_record_bytes(bytes, Format::Line, 1) {
            return Ok(grid);
        }
    }
    format::parse_bytes(bytes)
}

/// Borrows the buffers of an Arrow string array as a [`Text`] and runs `f` on it.
fn with_text<'py, R>(
    data: &PyReadonlyArray1<'py, u8>,
    offsets: &OffsetsArg<'py>,
    validity: &Option<(PyReadonlyArray1<'py, u8>, usize)>,
    f: impl FnOnce(Text<'_>) -> R,
) -> PyResult<R> {
    let slice_error = |e: numpy::AsSliceError| {
        PyValueError::new_err(format!("the Arrow buffers must be contiguous: {e}"))
    };
    let offsets = match offsets {
        OffsetsArg::Narrow(o) => Offsets::Narrow(o.as_slice().map_err(slice_error)?),
        OffsetsArg::Wide(o) => Offsets::Wide(o.as_slice().map_err(slice_error)?),
    };
    let validity = match validity {
        Some((bits, first)) => Some((bits.as_slice().map_err(slice_error)?, *first)),
        None => None,
    };
    Ok(f(Text {
        data: data.as_slice().map_err(slice_error)?,
        offsets,
        validity,
    }))
}

/// Runs `work(first_record, records, status)` on chunks of a text batch of `n` records,
/// handing each chunk its slice of `status` and its own output slot.
fn text_chunks<T: Send + Default + Clone>(
    n: usize,
    chunk: usize,
    threads: usize,
    status: &mut [Status],
    work: impl Fn(usize, &mut [Status], &mut T) + Sync,
) -> Vec<T> {
    let mut outputs = vec![T::default(); n.div_ceil(chunk)];
    let chunks = status.chunks_mut(chunk).zip(outputs.iter_mut()).enumerate();
    par::run(chunks, par::thread_count(threads), |(k, (st, out))| {
        work(k * chunk, st, out)
    });
    outputs
}

/// Runs `work` on every record of a text batch, `chunk` records to a work item: `work` gets
/// the record's puzzle (or the status of a record that is not one) and gives its output and
/// status. The outputs and status codes, in input order.
fn map_records<T: Send + Clone>(
    text: Text<'_>,
    chunk: usize,
    threads: usize,
    work: impl Fn(Result<Puzzle, Status>) -> (T, Status) + Sync,
) -> (Vec<T>, Vec<u8>) {
    let n = text.len();
    let mut status = vec![Status::Invalid; n];
    let parts = text_chunks::<Vec<T>>(n, chunk, threads, &mut status, |first, st, out| {
        for (j, s) in st.iter_mut().enumerate() {
            let (value, found) = work(text.puzzle(first + j));
            *s = found;
            out.push(value);
        }
    });
    (parts.concat(), codes(&status))
}

/// Solves every record of an Arrow string array, classic or variant, each within `timeout`
/// seconds if given: `(data, offsets, status)` of the solutions in the line format (an empty
/// string where there is none).
#[pyfunction]
#[pyo3(signature = (data, offsets, validity, mode, threads, timeout = None))]
fn solve_text<'py>(
    py: Python<'py>,
    data: PyReadonlyArray1<'py, u8>,
    offsets: OffsetsArg<'py>,
    validity: Option<(PyReadonlyArray1<'py, u8>, usize)>,
    mode: String,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<SolvedText<'py>> {
    let mode = mode_of(&mode)?;
    let timeout = duration_of(timeout)?;
    let solver = Solver::new().mode(mode);
    let (out_data, out_offsets, status) = with_text(&data, &offsets, &validity, |text| {
        py.detach(|| {
            grid_outputs(text, threads, b'.', |puzzle, out| match (puzzle, timeout) {
                // The classic path as it always was: no clock to read.
                (Puzzle::Classic(grid), None) => solver
                    .solve_into(grid.shape(), grid.values(), out)
                    .unwrap_or(Status::Invalid),
                _ => solve_one(puzzle, mode, timeout, out),
            })
        })
    })?;
    Ok((
        PyArray1::from_vec(py, out_data),
        PyArray1::from_vec(py, out_offsets),
        PyArray1::from_vec(py, status),
    ))
}

/// Solves one puzzle in `mode` within `timeout`, writing the solution's values into `out`
/// (N² cells); its status.
fn solve_one(puzzle: &Puzzle, mode: Mode, timeout: Option<Duration>, out: &mut [u8]) -> Status {
    match puzzle.solve(mode, &budget_of(timeout)) {
        Ok(outcome) => {
            if let Some(s) = outcome.solution() {
                out.copy_from_slice(s.values());
            }
            status_of(&outcome)
        }
        Err(_) => Status::Interrupted,
    }
}

/// Runs `write` on every readable record of a text batch and returns the outputs in the line
/// format as Arrow data and offsets, with the status codes.
///
/// Holes are written as `hole`. `write` gets a record's puzzle (classic or variant) and an output row of its N² cells, writes cell values into it
/// and returns the record's status; the row is kept when the status has a result
/// ([`Status::has_solution`]), else the record's output is empty (the Python side makes it a
/// null).
///
/// When every readable record has the size of the first one (the usual data set), each output
/// row is written in place at a fixed stride of N² bytes into one buffer: a record without a
/// result keeps its zero row, which its null hides. That writes the output once; gathering
/// variable-length parts and joining them touched twice the memory, and the kernel's clearing
/// of fresh pages was a fifth of the time. A batch of mixed sizes is done again the general
/// way.
fn grid_outputs<W>(
    text: Text<'_>,
    threads: usize,
    hole: u8,
    write: W,
) -> (Vec<u8>, Vec<i64>, Vec<u8>)
where
    W: Fn(&Puzzle, &mut [u8]) -> Status + Sync,
{
    let n = text.len();
    let mut status = vec![Status::Invalid; n];
    let threads = par::thread_count(threads);
    let stride = (0..n)
        .find_map(|i| text.puzzle(i).ok())
        .map_or(0, |p| p.givens().values().len());
    if stride > 0 {
        let mut out = vec![0u8; n * stride];
        let mixed = AtomicBool::new(false);
        let chunks = out
            .chunks_mut(CHUNK * stride)
            .zip(status.chunks_mut(CHUNK))
            .enumerate();
        par::run(chunks, threads, |(k, (rows, st))| {
            for (j, (row, s)) in rows.chunks_exact_mut(stride).zip(st).enumerate() {
                *s = match text.puzzle(k * CHUNK + j) {
                    Ok(puzzle) if puzzle.givens().values().len() == stride => {
                        let found = write(&puzzle, row);
                        if found.has_solution() {
                            row.iter_mut().for_each(|v| *v = hole_or_symbol(*v, hole));
                        } else {
                            row.fill(0);
                        }
                        found
                    }
                    Ok(_) => {
                        mixed.store(true, Ordering::Relaxed);
                        Status::Invalid
                    }
                    Err(e) => e,
                };
            }
        });
        if !mixed.load(Ordering::Relaxed) {
            let offsets = (0..=n).map(|i| (i * stride) as i64).collect();
            return (out, offsets, codes(&status));
        }
    }
    // Each chunk writes its outputs back to back, and their lengths.
    let parts = text_chunks::<(Vec<u8>, Vec<usize>)>(
        n,
        CHUNK,
        threads,
        &mut status,
        |first, st, (bytes, lens)| {
            let mut row = Vec::new();
            for (j, s) in st.iter_mut().enumerate() {
                let before = bytes.len();
                *s = match text.puzzle(first + j) {
                    Ok(puzzle) => {
                        row.clear();
                        row.resize(puzzle.givens().values().len(), 0);
                        let found = write(&puzzle, &mut row);
                        if found.has_solution() {
                            bytes.extend(row.iter().map(|&v| hole_or_symbol(v, hole)));
                        }
                        found
                    }
                    Err(e) => e,
                };
                lens.push(bytes.len() - before);
            }
        },
    );
    let (out, offsets) = join_parts(n, parts);
    (out, offsets, codes(&status))
}

/// The line-format symbol of a cell value, `hole` for a hole.
fn hole_or_symbol(v: u8, hole: u8) -> u8 {
    sudoku_engine::Digit::new(v).map_or(hole, |d| d.to_char() as u8)
}

/// The per-chunk outputs of a text batch joined into one data buffer and `n + 1` offsets.
fn join_parts(n: usize, parts: Vec<(Vec<u8>, Vec<usize>)>) -> (Vec<u8>, Vec<i64>) {
    let mut out = Vec::with_capacity(parts.iter().map(|p| p.0.len()).sum());
    let mut offsets = Vec::with_capacity(n + 1);
    let mut end = 0i64;
    offsets.push(end);
    for (bytes, lens) in parts {
        out.extend_from_slice(&bytes);
        for len in lens {
            end += len as i64;
            offsets.push(end);
        }
    }
    (out, offsets)
}

/// Counts the solutions of every record of an Arrow string array, classic or variant, each
/// within `timeout` seconds if given: `(counts, status)`.
#[pyfunction]
#[pyo3(signature = (data, offsets, validity, limit, threads, timeout = None))]
fn count_text<'py>(
    py: Python<'py>,
    data: PyReadonlyArray1<'py, u8>,
    offsets: OffsetsArg<'py>,
    validity: Option<(PyReadonlyArray1<'py, u8>, usize)>,
    limit: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<Counted<'py>> {
    let limit = limit_of(limit)?;
    let timeout = duration_of(timeout)?;
    let solver = Solver::new();
    let (counts, status) = with_text(&data, &offsets, &validity, |text| {
        py.detach(|| {
            map_records(text, CHUNK, threads, |puzzle| match (puzzle, timeout) {
                // The classic path as it always was: no clock to read.
                (Ok(Puzzle::Classic(grid)), None) => {
                    let (mut count, mut one) = ([0u64], [Status::Invalid]);
                    let counted = solver.count_batch(
                        grid.shape(),
                        grid.values(),
                        limit,
                        &mut count,
                        &mut one,
                    );
                    (
                        count[0],
                        if counted.is_ok() {
                            one[0]
                        } else {
                            Status::Invalid
                        },
                    )
                }
                (Ok(puzzle), _) => count_one(&puzzle, limit, timeout),
                (Err(e), _) => (0, e),
            })
        })
    })?;
    Ok((
        PyArray1::from_vec(py, counts),
        PyArray1::from_vec(py, status),
    ))
}

/// Counts the solutions of one puzzle up to `limit` within `timeout`: the count and the
/// status (0 and [`Status::Interrupted`] when the time ran out).
fn count_one(puzzle: &Puzzle, limit: u64, timeout: Option<Duration>) -> (u64, Status) {
    match puzzle.count(limit, &budget_of(timeout)) {
        Ok(c) => (c.count, count_status(puzzle, &c, limit)),
        Err(_) => (0, Status::Interrupted),
    }
}

/// Rates every record of an Arrow string array, each within `timeout` seconds if given.
#[pyfunction]
#[pyo3(signature = (data, offsets, validity, threads, timeout))]
fn rate_text<'py>(
    py: Python<'py>,
    data: PyReadonlyArray1<'py, u8>,
    offsets: OffsetsArg<'py>,
    validity: Option<(PyReadonlyArray1<'py, u8>, usize)>,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<RatingColumns<'py>> {
    let timeout = duration_of(timeout)?;
    let (rows, _) = with_text(&data, &offsets, &validity, |text| {
        py.detach(|| {
            map_records(text, 16, threads, |puzzle| {
                // Ratings are of classic puzzles: a variant one is invalid here.
                let row = match puzzle.and_then(|p| p.into_classic().ok_or(Status::Invalid)) {
                    Ok(grid) => RatingRow::of(&grid, timeout),
                    Err(s) => RatingRow {
                        status: s,
                        ..RatingRow::NONE
                    },
                };
                (row, row.status)
            })
        })
    })?;
    Ok(rating_columns(py, &rows))
}

/// The minlex forms of every row of a cells array: `(forms, status)`, [`Status::Found`] for a
/// form written and [`Status::Invalid`] (a zero row) for a row that is not a 9×9 grid.
#[pyfunction]
#[pyo3(signature = (puzzles, threads))]
fn canonical_cells<'py>(
    py: Python<'py>,
    puzzles: PyReadonlyArray2<'py, u8>,
    threads: usize,
) -> PyResult<Solved<'py>> {
    let (data, shape, rows) = cells_of(&puzzles)?;
    let record = shape.cell_count();
    let mut forms = vec![0u8; data.len()];
    let mut status = vec![Status::Invalid; rows];
    py.detach(|| {
        let chunks = data
            .chunks(CHUNK * record)
            .zip(forms.chunks_mut(CHUNK * record))
            .zip(status.chunks_mut(CHUNK));
        par::run(chunks, par::thread_count(threads), |((p, out), st)| {
            // One search scratch per chunk: the search allocates nothing once it has grown.
            let mut canon = Canonicalizer::new();
            for ((cells, form), s) in p
                .chunks_exact(record)
                .zip(out.chunks_exact_mut(record))
                .zip(st)
            {
                let found = Grid::from_values(shape, cells)
                    .ok()
                    .and_then(|grid| canon.form(&grid).ok());
                if let Some(f) = found {
                    form.copy_from_slice(&f);
                    *s = Status::Found;
                }
            }
        });
    });
    let forms = PyArray1::from_vec(py, forms).reshape([rows, record])?;
    Ok((forms, PyArray1::from_vec(py, codes(&status))))
}

/// The minlex forms of every record of an Arrow string array: `(data, offsets, status)` of
/// the forms in the line format (an empty string for a record that is not a 9×9 puzzle).
#[pyfunction]
#[pyo3(signature = (data, offsets, validity, threads))]
fn canonical_text<'py>(
    py: Python<'py>,
    data: PyReadonlyArray1<'py, u8>,
    offsets: OffsetsArg<'py>,
    validity: Option<(PyReadonlyArray1<'py, u8>, usize)>,
    threads: usize,
) -> PyResult<SolvedText<'py>> {
    let (out_data, out_offsets, status) = with_text(&data, &offsets, &validity, |text| {
        py.detach(|| {
            // Canonical forms are written with `0` for holes, as `sudoku canon` prints them (the minlex
            // order is over that string).
            grid_outputs(text, threads, b'0', |puzzle, out| {
                match puzzle.classic().map(canon::canonical) {
                    Some(Ok(form)) => {
                        out.copy_from_slice(form.values());
                        Status::Found
                    }
                    _ => Status::Invalid,
                }
            })
        })
    })?;
    Ok((
        PyArray1::from_vec(py, out_data),
        PyArray1::from_vec(py, out_offsets),
        PyArray1::from_vec(py, status),
    ))
}

/// The true candidates of one puzzle, counted up to `cap`, within `timeout`: the candidates
/// (when it has a solution) and the record's status: [`Status::Unique`] when every cell has
/// one candidate (the puzzle has one solution), [`Status::Multiple`] when some cell has more,
/// and as for a solve otherwise.
fn candidates_one(
    puzzle: &Puzzle,
    cap: u64,
    timeout: Option<Duration>,
) -> (Option<TrueCandidates>, Status) {
    match puzzle.candidates(cap, &budget_of(timeout)) {
        Ok(tc) if tc.is_empty() => (None, puzzle.no_solution_status()),
        Ok(tc) => {
            let n = tc.size();
            let unique = (0..n * n).all(|c| tc.mask(c).count_ones() == 1);
            let status = if unique {
                Status::Unique
            } else {
                Status::Multiple
            };
            (Some(tc), status)
        }
        Err(Failure::Interrupted(_)) => (None, Status::Interrupted),
        Err(Failure::Refused(_)) => (None, Status::Invalid),
    }
}

/// Checks a cap: at least 1.
fn cap_of(cap: u64) -> PyResult<u64> {
    if cap == 0 {
        return Err(PyValueError::new_err("cap must be at least 1"));
    }
    Ok(cap)
}

/// Candidates as a boolean `(n, N², N)` array (digit `d` possible in cell `c` of record `i` at
/// `[i, c, d - 1]`), the solutions counted per candidate as a `uint64` array of the same
/// shape when the cap is above 1, and the status codes.
type CandidateArrays<'py> = (
    Bound<'py, PyArray3<bool>>,
    Option<Bound<'py, PyArray3<u64>>>,
    Bound<'py, PyArray1<u8>>,
);

/// The true candidates of every row of a cells array, counted up to `cap`, each within
/// `timeout` seconds if given: see [`CandidateArrays`]; a record without candidates has an
/// all-false row.
#[pyfunction]
#[pyo3(signature = (puzzles, cap, threads, timeout = None))]
fn candidates_cells<'py>(
    py: Python<'py>,
    puzzles: PyReadonlyArray2<'py, u8>,
    cap: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<CandidateArrays<'py>> {
    let cap = cap_of(cap)?;
    let timeout = duration_of(timeout)?;
    let (data, shape, rows) = cells_of(&puzzles)?;
    let (record, n) = (shape.cell_count(), shape.size());
    let mut counts = vec![0u64; rows * record * n];
    let mut status = vec![Status::Invalid; rows];
    py.detach(|| {
        // A record takes from microseconds to seconds: one at a time balances the threads.
        let chunks = data
            .chunks(record)
            .zip(counts.chunks_mut(record * n))
            .zip(status.iter_mut());
        par::run(chunks, par::thread_count(threads), |((cells, out), s)| {
            let Ok(grid) = Grid::from_values(shape, cells) else {
                return;
            };
            let (found, st) = candidates_one(&Puzzle::Classic(grid), cap, timeout);
            *s = st;
            if let Some(tc) = found {
                for (k, v) in out.iter_mut().enumerate() {
                    *v = tc.count(k / n, k % n + 1);
                }
            }
        });
    });
    let possible: Vec<bool> = counts.iter().map(|&c| c > 0).collect();
    let possible = PyArray1::from_vec(py, possible).reshape([rows, record, n])?;
    let counts = if cap > 1 {
        Some(PyArray1::from_vec(py, counts).reshape([rows, record, n])?)
    } else {
        None
    };
    Ok((possible, counts, PyArray1::from_vec(py, codes(&status))))
}

/// One record's candidates: the rows of the grid, each a list of one string of symbols per
/// cell (the engine's JSON form), and the counts (rows of cells of N numbers) when the cap is
/// above 1.
type CandidateRows = (Vec<Vec<String>>, Option<Vec<Vec<Vec<u64>>>>);

/// Each record's [`CandidateRows`] (None where there are none), and the status codes.
type CandidateLists<'py> = (Vec<Option<CandidateRows>>, Bound<'py, PyArray1<u8>>);

/// The true candidates of every record of an Arrow string array, classic or variant, counted
/// up to `cap`, each within `timeout` seconds if given: `(rows, status)`, `rows` holding for
/// each record its [`CandidateRows`] or None.
#[pyfunction]
#[pyo3(signature = (data, offsets, validity, cap, threads, timeout = None))]
fn candidates_text<'py>(
    py: Python<'py>,
    data: PyReadonlyArray1<'py, u8>,
    offsets: OffsetsArg<'py>,
    validity: Option<(PyReadonlyArray1<'py, u8>, usize)>,
    cap: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<CandidateLists<'py>> {
    let cap = cap_of(cap)?;
    let timeout = duration_of(timeout)?;
    let (found, status) = with_text(&data, &offsets, &validity, |text| {
        // A record takes from microseconds to seconds: one at a time balances the threads.
        py.detach(|| {
            map_records(text, 1, threads, |puzzle| match puzzle {
                Ok(puzzle) => {
                    let (found, s) = candidates_one(&puzzle, cap, timeout);
                    (found.map(|tc| candidate_rows(&tc)), s)
                }
                Err(e) => (None, e),
            })
        })
    })?;
    Ok((found, PyArray1::from_vec(py, status)))
}

/// The rows of candidates (and counts above a cap of 1) of one puzzle.
fn candidate_rows(tc: &TrueCandidates) -> CandidateRows {
    let n = tc.size();
    let rows = (0..n)
        .map(|r| (0..n).map(|c| tc.symbols(r * n + c)).collect())
        .collect();
    let counts = (tc.cap() > 1).then(|| {
        (0..n)
            .map(|r| {
                (0..n)
                    .map(|c| (1..=n).map(|d| tc.count(r * n + c, d)).collect())
                    .collect()
            })
            .collect()
    });
    (rows, counts)
}
