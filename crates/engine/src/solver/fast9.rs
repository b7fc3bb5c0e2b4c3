//! The 9×9 bitboard solver: band bitboards, band-level propagation, bivalue guessing.
//!
//! This is the hot path of the whole toolkit: every 9×9 puzzle the `sudoku` command solves,
//! counts, generates or rates comes through [`search`]. It follows the "band" design of the
//! JCZSolve / ZhouYundong family (read for ideas only; every table and line here is our own):
//! instead of keeping nine candidate bits per *cell*, it keeps one bit per *cell* per *digit*,
//! grouped by band (three rows), so that the rules of Sudoku for one digit in one band become a
//! few table look-ups on a single 27-bit word.
//!
//! The file reads top to bottom (as tdoku's `solver_dpll_triad_simd.cc` does):
//! 1. the bit layout ([`State`]), with its diagram;
//! 2. the lookup tables, generated at compile time by `const fn`s;
//! 3. propagation: one band of one digit at a time ([`State::update_band`]), to a fixpoint;
//! 4. naked singles by bit-sliced counting, and the choice of a guess;
//! 5. the search: depth-first, state copied at each guess, on an explicit stack;
//! 6. the thin API: [`search`], with run-time CPU feature detection.
//!
//! What is deduced before guessing: within a band, everything that follows from "a digit's
//! three cells there form a permutation of the 3×3 triads" (hidden singles in rows and boxes,
//! pointing and claiming inside the band); across bands, box-column pointing; and naked
//! singles. A guess goes to a bivalue cell (both values are tried, so in "unique" mode the
//! order does not matter; in "first" mode the lower digit goes first).
//!
//! # Measured and rejected
//! Speed decisions were taken on instruction counts (`valgrind --tool=callgrind`, the machine
//! has no hardware counters) and CPU time (user + sys, which the shared machine's load does
//! not distort as much as wall time), on the 2-core AMD EPYC (Zen 4) development machine,
//! "unique" mode unless said otherwise; see `docs/BENCHMARKS.md` for the full tables. The
//! alternatives we tried are recorded beside the code they concern. One is recorded here
//! because it left no code behind: *column claiming* (a digit whose column can only be filled
//! in one band keeps only that column in the band's box), run at every fixpoint. It cut
//! guesses (17-clue 2.31 → 1.41, top1465 22.0 → 18.9, forum-hardest-1106 357 → 321 per
//! puzzle) but cost more than it saved except on 17-clue: instructions +16% on top1465 and
//! +21% on forum-hardest-1106, −3.5% on 17-clue.
//!
//! Five more, on the propagation loop (puzzles per CPU-second against this design, median of
//! 5 alternating runs of `solve_file --reps 5`; serg-benchmark / 17-clue / forum-hardest-1106):
//! - a *worklist* (always propagate the lowest word with news, news tracked exactly in a
//!   register by comparing each narrowed word): 0.75 / 0.72 / 0.77. Fewer updates, but each
//!   one waits for the previous one to finish, where a pass over a fixed set of words lets
//!   the CPU overlap them;
//! - the same with the news mask kept in the state: 0.79 / 0.73 / 0.79;
//! - JCZSolve's sweep (an unrolled `if cand[i] != prev[i]` over the 27 words, news acted on
//!   at once): 1.01 / 0.93 / 0.98;
//! - [`Isa::news`] from 27 scalar loads instead of four 256-bit ones (whose loads wait for
//!   the narrow stores just before them to retire): 0.92 / 0.92 / 0.90;
//! - a pass in "diagonal" order (word (d, b) followed by (d + 1, b + 1), so that consecutive
//!   updates touch no common word and could overlap; three `pext`s per pass): 0.97 / 0.94 /
//!   0.92.

use std::mem::MaybeUninit;

use super::{Poll, SearchStats, Visitor};

// ---------------------------------------------------------------------------------------------
// 1. Bit layout
// ---------------------------------------------------------------------------------------------

/// All 27 bits of a band word set.
const BAND: u32 = (1 << 27) - 1;
/// The nine bits of row 0 of a band word.
const ROW0: u32 = 0x1ff;
/// A 9-bit column set spread over the three rows of a band: `cols * SPREAD`.
const SPREAD: u32 = 1 | 1 << 9 | 1 << 18;

