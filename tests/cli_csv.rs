//! CSV and TSV datasets as people have them: Kaggle's `quizzes,solutions` (`0` holes),
//! Radcliffe's `id,puzzle,solution,clues,difficulty` and the `sudoku-extreme` set's
//! `source,question,answer,rating` (`.` holes), read and written back by `solve`, `count`,
//! `check` and `rate`.
//!
//! The files under `tests/data/csv/` are small hand-made copies of those layouts, with real
//! puzzles (from `crates/engine/tests/data/`) and their solutions: `radcliffe.csv` has an
//! 80-cell puzzle in its third row and a quoted id, `extreme.csv` a quoted source with a line
//! break in it and a wrong answer in its third row, `extreme.tsv` a quoted field holding a tab
//! and a comma, and `headerless.csv` no header.

use assert_cmd::Command;

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

fn data(name: &str) -> String {
    format!("{}/tests/data/csv/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `sudoku ARGS`, asserts the exit code, and returns stdout and stderr as text.
fn run(args: &[&str], stdin: &str, code: i32) -> (String, String) {
    let out = sudoku()
        .args(args)
        .write_stdin(stdin.as_bytes().to_vec())
        .assert()
        .code(code)
        .get_output()
        .clone();
    (
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

/// Field `i` of each data row of a simple file (no quoted separators), header skipped.
fn column(name: &str, i: usize, sep: char) -> Vec<String> {
    let text = std::fs::read_to_string(data(name)).expect("test data");
    text.lines()
        .skip(1)
        .map(|l| l.split(sep).nth(i).expect("the column").to_string())
        .collect()
}

/// Shows both texts when they differ, line by line.
fn assert_lines(actual: &str, expected: &[String]) {
    let actual: Vec<&str> = actual.lines().collect();
    assert_eq!(
        actual, expected,
        "\nactual:\n{actual:#?}\nexpected:\n{expected:#?}"
    );
}

#[test]
fn a_kaggle_file_solves_to_its_solutions_column() {
    let (stdout, stderr) = run(&["solve", &data("kaggle.csv")], "", 0);
    assert_lines(&stdout, &column("kaggle.csv", 1, ','));
    assert_eq!(stderr, "");
}

#[test]
fn format_csv_writes_each_row_back_with_the_results_appended() {
    let (stdout, _) = run(&["solve", &data("kaggle.csv"), "--format", "csv"], "", 0);
    let input = std::fs::read_to_string(data("kaggle.csv")).expect("test data");
    let mut expected = vec!["quizzes,solutions,solution,status,error".to_string()];
    for (row, solution) in input.lines().skip(1).zip(column("kaggle.csv", 1, ',')) {
        expected.push(format!("{row},{solution},unique,"));
    }
    assert_lines(&stdout, &expected);
}

#[test]
fn a_bad_row_keeps_its_columns_gets_an_error_and_the_rest_go_on() {
    let path = data("radcliffe.csv");
    let (stdout, stderr) = run(&["solve", &path, "--format", "csv"], "", 2);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[0],
        "id,puzzle,solution,clues,difficulty,solution,status,error"
    );
    assert_eq!(lines.len(), 6, "{stdout}");
    // The 80-cell row, in its place (line 4 of the file), with an empty result and the error
    // (quoted, since it holds a comma).
    let bad = &csv_rows(&stdout, b',')[3];
    assert_eq!(bad[0], "3");
    assert_eq!(
        bad[3..],
        ["16", "0.0", "", "", "found 80 cells, expected 81"]
    );
    assert!(lines[3].ends_with(",\"found 80 cells, expected 81\""));
    // The quoted id is written back as the value it holds, and every other row is solved.
    let solutions = column("radcliffe.csv", 2, ',');
    for (k, i) in [1, 2, 4, 5].into_iter().enumerate() {
        let expected_start = if i == 4 { "4," } else { "" };
        assert!(lines[i].starts_with(expected_start), "{}", lines[i]);
        let sol = &solutions[[0, 1, 3, 4][k]];
        assert!(
            lines[i].ends_with(&format!(",{sol},unique,")),
            "{}",
            lines[i]
        );
    }
    assert_eq!(
        stderr,
        format!("error: {path}:4: column \"puzzle\", character 81: found 80 cells, expected 81\n")
    );
}

#[test]
fn a_bad_character_is_named_by_column_and_character() {
    let puzzle =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    // The first data row is bad, so the puzzle column is found by its name.
    let bad = format!(
        "id,puzzle\n7,{}x{}\n8,{puzzle}\n",
        &puzzle[..10],
        &puzzle[11..]
    );
    let message = "bad character 'x', expected a digit 1-9 or a hole (. 0 _ - *)";
    let (stdout, stderr) = run(&["count", "--input-format", "csv"], &bad, 2);
    assert_eq!(stdout, format!("invalid: {message}\n1\n"));
    assert_eq!(
        stderr,
        format!("error: <stdin>:2: column \"puzzle\", character 11: {message}\n")
    );
}

#[test]
fn records_name_the_physical_line_even_after_a_quoted_line_break() {
    let path = data("extreme.csv");
    let (stdout, _) = run(&["solve", &path, "--format", "json"], "", 0);
    let sources: Vec<String> = stdout
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("JSON lines");
            v["source"].as_str().expect("a source").to_string()
        })
        .collect();
    let expected: Vec<String> = [2, 3, 5, 6].iter().map(|n| format!("{path}:{n}")).collect();
    assert_eq!(sources, expected);
}

#[test]
fn a_field_with_a_line_break_is_quoted_again_on_output() {
    let (stdout, _) = run(&["count", &data("extreme.csv"), "--format", "csv"], "", 0);
    let mut rows = csv_rows(&stdout, b',');
    assert_eq!(
        rows.remove(0),
        ["source", "question", "answer", "rating", "count", "at_least", "error"]
    );
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[1][0], "hand\nmade");
    assert!(rows
        .iter()
        .all(|r| r[4] == "1" && r[5] == "false" && r[6].is_empty()));
    assert!(stdout.contains("\"hand\nmade\","), "{stdout}");
}

