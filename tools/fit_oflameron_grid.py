"""Fit the Oflameron grid's ROUND_OFFSET (accessible_games/games/oflameron/bots.py) from the hint's own numbers.

Usage: python tools/fit_oflameron_grid.py [--games 2000] [--seed 5000] [--jobs 2]

Solo grid games of the hard bot, seeds `seed` .. `seed + games - 1`: at every decision with more than
one legal move, the planner's number (`bots.grid_planned`, without ROUND_OFFSET) for the move the hard
bot plays is compared with the final score the game reached, grouped by the rounds still to play after
the decision's own (the index ROUND_OFFSET is looked up with). In the last round the bot plays the exact
search (endgame.py), but the planner's number is fitted too, for the rare turn too large to search.
Each entry is the mean over the games of each game's mean of reached minus said over its decisions
with that many rounds left: every game's round counts once, as benchmarks/bench_oflameron.py and
tests/test_oflameron_grid_calibration.py measure the hint round by round (weighing each game's third
of the game once instead left rounds 1-7 between 300 and 900 points low: games that are rich early
have more decisions there, and the planner's shortfall depends on how rich the game is). Rounded;
groups no decision had take the nearest fitted one. The
bot's choices do not depend on the offset (it is the same for every move of a decision), so the games
played are the same with any offset. Prints the tuple to paste into bots.py. About 3 minutes of CPU
for 2,000 games.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron import bots  # noqa: E402
from accessible_games.games.oflameron.rules import rounds_limit  # noqa: E402

SIZE = len(bots.ROUND_OFFSET)


def play(seed: int) -> dict[int, tuple[int, float]]:
    """One solo grid game of the hard bot: per rounds left, its decisions and their mean of reached minus said."""
    game = get_game("oflameron")
    state, _ = game.new_game(Setup(seed, 1, "grid", {}))
    said: list[tuple[int, float]] = []
    made = 0
    while not game.is_over(state):
        view = game.observe(state, 0)
        if len(view.legal) > 1:
            advice = bots.advise(view, seed * 1000 + made)
            move, value = advice.move, advice.expected - bots.round_offset(view)
            if bots.in_last_round(view):  # the exact search's number: the planner's is asked for apart
                planned = bots.grid_planned(view, 0)
                ranked = ((planned.move, planned.expected),) + planned.others
                value = next(v for m, v in ranked if m == move) - bots.round_offset(view)
            limit = rounds_limit(view)
            said.append((min(max(0, limit - view.round), SIZE - 1), value))
        else:
            move = game.bot_move(view, "hard", seed * 1000 + made)
        game.apply(state, move)
        made += 1
    final = game.scores(state)[0]
    groups: dict[int, list[float]] = {}
    for left, value in said:
        groups.setdefault(left, []).append(final - value)
    return {left: (len(gaps), sum(gaps) / len(gaps)) for left, gaps in groups.items()}


def main() -> None:
    """Play the games and print the fitted offsets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    with Pool(options.jobs) as pool:
        games = pool.map(play, range(options.seed, options.seed + options.games), chunksize=20)
    per_game: dict[int, list[float]] = {}
    decisions: Counter[int] = Counter()
    for game in games:
        for left, (count, gap) in game.items():
            per_game.setdefault(left, []).append(gap)
            decisions[left] += count
    fitted: dict[int, int] = {}
    for left in sorted(per_game):
        gaps = per_game[left]
        fitted[left] = round(statistics.fmean(gaps))
        half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 0.0
        print(
            f"rounds left {left:2}: {len(gaps):5} games, {decisions[left]:6} decisions, "
            f"reached - said {fitted[left]:7} ± {half:.0f}"
        )
    offsets = [fitted[min(fitted, key=lambda known: (abs(known - left), known))] for left in range(SIZE)]
    print("ROUND_OFFSET = (" + ", ".join(str(v) for v in offsets) + ")")


if __name__ == "__main__":
    main()
