"""What a data scientist passes first works in every batch function: pandas Series (object
and Arrow strings), NumPy arrays of str, polars Series, lists, tuples, generators, and any
object that exports Arrow through the PyCapsule interface; Arrow input gives results that
export Arrow too."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

import sudokit
from sudokit import Status, _batch
from conftest import EASY, read_puzzles

pd = pytest.importorskip("pandas", reason="python/ci.sh installs pandas")
pl = pytest.importorskip("polars", reason="python/ci.sh installs polars")

CLASH = "5.......5" + "." * 72
BAD = "not a puzzle"
RECORDS = [EASY, BAD, None, CLASH] + read_puzzles("kaggle.txt", 4)


class ArrayOnly:
    """Exports one Arrow array by the PyCapsule interface, and nothing else (no pyarrow type)."""

    def __init__(self, arr: pa.Array) -> None:
        self._arr = arr

    def __arrow_c_array__(self, requested_schema=None):
        return self._arr.__arrow_c_array__(requested_schema)


class StreamOnly:
    """Exports an Arrow stream by the PyCapsule interface (as DuckDB results and polars do)."""

    def __init__(self, arr: pa.ChunkedArray) -> None:
        self._arr = arr

    def __arrow_c_stream__(self, requested_schema=None):
        return self._arr.__arrow_c_stream__(requested_schema)


def as_list(answers) -> list:
    """Text answers of any kind as a list (None for a null)."""
    if isinstance(answers, list):
        return answers
    return pa.array(answers).to_pylist() if hasattr(answers, "__arrow_c_array__") else list(answers)


ARROW_INPUTS = {
    "pyarrow string": lambda r: pa.array(r, type=pa.string()),
    "pyarrow large_string": lambda r: pa.array(r, type=pa.large_string()),
    "pyarrow string_view": lambda r: pa.array(r, type=pa.string_view()),
    "pyarrow chunked": lambda r: pa.chunked_array([r[:3], r[3:]]),
    "pyarrow dictionary": lambda r: pa.array(r).dictionary_encode(),
    "__arrow_c_array__ only": lambda r: ArrayOnly(pa.array(r)),
    "__arrow_c_stream__ only": lambda r: StreamOnly(pa.chunked_array([r[:2], r[2:]])),
    "polars Series": lambda r: pl.Series("quizzes", r),
    "polars DataFrame column": lambda r: pl.DataFrame({"quizzes": r})["quizzes"],
    "pandas Series object": lambda r: pd.Series(r, dtype=object),
    "pandas Series string[pyarrow]": lambda r: pd.Series(r, dtype="string[pyarrow]"),
    "pandas DataFrame column": lambda r: pd.DataFrame({"quizzes": r})["quizzes"],
}
LIST_INPUTS = {
    "list": list,
    "tuple": tuple,
    "generator": lambda r: (x for x in r),
    "numpy object array": lambda r: np.array(r, dtype=object),
    "map object": lambda r: map(lambda x: x, r),
}
NUMPY_STR = [p for p in RECORDS if p is not None]  # NumPy str arrays have no missing value


@pytest.mark.parametrize("kind", list(ARROW_INPUTS) + list(LIST_INPUTS))
def test_every_batch_function_takes_every_input_kind(kind):
    make = ARROW_INPUTS.get(kind) or LIST_INPUTS[kind]
    # pandas exports the Arrow PyCapsule interface (a stream) from 3.0 on; a pandas 2 Series
    # (the one pyspark asks for) goes the way of other sequences and gets NumPy answers.
    arrow = kind in ARROW_INPUTS and (
        not kind.startswith("pandas") or hasattr(pd.Series, "__arrow_c_stream__")
    )
    want_solutions, want_status = sudokit.solve_batch(RECORDS)
    solutions, status = sudokit.solve_batch(make(RECORDS))
    assert list(status) == list(want_status)
    assert as_list(solutions) == want_solutions
    # Arrow in, Arrow out: the answers export the PyCapsule interface and are null where none.
    assert hasattr(solutions, "__arrow_c_array__") == arrow
    counts, _ = sudokit.count_batch(make(RECORDS))
    assert hasattr(counts, "__arrow_c_array__") == arrow
    want_counts = sudokit.count_batch(RECORDS)[0].tolist()
    assert want_counts[1:3] == [None, None] and want_counts[3] == 0  # unreadable; no solution
    assert (counts.to_pylist() if arrow else counts.tolist()) == want_counts
    forms, _ = sudokit.canonical_batch(make(RECORDS))
    assert as_list(forms) == sudokit.canonical_batch(RECORDS)[0]
    rated = sudokit.rate_batch(make(RECORDS))
    assert list(rated["status"]) == list(sudokit.rate_batch(RECORDS)["status"])
    assert pa.table(rated).column("level").to_pylist() == pa.table(sudokit.rate_batch(RECORDS)).column("level").to_pylist()
    found = sudokit.candidates_batch(make(RECORDS))
    assert as_list(found["candidates"]) == sudokit.candidates_batch(RECORDS)["candidates"]
    assert found["reason"] == sudokit.candidates_batch(RECORDS)["reason"]


@pytest.mark.parametrize("dtype", [None, "<U81", object])
def test_numpy_arrays_of_str(dtype):
    arr = np.array(NUMPY_STR, dtype=dtype)
    assert arr.dtype.kind in "UO"
    solutions, status = sudokit.solve_batch(arr)
    assert solutions == sudokit.solve_batch(NUMPY_STR)[0]
    assert solutions[1] is None and status[1] == Status.INVALID
    assert list(sudokit.rate_batch(arr)["level"]) == list(sudokit.rate_batch(NUMPY_STR)["level"])
    with pytest.raises(ValueError, match="one-dimensional array of puzzle strings"):
        sudokit.solve_batch(arr[:4].reshape(2, 2))


def test_the_kaggle_dataframe_recipe():
    # The first thing people try with the Kaggle "1 million Sudoku games" CSV.
    quizzes = read_puzzles("kaggle.txt", 50)
    df = pd.DataFrame({"quizzes": quizzes})
    df["solutions"], df["status"] = sudokit.solve_batch(df["quizzes"])
    assert (df["status"] == Status.UNIQUE).all()
    assert df["solutions"].tolist() == [sudokit.solve(q) for q in quizzes]
    rated = pd.DataFrame(sudokit.rate_batch(df["quizzes"]), index=df.index)
    df["level"], df["score"] = rated["level"], rated["score"]
    assert set(df["level"]) <= set(sudokit.LEVELS) and (df["score"] > 0).all()
    # polars: a column in, a column out.
    frame = pl.DataFrame({"quizzes": quizzes + [BAD]})
    solutions, status = sudokit.solve_batch(frame["quizzes"])
    frame = frame.with_columns(solution=pl.Series(solutions), status=pl.Series(status))
    assert frame["solution"].null_count() == 1 and frame["status"][-1] == Status.INVALID
    rated = pl.DataFrame(sudokit.rate_batch(frame["quizzes"]))
    assert rated["score"].null_count() == 1 and rated["reason"][-1] is not None


def test_arrow_input_is_read_without_copying():
    arr = pa.array(RECORDS)
    text = _batch.arrow_text(arr)
    assert text.data.ctypes.data == arr.buffers()[2].address
    assert text.offsets.ctypes.data == arr.buffers()[1].address
    # Through the PyCapsule interface too: the buffers the exporter holds are the ones read.
    via_capsule = _batch.read(ArrayOnly(arr), "solve")
    assert via_capsule.data.ctypes.data == arr.buffers()[2].address
    sliced = pa.chunked_array([arr.slice(2)])
    assert _batch.read(sliced, "solve").data.ctypes.data == arr.buffers()[2].address


def test_arrow_results_export_the_pycapsule_interface():
    solutions, _ = sudokit.solve_batch(pl.Series(RECORDS))
    schema_capsule, array_capsule = solutions.__arrow_c_array__()
    assert type(schema_capsule).__name__ == "PyCapsule" and type(array_capsule).__name__ == "PyCapsule"
    back = pl.Series(solutions)  # polars takes it back without pyarrow types in the way
    assert back.to_list() == sudokit.solve_batch(RECORDS)[0]
    rated = sudokit.rate_batch(pa.array(RECORDS))
    for key in ("level", "score", "se", "hardest", "steps", "guesses", "reason"):
        assert hasattr(rated[key], "__arrow_c_array__"), key
    assert rated["score"].null_count == rated["se"].null_count == 3


def test_lists_of_rows_of_ints_are_cells():
    rows = [[0] * 81, [int(c) if c != "." else 0 for c in EASY]]
    solutions, status = sudokit.solve_batch(rows)
    assert isinstance(solutions, np.ndarray) and list(status) == [Status.MULTIPLE, Status.UNIQUE]
    solutions, status = sudokit.solve_batch(tuple(np.array(r, dtype=np.int8) for r in rows))
    assert list(status) == [Status.MULTIPLE, Status.UNIQUE]


def test_one_puzzle_is_not_a_batch():
    for one in (EASY, EASY.encode(), {"size": 9}):
        with pytest.raises(TypeError, match="use sudokit.solve\\(\\) for one puzzle"):
            sudokit.solve_batch(one)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not int"):
        sudokit.solve_batch(5)  # type: ignore[arg-type]
