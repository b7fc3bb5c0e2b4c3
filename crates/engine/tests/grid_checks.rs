//! Checking a grid allocates nothing: `Grid::is_solved`, `Grid::first_conflict` and, on a
//! consistent grid, `Grid::conflicts` walk the shared topology with a digit mask on the stack.
//! Solvers and batch commands call them once per puzzle, so an allocation here is paid
//! millions of times.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use sudoku_engine::{Grid, Shape};

/// Counts allocations per thread, so that tests running on other threads do not disturb the
/// count.
struct CountingAlloc;

thread_local! {
    // A const-initialised `Cell` has no destructor, so using it never allocates.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

// SAFETY: forwards every call to the system allocator unchanged; only counts them.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: same contract as our caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as our caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

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
