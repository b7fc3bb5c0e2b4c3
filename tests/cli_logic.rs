//! `sudoku explain`, `hint` and `rate` from the outside: text and JSON Lines output, one
//! output line (or block) per input record, bad records reported and skipped.

use assert_cmd::Command;
use serde_json::Value;

const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
/// top1465 #1: needs forcing chains or more.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Runs `sudoku ARGS` with `stdin`; returns (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
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
    )
}

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

#[test]
fn rate_prints_one_line_per_puzzle() {
    let (code, out, _) = run(&["rate"], &format!("{EASY}\n{HARD}\n"));
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    // (line, expected level word)
    for (line, level) in lines.iter().zip(["easy", "extreme"]) {
        assert!(
            line.starts_with(&format!("{level} ")),
            "expected {level}, got {line:?}"
        );
    }
}

#[test]
fn rate_json_has_the_issue_fields() {
    let (code, out, _) = run(&["rate", "--format", "json"], &format!("{EASY}\n"));
    assert_eq!(code, 0);
    let v = &json_lines(&out)[0];
    assert_eq!(v["puzzle"], EASY);
    assert_eq!(v["solved"], true);
    assert_eq!(v["level"], "easy");
    assert!(v["score"].as_u64().unwrap() > 0);
    assert!(v["se"].as_f64().unwrap() >= 1.0);
}

#[test]
fn explain_json_lists_every_step() {
    let (code, out, _) = run(&["explain", "--format", "json"], &format!("{EASY}\n"));
    assert_eq!(code, 0);
    let v = &json_lines(&out)[0];
    let steps = v["steps"].as_array().unwrap();
    let holes = EASY.chars().filter(|&c| c == '.').count();
    // An easy puzzle is all singles: one placement per hole.
    assert_eq!(steps.len(), holes);
    for s in steps {
        assert_eq!(s["placements"].as_array().unwrap().len(), 1);
        let cell = s["placements"][0]["cell"].as_str().unwrap();
        assert!(cell.starts_with('r') && cell.contains('c'), "{cell}");
        assert!(s["text"]
            .as_str()
            .unwrap()
            .starts_with(s["technique"].as_str().unwrap()));
        assert!(s["eliminations"].is_array());
    }
}

#[test]
fn explain_text_ends_with_the_rating() {
    let (code, out, _) = run(&["explain"], &format!("{HARD}\n"));
    assert_eq!(code, 0);
    assert!(
        out.lines()
            .any(|l| l.contains("Forcing") || l.contains("Brute Force")),
        "{out}"
    );
    assert!(
        out.lines()
            .last()
            .unwrap()
            .starts_with("# solved: extreme "),
        "{out}"
    );
}

#[test]
fn hint_gives_the_next_step_and_vague_names_the_unit() {
    // (arguments, expected output line)
    let cases: [(&[&str], &str); 2] = [
        (&["hint"], "Naked Single: eliminating the digits of its row, column and box leaves only 4 in r5c6 → r5c6 = 4"),
        (&["hint", "--vague"], "Naked Single in box 5"),
    ];
    for (args, expected) in cases {
        let (code, out, _) = run(args, &format!("{EASY}\n"));
        assert_eq!(code, 0);
        assert_eq!(out.trim_end(), expected, "args {args:?}");
    }
    let (_, out, _) = run(&["hint", "--format", "json"], &format!("{EASY}\n"));
    assert_eq!(json_lines(&out)[0]["steps"].as_array().unwrap().len(), 1);
}

#[test]
fn bad_and_unfit_records_get_their_own_line() {
    let no_solution =
        "11.......................................................................,........";
    let several =
        ".................................................................................";
    let input = format!("{EASY}\n{no_solution}\n{several}\n");
    let (code, out, err) = run(&["rate"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("easy "));
    assert!(
        lines[1].starts_with("invalid") || lines[1].starts_with("error"),
        "{}",
        lines[1]
    );
    assert!(lines[2].contains("several solutions"), "{}", lines[2]);
    assert!(code != 0 && !err.is_empty());
}

#[test]
fn pencil_marks_are_read_with_the_flag() {
    // The easy puzzle's starting candidates, as printed by the engine.
    let puzzle = sudoku_engine::format::parse_str(EASY).unwrap();
    let marks = sudoku_engine::logic::CandidateGrid::from_grid(&puzzle)
        .unwrap()
        .to_pencil_marks();
    let (code, out, _) = run(&["hint", "--pencil-marks"], &format!("{marks}\n"));
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("Naked Single"), "{out}");
}

