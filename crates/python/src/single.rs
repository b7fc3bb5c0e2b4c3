//! Functions on one puzzle: solve, count, check, rate, explain, hint, canonical forms and
//! equivalent copies, and the generator.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::time::Duration;

use std::cmp::Ordering;

use pyo3::basic::CompareOp;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyType};
use sudoku_engine::canon::{self, Transform};
use sudoku_engine::format::{self, Format, WriteOptions};
use sudoku_engine::generate::{GenerateOptions, Generator, Symmetry, Wanted};
use sudoku_engine::logic::{self, Level, LogicError, Technique};
use sudoku_engine::variant::generate::{VariantGenerator, VariantKind};
use sudoku_engine::{par, Budget, Interrupted, Mode, Outcome, Shape, Solver};

use crate::convert::{grid_of, line_of, puzzle_of, py_of_serde};
use crate::errors::{error, error_at, Kind};
use crate::puzzle::{Failure, Puzzle};

/// Adds this file's functions and classes to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Rating>()?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(candidates, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(generate_variant, m)?)?;
    let kinds: Vec<&str> = VariantKind::ALL.iter().map(|k| k.name()).collect();
    m.add("VARIANT_KIND_NAMES", kinds)?;
    m.add_function(wrap_pyfunction!(canonical, m)?)?;
    m.add_function(wrap_pyfunction!(transform, m)?)?;
    Ok(())
}

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A time limit in seconds, checked.
///
/// # Errors
///
/// `ValueError` for a limit that is not a positive number of seconds.
pub fn duration_of(seconds: Option<f64>) -> PyResult<Option<Duration>> {
    seconds
        .map(|t| {
            Duration::try_from_secs_f64(t)
                .ok()
                .filter(|d| !d.is_zero())
                .ok_or_else(|| {
                    value_error(format!("timeout {t} is not a positive number of seconds"))
                })
        })
        .transpose()
}

/// The budget of one operation: unlimited, or `timeout` from now.
pub fn budget_of(timeout: Option<Duration>) -> Budget {
    match timeout {
        Some(d) => Budget::unlimited().with_timeout(d),
        None => Budget::unlimited(),
    }
}

/// A refusal of the logic engine as a Python exception: `TimeLimit` when the time limit
/// stopped it, `NoSolution` or `NotUnique` when the position has no single solution.
pub fn logic_error(e: LogicError) -> PyErr {
    let kind = match e {
        LogicError::Interrupted(_) => Kind::TimeLimit,
        LogicError::NotUnique => Kind::NotUnique,
        LogicError::Conflict(_) | LogicError::NoSolution => Kind::NoSolution,
        // The enum may grow: a new refusal is still about the puzzle having no single answer.
        #[allow(unreachable_patterns)]
        _ => Kind::NoSolution,
    };
    error(kind, e.to_string())
}

/// The search mode for a mode name.
pub fn mode_of(mode: &str) -> PyResult<Mode> {
    match mode {
        "unique" => Ok(Mode::Unique),
        "first" => Ok(Mode::First),
        _ => Err(PyValueError::new_err(format!(
            "unknown mode {mode:?} (expected \"unique\" or \"first\")"
        ))),
    }
}

/// A time limit that ran out, as `sudokit.TimeLimit` (a `TimeoutError`).
fn timeout_error(e: Interrupted) -> PyErr {
    error(Kind::TimeLimit, e.to_string())
}

/// The error for a puzzle without solution, with the engine's reason (as the command gives it).
pub fn no_solution(puzzle: &Puzzle) -> PyErr {
    error(
        Kind::NoSolution,
        format!("no solution: {}", puzzle.why_no_solution()),
    )
}

/// The error for a puzzle without true candidates, with the engine's reason (as `sudoku
/// candidates` gives it).
pub fn no_candidates(puzzle: &Puzzle) -> PyErr {
    error(
        Kind::NoSolution,
        format!("no solution: {}", puzzle.why_no_candidates()),
    )
}

/// The message of a puzzle with several solutions where one was needed.
pub const SEVERAL: &str = "the puzzle has several solutions";

