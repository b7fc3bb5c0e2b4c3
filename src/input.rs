//! Reading puzzle records from files, directories and standard input, in constant memory.
//!
//! Every command that takes puzzles takes `[PATH...]`: files, `-` for standard input, and
//! directories (every file inside, subdirectories included, in name order, so a folder of
//! puzzle files can be checked in one run; hidden entries, whose names start with `.`, are
//! skipped and named on stderr, as ripgrep does). No path means standard input. A source whose
//! first 8 KiB hold a NUL byte is a binary file: it is reported once and skipped. Each source is
//! cut into records by the engine's [`RecordSplitter`], with its own format detection, or, when
//! it is a CSV or TSV table, one record per row by [`csv`] (which keeps the row for
//! `--format csv`).

mod csv;

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use sudoku_engine::format::{layout_of, parse_record, Format, RecordSplitter};
use sudoku_engine::{Grid, NoSolution, ParseError, ParseErrorKind};
use sudoku_i18n::tr;

pub use self::csv::{ColumnSpec, Fields, Row, Table};
use sudoku_engine::variant::VariantPuzzle;

/// A record read: a classic grid, or a variant puzzle (a grid and its rules).
#[derive(Debug)]
pub enum Puzzle {
    /// A grid under the classic rules of its shape.
    Classic(Grid),
    /// A grid under rules of its own.
    Variant(Box<VariantPuzzle>),
}

impl Puzzle {
    /// The givens.
    pub fn givens(&self) -> &Grid {
        match self {
            Puzzle::Classic(g) => g,
            Puzzle::Variant(p) => p.givens(),
        }
    }

    /// Why the puzzle has no solution, as far as the engine's cheap look tells (the one
    /// reason the web API and `sudokit` give too).
    pub fn why_no_solution(&self) -> NoSolution {
        match self {
            Puzzle::Classic(g) => sudoku_engine::why_no_solution(g),
            Puzzle::Variant(p) => sudoku_engine::why_no_solution_variant(p),
        }
    }
}
use self::csv::{CsvReader, RawRow};

/// Lines longer than this are reported as bad records and skipped, so that a file with no line
/// breaks cannot exhaust memory. The largest puzzle line (32×32) is 1,024 characters; JSON
/// documents may span many lines.
pub const MAX_LINE: usize = 1 << 20;

/// How much of a source is looked at for NUL bytes to tell a binary file, as ripgrep does.
const BINARY_PROBE: usize = 8 << 10;

/// A file whose first this many records are all bad is not a puzzle file: it is reported once
/// and skipped (unless `--all-errors`), so that a folder holding a virtualenv or a source tree
/// does not print an error for every line of it.
pub const NOT_PUZZLES_AFTER: usize = 10;

/// The input options every puzzle-reading command shares.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct InputArgs {
    /// Puzzle files, directories (every file inside, subdirectories too, in name order;
    /// hidden ones skipped) or `-` for standard input. Without paths, standard input is read.
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    /// The input layout: line, grid, boxed, json, c-array, csv or tsv. Detected for each
    /// source when not given: a `.csv` or `.tsv` name, or a first line of comma- or
    /// tab-separated fields that are not all puzzles, makes a table (a first row with no
    /// puzzle in it is its header); otherwise the first line of data tells the puzzle layout
    /// (`{{`, `{` and a number, or `int m[9][9] =` starts a C array).
    #[arg(long, value_name = "FORMAT", value_parser = InputFormatParser)]
    pub input_format: Option<InputFormat>,

    /// In CSV and TSV input, the column that holds the puzzles: a header name, or a number
    /// (1 = the first column; the only way to name one in a table without a header).
    /// Default: the first column whose first data row holds a puzzle (when that row holds
    /// none, the one named puzzle, quizzes or question).
    #[arg(long, value_name = "COLUMN")]
    pub column: Option<String>,

    /// Name the file of each record in text output: `FILE:LINE:` (the record's line) before
    /// each line of one-line output, a `# FILE` line before each file's first record in grid
    /// and boxed layouts (a comment, so the output still reads back as input). The default
    /// when several paths or a directory are given. JSON already names each record's
    /// `source`; tables and booklets are unchanged.
    #[arg(long, overrides_with = "no_filename")]
    pub with_filename: bool,

    /// Never name the files in the output, even when several are read.
    #[arg(long, overrides_with = "with_filename")]
    pub no_filename: bool,

    /// Report every bad record. By default a file whose first 10 records are all bad is not a
    /// puzzle file: it is named once on stderr (`not a puzzle file`) and skipped.
    #[arg(long)]
    pub all_errors: bool,
}

