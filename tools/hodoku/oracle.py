#!/usr/bin/env python3
"""Rate puzzles with hodoku-py (GPL, run as an external program only) and print TSV rows.

Usage:
    python3 -m venv /tmp/hvenv && /tmp/hvenv/bin/pip install hodoku-py
    /tmp/hvenv/bin/python tools/hodoku/oracle.py select > /tmp/sample.txt   # pick puzzles
    /tmp/hvenv/bin/python tools/hodoku/oracle.py rate < /tmp/sample.txt > /tmp/oracle.tsv
    cut -f1-3 /tmp/oracle.tsv > tools/hodoku/levels.tsv

`select` prints a sample of puzzles from ../shared/puzzles (60 kaggle, 120 top1465, 20
forum-hardest-1106) plus 200 minimal puzzles made here by removing clues from kaggle
solutions, so that every level appears. `rate` prints one row per puzzle:
`puzzle<TAB>level<TAB>score<TAB>techniques` where techniques lists the distinct techniques
hodoku-py used, in order of first use (the stored `levels.tsv` keeps the first three columns).
"""
import os
import random
import sys

SHARED = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "puzzles")


def read(name):
    with open(os.path.join(SHARED, name)) as f:
        return [line.strip() for line in f if len(line.strip()) == 81]


def peers():
    result = []
    for i in range(81):
        r, c = divmod(i, 9)
        b = (r // 3) * 3 + c // 3
        p = set()
        for j in range(81):
            rj, cj = divmod(j, 9)
            if j != i and (rj == r or cj == c or (rj // 3) * 3 + cj // 3 == b):
                p.add(j)
        result.append(sorted(p))
    return result


PEERS = peers()


def count(values, limit=2):
    """Number of solutions of `values` (list of 81 ints), up to `limit`."""
    best, best_opts = -1, None
    for i in range(81):
        if values[i] == 0:
            used = {values[j] for j in PEERS[i]}
            opts = [d for d in range(1, 10) if d not in used]
            if best_opts is None or len(opts) < len(best_opts):
                best, best_opts = i, opts
                if len(opts) <= 1:
                    break
    if best_opts is None:
        return 1
    total = 0
    for d in best_opts:
        values[best] = d
        total += count(values, limit - total)
        values[best] = 0
        if total >= limit:
            break
    return total


def solve(values):
    for i in range(81):
        if values[i] == 0:
            used = {values[j] for j in PEERS[i]}
            for d in range(1, 10):
                if d not in used:
                    values[i] = d
                    if solve(values):
                        return True
            values[i] = 0
            return False
    return True


def minimal_from(puzzle, rng):
    values = [0 if ch == "." else int(ch) for ch in puzzle]
    solve(values)
    order = list(range(81))
    rng.shuffle(order)
    for i in order:
        keep = values[i]
        values[i] = 0
        if count(values) != 1:
            values[i] = keep
    return "".join(str(v) if v else "." for v in values)


def select():
    rng = random.Random(2026)
    kaggle = read("kaggle-sample.txt")
    out = kaggle[:60]
    out += rng.sample(read("top1465.txt"), 120)
    out += rng.sample(read("forum-hardest-1106.txt"), 20)
    for p in rng.sample(kaggle, 200):
        out.append(minimal_from(p, rng))
    print("\n".join(out))


def rate():
    from hodoku import Solver

    solver = Solver()
    for line in sys.stdin:
        p = line.strip()
        if len(p) != 81:
            continue
        r = solver.solve(p)
        names = []
        for s in r.steps:
            n = s.type.name
            if n not in names:
                names.append(n)
        print(f"{p}\t{r.level.name.lower()}\t{r.score}\t{','.join(names)}", flush=True)


if __name__ == "__main__":
    {"select": select, "rate": rate}[sys.argv[1]]()
