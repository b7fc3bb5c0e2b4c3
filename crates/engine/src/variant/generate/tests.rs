//! The generator's promises, held on every puzzle made: unique by the exact count, the solution
//! keeps every rule by the reference check, jigsaw regions connected and of N cells, killer
//! cages tiling the grid with distinct digits and their totals, the same seed the same bytes.

use super::*;

fn budget() -> Budget {
    Budget::unlimited().with_timeout(std::time::Duration::from_secs(120))
}

/// Makes puzzles `0..count` of `kinds` at `size` and checks every promise on each.
fn check_kinds(size: usize, kinds: &[VariantKind], count: u64) {
    let generator = VariantGenerator::new(size, kinds).unwrap().seed(11);
    let b = budget();
    generator.validate(&b).unwrap();
    for i in 0..count {
        let what = format!("{kinds:?} {size}×{size} puzzle {i}");
        let made = generator.generate(i, &b).unwrap();
        let p = &made.puzzle;
        let n = size;
        // Unique, and its solution is the one found.
        assert_eq!(p.count(3, &b).unwrap().count, 1, "{what}");
        match p.solve(Mode::Unique, &b).unwrap() {
            Outcome::Unique(g) => assert_eq!(g, made.solution, "{what}"),
            o => panic!("{what}: {o:?}"),
        }
        // The reference check: every rule holds, and the givens are the solution's.
        assert_eq!(p.check_solution(), Some(Vec::new()), "{what}");
        assert!(made.solution.is_filled_from(p.givens()), "{what}");
        assert!(made
            .solution
            .values()
            .iter()
            .all(|&v| v >= 1 && v as usize <= n));
        // Each kind's rule is there.
        let cs = p.rules().constraints();
        let has = |f: fn(&Constraint) -> bool| cs.iter().filter(|c| f(c)).count();
        for &k in kinds {
            let present = match k {
                VariantKind::Killer | VariantKind::KillerMinimal => {
                    has(|c| matches!(c, Constraint::Killer(_))) > 0
                }
                VariantKind::Jigsaw => p.rules().geometry().is_irregular(),
                VariantKind::X => has(|c| matches!(c, Constraint::Diagonal(_))) == 2,
                VariantKind::Windoku => has(|c| matches!(c, Constraint::ExtraRegion(_))) == 4,
                VariantKind::AntiKnight => has(|c| matches!(c, Constraint::AntiKnight(_))) == 1,
                VariantKind::AntiKing => has(|c| matches!(c, Constraint::AntiKing(_))) == 1,
                VariantKind::NonConsecutive => {
                    has(|c| matches!(c, Constraint::NonConsecutive(_))) == 1
                }
                VariantKind::Thermo => has(|c| matches!(c, Constraint::Thermometer(_))) > 0,
                VariantKind::Arrow => has(|c| matches!(c, Constraint::Arrow(_))) > 0,
                VariantKind::Kropki => {
                    has(|c| matches!(c, Constraint::NoDifference(_))) == 1
                        && has(|c| matches!(c, Constraint::NoRatio(_))) == 1
                }
                VariantKind::KropkiMinimal => {
                    has(|c| matches!(c, Constraint::Difference(_) | Constraint::Ratio(_))) > 0
                        && has(|c| matches!(c, Constraint::NoDifference(_))) == 0
                }
                VariantKind::Xv => has(|c| matches!(c, Constraint::NoXv(_))) == 1,
                VariantKind::XvMinimal => {
                    has(|c| matches!(c, Constraint::Xv(_))) > 0
                        && has(|c| matches!(c, Constraint::NoXv(_))) == 0
                }
                VariantKind::LittleKiller => {
                    // One clue an outside cell: two would be drawn one over the other.
                    let mut at: Vec<Place> = cs
                        .iter()
                        .filter_map(|c| match c {
                            Constraint::LittleKiller(k) => Some(k.clue),
                            _ => None,
                        })
                        .collect();
                    let drawn = at.len();
                    at.sort_unstable();
                    at.dedup();
                    assert_eq!(at.len(), drawn, "{what}: two clues in one cell");
                    drawn > 0
                }
                VariantKind::Sandwich => has(|c| matches!(c, Constraint::Sandwich(_))) > 0,
                VariantKind::Whispers => has(|c| matches!(c, Constraint::Whispers(_))) > 0,
                VariantKind::Renban => has(|c| matches!(c, Constraint::Renban(_))) > 0,
            };
            assert!(present, "{what}: {k} missing");
        }
        if kinds.contains(&VariantKind::Jigsaw) {
            let regions = p.rules().geometry().regions();
            for k in 0..n as u8 {
                assert_eq!(regions.iter().filter(|&&r| r == k).count(), n, "{what}");
                assert!(connected(regions, n, k), "{what}: region {k}");
            }
        } else {
            assert!(!p.rules().geometry().is_irregular(), "{what}");
        }
        let minimal = kinds.contains(&VariantKind::KillerMinimal);
        if minimal || kinds.contains(&VariantKind::Killer) {
            let mut covered = vec![0u32; n * n];
            for c in cs {
                let Constraint::Killer(cage) = c else {
                    continue;
                };
                let cells: Vec<usize> = cage.cells.iter().map(|p| p.index(n).unwrap()).collect();
                assert!((1..=5.min(n)).contains(&cells.len()), "{what}: {cage:?}");
                let mut digits: Vec<u8> =
                    cells.iter().map(|&c| made.solution.values()[c]).collect();
                let total: u32 = digits.iter().map(|&d| u32::from(d)).sum();
                assert_eq!(cage.sum, Some(total), "{what}: {cage:?}");
                digits.sort_unstable();
                digits.dedup();
                assert_eq!(digits.len(), cells.len(), "{what}: repeats in {cage:?}");
                for &c in &cells {
                    covered[c] += 1;
                }
                // Connected side by side.
                let mut inside = vec![u8::MAX; n * n];
                for &c in &cells {
                    inside[c] = 0;
                }
                assert!(connected(&inside, n, 0), "{what}: {cage:?}");
            }
            if minimal {
                // Cages over part of the grid, never overlapping.
                assert!(covered.iter().all(|&k| k <= 1), "{what}: cages overlap");
                assert!(covered.contains(&0), "{what}: cages tile");
            } else {
                assert!(covered.iter().all(|&k| k == 1), "{what}: cages do not tile");
            }
        } else {
            // Minimal as far as the generator's proofs go: without any one given, the
            // puzzle has several solutions, or no proof of one within `PROOF_GUESSES`.
            let mut givens = p.givens().values().to_vec();
            for c in 0..n * n {
                if givens[c] == 0 {
                    continue;
                }
                let v = givens[c];
                givens[c] = 0;
                assert!(
                    !super::unique(&p.with_givens(&givens), super::PROOF_GUESSES, &b).unwrap(),
                    "{what}: {c}"
                );
                givens[c] = v;
            }
        }
        // The JSON form reads back into the same puzzle.
        let back = VariantPuzzle::from_json(&p.to_json()).unwrap();
        assert_eq!(back.rules(), p.rules(), "{what}");
        assert_eq!(back.givens(), p.givens(), "{what}");
    }
}

