"""Sixty-One duality: the best penalised score of a sheet with the rest of the rolls known, searched exactly.

The inner problem of the information relaxation (duality.py): from a sheet after round `done`, with the
rolls of the rounds to come known, the most a choice sequence can earn minus the penalty `scale` x
(h(x, d) - E_d' h(x, d')) charged at each round. Solved exactly by forward dynamic programming over the
distinct reduced sheets of each round (two sheets with the same area keys and leaf total have the same
future, so only the better score of the two is kept); nothing is pruned on a guess, so the answer is the
inner problem's maximum. When a round has more distinct sheets than `limit`, the search stops and says
so (no number is given for that case).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .duality import Sheet, roll_values, rolls, start_sheet, transitions
from .playouts import Tables
from .sheet import LEAF_END, LEAVES


@dataclass(frozen=True)
class Inner:
    """The inner problem's answer: its maximum (None when a round outgrew the limit) and the widest round."""

    value: float | None
    widest: int
    line: tuple[Sheet, ...] = ()  # the best line's sheet after each round (its last round's sheet last)


def penalties(tables: Tables, layer: list[Sheet], done: int, dice: tuple[int, int, int]) -> np.ndarray:
    """Per sheet of a round: E_d h(x, d) - h(x, dice), the penalty's negative for the roll that came."""
    keys = np.array([sheet[0] for sheet in layer], dtype=np.int64)
    totals = np.array([sheet[1] for sheet in layer], dtype=np.int64)
    values = roll_values(tables, keys, totals, np.full(len(layer), done, dtype=np.int64))
    table = rolls()
    return values @ table.chance - values[:, table.index[dice]]


def solve(
    tables: Tables,
    sheet: Sheet,
    done: int,
    dice: list[tuple[int, int, int]],
    scale: float = 1.0,
    limit: int = 2_000_000,
) -> Inner:
    """The inner problem from `sheet` after `done` rounds, `dice[i]` being the roll of round done + i + 1 (the
    game's remaining rolls, or fewer to stop early: then the sheet's future after the last is not counted)."""
    layer: dict[Sheet, float] = {sheet: 0.0}
    best: float | None = None
    end: tuple[int, Sheet, Sheet] | None = None  # the best line's last round, sheet, and sheet before it
    parents: list[dict[Sheet, Sheet]] = []
    widest = 1
    for step, roll in enumerate(dice):
        now = done + step
        items = [(x, score) for x, score in layer.items() if x[1] < LEAF_END and now < LEAVES]
        if not items:
            break
        charge = penalties(tables, [x for x, _ in items], now, roll) if scale else np.zeros(len(items))
        new: dict[Sheet, float] = {}
        parent: dict[Sheet, Sheet] = {}
        last = step == len(dice) - 1 or now + 1 >= LEAVES
        for (x, score), extra in zip(items, charge):
            base = score + scale * float(extra)
            for after, earned in transitions(tables, x, roll):
                value = base + earned
                if last or after[1] >= LEAF_END:
                    if best is None or value > best:
                        best, end = value, (step, after, x)
                elif new.get(after, -1e18) < value:
                    new[after] = value
                    parent[after] = x
        parents.append(parent)
        widest = max(widest, len(new))
        if len(new) > limit:
            return Inner(None, widest)
        layer = new
    if end is None:
        return Inner(best, widest)
    step, after, before = end
    line = [after]
    while step > 0:
        line.append(before)
        step -= 1
        before = parents[step][before] if step > 0 else sheet
    return Inner(best, widest, tuple(reversed(line)))


def widest_search(tables: Tables, dice: list[tuple[int, int, int]], width: int, scale: float = 1.0) -> float:
    """The best penalised whole game (from the empty sheet, `dice` the 20 rolls) that a search keeping the
    `width` most promising sheets a round finds (score so far plus the sheet's one-roll value). A lower
    estimate of the whole game's inner maximum: it may miss the best line, so it is never a bound."""
    table = rolls()
    layer: dict[Sheet, float] = {start_sheet(tables): 0.0}
    best = -1e18
    for now, roll in enumerate(dice[:LEAVES]):
        items = list(layer.items())
        if not items:
            break
        charge = penalties(tables, [x for x, _ in items], now, roll)
        new: dict[Sheet, float] = {}
        for (x, score), extra in zip(items, charge):
            base = score + scale * float(extra)
            for after, earned in transitions(tables, x, roll):
                if after[1] >= LEAF_END or now + 1 >= LEAVES:
                    best = max(best, base + earned)
                elif new.get(after, -1e18) < base + earned:
                    new[after] = base + earned
        kept = list(new.items())
        if len(kept) > width:
            keys = np.array([x[0] for x, _ in kept], dtype=np.int64)
            totals = np.array([x[1] for x, _ in kept], dtype=np.int64)
            hope = roll_values(tables, keys, totals, np.full(len(kept), now + 1, dtype=np.int64)) @ table.chance
            order = np.argsort(-(np.array([score for _, score in kept]) + hope))[:width]
            kept = [kept[i] for i in order]
        layer = dict(kept)
    return best
