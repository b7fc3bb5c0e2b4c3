//! The defects a new user met (issue 15, section 4) and the binary-file rule (issue 16), each
//! pinned by a test that failed before its fix; plus the completions and the man page.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::Value;

const SEED_003: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const SEED_003_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// `examples/dot-grid.txt`'s puzzle, in the grid layout, and its solution in the line format.
const DOT_GRID: &str = "\
. . . . . 2 3 . 7
. . . . . 6 4 5 .
1 . . 9 3 . . . .
. . . . 6 1 8 . .
. 4 8 . . . 5 6 .
. . 6 4 2 . . . .
. . . . 7 5 . . 8
. 2 9 1 . . . . .
4 . 5 6 . . . . .
";
const DOT_GRID_SOLUTION: &str =
    "964852317382716459157934286793561824248397561516428793631275948829143675475689132";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

/// Runs `sudoku ARGS` with `stdin`; returns the exit code, stdout and stderr.
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = sudoku()
        .args(args)
        .write_stdin(stdin.to_string())
        .output()
        .expect("the binary runs");
    text(out)
}

/// Runs `sudoku ARGS` on `paths`, with no stdin.
fn run_paths(args: &[&str], paths: &[&Path]) -> (i32, String, String) {
    let out = sudoku()
        .args(args)
        .args(paths)
        .write_stdin("")
        .output()
        .expect("the binary runs");
    text(out)
}

fn text(out: Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The JSON objects of `out` (lines such as `invalid: …` left out).
/// Every line of JSON output, bad records (`{"source": …, "error": …}`) included.
fn json_lines(out: &str) -> Vec<Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples")
}

// ---- Section 3: completions and the man page -------------------------------------------

/// The subcommands `sudoku --help` lists (the unit tests in `src/cmd/shell.rs` take them
/// from the clap definition itself).
fn subcommands() -> Vec<String> {
    let (code, help, _) = run(&["--help"], "");
    assert_eq!(code, 0);
    let names: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    assert!(names.len() >= 14, "{help}");
    names
}

#[test]
fn completions_for_every_shell_name_every_subcommand() {
    let names = subcommands();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let (code, script, err) = run(&["completions", shell], "");
        assert_eq!(code, 0, "{shell}: {err}");
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell}: no {name}");
        }
    }
    let (code, _, err) = run(&["completions", "tcsh"], "");
    assert_eq!(code, 2, "{err}");
}

#[test]
fn the_man_page_describes_every_subcommand() {
    let (code, page, err) = run(&["man"], "");
    assert_eq!(code, 0, "{err}");
    assert!(page.contains(".TH sudoku 1"), "{page}");
    for name in subcommands() {
        let heading = format!(".SH \"SUDOKU {}\"", name.to_uppercase());
        assert!(page.contains(&heading), "no {heading}");
    }
}

