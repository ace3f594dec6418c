"""Fit the Sixty-One afterstate values (accessible_games/games/sixtyone/values.npz) by self-play.

Usage: python tools/fit_sixtyone.py [--rounds 8] [--games 1000] [--seed 61] [--out .../values.npz]

Fitted value iteration over afterstates. Each round of fitting plays solo games with the hard bot's
own policy on the current values (one roll of expectimax: the choice with the best acorns now plus
the mean over the next roll of the best next choice and the value after it), a small share of
choices random so that the values see the sheets a slip leads to. Every afterstate met is then
given a target, and the network (lookahead.py) is fitted to the targets of the last three rounds'
afterstates by Adam on the squared error:
- the first rounds (`--monte-carlo`, default 2): the acorns the game actually earned after it;
- the later ones: the exact one-roll backup of the current values (`look_ahead`), mixed with the
  acorns earned (`--mix`, the share of the latter) to keep the noise of one game out while the
  values settle.
Everything is drawn from generators seeded by --seed: the same arguments give the same file. The
committed file: the defaults (about 25 minutes on one free core of this machine).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.games.sixtyone.lookahead import (  # noqa: E402
    HIDDEN,
    WEIGHTS,
    Position,
    Values,
    layout,
    look_ahead,
    state_rows,
)
from accessible_games.games.sixtyone.rules import role_splits  # noqa: E402
from accessible_games.games.sixtyone.sheet import AREAS, FIRST_BONUS, JOKER, LEAF_JOKERS  # noqa: E402
from accessible_games.games.sixtyone.value import Key, empty_key, leaf_acorns, successors, time_left  # noqa: E402

Afterstate = tuple[tuple[Key, ...], int, int]


def joker_options(keys: tuple[Key, ...]) -> list[tuple[tuple[Key, ...], int]]:
    """Every sheet a joker may make of `keys`, with the acorns it earns (completion included)."""
    out = []
    for area in AREAS:
        for new, gain, done in successors(area, keys[area - 1], JOKER):
            out.append((keys[: area - 1] + (new,) + keys[area:], gain + FIRST_BONUS * done))
    return out


def choices(keys: tuple[Key, ...], total: int, leaves: int, dice: tuple[int, ...]) -> list[tuple[int, Afterstate, bool]]:
    """Every choice for a roll before any joker: (acorns earned, afterstate, a joker is won)."""
    out = []
    for area, value, leaf in role_splits(list(dice)):
        for new, gain, done in successors(area, keys[area - 1], value):
            after = keys[: area - 1] + (new,) + keys[area:]
            out.append((gain + FIRST_BONUS * done + leaf_acorns(total + leaf), (after, total + leaf, leaves + 1)))
    if not out:
        out = [(leaf_acorns(total + leaf), (keys, total + leaf, leaves + 1)) for leaf in sorted(set(dice))]
    return [(earned, after, after[1] in LEAF_JOKERS) for earned, after in out]


def worth(values: Values, after: Afterstate) -> float:
    """Acorns still expected after an afterstate, by one roll of look-ahead."""
    keys, total, leaves = after
    return look_ahead(values, Position(keys, total, leaves))


def best_joker(values: Values, after: Afterstate) -> tuple[float, int, Afterstate]:
    """The joker's best cell: (acorns plus value after, acorns, afterstate); unchanged when no cell is open."""
    keys, total, leaves = after
    options = joker_options(keys)
    if not options:
        return worth(values, after), 0, after
    scored = [(gain + worth(values, (new, total, leaves)), gain, (new, total, leaves)) for new, gain in options]
    return max(scored, key=lambda s: s[0])


def play(values: Values, rng: random.Random, explore: float) -> tuple[list[Afterstate], list[int], int]:
    """One solo game by the hard policy on `values`: its afterstates, the acorns earned after each, the score."""
    keys: tuple[Key, ...] = tuple(empty_key(area) for area in AREAS)
    total, leaves = 0, 0
    seen: list[Afterstate] = []
    earned_at: list[int] = []
    while True:
        dice = tuple(sorted(rng.randint(1, 6) for _ in range(3)))
        options = choices(keys, total, leaves, dice)
        if rng.random() < explore:
            earned, after, joker = rng.choice(options)
            if joker:
                joker_list = joker_options(after[0])
                if joker_list:
                    new, gain = rng.choice(joker_list)
                    earned, after = earned + gain, (new, after[1], after[2])
        else:
            best: tuple[float, int, Afterstate] | None = None
            for earned, after, joker in options:
                if joker:
                    value, gain, placed = best_joker(values, after)
                    scored = (earned + value, earned + gain, placed)
                else:
                    scored = (earned + worth(values, after), earned, after)
                if best is None or scored[0] > best[0]:
                    best = scored
            assert best is not None
            _value, earned, after = best
        keys, total, leaves = after
        earned_at.append(earned)
        seen.append(after)
        if time_left(total, leaves) == 0:
            break
    after_each = list(np.cumsum(earned_at[::-1])[::-1][1:]) + [0]  # acorns earned after each afterstate
    return seen, [int(a) for a in after_each], sum(earned_at)


