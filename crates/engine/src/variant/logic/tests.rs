//! The variant step engine held to the solution: on every puzzle walked here, no step removes
//! a digit of the solution, every placement is the solution's, and the steps finish the grid.

use std::collections::{BTreeMap, BTreeSet};

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::budget::Budget;
use crate::grid::Grid;
use crate::logic::{LogicError, Technique};
use crate::shape::Shape;
use crate::solver::{Mode, Outcome};
use crate::variant::tests::{p, puzzle, random_constraint, random_grid, random_tiling, Rng};
use crate::variant::{Constraint, Killer, Rules, Thermometer, VariantPuzzle};

/// The techniques that assume digits can be swapped and boxes are classic: never on a variant.
const UNIQUENESS: &[Technique] = &[
    Technique::BugPlusOne,
    Technique::UniquenessTest1,
    Technique::UniquenessTest2,
    Technique::UniquenessTest3,
    Technique::UniquenessTest4,
    Technique::UniquenessTest5,
    Technique::UniquenessTest6,
    Technique::HiddenRectangle,
    Technique::AvoidableRectangle1,
    Technique::AvoidableRectangle2,
];

/// Walks the puzzle's steps and checks each against its one solution, counting in `seen` how
/// often each technique was used; at every position on the way, every finder is asked too, and
/// must give only techniques its registry row declares.
fn walk(
    puzzle: &VariantPuzzle,
    what: &str,
    seen: &mut BTreeMap<Technique, usize>,
) -> BTreeSet<Technique> {
    let offered = every_finder_keeps_to_its_row(puzzle, what);
    let solution = match puzzle.solve(Mode::Unique, &Budget::unlimited()).unwrap() {
        Outcome::Unique(g) => g.values().to_vec(),
        other => panic!("{what}: not unique: {other:?}"),
    };
    let explanation = puzzle.solve_steps(&Budget::unlimited()).unwrap();
    assert!(explanation.solved, "{what}: the steps do not finish");
    for (k, step) in explanation.steps.iter().enumerate() {
        *seen.entry(step.technique).or_default() += 1;
        assert!(
            !UNIQUENESS.contains(&step.technique),
            "{what}: step {k} uses {}",
            step.technique
        );
        // Trial and Error always finds an elimination on a unique puzzle: no guess is made.
        assert_ne!(step.technique, Technique::BruteForce, "{what}: step {k}");
        for e in &step.eliminations {
            assert_ne!(
                solution[e.cell.index()],
                e.digit.get(),
                "{what}: step {k} removes the solution's digit: {}",
                step.text
            );
        }
        for pl in &step.placements {
            assert_eq!(
                solution[pl.cell.index()],
                pl.digit.get(),
                "{what}: step {k} places a wrong digit: {}",
                step.text
            );
        }
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{what}: step {k} changes nothing: {}",
            step.text
        );
        assert!(!step.text.is_empty(), "{what}: step {k} has no text");
    }
    let rating = explanation.rating();
    assert_eq!(rating.steps, explanation.steps.len());
    offered
}

/// Givens read off `sol` until the puzzle under `rules` is unique (at most all of them).
fn unique_givens(rng: &mut Rng, rules: &Rules, sol: &[u8], start: usize) -> Option<VariantPuzzle> {
    let shape = rules.shape();
    let n = shape.size();
    let mut givens = vec![0u8; n * n];
    for _ in 0..start {
        let c = rng.below(n * n);
        givens[c] = sol[c];
    }
    for _ in 0..n * n {
        let puzzle =
            VariantPuzzle::new(Grid::from_values(shape, &givens).ok()?, rules.clone()).ok()?;
        match puzzle.solve(Mode::Unique, &Budget::unlimited()).ok()? {
            Outcome::Unique(_) => return Some(puzzle),
            Outcome::NoSolution { .. } => return None,
            _ => {}
        }
        let c = rng.below(n * n);
        givens[c] = sol[c];
    }
    None
}

