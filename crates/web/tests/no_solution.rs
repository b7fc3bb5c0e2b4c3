//! `/api/solve` says why a puzzle has no solution in the engine's words, as the command
//! (`tests/no_solution_reasons.rs`) and `sudokit` (`python/tests/test_reasons.py`) do: all
//! three read the same table of impossible puzzles, `tests/data/no-solution-reasons.tsv`.

use crate::support;

use axum::http::StatusCode;
use serde_json::{json, Value};
use support::post;

/// The table's rows: (puzzle, reason).
fn table() -> Vec<(String, String)> {
    include_str!("../../../tests/data/no-solution-reasons.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once('\t'))
        .map(|(p, r)| (p.to_string(), r.to_string()))
        .collect()
}

#[tokio::test]
async fn solve_gives_the_engines_reason() {
    let table = table();
    assert!(table.len() >= 8, "the table has {} rows", table.len());
    for (puzzle, reason) in &table {
        // A variant puzzle goes as its JSON object, as a client sends it.
        let puzzle: Value = serde_json::from_str(puzzle).unwrap_or(json!(puzzle));
        let answer = post("/api/solve", json!({ "puzzle": puzzle })).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{puzzle}");
        assert_eq!(
            answer.body["error"],
            format!("the puzzle has no solution: {reason}").as_str(),
            "{puzzle}"
        );
    }
}
