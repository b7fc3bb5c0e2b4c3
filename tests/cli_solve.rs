//! `sudoku solve`, `count`, `check` and `bench` driven as a user runs them: every format,
//! every exit code, and the error messages.

use assert_cmd::Command;
use predicates::prelude::*;

const SEED_003: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const SEED_003_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// The expected output for `examples/dot-grid.txt`, exactly.
const SEED_000_SOLUTION: &str = "\
9 6 4 8 5 2 3 1 7
3 8 2 7 1 6 4 5 9
1 5 7 9 3 4 2 8 6
7 9 3 5 6 1 8 2 4
2 4 8 3 9 7 5 6 1
5 1 6 4 2 8 7 9 3
6 3 1 2 7 5 9 4 8
8 2 9 1 4 3 6 7 5
4 7 5 6 8 9 1 3 2
";

/// A boxed puzzle with four solutions (the shipped examples are unique puzzles).
const BOXED_SEVERAL: &str = "\
1 9 0 | 0 0 6 | 8 0 0
0 3 0 | 2 1 0 | 0 4 0
8 2 0 | 0 0 0 | 6 3 1
------+-------+------
0 5 0 | 0 8 4 | 3 1 0
0 0 0 | 5 2 1 | 0 0 4
0 4 0 | 0 9 3 | 2 8 5
------+-------+------
4 1 9 | 3 0 2 | 0 7 8
0 0 8 | 0 5 0 | 0 0 0
0 7 5 | 0 4 0 | 0 0 0
";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

/// Runs `sudoku ARGS` on `stdin`, asserts success and returns its stdout as bytes.
fn success_stdout(args: &[&str], stdin: impl Into<Vec<u8>>) -> Vec<u8> {
    sudoku()
        .args(args)
        .write_stdin(stdin.into())
        .assert()
        .success()
        .get_output()
        .stdout
        .clone()
}

fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn seed_000_example_prints_its_exact_output() {
    sudoku()
        .args(["solve", &example("dot-grid.txt")])
        .assert()
        .success()
        .stdout(SEED_000_SOLUTION)
        .stderr("");
}

#[test]
fn seed_003_line_in_line_out() {
    sudoku()
        .args(["solve", &example("line.txt")])
        .assert()
        .success()
        .stdout(format!("{SEED_003_SOLUTION}\n"));
}

#[test]
fn every_output_format_reads_back() {
    for format in ["line", "grid", "boxed", "json"] {
        let out = success_stdout(&["solve", "--format", format], SEED_003);
        // The printed solution, fed back, is a complete grid that solves to itself.
        sudoku()
            .args(["solve", "--format", "line"])
            .write_stdin(out)
            .assert()
            .success()
            .stdout(format!("{SEED_003_SOLUTION}\n"));
    }
}

#[test]
fn boxed_output_has_separators() {
    sudoku()
        .args(["solve", "--format", "boxed"])
        .write_stdin(SEED_003)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "4 8 3 | 9 2 1 | 6 5 7\n9 6 7 | 3 4 5 | 8 2 1\n2 5 1 | 8 7 6 | 4 9 3\n------+-------+------\n",
        ));
}

#[test]
fn several_puzzles_keep_input_order_and_bad_records_are_replaced() {
    let input = format!(
        "{SEED_003}\nabc\n# a comment\n{}\n{SEED_003}\n",
        ".".repeat(80)
    );
    for threads in ["1", "2"] {
        sudoku()
            .args(["solve", "--threads", threads])
            .write_stdin(input.clone())
            .assert()
            .code(2)
            .stdout(format!(
                "{SEED_003_SOLUTION}\ninvalid: found 3 cells, expected 81\ninvalid: found 80 cells, expected 81\n{SEED_003_SOLUTION}\n"
            ))
            .stderr(
                "error: <stdin>:2:4: found 3 cells, expected 81\nerror: <stdin>:4:81: found 80 cells, expected 81\n",
            );
    }
}

