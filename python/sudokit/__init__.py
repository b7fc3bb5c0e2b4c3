"""Sudoku puzzles of every size: solve, count, find the true candidates, check, rate,
explain, hint, generate, and the canonical forms and equivalent copies of 9×9 puzzles.

A thin Python face over the Rust engine of the ``sudoku`` command. Puzzles are strings in any
layout the command reads (one line of 81 symbols, a grid of rows, a boxed grid, JSON, a C
array), bytes, or sequences of N² ints with 0 for a hole. :func:`solve`, :func:`count` and
:func:`candidates` (and their batch forms) also take variant puzzles (killer, thermo, arrow,
kropki, jigsaw, anti-knight, ... from 4×4 to 16×16), read as the command reads them: an
f-puzzles or SudokuPad link, f-puzzles JSON, our JSON form (a str, or a dict), or an ISS
constraint string, told apart from classic puzzles by their text.

Single puzzles raise ``ValueError`` naming what is wrong and where (line and column, or the
JSON path). Batch functions work on NumPy arrays of cells (shape ``(n, N²)``, ``uint8``), on
Arrow string arrays or on lists of str; they release the GIL, use several threads, and never
raise for one bad record: every record gets a :class:`Status` code instead, in input order.

>>> import sudokit
>>> sudokit.solve("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")[:9]
'483921657'
"""

from __future__ import annotations

import enum
import json
from typing import Any, Mapping, Optional, Sequence, Union

import numpy as np

from . import _sudokit as _native
from ._sudokit import Rating

