//! SudokuPad's own compact JSON (`scl…` and `ctc…` payloads).
//!
//! Before compressing, SudokuPad "zips" its JSON: keys get short names (`cells` → `ce`,
//! `value` → `v`, ...), keys and colours go unquoted, `true` and `false` become `t` and `f`,
//! strings are quoted with `'`, and an empty object inside an array is written as nothing
//! (`[{v:1},,,]` is four cells). [`parse`] reads that text (and plain JSON) into a value with
//! the long names back.
//!
//! The format is mostly a drawing: a thermometer is a grey line and a grey circle, and nothing
//! says it is a thermometer. What carries a rule is read — the givens (`cells`), the
//! `regions`, cages with totals (killer cages), `metadata` (title, author, rules, solution,
//! anti-knight, anti-king) and the `global` rules — and a puzzle that also draws lines,
//! arrows or shapes is refused with an error naming them, so that no rule is dropped silently:
//! for such puzzles, the f-puzzles link (which SudokuPad also opens) keeps the rules.

use serde_json::{Map, Number, Value};

use super::json::VariantJsonError;
use super::kinds::*;
use super::{Place, PuzzleInfo, Rules, VariantPuzzle};
use crate::grid::Grid;
use crate::shape::Shape;

type Res<T> = Result<T, VariantJsonError>;

fn err<T>(path: impl Into<String>, message: impl Into<String>) -> Res<T> {
    Err(VariantJsonError::new(path, message))
}

/// SudokuPad's short key names and the long ones they stand for.
const KEYS: &[(&str, &str)] = &[
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
    ("d2", "d"),
];

/// Reads zipped (or plain) SudokuPad JSON into a value, long key names restored.
pub(crate) fn parse(text: &str) -> Res<Value> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
    };
    let v = p.value()?;
    p.ws();
    if p.i != p.s.len() {
        return p.fail("text after the puzzle");
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn fail<T>(&self, what: &str) -> Res<T> {
        err("$", format!("{what} at character {}", self.i + 1))
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    fn value(&mut self) -> Res<Value> {
        match self.peek() {
            Some(b'{') => self.object(),
            Some(b'[') => self.array(),
            Some(b'\'' | b'"') => self.string().map(Value::String),
            Some(_) => self.bare(),
            None => self.fail("the text ends early"),
        }
    }

    fn object(&mut self) -> Res<Value> {
        self.i += 1;
        let mut map = Map::new();
        if self.peek() == Some(b'}') {
            self.i += 1;
            return Ok(Value::Object(map));
        }
        loop {
            let key = match self.peek() {
                Some(b'\'' | b'"') => self.string()?,
                Some(_) => self.token(),
                None => return self.fail("the text ends inside an object"),
            };
            if key.is_empty() {
                return self.fail("a key is missing");
            }
            if self.peek() != Some(b':') {
                return self.fail("':' expected");
            }
            self.i += 1;
            let v = self.value()?;
            let long = KEYS
                .iter()
                .find(|(short, _)| *short == key)
                .map_or(key.as_str(), |(_, long)| long);
            map.insert(long.to_string(), v);
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b'}') => {
                    self.i += 1;
                    return Ok(Value::Object(map));
                }
                _ => return self.fail("',' or '}' expected"),
            }
        }
    }

    fn array(&mut self) -> Res<Value> {
        self.i += 1;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.i += 1;
            return Ok(Value::Array(items));
        }
        loop {
            // An empty slot is an empty object.
            match self.peek() {
                Some(b',') | Some(b']') => items.push(Value::Object(Map::new())),
                _ => items.push(self.value()?),
            }
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    return Ok(Value::Array(items));
                }
                _ => return self.fail("',' or ']' expected"),
            }
        }
    }

    fn string(&mut self) -> Res<String> {
        let quote = self.s[self.i];
        self.i += 1;
        let mut out = Vec::new();
        while self.i < self.s.len() {
            let b = self.s[self.i];
            self.i += 1;
            if b == quote {
                return String::from_utf8(out).or_else(|_| self.fail("text that is not UTF-8"));
            }
            if b == b'\\' && self.i < self.s.len() {
                let e = self.s[self.i];
                self.i += 1;
                match e {
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    b'u' if self.i + 4 <= self.s.len() => {
                        let hex = std::str::from_utf8(&self.s[self.i..self.i + 4]).unwrap_or("");
                        let c = u32::from_str_radix(hex, 16)
                            .ok()
                            .and_then(char::from_u32)
                            .unwrap_or('?');
                        let mut buf = [0; 4];
                        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                        self.i += 4;
                    }
                    other => out.push(other),
                }
                continue;
            }
            out.push(b);
        }
        self.fail("a string is not closed")
    }

    fn token(&mut self) -> String {
        let start = self.i;
        while self.i < self.s.len()
            && !b",:[]{}".contains(&self.s[self.i])
            && !self.s[self.i].is_ascii_whitespace()
        {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.i]).into_owned()
    }

    fn bare(&mut self) -> Res<Value> {
        let t = self.token();
        Ok(match t.as_str() {
            "" => return self.fail("a value is missing"),
            "t" | "true" => Value::Bool(true),
            "f" | "false" => Value::Bool(false),
            "null" => Value::Null,
            "#0" => Value::String("#000000".into()),
            "#F" => Value::String("#FFFFFF".into()),
            _ => {
                if let Ok(k) = t.parse::<i64>() {
                    Value::Number(k.into())
                } else if let Some(x) = t.parse::<f64>().ok().and_then(Number::from_f64) {
                    Value::Number(x)
                } else {
                    Value::String(t)
                }
            }
        })
    }
}