#[test]
fn steps_on_random_rules_never_remove_a_solution_digit() {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(37));
    let mut seen = BTreeMap::new();
    let mut offered = BTreeSet::new();
    let mut walked = 0;
    for case in 0..600 {
        let n = [4, 4, 6, 9][case % 4];
        let sol = random_grid(&mut rng, n);
        let k = 1 + rng.below(if n == 9 { 8 } else { 4 });
        let constraints: Vec<Constraint> = (0..k)
            .map(|_| random_constraint(&mut rng, n, &sol))
            .collect();
        let Ok(rules) = Rules::new(Shape::for_size(n).unwrap(), None, constraints) else {
            continue;
        };
        let start = [0, 0, 6, 20][case % 4];
        if let Some(puzzle) = unique_givens(&mut rng, &rules, &sol, start) {
            offered.extend(walk(&puzzle, &format!("case {case}"), &mut seen));
            walked += 1;
        }
    }
    // Asked at every position, the finders that the path rarely reaches are held to the
    // solution too: they must have had something to say.
    for t in [
        Technique::ForcingNet,
        Technique::TrialAndError,
        Technique::Swordfish,
    ] {
        assert!(
            offered.contains(&t),
            "{t} never offered a step: {offered:?}"
        );
    }
    assert!(walked > 100, "only {walked} unique puzzles walked");
    // The walk must reach the rule techniques, or it proves little.
    for t in [
        Technique::KillerCage,
        Technique::ThermometerLine,
        Technique::KropkiDot,
        Technique::ArrowSum,
        Technique::HiddenSingle,
        Technique::Aic,
        Technique::Contradiction,
        Technique::XWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
    ] {
        assert!(seen.contains_key(&t), "{t} never used: {seen:?}");
    }
}

#[test]
fn steps_on_tiled_killers_use_the_45_rule_soundly() {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(46));
    let mut seen = BTreeMap::new();
    for case in 0..80 {
        let n = [4, 6, 9][case % 3];
        let sol = random_grid(&mut rng, n);
        let constraints = random_tiling(&mut rng, n, &sol);
        let Ok(rules) = Rules::new(Shape::for_size(n).unwrap(), None, constraints) else {
            continue;
        };
        if let Some(puzzle) = unique_givens(&mut rng, &rules, &sol, 0) {
            walk(&puzzle, &format!("tiling {case}"), &mut seen);
        }
    }
    assert!(seen.contains_key(&Technique::KillerCage), "{seen:?}");
    assert!(seen.contains_key(&Technique::InniesOuties), "{seen:?}");
}

#[test]
fn the_shipped_killer_and_thermo_puzzles_are_explained() {
    let mut seen = BTreeMap::new();
    for (name, json) in [
        (
            "killer-9x9",
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../tests/data/variant/killer-9x9.json"
            )),
        ),
        (
            "thermo-6x6",
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../tests/data/variant/thermo-6x6.json"
            )),
        ),
    ] {
        let puzzle = VariantPuzzle::from_json(json).unwrap();
        walk(&puzzle, name, &mut seen);
    }
    assert!(seen.contains_key(&Technique::KillerCage));
    assert!(seen.contains_key(&Technique::ThermometerLine));
}

#[test]
fn classic_puzzles_walk_through_fish_and_wings_soundly() {
    // The hard and unfair classic puzzles of the rated corpus, with no rule beyond rows,
    // columns and boxes, through the variant engine: they reach the fish and wings that random
    // rules rarely need, and every finder is held to the solution at every position.
    let rated = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/rated.tsv"));
    let mut seen = BTreeMap::new();
    let mut walked = 0;
    for line in rated.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        if !matches!(fields.get(1), Some(&"hard") | Some(&"unfair")) {
            continue;
        }
        let values: Vec<u8> = fields[0]
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        let givens = Grid::from_values(Shape::for_size(9).unwrap(), &values).unwrap();
        let rules = Rules::new(givens.shape(), None, Vec::new()).unwrap();
        let puzzle = VariantPuzzle::new(givens, rules).unwrap();
        walk(&puzzle, fields[0], &mut seen);
        walked += 1;
    }
    assert!(walked >= 40, "{walked}");
    for t in [
        Technique::XWing,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
    ] {
        assert!(seen.contains_key(&t), "{t} never used: {seen:?}");
    }
}

