//! The 9×9 bitboard solver: one 128-bit vector per digit, triad filters in both directions,
//! locked triads, and branching on where a digit sits in a band or a stack.
//!
//! This is the hot path of the whole toolkit: every 9×9 puzzle the `sudoku` command solves,
//! counts, generates or rates comes through [`search`].
//!
//! The file reads top to bottom (as tdoku's `solver_dpll_triad_simd.cc` does):
//! 1. the bit layout ([`State`], [`Lanes`]), with its diagram;
//! 2. propagation: one digit at a time, both triad filters, to a fixpoint;
//! 3. naked singles, locked triads, and the choice of a guess;
//! 4. the search: depth-first, state copied at each guess, on an explicit stack;
//! 5. the thin API: [`search`], with run-time CPU feature detection.
//!
//! What is deduced before guessing, for each digit: inside a band, its three cells form a
//! permutation of the band's 3×3 *triads* (row-segments of three cells in one box); inside a
//! stack, likewise for the *column* triads. Keeping only the triads that belong to some
//! permutation, in both directions, is every locked-candidate move (pointing and claiming,
//! rows and columns) and every hidden single. Across digits: naked singles, and *locked
//! triads*: when three digits must go in one triad, no other digit may.
//! A guess splits on one triad of one digit ("the digit is in this triad" or "it is not"),
//! in the band or stack with the fewest possibilities left. Rows and columns are treated
//! alike, so a puzzle and its transpose cost the same (see "Orientation" below). A search
//! whose solutions no one reads may guess on a two-candidate cell instead ([`Choice`]).
//!
//! # Orientation
//! Against tdoku on randomly transformed copies of the six public sets, engine only, CPU
//! time, interleaved (docs/BENCHMARKS.md, "Against tdoku"): 1.04× (serg-benchmark unique) to
//! 2.9× (kaggle first), with tdoku's number of guesses per puzzle (61 on forum-hardest-1905
//! unique, 115 on forum-hardest-1106; the previous solver made 125 and 256). Transposing a
//! puzzle costs nothing, but ties between bands, stacks and digits are still broken by index,
//! so a first-solution search can be luckier in one orientation than another: the published
//! files are 1–17% faster than the mean of six transformed copies (forum-hardest-1106 first:
//! 53 guesses against 62).
//!
//! # Measured
//! - The three compiled copies, forced in turn on transformed copies: portable 0.66–0.72 of
//!   the AVX-512 copy, AVX2 0.91–0.96; the same guesses in all three.

use std::mem::MaybeUninit;
use std::ops::{BitAnd, BitOr, Sub};

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
/// The lowest cell of each of the nine triads of a band word: bit `9 * r + 3 * k`.
const TRIAD_LOW: u32 = 0o111_111_111;
/// Bits 0..9: every digit.
const ALL_DIGITS: u32 = 0x1ff;
/// The first bit of each row of a band word.
const ROW_START: u32 = SPREAD;
/// Every other triad of [`triads`]: bits 0, 6, 12, 18 and 24.
const EVEN_TRIADS: u32 = 1 | 1 << 6 | 1 << 12 | 1 << 18 | 1 << 24;
/// The low eight bits of each row.
const LOW8: u32 = 0xff * SPREAD;
/// The top bit (bit 8) of each row.
const HIGH: u32 = 0x100 * SPREAD;

/// One digit's candidates: lanes 0, 1 and 2 are its three bands, lane 3 is always 0.
///
/// ```text
///   lane b (band b): 27 bits, bit 9*r + c = "the digit may go in row 3*b + r, column c"
///
///   bit:  26 ....................... 18 17 ........................ 9 8 ........................ 0
///         | row 2 of band b           | row 1 of band b            | row 0 of band b           |
///   each row:   c8 c7 c6 | c5 c4 c3 | c2 c1 c0     three triads, one per box
///               box 2      box 1      box 0
///
///   Lanes: [ band 0 | band 1 | band 2 | 0 ]   one 128-bit vector
/// ```
///
/// Everything about one digit is one vector: the row rules work inside each lane, the column
/// rules across the three lanes (a lane rotation brings the other bands alongside), and the
/// work on all nine digits (naked singles, locked triads) is nine vector operations. On
/// x86-64 the type is an SSE2 register (SSE2 is part of x86-64; the AVX2 copy of the solver
/// gets the same operations in VEX form); elsewhere four `u32`s.
use lanes::Lanes;

#[cfg(target_arch = "x86_64")]
mod lanes {
    //! [`Lanes`] on x86-64: one SSE2 register.
    //!
    //! `unsafe` here: the SSE2 intrinsics are `unsafe fn`s for our minimum Rust (1.85); SSE2
    //! is part of the x86-64 baseline, so every x86-64 CPU runs them. (Later compilers make
    //! them safe to call, hence `allow(unused_unsafe)`.)
    #![allow(unused_unsafe)]

    use std::arch::x86_64::{
        __m128i, _mm_add_epi32, _mm_and_si128, _mm_andnot_si128, _mm_cmpeq_epi32, _mm_cmpeq_epi8,
        _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8, _mm_set_epi32,
        _mm_setzero_si128, _mm_shuffle_epi32, _mm_slli_epi32, _mm_srli_epi32, _mm_storeu_si128,
        _mm_sub_epi32,
    };

    /// The cells of each digit as three band words (bit `9 * r + c` of word `b` = row
    /// `3 * b + r`, column `c`): six 16-byte compares per digit, whose byte masks are the
    /// cells in row-major order, which is the band word layout.
    #[inline(always)]
    pub(super) fn given_cells(values: &[u8; 81]) -> [[u32; 3]; 9] {
        let mut padded = [0u8; 96];
        padded[..81].copy_from_slice(values);
        let mut out = [[0u32; 3]; 9];
        // SAFETY: SSE2 is part of x86-64; the six 16-byte loads read `padded` (96 bytes).
        unsafe {
            let chunk = |i: usize| _mm_loadu_si128(padded.as_ptr().add(16 * i).cast::<__m128i>());
            let chunks = [chunk(0), chunk(1), chunk(2), chunk(3), chunk(4), chunk(5)];
            for (d, words) in out.iter_mut().enumerate() {
                let digit = _mm_set1_epi8(d as i8 + 1);
                let m = |i: usize| _mm_movemask_epi8(_mm_cmpeq_epi8(chunks[i], digit)) as u64;
                let lo = m(0) | m(1) << 16 | m(2) << 32 | m(3) << 48;
                let hi = m(4) | m(5) << 16;
                let band = (1u64 << 27) - 1;
                *words = [
                    (lo & band) as u32,
                    (lo >> 27 & band) as u32,
                    ((lo >> 54 | hi << 10) & band) as u32,
                ];
            }
        }
        out
    }

    /// Four `u32` lanes in one SSE2 register.
    #[derive(Clone, Copy)]
    #[repr(transparent)]
    pub(super) struct Lanes(__m128i);

