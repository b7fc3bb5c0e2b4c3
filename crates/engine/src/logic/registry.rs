//! The technique registry: the one table of every technique and every finder, in the order the
//! step engine tries them.
//!
//! Each finder row says which sizes it works on, which file holds it, how it is called, and the
//! techniques it can produce; each technique row carries HoDoKu's name and score, HoDoKu's
//! level, a Sudoku-Explainer-style value and the extra names `--technique` accepts. Everything
//! else derives from this table: the [`super::Technique`] enum and its names, scores, levels
//! and SE values (`technique.rs` expands the table with `declare_techniques!`), the step loop
//! and the sizes each finder works on (`finders.rs` expands it with `declare_finders!`), the
//! rater, name parsing ([`super::Technique::from_name`]), [`super::works_on_every_size`], the
//! web API and the table in `docs/RATING.md` (a test renders the table and compares it with
//! the doc).
//!
//! The table is a macro that hands its rows to another macro, so that the enum can be declared
//! where the technique files import it from (`technique.rs`) while the finder calls are only
//! resolved in `finders.rs`: the technique files never import the module that calls them.
//!
//! The table has two parts. `classic` lists HoDoKu's finders, which the classic step engine
//! tries on puzzles of rows, columns and boxes. `variant` lists the finders of the variant step
//! engine (`variant/logic/`, which expands these rows in its `finders.rs`), in the order it
//! tries them on puzzles with other rules: singles, intersections and subsets on the puzzle's
//! own houses (sharing the classic techniques' names and scores through `also`), one technique
//! per kind of rule (a killer cage, a thermometer, a dot...), the 45 rule and a last-resort
//! contradiction. The variant rows' own techniques follow the classic ones in the enum, so the
//! classic techniques keep their places. Which rules each part is sound under: the classic
//! rows assume the classic rules (the uniqueness rows also that digits can be swapped); the
//! variant rows use only what the puzzle's rules say, so they are sound under any rules.
//!
//! Most finders produce one technique. Those that produce several say so honestly: the unique
//! rectangle finder gives types 1–6 and hidden rectangles, the finned-fish finders give finned
//! or sashimi fish, and the grouped nice-loop finder also gives the plain loops and AICs when
//! the best chain it finds has no group node. A test runs every finder on many positions and
//! checks that each step's technique is one its row declares.

