//! The generator's promises, checked over many seeds and every size: exact given counts,
//! uniqueness (by the solver's counter), minimality (by removing each given), symmetry,
//! reproducibility, and typed errors for impossible requests.

use std::time::Duration;

use sudoku_engine::generate::{GenerateError, Generated, Generator, Symmetry};
use sudoku_engine::{Grid, Shape, Solver};

fn shape(size: usize) -> Shape {
    Shape::for_size(size).unwrap()
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
        assert_eq!(
            solutions(&smaller),
            2,
            "{what}: removing the givens at {:?} keeps {puzzle:?} unique",
            images(made.symmetry, n, cell)
        );
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
    let count = solutions(&made.puzzle);
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
                .generate(0)
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
    let table = [(4, 20), (6, 10), (8, 5), (9, 10), (12, 1)];
    for (size, seeds) in table {
        for seed in 0..seeds {
            let made = Generator::new(shape(size))
                .seed(seed)
                .generate(seed)
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
                .generate(0)
                .unwrap();
            let what = format!("minimal {size}×{size}, {clues} givens, seed {seed}");
            assert_eq!(made.puzzle.given_count(), clues, "{what}");
            assert_sound(&made, true, &what);
            assert_minimal(&made, &what);
        }
    }
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
                .generate(1)
                .unwrap();
            let what = format!("{symmetry} {size}×{size}, {clues} givens");
            assert_eq!(made.puzzle.given_count(), clues, "{what}");
            assert_sound(&made, true, &what);
            if symmetry != Symmetry::Random {
                assert_eq!(made.symmetry, symmetry, "{what}");
            }
        }
        for size in [4, 6, 9] {
            for seed in 0..3 {
                let made = Generator::new(shape(size))
                    .symmetry(symmetry)
                    .seed(seed)
                    .generate(0)
                    .unwrap();
                let what = format!("minimal {symmetry} {size}×{size}, seed {seed}");
                assert_sound(&made, true, &what);
                assert_minimal(&made, &what);
            }
        }
    }
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
                    .generate(0)
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
        .map(|i| generator.generate(i).unwrap().puzzle)
        .collect();
    // Another generator, indices in the opposite order: each puzzle depends on (seed, i) only.
    let again = Generator::new(Shape::NINE).seed(2024);
    let mut second: Vec<Grid> = (0..5)
        .rev()
        .map(|i| again.generate(i).unwrap().puzzle)
        .collect();
    second.reverse();
    assert_eq!(first, second);
    assert_ne!(
        first[0], first[1],
        "different indices give different puzzles"
    );
    let other = Generator::new(Shape::NINE).seed(2025).generate(0).unwrap();
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
        let err = generator.generate(0).unwrap_err();
        assert!(
            expected(&err),
            "{size}×{size} {clues:?} multiple={multiple} minimal={minimal} {symmetry}: got {err:?}"
        );
        assert_eq!(generator.validate().unwrap_err(), err);
    }
}

#[test]
fn hard_requests_give_up_at_the_deadline_and_say_how_close_they_came() {
    let err = Generator::new(Shape::NINE)
        .clues(17)
        .timeout(Duration::from_millis(300))
        .generate(0)
        .unwrap_err();
    match &err {
        GenerateError::TimedOut {
            target: Some(17),
            closest: Some(closest),
            ..
        } => assert!(*closest > 17, "{err}"),
        other => panic!("expected a time-out, got {other:?}"),
    }
    assert!(err.to_string().contains("exactly 17 givens"), "{err}");
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
