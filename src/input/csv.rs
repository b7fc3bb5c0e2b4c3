//! CSV and TSV sources: the puzzle datasets people already have.
//!
//! The public puzzle sets are tables with a header: Kaggle's `quizzes,solutions` (81 digits, `0`
//! for a hole), Radcliffe's `id,puzzle,solution,clues,difficulty` and the `sudoku-extreme`
//! set's `source,question,answer,rating` (`.` for a hole). A table source yields one record per
//! row, whose text is the puzzle column and which keeps the whole row ([`Row`]), so that
//! `--format csv` can write every input column back with the results appended.
//!
//! Reading is streaming: `csv_core` cuts one row at a time out of the source's buffer, so a
//! file of any size reads in constant memory. We drive `csv_core` ourselves rather than use the
//! `csv` crate's reader because we must name the physical line where each row starts: a quoted
//! field may hold line breaks, blank and `#` comment lines are skipped, and a `\r\n` ending is
//! consumed in two steps, none of which the `csv` reader's position accounts for exactly.
//! Seeing every byte consumed makes the count exact (see [`CsvReader::read`]).

use std::io::{self, BufRead};
use std::sync::Arc;

use csv_core::{ReadRecordResult, Reader as CoreReader, ReaderBuilder};
use sudoku_engine::format::{parse_record_bytes, Format};

use super::MAX_LINE;

/// The UTF-8 byte order mark that spreadsheet programs put at the start of a CSV file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The most fields a row may have: a row past this is reported as too long, like a row of
/// more than [`MAX_LINE`] bytes, so that a file of commas cannot exhaust memory.
const MAX_FIELDS: usize = 1 << 16;

/// The fields of one row, quotes removed, in one buffer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fields {
    data: Vec<u8>,
    /// The end of each field in `data`.
    ends: Vec<usize>,
}

impl Fields {
    /// The number of fields.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Field `i` (0-based), if the row has it.
    pub fn get(&self, i: usize) -> Option<&[u8]> {
        let end = *self.ends.get(i)?;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        self.data.get(start..end)
    }

    /// Every field, in order.
    pub fn iter(&self) -> impl Iterator<Item = &[u8]> {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The line breaks inside the fields before field `i`: how many lines further down the
    /// file field `i` starts than its row.
    fn newlines_before(&self, i: usize) -> usize {
        let end = match i {
            0 => 0,
            _ => self.ends.get(i - 1).copied().unwrap_or(self.data.len()),
        };
        memchr::memchr_iter(b'\n', &self.data[..end]).count()
    }
}

/// A column named on the command line (`--column`, `check --against`): a header name, or a
/// 1-based number (the only choice for a table without a header).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnSpec(pub String);

impl ColumnSpec {
    /// The 0-based index of the column in a table with `header` (if any).
    ///
    /// A name matches exactly, or else ignoring ASCII case; a number is taken as a position
    /// when no header name matches it, and must be one of the table's `width` columns (when
    /// known: the header's, else the first data row's).
    fn resolve(&self, header: Option<&Fields>, width: Option<usize>) -> Result<usize, String> {
        if let Some(h) = header {
            let name = self.0.as_bytes();
            let found = h
                .iter()
                .position(|f| trim(f) == name)
                .or_else(|| h.iter().position(|f| trim(f).eq_ignore_ascii_case(name)));
            if let Some(i) = found {
                return Ok(i);
            }
        }
        match self.0.trim().parse::<usize>() {
            Ok(n) if n >= 1 && width.is_some_and(|w| n > w) => Err(sudoku_i18n::tr!(
                "csv-column-out-of-range",
                number = n,
                width = width.unwrap_or(0)
            )),
            Ok(n) if n >= 1 => Ok(n - 1),
            _ => Err(match header {
                Some(h) => {
                    let names: Vec<String> = h
                        .iter()
                        .map(|f| String::from_utf8_lossy(f).into_owned())
                        .collect();
                    sudoku_i18n::tr!(
                        "csv-no-column",
                        name = format!("{:?}", self.0),
                        columns = names.join(", ")
                    )
                }
                None => sudoku_i18n::tr!("csv-no-header", name = format!("{:?}", self.0)),
            }),
        }
    }
}

/// What every row of one table shares.
#[derive(Debug)]
pub struct Table {
    /// The header row, when the table has one.
    pub header: Option<Fields>,
    /// The puzzle column (0-based).
    pub column: usize,
    /// The other columns asked for ([`super::RecordReader::with_columns`]), in the order asked.
    pub extra: Vec<usize>,
    /// Whether `--format csv` output writes the header before this table's first row: it has
    /// one, and it differs from the previous table's (so a folder of files with one header
    /// makes one table).
    pub show_header: bool,
}

impl Table {
    /// Column `i` for messages: its header name in quotes, or its 1-based number.
    pub fn label(&self, i: usize) -> String {
        match self.header.as_ref().and_then(|h| h.get(i)) {
            Some(name) => format!("{:?}", String::from_utf8_lossy(name)),
            None => (i + 1).to_string(),
        }
    }

