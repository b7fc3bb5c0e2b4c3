//! `sudoku interactive` driven through its standard input, as a person would use it.

use assert_cmd::Command;

/// Runs a session with `input` on stdin; returns its stdout.
fn session(input: &str) -> String {
    let out = Command::cargo_bin("sudoku")
        .unwrap()
        .args(["interactive", "--seed", "1"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const PROMPT: &str = "Number of givens (0 to 81), or fim to end: ";

#[test]
fn a_good_entry_shows_the_puzzle_and_checked_solutions() {
    let out = session("40\nfim\n");
    assert!(
        out.starts_with(&format!("{PROMPT}40\nInitial grid\n")),
        "{out}"
    );
    let grid_lines: Vec<&str> = out.lines().skip(1).skip(1).take(11).collect();
    assert_eq!(grid_lines[3], "------+-------+------", "{out}");
    let givens = grid_lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .filter(|t| t.len() == 1 && t.as_bytes()[0].is_ascii_digit() && *t != "0")
        .count();
    assert_eq!(givens, 40, "{out}");
    let found = out.matches(" solution found:\n").count();
    assert!((1..=10).contains(&found), "{out}");
    assert_eq!(
        out.matches("rows OK\ncolumns OK\nboxes OK\ncomplete and consistent\n")
            .count(),
        found
    );
    assert!(out.contains("1st solution found:\n"), "{out}");
    assert!(out.ends_with(&format!("{PROMPT}fim\n")), "{out}");
}

#[test]
fn few_givens_say_there_are_more_than_ten() {
    let out = session("0\nend\n");
    assert_eq!(out.matches(" solution found:\n").count(), 10, "{out}");
    assert!(out.contains("10th solution found:\n"), "{out}");
    assert!(
        out.contains("There are more than 10 solutions; these are the first 10.\n"),
        "{out}"
    );
}

#[test]
fn a_full_grid_has_one_solution() {
    let out = session("81\nq\n");
    assert_eq!(out.matches(" solution found:\n").count(), 1, "{out}");
    assert!(out.contains("1 solution in all.\n"), "{out}");
}

#[test]
fn bad_entries_get_a_message_and_the_question_again() {
    // (entry, message)
    let table = [
        (
            "abc",
            "\"abc\" is not a number: enter a number from 0 to 81, or fim to end",
        ),
        (
            "82",
            "82 is more than the 81 cells of the grid: enter a number from 0 to 81, or fim to end",
        ),
        (
            "",
            "please type a number: enter a number from 0 to 81, or fim to end",
        ),
    ];
    for (entry, message) in table {
        let out = session(&format!("{entry}\nfim\n"));
        assert_eq!(
            out,
            format!("{PROMPT}{entry}\n{message}\n{PROMPT}fim\n"),
            "entry {entry:?}"
        );
    }
}

#[test]
fn every_end_word_and_the_end_of_input_stop_the_session() {
    for word in ["fim", "FIM", "end", "quit", "exit", "q"] {
        let out = session(&format!("{word}\n30\n"));
        assert_eq!(out, format!("{PROMPT}{word}\n"), "end word {word}");
    }
    assert_eq!(session(""), format!("{PROMPT}\n"));
    let out = session("25\n");
    assert!(out.ends_with(&format!("{PROMPT}\n")), "{out}");
    assert_eq!(out.matches("Initial grid").count(), 1);
}

#[test]
fn the_same_seed_gives_the_same_session() {
    assert_eq!(session("30\n20\nfim\n"), session("30\n20\nfim\n"));
}