/// Parses table output with the csv crate's reader (the writer's other half).
fn csv_rows(text: &str, delimiter: u8) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .delimiter(delimiter)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| {
            r.expect("well-formed output")
                .iter()
                .map(String::from)
                .collect()
        })
        .collect()
}

#[test]
fn against_reports_each_mismatch_with_its_line_and_exits_1() {
    let path = data("extreme.csv");
    let (stdout, stderr) = run(&["check", &path, "--against", "answer"], "", 1);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.starts_with(&format!("{path}:5: the solution breaks the rules: ")),
        "{stdout}"
    );
    assert_eq!(stderr, "check: 4 rows, 3 match, 1 mismatch, 0 invalid\n");
}

#[test]
fn against_tells_changed_givens_holes_and_puzzles_with_several_solutions() {
    let puzzle =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let solution =
        "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
    // The first given (4) replaced by 5, and the last cell made a hole.
    let changed = format!("5{}", &solution[1..]);
    let holed = format!("{}.", &solution[..80]);
    // Without its first four givens the puzzle has several solutions; the answer is still one.
    let loose = format!("{}{}", ".".repeat(10), &puzzle[10..]);
    let input = format!(
        "puzzle,answer\n{puzzle},{solution}\n{puzzle},{changed}\n{puzzle},{holed}\n{loose},{solution}\n{puzzle}\n"
    );
    let (stdout, stderr) = run(
        &["check", "--against", "answer", "--format", "csv"],
        &input,
        1,
    );
    let rows = csv_rows(&stdout, b',');
    let verdicts: Vec<Vec<&str>> = rows
        .iter()
        .map(|r| r[2..].iter().map(String::as_str).collect())
        .collect();
    assert_eq!(
        verdicts,
        vec![
            vec!["valid", "keeps_givens", "unique", "mismatch", "error"],
            vec!["true", "true", "true", "", ""],
            vec![
                "false",
                "false",
                "true",
                "the solution breaks the rules: r1c1 and r1c7 both hold 5 in row 1 (and 2 more); \
                 the solution changes the given r1c1: 5 for 4",
                ""
            ],
            vec!["false", "true", "true", "the solution has 1 empty cell", ""],
            vec![
                "true",
                "true",
                "false",
                "the puzzle has several solutions",
                ""
            ],
            vec![
                "false",
                "false",
                "true",
                "the row has no solution field",
                ""
            ],
        ]
    );
    assert_eq!(stderr.matches("mismatch: <stdin>:").count(), 4, "{stderr}");
    assert!(stderr.ends_with("check: 5 rows, 1 match, 4 mismatches, 0 invalid\n"));
}

#[test]
fn against_a_column_that_is_not_there_is_a_usage_error() {
    let path = data("kaggle.csv");
    let (stdout, stderr) = run(&["check", &path, "--against", "answer"], "", 2);
    assert_eq!(stdout, "");
    // One message and no summary (issue 41, item 6).
    assert_eq!(
        stderr,
        format!("error: {path}: no column named \"answer\" (the header has quizzes, solutions)\n")
    );
    // A column number past the table's width is the same usage error, not a problem on
    // every row.
    for args in [
        &["check", &path, "--against", "3"][..],
        &["check", &path, "--against", "3", "--format", "csv"][..],
    ] {
        let (stdout, stderr) = run(args, "", 2);
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(
            stderr,
            format!("error: {path}: no column 3: the table has 2 columns\n"),
            "{args:?}"
        );
    }
    // In range, it is the column at that place.
    run(&["check", &path, "--against", "2"], "", 0);
}

