"""Hint numbers are one quantity: the expected final score of the whole game under the bot's own play.

Oflameron's card grid: a roll's number is the mean over the die of the best move's number, and a
bought marker's number is the roll's number of the position the purchase leads to; the hint's move is
the hard bot's move, and on the last move, with nothing left to chance, its number is the final score.
Sixty-One: H says the hard bot's choice with its expected final score and the runner-up's, and Enter
then plays it.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games.oflameron.bots import advise, bot_move
from accessible_games.games.oflameron.rules import MOVE, TURN, OflameronState
from accessible_games.games.oflameron.view import OflameronView, observe
from accessible_games.games.sixtyone.bots import hard_advice
from accessible_games.games.sixtyone.choices import decision
from accessible_games.games.oflameron.bots import hint_advice
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


@pytest.mark.parametrize("round_", [3, 15])
@pytest.mark.parametrize("markers", [[2], [2, 7]])
def test_grid_roll_number_is_the_mean_of_the_best_move_numbers(markers: list[int], round_: int) -> None:
    """Before the roll, the hint's number for rolling is the mean over the die of the number the hint
    gives the best move after that die: moves and the roll are the same quantity (the last round too,
    which is searched exactly)."""
    state = grid_state(900, markers, round_)
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


def test_grid_last_round_buy_number_is_the_best_number_after_buying() -> None:
    """In the last round a bought marker's number is the best number of the position the purchase
    leads to (where buying once more may be best)."""
    state = grid_state(6000, [2], 15)
    advice = advise(observe(state, 0))
    ranked = ((advice.move, advice.expected),) + advice.others
    buys = [(m, v) for m, v in ranked if m["kind"] == "buy" and FIELD[0][m["column"]] not in ("B", "Z")]
    assert buys
    for move, value in buys:
        bought = copy.deepcopy(state)
        GAME.apply(bought, move)
        assert value == pytest.approx(advise(observe(bought, 0)).expected, rel=1e-9)


def last_decision(seed: int, players: int) -> tuple[OflameronState, OflameronView]:
    """A grid game of hard bots up to seat 0's last decision with a choice: (the state, the view)."""
    state, _ = GAME.new_game(Setup(seed, players, "grid", {}))
    last = None
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        view = GAME.observe(state, player)
        if player == 0 and len(view.legal) > 1:
            last = (copy.deepcopy(state), view)
        GAME.apply(state, bot_move(view, "hard", seed))
    assert last is not None
    return last


@pytest.mark.parametrize("seed, players", [(1, 1), (2, 1), (3, 1), (4, 1), (6, 1), (5, 2), (8, 2)])
def test_grid_last_move_hint_is_the_final_score(seed: int, players: int) -> None:
    """On the last move of the game, when no B is left to draw (on the card reached or on the cards the
    shift brings down), nothing is left to chance: the hint says the final score itself ("expected
    final score 10,138" once said here on a game that ended 8,809)."""
    state, view = last_decision(seed, players)
    advice, _turns = hint_advice(view)
    assert view.round == 15 and view.phase == MOVE and view.marker == len(view.markers[0]) - 1
    played = copy.deepcopy(state)
    GAME.apply(played, advice.move)
    columns = played.markers[0]
    assert played.field[0][columns[-1]] != "B" and all(played.field[1][c] != "B" for c in columns)
    while not GAME.is_over(played):
        player = GAME.to_move(played)
        GAME.apply(played, bot_move(GAME.observe(played, player), "hard", seed))
    assert advice.expected == pytest.approx(played.scores[0], abs=1e-9)


@pytest.mark.parametrize("seed, players", [(5, 2), (12, 1)])
def test_grid_hint_move_is_the_hard_bot_move(seed: int, players: int) -> None:
    """At every decision of a whole grid game, H names the move the hard bot plays there (its numbers are
    the bot's own), so following every hint plays exactly as the hard bot."""
    state, _ = GAME.new_game(Setup(seed, players, "grid", {}))
    decisions = 0
    while not GAME.is_over(state):
        player = GAME.to_move(state)
        view = GAME.observe(state, player)
        move = bot_move(view, "hard", seed)
        if len(view.legal) > 1:
            assert hint_advice(view)[0].move == move
            decisions += 1
        GAME.apply(state, move)
    assert decisions > 30


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
