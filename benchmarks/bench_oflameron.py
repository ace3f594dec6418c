"""Oflameron bots: mean final score of each level over solo games, and the time of every bot move.

For the paper sheet it also compares the hard bot's mean with the dynamic program's expected
value of the same sheets (with X cells off, where the table is exact for the whole game, and with
the default sheet). Run:  .venv/bin/python benchmarks/bench_oflameron.py [--games 1000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron.dp import expected_start, solve, table_for  # noqa: E402

GAME = get_game("oflameron")
CASES: list[tuple[str, str, dict[str, str]]] = [
    ("grid", "default", {}),
    ("sheet", "default", {}),
    ("sheet", "no X cells", {"x_cells": "no"}),
    ("loop", "default", {}),
]
LEVELS = ("easy", "normal", "hard")


def play(job: tuple[str, dict[str, str], str, int]) -> tuple[int, float, list[float]]:
    """One solo game: final score, the table's expected value (sheet), each bot move's seconds."""
    variant, options, level, seed = job
    state, _ = GAME.new_game(Setup(seed, 1, variant, options))
    sheet = tuple(tuple(r) for r in state.field)
    times: list[float] = []
    made = 0
    while not GAME.is_over(state):
        start = time.perf_counter()
        move = GAME.bot_move(GAME.observe(state, 0), level, seed * 10_000 + made)
        times.append(time.perf_counter() - start)
        GAME.apply(state, move)
        made += 1
    expected = math.nan
    if variant == "sheet" and level == "hard":  # after the game, so the bot's moves pay for the table
        expected = expected_start(table_for(sheet, state.sides, -1, 0))
    return state.scores[0], expected, times


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    """Run every case and level and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print(f"Oflameron bots, {args.games} solo games per variant and level, seeds 0..{args.games - 1}, {args.jobs} processes\n")
    print("| variant | level | mean final score | ± s.e. | moves/game | mean ms/move | p99 ms | max ms |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    comparisons: list[str] = []
    slowest = 0.0
    with Pool(args.jobs) as pool:
        for variant, label, options in CASES:
            for level in LEVELS:
                jobs = [(variant, options, level, seed) for seed in range(args.games)]
                results = pool.map(play, jobs, chunksize=10)
                scores = [float(r[0]) for r in results]
                times = sorted(t for r in results for t in r[2])
                slowest = max(slowest, times[-1])
                mean, error = mean_and_error(scores)
                p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
                print(
                    f"| {variant} ({label}) | {level} | {mean:.1f} | {error:.1f} | {len(times) / len(results):.1f} "
                    f"| {1000 * statistics.fmean(times):.2f} | {1000 * p99:.2f} | {1000 * times[-1]:.1f} |"
                )
                if variant == "sheet" and level == "hard":
                    gaps = [r[0] - r[1] for r in results]
                    gap, gap_error = mean_and_error(gaps)
                    table_mean = statistics.fmean(r[1] for r in results)
                    comparisons.append(
                        f"| {label} | {mean:.1f} | {table_mean:.1f} | {gap:+.1f} | {gap_error:.1f} | {abs(gap) / gap_error:.2f} |"
                    )
    print("\nPaper sheet: hard bot against the dynamic program's expected value of the same sheets\n")
    print("| sheets | hard bot mean | table's expected value | difference | s.e. of difference | difference / s.e. |")
    print("|---|---:|---:|---:|---:|---:|")
    for line in comparisons:
        print(line)
    print(f"\nSlowest bot move: {1000 * slowest:.1f} ms")
    builds = []
    for seed in range(200):
        state, _ = GAME.new_game(Setup(seed, 1, "sheet", {}))
        start = time.perf_counter()
        solve(tuple(tuple(r) for r in state.field), state.sides)
        builds.append(time.perf_counter() - start)
    builds.sort()
    print(
        f"Paper-sheet table build (the first hard move of a game), 200 default sheets, one process: "
        f"median {1000 * builds[100]:.0f} ms, max {1000 * builds[-1]:.0f} ms"
    )


if __name__ == "__main__":
    main()
