"""One key map: every letter key works on a Russian layout, and a key that does nothing says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.board_host.board import answers_for
from accessible_games.board_host.keys import command, latin, letter
from accessible_games.games import get_game
from accessible_games.ui.testing import Harness
from app_helpers import installed_games, playable_games


def test_the_russian_layout_maps_to_the_keys_marked_on_a_qwerty_keyboard() -> None:
    """Е is the key marked T, Ы is S, В is D, К is R; shifted letters and б/ю too."""
    assert [command(k) for k in "еывкЕЫВК"] == list("tsdrTSDR")
    assert [letter(k) for k in "дрьсапнДРЬ"] == list("lhmcfgylhm")
    assert latin("б") == "," and latin("Ю") == ">"
    assert command("5") == "5" and command("enter") == "enter" and command("ж") == ";"


@pytest.mark.parametrize("game", playable_games())
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


@pytest.mark.parametrize("game", playable_games())
def test_capital_t_s_d_and_their_russian_twins_answer_as_the_small_ones(tmp_path: Path, game: str) -> None:
    """Shift or Caps Lock: T, S, D say whose turn, the scores and the dice, as t, s, d do, on either layout."""
    h = Harness(tmp_path)
    h.start_game(game, players="Anna,bot", seed=5)
    h.app.run_pending()
    if not h.game_screen.board.walks_grid():
        h.press("tab")  # to the board's cells: a list answers letters with first-letter jumps
    for small, capitals in (("t", ("T", "Е")), ("s", ("S", "Ы")), ("d", ("D", "В"))):
        h.clear()
        h.press(small)
        expected = h.said()
        for capital in capitals:
            h.clear()
            h.press(capital)
            assert h.said() == expected and "invalid" not in h.cues.names(), (capital, h.said())


@pytest.mark.parametrize("game", playable_games())
def test_every_games_own_letters_work_on_a_russian_layout(tmp_path: Path, game: str) -> None:
    """Each letter the game's board answers (Ramses's H, M, G, N...) says on its Russian key what the Latin one says,
    with the same cues (a refusal's too)."""
    h = Harness(tmp_path, lang="ru")
    h.start_game(game, players="Anna,bot")
    h.app.run_pending()
    if not h.game_screen.board.walks_grid():
        h.press("tab")  # to the board's cells: a list answers letters with first-letter jumps
    russian = {latin(key): key for key in "йцукенгшщзхъфывапролджэячсмитьбю"}
    reads = sorted(answers_for(get_game(game)).reads)
    assert reads, "the game's board reads nothing aloud"
    for latin_key in reads:
        answers = []
        for key in (latin_key, russian[latin_key]):
            h.clear()
            h.press(key)
            answers.append((h.said(), h.cues.names()))
            if h.screen is not h.game_screen:  # the letter opened a list (Ramses's L): back to the board
                h.press("escape")
        assert answers[0] == answers[1] and answers[0][0], (latin_key, answers)


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
    h.start_game(next(name for name in installed_games() if "x" not in answers_for(get_game(name)).reads), "Anna,bot")
    h.app.run_pending()
    h.clear()
    h.press("x")
    assert h.last() == expected and h.cues.names() == ["invalid"]
    h.press("f12")
    assert h.last().startswith("F12 ")
    h.press("c-x")
    assert h.last().startswith("Control X ") or h.last().startswith("Contrôle X ")
