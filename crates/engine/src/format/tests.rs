//! Table-driven tests of every format: reading, errors, and round trips.

use super::*;
use crate::error::Position;
use crate::Shape;

const EASY_LINE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

const EASY_BOXED: &str = "\
. . 3 |. 2 . |6 . . 
9 . . |3 . 5 |. . 1 
. . 1 |8 . 6 |4 . . 
------+------+------
. . 8 |1 . 2 |9 . . 
7 . . |. . . |. . 8 
. . 6 |7 . 8 |2 . . 
------+------+------
. . 2 |6 . 9 |5 . . 
8 . . |2 . 3 |. . 9 
. . 5 |. 1 . |3 . . ";

const PLUSLESS_RULE_BOXED: &str = "\
1 9 0 | 0 0 6 | 8 0 0
0 3 0 | 2 1 0 | 0 4 0
8 2 0 | 0 0 0 | 6 3 1
---------------------
0 5 0 | 0 8 4 | 3 1 0
0 0 0 | 5 2 1 | 0 0 4
0 4 0 | 0 9 3 | 2 8 5
---------------------
4 1 9 | 3 0 2 | 0 7 8
0 0 8 | 0 5 0 | 0 0 0
0 7 5 | 0 4 0 | 0 0 0";

const DASHED_RULE_BOXED: &str = "\
1 0 0  | 0 0 6  | 8 0 0
0 3 0  | 2 1 0  | 0 4 0
8 2 0  | 0 0 0  | 6 3 1
- - - - - - - - - - - - 
0 5 0  | 0 8 4  | 3 1 0
0 0 0  | 5 2 1  | 0 0 4
0 4 0  | 0 9 3  | 2 8 5
- - - - - - - - - - - - 
4 1 9  | 3 0 2  | 0 7 8
0 0 8  | 0 5 0  | 0 0 0
0 7 5  | 0 4 0  | 0 0 0";

fn line_of(g: &Grid) -> String {
    let mut s = String::new();
    write_grid(g, Format::Line, WriteOptions::default(), &mut s);
    s
}

#[test]
fn every_boxed_style_reads_the_same_puzzle() {
    let line = parse_str(EASY_LINE).unwrap();
    let boxed = parse_str(EASY_BOXED).unwrap();
    assert_eq!(line, boxed);
    assert_eq!(detect(EASY_BOXED.lines().next().unwrap()), Format::Boxed);
    let b1 = parse_str(PLUSLESS_RULE_BOXED).unwrap();
    assert_eq!(b1.given_count(), 40);
    let b4 = parse_str(DASHED_RULE_BOXED).unwrap();
    assert_eq!(b4.given_count(), 39);
}

#[test]
fn line_format_ignores_trailing_text_and_accepts_every_hole() {
    let cases = [
        format!("{EASY_LINE} # a comment"),
        format!("{EASY_LINE},483921657967345821251876493548132976729564138136798245372689514814253769695417382"),
        format!("{EASY_LINE};11.2/1.2/1.2"),
        EASY_LINE.replace('.', "0"),
        EASY_LINE.replace('.', "_"),
        EASY_LINE.replace('.', "-"),
        EASY_LINE.replace('.', "*"),
        format!("  {EASY_LINE}"),
    ];
    let want = parse_str(EASY_LINE).unwrap();
    for case in cases {
        assert_eq!(parse_str(&case).as_ref(), Ok(&want), "{case}");
    }
}

