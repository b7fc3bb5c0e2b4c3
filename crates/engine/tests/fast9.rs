//! The 9×9 bitboard solver, specified against the reference solver.
//!
//! Every compiled copy of it is checked: the one `Backend::Auto` picks at run time (the
//! AVX-512 build on CPUs that have it), `Backend::Avx2` (the x86-64-v3 build, where the CPU has
//! AVX2) and `Backend::Portable` (baseline instructions). On a CPU without some instruction set
//! the backend asking for it runs the best copy below, so the tests run everywhere.
//!
//! On random puzzles cut from random solution grids, their random equivalent copies (rows,
//! columns, bands, stacks, transposition, digits) and spoiled copies, they must agree with
//! `Backend::Reference` in every mode (first solution, uniqueness, counting with every limit,
//! the set of solutions); copies of the public sets' puzzles keep their number of solutions
//! and, when unique, the copy of their solution. Every solution must keep the givens and be
//! solved.

use proptest::prelude::*;
use sudoku_engine::canon::Transform;
use sudoku_engine::{
    format, Backend, Grid, Mode, Outcome, SearchStats, Shape, Solver, Status, Topology,
};

use crate::counting_alloc::allocations;

/// The fast back ends under test: each compiled copy of the 9×9 solver.
const FAST: [Backend; 3] = [Backend::Auto, Backend::Avx2, Backend::Portable];

fn grid(line: &str) -> Grid {
    format::parse_str(line).expect("test puzzle parses")
}

/// An 81-character line with the given `(row, column, digit)`s (1-based) and holes elsewhere.
fn givens(cells: &[(usize, usize, u8)]) -> String {
    let mut line = vec![b'.'; 81];
    for &(r, c, d) in cells {
        line[(r - 1) * 9 + c - 1] = b'0' + d;
    }
    String::from_utf8(line).expect("ascii")
}

/// A random solution grid: a valid pattern grid shuffled by moves that keep it valid
/// (relabel digits, permute bands, rows within a band, stacks, columns within a stack,
/// transpose).
fn solution_grid(seed: &[u32]) -> Vec<u8> {
    let mut k = 0usize;
    let mut next = |m: usize| {
        k += 1;
        seed[k % seed.len()].rotate_left(k as u32) as usize % m
    };
    let mut perm3 = |base: usize| -> Vec<usize> {
        let mut v = vec![0, 1, 2];
        for i in (1..3).rev() {
            v.swap(i, next(i + 1));
        }
        v.into_iter().map(|x| base + x).collect()
    };
    let mut digits: Vec<u8> = (1..=9).collect();
    for i in (1..9).rev() {
        let j = seed[i % seed.len()] as usize % (i + 1);
        digits.swap(i, j);
    }
    let order = |outer: Vec<usize>, perm3: &mut dyn FnMut(usize) -> Vec<usize>| -> Vec<usize> {
        outer.into_iter().flat_map(|o| perm3(3 * o)).collect()
    };
    let bands = perm3(0);
    let rows = order(bands, &mut perm3);
    let stacks = perm3(0);
    let cols = order(stacks, &mut perm3);
    let transpose = seed[0] % 2 == 1;
    let mut values = vec![0u8; 81];
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let base = (3 * (pr % 3) + pr / 3 + pc) % 9;
            let at = if transpose { c * 9 + r } else { r * 9 + c };
            values[at] = digits[base];
        }
    }
    values
}

/// Keeps each cell of `solution` with probability `keep` per mille.
fn cut(solution: &[u8], keep: u32, seed: &[u32]) -> Grid {
    let values: Vec<u8> = solution
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let r = seed[i % seed.len()]
                .wrapping_mul(2_654_435_761)
                .wrapping_add(i as u32 * 40_503)
                .rotate_left(i as u32 % 32);
            if r % 1000 < keep {
                v
            } else {
                0
            }
        })
        .collect();
    Grid::from_values(Shape::NINE, &values).expect("values in range")
}

