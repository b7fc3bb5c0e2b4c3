//! Variant puzzles through the command: links, f-puzzles JSON and our JSON form, read beside
//! the classic formats by `solve`, `count`, `check`, `candidates` and `show`.

use assert_cmd::Command;
use serde_json::Value;

const KILLER: &str = include_str!("data/variant/killer-9x9.json");
const KILLER_LINK: &str = include_str!("data/variant/killer-9x9.sudokupad.txt");
const KILLER_SOLUTION: &str =
    "698514273317296845425738916854967321971823564263451789189675432546382197732149658";
const THERMO: &str = include_str!("data/variant/thermo-6x6.json");
const THERMO_LINK: &str = include_str!("data/variant/thermo-6x6.fpuzzles.txt");
const THERMO_FPUZZLES: &str = include_str!("data/variant/thermo-6x6.fpuzzles.json");
const THERMO_SOLUTION: &str = "316452452163135624624315263541541236";

/// Runs `sudoku ARGS` on `stdin` in English; (exit code, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let out = Command::cargo_bin("sudoku")
        .unwrap()
        .env("LC_ALL", "C")
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn links_and_json_forms_solve_to_the_same_solution() {
    for (what, input, solution) in [
        ("SudokuPad link", KILLER_LINK, KILLER_SOLUTION),
        ("our JSON", KILLER, KILLER_SOLUTION),
        ("f-puzzles link", THERMO_LINK, THERMO_SOLUTION),
        ("f-puzzles JSON", THERMO_FPUZZLES, THERMO_SOLUTION),
        ("our JSON", THERMO, THERMO_SOLUTION),
    ] {
        let (code, out, err) = run(&["solve", "--format", "json"], input);
        assert_eq!(code, 0, "{what}: {err}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["status"], "unique", "{what}");
        assert_eq!(v["solution"], solution, "{what}");
        let (code, out, _) = run(&["solve", "--format", "line"], input);
        assert_eq!((code, out.trim()), (0, solution), "{what}");
    }
}

#[test]
fn a_file_of_links_is_one_puzzle_per_line() {
    let input = format!("{KILLER_LINK}\n{THERMO_LINK}\n");
    let (code, out, err) = run(&["solve"], &input);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, format!("{KILLER_SOLUTION}\n{THERMO_SOLUTION}\n"));
    let (code, out, _) = run(&["count"], &input);
    assert_eq!((code, out.as_str()), (0, "1\n1\n"));
}

#[test]
fn a_link_may_stand_in_place_of_a_path() {
    let (code, out, err) = run(&["solve", THERMO_LINK.trim(), KILLER_LINK.trim()], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        format!("<link>:1:{THERMO_SOLUTION}\n<link>:1:{KILLER_SOLUTION}\n")
    );
}

#[test]
fn links_arrive_percent_encoded_or_with_spaces() {
    let link = THERMO_LINK.trim();
    let encoded = link.replace('+', "%2B").replace('/', "%2F");
    let encoded = encoded.replacen("https:%2F%2Ff-puzzles.com%2F", "https://f-puzzles.com/", 1);
    let (code, out, err) = run(&["solve"], &format!("{encoded}\n"));
    assert_eq!((code, out.trim()), (0, THERMO_SOLUTION), "{err}");
}

#[test]
fn a_short_id_is_refused_with_what_to_do() {
    let (code, out, err) = run(&["solve"], "https://sudokupad.app/abcdef\n");
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("short puzzle ID"), "{err}");
    assert!(err.contains("paste instead the full link"), "{err}");
    assert!(out.starts_with("invalid:"), "{out}");
}

#[test]
fn cosmetic_elements_are_named_on_stderr() {
    let (code, _, err) = run(&["solve"], THERMO_FPUZZLES);
    assert_eq!(code, 0);
    assert!(err.contains("not used: 1 cosmetic line element"), "{err}");
}

#[test]
fn an_element_the_reader_cannot_map_refuses_the_puzzle_by_name() {
    let doc = THERMO_FPUZZLES.replacen(
        "{\"size\"",
        "{\"lockout\": [{\"lines\": [[\"R1C1\", \"R1C2\"]]}], \"size\"",
        1,
    );
    let (code, _, err) = run(&["solve"], &doc);
    assert_eq!(code, 2);
    assert!(err.contains("$.lockout"), "{err}");
    assert!(
        err.contains("refused rather than solved without it"),
        "{err}"
    );
}