/// The search state: everything the solver knows about one partial grid.
///
/// The grid is cut into three **bands** of three rows. For every digit `d` (0-based) and band
/// `b`, `cand[3 * d + b]` is a 27-bit word whose bit `9 * r + c` says "digit `d + 1` may
/// still go in row `r` of the band (0..3), column `c` (0..9)":
///
/// ```text
///   cand[3*d + b]  (one u32 per digit and band; bits 27..32 always 0)
///
///   bit:  26 ....................... 18 17 ........................ 9 8 ........................ 0
///         | row 2 of band b           | row 1 of band b            | row 0 of band b           |
///   each row:   c8 c7 c6 | c5 c4 c3 | c2 c1 c0     three triads, one per box
///               box 2      box 1      box 0
///
///   grid row 3*b + r, grid column c   <->   cand[3*d + b], bit 9*r + c
///
///   cand: [ d1: b0 b1 b2 | d2: b0 b1 b2 | ... | d9: b0 b1 b2 | 0 ]   27 words + 1 pad = 112 bytes
/// ```
///
/// The three bands of a digit are adjacent, so one 128-bit load holds a digit's whole grid
/// (plus one word of the next digit, or the pad), and the bit-sliced counting of naked singles
/// runs on all three bands at once (see [`Isa::counts`]).
///
/// A digit occupies exactly one cell of each row, column and box, so inside one band it
/// occupies three cells forming a *permutation* of the band's 3×3 **triads** (row-segments of
/// three cells in one box): one triad per row and one per box. Most of the propagation is that
/// single fact applied to one word with a couple of table look-ups ([`COMPLEX`]).
///
/// The other fields are bookkeeping that keeps the propagation incremental:
///
/// ```text
///   prev[i]            cand[i] as it was when word i was last propagated; a word with
///                      cand[i] != prev[i] has news (found 8 words at a time with AVX2)
///   unsolved_cells[b]  27 bits, same layout as cand: 1 = cell not yet placed
/// ```
///
/// The whole state is 236 bytes, copied once per guess: cheaper than an undo log.
///
/// Rejected (callgrind instruction counts, forum-hardest-1106, unique mode):
/// - a `dirty` bit mask set wherever a word is narrowed, instead of `prev` (a smaller
///   state): 580M instructions against 461M, because every elimination then pays a compare
///   and a variable shift, nine of them each time a cell is placed;
/// - band-major words (`cand[9 * b + d]`): the nine digits of a band are then adjacent,
///   which makes "clear the placed cells from every digit of the band" two vector ops instead
///   of nine scalar ones, but the naked-single count must then run band by band: 263M
///   against 213M for this layout.
#[derive(Clone, Copy)]
struct State {
    cand: [u32; 28],
    prev: [u32; 27],
    unsolved_cells: [u32; 3],
}

// ---------------------------------------------------------------------------------------------
// 2. Lookup tables (all built at compile time from their definitions)
// ---------------------------------------------------------------------------------------------

/// `SHRINK[row]`: for a 9-bit row of a band word, the 3-bit set of its non-empty triads.
static SHRINK: [u32; 512] = build_shrink();

const fn build_shrink() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if x >> (3 * k) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

/// `COMPLEX[triads]`: the cells a digit may keep in a band, given which triads still hold it.
///
/// The index is a 3×3 triad matrix, bit `3 * r + k` = "row `r`, box `k` has a candidate"
/// ([`Isa::triads`]: three [`SHRINK`] look-ups, or one BMI2 `pext`). The value is a 27-bit cell mask: the union of the triads
/// that belong to at least one permutation (one triad per row and per box) inside the matrix.
/// Zero means no permutation fits: the digit cannot be placed in this band, a contradiction.
///
/// One look-up does all of locked candidates inside a band at once (pointing and claiming,
/// and their chains): e.g. a row whose only triad is in box 0 removes box 0 from the other two
/// rows, which may leave a row with a single triad in box 1, and so on.
static COMPLEX: [u32; 512] = build_complex();

const fn build_complex() -> [u32; 512] {
    // The six permutations of the three boxes over the three rows.
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMS[p];
            let mut fits = true;
            let mut cells = 0u32;
            let mut r = 0;
            while r < 3 {
                let k = perm[r];
                if m >> (3 * r + k) & 1 == 0 {
                    fits = false;
                }
                cells |= 7 << (9 * r + 3 * k);
                r += 1;
            }
            if fits {
                t[m] |= cells;
            }
            p += 1;
        }
        m += 1;
    }
    t
}

