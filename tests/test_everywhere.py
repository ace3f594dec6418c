"""What players met everywhere: setup names, leaving a game, the save name field, rules and replays."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.cli import UsageError, parse_command_line, validate
from accessible_games.core.messages import msg
from accessible_games.session import saves_dir
from accessible_games.ui.replay_screen import ReplayScreen
from accessible_games.ui.screen import TextEntry
from accessible_games.ui.screens import GameList, MainMenu, NewGameMenu
from accessible_games.ui.testing import Harness
from app_helpers import installed_games


def to_sixtyone(h: Harness) -> None:
    """From the main menu: Play, then down the list of games to Sixty-One."""
    h.open_menu()
    h.press("enter")
    title = h.app.text(msg("sixtyone-title"))
    for _ in h.screen.items:
        if h.last().startswith(title):
            return
        h.press("down")
    raise AssertionError("Sixty-One is not in the list of games")


def to_setup(h: Harness) -> NewGameMenu:
    """From the main menu: Play, Sixty-One, the new game screen."""
    to_sixtyone(h)
    h.press("enter")
    assert isinstance(h.screen, NewGameMenu)
    return h.screen


def focus_seat(h: Harness, number: int) -> None:
    """Move the setup menu's focus to seat `number` (from 1)."""
    h.press("home")
    while not h.last().startswith((f"Player {number}:", f"Игрок {number}:", f"Joueur {number}\u00a0:")):
        h.press("down")


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_bots_are_named_by_their_current_level(tmp_path: Path, lang: str) -> None:
    """Changing a bot's level renames it; its line never says one level in the name and another after it."""
    h = Harness(tmp_path, lang=lang)
    to_setup(h)
    focus_seat(h, 2)
    heard = []
    for _ in range(4):  # normal -> hard -> human -> easy -> normal
        h.press("right")
        heard.append(h.last())
    expected = {
        "en": [
            "Player 2: Hard bot 1, 3 of 6",
            "Player 2: Player 2, human, 3 of 6",
            "Player 2: Easy bot 1, 3 of 6",
            "Player 2: Bot 1, normal level, 3 of 6",
        ],
        "ru": [
            "Игрок 2: Сильный бот 1, 3 из 6",
            "Игрок 2: Игрок 2, человек, 3 из 6",
            "Игрок 2: Лёгкий бот 1, 3 из 6",
            "Игрок 2: Бот 1, обычный уровень, 3 из 6",
        ],
        "fr": [
            "Joueur 2\u00a0: Robot fort 1, 3 sur 6",
            "Joueur 2\u00a0: Joueur 2, humain, 3 sur 6",
            "Joueur 2\u00a0: Robot facile 1, 3 sur 6",
            "Joueur 2\u00a0: Robot 1, niveau normal, 3 sur 6",
        ],
    }[lang]
    assert heard == expected


def test_bots_are_numbered_among_bots_and_the_players_list_separates_them(tmp_path: Path) -> None:
    """Player 1 becomes a bot, player 2 goes easy: they are Bot 1 and Easy bot 2, heard as a list with 'and'."""
    h = Harness(tmp_path)
    to_setup(h)
    h.press("end", "up", "up")  # Add a player
    h.press("enter")
    assert h.said()[-2:] == ["Player added.", "Player 3: Bot 2, normal level, 4 of 7"]
    focus_seat(h, 1)
    h.press("left")  # human -> hard
    assert h.last() == "Player 1: Hard bot 1, 2 of 7"
    focus_seat(h, 2)
    assert h.last() == "Player 2: Bot 2, normal level, 3 of 7"
    h.press("left")  # normal -> easy
    assert h.last() == "Player 2: Easy bot 2, 3 of 7"
    h.press("end", "enter")
    assert "New game of Sixty-One. Players: Hard bot 1, Easy bot 2 and Bot 3." in h.said()
    assert h.app.errors == []


def test_a_bot_whose_name_does_not_say_its_level_is_described(tmp_path: Path) -> None:
    """A hard bot called "Bot 1" (older saves, the test harness) is 'Bot 1 playing hard', never 'Bot 1, hard'."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot:hard,Boris")
    assert h.said()[0] == "New game of Sixty-One. Players: Anna, Bot 1 playing hard and Boris."


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_leave_after_a_game_set_up_from_the_menus_lands_on_the_main_menu(tmp_path: Path, lang: str) -> None:
    """Play, a game, Start, then Escape, Leave, Yes: the main menu speaks, not the list of games."""
    h = Harness(tmp_path, lang=lang)
    to_setup(h)
    h.press("end", "enter")
    h.press("escape", "end", "enter")  # game menu, Leave, asks first
    h.clear()
    h.press("down", "enter")  # Yes
    assert isinstance(h.screen, MainMenu)
    assert [type(screen) for screen in h.app.stack] == [MainMenu]
    title = {
        "en": "Accessible Games. Main menu.",
        "ru": "Доступные игры. Главное меню.",
        "fr": "Jeux accessibles. Menu principal.",
    }[lang]
    assert h.said()[1:3] == [title, h.app.text(h.screen.item_msg())]
    h.press("enter")
    assert isinstance(h.screen, GameList)


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_ctrl_s_suggestion_is_selected_and_typing_replaces_it(tmp_path: Path, lang: str) -> None:
    """Ctrl+S says the suggested name is selected and how to keep it; typing replaces it, not appends."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("sixtyone", "Anna,bot")
    h.run_bots()
    h.clear()
    h.press("c-s")
    assert isinstance(h.screen, TextEntry)
    said = h.said()
    selected = {
        "en": "Suggested: sixtyone, selected. Typing replaces it; right arrow keeps it",
        "ru": "Предложено: sixtyone, выделено. Набранный текст заменит его; стрелка вправо оставит его",
        "fr": "Proposé\u00a0: sixtyone, sélectionné. Ce que vous tapez le remplace\u00a0; flèche droite le garde",
    }[lang]
    assert said[-1].startswith(selected)
    h.press("f1")
    assert h.app.text(msg("help-entry-suggestion")) in h.said()[len(said) :]
    h.press("П", "а", "р", "т", "и", "я", "enter")
    saved = {
        "en": "Game saved as Партия.",
        "ru": "Игра сохранена как Партия.",
        "fr": "Partie sauvegardée sous le nom Партия.",
    }[lang]
    assert h.last() == saved
    assert (saves_dir() / "Партия.json").exists()


