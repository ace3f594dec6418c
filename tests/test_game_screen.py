"""The game screen's shared behaviour, through a real game: turns, bots, keys, menus, saves, the end."""

from __future__ import annotations

import json
from pathlib import Path

from accessible_games.saves import continue_choices
from accessible_games.session import Session
from accessible_games.ui.game_screen import GameMenu, GameScreen
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness


def test_start_announces_players_and_hands_the_turn(tmp_path: Path) -> None:
    """A new game names itself and its players, then the human hears the your-turn cue."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot:hard", seed=5)
    h.run_bots()
    assert h.said()[0] == "New game of Sixty-One. Players: Anna and Bot 1 playing hard."
    assert "your-turn" in h.cues.names()
    assert h.session.game.to_move(h.session.state) == 0


def test_all_bot_game_plays_to_the_end_and_ranks(tmp_path: Path) -> None:
    """Seats that are all bots play a whole game by themselves; the final ranking is spoken once."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="bot:easy,bot:hard", seed=11)
    h.run_bots()
    said = h.said()
    assert h.session.finished
    assert said.count("Game over.") == 1
    scores = h.session.game.scores(h.session.state)
    assert any(line.startswith(f"Bot 1: {scores[0]} acorns, place") for line in said)  # the game's own unit
    assert "game-over" in h.cues.names()
    saved = json.loads(h.session.autosave_path().read_text(encoding="utf-8"))
    assert saved["finished"] is True
    assert continue_choices()[0] == []


def test_hot_seat_passes_the_keyboard(tmp_path: Path) -> None:
    """With two humans, the second is called by name when their turn comes."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=2)
    h.run_bots()
    h.press("enter")  # Anna takes the keyboard
    h.clear()
    first = h.session.game.legal_moves(h.session.state, 0)[0]
    h.game_screen.play(first)
    h.app.run_pending()
    assert h.said()[-1] == "Boris, your turn. Everyone else, please do not listen. Boris, press Enter when ready."
    assert h.game_screen.viewer is None  # nobody private is at the keyboard until Boris says so
    h.press("enter")
    assert h.game_screen.viewer == 1


def test_shared_keys_and_help(tmp_path: Path) -> None:
    """T, S and D answer at once (interrupting); F1 gives the game's keys, then the shared ones."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=3)
    h.run_bots()
    for key in ("t", "s", "d"):
        h.clear()
        h.press(key)
        assert h.speaker.said and h.speaker.said[0].interrupt
    h.clear()
    h.press("f1")
    texts = h.said()
    assert texts[-5].startswith("Game: T whose turn") and texts[-4].startswith("Everywhere: F1 help")
    assert texts[-3].startswith("Review buffers: ") and texts[-2].startswith("The last line heard: ")
    assert texts[-1].startswith("Voice keys, everywhere")
    h.clear()
    h.press("f2")
    assert h.said()[0].startswith("Rules of Sixty-One.")
    h.press("escape")
    assert "Back to Sixty-One." in h.said()[-4:]


def test_illegal_move_is_refused_without_change(tmp_path: Path) -> None:
    """A move that is not legal says so and changes nothing."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=3)
    h.run_bots()
    before = h.session.game.to_json(h.session.state)
    h.game_screen.play({"kind": "nonsense"})
    assert h.said()[-1] == "That move is not allowed now."
    assert h.session.game.to_json(h.session.state) == before
    assert h.app.errors == []


def test_escape_menu_leave_asks_then_continue_resumes(tmp_path: Path) -> None:
    """Escape opens the game menu; leaving asks first; Continue on the main menu resumes the game."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=4)
    h.run_bots()
    moves = len(h.session.moves)
    h.press("escape")
    assert isinstance(h.screen, GameMenu)
    h.press("end", "enter")
    assert h.said()[-2] == "Leave this game for the main menu? It is saved; Continue resumes it."
    h.press("down", "enter")
    assert isinstance(h.screen, MainMenu)
    assert continue_choices()[0] != []
    h.press("home", "down", "enter")
    assert isinstance(h.screen, GameScreen)
    assert len(h.session.moves) == moves
    assert h.said()[-3].startswith("Sixty-One resumed, round 1.") or any("resumed" in t for t in h.said()[-6:])


