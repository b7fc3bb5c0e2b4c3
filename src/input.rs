//! Reading puzzle records from files, directories and standard input, in constant memory.
//!
//! Every command that takes puzzles takes `[PATH...]`: files, `-` for standard input, and
//! directories (every regular file inside, in name order, so a folder of puzzle files can be
//! checked in one run). No path means standard input. Each source is cut into records by the
//! engine's [`RecordSplitter`], with its own format detection.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use sudoku_engine::format::{parse_record, Format, RecordSplitter};
use sudoku_engine::{Grid, ParseError, ParseErrorKind};

/// Lines longer than this are reported as bad records and skipped, so that a file with no line
/// breaks cannot exhaust memory. The largest puzzle line (32×32) is 1,024 characters; JSON
/// documents may span many lines.
pub const MAX_LINE: usize = 1 << 20;

/// The input options every puzzle-reading command shares.
#[derive(clap::Args, Debug, Clone)]
pub struct InputArgs {
    /// Puzzle files, directories (every file inside, by name) or `-` for standard input.
    /// Without paths, standard input is read.
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    /// The input layout; detected from the first line of each source when not given.
    #[arg(long, value_name = "FORMAT", value_parser = parse_format)]
    pub input_format: Option<Format>,
}

/// Parses a format name for clap.
pub fn parse_format(s: &str) -> Result<Format, String> {
    s.parse()
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
    /// The format the record is in.
    pub format: Format,
}

impl InputRecord {
    /// `source:line`, for messages.
    pub fn location(&self) -> String {
        format!("{}:{}", self.source, self.line)
    }

    /// Parses the record into a grid.
    ///
    /// # Errors
    ///
    /// The engine's parse error, naming the line and column.
    pub fn parse(&self) -> Result<Grid, ParseError> {
        match &self.text {
            Ok(text) => parse_record(text, self.format, self.line),
            Err(e) => Err(e.clone()),
        }
    }

    /// A parse error rendered as `source:line[:column]: message`.
    pub fn describe_error(&self, e: &ParseError) -> String {
        match e.position.column {
            Some(c) => format!("{}:{}:{}: {}", self.source, e.position.line, c, e.kind),
            None => format!("{}:{}: {}", self.source, e.position.line, e.kind),
        }
    }
}

/// A source that could not be opened or read; reading goes on with the next one.
#[derive(Debug)]
pub struct SourceError {
    /// The source's name.
    pub source: String,
    /// What went wrong.
    pub error: io::Error,
}

/// What the reader yields: a record, or a source that failed.
pub type ReadItem = Result<InputRecord, SourceError>;

enum Source {
    Stdin,
    File(PathBuf),
}

impl Source {
    fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }
}

/// Expands paths into sources: directories become their regular files in name order.
fn expand(paths: &[PathBuf]) -> Vec<Result<Source, SourceError>> {
    if paths.is_empty() {
        return vec![Ok(Source::Stdin)];
    }
    let mut out = Vec::new();
    for p in paths {
        if p.as_os_str() == "-" {
            out.push(Ok(Source::Stdin));
        } else if p.is_dir() {
            match std::fs::read_dir(p) {
                Ok(entries) => {
                    let mut files: Vec<PathBuf> = entries
                        .filter_map(Result::ok)
                        .map(|e| e.path())
                        .filter(|p| p.is_file())
                        .collect();
                    files.sort();
                    out.extend(files.into_iter().map(|f| Ok(Source::File(f))));
                }
                Err(error) => out.push(Err(SourceError {
                    source: p.display().to_string(),
                    error,
                })),
            }
        } else {
            out.push(Ok(Source::File(p.clone())));
        }
    }
    out
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

struct OpenSource {
    name: Arc<str>,
    lines: LineReader<Box<dyn BufRead + Send>>,
    splitter: RecordSplitter,
    line_no: usize,
    done: bool,
}

/// Streams records from every source in order.
pub struct RecordReader {
    sources: std::vec::IntoIter<Result<Source, SourceError>>,
    current: Option<OpenSource>,
    format: Option<Format>,
}

impl RecordReader {
    /// A reader over `args.paths` (standard input when empty).
    pub fn new(args: &InputArgs) -> RecordReader {
        RecordReader {
            sources: expand(&args.paths).into_iter(),
            current: None,
            format: args.input_format,
        }
    }

    fn open(&self, source: &Source) -> io::Result<Box<dyn BufRead + Send>> {
        Ok(match source {
            Source::Stdin => Box::new(BufReader::with_capacity(1 << 16, io::stdin())),
            Source::File(p) => Box::new(BufReader::with_capacity(1 << 16, open_file(p)?)),
        })
    }
}

fn open_file(p: &Path) -> io::Result<impl Read + Send> {
    File::open(p)
}

impl OpenSource {
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
        }
    }
}

impl Iterator for RecordReader {
    type Item = ReadItem;

    fn next(&mut self) -> Option<ReadItem> {
        loop {
            if self.current.is_none() {
                let source = match self.sources.next()? {
                    Ok(s) => s,
                    Err(e) => return Some(Err(e)),
                };
                let name = source.name();
                match self.open(&source) {
                    Ok(reader) => {
                        self.current = Some(OpenSource {
                            name: name.into(),
                            lines: LineReader {
                                inner: reader,
                                buf: Vec::new(),
                            },
                            splitter: RecordSplitter::new(self.format),
                            line_no: 0,
                            done: false,
                        })
                    }
                    Err(error) => {
                        return Some(Err(SourceError {
                            source: name,
                            error,
                        }))
                    }
                }
            }
            let src = self.current.as_mut().expect("opened above");
            if src.done {
                self.current = None;
                continue;
            }
            match src.lines.next_line() {
                Ok(Some(Line::Text(text))) => {
                    src.line_no += 1;
                    if let Some(rec) = src.splitter.push(text) {
                        return Some(Ok(InputRecord {
                            source: src.name.clone(),
                            line: rec.line,
                            text: Ok(rec.text),
                            format: rec.format,
                        }));
                    }
                }
                Ok(Some(Line::TooLong)) => {
                    return Some(Ok(
                        src.bad_line(None, ParseErrorKind::LineTooLong { limit: MAX_LINE })
                    ));
                }
                Ok(Some(Line::NotUtf8(column))) => {
                    let kind = ParseErrorKind::BadChar {
                        found: '\u{FFFD}',
                        expected: "UTF-8 text".into(),
                    };
                    return Some(Ok(src.bad_line(Some(column), kind)));
                }
                Ok(None) => {
                    src.done = true;
                    if let Some(rec) = src.splitter.finish() {
                        return Some(Ok(InputRecord {
                            source: src.name.clone(),
                            line: rec.line,
                            text: Ok(rec.text),
                            format: rec.format,
                        }));
                    }
                }
                Err(error) => {
                    let name = src.name.to_string();
                    self.current = None;
                    return Some(Err(SourceError {
                        source: name,
                        error,
                    }));
                }
            }
        }
    }
}
