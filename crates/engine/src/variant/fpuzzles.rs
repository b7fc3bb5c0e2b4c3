//! f-puzzles' JSON: read into the rule model and written back.
//!
//! f-puzzles keeps a puzzle as one JSON object: `size`, a `grid` of N rows of N cell objects
//! (`value` with `given: true` for a given, `region` for irregular regions), boolean global
//! rules (`diagonal+`, `antiknight`, ...), and one array per constraint kind, with cells named
//! `R1C1` and outside clues on row or column 0 or N + 1. Killer totals and clue values are
//! strings. Elements that only draw (`line`, `circle`, `rectangle`, `text`, `cage`) carry no
//! rule of their own; they are listed in [`VariantPuzzle::unused`](super::VariantPuzzle) so a
//! caller can say that they were not used. Any other key this reader does not know makes it
//! refuse the puzzle, naming the key: a rule is never dropped silently.

use serde_json::{json, Map, Value};

use super::json::VariantJsonError;
use super::kinds::*;
use super::{Direction, Place, PuzzleInfo, Rules, VariantPuzzle};
use crate::grid::Grid;
use crate::shape::Shape;

type Res<T> = Result<T, VariantJsonError>;

fn err<T>(path: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(VariantJsonError::new(path, message))
}

/// Keys that carry no rule and nothing to draw: tool settings, the setter's notes.
const IGNORED: &[&str] = &[
    "title",
    "author",
    "ruleset",
    "solution",
    "size",
    "grid",
    "negative",
    "highlightConflicts",
    "disabledlogic",
    "truecandidatesoptions",
    "version",
];

/// Keys that draw without a rule of their own.
const COSMETIC: &[&str] = &["line", "circle", "rectangle", "text", "cage"];

/// Reads f-puzzles' JSON text.
///
/// # Errors
///
/// Malformed JSON, a key or element this reader cannot map exactly, a rule that does not fit
/// the grid: the error names the JSON path.
pub fn from_fpuzzles_json(text: &str) -> Result<VariantPuzzle, VariantJsonError> {
    let v: Value =
        serde_json::from_str(text).map_err(|e| VariantJsonError::new("$", e.to_string()))?;
    from_fpuzzles_value(&v)
}

