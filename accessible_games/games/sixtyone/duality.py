"""Sixty-One duality: an upper bound on the best expected solo score, by information relaxation.

Brown, Smith and Sun (2010): a player who knew all twenty rolls in advance could score more than any real
player, but charge him at each round, for the roll that came, the penalty

    h(x, d) - E_d' h(x, d')

where x is the sheet before the roll (after the previous round's choice), d the roll and h(x, d) the best
acorns-now-plus-fitted-value of a choice on that roll (value.py's afterstate values, the hard bot's one-roll
score). Any policy that does not see the future pays nothing on average (the mean over the roll of each term
is zero, whatever x it reached), so the mean over seeds of the best penalised score with the rolls known is
an upper bound on the expected score of every policy. The closer the fitted values are to the true ones, the
closer the bound is to the optimum.

This module gives, for a batch of sheets, h for all 56 rolls (`roll_values`) and its mean, and the exact
choices of a round with their acorns (`transitions`). The search over the known rolls is in bound_search.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .playouts import NONE, TOTALS, Tables, _with_joker, fitted_tables, joker_change
from ...core.protocol import Setup
from .rules import new_state, role_splits, roll, three_dice_rolls
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES
from .value import empty_key


@dataclass(frozen=True)
class Rolls:
    """The 56 distinct sorted rolls: their chances, and per roll its role splits as indexes into 6 x 6 x 6."""

    dice: tuple[tuple[int, int, int], ...]
    chance: np.ndarray  # [56]
    split: np.ndarray  # [56, 6]: area * 36 + value * 6 + leaf (0-based dice), the first split repeated to pad
    leaf: np.ndarray  # [56, 3]: the dice (a pass may put any of them on the leaf row)
    index: dict[tuple[int, int, int], int]


@lru_cache(maxsize=1)
def rolls() -> Rolls:
    """The 56 rolls of three dice, sorted as the game reads them."""
    dice = tuple(d for d, _ in three_dice_rolls())
    chance = np.array([c for _, c in three_dice_rolls()])
    split = np.zeros((len(dice), 6), dtype=np.int64)
    for i, d in enumerate(dice):
        codes = [(a - 1) * 36 + (v - 1) * 6 + (lf - 1) for a, v, lf in role_splits(list(d))]
        split[i] = (codes + [codes[0]] * 6)[:6]
    leaf = np.array(dice, dtype=np.int64)
    return Rolls(dice, chance, split, leaf, {d: i for i, d in enumerate(dice)})


def roll_values(tables: Tables, keys: np.ndarray, totals: np.ndarray, leaves: np.ndarray) -> np.ndarray:
    """h(x, d) for every sheet x (area key indexes [n, 6], leaf totals, leaves written) and every roll d:
    the best acorns now plus fitted value after, over every choice of the roll (a write and the joker it
    wins chosen together; a pass, with its joker, only when nothing fits). [n, 56]; 0 for a finished sheet."""
    n = len(keys)
    table = rolls()
    bonus = np.ones(6, dtype=np.int64)  # solo: completing an area always earns its bonus
    after = leaves + 1
    reached = totals[:, None] + np.arange(7)[None, :]  # [n, 7]: per leaf die (0 unused)
    reached = np.minimum(reached, TOTALS - 1)
    time = tables.time[reached, np.minimum(after, LEAVES + 1)[:, None]]  # [n, 7]
    cells = tables.cells[keys].sum(axis=1)  # [n]
    areas = np.zeros((n, 7))
    for area in range(6):
        areas += tables.area_value[keys[:, area][:, None], time]
    base = (
        areas
        + tables.leaf_value[np.minimum(after, LEAVES + 1)[:, None], reached]
        + tables.filled[time, cells[:, None]]
        + tables.leaf_acorns[reached]
    )  # [n, 7]: a pass (or any choice before its write's own change)
    wrote = base + tables.filled_change[time, cells[:, None]]
    joker = tables.joker_total[reached]  # [n, 7]
    score = np.full((n, 6, 6, 6), NONE)  # [n, area die, value die, leaf die]
    for area in range(6):
        for value in range(1, 7):
            for leaf in range(1, 7):
                when = time[:, leaf]
                change = tables.change[keys[:, area], value, when, 1]
                score[:, area, value - 1, leaf - 1] = np.where(change > NONE / 2, wrote[:, leaf] + change, NONE)
    for leaf in range(1, 7):
        rows = np.nonzero(joker[:, leaf])[0]
        if not rows.size:
            continue
        for area in range(6):
            for value in range(1, 7):
                fits = rows[score[rows, area, value - 1, leaf - 1] > NONE / 2]
                if not fits.size:
                    continue
                best, _new, _acorns = _with_joker(
                    tables,
                    keys[fits],
                    np.full(fits.size, area),
                    np.full(fits.size, value),
                    time[fits, leaf],
                    bonus,
                    wrote[fits, leaf],
                )
                score[fits, area, value - 1, leaf - 1] = best
    flat = score.reshape(n, 216)
    out = flat[:, table.split].max(axis=2)  # [n, 56]
    passed = out <= NONE / 2
    if passed.any():
        rows, which = np.nonzero(passed)
        best = np.full(rows.size, NONE)
        for column in range(3):
            leaf = table.leaf[which, column]
            value = base[rows, leaf]
            won = joker[rows, leaf]
            if won.any():
                value = value + np.where(won, joker_change(tables, keys[rows], time[rows, leaf], bonus), 0.0)
            best = np.maximum(best, value)
        out[rows, which] = best
    over = (totals >= LEAF_END) | (leaves >= LEAVES)
    out[over] = 0.0
    return out


def sheet_value(tables: Tables, keys: np.ndarray, totals: np.ndarray, leaves: np.ndarray) -> np.ndarray:
    """V(x): the fitted acorns still to come after a choice (0 once the game is over). [n]"""
    time = tables.time[np.minimum(totals, TOTALS - 1), np.minimum(leaves, LEAVES + 1)]
    cells = tables.cells[keys].sum(axis=1)
    value = (
        tables.leaf_value[np.minimum(leaves, LEAVES + 1), np.minimum(totals, TOTALS - 1)] + tables.filled[time, cells]
    )
    for area in range(6):
        value = value + tables.area_value[keys[:, area], time]
    return np.where(time > 0, value, 0.0)


Sheet = tuple[tuple[int, ...], int]  # area key indexes, leaf total (the leaves written are the round)


def transitions(tables: Tables, sheet: Sheet, dice: tuple[int, int, int]) -> list[tuple[Sheet, int]]:
    """Every distinct sheet one round's choice can make from `sheet` with `dice`, with the acorns it earns
    (cells, area bonuses, leaf bonus; a joker won placed in each possible way, or lost when no cell is open).
    Exactly the rules (rules.py) on the reduced keys (value.canonical); the best acorns for equal sheets."""
    keys, total = sheet
    made: dict[Sheet, int] = {}
    wrote = False
    steps: list[tuple[tuple[int, ...], int, int]] = []
    for area, value, leaf in role_splits(list(dice)):
        g = keys[area - 1]
        for slot in range(tables.successor.shape[2]):
            new = int(tables.successor[g, value, slot])
            if new < 0:
                break
            wrote = True
            gain = int(tables.successor_gain[g, value, slot]) + FIRST_BONUS * int(tables.successor_done[g, value, slot])
            steps.append((keys[: area - 1] + (new,) + keys[area:], total + leaf, gain))
    if not wrote:
        steps = [(keys, total + leaf, 0) for leaf in sorted(set(dice))]
    for after, reached, gain in steps:
        gain += int(tables.leaf_acorns[min(reached, TOTALS - 1)])
        outcomes = [(after, 0)]
        if reached in LEAF_JOKERS:
            placed = [
                (after[:area] + (int(tables.successor[after[area], JOKER, slot]),) + after[area + 1 :], extra)
                for area in range(6)
                for slot in range(tables.successor.shape[2])
                if tables.successor[after[area], JOKER, slot] >= 0
                for extra in [
                    int(tables.successor_gain[after[area], JOKER, slot])
                    + FIRST_BONUS * int(tables.successor_done[after[area], JOKER, slot])
                ]
            ]
            outcomes = placed or outcomes
        for keys_after, extra in outcomes:
            key = (keys_after, reached)
            if made.get(key, -1) < gain + extra:
                made[key] = gain + extra
    return list(made.items())


def start_sheet(tables: Tables) -> Sheet:
    """The empty sheet."""
    return (tuple(tables.index[(area, empty_key(area))] for area in AREAS), 0)


def default_tables() -> Tables:
    """The committed tables as arrays."""
    return fitted_tables()


def seed_rolls(seed: int) -> list[tuple[int, int, int]]:
    """The 20 rolls of a seed's game: the dice do not depend on the choices, only on the seed."""
    state, _ = new_state(Setup(seed, 1, "standard", {}))
    out = [state.dice]
    while len(out) < LEAVES:
        out.append(roll(state))
    return [(d[0], d[1], d[2]) for d in out]
