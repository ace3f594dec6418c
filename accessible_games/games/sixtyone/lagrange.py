"""Sixty-One duality over the whole game: an upper bound on the inner problem by Lagrangian decomposition.

The inner problem of the information relaxation (duality.py) from the empty sheet is out of reach exactly
(bound_search.py: the distinct sheets grow threefold a round). Here it is bounded from above instead, by
splitting it into seven small problems that share nothing but prices:

- the leaf row alone: each round it takes one of the roll's role splits (area die, value die, leaf die) or
  passes with any die; it earns the leaf bonuses and, reaching 11, 31 or 51, one joker token;
- each of the six areas alone: each round it may take a split whose area die names it (writing the value
  die in any cell the rules allow) and may place a joker (after that write, as in the game).

They must agree on the split of every round and on the jokers. That agreement is priced instead of
enforced (Lagrange multipliers): the leaf row pays `lam[t, s]` for taking split s in round t, the area
that takes it earns the same; an area pays `mu[t] >= 0` for a joker in round t, the leaf row earns it for
reaching a joker total then. Whatever the prices, the sum of the seven maxima is at least the best
agreeing line, the real game's inner maximum: every line of the game is a line of each part (the relaxed
parts may also pass when a write fits, leave a joker unplaced, or write after the game's end unless the
prices stop them: more choices, so a larger maximum), and on an agreeing line the prices cancel. So every
`dual_value(prices)` is an upper bound on the inner maximum, and `bound` lowers it by subgradient steps
on the prices, keeping the lowest value met (each one a bound on its own).

The penalty must split the same way, so it is not the fitted one-roll score (which takes the best over
the areas together) but a sum of parts (`Penalty`), one per area key and one per leaf total, each charged
every round as its value for the roll that came minus its mean over the 56 rolls (the areas' part also
after the game's end, when their keys no longer change). It has mean zero for any player who does not see
the future (the sheet before a roll does not depend on it), so the mean over seeds of the inner maximum
with this penalty, and of anything above it, is an upper bound on the best expected score. The parts come
from weakly.py: each part's own choice values in the weakly coupled relaxation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, TypeVar

import numpy as np

from .duality import rolls
from .playouts import TOTALS, Tables
from .rules import role_splits
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_END, LEAVES
from .value import empty_key

NEG = -1e18  # no such choice


@dataclass(frozen=True)
class Areas:
    """Every area key as one array (the keys of all six areas, global indexes of playouts.Tables)."""

    area: np.ndarray  # [g]: 1..6
    write: np.ndarray  # [g, v, s]: the key writing v (1..6) may lead to, -1 past the last (0 unused)
    write_gain: np.ndarray  # [g, v, s]: its cell acorns and area bonus (solo: always earned)
    joker: np.ndarray  # [g, s]: the key a joker may lead to, -1 past the last
    joker_gain: np.ndarray  # [g, s]
    start: np.ndarray  # [6]: the empty key of each area
    blocks: tuple[tuple[int, int], ...]  # per area, its keys' range [first, end)


Made = TypeVar("Made")


def _once(kept: dict[int, tuple[Tables, Made]], tables: Tables, make: Callable[[Tables], Made]) -> Made:
    """`make(tables)`, made once per tables and kept in `kept` (by identity: the tables are never changed)."""
    found = kept.get(id(tables))
    if found is None or found[0] is not tables:
        found = kept[id(tables)] = (tables, make(tables))
    return found[1]


_AREAS: dict[int, tuple[Tables, Areas]] = {}


def areas_of(tables: Tables) -> Areas:
    """The area keys of `tables` arranged for the areas' searches (made once per tables)."""
    return _once(_AREAS, tables, _areas)


