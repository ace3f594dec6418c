"""Fit the Oflameron grid's ROUND_OFFSET (accessible_games/games/oflameron/bots.py) from the hint's own numbers.

Usage: python tools/fit_oflameron_grid.py [--games 200] [--seed 5000] [--jobs 2]

Solo grid games of the hard bot, seeds `seed` .. `seed + games - 1`, with ROUND_OFFSET set to zero: at
every decision with more than one legal move, the expected final score the hint says for the move played
is compared with the final score the game reached, grouped by the full rounds the hint counts after its
three-turn horizon (the index `grid_final` looks ROUND_OFFSET up with). The offset for those rounds is
the mean of reached minus said over the group, each decision weighed by one over its game's decisions
(as the calibration in benchmarks/bench_bots.py averages a game's decisions first), rounded; rounds no decision had take the nearest fitted
one. The bot's choices do not depend on the offset (it is the same for every move of a decision), so
the games played are the same as with any offset. Prints the tuple to paste into bots.py. About a
minute on two cores.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron import bots  # noqa: E402

SIZE = len(bots.ROUND_OFFSET)


def play(seed: int) -> list[tuple[int, float]]:
    """One solo grid game of the hard bot: (rounds after the horizon, reached minus said) per decision."""
    bots.ROUND_OFFSET = (0,) * SIZE
    looked: list[int] = []
    plain = bots.grid_final

    def recording(score: float, rounds: int, markers: int) -> float:
        looked.append(min(max(0, rounds), SIZE - 1))
        return plain(score, rounds, markers)

    bots.grid_final = recording
    game = get_game("oflameron")
    state, _ = game.new_game(Setup(seed, 1, "grid", {}))
    said: list[tuple[int, float]] = []
    made = 0
    while not game.is_over(state):
        view = game.observe(state, 0)
        if len(view.legal) > 1:
            looked.clear()
            advice = bots.advise(view, seed * 1000 + made)
            move = advice.move
            if looked:
                said.append((looked[0], advice.expected))
        else:
            move = game.bot_move(view, "hard", seed * 1000 + made)
        game.apply(state, move)
        made += 1
    final = game.scores(state)[0]
    return [(rounds, final - value) for rounds, value in said]


def main() -> None:
    """Play the games and print the fitted offsets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    with Pool(options.jobs) as pool:
        games = pool.map(play, range(options.seed, options.seed + options.games))
    groups: dict[int, list[tuple[float, float]]] = {}
    for game in games:
        for rounds, gap in game:
            groups.setdefault(rounds, []).append((gap, 1 / len(game)))
    fitted: dict[int, int] = {}
    for rounds in sorted(groups):
        gaps = groups[rounds]
        fitted[rounds] = round(sum(gap * weight for gap, weight in gaps) / sum(weight for _, weight in gaps))
        print(f"rounds after the horizon {rounds:2}: {len(gaps):5} decisions, reached - said {fitted[rounds]:7}")
    offsets = [fitted[min(fitted, key=lambda known: (abs(known - rounds), known))] for rounds in range(SIZE)]
    print("ROUND_OFFSET = (" + ", ".join(str(v) for v in offsets) + ")")


if __name__ == "__main__":
    main()
