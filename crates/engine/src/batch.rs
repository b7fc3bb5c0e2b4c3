//! Solving raw cell buffers: one puzzle into a caller's buffer, or a batch of puzzles laid end
//! to end, with one status per record.
//!
//! This is the interface for callers that hold puzzles as bytes rather than [`Grid`](crate::Grid)s: a
//! Python binding handing over NumPy arrays, a batch command with a buffer of records. A
//! puzzle is N² bytes, row after row, 0 for a hole and 1..=N for a digit; a batch is any whole
//! number of such records back to back. Nothing here allocates on the 9×9 path (the bitboard
//! solver reads the bytes as they are and writes the solution straight into the caller's
//! buffer); other sizes and back ends copy each puzzle into a [`Grid`](crate::Grid) first.
//!
//! The key decision is where bad input goes. A buffer of the wrong length is the caller's
//! mistake and fails the whole call with a [`CellsError`] before anything is written. A bad
//! *record* (a value above N, givens that clash, no solution) is data: it gets its
//! [`Status`], its output row is zeroed, and the batch goes on with the next record.
//!
//! A batch runs on the calling thread. It walks its records in order, and since it works on
//! any whole number of records, a caller splits the buffers at record boundaries and gives
//! each thread its own chunk (see [`Solver::solve_batch`], and [`par`](crate::par) for a queue
//! of chunks shared by threads); every chunk gives the same results it would give in one
//! call.

use crate::error::{CellsError, SolveError};
use crate::shape::Shape;
use crate::solver::{Bounded, CountVisitor, KeepFirst, Poll, Solver, Unlimited};
use crate::topology::Topology;

/// What solving (or counting) one record found.
///
/// Each status has a fixed one-byte code ([`Status::code`]), so a binding can hand statuses
/// over as a byte array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Status {
    /// No solution (the givens do not clash, but no grid completes them). Output zeroed.
    NoSolution = 0,
    /// Exactly one solution, proven; it was written.
    Unique = 1,
    /// Several solutions; the first one found was written.
    Multiple = 2,
    /// A solution, written; whether it is the only one was not checked ([`Mode::First`](crate::Mode::First), or a
    /// count with limit 1).
    Found = 3,
    /// Two givens hold the same digit in one row, column or box. Output zeroed.
    Conflict = 4,
    /// A cell value above N (batches only: a single solve returns
    /// [`CellsError::ValueTooLarge`]). Output zeroed.
    Invalid = 5,
    /// The budget ran out before this record was finished (batches under a budget only).
    /// Output zeroed.
    Interrupted = 6,
}

impl Status {
    /// Every status, in the order of their codes.
    pub const ALL: [Status; 7] = [
        Status::NoSolution,
        Status::Unique,
        Status::Multiple,
        Status::Found,
        Status::Conflict,
        Status::Invalid,
        Status::Interrupted,
    ];

    /// The status's one-byte code: 0 no solution, 1 unique, 2 multiple, 3 found, 4 conflict,
    /// 5 invalid, 6 interrupted. Codes never change meaning.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The status with code `code`, if there is one.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::Status;
    ///
    /// for status in Status::ALL {
    ///     assert_eq!(Status::from_code(status.code()), Some(status));
    /// }
    /// assert_eq!(Status::from_code(7), None);
    /// ```
    pub const fn from_code(code: u8) -> Option<Status> {
        if (code as usize) < Status::ALL.len() {
            Some(Status::ALL[code as usize])
        } else {
            None
        }
    }

    /// Whether a solution was written (unique, multiple or found).
    pub const fn has_solution(self) -> bool {
        matches!(self, Status::Unique | Status::Multiple | Status::Found)
    }

    /// The status of a search that found `solutions` (at least one) with `limit`.
    fn of_solutions(solutions: u64, limit: u64) -> Status {
        match solutions {
            1 if limit > 1 => Status::Unique,
            1 => Status::Found,
            _ => Status::Multiple,
        }
    }
}

