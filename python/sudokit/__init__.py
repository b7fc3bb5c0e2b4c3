"""Sudoku puzzles of every size: solve, count, find the true candidates, check, rate,
explain, hint, generate, and the canonical forms and equivalent copies of 9×9 puzzles.

A thin Python face over the Rust engine of the ``sudoku`` command. Puzzles are strings in any
layout the command reads (one line of 81 symbols, a grid of rows, a boxed grid, JSON, a C
array), bytes, or sequences of N² ints with 0 for a hole. :func:`solve`, :func:`count` and
:func:`candidates` (and their batch forms), :func:`rate`, :func:`explain`, :func:`hint` and
:func:`rate_batch` also take variant puzzles (killer, thermo, arrow,
kropki, jigsaw, anti-knight, ... from 4×4 to 16×16), read as the command reads them: an
f-puzzles or SudokuPad link, f-puzzles JSON, our JSON form (a str, or a dict), or an ISS
constraint string, told apart from classic puzzles by their text.

Single puzzles raise a :class:`SudokuError` naming what is wrong and where (line and column,
or the JSON path): :class:`ParseError`, :class:`NoSolution`, :class:`NotUnique`,
:class:`Unsupported` (all ``ValueError``\\ s) or :class:`TimeLimit` (a ``TimeoutError``).
Batch functions take NumPy arrays of cells (shape ``(n, N²)``), Arrow string arrays (pyarrow,
or anything with ``__arrow_c_stream__``/``__arrow_c_array__``: polars and pandas Series,
DuckDB results), NumPy arrays of str, or any iterable of str; they release the GIL, use
several threads, and never raise for one bad record unless asked to (``errors="raise"``):
every record gets a :class:`Status` code and a reason instead, in input order.

This module is typed inline (``py.typed``): the annotations here are the stubs.

>>> import sudokit
>>> sudokit.solve("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")[:9]
'483921657'
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Optional, Union, overload

import numpy as np
import numpy.typing as npt

from . import _batch
from . import _sudokit as _native
from ._errors import (
    GenerateError,
    NoSolution,
    NotUnique,
    NotUniqueWarning,
    ParseError,
    SudokuError,
    TimeLimit,
    Unsupported,
)
from ._sudokit import Rating
from ._types import (
    ArrowArrayLike,
    ArrowLike,
    ArrowStreamLike,
    BatchResult,
    CandidateArrays,
    CandidateArrow,
    CandidateLists,
    CandidateRef,
    Candidates,
    Cell,
    CellArray,
    CheckReport,
    Conflict,
    Errors,
    Kind,
    Level,
    Mode,
    Puzzle,
    RateArrays,
    RateArrow,
    RatingDict,
    Record,
    Status,
    StatusArray,
    Step,
    Symmetry,
)

if TYPE_CHECKING:
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

__all__ = [
    # Functions on one puzzle
    "solve",
    "count",
    "candidates",
    "check",
    "rate",
    "explain",
    "hint",
    "contradiction",
    "redundant",
    "same_digit",
    "generate",
    "generate_variant",
    "canonical",
    "transform",
    # Batches
    "solve_batch",
    "count_batch",
    "candidates_batch",
    "rate_batch",
    "canonical_batch",
    "reason",
    # Values and names
    "Rating",
    "Status",
    "LEVELS",
    "SYMMETRIES",
    "TECHNIQUES",
    "VARIANT_KINDS",
    # Errors
    "SudokuError",
    "ParseError",
    "NoSolution",
    "NotUnique",
    "TimeLimit",
    "Unsupported",
    "GenerateError",
    "NotUniqueWarning",
    # Types
    "ArrowArrayLike",
    "ArrowLike",
    "ArrowStreamLike",
    "BatchResult",
    "CandidateArrays",
    "CandidateArrow",
    "CandidateLists",
    "CandidateRef",
    "Candidates",
    "Cell",
    "CellArray",
    "CheckReport",
    "Conflict",
    "Errors",
    "Kind",
    "Level",
    "Mode",
    "Puzzle",
    "RateArrays",
    "RateArrow",
    "RatingDict",
    "Record",
    "StatusArray",
    "Step",
    "Symmetry",
]

LEVELS: tuple[Level, ...] = ("easy", "medium", "hard", "unfair", "extreme")
"""The difficulty levels, easiest first (the values of :data:`Level`)."""

SYMMETRIES: tuple[Symmetry, ...] = (
    "none", "rotate180", "rotate90", "mirror", "flip", "diagonal", "antidiagonal", "random",
)
"""The symmetries ``generate`` takes (the values of :data:`Symmetry`)."""

TECHNIQUES: tuple[str, ...] = tuple(_native.TECHNIQUE_NAMES)
"""The names of the human-style techniques, as steps and ratings give them and
``generate(technique=...)`` takes them (with a few aliases: ``"xwing"``)."""

VARIANT_KINDS: tuple[str, ...] = tuple(_native.VARIANT_KIND_NAMES)
"""The kinds of variant puzzle :func:`generate_variant` makes (``"killer"``, ``"jigsaw"``,
``"anti-knight"``…), as ``sudoku generate --variant`` names them."""


def _snake(name: str) -> str:
    return "".join("_" + c if c.isupper() and i else c for i, c in enumerate(name)).upper()


# The codes and names are the engine's: fail at import rather than mislabel records if they
# ever differ.
if [_snake(n) for n in _native.STATUS_NAMES] != [s.name for s in Status]:
    raise ImportError(f"sudokit.Status does not match the engine's statuses {_native.STATUS_NAMES}")
if list(LEVELS) != list(_native.LEVEL_NAMES):
    raise ImportError(f"sudokit.LEVELS does not match the engine's levels {_native.LEVEL_NAMES}")


def _one(puzzle: Any) -> Any:
    """A dict (a puzzle in our JSON form, f-puzzles JSON or the classic ``{"grid": ...}``)
    as the JSON text the engine reads; anything else as it is."""
    if isinstance(puzzle, Mapping):
        return json.dumps(puzzle)
    return puzzle


def _count_arg(name: str, value: Any, least: int) -> int:
    """A whole-number argument, checked: ``ValueError`` (not ``OverflowError``) when small."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if value < least:
        raise ValueError(f"{name} must be at least {least}, not {value}")
    return int(value)


