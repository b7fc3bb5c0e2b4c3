//! The rule model: the houses of a grid (rows, columns, boxes or irregular regions) and a list
//! of constraints. Classic Sudoku is [`Rules::classic`]: no constraints, the shape's boxes.

use std::fmt;

use serde::Serialize;
use thiserror::Error;

use super::kinds::Constraint;
use super::model::MAX_VARIANT_SIZE;
use super::Place;
use crate::shape::Shape;

/// A rule that does not fit its grid: a cell off the grid, a total no digits can make, regions
/// of the wrong size. `place` says where: the constraint (`constraints[3] (killer)`), the
/// regions, or the grid.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{place}: {message}")]
pub struct RuleError {
    /// Which rule: `constraints[3] (killer)`, `regions`, ...
    pub place: String,
    /// What is wrong with it.
    pub message: String,
}

impl RuleError {
    pub(crate) fn new(place: impl Into<String>, message: impl Into<String>) -> RuleError {
        RuleError {
            place: place.into(),
            message: message.into(),
        }
    }
}

/// The size, the region of every cell and the houses of a grid: what the constraints are
/// checked and compiled against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    shape: Shape,
    region: Vec<u8>,
    irregular: bool,
    /// Side-by-side pairs with a white or black dot, and with an X or a V (for the negative
    /// rules), smaller cell first.
    dots: Vec<(usize, usize)>,
    xvs: Vec<(usize, usize)>,
    /// Cells marked as minimum and as maximum (they are not compared with marked neighbours).
    minima: Vec<usize>,
    maxima: Vec<usize>,
}

impl Geometry {
    fn new(shape: Shape, regions: Option<&[u8]>) -> Result<Geometry, RuleError> {
        let n = shape.size();
        let cells = n * n;
        let region: Vec<u8> = match regions {
            None => (0..cells)
                .map(|i| shape.box_at(i / n, i % n) as u8)
                .collect(),
            Some(r) => {
                if r.len() != cells {
                    return Err(RuleError::new(
                        "regions",
                        format!("{} cells have a region, the grid has {cells}", r.len()),
                    ));
                }
                let mut count = vec![0usize; n];
                for (i, &k) in r.iter().enumerate() {
                    if k as usize >= n {
                        return Err(RuleError::new(
                            "regions",
                            format!(
                                "{} is in region {}, but a {n}×{n} grid has regions 1 to {n}",
                                Place::of_index(i, n),
                                k as usize + 1
                            ),
                        ));
                    }
                    count[k as usize] += 1;
                }
                if let Some(k) = count.iter().position(|&c| c != n) {
                    return Err(RuleError::new(
                        "regions",
                        format!("region {} has {} cells, not {n}", k + 1, count[k]),
                    ));
                }
                r.to_vec()
            }
        };
        let irregular = (0..cells).any(|i| region[i] as usize != shape.box_at(i / n, i % n));
        Ok(Geometry {
            shape,
            region,
            irregular,
            dots: Vec::new(),
            xvs: Vec::new(),
            minima: Vec::new(),
            maxima: Vec::new(),
        })
    }

    /// N.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// The shape whose boxes are the default regions.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The region (0-based) of each cell, row-major.
    pub fn regions(&self) -> &[u8] {
        &self.region
    }

    /// Whether the regions differ from the shape's boxes.
    pub fn is_irregular(&self) -> bool {
        self.irregular
    }

    /// The rows, the columns and the regions, N cells each.
    pub fn houses(&self) -> Vec<Vec<usize>> {
        let n = self.size();
        let mut out = Vec::with_capacity(3 * n);
        for r in 0..n {
            out.push((0..n).map(|c| r * n + c).collect());
        }
        for c in 0..n {
            out.push((0..n).map(|r| r * n + c).collect());
        }
        for k in 0..n {
            out.push(
                (0..n * n)
                    .filter(|&i| self.region[i] as usize == k)
                    .collect(),
            );
        }
        out
    }

    /// The side-by-side pairs that carry a white or black dot.
    pub(crate) fn dot_pairs(&self) -> &[(usize, usize)] {
        &self.dots
    }

    /// The side-by-side pairs that carry an X or a V.
    pub(crate) fn xv_pairs(&self) -> &[(usize, usize)] {
        &self.xvs
    }

