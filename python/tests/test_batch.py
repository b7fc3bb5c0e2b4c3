"""The batch functions over NumPy arrays, Arrow string arrays and lists of str."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

import sudokit
from sudokit import Status
from conftest import EASY, EASY_SOLUTION, assert_valid_solution, cells, read_puzzles, to_array

CLASH = "5.......5" + "." * 72
DEAD_END = "12345678." + "........9" + "." * 63


def test_status_names_are_the_engines():
    from sudokit import _sudokit

    assert len(_sudokit.STATUS_NAMES) == len(Status)
    assert [s.value for s in Status] == list(range(len(Status)))
    assert Status(1) is Status.UNIQUE and Status.INVALID == 5


def test_solve_batch_numpy_solutions_are_valid(kaggle):
    a = to_array(kaggle)
    solutions, status = sudokit.solve_batch(a, threads=2)
    assert solutions.shape == a.shape and solutions.dtype == np.uint8
    assert status.shape == (len(kaggle),) and status.dtype == np.uint8
    assert (status == Status.UNIQUE).all()
    for p, s in zip(a[:100], solutions[:100]):
        assert_valid_solution(p, s)
    for i in (0, 17, 499):
        assert "".join(map(str, solutions[i])) == sudokit.solve(kaggle[i])


def test_solve_batch_hard_puzzles_and_three_dimensional_input(hard):
    a = to_array(hard)
    solutions, status = sudokit.solve_batch(a.reshape(-1, 9, 9))
    assert (status == Status.UNIQUE).all()
    for p, s in zip(a, solutions):
        assert_valid_solution(p, s)


def test_bad_records_are_marked_not_raised():
    rows = to_array([EASY, CLASH, DEAD_END, "." * 81, EASY])
    rows[4, 0] = 10  # above 9
    solutions, status = sudokit.solve_batch(rows, threads=2)
    assert list(status) == [Status.UNIQUE, Status.CONFLICT, Status.NO_SOLUTION, Status.MULTIPLE, Status.INVALID]
    for i in (1, 2, 4):
        assert not solutions[i].any()
    assert_valid_solution(rows[3], solutions[3])

    wide = to_array([EASY, EASY, EASY]).astype(np.int64)
    wide[0, 5], wide[1, 5] = -1, 300
    _, status = sudokit.solve_batch(wide)
    assert list(status) == [Status.INVALID, Status.INVALID, Status.UNIQUE]


def test_mode_first_reports_found(kaggle):
    _, status = sudokit.solve_batch(to_array(kaggle[:10]), mode="first")
    assert (status == Status.FOUND).all()
    with pytest.raises(ValueError, match="unknown mode"):
        sudokit.solve_batch(to_array(kaggle[:1]), mode="fastest")


def test_whole_call_errors_raise():
    with pytest.raises(ValueError, match="rows of 80 cells"):
        sudokit.solve_batch(np.zeros((2, 80), dtype=np.uint8))
    with pytest.raises(ValueError, match="shape"):
        sudokit.solve_batch(np.zeros(81, dtype=np.uint8))
    with pytest.raises(TypeError, match="integers"):
        sudokit.solve_batch(np.zeros((1, 81), dtype=np.float64))
    with pytest.raises(ValueError, match="threads"):
        sudokit.solve_batch(np.zeros((1, 81), dtype=np.uint8), threads=0)
    with pytest.raises(TypeError, match="Arrow string array"):
        sudokit.solve_batch(pa.array([1, 2]))


def test_empty_batches():
    solutions, status = sudokit.solve_batch(np.zeros((0, 81), dtype=np.uint8))
    assert solutions.shape == (0, 81) and status.shape == (0,)
    solutions, status = sudokit.solve_batch(pa.array([], type=pa.string()))
    assert len(solutions) == 0 and status.shape == (0,)
    assert sudokit.solve_batch([]) == ([], pytest.approx(np.zeros(0)))


def test_threads_do_not_change_results(hard, kaggle):
    a = to_array(kaggle + hard + [CLASH, DEAD_END, "." * 81])
    one = sudokit.solve_batch(a, threads=1)
    two = sudokit.solve_batch(a, threads=2)
    assert (one[0] == two[0]).all() and (one[1] == two[1]).all()
    c1, c2 = sudokit.count_batch(a, limit=50, threads=1), sudokit.count_batch(a, limit=50, threads=2)
    assert (c1[0] == c2[0]).all() and (c1[1] == c2[1]).all()
    r1, r2 = sudokit.rate_batch(a[-60:], threads=1), sudokit.rate_batch(a[-60:], threads=2)
    for key in r1:
        assert (r1[key] == r2[key]).all(), key
    strings = pa.array(kaggle + hard)
    assert sudokit.solve_batch(strings, threads=1)[0].equals(sudokit.solve_batch(strings, threads=2)[0])


@pytest.mark.parametrize("typ", [pa.string(), pa.large_string()])
def test_arrow_input_gives_arrow_output(typ, kaggle):
    arr = pa.array(kaggle[:50], type=typ)
    solutions, status = sudokit.solve_batch(arr)
    assert solutions.type == typ and len(solutions) == 50
    assert (status == Status.UNIQUE).all()
    expected, _ = sudokit.solve_batch(to_array(kaggle[:50]))
    assert solutions.to_pylist() == ["".join(map(str, row)) for row in expected]


@pytest.mark.parametrize("typ", [pa.string(), pa.large_string()])
def test_arrow_slice_with_offset_and_nulls(typ, kaggle):
    values = [kaggle[0], "garbage", None, kaggle[1], CLASH, None, kaggle[2], "." * 81]
    sliced = pa.array(values, type=typ).slice(1)  # offset 1, nulls inside
    assert sliced.offset == 1
    solutions, status = sudokit.solve_batch(sliced, threads=2)
    assert list(status) == [
        Status.INVALID, Status.INVALID, Status.UNIQUE, Status.CONFLICT, Status.INVALID, Status.UNIQUE, Status.MULTIPLE,
    ]
    out = solutions.to_pylist()
    assert out[0] is None and out[1] is None and out[3] is None and out[4] is None
    assert out[2] == sudokit.solve(kaggle[1]) and out[5] == sudokit.solve(kaggle[2])
    assert_valid_solution("." * 81, out[6])
    counts, cstatus = sudokit.count_batch(sliced, limit=3)
    # Unreadable records and nulls have no count (null); a clash has none: 0.
    assert counts.to_pylist() == [None, None, 1, 0, None, 1, 3]
    assert list(cstatus) == list(status)
    # A slice of a slice, and a slice starting past the first null.
    inner = sliced.slice(2, 3)
    assert list(sudokit.solve_batch(inner)[1]) == [Status.UNIQUE, Status.CONFLICT, Status.INVALID]


def test_arrow_chunked_and_mixed_sizes(kaggle):
    (four,) = sudokit.generate(1, size=4, seed=3)
    four_rows = "\n".join(four[r * 4 : r * 4 + 4] for r in range(4))  # the grid layout
    chunked = pa.chunked_array([[kaggle[0], None], [four_rows]])
    solutions, status = sudokit.solve_batch(chunked)
    assert list(status) == [Status.UNIQUE, Status.INVALID, Status.UNIQUE]
    assert solutions[2].as_py() == sudokit.solve(four)
    assert_valid_solution(cells(four), cells(solutions[2].as_py()), 4)


def test_list_input_gives_list_output(kaggle):
    solutions, status = sudokit.solve_batch([kaggle[0], None, "nope", EASY.encode(), kaggle[3]])
    assert solutions == [sudokit.solve(kaggle[0]), None, None, EASY_SOLUTION, sudokit.solve(kaggle[3])]
    assert list(status) == [Status.UNIQUE, Status.INVALID, Status.INVALID, Status.UNIQUE, Status.UNIQUE]


def test_count_batch_known_counts():
    puzzles = read_puzzles("17-clue.txt", 20) + read_puzzles("serg.txt", 5) + [CLASH, DEAD_END, "." * 81]
    counts, status = sudokit.count_batch(to_array(puzzles), limit=1000)
    assert counts.dtype == np.uint64
    assert (counts[:20] == 1).all() and (status[:20] == Status.UNIQUE).all()
    assert (counts[20:25] >= 2).all() and (status[20:25] == Status.MULTIPLE).all()
    assert list(counts[25:]) == [0, 0, 1000]
    assert list(status[25:]) == [Status.CONFLICT, Status.NO_SOLUTION, Status.MULTIPLE]
    for p, c in zip(puzzles[20:25], counts[20:25]):
        assert sudokit.count(p, 1000) == c
    assert list(sudokit.count_batch(to_array(puzzles[:1]), limit=1)[1]) == [Status.FOUND]
    text_counts, text_status = sudokit.count_batch(pa.array(puzzles), limit=1000)
    assert text_counts.to_pylist() == counts.tolist() and (text_status == status).all()
    assert not np.ma.is_masked(counts)  # every record was counted


def test_rate_batch_matches_rate(hard):
    puzzles = [EASY] + hard[:12] + [CLASH, "." * 81, DEAD_END, "oops"]
    for batch in (pa.array(puzzles), puzzles):
        result = sudokit.rate_batch(batch, threads=2)
        assert set(result) == {"level", "score", "se", "hardest", "steps", "guesses", "status", "reason"}
        assert all(len(v) == len(puzzles) for v in result.values())
        # One view of either kind: Arrow columns for Arrow input, NumPy ones (masked) else.
        rows = pa.table({k: v for k, v in result.items()}).to_pylist()
        for i, p in enumerate(puzzles[:13]):
            r = sudokit.rate(p)
            row = rows[i]
            assert row["status"] == Status.UNIQUE and row["reason"] is None
            assert (row["level"], row["score"], row["hardest"], row["steps"]) == (r.level, r.score, r.hardest, r.steps)
            assert row["se"] == pytest.approx(r.se, abs=1e-6)
        assert list(result["status"][13:]) == [Status.CONFLICT, Status.MULTIPLE, Status.NO_SOLUTION, Status.INVALID]
        # Records not rated have no values (nulls), and say why.
        for row in rows[13:]:
            assert row["level"] is None and row["hardest"] is None and row["score"] is None
            assert row["se"] is None and row["steps"] is None and row["guesses"] is None
        assert [row["reason"] for row in rows[13:]] == [
            "no solution: r1c1 and r1c9 both hold 5",
            "the puzzle has several solutions",
            "no solution: no digit fits r1c9",
            "line 1, column 5: found 1 rows, expected 4",
        ]
        # The easy puzzle falls to propagation; the hard ones make the solver guess.
        assert rows[0]["guesses"] == 0 and sum(row["guesses"] for row in rows[1:13]) > 0
    numpy_result = sudokit.rate_batch(to_array(puzzles[:16]))
    assert list(numpy_result["level"]) == [row["level"] for row in rows[:16]]
    assert numpy_result["guesses"].tolist() == [row["guesses"] for row in rows[:16]]


def test_rate_batch_numpy_columns_mark_missing_values():
    result = sudokit.rate_batch([EASY, CLASH])
    assert result["level"].dtype == object and list(result["level"]) == ["easy", None]
    assert list(result["hardest"]) == ["Naked Single", None]
    for key, dtype in (("score", np.uint32), ("steps", np.uint32), ("guesses", np.uint64), ("se", np.float32)):
        column = result[key]
        assert isinstance(column, np.ma.MaskedArray) and column.dtype == dtype, key
        assert list(column.mask) == [False, True], key
    assert np.isnan(result["se"].data[1]) and result["se"][0] == pytest.approx(sudokit.rate(EASY).se)
    assert result["score"].mean() == sudokit.rate(EASY).score  # masked values do not count
    assert list(result["reason"]) == [None, "no solution: r1c1 and r1c9 both hold 5"]
    arrow = pa.table(result)  # pyarrow reads the masks as nulls
    assert arrow.column("score").to_pylist() == [sudokit.rate(EASY).score, None]
    assert arrow.column("se").null_count == 1


def test_rate_batch_time_limit_marks_records_interrupted():
    hardest = read_puzzles("forum-hardest-1106.txt")
    slow = [hardest[i] for i in (3, 11, 36, 44)]
    clash = "11" + EASY[2:]
    # The limit is each record's: a nanosecond has passed before any record's first step,
    # however fast the host, so every puzzle that needs rating is marked interrupted, while a
    # record refused before any work (two 1s in a row) keeps its own status.
    result = sudokit.rate_batch(slow + [EASY, clash], timeout=1e-9)
    assert list(result["status"][:5]) == [Status.INTERRUPTED] * 5
    assert result["status"][5] == Status.CONFLICT
    # A limit that is not reached changes nothing: every record is rated.
    result = sudokit.rate_batch(slow + [EASY, clash], timeout=600)
    assert list(result["status"][:5]) == [Status.UNIQUE] * 5
    assert result["level"][4] == "easy" and result["status"][5] == Status.CONFLICT


def test_canonical_batch_matches_canonical(hard):
    puzzles = [EASY] + hard[:20]
    copies = [sudokit.transform(p, 9, stream=i) for i, p in enumerate(puzzles)]
    forms, status = sudokit.canonical_batch(to_array(copies), threads=2)
    assert (status == Status.FOUND).all()
    for p, row in zip(puzzles, forms):
        assert "".join(str(v) for v in row) == sudokit.canonical(p)
    arrow_forms, arrow_status = sudokit.canonical_batch(pa.array([copies[0], None, "nope", "." * 16, copies[1]]).slice(1))
    assert list(arrow_status) == [Status.INVALID, Status.INVALID, Status.INVALID, Status.FOUND]
    assert arrow_forms.to_pylist() == [None, None, None, sudokit.canonical(puzzles[1])]
    list_forms, _ = sudokit.canonical_batch(copies[:3])
    assert list_forms == [sudokit.canonical(p) for p in puzzles[:3]]
    one, two = sudokit.canonical_batch(to_array(copies), threads=1), sudokit.canonical_batch(to_array(copies), threads=2)
    assert (one[0] == two[0]).all()
    sixteen_forms, sixteen_status = sudokit.canonical_batch(np.zeros((2, 256), dtype=np.uint8))
    assert (sixteen_status == Status.INVALID).all() and not sixteen_forms.any()


def test_text_outputs_are_valid_arrow_whatever_the_layout_of_sizes(kaggle):
    (four,) = sudokit.generate(1, size=4, seed=3)
    cases = [
        [None, "bad", kaggle[0], CLASH, kaggle[1]],  # one size, bad records first
        [four, kaggle[0], None, four],  # mixed sizes: done the general way
        ["bad", None],  # nothing readable
    ]
    for values in cases:
        arr = pa.array(values)
        solutions, status = sudokit.solve_batch(arr, threads=2)
        solutions.validate(full=True)
        expected = []
        for v in values:
            try:
                expected.append(sudokit.solve(v))
            except (ValueError, TypeError):
                expected.append(None)
        assert solutions.to_pylist() == expected
        assert sudokit.solve_batch(values)[0] == expected
        forms, _ = sudokit.canonical_batch(arr)
        forms.validate(full=True)
