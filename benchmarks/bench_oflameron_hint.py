"""The Oflameron hint's time per decision, and a check that a change to its code leaves every hint the same.

Positions of seeded games in every variant (the grid solo and for two, with its options too, the sheet, the
loop), two moves in three following the hint, the third the normal bot's; at each decision with a choice,
hint_advice's CPU time. `--dump FILE` writes every advice (its move, expected score and the others' moves and
values, bit for bit) and the planner's depth; `--compare FILE` (run on the changed code) says how many are
identical bit for bit, how many only up to float rounding (the same moves in the same order and depth, every
value within 1e-9 relative), how many only in the order of alternatives whose values are equal up to
rounding, and how many differ. `--wide N` plays the card grid alone instead, N seeds on each of fifteen sets
of options (WIDE), three moves in five following the hint, one the normal bot's, one the easy bot's.

    .venv/bin/python benchmarks/bench_oflameron_hint.py [--wide N] [--dump FILE | --compare FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_games.core.protocol import Setup  # noqa: E402
from accessible_games.games import get_game  # noqa: E402
from accessible_games.games.oflameron.bots import bot_move, hint_advice  # noqa: E402

GAMES: tuple[tuple[str, int, range, dict[str, str]], ...] = (
    ("grid", 1, range(90_000, 90_012), {}),
    ("grid", 2, range(500, 506), {}),
    ("grid", 2, range(520, 523), {"b_penalty": "signed", "negative_ends": "yes", "end_cards": "2"}),
    ("grid", 1, range(530, 533), {"rows": "5", "columns": "7", "die": "3", "markers": "5", "rounds": "10"}),
    ("sheet", 1, range(700, 704), {}),
    ("sheet", 2, range(710, 713), {}),
    ("loop", 2, range(800, 804), {}),
    ("loop", 1, range(820, 823), {}),
)
# `--wide`: the card grid alone on fifteen sets of options, each with its number of players.
WIDE: tuple[tuple[dict[str, str], int], ...] = (
    ({}, 1),
    ({}, 2),
    ({}, 3),
    ({}, 4),
    ({"b_penalty": "signed"}, 1),
    ({"b_penalty": "signed", "negative_ends": "yes"}, 2),
    ({"negative_ends": "yes"}, 1),
    ({"negative_ends": "yes", "end_cards": "3"}, 2),
    ({"end_cards": "2", "die": "3"}, 1),
    ({"rows": "2", "columns": "5"}, 2),
    ({"rows": "5", "columns": "12", "markers": "5"}, 1),
    ({"rows": "4", "columns": "3", "markers": "1"}, 3),
    ({"copies": "8", "decks": "2", "rounds": "5"}, 1),
    ({"rounds": "30", "markers": "4", "b_penalty": "signed"}, 2),
    ({"die": "3", "columns": "7", "negative_ends": "yes", "b_penalty": "signed", "end_cards": "1"}, 1),
)
RELATIVE = 1e-9  # float rounding: the most two values of one advice may differ by, relative to their size


def close(before: float, after: float) -> bool:
    """True when two values are equal up to float rounding (RELATIVE)."""
    return abs(before - after) <= RELATIVE * max(1.0, abs(before), abs(after))


def same_up_to_rounding(before: list[Any], after: list[Any]) -> bool:
    """The same position, move, alternatives (in order) and depth, every value within RELATIVE."""
    if before[:4] != after[:4] or before[6] != after[6] or len(before[5]) != len(after[5]):
        return False
    pairs = [(before[4], after[4])] + [(b[1], a[1]) for b, a in zip(before[5], after[5])]
    moves_same = all(b[0] == a[0] for b, a in zip(before[5], after[5]))
    return moves_same and all(close(b, a) for b, a in pairs)


def same_values(before: list[Any], after: list[Any]) -> bool:
    """The same position, move and depth, and every alternative's value within RELATIVE, whatever the
    order of alternatives whose values are equal up to rounding."""
    if before[:4] != after[:4] or before[6] != after[6] or not close(before[4], after[4]):
        return False
    values = {move: value for move, value in after[5]}
    return len(values) == len(before[5]) and all(m in values and close(v, values[m]) for m, v in before[5])


def games(wide: int) -> list[tuple[str, int, range, dict[str, str]]]:
    """The games to play: GAMES, or with `wide` seeds each, the card grid on every set of WIDE."""
    if not wide:
        return list(GAMES)
    return [("grid", n, range(1000 + 37 * i, 1000 + 37 * i + wide), options) for i, (options, n) in enumerate(WIDE)]


def next_move(view: Any, said: Any, seed: int, number: int, wide: int) -> Any:
    """The move played after the hint: the hint's two times in three, else the normal bot's; with
    `wide`, three in five, the normal bot's one, the easy bot's one."""
    if not wide:
        return said.move if number % 3 else bot_move(view, "normal", seed + number)
    pick = (seed + number) % 5
    return said.move if pick < 3 else bot_move(view, "normal" if pick == 3 else "easy", seed + number)


def play(wide: int) -> tuple[list[list[Any]], dict[str, list[float]]]:
    """Every game played, with each decision's advice and the CPU time of each hint by variant."""
    game = get_game("oflameron")
    advice: list[list[Any]] = []
    times: dict[str, list[float]] = {}
    for variant, players, seeds, options in games(wide):
        for seed in seeds:
            state, _ = game.new_game(Setup(seed, players, variant, options))
            number = 0
            while not game.is_over(state) and number < (600 if wide else 400):
                player = game.to_move(state)
                assert player is not None
                view = game.observe(state, player)
                move = view.legal[0]
                if len(view.legal) > 1:
                    started = time.process_time()
                    said, depth = hint_advice(view)
                    times.setdefault(variant, []).append(time.process_time() - started)
                    others = [[repr(other), value] for other, value in said.others]
                    advice.append([variant, seed, number, repr(said.move), said.expected, others, depth])
                    move = next_move(view, said, seed, number, wide)
                game.apply(state, move)
                number += 1
    return advice, times


