#!/usr/bin/env python3
"""Show where our solving path first leaves hodoku-py's (GPL, run as an external program).

Usage (after `cargo build --release`):
    /tmp/hvenv/bin/python tools/hodoku/pathdiff.py PUZZLE [PUZZLE...]
    /tmp/hvenv/bin/python tools/hodoku/pathdiff.py --summary < puzzles.txt

For each puzzle it prints both scores and the first step where the two paths differ (the
technique and what it places or removes), with the steps either side. `--summary` reads
puzzles from standard input and counts the first differences by pair of techniques.
"""
import collections
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SUDOKU = os.environ.get("SUDOKU", os.path.join(ROOT, "target", "release", "sudoku"))


def name(i):
    return f"r{i // 9 + 1}c{i % 9 + 1}"


def hodoku_steps(solver, puzzle):
    r = solver.solve(puzzle)
    steps = []
    for s in r.steps:
        places = tuple(sorted(f"{name(i)}={v}" for i, v in zip(s.indices, s.values)))
        if s.type.name not in ("FULL_HOUSE", "NAKED_SINGLE", "HIDDEN_SINGLE", "BRUTE_FORCE") \
                and "FORCING" not in s.type.name:
            places = ()
        gone = tuple(sorted(f"{name(c.index)}<>{c.value}" for c in s.candidates_to_delete))
        steps.append((s.type.value, places, gone))
    return r, steps


def our_steps(puzzle):
    out = subprocess.run([SUDOKU, "explain", "--format", "json"], input=puzzle + "\n",
                         capture_output=True, text=True, check=True).stdout
    obj = json.loads(out.strip().split("\n")[0])
    steps = []
    for s in obj["steps"]:
        places = tuple(sorted(f"{p['cell']}={p['digit']}" for p in s["placements"]))
        gone = tuple(sorted(f"{e['cell']}<>{e['digit']}" for e in s["eliminations"]))
        steps.append((s["technique"], places, gone, s["text"]))
    return obj, steps


def first_diff(h, o):
    for k in range(min(len(h), len(o))):
        if h[k][1:3] != o[k][1:3]:
            return k
    return None if len(h) == len(o) else min(len(h), len(o))


def show(k, h, o):
    def fmt(s):
        return f"{s[0]}: {' '.join(s[1])} {' '.join(s[2])}"
    for j in range(max(0, k - 2), min(k + 2, max(len(h), len(o)))):
        mark = ">>" if j == k else "  "
        print(f"{mark} {j:3} H {fmt(h[j]) if j < len(h) else '-'}")
        print(f"{mark} {j:3} O {fmt(o[j]) if j < len(o) else '-'}"
              + (f"   [{o[j][3]}]" if j == k and j < len(o) else ""))


def main():
    from hodoku import Solver

    solver = Solver()
    if sys.argv[1:] == ["--summary"]:
        counts = collections.Counter()
        for line in sys.stdin:
            p = line.strip().split("\t")[-1] if "\t" in line else line.strip()
            if len(p) != 81:
                continue
            r, h = hodoku_steps(solver, p)
            obj, o = our_steps(p)
            k = first_diff(h, o)
            if k is not None:
                key = (h[k][0] if k < len(h) else "-", o[k][0] if k < len(o) else "-")
                counts[key] += 1
                print(f"{p}\t{r.score}\t{obj['score']}\t{k}\t{key[0]}\t{key[1]}", flush=True)
        for (a, b), n in counts.most_common():
            print(f"{n:4}  hodoku {a}  /  ours {b}")
        return
    for p in sys.argv[1:]:
        r, h = hodoku_steps(solver, p)
        obj, o = our_steps(p)
        print(f"{p}: hodoku {r.level.name.lower()} {r.score}, ours {obj['level']} {obj['score']}")
        k = first_diff(h, o)
        if k is None:
            print("   same path")
        else:
            show(k, h, o)


if __name__ == "__main__":
    main()
