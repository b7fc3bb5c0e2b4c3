"""Shared puzzles for the sudokit tests: the engine's own test excerpts of the public sets."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

# The engine's test data lives in the repository, beside the crate it tests.
DATA = Path(__file__).resolve().parents[2] / "crates" / "engine" / "tests" / "data"

# A well-known easy puzzle and its solution (also in the engine's documentation).
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"


def read_puzzles(name: str, limit: int | None = None) -> list[str]:
    lines = [l.strip() for l in (DATA / name).read_text().splitlines()]
    puzzles = [l[:81] for l in lines if len(l) >= 81 and not l.startswith("#")]
    return puzzles[:limit] if limit else puzzles


def cells(puzzle: str) -> list[int]:
    return [0 if c in ".0" else int(c, 36) for c in puzzle]


def to_array(puzzles: list[str]) -> np.ndarray:
    return np.array([cells(p) for p in puzzles], dtype=np.uint8)


def assert_valid_solution(puzzle, solution, size: int = 9) -> None:
    """A full grid obeying the rules that keeps every given of the puzzle."""
    p = np.asarray(puzzle if not isinstance(puzzle, str) else cells(puzzle)).reshape(size, size)
    s = np.asarray(solution if not isinstance(solution, str) else cells(solution)).reshape(size, size)
    box_rows = int(np.floor(np.sqrt(size)))
    while size % box_rows:
        box_rows -= 1
    box_cols = size // box_rows
    want = set(range(1, size + 1))
    for i in range(size):
        assert set(s[i, :]) == want, f"row {i + 1}"
        assert set(s[:, i]) == want, f"column {i + 1}"
    for r in range(0, size, box_rows):
        for c in range(0, size, box_cols):
            assert set(s[r : r + box_rows, c : c + box_cols].ravel()) == want, f"box at r{r + 1}c{c + 1}"
    givens = p != 0
    assert (s[givens] == p[givens]).all(), "a given was changed"


@pytest.fixture(scope="session")
def kaggle() -> list[str]:
    return read_puzzles("kaggle.txt")


@pytest.fixture(scope="session")
def hard() -> list[str]:
    return read_puzzles("top1465.txt", 40)
