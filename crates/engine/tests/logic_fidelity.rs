//! Level agreement with HoDoKu: `tools/hodoku/levels.tsv` holds hodoku-py's level and score for
//! 400 puzzles of every level (see `tools/hodoku/oracle.py`); our level must agree on at least
//! 95% of them (the goal; 90% resolves it).

use sudoku_engine::logic::{rate, Level};

const ORACLE: &str = include_str!("../../../tools/hodoku/levels.tsv");

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
        agree * 100 >= total * 95,
        "levels agree on {agree}/{total}; rows HoDoKu, columns ours:\n{}",
        table.join("\n")
    );
}