/// `LOCKED_COLUMNS[cols]`: for the 9-bit set of columns a digit still uses in a band, the
/// columns that are the only one left in their box, spread over the three rows of a band.
///
/// The digit must go in each box of the band once; if all of a box's candidates are in one
/// column, the digit's place in that column is in this band, so the other two bands lose that
/// column (box-column "pointing"). A placed digit is the extreme case.
static LOCKED_COLUMNS: [u32; 512] = build_locked_columns();

const fn build_locked_columns() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut k = 0;
        while k < 3 {
            let box_cols = (cols >> (3 * k)) & 7;
            if box_cols != 0 && box_cols & (box_cols - 1) == 0 {
                t[cols] |= ((box_cols as u32) << (3 * k)) * SPREAD;
            }
            k += 1;
        }
        cols += 1;
    }
    t
}

/// `ROWS[rows]`: the 27-bit mask of the band rows in the 3-bit set `rows`.
const ROWS: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut s = 0;
    while s < 8 {
        let mut r = 0;
        while r < 3 {
            if s >> r & 1 != 0 {
                t[s] |= ROW0 << (9 * r);
            }
            r += 1;
        }
        s += 1;
    }
    t
};

/// `BAND_OF[i]`: the band of word `i`, `i % 3`.
const BAND_OF: [usize; 27] = {
    let mut t = [0; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = i % 3;
        i += 1;
    }
    t
};

/// `OTHER_BANDS[i]`: the words of the same digit as word `i` in the two other bands.
const OTHER_BANDS: [[usize; 2]; 27] = {
    let mut t = [[0; 2]; 27];
    let mut i = 0;
    while i < 27 {
        let base = i - i % 3;
        t[i] = [base + (i + 1) % 3, base + (i + 2) % 3];
        i += 1;
    }
    t
};

/// `ROW_AND_BOX[p]`: the cells sharing a row or a box with bit `p` of a band word.
static ROW_AND_BOX: [u32; 27] = {
    let mut t = [0; 27];
    let mut p = 0;
    while p < 27 {
        t[p] = (ROW0 << (9 * (p / 9))) | ((7 << (3 * (p % 9 / 3))) * SPREAD);
        p += 1;
    }
    t
};

const _: () = {
    // A full triad matrix fits every permutation: nothing is removed.
    assert!(COMPLEX[511] == BAND);
    // A matrix with an empty row fits none.
    assert!(COMPLEX[0b111_111_000] == 0);
    // Row 0 only in box 0 (bit 0): boxes 1 and 2 are left for rows 1 and 2, box 0 leaves them.
    assert!(COMPLEX[0b111_111_001] == 7 | 0o770 << 9 | 0o770 << 18);
    assert!(LOCKED_COLUMNS[0b010_011_100] == 0b010_000_100 * SPREAD);
};

// ---------------------------------------------------------------------------------------------
// 3. Propagation
// ---------------------------------------------------------------------------------------------

/// What propagation and singles left us with.
enum Step {
    /// Some cell or digit has no place left.
    Contradiction,
    /// Every cell is placed.
    Solved,
    /// Stuck: branch on cell bit `bit` of band `band`, whose candidates are the 9-bit set
    /// `digits` (bit `d` = digit `d + 1`; two of them when a bivalue cell was found).
    Guess { band: usize, bit: u32, digits: u32 },
}

impl State {
    /// The state of an empty grid.
    #[inline(always)]
    fn empty() -> State {
        State {
            cand: {
                let mut c = [BAND; 28];
                c[27] = 0;
                c
            },
            // Not a value `cand` can take, so every word is propagated once.
            prev: [u32::MAX; 27],
            unsolved_cells: [BAND; 3],
        }
    }

