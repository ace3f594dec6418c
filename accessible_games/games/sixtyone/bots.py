"""Sixty-One bots: easy (random legal choices), normal (best one-move value), hard (looks ahead).

A bot reads only its own sheet, the shared roll, the round and which areas someone has already
completed first: everything a player at the table knows.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
from .rules import SixtyOneState, legal_moves, role_splits
from .sheet import (
    FIRST_BONUS,
    JOKER,
    LEAF_ACORNS,
    LEAF_END,
    LEAF_JOKERS,
    LEAVES,
    PUMPKINS,
    MARSHMALLOWS,
    SKEWER_ACORNS,
    SKEWERS,
    Cell,
    Sheet,
    area_acorns,
    open_cells,
)

JOKER_WORTH = 2.0  # what a joker on the leaf row is worth, in acorns, while cells remain
WRITE_WORTH = 2.0  # what one more round of writing is worth, in acorns (leaf planning)


def _rolls() -> list[tuple[tuple[int, int, int], float]]:
    """The 56 sorted rolls of three dice with their probabilities."""
    counts: dict[tuple[int, int, int], int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                key = tuple(sorted((a, b, c)))
                counts[key] = counts.get(key, 0) + 1  # type: ignore[index]
    return [(key, n / 216) for key, n in sorted(counts.items())]  # type: ignore[misc]


ROLLS = _rolls()


def leaf_reward(total: int) -> float:
    """Acorns (a joker counted at its worth) for reaching exactly `total`."""
    if total in LEAF_ACORNS:
        return float(LEAF_ACORNS[total])
    return JOKER_WORTH if total in LEAF_JOKERS else 0.0


@lru_cache(maxsize=None)
def leaf_future(leaves: int, total: int) -> float:
    """Expected value of the rounds still to come after `leaves` leaves with `total` (leaf plan)."""
    if total >= LEAF_END or leaves >= LEAVES:
        return 0.0
    value = 0.0
    for dice, p in ROLLS:
        best = max(leaf_reward(total + d) + leaf_future(leaves + 1, total + d) for d in set(dice))
        value += p * (WRITE_WORTH + best)
    return value


def potential(area: int, cells: list[Cell], first_open: bool) -> float:
    """Acorns an area's partial progress promises (not yet earned)."""
    value = 0.0
    if area == PUMPKINS:
        for pair in (0, 2):
            a, b = cells[pair], cells[pair + 1]
            if (a is None) != (b is None):
                value += 2.4 if JOKER in (a, b) else 1.65
    elif area == MARSHMALLOWS:
        for skewer, acorns in zip(SKEWERS, SKEWER_ACORNS):
            filled = [cells[c] for c in skewer if cells[c] is not None]
            if filled and len(filled) < len(skewer):
                share = (len(filled) / len(skewer)) ** 1.3
                bonus = 1.25 if all(v == JOKER for v in filled) else 1.0
                value += acorns * share * 0.75 * bonus
    if first_open:
        filled_count = sum(1 for v in cells if v is not None)
        if filled_count < len(cells):
            value += FIRST_BONUS * 0.6 * (filled_count / len(cells)) ** 2
    return value


def _first_open(state: SixtyOneState, sheet: Sheet, area: int) -> bool:
    """True when completing `area` may still earn the first-completion bonus."""
    return state.first_round[area - 1] is None and sheet.completed[area - 1] is None


def cell_value(state: SixtyOneState, sheet: Sheet, area: int, cell: int, value: int) -> float:
    """Acorns gained now plus the change of promise from writing `value` in a cell."""
    cells = sheet.cells(area)
    after = list(cells)
    after[cell] = value
    first = _first_open(state, sheet, area)
    gain = area_acorns(area, after) - area_acorns(area, cells)
    if first and all(v is not None for v in after):
        gain += FIRST_BONUS
    return gain + potential(area, after, first) - potential(area, cells, first)


def _normal_leaf(total: int, leaf: int) -> float:
    """Normal bot's leaf taste: exact bonuses, and small dice keep the game long."""
    return leaf_reward(total + leaf) - 0.3 * leaf


def _hard_leaf(sheet: Sheet, leaf: int) -> float:
    """Hard bot's leaf plan: bonus now plus the planned worth of the rounds that remain."""
    total = sheet.total + leaf
    return leaf_reward(total) + leaf_future(len(sheet.leaves) + 1, total)


def _move_value(state: SixtyOneState, sheet: Sheet, move: Move, hard: bool) -> float:
    """One-move value of a write, pass or joker."""
    kind = move["kind"]
    if kind == "joker":
        return cell_value(state, sheet, move["area"], move["cell"], JOKER)
    leaf_part = _hard_leaf(sheet, move["leaf"]) if hard else _normal_leaf(sheet.total, move["leaf"])
    if kind == "pass":
        return leaf_part
    return cell_value(state, sheet, move["area"], move["cell"], move["value"]) + leaf_part


def best_write(state: SixtyOneState, sheet: Sheet, dice: tuple[int, int, int]) -> float:
    """Best one-move cell value for a roll (leaf ignored), 0 when nothing fits."""
    best = 0.0
    for area, value, _leaf in role_splits(list(dice)):
        cells = sheet.cells(area)
        for cell in open_cells(area, cells, value):
            best = max(best, cell_value(state, sheet, area, cell, value))
    return best


def _after(sheet: Sheet, move: Move) -> Sheet:
    """The sheet once a write or joker is made (leaf row left as it is)."""
    copy = sheet.copy()
    if move["kind"] in ("write", "joker"):
        copy.cells(move["area"])[move["cell"]] = move.get("value", JOKER)
    return copy


def _lookahead(state: SixtyOneState, sheet: Sheet, move: Move) -> float:
    """Expected best cell value of next round's roll once `move` is made."""
    after = _after(sheet, move)
    if len(after.leaves) + 1 >= LEAVES or sheet.total + move.get("leaf", 0) >= LEAF_END:
        return 0.0
    return sum(p * best_write(state, after, dice) for dice, p in ROLLS)


def choose(state: SixtyOneState, player: int, level: str, seed: int) -> Move:
    """The move a bot of `level` plays for `player`."""
    moves = legal_moves(state, player)
    if not moves:
        raise ValueError("no legal move")
    rng = Rng(derive_seed(seed, player, state.round, len(moves)))
    if level == "easy":
        return rng.choice(moves)
    sheet = state.sheets[player]
    hard = level == "hard"
    scored = [(_move_value(state, sheet, m, hard), i) for i, m in enumerate(moves)]
    scored.sort(key=lambda pair: -pair[0])
    if hard and moves[0]["kind"] != "pass":
        # Look one roll ahead for the best few candidates: value now plus next round's best.
        shortlist = scored[:6]
        scored = [(value + 0.8 * _lookahead(state, sheet, moves[i]), i) for value, i in shortlist]
        scored.sort(key=lambda pair: -pair[0])
    best = scored[0][0]
    ties = [i for value, i in scored if value >= best - 1e-9]
    return moves[rng.choice(ties)]