#[test]
fn errors_name_the_place_and_the_expectation() {
    let no_shape_3 = "no known grid shape has size 3 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)";
    let no_shape_2 = no_shape_3.replace("size 3", "size 2");
    let known =
        "known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32";
    let table = [
        // Cell counts point at the end of a short line, or at the first cell too many.
        (".".repeat(80), "line 1, column 81: found 80 cells, expected 81".to_string()),
        (format!("  {}", ".".repeat(82)), "line 1, column 84: found 82 cells, expected 81".into()),
        (format!("{}x{}", &EASY_LINE[..10], &EASY_LINE[11..]), "line 1, column 11: bad character 'x', expected a digit 1-9 or a hole (. 0 _ - *)".into()),
        (format!("{}A{}", &EASY_LINE[..4], &EASY_LINE[5..]), "line 1, column 5: bad character 'A', expected a digit 1-9 or a hole (. 0 _ - *)".into()),
        ("1 2 3\n. . .\n. . .".to_string(), format!("line 1, column 6: {no_shape_3}")),
        // N² cells whose N has no boxes name the grid they make, on a line or as tokens.
        (".".repeat(25), format!("line 1, column 26: 25 cells make a 5×5 grid, which has no box shape ({known})")),
        (format!(" {} # seven", "1".repeat(49)), format!("line 1, column 51: 49 cells make a 7×7 grid, which has no box shape ({known})")),
        (".".repeat(361), format!("line 1, column 362: 361 cells make a 19×19 grid, which has no box shape ({known})")),
        (["0"; 49].join(" "), format!("line 1, column 98: 49 cells make a 7×7 grid, which has no box shape ({known})")),
        ([". . . . ."; 5].join("\n"), format!("line 1, column 10: no known grid shape has size 5 ({known})")),
        ("1 . . .\n. . 1 .\n. 1 . x\n. . . 1".to_string(), "line 3, column 7: bad token \"x\", expected a digit 1-4, or . or 0 for a hole".into()),
        ("1 . . .\n. . 1 .\n. 1 .\n. . . 1".to_string(), "line 3, column 6: row 3 has 3 cells, expected 4".into()),
        ("1 . . .\n. . 1 .\n. 1 . . 2\n. . . 1".to_string(), "line 3, column 9: row 3 has 5 cells, expected 4".into()),
        ("1...\n..1.\n.1..3\n...1".to_string(), "line 3, column 5: row 3 has 5 cells, expected 4".into()),
        ("1 . . .\n. . 1 .\n. 1 . .".to_string(), "line 3, column 8: found 3 rows, expected 4".into()),
        ("1 . . .\n. . 1 .\n. 1 . .\n. . . 1\n 2 . . .".to_string(), "line 5, column 2: found 5 rows, expected 4".into()),
        // `-1` is a hole only in C arrays, and the message says so.
        ("1 . . .\n. . 1 .\n. 1 -1 .\n. . . 1".to_string(), "line 3, column 5: \"-1\" is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {{-1, 3, …}, …})".into()),
        ("{\"grid\": [[1,2],[3]]}".to_string(), format!("line 1, column 20: {no_shape_2}")),
        ("{\"grid\": [[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,9,0]]}".to_string(), "line 1, column 46: bad JSON: r4c3: 9 is not a digit 1-4 or 0 for a hole".into()),
        ("[[1,0,0,0],\n [0,0,1],\n [0,1,0,0],\n [0,0,0,1]]".to_string(), "line 2, column 8: row 2 has 3 cells, expected 4".into()),
        ("[[1,0,0,0],\n [0,0,1,0,2],\n [0,1,0,0],\n [0,0,0,1]]".to_string(), "line 2, column 11: row 2 has 5 cells, expected 4".into()),
        ("[\"1...\", \"..1\", \".1..\", \"...1\"]".to_string(), "line 1, column 14: row 2 has 3 cells, expected 4".into()),
        ("[[1,0,0,0],[0,0,1,0],[0,1,-1,0],[0,0,0,1]]".to_string(), "line 1, column 27: \"-1\" is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {{-1, 3, …}, …})".into()),
        // JSON that is no grid says so, rather than counting rows.
        ("null".to_string(), "line 1, column 1: JSON value is not a grid: found null, expected an array of rows or {\"grid\": …}".into()),
        ("\"..3.2.6..\"".to_string(), "line 1, column 1: JSON value is not a grid: found a string, expected an array of rows or {\"grid\": …}".into()),
        ("{\"rows\": [[1]]}".to_string(), "line 1, column 1: JSON value is not a grid: found an object without \"grid\", expected an array of rows or {\"grid\": …}".into()),
        ("{\"grid\": 5}".to_string(), "line 1, column 10: JSON value is not a grid: found \"grid\" holding a number, expected an array of rows or {\"grid\": …}".into()),
        // JSON syntax errors: serde_json counts bytes, from 0 before a line's first byte;
        // positions count characters from 1 (the fuzzer found "column 0" for an empty document).
        ("{\"grid\": [\n\n".to_string(), "line 2, column 1: bad JSON: EOF while parsing a list".into()),
        ("[\"é\", x]".to_string(), "line 1, column 7: bad JSON: expected value".into()),
    ];
    for (input, want) in table {
        let got = parse_str(&input)
            .map(|g| line_of(&g))
            .unwrap_err()
            .to_string();
        assert_eq!(got, want, "input: {input:?}");
    }
    let empty = parse_record("", Format::Json, 1).unwrap_err();
    assert_eq!(
        empty.to_string(),
        "line 1, column 1: bad JSON: EOF while parsing a value"
    );
    // A record in the line format that starts with comments: the error names the data line
    // (the fuzzer found it naming the record's first line, a comment).
    let bad = format!("# a comment\n\n{}x{}", &EASY_LINE[..10], &EASY_LINE[11..]);
    let err = parse_record(&bad, Format::Line, 5).unwrap_err();
    assert_eq!((err.position.line, err.position.column), (7, Some(11)));
    // 4 and 9 cells in the line format are too few to be a grid of their own: a line cut
    // short, not a 2×2 or 3×3 grid.
    let err = parse_record(".........", Format::Line, 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 10: found 9 cells, expected 81"
    );
    // Read as JSON because asked to: a number is no grid either.
    let err = parse_record("42", Format::Json, 7).unwrap_err();
    assert_eq!(err.to_string(), "line 7, column 1: JSON value is not a grid: found a number, expected an array of rows or {\"grid\": …}");
}

/// A byte-order mark before the first line is skipped, whatever the layout, and so is one at
/// the start of a later record.
#[test]
fn a_byte_order_mark_is_skipped() {
    let bom = "\u{FEFF}";
    let want = parse_str(EASY_LINE).unwrap();
    for text in [
        format!("{bom}{EASY_LINE}"),
        format!("{bom}{EASY_LINE}\n"),
        format!("{bom}# a comment\n{EASY_LINE}"),
        format!("{bom}{EASY_BOXED}"),
    ] {
        assert_eq!(parse_str(&text).as_ref(), Ok(&want), "{text:?}");
        assert_eq!(parse_bytes(text.as_bytes()).as_ref(), Ok(&want), "{text:?}");
        let format = detect(text.lines().next().unwrap_or_default());
        assert_ne!(format, Format::Json, "{text:?}");
        let mut split = RecordSplitter::new(None);
        let mut records: Vec<Record> = text.lines().filter_map(|l| split.push(l)).collect();
        records.extend(split.finish());
        assert_eq!(records.len(), 1, "{text:?}");
        let r = &records[0];
        assert_eq!(
            parse_record(&r.text, r.format, r.line).as_ref(),
            Ok(&want),
            "{text:?}"
        );
    }
    assert_eq!(
        parse_record(&format!("{bom}{EASY_LINE}"), Format::Line, 1).as_ref(),
        Ok(&want)
    );
    // Files joined with `cat` carry a mark at the start of each: each record skips its own.
    let joined = format!("{bom}{EASY_LINE}\n{bom}{EASY_LINE}\n");
    let mut split = RecordSplitter::new(None);
    let records: Vec<Record> = joined.lines().filter_map(|l| split.push(l)).collect();
    assert_eq!(records.len(), 2);
    for r in &records {
        assert_eq!(parse_record(&r.text, r.format, r.line).as_ref(), Ok(&want));
    }
}

