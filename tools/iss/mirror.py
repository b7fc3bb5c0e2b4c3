#!/usr/bin/env python3
"""Mirror and rotated copies of ISS puzzles, for measuring searches with less luck.

A search that learns where to branch (ours, and sigh's Interactive Sudoku Solver's) depends on
the order of the cells, so one orientation of a puzzle can be lucky or unlucky: ISS's hard
thermometers take either solver from about 14,000 to 50,000 guesses depending on how the grid
is turned. This prints, for each puzzle of an exported collection (`export.mjs`), its seven
copies under the other symmetries of the square (three rotations, four reflections). They keep
every rule these collections use: rows, columns and boxes, both diagonals as a pair, windoku
boxes, anti-king and anti-knight moves, cages, lines.

    python3 tools/iss/mirror.py [--sudoku target/release/sudoku] [--js NAME] IN.tsv > OUT.tsv

Input and output rows: COLLECTION<TAB>NAME<TAB>INPUT<TAB>SOLUTION (the copies get NAME plus
` d0` … ` d6`, and no solution). INPUT is an ISS constraint string; a killer in another text
form (Tarek's compact lines, `3x3::k:`) is first turned into one with `sudoku show --format
json` (only cages and givens are handled that way). `--js NAME` prints instead a line to append
to ISS's `data/collections.js` (`export const NAME = new PuzzleCollection({}, [...])`), so that
ISS runs the copies in one warm process, as it runs its own collections. A measuring tool,
outside the product; nothing of ISS is copied.
"""
import argparse
import json
import re
import subprocess
import sys

DIGITS = "123456789abcdefg"
CELL = re.compile(r"[rR]([1-9a-gA-G])[cC]([1-9a-gA-G])")


def symmetries(n):
    m = n - 1
    return [
        lambda r, c: (c, r),
        lambda r, c: (m - r, c),
        lambda r, c: (r, m - c),
        lambda r, c: (m - r, m - c),
        lambda r, c: (c, m - r),
        lambda r, c: (m - c, r),
        lambda r, c: (m - c, m - r),
    ]


def from_json(text, sudoku):
    """An ISS string for a killer given in another form, through our JSON."""
    out = subprocess.run([sudoku, "show", "--format", "json", "-"], input=text + "\n",
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out.splitlines()[0])
    parts = []
    for x in d["constraints"]:
        if x["type"] != "killer":
            raise SystemExit(f"mirror.py: cannot write a {x['type']} constraint as ISS text")
        cells = "~".join(c.upper() for c in x["cells"])
        if "sum" in x:
            parts.append(f"Cage~{x['sum']}~{cells}")
        elif len(x["cells"]) > 1:
            parts.append(f"AllDifferent~{cells}")
    n = d["size"]
    givens = [f"R{DIGITS[k // n]}C{DIGITS[k % n]}_{ch}"
              for k, ch in enumerate(d["givens"]) if ch != "."]
    if givens:
        parts.append("~" + "~".join(givens))
    return "." + ".".join(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--sudoku", default="target/release/sudoku")
    ap.add_argument("--js", metavar="NAME")
    a = ap.parse_args()
    rows = []
    for line in open(a.input, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) < 3:
            continue
        text = f[2].strip()
        if not text.startswith("."):
            text = from_json(text, a.sudoku)
        n = 16 if "16x16" in text else 9
        for i, t in enumerate(symmetries(n)):
            def move(m, t=t):
                r, c = t(DIGITS.index(m.group(1).lower()), DIGITS.index(m.group(2).lower()))
                return f"R{DIGITS[r]}C{DIGITS[c]}"
            rows.append((f[0], f"{f[1]} d{i}", CELL.sub(move, text)))
    if a.js:
        print(f"export const {a.js} = new PuzzleCollection({{}}, {json.dumps([r[2] for r in rows])});")
    else:
        for c, name, text in rows:
            print(f"{c}\t{name}\t{text}\t")


if __name__ == "__main__":
    sys.exit(main())
