#!/usr/bin/env python3
"""Matches the levels of bench.sh's output: for each Solo row, what our generator would spend to
make the same puzzles by our rater's levels (as many easy, medium, hard, unfair and extreme
puzzles as our rater found among Solo's), from our per-level rates (`--difficulty L`), and the
ratio of the two speeds.

    python3 tools/solo/match.py results.tsv
"""

from __future__ import annotations

import csv
import sys

LEVELS = ("easy", "medium", "hard", "unfair", "extreme")


def main(path: str) -> int:
    rows = list(csv.reader(open(path, encoding="utf-8"), delimiter="\t"))[1:]
    ours: dict[tuple[str, str], float] = {}
    for who, kind, level, made, secs, *_ in rows:
        if who == "ours" and level in LEVELS and int(made) > 0:
            ours[kind, level] = float(secs) / int(made)  # CPU seconds a puzzle
    print("kind\tsolo level\tsolo puzzles/s\tour levels of them\tours puzzles/s, same levels\tours ÷ solo")
    for who, kind, level, made, secs, _rate, *levels in rows:
        if who != "solo":
            continue
        mix = {k: int(v) for k, v in (x.split("=") for x in levels)}
        if any(n and (kind, lvl) not in ours for lvl, n in mix.items()):
            missing = [lvl for lvl, n in mix.items() if n and (kind, lvl) not in ours]
            print(f"{kind}\t{level}\t\t\tours made no {'/'.join(missing)} puzzle\t")
            continue
        solo_rate = int(made) / float(secs)
        our_secs = sum(n * ours[kind, lvl] for lvl, n in mix.items())
        our_rate = sum(mix.values()) / our_secs
        text = " ".join(f"{lvl} {n}" for lvl, n in mix.items() if n)
        print(f"{kind}\t{level}\t{solo_rate:.1f}\t{text}\t{our_rate:.1f}\t{our_rate / solo_rate:.1f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