    /// The state of `values` (81 bytes, 0..=9), or `None` when two givens clash.
    ///
    /// Givens are first gathered into one word per band and digit (`given`), without a branch
    /// per cell (a hole writes to a scratch word, so the 30-odd unpredictable "is this a
    /// given?" branches of a plain loop disappear: 3.0 → 1.6 µs per kaggle puzzle together
    /// with the news mask below). Then each word keeps, in every row that holds a given of
    /// its digit, only that given, and loses the cells given to other digits. Propagation
    /// does the rest (a row with one cell left is a placed digit). Two equal givens in one
    /// row are caught here; in one box or column the propagation finds them.
    #[inline(always)]
    fn from_values(values: &[u8]) -> Option<State> {
        // given[10 * b + v]: cells of band b given the digit v (1..=9); v = 0 is scratch.
        let mut given = [0u32; 30];
        let mut clash = 0u32;
        for (row, cells) in values.chunks_exact(9).enumerate() {
            let (band, shift) = (row / 3, 9 * (row % 3));
            for (col, &v) in cells.iter().enumerate() {
                let live = 0u32.wrapping_sub(u32::from(v != 0));
                let slot = &mut given[10 * band + usize::from(v)];
                clash |= *slot & (ROW0 << shift) & live;
                *slot |= 1 << (shift + col);
            }
        }
        if clash != 0 {
            return None;
        }
        let mut st = State::empty();
        for b in 0..3 {
            let digits = &given[10 * b + 1..10 * b + 10];
            let all = digits.iter().fold(0, |acc, &g| acc | g);
            for (d, &g) in digits.iter().enumerate() {
                let rows = u32::from(g & ROW0 != 0)
                    | u32::from(g & ROW0 << 9 != 0) << 1
                    | u32::from(g & ROW0 << 18 != 0) << 2;
                st.cand[3 * d + b] = BAND & !((all | ROWS[rows as usize]) & !g);
            }
        }
        // A given's column is closed to its digit in the other two bands. Propagation would
        // find this in its first pass (box-column pointing), but only after those words were
        // propagated once already, so a second pass would run for little else: doing it here
        // gave +2% on serg-benchmark, +5% on kaggle and 17-clue (puzzles per CPU-second,
        // median of 5, `solve_file --reps 5`).
        for d in 0..9 {
            let cols = |b: usize| {
                let g = given[10 * b + d + 1];
                (g | g >> 9 | g >> 18) & ROW0
            };
            let (c0, c1, c2) = (cols(0), cols(1), cols(2));
            st.cand[3 * d] &= !((c1 | c2) * SPREAD);
            st.cand[3 * d + 1] &= !((c0 | c2) * SPREAD);
            st.cand[3 * d + 2] &= !((c0 | c1) * SPREAD);
        }
        Some(st)
    }

    /// Places digit `d` in cell `bit` of band `b`. Narrowing the digit's row to the cell is
    /// enough: the propagation then sees a row with one cell and does the rest.
    #[inline(always)]
    fn place(&mut self, b: usize, d: usize, bit: u32) {
        self.cand[3 * d + b] &= !ROWS[row_set(bit) as usize] | bit;
    }

    /// Applies the band rules to word `i = 3 * d + b` and spreads what they find. Returns
    /// `false` on a contradiction.
    ///
    /// ```text
    ///   a = cand[i]                     27 bits, three rows of nine
    ///   triads = 3×3 matrix, bit 3r+k = row r has a candidate in box k   (I::triads)
    ///   a &= COMPLEX[triads]            keep the triads of some permutation
    ///   cols = row0 | row1 | row2       columns still used in the band
    ///   same digit, other bands &= !LOCKED_COLUMNS[cols]
    ///   placed = cells alone in their row, not yet placed: clear them in the other 8
    ///   digits' words of this band and in unsolved_cells
    /// ```
    ///
    /// The rows with one cell are found for all three rows at once (SWAR, 9-bit lanes):
    /// `t = a & (a - SPREAD)` clears each row's lowest cell (no borrow crosses rows: every row
    /// is non-empty after COMPLEX), and bit 8 of `((t & LOW8) + LOW8) | t` is set in each
    /// row where something is left. Three `r & (r - 1) == 0` tests with `setcc` and shifts
    /// cost 13 instructions against 7, and a per-word "rows not yet placed" byte array (as
    /// in JCZSolve) is not needed: a row alone in a still-unsolved cell is new.
    #[inline(always)]
    fn update_band<I: Isa>(&mut self, i: usize) -> bool {
        const LOW8: u32 = 0xff * SPREAD;
        const HIGH: u32 = 0x100 * SPREAD;
        let b = BAND_OF[i];
        let mut a = self.cand[i];
        a &= COMPLEX[I::triads(a) as usize];
        if a == 0 {
            return false;
        }
        let locked = LOCKED_COLUMNS[((a | a >> 9 | a >> 18) & ROW0) as usize];
        let [o1, o2] = OTHER_BANDS[i];
        self.cand[o1] &= !locked;
        self.cand[o2] &= !locked;
        let t = a & a.wrapping_sub(SPREAD);
        let several = (((t & LOW8) + LOW8) | t) & HIGH;
        let alone = ((HIGH & !several) >> 8) * ROW0;
        // Without a branch on `placed != 0`: nine no-op ANDs are cheaper than the mispredicted
        // branch (CPU time on forum-hardest-1106 ×20: 0.88 s against 0.93 s).
        let placed = a & alone & self.unsolved_cells[b];
        self.unsolved_cells[b] &= !placed;
        for d in 0..9 {
            self.cand[3 * d + b] &= !placed;
        }
        // COMPLEX is idempotent, so word i itself has no news left.
        self.cand[i] = a;
        self.prev[i] = a;
        true
    }