def _areas(tables: Tables) -> Areas:
    """The area keys of `tables` arranged for the areas' searches."""
    count = len(tables.index)
    area = np.zeros(count, dtype=np.int64)
    for (a, _key), g in tables.index.items():
        area[g] = a
    gain = tables.successor_gain + FIRST_BONUS * tables.successor_done
    write = tables.successor.copy()
    write[:, JOKER] = -1
    blocks = []
    for a in AREAS:
        rows = np.nonzero(area == a)[0]
        assert rows.size and rows[-1] - rows[0] + 1 == rows.size, "an area's keys are contiguous"
        blocks.append((int(rows[0]), int(rows[-1]) + 1))
    start = np.array([tables.index[(a, empty_key(a))] for a in AREAS])
    return Areas(
        area,
        write,
        np.where(write >= 0, gain, 0).astype(float),
        tables.successor[:, JOKER].copy(),
        np.where(tables.successor[:, JOKER] >= 0, gain[:, JOKER], 0).astype(float),
        start,
        tuple(blocks),
    )


@dataclass(frozen=True)
class Penalty:
    """The separable penalty's parts for every round t = 0..19 (the round's index) and roll r (of 56):
    `area[t, g, r]` and `leaf[t, total, r]` (0 for a finished leaf row), and their means over the roll."""

    area: np.ndarray  # [20, g, 56]
    leaf: np.ndarray  # [20, TOTALS, 56]
    area_mean: np.ndarray  # [20, g]
    leaf_mean: np.ndarray  # [20, TOTALS]

    def charge_area(self, t: int, roll: int) -> np.ndarray:
        """Per area key: what the inner problem gains in round t (the mean minus the roll's part)."""
        return self.area_mean[t] - self.area[t, :, roll]

    def charge_leaf(self, t: int, roll: int) -> np.ndarray:
        """Per leaf total: what the inner problem gains in round t from the leaf row's part."""
        return self.leaf_mean[t] - self.leaf[t, :, roll]

    def charge(self, t: int, keys: tuple[int, ...], total: int, roll: int) -> float:
        """The whole sheet's gain in round t: the sum of its parts (a finished leaf row's part is 0)."""
        area = self.charge_area(t, roll)
        return float(sum(area[g] for g in keys) + self.charge_leaf(t, roll)[min(total, TOTALS - 1)])


@dataclass(frozen=True)
class Problem:
    """One seed's inner problem from a sheet: the rounds' rolls, their splits and dice, and the start."""

    done: int  # rounds played before the first roll here
    roll: tuple[int, ...]  # per round here, the roll's index among the 56
    splits: tuple[tuple[tuple[int, int, int], ...], ...]  # per round, its distinct role splits
    dice: tuple[tuple[int, ...], ...]  # per round, its distinct dice (a pass may put any on the leaf row)
    keys: tuple[int, ...]  # the start's area keys
    total: int  # the start's leaf total


def problem(dice: list[tuple[int, int, int]], keys: tuple[int, ...], total: int, done: int) -> Problem:
    """The inner problem from the sheet (keys, total) after `done` rounds with the rolls `dice` to come."""
    table = rolls()
    count = min(len(dice), LEAVES - done)
    return Problem(
        done,
        tuple(table.index[(d[0], d[1], d[2])] for d in (sorted(roll) for roll in dice[:count])),
        tuple(tuple(role_splits(list(d))) for d in dice[:count]),
        tuple(tuple(sorted(set(d))) for d in dice[:count]),
        keys,
        total,
    )


@dataclass
class Prices:
    """The multipliers: `lam[t, s]` per round and split (free sign), `mu[t] >= 0` per round's joker."""

    lam: np.ndarray  # [rounds, 6]
    mu: np.ndarray  # [rounds]


@dataclass(frozen=True)
class Relaxed:
    """The value of the relaxation at some prices and, per round, what its parts chose (for the step)."""

    value: float
    leaf_split: np.ndarray  # [rounds, 6]: 1 where the leaf row took that split
    area_split: np.ndarray  # [rounds, 6]: 1 where the split's area took it
    leaf_joker: np.ndarray  # [rounds]: 1 where the leaf row reached a joker total
    area_joker: np.ndarray  # [rounds]: jokers the areas placed