    /// The cells marked minimum.
    pub(crate) fn minima(&self) -> &[usize] {
        &self.minima
    }

    /// The cells marked maximum.
    pub(crate) fn maxima(&self) -> &[usize] {
        &self.maxima
    }

    /// The cell at `p`, or an error naming `what` when `p` is off the grid.
    pub(crate) fn cell(&self, what: &str, p: Place) -> Result<usize, RuleError> {
        p.index(self.size()).ok_or_else(|| {
            let n = self.size();
            RuleError::new(what, format!("{p} is not a cell of the {n}×{n} grid"))
        })
    }
}

/// The rules of a puzzle: the grid's houses and the constraints on top of them.
///
/// # Example
///
/// ```
/// use sudoku_engine::variant::{Constraint, Rules};
/// use sudoku_engine::Shape;
///
/// let cage = serde_json::from_str::<Constraint>(
///     r#"{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 3}"#,
/// ).unwrap();
/// let rules = Rules::new(Shape::NINE, None, vec![cage]).unwrap();
/// assert!(!rules.is_classic());
///
/// let bad = serde_json::from_str::<Constraint>(
///     r#"{"type": "killer", "cells": ["r1c1", "r1c2"], "sum": 30}"#,
/// ).unwrap();
/// let err = Rules::new(Shape::NINE, None, vec![bad]).unwrap_err();
/// assert_eq!(err.to_string(), "constraints[0] (killer): no 2 different digits add up to 30");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    geometry: Geometry,
    constraints: Vec<Constraint>,
}

impl Rules {
    /// Classic Sudoku of `shape`: rows, columns and boxes, nothing else.
    pub fn classic(shape: Shape) -> Rules {
        Rules {
            geometry: Geometry::new(shape, None).expect("the boxes of a shape are regions"),
            constraints: Vec::new(),
        }
    }

    /// The rules of a grid of `shape` whose regions are `regions` (the region of each cell,
    /// 0-based, row-major; `None` for the shape's boxes) with `constraints`.
    ///
    /// # Errors
    ///
    /// A region map of the wrong length or with regions of other than N cells; a constraint
    /// whose cells are off the grid or whose numbers no digits can meet.
    pub fn new(
        shape: Shape,
        regions: Option<&[u8]>,
        constraints: Vec<Constraint>,
    ) -> Result<Rules, RuleError> {
        let mut geometry = Geometry::new(shape, regions)?;
        if geometry.size() > MAX_VARIANT_SIZE && (geometry.irregular || !constraints.is_empty()) {
            let n = geometry.size();
            return Err(RuleError::new(
                "rules",
                format!(
                    "variant rules go up to {MAX_VARIANT_SIZE}×{MAX_VARIANT_SIZE}, not {n}×{n}"
                ),
            ));
        }
        for (k, c) in constraints.iter().enumerate() {
            c.validate(&geometry).map_err(|e| {
                RuleError::new(format!("constraints[{k}] ({})", c.kind_name()), e.message)
            })?;
        }
        for c in &constraints {
            let pair = |p: &[Place; 2]| {
                let n = geometry.size();
                let (a, b) = (p[0].index(n), p[1].index(n));
                a.zip(b).map(|(a, b)| (a.min(b), a.max(b)))
            };
            match c {
                Constraint::Difference(d) => geometry.dots.extend(pair(&d.cells)),
                Constraint::Ratio(d) => geometry.dots.extend(pair(&d.cells)),
                Constraint::Xv(d) => geometry.xvs.extend(pair(&d.cells)),
                Constraint::Minimum(m) => geometry.minima.extend(m.cell.index(geometry.size())),
                Constraint::Maximum(m) => geometry.maxima.extend(m.cell.index(geometry.size())),
                _ => {}
            }
        }
        geometry.dots.sort_unstable();
        geometry.xvs.sort_unstable();
        Ok(Rules {
            geometry,
            constraints,
        })
    }

    /// The size, regions and houses.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The grid's shape (whose boxes are the regions unless they are irregular).
    pub fn shape(&self) -> Shape {
        self.geometry.shape
    }

    /// N.
    pub fn size(&self) -> usize {
        self.geometry.size()
    }

    /// The constraints, in the order given.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// Whether these are the classic rules of the shape (its boxes, no constraint): only then
    /// may the classic solvers be used.
    pub fn is_classic(&self) -> bool {
        !self.geometry.irregular && self.constraints.is_empty()
    }