impl InputArgs {
    /// Whether output names each record's file: asked for, or several paths or a directory
    /// read, unless `--no-filename`.
    pub fn show_names(&self) -> bool {
        if self.no_filename {
            return false;
        }
        self.with_filename || self.paths.len() > 1 || self.paths.iter().any(|p| p.is_dir())
    }
}

/// What `--input-format` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// One of the engine's puzzle layouts.
    Text(Format),
    /// A table with this field separator (`,` for CSV, a tab for TSV).
    Table(u8),
}

/// Parses an input format name for clap.
pub fn parse_input_format(s: &str) -> Result<InputFormat, String> {
    if s.eq_ignore_ascii_case("csv") {
        Ok(InputFormat::Table(b','))
    } else if s.eq_ignore_ascii_case("tsv") {
        Ok(InputFormat::Table(b'\t'))
    } else {
        s.parse()
            .map(InputFormat::Text)
            .map_err(|_| tr!("unknown-input-format", value = format!("{s:?}")))
    }
}

/// The `--input-format` values, with their help, for the help text and completions (what
/// each name means is [`parse_input_format`]'s).
const INPUT_FORMATS: &[(&str, &str)] = &[
    ("line", "N² characters per line, `.` or `0` for holes"),
    ("grid", "N lines of N tokens"),
    (
        "boxed",
        "The grid with `|` between boxes and `---+---` lines between bands",
    ),
    (
        "json",
        "`{\"grid\": [[...], ...]}` or a bare array of rows, 0 for holes",
    ),
    (
        "c-array",
        "C arrays of digits 0 to N-1 with -1 for holes (`{{-1, 3, …}, …}`), or 1 to N with 0",
    ),
    ("csv", "A table, one puzzle per row (`--column`)"),
    ("tsv", "As csv, with tabs between fields"),
];

/// Reads `--input-format` with [`parse_input_format`], listing [`INPUT_FORMATS`] in the help.
#[derive(Clone, Copy, Debug)]
struct InputFormatParser;

impl clap::builder::TypedValueParser for InputFormatParser {
    type Value = InputFormat;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<InputFormat, clap::Error> {
        let text = value.to_string_lossy();
        parse_input_format(&text).map_err(|message| {
            clap::Error::raw(clap::error::ErrorKind::InvalidValue, format!("{message}\n"))
                .with_cmd(cmd)
        })
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        let values = INPUT_FORMATS
            .iter()
            .map(|&(name, help)| clap::builder::PossibleValue::new(name).help(help));
        Some(Box::new(values))
    }
}

/// One puzzle record: where it came from and its text.
#[derive(Debug, Clone)]
pub struct InputRecord {
    /// The source's name (a path, or `<stdin>`).
    pub source: Arc<str>,
    /// The 1-based line of the source where the record starts.
    pub line: usize,
    /// The record's text, or why it could not be read (a line too long, bad UTF-8).
    pub text: Result<String, ParseError>,
    /// The format the record is in (the line format for a table's puzzle column).
    pub format: Format,
    /// The whole row, when the record is a row of a CSV or TSV table.
    pub row: Option<Box<Row>>,
    /// Whether output names the record's file, and whether it is its file's first record.
    pub naming: Naming,
}

/// Whether a record's output names its file (`--with-filename`), set by [`RecordReader`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Naming {
    /// Output names the file.
    pub show: bool,
    /// The record is the first of its file (where a `# FILE` header goes).
    pub first: bool,
}

impl InputRecord {
    /// `source:line`, for messages.
    pub fn location(&self) -> String {
        format!("{}:{}", self.source, self.line)
    }

    /// The layout the record came in, which output asking for none is written in: its
    /// format, but the line layout for a whole puzzle pasted on one line in the grid or boxed
    /// layout (`format::layout_of`).
    pub fn layout(&self) -> Format {
        match (&self.text, &self.row) {
            (Ok(text), None) => layout_of(text, self.format),
            _ => self.format,
        }
    }

