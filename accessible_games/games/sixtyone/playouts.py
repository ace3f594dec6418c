"""Sixty-One play-outs: many sheets played on to the game's end at once, by the fitted tables' greedy choice.

Each round of a play-out rolls three dice per sheet and takes the choice with the best acorns now plus
the fitted value of the sheet after it (value.py): every way of giving the dice their roles, the best
cell of the area for the value, a pass only when nothing fits, and a joker won on the leaf row placed
at once where it adds most (its cell and the write's chosen together). The hard bot (hard.py) weighs
its closest choices by the mean acorns their play-outs earn. Everything runs on NumPy arrays, one row
per sheet (about a microsecond of CPU per sheet and round); the tables are turned into arrays once
(about 0.3 s).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import permutations

import numpy as np

from .rules import three_dice_rolls
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_ACORNS, LEAF_END, LEAF_JOKERS, LEAVES
from .value import TIMES, Key, Values, empty_key, fitted, successors, time_left

NONE = -1e9  # the change of a value that fits nowhere in an area
TOTALS = LEAF_END + 7  # leaf totals a round can reach: 0..66
SPLITS = tuple(permutations(range(3)))  # which die is the area, the value and the leaf
SPLIT_AREA = np.array([split[0] for split in SPLITS])
SPLIT_LEAF = np.array([split[2] for split in SPLITS])


@dataclass(frozen=True)
class Tables:
    """The fitted values as arrays over every reachable area key (one index for all areas).

    `change[g, v, t, b]`: the best acorns-now-plus-value change of writing v (0 for a joker) in key g at
    time t, b 1 when completing the area still earns its bonus; `new` the key it leads to and `acorns`
    what it earns now (NONE, 0, 0 when v fits nowhere)."""

    index: dict[tuple[int, Key], int]
    area_value: np.ndarray  # [g, t]
    cells: np.ndarray  # [g]: cells written
    change: np.ndarray  # [g, v, t, b]
    new: np.ndarray  # [g, v, t, b]
    acorns: np.ndarray  # [g, v, t, b]
    successor: np.ndarray  # [g, v, s]: every key v may lead to (-1 past the last)
    successor_gain: np.ndarray  # [g, v, s]: its cell acorns
    successor_done: np.ndarray  # [g, v, s]: 1 when it completes the area
    leaf_value: np.ndarray  # [leaves, total]
    filled: np.ndarray  # [t, cells written on the sheet]
    filled_change: np.ndarray  # [t, cells]: one more cell written
    leaf_acorns: np.ndarray  # [total]
    joker_total: np.ndarray  # [total]: reaching it wins a joker
    time: np.ndarray  # [total, leaves]: the time bucket

    def rows(self, keys: tuple[Key, ...]) -> list[int]:
        """A sheet's area keys as indexes."""
        return [self.index[(area, key)] for area, key in zip(AREAS, keys)]


def _reachable() -> list[tuple[int, Key]]:
    """Every key each area can reach from empty, in a fixed order."""
    out: list[tuple[int, Key]] = []
    for area in AREAS:
        seen = {empty_key(area)}
        todo = [empty_key(area)]
        while todo:
            key = todo.pop(0)
            out.append((area, key))
            for value in (1, 2, 3, 4, 5, 6, JOKER):
                for new, _gain, _done in successors(area, key, value):
                    if new not in seen:
                        seen.add(new)
                        todo.append(new)
    return out


def tables_of(values: Values) -> Tables:
    """The arrays of `values`."""
    keys = _reachable()
    index = {entry: g for g, entry in enumerate(keys)}
    count = len(keys)
    cells = np.array([sum(1 for v in key if v is not None) for _area, key in keys])
    moves = [[successors(area, key, value) for value in range(7)] for area, key in keys]
    width = max(len(each) for per_key in moves for each in per_key)
    successor = np.full((count, 7, width), -1)
    successor_gain = np.zeros((count, 7, width), dtype=np.int64)
    successor_done = np.zeros((count, 7, width), dtype=np.int64)
    for g, ((area, _key), per_key) in enumerate(zip(keys, moves)):
        for value, each in enumerate(per_key):
            for slot, (new, gain, done) in enumerate(each):
                successor[g, value, slot] = index[(area, new)]
                successor_gain[g, value, slot], successor_done[g, value, slot] = gain, done
    area_value = np.array([[values.area_value(area, key, t) for t in range(TIMES)] for area, key in keys])
    leaf_value = np.array(
        [[values.leaf_value(total, leaves) for total in range(TOTALS)] for leaves in range(LEAVES + 2)]
    )
    empty = np.zeros((count, 7, TIMES, 2))
    structure = Tables(
        index,
        area_value,
        cells,
        empty,
        empty.astype(np.int64),
        empty,
        successor,
        successor_gain,
        successor_done,
        leaf_value,
        np.array(values.filled),
        np.zeros((TIMES, 1)),
        np.array([LEAF_ACORNS.get(total, 0) for total in range(TOTALS)], dtype=float),
        np.array([total in LEAF_JOKERS for total in range(TOTALS)]),
        np.array([[time_left(total, leaves) for leaves in range(LEAVES + 2)] for total in range(TOTALS)]),
    )
    return revalued(structure, area_value, leaf_value, np.array(values.filled))


