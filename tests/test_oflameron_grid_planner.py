"""The card grid's planner (the hard bot's and the hint's expectimax) against a plain reference.

The planner is written for speed (each card's effect as a line, the unseen card's mean as one line,
the last turn read from one table); `Reference` below is the expectimax as the rules say it, card by
card, with the unseen card's mean summed over the deck's make-up. On positions of seeded games with
varied options (B's penalty signed or by size, a score below zero ending the game or not, END cards,
other dice, rows, columns, markers and rounds; one to three players; every phase: placing, moving,
rolling, buying), every move's expected final score must be the reference's up to float rounding, and
the move advised one of the best.
"""

from __future__ import annotations

from collections import Counter

import pytest

from accessible_games.core.advice import Advice
from accessible_games.core.protocol import Setup
from accessible_games.games.oflameron import bots
from accessible_games.games.oflameron.cards import END, GRID, fixed_points, penalty_points
from accessible_games.games.oflameron.rules import MOVE, PLACE, TURN, negative_ends, option, rounds_limit
from accessible_games.games.oflameron.view import OflameronView
from oflameron_helpers import GAME


class ReferenceOutlook:
    """A card's effect on a score as the rules say it, the grid's B averaged over the deck's make-up."""

    def __init__(self, state: OflameronView) -> None:
        self.negative_ends = negative_ends(state)
        signed = option(state, "b_penalty") == "signed"
        self.unseen = Counter(bots.unseen_cards(state))
        penalties = {card: n for card, n in self.unseen.items() if card not in ("B", END)}
        total = sum(penalties.values())
        kept = {card: n for card, n in penalties.items() if card != "Z"}
        self.keep = sum(kept.values()) / total if total else 1.0
        self.loss = sum(n * penalty_points(card, signed) for card, n in kept.items()) / total if total else 0.0

    def effect(self, card: str, score: float) -> tuple[float, bool]:
        """Expected score after reaching `card`, and whether the game ends there."""
        points = fixed_points(card, GRID)
        if card == END:
            return score, True
        if points is not None:
            after = score + points
        elif card == "Z":
            after = 0.0
        elif card == "B":
            after = self.keep * score - self.loss
        else:
            after = score
        return after, after < 0 and self.negative_ends

    def unseen_mean(self, score: float) -> float:
        """Mean score after a card drawn from the unseen ones."""
        size = sum(self.unseen.values())
        if not size:
            return score
        return sum(n / size * self.effect(card, score)[0] for card, n in self.unseen.items())


class Reference:
    """The planner's expectimax written plainly: card by card, no tables (a memo of the moves only)."""

    def __init__(self, state: OflameronView, player: int) -> None:
        self.state = state
        self.outlook = ReferenceOutlook(state)
        self.depth = min(3, 1 + max(0, rounds_limit(state) - state.round), state.rows)
        self.memo: dict[tuple[int, int, float, int], float] = {}

    def after_move(self, row: int, column: int, score: float, turns: int) -> float:
        """Expected score after moving onto (row, column), the shift, and `turns - 1` more turns."""
        key = (row, column % self.state.columns, score, turns)
        if key not in self.memo:
            value, ends = self.outlook.effect(self.state.card_at(row, column), score)
            self.memo[key] = value if ends else self.after_shift(row + 1, column, value, turns)
        return self.memo[key]

    def after_shift(self, row: int, column: int, score: float, turns: int) -> float:
        """The card at `row` comes down onto the marker (an unseen one above the top row); then a turn."""
        if row >= self.state.rows:
            return self.outlook.unseen_mean(score)
        value, ends = self.outlook.effect(self.state.card_at(row, column), score)
        return value if ends or turns <= 1 else self.roll_mean(row, column, value, turns - 1)

    def roll_mean(self, row: int, column: int, score: float, turns: int) -> float:
        """Mean over the die of the best cell within reach (1 up to the die, either way)."""
        total = 0.0
        for die in range(1, self.state.sides + 1):
            total += max(
                self.after_move(row, column + steps, score, turns)
                for distance in range(1, die + 1)
                for steps in (-distance, distance)
            )
        return total / self.state.sides

    def roll_value(self, column: int, score: float, turns: int) -> float:
        """Expected score of rolling for a marker on the bottom row's `column`."""
        return self.roll_mean(0, column, score, turns)


CASES = [
    ({}, 1, 90_000),
    ({}, 3, 11),
    ({"b_penalty": "signed", "negative_ends": "yes"}, 2, 12),
    ({"negative_ends": "yes", "end_cards": "3", "die": "3"}, 1, 13),
    ({"rows": "2", "columns": "5", "markers": "5", "rounds": "10"}, 2, 18),
    ({"rows": "5", "columns": "12", "copies": "8", "decks": "2", "b_penalty": "signed"}, 1, 15),
]


def planned_positions(options: dict[str, str], players: int, seed: int) -> list[OflameronView]:
    """Views of a seeded game before the last round: every choice to buy a marker, every third other
    decision with a choice (the moves
    following the advice, a normal bot's every fourth, so scores and markers vary)."""
    state, _ = GAME.new_game(Setup(seed, players, GRID, options))
    views: list[OflameronView] = []
    number = 0
    while not GAME.is_over(state) and not bots.in_last_round(state):
        player = GAME.to_move(state)
        assert player is not None
        view = GAME.observe(state, player)
        move = view.legal[0]
        if len(view.legal) > 1:
            if number % 3 == 0 or view.phase == TURN:
                views.append(view)
            move = bots.bot_move(view, "normal" if number % 4 == 3 else "hard", seed + number)
            number += 1
        GAME.apply(state, move)
    return views


def values_by_move(advice: Advice) -> dict[str, float]:
    """Every move the advice weighs (its choice and the others), with its expected final score."""
    return {repr(move): value for move, value in ((advice.move, advice.expected), *advice.others)}


def assert_same_advice(planned: Advice, reference: Advice) -> None:
    """The same value for every move up to float rounding, and the move chosen is one of the best (moves
    whose values are equal but for rounding may come in either order)."""
    values, expected = values_by_move(planned), values_by_move(reference)
    assert values.keys() == expected.keys()
    assert values == pytest.approx(expected, rel=1e-9, abs=1e-6)
    assert planned.expected == pytest.approx(max(expected.values()), rel=1e-9, abs=1e-6)
    assert planned.expected == max(values.values())


@pytest.mark.parametrize(("options", "players", "seed"), CASES)
def test_grid_advice_equals_the_plain_expectimax(
    options: dict[str, str], players: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every decision's advice (move, expected final score, alternatives) is the reference's."""
    views = planned_positions(options, players, seed)
    assert {view.phase for view in views} >= {PLACE, MOVE, TURN}
    planned = [bots.grid_planned(view, view.player or 0) for view in views]
    monkeypatch.setattr(bots, "GridPlanner", Reference)
    for view, advice in zip(views, planned):
        assert_same_advice(advice, bots.grid_planned(view, view.player or 0))