/// The first cell above N, as an error.
fn check_values(shape: Shape, cells: &[u8]) -> Result<(), CellsError> {
    let n = shape.size();
    // One pass for the maximum (vectorised), a second only to name the bad cell.
    if cells.iter().fold(0, |m, &v| m.max(v)) as usize <= n {
        return Ok(());
    }
    let index = cells.iter().position(|&v| v as usize > n).unwrap_or(0);
    Err(CellsError::ValueTooLarge {
        index,
        value: cells[index],
        size: n,
    })
}

/// A puzzle of other than N² cells, as an error.
fn check_length(shape: Shape, puzzle: &[u8]) -> Result<(), CellsError> {
    let expected = shape.cell_count();
    if puzzle.len() != expected {
        return Err(CellsError::PuzzleLength {
            found: puzzle.len(),
            expected,
        });
    }
    Ok(())
}

/// Whether two givens of `cells` (values checked) hold one digit in one unit.
fn givens_clash(shape: Shape, cells: &[u8]) -> bool {
    Topology::of(shape).units().any(|unit| {
        let mut seen = 0u32;
        unit.iter().any(|&c| {
            let v = cells[c as usize];
            let bit = if v == 0 { 0 } else { 1u32 << (v - 1) };
            let clash = seen & bit != 0;
            seen |= bit;
            clash
        })
    })
}

/// The record count of a batch, once every buffer has been checked against it.
fn check_batch(
    shape: Shape,
    puzzles: usize,
    solutions: Option<usize>,
    statuses: usize,
) -> Result<usize, CellsError> {
    let record = shape.cell_count();
    if !puzzles.is_multiple_of(record) {
        return Err(CellsError::RecordLength {
            found: puzzles,
            record,
        });
    }
    if let Some(found) = solutions.filter(|&s| s != puzzles) {
        return Err(CellsError::SolutionLength {
            found,
            expected: puzzles,
        });
    }
    let records = puzzles / record;
    if statuses != records {
        return Err(CellsError::StatusLength {
            found: statuses,
            expected: records,
        });
    }
    Ok(records)
}

/// Solves one puzzle whose lengths and values are checked, writing the first solution into
/// `out` (zeroed when there is none, or when the budget runs out).
fn solve_checked<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzle: &[u8],
    out: &mut [u8],
    poll: &mut P,
) -> Result<Status, P::Error> {
    let limit = solver.mode_limit();
    let mut keep = KeepFirst::new(out);
    let searched = solver.search_cells(shape, puzzle, limit, &mut keep, poll);
    let found = keep.found;
    let stats = match searched {
        Ok(stats) => stats,
        Err(e) => {
            out.fill(0);
            return Err(e);
        }
    };
    if found {
        return Ok(Status::of_solutions(stats.solutions, limit));
    }
    out.fill(0);
    Ok(if givens_clash(shape, puzzle) {
        Status::Conflict
    } else {
        Status::NoSolution
    })
}

/// [`Solver::solve_into`] with any poller.
fn solve_into_polled<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzle: &[u8],
    solution: &mut [u8],
    poll: &mut P,
) -> Result<Result<Status, P::Error>, CellsError> {
    check_length(shape, puzzle)?;
    let expected = shape.cell_count();
    if solution.len() != expected {
        return Err(CellsError::SolutionLength {
            found: solution.len(),
            expected,
        });
    }
    check_values(shape, puzzle)?;
    Ok(solve_checked(solver, shape, puzzle, solution, poll))
}

/// Marks records `from..` interrupted and zeroes their output rows.
fn interrupt_rest(status: &mut [Status], from: usize, rows: &mut [u8], record: usize) {
    status[from..].fill(Status::Interrupted);
    rows[from * record..].fill(0);
}