    impl Lanes {
        /// All lanes 0.
        #[inline(always)]
        pub(super) fn zero() -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_setzero_si128() })
        }

        /// The four lanes, lane 0 first.
        #[inline(always)]
        pub(super) fn new(l: [u32; 4]) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_set_epi32(l[3] as i32, l[2] as i32, l[1] as i32, l[0] as i32) })
        }

        /// The SSE2 register.
        #[inline(always)]
        pub(super) fn raw(self) -> __m128i {
            self.0
        }

        /// The lanes of an SSE2 register.
        #[inline(always)]
        pub(super) fn from_raw(x: __m128i) -> Lanes {
            Lanes(x)
        }

        /// The four lanes, lane 0 first.
        #[inline(always)]
        pub(super) fn get(self) -> [u32; 4] {
            let mut out = [0u32; 4];
            // SAFETY: SSE2 is part of x86-64; `out` is 16 bytes (an unaligned store).
            unsafe { _mm_storeu_si128(out.as_mut_ptr().cast::<__m128i>(), self.0) };
            out
        }

        #[inline(always)]
        pub(super) fn and(self, o: Lanes) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_and_si128(self.0, o.0) })
        }

        #[inline(always)]
        pub(super) fn or(self, o: Lanes) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_or_si128(self.0, o.0) })
        }

        /// `self & !o`.
        #[inline(always)]
        pub(super) fn andnot(self, o: Lanes) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_andnot_si128(o.0, self.0) })
        }

        #[inline(always)]
        pub(super) fn add(self, o: Lanes) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_add_epi32(self.0, o.0) })
        }

        #[inline(always)]
        pub(super) fn sub(self, o: Lanes) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_sub_epi32(self.0, o.0) })
        }

        /// Each lane shifted left by `N` bits.
        #[inline(always)]
        pub(super) fn shl<const N: i32>(self) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_slli_epi32::<N>(self.0) })
        }

        /// Each lane shifted right by `N` bits.
        #[inline(always)]
        pub(super) fn shr<const N: i32>(self) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_srli_epi32::<N>(self.0) })
        }

        /// Lane `b` takes lane `b + 1` of the first three (mod 3); lane 3 stays.
        #[inline(always)]
        pub(super) fn next_band(self) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_shuffle_epi32::<0b11_00_10_01>(self.0) })
        }

        /// Lane `b` takes lane `b + 2` of the first three (mod 3); lane 3 stays.
        #[inline(always)]
        pub(super) fn band_after_next(self) -> Lanes {
            // SAFETY: SSE2 is part of x86-64.
            Lanes(unsafe { _mm_shuffle_epi32::<0b11_01_00_10>(self.0) })
        }

        /// Whether all four lanes are equal to those of `o`.
        #[inline(always)]
        pub(super) fn same(self, o: Lanes) -> bool {
            // SAFETY: SSE2 is part of x86-64.
            unsafe { _mm_movemask_epi8(_mm_cmpeq_epi32(self.0, o.0)) == 0xffff }
        }
    }
}

#[cfg(not(target_arch = "x86_64"))]
mod lanes {
    //! [`Lanes`] on other targets: four `u32`s (the compiler may use NEON or others).

    /// Four `u32` lanes.
    #[derive(Clone, Copy)]
    #[repr(C, align(16))]
    pub(super) struct Lanes([u32; 4]);

    macro_rules! lanewise {
        ($name:ident, $f:expr) => {
            #[inline(always)]
            pub(super) fn $name(self, o: Lanes) -> Lanes {
                let f = $f;
                Lanes([
                    f(self.0[0], o.0[0]),
                    f(self.0[1], o.0[1]),
                    f(self.0[2], o.0[2]),
                    f(self.0[3], o.0[3]),
                ])
            }
        };
    }

    /// The cells of each digit as three band words (see the x86-64 version).
    #[inline(always)]
    pub(super) fn given_cells(values: &[u8; 81]) -> [[u32; 3]; 9] {
        // given[v]: band words of digit v (1..=9); v = 0 is scratch, so no branch per cell.
        let mut given = [[0u32; 3]; 10];
        for (i, &v) in values.iter().enumerate() {
            given[usize::from(v.min(9))][i / 27] |= 1 << (i % 27);
        }
        let mut out = [[0u32; 3]; 9];
        out.copy_from_slice(&given[1..]);
        out
    }

    impl Lanes {
        #[inline(always)]
        pub(super) fn zero() -> Lanes {
            Lanes([0; 4])
        }

        #[inline(always)]
        pub(super) fn new(l: [u32; 4]) -> Lanes {
            Lanes(l)
        }

        #[inline(always)]
        pub(super) fn get(self) -> [u32; 4] {
            self.0
        }

        lanewise!(and, |a: u32, b: u32| a & b);
        lanewise!(or, |a: u32, b: u32| a | b);
        lanewise!(andnot, |a: u32, b: u32| a & !b);
        lanewise!(add, |a: u32, b: u32| a.wrapping_add(b));
        lanewise!(sub, |a: u32, b: u32| a.wrapping_sub(b));

        #[inline(always)]
        pub(super) fn shl<const N: i32>(self) -> Lanes {
            Lanes(self.0.map(|x| x << N))
        }

        #[inline(always)]
        pub(super) fn shr<const N: i32>(self) -> Lanes {
            Lanes(self.0.map(|x| x >> N))
        }

        #[inline(always)]
        pub(super) fn next_band(self) -> Lanes {
            Lanes([self.0[1], self.0[2], self.0[0], self.0[3]])
        }

        #[inline(always)]
        pub(super) fn band_after_next(self) -> Lanes {
            Lanes([self.0[2], self.0[0], self.0[1], self.0[3]])
        }

        #[inline(always)]
        pub(super) fn same(self, o: Lanes) -> bool {
            self.0 == o.0
        }
    }
}

/// `x` in the three band lanes, 0 in the pad lane.
#[inline(always)]
fn bands(x: u32) -> Lanes {
    Lanes::new([x, x, x, 0])
}

impl BitAnd for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitand(self, o: Lanes) -> Lanes {
        self.and(o)
    }
}

impl BitOr for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn bitor(self, o: Lanes) -> Lanes {
        self.or(o)
    }
}

impl Sub for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn sub(self, o: Lanes) -> Lanes {
        Lanes::sub(self, o)
    }
}

impl Lanes {
    #[inline(always)]
    fn is_zero(self) -> bool {
        self.same(Lanes::zero())
    }
}

/// The band lanes of `WIDTH` consecutive digits in one vector, for the passes that read all
/// nine digits ([`State::lock_triads_or_choose`]): [`Lanes`] (one digit) everywhere, two
/// digits in one AVX2 register in the x86-64-v3 copy.
trait Digits: Copy + BitAnd<Output = Self> + BitOr<Output = Self> {
    /// How many digits one vector holds.
    const WIDTH: usize;
    /// Digits `first..first + WIDTH` of `cand` (all 0 past the last digit).
    fn load(cand: &[Lanes; 9], first: usize) -> Self;
    /// `x` for every digit.
    fn splat(x: Lanes) -> Self;
    /// The lanes of digit `first + i`.
    fn digit(self, i: usize) -> Lanes;
    fn zero() -> Self;
    fn andnot(self, o: Self) -> Self;
    fn add(self, o: Self) -> Self;
    fn shl<const N: i32>(self) -> Self;
    fn shr<const N: i32>(self) -> Self;
    fn next_band(self) -> Self;
    fn band_after_next(self) -> Self;
}

impl Digits for Lanes {
    const WIDTH: usize = 1;

    #[inline(always)]
    fn load(cand: &[Lanes; 9], first: usize) -> Lanes {
        cand[first]
    }

    #[inline(always)]
    fn splat(x: Lanes) -> Lanes {
        x
    }

    #[inline(always)]
    fn digit(self, _: usize) -> Lanes {
        self
    }

    #[inline(always)]
    fn zero() -> Lanes {
        Lanes::zero()
    }

