"""Make a reproducible data set of rated puzzles with Spark.

    python examples/spark/make_dataset.py --count N --difficulty hard,extreme --seed S --out DIR

Makes N puzzles of each HoDoKu level named, no two of them equivalent, and writes them as
Parquet under DIR with the columns ``puzzle``, ``solution``, ``givens``, ``level``, ``score``,
``se``, ``hardest``, ``guesses`` and ``canonical``, in the order of the levels as named, then
of their index. ``guesses`` is how many guesses the backtracking solver makes proving the
solution unique (0 when propagation alone decides every node).

Reproducibility: puzzle number i of level L is ``sudokit.generate(1, difficulty=L,
seed=stable_seed(S, L, i))[0]`` (``stable_seed`` hashes the three with SHA-256, see
spark_common.py), so it depends on nothing but S, L and i: not on the number of partitions,
executors or threads, nor on which task made it. The tasks are ranges of indices.

Duplicates: puzzles with the same canonical form (equivalent by relabelling, permutations and
transposition) are dropped, keeping the first by (level as named, index). To still give N per
level, the job makes a margin of extra indices (``--margin``, 2% and at least 2 by default),
keeps the first N survivors by index, and if a level still falls short (many duplicates, or
puzzles not found within ``--timeout``) makes further indices until it has N. Which indices
are made depends only on N, the margin and the puzzles themselves, so the output does too. The
one thing that can make a run differ from another is a puzzle not found within ``--timeout``
on a slow machine: raise the timeout if that happens (the job prints how many it lost).

Variant puzzles: ``--variant KINDS`` (``killer``, ``jigsaw,x``, ``thermo,anti-knight``: the kinds
of ``sudokit.VARIANT_KINDS``, as ``sudoku generate --variant`` takes them) with ``--size N``
makes them instead. Puzzle number i of level L is then
``sudokit.generate_variant(KINDS, 1, size=N, difficulty=L, seed=stable_seed(S, KINDS, N, L,
i))[0]``, which draws puzzles until the variant rater gives level L (up to 24 draws: the
variant generator does not aim at a level, so a rare level fails more indices, and the job
says so if a round finds none). The ``puzzle`` column
holds the puzzle in the toolkit's JSON form (the rules and givens, without the solution, which
is the ``solution`` column); ``canonical`` is null (canonical forms are for classic 9×9
puzzles) and duplicates are identical puzzles.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time

# ``spark_common`` is this folder's shared module: a job run as a script (``python
# examples/spark/JOB.py``, or by spark-submit) finds it because Python puts the script's folder
# first on ``sys.path``; under pytest, the test's folder is put there the same way.
import spark_common

LEVELS = ("easy", "medium", "hard", "unfair", "extreme")

#: Output columns, in this order.
COLUMNS = [
    "puzzle",
    "solution",
    "givens",
    "level",
    "score",
    "se",
    "hardest",
    "guesses",
    "canonical",
]

#: What a task returns: one row per index it made (or failed to make).
GENERATED_SCHEMA = (
    "level_pos int, index long, puzzle string, solution string, givens int, level string, "
    "score int, se double, hardest string, guesses long, canonical string, error string"
)


def parser():
    p = spark_common.base_parser(__doc__.splitlines()[0])
    p.add_argument("--count", type=int, required=True, metavar="N", help="puzzles per level")
    p.add_argument(
        "--difficulty",
        required=True,
        metavar="LEVELS",
        help=f"comma-separated HoDoKu levels: {', '.join(LEVELS)}",
    )
    p.add_argument("--seed", type=int, required=True, metavar="S", help="the data set's seed")
    p.add_argument("--out", required=True, metavar="DIR", help="output directory (replaced)")
    p.add_argument(
        "--margin",
        type=int,
        default=None,
        metavar="M",
        help="extra indices made per level against duplicates (default: 2%% of N, at least 2)",
    )
    p.add_argument(
        "--chunk",
        type=int,
        default=4,
        metavar="C",
        help="indices per task (default 4; the output does not depend on it)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=None,
        metavar="SECS",
        help="seconds one puzzle may take (sudokit's default: 10; 30 for variant puzzles)",
    )
    p.add_argument(
        "--variant",
        default=None,
        metavar="KINDS",
        help="make variant puzzles of these kinds, comma-separated (sudokit.VARIANT_KINDS)",
    )
    p.add_argument(
        "--size",
        type=int,
        default=9,
        metavar="N",
        help="the grid's size with --variant (default 9)",
    )
    return p


def made_one(task, i, timeout, threads, variant, size):
    """Puzzle ``i`` of a task's level: (puzzle text, its solution or None, error or None)."""
    import sudokit

    try:
        if variant is None:
            seed = spark_common.stable_seed(task["seed"], task["level"], i)
            [p] = sudokit.generate(
                1, difficulty=task["level"], seed=seed, timeout=timeout, threads=threads
            )
            return p, None, None
        seed = spark_common.stable_seed(task["seed"], variant, size, task["level"], i)
        [made] = sudokit.generate_variant(
            variant,
            1,
            size=size,
            difficulty=task["level"],
            seed=seed,
            timeout=timeout,
            threads=threads,
        )
        doc = json.loads(made)
        solution = doc.pop("solution")
        return json.dumps(doc, separators=(",", ":")), solution, None
    except sudokit.GenerateError as e:
        return None, None, str(e)


