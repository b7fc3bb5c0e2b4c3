//! The engine's errors in words: English exactly as the engine's `Display` (but for grammar
//! fixes), every other language with its own text, and the engine's English phrases
//! recognised on real bad input.

use std::time::Duration;

use sudoku_engine::canon::CanonError;
use sudoku_engine::format::parse_str;
use sudoku_engine::generate::{GenerateError, Generator, Symmetry, Wanted};
use sudoku_engine::logic::{CandidateError, CandidateGrid, Level, LogicError, Technique};
use sudoku_engine::variant::{Broken, BrokenRule};
use sudoku_engine::{
    Cell, Digit, Grid, GridError, Interrupted, NoSolution, ParseError, ParseErrorKind, Shape,
    ShapeError, Unit,
};
use sudoku_i18n::{decimal, localize_error, Lang, Localize};

/// A grid with two 1s in its first row.
fn clashing() -> Grid {
    parse_str(&format!("11{}", ".".repeat(79))).expect("a well-formed line")
}

/// One value of every kind and variant the crate puts in words, with the English the engine
/// prints for it.
fn every_variant() -> Vec<(Box<dyn Localize>, String)> {
    let conflict = clashing().first_conflict().expect("two 1s in a row");
    let generate = vec![
        GenerateError::TooManyClues {
            clues: 90,
            size: 9,
            cells: 81,
        },
        GenerateError::BelowMinimum {
            clues: 10,
            minimum: 17,
            size: 9,
        },
        GenerateError::MinimalNeedsUnique,
        GenerateError::MinimalFull { cells: 81 },
        GenerateError::MultipleNeedsClues,
        GenerateError::WantedNeedsUnique,
        GenerateError::WantedNotRated { size: 16 },
        GenerateError::LevelUnreachable {
            size: 6,
            level: Level::Hard,
            reachable: vec![Level::Easy, Level::Medium, Level::Extreme],
        },
        GenerateError::TechniqueUnreachable {
            size: 4,
            technique: Technique::XWing,
        },
        GenerateError::TimedOut {
            allowed: Duration::from_millis(300),
            target: Some(20),
            closest: Some(22),
            minimal: true,
        },
        GenerateError::TimedOut {
            allowed: Duration::from_secs(4),
            target: Some(20),
            closest: None,
            minimal: false,
        },
        GenerateError::TimedOut {
            allowed: Duration::from_secs(4),
            target: None,
            closest: Some(30),
            minimal: false,
        },
        GenerateError::TimedOut {
            allowed: Duration::from_secs(4),
            target: None,
            closest: None,
            minimal: false,
        },
        GenerateError::NotFound {
            wanted: Wanted::any().level(Level::Hard).technique(Technique::XWing),
            tried: 120,
            allowed: Duration::from_secs(10),
            closest: None,
        },
        GenerateError::NotFound {
            wanted: Wanted::any().level(Level::Hard),
            tried: 2,
            allowed: Duration::from_secs(10),
            closest: None,
        },
        GenerateError::NotFound {
            wanted: Wanted::any().technique(Technique::XWing),
            tried: 7,
            allowed: Duration::from_millis(2500),
            closest: None,
        },
        GenerateError::NotFound {
            wanted: Wanted::any(),
            tried: 7,
            allowed: Duration::from_secs(10),
            closest: None,
        },
        GenerateError::Cancelled,
    ];
    let mut all: Vec<(Box<dyn Localize>, String)> = Vec::new();
    for e in generate {
        let english = e.to_string();
        all.push((Box::new(e), english));
    }
    macro_rules! push {
        ($($e:expr),* $(,)?) => {$({
            let e = $e;
            let english = e.to_string();
            all.push((Box::new(e), english));
        })*};
    }
    push!(
        conflict,
        conflict.unit,
        sudoku_engine::Unit::Col(3),
        sudoku_engine::Unit::Box(8),
        sudoku_engine::Unit::Extra(0),
        ShapeError::NoShape { size: 7 },
        ShapeError::BadBox {
            box_rows: 1,
            box_cols: 9
        },
        ShapeError::CellCount { cells: 80 },
        ShapeError::NoBoxes { cells: 49, size: 7 },
        GridError::CellCount {
            found: 80,
            expected: 81
        },
        GridError::ValueTooLarge {
            cell: "r2c2".into(),
            value: 10,
            size: 9
        },
        Interrupted::Deadline,
        Interrupted::Cancelled,
        NoSolution::Conflict(conflict),
        NoSolution::GivensConflict,
        NoSolution::NoDigitFits {
            cell: Cell::from_index(Shape::NINE, 8).expect("r1c9"),
            after_singles: false
        },
        NoSolution::NoDigitFits {
            cell: Cell::from_index(Shape::NINE, 8).expect("r1c9"),
            after_singles: true
        },
        NoSolution::NoPlace {
            digit: Digit::new(5).expect("5"),
            unit: Unit::Box(3),
            after_singles: false
        },
        NoSolution::NoPlace {
            digit: Digit::new(5).expect("5"),
            unit: Unit::Col(0),
            after_singles: true
        },
        NoSolution::SearchExhausted,
        NoSolution::BreaksRule(Broken {
            rule: BrokenRule::Row(1),
            cells: Vec::new()
        }),
        NoSolution::NoGrid,
        LogicError::Conflict(conflict),
        LogicError::NoSolution,
        LogicError::NotUnique,
        LogicError::Interrupted(Interrupted::Deadline),
        CandidateError::Conflict(conflict),
        CandidateError::PencilMarkLength(700),
        CandidateError::PencilMarkChar {
            position: 12,
            found: 'x',
            expected: '4'
        },
        CanonError::Size { size: 16 },
        sudoku_engine::logic::UnknownName("nope".into()),
        ParseErrorKind::Empty,
        ParseErrorKind::HexDigits { hole: '.' },
        ParseErrorKind::LineTooLong { limit: 1 << 20 },
        ParseErrorKind::RowCount {
            found: 3,
            expected: 4
        },
        ParseErrorKind::RowLength {
            row: 2,
            found: 3,
            expected: 4
        },
        ParseErrorKind::CellCount {
            found: 80,
            expected: 81
        },
        ParseErrorKind::Json("trailing characters at line 1 column 5".into()),
        ParseErrorKind::Shape(ShapeError::NoShape { size: 7 }),
        ParseErrorKind::Shape(ShapeError::NoBoxes { cells: 25, size: 5 }),
        ParseError::new(3, Some(7), ParseErrorKind::Empty),
        ParseError::new(3, None, ParseErrorKind::Empty),
    );
    all
}

