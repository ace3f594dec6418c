"""Review buffers: every line, game events, table talk and the answers to your own keys each have their own
history; [ and ] move between them (Х and Ъ on a Russian layout), Page Up and Page Down read the one you are in,
and F1 names them."""

from __future__ import annotations

from pathlib import Path

from accessible_games.core.messages import msg
from accessible_games.ui.testing import Harness
from test_oflameron_ui import start as oflameron_start


def played(tmp_path: Path, lang: str = "en") -> Harness:
    """Anna against a bot on the card grid, two moves by hints, then T; a chat line as an online table hears it."""
    h = oflameron_start(tmp_path, players="Anna,bot", seed=4, lang=lang)
    for _ in range(2):
        h.press("h", "enter")
        h.app.run_pending()
    h.app.announcer.event(msg("net-chat", player=1, text="good luck"))
    h.press("t")
    return h


def test_the_buffers_each_hold_their_own_lines(tmp_path: Path) -> None:
    """] goes to game events (named, counted, its newest line), then table talk, then your own keys, then back to
    every line; Page Up in a buffer reads only that buffer's lines."""
    h = played(tmp_path)
    t_answer = h.last()
    everything = list(h.app.announcer.history.lines)
    h.clear()
    h.press("]")
    said = h.said()
    events = h.app.announcer.history.lines
    assert said[0] == f"Game events, {len(events)} lines." and said[1] == events[-1]
    assert t_answer not in events and "Bot 1: good luck" not in events and len(events) < len(everything)
    h.clear()
    h.press("pageup")
    assert h.said() == [events[-2]]
    h.clear()
    h.press("]")
    assert h.said() == ["Table talk, 1 line.", "Bot 1: good luck"]
    h.clear()
    h.press("pageup")
    assert h.cues.names()[-1] == "edge"  # one line: nothing before it
    h.clear()
    h.press("]")
    mine = h.app.announcer.history.lines
    assert h.said()[0] == f"Your own keys and moves, {len(mine)} lines." and h.said()[1] == t_answer
    assert not set(mine) & set(events)
    h.clear()
    h.press("]")
    assert h.said()[0] == f"All messages, {len(everything)} lines."
    h.clear()
    h.press("[")
    assert h.said()[0].startswith("Your own keys and moves, ")


def test_a_new_line_lands_in_its_buffer_while_another_is_read(tmp_path: Path) -> None:
    """Reading table talk, a game event comes: table talk does not grow, game events does."""
    h = played(tmp_path)
    h.press("]", "]")
    talk = list(h.app.announcer.history.lines)
    h.app.announcer.event(msg("game-over"))
    assert h.app.announcer.history.lines == talk
    h.press("[")
    assert h.app.announcer.history.lines[-1] == "Game over."


def test_f1_names_the_buffers_and_the_one_read_now(tmp_path: Path) -> None:
    """F1 in a game ends with the buffers and says which one Page Up reads now."""
    h = played(tmp_path)
    h.press("]")
    h.clear()
    h.press("f1")
    assert any(
        line.startswith("Review buffers: left bracket and right bracket move between all messages, game events,")
        and line.endswith("now game events.")
        for line in h.said()
    ), h.said()


def test_the_russian_layout_s_keys_move_between_buffers(tmp_path: Path) -> None:
    """Ъ and Х (the keys marked ] and [) do the same, and the names are Russian."""
    h = played(tmp_path, lang="ru")
    h.clear()
    h.press("ъ")
    assert h.said()[0].startswith("События игры, строк: ")
    h.clear()
    h.press("х")
    assert h.said()[0].startswith("Все сообщения, строк: ")
