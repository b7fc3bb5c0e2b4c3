//! The finders, in step order, expanded from the registry table (`registry.rs`): for each, the
//! call, the sizes it works on, its file, and the techniques it can produce.
//!
//! This is the only module that calls the technique files; they in turn see only the grid and
//! the shared [`Context`], so no technique file imports the step engine.

use super::candidates::CandidateGrid;
use super::context::Context;
use super::registry::registry;
use super::step::Step;
use super::technique::Technique;
use super::{
    als, brute_force, chains, coloring, fish, forcing, intersections, single_digit, singles,
    subsets, uniqueness, wings,
};

/// A finder: the first step of its techniques on the grid, if any. Finders that can take long
/// poll the context's budget and give up (`None`) once it has run out; the step loop then
/// reports the interruption.
pub(crate) type Finder = fn(&CandidateGrid, &mut Context<'_>) -> Option<Step>;

/// The grid sizes a finder works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sizes {
    /// Every size (the finder walks the shared [`crate::Topology`]).
    Every,
    /// 9×9 only (the finder works on 81-bit cell masks).
    Nine,
}

/// One finder, in step order.
pub(crate) struct FinderRow {
    /// The call.
    pub finder: Finder,
    /// The sizes it works on.
    pub sizes: Sizes,
    /// The file that holds it (for the documentation table).
    // Only the test that checks `docs/RATING.md` reads it; it stays in the table all the same,
    // where the doc's column comes from.
    #[cfg_attr(not(test), allow(dead_code))]
    pub file: &'static str,
    /// Every technique it can produce: the ones first declared in this row, then the ones it
    /// shares with an earlier row.
    pub produces: &'static [Technique],
}