/// [`Solver::solve_batch`] with any poller, once the lengths are checked.
fn solve_batch_polled<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzles: &[u8],
    solutions: &mut [u8],
    status: &mut [Status],
    poll: &mut P,
) -> Result<(), P::Error> {
    let record = shape.cell_count();
    for i in 0..status.len() {
        let cells = i * record..(i + 1) * record;
        let (puzzle, out) = (&puzzles[cells.clone()], &mut solutions[cells]);
        if check_values(shape, puzzle).is_err() {
            status[i] = Status::Invalid;
            out.fill(0);
            continue;
        }
        match solve_checked(solver, shape, puzzle, out, poll) {
            Ok(s) => status[i] = s,
            Err(e) => {
                interrupt_rest(status, i, solutions, record);
                return Err(e);
            }
        }
    }
    Ok(())
}

/// [`Solver::count_batch`] with any poller, once the lengths are checked.
fn count_batch_polled<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzles: &[u8],
    limit: u64,
    counts: &mut [u64],
    status: &mut [Status],
    poll: &mut P,
) -> Result<(), P::Error> {
    let record = shape.cell_count();
    for (i, puzzle) in puzzles.chunks_exact(record).enumerate() {
        if check_values(shape, puzzle).is_err() {
            (counts[i], status[i]) = (0, Status::Invalid);
            continue;
        }
        match count_checked(solver, shape, puzzle, limit, poll) {
            Ok(found) => (counts[i], status[i]) = found,
            Err(e) => {
                status[i..].fill(Status::Interrupted);
                counts[i..].fill(0);
                return Err(e);
            }
        }
    }
    Ok(())
}

/// Counts the solutions of one puzzle whose length and values are checked, up to `limit`:
/// the count and the status.
fn count_checked<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzle: &[u8],
    limit: u64,
    poll: &mut P,
) -> Result<(u64, Status), P::Error> {
    let stats = solver.search_cells(shape, puzzle, limit, &mut CountVisitor, poll)?;
    Ok(match stats.solutions {
        0 if givens_clash(shape, puzzle) => (0, Status::Conflict),
        0 => (0, Status::NoSolution),
        n => (n, Status::of_solutions(n, limit)),
    })
}

/// [`Solver::count_into`] with any poller.
fn count_into_polled<P: Poll>(
    solver: &Solver,
    shape: Shape,
    puzzle: &[u8],
    limit: u64,
    poll: &mut P,
) -> Result<Result<(u64, Status), P::Error>, CellsError> {
    check_length(shape, puzzle)?;
    check_values(shape, puzzle)?;
    Ok(count_checked(solver, shape, puzzle, limit, poll))
}

impl Solver {
    /// Solves the puzzle in `puzzle` (N² cells of `shape`, row after row, 0 for a hole) and
    /// writes the first solution found into `solution` (N² cells), without allocating on
    /// 9×9 grids with the default back end.
    ///
    /// The status says what was found: [`Status::Unique`], [`Status::Multiple`] (the first
    /// solution was written) or [`Status::Found`] in [`Mode::First`](crate::Mode::First); [`Status::Conflict`] or
    /// [`Status::NoSolution`] when there is none, and then `solution` is zeroed.
    ///
    /// # Errors
    ///
    /// [`CellsError::PuzzleLength`] or [`CellsError::SolutionLength`] when a buffer does not
    /// hold N² cells, [`CellsError::ValueTooLarge`] when a cell is above N. `solution` is not
    /// touched then.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::{CellsError, Shape, Solver, Status};
    ///
    /// let line = b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// let puzzle: Vec<u8> = line.iter().map(|&b| if b == b'.' { 0 } else { b - b'0' }).collect();
    /// let mut solution = [0u8; 81];
    /// let solver = Solver::new();
    /// assert_eq!(solver.solve_into(Shape::NINE, &puzzle, &mut solution), Ok(Status::Unique));
    /// assert_eq!(&solution[..9], &[4, 8, 3, 9, 2, 1, 6, 5, 7]);
    ///
    /// let err = solver.solve_into(Shape::NINE, &puzzle[..80], &mut solution).unwrap_err();
    /// assert_eq!(err, CellsError::PuzzleLength { found: 80, expected: 81 });
    /// ```
    pub fn solve_into(
        &self,
        shape: Shape,
        puzzle: &[u8],
        solution: &mut [u8],
    ) -> Result<Status, CellsError> {
        let Ok(status) = solve_into_polled(self, shape, puzzle, solution, &mut Unlimited)?;
        Ok(status)
    }