#[test]
fn bad_character_names_line_and_column() {
    let bad = format!("{SEED_003}\n{}x{}\n", &SEED_003[..6], &SEED_003[7..]);
    sudoku()
        .arg("solve")
        .write_stdin(bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "<stdin>:2:7: bad character 'x', expected a digit 1-9 or a hole (. 0 _ - *)",
        ));
}

#[test]
fn clashing_givens_say_why_and_exit_1() {
    let mut clash =
        b"5.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
            .to_vec();
    clash[6] = b'5'; // r1c1 and r1c7 both 5
    sudoku()
        .arg("solve")
        .write_stdin(clash)
        .assert()
        .code(1)
        .stdout("no solution: r1c1 and r1c7 both hold 5\n");
}

#[test]
fn several_solutions_warn_or_fail_when_unique_is_required() {
    sudoku()
        .arg("solve")
        .write_stdin(BOXED_SEVERAL)
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "has several solutions; printed the first",
        ));
    sudoku()
        .args(["solve", "--require-unique"])
        .write_stdin(BOXED_SEVERAL)
        .assert()
        .code(1)
        .stdout("several solutions\n");
}

#[test]
fn all_lists_up_to_the_limit() {
    let out = sudoku()
        .args(["solve", "--all", "--limit", "3", "--format", "line"])
        .write_stdin(BOXED_SEVERAL)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].contains("more than 3 solutions"), "{text}");
    assert!(lines[1..].iter().all(|l| l.len() == 81));
}

#[test]
fn first_skips_the_uniqueness_proof() {
    sudoku()
        .args(["solve", "--first", &example("boxed.txt")])
        .assert()
        .success()
        .stderr("");
}

#[test]
fn count_reports_limits() {
    let empty = ".".repeat(81);
    sudoku()
        .args(["count", "--limit", "1000"])
        .write_stdin(format!("{empty}\n{SEED_003}\n"))
        .assert()
        .success()
        .stdout("at least 1000\n1\n");
    // 4×4 has exactly 288 solution grids.
    sudoku()
        .arg("count")
        .write_stdin(".".repeat(16))
        .assert()
        .success()
        .stdout("288\n");
}

#[test]
fn check_reports_per_unit_like_seed_001() {
    sudoku()
        .arg("check")
        .write_stdin(SEED_003_SOLUTION)
        .assert()
        .success()
        .stdout("rows OK\ncolumns OK\nboxes OK\ncomplete and consistent\n");
    let mut broken = SEED_003_SOLUTION.as_bytes().to_vec();
    broken.swap(0, 1);
    sudoku()
        .arg("check")
        .write_stdin(broken)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("rows OK\ncolumns: r1c1 and r"))
        .stdout(predicate::str::ends_with("not consistent: 2 conflicts\n"));
}

#[test]
fn directories_are_read_in_name_order() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("b.txt"), format!("{SEED_003}\n")).unwrap();
    std::fs::write(
        dir.path().join("a.txt"),
        "0 0 0 0 0 2 3 0 7\n0 0 0 0 0 6 4 5 0\n1 0 0 9 3 0 0 0 0\n0 0 0 0 6 1 8 0 0\n0 4 8 0 0 0 5 6 0\n0 0 6 4 2 0 0 0 0\n0 0 0 0 7 5 0 0 8\n0 2 9 1 0 0 0 0 0\n4 0 5 6 0 0 0 0 0\n",
    )
    .unwrap();
    sudoku()
        .args(["solve", "--format", "line", "--no-filename"])
        .arg(dir.path())
        .assert()
        .success()
        .stdout(format!(
            "964852317382716459157934286793561824248397561516428793631275948829143675475689132\n{SEED_003_SOLUTION}\n"
        ));
}

#[test]
fn big_grids_solve() {
    for name in ["16x16.txt", "25x25.txt"] {
        sudoku()
            .args(["solve", "--first", &example(name)])
            .assert()
            .success();
    }
}

#[test]
fn unusable_arguments_exit_2() {
    sudoku()
        .args(["solve", "--format", "nope"])
        .assert()
        .code(2);
    sudoku()
        .args(["solve", "/nonexistent/file"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("/nonexistent/file"));
    sudoku()
        .args(["solve"])
        .write_stdin("1 2 3\n. . .\n. . .\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no known grid shape has size 3"));
}

