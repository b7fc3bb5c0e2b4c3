//! The public benchmark sets in `../shared/puzzles/` (beside the repository), solved by the
//! 9×9 solver: what each file promises (see its README) must hold.
//!
//! | file                     | checked                    | expected                       |
//! |--------------------------|----------------------------|--------------------------------|
//! | `17-clue.txt`            | every puzzle               | unique, solution keeps givens  |
//! | `serg-benchmark.txt`     | every puzzle               | two or more solutions          |
//! | `kaggle-sample.txt`      | every 10th                 | unique, solved without a guess |
//! | `top1465.txt`            | every puzzle               | unique                         |
//! | `forum-hardest-1905.txt` | every 10th                 | unique                         |
//! | `forum-hardest-1106.txt` | every puzzle               | unique                         |
//!
//! The samples keep the whole suite to a few seconds in release builds (CI runs
//! `cargo test --release`). A missing folder fails loudly: these tests never skip.

use sudoku_engine::{Backend, Grid, Mode, Outcome, Shape, Solver};

/// Where the shared puzzle sets live, relative to this crate.
const PUZZLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/puzzles/");

/// The puzzles of `name`, every `step`-th line, with their 1-based line numbers.
fn sample(name: &str, step: usize) -> Vec<(usize, Grid)> {
    let path = format!("{PUZZLES}{name}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {path}: {e}\n\
             These tests need the shared benchmark sets: a folder `shared/puzzles/` next to \
             the repository's folder (as CI provides). They do not skip when it is missing."
        )
    });
    let puzzles: Vec<(usize, Grid)> = text
        .lines()
        .enumerate()
        .step_by(step)
        .map(|(i, line)| {
            let values: Vec<u8> = line
                .bytes()
                .take(81)
                .map(|c| if c.is_ascii_digit() { c - b'0' } else { 0 })
                .collect();
            let grid = Grid::from_values(Shape::NINE, &values)
                .unwrap_or_else(|e| panic!("{name}:{}: not a 9×9 puzzle: {e}", i + 1));
            (i + 1, grid)
        })
        .collect();
    assert!(!puzzles.is_empty(), "{path} has no puzzles");
    puzzles
}

/// Every sampled puzzle of `name` has exactly one solution, which keeps its givens and
/// is solved; returns the guesses made, per puzzle.
fn assert_unique(name: &str, step: usize, backend: Backend) -> Vec<u64> {
    let solver = Solver::new().backend(backend).mode(Mode::Unique);
    sample(name, step)
        .into_iter()
        .map(|(line, puzzle)| {
            let (outcome, stats) = solver.solve_with_stats(&puzzle);
            match outcome {
                Outcome::Unique(s) => {
                    assert!(s.is_solved(), "{name}:{line}: {backend:?}: not solved");
                    assert!(
                        s.is_filled_from(&puzzle),
                        "{name}:{line}: {backend:?}: lost a given"
                    );
                }
                other => panic!("{name}:{line}: {backend:?}: expected one solution, got {other:?}"),
            }
            stats.guesses
        })
        .collect()
}

#[test]
fn all_17_clue_puzzles_are_unique() {
    assert_unique("17-clue.txt", 1, Backend::Auto);
}

#[test]
fn all_serg_benchmark_puzzles_have_several_solutions() {
    let solver = Solver::new();
    for (line, puzzle) in sample("serg-benchmark.txt", 1) {
        let count = solver.count(&puzzle, 2);
        assert_eq!(
            (count.count, count.at_least),
            (2, true),
            "serg-benchmark.txt:{line}: expected two or more solutions"
        );
    }
}

#[test]
fn kaggle_puzzles_are_unique_and_need_no_guess() {
    let guesses = assert_unique("kaggle-sample.txt", 10, Backend::Auto);
    assert_eq!(
        guesses.iter().sum::<u64>(),
        0,
        "kaggle puzzles fall to singles alone"
    );
}

#[test]
fn hard_sets_are_unique() {
    let cases = [
        ("top1465.txt", 1),
        ("forum-hardest-1905.txt", 10),
        ("forum-hardest-1106.txt", 1),
    ];
    for (name, step) in cases {
        assert_unique(name, step, Backend::Auto);
    }
}

#[test]
fn portable_path_agrees_on_a_sample_of_every_set() {
    let cases = [
        ("17-clue.txt", 100),
        ("kaggle-sample.txt", 100),
        ("top1465.txt", 20),
        ("forum-hardest-1905.txt", 500),
        ("forum-hardest-1106.txt", 20),
    ];
    for (name, step) in cases {
        let fast = assert_unique(name, step, Backend::Auto);
        let portable = assert_unique(name, step, Backend::Portable);
        // Same algorithm, other instructions: the very same search tree.
        assert_eq!(
            fast, portable,
            "{name}: guesses per puzzle differ between the two paths"
        );
    }
}