/// Issue 41, item 14: the man page had no EXIT STATUS, FORMATS or ENVIRONMENT section, and
/// repeated clap_mangen's `.ie \n(.g` apostrophe preamble before every section it rendered.
#[test]
fn the_man_page_has_exit_codes_formats_and_environment_and_one_preamble() {
    let (code, page, err) = run(&["man"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(page.matches(".ie \\n(.g").count(), 1, "{page}");
    assert_eq!(page.matches(".el .ds Aq").count(), 1, "{page}");
    assert!(
        page.starts_with(".ie \\n(.g .ds Aq"),
        "before any use of it"
    );
    let section = |heading: &str| {
        let start = page
            .find(&format!(".SH \"{heading}\"\n"))
            .unwrap_or_else(|| panic!("no {heading} section"));
        let rest = &page[start + 1..];
        rest[..rest.find("\n.SH ").unwrap_or(rest.len())].to_string()
    };
    // Every exit code the command uses, each as a tagged paragraph.
    let exit = section("EXIT STATUS");
    for code in [0, 1, 2, 130, 143] {
        assert!(
            exit.contains(&format!(".TP\n\\fB{code}\\fR\n")),
            "{code}: {exit}"
        );
    }
    assert!(
        exit.contains("SIGINT") && exit.contains("SIGTERM"),
        "{exit}"
    );
    let formats = section("FORMATS");
    for name in [
        "line",
        "grid",
        "boxed",
        "json",
        "c\\-array",
        "csv, tsv",
        "svg, pdf",
    ] {
        assert!(
            formats.contains(&format!("\\fB{name}\\fR")),
            "{name}: {formats}"
        );
    }
    let env = section("ENVIRONMENT");
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "NO_COLOR"] {
        assert!(env.contains(var), "{var}: {env}");
    }
    // The sections come after the commands', before the version.
    let at = |s: &str| page.find(s).unwrap();
    assert!(at(".SH \"SUDOKU MAN\"") < at(".SH \"FORMATS\""));
    assert!(at(".SH \"ENVIRONMENT\"") < at(".SH VERSION"));
}

// ---- Defect 1: the shipped examples are unique puzzles ---------------------------------

/// Every file under `examples/` but source code and documentation.
fn puzzle_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("examples/ is readable")
        .map(|e| e.expect("a readable entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            puzzle_files(&path, out);
        } else if !matches!(path.extension().and_then(|e| e.to_str()), Some("py" | "md")) {
            out.push(path);
        }
    }
}

/// The Spark jobs' test corpus is made to hold bad lines (its README lists them): its
/// records at these lines are not unique puzzles, and every other one is.
const CORPUS: &str = "spark/testdata/corpus.txt";
const CORPUS_UNREADABLE: [usize; 2] = [13, 20];
const CORPUS_NOT_UNIQUE: [usize; 2] = [16, 17];

/// The line number of a JSON record's `source`.
fn line_of(v: &Value) -> usize {
    let source = v["source"].as_str().expect("a source");
    source.rsplit(':').next().unwrap().parse().expect("a line")
}

