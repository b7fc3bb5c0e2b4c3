//! `sudoku generate --variant` from the outside: every layout reads back into `sudoku count`
//! as one unique puzzle, the same seed gives the same bytes on any thread count, and options
//! that do not apply to variant puzzles yet are refused by name (exit 2) before any work.

use assert_cmd::Command;
use serde_json::Value;

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

/// Runs `sudoku ARGS` with `stdin`: (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = sudoku().args(args).write_stdin(stdin).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `sudoku generate ARGS`, which must succeed: its stdout.
fn generate(args: &[&str]) -> String {
    let mut all = vec!["generate"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all, "");
    assert_eq!(code, 0, "generate {args:?}: {err}");
    out
}

/// `sudoku generate --variant KINDS --size SIZE --count COUNT --seed SEED EXTRA…`: its stdout.
fn variant(kinds: &str, size: &str, count: &str, seed: &str, extra: &[&str]) -> String {
    let mut args = vec![
        "--variant",
        kinds,
        "--size",
        size,
        "--count",
        count,
        "--seed",
        seed,
    ];
    args.extend_from_slice(extra);
    generate(&args)
}

/// Each record of `text` counted by `sudoku count`: one count per line.
fn counts(text: &str) -> Vec<String> {
    let (code, out, err) = run(&["count"], text);
    assert_eq!(code, 0, "count: {err}");
    out.lines().map(str::to_string).collect()
}

#[test]
fn every_layout_reads_back_as_unique_puzzles() {
    for kinds in [
        "killer",
        "jigsaw",
        "x",
        "killer,anti-knight",
        "windoku,anti-king",
    ] {
        for format in ["json", "fpuzzles", "sudokupad"] {
            let out = generate(&[
                "--variant",
                kinds,
                "--count",
                "2",
                "--seed",
                "7",
                "--format",
                format,
            ]);
            assert_eq!(out.lines().count(), 2, "{kinds} {format}: {out}");
            assert_eq!(counts(&out), ["1", "1"], "{kinds} {format}");
        }
    }
}

#[test]
fn json_records_carry_the_rules_and_the_solution_solve_finds() {
    let out = generate(&[
        "--variant",
        "killer",
        "--size",
        "6",
        "--count",
        "3",
        "--seed",
        "2",
    ]);
    for line in out.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["size"], 6);
        let cages = v["constraints"].as_array().unwrap();
        assert!(cages.iter().all(|c| c["type"] == "killer"), "{line}");
        let cells: usize = cages
            .iter()
            .map(|c| c["cells"].as_array().unwrap().len())
            .sum();
        assert_eq!(cells, 36, "the cages tile the grid: {line}");
        let solution = v["solution"].as_str().unwrap().to_string();
        let (code, solved, err) = run(&["solve", "--format", "line"], line);
        assert_eq!(code, 0, "{err}");
        assert_eq!(solved.trim(), solution);
    }
    // Jigsaw: our JSON form's regions.
    let out = generate(&["--variant", "jigsaw", "--seed", "2"]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert!(v["regions"].is_string(), "{out}");
}