    /// Counts the solutions of the puzzle in `puzzle` (N² cells of `shape`, as for
    /// [`Solver::solve_into`]) up to `limit`: the count and the status, as
    /// [`Solver::count_batch`] gives them for one record (0 and [`Status::Conflict`] or
    /// [`Status::NoSolution`] when there is none). Nothing is allocated on 9×9 grids with the
    /// default back end.
    ///
    /// # Errors
    ///
    /// [`CellsError::PuzzleLength`] when `puzzle` does not hold N² cells,
    /// [`CellsError::ValueTooLarge`] when a cell is above N.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::{Shape, Solver, Status};
    ///
    /// let shape = Shape::for_size(4).unwrap();
    /// let solver = Solver::new();
    /// assert_eq!(solver.count_into(shape, &[0; 16], 1_000), Ok((288, Status::Multiple)));
    /// assert_eq!(solver.count_into(shape, &[0; 16], 1), Ok((1, Status::Found)));
    /// assert!(solver.count_into(shape, &[7; 16], 1_000).is_err());
    /// ```
    pub fn count_into(
        &self,
        shape: Shape,
        puzzle: &[u8],
        limit: u64,
    ) -> Result<(u64, Status), CellsError> {
        let Ok(found) = count_into_polled(self, shape, puzzle, limit, &mut Unlimited)?;
        Ok(found)
    }

    /// Solves every record of `puzzles` (a whole number of records of N² cells of `shape`,
    /// back to back) in order, writing each first solution into the same place of
    /// `solutions` (as long as `puzzles`) and each record's [`Status`] into `status` (one per
    /// record). The solver's [`Mode`](crate::Mode) applies to every record.
    ///
    /// A bad record does not stop the batch: a value above N gives [`Status::Invalid`],
    /// clashing givens [`Status::Conflict`], no solution [`Status::NoSolution`], and its
    /// output row is zeroed.
    ///
    /// This runs on the calling thread. To use several threads, split the three buffers at
    /// the same record boundaries and give each thread one chunk: a batch works on any whole
    /// number of records, and each record's result does not depend on the others.
    ///
    /// # Errors
    ///
    /// [`CellsError::RecordLength`], [`CellsError::SolutionLength`] or
    /// [`CellsError::StatusLength`] when the buffers do not hold the same whole number of
    /// records; nothing is written then.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::{Shape, Solver, Status};
    ///
    /// let line = |text: &[u8]| -> Vec<u8> {
    ///     text.iter().map(|&b| if b == b'.' { 0 } else { b - b'0' }).collect()
    /// };
    /// let mut puzzles = line(b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
    /// puzzles.extend(line(b"11..............................................................................."));
    /// puzzles.extend(vec![0; 81]);
    /// puzzles.extend(puzzles[..81].to_vec());
    ///
    /// let records = puzzles.len() / 81;
    /// let mut solutions = vec![0u8; puzzles.len()];
    /// let mut status = vec![Status::NoSolution; records];
    /// let solver = Solver::new();
    ///
    /// // Two threads, each with a whole number of records.
    /// let half = 2;
    /// std::thread::scope(|s| {
    ///     let chunks = puzzles
    ///         .chunks(half * 81)
    ///         .zip(solutions.chunks_mut(half * 81))
    ///         .zip(status.chunks_mut(half));
    ///     for ((p, out), st) in chunks {
    ///         s.spawn(move || solver.solve_batch(Shape::NINE, p, out, st));
    ///     }
    /// });
    /// assert_eq!(status, [Status::Unique, Status::Conflict, Status::Multiple, Status::Unique]);
    /// assert_eq!(solutions[81..162], [0; 81]);
    /// assert_eq!(solutions[..81], solutions[243..]);
    /// ```
    pub fn solve_batch(
        &self,
        shape: Shape,
        puzzles: &[u8],
        solutions: &mut [u8],
        status: &mut [Status],
    ) -> Result<(), CellsError> {
        check_batch(shape, puzzles.len(), Some(solutions.len()), status.len())?;
        let Ok(()) = solve_batch_polled(self, shape, puzzles, solutions, status, &mut Unlimited);
        Ok(())
    }

