//! Criterion benches for the 9×9 solver's inner loops: solving (unique and first modes) and
//! counting, on both compiled copies (run-time detected and portable).
//!
//! Puzzles come from the public benchmark sets (the folder named by `SUDOKU_PUZZLES_DIR`, else
//! `../shared/puzzles/` beside the repository),
//! the first 200 of each file; without that folder only the built-in puzzles are timed.
//! Whole-file throughput tables live in `docs/BENCHMARKS.md` (made with `sudoku bench` and the
//! `solve_file` example), not here.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_engine::{format, Backend, Grid, KeepFirst, Shape, Solver};

/// The folder of the public sets: `SUDOKU_PUZZLES_DIR`, or `../shared/puzzles/` beside the
/// repository, where our machines keep them.
fn puzzles_dir() -> String {
    std::env::var("SUDOKU_PUZZLES_DIR")
        .map(|d| format!("{}/", d.trim_end_matches('/')))
        .unwrap_or_else(|_| {
            concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/puzzles/").to_string()
        })
}
const FILES: [&str; 6] = [
    "kaggle-sample.txt",
    "17-clue.txt",
    "top1465.txt",
    "forum-hardest-1905.txt",
    "forum-hardest-1106.txt",
    "serg-benchmark.txt",
];

fn load(name: &str) -> Option<Vec<Grid>> {
    let text = std::fs::read_to_string(format!("{}{name}", puzzles_dir())).ok()?;
    let grids = text
        .lines()
        .take(200)
        .filter_map(|line| {
            let values: Vec<u8> = line
                .bytes()
                .take(81)
                .map(|c| if c.is_ascii_digit() { c - b'0' } else { 0 })
                .collect();
            Grid::from_values(Shape::NINE, &values).ok()
        })
        .collect();
    Some(grids)
}

fn solve(c: &mut Criterion) {
    for name in FILES {
        let Some(puzzles) = load(name) else {
            eprintln!("{}{name} not found: skipping its bench", puzzles_dir());
            continue;
        };
        let mut group = c.benchmark_group(name.trim_end_matches(".txt"));
        group.sample_size(10);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        for (mode, limit) in [("unique", 2), ("first", 1)] {
            for (path, backend) in [("auto", Backend::Auto), ("portable", Backend::Portable)] {
                let solver = Solver::new().backend(backend);
                group.bench_function(BenchmarkId::new(mode, path), |b| {
                    b.iter(|| {
                        // The first solution is kept, as `solve` keeps it.
                        let mut first = [0u8; 81];
                        for p in &puzzles {
                            let mut keep = KeepFirst::new(&mut first);
                            black_box(solver.search(black_box(p), limit, &mut keep));
                        }
                    })
                });
            }
        }
        group.finish();
    }
}

fn count(c: &mut Criterion) {
    // The first row given: counting 100,000 solutions records none of them.
    let puzzle = format::parse_str(
        "123456789........................................................................",
    )
    .expect("bench puzzle parses");
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    group.throughput(Throughput::Elements(100_000));
    for (path, backend) in [("auto", Backend::Auto), ("portable", Backend::Portable)] {
        let solver = Solver::new().backend(backend);
        group.bench_function(BenchmarkId::new("100k-solutions", path), |b| {
            b.iter(|| black_box(solver.count(black_box(&puzzle), 100_000)))
        });
    }
    group.finish();
}

criterion_group!(benches, solve, count);
criterion_main!(benches);
