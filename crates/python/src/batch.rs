//! The batch jobs (solve, count, true candidates, rate, canonical forms), each written once
//! over the records of a batch ([`Records`]: a NumPy array of cells or the buffers of an Arrow
//! string array).
//!
//! Every function returns one row per input record, in input order, with a status code per
//! record (the engine's [`Status`] codes); a bad record is a status, never an exception. The
//! GIL is released while the records are worked on, and the records are split over threads in
//! chunks (the engine's [`par`]).
//!
//! What a job gives back follows its source where a puzzle's answer is a grid: the rows of a
//! cells array as a `(n, N²)` array of cell values (a zero row where there is none), text as
//! Arrow-style data and offsets of strings in the line format (an empty string where there is
//! none: the Python side makes it a null), see [`GridOutputs`]; true candidates likewise
//! ([`CandidatesOut`]). Counts and ratings are columns either way. Solve, count and true
//! candidates take classic and variant puzzles in one batch; rating and canonical forms take
//! classic puzzles only (a variant record is [`Status::Invalid`] there).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_engine::canon;
use sudoku_engine::logic::{Level, LogicError, Technique};
use sudoku_engine::par::{self, CHUNK};
use sudoku_engine::variant::TrueCandidates;
use sudoku_engine::{Budget, Mode, Shape, SolveError, Solver, Status};

use crate::puzzle::{count_status, status_of, Failure, Puzzle};
use crate::records::{Record, Records, Source};
use crate::single::{budget_of, duration_of, limit_of, mode_of};

/// Adds this file's functions to the module, and the name tables the codes index.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve_records, m)?)?;
    m.add_function(wrap_pyfunction!(count_records, m)?)?;
    m.add_function(wrap_pyfunction!(rate_records, m)?)?;
    m.add_function(wrap_pyfunction!(canonical_records, m)?)?;
    m.add_function(wrap_pyfunction!(candidates_records, m)?)?;
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

/// Records per chunk of a rating: it takes milliseconds per puzzle, so small chunks balance
/// the load better.
const RATE_CHUNK: usize = 16;

/// Grids (solutions, forms) of a batch as [`GridOutputs`] gives them to Python, and the
/// status codes.
type Grids<'py> = (Bound<'py, PyAny>, Bound<'py, PyArray1<u8>>);
/// Solution counts and the status codes.
type Counted<'py> = (Bound<'py, PyArray1<u64>>, Bound<'py, PyArray1<u8>>);

fn codes(status: &[Status]) -> Vec<u8> {
    status.iter().map(|s| s.code()).collect()
}

/// A job's engine call on a run of rows of a cells array, when it has one:
/// `run(shape, cells, outputs, status)` gives every row what the job's work on one record
/// would give it, in one call (the 9×9 fast path, with nothing done per record but the
/// engine's own work), and says whether it did (false sends the run record by record).
type CellsRun<'r, T> = Option<&'r (dyn Fn(Shape, &[u8], &mut [T], &mut [Status]) -> bool + Sync)>;

/// Runs `work` on every record of a batch, `chunk` records to a work item: `work` gets the
/// record (or the status of a record that is no puzzle) and gives its output and status;
/// `cells_run` does the same for a whole chunk of a cells array. The outputs and statuses,
/// in input order.
fn map_records<'a, T: Send + Default>(
    records: Records<'a>,
    chunk: usize,
    threads: usize,
    cells_run: CellsRun<'_, T>,
    work: impl Fn(Result<Record<'a>, Status>) -> (T, Status) + Sync,
) -> (Vec<T>, Vec<Status>) {
    let n = records.len();
    let mut out: Vec<T> = std::iter::repeat_with(T::default).take(n).collect();
    let mut status = vec![Status::Invalid; n];
    let chunks = out
        .chunks_mut(chunk)
        .zip(status.chunks_mut(chunk))
        .enumerate();
    par::run(chunks, par::thread_count(threads), |(k, (values, st))| {
        let run = cells_run.zip(records.cells(k * chunk, st.len()));
        if let Some((run, (shape, cells))) = run {
            if run(shape, cells, values, st) {
                return;
            }
        }
        for ((v, s), record) in values.iter_mut().zip(st).zip(records.from(k * chunk)) {
            (*v, *s) = work(record);
        }
    });
    (out, status)
}