#[test]
fn positions_without_one_solution_are_refused_with_exit_code_1() {
    let all_candidates = "123456789".repeat(81);
    let several = ".".repeat(81);
    let conflict = format!("11{}", &EASY[2..]);
    // r1c1 holds 4 in the solution; a 5 there leaves no solution.
    let wrong = format!("5{}", &EASY[1..]);
    // (arguments, input, words the stderr reason holds)
    let cases: [(&[&str], String, &str); 8] = [
        (
            &["explain", "--pencil-marks"],
            all_candidates.clone(),
            "several solutions",
        ),
        (
            &["hint", "--pencil-marks"],
            all_candidates.clone(),
            "several solutions",
        ),
        (
            &["rate", "--pencil-marks"],
            all_candidates,
            "several solutions",
        ),
        (&["explain"], several.clone(), "several solutions"),
        (&["rate", "--format", "json"], several, "several solutions"),
        (&["rate"], conflict.clone(), "conflict"),
        (&["hint"], conflict, "conflict"),
        (&["explain"], wrong, "no solution"),
    ];
    for (args, input, words) in cases {
        let (code, out, err) = run(args, &format!("{input}\n"));
        assert_eq!(code, 1, "exit code of {args:?}: {out}{err}");
        assert!(
            err.contains("<stdin>:1") || err.contains(":1:"),
            "{args:?}: {err}"
        );
        assert!(
            err.contains(words),
            "{args:?}: expected {words:?} in {err:?}"
        );
        assert!(
            !out.contains("extreme") && !out.contains("\"solved\":true"),
            "{args:?} rated it anyway: {out}"
        );
        if args.contains(&"json") {
            let v = &json_lines(&out)[0];
            assert!(v["error"].as_str().unwrap().contains(words), "{out}");
        } else {
            // The words `solve` prints for such a puzzle, never `error:` on stdout.
            assert!(
                out.starts_with("no solution: ") || out.starts_with("several solutions"),
                "{args:?}: {out}"
            );
        }
    }
}

#[test]
fn bad_pencil_marks_are_unusable_input_with_exit_code_2() {
    let (code, out, err) = run(&["rate", "--pencil-marks"], "123\n");
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.starts_with("invalid: "), "{out}");
}

#[test]
fn json_steps_have_the_shared_form() {
    let (code, out, _) = run(&["hint", "--format", "json"], &format!("{EASY}\n"));
    assert_eq!(code, 0);
    let step = &json_lines(&out)[0]["steps"][0];
    // The keys the web page and the command line have always read.
    for key in [
        "technique",
        "level",
        "text",
        "vague",
        "cells",
        "units",
        "candidates",
        "placements",
        "eliminations",
    ] {
        assert!(!step[key].is_null(), "missing {key}: {step}");
    }
    let p = &step["placements"][0];
    assert_eq!(
        (p["cell"].as_str(), p["name"].as_str()),
        (Some("r5c6"), Some("r5c6"))
    );
    assert_eq!((p["row"].as_u64(), p["col"].as_u64()), (Some(5), Some(6)));
    assert_eq!(
        (p["index"].as_u64(), p["digit"].as_u64()),
        (Some(41), Some(4))
    );
    assert_eq!(step["cells"][0]["index"], 41);
    assert_eq!(step["vague"], "Naked Single in box 5");
}

#[test]
fn formats_a_command_cannot_write_are_refused_with_exit_code_2() {
    let table: &[(&[&str], &str)] = &[
        (&["explain", "--format", "svg"], "line, json"),
        (&["explain", "--format", "csv"], "line, json"),
        (&["hint", "--format", "pdf"], "line, json, svg"),
        (&["rate", "--format", "svg"], "line, json, csv, tsv"),
    ];
    for (args, offered) in table {
        let (code, stdout, stderr) = run(args, EASY);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?} printed {stdout}");
        // Refused by the argument parser, which lists only the command's own formats.
        assert!(
            stderr.contains("invalid value")
                && stderr.contains(&format!("[possible values: {offered}]")),
            "{args:?}: {stderr}"
        );
    }
    // `generate` takes csv and the links for variant puzzles (`--variant`) only: a classic
    // run refuses them before any work, with the formats it writes.
    let (code, stdout, stderr) = run(&["generate", "--format", "csv"], EASY);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr
            .contains("cannot write --format csv: choose one of line, grid, boxed, json, svg, pdf"),
        "{stderr}"
    );
}

/// Issue 41, item 13: a discontinuous nice loop whose two strong ends meet at one candidate
/// was written "9 in r4c3 or 9 in r4c3 is true". The step is right (the candidate is the
/// solution's digit, and the eliminations are the cell's other candidates); it now says so.
#[test]
fn a_loop_whose_ends_meet_names_its_candidate_once() {
    let puzzle =
        "...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2...9..8..5...5..9..7";
    let (code, out, err) = run(&["explain"], &format!("{puzzle}\n"));
    assert_eq!(code, 0, "{err}");
    let step = out
        .lines()
        .find(|l| l.contains("Discontinuous Nice Loop: 9r4c3=9r4c9-"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        step.ends_with("(= strong, - weak): 9 in r4c3 is true → r4c3<>3, r4c3<>8"),
        "{step}"
    );
    assert!(!out.contains("or 9 in r4c3"), "{out}");
    let (_, solution, _) = run(&["solve"], &format!("{puzzle}\n"));
    assert_eq!(solution.as_bytes()[3 * 9 + 2], b'9', "{solution}");
    // In another language too.
    let (_, out, _) = run(&["explain", "--lang", "fr"], &format!("{puzzle}\n"));
    assert!(out.contains(": le 9 en r4c3 est vrai → "), "{out}");
}
