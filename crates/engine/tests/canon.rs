//! Canonical forms and equivalent copies: the fast search against a brute force over the whole
//! group, and properties on random copies of real and random puzzles.
//!
//! The brute force visits all 3,359,232 geometric transformations per puzzle, about a second per
//! puzzle in a release build and far longer in a debug build, so it is ignored in debug builds:
//! run it with `cargo test -p sudoku-engine --profile ci --test engine canon::` (CI tests in that profile).

use proptest::prelude::*;
use sudoku_engine::canon::{canonical, CanonError, Canonicalizer, Cells, Transform};
use sudoku_engine::{format, Grid, Shape, Solver};

const SEVENTEEN: &str = include_str!("data/17-clue.txt");
const TOP1465: &str = include_str!("data/top1465.txt");
const KAGGLE: &str = include_str!("data/kaggle.txt");

fn lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.len() == 81).collect()
}

fn grid(line: &str) -> Grid {
    format::parse_str(line).expect("test puzzles parse")
}

fn cells(g: &Grid) -> Cells {
    g.values().try_into().expect("9×9")
}

/// Every order of the nine rows (or columns) that keeps bands (stacks) together: 6⁴ = 1,296.
fn line_orders() -> Vec<[usize; 9]> {
    const P: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = Vec::with_capacity(1296);
    for bands in P {
        for a in P {
            for b in P {
                for c in P {
                    let inner = [a, b, c];
                    let mut order = [0; 9];
                    for slot in 0..3 {
                        for i in 0..3 {
                            order[3 * slot + i] = 3 * bands[slot] + inner[slot][i];
                        }
                    }
                    out.push(order);
                }
            }
        }
    }
    out
}

/// The minlex form by brute force: every orientation, row order and column order, each with
/// its first-appearance relabelling, and the smallest string wins. Each candidate is compared
/// with the best while it is written, and dropped at the first larger cell.
fn brute_force(puzzle: &Cells) -> Cells {
    let orders = line_orders();
    assert_eq!(2 * orders.len() * orders.len(), 3_359_232);
    let mut transposed = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            transposed[c * 9 + r] = puzzle[r * 9 + c];
        }
    }
    let mut best = [10u8; 81];
    let mut candidate = [0u8; 81];
    for source in [puzzle, &transposed] {
        for rows in &orders {
            let mut by_rows = [0u8; 81];
            for r in 0..9 {
                by_rows[r * 9..r * 9 + 9].copy_from_slice(&source[rows[r] * 9..rows[r] * 9 + 9]);
            }
            'cols: for cols in &orders {
                let mut label = [0u8; 10];
                let mut next = 1u8;
                let mut smaller = false;
                for i in 0..81 {
                    let d = by_rows[(i / 9) * 9 + cols[i % 9]] as usize;
                    let v = if d == 0 {
                        0
                    } else {
                        if label[d] == 0 {
                            label[d] = next;
                            next += 1;
                        }
                        label[d]
                    };
                    if !smaller {
                        if v > best[i] {
                            continue 'cols;
                        }
                        smaller = v < best[i];
                    }
                    candidate[i] = v;
                }
                if smaller {
                    best = candidate;
                }
            }
        }
    }
    best
}

fn show(c: &Cells) -> String {
    c.iter().map(|&v| char::from(b'0' + v)).collect()
}

#[test]
#[cfg_attr(debug_assertions, ignore = "the brute force needs a release build")]
fn search_matches_brute_force_over_the_whole_group() {
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    // A solution with ten cells taken out: many givens, few ties.
    let mut many: Vec<u8> = grid(solution).values().to_vec();
    for i in [0, 10, 20, 30, 40, 50, 60, 70, 80, 44] {
        many[i] = 0;
    }
    // Not a valid puzzle (a row and a box repeat a digit): the form is still the minimum.
    let invalid =
        "11.......2........3..............4.......5.........6..7.........8.........9.....9";
    // Patterns rich in ties: the main diagonal, one full row, a repeated digit scattered.
    let mut diagonal = [0u8; 81];
    for i in 0..9 {
        diagonal[i * 10] = i as u8 + 1;
    }
    let mut one_row = [0u8; 81];
    for c in 0..9 {
        one_row[36 + c] = 9 - c as u8;
    }
    let mut repeated = [0u8; 81];
    for i in [2, 13, 27, 41, 55, 66, 79] {
        repeated[i] = 4;
    }
    repeated[12] = 7;
    let puzzles: Vec<Cells> = vec![
        diagonal,
        one_row,
        repeated,
        cells(&grid(lines(SEVENTEEN)[0])),
        cells(&grid(lines(TOP1465)[0])),
        cells(&grid(lines(KAGGLE)[0])),
        cells(&Grid::from_values(Shape::NINE, &many).unwrap()),
        [0u8; 81],
        cells(&grid(solution)),
        cells(&grid(invalid)),
    ];
    let mut canon = Canonicalizer::new();
    for p in &puzzles {
        let g = Grid::from_values(Shape::NINE, p).unwrap();
        let fast = canon.form(&g).unwrap();
        let slow = brute_force(p);
        assert_eq!(show(&fast), show(&slow), "puzzle {}", show(p));
    }
}

