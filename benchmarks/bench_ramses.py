"""Ramses II bots: win share, mean points and slides per found treasure per level; time per bot move.

Four-bot games (easy, normal, hard and a second hard) on fixed seeds 0..N-1; the seating rotates
with the seed so every level plays from every seat equally. Shared first places split the win.

    .venv/bin/python benchmarks/bench_ramses.py [--games 1000] [--workers 2] [--variant standard]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games.ramses import GAME  # noqa: E402

LABELS = ("easy", "normal", "hard", "hard-2")


def level_of(label: str) -> str:
    """The bot level behind a label."""
    return label.split("-")[0]


def play(args: tuple[int, str]) -> dict[str, object]:
    """One game: per label its points, win share, slides, finds; and every bot move's time."""
    seed, variant = args
    rotation = seed % 4
    seating = [LABELS[(i + rotation) % 4] for i in range(4)]
    state, _ = GAME.new_game(Setup(seed, 4, variant, {}))
    times: dict[str, list[float]] = {label: [] for label in LABELS}
    moves = 0
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        assert player is not None
        label = seating[player]
        start = time.perf_counter()
        move = GAME.bot_move(GAME.observe(state, player), level_of(label), seed * 100003 + moves)
        times[label].append(time.perf_counter() - start)
        GAME.apply(state, move)
        moves += 1
    scores = GAME.scores(state)
    best = max(scores)
    winners = [p for p in range(4) if scores[p] == best]
    out: dict[str, object] = {"moves": moves, "stage": state.stage, "end": state.end_reason}
    for p, label in enumerate(seating):
        out[label] = {
            "points": scores[p],
            "win": (1.0 / len(winners)) if p in winners else 0.0,
            "slides": state.slides[p],
            "finds": state.finds[p],
            "out": not state.active[p],
            "times": times[label],
        }
    return out


def main() -> None:
    """Run the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variant", default="standard")
    options = parser.parse_args()
    started = time.perf_counter()
    jobs = [(seed, options.variant) for seed in range(options.games)]
    if options.workers > 1:
        with multiprocessing.Pool(options.workers) as pool:
            results = pool.map(play, jobs, chunksize=10)
    else:
        results = [play(job) for job in jobs]
    elapsed = time.perf_counter() - started
    print(
        f"Ramses II, {options.games} four-bot games ({options.variant}), seeds 0..{options.games - 1}, "
        f"{options.workers} worker(s), {elapsed:.1f} s"
    )
    print(f"moves per game: mean {statistics.mean(r['moves'] for r in results):.1f}")
    ends: dict[str, int] = {}
    for r in results:
        ends[str(r["end"])] = ends.get(str(r["end"]), 0) + 1
    print("game ends: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
    print()
    print(
        f"{'bot':8} {'win share':>9} {'mean pts':>8} {'slides/find':>11} {'out in st.3':>11} "
        f"{'move mean ms':>12} {'p99 ms':>7} {'max ms':>7}"
    )
    for label in LABELS:
        rows = [r[label] for r in results]
        wins = sum(row["win"] for row in rows) / len(rows)
        points = statistics.mean(row["points"] for row in rows)
        slides = sum(row["slides"] for row in rows) / max(1, sum(row["finds"] for row in rows))
        out = sum(row["out"] for row in rows) / len(rows)
        times = sorted(t for row in rows for t in row["times"])
        p99 = times[int(0.99 * (len(times) - 1))]
        print(
            f"{label:8} {wins:9.3f} {points:8.2f} {slides:11.2f} {out:11.3f} "
            f"{1000 * statistics.mean(times):12.3f} {1000 * p99:7.3f} {1000 * times[-1]:7.2f}"
        )
    every = [t for r in results for label in LABELS for t in r[label]["times"]]
    print()
    print(
        f"all bot moves: {len(every)}, mean {1000 * statistics.mean(every):.3f} ms, "
        f"max {1000 * max(every):.2f} ms (limit 500 ms)"
    )


if __name__ == "__main__":
    main()
