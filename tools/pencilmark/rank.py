#!/usr/bin/env python3
"""Rank agreement of our variant rating with pencilmark's difficulty (issue 37): build a set, rate it twice, compare.

A measuring tool outside the product. pencilmark (PyPI, MIT) is run as an external program only: this script imports it
solely inside the child processes it starts (`rank.py --child`, with the venv's python); nothing of ours links or imports
it. Our side is the command `sudoku rate --format json`, run once per puzzle.

Usage (from the repo root; needs our binary at target/ci/sudoku, or --sudoku PATH; see README.md beside this file):

    nice -n 10 /work/pm-venv/bin/python tools/pencilmark/rank.py all --iss /work/iss/data/collections.js
    ... build --out SET.tsv           # only build the set (default tools/pencilmark/rank-set.tsv)
    ... rate --set SET.tsv --out RESULTS.tsv [--resume]
    ... stats RESULTS.tsv [--markdown]

The set (`build`, reproducible: fixed seeds, no clock): 9x9 variant puzzles with one solution each,
  * generated: solution grids from `sudoku generate --count N --seed S` solved by `sudoku solve` (for anti-knight,
    anti-king, diagonals and jigsaws: grids that keep the rule, found by `sudoku solve --first` from a shuffled first
    row); constraints read off the solution (killer cages tiling all or part of the grid, thermometers, kropki dots
    with or without the negative rule, XV with or without it, arrows, German whispers, renban lines, little killers,
    anti-knight, anti-king, both diagonals, jigsaw regions, and a mix); then the givens: all 81 from the solution,
    removed one at a time in a random order while `sudoku count --limit 2` still says 1 (in lockstep, one count
    command per step for every puzzle). Each puzzle keeps the minimal givens plus the last k givens removed, k drawn
    per puzzle (0 = minimal), to spread difficulty. Seed of everything: --seed (default 37).
  * with --iss COLLECTIONS.js: the 9x9 puzzles of sigh's Interactive Sudoku Solver collections (tools/iss/export.mjs
    --all), converted to our JSON form by `sudoku show --format json`; their solution from `sudoku solve`.
  Written as TSV: name <TAB> kind <TAB> puzzle (our JSON form, one line) <TAB> solution (81 digits).

Rating (`rate`), one puzzle at a time, sequentially:
  ours  `sudoku rate --format json --threads 1 --timeout OURS_SECS -` with the puzzle on stdin; ours_ms is the wall
        time of that command (process start included).
  pm    the puzzle converted to an f-puzzles link by `sudoku show --format fpuzzles` (not timed), then a child process
        (the venv's python) decodes it (little-killer fix-up as in bench.py), and calls
        `pencilmark.rate(puzzle, max_seconds=PM_SECS/2)` (its uniqueness proof included); pm_ms is the wall time of that
        call, measured in the child. The child is killed after PM_SECS. Then, untimed, `pencilmark.solve` checks that
        pencilmark's solution is ours (status pm-mismatch otherwise).
  Ours runs first; pencilmark is not run on a puzzle ours did not rate.
  Results TSV columns: name kind level score se hardest steps ours_ms pm_difficulty pm_band pm_band_index pm_time pm_ms
  status (ok, ours-timeout, ours-error, pm-timeout, pm-undecided, pm-error, pm-mismatch; ok-truncated: pencilmark hit
  max_seconds and says its list of techniques may not be minimal, the card is kept).

Stats (`stats`): Spearman's rank correlation (average ranks for ties, written here, no scipy) over the puzzles both
rated: our score vs pencilmark's difficulty, our SE vs difficulty, our level (easy < medium < hard < unfair < extreme)
vs band_index; overall and per kind. --markdown prints the tables docs/RATING.md holds.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
from bench import _fix_little_killers, convert  # noqa: E402  (bench.py imports pencilmark only in its child)

N = 9
CELLS = range(81)
LEVELS = ["easy", "medium", "hard", "unfair", "extreme"]
DEFAULT_SET = HERE / "rank-set.tsv"
DEFAULT_RESULTS = HERE / "rank-results.tsv"
RESULT_COLS = ["name", "kind", "level", "score", "se", "hardest", "steps", "ours_ms", "pm_difficulty", "pm_band",
               "pm_band_index", "pm_time", "pm_ms", "status"]


def rc(i):
    return f"r{i // N + 1}c{i % N + 1}"


def _nbrs(i, king):
    r, c = divmod(i, N)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and (king or not (dr and dc)) and 0 <= r + dr < N and 0 <= c + dc < N:
                out.append((r + dr) * N + c + dc)
    return out


KING = [_nbrs(i, True) for i in CELLS]
ORTH = [_nbrs(i, False) for i in CELLS]
PAIRS = [(i, j) for i in CELLS for j in ORTH[i] if j > i]        # side-by-side pairs, each once


# ------------------------------------------------------------------------------------------------ our command
class Sudoku:
    def __init__(self, path, log=None):
        self.path = path
        self.log = log or (lambda *a: None)

    def run(self, args, stdin, timeout=None):
        return subprocess.run([self.path, *args, "--no-progress"], input=stdin, capture_output=True, text=True,
                              timeout=timeout)

    def generate_solutions(self, count, seed):
        r = self.run(["generate", "--count", str(count), "--seed", str(seed)], "")
        puzzles = [x.strip() for x in r.stdout.splitlines() if x.strip()]
        r = self.run(["solve", "-"], "\n".join(puzzles) + "\n")
        sols = [x.strip() for x in r.stdout.splitlines() if x.strip()]
        if len(sols) != count or any(len(s) != 81 or not s.isdigit() for s in sols):
            raise RuntimeError(f"sudoku generate/solve gave {len(sols)} solutions for {count}")
        return sols

    def solve_first(self, docs, secs=120):
        """our JSON docs -> their first solution (81 digits) or None, in order"""
        out = [None] * len(docs)
        try:
            r = self.run(["solve", "--first", "--format", "json", "--threads", "2", "-"],
                         "".join(json.dumps(d, separators=(",", ":")) + "\n" for d in docs), timeout=secs)
        except subprocess.TimeoutExpired:
            self.log(f"  note: a solve command of {len(docs)} puzzles took more than {secs} s; none of them kept")
            return out
        for line in r.stdout.splitlines():
            try:
                o = json.loads(line)
                k = int(o["source"].rsplit(":", 1)[1]) - 1
            except (ValueError, KeyError, IndexError):
                continue
            s = o.get("solution")
            if isinstance(s, str) and len(s) == 81 and s.isdigit():
                out[k] = s
        return out

    def count_text(self, puzzle, secs):
        r = self.run(["count", "--limit", "2", "--format", "json", "--timeout", str(secs), "-"], puzzle + "\n",
                     timeout=secs + 60)
        o = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]
        return bool(o) and o[0].get("count") == 1 and not o[0].get("at_least")

    def solve_first_text(self, puzzle, secs):
        r = self.run(["solve", "--first", "--format", "json", "-"], puzzle + "\n", timeout=secs)
        o = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]
        s = o[0].get("solution") if o else None
        return s if isinstance(s, str) and len(s) == 81 and s.isdigit() else None

    def count(self, docs, secs):
        """our JSON docs -> True when `count --limit 2` says exactly 1 (False: 0, 2+, error, or not done in time)"""
        if not docs:
            return [], []
        try:
            r = self.run(["count", "--limit", "2", "--format", "json", "--threads", "2", "--timeout", str(secs), "-"],
                         "".join(json.dumps(d, separators=(",", ":")) + "\n" for d in docs), timeout=secs + 60)
        except subprocess.TimeoutExpired:
            r = None
        out = [None] * len(docs)
        for line in (r.stdout if r else "").splitlines():
            try:
                o = json.loads(line)
                k = int(o["source"].rsplit(":", 1)[1]) - 1
            except (ValueError, KeyError, IndexError):
                continue
            out[k] = o.get("count") == 1 and not o.get("at_least")
        late = [k for k, x in enumerate(out) if x is None]
        return [bool(x) for x in out], late


def doc_of(item, givens):
    d = {"size": N, "givens": givens, "constraints": item["constraints"]}
    if item.get("regions"):
        d["regions"] = item["regions"]
    return d


# ------------------------------------------------------------------------------------------------ constraints
def _path(S, rng, free, length, step_ok, final_ok=None, start=None, budget=400):
    """a king-move path of `length` free cells whose digits keep step_ok(path, next) (and final_ok(path)); or None"""
    starts = [start] if start is not None else rng.sample([i for i in CELLS if i in free], k=min(40, len(free)))
    work = [0]

    def dfs(path):
        if len(path) == length:
            return path if final_ok is None or final_ok(path) else None
        work[0] += 1
        if work[0] > budget:
            return None
        nx = [j for j in KING[path[-1]] if j in free and j not in path and step_ok(path, j)]
        rng.shuffle(nx)
        for j in nx:
            got = dfs(path + [j])
            if got:
                return got
        return None

    for s in starts:
        if s not in free:
            continue
        work[0] = 0
        got = dfs([s])
        if got:
            return got
    return None


def lines(S, rng, count, lengths, step_ok, final_ok=None):
    free, out = set(CELLS), []
    for _ in range(count * 6):
        if len(out) >= count:
            break
        p = _path(S, rng, free, rng.choice(lengths), step_ok, final_ok)
        if p:
            out.append(p)
            free -= set(p)
    return out


def thermos(S, rng, dens):
    ls = lines(S, rng, rng.randint(3, 4 + int(6 * dens)), [3, 4, 4, 5, 5, 6, 7],
               lambda p, j: S[j] > S[p[-1]])
    return [{"type": "thermometer", "cells": [rc(i) for i in p]} for p in ls]


def whispers(S, rng, dens):
    ls = lines(S, rng, rng.randint(3, 3 + int(5 * dens)), [3, 4, 5, 5, 6, 7, 8],
               lambda p, j: abs(S[j] - S[p[-1]]) >= 5)
    return [{"type": "whispers", "cells": [rc(i) for i in p]} for p in ls]


def renbans(S, rng, dens):
    out = []
    free = set(CELLS)
    for _ in range(40):
        if len(out) >= rng.randint(3, 4 + int(5 * dens)):
            break
        L = rng.choice([3, 3, 4, 4, 5, 6])
        p = _path(S, rng, free, L,
                  lambda p, j: S[j] not in [S[x] for x in p] and max(S[x] for x in p + [j]) - min(S[x] for x in p + [j]) < L)
        if p:
            out.append(p)
            free -= set(p)
    return [{"type": "renban", "cells": [rc(i) for i in p]} for p in out]


def arrows(S, rng, dens):
    out, free = [], set(CELLS)
    want = rng.randint(3, 4 + int(6 * dens))
    for c0 in rng.sample(list(CELLS), 81):
        if len(out) >= want:
            break
        v = S[c0]
        if v < 3 or c0 not in free:
            continue
        L = rng.choice([2, 2, 3]) if v >= 6 else 2
        for s in rng.sample(KING[c0], len(KING[c0])):
            if s not in free:
                continue
            p = _path(S, rng, free - {c0}, L, lambda p, j: sum(S[x] for x in p) + S[j] <= v,
                      lambda p: sum(S[x] for x in p) == v, start=s)
            if p:
                out.append({"type": "arrow", "circle": [rc(c0)], "shafts": [[rc(i) for i in p]]})
                free -= set(p) | {c0}
                break
    return out


def cages(S, rng, cover):
    """killer cages grown side by side, no digit twice, until `cover` of the grid is caged"""
    owner, out = {}, []
    sizes = [1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5]
    for s in rng.sample(list(CELLS), 81):
        if len(owner) >= cover * 81:
            break
        if s in owner:
            continue
        want, cage = rng.choice(sizes), [s]
        owner[s] = len(out)
        while len(cage) < want:
            nx = [j for c in cage for j in ORTH[c] if j not in owner and S[j] not in [S[x] for x in cage]]
            if not nx:
                break
            j = rng.choice(nx)
            cage.append(j)
            owner[j] = len(out)
        out.append(sorted(cage))
    return [{"type": "killer", "cells": [rc(i) for i in c], "sum": sum(S[i] for i in c)} for c in out]


def kropki(S, rng, frac, negative):
    out = []
    for a, b in PAIRS:
        x, y = S[a], S[b]
        if rng.random() >= frac:
            continue
        if x == 2 * y or y == 2 * x:
            out.append({"type": "ratio", "cells": [rc(a), rc(b)]})
        elif abs(x - y) == 1:
            out.append({"type": "difference", "cells": [rc(a), rc(b)]})
    if negative:
        out += [{"type": "no-difference"}, {"type": "no-ratio"}]
    return out


def xvs(S, rng, frac, negative):
    out = [{"type": "xv", "cells": [rc(a), rc(b)], "sum": S[a] + S[b]} for a, b in PAIRS
           if S[a] + S[b] in (5, 10) and rng.random() < frac]
    if negative:
        out.append({"type": "no-xv"})
    return out


LK_DIRS = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}


def little_killers(S, rng, dens):
    diags, seen = [], set()
    clues = [(0, c, d) for c in range(1, N + 1) for d in ("DR", "DL")] + \
            [(N + 1, c, d) for c in range(1, N + 1) for d in ("UR", "UL")] + \
            [(r, 0, d) for r in range(1, N + 1) for d in ("DR", "UR")] + \
            [(r, N + 1, d) for r in range(1, N + 1) for d in ("DL", "UL")]
    for r, c, d in clues:
        dr, dc = LK_DIRS[d]
        cells, rr, cc = [], r + dr, c + dc
        while 1 <= rr <= N and 1 <= cc <= N:
            cells.append((rr - 1) * N + cc - 1)
            rr, cc = rr + dr, cc + dc
        key = frozenset(cells)
        if len(cells) >= 3 and key not in seen:
            seen.add(key)
            diags.append((f"r{r}c{c}", d, cells))
    pick = rng.sample(diags, rng.randint(6, 8 + int(10 * dens)))
    return [{"type": "little-killer", "clue": cl, "direction": d, "sum": sum(S[i] for i in cells)} for cl, d, cells in pick]


def jigsaw_regions(rng, swaps=150):
    reg = [(i // N // 3) * 3 + (i % N) // 3 for i in CELLS]

    def connected(k):
        cells = [i for i in CELLS if reg[i] == k]
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            x = todo.pop()
            for j in ORTH[x]:
                if reg[j] == k and j not in seen:
                    seen.add(j)
                    todo.append(j)
        return len(seen) == len(cells)

    done = 0
    for _ in range(swaps * 40):
        if done >= swaps:
            break
        a = rng.randrange(81)
        b = rng.choice(ORTH[a])
        if reg[a] == reg[b]:
            continue
        # move a into b's region and some cell of b's region (side by side with a's region) into a's
        ka, kb = reg[a], reg[b]
        back = [x for x in CELLS if reg[x] == kb and x != b and any(reg[j] == ka for j in ORTH[x])]
        if not back:
            continue
        x = rng.choice(back)
        reg[a], reg[x] = kb, ka
        if connected(ka) and connected(kb):
            done += 1
        else:
            reg[a], reg[x] = ka, kb
    return "".join(str(k + 1) for k in reg)


# kind -> (grid rule for the solution: None = classic, else constraints/regions the grid must keep; maker)
def make_constraints(kind, S, rng):
    dens = rng.random()
    if kind == "killer":
        return cages(S, rng, 1.0)
    if kind == "killer-part":
        return cages(S, rng, 0.3 + 0.5 * dens)
    if kind == "thermo":
        return thermos(S, rng, dens)
    if kind == "kropki":
        return kropki(S, rng, 0.3 + 0.6 * dens, False)
    if kind == "kropki-neg":
        return kropki(S, rng, 1.0, True)
    if kind == "xv":
        return xvs(S, rng, 0.4 + 0.6 * dens, False)
    if kind == "xv-neg":
        return xvs(S, rng, 1.0, True)
    if kind == "arrow":
        return arrows(S, rng, dens)
    if kind == "whispers":
        return whispers(S, rng, dens)
    if kind == "renban":
        return renbans(S, rng, dens)
    if kind == "little-killer":
        return little_killers(S, rng, dens)
    if kind == "mixed":
        out = cages(S, rng, 0.15 + 0.15 * dens)
        used = {c for k in out for c in k["cells"]}
        for extra in (thermos(S, rng, 0.0)[:2], arrows(S, rng, 0.0)[:2], whispers(S, rng, 0.0)[:1], renbans(S, rng, 0.0)[:1]):
            for k in extra:
                cs = set(k.get("cells", [])) | set(k.get("circle", [])) | {c for s in k.get("shafts", []) for c in s}
                if not cs & used:
                    out.append(k)
                    used |= cs
        out += kropki(S, rng, 0.15, False)
        return out
    return []  # anti-knight, anti-king, diagonal, jigsaw: the rule itself (GRID_RULES)


GRID_RULES = {
    "anti-knight": [{"type": "anti-knight"}],
    "anti-king": [{"type": "anti-king"}],
    "diagonal": [{"type": "diagonal", "direction": "main"}, {"type": "diagonal", "direction": "anti"}],
    "jigsaw": [],
}
KINDS = ["killer", "killer-part", "thermo", "kropki", "kropki-neg", "xv", "xv-neg", "arrow", "whispers", "renban",
         "little-killer", "mixed", "anti-knight", "anti-king", "diagonal", "jigsaw"]
EXTRAS = [0, 0, 0, 1, 2, 3, 4, 6, 8, 11, 15]    # givens left above the minimum (the last ones removed)
# removal stops at this many givens: our count takes minutes on a little killer puzzle with a handful of givens
FLOOR = {"little-killer": 12}


# ------------------------------------------------------------------------------------------------ build
def rule_grids(sd, rng, kind, want, log):
    """solutions keeping the kind's grid rule: `solve --first` from a shuffled first row (and jigsaw regions)"""
    got = []
    for _round in range(20):
        docs = []
        for _ in range(max(4, 2 * (want - len(got)))):
            row = rng.sample(range(1, 10), 9)
            d = {"size": N, "givens": "".join(map(str, row)) + "." * 72, "constraints": GRID_RULES[kind]}
            if kind == "jigsaw":
                d["regions"] = jigsaw_regions(rng)
            docs.append(d)
        for d, s in zip(docs, sd.solve_first(docs)):
            if s and len(got) < want:
                got.append((s, d.get("regions")))
        if len(got) >= want:
            break
    log(f"  {kind}: {len(got)} grids")
    return got


