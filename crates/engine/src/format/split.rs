//! Splitting a stream of lines into puzzle records, in constant memory.

use super::{carray, detect, is_skippable, layout, Format, BOM};

/// One puzzle's text, as cut from the input by a [`RecordSplitter`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The 1-based input line where the record starts.
    pub line: usize,
    /// The record's lines, joined with `\n`.
    pub text: String,
    /// The format the splitter read it as.
    pub format: Format,
}

/// Cuts lines into records: one per line in the line format; a block of N rows (or up to a
/// blank line) in the grid and boxed layouts, or one line of N² cells; one balanced document
/// in JSON; in the C-array layout, from the declaration to the brace that closes the array.
///
/// The format is detected from the first line of data unless one is given. A byte-order mark
/// at the start of a line is skipped.
///
/// # Example
///
/// ```
/// use sudoku_engine::format::{Format, RecordSplitter};
///
/// let mut split = RecordSplitter::new(None);
/// let mut records = Vec::new();
/// for line in "# two 4x4 puzzles\n1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n\n. . . .\n. . . .\n. . . .\n. . . .\n".lines() {
///     records.extend(split.push(line));
/// }
/// records.extend(split.finish());
/// assert_eq!(records.len(), 2);
/// assert_eq!((records[0].line, records[0].format), (2, Format::Grid));
/// assert_eq!(records[1].line, 7);
/// ```
#[derive(Debug)]
pub struct RecordSplitter {
    format: Option<Format>,
    line_no: usize,
    pending: String,
    pending_start: usize,
    rows_wanted: usize,
    rows_seen: usize,
    depth: i64,
    /// Whether the format was detected (not given) and no record has been cut yet, so the
    /// first record may correct it.
    detected: bool,
    /// In a C array: whether its first `{` has been seen.
    opened: bool,
    /// In a C array: whether a `/* */` comment is still open at the end of the last line.
    in_comment: bool,
}

impl RecordSplitter {
    /// A splitter for `format`, or for the format detected from the first line of data.
    pub fn new(format: Option<Format>) -> RecordSplitter {
        RecordSplitter {
            format,
            line_no: 0,
            pending: String::new(),
            pending_start: 0,
            rows_wanted: 0,
            rows_seen: 0,
            depth: 0,
            detected: format.is_none(),
            opened: false,
            in_comment: false,
        }
    }

    /// The format in use (`None` until the first line of data when detecting).
    pub fn format(&self) -> Option<Format> {
        self.format
    }

    /// Feeds the next line (without its line ending); returns a record when one is complete.
    pub fn push(&mut self, line: &str) -> Option<Record> {
        self.line_no += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        // A byte-order mark starts a file (or each of several files joined with `cat`).
        let line = line.strip_prefix(BOM).unwrap_or(line);
        if self.pending.is_empty() && is_skippable(line) {
            return None;
        }
        let format = *self.format.get_or_insert_with(|| detect(line));
        match format {
            Format::Line => Some(Record {
                line: self.line_no,
                text: line.to_string(),
                format,
            }),
            Format::Grid | Format::Boxed => self.push_layout(line, format),
            Format::Json => self.push_json(line),
            Format::CArray => self.push_c_array(line),
        }
    }

    fn start(&mut self) {
        self.pending.clear();
        self.pending_start = self.line_no;
        self.rows_seen = 0;
        self.rows_wanted = 0;
        self.depth = 0;
        self.opened = false;
        self.in_comment = false;
    }

    fn take(&mut self, format: Format) -> Record {
        let text = std::mem::take(&mut self.pending);
        Record {
            line: self.pending_start,
            text,
            format,
        }
    }

    fn push_layout(&mut self, line: &str, format: Format) -> Option<Record> {
        if line.trim().is_empty() {
            // A blank line ends a short block; the parser reports the missing rows.
            return (!self.pending.is_empty()).then(|| self.take(format));
        }
        if self.pending.is_empty() {
            if layout::is_separator(line) {
                return None; // a border above the first row or below the last
            }
            self.start();
        } else {
            self.pending.push('\n');
        }
        self.pending.push_str(line);
        if is_skippable(line) || layout::is_separator(line) {
            return None;
        }
        if self.rows_seen == 0 {
            self.rows_wanted = layout::rows_wanted(line);
        }
        self.rows_seen += 1;
        (self.rows_seen >= self.rows_wanted).then(|| self.take(format))
    }