    /// Parses the record into a grid.
    ///
    /// # Errors
    ///
    /// The engine's parse error, naming the line and column.
    pub fn parse(&self) -> Result<Grid, ParseError> {
        match (&self.text, &self.row) {
            (Ok(text), Some(row)) => {
                parse_record(text, self.format, row.field_line(row.table.column))
            }
            (Ok(text), None) => parse_record(text, self.format, self.line),
            (Err(e), _) => Err(e.clone()),
        }
    }

    /// The record as a variant puzzle, when it is one: an f-puzzles or SudokuPad link, f-puzzles
    /// JSON, an ISS constraint string or killer line, or our JSON form (`None` for the classic formats, which [`InputRecord::parse`]
    /// reads). [`sudoku_engine::variant::read_record`] turns a classic record away at its
    /// first character, which keeps this off the classic path.
    ///
    /// # Errors
    ///
    /// Why the variant puzzle cannot be read (the JSON path, or the link's problem), at the
    /// record's line.
    pub fn variant(&self) -> Option<Result<VariantPuzzle, ParseError>> {
        let text = self.text.as_ref().ok()?;
        let read = sudoku_engine::variant::read_record(text)?;
        let line = match &self.row {
            Some(row) => row.field_line(row.table.column),
            None => self.line,
        };
        Some(read.map_err(|e| ParseError {
            position: sudoku_engine::Position { line, column: None },
            kind: ParseErrorKind::Variant(e.to_string()),
        }))
    }

    /// The record as a classic grid or a variant puzzle.
    ///
    /// # Errors
    ///
    /// Why it cannot be read, naming the line and column (or the JSON path).
    pub fn parse_puzzle(&self) -> Result<Puzzle, ParseError> {
        match self.variant() {
            Some(v) => v.map(|p| Puzzle::Variant(Box::new(p))),
            None => self.parse().map(Puzzle::Classic),
        }
    }
}

/// A source that gave no records, or no more: it could not be read, it is a binary file, or a
/// directory walk skipped it. Reading goes on with the next one.
#[derive(Debug)]
pub struct SourceError {
    /// The source's name.
    pub source: String,
    /// What happened.
    pub problem: Problem,
}

/// Why a directory walk left an entry out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skip {
    /// Its name starts with a dot.
    Hidden,
    /// A symbolic link to a directory (not followed, so a walk cannot loop).
    LinkToDirectory,
    /// Neither a file nor a directory (a socket, a device, a pipe).
    NotRegular,
}

/// Why a source gave no records.
#[derive(Debug)]
pub enum Problem {
    /// Opening or reading it failed (exit code 2).
    Io(io::Error),
    /// A NUL byte in its first 8 KiB: not text, so not read (exit code 2, as for records that
    /// cannot be read), reported once rather than once per line.
    Binary,
    /// Left out of a directory walk, for the reason given (hidden, not a regular file, a link
    /// to a directory); named on stderr, with no effect on the exit code.
    Skipped(Skip),
    /// Its first records, this many, were all bad: not a puzzle file, so the rest is not read
    /// (exit code 2, as for records that cannot be read), reported once.
    NotPuzzles(usize),
}

impl SourceError {
    fn io(source: String, error: io::Error) -> SourceError {
        SourceError {
            source,
            problem: Problem::Io(error),
        }
    }

    /// The line for stderr, with its `error:`, `warning:` or `note:` prefix and no line break.
    pub fn message(&self) -> String {
        let source = || sudoku_i18n::Arg::from(&self.source);
        let text = |id| sudoku_i18n::tr_in(sudoku_i18n::lang(), id, &[("source", source())]);
        match &self.problem {
            Problem::Io(e) => format!("error: {}: {}", self.source, io_text(e)),
            Problem::Binary => format!("warning: {}", text("source-binary")),
            Problem::Skipped(Skip::Hidden) => format!("note: {}", text("source-hidden")),
            Problem::Skipped(Skip::LinkToDirectory) => {
                format!("note: {}", text("source-link-to-directory"))
            }
            Problem::Skipped(Skip::NotRegular) => format!("note: {}", text("source-not-regular")),
            Problem::NotPuzzles(bad) => format!(
                "warning: {}",
                tr!("source-not-puzzles", source = &self.source, bad = *bad)
            ),
        }
    }