def minimise(sd, items, seed, secs, log):
    """remove givens one at a time in each item's random order while the count stays 1, all items in lockstep.
    Sets item['removed'] (cells removed, in order) and item['kept'] (the minimal givens)."""
    # first: do the constraints alone make the solution unique? then every removal succeeds
    # (not asked of the kinds with a floor: slow there, and their givens stop at the floor anyway)
    ask = [it for it in items if it["kind"] not in FLOOR]
    alone, late = sd.count([doc_of(it, "." * 81) for it in ask], secs)
    alone = dict(zip((it["name"] for it in ask), alone))
    for it in items:
        ok = alone.get(it["name"], False)
        it["order"] = random.Random(f"{seed}:order:{it['name']}").sample(list(CELLS), 81)
        it["given"] = set(CELLS)
        it["removed"] = []
        if ok:
            it["removed"] = list(it["order"])
            it["given"] = set()
    late_total = [(ask[k]["name"], "no givens") for k in late]
    active = [it for it in items if it["given"]]
    log(f"  {len(items) - len(active)} of {len(items)} unique with no givens; minimising {len(active)}")
    for step in range(81):
        active = [it for it in active if len(it["given"]) > FLOOR.get(it["kind"], 0)]
        docs = []
        for it in active:
            c = it["order"][step]
            g = it["given"] - {c}
            docs.append(doc_of(it, "".join(it["solution"][i] if i in g else "." for i in CELLS)))
        oks, late = sd.count(docs, secs)
        late_total += [(active[k]["name"], step) for k in late]
        for it, ok in zip(active, oks):
            if ok:
                c = it["order"][step]
                it["given"].discard(c)
                it["removed"].append(c)
        if step % 10 == 9:
            log(f"  step {step + 1}/81: mean givens {sum(len(it['given']) for it in active) / max(1, len(active)):.1f}")
    for it in items:
        it["kept"] = sorted(it["given"])
    return late_total


