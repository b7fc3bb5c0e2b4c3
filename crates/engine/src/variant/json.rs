//! Our own JSON form of a variant puzzle, one meaning per field (`docs/variant.schema.json`):
//!
//! ```json
//! {
//!   "size": 9,
//!   "givens": "1........ (N² characters, `.` or `0` for empty)",
//!   "regions": "111222333... (optional: N² region numbers, 1-based, as digits/letters)",
//!   "constraints": [{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 10}],
//!   "solution": "(optional, N² digits)",
//!   "title": "...", "author": "...", "rules": "..."
//! }
//! ```

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Constraint, PuzzleInfo, Rules, VariantError, VariantPuzzle};
use crate::digit::Digit;
use crate::grid::Grid;
use crate::shape::Shape;

/// Why a JSON document is not a variant puzzle: the JSON path and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{path}: {message}")]
pub struct VariantJsonError {
    /// Where: `$`, `$.constraints[3]`, `$.givens`, ...
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl VariantJsonError {
    pub(crate) fn new(path: impl Into<String>, message: impl Into<String>) -> VariantJsonError {
        VariantJsonError {
            path: path.into(),
            message: message.into(),
        }
    }

    pub(crate) fn from_variant(e: VariantError) -> VariantJsonError {
        match e {
            VariantError::Rule(r) => {
                let path = match r.place.strip_prefix("constraints") {
                    Some(rest) => format!("$.constraints{}", rest.split(' ').next().unwrap_or("")),
                    None => format!("$.{}", r.place),
                };
                VariantJsonError::new(path, r.message)
            }
            other => VariantJsonError::new("$", other.to_string()),
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Doc {
    size: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    givens: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    regions: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    constraints: Vec<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    solution: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
}

/// The digits of a line of N² symbols (`.`, `0` or a digit), as values.
fn read_cells(
    path: &str,
    text: &str,
    shape: Shape,
    empty_ok: bool,
) -> Result<Vec<u8>, VariantJsonError> {
    let n = shape.size();
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if chars.len() != n * n {
        return Err(VariantJsonError::new(
            path,
            format!("{} cells, a {n}×{n} grid has {}", chars.len(), n * n),
        ));
    }
    chars
        .iter()
        .enumerate()
        .map(|(i, &ch)| {
            if empty_ok && (ch == '.' || (ch == '0' && n < 10)) {
                return Ok(0);
            }
            match Digit::from_char(ch) {
                Some(d) if (d.get() as usize) <= n => Ok(d.get()),
                _ => Err(VariantJsonError::new(
                    path,
                    format!(
                        "{ch:?} at position {} is not a digit of the {n}×{n} grid",
                        i + 1
                    ),
                )),
            }
        })
        .collect()
}

fn write_cells(values: &[u8]) -> String {
    values
        .iter()
        .map(|&v| {
            if v == 0 {
                '.'
            } else {
                Digit::new(v).map_or('?', |d| d.to_char())
            }
        })
        .collect()
}

impl VariantPuzzle {
    /// Reads our JSON form.
    ///
    /// # Errors
    ///
    /// Malformed JSON, unknown fields or constraint kinds, rules that do not fit the grid: the
    /// error names the JSON path.
    pub fn from_json(text: &str) -> Result<VariantPuzzle, VariantJsonError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| VariantJsonError::new("$", e.to_string()))?;
        VariantPuzzle::from_json_value(&value)
    }

    /// Reads our JSON form from a parsed value.
    ///
    /// # Errors
    ///
    /// As [`VariantPuzzle::from_json`].
    pub fn from_json_value(value: &serde_json::Value) -> Result<VariantPuzzle, VariantJsonError> {
        let doc: Doc = serde_json::from_value(value.clone())
            .map_err(|e| VariantJsonError::new("$", e.to_string()))?;
        let shape = Shape::for_size(doc.size)
            .map_err(|e| VariantJsonError::new("$.size", e.to_string()))?;
        let n = shape.size();
        let givens = match &doc.givens {
            Some(g) => read_cells("$.givens", g, shape, true)?,
            None => vec![0; n * n],
        };
        let regions = match &doc.regions {
            Some(r) => Some(
                read_cells("$.regions", r, shape, false)?
                    .into_iter()
                    .map(|v| v - 1)
                    .collect::<Vec<u8>>(),
            ),
            None => None,
        };
        let mut constraints = Vec::with_capacity(doc.constraints.len());
        for (k, c) in doc.constraints.iter().enumerate() {
            let c: Constraint = serde_json::from_value(c.clone())
                .map_err(|e| VariantJsonError::new(format!("$.constraints[{k}]"), e.to_string()))?;
            constraints.push(c);
        }
        let rules = Rules::new(shape, regions.as_deref(), constraints)
            .map_err(|e| VariantJsonError::from_variant(e.into()))?;
        let grid = Grid::from_values(shape, &givens)
            .map_err(|e| VariantJsonError::new("$.givens", e.to_string()))?;
        let mut p = VariantPuzzle::new(grid, rules).map_err(VariantJsonError::from_variant)?;
        if let Some(s) = &doc.solution {
            let v = read_cells("$.solution", s, shape, false)?;
            p.solution = Some(
                Grid::from_values(shape, &v)
                    .map_err(|e| VariantJsonError::new("$.solution", e.to_string()))?,
            );
        }
        p.info = PuzzleInfo {
            title: doc.title,
            author: doc.author,
            rules_text: doc.rules,
        };
        Ok(p)
    }

    /// Our JSON form, on one line.
    pub fn to_json(&self) -> String {
        self.to_json_value().to_string()
    }

    /// Our JSON form as a value.
    pub fn to_json_value(&self) -> serde_json::Value {
        let g = self.rules.geometry();
        let doc = Doc {
            size: g.size(),
            givens: Some(write_cells(self.givens.values())),
            regions: g
                .is_irregular()
                .then(|| write_cells(&g.regions().iter().map(|&r| r + 1).collect::<Vec<u8>>())),
            constraints: self
                .rules
                .constraints()
                .iter()
                .map(|c| serde_json::to_value(c).unwrap_or(serde_json::Value::Null))
                .collect(),
            solution: self.solution.as_ref().map(|s| write_cells(s.values())),
            title: self.info.title.clone(),
            author: self.info.author.clone(),
            rules: self.info.rules_text.clone(),
        };
        serde_json::to_value(doc).unwrap_or(serde_json::Value::Null)
    }
}
