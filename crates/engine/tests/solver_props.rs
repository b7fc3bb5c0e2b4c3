//! Property tests: on random puzzles of every size, the general solver agrees with the
//! reference solver, and every solution keeps the givens and fills every unit. The cell and
//! batch solvers agree with the reference solver record by record, however the batch is cut
//! into chunks, and budgets stop long searches.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use sudoku_engine::{
    Backend, Budget, CancelFlag, CellsError, Grid, Interrupted, Mode, Shape, SolveError, Solver,
    Status,
};

/// A random solution grid: the classic pattern solution shuffled by moves that keep it valid
/// (relabel digits, permute bands, rows within a band, stacks, columns within a stack).
fn solution_grid(shape: Shape, seed: &[u32]) -> Grid {
    let n = shape.size();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let mut k = 0usize;
    let mut next = |m: usize| {
        k += 1;
        seed[k % seed.len()] as usize % m
    };
    let mut shuffle = |v: &mut Vec<usize>| {
        for i in (1..v.len()).rev() {
            let j = next(i + 1);
            v.swap(i, j);
        }
    };
    let mut digits: Vec<usize> = (0..n).collect();
    shuffle(&mut digits);
    // Row order: permute bands (groups of br rows), then rows within each band.
    let mut bands: Vec<usize> = (0..n / br).collect();
    shuffle(&mut bands);
    let mut rows = Vec::new();
    for b in bands {
        let mut within: Vec<usize> = (0..br).collect();
        shuffle(&mut within);
        rows.extend(within.into_iter().map(|r| b * br + r));
    }
    let mut stacks: Vec<usize> = (0..n / bc).collect();
    shuffle(&mut stacks);
    let mut cols = Vec::new();
    for s in stacks {
        let mut within: Vec<usize> = (0..bc).collect();
        shuffle(&mut within);
        cols.extend(within.into_iter().map(|c| s * bc + c));
    }
    let mut values = vec![0u8; n * n];
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let base = (bc * (pr % br) + pr / br + pc) % n;
            values[r * n + c] = digits[base] as u8 + 1;
        }
    }
    Grid::from_values(shape, &values).expect("pattern values are in range")
}

/// Cuts holes: keeps each cell with probability `keep` per mille.
fn cut(solution: &Grid, keep: u32, seed: &[u32]) -> Grid {
    let values: Vec<u8> = solution
        .values()
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let r = seed[i % seed.len()]
                .wrapping_mul(2654435761)
                .wrapping_add(i as u32 * 40503);
            if r % 1000 < keep {
                v
            } else {
                0
            }
        })
        .collect();
    Grid::from_values(solution.shape(), &values).expect("subset of a valid grid")
}

fn check_against_reference(puzzle: &Grid, limit: u64) -> Result<(), TestCaseError> {
    let reference = Solver::new().backend(Backend::Reference);
    let want = reference.solutions(puzzle, limit);
    for backend in [Backend::Auto, Backend::General] {
        let got = Solver::new().backend(backend).solutions(puzzle, limit);
        prop_assert_eq!(got.len(), want.len(), "{:?} on {:?}", backend, puzzle);
        for g in &got {
            prop_assert!(
                g.is_solved(),
                "{:?} gave an invalid solution {:?}",
                backend,
                g
            );
            prop_assert!(g.is_filled_from(puzzle), "{:?} changed a given", backend);
        }
        // When the search ran to completion, both found the same set of solutions; when the
        // limit cut it short, each may have found a different first few.
        if (want.len() as u64) < limit {
            let mut a = got.clone();
            let mut b = want.clone();
            a.sort_by(|x, y| x.values().cmp(y.values()));
            b.sort_by(|x, y| x.values().cmp(y.values()));
            prop_assert_eq!(a, b);
        }
        let count = Solver::new().backend(backend).count(puzzle, limit);
        prop_assert_eq!(count.count, want.len() as u64);
    }
    Ok(())
}

