//! Variant puzzles through the API: `/api/solve`, `/api/count` and `/api/candidates` take a
//! link, f-puzzles JSON or our JSON form in `puzzle` (as text or as a JSON object), answer
//! with a `variant` field, and name the place of what they cannot read; classic answers keep
//! their fields; `/api/rate`, `/api/hint` and `/api/explain` take them too (the variant step
//! engine), and the endpoints of classic puzzles only refuse variant ones by name.

use crate::support;

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};
use sudoku_web::Limits;
use support::{post, send, Answer, PUZZLE, SOLUTION};

const KILLER: &str = include_str!("../../../tests/data/variant/killer-9x9.json");
const KILLER_LINK: &str = include_str!("../../../tests/data/variant/killer-9x9.sudokupad.txt");
const KILLER_SOLUTION: &str =
    "698514273317296845425738916854967321971823564263451789189675432546382197732149658";
const THERMO: &str = include_str!("../../../tests/data/variant/thermo-6x6.json");
const THERMO_LINK: &str = include_str!("../../../tests/data/variant/thermo-6x6.fpuzzles.txt");
const THERMO_FPUZZLES: &str = include_str!("../../../tests/data/variant/thermo-6x6.fpuzzles.json");
const THERMO_SOLUTION: &str = "316452452163135624624315263541541236";

/// A blank 9×9 under anti-king, anti-knight and non-consecutive: exactly 72 solutions.
fn blank_72() -> Value {
    json!({
        "size": 9,
        "constraints": [{"type": "anti-king"}, {"type": "anti-knight"}, {"type": "non-consecutive"}]
    })
}

fn object(text: &str) -> Value {
    serde_json::from_str(text).expect("test data is JSON")
}

/// The thermo with its givens replaced.
fn thermo_with_givens(givens: &str) -> Value {
    let mut doc = object(THERMO);
    doc["givens"] = json!(givens);
    doc
}

/// The thermo with 5 under 2 on its first thermometer's bulb: no solution.
fn broken_thermo() -> Value {
    let mut givens: Vec<char> = object(THERMO)["givens"].as_str().unwrap().chars().collect();
    givens[34] = '5';
    givens[28] = '2';
    thermo_with_givens(&givens.into_iter().collect::<String>())
}

/// POSTs with a generous time limit: the variant engine's counts take a second on a busy
/// test host.
async fn post_slow(path: &str, body: Value) -> Answer {
    let limits = Limits {
        time: Duration::from_secs(60),
        ..Limits::default()
    };
    send(limits, Method::POST, path, body.to_string()).await
}

fn ok(answer: &Answer, case: &str) -> Value {
    assert_eq!(answer.status, StatusCode::OK, "{case}: {:?}", answer.body);
    answer.body.clone()
}

fn error(answer: &Answer, status: StatusCode, case: &str) -> String {
    assert_eq!(answer.status, status, "{case}: {:?}", answer.body);
    answer.body["error"]
        .as_str()
        .unwrap_or_else(|| panic!("{case}: no error in {:?}", answer.body))
        .to_string()
}

/// The keys of a JSON object, sorted.
fn keys(v: &Value) -> Vec<&str> {
    let mut k: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    k.sort_unstable();
    k
}

#[tokio::test]
async fn every_form_solves_to_the_same_solution() {
    // (what, the puzzle field, solution, size)
    let cases = [
        ("SudokuPad link", json!(KILLER_LINK), KILLER_SOLUTION, 9),
        ("our JSON as text", json!(KILLER), KILLER_SOLUTION, 9),
        ("our JSON as an object", object(KILLER), KILLER_SOLUTION, 9),
        ("f-puzzles link", json!(THERMO_LINK), THERMO_SOLUTION, 6),
        (
            "f-puzzles JSON as text",
            json!(THERMO_FPUZZLES),
            THERMO_SOLUTION,
            6,
        ),
        (
            "f-puzzles JSON as an object",
            object(THERMO_FPUZZLES),
            THERMO_SOLUTION,
            6,
        ),
    ];
    for (what, puzzle, solution, size) in cases {
        let body = ok(&post("/api/solve", json!({ "puzzle": puzzle })).await, what);
        assert_eq!(body["solution"], solution, "{what}");
        assert_eq!(
            (&body["unique"], &body["size"]),
            (&json!(true), &json!(size)),
            "{what}"
        );
        assert_eq!(
            body["solution"].as_str().unwrap().len(),
            size * size,
            "{what}"
        );
        let variant = &body["variant"];
        assert!(
            variant["constraints"].as_u64().unwrap() > 0,
            "{what}: {body}"
        );
        assert_eq!(variant["irregular"], false, "{what}");
        let counted = ok(&post("/api/count", json!({ "puzzle": puzzle })).await, what);
        assert_eq!(
            (&counted["count"], &counted["at_least"]),
            (&json!(1), &json!(false)),
            "{what}"
        );
        assert!(counted["variant"].is_object(), "{what}: {counted}");
    }
    // f-puzzles' cosmetic elements carry no rule: the answer names them.
    let body = ok(
        &post("/api/solve", json!({ "puzzle": THERMO_FPUZZLES })).await,
        "cosmetic",
    );
    let unused = body["variant"]["unused"].to_string();
    assert!(unused.contains("1 cosmetic line element"), "{unused}");
}