    /// Whether a table lacks a column asked for (`--column`, `--against`): a usage error when
    /// it is the first table read.
    pub fn is_column_error(&self) -> bool {
        matches!(&self.problem, Problem::Io(e)
            if e.get_ref().is_some_and(|inner| inner.is::<ColumnError>()))
    }

    /// Whether this makes the run fail with exit code 2 (a skipped entry does not).
    pub fn is_error(&self) -> bool {
        !matches!(self.problem, Problem::Skipped(_))
    }
}

/// A table without a column asked for, in words.
#[derive(Debug)]
struct ColumnError(String);

impl std::fmt::Display for ColumnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ColumnError {}

/// An error opening or reading a file, in the language of the run: the system's own words in
/// English, the catalogs' for the commonest errors in other languages.
pub fn io_text(e: &io::Error) -> String {
    let lang = sudoku_i18n::lang();
    match e.kind() {
        _ if lang == sudoku_i18n::Lang::En => e.to_string(),
        io::ErrorKind::NotFound => tr!("io-not-found"),
        io::ErrorKind::PermissionDenied => tr!("io-permission-denied"),
        _ => e.to_string(),
    }
}

/// What the reader yields: a record, or a source that failed.
pub type ReadItem = Result<InputRecord, SourceError>;

enum Source {
    Stdin,
    File(PathBuf),
    /// A link to a variant puzzle given on the command line in place of a path (a link is
    /// never a file's name: a path that exists is read as the file).
    Link(String),
}

impl Source {
    fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(p) => p.display().to_string(),
            Source::Link(_) => "<link>".to_string(),
        }
    }
}

/// Expands paths into sources: a directory becomes every file under it (see [`walk`]); a path
/// named on the command line is read whatever its name.
fn expand(paths: &[PathBuf]) -> Vec<Result<Source, SourceError>> {
    if paths.is_empty() {
        return vec![Ok(Source::Stdin)];
    }
    let mut out = Vec::new();
    for p in paths {
        if p.as_os_str() == "-" {
            out.push(Ok(Source::Stdin));
        } else if p.is_dir() {
            walk(p, &mut out);
        } else if !p.exists() && p.to_str().is_some_and(sudoku_engine::variant::is_link) {
            out.push(Ok(Source::Link(p.to_string_lossy().into_owned())));
        } else {
            out.push(Ok(Source::File(p.clone())));
        }
    }
    out
}

/// Adds the files under `dir` to `out`, depth first, each directory's entries in name order
/// (so the order is that of the sorted paths, the same on every machine). Hidden entries
/// (names starting with `.`), links to directories (which could loop) and entries that are
/// neither files nor directories (sockets, pipes) are skipped, each named in `out`; links to
/// files are read.
fn walk(dir: &Path, out: &mut Vec<Result<Source, SourceError>>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => return out.push(Err(SourceError::io(dir.display().to_string(), e))),
    };
    let mut entries: Vec<_> = entries.collect();
    entries.sort_by(|a, b| match (a, b) {
        (Ok(a), Ok(b)) => a.file_name().cmp(&b.file_name()),
        (a, b) => a.is_ok().cmp(&b.is_ok()),
    });
    for entry in entries {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.push(Err(SourceError::io(dir.display().to_string(), e)));
                continue;
            }
        };
        let path = entry.path();
        let skip = |why| {
            Err(SourceError {
                source: path.display().to_string(),
                problem: Problem::Skipped(why),
            })
        };
        if entry.file_name().as_encoded_bytes().starts_with(b".") {
            out.push(skip(Skip::Hidden));
            continue;
        }
        let kind = match entry.file_type() {
            Ok(t) if t.is_symlink() => std::fs::metadata(&path).map(|m| (m.file_type(), true)),
            Ok(t) => Ok((t, false)),
            Err(e) => Err(e),
        };
        match kind {
            Ok((t, _)) if t.is_file() => out.push(Ok(Source::File(path))),
            Ok((t, false)) if t.is_dir() => walk(&path, out),
            Ok((t, true)) if t.is_dir() => out.push(skip(Skip::LinkToDirectory)),
            Ok(_) => out.push(skip(Skip::NotRegular)),
            Err(e) => out.push(Err(SourceError::io(path.display().to_string(), e))),
        }
    }
}

