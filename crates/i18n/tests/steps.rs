//! Step texts in every language: English exactly as the engine writes `Step::text`, every
//! kind of sentence translated with all its placeables filled, technique and level names for
//! every technique and level.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use sudoku_engine::logic::wording::{CellGroup, ChainNode, Choice, RectangleReason};
use sudoku_engine::logic::{self, Candidate, CandidateGrid, Level, Step, Technique, Wording};
use sudoku_engine::{format, Cell, Digit, Shape, Unit};
use sudoku_i18n::{
    level_name, step_message_id, step_text, technique_id, technique_name, tr_in, vague_text,
    Catalog, Lang,
};

fn cell(r: usize, c: usize) -> Cell {
    Shape::NINE
        .cell(r - 1, c - 1)
        .expect("a cell of a 9x9 grid")
}

fn cand(r: usize, c: usize, d: u8) -> Candidate {
    Candidate {
        cell: cell(r, c),
        digit: Digit::new(d).expect("a digit"),
    }
}

fn group(cells: &[(usize, usize)], digits: &[u8]) -> CellGroup {
    CellGroup {
        cells: cells.iter().map(|&(r, c)| cell(r, c)).collect(),
        digits: digits.to_vec(),
    }
}

/// One step of every kind of sentence (the data need not be a real position: only the words
/// are tested here), with units or not, eliminations or a placement.
fn every_wording() -> Vec<(Technique, Wording)> {
    use Technique as T;
    let g = |cs: &[(usize, usize)]| -> Vec<Cell> { cs.iter().map(|&(r, c)| cell(r, c)).collect() };
    let rect = g(&[(1, 1), (1, 4), (2, 1), (2, 4)]);
    let ur = |reason| Wording::UniqueRectangle {
        cells: rect.clone(),
        digits: vec![1, 2],
        reason,
    };
    vec![
        (
            T::FullHouse,
            Wording::FullHouse {
                cell: cell(1, 1),
                unit: Unit::Row(0),
                digit: 4,
            },
        ),
        (
            T::FullHouse,
            Wording::FullHouse {
                cell: cell(1, 1),
                unit: Unit::Col(0),
                digit: 1,
            },
        ),
        (
            T::NakedSingle,
            Wording::NakedSingle {
                cell: cell(5, 6),
                digit: 11,
            },
        ),
        (
            T::HiddenSingle,
            Wording::HiddenSingle {
                unit: Unit::Box(4),
                digit: 1,
                cell: cell(5, 5),
            },
        ),
        (
            T::LockedCandidatesPointing,
            Wording::LockedCandidates {
                from: Unit::Box(0),
                digit: 5,
                to: Unit::Row(1),
            },
        ),
        (
            T::NakedPair,
            Wording::NakedSubset {
                units: vec![Unit::Col(3)],
                cells: g(&[(1, 4), (5, 4)]),
                digits: vec![3, 7],
            },
        ),
        (
            T::LockedPair,
            Wording::NakedSubset {
                units: vec![Unit::Row(0), Unit::Box(0)],
                cells: g(&[(1, 1), (1, 2)]),
                digits: vec![3, 7],
            },
        ),
        (
            T::HiddenTriple,
            Wording::HiddenSubset {
                unit: Unit::Box(8),
                digits: vec![2, 6, 9],
                cells: g(&[(7, 7), (8, 8), (9, 9)]),
            },
        ),
        (
            T::XWing,
            Wording::Fish {
                digit: 3,
                rows: true,
                base: vec![2, 7],
                cover: vec![4, 8],
                fins: vec![],
            },
        ),
        (
            T::FinnedSwordfish,
            Wording::Fish {
                digit: 3,
                rows: false,
                base: vec![1, 5, 9],
                cover: vec![2, 4, 8],
                fins: g(&[(3, 9)]),
            },
        ),
        (
            T::SashimiXWing,
            Wording::Fish {
                digit: 1,
                rows: true,
                base: vec![2, 7],
                cover: vec![4, 8],
                fins: g(&[(2, 9), (3, 9)]),
            },
        ),
        (
            T::Skyscraper,
            Wording::TwoStrongLinks {
                digit: 4,
                cells: [cell(1, 2), cell(5, 2), cell(5, 8), cell(9, 8)],
                units: [Unit::Col(1), Unit::Col(7)],
            },
        ),
        (
            T::EmptyRectangle,
            Wording::EmptyRectangle {
                box_number: 5,
                digit: 7,
                cells: g(&[(4, 5), (5, 4), (5, 6)]),
                pair: [cell(5, 8), cell(9, 8)],
                line: Unit::Col(7),
            },
        ),
        (
            T::RemotePair,
            Wording::RemotePair {
                digits: vec![1, 2],
                cells: g(&[(1, 1), (1, 5), (4, 5), (4, 9)]),
            },
        ),
        (
            T::WWing,
            Wording::WWing {
                cells: [cell(1, 1), cell(5, 5)],
                digits: vec![1, 2],
                link: 2,
                ends: [cell(1, 9), cell(5, 9)],
                digit: 1,
            },
        ),
        (
            T::XyWing,
            Wording::XyWing {
                pivot: group(&[(1, 1)], &[1, 2]),
                pincers: [group(&[(1, 5)], &[1, 3]), group(&[(4, 1)], &[2, 3])],
                digit: 3,
            },
        ),
        (
            T::XyzWing,
            Wording::XyzWing {
                pivot: group(&[(1, 1)], &[1, 2, 3]),
                pincers: [group(&[(1, 5)], &[1, 3]), group(&[(2, 2)], &[2, 3])],
                digit: 3,
            },
        ),
        (
            T::UniquenessTest1,
            ur(RectangleReason::OneCorner { cell: cell(2, 4) }),
        ),
        (
            T::UniquenessTest2,
            ur(RectangleReason::SharedExtra {
                cells: g(&[(1, 4), (2, 4)]),
                digits: vec![7],
            }),
        ),
        (
            T::UniquenessTest3,
            ur(RectangleReason::NakedSubset {
                extra: vec![3, 7],
                cells: g(&[(1, 6)]),
                digits: vec![3, 7],
                unit: Unit::Row(0),
            }),
        ),
        (
            T::UniquenessTest4,
            ur(RectangleReason::ConjugatePair {
                digit: 2,
                cells: [cell(1, 4), cell(2, 4)],
            }),
        ),
        (T::UniquenessTest6, ur(RectangleReason::XWing { digit: 11 })),
        (
            T::HiddenRectangle,
            ur(RectangleReason::Hidden {
                corner: cell(1, 1),
                digit: 2,
                row: 2,
                column: 4,
            }),
        ),
        (
            T::BugPlusOne,
            Wording::BugPlusOne {
                cell: cell(5, 5),
                digit: 7,
            },
        ),
        (
            T::SimpleColors,
            Wording::ColorTrap {
                digit: 3,
                colors: [g(&[(1, 1), (5, 5)]), g(&[(1, 5), (5, 1)])],
            },
        ),
        (
            T::SimpleColors,
            Wording::ColorWrap {
                digit: 3,
                wrong: g(&[(1, 1), (1, 5)]),
                right: g(&[(5, 1)]),
            },
        ),
        (
            T::MultiColors,
            Wording::MultiColorTrap {
                digit: 3,
                cells: g(&[(1, 1)]),
                other: [g(&[(2, 5)]), g(&[(8, 5)])],
            },
        ),
        (
            T::MultiColors,
            Wording::MultiColorWing {
                digit: 3,
                seeing: [g(&[(1, 1)]), g(&[(1, 5)])],
                fills: [g(&[(5, 1)]), g(&[(9, 5)])],
            },
        ),
        (
            T::GroupedAic,
            Wording::Chain {
                nodes: vec![
                    ChainNode {
                        digit: 5,
                        cells: g(&[(1, 2)]),
                    },
                    ChainNode {
                        digit: 5,
                        cells: g(&[(3, 2)]),
                    },
                    ChainNode {
                        digit: 5,
                        cells: g(&[(3, 7), (3, 8)]),
                    },
                    ChainNode {
                        digit: 1,
                        cells: g(&[(9, 9)]),
                    },
                ],
            },
        ),
        (
            // A discontinuous nice loop whose strong ends meet at one candidate (issue 41,
            // item 13).
            T::DiscontinuousNiceLoop,
            Wording::Chain {
                nodes: vec![
                    ChainNode {
                        digit: 9,
                        cells: g(&[(4, 3)]),
                    },
                    ChainNode {
                        digit: 9,
                        cells: g(&[(4, 9)]),
                    },
                    ChainNode {
                        digit: 5,
                        cells: g(&[(4, 9)]),
                    },
                    ChainNode {
                        digit: 9,
                        cells: g(&[(4, 3)]),
                    },
                ],
            },
        ),
        (
            T::AlsXz,
            Wording::AlsXz {
                sets: [
                    group(&[(1, 1), (1, 2)], &[1, 2, 3]),
                    group(&[(5, 1)], &[1, 4]),
                ],
                common: 1,
                digits: vec![4],
            },
        ),
        (
            T::AlsXyWing,
            Wording::AlsXyWing {
                pivot: group(&[(1, 1)], &[1, 2]),
                pincers: [group(&[(1, 5)], &[1, 3]), group(&[(5, 1)], &[2, 3])],
                commons: [1, 11],
                digits: vec![3],
            },
        ),
        (
            T::SueDeCoq,
            Wording::SueDeCoq {
                core: group(&[(1, 1), (1, 2)], &[1, 2, 3, 4]),
                box_number: 1,
                line: Unit::Row(0),
                line_part: group(&[(1, 7)], &[1, 2]),
                box_part: group(&[(2, 3)], &[3, 4]),
            },
        ),
        (
            T::SueDeCoq,
            Wording::SueDeCoq {
                core: group(&[(1, 1), (2, 1)], &[1, 2, 3, 4]),
                box_number: 1,
                line: Unit::Col(0),
                line_part: group(&[(7, 1)], &[1, 2]),
                box_part: group(&[(3, 2)], &[3, 4]),
            },
        ),
        (
            T::ForcingChainContradiction,
            Wording::ForcingClash {
                assumed: cand(1, 1, 5),
                clash: cand(2, 2, 3),
            },
        ),
        (
            T::ForcingChainContradiction,
            Wording::ForcingDeadEnd {
                assumed: cand(1, 1, 5),
            },
        ),
        (
            T::ForcingChainContradiction,
            Wording::ForcingFalse {
                assumed: cand(1, 1, 5),
            },
        ),
        (
            T::ForcingChainVerity,
            Wording::ForcingVerity {
                choice: Choice::Candidate(cand(1, 1, 5)),
            },
        ),
        (
            T::ForcingChainVerity,
            Wording::ForcingVerity {
                choice: Choice::Cell(cell(1, 1)),
            },
        ),
        (
            T::ForcingChainVerity,
            Wording::ForcingVerity {
                choice: Choice::Unit {
                    digit: 5,
                    unit: Unit::Col(2),
                },
            },
        ),
        (
            T::ForcingNetContradiction,
            Wording::NetTrue {
                assumed: cand(1, 1, 5),
            },
        ),
        (
            T::ForcingNetContradiction,
            Wording::NetFalse {
                assumed: cand(1, 1, 5),
            },
        ),
        (T::ForcingNetVerity, Wording::NetVerity { cell: cell(1, 1) }),
        (
            T::BruteForce,
            Wording::BruteForce {
                cell: cell(1, 1),
                digit: 5,
            },
        ),
        (
            T::NakedSingle,
            Wording::OnlyDigit {
                cell: cell(1, 1),
                digit: 5,
            },
        ),
        (
            T::KillerCage,
            Wording::Rule {
                cells: vec![cell(1, 1), cell(1, 2)],
                clue: Some(15),
            },
        ),
        (
            T::ThermometerLine,
            Wording::Rule {
                cells: vec![cell(1, 1), cell(1, 2), cell(1, 3)],
                clue: None,
            },
        ),
        (
            T::InniesOuties,
            Wording::HouseSum {
                terms: vec![(1, cell(1, 1)), (-1, cell(4, 4)), (2, cell(9, 9))],
                total: 12,
            },
        ),
        (
            T::Contradiction,
            Wording::Contradiction {
                cell: cell(1, 1),
                digit: 1,
                at: Some(cell(3, 4)),
            },
        ),
        (
            T::Contradiction,
            Wording::Contradiction {
                cell: cell(1, 1),
                digit: 5,
                at: None,
            },
        ),
        (
            T::TrialAndError,
            Wording::Trial {
                cell: cell(1, 1),
                digit: 5,
            },
        ),
    ]
}

