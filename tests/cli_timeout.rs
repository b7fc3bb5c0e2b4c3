//! `--timeout` of `rate`, `explain` and `count`: the command stops near the limit, prints what
//! it finished (a prefix of the input on one thread), and exits 1 naming the puzzles not done.
//! The margins are generous (the machines that run the tests are shared): these tests check
//! that the deadline holds, not how fast anything is.

use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::Value;

const TOP1465: &str = include_str!("../crates/engine/tests/data/top1465.txt");

/// The hard puzzles of top1465, a hundred times over: far more work than any limit below
/// allows, on any host (rating it all takes minutes on one core here; a rater even fifty times
/// faster would still be stopped by each limit). The records left after the limit are read
/// and skipped in milliseconds.
fn hard_input() -> String {
    TOP1465.repeat(100)
}

/// Runs `sudoku ARGS` with `stdin`, its messages in English unless `--lang` says otherwise;
/// returns (exit code, stdout, stderr, wall time).
fn run(args: &[&str], stdin: &str) -> (i32, String, String, Duration) {
    let started = Instant::now();
    let out = Command::cargo_bin("sudoku")
        .unwrap()
        .env("LC_ALL", "C")
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        started.elapsed(),
    )
}

/// The `done of count` numbers and the ranges of the closing message, checked for `verb`.
fn stopped(stderr: &str, verb: &str) -> (u64, u64, String) {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("error: stopped at the time limit"))
        .unwrap_or_else(|| panic!("no time-limit message in {stderr:?}"));
    let (head, ranges) = line
        .split_once(&format!("; not {verb}: "))
        .unwrap_or_else(|| panic!("{line:?} does not name what was not {verb}"));
    let words: Vec<&str> = head.rsplit(": ").next().unwrap().split(' ').collect();
    // `N of M puzzles VERB`
    assert_eq!(words[1], "of", "{line}");
    assert_eq!(words[4], verb, "{line}");
    (
        words[0].parse().unwrap(),
        words[2].parse().unwrap(),
        ranges.to_string(),
    )
}

#[test]
fn rate_stops_at_the_limit_and_names_the_rest() {
    let input = hard_input();
    let total = input.lines().count() as u64;
    let (code, out, err, took) = run(&["rate", "--threads", "1", "--timeout", "1"], &input);
    assert_eq!(code, 1, "{err}");
    assert!(took < Duration::from_secs(6), "took {took:?}");
    let (done, count, ranges) = stopped(&err, "rated");
    assert_eq!(count, total);
    assert!(done < total, "{err}");
    // One thread: what was finished is a prefix of the input, each on its line.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len() as u64, done, "{err}");
    assert_eq!(ranges, format!("{}–{total}", done + 1));
    let (_, full, _, _) = run(
        &["rate"],
        &TOP1465
            .lines()
            .take(lines.len())
            .map(|l| format!("{l}\n"))
            .collect::<String>(),
    );
    assert_eq!(out, full, "the lines printed are the puzzles' full ratings");
}

#[test]
fn rate_on_every_core_stops_too() {
    let input = hard_input();
    let (code, out, err, took) = run(&["rate", "--timeout", "1", "--format", "json"], &input);
    assert_eq!(code, 1, "{err}");
    assert!(took < Duration::from_secs(6), "took {took:?}");
    let (done, _, _) = stopped(&err, "rated");
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len() as u64, done);
    assert!(lines.iter().all(|v| v["solved"] == true));
}

#[test]
fn explain_stops_at_the_limit() {
    let input = hard_input();
    let total = input.lines().count() as u64;
    let (code, out, err, took) = run(
        &[
            "explain",
            "--threads",
            "1",
            "--timeout",
            "0.5",
            "--format",
            "json",
        ],
        &input,
    );
    assert_eq!(code, 1, "{err}");
    assert!(took < Duration::from_secs(5), "took {took:?}");
    let (done, count, ranges) = stopped(&err, "explained");
    assert_eq!(count, total);
    assert_eq!(out.lines().count() as u64, done);
    assert_eq!(ranges, format!("{}–{total}", done + 1));
    for (k, line) in out.lines().enumerate() {
        let v: Value = serde_json::from_str(line).expect("each line is JSON");
        assert_eq!(v["solved"], true);
        assert_eq!(v["puzzle"], TOP1465.lines().nth(k).unwrap());
    }
}

#[test]
fn explain_text_stops_at_the_limit() {
    let (code, out, err, _) = run(
        &["explain", "--threads", "1", "--timeout", "0.5"],
        &hard_input(),
    );
    assert_eq!(code, 1, "{err}");
    let (done, _, _) = stopped(&err, "explained");
    // Each explanation starts with its `# SOURCE: puzzle` heading and ends with its summary.
    assert_eq!(
        out.lines().filter(|l| l.starts_with("# <stdin>:")).count() as u64,
        done
    );
    assert!(out.is_empty() || out.ends_with('\n'));
}

#[test]
fn count_stops_a_long_count_in_progress() {
    // The empty 16x16 grid has far more than u64::MAX solutions: a count to the highest limit
    // cannot end by itself.
    let empty = ".".repeat(256);
    let (code, out, err, took) = run(
        &[
            "count",
            "--limit",
            &u64::MAX.to_string(),
            "--timeout",
            "0.5",
        ],
        &format!("{empty}\n"),
    );
    assert_eq!(code, 1, "{err}");
    assert!(took < Duration::from_secs(4), "took {took:?}");
    assert_eq!(out, "");
    let (done, count, ranges) = stopped(&err, "counted");
    assert_eq!((done, count, ranges.as_str()), (0, 1, "1"));
}

#[test]
fn a_limit_that_is_not_reached_changes_nothing() {
    let some: String = TOP1465.lines().take(5).map(|l| format!("{l}\n")).collect();
    for cmd in ["rate", "explain", "count"] {
        let (code, out, err, _) = run(&[cmd, "--timeout", "600"], &some);
        let (code0, out0, _, _) = run(&[cmd], &some);
        assert_eq!((code, &out), (code0, &out0), "{cmd}: {err}");
        assert_eq!(code, 0, "{cmd}: {err}");
    }
}

#[test]
fn a_limit_must_be_a_positive_number_of_seconds() {
    for cmd in ["rate", "explain", "count"] {
        for bad in ["0", "-1", "soon"] {
            let (code, _, err, _) = run(&[cmd, &format!("--timeout={bad}")], "");
            assert_eq!(code, 2, "{cmd} --timeout {bad}: {err}");
            assert!(err.contains("is not a positive number of seconds"), "{err}");
        }
    }
}

#[test]
fn the_message_follows_the_language() {
    let (code, _, err, _) = run(
        &["rate", "--threads", "1", "--timeout", "0.3", "--lang", "fr"],
        &hard_input(),
    );
    assert_eq!(code, 1);
    assert!(err.contains("arrêté à la limite de temps (0,3 s)"), "{err}");
    assert!(err.contains("non notées"), "{err}");
}
