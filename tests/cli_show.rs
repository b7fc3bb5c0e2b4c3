//! `sudoku show`: every layout, the hole character, conversions that round-trip (through C
//! arrays at 9×9, 4×4 and 16×16), the grids of the French course
//! (`crates/engine/tests/data/course.c`), and bad records among good ones.

use assert_cmd::Command;

const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// A 4×4 and a 16×16 puzzle with letters; `show` does not solve, so any grid will do, and
/// these have a hole and every symbol of their size.
const FOUR: &str = "1.3.3.1..1.44..2";
const SIXTEEN: &str = concat!(
    "123456789ABCDEFG",
    "G.FEDCBA98765432",
    "................",
    "..A.............",
    "................",
    "................",
    "................",
    "................",
    "................",
    "................",
    "................",
    "................",
    "................",
    "................",
    "...............1",
    "9..............."
);

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

fn data(name: &str) -> String {
    format!(
        "{}/crates/engine/tests/data/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Runs `sudoku ARGS` on `stdin`, asserts the exit code, returns stdout and stderr.
fn run(args: &[&str], stdin: impl Into<Vec<u8>>, code: i32) -> (Vec<u8>, String) {
    let out = sudoku()
        .args(args)
        .write_stdin(stdin.into())
        .assert()
        .code(code)
        .get_output()
        .clone();
    (
        out.stdout,
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

/// `sudoku show ARGS` on `stdin`, which must succeed with nothing on stderr: its stdout.
fn show(args: &[&str], stdin: impl Into<Vec<u8>>) -> String {
    let mut all = vec!["show"];
    all.extend_from_slice(args);
    let (stdout, stderr) = run(&all, stdin, 0);
    assert_eq!(stderr, "", "sudoku {all:?}");
    String::from_utf8(stdout).expect("UTF-8 stdout")
}

#[test]
fn every_text_layout_prints_the_puzzle_as_it_is() {
    let table: [(&[&str], &str); 9] = [
        (&[], "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"),
        (&["--format", "line", "--hole", "0"], "003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"),
        (&["--format", "grid"], "\
. . 3 . 2 . 6 . .
9 . . 3 . 5 . . 1
. . 1 8 . 6 4 . .
. . 8 1 . 2 9 . .
7 . . . . . . . 8
. . 6 7 . 8 2 . .
. . 2 6 . 9 5 . .
8 . . 2 . 3 . . 9
. . 5 . 1 . 3 . .
"),
        (&["--format", "grid", "--hole", "0"], "\
0 0 3 0 2 0 6 0 0
9 0 0 3 0 5 0 0 1
0 0 1 8 0 6 4 0 0
0 0 8 1 0 2 9 0 0
7 0 0 0 0 0 0 0 8
0 0 6 7 0 8 2 0 0
0 0 2 6 0 9 5 0 0
8 0 0 2 0 3 0 0 9
0 0 5 0 1 0 3 0 0
"),
        (&["--format", "boxed"], "\
. . 3 | . 2 . | 6 . .
9 . . | 3 . 5 | . . 1
. . 1 | 8 . 6 | 4 . .
------+-------+------
. . 8 | 1 . 2 | 9 . .
7 . . | . . . | . . 8
. . 6 | 7 . 8 | 2 . .
------+-------+------
. . 2 | 6 . 9 | 5 . .
8 . . | 2 . 3 | . . 9
. . 5 | . 1 . | 3 . .
"),
        (&["--format", "boxed", "--hole", "0"], "\
0 0 3 | 0 2 0 | 6 0 0
9 0 0 | 3 0 5 | 0 0 1
0 0 1 | 8 0 6 | 4 0 0
------+-------+------
0 0 8 | 1 0 2 | 9 0 0
7 0 0 | 0 0 0 | 0 0 8
0 0 6 | 7 0 8 | 2 0 0
------+-------+------
0 0 2 | 6 0 9 | 5 0 0
8 0 0 | 2 0 3 | 0 0 9
0 0 5 | 0 1 0 | 3 0 0
"),
        (&["--format", "json"], "{\"grid\":[[0,0,3,0,2,0,6,0,0],[9,0,0,3,0,5,0,0,1],[0,0,1,8,0,6,4,0,0],[0,0,8,1,0,2,9,0,0],[7,0,0,0,0,0,0,0,8],[0,0,6,7,0,8,2,0,0],[0,0,2,6,0,9,5,0,0],[8,0,0,2,0,3,0,0,9],[0,0,5,0,1,0,3,0,0]]}\n"),
        (&["--format", "c-array"], "\
int m[9][9] = {
  {-1, -1, 2, -1, 1, -1, 5, -1, -1},
  {8, -1, -1, 2, -1, 4, -1, -1, 0},
  {-1, -1, 0, 7, -1, 5, 3, -1, -1},
  {-1, -1, 7, 0, -1, 1, 8, -1, -1},
  {6, -1, -1, -1, -1, -1, -1, -1, 7},
  {-1, -1, 5, 6, -1, 7, 1, -1, -1},
  {-1, -1, 1, 5, -1, 8, 4, -1, -1},
  {7, -1, -1, 1, -1, 2, -1, -1, 8},
  {-1, -1, 4, -1, 0, -1, 2, -1, -1}
};
"),
        (&["--format", "c-array", "--c-array-base", "1"], "\
int m[9][9] = {
  {0, 0, 3, 0, 2, 0, 6, 0, 0},
  {9, 0, 0, 3, 0, 5, 0, 0, 1},
  {0, 0, 1, 8, 0, 6, 4, 0, 0},
  {0, 0, 8, 1, 0, 2, 9, 0, 0},
  {7, 0, 0, 0, 0, 0, 0, 0, 8},
  {0, 0, 6, 7, 0, 8, 2, 0, 0},
  {0, 0, 2, 6, 0, 9, 5, 0, 0},
  {8, 0, 0, 2, 0, 3, 0, 0, 9},
  {0, 0, 5, 0, 1, 0, 3, 0, 0}
};
"),
    ];
    for (args, want) in table {
        assert_eq!(show(args, PUZZLE), want, "show {args:?}");
    }
}

#[test]
fn tables_pictures_and_booklets() {
    assert_eq!(
        show(&["--format", "csv", "--hole", "0"], PUZZLE),
        "puzzle,error\n003020600900305001001806400008102900700000008006708200002609500800203009005010300,\n"
    );
    assert_eq!(
        show(&["--format", "tsv"], format!("{PUZZLE}\n{FOUR}\n")),
        format!("puzzle\terror\n{PUZZLE}\t\n{FOUR}\t\n")
    );
    // One picture per puzzle, every given drawn and nothing else: no solving.
    let svg = show(&["--format", "svg"], format!("{PUZZLE}\n{PUZZLE}\n"));
    assert_eq!(svg.matches("<svg").count(), 2);
    assert_eq!(svg.matches("<text").count(), 2 * 32);
    let (pdf, stderr) = run(
        &["show", "--format", "pdf"],
        format!("{PUZZLE}\n{FOUR}\n"),
        0,
    );
    assert!(pdf.starts_with(b"%PDF-"), "{stderr}");
}

/// Records separated as their layout needs, in input order; the default layout is each
/// record's own.
#[test]
fn several_puzzles_keep_their_order_and_layout() {
    let boxed = show(&["--format", "boxed"], format!("{PUZZLE}\n{FOUR}\n"));
    let want_four = "1 . | 3 .\n3 . | 1 .\n----+----\n. 1 | . 4\n4 . | . 2\n";
    assert!(boxed.ends_with(&format!("3 . .\n\n{want_four}")), "{boxed}");
    assert_eq!(show(&[], boxed.clone()), boxed);
    let arrays = show(&["--format", "c-array"], format!("{FOUR}\n{PUZZLE}\n"));
    assert!(
        arrays.starts_with("int m[4][4] = {\n  {0, -1, 2, -1},\n"),
        "{arrays}"
    );
    assert_eq!(arrays.matches("};\n").count(), 2);
    assert!(arrays.contains("};\n\nint m[9][9] = {\n"), "{arrays}");
    assert_eq!(show(&[], arrays.clone()), arrays);
}

/// line → C array → line gives back the same line, zero- and one-based, at 9×9, 4×4 and
/// 16×16, and so does the other way through every text layout.
#[test]
fn conversions_round_trip_at_every_size() {
    for puzzle in [PUZZLE, FOUR, SIXTEEN] {
        for base in ["0", "1"] {
            let array = show(&["--format", "c-array", "--c-array-base", base], puzzle);
            assert!(array.starts_with("int m["), "{array}");
            assert_eq!(
                show(&["--format", "line"], array.clone()),
                format!("{puzzle}\n")
            );
            let explicit = show(&["--input-format", "c-array", "--format", "line"], array);
            assert_eq!(explicit, format!("{puzzle}\n"));
        }
        for layout in ["grid", "boxed", "json"] {
            let text = show(&["--format", layout], puzzle);
            assert_eq!(
                show(&["--format", "line"], text),
                format!("{puzzle}\n"),
                "{layout}"
            );
        }
    }
}

/// The course's file: its puzzle (no final `;`), its solution, and the solution as the
/// notebook prints it, read with their comments; the puzzle solves to the course's solution.
#[test]
fn the_course_grids_show_and_solve() {
    let puzzle =
        ".4....179..2..8.54..6..5..8.8..7.91..5..9..3..19.6..4.3..4..7..57.1..2..928....6.";
    let solution =
        "845632179732918654196745328683574912457291836219863547361429785574186293928357461";
    let lines = show(&["--format", "line", &data("course.c")], "");
    assert_eq!(lines, format!("{puzzle}\n{solution}\n{solution}\n"));
    let (solved, stderr) = run(&["solve", "--format", "line", &data("course.c")], "", 0);
    assert_eq!(stderr, "");
    assert_eq!(
        String::from_utf8(solved).unwrap(),
        format!("{solution}\n{solution}\n{solution}\n")
    );
    // Written back as the course writes it, zero-based.
    let array = show(&["--format", "c-array"], solution);
    assert!(
        array.contains("\n  {7, 3, 4, 5, 2, 1, 0, 6, 8},\n"),
        "{array}"
    );
}

/// Bad records are reported with file:line:column and replaced by one line; the rest go on
/// in order, and the exit code is 2.
#[test]
fn bad_records_are_reported_and_the_rest_go_on() {
    let row = "{-1, 3, -1, -1, -1, -1, 0, 6, 8}";
    let good = "{{-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, 0}}";
    // Eight rows of a 9×9: the error is at the brace that closes the array, line 11.
    let input = format!(
        "{good}\nint m[9][9] = {{\n{}\n}};\n{good}\n",
        [row; 8].join(",\n")
    );
    for threads in ["1", "2"] {
        let (stdout, stderr) = run(
            &["show", "--format", "line", "--threads", threads],
            input.clone(),
            2,
        );
        assert_eq!(
            String::from_utf8(stdout).unwrap(),
            "...............1\ninvalid: found 8 rows, expected 9\n...............1\n"
        );
        assert_eq!(stderr, "error: <stdin>:11:1: found 8 rows, expected 9\n");
    }
    // A booklet keeps stdout for itself: the bad record goes to stderr only.
    let (pdf, stderr) = run(
        &["show", "--format", "pdf"],
        format!("{PUZZLE}\n{}\n", &PUZZLE[1..]),
        2,
    );
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(stderr, "error: <stdin>:2:81: found 80 cells, expected 81\n");
}

#[test]
fn unusable_arguments_exit_2() {
    for args in [
        &["show", "--format", "c"][..],
        &["show", "--c-array-base", "2"],
        &["show", "--hole", "x"],
        &["show", "--input-format", "c"],
    ] {
        run(args, PUZZLE, 2);
    }
}

/// Issue 41, item 10: one alphabet for every layout. The grid layout of a 16×16 wrote 10–16
/// as numbers, in ragged columns, where the input, `line` and `boxed` use letters.
#[test]
fn a_sixteen_by_sixteen_grid_uses_the_letters_of_the_other_layouts() {
    let (out, _) = run(&["show", "--format", "grid"], SIXTEEN, 0);
    let out = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "1 2 3 4 5 6 7 8 9 A B C D E F G");
    assert_eq!(lines[1], "G . F E D C B A 9 8 7 6 5 4 3 2");
    assert!(lines.iter().all(|l| l.len() == 31), "{out}");
    let (back, _) = run(&["show", "--format", "line"], out.clone(), 0);
    assert_eq!(String::from_utf8(back).unwrap(), format!("{SIXTEEN}\n"));
}

/// Issue 41, item 14: a puzzle pasted on one line as 9 groups of 9 came out as a 9-line grid.
/// A whole puzzle on one line, however it is spaced or slashed, is read as one puzzle and
/// written back on one line; a puzzle laid out on N lines keeps its layout.
#[test]
fn a_puzzle_pasted_on_one_line_comes_out_on_one_line() {
    let rows: Vec<&str> = (0..9).map(|r| &PUZZLE[9 * r..9 * r + 9]).collect();
    let tokens = PUZZLE
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join(" ");
    let solution =
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    // (input line, what it is)
    let cases = [
        (rows.join(" "), "9 groups of 9"),
        (rows.join("/"), "rows separated by /"),
        (tokens, "81 tokens"),
    ];
    for (line, what) in &cases {
        let two = format!("{line}\n{line}\n");
        assert_eq!(
            show(&[], two.clone()),
            format!("{PUZZLE}\n{PUZZLE}\n"),
            "{what}"
        );
        let (out, _) = run(&["solve"], two, 0);
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out, format!("{solution}\n{solution}\n"), "{what}");
    }
    // Nine lines of nine: still a grid, in and out.
    let grid = rows
        .iter()
        .map(|r| r.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n";
    assert_eq!(show(&[], grid.clone()), grid);
    // Nine lines of nine symbols (a row per line, no spaces) is the grid layout too.
    let compact = rows.join("\n") + "\n";
    assert_eq!(show(&[], compact).lines().count(), 9);
}

/// Variant puzzles are drawn with their rules: cages, thermometers, and the rules with no
/// picture written under the grid.
#[test]
fn variant_puzzles_are_drawn_with_their_rules() {
    let dir = format!("{}/tests/data/variant", env!("CARGO_MANIFEST_DIR"));
    let killer = std::fs::read_to_string(format!("{dir}/killer-9x9.json")).unwrap();
    let svg = show(&["--format", "svg"], killer.clone());
    assert_eq!(svg.matches("<svg").count(), 1);
    assert!(svg.contains("class=\"killer\""), "{svg}");
    assert!(svg.contains(">13</text>"), "the first cage's total");
    let thermo = std::fs::read_to_string(format!("{dir}/thermo-6x6.fpuzzles.txt")).unwrap();
    let svg = show(&["--format", "svg"], thermo);
    assert!(svg.contains("class=\"thermometer\""), "{svg}");
    // Two records, two pictures, a blank line between them.
    let two = format!("{}\n{}\n", killer.trim(), killer.trim());
    let svg = show(&["--format", "svg"], two);
    assert_eq!(svg.matches("<svg").count(), 2);
    assert!(svg.contains("</svg>\n\n<svg"));
    let (pdf, stderr) = run(&["show", "--format", "pdf"], killer, 0);
    assert!(pdf.starts_with(b"%PDF-"), "{stderr}");
}

/// A variant picture's rules caption follows `--lang` (and the locale); English by default.
#[test]
fn variant_captions_follow_the_language() {
    let puzzle =
        r#"{"size": 9, "constraints": [{"type": "anti-knight"}, {"type": "non-consecutive"}]}"#;
    let english = show(&["--format", "svg"], puzzle);
    assert!(english.contains(">Anti-knight: cells"), "{english}");
    assert!(english.contains(">Non-consecutive: side"), "{english}");
    for (lang, words) in [
        ("ca", [">Anticavall: dues", ">No consecutius: dues"]),
        ("es", [">Anticaballo: dos", ">No consecutivo: dos"]),
        ("fr", [">Anti-cavalier : deux", ">Non consécutif : deux"]),
        ("pt", [">Anticavalo: duas", ">Não consecutivo: duas"]),
    ] {
        let svg = show(&["--lang", lang, "--format", "svg"], puzzle);
        for w in words {
            assert!(svg.contains(w), "--lang {lang}: {w} missing from {svg}");
        }
        assert!(!svg.contains("knight's"), "--lang {lang}: {svg}");
    }
    // The locale, when no --lang is given.
    let out = sudoku()
        .env("LC_ALL", "fr_FR.UTF-8")
        .env_remove("LANGUAGE")
        .args(["show", "--format", "svg"])
        .write_stdin(puzzle)
        .assert()
        .code(0)
        .get_output()
        .clone();
    let svg = String::from_utf8(out.stdout).expect("UTF-8 stdout");
    assert!(svg.contains(">Anti-cavalier : deux"), "LC_ALL=fr: {svg}");
}