def solve(
    puzzle: Puzzle,
    *,
    mode: Mode = "unique",
    require_unique: bool = False,
    timeout: Optional[float] = None,
) -> str:
    """Solve a puzzle, classic or variant, and return its solution as N² symbols (``1``-``9``,
    then ``A``, ``B``, ...).

    ``mode="unique"`` proves uniqueness, ``"first"`` stops at the first solution (and does not
    check it is the only one). A puzzle with several solutions gives the first one found with
    a :class:`NotUniqueWarning` (as the ``sudoku`` command warns), or raises
    :class:`NotUnique` with ``require_unique=True``; ``count(p, limit=2)`` or
    :func:`solve_batch` tell unique from several without either.

    Raises :class:`ParseError` for a puzzle that cannot be read (with line and column, or the
    JSON path of the bad element), :class:`NoSolution` when it has no solution (with the
    clashing givens, or the rule the givens break, when that is the reason), and
    :class:`TimeLimit` when ``timeout`` (seconds) runs out first.
    """
    solution, several = _native.solve(_one(puzzle), mode=mode, timeout=timeout)
    if several:
        if require_unique:
            raise NotUnique("the puzzle has several solutions")
        warnings.warn(
            "the puzzle has several solutions: this is the first one found "
            "(solve(..., require_unique=True) raises NotUnique instead)",
            NotUniqueWarning,
            stacklevel=2,
        )
    return solution


def count(puzzle: Puzzle, limit: int = 1_000_000, *, timeout: Optional[float] = None) -> int:
    """Count the solutions of a puzzle, classic or variant, up to ``limit`` (a count equal to
    ``limit`` means "at least"; ``limit`` is at least 1).

    Raises :class:`ParseError` for a puzzle that cannot be read, :class:`TimeLimit` when
    ``timeout`` (seconds) runs out first, ``ValueError`` for a limit below 1.
    """
    limit = _count_arg("limit", limit, 1)
    return _native.count(_one(puzzle), limit, timeout=timeout)