/// N² tokens on one line are a puzzle, and the splitter takes them as one record.
#[test]
fn a_puzzle_as_tokens_on_one_line() {
    let want = parse_str(EASY_LINE).unwrap();
    let spaced: Vec<String> = EASY_LINE.chars().map(String::from).collect();
    let spaced = spaced.join(" ");
    let zeros = spaced.replace('.', "0");
    assert_eq!(parse_str(&spaced).as_ref(), Ok(&want));
    assert_eq!(parse_str(&zeros).as_ref(), Ok(&want));
    let mut split = RecordSplitter::new(None);
    let text = format!("{spaced}\n{zeros}\n{EASY_BOXED}\n");
    let mut records: Vec<Record> = text.lines().filter_map(|l| split.push(l)).collect();
    records.extend(split.finish());
    let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 2, 3]);
    for r in &records {
        assert_eq!(parse_record(&r.text, r.format, r.line).as_ref(), Ok(&want));
    }
    // A 16×16 in 256 numbers, and an error at its column.
    let g16 = sample(16);
    let mut numbers = Vec::new();
    for &v in g16.values() {
        numbers.push(v.to_string());
    }
    assert_eq!(parse_str(&numbers.join(" ")), Ok(g16));
    let bad = spaced.replacen('3', "x", 1);
    let err = parse_str(&bad).unwrap_err();
    assert_eq!(
        err.position,
        Position {
            line: 1,
            column: Some(5)
        }
    );
}

/// A grid of `size` with some of every value, holes included.
fn sample(size: usize) -> Grid {
    let shape = Shape::for_size(size).unwrap();
    let values: Vec<u8> = (0..shape.cell_count())
        .map(|i| ((i + 2 * (i / size)) % (size + 1)) as u8)
        .collect();
    Grid::from_values(shape, &values).unwrap()
}

#[test]
fn big_grids_use_letters_in_every_layout() {
    let shape = Shape::for_size(16).unwrap();
    let mut line: String = "123456789ABCDEFG".into();
    line.push_str(&".".repeat(240));
    let g = parse_str(&line).unwrap();
    assert_eq!(g.shape(), shape);
    assert_eq!(g.values()[15], 16);
    let mut grid_text = String::new();
    write_grid(&g, Format::Grid, WriteOptions::default(), &mut grid_text);
    // Letters above 9, as the line and boxed layouts write them (issue 41, item 10: the grid
    // layout wrote 10–16 as numbers, in ragged columns).
    assert!(grid_text.starts_with("1 2 3 4 5 6 7 8 9 A B C D E F G\n. ."));
    assert!(grid_text.lines().all(|l| l.len() == 31), "{grid_text}");
    assert_eq!(parse_str(&grid_text).unwrap(), g);
    // Numbers are still read.
    let numbers = grid_text.replacen("A B C D E F G", "10 11 12 13 14 15 16", 1);
    assert_eq!(parse_str(&numbers).unwrap(), g);
}

#[test]
fn every_format_round_trips_for_every_size() {
    for size in Shape::known_sizes() {
        let shape = Shape::for_size(size).unwrap();
        let values: Vec<u8> = (0..shape.cell_count())
            .map(|i| ((i * 7 + i / size) % (size + 1)) as u8)
            .collect();
        let g = Grid::from_values(shape, &values).unwrap();
        for format in Format::ALL {
            let mut text = String::new();
            write_grid(&g, format, WriteOptions::default(), &mut text);
            assert_eq!(
                detect(text.lines().next().unwrap()),
                format,
                "{size} {format}\n{text}"
            );
            let back = parse_record(&text, format, 1)
                .unwrap_or_else(|e| panic!("{size} {format}: {e}\n{text}"));
            assert_eq!(back, g, "{size} {format}");
        }
    }
}

#[test]
fn splitter_cuts_blocks_and_lines() {
    let input = format!("{EASY_LINE}\n\n# comment\n{EASY_LINE}\nnot a puzzle\n");
    let mut s = RecordSplitter::new(None);
    let mut recs: Vec<Record> = input.lines().filter_map(|l| s.push(l)).collect();
    recs.extend(s.finish());
    let lines: Vec<usize> = recs.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 4, 5]);
    assert!(parse_record(&recs[2].text, recs[2].format, recs[2].line).is_err());

    let mut s = RecordSplitter::new(None);
    let two = format!("{EASY_BOXED}\n\n{PLUSLESS_RULE_BOXED}\n");
    let mut recs: Vec<Record> = two.lines().filter_map(|l| s.push(l)).collect();
    recs.extend(s.finish());
    assert_eq!(recs.len(), 2);
    assert_eq!(recs[1].line, 13);
    for r in &recs {
        parse_record(&r.text, r.format, r.line).unwrap();
    }
}

/// Found by fuzzing: a `\r` at the very end is part of the line ending, so no error points
/// past the line's last character plus one.
#[test]
fn a_final_carriage_return_is_no_column() {
    for (input, column) in [("n\r", 2), ("12\r\n", 3), ("12\r", 3)] {
        let e = parse_str(input).expect_err("bad input");
        assert_eq!(e.position.column, Some(column), "{input:?}: {e}");
    }
}

/// Found by fuzzing: the first record decides between JSON and a C array; a later record
/// that looks like a C array (`{1}`) stays in the first record's format.
#[test]
fn a_detected_format_holds_for_every_record() {
    for (input, format) in [
        ("{]\n{1}", Format::Json),
        ("{\"grid\": [[1]]}\n{1}", Format::Json),
        (
            "{\n{1, 0, 0, 0}, {0, 0, 1, 0}, {0, 1, 0, 0}, {0, 0, 0, 1}\n}\n{1}",
            Format::CArray,
        ),
    ] {
        let mut s = RecordSplitter::new(None);
        let mut recs: Vec<Record> = input.lines().filter_map(|l| s.push(l)).collect();
        recs.extend(s.finish());
        assert_eq!(recs.len(), 2, "{input:?}");
        for r in &recs {
            assert_eq!(r.format, format, "{input:?}: record on line {}", r.line);
        }
    }
}