/// Reads lines with a length cap: a longer line is consumed and reported, not stored.
struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
}

enum Line<'a> {
    /// A line of text, borrowed from the reader's buffer (no allocation per line).
    Text(&'a str),
    TooLong,
    NotUtf8(usize),
}

impl<R: BufRead> LineReader<R> {
    fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        self.buf.clear();
        let mut too_long = false;
        let mut any = false;
        loop {
            let available = match self.inner.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                break;
            }
            any = true;
            let (chunk, done) = match memchr::memchr(b'\n', available) {
                Some(i) => (&available[..i], Some(i + 1)),
                None => (available, None),
            };
            if !too_long {
                if self.buf.len() + chunk.len() > MAX_LINE {
                    too_long = true;
                    self.buf.clear();
                } else {
                    self.buf.extend_from_slice(chunk);
                }
            }
            let used = done.unwrap_or(available.len());
            self.inner.consume(used);
            if done.is_some() {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        if too_long {
            return Ok(Some(Line::TooLong));
        }
        match std::str::from_utf8(&self.buf) {
            Ok(text) => Ok(Some(Line::Text(text))),
            Err(e) => Ok(Some(Line::NotUtf8(e.valid_up_to() + 1))),
        }
    }
}

/// A source read as one of the puzzle layouts.
struct TextSource {
    name: Arc<str>,
    lines: LineReader<Box<dyn BufRead + Send>>,
    splitter: RecordSplitter,
    line_no: usize,
    done: bool,
}

/// A source read as a CSV or TSV table.
struct TableSource {
    name: Arc<str>,
    reader: CsvReader,
    /// Known once the first rows are read.
    table: Option<Arc<Table>>,
    /// A row read while working out the table's layout, to give out next.
    pending: Option<RawRow>,
    /// Whether the next row is the table's first.
    first: bool,
}

enum OpenSource {
    Text(TextSource),
    /// Boxed: `csv_core`'s reader carries its state machine's tables (about 600 bytes).
    Table(Box<TableSource>),
}

/// Streams records from every source in order.
pub struct RecordReader {
    sources: std::vec::IntoIter<Result<Source, SourceError>>,
    current: Option<OpenSource>,
    /// Items read ahead by [`RecordReader::first_layout`], given out first.
    ahead: VecDeque<ReadItem>,
    /// Whether output names each record's file.
    show_names: bool,
    /// Whether no record of the current source has been given out yet.
    fresh: bool,
    format: Option<InputFormat>,
    column: Option<ColumnSpec>,
    extra: Vec<ColumnSpec>,
    /// The header of the last table read, so that a run of tables with one header writes it
    /// once in `--format csv` output.
    last_header: Option<Fields>,
    /// Whether every bad record is reported (`--all-errors`), rather than a file whose first
    /// records are all bad being skipped.
    all_errors: bool,
    /// The current file's first records, held back while all of them are bad.
    held: Vec<InputRecord>,
    /// Whether the current source is read record by record with no holding back: it has had
    /// a good record, or it is standard input (read as it is typed).
    trusted: bool,
    /// Items to give out before reading on (held records let go, and what came after them).
    released: VecDeque<ReadItem>,
}

impl RecordReader {
    /// A reader over `args.paths` (standard input when empty).
    pub fn new(args: &InputArgs) -> RecordReader {
        RecordReader {
            sources: expand(&args.paths).into_iter(),
            current: None,
            ahead: VecDeque::new(),
            show_names: args.show_names(),
            fresh: false,
            format: args.input_format,
            column: args.column.clone().map(ColumnSpec),
            extra: Vec::new(),
            last_header: None,
            all_errors: args.all_errors,
            held: Vec::new(),
            trusted: true,
            released: VecDeque::new(),
        }
    }

    /// Asks every table for these columns too (found by name or number, like `--column`), so
    /// that each row's [`Row::extra`] gives them; a table without them is a source error.
    pub fn with_columns(mut self, extra: Vec<ColumnSpec>) -> RecordReader {
        self.extra = extra;
        self
    }