#[test]
fn stats_line_counts_everything() {
    sudoku()
        .args(["solve", "--stats"])
        .write_stdin(format!("{SEED_003}\nabc\n"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "stats: 2 puzzles, 1 solved, 0 no solution, 0 several solutions, 1 invalid",
        ));
}

#[test]
fn bench_prints_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.txt");
    std::fs::write(&file, format!("{SEED_003}\n")).unwrap();
    sudoku()
        .args(["bench", "--min-time", "0"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains("puzzles/s").and(predicate::str::contains("p.txt")));
}

/// `bench --shuffle SEED` solves the copies `transform --seed SEED` prints: same puzzle
/// count and same guesses per puzzle (the search is deterministic); 4×4 puzzles are refused.
#[test]
fn bench_shuffle_solves_the_copies_transform_prints() {
    let dir = tempfile::tempdir().unwrap();
    let hard = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let original = dir.path().join("p.txt");
    std::fs::write(&original, format!("{hard}\n{SEED_003}\n")).unwrap();
    let copies = dir.path().join("copies.txt");
    let printed = sudoku()
        .args(["transform", "--seed", "7"])
        .arg(&original)
        .output()
        .unwrap();
    assert!(printed.status.success());
    std::fs::write(&copies, &printed.stdout).unwrap();
    // The table row of one file: every column but the name and the timings.
    let row = |args: &[&str], file: &std::path::Path| -> Vec<String> {
        let out = sudoku()
            .args(["bench", "--min-time", "0"])
            .args(args)
            .arg(file)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        let line = text.lines().nth(1).expect("a row").to_string();
        let fields: Vec<String> = line.split_whitespace().map(String::from).collect();
        vec![fields[1].clone(), fields[4].clone(), fields[5].clone()]
    };
    let shuffled = row(&["--shuffle", "7"], &original);
    assert_eq!(shuffled, row(&[], &copies));
    assert_eq!(shuffled[0], "2");
    // The hard puzzle takes another number of guesses in this orientation.
    assert_ne!(shuffled, row(&[], &original));
    let four = dir.path().join("four.txt");
    std::fs::write(&four, "12..34..........\n").unwrap();
    sudoku()
        .args(["bench", "--min-time", "0", "--shuffle", "7"])
        .arg(&four)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("puzzle 1: cannot shuffle"));
}

#[test]
fn svg_has_one_text_per_cell_and_pdf_is_a_booklet() {
    let out = success_stdout(&["solve", "--format", "svg"], SEED_003);
    let svg = String::from_utf8(out).unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    assert_eq!(svg.matches("<text").count(), 81);
    let pdf = success_stdout(
        &["solve", "--format", "pdf", "--per-page", "2"],
        format!("{SEED_003}\n{SEED_003}\n{SEED_003}\n"),
    );
    assert!(pdf.starts_with(b"%PDF-"));
    sudoku()
        .args(["solve", "--format", "pdf", "--per-page", "5"])
        .write_stdin(SEED_003)
        .assert()
        .code(2);
}

#[test]
fn check_svg_marks_conflicts_in_red() {
    // r1c1 and r1c2 swapped: each digit is now twice in its new column.
    let mut broken = SEED_003_SOLUTION.as_bytes().to_vec();
    broken.swap(0, 1);
    let out = sudoku()
        .args(["check", "--format", "svg"])
        .write_stdin(broken)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("<svg"))
        .get_output()
        .stdout
        .clone();
    let svg = String::from_utf8(out).unwrap();
    // Issue 41, item 14: the conflicts were tinted the pale yellow of a hint's evidence.
    let marks: Vec<&str> = svg
        .lines()
        .filter(|l| l.starts_with("<rect class=\"conflict-cell\""))
        .collect();
    assert_eq!(
        marks.len(),
        4,
        "the four cells of the two conflicts, once each:\n{svg}"
    );
    for mark in marks {
        assert!(mark.contains("fill=\"#ff6b6b\""), "{mark}");
    }
    assert!(!svg.contains("evidence"), "{svg}");
}