#[test]
fn killer_puzzles_keep_every_promise() {
    check_kinds(9, &[VariantKind::Killer], 4);
    check_kinds(6, &[VariantKind::Killer], 4);
    check_kinds(4, &[VariantKind::Killer], 4);
}

#[test]
fn killer_minimal_puzzles_keep_every_promise() {
    check_kinds(6, &[VariantKind::KillerMinimal], 3);
    check_kinds(4, &[VariantKind::KillerMinimal], 3);
}

#[test]
fn jigsaw_puzzles_keep_every_promise() {
    check_kinds(9, &[VariantKind::Jigsaw], 4);
    check_kinds(6, &[VariantKind::Jigsaw], 4);
    check_kinds(4, &[VariantKind::Jigsaw], 4);
}

#[test]
fn the_other_kinds_keep_every_promise() {
    for kind in [
        VariantKind::X,
        VariantKind::Windoku,
        VariantKind::AntiKnight,
        VariantKind::AntiKing,
        VariantKind::NonConsecutive,
    ] {
        check_kinds(9, &[kind], 2);
    }
    check_kinds(6, &[VariantKind::X], 2);
    check_kinds(4, &[VariantKind::X], 2);
    check_kinds(6, &[VariantKind::NonConsecutive], 2);
}

/// The shapes the new kinds promise beyond their rule: lines of 3 cells or more and arrows
/// of 1 to 4 shaft cells, each a path of touching cells, none sharing a cell.
fn check_shapes(p: &VariantPuzzle) {
    let n = p.rules().size();
    let mut used = vec![false; n * n];
    let mut claim = |cells: &[Place]| {
        let idx: Vec<usize> = cells.iter().map(|c| c.index(n).unwrap()).collect();
        assert!(crate::variant::kinds::is_path(n, &idx), "{cells:?}");
        for &c in &idx {
            assert!(!used[c], "{cells:?} overlaps another line");
            used[c] = true;
        }
    };
    for c in p.rules().constraints() {
        match c {
            Constraint::Thermometer(t) => {
                assert!(t.cells.len() >= 3 && !t.slow, "{t:?}");
                claim(&t.cells);
            }
            Constraint::Whispers(w) => {
                assert!(w.cells.len() >= 3, "{w:?}");
                claim(&w.cells);
            }
            Constraint::Renban(r) => {
                assert!(r.cells.len() >= 3, "{r:?}");
                claim(&r.cells);
            }
            Constraint::Arrow(a) => {
                assert_eq!(a.circle.len(), 1, "{a:?}");
                assert_eq!(a.shafts.len(), 1, "{a:?}");
                assert!((1..=4).contains(&a.shafts[0].len()), "{a:?}");
                let mut all = a.circle.clone();
                all.extend(&a.shafts[0]);
                claim(&all);
            }
            _ => {}
        }
    }
}