#[test]
fn the_committed_variant_set_is_solved_soundly() {
    // 48 puzzles of `tests/data/variant/soundness.tsv`, three of each of the 16 generated kinds
    // of the pencilmark comparison (`tools/pencilmark/rank-set.tsv`), most of them extreme:
    // every step of each is held to the stored solution, and every finder at every position.
    let set = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/variant/soundness.tsv"
    ));
    let mut seen = BTreeMap::new();
    let mut kinds = BTreeSet::new();
    for line in set.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, kind, json, solution] = fields[..] else {
            panic!("four fields: {line}");
        };
        let puzzle = VariantPuzzle::from_json(json).unwrap();
        let Ok(Outcome::Unique(found)) = puzzle.solve(Mode::Unique, &Budget::unlimited()) else {
            panic!("{name}: not unique");
        };
        let stored: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
        assert_eq!(found.values(), &stored[..], "{name}");
        walk(&puzzle, name, &mut seen);
        kinds.insert(kind);
    }
    assert_eq!(kinds.len(), 16, "{kinds:?}");
    assert!(seen.contains_key(&Technique::Contradiction), "{seen:?}");
}

#[test]
fn a_cage_of_three_in_two_cells_is_one_and_two() {
    // 4×4: the cage r1c1+r1c2 = 3 can only hold 1 and 2.
    let cage = Constraint::Killer(Killer {
        cells: vec![p(1, 1), p(1, 2)],
        sum: Some(3),
    });
    let puzzle = puzzle(4, &[0; 16], vec![cage]);
    let step = first_rule_step(&puzzle);
    assert_eq!(step.technique, Technique::KillerCage);
    let names: Vec<String> = step.eliminations.iter().map(|e| e.to_string()).collect();
    assert_eq!(names, ["r1c1=3", "r1c1=4", "r1c2=3", "r1c2=4"]);
    assert_eq!(
        step.text,
        "Killer Cage on r1c1, r1c2 (3): no way to keep its rule uses these candidates → \
         r1c1<>3, r1c1<>4, r1c2<>3, r1c2<>4"
    );
}

#[test]
fn a_thermometer_bounds_its_cells() {
    // 4×4: a thermometer of four cells along row 1 must read 1, 2, 3, 4.
    let thermo = Constraint::Thermometer(Thermometer {
        cells: vec![p(1, 1), p(1, 2), p(1, 3), p(1, 4)],
        slow: false,
    });
    let puzzle = puzzle(4, &[0; 16], vec![thermo]);
    let step = first_rule_step(&puzzle);
    assert_eq!(step.technique, Technique::ThermometerLine);
    assert_eq!(step.eliminations.len(), 12);
}

/// The first step of a puzzle with no givens, which is its rule's (no single applies yet).
fn first_rule_step(puzzle: &VariantPuzzle) -> crate::logic::Step {
    // The puzzle need not be unique for one step's reasoning: run the finders directly.
    let model = crate::variant::model_of(puzzle);
    let grid = super::grid::VGrid::start(puzzle.givens(), &model).unwrap();
    let budget = Budget::unlimited();
    let mut ctx = super::Ctx::new(puzzle, &model, vec![0; grid.cand.len()], &budget);
    super::finders::next_step(&grid, &mut ctx)
        .unwrap()
        .with_text()
}

#[test]
fn puzzles_without_one_solution_are_refused() {
    // No rule and no givens: many solutions.
    let open = puzzle(
        4,
        &[0; 16],
        vec![Constraint::Killer(Killer {
            cells: vec![p(1, 1), p(1, 2)],
            sum: Some(3),
        })],
    );
    assert_eq!(
        open.solve_steps(&Budget::unlimited()).unwrap_err(),
        LogicError::NotUnique
    );
    // A cage of 3 over two cells that the givens fill with 1 and 3.
    let mut givens = [0u8; 16];
    givens[0] = 1;
    givens[1] = 3;
    let broken = puzzle(
        4,
        &givens,
        vec![Constraint::Killer(Killer {
            cells: vec![p(1, 1), p(1, 2)],
            sum: Some(3),
        })],
    );
    assert_eq!(
        broken.solve_steps(&Budget::unlimited()).unwrap_err(),
        LogicError::NoSolution
    );
}

