"""Sixty-One bots: easy (random legal choices), normal (best one-move value), hard (looks ahead).

The hard bot (hard.py) weighs every choice by the acorns it earns now plus the mean, over the next
roll, of the best next choice and the value of the sheet after it, from tables fitted by self-play
(value.py, tools/fit_sixtyone.py), then plays its closest choices out to the end (playouts.py). A bot
reads only its own sheet, the shared roll, the round and which areas someone has already completed
first: everything a player at the table knows.
"""

from __future__ import annotations

from functools import lru_cache

from ...core.protocol import Move
from ...core.rng import Rng, derive_seed
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
from .hard import Advice, advise, weigh
from .view import SixtyOneView

JOKER_WORTH = 2.0  # what a joker on the leaf row is worth, in acorns, while cells remain


def leaf_reward(total: int) -> float:
    """Acorns (a joker counted at its worth) for reaching exactly `total`."""
    if total in LEAF_ACORNS:
        return float(LEAF_ACORNS[total])
    return JOKER_WORTH if total in LEAF_JOKERS else 0.0


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


def move_value(sheet: Sheet, flags: list[bool], move: Move) -> float:
    """The normal bot's one-move value of a write, pass or joker."""
    kind = move["kind"]
    if kind == "joker":
        area = move["area"]
        return dict(area_options(area, tuple(sheet.cells(area)), JOKER, flags[area - 1]))[move["cell"]]
    leaf_part = normal_leaf(sheet.total, move["leaf"])
    if kind == "pass":
        return leaf_part
    area = move["area"]
    options = dict(area_options(area, tuple(sheet.cells(area)), move["value"], flags[area - 1]))
    return options[move["cell"]] + leaf_part


def bot_move(view: SixtyOneView, level: str, seed: int) -> Move:
    """The move a bot of `level` plays for the view's seat, from that view only."""
    moves = list(view.legal)
    player = view.player
    if not moves or player is None:
        raise ValueError("no legal move")
    rng = Rng(derive_seed(seed, player, view.round, len(moves)))
    if level == "easy":
        return rng.choice(moves)
    if level == "hard":
        return hard_advice(view).move
    sheet = view.sheets[player]
    flags = first_flags(view, sheet)
    scored = sorted(((move_value(sheet, flags, m), i) for i, m in enumerate(moves)), key=lambda p: -p[0])
    best = scored[0][0]
    ties = [i for value, i in scored if value >= best - 1e-9]
    return moves[rng.choice(ties)]


def hard_advice(view: SixtyOneView) -> Advice:
    """The hard bot's choice for the view's seat with its expected final score and the runner-up
    (the hint's answer); at a table, the rounds a rival's leaf pace leaves cut the look-ahead short."""
    player = view.player
    if player is None:
        raise ValueError("a spectator has no choice")
    rounds = rounds_left(view, player) if view.players > 1 else None
    return weigh(view, advise(view, rounds), rounds)