    /// The layout of the input's first record ([`InputRecord::layout`]; `None` when there is
    /// none): the one output layout of a run that does not ask for one. Reads ahead to it;
    /// the items read stay queued for the iterator.
    pub fn first_layout(&mut self) -> Option<Format> {
        if let Some(rec) = self.ahead.iter().find_map(|item| item.as_ref().ok()) {
            return Some(rec.layout());
        }
        while let Some(item) = self.read_item() {
            let format = item.as_ref().ok().map(InputRecord::layout);
            self.ahead.push_back(item);
            if format.is_some() {
                return format;
            }
        }
        None
    }

    fn open(&self, source: &Source) -> io::Result<Box<dyn BufRead + Send>> {
        Ok(match source {
            Source::Stdin => {
                if io::stdin().is_terminal() {
                    eprintln!("{}", tr!("reading-stdin", key = EOF_KEY));
                }
                let stdin = Fused {
                    inner: io::stdin(),
                    ended: false,
                };
                Box::new(BufReader::with_capacity(1 << 16, stdin))
            }
            Source::File(p) => Box::new(BufReader::with_capacity(1 << 16, open_file(p)?)),
            Source::Link(text) => Box::new(io::Cursor::new(format!("{text}\n").into_bytes())),
        })
    }

    /// Opens `source` and decides how to read it: `--input-format`, else a `.csv`/`.tsv`
    /// name, else a look at its first line. `Ok(None)`: a binary file.
    fn start(&self, source: &Source) -> io::Result<Option<OpenSource>> {
        let mut reader = self.open(source)?;
        if is_binary(reader.fill_buf()?) {
            return Ok(None);
        }
        skip_byte_order_mark(&mut reader)?;
        let name: Arc<str> = source.name().into();
        let delimiter = match self.format {
            Some(InputFormat::Table(d)) => Some(d),
            Some(InputFormat::Text(_)) => None,
            None => {
                let by_name = match source {
                    Source::File(p) => csv::delimiter_for_name(p),
                    Source::Stdin | Source::Link(_) => None,
                };
                match by_name {
                    Some(d) => Some(d),
                    None => csv::sniff(reader.fill_buf()?),
                }
            }
        };
        Ok(Some(match delimiter {
            Some(d) => OpenSource::Table(Box::new(TableSource {
                name,
                reader: CsvReader::new(reader, d),
                table: None,
                pending: None,
                first: true,
            })),
            None => OpenSource::Text(TextSource {
                name,
                lines: LineReader {
                    inner: reader,
                    buf: Vec::new(),
                },
                splitter: RecordSplitter::new(match self.format {
                    Some(InputFormat::Text(f)) => Some(f),
                    _ => None,
                }),
                line_no: 0,
                done: false,
            }),
        }))
    }
}

/// A reader that stays at its end once it reached it. A terminal's end of input (Ctrl-D) is
/// one event, not a state: without this, each look at the start of standard input (binary
/// file? table?) would wait for another Ctrl-D.
struct Fused<R> {
    inner: R,
    ended: bool,
}

impl<R: Read> Read for Fused<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.ended || buf.is_empty() {
            return Ok(0);
        }
        let n = self.inner.read(buf)?;
        self.ended = n == 0;
        Ok(n)
    }
}

/// The key that ends input typed at a terminal.
#[cfg(windows)]
const EOF_KEY: &str = "Ctrl-Z, Enter";
#[cfg(not(windows))]
const EOF_KEY: &str = "Ctrl-D";

/// Whether the start of a source marks it as binary: a NUL byte in its first 8 KiB (or in as
/// much as the first read gave, for a pipe).
fn is_binary(start: &[u8]) -> bool {
    memchr::memchr(0, &start[..start.len().min(BINARY_PROBE)]).is_some()
}

/// Skips a UTF-8 byte-order mark at the start of a source, which some editors write, so that
/// neither the table sniffer nor the first record sees it.
///
/// Looks at what the first read brought in (64 KiB from a file; whatever a pipe had ready), so
/// a mark split across two reads of a pipe is left to the engine, which skips it too.
fn skip_byte_order_mark(reader: &mut dyn BufRead) -> io::Result<()> {
    const MARK: &[u8] = b"\xEF\xBB\xBF";
    if reader.fill_buf()?.starts_with(MARK) {
        reader.consume(MARK.len());
    }
    Ok(())
}