/// Solves a puzzle, classic or variant: `(solution, several)`, the solution in the line
/// format and whether the puzzle has several solutions (the solution is then the first one
/// found; the Python side raises or warns).
#[pyfunction]
#[pyo3(signature = (puzzle, *, mode = "unique".to_string(), timeout = None))]
fn solve(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    mode: String,
    timeout: Option<f64>,
) -> PyResult<(String, bool)> {
    let puzzle = puzzle_of(puzzle)?;
    let mode = mode_of(&mode)?;
    let budget = budget_of(duration_of(timeout)?);
    match py
        .detach(|| puzzle.solve(mode, &budget))
        .map_err(timeout_error)?
    {
        Outcome::Unique(s) | Outcome::Found(s) => Ok((line_of(&s), false)),
        Outcome::Multiple(s) => Ok((line_of(&s), true)),
        Outcome::NoSolution { .. } => Err(no_solution(&puzzle)),
    }
}

/// Checks a count's limit: at least 1 (the command refuses `--limit 0` too).
pub fn limit_of(limit: u64) -> PyResult<u64> {
    if limit == 0 {
        return Err(value_error(
            "limit must be at least 1 (a count stops when it reaches the limit)",
        ));
    }
    Ok(limit)
}

/// Counts solutions up to `limit`; a count equal to `limit` means "at least `limit`".
#[pyfunction]
#[pyo3(signature = (puzzle, limit = 1_000_000, *, timeout = None))]
fn count(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    limit: u64,
    timeout: Option<f64>,
) -> PyResult<u64> {
    let limit = limit_of(limit)?;
    let puzzle = puzzle_of(puzzle)?;
    let budget = budget_of(duration_of(timeout)?);
    py.detach(|| puzzle.count(limit, &budget))
        .map(|c| c.count)
        .map_err(timeout_error)
}

/// The true candidates of a puzzle, classic or variant, in the engine's one JSON form (with
/// the puzzle's givens): `{"puzzle", "candidates"}`, and `cap` and `counts` above a cap of 1.
#[pyfunction]
#[pyo3(signature = (puzzle, *, cap = 1, timeout = None))]
fn candidates<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    cap: u64,
    timeout: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    if cap == 0 {
        return Err(value_error("cap must be at least 1"));
    }
    let puzzle = puzzle_of(puzzle)?;
    let budget = budget_of(duration_of(timeout)?);
    let found = py
        .detach(|| puzzle.candidates(cap, &budget))
        .map_err(|e| match e {
            Failure::Interrupted(e) => timeout_error(e),
            Failure::Refused(why) => error(Kind::Unsupported, why),
        })?;
    if found.is_empty() {
        return Err(no_candidates(&puzzle));
    }
    let result = PyDict::new(py);
    result.set_item("puzzle", line_of(puzzle.givens()))?;
    result.update(py_of_serde(py, &found)?.cast::<PyDict>()?.as_mapping())?;
    Ok(result.into_any())
}

/// The `sudoku check --format json` report of a grid, without its `source`.
#[pyfunction]
fn check<'py>(py: Python<'py>, puzzle: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
    let grid = grid_of(puzzle, "check")?;
    let conflicts = grid.conflicts();
    let empty = grid.values().iter().filter(|&&v| v == 0).count();
    // Like the command: the solutions are counted (up to 2) only for a consistent, partial grid.
    let solutions = (conflicts.is_empty() && empty > 0)
        .then(|| py.detach(|| Solver::new().count(&grid, 2).count));
    let list = PyList::empty(py);
    for c in &conflicts {
        let d = PyDict::new(py);
        d.set_item("unit", c.unit.to_string())?;
        d.set_item("digit", c.digit.get())?;
        d.set_item("cells", [c.first.to_string(), c.second.to_string()])?;
        list.append(d)?;
    }
    let report = PyDict::new(py);
    report.set_item("puzzle", line_of(&grid))?;
    report.set_item("consistent", conflicts.is_empty())?;
    report.set_item("complete", empty == 0)?;
    report.set_item("empty", empty)?;
    report.set_item("conflicts", list)?;
    report.set_item("solutions", solutions)?;
    Ok(report)
}

/// How hard a puzzle is for a human solver (HoDoKu's level and score, and an SE-style number).
///
/// `str(rating)` is the level word, as in the command's JSON. Ratings are immutable values:
/// equal when every field is, hashable, picklable (so they cross `multiprocessing` and
/// joblib), and ordered by difficulty: by level (easy < medium < hard < unfair < extreme),
/// then by score, with the other fields breaking ties so that `a == b` exactly when neither
/// `a < b` nor `b < a`.
#[pyclass(frozen, module = "sudokit", name = "Rating")]
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// HoDoKu's level: `easy`, `medium`, `hard`, `unfair` or `extreme`.
    #[pyo3(get)]
    level: String,
    /// HoDoKu's score: the sum of the scores of all steps.
    #[pyo3(get)]
    score: u32,
    /// The Sudoku-Explainer-style rating of the hardest step, rounded to one decimal.
    #[pyo3(get)]
    se: f64,
    /// Whether the steps solved the puzzle.
    #[pyo3(get)]
    solved: bool,
    /// The hardest technique used, or None when no step was taken.
    #[pyo3(get)]
    hardest: Option<String>,
    /// The number of steps.
    #[pyo3(get)]
    steps: usize,
}