#[test]
fn only_nine_by_nine_grids_have_a_form() {
    for size in [4, 6, 16] {
        let g = Grid::empty(Shape::for_size(size).unwrap());
        assert_eq!(canonical(&g), Err(CanonError::Size { size }));
        assert_eq!(
            Transform::random(1, 0).apply(&g),
            Err(CanonError::Size { size })
        );
        assert!(Canonicalizer::new()
            .form(&g)
            .unwrap_err()
            .to_string()
            .contains(&format!("9×9 grids only, not {size}×{size}")));
    }
}

#[test]
fn known_forms() {
    // Hand-checkable cases: no givens; one given (the last cell, labelled 1); two givens in
    // one row of different stacks (the row with them goes last, each given at the end of
    // its stack: `...... 1 .. 2`); a full grid's first row is always 123456789.
    let mut one = [0u8; 81];
    one[40] = 5;
    let mut two = [0u8; 81];
    two[3] = 9;
    two[7] = 4;
    let cases: [(Cells, &str); 3] = [
        ([0; 81], &"0".repeat(81)),
        (one, &format!("{}1", "0".repeat(80))),
        (two, &format!("{}000001002", "0".repeat(72))),
    ];
    for (input, expected) in cases {
        let g = Grid::from_values(Shape::NINE, &input).unwrap();
        assert_eq!(show(&Canonicalizer::new().form(&g).unwrap()), expected);
    }
    let solution =
        grid("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    let form = canonical(&solution).unwrap();
    assert!(form.is_solved());
    assert_eq!(&show(&cells(&form))[..9], "123456789");
}

#[test]
fn transforms_are_reproducible_and_keep_grids_valid() {
    let solution =
        grid("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    let a = Transform::random(9, 4).apply(&solution).unwrap();
    assert_eq!(Transform::random(9, 4).apply(&solution).unwrap(), a);
    assert_ne!(Transform::random(9, 5).apply(&solution).unwrap(), a);
    assert_ne!(Transform::random(10, 4).apply(&solution).unwrap(), a);
    assert_eq!(Transform::identity().apply(&solution).unwrap(), solution);
    for stream in 0..200 {
        assert!(Transform::random(3, stream)
            .apply(&solution)
            .unwrap()
            .is_solved());
    }
}

#[test]
fn every_puzzle_of_the_excerpts_and_a_copy_share_a_form() {
    let mut canon = Canonicalizer::new();
    let all: Vec<&str> = lines(SEVENTEEN)
        .into_iter()
        .chain(lines(TOP1465).into_iter().take(300))
        .collect();
    for (i, line) in all.iter().enumerate() {
        let p = grid(line);
        let form = canon.form(&p).unwrap();
        let copy = Transform::random(77, i as u64).apply(&p).unwrap();
        assert_eq!(canon.form(&copy).unwrap(), form, "{line}");
        assert!(form <= cells(&copy) && form <= cells(&p), "{line}");
    }
}

/// Draws a puzzle: one of the excerpts' puzzles, or a random (often invalid) grid with a few
/// to many givens.
fn puzzle_strategy() -> impl Strategy<Value = Grid> {
    let seventeen = lines(SEVENTEEN).len();
    let top = lines(TOP1465).len();
    prop_oneof![
        (0..seventeen).prop_map(|i| grid(lines(SEVENTEEN)[i])),
        (0..top).prop_map(|i| grid(lines(TOP1465)[i])),
        (
            proptest::collection::vec(1u8..=9, 81),
            proptest::collection::vec(0u32..100, 81),
            0u32..100
        )
            .prop_map(|(digits, keep, density)| {
                let values: Vec<u8> = digits
                    .iter()
                    .zip(&keep)
                    .map(|(&d, &k)| if k < density { d } else { 0 })
                    .collect();
                Grid::from_values(Shape::NINE, &values).unwrap()
            }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(debug_assertions) { 64 } else { 512 }))]

    #[test]
    fn copies_share_the_form_and_the_form_is_their_minimum(
        p in puzzle_strategy(),
        seed in any::<u64>(),
        stream in any::<u64>(),
    ) {
        let mut canon = Canonicalizer::new();
        let form = canon.form(&p).unwrap();
        let copy = Transform::random(seed, stream).apply(&p).unwrap();
        prop_assert_eq!(canon.form(&copy).unwrap(), form);
        prop_assert!(form <= cells(&copy));
        prop_assert!(form <= cells(&p));
        let form_grid = canonical(&p).unwrap();
        prop_assert_eq!(cells(&form_grid), form);
        // The form is itself an equivalent copy: its own form, same givens, same conflicts.
        prop_assert_eq!(canonical(&form_grid).unwrap(), form_grid.clone());
        prop_assert_eq!(form_grid.given_count(), p.given_count());
        prop_assert_eq!(form_grid.conflicts().is_empty(), p.conflicts().is_empty());
    }

    #[test]
    fn the_form_keeps_the_number_of_solutions(i in 0..lines(SEVENTEEN).len(), drop in 0usize..17) {
        // Dropping one given of a 17-clue puzzle usually gives several solutions, so both
        // answers of `count(2)` are exercised.
        let p = grid(lines(SEVENTEEN)[i]);
        let mut values = p.values().to_vec();
        let given = values.iter().enumerate().filter(|(_, &v)| v != 0).nth(drop).map(|(k, _)| k);
        if let Some(k) = given {
            if drop % 2 == 0 {
                values[k] = 0;
            }
        }
        let p = Grid::from_values(Shape::NINE, &values).unwrap();
        let form = canonical(&p).unwrap();
        let solver = Solver::new();
        prop_assert_eq!(solver.count(&form, 2), solver.count(&p, 2));
    }
}
