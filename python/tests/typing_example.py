"""A small program using sudokit as its users do, checked with ``mypy --strict`` by
``test_stubs.py`` (and run by it too): the package's inline types must give every value below
its precise type, with no ``Any`` leaking into user code."""

from __future__ import annotations

import pickle
import warnings
from typing import TYPE_CHECKING, Any, Optional

import numpy as np
import numpy.typing as npt

import sudokit

EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def single() -> None:
    mode: sudokit.Mode = "first"
    solution: str = sudokit.solve(EASY, mode=mode, timeout=5.0)
    assert len(solution) == 81
    assert sudokit.count(EASY, limit=2) == 1

    report: sudokit.CheckReport = sudokit.check(EASY)
    conflicts: list[sudokit.Conflict] = report["conflicts"]
    assert report["solutions"] == 1 and not conflicts

    found = sudokit.candidates(EASY, cap=2)
    rows: list[list[str]] = found["candidates"]
    assert len(rows) == 9 and found.get("cap") == 2

    rating = sudokit.rate(EASY)
    level: sudokit.Level = rating.level
    score: int = rating.score
    assert level == "easy" and score > 0
    assert pickle.loads(pickle.dumps(rating)) == rating
    assert sorted([rating, rating])[0] <= rating
    as_dict: sudokit.RatingDict = rating.to_dict()
    assert as_dict["hardest"] == rating.hardest

    steps: list[sudokit.Step] = sudokit.explain(EASY)
    first: sudokit.Step = steps[0]
    technique: str = first["technique"]
    placed: list[sudokit.CandidateRef] = first["placements"]
    assert technique in sudokit.TECHNIQUES and placed[0]["digit"] >= 1

    next_step: Optional[sudokit.Step] = sudokit.hint(EASY)
    assert next_step is not None and next_step["level"] in sudokit.LEVELS

    difficulty: sudokit.Level = "easy"
    symmetry: sudokit.Symmetry = "rotate180"
    made: list[str] = sudokit.generate(1, difficulty=difficulty, symmetry=symmetry, seed=1)
    assert len(made) == 1
    killers: list[str] = sudokit.generate_variant("killer,anti-knight", 1, size=6, seed=1)
    assert sudokit.count(killers[0], limit=2) == 1

    try:
        sudokit.solve("." * 80)
    except sudokit.ParseError as e:
        where: Optional[int] = e.index
        assert where is None and "column 81" in str(e)

    with warnings.catch_warnings():
        warnings.simplefilter("error", sudokit.NotUniqueWarning)
        try:
            sudokit.solve("." * 81)
        except sudokit.NotUniqueWarning:
            pass


def batches() -> None:
    puzzles: list[str] = [EASY, "not a puzzle"]
    solutions, status = sudokit.solve_batch(puzzles)
    one: Optional[str] = solutions[0]
    codes: npt.NDArray[np.uint8] = status
    assert one is not None and codes[1] == sudokit.Status.INVALID

    result = sudokit.solve_batch(puzzles, threads=1, mode="unique")
    reasons: list[Optional[str]] = result.reason
    ok: npt.NDArray[np.bool_] = result.ok
    assert reasons[0] is None and reasons[1] is not None and bool(ok[0])

    grid = np.zeros((2, 81), dtype=np.uint8)
    cells, _ = sudokit.solve_batch(grid)
    cell_rows: npt.NDArray[np.uint8] = cells
    assert cell_rows.shape == (2, 81)

    counts, _ = sudokit.count_batch(puzzles, limit=2)
    counted: np.ma.MaskedArray[Any, np.dtype[np.uint64]] = counts
    assert counted.tolist() == [1, None]  # the unreadable record has no count

    rated = sudokit.rate_batch(puzzles)
    levels: npt.NDArray[np.object_] = rated["level"]
    scores = rated["score"]
    assert levels[0] == "easy" and bool(np.ma.is_masked(scores[1]))

    found = sudokit.candidates_batch(puzzles)
    per_record: list[Optional[list[list[str]]]] = found["candidates"]
    assert per_record[1] is None

    forms, _ = sudokit.canonical_batch((p for p in puzzles))
    form: Optional[str] = forms[0]
    assert form is not None

    try:
        sudokit.solve_batch(puzzles, errors="raise")
    except sudokit.SudokuError as e:
        assert e.index == 1

    why: Optional[str] = sudokit.reason("." * 80, sudokit.Status.INVALID)
    assert why is not None


if TYPE_CHECKING:
    from typing import assert_type

    assert_type(sudokit.solve_batch([EASY]), sudokit.BatchResult[list[Optional[str]]])
    assert_type(sudokit.solve_batch(np.zeros((1, 81), np.uint8)), sudokit.BatchResult[npt.NDArray[np.uint8]])
    assert_type(sudokit.rate(EASY), sudokit.Rating)
    assert_type(sudokit.rate_batch([EASY]), sudokit.RateArrays)


if __name__ == "__main__":
    single()
    batches()
    print("ok")
