//! The generator's promises, checked over many seeds and every size: exact given counts,
//! uniqueness (by the solver's counter), minimality (by removing each given), symmetry,
//! reproducibility, typed errors for impossible requests, budgets (deadline and cancel) that
//! are seen promptly, and puzzles of a wanted level or technique.

use std::time::{Duration, Instant};

use sudoku_engine::generate::{GenerateError, Generated, Generator, Symmetry, Wanted};
use sudoku_engine::logic::{self, Level, Technique};
use sudoku_engine::{Backend, Budget, CancelFlag, Grid, Shape, Solver};

fn shape(size: usize) -> Shape {
    Shape::for_size(size).unwrap()
}

/// A budget no test here should reach: a deadline only so that a regression fails instead of
/// hanging.
fn generous() -> Budget {
    Budget::unlimited().with_timeout(Duration::from_secs(120))
}

fn solutions(puzzle: &Grid) -> u64 {
    Solver::new().count(puzzle, 2).count
}

/// The cells a symmetry maps `cell` to (itself included), as the module docs define them.
fn images(symmetry: Symmetry, n: usize, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / n, cell % n);
    let l = n - 1;
    let points = match symmetry {
        Symmetry::None | Symmetry::Random => vec![(r, c)],
        Symmetry::Rotate180 => vec![(r, c), (l - r, l - c)],
        Symmetry::Rotate90 => vec![(r, c), (c, l - r), (l - r, l - c), (l - c, r)],
        Symmetry::Mirror => vec![(r, c), (r, l - c)],
        Symmetry::Flip => vec![(r, c), (l - r, c)],
        Symmetry::Diagonal => vec![(r, c), (c, r)],
        Symmetry::AntiDiagonal => vec![(r, c), (l - c, l - r)],
    };
    let mut cells: Vec<usize> = points.into_iter().map(|(r, c)| r * n + c).collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// Counts solutions up to 2 with a solver other than the one the generator asks: the plain
/// backtracking reference up to 9×9, the general solver above (the generator's checks on
/// those sizes go through its own unavoidable sets and the general solver, and on 9×9
/// through the bitboard solver).
fn independent_solutions(puzzle: &Grid) -> u64 {
    independent_solver(puzzle).count(puzzle, 2).count
}

/// The solver of [`independent_solutions`]. On sizes other than 9×9 the generator proves
/// uniqueness with its own search near the known solution; the general solver's count
/// shares only its propagation with it (not its start, branching or stopping rule).
fn independent_solver(puzzle: &Grid) -> Solver {
    let backend = if puzzle.shape().size() <= 9 {
        Backend::Reference
    } else {
        Backend::General
    };
    Solver::new().backend(backend)
}

/// Panics unless no given (no orbit of givens under `symmetry`) can go without losing
/// uniqueness.
fn assert_minimal(made: &Generated, what: &str) {
    let puzzle = &made.puzzle;
    let n = puzzle.shape().size();
    for cell in 0..puzzle.values().len() {
        if puzzle.values()[cell] == 0 {
            continue;
        }
        let mut values = puzzle.values().to_vec();
        for c in images(made.symmetry, n, cell) {
            values[c] = 0;
        }
        let smaller = Grid::from_values(puzzle.shape(), &values).unwrap();
        // Two solutions, each checked as a grid: a count alone would trust the solver.
        let found = independent_solver(&smaller).solutions(&smaller, 2);
        assert_eq!(
            found.len(),
            2,
            "{what}: removing the givens at {:?} keeps {puzzle:?} unique",
            images(made.symmetry, n, cell)
        );
        assert_ne!(found[0], found[1], "{what}");
        for grid in &found {
            assert!(
                grid.is_solved() && grid.is_filled_from(&smaller),
                "{what}: {grid:?} is no solution of {smaller:?}"
            );
        }
    }
}

