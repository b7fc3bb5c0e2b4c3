//! The solvers against the reference solver: every back end ([`Backend::Auto`], which is the
//! 9×9 bitboard solver on 9×9 grids, its portable copy, the general solver) and the raw-cell
//! calls (`solve_into`, `solve_batch`, `count_batch`) against [`Backend::Reference`].
//!
//! The input's first byte chooses the count limit (1 to 16, low four bits) and how the rest
//! is read (bit 4): as puzzle text in any format (0), or as raw cells (1), where the next byte
//! picks the size and each further byte is one cell (`byte % 64`, read as a hole when above
//! N + 1, so that a value of N + 1 tests the refusal of values above N).
//!
//! Properties, for any grid:
//! - every back end counts the same number of solutions under the limit as the reference
//!   solver, with the same "at least" flag, and lists that many distinct valid solutions;
//! - every back end's outcome (unique, several, none) is the reference's, with the same
//!   solution when it is unique and the same conflict when there is none; a solution found
//!   always completes the puzzle and follows the rules;
//! - the raw-cell calls give the status that matches that outcome, the same solution, and a
//!   zeroed row when there is none; values above N are refused.
//!
//! All the work shares one [`Budget`]; once it runs out the remaining
//! comparisons are skipped.

use sudoku_engine::format::parse_bytes;
use sudoku_engine::{
    Backend, Bounded, Budget, CellsError, Count, Grid, Interrupted, Mode, Outcome, Shape,
    SolveError, Solver, Status,
};

use crate::input::Input;

/// How long one input may take, in milliseconds, for all its searches together.
const TIME_MS: u64 = 100;

/// The back ends checked against [`Backend::Reference`].
const FAST: [Backend; 3] = [Backend::Auto, Backend::Portable, Backend::General];

/// The sizes raw-cell inputs pick from (9×9 twice as often).
const SIZES: [usize; 7] = [4, 6, 8, 9, 9, 12, 16];

/// Checks every solver on the grid `data` describes; panics when a property fails.
pub fn check(data: &[u8]) {
    let mut input = Input::new(data);
    let control = input.byte();
    let limit = u64::from(control & 0x0f) + 1;
    let budget = crate::budget(TIME_MS);
    let grid = if control & 0x10 == 0 {
        match parse_bytes(input.rest()) {
            Ok(grid) => grid,
            Err(_) => return,
        }
    } else {
        let shape = Shape::for_size(input.pick(&SIZES)).expect("a known size");
        let n = shape.size();
        let mut cells: Vec<u8> = input
            .rest()
            .iter()
            .map(|&b| b % 64)
            .map(|v| if usize::from(v) > n + 1 { 0 } else { v })
            .collect();
        cells.resize(shape.cell_count(), 0);
        match Grid::from_values(shape, &cells) {
            Ok(grid) => grid,
            Err(_) => return check_refused(shape, &cells, &budget),
        }
    };
    // Interrupted means out of time: what was compared until then held.
    let _ = check_grid(&grid, limit, &budget);
}

/// A solver of `backend` in `mode` under `budget`.
fn solver(backend: Backend, mode: Mode, budget: &Budget) -> Bounded<'_> {
    Solver::new().backend(backend).mode(mode).within(budget)
}

/// Checks one grid; `Err` when the budget ran out before the end.
fn check_grid(grid: &Grid, limit: u64, budget: &Budget) -> Result<(), Interrupted> {
    let reference = solver(Backend::Reference, Mode::Unique, budget);
    let count = reference.count(grid, limit)?;
    let outcome = reference.solve(grid)?;
    check_outcome(grid, &outcome);
    let agrees = match &outcome {
        Outcome::NoSolution { .. } => count.count == 0,
        Outcome::Unique(_) => count.count == 1 && !count.at_least,
        _ => count.count == limit.min(2) || count.count > 1,
    };
    assert!(
        agrees && count.count <= limit && count.at_least == (count.count == limit),
        "{grid:?}: the reference says {outcome:?} but counts {count:?} (limit {limit})"
    );
    for backend in FAST {
        let bounded = solver(backend, Mode::Unique, budget);
        assert_eq!(
            bounded.count(grid, limit)?,
            count,
            "{grid:?}: {backend:?} counts differently from the reference (limit {limit})"
        );
        let solutions = bounded.solutions(grid, limit)?;
        assert_eq!(solutions.len() as u64, count.count, "{grid:?}: {backend:?}");
        for (i, s) in solutions.iter().enumerate() {
            assert!(
                s.is_solved() && s.is_filled_from(grid),
                "{grid:?}: {backend:?} lists a bad solution {s:?}"
            );
            assert!(
                !solutions[..i].contains(s),
                "{grid:?}: {backend:?} repeats {s:?}"
            );
        }
        let theirs = bounded.solve(grid)?;
        check_outcome(grid, &theirs);
        let same = match (&outcome, &theirs) {
            (Outcome::Unique(a), Outcome::Unique(b)) => a == b,
            (Outcome::Multiple(_), Outcome::Multiple(_)) => true,
            (a, b) => a == b,
        };
        assert!(
            same,
            "{grid:?}: {backend:?} says {theirs:?}, the reference {outcome:?}"
        );
        let first = solver(backend, Mode::First, budget).solve(grid)?;
        check_outcome(grid, &first);
        assert_eq!(
            first.solution().is_some(),
            outcome.solution().is_some(),
            "{grid:?}: {backend:?} in first mode says {first:?}, the reference {outcome:?}"
        );
        check_cells(grid, limit, &bounded, &outcome, count)?;
    }
    Ok(())
}