/// Every promise of `kind` at each of its sizes (`count` puzzles, `count_9` on 9×9), its
/// shapes, and the same bytes from the same seed.
fn check_new_kind(kind: VariantKind, count: u64, count_9: u64) {
    let b = budget();
    for &size in kind.sizes() {
        let count = if size == 9 { count_9 } else { count };
        check_kinds(size, &[kind], count);
        let g = VariantGenerator::new(size, &[kind]).unwrap().seed(11);
        for i in 0..count {
            let made = g.generate(i, &b).unwrap();
            // (a) the reference check on the full solution; (b) unique by the exact count.
            assert!(made.puzzle.broken(made.solution.values()).is_empty());
            assert_eq!(made.puzzle.count(2, &b).unwrap().count, 1);
            check_shapes(&made.puzzle);
            // (c) the same seed, the same puzzle.
            let again = g.generate(i, &b).unwrap();
            assert_eq!(
                again.puzzle.to_json(),
                made.puzzle.to_json(),
                "{kind} {size}"
            );
        }
    }
}

#[test]
fn thermo_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Thermo, 2, 2);
}

#[test]
fn arrow_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Arrow, 2, 2);
}

#[test]
fn kropki_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Kropki, 2, 2);
    check_new_kind(VariantKind::KropkiMinimal, 2, 2);
}

#[test]
fn xv_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Xv, 2, 2);
    check_new_kind(VariantKind::XvMinimal, 2, 2);
}

#[test]
fn little_killer_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::LittleKiller, 2, 1);
}

#[test]
fn sandwich_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Sandwich, 2, 1);
}

#[test]
fn whispers_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Whispers, 2, 1);
}

#[test]
fn renban_puzzles_keep_every_promise() {
    check_new_kind(VariantKind::Renban, 2, 2);
}

#[test]
fn a_level_asked_for_is_the_level_the_rater_gives() {
    let b = budget();
    let g = VariantGenerator::new(6, &[VariantKind::Killer])
        .unwrap()
        .seed(1);
    for i in 0..3 {
        let made = g.generate_at_level(i, Level::Easy, &b).unwrap();
        assert_eq!(made.puzzle.rate(&b).unwrap().level, Level::Easy);
        assert_eq!(made.puzzle.count(2, &b).unwrap().count, 1);
        let again = g.generate_at_level(i, Level::Easy, &b).unwrap();
        assert_eq!(again.puzzle.to_json(), made.puzzle.to_json());
    }
    // 4×4 killers are never extreme: every draw is rated, then the request fails with the
    // reason.
    let g = VariantGenerator::new(4, &[VariantKind::Killer]).unwrap();
    let e = g.generate_at_level(0, Level::Extreme, &b).unwrap_err();
    assert!(matches!(e, VariantGenerateError::NoLevel { .. }), "{e}");
    assert!(
        e.to_string()
            .starts_with("no 4×4 puzzle with the rules killer rated extreme in 24 draws"),
        "{e}"
    );
}

#[test]
fn levels_reached_by_removing_givens_are_the_rater_s_and_unique() {
    // The kinds without clues reach the levels below extreme by removing givens while the
    // capped rater finishes the puzzle, with no proof of uniqueness on the way: both are
    // checked here by the full rater and the exact search.
    let b = budget();
    let cases: &[(usize, &[VariantKind], Level)] = &[
        (9, &[VariantKind::X], Level::Easy),
        (9, &[VariantKind::X], Level::Medium),
        (9, &[VariantKind::X], Level::Hard),
        (9, &[VariantKind::Jigsaw], Level::Medium),
        (9, &[VariantKind::Windoku], Level::Hard),
        (
            6,
            &[VariantKind::AntiKing, VariantKind::Jigsaw],
            Level::Easy,
        ),
        (9, &[VariantKind::Killer], Level::Hard),
    ];
    for &(size, kinds, level) in cases {
        let g = VariantGenerator::new(size, kinds).unwrap().seed(5);
        for i in 0..2 {
            let made = g.generate_at_level(i, level, &b).unwrap();
            let what = format!("{kinds:?} {size} {level} #{i}");
            assert_eq!(made.puzzle.rate(&b).unwrap().level, level, "{what}");
            assert_eq!(made.puzzle.count(2, &b).unwrap().count, 1, "{what}");
            assert!(
                made.puzzle.broken(made.solution.values()).is_empty(),
                "{what}"
            );
            assert!(made.solution.is_filled_from(made.puzzle.givens()), "{what}");
            check_shapes(&made.puzzle);
        }
    }
}