def build(a, log):
    sd = Sudoku(a.sudoku, log)
    per = a.per_kind
    classic = sd.generate_solutions(per * len(KINDS), a.seed)
    items = []
    gi = 0
    for kind in KINDS:
        skip = a.kinds and kind not in a.kinds.split(",")
        krng = random.Random(f"{a.seed}:{kind}")
        if kind in GRID_RULES:
            if skip:
                continue
            grids = rule_grids(sd, krng, kind, per, log)
        else:
            grids = [(s, None) for s in classic[gi:gi + per]]
            gi += per
            if skip:
                continue
        for n, (sol, regions) in enumerate(grids):
            S = [int(ch) for ch in sol]
            cons = GRID_RULES.get(kind) or make_constraints(kind, S, krng)
            items.append({"name": f"{kind}-{n + 1:02d}", "kind": kind, "solution": sol, "regions": regions,
                          "constraints": cons})
    log(f"{len(items)} generated bases; minimising givens")
    late = minimise(sd, items, a.seed, a.count_secs, log)
    if late:
        log(f"  note: {len(late)} counts were not done in {a.count_secs} s (taken as not unique): {late}")
    rows = []
    for it in items:
        k = random.Random(f"{a.seed}:extra:{it['name']}").choice(EXTRAS)
        keep = set(it["kept"]) | set(it["removed"][len(it["removed"]) - k:] if k else [])
        givens = "".join(it["solution"][i] if i in keep else "." for i in CELLS)
        doc = doc_of(it, givens)
        rows.append({"name": it["name"], "kind": it["kind"], "puzzle": json.dumps(doc, separators=(",", ":")),
                     "solution": it["solution"], "extra": k})
    if a.iss:
        rows += iss_rows(sd, a.iss, a.iss_secs, log)
    seen, out = set(), []
    for r in rows:
        if r["puzzle"] in seen:
            log(f"  duplicate left out: {r['name']}")
            continue
        seen.add(r["puzzle"])
        out.append(r)
    return out


