//! The readers: [`parse_bytes`] (format detected), [`parse_record_bytes`] in each explicit
//! [`Format`], and [`RecordSplitter::push_bytes`] cutting the input into records.
//!
//! Properties, for any bytes:
//! - nothing panics;
//! - the text readers give what the byte readers give, whenever the bytes are UTF-8;
//! - a grid that was read, written back in any format (and with either hole character),
//!   reads back as the same grid, both in that format and with the format detected; two
//!   copies of it, cut by the splitter, give two records that read back the same;
//! - an error names a line of the input (or the line after the last, for a missing row) and,
//!   when it names a column, one inside that line (1-based, in characters); its message is
//!   lowercase words with no final period;
//! - the splitter's records start on increasing lines inside the input, all in one format
//!   (the one asked for, if any), and each reads without panicking, with errors inside the
//!   record.

use sudoku_engine::format::{
    parse_bytes, parse_record, parse_record_bytes, parse_str, write_grid, Format, Record,
    RecordSplitter, WriteOptions,
};
use sudoku_engine::{Grid, ParseError};

/// Checks every reader on `data`; panics when a property fails.
pub fn check(data: &[u8]) {
    let lines = lines(data);
    let text = std::str::from_utf8(data).ok();

    let detected = parse_bytes(data);
    if let Some(text) = text {
        assert_eq!(
            parse_str(text),
            detected,
            "parse_str and parse_bytes differ"
        );
    }
    check_result(&detected, &lines, 1);

    for format in Format::ALL {
        let read = parse_record_bytes(data, format, 1);
        if let Some(text) = text {
            assert_eq!(
                parse_record(text, format, 1),
                read,
                "parse_record and parse_record_bytes differ in {format}"
            );
        }
        check_result(&read, &lines, 1);
    }

    check_split(&lines, None);
    for format in Format::ALL {
        check_split(&lines, Some(format));
    }
}

/// The lines of `data` as the command line reads them: cut at `\n`, a final `\r` dropped,
/// no empty line after a final line break.
fn lines(data: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = data
        .split(|&b| b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect();
    if data.is_empty() || data.ends_with(b"\n") {
        lines.pop();
    }
    lines
}

/// Checks what a reader gave for an input of `lines` whose first line is `first_line`.
fn check_result(read: &Result<Grid, ParseError>, lines: &[&[u8]], first_line: usize) {
    match read {
        Ok(grid) => round_trip(grid),
        Err(e) => check_error(e, lines, first_line),
    }
}

/// A grid written in every format reads back as itself.
fn round_trip(grid: &Grid) {
    for format in Format::ALL {
        for hole in ['.', '0'] {
            let mut out = String::new();
            write_grid(grid, format, WriteOptions { hole }, &mut out);
            let back = parse_record(&out, format, 1);
            assert_eq!(
                back.as_ref(),
                Ok(grid),
                "{grid:?} written in {format} does not read back:\n{out}"
            );
            assert_eq!(
                parse_str(&out).as_ref(),
                Ok(grid),
                "{grid:?} written in {format} is not detected as {format}:\n{out}"
            );
        }
        // Two copies, cut by the splitter (detecting, and told the format).
        let mut one = String::new();
        write_grid(grid, format, WriteOptions::default(), &mut one);
        let two = format!("{one}\n\n{one}\n");
        let lines = lines(two.as_bytes());
        for told in [None, Some(format)] {
            let records = split(&lines, told);
            assert_eq!(records.len(), 2, "{format} copies cut into {records:?}");
            for r in &records {
                assert_eq!(r.format, format, "{told:?}: {r:?}");
                assert_eq!(parse_record(&r.text, r.format, r.line).as_ref(), Ok(grid));
            }
        }
    }
}

/// An error names a place inside the input and reads as a message should.
fn check_error(e: &ParseError, lines: &[&[u8]], first_line: usize) {
    let last = first_line + lines.len();
    let line = e.position.line;
    assert!(
        (first_line..=last).contains(&line),
        "error on line {line} outside lines {first_line}..={last}: {e}"
    );
    if let Some(column) = e.position.column {
        let width = lines
            .get(line - first_line)
            .map_or(0, |l| String::from_utf8_lossy(l).chars().count());
        assert!(
            (1..=width + 1).contains(&column),
            "error at column {column} of a line of {width} characters: {e}"
        );
    }
    let message = e.to_string();
    assert!(
        !message.ends_with('.'),
        "message ends with a period: {message}"
    );
}

/// Cuts `lines` into records with the splitter, as the command line does.
fn split(lines: &[&[u8]], format: Option<Format>) -> Vec<Record> {
    let mut splitter = RecordSplitter::new(format);
    let mut records: Vec<Record> = lines
        .iter()
        .filter_map(|l| splitter.push_bytes(l))
        .collect();
    records.extend(splitter.finish());
    records
}

/// The splitter's records are in order, inside the input, in one format, and each reads.
fn check_split(lines: &[&[u8]], format: Option<Format>) {
    let records = split(lines, format);
    let mut previous = 0;
    for r in &records {
        assert!(
            r.line > previous && r.line <= lines.len(),
            "record on line {} after one on line {previous}, in {} lines",
            r.line,
            lines.len()
        );
        previous = r.line;
        assert_eq!(Some(r.format), format.or(Some(records[0].format)));
        let record_lines: Vec<&[u8]> = r.text.split('\n').map(str::as_bytes).collect();
        check_result(
            &parse_record(&r.text, r.format, r.line),
            &record_lines,
            r.line,
        );
    }
}
