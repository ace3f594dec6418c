"""The Sixty-One hard bot and hint: one roll of expectimax over the fitted values, then play-outs.

First every distinct choice of this roll (a write, a pass, a joker's cell) is scored by the acorns it
earns now plus the mean over the 56 rolls of the next round of the best next choice's acorns and the
fitted value of the sheet after it (value.py). Then the best of them are weighed by play-outs
(playouts.py): the same dice for every choice, played on to the end by the tables' greedy choice, in
three stages that keep the closest choices and give them more games. The expected final score of a
choice is the sheet's acorns now plus what it earns plus the mean its play-outs earn (the one-roll
number for a choice too far behind to be played out). A last stage that weighs the closest choices one
roll deeper (NESTED: the next round's choice made by play-outs too) is off: measured against the bot
without it, it gained nothing significant (docs/sixtyone-bots.md). The values were fitted in solo
play; at a table the time left is cut short where a rival's leaf pace ends the game sooner, and an
area whose first-completion bonus is already taken earns no bonus here.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ...core.advice import Advice
from ...core.protocol import Move
from .choices import decisions
from .rules import role_splits, three_dice_rolls
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES, Sheet, cell_open
from .value import Key, Values, canonical, fitted, leaf_acorns, sheet_keys, successors, time_left
from .view import SixtyOneView

if TYPE_CHECKING:  # NumPy and the play-outs load with the hard bot's first weighing, not with the game
    import numpy as np

    from .playouts import Tables


def _rolls() -> list[tuple[float, tuple[tuple[int, int, int], ...], tuple[int, ...]]]:
    """The 56 rolls: probability, role splits (area, value, leaf) and the distinct leaf dice."""
    return [(chance, tuple(role_splits(list(dice))), tuple(sorted(set(dice)))) for dice, chance in three_dice_rolls()]


ROLLS = _rolls()


@dataclass(frozen=True)
class Position:
    """A sheet after a choice, as the values see it."""

    keys: tuple[Key, ...]
    total: int
    leaves: int
    bonus: tuple[bool, ...]  # per area: may completing it still earn the first-completion bonus


@lru_cache(maxsize=200_000)
def _best_write(values: Values, area: int, key: Key, value: int, time: int, bonus: bool) -> float | None:
    """The best acorns-now-plus-value change of writing `value` in `area`, None when it fits nowhere."""
    best: float | None = None
    here = values.area_value(area, key, time)
    for new, gain, done in successors(area, key, value):
        change = gain + (FIRST_BONUS if done and bonus else 0) + values.area_value(area, new, time) - here
        if best is None or change > best:
            best = change
    return best


def _joker_change(values: Values, position: Position, time: int) -> float:
    """The best change a joker makes on `position` (0 when no cell is open)."""
    best: float | None = None
    for area in AREAS:
        change = _best_write(values, area, position.keys[area - 1], JOKER, time, position.bonus[area - 1])
        if change is not None and (best is None or change > best):
            best = change
    return 0.0 if best is None else best + values.filled_change(position.keys, time)


def look_ahead(values: Values, position: Position, rounds: int | None) -> float:
    """Mean over the next roll of the best choice's acorns plus the value after it (0 once the game is over).

    `rounds`: the rounds left after this one when a rival ends the game sooner (None: no such limit)."""
    if time_left(position.total, position.leaves, rounds) == 0:
        return 0.0
    after_rounds = None if rounds is None else rounds - 1
    leaves = position.leaves + 1
    base: dict[int, float] = {}  # a pass with this leaf die
    wrote: dict[int, float] = {}  # a write with it, before the area's own change
    times: dict[int, int] = {}
    for leaf in range(1, 7):
        total = position.total + leaf
        time = time_left(total, leaves, after_rounds)
        times[leaf] = time
        value = values.future(position.keys, total, leaves, time) + leaf_acorns(total)
        if total in LEAF_JOKERS:
            value += _joker_change(values, position, time)
        base[leaf] = value
        wrote[leaf] = value + values.filled_change(position.keys, time)
    mean = 0.0
    for chance, splits, leaf_dice in ROLLS:
        best: float | None = None
        for area, value, leaf in splits:
            change = _best_write(values, area, position.keys[area - 1], value, times[leaf], position.bonus[area - 1])
            if change is not None and (best is None or wrote[leaf] + change > best):
                best = wrote[leaf] + change
        if best is None:
            best = max(base[leaf] for leaf in leaf_dice)
        mean += chance * best
    return mean


def _position(sheet: Sheet, bonus: tuple[bool, ...]) -> Position:
    """The sheet as the values see it."""
    return Position(sheet_keys(sheet.areas), sheet.total, len(sheet.leaves), bonus)


def _played(sheet: Sheet, bonus: tuple[bool, ...], move: Move) -> tuple[Sheet, int]:
    """A copy of the sheet with `move` played, and the acorns it earns (cells, leaf bonus, completion)."""
    after = sheet.copy()
    earned = 0
    if move["kind"] in ("write", "joker"):
        area, cell = move["area"], move["cell"]
        cells = after.cells(area)
        before = canonical(area, cells)
        cells[cell] = move.get("value", JOKER)
        for new, gain, done in successors(area, before, move.get("value", JOKER)):
            if new == canonical(area, cells):
                earned += gain + (FIRST_BONUS if done and bonus[area - 1] else 0)
                break
    if move["kind"] in ("write", "pass"):
        total = after.total + move["leaf"]
        after.leaves.append(total)
        earned += leaf_acorns(total)
    return after, earned


def _value_after(values: Values, sheet: Sheet, bonus: tuple[bool, ...], move: Move, rounds: int | None) -> float:
    """Acorns `move` earns plus what the sheet is expected to add after it (a joker it wins placed at best)."""
    after, earned = _played(sheet, bonus, move)
    if move["kind"] != "joker" and after.total in LEAF_JOKERS and after.any_open(JOKER):
        joker_moves = [{"kind": "joker", "area": a, "cell": c} for a in AREAS for c in _open_joker_cells(after, a)]
        return earned + max(_value_after(values, after, bonus, m, rounds) for m in joker_moves)
    return earned + look_ahead(values, _position(after, bonus), rounds)


def _open_joker_cells(sheet: Sheet, area: int) -> list[int]:
    """One cell per distinct result of a joker in `area`."""
    seen: set[Key] = set()
    out: list[int] = []
    cells = sheet.cells(area)
    for cell, value in enumerate(cells):
        if value is not None:
            continue
        if not cell_open(area, cells, cell, JOKER):
            continue
        trial = list(cells)
        trial[cell] = JOKER
        key = canonical(area, trial)
        if key not in seen:
            seen.add(key)
            out.append(cell)
    return out


def pending_acorns(view: SixtyOneView, sheet: Sheet) -> int:
    """First-completion acorns of this round not yet on the sheet's score (given when the round ends)."""
    return sum(
        FIRST_BONUS
        for area in range(6)
        if sheet.completed[area] == view.round and view.first_round[area] is None and not sheet.first[area]
    )