    /// The number of columns output rows are padded to, so that appended columns line up.
    pub fn width(&self) -> usize {
        self.header.as_ref().map_or(self.column + 1, Fields::len)
    }
}

/// One row of a table, kept whole beside the record's puzzle text.
#[derive(Debug, Clone)]
pub struct Row {
    /// The table the row belongs to.
    pub table: Arc<Table>,
    /// The row's fields; empty when the row could not be read (too long).
    pub fields: Fields,
    /// Whether this is the table's first data row (where `--format csv` writes the header).
    pub first: bool,
    /// The physical line of the file where the row starts.
    pub line: usize,
}

impl Row {
    /// Extra column `k` (as asked for with [`super::RecordReader::with_columns`]) and the
    /// line where it starts, if the row has it.
    pub fn extra(&self, k: usize) -> Option<(&[u8], usize)> {
        let i = *self.table.extra.get(k)?;
        let field = self.fields.get(i)?;
        Some((field, self.field_line(i)))
    }

    /// The physical line where field `i` starts.
    pub fn field_line(&self, i: usize) -> usize {
        self.line + self.fields.newlines_before(i)
    }
}

/// Trims ASCII white space around a field.
fn trim(field: &[u8]) -> &[u8] {
    field.trim_ascii()
}

/// Whether `field` holds a puzzle in the line format (text after it allowed, as in a line
/// file): how a header row is told from data, and the puzzle column found.
pub fn is_puzzle(field: &[u8]) -> bool {
    let t = trim(field);
    t.len() >= 16 && parse_record_bytes(t, Format::Line, 1).is_ok()
}

/// The separator of a table source, guessed from the start of its data (`head`, what the
/// first read of the source holds), or `None` for the puzzle layouts.
///
/// The first line that is not blank or a `#` comment decides: a tab or a comma makes it a
/// table, unless it is JSON or a C array, or its fields are all puzzles (a line file with a second puzzle
/// after a comma reads as before: the first puzzle of each line), or it is tab-separated and
/// its fields are all one or two characters long (a row of the grid layout, which reads tabs
/// as spaces).
pub fn sniff(head: &[u8]) -> Option<u8> {
    let head = head.strip_prefix(BOM).unwrap_or(head);
    let line = head
        .split(|&b| b == b'\n')
        .map(trim)
        .find(|l| !l.is_empty() && !l.starts_with(b"#"))?;
    // JSON and C arrays (`{{-1, 3, …}, …}`, `// a comment`) have commas but are no tables.
    let c_array =
        || sudoku_engine::format::detect(&String::from_utf8_lossy(line)) == Format::CArray;
    if line.starts_with(b"{") || line.starts_with(b"[") || c_array() {
        return None;
    }
    let delimiter = if line.contains(&b'\t') {
        b'\t'
    } else if line.contains(&b',') {
        b','
    } else {
        return None;
    };
    let fields: Vec<&[u8]> = line
        .split(|&b| b == delimiter)
        .map(|f| {
            let f = trim(f);
            f.strip_prefix(b"\"")
                .and_then(|f| f.strip_suffix(b"\""))
                .unwrap_or(f)
        })
        .collect();
    let grid_row = delimiter == b'\t' && fields.iter().all(|f| f.len() <= 2);
    if grid_row || fields.iter().all(|f| is_puzzle(f)) {
        return None;
    }
    Some(delimiter)
}

/// The separator a file name asks for: `.csv` and `.tsv`, in any case.
pub fn delimiter_for_name(name: &std::path::Path) -> Option<u8> {
    let ext = name.extension()?.to_str()?;
    if ext.eq_ignore_ascii_case("csv") {
        Some(b',')
    } else if ext.eq_ignore_ascii_case("tsv") {
        Some(b'\t')
    } else {
        None
    }
}

/// A row as read: its fields, or too long to keep, and the line where it starts.
pub struct RawRow {
    /// The fields, or `None` when the row was longer than [`MAX_LINE`] bytes or
    /// [`MAX_FIELDS`] fields (and was skipped).
    pub fields: Option<Fields>,
    /// The physical line where the row starts (1-based).
    pub line: usize,
}

/// Cuts a byte stream into rows, counting physical lines.
pub struct CsvReader {
    inner: Box<dyn BufRead + Send>,
    core: CoreReader,
    /// Line breaks consumed so far.
    newlines: usize,
    /// The last byte consumed: a row that ends in `\n` ends on the line before the current one.
    last: u8,
    /// Scratch buffers, reused for every row.
    data: Vec<u8>,
    ends: Vec<usize>,
    bom_checked: bool,
}

impl CsvReader {
    /// A reader of rows separated by `delimiter`, with `"` quoting and `#` comment lines.
    pub fn new(inner: Box<dyn BufRead + Send>, delimiter: u8) -> CsvReader {
        CsvReader {
            inner,
            core: ReaderBuilder::new()
                .delimiter(delimiter)
                .comment(Some(b'#'))
                .build(),
            newlines: 0,
            last: 0,
            data: vec![0; 1024],
            ends: vec![0; 16],
            bom_checked: false,
        }
    }