    /// Propagates until no word has news, in passes over the words that had news when the
    /// pass began. Returns `false` on a contradiction.
    #[inline(always)]
    fn propagate<I: Isa>(&mut self) -> bool {
        loop {
            let mut m = I::news(&self.cand, &self.prev);
            if m == 0 {
                return true;
            }
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                if !self.update_band::<I>(i) {
                    return false;
                }
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // 4. Naked singles and the choice of a guess
    // -----------------------------------------------------------------------------------------

    /// Propagates, places naked singles, and repeats until solved, contradicted or stuck.
    ///
    /// Naked singles are found by bit-sliced counting ([`Isa::counts`]): adding the nine
    /// digit words into "at least one / two / three" masks gives, for every cell at once,
    /// whether it has no candidate (a contradiction), one (a naked single) or two (a
    /// bivalue cell, where we guess).
    #[inline(always)]
    fn settle<I: Isa>(&mut self) -> Step {
        loop {
            if !self.propagate::<I>() {
                return Step::Contradiction;
            }
            let unsolved = self.unsolved_cells;
            if unsolved == [0; 3] {
                return Step::Solved;
            }
            let (one, two, three) = I::counts(&self.cand);
            let mut found = false;
            // The bivalue cells of each band, and the band with the most of them.
            let mut pairs = [0u32; 3];
            let mut pair_band: Option<usize> = None;
            let mut most = 0;
            for b in 0..3 {
                let u = unsolved[b];
                if u & !one[b] != 0 {
                    return Step::Contradiction;
                }
                let singles = u & !two[b];
                if singles != 0 {
                    found = true;
                    for d in 0..9 {
                        let s = singles & self.cand[3 * d + b];
                        if s != 0 && !self.place_singles(d, b, s) {
                            return Step::Contradiction;
                        }
                    }
                }
                let p = u & !three[b];
                pairs[b] = p;
                if p.count_ones() > most {
                    most = p.count_ones();
                    pair_band = Some(b);
                }
            }
            if found {
                continue;
            }
            let (band, bit) = match pair_band {
                Some(band) => {
                    let others = pairs[(band + 1) % 3] | pairs[(band + 2) % 3];
                    (band, Self::pick_pair(pairs[band], others))
                }
                None => match unsolved.iter().position(|&u| u != 0) {
                    Some(band) => (band, lowest(unsolved[band])),
                    // Unreachable: some band has unsolved cells.
                    None => return Step::Contradiction,
                },
            };
            let mut digits = 0;
            for d in 0..9 {
                digits |= u32::from(self.cand[3 * d + band] & bit != 0) << d;
            }
            return Step::Guess { band, bit, digits };
        }
    }

    /// Chooses the bivalue cell to guess on among `pairs`, the bivalue cells of one band: the
    /// one with the most bivalue cells in its row, box and column (`others`: the bivalue
    /// cells of the other two bands, in the same bit layout).
    ///
    /// Guess choice, measured as guesses per puzzle on 17-clue / top1465 / forum-hardest-1106
    /// (unique mode, with the alternative of a bivalue guess placed at once):
    /// - first bivalue cell of the grid (JCZSolve's choice): 1.76 / 22.0 / 357;
    /// - first bivalue cell of the band with the most bivalue cells: 1.76 / 17.4 / 274;
    ///   (fewest unsolved cells instead: 2.01 / 22.4 / 381; most unsolved: 2.30 / 19.3 / 317);
    /// - in that band, the cell whose box has the most bivalue cells: 1.63 / 17.0 / 279;
    /// - in that band, a cell of the digit with the fewest candidates: 1.46 / 17.0 / 283;
    ///   over all bands: 1.56 / 19.5 / 335;
    /// - in that band, most bivalue cells in row and box: 1.46 / 16.1 / 267;
    /// - in that band, most bivalue cells in row, box and column (this): 1.34 / 14.4 / 256
    ///   (and forum-hardest-1905 130.5 → 125.1, serg-benchmark 6.62 → 6.49); puzzles per
    ///   CPU-second +4% on top1465, +1% on 17-clue, level on the others (median of 5).
    #[inline(always)]
    fn pick_pair(pairs: u32, others: u32) -> u32 {
        let mut best = 0;
        let mut bit = lowest(pairs);
        let mut rest = pairs;
        while rest != 0 {
            let p = rest.trailing_zeros();
            rest &= rest - 1;
            let score = (pairs & ROW_AND_BOX[p as usize]).count_ones()
                + (others & (SPREAD << (p % 9))).count_ones();
            if score > best {
                best = score;
                bit = 1 << p;
            }
        }
        bit
    }

    /// Places digit `d` in the naked-single cells `s` of band `b` (at most one per row, or it
    /// is a contradiction). Narrowing the row is enough: propagation does the rest.
    #[inline(always)]
    fn place_singles(&mut self, d: usize, b: usize, s: u32) -> bool {
        for r in 0..3 {
            let rs = s & (ROW0 << (9 * r));
            if rs != 0 {
                if rs & (rs - 1) != 0 {
                    return false;
                }
                self.cand[3 * d + b] &= !(ROW0 << (9 * r)) | rs;
            }
        }
        true
    }

    /// Writes the solution of a solved state into `out` (81 bytes, digits 1..=9).
    #[inline(always)]
    fn write_solution(&self, out: &mut [u8; 81]) {
        for d in 0..9 {
            for b in 0..3 {
                let mut x = self.cand[3 * d + b];
                while x != 0 {
                    out[27 * b + x.trailing_zeros() as usize] = d as u8 + 1;
                    x &= x - 1;
                }
            }
        }
    }
}

/// The lowest set bit of `x` (non-zero).
#[inline(always)]
fn lowest(x: u32) -> u32 {
    x & x.wrapping_neg()
}

/// The 3-bit set holding the row of one-bit `bit` in its band.
#[inline(always)]
fn row_set(bit: u32) -> u32 {
    1 << (bit.trailing_zeros() / 9)
}

// ---------------------------------------------------------------------------------------------
// 5. Search
// ---------------------------------------------------------------------------------------------

/// The deepest the guess stack can go: the current state plus one pending alternative per
/// guess on the current path, and each of those guesses placed a distinct cell.
const MAX_DEPTH: usize = 82;

/// Depth-first search over [`State::settle`], on an explicit stack of states (so the whole
/// search is one function that [`search`] can compile twice, for two instruction sets).
///
/// A guess places digit `d` in a cell, and leaves below it the same state with the cell's
/// other digit placed (a bivalue cell, the usual case) or with `d` removed: DPLL's "x or not
/// x". The current state is always the top of the stack, `stack[depth]`: a guess copies it one
/// slot up, and backtracking just steps down, with no copy. (Keeping the current state in a
/// local costs one more 236-byte copy per backtrack; no difference in CPU time showed.)
/// A search "guess" is counted per push, and `poll` is ticked before it. With the unlimited
/// poller that is an empty inline call: `solve_file` on top1465 runs 70,032,487 instructions
/// with the tick and 70,032,525 with the line removed (callgrind). Against the solver before
/// budgets existed (69,818,230) both are +0.3%, as is this loop with no poller parameter at
/// all (70,238,815): code placement after the surrounding changes, not the poll. A [`Meter`]
/// (a countdown, a clock read every 256 guesses) costs +0.7% more on top1465 and +0.7% on
/// forum-hardest-1905.
///
/// [`Meter`]: crate::Meter
#[inline(always)]
fn run<I: Isa, V: Visitor, P: Poll>(
    values: &[u8],
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    let mut stats = SearchStats::default();
    let Some(start) = State::from_values(values) else {
        return Ok(stats);
    };
    let mut stack: [MaybeUninit<State>; MAX_DEPTH] = [const { MaybeUninit::uninit() }; MAX_DEPTH];
    stack[0].write(start);
    let mut depth = 0;
    loop {
        // SAFETY: `stack[depth]` is always initialised: slot 0 above, slot `depth + 1` before
        // `depth` grows, and slots below `depth` keep the states written there.
        let cur = unsafe { stack[depth].assume_init_mut() };
        match cur.settle::<I>() {
            Step::Solved => {
                stats.solutions += 1;
                let go_on = if V::RECORDS && visitor.wants_values() {
                    let mut out = [0u8; 81];
                    cur.write_solution(&mut out);
                    visitor.visit(&out)
                } else {
                    visitor.visit(&[])
                };
                if !go_on || stats.solutions >= limit {
                    stats.stopped = true;
                    return Ok(stats);
                }
            }
            Step::Contradiction => {}
            Step::Guess { band, bit, digits } => {
                poll.tick()?;
                let digit = digits.trailing_zeros() as usize;
                let rest = digits & (digits - 1);
                let mut next = *cur;
                next.place(band, digit, bit);
                if rest & (rest - 1) == 0 {
                    // Bivalue: the alternative is the other digit, placed now rather than
                    // found again as a naked single (one bit-sliced scan less per guess).
                    cur.place(band, rest.trailing_zeros() as usize, bit);
                } else {
                    cur.cand[3 * digit + band] &= !bit;
                }
                depth += 1;
                stack[depth].write(next);
                stats.guesses += 1;
                continue;
            }
        }
        if depth == 0 {
            return Ok(stats);
        }
        depth -= 1;
    }
}

// ---------------------------------------------------------------------------------------------
// 6. API and CPU dispatch
// ---------------------------------------------------------------------------------------------

/// Searches the 81 `values` (row-major, 0 for a hole, 1..=9 a given) for at most `limit`
/// solutions, showing each to `visitor` and ticking `poll` at every guess. Givens may clash
/// (then there is no solution).
///
/// On x86-64 CPUs with AVX2, BMI1/2, POPCNT and LZCNT (every x86-64 since 2013–2015) this runs
/// a copy of the solver compiled for those instructions; elsewhere the portable copy.
pub(crate) fn search<V: Visitor, P: Poll>(
    values: &[u8],
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    #[cfg(target_arch = "x86_64")]
    if x86::has_v3() {
        // SAFETY: `has_v3` checked at run time that the CPU has every feature `search_v3`
        // is compiled for.
        return unsafe { x86::search_v3(values, limit, visitor, poll) };
    }
    search_portable(values, limit, visitor, poll)
}

/// [`search`] compiled for the baseline instruction set of the target, whatever the CPU has.
pub(crate) fn search_portable<V: Visitor, P: Poll>(
    values: &[u8],
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    run::<Portable, V, P>(values, limit, visitor, poll)
}

/// The few operations that have a faster form on some CPUs.
trait Isa {
    /// The words with news: bit `i` set when `cand[i] != prev[i]`.
    fn news(cand: &[u32; 28], prev: &[u32; 27]) -> u32;

    /// Bit-sliced count of the nine digits per cell, per band: the cells with at least one,
    /// at least two and at least three candidates.
    fn counts(cand: &[u32; 28]) -> ([u32; 3], [u32; 3], [u32; 3]);

    /// The triad matrix of band word `a`: bit `3 * r + k` set when row `r` has a candidate in
    /// box `k`.
    fn triads(a: u32) -> u32;
}

/// Plain Rust, for every target.
struct Portable;

impl Isa for Portable {
    #[inline(always)]
    fn news(cand: &[u32; 28], prev: &[u32; 27]) -> u32 {
        let mut m = 0;
        for i in 0..27 {
            m |= u32::from(cand[i] != prev[i]) << i;
        }
        m
    }

    #[inline(always)]
    fn counts(cand: &[u32; 28]) -> ([u32; 3], [u32; 3], [u32; 3]) {
        let (mut one, mut two, mut three) = ([0u32; 3], [0u32; 3], [0u32; 3]);
        for d in 0..9 {
            for b in 0..3 {
                let x = cand[3 * d + b];
                three[b] |= two[b] & x;
                two[b] |= one[b] & x;
                one[b] |= x;
            }
        }
        (one, two, three)
    }

    /// Three [`SHRINK`] look-ups, one per row.
    #[inline(always)]
    fn triads(a: u32) -> u32 {
        SHRINK[(a & ROW0) as usize]
            | SHRINK[((a >> 9) & ROW0) as usize] << 3
            | SHRINK[(a >> 18) as usize] << 6
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::sync::atomic::{AtomicU8, Ordering};

    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_castsi256_ps, _mm256_cmpeq_epi32, _mm256_loadu_si256,
        _mm256_movemask_ps, _mm_and_si128, _mm_loadu_si128, _mm_or_si128, _mm_setzero_si128,
        _mm_storeu_si128, _pext_u32,
    };

    use super::{run, Isa, Poll, SearchStats, Visitor};

    /// AVX2 (and, through the compiler, BMI1/2, POPCNT, LZCNT) on x86-64.
    pub(super) struct V3;

    impl Isa for V3 {
        /// Four 8-word compares; the last one overlaps the third (words 19..27).
        ///
        /// The plain loop of [`super::Portable`] is not vectorised by LLVM; in this build it
        /// costs 12% more CPU time on serg-benchmark (0.77 s against 0.69 s for 30 passes),
        /// even though the wide loads here read words just written by narrow stores (a
        /// store-forwarding stall).
        #[inline(always)]
        fn news(cand: &[u32; 28], prev: &[u32; 27]) -> u32 {
            #[inline(always)]
            fn same8(cand: &[u32; 28], prev: &[u32; 27], at: usize) -> u32 {
                debug_assert!(at + 8 <= 27);
                // SAFETY: `at + 8 <= 27`, so both 32-byte loads stay inside the arrays
                // (unaligned loads are allowed); this code only runs inside `search_v3`,
                // whose callers checked for AVX2.
                unsafe {
                    let a = _mm256_loadu_si256(cand.as_ptr().add(at).cast::<__m256i>());
                    let b = _mm256_loadu_si256(prev.as_ptr().add(at).cast::<__m256i>());
                    _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(a, b))) as u32
                }
            }
            let same = same8(cand, prev, 0)
                | same8(cand, prev, 8) << 8
                | same8(cand, prev, 16) << 16
                | same8(cand, prev, 19) << 19;
            !same & ((1 << 27) - 1)
        }

        /// The same sums as the portable loop, on all three bands at once: one 128-bit load
        /// per digit (its three band words and one more word, ignored). The scalar loop costs
        /// 6% more CPU time on serg-benchmark (0.73 s against 0.69 s).
        #[inline(always)]
        fn counts(cand: &[u32; 28]) -> ([u32; 3], [u32; 3], [u32; 3]) {
            // SAFETY: each load reads words 3d..3d+4 <= 28 of `cand` (the last one reads the
            // pad word); SSE2 is part of x86-64.
            unsafe {
                let mut one = _mm_setzero_si128();
                let mut two = _mm_setzero_si128();
                let mut three = _mm_setzero_si128();
                for d in 0..9 {
                    let x = _mm_loadu_si128(cand.as_ptr().add(3 * d).cast::<__m128i>());
                    three = _mm_or_si128(three, _mm_and_si128(two, x));
                    two = _mm_or_si128(two, _mm_and_si128(one, x));
                    one = _mm_or_si128(one, x);
                }
                let mut out = [[0u32; 4]; 3];
                _mm_storeu_si128(out[0].as_mut_ptr().cast::<__m128i>(), one);
                _mm_storeu_si128(out[1].as_mut_ptr().cast::<__m128i>(), two);
                _mm_storeu_si128(out[2].as_mut_ptr().cast::<__m128i>(), three);
                let band3 = |v: [u32; 4]| [v[0], v[1], v[2]];
                (band3(out[0]), band3(out[1]), band3(out[2]))
            }
        }

        /// OR each triad's three bits into its lowest, then gather the nine lowest bits with
        /// one BMI2 `pext` (fast on this Zen 4; on Zen 1/2 `pext` is microcoded and the
        /// tables would win, but those CPUs are rare now). The three table look-ups here cost
        /// 7% more CPU time on serg-benchmark (0.80 s against 0.75 s for 30 passes) and 3% on
        /// forum-hardest-1106.
        #[inline(always)]
        fn triads(a: u32) -> u32 {
            // SAFETY: only runs inside `search_v3`, whose callers checked for BMI2.
            unsafe { _pext_u32(a | a >> 1 | a >> 2, 0o111_111_111) }
        }
    }

    /// Whether the CPU has the "x86-64-v3" features [`search_v3`] needs, detected once.
    #[inline]
    pub(super) fn has_v3() -> bool {
        // 0 = not yet known, 1 = no, 2 = yes.
        static KNOWN: AtomicU8 = AtomicU8::new(0);
        match KNOWN.load(Ordering::Relaxed) {
            0 => {
                let yes = std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("bmi1")
                    && std::arch::is_x86_feature_detected!("bmi2")
                    && std::arch::is_x86_feature_detected!("popcnt")
                    && std::arch::is_x86_feature_detected!("lzcnt");
                KNOWN.store(if yes { 2 } else { 1 }, Ordering::Relaxed);
                yes
            }
            k => k == 2,
        }
    }

    /// The solver compiled for AVX2, BMI1/2, POPCNT and LZCNT.
    ///
    /// # Safety
    /// The CPU must have those features ([`has_v3`]).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) unsafe fn search_v3<V: Visitor, P: Poll>(
        values: &[u8],
        limit: u64,
        visitor: &mut V,
        poll: &mut P,
    ) -> Result<SearchStats, P::Error> {
        run::<V3, V, P>(values, limit, visitor, poll)
    }
}