#[test]
fn english_is_what_the_engine_prints() {
    for (value, english) in every_variant() {
        assert_eq!(value.localize(Lang::En), english);
    }
}

#[test]
fn every_other_language_has_its_own_text() {
    for (value, english) in every_variant() {
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = value.localize(lang);
            assert_ne!(text, english, "{lang} has no translation of {english:?}");
            assert!(
                !text.contains('{') && !text.contains("unit-") && !text.contains("parse-"),
                "{lang}: {text:?} is not a finished message"
            );
        }
    }
}

#[test]
fn counts_of_one_are_singular() {
    let one_cell = ParseErrorKind::CellCount {
        found: 1,
        expected: 81,
    };
    assert_eq!(one_cell.localize(Lang::En), "found 1 cell, expected 81");
    assert_eq!(
        one_cell.localize(Lang::Ca),
        "s'ha trobat 1 casella; se n'esperaven 81"
    );
    let one_row = ParseErrorKind::RowLength {
        row: 2,
        found: 1,
        expected: 4,
    };
    assert_eq!(one_row.localize(Lang::En), "row 2 has 1 cell, expected 4");
    assert_eq!(
        one_row.localize(Lang::Fr),
        "la ligne 2 a 1 case, 4 attendues"
    );
    let one_puzzle = GenerateError::NotFound {
        wanted: Wanted::any().level(Level::Hard),
        tried: 1,
        allowed: Duration::from_secs(10),
        closest: None,
    };
    assert_eq!(
        one_puzzle.localize(Lang::En),
        "no hard puzzle among 1 puzzle made in 10.0s"
    );
}