/// A step with `wording`, an elimination or a placement, and units when it has some.
fn step_of(technique: Technique, wording: Wording, units: Vec<Unit>) -> Step {
    let (placements, eliminations) = match wording {
        Wording::FullHouse { .. }
        | Wording::BruteForce { .. }
        | Wording::NetVerity { .. }
        | Wording::OnlyDigit { .. } => (vec![cand(1, 1, 5)], vec![]),
        _ => (vec![], vec![cand(9, 9, 3), cand(8, 8, 3)]),
    };
    let mut step = Step {
        technique,
        cells: vec![cell(1, 1)],
        candidates: vec![cand(1, 1, 5)],
        units,
        placements,
        eliminations,
        wording,
        text: String::new(),
    };
    step.text = step.wording.english(technique, &step.result_text());
    step
}

/// What a rendering must not contain: a placeable Fluent could not fill, or a message id
/// returned for a missing message.
fn assert_whole(lang: Lang, text: &str, english: &str) {
    assert!(
        !text.contains("{$") && !text.contains("{-"),
        "{lang}: {text}"
    );
    assert!(
        !text.starts_with("step-") && !text.starts_with("hint-"),
        "{lang}: {text}"
    );
    if lang != Lang::En {
        assert_ne!(text, english, "{lang} is not translated");
    }
}

