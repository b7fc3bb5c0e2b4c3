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
    let table = [
        (".".repeat(80), "line 1: found 80 cells, expected 81"),
        (format!("{}x{}", &EASY_LINE[..10], &EASY_LINE[11..]), "line 1, column 11: bad character 'x', expected a digit 1-9 or a hole (. 0 _ - *)"),
        (format!("{}A{}", &EASY_LINE[..4], &EASY_LINE[5..]), "line 1, column 5: bad character 'A', expected a digit 1-9 or a hole (. 0 _ - *)"),
        ("1 2 3\n. . .\n. . .".to_string(), "line 1: no known grid shape has size 3 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
        ("1 . . .\n. . 1 .\n. 1 . x\n. . . 1".to_string(), "line 3, column 7: bad token \"x\", expected a digit 1-4, or . or 0 for a hole"),
        ("1 . . .\n. . 1 .\n. 1 .\n. . . 1".to_string(), "line 3: row 3 has 3 cells, expected 4"),
        ("1 . . .\n. . 1 .\n. 1 . .".to_string(), "line 3: found 3 rows, expected 4"),
        ("{\"grid\": [[1,2],[3]]}".to_string(), "line 1: no known grid shape has size 2 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
        ("{\"grid\": [[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,9,0]]}".to_string(), "line 1: bad JSON: r4c3: 9 is not a digit 1-4 or 0 for a hole"),
        // JSON syntax errors: serde_json counts bytes, from 0 before a line's first byte;
        // positions count characters from 1 (the fuzzer found "column 0" for an empty document).
        ("{\"grid\": [\n\n".to_string(), "line 2, column 1: bad JSON: EOF while parsing a list"),
        ("[\"é\", x]".to_string(), "line 1, column 7: bad JSON: expected value"),
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
}

#[test]
fn big_grids_use_letters_and_numbers() {
    let shape = Shape::for_size(16).unwrap();
    let mut line: String = "123456789ABCDEFG".into();
    line.push_str(&".".repeat(240));
    let g = parse_str(&line).unwrap();
    assert_eq!(g.shape(), shape);
    assert_eq!(g.values()[15], 16);
    let mut grid_text = String::new();
    write_grid(&g, Format::Grid, WriteOptions::default(), &mut grid_text);
    assert!(grid_text.starts_with("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n. ."));
    assert_eq!(parse_str(&grid_text).unwrap(), g);
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

    /// Bytes that stress every reader: puzzle symbols, separators, JSON punctuation, line
    /// breaks, and bytes that are not UTF-8.
    fn tricky_bytes() -> impl Strategy<Value = Vec<u8>> {
        let alphabet = b"0123456789.ABCG_-*| \t\r\n#{}[],\"x".to_vec();
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
