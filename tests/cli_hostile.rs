//! Hostile input (issue 16), table-driven: every command that reads puzzles, given a good
//! file, a hostile source and another good file, reports the hostile source clearly (its
//! name, and its line and column where there is one), exits with the documented code 2,
//! never panics, and still writes the good files' records, in order.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Two different 9×9 puzzles with one solution each.
const GOOD_1: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const GOOD_2: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

/// Every command that reads puzzles, with the arguments it needs besides the paths.
const COMMANDS: &[&[&str]] = &[
    &["solve"],
    &["count"],
    &["check"],
    &["rate"],
    &["hint"],
    &["explain"],
    &["show"],
    &["canon"],
    &["transform", "--seed", "1"],
    &["bench", "--min-time", "0"],
];

/// One class of hostile input: how to make it, and what stderr must say about it.
struct Case {
    name: &'static str,
    /// The source's path, relative to the test directory.
    path: &'static str,
    /// Texts stderr must hold, each exactly `.1` times when `.1` is not zero, at least once
    /// otherwise.
    says: Vec<(String, usize)>,
    /// The exit code.
    code: i32,
}

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    cmd.env("LC_ALL", "C");
    cmd
}

/// Whether this process can read a file whose permissions are 000 (it runs as root).
fn reads_anything(dir: &Path) -> bool {
    let probe = dir.join("probe");
    std::fs::write(&probe, "x").expect("write");
    set_mode(&probe, 0o000);
    let readable = std::fs::read(&probe).is_ok();
    set_mode(&probe, 0o644);
    readable
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) {}

/// Writes the hostile sources into `dir` and returns the table.
fn cases(dir: &Path) -> Vec<Case> {
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).expect("write");
    let line = |n: usize| format!("{GOOD_1}\n").repeat(n);
    // Bytes of every value, NULs among them.
    let binary: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    write("binary.dat", &binary);
    // A NUL inside a text line: near the start it makes a binary file, as ripgrep does; past
    // the first 8 KiB it is a bad character at its line and column.
    write(
        "nul-early.txt",
        format!("{}\0{}\n", &GOOD_1[..10], &GOOD_1[11..]).as_bytes(),
    );
    write(
        "nul-late.txt",
        format!("{}{}\0{}\n", line(200), &GOOD_1[..10], &GOOD_1[11..]).as_bytes(),
    );
    let mut latin1 = GOOD_1.as_bytes().to_vec();
    latin1[31] = 0xff;
    latin1.push(b'\n');
    write("latin1.txt", &latin1);
    let mut long = vec![b'1'; 50 << 20];
    long.push(b'\n');
    write("long-line.txt", &long);
    drop(long);
    write("deep.json", format!("{}\n", "[".repeat(100_000)).as_bytes());
    write(
        "huge.json",
        b"[[99999999999999999999999999,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]\n",
    );
    write("huge.txt", format!("{}\n", "9".repeat(81 * 3)).as_bytes());
    write(
        "negative.json",
        b"[[-5,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]\n",
    );
    write("ragged.txt", b"1 2 3 4\n3 4\n2 1 4 3\n4 3 2 1\n");
    write(
        "no-box.txt",
        format!("{}\n{}\n", ".".repeat(25), ".".repeat(49)).as_bytes(),
    );
    write("unreadable.txt", line(1).as_bytes());
    set_mode(&dir.join("unreadable.txt"), 0o000);
    std::fs::create_dir_all(dir.join("folder/sub")).expect("mkdir");
    write("folder/picture.png", &binary);
    write("folder/notes.md", b"hello world\nthis is not a puzzle\n");
    write("folder/data.json", b"{\"x\": 1}\n");
    write("folder/sub/puzzle.txt", format!("{GOOD_2}\n").as_bytes());

    let says = |items: &[(&str, usize)]| -> Vec<(String, usize)> {
        items.iter().map(|&(s, n)| (s.to_string(), n)).collect()
    };
    let mut table = vec![
        Case {
            name: "binary file",
            path: "binary.dat",
            says: says(&[("binary.dat: binary file, skipped", 1)]),
            code: 2,
        },
        Case {
            name: "NUL byte in the first line",
            path: "nul-early.txt",
            says: says(&[("nul-early.txt: binary file, skipped", 1)]),
            code: 2,
        },
        Case {
            name: "NUL byte past the first 8 KiB",
            path: "nul-late.txt",
            says: says(&[("nul-late.txt:201:11: bad character '\\0'", 1)]),
            code: 2,
        },
        Case {
            name: "invalid UTF-8",
            path: "latin1.txt",
            says: says(&[("latin1.txt:1:32: bad character", 1)]),
            code: 2,
        },
        Case {
            name: "a 50 MB line",
            path: "long-line.txt",
            says: says(&[("long-line.txt:1: line is longer than 1048576 bytes", 1)]),
            code: 2,
        },
        Case {
            name: "deeply nested JSON",
            path: "deep.json",
            says: says(&[("deep.json:1:", 1), ("bad JSON", 0)]),
            code: 2,
        },
        Case {
            name: "huge number in JSON",
            path: "huge.json",
            says: says(&[
                ("huge.json:1:3: bad JSON: r1c1: ", 1),
                ("is not a digit", 0),
            ]),
            code: 2,
        },
        Case {
            name: "huge line of digits",
            path: "huge.txt",
            says: says(&[("huge.txt:1:", 1)]),
            code: 2,
        },
        Case {
            name: "negative number",
            path: "negative.json",
            says: says(&[("negative.json:1:3: bad JSON: r1c1: -5 is not a digit", 1)]),
            code: 2,
        },
        Case {
            name: "ragged grid",
            path: "ragged.txt",
            says: says(&[("ragged.txt:2:4: row 2 has 2 cells, expected 4", 1)]),
            code: 2,
        },
        Case {
            name: "sizes with no box shape",
            path: "no-box.txt",
            says: says(&[
                (
                    "no-box.txt:1:26: 25 cells make a 5×5 grid, which has no box shape",
                    1,
                ),
                (
                    "no-box.txt:2:50: 49 cells make a 7×7 grid, which has no box shape",
                    1,
                ),
            ]),
            code: 2,
        },
        Case {
            name: "missing file",
            path: "missing.txt",
            says: says(&[("missing.txt: ", 1)]),
            code: 2,
        },
        Case {
            name: "directory of other files",
            path: "folder",
            says: says(&[
                ("picture.png: binary file, skipped", 1),
                ("notes.md:2:", 1),
                ("data.json:1:1: JSON value is not a grid", 1),
            ]),
            code: 2,
        },
    ];
    if cfg!(unix) {
        table.push(if reads_anything(dir) {
            // Root reads a file whatever its permissions: then it is an ordinary file, read as
            // one (the unreadable case is `/proc/self/mem` below).
            Case {
                name: "permissions 000, read by root",
                path: "unreadable.txt",
                says: Vec::new(),
                code: 0,
            }
        } else {
            Case {
                name: "unreadable file",
                path: "unreadable.txt",
                says: says(&[("unreadable.txt: ", 1), ("ermission denied", 0)]),
                code: 2,
            }
        });
    }
    if cfg!(target_os = "linux") {
        // A file that opens but cannot be read, whoever reads it: the kernel answers EIO.
        table.push(Case {
            name: "read error",
            path: "/proc/self/mem",
            says: says(&[("/proc/self/mem: ", 1)]),
            code: 2,
        });
    }
    table
}

