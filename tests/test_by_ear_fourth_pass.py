"""Loose ends heard by ear: V on Sixty-One's leaf row, F1 on the letters that need Shift, a hot-seat
choice said once, Oflameron's grid placement after a look up, D after the round, the held lines kept
in the save."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessible_games.files import BadFile
from accessible_games.i18n import catalog
from accessible_games.games.oflameron.cards import END
from accessible_games.games.oflameron.rules import OVER, PLACE
from accessible_games.session import Session
from accessible_games.ui.testing import Harness
from oflameron_helpers import make_state
from test_oflameron_ui import no_errors as oflameron_no_errors
from test_oflameron_ui import put_state
from test_oflameron_ui import start as oflameron_start
from test_sixtyone_choices_and_summary import start as sixtyone_start


def test_v_on_the_leaf_row_compares_the_leaf_totals(tmp_path: Path) -> None:
    """V on the leaf row: every player's leaf total and leaf bonuses, not the Mushrooms."""
    h = sixtyone_start(tmp_path)
    state = h.session.state
    state.sheets[0].leaves[:] = [6, 14, 25]
    state.sheets[1].leaves[:] = [9]
    h.press("tab", "6", "down", "v")
    said = h.said()[-1]
    assert said.startswith("Leaf row: you, total 25 in 3 leaves, leaf bonuses "), said
    assert "; Bot 1, total 9 in 1 leaf, leaf bonuses 0 acorns." in said
    assert "Mushrooms" not in said
    hr = sixtyone_start(tmp_path / "ru", lang="ru")
    hr.session.state.sheets[0].leaves[:] = [6, 14, 25]
    hr.press("tab", "6", "down", "v")
    assert hr.said()[-1].startswith("Ряд листьев: вы, всего 25 за 3 листика")


def test_at_one_keyboard_the_last_seat_to_choose_hears_its_choice_once(tmp_path: Path) -> None:
    """Boris, last to choose, hears his choice in the reveal only, not first privately as well."""
    h = sixtyone_start(tmp_path, players="Anna,Boris", seed=3)
    h.press("enter", "enter")  # Anna takes the keyboard and chooses
    h.press("enter")  # Boris takes the keyboard
    h.clear()
    h.press("enter")  # Boris chooses: the round is revealed
    said = h.said()
    assert not any(line.startswith("You write") for line in said), said
    assert sum(line.startswith("Boris writes") for line in said) == 1
    assert said.index("Round 1: everyone has chosen.") < next(i for i, t in enumerate(said) if t.startswith("Boris"))


def test_f1_says_which_areas_need_shift_in_each_language(tmp_path: Path) -> None:
    """French T and Russian В read out alone: F1 says Shift jumps to those areas, and Shift does;
    in English Shift+H reaches Hot chocolate mugs (H alone is the hint)."""
    said = {}
    for lang in ("en", "fr", "ru"):
        h = sixtyone_start(tmp_path / lang, lang=lang)
        h.clear()
        h.press("f1")
        review = catalog(lang).text("help-review")  # the line-review keys: Shift there is not an area's
        said[lang] = [line for line in h.said() if ("Shift+" in line or "Maj+" in line) and line != review]
    assert said["fr"] == [
        "T seul est une touche de lecture\u00a0: Maj+T va à Tasses de chocolat chaud et Terrier du renard."
    ]
    assert said["ru"] == ["Клавиша В читает вслух, а Shift+В переходит в область «Водяные лилии»."]
    assert said["en"] == ["H alone is a reading key: Shift+H jumps to Hot chocolate mugs."]
    fr = sixtyone_start(tmp_path / "fr-jump", lang="fr")
    fr.press("T")
    assert fr.said()[-1].startswith(("Tasses", "Terrier"))
    ru = sixtyone_start(tmp_path / "ru-jump", lang="ru")
    ru.press("В")
    assert ru.said()[-1].startswith("Водяные лилии")
    en = sixtyone_start(tmp_path / "en-jump")
    en.press("H")
    assert en.said()[-1].startswith("Hot chocolate mugs")


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


def test_oflameron_hint_reasons_say_why_against_the_next_best(tmp_path: Path) -> None:
    """W on the sheet says what the move gains over the next best, not only the card; against a runner-up
    that ends the game at once (loop seed 221) it says so instead of "worth as much"."""
    h = oflameron_start(tmp_path, variant="sheet", players="Anna", seed=15)
    h.press("h", "w")
    assert (
        h.said()[-1]
        == "Expected final score. Certain: bonus P, plus one hundred now; about 1 point more by the end of "
        "the game than with the next best move, column 13."
    )
    ru = oflameron_start(tmp_path / "ru", variant="sheet", players="Anna", seed=15, lang="ru")
    ru.press("h", "w")
    assert ru.said()[-1].endswith(
        "; к концу игры в среднем на 1 очко больше, чем после следующего по силе хода: столбец 13."
    )
    loop = oflameron_start(tmp_path / "loop", variant="loop", players="Anna", seed=221)
    loop.press("h")
    assert loop.said()[-1].endswith("Next: card 8, which ends the game, -1.")
    loop.press("w")
    assert (
        loop.said()[-1] == "Expected final score. The next best move, card 8, ends the game at once; this one plays on."
    )


def test_lines_kept_for_a_seat_survive_continue_and_damaged_ones_are_refused(tmp_path: Path) -> None:
    """Ramses at one keyboard (seed 33): lines kept for a seat are written to the save; a game opened
    again hands them over under "While you were away:"; a kept line of the wrong shape makes the save damaged."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris,bot", seed=33)
    h.app.run_pending()
    for _ in range(3000):
        if any(h.game_screen.unheard.values()) or h.session.finished:
            break
        if h.game_screen.waiting is not None or h.app.top is not h.game_screen:
            h.press("enter")
            continue
        h.game_screen.play(h.session.bot_move())
        h.app.run_pending()
    seat, kept = next((n, lines) for n, lines in h.game_screen.unheard.items() if lines)
    h.game_screen.save()
    data = json.loads(h.session.autosave_path().read_text(encoding="utf-8"))
    assert len(data["unheard"][str(seat)]) == len(kept)
    again = Session.from_json(data, h.session.autosave_path())
    assert again.unheard == {seat: kept}
    words = [h.app.text(line) for line in kept]
    screen = h.reload(check=True)  # as --continue does
    assert screen.unheard[seat] == kept
    h.app.run_pending()
    h.clear()
    for _ in range(3000):  # play on until that seat has taken the keyboard
        if not screen.unheard[seat] or h.session.finished:
            break
        if screen.waiting is not None or h.app.top is not screen:
            h.press("enter")
            continue
        screen.play(h.session.bot_move())
        h.app.run_pending()
    said = h.said()
    told = said.index("While you were away:")
    assert said[told + 1 : told + 1 + len(words)] == words
    data["unheard"][str(seat)][0]["args"] = {"card": "crown\x1b[2J"}
    assert Session.from_json(data, h.session.autosave_path()).unheard[seat][0].args == {"card": "crown"}
    data["unheard"] = {"2": [{"id": "ramses-card-drawn"}]}  # the bot's seat: nobody to tell
    with pytest.raises(BadFile):
        Session.from_json(data, h.session.autosave_path())
    data["unheard"] = {str(seat): [{"id": "Not An Id"}]}
    with pytest.raises(BadFile):
        Session.from_json(data, h.session.autosave_path())