#[tokio::test]
async fn classic_answers_keep_their_fields() {
    let solved = ok(
        &post("/api/solve", json!({ "puzzle": PUZZLE })).await,
        "solve",
    );
    assert_eq!(
        keys(&solved),
        ["box_cols", "box_rows", "guesses", "puzzle", "size", "solution", "unique"]
    );
    assert_eq!(solved["solution"], SOLUTION);
    let counted = ok(
        &post("/api/count", json!({ "puzzle": PUZZLE })).await,
        "count",
    );
    assert_eq!(keys(&counted), ["at_least", "count", "limit"]);
    // A puzzle in our JSON form with no rule of its own is the classic grid it holds.
    let ours = json!({ "size": 9, "givens": PUZZLE });
    let again = ok(&post("/api/solve", json!({ "puzzle": ours })).await, "ours");
    assert_eq!(again, solved);
    let rated = ok(&post("/api/rate", json!({ "puzzle": ours })).await, "rate");
    assert_eq!(rated["level"], "easy");
    // The classic JSON layout as an object reads too.
    let rows: Vec<Vec<u8>> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| {
            r.iter()
                .map(|&c| if c == b'.' { 0 } else { c - b'0' })
                .collect()
        })
        .collect();
    let grid = json!({ "puzzle": { "grid": rows } });
    assert_eq!(ok(&post("/api/solve", grid).await, "grid"), solved);
}

#[tokio::test]
async fn a_blank_grid_with_anti_king_anti_knight_and_non_consecutive_has_72_solutions() {
    let body = ok(
        &post_slow("/api/count", json!({ "puzzle": blank_72() })).await,
        "72",
    );
    assert_eq!(
        (&body["count"], &body["at_least"]),
        (&json!(72), &json!(false))
    );
    let body = ok(
        &post_slow("/api/count", json!({ "puzzle": blank_72(), "limit": 10 })).await,
        "limit 10",
    );
    assert_eq!(
        (&body["count"], &body["at_least"]),
        (&json!(10), &json!(true))
    );
    let body = ok(
        &post_slow("/api/solve", json!({ "puzzle": blank_72() })).await,
        "solve",
    );
    assert_eq!(body["unique"], false);
}