    /// Counts the solutions of every record of `puzzles` (laid out as for
    /// [`Solver::solve_batch`]) up to `limit`, writing each count into `counts` and each
    /// status into `status` (one entry per record in both).
    ///
    /// A count equal to `limit` means "at least `limit`". The status is
    /// [`Status::Unique`] for one solution (when `limit` is above 1), [`Status::Multiple`]
    /// for several, [`Status::Found`] for one when `limit` is 1, and as in
    /// [`Solver::solve_batch`] for bad records and records without a solution (count 0).
    ///
    /// # Errors
    ///
    /// [`CellsError::RecordLength`] or [`CellsError::StatusLength`] (for either `counts` or
    /// `status`) when the buffers do not hold the same whole number of records; nothing is
    /// written then.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::{Shape, Solver, Status};
    ///
    /// let shape = Shape::for_size(4).unwrap();
    /// let mut puzzles = vec![0u8; 16]; // the empty 4×4 grid: 288 solutions
    /// puzzles.extend([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]); // solved already
    /// puzzles.extend([7; 16]); // 7 is not a 4×4 digit
    /// let (mut counts, mut status) = ([0u64; 3], [Status::NoSolution; 3]);
    /// Solver::new().count_batch(shape, &puzzles, 1_000, &mut counts, &mut status).unwrap();
    /// assert_eq!(counts, [288, 1, 0]);
    /// assert_eq!(status, [Status::Multiple, Status::Unique, Status::Invalid]);
    /// ```
    pub fn count_batch(
        &self,
        shape: Shape,
        puzzles: &[u8],
        limit: u64,
        counts: &mut [u64],
        status: &mut [Status],
    ) -> Result<(), CellsError> {
        check_counts(shape, puzzles.len(), counts.len(), status.len())?;
        let Ok(()) =
            count_batch_polled(self, shape, puzzles, limit, counts, status, &mut Unlimited);
        Ok(())
    }
}

/// The length checks of a count batch: one count and one status per record.
fn check_counts(
    shape: Shape,
    puzzles: usize,
    counts: usize,
    statuses: usize,
) -> Result<usize, CellsError> {
    let records = check_batch(shape, puzzles, None, statuses)?;
    if counts != records {
        return Err(CellsError::StatusLength {
            found: counts,
            expected: records,
        });
    }
    Ok(records)
}