#[test]
fn every_shipped_example_has_exactly_one_solution() {
    let mut files = Vec::new();
    puzzle_files(&examples(), &mut files);
    let names: Vec<String> = files
        .iter()
        .map(|f| f.strip_prefix(examples()).unwrap().display().to_string())
        .collect();
    for expected in [
        "16x16.txt",
        "25x25.txt",
        "boxed.txt",
        "dot-grid.txt",
        "line.txt",
        CORPUS,
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    for (file, name) in files.iter().zip(&names) {
        let (code, out, err) = run_paths(
            &["count", "--limit", "2", "--format", "json"],
            &[file.as_path()],
        );
        let (unreadable, records): (Vec<Value>, Vec<Value>) = json_lines(&out)
            .into_iter()
            .partition(|v| v.get("error").is_some());
        assert!(!records.is_empty(), "{name}: no puzzles");
        let not_unique: Vec<usize> = records
            .iter()
            .filter(|v| v["count"] != 1 || v["at_least"] != false)
            .map(line_of)
            .collect();
        let unreadable: Vec<usize> = unreadable.iter().map(line_of).collect();
        if name == CORPUS {
            assert_eq!(not_unique, CORPUS_NOT_UNIQUE, "{name}");
            assert_eq!(unreadable, CORPUS_UNREADABLE, "{name}");
            for line in CORPUS_UNREADABLE {
                assert!(err.contains(&format!("{CORPUS}:{line}:")), "{err}");
            }
            continue;
        }
        assert_eq!((code, not_unique), (0, vec![]), "{name}: {err}");
        // And the logic commands take them.
        for command in ["rate", "hint", "explain"] {
            let (code, out, err) = run_paths(&[command], &[file.as_path()]);
            assert_eq!(code, 0, "{command} {name}: {out}{err}");
            assert!(
                !out.contains("no solution") && !out.contains("several"),
                "{out}"
            );
        }
    }
}

#[test]
fn the_boxed_example_has_the_readme_separators() {
    let text = std::fs::read_to_string(examples().join("boxed.txt")).unwrap();
    assert_eq!(
        text.matches("\n------+-------+------\n").count(),
        2,
        "{text}"
    );
}

// ---- Defect 3: a PDF booklet says which puzzles it left out -----------------------------

/// The text a PDF shows in hex strings (`<...> Tj`), decoded.
fn pdf_texts(pdf: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(pdf);
    text.split('<')
        .filter_map(|s| s.split_once("> Tj").map(|(hex, _)| hex))
        .filter(|hex| hex.len() % 2 == 0 && hex.chars().all(|c| c.is_ascii_hexdigit()))
        .map(|hex| {
            (0..hex.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as char)
                .collect()
        })
        .collect()
}

#[test]
fn a_booklet_leaves_out_puzzles_without_solution_and_says_so() {
    let clash = format!("11{}", &SEED_003[2..]);
    let input = format!("{SEED_003}\n{clash}\n{SEED_003}\n");
    let out = sudoku()
        .args(["solve", "--format", "pdf"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.starts_with(b"%PDF-"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        "error: <stdin>:2: the givens conflict: r1c1 and r1c2 both hold 1\n\
         warning: <stdin>:2: no solution: r1c1 and r1c2 both hold 1; left out of the booklet\n"
    );
    // Two puzzles and two answers, numbered by their records (#1 and #3).
    let texts = pdf_texts(&out.stdout);
    let headings: Vec<&String> = texts
        .iter()
        .filter(|t| t.starts_with("Puzzle ") || t.starts_with("Answer "))
        .collect();
    assert_eq!(headings.len(), 4, "{texts:?}");
    let records: Vec<&str> = headings
        .iter()
        .filter_map(|t| t.rsplit(' ').next())
        .collect();
    assert_eq!(records, ["#1", "#3", "#1", "#3"], "{texts:?}");
}

// ---- Defect 6 and issue 16: directories, file names, binary files ----------------------

/// A folder: `1.txt` (a line puzzle), `sub/2.txt` (a grid puzzle), hidden `.3.txt` and
/// `.git/`, and, when `binary`, `bin.dat` with NUL bytes.
fn folder(binary: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    std::fs::write(p.join("1.txt"), format!("{SEED_003}\n")).unwrap();
    std::fs::create_dir(p.join("sub")).unwrap();
    std::fs::write(p.join("sub/2.txt"), DOT_GRID).unwrap();
    std::fs::write(p.join(".3.txt"), format!("{SEED_003}\n")).unwrap();
    std::fs::create_dir(p.join(".git")).unwrap();
    std::fs::write(p.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    if binary {
        let mut bytes = b"\x7fELF\x02\x01\x01\0\0\0".to_vec();
        bytes.extend((0..4000u32).map(|i| (i % 7) as u8 + b'0'));
        bytes.extend(b"\n".repeat(100));
        std::fs::write(p.join("bin.dat"), bytes).unwrap();
    }
    dir
}

#[test]
fn directories_recurse_skip_hidden_entries_and_name_what_they_skip() {
    let dir = folder(false);
    let d = dir.path().display().to_string();
    let (code, out, err) = run_paths(&["solve"], &[dir.path()]);
    assert_eq!(code, 0, "{err}");
    // One layout for the run (the first puzzle's: line), each line named by its file.
    assert_eq!(
        out,
        format!("{d}/1.txt:1:{SEED_003_SOLUTION}\n{d}/sub/2.txt:1:{DOT_GRID_SOLUTION}\n")
    );
    assert_eq!(
        err,
        format!("note: {d}/.3.txt: hidden, skipped\nnote: {d}/.git: hidden, skipped\n")
    );
}

#[test]
fn file_names_are_a_prefix_or_a_header_and_can_be_turned_off() {
    let dir = folder(false);
    let d = dir.path().display().to_string();
    let grid_of = |line: &str| -> String {
        line.as_bytes()
            .chunks(9)
            .map(|row| {
                let cells: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
                cells.join(" ") + "\n"
            })
            .collect()
    };
    let table: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["solve", "--no-filename"],
            format!("{SEED_003_SOLUTION}\n{DOT_GRID_SOLUTION}\n"),
        ),
        (
            vec!["solve", "--format", "grid"],
            format!(
                "# {d}/1.txt\n{}\n# {d}/sub/2.txt\n{}",
                grid_of(SEED_003_SOLUTION),
                grid_of(DOT_GRID_SOLUTION)
            ),
        ),
        (vec!["count"], format!("{d}/1.txt:1:1\n{d}/sub/2.txt:1:1\n")),
        (vec!["count", "--no-filename"], "1\n1\n".to_string()),
    ];
    for (args, expected) in table {
        let (code, out, err) = run_paths(&args, &[dir.path()]);
        assert_eq!((code, out), (0, expected), "{args:?}: {err}");
    }
    // One file: no names unless asked.
    let one = dir.path().join("1.txt");
    let (_, out, _) = run_paths(&["count"], &[&one]);
    assert_eq!(out, "1\n");
    let (_, out, _) = run_paths(&["count", "--with-filename"], &[&one]);
    assert_eq!(out, format!("{d}/1.txt:1:1\n"));
}

#[test]
fn a_binary_file_is_reported_once_and_exits_2() {
    let dir = folder(true);
    let d = dir.path().display().to_string();
    let bin = dir.path().join("bin.dat");
    let warning = format!("warning: {d}/bin.dat: binary file, skipped\n");
    // Named directly.
    let (code, out, err) = run_paths(&["solve"], &[&bin]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (2, "", warning.as_str())
    );
    // Inside a directory: the other files are read, in order.
    let (code, out, err) = run_paths(&["count"], &[dir.path()]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(out, format!("{d}/1.txt:1:1\n{d}/sub/2.txt:1:1\n"));
    assert_eq!(err.matches("binary file").count(), 1, "{err}");
    assert!(err.contains(&warning), "{err}");
    // On standard input.
    let (code, out, err) = run(&["rate"], "\0\0\0 not text\n");
    assert_eq!(code, 2);
    assert_eq!(
        (out.as_str(), err.as_str()),
        ("", "warning: <stdin>: binary file, skipped\n")
    );
}

// ---- Defect 7: README claims ---------------------------------------------------------

#[test]
fn bench_reads_directories_and_standard_input() {
    let dir = folder(false);
    let d = dir.path().display().to_string();
    let (code, out, err) = run_paths(&["bench", "--min-time", "0"], &[dir.path()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("{d}/1.txt")), "{out}");
    assert!(out.contains(&format!("{d}/sub/2.txt")), "{out}");
    assert!(!out.contains(".3.txt"), "{out}");
    let (code, out, err) = run(&["bench", "--min-time", "0", "-"], &format!("{SEED_003}\n"));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("<stdin> ")),
        "{out}"
    );
}

#[test]
fn bench_does_not_count_a_puzzle_without_solution_as_solved() {
    let clash = format!("11{}", &SEED_003[2..]);
    let (code, out, err) = run(&["bench", "--min-time", "0"], &format!("{clash}\n"));
    assert_eq!(code, 0, "{err}");
    let row: Vec<&str> = out.lines().nth(1).unwrap().split_whitespace().collect();
    assert_eq!(row[4], "0.0%", "{out}");
    assert!(err.contains("1 of the puzzles has no solution"), "{err}");
}

#[test]
fn generate_and_interactive_make_every_size_up_to_32() {
    for (size, clues) in [("27", "437"), ("32", "614")] {
        let (code, puzzle, err) = run(
            &["generate", "--size", size, "--clues", clues, "--seed", "1"],
            "",
        );
        assert_eq!(code, 0, "{size}: {err}");
        let (_, count, _) = run(&["count", "--limit", "2"], &puzzle);
        assert_eq!(count, "1\n", "{size}");
    }
    let (code, out, err) = run(
        &[
            "interactive",
            "--size",
            "32",
            "--seed",
            "1",
            "--solutions",
            "2",
        ],
        "900\nfim\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1st solution found"), "{out}");
}

