//! The web API's JSON bodies: every `POST /api/...` endpoint of [`sudoku_web::app`], driven in
//! process (no socket) on a current-thread tokio runtime.
//!
//! The input's first byte picks the endpoint (low three bits, and bit 4 for the ones past the
//! eighth) and how the rest is read
//! (bit 3): as the raw body (0), or as a JSON object (1) whose fields are drawn from the names
//! the endpoint reads (and, one time in eight, others), with values of every JSON type: numbers small,
//! huge, negative and fractional, strings of the input's bytes, known words (puzzles,
//! difficulties, paper sizes) and nested arrays.
//!
//! Properties:
//! - nothing panics (a panic in a handler or an engine job would show as a 500 here);
//! - the status is 200, a 4xx, or 503 (busy): never another 5xx;
//! - every error's body is `{"error": "<message>"}`, the message lowercase words with no
//!   final period;
//! - a 200 answers JSON (a PDF for `/api/booklet`), and a solution or a generated puzzle in
//!   it reads back and follows the rules: the classic ones, or for an answer about a variant
//!   puzzle (its `variant` field), the rules of the puzzle sent.
//!
//! The server runs with a short time limit (see [`limits`]) so that heavy requests end
//! quickly; its answer to those is a 422 or a 503, as documented.

use std::sync::OnceLock;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use serde_json::{json, Map, Value};
use sudoku_engine::format::parse_str;
use sudoku_engine::variant;
use sudoku_web::Limits;
use tokio::runtime::Runtime;
use tower::ServiceExt;

use crate::input::Input;

/// The endpoints that take a POST, in the order the first byte picks them (the ninth and
/// later are picked with bit 4 set, so that the kept inputs keep their endpoints).
const ENDPOINTS: [&str; 9] = [
    "solve",
    "count",
    "check",
    "rate",
    "hint",
    "explain",
    "generate",
    "booklet",
    "candidates",
];

/// The fields each endpoint reads, in the order of [`ENDPOINTS`].
const FIELDS: [&[&str]; 9] = [
    &["puzzle"],
    &["puzzle", "limit"],
    &["puzzle"],
    &["puzzle"],
    &["puzzle"],
    &["puzzle"],
    &["size", "difficulty", "seed", "clues"],
    &[
        "puzzles",
        "count",
        "size",
        "difficulty",
        "seed",
        "per_page",
        "paper",
        "title",
    ],
    &["puzzle", "cap"],
];

/// Field names that no endpoint, or not every endpoint, reads.
const OTHER_FIELDS: [&str; 4] = ["unknown", "puzzle", "limit", "clues"];

/// Words worth sending as strings: puzzles of several sizes and kinds, option values, and
/// variant puzzles in our JSON form (a jigsaw 4×4, whose solution breaks the classic boxes,
/// and a killer), last so that the kept inputs keep their words.
const WORDS: [&str; 19] = [
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    ".................................................................................",
    "11...............................................................................",
    "1...............",
    "1 . . .\n. . 1 .\n. 1 . .\n. . . 1",
    "[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]",
    "....................................................................................................................................................................................................................................................................",
    "easy",
    "medium",
    "hard",
    "unfair",
    "extreme",
    "any",
    "a4",
    "letter",
    r#"{"size": 4, "constraints": [{"type": "anti-knight"}]}"#,
    r#"{"size": 4, "regions": "1112122233343444"}"#,
    r#"{"size": 4, "givens": "1...............", "constraints": [{"type": "killer", "cells": ["r1c2", "r1c3"], "sum": 7}]}"#,
];

/// The server's limits while fuzzing: the defaults, with a short time limit.
pub fn limits() -> Limits {
    Limits {
        time: Duration::from_millis(300),
        jobs: 2,
        ..Limits::default()
    }
}

/// One runtime and one app for every input (building them is slower than most requests).
struct Server {
    runtime: Runtime,
    app: Router,
}

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| Server {
        runtime: tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a tokio runtime"),
        app: sudoku_web::app(limits()),
    })
}