#[test]
fn hint_svg_highlights_the_step() {
    let out = success_stdout(&["hint", "--format", "svg"], SEED_003);
    let svg = String::from_utf8(out).unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    // One text per given plus the hint's placement, and pencil marks for the rest.
    assert!(svg.matches("<text").count() > 32, "{svg}");
}

#[test]
fn many_chunks_on_several_threads_keep_order_on_both_streams() {
    // More records than the parallel pipeline keeps in flight (chunks of 256, a window of
    // four chunks per thread), with bad records and puzzles that have several solutions
    // (a warning on stderr each) spread over them.
    let empty = ".".repeat(81);
    let mut input = String::new();
    let mut expected_invalid = 0;
    for i in 0..5000 {
        // The first line decides the format (line), so it is a good one.
        if i % 997 == 996 {
            input.push_str("12345\n");
            expected_invalid += 1;
        } else if i % 13 == 0 {
            input.push_str(&empty);
            input.push('\n');
        } else {
            input.push_str(SEED_003);
            input.push('\n');
        }
    }
    let run = |threads: &str| {
        let out = sudoku()
            .args(["solve", "--threads", threads, "--no-progress"])
            .write_stdin(input.clone())
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "--threads {threads}");
        (
            String::from_utf8(out.stdout).expect("UTF-8"),
            String::from_utf8(out.stderr).expect("UTF-8"),
        )
    };
    let (stdout, stderr) = run("1");
    assert_eq!(stdout.lines().count(), 5000);
    assert_eq!(
        stdout.lines().filter(|l| l.starts_with("invalid:")).count(),
        expected_invalid
    );
    assert_eq!(
        stdout.lines().filter(|l| *l == SEED_003_SOLUTION).count(),
        5000 - expected_invalid - (0..5000).filter(|i| i % 13 == 0 && i % 997 != 996).count()
    );
    assert!(stderr.contains("warning: <stdin>:14: the puzzle has several solutions"));
    assert!(stderr.contains("error: <stdin>:997:6: found 5 cells, expected 81"));
    for threads in ["2", "3"] {
        assert_eq!(
            run(threads),
            (stdout.clone(), stderr.clone()),
            "--threads {threads}"
        );
    }
}

#[test]
fn empty_input_says_no_puzzles_were_read() {
    for command in ["solve", "count", "check", "rate", "canon"] {
        for input in ["", "# only a comment\n\n"] {
            sudoku()
                .arg(command)
                .write_stdin(input)
                .assert()
                .code(0)
                .stdout("")
                .stderr(predicates::str::contains("warning: no puzzles read"));
        }
    }
}

#[test]
fn a_limit_of_zero_is_refused_with_exit_2() {
    for args in [
        &["count", "--limit", "0"][..],
        &["solve", "--all", "--limit", "0"][..],
    ] {
        sudoku()
            .args(args)
            .write_stdin(".".repeat(81))
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicates::str::contains("0 is not in 1.."));
    }
}

/// Each compiled copy of the 9×9 solver, forced with the hidden `--backend`, prints the same
/// bytes as the copy the CPU picks, for `solve` (unique and first) and `count`.
#[test]
fn every_backend_prints_the_same_bytes() {
    let puzzles = format!(
        "{SEED_003}\n{}\n",
        BOXED_SEVERAL
            .lines()
            .filter(|l| !l.starts_with('-'))
            .flat_map(|l| l.split_whitespace().filter(|t| *t != "|"))
            .collect::<String>()
    );
    for args in [
        &["solve", "--format", "line"][..],
        &["solve", "--format", "line", "--first"],
        &["count"],
    ] {
        let auto = success_stdout(args, puzzles.clone());
        assert!(!auto.is_empty(), "{args:?}");
        for backend in ["avx2", "portable", "general", "reference"] {
            let mut with = args.to_vec();
            with.extend(["--backend", backend]);
            assert_eq!(success_stdout(&with, puzzles.clone()), auto, "{with:?}");
        }
    }
}
