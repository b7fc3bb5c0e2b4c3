"""Sudoku puzzles of every size: solve, count, check, rate, explain, hint, generate, and the
canonical forms and equivalent copies of 9×9 puzzles.

A thin Python face over the Rust engine of the ``sudoku`` command. Puzzles are strings in any
layout the command reads (one line of 81 symbols, a grid of rows, a boxed grid, JSON, a C
array), bytes, or sequences of N² ints with 0 for a hole.

Single puzzles raise ``ValueError`` naming what is wrong. Batch functions work on NumPy arrays
of cells (shape ``(n, N²)``, ``uint8``), on Arrow string arrays or on lists of str; they release
the GIL, use several threads, and never raise for one bad record: every record gets a
:class:`Status` code instead, in input order.

>>> import sudokit
>>> sudokit.solve("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")[:9]
'483921657'
"""

from __future__ import annotations

import enum
from typing import Any, Optional, Sequence, Union

import numpy as np

from . import _sudokit as _native
from ._sudokit import Rating

__all__ = [
    "Rating",
    "Status",
    "canonical",
    "canonical_batch",
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
    """Not a puzzle: unreadable text, a null, or a cell value above N."""
    INTERRUPTED = 6
    """The time limit ran out before this record was finished (rate_batch with a timeout)."""


def _snake(name: str) -> str:
    return "".join("_" + c if c.isupper() and i else c for i, c in enumerate(name)).upper()


# The codes are the engine's: fail at import rather than mislabel records if they ever differ.
if [_snake(n) for n in _native.STATUS_NAMES] != [s.name for s in Status]:
    raise ImportError(f"sudokit.Status does not match the engine's statuses {_native.STATUS_NAMES}")

Puzzle = Union[str, bytes, Sequence[int]]


def solve(puzzle: Puzzle, *, mode: str = "unique", require_unique: bool = False) -> str:
    """Solve a puzzle and return its solution as N² symbols (``1``-``9``, then ``A``, ``B``, ...).

    ``mode="unique"`` proves uniqueness, ``"first"`` stops at the first solution. A puzzle with
    several solutions gives the first one found, or ``ValueError`` with ``require_unique=True``.

    Raises ``ValueError`` for a puzzle that cannot be read (with line and column) or has no
    solution (with the clashing givens, when that is the reason).
    """
    return _native.solve(puzzle, mode=mode, require_unique=require_unique)


def count(puzzle: Puzzle, limit: int = 1_000_000) -> int:
    """Count the solutions of a puzzle, up to ``limit`` (a count equal to ``limit`` means "at least")."""
    return _native.count(puzzle, limit)


def check(puzzle: Puzzle) -> dict[str, Any]:
    """Check a complete or partial grid, as ``sudoku check --format json`` does.

    Returns a dict with ``puzzle`` (line format), ``consistent``, ``complete``, ``empty`` (the
    number of empty cells), ``conflicts`` (a list of ``{"unit": "row 1", "digit": 5, "cells":
    ["r1c1", "r1c9"]}``) and ``solutions`` (for a consistent partial grid, its solutions
    counted up to 2; else None).
    """
    return _native.check(puzzle)


def rate(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Rating:
    """Rate a puzzle: HoDoKu's level and score, an SE-style number and the hardest technique.

    Raises ``ValueError`` unless the puzzle has exactly one solution, and ``TimeoutError`` when
    ``timeout`` (seconds) runs out first.
    """
    return _native.rate(puzzle, timeout=timeout)


def explain(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[dict[str, Any]]:
    """Every step of a human-style solution, in the engine's JSON form of a step.

    Each step has ``technique``, ``level``, ``text``, ``vague``, ``cells``, ``units``,
    ``candidates``, ``placements`` and ``eliminations`` (placements and eliminations are lists of
    ``{"row", "col", "index", "name", "digit", "cell"}``). Raises ``ValueError`` unless the
    puzzle has exactly one solution, ``TimeoutError`` when ``timeout`` (seconds) runs out first.
    """
    return _native.explain(puzzle, timeout=timeout)


def hint(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Optional[dict[str, Any]]:
    """The next step of a human-style solution (as in :func:`explain`), or None if solved."""
    return _native.hint(puzzle, timeout=timeout)


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
    return _native.canonical(puzzle)


def transform(puzzle: Puzzle, seed: Optional[int] = None, *, stream: int = 0) -> str:
    """A random equivalent copy of a 9×9 puzzle, in the line format.

    The copy is a function of ``seed`` and ``stream`` only (as ``sudoku transform --seed``
    draws copy ``k`` of record ``i`` from its own stream); without a seed, one is drawn at random.
    """
    return _native.transform(puzzle, seed, stream=stream)


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


def _list_text(items: Sequence[Any]) -> _Text:
    """Encode a list of str (None for a missing record) as one blob and offsets."""
    encoded = [
        s.encode() if isinstance(s, str) else bytes(s) if isinstance(s, (bytes, bytearray)) else None
        for s in items
    ]
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


def solve_batch(puzzles: Any, threads: Optional[int] = None, mode: str = "unique"):
    """Solve many puzzles; returns ``(solutions, status)`` in input order.

    - NumPy array ``(n, N²)`` (or ``(n, N, N)``) of ints, 0 for a hole: ``solutions`` is a
      ``uint8`` array of the same shape as ``(n, N²)``, a row of zeros where there is no solution.
    - Arrow ``string``/``large_string`` array: ``solutions`` is an Arrow array of the same
      type, null where there is no solution.
    - list of str (None for a missing record): a list of str, None where there is no solution.

    ``status`` is a ``uint8`` NumPy array of :class:`Status` codes. ``mode`` is ``"unique"``
    (prove uniqueness: UNIQUE or MULTIPLE) or ``"first"`` (FOUND). ``threads=None`` uses every
    core.
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        data, offsets, status = _native.solve_text(*batch.native_args(), mode, threads)
        return _strings_out(batch, data, offsets, status), status
    return _native.solve_cells(batch, mode, threads)


def count_batch(puzzles: Any, limit: int = 1_000_000, threads: Optional[int] = None):
    """Count the solutions of many puzzles up to ``limit``; returns ``(counts, status)``.

    Takes the inputs of :func:`solve_batch`. ``counts`` is a ``uint64`` NumPy array (0 for bad
    records and records without a solution), ``status`` a ``uint8`` array of :class:`Status`
    codes (UNIQUE for one solution, MULTIPLE for several, FOUND when ``limit`` is 1).
    """
    batch = _batch(puzzles)
    threads = _threads(threads)
    if isinstance(batch, _Text):
        return _native.count_text(*batch.native_args(), limit, threads)
    return _native.count_cells(batch, limit, threads)


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
