//! Step texts, technique names and level names in every language.
//!
//! The engine describes each step as data ([`Wording`]) and writes the English sentence
//! itself ([`Step::text`]); this module writes the same sentence in any language from the
//! same data, one Fluent message per kind of sentence (`step-…`), with the technique's name
//! translated (`technique-…`). English comes out byte for byte as the engine writes it (a
//! test checks every kind of sentence), so `Step::text` stays the machine-stable form that
//! JSON output carries.
//!
//! A message gets its parts as arguments: cells, lists and notations as text (they are
//! written the same in every language), single digits and unit numbers as numbers (so that a
//! translation may select on them, as Catalan does for `l'1`), and each unit as its kind
//! (`row`, `column`, `box` or `other`) plus its number (`unit` and `unit_n`), so that each
//! language chooses its own words and articles.

use sudoku_engine::logic::wording::{
    cell_list, chain_ends, chain_notation, clue_suffix, digit_list, number_list, sum_terms, Choice,
    RectangleReason,
};
use sudoku_engine::logic::{Level, Step, Technique, Wording};
use sudoku_engine::{Cell, Unit};

use crate::{tr_in, Arg, Lang};

/// The message family of technique names: `technique-` and the name in kebab case.
const TECHNIQUE: &str = "technique-";
/// The message family of level names: `level-` and the level's name.
const LEVEL: &str = "level-";

/// The id of a technique's name: `technique-hidden-single`, `technique-2-string-kite`,
/// `technique-locked-candidates-type-1-pointing` (HoDoKu's name in lowercase, every run of
/// other characters a `-`).
pub fn technique_id(t: Technique) -> String {
    let mut id = String::from(TECHNIQUE);
    let mut dash = false;
    for c in t.name().chars() {
        if c.is_ascii_alphanumeric() {
            if dash && !id.ends_with('-') {
                id.push('-');
            }
            id.push(c.to_ascii_lowercase());
            dash = false;
        } else {
            dash = true;
        }
    }
    id
}

/// A technique's name in `lang` (HoDoKu's name in English).
pub fn technique_name(lang: Lang, t: Technique) -> String {
    tr_in(lang, &technique_id(t), &[])
}

/// A level's name in `lang` (`easy` … `extreme` in English).
pub fn level_name(lang: Lang, level: Level) -> String {
    tr_in(lang, &[LEVEL, level.name()].concat(), &[])
}

