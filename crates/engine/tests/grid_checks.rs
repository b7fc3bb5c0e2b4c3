//! Checking a grid allocates nothing: `Grid::is_solved`, `Grid::first_conflict` and, on a
//! consistent grid, `Grid::conflicts` walk the shared topology with a digit mask on the stack.
//! Solvers and batch commands call them once per puzzle, so an allocation here is paid
//! millions of times.

use sudoku_engine::{Grid, Shape};

use crate::counting_alloc::allocations;

/// A solved grid of `shape`: row r is row 0 shifted so that rows, columns and boxes all hold
/// every digit.
fn solved(shape: Shape) -> Grid {
    let (n, br, bc) = (shape.size(), shape.box_rows(), shape.box_cols());
    let values: Vec<u8> = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            (((r % br) * bc + r / br + c) % n + 1) as u8
        })
        .collect();
    Grid::from_values(shape, &values).expect("values in range")
}

#[test]
fn checking_a_grid_allocates_nothing() {
    for size in [4, 6, 9, 12, 16, 25, 32] {
        let shape = Shape::for_size(size).expect("size with a box shape");
        let full = solved(shape);
        let mut values = full.values().to_vec();
        values[size + 1] = 0; // r2c2 emptied
        let partial = Grid::from_values(shape, &values).expect("values in range");
        values[0] = values[1]; // r1c1 repeats r1c2
        let clash = Grid::from_values(shape, &values).expect("values in range");
        // The first call builds the shape's topology, once per process.
        assert!(full.is_solved(), "size {size}");

        let before = allocations();
        let results = (
            full.is_solved(),
            partial.is_solved(),
            clash.is_solved(),
            full.first_conflict().is_none(),
            partial.first_conflict().is_none(),
            clash.first_conflict().is_some(),
            full.conflicts().is_empty(),
            partial.conflicts().is_empty(),
        );
        let allocated = allocations() - before;
        assert_eq!(
            results,
            (true, false, false, true, true, true, true, true),
            "size {size}"
        );
        assert_eq!(allocated, 0, "size {size}: allocations while checking");
    }
}
