//! The router and the server loop.

use std::net::SocketAddr;

use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::Router;
use tokio::net::TcpListener;

use crate::error::ApiError;
use crate::limits::{Limits, Runner};

/// The address `sudoku serve` listens on unless told otherwise: loopback only.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

/// The whole app: the page's files at `/`, the API under `/api/`, with `limits` applied.
///
/// Every error is JSON: an unknown path answers 404 and a wrong method 405, each with
/// `{"error": "..."}`.
///
/// # Example
///
/// ```
/// let app: axum::Router = sudoku_web::app(sudoku_web::Limits::default());
/// ```
pub fn app(limits: Limits) -> Router {
    let runner = Runner::new(limits);
    Router::new()
        .merge(crate::assets::routes())
        .nest("/api", crate::api::routes())
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(limits.body_bytes))
        .with_state(runner)
}

async fn not_found(uri: axum::http::Uri) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("no such page: {}", uri.path()),
    )
}

async fn method_not_allowed(method: axum::http::Method, uri: axum::http::Uri) -> ApiError {
    let hint = if uri.path().starts_with("/api/") && uri.path() != "/api/openapi.json" {
        " (the API takes POST with a JSON body)"
    } else {
        ""
    };
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("{method} is not allowed on {}{hint}", uri.path()),
    )
}

/// Serves [`app`] on `listener` until the process stops.
///
/// # Errors
///
/// An I/O error from the listener.
pub async fn serve(listener: TcpListener, limits: Limits) -> std::io::Result<()> {
    axum::serve(listener, app(limits)).await
}

/// Serves on `addr` on a multi-threaded runtime of its own, blocking until the process stops;
/// `on_ready` is called with the bound address (useful when `addr` asks for port 0).
///
/// # Errors
///
/// An I/O error when the runtime cannot start or `addr` cannot be bound.
pub fn run(
    addr: SocketAddr,
    limits: Limits,
    on_ready: impl FnOnce(SocketAddr),
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = TcpListener::bind(addr).await?;
        on_ready(listener.local_addr()?);
        serve(listener, limits).await
    })
}