#[test]
fn text_after_the_puzzle_is_ignored_when_it_cannot_be_part_of_it() {
    // (what follows the 81 characters, whether the line is still the puzzle)
    let table = [
        (" abc", true),
        ("\tcomment", true),
        ("# note", true),
        (" # note", true),
        (";x", true),
        (",x", true),
        (" |x", true),
        ("|x", true),
        // Letters, digits and holes right after the puzzle are more cells.
        ("abc", false),
        ("1", false),
        ("..", false),
    ];
    for (after, read) in table {
        let (code, out, _) = run(&["solve"], &format!("{SEED_003}{after}\n"));
        if read {
            assert_eq!(
                (code, out),
                (0, format!("{SEED_003_SOLUTION}\n")),
                "{after:?}"
            );
        } else {
            assert_eq!(code, 2, "{after:?}: {out}");
            assert!(out.starts_with("invalid: found"), "{after:?}: {out}");
        }
    }
}

// ---- Defect 8: each command lists the formats it writes ---------------------------------

#[test]
fn help_lists_only_the_formats_each_command_writes() {
    let table = [
        (
            "solve",
            "line, grid, boxed, json, c-array, svg, pdf, csv, tsv, fpuzzles, sudokupad",
        ),
        ("candidates", "line, json"),
        ("count", "line, json, csv, tsv"),
        ("check", "line, json, svg, csv, tsv"),
        ("rate", "line, json, csv, tsv"),
        ("hint", "line, json, svg"),
        ("explain", "line, json"),
        (
            "generate",
            "line, grid, boxed, json, svg, pdf, csv, fpuzzles, sudokupad",
        ),
    ];
    for (command, formats) in table {
        let (code, help, _) = run(&[command, "-h"], "");
        assert_eq!(code, 0);
        let format_line = help
            .lines()
            .find(|l| l.trim_start().starts_with("--format"))
            .unwrap_or_else(|| panic!("{command}: {help}"));
        assert!(
            format_line.contains(&format!("[possible values: {formats}]")),
            "{command}: {format_line}"
        );
        if command != "generate" {
            let input = help
                .lines()
                .find(|l| l.trim_start().starts_with("--input-format"))
                .unwrap_or_else(|| panic!("{command}: {help}"));
            assert!(
                input.contains("[possible values: line, grid, boxed, json, c-array, csv, tsv]"),
                "{command}: {input}"
            );
        }
    }
    for (command, format) in [
        ("count", "svg"),
        ("rate", "pdf"),
        ("explain", "svg"),
        ("check", "pdf"),
    ] {
        let (code, out, err) = run(&[command, "--format", format], &format!("{SEED_003}\n"));
        assert_eq!(code, 2, "{command} --format {format}: {out}");
        assert!(out.is_empty() && err.contains("invalid value"), "{err}");
    }
}

