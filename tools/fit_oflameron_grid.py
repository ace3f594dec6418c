"""Fit the Oflameron grid's ROUND_OFFSET (accessible_games/games/oflameron/bots.py) from the hint's own numbers.

Usage: python tools/fit_oflameron_grid.py [--games 2000] [--seed 5000] [--jobs 2]

Solo grid games of the hard bot, seeds `seed` .. `seed + games - 1`: at every decision with more than
one legal move, the planner's number (`bots.grid_planned`, with ROUND_OFFSET set to zero) for the move
the hard bot plays is compared with the final score the game reached, grouped by the rounds still to
play after the decision's own (the index ROUND_OFFSET is looked up with). In the last round the bot
plays the exact search (endgame.py), but the planner's number is fitted too, for the rare turn too
large to search. Per game and group the mean of reached minus said, then the mean over the games (as
benchmarks/bench_oflameron.py averages a game's decisions first), rounded; groups no decision had take
the nearest fitted one. The bot's choices do not depend on the offset (it is the same for every move of
a decision), so the games played are the same with any offset. Prints the tuple to paste into bots.py.
About two minutes on two cores for 2,000 games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron import bots  # noqa: E402
from accessible_games.games.oflameron.rules import rounds_limit  # noqa: E402

SIZE = len(bots.ROUND_OFFSET)


def play(seed: int) -> dict[int, float]:
    """One solo grid game of the hard bot: per rounds left, the mean of reached minus the planner's number."""
    bots.ROUND_OFFSET = (0,) * SIZE
    game = get_game("oflameron")
    state, _ = game.new_game(Setup(seed, 1, "grid", {}))
    said: list[tuple[int, float]] = []
    made = 0
    while not game.is_over(state):
        view = game.observe(state, 0)
        if len(view.legal) > 1:
            move = bots.advise(view, seed * 1000 + made).move
            planned = bots.grid_planned(view, 0)
            ranked = ((planned.move, planned.expected),) + planned.others
            left = min(max(0, rounds_limit(view) - view.round), SIZE - 1)
            said.append((left, next(value for m, value in ranked if m == move)))
        else:
            move = game.bot_move(view, "hard", seed * 1000 + made)
        game.apply(state, move)
        made += 1
    final = game.scores(state)[0]
    groups: dict[int, list[float]] = {}
    for left, value in said:
        groups.setdefault(left, []).append(final - value)
    return {left: statistics.fmean(gaps) for left, gaps in groups.items()}


def main() -> None:
    """Play the games and print the fitted offsets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    with Pool(options.jobs) as pool:
        games = pool.map(play, range(options.seed, options.seed + options.games), chunksize=20)
    groups: dict[int, list[float]] = {}
    for game in games:
        for left, gap in game.items():
            groups.setdefault(left, []).append(gap)
    fitted: dict[int, int] = {}
    for left in sorted(groups):
        gaps = groups[left]
        fitted[left] = round(statistics.fmean(gaps))
        half = 1.96 * statistics.stdev(gaps) / len(gaps) ** 0.5 if len(gaps) > 1 else 0.0
        print(f"rounds left {left:2}: {len(gaps):5} games, reached - said {fitted[left]:7} ± {half:5.0f}")
    offsets = [fitted[min(fitted, key=lambda known: (abs(known - left), known))] for left in range(SIZE)]
    print("ROUND_OFFSET = (" + ", ".join(str(v) for v in offsets) + ")")


if __name__ == "__main__":
    main()
