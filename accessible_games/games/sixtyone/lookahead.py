"""Sixty-One afterstate values from a small fitted network, and the exact mean over the next roll.

A sheet after a round's choice (an afterstate) is each area's key (its cells reduced to what matters
for the rest of the game, value.py), the leaf total, the leaves written and the rounds it can still
expect (`time_left`). Its value, the acorns it is still expected to add, is

    V = OUT . relu(INNER . relu(sum of EMBED rows + BIAS) + INNER_BIAS) + sum of LINEAR rows + OFFSET

(0 once the game is over)

over nine rows: one per area key, one for the leaf total, one for the leaves written and one for the
time left. The linear part is an additive table; the hidden layers let the areas and the time
interact (the areas share the rounds: what one can expect depends on what the others still want).
The weights are fitted by self-play (tools/fit_sixtyone.py) and stored in values.npz.

`look_ahead` is one roll of expectimax: the mean over the 56 rolls of the next round of the best
choice's acorns plus the value after it (a joker won placed at best), computed with NumPy for all
rolls, choices and leaf dice at once.
"""

from __future__ import annotations

import logging
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from .rules import role_splits
from .sheet import AREAS, FIRST_BONUS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES
from .value import Key, empty_key, leaf_acorns, successors, time_left

log = logging.getLogger("accessible_games.sixtyone")

WEIGHTS = Path(__file__).with_name("values.npz")
HIDDEN = 32
DIE_VALUES = (1, 2, 3, 4, 5, 6)
TOTALS = LEAF_END + 6  # leaf totals 0..66


def _all_keys() -> list[list[Key]]:
    """Every key each area can reach from an empty area, in a fixed order."""
    out: list[list[Key]] = []
    for area in AREAS:
        seen = {empty_key(area)}
        stack = [empty_key(area)]
        while stack:
            key = stack.pop()
            for value in (*DIE_VALUES, JOKER):
                for new, _gain, _done in successors(area, key, value):
                    if new not in seen:
                        seen.add(new)
                        stack.append(new)
        out.append(sorted(seen, key=lambda k: [(-1 if v is None else v) for v in k]))
    return out


@dataclass(frozen=True)
class Layout:
    """Which row of the weights each feature uses, and each key's moves as row indices."""

    row: tuple[dict[Key, int], ...]  # per area: key -> row
    total: int  # first row of the leaf totals 0..66
    leaves: int  # first row of the leaves written 0..20
    time: int  # first row of the time left 0..20
    zero: int  # a row that is always zero
    rows: int
    # per row of an area key: every write of a die (value - 1, row it becomes, acorns, completion)
    writes: tuple[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray], ...]
    # per row of an area key: every joker (row it becomes, acorns, completion)
    jokers: tuple[tuple[np.ndarray, np.ndarray, np.ndarray], ...]


@lru_cache(maxsize=1)
def layout() -> Layout:
    """The row layout (made once)."""
    keys = _all_keys()
    row: list[dict[Key, int]] = []
    index = 0
    for area_keys in keys:
        row.append({key: index + i for i, key in enumerate(area_keys)})
        index += len(area_keys)
    total = index
    leaves = total + TOTALS
    time = leaves + LEAVES + 1
    zero = time + LEAVES + 1
    writes: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    jokers: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    for area, area_keys in zip(AREAS, keys):
        for key in area_keys:
            found = [(value - 1, new, gain, done) for value in DIE_VALUES for new, gain, done in successors(area, key, value)]
            writes.append((np.array([f[0] for f in found], dtype=np.intp),
                           np.array([row[area - 1][f[1]] for f in found], dtype=np.intp),
                           np.array([f[2] for f in found], dtype=np.float64),
                           np.array([f[3] for f in found], dtype=np.float64)))
            placed = successors(area, key, JOKER)
            jokers.append((np.array([row[area - 1][new] for new, _g, _d in placed], dtype=np.intp),
                           np.array([g for _n, g, _d in placed], dtype=np.float64),
                           np.array([d for _n, _g, d in placed], dtype=np.float64)))
    return Layout(tuple(row), total, leaves, time, zero, zero + 1, tuple(writes), tuple(jokers))


