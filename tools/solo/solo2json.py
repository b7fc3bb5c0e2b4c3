#!/usr/bin/env python3
"""Simon Tatham's Solo game IDs (``sgt-solo --generate N PARAMS`` prints one a line) to the
toolkit's JSON form, one puzzle a line, so that ``sudoku rate``, ``solve`` and ``count`` read
them.

    /usr/games/sgt-solo --generate 20 3x3kdi | python3 tools/solo/solo2json.py

A game ID is ``PARAMS:DESC``. PARAMS: ``CxR`` boxes (``3x3``) or ``Nj`` (jigsaw of size N),
then ``x`` (both diagonals) and ``k`` (killer), then symmetry and level letters that do not
change the puzzle. DESC, comma-separated, as Solo's own reader takes it (``spec_to_grid`` and
``spec_to_dsf`` in its solo.c, read for their meaning):
- the givens: a letter is a run of 1 to 26 empty cells (``a`` to ``z``), a number a given, and
  ``_`` separates two numbers;
- for a jigsaw, then the regions; for a killer, then the cages: each as the pattern of lines
  between cells, first the (N-1) vertical lines of each row in reading order, then the (N-1)
  horizontal lines of each column: ``_`` is a line, ``a`` to ``y`` that many cells joined
  before the next line, ``z`` 25 cells joined and no line;
- for a killer, then each cage's total, on one cell of the cage, in the givens' encoding.
"""

from __future__ import annotations

import json
import re
import sys


def grid_of(spec: str, area: int) -> list[int]:
    cells: list[int] = []
    i = 0
    while i < len(spec):
        ch = spec[i]
        if "a" <= ch <= "z":
            cells.extend([0] * (ord(ch) - ord("a") + 1))
            i += 1
        elif ch == "_":
            i += 1
        elif ch.isdigit():
            m = re.match(r"\d+", spec[i:])
            assert m
            cells.append(int(m.group()))
            i += len(m.group())
        else:
            raise ValueError(f"unexpected {ch!r} in a grid")
    if len(cells) != area:
        raise ValueError(f"a grid of {len(cells)} cells, not {area}")
    return cells


def groups_of(spec: str, n: int) -> list[int]:
    """The group (region or cage) of each cell, numbered from 0 in reading order."""
    parent = list(range(n * n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    pos = 0
    for ch in spec:
        run = 0 if ch == "_" else ord(ch) - ord("a") + 1
        for _ in range(run):
            if pos < n * (n - 1):
                y, x = divmod(pos, n - 1)
                p0, p1 = y * n + x, y * n + x + 1
            else:
                x, y = divmod(pos, n - 1)
                x -= n
                p0, p1 = y * n + x, (y + 1) * n + x
            parent[find(p0)] = find(p1)
            pos += 1
        if run != 26:
            pos += 1
    if pos != 2 * n * (n - 1) + 1:
        raise ValueError("a block structure of the wrong length")
    names: dict[int, int] = {}
    return [names.setdefault(find(i), len(names)) for i in range(n * n)]


def name(i: int, n: int) -> str:
    return f"r{i // n + 1}c{i % n + 1}"


def convert(game_id: str) -> dict:
    params, desc = game_id.strip().split(":", 1)
    m = re.match(r"(\d+)(?:x(\d+))?(j?)(x?)(k?)", params)
    if not m:
        raise ValueError(f"unknown parameters {params!r}")
    jigsaw, diagonals, killer = bool(m.group(3)), bool(m.group(4)), bool(m.group(5))
    n = int(m.group(1)) * (int(m.group(2)) if m.group(2) and not jigsaw else 1)
    if jigsaw and m.group(2):
        n = int(m.group(1)) * int(m.group(2))
    parts = desc.split(",")
    givens = grid_of(parts.pop(0), n * n)
    doc: dict = {"size": n, "constraints": []}
    if any(givens):
        digits = "123456789ABCDEFG"
        doc["givens"] = "".join(digits[v - 1] if v else "." for v in givens)
    if jigsaw:
        regions = groups_of(parts.pop(0), n)
        doc["regions"] = "".join("123456789ABCDEFG"[r] for r in regions)
    if diagonals:
        doc["constraints"] += [
            {"type": "diagonal", "direction": "main"},
            {"type": "diagonal", "direction": "anti"},
        ]
    if killer:
        cages = groups_of(parts.pop(0), n)
        totals = grid_of(parts.pop(0), n * n)
        for cage in range(max(cages) + 1):
            cells = [i for i in range(n * n) if cages[i] == cage]
            [total] = [totals[i] for i in cells if totals[i]]
            doc["constraints"].append(
                {"type": "killer", "cells": [name(i, n) for i in cells], "sum": total}
            )
    if parts:
        raise ValueError(f"unread parts {parts!r}")
    return doc


def main() -> int:
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(convert(line), separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
