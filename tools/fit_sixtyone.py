"""Fit the Sixty-One afterstate tables (accessible_games/games/sixtyone/value_tables.py) by self-play.

Usage: python tools/fit_sixtyone.py [--games 160000] [--seed 61] [--refine 1200000] [--refine-seed 62]
    [--out accessible_games/games/sixtyone/value_tables.py]

Temporal-difference learning, TD(lambda) on afterstates: solo games are played by the greedy policy of the
current tables (each roll: the choice with the best acorns now plus value after; a small share of
random choices early on, to visit states the tables would never try), and after each round the value
of the previous afterstate moves toward the acorns earned plus the value of the new one. The value is
additive (value.py): one table per area over its reduced cells and the time left, one over the leaf
total and the leaves written, one over the cells written and the time left (the rounds the areas
share), so each update touches eight entries.

Stage two (`--refine`) goes on from there with many more games, 2,000 at a time on NumPy arrays, played
by the hard bot's own play-out policy (playouts.py: the same greedy choice, no random ones); after each
batch every entry it visited moves toward the lambda-returns of its games.

Each stage draws from its own seeded generator: the same arguments give the same tables, byte for byte
(the committed ones: the defaults, 160,000 games from seed 61, then 1,200,000 from seed 62). About three
minutes for stage one and two for stage two on a free core.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.games.sixtyone.rules import role_splits  # noqa: E402
from accessible_games.games.sixtyone.sheet import AREAS, CELLS, JOKER, LEAF_END, LEAF_JOKERS, LEAVES  # noqa: E402
from accessible_games.games.sixtyone.value import TIMES, Key, Values, empty_key, leaf_acorns, successors, time_left  # noqa: E402

if TYPE_CHECKING:
    from accessible_games.games.sixtyone.playouts import Tables as Arrays

Tables = tuple[list[dict[Key, list[float]]], list[list[float]], list[list[float]]]
Games = tuple[
    list[np.ndarray], list[np.ndarray], list[np.ndarray]
]  # per round: afterstate entries, acorns earned, live
CELL_COUNT = sum(CELLS.values())
TRACE = 0.7  # TD(lambda): how much of each error goes back to the choices before the last


def new_tables() -> Tables:
    """Empty tables: every value 0 until learned."""
    return (
        [dict() for _ in AREAS],
        [[0.0] * (LEAF_END + 1) for _ in range(LEAVES)],
        [[0.0] * (CELL_COUNT + 1) for _ in range(TIMES)],
    )


def filled(keys: list[Key]) -> int:
    """Cells written on the sheet (jokers included)."""
    return sum(1 for key in keys for v in key if v is not None)


def entry(tables: Tables, area: int, key: Key) -> list[float]:
    """The row of an area's table for `key` (made on first use)."""
    table = tables[0][area]
    row = table.get(key)
    if row is None:
        row = table[key] = [0.0] * TIMES
    return row


def future(tables: Tables, keys: list[Key], total: int, leaves: int) -> float:
    """Expected acorns still to come after a choice."""
    time_ = time_left(total, leaves)
    if time_ == 0:
        return 0.0
    areas = tables[0]
    value = tables[1][leaves][total] + tables[2][time_][filled(keys)]
    for area in range(6):
        row = areas[area].get(keys[area])
        if row is not None:
            value += row[time_]
    return value


def best_joker(tables: Tables, keys: list[Key], total: int, leaves: int) -> tuple[float, list[Key]]:
    """Place a won joker where acorns now plus value after is best (keys unchanged when no cell is open)."""
    best: tuple[float, list[Key]] | None = None
    for area in range(6):
        for new, gain, done in successors(area + 1, keys[area], JOKER):
            after = list(keys)
            after[area] = new
            value = gain + 3 * done + future(tables, after, total, leaves)
            if best is None or value > best[0]:
                best = (value, after)
    if best is None:
        return future(tables, keys, total, leaves), keys
    return best


