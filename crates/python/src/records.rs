//! The records of a batch, from either source the binding takes, behind one interface that
//! every batch job ([`batch`](crate::batch)) is written over once.
//!
//! - **cells**: a C-contiguous `uint8` array of shape `(n, N²)`, 0 for a hole. The Python side
//!   makes sure of the dtype and layout (marking values that do not fit in a byte with 255,
//!   which the engine reports as [`Status::Invalid`]).
//! - **text**: the data buffer and offsets (`int32` or `int64`) of an Arrow `string` or
//!   `large_string` array, with its validity bitmap and bit offset. Record `i` is
//!   `data[offsets[i]..offsets[i + 1]]`, read as the `sudoku` command reads a record: a
//!   variant puzzle (a link, our JSON form, f-puzzles JSON, an ISS string) when it is one,
//!   else one puzzle in any classic format ([`format::parse_bytes`]); a null, a bad offset or
//!   an unreadable record is [`Status::Invalid`].
//!
//! A record of cells stays the bytes it is ([`Record::Cells`]): the jobs hand those to the
//! engine's calls on raw cells, which solve a 9×9 record without making a [`Grid`] or
//! allocating, and make a grid only for the work that needs one (a rating, a canonical form).
//! Solving and counting without a time limit hand the engine a whole chunk of rows at once
//! ([`Records::cells`]), which does per row what the call on one record does.

use numpy::{PyReadonlyArray1, PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_engine::format::{self, Format};
use sudoku_engine::{Grid, ParseError, Shape, Status};

use crate::puzzle::Puzzle;

/// A batch's records as Python hands them over: a cells array, or the `(data, offsets,
/// validity)` buffers of an Arrow string array (`validity` being the bitmap and the bit of
/// record 0, or None when there is no null).
#[derive(FromPyObject)]
pub enum Source<'py> {
    /// A `(n, N²)` `uint8` array.
    Cells(PyReadonlyArray2<'py, u8>),
    /// Arrow string buffers.
    Text(
        PyReadonlyArray1<'py, u8>,
        OffsetsArg<'py>,
        Option<(PyReadonlyArray1<'py, u8>, usize)>,
    ),
}

/// Arrow offsets, 32 or 64 bits.
#[derive(FromPyObject)]
pub enum OffsetsArg<'py> {
    /// `string` arrays.
    Narrow(PyReadonlyArray1<'py, i32>),
    /// `large_string` arrays.
    Wide(PyReadonlyArray1<'py, i64>),
}

impl Source<'_> {
    /// The records, borrowing the buffers.
    ///
    /// # Errors
    ///
    /// `ValueError` for a cells array that is not two-dimensional, whose rows are not N×N
    /// grids, or for buffers that are not contiguous.
    pub fn records(&self) -> PyResult<Records<'_>> {
        match self {
            Source::Cells(puzzles) => {
                let &[_, cols] = puzzles.shape() else {
                    return Err(PyValueError::new_err("expected a two-dimensional array"));
                };
                let shape = Shape::for_cell_count(cols).ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "rows of {cols} cells are not N×N puzzles for any grid size N with boxes"
                    ))
                })?;
                let data = puzzles.as_slice().map_err(|e| {
                    PyValueError::new_err(format!("the puzzle array must be contiguous: {e}"))
                })?;
                Ok(Records::Cells { data, shape })
            }
            Source::Text(data, offsets, validity) => {
                let slice_error = |e: numpy::AsSliceError| {
                    PyValueError::new_err(format!("the Arrow buffers must be contiguous: {e}"))
                };
                let offsets = match offsets {
                    OffsetsArg::Narrow(o) => Offsets::Narrow(o.as_slice().map_err(slice_error)?),
                    OffsetsArg::Wide(o) => Offsets::Wide(o.as_slice().map_err(slice_error)?),
                };
                let validity = match validity {
                    Some((bits, first)) => Some((bits.as_slice().map_err(slice_error)?, *first)),
                    None => None,
                };
                Ok(Records::Text(Text {
                    data: data.as_slice().map_err(slice_error)?,
                    offsets,
                    validity,
                }))
            }
        }
    }
}

/// The records of a batch, from either source, and how many there are.
#[derive(Clone, Copy)]
pub enum Records<'a> {
    /// Rows of N² cells of `shape`, back to back.
    Cells {
        /// The cells.
        data: &'a [u8],
        /// The shape of every row.
        shape: Shape,
    },
    /// The records of an Arrow string array.
    Text(Text<'a>),
}

impl<'a> Records<'a> {
    /// The number of records.
    pub fn len(&self) -> usize {
        match self {
            Records::Cells { data, shape } => data.len() / shape.cell_count(),
            Records::Text(text) => text.len(),
        }
    }

    /// The records from record `first` on, in order: each a record, or the status of one that
    /// is no puzzle ([`Status::Invalid`]). A row of cells costs nothing but a slice.
    #[inline]
    pub fn from(&self, first: usize) -> RecordsFrom<'a> {
        match *self {
            Records::Cells { data, shape } => {
                let start = first.saturating_mul(shape.cell_count()).min(data.len());
                RecordsFrom::Cells(shape, data[start..].chunks_exact(shape.cell_count()))
            }
            Records::Text(text) => RecordsFrom::Text(text, first..text.len()),
        }
    }

    /// The cells of `count` rows from row `first` on, and their shape, when the records are
    /// rows of a cells array (and those rows exist): for the engine's batch calls.
    pub fn cells(&self, first: usize, count: usize) -> Option<(Shape, &'a [u8])> {
        match *self {
            Records::Cells { data, shape } => {
                let n = shape.cell_count();
                let start = first.checked_mul(n)?;
                let end = count.checked_mul(n)?.checked_add(start)?;
                data.get(start..end).map(|cells| (shape, cells))
            }
            Records::Text(_) => None,
        }
    }

    /// The shape of every record, when the source fixes it (a cells array's rows).
    pub fn shape(&self) -> Option<Shape> {
        match self {
            Records::Cells { shape, .. } => Some(*shape),
            Records::Text(_) => None,
        }
    }
}

