"""A file's JSON is refused when lists and objects nest deeper than allowed, whatever strings and numbers it holds."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from accessible_games.files import too_deep

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=4),
    max_leaves=40,
)


def nesting(value: Any) -> int:
    """How many lists and objects deep `value` goes (0 for a string or a number)."""
    if isinstance(value, dict):
        return 1 + max(map(nesting, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(nesting, value), default=0)
    return 0


@given(JSON, st.integers(0, 6))
def test_data_is_too_deep_exactly_when_it_nests_more_than_the_limit(data: Any, depth: int) -> None:
    """Nested `depth` levels is accepted, one more is refused; scalars count for nothing."""
    assert too_deep(data, depth) == (nesting(data) > depth)


def test_a_long_flat_save_is_not_too_deep_and_one_list_too_many_is() -> None:
    """Thousands of moves two levels down pass; the same with one list nested past the limit does not."""
    moves: list[Any] = [{"kind": "roll", "steps": n, "cells": [n, "a"]} for n in range(5000)]
    assert not too_deep({"moves": moves}, 4)
    moves[4321]["cells"].append([[]])
    assert too_deep({"moves": moves}, 4)
