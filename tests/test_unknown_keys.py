"""A letter that matches nothing in a list or menu is answered in words (cues may be off, or a screen
reader may speak alone): it does nothing here, and F1 lists the keys."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.i18n import catalog
from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.screen import Menu
from accessible_games.ui.testing import Harness

LETTERS = "qxzjwykvfgbpmnhrtsdlcaeiou" + "щъыэюяжшцчфхзйгбпмнлк"


def unused_letter(h: Harness, labels: list[str]) -> str:
    """A letter no line of the list starts with, and that no shared key (R, T, S, D...) takes."""
    starts = {label.strip()[:1].lower() for label in labels}
    for letter in LETTERS:
        h.clear()
        if letter in starts or letter in "rtsdбвеыкфъ,.":
            continue
        return letter
    raise AssertionError("every letter starts a line")


def says_it_does_nothing(h: Harness, lang: str, letter: str) -> None:
    """The key answered in words that name it and name F1, with the invalid cue."""
    expected = catalog(lang).text("key-does-nothing", key=letter)
    assert "F1" in expected and letter in expected
    assert [line.lower() for line in h.said()] == [expected.lower()]  # the letter is named as a capital
    assert h.cues.names() == ["invalid"]


@pytest.mark.parametrize("lang", ["ru", "en", "fr"])
def test_a_letter_that_starts_no_menu_item_says_it_does_nothing(tmp_path: Path, lang: str) -> None:
    """The main menu, then a game's choice menu."""
    h = Harness(tmp_path, lang=lang)
    h.open_menu()
    menu = h.screen
    assert isinstance(menu, Menu)
    letter = unused_letter(h, [h.app.text(item.text_msg()) for item in menu.items])
    h.press(letter)
    says_it_does_nothing(h, lang, letter)
    h.start_game("ramses", players="Anna,bot", seed=7)
    h.app.run_pending()
    h.app.settings.verbosity = "full"
    h.press("l")  # the list of pyramids that can slide
    choice = h.screen
    assert isinstance(choice, ChoiceMenu)
    letter = unused_letter(h, [h.app.text(item.text_msg()) for item in choice.items])
    h.clear()
    h.press(letter)
    says_it_does_nothing(h, lang, letter)


@pytest.mark.parametrize("lang", ["ru", "en", "fr"])
def test_a_letter_that_starts_no_choice_in_the_sixty_one_move_list_says_it_does_nothing(
    tmp_path: Path, lang: str
) -> None:
    """The move list answers a letter no choice starts with."""
    from accessible_games.games.sixtyone.answers import choices, move_line

    h = Harness(tmp_path, lang=lang)
    h.start_game("sixtyone", players="Anna,bot", seed=5)
    h.app.run_pending()
    view = h.game_screen.board.view_now()
    labels = [h.app.text(move_line(view, move)) for move in choices(view)]
    letter = unused_letter(h, labels)
    board_keys = set(h.game_screen.board.answers.reads) | {"o", "v", "h"}
    while letter in board_keys:
        labels.append(letter)
        letter = unused_letter(h, labels)
    h.clear()
    h.press(letter)
    says_it_does_nothing(h, lang, letter)
