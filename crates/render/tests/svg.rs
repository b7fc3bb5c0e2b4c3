//! The SVG board: valid XML, one `<text>` per digit, givens apart from filled cells, hints.

use crate::support;

use roxmltree::Document;
use sudoku_engine::{Cell, Digit, Grid, Shape};
use sudoku_render::{svg, Highlight, PencilMarks, SvgOptions};

/// The number of elements named `tag` (with `class` when given) in the SVG `text`.
fn count(text: &str, tag: &str, class: Option<&str>) -> usize {
    let doc = Document::parse(text).unwrap_or_else(|e| panic!("not XML: {e}\n{text}"));
    doc.descendants()
        .filter(|n| n.has_tag_name(tag))
        .filter(|n| class.is_none_or(|c| n.attribute("class") == Some(c)))
        .count()
}

fn digit(v: u8) -> Digit {
    Digit::new(v).expect("a digit")
}

fn cell(shape: Shape, row: usize, col: usize) -> Cell {
    Cell::at(shape, row, col).expect("inside the grid")
}

#[test]
fn every_size_draws_one_text_per_filled_cell() {
    for size in Shape::known_sizes().filter(|&n| (4..=25).contains(&n)) {
        let solution = support::solution(size);
        let puzzle = support::carve(&solution, 3);
        let givens = puzzle.given_count();
        let cells = size * size;

        let picture = svg(&puzzle, &SvgOptions::default());
        assert_eq!(
            count(&picture, "text", None),
            givens,
            "{size}x{size} puzzle"
        );

        let full = svg(&solution, &SvgOptions::default().givens(&puzzle));
        let expected = [
            (None, cells),
            (Some("given"), givens),
            (Some("filled"), cells - givens),
        ];
        for (class, want) in expected {
            assert_eq!(count(&full, "text", class), want, "{size}x{size} {class:?}");
        }
    }
}

#[test]
fn empty_grid_has_lines_and_no_text() {
    for size in [4, 6, 9, 12, 16, 25] {
        let shape = Shape::for_size(size).unwrap();
        let picture = svg(&Grid::empty(shape), &SvgOptions::default().cell_size(20));
        assert_eq!(count(&picture, "text", None), 0, "{size}");
        assert_eq!(
            count(&picture, "path", None),
            2,
            "{size}: thin and thick lines"
        );
        let side = (20 * size) as f64 + 2.0 * 1.5;
        let view_box = format!("viewBox=\"0 0 {side} {side}\"");
        assert!(picture.contains(&view_box), "{size}: wanted {view_box}");
    }
}

#[test]
fn computed_pencil_marks_show_every_candidate() {
    // r1c1 = 1, r3c3 = 1 in a 4x4: the remaining candidates are all that is drawn.
    let puzzle = sudoku_engine::format::parse_str("1.........1.....").unwrap();
    let picture = svg(
        &puzzle,
        &SvgOptions::default().pencil_marks(PencilMarks::Computed),
    );
    // 14 empty cells with 4 candidates each, less a 1 in every empty cell that sees a given:
    // 7 cells see r1c1, 7 see r3c3, and r1c3 and r3c1 see both, so 12 cells lose their 1.
    assert_eq!(count(&picture, "text", Some("pencil")), 14 * 4 - 12);
    assert_eq!(count(&picture, "text", Some("given")), 2);
}

#[test]
fn custom_pencil_marks_are_drawn_as_given() {
    let puzzle = sudoku_engine::format::parse_str("1.........1.....").unwrap();
    let mut sets = vec![sudoku_engine::DigitSet::EMPTY; 16];
    sets[1] = [digit(2), digit(3)].into_iter().collect();
    sets[0] = [digit(4)].into_iter().collect(); // r1c1 is filled: ignored
    let picture = svg(
        &puzzle,
        &SvgOptions::default().pencil_marks(PencilMarks::Custom(sets)),
    );
    assert_eq!(count(&picture, "text", Some("pencil")), 2);
}

