//! `--output FILE` and interrupts (issue 16): FILE is replaced only by a run that went to its
//! end, through a temporary file beside it; an error, Ctrl-C (SIGINT), SIGTERM or SIGKILL
//! leaves an existing FILE as it was. SIGINT and SIGTERM write the records finished before
//! them, whole and in order, and exit 130 and 143.

use std::path::Path;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A 9×9 puzzle with one solution, and that solution.
const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

const OLD: &str = "the old contents\n";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    cmd.env("LC_ALL", "C");
    cmd
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("list the directory")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// A directory holding `in.txt` (`lines` copies of [`PUZZLE`]) and `out.txt` ([`OLD`]).
fn setup(lines: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(
        dir.path().join("in.txt"),
        format!("{PUZZLE}\n").repeat(lines),
    )
    .expect("write the input");
    std::fs::write(dir.path().join("out.txt"), OLD).expect("write the old output");
    dir
}

#[test]
fn a_run_that_ends_replaces_the_file_and_leaves_no_temporary_file() {
    let dir = setup(3);
    let out = sudoku()
        .current_dir(dir.path())
        .args(["solve", "in.txt", "--output", "out.txt"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(out.stdout.is_empty(), "nothing goes to standard output");
    let text = std::fs::read_to_string(dir.path().join("out.txt")).expect("read");
    assert_eq!(text, format!("{SOLUTION}\n").repeat(3));
    assert_eq!(names(dir.path()), ["in.txt", "out.txt"]);
}

#[test]
fn output_works_for_every_command_that_writes() {
    // The option is global: before or after the command's name, for commands that write
    // records (count), tables (bench) and files made in one piece (man, a PDF booklet).
    let dir = setup(2);
    let cases: [&[&str]; 5] = [
        &["--output", "a.txt", "count", "in.txt"],
        &[
            "generate", "--count", "2", "--seed", "1", "--output", "e.txt",
        ],
        &["bench", "in.txt", "--min-time", "0", "--output", "b.txt"],
        &["man", "--output", "c.txt"],
        &["solve", "in.txt", "--format", "pdf", "--output", "d.pdf"],
    ];
    for args in cases {
        let out = sudoku()
            .current_dir(dir.path())
            .args(args)
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty(), "{args:?} wrote to standard output");
    }
    let read = |name: &str| std::fs::read(dir.path().join(name)).expect("the file is there");
    assert_eq!(read("a.txt"), b"1\n1\n");
    assert!(String::from_utf8_lossy(&read("b.txt")).starts_with("file "));
    assert!(String::from_utf8_lossy(&read("c.txt")).contains(".TH"));
    assert!(read("d.pdf").starts_with(b"%PDF-"));
    assert_eq!(String::from_utf8_lossy(&read("e.txt")).lines().count(), 2);
    assert!(names(dir.path()).iter().all(|n| !n.contains("sudoku-tmp")));
}

#[test]
fn a_run_that_fails_leaves_the_old_file_and_no_temporary_file() {
    let dir = setup(1);
    // An error that stops the command (a table cannot hold --all's solutions).
    let out = sudoku()
        .current_dir(dir.path())
        .args([
            "solve", "--all", "--format", "csv", "in.txt", "--output", "out.txt",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.txt")).unwrap(),
        OLD
    );
    assert_eq!(names(dir.path()), ["in.txt", "out.txt"]);
    // A run that fails never makes the file.
    let out = sudoku()
        .current_dir(dir.path())
        .args([
            "solve", "--all", "--format", "csv", "in.txt", "--output", "new.txt",
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(names(dir.path()), ["in.txt", "out.txt"]);
}

#[test]
fn a_file_that_cannot_be_made_is_a_clear_error() {
    let dir = setup(1);
    for (target, what) in [("missing/out.txt", "missing/out.txt"), (".", ".")] {
        let out = sudoku()
            .current_dir(dir.path())
            .args(["solve", "in.txt", "--output", target])
            .output()
            .expect("the binary runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{target}: {err}");
        assert!(
            err.starts_with(&format!("error: cannot write to {what}: ")),
            "{target}: {err}"
        );
        assert!(!err.contains("panicked"));
    }
    assert_eq!(names(dir.path()), ["in.txt", "out.txt"]);
}

/// Sends `signal` (`INT`, `TERM`, `KILL`) to process `pid` with kill(1).
#[cfg(unix)]
fn send(signal: &str, pid: u32) {
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .expect("kill(1) runs");
    assert!(status.success(), "kill -{signal} {pid}");
}

/// Starts `sudoku args` in `dir` with stdout to `stdout`, waits until it has written
/// something (or `wait` passed), sends `signal`, and returns the exit code and stderr.
#[cfg(unix)]
fn interrupt(
    dir: &Path,
    args: &[&str],
    stdout: Stdio,
    watch: &Path,
    signal: &str,
) -> (Option<i32>, String) {
    let child = sudoku()
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // Wait until the run is under way: its output has grown.
    let start = Instant::now();
    while std::fs::metadata(watch).map_or(0, |m| m.len()) < 100_000
        && start.elapsed() < Duration::from_secs(20)
    {
        thread::sleep(Duration::from_millis(5));
    }
    send(signal, child.id());
    let out = child.wait_with_output().expect("the child ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[cfg(unix)]
#[test]
fn sigint_and_sigterm_write_the_finished_records_in_order_and_exit_130_and_143() {
    let dir = setup(400_000);
    let expected = format!("{SOLUTION}\n");
    for (signal, code, threads) in [("INT", 130, "2"), ("TERM", 143, "1"), ("INT", 130, "1")] {
        let path = dir.path().join(format!("stdout-{signal}-{threads}"));
        let file = std::fs::File::create(&path).expect("create");
        let (status, err) = interrupt(
            dir.path(),
            &["solve", "--threads", threads, "in.txt"],
            Stdio::from(file),
            &path,
            signal,
        );
        assert_eq!(status, Some(code), "SIG{signal}: {err}");
        let name = if signal == "INT" { "SIGINT" } else { "SIGTERM" };
        assert!(err.contains(&format!("interrupted by {name}")), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        let text = std::fs::read_to_string(&path).expect("read");
        let records = text.len() / expected.len();
        assert!(
            records > 0 && records < 400_000,
            "{records} records written"
        );
        assert_eq!(
            text,
            expected.repeat(records),
            "whole records only, in order"
        );
    }
}

#[cfg(unix)]
#[test]
fn an_interrupted_stream_of_solutions_stops_at_a_line_and_exits_130() {
    let dir = setup(0);
    std::fs::write(
        dir.path().join("empty.txt"),
        format!("{}\n", ".".repeat(81)),
    )
    .unwrap();
    let path = dir.path().join("stream.txt");
    let file = std::fs::File::create(&path).expect("create");
    let (status, err) = interrupt(
        dir.path(),
        &["solve", "--all", "--limit", "100000000", "empty.txt"],
        Stdio::from(file),
        &path,
        "INT",
    );
    assert_eq!(status, Some(130), "{err}");
    // Said by the program itself, not by the watcher's last resort 2 s later.
    assert!(err.contains("interrupted by SIGINT"), "{err}");
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.ends_with('\n'));
    assert!(text.lines().skip(1).all(|l| l.len() == 81));
}

#[cfg(unix)]
#[test]
fn an_interrupted_or_killed_run_leaves_the_old_output_file() {
    let dir = setup(400_000);
    let temp = ".out.txt.sudoku-tmp-";
    for signal in ["INT", "TERM", "KILL"] {
        let child = sudoku()
            .current_dir(dir.path())
            .args(["solve", "--threads", "1", "in.txt", "--output", "out.txt"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let temp_file = dir.path().join(format!("{temp}{}", child.id()));
        // Wait until the temporary file holds some output.
        let start = Instant::now();
        while std::fs::metadata(&temp_file).map_or(0, |m| m.len()) < 100_000
            && start.elapsed() < Duration::from_secs(20)
        {
            thread::sleep(Duration::from_millis(5));
        }
        assert!(
            temp_file.exists(),
            "SIG{signal}: the run writes beside the file"
        );
        send(signal, child.id());
        let out = child.wait_with_output().expect("the child ends");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("out.txt")).unwrap(),
            OLD,
            "SIG{signal}"
        );
        if signal == "KILL" {
            // Nothing can clean up after SIGKILL: the temporary file stays, under its name.
            assert!(temp_file.exists());
            std::fs::remove_file(&temp_file).expect("remove");
        } else {
            let code = if signal == "INT" { 130 } else { 143 };
            assert_eq!(out.status.code(), Some(code), "SIG{signal}");
            assert!(
                !temp_file.exists(),
                "SIG{signal}: the temporary file is removed"
            );
        }
        assert_eq!(names(dir.path()), ["in.txt", "out.txt"], "SIG{signal}");
    }
}