#[test]
fn the_kinds_drawn_on_the_grid_read_back_as_unique_puzzles() {
    // (kinds, size, the JSON types each puzzle shows)
    let table: [(&str, &str, &[&str]); 12] = [
        ("killer-minimal", "6", &["killer"]),
        ("thermo", "9", &["thermometer"]),
        ("arrow", "9", &["arrow"]),
        ("kropki", "6", &["no-difference", "no-ratio"]),
        ("kropki-minimal", "9", &[]),
        ("xv", "9", &["no-xv"]),
        ("xv-minimal", "6", &["xv"]),
        ("little-killer", "6", &["little-killer"]),
        ("sandwich", "6", &["sandwich"]),
        ("whispers", "9", &["whispers"]),
        ("renban", "9", &["renban"]),
        ("thermo,anti-knight", "6", &["thermometer", "anti-knight"]),
    ];
    for (kinds, size, types) in table {
        let args = |format| variant(kinds, size, "2", "7", &["--format", format]);
        let json = args("json");
        assert_eq!(counts(&json), ["1", "1"], "{kinds} json");
        for line in json.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            let shown: Vec<&str> = v["constraints"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["type"].as_str().unwrap())
                .collect();
            for t in types {
                assert!(shown.contains(t), "{kinds}: no {t} in {line}");
            }
            let (code, solved, err) = run(&["solve", "--format", "line"], line);
            assert_eq!(code, 0, "{kinds}: {err}");
            assert_eq!(solved.trim(), v["solution"].as_str().unwrap(), "{kinds}");
        }
        let links = args("fpuzzles");
        assert_eq!(counts(&links), ["1", "1"], "{kinds} fpuzzles");
        let (code, solved, err) = run(&["solve", "--format", "line"], &links);
        assert_eq!(code, 0, "{kinds}: {err}");
        let want: Vec<String> = json
            .lines()
            .map(|l| {
                let v: Value = serde_json::from_str(l).unwrap();
                v["solution"].as_str().unwrap().to_string()
            })
            .collect();
        let got: Vec<&str> = solved.lines().collect();
        assert_eq!(got, want, "{kinds} fpuzzles");
    }
}

#[test]
fn a_difficulty_gives_puzzles_the_rater_puts_at_that_level() {
    let easy = |threads| {
        variant(
            "killer",
            "6",
            "3",
            "1",
            &["--difficulty", "easy", "--threads", threads],
        )
    };
    let one = easy("1");
    assert_eq!(one, easy("2"));
    assert_eq!(counts(&one), ["1", "1", "1"]);
    let (code, rated, err) = run(&["rate"], &one);
    assert_eq!(code, 0, "{err}");
    let levels: Vec<&str> = rated
        .lines()
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(levels, ["easy", "easy", "easy"], "{rated}");
    // A level these rules never give: each puzzle fails with the reason.
    let (code, out, err) = run(
        &[
            "generate",
            "--variant",
            "killer",
            "--size",
            "4",
            "--difficulty",
            "extreme",
        ],
        "",
    );
    assert_ne!(code, 0);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("rated extreme in 24 draws"), "{err}");
}

#[test]
fn csv_rows_hold_the_puzzle_json_and_its_solution() {
    let out = generate(&[
        "--variant",
        "x",
        "--count",
        "2",
        "--seed",
        "3",
        "--format",
        "csv",
    ]);
    let mut reader = csv::Reader::from_reader(out.as_bytes());
    assert_eq!(reader.headers().unwrap(), vec!["puzzle", "solution"]);
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 2);
    for row in rows {
        let puzzle = &row[0];
        assert!(!puzzle.contains("\"solution\""), "{puzzle}");
        assert_eq!(counts(puzzle), ["1"]);
        let (_, solved, _) = run(&["solve", "--format", "line"], puzzle);
        assert_eq!(solved.trim(), &row[1]);
    }
}

#[test]
fn the_same_seed_gives_the_same_bytes_on_any_thread_count() {
    for (kinds, size) in [
        ("killer", "9"),
        ("jigsaw,x", "9"),
        ("killer,non-consecutive", "6"),
        ("thermo,sandwich", "6"),
        ("arrow,little-killer", "6"),
        ("kropki-minimal,renban", "9"),
    ] {
        let args = |seed, threads| variant(kinds, size, "6", seed, &["--threads", threads]);
        let one = args("9", "1");
        let three = args("9", "3");
        assert_eq!(one, three, "{kinds}");
        let other = args("10", "2");
        assert_ne!(one, other, "{kinds}");
    }
}

