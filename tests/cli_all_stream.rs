//! `solve --all --limit K` writes solutions as they are found (issue 16): the same output as
//! when they were all kept first, up to K = 10⁷; past that, with more than 1,024 solutions,
//! the count comes after them.

use std::collections::HashSet;
use std::process::Command;

use serde_json::Value;

/// A puzzle with 1,608 solutions: a solved grid with its first 36 cells emptied (more than
/// the 1,024 solutions kept in memory, so the solutions are streamed).
fn puzzle() -> String {
    let solution =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    format!("{}{}", ".".repeat(36), &solution[36..])
}

const SOLUTIONS: usize = 1608;

fn solve(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .env("LC_ALL", "C")
        .arg("solve")
        .args(args)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(format!("{}\n", puzzle()).as_bytes())?;
            drop(stdin);
            child.wait_with_output()
        })
        .expect("the binary runs");
    assert!(out.status.success(), "{args:?}: {:?}", out.status);
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Checks that `lines` are `n` different solutions of the puzzle.
fn check_solutions<'a>(lines: impl Iterator<Item = &'a str>, n: usize) {
    let puzzle = puzzle();
    let mut seen = HashSet::new();
    for line in lines {
        assert_eq!(line.len(), 81, "{line}");
        for (p, s) in puzzle.chars().zip(line.chars()) {
            assert!(p == '.' || p == s, "{line} does not fill the puzzle");
        }
        assert!(seen.insert(line.to_string()), "{line} twice");
    }
    assert_eq!(seen.len(), n);
}

#[test]
fn counted_first_up_to_ten_million() {
    // Every solution: the count line first, as when they were all kept.
    let text = solve(&["--all", "--limit", "2000"]);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("# <stdin>:1: 1608 solutions"));
    check_solutions(lines, SOLUTIONS);
    // Fewer than there are.
    let text = solve(&["--all", "--limit", "1500"]);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("# <stdin>:1: more than 1500 solutions, the first 1500 follow")
    );
    check_solutions(lines, 1500);
    // JSON: the fields in serde_json's order, `count` first.
    let text = solve(&["--all", "--limit", "1500", "--format", "json"]);
    assert_eq!(text.lines().count(), 1);
    assert!(text.starts_with("{\"count\":1500,\"more\":true,\"puzzle\":"));
    let v: Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(v["source"], "<stdin>:1");
    let sols: Vec<&str> = v["solutions"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect();
    check_solutions(sols.into_iter(), 1500);
}

#[test]
fn counted_after_them_past_ten_million() {
    let text = solve(&["--all", "--limit", "100000000"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "# <stdin>:1: up to 100000000 solutions follow as they are found; their count comes after them"
    );
    assert_eq!(lines[lines.len() - 1], "# <stdin>:1: 1608 solutions, above");
    check_solutions(lines[1..lines.len() - 1].iter().copied(), SOLUTIONS);
    // The same solutions in the same order as when counted first.
    let counted = solve(&["--all", "--limit", "2000"]);
    assert_eq!(
        counted.lines().skip(1).collect::<Vec<_>>(),
        lines[1..lines.len() - 1]
    );
    // JSON: the same fields, `count` and `more` last.
    let text = solve(&["--all", "--limit", "100000000", "--format", "json"]);
    assert!(
        text.ends_with(",\"count\":1608,\"more\":false}\n"),
        "{}",
        &text[text.len() - 60..]
    );
    let v: Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(v["source"], "<stdin>:1");
    assert_eq!(v["solutions"].as_array().map(Vec::len), Some(SOLUTIONS));
}
