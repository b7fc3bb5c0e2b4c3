"""Variant puzzles (killer, thermo, anti-knight, ...) through solve, count and candidates, one
at a time and in batches, in every form the ``sudoku`` command reads: links, f-puzzles JSON,
our JSON form (as str or dict)."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

import sudokit
from sudokit import Status
from conftest import EASY, EASY_SOLUTION, assert_valid_solution, cells

# The command's variant test data, beside its tests.
VARIANT = Path(__file__).resolve().parents[2] / "tests" / "data" / "variant"

KILLER = (VARIANT / "killer-9x9.json").read_text()
KILLER_LINK = (VARIANT / "killer-9x9.sudokupad.txt").read_text().strip()
KILLER_SOLUTION = "698514273317296845425738916854967321971823564263451789189675432546382197732149658"
THERMO = (VARIANT / "thermo-6x6.json").read_text()
THERMO_LINK = (VARIANT / "thermo-6x6.fpuzzles.txt").read_text().strip()
THERMO_FPUZZLES = (VARIANT / "thermo-6x6.fpuzzles.json").read_text()
THERMO_SOLUTION = "316452452163135624624315263541541236"

# A blank 9×9 under anti-king, anti-knight and non-consecutive: exactly 72 solutions.
BLANK_72 = {
    "size": 9,
    "constraints": [{"type": "anti-king"}, {"type": "anti-knight"}, {"type": "non-consecutive"}],
}


def thermo_without_givens() -> dict:
    doc = json.loads(THERMO)
    doc["givens"] = "." * 36
    return doc


def thermo_with_givens(changes: dict[int, str]) -> dict:
    doc = json.loads(THERMO)
    givens = list(doc["givens"])
    for i, d in changes.items():
        givens[i] = d
    doc["givens"] = "".join(givens)
    return doc


@pytest.mark.parametrize(
    "what, puzzle, solution",
    [
        ("SudokuPad link", KILLER_LINK, KILLER_SOLUTION),
        ("our JSON", KILLER, KILLER_SOLUTION),
        ("our JSON as a dict", json.loads(KILLER), KILLER_SOLUTION),
        ("f-puzzles link", THERMO_LINK, THERMO_SOLUTION),
        ("f-puzzles JSON", THERMO_FPUZZLES, THERMO_SOLUTION),
        ("f-puzzles JSON as a dict", json.loads(THERMO_FPUZZLES), THERMO_SOLUTION),
        ("f-puzzles JSON as bytes", THERMO_FPUZZLES.encode(), THERMO_SOLUTION),
        ("our JSON", THERMO, THERMO_SOLUTION),
    ],
)
def test_every_form_solves_to_the_same_solution(what, puzzle, solution):
    assert sudokit.solve(puzzle) == solution, what
    assert sudokit.solve(puzzle, mode="first") == solution, what
    assert sudokit.count(puzzle) == 1, what


def test_a_blank_grid_with_anti_king_anti_knight_and_non_consecutive_has_72_solutions():
    assert sudokit.count(BLANK_72) == 72
    assert sudokit.count(json.dumps(BLANK_72), limit=10) == 10  # at least 10


def test_several_solutions():
    doc = thermo_without_givens()
    with pytest.warns(sudokit.NotUniqueWarning):
        first = sudokit.solve(doc)
    assert first != THERMO_SOLUTION or sudokit.count(doc) > 1
    assert_valid_solution("." * 36, first, 6)
    with pytest.raises(ValueError, match="several solutions"):
        sudokit.solve(doc, require_unique=True)
    assert sudokit.count(doc, limit=2) == 2


def test_candidates_of_a_unique_puzzle_are_its_solution():
    for puzzle in (THERMO, THERMO_LINK, json.loads(THERMO_FPUZZLES)):
        found = sudokit.candidates(puzzle)
        assert set(found) == {"puzzle", "candidates"}
        assert "".join("".join(row) for row in found["candidates"]) == THERMO_SOLUTION
        assert found["puzzle"] == json.loads(THERMO)["givens"]


def test_candidates_hold_every_solution_and_count_up_to_the_cap():
    doc = thermo_without_givens()
    found = sudokit.candidates(doc, cap=2)
    assert set(found) == {"puzzle", "candidates", "cap", "counts"} and found["cap"] == 2
    rows, counts = found["candidates"], found["counts"]
    assert len(rows) == 6 and all(len(r) == 6 for r in rows)
    for i, d in enumerate(THERMO_SOLUTION):
        r, c = divmod(i, 6)
        assert d in rows[r][c], f"r{r + 1}c{c + 1}: {rows[r][c]}"
        # A digit is a candidate exactly when some solution holds it; at most cap are counted.
        for digit in range(1, 7):
            assert (counts[r][c][digit - 1] > 0) == (str(digit) in rows[r][c])
            assert counts[r][c][digit - 1] <= 2
    # The same puzzle's candidates without a cap are the same digits.
    assert sudokit.candidates(doc)["candidates"] == rows


def test_candidates_of_a_classic_puzzle():
    found = sudokit.candidates(EASY)
    assert "".join("".join(r) for r in found["candidates"]) == EASY_SOLUTION
    empty = sudokit.candidates("." * 16)
    assert all(cell == "1234" for row in empty["candidates"] for cell in row)
    with pytest.raises(ValueError, match="cap"):
        sudokit.candidates(EASY, cap=0)


def test_errors_name_the_place():
    bad_cell = {"size": 9, "constraints": [{"type": "thermometer", "cells": ["r1c1", "r1c12"]}]}
    with pytest.raises(ValueError, match=r"\$\.constraints\[0\]: r1c12 is not a cell of the 9×9 grid"):
        sudokit.solve(bad_cell)
    lockout = json.loads(THERMO_FPUZZLES)
    lockout["lockout"] = [{"lines": [["R1C1", "R1C2"]]}]
    for f in (sudokit.solve, sudokit.count, sudokit.candidates):
        with pytest.raises(ValueError, match=r"\$\.lockout"):
            f(lockout)
    with pytest.raises(ValueError, match="paste instead the full link"):
        sudokit.count("https://sudokupad.app/abcdef")


def test_no_solution_says_what_the_givens_break():
    # r6c5 is the bulb below r5c5: 5 under 2 breaks the first thermometer.
    doc = thermo_with_givens({34: "5", 28: "2"})
    message = "no solution: the givens break a rule: constraint 1 (thermometer) is broken at r6c5,r5c5"
    for f in (sudokit.solve, sudokit.candidates):
        with pytest.raises(ValueError) as e:
            f(doc)
        assert str(e.value) == message
    assert sudokit.count(doc) == 0


def test_rate_explain_and_hint_take_variant_puzzles():
    steps = sudokit.explain(KILLER_LINK)
    assert steps and steps[0]["technique"] == "Killer Cage"
    assert steps[0]["text"].startswith("Killer Cage on r1c2, r1c3, r1c4 (22): ")
    # The steps place the solution, and no step removes a digit of it.
    solution = KILLER_SOLUTION
    placed = {p["index"]: p["digit"] for s in steps for p in s["placements"]}
    for s in steps:
        for e in s["eliminations"]:
            assert int(solution[e["index"]]) != e["digit"], s["text"]
    givens = sudokit.solve(KILLER_LINK)
    assert givens == solution and all(int(solution[i]) == d for i, d in placed.items())
    assert sudokit.hint(KILLER_LINK) == steps[0]
    rating = sudokit.rate(KILLER_LINK)
    assert rating.steps == len(steps) and rating.solved
    assert rating.hardest in sudokit.TECHNIQUES
    # A variant puzzle with several solutions is refused by kind.
    with pytest.raises(sudokit.NotUnique):
        sudokit.rate(thermo_without_givens())


def test_functions_of_classic_puzzles_refuse_variant_ones_by_name():
    for name in ("check", "canonical", "transform"):
        with pytest.raises(ValueError, match=f"{name} does not take variant puzzles yet"):
            getattr(sudokit, name)(KILLER_LINK)
    # Our JSON form with no rule of its own is a classic puzzle: those take it.
    classic = {"size": 9, "givens": EASY}
    assert sudokit.rate(classic).level == "easy"
    assert sudokit.solve(classic) == EASY_SOLUTION
    assert sudokit.canonical(classic) == sudokit.canonical(EASY)


def test_time_limits_raise_timeout_error():
    for f, kwargs in ((sudokit.count, {}), (sudokit.solve, {}), (sudokit.candidates, {"cap": 2})):
        with pytest.raises(TimeoutError):
            f(BLANK_72, timeout=1e-6, **kwargs)
    with pytest.raises(ValueError, match="timeout"):
        sudokit.solve(KILLER, timeout=-1)


def test_the_gil_is_released_while_counting():
    ticks = []
    worker = threading.Thread(target=lambda: ticks.append(sudokit.count(BLANK_72)))
    start = time.monotonic()
    worker.start()
    spins = 0
    while worker.is_alive():
        spins += 1
        time.sleep(0.001)
    worker.join()
    assert ticks == [72]
    # The main thread kept running while the engine worked (a held GIL would allow one turn).
    assert spins > 10, (spins, time.monotonic() - start)


# ---------------------------------------------------------------------------------------------
# Batches

MIXED = [KILLER_LINK, EASY, json.loads(THERMO_FPUZZLES), "not a puzzle", None, THERMO, '{"size": 9, "constraints": [7]}']
MIXED_STATUS = [Status.UNIQUE, Status.UNIQUE, Status.UNIQUE, Status.INVALID, Status.INVALID, Status.UNIQUE, Status.INVALID]
MIXED_SOLUTIONS = [KILLER_SOLUTION, EASY_SOLUTION, THERMO_SOLUTION, None, None, THERMO_SOLUTION, None]


def as_arrow(records: list) -> pa.Array:
    return pa.array([json.dumps(r) if isinstance(r, dict) else r for r in records], type=pa.string())


def test_solve_batch_mixes_classic_and_variant_puzzles_in_order():
    solutions, status = sudokit.solve_batch(MIXED, threads=2)
    assert solutions == MIXED_SOLUTIONS
    assert list(status) == MIXED_STATUS
    arrow, arrow_status = sudokit.solve_batch(as_arrow(MIXED), threads=2)
    assert arrow.type == pa.string() and arrow.to_pylist() == MIXED_SOLUTIONS
    assert list(arrow_status) == MIXED_STATUS


def test_batches_keep_order_over_many_records_and_threads():
    records = [KILLER_LINK, THERMO_LINK, THERMO, EASY] * 10
    expected = [KILLER_SOLUTION, THERMO_SOLUTION, THERMO_SOLUTION, EASY_SOLUTION] * 10
    for threads in (1, 2):
        solutions, status = sudokit.solve_batch(records, threads=threads)
        assert solutions == expected and (status == Status.UNIQUE).all()
    counts, status = sudokit.count_batch(pa.array(records), threads=2)
    assert counts.to_pylist() == [1] * 40 and (status == Status.UNIQUE).all()


def test_batch_statuses_of_variant_puzzles():
    no_solution = thermo_with_givens({34: "5", 28: "2"})
    clash = thermo_with_givens({0: "1", 1: "1"})  # two 1s in row 1
    records = [thermo_without_givens(), no_solution, clash, BLANK_72]
    solutions, status = sudokit.solve_batch(records)
    assert list(status) == [Status.MULTIPLE, Status.NO_SOLUTION, Status.CONFLICT, Status.MULTIPLE]
    assert solutions[1] is None and solutions[2] is None
    _, status = sudokit.solve_batch(records, mode="first")
    assert list(status) == [Status.FOUND, Status.NO_SOLUTION, Status.CONFLICT, Status.FOUND]
    counts, status = sudokit.count_batch(records, limit=100)
    assert list(counts)[1:] == [0, 0, 72] and counts[0] > 1
    assert list(status) == [Status.MULTIPLE, Status.NO_SOLUTION, Status.CONFLICT, Status.MULTIPLE]
    _, status = sudokit.count_batch(records[-1:], limit=1)
    assert list(status) == [Status.FOUND]


def test_batch_time_limits_mark_records_interrupted():
    records = [BLANK_72, THERMO, BLANK_72]
    # Each record has its own limit: the blank grids are cut short and the batch goes on (the
    # thermo may be settled without a guess, before the engine's first look at the clock).
    counts, status = sudokit.count_batch(records, timeout=1e-6)
    # An interrupted record has no count (masked), only a status and a reason.
    assert status[0] == status[2] == Status.INTERRUPTED and counts.tolist()[::2] == [None, None]
    assert (counts.tolist()[1], status[1]) in ((1, Status.UNIQUE), (None, Status.INTERRUPTED))
    # A limit that is not reached changes nothing.
    counts, status = sudokit.count_batch([THERMO, KILLER_LINK, EASY], timeout=600)
    assert list(counts) == [1, 1, 1] and (status == Status.UNIQUE).all()
    solutions, status = sudokit.solve_batch(pa.array([json.dumps(BLANK_72)] * 2), timeout=1e-6)
    assert list(status) == [Status.INTERRUPTED] * 2 and solutions.null_count == 2
    # NumPy batches of classic puzzles take the same limit.
    grid = np.array([cells(EASY), cells("." * 81)], dtype=np.uint8)
    solutions, status = sudokit.solve_batch(grid, timeout=600)
    assert list(status) == [Status.UNIQUE, Status.MULTIPLE]
    assert "".join(map(str, solutions[0])) == EASY_SOLUTION
    counts, status = sudokit.count_batch(grid, limit=5, timeout=600)
    assert list(counts) == [1, 5] and list(status) == [Status.UNIQUE, Status.MULTIPLE]
    _, status = sudokit.count_batch(np.zeros((2, 16), np.uint8), limit=10**9, timeout=1e-6)
    assert list(status) == [Status.INTERRUPTED] * 2


def test_candidates_batch_on_lists_and_arrow():
    records = [THERMO_LINK, thermo_without_givens(), "nope", EASY, thermo_with_givens({34: "5", 28: "2"})]
    result = sudokit.candidates_batch(records, threads=2)
    assert set(result) == {"candidates", "status", "reason"}
    assert list(result["status"]) == [Status.UNIQUE, Status.MULTIPLE, Status.INVALID, Status.UNIQUE, Status.NO_SOLUTION]
    reason = result["reason"]
    assert reason[0] is None and reason[1] is None and reason[3] is None
    assert reason[2].startswith("line 1, column ") and reason[4].startswith("no solution")
    found = result["candidates"]
    assert found[0] == sudokit.candidates(THERMO_LINK)["candidates"]
    assert found[1] == sudokit.candidates(thermo_without_givens())["candidates"]
    assert found[2] is None and found[4] is None
    assert "".join("".join(r) for r in found[3]) == EASY_SOLUTION

    arrow = sudokit.candidates_batch(as_arrow(records), cap=2)
    assert set(arrow) == {"candidates", "counts", "status", "reason"}
    assert arrow["reason"] == reason
    assert arrow["candidates"].type == pa.list_(pa.list_(pa.string()))
    assert arrow["candidates"].to_pylist() == found
    single = sudokit.candidates(thermo_without_givens(), cap=2)
    assert arrow["counts"][1].as_py() == single["counts"]
    assert arrow["counts"][2].as_py() is None


def test_candidates_batch_on_numpy_cells():
    grid = np.array([cells(EASY), cells("." * 81)], dtype=np.uint8)
    grid[1, 0] = 10  # not a 9×9 digit
    result = sudokit.candidates_batch(grid)
    assert result["candidates"].shape == (2, 81, 9) and result["candidates"].dtype == np.bool_
    assert list(result["status"]) == [Status.UNIQUE, Status.INVALID]
    digits = result["candidates"][0].argmax(axis=1) + 1
    assert "".join(map(str, digits)) == EASY_SOLUTION and result["candidates"][0].sum() == 81
    assert not result["candidates"][1].any()
    empty = sudokit.candidates_batch(np.zeros((1, 16), np.uint8), cap=3)
    assert empty["candidates"].all() and (empty["counts"] == 3).all()
    assert list(empty["status"]) == [Status.MULTIPLE]


def test_rate_batch_takes_variant_records_and_canonical_batch_refuses_them():
    result = sudokit.rate_batch([EASY, KILLER_LINK, json.dumps({"size": 9, "givens": EASY})])
    assert list(result["status"]) == [Status.UNIQUE, Status.UNIQUE, Status.UNIQUE]
    assert result["steps"][1] == sudokit.rate(KILLER_LINK).steps
    assert result["hardest"][1] == sudokit.rate(KILLER_LINK).hardest
    forms, status = sudokit.canonical_batch([EASY, KILLER, "." * 16])
    assert list(status) == [Status.FOUND, Status.INVALID, Status.INVALID] and forms[1] is None
    reason = sudokit.canonical_batch([EASY, KILLER, "." * 16]).reason
    assert reason[0] is None and reason[1].startswith("canonical does not take variant puzzles")
    assert "9×9 grids only, not 4×4" in reason[2]


# ---------------------------------------------------------------------------------------------
# Setter help: contradiction, redundant, same_digit


def without(doc: dict, parts: set[str], keep: bool) -> dict:
    """``doc`` with only (keep=True) or without (keep=False) the named parts."""
    n = doc["size"]
    constraints = [
        c for i, c in enumerate(doc["constraints"]) if (f"#{i + 1} ({c['type']})" in parts) == keep
    ]
    givens = "".join(
        ch if ch == "." or (f"r{i // n + 1}c{i % n + 1}={ch}" in parts) == keep else "."
        for i, ch in enumerate(doc["givens"])
    )
    return {**doc, "constraints": constraints, "givens": givens}


def test_contradiction_names_a_minimal_set_of_parts():
    doc = thermo_with_givens({34: "5", 28: "2"})
    core = sudokit.contradiction(doc)
    assert core, core
    assert all(p.startswith("#") or "=" in p for p in core)
    # The parts named contradict each other on their own, and none of them can go.
    alone = without(doc, set(core), keep=True)
    assert sudokit.count(alone) == 0
    for part in core:
        assert sudokit.count(without(doc, set(core) - {part}, keep=True)) > 0, part
    # A puzzle with a solution has no such set.
    assert sudokit.contradiction(KILLER_LINK) is None
    assert sudokit.contradiction(thermo_without_givens()) is None


def test_redundant_lists_the_parts_a_unique_puzzle_can_do_without():
    doc = json.loads(KILLER)
    parts = sudokit.redundant(doc)
    assert parts == sudokit.redundant(KILLER_LINK)
    assert parts, "some cage of the shipped killer is not needed"
    for part in parts[:3]:
        assert sudokit.count(without(doc, {part}, keep=False), 2) == 1, part
    # A classic puzzle's parts are its givens.
    givens = sudokit.redundant(EASY)
    assert givens and all(p[0] == "r" and "=" in p for p in givens)
    with pytest.raises(sudokit.NotUnique):
        sudokit.redundant(thermo_without_givens())
    with pytest.raises(sudokit.NoSolution):
        sudokit.redundant(thermo_with_givens({34: "5", 28: "2"}))


def test_same_digit_groups_hold_one_digit_in_every_solution():
    # A unique puzzle: each digit's cells are one group.
    groups = sudokit.same_digit(KILLER_LINK)
    assert sorted(len(g) for g in groups) == [9] * 9
    for g in groups:
        digits = {KILLER_SOLUTION[(int(c[1]) - 1) * 9 + int(c[3]) - 1] for c in g}
        assert len(digits) == 1, g
    # Several solutions: every group agrees in the solution found and in the true candidates.
    doc = thermo_without_givens()
    groups = sudokit.same_digit(doc)
    assert groups
    solution = sudokit.solve(doc, mode="first")
    for g in groups:
        assert len({solution[(int(c[1]) - 1) * 6 + int(c[3]) - 1] for c in g}) == 1, g
    with pytest.raises(sudokit.NoSolution):
        sudokit.same_digit(thermo_with_givens({34: "5", 28: "2"}))


# ---------------------------------------------------------------------------------------------
# Generating


@pytest.mark.parametrize(
    "kinds, size",
    [("killer", 9), (["jigsaw", "x"], 9), ("killer,anti-knight", 6), ("windoku", 9)],
)
def test_generate_variant_makes_unique_puzzles_with_their_solution(kinds, size):
    made = sudokit.generate_variant(kinds, 2, size=size, seed=11, threads=2)
    assert len(made) == 2 and made[0] != made[1]
    for text in made:
        doc = json.loads(text)
        assert doc["size"] == size
        solution = doc["solution"]
        assert sudokit.count(text, limit=2) == 1, "unique"
        assert sudokit.solve(text) == solution
        # The givens are part of the solution.
        assert all(g in ".0" or g == s for g, s in zip(doc.get("givens", "." * size**2), solution))
    # The same seed gives the same puzzles, on one thread too.
    assert sudokit.generate_variant(kinds, 2, size=size, seed=11, threads=1) == made


def test_generate_variant_kinds_are_the_commands():
    assert "killer" in sudokit.VARIANT_KINDS and "anti-knight" in sudokit.VARIANT_KINDS
    for kind in sudokit.VARIANT_KINDS:
        assert kind == kind.lower() and " " not in kind


@pytest.mark.parametrize(
    "kinds, options, error, message",
    [
        ("sandwiches-of-cheese", {}, ValueError, "unknown variant kind"),
        ("killer,killer", {}, sudokit.GenerateError, "named twice"),
        ("windoku", {"size": 6}, sudokit.GenerateError, "9×9"),
        ("anti-king", {"size": 4}, sudokit.GenerateError, "no 4×4 grid"),
        ([], {}, sudokit.GenerateError, "no variant kind"),
        ("killer", {"count": -1}, ValueError, "count"),
        ("killer", {"timeout": 0}, ValueError, "timeout"),
        ("killer", {"clues": 20}, sudokit.GenerateError, "only clues are the givens"),
        ("killer", {"symmetry": "mirror"}, sudokit.GenerateError, "only clues are the givens"),
        ("x", {"clues": 83}, sudokit.GenerateError, "it has 81 cells"),
        ("x", {"clues": 20, "difficulty": "easy"}, sudokit.GenerateError, "does not go with"),
        ("x", {"symmetry": "sideways"}, ValueError, "sideways"),
        ("x", {"clues": -1}, ValueError, "clues"),
    ],
)
def test_generate_variant_refuses_bad_requests_at_once(kinds, options, error, message):
    started = time.monotonic()
    with pytest.raises(error, match=message):
        sudokit.generate_variant(kinds, **options)
    assert time.monotonic() - started < 10


def test_generate_variant_refuses_kinds_that_are_not_strings():
    with pytest.raises(TypeError):
        sudokit.generate_variant([1, 2])  # type: ignore[list-item]


def test_generate_variant_at_a_difficulty():
    made = sudokit.generate_variant("killer", 2, size=6, difficulty="easy", seed=4)
    assert [str(sudokit.rate(p)) for p in made] == ["easy", "easy"]
    with pytest.raises(ValueError, match="unknown difficulty .* easy, medium"):
        sudokit.generate_variant("killer", difficulty="insane")  # type: ignore[arg-type]


def test_generate_variant_shapes_the_givens():
    made = sudokit.generate_variant("x", 2, size=6, clues=14, symmetry="rotate180", seed=3)
    for puzzle in made:
        givens = json.loads(puzzle)["givens"]
        given = [g not in ".0" for g in givens]
        assert sum(given) == 14
        assert given == given[::-1]
        assert sudokit.count(puzzle, limit=2) == 1
    # minimal: no given can go.
    (puzzle,) = sudokit.generate_variant("anti-knight", 1, size=6, minimal=True, seed=1)
    doc = json.loads(puzzle)
    for c, g in enumerate(doc["givens"]):
        if g in ".0":
            continue
        fewer = dict(doc, givens=doc["givens"][:c] + "." + doc["givens"][c + 1 :])
        fewer.pop("solution", None)
        assert sudokit.count(json.dumps(fewer), limit=2) > 1