/// Real bad input, and what each language says of it. The engine's English is built from
/// phrases (what a parser expected, JSON details) that this crate recognises: a change of
/// phrasing in the engine shows up here.
#[test]
fn parse_errors_of_real_input_in_every_language() {
    let grid16 = {
        let mut rows = vec![vec!["."; 16]; 16];
        rows[2][3] = "x";
        let rows: Vec<String> = rows.iter().map(|r| r.join(" ")).collect();
        rows.join("\n")
    };
    // (input, English, Catalan); the other languages are checked below for a few of them.
    let table: Vec<(String, &str, &str)> = vec![
        (
            format!("{}!{}", ".".repeat(40), ".".repeat(40)),
            "line 1, column 41: bad character '!', expected a digit, a letter or a hole (. 0 _ - *)",
            "línia 1, columna 41: caràcter incorrecte '!'; s'esperava una xifra, una lletra o una casella buida (. 0 _ - *)",
        ),
        (
            format!("A{}", ".".repeat(80)),
            "line 1, column 1: bad character 'A', expected a digit 1-9 or a hole (. 0 _ - *)",
            "línia 1, columna 1: caràcter incorrecte 'A'; s'esperava una xifra entre 1 i 9 o una casella buida (. 0 _ - *)",
        ),
        (
            format!("H{}", ".".repeat(255)),
            "line 1, column 1: bad character 'H', expected a digit 1-9, a letter A-G or a hole (. 0 _ - *)",
            "línia 1, columna 1: caràcter incorrecte 'H'; s'esperava una xifra entre 1 i 9, una lletra entre A i G o una casella buida (. 0 _ - *)",
        ),
        (
            "1 . . .\n. . 1 .\n. 1 . x\n. . . 1".into(),
            "line 3, column 7: bad token \"x\", expected a digit 1-4, or . or 0 for a hole",
            "línia 3, columna 7: element incorrecte \"x\"; s'esperava una xifra entre 1 i 4, o . o 0 per a una casella buida",
        ),
        (
            grid16,
            "line 3, column 7: bad token \"x\", expected a number 1-16 or a letter A-G, or . or 0 for a hole",
            "línia 3, columna 7: element incorrecte \"x\"; s'esperava un nombre entre 1 i 16 o una lletra entre A i G, o . o 0 per a una casella buida",
        ),
        (
            ".".repeat(80),
            "line 1, column 81: found 80 cells, expected 81",
            "línia 1, columna 81: s'han trobat 80 caselles; se n'esperaven 81",
        ),
        (
            "{\"foo\": 1}".into(),
            "line 1, column 1: JSON value is not a grid: found an object without \"grid\", expected an array of rows or {\"grid\": …}",
            "línia 1, columna 1: el valor JSON no és una graella: s'ha trobat un objecte sense «grid»; s'esperava una llista de files o {\"grid\": …}",
        ),
        (
            "{\"grid\": 5}".into(),
            "line 1, column 10: JSON value is not a grid: found \"grid\" holding a number, expected an array of rows or {\"grid\": …}",
            "línia 1, columna 10: el valor JSON no és una graella: s'ha trobat «grid» amb un nombre; s'esperava una llista de files o {\"grid\": …}",
        ),
        (
            "null".into(),
            "line 1, column 1: JSON value is not a grid: found null, expected an array of rows or {\"grid\": …}",
            "línia 1, columna 1: el valor JSON no és una graella: s'ha trobat null; s'esperava una llista de files o {\"grid\": …}",
        ),
        (
            "{\"grid\": [[-1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}".into(),
            "line 1, column 12: \"-1\" is not a hole here: holes are . or 0 (grids of digits 0 to N-1 with -1 holes are read as C arrays, {{-1, 3, …}, …})",
            "línia 1, columna 12: \"-1\" no és una casella buida aquí: les caselles buides són . o 0 (les graelles de xifres de 0 a N-1 amb -1 per a les buides es llegeixen com a matrius C, {{-1, 3, …}, …})",
        ),
        (
            // The C-array parser's details name the text's tokens and stay in English.
            "{{1,2},{3".into(),
            "line 1, column 10: bad C array: the text ends where `,` or `}` was expected",
            "línia 1, columna 10: matriu C incorrecta: the text ends where `,` or `}` was expected",
        ),
        (
            "{\"grid\": [[7,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]}".into(),
            "line 1, column 12: bad JSON: r1c1: 7 is not a digit 1-4 or 0 for a hole",
            "línia 1, columna 12: JSON incorrecte: r1c1: 7 no és ni una xifra entre 1 i 4 ni 0 per a una casella buida",
        ),
        (
            "{\"grid\": [\"1x..\", \"....\", \"....\", \"....\"]}".into(),
            "line 1, column 13: bad JSON: r1c2: 'x' is not a digit or a hole",
            "línia 1, columna 13: JSON incorrecte: r1c2: 'x' no és ni una xifra ni una casella buida",
        ),
        (
            "{\"grid\": [1,2,3,4]}".into(),
            "line 1, column 11: bad JSON: row 1 is not an array",
            "línia 1, columna 11: JSON incorrecte: la fila 1 no és una llista",
        ),
        (
            // The JSON library's own words stay as they are.
            "[1,".into(),
            "line 1, column 3: bad JSON: EOF while parsing a value",
            "línia 1, columna 3: JSON incorrecte: EOF while parsing a value",
        ),
        (
            "1 . . .\n. . 1 .\n. 1 . .".into(),
            "line 3, column 8: found 3 rows, expected 4",
            "línia 3, columna 8: s'han trobat 3 files; se n'esperaven 4",
        ),
        (
            "1 . . .\n. . 1\n. 1 . .\n. . . 1".into(),
            "line 2, column 6: row 2 has 3 cells, expected 4",
            "línia 2, columna 6: la fila 2 té 3 caselles; se n'esperaven 4",
        ),
        (
            "".into(),
            "line 1: empty puzzle",
            "línia 1: sudoku buit",
        ),
        (
            ".".repeat(25),
            "line 1, column 26: 25 cells make a 5×5 grid, which has no box shape (known sizes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)",
            "línia 1, columna 26: 25 caselles fan una graella de 5×5, que no té cap forma de blocs (mides conegudes: 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)",
        ),
    ];
    for (input, english, catalan) in &table {
        let e = parse_str(input).expect_err("bad input");
        assert_eq!(
            e.to_string(),
            *english,
            "the engine's English for {input:?}"
        );
        assert_eq!(e.localize(Lang::En), *english, "{input:?}");
        assert_eq!(e.localize(Lang::Ca), *catalan, "{input:?}");
    }
    let others = [
        (
            0,
            Lang::Es,
            "línea 1, columna 41: carácter no válido '!'; se esperaba una cifra, una letra o una casilla vacía (. 0 _ - *)",
        ),
        (
            4,
            Lang::Fr,
            "ligne 3, colonne 7 : élément invalide \"x\" ; attendu : un nombre de 1 à 16 ou une lettre de A à G, ou . ou 0 pour une case vide",
        ),
        (
            11,
            Lang::Pt,
            "linha 1, coluna 12: JSON inválido: r1c1: 7 não é um algarismo de 1 a 4 nem 0 para uma casa vazia",
        ),
        (5, Lang::Pt, "linha 1, coluna 81: 80 casas encontradas; eram esperadas 81"),
        (16, Lang::Es, "línea 2, columna 6: la fila 2 tiene 3 casillas; se esperaban 4"),
        (18, Lang::Fr, "ligne 1, colonne 26 : 25 cases font une grille de 5×5, qui n'a aucune forme de blocs (tailles connues : 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 27, 28, 30, 32)"),
    ];
    for (i, lang, want) in others {
        let e = parse_str(&table[i].0).expect_err("bad input");
        assert_eq!(e.localize(lang), want, "{lang} {:?}", table[i].0);
    }
}