    #[inline(always)]
    fn andnot(self, o: Lanes) -> Lanes {
        Lanes::andnot(self, o)
    }

    #[inline(always)]
    fn add(self, o: Lanes) -> Lanes {
        Lanes::add(self, o)
    }

    #[inline(always)]
    fn shl<const N: i32>(self) -> Lanes {
        Lanes::shl::<N>(self)
    }

    #[inline(always)]
    fn shr<const N: i32>(self) -> Lanes {
        Lanes::shr::<N>(self)
    }

    #[inline(always)]
    fn next_band(self) -> Lanes {
        Lanes::next_band(self)
    }

    #[inline(always)]
    fn band_after_next(self) -> Lanes {
        Lanes::band_after_next(self)
    }
}

/// The search state: everything the solver knows about one partial grid.
///
/// ```text
///   cand[d]     the candidates of digit d + 1 (see Lanes)
///   unsolved    27 bits per band lane, same layout: 1 = cell not yet placed
///   pending     bit d: digit d lost candidates since it was last propagated
/// ```
///
/// The whole state is 176 bytes, copied once per guess.
#[derive(Clone, Copy)]
struct State {
    cand: [Lanes; 9],
    unsolved: Lanes,
    pending: u32,
}

// ---------------------------------------------------------------------------------------------
// 2. Propagation
// ---------------------------------------------------------------------------------------------

/// The triads of each band lane that hold a candidate, as bit `9 * r + 3 * k` ([`TRIAD_LOW`]).
#[inline(always)]
fn triads<W: Digits>(a: W) -> W {
    (a | a.shr::<1>() | a.shr::<2>()) & W::splat(bands(TRIAD_LOW))
}

/// The columns of each band lane that hold a candidate, as bits 0..9.
#[inline(always)]
fn columns<W: Digits>(a: W) -> W {
    (a | a.shr::<9>() | a.shr::<18>()) & W::splat(bands(ROW0))
}

/// For a set of triads `t` (bits `9 * r + 3 * k`), the triads of the same rows one box to
/// the right (box `k` takes box `k + 1`, mod 3).
#[inline(always)]
fn next_box(t: Lanes) -> Lanes {
    (t.shr::<3>() & bands(0o011_011_011)) | (t.shl::<6>() & bands(0o100_100_100))
}

/// Box `k` takes box `k + 2` (mod 3).
#[inline(always)]
fn box_after_next(t: Lanes) -> Lanes {
    (t.shr::<6>() & bands(0o001_001_001)) | (t.shl::<3>() & bands(0o110_110_110))
}

/// Row `r` takes row `r + 1` (mod 3), on triads.
#[inline(always)]
fn next_row(t: Lanes) -> Lanes {
    (t.shr::<9>() | t.shl::<18>()) & bands(TRIAD_LOW)
}

/// Row `r` takes row `r + 2` (mod 3), on triads.
#[inline(always)]
fn row_after_next(t: Lanes) -> Lanes {
    (t.shr::<18>() | t.shl::<9>()) & bands(TRIAD_LOW)
}

/// For a set of columns (bits 0..9), column `j` of each stack takes column `j + 1` (mod 3).
#[inline(always)]
fn next_column(c: Lanes) -> Lanes {
    (c.shr::<1>() & bands(0o333)) | (c.shl::<2>() & bands(0o444))
}

/// Column `j` of each stack takes column `j + 2` (mod 3).
#[inline(always)]
fn column_after_next(c: Lanes) -> Lanes {
    (c.shr::<2>() & bands(0o111)) | (c.shl::<1>() & bands(0o666))
}

/// The permutation filter of a 3×3 matrix, on each of its nine entries at once: entry
/// `(i, j)` belongs to some permutation inside the matrix when it is set and the 2×2 matrix
/// left by removing row `i` and column `j` holds one of its two diagonals. `rows1`/`rows2`
/// are the matrix with its rows rotated by one and two; `cols1`/`cols2` rotate columns.
#[inline(always)]
fn permutation_filter(
    m: Lanes,
    r1: Lanes,
    r2: Lanes,
    cols1: impl Fn(Lanes) -> Lanes,
    cols2: impl Fn(Lanes) -> Lanes,
) -> Lanes {
    m & ((cols1(r1) & cols2(r2)) | (cols2(r1) & cols1(r2)))
}

/// Keeps, of the triads `t` of each band, those that belong to a permutation (one triad per
/// row and one per box): hidden singles in rows and boxes, pointing and claiming along rows.
#[inline(always)]
fn triad_filter(t: Lanes) -> Lanes {
    permutation_filter(t, next_row(t), row_after_next(t), next_box, box_after_next)
}

/// Keeps, of the columns `c` of each band, those that belong to a permutation of their stack
/// (one column per band and one band per column): hidden singles in columns, pointing and
/// claiming along columns.
#[inline(always)]
fn column_filter(c: Lanes) -> Lanes {
    permutation_filter(
        c,
        c.next_band(),
        c.band_after_next(),
        next_column,
        column_after_next,
    )
}

/// The cells of the triads `f` (bits `9 * r + 3 * k`).
#[inline(always)]
fn triad_cells(f: Lanes) -> Lanes {
    f | f.shl::<1>() | f.shl::<2>()
}

/// The cells of the columns `g` (bits 0..9) in all three rows of each band.
#[inline(always)]
fn column_cells(g: Lanes) -> Lanes {
    g | g.shl::<9>() | g.shl::<18>()
}

/// `given[d]`: the cells of `values` (81 bytes, 0 for a hole) that hold digit `d + 1`, as
/// band words.
#[inline(always)]
fn given_cells(values: &[u8; 81]) -> [Lanes; 9] {
    lanes::given_cells(values).map(|[b0, b1, b2]| Lanes::new([b0, b1, b2, 0]))
}

/// Bit 8 of each row of each band lane that is not empty.
#[inline(always)]
fn nonempty_rows(a: Lanes) -> Lanes {
    ((a & bands(LOW8)).add(bands(LOW8)) | a) & bands(HIGH)
}

/// The rows of `a` (all non-empty) with exactly one cell, as full 9-bit row masks.
///
/// SWAR on 9-bit lanes: `t = a & (a - SPREAD)` clears each row's lowest cell (no borrow
/// crosses rows, as none is empty), and bit 8 of `((t & LOW8) + LOW8) | t` is set in each row
/// where something is left.
#[inline(always)]
fn alone_rows(a: Lanes) -> Lanes {
    let t = a & (a - bands(SPREAD));
    let several = nonempty_rows(t);
    let alone = bands(HIGH).andnot(several).shr::<8>();
    alone.shl::<9>() - alone
}

/// `COMPLEX[m]`: for a 3×3 triad matrix `m` (bit `3 * r + k`: row `r` has a candidate in box
/// `k`), the cells of the triads that belong to a permutation inside `m`.
static COMPLEX: [u32; 512] = {
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
};

/// What propagation and singles left us with.
enum Step {
    /// Some cell, row, column or box has no place left for a digit.
    Contradiction,
    /// Every cell is placed.
    Solved,
    /// Stuck: branch on digit `digit`, keeping `inside` in one branch and `outside` in the
    /// other (masks to AND into its candidates).
    Guess {
        digit: usize,
        inside: Lanes,
        outside: Lanes,
    },
}

