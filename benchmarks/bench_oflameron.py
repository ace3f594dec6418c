"""Oflameron bots: mean final score of each level over solo games, and the time of every bot move.

For the paper sheet it also compares the hard bot's mean with the dynamic program's expected
value of the same sheets (with X cells off, where the table is exact for the whole game, and with
the default sheet). Run:  .venv/bin/python benchmarks/bench_oflameron.py [--games 1000] [--jobs 2]

The card grid's hint (H) on its own: .venv/bin/python benchmarks/bench_oflameron.py --hint-only
[--hint-games 400]. Solo games of the default grid on seeds 0..N-1, played twice: once by the hint (the
move of the app's own `hint_advice`, as a player who presses H then Enter at every decision plays) and
once by the hard bot (`bot_move`). Per game, at every decision with more than one legal move, the
hint's number (said) minus the final score reached; per game the mean over the decisions of a stage
(rounds 1-5, 6-10, 11-15, the last round, the last three decisions; then each round), then mean ±
95% CI (1.96 standard errors) over the games. Also the wall time of each hint and each bot move.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron.dp import expected_start, solve, table_for  # noqa: E402
from accessible_games.games.oflameron.bots import hint_advice  # noqa: E402

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


STAGES: list[tuple[str, Callable[[int, int, int], bool]]] = [
    ("first third (rounds 1-5)", lambda round_, index, count: round_ <= 5),
    ("middle third (rounds 6-10)", lambda round_, index, count: 6 <= round_ <= 10),
    ("last third (rounds 11-15)", lambda round_, index, count: round_ >= 11),
    ("last round (searched exactly)", lambda round_, index, count: round_ == 15),
    ("last three decisions", lambda round_, index, count: index >= count - 3),
]


def in_round(wanted: int) -> Callable[[int, int, int], bool]:
    """A stage of one round."""
    return lambda round_, index, count: round_ == wanted


STAGES += [(f"round {r}", in_round(r)) for r in range(1, 16)]


def hinted_game(seed: int) -> dict[str, Any]:
    """One solo grid game played by the hint and one by the hard bot: scores, said minus reached, times."""
    said: list[tuple[int, float]] = []
    hint_times: list[float] = []
    hint_cpu: list[float] = []
    state, _ = GAME.new_game(Setup(seed, 1, "grid", {}))
    while not GAME.is_over(state):
        view = GAME.observe(state, 0)
        if len(view.legal) > 1:
            start, start_cpu = time.perf_counter(), time.process_time()
            advice, _turns = hint_advice(view)
            hint_times.append(time.perf_counter() - start)
            hint_cpu.append(time.process_time() - start_cpu)
            said.append((view.round, advice.expected))
            move = advice.move
        else:
            move = view.legal[0]
        GAME.apply(state, move)
    hinted = state.scores[0]
    bot_times: list[float] = []
    bot_cpu: list[float] = []
    state, _ = GAME.new_game(Setup(seed, 1, "grid", {}))
    made = 0
    while not GAME.is_over(state):
        start, start_cpu = time.perf_counter(), time.process_time()
        move = GAME.bot_move(GAME.observe(state, 0), "hard", seed * 10_000 + made)
        bot_times.append(time.perf_counter() - start)
        bot_cpu.append(time.process_time() - start_cpu)
        GAME.apply(state, move)
        made += 1
    count = len(said)
    gaps = {
        label: [value - hinted for index, (round_, value) in enumerate(said) if chosen(round_, index, count)]
        for label, chosen in STAGES
    }
    return {
        "hinted": hinted,
        "bot": state.scores[0],
        "gaps": gaps,
        "hint_times": hint_times,
        "bot_times": bot_times,
        "hint_cpu": hint_cpu,
        "bot_cpu": bot_cpu,
    }


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentiles(times: list[float]) -> str:
    """Mean, 95th percentile and maximum in milliseconds."""
    ordered = sorted(times)
    return (
        f"{1000 * statistics.fmean(ordered):.1f} | {1000 * ordered[int(0.95 * (len(ordered) - 1))]:.1f} "
        f"| {1000 * ordered[-1]:.1f}"
    )


def hint_report(games: int, jobs: int) -> None:
    """The grid hint's calibration by stage, following it against the hard bot, and their times."""
    with Pool(jobs) as pool:
        results = pool.map(hinted_game, range(games), chunksize=5)
    print(f"Card grid hint, {games} solo games of the default grid, seeds 0..{games - 1}, {jobs} processes\n")
    print("| stage of the game | games | decisions | said − reached, mean ± 95% CI | contains 0 |")
    print("|---|---:|---:|---:|---|")
    for label, _ in STAGES:
        per_game = [statistics.fmean(r["gaps"][label]) for r in results if r["gaps"][label]]
        mean, half = interval(per_game)
        decisions = sum(len(r["gaps"][label]) for r in results)
        print(
            f"| {label} | {len(per_game)} | {decisions} | {mean:+.0f} ± {half:.0f} | {'yes' if abs(mean) <= half else 'NO'} |"
        )
        if label == "last three decisions":
            print("\n| each round | games | decisions | said − reached, mean ± 95% CI | contains 0 |")
            print("|---|---:|---:|---:|---|")
    hinted, bot = interval([float(r["hinted"]) for r in results]), interval([float(r["bot"]) for r in results])
    differ = sum(r["hinted"] != r["bot"] for r in results)
    print("\n| played by | mean final score ± 95% CI | wall ms mean | p95 | max | CPU ms mean | p95 | max |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, key, scores in (
        ("every hint followed (each hint)", "hint", hinted),
        ("hard bot (each move)", "bot", bot),
    ):
        wall = percentiles([t for r in results for t in r[f"{key}_times"]])
        cpu = percentiles([t for r in results for t in r[f"{key}_cpu"]])
        print(f"| {label} | {scores[0]:.0f} ± {scores[1]:.0f} | {wall} | {cpu} |")
    print(f"\nGames whose final score differs between the two: {differ} of {games}")


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    """Run every case and level and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hint-games", type=int, default=400, help="grid games for the hint's calibration")
    parser.add_argument("--hint-only", action="store_true", help="only the card grid's hint")
    args = parser.parse_args()
    if args.hint_only:
        hint_report(args.hint_games, args.jobs)
        return
    print(
        f"Oflameron bots, {args.games} solo games per variant and level, seeds 0..{args.games - 1}, {args.jobs} processes\n"
    )
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
        f"median {1000 * builds[100]:.0f} ms, max {1000 * builds[-1]:.0f} ms\n"
    )
    hint_report(args.hint_games, args.jobs)


if __name__ == "__main__":
    main()