def iss_rows(sd, collections_js, secs, log):
    r = subprocess.run(["node", str(REPO / "tools/iss/export.mjs"), collections_js, "--all"], capture_output=True,
                       text=True, check=True)
    rows = []
    for line in r.stdout.splitlines():
        f = line.split("\t")
        if len(f) < 3 or "16x16" in f[2] or (len(f) > 3 and len(f[3]) not in (0, 81)):
            continue
        rows.append(f + [""] * (4 - len(f)))
    out = []
    for coll, name, puz, sol in rows:
        # one puzzle a command, so that a slow one (Mathemagic's killers) costs only its own time limit
        try:
            ok = sd.count_text(puz, secs)
            s = sd.solve_first_text(puz, secs) if ok else None
        except subprocess.TimeoutExpired:
            ok, s = False, None
        if not ok or not s:
            log(f"  ISS {coll} {name}: left out (not proved unique in {secs} s)")
            continue
        if sol and sol != s:
            log(f"  ISS {coll} {name}: our solution differs from the stored one; left out")
            continue
        out.append({"name": f"{coll}: {name}", "kind": "iss-" + coll.lower().replace("_", "-"),
                    "puzzle": puz.strip(), "solution": s, "extra": ""})
    log(f"  ISS: {len(out)} of {len(rows)} 9x9 puzzles")
    return out