/// Runs `backend` with limit 3 and checks every solution it reports; returns the count.
fn checked_count(backend: Backend, puzzle: &Grid) -> u64 {
    let solutions = Solver::new().backend(backend).solutions(puzzle, 3);
    for s in &solutions {
        assert!(s.is_solved(), "{backend:?}: not a solution: {s:?}");
        assert!(s.is_filled_from(puzzle), "{backend:?}: lost a given: {s:?}");
    }
    solutions.len() as u64
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On random puzzles the fast solver counts (up to 3) what the reference counts.
    #[test]
    fn agrees_with_reference(
        seed in prop::collection::vec(any::<u32>(), 8..16),
        keep in 300u32..700,
    ) {
        let puzzle = cut(&solution_grid(&seed), keep, &seed);
        let expected = checked_count(Backend::Reference, &puzzle);
        prop_assert!(expected >= 1, "a cut solution grid has a solution");
        for backend in FAST {
            prop_assert_eq!(checked_count(backend, &puzzle), expected, "{:?} on {:?}", backend, puzzle);
        }
    }

    /// Random clashing givens (one given copied to a peer) have no solution.
    #[test]
    fn clashes_have_no_solution(
        seed in prop::collection::vec(any::<u32>(), 8..16),
        keep in 200u32..600,
        cell in 0usize..81,
        peer in 0usize..20,
    ) {
        let solution = solution_grid(&seed);
        let mut values = cut(&solution, keep, &seed).values().to_vec();
        values[Topology::of(Shape::NINE).peers(cell)[peer] as usize] = solution[cell];
        values[cell] = solution[cell];
        let puzzle = Grid::from_values(Shape::NINE, &values).expect("values in range");
        for backend in FAST {
            let stats = Solver::new().backend(backend).search(&puzzle, 3, &mut |_: &[u8]| true);
            prop_assert_eq!(stats.solutions, 0, "{:?} on {:?}", backend, puzzle);
        }
    }
}

/// Puzzles with a known number of solutions, and what a search up to `limit` must report.
#[test]
fn known_counts() {
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let cases: [(&str, String, u64, SearchStats); 6] = [
        (
            "a solved grid",
            solved.to_string(),
            5,
            SearchStats {
                solutions: 1,
                guesses: 0,
                stopped: false,
            },
        ),
        (
            "easy puzzle (singles only)",
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                .into(),
            2,
            SearchStats {
                solutions: 1,
                guesses: 0,
                stopped: false,
            },
        ),
        (
            "two givens clash in a row",
            givens(&[(1, 1, 5), (1, 2, 5)]),
            2,
            SearchStats {
                solutions: 0,
                guesses: 0,
                stopped: false,
            },
        ),
        (
            "two givens clash in a column",
            givens(&[(1, 1, 5), (8, 1, 5)]),
            2,
            SearchStats {
                solutions: 0,
                guesses: 0,
                stopped: false,
            },
        ),
        (
            "two givens clash in a box",
            givens(&[(1, 1, 5), (2, 2, 5)]),
            2,
            SearchStats {
                solutions: 0,
                guesses: 0,
                stopped: false,
            },
        ),
        (
            "limit reached",
            givens(&[]),
            3,
            SearchStats {
                solutions: 3,
                guesses: 0,
                stopped: true,
            },
        ),
    ];
    for backend in FAST {
        for (name, line, limit, expected) in &cases {
            let stats =
                Solver::new()
                    .backend(backend)
                    .search(&grid(line), *limit, &mut |_: &[u8]| true);
            assert_eq!(
                stats.solutions, expected.solutions,
                "{backend:?}, {name}: solutions"
            );
            assert_eq!(
                stats.stopped, expected.stopped,
                "{backend:?}, {name}: stopped"
            );
            if expected.guesses == 0 && expected.solutions <= 1 {
                assert_eq!(stats.guesses, 0, "{backend:?}, {name}: guesses");
            }
        }
    }
}