/// A `[row, col]` pair (0-based) as a place.
fn rc(v: &Value, path: &str, n: usize) -> Res<Place> {
    let pair = v.as_array().filter(|a| a.len() == 2);
    let nums = pair.and_then(|a| Some((a[0].as_f64()?, a[1].as_f64()?)));
    match nums {
        Some((r, c))
            if r >= 0.0
                && c >= 0.0
                && r.fract() == 0.0
                && c.fract() == 0.0
                && (r as usize) < n
                && (c as usize) < n =>
        {
            Ok(Place::new(r as u8 + 1, c as u8 + 1))
        }
        _ => err(path, format!("{v} is not a cell [row, column] of the grid")),
    }
}

fn number(v: &Value) -> Option<u32> {
    match v {
        Value::Number(k) => k.as_u64().and_then(|k| u32::try_from(k).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Reads SudokuPad's compact JSON (zipped or not): the text an `scl` or `ctc` payload
/// decompresses to.
///
/// # Errors
///
/// Text that does not parse, or a puzzle whose rules cannot be read exactly (drawn lines,
/// arrows and shapes, unknown cages or global rules), with the JSON path.
pub fn from_scl_json(text: &str) -> Result<VariantPuzzle, VariantJsonError> {
    let v = parse(text)?;
    let Some(obj) = v.as_object() else {
        return err("$", "a SudokuPad puzzle is an object");
    };
    let Some(rows) = obj.get("cells").and_then(Value::as_array) else {
        return err("$.cells", "missing: the grid's cells");
    };
    let n = rows.len();
    let shape = Shape::for_size(n).map_err(|e| VariantJsonError::new("$.cells", e.to_string()))?;
    let mut givens = vec![0u8; n * n];
    for (r, row) in rows.iter().enumerate() {
        let Some(row) = row.as_array().filter(|row| row.len() == n) else {
            return err(format!("$.cells[{r}]"), format!("a row of {n} cells"));
        };
        for (c, cell) in row.iter().enumerate() {
            if let Some(v) = cell.get("value") {
                match number(v) {
                    Some(d) if (1..=n as u32).contains(&d) => givens[r * n + c] = d as u8,
                    _ if v.as_str().is_some_and(|s| s.trim().is_empty()) => {}
                    _ => {
                        return err(
                            format!("$.cells[{r}][{c}].value"),
                            format!("{v} is not a digit of the {n}×{n} grid"),
                        )
                    }
                }
            }
        }
    }
    let mut regions: Option<Vec<u8>> = None;
    if let Some(list) = obj.get("regions").and_then(Value::as_array) {
        let mut map = vec![u8::MAX; n * n];
        for (k, region) in list.iter().enumerate() {
            let Some(cells) = region.as_array() else {
                return err(format!("$.regions[{k}]"), "a region is a list of cells");
            };
            for (j, cell) in cells.iter().enumerate() {
                let p = rc(cell, &format!("$.regions[{k}][{j}]"), n)?;
                let i = p.index(n).unwrap_or(0);
                map[i] = k as u8;
            }
        }
        if map.contains(&u8::MAX) || list.len() != n {
            return err(
                "$.regions",
                format!("the regions do not cover the grid with {n} regions of {n} cells"),
            );
        }
        regions = Some(map);
    }

    let mut constraints = Vec::new();
    let mut info = PuzzleInfo::default();
    let mut solution: Option<String> = None;
    let meta = |key: &str, value: &str, info: &mut PuzzleInfo, solution: &mut Option<String>| {
        let value = value.trim().to_string();
        match key {
            "title" => info.title = Some(value),
            "author" => info.author = Some(value),
            "rules" => info.rules_text = Some(value),
            "solution" => *solution = Some(value),
            _ => {}
        }
    };
    let mut globals: Vec<String> = Vec::new();
    if let Some(cages) = obj.get("cages").and_then(Value::as_array) {
        for (k, cage) in cages.iter().enumerate() {
            let path = format!("$.cages[{k}]");
            let cells = cage.get("cells").and_then(Value::as_array);
            let value = cage.get("value");
            if cells.is_none_or(|c| c.is_empty()) {
                // A metadata cage: `title: ...`.
                if let Some((key, text)) = value
                    .and_then(Value::as_str)
                    .and_then(|s| s.split_once(':'))
                {
                    meta(key.trim(), text, &mut info, &mut solution);
                }
                continue;
            }
            let cells = cells
                .unwrap_or(&Vec::new())
                .iter()
                .enumerate()
                .map(|(j, c)| rc(c, &format!("{path}.cells[{j}]"), n))
                .collect::<Res<Vec<Place>>>()?;
            if let Some(kind) = cage.get("type").and_then(Value::as_str) {
                return err(format!("{path}.type"), format!("a cage of type {kind:?} is not known to this reader; the puzzle is refused rather than solved without it"));
            }
            if let Some(style) = cage.get("style").and_then(Value::as_str) {
                return err(format!("{path}.style"), format!("a cage drawn as {style:?} is not known to this reader; the puzzle is refused rather than solved without it"));
            }
            if cage.get("hidden").and_then(Value::as_bool) == Some(true)
                && cage.get("unique").and_then(Value::as_bool) == Some(false)
            {
                continue; // cells with no region: nothing to obey
            }
            let sum = match cage.get("sum").or(value) {
                None => None,
                Some(v) if v.as_str().is_some_and(|s| s.trim().is_empty()) => None,
                Some(v) => match number(v) {
                    Some(s) => Some(s),
                    None => return err(format!("{path}.value"), format!("{v} is not a cage total; the puzzle is refused rather than solved without it")),
                },
            };
            constraints.push(Constraint::Killer(Killer { cells, sum }));
        }
    }
    if let Some(m) = obj.get("metadata").and_then(Value::as_object) {
        for (key, v) in m {
            match (key.as_str(), v) {
                ("antiknight" | "antiking", Value::Bool(true)) => globals.push(key.clone()),
                ("antiknight" | "antiking", _) => {}
                (k, Value::String(s)) => meta(k, s, &mut info, &mut solution),
                _ => {}
            }
        }
    }
    if let Some(list) = obj.get("global").and_then(Value::as_array) {
        for (k, g) in list.iter().enumerate() {
            match g.as_str() {
                Some(s) => globals.push(s.to_string()),
                None => return err(format!("$.global[{k}]"), "a rule's name"),
            }
        }
    }
    globals.sort();
    globals.dedup();
    for (k, g) in globals.iter().enumerate() {
        constraints.push(match g.as_str() {
            "antiknight" => Constraint::AntiKnight(AntiKnight {}),
            "antiking" => Constraint::AntiKing(AntiKing {}),
            "nonconsecutive" => Constraint::NonConsecutive(NonConsecutive {}),
            "disjoint" | "disjointgroups" => Constraint::DisjointGroups(DisjointGroups {}),
            // f-puzzles' negative rules, carried over: no dot can be drawn here (drawn
            // shapes are refused below), so they hold for every side-by-side pair.
            "antixv" => Constraint::NoXv(NoXv {}),
            "antiratio" => Constraint::NoRatio(NoRatio::default()),
            "antidifference" => Constraint::NoDifference(NoDifference::default()),
            other => return err(format!("$.global[{k}]"), format!("the global rule {other:?} is not known to this reader; the puzzle is refused rather than solved without it")),
        });
    }
    for key in ["lines", "arrows", "overlays", "underlays"] {
        if obj
            .get(key)
            .and_then(Value::as_array)
            .is_some_and(|a| !a.is_empty())
        {
            return err(
                format!("$.{key}"),
                format!("SudokuPad's compact format draws {key} without saying which rule they carry (a thermometer is only a grey line); the puzzle is refused rather than solved without them: use its f-puzzles link or our JSON"),
            );
        }
    }

    let rules = Rules::new(shape, regions.as_deref(), constraints)
        .map_err(|e| VariantJsonError::from_variant(e.into()))?;
    let grid = Grid::from_values(shape, &givens)
        .map_err(|e| VariantJsonError::new("$.cells", e.to_string()))?;
    let mut p = VariantPuzzle::new(grid, rules).map_err(VariantJsonError::from_variant)?;
    if let Some(s) = solution {
        let digits: Vec<u8> = s
            .chars()
            .filter_map(|c| c.to_digit(36))
            .map(|d| d as u8)
            .collect();
        if digits.len() == n * n && digits.iter().all(|&d| (1..=n as u8).contains(&d)) {
            p.solution = Grid::from_values(shape, &digits).ok();
        }
    }
    p.info = info;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zipped_json_reads_back() {
        let text = "{id:'demo',cs:50,ce:[[{v:1},,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],ca:[{unique:t,ce:[[0,1],[1,1]],v:6},{v:'title: Demo'},{v:'solution: 1234341221434321'}]}";
        let p = from_scl_json(text).unwrap();
        assert_eq!(p.givens().values()[0], 1);
        assert_eq!(p.info.title.as_deref(), Some("Demo"));
        assert_eq!(p.rules().constraints().len(), 1);
        assert!(p.check_solution().unwrap().is_empty());
        let drawn = "{ce:[[,,,],[,,,],[,,,],[,,,]],l:[{wp:[[2.5,0.5],[2.5,1.5]],c:CFCFCF,th:21}]}";
        let e = from_scl_json(drawn).unwrap_err();
        assert!(e.to_string().starts_with("$.lines: "), "{e}");
    }

    #[test]
    fn broken_text_is_an_error_not_a_panic() {
        for bad in [
            "",
            "{",
            "{ce:[[",
            "{ce:'x}",
            "[,,",
            "{:1}",
            "{ce:[[{v:99}]]}",
            "{ce:[[,],[,]]}",
        ] {
            assert!(from_scl_json(bad).is_err(), "{bad}");
        }
    }
}