def advise(view: SixtyOneView, rounds: int | None = None) -> Advice:
    """The hard bot's choice for the view's seat, with the expected final score of every distinct choice.

    `rounds`: the rounds the game may still last, this one included, when a rival ends it sooner."""
    player = view.player
    if player is None or not view.legal:
        raise ValueError("no choice to make")
    sheet = view.sheets[player]
    bonus = tuple(view.first_round[a] is None for a in range(6))
    values = fitted()
    after_rounds = None if rounds is None else rounds - 1
    now = sheet.score() + pending_acorns(view, sheet)
    scored = [
        (now + _value_after(values, sheet, bonus, move, after_rounds), move) for move in decisions(sheet, view.legal)
    ]
    scored.sort(key=lambda item: -item[0])
    (best, move), rest = scored[0], scored[1:]
    return Advice(move, best, tuple((m, v) for v, m in rest))


BUDGET = 200_000
"""Sheet-rounds of play-out for one choice (about 0.1 s of CPU, benchmarks/README.md): 140,000 and
300,000 scored the same within the benchmark's interval (45.0 over seeds 0..999)."""
STAGES = ((20, 0.3), (4, 0.35), (2, 0.35))
"""Per stage: how many of the best choices so far are played out, and the share of the budget."""
NESTED = (0, 0)
"""The last stage: how many of the best choices are weighed one roll deeper (every next roll and its
role splits, each split played out), and the sheet-rounds of play-out it shares; (0, 0): none."""
NESTED_SPLITS: int | None = None
"""Of each next roll's role splits, how many (the best by the fitted value) the last stage plays out."""


def _seed(view: SixtyOneView, rounds: int | None) -> int:
    """A seed from what the choice depends on: the same view gives the same play-outs."""
    sheet = view.sheets[view.player] if view.player is not None else None
    text = json.dumps(
        [
            view.round,
            list(view.dice),
            sheet.to_json() if sheet else None,
            list(view.first_round),
            view.joker_pending,
            rounds,
        ]
    )
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