fn open_file(p: &Path) -> io::Result<impl Read + Send> {
    File::open(p)
}

impl TextSource {
    /// A record for a line that could not be read as text.
    fn bad_line(&mut self, column: Option<usize>, kind: ParseErrorKind) -> InputRecord {
        self.line_no += 1;
        // Keep the splitter's line count in step with the input.
        let _ = self.splitter.push("");
        InputRecord {
            source: self.name.clone(),
            line: self.line_no,
            text: Err(ParseError::new(self.line_no, column, kind)),
            format: self.splitter.format().unwrap_or(Format::Line),
            row: None,
            naming: Naming::default(),
        }
    }

    /// The next record, `None` at the end of the source.
    fn next_record(&mut self) -> Option<io::Result<InputRecord>> {
        loop {
            if self.done {
                return None;
            }
            match self.lines.next_line() {
                Ok(Some(Line::Text(text))) => {
                    self.line_no += 1;
                    if let Some(rec) = self.splitter.push(text) {
                        return Some(Ok(self.record(rec)));
                    }
                }
                Ok(Some(Line::TooLong)) => {
                    let kind = ParseErrorKind::LineTooLong { limit: MAX_LINE };
                    return Some(Ok(self.bad_line(None, kind)));
                }
                Ok(Some(Line::NotUtf8(column))) => {
                    let kind = ParseErrorKind::BadChar {
                        found: '\u{FFFD}',
                        expected: "UTF-8 text".into(),
                    };
                    return Some(Ok(self.bad_line(Some(column), kind)));
                }
                Ok(None) => {
                    self.done = true;
                    return self.splitter.finish().map(|rec| Ok(self.record(rec)));
                }
                Err(error) => return Some(Err(error)),
            }
        }
    }

    fn record(&self, rec: sudoku_engine::format::Record) -> InputRecord {
        InputRecord {
            source: self.name.clone(),
            line: rec.line,
            text: Ok(rec.text),
            format: rec.format,
            row: None,
            naming: Naming::default(),
        }
    }
}

impl TableSource {
    /// The next record, `None` at the end of the source. A table whose columns cannot be
    /// found is an error of the source (reported once, instead of on every row).
    fn next_record(
        &mut self,
        column: Option<&ColumnSpec>,
        extra: &[ColumnSpec],
        last_header: &mut Option<Fields>,
    ) -> Option<io::Result<InputRecord>> {
        if self.table.is_none() {
            if let Err(e) = self.lay_out(column, extra, last_header) {
                return Some(Err(e));
            }
        }
        let raw = match self.pending.take() {
            Some(raw) => raw,
            None => match self.reader.read() {
                Ok(Some(raw)) => raw,
                Ok(None) => return None,
                Err(e) => return Some(Err(e)),
            },
        };
        Some(Ok(self.record(raw)))
    }

    /// Reads the first rows to find the header and the columns.
    fn lay_out(
        &mut self,
        column: Option<&ColumnSpec>,
        extra: &[ColumnSpec],
        last_header: &mut Option<Fields>,
    ) -> io::Result<()> {
        let Some(first) = self.reader.read()? else {
            // An empty table: nothing to read, and no layout to find.
            self.table = Some(Arc::new(Table {
                header: None,
                column: 0,
                extra: Vec::new(),
                show_header: false,
            }));
            return Ok(());
        };
        // A first row too long to keep is data, and bad: it cannot be a header.
        let header = first.fields.as_ref().filter(|f| csv::is_header(f)).cloned();
        let data_row = if header.is_some() {
            self.reader.read()?
        } else {
            Some(first)
        };
        let (puzzle_column, extra) = csv::table_layout(
            header.as_ref(),
            data_row.as_ref().and_then(|r| r.fields.as_ref()),
            column,
            extra,
        )
        .map_err(|msg| io::Error::new(io::ErrorKind::InvalidData, ColumnError(msg)))?;
        let show_header = header.is_some() && *last_header != header;
        if header.is_some() {
            last_header.clone_from(&header);
        }
        self.table = Some(Arc::new(Table {
            header,
            column: puzzle_column,
            extra,
            show_header,
        }));
        self.pending = data_row;
        Ok(())
    }

