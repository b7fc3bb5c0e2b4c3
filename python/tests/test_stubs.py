"""The shipped stubs describe the functions that exist, with the same parameters."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import sudokit

STUBS = Path(sudokit.__file__).with_name("__init__.pyi")


def stub_functions() -> dict[str, list[str]]:
    tree = ast.parse(STUBS.read_text())
    found: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a = node.args
            found[node.name] = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
    return found


def test_every_public_function_has_a_stub_with_its_parameters():
    stubs = stub_functions()
    for name in sudokit.__all__:
        obj = getattr(sudokit, name)
        if inspect.isfunction(obj):
            assert name in stubs, name
            assert stubs[name] == list(inspect.signature(obj).parameters), name
            assert obj.__doc__, f"{name} has no docstring"
    assert set(stubs) <= set(sudokit.__all__)


def test_typed_package_ships_its_marker():
    assert Path(sudokit.__file__).with_name("py.typed").exists()
