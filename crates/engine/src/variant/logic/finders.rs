//! The variant finders, in step order, expanded from the registry's variant rows
//! (`logic/registry.rs`): for each, the call, its file, and the techniques it can produce.

use super::grid::VGrid;
use super::{
    brute_force, chains, contradiction, fish, forcing, intersections, rules, singles, subsets,
    wings, Ctx,
};
use crate::logic::registry::registry;
use crate::logic::{Level, Step, Technique};

/// A variant finder: the first step of its techniques, if any.
pub(crate) type Finder = fn(&VGrid, &mut Ctx<'_>) -> Option<Step>;

/// One finder, in step order.
pub(crate) struct FinderRow {
    /// The call.
    pub finder: Finder,
    /// The file under `variant/logic/` that holds it (the tests name it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub file: &'static str,
    /// Every technique it can produce (a test holds each finder to it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub produces: &'static [Technique],
}

/// Expands the registry's variant rows (the classic rows are expanded in `logic/finders.rs`).
macro_rules! declare_variant_finders {
    (
        classic { $($classic:tt)* }
        variant {$(
            $file:literal also [$($also:ident),*] ($finder:expr) {
                $( $(#[$doc:meta])* $v:ident = ($name:literal, $score:literal, $level:ident, $se:literal, $rule:ident $(, $alias:literal)*) ),* $(,)?
            }
        )*}
    ) => {
        /// Every variant finder, in step order.
        pub(crate) static FINDERS: &[FinderRow] = &[$(
            FinderRow {
                finder: $finder,
                file: $file,
                produces: &[$(Technique::$v,)* $(Technique::$also),*],
            },
        )*];
    };
}

registry!(declare_variant_finders);

/// The first step any finder finds, in step order.
pub(crate) fn next_step(g: &VGrid, ctx: &mut Ctx<'_>) -> Option<Step> {
    FINDERS.iter().find_map(|row| (row.finder)(g, ctx))
}

/// The finders whose techniques are all `ceiling` or easier: a prefix of [`FINDERS`], since
/// they run in order of level.
pub(crate) fn up_to(ceiling: Level) -> &'static [FinderRow] {
    let end = FINDERS
        .iter()
        .position(|row| row.produces.iter().any(|t| t.level() > ceiling))
        .unwrap_or(FINDERS.len());
    &FINDERS[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finders_run_in_order_of_level() {
        // `up_to` and `VariantPuzzle::level_at_most` rely on it.
        let mut last = Level::Easy;
        for (k, row) in FINDERS.iter().enumerate() {
            let low = row.produces.iter().map(|t| t.level()).min().unwrap();
            let high = row.produces.iter().map(|t| t.level()).max().unwrap();
            assert!(
                low >= last,
                "finder {} ({}) comes after a harder one",
                k + 1,
                row.file
            );
            last = high;
        }
        assert_eq!(up_to(Level::Extreme).len(), FINDERS.len());
        assert!(up_to(Level::Easy).len() < up_to(Level::Medium).len());
    }

    /// The variant rows as the Markdown table of `docs/RATING.md`: one line per finder, in
    /// step order; a technique the classic rows declare is marked as shared.
    fn markdown_table() -> String {
        let mut out = String::from(
            "| order | technique | score | level | SE | file |\n|---|---|---|---|---|---|\n",
        );
        for (k, row) in FINDERS.iter().enumerate() {
            let cell = |f: &dyn Fn(Technique) -> String| {
                row.produces
                    .iter()
                    .map(|&t| f(t))
                    .collect::<Vec<_>>()
                    .join(" / ")
            };
            let names = cell(&|t| {
                if t.is_variant_only() {
                    t.name().to_string()
                } else {
                    format!("{} (classic)", t.name())
                }
            });
            let mut levels: Vec<&str> = row.produces.iter().map(|t| t.level().name()).collect();
            levels.dedup();
            out.push_str(&format!(
                "| {} | {names} | {} | {} | {} | `variant/logic/{}` |\n",
                k + 1,
                cell(&|t| t.score().to_string()),
                levels.join(" / "),
                cell(&|t| format!("{:.1}", t.se())),
                row.file
            ));
        }
        out
    }

    #[test]
    fn docs_rating_md_holds_the_variant_rows() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/RATING.md");
        let doc = std::fs::read_to_string(path).expect("docs/RATING.md is readable");
        let (start, end) = (
            "<!-- variant-registry:start -->\n",
            "<!-- variant-registry:end -->",
        );
        let expected = markdown_table();
        let Some(from) = doc.find(start).map(|i| i + start.len()) else {
            panic!("RATING.md has no variant table; it should read:\n{expected}");
        };
        let to = doc[from..].find(end).expect("RATING.md has the end marker") + from;
        assert!(
            doc[from..to] == expected,
            "docs/RATING.md disagrees with the registry's variant rows; the table should read:\n{expected}"
        );
    }

    #[test]
    fn every_variant_only_technique_has_a_row() {
        for &t in Technique::ALL.iter().filter(|t| t.is_variant_only()) {
            let rows = FINDERS.iter().filter(|r| r.produces.contains(&t)).count();
            assert_eq!(rows, 1, "{t}");
        }
    }
}