    /// The next row, `None` at the end.
    ///
    /// Line numbers: `csv_core` consumes a row's `\n` ending with the row, but a `\r\n` ending
    /// only up to the `\r` (the `\n` goes with the next call, as a blank line), and a last row
    /// may have no ending. So the row ends on the line of the last byte consumed, minus one
    /// when that byte is the `\n` that ends it; it starts as many lines up as its fields hold
    /// line breaks. Blank and comment lines before it are skipped, and counted.
    ///
    /// # Errors
    ///
    /// Errors reading the source.
    pub fn read(&mut self) -> io::Result<Option<RawRow>> {
        if !self.bom_checked {
            self.bom_checked = true;
            let head = fill(&mut self.inner)?;
            if head.starts_with(BOM) {
                self.inner.consume(BOM.len());
            }
        }
        let (mut outlen, mut endlen) = (0, 0);
        let mut too_long = false;
        // Line breaks inside fields of a row too long to keep.
        let mut dropped_newlines = 0;
        loop {
            let input = fill(&mut self.inner)?;
            let (res, nin, nout, nend) =
                self.core
                    .read_record(input, &mut self.data[outlen..], &mut self.ends[endlen..]);
            let consumed = &input[..nin];
            self.newlines += memchr::memchr_iter(b'\n', consumed).count();
            if let Some(&b) = consumed.last() {
                self.last = b;
            }
            self.inner.consume(nin);
            outlen += nout;
            endlen += nend;
            match res {
                ReadRecordResult::InputEmpty => {}
                ReadRecordResult::OutputFull => {
                    if self.data.len() >= MAX_LINE || too_long {
                        // Keep reading to the end of the row, overwriting the buffer.
                        too_long = true;
                        dropped_newlines += memchr::memchr_iter(b'\n', &self.data).count();
                        outlen = 0;
                        endlen = 0;
                    } else {
                        self.data.resize(self.data.len() * 2, 0);
                    }
                }
                ReadRecordResult::OutputEndsFull => {
                    if self.ends.len() >= MAX_FIELDS || too_long {
                        too_long = true;
                        endlen = 0;
                    } else {
                        self.ends.resize(self.ends.len() * 2, 0);
                    }
                }
                ReadRecordResult::Record => {
                    let data = &self.data[..outlen];
                    let ends = &self.ends[..endlen];
                    let inside = memchr::memchr_iter(b'\n', data).count() + dropped_newlines;
                    let last_line = if self.last == b'\n' {
                        self.newlines
                    } else {
                        self.newlines + 1
                    };
                    let line = last_line.saturating_sub(inside).max(1);
                    let fields = (!too_long).then(|| Fields {
                        data: data.to_vec(),
                        ends: ends.to_vec(),
                    });
                    return Ok(Some(RawRow { fields, line }));
                }
                ReadRecordResult::End => return Ok(None),
            }
        }
    }
}

/// The source's buffered bytes, refilled when they are used up (empty at the end).
fn fill(r: &mut Box<dyn BufRead + Send>) -> io::Result<&[u8]> {
    r.fill_buf()
}

/// Whether a table's first row is a header: none of its fields holds a puzzle.
pub fn is_header(first: &Fields) -> bool {
    !first.iter().any(is_puzzle)
}

/// The header names of the puzzle column in the public datasets (Radcliffe's, Kaggle's and
/// `sudoku-extreme`), for a table whose first data row holds no readable puzzle.
const PUZZLE_NAMES: [&str; 3] = ["puzzle", "quizzes", "question"];

/// The puzzle column and the extra columns of a table with `header` (if any), whose first
/// data row is `data_row` (if any): `--column` when given, else the first column whose first
/// data row holds a puzzle, else (that row is bad) the first column named as the public
/// datasets name theirs.
///
/// # Errors
///
/// A message when a named column is not there, or no column can be found for the puzzles.
pub fn table_layout(
    header: Option<&Fields>,
    data_row: Option<&Fields>,
    column: Option<&ColumnSpec>,
    extra: &[ColumnSpec],
) -> Result<(usize, Vec<usize>), String> {
    let width = header.or(data_row).map(|row| row.len());
    let column = match column {
        Some(spec) => spec.resolve(header, width)?,
        None => match data_row {
            None => 0,
            Some(row) => row
                .iter()
                .position(is_puzzle)
                .or_else(|| {
                    header?.iter().position(|name| {
                        PUZZLE_NAMES
                            .iter()
                            .any(|p| trim(name).eq_ignore_ascii_case(p.as_bytes()))
                    })
                })
                .ok_or_else(|| sudoku_i18n::tr!("csv-no-puzzle-column"))?,
        },
    };
    let extra = extra
        .iter()
        .map(|spec| spec.resolve(header, width))
        .collect::<Result<Vec<usize>, String>>()?;
    Ok((column, extra))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &str) -> Vec<(Option<Vec<String>>, usize)> {
        let mut r = CsvReader::new(Box::new(io::Cursor::new(text.as_bytes().to_vec())), b',');
        let mut out = Vec::new();
        while let Some(row) = r.read().expect("reading memory") {
            let fields = row.fields.map(|f| {
                f.iter()
                    .map(|x| String::from_utf8_lossy(x).into_owned())
                    .collect()
            });
            out.push((fields, row.line));
        }
        out
    }