impl Rating {
    fn of(r: &logic::Rating) -> Rating {
        Rating {
            level: r.level.name().to_string(),
            score: r.score,
            se: r.se_rounded(),
            solved: r.solved,
            hardest: r.hardest.map(|t| t.name().to_string()),
            steps: r.steps,
        }
    }

    /// The level's place on the scale (easy first); levels are checked when a rating is made.
    fn rank(&self) -> usize {
        Level::ALL
            .iter()
            .position(|l| l.name() == self.level)
            .unwrap_or(usize::MAX)
    }

    /// The order of ratings: level, score, then every other field (a total order that agrees
    /// with equality; `se` is never NaN, which the constructor checks).
    fn order(&self, other: &Rating) -> Ordering {
        self.rank()
            .cmp(&other.rank())
            .then(self.score.cmp(&other.score))
            .then(self.se.total_cmp(&other.se))
            .then(self.steps.cmp(&other.steps))
            .then(self.solved.cmp(&other.solved))
            .then(self.hardest.cmp(&other.hardest))
    }
}

#[pymethods]
impl Rating {
    /// A rating from its fields (what pickling calls; the engine makes the ratings `rate`
    /// returns). `level` must be a level name and `se` a finite number.
    #[new]
    #[pyo3(signature = (level, score, se, solved, hardest, steps))]
    fn new(
        level: String,
        score: u32,
        se: f64,
        solved: bool,
        hardest: Option<String>,
        steps: usize,
    ) -> PyResult<Rating> {
        if !Level::ALL.iter().any(|l| l.name() == level) {
            return Err(value_error(format!(
                "unknown level {level:?} (expected {})",
                level_list()
            )));
        }
        if !se.is_finite() {
            return Err(value_error(format!("se must be a finite number, not {se}")));
        }
        Ok(Rating {
            level,
            score,
            se,
            solved,
            hardest,
            steps,
        })
    }

    /// Pickles as `Rating(level, score, se, solved, hardest, steps)`, whatever the protocol
    /// (`pickle`, `copy`, `multiprocessing`, joblib).
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> (
        Bound<'py, PyType>,
        (String, u32, f64, bool, Option<String>, usize),
    ) {
        let r = slf.get();
        (
            slf.get_type(),
            (
                r.level.clone(),
                r.score,
                r.se,
                r.solved,
                r.hardest.clone(),
                r.steps,
            ),
        )
    }

    /// Comparisons by [`Rating::order`]; against anything but a rating, `NotImplemented`
    /// (so `==` is False and `<` a TypeError, as for other types).
    fn __richcmp__(&self, other: &Self, op: CompareOp) -> bool {
        op.matches(self.order(other))
    }

    fn __hash__(&self) -> u64 {
        use std::hash::Hash;
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.level.hash(&mut h);
        self.score.hash(&mut h);
        self.se.to_bits().hash(&mut h);
        self.solved.hash(&mut h);
        self.hardest.hash(&mut h);
        self.steps.hash(&mut h);
        h.finish()
    }

    fn __str__(&self) -> String {
        self.level.clone()
    }

    fn __repr__(&self) -> String {
        format!(
            "Rating(level={:?}, score={}, se={:.1}, solved={}, hardest={}, steps={})",
            self.level,
            self.score,
            self.se,
            if self.solved { "True" } else { "False" },
            self.hardest
                .as_ref()
                .map_or_else(|| "None".to_string(), |h| format!("{h:?}")),
            self.steps
        )
    }

    /// The rating as a dict, with the keys of the command's JSON form.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("level", &self.level)?;
        d.set_item("score", self.score)?;
        d.set_item("se", self.se)?;
        d.set_item("solved", self.solved)?;
        d.set_item("hardest", &self.hardest)?;
        d.set_item("steps", self.steps)?;
        Ok(d)
    }
}

/// The level names as a sentence's list: `easy, medium, hard, unfair or extreme`.
fn level_list() -> String {
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// Rates a puzzle, classic or variant, within `timeout` seconds if given.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn rate(py: Python<'_>, puzzle: &Bound<'_, PyAny>, timeout: Option<f64>) -> PyResult<Rating> {
    let puzzle = puzzle_of(puzzle)?;
    let budget = budget_of(duration_of(timeout)?);
    let rating = py.detach(|| puzzle.rate(&budget)).map_err(logic_error)?;
    Ok(Rating::of(&rating))
}