/// A solution, if any, completes the puzzle and follows the rules; no solution names the
/// puzzle's first conflict.
fn check_outcome(grid: &Grid, outcome: &Outcome) {
    match outcome {
        Outcome::NoSolution { conflict } => {
            assert_eq!(*conflict, grid.first_conflict(), "{grid:?}: {outcome:?}");
        }
        _ => {
            let s = outcome.solution().expect("a solution");
            assert!(
                s.is_solved() && s.is_filled_from(grid),
                "{grid:?}: bad solution in {outcome:?}"
            );
        }
    }
}

/// The raw-cell calls agree with the outcome and the count of the grid.
fn check_cells(
    grid: &Grid,
    limit: u64,
    solver: &Bounded<'_>,
    outcome: &Outcome,
    count: Count,
) -> Result<(), Interrupted> {
    let shape = grid.shape();
    let cells = grid.values();
    let (status, solution) = match outcome {
        Outcome::Unique(s) => (Status::Unique, Some(s)),
        Outcome::Multiple(s) | Outcome::Found(s) => (Status::Multiple, Some(s)),
        Outcome::NoSolution { conflict: Some(_) } => (Status::Conflict, None),
        Outcome::NoSolution { conflict: None } => (Status::NoSolution, None),
    };
    let written_ok = |row: &[u8], found: Status| match (found, solution) {
        (Status::Unique, Some(s)) => assert_eq!(row, s.values(), "{grid:?}"),
        (Status::Multiple, Some(_)) => {
            let g = Grid::from_values(shape, row).expect("a solution fits the shape");
            assert!(
                g.is_solved() && g.is_filled_from(grid),
                "{grid:?}: wrote {g:?}"
            );
        }
        _ => assert!(row.iter().all(|&v| v == 0), "{grid:?}: row not zeroed"),
    };

    let mut out = vec![1; cells.len()];
    let found = solver
        .solve_into(shape, cells, &mut out)
        .map_err(interrupted)?;
    assert_eq!(found, status, "{grid:?}: solve_into");
    written_ok(&out, found);

    let puzzles = [cells, cells].concat();
    let mut rows = vec![1; puzzles.len()];
    let mut statuses = [Status::Invalid; 2];
    solver
        .solve_batch(shape, &puzzles, &mut rows, &mut statuses)
        .map_err(interrupted)?;
    for (found, row) in statuses.into_iter().zip(rows.chunks(cells.len())) {
        assert_eq!(found, status, "{grid:?}: solve_batch");
        written_ok(row, found);
    }

    let mut counts = [u64::MAX; 2];
    solver
        .count_batch(shape, &puzzles, limit, &mut counts, &mut statuses)
        .map_err(interrupted)?;
    let counted = match (count.count, status) {
        (0, none) => none,
        (1, _) if limit > 1 => Status::Unique,
        (1, _) => Status::Found,
        _ => Status::Multiple,
    };
    assert_eq!(
        counts, [count.count; 2],
        "{grid:?}: count_batch, limit {limit}"
    );
    assert_eq!(
        statuses, [counted; 2],
        "{grid:?}: count_batch, limit {limit}"
    );
    Ok(())
}

/// The budget's reason from a raw-cell call, whose buffers are always the right length here.
fn interrupted(e: SolveError) -> Interrupted {
    match e {
        SolveError::Interrupted(why) => why,
        other => panic!("buffers of the right length refused: {other}"),
    }
}

/// Cells with a value above N: a single solve refuses them naming the first, a batch marks
/// the record invalid and goes on with the next.
fn check_refused(shape: Shape, cells: &[u8], budget: &Budget) {
    let n = shape.size();
    let index = cells
        .iter()
        .position(|&v| usize::from(v) > n)
        .expect("a value above N");
    let solver = solver(Backend::Auto, Mode::Unique, budget);
    let mut out = vec![1; cells.len()];
    assert_eq!(
        solver.solve_into(shape, cells, &mut out),
        Err(SolveError::Cells(CellsError::ValueTooLarge {
            index,
            value: cells[index],
            size: n,
        }))
    );
    assert!(
        out.iter().all(|&v| v == 1),
        "a refused call wrote its buffer"
    );
    let empty = vec![0; cells.len()];
    let puzzles = [cells, &empty].concat();
    let mut rows = vec![1; puzzles.len()];
    let mut statuses = [Status::Unique; 2];
    if solver
        .solve_batch(shape, &puzzles, &mut rows, &mut statuses)
        .is_ok()
    {
        assert_eq!(statuses, [Status::Invalid, Status::Multiple]);
        assert!(rows[..cells.len()].iter().all(|&v| v == 0));
    }
    let mut counts = [u64::MAX; 2];
    if solver
        .count_batch(shape, &puzzles, 2, &mut counts, &mut statuses)
        .is_ok()
    {
        assert_eq!(statuses, [Status::Invalid, Status::Multiple]);
        assert_eq!(counts, [0, 2]);
    }
}