#[tokio::test]
async fn candidates_of_variant_and_classic_puzzles() {
    let body = ok(
        &post("/api/candidates", json!({ "puzzle": THERMO_LINK })).await,
        "thermo",
    );
    assert_eq!(keys(&body), ["candidates", "puzzle", "size", "variant"]);
    let cells: String = body["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter().map(|c| c.as_str().unwrap()))
        .collect();
    assert_eq!(cells, THERMO_SOLUTION);

    // Without its givens, each cell's candidates hold its solution digit; counts up to 2.
    let open = thermo_with_givens(&".".repeat(36));
    let body = ok(
        &post("/api/candidates", json!({ "puzzle": open, "cap": 2 })).await,
        "open thermo",
    );
    assert_eq!(body["cap"], 2);
    for (i, d) in THERMO_SOLUTION.chars().enumerate() {
        let (r, c) = (i / 6, i % 6);
        let cell = body["candidates"][r][c].as_str().unwrap();
        assert!(cell.contains(d), "r{}c{}: {cell}", r + 1, c + 1);
        let digit = d.to_digit(10).unwrap() as usize;
        assert!(body["counts"][r][c][digit - 1].as_u64().unwrap() >= 1);
    }

    // A classic puzzle: no variant field, the solution as candidates.
    let body = ok(
        &post("/api/candidates", json!({ "puzzle": PUZZLE })).await,
        "classic",
    );
    assert_eq!(keys(&body), ["candidates", "puzzle", "size"]);
    assert_eq!(
        body["candidates"][0],
        json!(["4", "8", "3", "9", "2", "1", "6", "5", "7"])
    );
}

#[tokio::test]
async fn candidates_refuse_bad_caps_and_puzzles_without_solution() {
    for cap in [json!(0), json!(100_001), json!(-1), json!("two")] {
        let answer = post("/api/candidates", json!({ "puzzle": PUZZLE, "cap": cap })).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "cap {cap}");
    }
    let message = error(
        &post("/api/candidates", json!({ "puzzle": broken_thermo() })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "broken thermo",
    );
    assert_eq!(
        message,
        "the puzzle has no solution: the givens break a rule: constraint 1 (thermometer) is broken at r6c5,r5c5"
    );
}

#[tokio::test]
async fn no_solution_says_what_the_givens_break() {
    let message = error(
        &post("/api/solve", json!({ "puzzle": broken_thermo() })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "broken thermo",
    );
    assert!(
        message.ends_with("constraint 1 (thermometer) is broken at r6c5,r5c5"),
        "{message}"
    );
    let mut clash: Vec<char> = ".".repeat(36).chars().collect();
    clash[0] = '1';
    clash[1] = '1';
    let clash = thermo_with_givens(&clash.into_iter().collect::<String>());
    let message = error(
        &post("/api/solve", json!({ "puzzle": clash })).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "clash",
    );
    // The engine's reason, the command's and sudokit's words (tests/no_solution_reasons.rs).
    assert_eq!(
        message,
        "the puzzle has no solution: the givens break a rule: row 1 repeats a digit at r1c1,r1c2"
    );
    let counted = ok(
        &post("/api/count", json!({ "puzzle": broken_thermo() })).await,
        "count",
    );
    assert_eq!(counted["count"], 0);
}

#[tokio::test]
async fn unreadable_variant_puzzles_name_the_place() {
    let bad_cell = json!({
        "size": 9,
        "constraints": [{"type": "thermometer", "cells": ["r1c1", "r1c12"]}]
    });
    let mut lockout = object(THERMO_FPUZZLES);
    lockout["lockout"] = json!([{"lines": [["R1C1", "R1C2"]]}]);
    // (puzzle, words of the error)
    let cases = [
        (
            bad_cell.clone(),
            "cannot read the puzzle: $.constraints[0]: r1c12 is not a cell of the 9×9 grid",
        ),
        (json!(bad_cell.to_string()), "$.constraints[0]: r1c12"),
        (lockout, "$.lockout"),
        (
            json!("https://sudokupad.app/abcdef"),
            "paste instead the full link",
        ),
        (json!({ "size": 17 }), "cannot read the puzzle"),
        (
            json!([1, 2]),
            "expected a puzzle as a string, or as a JSON object",
        ),
    ];
    for endpoint in ["solve", "count", "candidates"] {
        for (puzzle, words) in &cases {
            let answer = post(&format!("/api/{endpoint}"), json!({ "puzzle": puzzle })).await;
            let message = error(&answer, StatusCode::BAD_REQUEST, endpoint);
            assert!(message.contains(words), "{endpoint}: {message}");
        }
    }
}

#[tokio::test]
async fn rate_hint_and_explain_take_variant_puzzles() {
    let explain = ok(
        &post_slow(
            "/api/explain",
            json!({ "puzzle": KILLER_LINK, "lang": "fr" }),
        )
        .await,
        "explain",
    );
    assert_eq!(explain["solved"], true);
    let steps = explain["steps"].as_array().unwrap();
    assert_eq!(steps[0]["technique"], "Killer Cage");
    assert!(
        steps[0]["text_localized"]
            .as_str()
            .unwrap()
            .starts_with("Cage killer sur r1c2, r1c3, r1c4 (22) : "),
        "{}",
        steps[0]
    );
    let hint = ok(
        &post_slow("/api/hint", json!({ "puzzle": KILLER_LINK })).await,
        "hint",
    );
    assert_eq!(hint["text"], steps[0]["text"]);
    let rate = ok(
        &post_slow("/api/rate", json!({ "puzzle": THERMO })).await,
        "rate",
    );
    assert_eq!(rate["solved"], true);
    assert_eq!(rate["level"], "easy");
    assert!(rate["steps"].as_u64().unwrap() > 0);
}

/// The number of pages of a PDF made by `sudoku-render` (one `/Type /Page` object each).
fn pdf_pages(bytes: &str) -> usize {
    bytes.matches("/Type /Page").count() - bytes.matches("/Type /Pages").count()
}

/// A PDF answer's text, checked to be a PDF of `pages` pages.
fn pdf(answer: &Answer, pages: usize, case: &str) -> String {
    assert_eq!(answer.status, StatusCode::OK, "{case}: {:?}", answer.body);
    assert_eq!(answer.content_type, "application/pdf", "{case}");
    let text = answer.body.as_str().expect("PDF bytes as text");
    assert!(text.starts_with("%PDF-"), "{case}");
    assert_eq!(pdf_pages(text), pages, "{case}");
    text.to_string()
}

/// The sum of the numbers a PDF's `text` shows (`(13) Tj`).
fn numbers(text: &str) -> u32 {
    text.lines()
        .filter_map(|l| {
            l.strip_prefix('(')?
                .strip_suffix(") Tj")?
                .parse::<u32>()
                .ok()
        })
        .sum()
}

/// `/api/booklet` prints variant puzzles, generated from `variant` kinds (with a difficulty
/// or not) or given (mixed with classic ones; as text or as a JSON object), with their rules drawn: the killer cages'
/// totals and the caption of the rules without a picture are in the PDF's text.
#[tokio::test]
async fn booklet_prints_variant_puzzles_with_their_rules() {
    let request = json!({
        "variant": "killer,anti-knight", "size": 6, "count": 4, "per_page": 2, "seed": 3
    });
    let answer = post_slow("/api/booklet", request).await;
    let text = pdf(&answer, 2 + 2, "generated");
    let caption = "(Anti-knight: cells a knight's move apart hold different digits.) Tj";
    assert_eq!(
        text.matches(caption).count(),
        8,
        "a caption for each puzzle, on its page and on its answer's"
    );
    // The cages' totals: on a 6×6 they add up to 6 × 21 = 126 for each puzzle, and the
    // puzzles of the generator have no givens to print among them.
    let first = text.split("(2 / 4) Tj").next().unwrap();
    assert_eq!(
        numbers(first),
        2 * 126,
        "the totals of page 1's two puzzles"
    );

    let request = json!({ "variant": "jigsaw", "count": 2, "difficulty": "easy", "seed": 1 });
    let answer = post_slow("/api/booklet", request).await;
    pdf(&answer, 1 + 1, "easy jigsaws");

    let request = json!({ "puzzles": [PUZZLE, object(THERMO), KILLER_LINK.trim()], "per_page": 1 });
    let answer = post_slow("/api/booklet", request).await;
    let text = pdf(&answer, 3 + 3, "given");
    // Page 3, the killer: its cages' totals (405 on a 9×9) and its givens 7, 6 and 8.
    let page3 = text.split("(3 / 6) Tj").nth(1).unwrap();
    let page3 = page3.split("(4 / 6) Tj").next().unwrap();
    assert_eq!(numbers(page3), 405 + 7 + 6 + 8, "the killer's page");
}

/// `/api/booklet` refuses the variant requests `/api/generate` refuses, and `variant` with
/// given puzzles.
#[tokio::test]
async fn booklet_refuses_variant_requests_it_cannot_make() {
    let cases = [
        (
            json!({ "variant": "killr" }),
            "unknown variant kind \"killr\"",
        ),
        (
            json!({ "variant": "windoku", "size": 6 }),
            "sizes 9×9 only, not 6×6",
        ),
        (
            json!({ "variant": "killer", "difficulty": "hardest" }),
            "unknown difficulty",
        ),
        (
            json!({ "puzzles": [PUZZLE], "variant": "killer" }),
            "not both",
        ),
    ];
    for (request, words) in cases {
        let message = error(
            &post("/api/booklet", request.clone()).await,
            StatusCode::BAD_REQUEST,
            &request.to_string(),
        );
        assert!(message.contains(words), "{request}: {message}");
    }
}

/// The killer with `givens` (the player's grid: givens and entries).
fn killer_with_givens(givens: &str) -> Value {
    let mut doc = object(KILLER);
    doc["givens"] = json!(givens);
    doc
}

/// The names of the cells of a `cells` list of an answer.
fn cell_names(cells: &Value) -> Vec<&str> {
    cells
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect()
}

/// `/api/check` of a variant puzzle checks the player's grid against every rule: each rule
/// broken by name, with its cells; a house's repeat is a conflict as for classic puzzles too.
#[tokio::test]
async fn check_names_each_broken_rule_of_a_variant_puzzle_with_its_cells() {
    // The cage r1c5+r1c6 = 5 filled with 4 and 3.
    let mut grid: Vec<char> = object(KILLER)["givens"].as_str().unwrap().chars().collect();
    grid[4] = '4';
    grid[5] = '3';
    let grid: String = grid.into_iter().collect();
    let body = ok(
        &post_slow("/api/check", json!({ "puzzle": killer_with_givens(&grid) })).await,
        "broken cage",
    );
    let broken = body["broken"].as_array().unwrap();
    assert_eq!(broken.len(), 1, "{body}");
    assert_eq!(broken[0]["rule"], "constraint");
    assert_eq!(broken[0]["kind"], "killer");
    assert_eq!(broken[0]["index"], 2);
    assert_eq!(
        broken[0]["text"],
        "constraint 3 (killer cage 5) is broken at r1c5,r1c6"
    );
    assert_eq!(cell_names(&broken[0]["cells"]), ["r1c5", "r1c6"]);
    assert_eq!(broken[0]["cells"][1]["index"], 5);
    assert_eq!(body["conflicts"], json!([]));
    assert_eq!(
        (&body["solved"], &body["valid"], &body["solutions"]),
        (&json!(false), &json!(false), &json!("none"))
    );
    assert!(body["variant"].is_object());

    // Two 1s a knight's move apart, and two 2s in row 5.
    let mut grid = vec!['.'; 81];
    grid[2] = '1';
    grid[13] = '1';
    grid[36] = '2';
    grid[44] = '2';
    let puzzle = json!({
        "size": 9,
        "constraints": [{"type": "anti-knight"}],
        "givens": grid.into_iter().collect::<String>(),
    });
    let body = ok(
        &post_slow("/api/check", json!({ "puzzle": puzzle })).await,
        "anti-knight",
    );
    let texts: Vec<&str> = body["broken"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["text"].as_str().unwrap())
        .collect();
    assert_eq!(
        texts,
        [
            "row 5 repeats a digit at r5c1,r5c9",
            "constraint 1 (anti-knight) is broken at r1c3,r2c5"
        ],
        "{body}"
    );
    assert_eq!(cell_names(&body["broken"][1]["cells"]), ["r1c3", "r2c5"]);
    let conflicts = body["conflicts"].as_array().unwrap();
    assert_eq!(conflicts.len(), 1, "{body}");
    assert_eq!(conflicts[0]["unit"], "row 5");
    assert_eq!(conflicts[0]["digit"], 2);
    assert_eq!(conflicts[0]["text"], "r5c1 and r5c9 both hold 2");

    // The puzzle as given, and its solution: nothing broken.
    let body = ok(
        &post_slow("/api/check", json!({ "puzzle": object(KILLER) })).await,
        "givens",
    );
    assert_eq!(body["broken"], json!([]));
    assert_eq!(
        (&body["complete"], &body["solutions"], &body["valid"]),
        (&json!(false), &json!("unique"), &json!(true))
    );
    let body = ok(
        &post_slow(
            "/api/check",
            json!({ "puzzle": killer_with_givens(KILLER_SOLUTION) }),
        )
        .await,
        "solution",
    );
    assert_eq!(body["broken"], json!([]));
    assert_eq!(
        (&body["complete"], &body["solved"], &body["valid"]),
        (&json!(true), &json!(true), &json!(true))
    );
    // A classic answer has no `broken`.
    let body = ok(
        &post("/api/check", json!({ "puzzle": PUZZLE })).await,
        "classic",
    );
    assert!(
        body.get("broken").is_none() && body.get("variant").is_none(),
        "{body}"
    );
}

#[tokio::test]
async fn variant_work_stops_at_the_time_limit() {
    let limits = Limits {
        time: Duration::from_millis(300),
        max_count: u64::MAX,
        ..Limits::default()
    };
    // A blank 16×16 with one cage: more solutions than any host counts in the time limit.
    let endless = json!({
        "size": 16,
        "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3}]
    });
    // Counting stops where it is and says so.
    let answer = send(
        limits,
        Method::POST,
        "/api/count",
        json!({ "puzzle": endless, "limit": u64::MAX }).to_string(),
    )
    .await;
    let body = ok(&answer, "count");
    assert_eq!(body["at_least"], true, "{body}");
    assert!(body["variant"].is_object(), "{body}");
    // The true candidates of a puzzle whose one solution nobody finds quickly: ISS's little
    // killer snipe #12, twelve diagonals of 38 and no givens (neither ISS nor this engine
    // found its solution within a minute, 2026-11-30). The blank 16×16 above stopped being
    // enough: its true candidates take under 0.3 s since the engine got faster.
    let snipe = ".LittleKiller~38~R1C7.LittleKiller~38~R1C8.LittleKiller~38~R1C9\
                 .LittleKiller~38~R2C1.LittleKiller~38~R3C1.LittleKiller~38~R5C1\
                 .LittleKiller~38~R9C2.LittleKiller~38~R9C3.LittleKiller~38~R9C4\
                 .LittleKiller~38~R9C5.LittleKiller~38~R1C1.LittleKiller~38~R7C9";
    let answer = send(
        limits,
        Method::POST,
        "/api/candidates",
        json!({ "puzzle": snipe }).to_string(),
    )
    .await;
    let message = error(&answer, StatusCode::SERVICE_UNAVAILABLE, "candidates");
    assert!(message.starts_with("gave up after 0.3 s"), "{message}");
}

#[tokio::test]
async fn the_spec_describes_variant_requests_and_its_examples_are_answered() {
    let spec = ok(
        &send(Limits::default(), Method::GET, "/api/openapi.json", "").await,
        "openapi",
    );
    let candidates =
        &spec["paths"]["/api/candidates"]["post"]["requestBody"]["content"]["application/json"];
    assert_eq!(candidates["schema"]["additionalProperties"], false);
    assert_eq!(keys(&candidates["schema"]["properties"]), ["cap", "puzzle"]);
    let body = ok(
        &post("/api/candidates", candidates["example"].clone()).await,
        "candidates example",
    );
    assert_eq!(body["cap"], 2);
    let puzzle = &spec["components"]["requestBodies"]["Puzzle"]["content"]["application/json"];
    for (name, example) in puzzle["examples"].as_object().unwrap() {
        let body = ok(&post("/api/solve", example["value"].clone()).await, name);
        assert_eq!(
            body["variant"].is_object(),
            name == "variant",
            "{name}: {body}"
        );
    }
    // Every field of a variant answer is in the spec.
    let variant = &spec["components"]["schemas"]["Variant"];
    assert_eq!(
        keys(&variant["properties"]),
        ["constraints", "irregular", "unused"]
    );
}

#[tokio::test]
async fn setter_names_the_contradiction_the_redundant_parts_and_the_same_digit_cells() {
    // No solution: the parts that contradict each other, and nothing else.
    let body = ok(
        &post_slow("/api/setter", json!({ "puzzle": broken_thermo() })).await,
        "setter",
    );
    assert_eq!(body["solutions"], "none");
    let core: Vec<&str> = body["contradiction"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(!core.is_empty());
    assert!(
        core.iter().all(|p| p.starts_with('#') || p.contains('=')),
        "{core:?}"
    );
    assert!(body["redundant"].is_null() && body["same_digit"].is_null());

    // One solution: the parts it could do without, and each digit's cells as one group.
    let body = ok(
        &post_slow("/api/setter", json!({ "puzzle": KILLER_LINK.trim() })).await,
        "setter",
    );
    assert_eq!(body["solutions"], "unique");
    assert!(body["contradiction"].is_null());
    let redundant = body["redundant"].as_array().unwrap();
    assert!(redundant
        .iter()
        .all(|p| p.as_str().unwrap().ends_with("(killer)")));
    let groups = body["same_digit"].as_array().unwrap();
    assert_eq!(groups.len(), 9);
    for g in groups {
        let digits: std::collections::BTreeSet<u8> = g
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let c = c.as_str().unwrap().as_bytes();
                let (r, k) = ((c[1] - b'1') as usize, (c[3] - b'1') as usize);
                KILLER_SOLUTION.as_bytes()[r * 9 + k]
            })
            .collect();
        assert_eq!(digits.len(), 1, "{g}");
    }

    // Several solutions: no redundancy to speak of, but forced groups still.
    let answer = post_slow(
        "/api/setter",
        json!({ "puzzle": thermo_with_givens(&".".repeat(36)) }),
    )
    .await;
    let body = ok(&answer, "several solutions");
    assert_eq!(body["solutions"], "multiple");
    assert!(body["redundant"].is_null() && body["contradiction"].is_null());
    assert!(!body["same_digit"].as_array().unwrap().is_empty());

    // A classic puzzle's parts are its givens.
    let body = ok(
        &post_slow("/api/setter", json!({ "puzzle": PUZZLE })).await,
        "classic",
    );
    assert_eq!(body["solutions"], "unique", "{body}");
    let redundant = body["redundant"].as_array().unwrap();
    assert!(redundant
        .iter()
        .all(|p| p.as_str().unwrap().starts_with('r')));
}

/// Issue 38: `/api/generate` with `variant` makes a variant puzzle: its givens, solution,
/// seed and index, its kinds, our JSON form (which the variant engine solves to that
/// solution alone) and the picture of its rules; the same seed makes it again.
#[tokio::test]
async fn generate_makes_variant_puzzles_with_their_picture() {
    let cases = [("killer", 9), ("jigsaw", 9), ("killer,anti-knight", 6)];
    for (kinds, size) in cases {
        let request = json!({ "variant": kinds, "size": size, "seed": 5 });
        let body = ok(&post_slow("/api/generate", request.clone()).await, kinds);
        assert_eq!(
            keys(&body),
            [
                "box_cols", "box_rows", "givens", "index", "json", "kinds", "picture", "puzzle",
                "seed", "size", "solution"
            ],
            "{kinds}"
        );
        assert_eq!(
            (body["size"].as_u64(), body["seed"].as_u64()),
            (Some(size), Some(5))
        );
        assert_eq!(body["index"], 0);
        assert_eq!(
            body["kinds"].as_array().unwrap().len(),
            kinds.split(',').count()
        );
        let solution = body["solution"].as_str().unwrap();
        assert_eq!(solution.len(), (size * size) as usize);
        assert!(!solution.contains('.'));
        let solved = ok(
            &post_slow("/api/solve", json!({ "puzzle": body["json"] })).await,
            "the JSON form",
        );
        assert_eq!(solved["solution"], solution, "{kinds}");
        assert_eq!(solved["unique"], true, "{kinds}");
        let again = ok(&post_slow("/api/generate", request).await, "again");
        assert_eq!(again["json"], body["json"], "{kinds}: the same seed");

        let picture = &body["picture"];
        let svg = picture["svg"].as_str().unwrap();
        assert!(svg.starts_with("<svg"), "{kinds}");
        assert_eq!(
            picture["regions"].as_array().unwrap().len(),
            (size * size) as usize
        );
        assert_eq!(picture["irregular"], kinds == "jigsaw", "{kinds}");
        assert_eq!(svg.contains("class=\"killer\""), kinds.contains("killer"));
        let caption = picture["caption"].to_string();
        assert_eq!(
            caption.contains("Anti-knight"),
            kinds.contains("anti-knight")
        );
    }
}

/// `/api/generate` with `variant` and `difficulty` makes a variant puzzle at that level by the
/// variant rater: the answer says the level, and `/api/rate` of the puzzle's JSON form gives it
/// too; the same request makes the same puzzle.
#[tokio::test]
async fn generate_makes_variant_puzzles_at_the_difficulty_asked_for() {
    for (kinds, level, seed) in [("killer", "easy", 1), ("jigsaw", "medium", 2)] {
        let request = json!({ "variant": kinds, "size": 9, "seed": seed, "difficulty": level });
        let body = ok(&post_slow("/api/generate", request.clone()).await, kinds);
        assert_eq!(body["difficulty"], level, "{kinds}");
        assert_eq!(body["kinds"], json!([kinds]));
        let rated = ok(
            &post_slow("/api/rate", json!({ "puzzle": body["json"] })).await,
            "rate",
        );
        assert_eq!(rated["level"], level, "{kinds}: {rated}");
        assert_eq!(rated["solved"], true, "{kinds}");
        let solved = ok(
            &post_slow("/api/solve", json!({ "puzzle": body["json"] })).await,
            "solve",
        );
        assert_eq!(solved["unique"], true, "{kinds}");
        assert_eq!(solved["solution"], body["solution"], "{kinds}");
        let again = ok(&post_slow("/api/generate", request).await, "again");
        assert_eq!(again["json"], body["json"], "{kinds}: the same seed");
    }
    // Without a difficulty the answer has no level, as before.
    let body = ok(
        &post_slow("/api/generate", json!({ "variant": "killer", "seed": 1 })).await,
        "no difficulty",
    );
    assert!(body.get("difficulty").is_none(), "{body}");
}

/// A variant puzzle at a difficulty that cannot be made in the time limit is a 503 saying
/// so, as for classic puzzles.
#[tokio::test]
async fn generate_at_a_difficulty_stops_at_the_time_limit() {
    let limits = Limits {
        time: Duration::from_millis(1),
        ..Limits::default()
    };
    let request = json!({ "variant": "jigsaw,killer", "difficulty": "hard", "seed": 3 });
    let answer = send(limits, Method::POST, "/api/generate", request.to_string()).await;
    let message = error(&answer, StatusCode::SERVICE_UNAVAILABLE, "time limit");
    assert!(message.starts_with("gave up after"), "{message}");
}

/// Issue 38: the kinds and sizes the generator does not make, and the classic options, are
/// refused with the reason.
#[tokio::test]
async fn generate_refuses_variant_requests_it_cannot_make() {
    let cases = [
        (
            json!({ "variant": "killr" }),
            "unknown variant kind \"killr\"",
        ),
        (json!({ "variant": "" }), "no variant kind given"),
        (
            json!({ "variant": "windoku", "size": 6 }),
            "sizes 9×9 only, not 6×6",
        ),
        (json!({ "variant": "killer", "size": 12 }), "not 12×12"),
        (json!({ "variant": "killer,killer" }), "named twice"),
        (
            json!({ "variant": "jigsaw", "difficulty": "hardest" }),
            "unknown difficulty \"hardest\"",
        ),
        (
            json!({ "variant": "jigsaw", "clues": 30 }),
            "clues is for classic puzzles",
        ),
        (
            json!({ "variant": "killer", "difficulty": "easy", "clues": 30 }),
            "clues is for classic puzzles",
        ),
    ];
    for (request, words) in cases {
        let message = error(
            &post("/api/generate", request.clone()).await,
            StatusCode::BAD_REQUEST,
            &request.to_string(),
        );
        assert!(message.contains(words), "{request}: {message}");
    }
}

/// Issue 38: `/api/picture` draws a pasted puzzle's rules where the grid lies in the picture,
/// and answers our JSON form of it; a classic grid gets its boxes.
#[tokio::test]
async fn picture_draws_a_puzzles_rules_for_the_page() {
    let body = ok(
        &post("/api/picture", json!({ "puzzle": KILLER_LINK.trim() })).await,
        "killer link",
    );
    assert_eq!(
        keys(&body),
        ["box_cols", "box_rows", "json", "picture", "puzzle", "size"]
    );
    let picture = &body["picture"];
    assert!(picture["svg"]
        .as_str()
        .unwrap()
        .contains("class=\"killer\""));
    let number = |key: &str| picture[key].as_f64().unwrap();
    assert!(number("grid_x") > 0.0 && number("grid_y") > 0.0);
    assert!(number("grid_x") + number("grid_side") < number("width"));
    assert!(number("grid_y") + number("grid_side") < number("height"));
    assert_eq!(picture["irregular"], false);
    assert_eq!(picture["regions"][80], 8);
    // No digits: the page draws its own.
    assert!(!picture["svg"].as_str().unwrap().contains("class=\"given\""));
    let solved = ok(
        &post_slow("/api/solve", json!({ "puzzle": body["json"] })).await,
        "the JSON form",
    );
    assert_eq!(solved["solution"], KILLER_SOLUTION);

    let body = ok(
        &post("/api/picture", json!({ "puzzle": object(THERMO_FPUZZLES) })).await,
        "f-puzzles",
    );
    assert_eq!(body["size"], 6);
    assert!(body["picture"]["svg"].as_str().unwrap().contains("<path"));

    let body = ok(
        &post("/api/picture", json!({ "puzzle": PUZZLE })).await,
        "classic",
    );
    assert_eq!(body["picture"]["caption"], json!([]));
    assert_eq!(body["puzzle"], PUZZLE);

    let message = error(
        &post("/api/picture", json!({ "puzzle": "not a puzzle" })).await,
        StatusCode::BAD_REQUEST,
        "unreadable",
    );
    assert!(message.contains("cannot read the puzzle"), "{message}");
}