def rows_of(states: list[Afterstate]) -> tuple[np.ndarray, np.ndarray]:
    """The nine rows of every afterstate, and whether its game goes on."""
    shape = layout()
    rows, alive = [], []
    for keys, total, leaves in states:
        time_ = time_left(total, leaves)
        rows.append(state_rows([shape.row[a][k] for a, k in enumerate(keys)], total, leaves, time_))
        alive.append(time_ > 0)
    return np.array(rows, dtype=np.intp), np.array(alive)


def train(values: Values, rows: np.ndarray, targets: np.ndarray, rng: np.random.Generator, epochs: int,
          rate: float = 0.003, batch: int = 256) -> float:
    """Fit `values` in place to the targets (Adam on the squared error); returns the last epoch's mean error."""
    offset = np.array([values.offset])
    params = [values.embed, values.bias, values.inner, values.inner_bias, values.out, values.linear, offset]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    zero = layout().zero
    step = 0
    error = 0.0
    for _epoch in range(epochs):
        order = rng.permutation(len(rows))
        total_error = 0.0
        for start in range(0, len(order), batch):
            pick = order[start:start + batch]
            r, y = rows[pick], targets[pick]
            hidden = values.embed[r].sum(axis=1) + values.bias
            active = np.maximum(hidden, 0.0)
            inner = active @ values.inner + values.inner_bias
            inner_active = np.maximum(inner, 0.0)
            guess = inner_active @ values.out + values.linear[r].sum(axis=1) + offset[0]
            diff = guess - y
            total_error += float(diff @ diff)
            d = 2.0 * diff / len(pick)
            g_out = inner_active.T @ d
            g_inner_pre = (d[:, None] * values.out[None, :]) * (inner > 0)
            g_inner = active.T @ g_inner_pre
            g_inner_bias = g_inner_pre.sum(axis=0)
            g_hidden = (g_inner_pre @ values.inner.T) * (hidden > 0)
            g_bias = g_hidden.sum(axis=0)
            g_embed = np.zeros_like(values.embed)
            np.add.at(g_embed, r.ravel(), np.repeat(g_hidden, r.shape[1], axis=0))
            g_linear = np.bincount(r.ravel(), weights=np.repeat(d, r.shape[1]), minlength=len(values.linear))
            grads = [g_embed, g_bias, g_inner, g_inner_bias, g_out, g_linear, np.array([d.sum()])]
            step += 1
            for p, g, m, v in zip(params, grads, first, second):
                m *= 0.9
                m += 0.1 * g
                v *= 0.999
                v += 0.001 * g * g
                p -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
            values.embed[zero] = 0.0
            values.linear[zero] = 0.0
        error = total_error / len(order)
    values.offset = float(offset[0])
    return error


def fit(rounds: int, games: int, seed: int, sweeps: int, epochs: int, explore: float) -> Values:
    """Values after `rounds` rounds of self-play and fitting from `seed`."""
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    shape = layout()
    values = Values(nrng.normal(0.0, 0.05, (shape.rows, HIDDEN)), np.full(HIDDEN, 0.1),
                    nrng.normal(0.0, (2 / HIDDEN) ** 0.5, (HIDDEN, HIDDEN)), np.full(HIDDEN, 0.1), np.zeros(HIDDEN),
                    np.zeros(shape.rows), 0.0)  # at first: one roll ahead over acorns only
    pool: list[tuple[list[Afterstate], list[int]]] = []
    started = time.perf_counter()
    for round_ in range(rounds):
        states: list[Afterstate] = []
        earned: list[int] = []
        scores = []
        for _game in range(games):
            seen, after, score = play(values, rng, explore)
            states += seen
            earned += after
            scores.append(score)
        pool.append((states, earned))
        del pool[:-3]
        all_states = [s for part in pool for s in part[0] if time_left(s[1], s[2]) > 0]
        rows, _alive = rows_of(all_states)
        if round_ == 0:  # the acorns the first games earned after each afterstate
            returns = [e for part in pool for s, e in zip(*part) if time_left(s[1], s[2]) > 0]
            error = train(values, rows, np.array(returns, dtype=np.float64), nrng, epochs)
        else:
            for _sweep in range(sweeps):
                targets = np.array([worth(values, s) for s in all_states])
                error = train(values, rows, targets, nrng, epochs)
        print(f"round {round_ + 1}: self-play mean {np.mean(scores):.2f} ({explore:.0%} random choices), "
              f"{len(all_states)} afterstates, fit error {error:.2f}, {time.perf_counter() - started:.0f} s", flush=True)
    return values


def main() -> None:
    """Fit and write the values."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds of self-play and fitting")
    parser.add_argument("--games", type=int, default=600, help="self-play games a round")
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--sweeps", type=int, default=3, help="backups and fits of a round's afterstates")
    parser.add_argument("--epochs", type=int, default=4, help="passes over the afterstates a fit")
    parser.add_argument("--explore", type=float, default=0.02, help="share of random choices in self-play")
    parser.add_argument("--out", default=str(WEIGHTS))
    args = parser.parse_args()
    values = fit(args.rounds, args.games, args.seed, args.sweeps, args.epochs, args.explore)
    values.save(Path(args.out))
    print(f"written {args.out} ({Path(args.out).stat().st_size} bytes)")


if __name__ == "__main__":
    main()