#[test]
fn options_and_requests_that_do_not_apply_are_refused_by_name() {
    // (extra arguments, words of the message)
    let table: [(&[&str], &str); 14] = [
        (
            &["--clues", "30"],
            "--clues applies to the kinds whose only clues are the givens",
        ),
        (
            &["--symmetry", "mirror"],
            "--symmetry applies to the kinds whose only clues are the givens",
        ),
        (&["--technique", "x-wing"], "--technique does not apply"),
        (
            &["--clues", "30", "--allow-multiple"],
            "--allow-multiple does not apply",
        ),
        (
            &["--variant", "x", "--clues", "20", "--difficulty", "easy"],
            "--clues does not go with a difficulty",
        ),
        (
            &[
                "--variant",
                "x",
                "--symmetry",
                "flip",
                "--difficulty",
                "easy",
            ],
            "--symmetry does not go with a difficulty",
        ),
        (
            &["--variant", "x", "--clues", "83"],
            "83 givens cannot be had on a 9×9 grid (it has 81 cells)",
        ),
        (
            &[
                "--variant",
                "x",
                "--size",
                "6",
                "--clues",
                "13",
                "--symmetry",
                "mirror",
            ],
            "with the symmetry mirror (the count must be even)",
        ),
        (&["--hole", "0"], "--hole does not apply"),
        (&["--format", "line"], "format line"),
        (&["--format", "boxed"], "format boxed"),
        (&["--size", "16"], "not 16×16"),
        (
            &["--variant", "windoku", "--size", "6"],
            "windoku puzzles are generated at sizes 9×9 only",
        ),
        (
            &["--variant", "anti-king", "--size", "4"],
            "no 4×4 grid keeps the rules anti-king together",
        ),
    ];
    for (extra, words) in table {
        let mut args = vec!["generate", "--variant", "killer", "--seed", "1"];
        args.extend_from_slice(extra);
        // A later --variant replaces nothing: clap appends, so name the kinds once.
        if extra.contains(&"--variant") {
            args.drain(1..3);
        }
        let (code, out, err) = run(&args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(words), "{args:?}: {err}");
    }
    let (code, _, err) = run(&["generate", "--variant", "skyscraper"], "");
    assert_eq!(code, 2);
    assert!(err.contains("unknown variant kind \"skyscraper\""), "{err}");
    let (code, out, err) = run(&["generate", "--variant", "kropki,kropki-minimal"], "");
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("kropki and kropki-minimal do not go together"),
        "{err}"
    );
    let (code, _, err) = run(&["generate", "--variant", "killer,killer-minimal"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("killer and killer-minimal do not go together"),
        "{err}"
    );
    let (code, _, err) = run(&["generate", "--variant", "xv", "--size", "4"], "");
    assert_eq!(code, 2);
    assert!(
        err.contains("xv puzzles are generated at sizes 6×6, 9×9 only"),
        "{err}"
    );
    let (code, _, err) = run(&["generate", "--variant", "x,x"], "");
    assert_eq!(code, 2);
    assert!(err.contains("named twice"), "{err}");
    // Link layouts stay variant-only.
    let (code, _, err) = run(&["generate", "--format", "fpuzzles"], "");
    assert_eq!(code, 2);
    assert!(err.contains("fpuzzles"), "{err}");
}

#[test]
fn small_grids_of_each_kind_that_goes_there() {
    for (size, kinds) in [
        ("4", "killer"),
        ("4", "jigsaw"),
        ("4", "x"),
        ("6", "killer,x"),
        ("6", "jigsaw"),
    ] {
        let out = generate(&[
            "--variant",
            kinds,
            "--size",
            size,
            "--count",
            "3",
            "--seed",
            "4",
        ]);
        assert_eq!(counts(&out), ["1", "1", "1"], "{size} {kinds}");
    }
}

#[test]
fn a_file_of_generated_puzzles_reads_back_from_its_path() {
    // More than the 10 records after which a file whose records are all bad is skipped: every
    // variant record counts as good.
    let dir = tempfile::tempdir().unwrap();
    for format in ["json", "fpuzzles"] {
        let out = generate(&[
            "--variant",
            "x",
            "--count",
            "12",
            "--seed",
            "5",
            "--format",
            format,
        ]);
        let path = dir.path().join(format!("puzzles-{format}.txt"));
        std::fs::write(&path, &out).unwrap();
        let (code, counted, err) = run(&["count", path.to_str().unwrap()], "");
        assert_eq!(code, 0, "{format}: {err}");
        assert!(err.is_empty(), "{format}: {err}");
        assert_eq!(counted, "1\n".repeat(12), "{format}");
    }
}

