"""What the three Spark jobs share: the session, the input reader, the record order, and
the calls into ``sudokit`` that run inside each partition.

Every partition function here takes a whole Arrow batch and hands its columns to one of
``sudokit``'s batch functions, so the Python interpreter does a fixed amount of work per batch
and none per puzzle; the engine does the rest without the GIL.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator

import pyarrow as pa
import sudokit

#: The Arrow batch size the jobs ask Spark for: large enough that the fixed cost of a batch
#: (a Python call, the buffers crossing from the JVM) is small beside the engine's work.
ARROW_BATCH = 8192

#: What ``sudokit``'s status codes say about a record that could not be rated, in the words
#: the jobs write beside an invalid line.
STATUS_WORDS = {
    sudokit.Status.NO_SOLUTION: "no solution",
    sudokit.Status.UNIQUE: "unique",
    sudokit.Status.MULTIPLE: "several solutions",
    sudokit.Status.FOUND: "solved",
    sudokit.Status.CONFLICT: "conflicting givens",
    sudokit.Status.INVALID: "not a puzzle",
    sudokit.Status.INTERRUPTED: "interrupted",
}


def base_parser(description: str) -> argparse.ArgumentParser:
    """An argument parser with the options every job has (the Spark master, engine threads)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--master",
        default=None,
        help="Spark master URL (default: local[*]; under spark-submit, the one it was given)",
    )
    parser.add_argument(
        "--task-threads",
        type=int,
        default=1,
        metavar="T",
        help="engine threads per Spark task (default 1: Spark runs one task per core; raise "
        "it together with spark.task.cpus)",
    )
    parser.add_argument(
        "--partitions",
        type=int,
        default=None,
        metavar="P",
        help="number of partitions for the work (default: 4 per core Spark has)",
    )
    return parser


def partitions(spark, args) -> int:
    """How many partitions to spread the engine's work over.

    Four per core by default rather than one: puzzles differ a thousandfold in cost (an easy
    17-clue puzzle rates in a tenth of a millisecond, one of the hardest known in tens of
    milliseconds), so with one partition per core the core that drew the hard ones finishes
    last while the others wait. A task costs Spark a few milliseconds, nothing beside that.
    """
    return args.partitions or 4 * spark.sparkContext.defaultParallelism


def session(master: str | None, app: str):
    """The Spark session, on ``master`` if given, else on the one spark-submit was given, else
    on ``local[*]`` (Spark's own default when nothing names one).

    The job modules and this one are pickled by value into the tasks, so the workers need
    ``sudokit`` (and pyarrow) installed but not these files on their path: the same command
    works in local mode, with spark-submit, and on a cluster without ``--py-files``.
    """
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName(app)
    if master is not None:
        builder = builder.master(master)
    # Run by python in local mode, the Python workers are children of this machine's JVM: make
    # them use this interpreter (and so the sudokit, pyarrow and pandas installed beside it)
    # rather than whatever python3 comes first on the PATH. Under spark-submit (which starts
    # the JVM first and says so in PYSPARK_GATEWAY_PORT) and on a cluster, PYSPARK_PYTHON is
    # the user's to set (see docs/SCALE.md).
    submitted = "PYSPARK_GATEWAY_PORT" in os.environ
    local = master is None or master.startswith("local")
    if local and not submitted and "PYSPARK_PYTHON" not in os.environ:
        os.environ["PYSPARK_PYTHON"] = sys.executable
    builder = builder.config("spark.sql.execution.arrow.maxRecordsPerBatch", str(ARROW_BATCH))
    builder = builder.config("spark.ui.showConsoleProgress", "false")
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    ship_by_value()
    return spark


def ship_by_value() -> None:
    """Pickle this module and the loaded job modules by value, so workers need not import them."""
    from pyspark import cloudpickle

    here = os.path.dirname(os.path.abspath(__file__))
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if (
            path
            and os.path.dirname(os.path.abspath(path)) == here
            and module.__name__ != "__main__"
        ):
            cloudpickle.register_pickle_by_value(module)


