"""Sixty-One by ear: the move list keeps the hinted line, H in a cell's menu, V on the leaf row, the last
seat at one keyboard hearing its choice once, and F1 naming the areas that need Shift."""

from __future__ import annotations

from pathlib import Path
from accessible_games.games.sixtyone.answers import choices
from accessible_games.ui.game_screen import ChoiceMenu
from test_sixtyone_choices_and_summary import start as sixtyone_start
from accessible_games.i18n import catalog


def test_sixtyone_the_move_list_keeps_the_hinted_line_after_a_menu(tmp_path: Path) -> None:
    """H puts the move list on the hinted line; the game menu and back leave it there, so Enter plays it."""
    h = sixtyone_start(tmp_path, seed=11)
    board = h.game_screen.board
    h.press("h")
    assert h.last().startswith("Hint: ")
    hinted = board.index
    assert hinted > 0, "a seed whose hint is not the first line"
    expected = choices(board.view_now())[hinted]
    h.press("escape", "escape")
    h.clear()
    h.press("enter")
    h.app.run_pending()
    assert h.session.moves[0] == expected


def test_sixtyone_h_in_a_cell_s_menu_gives_the_hint(tmp_path: Path) -> None:
    """On the sheet, Enter on a cell opens its choices; H there is the hint, not "does nothing here"."""
    h = sixtyone_start(tmp_path, seed=11)
    move = next(m for m in h.game_screen.board.view_now().legal if "cell" in m)
    h.press("tab", str(move["area"]), *["right"] * move["cell"], "enter")
    assert isinstance(h.app.top, ChoiceMenu)
    h.clear()
    h.press("h")
    assert h.last().startswith("Hint: ") and "invalid" not in h.cues.names(), h.said()


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
