"""Types of the native module, private: call the functions of ``sudokit``, which are typed
inline. This stub exists because a compiled module carries no annotations; it describes the
native functions' own signatures (``tests/test_stubs.py`` checks them against the module)
and the one public class defined natively, :class:`Rating`."""

from typing import Any, Optional, Union

import numpy as np
import numpy.typing as npt

from ._types import Level, RatingDict

STATUS_NAMES: list[str]
LEVEL_NAMES: list[str]
TECHNIQUE_NAMES: list[str]
VARIANT_KIND_NAMES: list[str]
NO_LEVEL: int
NO_TECHNIQUE: int

class Rating:
    """How hard a puzzle is for a human solver. ``str(rating)`` is the level word.

    Immutable, hashable and picklable; ratings order by level (easy first), then score, with
    the other fields breaking ties (``a == b`` exactly when neither is smaller)."""

    def __new__(
        cls, level: Level, score: int, se: float, solved: bool, hardest: Optional[str], steps: int
    ) -> Rating: ...
    @property
    def level(self) -> Level:
        """HoDoKu's level: easy, medium, hard, unfair or extreme."""
    @property
    def score(self) -> int:
        """HoDoKu's score: the sum of the scores of all steps."""
    @property
    def se(self) -> float:
        """The Sudoku-Explainer-style rating of the hardest step, one decimal."""
    @property
    def solved(self) -> bool:
        """Whether the steps solved the puzzle."""
    @property
    def hardest(self) -> Optional[str]:
        """The hardest technique used, or None when no step was taken."""
    @property
    def steps(self) -> int:
        """The number of steps."""
    def to_dict(self) -> RatingDict:
        """The rating with the keys of the command's JSON form."""
    def __lt__(self, other: Rating) -> bool: ...
    def __le__(self, other: Rating) -> bool: ...
    def __gt__(self, other: Rating) -> bool: ...
    def __ge__(self, other: Rating) -> bool: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[type[Rating], tuple[str, int, float, bool, Optional[str], int]]: ...

def solve(puzzle: Any, *, mode: str = "unique", timeout: Optional[float] = None) -> tuple[str, bool]: ...
def count(puzzle: Any, limit: int = 1_000_000, *, timeout: Optional[float] = None) -> int: ...
def candidates(puzzle: Any, *, cap: int = 1, timeout: Optional[float] = None) -> Any: ...
def check(puzzle: Any) -> Any: ...
def rate(puzzle: Any, *, timeout: Optional[float] = None) -> Rating: ...
def explain(puzzle: Any, *, timeout: Optional[float] = None) -> Any: ...
def hint(puzzle: Any, *, timeout: Optional[float] = None) -> Any: ...
def contradiction(puzzle: Any, *, timeout: Optional[float] = None) -> Optional[list[str]]: ...
def redundant(puzzle: Any, *, timeout: Optional[float] = None) -> list[str]: ...
def same_digit(puzzle: Any, *, timeout: Optional[float] = None) -> list[list[str]]: ...
def generate(
    count: int = 1,
    *,
    clues: Optional[int] = None,
    difficulty: Optional[str] = None,
    technique: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    size: int = 9,
    timeout: Optional[float] = None,
    threads: int = 0,
) -> list[str]: ...
def generate_variant(
    kinds: list[str],
    count: int = 1,
    *,
    size: int = 9,
    difficulty: Optional[str] = None,
    clues: Optional[int] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    timeout: Optional[float] = None,
    threads: int = 0,
) -> list[str]: ...
def canonical(puzzle: Any) -> str: ...
def transform(puzzle: Any, seed: Optional[int] = None, *, stream: int = 0) -> str: ...
def failure(
    puzzle: Any, status: int, what: str, timeout: Optional[float] = None, index: Optional[int] = None
) -> Optional[BaseException]: ...

U8 = npt.NDArray[np.uint8]
Validity = Optional[tuple[U8, int]]
# A batch's records: a (n, N²) cells array, or the (data, offsets, validity) of Arrow strings.
Source = Union[U8, tuple[U8, npt.NDArray[Any], Validity]]
# What the solve and canonical batches give per record (`Any` below): a (n, N²) uint8 array of
# grids for cells, the (data, offsets) of line-format strings for text. The candidates batch:
# (possible, counts) arrays for cells, a list of rows (or None) per record for text.

def solve_records(records: Source, mode: str, threads: int, timeout: Optional[float] = None) -> tuple[Any, U8]: ...
def count_records(
    records: Source, limit: int, threads: int, timeout: Optional[float] = None
) -> tuple[npt.NDArray[np.uint64], U8]: ...
def rate_records(
    records: Source, threads: int, timeout: Optional[float]
) -> tuple[U8, npt.NDArray[np.uint32], npt.NDArray[np.float32], npt.NDArray[np.uint16], npt.NDArray[np.uint32], npt.NDArray[np.uint64], U8]: ...
def canonical_records(records: Source, threads: int) -> tuple[Any, U8]: ...
def candidates_records(
    records: Source, cap: int, threads: int, timeout: Optional[float] = None
) -> tuple[Any, U8]: ...