/// Panics unless `made` is a puzzle cut from its solution with the expected properties.
fn assert_sound(made: &Generated, unique: bool, what: &str) {
    assert!(
        made.solution.is_solved(),
        "{what}: solution {:?}",
        made.solution
    );
    assert!(
        made.solution.is_filled_from(&made.puzzle),
        "{what}: {:?} is not cut from {:?}",
        made.puzzle,
        made.solution
    );
    let count = independent_solutions(&made.puzzle);
    if unique {
        assert_eq!(count, 1, "{what}: {:?} is not unique", made.puzzle);
    } else {
        assert!(count >= 1, "{what}: {:?} has no solution", made.puzzle);
    }
    assert!(
        made.symmetry
            .holds(made.puzzle.shape(), made.puzzle.values()),
        "{what}: {:?} is not {}-symmetric",
        made.puzzle,
        made.symmetry
    );
}

#[test]
fn exact_given_counts_are_unique_for_every_size() {
    // (size, givens, seeds)
    let table = [
        (4, 5, 20),
        (4, 10, 10),
        (6, 10, 10),
        (6, 20, 10),
        (8, 20, 5),
        (8, 40, 5),
        (9, 22, 5),
        (9, 30, 20),
        (9, 45, 10),
        (9, 81, 2),
        (12, 70, 3),
        (16, 170, 2),
        (25, 480, 1),
    ];
    for (size, clues, seeds) in table {
        for seed in 0..seeds {
            let made = Generator::new(shape(size))
                .clues(clues)
                .seed(seed)
                .generate(0, &generous())
                .unwrap_or_else(|e| panic!("{size}×{size}, {clues} givens, seed {seed}: {e}"));
            let what = format!("{size}×{size}, {clues} givens, seed {seed}");
            assert_eq!(made.puzzle.given_count(), clues, "{what}");
            assert_sound(&made, true, &what);
        }
    }
}

#[test]
fn default_puzzles_are_minimal_for_every_size() {
    // (size, seeds)
    let table = [(4, 20), (6, 10), (8, 5), (9, 10), (12, 2), (16, 4)];
    for (size, seeds) in table {
        for seed in 0..seeds {
            let made = Generator::new(shape(size))
                .seed(seed)
                .generate(seed, &generous())
                .unwrap();
            let what = format!("{size}×{size}, seed {seed}");
            assert_sound(&made, true, &what);
            assert_minimal(&made, &what);
        }
    }
}

#[test]
fn minimal_with_a_given_count() {
    // (size, givens): counts near the middle of what random removal reaches.
    let table = [(4, 5), (6, 10), (9, 24), (9, 25)];
    for (size, clues) in table {
        for seed in 0..3 {
            let made = Generator::new(shape(size))
                .clues(clues)
                .minimal(true)
                .seed(seed)
                .generate(0, &generous())
                .unwrap();
            let what = format!("minimal {size}×{size}, {clues} givens, seed {seed}");
            assert_eq!(made.puzzle.given_count(), clues, "{what}");
            assert_sound(&made, true, &what);
            assert_minimal(&made, &what);
        }
    }
}

#[test]
fn eighteen_givens_on_nine_by_nine_are_found_by_exchange() {
    // 18 givens is reached by exchange from 19-given puzzles (two givens out, one in, the
    // solution free to change): the puzzle must still be cut from the solution it reports,
    // and unique, and the same seed must give it again.
    let generator = Generator::new(Shape::NINE).clues(18).seed(2);
    for index in 0..2 {
        let made = generator.generate(index, &generous()).unwrap();
        assert_eq!(made.puzzle.given_count(), 18);
        assert_sound(&made, true, "18 givens");
        assert_eq!(generator.generate(index, &generous()).unwrap(), made);
    }
    // With --minimal too: no given can go.
    let minimal = Generator::new(Shape::NINE).clues(18).minimal(true).seed(2);
    let made = minimal.generate(0, &generous()).unwrap();
    assert_eq!(made.puzzle.given_count(), 18);
    assert_sound(&made, true, "minimal 18 givens");
    assert_minimal(&made, "minimal 18 givens");
}

