//! Excerpts of the public benchmark sets, carried in `tests/data/` (see its README), solved
//! by the 9×9 solver: what each set promises must hold.
//!
//! | file                     | excerpt                 | expected                       |
//! |--------------------------|-------------------------|--------------------------------|
//! | `17-clue.txt`            | every 250th of 49,158   | unique, solution keeps givens  |
//! | `serg.txt`               | every 50th of 10,000    | two or more solutions          |
//! | `kaggle.txt`             | every 20th of 9,999     | unique, solved without a guess |
//! | `top1465.txt`            | all 1,465               | unique                         |
//! | `forum-hardest-1905.txt` | every 250th of 48,766   | unique                         |
//! | `forum-hardest-1106.txt` | all 375                 | unique                         |
//!
//! The whole sets are for benchmarks, not tests; `whole_sets_when_present` checks them too when
//! the environment variable `SUDOKU_PUZZLES_DIR` names the folder that holds them.

use std::path::{Path, PathBuf};

use sudoku_engine::{Backend, Grid, Mode, Outcome, Shape, Solver};

/// The excerpts carried by the repository.
fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The puzzles of the file `name` in `dir`, every `step`-th line, with their 1-based line
/// numbers.
fn sample_in(dir: &Path, name: &str, step: usize) -> Vec<(usize, Grid)> {
    let path = dir.join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
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
    assert!(!puzzles.is_empty(), "{} has no puzzles", path.display());
    puzzles
}

fn sample(name: &str, step: usize) -> Vec<(usize, Grid)> {
    sample_in(&data_dir(), name, step)
}

/// Every puzzle of `puzzles` has exactly one solution, which keeps its givens and is solved;
/// returns the guesses made, per puzzle.
fn assert_unique_all(name: &str, puzzles: Vec<(usize, Grid)>, backend: Backend) -> Vec<u64> {
    let solver = Solver::new().backend(backend).mode(Mode::Unique);
    puzzles
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

fn assert_unique(name: &str, step: usize, backend: Backend) -> Vec<u64> {
    assert_unique_all(name, sample(name, step), backend)
}

fn assert_several(name: &str, puzzles: Vec<(usize, Grid)>) {
    let solver = Solver::new();
    for (line, puzzle) in puzzles {
        let count = solver.count(&puzzle, 2);
        assert_eq!(
            (count.count, count.at_least),
            (2, true),
            "{name}:{line}: expected two or more solutions"
        );
    }
}

#[test]
fn seventeen_clue_puzzles_are_unique() {
    let guesses = assert_unique("17-clue.txt", 1, Backend::Auto);
    // Some of them need guesses: the excerpt covers the search, not only propagation.
    assert!(guesses.iter().any(|&g| g > 0));
}

#[test]
fn serg_benchmark_puzzles_have_several_solutions() {
    assert_several("serg.txt", sample("serg.txt", 1));
}

#[test]
fn kaggle_puzzles_are_unique_and_need_no_guess() {
    let guesses = assert_unique("kaggle.txt", 1, Backend::Auto);
    assert_eq!(
        guesses.iter().sum::<u64>(),
        0,
        "kaggle puzzles fall to singles alone"
    );
}

#[test]
fn hard_sets_are_unique() {
    for name in [
        "top1465.txt",
        "forum-hardest-1905.txt",
        "forum-hardest-1106.txt",
    ] {
        let guesses = assert_unique(name, 1, Backend::Auto);
        assert!(guesses.iter().sum::<u64>() > 0, "{name}: no search at all");
    }
}

#[test]
fn portable_path_agrees_on_a_sample_of_every_set() {
    let cases = [
        ("17-clue.txt", 5),
        ("kaggle.txt", 10),
        ("top1465.txt", 20),
        ("forum-hardest-1905.txt", 5),
        ("forum-hardest-1106.txt", 10),
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

/// The whole public sets, when `SUDOKU_PUZZLES_DIR` names their folder (on our machines, the
/// folder of public sets beside the repository). Slow in debug builds; use `--release`.
#[test]
fn whole_sets_when_present() {
    let Some(dir) = std::env::var_os("SUDOKU_PUZZLES_DIR").map(PathBuf::from) else {
        eprintln!("whole_sets_when_present: SUDOKU_PUZZLES_DIR is not set, skipped");
        return;
    };
    for name in [
        "17-clue.txt",
        "kaggle-sample.txt",
        "top1465.txt",
        "forum-hardest-1905.txt",
        "forum-hardest-1106.txt",
    ] {
        assert_unique_all(name, sample_in(&dir, name, 1), Backend::Auto);
    }
    assert_several(
        "serg-benchmark.txt",
        sample_in(&dir, "serg-benchmark.txt", 1),
    );
}
