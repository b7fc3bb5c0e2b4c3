//! Variant pictures: every constraint kind draws something, cages show their totals, jigsaw
//! borders follow the regions, outside clues stay in the picture, and no size panics.

use roxmltree::Document;
use sudoku_engine::variant::{VariantPuzzle, KINDS};
use sudoku_engine::{Grid, Shape};
use sudoku_render::{variant_svg, SvgOptions};

/// One constraint of every kind, in our JSON form, on a 9×9 grid.
const EVERY_KIND: &[(&str, &str)] = &[
    ("diagonal", r#"{"type": "diagonal", "direction": "main"}"#),
    (
        "extra-region",
        r#"{"type": "extra-region", "cells": ["r2c2", "r2c3", "r2c4", "r3c2", "r3c3", "r3c4", "r4c2", "r4c3", "r4c4"]}"#,
    ),
    ("disjoint-groups", r#"{"type": "disjoint-groups"}"#),
    ("anti-knight", r#"{"type": "anti-knight"}"#),
    ("anti-king", r#"{"type": "anti-king"}"#),
    ("non-consecutive", r#"{"type": "non-consecutive"}"#),
    (
        "killer",
        r#"{"type": "killer", "cells": ["r1c1", "r1c2", "r2c1"], "sum": 10}"#,
    ),
    (
        "little-killer",
        r#"{"type": "little-killer", "clue": "r0c3", "direction": "DR", "sum": 20}"#,
    ),
    (
        "sandwich",
        r#"{"type": "sandwich", "clue": "r0c5", "sum": 15}"#,
    ),
    ("x-sum", r#"{"type": "x-sum", "clue": "r4c10", "sum": 20}"#),
    (
        "skyscraper",
        r#"{"type": "skyscraper", "clue": "r10c2", "count": 3}"#,
    ),
    (
        "arrow",
        r#"{"type": "arrow", "circle": ["r5c5"], "shafts": [["r5c6", "r5c7", "r6c8"]]}"#,
    ),
    (
        "thermometer",
        r#"{"type": "thermometer", "cells": ["r7c1", "r8c1", "r9c2"]}"#,
    ),
    (
        "palindrome",
        r#"{"type": "palindrome", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "renban",
        r#"{"type": "renban", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "whispers",
        r#"{"type": "whispers", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "between",
        r#"{"type": "between", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "region-sum",
        r#"{"type": "region-sum", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "entropic",
        r#"{"type": "entropic", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "modular",
        r#"{"type": "modular", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "zipper",
        r#"{"type": "zipper", "cells": ["r6c3", "r6c4", "r7c5"]}"#,
    ),
    (
        "difference",
        r#"{"type": "difference", "cells": ["r1c8", "r1c9"]}"#,
    ),
    (
        "ratio",
        r#"{"type": "ratio", "cells": ["r2c8", "r2c9"], "value": 3}"#,
    ),
    ("no-difference", r#"{"type": "no-difference"}"#),
    ("no-ratio", r#"{"type": "no-ratio"}"#),
    (
        "xv",
        r#"{"type": "xv", "cells": ["r3c8", "r3c9"], "sum": 10}"#,
    ),
    ("no-xv", r#"{"type": "no-xv"}"#),
    (
        "greater-than",
        r#"{"type": "greater-than", "cells": ["r4c8", "r4c9"]}"#,
    ),
    ("odd", r#"{"type": "odd", "cell": "r9c9"}"#),
    ("even", r#"{"type": "even", "cell": "r9c8"}"#),
    ("minimum", r#"{"type": "minimum", "cell": "r8c8"}"#),
    ("maximum", r#"{"type": "maximum", "cell": "r8c6"}"#),
    (
        "quadruple",
        r#"{"type": "quadruple", "cells": ["r1c1", "r1c2", "r2c1", "r2c2"], "digits": [1, 2, 3]}"#,
    ),
    (
        "clone",
        r#"{"type": "clone", "cells": ["r1c1", "r1c2"], "clone": ["r9c8", "r9c9"]}"#,
    ),
    (
        "indexer",
        r#"{"type": "indexer", "axis": "column", "cells": ["r1c1", "r2c1"]}"#,
    ),
];

fn puzzle(size: usize, givens: &str, regions: Option<&str>, constraints: &[&str]) -> VariantPuzzle {
    let regions = regions.map_or(String::new(), |r| format!(", \"regions\": {r}"));
    let json = format!(
        "{{\"size\": {size}, \"givens\": \"{givens}\"{regions}, \"constraints\": [{}]}}",
        constraints.join(", ")
    );
    VariantPuzzle::from_json(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn draw(p: &VariantPuzzle) -> String {
    let picture = variant_svg(
        p.givens(),
        p.rules(),
        &SvgOptions::default().givens(p.givens()),
    );
    save(&picture);
    picture
}

/// Keeps the last pictures under the target dir, to look at.
fn save(picture: &str) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("variant-svg");
    let _ = std::fs::create_dir_all(&dir);
    let k = COUNT.fetch_add(1, Ordering::Relaxed);
    let _ = std::fs::write(dir.join(format!("{k:03}.svg")), picture);
}

/// Whether an element draws `kind`: a shape of that class or a caption line about it.
fn draws(svg: &str, kind: &str) -> bool {
    svg.contains(&format!("class=\"{kind}\"")) || svg.contains(&format!("class=\"caption {kind}\""))
}

#[test]
fn every_constraint_kind_is_drawn() {
    for (name, _) in KINDS {
        assert!(
            EVERY_KIND.iter().any(|(k, _)| k == name),
            "{name}: add it to EVERY_KIND, and draw it"
        );
    }
    let empty = ".".repeat(81);
    for (kind, json) in EVERY_KIND {
        let p = puzzle(9, &empty, None, &[json]);
        let svg = draw(&p);
        Document::parse(&svg).unwrap_or_else(|e| panic!("{kind}: not XML: {e}"));
        assert!(draws(&svg, kind), "{kind} draws nothing:\n{svg}");
    }
    // All of them at once, as one picture.
    let all: Vec<&str> = EVERY_KIND.iter().map(|(_, j)| *j).collect();
    let svg = draw(&puzzle(9, &empty, None, &all));
    for (kind, _) in EVERY_KIND {
        assert!(
            draws(&svg, kind),
            "{kind} is missing from the picture of all kinds"
        );
    }
}

#[test]
fn killer_totals_sit_in_the_top_left_cell_of_their_cage() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/variant/killer-9x9.json"
    ))
    .unwrap();
    let p = VariantPuzzle::from_json(&text).unwrap();
    let svg = draw(&p);
    let doc = Document::parse(&svg).unwrap();
    let totals: Vec<(f64, f64, String)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some("killer"))
        .map(|n| {
            let x: f64 = n.attribute("x").unwrap().parse().unwrap();
            let y: f64 = n.attribute("y").unwrap().parse().unwrap();
            (x, y, n.text().unwrap().to_string())
        })
        .collect();
    let cages: Vec<_> = p
        .rules()
        .constraints()
        .iter()
        .filter_map(|c| match c {
            sudoku_engine::variant::Constraint::Killer(k) => Some(k),
            _ => None,
        })
        .collect();
    assert_eq!(totals.len(), cages.len());
    // Cells are 48 px, after a 3 px border.
    for cage in cages {
        let top = cage.cells.iter().min_by_key(|p| (p.row, p.col)).unwrap();
        let (x0, y0) = (
            3.0 + 48.0 * f64::from(top.col - 1),
            3.0 + 48.0 * f64::from(top.row - 1),
        );
        let sum = cage.sum.unwrap().to_string();
        assert!(
            totals.iter().any(|(x, y, t)| *t == sum
                && (x0..x0 + 16.0).contains(x)
                && (y0..y0 + 20.0).contains(y)),
            "the total {sum} of the cage at {top} is not in its corner"
        );
    }
    // The dashes of each cage are one path.
    assert!(svg.contains("stroke-dasharray"));
}

#[test]
fn jigsaw_borders_follow_the_regions() {
    // A 4×4 whose top regions are boxes and whose bottom ones interlock:
    // 1122 / 1122 / 3444 / 3334.
    let regions = "\"1122112234443334\"";
    let p = puzzle(4, "................", Some(regions), &[]);
    let svg = draw(&p);
    let doc = Document::parse(&svg).unwrap();
    let border = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("region-border"))
        .expect("a region border");
    let d = border.attribute("d").unwrap();
    // 48 px cells after a 3 px pad: x = 3 + 48·c, y = 3 + 48·r.
    let px = |v: usize| (3 + 48 * v).to_string();
    // Between r3c1 (region 3) and r3c2 (region 4): a thick line at x = 1, y from 2 to 3.
    let vertical = format!("M{} {}L{} {}", px(1), px(2), px(1), px(3));
    assert!(
        d.contains(&vertical),
        "no border between regions 3 and 4 in {d}"
    );
    // Between r1c1 and r1c2 (both region 1): none at x = 1 above row 2.
    assert!(
        !d.contains(&format!("M{} {}L", px(1), px(0))),
        "a border inside region 1 in {d}"
    );
    // The box border at x = 2 in row 3 would run inside region 4 (r3c2 and r3c3).
    assert!(
        !d.contains(&format!("M{} {}L{} {}", px(2), px(2), px(2), px(3))),
        "a box border drawn inside region 4 in {d}"
    );
    let width: f64 = border.attribute("stroke-width").unwrap().parse().unwrap();
    assert!(width >= 3.0, "region borders are thick: {width}");
}

#[test]
fn outside_clues_stay_in_the_picture() {
    let empty = ".".repeat(81);
    let clues = [
        r#"{"type": "little-killer", "clue": "r0c0", "direction": "DR", "sum": 45}"#,
        r#"{"type": "little-killer", "clue": "r10c4", "direction": "UR", "sum": 12}"#,
        r#"{"type": "sandwich", "clue": "r0c5", "sum": 35}"#,
        r#"{"type": "sandwich", "clue": "r3c0", "sum": 0}"#,
        r#"{"type": "x-sum", "clue": "r4c10", "sum": 20}"#,
        r#"{"type": "skyscraper", "clue": "r10c9", "count": 3}"#,
    ];
    let svg = draw(&puzzle(9, &empty, None, &clues));
    let doc = Document::parse(&svg).unwrap();
    let root = doc.root_element();
    let view: Vec<f64> = root
        .attribute("viewBox")
        .unwrap()
        .split(' ')
        .map(|v| v.parse().unwrap())
        .collect();
    assert!(
        view[2] > 9.0 * 48.0 + 90.0,
        "a margin on both sides: {view:?}"
    );
    let mut seen = 0;
    for t in doc.descendants().filter(|n| n.has_tag_name("text")) {
        let x: f64 = t.attribute("x").unwrap().parse().unwrap();
        let y: f64 = t.attribute("y").unwrap().parse().unwrap();
        assert!(
            x > 0.0 && x < view[2] && y > 0.0 && y < view[3],
            "{x},{y} outside {view:?}"
        );
        seen += 1;
    }
    assert!(seen >= clues.len());
    // Without outside clues, no margin: the picture is the grid and its border.
    let plain = draw(&puzzle(
        9,
        &empty,
        None,
        &[r#"{"type": "odd", "cell": "r1c1"}"#],
    ));
    assert!(
        plain.contains("viewBox=\"0 0 438 438\""),
        "{}",
        &plain[..200]
    );
}

#[test]
fn every_size_draws_without_panicking() {
    for (size, regions) in [(4, None), (6, None), (9, None), (16, None)] {
        let n: usize = size;
        let shape = Shape::for_size(n).unwrap();
        let givens: String = (0..n * n)
            .map(|i| if i % 7 == 0 { '1' } else { '.' })
            .collect();
        let givens = if n > 9 { ".".repeat(n * n) } else { givens };
        let last = format!("r{n}c{n}");
        let cage = format!(
            r#"{{"type": "killer", "cells": ["r1c1", "r1c2", "r2c2"], "sum": {}}}"#,
            n + 3
        );
        let outside = format!(
            r#"{{"type": "little-killer", "clue": "r0c{n}", "direction": "DL", "sum": {}}}"#,
            n + 2
        );
        let sandwich = format!(
            r#"{{"type": "sandwich", "clue": "r{}c2", "sum": 0}}"#,
            n + 1
        );
        let thermo = format!(
            r#"{{"type": "thermometer", "cells": ["r{n}c1", "r{m}c2", "r{m}c3"]}}"#,
            m = n - 1
        );
        let dot = format!(
            r#"{{"type": "difference", "cells": ["r{n}c{}", "{last}"]}}"#,
            n - 1
        );
        let p = puzzle(
            n,
            &givens,
            regions,
            &[
                &cage,
                &outside,
                &sandwich,
                &thermo,
                &dot,
                r#"{"type": "anti-knight"}"#,
            ],
        );
        let svg = draw(&p);
        Document::parse(&svg).unwrap();
        assert!(svg.contains("class=\"killer\""), "{n}");
        // A grid of another size than the rules draws the rules without digits.
        let other = Grid::empty(Shape::for_size(if n == 9 { 4 } else { 9 }).unwrap());
        let _ = variant_svg(&other, p.rules(), &SvgOptions::default().cell_size(0));
        assert_eq!(p.givens().shape(), shape);
    }
}

#[test]
fn six_by_six_boxes_are_two_by_three() {
    let p = puzzle(6, &".".repeat(36), None, &[r#"{"type": "anti-knight"}"#]);
    let svg = draw(&p);
    let doc = Document::parse(&svg).unwrap();
    let d = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("region-border"))
        .unwrap()
        .attribute("d")
        .unwrap()
        .to_string();
    // Boxes of 2 rows and 3 columns: thick lines at x = 3 cells and y = 2 and 4 cells.
    let px = |v: usize| (3 + 48 * v).to_string();
    assert!(
        d.contains(&format!("M{} {}L{} {}", px(3), px(0), px(3), px(6))),
        "{d}"
    );
    assert!(
        d.contains(&format!("M{} {}L{} {}", px(0), px(2), px(6), px(2))),
        "{d}"
    );
    assert!(!d.contains(&format!("M{} {}L", px(2), px(0))), "{d}");
}

/// The caption's sentences of a variant SVG, each put back together from its wrapped lines
/// (one `<text>` per line, of class `caption KIND`).
fn caption_sentences(svg: &str) -> Vec<(String, String)> {
    let doc = Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    let mut out: Vec<(String, String)> = Vec::new();
    for node in doc.descendants().filter(|n| n.has_tag_name("text")) {
        let Some(kind) = node
            .attribute("class")
            .and_then(|c| c.strip_prefix("caption "))
        else {
            continue;
        };
        let line = node.text().unwrap_or_default();
        match out.last_mut() {
            Some((k, text)) if k == kind => {
                text.push(' ');
                text.push_str(line);
            }
            _ => out.push((kind.to_string(), line.to_string())),
        }
    }
    out
}

#[test]
fn captions_are_in_the_language_of_the_options() {
    use sudoku_i18n::Lang;
    use sudoku_render::variant_picture;

    let p = puzzle(
        9,
        &".".repeat(81),
        None,
        &[
            r#"{"type": "anti-knight"}"#,
            r#"{"type": "non-consecutive"}"#,
        ],
    );
    let english = [
        "Anti-knight: cells a knight's move apart hold different digits.",
        "Non-consecutive: side-by-side cells never hold consecutive digits.",
    ];
    let cases: [(Lang, [&str; 2]); 5] = [
        (Lang::En, english),
        (
            Lang::Ca,
            [
                "Anticavall: dues caselles separades per un salt de cavall tenen xifres diferents.",
                "No consecutius: dues caselles veïnes mai no tenen xifres consecutives.",
            ],
        ),
        (
            Lang::Es,
            [
                "Anticaballo: dos casillas separadas por un salto de caballo tienen cifras distintas.",
                "No consecutivo: dos casillas vecinas nunca tienen cifras consecutivas.",
            ],
        ),
        (
            Lang::Fr,
            [
                "Anti-cavalier : deux cases séparées d'un saut de cavalier contiennent des chiffres différents.",
                "Non consécutif : deux cases voisines ne contiennent jamais des chiffres consécutifs.",
            ],
        ),
        (
            Lang::Pt,
            [
                "Anticavalo: duas casas separadas por um salto de cavalo têm algarismos diferentes.",
                "Não consecutivo: duas casas vizinhas nunca têm algarismos consecutivos.",
            ],
        ),
    ];
    let base = SvgOptions::default().givens(p.givens());
    // English is the default, unchanged.
    assert_eq!(base.lang, Lang::En);
    let default_svg = variant_svg(p.givens(), p.rules(), &base);
    for (lang, sentences) in cases {
        let options = base.clone().lang(lang);
        let svg = variant_svg(p.givens(), p.rules(), &options);
        save(&svg);
        let found = caption_sentences(&svg);
        let expected: Vec<(String, String)> = ["anti-knight", "non-consecutive"]
            .into_iter()
            .zip(sentences)
            .map(|(k, s)| (k.to_string(), s.to_string()))
            .collect();
        assert_eq!(found, expected, "{lang}: the SVG's caption");
        assert_eq!(
            variant_picture(p.givens(), p.rules(), &options).caption,
            sentences,
            "{lang}: the picture's caption"
        );
        if lang == Lang::En {
            assert_eq!(svg, default_svg, "English is the default");
        } else {
            assert!(
                !svg.contains("knight's") && !svg.contains("Non-consecutive"),
                "{lang}: {svg}"
            );
            // Only the caption changes (and the picture's height with it): the drawing above
            // it is the same.
            let drawing = |svg: &str| -> Vec<String> {
                svg.lines()
                    .skip(2)
                    .take_while(|l| !l.contains("class=\"caption"))
                    .map(str::to_string)
                    .collect()
            };
            assert_eq!(drawing(&svg), drawing(&default_svg), "{lang}");
        }
    }
}

#[test]
fn every_caption_sentence_is_translated_with_its_numbers() {
    use sudoku_i18n::Lang;

    // Every kind, and the rules whose sentence carries a number.
    let mut all: Vec<&str> = EVERY_KIND.iter().map(|(_, j)| *j).collect();
    all.extend([
        r#"{"type": "no-difference", "value": 3}"#,
        r#"{"type": "no-ratio", "value": 3}"#,
        r#"{"type": "whispers", "cells": ["r8c1", "r8c2"], "difference": 4}"#,
        r#"{"type": "modular", "cells": ["r7c1", "r7c2", "r7c3", "r7c4"], "modulus": 4}"#,
        r#"{"type": "thermometer", "cells": ["r6c1", "r6c2"], "slow": true}"#,
    ]);
    let p = puzzle(9, &".".repeat(81), None, &all);
    let of = |lang: Lang| {
        caption_sentences(&variant_svg(
            p.givens(),
            p.rules(),
            &SvgOptions::default().lang(lang),
        ))
    };
    let english = of(Lang::En);
    assert!(english.len() >= 15, "{english:?}");
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let other = of(lang);
        assert_eq!(other.len(), english.len(), "{lang}: {other:?}");
        for ((kind, en), (k, text)) in english.iter().zip(&other) {
            assert_eq!(kind, k);
            assert_ne!(en, text, "{lang}: {kind} is not translated");
            let numbers = |s: &str| -> Vec<String> {
                s.split(|c: char| !c.is_ascii_digit())
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect()
            };
            let (mut a, mut b) = (numbers(en), numbers(text));
            a.sort();
            b.sort();
            assert_eq!(a, b, "{lang}: {kind} keeps its numbers: {text}");
        }
    }
}
