"""Batch throughput of sudokit against the `sudoku` command on the same puzzles.

    python python/bench/bench_batch.py [--puzzles FILE] [--repeat K] [--threads N] [--sudoku PATH]

Solves K random equivalent copies of every puzzle (`sudokit.transform`, seeded, so that both
sides run long enough to time and no puzzle repeats) with `solve_batch` on a NumPy array and on an Arrow string array, and with
`sudoku solve --threads N --format line FILE > /dev/null`; then rates the first copy of each puzzle with
`rate_batch` and with `sudoku rate --threads N`. Prints puzzles per second of wall time and per
CPU-second, each with its ratio to the command (the goal is at least 0.9). Each figure is the
best of --runs runs.

Build both sides optimised first: `cargo build --release -p sudoku-cli` and
`pip install ./python` (or `maturin develop --release` in python/).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

import sudokit

ROOT = Path(__file__).resolve().parents[2]


def cpu_seconds() -> float:
    """CPU time of this process (every thread) and of its finished children."""
    own = time.process_time()
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own + children.ru_utime + children.ru_stime


def best_of(runs: int, fns: list) -> list[tuple[float, float]]:
    """The best wall time and the best CPU time of each function over `runs` rounds; each round
    runs every function once, so that a burst of load from other processes does not favour
    one side. CPU time is the steadier measure on a shared machine: it does not count the time
    a thread waits for a core."""
    best = [(float("inf"), float("inf"))] * len(fns)
    for _ in range(runs):
        for i, fn in enumerate(fns):
            start, cpu = time.perf_counter(), cpu_seconds()
            fn()
            wall, used = time.perf_counter() - start, cpu_seconds() - cpu
            best[i] = (min(best[i][0], wall), min(best[i][1], used))
    return best


def report(n: int, rows: list[tuple[str, tuple[float, float]]]) -> None:
    base_wall, base_cpu = rows[0][1]
    for name, (wall, cpu) in rows:
        print(f"  {name:28} {wall * 1000:8.1f} ms wall {n / wall:11,.0f}/s {base_wall / wall:5.2f}×"
              f"   {cpu * 1000:8.1f} ms CPU {n / cpu:11,.0f}/CPU-s {base_cpu / cpu:5.2f}×")


def run_cli(args: list[str]) -> None:
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--puzzles", default="/work/shared/puzzles/kaggle-sample.txt")
    ap.add_argument("--repeat", type=int, default=20, help="equivalent copies of each puzzle")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sudoku", default=str(ROOT / "target" / "release" / "sudoku"))
    ap.add_argument("--skip-rate", action="store_true")
    args = ap.parse_args()

    lines = [l.strip()[:81] for l in Path(args.puzzles).read_text().splitlines() if len(l.strip()) >= 81]
    print(f"{len(lines)} puzzles from {args.puzzles}, {args.repeat} random equivalent copies of each "
          f"(sudokit.transform, seed 1); {args.threads} threads; best of {args.runs}")
    many = [sudokit.transform(p, 1, stream=k * len(lines) + i)
            for k in range(args.repeat) for i, p in enumerate(lines)]
    n = len(many)
    cells = np.frombuffer("".join(many).encode(), dtype=np.uint8).reshape(n, 81)
    cells = np.where(cells == ord("."), 0, cells - ord("0")).astype(np.uint8)

    with tempfile.TemporaryDirectory() as tmp:
        file = os.path.join(tmp, "puzzles.txt")
        Path(file).write_text("\n".join(many) + "\n")
        once = os.path.join(tmp, "once.txt")
        Path(once).write_text("\n".join(many[: len(lines)]) + "\n")

        names = ["sudoku solve (command)", "solve_batch, NumPy cells"]
        fns = [
            lambda: run_cli([args.sudoku, "solve", "--threads", str(args.threads), "--format", "line", file]),
            lambda: sudokit.solve_batch(cells, threads=args.threads),
        ]
        try:
            import pyarrow as pa

            strings = pa.array(many)
            names.append("solve_batch, Arrow strings")
            fns.append(lambda: sudokit.solve_batch(strings, threads=args.threads))
        except ImportError:
            pass
        _, status = sudokit.solve_batch(cells, threads=args.threads)
        assert (status == sudokit.Status.UNIQUE).all()
        report(n, list(zip(names, best_of(args.runs, fns))))

        if args.skip_rate:
            return
        m = len(lines)
        times = best_of(args.runs, [
            lambda: run_cli([args.sudoku, "rate", "--threads", str(args.threads), once]),
            lambda: sudokit.rate_batch(cells[:m], threads=args.threads),
        ])
        print(f"rating the first {m} copies")
        report(m, list(zip(["sudoku rate (command)", "rate_batch, NumPy cells"], times)))


if __name__ == "__main__":
    main()