def dual_value(tables: Tables, job: Problem, prices: Prices, pen: Penalty | None) -> Relaxed:
    """The sum of the seven parts' maxima at these prices (an upper bound on the inner maximum), with what
    each part chose along its best line."""
    areas = areas_of(tables)
    edges = edges_of(tables)
    rounds = len(job.roll)
    count = len(areas.area)
    # the areas, backward: value[g] = the best an area in key g earns from round t on
    value = np.zeros(count)
    values: list[np.ndarray] = [value] * (rounds + 1)
    helds: list[np.ndarray] = [value] * rounds
    source, lead, gain, starts = edges.joker
    for t in range(rounds - 1, -1, -1):
        ahead = value
        placed = np.full(count, NEG)
        placed[source] = np.maximum.reduceat(gain + ahead[lead], starts) - prices.mu[t]
        held = np.maximum(ahead, placed)  # after this round's write (or none): a joker placed or not
        best = held.copy()
        for s, (a, v, _lf) in enumerate(job.splits[t]):
            w_source, w_lead, w_gain, w_starts = edges.write[a - 1][v]
            if w_source.size:
                option = np.maximum.reduceat(w_gain + held[w_lead], w_starts) + prices.lam[t, s]
                best[w_source] = np.maximum(best[w_source], option)
        if pen is not None:
            best = best + pen.charge_area(job.done + t, job.roll[t])
        value = best
        values[t] = value
        helds[t] = held
    # the leaf row, backward over totals 0..LEAF_END (LEAF_END: finished)
    leaf = np.zeros(LEAF_END + 1)
    totals = np.arange(LEAF_END)
    moves: list[tuple[np.ndarray, np.ndarray]] = []
    for t in range(rounds - 1, -1, -1):
        names = np.array([s for s in range(len(job.splits[t]))] + [-1] * len(job.dice[t]))
        dice = np.array([lf for _a, _v, lf in job.splits[t]] + list(job.dice[t]))
        cost = np.array([prices.lam[t, s] for s in range(len(job.splits[t]))] + [0.0] * len(job.dice[t]))
        reach = totals[None, :] + dice[:, None]
        capped = np.minimum(reach, TOTALS - 1)
        scores = (
            tables.leaf_acorns[capped]
            + prices.mu[t] * tables.joker_total[capped]
            + leaf[np.minimum(reach, LEAF_END)]
            - cost[:, None]
        )
        pick = scores.argmax(axis=0)
        gain_leaf = scores[pick, totals]
        if pen is not None:
            gain_leaf = gain_leaf + pen.charge_leaf(job.done + t, job.roll[t])[:LEAF_END]
        leaf = np.append(gain_leaf, 0.0)
        moves.append((names[pick], dice[pick]))
    moves.reverse()
    total_value = float(leaf[min(job.total, LEAF_END)] + sum(values[0][g] for g in job.keys))
    # forward: the parts' chosen lines, for the subgradient
    leaf_split = np.zeros((rounds, 6))
    area_split = np.zeros((rounds, 6))
    leaf_joker = np.zeros(rounds)
    area_joker = np.zeros(rounds)
    total = job.total
    for t in range(rounds):
        if total >= LEAF_END:
            break
        s, lf = int(moves[t][0][total]), int(moves[t][1][total])
        if s >= 0:
            leaf_split[t, s] = 1
        total += lf
        leaf_joker[t] = tables.joker_total[min(total, TOTALS - 1)]
    for g in job.keys:
        a = int(areas.area[g])
        for t in range(rounds):
            held, ahead = helds[t], values[t + 1]
            best, split, at = float(held[g]), -1, g
            for s, (sa, v, _lf) in enumerate(job.splits[t]):
                if sa == a:
                    for new, earned in edges.by_key[g][v]:
                        here = earned + held[new] + prices.lam[t, s]
                        if here > best + 1e-12:
                            best, split, at = here, s, new
            if split >= 0:
                area_split[t, split] += 1
            g, stay = at, float(ahead[at])
            for new, earned in edges.by_key[at][JOKER]:
                here = earned + ahead[new] - prices.mu[t]
                if here > stay + 1e-12:
                    stay, g = here, new
            if g != at:
                area_joker[t] += 1
    return Relaxed(total_value, leaf_split, area_split, leaf_joker, area_joker)


