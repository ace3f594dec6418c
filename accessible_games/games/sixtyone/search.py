"""Two rolls of look-ahead for the Sixty-One hard bot's closest choices.

`two_rolls` is the mean over the next roll of the best choice's acorns plus its own one-roll
look-ahead (lookahead.py), where the best is taken among the `width` choices of that roll that the
fitted value ranks highest (a joker won counts its cell as part of the choice). It costs about 56 x
`width` one-roll look-aheads, so the bot spends it only on its few best choices.
"""

from __future__ import annotations

import numpy as np

from .lookahead import Position, Values, look_ahead, state_rows
from .rules import role_splits
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_JOKERS
from .value import Key, leaf_acorns, successors, time_left


def _roll_list() -> tuple[tuple[float, tuple[tuple[int, int, int], ...], tuple[int, ...]], ...]:
    """The 56 rolls: probability, role splits (area, value, leaf), distinct leaf dice."""
    counts: dict[tuple[int, ...], int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                key = tuple(sorted((a, b, c)))
                counts[key] = counts.get(key, 0) + 1
    return tuple((n / 216, tuple(role_splits(list(k))), tuple(sorted(set(k)))) for k, n in sorted(counts.items()))


ROLLS = _roll_list()


def _with(keys: tuple[Key, ...], area: int, key: Key) -> tuple[Key, ...]:
    """`keys` with one area's key replaced."""
    return keys[: area - 1] + (key,) + keys[area:]


def _jokers(keys: tuple[Key, ...], bonus: tuple[bool, ...]) -> list[tuple[int, tuple[Key, ...]]]:
    """Every cell a joker may take: (acorns, keys after)."""
    return [(gain + (FIRST_BONUS if done and bonus[area - 1] else 0), _with(keys, area, new))
            for area in AREAS for new, gain, done in successors(area, keys[area - 1], JOKER)]


def options(position: Position, splits: tuple[tuple[int, int, int], ...], leaf_dice: tuple[int, ...]) -> list[tuple[int, Position]]:
    """Every distinct choice of one roll as (acorns earned, position after), a joker won placed in each possible cell."""
    keys, bonus = position.keys, position.bonus
    leaves = position.leaves + 1
    plain: list[tuple[int, tuple[Key, ...], int]] = []
    for area, value, leaf in splits:
        for new, gain, done in successors(area, keys[area - 1], value):
            total = position.total + leaf
            plain.append((gain + (FIRST_BONUS if done and bonus[area - 1] else 0) + leaf_acorns(total),
                          _with(keys, area, new), total))
    if not plain:
        plain = [(leaf_acorns(position.total + leaf), keys, position.total + leaf) for leaf in leaf_dice]
    out: dict[tuple[tuple[Key, ...], int], int] = {}  # one entry per distinct position (the acorns agree)
    for earned, after, total in plain:
        jokers = _jokers(after, bonus) if total in LEAF_JOKERS else []
        for gain, placed in jokers or [(0, after)]:
            out.setdefault((placed, total), earned + gain)
    return [(earned, Position(keys, total, leaves, bonus)) for (keys, total), earned in out.items()]


def two_rolls(values: Values, position: Position, rounds: int | None, width: int,
              known: dict[tuple[tuple[Key, ...], int, int], float]) -> float:
    """Mean over the next roll of the best of its `width` choices ranked first by the fitted value, each
    weighed by its acorns plus its one-roll look-ahead (0 once the game is over).

    `rounds`: the rounds left after this one when a rival ends the game sooner (None: no such limit);
    `known`: one-roll look-aheads already computed, by position (shared between calls of one decision)."""
    if time_left(position.total, position.leaves, rounds) == 0:
        return 0.0
    after_rounds = None if rounds is None else rounds - 1
    mean = 0.0
    for chance, splits, leaf_dice in ROLLS:
        choices = options(position, splits, leaf_dice)
        earned = np.array([e for e, _p in choices], dtype=np.float64)
        times = [time_left(p.total, p.leaves, after_rounds) for _e, p in choices]
        rows = np.array([state_rows(p.rows(), p.total, p.leaves, t) for (_e, p), t in zip(choices, times)], dtype=np.intp)
        first = earned + values.of_rows(rows, np.array(times) > 0)
        best = -np.inf
        for index in np.argsort(-first, kind="stable")[:width]:
            after = choices[index][1]
            key = (after.keys, after.total, after.leaves)
            if key not in known:
                known[key] = look_ahead(values, after, after_rounds)
            best = max(best, earned[index] + known[key])
        mean += chance * best
    return mean
