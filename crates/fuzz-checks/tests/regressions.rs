//! Every input kept in `fuzz/regressions/<target>/` (the minimized inputs of every failure the
//! fuzzers found, and a few seeds of each target's corpus) run through the target's check
//! function, so a fixed bug stays fixed without running the fuzzer.

use std::path::{Path, PathBuf};

/// The kept inputs of `target`, sorted by name.
fn inputs(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/regressions")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `check` on every kept input of `target`, and lists the ones that fail.
fn run(target: &str, check: fn(&[u8])) {
    let files = inputs(target);
    assert!(
        files.len() >= 3,
        "{target}: only {} kept inputs",
        files.len()
    );
    let failed: Vec<String> = files
        .iter()
        .filter(|file| {
            let data = std::fs::read(file).expect("a kept input reads");
            std::panic::catch_unwind(|| check(&data)).is_err()
        })
        .map(|file| file.display().to_string())
        .collect();
    assert!(
        failed.is_empty(),
        "{target}: failing inputs:\n{}",
        failed.join("\n")
    );
}

#[test]
fn formats() {
    run("formats", sudoku_fuzz_checks::formats::check);
}

#[test]
fn solvers() {
    run("solvers", sudoku_fuzz_checks::solvers::check);
}

#[test]
fn generator() {
    run("generator", sudoku_fuzz_checks::generator::check);
}

#[test]
fn logic() {
    run("logic", sudoku_fuzz_checks::logic::check);
}

#[test]
fn web() {
    run("web", sudoku_fuzz_checks::web::check);
}

#[test]
fn variant() {
    run("variant", sudoku_fuzz_checks::variant::check);
}