/// Every step of a human-style solution of a puzzle, classic or variant, in the engine's one
/// JSON form.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn explain<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let puzzle = puzzle_of(puzzle)?;
    let budget = budget_of(duration_of(timeout)?);
    let explanation = py
        .detach(|| puzzle.solve_steps(&budget))
        .map_err(logic_error)?;
    py_of_serde(py, &explanation.steps)
}

/// The next step of a human-style solution, or None when the grid is solved.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout = None))]
fn hint<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    timeout: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let puzzle = puzzle_of(puzzle)?;
    let budget = budget_of(duration_of(timeout)?);
    let step = py
        .detach(|| puzzle.next_step(&budget))
        .map_err(logic_error)?;
    match step {
        Some(s) => py_of_serde(py, &s),
        None => Ok(py.None().into_bound(py)),
    }
}

/// A seed from the operating system's randomness (std's hasher keys are drawn from it).
pub fn random_seed() -> u64 {
    let mut h = RandomState::new().build_hasher();
    h.write_u64(0x5eed);
    h.finish()
}

/// The time one puzzle may take by default, as in `sudoku generate`: 10 s, 120 s above 16×16.
fn default_generate_timeout(size: usize) -> Duration {
    Duration::from_secs(if size > 16 { 120 } else { 10 })
}

/// Makes `count` puzzles, in the line format. Puzzle `i` depends only on the options, the seed
/// and `i`, so a seed reproduces a list on any machine and thread count.
#[pyfunction]
#[pyo3(signature = (
    count = 1,
    *,
    clues = None,
    difficulty = None,
    technique = None,
    symmetry = None,
    minimal = false,
    seed = None,
    size = 9,
    timeout = None,
    threads = 0,
))]
#[allow(clippy::too_many_arguments)]
fn generate(
    py: Python<'_>,
    count: usize,
    clues: Option<usize>,
    difficulty: Option<String>,
    technique: Option<String>,
    symmetry: Option<String>,
    minimal: bool,
    seed: Option<u64>,
    size: usize,
    timeout: Option<f64>,
    threads: usize,
) -> PyResult<Vec<String>> {
    let shape = Shape::for_size(size).map_err(value_error)?;
    let symmetry = match symmetry {
        Some(s) => s.parse::<Symmetry>().map_err(value_error)?,
        None => Symmetry::None,
    };
    let mut wanted = Wanted::any();
    if let Some(level) = difficulty {
        wanted = wanted.level(parse_level(&level)?);
    }
    if let Some(name) = technique {
        let technique = Technique::from_name(&name).map_err(|_| {
            value_error(format!(
                "unknown technique {name:?} (sudokit.TECHNIQUES lists the {} names)",
                Technique::ALL.len()
            ))
        })?;
        wanted = wanted.technique(technique);
    }
    let timeout = duration_of(timeout)?.unwrap_or_else(|| default_generate_timeout(size));
    let options = GenerateOptions {
        clues,
        unique: true,
        minimal,
        symmetry,
        seed: seed.unwrap_or_else(random_seed),
    };
    let generator = Generator::with_options(shape, options);
    // Impossible requests fail here, before any work.
    generator
        .validate_wanted(wanted)
        .map_err(|e| error(Kind::Generate, e.to_string()))?;
    made_in_parallel(py, count, threads, |i| {
        // Each puzzle's time limit starts when its work does.
        let budget = Budget::unlimited().with_timeout(timeout);
        generator
            .generate_wanted(i as u64, wanted, &budget)
            .map(|g| line_of(&g.generated.puzzle))
            .map_err(|e| e.to_string())
    })
}

/// A level by name; an unknown one raises `ValueError` listing the levels.
fn parse_level(name: &str) -> PyResult<Level> {
    name.parse::<Level>().map_err(|_| {
        value_error(format!(
            "unknown difficulty {name:?} (expected {})",
            level_list()
        ))
    })
}