/// Reads f-puzzles' JSON from a parsed value.
///
/// # Errors
///
/// As [`from_fpuzzles_json`].
pub fn from_fpuzzles_value(v: &Value) -> Result<VariantPuzzle, VariantJsonError> {
    let Some(obj) = v.as_object() else {
        return err("$", "an f-puzzles puzzle is a JSON object");
    };
    let size = match obj.get("size").and_then(Value::as_u64) {
        Some(s) => s as usize,
        None => return err("$.size", "missing or not a number"),
    };
    let shape =
        Shape::for_size(size).map_err(|e| VariantJsonError::new("$.size", e.to_string()))?;
    let n = size;
    let mut givens = vec![0u8; n * n];
    let mut regions: Vec<Option<u8>> = vec![None; n * n];
    match obj.get("grid") {
        None => {}
        Some(Value::Array(rows)) => {
            if rows.len() != n {
                return err("$.grid", format!("{} rows, the size is {n}", rows.len()));
            }
            for (r, row) in rows.iter().enumerate() {
                let Some(row) = row.as_array() else {
                    return err(format!("$.grid[{r}]"), "a row is an array of cells");
                };
                if row.len() != n {
                    return err(
                        format!("$.grid[{r}]"),
                        format!("{} cells, the size is {n}", row.len()),
                    );
                }
                for (c, cell) in row.iter().enumerate() {
                    let path = format!("$.grid[{r}][{c}]");
                    let Some(cell) = cell.as_object() else {
                        if cell.is_null() {
                            continue;
                        }
                        return err(path, "a cell is an object");
                    };
                    let given = cell.get("given").and_then(Value::as_bool).unwrap_or(false);
                    if given {
                        match cell.get("value").and_then(Value::as_u64) {
                            Some(d) if (1..=n as u64).contains(&d) => givens[r * n + c] = d as u8,
                            Some(d) => {
                                return err(
                                    format!("{path}.value"),
                                    format!("{d} is not a digit of the {n}×{n} grid"),
                                )
                            }
                            None => {
                                return err(format!("{path}.value"), "a given cell needs a digit")
                            }
                        }
                    }
                    match cell.get("region") {
                        None | Some(Value::Null) => {}
                        Some(x) => match x.as_u64() {
                            Some(k) if (k as usize) < n => regions[r * n + c] = Some(k as u8),
                            _ => {
                                return err(
                                    format!("{path}.region"),
                                    format!("{x} is not a region from 0 to {}", n - 1),
                                )
                            }
                        },
                    }
                }
            }
        }
        Some(_) => return err("$.grid", "the grid is an array of rows"),
    }
    let regions: Option<Vec<u8>> = regions.iter().any(Option::is_some).then(|| {
        regions
            .iter()
            .enumerate()
            .map(|(i, r)| r.unwrap_or(shape.box_at(i / n, i % n) as u8))
            .collect()
    });

    let mut constraints = Vec::new();
    let mut unused = Vec::new();
    let mut negative: Vec<String> = Vec::new();
    if let Some(neg) = obj.get("negative") {
        let Some(list) = neg.as_array() else {
            return err("$.negative", "a list of constraint names");
        };
        for (k, x) in list.iter().enumerate() {
            match x.as_str() {
                Some(s @ ("ratio" | "difference" | "xv")) => negative.push(s.to_string()),
                Some(other) => {
                    return err(
                        format!("$.negative[{k}]"),
                        format!("the negative rule of {other:?} is not known to this reader"),
                    )
                }
                None => return err(format!("$.negative[{k}]"), "a constraint name"),
            }
        }
    }

    for (key, value) in obj {
        let path = format!("$.{key}");
        let key = key.as_str();
        if IGNORED.contains(&key) {
            continue;
        }
        if COSMETIC.contains(&key) {
            if value.as_array().is_some_and(|a| !a.is_empty()) {
                let count = value.as_array().map_or(0, Vec::len);
                unused.push(format!(
                    "{count} cosmetic {key} element{}",
                    if count == 1 { "" } else { "s" }
                ));
            }
            continue;
        }
        match key {
            "diagonal+" | "diagonal-" | "antiknight" | "antiking" | "disjointgroups"
            | "nonconsecutive" => {
                let Some(on) = value.as_bool() else {
                    return err(path, "true or false");
                };
                if !on {
                    continue;
                }
                constraints.push(match key {
                    "diagonal+" => Constraint::Diagonal(Diagonal {
                        direction: DiagonalDirection::Anti,
                    }),
                    "diagonal-" => Constraint::Diagonal(Diagonal {
                        direction: DiagonalDirection::Main,
                    }),
                    "antiknight" => Constraint::AntiKnight(AntiKnight {}),
                    "antiking" => Constraint::AntiKing(AntiKing {}),
                    "disjointgroups" => Constraint::DisjointGroups(DisjointGroups {}),
                    // f-puzzles' non-consecutive spares pairs with a white or black dot: it is
                    // the negative rule of white dots.
                    _ => Constraint::NoDifference(NoDifference::default()),
                });
            }
            _ => {
                let Some(items) = value.as_array() else {
                    return err(path, "a list of elements");
                };
                for (k, item) in items.iter().enumerate() {
                    let ipath = format!("{path}[{k}]");
                    let el = Element {
                        path: &ipath,
                        obj: item.as_object(),
                        n,
                    };
                    if el.obj.is_none() {
                        return err(ipath, "an element is an object");
                    }
                    read_element(key, &el, &mut constraints)?;
                }
            }
        }
    }
    if negative.iter().any(|s| s == "difference") {
        constraints.push(Constraint::NoDifference(NoDifference::default()));
    }
    if negative.iter().any(|s| s == "ratio") {
        // Every ratio the black dots use is banned from the pairs without a dot (2 when no
        // dot gives a value).
        let mut values: Vec<u32> = constraints
            .iter()
            .filter_map(|c| match c {
                Constraint::Ratio(r) => Some(r.value.unwrap_or(2)),
                _ => None,
            })
            .collect();
        if values.is_empty() {
            values.push(2);
        }
        values.sort_unstable();
        values.dedup();
        for v in values {
            constraints.push(Constraint::NoRatio(NoRatio {
                value: (v != 2).then_some(v),
            }));
        }
    }
    if negative.iter().any(|s| s == "xv") {
        constraints.push(Constraint::NoXv(NoXv {}));
    }

    let rules = Rules::new(shape, regions.as_deref(), constraints)
        .map_err(|e| VariantJsonError::from_variant(e.into()))?;
    let grid = Grid::from_values(shape, &givens)
        .map_err(|e| VariantJsonError::new("$.grid", e.to_string()))?;
    let mut p = VariantPuzzle::new(grid, rules).map_err(VariantJsonError::from_variant)?;
    if let Some(sol) = obj.get("solution") {
        p.solution = read_solution(sol, shape)?;
    }
    let text = |k: &str| {
        obj.get(k)
            .and_then(Value::as_str)
            .map(str::to_string)
            .filter(|s| !s.is_empty())
    };
    p.info = PuzzleInfo {
        title: text("title"),
        author: text("author"),
        rules_text: text("ruleset"),
    };
    p.unused = unused;
    Ok(p)
}