    #[test]
    fn rows_name_the_line_they_start_on() {
        let cases: [(&str, &[usize]); 5] = [
            ("a,b\n1,2\n3,4\n", &[1, 2, 3]),
            ("a,b\r\n1,2\r\n\r\n3,4", &[1, 2, 4]),
            ("a,b\n\n# note\n1,\"x\ny\"\n2,z\n\n3,w", &[1, 4, 6, 8]),
            ("\u{feff}a,\"x\r\n\r\ny\"\r\n1,2\r\n", &[1, 4]),
            ("1,2", &[1]),
        ];
        for (text, expected) in cases {
            let lines: Vec<usize> = rows(text).into_iter().map(|(_, l)| l).collect();
            assert_eq!(lines, expected, "{text:?}");
        }
    }

    #[test]
    fn quoted_fields_keep_their_commas_and_quotes() {
        let got = rows("\"a,b\",\"say \"\"hi\"\"\"\n");
        assert_eq!(
            got[0].0.as_deref(),
            Some(&["a,b".to_string(), "say \"hi\"".to_string()][..])
        );
    }

    #[test]
    fn a_row_longer_than_the_limit_is_skipped_and_the_next_one_read() {
        let text = format!("a,{}\nb,c\n", "x".repeat(MAX_LINE + 10));
        let got = rows(&text);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], (None, 1));
        assert_eq!(got[1].1, 2);
    }

    #[test]
    fn sniffing_tells_tables_from_puzzle_files() {
        let puzzle =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let cases: [(String, Option<u8>); 11] = [
            ("quizzes,solutions\n".into(), Some(b',')),
            ("id\tpuzzle\n".into(), Some(b'\t')),
            (format!("{puzzle},3.5\n"), Some(b',')),
            (format!("{puzzle},{puzzle}\n"), None),
            (format!("{puzzle}\n"), None),
            ("1\t2\t3\t4\n".into(), None),
            ("a,b\n".into(), Some(b',')),
            ("{\"grid\": [[0,1],[1,0]]}\n".into(), None),
            ("{{-1, 3, -1, -1}, {-1, -1, 1, -1},\n".into(), None),
            ("// a C array, with a comma\nint m[4][4] = {\n".into(), None),
            (
                format!("# a comment, with a comma\n\n\u{feff}\"a\",b\n{puzzle}"),
                Some(b','),
            ),
        ];
        for (head, expected) in cases {
            assert_eq!(sniff(head.as_bytes()), expected, "{head:?}");
        }
    }

    #[test]
    fn columns_resolve_by_name_then_number() {
        let mut header = Fields::default();
        for name in ["id", "Puzzle", "solution"] {
            header.data.extend_from_slice(name.as_bytes());
            header.ends.push(header.data.len());
        }
        let spec = |s: &str| ColumnSpec(s.to_string());
        let three = Some(3);
        assert_eq!(spec("Puzzle").resolve(Some(&header), three), Ok(1));
        assert_eq!(spec("puzzle").resolve(Some(&header), three), Ok(1));
        assert_eq!(spec("3").resolve(Some(&header), three), Ok(2));
        assert_eq!(spec("2").resolve(None, None), Ok(1));
        assert!(spec("answer").resolve(Some(&header), three).is_err());
        assert!(spec("answer").resolve(None, None).is_err());
        assert!(spec("0").resolve(None, None).is_err());
        // A number past the table's width is not a column of it (issue 41, item 6).
        assert!(spec("4").resolve(Some(&header), three).is_err());
        assert_eq!(spec("4").resolve(None, None), Ok(3));
    }
}