def test_ctrl_s_saves_under_a_name(tmp_path: Path) -> None:
    """Ctrl+S asks for a name and writes a loadable save with it."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=4)
    h.run_bots()
    h.press("c-s", *["backspace"] * 20, "m", "i", "n", "e", "enter")
    assert h.last() == "Game saved as mine."
    saved = Session.load(h.session.autosave_path().parent / "mine.json")
    assert saved.moves == h.session.moves


def test_ctrl_q_in_a_game_asks_first(tmp_path: Path) -> None:
    """Ctrl+Q asks; No goes back to the game; Yes quits."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=4)
    h.run_bots()
    h.press("c-q")
    assert h.last().startswith("No, 1 of 2")
    assert h.app.running
    h.press("enter")
    assert isinstance(h.screen, GameScreen) and h.app.running
    h.press("c-q", "down", "enter")
    assert not h.app.running


def test_unwritable_data_folder_warns_once(tmp_path: Path, monkeypatch) -> None:
    """When saving fails the player is told once and play goes on."""
    h = Harness(tmp_path)

    def refuse(*_args, **_kwargs) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(Session, "save", refuse)
    h.start_game("sixtyone", players="bot,bot", seed=6)
    h.run_bots()
    warnings = [t for t in h.said() if t.startswith("This game could not be saved in the folder")]
    assert len(warnings) == 1
    assert h.session.finished


def test_f2_in_the_rules_does_not_stack_readers(tmp_path: Path) -> None:
    """F2 while reading the rules says where the player is; one Escape returns to the game."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=4)
    h.run_bots()
    h.press("f2", "f2", "c-f1", "escape")
    assert isinstance(h.screen, GameScreen)


def test_a_name_cannot_pose_as_an_autosave(tmp_path: Path) -> None:
    """Ctrl+S with a name starting 'autosave' writes a named save, not an autosave."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,bot", seed=4)
    h.run_bots()
    h.press("c-s", *["backspace"] * 20, *"autosave-x", "enter")
    assert h.last() == "Game saved as saved-autosave-x."


def test_hot_seat_final_ranking_names_every_player(tmp_path: Path) -> None:
    """With two humans at one keyboard, 'You' would mean whoever chose last: the ranking uses names."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", players="Anna,Boris", seed=2)
    game = h.session.game
    while not h.session.finished:
        if h.game_screen.waiting is not None:
            h.press("enter")
            continue
        player = game.to_move(h.session.state)
        h.game_screen.play(game.bot_move(game.observe(h.session.state, player), "easy", len(h.session.moves)))
        h.app.run_pending()
    said = h.said()
    assert any(line.startswith("Anna: ") and ", place " in line for line in said)
    assert any(line.startswith("Boris: ") and ", place " in line for line in said)
    assert not any(line.startswith("You: ") for line in said)


def test_event_lines_follow_the_coordinates_setting(tmp_path: Path) -> None:
    """Every message may select on the player's settings: an uncovered chip says its place first, last or not at all."""
    import re

    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,bot", seed=8)
    h.run_bots()
    spoken: dict[str, list[str]] = {}
    for where in ("first", "last", "off"):
        h.settings.coordinates = where
        h.app.settings_changed()
        h.clear()
        state = h.session.game.from_json(h.session.game.to_json(h.session.state))
        move = next(m for m in h.session.game.legal_moves(state, 0) if m["kind"] == "slide")
        events = h.session.game.apply(state, move)
        spoken[where] = [h.app.text(m) for m in h.session.game.present(h.session.game.observe(state, 0), events)]
    first = [line for line in spoken["first"] if re.match(r"Row \d, column \d: ", line)]
    last = [line for line in spoken["last"] if re.search(r", row \d, column \d\.$", line)]
    assert len(first) == 1 and len(last) == 1
    chip = last[0].split(", row ")[0]
    assert first[0].endswith(f": {chip}.")
    assert f"{chip}." in spoken["off"] and not any("column" in line for line in spoken["off"])


def test_a_bots_default_name_in_any_language_is_not_described_again() -> None:
    """A bot named as its level's default in any language (a game started in Russian, continued in English) is said
    by its name alone; a name that does not say the level is described, whichever language is the player's."""
    from accessible_games.core.seats import Seat
    from accessible_games.ui.game_screen import says_level

    for first in ("en", "ru", "fr"):
        assert says_level(Seat("Сильный бот 2", "hard"), 2, first)
        assert says_level(Seat("Hard bot 2", "hard"), 2, first)
        assert not says_level(Seat("Сильный бот 2", "easy"), 2, first)
        assert not says_level(Seat("Hard bot 3", "hard"), 2, first)  # only as many bots as seats
        assert says_level(Seat("Anna", None), 2, first)