/// Expands the registry's classic finder rows (the technique details are read in
/// `technique.rs`; the variant rows in `variant/logic/finders.rs`).
macro_rules! declare_finders {
    (
        classic {$(
            $sizes:ident $file:literal also [$($also:ident),*] ($finder:expr) {
                $( $(#[$doc:meta])* $v:ident = ($name:literal, $score:literal, $level:ident, $se:literal, $rule:ident $(, $alias:literal)*) ),* $(,)?
            }
        )*}
        variant { $($variant:tt)* }
    ) => {
        /// Every finder, in step order.
        pub(crate) static FINDERS: &[FinderRow] = &[$(
            FinderRow {
                finder: $finder,
                sizes: Sizes::$sizes,
                file: $file,
                produces: &[$(Technique::$v,)* $(Technique::$also),*],
            },
        )*];
    };
}

registry!(declare_finders);

/// The row of the finder that first produces `t` (its sizes and file).
pub(crate) fn finder_of(t: Technique) -> Option<&'static FinderRow> {
    FINDERS.iter().find(|row| row.produces.contains(&t))
}

/// The registry as the Markdown table of `docs/RATING.md`: one line per finder, in step order.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;
    use crate::logic::technique::{Info, SeRule};

    fn markdown_table() -> String {
        let mut out = String::from(
            "| order | technique | score | level | SE | sizes | file |\n|---|---|---|---|---|---|---|\n",
        );
        for (k, row) in FINDERS.iter().enumerate() {
            let own: Vec<&Info> = row
                .produces
                .iter()
                .map(|t| t.info())
                .filter(|i| {
                    FINDERS
                        .iter()
                        .position(|r| r.produces.contains(&i.technique))
                        == Some(k)
                })
                .collect();
            let join = |f: &dyn Fn(&Info) -> String| {
                own.iter().map(|i| f(i)).collect::<Vec<_>>().join(" / ")
            };
            let mut names = join(&|i| i.name.to_string());
            let shared: Vec<&str> = row
                .produces
                .iter()
                .map(|t| t.info())
                .filter(|i| !own.iter().any(|o| o.technique == i.technique))
                .map(|i| i.name)
                .collect();
            if !shared.is_empty() {
                names.push_str(&format!(" (also {})", shared.join(", ")));
            }
            let mut levels: Vec<&str> = own.iter().map(|i| i.level.name()).collect();
            levels.dedup();
            let se = join(&|i| match i.se_rule {
                SeRule::Flat => format!("{:.1}", i.se),
                SeRule::Chain => format!("{:.1}+", i.se),
            });
            let sizes = match row.sizes {
                Sizes::Every => "every",
                Sizes::Nine => "9×9",
            };
            out.push_str(&format!(
                "| {} | {names} | {} | {} | {se} | {sizes} | `{}` |\n",
                k + 1,
                join(&|i| i.score.to_string()),
                levels.join(" / "),
                row.file
            ));
        }
        out
    }

    #[test]
    fn every_technique_is_first_declared_by_exactly_one_finder_in_enum_order() {
        // The first-declaring rows, read in step order, list the techniques in enum order.
        let mut seen = Vec::new();
        for row in FINDERS {
            for &t in row.produces {
                if !seen.contains(&t) {
                    seen.push(t);
                }
            }
        }
        let classic: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|t| !t.is_variant_only())
            .collect();
        assert_eq!(seen, classic, "first production order vs enum order");
        for row in FINDERS {
            let mut sorted = row.produces.to_vec();
            sorted.sort();
            sorted.dedup();
            assert_eq!(
                sorted.len(),
                row.produces.len(),
                "a row lists a technique twice"
            );
        }
    }

    #[test]
    fn docs_rating_md_holds_the_registry_table() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/RATING.md");
        let doc = std::fs::read_to_string(path).expect("docs/RATING.md is readable");
        let (start, end) = ("<!-- registry:start -->\n", "<!-- registry:end -->");
        let from = doc.find(start).expect("RATING.md has the start marker") + start.len();
        let to = doc[from..].find(end).expect("RATING.md has the end marker") + from;
        let expected = markdown_table();
        assert!(
            doc[from..to] == expected,
            "docs/RATING.md disagrees with logic/registry.rs; the table should read:\n{expected}"
        );
    }

    /// Puzzles whose solving paths reach most finders: an easy one, hard ones from the
    /// benchmark set top1465 (#1 forcing chains and nets, #13 Sue de Coq, #21 ALS-XY-Wing,
    /// #46 grouped nice loops, #81 remote pair) and a 16×16 for the size-generic finders.
    const PUZZLES: &[&str] = &[
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        "6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..",
        "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..",
        "6..1...8..53.............4....8...6..9....7....24.........7.3.9....2.5..1........",
        "2...6...8.743.........2....62......1...4..5..8...........5..34......1..........7.",
        "..6B5C.1..D.4.....84.G....27.9F5.....82..5....1.....4..7C..123.A8.7...D...5...3.E...C.7A9..G...D9...8..4...3.E..D.....5....A...16..C...D..3....9...5..1..........G.3.7......BA.8.7..B..5E..6...CCA...3G.5.E..F6..8GD.B.C.34.97...B5....97....8........4.FG..C.B.",
    ];

    #[test]
    fn every_finder_produces_only_the_techniques_its_row_declares() {
        let mut wrong = Vec::new();
        let mut produced = Vec::new();
        for text in PUZZLES {
            let puzzle = format::parse_str(text).expect("test puzzles parse");
            let mut grid =
                CandidateGrid::from_grid(&puzzle).expect("test puzzles have no conflict");
            let budget = crate::Budget::unlimited();
            let solution = crate::logic::solution::unique_solution(&grid, &mut budget.meter())
                .expect("test puzzles have one solution");
            let mut ctx = Context::new(solution, &budget);
            let nine = grid.is_nine();
            // Walk the engine's own path; at every position ask every finder, not only the
            // first that applies, so that late finders see many positions too.
            for _ in 0..400 {
                ctx.new_position();
                for row in FINDERS.iter().filter(|r| nine || r.sizes == Sizes::Every) {
                    if let Some(step) = (row.finder)(&grid, &mut ctx) {
                        produced.push(step.technique);
                        if !row.produces.contains(&step.technique) {
                            wrong.push(format!("{} from the row of {}", step.technique, row.file));
                        }
                        // The extreme hunt's bound (`generate/wanted.rs`, `surely_extreme`)
                        // counts on every step scoring at least 4 for each cell it places.
                        let places = step.placements.len() as u32;
                        if step.technique.score() < 4 * places {
                            wrong.push(format!("{} places {places} cells", step.technique));
                        }
                    }
                }
                match crate::logic::engine::next_step_in(&grid, &mut ctx) {
                    Ok(Some(step)) => {
                        grid.apply(&step);
                        ctx.applied(&step);
                    }
                    _ => break,
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "undeclared techniques or cheap placements: {wrong:?}"
        );
        // The walk must reach the multi-technique finders, or it would prove little.
        for t in [
            Technique::NakedSingle,
            Technique::UniquenessTest1,
            Technique::SashimiXWing,
            Technique::GroupedAic,
            Technique::ForcingNetContradiction,
        ] {
            assert!(produced.contains(&t), "{t} never produced");
        }
    }
}
