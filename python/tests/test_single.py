"""The functions on one puzzle: solve, count, check, rate, explain, hint, generate."""

from __future__ import annotations

import time
import warnings

import pytest

import sudokit
from conftest import EASY, EASY_SOLUTION, assert_valid_solution, cells, read_puzzles

# A 9×9 puzzle with no solution and no clashing givens: r1c9 has no candidate left.
DEAD_END = "12345678." + "........9" + "." * 63
# Two 5s in row 1.
CLASH = "5.......5" + "." * 72


def test_solve_reads_every_input_kind():
    grid_layout = "\n".join(" ".join(EASY[r * 9 : r * 9 + 9]) for r in range(9))
    for puzzle in (EASY, EASY.encode(), cells(EASY), tuple(cells(EASY)), grid_layout):
        assert sudokit.solve(puzzle) == EASY_SOLUTION


def test_solve_gives_valid_solutions_on_hard_puzzles(hard):
    for p in hard[:20]:
        assert_valid_solution(p, sudokit.solve(p))


def test_solve_other_sizes():
    four = "1...\n..1.\n.1..\n...1"
    solution = sudokit.solve(four, mode="first")  # it has several
    assert len(solution) == 16
    assert_valid_solution([int(c) if c != "." else 0 for c in four if not c.isspace()], solution, 4)
    (sixteen,) = sudokit.generate(1, size=16, seed=5, clues=200)
    solution = sudokit.solve(sixteen)
    assert len(solution) == 256
    assert_valid_solution(cells(sixteen), cells(solution), 16)


def test_solve_errors_name_the_reason():
    with pytest.raises(ValueError, match=r"line 1, column 81: found 80 cells, expected 81"):
        sudokit.solve("." * 80)
    with pytest.raises(ValueError, match=r"line 3, column 7: bad token"):
        sudokit.solve("1 . . .\n. . 1 .\n. 1 . x\n. . . 1")
    with pytest.raises(ValueError, match=r"no solution: r1c1 and r1c9 both hold 5"):
        sudokit.solve(CLASH)
    with pytest.raises(ValueError, match=r"^no solution: no digit fits r1c9$"):
        sudokit.solve(DEAD_END)
    with pytest.raises(ValueError, match="several solutions"):
        sudokit.solve("." * 81, require_unique=True)
    with pytest.raises(ValueError, match="cell 3: value 10 is not 0"):
        sudokit.solve([0, 0, 0, 10] + [0] * 77)
    with pytest.raises(ValueError, match="80 cells is not N×N"):
        sudokit.solve([0] * 80)
    with pytest.raises(ValueError, match="unknown mode"):
        sudokit.solve(EASY, mode="fast")
    with pytest.raises(TypeError, match="a puzzle is a str, bytes or a sequence of ints"):
        sudokit.solve(3.5)


def test_solve_with_several_solutions_gives_one_and_warns():
    serg = read_puzzles("serg.txt", 3)
    for p in serg:
        assert sudokit.count(p, 2) == 2
        with pytest.warns(sudokit.NotUniqueWarning, match="several solutions") as caught:
            assert_valid_solution(p, sudokit.solve(p))
        assert caught[0].filename == __file__  # the warning points at the caller's line
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # mode="first" does not check, so does not warn
            assert_valid_solution(p, sudokit.solve(p, mode="first"))
        with pytest.raises(sudokit.NotUnique, match="several solutions"):
            sudokit.solve(p, require_unique=True)


def test_count_known_puzzles():
    for p in read_puzzles("17-clue.txt", 10):
        assert sudokit.count(p) == 1
    assert sudokit.count("." * 16) == 288  # every 4×4 grid
    assert sudokit.count("." * 81, limit=10) == 10
    assert sudokit.count(DEAD_END) == 0
    assert sudokit.count(CLASH) == 0
    for p in read_puzzles("serg.txt", 5):
        assert sudokit.count(p, limit=1000) >= 2