impl State {
    /// The state of the givens `given` (each digit's cells as band words, from
    /// [`Givens::lanes`]).
    ///
    /// Each digit keeps, in every row that holds one of its givens, only that given, loses the
    /// cells given to other digits, and loses its givens' columns in the other bands.
    /// Propagation does the rest; two equal givens in one unit are a contradiction it finds
    /// before any guess (in one row: two naked singles of one digit that cannot both be
    /// placed).
    #[inline(always)]
    fn from_given(given: &[Lanes; 9]) -> State {
        let mut all = Lanes::zero();
        for &g in given {
            all = all | g;
        }
        let mut st = State {
            cand: [bands(BAND); 9],
            unsolved: bands(BAND),
            pending: ALL_DIGITS,
        };
        for (c, &g) in st.cand.iter_mut().zip(given) {
            let rows = nonempty_rows(g).shr::<8>();
            let taken = (all | (rows.shl::<9>() - rows)).andnot(g);
            let cols = columns(g);
            let elsewhere = column_cells(cols.next_band() | cols.band_after_next());
            *c = bands(BAND).andnot(taken | elsewhere);
        }
        st
    }

    /// Applies both triad filters to digit `d` until neither removes anything, then places
    /// the cells alone in their row and clears them from the other digits (which become
    /// pending if they had any). Returns `false` on a contradiction.
    ///
    /// The clearing is skipped when the digit placed nothing, as it has nothing to do then
    /// (18% of the calls on serg-benchmark). `solve` once cleared anyway, and only the
    /// generator's copy skipped it; skipping it in `solve` too cut callgrind's instructions
    /// (the AVX2 copy, limit 2, transformed copies): top1465 71.05 M → 67.07 M,
    /// forum-hardest-1106 (300 puzzles) 125.0 M → 117.1 M, 17-clue (5,000) 53.7 M → 51.3 M,
    /// serg-benchmark (3,000) 59.6 M → 58.5 M, with the same guesses; time 1–4% less.
    #[inline(always)]
    fn update_digit<I: Isa>(&mut self, d: usize) -> bool {
        let mut a = self.cand[d];
        loop {
            let h = I::row_filter(a);
            a = h & column_cells(column_filter(columns(h)));
            // The row filter only depends on which triads are occupied: it has nothing more
            // to do unless the column filter emptied a triad.
            if triads(a).same(triads(h)) {
                break;
            }
        }
        // A band with no permutation left loses every cell, so an empty row is the one sign
        // of a contradiction to check.
        if !nonempty_rows(a).same(bands(HIGH)) {
            return false;
        }
        let placed = a & alone_rows(a) & self.unsolved;
        if !placed.is_zero() {
            self.unsolved = self.unsolved.andnot(placed);
            self.pending |= I::clear(&mut self.cand, placed) & !(1 << d);
        }
        self.cand[d] = a;
        true
    }

