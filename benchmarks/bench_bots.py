"""Every bot of every game, variant and level: mean score ± 95% CI, time a move, and hint calibration.

    .venv/bin/python benchmarks/bench_bots.py [--sixtyone 1000] [--oflameron 200] [--ramses 100] [--jobs 2]
        [--only sixtyone|oflameron|ramses] [--variants grid loop ...] [--levels hard ...]

Sixty-One and Oflameron: solo games on seeds 0..N-1, the same seeds for every level. Ramses II: games
of four bots (easy, normal, hard, hard) on seeds 0..N-1, seats rotating with the seed; a level's mean
is its points per seat-game. Time a move: wall and CPU time of the bot's call, in the worker process
(mean, 95th percentile, maximum). Hint calibration (Oflameron and Sixty-One, hard level): at every
decision with more than one legal move, the hint's number (the expected final score of the move the
hard bot then plays) minus the final score the game reached; per game the mean over its decisions,
then mean ± 95% CI over the games (near zero: the numbers are honest). 95% CI: 1.96 standard errors.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402

LEVELS = ("easy", "normal", "hard")
RAMSES_SEATS = ("easy", "normal", "hard", "hard")
RAMSES_VARIANTS = ("standard", "children", "no-end-card", "professional")
OFLAMERON_VARIANTS = ("grid", "sheet", "loop")


def hint_for(game: str, view: Any, seed: int) -> tuple[dict[str, Any], float]:
    """The hard bot's move and the number its hint says for it."""
    if game == "sixtyone":
        from accessible_games.games.sixtyone.bots import hard_advice

        advice = hard_advice(view)
    else:
        from accessible_games.games.oflameron.bots import advise

        advice = advise(view, seed)
    return advice.move, advice.expected


def solo(job: tuple[str, str, str, int]) -> dict[str, Any]:
    """One solo game: the final score, every bot move's wall and CPU seconds, the hint's numbers."""
    name, variant, level, seed = job
    game = get_game(name)
    state, _ = game.new_game(Setup(seed, 1, variant, {}))
    wall: list[float] = []
    cpu: list[float] = []
    said: list[float] = []
    made = 0
    while not game.is_over(state):
        view = game.observe(state, 0)
        started, started_cpu = time.perf_counter(), time.process_time()
        move_seed = seed * 1000 + made
        if level == "hard" and len(view.legal) > 1:  # the hard bot's move is its hint's move
            move, expected = hint_for(name, view, move_seed)
            said.append(expected)
        else:
            move = game.bot_move(view, level, move_seed)
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        game.apply(state, move)
        made += 1
    final = game.scores(state)[0]
    return {"score": final, "wall": wall, "cpu": cpu, "error": [s - final for s in said]}


def ramses(job: tuple[str, str, str, int]) -> dict[str, Any]:
    """One Ramses II game of four bots: each level's points and move times."""
    name, variant, _level, seed = job
    game = get_game(name)
    seating = [RAMSES_SEATS[(i + seed) % 4] for i in range(4)]
    state, _ = game.new_game(Setup(seed, 4, variant, {}))
    times: dict[str, tuple[list[float], list[float]]] = {level: ([], []) for level in LEVELS}
    made = 0
    while not game.is_over(state):
        player = game.to_move(state)
        level = seating[player]
        started, started_cpu = time.perf_counter(), time.process_time()
        move = game.bot_move(game.observe(state, player), level, seed * 100003 + made)
        times[level][0].append(time.perf_counter() - started)
        times[level][1].append(time.process_time() - started_cpu)
        game.apply(state, move)
        made += 1
    scores = game.scores(state)
    points: dict[str, list[int]] = {level: [] for level in LEVELS}
    for player, level in enumerate(seating):
        points[level].append(scores[player])
    return {"points": points, "times": times}


def run(job: tuple[str, str, str, int]) -> tuple[tuple[str, str, str, int], dict[str, Any]]:
    """Play one job in a worker."""
    return job, (ramses(job) if job[0] == "ramses" else solo(job))


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, half