class Values:
    """The fitted weights: EMBED (rows x hidden), BIAS, INNER (hidden x hidden), INNER_BIAS, OUT, LINEAR (rows), OFFSET."""

    PARTS = ("embed", "bias", "inner", "inner_bias", "out", "linear", "offset")

    def __init__(self, embed: np.ndarray, bias: np.ndarray, inner: np.ndarray, inner_bias: np.ndarray, out: np.ndarray,
                 linear: np.ndarray, offset: float) -> None:
        self.embed = np.array(embed, dtype=np.float64)
        self.bias = np.array(bias, dtype=np.float64)
        self.inner = np.array(inner, dtype=np.float64)
        self.inner_bias = np.array(inner_bias, dtype=np.float64)
        self.out = np.array(out, dtype=np.float64)
        self.linear = np.array(linear, dtype=np.float64)
        self.offset = float(offset)
        zero = layout().zero
        self.embed[zero] = 0.0
        self.linear[zero] = 0.0

    @staticmethod
    def zeros() -> "Values":
        """Values that expect nothing more: the bot then weighs acorns now and one roll ahead only."""
        rows = layout().rows
        return Values(np.zeros((rows, HIDDEN)), np.zeros(HIDDEN), np.zeros((HIDDEN, HIDDEN)), np.zeros(HIDDEN),
                      np.zeros(HIDDEN), np.zeros(rows), 0.0)

    def head(self, hidden: np.ndarray) -> np.ndarray:
        """The network above the summed rows: two layers of rectified units, then the output weights."""
        return np.maximum(np.maximum(hidden, 0.0) @ self.inner + self.inner_bias, 0.0) @ self.out

    def of_rows(self, rows: np.ndarray, alive: np.ndarray) -> np.ndarray:
        """Values of many afterstates given as rows (n x 9); 0 where `alive` is False (the game is over)."""
        value = self.head(self.embed[rows].sum(axis=1) + self.bias) + self.linear[rows].sum(axis=1) + self.offset
        return np.where(alive, value, 0.0)

    def save(self, path: Path) -> None:
        """Write the weights (half precision: the file stays small)."""
        parts = {name: np.asarray(getattr(self, name), dtype=np.float16) for name in self.PARTS[:-1]}
        np.savez_compressed(path, **parts, offset=np.array([self.offset]))


def load(path: Path) -> Values:
    """Read and check weights written by `Values.save`; ValueError when the file does not fit this layout."""
    shape = layout()
    try:
        with np.load(path, allow_pickle=False) as data:
            parts = {name: np.asarray(data[name], dtype=np.float64) for name in Values.PARTS}
    except (OSError, KeyError, ValueError, EOFError, zipfile.BadZipFile) as error:
        raise ValueError(f"unreadable value weights {path}: {error}") from error
    expected = {"embed": (shape.rows, HIDDEN), "bias": (HIDDEN,), "inner": (HIDDEN, HIDDEN), "inner_bias": (HIDDEN,),
                "out": (HIDDEN,), "linear": (shape.rows,), "offset": (1,)}
    for name, want in expected.items():
        if parts[name].shape != want:
            raise ValueError(f"value weights {path}: {name} has shape {parts[name].shape}, expected {want}")
        if not np.all(np.isfinite(parts[name])):
            raise ValueError(f"value weights {path}: {name} holds a value that is not a finite number")
    offset = float(parts.pop("offset")[0])
    return Values(**parts, offset=offset)


@lru_cache(maxsize=1)
def fitted() -> Values:
    """The weights fitted by tools/fit_sixtyone.py (loaded once); damaged or missing: zero values, logged."""
    try:
        return load(WEIGHTS)
    except ValueError as error:
        log.warning("Sixty-One hard bot plays without its fitted values: %s", error)
        return Values.zeros()


