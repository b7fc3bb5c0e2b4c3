//! `--format json` writes JSON Lines for every command, bad records included: a record that
//! cannot be read is one JSON object in its place, `{"source": "FILE:LINE", "error": …}`, with
//! the `source` that good records carry and the reason in English whatever the language.

use std::process::Command;

use serde_json::Value;

/// A 9×9 puzzle with one solution.
const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// Runs `sudoku ARGS FILE` in `LANG` on a batch of a good record, three bad ones (too few
/// cells, a bad character, bytes that are not UTF-8) and a good one again; returns stdout.
fn run(args: &[&str], lang: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("f.txt");
    let mut input = format!("{PUZZLE}\n12x\n{}\n", PUZZLE.replacen('.', "?", 1)).into_bytes();
    input.extend_from_slice(b"\xff\xfe\n");
    input.extend_from_slice(format!("{PUZZLE}\n").as_bytes());
    std::fs::write(&path, input).expect("write the input");
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .current_dir(dir.path())
        .args(args)
        .args(["--format", "json", "f.txt"])
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("UTF-8 output"),
    )
}

/// The `error` of each bad record of [`run`]'s batch, in input order.
const ERRORS: [(&str, &str); 3] = [
    ("f.txt:2", "line 2, column 4: found 3 cells, expected 81"),
    ("f.txt:3", "line 3, column 1: bad character '?', expected"),
    ("f.txt:4", "line 4, column 1: bad character"),
];

#[test]
fn every_json_command_writes_bad_records_as_json_in_input_order() {
    // Every command that writes JSON per record, and the other ways of `solve`, on one and
    // on several threads.
    let commands = [
        "solve",
        "solve --first",
        "solve --all --limit 2",
        "count",
        "check",
        "rate",
        "hint",
        "explain",
        "show",
        "rate --threads 3",
        "solve --threads 3",
    ];
    for command in commands {
        let args: &[&str] = &command.split_whitespace().collect::<Vec<_>>();
        for lang in ["C", "fr_FR.UTF-8", "pt_PT.UTF-8"] {
            let (code, stdout) = run(args, lang);
            assert_eq!(code, Some(2), "{args:?} {lang}: {stdout}");
            let lines: Vec<Value> = stdout
                .lines()
                .map(|l| {
                    serde_json::from_str(l)
                        .unwrap_or_else(|e| panic!("{args:?} {lang}: not JSON ({e}): {l}"))
                })
                .collect();
            assert_eq!(lines.len(), 5, "{args:?} {lang}: {stdout}");
            for (i, good) in [0, 4].into_iter().enumerate() {
                let v = &lines[good];
                assert!(v.get("error").is_none(), "{args:?} {lang}: record {i}: {v}");
                // `show` writes the readable `{"grid": …}` layout; the others name the record.
                if args[0] != "show" {
                    let want = format!("f.txt:{}", good + 1);
                    assert_eq!(v["source"], want.as_str(), "{args:?}: {v}");
                }
            }
            for (v, (source, error)) in lines[1..4].iter().zip(ERRORS) {
                let object = v.as_object().expect("an object");
                assert_eq!(object.len(), 2, "{args:?} {lang}: {v}");
                assert_eq!(v["source"], source, "{args:?} {lang}: {v}");
                let text = v["error"].as_str().expect("a string");
                assert!(text.starts_with(error), "{args:?} {lang}: {text}");
            }
        }
    }
}

#[test]
fn text_output_keeps_the_invalid_line_in_the_language_of_the_run() {
    let out = assert_cmd::Command::cargo_bin("sudoku")
        .expect("the binary")
        .args(["solve", "--lang", "fr"])
        .write_stdin("12x\n")
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    assert!(stdout.starts_with("invalide : "), "{stdout}");
}
