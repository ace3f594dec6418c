"""Sixty-One sheets as the afterstate values see them: area keys, their moves, the time left.

A sheet after a round's choice is described by each area's cells, the leaf total and the number of
leaves written. Each area's cells reduce to a key (`canonical`): what no longer matters for the rest
of the game is taken out, so two sheets with the same keys have the same acorns to come. The values
themselves, a small network over the keys, the leaf row and the time left fitted by self-play, are
in lookahead.py (tools/fit_sixtyone.py fits them).
"""

from __future__ import annotations

from functools import lru_cache

from .sheet import (
    AREAS,
    CELLS,
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


def time_left(total: int, leaves: int, rounds: int | None = None) -> int:
    """The time left of a sheet after `leaves` leaves with `total`: 0 when the game is over, else the
    rounds left (capped by the leaf total's pace at 3 a round, by `rounds` when a rival ends it sooner)."""
    if total >= LEAF_END or leaves >= LEAVES:
        return 0
    left = min(LEAVES - leaves, -(-(LEAF_END - total) // 3))
    if rounds is not None:
        left = min(left, rounds)
    return max(0, left)


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
        first, second = sorted((_pair(cells[0], cells[1]), _pair(cells[2], cells[3])), key=lambda p: (_order(p[0]), _order(p[1])))
        return first + second
    if area == LILIES:
        filled = sorted(v for v in cells if v is not None)
        return tuple(filled) + (None,) * (len(cells) - len(filled))
    if area == MARSHMALLOWS:
        out: list[Cell] = []
        for skewer in SKEWERS:
            filled = [cells[c] for c in skewer if cells[c] is not None]
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


def sheet_keys(areas: list[list[Cell]]) -> tuple[Key, ...]:
    """Every area's key."""
    return tuple(canonical(area, areas[area - 1]) for area in AREAS)