    /// Every rule the values break, houses first: `values` is row-major with 0 for an empty
    /// cell, and a rule is reported only when its filled cells already break it (so on a full
    /// grid the list is empty exactly when the grid is a solution). This is the reference the
    /// solver is tested against: each constraint's meaning read straight off the values.
    pub fn broken(&self, values: &[u8]) -> Vec<Broken> {
        let n = self.size();
        let mut out = Vec::new();
        if values.len() != n * n {
            return out;
        }
        for (h, house) in self.geometry.houses().iter().enumerate() {
            let mut seen = [usize::MAX; 33];
            for &c in house {
                let v = values[c] as usize;
                if v == 0 || v > n {
                    continue;
                }
                if seen[v] != usize::MAX {
                    out.push(Broken {
                        rule: house_rule(h, n),
                        cells: vec![Place::of_index(seen[v], n), Place::of_index(c, n)],
                    });
                    break;
                }
                seen[v] = c;
            }
        }
        for (k, c) in self.constraints.iter().enumerate() {
            if let Some(cells) = c.check(&self.geometry, values) {
                out.push(Broken {
                    rule: BrokenRule::Constraint {
                        index: k,
                        kind: c.kind_name(),
                    },
                    cells: cells.into_iter().map(|i| Place::of_index(i, n)).collect(),
                });
            }
        }
        out
    }
}

fn house_rule(h: usize, n: usize) -> BrokenRule {
    match h / n {
        0 => BrokenRule::Row(h % n + 1),
        1 => BrokenRule::Column(h % n + 1),
        _ => BrokenRule::Region(h % n + 1),
    }
}

/// Which rule a grid breaks. In JSON, an object whose `rule` names it, with its number:
/// `{"rule": "row", "row": 3}`, `{"rule": "column", "column": 1}`,
/// `{"rule": "region", "region": 5}`, `{"rule": "givens"}`,
/// `{"rule": "constraint", "index": 0, "kind": "killer"}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrokenRule {
    /// Row `r` (1-based) repeats a digit.
    Row(usize),
    /// Column `c` (1-based) repeats a digit.
    Column(usize),
    /// Region (box) `k` (1-based, row-major) repeats a digit.
    Region(usize),
    /// A solution that does not keep the puzzle's givens.
    Givens,
    /// Constraint number `index` (0-based, in the order given).
    Constraint {
        /// Its place in the list.
        index: usize,
        /// Its kind's name.
        kind: &'static str,
    },
}

impl Serialize for BrokenRule {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = serializer.serialize_map(None)?;
        match self {
            BrokenRule::Row(r) => {
                m.serialize_entry("rule", "row")?;
                m.serialize_entry("row", r)?;
            }
            BrokenRule::Column(c) => {
                m.serialize_entry("rule", "column")?;
                m.serialize_entry("column", c)?;
            }
            BrokenRule::Region(k) => {
                m.serialize_entry("rule", "region")?;
                m.serialize_entry("region", k)?;
            }
            BrokenRule::Givens => m.serialize_entry("rule", "givens")?,
            BrokenRule::Constraint { index, kind } => {
                m.serialize_entry("rule", "constraint")?;
                m.serialize_entry("index", index)?;
                m.serialize_entry("kind", kind)?;
            }
        }
        m.end()
    }
}

/// A rule a grid breaks, with the cells that show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Broken {
    /// The rule (its fields stand beside `cells` in JSON).
    #[serde(flatten)]
    pub rule: BrokenRule,
    /// The cells that break it.
    pub cells: Vec<Place>,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            BrokenRule::Row(r) => write!(f, "row {r} repeats a digit")?,
            BrokenRule::Column(c) => write!(f, "column {c} repeats a digit")?,
            BrokenRule::Region(k) => write!(f, "region {k} repeats a digit")?,
            BrokenRule::Givens => f.write_str("the solution changes a given")?,
            BrokenRule::Constraint { index, kind } => {
                write!(f, "constraint {} ({kind}) is broken", index + 1)?
            }
        }
        if !self.cells.is_empty() {
            f.write_str(" at ")?;
            for (i, p) in self.cells.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{p}")?;
            }
        }
        Ok(())
    }
}