#[test]
fn json_accepts_objects_bare_arrays_and_multiline_documents() {
    let rows = "[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]";
    let a = parse_str(rows).unwrap();
    let b = parse_str(&format!("{{\"grid\": {rows}}}")).unwrap();
    let c = parse_str("{\"grid\": [\"1...\", \"..1.\", \".1..\", \"...1\"]}").unwrap();
    assert_eq!(a, b);
    assert_eq!(a, c);
    let mut s = RecordSplitter::new(None);
    let text = "{\n \"grid\": [\n  [1,0,0,0],\n  [0,0,1,0],\n  [0,1,0,0],\n  [0,0,0,1]\n ]\n}\n";
    let recs: Vec<Record> = text.lines().filter_map(|l| s.push(l)).collect();
    assert_eq!(recs.len(), 1);
    assert_eq!(parse_record(&recs[0].text, Format::Json, 1).unwrap(), a);
}

/// Every text the other tests read, and a few errors: from bytes, the same grid or the same
/// error as from text.
#[test]
fn bytes_and_text_read_the_same() {
    let mut cases: Vec<String> = vec![
        EASY_LINE.into(),
        EASY_BOXED.into(),
        PLUSLESS_RULE_BOXED.into(),
        DASHED_RULE_BOXED.into(),
        format!("# a comment\n\n{EASY_LINE}\r\n"),
        format!("\r\n  # indented comment\r\n{EASY_BOXED}\r\n"),
        "[[1,0,0,0],[0,0,1,0],[0,1,0,0],[0,0,0,1]]".into(),
        "{\"puzzle\": \"1.........1.....\"}".into(),
        ".".repeat(80),
        format!("{}x{}", &EASY_LINE[..10], &EASY_LINE[11..]),
        format!("{}é{}", &EASY_LINE[..10], &EASY_LINE[11..]),
        "1 . . .\n. . 1 .\n. 1 . x\n. . . 1".into(),
        "1 . . .\n. . 1 .\n. 1 . é\n. . . 1".into(),
        "{\"grid\": [[1,2],[3]]}".into(),
        "{\"grid\": [[1,0,0,0]".into(),
        String::new(),
        "\n\n# only comments\n".into(),
    ];
    for size in Shape::known_sizes() {
        let shape = Shape::for_size(size).unwrap();
        let values: Vec<u8> = (0..shape.cell_count())
            .map(|i| ((i * 5 + i / size) % (size + 1)) as u8)
            .collect();
        let g = Grid::from_values(shape, &values).unwrap();
        for format in Format::ALL {
            let mut text = String::new();
            write_grid(&g, format, WriteOptions::default(), &mut text);
            cases.push(text);
        }
    }
    for text in &cases {
        assert_eq!(parse_bytes(text.as_bytes()), parse_str(text), "{text:?}");
        for format in Format::ALL {
            assert_eq!(
                parse_record_bytes(text.as_bytes(), format, 3),
                parse_record(text, format, 3),
                "{format}: {text:?}"
            );
        }
    }
}

/// A byte that is not UTF-8 is a bad character where a symbol is expected, at its column, and
/// harmless where the parser does not look.
#[test]
fn bytes_that_are_not_utf8() {
    let bad = |at: usize| {
        let mut b = EASY_LINE.as_bytes().to_vec();
        b[at] = 0xE9;
        b
    };
    // In the line format, after the puzzle: ignored.
    let mut latin1_comment = EASY_LINE.as_bytes().to_vec();
    latin1_comment.extend_from_slice(b" # caf\xe9 \xff\xfe");
    assert_eq!(
        parse_bytes(&latin1_comment),
        parse_str(EASY_LINE),
        "trailing bytes"
    );

    let replacement = char::REPLACEMENT_CHARACTER;
    let table: Vec<(Vec<u8>, Position, ParseErrorKind)> = vec![
        (
            // Detection sees a run of 40 symbols: the line format.
            bad(40),
            Position {
                line: 1,
                column: Some(41),
            },
            ParseErrorKind::BadChar {
                found: replacement,
                expected: "a digit, a letter or a hole (. 0 _ - *)".into(),
            },
        ),
        (
            b"1 . . .\n. . 1 .\n. 1 . \xff\n. . . 1".to_vec(),
            Position {
                line: 3,
                column: Some(7),
            },
            ParseErrorKind::BadToken {
                found: replacement.to_string(),
                expected: "a digit 1-4, or . or 0 for a hole".into(),
            },
        ),
        (
            // Columns count characters: the no-break space before the bad byte is two bytes
            // but one column.
            b"1 . . .\n. . 1 .\n.\xc2\xa01 . \xff\n. . . 1".to_vec(),
            Position {
                line: 3,
                column: Some(7),
            },
            ParseErrorKind::BadToken {
                found: replacement.to_string(),
                expected: "a digit 1-4, or . or 0 for a hole".into(),
            },
        ),
        (
            b"1...\n..1.\n.\xff1.\n...1".to_vec(),
            Position {
                line: 3,
                column: Some(2),
            },
            ParseErrorKind::BadChar {
                found: replacement,
                expected: "a digit 1-4, or . or 0 for a hole".into(),
            },
        ),
    ];
    for (input, position, kind) in table {
        let got = parse_bytes(&input);
        assert_eq!(got, Err(ParseError { position, kind }), "{input:?}");
    }
    // JSON with a bad byte inside a string is an error, not a panic.
    assert!(parse_bytes(b"{\"grid\": [\"1..\xff\", \"..1.\", \".1..\", \"...1\"]}").is_err());
}

#[test]
fn the_splitter_takes_bytes() {
    let mut input = EASY_LINE.as_bytes().to_vec();
    input.extend_from_slice(b" \xe9\n# caf\xe9\n");
    input.extend_from_slice(&bad_middle());
    let mut split = RecordSplitter::new(None);
    let mut records: Vec<Record> = input
        .split(|&b| b == b'\n')
        .filter_map(|l| split.push_bytes(l))
        .collect();
    records.extend(split.finish());
    let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 3]);
    assert_eq!(
        parse_record(&records[0].text, records[0].format, records[0].line),
        parse_str(EASY_LINE)
    );
    let err = parse_record(&records[1].text, records[1].format, records[1].line).unwrap_err();
    assert_eq!(
        err.position,
        Position {
            line: 3,
            column: Some(41)
        }
    );
}

