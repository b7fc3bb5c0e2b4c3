//! Times the engine over a puzzle file: `cargo run --release -p sudoku-engine --example
//! solve_file -- [--first] [--count] [--backend auto|avx512|avx2|portable|general] [--reps N]
//! [--budget SECS] [--print] FILE...`
//!
//! Prints one table row per file (puzzles/s, µs per puzzle, % solved without guessing,
//! guesses per puzzle), timing the engine alone (the file is read and parsed first). With
//! `--budget SECS` every search runs under a time limit of that many seconds (checked at
//! each guess), to measure what polling a budget costs. With `--count` the searches only count
//! their solutions (as `sudoku count` does), which lets them choose cheaper guesses. With
//! `--print` it writes each solution line to stdout instead (for checking against a peer).

use std::io::Write;
use std::time::{Duration, Instant};

use sudoku_engine::{Backend, Budget, CountVisitor, FirstVisitor, Grid, KeepFirst, Shape, Solver};

fn parse_line(line: &str) -> Option<Grid> {
    let bytes = line.as_bytes();
    if bytes.len() < 81 {
        return None;
    }
    let values: Vec<u8> = bytes[..81]
        .iter()
        .map(|&c| if c.is_ascii_digit() { c - b'0' } else { 0 })
        .collect();
    Grid::from_values(Shape::NINE, &values).ok()
}

fn main() {
    let mut limit = 2;
    let mut backend = Backend::Auto;
    let mut reps = 1;
    let mut print = false;
    let mut count = false;
    let mut budget = None;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--first" => limit = 1,
            "--print" => print = true,
            "--count" => count = true,
            "--reps" => reps = args.next().and_then(|r| r.parse().ok()).expect("--reps N"),
            "--budget" => {
                let secs: f64 = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("--budget SECS");
                budget = Some(Budget::unlimited().with_timeout(Duration::from_secs_f64(secs)));
            }
            "--backend" => {
                backend = match args.next().as_deref() {
                    Some("auto") => Backend::Auto,
                    Some("portable") => Backend::Portable,
                    Some("avx2") => Backend::Avx2,
                    Some("avx512") => Backend::Avx512,
                    Some("general") => Backend::General,
                    Some("reference") => Backend::Reference,
                    other => panic!("unknown backend {other:?}"),
                }
            }
            _ => files.push(a),
        }
    }
    let solver = Solver::new().backend(backend);
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable puzzle file");
        let puzzles: Vec<Grid> = text.lines().filter_map(parse_line).collect();
        if print {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            for p in &puzzles {
                let mut v = FirstVisitor::default();
                solver.search(p, limit, &mut v);
                let line: String = match v.first {
                    Some(s) => s.iter().map(|&d| char::from(b'0' + d)).collect(),
                    None => "none".into(),
                };
                writeln!(out, "{line}").expect("stdout");
            }
            continue;
        }
        let (mut guesses, mut no_guess, mut solved) = (0u64, 0u64, 0u64);
        // Each first solution is kept as `sudoku solve` keeps it: no allocation per puzzle.
        let mut first = [0u8; 81];
        let start = Instant::now();
        for _ in 0..reps {
            for p in &puzzles {
                let mut v = KeepFirst::new(&mut first);
                let stats = match &budget {
                    None if count => solver.search(p, limit, &mut CountVisitor),
                    None => solver.search(p, limit, &mut v),
                    Some(b) => solver
                        .within(b)
                        .search(p, limit, &mut v)
                        .expect("the time limit is long enough for the file"),
                };
                guesses += stats.guesses;
                no_guess += u64::from(stats.guesses == 0);
                solved += u64::from(stats.solutions > 0);
            }
        }
        let secs = start.elapsed().as_secs_f64();
        let n = (puzzles.len() * reps) as f64;
        println!(
            "{:<28} {:>10.0} puzzles/s {:>8.2} us/puzzle {:>6.1}% no guess {:>8.2} guesses/puzzle ({} solved of {})",
            file.rsplit('/').next().unwrap_or(&file),
            n / secs,
            secs * 1e6 / n,
            100.0 * no_guess as f64 / n,
            guesses as f64 / n,
            solved,
            n
        );
    }
}
