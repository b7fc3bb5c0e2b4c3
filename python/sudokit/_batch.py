"""Batch inputs of every kind, read into the buffers the native functions take, and results
given back in the kind of the input.

Three kinds of input reach the engine:

- **cells**: a C-contiguous ``(n, N²)`` ``uint8`` array (NumPy arrays of ints, or lists of
  rows of ints);
- **Arrow text**: the buffers of an Arrow string array, borrowed without a copy: pyarrow
  arrays, and anything that exports Arrow through the PyCapsule interface
  (``__arrow_c_array__``/``__arrow_c_stream__``: polars and pandas Series, DuckDB results,
  nanoarrow arrays), read through pyarrow;
- **list text**: every other collection of records (a list, a tuple, a generator, a NumPy
  array of str or objects, a pandas Series without pyarrow), encoded into one buffer.

Text results come back as Arrow arrays for Arrow input and as lists otherwise.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping
from typing import Any, Callable, Optional, Union

import numpy as np
import numpy.typing as npt

from . import _sudokit as _native
from ._errors import ParseError, SudokuError
from ._types import Status


class Text:
    """The buffers of a batch of text records, as NumPy views, and how to find a record again."""

    def __init__(
        self,
        data: npt.NDArray[np.uint8],
        offsets: npt.NDArray[Any],
        validity: Optional[tuple[npt.NDArray[np.uint8], int]],
        kind: str,
        record: Callable[[int], Any],
        large: bool = False,
    ) -> None:
        self.data = data
        self.offsets = offsets
        self.validity = validity
        self.kind = kind  # "arrow" or "list"
        self.record = record
        self.large = large

    def source(self) -> tuple[Any, Any, Any]:
        """The records as the native batch functions take them."""
        return self.data, self.offsets, self.validity


class Cells:
    """A batch of cells: the array the engine reads, and the rows as given (for reasons)."""

    def __init__(self, array: npt.NDArray[np.uint8], given: npt.NDArray[Any]) -> None:
        self.array = array
        # A closure over the rows as given only: results that keep it for their reasons do
        # not keep the engine's copy.
        self.record: Callable[[int], Any] = lambda i: given[i].tolist()

    def source(self) -> npt.NDArray[np.uint8]:
        """The records as the native batch functions take them."""
        return self.array


Batch = Union[Cells, Text]


def is_pyarrow(obj: Any) -> bool:
    return type(obj).__module__.split(".")[0] == "pyarrow"


def arrow_text(arr: Any) -> Text:
    """Borrow an Arrow string array's buffers (no copy, no Python object per row)."""
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks() if arr.num_chunks != 1 else arr.chunk(0)
    t = arr.type
    offset_type: Any
    if pa.types.is_string(t) or pa.types.is_binary(t):
        offset_type, large = np.int32, False
    elif pa.types.is_large_string(t) or pa.types.is_large_binary(t):
        offset_type, large = np.int64, True
    elif pa.types.is_null(t):
        arr, offset_type, large = arr.cast(pa.string()), np.int32, False
    elif (hasattr(pa.types, "is_string_view") and pa.types.is_string_view(t)) or (
        hasattr(pa.types, "is_binary_view") and pa.types.is_binary_view(t)
    ):
        # Views point into several buffers: one copy into offsets and data (polars' strings).
        arr, offset_type, large = arr.cast(pa.large_string()), np.int64, True
    elif pa.types.is_dictionary(t):
        return arrow_text(arr.dictionary_decode())
    else:
        raise TypeError(f"expected an Arrow string array, not one of {t}")
    n, first = len(arr), arr.offset
    validity, offsets, data = arr.buffers()[:3]
    if n == 0 or offsets is None:
        offs = np.zeros(1, dtype=offset_type)
    else:
        # The offsets of a slice start at its own offset and still point into the whole data.
        offs = np.frombuffer(offsets, dtype=offset_type, count=first + n + 1)[first:]
    data = np.frombuffer(data, dtype=np.uint8) if data is not None else np.zeros(0, np.uint8)
    valid = None
    if validity is not None and arr.null_count > 0:
        valid = (np.frombuffer(validity, dtype=np.uint8), first)
    elif pa.types.is_null(t) and n:
        valid = (np.zeros((n + 7) // 8, dtype=np.uint8), 0)
    return Text(data, offs, valid, "arrow", lambda i: arr[i].as_py(), large)


def _encode(item: Any) -> Optional[bytes]:
    """One record of a list as bytes: a str, bytes, or a dict (as JSON); None otherwise."""
    if isinstance(item, str):
        return item.encode()
    if isinstance(item, (bytes, bytearray)):
        return bytes(item)
    if isinstance(item, Mapping):
        return json.dumps(item).encode()
    return None


def _is_missing(item: Any) -> bool:
    """pandas' marks of a missing value: NaN in an object Series, ``pd.NA`` in a string one."""
    if isinstance(item, float):
        return item != item
    pandas = sys.modules.get("pandas")
    return pandas is not None and item is getattr(pandas, "NA", None)


def _list_record(items: list[Any]) -> Callable[[int], Any]:
    def record(i: int) -> Any:
        item = items[i]
        if item is None or isinstance(item, (str, bytes)):
            return item
        if isinstance(item, bytearray):
            return bytes(item)
        if isinstance(item, Mapping):
            return json.dumps(item)
        if _is_missing(item):
            return None
        return _NotARecord(item)

    return record


class _NotARecord:
    """A list item that is no puzzle at all (an int, a float...): its reason says what it is."""

    def __init__(self, item: Any) -> None:
        self.item = item


def list_text(items: list[Any]) -> Text:
    """Encode a list of str or dicts (None for a missing record) as one blob and offsets."""
    encoded = [_encode(s) for s in items]
    n = len(encoded)
    lengths = np.fromiter((len(b) if b is not None else 0 for b in encoded), dtype=np.int64, count=n)
    offsets = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    data = np.frombuffer(b"".join(b for b in encoded if b is not None), dtype=np.uint8)
    valid = None
    present = np.fromiter((b is not None for b in encoded), dtype=bool, count=n)
    if not present.all():
        valid = (np.packbits(present, bitorder="little"), 0)
    return Text(data, offsets, valid, "list", _list_record(items))


def cells(puzzles: Any) -> Cells:
    """A C-contiguous (n, N²) uint8 array; values that do not fit a byte become 255 (invalid)."""
    a = np.asarray(puzzles)
    if a.ndim == 3:
        a = a.reshape(a.shape[0], -1)
    if a.ndim != 2:
        raise ValueError(
            f"expected an array of puzzles of shape (n, N²) or (n, N, N), or a collection of "
            f"puzzle strings, not an array of shape {a.shape} and dtype {a.dtype}"
        )
    given = a
    if a.dtype != np.uint8:
        if not (np.issubdtype(a.dtype, np.integer) or a.dtype == np.bool_):
            raise TypeError(f"puzzle cells must be integers, not {a.dtype}")
        a = np.where((a < 0) | (a > 255), 255, a).astype(np.uint8)
    return Cells(np.ascontiguousarray(a), given)


def _is_text_item(item: Any) -> bool:
    return item is None or isinstance(item, (str, bytes, bytearray, Mapping))


def _arrow_import(obj: Any) -> Optional[Any]:
    """A pyarrow array of an object that exports Arrow through the PyCapsule interface, or
    None when pyarrow is missing or cannot take it (the caller then iterates over it)."""
    try:
        import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]
    except ImportError:
        return None
    try:
        if hasattr(obj, "__arrow_c_array__"):
            return pa.array(obj)
        return pa.chunked_array(obj)
    except (TypeError, ValueError, pa.ArrowException, NotImplementedError):
        return None


def read(puzzles: Any, what: str) -> Batch:
    """The batch of ``puzzles``, for the function ``what`` (named in errors)."""
    if isinstance(puzzles, (str, bytes, bytearray, Mapping)):
        raise TypeError(
            f"{what}_batch takes a collection of puzzles (a list, an array, a Series), not one "
            f"{type(puzzles).__name__}: use sudokit.{what}() for one puzzle, or wrap it in a list"
        )
    if is_pyarrow(puzzles):
        return arrow_text(puzzles)
    if isinstance(puzzles, np.ndarray):
        if puzzles.dtype.kind not in "USO":
            return cells(puzzles)
        if puzzles.ndim != 1:
            raise ValueError(
                f"expected a one-dimensional array of puzzle strings, not one of shape {puzzles.shape}"
            )
        puzzles = puzzles.tolist()
    if hasattr(puzzles, "__arrow_c_stream__") or hasattr(puzzles, "__arrow_c_array__"):
        arrow = _arrow_import(puzzles)
        if arrow is not None:
            try:
                return arrow_text(arrow)
            except TypeError:
                pass  # not strings: read it as the collection it also is
    if not isinstance(puzzles, (list, tuple)):
        if not isinstance(puzzles, Iterable):
            raise TypeError(
                f"{what}_batch takes a collection of puzzles (a list, a NumPy array, an Arrow "
                f"array, a polars or pandas Series), not {type(puzzles).__name__}"
            )
        puzzles = list(puzzles)
    first = next((p for p in puzzles if p is not None), None)
    if not puzzles or _is_text_item(first) or not isinstance(first, (Iterable, np.ndarray)):
        return list_text(list(puzzles))
    return cells(puzzles)


# ---------------------------------------------------------------------------------------------
# Reasons and raised errors


Records = Callable[[int], Any]
"""Record ``i`` of a batch, as the single-puzzle functions read it (``Batch.record``): a
result keeps this for its reasons, not the buffers of the batch."""


def _failure(records: Records, i: int, code: int, what: str, timeout: Optional[float]) -> Optional[BaseException]:
    """The exception standing for record ``i``'s status, or None when it has an answer."""
    record = records(i)
    if isinstance(record, _NotARecord):
        return ParseError(
            f"a record is a str, bytes or dict, not {type(record.item).__name__}", index=i
        )
    exc: Optional[BaseException] = _native.failure(record, code, what, timeout, i)
    return exc


def reasons(
    records: Records, status: npt.NDArray[np.uint8], failed: npt.NDArray[np.bool_], what: str, timeout: Optional[float]
) -> list[Optional[str]]:
    """Each failed record's reason in words; None for the others."""
    out: list[Optional[str]] = [None] * len(status)
    for i in np.flatnonzero(failed).tolist():
        exc = _failure(records, i, int(status[i]), what, timeout)
        out[i] = str(exc) if exc is not None else Status(int(status[i])).name.lower()
    return out


def raise_first(
    records: Records, status: npt.NDArray[np.uint8], failed: npt.NDArray[np.bool_], what: str, timeout: Optional[float]
) -> None:
    """Raises the exception of the first failed record, with its ``index`` (errors="raise")."""
    bad = np.flatnonzero(failed)
    if not len(bad):
        return
    i = int(bad[0])
    exc = _failure(records, i, int(status[i]), what, timeout)
    if isinstance(exc, SudokuError):
        raise type(exc)(f"record {i}: {exc}", index=i)
    raise ParseError(f"record {i}: status {Status(int(status[i])).name}", index=i)


def check_errors(errors: str) -> None:
    if errors not in ("status", "raise"):
        raise ValueError(f'unknown errors {errors!r} (expected "status" or "raise")')


# ---------------------------------------------------------------------------------------------
# Outputs


def has_solution(status: npt.NDArray[np.uint8]) -> npt.NDArray[np.bool_]:
    found: npt.NDArray[np.bool_] = (
        (status == Status.UNIQUE) | (status == Status.MULTIPLE) | (status == Status.FOUND)
    )
    return found


def strings_out(
    text: Text, data: npt.NDArray[np.uint8], offsets: npt.NDArray[np.int64], ok: npt.NDArray[np.bool_]
) -> Any:
    """Text answers as the input's kind: an Arrow string array (null where none) or a list."""
    n = len(ok)
    if text.kind == "list":
        blob = data.tobytes().decode("ascii")
        return [blob[offsets[i] : offsets[i + 1]] if ok[i] else None for i in range(n)]
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

    if not text.large and int(offsets[-1]) < 2**31:
        typ, offsets = pa.string(), offsets.astype(np.int32)
    else:
        typ = pa.large_string()
    nulls = int(n - ok.sum())
    validity = pa.py_buffer(np.packbits(ok, bitorder="little")) if nulls else None
    return pa.Array.from_buffers(
        typ, n, [validity, pa.py_buffer(offsets), pa.py_buffer(data)], null_count=nulls
    )


def nested_out(text: Text, rows: list[Any], typ_name: str) -> Any:
    """Per-record nested lists as the input's kind: a list (None where none) or an Arrow
    array of nested lists (null where none)."""
    if text.kind == "list":
        return rows
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]

    if typ_name == "candidates":
        typ = pa.list_(pa.list_(pa.string()))
    else:
        typ = pa.list_(pa.list_(pa.list_(pa.uint64())))
    return pa.array(rows, type=typ)