def compare(before: list[list[Any]], advice: list[list[Any]]) -> None:
    """Print how many advice are identical bit for bit, up to rounding, or differ."""
    now = json.loads(json.dumps(advice))  # as the file holds it
    pairs = list(zip(before, now))
    identical = sum(b == a for b, a in pairs)
    rounding = sum(b != a and same_up_to_rounding(b, a) for b, a in pairs)
    reordered = sum(not same_up_to_rounding(b, a) and same_values(b, a) for b, a in pairs)
    differ = len(now) - identical - rounding - reordered + abs(len(before) - len(now))
    print(
        f"{identical} advice identical bit for bit, {rounding} up to float rounding ({RELATIVE:g} relative), "
        f"{reordered} the same but for the order of alternatives equal up to rounding, {differ} differ"
    )


def main() -> None:
    """Play the positions, time the hint at each, then dump or compare the advice."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dump", type=Path, help="write every advice to this file")
    parser.add_argument("--compare", type=Path, help="compare every advice with this file's")
    parser.add_argument("--wide", type=int, default=0, help="the card grid alone: this many seeds on each of WIDE")
    args = parser.parse_args()
    advice, times = play(args.wide)
    for variant, spent in times.items():
        print(
            f"{variant:6} {len(spent):5} decisions: mean {1000 * statistics.fmean(spent):6.2f} ms, "
            f"longest {1000 * max(spent):6.1f} ms CPU"
        )
    print(f"all    {len(advice):5} decisions: {sum(map(sum, times.values())):.1f} s CPU")
    if args.dump:
        args.dump.write_text(json.dumps(advice), encoding="utf-8")
    if args.compare:
        compare(json.loads(args.compare.read_text(encoding="utf-8")), advice)


if __name__ == "__main__":
    main()
