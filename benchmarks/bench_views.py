"""What a seat's view costs: observe(state, seat) and its JSON text, after every move of bot games.

A table server builds one view per seat (and one for spectators) after every move and sends it as
JSON, so this is the per-move cost a table pays for keeping secrets by construction.
Run: .venv/bin/python benchmarks/bench_views.py [--games 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import games  # noqa: E402

SEATS = {"sixtyone": 4, "ramses": 4, "oflameron": 4}


def measure(name: str, variant: str, count: int) -> tuple[list[float], list[float], list[int]]:
    """Milliseconds to observe one seat, to turn that view into JSON text, and the text's size."""
    game = games()[name]
    observe_ms: list[float] = []
    json_ms: list[float] = []
    sizes: list[int] = []
    for seed in range(count):
        state, _ = game.new_game(Setup(seed, SEATS[name], variant, {}))
        moves = 0
        while not game.is_over(state) and moves < 600:
            player = game.to_move(state)
            assert player is not None
            for seat in (None, *range(SEATS[name])):
                start = time.perf_counter()
                view = game.observe(state, seat)
                middle = time.perf_counter()
                text = json.dumps(view.to_json())
                end = time.perf_counter()
                observe_ms.append((middle - start) * 1000)
                json_ms.append((end - middle) * 1000)
                sizes.append(len(text))
            game.apply(state, game.bot_move(game.observe(state, player), "easy", moves))
            moves += 1
    return observe_ms, json_ms, sizes


def p95(values: list[float]) -> float:
    """The 95th percentile."""
    return sorted(values)[int(len(values) * 0.95)]


def main() -> None:
    """Print one line per game and variant."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"views of 4 seats and a spectator after every move of {args.games} easy-bot games per variant")
    print("| game | variant | views | observe ms mean | p95 | max | to JSON text ms mean | p95 | bytes mean | max |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, game in games().items():
        for variant in game.variants:
            observe_ms, json_ms, sizes = measure(name, variant, args.games)
            print(
                f"| {name} | {variant} | {len(sizes)} | {statistics.mean(observe_ms):.3f} | {p95(observe_ms):.3f} "
                f"| {max(observe_ms):.2f} | {statistics.mean(json_ms):.3f} | {p95(json_ms):.3f} "
                f"| {statistics.mean(sizes):.0f} | {max(sizes)} |"
            )


if __name__ == "__main__":
    main()
