"""One key map: every letter key works on a Russian layout, and a key that does nothing says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.board_host.keys import command, latin, letter
from accessible_games.ui.testing import Harness


def test_the_russian_layout_maps_to_the_keys_marked_on_a_qwerty_keyboard() -> None:
    """Е is the key marked T, Ы is S, В is D, К is R; shifted letters and б/ю too."""
    assert [command(k) for k in "еывкЕЫВК"] == list("tsdrTSDR")
    assert [letter(k) for k in "дрьсапнДРЬ"] == list("lhmcfgylhm")
    assert latin("б") == "," and latin("Ю") == ">"
    assert command("5") == "5" and command("enter") == "enter" and command("ж") == ";"


@pytest.mark.parametrize("game", ["sixtyone", "ramses", "oflameron"])
def test_shared_game_keys_answer_the_same_on_both_layouts(tmp_path: Path, game: str) -> None:
    """T, S and D said on a Russian layout give the same answer as on a Latin one."""
    h = Harness(tmp_path, lang="ru")
    h.start_game(game, players="Anna,bot")
    h.app.run_pending()
    for latin_key, russian_key in (("t", "е"), ("s", "ы"), ("d", "в")):
        h.press(latin_key)
        expected = h.last()
        h.clear()
        h.press(russian_key)
        assert h.last() == expected and h.cues.names() == []


def test_ramses_letters_work_on_a_russian_layout(tmp_path: Path) -> None:
    """Ramses's H, M, G and N on the Russian keys Р, Ь, П and Т say what the Latin ones say."""
    h = Harness(tmp_path, lang="ru")
    h.start_game("ramses", players="Anna,bot")
    h.app.run_pending()
    for latin_key, russian_key in (("h", "р"), ("m", "ь"), ("g", "п"), ("n", "т")):
        h.press(latin_key)
        expected = h.last()
        h.press(russian_key)
        assert h.last() == expected and "invalid" not in h.cues.names()


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("en", "X does nothing here. F1 lists the keys."),
        ("ru", "X здесь ничего не делает. F1 — список клавиш."),
        ("fr", "X ne fait rien ici. F1 donne la liste des touches."),
    ],
)
def test_a_key_that_does_nothing_says_so(tmp_path: Path, lang: str, expected: str) -> None:
    """A key with no meaning on the board is answered in words, with the invalid cue."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("ramses", players="Anna,bot")
    h.app.run_pending()
    h.clear()
    h.press("x")
    assert h.last() == expected and h.cues.names() == ["invalid"]
    h.press("f12")
    assert h.last().startswith("F12 ")
    h.press("c-x")
    assert h.last().startswith("Control X ") or h.last().startswith("Contrôle X ")
