"""Hint numbers are one quantity: the expected final score of the whole game under the bot's own play.

Oflameron's card grid: a roll's number is the mean over the die of the best move's number, and a
bought marker's number is the roll's number of the position the purchase leads to. Sixty-One: H says
the hard bot's choice with its expected final score and the runner-up's, and Enter then plays it.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from accessible_games.games.oflameron.bots import advise
from accessible_games.games.oflameron.rules import TURN
from accessible_games.games.oflameron.view import observe
from accessible_games.games.sixtyone.bots import hard_advice
from accessible_games.games.sixtyone.choices import decision
from accessible_games.ui.testing import Harness
from oflameron_helpers import GAME, make_state, moving

FIELD = [
    ["+5", "-10", "P", "+15", "Z", "+1", "T", "-25", "+10", "B"],
    ["+25", "+1", "-5", "T", "+10", "P", "-1", "+5", "Z", "+15"],
    ["-15", "P", "+5", "+1", "T", "-10", "+25", "+10", "-5", "+1"],
]
DECK = ["+1", "+5", "-5", "P", "T", "B", "Z", "+10", "-10", "+25"] * 4


def grid_state(score: int, markers: list[int], round_: int = 3):  # type: ignore[no-untyped-def]
    """A solo card-grid position before the roll."""
    return make_state("grid", FIELD, scores=[score], markers=[markers], deck=DECK, round=round_)


def value_of(advice, kind: str) -> float:  # type: ignore[no-untyped-def]
    """The number the hint gives a move of `kind` (the first such move, best first)."""
    ranked = ((advice.move, advice.expected),) + advice.others
    return next(v for m, v in ranked if m["kind"] == kind)


@pytest.mark.parametrize("markers", [[2], [2, 7]])
def test_grid_roll_number_is_the_mean_of_the_best_move_numbers(markers: list[int]) -> None:
    """Before the roll, the hint's number for rolling is the mean over the die of the number the hint
    gives the best move after that die: moves and the roll are the same quantity."""
    state = grid_state(900, markers)
    roll = value_of(advise(observe(state, 0)), "roll")
    after_dice = [advise(observe(moving(copy.deepcopy(state), die), 0)).expected for die in range(1, 7)]
    assert roll == pytest.approx(sum(after_dice) / 6, rel=1e-9)


def test_grid_buy_number_is_the_roll_number_after_buying() -> None:
    """A bought marker's number is the roll's number in the position the purchase leads to (the
    price paid, the card scored, one more marker): buys and moves are the same quantity, and a buy
    hint has a runner-up."""
    state = grid_state(6000, [2])
    advice = advise(observe(state, 0))
    assert advice.runner_up is not None
    ranked = ((advice.move, advice.expected),) + advice.others
    buys = [(m, v) for m, v in ranked if m["kind"] == "buy" and FIELD[0][m["column"]] not in ("B", "Z")]
    assert buys
    for move, value in buys:
        bought = copy.deepcopy(state)
        GAME.apply(bought, move)
        assert bought.phase == TURN
        assert value == pytest.approx(value_of(advise(observe(bought, 0)), "roll"), rel=1e-9)


def test_sixtyone_hint_says_the_choice_its_expected_score_and_the_next_best(tmp_path: Path) -> None:
    """H: "Hint: <choice>. Expected final score N." then the next best; Enter plays the hinted choice."""
    h = Harness(tmp_path, lang="en")
    h.start_game("sixtyone", players="Anna", seed=11, options={})
    h.app.run_pending()
    view = h.game_screen.board.view_now()
    advice = hard_advice(view)
    h.clear()
    h.press("h")
    h.app.run_pending()
    said = h.last()
    assert said.startswith("Hint: ") and "Expected final score" in said and "Next best, " in said
    assert 20 < advice.expected < 70
    played = len(h.session.moves)
    h.press("enter")
    h.app.run_pending()
    sheet = view.sheets[0]
    assert decision(sheet, h.session.moves[played]) == decision(sheet, advice.move)