fn read_solution(v: &Value, shape: Shape) -> Res<Option<Grid>> {
    let n = shape.size();
    let Some(list) = v.as_array() else {
        return err("$.solution", "a list of N² digits");
    };
    if list.len() != n * n {
        return err(
            "$.solution",
            format!("{} digits, the grid has {} cells", list.len(), n * n),
        );
    }
    let mut values = Vec::with_capacity(n * n);
    for (i, x) in list.iter().enumerate() {
        let d = match x {
            Value::Number(k) => k.as_u64(),
            Value::String(s) => s.trim().parse::<u64>().ok(),
            _ => None,
        };
        match d {
            // A solution with holes is a setter's partial one: not a solution to check.
            Some(0) | None
                if x.is_null() || x == &json!(0) || x == &json!("") || x == &json!(".") =>
            {
                return Ok(None)
            }
            Some(d) if (1..=n as u64).contains(&d) => values.push(d as u8),
            _ => {
                return err(
                    format!("$.solution[{i}]"),
                    format!("{x} is not a digit of the {n}×{n} grid"),
                )
            }
        }
    }
    Ok(Grid::from_values(shape, &values).ok())
}

/// One element of a constraint list, with its path for errors.
struct Element<'a> {
    path: &'a str,
    obj: Option<&'a Map<String, Value>>,
    n: usize,
}

