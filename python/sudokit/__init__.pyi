"""Type stubs of the public sudokit API (the implementation is in ``__init__.py``).

Variant puzzles (killer, thermo, jigsaw, ...) go through the same functions as classic ones:
``solve``, ``count`` and ``candidates`` and their batch forms tell them apart by their text
(an f-puzzles or SudokuPad link, f-puzzles JSON, our JSON form, an ISS constraint string) or
take them as dicts; the other functions take classic puzzles only and raise ``ValueError``
for a variant one."""

import enum
from typing import Any, Mapping, Optional, Sequence, Union, overload

import numpy as np
import numpy.typing as npt
import pyarrow as pa

from ._sudokit import Rating as Rating

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

Puzzle = Union[str, bytes, Sequence[int], Mapping[str, Any]]
"""A puzzle: text in any layout the ``sudoku`` command reads (variant puzzles included: a link,
f-puzzles JSON, our JSON form, an ISS string), a dict read as JSON, or N² ints with 0 for a
hole."""

TextRecords = Sequence[Optional[Union[str, bytes, Mapping[str, Any]]]]
"""Puzzles as a list: str (classic or variant), bytes, dicts read as JSON; None is INVALID."""

CellArray = npt.NDArray[np.integer[Any]]
"""Puzzles as cells: shape (n, N²) or (n, N, N), 0 for a hole."""

ArrowStrings = Union[pa.StringArray, pa.LargeStringArray, pa.ChunkedArray]
"""Puzzles as an Arrow string (or large_string) array; nulls are INVALID records."""

class Status(enum.IntEnum):
    """What a batch found for one record."""

    NO_SOLUTION = 0
    UNIQUE = 1
    MULTIPLE = 2
    FOUND = 3
    CONFLICT = 4
    INVALID = 5
    INTERRUPTED = 6

def solve(
    puzzle: Puzzle,
    *,
    mode: str = "unique",
    require_unique: bool = False,
    timeout: Optional[float] = None,
) -> str:
    """The solution as N² symbols, classic or variant. ValueError for unreadable input (with
    its place) or no solution (with the reason); TimeoutError."""

def count(puzzle: Puzzle, limit: int = 1_000_000, *, timeout: Optional[float] = None) -> int:
    """The number of solutions, classic or variant, up to ``limit``. TimeoutError."""

def candidates(puzzle: Puzzle, *, cap: int = 1, timeout: Optional[float] = None) -> dict[str, Any]:
    """``{"puzzle": str, "candidates": [[str per cell] per row]}``, plus ``"cap": int`` and
    ``"counts": [[[int per digit] per cell] per row]`` when ``cap`` is above 1. ValueError for
    unreadable input or no solution; TimeoutError."""

def check(puzzle: Puzzle) -> dict[str, Any]:
    """``{"puzzle": str, "consistent": bool, "complete": bool, "empty": int,
    "conflicts": [{"unit": str, "digit": int, "cells": [str, str]}], "solutions": int | None}``."""

def rate(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Rating:
    """The puzzle's rating. ValueError unless it has exactly one solution; TimeoutError."""

def explain(puzzle: Puzzle, *, timeout: Optional[float] = None) -> list[dict[str, Any]]:
    """Every step: ``technique``, ``level``, ``text``, ``vague``, ``cells``, ``units``,
    ``candidates``, ``placements``, ``eliminations``."""

def hint(puzzle: Puzzle, *, timeout: Optional[float] = None) -> Optional[dict[str, Any]]:
    """The next step (as in ``explain``), or None when the grid is solved."""

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
    """``count`` unique puzzles in the line format."""

def canonical(puzzle: Puzzle) -> str:
    """The minlex canonical form of a 9×9 puzzle (``0`` for a hole, as ``sudoku canon`` prints it). ValueError for other sizes."""

def transform(puzzle: Puzzle, seed: Optional[int] = None, *, stream: int = 0) -> str:
    """A random equivalent copy of a 9×9 puzzle, reproducible from ``seed`` and ``stream``."""

@overload
def solve_batch(
    puzzles: CellArray, threads: Optional[int] = None, mode: str = "unique", timeout: Optional[float] = None
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    """``(solutions (n, N²) uint8, zero rows where none; status (n,) uint8)``."""

@overload
def solve_batch(
    puzzles: pa.StringArray, threads: Optional[int] = None, mode: str = "unique", timeout: Optional[float] = None
) -> tuple[pa.StringArray, npt.NDArray[np.uint8]]:
    """``(solutions, null where none; status)``; ``string`` stays ``string`` (``large_string``
    past 2 GiB of output)."""

@overload
def solve_batch(
    puzzles: Union[pa.LargeStringArray, pa.ChunkedArray], threads: Optional[int] = None, mode: str = "unique", timeout: Optional[float] = None
) -> tuple[Union[pa.StringArray, pa.LargeStringArray], npt.NDArray[np.uint8]]:
    """``(solutions, null where none; status)``."""

@overload
def solve_batch(
    puzzles: Sequence[Optional[Union[str, bytes]]], threads: Optional[int] = None, mode: str = "unique", timeout: Optional[float] = None
) -> tuple[list[Optional[str]], npt.NDArray[np.uint8]]:
    """``(solutions, None where none; status)``."""

def count_batch(
    puzzles: Union[CellArray, ArrowStrings, TextRecords],
    limit: int = 1_000_000,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.uint8]]:
    """``(counts (n,) uint64, status (n,) uint8)``."""

@overload
def candidates_batch(
    puzzles: CellArray,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> dict[str, np.ndarray]:
    """``{"candidates": bool (n, N², N), "counts": uint64 (n, N², N) (cap above 1 only),
    "status": uint8 (n,)}``."""

@overload
def candidates_batch(
    puzzles: ArrowStrings,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> dict[str, Union[pa.ListArray, np.ndarray]]:
    """``{"candidates": list<list<string>> (rows of cells, null where none), "counts":
    list<list<list<uint64>>> (cap above 1 only), "status": uint8 (n,)}``."""

@overload
def candidates_batch(
    puzzles: TextRecords,
    cap: int = 1,
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> dict[str, Any]:
    """``{"candidates": [rows of str per cell, or None], "counts": [rows of cells of N ints,
    or None] (cap above 1 only), "status": uint8 (n,)}``."""

def rate_batch(
    puzzles: Union[CellArray, ArrowStrings, TextRecords],
    threads: Optional[int] = None,
    timeout: Optional[float] = None,
) -> dict[str, np.ndarray]:
    """``{"level": str array ("" when not rated), "score": uint32, "se": float32,
    "hardest": str array ("" when none), "steps": uint32, "guesses": uint64 (the solver's guesses proving uniqueness),
    "status": uint8}``."""

@overload
def canonical_batch(
    puzzles: CellArray, threads: Optional[int] = None
) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    """``(forms (n, 81) uint8, zero rows for INVALID records; status: FOUND or INVALID)``."""

@overload
def canonical_batch(
    puzzles: ArrowStrings, threads: Optional[int] = None
) -> tuple[Union[pa.StringArray, pa.LargeStringArray], npt.NDArray[np.uint8]]:
    """``(forms, null for INVALID records; status)``."""

@overload
def canonical_batch(
    puzzles: TextRecords, threads: Optional[int] = None
) -> tuple[list[Optional[str]], npt.NDArray[np.uint8]]:
    """``(forms, None for INVALID records; status)``."""
