"""Sixty-One bots: easy (random legal choices), normal (best one-move value), hard (looks ahead).

The hard bot plays its best few one-move choices forward over sampled future rolls (the normal
bot's choices standing in for its own later turns) and keeps the one with the best mean result.
A bot reads only its own sheet, the shared roll, the round and which areas someone has already
completed first: everything a player at the table knows. Future dice come from the bot's own
seed, never from the game's generator.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
from .rules import role_splits
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
    leaf_bonus_acorns,
    open_cells,
)
from .view import SixtyOneView

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


def potential(area: int, cells: tuple[Cell, ...], first_open: bool) -> float:
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


@lru_cache(maxsize=32_768)
def area_options(area: int, cells: tuple[Cell, ...], value: int, first_open: bool) -> tuple[tuple[int, float], ...]:
    """Every open cell for `value` (or JOKER) in an area, with its one-move value (acorns now plus promise)."""
    out = []
    before = area_acorns(area, list(cells)) + potential(area, cells, first_open)
    for cell in open_cells(area, list(cells), value):
        after = cells[:cell] + (value,) + cells[cell + 1 :]
        gain = area_acorns(area, list(after)) + potential(area, after, first_open)
        if first_open and all(v is not None for v in after):
            gain += FIRST_BONUS
        out.append((cell, gain - before))
    return tuple(out)


def first_flags(view: SixtyOneView, sheet: Sheet) -> list[bool]:
    """Per area: may completing it still earn the first-completion bonus?"""
    return [view.first_round[a] is None and sheet.completed[a] is None for a in range(6)]


def normal_leaf(total: int, leaf: int) -> float:
    """Normal bot's leaf taste: exact bonuses, and small dice keep the game long."""
    return leaf_reward(total + leaf) - 0.3 * leaf


def hard_leaf(sheet: Sheet, leaf: int, left: int = LEAVES) -> float:
    """Hard bot's leaf plan: bonus now plus the planned worth of the rounds that remain (at most `left`)."""
    total = sheet.total + leaf
    used = max(len(sheet.leaves), LEAVES - left) + 1
    return leaf_reward(total) + leaf_future(used, total)


