//! The variant readers: f-puzzles JSON, our JSON form, SudokuPad's compact JSON, links, and
//! the record sniffer that tells them from the classic formats; then the engine on what they
//! read.
//!
//! The first byte picks the reader, the rest is its text: 0 `read_record`, 1 f-puzzles JSON,
//! 2 our JSON form, 3 SudokuPad's compact JSON, 4 a link whose payload is the rest compressed
//! with LZ-string (so the decoders past the decompression see arbitrary JSON), anything else
//! `read_link` on the text as it is.
//!
//! Properties, for any bytes:
//! - nothing panics, and no reader loops (the solver runs under a budget);
//! - a puzzle that reads writes our JSON form and f-puzzles' JSON that read back with the
//!   same rules (the f-puzzles form names some of our kinds alike: then the same givens);
//! - every solution the engine finds breaks no rule by the kinds' own checks, and keeps the
//!   givens; a puzzle proved unique has that one solution.

use sudoku_engine::variant::{
    from_fpuzzles_json, from_sudokupad_json, read_link, read_record, to_fpuzzles_json,
    VariantPuzzle,
};
use sudoku_engine::{FirstVisitor, Grid};

/// Checks the variant readers on `data`; panics when a property fails.
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let read: Option<VariantPuzzle> = match mode {
        0 => read_record(&text).and_then(Result::ok),
        1 => from_fpuzzles_json(&text).ok(),
        2 => VariantPuzzle::from_json(&text).ok(),
        3 => from_sudokupad_json(&text).ok(),
        4 => read_link(&format!(
            "https://f-puzzles.com/?load={}",
            lz_str::compress_to_base64(text.as_ref())
        ))
        .ok(),
        _ => read_link(&text).ok(),
    };
    if let Some(p) = read {
        check_puzzle(&p);
    }
}

fn check_puzzle(p: &VariantPuzzle) {
    let ours = VariantPuzzle::from_json(&p.to_json()).expect("our JSON form reads back");
    assert_eq!(ours.rules(), p.rules(), "our JSON form keeps the rules");
    assert_eq!(ours.givens(), p.givens(), "our JSON form keeps the givens");
    let f = to_fpuzzles_json(p).to_string();
    let back = from_fpuzzles_json(&f).expect("f-puzzles' JSON reads back");
    assert_eq!(
        back.givens(),
        p.givens(),
        "f-puzzles' JSON keeps the givens"
    );

    let mut first = FirstVisitor::default();
    let Ok(stats) = p.search(2, &mut first, &crate::budget(200)) else {
        return;
    };
    if let Some(values) = first.first {
        let broken = p.broken(&values);
        assert!(broken.is_empty(), "a solution breaks {broken:?}");
        let grid = Grid::from_values(p.givens().shape(), &values).expect("a solution fits");
        assert!(
            grid.is_filled_from(p.givens()),
            "a solution keeps the givens"
        );
    } else {
        assert_eq!(stats.solutions, 0);
    }
}