// ---- Defect 9: the small ones ---------------------------------------------------------

#[test]
fn one_solution_is_singular() {
    let (_, out, _) = run(
        &["solve", "--all", "--limit", "1"],
        &format!("{}\n", ".".repeat(81)),
    );
    assert!(
        out.starts_with("# <stdin>:1: more than 1 solution, the first follows\n"),
        "{out}"
    );
    let (_, out, _) = run(
        &["interactive", "--seed", "1", "--solutions", "1"],
        "20\nfim\n",
    );
    assert!(
        out.contains("There is more than one solution; this is the first.\n"),
        "{out}"
    );
    assert!(!out.contains("1 solutions"), "{out}");
}

#[test]
fn levels_are_given_only_for_the_sizes_they_are_calibrated_on() {
    let big = examples().join("25x25.txt");
    let (code, out, err) = run_paths(&["rate"], &[&big]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("- "), "{out}");
    let (_, out, _) = run_paths(&["rate", "--format", "json"], &[&big]);
    assert_eq!(json_lines(&out)[0]["level"], Value::Null, "{out}");
    let (_, out, _) = run_paths(&["rate", "--format", "csv"], &[&big]);
    assert!(out.lines().nth(1).unwrap().contains(",,"), "{out}");
    // 9×9 keeps its level.
    let (_, out, _) = run(&["rate"], &format!("{SEED_003}\n"));
    assert!(
        out.starts_with("easy ") || out.starts_with("medium "),
        "{out}"
    );
}

