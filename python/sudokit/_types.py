"""The types of sudokit's arguments and results: names as ``Literal`` types, the dicts the
functions return as ``TypedDict``\\ s, and the tuple the batch functions return.

Everything here is re-exported by ``sudokit``; import it from there.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Callable, Generic, Literal, Optional, Protocol, TypedDict, TypeVar, Union

import numpy as np
import numpy.typing as npt

from collections.abc import Mapping, Sequence

if TYPE_CHECKING:
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

# ---------------------------------------------------------------------------------------------
# Names

Mode = Literal["unique", "first"]
"""How ``solve`` and ``solve_batch`` search: ``"unique"`` proves uniqueness (UNIQUE or
MULTIPLE), ``"first"`` stops at the first solution (FOUND)."""

Level = Literal["easy", "medium", "hard", "unfair", "extreme"]
"""HoDoKu's difficulty levels, easiest first: a rating's ``level``, ``generate``'s
``difficulty``."""

Symmetry = Literal[
    "none", "rotate180", "rotate90", "mirror", "flip", "diagonal", "antidiagonal", "random"
]
"""The symmetries of ``generate``'s givens."""

Errors = Literal["status", "raise"]
"""What a batch does with a record that has no answer: give it a status code and a reason
(``"status"``, the default), or raise that record's exception with its ``index``
(``"raise"``)."""

Kind = Literal["solve", "count", "candidates", "rate", "canonical"]
"""A batch function, as :func:`sudokit.reason` takes it."""


class Status(enum.IntEnum):
    """What a batch found for one record (the engine's status codes, fixed forever)."""

    NO_SOLUTION = 0
    """The givens do not clash, but no grid completes them."""
    UNIQUE = 1
    """Exactly one solution (proven)."""
    MULTIPLE = 2
    """Several solutions; for solve_batch, the first one found was written."""
    FOUND = 3
    """A solution (mode="first", uniqueness not checked), or a canonical form written."""
    CONFLICT = 4
    """Two givens hold the same digit in one row, column or box."""
    INVALID = 5
    """Not a puzzle: unreadable text, a null, or a cell value above N; for rate_batch and
    canonical_batch, also a variant puzzle (and for canonical_batch, a size other than 9×9)."""
    INTERRUPTED = 6
    """The time limit ran out before this record was finished (a batch with a timeout)."""


# ---------------------------------------------------------------------------------------------
# Inputs

Puzzle = Union[str, bytes, Sequence[int], Mapping[str, Any]]
"""A puzzle: text in any layout the ``sudoku`` command reads (variant puzzles included: a
link, f-puzzles JSON, our JSON form, an ISS string), bytes, a dict read as JSON, or N² ints
with 0 for a hole."""

Record = Optional[Union[str, bytes, Mapping[str, Any]]]
"""One record of a batch of text: a puzzle as str, bytes or a dict; None is an INVALID record."""

CellArray = npt.NDArray[Union[np.integer[Any], np.bool_]]
"""Puzzles as cells: an array of shape (n, N²) or (n, N, N), 0 for a hole."""

StatusArray = npt.NDArray[np.uint8]
"""One :class:`Status` code per record."""


class ArrowArrayLike(Protocol):
    """An object that exports one Arrow array through the Arrow PyCapsule interface
    (a pyarrow array, a nanoarrow array, ...)."""

    def __arrow_c_array__(self, requested_schema: Any = ...) -> Any: ...


class ArrowStreamLike(Protocol):
    """An object that exports an Arrow stream through the Arrow PyCapsule interface (a
    pyarrow ChunkedArray, a polars Series, a pandas Series, a DuckDB result, ...)."""

    def __arrow_c_stream__(self, requested_schema: Any = ...) -> Any: ...


ArrowLike = Union[ArrowArrayLike, ArrowStreamLike]
"""Any Arrow column of strings given through the PyCapsule interface."""

# ---------------------------------------------------------------------------------------------
# Results of one puzzle


class Cell(TypedDict):
    """A cell of a step's pattern: ``{"row": 8, "col": 6, "index": 69, "name": "r8c6"}``
    (row and column from 1, index from 0 in row-major order)."""

    row: int
    col: int
    index: int
    name: str


class CandidateRef(TypedDict):
    """A digit in a cell: a step's candidate, placement or elimination. ``cell`` repeats
    ``name``, as the command's JSON has it."""

    row: int
    col: int
    index: int
    name: str
    digit: int
    cell: str


class Step(TypedDict):
    """One step of a human-style solution, in the engine's one JSON form (as ``sudoku explain
    --format json`` and the web API write it)."""

    technique: str
    """The technique's name, as in ``sudokit.TECHNIQUES``."""
    level: Level
    text: str
    """The step in English words, ending with what it changes (``r5c6 = 4``)."""
    vague: str
    """The step's hint without its result (``Naked Single in box 5``)."""
    cells: list[Cell]
    units: list[str]
    candidates: list[CandidateRef]
    placements: list[CandidateRef]
    eliminations: list[CandidateRef]


class Conflict(TypedDict):
    """Two givens with one digit in one unit: ``{"unit": "row 1", "digit": 5, "cells":
    ["r1c1", "r1c9"]}``."""

    unit: str
    digit: int
    cells: list[str]


class CheckReport(TypedDict):
    """``sudoku check --format json``'s report of a grid."""

    puzzle: str
    consistent: bool
    complete: bool
    empty: int
    """The number of empty cells."""
    conflicts: list[Conflict]
    solutions: Optional[int]
    """For a consistent partial grid, its solutions counted up to 2; else None."""


