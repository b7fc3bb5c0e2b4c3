//! The [`Technique`] enum and [`Level`]s. The enum, and each technique's names, score, level
//! and SE value, are expanded here from the registry table (`registry.rs`), in step order.

use std::fmt;
use std::str::FromStr;

use super::registry::registry;

/// A difficulty level, with HoDoKu's meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates and pairs/triples.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, uniqueness.
    Hard,
    /// Chains, larger finned fish, almost locked sets.
    Unfair,
    /// Forcing chains and nets, brute force.
    Extreme,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The lowercase name (`easy` … `extreme`).
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Unfair => "unfair",
            Level::Extreme => "extreme",
        }
    }

    /// HoDoKu's highest total score for this level: a puzzle whose score is higher is moved
    /// up a level (800, 1000, 1600, 1800, unlimited).
    pub fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    /// HoDoKu's level of a path whose hardest step is of this level and whose total score is
    /// `score`: this level, raised while the score is above the level's [`Level::max_score`].
    pub(crate) fn with_score(self, score: u32) -> Level {
        let mut level = self;
        while score > level.max_score() {
            level = level.next();
        }
        level
    }

    /// The next level up (extreme stays extreme).
    pub fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Unfair,
            _ => Level::Extreme,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for a level or technique name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown name {0:?}")]
pub struct UnknownName(pub String);

impl FromStr for Level {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Level, UnknownName> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownName(s.to_string()))
    }
}

/// How a technique's Sudoku-Explainer-style value is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SeRule {
    /// The value as listed.
    Flat,
    /// The value as listed, plus Sudoku Explainer's small bonus for the chain's length.
    Chain,
}

/// One technique's row of the registry: its names, score, level and SE value.
#[derive(Debug)]
pub(crate) struct Info {
    /// The technique.
    pub technique: Technique,
    /// HoDoKu's name.
    pub name: &'static str,
    /// HoDoKu's default score for one step.
    pub score: u32,
    /// HoDoKu's default level.
    pub level: Level,
    /// The Sudoku Explainer rating of a typical step.
    pub se: f32,
    /// Whether chains of this technique get a length bonus.
    pub se_rule: SeRule,
    /// Extra names accepted by [`Technique::from_name`] (squashed: lowercase letters and digits).
    pub aliases: &'static [&'static str],
    /// Whether only variant puzzles use it (a rule beyond rows, columns and boxes).
    pub variant_only: bool,
}

/// Expands the registry's technique rows (the finder parts are not looked at here).
macro_rules! declare_techniques {
    (
        classic {$(
            $sizes:ident $file:literal also [$($also:ident),*] ($finder:expr) {
                $( $(#[$doc:meta])* $v:ident = ($name:literal, $score:literal, $level:ident, $se:literal, $rule:ident $(, $alias:literal)*) ),* $(,)?
            }
        )*}
        variant {$(
            $vfile:literal also [$($valso:ident),*] ($vfinder:expr) {
                $( $(#[$vdoc:meta])* $vv:ident = ($vname:literal, $vscore:literal, $vlevel:ident, $vse:literal, $vrule:ident $(, $valias:literal)*) ),* $(,)?
            }
        )*}
    ) => {
        /// A solving technique. The classic techniques come first, in the order the step
        /// engine tries them (HoDoKu's default order); then the techniques only variant puzzles
        /// use, in the order the variant step engine tries them; both as the registry in
        /// `logic/registry.rs` declares them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Technique {
            $($( $(#[$doc])* $v, )*)*
            $($( $(#[$vdoc])* $vv, )*)*
        }

        /// Every technique, in enum order.
        const ALL_TECHNIQUES: &[Technique] = &[$($(Technique::$v,)*)* $($(Technique::$vv,)*)*];

        /// The row of every technique, in enum order.
        pub(crate) const TECHNIQUES: &[Info] = &[$($(
            Info {
                technique: Technique::$v,
                name: $name,
                score: $score,
                level: Level::$level,
                se: $se,
                se_rule: SeRule::$rule,
                aliases: &[$($alias),*],
                variant_only: false,
            },
        )*)* $($(
            Info {
                technique: Technique::$vv,
                name: $vname,
                score: $vscore,
                level: Level::$vlevel,
                se: $vse,
                se_rule: SeRule::$vrule,
                aliases: &[$($valias),*],
                variant_only: true,
            },
        )*)*];
    };
}

registry!(declare_techniques);

// The technique table is indexed by the enum's discriminant: check at compile time that the
// macro wrote it in enum order, so that indexing can never pick the wrong row.
const _: () = {
    let mut k = 0;
    while k < TECHNIQUES.len() {
        assert!(TECHNIQUES[k].technique as usize == k);
        k += 1;
    }
};

impl Technique {
    /// Every technique, in the order the step engine tries them.
    pub const ALL: &'static [Technique] = ALL_TECHNIQUES;

    /// The registry row of this technique.
    pub(crate) fn info(self) -> &'static Info {
        &TECHNIQUES[self as usize]
    }

    /// Whether only variant puzzles use this technique: it reasons with a rule beyond rows,
    /// columns and boxes (a cage, a line, a dot...), so classic solving paths never hold it.
    pub fn is_variant_only(self) -> bool {
        self.info().variant_only
    }

    /// HoDoKu's name for the technique, e.g. `Hidden Single`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// HoDoKu's default score for one step of this technique.
    pub fn score(self) -> u32 {
        self.info().score
    }

    /// HoDoKu's default level for this technique.
    pub fn level(self) -> Level {
        self.info().level
    }

    /// The Sudoku Explainer rating of a typical step of this technique (chains add a
    /// little for their length, see [`super::Rating::se`]).
    pub fn se(self) -> f32 {
        self.info().se
    }

    /// The technique with this name (HoDoKu's name, case and punctuation ignored; the short
    /// forms listed in the registry, like `pointing`, `claiming`, `bug+1`, `als-xz`, also work).
    ///
    /// # Errors
    ///
    /// [`UnknownName`] when no technique has that name.
    pub fn from_name(name: &str) -> Result<Technique, UnknownName> {
        let key = squash(name);
        let known = |t: &&Info| t.aliases.contains(&key.as_str());
        TECHNIQUES
            .iter()
            .find(known)
            .or_else(|| TECHNIQUES.iter().find(|t| squash(t.name) == key))
            .map(|t| t.technique)
            .ok_or_else(|| UnknownName(name.to_string()))
    }
}

fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A technique serializes as its HoDoKu name.
impl serde::Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// A level serializes as its lowercase name.
impl serde::Serialize for Level {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Technique {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Technique, UnknownName> {
        Technique::from_name(s)
    }
}
