"""The card loop's expected final score of a start or a position, by playing the forced moves out.

Every move in the loop is forced (roll, go clockwise), so a start has one value: the mean final
score over the dice and the replacement cards. It cannot be summed exactly: the cards ahead are
the face-up ones unless a marker stood on them (then a draw from the unseen cards), so the state
holds which of the loop's cards were replaced, 2^24 sets for the default loop. The mean is taken
over `ROLLOUTS` games played out by the rules themselves (a card left goes back into the pile, a
card jumped over stays), with the same dice and draws for every start compared, so the starts are
ranked on equal luck. With rivals, the game also stops before each roll with the chance that one
of them has ended it.
"""

from __future__ import annotations

from ...core.rng import Rng, derive_seed
from .cards import END, LOOP, fixed_points

ROLLOUTS = 1000  # games played out per start: the mean's standard error is about 10 points
HORIZON = 60  # moves played out at most (a solo loop game lasts about 12 moves)


def step(card: str, score: int) -> tuple[int, bool]:
    """The score after reaching `card` in the loop, and whether the game ends there."""
    if card == END:
        return score, True
    if card == "Z":
        return 0, False
    after = score + (fixed_points(card, LOOP) or 0)
    return after, after < 0


def played_out(track: tuple[str, ...], unseen: list[str], position: int, score: int, sides: int,
               hazard: float, seed: int) -> float:
    """Mean final score of a marker on `position` with `score`, before its roll."""
    length = len(track)
    total = 0
    for game in range(ROLLOUTS):
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
            value, ended = step(cards[where], value)
            if ended:
                break
        total += value
    return total / ROLLOUTS
