//! Rates every puzzle of a file on one thread and prints, per puzzle, the level, score, SE
//! rating, number of steps and a digest of the solving path (every step's technique,
//! placements, eliminations and text); the time and puzzles per second go to stderr. Two runs
//! of this over the same file before and after a change to the logic engine show that no
//! result moved, and how much faster it got:
//!
//! `cargo run --release -p sudoku-engine --example rate_file -- PUZZLES.txt`

use std::fmt::Write as _;
use std::time::Instant;

use sudoku_engine::format;
use sudoku_engine::logic::{self, CandidateGrid};

fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: rate_file PUZZLES.txt");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    let mut n = 0u32;
    let mut out = String::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let Ok(grid) = format::parse_str(line) else {
            let _ = writeln!(out, "unreadable");
            continue;
        };
        let Ok(mut cands) = CandidateGrid::from_grid(&grid) else {
            let _ = writeln!(out, "conflict");
            continue;
        };
        match logic::solve_steps(&mut cands) {
            Ok(e) => {
                let r = e.rating();
                let mut steps = String::new();
                for s in &e.steps {
                    let _ = writeln!(
                        steps,
                        "{}|{:?}|{:?}|{}",
                        s.technique, s.placements, s.eliminations, s.text
                    );
                }
                let _ = writeln!(
                    out,
                    "{} {} {:.1} {} {:016x}",
                    r.level.name(),
                    r.score,
                    r.se_rounded(),
                    r.steps,
                    fnv1a(&steps)
                );
            }
            Err(e) => {
                let _ = writeln!(out, "error {e}");
            }
        }
        n += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    print!("{out}");
    eprintln!(
        "{n} puzzles in {secs:.3} s: {:.1} puzzles/s",
        f64::from(n) / secs
    );
}
