"""The Oflameron hint's time per decision, and a check that a change to its code leaves every hint the same.

Positions of seeded games in every variant (the grid solo and for two, with its options too, the sheet, the
loop), two moves in three following the hint, the third the normal bot's; at each decision with a choice,
hint_advice's CPU time. `--dump FILE` writes every advice (its move, expected score and the others' moves and
values, bit for bit) and the planner's depth; `--compare FILE` (run on the changed code) says how many are
identical bit for bit, how many only up to float rounding (the same moves in the same order and depth, every
value within 1e-9 relative), and how many differ.

    .venv/bin/python benchmarks/bench_oflameron_hint.py [--dump FILE | --compare FILE]
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
RELATIVE = 1e-9  # float rounding: the most two values of one advice may differ by, relative to their size


def same_up_to_rounding(before: list[Any], after: list[Any]) -> bool:
    """The same position, move, alternatives (in order) and depth, every value within RELATIVE."""
    if before[:4] != after[:4] or before[6] != after[6] or len(before[5]) != len(after[5]):
        return False
    pairs = [(before[4], after[4])] + [(b[1], a[1]) for b, a in zip(before[5], after[5])]
    moves_same = all(b[0] == a[0] for b, a in zip(before[5], after[5]))
    return moves_same and all(abs(b - a) <= RELATIVE * max(1.0, abs(b), abs(a)) for b, a in pairs)


def main() -> None:
    """Play the positions, time the hint at each, then dump or compare the advice."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dump", type=Path, help="write every advice to this file")
    parser.add_argument("--compare", type=Path, help="compare every advice with this file's")
    args = parser.parse_args()
    game = get_game("oflameron")
    advice: list[list[Any]] = []
    times: dict[str, list[float]] = {}
    for variant, players, seeds, options in GAMES:
        for seed in seeds:
            state, _ = game.new_game(Setup(seed, players, variant, options))
            number = 0
            while not game.is_over(state) and number < 400:
                player = game.to_move(state)
                assert player is not None
                view = game.observe(state, player)
                if len(view.legal) > 1:
                    started = time.process_time()
                    said, depth = hint_advice(view)
                    times.setdefault(variant, []).append(time.process_time() - started)
                    others = [[repr(move), value] for move, value in said.others]
                    advice.append([variant, seed, number, repr(said.move), said.expected, others, depth])
                    move = said.move if number % 3 else bot_move(view, "normal", seed + number)
                else:
                    move = view.legal[0]
                game.apply(state, move)
                number += 1
    for variant, spent in times.items():
        print(
            f"{variant:6} {len(spent):5} decisions: mean {1000 * statistics.fmean(spent):6.2f} ms, "
            f"longest {1000 * max(spent):6.1f} ms CPU"
        )
    print(f"all    {len(advice):5} decisions: {sum(map(sum, times.values())):.1f} s CPU")
    if args.dump:
        args.dump.write_text(json.dumps(advice), encoding="utf-8")
    if args.compare:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        now = json.loads(json.dumps(advice))  # as the file holds it
        identical = sum(b == a for b, a in zip(before, now))
        rounding = sum(b != a and same_up_to_rounding(b, a) for b, a in zip(before, now))
        differ = len(now) - identical - rounding + abs(len(before) - len(now))
        print(
            f"{identical} advice identical bit for bit, {rounding} up to float rounding ({RELATIVE:g} relative), "
            f"{differ} differ"
        )


if __name__ == "__main__":
    main()
