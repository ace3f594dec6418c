"""Oflameron's turn by ear: Enter after looking up, D after the round, the turn going on after a marker is
bought, Escape on the ending question, and the loop after the end card."""

from __future__ import annotations

from pathlib import Path
from accessible_games.games.oflameron.cards import END
from accessible_games.games.oflameron.rules import OVER, PLACE
from oflameron_helpers import make_state
from test_oflameron_ui import no_errors as oflameron_no_errors
from test_oflameron_ui import put_state
from test_oflameron_ui import start as oflameron_start


def test_oflameron_enter_after_looking_up_comes_back_to_the_bottom_card_first(tmp_path: Path) -> None:
    """Placing: Up and Right browse the middle row; Enter brings the focus down to the bottom card of that
    column with its score preview; Enter again places there, on the card just named."""
    h = oflameron_start(tmp_path, variant="grid", players="Anna", seed=4)
    h.press("up", "right", "right")
    h.clear()
    h.press("enter")
    assert h.session.state.phase == PLACE
    assert h.said() == [
        "Markers start on the bottom row; back down: plus one, column 3, bottom row; "
        "above: plus twenty-five; score 1. Enter places it here."
    ]
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[0] == {"kind": "place", "column": 2}
    oflameron_no_errors(h)


def test_oflameron_d_says_the_last_roll_after_the_round_has_passed(tmp_path: Path) -> None:
    """D at the start of a new turn: nobody has rolled yet, and the last roll was Bot 1's."""
    h = oflameron_start(tmp_path, variant="grid", players="Anna,bot", seed=4)
    h.press("enter")  # place on column 1
    h.app.run_pending()
    h.press("enter")  # roll
    h.press("right", "enter")  # move; the bot rolls and moves; round 2 begins
    h.app.run_pending()
    assert h.session.state.turn == 0 and not h.session.state.dice
    h.clear()
    h.press("d")
    assert h.said() == ["You have not rolled yet this turn.", "The last roll:", "Bot 1 rolled 4."]


def test_oflameron_after_buying_a_marker_the_turn_goes_on_without_your_turn_again(tmp_path: Path) -> None:
    """Buying a marker says the purchase, then what to do next, not "Your turn" a second time."""
    h = oflameron_start(tmp_path, variant="grid", players="Anna", seed=4)
    field = [["+5"] * 10, ["+1"] * 10, ["+10"] * 10]
    put_state(h, make_state("grid", field, scores=[5000], markers=[[0]], rows=[[0]], deck=["+1"] * 30))
    h.press("m", "enter")
    h.app.run_pending()
    said = h.said()
    assert said[-2].startswith("plus five: you buy marker 2 for 2,000 points")
    assert said[-1] == "Score 3,005: Enter to roll or buy another marker for 2,000 points, M to buy."
    assert not any(line.startswith("Your turn") for line in said)
    oflameron_no_errors(h)


def test_oflameron_escape_on_the_ending_question_keeps_the_focus(tmp_path: Path) -> None:
    """Escape on "This ends the game at once … Play it?": the focus stays on the card just asked about,
    and the prompt names that card, not column 1."""
    h = oflameron_start(tmp_path, variant="grid", players="Anna")
    field = [["B"] * 10, ["+1"] * 10, ["+1"] * 10]
    field[0][3] = END
    put_state(h, make_state("grid", field, markers=[[]], rows=[[]], phase=PLACE, deck=["+1"] * 30))
    h.game_screen.announced_turn = -1  # the turn begins on this field: its prompt is said
    h.game_screen.proceed()
    h.press("right", "right", "right", "enter")
    assert h.said()[-2].startswith("This ends the game at once")
    h.clear()
    h.press("escape")
    assert h.said()[-1].startswith("END, game over, column 4")
    assert h.game_screen.board.focus == (0, 3)
    h.clear()
    h.press("right")
    assert h.said()[-1].startswith("B, penalty card from the deck, column 5")
    oflameron_no_errors(h)


def test_oflameron_the_loop_does_not_read_the_replaced_card_after_end(tmp_path: Path) -> None:
    """A roll that lands on END: the move, then the game over; no card laid down in between."""
    h = oflameron_start(tmp_path, variant="loop", players="Anna")
    track = [END] * 12
    track[0] = "+5"
    put_state(h, make_state("loop", [track], markers=[[0]], rows=[[0]], deck=["+1"] * 20))
    h.game_screen.announced_turn = -1
    h.game_screen.proceed()
    h.clear()
    h.press("enter")
    h.app.run_pending()
    said = h.said()
    assert h.session.state.phase == OVER
    assert not any(line.startswith("New card") for line in said), said
    ends = next(i for i, line in enumerate(said) if line.startswith("END, game over: you move"))
    assert said[ends + 1] == "END reached: the game is over.", said
    oflameron_no_errors(h)