/// Copies `values` into `row` when the lengths agree (they do: a record's answer has its
/// grid's cells); whether it did.
fn fill_row(row: &mut [u8], values: &[u8]) -> bool {
    let fits = row.len() == values.len();
    if fits {
        row.copy_from_slice(values);
    }
    fits
}

/// Solves every record, classic or variant, each within `timeout` seconds if given:
/// `(solutions, status)`, the solutions as [`GridOutputs`] (`.` for a hole in text).
#[pyfunction]
#[pyo3(signature = (records, mode, threads, timeout = None))]
fn solve_records<'py>(
    py: Python<'py>,
    records: Source<'py>,
    mode: String,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<Grids<'py>> {
    let mode = mode_of(&mode)?;
    let timeout = duration_of(timeout)?;
    let records = records.records()?;
    let solver = Solver::new().mode(mode);
    // Without a time limit, rows of cells go to the engine a chunk at a time.
    let batch = |shape, cells: &[u8], rows: &mut [u8], st: &mut [Status]| {
        solver.solve_batch(shape, cells, rows, st).is_ok()
    };
    let cells_run: CellsRun<'_, u8> = if timeout.is_none() {
        Some(&batch)
    } else {
        None
    };
    let (out, status) = py.detach(|| {
        grid_outputs(records, threads, b'.', cells_run, |record, row| {
            solve_one(&solver, mode, timeout, record, row)
        })
    });
    Ok((out.into_py(py)?, PyArray1::from_vec(py, codes(&status))))
}

/// Solves one record in `mode` (`solver`'s) within `timeout`, writing the solution's
/// values into `out` (its N² cells); its status.
///
/// A classic record goes to the engine's call on raw cells, which solves a 9×9 grid without
/// allocating and reads no clock without a time limit.
#[inline]
fn solve_one(
    solver: &Solver,
    mode: Mode,
    timeout: Option<Duration>,
    record: Record<'_>,
    out: &mut [u8],
) -> Status {
    if let Some((shape, cells)) = record.classic_cells() {
        return on_cells(timeout, |budget| match budget {
            None => Ok(solver.solve_into(shape, cells, out)?),
            Some(b) => solver.within(b).solve_into(shape, cells, out),
        })
        .unwrap_or_else(|status| status);
    }
    let puzzle = match record.into_puzzle() {
        Ok(puzzle) => puzzle,
        Err(status) => return status,
    };
    match puzzle.solve(mode, &budget_of(timeout)) {
        Ok(outcome) => match outcome.solution() {
            Some(s) if !fill_row(out, s.values()) => Status::Invalid,
            _ => status_of(&outcome),
        },
        Err(_) => Status::Interrupted,
    }
}

/// Runs an engine call on a classic record's raw cells: `call` gets the record's budget, or
/// None without a time limit (then it makes the engine's unbounded call, which reads no
/// clock). A record the call refuses gets its status: [`Status::Interrupted`] when its time
/// ran out, else [`Status::Invalid`] (a value above N).
fn on_cells<T>(
    timeout: Option<Duration>,
    call: impl FnOnce(Option<&Budget>) -> Result<T, SolveError>,
) -> Result<T, Status> {
    let budget = timeout.map(|t| budget_of(Some(t)));
    call(budget.as_ref()).map_err(|e| match e {
        SolveError::Interrupted(_) => Status::Interrupted,
        _ => Status::Invalid,
    })
}

/// A batch's grids (solutions, canonical forms) as its source wants them.
enum GridOutputs {
    /// For a cells array: one row of N² cell values per record, back to back.
    Cells {
        /// The rows.
        values: Vec<u8>,
        /// The cells of a row.
        record: usize,
    },
    /// For text: each record's grid in the line format, back to back, and where each starts
    /// (`n + 1` offsets).
    Text {
        /// The text.
        data: Vec<u8>,
        /// The offsets.
        offsets: Vec<i64>,
    },
}