impl Element<'_> {
    fn get(&self, key: &str) -> Option<&Value> {
        self.obj.and_then(|o| o.get(key))
    }

    fn place_of(&self, key: &str, v: &Value) -> Res<Place> {
        match v.as_str().map(str::parse::<Place>) {
            Some(Ok(p)) => Ok(p),
            _ => err(
                format!("{}.{key}", self.path),
                format!("{v} is not a cell name such as R1C1"),
            ),
        }
    }

    fn cell(&self, key: &str) -> Res<Place> {
        match self.get(key) {
            Some(v) => self.place_of(key, v),
            None => err(format!("{}.{key}", self.path), "missing"),
        }
    }

    fn cells(&self, key: &str) -> Res<Vec<Place>> {
        match self.get(key) {
            Some(Value::Array(list)) => list.iter().map(|v| self.place_of(key, v)).collect(),
            Some(_) => err(format!("{}.{key}", self.path), "a list of cell names"),
            None => err(format!("{}.{key}", self.path), "missing"),
        }
    }

    fn lines(&self) -> Res<Vec<Vec<Place>>> {
        match self.get("lines") {
            Some(Value::Array(list)) => list
                .iter()
                .enumerate()
                .map(|(i, line)| match line {
                    Value::Array(cells) => cells
                        .iter()
                        .map(|v| self.place_of(&format!("lines[{i}]"), v))
                        .collect(),
                    _ => err(
                        format!("{}.lines[{i}]", self.path),
                        "a line is a list of cell names",
                    ),
                })
                .collect(),
            Some(_) => err(format!("{}.lines", self.path), "a list of lines"),
            None => err(format!("{}.lines", self.path), "missing"),
        }
    }

    /// A number written as a number or a string (f-puzzles writes totals as strings).
    fn number(&self, key: &str) -> Res<Option<u32>> {
        match self.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Number(k)) => match k.as_u64() {
                Some(k) if k <= u32::MAX as u64 => Ok(Some(k as u32)),
                _ => err(
                    format!("{}.{key}", self.path),
                    format!("{k} is not a whole number"),
                ),
            },
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) => match s.trim().parse::<u32>() {
                Ok(k) => Ok(Some(k)),
                Err(_) => err(
                    format!("{}.{key}", self.path),
                    format!("{s:?} is not a whole number"),
                ),
            },
            Some(v) => err(
                format!("{}.{key}", self.path),
                format!("{v} is not a number"),
            ),
        }
    }

    fn pair(&self) -> Res<[Place; 2]> {
        let cells = self.cells("cells")?;
        match cells[..] {
            [a, b] => Ok([a, b]),
            _ => err(
                format!("{}.cells", self.path),
                format!("{} cells, a dot sits between two", cells.len()),
            ),
        }
    }
}

