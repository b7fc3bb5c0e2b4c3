//! The generator with any options: size, clue count, uniqueness, minimality, symmetry, seed and
//! index, and sometimes a wanted level, within a small budget.
//!
//! The input is read as: size (one byte, among the small sizes), clue count (one byte: none,
//! or a count from 0 to a few cells past N²), flags (one byte: several solutions allowed,
//! minimal, a wanted level), symmetry, wanted level, seed (eight bytes) and index (eight
//! bytes).
//!
//! Properties:
//! - nothing panics, and a request [`Generator::validate_wanted`] refuses is refused by the
//!   generator with the same error;
//! - a puzzle made has the grid's shape, exactly the clue count asked for, the symmetry asked
//!   for (one of the six real ones for `random`), givens that are a subset of its solution,
//!   which follows the rules; exactly one solution unless several were allowed; no removable
//!   given (or orbit of givens) when it must be minimal; and the level wanted, if any;
//! - the same options, seed and index make the same puzzle again.

use sudoku_engine::generate::{GenerateError, GenerateOptions, Generator, Symmetry, Wanted};
use sudoku_engine::logic::{self, Level};
use sudoku_engine::{Budget, Grid, Shape, Solver};

use crate::input::Input;

/// How long one generation may take, in milliseconds.
const TIME_MS: u64 = 300;

/// The sizes to generate (9×9 most often); bigger grids take seconds per puzzle.
const SIZES: [usize; 6] = [4, 6, 8, 9, 9, 9];

/// Generates with the options `data` describes and checks the result; panics when a property
/// fails.
pub fn check(data: &[u8]) {
    let mut input = Input::new(data);
    let shape = Shape::for_size(input.pick(&SIZES)).expect("a known size");
    let cells = shape.cell_count();
    let clues = match input.byte() {
        0 => None,
        b => Some(usize::from(b - 1) % (cells + 4)),
    };
    let flags = input.byte();
    let options = GenerateOptions {
        clues,
        unique: flags & 1 == 0,
        minimal: flags & 2 != 0,
        symmetry: input.pick(&Symmetry::ALL),
        seed: 0,
    };
    let level = input.pick(&Level::ALL);
    let wanted = if flags & 4 != 0 {
        Wanted::any().level(level)
    } else {
        Wanted::any()
    };
    let options = GenerateOptions {
        seed: input.u64(),
        ..options
    };
    let index = input.u64();
    let generator = Generator::with_options(shape, options);

    let made = generator.generate_wanted(index, wanted, &crate::budget(TIME_MS));
    if let Err(refused) = generator.validate_wanted(wanted) {
        assert_eq!(
            made.as_ref().err(),
            Some(&refused),
            "{options:?} {wanted:?}"
        );
        return;
    }
    let graded = match made {
        Ok(graded) => graded,
        Err(GenerateError::TimedOut { .. } | GenerateError::NotFound { .. }) => return,
        Err(e) => panic!("{options:?} {wanted:?}: a valid request failed: {e}"),
    };
    let (puzzle, solution) = (&graded.generated.puzzle, &graded.generated.solution);
    let context = format!("{options:?} {wanted:?} index {index}: {puzzle:?}");
    assert_eq!(puzzle.shape(), shape, "{context}");
    assert!(
        solution.is_solved() && solution.is_filled_from(puzzle),
        "{context}: bad solution {solution:?}"
    );
    if let Some(clues) = clues {
        assert_eq!(puzzle.given_count(), clues, "{context}");
    }
    let symmetry = graded.generated.symmetry;
    match options.symmetry {
        Symmetry::Random => assert!(!matches!(symmetry, Symmetry::Random | Symmetry::None)),
        asked => assert_eq!(symmetry, asked, "{context}"),
    }
    assert!(
        symmetry.holds(shape, puzzle.values()),
        "{context}: not {symmetry}"
    );
    let check_budget = crate::budget(10 * TIME_MS);
    let counted = Solver::new().within(&check_budget).count(puzzle, 2);
    if options.unique {
        if let Ok(count) = counted {
            assert_eq!(count.count, 1, "{context}: not unique");
        }
        if options.minimal || clues.is_none() {
            check_minimal(puzzle, symmetry, &check_budget, &context);
        }
    }
    if let Some(level) = wanted.level {
        assert_eq!(graded.level, Some(level), "{context}");
        if let Ok(rating) = logic::rate_within(
            &logic::CandidateGrid::from_grid(puzzle).expect("a unique puzzle has no conflict"),
            &check_budget,
        ) {
            assert_eq!(rating.level, level, "{context}: rated {rating:?}");
        }
    }
    if let Ok(again) = generator.generate_wanted(index, wanted, &crate::budget(TIME_MS)) {
        assert_eq!(again, graded, "{context}: a second run made another puzzle");
    }
}

/// No orbit of givens of `puzzle` under `symmetry` can be removed with the solution staying
/// unique (checked while the budget lasts).
fn check_minimal(puzzle: &Grid, symmetry: Symmetry, budget: &Budget, context: &str) {
    let n = puzzle.shape().size();
    let solver = Solver::new().within(budget);
    for cell in 0..puzzle.values().len() {
        if puzzle.values()[cell] == 0 {
            continue;
        }
        let mut fewer = puzzle.clone();
        let mut values = fewer.values().to_vec();
        for i in orbit(symmetry, n, cell) {
            values[i] = 0;
        }
        fewer = Grid::from_values(puzzle.shape(), &values).expect("fewer givens fit");
        match solver.count(&fewer, 2) {
            Ok(count) => assert!(
                count.count > 1,
                "{context}: the givens of the orbit of cell {cell} can go"
            ),
            Err(_) => return,
        }
    }
}

/// The cells that `symmetry` sends `cell` to, `cell` included: an independent statement of
/// the maps in the engine's symmetry table, as the oracle.
fn orbit(symmetry: Symmetry, n: usize, cell: usize) -> Vec<usize> {
    let last = n - 1;
    let map = |(r, c): (usize, usize)| match symmetry {
        Symmetry::Rotate180 => (last - r, last - c),
        Symmetry::Rotate90 => (c, last - r),
        Symmetry::Mirror => (r, last - c),
        Symmetry::Flip => (last - r, c),
        Symmetry::Diagonal => (c, r),
        Symmetry::AntiDiagonal => (last - c, last - r),
        _ => (r, c),
    };
    let mut cells = vec![cell];
    let mut at = map((cell / n, cell % n));
    while at.0 * n + at.1 != cell {
        cells.push(at.0 * n + at.1);
        at = map(at);
    }
    cells
}