#[test]
fn bad_rules_name_their_json_path() {
    let doc = r#"{"size": 9, "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3}, {"type": "thermometer", "cells": ["r1c1", "r1c12"]}]}"#;
    let (code, _, err) = run(&["solve"], doc);
    assert_eq!(code, 2);
    assert!(
        err.contains("$.constraints[1]: r1c12 is not a cell of the 9×9 grid"),
        "{err}"
    );
}

#[test]
fn check_names_the_broken_constraint_and_its_cells() {
    // The three cells of the first cage given digits that overshoot its total of 13.
    let mut doc: Value = serde_json::from_str(KILLER).unwrap();
    let mut givens: Vec<char> = doc["givens"].as_str().unwrap().chars().collect();
    givens[0] = '9'; // r1c1
    givens[9] = '8'; // r2c1
    givens[18] = '7'; // r3c1: 9 + 8 + 7 = 24, not 13
    doc["givens"] = Value::String(givens.into_iter().collect());
    let (code, out, _) = run(&["check"], &doc.to_string());
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("broken: constraint 1 (killer) is broken at r1c1,r2c1,r3c1"),
        "{out}"
    );
    assert!(out.contains("not consistent"), "{out}");
    let (code, out, _) = run(&["check"], KILLER);
    assert_eq!(code, 0);
    assert!(
        out.contains("the givens break no rule (32 constraints"),
        "{out}"
    );
    assert!(out.contains("it has exactly one solution"), "{out}");
}

#[test]
fn candidates_of_a_unique_puzzle_are_its_solution() {
    let (code, out, err) = run(&["candidates"], THERMO);
    assert_eq!(code, 0, "{err}");
    let cells: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(cells.concat(), THERMO_SOLUTION);
    // Without its givens the 6×6 has more: each cell's candidates hold its solution digit.
    let mut doc: Value = serde_json::from_str(THERMO).unwrap();
    doc["givens"] = Value::String(".".repeat(36));
    let (code, out, _) = run(
        &["candidates", "--format", "json", "--cap", "2"],
        &doc.to_string(),
    );
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    let rows = v["candidates"].as_array().unwrap();
    for (i, d) in THERMO_SOLUTION.chars().enumerate() {
        let cell = rows[i / 6][i % 6].as_str().unwrap();
        assert!(cell.contains(d), "r{}c{}: {cell}", i / 6 + 1, i % 6 + 1);
    }
    assert_eq!(v["cap"], 2);
    assert_eq!(v["counts"].as_array().unwrap().len(), 6);
}

#[test]
fn show_converts_between_our_json_and_links() {
    let (code, link, _) = run(&["show", "--format", "fpuzzles"], THERMO);
    assert_eq!(code, 0);
    assert!(link.starts_with("https://f-puzzles.com/?load="), "{link}");
    let (code, ours, _) = run(&["show", "--format", "json"], &link);
    assert_eq!(code, 0);
    let back: Value = serde_json::from_str(ours.trim()).unwrap();
    let orig: Value = serde_json::from_str(THERMO).unwrap();
    assert_eq!(back["constraints"], orig["constraints"]);
    assert_eq!(back["givens"], orig["givens"]);
    // A classic puzzle becomes a link too, and solve writes the solution into it.
    let classic =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
    let (code, link, _) = run(&["solve", "--format", "sudokupad"], classic);
    assert_eq!(code, 0);
    let (code, out, _) = run(&["show", "--format", "json"], &link);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        v["solution"],
        "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
    );
}

#[test]
fn no_solution_says_what_the_givens_break() {
    let mut doc: Value = serde_json::from_str(THERMO).unwrap();
    // r6c5 is the bulb below r5c5: 5 under 2 breaks the first thermometer.
    let mut givens: Vec<char> = doc["givens"].as_str().unwrap().chars().collect();
    givens[34] = '5';
    givens[28] = '2';
    doc["givens"] = Value::String(givens.into_iter().collect());
    let (code, out, _) = run(&["solve", "--format", "line"], &doc.to_string());
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "no solution: the givens break a rule: constraint 1 (thermometer) is broken at r6c5,r5c5\n"
    );
}

