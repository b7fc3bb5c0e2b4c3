//! The `sudoku serve` web app: a page to play puzzles with explained hints, and a JSON API over
//! the engine.
//!
//! The key decision is that the server is small and self-contained: the page is plain HTML,
//! CSS and JavaScript embedded in the binary (no bundler, no files on disk), and every answer
//! the page needs comes from the same JSON API a script can call — `POST /api/solve`,
//! `/api/count`, `/api/check`, `/api/rate`, `/api/hint`, `/api/explain`, `/api/generate`,
//! `/api/picture` (a variant puzzle's rules drawn, which the page lays over its cells) and
//! `/api/booklet` (a PDF), described at `GET /api/openapi.json`. The page speaks the player's
//! language (from `Accept-Language`, with a selector on the page, see `page.rs`), and the
//! hints the API gives come in the language a request asks for, besides the English `text`.
//! Engine work runs on tokio's blocking pool under [`Limits`] (open connections, time to send
//! a request, body size, time of engine work, light and heavy jobs at once), and every error,
//! including a wrong method or an unknown path under `/api/`, answers `{"error": "<message>"}`
//! with a 4xx status (503 when the server is busy or a request's work passed its time limit).
//!
//! The server binds to loopback by default; it is meant for one player on one machine.
//!
//! # Example
//!
//! ```no_run
//! # async fn demo() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! sudoku_web::serve(listener, sudoku_web::Limits::default()).await
//! # }
//! ```
#![deny(missing_docs)]

pub use error::ApiError;
pub use limits::Limits;
pub use server::{app, run, serve, DEFAULT_ADDR};

mod api;
mod assets;
mod error;
mod limits;
mod page;
mod payload;
mod server;
