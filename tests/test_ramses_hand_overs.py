"""Ramses II at one keyboard: each seat called once an event, a hand-over asked with M called off, everyone
listening again once the cards are said, every hand read by name after the game, and lines kept for a seat
surviving Continue."""

from __future__ import annotations

from pathlib import Path
import pytest
from accessible_games.ui.game_screen import ChoiceMenu
from accessible_games.ui.testing import Harness
from test_hot_seat_ramses import CALL, keys_for_turn
import json
from accessible_games.files import BadFile
from accessible_games.session import Session


# 2. one Ramses hand-over a seat an event ---------------------------------------------------------
def ramses_keys(h: Harness) -> list[str]:
    """What the player at the keyboard presses: Enter at a hand-over and in menus, the bot's slide from the L list
    (never M: only the hand-overs the game itself asks for are counted)."""
    return keys_for_turn(h, set(range(len(h.session.moves) + 1)))


# 4. a hand-over asked for with M ------------------------------------------------------------------
def ramses_search_at_the_table(tmp_path: Path) -> Harness:
    """Anna, Boris and a bot at one keyboard, played until a human searches with everyone listening."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris,bot", seed=31)
    h.app.run_pending()
    for _ in range(2000):
        screen = h.game_screen
        player = screen.game.to_move(screen.state)
        if (
            screen.waiting is None
            and not isinstance(h.app.top, ChoiceMenu)
            and player is not None
            and not screen.seats[player].is_bot
            and screen.state.phase == "search"
            and screen.at_table
        ):
            return h
        keys = ramses_keys(h)
        if keys:
            h.press(*keys)
        else:
            h.app.run_pending()
    raise AssertionError("no search at the table")


@pytest.mark.parametrize("seed", [31, 32, 33, 77, 4])
def test_ramses_at_one_keyboard_calls_each_seat_once_an_event(tmp_path: Path, seed: int) -> None:
    """Anna, Boris and a bot, the whole game by keys: between two moves no seat is asked twice to take the
    keyboard, and "Everyone may listen again" comes once after each hand-over at most (seed 4: Anna's Fata
    Morgana fails, she hears why, that the card goes back, and gives a card, all at one hand-over)."""
    h = Harness(tmp_path)
    heard: list[tuple[int, str, int | None]] = []
    h.app.announcer.listeners.append(lambda text: heard.append((len(h.session.moves), text, h.game_screen.waiting)))
    h.start_game("ramses", players="Anna,Boris,bot", seed=seed)
    h.app.run_pending()
    for _ in range(20000):
        if h.session.finished:
            break
        keys = ramses_keys(h)
        if not keys:
            assert h.app.run_pending(), "nothing to do and the game is not over"
            continue
        h.press(*keys)
    assert h.session.finished and not h.app.errors
    calls: dict[tuple[int, int], int] = {}
    clear = 0
    previous: tuple[int, int] | None = None
    for moves, text, waiting in heard:
        if waiting is not None and CALL in text:
            if previous != (moves, waiting):  # the same call said again is no new hand-over
                calls[(moves, waiting)] = calls.get((moves, waiting), 0) + 1
            previous = (moves, waiting)
            continue
        previous = None
        clear += text == "Everyone may listen again."
    assert calls and max(calls.values()) == 1, {k: v for k, v in calls.items() if v > 1}
    assert clear <= len(calls)


def test_ramses_a_hand_over_asked_with_m_can_be_called_off(tmp_path: Path) -> None:
    """M asks the others not to listen; Escape calls it off (F1 says so), nothing private is said, and the
    slide goes on at the table; the game menu is one more Escape away."""
    h = ramses_search_at_the_table(tmp_path)
    player = h.game_screen.game.to_move(h.session.state)
    name = h.game_screen.seats[player].name
    h.press("m")
    assert h.game_screen.waiting == player
    h.clear()
    h.press("f1")
    assert "Escape calls the hand-over off." in h.said()
    h.clear()
    h.app.dispatch("escape")
    h.app.run_pending()
    assert h.said() == [f"Hand-over called off: nothing was said for {name}. Everyone may listen."]
    assert h.game_screen.waiting is None and h.app.top is h.game_screen and h.game_screen.at_table
    h.press("l", "enter")
    assert h.session.moves[-1]["kind"] == "slide" or h.session.finished
    h.app.dispatch("escape")
    assert h.app.top is not h.game_screen  # the game menu


def test_ramses_everyone_may_listen_again_once_the_cards_are_said(tmp_path: Path) -> None:
    """M, Enter: the seat's cards, then at once "Everyone may listen again", before any slide."""
    h = ramses_search_at_the_table(tmp_path)
    moves = len(h.session.moves)
    h.press("m")
    h.clear()
    h.press("enter")
    said = h.said()
    assert said[0].startswith("You hold "), said
    assert said[-1] == "Everyone may listen again.", said
    assert len(h.session.moves) == moves and h.game_screen.at_table