class RatingDict(TypedDict):
    """:meth:`Rating.to_dict`: the rating with the keys of the command's JSON form."""

    level: Level
    score: int
    se: float
    solved: bool
    hardest: Optional[str]
    steps: int


class _CandidatesBase(TypedDict):
    puzzle: str
    candidates: list[list[str]]


class Candidates(_CandidatesBase, total=False):
    """``sudoku candidates --format json``: ``puzzle`` (the givens) and ``candidates`` (the rows
    of the grid, a str of digits per cell); with ``cap`` above 1 also ``cap`` and ``counts``
    (per row, per cell, per digit: the solutions seen with it there, up to ``cap``)."""

    cap: int
    counts: list[list[list[int]]]


# ---------------------------------------------------------------------------------------------
# Results of batches

T = TypeVar("T")


class BatchResult(tuple[T, StatusArray], Generic[T]):
    """What ``solve_batch``, ``count_batch`` and ``canonical_batch`` return: a pair that
    unpacks as ``(answers, status)`` as it always did, with names and the reasons.

    - ``answers`` (also ``result[0]``): the solutions, counts or forms, in the input's kind.
    - ``status`` (also ``result[1]``): a ``uint8`` array of :class:`Status` codes.
    - ``reason``: for each record, why it has no answer, in the engine's words (None where it
      has one); worked out on first use, for the failed records only, without searching.
    - ``ok``: a ``bool`` array, True where the record has an answer.
    """

    _reason_of: Callable[[], list[Optional[str]]]
    _ok: npt.NDArray[np.bool_]
    _reasons: Optional[list[Optional[str]]]

    def __new__(
        cls,
        answers: T,
        status: StatusArray,
        ok: npt.NDArray[np.bool_],
        reason: Callable[[], list[Optional[str]]],
    ) -> BatchResult[T]:
        self = super().__new__(cls, (answers, status))
        self._ok = ok
        self._reason_of = reason
        self._reasons = None
        return self

    def __reduce__(self) -> Any:
        # A pickled result is the plain pair: the reasons need the input, which is not kept.
        return (tuple, ((self[0], self[1]),))

    @property
    def answers(self) -> T:
        """The solutions, counts or forms (``result[0]``)."""
        return self[0]

    @property
    def status(self) -> StatusArray:
        """The :class:`Status` code of each record (``result[1]``)."""
        return self[1]

    @property
    def ok(self) -> npt.NDArray[np.bool_]:
        """True for each record that has an answer."""
        return self._ok

    @property
    def reason(self) -> list[Optional[str]]:
        """Why each record has no answer (None where it has one)."""
        if self._reasons is None:
            self._reasons = self._reason_of()
        return self._reasons


class RateArrays(TypedDict):
    """``rate_batch`` of a NumPy array or a list: NumPy columns, one entry per record.

    ``level``, ``hardest`` and ``reason`` are object arrays of str or None; ``score``,
    ``steps``, ``guesses`` and ``se`` are masked arrays, masked where the record was not rated
    (``se`` holds NaN there); ``status`` holds the :class:`Status` codes.
    """

    level: npt.NDArray[np.object_]
    score: np.ma.MaskedArray[Any, np.dtype[np.uint32]]
    se: np.ma.MaskedArray[Any, np.dtype[np.float32]]
    hardest: npt.NDArray[np.object_]
    steps: np.ma.MaskedArray[Any, np.dtype[np.uint32]]
    guesses: np.ma.MaskedArray[Any, np.dtype[np.uint64]]
    status: StatusArray
    reason: npt.NDArray[np.object_]


class RateArrow(TypedDict):
    """``rate_batch`` of Arrow input: Arrow columns with nulls where the record was not rated
    (``level``, ``hardest``, ``reason``: string; ``score``, ``steps``: uint32; ``se``: float32;
    ``guesses``: uint64), and ``status`` as NumPy codes."""

    level: pa.Array
    score: pa.Array
    se: pa.Array
    hardest: pa.Array
    steps: pa.Array
    guesses: pa.Array
    status: StatusArray
    reason: pa.Array


class _CandidateArraysBase(TypedDict):
    candidates: npt.NDArray[np.bool_]
    status: StatusArray
    reason: list[Optional[str]]


class CandidateArrays(_CandidateArraysBase, total=False):
    """``candidates_batch`` of a NumPy array: ``candidates[i, c, d - 1]`` says whether digit
    ``d`` fits cell ``c`` of record ``i``; ``counts`` (cap above 1 only) the solutions seen per
    candidate, up to the cap."""

    counts: npt.NDArray[np.uint64]


class _CandidateListsBase(TypedDict):
    candidates: list[Optional[list[list[str]]]]
    status: StatusArray
    reason: list[Optional[str]]


class CandidateLists(_CandidateListsBase, total=False):
    """``candidates_batch`` of a list: each record's candidates as ``candidates`` gives them
    (rows of str per cell), None where there are none; ``counts`` with a cap above 1."""

    counts: list[Optional[list[list[list[int]]]]]


class _CandidateArrowBase(TypedDict):
    candidates: pa.Array
    status: StatusArray
    reason: list[Optional[str]]


class CandidateArrow(_CandidateArrowBase, total=False):
    """``candidates_batch`` of Arrow input: ``list<list<string>>`` candidates and
    ``list<list<list<uint64>>>`` counts (cap above 1 only), null where there are none."""

    counts: pa.Array
