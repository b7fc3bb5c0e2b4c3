#!/usr/bin/env python3
"""Puzzles per CPU-second: pencilmark's variant generator (pencilmark.gen.generate) against ours (`sudoku generate
--variant`), per kind, one thread each.

pencilmark (PyPI, MIT, C++ core) is run as an external program only: this script imports it solely inside its child
processes (`gen_bench.py --child ...`, run with the venv's python); nothing of ours links or imports it.

Usage (from the repo root; the venv as in README.md beside this file):

    /work/pm-venv/bin/python tools/pencilmark/gen_bench.py --sudoku target/ci/sudoku --pm-secs 150 --jsonl out.jsonl
    ... --kinds thermo,xv           # only these kinds (our names; see KINDS below)
    ... --band "Very Easy"          # pencilmark's target_band (default: none, i.e. any band)
    ... --no-ours / --no-pm         # one side only
    ... --check                     # untimed: convert each pencilmark puzzle to our JSON, `sudoku count --limit 2`

What is measured, per kind:
  pencilmark  a child process (the venv's python) imports pencilmark, then calls
              `pencilmark.gen.generate({"size": S, "elements": {KIND: 1}, "seed": s, "time_limit": 1e6})` for
              s = 1, 2, ... until the child is stopped by RLIMIT_CPU at --pm-secs CPU seconds (SIGXCPU), or after
              --pm-seeds seeds. Each puzzle is written to a file as soon as it is made. generate()'s own time_limit is
              wall-clock and only checked between its attempts (one attempt can run far past it), so it is set out of
              the way and the CPU limit is what stops the child. CPU seconds = the child's user + sys (os.wait4), import
              included. Our kropki-minimal calls {"kropki": "min"} (zero givens, minimal dot set); our xv and xv-minimal both
              call {"xv": 1} (pencilmark has no negative-XV mode); our kropki (every dot, negative rule) calls
              {"kropki": 1} (givens + needed dots), as pencilmark's {"kropki": "full"} needs OR-Tools.
  ours        `sudoku generate --variant KIND --count N --seed 1 --threads 1 [--size S]`, CPU = user + sys of the
              process (os.wait4); N starts at --ours-count and is scaled up (once) so the run takes >= --ours-min-secs.
Rate = puzzles / CPU seconds; ratio = ours / pencilmark (none when pencilmark made none: see its CPU seconds).
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PM_PY = "/work/pm-venv/bin/python"
# our kind -> (pencilmark elements spec or None when pencilmark.gen has no such element kind, sizes)
KINDS = {
    "thermo": ({"thermo": 1}, [9]),
    "arrow": ({"arrow": 1}, [9]),
    "kropki": ({"kropki": 1}, [9]),
    "kropki-minimal": ({"kropki": "min"}, [9]),
    "xv": ({"xv": 1}, [9]),
    "xv-minimal": ({"xv": 1}, [9]),
    "whispers": ({"whisper": 1}, [9]),
    "renban": ({"renban": 1}, [9]),
    "killer": ({"cage": 1}, [9]),
    "little-killer": (None, [4, 6]),
    "sandwich": (None, [4, 6]),
}


# ----------------------------------------------------------------------------------------------------------- child
def child(args):
    from pencilmark.gen import generate, GenerationFailed
    elements = json.loads(args.elements)
    out = open(args.out, "a", buffering=1)
    for seed in range(args.seed, args.seed + args.pm_seeds):
        spec = {"size": args.size, "elements": elements, "seed": seed, "time_limit": 1e6}
        if args.band:
            spec["target_band"] = args.band
        t = time.process_time()
        try:
            r = generate(spec)
        except GenerationFailed as e:
            out.write(json.dumps({"seed": seed, "error": str(e), "cpu": time.process_time() - t}) + "\n")
            continue
        out.write(json.dumps({"seed": seed, "cpu": time.process_time() - t, "cpu_total": time.process_time(),
                              "puzzle": r["puzzle"], "info": r["info"],
                              "band": r["card"].get("band"), "difficulty": r["card"].get("difficulty")}) + "\n")


# ----------------------------------------------------------------------------------------------------------- parent
def run_cpu(cmd, cpu_limit=None, stdout=None):
    """run cmd; return (returncode, CPU seconds user+sys, wall seconds)."""
    def pre():
        if cpu_limit:
            resource.setrlimit(resource.RLIMIT_CPU, (int(cpu_limit), int(cpu_limit) + 5))
    t = time.time()
    p = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE, preexec_fn=pre)
    _, status, ru = os.wait4(p.pid, 0)
    err = p.stderr.read().decode(errors="replace")
    p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, ru.ru_utime + ru.ru_stime, time.time() - t, err


def pm_side(kind, size, args):
    els, _ = KINDS[kind]
    fd, path = tempfile.mkstemp(prefix=f"pmgen-{kind}-", suffix=".jsonl")
    os.close(fd)
    cmd = [PM_PY, str(Path(__file__).resolve()), "--child", "--elements", json.dumps(els), "--size", str(size),
           "--seed", "1", "--pm-seeds", str(args.pm_seeds), "--out", path] + (["--band", args.band] if args.band else [])
    rc, cpu, wall, err = run_cpu(cmd, cpu_limit=args.pm_secs)
    rows = [json.loads(x) for x in open(path) if x.strip()]
    os.unlink(path)
    made = [r for r in rows if "puzzle" in r]
    return {"rc": rc, "cpu": cpu, "wall": wall, "made": made, "failed": [r for r in rows if "error" in r],
            "stderr_tail": err[-300:] if rc not in (0, -signal.SIGXCPU) else ""}


def ours_side(kind, size, args):
    n = args.ours_count
    for _ in range(2):
        cmd = [args.sudoku, "generate", "--variant", kind, "--count", str(n), "--seed", "1", "--threads", "1"]
        if size != 9:
            cmd += ["--size", str(size)]
        with tempfile.TemporaryFile() as f:
            rc, cpu, wall, err = run_cpu(cmd, stdout=f)
            f.seek(0)
            lines = [x for x in f.read().decode().splitlines() if x.strip()]
        if cpu >= args.ours_min_secs or n >= args.ours_max_count:
            break
        n = min(args.ours_max_count, max(n * 2, int(n * args.ours_min_secs * 1.5 / max(cpu, 0.01))))
    return {"rc": rc, "cpu": cpu, "wall": wall, "made": len(lines), "cmd": " ".join(cmd), "stderr_tail": err[-300:]}


def to_ours(d):
    """pencilmark puzzle JSON (as its generator writes it) -> our JSON, for `sudoku count`."""
    n = d["digits"]
    cons = []
    for r in d.get("rules", []):
        t = r["type"]
        if t == "line" and r["kind"] == "thermo":
            cons.append({"type": "thermometer", "cells": r["cells"]})
        elif t == "line" and r["kind"] == "whisper":
            if r.get("k") != 5:
                raise ValueError("whisper gap != 5")
            cons.append({"type": "whispers", "cells": r["cells"]})
        elif t == "line" and r["kind"] == "renban":
            cons.append({"type": "renban", "cells": r["cells"]})
        elif t == "kropki":
            cons.append({"type": "difference" if r["color"] == "white" else "ratio", "cells": r["cells"]})
        elif t == "xv":
            cons.append({"type": "xv", "sum": 10 if r["letter"] == "X" else 5, "cells": r["cells"]})
        elif t == "arrow":
            cons.append({"type": "arrow", "circle": r["circle"], "shafts": [r["line"]]})
        else:
            raise ValueError(f"rule {t} not converted")
    for g in d.get("regions", []):
        if g.get("kind") != "cage" or not g.get("unique", True):
            raise ValueError("region not converted")
        cons.append({"type": "killer", "cells": g["cells"], "sum": g["sum"]})
    return {"constraints": cons, "givens": d["numbers"], "size": n}


def check(made, args):
    """untimed: our count --limit 2 of each pencilmark puzzle; returns a list of verdicts ('1', '2+', or an error)."""
    out = []
    for r in made:
        try:
            js = json.dumps(to_ours(r["puzzle"]))
        except ValueError as e:
            out.append(f"not converted: {e}")
            continue
        p = subprocess.run([args.sudoku, "count", "--limit", "2", "--threads", "1", "--timeout", "120"], input=js,
                           capture_output=True, text=True)
        out.append(p.stdout.strip() or p.stderr.strip()[-200:])
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--elements", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    ap.add_argument("--size", type=int, default=9, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    ap.add_argument("--kinds", default=",".join(KINDS), help="comma-separated, our kind names (default: all)")
    ap.add_argument("--sudoku", default=str(REPO / "target/ci/sudoku"), help="our binary")
    ap.add_argument("--pm-secs", type=float, default=150, help="pencilmark CPU seconds per kind (RLIMIT_CPU)")
    ap.add_argument("--pm-seeds", type=int, default=1000, help="at most this many generate() calls per kind")
    ap.add_argument("--band", help="pencilmark target_band (default none: any band)")
    ap.add_argument("--ours-count", type=int, default=50)
    ap.add_argument("--ours-min-secs", type=float, default=2.0)
    ap.add_argument("--ours-max-count", type=int, default=20000)
    ap.add_argument("--no-ours", action="store_true")
    ap.add_argument("--no-pm", action="store_true")
    ap.add_argument("--check", action="store_true", help="untimed uniqueness check of pencilmark's puzzles by our count")
    ap.add_argument("--jsonl", help="also write one JSON object per kind and size")
    args = ap.parse_args()
    if args.child:
        return child(args)
    jl = open(args.jsonl, "a") if args.jsonl else None
    print("kind\tsize\tpm_made\tpm_cpu\tpm_rate\tours_made\tours_cpu\tours_rate\tratio\tnotes", flush=True)
    for kind in args.kinds.split(","):
        els, sizes = KINDS[kind]
        for size in sizes:
            rec = {"kind": kind, "size": size, "band": args.band, "pm_secs": args.pm_secs,
                   "utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
            notes = []
            pm_rate = None
            if els is None:
                pm_cell = ["-", "-", "not supported"]
                notes.append("pencilmark.gen has no such element kind")
            elif args.no_pm:
                pm_cell = ["-", "-", "-"]
            else:
                pm = pm_side(kind, size, args)
                k = len(pm["made"])
                pm_rate = k / pm["cpu"] if pm["cpu"] else None
                pm_cell = [str(k), f"{pm['cpu']:.1f}", f"{pm_rate:.4f}" if k else f"none in {pm['cpu']:.0f} s"]
                rec["pm"] = {"rc": pm["rc"], "cpu": pm["cpu"], "wall": pm["wall"], "made": k,
                             "per_puzzle": [{"seed": r["seed"], "cpu": round(r["cpu"], 2), "band": r["band"],
                                             "difficulty": r["difficulty"], "info": r["info"]} for r in pm["made"]],
                             "failed": pm["failed"], "stderr": pm["stderr_tail"],
                             "puzzles": [r["puzzle"] for r in pm["made"]]}
                if k:
                    notes.append("pm unique_verified=" + ",".join(str(r["info"].get("unique_verified")) for r in pm["made"]))
                    notes.append("pm bands=" + ",".join(str(r["band"]) for r in pm["made"]))
                if args.check and k:
                    rec["pm"]["our_count"] = check(pm["made"], args)
                    notes.append("our count=" + ",".join(rec["pm"]["our_count"]))
                if pm["stderr_tail"]:
                    notes.append("pm stderr: " + pm["stderr_tail"].replace("\n", " | "))
            if args.no_ours:
                o_cell, o_rate = ["-", "-", "-"], None
            else:
                o = ours_side(kind, size, args)
                o_rate = o["made"] / o["cpu"] if o["cpu"] else None
                o_cell = [str(o["made"]), f"{o['cpu']:.2f}", f"{o_rate:.1f}" if o_rate else "-"]
                rec["ours"] = o
                if o["rc"] != 0:
                    notes.append(f"ours rc={o['rc']}: {o['stderr_tail']}")
            ratio = f"{o_rate / pm_rate:.0f}" if (o_rate and pm_rate) else "-"
            print("\t".join([kind, str(size)] + pm_cell + o_cell + [ratio, "; ".join(notes)]), flush=True)
            if jl:
                jl.write(json.dumps(rec) + "\n")
                jl.flush()


if __name__ == "__main__":
    sys.exit(main())