fn small_shapes() -> impl Strategy<Value = Shape> {
    prop::sample::select(vec![4usize, 6, 8, 9]).prop_map(|n| Shape::for_size(n).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Small sizes, any density: solution sets agree exactly (up to 3 solutions).
    #[test]
    fn small_grids_agree(shape in small_shapes(), seed in prop::collection::vec(any::<u32>(), 8..16), keep in 150u32..700) {
        let sol = solution_grid(shape, &seed);
        let puzzle = cut(&sol, keep, &seed);
        check_against_reference(&puzzle, 3)?;
    }

    /// Puzzles with clashing givens have no solution, and every back end says so.
    #[test]
    fn clashing_givens_have_no_solution(shape in small_shapes(), seed in prop::collection::vec(any::<u32>(), 8..16)) {
        let sol = solution_grid(shape, &seed);
        let mut values = cut(&sol, 300, &seed).values().to_vec();
        // Copy a digit into another empty cell of the same row.
        let n = shape.size();
        let row = seed[0] as usize % n;
        let (a, b) = (row * n, row * n + 1 + seed[1] as usize % (n - 1));
        values[a] = sol.values()[a];
        values[b] = sol.values()[a];
        let puzzle = Grid::from_values(shape, &values).unwrap();
        check_against_reference(&puzzle, 2)?;
        prop_assert!(puzzle.first_conflict().is_some());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Big sizes, half the cells given: the solvers agree and the solution is the original.
    #[test]
    fn big_grids_agree(size in prop::sample::select(vec![10usize, 12, 16, 25]), seed in prop::collection::vec(any::<u32>(), 8..16)) {
        let shape = Shape::for_size(size).unwrap();
        let sol = solution_grid(shape, &seed);
        let puzzle = cut(&sol, 500, &seed);
        let got = Solver::new().solutions(&puzzle, 2);
        prop_assert!(!got.is_empty());
        for g in &got {
            prop_assert!(g.is_solved());
            prop_assert!(g.is_filled_from(&puzzle));
        }
        if size <= 12 {
            check_against_reference(&puzzle, 2)?;
        }
    }
}

#[test]
fn empty_grids_count_exactly() {
    // 4×4 has 288 solution grids; a 6×6 grid has 28,200,960, so count to a limit.
    let four = Grid::empty(Shape::for_size(4).unwrap());
    for backend in [Backend::Auto, Backend::General, Backend::Reference] {
        let c = Solver::new().backend(backend).count(&four, 1_000);
        assert_eq!((c.count, c.at_least), (288, false), "{backend:?}");
    }
    let six = Grid::empty(Shape::for_size(6).unwrap());
    let c = Solver::new().count(&six, 5_000);
    assert_eq!((c.count, c.at_least), (5_000, true));
}

/// One record of a batch test: a puzzle cut from a solution grid, possibly spoiled.
fn record(shape: Shape, seed: &[u32], keep: u32, spoil: u8) -> Vec<u8> {
    let sol = solution_grid(shape, seed);
    let mut values = cut(&sol, keep, seed).values().to_vec();
    let n = shape.size();
    match spoil {
        // A value above N.
        1 => {
            let at = seed[1] as usize % values.len();
            values[at] = n as u8 + 1 + (seed[2] % 3) as u8;
        }
        // Two equal givens in one row.
        2 => {
            let row = seed[0] as usize % n;
            values[row * n] = sol.values()[row * n];
            values[row * n + 1] = sol.values()[row * n];
        }
        // Givens that do not clash but leave no solution: a row full but for its first cell,
        // and the digit that cell needs given in its column, in another band.
        3 => {
            let row = seed[0] as usize % n;
            let other = (row + shape.box_rows()) % n;
            values.fill(0);
            values[row * n + 1..(row + 1) * n]
                .copy_from_slice(&sol.values()[row * n + 1..(row + 1) * n]);
            values[other * n] = sol.values()[row * n];
        }
        _ => {}
    }
    values
}

/// The status the reference solver gives `cells` with `limit`, and its solution count.
fn reference_status(shape: Shape, cells: &[u8], mode: Mode) -> (Status, u64) {
    let Ok(grid) = Grid::from_values(shape, cells) else {
        return (Status::Invalid, 0);
    };
    let limit = if mode == Mode::First { 1 } else { 2 };
    let count = Solver::new()
        .backend(Backend::Reference)
        .count(&grid, limit)
        .count;
    let status = match (count, mode) {
        (0, _) if grid.first_conflict().is_some() => Status::Conflict,
        (0, _) => Status::NoSolution,
        (_, Mode::First) => Status::Found,
        (1, _) => Status::Unique,
        _ => Status::Multiple,
    };
    (status, count)
}

/// Checks one output row against its puzzle and status.
fn check_row(shape: Shape, puzzle: &[u8], out: &[u8], status: Status) -> Result<(), TestCaseError> {
    if status.has_solution() {
        let solved = Grid::from_values(shape, out).expect("a solution is in range");
        let given = Grid::from_values(shape, puzzle).expect("a solved puzzle is in range");
        prop_assert!(solved.is_solved(), "{:?}", solved);
        prop_assert!(solved.is_filled_from(&given));
    } else {
        prop_assert!(
            out.iter().all(|&v| v == 0),
            "a row without a solution is zeroed"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Each record's status is what the reference solver says; the batch gives what single
    /// solves give, cut into chunks at any record boundary or not.
    #[test]
    fn cells_and_batches_agree_with_the_reference(
        shape in small_shapes(),
        seeds in prop::collection::vec(prop::collection::vec(any::<u32>(), 8..12), 1..6),
        keeps in prop::collection::vec(100u32..800, 6),
        spoils in prop::collection::vec(prop::sample::select(vec![0u8, 0, 1, 2, 3]), 6),
        split in 0usize..6,
        first in any::<bool>(),
        backend in prop::sample::select(vec![Backend::Auto, Backend::General, Backend::Avx2, Backend::Portable]),
    ) {
        let mode = if first { Mode::First } else { Mode::Unique };
        let solver = Solver::new().backend(backend).mode(mode);
        let cells = shape.cell_count();
        let records: Vec<Vec<u8>> = seeds
            .iter()
            .enumerate()
            .map(|(i, seed)| record(shape, seed, keeps[i], spoils[i]))
            .collect();
        let puzzles: Vec<u8> = records.concat();

        let mut single = vec![0u8; puzzles.len()];
        let mut single_status = Vec::new();
        for (i, r) in records.iter().enumerate() {
            let (want, _) = reference_status(shape, r, mode);
            let out = &mut single[i * cells..(i + 1) * cells];
            let got = match solver.solve_into(shape, r, out) {
                Ok(status) => status,
                Err(CellsError::ValueTooLarge { .. }) => Status::Invalid,
                Err(e) => return Err(TestCaseError::fail(format!("{e}"))),
            };
            prop_assert_eq!(got, want, "record {} of {:?}", i, records);
            if got == Status::Invalid {
                out.fill(0);
            }
            check_row(shape, r, out, got)?;
            single_status.push(got);
        }

        let mut batch = vec![7u8; puzzles.len()];
        let mut status = vec![Status::Interrupted; records.len()];
        solver.solve_batch(shape, &puzzles, &mut batch, &mut status).unwrap();
        prop_assert_eq!(&status, &single_status);
        prop_assert_eq!(&batch, &single);

        let at = split.min(records.len());
        let (mut chunked, mut chunked_status) = (vec![7u8; puzzles.len()], vec![Status::Interrupted; records.len()]);
        let (p1, p2) = puzzles.split_at(at * cells);
        let (o1, o2) = chunked.split_at_mut(at * cells);
        let (s1, s2) = chunked_status.split_at_mut(at);
        solver.solve_batch(shape, p1, o1, s1).unwrap();
        solver.solve_batch(shape, p2, o2, s2).unwrap();
        prop_assert_eq!(&chunked_status, &single_status);
        prop_assert_eq!(&chunked, &single);

        // Under a budget that does not run out, the same results.
        let budget = Budget::unlimited().with_timeout(Duration::from_secs(3600));
        let (mut bounded, mut bounded_status) = (vec![7u8; puzzles.len()], vec![Status::Interrupted; records.len()]);
        solver.within(&budget).solve_batch(shape, &puzzles, &mut bounded, &mut bounded_status).unwrap();
        prop_assert_eq!(&bounded_status, &single_status);
        prop_assert_eq!(&bounded, &single);

        // Counts up to 3 are the reference's, with the matching status.
        let (mut counts, mut count_status) = (vec![9u64; records.len()], vec![Status::Interrupted; records.len()]);
        solver.count_batch(shape, &puzzles, 3, &mut counts, &mut count_status).unwrap();
        for (i, r) in records.iter().enumerate() {
            let want = match Grid::from_values(shape, r) {
                Ok(g) => Solver::new().backend(Backend::Reference).count(&g, 3).count,
                Err(_) => 0,
            };
            prop_assert_eq!(counts[i], want, "record {}", i);
            let (unique_status, _) = reference_status(shape, r, Mode::Unique);
            prop_assert_eq!(count_status[i], unique_status, "record {}", i);
        }
    }
}

#[test]
fn buffer_lengths_are_checked_before_anything_is_written() {
    let solver = Solver::new();
    let nine = Shape::NINE;
    let puzzles = vec![0u8; 2 * 81];
    let mut out = vec![5u8; 2 * 81];
    let mut status = [Status::Unique; 2];
    let mut counts = [5u64; 2];
    let table: [(Result<(), CellsError>, CellsError); 7] = [
        (
            solver
                .solve_into(nine, &puzzles[..80], &mut out[..81])
                .map(drop),
            CellsError::PuzzleLength {
                found: 80,
                expected: 81,
            },
        ),
        (
            solver
                .solve_into(nine, &puzzles[..81], &mut out[..82])
                .map(drop),
            CellsError::SolutionLength {
                found: 82,
                expected: 81,
            },
        ),
        (
            solver
                .solve_into(nine, &[0, 10].repeat(41)[..81], &mut out[..81])
                .map(drop),
            CellsError::ValueTooLarge {
                index: 1,
                value: 10,
                size: 9,
            },
        ),
        (
            solver.solve_batch(nine, &puzzles[..100], &mut out[..100], &mut status[..1]),
            CellsError::RecordLength {
                found: 100,
                record: 81,
            },
        ),
        (
            solver.solve_batch(nine, &puzzles, &mut out[..81], &mut status),
            CellsError::SolutionLength {
                found: 81,
                expected: 162,
            },
        ),
        (
            solver.solve_batch(nine, &puzzles, &mut out, &mut status[..1]),
            CellsError::StatusLength {
                found: 1,
                expected: 2,
            },
        ),
        (
            solver.count_batch(nine, &puzzles, 5, &mut counts[..1], &mut status),
            CellsError::StatusLength {
                found: 1,
                expected: 2,
            },
        ),
    ];
    for (i, (got, want)) in table.into_iter().enumerate() {
        assert_eq!(got, Err(want), "case {i}");
    }
    assert!(out.iter().all(|&v| v == 5), "nothing written");
    assert_eq!(status, [Status::Unique; 2]);
    assert_eq!(counts, [5; 2]);
    // An empty batch is a whole number of records.
    assert_eq!(solver.solve_batch(nine, &[], &mut [], &mut []), Ok(()));
}

/// A budget that has run out stops even the largest search before it starts, on every back
/// end, and a cell solve zeroes its output.
#[test]
fn an_expired_budget_stops_a_25x25_count_at_once() {
    let empty = Grid::empty(Shape::for_size(25).unwrap());
    let spent = Budget::unlimited().with_deadline(Instant::now());
    for backend in [Backend::Auto, Backend::General, Backend::Reference] {
        let start = Instant::now();
        let got = Solver::new()
            .backend(backend)
            .within(&spent)
            .count(&empty, u64::MAX);
        assert_eq!(got, Err(Interrupted::Deadline), "{backend:?}");
        assert!(
            start.elapsed() < Duration::from_millis(200),
            "{backend:?}: {:?}",
            start.elapsed()
        );
    }
    let cancelled = CancelFlag::new();
    cancelled.cancel();
    let budget = Budget::unlimited().with_cancel(cancelled);
    let mut out = vec![1u8; 625];
    let got = Solver::new()
        .within(&budget)
        .solve_into(empty.shape(), empty.values(), &mut out);
    assert_eq!(got, Err(SolveError::Interrupted(Interrupted::Cancelled)));
    assert!(out.iter().all(|&v| v == 0));
}

/// Counts `puzzle` without a limit on another thread, cancels it after a moment, and returns
/// how long the count took to stop after the flag was raised.
fn time_to_stop(backend: Backend, puzzle: Grid) -> Duration {
    let flag = CancelFlag::new();
    let budget = Budget::unlimited().with_cancel(flag.clone());
    let (done, finished) = mpsc::channel();
    let worker = std::thread::spawn(move || {
        let got = Solver::new()
            .backend(backend)
            .within(&budget)
            .count(&puzzle, u64::MAX);
        done.send(Instant::now()).expect("the test thread waits");
        got
    });
    std::thread::sleep(Duration::from_millis(100));
    let raised = Instant::now();
    flag.cancel();
    let stopped = finished
        .recv_timeout(Duration::from_secs(30))
        .expect("the count stops");
    let got = worker.join().expect("no panic");
    assert_eq!(got, Err(Interrupted::Cancelled), "{backend:?}");
    stopped.saturating_duration_since(raised)
}

#[test]
fn a_cancel_flag_stops_a_long_count_within_a_second() {
    let mut values = vec![0u8; 81];
    values[0] = 1;
    let almost_empty = Grid::from_values(Shape::NINE, &values).unwrap();
    for backend in [
        Backend::Auto,
        Backend::Avx2,
        Backend::Portable,
        Backend::General,
    ] {
        let took = time_to_stop(backend, almost_empty.clone());
        assert!(took < Duration::from_secs(1), "{backend:?}: {took:?}");
    }
    let sixteen = Grid::empty(Shape::for_size(16).unwrap());
    let took = time_to_stop(Backend::Auto, sixteen);
    assert!(took < Duration::from_secs(1), "16×16: {took:?}");
    // The reference solver polls at every guess too: on this 25×25 puzzle it goes a long
    // time without a solution, and used to poll only between solutions (found by fuzzing).
    let text = include_str!("../../../examples/25x25.txt");
    let twenty_five = sudoku_engine::format::parse_str(text).unwrap();
    let took = time_to_stop(Backend::Reference, twenty_five);
    assert!(
        took < Duration::from_secs(1),
        "reference on 25×25: {took:?}"
    );
}

/// A deadline in the future lets a search run until then, and no longer.
#[test]
fn a_deadline_stops_a_long_count_soon_after_it_passes() {
    let empty = Grid::empty(Shape::NINE);
    let start = Instant::now();
    let budget = Budget::unlimited().with_timeout(Duration::from_millis(150));
    let got = Solver::new().within(&budget).count(&empty, u64::MAX);
    let took = start.elapsed();
    assert_eq!(got, Err(Interrupted::Deadline));
    assert!(took >= Duration::from_millis(150), "{took:?}");
    assert!(took < Duration::from_millis(1150), "{took:?}");
}
