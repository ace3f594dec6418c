"""Ramses II at one keyboard, three whole games (seeds 31-33) played by keys through the real board:
every secret is said only after a hand-over to its seat, a hand-over comes only before a secret, and
each seat's history holds no "you" line meant for another seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.games.ramses.answers import slidable
from accessible_games.session import Session
from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.testing import Harness

CALL = "press Enter when ready"


class Heard:
    """Every line spoken, with the seat it belongs to and the seat being called at that moment."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.lines: list[tuple[str, int | None, int | None]] = []  # text, owner, seat called
        h.app.announcer.listeners.append(self.heard)

    def heard(self, text: str) -> None:
        """Record one line."""
        self.lines.append((text, self.h.app.announcer.speaking_owner, self.h.game_screen.waiting))


def keys_for_turn(h: Harness, asked: set[int]) -> list[str]:
    """What the player at the keyboard presses: Enter at a hand-over and in menus; in a search the slide a
    normal player would choose from the L list; M at the start of each of their turns."""
    screen = h.game_screen
    if screen.waiting is not None or isinstance(h.app.top, ChoiceMenu):
        return ["enter"]
    player = screen.game.to_move(screen.state)
    if player is None or screen.seats[player].is_bot:
        return []
    view = screen.game.observe(screen.state, player)
    if view.phase != "search":
        return ["enter"]
    move = h.session.bot_move()
    places = [(row, col) for row, col, _dr, _dc in slidable(view)]
    keys = ["l", "home", *["down"] * places.index((move["row"], move["col"])), "enter"]
    moves = len(h.session.moves)
    if h.session.movers and h.session.movers[-1] != player and moves not in asked:  # a new turn: cards first
        asked.add(moves)
        return ["m", "enter"]
    return keys


def play_whole_game(h: Harness) -> None:
    """Keys until the game is over (the bot plays its own turns)."""
    asked: set[int] = set()
    for _ in range(20000):
        if h.session.finished:
            return
        keys = keys_for_turn(h, asked)
        if not keys:
            assert h.app.run_pending(), "nothing to do and the game is not over"
            continue
        h.press(*keys)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_a_hot_seat_ramses_game_keeps_every_secret_for_its_seat(tmp_path: Path, seed: int) -> None:
    """Anna, Boris and a bot at one keyboard, the whole game by keys."""
    h = Harness(tmp_path)
    heard = Heard(h)
    h.start_game("ramses", players="Anna,Boris,bot", seed=seed)
    h.app.run_pending()
    play_whole_game(h)
    assert not h.app.errors
    called: int | None = None
    private_since_call = True
    for text, owner, waiting in heard.lines:
        if owner is None:
            if waiting is not None and CALL in text:
                if waiting != called:  # a new hand-over (the same one said again is no new call)
                    assert private_since_call, f"a hand-over with nothing private after it: {text}"
                    called, private_since_call = waiting, False
            else:
                called = None  # another human may have heard this line
            continue
        assert owner == called, f"{text!r} for seat {owner} without a hand-over to it"
        private_since_call = True
    assert private_since_call
    calls = [text for text, _owner, _waiting in heard.lines if "do not listen" in text]
    privates = [text for text, owner, _waiting in heard.lines if owner is not None]
    assert calls and privates
    turns = [
        text
        for text, _owner, waiting in heard.lines
        if text.startswith(("Anna, your turn.", "Boris, your turn.")) and waiting is None
    ]
    assert turns and not any("listen" in text for text in turns)  # a plain turn change: whose turn, nothing more
    assert any(text == "While you were away:" for text, _owner, _waiting in heard.lines) or seed != 33
    assert all(text.split(":")[0] != "You have no seat at this table." for text, *_rest in heard.lines)


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_each_seat_s_history_holds_no_other_seat_s_you_line(tmp_path: Path, seed: int) -> None:
    """Paging back, at any moment: the public lines name the players; a "you" line is the reader's own.
    The save (read back by Continue) keeps no private line at all."""
    h = Harness(tmp_path)
    heard = Heard(h)
    h.start_game("ramses", players="Anna,Boris,bot", seed=seed)
    h.app.run_pending()
    checked = 0
    asked: set[int] = set()

    def check(_text: str = "") -> None:
        """Every "you" line the history lets its reader page back to is the reader's own."""
        nonlocal checked
        history = h.app.announcer.history
        reader = history.reader
        if history.everyone:  # the game is over: every line may be read back
            return
        for text, owner in history.entries:
            if history.readable(owner) and text.startswith(("You ", "Your ", "Wrong treasure: you")):
                assert owner is not None and owner == reader, f"{text!r} readable by seat {reader}"
                checked += 1

    h.app.announcer.listeners.append(check)  # also while a seat is alone: the table listens again at once after
    for _ in range(20000):
        if h.session.finished:
            break
        check()
        keys = keys_for_turn(h, asked)
        if not keys:
            assert h.app.run_pending()
            continue
        h.press(*keys)
    assert h.session.finished and checked
    saved = Session.load(h.session.autosave_path())
    assert not any(line.startswith(("You ", "Your ")) for line in saved.history)
    owned = {text for text, owner, _waiting in heard.lines if owner is not None and " you" in f" {text.lower()}"}
    assert not owned & set(saved.history)
