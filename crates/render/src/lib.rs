//! Pictures of Sudoku grids: an SVG board for the screen and a PDF booklet for the printer.
//!
//! The key decision is that rendering is a pure function of plain data. [`svg`] takes a
//! [`Grid`](sudoku_engine::Grid) and [`SvgOptions`] (which cells are givens, pencil marks, and a
//! [`Highlight`] made of cells and candidates) and returns the SVG text; [`pdf`] takes a list of
//! [`BookletPuzzle`]s and [`PdfOptions`] and returns the PDF bytes. [`variant_svg`] draws a
//! variant puzzle's grid with its rules (killer cages, thermometers, jigsaw regions, ...) as
//! setters draw them, and a booklet entry with [`BookletPuzzle::rules`] is drawn the same way.
//! Nothing here reads files, knows about the command line, or depends on how a hint was found:
//! a caller that explains a step passes the step's cells and candidates, so this crate stays
//! small and easy to test.
//!
//! Both outputs are written by hand rather than through a drawing library: an SVG board is a
//! few rectangles, two paths and one `<text>` per digit, and the PDF uses the standard
//! Helvetica fonts that every reader has, so no font is embedded and the files stay tiny.
//!
//! # Example
//!
//! ```
//! use sudoku_engine::format::parse_str;
//! use sudoku_render::{svg, SvgOptions};
//!
//! let puzzle = parse_str("1.........1.....").unwrap();
//! let picture = svg(&puzzle, &SvgOptions::default());
//! assert!(picture.starts_with("<svg"));
//! assert_eq!(picture.matches("<text").count(), 2);
//! ```
#![deny(missing_docs)]

pub use error::PdfError;
pub use pdf::{pdf, BookletPuzzle, PaperSize, PdfOptions, PerPage};
pub use svg::{svg, Highlight, PencilMarks, SvgOptions};
pub use variant::{variant_picture, variant_svg, VariantPicture};

mod candidates;
mod error;
mod pdf;
mod svg;
mod variant;