def test_lines_kept_for_a_seat_survive_continue_and_damaged_ones_are_refused(tmp_path: Path) -> None:
    """Ramses at one keyboard (seed 33): lines kept for a seat are written to the save; a game opened
    again hands them over under "While you were away:"; a kept line of the wrong shape makes the save damaged."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris,bot", seed=33)
    h.app.run_pending()
    for _ in range(3000):
        if any(h.game_screen.unheard.values()) or h.session.finished:
            break
        if h.game_screen.waiting is not None or h.app.top is not h.game_screen:
            h.press("enter")
            continue
        h.game_screen.play(h.session.bot_move())
        h.app.run_pending()
    seat, kept = next((n, lines) for n, lines in h.game_screen.unheard.items() if lines)
    h.game_screen.save()
    data = json.loads(h.session.autosave_path().read_text(encoding="utf-8"))
    assert len(data["unheard"][str(seat)]) == len(kept)
    again = Session.from_json(data, h.session.autosave_path())
    assert again.unheard == {seat: kept}
    words = [h.app.text(line) for line in kept]
    screen = h.reload(check=True)  # as --continue does
    assert screen.unheard[seat] == kept
    h.app.run_pending()
    h.clear()
    for _ in range(3000):  # play on until that seat has taken the keyboard
        if not screen.unheard[seat] or h.session.finished:
            break
        if screen.waiting is not None or h.app.top is not screen:
            h.press("enter")
            continue
        screen.play(h.session.bot_move())
        h.app.run_pending()
    said = h.said()
    told = said.index("While you were away:")
    assert said[told + 1 : told + 1 + len(words)] == words
    data["unheard"][str(seat)][0]["args"] = {"card": "crown\x1b[2J"}
    assert Session.from_json(data, h.session.autosave_path()).unheard[seat][0].args == {"card": "crown"}
    data["unheard"] = {"2": [{"id": "ramses-card-drawn"}]}  # the bot's seat: nobody to tell
    with pytest.raises(BadFile):
        Session.from_json(data, h.session.autosave_path())
    data["unheard"] = {str(seat): [{"id": "Not An Id"}]}
    with pytest.raises(BadFile):
        Session.from_json(data, h.session.autosave_path())


def test_after_a_hot_seat_game_m_reads_every_hand_by_name(tmp_path: Path) -> None:
    """Nothing is secret once the game is over: M names every seat and its cards."""
    h = Harness(tmp_path)
    h.start_game("ramses", players="Anna,Boris", seed=31)
    h.app.run_pending()
    for _ in range(5000):
        if h.session.finished and h.game_screen.waiting is None:  # the last secrets are heard first
            break
        if h.game_screen.waiting is not None or h.app.top is not h.game_screen:
            h.press("enter")
            continue
        h.game_screen.play(h.session.bot_move())
        h.app.run_pending()
    h.clear()
    h.press("m")
    said = h.said()
    assert said[0].startswith("Anna: ") and said[1].startswith("Boris: ")
    assert "no seat" not in " ".join(said)