#[test]
fn hint_highlights_cells_placements_and_eliminations() {
    let puzzle = sudoku_engine::format::parse_str("1.........1.....").unwrap();
    let shape = puzzle.shape();
    let hint = Highlight {
        cells: vec![cell(shape, 0, 0), cell(shape, 2, 2)],
        placements: vec![(cell(shape, 1, 3), digit(1))],
        eliminations: vec![
            (cell(shape, 3, 0), digit(2)),
            (cell(shape, 3, 0), digit(3)),
            (cell(shape, 0, 3), digit(4)),
        ],
    };
    let picture = svg(
        &puzzle,
        &SvgOptions::default()
            .pencil_marks(PencilMarks::Computed)
            .highlight(hint),
    );
    let expected = [
        ("rect", "evidence", 2),
        ("rect", "placed-cell", 1),
        ("rect", "eliminated-cell", 3),
        ("text", "placed", 1),
        ("text", "eliminated", 3),
        ("text", "given", 2),
    ];
    for (tag, class, want) in expected {
        assert_eq!(count(&picture, tag, Some(class)), want, "{tag}.{class}");
    }
    assert_eq!(
        count(&picture, "line", None),
        3,
        "one strike per elimination"
    );
}

#[test]
fn highlight_outside_the_grid_is_ignored() {
    let puzzle = sudoku_engine::format::parse_str("1.........1.....").unwrap();
    let big = Shape::for_size(9).unwrap();
    let hint = Highlight {
        cells: vec![cell(big, 8, 8)],
        placements: vec![(cell(big, 5, 5), digit(3))],
        eliminations: vec![(cell(big, 7, 1), digit(2))],
    };
    let picture = svg(&puzzle, &SvgOptions::default().highlight(hint));
    assert_eq!(count(&picture, "rect", None), 1, "only the background");
    assert_eq!(count(&picture, "text", None), 2, "only the givens");
}

#[test]
fn givens_mask_of_another_shape_is_ignored() {
    let solution = support::solution(4);
    let other = Grid::empty(Shape::for_size(9).unwrap());
    let picture = svg(&solution, &SvgOptions::default().givens(&other));
    assert_eq!(count(&picture, "text", Some("given")), 16);
}

#[test]
fn sample_pictures_are_written_for_review() {
    // Not an assertion about looks: these files are for a person to open (see the report).
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    for size in [4, 6, 9, 16, 25] {
        let solution = support::solution(size);
        let puzzle = support::carve(&solution, 3);
        let mut played = puzzle.clone();
        for i in (1..size * size).step_by(7) {
            let c = Cell::from_index(puzzle.shape(), i).unwrap();
            if puzzle.get(c).is_none() {
                played.set(c, solution.get(c)).unwrap();
            }
        }
        let shape = puzzle.shape();
        let hint = Highlight {
            cells: vec![cell(shape, 0, 0), cell(shape, 0, 3)],
            placements: vec![(cell(shape, 1, 1), solution.get(cell(shape, 1, 1)).unwrap())],
            eliminations: vec![(cell(shape, 2, 2), digit(1))],
        };
        let options = SvgOptions::default()
            .givens(&puzzle)
            .pencil_marks(PencilMarks::Computed)
            .highlight(hint);
        let picture = svg(&played, &options);
        assert!(Document::parse(&picture).is_ok());
        std::fs::write(dir.join(format!("board-{size}.svg")), picture).unwrap();
    }
}

/// Issue 41, item 14: `check --format svg` marked conflicts with a hint's pale yellow.
/// Conflicting cells are filled red, over any other tint, once each.
#[test]
fn conflicts_are_filled_red_over_other_tints() {
    let puzzle = sudoku_engine::format::parse_str("11..............").unwrap();
    let shape = puzzle.shape();
    let (a, b) = (cell(shape, 0, 0), cell(shape, 0, 1));
    let hint = Highlight {
        cells: vec![a],
        ..Highlight::default()
    };
    let big = Shape::for_size(9).unwrap();
    let options = SvgOptions::default()
        .highlight(hint)
        .conflicts(vec![a, b, cell(big, 8, 8)]);
    let picture = svg(&puzzle, &options);
    assert_eq!(
        count(&picture, "rect", Some("conflict-cell")),
        2,
        "{picture}"
    );
    let doc = Document::parse(&picture).unwrap();
    let rects: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .collect();
    for rect in rects
        .iter()
        .filter(|r| r.attribute("class") == Some("conflict-cell"))
    {
        let fill = rect.attribute("fill").expect("a fill");
        let rgb = u32::from_str_radix(fill.trim_start_matches('#'), 16).expect("#rrggbb");
        let (r, g, b) = (rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff);
        assert!(
            r >= 0xe0 && g <= 0x80 && b <= 0x80,
            "{fill} is not a clear red"
        );
    }
    // Drawn after the evidence tint of the same cell, so it is what shows.
    let position = |class: &str| {
        rects
            .iter()
            .position(|r| r.attribute("class") == Some(class))
    };
    assert!(
        position("evidence") < position("conflict-cell"),
        "{picture}"
    );
}