@dataclass(frozen=True)
class Position:
    """A sheet after a choice, as the values see it."""

    keys: tuple[Key, ...]
    total: int
    leaves: int
    bonus: tuple[bool, ...] = (True,) * 6  # per area: may completing it still earn the first-completion bonus

    def rows(self) -> list[int]:
        """The rows of the six area keys."""
        row = layout().row
        return [row[a][key] for a, key in enumerate(self.keys)]


def state_rows(rows: list[int], total: int, leaves: int, time: int) -> list[int]:
    """The nine rows of an afterstate."""
    shape = layout()
    return [*rows, shape.total + total, shape.leaves + min(leaves, LEAVES), shape.time + time]


def value(values: Values, position: Position, rounds: int | None = None) -> float:
    """The acorns `position` is still expected to add (0 once the game is over)."""
    time = time_left(position.total, position.leaves, rounds)
    if time == 0:
        return 0.0
    rows = np.array([state_rows(position.rows(), position.total, position.leaves, time)], dtype=np.intp)
    return float(values.of_rows(rows, np.array([True]))[0])


def _rolls() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 56 rolls: probability, every (area, value, leaf) split as an index of a 6x6x6 table, the leaf dice."""
    counts: dict[tuple[int, ...], int] = {}
    for a in DIE_VALUES:
        for b in DIE_VALUES:
            for c in DIE_VALUES:
                key = tuple(sorted((a, b, c)))
                counts[key] = counts.get(key, 0) + 1
    chance, splits, leaves = [], [], []
    for dice, count in sorted(counts.items()):
        chance.append(count / 216)
        flat = [((area - 1) * 6 + value - 1) * 6 + leaf - 1 for area, value, leaf in role_splits(list(dice))]
        splits.append((flat * 6)[:6])
        distinct = sorted(set(dice))
        leaves.append([d - 1 for d in (distinct * 3)[:3]])
    return np.array(chance), np.array(splits, dtype=np.intp), np.array(leaves, dtype=np.intp)


CHANCE, SPLITS, LEAF_DICE = _rolls()


def _jokers(rows: list[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every joker in every area: area index, row removed, row added, acorns, completion."""
    jokers = layout().jokers
    parts = [jokers[row] for row in rows]
    area = np.repeat(np.arange(6), [len(p[0]) for p in parts])
    return (area, np.asarray(rows, dtype=np.intp)[area], np.concatenate([p[0] for p in parts]),
            np.concatenate([p[1] for p in parts]), np.concatenate([p[2] for p in parts]))


def look_ahead(values: Values, position: Position, rounds: int | None = None) -> float:
    """Mean over the next roll of the best choice's acorns plus the value after it (0 once the game is over).

    `rounds`: the rounds left after this one when a rival ends the game sooner (None: no such limit)."""
    if time_left(position.total, position.leaves, rounds) == 0:
        return 0.0
    shape = layout()
    embed, linear = values.embed, values.linear
    rows = position.rows()
    bonus = np.array([FIRST_BONUS if b else 0 for b in position.bonus], dtype=np.float64)
    base_hidden = embed[rows].sum(axis=0) + values.bias
    base_linear = linear[rows].sum() + values.offset
    leaves = position.leaves + 1
    after_rounds = None if rounds is None else rounds - 1
    totals = position.total + np.arange(1, 7)
    times = [time_left(int(t), leaves, after_rounds) for t in totals]
    leaf_rows = np.array([[shape.total + t, shape.leaves + min(leaves, LEAVES), shape.time + tm]
                          for t, tm in zip(totals, times)], dtype=np.intp)
    leaf_hidden = embed[leaf_rows].sum(axis=1)  # 6 x hidden
    leaf_linear = linear[leaf_rows].sum(axis=1)
    alive = np.array(times) > 0
    acorns = np.array([leaf_acorns(int(t)) for t in totals], dtype=np.float64)
    joker_leaf = next((i for i, t in enumerate(totals) if int(t) in LEAF_JOKERS), None)

    # the writes of every die value in every area: pair index (area, value), rows, acorns
    parts = [shape.writes[row] for row in rows]
    area = np.repeat(np.arange(6), [len(p[0]) for p in parts])
    pair = area * 6 + np.concatenate([p[0] for p in parts])
    removed = np.asarray(rows, dtype=np.intp)[area]
    added = np.concatenate([p[1] for p in parts])
    reward = np.concatenate([p[2] for p in parts]) + np.concatenate([p[3] for p in parts]) * bonus[area]
    change = embed[added] - embed[removed]  # writes x hidden
    hidden = base_hidden + change[:, None, :] + leaf_hidden[None, :, :]  # writes x 6 leaves x hidden
    later = values.head(hidden) + (base_linear + linear[added] - linear[removed])[:, None] + leaf_linear[None, :]
    later = np.where(alive[None, :], later, 0.0)
    pass_later = np.where(alive, values.head(base_hidden + leaf_hidden) + base_linear + leaf_linear, 0.0)

    if joker_leaf is not None:
        later[:, joker_leaf], pass_later[joker_leaf] = _joker_later(
            values, rows, bonus, joker_leaf, bool(alive[joker_leaf]), leaf_hidden[joker_leaf],
            float(leaf_linear[joker_leaf]), base_hidden, base_linear, area, removed, added, later[:, joker_leaf],
            float(pass_later[joker_leaf]))

    table = np.full(6 * 6 * 6, -np.inf)
    scores = reward[:, None] + acorns[None, :] + later
    np.maximum.at(table, (pair[:, None] * 6 + np.arange(6)[None, :]).ravel(), scores.ravel())
    best = table[SPLITS].max(axis=1)
    passing = (acorns + pass_later)[LEAF_DICE].max(axis=1)
    best = np.where(np.isfinite(best), best, passing)
    return float(CHANCE @ best)