__all__ = [
    "Rating",
    "Status",
    "canonical",
    "canonical_batch",
    "candidates",
    "candidates_batch",
    "check",
    "count",
    "count_batch",
    "explain",
    "generate",
    "hint",
    "rate",
    "rate_batch",
    "solve",
    "solve_batch",
    "transform",
]


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
    canonical_batch, also a variant puzzle."""
    INTERRUPTED = 6
    """The time limit ran out before this record was finished (a batch with a timeout)."""


def _snake(name: str) -> str:
    return "".join("_" + c if c.isupper() and i else c for i, c in enumerate(name)).upper()


# The codes are the engine's: fail at import rather than mislabel records if they ever differ.
if [_snake(n) for n in _native.STATUS_NAMES] != [s.name for s in Status]:
    raise ImportError(f"sudokit.Status does not match the engine's statuses {_native.STATUS_NAMES}")

Puzzle = Union[str, bytes, Sequence[int], Mapping[str, Any]]


def _one(puzzle: Any) -> Any:
    """A dict (a puzzle in our JSON form, f-puzzles JSON or the classic ``{"grid": ...}``)
    as the JSON text the engine reads; anything else as it is."""
    if isinstance(puzzle, Mapping):
        return json.dumps(puzzle)
    return puzzle


def solve(
    puzzle: Puzzle,
    *,
    mode: str = "unique",
    require_unique: bool = False,
    timeout: Optional[float] = None,
) -> str:
    """Solve a puzzle, classic or variant, and return its solution as N² symbols (``1``-``9``,
    then ``A``, ``B``, ...).

    ``mode="unique"`` proves uniqueness, ``"first"`` stops at the first solution. A puzzle with
    several solutions gives the first one found, or ``ValueError`` with ``require_unique=True``
    (``count(p, limit=2)`` or :func:`solve_batch` tell unique from several without raising).

    Raises ``ValueError`` for a puzzle that cannot be read (with line and column, or the JSON
    path of the bad element) or has no solution (with the clashing givens, or the rule the
    givens break, when that is the reason), and ``TimeoutError`` when ``timeout`` (seconds)
    runs out first.
    """
    return _native.solve(_one(puzzle), mode=mode, require_unique=require_unique, timeout=timeout)


def count(puzzle: Puzzle, limit: int = 1_000_000, *, timeout: Optional[float] = None) -> int:
    """Count the solutions of a puzzle, classic or variant, up to ``limit`` (a count equal to
    ``limit`` means "at least").

    Raises ``ValueError`` for a puzzle that cannot be read, ``TimeoutError`` when ``timeout``
    (seconds) runs out first.
    """
    return _native.count(_one(puzzle), limit, timeout=timeout)


def candidates(puzzle: Puzzle, *, cap: int = 1, timeout: Optional[float] = None) -> dict[str, Any]:
    """The true candidates of a puzzle, classic or variant: the digits each cell holds in at
    least one solution, as ``sudoku candidates --format json`` gives them.

    Returns a dict with ``puzzle`` (the givens, line format) and ``candidates``: the rows of
    the grid, each a list of one str per cell holding its candidates in order (``"1", "379"``;
    ``A`` = 10, ...). With ``cap`` above 1 it also has ``cap`` and ``counts``: for each row, each
    cell, each digit 1..N, the solutions seen with that digit there, counted up to ``cap`` (a
    count below the cap is exact).

    Raises ``ValueError`` for a puzzle that cannot be read or has no solution,
    ``TimeoutError`` when ``timeout`` (seconds) runs out first.
    """
    return _native.candidates(_one(puzzle), cap=cap, timeout=timeout)


def check(puzzle: Puzzle) -> dict[str, Any]:
    """Check a complete or partial grid, as ``sudoku check --format json`` does.

    Returns a dict with ``puzzle`` (line format), ``consistent``, ``complete``, ``empty`` (the
    number of empty cells), ``conflicts`` (a list of ``{"unit": "row 1", "digit": 5, "cells":
    ["r1c1", "r1c9"]}``) and ``solutions`` (for a consistent partial grid, its solutions
    counted up to 2; else None).
    """
    return _native.check(_one(puzzle))


def rate(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Rating:
    """Rate a puzzle: HoDoKu's level and score, an SE-style number and the hardest technique.

    Raises ``ValueError`` unless the puzzle has exactly one solution, and ``TimeoutError`` when
    ``timeout`` (seconds) runs out first.
    """
    return _native.rate(_one(puzzle), timeout=timeout)


def explain(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[dict[str, Any]]:
    """Every step of a human-style solution, in the engine's JSON form of a step.

    Each step has ``technique``, ``level``, ``text``, ``vague``, ``cells``, ``units``,
    ``candidates``, ``placements`` and ``eliminations`` (placements and eliminations are lists of
    ``{"row", "col", "index", "name", "digit", "cell"}``). Raises ``ValueError`` unless the
    puzzle has exactly one solution, ``TimeoutError`` when ``timeout`` (seconds) runs out first.
    """
    return _native.explain(_one(puzzle), timeout=timeout)


def hint(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Optional[dict[str, Any]]:
    """The next step of a human-style solution (as in :func:`explain`), or None if solved."""
    return _native.hint(_one(puzzle), timeout=timeout)


def generate(
    count: int = 1,
    clues: Optional[int] = None,
    difficulty: Optional[str] = None,
    symmetry: Optional[str] = None,
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
    be removed). ``symmetry`` is one of none, rotate180, rotate90, mirror, flip, diagonal,
    antidiagonal or random. ``difficulty`` (easy, medium, hard, unfair, extreme) and
    ``technique`` (a technique name such as ``"X-Wing"``) keep only puzzles whose human-style
    solution has that level or uses that technique (9×9). The same seed and options give the
    same puzzles on any machine and thread count; without a seed, one is drawn at random.
    ``timeout`` is in seconds per puzzle (10 by default, 120 above 16×16).

    Impossible requests (more givens than cells, a unique 9×9 below 17 givens, a count the
    symmetry cannot make, an unknown level or technique) raise ``ValueError`` at once; a puzzle
    not found in time raises ``ValueError`` saying how close it came.
    """
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


