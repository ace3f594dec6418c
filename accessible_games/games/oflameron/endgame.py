"""The card grid's last round solved exactly for one player: every die, move, bought marker and penalty.

In the last round every card still to score is face up: the bottom row the markers move on, and the
row above it, which the final shift brings down onto them. Only the dice and the grid's B (a penalty
card drawn from the deck, whose make-up a player can count) are left to chance, so the expected final
score under the best play is a finite expectimax with the score exact: markers bought before the roll,
each marker's roll in the rules' order, every move of 1 up to the die either way, the shift.

A B reached by a move draws from the deck (every card not face up); a B the shift brings down draws
after the bottom row went back into the deck, so from those cards too. Two B's of one shift are taken
as independent draws, although both draw from what the new top row, unseen, left of that deck. No
choice is left after the last move, so the shift, and each move of the last marker, are lines of the
score (`Line`), worked out once per set of columns whatever the score. Assumption, as on the paper sheet:
the other players never end the game before this player's turn (with the default options nobody can:
there is no END card and a score below zero does not end the game).

A turn that would search more rolls than its budget (a marker bought on top of another, with B's in
reach) raises TooLarge, and bots.py asks again without the second purchase.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from .cards import END, GRID, MARKER_PRICE, card_line, fixed_points, penalty_points

Columns = tuple[int, ...]  # the column of each of the player's markers, in the rules' order
Penalties = tuple[tuple[float, int | None], ...]  # (chance, points lost; None: Z, the score becomes 0)


def penalties(pile: Sequence[str], signed: bool = False) -> Penalties:
    """What a B costs when it draws from `pile`: the first card that is neither B nor END, each equally likely."""
    counts = Counter(penalty_points(card, signed) if card != "Z" else None for card in pile if card not in ("B", END))
    total = sum(counts.values())
    return tuple((n / total, points) for points, n in counts.items()) if total else ((1.0, 0),)


Line = tuple[float, float]  # an expected final score as `slope * score + constant`
BUDGET = 6_000  # rolls searched at most for one question (about 0.1 s of CPU)


class TooLarge(Exception):
    """The turn has more positions than the budget allows (markers to buy on top of a high score)."""


class LastRound:
    """Exact expected final score of one player's last round of the card grid, from any point of the turn."""

    def __init__(
        self,
        bottom: Sequence[str],
        above: Sequence[str],
        sides: int,
        unseen: Sequence[str],
        *,
        markers_allowed: int,
        negative_ends: bool = False,
        signed: bool = False,
        buy_again: bool = True,
        budget: int = BUDGET,
    ) -> None:
        self.bottom = tuple(bottom)
        self.above = tuple(above)
        self.columns = len(self.bottom)
        self.sides = sides
        self.markers_allowed = markers_allowed
        self.negative_ends = negative_ends
        self.buy_again = buy_again  # False: after a purchase the search rolls (no second purchase)
        self.budget = budget
        self.spent = 0
        self.drawn = penalties(unseen, signed)  # a B reached by a move
        self.drawn_at_shift = penalties([*unseen, *self.bottom], signed)  # a B the shift brings down
        # the most one marker can add in the round (its move, then its shift), and a marker bought
        gains = [max(0, fixed_points(card, GRID) or 0) for card in self.bottom]
        self.marker_gain = max(gains) + max(max(0, fixed_points(card, GRID) or 0) for card in self.above)
        self.bought_gain = [gain - MARKER_PRICE[GRID] + self.marker_gain for gain in gains]
        # Each card's line, once per row (the search asks for them tens of thousands of times).
        self._move_lines = {card: self.card_line(card, self.drawn) for card in set(self.bottom)}
        self._shift_lines = {card: self.card_line(card, self.drawn_at_shift) for card in set(self.above)}
        self._rolled: dict[tuple[Columns, int, int], float] = {}
        self._turn: dict[tuple[Columns, int], float] = {}
        self._shift: dict[Columns, Line] = {}
        self._last: dict[Columns, Line] = {}

    # --- chance ------------------------------------------------------------------------------
    def outcomes(self, card: str, score: int, drawn: Penalties) -> list[tuple[float, int, bool]]:
        """Every (chance, score after, game over) of reaching `card` with `score` during the turn."""
        if card == END:
            return [(1.0, score, True)]
        if card == "Z":
            return [(1.0, 0, False)]
        points = fixed_points(card, GRID)
        if points is not None:
            after = score + points
            return [(1.0, after, after < 0 and self.negative_ends)]
        # B: a penalty card's points, or Z
        out = []
        for chance, lost in drawn:
            after = 0 if lost is None else score - lost
            out.append((chance, after, after < 0 and self.negative_ends))
        return out

    def card_line(self, card: str, drawn: Penalties) -> Line:
        """Reaching `card`, as a line of the score before (END keeps it: the game is over); a B keeps the
        chance of a penalty card drawn, less its mean loss (`cards.card_line`)."""
        keep = sum(chance for chance, lost in drawn if lost is not None)
        loss = sum(chance * lost for chance, lost in drawn if lost is not None)
        slope, intercept, _always = card_line(card, GRID, keep, loss)
        return slope, intercept

    # --- the turn, as the rules play it ------------------------------------------------------
    def turn(self, columns: Columns, score: int) -> float:
        """Before the roll: the better of rolling and buying a marker (then deciding again); a purchase
        that could not beat the best so far even if every card went its way is not searched."""
        key = (columns, score)
        known = self._turn.get(key)
        if known is not None:
            return known
        value = self.rolled(columns, 0, score)
        if self.buy_again and self.can_buy(columns, score):
            for bound, column in self.buys(columns, score):
                if bound <= value:
                    break
                value = max(value, self.bought(columns, column, score))
        self._turn[key] = value
        return value

    def can_buy(self, columns: Columns, score: int) -> bool:
        """True when one more marker may be bought with this score."""
        return len(columns) < self.markers_allowed and score >= MARKER_PRICE[GRID]

    def buys(self, columns: Columns, score: int) -> list[tuple[float, int]]:
        """Each column a marker may be bought on, with the most that purchase can lead to, highest first:
        a score at or above zero never gains more than the points of the cards still to come."""
        later = (len(columns) + 1) * self.marker_gain
        more = max(0, self.markers_allowed - len(columns) - 1) * max(0, max(self.bought_gain))
        bounds = [
            (max(0, score + gain - self.marker_gain) + later + more, column)
            for column, gain in enumerate(self.bought_gain)
        ]
        return sorted(bounds, key=lambda item: (-item[0], item[1]))

    def bought(self, columns: Columns, column: int, score: int) -> float:
        """Pay 2000 for a marker on the bottom row's `column`, score its card, then decide again."""
        total = 0.0
        for chance, after, over in self.outcomes(self.bottom[column], score - MARKER_PRICE[GRID], self.drawn):
            total += chance * (after if over else self.turn((*columns, column), after))
        return total

    def rolled(self, columns: Columns, index: int, score: int) -> float:
        """Before marker `index` rolls: the mean over the die of its best move (a roll of d reaches
        what d - 1 reached and the two cards at distance d)."""
        key = (columns, index, score)
        known = self._rolled.get(key)
        if known is not None:
            return known
        self.spent += 1
        if self.spent > self.budget:
            raise TooLarge
        best, total = float("-inf"), 0.0
        for die in range(1, self.sides + 1):
            best = max(best, self.moved(columns, index, score, -die), self.moved(columns, index, score, die))
            total += best
        value = total / self.sides
        self._rolled[key] = value
        return value

    def moved(self, columns: Columns, index: int, score: int, steps: int) -> float:
        """Marker `index` moves `steps` (negative: left) and scores its card; then the next marker or the shift."""
        column = (columns[index] + steps) % self.columns
        after_move = (*columns[:index], column, *columns[index + 1 :])
        if index + 1 == len(columns) and not self.negative_ends:
            slope, constant = self._last_line(after_move)
            return slope * score + constant
        total = 0.0
        for chance, after, over in self.outcomes(self.bottom[column], score, self.drawn):
            if over:
                total += chance * after
            elif index + 1 < len(after_move):
                total += chance * self.rolled(after_move, index + 1, after)
            else:
                total += chance * self.shifted(after_move, after)
        return total

    def _last_line(self, columns: Columns) -> Line:
        """The last marker's move onto its column, then the shift, as a line of the score before the move."""
        known = self._last.get(columns)
        if known is not None:
            return known
        card = self.bottom[columns[-1]]
        if card == END:
            line = (1.0, 0.0)
        else:
            slope, constant = self._move_lines[card]
            keep, gain = self._shift_line(columns)
            line = (keep * slope, keep * constant + gain)
        self._last[columns] = line
        return line

    def shifted(self, columns: Columns, score: int) -> float:
        """The shift: each marker scores the card that comes down onto it, in order, and the game is over."""
        keep, gain = self._shift_line(columns)
        return keep * score + gain

    def _shift_line(self, columns: Columns) -> Line:
        """The shift as a line of the score: no choice is left, and each card adds points, keeps the
        score with a chance (a B's penalty, or its Z) or zeroes it; an END ends the game after it too."""
        known = self._shift.get(columns)
        if known is not None:
            return known
        keep, gain = 1.0, 0.0
        for column in columns:
            slope, constant = self._shift_lines[self.above[column]]
            keep, gain = keep * slope, gain * slope + constant
        self._shift[columns] = (keep, gain)
        return keep, gain
