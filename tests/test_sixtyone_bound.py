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
from accessible_games.games.sixtyone import lagrange, weakly
from accessible_games.games.sixtyone.duality import (
    default_tables,
    roll_values,
    rolls,
    seed_rolls,
    start_sheet,
    transitions,
)
from accessible_games.games.sixtyone.hard import _played
from accessible_games.games.sixtyone.rules import SixtyOneState, legal_moves, new_state
from accessible_games.games.sixtyone.sheet import AREAS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES, Sheet
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


def weakly_solved(seed: int) -> weakly.Solved:
    """The weakly coupled parts solved at random prices (any prices give a bound)."""
    rng = np.random.default_rng(seed)
    prices = weakly.zero_prices()
    prices.lam += rng.normal(0.0, 1.0, prices.lam.shape)
    prices.mu += rng.uniform(0.0, 2.0, prices.mu.shape)
    return weakly.solve(default_tables(), prices)


def charged_best(pen: lagrange.Penalty, x: Reduced, done: int, dice: list[tuple[int, int, int]]) -> float:
    """The exact inner maximum under the parts' penalty, every line tried (the reduced sheets' moves, which the
    tests above check against the rules): each round charged, the areas' part also after the game's end."""
    table = rolls()
    if not dice or done >= LEAVES:
        return 0.0
    roll = table.index[dice[0]]
    if x[1] >= LEAF_END:
        return float(pen.charge_area(done, roll)[list(x[0])].sum()) + charged_best(pen, x, done + 1, dice[1:])
    return pen.charge(done, x[0], x[1], roll) + max(
        earned + charged_best(pen, after, done + 1, dice[1:])
        for after, earned in transitions(default_tables(), x, dice[0])
    )


@pytest.mark.parametrize(("seed", "rounds", "count"), [(2, 12, 3), (7, 15, 3), (22, 16, 3)])
def test_relaxation_is_above_the_exact_inner_maximum(seed: int, rounds: int, count: int) -> None:
    """The seven parts' sum, at any prices, is at least the exact inner maximum of the same game with the same
    penalty (uncharged, and charged by the parts' penalty), and the steps on the prices only lower it."""
    state = sheet_at(seed, rounds)
    sheet = state.sheets[0]
    done = len(sheet.leaves)
    dice = seed_rolls(seed)[done : done + count]
    x = reduced(sheet)
    job = lagrange.problem(dice, x[0], x[1], done)
    pen = weakly.penalty_of(weakly_solved(seed))
    uncharged = solve(default_tables(), x, done, dice, scale=0.0).value
    assert uncharged is not None
    for exact, part in ((uncharged, None), (charged_best(pen, x, done, dice), pen)):
        rng = np.random.default_rng(seed)
        for _ in range(3):
            prices = lagrange.Prices(rng.normal(0.0, 2.0, (len(dice), 6)), rng.uniform(0.0, 3.0, len(dice)))
            assert lagrange.dual_value(default_tables(), job, prices, part).value >= exact - 1e-9
        zero = lagrange.Prices(np.zeros((len(dice), 6)), np.zeros(len(dice)))
        lowered, _step = lagrange.bound(default_tables(), job, part, steps=60)
        assert exact - 1e-9 <= lowered < lagrange.dual_value(default_tables(), job, zero, part).value


def test_parts_penalty_makes_every_seed_start_at_the_weakly_coupled_bound() -> None:
    """Charged by the parts' own choice values, the seven clairvoyant parts at the weakly coupled prices earn
    exactly the parts' expected values on every seed: the seeds' bound starts at the exact one."""
    prices = weakly.zero_prices()
    prices.lam += np.random.default_rng(3).normal(0.0, 1.0, prices.lam.shape)
    solved = weakly.solve(default_tables(), prices)
    start = start_sheet(default_tables())
    for seed in (0, 5, 9):
        dice = seed_rolls(seed)
        job = lagrange.problem(dice, start[0], start[1], 0)
        at = lagrange.Prices(
            np.array([prices.lam[t, job.roll[t]] for t in range(len(dice))]),
            np.array([prices.mu[t, job.roll[t]] for t in range(len(dice))]),
        )
        value = lagrange.dual_value(default_tables(), job, at, weakly.penalty_of(solved)).value
        assert value == pytest.approx(solved.value, abs=1e-6)


def expected_best(x: Reduced, done: int, left: int, memo: dict[tuple[Reduced, int], float]) -> float:
    """The best expected acorns from sheet x after `done` rounds with `left` rounds to play (every choice, the
    rolls unknown): the optimum a real player could reach."""
    if left == 0 or x[1] >= LEAF_END or done >= LEAVES:
        return 0.0
    if (x, left) not in memo:
        table = rolls()
        memo[(x, left)] = sum(
            chance
            * max(
                earned + expected_best(after, done + 1, left - 1, memo)
                for after, earned in transitions(default_tables(), x, dice)
            )
            for chance, dice in zip(table.chance, table.dice)
        )
    return memo[(x, left)]


@pytest.mark.parametrize("seed", [4, 8])
def test_weakly_coupled_bound_is_above_the_best_expected_score(seed: int) -> None:
    """From a sheet two rounds before the end, the parts' expected values (at any prices) are at least the
    best expected score of the real game over those two rounds (every choice tried, the rolls unknown), and
    with the committed prices within 2 acorns of it."""
    rng = random.Random(seed)
    state, _ = GAME.new_game(Setup(seed, 1, "standard", {}))
    while state.round <= 18 or state.joker_pending:  # random choices, the smallest die on the leaf row
        moves = GAME.legal_moves(state, 0)
        low = min(move.get("leaf", 7) for move in moves)
        GAME.apply(state, rng.choice([move for move in moves if move.get("leaf", 7) == low]))
    sheet = state.sheets[0]
    assert len(sheet.leaves) == 18 and sheet.total < LEAF_END
    x = reduced(sheet)
    best = expected_best(x, 18, 2, {})
    fitted_prices = weakly.solve(
        default_tables(), weakly.load(ROOT / "benchmarks" / "results" / "sixtyone_prices.json")
    )
    for solved in (weakly_solved(seed), weakly.solve(default_tables(), weakly.zero_prices()), fitted_prices):
        bound = float(sum(solved.area_w[18, g] for g in x[0]) + solved.leaf_w[18, x[1]])
        assert bound >= best - 1e-9
    assert bound < best + 2.0  # the committed prices make it a close bound, not just a true one