def timing(values: list[float]) -> str:
    """Mean, 95th percentile and maximum, in milliseconds."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{1000 * statistics.fmean(ordered):.2f} | {1000 * p95:.1f} | {1000 * ordered[-1]:.1f}"


def main() -> None:
    """Run every case and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sixtyone", type=int, default=1000, help="Sixty-One solo games per level")
    parser.add_argument("--oflameron", type=int, default=200, help="Oflameron solo games per variant and level")
    parser.add_argument("--ramses", type=int, default=100, help="Ramses II four-bot games per variant")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=("sixtyone", "oflameron", "ramses"))
    parser.add_argument(
        "--variants",
        nargs="+",
        choices=OFLAMERON_VARIANTS,
        default=list(OFLAMERON_VARIANTS),
        help="Oflameron variants to play",
    )
    parser.add_argument(
        "--levels", nargs="+", choices=LEVELS, default=list(LEVELS), help="Sixty-One and Oflameron levels to play"
    )
    options = parser.parse_args()
    jobs: list[tuple[str, str, str, int]] = []
    if options.only in (None, "sixtyone"):
        jobs += [("sixtyone", "standard", level, seed) for level in options.levels for seed in range(options.sixtyone)]
    if options.only in (None, "oflameron"):
        jobs += [
            ("oflameron", variant, level, seed)
            for variant in options.variants
            for level in options.levels
            for seed in range(options.oflameron)
        ]
    if options.only in (None, "ramses"):
        jobs += [("ramses", variant, "all", seed) for variant in RAMSES_VARIANTS for seed in range(options.ramses)]
    started = time.perf_counter()
    results: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    with Pool(options.jobs) as pool:
        for job, result in pool.imap_unordered(run, jobs, chunksize=4):
            results.setdefault(job[:3], []).append(result)
    print("| game | variant | level | games | mean ± 95% CI | wall ms mean | p95 | max | CPU ms mean | p95 | max |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    worst = 0.0
    for (name, variant, level), games in sorted(results.items()):
        if name == "ramses":
            for seat in LEVELS:
                points = [p for g in games for p in g["points"][seat]]
                wall = [t for g in games for t in g["times"][seat][0]]
                cpu = [t for g in games for t in g["times"][seat][1]]
                mean, half = interval([float(p) for p in points])
                worst = max(worst, sorted(wall)[int(0.95 * (len(wall) - 1))])
                print(
                    f"| ramses | {variant} | {seat} | {len(games)} | {mean:.2f} ± {half:.2f} | {timing(wall)} | {timing(cpu)} |"
                )
            continue
        mean, half = interval([float(g["score"]) for g in games])
        wall = [t for g in games for t in g["wall"]]
        cpu = [t for g in games for t in g["cpu"]]
        worst = max(worst, sorted(wall)[int(0.95 * (len(wall) - 1))])
        digits = 2 if name == "sixtyone" else 1
        print(
            f"| {name} | {variant} | {level} | {len(games)} | {mean:.{digits}f} ± {half:.{digits}f} | {timing(wall)} | {timing(cpu)} |"
        )
    print()
    print("Hint calibration (hard level): the hint's number minus the final score reached, mean ± 95% CI over games")
    print("| game | variant | games | decisions | said − reached | said (mean) | reached (mean) |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for (name, variant, level), games in sorted(results.items()):
        if level != "hard" or name == "ramses":
            continue
        per_game = [statistics.fmean(g["error"]) for g in games if g["error"]]
        decisions = sum(len(g["error"]) for g in games)
        mean, half = interval(per_game)
        reached = statistics.fmean(float(g["score"]) for g in games if g["error"])
        print(
            f"| {name} | {variant} | {len(per_game)} | {decisions} | {mean:+.2f} ± {half:.2f} | {reached + mean:.1f} | {reached:.1f} |"
        )
    print()
    print(f"Highest p95 of a bot move's wall time, any game, variant and level: {1000 * worst:.1f} ms")
    print(f"Run time: {time.perf_counter() - started:.0f} s with {options.jobs} processes")


if __name__ == "__main__":
    main()
