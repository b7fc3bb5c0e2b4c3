//! Grids for the rendering tests: a solved grid of any size and a puzzle carved from it.

use sudoku_engine::{Grid, Mode, Shape, Solver};

/// A solved grid of `size`, found by solving the empty grid.
pub fn solution(size: usize) -> Grid {
    let shape = Shape::for_size(size).expect("a known size");
    let outcome = Solver::new().mode(Mode::First).solve(&Grid::empty(shape));
    outcome
        .solution()
        .expect("the empty grid has solutions")
        .clone()
}

/// `solution` with every cell whose index is not a multiple of `keep_every` emptied.
pub fn carve(solution: &Grid, keep_every: usize) -> Grid {
    let values: Vec<u8> = solution
        .values()
        .iter()
        .enumerate()
        .map(|(i, &v)| if i % keep_every == 0 { v } else { 0 })
        .collect();
    Grid::from_values(solution.shape(), &values).expect("same shape")
}
