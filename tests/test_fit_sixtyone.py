"""tools/fit_sixtyone.py: the same arguments give the same tables, byte for byte, and its second stage
leaves tables whose greedy play scores better than the first stage's alone."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np

from accessible_games.games.sixtyone.playouts import play_out, tables_of
from accessible_games.games.sixtyone.sheet import AREAS
from accessible_games.games.sixtyone.value import Values, empty_key

TOOL = Path(__file__).resolve().parent.parent / "tools" / "fit_sixtyone.py"


def load_tool():  # type: ignore[no-untyped-def]
    """The fitting tool as a module."""
    spec = importlib.util.spec_from_file_location("fit_sixtyone", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_sixtyone"] = module
    spec.loader.exec_module(module)
    return module


def greedy_mean(tables: tuple) -> float:  # type: ignore[type-arg]
    """The mean acorns of 4,000 solo games played by the tables' greedy choice, on fixed dice."""
    arrays = tables_of(Values(*tables))
    count = 4000
    keys = np.array([arrays.rows(tuple(empty_key(area) for area in AREAS))] * count)
    start = np.zeros(count, dtype=np.int64)
    dice = np.random.default_rng(3).integers(1, 7, size=(20, count, 3))
    return float(play_out(arrays, keys, start, start, dice, np.ones(6, dtype=np.int64)).mean())


def test_the_same_seeds_give_the_same_tables_and_stage_two_plays_better() -> None:
    """A short fit twice: the written module is identical; after stage two the greedy play scores more."""
    tool = load_tool()
    first = tool.fit(300, 1, report=10**9)
    refined = tool.refine(first, 20_000, 2)
    again = tool.refine(tool.fit(300, 1, report=10**9), 20_000, 2)
    assert tool.written(refined) == tool.written(again)
    assert greedy_mean(refined) > greedy_mean(first) + 1