#[test]
fn symmetric_puzzles_keep_their_pattern() {
    let symmetries = [
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::Random,
    ];
    // (size, a given count every symmetry allows on that size)
    let counts = [(4, 8), (6, 16), (9, 32), (9, 33), (16, 176)];
    for symmetry in symmetries {
        for (size, clues) in counts {
            if !symmetry.allows_clues(size, clues) {
                continue;
            }
            let made = Generator::new(shape(size))
                .clues(clues)
                .symmetry(symmetry)
                .seed(5)
                .generate(1, &generous())
                .unwrap();
            let what = format!("{symmetry} {size}×{size}, {clues} givens");
            assert_eq!(made.puzzle.given_count(), clues, "{what}");
            assert_sound(&made, true, &what);
            if symmetry != Symmetry::Random {
                assert_eq!(made.symmetry, symmetry, "{what}");
            }
        }
        // 4×4, 6×6 and 12×12 go through the search near the solution, whose orbits of two
        // and four cells are tried one cell at a time.
        for size in [4, 6, 9, 12] {
            for seed in 0..3 {
                check_minimal(size, symmetry, seed);
            }
        }
    }
}

/// From 15×15 on, a minimal reduction first removes every given whose removal leaves a puzzle
/// that singles solve, then checks the givens left; the result must be as minimal as the
/// single pass's, with and without symmetry.
#[test]
fn minimal_puzzles_on_big_grids_are_minimal() {
    for symmetry in [Symmetry::None, Symmetry::Rotate180, Symmetry::Mirror] {
        for seed in 0..2 {
            check_minimal(16, symmetry, seed);
        }
    }
}

/// Makes the first minimal puzzle of `size` with `symmetry` and `seed`, and checks that it is
/// sound, unique and minimal.
fn check_minimal(size: usize, symmetry: Symmetry, seed: u64) {
    let made = Generator::new(shape(size))
        .symmetry(symmetry)
        .seed(seed)
        .generate(0, &generous())
        .unwrap();
    let what = format!("minimal {symmetry} {size}×{size}, seed {seed}");
    assert_sound(&made, true, &what);
    assert_minimal(&made, &what);
}

#[test]
fn several_solutions_allowed_gives_exact_solvable_puzzles() {
    for size in [4, 9, 16] {
        let cells = size * size;
        for clues in [0, 1, 2, cells / 5, cells / 2, cells - 1, cells] {
            for symmetry in [Symmetry::None, Symmetry::Rotate90, Symmetry::Mirror] {
                if !symmetry.allows_clues(size, clues) {
                    continue;
                }
                let made = Generator::new(shape(size))
                    .clues(clues)
                    .allow_multiple(true)
                    .symmetry(symmetry)
                    .seed(clues as u64)
                    .generate(0, &generous())
                    .unwrap();
                let what = format!("{symmetry} {size}×{size}, {clues} givens, several allowed");
                assert_eq!(made.puzzle.given_count(), clues, "{what}");
                assert_sound(&made, false, &what);
            }
        }
    }
}

#[test]
fn same_seed_and_index_give_the_same_puzzle() {
    let generator = Generator::new(Shape::NINE).seed(2024);
    let first: Vec<Grid> = (0..5)
        .map(|i| generator.generate(i, &generous()).unwrap().puzzle)
        .collect();
    // Another generator, indices in the opposite order: each puzzle depends on (seed, i) only.
    let again = Generator::new(Shape::NINE).seed(2024);
    let mut second: Vec<Grid> = (0..5)
        .rev()
        .map(|i| again.generate(i, &generous()).unwrap().puzzle)
        .collect();
    second.reverse();
    assert_eq!(first, second);
    assert_ne!(
        first[0], first[1],
        "different indices give different puzzles"
    );
    let other = Generator::new(Shape::NINE)
        .seed(2025)
        .generate(0, &generous())
        .unwrap();
    assert_ne!(
        first[0], other.puzzle,
        "different seeds give different puzzles"
    );
}