/// The easy puzzle with a byte that is not UTF-8 at column 41.
fn bad_middle() -> Vec<u8> {
    let mut b = EASY_LINE.as_bytes().to_vec();
    b[40] = 0x80;
    b
}

mod never_panic {
    use super::*;
    use proptest::prelude::*;

    /// Bytes that stress every reader: puzzle symbols, separators, JSON and C punctuation
    /// (comments too), line breaks, and bytes that are not UTF-8.
    fn tricky_bytes() -> impl Strategy<Value = Vec<u8>> {
        let alphabet = b"0123456789.ABCG_-*| \t\r\n#{}[],\"x/;=int".to_vec();
        let byte = prop_oneof![
            4 => proptest::sample::select(alphabet),
            1 => any::<u8>(),
        ];
        proptest::collection::vec(byte, 0..400)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = parse_bytes(&bytes);
            for format in Format::ALL {
                let _ = parse_record_bytes(&bytes, format, 1);
            }
        }

        #[test]
        fn tricky_bytes_never_panic_and_read_as_their_text(bytes in tricky_bytes()) {
            let from_bytes = parse_bytes(&bytes);
            if let Ok(text) = std::str::from_utf8(&bytes) {
                prop_assert_eq!(&from_bytes, &parse_str(text));
            }
            let mut split = RecordSplitter::new(None);
            let mut records: Vec<Record> =
                bytes.split(|&b| b == b'\n').filter_map(|l| split.push_bytes(l)).collect();
            records.extend(split.finish());
            for r in records {
                let _ = parse_record(&r.text, r.format, r.line);
            }
        }

        /// Streams of C tokens never panic the splitter or the reader, and every record the
        /// splitter cuts from them keeps its lines.
        #[test]
        fn c_tokens_never_panic(toks in proptest::collection::vec(
            proptest::sample::select(vec![
                "{", "}", "{", "}", ",", ", ", "-1", "0", "3", "8", "9", "4", "16", ";",
                "int m[9][9] = ", "int m[4][4] =", "/*", "*/", "//", "#", "\n", "\n", " ", "x",
            ]),
            0..300,
        )) {
            let text: String = toks.concat();
            let _ = parse_str(&text);
            let _ = parse_record(&text, Format::CArray, 1);
            let mut split = RecordSplitter::new(Some(Format::CArray));
            let mut records: Vec<Record> = text.lines().filter_map(|l| split.push(l)).collect();
            records.extend(split.finish());
            for r in records {
                prop_assert!(r.line >= 1 && r.line <= text.lines().count().max(1));
                let _ = parse_record(&r.text, r.format, r.line);
            }
        }

        /// Every 81-cell line read from bytes is the grid its symbols say, or an error.
        #[test]
        fn long_lines_of_symbols_read_cell_by_cell(
            cells in proptest::collection::vec(proptest::sample::select(b"123456789.0".to_vec()), 81),
            tail in proptest::collection::vec(any::<u8>(), 0..20),
        ) {
            let mut line = cells.clone();
            line.push(b' ');
            line.extend(&tail);
            let grid = parse_record_bytes(&line, Format::Line, 1);
            let want: Vec<u8> = cells.iter().map(|&b| if b == b'.' { 0 } else { b - b'0' }).collect();
            prop_assert_eq!(grid.map(|g| g.values().to_vec()), Ok(want));
        }
    }
}

/// The C arrays of the French course ("TP 8 : Sudoku"): the puzzle as the course writes it
/// (no final `;`), its solution, and the solution as the notebook prints it on one line.
mod c_arrays {
    use super::*;
    use crate::Solver;

    /// The course's file: a comment, the puzzle (lines 4 to 14), its solution (16 to 26),
    /// and the solution as the notebook prints it (line 28).
    const COURSE: &str = include_str!("../../tests/data/course.c");

    /// Lines `from..=to` of the course's file.
    fn course_lines(from: usize, to: usize) -> String {
        let lines: Vec<&str> = COURSE.lines().skip(from - 1).take(to + 1 - from).collect();
        lines.join("\n")
    }

    fn course_puzzle() -> String {
        course_lines(4, 14)
    }

    fn course_solution() -> String {
        course_lines(16, 26)
    }

    fn notebook_output() -> String {
        course_lines(28, 28)
    }

    /// The course's puzzle in the line format: each value one more, `.` for -1.
    const PUZZLE_LINE: &str =
        ".4....179..2..8.54..6..5..8.8..7.91..5..9..3..19.6..4.3..4..7..57.1..2..928....6.";

    #[test]
    fn the_course_grids_read_and_the_puzzle_solves_to_its_solution() {
        let (course_puzzle, course_solution) = (course_puzzle(), course_solution());
        let notebook_output = notebook_output();
        assert_eq!(
            detect(course_puzzle.lines().next().unwrap()),
            Format::CArray
        );
        assert_eq!(detect(&notebook_output), Format::CArray);
        let puzzle = parse_str(&course_puzzle).unwrap();
        assert_eq!(puzzle, parse_str(PUZZLE_LINE).unwrap());
        let solution = parse_str(&course_solution).unwrap();
        assert!(solution.is_solved());
        assert_eq!(parse_str(&notebook_output), Ok(solution.clone()));
        assert_eq!(Solver::new().solve(&puzzle).solution(), Some(&solution));
        // The whole file, as a stream: its comment skipped, three records.
        let mut split = RecordSplitter::new(None);
        let mut records: Vec<Record> = COURSE.lines().filter_map(|l| split.push(l)).collect();
        records.extend(split.finish());
        let read: Vec<(usize, Result<Grid, ParseError>)> = records
            .iter()
            .map(|r| (r.line, parse_record(&r.text, r.format, r.line)))
            .collect();
        assert_eq!(
            read,
            [
                (4, Ok(puzzle)),
                (16, Ok(solution.clone())),
                (28, Ok(solution))
            ]
        );
    }