def _joker_later(values: Values, rows: list[int], bonus: np.ndarray, leaf: int, alive: bool, leaf_hidden: np.ndarray,
                 leaf_linear: float, base_hidden: np.ndarray, base_linear: float, area: np.ndarray,
                 removed: np.ndarray, added: np.ndarray, plain: np.ndarray, pass_plain: float) -> tuple[np.ndarray, float]:
    """For the leaf die that reaches 11, 31 or 51: every write's value after (and the pass's) with the joker
    it wins placed at best (its acorns and completion included); unchanged where no cell is open."""
    embed, linear = values.embed, values.linear
    j_area, j_removed, j_added, j_gain, j_done = _jokers(rows)
    j_reward = j_gain + j_done * bonus[j_area]
    j_change = embed[j_added] - embed[j_removed]
    j_linear = linear[j_added] - linear[j_removed]
    start = base_hidden + leaf_hidden
    start_linear = base_linear + leaf_linear

    def worth(hidden: np.ndarray, lin: np.ndarray) -> np.ndarray:
        """Value after, 0 when the game is over."""
        if not alive:
            return np.zeros(hidden.shape[:-1])
        return values.head(hidden) + lin

    # the pass: the joker on the sheet as it is
    pass_value = float((j_reward + worth(start + j_change, start_linear + j_linear)).max()) if len(j_area) else pass_plain
    # a write in one area, the joker in another
    w_change = embed[added] - embed[removed]
    w_linear = linear[added] - linear[removed]
    best = np.full(len(area), -np.inf)
    if len(j_area):
        other = j_reward[None, :] + worth(start + w_change[:, None, :] + j_change[None, :, :],
                                          start_linear + w_linear[:, None] + j_linear[None, :])
        other = np.where(area[:, None] != j_area[None, :], other, -np.inf)
        best = other.max(axis=1)
    # the joker in the area just written
    jokers = layout().jokers
    parts = [jokers[row] for row in added]
    if parts:
        owner = np.repeat(np.arange(len(added)), [len(p[0]) for p in parts])
        if len(owner):
            s_added = np.concatenate([p[0] for p in parts])
            s_reward = np.concatenate([p[1] for p in parts]) + np.concatenate([p[2] for p in parts]) * bonus[area[owner]]
            same = s_reward + worth(start + embed[s_added] - embed[removed[owner]],
                                    start_linear + linear[s_added] - linear[removed[owner]])
            np.maximum.at(best, owner, same)
    return np.where(np.isfinite(best), best, plain), pass_value