def test_the_suggestion_can_be_kept_and_added_to_or_cleared(tmp_path: Path) -> None:
    """Right arrow keeps the suggestion (typing then adds); Backspace on a selection clears it whole."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot")
    h.run_bots()
    h.press("c-s", "right")
    assert h.last() == "Kept: sixtyone. What you type now is added to it."
    h.press("-", "2", "enter")
    assert h.last() == "Game saved as sixtyone-2."
    h.press("c-s", "backspace")
    assert h.last() == "Cleared. Type the new text, then press Enter."
    h.press("enter")
    assert h.last() == "Empty. Type letters, then press Enter."
    h.press("a", "enter")
    assert h.last() == "Game saved as a."


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_rules_headings_end_before_the_text(tmp_path: Path, lang: str) -> None:
    """Every rules section's heading ends with a period before its text: no "Goal and material Sixty-One"."""
    h = Harness(tmp_path, lang=lang)
    h.open_menu()
    for game in installed_games():
        h.app.open_rules(game)
        reader = h.screen
        for _ in reader.pages:
            page = h.said()[-2]
            heading = h.app.text(reader.pages[reader.index]).splitlines()[0].strip()
            assert page.startswith(heading)
            assert page[len(heading)] in ".!?:…", page[:80]
            assert ".." not in page and "., " not in page
            h.press("down")
        h.press("escape")
    if lang == "en":
        h.app.open_rules("sixtyone")
        assert h.said()[-2].startswith("Goal and material. Sixty-One is the French game")


def test_a_menu_line_that_ends_a_sentence_takes_no_comma(tmp_path: Path) -> None:
    """The game list: "…towards 61. 1 of 3." rather than "…towards 61., 1 of 3"."""
    h = Harness(tmp_path)
    to_sixtyone(h)
    line = h.last()
    assert line.endswith(f"towards 61. {h.screen.index + 1} of {len(h.screen.items)}.")
    assert "., " not in line
    h.press("escape", "home")
    assert h.last() == f"Play a new game, 1 of {len(h.screen.items)}"  # a label without an end keeps its comma


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_a_range_on_the_command_line_is_said_in_words(lang: str) -> None:
    """ "Accepted: 1 to 6." rather than an ellipsis symbol."""
    with pytest.raises(UsageError) as error:
        validate(parse_command_line(["--game", "sixtyone", "--players", "a,b,c,d,e,f,g"], lang), lang)
    text = str(error.value)
    assert "…" not in text
    assert {"en": "Accepted: 1 to 6.", "ru": "от 1 до 6", "fr": "de 1 à 6"}[lang] in text


def test_a_replay_is_the_games_events_each_move_labelled_first(tmp_path: Path) -> None:
    """No turn prompts, move-list echoes or key instructions in a replay; the heading comes before the lines."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=7)
    h.run_bots()
    h.press("down", "down", "enter")  # a choice from the move list (its lines were echoes)
    h.run_bots()
    h.press("tab", "right")  # the sheet: cursor echoes
    h.press("tab", "enter")
    h.run_bots()
    echoes = [
        line
        for line in h.said()
        if line.endswith("choices.") or line.startswith("Water lilies, write") or line == "Sheet."
    ]
    assert echoes
    session = h.session
    h.clear()
    h.app.push(ReplayScreen(h.app, session))
    count = len(session.moves)
    assert count == 4  # Anna, Bot 1, Anna, Bot 1
    h.press(*["right"] * count)
    heard = h.said()
    assert not set(echoes) & set(heard)
    headings = [n for n, line in enumerate(heard) if line.startswith(("Start of the game", "Move "))]
    assert [heard[n].split(",")[0] for n in headings] == ["Start of the game"] + [
        f"Move {n} of {count}" for n in range(1, 5)
    ]
    assert heard[headings[1]] == f"Move 1 of {count}, Anna, round 1."
    assert heard[headings[1] + 1].startswith("You write")
    assert heard[headings[3]] == f"Move 3 of {count}, Anna, round 2."
    assert heard[headings[3] + 1].startswith("You write")
    assert all(heard[n + 1] not in heard[:n] for n in headings[1:])  # no line said again at the next move
