"""Sixty-One duality bound: the penalty's roll values are the hard bot's one-roll scores, the exact search
finds the same maximum as a brute force through the rules on short games, and the CI check passes."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone.bound_search import penalties, solve
from accessible_games.games.sixtyone.duality import Sheet as Reduced
from accessible_games.games.sixtyone.duality import default_tables, roll_values, rolls, seed_rolls, transitions
from accessible_games.games.sixtyone.hard import _played
from accessible_games.games.sixtyone.rules import SixtyOneState, legal_moves, new_state
from accessible_games.games.sixtyone.sheet import AREAS, JOKER, LEAF_JOKERS, Sheet
from accessible_games.games.sixtyone.value import fitted, sheet_keys, time_left

GAME = get_game("sixtyone")
ROOT = Path(__file__).resolve().parent.parent
BONUS = (True,) * 6


def reduced(sheet: Sheet) -> Reduced:
    """The sheet as the search sees it."""
    return (tuple(default_tables().rows(sheet_keys(sheet.areas))), sheet.total)


def future(sheet: Sheet) -> float:
    """The fitted value of what a sheet still earns."""
    return fitted().future(
        sheet_keys(sheet.areas), sheet.total, len(sheet.leaves), time_left(sheet.total, len(sheet.leaves))
    )


def slow_best(sheet: Sheet, dice: tuple[int, int, int]) -> float:
    """The best acorns now plus value after over every legal move of the roll, move by move through the rules."""
    state = SixtyOneState(players=1, dice=list(dice), sheets=[sheet.copy()], choices=[None])
    best = -1e9
    for move in legal_moves(state, 0):
        after, earned = _played(sheet, BONUS, move)
        value = earned + future(after)
        if after.total in LEAF_JOKERS and after.any_open(JOKER):
            placed = []
            for area in AREAS:
                for cell, held in enumerate(after.cells(area)):
                    joker = {"kind": "joker", "area": area, "cell": cell}
                    probe = SixtyOneState(players=1, dice=[1, 1, 1], sheets=[after.copy()], choices=[None])
                    probe.joker_pending = True
                    if held is None and joker in legal_moves(probe, 0):
                        again, more = _played(after, BONUS, joker)
                        placed.append(earned + more + future(again))
            value = max(placed)
        best = max(best, value)
    return best


def sheet_at(seed: int, rounds: int) -> SixtyOneState:
    """A solo game after `rounds` rounds of random legal play (seeded), no joker waiting."""
    rng = random.Random(seed)
    state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
    while not state.over and (state.round <= rounds or state.joker_pending):
        GAME.apply(state, rng.choice(GAME.legal_moves(state, 0)))
    return state


def near_joker(first: int, mark: int) -> SixtyOneState:
    """A random game's sheet from seed `first` on whose leaf total is one die short of the joker total `mark`."""
    for seed in range(first, first + 500):
        state = sheet_at(seed, seed % 15)
        if not state.over and 0 < mark - state.sheets[0].total <= 6:
            return state
    raise AssertionError("no such sheet")


@pytest.mark.parametrize(("seed", "mark"), [(3, 11), (40, 31), (90, 51)])
def test_roll_values_are_the_best_one_roll_scores_through_the_rules(seed: int, mark: int) -> None:
    """h(x, d) for every roll is the best acorns-now-plus-value of any legal choice of that roll, a joker it
    wins placed with it (so the bound charges a line exactly what the fitted values say its luck was worth)."""
    sheet = near_joker(seed, mark).sheets[0]
    x = reduced(sheet)
    values = roll_values(default_tables(), np.array([x[0]]), np.array([x[1]]), np.array([len(sheet.leaves)]))[0]
    table = rolls()
    for dice in table.dice:
        assert values[table.index[dice]] == pytest.approx(slow_best(sheet, dice), abs=1e-9)


def test_penalty_has_zero_mean_over_the_roll() -> None:
    """Whatever sheet a player reached, the charge has mean zero over the 56 rolls (a fair player pays nothing)."""
    state = sheet_at(5, 9)
    x = reduced(state.sheets[0])
    table = rolls()
    charges = [penalties(default_tables(), [x], len(state.sheets[0].leaves), dice)[0] for dice in table.dice]
    assert float(np.dot(table.chance, charges)) == pytest.approx(0.0, abs=1e-9)
    assert max(abs(c) for c in charges) > 0.5  # and it does charge for luck


