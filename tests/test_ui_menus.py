"""Menus driven through prompt_toolkit's pipe input, as a terminal would send the keys."""

from __future__ import annotations

from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from accessible_games.settings import load_settings
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness

UP, DOWN, LEFT, RIGHT, ENTER, HOME, END = "\x1b[A", "\x1b[B", "\x1b[D", "\x1b[C", "\r", "\x1b[H", "\x1b[F"
F1, CTRL_Q, PAGE_UP = "\x1bOP", "\x11", "\x1b[5~"


def run_keys(h: Harness, keys: str) -> None:
    """Run the real application over a pipe until it quits."""
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        h.app.run([MainMenu(h.app)], input=pipe, output=DummyOutput())


def test_walk_to_settings_and_switch_language(tmp_path: Path) -> None:
    """Down to Settings, Enter, Right on Language: the menu speaks Russian at once, and it is saved."""
    h = Harness(tmp_path)
    run_keys(h, DOWN * 3 + ENTER + RIGHT + LEFT + LEFT + CTRL_Q)
    said = h.said()
    assert said[0] == "Accessible Games. Main menu."
    assert said[1] == "Play a new game, 1 of 8"
    assert "Settings, 4 of 8" in said
    assert said[-3:] == ["Langue\u00a0: Français, 1 sur 14", "Language: English, 1 of 14", "Язык: Русский, 1 из 14"]
    assert load_settings()[0].lang == "ru"


def test_navigation_interrupts_and_first_letter_jumps(tmp_path: Path) -> None:
    """Each arrow interrupts; Home/End and a first letter jump; the edge gives a cue, not a move."""
    h = Harness(tmp_path)
    run_keys(h, UP + END + HOME + "s" + "q" + CTRL_Q)
    assert h.cues.names()[0] == "edge"
    spoken = [s for s in h.speaker.said[2:]]
    assert spoken and all(s.interrupt for s in spoken)
    assert [s.text for s in spoken] == [
        "Play a new game, 1 of 8",
        "Quit, 8 of 8",
        "Play a new game, 1 of 8",
        "Saved games and replays, 3 of 8",
        "Quit, 8 of 8",
    ]


def test_f1_and_history(tmp_path: Path) -> None:
    """F1 speaks the screen's keys, the shared keys, then the voice keys; Page Up reads the previous message."""
    h = Harness(tmp_path)
    run_keys(h, DOWN + F1 + PAGE_UP + CTRL_Q)
    texts = h.said()
    assert texts[3].startswith("Main menu: up and down arrows")
    assert texts[4].startswith("Everywhere: F1 help")
    assert texts[5].startswith("Voice keys, everywhere: F5 and F6")
    assert texts[6] == texts[4]


def test_new_game_screen_seats(tmp_path: Path) -> None:
    """Play, a game, then the seats: Right turns the human into a bot; the seat line says so."""
    h = Harness(tmp_path)
    h.open_menu()
    h.press("enter")
    assert h.last().startswith("Sixty-One") or h.last().endswith("of 3") or h.said()
    h.press("enter")
    titles = [t for t in h.said() if t.startswith("New game of")]
    assert titles
    h.press("end")
    assert h.last().startswith("Start the game")
    h.press("home")
    while not h.last().startswith("Player 1"):
        h.press("down")
    h.press("right")
    assert "Easy bot 1" in h.last()
    h.press("left")
    assert "human" in h.last()
    h.press("enter")
    h.press(*["backspace"] * 8, "A", "n", "n", "a", "enter")
    assert "Player 1: Anna, human" in h.last()
    assert h.app.errors == []


def test_every_key_cuts_speech_first(tmp_path: Path) -> None:
    """Even a key that only plays a cue (an arrow at the edge) cuts what is being said."""
    h = Harness(tmp_path)
    cuts: list[int] = []
    h.speaker.cut = lambda: cuts.append(1)  # type: ignore[attr-defined]
    h.open_menu()
    h.press("up", "up", "x")
    assert len(cuts) == 3
    assert h.cues.names() == ["edge", "edge", "invalid"]