#[test]
fn every_sentence_is_english_exactly_and_translated_whole() {
    let mut used = BTreeSet::new();
    for (technique, wording) in every_wording() {
        for units in [vec![], vec![Unit::Box(4)]] {
            let step = step_of(technique, wording.clone(), units);
            used.insert(step_message_id(&step).expect("every sentence has a message"));
            assert_eq!(step_text(Lang::En, &step), step.text);
            assert_eq!(vague_text(Lang::En, &step), step.vague_text());
            for lang in Lang::ALL {
                let text = step_text(lang, &step);
                assert_whole(lang, &text, &step.text);
                assert!(text.ends_with(&step.result_text()), "{lang}: {text}");
                assert!(
                    text.starts_with(&technique_name(lang, technique)),
                    "{lang}: {text}"
                );
                assert_whole(lang, &vague_text(lang, &step), &step.vague_text());
            }
        }
    }
    // The cases reach every step message of the catalog.
    let catalog: BTreeSet<String> = Catalog::of(Lang::En)
        .messages
        .into_iter()
        .map(|m| m.id)
        .filter(|id| id.starts_with("step-"))
        .collect();
    let used: BTreeSet<String> = used.into_iter().map(String::from).collect();
    assert_eq!(used, catalog);
}

#[test]
fn catalan_and_french_read_naturally() {
    let step = step_of(
        Technique::HiddenSingle,
        Wording::HiddenSingle {
            unit: Unit::Row(7),
            digit: 1,
            cell: cell(8, 6),
        },
        vec![Unit::Row(7)],
    );
    let step = Step {
        placements: vec![cand(8, 6, 1)],
        eliminations: vec![],
        ..step
    };
    assert_eq!(
        step_text(Lang::Ca, &step),
        "Lloc únic: a la fila 8, l'1 només pot anar a r8c6 (la seva única opció) → r8c6 = 1"
    );
    assert_eq!(
        step_text(Lang::Fr, &step),
        "Position unique\u{a0}: dans la ligne 8, le 1 ne peut aller qu'en r8c6 (son seul choix) → r8c6 = 1"
    );
    assert_eq!(vague_text(Lang::Es, &step), "Lugar único en la fila 8");
    assert_eq!(vague_text(Lang::Pt, &step), "Posição única na linha 8");
    let in_box = Step {
        units: vec![Unit::Box(4)],
        ..step
    };
    assert_eq!(
        vague_text(Lang::Fr, &in_box),
        "Position unique dans le bloc 5"
    );
    assert_eq!(vague_text(Lang::Ca, &in_box), "Lloc únic al bloc 5");
}