#[test]
fn explain_hint_and_rate_work_on_variant_puzzles() {
    for (what, input, solution) in [
        ("killer link", KILLER_LINK, KILLER_SOLUTION),
        ("thermo JSON", THERMO, THERMO_SOLUTION),
    ] {
        // explain: every step in words, then the rating line; the steps reach the solution.
        let (code, out, err) = run(&["explain", "--format", "json"], input);
        assert_eq!(code, 0, "{what}: {err}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["solved"], true, "{what}");
        let mut grid: Vec<u8> = v["puzzle"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| if b == b'.' { b'0' } else { b })
            .collect();
        for step in v["steps"].as_array().unwrap() {
            for p in step["placements"].as_array().unwrap() {
                let i = p["index"].as_u64().unwrap() as usize;
                grid[i] = b'0' + p["digit"].as_u64().unwrap() as u8;
            }
            for e in step["eliminations"].as_array().unwrap() {
                let i = e["index"].as_u64().unwrap() as usize;
                let d = e["digit"].as_u64().unwrap() as u8;
                assert_ne!(solution.as_bytes()[i], b'0' + d, "{what}: {}", step["text"]);
            }
        }
        assert_eq!(String::from_utf8(grid).unwrap(), solution, "{what}");
        let (code, text, _) = run(&["explain"], input);
        assert_eq!(code, 0, "{what}");
        assert!(
            text.lines().last().unwrap().starts_with("# solved: "),
            "{what}: {text}"
        );
        // rate: the same rating as explain's.
        let (code, out, _) = run(&["rate", "--format", "json"], input);
        assert_eq!(code, 0, "{what}");
        let r: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(r["score"], v["score"], "{what}");
        assert_eq!(r["level"], v["level"], "{what}");
        // hint: the first step of explain.
        let (code, out, _) = run(&["hint"], input);
        assert_eq!(code, 0, "{what}");
        assert_eq!(
            out.trim(),
            v["steps"][0]["text"].as_str().unwrap(),
            "{what}"
        );
    }
    // The killer's first step is a cage's, worded in the language asked for.
    let (_, out, _) = run(&["hint"], KILLER);
    assert!(
        out.starts_with("Killer Cage on r1c2, r1c3, r1c4 (22): "),
        "{out}"
    );
    let out = Command::cargo_bin("sudoku")
        .unwrap()
        .args(["hint", "--lang", "fr"])
        .write_stdin(KILLER)
        .output()
        .unwrap();
    let fr = String::from_utf8(out.stdout).unwrap();
    assert!(
        fr.starts_with("Cage killer sur r1c2, r1c3, r1c4 (22) : "),
        "{fr}"
    );
}

#[test]
fn explain_refuses_a_variant_puzzle_without_one_solution() {
    // The thermometers alone, no givens: several solutions.
    let open = THERMO.replace(
        r#""givens": "..........................3....4...6""#,
        r#""givens": "....................................""#,
    );
    assert_ne!(open, THERMO);
    let (code, out, err) = run(&["explain"], &open);
    assert_eq!(code, 1);
    assert!(out.starts_with("several solutions"), "{out}");
    assert!(err.contains("several solutions"), "{err}");
}

#[test]
fn check_names_the_parts_that_contradict_and_those_that_can_go() {
    // 4×4: a thermometer r1c1 < r1c2 cannot start at the given 4; the cage elsewhere and the
    // other given take no part in that.
    let broken = r#"{"size": 4, "givens": "4..............1", "constraints": [{"type": "killer", "cells": ["r4c1","r4c2"], "sum": 3}, {"type": "thermometer", "cells": ["r1c1","r1c2"]}]}"#;
    let (code, out, _) = run(&["check"], broken);
    assert_eq!(code, 1);
    assert!(
        out.contains("contradicting: #2 (thermometer), r1c1=4 ("),
        "{out}"
    );
    let (_, out, _) = run(&["check", "--format", "json"], broken);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["core"], serde_json::json!(["#2 (thermometer)", "r1c1=4"]));
    // The thermo file lists two thermometers twice and one inside another: they can go.
    let (code, out, _) = run(&["check", "--redundant"], THERMO);
    assert_eq!(code, 0);
    let line = out
        .lines()
        .find(|l| l.starts_with("removable alone"))
        .unwrap();
    for twin in [
        "#3 (thermometer)",
        "#8 (thermometer)",
        "#4 (thermometer)",
        "#11 (thermometer)",
    ] {
        assert!(line.contains(twin), "{line}");
    }
    // Without the flag, no search for it.
    let (_, out, _) = run(&["check"], THERMO);
    assert!(!out.contains("removable"), "{out}");
}

