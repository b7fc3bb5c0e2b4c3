//! Kill-safe output (issue 16): a batch killed with SIGKILL at any moment leaves standard
//! output holding whole records only, the first ones of the input, in order. Each case runs
//! the command once to its end for the expected output, then starts it again and again and
//! kills it at seeded random moments, writing to a pipe (read as it comes) or to a file, and
//! checks that what was written is the expected output cut at a record's end.
//!
//! One cut is allowed inside a record, in a file only: Linux copies a write to a regular file
//! page by page and stops between two pages when SIGKILL arrives, so a write that crosses a
//! 4096-byte page boundary can be cut there (about 2% of random kills of an output-bound run
//! land so). A pipe write of at most `PIPE_BUF` bytes is never cut. `--output FILE` is the
//! way to a file that is never cut (tests/cli_output.rs).

#![cfg(unix)]

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// A 9×9 puzzle with one solution.
const BASE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// The command, with its messages in English whatever the machine's locale.
fn sudoku() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sudoku"));
    cmd.env("LC_ALL", "C");
    cmd
}

/// A small seeded generator (xorshift64*), so that the kill moments are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `count` different puzzles, one per line: [`BASE`] with its digits relabelled.
fn puzzles(count: usize) -> String {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut text = String::with_capacity(count * 82);
    for _ in 0..count {
        let mut digits: Vec<char> = "123456789".chars().collect();
        for i in (1..digits.len()).rev() {
            digits.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for c in BASE.chars() {
            text.push(match c.to_digit(10) {
                Some(d) => digits[d as usize - 1],
                None => c,
            });
        }
        text.push('\n');
    }
    text
}

/// A temporary directory holding `input.txt`.
fn input_file(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("input.txt");
    std::fs::write(&path, text).expect("write the input");
    (dir, path)
}

/// Where the killed command writes.
#[derive(Clone, Copy, Debug)]
enum Dest {
    Pipe,
    File,
}

/// Starts `sudoku args` writing to `dest`; with a pipe, a thread reads it as it comes and
/// counts the bytes read so far.
fn start(
    args: &[&str],
    dest: Dest,
    file: &Path,
) -> (Child, Option<thread::JoinHandle<Vec<u8>>>, Arc<AtomicUsize>) {
    let stdout = match dest {
        Dest::Pipe => Stdio::piped(),
        Dest::File => Stdio::from(File::create(file).expect("create the output file")),
    };
    let mut child = sudoku()
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let read = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&read);
    let reader = child.stdout.take().map(|mut out| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let mut buf = [0u8; 1 << 16];
            while let Ok(n @ 1..) = out.read(&mut buf) {
                bytes.extend_from_slice(&buf[..n]);
                counter.store(bytes.len(), Ordering::Relaxed);
            }
            bytes
        })
    });
    (child, reader, read)
}

/// Waits (at most 30 s, however loaded the machine) until the child has written something,
/// so that a kill lands in the middle of the output rather than before it.
fn wait_for_output(dest: Dest, file: &Path, read: &AtomicUsize) {
    let begun = || match dest {
        Dest::Pipe => read.load(Ordering::Relaxed) > 0,
        Dest::File => std::fs::metadata(file).is_ok_and(|m| m.len() > 0),
    };
    let start = std::time::Instant::now();
    while !begun() && start.elapsed() < Duration::from_secs(30) {
        thread::sleep(Duration::from_millis(5));
    }
}

/// Runs `args` to the end and returns its standard output and how many milliseconds it took
/// (the kills land within that time).
fn full_output(args: &[&str]) -> (Vec<u8>, u64) {
    let start = std::time::Instant::now();
    let out = sudoku().args(args).output().expect("the binary runs");
    let ms = start.elapsed().as_millis() as u64;
    assert!(out.status.code().is_some(), "{:?}", out.status);
    assert!(!out.stdout.is_empty());
    (out.stdout, ms)
}

/// Kills `args` at `kills` seeded moments within the first 80% of `full_ms` (how long a
/// whole run takes; after a run that ended before its moment, within half that moment),
/// alternating pipe and file, and
/// checks every time that the output is `expected` cut at one of `ends`. Returns how many
/// runs were really killed before their end.
fn kill_at_random_moments(
    args: &[&str],
    expected: &[u8],
    ends: &[usize],
    kills: usize,
    full_ms: u64,
    seed: u64,
) -> usize {
    let mut max_ms = (full_ms * 4 / 5).max(10);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut rng = Rng(seed);
    let mut killed = 0;
    for i in 0..kills {
        let dest = if i % 2 == 0 { Dest::Pipe } else { Dest::File };
        let file = dir.path().join(format!("out-{i}"));
        let wait = Duration::from_millis(2 + rng.below(max_ms));
        let (mut child, reader, _) = start(args, dest, &file);
        thread::sleep(wait);
        let ran_to_end = matches!(child.try_wait(), Ok(Some(_)));
        child.kill().expect("SIGKILL");
        child.wait().expect("the child ends");
        killed += usize::from(!ran_to_end);
        if ran_to_end {
            // The full run was timed on a busier machine than this one: aim earlier, so
            // that the load of the moment does not decide whether runs are killed at all.
            max_ms = (wait.as_millis() as u64 / 2).max(10);
        }
        let got = match reader {
            Some(r) => r.join().expect("the reader ends"),
            None => std::fs::read(&file).expect("read the output file"),
        };
        assert!(
            expected.starts_with(&got),
            "{args:?} killed after {wait:?} ({dest:?}): the output is not the start of the \
             full output ({} of {} bytes)",
            got.len(),
            expected.len()
        );
        assert!(
            got.is_empty() || ends.binary_search(&got.len()).is_ok() || page_cut(dest, got.len()),
            "{args:?} killed after {wait:?} ({dest:?}): the output ends inside a record, at \
             byte {} of {}: {:?}",
            got.len(),
            expected.len(),
            String::from_utf8_lossy(&got[got.len().saturating_sub(120)..])
        );
    }
    killed
}