    fn record(&mut self, raw: RawRow) -> InputRecord {
        let table = self
            .table
            .clone()
            .expect("laid out before the first record");
        let first = std::mem::replace(&mut self.first, false);
        let (text, fields) = match raw.fields {
            Some(fields) => {
                let text = match fields.get(table.column) {
                    Some(p) => Ok(String::from_utf8_lossy(p).into_owned()),
                    None => Err(ParseError::new(raw.line, None, ParseErrorKind::Empty)),
                };
                (text, fields)
            }
            None => {
                let kind = ParseErrorKind::LineTooLong { limit: MAX_LINE };
                let e = ParseError::new(raw.line, None, kind);
                (Err(e), Fields::default())
            }
        };
        InputRecord {
            source: self.name.clone(),
            line: raw.line,
            text,
            format: Format::Line,
            row: Some(Box::new(Row {
                table,
                fields,
                first,
                line: raw.line,
            })),
            naming: Naming::default(),
        }
    }
}

impl Iterator for RecordReader {
    type Item = ReadItem;

    fn next(&mut self) -> Option<ReadItem> {
        self.ahead.pop_front().or_else(|| self.read_item())
    }
}

impl RecordReader {
    /// The next item from the sources, each record marked for `--with-filename`.
    fn read_item(&mut self) -> Option<ReadItem> {
        let mut item = self.read_source_item()?;
        if let Ok(rec) = &mut item {
            rec.naming = Naming {
                show: self.show_names,
                first: std::mem::take(&mut self.fresh),
            };
        }
        Some(item)
    }

    fn read_source_item(&mut self) -> Option<ReadItem> {
        if let Some(item) = self.released.pop_front() {
            return Some(item);
        }
        loop {
            let current = match &mut self.current {
                Some(c) => c,
                None => {
                    let source = match self.sources.next()? {
                        Ok(s) => s,
                        Err(e) => return Some(Err(e)),
                    };
                    match self.start(&source) {
                        Ok(Some(open)) => {
                            self.fresh = true;
                            self.trusted = self.all_errors || matches!(source, Source::Stdin);
                            self.current.insert(open)
                        }
                        Ok(None) => {
                            return Some(Err(SourceError {
                                source: source.name(),
                                problem: Problem::Binary,
                            }))
                        }
                        Err(error) => return Some(Err(SourceError::io(source.name(), error))),
                    }
                }
            };
            let next = match current {
                OpenSource::Text(src) => src.next_record(),
                OpenSource::Table(src) => {
                    src.next_record(self.column.as_ref(), &self.extra, &mut self.last_header)
                }
            };
            // The source's name, for the errors below only (not a copy per record).
            let source = |open: &OpenSource| match open {
                OpenSource::Text(src) => src.name.to_string(),
                OpenSource::Table(src) => src.name.to_string(),
            };
            match next {
                Some(Ok(rec)) if self.trusted => return Some(Ok(rec)),
                Some(Ok(rec)) => {
                    // A file is held back while its records are all bad: the first good one
                    // (classic or variant: a file of links or of our JSON lines is a puzzle
                    // file too) lets them go, and enough of them make it not a puzzle file.
                    self.trusted = rec.parse_puzzle().is_ok();
                    self.held.push(rec);
                    if self.trusted {
                        return self.release(None);
                    }
                    if self.held.len() >= NOT_PUZZLES_AFTER {
                        let bad = self.held.len();
                        self.held.clear();
                        let source = self.current.take().map(|c| source(&c));
                        return Some(Err(SourceError {
                            source: source.unwrap_or_default(),
                            problem: Problem::NotPuzzles(bad),
                        }));
                    }
                }
                Some(Err(error)) => {
                    let source = self.current.take().map(|c| source(&c));
                    let error = SourceError::io(source.unwrap_or_default(), error);
                    return self.release(Some(error));
                }
                None => {
                    self.current = None;
                    if !self.held.is_empty() {
                        return self.release(None);
                    }
                }
            }
        }
    }

    /// Gives out the held records, then `then`.
    fn release(&mut self, then: Option<SourceError>) -> Option<ReadItem> {
        self.released.extend(self.held.drain(..).map(Ok));
        self.released.extend(then.map(Err));
        self.released.pop_front()
    }
}