def stable_seed(*parts: object) -> int:
    """A 63-bit seed made from the parts (a job seed, a level, an index).

    SHA-256 rather than Python's ``hash``: the value must be the same in every process, on
    every machine and in every Python version, or a partition would not make the same puzzles
    when it is retried elsewhere.
    """
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "little") >> 1


# ---------------------------------------------------------------------------------------------
# Input

#: A line of a text corpus that is no record, as for the ``sudoku`` command: blank (white space
#: only, Unicode's included, after a byte-order mark) or a ``#`` comment. A Java regular
#: expression, so that Spark drops these lines on the JVM side without calling Python.
SKIPPED_LINE = r"(?U)^\x{FEFF}?\s*(#|$)"


def input_format(path: str, fmt: str = "auto") -> str:
    """``text`` or ``parquet``: ``fmt`` as given, or for ``auto`` what ``path`` looks like."""
    if fmt == "auto":
        return "parquet" if _looks_like_parquet(path) else "text"
    if fmt not in ("text", "parquet"):
        raise SystemExit(f"error: unknown input format {fmt!r} (text, parquet or auto)")
    return fmt


def read_records(spark, path: str, fmt: str = "auto"):
    """The records of a text corpus or of Parquet files, each with its place in the input.

    Returns a DataFrame with ``file`` (the input file), ``line`` (1-based line number in a text
    file, row number in a Parquet file) and ``puzzle`` (the text, null for a null cell). Blank
    lines and ``#`` comments of a text file are no records (the ``sudoku`` command skips them
    too); the lines after them keep their numbers in the file.

    The place is computed on the JVM side without any Python per record: Spark numbers the
    rows of each partition (``monotonically_increasing_id``), the rows of one file split are
    consecutive in one partition, so a small aggregate of the first number and the row count
    of each split, summed per file in split order, turns those numbers into line numbers.
    """
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    fmt = input_format(path, fmt)
    if fmt == "text":
        df = spark.read.text(path).withColumnRenamed("value", "puzzle")
    else:
        df = spark.read.parquet(path)
        if "puzzle" not in df.columns:
            raise SystemExit(
                f"error: {path}: Parquet input needs a 'puzzle' column, found {df.columns}"
            )
        df = df.withColumn("puzzle", F.col("puzzle").cast("string"))

    rows = df.select(
        "puzzle",
        F.col("_metadata.file_path").alias("file"),
        F.col("_metadata.file_block_start").alias("block"),
        F.monotonically_increasing_id().alias("_id"),
    )
    splits = rows.groupBy("file", "block").agg(
        F.min("_id").alias("_first"), F.count(F.lit(1)).alias("_rows")
    )
    in_file = Window.partitionBy("file").orderBy("block")
    splits = splits.withColumn(
        "_before",
        F.coalesce(
            F.sum("_rows").over(in_file.rowsBetween(Window.unboundedPreceding, -1)), F.lit(0)
        ),
    ).select("file", "block", "_first", "_before")
    numbered = rows.join(F.broadcast(splits), ["file", "block"]).select(
        "file",
        (F.col("_before") + F.col("_id") - F.col("_first") + 1).alias("line"),
        "puzzle",
    )
    if fmt == "text":
        # After numbering, so that the lines keep their numbers in the file. (Spark pushes no
        # filter below the row ids, which are not deterministic.)
        numbered = numbered.where(~F.col("puzzle").rlike(SKIPPED_LINE))
    return numbered


def _looks_like_parquet(path: str) -> bool:
    if path.endswith(".parquet"):
        return True
    if os.path.isdir(path):
        return any(name.endswith(".parquet") for name in os.listdir(path))
    return False


# ---------------------------------------------------------------------------------------------
# Partition functions: one sudokit batch call per Arrow batch


