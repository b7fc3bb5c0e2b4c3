#!/usr/bin/env python3
"""Time pencilmark's solver on our variant-puzzle TSV collections, for comparison with ours.

pencilmark (PyPI, MIT, C++ core) is run as an external program only: it lives in its own venv and this script
imports it solely inside a child process (`bench.py --child`); nothing of ours links or imports it.

Usage (from the repo root; see README.md beside this file for the venv):

    nice -n 10 /work/pm-venv/bin/python tools/pencilmark/bench.py /tmp/renban.tsv /tmp/thermo.tsv
    ... --first 3 --secs 10          # only the first 3 puzzles of each file, 10 s per puzzle
    ... --name 'renban 2'            # only puzzles whose name contains this text
    ... --limit 1                    # first solution only (no uniqueness proof); default 2 = proof
    ... --sudoku PATH                # our binary (default target/ci/sudoku under the repo root)

Input: TSV rows `collection <TAB> name <TAB> puzzle <TAB> solution` (no header; solution may be empty; 81 digits,
or 256 symbols A-P / 1-9A-G for 16x16). Each puzzle is converted to an f-puzzles link by
`sudoku show --format fpuzzles` (not timed), then solved by pencilmark in a fresh child process killed after --secs.

What is timed, per puzzle:
  solve_ms  wall time, measured inside the child with perf_counter, of the solve call alone:
            `pencilmark.solve(puzzle)` on an already loaded and finalized engine Puzzle (default, --limit 2), which is
            `cpsat_verify.decide(p, limit=2)`: pencilmark's exhaustive C++ search for up to 2 solutions, i.e. a
            uniqueness proof, with a node limit of 20,000,000 (then CP-SAT if OR-Tools is installed, which it is not in
            our venv, so the verdict is `undecided`). pencilmark has no wall-clock time limit of its own.
            --limit 1 times `decide(p, limit=1)` (first solution, no proof). --node-limit N calls
            `decide(p, limit, node_limit=N)` instead of solve().
  child_ms  the child's whole wall time seen from the parent: interpreter start, `import pencilmark`, decoding the link
            (pencilmark.sources.load, offline) and finalizing, the solve, and exit.
  load_ms   (in the JSON output only) link decoding + translation + finalize.
Not timed: our conversion to the link.

Status: unique (exactly one solution, proved), several (>= 2 solutions), none (no solution), solved (--limit 1: a
solution found, uniqueness not checked), undecided (node limit hit), timeout (killed after --secs),
error: <message> (conversion failed, pencilmark refused the puzzle, ...).
match: yes / NO (the solution found differs from the stored one) / - (nothing stored, or no solution to compare).

Little killers: our f-puzzles links give each littlekillersum entry only its outside `cell` and `direction`, while
f-puzzles itself also writes the diagonal's `cells`, which pencilmark requires (KeyError 'cells' otherwise). The child
fills `cells` in from cell + direction before translating (--no-lk-fixup turns this off).

Output: one tab-separated line per puzzle (file, name, solve_ms, child_ms, status, match), a total line per file
(sum of solve_ms and child_ms over all puzzles, timeouts counted at --secs, and counts per status); --jsonl FILE also
writes one JSON object per puzzle.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
LK_STEP = {"DL": (1, -1), "DR": (1, 1), "UL": (-1, -1), "UR": (-1, 1)}


# ----------------------------------------------------------------------------------------------------------- child
def _fix_little_killers(fp):
    """give each littlekillersum entry its `cells` (the diagonal from the outside cell along `direction`)."""
    n = int(fp.get("size") or 9)
    fixed = 0
    for lk in fp.get("littlekillersum") or []:
        if lk.get("cells") or lk.get("direction") not in LK_STEP:
            continue
        r, c = (int(x) for x in lk["cell"][1:].split("C"))       # 'R0C4', 1-based, 0 / n+1 = outside
        dr, dc = LK_STEP[lk["direction"]]
        cells = []
        r, c = r + dr, c + dc
        while 1 <= r <= n and 1 <= c <= n:
            cells.append(f"R{r}C{c}")
            r, c = r + dr, c + dc
        lk["cells"] = cells
        fixed += 1
    return fixed


def child_main():
    """read {link, limit, node_limit, lk_fixup} on stdin, print one JSON result line."""
    job = json.loads(sys.stdin.read())
    out = {}
    try:
        t = time.perf_counter()
        import pencilmark
        from pencilmark import cpsat_verify as V
        from pencilmark.sources import fpuzzles
        out["version"] = pencilmark.__version__
        out["import_ms"] = (time.perf_counter() - t) * 1e3
        t = time.perf_counter()
        fp = fpuzzles.decode(job["link"], fetch=False)
        if job.get("lk_fixup", True):
            out["lk_fixed"] = _fix_little_killers(fp)
        pj = fpuzzles.to_puzzle(fp, fetch=False)
        p = pencilmark.load(pj)                                  # engine Puzzle, finalized
        out["load_ms"] = (time.perf_counter() - t) * 1e3
        out["cells"] = p.N
        limit, node_limit = int(job.get("limit", 2)), job.get("node_limit")
        sol = None
        if limit == 2 and node_limit is None:
            t = time.perf_counter()
            try:
                sol = pencilmark.solve(p)
                status = "unique"
            except pencilmark.NotUnique:
                status = "several"
            except pencilmark.NoSolution:
                status = "none"
            except pencilmark.Undecided:
                status = "undecided"
            out["solve_ms"] = (time.perf_counter() - t) * 1e3
        else:
            kw = {} if node_limit is None else {"node_limit": int(node_limit)}
            t = time.perf_counter()
            sols, decided = V.decide(p, limit=limit, **kw)
            out["solve_ms"] = (time.perf_counter() - t) * 1e3
            if len(sols) >= limit:
                status = "solved" if limit == 1 else "several"
                sol = sols[0] if limit == 1 else None
            elif not decided:
                status = "undecided"
            elif not sols:
                status = "none"
            else:
                status, sol = "unique", sols[0]
        out["status"] = status
        out["solution"] = None if sol is None else [int(v) for v in sol]
    except Exception as e:                                        # refused / unreadable puzzle
        out["status"] = "error"
        out["error"] = f"{type(e).__name__}: {e}"[:300]
        if getattr(e, "elements", None):
            out["error"] += f" {e.elements}"[:200]
    print(json.dumps(out), flush=True)


# ---------------------------------------------------------------------------------------------------------- parent
def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.rstrip("\n").rstrip("\r")
            if not line.strip() or line.startswith("#"):
                continue
            f = line.split("\t")
            if len(f) < 3:
                continue
            rows.append({"collection": f[0], "name": f[1], "puzzle": f[2], "solution": (f[3] if len(f) > 3 else "").strip()})
    return rows


def stored_values(s):
    """stored solution -> list of ints: digits, letters A-P for 16x16, or 1-9 then A-G."""
    if not s:
        return None
    if len(s) > 81 and s.isalpha():
        return [ord(ch.upper()) - 64 for ch in s]
    return [int(ch, 36) if ch.isalnum() else -1 for ch in s]


def convert(sudoku, puzzle, secs=30):
    r = subprocess.run([sudoku, "show", "--format", "fpuzzles", "--no-progress", "-"], input=puzzle + "\n",
                       capture_output=True, text=True, timeout=secs)
    lines = [x for x in r.stdout.splitlines() if x.strip()]
    if r.returncode != 0 or len(lines) != 1 or not lines[0].startswith("http"):
        msg = (r.stderr.strip() or r.stdout.strip() or f"exit {r.returncode}").splitlines()
        raise RuntimeError("conversion failed: " + (msg[0] if msg else "?")[:200])
    return lines[0].strip()


def run_child(python, job, secs):
    t = time.perf_counter()
    try:
        r = subprocess.run([python, os.path.abspath(__file__), "--child"], input=json.dumps(job), capture_output=True,
                           text=True, timeout=secs)   # on timeout the child is killed (SIGKILL) and reaped
    except subprocess.TimeoutExpired:
        return {"status": "timeout"}, (time.perf_counter() - t) * 1e3
    child_ms = (time.perf_counter() - t) * 1e3
    try:
        res = json.loads(r.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        err = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        res = {"status": "error", "error": f"child died: {err}"[:300]}
    return res, child_ms


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="TSV files: collection, name, puzzle, solution")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--sudoku", default=str(REPO / "target/ci/sudoku"), help="our sudoku binary (default %(default)s)")
    ap.add_argument("--secs", type=float, default=30.0, help="timeout per puzzle for pencilmark's child (default 30)")
    ap.add_argument("--limit", type=int, choices=(1, 2), default=2, help="2: prove uniqueness (default); 1: first solution")
    ap.add_argument("--node-limit", type=int, default=None, help="pencilmark's search node limit (default its own, 20M)")
    ap.add_argument("--first", type=int, default=None, help="only the first N puzzles of each file")
    ap.add_argument("--name", default=None, help="only puzzles whose name contains this text")
    ap.add_argument("--no-lk-fixup", action="store_true", help="pass little killers without filling in their cells")
    ap.add_argument("--python", default=sys.executable, help="the venv's python for the child (default: this one)")
    ap.add_argument("--jsonl", default=None, help="also write one JSON object per puzzle to this file")
    ap.add_argument("--show-link", action="store_true", help="print each converted link after its line")
    a = ap.parse_args(argv)
    if a.child:
        return child_main()
    if not a.files:
        ap.error("no TSV files given")
    if not os.access(a.sudoku, os.X_OK):
        ap.error(f"our sudoku binary is missing: {a.sudoku} (build it, or pass --sudoku)")
    jl = open(a.jsonl, "w", encoding="utf-8") if a.jsonl else None
    print("# file\tname\tsolve_ms\tchild_ms\tstatus\tmatch", flush=True)
    version = None
    for path in a.files:
        rows = read_tsv(path)
        if a.name:
            rows = [r for r in rows if a.name in r["name"]]
        if a.first is not None:
            rows = rows[:a.first]
        fname = Path(path).name
        tot_solve = tot_child = 0.0
        counts = {}
        for row in rows:
            try:
                link = convert(a.sudoku, row["puzzle"])
            except Exception as e:
                res, child_ms, link = {"status": "error", "error": str(e)}, 0.0, None
            else:
                job = {"link": link, "limit": a.limit, "node_limit": a.node_limit, "lk_fixup": not a.no_lk_fixup}
                res, child_ms = run_child(a.python, job, a.secs)
            version = res.get("version", version)
            st = res["status"]
            if st == "timeout":
                solve_ms = a.secs * 1e3
            else:
                solve_ms = res.get("solve_ms", 0.0)
            want, got = stored_values(row["solution"]), res.get("solution")
            match = "-" if not want or not got else ("yes" if want == got else "NO")
            counts[st] = counts.get(st, 0) + 1
            tot_solve += solve_ms
            tot_child += child_ms
            shown = st if st != "error" else f"error: {res.get('error', '')}"
            solve_txt = f">{solve_ms:.0f}" if st == "timeout" else (f"{solve_ms:.1f}" if "solve_ms" in res else "-")
            print(f"{fname}\t{row['name']}\t{solve_txt}\t{child_ms:.0f}\t{shown}\t{match}", flush=True)
            if a.show_link and link:
                print(f"#   {link}", flush=True)
            if jl:
                rec = {"file": fname, "collection": row["collection"], "name": row["name"], "link": link,
                       "child_ms": child_ms, "match": match, **{k: v for k, v in res.items() if k != "solution"}}
                if got:
                    rec["solution"] = "".join(str(v) for v in got) if len(got) == 81 else got
                jl.write(json.dumps(rec) + "\n")
                jl.flush()
        summary = " ".join(f"{k}={v}" for k, v in sorted(counts.items()))
        print(f"# total {fname}: {len(rows)} puzzles, solve {tot_solve / 1e3:.2f} s, child {tot_child / 1e3:.2f} s "
              f"(timeouts counted at {a.secs:g} s); {summary}", flush=True)
    if version:
        print(f"# pencilmark {version}, limit {a.limit} ({'uniqueness proof' if a.limit == 2 else 'first solution'}), "
              f"node limit {a.node_limit or 'default 20000000'}, timeout {a.secs:g} s", flush=True)
    if jl:
        jl.close()


if __name__ == "__main__":
    sys.exit(main())
