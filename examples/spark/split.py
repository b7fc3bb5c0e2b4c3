"""Split puzzles into train and test sets by canonical class, with Spark.

    python examples/spark/split.py IN OUT --test-fraction F --seed S [--master URL]

IN is Parquet with a ``puzzle`` column (for instance the output of make_dataset.py or
rate_corpus.py; a ``canonical`` column, if present, is used as it is) or a text corpus (one
puzzle a line). Every row goes to ``OUT/test`` when the hash of its canonical form with the seed
falls below F, else to ``OUT/train``: equivalent puzzles share a canonical form, so a class of
equivalent puzzles never lands on both sides, and the same input, seed and fraction give the
same split on any cluster and any number of partitions. The rows keep the input's columns
(text input: ``file``, ``line``, ``puzzle``) plus ``canonical``.

Records without a canonical form (unreadable text, grids other than 9×9) go to neither side;
they are counted in the summary (``OUT/summary``, also printed) and written to ``OUT/invalid``.
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import spark_common

#: The hash is reduced to 53 bits so that the fraction it gives is exact in a double.
_HASH_BITS = 53


def parser():
    p = spark_common.base_parser(__doc__.splitlines()[0])
    p.add_argument("input", metavar="IN", help="Parquet with a 'puzzle' column, or a text corpus")
    p.add_argument("output", metavar="OUT", help="output directory (replaced if it exists)")
    p.add_argument(
        "--test-fraction",
        type=float,
        required=True,
        metavar="F",
        help="share of canonical classes that go to the test set, between 0 and 1",
    )
    p.add_argument("--seed", type=int, required=True, metavar="S", help="seed of the hash")
    p.add_argument(
        "--format",
        default="auto",
        choices=["auto", "text", "parquet"],
        help="input format (default: Parquet if IN ends in .parquet or is a local directory "
        "holding .parquet files; say parquet for a Parquet directory on HDFS or S3)",
    )
    return p


def canonical_partition(threads: int):
    """A ``mapInArrow`` function that adds the ``canonical`` column (one sudokit call a batch)."""

    def run(batches):
        import pyarrow as pa
        import sudokit

        for batch in batches:
            # An Arrow string column in, an Arrow string column out (null where no form).
            forms, _status = sudokit.canonical_batch(batch.column("puzzle"), threads=threads)
            yield pa.RecordBatch.from_arrays(
                list(batch.columns) + [forms.cast(pa.string())],
                names=list(batch.schema.names) + ["canonical"],
            )

    return run


def side_column(seed: int, fraction: float):
    """True for the test side: xxhash64 of (seed, canonical) as a fraction of 2^53, below F.

    Computed by Spark's own ``xxhash64``, on the JVM side: it is specified (it does not depend
    on the platform or the Python version), so the split is reproducible anywhere.
    """
    from pyspark.sql import functions as F

    h = F.xxhash64(F.lit(seed).cast("long"), F.col("canonical"))
    unit = F.shiftrightunsigned(h, 64 - _HASH_BITS).cast("double") / float(2**_HASH_BITS)
    return unit < F.lit(fraction)


def run(spark, args) -> dict:
    """Runs the job on an existing session; returns the summary it prints."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as F

    if not 0.0 <= args.test_fraction <= 1.0:
        raise SystemExit(
            f"error: --test-fraction must be between 0 and 1, not {args.test_fraction}"
        )
    started = time.perf_counter()
    fmt = args.format
    if fmt == "auto":
        fmt = "parquet" if spark_common._looks_like_parquet(args.input) else "text"
    if fmt == "parquet":
        df = spark.read.parquet(args.input)
        if "puzzle" not in df.columns:
            raise SystemExit(
                f"error: {args.input}: Parquet input needs a 'puzzle' column, found {df.columns}"
            )
    else:
        df = spark_common.read_records(spark, args.input, "text")

    if "canonical" not in df.columns:
        partitions = spark_common.partitions(spark, args)
        schema = df.schema.add("canonical", "string")
        df = df.repartition(partitions).mapInArrow(canonical_partition(args.task_threads), schema)

    df = df.withColumn("_test", side_column(args.seed, args.test_fraction)).persist(
        StorageLevel.MEMORY_AND_DISK
    )
    columns = [c for c in df.columns if c != "_test"]
    has_form = F.col("canonical").isNotNull()
    df.where(has_form & F.col("_test")).select(columns).write.mode("overwrite").parquet(
        os.path.join(args.output, "test")
    )
    df.where(has_form & ~F.col("_test")).select(columns).write.mode("overwrite").parquet(
        os.path.join(args.output, "train")
    )
    df.where(~has_form).select(columns).write.mode("overwrite").parquet(
        os.path.join(args.output, "invalid")
    )

    c = df.agg(
        F.sum((has_form & F.col("_test")).cast("long")).alias("test"),
        F.sum((has_form & ~F.col("_test")).cast("long")).alias("train"),
        F.sum((~has_form).cast("long")).alias("invalid"),
        F.countDistinct(F.when(F.col("_test"), F.col("canonical"))).alias("test_classes"),
        F.countDistinct(F.when(~F.col("_test"), F.col("canonical"))).alias("train_classes"),
    ).first()
    df.unpersist()
    summary = {
        k: int(c[k] or 0) for k in ("train", "test", "invalid", "train_classes", "test_classes")
    }
    summary["seconds"] = round(time.perf_counter() - started, 3)
    spark_common.write_summary(spark, os.path.join(args.output, "summary"), summary)
    return summary


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    spark = spark_common.session(args.master, "sudoku split")
    try:
        s = run(spark, args)
    finally:
        spark.stop()
    print(
        f"train: {s['train']} puzzles in {s['train_classes']} classes; test: {s['test']} puzzles "
        f"in {s['test_classes']} classes; {s['invalid']} records without a canonical form "
        f"({s['seconds']:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
