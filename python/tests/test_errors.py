"""The exception hierarchy: which error each failure raises, that each is still the built-in
exception people caught before (ValueError, TimeoutError), and the record's index on the
errors of batches."""

from __future__ import annotations

import json
import pickle
import time

import numpy as np
import pyarrow as pa
import pytest

import sudokit
from sudokit import Status
from conftest import EASY, read_puzzles, to_array

CLASH = "5.......5" + "." * 72
DEAD_END = "12345678." + "........9" + "." * 63
KILLER_LINK_LIKE = {"size": 9, "constraints": [{"type": "anti-knight"}]}  # a variant puzzle
SLOWEST = read_puzzles("forum-hardest-1106.txt", 4)[3]

KINDS = [
    (sudokit.ParseError, ValueError),
    (sudokit.NoSolution, ValueError),
    (sudokit.NotUnique, ValueError),
    (sudokit.Unsupported, ValueError),
    (sudokit.GenerateError, ValueError),
    (sudokit.TimeLimit, TimeoutError),
]


@pytest.mark.parametrize("cls, builtin", KINDS)
def test_every_kind_is_a_sudoku_error_and_its_builtin(cls, builtin):
    assert issubclass(cls, sudokit.SudokuError) and issubclass(cls, builtin)
    assert cls.__module__ == "sudokit" and getattr(sudokit, cls.__name__) is cls
    e = cls("what went wrong", index=7)
    assert e.index == 7 and str(e) == "what went wrong"
    copy = pickle.loads(pickle.dumps(e))
    assert type(copy) is cls and copy.index == 7 and str(copy) == str(e)
    assert cls("no index").index is None


@pytest.mark.parametrize(
    "call, cls, message",
    [
        (lambda: sudokit.solve("." * 80), sudokit.ParseError, r"^line 1, column 81: found 80 cells, expected 81$"),
        (lambda: sudokit.solve('{"size": 9, "constraints": [{"type": "thermometer", "cells": ["r1c1", "r1c12"]}]}'),
         sudokit.ParseError, r"^\$\.constraints\[0\]"),
        (lambda: sudokit.solve([0, 0, 0, 10] + [0] * 77), sudokit.ParseError, "cell 3: value 10"),
        (lambda: sudokit.count("x" * 81), sudokit.ParseError, "line 1, column 1"),
        (lambda: sudokit.check("." * 80), sudokit.ParseError, "found 80 cells"),
        (lambda: sudokit.solve(CLASH), sudokit.NoSolution, r"no solution: r1c1 and r1c9 both hold 5"),
        (lambda: sudokit.solve(DEAD_END), sudokit.NoSolution, r"^no solution: no digit fits r1c9$"),
        (
            lambda: sudokit.candidates(DEAD_END),
            sudokit.NoSolution,
            r"^no solution: no grid follows every rule \(the search tried them all\)$",
        ),
        (lambda: sudokit.rate(CLASH), sudokit.NoSolution, "the givens conflict"),
        (lambda: sudokit.explain(DEAD_END), sudokit.NoSolution, "no solution"),
        (lambda: sudokit.solve("." * 81, require_unique=True), sudokit.NotUnique, "several solutions"),
        (lambda: sudokit.rate("." * 81), sudokit.NotUnique, "several solutions"),
        (lambda: sudokit.hint("." * 81), sudokit.NotUnique, "several solutions"),
        (lambda: sudokit.rate(KILLER_LINK_LIKE), sudokit.NotUnique, "several solutions"),
        (lambda: sudokit.check(KILLER_LINK_LIKE), sudokit.Unsupported, "check does not take variant"),
        (lambda: sudokit.canonical("." * 16), sudokit.Unsupported, "9×9 grids only, not 4×4"),
        (lambda: sudokit.transform("." * 16, 1), sudokit.Unsupported, "9×9 grids only"),
        (lambda: sudokit.rate(SLOWEST, timeout=1e-9), sudokit.TimeLimit, "time limit reached"),
        (lambda: sudokit.explain(EASY, timeout=1e-9), sudokit.TimeLimit, "time limit reached"),
        (lambda: sudokit.count("." * 81, timeout=1e-9), sudokit.TimeLimit, "time limit"),
        (lambda: sudokit.generate(1, clues=16), sudokit.GenerateError, "fewer than 17 givens"),
    ],
)
def test_each_failure_raises_its_kind(call, cls, message):
    with pytest.raises(cls, match=message) as caught:
        call()
    assert caught.value.index is None
    # Code written before the hierarchy keeps working.
    builtin = TimeoutError if cls is sudokit.TimeLimit else ValueError
    with pytest.raises(builtin):
        call()


def test_a_puzzle_not_made_in_time_names_its_index():
    with pytest.raises(sudokit.GenerateError, match="puzzle 1: no extreme puzzle") as caught:
        sudokit.generate(2, difficulty="extreme", timeout=1e-9, seed=1)
    assert caught.value.index == 0