/// Whether a file's output of `len` bytes may end inside a record: the kernel cut a write at
/// a page boundary (see the module's comment).
fn page_cut(dest: Dest, len: usize) -> bool {
    matches!(dest, Dest::File) && len.is_multiple_of(4096)
}

/// Where each line of `text` ends (one record per line).
fn line_ends(text: &[u8]) -> Vec<usize> {
    text.iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(|(i, _)| i + 1)
        .collect()
}

/// Where each record of a multi-line layout ends: before each blank line, and at the end.
fn block_ends(text: &[u8]) -> Vec<usize> {
    let mut ends: Vec<usize> = text
        .windows(2)
        .enumerate()
        .filter(|&(_, w)| w == b"\n\n")
        .map(|(i, _)| i + 1)
        .collect();
    ends.push(text.len());
    ends
}

#[test]
fn a_killed_batch_leaves_whole_lines_in_input_order() {
    let (_dir, input) = input_file(&puzzles(200_000));
    let input = input.to_str().expect("a UTF-8 path");
    for threads in ["1", "2"] {
        let args = ["solve", "--threads", threads, input];
        let (expected, ms) = full_output(&args);
        assert_eq!(expected.len(), 200_000 * 82);
        let ends = line_ends(&expected);
        let killed =
            kill_at_random_moments(&args, &expected, &ends, 12, ms, 7 + threads.len() as u64);
        assert!(
            killed >= 6,
            "only {killed} of 12 runs were killed before their end"
        );
    }
}

#[test]
fn a_killed_batch_of_grids_leaves_whole_grids() {
    let (_dir, input) = input_file(&puzzles(40_000));
    let input = input.to_str().expect("a UTF-8 path");
    let args = ["solve", "--format", "grid", input];
    let (expected, ms) = full_output(&args);
    let ends = block_ends(&expected);
    assert_eq!(ends.len(), 40_000);
    let killed = kill_at_random_moments(&args, &expected, &ends, 10, ms, 11);
    assert!(
        killed >= 5,
        "only {killed} of 10 runs were killed before their end"
    );
}

#[test]
fn a_killed_stream_of_solutions_leaves_whole_lines() {
    // `solve --all` with a limit too large to count first: the solutions of an empty grid are
    // written as they are found, in whole lines, until the kill.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("empty.txt");
    std::fs::write(&input, format!("{}\n", ".".repeat(81))).expect("write the input");
    let input = input.to_str().expect("a UTF-8 path");
    let args = ["solve", "--all", "--limit", "100000000", input];
    let mut rng = Rng(3);
    for i in 0..8 {
        let dest = if i % 2 == 0 { Dest::Pipe } else { Dest::File };
        let file = dir.path().join(format!("out-{i}"));
        let (mut child, reader, read) = start(&args, dest, &file);
        wait_for_output(dest, &file, &read);
        thread::sleep(Duration::from_millis(rng.below(300)));
        child.kill().expect("SIGKILL");
        child.wait().expect("the child ends");
        let got = match reader {
            Some(r) => r.join().expect("the reader ends"),
            None => std::fs::read(&file).expect("read the output file"),
        };
        let mut text = String::from_utf8(got).expect("UTF-8");
        if !text.ends_with('\n') && page_cut(dest, text.len()) {
            let whole = text.rfind('\n').map_or(0, |i| i + 1);
            text.truncate(whole);
        }
        assert!(text.ends_with('\n'), "{dest:?}: cut inside a line");
        let mut lines = text.lines();
        let head = lines.next().expect("the count line comes first");
        assert!(
            head.starts_with(&format!("# {input}:1: up to 100000000 solutions")),
            "{head}"
        );
        let mut n = 0;
        for line in lines {
            assert_eq!(line.len(), 81, "{dest:?}: a cut solution: {line}");
            assert!(line.bytes().all(|b| (b'1'..=b'9').contains(&b)), "{line}");
            n += 1;
        }
        assert!(n > 0, "{dest:?}: no solution written before the kill");
    }
}