def canonical(puzzle: Puzzle) -> str:
    """The minlex canonical form of a 9×9 puzzle, in the line format with ``0`` for a hole (as
    ``sudoku canon`` prints it: the minlex order is over that string).

    Equivalent puzzles (the same up to band, row, stack and column permutations, transposition
    and relabelling of the digits) have the same form. Raises ``ValueError`` for other sizes.
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
    if not isinstance(threads, int) or threads < 1:
        raise ValueError(f"threads must be a positive int or None, not {threads!r}")
    return threads


class _Text:
    """The buffers of a batch of text records, as NumPy views, and how to give results back."""

    def __init__(self, data, offsets, validity, kind: str, large: bool = False):
        self.data = data
        self.offsets = offsets
        self.validity = validity
        self.kind = kind  # "arrow" or "list"
        self.large = large

    def native_args(self):
        return self.data, self.offsets, self.validity


def _is_arrow(obj: Any) -> bool:
    return type(obj).__module__.split(".")[0] == "pyarrow"


def _arrow_text(arr: Any) -> _Text:
    """Borrow an Arrow string array's buffers (no copy, no Python object per row)."""
    import pyarrow as pa

    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks()
    t = arr.type
    if pa.types.is_string(t) or pa.types.is_binary(t):
        offset_type, large = np.int32, False
    elif pa.types.is_large_string(t) or pa.types.is_large_binary(t):
        offset_type, large = np.int64, True
    elif hasattr(pa.types, "is_string_view") and pa.types.is_string_view(t):
        arr, offset_type, large = arr.cast(pa.large_string()), np.int64, True
    else:
        raise TypeError(f"expected an Arrow string array, not one of {t}")
    n, first = len(arr), arr.offset
    validity, offsets, data = arr.buffers()[:3]
    if n == 0 or offsets is None:
        offs = np.zeros(1, dtype=offset_type)
    else:
        # The offsets of a slice start at its own offset and still point into the whole data.
        offs = np.frombuffer(offsets, dtype=offset_type, count=first + n + 1)[first:]
    data = np.frombuffer(data, dtype=np.uint8) if data is not None else np.zeros(0, np.uint8)
    valid = None
    if validity is not None and arr.null_count > 0:
        valid = (np.frombuffer(validity, dtype=np.uint8), first)
    return _Text(data, offs, valid, "arrow", large)


def _encode(item: Any) -> Optional[bytes]:
    """One record of a list as bytes: a str, bytes, or a dict (as JSON); None otherwise."""
    if isinstance(item, str):
        return item.encode()
    if isinstance(item, (bytes, bytearray)):
        return bytes(item)
    if isinstance(item, Mapping):
        return json.dumps(item).encode()
    return None


def _list_text(items: Sequence[Any]) -> _Text:
    """Encode a list of str or dicts (None for a missing record) as one blob and offsets."""
    encoded = [_encode(s) for s in items]
    n = len(encoded)
    lengths = np.fromiter((len(b) if b is not None else 0 for b in encoded), dtype=np.int64, count=n)
    offsets = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    data = np.frombuffer(b"".join(b for b in encoded if b is not None), dtype=np.uint8)
    valid = None
    present = np.fromiter((b is not None for b in encoded), dtype=bool, count=n)
    if not present.all():
        valid = (np.packbits(present, bitorder="little"), 0)
    return _Text(data, offsets, valid, "list")


def _cells(puzzles: Any) -> np.ndarray:
    """A C-contiguous (n, N²) uint8 array; values that do not fit a byte become 255 (invalid)."""
    a = np.asarray(puzzles)
    if a.ndim == 3:
        a = a.reshape(a.shape[0], -1)
    if a.ndim != 2:
        raise ValueError(f"expected an array of shape (n, N²) or (n, N, N), not {a.shape}")
    if a.dtype != np.uint8:
        if not (np.issubdtype(a.dtype, np.integer) or a.dtype == np.bool_):
            raise TypeError(f"puzzle cells must be integers, not {a.dtype}")
        a = np.where((a < 0) | (a > 255), 255, a).astype(np.uint8)
    return np.ascontiguousarray(a)