def revalued(tables: Tables, area_value: np.ndarray, leaf_value: np.ndarray, filled: np.ndarray) -> Tables:
    """The same keys with other values (area [g, t], leaf [leaves, total], filled [t, cells]): every best
    write chosen again, the first of equal ones as hard.py chooses."""
    area_value = area_value.copy()
    area_value[:, 0] = 0.0
    filled = filled.copy()
    filled[0] = 0.0
    filled_change = np.zeros_like(filled)
    filled_change[:, :-1] = filled[:, 1:] - filled[:, :-1]
    fits = tables.successor >= 0  # [g, v, s]
    lead = np.where(fits, tables.successor, 0)
    shape = tables.successor.shape[:2] + (TIMES, 2)
    change, new, acorns = np.full(shape, NONE), np.zeros(shape, dtype=np.int64), np.zeros(shape)
    for bonus in (0, 1):
        earned = tables.successor_gain + FIRST_BONUS * tables.successor_done * bonus  # [g, v, s]
        each = earned[..., None] + area_value[lead] - area_value[:, None, None, :]  # [g, v, s, t]
        each = np.where(fits[..., None], each, NONE)
        chosen = each.argmax(axis=2)  # [g, v, t]
        change[..., bonus] = np.take_along_axis(each, chosen[:, :, None, :], axis=2)[:, :, 0, :]
        new[..., bonus] = np.take_along_axis(lead, chosen, axis=2)
        acorns[..., bonus] = np.take_along_axis(earned, chosen, axis=2)
    return replace(
        tables,
        area_value=area_value,
        change=change,
        new=new,
        acorns=acorns,
        leaf_value=leaf_value,
        filled=filled,
        filled_change=filled_change,
    )


@lru_cache(maxsize=1)
def fitted_tables() -> Tables:
    """The arrays of the committed tables (made once)."""
    return tables_of(fitted())


def joker_change(tables: Tables, keys: np.ndarray, time: np.ndarray, bonus: np.ndarray) -> np.ndarray:
    """Per sheet: the best change a joker makes (one more cell written included), 0 when no cell is open."""
    best = np.full(len(keys), NONE)
    for area in range(6):
        best = np.maximum(best, tables.change[keys[:, area], JOKER, time, bonus[area]])
    cells = tables.cells[keys].sum(axis=1)
    return np.where(best > NONE / 2, best + tables.filled_change[time, cells], 0.0)


def place_joker(tables: Tables, keys: np.ndarray, time: np.ndarray, bonus: np.ndarray, won: np.ndarray) -> np.ndarray:
    """Place a joker where it adds most on every sheet that `won` one (keys change in place); the acorns it earns."""
    earned = np.zeros(len(keys))
    rows = np.nonzero(won)[0]
    if not rows.size:
        return earned
    when = time[rows]
    best = np.full(rows.size, NONE)
    where = np.zeros(rows.size, dtype=np.int64)
    for column in range(6):
        change = tables.change[keys[rows, column], JOKER, when, bonus[column]]
        where = np.where(change > best, column, where)
        best = np.maximum(best, change)
    placed = best > NONE / 2
    rows, area, when = rows[placed], where[placed], when[placed]
    old = keys[rows, area]
    earned[rows] = tables.acorns[old, JOKER, when, bonus[area]]
    keys[rows, area] = tables.new[old, JOKER, when, bonus[area]]
    return earned