def choices(tables: Tables, keys: list[Key], total: int, leaves: int, dice: tuple[int, int, int]):  # type: ignore[no-untyped-def]
    """Every choice for a roll: (acorns now plus value after, acorns now, keys after, total after)."""
    out = []
    for area, value, leaf in role_splits(list(dice)):
        after_total = total + leaf
        for new, gain, done in successors(area, keys[area - 1], value):
            after = list(keys)
            after[area - 1] = new
            earned = gain + 3 * done + leaf_acorns(after_total)
            out.append((earned, after, after_total))
    if not out:
        out = [(leaf_acorns(total + leaf), list(keys), total + leaf) for leaf in sorted(set(dice))]
    scored = []
    for earned, after, after_total in out:
        if after_total in LEAF_JOKERS:
            value, joker_keys = best_joker(tables, after, after_total, leaves + 1)
            # a joker's acorns and completion count as earned: value includes them, future does not
            scored.append(
                (
                    earned + value,
                    earned + value - future(tables, joker_keys, after_total, leaves + 1),
                    joker_keys,
                    after_total,
                )
            )
        else:
            scored.append((earned + future(tables, after, after_total, leaves + 1), earned, after, after_total))
    return scored


def play(tables: Tables, rng: random.Random, explore: float, rate: float) -> int:
    """One solo game by the tables' greedy policy, learning as it goes (TD(lambda) over the game's
    choices, the trace cut after a random choice); returns the final acorns."""
    keys = [empty_key(area) for area in AREAS]
    total, leaves, score = 0, 0, 0
    trace: list[tuple[list[Key], int, int]] = []
    while True:
        dice = tuple(sorted(rng.randint(1, 6) for _ in range(3)))
        scored = choices(tables, keys, total, leaves, dice)  # type: ignore[arg-type]
        random_choice = rng.random() < explore
        pick = rng.choice(scored) if random_choice else max(scored, key=lambda c: c[0])
        _value, earned, keys, total = pick
        leaves += 1
        score += earned
        if trace:
            error = earned + future(tables, keys, total, leaves) - future(tables, *trace[-1])
            weight = rate * error
            for afterstate in reversed(trace):
                learn(tables, afterstate, weight)
                weight *= TRACE
        if random_choice:
            trace = []
        trace.append((keys, total, leaves))
        del trace[:-12]
        if total >= LEAF_END or leaves >= LEAVES:
            return score


def learn(tables: Tables, afterstate: tuple[list[Key], int, int], step: float) -> None:
    """Move the value of `afterstate` by `step`, in each of its eight entries."""
    keys, total, leaves = afterstate
    time_ = time_left(total, leaves)
    if time_ == 0:
        return
    tables[1][leaves][total] += step
    tables[2][time_][filled(keys)] += step
    for area in range(6):
        entry(tables, area, keys[area])[time_] += step


def fit(games: int, seed: int, report: int = 20000) -> Tables:
    """Tables after `games` self-play games from `seed` (the step and the exploration shrink as it learns)."""
    rng = random.Random(seed)
    tables = new_tables()
    recent: list[int] = []
    started = time.perf_counter()
    for game in range(games):
        progress = game / games
        explore = 0.1 * (1 - progress) ** 2
        rate = 0.015 * (1 - progress) + 0.0015
        recent.append(play(tables, rng, explore, rate))
        if (game + 1) % report == 0:
            mean = sum(recent) / len(recent)
            print(
                f"{game + 1} games: mean {mean:.2f} over the last {len(recent)}, {time.perf_counter() - started:.0f} s",
                flush=True,
            )
            recent = []
    return tables