#[test]
fn a_tsv_file_reads_by_name_and_by_content_and_writes_tsv() {
    let path = data("extreme.tsv");
    let (stdout, _) = run(&["count", &path, "--format", "tsv"], "", 0);
    let rows = csv_rows(&stdout, b'\t');
    assert_eq!(
        rows[0],
        ["source", "question", "answer", "rating", "count", "at_least", "error"]
    );
    assert_eq!(rows[2][0], "tabs, commas");
    assert_eq!(rows.len(), 4);
    // The same text on standard input, without a name, is found to be a table by its content.
    let text = std::fs::read_to_string(&path).expect("test data");
    let (from_stdin, _) = run(&["count", "--format", "tsv"], &text, 0);
    assert_eq!(from_stdin, stdout);
    let (solutions, _) = run(&["solve"], &text, 0);
    assert_lines(&solutions, &column("extreme.tsv", 2, '\t'));
}

#[test]
fn a_headerless_file_takes_the_first_puzzle_column_or_a_number() {
    let path = data("headerless.csv");
    let puzzles: Vec<String> = std::fs::read_to_string(&path)
        .expect("test data")
        .lines()
        .map(|l| l.split(',').nth(1).expect("column 2").to_string())
        .collect();
    let (by_default, _) = run(&["count", &path, "--format", "csv"], "", 0);
    let (by_number, _) = run(&["count", &path, "--format", "csv", "--column", "2"], "", 0);
    assert_eq!(by_default, by_number);
    // No header in, no header out.
    let rows = csv_rows(&by_default, b',');
    assert_eq!(rows.len(), 3);
    for (row, puzzle) in rows.iter().zip(&puzzles) {
        assert_eq!(&row[1], puzzle);
        assert_eq!(row[3..], ["1", "false", ""]);
    }
    let (_, stderr) = run(&["count", &path, "--column", "question"], "", 2);
    assert!(stderr.contains("no header row"), "{stderr}");
}

#[test]
fn the_puzzle_column_can_be_named() {
    // The solution column read as puzzles: each is complete, so it is its own solution.
    let path = data("radcliffe.csv");
    let (stdout, _) = run(&["solve", &path, "--column", "solution"], "", 0);
    assert_lines(&stdout, &column("radcliffe.csv", 2, ','));
    let (report, _) = run(
        &["check", &path, "--column", "Solution", "--format", "csv"],
        "",
        0,
    );
    let rows = csv_rows(&report, b',');
    assert_eq!(
        rows[0][5..],
        ["complete", "consistent", "solutions", "error"]
    );
    assert!(rows[1..].iter().all(|r| r[5..] == ["true", "true", "", ""]));
}

#[test]
fn rate_writes_the_text_rating_as_columns() {
    let path = data("extreme.csv");
    let (table, _) = run(&["rate", &path, "--format", "csv"], "", 0);
    let puzzles: String = csv_rows(&std::fs::read_to_string(&path).expect("test data"), b',')[1..]
        .iter()
        .map(|r| format!("{}\n", r[1]))
        .collect();
    let (text, _) = run(&["rate"], &puzzles, 0);
    let rows = csv_rows(&table, b',');
    assert_eq!(rows[0][4..], ["level", "score", "se", "hardest", "error"]);
    for (row, line) in rows[1..].iter().zip(text.lines()) {
        assert_eq!(format!("{} {} {} {}", row[4], row[5], row[6], row[7]), line);
        assert_eq!(row[8], "");
    }
}

#[test]
fn other_output_formats_work_from_a_table() {
    let (grid, _) = run(&["solve", &data("kaggle.csv"), "--format", "grid"], "", 0);
    let first = &column("kaggle.csv", 1, ',')[0];
    let expected: String = first
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(grid.starts_with(&expected), "{grid}");
}

#[test]
fn input_format_forces_a_table_or_the_line_layout() {
    let text = std::fs::read_to_string(data("headerless.csv")).expect("test data");
    // A first row whose fields are not all puzzles is a table anyway; forced, the same.
    let (detected, _) = run(&["solve", "--format", "csv"], &text, 0);
    let (forced, _) = run(
        &["solve", "--format", "csv", "--input-format", "csv"],
        &text,
        0,
    );
    assert_eq!(detected, forced);
    // The line layout reads each line's start: here an id, which is no puzzle.
    run(&["solve", "--input-format", "line"], &text, 2);
    // A first line of two puzzles is the line layout (the first puzzle) unless forced.
    let kaggle = std::fs::read_to_string(data("kaggle.csv")).expect("test data");
    let body: String = kaggle.lines().skip(1).map(|l| format!("{l}\n")).collect();
    let (lines, _) = run(&["solve", "--format", "csv"], &body, 0);
    assert!(
        lines.starts_with("puzzle,solution,status,error\n"),
        "{lines}"
    );
    let (table, _) = run(
        &["solve", "--format", "csv", "--input-format", "csv"],
        &body,
        0,
    );
    assert_eq!(csv_rows(&table, b',')[0].len(), 5);
}

