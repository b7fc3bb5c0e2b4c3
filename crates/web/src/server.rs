//! The router and the server loop.
//!
//! The loop is ours rather than `axum::serve`, because a server on a network has to bound
//! what each client may hold: at most [`Limits::connections`] open connections (more wait in
//! the kernel's backlog), [`Limits::request_time`] to send the headers of each request and
//! again for its body, and [`Limits::connection_time`] for a connection's whole life. A
//! client that trickles its request a byte at a time (slowloris) thus holds one connection
//! for a few seconds, never a worker: reading is asynchronous and engine work starts only
//! once the whole body has arrived.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use http_body_util::BodyExt;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

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
        .layer(middleware::from_fn_with_state(limits, read_body))
        .with_state(runner)
}

/// Reads the whole request body, within [`Limits::request_time`] and [`Limits::body_bytes`],
/// before any handler runs: a client that sends its body slowly is answered 408 and its
/// connection closed, and one that sends too much 413, without holding an engine slot.
async fn read_body(State(limits): State<Limits>, request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    let limited = http_body_util::Limited::new(body, limits.body_bytes);
    match tokio::time::timeout(limits.request_time, limited.collect()).await {
        Ok(Ok(collected)) => {
            let request = Request::from_parts(parts, Body::from(collected.to_bytes()));
            next.run(request).await
        }
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "the request body is above the length limit of {} bytes",
                limits.body_bytes
            ),
        )
        .into_response(),
        Ok(Err(e)) => {
            ApiError::bad_request(format!("cannot read the request body: {e}")).into_response()
        }
        Err(_) => {
            let mut answer = ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request body did not arrive within {:.1} s",
                    limits.request_time.as_secs_f64()
                ),
            )
            .into_response();
            answer.headers_mut().insert(
                axum::http::header::CONNECTION,
                axum::http::HeaderValue::from_static("close"),
            );
            answer
        }
    }
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

/// Serves [`app`] on `listener` until the process stops, under `limits` (see the module
/// notes).
///
/// # Errors
///
/// None in practice: a failed `accept` (a client gone before it was accepted, no file
/// descriptors left) is waited out and the loop goes on, as a server must.
pub async fn serve(listener: TcpListener, limits: Limits) -> std::io::Result<()> {
    let app = app(limits);
    let open = Arc::new(Semaphore::new(limits.connections.max(1)));
    loop {
        // Taken before accepting: at the cap, new clients wait in the backlog.
        let Ok(permit) = open.clone().acquire_owned().await else {
            return Ok(());
        };
        let stream = match listener.accept().await {
            Ok((stream, _peer)) => stream,
            Err(_) => {
                // EMFILE and the like: give descriptors time to come back.
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _permit = permit;
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.request_time)
                .serve_connection(TokioIo::new(stream), service);
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = tokio::time::sleep(limits.connection_time) => {
                    // Old enough: finish the request in flight, if any, then close.
                    connection.as_mut().graceful_shutdown();
                    let _ = tokio::time::timeout(limits.request_time, connection).await;
                }
            }
        });
    }
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