@dataclass(frozen=True)
class Edges:
    """The areas' moves as edge lists sorted by their key (for maxima by np.maximum.reduceat): per area and
    value (1..6) the writes, and the jokers, each (source keys, lead keys, acorns, group starts); and per key
    and value (0: a joker) the (lead, acorns) pairs, for the forward walk."""

    write: tuple[tuple[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], ...], ...]
    joker: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
    by_key: tuple[tuple[tuple[tuple[int, float], ...], ...], ...]


_EDGES: dict[int, tuple[Tables, Edges]] = {}


def edges_of(tables: Tables) -> Edges:
    """The edge lists of `tables` (made once per tables)."""
    return _once(_EDGES, tables, _edges)


EdgeList = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _edge_list(rows: np.ndarray, lead: np.ndarray, gain: np.ndarray) -> EdgeList:
    """(sources, leads, acorns, starts) of the moves of `rows` ([n, slots] leads, -1 past the last)."""
    source, slot = np.nonzero(lead[rows] >= 0)
    keys = rows[source]
    starts = np.flatnonzero(np.r_[True, keys[1:] != keys[:-1]]) if keys.size else np.zeros(0, dtype=np.int64)
    return keys[starts], lead[keys, slot], gain[keys, slot], starts


def _edges(tables: Tables) -> Edges:
    """The edge lists of `tables`."""
    areas = areas_of(tables)
    every = np.arange(len(areas.area))
    write = tuple(
        tuple(
            _edge_list(np.arange(first, end), areas.write[:, v], areas.write_gain[:, v])
            if v
            else _edge_list(np.zeros(0, dtype=np.int64), areas.write[:, 1], areas.write_gain[:, 1])
            for v in range(7)
        )
        for first, end in areas.blocks
    )
    joker = _edge_list(every, areas.joker, areas.joker_gain)
    by_key = tuple(
        tuple(
            tuple(
                (int(new), float(earned))
                for new, earned in zip(
                    areas.joker[g] if v == JOKER else areas.write[g, v],
                    areas.joker_gain[g] if v == JOKER else areas.write_gain[g, v],
                )
                if new >= 0
            )
            for v in range(7)
        )
        for g in every
    )
    return Edges(write, joker, by_key)


def _leaf_step(tables: Tables, totals: np.ndarray, die: int, mu: float, ahead: np.ndarray) -> np.ndarray:
    """Per leaf total: the leaf row's acorns (and joker price) for putting `die` on it, plus its best after."""
    reach = totals + die
    capped = np.minimum(reach, TOTALS - 1)
    return tables.leaf_acorns[capped] + mu * tables.joker_total[capped] + ahead[np.minimum(reach, LEAF_END)]


def bound(
    tables: Tables,
    job: Problem,
    pen: Penalty | None,
    steps: int = 300,
    target: float | None = None,
    start: Prices | None = None,
) -> tuple[float, int]:
    """The lowest relaxation value met over `steps` subgradient steps on the prices (Polyak's step towards
    `target`, or towards a level below the best value met when none is given): an upper bound on the
    inner maximum. Returns it and the step that found it."""
    rounds = len(job.roll)
    prices = start or Prices(np.zeros((rounds, 6)), np.zeros(rounds))
    best, found = float("inf"), 0
    room = 4.0  # how far below the best value the step aims, when no target is given
    theta, stalled = 1.0, 0
    for step in range(steps):
        got = dual_value(tables, job, prices, pen)
        if got.value < best - 1e-9:
            best, found, stalled = got.value, step, 0
        else:
            stalled += 1
            if stalled >= 15:
                theta, stalled = theta / 2, 0
                room = max(room / 2, 0.05)
        grad_lam = got.area_split - got.leaf_split
        grad_mu = got.leaf_joker - got.area_joker
        norm = float((grad_lam**2).sum() + (grad_mu**2).sum())
        if norm == 0:
            break  # the parts agree: a zero subgradient, no prices give less
        aim = target if target is not None else best - room
        size = theta * max(got.value - aim, 1e-3) / norm
        prices.lam -= size * grad_lam
        prices.mu = np.maximum(prices.mu - size * grad_mu, 0.0)
    return best, found