/// The records of a batch from one on: see [`Records::from`].
pub enum RecordsFrom<'a> {
    /// The rows left of a cells array.
    Cells(Shape, std::slice::ChunksExact<'a, u8>),
    /// The text records left.
    Text(Text<'a>, std::ops::Range<usize>),
}

impl<'a> Iterator for RecordsFrom<'a> {
    type Item = Result<Record<'a>, Status>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            RecordsFrom::Cells(shape, rows) => {
                rows.next().map(|cells| Ok(Record::Cells(*shape, cells)))
            }
            RecordsFrom::Text(text, left) => left.next().map(|i| text.puzzle(i).map(Record::Read)),
        }
    }
}

/// One record of a batch.
pub enum Record<'a> {
    /// A row of a cells array: a classic puzzle's N² cells as given (a value may be above N).
    Cells(Shape, &'a [u8]),
    /// A text record, read.
    Read(Puzzle),
}

impl Record<'_> {
    /// The number of cells of its grid.
    #[inline]
    pub fn cell_count(&self) -> usize {
        match self {
            Record::Cells(shape, _) => shape.cell_count(),
            Record::Read(puzzle) => puzzle.givens().values().len(),
        }
    }

    /// Its shape and cells, when it is a classic puzzle (a row of cells, or a text record
    /// in a classic format), for the engine's calls on raw cells.
    #[inline]
    pub fn classic_cells(&self) -> Option<(Shape, &[u8])> {
        match self {
            Record::Cells(shape, cells) => Some((*shape, cells)),
            Record::Read(Puzzle::Classic(grid)) => Some((grid.shape(), grid.values())),
            Record::Read(Puzzle::Variant(_)) => None,
        }
    }

    /// The record as a puzzle; [`Status::Invalid`] for a row of cells with a value above N.
    pub fn into_puzzle(self) -> Result<Puzzle, Status> {
        match self {
            Record::Cells(shape, cells) => Grid::from_values(shape, cells)
                .map(Puzzle::Classic)
                .map_err(|_| Status::Invalid),
            Record::Read(puzzle) => Ok(puzzle),
        }
    }

    /// The record as a classic grid ([`Puzzle::into_classic`]); [`Status::Invalid`] for a
    /// variant puzzle or a row of cells with a value above N.
    pub fn into_classic(self) -> Result<Grid, Status> {
        self.into_puzzle()?.into_classic().ok_or(Status::Invalid)
    }
}

#[derive(Clone, Copy)]
enum Offsets<'a> {
    Narrow(&'a [i32]),
    Wide(&'a [i64]),
}

impl Offsets<'_> {
    fn len(self) -> usize {
        match self {
            Offsets::Narrow(o) => o.len(),
            Offsets::Wide(o) => o.len(),
        }
    }

    fn get(self, i: usize) -> Option<usize> {
        match self {
            Offsets::Narrow(o) => o.get(i).and_then(|&v| usize::try_from(v).ok()),
            Offsets::Wide(o) => o.get(i).and_then(|&v| usize::try_from(v).ok()),
        }
    }
}

/// The records of an Arrow string array.
#[derive(Clone, Copy)]
pub struct Text<'a> {
    data: &'a [u8],
    offsets: Offsets<'a>,
    /// The validity bitmap and the bit of record 0 (Arrow's `offset`), when there are nulls.
    validity: Option<(&'a [u8], usize)>,
}

impl Text<'_> {
    fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// Record `i` as a puzzle (classic or variant), or the status of a record that is not
    /// one.
    fn puzzle(&self, i: usize) -> Result<Puzzle, Status> {
        if let Some((bits, first)) = self.validity {
            let bit = first + i;
            let valid = bits.get(bit / 8).is_some_and(|b| b >> (bit % 8) & 1 == 1);
            if !valid {
                return Err(Status::Invalid);
            }
        }
        let (Some(start), Some(end)) = (self.offsets.get(i), self.offsets.get(i + 1)) else {
            return Err(Status::Invalid);
        };
        let bytes = self.data.get(start..end).ok_or(Status::Invalid)?;
        Puzzle::read_bytes(bytes, parse_record).map_err(|_| Status::Invalid)
    }
}

/// Reads one record as [`format::parse_bytes`] does, faster for the common case.
///
/// A record whose first byte is ASCII, not white space and not `#` starts with its first line
/// of data, and when that line holds no `|`, `parse_bytes` detects the line format exactly
/// when the line starts with a run of symbols of a valid cell count, which is when the line
/// parser succeeds on it. So the line parser is tried first, and `parse_bytes` reads whatever
/// it refuses. This skips the format detection and the copy `parse_bytes` makes of every
/// record, which took a third of the time of a batch of easy puzzles (measured with `perf` on
/// `bench/bench_batch.py`'s Arrow strings).
fn parse_record(bytes: &[u8]) -> Result<Grid, ParseError> {
    let starts_with_data = bytes
        .first()
        .is_some_and(|&b| b.is_ascii() && !b.is_ascii_whitespace() && b != b'#');
    if starts_with_data
        && !bytes
            .iter()
            .take_while(|&&b| b != b'\n')
            .any(|&b| b == b'|')
    {
        if let Ok(grid) = format::parse_record_bytes(bytes, Format::Line, 1) {
            return Ok(grid);
        }
    }
    format::parse_bytes(bytes)
}