/// Along the puzzle's own path, asks every finder at every position: each step it gives must
/// be of a technique its registry row declares, and sound.
fn every_finder_keeps_to_its_row(puzzle: &VariantPuzzle, what: &str) -> BTreeSet<Technique> {
    let mut offered = BTreeSet::new();
    let Ok(Outcome::Unique(sol)) = puzzle.solve(Mode::Unique, &Budget::unlimited()) else {
        return offered;
    };
    let model = crate::variant::model_of(puzzle);
    let mut grid = super::grid::VGrid::start(puzzle.givens(), &model).unwrap();
    let budget = Budget::unlimited();
    let mut ctx = super::Ctx::new(puzzle, &model, sol.values().to_vec(), &budget);
    while !grid.is_solved() {
        for row in super::finders::FINDERS {
            if let Some(step) = (row.finder)(&grid, &mut ctx) {
                offered.insert(step.technique);
                assert!(
                    row.produces.contains(&step.technique),
                    "{what}: {} from a row of {} that does not declare it",
                    step.technique,
                    row.file
                );
                for e in &step.eliminations {
                    assert_ne!(
                        ctx.solution[e.cell.index()],
                        e.digit.get(),
                        "{what}: {}",
                        step.with_text().text
                    );
                }
                for pl in &step.placements {
                    assert_eq!(
                        ctx.solution[pl.cell.index()],
                        pl.digit.get(),
                        "{what}: {}",
                        step.with_text().text
                    );
                }
            }
        }
        let Some(step) = super::finders::next_step(&grid, &mut ctx) else {
            panic!("{what}: no finder applies");
        };
        grid.apply(&step, &model);
    }
    offered
}

#[test]
fn the_last_resorts_remove_only_non_solution_digits() {
    // Asked directly at the start of the shipped killer (where singles and cages would come
    // first), each last resort still finds an elimination, and a sound one.
    let puzzle = VariantPuzzle::from_json(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/variant/killer-9x9.json"
    )))
    .unwrap();
    let Ok(Outcome::Unique(sol)) = puzzle.solve(Mode::Unique, &Budget::unlimited()) else {
        panic!("the shipped killer is unique");
    };
    let model = crate::variant::model_of(&puzzle);
    let grid = super::grid::VGrid::start(puzzle.givens(), &model).unwrap();
    let budget = Budget::unlimited();
    let mut ctx = super::Ctx::new(&puzzle, &model, sol.values().to_vec(), &budget);
    for (name, finder) in [
        (
            "trial",
            super::contradiction::trial as super::finders::Finder,
        ),
        ("contradiction", super::contradiction::contradiction),
        ("aic", super::chains::aic),
    ] {
        let Some(step) = finder(&grid, &mut ctx) else {
            // The chain and the propagation may find nothing this early; the search always does.
            assert_ne!(
                name, "trial",
                "a search refutes some candidate of a unique puzzle"
            );
            continue;
        };
        assert!(!step.eliminations.is_empty(), "{name}");
        for e in &step.eliminations {
            assert_ne!(
                sol.values()[e.cell.index()],
                e.digit.get(),
                "{name}: {}",
                step.with_text().text
            );
        }
    }
}

/// The pencil marks of one case of `tests/logic_techniques.rs` (the classic engine's example
/// positions), and the eliminations it expects there, as `r4c1<>8`.
fn classic_case(technique: &str) -> (String, Vec<String>) {
    let source = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/logic_techniques.rs"
    ));
    let quoted = |s: &str, key: &str| -> String {
        let from = s.find(key).unwrap() + key.len();
        s[from..].split('"').next().unwrap().to_string()
    };
    let at = source.find(&format!("technique: \"{technique}\"")).unwrap();
    let case = &source[at..];
    let removes = quoted(case, "removes: \"");
    let marks = quoted(case, "marks: \"");
    (marks, removes.split(' ').map(str::to_string).collect())
}