#[test]
fn a_conflict_in_every_language() {
    let c = clashing().first_conflict().expect("two 1s");
    let want = [
        (Lang::En, "r1c1 and r1c2 both hold 1"),
        (Lang::Ca, "hi ha un 1 a r1c1 i a r1c2"),
        (Lang::Es, "hay un 1 en r1c1 y en r1c2"),
        (Lang::Fr, "il y a un 1 en r1c1 et en r1c2"),
        (Lang::Pt, "há um 1 em r1c1 e em r1c2"),
    ];
    for (lang, text) in want {
        assert_eq!(c.localize(lang), text);
    }
    assert_eq!(c.unit.localize(Lang::Fr), "ligne 1");
}

/// The rule a symmetry puts on the given count is read from the engine's `allows_clues`;
/// its English must be the engine's own words for every symmetry and size parity.
#[test]
fn symmetry_rules_agree_with_the_engine() {
    let mut seen = 0;
    for size in [4, 9, 16, 25] {
        let shape = Shape::for_size(size).expect("a known size");
        for symmetry in Symmetry::ALL {
            for clues in size * size / 2..size * size / 2 + 4 {
                let generator = Generator::new(shape)
                    .symmetry(symmetry)
                    .clues(clues)
                    .allow_multiple(true);
                if let Err(e @ GenerateError::SymmetryClueCount { .. }) = generator.validate() {
                    assert_eq!(e.localize(Lang::En), e.to_string());
                    assert!(!e.localize(Lang::Ca).contains("qualsevol"), "{e}");
                    seen += 1;
                }
            }
        }
    }
    assert!(seen >= 8, "only {seen} refusals tried");
}

#[test]
fn errors_in_an_anyhow_like_chain_are_found_by_type() {
    let e = GenerateError::MinimalNeedsUnique;
    let as_dyn: &(dyn std::error::Error + 'static) = &e;
    assert_eq!(localize_error(Lang::Ca, as_dyn), e.localize(Lang::Ca));
    let other = std::io::Error::other("disk full");
    assert_eq!(localize_error(Lang::Ca, &other), "disk full");
}

#[test]
fn decimals_follow_the_language() {
    assert_eq!(decimal(Lang::En, 10.0, Some(1)), "10.0");
    assert_eq!(decimal(Lang::Fr, 10.0, Some(1)), "10,0");
    assert_eq!(decimal(Lang::Ca, 0.3, None), "0,3");
    assert_eq!(decimal(Lang::Pt, 4.0, None), "4");
}

#[test]
fn candidate_grids_refuse_clashing_givens_in_words() {
    let Err(e) = CandidateGrid::from_grid(&clashing()) else {
        panic!("clashing givens accepted");
    };
    assert_eq!(
        e.localize(Lang::Es),
        "las pistas están en conflicto: hay un 1 en r1c1 y en r1c2"
    );
}