def _batch(puzzles: Any) -> Union[np.ndarray, _Text]:
    """Cells for arrays, text buffers for Arrow arrays and lists of str."""
    if _is_arrow(puzzles):
        return _arrow_text(puzzles)
    if isinstance(puzzles, (list, tuple)) and (
        not puzzles or not isinstance(puzzles[0], (int, np.integer, list, tuple, np.ndarray))
    ):
        return _list_text(puzzles)
    return _cells(puzzles)


def _has_solution(status: np.ndarray) -> np.ndarray:
    return (status == Status.UNIQUE) | (status == Status.MULTIPLE) | (status == Status.FOUND)


def _strings_out(text: _Text, data: np.ndarray, offsets: np.ndarray, status: np.ndarray):
    """Solutions as the input's kind: an Arrow string array (null where none) or a list."""
    ok = _has_solution(status)
    if text.kind == "list":
        blob = data.tobytes().decode("ascii")
        return [
            blob[offsets[i] : offsets[i + 1]] if ok[i] else None for i in range(len(status))
        ]
    import pyarrow as pa

    n = len(status)
    if not text.large and int(offsets[-1]) < 2**31:
        typ, offsets = pa.string(), offsets.astype(np.int32)
    else:
        typ = pa.large_string()
    nulls = int(n - ok.sum())
    validity = pa.py_buffer(np.packbits(ok, bitorder="little")) if nulls else None
    return pa.Array.from_buffers(
        typ, n, [validity, pa.py_buffer(offsets), pa.py_buffer(data)], null_count=nulls
    )


def solve_batch(
    puzzles: Any,
    threads: Optional[int] = None,
    mode: str = "unique",
    timeout: Optional[float] = None,
):
    """Solve many puzzles; returns ``(solutions, status)`` in input order.

    - NumPy array ``(n, N²)`` (or ``(n, N, N)``) of ints, 0 for a hole: ``solutions`` is a
      ``uint8`` array of the same shape as ``(n, N²)``, a row of zeros where there is no solution.
    - Arrow ``string``/``large_string`` array: ``solutions`` is an Arrow array of the same
      type, null where there is no solution.
    - list of str (or dicts, read as JSON; None for a missing record): a list of str, None
      where there is no solution.

    Text records may be classic or variant puzzles, mixed in one batch (a link, f-puzzles
    JSON, our JSON form, an ISS string), as :func:`solve` reads them.

    ``status`` is a ``uint8`` NumPy array of :class:`Status` codes. ``mode`` is ``"unique"``
    (prove uniqueness: UNIQUE or MULTIPLE) or ``"first"`` (FOUND). ``threads=None`` uses every
    core. ``timeout`` (seconds) bounds each record's work: a record not finished in time is
    INTERRUPTED and the batch goes on.
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        data, offsets, status = _native.solve_text(*batch.native_args(), mode, threads, timeout)
        return _strings_out(batch, data, offsets, status), status
    return _native.solve_cells(batch, mode, threads, timeout)


def count_batch(
    puzzles: Any,
    limit: int = 1_000_000,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
):
    """Count the solutions of many puzzles up to ``limit``; returns ``(counts, status)``.

    Takes the inputs of :func:`solve_batch`, classic and variant puzzles alike. ``counts`` is a
    ``uint64`` NumPy array (0 for bad records, records without a solution and records
    INTERRUPTED by ``timeout``, in seconds per record), ``status`` a ``uint8`` array of
    :class:`Status` codes (UNIQUE for one solution, MULTIPLE for several, FOUND when ``limit``
    is 1).
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        return _native.count_text(*batch.native_args(), limit, threads, timeout)
    return _native.count_cells(batch, limit, threads, timeout)


def _nested_out(text: _Text, rows: list, typ_name: str):
    """Per-record nested lists as the input's kind: a list (None where none) or an Arrow
    array of nested lists (null where none)."""
    if text.kind == "list":
        return rows
    import pyarrow as pa

    if typ_name == "candidates":
        typ = pa.list_(pa.list_(pa.string()))
    else:
        typ = pa.list_(pa.list_(pa.list_(pa.uint64())))
    return pa.array(rows, type=typ)