def test_check_reports_like_the_command():
    report = sudokit.check(CLASH)
    assert report["consistent"] is False
    assert report["complete"] is False
    assert report["empty"] == 79
    assert report["conflicts"] == [{"unit": "row 1", "digit": 5, "cells": ["r1c1", "r1c9"]}]
    assert report["solutions"] is None

    full = sudokit.check(EASY_SOLUTION)
    assert (full["consistent"], full["complete"], full["empty"], full["solutions"]) == (True, True, 0, None)
    assert full["puzzle"] == EASY_SOLUTION

    assert sudokit.check(EASY)["solutions"] == 1
    assert sudokit.check("." * 81)["solutions"] == 2  # counted up to 2, as the command does
    assert sudokit.check(DEAD_END)["solutions"] == 0


def test_rate_gives_a_rating():
    r = sudokit.rate(EASY)
    assert isinstance(r, sudokit.Rating)
    assert str(r) == r.level == "easy"
    assert r.solved and r.steps == EASY.count(".")
    assert r.score > 0 and 1.0 <= r.se <= 11.0
    assert r.hardest == "Naked Single"
    assert r.to_dict() == {
        "level": r.level, "score": r.score, "se": r.se, "solved": True, "hardest": r.hardest, "steps": r.steps,
    }
    assert "Rating(level=\"easy\"" in repr(r)
    assert sudokit.rate(EASY) == r


def test_rate_levels_span_the_scale(hard):
    levels = {str(sudokit.rate(p)) for p in hard[:25]}
    assert levels <= {"easy", "medium", "hard", "unfair", "extreme"}
    assert len(levels & {"hard", "unfair", "extreme"}) >= 1


def test_rate_refuses_puzzles_without_one_solution():
    with pytest.raises(ValueError, match="several solutions"):
        sudokit.rate("." * 81)
    with pytest.raises(ValueError, match="the givens conflict"):
        sudokit.rate(CLASH)
    with pytest.raises(ValueError, match="no solution"):
        sudokit.rate(DEAD_END)


def test_explain_steps_lead_to_the_solution(hard):
    for p in [EASY] + hard[:5]:
        solution = sudokit.solve(p)
        steps = sudokit.explain(p)
        assert steps, p
        filled = list(p)
        for step in steps:
            assert {"technique", "level", "text", "placements", "eliminations", "cells", "units"} <= step.keys()
            assert step["text"].startswith(step["technique"])
            for pl in step["placements"]:
                assert solution[pl["index"]] == str(pl["digit"])
                assert pl["name"] == f"r{pl['row']}c{pl['col']}"
                filled[pl["index"]] = str(pl["digit"])
            for el in step["eliminations"]:
                # A sound elimination never removes the solution's digit.
                assert solution[el["index"]] != str(el["digit"])
        assert "".join(filled) == solution


def test_hint_is_the_first_step():
    assert sudokit.hint(EASY) == sudokit.explain(EASY)[0]
    assert sudokit.hint(EASY_SOLUTION) is None
    with pytest.raises(ValueError, match="several solutions"):
        sudokit.hint("." * 81)


def test_generate_is_reproducible_and_unique():
    a = sudokit.generate(4, seed=42, threads=2)
    assert a == sudokit.generate(4, seed=42, threads=1)
    assert len(set(a)) == 4
    for p in a:
        assert sudokit.count(p, 2) == 1
    assert sudokit.generate(2, seed=1) != sudokit.generate(2, seed=2)


def test_generate_options():
    for p in sudokit.generate(3, clues=30, symmetry="rotate180", seed=7):
        assert 81 - p.count(".") == 30
        assert all((p[i] == ".") == (p[80 - i] == ".") for i in range(81))
        assert sudokit.count(p, 2) == 1
    (four,) = sudokit.generate(1, size=4, seed=3)
    assert len(four) == 16 and sudokit.count(four) == 1
    (minimal,) = sudokit.generate(1, clues=26, minimal=True, seed=9, timeout=30)
    assert 81 - minimal.count(".") == 26
    for i, c in enumerate(minimal):
        if c != ".":
            assert sudokit.count(minimal[:i] + "." + minimal[i + 1 :], 2) == 2