def candidates(puzzle: Puzzle, *, cap: int = 1, timeout: Optional[float] = None) -> Candidates:
    """The true candidates of a puzzle, classic or variant: the digits each cell holds in at
    least one solution, as ``sudoku candidates --format json`` gives them.

    Returns a dict with ``puzzle`` (the givens, line format) and ``candidates``: the rows of
    the grid, each a list of one str per cell holding its candidates in order (``"1", "379"``;
    ``A`` = 10, ...). With ``cap`` above 1 it also has ``cap`` and ``counts``: for each row, each
    cell, each digit 1..N, the solutions seen with that digit there, counted up to ``cap`` (a
    count below the cap is exact).

    Raises :class:`ParseError` for a puzzle that cannot be read, :class:`NoSolution` when it
    has no solution, :class:`TimeLimit` when ``timeout`` (seconds) runs out first.
    """
    cap = _count_arg("cap", cap, 1)
    found: Candidates = _native.candidates(_one(puzzle), cap=cap, timeout=timeout)
    return found


def check(puzzle: Puzzle) -> CheckReport:
    """Check a complete or partial grid, as ``sudoku check --format json`` does.

    Returns a dict with ``puzzle`` (line format), ``consistent``, ``complete``, ``empty`` (the
    number of empty cells), ``conflicts`` (a list of ``{"unit": "row 1", "digit": 5, "cells":
    ["r1c1", "r1c9"]}``) and ``solutions`` (for a consistent partial grid, its solutions
    counted up to 2; else None). Raises :class:`ParseError` for a puzzle that cannot be read.
    """
    report: CheckReport = _native.check(_one(puzzle))
    return report


