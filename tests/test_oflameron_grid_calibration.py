"""The card grid's hint says the final score following it reaches, round by round, on fresh seeds.

A player who presses H then Enter at every decision hears an expected final score; over many solo games
of the default grid (15 rounds) each round's mean of said minus reached must hold zero in its interval.
Each game's round counts once (the mean of its decisions there), as benchmarks/bench_oflameron.py
measures. The seeds are disjoint from those ROUND_OFFSET was fitted on (tools/fit_oflameron_grid.py,
seeds 5000..7999). Fifteen rounds are tested at once, so each interval is the family-wise 95% one
(Bonferroni: 1 - 0.05/15 two-sided per round); rounds 1-7 together, where the hint used to be low,
also keep the plain 95% interval.
"""

from __future__ import annotations

import math
import statistics
from statistics import NormalDist

from accessible_games.core.protocol import Setup
from accessible_games.games.oflameron.bots import hint_advice
from oflameron_helpers import GAME

SEEDS = range(90_000, 90_360)
ROUNDS = 15
EARLY = range(1, 8)


def said_minus_reached(seed: int) -> dict[int, float]:
    """One solo grid game following every hint: per round, the mean of the hint's number minus the final score."""
    state, _ = GAME.new_game(Setup(seed, 1, "grid", {}))
    said: list[tuple[int, float]] = []
    while not GAME.is_over(state):
        view = GAME.observe(state, 0)
        if len(view.legal) > 1:
            advice, _turns = hint_advice(view)
            said.append((view.round, advice.expected))
            move = advice.move
        else:
            move = view.legal[0]
        GAME.apply(state, move)
    final = GAME.scores(state)[0]
    rounds: dict[int, list[float]] = {}
    for round_, value in said:
        rounds.setdefault(round_, []).append(value - final)
    return {round_: statistics.fmean(gaps) for round_, gaps in rounds.items()}


def interval(values: list[float], z: float) -> tuple[float, float]:
    """Mean and the half-width of its interval at `z` standard errors."""
    return statistics.fmean(values), z * statistics.stdev(values) / math.sqrt(len(values))


def test_each_round_of_the_grid_hint_is_calibrated_on_fresh_seeds() -> None:
    """Every round's said - reached interval, and rounds 1-7 together, contain zero."""
    games = [said_minus_reached(seed) for seed in SEEDS]
    each = NormalDist().inv_cdf(1 - 0.025 / ROUNDS)
    missed = []
    for round_ in range(1, ROUNDS + 1):
        gaps = [game[round_] for game in games if round_ in game]
        assert len(gaps) >= len(SEEDS) // 2, f"round {round_}: only {len(gaps)} games had a decision"
        mean, half = interval(gaps, each)
        if abs(mean) > half:
            missed.append(f"round {round_}: {mean:+.0f} ± {half:.0f}")
    early = [statistics.fmean(game[r] for r in EARLY if r in game) for game in games if any(r in game for r in EARLY)]
    mean, half = interval(early, NormalDist().inv_cdf(0.975))
    if abs(mean) > half:
        missed.append(f"rounds 1-7 together: {mean:+.0f} ± {half:.0f}")
    assert not missed, "said - reached misses zero: " + "; ".join(missed)