#[test]
fn candidates_list_the_cells_forced_to_hold_the_same_digit() {
    // 6×6, no givens: row 1 rises and r6c6 clones r3c1; tens of thousands of solutions.
    let open = r#"{"size": 6, "givens": "....................................", "constraints": [{"type": "thermometer", "cells": ["r1c1","r1c2","r1c3","r1c4","r1c5","r1c6"]}, {"type": "clone", "cells": ["r3c1"], "clone": ["r6c6"]}]}"#;
    let (code, out, err) = run(&["candidates", "--same-digit"], open);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.lines().last().unwrap(),
        "same digit in every solution: r3c1 r6c6"
    );
    let (_, out, _) = run(&["candidates", "--same-digit", "--format", "json"], open);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["same_digit"], serde_json::json!([["r3c1", "r6c6"]]));
    // Without the flag, the output is as before.
    let (_, out, _) = run(&["candidates"], open);
    assert!(!out.contains("same digit"), "{out}");
}

#[test]
fn the_first_steps_of_the_killer_and_the_thermo_read_in_every_language() {
    // (language, the killer's first step, the thermo's first step), pinned word for word.
    let cases = [
        (
            "en",
            "Killer Cage on r1c2, r1c3, r1c4 (22): no way to keep its rule uses these candidates",
            "Thermometer on r6c5, r5c5, r5c4: no way to keep its rule uses these candidates",
        ),
        (
            "ca",
            "Gàbia killer a r1c2, r1c3, r1c4 (22): cap manera de complir la seva regla no fa servir aquests candidats",
            "Termòmetre a r6c5, r5c5, r5c4: cap manera de complir la seva regla no fa servir aquests candidats",
        ),
        (
            "es",
            "Jaula killer en r1c2, r1c3, r1c4 (22): ninguna forma de cumplir su regla usa estos candidatos",
            "Termómetro en r6c5, r5c5, r5c4: ninguna forma de cumplir su regla usa estos candidatos",
        ),
        (
            "fr",
            "Cage killer sur r1c2, r1c3, r1c4 (22) : aucune façon de respecter sa règle n'utilise ces candidats",
            "Thermomètre sur r6c5, r5c5, r5c4 : aucune façon de respecter sa règle n'utilise ces candidats",
        ),
        (
            "pt",
            "Gaiola killer em r1c2, r1c3, r1c4 (22): nenhuma forma de cumprir a sua regra usa estes candidatos",
            "Termómetro em r6c5, r5c5, r5c4: nenhuma forma de cumprir a sua regra usa estes candidatos",
        ),
    ];
    let killer_result = " → r1c2<>1, r1c2<>2, r1c2<>3, r1c2<>4, r1c3<>1, r1c3<>2, r1c3<>3, r1c3<>4, r1c4<>1, r1c4<>2, r1c4<>3, r1c4<>4";
    let thermo_result = " → r5c4<>1, r5c4<>2, r5c5<>1, r5c5<>5, r6c5<>5";
    for (lang, killer, thermo) in cases {
        for (puzzle, want) in [
            (KILLER, format!("{killer}{killer_result}")),
            (THERMO, format!("{thermo}{thermo_result}")),
        ] {
            let out = Command::cargo_bin("sudoku")
                .unwrap()
                .args(["hint", "--lang", lang])
                .write_stdin(puzzle)
                .output()
                .unwrap();
            assert_eq!(
                String::from_utf8(out.stdout).unwrap().trim(),
                want,
                "{lang}"
            );
        }
    }
}