/// Hard puzzles (the first lines of forum-hardest-1106 and top1465) solve uniquely, agreeing with the general
/// solver, with a solution that keeps the givens.
#[test]
fn hard_puzzles_are_unique() {
    let cases = [
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
        "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ];
    for line in cases {
        let puzzle = grid(line);
        let expected = Solver::new().backend(Backend::General).solve(&puzzle);
        let Outcome::Unique(solution) = &expected else {
            panic!("general solver: {line} is not unique: {expected:?}");
        };
        assert!(
            solution.is_solved() && solution.is_filled_from(&puzzle),
            "{line}"
        );
        for backend in FAST {
            for mode in [Mode::Unique, Mode::First] {
                let (outcome, stats) = Solver::new()
                    .backend(backend)
                    .mode(mode)
                    .solve_with_stats(&puzzle);
                assert_eq!(
                    outcome.solution(),
                    Some(solution),
                    "{backend:?} {mode:?} on {line}"
                );
                assert!(
                    stats.guesses > 0,
                    "{backend:?} {mode:?}: a hard puzzle needs guesses"
                );
            }
        }
    }
}

/// Counting stops at the limit exactly, records nothing and allocates nothing per solution.
#[test]
fn counts_a_million_solutions_without_allocating() {
    // Row 1 and the first box given: still astronomically many solutions.
    let puzzle =
        grid("123456789456......789............................................................");
    for backend in FAST {
        let solver = Solver::new().backend(backend);
        let before = allocations();
        let count = solver.count(&puzzle, 1_000_000);
        let allocated = allocations() - before;
        assert_eq!(
            (count.count, count.at_least),
            (1_000_000, true),
            "{backend:?}"
        );
        assert_eq!(allocated, 0, "{backend:?}: allocations while counting");
    }
}

/// A count below the limit is exact and matches the general solver.
#[test]
fn counts_match_the_general_solver() {
    let cases = [
        // The easy puzzle above with givens removed: a few hundred solutions.
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.8.....26.95..8..2.3..9..5.1....",
        "..3.2.6..9..3.5..1..18.6.....81.29..7.......8..67.8.....2..95..8..2.3..9..5.1....",
        "................................................................................1",
    ];
    for line in cases {
        let puzzle = grid(line);
        let limit = 100_000;
        let expected = Solver::new()
            .backend(Backend::General)
            .count(&puzzle, limit);
        for backend in FAST {
            let count = Solver::new().backend(backend).count(&puzzle, limit);
            assert_eq!(count, expected, "{backend:?} on {line}");
        }
    }
}

/// Counting may guess on two-candidate cells where solving makes the full choice (the
/// solver's `Choice`): on the non-unique and hard samples both reach the same counts, with
/// every fast copy, and the cheaper choice is taken on the non-unique ones (their guesses
/// differ).
#[test]
fn counting_and_solving_choices_agree() {
    let sets = [
        ("serg", include_str!("data/serg.txt"), 40),
        (
            "forum-hardest-1106",
            include_str!("data/forum-hardest-1106.txt"),
            3,
        ),
        ("17-clue", include_str!("data/17-clue.txt"), 3),
    ];
    for (name, text, limit) in sets {
        for backend in FAST {
            let solver = Solver::new().backend(backend);
            let mut differ = 0;
            for line in text.lines() {
                let puzzle = grid(line);
                let counted = solver.search(&puzzle, limit, &mut sudoku_engine::CountVisitor);
                let mut written = 0;
                let solved = solver.search(&puzzle, limit, &mut |values: &[u8]| {
                    written += u64::from(!values.is_empty());
                    true
                });
                assert_eq!(
                    counted.solutions, solved.solutions,
                    "{backend:?} {name}: {line}"
                );
                assert_eq!(written, solved.solutions, "{backend:?} {name}: {line}");
                differ += usize::from(counted.guesses != solved.guesses);
            }
            if name == "serg" {
                assert!(differ > 100, "{backend:?}: counting chose as solving does");
            }
        }
    }
}

/// A visitor that returns `false` stops the search at once.
#[test]
fn visitor_can_stop_the_search() {
    let puzzle =
        grid(".................................................................................");
    for backend in FAST {
        let mut seen = 0;
        let stats = Solver::new()
            .backend(backend)
            .search(&puzzle, 100, &mut |s: &[u8]| {
                assert_eq!(s.len(), 81);
                seen += 1;
                seen < 7
            });
        assert_eq!(
            (seen, stats.solutions, stats.stopped),
            (7, 7, true),
            "{backend:?}"
        );
    }
}

/// Solving into a caller's buffer, one puzzle or a batch, allocates nothing on 9×9 and writes
/// what `solve` finds.
#[test]
fn cells_and_batches_solve_without_allocating() {
    let lines = [
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ];
    let puzzles: Vec<u8> = lines
        .iter()
        .flat_map(|l| grid(l).values().to_vec())
        .collect();
    for backend in FAST {
        let solver = Solver::new().backend(backend);
        let mut solutions = vec![0u8; puzzles.len()];
        let mut status = [Status::NoSolution; 3];
        let mut one = [0u8; 81];
        let before = allocations();
        solver
            .solve_batch(Shape::NINE, &puzzles, &mut solutions, &mut status)
            .expect("lengths fit");
        let single = solver.solve_into(Shape::NINE, &puzzles[..81], &mut one);
        let allocated = allocations() - before;
        assert_eq!(allocated, 0, "{backend:?}: allocations while solving");
        assert_eq!(single, Ok(Status::Unique), "{backend:?}");
        assert_eq!(status, [Status::Unique; 3], "{backend:?}");
        for (line, solution) in lines.iter().zip(solutions.chunks(81)) {
            let want = solver.solve(&grid(line));
            assert_eq!(want.solution().map(Grid::values), Some(solution), "{line}");
        }
        assert_eq!(one, solutions[..81]);
    }
}

/// The puzzles of the test excerpts of the public sets: hard, minimal and non-unique ones.
fn data_puzzles() -> Vec<Grid> {
    [
        include_str!("data/forum-hardest-1106.txt"),
        include_str!("data/forum-hardest-1905.txt"),
        include_str!("data/top1465.txt"),
        include_str!("data/17-clue.txt"),
        include_str!("data/serg.txt"),
    ]
    .iter()
    .flat_map(|text| text.lines())
    .map(grid)
    .collect()
}

/// Every solution `backend` finds for `puzzle` (up to `limit`), sorted, each checked.
fn sorted_solutions(backend: Backend, puzzle: &Grid, limit: u64) -> Vec<Vec<u8>> {
    let mut all: Vec<Vec<u8>> = Solver::new()
        .backend(backend)
        .solutions(puzzle, limit)
        .into_iter()
        .map(|s| {
            assert!(s.is_solved(), "{backend:?}: not a solution: {s:?}");
            assert!(s.is_filled_from(puzzle), "{backend:?}: lost a given: {s:?}");
            s.values().to_vec()
        })
        .collect();
    all.sort();
    all
}

/// Checks every fast copy in every mode on `puzzle`, against `expected`: all its solutions
/// when there are at most `LIMIT`, sorted (or the first `LIMIT` the reference found, when it
/// found that many and `complete` is false).
fn check_all_modes(
    puzzle: &Grid,
    expected: &[Vec<u8>],
    complete: bool,
) -> Result<(), TestCaseError> {
    let total = expected.len() as u64;
    for backend in FAST {
        let solver = Solver::new().backend(backend);
        // First solution: any solution, when there is one.
        let (first, stats) = solver.mode(Mode::First).solve_with_stats(puzzle);
        match first.solution() {
            Some(s) => {
                prop_assert!(
                    total > 0,
                    "{:?} first: a solution of an unsolvable puzzle",
                    backend
                );
                prop_assert!(
                    s.is_solved() && s.is_filled_from(puzzle),
                    "{:?} first: {:?}",
                    backend,
                    s
                );
                prop_assert!(
                    matches!(first, Outcome::Found(_)),
                    "{:?} first: {:?}",
                    backend,
                    first
                );
                prop_assert_eq!(stats.solutions, 1);
            }
            None => prop_assert_eq!(total, 0, "{:?} first: missed a solution", backend),
        }
        // Uniqueness: the outcome that the number of solutions calls for.
        let unique = solver.mode(Mode::Unique).solve(puzzle);
        let kind = match (&unique, total) {
            (Outcome::NoSolution { .. }, 0) | (Outcome::Unique(_), 1) => true,
            (Outcome::Multiple(_), n) => n >= 2,
            _ => false,
        };
        prop_assert!(
            kind,
            "{:?} unique: {:?} for {} solutions",
            backend,
            unique,
            total
        );
        if total == 1 {
            prop_assert_eq!(unique.solution().map(Grid::values), Some(&expected[0][..]));
        }
        // Counting, with every limit up to one past the number known.
        for limit in 1..=total + 1 {
            let count = solver.count(puzzle, limit);
            let want = total.min(limit);
            if complete || limit <= total {
                prop_assert_eq!(count.count, want, "{:?} count up to {}", backend, limit);
                prop_assert_eq!(
                    count.at_least,
                    total >= limit,
                    "{:?} count up to {}",
                    backend,
                    limit
                );
            }
        }
        // Enumeration: the same set of solutions, or as many as asked for.
        let found = sorted_solutions(backend, puzzle, total + 1);
        if complete {
            prop_assert_eq!(&found[..], expected, "{:?}: solutions", backend);
        } else {
            prop_assert_eq!(found.len() as u64, total + 1, "{:?}: solutions", backend);
        }
    }
    Ok(())
}

/// How many solutions the reference solver lists for the all-modes checks.
const LIMIT: u64 = 12;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    /// On random puzzles with few givens (often several solutions), a random equivalent copy
    /// of each, and a spoiled copy (one given changed, often no solution), every fast copy
    /// agrees with the reference in every mode: first solution, uniqueness, counting with
    /// every limit, and the set of solutions.
    #[test]
    fn every_mode_agrees_with_reference_on_random_puzzles_and_their_copies(
        seed in prop::collection::vec(any::<u32>(), 8..16),
        keep in 220u32..520,
        shuffle in any::<u64>(),
        spoil in 0usize..81,
    ) {
        let solution = solution_grid(&seed);
        let puzzle = cut(&solution, keep, &seed);
        let copy = Transform::random(shuffle, 0).apply(&puzzle).expect("9×9");
        let mut spoiled = puzzle.values().to_vec();
        spoiled[spoil] = spoiled[spoil] % 9 + 1;
        let spoiled = Grid::from_values(Shape::NINE, &spoiled).expect("values in range");
        for p in [&puzzle, &copy, &spoiled] {
            let expected = sorted_solutions(Backend::Reference, p, LIMIT + 1);
            let complete = (expected.len() as u64) <= LIMIT;
            check_all_modes(p, &expected[..expected.len().min(LIMIT as usize)], complete)?;
        }
    }

    /// A random equivalent copy of a puzzle from the public sets (hard, minimal, non-unique)
    /// has as many solutions as the original, up to three, for every fast copy and the
    /// general solver; and when unique, its solution is the copy of the original's.
    #[test]
    fn copies_of_the_public_sets_keep_their_solutions(
        which in any::<prop::sample::Index>(),
        shuffle in any::<u64>(),
    ) {
        let puzzles = data_puzzles();
        let puzzle = &puzzles[which.index(puzzles.len())];
        let transform = Transform::random(shuffle, 0);
        let copy = transform.apply(puzzle).expect("9×9");
        let expected = Solver::new().backend(Backend::General).count(puzzle, 3);
        for backend in FAST {
            let solver = Solver::new().backend(backend);
            prop_assert_eq!(solver.count(&copy, 3), expected, "{:?} on {:?}", backend, copy);
            if expected.count == 1 {
                let original = solver.solve(puzzle);
                let moved = transform.apply(original.solution().expect("unique")).expect("9×9");
                let first = solver.mode(Mode::First).solve(&copy);
                prop_assert_eq!(first.solution(), Some(&moved), "{:?} first", backend);
                prop_assert_eq!(solver.solve(&copy), Outcome::Unique(moved), "{:?}", backend);
            }
        }
    }
}
