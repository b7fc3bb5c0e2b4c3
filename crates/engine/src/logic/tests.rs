//! Unit tests of the logic engine's public pieces: names, levels, pencil marks, other sizes.

use super::*;
use crate::{format, Grid, Shape};

/// Every `step`th puzzle of top1465 (`count` of them), with its candidate grid and its
/// solution: hard puzzles whose solving paths reach every kind of technique, for the tests
/// that compare a fast finder with a plain one along them.
pub(super) fn hard_puzzles(
    step: usize,
    count: usize,
) -> impl Iterator<Item = (&'static str, CandidateGrid, Vec<u8>)> {
    let budget = crate::Budget::unlimited();
    include_str!("../../tests/data/top1465.txt")
        .lines()
        .step_by(step)
        .take(count)
        .map(move |line| {
            let grid = format::parse_str(line).expect("puzzle");
            let g = CandidateGrid::from_grid(&grid).expect("candidates");
            let solution =
                solution::unique_solution(&g, &mut budget.meter()).expect("one solution");
            (line, g, solution)
        })
}

/// Takes `g` along its solving path with the run's context `ctx`, calling `visit` at each
/// position before its step is applied (the engine has left `ctx` at that position).
pub(super) fn walk_path(
    g: &mut CandidateGrid,
    ctx: &mut context::Context<'_>,
    mut visit: impl FnMut(&CandidateGrid, &mut context::Context<'_>),
) {
    while let Some(step) = engine::next_step_in(g, ctx).expect("runs") {
        visit(g, ctx);
        g.apply(&step);
        ctx.applied(&step);
    }
}

#[test]
fn technique_names_round_trip_and_aliases_resolve() {
    for &t in Technique::ALL {
        assert_eq!(Technique::from_name(t.name()), Ok(t), "{t}");
    }
    // (name typed by a user, technique)
    let cases = [
        ("x-wing", Technique::XWing),
        ("XY wing", Technique::XyWing),
        ("pointing", Technique::LockedCandidatesPointing),
        ("claiming", Technique::LockedCandidatesClaiming),
        ("bug+1", Technique::BugPlusOne),
        ("als-xz", Technique::AlsXz),
        ("2-string kite", Technique::TwoStringKite),
    ];
    for (name, t) in cases {
        assert_eq!(Technique::from_name(name), Ok(t), "{name}");
    }
    assert!(Technique::from_name("telepathy").is_err());
}

#[test]
fn levels_follow_hodoku_defaults() {
    // (technique, HoDoKu score, level)
    let cases = [
        (Technique::FullHouse, 4, Level::Easy),
        (Technique::HiddenSingle, 14, Level::Easy),
        (Technique::LockedCandidatesPointing, 50, Level::Medium),
        (Technique::HiddenTriple, 100, Level::Medium),
        (Technique::XWing, 140, Level::Hard),
        (Technique::FinnedSwordfish, 200, Level::Unfair),
        (Technique::XChain, 260, Level::Unfair),
        (Technique::ForcingChainContradiction, 500, Level::Extreme),
        (Technique::BruteForce, 10000, Level::Extreme),
    ];
    for (t, score, level) in cases {
        assert_eq!((t.score(), t.level()), (score, level), "{t}");
    }
    assert_eq!("Hard".parse::<Level>(), Ok(Level::Hard));
    assert_eq!(Level::Easy.max_score(), 800);
    assert_eq!(Level::Unfair.next(), Level::Extreme);
}

#[test]
fn pencil_marks_round_trip_and_reject_bad_text() {
    let puzzle = format::parse_str(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap();
    let grid = CandidateGrid::from_grid(&puzzle).unwrap();
    let marks = grid.to_pencil_marks();
    assert_eq!(marks.len(), 729);
    // Reading keeps the placed digits and never adds a candidate; it also solves the cells
    // that had one candidate left (here r5c6, a naked single).
    let read = CandidateGrid::from_pencil_marks(&marks).unwrap();
    let again = read.to_pencil_marks();
    assert_eq!(
        &again[18..27],
        "..3......",
        "the given 3 in r1c3 stays placed"
    );
    assert!(again
        .chars()
        .zip(marks.chars())
        .all(|(a, b)| a == '.' || a == b));
    let r5c6 = crate::Cell::at(Shape::NINE, 4, 5).unwrap();
    assert_eq!(read.value(r5c6).map(|d| d.get()), Some(4));
    assert!(matches!(
        CandidateGrid::from_pencil_marks("123"),
        Err(CandidateError::PencilMarkLength(3))
    ));
    let mut bad = marks.clone();
    bad.replace_range(0..1, "9");
    assert!(matches!(
        CandidateGrid::from_pencil_marks(&bad),
        Err(CandidateError::PencilMarkChar { position: 0, .. })
    ));
}

#[test]
fn conflicting_givens_are_an_error() {
    let mut values = vec![0u8; 81];
    values[0] = 5;
    values[1] = 5;
    let g = Grid::from_values(Shape::NINE, &values).unwrap();
    assert!(matches!(
        CandidateGrid::from_grid(&g),
        Err(CandidateError::Conflict(_))
    ));
    assert!(matches!(rate(&g), Err(LogicError::Conflict(_))));
}

#[test]
fn other_sizes_are_solved_with_the_size_generic_techniques() {
    // (puzzle, size)
    let cases = [
        ("1..4..1..4..3...", 4),
        (".4.5..2..3..........3..145.6........", 6),
        (
            "..6B5C.1..D.4.....84.G....27.9F5.....82..5....1.....4..7C..123.A8.7...D...5...3.E...C.7A9..G...D9...8..4...3.E..D.....5....A...16..C...D..3....9...5..1..........G.3.7......BA.8.7..B..5E..6...CCA...3G.5.E..F6..8GD.B.C.34.97...B5....97....8........4.FG..C.B.",
            16,
        ),
    ];
    for (text, size) in cases {
        let puzzle = format::parse_str(text).unwrap();
        assert_eq!(puzzle.shape().size(), size);
        let mut grid = CandidateGrid::from_grid(&puzzle).unwrap();
        let explanation = solve_steps(&mut grid).expect("test puzzles have one solution");
        assert!(explanation.solved, "{text}");
        assert!(grid.to_grid().is_solved());
        for step in &explanation.steps {
            assert!(
                works_on_every_size(step.technique) || size == 9,
                "{}",
                step.technique
            );
        }
    }
}

#[test]
fn vague_hints_name_technique_and_unit_only() {
    let puzzle = format::parse_str(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    )
    .unwrap();
    let step = next_step(&CandidateGrid::from_grid(&puzzle).unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(step.vague_text(), "Naked Single in box 5");
}
