"""The reason a puzzle has no solution is the engine's, word for word the command's and the web
API's: all three read the same table of impossible puzzles, tests/data/no-solution-reasons.tsv
(tests/no_solution_reasons.rs for the command, crates/web/tests/no_solution.rs for the API)."""

from __future__ import annotations

from pathlib import Path

import pytest

import sudokit

TABLE = Path(__file__).resolve().parents[2] / "tests" / "data" / "no-solution-reasons.tsv"


def rows() -> list[tuple[str, str]]:
    lines = TABLE.read_text(encoding="utf-8").splitlines()
    pairs = [line.split("\t", 1) for line in lines if line and not line.startswith("#")]
    return [(p, r) for p, r in pairs]


def test_the_table_has_every_kind_of_reason() -> None:
    assert len(rows()) >= 8


@pytest.mark.parametrize("puzzle,reason", rows())
def test_solve_gives_the_engines_reason(puzzle: str, reason: str) -> None:
    with pytest.raises(sudokit.NoSolution) as caught:
        sudokit.solve(puzzle)
    assert str(caught.value) == f"no solution: {reason}"


@pytest.mark.parametrize("puzzle,reason", rows())
def test_batches_give_the_engines_reason(puzzle: str, reason: str) -> None:
    result = sudokit.solve_batch([puzzle])
    assert list(result.reason) == [f"no solution: {reason}"]