/// The arguments of one message.
struct Args(Vec<(&'static str, Arg)>);

impl Args {
    fn text(&mut self, name: &'static str, value: impl Into<String>) -> &mut Args {
        self.0.push((name, Arg::Str(value.into())));
        self
    }

    fn num(&mut self, name: &'static str, n: u8) -> &mut Args {
        self.0.push((name, Arg::Num(f64::from(n))));
        self
    }

    fn cell(&mut self, name: &'static str, c: Cell) -> &mut Args {
        self.text(name, c.to_string())
    }

    fn cells(&mut self, name: &'static str, cs: &[Cell]) -> &mut Args {
        self.text(name, cell_list(cs))
    }

    fn digits(&mut self, name: &'static str, ds: &[u8]) -> &mut Args {
        self.text(name, digit_list(ds))
    }

    /// A unit as its kind under `name` and its number (from 1) under `number`.
    fn unit(&mut self, name: &'static str, number: &'static str, u: Unit) -> &mut Args {
        let (kind, n) = match u {
            Unit::Row(i) => ("row", i),
            Unit::Col(i) => ("column", i),
            Unit::Box(i) => ("box", i),
            Unit::Extra(i) => ("other", i),
            _ => ("other", 0),
        };
        self.text(name, kind).num(number, n.saturating_add(1))
    }
}

/// A step's sentence in `lang`: `Hidden Single: in row 8, 1 fits only in r8c6 (its only
/// choice) → r8c6 = 1` in English (exactly [`Step::text`]), `Lloc únic: a la fila 8, l'1 només
/// pot anar a r8c6 (la seva única opció) → r8c6 = 1` in Catalan.
pub fn step_text(lang: Lang, step: &Step) -> String {
    match message(lang, step) {
        Some((id, args)) => tr_in(lang, id, &args.0),
        // A sentence added to the engine later, with no message yet: its English form.
        None => step.text.clone(),
    }
}

/// The id of the message that writes `step`'s sentence, e.g. `step-hidden-single`; `None` for
/// a kind of sentence added to the engine later that has no message yet.
pub fn step_message_id(step: &Step) -> Option<&'static str> {
    message(Lang::En, step).map(|(id, _)| id)
}

/// The message of `step`'s sentence and its arguments in `lang`.
fn message(lang: Lang, step: &Step) -> Option<(&'static str, Args)> {
    let mut a = Args(Vec::new());
    a.text("technique", technique_name(lang, step.technique))
        .text("result", step.result_text());
    let id = match &step.wording {
        Wording::FullHouse { cell, unit, digit } => {
            a.cell("cell", *cell)
                .unit("unit", "unit_n", *unit)
                .num("digit", *digit);
            "step-full-house"
        }
        Wording::NakedSingle { cell, digit } => {
            a.cell("cell", *cell).num("digit", *digit);
            "step-naked-single"
        }
        Wording::HiddenSingle { unit, digit, cell } => {
            a.unit("unit", "unit_n", *unit)
                .num("digit", *digit)
                .cell("cell", *cell);
            "step-hidden-single"
        }
        Wording::LockedCandidates { from, digit, to } => {
            a.unit("from", "from_n", *from)
                .num("digit", *digit)
                .unit("to", "to_n", *to);
            "step-locked-candidates"
        }
        Wording::NakedSubset {
            units,
            cells,
            digits,
        } => {
            a.cells("cells", cells).digits("digits", digits);
            if let Some(&u) = units.first() {
                a.unit("unit", "unit_n", u);
            }
            match units.get(1) {
                Some(&u2) => {
                    a.unit("unit2", "unit2_n", u2);
                    "step-naked-subset-two-units"
                }
                None => "step-naked-subset",
            }
        }
        Wording::HiddenSubset {
            unit,
            digits,
            cells,
        } => {
            a.unit("unit", "unit_n", *unit)
                .digits("digits", digits)
                .cells("cells", cells);
            "step-hidden-subset"
        }
        Wording::Fish {
            digit,
            rows,
            base,
            cover,
            fins,
        } => {
            a.num("digit", *digit)
                .text("base_kind", if *rows { "row" } else { "column" })
                .text("base", number_list(base))
                .text("cover", number_list(cover));
            if fins.is_empty() {
                "step-fish"
            } else {
                a.cells("fins", fins)
                    .num("fin_count", u8::try_from(fins.len()).unwrap_or(u8::MAX));
                "step-finned-fish"
            }
        }
        Wording::TwoStrongLinks {
            digit,
            cells: [c1, c2, c3, c4],
            units: [u1, u2],
        } => {
            a.num("digit", *digit)
                .cell("cell1", *c1)
                .cell("cell2", *c2)
                .cell("cell3", *c3)
                .cell("cell4", *c4)
                .unit("unit", "unit_n", *u1)
                .unit("unit2", "unit2_n", *u2);
            "step-two-strong-links"
        }
        Wording::EmptyRectangle {
            box_number,
            digit,
            cells,
            pair: [near, far],
            line,
        } => {
            a.num("box", *box_number)
                .num("digit", *digit)
                .cells("cells", cells)
                .cell("cell1", *near)
                .cell("cell2", *far)
                .unit("line", "line_n", *line);
            "step-empty-rectangle"
        }
        Wording::RemotePair { digits, cells } => {
            a.digits("digits", digits).cells("cells", cells);
            a.text(
                "first",
                cells.first().map(Cell::to_string).unwrap_or_default(),
            )
            .text(
                "last",
                cells.last().map(Cell::to_string).unwrap_or_default(),
            );
            "step-remote-pair"
        }
        Wording::WWing {
            cells: [c1, c2],
            digits,
            link,
            ends: [e1, e2],
            digit,
        } => {
            a.cell("cell1", *c1)
                .cell("cell2", *c2)
                .digits("digits", digits)
                .num("link", *link)
                .cell("end1", *e1)
                .cell("end2", *e2)
                .num("digit", *digit);
            "step-w-wing"
        }
        Wording::XyWing {
            pivot,
            pincers: [p1, p2],
            digit,
        }
        | Wording::XyzWing {
            pivot,
            pincers: [p1, p2],
            digit,
        } => {
            a.text("pivot", pivot.plain())
                .text("pincer1", p1.plain())
                .text("pincer2", p2.plain())
                .num("digit", *digit);
            if matches!(step.wording, Wording::XyWing { .. }) {
                "step-xy-wing"
            } else {
                "step-xyz-wing"
            }
        }
        Wording::UniqueRectangle {
            cells,
            digits,
            reason,
        } => {
            a.cells("cells", cells).digits("digits", digits);
            rectangle(&mut a, reason)?
        }
        Wording::BugPlusOne { cell, digit } => {
            a.cell("cell", *cell).num("digit", *digit);
            "step-bug-plus-one"
        }
        Wording::ColorTrap {
            digit,
            colors: [c1, c2],
        } => {
            a.num("digit", *digit)
                .cells("color1", c1)
                .cells("color2", c2);
            "step-color-trap"
        }
        Wording::ColorWrap {
            digit,
            wrong,
            right,
        } => {
            a.num("digit", *digit)
                .cells("wrong", wrong)
                .cells("right", right);
            "step-color-wrap"
        }
        Wording::MultiColorTrap {
            digit,
            cells,
            other: [c1, c2],
        } => {
            a.num("digit", *digit)
                .cells("cells", cells)
                .cells("color1", c1)
                .cells("color2", c2);
            "step-multi-color-trap"
        }
        Wording::MultiColorWing {
            digit,
            seeing: [s1, s2],
            fills: [f1, f2],
        } => {
            a.num("digit", *digit)
                .cells("seeing1", s1)
                .cells("seeing2", s2)
                .cells("fill1", f1)
                .cells("fill2", f2);
            "step-multi-color-wing"
        }
        Wording::Chain { nodes } => {
            let (first, last) = chain_ends(nodes);
            a.text("chain", chain_notation(nodes));
            if first == last {
                // Both strong ends at one candidate: that candidate is true.
                a.num("digit", first.digit)
                    .text("cells", first.cells_slashed());
                "step-chain-one"
            } else {
                a.num("first_digit", first.digit)
                    .text("first_cells", first.cells_slashed())
                    .num("last_digit", last.digit)
                    .text("last_cells", last.cells_slashed());
                "step-chain"
            }
        }
        Wording::AlsXz {
            sets: [s1, s2],
            common,
            digits,
        } => {
            a.text("set1", s1.braced())
                .text("set2", s2.braced())
                .num("common", *common)
                .digits("digits", digits);
            "step-als-xz"
        }
        Wording::AlsXyWing {
            pivot,
            pincers: [s1, s2],
            commons: [x, y],
            digits,
        } => {
            a.text("pivot", pivot.braced())
                .text("set1", s1.braced())
                .text("set2", s2.braced())
                .num("common1", *x)
                .num("common2", *y)
                .digits("digits", digits);
            "step-als-xy-wing"
        }
        Wording::SueDeCoq {
            core,
            box_number,
            line,
            line_part,
            box_part,
        } => {
            a.text("core", core.plain())
                .num("box", *box_number)
                .unit("line", "line_n", *line)
                .text("line_part", line_part.plain())
                .text("box_part", box_part.plain());
            "step-sue-de-coq"
        }
        Wording::ForcingClash { assumed, clash } => {
            a.text("assumed", assumed.to_string())
                .text("clash", clash.to_string());
            "step-forcing-clash"
        }
        Wording::ForcingDeadEnd { assumed } => {
            a.text("assumed", assumed.to_string());
            "step-forcing-dead-end"
        }
        Wording::ForcingFalse { assumed } => {
            a.text("assumed", assumed.to_string());
            "step-forcing-false"
        }
        Wording::ForcingVerity { choice } => match choice {
            Choice::Candidate(c) => {
                a.text("candidate", c.to_string());
                "step-verity-candidate"
            }
            Choice::Cell(cell) => {
                a.cell("cell", *cell);
                "step-verity-cell"
            }
            Choice::Unit { digit, unit } => {
                a.num("digit", *digit).unit("unit", "unit_n", *unit);
                "step-verity-unit"
            }
            _ => return None,
        },
        Wording::NetTrue { assumed } => {
            a.text("assumed", assumed.to_string());
            "step-net-true"
        }
        Wording::NetFalse { assumed } => {
            a.text("assumed", assumed.to_string());
            "step-net-false"
        }
        Wording::NetVerity { cell } => {
            a.cell("cell", *cell);
            "step-net-verity"
        }
        Wording::BruteForce { cell, digit } => {
            a.cell("cell", *cell).num("digit", *digit);
            "step-brute-force"
        }
        Wording::OnlyDigit { cell, digit } => {
            a.cell("cell", *cell).num("digit", *digit);
            "step-only-digit"
        }
        Wording::Rule { cells, clue } => {
            a.cells("cells", cells).text("clue", clue_suffix(*clue));
            "step-rule"
        }
        Wording::HouseSum { terms, total } => {
            a.text("terms", sum_terms(terms))
                .text("total", total.to_string());
            "step-house-sum"
        }
        Wording::Trial { cell, digit } => {
            a.cell("cell", *cell).num("digit", *digit);
            "step-trial"
        }
        Wording::Contradiction { cell, digit, at } => {
            a.cell("cell", *cell).num("digit", *digit);
            match at {
                Some(c) => {
                    a.cell("at", *c);
                    "step-contradiction-at"
                }
                None => "step-contradiction",
            }
        }
        _ => return None,
    };
    Some((id, a))
}

/// The arguments and message of a unique rectangle's reason; `None` for a reason added to
/// the engine later, which has no message yet.
fn rectangle(a: &mut Args, reason: &RectangleReason) -> Option<&'static str> {
    let id = match reason {
        RectangleReason::OneCorner { cell } => {
            a.cell("cell", *cell);
            "step-ur-one-corner"
        }
        RectangleReason::SharedExtra { cells, digits } => {
            a.cells("corners", cells).digits("extra", digits);
            "step-ur-shared-extra"
        }
        RectangleReason::NakedSubset {
            extra,
            cells,
            digits,
            unit,
        } => {
            a.digits("extra", extra)
                .cells("others", cells)
                .digits("subset", digits)
                .unit("unit", "unit_n", *unit);
            "step-ur-naked-subset"
        }
        RectangleReason::ConjugatePair {
            digit,
            cells: [c1, c2],
        } => {
            a.num("digit", *digit).cell("cell1", *c1).cell("cell2", *c2);
            "step-ur-conjugate-pair"
        }
        RectangleReason::XWing { digit } => {
            a.num("digit", *digit);
            "step-ur-x-wing"
        }
        RectangleReason::Hidden {
            corner,
            digit,
            row,
            column,
        } => {
            a.cell("corner", *corner)
                .num("digit", *digit)
                .num("row", *row)
                .num("column", *column);
            "step-hidden-rectangle"
        }
        _ => return None,
    };
    Some(id)
}

/// The nudge of a step in `lang`: the technique and the unit (or cell) to look at, `Naked
/// Single in box 5` in English (exactly [`Step::vague_text`]).
pub fn vague_text(lang: Lang, step: &Step) -> String {
    let technique = Arg::Str(technique_name(lang, step.technique));
    match (step.units.first(), step.cells.first()) {
        (Some(&u), _) => {
            let mut a = Args(vec![("technique", technique)]);
            a.unit("unit", "unit_n", u);
            tr_in(lang, "hint-vague-unit", &a.0)
        }
        (None, Some(c)) => tr_in(
            lang,
            "hint-vague-cell",
            &[("technique", technique), ("cell", Arg::Str(c.to_string()))],
        ),
        (None, None) => tr_in(lang, "hint-vague", &[("technique", technique)]),
    }
}