def entries(arrays: Arrays, keys: np.ndarray, totals: np.ndarray, leaves: np.ndarray) -> np.ndarray:
    """The eight table entries (flat indexes into the area, leaf and filled tables, in that order) that
    value each afterstate: keys [n, 6] as table rows, leaf totals and leaves written."""
    sizes = (arrays.area_value.size, arrays.leaf_value.size)
    when = arrays.time[np.minimum(totals, arrays.time.shape[0] - 1), leaves]
    cells = arrays.cells[keys].sum(axis=1)
    return np.concatenate(
        [
            keys * TIMES + when[:, None],
            (sizes[0] + leaves * arrays.leaf_value.shape[1] + np.minimum(totals, LEAF_END))[:, None],
            (sizes[0] + sizes[1] + when * arrays.filled.shape[1] + cells)[:, None],
        ],
        axis=1,
    )


def td_errors(
    weights: np.ndarray, visits: list[np.ndarray], rewards: list[np.ndarray], lives: list[np.ndarray]
) -> tuple[np.ndarray, np.ndarray]:
    """TD(lambda) over whole games, round by round (`visits[r]` the entries of each game's afterstate,
    `rewards[r]` the acorns that round earned, `lives[r]` whether the game goes on after it): per entry,
    the sum of the lambda-return errors of the afterstates it values, and how many there were."""
    change, seen = np.zeros_like(weights), np.zeros_like(weights)
    games = len(rewards[0])
    later = np.zeros(games)
    value_after = np.zeros(games)  # the value of round r + 1's afterstate
    last = len(visits) - 1
    for r in range(last, -1, -1):
        value = np.where(lives[r], weights[visits[r]].sum(axis=1), 0.0)
        if r < last:
            later = rewards[r + 1] + (1 - TRACE) * value_after + TRACE * later
        target = np.where(lives[r], later, 0.0)
        rows = np.nonzero(lives[r])[0]
        np.add.at(change, visits[r][rows].ravel(), np.repeat(target[rows] - value[rows], visits[r].shape[1]))
        np.add.at(seen, visits[r][rows].ravel(), 1.0)
        later, value_after = target, value
    return change, seen


def greedy_batch(arrays: Arrays, batch: int, rng: np.random.Generator) -> Games:
    """`batch` solo games played at once by the play-outs' greedy round, for TD(lambda): per round, each
    game's afterstate entries, the acorns it earned and whether the game goes on (a finished game keeps
    its last afterstate, earns nothing and is not live)."""
    from accessible_games.games.sixtyone.playouts import greedy_round

    keys = np.array([arrays.rows(tuple(empty_key(area) for area in AREAS))] * batch)
    totals = np.zeros(batch, dtype=np.int64)
    leaves = np.zeros(batch, dtype=np.int64)
    live = np.ones(batch, dtype=bool)
    bonus = np.ones(6, dtype=np.int64)
    visits, rewards, lives = [], [], []
    for _round in range(LEAVES):
        dice = rng.integers(1, 7, size=(batch, 3))
        new, reached, after, earned = greedy_round(
            arrays, keys, np.where(live, totals, 0), np.where(live, leaves, 0), dice, bonus
        )  # finished rows: thrown away
        earned = np.where(live, earned, 0.0)
        keys = np.where(live[:, None], new, keys)
        totals, leaves = np.where(live, reached, totals), np.where(live, after, leaves)
        live = live & (arrays.time[totals, leaves] > 0)
        visits.append(entries(arrays, keys, totals, leaves))
        rewards.append(earned)
        lives.append(live.copy())
    return visits, rewards, lives


def weights_of(arrays: Arrays) -> np.ndarray:
    """The area, leaf and filled tables as one flat vector (the entries' indexes point into it)."""
    return np.concatenate([arrays.area_value.ravel(), arrays.leaf_value.ravel(), arrays.filled.ravel()])


def with_weights(arrays: Arrays, weights: np.ndarray) -> Arrays:
    """`arrays` with the tables read back from a flat vector."""
    from accessible_games.games.sixtyone.playouts import revalued

    area, leaf, filled_ = np.split(weights, [arrays.area_value.size, arrays.area_value.size + arrays.leaf_value.size])
    return revalued(
        arrays,
        area.reshape(arrays.area_value.shape),
        leaf.reshape(arrays.leaf_value.shape),
        filled_.reshape(arrays.filled.shape),
    )