def weigh(view: SixtyOneView, shortlist: Advice, rounds: int | None = None, budget: int | None = None) -> Advice:
    """The shortlist's best choices weighed again by play-outs on shared dice; the best mean is the choice.

    `rounds`: the rounds the game may still last, this one included, when a rival ends it sooner;
    `budget`: sheet-rounds of play-out (None: BUDGET)."""
    ranked = [(shortlist.move, shortlist.expected), *shortlist.others]
    player = view.player
    if len(ranked) == 1 or player is None:
        return shortlist
    import numpy as np

    from .playouts import fitted_tables

    sheet = view.sheets[player]
    flags = tuple(view.first_round[a] is None for a in range(6))
    tables = fitted_tables()
    starts: list[tuple[list[int], int, int, bool]] = []
    earned_now: list[int] = []
    for move, _said in ranked[: STAGES[0][0]]:
        after, earned = _played(sheet, flags, move)
        joker_won = move["kind"] != "joker" and after.total in LEAF_JOKERS
        starts.append((tables.rows(sheet_keys(after.areas)), after.total, len(after.leaves), joker_won))
        earned_now.append(earned)
    after_rounds = None if rounds is None else rounds - 1
    length = max(1, _rounds_after(sheet, after_rounds))
    rng = np.random.default_rng(_seed(view, rounds))
    bonus = np.array(flags, dtype=np.int64)
    sums = [0.0] * len(starts)
    games = [0] * len(starts)

    def mean(i: int) -> float:
        return earned_now[i] + sums[i] / games[i]

    playing = list(range(len(starts)))
    for keep, share in STAGES:
        if games[playing[0]]:
            playing = sorted(playing, key=lambda i: -mean(i))
        playing = playing[:keep]
        if len(playing) == 1:
            break
        count = max(50, int((BUDGET if budget is None else budget) * share / (length * len(playing))))
        acorns = _play_outs(tables, [starts[i] for i in playing], count, rng, bonus, after_rounds)
        for i, total in zip(playing, acorns):
            sums[i] += total
            games[i] += count
    keep, nested_budget = NESTED
    if len(playing) > 1 and keep > 1 and nested_budget:
        playing = sorted(playing, key=lambda i: -mean(i))[:keep]
        deeper = _rolled_out(tables, [starts[i] for i in playing], nested_budget, length, rng, bonus, after_rounds)
        for i, value in zip(playing, deeper):
            sums[i], games[i] = value, 1
    best = max(playing, key=mean)
    now = sheet.score() + pending_acorns(view, sheet)
    said = [(move, now + mean(i) if i < len(games) and games[i] else value) for i, (move, value) in enumerate(ranked)]
    rest = sorted((item for i, item in enumerate(said) if i != best), key=lambda item: -item[1])
    return Advice(said[best][0], said[best][1], tuple(rest))


def _rounds_after(sheet: Sheet, rounds: int | None) -> int:
    """About how many rounds a play-out from after this choice lasts (the leaf row at 3 a round)."""
    left = min(LEAVES - len(sheet.leaves) - 1, -(-(LEAF_END - sheet.total) // 3))
    return left if rounds is None else min(left, rounds)


def _play_outs(
    tables: Tables,
    starts: list[tuple[list[int], int, int, bool]],
    count: int,
    rng: np.random.Generator,
    bonus: np.ndarray,
    rounds: int | None,
) -> list[float]:
    """Total acorns of `count` play-outs from each start (keys, leaf total, leaves, a joker to place first),
    every start on the same dice."""
    import numpy as np

    from .playouts import place_joker, play_out

    dice = rng.integers(1, 7, size=(LEAVES if rounds is None else max(1, rounds), count, 3))
    dice = np.tile(dice, (1, len(starts), 1))
    keys = np.repeat(np.array([start[0] for start in starts]), count, axis=0)
    totals = np.repeat(np.array([start[1] for start in starts]), count)
    leaves = np.repeat(np.array([start[2] for start in starts]), count)
    joker = np.repeat(np.array([start[3] for start in starts]), count)
    time = tables.time[totals, leaves] if rounds is None else np.minimum(tables.time[totals, leaves], rounds)
    earned = place_joker(tables, keys, time, bonus, joker)
    earned += play_out(tables, keys, totals, leaves, dice, bonus, rounds)
    return [float(total) for total in earned.reshape(len(starts), count).sum(axis=1)]


def _rolled_out(
    tables: Tables,
    starts: list[tuple[list[int], int, int, bool]],
    budget: int,
    length: int,
    rng: np.random.Generator,
    bonus: np.ndarray,
    rounds: int | None,
) -> list[float]:
    """Per start (keys, leaf total, leaves, a joker to place first): the acorns it still earns when the
    next round's choice is the best split of the roll by its play-outs (rolled_out), all on the same dice."""
    import numpy as np

    from .playouts import first_options, place_joker, rolled_out

    keys = np.array([start[0] for start in starts])
    totals = np.array([start[1] for start in starts])
    leaves = np.array([start[2] for start in starts])
    joker = np.array([start[3] for start in starts])
    time = tables.time[totals, leaves] if rounds is None else np.minimum(tables.time[totals, leaves], rounds)
    earned = place_joker(tables, keys, time, bonus, joker)
    options = first_options(tables, keys, totals, leaves, bonus, rounds, NESTED_SPLITS)
    count = max(8, budget // (length * max(1, options[0].size)))
    dice = rng.integers(1, 7, size=(LEAVES if rounds is None else max(1, rounds), count, 3))
    earned += rolled_out(tables, keys, totals, leaves, dice[1:], bonus, rounds, options)
    return [float(value) for value in earned]
