//! Table-driven tests of every format: reading, errors, and round trips.

use super::*;
use crate::Shape;

const SEED_003_LINE: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

const SEED_003_BOXED: &str = "\
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

const SEED_001_BOXED: &str = "\
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

const SEED_004_BOXED: &str = "\
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
fn seed_layouts_read_the_same_puzzle() {
    let line = parse_str(SEED_003_LINE).unwrap();
    let boxed = parse_str(SEED_003_BOXED).unwrap();
    assert_eq!(line, boxed);
    assert_eq!(
        detect(SEED_003_BOXED.lines().next().unwrap()),
        Format::Boxed
    );
    let b1 = parse_str(SEED_001_BOXED).unwrap();
    assert_eq!(b1.given_count(), 40);
    let b4 = parse_str(SEED_004_BOXED).unwrap();
    assert_eq!(b4.given_count(), 39);
}

#[test]
fn line_format_ignores_trailing_text_and_accepts_every_hole() {
    let cases = [
        format!("{SEED_003_LINE} # a comment"),
        format!("{SEED_003_LINE},483921657967345821251876493548132976729564138136798245372689514814253769695417382"),
        format!("{SEED_003_LINE};11.2/1.2/1.2"),
        SEED_003_LINE.replace('.', "0"),
        SEED_003_LINE.replace('.', "_"),
        SEED_003_LINE.replace('.', "-"),
        SEED_003_LINE.replace('.', "*"),
        format!("  {SEED_003_LINE}"),
    ];
    let want = parse_str(SEED_003_LINE).unwrap();
    for case in cases {
        assert_eq!(parse_str(&case).as_ref(), Ok(&want), "{case}");
    }
}

#[test]
fn errors_name_the_place_and_the_expectation() {
    let table = [
        (".".repeat(80), "line 1: found 80 cells, expected 81"),
        (format!("{}x{}", &SEED_003_LINE[..10], &SEED_003_LINE[11..]), "line 1, column 11: bad character 'x', expected a digit 1-9 or a hole (. 0 _ - *)"),
        (format!("{}A{}", &SEED_003_LINE[..4], &SEED_003_LINE[5..]), "line 1, column 5: bad character 'A', expected a digit 1-9 or a hole (. 0 _ - *)"),
        ("1 2 3\n. . .\n. . .".to_string(), "line 1: no known grid shape has size 3 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
        ("1 . . .\n. . 1 .\n. 1 . x\n. . . 1".to_string(), "line 3, column 7: bad token \"x\", expected a digit 1-4, or . or 0 for a hole"),
        ("1 . . .\n. . 1 .\n. 1 .\n. . . 1".to_string(), "line 3: row 3 has 3 cells, expected 4"),
        ("1 . . .\n. . 1 .\n. 1 . .".to_string(), "line 3: found 3 rows, expected 4"),
        ("{\"grid\": [[1,2],[3]]}".to_string(), "line 1: no known grid shape has size 2 (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
        ("{\"grid\": [[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,9,0]]}".to_string(), "line 1: bad JSON: r4c3: 9 is not a digit 1-4 or 0 for a hole"),
    ];
    for (input, want) in table {
        let got = parse_str(&input)
            .map(|g| line_of(&g))
            .unwrap_err()
            .to_string();
        assert_eq!(got, want, "input: {input:?}");
    }
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
    let input = format!("{SEED_003_LINE}\n\n# comment\n{SEED_003_LINE}\nnot a puzzle\n");
    let mut s = RecordSplitter::new(None);
    let mut recs: Vec<Record> = input.lines().filter_map(|l| s.push(l)).collect();
    recs.extend(s.finish());
    let lines: Vec<usize> = recs.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 4, 5]);
    assert!(parse_record(&recs[2].text, recs[2].format, recs[2].line).is_err());

    let mut s = RecordSplitter::new(None);
    let two = format!("{SEED_003_BOXED}\n\n{SEED_001_BOXED}\n");
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