#[test]
fn a_huge_thread_count_starts_only_the_threads_the_work_needs() {
    let started = Instant::now();
    let (code, out, _) = run(&["solve", "--threads", "65535"], &format!("{SEED_003}\n"));
    assert_eq!((code, out), (0, format!("{SEED_003_SOLUTION}\n")));
    // It took 2.9 s with a thread per `--threads`; it now starts none.
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn no_solution_always_says_why() {
    // (puzzle, the reason `solve` gives)
    let table = [
        (
            format!("11{}", &SEED_003[2..]),
            "r1c1 and r1c2 both hold 1".to_string(),
        ),
        (
            format!("12345678.........9{}", ".".repeat(63)),
            "no digit fits r1c9".to_string(),
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......693.7.5..2.....1.4......"
                .to_string(),
            "no digit fits r7c3 once the singles are placed".to_string(),
        ),
        (
            "49....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .to_string(),
            "the search tried every candidate and found no solution".to_string(),
        ),
    ];
    for (puzzle, reason) in &table {
        let (code, out, _) = run(&["solve"], &format!("{puzzle}\n"));
        assert_eq!(
            (code, out),
            (1, format!("no solution: {reason}\n")),
            "{puzzle}"
        );
        let (_, out, _) = run(&["solve", "--format", "json"], &format!("{puzzle}\n"));
        assert_eq!(json_lines(&out)[0]["reason"], reason.as_str());
    }
}

#[test]
fn every_command_writes_bad_puzzles_with_the_same_words_on_stdout() {
    let clash = format!("11{}\n", &SEED_003[2..]);
    let expected = "no solution: r1c1 and r1c2 both hold 1\n";
    for command in ["solve", "hint", "rate"] {
        let (code, out, err) = run(&[command], &clash);
        assert_eq!((code, out.as_str()), (1, expected), "{command}: {err}");
    }
    let (_, out, _) = run(&["explain"], &clash);
    assert_eq!(out, expected);
    let several = format!("{}\n", ".".repeat(81));
    for command in ["hint", "rate"] {
        let (_, out, _) = run(&[command], &several);
        assert!(out.starts_with("several solutions"), "{command}: {out}");
    }
    // A record that cannot be read is `invalid:` everywhere.
    for command in ["solve", "count", "hint", "rate"] {
        let (code, out, _) = run(&[command], "123\n");
        assert_eq!(code, 2);
        assert!(out.starts_with("invalid: "), "{command}: {out}");
    }
}

#[test]
fn a_terminal_on_standard_input_is_told_how_to_end_it() {
    // `script` gives the command a terminal, and types Ctrl-D (end of input) into it once.
    let bin = assert_cmd::cargo::cargo_bin("sudoku");
    let mut child = std::process::Command::new("timeout")
        .env("LC_ALL", "C")
        .args([
            "20",
            "script",
            "-qec",
            &format!("{} solve", bin.display()),
            "/dev/null",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        std::thread::sleep(Duration::from_millis(300));
        stdin.write_all(b"\x04").unwrap();
        std::thread::sleep(Duration::from_millis(300));
    }
    let out = child.wait_with_output().unwrap();
    // One Ctrl-D ends the input (`timeout` would have stopped it with 124).
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("reading puzzles from standard input… (Ctrl-D to end)"),
        "{shown}"
    );
    // Not when the input is a pipe.
    let (_, _, err) = run(&["solve"], "");
    assert!(!err.contains("reading puzzles"), "{err}");
}

/// Issue 41: `count a.txt b.txt` printed `b.txt:872`, which reads as grep's `FILE:LINE`, and
/// `rate` on several files printed the same line for different records. One-line output now
/// names each record's file and line, `FILE:LINE:value`, as `rg -n` does.
#[test]
fn one_line_output_names_each_record_by_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let b = dir.path().join("b.txt");
    std::fs::write(&a, format!("# two puzzles\n{SEED_003}\n\n{SEED_003}\n")).unwrap();
    std::fs::write(&b, format!("{SEED_003}\n")).unwrap();
    let (a, b) = (a.display().to_string(), b.display().to_string());
    let (code, out, err) = run_paths(&["count"], &[Path::new(&a), Path::new(&b)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, format!("{a}:2:1\n{a}:4:1\n{b}:1:1\n"));
    let (code, out, err) = run_paths(&["rate"], &[Path::new(&a), Path::new(&b)]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let heads: Vec<&str> = lines
        .iter()
        .map(|l| l.rsplit_once(':').map_or("", |(h, _)| h))
        .collect();
    let want = [format!("{a}:2"), format!("{a}:4"), format!("{b}:1")];
    assert_eq!(heads, want, "{out}");
}

/// Issue 41: `--threads 0` was an error ("not in 1..=65535", where the README says at most
/// 256). As in ripgrep, 0 now lets the program choose; any count above 256 runs 256.
#[test]
fn zero_threads_means_choose_for_me() {
    let input = format!("{SEED_003}\n{SEED_003}\n");
    let want = format!("{SEED_003_SOLUTION}\n{SEED_003_SOLUTION}\n");
    for threads in ["0", "1", "300", "100000"] {
        let (code, out, err) = run(&["solve", "--threads", threads], &input);
        assert_eq!((code, &out), (0, &want), "--threads {threads}: {err}");
    }
    let (code, _, err) = run(&["solve", "--threads", "-1"], &input);
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains("65535"), "{err}");
}

#[test]
fn a_file_whose_first_records_are_all_bad_is_skipped_once() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    let d = p.display().to_string();
    std::fs::write(p.join("1.txt"), format!("{SEED_003}\n")).unwrap();
    std::fs::create_dir(p.join("venv")).unwrap();
    let python: String = (0..500)
        .map(|i| format!("def function_{i}(x):\n    return x * {i}\n"))
        .collect();
    std::fs::write(p.join("venv/site.py"), python).unwrap();
    // A good record first: every bad record after it is reported.
    let mixed = format!("{SEED_003}\n{}", "not a puzzle\n".repeat(15));
    std::fs::write(p.join("mixed.txt"), mixed).unwrap();
    // Fewer bad records than make a file not a puzzle file: reported one by one.
    let short = format!("{}\n", &SEED_003[..80]).repeat(2);
    std::fs::write(p.join("short.txt"), short).unwrap();

    let (code, out, err) = run_paths(&["solve"], &[p]);
    assert_eq!(code, 2, "{err}");
    let warnings: Vec<&str> = err.lines().filter(|l| l.contains("not a puzzle")).collect();
    assert_eq!(
        warnings,
        [format!(
            "warning: {d}/venv/site.py: not a puzzle file (10 bad records in a row), skipped"
        )]
    );
    assert!(!out.contains("site.py"), "{out}");
    assert_eq!(
        err.lines().filter(|l| l.contains("site.py")).count(),
        1,
        "{err}"
    );
    // The files read give one record per input record.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1 + 16 + 2, "{out}");
    assert_eq!(lines[0], format!("{d}/1.txt:1:{SEED_003_SOLUTION}"));
    assert_eq!(lines[1], format!("{d}/mixed.txt:1:{SEED_003_SOLUTION}"));
    assert!(
        lines[2].starts_with(&format!("{d}/mixed.txt:2:invalid: ")),
        "{out}"
    );
    assert!(
        lines[18].starts_with(&format!("{d}/short.txt:2:invalid: ")),
        "{out}"
    );

    // --all-errors reports every line, as before.
    let (code, out, _) = run_paths(&["solve", "--all-errors"], &[p]);
    assert_eq!(code, 2);
    let bad = out.lines().filter(|l| l.contains("site.py:")).count();
    assert!(bad > 50, "{out}");
    // JSON output leaves the skipped file out too.
    let (_, out, _) = run_paths(&["count", "--format", "json"], &[p]);
    assert_eq!(out.lines().count(), 19, "{out}");
}