impl GridOutputs {
    /// The grids as Python takes them: a `(n, N²)` `uint8` array, or a `(data, offsets)`
    /// pair of arrays.
    fn into_py(self, py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
        match self {
            GridOutputs::Cells { values, record } => {
                let rows = values.len().checked_div(record).unwrap_or(0);
                Ok(PyArray1::from_vec(py, values)
                    .reshape([rows, record])?
                    .into_any())
            }
            GridOutputs::Text { data, offsets } => Ok((
                PyArray1::from_vec(py, data),
                PyArray1::from_vec(py, offsets),
            )
                .into_pyobject(py)?
                .into_any()),
        }
    }
}

/// Runs `write` on every record of a batch and returns the outputs as [`GridOutputs`], with
/// the statuses.
///
/// `write` gets a record and an output row of its N² cells, writes cell values into it and
/// returns the record's status (`cells_run` does the same for a whole chunk of a cells
/// array); the row is kept when the status has a result
/// ([`Status::has_solution`]), else the record's output is a zero row (cells) or empty (text).
/// Text is written in the line format, holes as `hole`.
///
/// When every readable record has the size of the first one (the usual data set, and always
/// a cells array), each output row is written in place at a fixed stride of N² bytes into
/// one buffer: a text record without a result keeps its zero row, which its null hides. That
/// writes the output once; gathering variable-length parts and joining them touched twice the
/// memory, and the kernel's clearing of fresh pages was a fifth of the time. A text batch of
/// mixed sizes is done again the general way.
fn grid_outputs<'a, W>(
    records: Records<'a>,
    threads: usize,
    hole: u8,
    cells_run: CellsRun<'_, u8>,
    write: W,
) -> (GridOutputs, Vec<Status>)
where
    W: Fn(Record<'a>, &mut [u8]) -> Status + Sync,
{
    let n = records.len();
    let mut status = vec![Status::Invalid; n];
    let threads = par::thread_count(threads);
    // A cells array gives its rows back as cell values; text, in the line format.
    let text = records.shape().is_none();
    let stride = records.shape().map_or_else(
        || {
            records
                .from(0)
                .find_map(Result::ok)
                .map_or(0, |r| r.cell_count())
        },
        |shape| shape.cell_count(),
    );
    if stride > 0 {
        let mut out = vec![0u8; n * stride];
        let mixed = AtomicBool::new(false);
        let chunks = out
            .chunks_mut(CHUNK * stride)
            .zip(status.chunks_mut(CHUNK))
            .enumerate();
        par::run(chunks, threads, |(k, (rows, st))| {
            let run = cells_run.zip(records.cells(k * CHUNK, st.len()));
            if let Some((run, (shape, cells))) = run {
                if run(shape, cells, rows, st) {
                    return;
                }
            }
            let rows = rows.chunks_exact_mut(stride).zip(st);
            for ((row, s), record) in rows.zip(records.from(k * CHUNK)) {
                *s = match record {
                    Ok(record) if record.cell_count() == stride => {
                        let found = write(record, row);
                        if !found.has_solution() {
                            row.fill(0);
                        } else if text {
                            row.iter_mut().for_each(|v| *v = hole_or_symbol(*v, hole));
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
        if !text {
            return (
                GridOutputs::Cells {
                    values: out,
                    record: stride,
                },
                status,
            );
        }
        if !mixed.load(Ordering::Relaxed) {
            let offsets = (0..=n).map(|i| (i * stride) as i64).collect();
            return (GridOutputs::Text { data: out, offsets }, status);
        }
    }
    // Each chunk writes its outputs back to back, and their lengths.
    let mut parts = vec![(Vec::new(), Vec::new()); n.div_ceil(CHUNK)];
    let chunks = status.chunks_mut(CHUNK).zip(parts.iter_mut()).enumerate();
    par::run(chunks, threads, |(k, (st, (bytes, lens)))| {
        let mut row = Vec::new();
        for (s, record) in st.iter_mut().zip(records.from(k * CHUNK)) {
            let before = bytes.len();
            *s = match record {
                Ok(record) => {
                    row.clear();
                    row.resize(record.cell_count(), 0);
                    let found = write(record, &mut row);
                    if found.has_solution() {
                        bytes.extend(row.iter().map(|&v| hole_or_symbol(v, hole)));
                    }
                    found
                }
                Err(e) => e,
            };
            lens.push(bytes.len() - before);
        }
    });
    let (data, offsets) = join_parts(n, parts);
    (GridOutputs::Text { data, offsets }, status)
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

/// Counts the solutions of every record, classic or variant, up to `limit`, each within
/// `timeout` seconds if given: `(counts, status)`.
#[pyfunction]
#[pyo3(signature = (records, limit, threads, timeout = None))]
fn count_records<'py>(
    py: Python<'py>,
    records: Source<'py>,
    limit: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<Counted<'py>> {
    let limit = limit_of(limit)?;
    let timeout = duration_of(timeout)?;
    let records = records.records()?;
    let solver = Solver::new();
    // Without a time limit, rows of cells go to the engine a chunk at a time.
    let batch = |shape, cells: &[u8], counts: &mut [u64], st: &mut [Status]| {
        solver.count_batch(shape, cells, limit, counts, st).is_ok()
    };
    let cells_run: CellsRun<'_, u64> = if timeout.is_none() {
        Some(&batch)
    } else {
        None
    };
    let (counts, status) = py.detach(|| {
        map_records(records, CHUNK, threads, cells_run, |record| match record {
            Ok(record) => count_one(&solver, limit, timeout, record),
            Err(status) => (0, status),
        })
    });
    Ok((
        PyArray1::from_vec(py, counts),
        PyArray1::from_vec(py, codes(&status)),
    ))
}

/// Counts the solutions of one record up to `limit` within `timeout`: the count and the
/// status (0 and [`Status::Interrupted`] when the time ran out).
///
/// A classic record goes to the engine's call on raw cells, as for a solve.
#[inline]
fn count_one(
    solver: &Solver,
    limit: u64,
    timeout: Option<Duration>,
    record: Record<'_>,
) -> (u64, Status) {
    if let Some((shape, cells)) = record.classic_cells() {
        return on_cells(timeout, |budget| match budget {
            None => Ok(solver.count_into(shape, cells, limit)?),
            Some(b) => solver.within(b).count_into(shape, cells, limit),
        })
        .unwrap_or_else(|status| (0, status));
    }
    let puzzle = match record.into_puzzle() {
        Ok(puzzle) => puzzle,
        Err(status) => return (0, status),
    };
    match puzzle.count(limit, &budget_of(timeout)) {
        Ok(c) => (c.count, count_status(&puzzle, &c, limit)),
        Err(_) => (0, Status::Interrupted),
    }
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

    /// Rates one puzzle, classic or variant, within `timeout` if given.
    fn of(puzzle: &Puzzle, timeout: Option<Duration>) -> RatingRow {
        let budget = budget_of(timeout);
        match puzzle.rate(&budget) {
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
                guesses: puzzle.guesses(&budget),
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

impl Default for RatingRow {
    fn default() -> RatingRow {
        RatingRow::NONE
    }
}

/// Rates every record (classic and variant puzzles), each within `timeout` seconds if given.
#[pyfunction]
#[pyo3(signature = (records, threads, timeout))]
fn rate_records<'py>(
    py: Python<'py>,
    records: Source<'py>,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<RatingColumns<'py>> {
    let timeout = duration_of(timeout)?;
    let records = records.records()?;
    let (rows, _) = py.detach(|| {
        map_records(records, RATE_CHUNK, threads, None, |record| {
            let row = match record.and_then(Record::into_puzzle) {
                Ok(puzzle) => RatingRow::of(&puzzle, timeout),
                Err(status) => RatingRow {
                    status,
                    ..RatingRow::NONE
                },
            };
            (row, row.status)
        })
    });
    Ok(rating_columns(py, &rows))
}

/// The minlex forms of every record: `(forms, status)`, the forms as [`GridOutputs`] (`0`
/// for a hole in text, as `sudoku canon` prints them: the minlex order is over that string),
/// [`Status::Found`] for a form written and [`Status::Invalid`] for a record that is not a
/// 9×9 classic puzzle.
#[pyfunction]
#[pyo3(signature = (records, threads))]
fn canonical_records<'py>(
    py: Python<'py>,
    records: Source<'py>,
    threads: usize,
) -> PyResult<Grids<'py>> {
    let records = records.records()?;
    let (out, status) = py.detach(|| {
        grid_outputs(records, threads, b'0', None, |record, row| {
            let form = record.into_classic().ok().map(|g| canon::canonical(&g));
            match form {
                Some(Ok(form)) if fill_row(row, form.values()) => Status::Found,
                _ => Status::Invalid,
            }
        })
    });
    Ok((out.into_py(py)?, PyArray1::from_vec(py, codes(&status))))
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

/// One record's candidates: the rows of the grid, each a list of one string of symbols per
/// cell (the engine's JSON form), and the counts (rows of cells of N numbers) when the cap is
/// above 1.
type CandidateRows = (Vec<Vec<String>>, Option<Vec<Vec<Vec<u64>>>>);

/// A batch's true candidates as its source wants them.
enum CandidatesOut {
    /// For a cells array of `rows` records of `cells` cells of grids of size `n`: the
    /// solutions counted per candidate, `[i, c, d - 1]` for digit `d` in cell `c` of record
    /// `i` (0 where it is not a candidate).
    Arrays {
        counts: Vec<u64>,
        rows: usize,
        cells: usize,
        n: usize,
    },
    /// For text: each record's [`CandidateRows`], None where there are none.
    Lists(Vec<Option<CandidateRows>>),
}

impl CandidatesOut {
    /// The candidates as Python takes them: for a cells array, `(possible, counts)`, a
    /// boolean `(n, N², N)` array and, when the cap is above 1, the counts as a `uint64`
    /// array of the same shape (else None); for text, a list of each record's
    /// [`CandidateRows`] or None.
    fn into_py(self, py: Python<'_>, cap: u64) -> PyResult<Bound<'_, PyAny>> {
        match self {
            CandidatesOut::Arrays {
                counts,
                rows,
                cells,
                n,
            } => {
                let possible: Vec<bool> = counts.iter().map(|&c| c > 0).collect();
                let possible = PyArray1::from_vec(py, possible).reshape([rows, cells, n])?;
                let counts = if cap > 1 {
                    Some(PyArray1::from_vec(py, counts).reshape([rows, cells, n])?)
                } else {
                    None
                };
                Ok((possible, counts).into_pyobject(py)?.into_any())
            }
            CandidatesOut::Lists(found) => Ok(found.into_pyobject(py)?.into_any()),
        }
    }
}

/// The true candidates of every record, classic or variant, counted up to `cap`, each
/// within `timeout` seconds if given: `(candidates, status)`, the candidates as
/// [`CandidatesOut::into_py`] gives them (a record without candidates has an all-false row,
/// or None).
#[pyfunction]
#[pyo3(signature = (records, cap, threads, timeout = None))]
fn candidates_records<'py>(
    py: Python<'py>,
    records: Source<'py>,
    cap: u64,
    threads: usize,
    timeout: Option<f64>,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyArray1<u8>>)> {
    let cap = cap_of(cap)?;
    let timeout = duration_of(timeout)?;
    let records = records.records()?;
    let (out, status) = py.detach(|| {
        // A record takes from microseconds to seconds: one at a time balances the threads.
        let (found, status) = map_records(records, 1, threads, None, |record| {
            match record.and_then(Record::into_puzzle) {
                Ok(puzzle) => candidates_one(&puzzle, cap, timeout),
                Err(status) => (None, status),
            }
        });
        let out = match records.shape() {
            Some(shape) => {
                let (cells, n) = (shape.cell_count(), shape.size());
                let mut counts = vec![0u64; found.len() * cells * n];
                for (tc, row) in found.iter().zip(counts.chunks_exact_mut(cells * n)) {
                    if let Some(tc) = tc {
                        for (k, v) in row.iter_mut().enumerate() {
                            *v = tc.count(k / n, k % n + 1);
                        }
                    }
                }
                CandidatesOut::Arrays {
                    counts,
                    rows: found.len(),
                    cells,
                    n,
                }
            }
            None => CandidatesOut::Lists(
                found
                    .iter()
                    .map(|tc| tc.as_ref().map(candidate_rows))
                    .collect(),
            ),
        };
        (out, status)
    });
    Ok((
        out.into_py(py, cap)?,
        PyArray1::from_vec(py, codes(&status)),
    ))
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