def test_bad_arguments_are_plain_value_errors_with_clear_messages():
    cases = [
        (lambda: sudokit.count(EASY, limit=0), "limit must be at least 1"),
        (lambda: sudokit.count_batch([EASY], limit=0), "limit must be at least 1"),
        (lambda: sudokit.count_batch(to_array([EASY]), limit=-3), "limit must be at least 1"),
        (lambda: sudokit.generate(-1), "count must be at least 0, not -1"),
        (lambda: sudokit.generate(1, clues=-5), "clues must be at least 0"),
        (lambda: sudokit.generate(1, seed=-1), "seed must be at least 0"),
        (lambda: sudokit.generate(1, seed=2**64), "seed must be below 2\\*\\*64"),
        (lambda: sudokit.generate(difficulty="insane"),  # type: ignore[arg-type]
         r'unknown difficulty "insane" \(expected easy, medium, hard, unfair or extreme\)'),
        (lambda: sudokit.generate(technique="Magic Wand"), "sudokit.TECHNIQUES lists"),
        (lambda: sudokit.solve(EASY, mode="fast"), "unknown mode"),  # type: ignore[arg-type]
        (lambda: sudokit.solve_batch([EASY], errors="ignore"), "unknown errors"),  # type: ignore[arg-type]
        (lambda: sudokit.candidates(EASY, cap=0), "cap must be at least 1"),
        (lambda: sudokit.reason(EASY, 5, "fly"), "unknown kind"),  # type: ignore[arg-type]
    ]
    for call, message in cases:
        with pytest.raises(ValueError, match=message) as caught:
            call()
        assert not isinstance(caught.value, sudokit.SudokuError), message
    assert sudokit.generate(0) == []
    with pytest.raises(TypeError, match="count must be an int"):
        sudokit.generate(1.5)  # type: ignore[arg-type]


def test_batches_with_errors_raise_name_the_record():
    records = [EASY, EASY, "not a puzzle", CLASH]
    with pytest.raises(sudokit.ParseError, match="^record 2: line 1") as caught:
        sudokit.solve_batch(records, errors="raise")
    assert caught.value.index == 2
    with pytest.raises(sudokit.NoSolution, match="^record 1: no solution: r1c1 and r1c9") as caught:
        sudokit.solve_batch(pa.array([EASY, CLASH, None]), errors="raise")
    assert caught.value.index == 1
    with pytest.raises(sudokit.NotUnique, match="^record 0: ") as caught:
        sudokit.solve_batch(to_array(["." * 81, EASY]), errors="raise")
    assert caught.value.index == 0
    with pytest.raises(sudokit.ParseError, match="record 1: null record") as caught:
        sudokit.count_batch([EASY, None], errors="raise")
    assert caught.value.index == 1
    with pytest.raises(sudokit.ParseError, match="record 0: cell 5: value 300") as caught:
        sudokit.count_batch(np.array([[0] * 5 + [300] + [0] * 75], dtype=np.int64), errors="raise")
    with pytest.raises(sudokit.NoSolution) as caught:
        sudokit.candidates_batch([EASY, DEAD_END], errors="raise")
    assert caught.value.index == 1
    with pytest.raises(sudokit.NotUnique) as caught:
        sudokit.rate_batch([EASY, EASY, EASY, "." * 81], errors="raise")
    assert caught.value.index == 3
    with pytest.raises(sudokit.TimeLimit) as caught:
        sudokit.rate_batch([EASY, SLOWEST], timeout=1e-9, errors="raise")
    assert caught.value.index == 0 and isinstance(caught.value, TimeoutError)
    with pytest.raises(sudokit.Unsupported, match="record 1: canonical does not take variant") as caught:
        sudokit.canonical_batch([EASY, json.dumps(KILLER_LINK_LIKE)], errors="raise")
    assert caught.value.index == 1
    # Counting a puzzle without solution is no error: its count is 0.
    counts, status = sudokit.count_batch([CLASH, DEAD_END, EASY], errors="raise")
    assert list(counts) == [0, 0, 1] and list(status) == [Status.CONFLICT, Status.NO_SOLUTION, Status.UNIQUE]
    # Nothing failed: the result as without errors="raise".
    solutions, status = sudokit.solve_batch([EASY], errors="raise")
    assert solutions == [sudokit.solve(EASY)]


def test_batch_reasons_say_why_in_the_engines_words():
    records = [EASY, "x" * 81, None, CLASH, DEAD_END, "." * 81, 42]
    result = sudokit.solve_batch(records)  # type: ignore[arg-type]
    assert list(result.status) == [Status.UNIQUE, Status.INVALID, Status.INVALID, Status.CONFLICT,
                                   Status.NO_SOLUTION, Status.MULTIPLE, Status.INVALID]
    assert list(result.ok) == [True, False, False, False, False, False, False]
    assert result.answers is result[0] and result.status is result[1]
    assert result.reason == [
        None,
        sudokit.reason("x" * 81, Status.INVALID),
        "null record",
        "no solution: r1c1 and r1c9 both hold 5",
        "no solution: no digit fits r1c9",
        "the puzzle has several solutions",
        "a record is a str, bytes or dict, not int",
    ]
    assert result.reason[1].startswith("line 1, column 1")
    # The same words one record at a time, and the reason of each batch's own failures.
    assert sudokit.reason("x" * 81, Status.INVALID) == result.reason[1]
    assert sudokit.reason(EASY, Status.UNIQUE) is None
    assert sudokit.count_batch(records).reason[3:6] == [None, None, None]  # counted: 0, 0, 2+
    interrupted = sudokit.count_batch(["." * 81], limit=10**9, timeout=1e-6).reason
    assert interrupted == ["time limit reached (0.000001 s per record)"]
    # A pickled result is the plain pair (the reasons need the input).
    assert type(pickle.loads(pickle.dumps(result))) is tuple


def test_reasons_cost_no_search():
    # A thousand records that fail to read, and a thousand without solution: reasons read
    # them again, they do not solve them.
    records = ["bad record"] * 1000 + [CLASH] * 1000
    result = sudokit.solve_batch(records)
    start = time.monotonic()
    reasons = result.reason
    assert time.monotonic() - start < 2.0
    assert reasons[0].startswith("line 1") and reasons[-1].startswith("no solution")