fn read_element(key: &str, el: &Element<'_>, out: &mut Vec<Constraint>) -> Res<()> {
    let lines = |make: &dyn Fn(Vec<Place>) -> Constraint, out: &mut Vec<Constraint>| -> Res<()> {
        for line in el.lines()? {
            out.push(make(line));
        }
        Ok(())
    };
    match key {
        "killercage" => out.push(Constraint::Killer(Killer {
            cells: el.cells("cells")?,
            sum: el.number("value")?,
        })),
        "extraregion" => out.push(Constraint::ExtraRegion(ExtraRegion { cells: el.cells("cells")? })),
        "littlekillersum" => {
            let dir = el.get("direction").and_then(Value::as_str).and_then(Direction::from_name);
            let Some(direction) = dir else {
                return err(format!("{}.direction", el.path), "one of UL, UR, DL, DR");
            };
            // An arrow with no total yet has nothing to obey.
            if let Some(sum) = el.number("value")? {
                out.push(Constraint::LittleKiller(LittleKiller { clue: el.cell("cell")?, direction, sum }));
            }
        }
        "sandwichsum" => {
            if let Some(sum) = el.number("value")? {
                out.push(Constraint::Sandwich(Sandwich { clue: el.cell("cell")?, sum }));
            }
        }
        "xsum" => {
            if let Some(sum) = el.number("value")? {
                out.push(Constraint::XSum(XSum { clue: el.cell("cell")?, sum }));
            }
        }
        "skyscraper" => {
            if let Some(count) = el.number("value")? {
                out.push(Constraint::Skyscraper(Skyscraper { clue: el.cell("cell")?, count }));
            }
        }
        "arrow" => {
            let circle = el.cells("cells")?;
            let mut shafts = Vec::new();
            for line in el.lines()? {
                let shaft: Vec<Place> = line.into_iter().skip_while(|p| circle.contains(p)).collect();
                if !shaft.is_empty() {
                    shafts.push(shaft);
                }
            }
            if shafts.is_empty() {
                return err(format!("{}.lines", el.path), "an arrow without a shaft");
            }
            out.push(Constraint::Arrow(Arrow { circle, shafts }));
        }
        "thermometer" => lines(&|cells| Constraint::Thermometer(Thermometer { cells, slow: false }), out)?,
        "slowthermometer" => lines(&|cells| Constraint::Thermometer(Thermometer { cells, slow: true }), out)?,
        "palindrome" => lines(&|cells| Constraint::Palindrome(Palindrome { cells }), out)?,
        "renban" => lines(&|cells| Constraint::Renban(Renban { cells }), out)?,
        "whispers" => {
            let difference = el.number("value")?;
            lines(&|cells| Constraint::Whispers(Whispers { cells, difference }), out)?
        }
        "betweenline" => lines(&|cells| Constraint::Between(Between { cells }), out)?,
        "regionsumline" => lines(&|cells| Constraint::RegionSum(RegionSum { cells }), out)?,
        "entropicline" => lines(&|cells| Constraint::Entropic(Entropic { cells }), out)?,
        "modularline" => lines(&|cells| Constraint::Modular(Modular { cells, modulus: None }), out)?,
        "zipperline" => lines(&|cells| Constraint::Zipper(Zipper { cells }), out)?,
        "difference" => out.push(Constraint::Difference(Difference { cells: el.pair()?, value: el.number("value")? })),
        "ratio" => out.push(Constraint::Ratio(Ratio { cells: el.pair()?, value: el.number("value")? })),
        "xv" => {
            let sum = match el.get("value").and_then(Value::as_str).map(str::trim) {
                Some("X" | "x") => 10,
                Some("V" | "v") => 5,
                _ => return err(format!("{}.value", el.path), "\"X\" or \"V\""),
            };
            out.push(Constraint::Xv(Xv { cells: el.pair()?, sum }));
        }
        "greaterthan" => out.push(Constraint::GreaterThan(GreaterThan { cells: el.pair()? })),
        "odd" => out.push(Constraint::Odd(Odd { cell: el.cell("cell")? })),
        "even" => out.push(Constraint::Even(Even { cell: el.cell("cell")? })),
        "minimum" => out.push(Constraint::Minimum(Minimum { cell: el.cell("cell")? })),
        "maximum" => out.push(Constraint::Maximum(Maximum { cell: el.cell("cell")? })),
        "quadruple" => {
            let digits = match el.get("values") {
                Some(Value::Array(list)) => list
                    .iter()
                    .map(|v| match v.as_u64() {
                        Some(d) if d >= 1 && d <= el.n as u64 => Ok(d as u8),
                        _ => err(format!("{}.values", el.path), format!("{v} is not a digit")),
                    })
                    .collect::<Res<Vec<u8>>>()?,
                _ => return err(format!("{}.values", el.path), "a list of digits"),
            };
            out.push(Constraint::Quadruple(Quadruple { cells: el.cells("cells")?, digits }));
        }
        "clone" => out.push(Constraint::Clone(Clone { cells: el.cells("cells")?, clone: el.cells("cloneCells")? })),
        "rowindexer" | "columnindexer" | "boxindexer" => {
            let axis = match key {
                "rowindexer" => IndexerAxis::Row,
                "columnindexer" => IndexerAxis::Column,
                _ => IndexerAxis::Box,
            };
            out.push(Constraint::Indexer(Indexer { axis, cells: el.cells("cells")? }));
        }
        other => {
            return err(
                format!("$.{other}"),
                format!("the f-puzzles element {other:?} is not known to this reader; the puzzle is refused rather than solved without it"),
            )
        }
    }
    Ok(())
}

fn name(p: Place) -> Value {
    Value::String(format!("R{}C{}", p.row, p.col))
}

fn names(ps: &[Place]) -> Value {
    Value::Array(ps.iter().copied().map(name).collect())
}

