//! Property tests: on random puzzles of every size, the general solver agrees with the
//! reference solver, and every solution keeps the givens and fills every unit.

use proptest::prelude::*;
use sudoku_engine::{Backend, Grid, Shape, Solver};

/// A random solution grid: the classic pattern solution shuffled by moves that keep it valid
/// (relabel digits, permute bands, rows within a band, stacks, columns within a stack).
fn solution_grid(shape: Shape, seed: &[u32]) -> Grid {
    let n = shape.size();
    let (br, bc) = (shape.box_rows(), shape.box_cols());
    let mut k = 0usize;
    let mut next = |m: usize| {
        k += 1;
        seed[k % seed.len()] as usize % m
    };
    let mut shuffle = |v: &mut Vec<usize>| {
        for i in (1..v.len()).rev() {
            let j = next(i + 1);
            v.swap(i, j);
        }
    };
    let mut digits: Vec<usize> = (0..n).collect();
    shuffle(&mut digits);
    // Row order: permute bands (groups of br rows), then rows within each band.
    let mut bands: Vec<usize> = (0..n / br).collect();
    shuffle(&mut bands);
    let mut rows = Vec::new();
    for b in bands {
        let mut within: Vec<usize> = (0..br).collect();
        shuffle(&mut within);
        rows.extend(within.into_iter().map(|r| b * br + r));
    }
    let mut stacks: Vec<usize> = (0..n / bc).collect();
    shuffle(&mut stacks);
    let mut cols = Vec::new();
    for s in stacks {
        let mut within: Vec<usize> = (0..bc).collect();
        shuffle(&mut within);
        cols.extend(within.into_iter().map(|c| s * bc + c));
    }
    let mut values = vec![0u8; n * n];
    for (r, &pr) in rows.iter().enumerate() {
        for (c, &pc) in cols.iter().enumerate() {
            let base = (bc * (pr % br) + pr / br + pc) % n;
            values[r * n + c] = digits[base] as u8 + 1;
        }
    }
    Grid::from_values(shape, &values).expect("pattern values are in range")
}

/// Cuts holes: keeps each cell with probability `keep` per mille.
fn cut(solution: &Grid, keep: u32, seed: &[u32]) -> Grid {
    let values: Vec<u8> = solution
        .values()
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let r = seed[i % seed.len()]
                .wrapping_mul(2654435761)
                .wrapping_add(i as u32 * 40503);
            if r % 1000 < keep {
                v
            } else {
                0
            }
        })
        .collect();
    Grid::from_values(solution.shape(), &values).expect("subset of a valid grid")
}

fn check_against_reference(puzzle: &Grid, limit: u64) -> Result<(), TestCaseError> {
    let reference = Solver::new().backend(Backend::Reference);
    let want = reference.solutions(puzzle, limit);
    for backend in [Backend::Auto, Backend::General] {
        let got = Solver::new().backend(backend).solutions(puzzle, limit);
        prop_assert_eq!(got.len(), want.len(), "{:?} on {:?}", backend, puzzle);
        for g in &got {
            prop_assert!(
                g.is_solved(),
                "{:?} gave an invalid solution {:?}",
                backend,
                g
            );
            prop_assert!(g.is_filled_from(puzzle), "{:?} changed a given", backend);
        }
        // When the search ran to completion, both found the same set of solutions; when the
        // limit cut it short, each may have found a different first few.
        if (want.len() as u64) < limit {
            let mut a = got.clone();
            let mut b = want.clone();
            a.sort_by(|x, y| x.values().cmp(y.values()));
            b.sort_by(|x, y| x.values().cmp(y.values()));
            prop_assert_eq!(a, b);
        }
        let count = Solver::new().backend(backend).count(puzzle, limit);
        prop_assert_eq!(count.count, want.len() as u64);
    }
    Ok(())
}

fn small_shapes() -> impl Strategy<Value = Shape> {
    prop::sample::select(vec![4usize, 6, 8, 9]).prop_map(|n| Shape::for_size(n).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Small sizes, any density: solution sets agree exactly (up to 3 solutions).
    #[test]
    fn small_grids_agree(shape in small_shapes(), seed in prop::collection::vec(any::<u32>(), 8..16), keep in 150u32..700) {
        let sol = solution_grid(shape, &seed);
        let puzzle = cut(&sol, keep, &seed);
        check_against_reference(&puzzle, 3)?;
    }

    /// Puzzles with clashing givens have no solution, and every back end says so.
    #[test]
    fn clashing_givens_have_no_solution(shape in small_shapes(), seed in prop::collection::vec(any::<u32>(), 8..16)) {
        let sol = solution_grid(shape, &seed);
        let mut values = cut(&sol, 300, &seed).values().to_vec();
        // Copy a digit into another empty cell of the same row.
        let n = shape.size();
        let row = seed[0] as usize % n;
        let (a, b) = (row * n, row * n + 1 + seed[1] as usize % (n - 1));
        values[a] = sol.values()[a];
        values[b] = sol.values()[a];
        let puzzle = Grid::from_values(shape, &values).unwrap();
        check_against_reference(&puzzle, 2)?;
        prop_assert!(puzzle.first_conflict().is_some());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Big sizes, half the cells given: the solvers agree and the solution is the original.
    #[test]
    fn big_grids_agree(size in prop::sample::select(vec![10usize, 12, 16, 25]), seed in prop::collection::vec(any::<u32>(), 8..16)) {
        let shape = Shape::for_size(size).unwrap();
        let sol = solution_grid(shape, &seed);
        let puzzle = cut(&sol, 500, &seed);
        let got = Solver::new().solutions(&puzzle, 2);
        prop_assert!(!got.is_empty());
        for g in &got {
            prop_assert!(g.is_solved());
            prop_assert!(g.is_filled_from(&puzzle));
        }
        if size <= 12 {
            check_against_reference(&puzzle, 2)?;
        }
    }
}

#[test]
fn empty_grids_count_exactly() {
    // 4×4 has 288 solution grids; a 6×6 grid has 28,200,960, so count to a limit.
    let four = Grid::empty(Shape::for_size(4).unwrap());
    for backend in [Backend::Auto, Backend::General, Backend::Reference] {
        let c = Solver::new().backend(backend).count(&four, 1_000);
        assert_eq!((c.count, c.at_least), (288, false), "{backend:?}");
    }
    let six = Grid::empty(Shape::for_size(6).unwrap());
    let c = Solver::new().count(&six, 5_000);
    assert_eq!((c.count, c.at_least), (5_000, true));
}