def write_set(rows, path):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("# name\tkind\tpuzzle\tsolution\n")
        for r in rows:
            fh.write(f"{r['name']}\t{r['kind']}\t{r['puzzle']}\t{r['solution']}\n")


def read_tsv(path, cols):
    """rows of a TSV without its comment lines, as dicts of `cols` (missing fields empty)"""
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("#") or not line.strip():
                continue
            f = line.rstrip("\n").split("\t")
            rows.append(dict(zip(cols, f + [""] * (len(cols) - len(f)))))
    return rows


def read_set(path):
    return read_tsv(path, ["name", "kind", "puzzle", "solution"])


# ------------------------------------------------------------------------------------------------ rate
def child_main():
    """read {link, max_seconds, solution} on stdin; print the card line, then the check line"""
    job = json.loads(sys.stdin.read())
    try:
        import pencilmark
        from pencilmark.sources import fpuzzles
        fp = fpuzzles.decode(job["link"], fetch=False)
        _fix_little_killers(fp)
        p = pencilmark.load(fpuzzles.to_puzzle(fp, fetch=False))
        t = time.perf_counter()
        try:
            card = pencilmark.rate(p, max_seconds=job["max_seconds"])
        except pencilmark.Undecided as e:
            print(json.dumps({"status": "pm-undecided", "error": str(e)[:200],
                              "ms": (time.perf_counter() - t) * 1e3}), flush=True)
            return
        ms = (time.perf_counter() - t) * 1e3
        print(json.dumps({"status": "ok", "card": card, "ms": ms, "version": pencilmark.__version__}), flush=True)
        sol = "".join(str(v) for v in pencilmark.solve(p))
        print(json.dumps({"check": "yes" if sol == job["solution"] else "NO", "solution": sol}), flush=True)
    except Exception as e:
        print(json.dumps({"status": "pm-error", "error": f"{type(e).__name__}: {e}"[:300]}), flush=True)