def candidates_batch(
    puzzles: Any,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> dict[str, Any]:
    """The true candidates of many puzzles, classic or variant; returns a dict, one entry per
    record in input order.

    Takes the inputs of :func:`solve_batch`. Keys:

    - ``candidates``: for text input (a list, or an Arrow array), each record's candidates as
      :func:`candidates` gives them (the rows of the grid, a str of digits per cell), None
      (or null) where there are none; for a NumPy ``(n, N²)`` array, a ``bool`` array
      ``(n, N², N)``: ``[i, c, d - 1]`` says whether digit ``d`` fits cell ``c`` of record ``i``.
    - ``counts``, only when ``cap`` is above 1: the solutions seen per candidate, up to ``cap``
      (text: rows of cells of N ints per record; NumPy: a ``uint64`` array ``(n, N², N)``).
    - ``status``: ``uint8`` :class:`Status` codes: UNIQUE when every cell has one candidate
      (one solution), MULTIPLE when some cell has more; NO_SOLUTION, CONFLICT, INVALID, or
      INTERRUPTED when the record took longer than ``timeout`` seconds.
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        found, status = _native.candidates_text(*batch.native_args(), cap, threads, timeout)
        result = {"candidates": _nested_out(batch, [f[0] if f else None for f in found], "candidates")}
        if cap > 1:
            result["counts"] = _nested_out(batch, [f[1] if f else None for f in found], "counts")
    else:
        possible, counts, status = _native.candidates_cells(batch, cap, threads, timeout)
        result = {"candidates": possible}
        if counts is not None:
            result["counts"] = counts
    result["status"] = status
    return result


_LEVELS = np.array(list(_native.LEVEL_NAMES) + [""])
_TECHNIQUES = np.array(list(_native.TECHNIQUE_NAMES) + [""])


def rate_batch(
    puzzles: Any, threads: Optional[int] = None, timeout: Optional[float] = None
) -> dict[str, np.ndarray]:
    """Rate many puzzles; returns a dict of NumPy arrays, one entry per record in input order.

    Keys: ``level`` (str: easy, medium, hard, unfair, extreme; ``""`` when not rated),
    ``score`` (``uint32``), ``se`` (``float32``, one decimal), ``hardest`` (str, the hardest
    technique; ``""`` when none), ``steps`` (``uint32``), ``guesses`` (``uint64``: the guesses
    the backtracking solver makes proving the solution unique, 0 for puzzles that logic alone
    settles at every node; 0 when not rated) and ``status`` (``uint8``
    :class:`Status` codes: UNIQUE when rated; NO_SOLUTION, MULTIPLE, CONFLICT or INVALID when the
    puzzle has no single solution or cannot be read; INTERRUPTED when rating the record took
    longer than ``timeout`` seconds). ``pyarrow.table(result)`` makes a table.
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        cols = _native.rate_text(*batch.native_args(), threads, timeout)
    else:
        cols = _native.rate_cells(batch, threads, timeout)
    level, score, se, hardest, steps, guesses, status = cols
    level = np.where(level == _native.NO_LEVEL, len(_LEVELS) - 1, level)
    hardest = np.where(hardest == _native.NO_TECHNIQUE, len(_TECHNIQUES) - 1, hardest)
    return {
        "level": _LEVELS[level],
        "score": score,
        "se": se,
        "hardest": _TECHNIQUES[hardest],
        "steps": steps,
        "guesses": guesses,
        "status": status,
    }


def canonical_batch(puzzles: Any, threads: Optional[int] = None):
    """The minlex canonical forms of many 9×9 puzzles; returns ``(forms, status)``.

    Takes the inputs of :func:`solve_batch` and returns the forms the same way (a ``uint8`` row,
    an Arrow string or a str per record). ``status`` is FOUND where a form was written and
    INVALID (zero row, null, None) for a record that cannot be read or is not 9×9.
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        data, offsets, status = _native.canonical_text(*batch.native_args(), threads)
        return _strings_out(batch, data, offsets, status), status
    return _native.canonical_cells(batch, threads)
