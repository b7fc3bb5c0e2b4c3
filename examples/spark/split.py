"""Split puzzles into train and test sets by canonical class, with Spark.

    python examples/spark/split.py IN OUT --test-fraction F --seed S [--master URL]

IN is Parquet with a ``puzzle`` column (for instance the output of make_dataset.py or
rate_corpus.py; a ``canonical`` column, if present, is used as it is) or a text corpus (one
puzzle a line; blank lines and ``#`` comments are skipped). The classes of equivalent puzzles
(their canonical forms) are put in the order of the hash of their form with the seed, and the
first F·n of the n classes, rounded, go to ``OUT/test`` with all their puzzles, the others to
``OUT/train``: so a class never lands on both sides, the test side holds the share F of the
classes however few there are, and when 0 < F < 1 and there are two classes or more neither
side is empty. The same input, seed and fraction give the same split on any cluster and any
number of partitions. The rows keep the input's columns (text input: ``file``, ``line``,
``puzzle``) plus ``canonical``.

Records without a canonical form (unreadable text, grids other than 9×9) go to neither side;
they are counted in the summary (``OUT/summary``, also printed) and written to ``OUT/invalid``.
"""

from __future__ import annotations

import math
import os
import sys
import time

# ``spark_common`` is this folder's shared module: a job run as a script (``python
# examples/spark/JOB.py``, or by spark-submit) finds it because Python puts the script's folder
# first on ``sys.path``; under pytest, the test's folder is put there the same way.
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


def class_order(seed: int):
    """The order classes are drawn in for the test side: xxhash64 of (seed, canonical), as a
    fraction of 2^53 in [0, 1).

    Computed by Spark's own ``xxhash64``, on the JVM side: it is specified (it does not depend
    on the platform or the Python version), so the split is reproducible anywhere.
    """
    from pyspark.sql import functions as F

    h = F.xxhash64(F.lit(seed).cast("long"), F.col("canonical"))
    return F.shiftrightunsigned(h, 64 - _HASH_BITS).cast("double") / float(2**_HASH_BITS)


def classes_for_test(classes: int, fraction: float) -> int:
    """How many of ``classes`` classes go to the test side: ``fraction`` of them, rounded
    half up, but one at least and one short of all when 0 < fraction < 1 and there are two
    classes or more, so that neither side is empty (1 of 2 classes at 0.1, 9 of 10 at 0.99)."""
    k = math.floor(fraction * classes + 0.5)
    if 0.0 < fraction < 1.0 and classes >= 2:
        k = min(max(k, 1), classes - 1)
    return k


def on_test_side(classes, fraction: float, k: int):
    """A condition on ``_u`` (the class order) and ``canonical``, true for the first ``k`` of
    ``classes`` in the order (``_u``, ``canonical``).

    Without ranking every class in one partition: about F·n classes have ``_u`` below F, so
    the k-th class is near there, and only those between F and it (of the order of √n) are
    sorted, by Spark's distributed ``orderBy(...).limit(...)``.
    """
    from pyspark.sql import functions as F

    u, form = F.col("_u"), F.col("canonical")
    if k == 0:
        return F.lit(False)
    below = classes.where(u < fraction).count()
    if below >= k:
        # The k-th is the (below - k + 1)-th from the top of those below F.
        top = classes.where(u < fraction).orderBy(u.desc(), form.desc())
        kth = top.limit(below - k + 1).collect()[-1]
    else:
        kth = classes.where(u >= fraction).orderBy(u, form).limit(k - below).collect()[-1]
    last_u, last_form = F.lit(kth["_u"]), F.lit(kth["canonical"])
    return (u < last_u) | ((u == last_u) & (form <= last_form))


def run(spark, args) -> dict:
    """Runs the job on an existing session; returns the summary it prints."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as F

    if not 0.0 <= args.test_fraction <= 1.0:
        raise SystemExit(
            f"error: --test-fraction must be between 0 and 1, not {args.test_fraction}"
        )
    started = time.perf_counter()
    fmt = spark_common.input_format(args.input, args.format)
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

    df = df.withColumn("_u", class_order(args.seed)).persist(StorageLevel.MEMORY_AND_DISK)
    has_form = F.col("canonical").isNotNull()
    classes = df.where(has_form).select("canonical", "_u").distinct()
    wanted = classes_for_test(classes.count(), args.test_fraction)
    df = df.withColumn("_test", on_test_side(classes, args.test_fraction, wanted))
    columns = [c for c in df.columns if c not in ("_u", "_test")]
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
    empty = [side for side in ("train", "test") if s[f"{side}_classes"] == 0]
    if 0.0 < args.test_fraction < 1.0 and empty:
        classes = s["train_classes"] + s["test_classes"]
        print(
            f"warning: the {' and the '.join(empty)} side is empty: the input has {classes} "
            f"{'class' if classes == 1 else 'classes'} of equivalent puzzles",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