/// Runs `command good-1.txt PATH good-2.txt` in `dir`.
fn run(dir: &Path, command: &[&str], path: &str) -> (Option<i32>, String, String, Duration) {
    let start = Instant::now();
    let out = sudoku()
        .current_dir(dir)
        .args(command)
        .args(["good-1.txt", path, "good-2.txt"])
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        start.elapsed(),
    )
}

#[test]
fn every_command_reports_every_hostile_input_and_goes_on_in_order() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("good-1.txt"), format!("{GOOD_1}\n")).unwrap();
    std::fs::write(dir.path().join("good-2.txt"), format!("{GOOD_2}\n")).unwrap();
    let table = cases(dir.path());
    let mut failures = Vec::new();
    for case in &table {
        for command in COMMANDS {
            let (code, out, err, took) = run(dir.path(), command, case.path);
            let what = format!("{} / {}", command.join(" "), case.name);
            if code != Some(case.code) {
                failures.push(format!(
                    "{what}: exit {code:?}, expected {}: {err}",
                    case.code
                ));
            }
            if err.contains("panicked") {
                failures.push(format!("{what}: panicked: {err}"));
            }
            for (text, times) in &case.says {
                let n = err.matches(text.as_str()).count();
                if (*times == 0 && n == 0) || (*times > 0 && n != *times) {
                    failures.push(format!("{what}: stderr says {text:?} {n} times: {err}"));
                }
            }
            // The good files' records are there, in order.
            match (out.find("good-1.txt"), out.find("good-2.txt")) {
                (Some(a), Some(b)) if a < b => {}
                _ => failures.push(format!("{what}: the good records are missing: {out}")),
            }
            if took > Duration::from_secs(20) {
                failures.push(format!("{what}: took {took:?}"));
            }
        }
    }
    set_mode(&dir.path().join("unreadable.txt"), 0o644);
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// The peak memory of `sudoku args` in KiB, from GNU time, when it is installed.
fn peak_kib(dir: &Path, args: &[&str]) -> Option<u64> {
    let time = PathBuf::from("/usr/bin/time");
    if !time.exists() {
        return None;
    }
    let out = Command::new(time)
        .current_dir(dir)
        .args(["-f", "peak %M"])
        .arg(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .env("LC_ALL", "C")
        .output()
        .expect("time runs");
    let err = String::from_utf8_lossy(&out.stderr);
    err.lines()
        .find_map(|l| l.strip_prefix("peak ")?.trim().parse().ok())
}

#[test]
fn a_50_mb_line_is_read_in_bounded_memory_and_time() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut long = vec![b'.'; 50 << 20];
    long.push(b'\n');
    long.extend_from_slice(format!("{GOOD_1}\n").as_bytes());
    std::fs::write(dir.path().join("long.txt"), &long).unwrap();
    drop(long);
    let start = Instant::now();
    let out = sudoku()
        .current_dir(dir.path())
        .args(["solve", "long.txt"])
        .output()
        .expect("the binary runs");
    let took = start.elapsed();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("long.txt:1: line is longer than 1048576 bytes"),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("invalid: line is longer than 1048576 bytes\n483921657967345821251876493548132976729564138136798245372689514814253769695417382\n"));
    assert!(took < Duration::from_secs(20), "{took:?}");
    // The line is skipped, not held: peak memory stays far below its 50 MB.
    if let Some(kib) = peak_kib(dir.path(), &["solve", "long.txt"]) {
        assert!(kib < 40 << 10, "peak memory {kib} KiB");
    }
}