/// f-puzzles' JSON for `puzzle`.
pub fn to_fpuzzles_json(puzzle: &VariantPuzzle) -> Value {
    let g = puzzle.rules().geometry();
    let n = g.size();
    let values = puzzle.givens().values();
    let grid: Vec<Value> = (0..n)
        .map(|r| {
            Value::Array(
                (0..n)
                    .map(|c| {
                        let i = r * n + c;
                        let mut cell = Map::new();
                        if values[i] != 0 {
                            cell.insert("value".into(), json!(values[i]));
                            cell.insert("given".into(), json!(true));
                        }
                        if g.is_irregular() {
                            cell.insert("region".into(), json!(g.regions()[i]));
                        }
                        Value::Object(cell)
                    })
                    .collect(),
            )
        })
        .collect();
    let mut out = Map::new();
    out.insert("size".into(), json!(n));
    out.insert("grid".into(), Value::Array(grid));
    let mut negative = Vec::new();
    let push = |out: &mut Map<String, Value>, key: &str, v: Value| match out
        .entry(key.to_string())
        .or_insert_with(|| Value::Array(Vec::new()))
    {
        Value::Array(a) => a.push(v),
        other => *other = Value::Array(vec![v]),
    };
    for c in puzzle.rules().constraints() {
        match c {
            Constraint::Diagonal(d) => {
                let key = if d.direction == DiagonalDirection::Anti {
                    "diagonal+"
                } else {
                    "diagonal-"
                };
                out.insert(key.into(), json!(true));
            }
            Constraint::AntiKnight(_) => {
                out.insert("antiknight".into(), json!(true));
            }
            Constraint::AntiKing(_) => {
                out.insert("antiking".into(), json!(true));
            }
            Constraint::DisjointGroups(_) => {
                out.insert("disjointgroups".into(), json!(true));
            }
            Constraint::NonConsecutive(_) => {
                out.insert("nonconsecutive".into(), json!(true));
            }
            Constraint::NoDifference(d) if d.value.unwrap_or(1) == 1 => {
                out.insert("nonconsecutive".into(), json!(true));
            }
            Constraint::NoDifference(_) => negative.push("difference"),
            Constraint::NoRatio(_) => {
                if !negative.contains(&"ratio") {
                    negative.push("ratio")
                }
            }
            Constraint::NoXv(_) => negative.push("xv"),
            Constraint::ExtraRegion(e) => {
                push(&mut out, "extraregion", json!({"cells": names(&e.cells)}))
            }
            Constraint::Killer(k) => {
                let mut o = json!({"cells": names(&k.cells)});
                if let Some(s) = k.sum {
                    o["value"] = json!(s.to_string());
                }
                push(&mut out, "killercage", o)
            }
            Constraint::LittleKiller(k) => {
                // f-puzzles also writes the diagonal's cells, and other readers need them.
                let cells: Vec<Value> =
                    super::kinds::diagonal_from(g, "little-killer", k.clue, k.direction)
                        .unwrap_or_default()
                        .into_iter()
                        .map(|c| Value::String(format!("R{}C{}", c / n + 1, c % n + 1)))
                        .collect();
                push(
                    &mut out,
                    "littlekillersum",
                    json!({"cell": name(k.clue), "cells": cells, "direction": k.direction.name(), "value": k.sum.to_string()}),
                )
            }
            Constraint::Sandwich(k) => push(
                &mut out,
                "sandwichsum",
                json!({"cell": name(k.clue), "value": k.sum.to_string()}),
            ),
            Constraint::XSum(k) => push(
                &mut out,
                "xsum",
                json!({"cell": name(k.clue), "value": k.sum.to_string()}),
            ),
            Constraint::Skyscraper(k) => push(
                &mut out,
                "skyscraper",
                json!({"cell": name(k.clue), "value": k.count.to_string()}),
            ),
            Constraint::Arrow(a) => {
                let lines: Vec<Value> = a
                    .shafts
                    .iter()
                    .map(|s| {
                        let touches = |p: &Place| {
                            p.row.abs_diff(s[0].row) <= 1 && p.col.abs_diff(s[0].col) <= 1
                        };
                        let start = a
                            .circle
                            .iter()
                            .copied()
                            .find(touches)
                            .unwrap_or(a.circle[0]);
                        let mut line = vec![start];
                        line.extend(s);
                        names(&line)
                    })
                    .collect();
                push(
                    &mut out,
                    "arrow",
                    json!({"cells": names(&a.circle), "lines": lines}),
                )
            }
            Constraint::Thermometer(t) => {
                let key = if t.slow {
                    "slowthermometer"
                } else {
                    "thermometer"
                };
                push(&mut out, key, json!({"lines": [names(&t.cells)]}))
            }
            Constraint::Palindrome(l) => {
                push(&mut out, "palindrome", json!({"lines": [names(&l.cells)]}))
            }
            Constraint::Renban(l) => push(&mut out, "renban", json!({"lines": [names(&l.cells)]})),
            Constraint::Whispers(l) => {
                let mut o = json!({"lines": [names(&l.cells)]});
                if let Some(d) = l.difference {
                    o["value"] = json!(d.to_string());
                }
                push(&mut out, "whispers", o)
            }
            Constraint::Between(l) => {
                push(&mut out, "betweenline", json!({"lines": [names(&l.cells)]}))
            }
            Constraint::RegionSum(l) => push(
                &mut out,
                "regionsumline",
                json!({"lines": [names(&l.cells)]}),
            ),
            Constraint::Entropic(l) => push(
                &mut out,
                "entropicline",
                json!({"lines": [names(&l.cells)]}),
            ),
            Constraint::Modular(l) => {
                push(&mut out, "modularline", json!({"lines": [names(&l.cells)]}))
            }
            Constraint::Zipper(l) => {
                push(&mut out, "zipperline", json!({"lines": [names(&l.cells)]}))
            }
            Constraint::Difference(d) => {
                let mut o = json!({"cells": names(&d.cells)});
                if let Some(v) = d.value {
                    o["value"] = json!(v.to_string());
                }
                push(&mut out, "difference", o)
            }
            Constraint::Ratio(d) => {
                let mut o = json!({"cells": names(&d.cells)});
                if let Some(v) = d.value {
                    o["value"] = json!(v.to_string());
                }
                push(&mut out, "ratio", o)
            }
            Constraint::Xv(x) => {
                let v = if x.sum == 5 { "V" } else { "X" };
                push(
                    &mut out,
                    "xv",
                    json!({"cells": names(&x.cells), "value": v}),
                )
            }
            Constraint::GreaterThan(gt) => {
                push(&mut out, "greaterthan", json!({"cells": names(&gt.cells)}))
            }
            Constraint::Odd(o) => push(&mut out, "odd", json!({"cell": name(o.cell)})),
            Constraint::Even(o) => push(&mut out, "even", json!({"cell": name(o.cell)})),
            Constraint::Minimum(o) => push(&mut out, "minimum", json!({"cell": name(o.cell)})),
            Constraint::Maximum(o) => push(&mut out, "maximum", json!({"cell": name(o.cell)})),
            Constraint::Quadruple(q) => push(
                &mut out,
                "quadruple",
                json!({"cells": names(&q.cells), "values": q.digits}),
            ),
            Constraint::Clone(c) => push(
                &mut out,
                "clone",
                json!({"cells": names(&c.cells), "cloneCells": names(&c.clone)}),
            ),
            Constraint::Indexer(i) => {
                let key = match i.axis {
                    IndexerAxis::Row => "rowindexer",
                    IndexerAxis::Column => "columnindexer",
                    IndexerAxis::Box => "boxindexer",
                };
                push(&mut out, key, json!({"cells": names(&i.cells)}))
            }
        }
    }
    if !negative.is_empty() {
        out.insert("negative".into(), json!(negative));
    }
    if let Some(s) = &puzzle.solution {
        out.insert("solution".into(), json!(s.values()));
    }
    if let Some(t) = &puzzle.info.title {
        out.insert("title".into(), json!(t));
    }
    if let Some(t) = &puzzle.info.author {
        out.insert("author".into(), json!(t));
    }
    if let Some(t) = &puzzle.info.rules_text {
        out.insert("ruleset".into(), json!(t));
    }
    Value::Object(out)
}