/// Makes puzzles `0..count` with `make` on `threads` threads (0: all cores), the GIL released,
/// and returns them in order; the first that failed raises a [`Kind::Generate`] error naming
/// its place (`index`).
fn made_in_parallel(
    py: Python<'_>,
    count: usize,
    threads: usize,
    make: impl Fn(usize) -> Result<String, String> + Sync,
) -> PyResult<Vec<String>> {
    let mut made: Vec<Option<Result<String, String>>> = vec![None; count];
    py.detach(|| {
        // One puzzle per chunk: a puzzle takes from microseconds to a minute.
        let chunks = made.chunks_mut(1).enumerate();
        par::run(chunks, par::thread_count(threads), |(i, slot)| {
            slot[0] = Some(make(i));
        });
    });
    made.into_iter()
        .enumerate()
        .map(|(i, m)| match m {
            Some(Ok(p)) => Ok(p),
            Some(Err(e)) => Err(error_at(
                Kind::Generate,
                format!("puzzle {}: {e}", i + 1),
                Some(i),
            )),
            None => Err(error_at(
                Kind::Generate,
                format!("puzzle {}: not made", i + 1),
                Some(i),
            )),
        })
        .collect()
}

/// Makes `count` unique variant puzzles of `kinds` (names, as `sudoku generate --variant`
/// takes them), each in our JSON form with its solution. Puzzle `i` depends only on the kinds,
/// the size, the seed and `i`.
#[pyfunction]
#[pyo3(signature = (
    kinds,
    count = 1,
    *,
    size = 9,
    difficulty = None,
    clues = None,
    symmetry = None,
    minimal = false,
    seed = None,
    timeout = None,
    threads = 0,
))]
#[allow(clippy::too_many_arguments)]
fn generate_variant(
    py: Python<'_>,
    kinds: Vec<String>,
    count: usize,
    size: usize,
    difficulty: Option<String>,
    clues: Option<usize>,
    symmetry: Option<String>,
    minimal: bool,
    seed: Option<u64>,
    timeout: Option<f64>,
    threads: usize,
) -> PyResult<Vec<String>> {
    let symmetry = match symmetry {
        Some(s) => s.parse::<Symmetry>().map_err(value_error)?,
        None => Symmetry::None,
    };
    let kinds = kinds
        .iter()
        .map(|k| k.parse::<VariantKind>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(value_error)?;
    let level = difficulty.map(|name| parse_level(&name)).transpose()?;
    let generator = VariantGenerator::new(size, &kinds)
        .and_then(|g| g.givens(symmetry, clues, minimal))
        .map_err(|e| error(Kind::Generate, e.to_string()))?
        .seed(seed.unwrap_or_else(random_seed));
    if level.is_some() {
        generator
            .check_level()
            .map_err(|e| error(Kind::Generate, e.to_string()))?;
    }
    let timeout = duration_of(timeout)?.unwrap_or(VARIANT_GENERATE_TIMEOUT);
    // Rules no grid keeps together fail here, before any work.
    let check = Budget::unlimited().with_timeout(timeout);
    py.detach(|| generator.validate(&check))
        .map_err(|e| error(Kind::Generate, e.to_string()))?;
    made_in_parallel(py, count, threads, |i| {
        let budget = Budget::unlimited().with_timeout(timeout);
        match level {
            Some(level) => generator.generate_at_level(i as u64, level, &budget),
            None => generator.generate(i as u64, &budget),
        }
        .map(|g| g.puzzle.to_json())
        .map_err(|e| e.to_string())
    })
}

/// The time one variant puzzle may take by default, as in `sudoku generate --variant`.
const VARIANT_GENERATE_TIMEOUT: Duration = Duration::from_secs(30);

/// The minlex canonical form of a 9×9 puzzle, in the line format.
#[pyfunction]
fn canonical(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let grid = grid_of(puzzle, "canonical")?;
    let form = py
        .detach(|| canon::canonical(&grid))
        .map_err(|e| error(Kind::Unsupported, e.to_string()))?;
    // `0` for holes, as `sudoku canon` prints the form (the minlex order is over that string).
    let mut line = String::with_capacity(form.values().len());
    let options = WriteOptions {
        hole: '0',
        ..WriteOptions::default()
    };
    format::write_grid(&form, Format::Line, options, &mut line);
    Ok(line)
}

/// A random equivalent copy of a 9×9 puzzle: stream `stream` of `seed` (random without one).
#[pyfunction]
#[pyo3(signature = (puzzle, seed = None, *, stream = 0))]
fn transform(puzzle: &Bound<'_, PyAny>, seed: Option<u64>, stream: u64) -> PyResult<String> {
    let grid = grid_of(puzzle, "transform")?;
    let seed = seed.unwrap_or_else(random_seed);
    let copy = Transform::random(seed, stream)
        .apply(&grid)
        .map_err(|e| error(Kind::Unsupported, e.to_string()))?;
    Ok(line_of(&copy))
}
