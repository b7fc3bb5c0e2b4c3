//! Output formats and the record layout shared by every command.
//!
//! The default output format mirrors the input's family: line in, line out; grid in, grid out.
//! Single-line formats (line, JSON Lines) print one line per record. Multi-line layouts (grid,
//! boxed) separate records with a blank line, so their output reads back as input.

use sudoku_engine::format::{write_grid, Format, WriteOptions};
use sudoku_engine::Grid;

/// The `--format` choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutFormat {
    /// One puzzle per line, N² characters, `.` for holes.
    Line,
    /// N lines of N symbols separated by one space (seed 000).
    Grid,
    /// The grid with `|` between boxes and `------+-------+------` between bands.
    Boxed,
    /// One JSON object per record per line (JSON Lines).
    Json,
}

impl OutFormat {
    /// The output format for a record read in `input` when `requested` may be unset.
    pub fn resolve(requested: Option<OutFormat>, input: Format) -> OutFormat {
        requested.unwrap_or(match input {
            Format::Line => OutFormat::Line,
            Format::Grid => OutFormat::Grid,
            Format::Boxed => OutFormat::Boxed,
            Format::Json => OutFormat::Json,
        })
    }

    /// The engine's text format for this output.
    pub fn text_format(self) -> Format {
        match self {
            OutFormat::Line => Format::Line,
            OutFormat::Grid => Format::Grid,
            OutFormat::Boxed => Format::Boxed,
            OutFormat::Json => Format::Json,
        }
    }

    /// Whether a record takes several lines (and records are separated by blank lines).
    pub fn is_multiline(self) -> bool {
        matches!(self, OutFormat::Grid | OutFormat::Boxed)
    }
}

/// The options of commands that print grids.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct OutputArgs {
    /// Output layout; by default the input's.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<OutFormat>,

    /// The character for empty cells in line and boxed output (`0` as in seeds 001 and 004).
    #[arg(long, default_value_t = '.', value_name = "CHAR", value_parser = parse_hole)]
    pub hole: char,
}

fn parse_hole(s: &str) -> Result<char, String> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ ('.' | '0' | '_' | '-' | '*')), None) => Ok(c),
        _ => Err("expected one of . 0 _ - *".to_string()),
    }
}

impl OutputArgs {
    /// Engine write options from these arguments.
    pub fn write_options(&self) -> WriteOptions {
        WriteOptions { hole: self.hole }
    }
}

/// Starts record number `index`: multi-line layouts put a blank line between records.
pub fn begin_record(format: OutFormat, index: u64, out: &mut String) {
    if format.is_multiline() && index > 0 {
        out.push('\n');
    }
}

/// Appends `grid` in `format` and a line break. JSON gets `{"grid": ...}`.
pub fn push_grid(grid: &Grid, format: OutFormat, options: WriteOptions, out: &mut String) {
    write_grid(grid, format.text_format(), options, out);
    out.push('\n');
}

/// A grid as one line-format string (for JSON fields).
pub fn line_string(grid: &Grid) -> String {
    let mut s = String::with_capacity(grid.values().len());
    write_grid(grid, Format::Line, WriteOptions::default(), &mut s);
    s
}

/// A grid as JSON rows, e.g. `[[1,2],[3,4]]`.
pub fn json_rows(grid: &Grid) -> serde_json::Value {
    let n = grid.shape().size();
    serde_json::Value::Array(
        grid.values()
            .chunks(n)
            .map(|row| row.iter().map(|&v| serde_json::Value::from(v)).collect())
            .collect(),
    )
}

/// Appends a JSON value as one line.
pub fn push_json(value: &serde_json::Value, out: &mut String) {
    out.push_str(&value.to_string());
    out.push('\n');
}