#[test]
fn pictures_and_booklets_draw_the_rules() {
    let words = |line: &str| line.split(' ').map(str::to_string).collect::<Vec<String>>();
    let generate_words =
        |line: &str| generate(&words(line).iter().map(String::as_str).collect::<Vec<_>>());
    // One SVG per puzzle, every cage drawn with its total.
    let svg = generate_words("--variant killer --seed 1 --count 2 --format svg");
    assert_eq!(svg.matches("<svg").count(), 2, "{svg}");
    assert!(svg.contains("class=\"killer\""));
    assert!(svg.contains("stroke-dasharray"));
    let json = generate_words("--variant killer --seed 1");
    let first: Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    let cages = first["constraints"].as_array().unwrap();
    let first_svg = &svg[..svg.find("</svg>").unwrap()];
    for cage in cages {
        let total = cage["sum"].as_u64().unwrap();
        assert!(first_svg.contains(&format!(">{total}</text>")), "{total}");
    }
    // A jigsaw's regions are thick borders; anti-knight is written under the grid.
    let svg = generate_words("--variant jigsaw,anti-knight --size 6 --seed 2 --format svg");
    assert!(svg.contains("class=\"region-border\""));
    assert!(svg.contains("class=\"caption anti-knight\""));
    // A booklet: puzzle pages, then answer pages.
    let out = sudoku()
        .args(words(
            "generate --variant killer --seed 1 --count 2 --format pdf",
        ))
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.starts_with(b"%PDF-"));
    assert!(out.stdout.ends_with(b"%%EOF") || out.stdout.ends_with(b"%%EOF\n"));
}

#[test]
fn clues_symmetry_and_minimal_shape_the_givens_of_kinds_without_clues() {
    let cells = |line: &str| -> Vec<bool> {
        let v: Value = serde_json::from_str(line).unwrap();
        let givens = v["givens"].as_str().unwrap();
        givens.chars().map(|c| c != '.' && c != '0').collect()
    };
    // Exactly 26 givens, in a half-turn pattern, unique.
    let json = variant(
        "x",
        "9",
        "2",
        "3",
        &["--clues", "26", "--symmetry", "rotate180"],
    );
    assert_eq!(counts(&json), ["1", "1"]);
    for line in json.lines() {
        let given = cells(line);
        assert_eq!(given.iter().filter(|&&g| g).count(), 26, "{line}");
        assert!((0..81).all(|c| given[c] == given[80 - c]), "{line}");
    }
    // A mirrored jigsaw.
    let json = variant("jigsaw", "6", "2", "5", &["--symmetry", "mirror"]);
    assert_eq!(counts(&json), ["1", "1"]);
    for line in json.lines() {
        let given = cells(line);
        assert!(
            (0..36).all(|c| given[c] == given[c / 6 * 6 + 5 - c % 6]),
            "{line}"
        );
    }
    // --minimal: no given can go, by full proofs.
    let json = variant("anti-knight", "6", "2", "1", &["--minimal"]);
    assert_eq!(counts(&json), ["1", "1"]);
    for line in json.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let givens = v["givens"].as_str().unwrap().to_string();
        for (c, g) in givens.char_indices().filter(|&(_, g)| g != '.' && g != '0') {
            let mut fewer = v.clone();
            let mut less = givens.clone();
            less.replace_range(c..c + g.len_utf8(), ".");
            fewer["givens"] = Value::String(less);
            let (code, out, err) = run(&["count", "--limit", "2"], &fewer.to_string());
            assert_eq!(code, 0, "{err}");
            assert_ne!(out.trim(), "1", "given {c} of {line} can go");
        }
    }
}