/// Sends the request `data` describes to the app and checks the answer; panics when a
/// property fails.
pub fn check(data: &[u8]) {
    let mut input = Input::new(data);
    let control = input.byte();
    let pick = (usize::from(control & 7) | usize::from(control >> 4 & 1) << 3) % ENDPOINTS.len();
    let endpoint = ENDPOINTS[pick];
    let body = if control & 8 == 0 {
        input.rest().to_vec()
    } else {
        let mut fields = Map::new();
        while !input.rest().is_empty() {
            // Mostly the endpoint's own fields, so that requests get past the reading.
            let name = match input.byte() % 8 {
                0 => input.pick(&OTHER_FIELDS),
                _ => input.pick(FIELDS[pick]),
            };
            let value = value(&mut input, 0);
            fields.insert(name.to_string(), value);
        }
        serde_json::to_vec(&Value::Object(fields)).expect("JSON values serialise")
    };
    let sent = body.clone();
    let server = server();
    let (status, bytes) = server.runtime.block_on(async {
        let request = Request::post(format!("/api/{endpoint}"))
            .body(Body::from(body))
            .expect("a valid request");
        let response = server
            .app
            .clone()
            .oneshot(request)
            .await
            .expect("infallible");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("the body reads")
            .to_bytes();
        (status, bytes)
    });
    check_answer(endpoint, status, &bytes, &sent);
}

/// A JSON value drawn from the input; arrays nest at most three deep.
fn value(input: &mut Input<'_>, depth: usize) -> Value {
    match input.byte() % 9 {
        0 => Value::Null,
        1 => Value::Bool(input.byte() & 1 == 1),
        2 => json!(i64::from(input.byte()) - 16),
        3 => json!(input.u64()),
        4 => json!(-((input.u64() >> 1) as i64) - 1),
        5 => json!(f64::from(input.byte()) / 4.0),
        6 => {
            let len = usize::from(input.byte() % 32);
            let bytes: Vec<u8> = (0..len).map(|_| input.byte()).collect();
            Value::String(String::from_utf8_lossy(&bytes).into_owned())
        }
        7 => Value::String(input.pick(&WORDS).to_string()),
        _ if depth < 3 => {
            let len = usize::from(input.byte() % 30);
            Value::Array((0..len).map(|_| value(input, depth + 1)).collect())
        }
        _ => Value::Array(Vec::new()),
    }
}

/// The status and body of an answer from `endpoint` to the request body `sent` keep the API's
/// promises.
fn check_answer(endpoint: &str, status: StatusCode, body: &[u8], sent: &[u8]) {
    let text = String::from_utf8_lossy(body);
    assert!(
        !status.is_server_error() || status == StatusCode::SERVICE_UNAVAILABLE,
        "/api/{endpoint} answered {status}: {text}"
    );
    if status != StatusCode::OK {
        let answer: Value = serde_json::from_slice(body)
            .unwrap_or_else(|e| panic!("/api/{endpoint} {status}: not JSON ({e}): {text}"));
        let message = answer
            .as_object()
            .filter(|o| o.len() == 1)
            .and_then(|o| o.get("error"))
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("/api/{endpoint} {status}: not {{\"error\": ...}}: {text}"));
        assert!(
            !message.is_empty()
                && !message.ends_with('.')
                && !message.starts_with(|c: char| c.is_uppercase()),
            "/api/{endpoint} {status}: message {message:?}"
        );
        return;
    }
    if endpoint == "booklet" {
        assert!(
            body.starts_with(b"%PDF-"),
            "/api/booklet answered 200 without a PDF"
        );
        return;
    }
    let answer: Value = serde_json::from_slice(body)
        .unwrap_or_else(|e| panic!("/api/{endpoint} 200: not JSON ({e}): {text}"));
    if let (Some(puzzle), Some(solution)) = (
        answer.get("puzzle").and_then(Value::as_str),
        answer.get("solution").and_then(Value::as_str),
    ) {
        let puzzle = parse_str(puzzle).expect("the answer's puzzle reads back");
        let solution = parse_str(solution).expect("the answer's solution reads back");
        assert!(
            solution.is_filled_from(&puzzle),
            "/api/{endpoint}: {solution:?} does not keep the givens of {puzzle:?}"
        );
        if answer.get("variant").is_none() {
            assert!(
                solution.is_solved(),
                "/api/{endpoint}: {solution:?} does not solve {puzzle:?}"
            );
            return;
        }
        // A variant puzzle: the solution breaks none of the rules of the puzzle sent.
        let request: Value = serde_json::from_slice(sent).expect("a 200 answered JSON");
        let text = match &request["puzzle"] {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let rules = variant::read_record(&text)
            .expect("the puzzle sent is a variant puzzle")
            .expect("the puzzle sent reads");
        let broken = rules.broken(solution.values());
        assert!(
            broken.is_empty() && !solution.values().contains(&0),
            "/api/{endpoint}: {solution:?} breaks {broken:?}"
        );
    }
}
