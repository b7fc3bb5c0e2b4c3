//! Ratings: HoDoKu's level and score, and a Sudoku-Explainer-style number.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use super::step::Step;
use super::technique::{Level, SeRule, Technique};

/// How hard a puzzle is for a human solver.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// HoDoKu's level: the hardest technique's level, raised while the score is above the
    /// level's limit ([`Level::max_score`]).
    pub level: Level,
    /// HoDoKu's score: the sum of the scores of all steps.
    pub score: u32,
    /// A Sudoku-Explainer-style rating of the hardest step (1.0 … 11.0).
    pub se: f32,
    /// Whether the steps solved the puzzle (they always do for a puzzle with one solution,
    /// since brute force finishes what logic cannot).
    pub solved: bool,
    /// The hardest technique used (by level, then score), if any step was taken.
    pub hardest: Option<Technique>,
    /// The number of steps.
    pub steps: usize,
}

impl Rating {
    /// The SE number rounded to one decimal, as Sudoku Explainer prints it.
    pub fn se_rounded(&self) -> f64 {
        (f64::from(self.se) * 10.0).round() / 10.0
    }

    /// The rating of a solving path.
    pub(crate) fn of_steps(steps: &[Step], solved: bool) -> Rating {
        let mut score = 0u32;
        let mut level = Level::Easy;
        let mut se = 0.0f32;
        let mut hardest: Option<Technique> = None;
        for step in steps {
            let t = step.technique;
            score = score.saturating_add(t.score());
            level = level.max(t.level());
            let s = step_se(step);
            if s > se {
                se = s;
            }
            if hardest.is_none_or(|h| (t.level(), t.score()) > (h.level(), h.score())) {
                hardest = Some(t);
            }
        }
        Rating {
            level: level.with_score(score),
            score,
            se: if steps.is_empty() { 1.0 } else { se },
            solved,
            hardest,
            steps: steps.len(),
        }
    }
}

/// The one JSON form of a rating, shared by `sudoku rate --format json` and the web API:
/// `level`, `score`, `se` (rounded to one decimal), `solved`, `hardest` (a name or null) and
/// `steps` (the number of steps).
impl Serialize for Rating {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Rating", 6)?;
        s.serialize_field("level", &self.level)?;
        s.serialize_field("score", &self.score)?;
        s.serialize_field("se", &self.se_rounded())?;
        s.serialize_field("solved", &self.solved)?;
        s.serialize_field("hardest", &self.hardest)?;
        s.serialize_field("steps", &self.steps)?;
        s.end()
    }
}

/// The SE-style number of one step: the technique's rating, plus a length bonus for chains as
/// Sudoku Explainer gives (about +0.1 per doubling of the chain beyond four links).
fn step_se(step: &Step) -> f32 {
    let info = step.technique.info();
    if info.se_rule == SeRule::Flat {
        return info.se;
    }
    let mut len = step.candidates.len().max(4);
    let mut bonus = 0.0;
    while len > 4 && bonus < 1.0 {
        bonus += 0.1;
        len = len * 2 / 3;
    }
    info.se + bonus
}
