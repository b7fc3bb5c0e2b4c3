#!/usr/bin/env python3
"""Make a fresh agreement set (puzzles the rater was not fitted on), rated by hodoku-py.

Usage (from the repository root, after `cargo build --release`):
    python3 -m venv /tmp/hvenv && /tmp/hvenv/bin/pip install hodoku-py
    /tmp/hvenv/bin/python tools/hodoku/fresh.py make [SEED] > /tmp/fresh.txt
    /tmp/hvenv/bin/python tools/hodoku/fresh.py rate < /tmp/fresh.txt > tools/hodoku/fresh.tsv
    python3 tools/hodoku/fresh.py compare tools/hodoku/fresh.tsv [--diff]

`make` prints `source<TAB>puzzle` rows: 100 puzzles of our generator at each level
(`sudoku generate --difficulty LEVEL --count 100 --seed SEED`, SEED 14014 by default), 150
random 17-clue puzzles (drawn with seed SEED + 3 from ../shared/puzzles/17-clue.txt) and 150
QQWing puzzles (`qqwing --generate`,
Debian's program, 30 of each difficulty; QQWing has no seed, so its rows change from run to
run: the stored `fresh.tsv` (seed 14014) and `holdout.tsv` (seed 2611) are the sets the
figures in docs/RATING.md were measured on).
`rate` adds hodoku-py's level and score (default settings, run in one process):
`source<TAB>puzzle<TAB>level<TAB>score`. `compare` rates the puzzles with
`target/release/sudoku rate --format json` and prints, per source, how often the level and
the exact score agree.
"""
import json
import os
import random
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SUDOKU = os.environ.get("SUDOKU", os.path.join(ROOT, "target", "release", "sudoku"))
SHARED = os.path.join(ROOT, "..", "shared", "puzzles")
LEVELS = ["easy", "medium", "hard", "unfair", "extreme"]
QQWING = ["simple", "easy", "intermediate", "expert", "any"]


def run(args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def make(seed):
    rows = []
    for level in LEVELS:
        out = run([SUDOKU, "generate", "--difficulty", level, "--count", "100", "--seed", str(seed)])
        rows += [(f"gen-{level}", p.strip()) for p in out.split("\n") if len(p.strip()) == 81]
    with open(os.path.join(SHARED, "17-clue.txt")) as f:
        seventeen = [line.strip() for line in f if len(line.strip()) == 81]
    rows += [("17-clue", p) for p in random.Random(seed + 3).sample(seventeen, 150)]
    for diff in QQWING:
        out = run(["/usr/bin/qqwing", "--generate", "30", "--difficulty", diff, "--one-line"])
        rows += [("qqwing", p.strip()) for p in out.split("\n") if len(p.strip()) == 81]
    for source, puzzle in rows:
        print(f"{source}\t{puzzle}")


def rate():
    from hodoku import Solver

    solver = Solver()
    for line in sys.stdin:
        parts = line.strip().split("\t")
        if len(parts) != 2 or len(parts[1]) != 81:
            continue
        r = solver.solve(parts[1])
        print(f"{parts[0]}\t{parts[1]}\t{r.level.name.lower()}\t{r.score}", flush=True)


def compare(path, diff):
    with open(path) as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    out = subprocess.run(
        [SUDOKU, "rate", "--format", "json"],
        input="\n".join(r[1] for r in rows) + "\n",
        check=True, capture_output=True, text=True,
    ).stdout
    ours = [json.loads(line) for line in out.split("\n") if line.strip()]
    stats = {}
    for (source, puzzle, level, score), mine in zip(rows, ours):
        s = stats.setdefault(source, [0, 0, 0])
        s[0] += 1
        s[1] += level == mine["level"]
        s[2] += int(score) == mine["score"]
        if diff and int(score) != mine["score"]:
            print(f"{source}\t{puzzle}\thodoku {level} {score}\tours {mine['level']} {mine['score']}")
    total = [sum(s[i] for s in stats.values()) for i in range(3)]
    print("| source | puzzles | same level | same score |")
    print("|---|---:|---:|---:|")
    for source, (n, lv, sc) in list(stats.items()) + [("all", total)]:
        print(f"| {source} | {n} | {lv} ({100.0 * lv / n:.1f}%) | {sc} ({100.0 * sc / n:.1f}%) |")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]) if len(sys.argv) > 2 else 14014)
    elif sys.argv[1] == "rate":
        rate()
    else:
        compare(sys.argv[2], "--diff" in sys.argv)
