//! The techniques, in HoDoKu's default order, with HoDoKu's names, scores and levels, and a
//! Sudoku-Explainer-style rating for each.

use std::fmt;
use std::str::FromStr;

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

macro_rules! techniques {
    ($( $(#[$doc:meta])* $v:ident = ($name:literal, $score:literal, $level:ident, $se:literal) ),* $(,)?) => {
        /// A solving technique. Variants are listed in the order the step engine tries them
        /// (HoDoKu's default order).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Technique {
            $( $(#[$doc])* $v, )*
        }

        impl Technique {
            /// Every technique, in the order the step engine tries them.
            pub const ALL: &'static [Technique] = &[$(Technique::$v),*];

            /// HoDoKu's name for the technique, e.g. `Hidden Single`.
            pub fn name(self) -> &'static str {
                match self { $(Technique::$v => $name,)* }
            }

            /// HoDoKu's default score for one step of this technique.
            pub fn score(self) -> u32 {
                match self { $(Technique::$v => $score,)* }
            }

            /// HoDoKu's default level for this technique.
            pub fn level(self) -> Level {
                match self { $(Technique::$v => Level::$level,)* }
            }

            /// The Sudoku Explainer rating of a typical step of this technique (chains add a
            /// little for their length, see [`super::Rating::se`]).
            pub fn se(self) -> f32 {
                match self { $(Technique::$v => $se,)* }
            }
        }
    };
}

techniques! {
    /// The last empty cell of a unit.
    FullHouse = ("Full House", 4, Easy, 1.0),
    /// A cell with one candidate left.
    NakedSingle = ("Naked Single", 4, Easy, 2.3),
    /// A digit with one place left in a unit.
    HiddenSingle = ("Hidden Single", 14, Easy, 1.5),
    /// A naked pair inside a box and a line at once.
    LockedPair = ("Locked Pair", 40, Medium, 2.0),
    /// A naked triple inside a box and a line at once.
    LockedTriple = ("Locked Triple", 60, Medium, 2.5),
    /// A digit of a box confined to one line (pointing).
    LockedCandidatesPointing = ("Locked Candidates Type 1 (Pointing)", 50, Medium, 2.6),
    /// A digit of a line confined to one box (claiming).
    LockedCandidatesClaiming = ("Locked Candidates Type 2 (Claiming)", 50, Medium, 2.8),
    /// Two cells of a unit with the same two candidates.
    NakedPair = ("Naked Pair", 60, Medium, 3.0),
    /// Three cells of a unit with three candidates between them.
    NakedTriple = ("Naked Triple", 80, Medium, 3.6),
    /// Two digits with the same two places in a unit.
    HiddenPair = ("Hidden Pair", 70, Medium, 3.4),
    /// Three digits confined to three cells of a unit.
    HiddenTriple = ("Hidden Triple", 100, Medium, 4.0),
    /// Four cells of a unit with four candidates between them.
    NakedQuadruple = ("Naked Quadruple", 120, Hard, 5.0),
    /// Four digits confined to four cells of a unit.
    HiddenQuadruple = ("Hidden Quadruple", 150, Hard, 5.4),
    /// A digit in two rows confined to two columns (or the reverse).
    XWing = ("X-Wing", 140, Hard, 3.2),
    /// A digit in three rows confined to three columns (or the reverse).
    Swordfish = ("Swordfish", 150, Hard, 3.8),
    /// A digit in four rows confined to four columns (or the reverse).
    Jellyfish = ("Jellyfish", 160, Hard, 5.2),
    /// A chain of bivalue cells with the same two digits.
    RemotePair = ("Remote Pair", 110, Hard, 6.6),
    /// Bivalue universal grave plus one cell.
    BugPlusOne = ("Bivalue Universal Grave + 1", 100, Hard, 5.6),
    /// Two conjugate lines of a digit whose ends share a line.
    Skyscraper = ("Skyscraper", 130, Hard, 6.6),
    /// A row and a column conjugate pair of a digit joined in a box.
    TwoStringKite = ("2-String Kite", 150, Hard, 6.6),
    /// A short X-chain of two strong links.
    TurbotFish = ("Turbot Fish", 120, Hard, 6.6),
    /// A box whose candidates of a digit form a cross, with a conjugate pair.
    EmptyRectangle = ("Empty Rectangle", 120, Hard, 6.6),
    /// Two equal bivalue cells joined by a strong link.
    WWing = ("W-Wing", 150, Hard, 4.4),
    /// A bivalue pivot with two bivalue pincers.
    XyWing = ("XY-Wing", 160, Hard, 4.2),
    /// A trivalue pivot with two bivalue pincers.
    XyzWing = ("XYZ-Wing", 180, Hard, 4.4),
    /// A deadly pattern with one extra-candidate corner.
    UniquenessTest1 = ("Uniqueness Test 1", 100, Hard, 4.5),
    /// A deadly pattern whose extra candidate is the same in two corners.
    UniquenessTest2 = ("Uniqueness Test 2", 100, Hard, 4.6),
    /// A deadly pattern whose extra candidates form a naked subset.
    UniquenessTest3 = ("Uniqueness Test 3", 100, Hard, 4.7),
    /// A deadly pattern with a conjugate pair in its extra corners.
    UniquenessTest4 = ("Uniqueness Test 4", 100, Hard, 4.5),
    /// A deadly pattern with diagonal extra corners and conjugate pairs.
    UniquenessTest5 = ("Uniqueness Test 5", 100, Hard, 4.6),
    /// A deadly pattern with diagonal extra corners and an X-Wing.
    UniquenessTest6 = ("Uniqueness Test 6", 100, Hard, 4.6),
    /// A deadly pattern found through conjugate pairs.
    HiddenRectangle = ("Hidden Rectangle", 100, Hard, 4.7),
    /// An X-Wing with fins.
    FinnedXWing = ("Finned X-Wing", 130, Hard, 3.4),
    /// An X-Wing with fins and a missing corner.
    SashimiXWing = ("Sashimi X-Wing", 150, Hard, 3.5),
    /// A swordfish with fins.
    FinnedSwordfish = ("Finned Swordfish", 200, Unfair, 4.0),
    /// A swordfish with fins and a missing corner.
    SashimiSwordfish = ("Sashimi Swordfish", 240, Unfair, 4.1),
    /// A jellyfish with fins.
    FinnedJellyfish = ("Finned Jellyfish", 250, Unfair, 5.4),
    /// A jellyfish with fins and a missing corner.
    SashimiJellyfish = ("Sashimi Jellyfish", 260, Unfair, 5.5),
    /// A box-line intersection whose candidates split into two almost locked sets.
    SueDeCoq = ("Sue de Coq", 250, Unfair, 5.0),
    /// Two-coloring of one digit's conjugate pairs.
    SimpleColors = ("Simple Colors", 150, Hard, 6.5),
    /// Two-coloring of several clusters of one digit.
    MultiColors = ("Multi Colors", 200, Hard, 6.6),
    /// An alternating chain on one digit.
    XChain = ("X-Chain", 260, Unfair, 6.6),
    /// A chain of bivalue cells.
    XyChain = ("XY-Chain", 260, Unfair, 6.6),
    /// A closed alternating loop whose weak links eliminate.
    ContinuousNiceLoop = ("Continuous Nice Loop", 280, Unfair, 7.0),
    /// A loop broken at one candidate, which it sets or removes.
    DiscontinuousNiceLoop = ("Discontinuous Nice Loop", 280, Unfair, 7.0),
    /// An alternating inference chain whose ends both see the eliminated candidates.
    Aic = ("AIC", 280, Unfair, 7.0),
    /// A continuous nice loop with group nodes.
    GroupedContinuousNiceLoop = ("Grouped Continuous Nice Loop", 300, Unfair, 7.2),
    /// A discontinuous nice loop with group nodes.
    GroupedDiscontinuousNiceLoop = ("Grouped Discontinuous Nice Loop", 300, Unfair, 7.2),
    /// An AIC with group nodes.
    GroupedAic = ("Grouped AIC", 300, Unfair, 7.2),
    /// Two almost locked sets joined by a restricted common candidate.
    AlsXz = ("Almost Locked Set XZ-Rule", 300, Unfair, 7.5),
    /// Three almost locked sets, a pivot and two pincers.
    AlsXyWing = ("Almost Locked Set XY-Wing", 320, Unfair, 7.7),
    /// Every choice of a cell or unit leads to the same result, or one assumption leads to a
    /// contradiction.
    ForcingChainContradiction = ("Forcing Chain Contradiction", 500, Extreme, 8.3),
    /// Every choice of a cell or unit leads to the same result.
    ForcingChainVerity = ("Forcing Chain Verity", 500, Extreme, 8.3),
    /// A forcing net that reaches a contradiction.
    ForcingNetContradiction = ("Forcing Net Contradiction", 700, Extreme, 9.0),
    /// A forcing net whose branches agree.
    ForcingNetVerity = ("Forcing Net Verity", 700, Extreme, 9.0),
    /// Logic has run out: place the solution's digit in one cell.
    BruteForce = ("Brute Force", 10000, Extreme, 11.0),
}

impl Technique {
    /// The technique with this name (HoDoKu's name, case and punctuation ignored; short forms
    /// like `pointing`, `claiming`, `bug+1`, `als-xz` also work).
    ///
    /// # Errors
    ///
    /// [`UnknownName`] when no technique has that name.
    pub fn from_name(name: &str) -> Result<Technique, UnknownName> {
        let key = squash(name);
        let alias = match key.as_str() {
            "pointing" | "lockedcandidates1" | "lc1" => Some(Technique::LockedCandidatesPointing),
            "claiming" | "lockedcandidates2" | "lc2" => Some(Technique::LockedCandidatesClaiming),
            "bug1" | "bug" => Some(Technique::BugPlusOne),
            "alsxz" => Some(Technique::AlsXz),
            "alsxywing" => Some(Technique::AlsXyWing),
            "nakedquad" => Some(Technique::NakedQuadruple),
            "hiddenquad" => Some(Technique::HiddenQuadruple),
            "ur1" => Some(Technique::UniquenessTest1),
            "ur2" => Some(Technique::UniquenessTest2),
            "ur3" => Some(Technique::UniquenessTest3),
            "ur4" => Some(Technique::UniquenessTest4),
            "niceloop" => Some(Technique::DiscontinuousNiceLoop),
            "forcingchain" => Some(Technique::ForcingChainContradiction),
            "forcingnet" => Some(Technique::ForcingNetContradiction),
            _ => None,
        };
        alias
            .or_else(|| {
                Technique::ALL
                    .iter()
                    .copied()
                    .find(|t| squash(t.name()) == key)
            })
            .ok_or_else(|| UnknownName(name.to_string()))
    }
}

fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
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