/// Calls the macro `$then` with the whole table: `classic { ROWS } variant { ROWS }`. Grammar
/// of a classic finder row: `SIZES "file.rs" also [TECHNIQUES SHARED WITH EARLIER ROWS]
/// (FINDER) { TECHNIQUE ROWS }`; a variant finder row is the same without `SIZES` (it works on
/// every size the variant engine takes); a technique row:
/// `Variant = ("HoDoKu name", score, Level, se, SeRule, "alias"...)`.
macro_rules! registry {
    ($then:ident) => {
        $then! {
            classic {
            Every "singles.rs" also [] (singles::full_house) {
                /// The last empty cell of a unit.
                FullHouse = ("Full House", 4, Easy, 1.0, Flat),
            }
            Every "singles.rs" also [] (singles::naked_single) {
                /// A cell with one candidate left.
                NakedSingle = ("Naked Single", 4, Easy, 2.3, Flat),
            }
            Every "singles.rs" also [] (singles::hidden_single) {
                /// A digit with one place left in a unit.
                HiddenSingle = ("Hidden Single", 14, Easy, 1.5, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::naked(g, 2, true, c)) {
                /// A naked pair inside a box and a line at once.
                LockedPair = ("Locked Pair", 40, Medium, 2.0, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::naked(g, 3, true, c)) {
                /// A naked triple inside a box and a line at once.
                LockedTriple = ("Locked Triple", 60, Medium, 2.5, Flat),
            }
            Every "intersections.rs" also [] (intersections::pointing) {
                /// A digit of a box confined to one line (pointing).
                LockedCandidatesPointing = ("Locked Candidates Type 1 (Pointing)", 50, Medium, 2.6, Flat,
                    "pointing", "lockedcandidates1", "lc1"),
            }
            Every "intersections.rs" also [] (intersections::claiming) {
                /// A digit of a line confined to one box (claiming).
                LockedCandidatesClaiming = ("Locked Candidates Type 2 (Claiming)", 50, Medium, 2.8, Flat,
                    "claiming", "lockedcandidates2", "lc2"),
            }
            Every "subsets.rs" also [] (|g, c| subsets::naked(g, 2, false, c)) {
                /// Two cells of a unit with the same two candidates.
                NakedPair = ("Naked Pair", 60, Medium, 3.0, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::naked(g, 3, false, c)) {
                /// Three cells of a unit with three candidates between them.
                NakedTriple = ("Naked Triple", 80, Medium, 3.6, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::hidden(g, 2, c)) {
                /// Two digits with the same two places in a unit.
                HiddenPair = ("Hidden Pair", 70, Medium, 3.4, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::hidden(g, 3, c)) {
                /// Three digits confined to three cells of a unit.
                HiddenTriple = ("Hidden Triple", 100, Medium, 4.0, Flat),
            }
            Every "subsets.rs" also [] (|g, c| subsets::naked(g, 4, false, c)) {
                /// Four cells of a unit with four candidates between them.
                NakedQuadruple = ("Naked Quadruple", 120, Hard, 5.0, Flat, "nakedquad"),
            }
            Every "subsets.rs" also [] (|g, c| subsets::hidden(g, 4, c)) {
                /// Four digits confined to four cells of a unit.
                HiddenQuadruple = ("Hidden Quadruple", 150, Hard, 5.4, Flat, "hiddenquad"),
            }
            Nine "fish.rs" also [] (|g, c| fish::basic(g, 2, c)) {
                /// A digit in two rows confined to two columns (or the reverse).
                XWing = ("X-Wing", 140, Hard, 3.2, Flat),
            }
            Nine "fish.rs" also [] (|g, c| fish::basic(g, 3, c)) {
                /// A digit in three rows confined to three columns (or the reverse).
                Swordfish = ("Swordfish", 150, Hard, 3.8, Flat),
            }
            Nine "fish.rs" also [] (|g, c| fish::basic(g, 4, c)) {
                /// A digit in four rows confined to four columns (or the reverse).
                Jellyfish = ("Jellyfish", 160, Hard, 5.2, Flat),
            }
            Nine "wings.rs" also [] (wings::remote_pair) {
                /// A chain of bivalue cells with the same two digits.
                RemotePair = ("Remote Pair", 110, Hard, 6.6, Flat),
            }
            Nine "uniqueness.rs" also [] (|g, _| uniqueness::bug_plus_one(g)) {
                /// Bivalue universal grave plus one cell.
                BugPlusOne = ("Bivalue Universal Grave + 1", 100, Hard, 5.6, Flat, "bug1", "bug"),
            }
            Nine "single_digit.rs" also [] (single_digit::skyscraper) {
                /// Two conjugate lines of a digit whose ends share a line.
                Skyscraper = ("Skyscraper", 130, Hard, 6.6, Flat),
            }
            Nine "single_digit.rs" also [] (single_digit::two_string_kite) {
                /// A row and a column conjugate pair of a digit joined in a box.
                TwoStringKite = ("2-String Kite", 150, Hard, 6.6, Flat),
            }
            Nine "single_digit.rs" also [] (single_digit::turbot_fish) {
                /// A short X-chain of two strong links.
                TurbotFish = ("Turbot Fish", 120, Hard, 6.6, Flat),
            }
            Nine "single_digit.rs" also [] (single_digit::empty_rectangle) {
                /// A box whose candidates of a digit form a cross, with a conjugate pair.
                EmptyRectangle = ("Empty Rectangle", 120, Hard, 6.6, Flat),
            }
            Nine "wings.rs" also [] (|g, _| wings::w_wing(g)) {
                /// Two equal bivalue cells joined by a strong link.
                WWing = ("W-Wing", 150, Hard, 4.4, Flat),
            }
            Nine "wings.rs" also [] (wings::xy_wing) {
                /// A bivalue pivot with two bivalue pincers.
                XyWing = ("XY-Wing", 160, Hard, 4.2, Flat),
            }
            Nine "wings.rs" also [] (wings::xyz_wing) {
                /// A trivalue pivot with two bivalue pincers.
                XyzWing = ("XYZ-Wing", 180, Hard, 4.4, Flat),
            }
            Nine "uniqueness.rs" also [] (|g, _| uniqueness::unique_rectangles(g)) {
                /// A deadly pattern with one extra-candidate corner.
                UniquenessTest1 = ("Uniqueness Test 1", 100, Hard, 4.5, Flat, "ur1"),
                /// A deadly pattern whose extra candidate is the same in two corners.
                UniquenessTest2 = ("Uniqueness Test 2", 100, Hard, 4.6, Flat, "ur2"),
                /// A deadly pattern whose extra candidates form a naked subset.
                UniquenessTest3 = ("Uniqueness Test 3", 100, Hard, 4.7, Flat, "ur3"),
                /// A deadly pattern with a conjugate pair in its extra corners.
                UniquenessTest4 = ("Uniqueness Test 4", 100, Hard, 4.5, Flat, "ur4"),
                /// A deadly pattern with diagonal extra corners and conjugate pairs.
                UniquenessTest5 = ("Uniqueness Test 5", 100, Hard, 4.6, Flat),
                /// A deadly pattern with diagonal extra corners and an X-Wing.
                UniquenessTest6 = ("Uniqueness Test 6", 100, Hard, 4.6, Flat),
                /// A deadly pattern found through conjugate pairs.
                HiddenRectangle = ("Hidden Rectangle", 100, Hard, 4.7, Flat),
            }
            Nine "uniqueness.rs" also [] (uniqueness::avoidable_rectangles) {
                /// A rectangle of cells the solver filled (not givens) that would let two
                /// digits swap, unless one open corner avoids its digit.
                AvoidableRectangle1 = ("Avoidable Rectangle Type 1", 100, Hard, 4.5, Flat, "ar1"),
                /// The same with two open corners sharing one extra digit, which one of them
                /// must hold.
                AvoidableRectangle2 = ("Avoidable Rectangle Type 2", 100, Hard, 4.6, Flat, "ar2"),
            }
            Nine "fish.rs" also [] (|g, c| fish::finned(g, 2, c)) {
                /// An X-Wing with fins.
                FinnedXWing = ("Finned X-Wing", 130, Hard, 3.4, Flat),
                /// An X-Wing with fins and a missing corner.
                SashimiXWing = ("Sashimi X-Wing", 150, Hard, 3.5, Flat),
            }
            Nine "fish.rs" also [] (|g, c| fish::finned(g, 3, c)) {
                /// A swordfish with fins.
                FinnedSwordfish = ("Finned Swordfish", 200, Unfair, 4.0, Flat),
                /// A swordfish with fins and a missing corner.
                SashimiSwordfish = ("Sashimi Swordfish", 240, Unfair, 4.1, Flat),
            }
            Nine "fish.rs" also [] (|g, c| fish::finned(g, 4, c)) {
                /// A jellyfish with fins.
                FinnedJellyfish = ("Finned Jellyfish", 250, Unfair, 5.4, Flat),
                /// A jellyfish with fins and a missing corner.
                SashimiJellyfish = ("Sashimi Jellyfish", 260, Unfair, 5.5, Flat),
            }
            Nine "als.rs" also [] (als::sue_de_coq) {
                /// A box-line intersection whose candidates split into two almost locked sets.
                SueDeCoq = ("Sue de Coq", 250, Unfair, 5.0, Flat),
            }
            Nine "coloring.rs" also [] (coloring::simple_colors) {
                /// Two-coloring of one digit's conjugate pairs.
                SimpleColors = ("Simple Colors", 150, Hard, 6.5, Flat),
            }
            Nine "coloring.rs" also [] (coloring::multi_colors) {
                /// Two-coloring of several clusters of one digit.
                MultiColors = ("Multi Colors", 200, Hard, 6.6, Flat),
            }
            Nine "chains.rs" also [] (chains::x_chain) {
                /// An alternating chain on one digit.
                XChain = ("X-Chain", 260, Unfair, 6.6, Chain),
            }
            Nine "chains.rs" also [] (chains::xy_chain) {
                /// A chain of bivalue cells.
                XyChain = ("XY-Chain", 260, Unfair, 6.6, Chain),
            }
            Nine "chains.rs" also [] (|g, c| chains::nice_loop(g, false, c)) {
                /// A loop broken at one candidate, which it sets or removes.
                DiscontinuousNiceLoop = ("Discontinuous Nice Loop", 280, Unfair, 7.0, Chain, "niceloop"),
                /// An alternating inference chain whose ends both see the eliminated candidates.
                Aic = ("AIC", 280, Unfair, 7.0, Chain),
                /// A closed loop of alternating links: every weak link removes what sees both
                /// its ends.
                ContinuousNiceLoop = ("Continuous Nice Loop", 280, Unfair, 7.0, Chain),
            }
            Nine "chains.rs" also [DiscontinuousNiceLoop, Aic, ContinuousNiceLoop] (|g, c| chains::nice_loop(g, true, c)) {
                /// A discontinuous nice loop with group nodes.
                GroupedDiscontinuousNiceLoop = ("Grouped Discontinuous Nice Loop", 300, Unfair, 7.2, Chain),
                /// An AIC with group nodes.
                GroupedAic = ("Grouped AIC", 300, Unfair, 7.2, Chain),
                /// A continuous nice loop with group nodes.
                GroupedContinuousNiceLoop = ("Grouped Continuous Nice Loop", 300, Unfair, 7.2, Chain),
            }
            Nine "als.rs" also [] (als::als_xz) {
                /// Two almost locked sets joined by a restricted common candidate.
                AlsXz = ("Almost Locked Set XZ-Rule", 300, Unfair, 7.5, Flat, "alsxz"),
            }
            Nine "als.rs" also [] (als::als_xy_wing) {
                /// Three almost locked sets, a pivot and two pincers.
                AlsXyWing = ("Almost Locked Set XY-Wing", 320, Unfair, 7.7, Flat, "alsxywing"),
            }
            Nine "forcing.rs" also [] (forcing::forcing_chain) {
                /// One assumption leads to a contradiction, so its opposite holds.
                ForcingChainContradiction = ("Forcing Chain Contradiction", 500, Extreme, 8.3, Chain,
                    "forcingchain"),
                /// Every choice of a candidate, cell or unit leads to the same result.
                ForcingChainVerity = ("Forcing Chain Verity", 500, Extreme, 8.3, Chain),
            }
            Nine "forcing.rs" also [] (forcing::forcing_net) {
                /// A forcing net that reaches a contradiction.
                ForcingNetContradiction = ("Forcing Net Contradiction", 700, Extreme, 9.0, Chain,
                    "forcingnet"),
                /// A forcing net whose branches agree.
                ForcingNetVerity = ("Forcing Net Verity", 700, Extreme, 9.0, Chain),
            }
            Every "brute_force.rs" also [] (brute_force::brute_force) {
                /// Logic has run out: place the solution's digit in one cell.
                BruteForce = ("Brute Force", 10000, Extreme, 11.0, Flat),
            }
            }
            variant {
            "singles.rs" also [FullHouse] (singles::full_house) {}
            "singles.rs" also [NakedSingle] (singles::naked_single) {}
            "singles.rs" also [HiddenSingle] (singles::hidden_single) {}
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::OddEvenCell)) {
                /// An odd or even cell keeps only digits of its kind.
                OddEvenCell = ("Odd/Even Cell", 4, Easy, 1.2, Flat, "parity", "odd", "even"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::GreaterThanSign)) {
                /// A greater-than sign orders two side-by-side cells.
                GreaterThanSign = ("Greater-Than Sign", 8, Easy, 1.5, Flat, "greaterthan", "inequality"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::MinMaxCell)) {
                /// A minimum or maximum cell is below or above its side-by-side neighbours.
                MinMaxCell = ("Minimum/Maximum Cell", 8, Easy, 1.5, Flat, "minimum", "maximum"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::ThermometerLine)) {
                /// Digits rise along a thermometer, which bounds each cell from both ends.
                ThermometerLine = ("Thermometer", 8, Easy, 1.7, Flat, "thermo"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::PalindromeLine)) {
                /// Cells the same distance from a palindrome's ends hold the same digit.
                PalindromeLine = ("Palindrome", 8, Easy, 1.7, Flat),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::KillerCage)) {
                /// The digit sets that can make a cage's total, digits not repeated.
                KillerCage = ("Killer Cage", 8, Easy, 1.8, Flat, "cage", "killer", "cagecombinations"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::KropkiDot)) {
                /// A white or black dot (or, by the negative rule, its absence) between two cells.
                KropkiDot = ("Kropki Dot", 8, Easy, 1.8, Flat, "kropki", "dot"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::XvSign)) {
                /// An X or a V (or, by the negative rule, neither) between two cells.
                XvSign = ("XV Sign", 8, Easy, 1.8, Flat, "xv"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::NonConsecutiveCells)) {
                /// Side-by-side cells never hold consecutive digits.
                NonConsecutiveCells = ("Non-Consecutive Neighbours", 8, Easy, 1.8, Flat, "nonconsecutive"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::WhispersLine)) {
                /// Neighbours on a whispers line differ by at least its difference.
                WhispersLine = ("Whispers Line", 8, Easy, 1.9, Flat, "whispers", "germanwhispers"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::BetweenLine)) {
                /// Digits on a between line lie strictly between its two ends.
                BetweenLine = ("Between Line", 8, Easy, 1.9, Flat, "between"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::QuadrupleClue)) {
                /// The digits of a quadruple circle appear around it.
                QuadrupleClue = ("Quadruple", 8, Easy, 1.9, Flat),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::CloneCells)) {
                /// Matching cells of two clones hold the same digit.
                CloneCells = ("Clone", 8, Easy, 2.0, Flat),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::ArrowSum)) {
                /// The digits on an arrow add up to its circle.
                ArrowSum = ("Arrow", 14, Easy, 2.2, Flat),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::RenbanLine)) {
                /// A renban line holds a run of consecutive digits.
                RenbanLine = ("Renban Line", 14, Easy, 2.2, Flat, "renban"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::EntropicLine)) {
                /// Any three cells in a row on an entropic line hold a low, a middle and a high digit.
                EntropicLine = ("Entropic Line", 14, Easy, 2.3, Flat, "entropic"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::ModularLine)) {
                /// Any three cells in a row on a modular line differ modulo 3.
                ModularLine = ("Modular Line", 14, Easy, 2.3, Flat, "modular"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::ZipperLine)) {
                /// Cells the same distance from a zipper line's middle add up to the same total.
                ZipperLine = ("Zipper Line", 14, Easy, 2.3, Flat, "zipper"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::LittleKillerSum)) {
                /// The digits along a little killer's diagonal add up to its clue.
                LittleKillerSum = ("Little Killer", 14, Easy, 2.4, Flat, "littlekiller"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::RegionSumLine)) {
                /// Each region's part of a region-sum line has the same total.
                RegionSumLine = ("Region Sum Line", 20, Medium, 2.5, Flat, "regionsum"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::IndexerCell)) {
                /// An indexer cell says where its position's digit goes in its row, column or box.
                IndexerCell = ("Indexer", 20, Medium, 2.5, Flat),
            }
            "intersections.rs" also [LockedCandidatesPointing, LockedCandidatesClaiming] (intersections::locked) {}
            "subsets.rs" also [NakedPair] (|g, c| subsets::naked(g, c, 2)) {}
            "subsets.rs" also [HiddenPair] (|g, c| subsets::hidden(g, c, 2)) {}
            "subsets.rs" also [NakedTriple] (|g, c| subsets::naked(g, c, 3)) {}
            "subsets.rs" also [HiddenTriple] (|g, c| subsets::hidden(g, c, 3)) {}
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::SandwichSum)) {
                /// The digits between the 1 and the N of a line add up to its clue.
                SandwichSum = ("Sandwich Sum", 30, Medium, 2.8, Flat, "sandwich"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::XSumClue)) {
                /// The first X digits of a line add up to its clue, X being the first digit.
                XSumClue = ("X-Sum", 30, Medium, 2.8, Flat, "xsums"),
            }
            "rules.rs" also [] (|g, c| rules::step(g, c, Technique::SkyscraperClue)) {
                /// A skyscraper clue counts the digits seen from it.
                SkyscraperClue = ("Skyscraper Clue", 30, Medium, 2.8, Flat, "skyscrapers"),
            }
            "rules.rs" also [] (rules::innies_outies) {
                /// Houses and cages together fix the total of a few cells (the 45 rule).
                InniesOuties = ("Innies and Outies", 40, Medium, 3.0, Flat, "45rule", "innies", "outies"),
            }
            "subsets.rs" also [NakedQuadruple] (|g, c| subsets::naked(g, c, 4)) {}
            "subsets.rs" also [HiddenQuadruple] (|g, c| subsets::hidden(g, c, 4)) {}
            "fish.rs" also [XWing] (|g, c| fish::fish(g, c, 2)) {}
            "wings.rs" also [XyWing] (wings::xy_wing) {}
            "wings.rs" also [XyzWing] (wings::xyz_wing) {}
            "wings.rs" also [WWing] (wings::w_wing) {}
            "fish.rs" also [Swordfish] (|g, c| fish::fish(g, c, 3)) {}
            "fish.rs" also [Jellyfish] (|g, c| fish::fish(g, c, 4)) {}
            "chains.rs" also [Aic] (chains::aic) {}
            "contradiction.rs" also [] (contradiction::contradiction) {
                /// A candidate whose placement makes the rules break at once, so it goes.
                Contradiction = ("Contradiction", 500, Extreme, 8.5, Flat, "bifurcation"),
            }
            "forcing.rs" also [] (forcing::forcing_net) {
                /// A cell's candidates (or a digit's places in a house), each followed through
                /// every rule, agree on a placement or an elimination.
                ForcingNet = ("Rule Forcing Net", 700, Extreme, 9.0, Flat, "ruleforcing", "rulenet"),
            }
            "contradiction.rs" also [] (contradiction::trial) {
                /// A candidate whose placement leaves no grid that keeps the rules, as a search
                /// through every way of going on proves.
                TrialAndError = ("Trial and Error", 1000, Extreme, 10.0, Flat, "trial", "search"),
            }
            "brute_force.rs" also [BruteForce] (brute_force::brute_force) {}
            }
        }
    };
}
pub(crate) use registry;