#[test]
fn the_fish_and_wings_find_the_classic_examples() {
    use super::grid::VGrid;
    use super::{fish, wings, Ctx};
    use crate::variant::model_of;

    type Finder = fn(&VGrid, &mut Ctx<'_>) -> Option<crate::logic::Step>;
    let cases: [(&str, Finder); 6] = [
        ("X-Wing", |g, c| fish::fish(g, c, 2)),
        ("Swordfish", |g, c| fish::fish(g, c, 3)),
        ("Jellyfish", |g, c| fish::fish(g, c, 4)),
        ("XY-Wing", wings::xy_wing),
        ("XYZ-Wing", wings::xyz_wing),
        ("W-Wing", wings::w_wing),
    ];
    let nine = Shape::for_size(9).unwrap();
    let puzzle = VariantPuzzle::new(
        Grid::from_values(nine, &[0; 81]).unwrap(),
        Rules::new(nine, None, Vec::new()).unwrap(),
    )
    .unwrap();
    let model = model_of(&puzzle);
    let budget = Budget::unlimited();
    for (name, finder) in cases {
        let (marks, removes) = classic_case(name);
        let mut g = VGrid::start(puzzle.givens(), &model).unwrap();
        for (i, cell) in marks.as_bytes().chunks(9).enumerate() {
            g.cand[i] = cell
                .iter()
                .filter(|b| b.is_ascii_digit())
                .fold(0, |m, &b| m | 1 << (b - b'1'));
            if g.cand[i].count_ones() == 1 {
                g.value[i] = g.cand[i].trailing_zeros() as u8 + 1;
            }
        }
        let mut ctx = Ctx::new(&puzzle, &model, vec![0; 81], &budget);
        let step = finder(&g, &mut ctx).unwrap_or_else(|| panic!("{name}: none found"));
        let mut got: Vec<String> = step
            .eliminations
            .iter()
            .map(|e| format!("{}<>{}", e.cell, e.digit))
            .collect();
        got.sort();
        let mut want = removes;
        want.sort();
        assert_eq!(step.technique.to_string(), name);
        assert_eq!(got, want, "{name}: {}", step.with_text().text);
    }
}

#[test]
fn the_capped_level_is_the_rating_where_it_is_at_most_the_cap() {
    // The generator's `level_at_most` against `rate`: the 48 puzzles of the soundness set, and
    // each with every third and every second empty cell given (easier levels), at every cap.
    let set = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/variant/soundness.tsv"
    ));
    let budget = Budget::unlimited();
    let mut levels = BTreeSet::new();
    for line in set.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, _, json, solution] = fields[..] else {
            panic!("four fields: {line}");
        };
        let solution: Vec<u8> = solution.bytes().map(|b| b - b'0').collect();
        let original = VariantPuzzle::from_json(json).unwrap();
        for every in [0usize, 3, 2] {
            let mut grid = original.givens().clone();
            if every > 0 {
                let empty: Vec<usize> = (0..solution.len())
                    .filter(|&c| grid.values()[c] == 0)
                    .collect();
                for &c in empty.iter().step_by(every) {
                    grid.values_mut()[c] = solution[c];
                }
            }
            let puzzle = VariantPuzzle::new(grid, original.rules().clone()).unwrap();
            let rated = puzzle.rate(&budget).unwrap().level;
            levels.insert(rated);
            for cap in crate::logic::Level::ALL {
                let capped = puzzle.level_at_most(&solution, cap, &budget).unwrap();
                let expected = (rated <= cap).then_some(rated);
                assert_eq!(capped, expected, "{name}, every {every}, cap {cap}");
            }
        }
    }
    assert!(levels.len() >= 4, "{levels:?}");
}