def td_step(weights: np.ndarray, games: Games, step: float) -> np.ndarray:
    """The weights after one TD(lambda) pass over `games`: each entry moves by `step` of its mean
    lambda-return error, damped where it was seen few times."""
    change, seen = td_errors(weights, *games)
    return weights + step * change / (seen + 20.0)


def refine(tables: Tables, games: int, seed: int, batch: int = 2000, step: float = 0.1) -> Tables:
    """Stage two: TD(lambda) over batches of `batch` games played at once by the play-outs' greedy round
    (playouts.py, the hard bot's own play-outs), each batch moving every entry it visited toward the
    lambda-returns (by `step` of the mean error, damped where an entry was seen few times)."""
    from accessible_games.games.sixtyone.playouts import tables_of

    arrays = tables_of(Values(*tables))
    weights = weights_of(arrays)
    rng = np.random.default_rng(seed)
    started = time.perf_counter()
    for done in range(games // batch):
        played = greedy_batch(arrays, batch, rng)
        weights = td_step(weights, played, step)
        arrays = with_weights(arrays, weights)
        if (done + 1) % 50 == 0:
            mean = sum(rewards.sum() for rewards in played[1]) / batch
            print(
                f"refined {(done + 1) * batch} games: mean {mean:.2f} in the last batch, {time.perf_counter() - started:.0f} s",
                flush=True,
            )
    keys_of = {g: entry for entry, g in arrays.index.items()}
    out: Tables = new_tables()
    for g in range(len(arrays.index)):
        area, key = keys_of[g]
        if arrays.area_value[g].any():
            out[0][area - 1][key] = [float(v) for v in arrays.area_value[g]]
    out[1][:] = [[float(v) for v in arrays.leaf_value[leaves_][: LEAF_END + 1]] for leaves_ in range(LEAVES)]
    out[2][:] = [[float(v) for v in row] for row in arrays.filled]
    return out


def written(tables: Tables) -> str:
    """The tables as a Python module (values rounded to 0.01 acorn; unvisited rows left out)."""
    lines = [
        '"""Sixty-One afterstate value tables, fitted by tools/fit_sixtyone.py (generated: do not edit)."""',
        "",
        "# AREA[area - 1]: (key, value per time bucket); LEAF[leaves][total]",
        "AREA = [",
    ]
    for table in tables[0]:
        lines.append("    [")
        for key in sorted(table, key=lambda k: [(-1 if v is None else v) for v in k]):
            row = table[key]
            if not any(row):
                continue
            values = ", ".join(f"{v:.2f}" for v in row)
            lines.append(f"        ({list(key)!r}, [{values}]),".replace("None", "None"))
        lines.append("    ],")
    lines.append("]")
    lines.append("LEAF = [")
    for row in tables[1]:
        lines.append("    [" + ", ".join(f"{v:.2f}" for v in row) + "],")
    lines.append("]")
    lines.append("# FILLED[time][cells written]")
    lines.append("FILLED = [")
    for row in tables[2]:
        lines.append("    [" + ", ".join(f"{v:.2f}" for v in row) + "],")
    lines.append("]")
    return "\n".join(lines) + "\n"


def main() -> None:
    """Fit and write the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=160000)
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--refine", type=int, default=1_200_000, help="games of stage two (0: none)")
    parser.add_argument("--refine-seed", type=int, default=62)
    parser.add_argument(
        "--out", default=str(Path(__file__).resolve().parent.parent / "accessible_games/games/sixtyone/value_tables.py")
    )
    args = parser.parse_args()
    tables = fit(args.games, args.seed)
    if args.refine:
        tables = refine(tables, args.refine, args.refine_seed)
    Path(args.out).write_text(written(tables), encoding="utf-8")
    sizes = ", ".join(str(sum(1 for row in t.values() if any(row))) for t in tables[0])
    print(f"written {args.out}: area rows {sizes}")


if __name__ == "__main__":
    main()
