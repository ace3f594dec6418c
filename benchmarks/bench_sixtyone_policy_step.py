"""Sixty-One: does one step of policy iteration from the hard bot's own games make the fitted tables better?

    .venv/bin/python benchmarks/bench_sixtyone_policy_step.py [--games 6000] [--budget 20000] [--jobs 2]
        [--passes 1 3 5] [--check 100000] [--more 10]

The hard bot weighs its closest choices by play-outs of the fitted tables' greedy choice (hard.py). One
step of approximate policy iteration would fit the tables again to the games of that better play, so
that the play-outs themselves play better. This script measures whether it works with the games this
machine can afford: it plays `--games` solo games by the play-out bot (with `--budget` sheet-rounds a
choice; seeds from 100,000, away from bench_bots.py's) and, as controls, as many games and `--more`
times as many by the tables' own greedy choice. Each set of games then moves the committed tables by
TD(lambda) passes, the same update as the second stage of tools/fit_sixtyone.py (a step of 0.3 of the
mean error, damped where an entry was seen few times). Printed: each set's mean score, and the greedy
play of the tables after 1, 3, 5 passes minus before, over `--check` games on the same dice (mean ±
95% CI: 1.96 standard errors).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.sixtyone import hard  # noqa: E402
from accessible_games.games.sixtyone.bots import hard_advice  # noqa: E402
from accessible_games.games.sixtyone.playouts import Tables, fitted_tables, play_out  # noqa: E402
from accessible_games.games.sixtyone.sheet import AREAS, LEAVES  # noqa: E402
from accessible_games.games.sixtyone.value import empty_key, sheet_keys  # noqa: E402
from tools.fit_sixtyone import Games, entries, greedy_batch, td_step, weights_of, with_weights  # noqa: E402

Game = tuple[
    list[list[int]], list[float]
]  # per round: the afterstate (6 key rows, total, leaves) and the acorns it earned
FIRST_SEED = 100_000
STEP = 0.3


def bot_game(job: tuple[int, int]) -> Game:
    """One solo game by the play-out bot with `budget` sheet-rounds a choice, round by round."""
    seed, budget = job
    hard.BUDGET = budget
    game = get_game("sixtyone")
    arrays = fitted_tables()
    state, _ = game.new_game(Setup(seed, 1, "standard", {}))
    rounds: list[list[int]] = []
    rewards: list[float] = []
    before = 0
    while not game.is_over(state):
        view = game.observe(state, 0)
        game.apply(state, hard_advice(view).move if len(view.legal) > 1 else view.legal[0])
        after = game.observe(state, 0)
        if after.joker_pending and after.current == 0:
            continue  # the round ends with the joker's cell
        sheet = after.sheets[0]
        rounds.append(arrays.rows(sheet_keys(sheet.areas)) + [sheet.total, len(sheet.leaves)])
        score = game.scores(state)[0]
        rewards.append(float(score - before))
        before = score
    return rounds, rewards


def as_rounds(arrays: Tables, games: list[Game]) -> Games:
    """The bot's games round by round, as the fitting tool's TD(lambda) reads them."""
    visits, rewards, lives = [], [], []
    for r in range(LEAVES):
        rows = np.array([g[0][min(r, len(g[0]) - 1)] for g in games], dtype=np.int64)
        here = np.array([r < len(g[0]) for g in games])
        visits.append(entries(arrays, rows[:, :6], rows[:, 6], rows[:, 7]))
        rewards.append(np.array([g[1][r] if r < len(g[1]) else 0.0 for g in games]))
        lives.append(here & (arrays.time[np.minimum(rows[:, 6], arrays.time.shape[0] - 1), rows[:, 7]] > 0))
    return visits, rewards, lives


def refitted(arrays: Tables, games: Games, passes: int) -> Tables:
    """The tables after `passes` TD(lambda) passes over `games`."""
    weights = weights_of(arrays)
    for _ in range(passes):
        weights = td_step(weights, games, STEP)
    return with_weights(arrays, weights)


def mean_score(games: Games) -> str:
    """The games' mean final score ± its 95% interval."""
    return interval(sum(games[1]))


def greedy_scores(arrays: Tables, dice: np.ndarray) -> np.ndarray:
    """Each game's final score by the tables' greedy choice on `dice` [round, game, die]."""
    count = dice.shape[1]
    keys = np.array([arrays.rows(tuple(empty_key(area) for area in AREAS))] * count)
    start = np.zeros(count, dtype=np.int64)
    return play_out(arrays, keys, start, start, dice, np.ones(6, dtype=np.int64))


def interval(values: list[float] | np.ndarray, signed: bool = False) -> str:
    """Mean ± the half-width of its 95% confidence interval."""
    values = [float(v) for v in values]
    mean = f"{statistics.fmean(values):{'+' if signed else ''}.3f}"
    return f"{mean} ± {1.96 * statistics.stdev(values) / len(values) ** 0.5:.3f}"


def main() -> None:
    """Play both sets of games, refit from each and print the greedy play's change."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000, help="games of each set")
    parser.add_argument("--budget", type=int, default=20_000, help="the play-out bot's sheet-rounds a choice")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--passes", type=int, nargs="+", default=[1, 3, 5])
    parser.add_argument("--check", type=int, default=100_000, help="greedy games that score the tables")
    parser.add_argument("--more", type=int, default=10, help="the second control set has this many times the games")
    options = parser.parse_args()
    arrays = fitted_tables()
    started = time.perf_counter()
    with Pool(options.jobs) as pool:
        bot = pool.map(bot_game, [(FIRST_SEED + i, options.budget) for i in range(options.games)], chunksize=8)
    bot_seconds = time.perf_counter() - started
    bot_rounds = as_rounds(arrays, bot)
    control = greedy_batch(arrays, options.games, np.random.default_rng(FIRST_SEED))
    more = greedy_batch(arrays, options.games * options.more, np.random.default_rng(FIRST_SEED + 1))
    dice = np.random.default_rng(7).integers(1, 7, size=(LEAVES, options.check, 3))
    before = greedy_scores(arrays, dice)
    print(
        f"{options.games} games each; the play-out bot's took {bot_seconds:.0f} s with {options.jobs} processes;"
        f" the committed tables' greedy play scores {before.mean():.3f} over {options.check} games"
    )
    print("| games played by | games | their mean | passes | greedy play after − before |")
    print("|---|---:|---:|---:|---:|")
    for name, games in (
        (f"play-out bot, budget {options.budget:,}", bot_rounds),
        ("greedy (control)", control),
        (f"greedy, {options.more}× the games", more),
    ):
        for passes in options.passes:
            change = greedy_scores(refitted(arrays, games, passes), dice) - before
            print(
                f"| {name} | {len(games[1][0])} | {mean_score(games)} | {passes} | {interval(change, signed=True)} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
