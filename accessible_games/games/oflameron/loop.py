"""The card loop's expected final score of a start or a position, estimated by playing the forced
moves out.

Every move in the loop is forced (roll, go clockwise), so a start has one value: the mean final
score over the dice and the replacement cards. An exact expectation is infeasible: a card left is
replaced by a draw from a pile whose make-up depends on every card left and drawn before, so the
state is the whole loop of 24 face-up cards (with the pile they leave), far too many states to sum
over. The value is therefore a sample mean of games played out by the rules themselves (a card left
goes back into the pile, a card jumped over stays), with the same dice and draws for every start
compared, so the starts are ranked on equal luck, and chosen in two stages (`best_starts`): every
start gets `ROLLOUTS` games, then the close contenders `MORE_ROLLOUTS` more each. With rivals, the
game also stops before each roll with the chance that one of them has ended it.
"""

from __future__ import annotations

from ...core.rng import Rng, derive_seed
from .cards import LOOP, landed

ROLLOUTS = 200  # games played out per start in the first stage
MORE_ROLLOUTS = 2_500  # the second stage: more games for each close contender
CONTENDERS = 3  # at most this many starts get the second stage
CLOSE = 3.0  # a start is a contender when within this many standard errors of the best
HORIZON = 60  # moves played out at most (a solo loop game lasts about 12 moves)


def played_out(
    track: tuple[str, ...],
    unseen: list[str],
    position: int,
    score: int,
    sides: int,
    hazard: float,
    seed: int,
    games: int = ROLLOUTS,
    first: int = 0,
) -> float:
    """Mean final score of a marker on `position` with `score`, before its roll, over the games
    numbered `first` .. `first + games - 1` (each number is the same luck for every position)."""
    return sum(finals(track, unseen, position, score, sides, hazard, seed, games, first)) / games


def finals(
    track: tuple[str, ...],
    unseen: list[str],
    position: int,
    score: int,
    sides: int,
    hazard: float,
    seed: int,
    games: int = ROLLOUTS,
    first: int = 0,
) -> list[int]:
    """The final score of each game played out (see `played_out`)."""
    length = len(track)
    out: list[int] = []
    for game in range(first, first + games):
        rng = Rng(derive_seed(seed, f"oflameron-loop-{game}"))  # the same luck for every start
        cards, pile = list(track), list(unseen)
        where, value = position, score
        for _ in range(HORIZON):
            if hazard and rng.random() < hazard:
                break
            die = rng.die(sides)
            pile.append(cards[where])
            cards[where] = pile.pop(rng.below(len(pile)))
            where = (where + die) % length
            value, ended = landed(cards[where], value, LOOP)
            if ended:
                break
        out.append(value)
    return out


def best_starts(
    track: tuple[str, ...], unseen: list[str], starts: dict[int, int], sides: int, hazard: float, seed: int
) -> dict[int, float]:
    """The mean final score of each start (position -> score after its card) in two stages: `ROLLOUTS`
    games each, then `MORE_ROLLOUTS` more for the starts within `CLOSE` standard errors of the best (at
    most `CONTENDERS`), whose mean then covers all their games."""
    first: dict[int, list[int]] = {p: finals(track, unseen, p, s, sides, hazard, seed) for p, s in starts.items()}
    means = {p: sum(v) / len(v) for p, v in first.items()}
    if len(means) < 2:
        return means
    top = max(means, key=lambda p: means[p])
    spread = {p: _variance(v) for p, v in first.items()}
    close = sorted(
        (p for p in means if means[top] - means[p] <= CLOSE * ((spread[top] + spread[p]) / ROLLOUTS) ** 0.5),
        key=lambda p: -means[p],
    )[:CONTENDERS]
    if len(close) > 1:
        for position in close:
            more = played_out(track, unseen, position, starts[position], sides, hazard, seed, MORE_ROLLOUTS, ROLLOUTS)
            means[position] = (means[position] * ROLLOUTS + more * MORE_ROLLOUTS) / (ROLLOUTS + MORE_ROLLOUTS)
    return means


def _variance(values: list[int]) -> float:
    """The sample variance (0 for fewer than two values)."""
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / (len(values) - 1)