def rate_partition(
    threads: int, file_lines: bool = False
) -> Callable[[Iterable[pa.RecordBatch]], Iterator[pa.RecordBatch]]:
    """A ``mapInArrow`` function that rates the ``puzzle`` column and adds its canonical form.

    Output columns: the input's, then ``status`` (sudokit's code), ``level``, ``score``,
    ``se``, ``hardest``, ``steps``, ``canonical`` (null unless rated) and ``reason`` (null
    when rated; otherwise why not, in the engine's words). With ``file_lines`` (each record a
    line of a text file, its number in the ``line`` column), a position in a reason names the
    line in the file rather than the record's line 1.
    """

    def run(batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        import numpy as np

        for batch in batches:
            puzzles = batch.column("puzzle")
            # Arrow in, Arrow out: the rating's columns are null where a record was not rated.
            r = sudokit.rate_batch(puzzles, threads=threads)
            rated = r["status"] == sudokit.Status.UNIQUE
            canon = canonical_column(puzzles, rated, threads)
            cols = {name: batch.column(name) for name in batch.schema.names}
            cols["status"] = pa.array(r["status"].astype(np.int32))
            cols["level"] = r["level"]
            cols["score"] = r["score"].cast(pa.int32())
            cols["se"] = se_column(r["se"])
            cols["hardest"] = r["hardest"]
            cols["steps"] = r["steps"].cast(pa.int32())
            cols["canonical"] = canon
            lines = batch.column("line") if file_lines else None
            cols["reason"] = reasons(puzzles, r["status"], r["reason"], lines)
            yield pa.RecordBatch.from_pydict(cols)

    return run


def se_column(se: pa.Array) -> pa.Array:
    """sudokit's ``float32`` SE ratings as doubles with their one decimal (2.3, not 2.2999999)."""
    import pyarrow.compute as pc

    return pc.round(se.cast(pa.float64()), 1)


def canonical_column(puzzles: pa.Array, keep, threads: int) -> pa.Array:
    """The canonical form of each puzzle as an Arrow string column, null where ``keep`` is false."""
    import pyarrow.compute as pc

    forms, _status = sudokit.canonical_batch(puzzles, threads=threads)
    return pc.if_else(pa.array(keep), forms.cast(pa.string()), pa.scalar(None, pa.string()))


def reasons(
    puzzles: pa.Array, status, why: pa.Array, lines: pa.Array | None = None
) -> pa.Array:
    """Why each record was not rated (null for those that were), from ``rate_batch``'s
    ``reason`` column: the engine's words (with line and column for unreadable text, the
    clashing givens), after the status in words.

    The reasons come with the batch: no record is read again by the job, nor rated twice.
    The engine counts lines from the record's start; given ``lines`` (where each one-line
    record is in its file), its ``line 1`` becomes that line.
    """
    out: list[str | None] = [None] * len(status)
    for i in (status != sudokit.Status.UNIQUE).nonzero()[0]:
        i = int(i)
        code = sudokit.Status(int(status[i]))
        word = STATUS_WORDS.get(code, code.name.lower())
        text = puzzles[i].as_py()
        if text is None:
            out[i] = "not a puzzle: null record"
            continue
        if not text.strip():
            out[i] = "not a puzzle: empty line"
            continue
        detail = why[i].as_py() or ""
        if code == sudokit.Status.CONFLICT:
            detail = detail.removeprefix("no solution: ")
        if lines is not None:
            detail = _RECORD_LINE.sub(f"line {lines[i].as_py()}", detail, count=1)
        if not detail:
            out[i] = word
        elif word in detail:
            out[i] = detail
        else:
            out[i] = f"{word}: {detail}"
    return pa.array(out, type=pa.string())


#: The position the engine gives in a one-line record: its line 1, at the start of a reason.
_RECORD_LINE = re.compile(r"^line 1\b")


def write_summary(spark, path: str, value: dict) -> None:
    """Writes a job's summary as one JSON line under ``path``, through Spark.

    Through Spark rather than ``open`` so that it lands beside the job's other output
    whatever the file system (a local directory, HDFS, S3).
    """
    import json as _json

    text = _json.dumps(value, sort_keys=True)
    spark.createDataFrame([(text,)], "value string").coalesce(1).write.mode("overwrite").text(path)
