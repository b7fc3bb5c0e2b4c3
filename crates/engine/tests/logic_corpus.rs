//! The rater's results on a fixed corpus must not change by accident: `data/rated.tsv` holds,
//! for 350 puzzles of every level (easy kaggle puzzles, 17-clue puzzles, top1465 and both
//! forum-hardest lists), the level, score, SE rating, hardest technique, number of steps, and
//! a digest of the whole solving path (every step's technique, placements, eliminations and
//! English text). Speed work on the logic engine keeps every line; a change made on purpose
//! (toward HoDoKu's step order, say) rewrites the file with
//! `SUDOKU_BLESS=1 cargo test --profile ci -p sudoku-engine --test engine logic_corpus::` and shows the
//! difference in review.

use std::fmt::Write as _;

use sudoku_engine::format;
use sudoku_engine::logic::{self, CandidateGrid};

const CORPUS: &str = include_str!("data/rated.tsv");
const CORPUS_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/rated.tsv");

/// The test data files the corpus is drawn from, and which of their lines it takes.
const SOURCES: &[(&str, &str, usize, usize)] = &[
    ("kaggle.txt", include_str!("data/kaggle.txt"), 10, 50),
    ("17-clue.txt", include_str!("data/17-clue.txt"), 4, 50),
    ("top1465.txt", include_str!("data/top1465.txt"), 9, 150),
    (
        "forum-hardest-1905.txt",
        include_str!("data/forum-hardest-1905.txt"),
        3,
        50,
    ),
    (
        "forum-hardest-1106.txt",
        include_str!("data/forum-hardest-1106.txt"),
        7,
        50,
    ),
];

/// 64-bit FNV-1a: a digest that is the same on every machine and in every Rust version.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// One corpus line: the puzzle, then its rating and the digest of its solving path.
fn rate_line(puzzle: &str) -> String {
    let grid = format::parse_str(puzzle).expect("corpus puzzles parse");
    let mut cands = CandidateGrid::from_grid(&grid).expect("corpus puzzles have no conflict");
    let explanation = logic::solve_steps(&mut cands).expect("corpus puzzles have one solution");
    let rating = explanation.rating();
    let mut path = String::new();
    for s in &explanation.steps {
        let _ = writeln!(
            path,
            "{}|{:?}|{:?}|{}",
            s.technique, s.placements, s.eliminations, s.text
        );
    }
    format!(
        "{puzzle}\t{}\t{}\t{:.1}\t{}\t{}\t{:016x}",
        rating.level.name(),
        rating.score,
        rating.se_rounded(),
        rating.hardest.map_or("-", |t| t.name()),
        rating.steps,
        fnv1a(&path)
    )
}

/// The corpus puzzles: every `step`-th line of each source, up to `take` of them.
fn corpus_puzzles() -> Vec<&'static str> {
    let mut out = Vec::new();
    for &(_, text, step, take) in SOURCES {
        out.extend(
            text.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .step_by(step)
                .take(take),
        );
    }
    out
}

#[test]
fn the_corpus_is_rated_as_recorded() {
    let puzzles = corpus_puzzles();
    assert_eq!(puzzles.len(), 350, "the corpus takes 350 puzzles");
    let lines: Vec<String> = puzzles.iter().map(|p| rate_line(p)).collect();
    if std::env::var_os("SUDOKU_BLESS").is_some() {
        std::fs::write(CORPUS_PATH, lines.join("\n") + "\n").expect("the corpus file is writable");
        return;
    }
    let expected: Vec<&str> = CORPUS.lines().collect();
    assert_eq!(
        expected.len(),
        lines.len(),
        "rated.tsv holds one line per puzzle"
    );
    let differ: Vec<String> = expected
        .iter()
        .zip(&lines)
        .filter(|(e, g)| **e != g.as_str())
        .map(|(e, g)| format!("expected {e}\n     got {g}"))
        .collect();
    assert!(
        differ.is_empty(),
        "{} of {} puzzles rate differently:\n{}",
        differ.len(),
        lines.len(),
        differ
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_corpus_covers_every_level() {
    let mut levels: Vec<&str> = CORPUS
        .lines()
        .filter_map(|l| l.split('\t').nth(1))
        .collect();
    levels.sort_unstable();
    levels.dedup();
    assert_eq!(levels, ["easy", "extreme", "hard", "medium", "unfair"]);
}
