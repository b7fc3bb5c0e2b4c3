//! `sudoku canon` and `sudoku transform` from the outside: forms in input order, dedup by
//! class, reproducible copies, and bad records and other sizes refused with exit code 2.

use assert_cmd::Command;
use predicates::str::contains;
use sudoku_engine::canon::canonical;
use sudoku_engine::format::parse_str;

const A: &str = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const B: &str = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

/// Runs `sudoku ARGS` on `stdin`, expects success, returns stdout.
fn ok(args: &[&str], stdin: &str) -> String {
    let out = sudoku()
        .args(args)
        .write_stdin(stdin.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The engine's form of a line-format puzzle, as the command prints it.
fn form(line: &str) -> String {
    let g = canonical(&parse_str(line).unwrap()).unwrap();
    g.values().iter().map(|&v| char::from(b'0' + v)).collect()
}

#[test]
fn canon_prints_one_form_per_record_in_input_order() {
    let input = format!("{A}\n{B}\n{A}\n");
    for threads in ["1", "2"] {
        let out = ok(&["canon", "--threads", threads], &input);
        assert_eq!(out, format!("{}\n{}\n{}\n", form(A), form(B), form(A)));
    }
}

#[test]
fn copies_made_by_transform_have_the_form_of_their_puzzle() {
    let copies = ok(
        &["transform", "--seed", "5", "--copies", "4"],
        &format!("{A}\n{B}\n"),
    );
    let lines: Vec<&str> = copies.lines().collect();
    assert_eq!(lines.len(), 8);
    assert_ne!(lines[0], lines[1]);
    let forms = ok(&["canon"], &copies);
    let expected: String = [A, A, A, A, B, B, B, B]
        .iter()
        .map(|p| form(p) + "\n")
        .collect();
    assert_eq!(forms, expected);
}

#[test]
fn transform_is_reproducible_across_seeds_and_threads() {
    let input: String = [A, B].repeat(300).join("\n");
    let one = ok(
        &[
            "transform",
            "--seed",
            "9",
            "--copies",
            "2",
            "--threads",
            "1",
        ],
        &input,
    );
    let two = ok(
        &[
            "transform",
            "--seed",
            "9",
            "--copies",
            "2",
            "--threads",
            "2",
        ],
        &input,
    );
    assert_eq!(one, two);
    assert_eq!(one.lines().count(), 1200);
    let other = ok(&["transform", "--seed", "10", "--copies", "2"], &input);
    assert_ne!(one, other);
}

#[test]
fn dedup_keeps_the_first_puzzle_of_each_class() {
    let copies = ok(
        &["transform", "--seed", "1", "--copies", "3"],
        &format!("{B}\n"),
    );
    let input = format!("{A}\n{copies}{B}\n{A}\n");
    let out = sudoku()
        .args(["canon", "--dedup"])
        .write_stdin(input.clone())
        .assert()
        .success()
        .stderr(contains(
            "canon: 6 records, 2 classes, 4 duplicates, 0 invalid",
        ))
        .get_output()
        .stdout
        .clone();
    let first_copy = copies.lines().next().unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("{A}\n{first_copy}\n")
    );
    let forms = ok(&["canon", "--dedup", "--canonical"], &input);
    assert_eq!(forms, format!("{}\n{}\n", form(A), form(B)));
}

#[test]
fn bad_records_and_other_sizes_are_reported_with_exit_code_2() {
    let four = "1.3..2.........4";
    let input = format!("{A}\n{}x\n{four}\n", &B[..80]);
    let out = sudoku()
        .args(["canon", "--threads", "1"])
        .write_stdin(input.clone())
        .assert()
        .code(2)
        .stderr(contains("<stdin>:2:81"))
        .stderr(contains("9×9 grids only, not 4×4"))
        .get_output()
        .stdout
        .clone();
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], form(A));
    assert!(lines[1].starts_with("invalid: "), "{out}");
    assert!(lines[2].starts_with("invalid: canonical forms"), "{out}");

    sudoku()
        .args(["canon", "--dedup"])
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(format!("{A}\n"))
        .stderr(contains(
            "canon: 3 records, 1 class, 0 duplicates, 2 invalid",
        ));

    sudoku()
        .args(["transform", "--seed", "1"])
        .write_stdin(format!("{four}\n"))
        .assert()
        .code(2)
        .stdout(contains("invalid: "))
        .stderr(contains("not 4×4"));
}

#[test]
fn dedup_runs_on_one_thread_and_says_so() {
    sudoku()
        .args(["canon", "--dedup", "--threads", "2"])
        .write_stdin(format!("{A}\n"))
        .assert()
        .code(2)
        .stderr(contains("cannot be used with"));
    sudoku()
        .args(["canon", "--canonical"])
        .write_stdin(format!("{A}\n"))
        .assert()
        .code(2);
}

/// Issue 41, item 14: `transform` without `--seed` picks one and prints it, as `generate`
/// does, and that seed repeats the run.
#[test]
fn transform_without_a_seed_picks_one_and_prints_it() {
    let out = sudoku()
        .args(["transform", "--copies", "2"])
        .write_stdin(format!("{A}\n"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    let seed = err
        .strip_prefix("seed ")
        .and_then(|rest| rest.split_once(' '))
        .map(|(seed, _)| seed.to_string())
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        err.contains(&format!("(repeat this run with --seed {seed})")),
        "{err}"
    );
    let again = ok(
        &["transform", "--copies", "2", "--seed", &seed],
        &format!("{A}\n"),
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), again);
}
