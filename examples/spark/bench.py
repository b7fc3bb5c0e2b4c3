"""Rates the same corpus files with the ``sudoku`` command and with rate_corpus.py in local[2],
and prints the seconds of each: the figures of docs/SCALE.md.

    python examples/spark/bench.py FILE... [--sudoku target/release/sudoku] [--cold]
    python examples/spark/bench.py --make-dataset 1000,5000

For each file: ``sudoku rate --threads 2`` and ``sudoku canon --threads 2`` (rate_corpus.py
does both), then rate_corpus.py's ``run`` in a local[2] session that has already run the
job once (``warm``: the cost of the work itself), and with ``--cold`` the wall time of the
whole command in a fresh process (JVM and session start-up included: what one run costs).

With ``--make-dataset N,...``: make_dataset.py (hard and extreme, N each, warm session) against
``sudoku generate --count N --difficulty LEVEL --threads 2`` for both levels, then ``rate``
and ``canon`` of the 2N puzzles (what make_dataset.py computes besides the solutions).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# The jobs are this folder's modules, found because Python puts a script's folder first on
# ``sys.path``.
import make_dataset
import rate_corpus
import spark_common


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def make(spark, args, out, counts) -> None:
    def dataset(n, seed):
        a = make_dataset.parser().parse_args(
            [
                "--count",
                str(n),
                "--difficulty",
                "hard,extreme",
                "--seed",
                str(seed),
                "--out",
                os.path.join(out, "d"),
            ]
        )
        return make_dataset.run(spark, a)["seconds"]

    dataset(20, 1)  # warm-up
    print(
        f"{'per level':>9} {'cli generate':>12} {'cli rate+canon':>14} {'spark warm':>10} {'ratio':>6}"
    )
    for n in counts:
        gen_file = os.path.join(out, f"gen{n}.txt")
        start = time.perf_counter()
        with open(gen_file, "w") as g:
            for level in ("hard", "extreme"):
                subprocess.run(
                    [
                        args.sudoku,
                        "generate",
                        "--count",
                        str(n),
                        "--difficulty",
                        level,
                        "--seed",
                        "7",
                        "--threads",
                        "2",
                    ],
                    stdout=g,
                    check=True,
                )
        gen = time.perf_counter() - start
        post = wall([args.sudoku, "rate", "--threads", "2", gen_file]) + wall(
            [args.sudoku, "canon", "--threads", "2", gen_file]
        )
        warm = dataset(n, 7)
        print(
            f"{n:>9} {gen:12.2f} {post:14.2f} {warm:10.2f} {(gen + post) / warm:6.2f}", flush=True
        )


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="*")
    p.add_argument("--make-dataset", metavar="N,...", help="time make_dataset.py at these counts")
    p.add_argument(
        "--sudoku", default=os.path.join(HERE, "..", "..", "target", "release", "sudoku")
    )
    p.add_argument(
        "--cold", action="store_true", help="also time the whole command in a fresh process"
    )
    args = p.parse_args()
    out = tempfile.mkdtemp(prefix="spark-bench-")
    spark = spark_common.session("local[2]", "sudoku spark bench")
    if args.make_dataset:
        make(spark, args, out, [int(n) for n in args.make_dataset.split(",")])
    if not args.files:
        spark.stop()
        return 0
    # One run to warm the JVM and start the Python workers, as in any long job.
    rate_corpus.run(spark, rate_corpus.parser().parse_args([args.files[0], os.path.join(out, "w")]))
    rows = []
    for f in args.files:
        with open(f, encoding="utf-8") as text:
            lines = sum(1 for _ in text)
        cli_rate = wall([args.sudoku, "rate", "--threads", "2", f])
        cli_canon = wall([args.sudoku, "canon", "--threads", "2", f])
        s = rate_corpus.run(spark, rate_corpus.parser().parse_args([f, os.path.join(out, "r")]))
        cold = None
        if args.cold:
            cold = wall(
                [
                    sys.executable,
                    os.path.join(HERE, "rate_corpus.py"),
                    f,
                    os.path.join(out, "c"),
                    "--master",
                    "local[2]",
                ]
            )
        rows.append((os.path.basename(f), lines, cli_rate, cli_canon, s["seconds"], cold))
    spark.stop()
    print(
        f"{'file':<22} {'lines':>6} {'cli rate':>9} {'cli canon':>9} {'spark warm':>10} {'ratio':>6} {'spark cold':>10}"
    )
    for name, lines, rate, canon, warm, cold in rows:
        ratio = (rate + canon) / warm
        cold_s = f"{cold:10.2f}" if cold is not None else f"{'-':>10}"
        print(f"{name:<22} {lines:>6} {rate:9.2f} {canon:9.2f} {warm:10.2f} {ratio:6.2f} {cold_s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