    /// Propagates the pending digits, lowest first, until none is left. Returns `false` on a
    /// contradiction.
    #[inline(always)]
    fn propagate<I: Isa>(&mut self) -> bool {
        while self.pending != 0 {
            let mut m = self.pending;
            self.pending = 0;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                self.pending &= !(1 << d);
                if !self.update_digit::<I>(d) {
                    return false;
                }
            }
        }
        true
    }

    // -----------------------------------------------------------------------------------------
    // 3. Naked singles, locked triads, and the choice of a guess
    // -----------------------------------------------------------------------------------------

    /// Propagates, places naked singles, locks triads (when `full`), and repeats until solved,
    /// contradicted or stuck; then guesses as `choice` says.
    #[inline(always)]
    fn settle<I: Isa>(&mut self, full: bool, choice: Choice) -> Step {
        loop {
            if !self.propagate::<I>() {
                return Step::Contradiction;
            }
            if self.unsolved.is_zero() {
                return Step::Solved;
            }
            // Bit-sliced count of the nine digits per cell: at least one, at least two.
            let (mut one, mut two) = (Lanes::zero(), Lanes::zero());
            for &c in &self.cand {
                two = two | (one & c);
                one = one | c;
            }
            if !self.unsolved.andnot(one).is_zero() {
                return Step::Contradiction;
            }
            let singles = self.unsolved.andnot(two);
            if !singles.is_zero() {
                for (d, c) in self.cand.iter_mut().enumerate() {
                    let s = *c & singles;
                    let rows = nonempty_rows(s).shr::<8>();
                    let out = *c & (rows.shl::<9>() - rows).andnot(s);
                    *c = c.andnot(out);
                    self.pending |= u32::from(!out.is_zero()) << d;
                }
                // A naked single unplaced after propagation shares its row with another
                // single of the same digit, unless narrowing that row changed something.
                if self.pending == 0 {
                    return Step::Contradiction;
                }
                continue;
            }
            if choice == Choice::Cell {
                if let Some(step) = self.guess_cell() {
                    return step;
                }
            }
            match self.lock_triads_or_choose::<I::Digits>(full) {
                Some(step) => return step,
                None => continue,
            }
        }
    }

    /// Locked triads (when `full`, see [`Givens::FULL`]), or else the choice of a guess:
    /// `None` when locking triads removed candidates (propagate again), else the step to take.
    ///
    /// Locked triads: a triad (three cells of one row, or of one column, in one box) holds
    /// exactly three digits, so when three digits *must* go in it (each has no other triad in
    /// its row, or column, within the band, or stack), every other digit leaves its cells.
    /// (Four such digits are a contradiction; we let the search find it rather than count to
    /// four.) The same pass over the digits sums what [`State::choose`] needs, since nine
    /// times in ten there is nothing to lock.
    #[inline(always)]
    fn lock_triads_or_choose<W: Digits>(&mut self, full: bool) -> Option<Step> {
        // Per digit (and one pad digit): the triads it must hold, row and column, and its
        // triads and columns for the choice of a guess.
        let mut must_h = [Lanes::zero(); 10];
        let mut must_v = [Lanes::zero(); 10];
        let mut tris = [Lanes::zero(); 10];
        let mut cols = [Lanes::zero(); 10];
        // Bit-sliced counts of the digits that must hold each triad: at least 1, 2, 3.
        let z = W::zero();
        let (mut h1, mut h2, mut h3, mut v1, mut v2, mut v3) = (z, z, z, z, z, z);
        // Triads per band (even and odd triads in 6-bit fields) and columns per stack and
        // band (8-bit fields), summed over digits.
        let (mut even, mut odd, mut stacks) = (z, z, z);
        let mut d = 0;
        while d < 9 {
            let a = W::load(&self.cand, d);
            // Row triads: the only triad of its row (rows are never empty here).
            let t = triads(a);
            let (t3, t6) = (t.shr::<3>(), t.shr::<6>());
            let pairs = (t & t3) | (t & t6) | (t3 & t6);
            let single = W::splat(bands(ROW_START)).andnot(pairs);
            let mh = t & (single | single.shl::<3>() | single.shl::<6>());
            // Column triads: the only band of its column.
            let c = columns(a);
            let mv = c.andnot(c.next_band() | c.band_after_next());
            h3 = h3 | (h2 & mh);
            h2 = h2 | (h1 & mh);
            h1 = h1 | mh;
            v3 = v3 | (v2 & mv);
            v2 = v2 | (v1 & mv);
            v1 = v1 | mv;
            let pick = W::splat(bands(EVEN_TRIADS));
            even = even.add(t & pick);
            odd = odd.add(t3 & pick);
            let o111 = W::splat(bands(0o111));
            let per_stack = (c & o111).add(c.shr::<1>() & o111).add(c.shr::<2>() & o111);
            stacks = stacks.add(
                (per_stack & W::splat(bands(0o7)))
                    | (per_stack & W::splat(bands(0o70))).shl::<5>()
                    | (per_stack & W::splat(bands(0o700))).shl::<10>(),
            );
            for i in 0..W::WIDTH {
                if let Some(slot) = must_h.get_mut(d + i) {
                    *slot = mh.digit(i);
                    must_v[d + i] = mv.digit(i);
                    tris[d + i] = t.digit(i);
                    cols[d + i] = c.digit(i);
                }
            }
            d += W::WIDTH;
        }
        // Fold the digits of a vector: at least three over both halves.
        let (mut x1, mut x2, mut x3) = (h1.digit(0), h2.digit(0), h3.digit(0));
        let (mut y1, mut y2, mut y3) = (v1.digit(0), v2.digit(0), v3.digit(0));
        let (mut e, mut o, mut st) = (even.digit(0), odd.digit(0), stacks.digit(0));
        for i in 1..W::WIDTH {
            let (a1, a2, a3) = (h1.digit(i), h2.digit(i), h3.digit(i));
            x3 = x3 | a3 | (x2 & a1) | (x1 & a2);
            x2 = x2 | a2 | (x1 & a1);
            x1 = x1 | a1;
            let (b1, b2, b3) = (v1.digit(i), v2.digit(i), v3.digit(i));
            y3 = y3 | b3 | (y2 & b1) | (y1 & b2);
            y2 = y2 | b2 | (y1 & b1);
            y1 = y1 | b1;
            e = e.add(even.digit(i));
            o = o.add(odd.digit(i));
            st = st.add(stacks.digit(i));
        }
        if full && !(x3 | y3).is_zero() {
            for (d, c) in self.cand.iter_mut().enumerate() {
                let h = x3.andnot(must_h[d]);
                let v = y3.andnot(must_v[d]);
                let out = *c & (triad_cells(h) | column_cells(v));
                *c = c.andnot(out);
                self.pending |= u32::from(!out.is_zero()) << d;
            }
            if self.pending != 0 {
                return None;
            }
        }
        // Triads per band: add the 6-bit fields (at most 18 each) in 12-bit ones, then those.
        let sum = e.add(o);
        let pairs = (sum & bands(0xff03f03f)).add(sum.shr::<6>() & bands(0x3f03f));
        let per_band = pairs.add(pairs.shr::<12>()).add(pairs.shr::<24>()).get();
        // Columns per stack: add the three bands, whose fields land in lane 0.
        let per_stack = st.add(st.next_band()).add(st.band_after_next()).get()[0];
        let mut units = [0u32; 6];
        for u in 0..3 {
            units[u] = per_band[u] & 0xfff;
            units[3 + u] = per_stack >> (8 * u) & 0xff;
        }
        Some(self.choose(&units, &tris, &cols))
    }

    /// Chooses the guess: the band or stack with the fewest triads left over all digits (a
    /// digit whose triads form `p` permutations has 3, 5 or 6, 7, 8 or 9 of them for `p` = 1,
    /// 2, 3, 4 or 6), in it the digit with the fewest permutations (but more than one), and
    /// of that digit the first triad in a row (or column) that has two or more.
    #[inline(always)]
    fn choose(&self, units: &[u32; 6], tris: &[Lanes; 10], cols: &[Lanes; 10]) -> Step {
        // Every choice below is a minimum over packed keys, without a branch per candidate:
        // the branches mispredicted half the time (valgrind's branch simulation).
        let mut key = u32::MAX;
        for (u, &n) in units.iter().enumerate() {
            // A unit whose digits are all decided (27 triads) is never chosen.
            let k = (n << 3 | u as u32) | u32::from(n <= 27).wrapping_neg();
            key = key.min(k);
        }
        if key == u32::MAX {
            // Unreachable: when every digit has one permutation left in every band and stack,
            // its rows have one cell each and were all placed.
            debug_assert!(false, "stuck with every permutation decided");
            return Step::Contradiction;
        }
        let unit = (key & 7) as usize;
        // The digit: fewest permutations, i.e. fewest triads, but more than three (5 and 6
        // triads are both two permutations).
        // The digit's matrix in the unit, one row of it at bits 0, 9 and 18 (its three entries
        // 3 bits apart in a band, 1 bit apart in a stack).
        let matrix = |d: usize| -> u32 {
            if unit < 3 {
                tris[d].get()[unit]
            } else {
                let c = cols[d].get();
                let s = 3 * (unit - 3);
                (c[0] >> s & 7) | (c[1] >> s & 7) << 9 | (c[2] >> s & 7) << 18
            }
        };
        let mut key = u32::MAX;
        for d in 0..9 {
            let n = matrix(d).count_ones();
            let rank = if n <= 3 { 15 } else { n - u32::from(n == 6) };
            key = key.min(rank << 4 | d as u32);
        }
        let digit = (key & 15) as usize;
        let mut inside = [u32::MAX; 4];
        let mut outside = [u32::MAX; 4];
        // The first row of its matrix with two or more entries, and its first entry, split
        // the guess.
        let m = matrix(digit);
        let step = if unit < 3 { 3 } else { 1 };
        let (m1, m2) = (m >> step, m >> (2 * step));
        let pairs = ((m & m1) | (m & m2) | (m1 & m2)) & ROW_START;
        let row = pairs.trailing_zeros().min(18);
        let entry = ((m >> row & (1 | 1 << step | 1 << (2 * step))).trailing_zeros() / step).min(2);
        if unit < 3 {
            let (b, r, k) = (unit, row / 9, entry);
            let triad = 7u32 << (9 * r + 3 * k);
            let line = ROW0 << (9 * r);
            let boxm = (7u32 << (3 * k)) * SPREAD;
            inside[b] = !((line | boxm) & !triad);
            outside[b] = !triad;
        } else {
            let (b, s, j) = ((row / 9) as usize, (unit - 3) as u32, entry);
            let col = SPREAD << (3 * s + j);
            let stack = (7u32 << (3 * s)) * SPREAD;
            for (o, lane) in inside.iter_mut().take(3).enumerate() {
                *lane = !col & !(stack & u32::from(o == b).wrapping_neg());
                *lane |= col & u32::from(o == b).wrapping_neg();
            }
            outside[b] = !col;
        }
        Step::Guess {
            digit,
            inside: Lanes::new(inside),
            outside: Lanes::new(outside),
        }
    }

    /// The cheap guess of [`Choice::Cell`]: the first open cell (row-major) with two
    /// candidates holds its lower digit, or not. `None` when no cell has two.
    #[inline(always)]
    fn guess_cell(&self) -> Option<Step> {
        // Bit-sliced count as in `settle`, to three: no cell here has fewer than two.
        let (mut one, mut two, mut three) = (Lanes::zero(), Lanes::zero(), Lanes::zero());
        for &c in &self.cand {
            three = three | (two & c);
            two = two | (one & c);
            one = one | c;
        }
        let pairs = self.unsolved.andnot(three).get();
        let b = pairs.iter().take(3).position(|&w| w != 0)?;
        let cell = pairs[b] & pairs[b].wrapping_neg();
        let digit = self.cand.iter().position(|c| c.get()[b] & cell != 0)?;
        let (r, c) = (cell.trailing_zeros() / 9, cell.trailing_zeros() % 9);
        let column = SPREAD << c;
        let peers = (ROW0 << (9 * r)) | ((7u32 << (3 * (c / 3))) * SPREAD) | column;
        // Inside: the digit leaves the cell's row, column and box but for the cell.
        let mut inside = [!column, !column, !column, u32::MAX];
        inside[b] = !peers | cell;
        let mut outside = [u32::MAX; 4];
        outside[b] = !cell;
        Some(Step::Guess {
            digit,
            inside: Lanes::new(inside),
            outside: Lanes::new(outside),
        })
    }

    /// Writes the solution of a solved state into `out` (81 bytes, digits 1..=9).
    #[inline(always)]
    fn write_solution(&self, out: &mut [u8; 81]) {
        for (d, c) in self.cand.iter().enumerate() {
            let words = c.get();
            for (b, &w) in words.iter().take(3).enumerate() {
                // Solved: one cell in each of the three rows, so three steps and no loop.
                let mut x = w;
                for _ in 0..3 {
                    out[27 * b + (x.trailing_zeros() as usize).min(26)] = d as u8 + 1;
                    x &= x.wrapping_sub(1);
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Search
// ---------------------------------------------------------------------------------------------

/// The deepest the guess stack can go: the current state plus one pending alternative per
/// guess on the current path. Each guess's first branch decides, for its digit, the box of
/// one row or the band of one column that was still open, and nothing reopens one; a digit
/// has 9 rows and 9 columns: at most 162 such branches on one path. (A [`Choice::Cell`]
/// guess places its digit in an open cell, deciding the box of the cell's row and the band
/// of its column; one of them was open, or propagation would have placed the digit there:
/// the column's band and the row's box leave the cell the only place for it in that row.)
const MAX_DEPTH: usize = 163;

/// How a search chooses its guesses.
///
/// The choice of guess only decides which solution comes first and how fast. While the
/// visitor wants the solutions' values ([`Visitor::wants_values`]), the search makes the full
/// choice, so that `solve` prints, for a puzzle with several solutions, the one it always
/// printed. Where they are only counted (`count`, the generator's checks that a
/// puzzle stays unique, and `solve`'s search for a second solution once it has the first),
/// it may guess on a two-candidate cell instead, which skips the pass over all nine digits
/// that the full choice makes at every guess (and the locked triads of that pass):
/// - the generator's checks (the form of [`Givens`] that does not lock triads) always do.
///   Callgrind, `sudoku generate --count 2000 --seed 1
///   --threads 1`: 596 M → 558 M instructions, the same puzzles (only after a first guess
///   made the full way: 572 M).
/// - counting does when, at the first guess, fewer than [`CELL_OPEN`] cells are open: a
///   puzzle that propagation leaves that far filled has many solutions or few guesses
///   left, and the cheap guess is as good as the full one there. On the hard sets it is not:
///   always guessing on cells took top1465 (count up to 2) from 9.2 to 17.7 guesses a
///   puzzle, and from 6.9 to 10.3 µs. Callgrind, `solve_file --count` against the same
///   search recording its solutions (limit 2, the AVX2 copy, instructions a puzzle):
///   serg-benchmark 21.3 k → 14.3 k (published), 20.8 k → 14.2 k (transformed); 17-clue
///   −4%; top1465 −0.4%; the forum sets −0.1% and 0% (few of their puzzles are open below 50
///   at the first guess: 165 of 1,465 in top1465, 1 of 48,766 in forum-hardest-1905). With
///   45 open cells: serg 18.2 k; with 55: top1465 +5%.
/// - so does the search for a second solution, on the same condition: serg-benchmark unique
///   (limit 2, recording the first solution only) 20.5 k → 19.9 k instructions a puzzle
///   transformed, 21.0 k → 20.1 k published; the other sets within 0.1%.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Choice {
    /// The band or stack with the fewest triads, after locking triads ([`State::choose`]).
    Full,
    /// The first cell with two candidates, when there is one ([`State::guess_cell`]).
    Cell,
}

/// Counting searches guess on cells when fewer cells than this are open at their first guess
/// (see [`Choice`]).
const CELL_OPEN: u32 = 50;

/// Depth-first search over [`State::settle`], on an explicit stack of states (so the whole
/// search is one function that [`search`] can compile twice, for two instruction sets).
///
/// A guess keeps its digit inside one triad in one state and outside it in the other: DPLL's
/// "x or not x". The current state is always the top of the stack, `stack[depth]`: a guess
/// copies it one slot up, and backtracking just steps down, with no copy. A search "guess" is
/// counted per push, and `poll` is ticked before it.
#[inline(always)]
fn run<I: Isa, V: Visitor, P: Poll, G: Givens>(
    givens: G,
    struck: Option<Struck>,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    let mut stats = SearchStats::default();
    let Some(given) = givens.lanes() else {
        return Ok(stats);
    };
    let mut start = State::from_given(&given);
    if let Some(Struck { cell, digit }) = struck {
        let (cell, d) = (usize::from(cell), usize::from(digit));
        if cell < 81 && (1..=9).contains(&d) {
            let mut words = [0u32; 4];
            words[cell / 27] = 1 << (cell % 27);
            start.cand[d - 1] = start.cand[d - 1].andnot(Lanes::new(words));
            // The struck digit first: when the search has no solution, its contradiction is
            // often in that digit (replaying the 22,005 proofs of an extreme hunt ×200: 60.4 M
            // → 58.5 M instructions; the 18,282 searches that find a solution, +0.6 M).
            start.pending &= !(1 << (d - 1));
            if !start.update_digit::<I>(d - 1) {
                return Ok(stats);
            }
        }
    }
    let mut stack: [MaybeUninit<State>; MAX_DEPTH] = [const { MaybeUninit::uninit() }; MAX_DEPTH];
    stack[0].write(start);
    let mut depth = 0;
    let mut choice = if !V::RECORDS && !G::FULL {
        Choice::Cell
    } else {
        Choice::Full
    };
    // Whether fewer than `CELL_OPEN` cells were open at the first guess.
    let mut few_open = false;
    loop {
        // SAFETY: `stack[depth]` is always initialised: slot 0 above, slot `depth + 1` before
        // `depth` grows, and slots below `depth` keep the states written there.
        let cur = unsafe { stack[depth].assume_init_mut() };
        match cur.settle::<I>(G::FULL, choice) {
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
                if few_open && !visitor.wants_values() {
                    choice = Choice::Cell;
                }
            }
            Step::Contradiction => {}
            Step::Guess {
                digit,
                inside,
                outside,
            } => {
                poll.tick()?;
                if stats.guesses == 0 {
                    let [b0, b1, b2, _] = cur.unsolved.get();
                    few_open = b0.count_ones() + b1.count_ones() + b2.count_ones() < CELL_OPEN;
                    if few_open && !(V::RECORDS && visitor.wants_values()) {
                        choice = Choice::Cell;
                    }
                }
                let mut next = *cur;
                next.cand[digit] = next.cand[digit] & inside;
                next.pending = 1 << digit;
                cur.cand[digit] = cur.cand[digit] & outside;
                cur.pending = 1 << digit;
                // Always true (see MAX_DEPTH); without it the first branch would be skipped.
                if let Some(slot) = stack.get_mut(depth + 1) {
                    slot.write(next);
                    depth += 1;
                }
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
// 5. API and CPU dispatch
// ---------------------------------------------------------------------------------------------

/// The compiled copies of the solver, by instruction set, from the baseline up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Level {
    /// Baseline instructions of the target (SSE2 on x86-64, whatever the target has
    /// elsewhere).
    Portable,
    /// x86-64-v3: AVX2, BMI1/2, POPCNT, LZCNT (x86-64 CPUs since 2013–2015).
    Avx2,
    /// x86-64-v4: the above and AVX-512 F, VL, BW and DQ (Intel since 2017, AMD since 2022).
    Avx512,
}

/// Where a search starts: the givens, read into band lanes from one of two forms. Each form
/// is compiled into its own copy of the search, so the plain one (`solve`, `count`) is the
/// code it was before the generator's form came.
trait Givens: Copy {
    /// The givens of each digit as band lanes, or `None` when the input is not 81 cells.
    fn lanes(self) -> Option<[Lanes; 9]>;

    /// Whether the search locks triads ([`State::lock_triads_or_choose`]), as `solve` does.
    ///
    /// The generator's form does not. Its searches are the reducer's existence checks on
    /// puzzles one given short of unique, which propagation settles or a few guesses decide.
    /// Callgrind on the extreme hunt ×200 (`sudoku generate --difficulty extreme --count 200
    /// --seed 1 --threads 1`): without locked triads, whose pass cost more than the guesses it
    /// saved, 1.0749 G → 1.0469 G (the reducer's solver 276 M → 248 M; plain `generate --count
    /// 3000 --seed 1 --threads 1` 0.974 G → 0.916 G); with the clearing skipped when a digit
    /// placed nothing, 1.0366 G (the solver 238 M); same puzzles (`solve` skips that clearing
    /// too since, see [`State::update_digit`]). Without naked singles too, 1.0745 G: they
    /// stay.
    const FULL: bool;
}

/// The 81 values, row-major, 0 for a hole, 1..=9 a given.
impl Givens for &[u8] {
    const FULL: bool = true;
    #[inline(always)]
    fn lanes(self) -> Option<[Lanes; 9]> {
        let Ok(values) = <&[u8; 81]>::try_from(self) else {
            debug_assert!(false, "a 9×9 search takes 81 cells");
            return None;
        };
        Some(given_cells(values))
    }
}

/// Each digit's given cells, bit `i` = cell `i` row-major: the generator keeps its givens so,
/// and reading them needs no pass over 81 bytes.
impl Givens for &[u128; 9] {
    const FULL: bool = false;
    #[inline(always)]
    fn lanes(self) -> Option<[Lanes; 9]> {
        Some(self.map(|m| {
            let word = |b: u32| (m >> (27 * b)) as u32 & BAND;
            Lanes::new([word(0), word(1), word(2), 0])
        }))
    }
}

/// Searches the 81 `values` (row-major, 0 for a hole, 1..=9 a given), less the `struck`
/// candidate if any, for at most `limit` solutions, showing each to `visitor` and ticking
/// `poll` at every guess. Givens may clash (then there is no solution).
///
/// Runs the copy `wanted`, or the best one below it that this CPU runs: on x86-64 with
/// AVX-512 (F, VL, BW, DQ) a copy compiled for those; with AVX2, BMI1/2, POPCNT and LZCNT one
/// compiled for those; elsewhere the portable copy.
pub(crate) fn search<V: Visitor, P: Poll>(
    wanted: Level,
    values: &[u8],
    struck: Option<Struck>,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    dispatch(wanted, values, struck, limit, visitor, poll)
}

/// [`search`] on the puzzle whose givens of digit `d + 1` are the cells `given[d]` (bit `i` =
/// cell `i`, row-major). The generator's reducer keeps its givens so: with this and the
/// struck digit first (in `run`), callgrind on the extreme hunt ×200 went 1.2485 G →
/// 1.2412 G (a single copy taking either form through an `enum` gave 1.2367 G, but made the
/// plain search 0.6% dearer on `solve` top1465 by code placement; this copy leaves it at
/// 71.28 M as before).
pub(crate) fn search_masks<V: Visitor, P: Poll>(
    wanted: Level,
    given: &[u128; 9],
    struck: Option<Struck>,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    dispatch(wanted, given, struck, limit, visitor, poll)
}

/// [`search`] for either form of the givens.
#[inline(always)]
fn dispatch<V: Visitor, P: Poll, G: Givens>(
    wanted: Level,
    values: G,
    struck: Option<Struck>,
    limit: u64,
    visitor: &mut V,
    poll: &mut P,
) -> Result<SearchStats, P::Error> {
    #[cfg(target_arch = "x86_64")]
    match wanted.min(x86::best()) {
        // SAFETY: `x86::best` checked at run time that the CPU has every feature the copy is
        // compiled for.
        Level::Avx512 => return unsafe { x86::search_v4(values, struck, limit, visitor, poll) },
        // SAFETY: as above.
        Level::Avx2 => return unsafe { x86::search_v3(values, struck, limit, visitor, poll) },
        Level::Portable => {}
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = wanted;
    run::<Portable, V, P, G>(values, struck, limit, visitor, poll)
}

/// A candidate taken out before the search starts: `digit` (1..=9) may not go in the empty
/// `cell` (0..81). The generator proves a removal keeps the puzzle unique with one search for a
/// solution that differs from the known one in the emptied cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Struck {
    /// The cell, row-major.
    pub(crate) cell: u8,
    /// The digit it may not hold.
    pub(crate) digit: u8,
}

/// The few operations that have a faster form on some CPUs.
trait Isa {
    /// The vector of digits for the passes over all nine.
    type Digits: Digits;

    /// Clears the cells `placed` from every digit; returns the digits that had some.
    fn clear(cand: &mut [Lanes; 9], placed: Lanes) -> u32;

    /// `a` without the triads that belong to no permutation ([`triad_filter`]).
    fn row_filter(a: Lanes) -> Lanes;
}

/// The baseline instructions of the target.
struct Portable;

impl Isa for Portable {
    type Digits = Lanes;

    #[inline(always)]
    fn row_filter(a: Lanes) -> Lanes {
        a & triad_cells(triad_filter(triads(a)))
    }

    #[inline(always)]
    fn clear(cand: &mut [Lanes; 9], placed: Lanes) -> u32 {
        let mut had = 0;
        for (d, c) in cand.iter_mut().enumerate() {
            had |= u32::from(!(*c & placed).is_zero()) << d;
            *c = c.andnot(placed);
        }
        had
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::sync::atomic::{AtomicU8, Ordering};

    use std::arch::x86_64::{
        __m128i, __m256i, _mm256_add_epi32, _mm256_and_si256, _mm256_andnot_si256,
        _mm256_broadcastsi128_si256, _mm256_castsi256_ps, _mm256_castsi256_si128,
        _mm256_cmpeq_epi32, _mm256_extracti128_si256, _mm256_loadu_si256, _mm256_movemask_ps,
        _mm256_or_si256, _mm256_set_m128i, _mm256_setzero_si256, _mm256_shuffle_epi32,
        _mm256_slli_epi32, _mm256_srli_epi32, _mm256_storeu_si256, _mm_and_si128, _mm_andnot_si128,
        _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps, _mm_setzero_si128,
        _mm_storeu_si128, _pext_u32, _pext_u64,
    };
    use std::ops::{BitAnd, BitOr};

    use super::{
        run, Digits, Givens, Isa, Lanes, Level, Poll, SearchStats, Struck, Visitor, COMPLEX,
    };

    /// AVX2 (and, through the compiler, BMI1/2, POPCNT, LZCNT) on x86-64.
    pub(super) struct V3;

    /// Two digits' band lanes in one AVX2 register (the first digit in the low half).
    ///
    /// Only used inside `search_v3`, whose callers checked for AVX2: every `unsafe` below
    /// relies on that.
    #[derive(Clone, Copy)]
    pub(super) struct Pair(__m256i);

    impl BitAnd for Pair {
        type Output = Pair;
        #[inline(always)]
        fn bitand(self, o: Pair) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_and_si256(self.0, o.0) })
        }
    }

    impl BitOr for Pair {
        type Output = Pair;
        #[inline(always)]
        fn bitor(self, o: Pair) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_or_si256(self.0, o.0) })
        }
    }

    impl Digits for Pair {
        const WIDTH: usize = 2;

        #[inline(always)]
        fn load(cand: &[Lanes; 9], first: usize) -> Pair {
            let lo = cand[first].raw();
            let hi = cand.get(first + 1).map_or(Lanes::zero(), |&l| l).raw();
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_set_m128i(hi, lo) })
        }

        #[inline(always)]
        fn splat(x: Lanes) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_broadcastsi128_si256(x.raw()) })
        }

        #[inline(always)]
        fn digit(self, i: usize) -> Lanes {
            // SAFETY: AVX2 (see `Pair`).
            Lanes::from_raw(unsafe {
                if i & 1 == 0 {
                    _mm256_castsi256_si128(self.0)
                } else {
                    _mm256_extracti128_si256::<1>(self.0)
                }
            })
        }

        #[inline(always)]
        fn zero() -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_setzero_si256() })
        }

        #[inline(always)]
        fn andnot(self, o: Pair) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_andnot_si256(o.0, self.0) })
        }

        #[inline(always)]
        fn add(self, o: Pair) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_add_epi32(self.0, o.0) })
        }

        #[inline(always)]
        fn shl<const N: i32>(self) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_slli_epi32::<N>(self.0) })
        }

        #[inline(always)]
        fn shr<const N: i32>(self) -> Pair {
            // SAFETY: AVX2 (see `Pair`).
            Pair(unsafe { _mm256_srli_epi32::<N>(self.0) })
        }

        #[inline(always)]
        fn next_band(self) -> Pair {
            // SAFETY: AVX2 (see `Pair`); the shuffle works in each 128-bit half.
            Pair(unsafe { _mm256_shuffle_epi32::<0b11_00_10_01>(self.0) })
        }

        #[inline(always)]
        fn band_after_next(self) -> Pair {
            // SAFETY: AVX2 (see `Pair`); the shuffle works in each 128-bit half.
            Pair(unsafe { _mm256_shuffle_epi32::<0b11_01_00_10>(self.0) })
        }
    }

    impl Isa for V3 {
        type Digits = Pair;

        /// One `pext` per band gathers its 3×3 triad matrix, and [`COMPLEX`] gives the cells
        /// of the triads that belong to a permutation.
        #[inline(always)]
        fn row_filter(a: Lanes) -> Lanes {
            let t = (a | a.shr::<1>() | a.shr::<2>()).get();
            // SAFETY: only runs inside `search_v3`, whose callers checked for BMI2.
            let keep = |w: u32| COMPLEX[unsafe { _pext_u32(w, 0o111_111_111) } as usize];
            a & Lanes::new([keep(t[0]), keep(t[1]), keep(t[2]), 0])
        }

        /// Two digits per 256-bit operation: four pairs and digit 8 alone; one `pext` gathers
        /// "some lane had a placed cell" per digit.
        #[inline(always)]
        fn clear(cand: &mut [Lanes; 9], placed: Lanes) -> u32 {
            let c = cand.as_mut_ptr();

            // SAFETY: `Lanes` is 16 bytes, so digits 2i and 2i + 1 are the 32 bytes at
            // `c.add(2 * i)` (i < 4) and digit 8 the 16 bytes at `c.add(8)`, inside the
            // array; unaligned loads and stores are allowed. This code only runs inside
            // `search_v3`, whose callers checked for AVX2 and BMI2.
            unsafe {
                let p1 = placed.raw();
                let p2 = _mm256_broadcastsi128_si256(p1);
                let zero = _mm256_setzero_si256();
                let mut missing = 0u64;
                for i in 0..4 {
                    let at = c.add(2 * i).cast::<__m256i>();
                    let x = _mm256_loadu_si256(at);
                    let hit = _mm256_cmpeq_epi32(_mm256_and_si256(x, p2), zero);
                    missing |= (_mm256_movemask_ps(_mm256_castsi256_ps(hit)) as u64) << (8 * i);
                    _mm256_storeu_si256(at, _mm256_andnot_si256(p2, x));
                }
                let at = c.add(8).cast::<__m128i>();
                let x = _mm_loadu_si128(at);
                let hit = _mm_cmpeq_epi32(_mm_and_si128(x, p1), _mm_setzero_si128());
                missing |= (_mm_movemask_ps(_mm_castsi128_ps(hit)) as u64) << 32;
                _mm_storeu_si128(at, _mm_andnot_si128(p1, x));
                // Bit 4d + b: lane b of digit d had no placed cell.
                let had = !missing & 0x7_7777_7777;
                _pext_u64(had | had >> 1 | had >> 2, 0x1_1111_1111) as u32
            }
        }
    }

    /// The best copy this CPU runs, detected once.
    #[inline]
    pub(super) fn best() -> Level {
        // 0 = not yet known, else 1 + the copy.
        static KNOWN: AtomicU8 = AtomicU8::new(0);
        match KNOWN.load(Ordering::Relaxed) {
            0 => {
                use std::arch::is_x86_feature_detected as has;
                let v3 = has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt");
                let v3 = v3 && has!("lzcnt");
                let v4 = v3 && has!("avx512f") && has!("avx512vl") && has!("avx512bw");
                let v4 = v4 && has!("avx512dq");
                let best = match (v3, v4) {
                    (_, true) => Level::Avx512,
                    (true, false) => Level::Avx2,
                    _ => Level::Portable,
                };
                KNOWN.store(1 + best as u8, Ordering::Relaxed);
                best
            }
            2 => Level::Avx2,
            3 => Level::Avx512,
            _ => Level::Portable,
        }
    }

    /// The solver compiled for AVX-512 F, VL, BW and DQ on top of x86-64-v3. The code is that
    /// of [`search_v3`]; the compiler's use of the AVX-512 forms (three-input logic in one
    /// instruction, compares into mask registers, 32 vector registers) is worth 8–9% on the
    /// hardest sets (puzzles per CPU-second, serg-benchmark and forum-hardest-1106).
    ///
    /// # Safety
    /// The CPU must have those features ([`best`] is [`Level::Avx512`]).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vl,avx512bw,avx512dq")]
    pub(super) unsafe fn search_v4<V: Visitor, P: Poll, G: Givens>(
        values: G,
        struck: Option<Struck>,
        limit: u64,
        visitor: &mut V,
        poll: &mut P,
    ) -> Result<SearchStats, P::Error> {
        run::<V3, V, P, G>(values, struck, limit, visitor, poll)
    }

    /// The solver compiled for AVX2, BMI1/2, POPCNT and LZCNT.
    ///
    /// # Safety
    /// The CPU must have those features ([`best`] is [`Level::Avx2`] or better).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) unsafe fn search_v3<V: Visitor, P: Poll, G: Givens>(
        values: G,
        struck: Option<Struck>,
        limit: u64,
        visitor: &mut V,
        poll: &mut P,
    ) -> Result<SearchStats, P::Error> {
        run::<V3, V, P, G>(values, struck, limit, visitor, poll)
    }
}