def rate(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Rating:
    """Rate a puzzle: HoDoKu's level and score, an SE-style number and the hardest technique.

    A variant puzzle is rated by the variant step engine, with the same levels (its
    techniques are listed in ``docs/RATING.md``).

    Raises :class:`NoSolution` or :class:`NotUnique` unless the puzzle has exactly one
    solution, :class:`ParseError` for a puzzle that cannot be read, and :class:`TimeLimit`
    when ``timeout`` (seconds) runs out first.
    """
    return _native.rate(_one(puzzle), timeout=timeout)


def explain(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[Step]:
    """Every step of a human-style solution, in the engine's JSON form of a step (of a classic
    or a variant puzzle).

    Each step has ``technique``, ``level``, ``text``, ``vague``, ``cells``, ``units``,
    ``candidates``, ``placements`` and ``eliminations`` (placements and eliminations are lists of
    ``{"row", "col", "index", "name", "digit", "cell"}``). Raises :class:`NoSolution` or
    :class:`NotUnique` unless the puzzle has exactly one solution, :class:`TimeLimit` when
    ``timeout`` (seconds) runs out first.
    """
    steps: list[Step] = _native.explain(_one(puzzle), timeout=timeout)
    return steps


def hint(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Optional[Step]:
    """The next step of a human-style solution (as in :func:`explain`), or None if solved."""
    step: Optional[Step] = _native.hint(_one(puzzle), timeout=timeout)
    return step


def contradiction(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Optional[list[str]]:
    """For a puzzle with no solution: the constraints and givens that already contradict each
    other, as ``sudoku check`` names them (``"#3 (killer)"`` for the third constraint,
    ``"r1c5=7"`` for a given); None when the puzzle has a solution.

    The set is minimal (no part of it can go without a solution appearing), found by taking
    parts away one at a time; it is not necessarily the smallest such set. A classic puzzle's
    parts are its givens. Raises :class:`ParseError` for a puzzle that cannot be read and
    :class:`TimeLimit` when ``timeout`` (seconds) runs out first.
    """
    core: Optional[list[str]] = _native.contradiction(_one(puzzle), timeout=timeout)
    return core


def redundant(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[str]:
    """The constraints and givens of a unique puzzle that could each go alone with the puzzle
    still unique, as ``sudoku check --redundant`` names them (see :func:`contradiction`).

    Raises :class:`NoSolution` or :class:`NotUnique` unless the puzzle has exactly one
    solution, :class:`ParseError` for a puzzle that cannot be read, and :class:`TimeLimit` when
    ``timeout`` (seconds) runs out first.
    """
    parts: list[str] = _native.redundant(_one(puzzle), timeout=timeout)
    return parts


def same_digit(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[list[str]]:
    """The groups of two or more cells that hold the same digit in every solution, as
    ``sudoku candidates --same-digit`` gives them: ``[["r1c1", "r5c9"], ...]``.

    Up to 256 solutions are looked at, then each group is proved by search. Raises
    :class:`NoSolution` for a puzzle without solution, :class:`ParseError` for one that cannot be
    read, and :class:`TimeLimit` when ``timeout`` (seconds) runs out first.
    """
    groups: list[list[str]] = _native.same_digit(_one(puzzle), timeout=timeout)
    return groups


def generate(
    count: int = 1,
    clues: Optional[int] = None,
    difficulty: Optional[Level] = None,
    symmetry: Optional[Symmetry] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    size: int = 9,
    *,
    technique: Optional[str] = None,
    timeout: Optional[float] = None,
    threads: Optional[int] = None,
) -> list[str]:
    """Make ``count`` puzzles with a unique solution, in the line format.

    Without ``clues``, givens are removed while the solution stays unique (a minimal puzzle);
    with it, the puzzle has exactly that many givens (``minimal=True`` also asks that none can
    be removed). ``symmetry`` is one of :data:`SYMMETRIES`. ``difficulty`` (one of
    :data:`LEVELS`) and ``technique`` (one of :data:`TECHNIQUES`, such as ``"X-Wing"``) keep
    only puzzles whose human-style solution has that level or uses that technique (9×9). The
    same seed and options give the same puzzles on any machine and thread count; without a
    seed, one is drawn at random. ``timeout`` is in seconds per puzzle (10 by default, 120
    above 16×16).

    Unknown names and bad numbers raise ``ValueError`` at once (an unknown level's message
    lists the levels); impossible requests (more givens than cells, a unique 9×9 below 17
    givens, a count the symmetry cannot make) raise :class:`GenerateError` at once; a puzzle
    not found in time raises :class:`GenerateError` saying how close it came, with ``index``
    the puzzle's place.
    """
    count = _count_arg("count", count, 0)
    if clues is not None:
        clues = _count_arg("clues", clues, 0)
    if seed is not None:
        seed = _count_arg("seed", seed, 0)
        if seed >= 2**64:
            raise ValueError(f"seed must be below 2**64, not {seed}")
    size = _count_arg("size", size, 1)
    return _native.generate(
        count,
        clues=clues,
        difficulty=difficulty,
        technique=technique,
        symmetry=symmetry,
        minimal=minimal,
        seed=seed,
        size=size,
        timeout=timeout,
        threads=_threads(threads),
    )


def generate_variant(
    kinds: Union[str, Sequence[str]],
    count: int = 1,
    *,
    size: int = 9,
    difficulty: Optional[Level] = None,
    clues: Optional[int] = None,
    symmetry: Optional[Symmetry] = None,
    minimal: bool = False,
    seed: Optional[int] = None,
    timeout: Optional[float] = None,
    threads: Optional[int] = None,
) -> list[str]:
    """Make ``count`` unique variant puzzles of ``kinds``, each in the toolkit's JSON form with
    its solution (the ``solution`` field), as ``sudoku generate --variant`` writes them.

    ``kinds`` is one name of :data:`VARIANT_KINDS` or several, combined (``"killer"``,
    ``"killer,anti-knight"`` or ``["jigsaw", "x"]``). Every function here takes the puzzles
    back: :func:`solve`, :func:`count`, :func:`rate`, :func:`explain`… The same seed, kinds and
    size give the same puzzles on any machine and thread count; without a seed, one is drawn at
    random. ``timeout`` is in seconds per puzzle (30 by default). ``difficulty`` (one of
    :data:`LEVELS`) keeps drawing puzzles until the variant rater gives that level, up to 24
    draws a puzzle (``sudoku generate --variant KIND --difficulty L`` does the same), easing a
    harder draw with givens of its solution, or, for the kinds whose only clues are givens,
    removing givens while the rater still finishes the puzzle at that level.

    ``clues`` (exactly that many givens) and ``symmetry`` (one of :data:`SYMMETRIES`) apply to
    the kinds whose only clues are givens (jigsaw, x, windoku, anti-knight, anti-king,
    non-consecutive), not with ``difficulty``; ``minimal=True`` makes every proof of uniqueness
    in full, so that no given (no symmetric group) and no clue can go (by default a proof is
    given up after 5,000 guesses and its given kept), as ``--clues``, ``--symmetry`` and
    ``--minimal`` do for ``sudoku generate --variant``.

    An unknown kind raises ``ValueError`` at once (the message lists the kinds); a kind at a
    size it is not made at, or rules no grid keeps together, raise :class:`GenerateError` at
    once; a puzzle not made in time raises :class:`GenerateError` with ``index`` its place.
    """
    if isinstance(kinds, str):
        names = [k for k in kinds.split(",") if k.strip()]
    else:
        names = list(kinds)
        if not all(isinstance(k, str) for k in names):
            raise TypeError("kinds must be a string or a sequence of strings")
    count = _count_arg("count", count, 0)
    size = _count_arg("size", size, 1)
    if seed is not None:
        seed = _count_arg("seed", seed, 0)
        if seed >= 2**64:
            raise ValueError(f"seed must be below 2**64, not {seed}")
    if clues is not None:
        clues = _count_arg("clues", clues, 0)
    return _native.generate_variant(
        names,
        count,
        size=size,
        difficulty=difficulty,
        clues=clues,
        symmetry=symmetry,
        minimal=bool(minimal),
        seed=seed,
        timeout=timeout,
        threads=_threads(threads),
    )


def canonical(puzzle: Puzzle) -> str:
    """The minlex canonical form of a 9×9 puzzle, in the line format with ``0`` for a hole (as
    ``sudoku canon`` prints it: the minlex order is over that string).

    Equivalent puzzles (the same up to band, row, stack and column permutations, transposition
    and relabelling of the digits) have the same form. Raises :class:`Unsupported` for other
    sizes and variant puzzles.
    """
    return _native.canonical(_one(puzzle))


def transform(puzzle: Puzzle, seed: Optional[int] = None, *, stream: int = 0) -> str:
    """A random equivalent copy of a 9×9 puzzle, in the line format.

    The copy is a function of ``seed`` and ``stream`` only (as ``sudoku transform --seed``
    draws copy ``k`` of record ``i`` from its own stream); without a seed, one is drawn at random.
    """
    return _native.transform(_one(puzzle), seed, stream=stream)


# ---------------------------------------------------------------------------------------------
# Batches


def _threads(threads: Optional[int]) -> int:
    """The native thread argument: 0 lets the engine use every core."""
    if threads is None:
        return 0
    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 1:
        raise ValueError(f"threads must be a positive int or None, not {threads!r}")
    return threads


def _finish(
    batch: _batch.Batch,
    answers: Any,
    status: StatusArray,
    failed: npt.NDArray[np.bool_],
    what: str,
    timeout: Optional[float],
    errors: Errors,
) -> BatchResult[Any]:
    """The result of a batch: raises for the first failed record with ``errors="raise"``."""
    records = batch.record  # the result keeps this for its reasons, not the batch's buffers
    if errors == "raise":
        _batch.raise_first(records, status, failed, what, timeout)
    return BatchResult(answers, status, ~failed, lambda: _batch.reasons(records, status, failed, what, timeout))


@overload
def solve_batch(
    puzzles: ArrowLike,
    threads: Optional[int] = None,
    mode: Mode = "unique",
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[pa.Array]: ...
@overload
def solve_batch(
    puzzles: CellArray,
    threads: Optional[int] = None,
    mode: Mode = "unique",
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[npt.NDArray[np.uint8]]: ...
@overload
def solve_batch(
    puzzles: Iterable[Record],
    threads: Optional[int] = None,
    mode: Mode = "unique",
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[list[Optional[str]]]: ...
def solve_batch(
    puzzles: Union[ArrowLike, CellArray, Iterable[Record]],
    threads: Optional[int] = None,
    mode: Mode = "unique",
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[Any]:
    """Solve many puzzles; returns ``(solutions, status)`` in input order (a
    :class:`BatchResult`, which also has ``.reason`` and ``.ok``).

    - NumPy array ``(n, N²)`` (or ``(n, N, N)``) of ints, 0 for a hole: ``solutions`` is a
      ``uint8`` array ``(n, N²)``, a row of zeros where there is no solution.
    - Arrow strings (a pyarrow array or chunked array, a polars or pandas Series, anything
      with ``__arrow_c_stream__`` or ``__arrow_c_array__``): ``solutions`` is a pyarrow
      string array (``large_string`` for ``large_string`` input), null where there is none.
    - any other collection of str (a list, a tuple, a generator, a NumPy array of str; dicts
      are read as JSON, None is a missing record): a list of str, None where there is none.

    Text records may be classic or variant puzzles, mixed in one batch (a link, f-puzzles
    JSON, our JSON form, an ISS string), as :func:`solve` reads them.

    ``status`` is a ``uint8`` NumPy array of :class:`Status` codes. ``mode`` is ``"unique"``
    (prove uniqueness: UNIQUE or MULTIPLE, for which the first solution found is written) or
    ``"first"`` (FOUND). ``threads=None`` uses every core. ``timeout`` (seconds) bounds each
    record's work: a record not finished in time is INTERRUPTED and the batch goes on.
    ``errors="raise"`` raises the exception of the first record without exactly one solution
    (MULTIPLE included) instead, with its ``index``.
    """
    _batch.check_errors(errors)
    batch = _batch.read(puzzles, "solve")
    n_threads = _threads(threads)
    answers, status = _native.solve_records(batch.source(), mode, n_threads, timeout)
    if isinstance(batch, _batch.Text):
        data, offsets = answers
        answers = _batch.strings_out(batch, data, offsets, _batch.has_solution(status))
    failed = (status != Status.UNIQUE) & (status != Status.FOUND)
    return _finish(batch, answers, status, failed, "solve", timeout, errors)


@overload
def count_batch(
    puzzles: ArrowLike,
    limit: int = 1_000_000,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[pa.Array]: ...
@overload
def count_batch(
    puzzles: Union[CellArray, Iterable[Record]],
    limit: int = 1_000_000,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[np.ma.MaskedArray[Any, np.dtype[np.uint64]]]: ...
def count_batch(
    puzzles: Union[ArrowLike, CellArray, Iterable[Record]],
    limit: int = 1_000_000,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[Any]:
    """Count the solutions of many puzzles up to ``limit``; returns ``(counts, status)`` (a
    :class:`BatchResult`).

    Takes the inputs of :func:`solve_batch`, classic and variant puzzles alike. ``counts``
    holds each record's count (0 for a puzzle without solution), and no value for a record
    that cannot be read or was INTERRUPTED by ``timeout`` (seconds per record), the records
    with a ``reason``: for Arrow input, a pyarrow ``uint64`` array with nulls there; else a
    ``uint64`` masked array (``numpy.ma``) masked there. ``status`` is a ``uint8`` array of
    :class:`Status` codes (UNIQUE for one solution, MULTIPLE for several, FOUND when ``limit``
    is 1). ``errors="raise"`` raises for the first record that cannot be read or ran out of
    time.
    """
    _batch.check_errors(errors)
    limit = _count_arg("limit", limit, 1)
    batch = _batch.read(puzzles, "count")
    n_threads = _threads(threads)
    counts, status = _native.count_records(batch.source(), limit, n_threads, timeout)
    failed = (status == Status.INVALID) | (status == Status.INTERRUPTED)
    answers: Any
    if isinstance(batch, _batch.Text) and batch.kind == "arrow":
        import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

        answers = pa.array(counts, type=pa.uint64(), mask=failed)
    else:
        answers = np.ma.MaskedArray(counts, mask=failed)
    return _finish(batch, answers, status, failed, "count", timeout, errors)


@overload
def candidates_batch(
    puzzles: ArrowLike,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> CandidateArrow: ...
@overload
def candidates_batch(
    puzzles: CellArray,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> CandidateArrays: ...
@overload
def candidates_batch(
    puzzles: Iterable[Record],
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> CandidateLists: ...
def candidates_batch(
    puzzles: Union[ArrowLike, CellArray, Iterable[Record]],
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> Union[CandidateArrow, CandidateArrays, CandidateLists]:
    """The true candidates of many puzzles, classic or variant; returns a dict, one entry per
    record in input order.

    Takes the inputs of :func:`solve_batch`. Keys:

    - ``candidates``: for text input (a list, or Arrow), each record's candidates as
      :func:`candidates` gives them (the rows of the grid, a str of digits per cell), None
      (or null) where there are none; for a NumPy ``(n, N²)`` array, a ``bool`` array
      ``(n, N², N)``: ``[i, c, d - 1]`` says whether digit ``d`` fits cell ``c`` of record ``i``.
    - ``counts``, only when ``cap`` is above 1: the solutions seen per candidate, up to ``cap``
      (text: rows of cells of N ints per record; NumPy: a ``uint64`` array ``(n, N², N)``).
    - ``status``: ``uint8`` :class:`Status` codes: UNIQUE when every cell has one candidate
      (one solution), MULTIPLE when some cell has more; NO_SOLUTION, CONFLICT, INVALID, or
      INTERRUPTED when the record took longer than ``timeout`` seconds.
    - ``reason``: why each record has no candidates (None where it has some).

    ``errors="raise"`` raises the exception of the first record without candidates instead.
    """
    _batch.check_errors(errors)
    cap = _count_arg("cap", cap, 1)
    batch = _batch.read(puzzles, "candidates")
    n_threads = _threads(threads)
    result: dict[str, Any]
    found, status = _native.candidates_records(batch.source(), cap, n_threads, timeout)
    if isinstance(batch, _batch.Text):
        result = {"candidates": _batch.nested_out(batch, [f[0] if f else None for f in found], "candidates")}
        if cap > 1:
            result["counts"] = _batch.nested_out(batch, [f[1] if f else None for f in found], "counts")
    else:
        possible, counts = found
        result = {"candidates": possible}
        if counts is not None:
            result["counts"] = counts
    failed = (status != Status.UNIQUE) & (status != Status.MULTIPLE)
    if errors == "raise":
        _batch.raise_first(batch.record, status, failed, "candidates", timeout)
    result["status"] = status
    result["reason"] = _batch.reasons(batch.record, status, failed, "candidates", timeout)
    return result  # type: ignore[return-value]


@overload
def rate_batch(
    puzzles: ArrowLike,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> RateArrow: ...
@overload
def rate_batch(
    puzzles: Union[CellArray, Iterable[Record]],
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> RateArrays: ...
def rate_batch(
    puzzles: Union[ArrowLike, CellArray, Iterable[Record]],
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
    *,
    errors: Errors = "status",
) -> Union[RateArrow, RateArrays]:
    """Rate many puzzles; returns a dict of columns, one entry per record in input order.

    Keys: ``level`` (easy, medium, hard, unfair, extreme), ``score`` (``uint32``), ``se``
    (``float32``, one decimal), ``hardest`` (the hardest technique), ``steps`` (``uint32``),
    ``guesses`` (``uint64``: the guesses the backtracking solver makes proving the solution
    unique, 0 for puzzles that logic alone settles at every node), ``status`` (``uint8``
    :class:`Status` codes: UNIQUE when rated; NO_SOLUTION, MULTIPLE, CONFLICT or INVALID when
    the puzzle has no single solution or cannot be read; INTERRUPTED when rating the record
    took longer than ``timeout`` seconds) and ``reason`` (why the record was not rated, in the
    engine's words; null where it was).

    A record that was not rated has no values: for Arrow input (pyarrow, polars, pandas, ...)
    the columns are pyarrow arrays with nulls there; for NumPy and list input, ``level``,
    ``hardest`` and ``reason`` are object arrays holding None, and ``score``, ``se``,
    ``steps`` and ``guesses`` are masked arrays (``numpy.ma``) masked there (``se`` holds
    NaN). ``status`` is a NumPy array in both. ``pyarrow.table(result)``,
    ``polars.DataFrame(result)`` or ``pandas.DataFrame(result)`` make a table.
    ``errors="raise"`` raises the exception of the first record not rated instead.
    """
    _batch.check_errors(errors)
    batch = _batch.read(puzzles, "rate")
    n_threads = _threads(threads)
    cols = _native.rate_records(batch.source(), n_threads, timeout)
    level, score, se, hardest, steps, guesses, status = cols
    failed = status != Status.UNIQUE
    if errors == "raise":
        _batch.raise_first(batch.record, status, failed, "rate", timeout)
    why = _batch.reasons(batch.record, status, failed, "rate", timeout)
    rated = ~failed
    # A rated record always has a level; its hardest technique is missing only without steps.
    has_hardest = rated & (hardest != _native.NO_TECHNIQUE)
    if isinstance(batch, _batch.Text) and batch.kind == "arrow":
        import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

        def column(values: Any, valid: npt.NDArray[np.bool_], typ: Any) -> Any:
            return pa.array(values, type=typ, mask=~valid)

        def names(table: Any, codes: Any, valid: npt.NDArray[np.bool_]) -> Any:
            indices = pa.array(np.where(valid, codes, 0).astype(np.int32), mask=~valid)
            return pa.array(table, type=pa.string()).take(indices)

        return {
            "level": names(LEVELS, level, rated),
            "score": column(score, rated, pa.uint32()),
            "se": column(se.round(1), rated, pa.float32()),
            "hardest": names(TECHNIQUES, hardest, has_hardest),
            "steps": column(steps, rated, pa.uint32()),
            "guesses": column(guesses, rated, pa.uint64()),
            "status": status,
            "reason": pa.array(why, type=pa.string()),
        }
    level_names = np.array(list(LEVELS) + [None], dtype=object)
    technique_names = np.array(list(TECHNIQUES) + [None], dtype=object)
    return {
        "level": level_names[np.where(rated, level, len(LEVELS))],
        "score": np.ma.MaskedArray(score, mask=failed),
        "se": np.ma.MaskedArray(np.where(rated, se, np.float32(np.nan)).astype(np.float32), mask=failed),
        "hardest": technique_names[np.where(has_hardest, hardest, len(TECHNIQUES))],
        "steps": np.ma.MaskedArray(steps, mask=failed),
        "guesses": np.ma.MaskedArray(guesses, mask=failed),
        "status": status,
        "reason": np.array(why, dtype=object),
    }


@overload
def canonical_batch(
    puzzles: ArrowLike, threads: Optional[int] = None, *, errors: Errors = "status"
) -> BatchResult[pa.Array]: ...
@overload
def canonical_batch(
    puzzles: CellArray, threads: Optional[int] = None, *, errors: Errors = "status"
) -> BatchResult[npt.NDArray[np.uint8]]: ...
@overload
def canonical_batch(
    puzzles: Iterable[Record], threads: Optional[int] = None, *, errors: Errors = "status"
) -> BatchResult[list[Optional[str]]]: ...
def canonical_batch(
    puzzles: Union[ArrowLike, CellArray, Iterable[Record]],
    threads: Optional[int] = None,
    *,
    errors: Errors = "status",
) -> BatchResult[Any]:
    """The minlex canonical forms of many 9×9 puzzles; returns ``(forms, status)`` (a
    :class:`BatchResult`).

    Takes the inputs of :func:`solve_batch` and returns the forms the same way (a ``uint8`` row,
    an Arrow string or a str per record). ``status`` is FOUND where a form was written and
    INVALID (zero row, null, None, with a ``reason``) for a record that cannot be read, is a
    variant puzzle or is not 9×9. ``errors="raise"`` raises for the first such record instead.
    """
    _batch.check_errors(errors)
    batch = _batch.read(puzzles, "canonical")
    n_threads = _threads(threads)
    answers, status = _native.canonical_records(batch.source(), n_threads)
    if isinstance(batch, _batch.Text):
        data, offsets = answers
        answers = _batch.strings_out(batch, data, offsets, status == Status.FOUND)
    failed = status != Status.FOUND
    return _finish(batch, answers, status, failed, "canonical", None, errors)


def reason(puzzle: Puzzle | None, status: int, kind: Kind = "solve") -> Optional[str]:
    """Why a record with ``status`` in a batch of ``kind`` has no answer, in the engine's
    words (None for UNIQUE and FOUND): the place of a parse error, the clashing givens, the
    rule a variant puzzle's givens break. Reads the record again; never searches.

    The batches' ``reason`` columns are made with it; use it for records kept apart from
    their batch (``sudokit.reason(row.puzzle, row.status, "rate")``).
    """
    if kind not in ("solve", "count", "candidates", "rate", "canonical"):
        raise ValueError(f"unknown kind {kind!r} (expected solve, count, candidates, rate or canonical)")
    exc = _native.failure(_one(puzzle), int(status), kind, None, None)
    return None if exc is None else str(exc)
