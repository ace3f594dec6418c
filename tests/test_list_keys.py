"""Keys inside the move lists: in the Ramses II and Oflameron lists T, S, D and C answer as on the board (S never
jumps to a line that starts with S), and F1 in a list names that list and says its own keys."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.testing import Harness
from test_oflameron_hint_keys import penalties_but_one
from test_oflameron_ui import start as oflameron_start
from test_ramses_ui import start as ramses_start


def board_answers(h: Harness, keys: str) -> dict[str, str]:
    """What each key says on the board itself (every line of its answer)."""
    answers = {}
    for key in keys:
        h.clear()
        h.press(key)
        answers[key] = " ".join(h.said())
    return answers


def list_answers(h: Harness, keys: str) -> dict[str, str]:
    """What each key says inside the open list; the list stays open on the same line."""
    menu = h.app.top
    assert isinstance(menu, ChoiceMenu)
    line = menu.index
    answers = {}
    for key in keys:
        h.clear()
        h.press(key)
        answers[key] = " ".join(h.said())
        assert h.app.top is menu and menu.index == line, key
        assert "does nothing" not in answers[key], (key, answers[key])
    return answers


def test_ramses_t_s_d_and_c_answer_in_the_slide_list_as_on_the_board(tmp_path: Path) -> None:
    """Anna's search: L opens the slides (lines "slides down, ..."); S says every player's cards, not a jump."""
    h = ramses_start(tmp_path)
    on_board = board_answers(h, "tsdc")
    h.press("l")
    assert isinstance(h.app.top, ChoiceMenu) and len(h.app.top.items) > 1
    assert list_answers(h, "tsdc") == on_board
    assert list(list_answers(h, "TSDC").values()) == list(on_board.values())  # Caps Lock on


def test_oflameron_t_s_d_and_c_answer_in_the_move_list_as_on_the_board(tmp_path: Path) -> None:
    """A 3 rolled on the card grid: L lists six moves; T, S, D and C say what they say on the board."""
    h = oflameron_start(tmp_path, players="Anna", seed=4)
    penalties_but_one(h)
    on_board = board_answers(h, "tsdcbp")
    h.press("l")
    assert isinstance(h.app.top, ChoiceMenu)
    assert list_answers(h, "tsdcbp") == on_board


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_f1_in_a_list_names_it_and_says_its_keys(tmp_path: Path, lang: str) -> None:
    """F1 in the Ramses slide list: the list by name with its number of lines, Escape, then the letters that work in
    it; not the generic "Choice: up and down arrows" line."""
    h = ramses_start(tmp_path, lang=lang)
    h.press("l")
    menu = h.app.top
    assert isinstance(menu, ChoiceMenu)
    title = h.app.text(menu.title)
    h.clear()
    h.press("f1")
    said = h.said()
    first = {
        "en": f'List "{title}", {len(menu.items)} lines: Up and Down go through it',
        "fr": f"Liste «\u00a0{title}\u00a0», {len(menu.items)} lignes\u00a0: Haut et Bas la parcourent",
        "ru": f"Список «{title}», строк: {len(menu.items)}. Стрелки вверх и вниз идут по нему",
    }[lang]
    assert said[0].startswith(first), said[0]
    assert said[1].startswith(
        {"en": "In the list too: T", "fr": "Dans la liste aussi\u00a0: T", "ru": "В списке тоже: T"}[lang]
    )
    assert not any(line.startswith(("Choice:", "Choix", "Выбор:")) for line in said)


@pytest.mark.parametrize("variant, count", [("grid", 10), ("sheet", 15), ("loop", 24)])
def test_l_before_the_first_move_lists_the_start_cards(tmp_path: Path, variant: str, count: int) -> None:
    """Before anyone has moved, L opens the cards the marker may start on (not "Roll the die first"); Enter on a
    line puts the marker there."""
    h = oflameron_start(tmp_path, variant=variant, players="Anna,bot", seed=4)
    h.clear()
    h.press("l")
    menu = h.app.top
    assert isinstance(menu, ChoiceMenu) and len(menu.items) == count, h.said()
    assert h.said()[0].startswith("Your first move: the card your marker starts on")
    assert "Roll the die first." not in h.said()
    start = menu.index
    h.press("down", "enter")
    if isinstance(h.app.top, ChoiceMenu) and h.app.top is not menu:  # a card that ends the game asks first
        h.press("down", "enter")
    first = h.session.moves[0]
    assert first["kind"] == "place" and first.get("column", first.get("position")) == start + 1
