//! Canonical forms per second on one thread, over the 9×9 puzzles of a file.
//!
//! ```text
//! cargo run --release -p sudoku-engine --example canon_bench -- FILE [ROUNDS]
//! ```
//!
//! Reads one puzzle per line (lines that do not parse as 9×9 puzzles are skipped), then times
//! `Canonicalizer::form` over the whole set `ROUNDS` times (default 3) and prints the best
//! round's rate and the number of distinct forms (classes).

use std::collections::HashSet;
use std::time::{Duration, Instant};

use sudoku_engine::canon::Canonicalizer;
use sudoku_engine::{format, Grid, Shape};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: canon_bench FILE [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let puzzles: Vec<Grid> = text
        .lines()
        .filter_map(|l| format::parse_str(l).ok())
        .filter(|g| g.shape() == Shape::NINE)
        .collect();
    if puzzles.is_empty() {
        eprintln!("{path}: no 9×9 puzzles");
        std::process::exit(2);
    }
    let mut canon = Canonicalizer::new();
    let mut best = Duration::MAX;
    let mut classes = HashSet::new();
    for round in 0..rounds.max(1) {
        let start = Instant::now();
        for p in &puzzles {
            let form = canon.form(p).expect("9×9");
            std::hint::black_box(form);
        }
        best = best.min(start.elapsed());
        if round == 0 {
            for p in &puzzles {
                classes.insert(canon.form(p).expect("9×9"));
            }
        }
    }
    let secs = best.as_secs_f64();
    println!(
        "{path}: {} puzzles, {} classes, best of {rounds}: {:.3} s, {:.0} forms/s, {:.2} µs/form",
        puzzles.len(),
        classes.len(),
        secs,
        puzzles.len() as f64 / secs,
        secs * 1e6 / puzzles.len() as f64,
    );
}