def brute_force(state: SixtyOneState, dice: list[tuple[int, int, int]]) -> float:
    """The best penalised score over every sequence of legal moves (the real rules, every cell) on `dice`."""
    if state.over or not dice:
        return 0.0
    sheet = state.sheets[0]
    state.dice = list(dice[0])
    charge = penalties(default_tables(), [reduced(sheet)], len(sheet.leaves), dice[0])[0]
    return charge + _best_choice(state, dice)


def _best_choice(state: SixtyOneState, dice: list[tuple[int, int, int]]) -> float:
    """The best acorns of one round's choice (a joker it wins included) plus the best of the rounds after."""
    best = -1e18
    before = state.sheets[0].score()
    for move in GAME.legal_moves(state, 0):
        after = SixtyOneState.from_json(state.to_json())
        GAME.apply(after, move)
        if after.joker_pending:
            best = max(best, after.sheets[0].score() - before + _best_choice(after, dice))
            continue
        earned = after.sheets[0].score() - before
        best = max(best, earned + brute_force(after, dice[1:]))
    return best


@pytest.mark.parametrize(("seed", "rounds", "count"), [(1, 2, 3), (4, 9, 3), (11, 13, 3), (30, 16, 3)])
def test_exact_search_matches_brute_force_on_short_games(seed: int, rounds: int, count: int) -> None:
    """The search over reduced sheets finds the same maximum as trying every legal move sequence through the
    rules (jokers, passes and the game's end included) on the seed's next `count` rolls."""
    state = sheet_at(seed, rounds)
    sheet = state.sheets[0]
    done = len(sheet.leaves)
    dice = seed_rolls(seed)[done : done + count]
    inner = solve(default_tables(), reduced(sheet), done, dice)
    assert inner.value is not None
    assert inner.value == pytest.approx(brute_force(state, dice), abs=1e-6)
    previous, score = reduced(sheet), 0.0  # the line it gives is a legal one worth that maximum
    for step, (after, roll) in enumerate(zip(inner.line, dice)):
        score += (
            penalties(default_tables(), [previous], done + step, roll)[0]
            + dict(transitions(default_tables(), previous, roll))[after]
        )
        previous = after
    assert score == pytest.approx(inner.value, abs=1e-6)


@pytest.mark.parametrize(("seed", "mark"), [(3, 11), (40, 31), (90, 51)])
def test_joker_totals_are_searched_exactly(seed: int, mark: int) -> None:
    """A sheet one die from a joker total and a roll that can reach it: the search and the brute force agree
    (the joker's every cell is tried, with the write that won it)."""
    state = near_joker(seed, mark)
    sheet = state.sheets[0]
    done = len(sheet.leaves)
    need = mark - sheet.total
    low, middle, high = sorted((need, 2, 5))
    dice = [(low, middle, high), *seed_rolls(seed)[done + 1 : done + 2]]
    inner = solve(default_tables(), reduced(sheet), done, dice)
    assert inner.value == pytest.approx(brute_force(state, dice), abs=1e-6)


def test_seed_rolls_are_the_games_rolls() -> None:
    """The rolls the bound knows are the ones the game rolls, whatever is chosen."""
    state, _ = new_state(Setup(12, 1, "standard", {}))
    rng = random.Random(0)
    seen = []
    while not state.over:
        if not state.joker_pending and (not seen or len(seen) < state.round):
            seen.append(tuple(state.dice))
        GAME.apply(state, rng.choice(GAME.legal_moves(state, 0)))
    assert seen == seed_rolls(12)[: len(seen)]


def test_quick_check_finds_the_bound_above_the_hard_bot() -> None:
    """The CI check of benchmarks/bench_sixtyone_bound.py: on 20 seeds the bound is above the hard bot and the
    search reaches the hard bot's own penalised line on every seed."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "bench_sixtyone_bound.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "| 14 | 20 |" in result.stdout
    assert "FAILED" not in result.stdout
