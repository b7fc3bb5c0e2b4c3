//! Times the variant engine over puzzles, one per line (any form `sudoku` reads as one line: a
//! link, our JSON, f-puzzles JSON, an ISS constraint string), or the tab-separated export of
//! `tools/iss/export.mjs` (collection, name, puzzle, solution): `cargo run --profile ci -p
//! sudoku-engine --example variant_file -- [--limit N] [--secs S] FILE...`
//!
//! Prints one row per puzzle: its name, milliseconds to find up to `limit` solutions (2 by
//! default: a uniqueness proof), the solutions found, guesses and failed nodes, and whether
//! the solution agrees with the stored one when the export carries it.

use std::time::{Duration, Instant};

use sudoku_engine::variant::read_record;
use sudoku_engine::{Budget, Visitor};

struct Keep {
    first: Option<Vec<u8>>,
}

impl Visitor for Keep {
    fn visit(&mut self, values: &[u8]) -> bool {
        if self.first.is_none() {
            self.first = Some(values.to_vec());
        }
        true
    }
}

fn main() {
    let mut limit = 2u64;
    let mut secs = 60.0f64;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--limit" => limit = args.next().and_then(|s| s.parse().ok()).unwrap_or(2),
            "--secs" => secs = args.next().and_then(|s| s.parse().ok()).unwrap_or(60.0),
            _ => files.push(a),
        }
    }
    let mut total = Duration::ZERO;
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                continue;
            }
        };
        for (i, line) in text.lines().enumerate() {
            let fields: Vec<&str> = line.split('\t').collect();
            let (name, puzzle, solution) = match fields.as_slice() {
                [_, name, puzzle, solution, ..] => (name.to_string(), *puzzle, Some(*solution)),
                _ => (format!("{file}:{}", i + 1), line, None),
            };
            let p = match read_record(puzzle) {
                Some(Ok(p)) => p,
                Some(Err(e)) => {
                    println!("{name}\terror: {e}");
                    continue;
                }
                None => continue,
            };
            let budget = Budget::unlimited().with_timeout(Duration::from_secs_f64(secs));
            let mut keep = Keep { first: None };
            let start = Instant::now();
            let (stats, r) = p.search_measured(limit, &mut keep, &budget);
            let took = start.elapsed();
            total += took;
            let agrees = match (solution, &keep.first) {
                (Some(s), Some(v)) if !s.is_empty() => {
                    // ISS writes grids over 9×9 with letters from A for 1.
                    let letters = s.bytes().all(|b| b.is_ascii_alphabetic());
                    let ours: String = v
                        .iter()
                        .map(|&d| match letters {
                            true => char::from(b'A' + d - 1),
                            false => char::from_digit(d as u32, 36).unwrap_or('?'),
                        })
                        .collect();
                    if ours.eq_ignore_ascii_case(s) || s.len() != ours.len() {
                        ""
                    } else {
                        "\tDIFFERS"
                    }
                }
                _ => "",
            };
            let end = if r.is_err() { "\tTIMEOUT" } else { "" };
            println!(
                "{name}\t{:.1} ms\tsolutions {}\tguesses {}\tfails {}{agrees}{end}",
                took.as_secs_f64() * 1e3,
                stats.solutions,
                stats.guesses,
                stats.backtracks
            );
        }
    }
    eprintln!("total {:.1} ms", total.as_secs_f64() * 1e3);
}