#[test]
fn new_kinds_combine_with_the_others() {
    check_kinds(9, &[VariantKind::Thermo, VariantKind::AntiKnight], 1);
    check_kinds(6, &[VariantKind::Arrow, VariantKind::Jigsaw], 2);
    check_kinds(6, &[VariantKind::Renban, VariantKind::Whispers], 2);
    check_kinds(6, &[VariantKind::Kropki, VariantKind::X], 2);
    check_kinds(6, &[VariantKind::Sandwich, VariantKind::Killer], 2);
}

#[test]
fn combined_kinds_keep_every_promise() {
    check_kinds(9, &[VariantKind::Killer, VariantKind::AntiKnight], 2);
    check_kinds(9, &[VariantKind::Jigsaw, VariantKind::X], 2);
    check_kinds(9, &[VariantKind::Killer, VariantKind::Jigsaw], 2);
    check_kinds(9, &[VariantKind::Windoku, VariantKind::AntiKing], 2);
}

#[test]
fn same_seed_same_puzzles_other_seed_other_puzzles() {
    let b = budget();
    for kinds in [
        &[VariantKind::Killer][..],
        &[VariantKind::Jigsaw],
        &[VariantKind::X],
    ] {
        let g = VariantGenerator::new(9, kinds).unwrap().seed(5);
        let a: Vec<String> = (0..3)
            .map(|i| g.generate(i, &b).unwrap().puzzle.to_json())
            .collect();
        // Made again, in another order.
        let again: Vec<String> = (0..3)
            .rev()
            .map(|i| g.generate(i, &b).unwrap().puzzle.to_json())
            .collect();
        assert_eq!(a, again.into_iter().rev().collect::<Vec<_>>(), "{kinds:?}");
        assert_ne!(a[0], a[1], "{kinds:?}");
        let other = g.clone().seed(6).generate(0, &b).unwrap().puzzle.to_json();
        assert_ne!(a[0], other, "{kinds:?}");
    }
}

#[test]
fn requests_that_cannot_be_met_are_refused_with_the_reason() {
    let b = budget();
    let refuse = |size, kinds: &[VariantKind]| {
        let r = VariantGenerator::new(size, kinds).and_then(|g| g.validate(&b));
        r.unwrap_err()
    };
    let e = refuse(9, &[]);
    assert_eq!(e, VariantGenerateError::NoKind);
    let e = refuse(9, &[VariantKind::X, VariantKind::X]);
    assert_eq!(e.to_string(), "the variant kind x is named twice");
    let e = refuse(6, &[VariantKind::Windoku]);
    assert_eq!(
        e.to_string(),
        "windoku puzzles are generated at sizes 9×9 only, not 6×6"
    );
    let e = refuse(16, &[VariantKind::Killer]);
    assert!(e.to_string().contains("not 16×16"), "{e}");
    // A 2×2 box holds four cells that all touch diagonally: no 4×4 anti-king grid.
    let e = refuse(4, &[VariantKind::AntiKing]);
    assert_eq!(
        e.to_string(),
        "no 4×4 grid keeps the rules anti-king together, so no puzzle has them"
    );
    let e = refuse(9, &[VariantKind::Kropki, VariantKind::KropkiMinimal]);
    assert_eq!(
        e.to_string(),
        "kropki and kropki-minimal do not go together: they are two forms of the same dots: name one"
    );
    let e = refuse(9, &[VariantKind::Kropki, VariantKind::NonConsecutive]);
    assert!(
        e.to_string()
            .starts_with("non-consecutive and kropki do not go together"),
        "{e}"
    );
    let e = refuse(4, &[VariantKind::Xv]);
    assert_eq!(
        e.to_string(),
        "xv puzzles are generated at sizes 6×6, 9×9 only, not 4×4"
    );
    assert!(matches!(
        "skyscraper".parse::<VariantKind>(),
        Err(VariantGenerateError::UnknownKind { .. })
    ));
    assert_eq!(
        "Anti_Knight".parse::<VariantKind>().unwrap(),
        VariantKind::AntiKnight
    );
    for k in VariantKind::ALL {
        assert_eq!(k.name().parse::<VariantKind>().unwrap(), k);
    }
}