    /// Every way of writing the same array: flat or nested braces, comments, trailing commas,
    /// other declarations, one-based values.
    #[test]
    fn every_spelling_reads_the_same_grid() {
        let course_puzzle = course_puzzle();
        let want = parse_str(&course_puzzle).unwrap();
        let rows: Vec<&str> = course_puzzle.lines().skip(1).take(9).collect();
        let bare: Vec<String> = rows
            .iter()
            .map(|r| r.trim().trim_end_matches(',').trim().to_string())
            .collect();
        let flat: Vec<String> = bare
            .iter()
            .map(|r| {
                r.trim_matches(|c| c == '{' || c == '}' || c == ' ')
                    .to_string()
            })
            .collect();
        let one_based: Vec<String> = flat
            .iter()
            .map(|r| {
                let v: Vec<String> = r
                    .split(',')
                    .map(|x| (x.trim().parse::<i32>().unwrap() + 1).to_string())
                    .collect();
                format!("{{{}}}", v.join(","))
            })
            .collect();
        let cases = [
            format!("{{{}}}", bare.join(",")),
            format!("{{{},}};", bare.join(",\n")),
            format!("int m[81] = {{{}}};", flat.join(", ")),
            format!("int m[9][9] = {{ {} }};", flat.join(",\n  ")),
            format!(
                "static const int grid[][9] =\n{{\n  // the puzzle\n  {} /* end */\n}};",
                bare.join(",\n  ")
            ),
            format!(
                "/* from the course */ int m_ex[9][9] = {{\n{}\n}}",
                bare.join(", // a row\n")
            ),
            format!("int grid[N][N] = {{{}}};", one_based.join(",")),
            format!("{{\n  {}\n}}", bare.join(",\n  ")),
        ];
        for text in &cases {
            assert_eq!(parse_str(text).as_ref(), Ok(&want), "{text}");
            assert_eq!(
                parse_record(text, Format::CArray, 1).as_ref(),
                Ok(&want),
                "{text}"
            );
        }
    }

    /// Both bases at every size: what is written reads back, and the writer's first and last
    /// lines are the declaration and `};`.
    #[test]
    fn both_bases_round_trip_at_every_size() {
        for size in Shape::known_sizes() {
            let g = sample(size);
            for base in [CArrayBase::Zero, CArrayBase::One] {
                let options = WriteOptions {
                    c_array_base: base,
                    ..WriteOptions::default()
                };
                let mut text = String::new();
                write_grid(&g, Format::CArray, options, &mut text);
                assert!(
                    text.starts_with(&format!("int m[{size}][{size}] = {{\n  {{")),
                    "{text}"
                );
                assert!(text.ends_with("}\n};"), "{text}");
                assert_eq!(text.lines().count(), size + 2);
                assert_eq!(parse_str(&text).as_ref(), Ok(&g), "{size} {base:?}\n{text}");
            }
        }
        // The course's own layout of values: -1 for a hole, digits from 0.
        let mut text = String::new();
        write_grid(
            &parse_str("1.........1.....").unwrap(),
            Format::CArray,
            WriteOptions::default(),
            &mut text,
        );
        assert_eq!(text, "int m[4][4] = {\n  {0, -1, -1, -1},\n  {-1, -1, -1, -1},\n  {-1, -1, 0, -1},\n  {-1, -1, -1, -1}\n};");
    }

    /// How the base is chosen: zero-based unless the values cannot be.
    #[test]
    fn the_base_is_zero_unless_the_values_cannot_be() {
        let four = |rows: &str| parse_record(rows, Format::CArray, 1).map(|g| line_of(&g));
        let table: [(&str, Result<&str, &str>); 4] = [
            // A finished zero-based grid: no -1, no 4, exactly four zeros.
            (
                "{{0,1,2,3},{2,3,0,1},{1,0,3,2},{3,2,1,0}}",
                Ok("1234341221434321"),
            ),
            // -1 somewhere: zero-based.
            (
                "{{0,-1,-1,-1},{-1,-1,-1,-1},{-1,-1,-1,-1},{-1,-1,-1,-1}}",
                Ok("1..............."),
            ),
            // The value 4 and no -1: one-based.
            (
                "{{4,0,0,0},{0,0,0,0},{0,0,0,0},{0,0,0,0}}",
                Ok("4..............."),
            ),
            // More zeros than a zero-based grid can hold: one-based.
            (
                "{{1,0,0,0},{0,0,0,0},{0,0,0,0},{0,0,0,0}}",
                Ok("1..............."),
            ),
        ];
        for (text, want) in table {
            assert_eq!(
                four(text).as_deref().map_err(|e| e.to_string()),
                want.map_err(String::from),
                "{text}"
            );
        }
    }

