//! Calling the app in-process, the way a client would, and reading its JSON answers.
#![allow(dead_code)] // Each test file uses a different part of this shared module.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use sudoku_web::{app, Limits};
use tower::ServiceExt;

/// A classic easy 9×9 puzzle (`examples/dot-grid.txt`) and its solution.
pub const PUZZLE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
pub const SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

/// An answer: status, content type and body (JSON when it parses, else a string).
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub content_type: String,
    pub body: Value,
}

/// Sends one request with a raw `body` to a fresh app with `limits`.
pub async fn send(limits: Limits, method: Method, path: &str, body: impl Into<Body>) -> Answer {
    send_to(app(limits), method, path, body).await
}

/// Sends one request with a raw `body` to `router` (a clone of one app shares its limits and
/// its pool of engine slots).
pub async fn send_to(
    router: axum::Router,
    method: Method,
    path: &str,
    body: impl Into<Body>,
) -> Answer {
    send_with(router, method, path, &[], body).await
}

/// Sends one request with `headers` (name, value) and a raw `body` to `router`.
pub async fn send_with(
    router: axum::Router,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
    body: impl Into<Body>,
) -> Answer {
    let mut request = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request.body(body.into()).expect("a valid request");
    let response = router.oneshot(request).await.expect("infallible");
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes();
    let text = String::from_utf8_lossy(&bytes).to_string();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Answer {
        status,
        content_type,
        body,
    }
}

/// POSTs `json` to `path` with the default limits.
pub async fn post(path: &str, json: Value) -> Answer {
    send(Limits::default(), Method::POST, path, json.to_string()).await
}