def rounds_left(view: SixtyOneView, player: int) -> int:
    """Rounds the game may still last, this one included: 20 at most, fewer when a rival's leaf pace ends it sooner.

    Uses only the rivals' sheets as `player` sees them (choices of this round stay hidden)."""
    left = LEAVES - len(view.sheets[player].leaves)
    for other in range(view.players):
        if other == player:
            continue
        seen = view.sheets[other]
        if len(seen.leaves) < 3 or seen.total <= 0:
            continue
        pace = seen.total / len(seen.leaves)
        ahead = -(-(LEAF_END - seen.total) // max(1, round(pace)))  # rounds until 61 at that pace, this one included
        left = min(left, max(1, ahead))
    return left


def move_value(sheet: Sheet, flags: list[bool], move: Move, hard: bool, left: int = LEAVES) -> float:
    """One-move value of a write, pass or joker (`left`: rounds the hard bot expects to remain)."""
    kind = move["kind"]
    if kind == "joker":
        area = move["area"]
        return dict(area_options(area, tuple(sheet.cells(area)), JOKER, flags[area - 1]))[move["cell"]]
    leaf_part = hard_leaf(sheet, move["leaf"], left) if hard else normal_leaf(sheet.total, move["leaf"])
    if kind == "pass":
        return leaf_part
    area = move["area"]
    options = dict(area_options(area, tuple(sheet.cells(area)), move["value"], flags[area - 1]))
    return options[move["cell"]] + leaf_part


# --- the hard bot's look-ahead: greedy play-outs over sampled dice --------------------------


def _greedy_round(sheet: Sheet, flags: list[bool], dice: tuple[int, int, int]) -> int:
    """Play one round on `sheet` as the normal bot would; return first-completion acorns earned."""
    best: tuple[float, int, int, int, int] | None = None
    for area, value, leaf in role_splits(list(dice)):
        for cell, worth in area_options(area, tuple(sheet.cells(area)), value, flags[area - 1]):
            score = worth + normal_leaf(sheet.total, leaf)
            if best is None or score > best[0]:
                best = (score, area, cell, value, leaf)
    if best is None:
        leaf = max(set(dice), key=lambda d: (normal_leaf(sheet.total, d), -d))
        return _add_leaf(sheet, flags, leaf)
    _score, area, cell, value, leaf = best
    earned = _fill(sheet, flags, area, cell, value)
    return earned + _add_leaf(sheet, flags, leaf)


def _fill(sheet: Sheet, flags: list[bool], area: int, cell: int, value: int) -> int:
    """Write in a cell of a play-out sheet; 3 when it completes an area whose bonus is still open."""
    cells = sheet.cells(area)
    cells[cell] = value
    if flags[area - 1] and all(v is not None for v in cells):
        flags[area - 1] = False
        return FIRST_BONUS
    return 0


def _add_leaf(sheet: Sheet, flags: list[bool], leaf: int) -> int:
    """Add a leaf die on a play-out sheet, placing a won joker at its best cell."""
    total = sheet.total + leaf
    sheet.leaves.append(total)
    if total not in LEAF_JOKERS:
        return 0
    best: tuple[float, int, int] | None = None
    for area in range(1, 7):
        for cell, worth in area_options(area, tuple(sheet.cells(area)), JOKER, flags[area - 1]):
            if best is None or worth > best[0]:
                best = (worth, area, cell)
    if best is None:
        return 0
    return _fill(sheet, flags, best[1], best[2], JOKER)


def _playout(sheet: Sheet, flags: list[bool], rolls: list[tuple[int, int, int]]) -> int:
    """Acorns a sheet ends with when the normal bot plays the given future rolls."""
    earned = 0
    for dice in rolls:
        if sheet.total >= LEAF_END or len(sheet.leaves) >= LEAVES:
            break
        earned += _greedy_round(sheet, flags, dice)
    return sheet.cell_acorns() + leaf_bonus_acorns(sheet.leaves) + earned


def _apply_candidate(sheet: Sheet, flags: list[bool], move: Move) -> tuple[Sheet, list[bool], int]:
    """A copy of the sheet with `move` played (and a won joker placed greedily)."""
    copy = sheet.copy()
    flags = list(flags)
    earned = 0
    if move["kind"] in ("write", "joker"):
        earned += _fill(copy, flags, move["area"], move["cell"], move.get("value", JOKER))
    if move["kind"] in ("write", "pass"):
        earned += _add_leaf(copy, flags, move["leaf"])
    return copy, flags, earned


PLAYOUT_ROUNDS = 5120  # simulated rounds per decision: more futures when fewer rounds remain
MIN_PLAYOUTS = 64  # sampled futures per candidate at least, shared by all (common random numbers)
MAX_PLAYOUTS = 320
CANDIDATES = 4  # best one-move choices examined by play-outs


def playout_value(sheet: Sheet, flags: list[bool], move: Move, futures: list[list[tuple[int, int, int]]]) -> float:
    """Mean final acorns over the sampled futures once `move` is played."""
    total = 0
    for rolls in futures:
        copy, copy_flags, earned = _apply_candidate(sheet, flags, move)
        total += earned + _playout(copy, copy_flags, rolls)
    return total / len(futures)


def bot_move(view: SixtyOneView, level: str, seed: int) -> Move:
    """The move a bot of `level` plays for the view's seat, from that view only."""
    moves = list(view.legal)
    player = view.player
    if not moves or player is None:
        raise ValueError("no legal move")
    rng = Rng(derive_seed(seed, player, view.round, len(moves)))
    if level == "easy":
        return rng.choice(moves)
    sheet = view.sheets[player]
    flags = first_flags(view, sheet)
    hard = level == "hard"
    left = rounds_left(view, player) if hard else LEAVES - len(sheet.leaves)
    scored = sorted(((move_value(sheet, flags, m, hard, left), i) for i, m in enumerate(moves)), key=lambda p: -p[0])
    if hard and len(scored) > 1:
        shortlist = scored[:CANDIDATES]
        count = max(MIN_PLAYOUTS, min(MAX_PLAYOUTS, PLAYOUT_ROUNDS // (len(shortlist) * max(1, left))))
        futures = [[tuple(sorted(rng.die() for _ in range(3))) for _ in range(left)] for _ in range(count)]
        scored = sorted(
            ((playout_value(sheet, flags, moves[i], futures), i) for _value, i in shortlist),  # type: ignore[arg-type]
            key=lambda p: -p[0],
        )
    best = scored[0][0]
    ties = [i for value, i in scored if value >= best - 1e-9]
    return moves[rng.choice(ties)]