def givens_of(puzzle):
    """How many givens a puzzle has: digits of the line, or of a variant puzzle's ``givens``."""
    if puzzle is None:
        return None
    if puzzle.startswith("{"):
        puzzle = json.loads(puzzle).get("givens") or ""
    return sum(c not in ".0" for c in puzzle)


def generate_partition(threads: int, timeout, variant=None, size=9):
    """A ``mapInArrow`` function: each input row is a range of indices of one level.

    Generation is the expensive part (from milliseconds to seconds a puzzle), so one
    ``generate`` call per index costs nothing next to it; the solutions, ratings and canonical
    forms of the batch's puzzles are then computed by one batch call each.
    """

    def run(batches):
        import pyarrow as pa
        import sudokit

        for batch in batches:
            rows = batch.to_pylist()
            level_pos, index, puzzles, known, errors = [], [], [], [], []
            for task in rows:
                for i in range(task["start"], task["stop"]):
                    p, solution, err = made_one(task, i, timeout, threads, variant, size)
                    level_pos.append(task["level_pos"])
                    index.append(i)
                    puzzles.append(p)
                    known.append(solution)
                    errors.append(err)
            if not index:
                continue
            arr = pa.array(puzzles, type=pa.string())
            if variant is None:
                solutions, _ = sudokit.solve_batch(arr, threads=threads)
                solutions = solutions.cast(pa.string())
                forms, _ = sudokit.canonical_batch(arr, threads=threads)
                forms = forms.cast(pa.string())
            else:
                # The generator gave each solution; canonical forms are for classic puzzles.
                solutions = pa.array(known, type=pa.string())
                forms = pa.nulls(len(index), type=pa.string())
            # Arrow in, Arrow out: the rating's columns are null where a puzzle was not rated.
            r = sudokit.rate_batch(arr, threads=threads)
            yield pa.RecordBatch.from_pydict(
                {
                    "level_pos": pa.array(level_pos, type=pa.int32()),
                    "index": pa.array(index, type=pa.int64()),
                    "puzzle": arr,
                    "solution": solutions,
                    "givens": pa.array([givens_of(p) for p in puzzles], type=pa.int32()),
                    "level": r["level"],
                    "score": r["score"].cast(pa.int32()),
                    "se": spark_common.se_column(r["se"]),
                    "hardest": r["hardest"],
                    "guesses": r["guesses"].cast(pa.int64()),
                    "canonical": forms,
                    "error": pa.array(errors, type=pa.string()),
                }
            )

    return run


