//! Agreement with HoDoKu (hodoku-py 0.2.1, default settings, run as an external program).
//!
//! - `tools/hodoku/levels.tsv` holds hodoku-py's level and score for 400 puzzles of every level
//!   (see `tools/hodoku/oracle.py`); our level must agree on at least 99% of them.
//! - `tools/hodoku/fresh.tsv` is the fresh set of issue 14 ("Fidelity"): 800 puzzles (our
//!   generator at every level, random 17-clue puzzles, QQWing puzzles; `tools/hodoku/fresh.py`
//!   made and rated them) that the rater's step order was then fitted on. Our level must agree
//!   on at least 99% and our score be exactly HoDoKu's on at least 95% (reached: 799 and 763).
//! - `tools/hodoku/holdout.tsv`: 800 more made the same way with another seed after the
//!   fitting, never used for it: at least 99% and 90%, the targets (reached: 798 and
//!   752).

use sudoku_engine::logic::{rate, Level};

const ORACLE: &str = include_str!("../../../tools/hodoku/levels.tsv");
const FRESH: &str = include_str!("../../../tools/hodoku/fresh.tsv");
const HOLDOUT: &str = include_str!("../../../tools/hodoku/holdout.tsv");

#[test]
fn levels_agree_with_hodoku() {
    let mut matrix = [[0usize; 5]; 5];
    let mut total = 0;
    let mut agree = 0;
    for line in ORACLE.lines() {
        let mut parts = line.split('\t');
        let (Some(p), Some(level)) = (parts.next(), parts.next()) else {
            continue;
        };
        let Ok(theirs) = level.parse::<Level>() else {
            continue;
        };
        let puzzle = sudoku_engine::format::parse_str(p).expect("oracle puzzles parse");
        let ours = rate(&puzzle)
            .expect("oracle puzzles have one solution")
            .level;
        matrix[theirs as usize][ours as usize] += 1;
        total += 1;
        agree += usize::from(theirs == ours);
    }
    let table: Vec<String> = Level::ALL
        .iter()
        .map(|l| format!("{:>8} {:?}", l.name(), matrix[*l as usize]))
        .collect();
    assert_eq!(total, 400, "the oracle file should hold 400 rated puzzles");
    assert!(
        agree * 100 >= total * 99,
        "levels agree on {agree}/{total}; rows HoDoKu, columns ours:\n{}",
        table.join("\n")
    );
}

/// The set the rater's step order was fitted on (see `tools/hodoku/fresh.py`).
#[test]
fn fresh_set_gives_hodokus_level_and_exact_score() {
    check_agreement("fresh.tsv", FRESH, 99, 95);
}

/// A second set made the same way with another seed (`fresh.py make 2611`) after the fitting
/// was done, never looked at while fitting: the targets, 99% and 90%, hold on it too.
#[test]
fn held_out_set_gives_hodokus_level_and_exact_score() {
    check_agreement("holdout.tsv", HOLDOUT, 99, 90);
}

/// Rates the 800 puzzles of `text` (`source, puzzle, level, score` rows) and requires our level
/// on at least `level_pct`% of them and HoDoKu's exact score on at least `score_pct`%.
fn check_agreement(name: &str, text: &str, level_pct: usize, score_pct: usize) {
    // Per source: puzzles, same level, same score.
    let mut per_source: Vec<(&str, [usize; 3])> = Vec::new();
    let mut misses = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let [source, p, level, score] = f[..] else {
            panic!("{name} lines have four fields: {line}");
        };
        let theirs: Level = level.parse().expect("oracle levels parse");
        let score: u32 = score.parse().expect("oracle scores parse");
        let puzzle = sudoku_engine::format::parse_str(p).expect("oracle puzzles parse");
        let ours = rate(&puzzle).expect("oracle puzzles have one solution");
        let i = match per_source.iter().position(|(s, _)| *s == source) {
            Some(i) => i,
            None => {
                per_source.push((source, [0; 3]));
                per_source.len() - 1
            }
        };
        let counts = &mut per_source[i].1;
        counts[0] += 1;
        counts[1] += usize::from(ours.level == theirs);
        counts[2] += usize::from(ours.score == score);
        if ours.score != score {
            misses.push(format!(
                "{p} HoDoKu {level} {score}, ours {} {}",
                ours.level.name(),
                ours.score
            ));
        }
    }
    let total: [usize; 3] = std::array::from_fn(|k| per_source.iter().map(|(_, c)| c[k]).sum());
    let table: Vec<String> = per_source
        .iter()
        .map(|(s, c)| format!("{s:>12}: {} puzzles, level {}, score {}", c[0], c[1], c[2]))
        .collect();
    let report = format!("{}\nscore misses:\n{}", table.join("\n"), misses.join("\n"));
    assert_eq!(total[0], 800, "{name} holds 800 rated puzzles");
    assert_eq!(
        per_source.len(),
        7,
        "five generator levels, 17-clue and QQWing in {name}:\n{report}"
    );
    assert!(
        total[1] * 100 >= total[0] * level_pct,
        "levels agree on {}/800 of {name}:\n{report}",
        total[1]
    );
    assert!(
        total[2] * 100 >= total[0] * score_pct,
        "scores agree on {}/800 of {name}:\n{report}",
        total[2]
    );
}