    /// A `base 0` or `base 1` comment settles the base; the writer adds one exactly when the
    /// values alone would be read in the other base, so these grids read back too.
    #[test]
    fn a_comment_names_the_base_where_the_values_do_not() {
        let four = |text: &str| parse_record(text, Format::CArray, 1).map(|g| line_of(&g));
        let values = "{{1,1,1,1},{0,0,0,0},{0,0,0,0},{0,0,0,0}}";
        assert_eq!(four(values).as_deref(), Ok("1111............"));
        for (comment, want) in [
            ("/* base 0 */", "2222111111111111"),
            ("// base 0\n", "2222111111111111"),
            ("/*base 1*/", "1111............"),
            ("/* base 2 */", "1111............"),
            ("/* zero-based: base 0 */", "1111............"),
        ] {
            let text = format!("int m[4][4] = {comment}{values};");
            assert_eq!(four(&text).as_deref(), Ok(want), "{text}");
        }
        // A named base the values break is an error at the value, as without the comment.
        assert_eq!(
            four("{ /* base 1 */ {-1,1,1,1},{0,0,0,0},{0,0,0,0},{0,0,0,0}}")
                .map_err(|e| e.to_string()),
            Err(
                "line 1, column 17: bad token \"-1\", expected a digit 1-4, or 0 for a hole".into()
            )
        );
        // A clashing grid with more than N cells of digit 1 (found by the `formats` fuzz
        // target), and a one-based puzzle whose holes are the places of digit N.
        for (line, base, comment) in [
            ("2222111111111111", CArrayBase::Zero, true),
            ("123.3.1221.3.321", CArrayBase::One, true),
            ("123.3.1221.3.321", CArrayBase::Zero, false),
            ("1234341221434321", CArrayBase::Zero, false),
        ] {
            let g = parse_str(line).unwrap();
            let mut text = String::new();
            let options = WriteOptions {
                c_array_base: base,
                ..WriteOptions::default()
            };
            write_grid(&g, Format::CArray, options, &mut text);
            assert_eq!(text.contains("/* base "), comment, "{text}");
            assert_eq!(parse_str(&text).as_ref(), Ok(&g), "{text}");
            assert_eq!(
                parse_record(&text, Format::CArray, 1).as_ref(),
                Ok(&g),
                "{text}"
            );
        }
    }

    #[test]
    fn errors_name_the_line_and_column() {
        let row = "{-1, 3, -1, -1, -1, -1, 0, 6, 8}";
        let rows = |n: usize| vec![row; n].join(",\n");
        let table: Vec<(String, &str)> = vec![
            (format!("{{{}}}", rows(9).replacen("8}", "8, 1}", 1)), "line 1, column 35: row 1 has 10 cells, expected 9"),
            (format!("{{{row},\n{},\n{}}}", row.replace(", 8}", "}"), rows(7)), "line 2, column 29: row 2 has 8 cells, expected 9"),
            (format!("int m[9][9] = {{\n{}\n}};", rows(8)), "line 10, column 1: found 8 rows, expected 9"),
            (format!("{{{},\n{row}}}", rows(9)), "line 10, column 1: found 10 rows, expected 9"),
            (format!("{{{}}}", rows(9).replacen(" 6,", " 9,", 1)), "line 1, column 29: bad token \"9\", expected a digit 0-8, or -1 for a hole"),
            (format!("{{{}}}", rows(9).replacen("0,", "-2,", 1)), "line 1, column 26: bad token \"-2\", expected a digit 0-8, or -1 for a hole"),
            ("{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}".into(), "line 1, column 10: no known grid shape has size 3 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
            (format!("{{{}}}", vec!["-1"; 80].join(", ")), "line 1, column 320: found 80 cells, expected 81"),
            (format!("{{{}}}", vec!["-1"; 82].join(", ")), "line 1, column 326: found 82 cells, expected 81"),
            (format!("{{{}}}", vec!["-1"; 25].join(", ")), "line 1, column 100: 25 cells make a 5×5 grid, which has no box shape (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
            (format!("int m[4][4] = {{{}}};", rows(9)), "line 1, column 6: bad C array: declared [4][4], but the braces hold a 9×9 grid (declare [9][9] or [81])"),
            (format!("{{{}}} x", rows(9)), "line 9, column 35: bad token \"x\", expected the end of the array"),
            (format!("{{{}", rows(9)), "line 9, column 33: bad C array: the text ends where `,` or `}` was expected"),
            (format!("{{{} 7}}", rows(9)), "line 9, column 34: bad token \"7\", expected `,` or `}`"),
            (format!("{{-1, {}}}", rows(9)), "line 1, column 2: bad C array: a number outside the rows' braces: write every row in braces, or none"),
            (format!("{{{{{}}}}}", rows(9)), "line 1, column 3: bad C array: a grid has at most two levels of braces"),
            (format!("/* {{{}}}", rows(9)), "line 1, column 1: bad C array: a /* comment is not closed"),
            ("int m[9][9] {".into(), "line 1, column 13: bad character '{', expected `=`"),
            ("int m[9 = {".into(), "line 1, column 9: bad character '=', expected `]`"),
            ("int m[9".into(), "line 1, column 8: bad C array: the text ends where `]` was expected"),
            ("In [2]:".into(), "line 1, column 7: bad character ':', expected `=`"),
        ];
        for (text, want) in table {
            let got = parse_record(&text, Format::CArray, 1).map(|g| line_of(&g));
            assert_eq!(
                got.map_err(|e| e.to_string()),
                Err(want.to_string()),
                "{text}"
            );
        }
    }

    /// The splitter keeps a C array spanning lines as one record, ends it at the brace that
    /// closes it, and makes a line that is no array a record of its own (reported by the
    /// parser) without losing the next array.
    #[test]
    fn the_splitter_keeps_each_array_whole() {
        let (course_puzzle, course_solution) = (course_puzzle(), course_solution());
        let notebook_output = notebook_output();
        let text = format!(
            "// two grids from the course\n{course_puzzle}\n\nIn [2]:\n{course_solution}\n\n{notebook_output}\n/* the end */\n"
        );
        let mut split = RecordSplitter::new(None);
        let mut records: Vec<Record> = text.lines().filter_map(|l| split.push(l)).collect();
        records.extend(split.finish());
        let lines: Vec<usize> = records.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 14, 15, 27], "{records:#?}");
        assert!(records.iter().all(|r| r.format == Format::CArray));
        let read: Vec<Result<Grid, ParseError>> = records
            .iter()
            .map(|r| parse_record(&r.text, r.format, r.line))
            .collect();
        assert_eq!(read[0], parse_str(&course_puzzle));
        assert_eq!(
            read[1].as_ref().map_err(|e| e.position),
            Err(Position {
                line: 14,
                column: Some(7)
            })
        );
        assert_eq!(read[2], parse_str(&course_solution));
        assert_eq!(read[3], parse_str(&course_solution));

        // A first line `{` alone: JSON or a C array, told apart by the record.
        let mut split = RecordSplitter::new(None);
        let text = "{\n {0,1,2,3},\n {2,3,0,1},\n {1,0,3,2},\n {3,2,1,0}\n}\n;\n{\n {-1,1,2,3}, {2,3,0,1}, {1,0,3,2}, {3,2,1,0}}\n";
        let records: Vec<Record> = text.lines().filter_map(|l| split.push(l)).collect();
        assert_eq!(
            records
                .iter()
                .map(|r| (r.line, r.format))
                .collect::<Vec<_>>(),
            [(1, Format::CArray), (8, Format::CArray)]
        );
        for r in &records {
            assert!(
                parse_record(&r.text, r.format, r.line).is_ok(),
                "{}",
                r.text
            );
        }
    }
}