#[test]
fn a_spent_budget_stops_generation_with_an_error() {
    let flag = crate::CancelFlag::new();
    flag.cancel();
    let b = Budget::unlimited().with_cancel(flag);
    let g = VariantGenerator::new(9, &[VariantKind::Killer]).unwrap();
    assert_eq!(
        g.generate(0, &b).unwrap_err(),
        VariantGenerateError::Cancelled
    );
    let past = Budget::unlimited().with_timeout(std::time::Duration::ZERO);
    assert!(g.generate(0, &past).unwrap_err().is_time_out());
}

#[test]
fn regions_are_connected_and_never_the_boxes() {
    for size in SIZES {
        let shape = Shape::for_size(size).unwrap();
        for i in 0..20 {
            let mut rng = PuzzleRng::keyed(1, VARIANT_FAMILY, i);
            let r = random_regions(shape, &mut rng);
            let boxes: Vec<u8> = (0..size * size)
                .map(|c| shape.box_at(c / size, c % size) as u8)
                .collect();
            assert_ne!(r, boxes);
            for k in 0..size as u8 {
                assert_eq!(r.iter().filter(|&&x| x == k).count(), size);
                assert!(connected(&r, size, k));
            }
        }
    }
}

#[test]
fn givens_keep_their_count_their_symmetry_and_their_minimality() {
    use crate::generate::Symmetry;
    let b = budget();
    let g = VariantGenerator::new(9, &[VariantKind::X])
        .unwrap()
        .seed(2)
        .givens(Symmetry::Rotate90, Some(28), false)
        .unwrap();
    for i in 0..2 {
        let made = g.generate(i, &b).unwrap();
        let values = made.puzzle.givens().values();
        assert_eq!(values.iter().filter(|&&v| v != 0).count(), 28);
        assert!(Symmetry::Rotate90.holds(made.puzzle.givens().shape(), values));
        assert_eq!(made.puzzle.count(2, &b).unwrap().count, 1);
        assert!(made.solution.is_filled_from(made.puzzle.givens()));
    }
    // Minimal by full proofs: no given can go.
    let g = VariantGenerator::new(6, &[VariantKind::Jigsaw])
        .unwrap()
        .seed(4)
        .givens(Symmetry::None, None, true)
        .unwrap();
    let made = g.generate(0, &b).unwrap();
    let mut values = made.puzzle.givens().values().to_vec();
    for c in 0..values.len() {
        let v = values[c];
        if v == 0 {
            continue;
        }
        values[c] = 0;
        let fewer = made.puzzle.with_givens(&values);
        assert!(fewer.count(2, &b).unwrap().count > 1, "given {c} can go");
        values[c] = v;
    }
    // Refusals, with the reason.
    let killer = || VariantGenerator::new(9, &[VariantKind::Killer]).unwrap();
    let e = killer()
        .givens(Symmetry::None, Some(20), false)
        .unwrap_err();
    assert!(matches!(
        e,
        VariantGenerateError::GivensOption {
            option: "--clues",
            ..
        }
    ));
    let e = killer().givens(Symmetry::Mirror, None, false).unwrap_err();
    assert!(matches!(
        e,
        VariantGenerateError::GivensOption {
            option: "--symmetry",
            ..
        }
    ));
    assert!(killer().givens(Symmetry::None, None, true).is_ok());
    let x = || VariantGenerator::new(6, &[VariantKind::X]).unwrap();
    let e = x().givens(Symmetry::Flip, Some(13), false).unwrap_err();
    assert!(e.to_string().contains("must be even"), "{e}");
    let e = x().givens(Symmetry::None, Some(37), false).unwrap_err();
    assert!(e.to_string().contains("(it has 36 cells)"), "{e}");
    let e = x()
        .givens(Symmetry::None, Some(20), false)
        .unwrap()
        .generate_at_level(0, Level::Easy, &b)
        .unwrap_err();
    assert!(
        matches!(e, VariantGenerateError::GivensWithLevel { .. }),
        "{e}"
    );
    // Too few givens for any puzzle: refused after the draws, with the reason.
    let e = x()
        .givens(Symmetry::None, Some(4), false)
        .unwrap()
        .generate(0, &b)
        .unwrap_err();
    assert!(
        matches!(e, VariantGenerateError::NoClueCount { clues: 4, .. }),
        "{e}"
    );
}