#[test]
fn crlf_files_count_lines_like_any_other() {
    let text = std::fs::read_to_string(data("radcliffe.csv"))
        .expect("test data")
        .replace('\n', "\r\n");
    let (_, stderr) = run(&["solve"], &format!("\r\n{text}"), 2);
    assert!(stderr.starts_with("error: <stdin>:5: "), "{stderr}");
}

/// A few hundred rows: every puzzle of the Kaggle sample in the Kaggle layout, with an id and
/// a quoted note that holds a comma, and an unreadable row every hundred.
fn generated_rows() -> String {
    let path = format!(
        "{}/crates/engine/tests/data/kaggle.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let puzzles = std::fs::read_to_string(path).expect("the engine's test data");
    let mut text = String::from("id,quizzes,note\n");
    for (i, p) in puzzles.lines().enumerate() {
        let p = p.trim().replace('.', "0");
        if i % 100 == 50 {
            text.push_str(&format!("{i},{},\"cut, short\"\n", &p[..70]));
        } else {
            text.push_str(&format!("{i},{p},\"note {i}, fine\"\n"));
        }
    }
    text
}

#[test]
fn output_is_the_same_byte_for_byte_on_one_or_two_threads() {
    let rows = generated_rows();
    let n = rows.lines().count() - 1;
    assert!(n >= 300, "{n} rows");
    for command in ["solve", "count", "check"] {
        let mut outputs = Vec::new();
        for threads in ["1", "2"] {
            let (stdout, stderr) = run(
                &[
                    command,
                    "--format",
                    "csv",
                    "--threads",
                    threads,
                    "--no-progress",
                    "--stats",
                    "--input-format",
                    "csv",
                ],
                &rows,
                2,
            );
            assert_eq!(stdout.lines().count(), n + 1, "{command}");
            assert!(stderr.contains(&format!("stats: {n} puzzles")), "{stderr}");
            let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error:")).collect();
            assert_eq!(errors.len(), n.div_ceil(100), "{command}: {stderr}");
            assert!(errors[0].starts_with("error: <stdin>:52: column \"quizzes\""));
            outputs.push((stdout, errors.join("\n")));
        }
        assert_eq!(outputs[0], outputs[1], "{command}");
    }
}

#[test]
fn tables_with_one_header_write_it_once() {
    let path = data("kaggle.csv");
    let (once, _) = run(&["count", &path, "--format", "csv"], "", 0);
    let (twice, _) = run(&["count", &path, &path, "--format", "csv"], "", 0);
    let body: String = once.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert_eq!(twice, format!("{once}{body}"));
    // Another header starts a new table, under its own header.
    let (mixed, _) = run(
        &["count", &path, &data("extreme.tsv"), "--format", "csv"],
        "",
        0,
    );
    let headers: Vec<&str> = mixed.lines().filter(|l| l.contains(",count,")).collect();
    assert_eq!(
        headers,
        [
            "quizzes,solutions,count,at_least,error",
            "source,question,answer,rating,count,at_least,error"
        ]
    );
}

/// Issue 41: `show --format csv` then `solve --format csv` wrote the `error` column twice. A
/// column the input table already has is filled in place; only the new ones are appended.
#[test]
fn a_table_written_by_an_earlier_run_gets_no_column_twice() {
    let easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let solution =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    let (shown, _) = run(&["show", "--format", "csv"], &format!("{easy}\nnope\n"), 2);
    assert_lines(
        &shown,
        &[
            "puzzle,error".to_string(),
            format!("{easy},"),
            "nope,\"found 4 cells, expected 81\"".to_string(),
        ],
    );
    let (solved, _) = run(&["solve", "--format", "csv"], &shown, 2);
    let mut lines = solved.lines();
    assert_eq!(lines.next(), Some("puzzle,error,solution,status"));
    assert_eq!(
        lines.next(),
        Some(format!("{easy},,{solution},unique").as_str())
    );
    // The row that could not be read keeps one error field, the new run's.
    let bad = lines.next().unwrap_or_default();
    assert_eq!(bad.matches("cells").count(), 1, "{bad}");
    assert!(bad.starts_with("nope,"), "{bad}");
    assert!(bad.ends_with(",,"), "{bad}");
    // Twice over, still one `error` column (the earlier results are the input's data now).
    let (again, _) = run(&["solve", "--format", "csv"], &solved, 2);
    let header = again.lines().next().unwrap_or_default();
    assert_eq!(header.matches("error").count(), 1, "{header}");
}