/// HoDoKu's and the forums' framed layout: `*---*` corners above and below, `|` around and
/// between the boxes. Issue 41: it was refused with "no known grid shape has size 13".
const HODOKU_FRAMED: &str = "\
*-----------*
|..3|.2.|6..|
|9..|3.5|..1|
|..1|8.6|4..|
|---+---+---|
|..8|1.2|9..|
|7..|...|..8|
|..6|7.8|2..|
|---+---+---|
|..2|6.9|5..|
|8..|2.3|..9|
|..5|.1.|3..|
*-----------*";

#[test]
fn the_framed_layout_and_slashed_rows_read_the_same_puzzle() {
    let want = parse_str(EASY_LINE).unwrap();
    assert_eq!(detect(HODOKU_FRAMED.lines().next().unwrap()), Format::Boxed);
    assert_eq!(parse_str(HODOKU_FRAMED), Ok(want.clone()));
    // Two framed puzzles in a row, and the splitter skips both frames of each.
    let two = format!("{HODOKU_FRAMED}\n{HODOKU_FRAMED}\n");
    let mut s = RecordSplitter::new(None);
    let mut recs: Vec<Record> = two.lines().filter_map(|l| s.push(l)).collect();
    recs.extend(s.finish());
    let lines: Vec<usize> = recs.iter().map(|r| r.line).collect();
    assert_eq!(lines, [2, 15]);
    for r in &recs {
        assert_eq!(parse_record(&r.text, r.format, r.line), Ok(want.clone()));
    }
    // Rows separated by `/` on one line (89 characters for a 9×9).
    let slashed = EASY_LINE
        .as_bytes()
        .chunks(9)
        .map(|row| std::str::from_utf8(row).unwrap())
        .collect::<Vec<_>>()
        .join("/");
    assert_eq!(slashed.len(), 89);
    assert_eq!(parse_str(&slashed), Ok(want.clone()));
    let mut s = RecordSplitter::new(None);
    let recs: Vec<Record> = format!("{slashed}\n{slashed}\n")
        .lines()
        .filter_map(|l| s.push(l))
        .collect();
    assert_eq!(recs.len(), 2);
    assert_eq!(parse_record(&recs[1].text, recs[1].format, 2), Ok(want));
    // A row of holes written with `*` and `-` is as long as a row: still a row.
    assert!(!layout::is_separator("*-------*"));
    assert!(layout::is_separator("*-----------*"));
}

/// Issue 41: a 16×16 written in hexadecimal (`0`–`F`, `.` for holes) was read with its `0`s
/// as holes, which gave a puzzle of several solutions and an answer holding a `G` that was
/// never in the input. With `.` already the hole and no `G`, the `0` is refused by name.
#[test]
fn a_hexadecimal_16x16_is_refused_at_its_first_zero() {
    let hex = "0123456789ABCDEF".repeat(16).replacen('3', ".", 7);
    let err = parse_str(&hex).unwrap_err();
    assert_eq!(err.kind, ParseErrorKind::HexDigits { hole: '.' }, "{err}");
    assert_eq!(err.position.column, Some(1));
    assert!(err.to_string().contains("write each 0 as G"), "{err}");
    // Zeros as the only holes, or beside a `G`, are this toolkit's own spelling: read.
    let own = "123456789ABCDEFG".repeat(16);
    for ok in [
        own.replacen('3', "0", 9),
        own.replacen('3', "0", 9).replacen('4', ".", 9),
    ] {
        assert!(parse_str(&ok).is_ok(), "{ok}");
    }
}

/// Issue 41, item 14: a puzzle pasted on one line in the grid or boxed layout is written back
/// as a line; a row of a block, and a block, keep their layout.
#[test]
fn a_whole_puzzle_on_one_line_is_written_as_a_line() {
    let rows: Vec<&str> = EASY_LINE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    let tokens = EASY_LINE
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join(" ");
    let four = "1 . . . . . 1 . . 1 . . . . . 1";
    // (record text, its format, the layout to write it in)
    let cases = [
        (rows.join(" "), Format::Grid, Format::Line),
        (rows.join("/"), Format::Boxed, Format::Line),
        (
            format!("\u{feff}{}", rows.join(" ")),
            Format::Grid,
            Format::Line,
        ),
        (tokens, Format::Grid, Format::Line),
        // 16 tokens: a 4×4 on one line, or the first row of a 16×16 (read as a row).
        (four.to_string(), Format::Grid, Format::Grid),
        (rows[0].to_string(), Format::Grid, Format::Grid),
        (rows.join("\n"), Format::Grid, Format::Grid),
        (EASY_BOXED.to_string(), Format::Boxed, Format::Boxed),
        (EASY_LINE.to_string(), Format::Line, Format::Line),
        ("[[0]]".to_string(), Format::Json, Format::Json),
    ];
    for (text, format, want) in &cases {
        assert_eq!(layout_of(text, *format), *want, "{text:?} in {format:?}");
    }
    // What the splitter cuts from a pasted line is such a record.
    let mut s = RecordSplitter::new(None);
    let rec = s.push(&rows.join(" ")).expect("one line, one record");
    assert_eq!(
        (rec.format, layout_of(&rec.text, rec.format)),
        (Format::Grid, Format::Line)
    );
}