/// Puzzles from the engine's test data: the first lines of sets of unique puzzles.
fn puzzles() -> Vec<String> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/data");
    let mut out = Vec::new();
    for (file, take) in [
        ("top1465.txt", 150),
        ("forum-hardest-1106.txt", 40),
        ("kaggle.txt", 30),
    ] {
        let text = fs::read_to_string(data.join(file)).expect("the engine's test data");
        out.extend(
            text.lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .take(take)
                .map(str::to_string),
        );
    }
    out
}

#[test]
fn real_solving_paths_read_the_same_in_english() {
    let mut techniques = BTreeSet::new();
    for line in puzzles() {
        let puzzle = format::parse_str(&line).expect("test puzzles parse");
        let mut grid = CandidateGrid::from_grid(&puzzle).expect("test puzzles have no clash");
        let explanation = logic::solve_steps(&mut grid).expect("test puzzles are unique");
        for step in &explanation.steps {
            techniques.insert(step.technique);
            assert_eq!(step_text(Lang::En, step), step.text);
            assert_eq!(vague_text(Lang::En, step), step.vague_text());
            for lang in [Lang::Ca, Lang::Fr] {
                assert_whole(lang, &step_text(lang, step), &step.text);
            }
        }
    }
    // The set reaches well past the singles.
    assert!(techniques.len() >= 25, "{techniques:?}");
}