impl Bounded<'_> {
    /// [`Solver::solve_into`] under the budget.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cells`] as [`Solver::solve_into`] (nothing written);
    /// [`SolveError::Interrupted`] when the budget runs out first (`solution` zeroed).
    pub fn solve_into(
        &self,
        shape: Shape,
        puzzle: &[u8],
        solution: &mut [u8],
    ) -> Result<Status, SolveError> {
        let mut meter = self.budget.meter();
        Ok(solve_into_polled(
            &self.solver,
            shape,
            puzzle,
            solution,
            &mut meter,
        )??)
    }

    /// [`Solver::count_into`] under the budget.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cells`] as [`Solver::count_into`]; [`SolveError::Interrupted`] when the
    /// budget runs out first.
    pub fn count_into(
        &self,
        shape: Shape,
        puzzle: &[u8],
        limit: u64,
    ) -> Result<(u64, Status), SolveError> {
        let mut meter = self.budget.meter();
        Ok(count_into_polled(
            &self.solver,
            shape,
            puzzle,
            limit,
            &mut meter,
        )??)
    }

    /// [`Solver::solve_batch`] under one budget for the whole batch.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cells`] as [`Solver::solve_batch`] (nothing written);
    /// [`SolveError::Interrupted`] when the budget runs out: the records before the one it
    /// stopped have their results, that record and every later one have
    /// [`Status::Interrupted`] and a zeroed output row.
    ///
    /// # Example
    ///
    /// ```
    /// use std::time::Instant;
    /// use sudoku_engine::{Budget, Interrupted, Shape, SolveError, Solver, Status};
    ///
    /// let puzzles = vec![0u8; 3 * 81];
    /// let (mut solutions, mut status) = (vec![1u8; 3 * 81], [Status::Unique; 3]);
    /// let spent = Budget::unlimited().with_deadline(Instant::now());
    /// let result = Solver::new()
    ///     .within(&spent)
    ///     .solve_batch(Shape::NINE, &puzzles, &mut solutions, &mut status);
    /// assert_eq!(result, Err(SolveError::Interrupted(Interrupted::Deadline)));
    /// assert_eq!(status, [Status::Interrupted; 3]);
    /// assert!(solutions.iter().all(|&v| v == 0));
    /// ```
    pub fn solve_batch(
        &self,
        shape: Shape,
        puzzles: &[u8],
        solutions: &mut [u8],
        status: &mut [Status],
    ) -> Result<(), SolveError> {
        check_batch(shape, puzzles.len(), Some(solutions.len()), status.len())?;
        let mut meter = self.budget.meter();
        solve_batch_polled(&self.solver, shape, puzzles, solutions, status, &mut meter)
            .map_err(SolveError::Interrupted)
    }

    /// [`Solver::count_batch`] under one budget for the whole batch.
    ///
    /// # Errors
    ///
    /// [`SolveError::Cells`] as [`Solver::count_batch`] (nothing written);
    /// [`SolveError::Interrupted`] when the budget runs out: the records before the one it
    /// stopped have their counts, that record and every later one have
    /// [`Status::Interrupted`] and a count of 0.
    pub fn count_batch(
        &self,
        shape: Shape,
        puzzles: &[u8],
        limit: u64,
        counts: &mut [u64],
        status: &mut [Status],
    ) -> Result<(), SolveError> {
        check_counts(shape, puzzles.len(), counts.len(), status.len())?;
        let mut meter = self.budget.meter();
        count_batch_polled(
            &self.solver,
            shape,
            puzzles,
            limit,
            counts,
            status,
            &mut meter,
        )
        .map_err(SolveError::Interrupted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_codes_are_their_position() {
        for (i, s) in Status::ALL.into_iter().enumerate() {
            assert_eq!(usize::from(s.code()), i, "{s:?}");
        }
    }

    #[test]
    fn clashes_are_found_in_rows_columns_and_boxes() {
        let shape = Shape::NINE;
        let at = |cells: &[(usize, u8)]| {
            let mut v = vec![0u8; 81];
            for &(i, d) in cells {
                v[i] = d;
            }
            v
        };
        let table: [(&[(usize, u8)], bool); 5] = [
            (&[], false),
            (&[(0, 5), (8, 5)], true),   // row 1
            (&[(0, 5), (72, 5)], true),  // column 1
            (&[(0, 5), (20, 5)], true),  // box 1
            (&[(0, 5), (13, 5)], false), // r1c1 and r2c5 share no unit
        ];
        for (cells, want) in table {
            assert_eq!(givens_clash(shape, &at(cells)), want, "{cells:?}");
        }
    }
}