#[test]
fn impossible_requests_fail_at_once_with_a_typed_error() {
    // (size, givens, several allowed, minimal, symmetry, the error expected)
    type Check = fn(&GenerateError) -> bool;
    let table: [(usize, Option<usize>, bool, bool, Symmetry, Check); 10] = [
        (9, Some(82), false, false, Symmetry::None, |e| {
            matches!(
                e,
                GenerateError::TooManyClues {
                    clues: 82,
                    cells: 81,
                    ..
                }
            )
        }),
        (9, Some(82), true, false, Symmetry::None, |e| {
            matches!(e, GenerateError::TooManyClues { .. })
        }),
        (9, Some(16), false, false, Symmetry::None, |e| {
            matches!(
                e,
                GenerateError::BelowMinimum {
                    clues: 16,
                    minimum: 17,
                    size: 9
                }
            )
        }),
        (9, Some(0), false, false, Symmetry::None, |e| {
            matches!(e, GenerateError::BelowMinimum { .. })
        }),
        (4, Some(3), false, false, Symmetry::None, |e| {
            matches!(e, GenerateError::BelowMinimum { minimum: 4, .. })
        }),
        (16, Some(14), false, false, Symmetry::None, |e| {
            matches!(e, GenerateError::BelowMinimum { minimum: 15, .. })
        }),
        (8, Some(25), false, false, Symmetry::Rotate180, |e| {
            matches!(e, GenerateError::SymmetryClueCount { rule: "even", .. })
        }),
        (9, Some(30), false, false, Symmetry::Rotate90, |e| {
            matches!(e, GenerateError::SymmetryClueCount { .. })
        }),
        (9, Some(30), true, true, Symmetry::None, |e| {
            matches!(e, GenerateError::MinimalNeedsUnique)
        }),
        (9, None, true, false, Symmetry::None, |e| {
            matches!(e, GenerateError::MultipleNeedsClues)
        }),
    ];
    for (size, clues, multiple, minimal, symmetry, expected) in table {
        let mut generator = Generator::new(shape(size))
            .allow_multiple(multiple)
            .minimal(minimal)
            .symmetry(symmetry);
        if let Some(k) = clues {
            generator = generator.clues(k);
        }
        let err = generator.generate(0, &generous()).unwrap_err();
        assert!(
            expected(&err),
            "{size}×{size} {clues:?} multiple={multiple} minimal={minimal} {symmetry}: got {err:?}"
        );
        assert_eq!(generator.validate().unwrap_err(), err);
    }
}

#[test]
fn hard_requests_give_up_at_the_deadline_and_say_how_close_they_came() {
    // A unique 8×8 needs at least 14 givens (found by exhaustive search; `validate` refuses
    // only fewer than 7), so no generator, however fast, meets this request by itself.
    let err = Generator::new(shape(8))
        .clues(10)
        .generate(
            0,
            &Budget::unlimited().with_timeout(Duration::from_millis(300)),
        )
        .unwrap_err();
    match &err {
        GenerateError::TimedOut {
            target: Some(10),
            closest: Some(closest),
            ..
        } => assert!(*closest > 10, "{err}"),
        other => panic!("expected a time-out, got {other:?}"),
    }
    assert!(err.to_string().contains("exactly 10 givens"), "{err}");
}

#[test]
fn error_messages() {
    let table = [
        (
            Generator::new(Shape::NINE).clues(16),
            "no 9×9 puzzle with fewer than 17 givens has a unique solution (asked for 16); allow several solutions to go lower",
        ),
        (
            Generator::new(shape(8)).clues(25).symmetry(Symmetry::Mirror),
            "mirror symmetry cannot give exactly 25 givens on a 8×8 grid (the count must be even)",
        ),
        (
            Generator::new(Shape::NINE).clues(90),
            "90 givens do not fit in a 9×9 grid of 81 cells",
        ),
    ];
    for (generator, expected) in table {
        assert_eq!(generator.validate().unwrap_err().to_string(), expected);
    }
}

