"""The package's types tell the truth: one source of typing (the annotated module itself),
a private native stub that matches the native module, Literal and TypedDict types that match
what the engine takes and gives, and a user's program that ``mypy --strict`` accepts."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
import typing
from pathlib import Path

import numpy as np
import pytest

import sudokit
from sudokit import _sudokit
from conftest import EASY

PACKAGE = Path(sudokit.__file__).parent
HERE = Path(__file__).parent


def test_one_source_of_types():
    # The module is typed inline: no second copy of its API in a stub beside it.
    assert not (PACKAGE / "__init__.pyi").exists()
    assert (PACKAGE / "py.typed").exists()
    stubs = sorted(p.name for p in PACKAGE.glob("*.pyi"))
    assert stubs == ["_sudokit.pyi"], stubs


def test_every_public_function_is_annotated_and_documented():
    for name in sudokit.__all__:
        obj = getattr(sudokit, name)
        if not inspect.isfunction(obj):
            continue
        assert obj.__doc__, f"{name} has no docstring"
        hints = typing.get_type_hints(obj)
        assert "return" in hints, name
        for param in inspect.signature(obj).parameters:
            assert param in hints, f"{name}({param}) has no annotation"


def test_every_public_name_exists():
    for name in sudokit.__all__:
        assert hasattr(sudokit, name), name


def native_stub() -> tuple[dict[str, list[str]], dict[str, set[str]]]:
    tree = ast.parse((PACKAGE / "_sudokit.pyi").read_text())
    functions: dict[str, list[str]] = {}
    classes: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a = node.args
            functions[node.name] = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
        elif isinstance(node, ast.ClassDef):
            classes[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
    return functions, classes


def test_the_native_stub_matches_the_native_module():
    functions, classes = native_stub()
    native = {n for n, v in vars(_sudokit).items() if callable(v) and not isinstance(v, type)}
    assert set(functions) == native
    for name, params in functions.items():
        assert list(inspect.signature(getattr(_sudokit, name)).parameters) == params, name
    assert set(classes) == {"Rating"}
    for method in classes["Rating"]:
        assert hasattr(sudokit.Rating, method), method
    signature = inspect.signature(sudokit.Rating)
    assert list(signature.parameters) == ["level", "score", "se", "solved", "hardest", "steps"]


def test_literal_types_are_the_names_the_engine_takes():
    assert typing.get_args(sudokit.Level) == sudokit.LEVELS == tuple(_sudokit.LEVEL_NAMES)
    assert typing.get_args(sudokit.Symmetry) == sudokit.SYMMETRIES
    for symmetry in sudokit.SYMMETRIES:
        assert sudokit.generate(0, symmetry=symmetry) == []
    for mode in typing.get_args(sudokit.Mode):
        assert len(sudokit.solve(EASY, mode=mode)) == 81
    for kind in typing.get_args(sudokit.Kind):
        getattr(sudokit, f"{kind}_batch")([EASY])
    assert set(typing.get_args(sudokit.Errors)) == {"status", "raise"}
    assert sudokit.TECHNIQUES and "X-Wing" in sudokit.TECHNIQUES


def keys(typed_dict: typing.Any) -> set[str]:
    return set(typed_dict.__required_keys__ | typed_dict.__optional_keys__)


def test_typed_dicts_have_the_keys_of_the_dicts():
    steps = sudokit.explain(EASY)
    assert all(set(step) == keys(sudokit.Step) for step in steps)
    step = next(s for s in steps if s["placements"])
    assert set(step["placements"][0]) == keys(sudokit.CandidateRef)
    assert set(step["candidates"][0]) == keys(sudokit.CandidateRef)
    assert set(step["cells"][0]) == keys(sudokit.Cell)
    assert steps[0]["level"] in sudokit.LEVELS

    report = sudokit.check("5.......5" + "." * 72)
    assert set(report) == keys(sudokit.CheckReport)
    assert set(report["conflicts"][0]) == keys(sudokit.Conflict)

    assert set(sudokit.rate(EASY).to_dict()) == keys(sudokit.RatingDict)
    assert set(sudokit.candidates(EASY)) == set(sudokit.Candidates.__required_keys__)
    assert set(sudokit.candidates(EASY, cap=2)) == keys(sudokit.Candidates)

    assert set(sudokit.rate_batch([EASY])) == keys(sudokit.RateArrays) == keys(sudokit.RateArrow)
    cells = np.zeros((1, 81), np.uint8)
    assert set(sudokit.candidates_batch(cells, cap=2)) == keys(sudokit.CandidateArrays)
    assert set(sudokit.candidates_batch([EASY], cap=2)) == keys(sudokit.CandidateLists)


def mypy(tmp_path: Path, *files: Path) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("mypy", reason="python/ci.sh installs mypy")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), *map(str, files)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )


def test_a_typed_program_passes_mypy_strict_and_runs(tmp_path):
    run = mypy(tmp_path, HERE / "typing_example.py")
    assert run.returncode == 0, run.stdout + run.stderr
    done = subprocess.run([sys.executable, str(HERE / "typing_example.py")], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_mypy_refuses_names_outside_the_literals(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import sudokit\n"
        "sudokit.solve('', mode='fastest')\n"
        "sudokit.generate(difficulty='insane')\n"
        "sudokit.solve_batch([''], errors='ignore')\n"
        "x: int = sudokit.solve_batch([''])[0][0]\n"
    )
    run = mypy(tmp_path, bad)
    assert run.returncode == 1
    for line in (2, 3, 4, 5):
        assert f"bad.py:{line}: error" in run.stdout, run.stdout


def test_mypy_types_arrow_exporters_as_arrow_input(tmp_path):
    # polars ships its types: a Series is seen as Arrow input (it has __arrow_c_stream__), so
    # its results are typed as Arrow arrays, not as the list an iterable of str gives.
    pytest.importorskip("polars", reason="python/ci.sh installs polars")
    program = tmp_path / "frames.py"
    program.write_text(
        "import polars as pl\n"
        "import sudokit\n"
        "reveal_type(sudokit.solve_batch(pl.Series(['x'])))\n"
        "reveal_type(sudokit.solve_batch(['x']))\n"
        "reveal_type(sudokit.rate_batch(pl.Series(['x'])))\n"
    )
    run = mypy(tmp_path, program)
    assert run.returncode == 0, run.stdout
    lines = [l for l in run.stdout.splitlines() if "Revealed type" in l]
    assert "BatchResult[Any]" in lines[0], lines[0]
    assert "BatchResult[list[str | None]]" in lines[1], lines[1]
    assert "RateArrow" in lines[2], lines[2]