def run(spark, args) -> dict:
    """Runs the job on an existing session; returns the summary it prints."""
    from pyspark import StorageLevel
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    started = time.perf_counter()
    levels = [lvl.strip().lower() for lvl in args.difficulty.split(",") if lvl.strip()]
    unknown = [lvl for lvl in levels if lvl not in LEVELS]
    if not levels or unknown or len(set(levels)) != len(levels):
        raise SystemExit(f"error: --difficulty takes distinct levels among {', '.join(LEVELS)}")
    if args.count < 1 or args.chunk < 1:
        raise SystemExit("error: --count and --chunk must be at least 1")
    if not 0 <= args.seed < 2**63:
        raise SystemExit("error: --seed must be between 0 and 2^63 - 1")
    variant = None
    if args.variant is not None:
        import sudokit

        kinds = [k.strip().lower() for k in args.variant.split(",") if k.strip()]
        unknown = [k for k in kinds if k not in sudokit.VARIANT_KINDS]
        if not kinds or unknown:
            raise SystemExit(
                f"error: --variant takes kinds among {', '.join(sudokit.VARIANT_KINDS)}"
            )
        variant = ",".join(kinds)
        try:
            # Sizes and combinations the generator refuses, refused here before any task runs.
            sudokit.generate_variant(variant, 0, size=args.size)
        except (ValueError, sudokit.GenerateError) as e:
            raise SystemExit(f"error: --variant {variant} --size {args.size}: {e}") from None
    elif args.size != 9:
        raise SystemExit("error: --size goes with --variant (classic data sets are 9×9)")
    margin = args.margin if args.margin is not None else max(2, math.ceil(args.count * 0.02))
    partitions = spark_common.partitions(spark, args)

    made = {lvl: 0 for lvl in levels}  # indices made so far per level: [0, made)
    want = {lvl: args.count + margin for lvl in levels}
    pool = None  # every row made so far
    persisted = []
    before = None
    while True:
        tasks = []
        for pos, lvl in enumerate(levels):
            for start in range(made[lvl], want[lvl], args.chunk):
                tasks.append((pos, lvl, args.seed, start, min(start + args.chunk, want[lvl])))
            made[lvl] = want[lvl]
        new = (
            spark.createDataFrame(
                tasks, "level_pos int, level string, seed long, start long, stop long"
            )
            .repartition(min(partitions, len(tasks)))
            .mapInArrow(
                generate_partition(args.task_threads, args.timeout, variant, args.size),
                GENERATED_SCHEMA,
            )
            .persist(StorageLevel.MEMORY_AND_DISK)
        )
        new.count()
        persisted.append(new)
        pool = new if pool is None else pool.unionByName(new)

        # A puzzle counts if it was made and rated at the level asked for; of each canonical
        # class, the first by (level as named, index) survives.
        good = pool.where(
            F.col("puzzle").isNotNull()
            & (
                F.col("level")
                == F.element_at(F.array(*[F.lit(x) for x in levels]), F.col("level_pos") + 1)
            )
        )
        # Variant puzzles have no canonical form: the puzzle itself is its class.
        first_of_class = Window.partitionBy(F.coalesce("canonical", "puzzle")).orderBy(
            "level_pos", "index"
        )
        survivors = good.withColumn("_r", F.row_number().over(first_of_class)).where(
            F.col("_r") == 1
        )
        by_level = Window.partitionBy("level_pos").orderBy("index")
        chosen = survivors.withColumn("_n", F.row_number().over(by_level)).where(
            F.col("_n") <= args.count
        )
        chosen = chosen.persist(StorageLevel.MEMORY_AND_DISK)
        persisted.append(chosen)
        have = dict(chosen.groupBy("level_pos").count().collect())
        short = {lvl: args.count - have.get(pos, 0) for pos, lvl in enumerate(levels)}
        if all(s <= 0 for s in short.values()):
            break
        if have == before:
            # A whole round added nothing: the level is too rare for --timeout (or does not
            # exist at this size). Write what there is rather than loop for ever.
            print(
                f"warning: stopping short: a round of {len(tasks)} tasks found no new puzzle; "
                f"missing per level: { {k: v for k, v in short.items() if v > 0} }",
                file=sys.stderr,
            )
            break
        before = have
        for lvl, s in short.items():
            if s > 0:
                want[lvl] = made[lvl] + s + margin

    out = chosen.orderBy("level_pos", "index").select(
        "puzzle",
        "solution",
        "givens",
        "level",
        "score",
        "se",
        "hardest",
        "guesses",
        "canonical",
    )
    out.write.mode("overwrite").parquet(args.out)

    stats = pool.agg(
        F.count(F.lit(1)).alias("made"),
        F.sum(F.col("puzzle").isNull().cast("long")).alias("failed"),
    ).first()
    for frame in persisted:
        frame.unpersist()
    written = sum(have.values())
    summary = {
        "levels": levels,
        "per_level": args.count,
        "written": written,
        "indices_made": {lvl: made[lvl] for lvl in levels},
        "not_found": int(stats["failed"] or 0),
        "unused": int(stats["made"]) - int(stats["failed"] or 0) - written,
        "seconds": round(time.perf_counter() - started, 3),
    }
    return summary


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    spark = spark_common.session(args.master, "sudoku make_dataset")
    try:
        s = run(spark, args)
    finally:
        spark.stop()
    print(
        f"{s['written']} puzzles written to {args.out} ({s['per_level']} per level: "
        f"{', '.join(s['levels'])}); indices made per level: {s['indices_made']}; "
        f"{s['not_found']} not found in time; {s['unused']} duplicates, off-level or beyond "
        f"the count; {s['seconds']:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