@pytest.mark.parametrize(
    "options, message",
    [
        (dict(clues=16), "fewer than 17 givens"),
        (dict(clues=82), "82 givens do not fit in a 9×9 grid"),
        (dict(clues=40, size=4), "40 givens do not fit in a 4×4 grid"),
        (dict(clues=30, symmetry="rotate90"), "rotate90 symmetry cannot give exactly 30 givens"),
        (dict(symmetry="spiral"), "unknown symmetry"),
        (dict(size=7), "7"),
        (dict(timeout=0), "not a positive number of seconds"),
        (dict(threads=0), "threads must be a positive int"),
    ],
)
def test_generate_refuses_impossible_requests_at_once(options, message):
    start = time.monotonic()
    with pytest.raises(ValueError, match=message):
        sudokit.generate(1, seed=1, **options)
    assert time.monotonic() - start < 1.0


def test_generate_refuses_a_full_minimal_grid_at_once():
    start = time.monotonic()
    with pytest.raises(ValueError):
        sudokit.generate(1, clues=81, minimal=True, seed=1, timeout=2)
    assert time.monotonic() - start < 1.0


def test_time_limits_raise_timeout_error(hard):
    # A nanosecond has passed before the first step, however fast the host, and the budget is
    # checked before the uniqueness proof and before each step, so even the easiest puzzle is
    # refused, and at once.
    slowest = read_puzzles("forum-hardest-1106.txt", 4)[3]
    for fn in (sudokit.rate, sudokit.explain):
        for puzzle in (slowest, EASY):
            start = time.monotonic()
            with pytest.raises(TimeoutError, match="time limit reached"):
                fn(puzzle, timeout=1e-9)
            assert time.monotonic() - start < 1.0
    assert sudokit.rate(EASY, timeout=60) == sudokit.rate(EASY)
    with pytest.raises(ValueError, match="not a positive number of seconds"):
        sudokit.rate(EASY, timeout=-1)


def test_canonical_is_the_same_for_equivalent_copies(hard):
    for p in [EASY] + hard[:5]:
        form = sudokit.canonical(p)
        # `0` for holes, as `sudoku canon` prints the form.
        assert len(form) == 81 and form.count("0") == p.count(".")
        for seed in range(3):
            copy = sudokit.transform(p, seed)
            assert sudokit.canonical(copy) == form
            assert sudokit.count(copy, 2) == sudokit.count(p, 2)
        # The minlex form is the smallest string of its class, holes first.
        assert form <= sudokit.transform(p, 11).replace(".", "0")
    assert sudokit.canonical(sudokit.canonical(EASY)) == sudokit.canonical(EASY)


def test_transform_is_reproducible_and_keeps_the_solution_valid():
    a = sudokit.transform(EASY, 5)
    assert a == sudokit.transform(EASY, 5) and a != sudokit.transform(EASY, 5, stream=1)
    assert a.count(".") == EASY.count(".")
    assert_valid_solution(a, sudokit.solve(a))
    assert len(sudokit.transform(EASY)) == 81  # a random seed


def test_canonical_forms_refuse_other_sizes():
    with pytest.raises(ValueError, match="9×9 grids only, not 4×4"):
        sudokit.canonical("." * 16)
    with pytest.raises(ValueError, match="9×9 grids only"):
        sudokit.transform("." * 16, 1)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_generate_at_a_difficulty(level):
    made = sudokit.generate(2, difficulty=level, seed=3, timeout=60)
    for p in made:
        assert str(sudokit.rate(p)) == level
    assert made == sudokit.generate(2, difficulty=level, seed=3, timeout=60, threads=1)


def test_generate_with_a_technique():
    (p,) = sudokit.generate(1, technique="X-Wing", seed=4, timeout=60)
    assert any(step["technique"] == "X-Wing" for step in sudokit.explain(p))


@pytest.mark.parametrize(
    "options, message",
    [
        (dict(difficulty="impossible"), "impossible"),
        (dict(technique="Magic Wand"), "Magic Wand"),
        (dict(difficulty="hard", size=16), "16"),
    ],
)
def test_generate_refuses_unknown_levels_at_once(options, message):
    start = time.monotonic()
    with pytest.raises(ValueError, match=message):
        sudokit.generate(1, seed=1, **options)
    assert time.monotonic() - start < 1.0
