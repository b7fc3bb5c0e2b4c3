//! The page's files, embedded in the binary so `sudoku serve` needs nothing on disk.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

use crate::limits::Runner;

/// One embedded file: its path, content type and bytes.
struct Asset {
    path: &'static str,
    content_type: &'static str,
    body: &'static str,
}

const ASSETS: &[Asset] = &[
    Asset {
        path: "/app.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("../assets/app.js"),
    },
    Asset {
        path: "/style.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("../assets/style.css"),
    },
    Asset {
        path: "/favicon.svg",
        content_type: "image/svg+xml",
        body: include_str!("../assets/favicon.svg"),
    },
];

/// A route for each embedded file, and the page itself (filled in the request's language).
pub(crate) fn routes() -> Router<Runner> {
    let page = Router::new().route("/", get(crate::page::index));
    ASSETS.iter().fold(page, |router, asset| {
        let (content_type, body) = (asset.content_type, asset.body);
        router.route(
            asset.path,
            get(move || async move {
                (
                    [(CONTENT_TYPE, content_type), (CACHE_CONTROL, "no-cache")],
                    body,
                )
                    .into_response()
            }),
        )
    })
}