def rate_ours(sudoku, puzzle, secs):
    t = time.perf_counter()
    try:
        r = subprocess.run([sudoku, "rate", "--format", "json", "--threads", "1", "--no-progress", "--timeout",
                            str(secs), "-"], input=puzzle + "\n", capture_output=True, text=True, timeout=secs + 30)
    except subprocess.TimeoutExpired:
        return {"status": "ours-timeout"}, (time.perf_counter() - t) * 1e3
    ms = (time.perf_counter() - t) * 1e3
    lines = [x for x in r.stdout.splitlines() if x.strip().startswith("{")]
    if not lines:
        err = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        st = "ours-timeout" if "time limit" in err or "not done" in err or ms > secs * 1e3 else "ours-error"
        return {"status": st, "error": err[:200]}, ms
    o = json.loads(lines[0])
    if o.get("error") or not o.get("solved", True):
        return {"status": "ours-error", "error": str(o.get("error") or o)[:200]}, ms
    return {"status": "ok", **o}, ms


def rate_pm(python, link, solution, secs):
    job = {"link": link, "max_seconds": secs / 2, "solution": solution}
    out = ""
    try:
        r = subprocess.run([python, os.path.abspath(__file__), "--child"], input=json.dumps(job), capture_output=True,
                           text=True, timeout=secs)
        out = r.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
    res, check = None, None
    for line in out.splitlines():
        try:
            o = json.loads(line)
        except ValueError:
            continue
        if "check" in o:
            check = o
        else:
            res = o
    if res is None:
        return {"status": "pm-timeout"}
    if res["status"] == "ok" and check is None:
        res["check"] = "not checked (timeout)"
    elif check is not None:
        res["check"] = check["check"]
    return res


def fmt(x, nd=1):
    if x is None or x == "":
        return ""
    if isinstance(x, float):
        return f"{x:.{nd}f}"
    return str(x)


def refresh_ours(a, log):
    """Rates our side again for every row of --out (after a change to our engine), keeping
    pencilmark's columns and statuses as they are: pencilmark's side is the slow one and does not
    change with our binary."""
    rows = {r["name"]: r for r in read_set(a.set)}
    results = read_results(a.out)
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write("# " + "\t".join(RESULT_COLS) + "\n")
        for k, rec in enumerate(results):
            row = rows.get(rec["name"])
            if row is not None:
                o, ours_ms = rate_ours(a.sudoku, row["puzzle"], a.ours_secs)
                rec["ours_ms"] = f"{ours_ms:.0f}"
                if o["status"] == "ok":
                    rec.update(level=o["level"], score=o["score"], se=o["se"], hardest=o["hardest"],
                               steps=o["steps"])
                    if rec["status"].startswith("ours-"):
                        rec["status"] = "pm-not-run (rate again without --refresh-ours)"
                else:
                    rec.update(level="", score="", se="", hardest="", steps="")
                    rec["status"] = o["status"]
            fh.write("\t".join(str(rec.get(c, "")).replace("\t", " ") for c in RESULT_COLS) + "\n")
            log(f"[{k + 1}/{len(results)}] {rec['name']}: ours {rec['level']} {rec['score']} ({rec['ours_ms']} ms)")


