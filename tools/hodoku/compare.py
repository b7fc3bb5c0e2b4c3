#!/usr/bin/env python3
"""Compare our levels with hodoku-py's and print the confusion matrix as a Markdown table.

Usage:
    sudoku rate --format json tools/hodoku/puzzles.txt > /tmp/ours.jsonl
    python3 tools/hodoku/compare.py tools/hodoku/levels.tsv /tmp/ours.jsonl [--diff]

The first file is the oracle TSV (`puzzle, level, score, techniques`); the second holds our
ratings, either as JSON Lines from `sudoku rate --format json` or as TSV rows starting with
`puzzle, level, score`. With `--diff`, the disagreeing puzzles are listed too.
"""
import json
import sys

LEVELS = ["easy", "medium", "hard", "unfair", "extreme"]


def load(path):
    out = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            if line.startswith("{"):
                obj = json.loads(line)
                out[obj["puzzle"]] = (obj["level"], int(obj["score"]), "")
            else:
                parts = line.split("\t")
                out[parts[0]] = (parts[1], int(parts[2]), parts[3] if len(parts) > 3 else "")
    return out


def main():
    oracle, ours = load(sys.argv[1]), load(sys.argv[2])
    matrix = {(a, b): 0 for a in LEVELS for b in LEVELS}
    agree = total = 0
    diffs = []
    for p, (lvl, score, tech) in oracle.items():
        if p not in ours or lvl not in LEVELS:
            continue
        mine = ours[p]
        matrix[(lvl, mine[0])] += 1
        total += 1
        if lvl == mine[0]:
            agree += 1
        else:
            diffs.append(f"{p}\thodoku {lvl} {score} {tech}\tours {mine[0]} {mine[1]} {mine[2]}")
    print("| HoDoKu \\ ours | " + " | ".join(LEVELS) + " | total |")
    print("|---|" + "---|" * (len(LEVELS) + 1))
    for a in LEVELS:
        row = [matrix[(a, b)] for b in LEVELS]
        print(f"| {a} | " + " | ".join(str(x) for x in row) + f" | {sum(row)} |")
    print(f"\nagreement: {agree}/{total} = {100.0 * agree / max(total, 1):.1f}%")
    if "--diff" in sys.argv:
        print("\n".join(diffs))


if __name__ == "__main__":
    main()
