"""Rating is a value: picklable (so multiprocessing and joblib can return it), hashable, equal
by its fields, and ordered by difficulty."""

from __future__ import annotations

import copy
import multiprocessing
import pickle

import pytest

import sudokit
from conftest import EASY


@pytest.fixture(scope="module")
def ratings(hard):
    return [sudokit.rate(p) for p in [EASY] + hard[:20]]


def test_rating_pickles_and_copies_at_every_protocol(ratings):
    for r in ratings[:3]:
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            back = pickle.loads(pickle.dumps(r, protocol=protocol))
            assert type(back) is sudokit.Rating and back == r and repr(back) == repr(r)
        assert copy.copy(r) == r and copy.deepcopy(r) == r


def test_rating_crosses_a_process_pool(hard):
    puzzles = [EASY] + hard[:5]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        rated = pool.map(sudokit.rate, puzzles)
    assert rated == [sudokit.rate(p) for p in puzzles]
    assert all(isinstance(r, sudokit.Rating) for r in rated)


def test_rating_is_made_from_its_fields():
    r = sudokit.rate(EASY)
    same = sudokit.Rating(r.level, r.score, r.se, r.solved, r.hardest, r.steps)
    assert same == r and hash(same) == hash(r)
    keywords = sudokit.Rating(**r.to_dict())
    assert keywords == r
    with pytest.raises(ValueError, match="unknown level 'insane'|unknown level \"insane\""):
        sudokit.Rating("insane", 1, 1.0, True, None, 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="finite"):
        sudokit.Rating("easy", 1, float("nan"), True, None, 1)


def test_ratings_order_by_level_then_score(ratings):
    ordered = sorted(ratings)
    keys = [(sudokit.LEVELS.index(r.level), r.score) for r in ordered]
    assert keys == sorted(keys)
    assert min(ratings).level == "easy"
    a = sudokit.Rating("easy", 100, 2.0, True, "Naked Single", 10)
    b = sudokit.Rating("medium", 50, 2.5, True, "Hidden Pair", 10)
    c = sudokit.Rating("medium", 60, 2.5, True, "Hidden Pair", 10)
    assert a < b < c and c > a and a <= a and a >= a and not a < a
    assert sorted([c, b, a]) == [a, b, c]
    # Ties on level and score are broken by the other fields: equal only when all are.
    d = sudokit.Rating("medium", 60, 2.6, True, "Hidden Pair", 10)
    assert c != d and (c < d) != (d < c)


def test_ratings_are_hashable_values(ratings):
    assert len({*ratings, *[copy.copy(r) for r in ratings]}) == len(set(ratings))
    assert {sudokit.rate(EASY): "x"}[sudokit.rate(EASY)] == "x"
    r = ratings[0]
    assert r != "easy" and r != r.to_dict()
    with pytest.raises(TypeError):
        r < 3  # type: ignore[operator]
    with pytest.raises(AttributeError):
        r.level = "hard"  # type: ignore[misc]