def rate(a, log):
    if a.refresh_ours:
        return refresh_ours(a, log)
    rows = read_set(a.set)
    if a.only:
        rows = [r for r in rows if a.only in r["name"] or a.only == r["kind"]]
    done = set()
    mode = "w"
    if a.resume and os.path.exists(a.out):
        with open(a.out, encoding="utf-8") as fh:
            done = {line.split("\t")[0] for line in fh if not line.startswith("#")}
        mode = "a"
    sd = Sudoku(a.sudoku)
    t_all = time.time()
    with open(a.out, mode, encoding="utf-8") as fh:
        if mode == "w":
            fh.write("# " + "\t".join(RESULT_COLS) + "\n")
        for k, row in enumerate(rows):
            if row["name"] in done:
                continue
            o, ours_ms = rate_ours(a.sudoku, row["puzzle"], a.ours_secs)
            rec = {c: "" for c in RESULT_COLS}
            rec.update(name=row["name"], kind=row["kind"], ours_ms=f"{ours_ms:.0f}")
            if o["status"] == "ok":
                rec.update(level=o["level"], score=o["score"], se=o["se"], hardest=o["hardest"], steps=o["steps"])
                try:
                    link = convert(sd.path, row["puzzle"])
                    secs = a.iss_pm_secs if row["kind"].startswith("iss-") else a.pm_secs
                    p = rate_pm(a.python, link, row["solution"], secs)
                except Exception as e:
                    p = {"status": "pm-error", "error": str(e)[:200]}
                if "ms" in p:
                    rec["pm_ms"] = f"{p['ms']:.0f}"
                if p["status"] == "ok":
                    c = p["card"]
                    rec.update(pm_difficulty=fmt(c.get("difficulty"), 2), pm_band=c.get("band", ""),
                               pm_band_index=fmt(c.get("band_index")), pm_time=fmt(c.get("time")))
                    st = "ok-truncated" if c.get("contains_truncated") else "ok"
                    if p.get("check") == "NO":
                        st = "pm-mismatch"
                    elif p.get("check") != "yes":
                        st += " (solution not checked)"
                    rec["status"] = st
                else:
                    rec["status"] = p["status"] + (f": {p['error']}" if p.get("error") and p["status"] != "pm-undecided" else "")
            else:
                rec["status"] = o["status"] + (f": {o['error']}" if o.get("error") and o["status"] == "ours-error" else "")
            fh.write("\t".join(str(rec[c]).replace("\t", " ").replace("\n", " ") for c in RESULT_COLS) + "\n")
            fh.flush()
            log(f"[{k + 1}/{len(rows)}] {row['name']}: ours {rec['level']} {rec['score']} ({rec['ours_ms']} ms), "
                f"pm {rec['pm_difficulty']} {rec['pm_band']} ({rec['pm_ms']} ms) {rec['status']}")
    log(f"rated in {time.time() - t_all:.0f} s")


# ------------------------------------------------------------------------------------------------ stats
def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(xs, ys):
    """Spearman's rho (Pearson on average ranks); None below 3 pairs or when one side is constant"""
    n = len(xs)
    if n < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / n, sum(ry) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return sxy / math.sqrt(sxx * syy)


def ci95(rho, n):
    """Fisher-z interval with the Spearman variance 1.06 / (n - 3) (Fieller et al.)"""
    if rho is None or n < 5 or abs(rho) >= 1:
        return None
    z, se = math.atanh(rho), math.sqrt(1.06 / (n - 3))
    return math.tanh(z - 1.96 * se), math.tanh(z + 1.96 * se)


def read_results(path):
    return read_tsv(path, RESULT_COLS)


def both(rows):
    return [r for r in rows if r["status"].startswith("ok") and r["pm_difficulty"] != "" and r["score"] != ""]


def figures(rs):
    sc = [float(r["score"]) for r in rs]
    se = [float(r["se"]) for r in rs]
    lv = [LEVELS.index(r["level"]) for r in rs]
    d = [float(r["pm_difficulty"]) for r in rs]
    bi = [float(r["pm_band_index"]) if r["pm_band_index"] != "" else 6.0 for r in rs]
    return {"n": len(rs), "score": spearman(sc, d), "se": spearman(se, d), "level": spearman(lv, bi)}


def rho_txt(x, n=None, ci=False):
    if x is None:
        return "–"
    s = f"{x:.2f}"
    if ci and n:
        c = ci95(x, n)
        if c:
            s += f" [{c[0]:.2f}, {c[1]:.2f}]"
    return s


def stats(a):
    rows = read_results(a.results)
    ok = both(rows)
    st = Counter(r["status"].split(":")[0].split(" (")[0] for r in rows)
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    md = a.markdown
    out = []
    out.append(f"puzzles: {len(rows)}; rated by both: {len(ok)}; statuses: " +
               ", ".join(f"{k} {v}" for k, v in sorted(st.items())))
    f = figures(ok)
    out.append(f"Spearman over {f['n']}: score vs difficulty {rho_txt(f['score'], f['n'], True)}, SE vs difficulty "
               f"{rho_txt(f['se'], f['n'], True)}, level vs band {rho_txt(f['level'], f['n'], True)}")
    if md:
        out.append("")
        out.append("| kind | made | both rated | left out | Spearman score/difficulty | SE/difficulty | level/band | "
                   "our levels (e m h u x) | pencilmark bands (VE E M H VH X) |")
        out.append("|---|---|---|---|---|---|---|---|---|")
    for k in kinds + ["all"]:
        rk = [r for r in rows if k == "all" or r["kind"] == k]
        ok_k = both(rk)
        fk = figures(ok_k)
        lv = Counter(r["level"] for r in ok_k)
        bd = Counter(r["pm_band_index"] for r in ok_k)
        lvs = " ".join(str(lv.get(x, 0)) for x in LEVELS)
        bds = " ".join(str(bd.get(str(i), 0)) for i in range(6))
        name = "**all**" if k == "all" and md else k
        if md:
            out.append(f"| {name} | {len(rk)} | {len(ok_k)} | {len(rk) - len(ok_k)} | {rho_txt(fk['score'])} | "
                       f"{rho_txt(fk['se'])} | {rho_txt(fk['level'])} | {lvs} | {bds} |")
        else:
            out.append(f"{k:16} made {len(rk):3} both {len(ok_k):3}  score {rho_txt(fk['score']):>5}  se "
                       f"{rho_txt(fk['se']):>5}  level {rho_txt(fk['level']):>5}  levels {lvs}  bands {bds}")
    if md and a.table:
        out.append("")
        out.append("| puzzle | kind | our level | score | SE | hardest | steps | ms | pencilmark difficulty | band | ms | "
                   "status |")
        out.append("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            out.append(f"| {r['name']} | {r['kind']} | {r['level']} | {r['score']} | {r['se']} | {r['hardest']} | "
                       f"{r['steps']} | {r['ours_ms']} | {r['pm_difficulty']} | {r['pm_band']} | {r['pm_ms']} | "
                       f"{r['status']} |")
    tot_o = sum(float(r["ours_ms"] or 0) for r in rows) / 1e3
    tot_p = sum(float(r["pm_ms"] or 0) for r in rows) / 1e3
    out.append(f"{'' if not md else chr(10)}time: ours {tot_o:.0f} s over {len(rows)} puzzles (timeouts counted as run); "
               f"pencilmark {tot_p:.0f} s (rate calls that finished)")
    print("\n".join(out))


