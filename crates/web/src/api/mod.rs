//! The JSON API under `/api/`: one handler per endpoint, grouped by the engine module it uses.
//!
//! Every endpoint takes a POST with a JSON body whose `puzzle` is text in any format the
//! engine reads (line, grid, boxed, JSON, C arrays), and answers JSON; `/api/generate` and
//! `/api/booklet` take generation options instead, and `/api/booklet` answers a PDF. Grids in answers are written in
//! the line format (`.` for holes, `A` = 10 and so on for big grids), which the page and the
//! command line both read back. `/api/solve`, `/api/count` and `/api/candidates` also take
//! variant puzzles in the same field (a link, f-puzzles JSON or our JSON form, as text or as
//! a JSON object; `puzzle.rs`), and their answers then carry a `variant` field. So does
//! `/api/setter` (`setter.rs`), the setter help of `sudoku check` and `candidates --same-digit`.
//! `/api/check` takes them too and lists each rule the grid breaks. `/api/picture` draws a
//! puzzle's rules for the page to lay over its cells, `/api/generate` makes variant puzzles
//! when asked for `variant` kinds (`play.rs`), and `/api/booklet` prints them, given or
//! generated, with their rules drawn.

mod booklet;
mod generate;
mod logic;
mod play;
mod puzzle;
mod setter;
mod solving;

use axum::routing::{get, post};
use axum::Router;
use serde::{Deserialize, Serialize};
use sudoku_engine::format::{write_grid, Format, WriteOptions};
use sudoku_engine::variant::Place;
use sudoku_engine::{Cell, Grid};

use crate::limits::Runner;

/// The API routes, relative to `/api`.
pub(crate) fn routes() -> Router<Runner> {
    Router::new()
        .route("/solve", post(solving::solve))
        .route("/count", post(solving::count))
        .route("/candidates", post(solving::candidates))
        .route("/check", post(solving::check))
        .route("/rate", post(logic::rate))
        .route("/hint", post(logic::hint))
        .route("/explain", post(logic::explain))
        .route("/setter", post(setter::setter))
        .route("/generate", post(generate::generate))
        .route("/picture", post(play::picture))
        .route("/booklet", post(booklet::booklet))
        .route("/messages", post(crate::page::messages))
        .route("/openapi.json", get(openapi))
}

/// The OpenAPI 3 description of this API.
async fn openapi() -> impl axum::response::IntoResponse {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        include_str!("../../assets/openapi.json"),
    )
}

pub(crate) use puzzle::{read_puzzle, read_variant, Puzzle, PuzzleText, VariantNotes};

/// The body most endpoints take.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PuzzleRequest {
    /// The puzzle as text in any supported format, or as a JSON object.
    puzzle: PuzzleText,
}

/// The largest grid this server works on: the engine reads up to 32×32, but logic and
/// uniqueness work on bigger sparse grids easily outlasts any reasonable time limit.
pub(crate) const MAX_SIZE: usize = 25;

/// A grid in the line format.
pub(crate) fn line(grid: &Grid) -> String {
    let mut out = String::with_capacity(grid.values().len());
    write_grid(grid, Format::Line, WriteOptions::default(), &mut out);
    out
}

/// The fields every answer about one puzzle starts with: its size, box shape and givens.
#[derive(Debug, Serialize)]
pub(crate) struct Board {
    size: usize,
    box_rows: usize,
    box_cols: usize,
    /// The givens, line format.
    puzzle: String,
}

impl Board {
    /// The board of `givens`.
    pub(crate) fn of(givens: &Grid) -> Board {
        let shape = givens.shape();
        Board {
            size: shape.size(),
            box_rows: shape.box_rows(),
            box_cols: shape.box_cols(),
            puzzle: line(givens),
        }
    }
}

/// A cell as the page uses it: 1-based row and column, 0-based row-major index, and its name.
#[derive(Debug, Serialize)]
pub(crate) struct CellJson {
    row: usize,
    col: usize,
    index: usize,
    name: String,
}

impl CellJson {
    /// The cell at `place` of a grid of `size`; `None` for a place outside the grid (the
    /// outside clues' places).
    pub(crate) fn of_place(place: Place, size: usize) -> Option<CellJson> {
        let index = place.index(size)?;
        Some(CellJson {
            row: usize::from(place.row),
            col: usize::from(place.col),
            index,
            name: place.to_string(),
        })
    }
}

impl From<Cell> for CellJson {
    fn from(cell: Cell) -> CellJson {
        CellJson {
            row: cell.row() + 1,
            col: cell.col() + 1,
            index: cell.index(),
            name: cell.to_string(),
        }
    }
}