    fn push_json(&mut self, line: &str) -> Option<Record> {
        if self.pending.is_empty() {
            self.start();
        } else {
            self.pending.push('\n');
        }
        self.pending.push_str(line);
        let mut in_string = false;
        let mut escaped = false;
        for c in line.chars() {
            if in_string {
                match (escaped, c) {
                    (true, _) => escaped = false,
                    (false, '\\') => escaped = true,
                    (false, '"') => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '[' | '{' => self.depth += 1,
                ']' | '}' => self.depth -= 1,
                _ => {}
            }
        }
        if self.depth > 0 {
            return None;
        }
        // A first line `{` alone opens JSON or a C array: the whole first record tells which,
        // and the records after it keep that format.
        let detecting = std::mem::replace(&mut self.detected, false);
        if detecting && carray::looks_like_array(&self.pending) {
            self.format = Some(Format::CArray);
            return Some(self.take(Format::CArray));
        }
        Some(self.take(Format::Json))
    }

    /// A C array: lines from its declaration (or first `{`) to the `}` that closes it. A line
    /// before the first `{` that is no declaration is a record of its own, which the parser
    /// reports, so that the next array is read whole.
    fn push_c_array(&mut self, line: &str) -> Option<Record> {
        if self.pending.is_empty() {
            if line.trim() == ";" {
                return None; // the end of a declaration, on a line of its own
            }
            self.start();
        } else {
            self.pending.push('\n');
        }
        self.pending.push_str(line);
        // The line outside comments, kept only until the array opens.
        let mut code = String::new();
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            if self.in_comment {
                if c == '*' && chars.next_if_eq(&'/').is_some() {
                    self.in_comment = false;
                }
                continue;
            }
            match c {
                '#' => break,
                '/' if chars.next_if_eq(&'/').is_some() => break,
                '/' if chars.next_if_eq(&'*').is_some() => self.in_comment = true,
                '{' => {
                    self.opened = true;
                    self.depth += 1;
                }
                '}' => self.depth -= 1,
                c if !self.opened => code.push(c),
                _ => {}
            }
        }
        if self.opened {
            return (self.depth <= 0).then(|| self.take(Format::CArray));
        }
        if code.trim().is_empty() && !self.in_comment && self.pending.len() == line.len() {
            // A comment before the array, closed on its line: no part of the record, which
            // starts at its declaration.
            self.pending.clear();
            return None;
        }
        let lead_in = code.trim().is_empty() || carray::is_declaration(&code);
        (!lead_in).then(|| self.take(Format::CArray))
    }

    /// Feeds the next line as bytes, which need not be UTF-8; returns a record when one is
    /// complete.
    ///
    /// A record's text is a `String`, so a byte that is not UTF-8 is kept as U+FFFD, the
    /// replacement character: one character for one bad sequence, so columns stay right, and
    /// [`parse_record`](super::parse_record) reports it as a bad character where the puzzle
    /// needs a symbol. Valid lines are not copied twice.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_engine::format::{parse_record, RecordSplitter};
    ///
    /// let mut split = RecordSplitter::new(None);
    /// let line = b"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. # \xe9";
    /// let record = split.push_bytes(line).unwrap();
    /// assert!(parse_record(&record.text, record.format, record.line).is_ok());
    /// ```
    pub fn push_bytes(&mut self, line: &[u8]) -> Option<Record> {
        self.push(&String::from_utf8_lossy(line))
    }

    /// Ends the input; returns the last record if one was still being read.
    pub fn finish(&mut self) -> Option<Record> {
        if self.pending.trim().is_empty() {
            return None;
        }
        if self.format == Some(Format::CArray) && !self.opened && carray::is_blank(&self.pending) {
            return None; // comments after the last array
        }
        let format = self.format.unwrap_or(Format::Grid);
        Some(self.take(format))
    }
}