#[test]
fn an_expired_budget_gives_the_time_out_error_at_once() {
    let spent = Budget::unlimited().with_deadline(Instant::now());
    let started = Instant::now();
    let err = Generator::new(shape(25)).generate(0, &spent).unwrap_err();
    assert!(
        matches!(err, GenerateError::TimedOut { closest: None, .. }),
        "{err:?}"
    );
    let err = Generator::new(Shape::NINE)
        .generate_wanted(0, Wanted::any().level(Level::Hard), &spent)
        .unwrap_err();
    assert!(
        matches!(
            err,
            GenerateError::NotFound {
                tried: 0,
                closest: None,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.is_time_out());
    assert!(
        started.elapsed() < Duration::from_millis(100),
        "{:?}",
        started.elapsed()
    );
}

/// Runs a minimal 25×25 generation (minutes of work in a test build) with the budget `limit`
/// gives, raises `flag` (when given) `after` the start, and returns the error and how long
/// after `after` the generation returned.
fn interrupt_a_25x25(
    limit: impl FnOnce() -> Budget,
    flag: Option<CancelFlag>,
    after: Duration,
) -> (GenerateError, Duration) {
    let generator = Generator::new(shape(25)).seed(5);
    let budget = limit();
    let started = Instant::now();
    let err = std::thread::scope(|scope| {
        if let Some(flag) = flag {
            scope.spawn(move || {
                std::thread::sleep(after);
                flag.cancel();
            });
        }
        generator.generate(0, &budget).unwrap_err()
    });
    (err, started.elapsed().saturating_sub(after))
}

#[test]
fn a_cancel_from_another_thread_stops_a_long_25x25_generation_within_a_second() {
    let flag = CancelFlag::new();
    let after = Duration::from_millis(500);
    let budget = Budget::unlimited().with_cancel(flag.clone());
    let (err, late) = interrupt_a_25x25(|| budget, Some(flag), after);
    assert_eq!(err, GenerateError::Cancelled);
    assert!(
        late < Duration::from_secs(1),
        "stopped {late:?} after the cancel"
    );
}

#[test]
fn a_deadline_stops_a_long_25x25_generation_within_a_second_and_says_how_far_it_got() {
    let after = Duration::from_millis(500);
    let limit = || Budget::unlimited().with_timeout(after);
    let (err, late) = interrupt_a_25x25(limit, None, after);
    match &err {
        GenerateError::TimedOut {
            allowed,
            target: None,
            closest: Some(closest),
            minimal: true,
        } => {
            assert_eq!(*allowed, after, "{err}");
            assert!(*closest < 625, "{err}");
        }
        other => panic!("expected a time-out, got {other:?}"),
    }
    assert!(err.to_string().starts_with("gave up after 0.5s"), "{err}");
    assert!(
        late < Duration::from_secs(1),
        "stopped {late:?} after the deadline"
    );
}

#[test]
fn wanted_puzzles_fit_exactly_and_depend_on_seed_and_index_only() {
    let xy_wing = Technique::from_name("xy-wing").unwrap();
    // (what is wanted, indices)
    let table = [
        (Wanted::any().level(Level::Easy), 0..3),
        (Wanted::any().level(Level::Medium), 0..3),
        (Wanted::any().level(Level::Hard), 0..2),
        (Wanted::any().technique(xy_wing), 0..2),
        (Wanted::any().level(Level::Hard).technique(xy_wing), 5..6),
    ];
    let generator = Generator::new(Shape::NINE).seed(11);
    for (wanted, indices) in table {
        for index in indices {
            let found = generator
                .generate_wanted(index, wanted, &generous())
                .unwrap_or_else(|e| panic!("{wanted} #{index}: {e}"));
            let puzzle = &found.generated.puzzle;
            assert_eq!(solutions(puzzle), 1, "{wanted} #{index}");
            let level = logic::rate(puzzle)
                .expect("generated puzzles are unique")
                .level;
            assert_eq!(found.level, Some(level), "{wanted} #{index}");
            if let Some(l) = wanted.level {
                assert_eq!(level, l, "{wanted} #{index}: {puzzle:?}");
            }
            if let Some(t) = wanted.technique {
                let mut grid = logic::CandidateGrid::from_grid(puzzle).unwrap();
                let steps = logic::solve_steps(&mut grid).expect("unique").steps;
                assert!(steps.iter().any(|s| s.technique == t), "{wanted} #{index}");
            }
            // The puzzle of index i depends on the seed, the options and i alone, not on
            // what was made before: a new generator asked for i only makes the same one.
            let alone = Generator::new(Shape::NINE)
                .seed(11)
                .generate_wanted(index, wanted, &generous())
                .unwrap();
            assert_eq!(alone, found, "{wanted} #{index}");
        }
    }
}

#[test]
fn wanted_puzzles_not_found_in_time_come_with_the_closest_one() {
    // XY-Wing is a hard technique, so no easy puzzle needs it: the hunt can only run out.
    let wanted = Wanted::any()
        .level(Level::Easy)
        .technique(Technique::from_name("xy-wing").unwrap());
    let budget = Budget::unlimited().with_timeout(Duration::from_millis(300));
    let err = Generator::new(Shape::NINE)
        .seed(1)
        .generate_wanted(0, wanted, &budget)
        .unwrap_err();
    let GenerateError::NotFound { tried, closest, .. } = &err else {
        panic!("expected not found, got {err:?}");
    };
    assert!(*tried >= 1, "{err}");
    let closest = closest.as_ref().expect("a closest puzzle");
    assert_eq!(solutions(&closest.generated.puzzle), 1);
    assert_eq!(
        closest.level,
        Some(
            logic::rate(&closest.generated.puzzle)
                .expect("unique")
                .level
        )
    );
    assert!(
        err.to_string()
            .starts_with("no easy puzzle that needs XY-Wing among "),
        "{err}"
    );
}

#[test]
fn wanted_puzzles_need_a_rated_size_and_uniqueness() {
    let hard = Wanted::any().level(Level::Hard);
    let table: [(Generator, GenerateError); 2] = [
        (
            Generator::new(shape(16)),
            GenerateError::WantedNotRated { size: 16 },
        ),
        (
            Generator::new(Shape::NINE).clues(30).allow_multiple(true),
            GenerateError::WantedNeedsUnique,
        ),
    ];
    for (generator, expected) in table {
        assert_eq!(generator.validate_wanted(hard), Err(expected.clone()));
        assert_eq!(
            generator.generate_wanted(0, hard, &generous()),
            Err(expected)
        );
        assert_eq!(generator.validate_wanted(Wanted::any()), Ok(()));
    }
}

/// What the rater never gives at a size is refused at once, with what it gives (issue 41,
/// item 8): `--size 6 --difficulty hard` searched for 30 s before.
#[test]
fn levels_and_techniques_out_of_reach_at_a_size_are_refused_at_once() {
    let refused = |size: usize, wanted: Wanted| Generator::new(shape(size)).validate_wanted(wanted);
    assert_eq!(
        refused(6, Wanted::any().level(Level::Hard)),
        Err(GenerateError::LevelUnreachable {
            size: 6,
            level: Level::Hard,
            reachable: vec![Level::Easy, Level::Medium, Level::Extreme],
        })
    );
    let e = refused(6, Wanted::any().level(Level::Hard)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no 6×6 puzzle is hard: the levels reached at this size are easy, medium, extreme"
    );
    assert_eq!(
        refused(4, Wanted::any().level(Level::Medium))
            .unwrap_err()
            .to_string(),
        "no 4×4 puzzle is medium: the levels reached at this size are easy"
    );
    for size in [6, 8] {
        for level in [Level::Hard, Level::Unfair] {
            assert!(
                refused(size, Wanted::any().level(level)).is_err(),
                "{size} {level}"
            );
        }
        for level in [Level::Easy, Level::Medium, Level::Extreme] {
            assert_eq!(
                refused(size, Wanted::any().level(level)),
                Ok(()),
                "{size} {level}"
            );
        }
    }
    assert_eq!(
        refused(4, Wanted::any().technique(Technique::NakedPair))
            .unwrap_err()
            .to_string(),
        "no 4×4 puzzle needs Naked Pair: the techniques used at this size are Full House, \
         Naked Single, Hidden Single"
    );
    assert!(refused(6, Wanted::any().technique(Technique::XWing)).is_err());
    assert!(refused(8, Wanted::any().technique(Technique::NakedQuadruple)).is_err());
    assert_eq!(
        refused(6, Wanted::any().technique(Technique::NakedPair)),
        Ok(())
    );
    for level in Level::ALL {
        assert_eq!(refused(9, Wanted::any().level(level)), Ok(()));
    }
    // What is said to be reached is: a medium and an extreme 6×6 come within a generous
    // budget.
    for level in [Level::Medium, Level::Extreme] {
        let made = Generator::new(shape(6)).seed(1).generate_wanted(
            0,
            Wanted::any().level(level),
            &generous(),
        );
        assert!(made.is_ok(), "{level}: {made:?}");
    }
}
