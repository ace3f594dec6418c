"""Sixty-One benchmarks: bot strength and speed over solo games, and random games per second.

Usage: python benchmarks/bench_sixtyone.py [--games 1000] [--levels easy,normal,hard] [--jobs 2] [--table 0]
Prints the mean final score of each bot level over solo games on fixed seeds (0 .. games-1) with its
spread, the time each level takes per move, how many random full games the rules core plays per
second, and with --table N the scores and wins of a normal and a hard bot at a table with a rival
who races the leaf row (the game then ends well before round 20).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.core.rng import Rng  # noqa: E402


def solo_games(level: str, seeds: range) -> tuple[list[int], list[float], list[float]]:
    """Play one solo game per seed with a bot of `level`; return final scores, wall and CPU times per move."""
    game = get_game("sixtyone")
    scores: list[int] = []
    wall: list[float] = []
    cpu: list[float] = []
    for seed in seeds:
        state, _ = game.new_game(Setup(seed, 1, "standard", {}))
        move_number = 0
        while not game.is_over(state):
            started, started_cpu = time.perf_counter(), time.process_time()
            move = game.bot_move(game.observe(state, 0), level, seed * 1000 + move_number)
            wall.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
            game.apply(state, move)
            move_number += 1
        scores.append(game.scores(state)[0])
    return scores, wall, cpu


def racer_move(game, state, player: int, seed: int) -> dict:  # type: ignore[no-untyped-def]
    """A rival who rushes the leaf row: the largest leaf die, the normal bot's cell among those moves."""
    moves = game.legal_moves(state, player)
    preferred = game.bot_move(game.observe(state, player), "normal", seed)
    if state.joker_pending:
        return preferred
    top = max(m.get("leaf", 0) for m in moves)
    fastest = [m for m in moves if m.get("leaf", 0) == top]
    return preferred if preferred in fastest else fastest[0]


def table_games(seeds: range) -> tuple[dict[str, list[int]], dict[str, int], list[int]]:
    """Three seats (normal bot, hard bot, a leaf racer) per seed: scores, wins (ties to each) and last rounds."""
    game = get_game("sixtyone")
    seats = ("normal", "hard", "racer")
    scores: dict[str, list[int]] = {seat: [] for seat in seats}
    wins = {seat: 0 for seat in seats}
    rounds: list[int] = []
    for seed in seeds:
        state, _ = game.new_game(Setup(seed, 3, "standard", {}))
        while not game.is_over(state):
            player = game.to_move(state)
            if seats[player] == "racer":
                move = racer_move(game, state, player, seed)
            else:
                move = game.bot_move(game.observe(state, player), seats[player], seed)
            game.apply(state, move)
        final = game.scores(state)
        for seat, score in zip(seats, final):
            scores[seat].append(score)
            wins[seat] += score == max(final)
        rounds.append(state.round)
    return scores, wins, rounds


def random_games(players: int, count: int) -> float:
    """Random legal moves through the rules core: full games per second."""
    game = get_game("sixtyone")
    rng = Rng(12345)
    started = time.perf_counter()
    for seed in range(count):
        state, _ = game.new_game(Setup(seed, players, "standard", {}))
        while not game.is_over(state):
            player = game.to_move(state)
            game.apply(state, rng.choice(game.legal_moves(state, player)))
    return count / (time.perf_counter() - started)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the sorted values lie."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    """Run the benchmarks and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--random-games", type=int, default=2000)
    parser.add_argument("--table", type=int, default=0, help="also play this many normal/hard/racer games")
    args = parser.parse_args()

    print(f"Sixty-One, {args.games} solo games per level on seeds 0..{args.games - 1}, {args.jobs} processes")
    print(
        "| level | mean score | std dev | min | median | max | ms/move wall mean | p95 | max | CPU ms/move mean | max |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for level in args.levels.split(","):
        chunks = [range(start, args.games, args.jobs) for start in range(args.jobs)]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(solo_games, [level] * len(chunks), chunks))
        scores = [s for chunk_scores, _, _ in results for s in chunk_scores]
        wall = [t * 1000 for _, chunk_wall, _ in results for t in chunk_wall]
        cpu = [t * 1000 for _, _, chunk_cpu in results for t in chunk_cpu]
        print(
            f"| {level} | {statistics.mean(scores):.2f} | {statistics.stdev(scores):.2f} | {min(scores)} "
            f"| {statistics.median(scores):.0f} | {max(scores)} | {statistics.mean(wall):.2f} "
            f"| {percentile(wall, 0.95):.2f} | {max(wall):.1f} | {statistics.mean(cpu):.2f} | {max(cpu):.1f} |",
            flush=True,
        )
    if args.table:
        chunks = [range(start, args.table, args.jobs) for start in range(args.jobs)]
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(table_games, chunks))
        print(f"Table of three on seeds 0..{args.table - 1}: normal bot, hard bot, a rival racing the leaf row")
        print("| seat | mean score | wins (ties count for each) |")
        print("|---|---|---|")
        for seat in ("normal", "hard", "racer"):
            scores = [s for chunk, _, _ in results for s in chunk[seat]]
            wins = sum(chunk_wins[seat] for _, chunk_wins, _ in results)
            print(f"| {seat} | {statistics.mean(scores):.2f} | {wins} |")
        rounds = [r for _, _, chunk_rounds in results for r in chunk_rounds]
        print(f"Mean last round: {statistics.mean(rounds):.1f}", flush=True)
    for players in (1, 4):
        rate = random_games(players, args.random_games if players == 1 else args.random_games // 4)
        print(f"Random full games through the rules core, {players} player(s): {rate:.0f} games/s")


if __name__ == "__main__":
    main()
