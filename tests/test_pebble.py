"""A tiny game defined only in tests/pebble: played end to end through the generic board, saved, reloaded, replayed."""

from __future__ import annotations

from pathlib import Path

import pebble  # registers the game and its messages (tests/ is on the path)
import pytest

from accessible_games.session import Session
from accessible_games.board_host import board as generic
from accessible_games.ui.replay_screen import ReplayScreen, timeline
from accessible_games.ui.testing import Harness

ROOT = Path(__file__).resolve().parent.parent


def play_by_keys(h: Harness, reload_at: int = -1) -> None:
    """Play the whole game with keys only: Enter at each hand-over, then Right as far as the seat likes, then Enter."""
    for turn in range(40):
        if h.session.finished:
            return
        if turn == reload_at:
            h.reload(check=True)
            h.app.run_pending()
        screen = h.game_screen
        if screen.waiting is not None:
            h.press("enter")
            continue
        h.press(*["right"] * (turn % 4), "enter")
    raise AssertionError("the game did not end")


def test_pebble_plays_through_the_generic_board(tmp_path: Path) -> None:
    """Two humans and a bot: hand-overs, arrows with the edge cue, the hidden choice kept, the end ranked."""
    h = Harness(tmp_path)
    h.start_game("pebble", players="Anna,Boris,bot", seed=4)
    h.app.run_pending()
    assert type(h.game_screen.board) is generic.Board
    assert h.said()[:2] == ["New game of Pebble. Players: Anna, Boris and Bot 1.", "Pebble, 3 rounds."]
    assert h.said()[-1] == "Anna, your turn. Everyone else, please do not listen. Anna, press Enter when ready."
    h.press("enter")
    assert h.said()[-2:] == ["Round 1: hide your pebble.", "cell 1, 1 point"]
    h.press("left")
    assert h.cues.names()[-1] == "edge" and h.last() == "cell 1, 1 point"
    h.press("right", "right")
    assert h.last() == "cell 3, 3 points" and h.cues.played[-1] == ("move", 0.267)
    h.press("enter")
    assert "You hide your pebble in cell 3, 3 points." in h.said()
    assert h.said()[-1].startswith("Boris, your turn.")
    h.press("enter", "p")
    assert h.last() == "No pebble hidden yet this round."  # Boris cannot learn where Anna's lies
    h.press("t")
    assert h.last() == "Round 1. Your turn to hide."
    h.press("x")
    assert h.last() == "X does nothing here. F1 lists the keys."
    h.clear()
    h.press("f1")
    assert h.said()[0].startswith("Pebble: Left and Right arrows")
    h.press("enter")
    said = h.said()
    die = next(n for n, line in enumerate(said) if line.startswith("The die strikes cell"))
    assert said[die + 1].startswith("Anna's pebble was in cell 3, 3 points: plus")  # revealed to all at the end
    assert said[die + 2].startswith("Boris's pebble was in cell 1")  # at one keyboard a public line names the player
    assert said[-1].startswith("Anna, your turn.")
    play_by_keys(h)
    assert h.session.finished and not h.app.errors
    assert any(line.startswith("Anna: ") and ", place " in line for line in h.said())


@pytest.mark.parametrize("lang", ["en", "ru", "fr"])
def test_pebble_is_saved_reloaded_and_replayed(tmp_path: Path, lang: str) -> None:
    """The autosave reloads equal to the live game mid-way; the finished save replays every step."""
    h = Harness(tmp_path, lang=lang)
    h.start_game("pebble", players="Anna,bot", seed=9)
    h.app.run_pending()
    play_by_keys(h, reload_at=2)
    assert h.session.finished and not h.app.errors
    loaded = Session.load(h.session.autosave_path())
    assert loaded.moves == h.session.moves and loaded.finished
    line = timeline(loaded, lang)
    assert line.count == len(loaded.moves) + 1
    h.app.push(ReplayScreen(h.app, loaded))
    h.press("end")
    assert not h.app.errors


def test_the_game_folder_is_the_whole_template() -> None:
    """Nothing outside tests/pebble names the game: the app found its board answers and messages there."""
    assert Path(pebble.__file__).parent == ROOT / "tests" / "pebble"
    for folder in ("accessible_games", "locales"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in (".py", ".ftl"):
                assert "pebble" not in path.read_text(encoding="utf-8").lower(), path
