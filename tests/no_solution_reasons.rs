//! The reason a puzzle has no solution is the engine's (`sudoku_engine::why_no_solution`), and
//! the command gives it word for word as the web API (`crates/web/tests/no_solution.rs`) and
//! `sudokit` (`python/tests/test_reasons.py`) do: all three read the same table,
//! `tests/data/no-solution-reasons.tsv`, of impossible puzzles and their reasons.

use assert_cmd::Command;
use serde_json::Value;

/// The table's rows: (puzzle, reason).
fn table() -> Vec<(String, String)> {
    include_str!("data/no-solution-reasons.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once('\t'))
        .map(|(p, r)| (p.to_string(), r.to_string()))
        .collect()
}

/// Runs `sudoku ARGS` on `stdin` in English; (exit code, stdout).
fn run(args: &[&str], stdin: &str) -> (i32, String) {
    let out = Command::cargo_bin("sudoku")
        .expect("the binary")
        .env("LC_ALL", "C")
        .args(args)
        .write_stdin(stdin)
        .output()
        .expect("it runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8"),
    )
}

#[test]
fn the_command_gives_the_engines_reason_in_text_and_json() {
    let table = table();
    assert!(table.len() >= 8, "the table has {} rows", table.len());
    for (puzzle, reason) in &table {
        let (code, out) = run(&["solve", "--format", "line"], &format!("{puzzle}\n"));
        assert_eq!(
            (code, out),
            (1, format!("no solution: {reason}\n")),
            "{puzzle}"
        );
        let (_, out) = run(&["solve", "--format", "json"], &format!("{puzzle}\n"));
        let v: Value = serde_json::from_str(out.trim()).expect("one JSON line");
        assert_eq!(v["reason"], reason.as_str(), "{puzzle}");
    }
}