#[test]
fn every_technique_and_level_has_a_name_in_every_language() {
    let en = Catalog::of(Lang::En);
    let ids: BTreeSet<String> = en
        .messages
        .iter()
        .map(|m| m.id.clone())
        .filter(|id| id.starts_with("technique-"))
        .collect();
    let wanted: BTreeSet<String> = Technique::ALL.iter().map(|&t| technique_id(t)).collect();
    assert_eq!(ids, wanted, "one technique- message per technique");
    for &t in Technique::ALL {
        assert_eq!(technique_name(Lang::En, t), t.name());
        for lang in Lang::ALL {
            let name = technique_name(lang, t);
            assert!(!name.is_empty() && name != technique_id(t), "{lang}: {t}");
        }
    }
    for level in Level::ALL {
        assert_eq!(level_name(Lang::En, level), level.name());
        for lang in Lang::ALL {
            let name = level_name(lang, level);
            assert!(!name.starts_with("level-"), "{lang}: {level}");
        }
    }
    assert_eq!(level_name(Lang::Pt, Level::Medium), "médio");
    assert_eq!(
        technique_name(Lang::Es, Technique::Skyscraper),
        "Rascacielos"
    );
}

#[test]
fn explain_summary_and_hint_lines_are_messages() {
    let args = |lang: Lang, status: &str| {
        [
            ("status", status.into()),
            ("level", level_name(lang, Level::Hard).into()),
            ("score", 1234.into()),
            ("se", "4.5".into()),
            (
                "technique",
                technique_name(lang, Technique::Swordfish).into(),
            ),
        ]
    };
    let cases = [
        (Lang::En, "solved", "solved: hard 1234 4.5 Swordfish"),
        (
            Lang::Fr,
            "solved",
            "résolue\u{a0}: difficile 1234 4.5 Espadon",
        ),
        (Lang::Es, "stuck", "atascado: difícil 1234 4.5 Pez espada"),
    ];
    for (lang, status, want) in cases {
        assert_eq!(tr_in(lang, "explain-summary", &args(lang, status)), want);
    }
    assert_eq!(
        tr_in(Lang::Ca, "hint-solved", &[]),
        "resolt: no queda res per fer"
    );
}
