//! Input a new user meets, and what the commands say about it: a byte-order mark, a puzzle as
//! 81 tokens on one line, JSON that is no grid, `-1` holes outside a C array, cell counts and
//! shapes named with `file:line:column`, and givens that clash.

use assert_cmd::Command;

const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::cargo_bin("sudoku").expect("the binary builds");
    cmd.env("LC_ALL", "C");
    cmd
}

/// Runs `sudoku ARGS` on `stdin`: exit code, stdout, stderr.
fn run(args: &[&str], stdin: impl Into<Vec<u8>>) -> (Option<i32>, String, String) {
    let out = sudoku()
        .args(args)
        .write_stdin(stdin.into())
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    )
}

/// Input that is a puzzle, written in a way that used to be refused: solved, silently.
#[test]
fn puzzles_written_unusually_are_read() {
    let spaced: Vec<String> = PUZZLE.chars().map(String::from).collect();
    let spaced = spaced.join(" ");
    let table: Vec<(&str, Vec<u8>)> = vec![
        (
            "a byte-order mark",
            format!("\u{FEFF}{PUZZLE}\n").into_bytes(),
        ),
        (
            "a byte-order mark before a comment",
            format!("\u{FEFF}# from a Windows editor\r\n{PUZZLE}\r\n").into_bytes(),
        ),
        ("81 tokens on one line", format!("{spaced}\n").into_bytes()),
        (
            "81 tokens with 0 holes",
            format!("{}\n", spaced.replace('.', "0")).into_bytes(),
        ),
    ];
    for (what, input) in table {
        let (code, stdout, stderr) = run(&["solve", "--format", "line"], input);
        assert_eq!(
            (code, stdout.as_str(), stderr.as_str()),
            (Some(0), format!("{SOLUTION}\n").as_str(), ""),
            "{what}"
        );
    }
    // A table saved with a byte-order mark keeps its header.
    let csv = format!("\u{FEFF}quizzes,solutions\n{PUZZLE},{SOLUTION}\n");
    let (code, stdout, stderr) = run(&["solve", "--format", "csv"], csv);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    assert_eq!(
        stdout,
        format!(
            "quizzes,solutions,solution,status,error\n{PUZZLE},{SOLUTION},{SOLUTION},unique,\n"
        )
    );
}

/// Each bad record: the message on stderr with `<stdin>:line:column`, the same words after
/// `invalid:` on stdout, exit code 2.
#[test]
fn bad_records_say_where_and_what() {
    let not_a_grid = "expected an array of rows or {\"grid\": …}";
    let minus_one = "\"-1\" is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {{-1, 3, …}, …})";
    let table: Vec<(String, String)> = vec![
        ("null".into(), format!("1:1: JSON value is not a grid: found null, {not_a_grid}")),
        ("\"hello\"".into(), format!("1:1: JSON value is not a grid: found a string, {not_a_grid}")),
        ("{\"rows\": []}".into(), format!("1:1: JSON value is not a grid: found an object without \"grid\", {not_a_grid}")),
        (PUZZLE[1..].into(), "1:81: found 80 cells, expected 81".into()),
        (format!("{PUZZLE}5"), "1:82: found 82 cells, expected 81".into()),
        ("1 2 3\n. . .\n. . .".into(), "1:6: no known grid shape has size 3 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)".into()),
        ("1 . . .\n. . 1 .\n. 1 .\n. . . 1".into(), "3:6: row 3 has 3 cells, expected 4".into()),
        ("1 . . .\n. . 1 . 4\n. 1 . .\n. . . 1".into(), "2:9: row 2 has 5 cells, expected 4".into()),
        ("[[1,0,0,0],\n [0,0,1],\n [0,1,0,0],\n [0,0,0,1]]".into(), "2:8: row 2 has 3 cells, expected 4".into()),
        ("-1 . . .\n. . 1 .\n. 1 . .\n. . . 1".into(), format!("1:1: {minus_one}")),
        ("[[-1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]".into(), format!("1:3: {minus_one}")),
    ];
    for (input, want) in table {
        let (code, stdout, stderr) = run(&["solve"], input.clone());
        let (place, message) = want.split_once(": ").unwrap_or_default();
        // JSON input makes JSON output, where the bad record is a JSON object.
        let json = input.starts_with(['[', '{', '"']) || input == "null";
        let line = match json {
            true => {
                let (line, column) = place.split_once(':').unwrap_or_default();
                let error = format!("line {line}, column {column}: {message}");
                serde_json::json!({"source": "<stdin>:1", "error": error}).to_string()
            }
            false => format!("invalid: {message}"),
        };
        assert_eq!(
            (code, stdout, stderr),
            (
                Some(2),
                format!("{line}\n"),
                format!("error: <stdin>:{want}\n")
            ),
            "{input:?}"
        );
    }
}

/// Givens that clash: each command keeps its own line for the record on stdout and says on
/// stderr where the record is and which two cells hold the same digit; exit code 1.
#[test]
fn clashing_givens_are_named_on_stderr_by_every_command() {
    // r1c1 and r1c7 both 5.
    let mut clash = PUZZLE.as_bytes().to_vec();
    clash[0] = b'5';
    clash[6] = b'5';
    let input = format!("{PUZZLE}\n{}\n", String::from_utf8(clash).unwrap());
    let stderr = "error: <stdin>:2: the givens conflict: r1c1 and r1c7 both hold 5\n";
    let table: [(&[&str], &str); 6] = [
        (&["solve"], "no solution: r1c1 and r1c7 both hold 5"),
        (
            &["solve", "--all"],
            "# no solution: r1c1 and r1c7 both hold 5",
        ),
        (&["count"], "0"),
        (&["hint"], "no solution: r1c1 and r1c7 both hold 5"),
        (&["rate"], "no solution: r1c1 and r1c7 both hold 5"),
        (&["explain"], "no solution: r1c1 and r1c7 both hold 5"),
    ];
    for (args, line) in table {
        let (code, stdout, err) = run(args, input.clone());
        assert_eq!((code, err.as_str()), (Some(1), stderr), "{args:?}");
        assert!(stdout.lines().any(|l| l == line), "{args:?}: {stdout}");
    }
}