# ------------------------------------------------------------------------------------------------ main
def main(argv=None):
    if argv is None and sys.argv[1:2] == ["--child"]:
        return child_main()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--sudoku", default=str(REPO / "target/ci/sudoku"), help="our binary (default %(default)s)")
    common.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    b = argparse.ArgumentParser(add_help=False)
    b.add_argument("--seed", type=int, default=37, help="seed of the whole set (default 37)")
    b.add_argument("--per-kind", type=int, default=16, help="generated puzzles per kind (default 16, 16 kinds)")
    b.add_argument("--iss-secs", type=int, default=60,
                   help="time limit of our count and solve of one ISS puzzle (default 60): slower ones are left out")
    b.add_argument("--kinds", default=None, help="only these generated kinds, comma-separated (for trials)")
    b.add_argument("--iss", default=None, help="ISS data/collections.js: add its 9x9 puzzles")
    b.add_argument("--count-secs", type=int, default=300,
                   help="time limit of one count command (default 300); a count not done in it keeps its given")
    r = argparse.ArgumentParser(add_help=False)
    r.add_argument("--ours-secs", type=float, default=30, help="our time limit per puzzle (default 30)")
    r.add_argument("--pm-secs", type=float, default=90,
                   help="pencilmark's child is killed after this; max_seconds is half of it (default 90)")
    r.add_argument("--iss-pm-secs", type=float, default=40,
                   help="as --pm-secs for the ISS puzzles, whose uniqueness proof mostly takes pencilmark longer (default 40)")
    r.add_argument("--python", default=sys.executable, help="the venv's python for the child (default: this one)")
    r.add_argument("--out", default=str(DEFAULT_RESULTS), help="results TSV (default %(default)s)")
    r.add_argument("--resume", action="store_true", help="keep the rows already in --out, rate the others")
    r.add_argument("--refresh-ours", action="store_true",
                   help="rate only our side again for the rows of --out, keeping pencilmark's columns")
    r.add_argument("--only", default=None, help="only puzzles of this kind, or whose name contains this text")
    s = argparse.ArgumentParser(add_help=False)
    s.add_argument("--markdown", action="store_true", help="print the tables of docs/RATING.md")
    s.add_argument("--table", action="store_true", help="with --markdown: also the table of every puzzle")
    p = sub.add_parser("build", parents=[common, b], help="build the set")
    p.add_argument("--out", default=str(DEFAULT_SET), help="set TSV (default %(default)s)")
    p = sub.add_parser("rate", parents=[common, r], help="rate a set on both sides")
    p.add_argument("--set", default=str(DEFAULT_SET), help="set TSV (default %(default)s)")
    p = sub.add_parser("stats", parents=[s], help="Spearman figures of a results TSV")
    p.add_argument("results", nargs="?", default=str(DEFAULT_RESULTS))
    p = sub.add_parser("all", parents=[common, b, r, s], help="build, rate, stats")
    p.add_argument("--set", default=str(DEFAULT_SET), help="set TSV (default %(default)s)")
    a = ap.parse_args(argv)
    log = (lambda *x: None) if getattr(a, "quiet", False) else (lambda *x: print(*x, file=sys.stderr, flush=True))
    if a.cmd != "stats" and not os.access(a.sudoku, os.X_OK):
        ap.error(f"our sudoku binary is missing: {a.sudoku} (cargo build --profile ci, or pass --sudoku)")
    if a.cmd in ("build", "all"):
        t = time.time()
        rows = build(a, log)
        path = a.out if a.cmd == "build" else a.set
        write_set(rows, path)
        log(f"set: {len(rows)} puzzles -> {path} ({Counter(r['kind'] for r in rows)}) in {time.time() - t:.0f} s")
    if a.cmd in ("rate", "all"):
        rate(a, log)
    if a.cmd in ("stats", "all"):
        if a.cmd == "all":
            a.results = a.out
        stats(a)


if __name__ == "__main__":
    sys.exit(main())
