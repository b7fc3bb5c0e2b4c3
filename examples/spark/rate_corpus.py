"""Rate every puzzle of a corpus with Spark, drop equivalent duplicates, and set bad lines aside.

    python examples/spark/rate_corpus.py IN OUT [--format auto|text|parquet] [--master URL]

IN is a text corpus (one puzzle a line, in any one-line form the ``sudoku`` command reads;
blank lines and ``#`` comments are skipped, as the command skips them) or Parquet with a
``puzzle`` column; a file, a directory or a glob. OUT gets:

- ``OUT/rated``: Parquet, one row per rated puzzle, in input order: ``file``, ``line``,
  ``puzzle``, ``level``, ``score``, ``se``, ``hardest``, ``steps``, ``canonical``. Of puzzles
  with the same canonical form (equivalent by relabelling, row/column/band/stack permutations
  and transposition) only the first in input order (file, then line) is kept. Puzzles smaller
  than 9×9 are rated too; they have no canonical form (null) and are all kept.
- ``OUT/invalid``: Parquet, one row per record that could not be rated: ``file``, ``line``,
  ``text`` and ``reason`` (the engine's words: unreadable, conflicting givens, no solution,
  several solutions). In a text corpus a position in the reason is the file's
  (``line 196, column 6``); in Parquet it is within the cell of row ``line``.
- ``OUT/summary``: the counts printed at the end, as one JSON line.

A bad line never fails the job: it becomes a row of ``OUT/invalid``. Each partition rates its
puzzles with one ``sudokit.rate_batch`` and one ``sudokit.canonical_batch`` call per Arrow batch.
"""

from __future__ import annotations

import os
import sys
import time

import sudokit

# ``spark_common`` is this folder's shared module: a job run as a script (``python
# examples/spark/JOB.py``, or by spark-submit) finds it because Python puts the script's folder
# first on ``sys.path``; under pytest, the test's folder is put there the same way.
import spark_common


def parser():
    p = spark_common.base_parser(__doc__.splitlines()[0])
    p.add_argument("input", metavar="IN", help="text corpus or Parquet with a 'puzzle' column")
    p.add_argument("output", metavar="OUT", help="output directory (replaced if it exists)")
    p.add_argument(
        "--format",
        default="auto",
        choices=["auto", "text", "parquet"],
        help="input format (default: Parquet if IN ends in .parquet or is a local directory "
        "holding .parquet files; say parquet for a Parquet directory on HDFS or S3)",
    )
    return p


#: The columns mapInArrow returns: the record's place and text, then the rating.
RATED_SCHEMA = (
    "file string, line long, puzzle string, status int, level string, score int, se double, "
    "hardest string, steps int, canonical string, reason string"
)


def run(spark, args) -> dict:
    """Runs the job on an existing session; returns the summary it prints."""
    from pyspark import StorageLevel
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    started = time.perf_counter()
    fmt = spark_common.input_format(args.input, args.format)
    records = spark_common.read_records(spark, args.input, fmt)
    partitions = spark_common.partitions(spark, args)
    rate = spark_common.rate_partition(args.task_threads, file_lines=fmt == "text")
    # A corpus file of a few megabytes is a single split: spread it over every core.
    rated = (
        records.repartition(partitions)
        .mapInArrow(rate, RATED_SCHEMA)
        .persist(StorageLevel.MEMORY_AND_DISK)
    )

    unique = int(sudokit.Status.UNIQUE)
    invalid = rated.where(F.col("status") != unique).select(
        "file", "line", F.col("puzzle").alias("text"), "reason"
    )
    invalid.orderBy("file", "line").write.mode("overwrite").parquet(
        os.path.join(args.output, "invalid")
    )

    # Canonical forms exist for 9×9 grids only: a rated puzzle of another size has none and is
    # a class of its own.
    first = Window.partitionBy("canonical").orderBy("file", "line")
    kept = (
        rated.where(F.col("status") == unique)
        .withColumn("_rank", F.row_number().over(first))
        .where(F.col("canonical").isNull() | (F.col("_rank") == 1))
        .select("file", "line", "puzzle", "level", "score", "se", "hardest", "steps", "canonical")
    )
    kept.orderBy("file", "line").write.mode("overwrite").parquet(os.path.join(args.output, "rated"))

    counts = rated.agg(
        F.count(F.lit(1)).alias("records"),
        F.sum((F.col("status") != unique).cast("long")).alias("invalid"),
    ).first()
    written = spark.read.parquet(os.path.join(args.output, "rated")).count()
    rated.unpersist()
    records_n = counts["records"]
    invalid_n = counts["invalid"] or 0
    summary = {
        "records": records_n,
        "rated": records_n - invalid_n,
        "kept": written,
        "duplicates": records_n - invalid_n - written,
        "invalid": invalid_n,
        "seconds": round(time.perf_counter() - started, 3),
    }
    spark_common.write_summary(spark, os.path.join(args.output, "summary"), summary)
    return summary


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    spark = spark_common.session(args.master, "sudoku rate_corpus")
    try:
        s = run(spark, args)
    finally:
        spark.stop()
    print(
        f"{s['records']} records: {s['kept']} rated puzzles written, {s['duplicates']} "
        f"equivalent duplicates dropped, {s['invalid']} invalid lines "
        f"({s['seconds']:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
