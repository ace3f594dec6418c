"""Sixty-One afterstate values: what a sheet is still expected to earn, from fitted tables.

A sheet after a round's choice is described by each area's cells, the leaf total and the number of
leaves written. Its value is the acorns it holds plus the acorns it is expected to add:

    future(sheet) = sum over the areas of AREA[area][key][time] + LEAF[leaves][total] + FILLED[time][cells]

where `key` is the area's cells reduced to what matters for the rest of the game (canonical), `time`
is the rounds the sheet can still expect (the leaves left, or fewer when the leaf total is near 61)
and `cells` the cells written in all (the areas share the rounds: the more of them are written, the
less each can expect). The tables are fitted by self-play (tools/fit_sixtyone.py) and stored in
value_tables.py. The hard bot adds one roll of look-ahead and play-outs on top (hard.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, cast

from .sheet import (
    AREAS,
    CELLS,
    FIRST_BONUS,
    FOX,
    FOX_TOUCH,
    JOKER,
    LEAF_ACORNS,
    LEAF_END,
    LEAVES,
    LILIES,
    MARSHMALLOWS,
    MUGS,
    MUSHROOMS,
    PUMPKINS,
    SKEWERS,
    Cell,
    area_acorns,
    open_cells,
)

Key = tuple[Cell, ...]
TIMES = 13  # time buckets: 0 (the game is over) .. 12 (12 rounds or more to come)
VALUES = (1, 2, 3, 4, 5, 6, JOKER)


def time_left(total: int, leaves: int, rounds: int | None = None) -> int:
    """The time bucket of a sheet after `leaves` leaves with `total`: 0 when the game is over, else the
    rounds left (capped by the leaf total's pace at 3 a round, by `rounds` when a rival ends it sooner)."""
    if total >= LEAF_END or leaves >= LEAVES:
        return 0
    left = min(LEAVES - leaves, -(-(LEAF_END - total) // 3))
    if rounds is not None:
        left = min(left, rounds)
    return max(0, min(TIMES - 1, left))


def _pair(a: Cell, b: Cell) -> tuple[Cell, Cell]:
    """A pumpkin reduced: full (two jokers), half (the value waiting for its twin) or empty."""
    if a is not None and b is not None:
        return JOKER, JOKER
    if a is None and b is None:
        return None, None
    return (a if a is not None else b), None


def _order(value: Cell) -> tuple[int, int]:
    """A sort key that puts None last."""
    return (1, 0) if value is None else (0, value)


def canonical(area: int, cells: list[Cell] | Key) -> Key:
    """The cells of `area` with what no longer matters taken out: two sheets whose areas reduce to the
    same key have the same acorns there and the same moves for every future value."""
    if area == PUMPKINS:
        first, second = sorted(
            (_pair(cells[0], cells[1]), _pair(cells[2], cells[3])), key=lambda p: (_order(p[0]), _order(p[1]))
        )
        return first + second
    if area == LILIES:
        filled = sorted(v for v in cells if v is not None)
        return tuple(filled) + (None,) * (len(cells) - len(filled))
    if area == MARSHMALLOWS:
        out: list[Cell] = []
        for skewer in SKEWERS:
            filled = [cell for c in skewer if (cell := cells[c]) is not None]
            if len(filled) == len(skewer):
                out.extend([JOKER] * len(skewer))
                continue
            values = [v for v in filled if v != JOKER]
            head = [values[0] if values else JOKER] if filled else []
            out.extend(head + [JOKER] * (len(filled) - len(head)) + [None] * (len(skewer) - len(filled)))
        return tuple(out)
    if area == MUGS:
        return tuple(None if v is None else JOKER for v in cells)
    if area == FOX:
        return tuple(
            None if v is None else (JOKER if all(cells[t] is not None for t in FOX_TOUCH[i]) else v)
            for i, v in enumerate(cells)
        )
    if area == MUSHROOMS:
        count = sum(1 for v in cells if v is not None)
        if count in (0, len(cells)):
            return tuple(None if v is None else JOKER for v in cells)
        return (JOKER,) * (count - 1) + (cells[count - 1],) + (None,) * (len(cells) - count)
    raise ValueError(f"area {area}")


@lru_cache(maxsize=None)
def successors(area: int, key: Key, value: int) -> tuple[tuple[Key, int, int], ...]:
    """Every key `value` (or JOKER) may turn `key` into: (new key, acorns gained, 1 when it completes the area)."""
    cells = list(key)
    before = area_acorns(area, cells)
    seen: dict[Key, tuple[int, int]] = {}
    for cell in open_cells(area, cells, value):
        after = list(cells)
        after[cell] = value
        new = canonical(area, after)
        if new not in seen:
            seen[new] = (area_acorns(area, after) - before, int(all(v is not None for v in after)))
    return tuple((new, gain, done) for new, (gain, done) in seen.items())


def empty_key(area: int) -> Key:
    """The key of an untouched area."""
    return (None,) * CELLS[area]


def leaf_acorns(total: int) -> int:
    """Acorns for reaching exactly `total` on the leaf row."""
    return LEAF_ACORNS.get(total, 0)


def complete_bonus(done: int, open_bonus: bool) -> int:
    """The first-completion acorns a completing write earns (when the area's bonus is still open)."""
    return FIRST_BONUS if done and open_bonus else 0


class Values:
    """The fitted tables: AREA[area-1][key] -> a value per time bucket, LEAF[leaves][total],
    FILLED[time][cells written]."""

    def __init__(self, area: list[dict[Key, list[float]]], leaf: list[list[float]], filled: list[list[float]]) -> None:
        self.area = area
        self.leaf = leaf
        self.filled = filled
        self._zero = [0.0] * TIMES

    def area_value(self, area: int, key: Key, time: int) -> float:
        """What `area` in state `key` is expected to add from here (0 once the game is over)."""
        if time == 0:
            return 0.0
        return self.area[area - 1].get(key, self._zero)[time]

    def leaf_value(self, total: int, leaves: int) -> float:
        """What the leaf row is expected to add from here (bonuses at 21, 41, 61 and jokers' worth)."""
        if total >= LEAF_END or leaves >= LEAVES:
            return 0.0
        return self.leaf[leaves][total]

    def future(self, keys: tuple[Key, ...], total: int, leaves: int, time: int) -> float:
        """Acorns the sheet is expected to add from here."""
        if time == 0:
            return 0.0
        zero = self._zero
        cells = sum(1 for key in keys for v in key if v is not None)
        return (
            sum(table.get(key, zero)[time] for table, key in zip(self.area, keys))
            + self.leaf_value(total, leaves)
            + self.filled[time][cells]
        )

    def filled_change(self, keys: tuple[Key, ...], time: int) -> float:
        """What one more cell written changes in the value of the shared rounds."""
        if time == 0:
            return 0.0
        cells = sum(1 for key in keys for v in key if v is not None)
        row = self.filled[time]
        return row[cells + 1] - row[cells] if cells + 1 < len(row) else 0.0


def sheet_keys(areas: list[list[Cell]]) -> tuple[Key, ...]:
    """Every area's key."""
    return tuple(canonical(area, areas[area - 1]) for area in AREAS)


@lru_cache(maxsize=1)
def fitted() -> Values:
    """The tables fitted by tools/fit_sixtyone.py (loaded once)."""
    from .value_tables import AREA, FILLED, LEAF

    return Values(
        [{tuple(cast(Iterable[Cell], k)): list(v) for k, v in table} for table in AREA],
        [list(row) for row in LEAF],
        [list(row) for row in FILLED],
    )