def _with_joker(
    tables: Tables,
    keys: np.ndarray,
    area: np.ndarray,
    value: np.ndarray,
    time: np.ndarray,
    bonus: np.ndarray,
    base: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For writes that win a joker: the best score over every cell the value fits and then every cell for
    the joker, with the key and acorns of the write it takes."""
    row = np.arange(len(keys))
    old = keys[row, area]
    flag = bonus[area]
    values, changes = tables.area_value.ravel(), tables.change.ravel()
    here = values[old * TIMES + time]
    jokers = changes[((keys * 7 + JOKER) * TIMES + time[:, None]) * 2 + bonus[None, :]]  # [n, area]
    jokers[row, area] = NONE
    elsewhere = jokers.max(axis=1)  # the joker's best cell outside the written area
    cells = tables.cells[keys].sum(axis=1) + 1
    one_more = tables.filled_change.ravel()[time * tables.filled.shape[1] + cells]
    best = np.full(len(keys), NONE)
    new_of = np.zeros(len(keys), dtype=np.int64)
    acorns_of = np.zeros(len(keys))
    width = tables.successor.shape[2]
    group = (old * 7 + value) * width
    leads = tables.successor.ravel()[group[:, None] + np.arange(width)[None, :]]  # [n, slot]
    for slot in range(int((leads >= 0).sum(axis=1).max())):
        new = leads[:, slot]
        fits = new >= 0
        new = np.where(fits, new, old)
        acorns = (
            tables.successor_gain.ravel()[group + slot]
            + FIRST_BONUS * tables.successor_done.ravel()[group + slot] * flag
        )
        joker = np.maximum(elsewhere, changes[((new * 7 + JOKER) * TIMES + time) * 2 + flag])
        joker = np.where(joker > NONE / 2, joker + one_more, 0.0)
        score = base + acorns + values[new * TIMES + time] - here + joker
        better = fits & (score > best)
        best = np.where(better, score, best)
        new_of = np.where(better, new, new_of)
        acorns_of = np.where(better, acorns, acorns_of)
    return best, new_of, acorns_of


def greedy_round(
    tables: Tables,
    keys: np.ndarray,
    totals: np.ndarray,
    leaves: np.ndarray,
    dice: np.ndarray,
    bonus: np.ndarray,
    cap: int | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """One round on every sheet (keys [n, 6], totals, leaves, dice [n, 3]): the new keys, totals and leaves,
    and the acorns earned. `bonus[area]` 1 when completing it still earns the bonus; `cap` the most rounds
    the game may still last after this one."""
    keys, totals, after, earned, _legal, _value = forced_round(tables, keys, totals, leaves, dice, bonus, cap)
    return keys, totals, after, earned


def forced_round(
    tables: Tables,
    keys: np.ndarray,
    totals: np.ndarray,
    leaves: np.ndarray,
    dice: np.ndarray,
    bonus: np.ndarray,
    cap: int | None = None,
    force: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """greedy_round, where `force[i]` (an index of SPLITS, -1 for the greedy choice) gives sheet i's dice
    their roles: the best cell of that split's area (a joker it wins placed with it). Also returned, per
    sheet: whether the round was legal, False where the forced split fits nowhere though another split
    fits (a pass is legal only when nothing fits), and the choice's acorns now plus the fitted value
    after it (NONE where refused). (Arrays are read through flat indexes: several times faster than
    indexing with one array per axis.)"""
    keys = keys.copy()
    n = len(keys)
    row = np.arange(n)
    cells = tables.cells[keys].sum(axis=1)
    after = leaves + 1
    reached = (totals[:, None] + np.arange(7)[None, :]).ravel()  # [n * 7]: per leaf die
    time = tables.time.ravel()[reached * tables.time.shape[1] + np.repeat(after, 7)]
    if cap is not None:
        time = np.minimum(time, cap)
    cells7 = np.repeat(cells, 7)
    values = tables.area_value.ravel()
    areas = sum(values[np.repeat(keys[:, area], 7) * TIMES + time] for area in range(6))  # the areas' values
    base = (
        areas
        + tables.leaf_value.ravel()[np.repeat(after, 7) * TOTALS + reached]
        + tables.filled.ravel()[time * tables.filled.shape[1] + cells7]
        + tables.leaf_acorns[reached]
    )
    joker = tables.joker_total[reached]
    change_of, new_of, acorns_of = tables.change.ravel(), tables.new.ravel(), tables.acorns.ravel()
    one_more = tables.filled_change.ravel()
    width = tables.filled.shape[1]
    flat_keys = keys.ravel()
    scores = np.empty((len(SPLITS), n))
    news = np.empty((len(SPLITS), n), dtype=np.int64)
    earns = np.empty((len(SPLITS), n))
    jokers: list[tuple[np.ndarray, ...]] = []
    for split, (a, v, lf) in enumerate(SPLITS):
        area, value, leaf = dice[:, a] - 1, dice[:, v], dice[:, lf]
        at = row * 7 + leaf
        when = time[at]
        key = flat_keys[row * 6 + area]
        flag = bonus[area]
        entry = ((key * 7 + value) * TIMES + when) * 2 + flag
        change = change_of[entry]
        fits = change > NONE / 2
        score = np.where(fits, base[at] + one_more[when * width + cells] + change, NONE)
        new = new_of[entry]
        acorns = acorns_of[entry]
        won = np.nonzero(joker[at] & fits)[0]
        if won.size:
            jokers.append(
                (
                    split * n + won,
                    area[won],
                    value[won],
                    when[won],
                    base[at[won]] + one_more[when[won] * width + cells[won]],
                )
            )
        scores[split], news[split], earns[split] = score, new, acorns
    if jokers:  # where a write wins a joker, the write's cell and the joker's are chosen together
        place, area, value, when, before = (np.concatenate(column) for column in zip(*jokers))
        scores.ravel()[place], news.ravel()[place], earns.ravel()[place] = _with_joker(
            tables, keys[place % n], area, value, when, bonus, before
        )
    legal = np.ones(n, dtype=bool)
    if force is not None:
        forced = np.nonzero(force >= 0)[0]
        fits_any = (scores[:, forced] > NONE / 2).any(axis=0)
        kept = scores[force[forced], forced]
        legal[forced] = (kept > NONE / 2) | ~fits_any
        scores[:, forced] = NONE
        scores[force[forced], forced] = kept
    choice = scores.argmax(axis=0)  # the first of equal splits
    best = scores.ravel()[choice * n + row]
    wrote = np.nonzero(best > NONE / 2)[0]
    leaf_of = dice[row, SPLIT_LEAF[choice]]
    passed = np.nonzero(best <= NONE / 2)[0]
    if passed.size:
        best_pass = np.full(passed.size, NONE)
        for lf in range(3):
            leaf = dice[passed, lf]
            at = passed * 7 + leaf
            score = base[at] + np.where(joker[at], joker_change(tables, keys[passed], time[at], bonus), 0.0)
            leaf_of[passed] = np.where(score > best_pass, leaf, leaf_of[passed])
            best_pass = np.maximum(best_pass, score)
    when = time[row * 7 + leaf_of]
    earned = np.zeros(n)
    earned[wrote] = earns.ravel()[choice[wrote] * n + wrote]
    keys[wrote, dice[wrote, SPLIT_AREA[choice[wrote]]] - 1] = news.ravel()[choice[wrote] * n + wrote]
    totals = totals + leaf_of
    earned += tables.leaf_acorns[totals]
    earned += place_joker(tables, keys, when, bonus, tables.joker_total[totals])
    value = best.copy()
    if passed.size:
        value[passed] = best_pass
    value[~legal] = NONE
    return keys, totals, after, earned, legal, value


def play_out(
    tables: Tables,
    keys: np.ndarray,
    totals: np.ndarray,
    leaves: np.ndarray,
    dice: np.ndarray,
    bonus: np.ndarray,
    rounds: int | None = None,
) -> np.ndarray:
    """Acorns every sheet earns from here to the game's end; `dice[r]` is round r's roll per sheet and
    `rounds` the most rounds the game may still last (None: until the leaf row ends it)."""
    keys, totals, leaves = keys.copy(), totals.copy(), leaves.copy()
    earned = np.zeros(len(keys))
    live = np.nonzero((totals < LEAF_END) & (leaves < LEAVES))[0]
    played = 0
    while live.size and (rounds is None or played < rounds):
        played += 1
        cap = None if rounds is None else rounds - played
        new, reached, after, acorns = greedy_round(
            tables, keys[live], totals[live], leaves[live], dice[played - 1, live], bonus, cap
        )
        keys[live], totals[live], leaves[live] = new, reached, after
        earned[live] += acorns
        live = live[(reached < LEAF_END) & (after < LEAVES)]
    return earned


def _first_options() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every roll (as sorted dice) with every distinct way of giving its dice their roles: per option the
    dice, the split index and the roll's index; and per roll its chance."""
    dice: list[tuple[int, int, int]] = []
    splits: list[int] = []
    roll_of: list[int] = []
    chances: list[float] = []
    for roll, chance in three_dice_rolls():
        chances.append(chance)
        seen: set[tuple[int, int, int]] = set()
        for split, (area, value, leaf) in enumerate(SPLITS):
            roles = (roll[area], roll[value], roll[leaf])
            if roles not in seen:
                seen.add(roles)
                dice.append(roll)
                splits.append(split)
                roll_of.append(len(chances) - 1)
    return np.array(dice), np.array(splits), np.array(roll_of), np.array(chances)


FIRST_DICE, FIRST_SPLIT, FIRST_ROLL, ROLL_CHANCE = _first_options()
"""The next round's 216 options (56 rolls, each with its distinct role splits) and the 56 rolls' chances."""
ROLL_START = np.searchsorted(FIRST_ROLL, np.arange(len(ROLL_CHANCE)))  # each roll's first option
SAME_ROLL = FIRST_ROLL[:, None] == FIRST_ROLL[None, :]
EARLIER = np.arange(len(FIRST_ROLL))[None, :] < np.arange(len(FIRST_ROLL))[:, None]  # [option, other]


def first_options(
    tables: Tables,
    keys: np.ndarray,
    totals: np.ndarray,
    leaves: np.ndarray,
    bonus: np.ndarray,
    rounds: int | None = None,
    splits: int | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The next round's options worth playing out from each sheet (keys [m, 6], totals, leaves) whose game
    goes on: per option its sheet and its index in FIRST_SPLIT; of each roll's legal role splits, the
    `splits` best by acorns now plus the fitted value after (None: all)."""
    live = np.nonzero((totals < LEAF_END) & (leaves < LEAVES) & (rounds is None or rounds > 0))[0]
    options = len(FIRST_SPLIT)
    every = np.repeat(live, options)
    first = np.tile(np.arange(options), len(live))
    cap = None if rounds is None else rounds - 1
    _k, _t, _l, _e, legal, value = forced_round(
        tables, keys[every], totals[every], leaves[every], FIRST_DICE[first], bonus, cap, FIRST_SPLIT[first]
    )
    kept = legal.reshape(len(live), options)
    if splits is not None:
        value = value.reshape(len(live), options)
        ahead = (value[:, None, :] > value[:, :, None]) | (
            (value[:, None, :] == value[:, :, None]) & EARLIER[None, :, :]
        )  # [sheet, option, other]: the other option is ranked before it
        kept &= (ahead & SAME_ROLL[None, :, :]).sum(axis=2) < splits
    sheet, option = np.nonzero(kept)
    return live[sheet], option


def rolled_out(
    tables: Tables,
    keys: np.ndarray,
    totals: np.ndarray,
    leaves: np.ndarray,
    dice: np.ndarray,
    bonus: np.ndarray,
    rounds: int | None = None,
    options: tuple[np.ndarray, np.ndarray] | None = None,
) -> np.ndarray:
    """Per sheet (keys [m, 6], totals, leaves, after this round's choice): the mean over the 56 next rolls
    of the best of that roll's role splits, each split weighed by the mean acorns of its play-outs (the
    split's round, then the greedy choice to the end). `dice[r, k]` is the roll of round r + 1 after the
    next in game k, the same for every sheet and split; `rounds` the most rounds the game may still last
    (None: until the leaf row ends it); `options` the splits played out (first_options; None: every
    legal one). 0 for a sheet whose game is over."""
    m, count = len(keys), dice.shape[1]
    sheet, option = first_options(tables, keys, totals, leaves, bonus, rounds) if options is None else options
    out = np.zeros(m)
    if not sheet.size:
        return out
    every, first = np.repeat(sheet, count), np.repeat(option, count)
    cap = None if rounds is None else rounds - 1
    new, reached, after, earned, _legal, _value = forced_round(
        tables, keys[every], totals[every], leaves[every], FIRST_DICE[first], bonus, cap, FIRST_SPLIT[first]
    )
    if cap is None or cap > 0:
        earned += play_out(tables, new, reached, after, np.tile(dice, (1, sheet.size, 1)), bonus, cap)
    means = np.full((m, len(FIRST_SPLIT)), -np.inf)
    means[sheet, option] = earned.reshape(sheet.size, count).mean(axis=1)
    best = np.maximum.reduceat(means, ROLL_START, axis=1)  # [sheet, roll]
    live = np.unique(sheet)
    out[live] = best[live] @ ROLL_CHANCE
    return out
