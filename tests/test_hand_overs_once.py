"""Ramses II at one keyboard, whole games by keys: a Fata Morgana calls its player to the keyboard once (the card
drawn is told at the start, the win is said to the table), a Gift's card value reaches only the two players
concerned, and a prompt said to the table after a hand-over names whose turn it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.games.ramses import GAME
from accessible_games.games.ramses.present import present
from accessible_games.games.ramses.view import observe
from accessible_games.ui.testing import Harness
from test_by_ear_fifth_pass import ramses_keys
from test_hot_seat_ramses import CALL
from accessible_games.games.ramses.box import cell_index
from ramses_helpers import table

Line = tuple[str, int | None, int | None]  # text, the seat it belongs to (None: the table), the seat called


def whole_game(tmp_path: Path, seed: int) -> list[Line]:
    """Anna, Boris and a bot, seed `seed`, played to the end by keys; every line heard."""
    h = Harness(tmp_path)
    heard: list[Line] = []
    h.app.announcer.listeners.append(
        lambda text: heard.append((text, h.app.announcer.speaking_owner, h.game_screen.waiting))
    )
    h.start_game("ramses", players="Anna,Boris,bot", seed=seed)
    h.app.run_pending()
    for _ in range(20000):
        if h.session.finished:
            break
        keys = ramses_keys(h)
        if keys:
            h.press(*keys)
        else:
            assert h.app.run_pending(), "nothing to do and the game is not over"
    assert h.session.finished and not h.app.errors
    return heard


@pytest.fixture(scope="module")
def seed_77(tmp_path_factory: pytest.TempPathFactory) -> list[Line]:
    """Seed 77: Boris draws Anna's trumpet with a Fata Morgana and finds it; Gifts change hands."""
    return whole_game(tmp_path_factory.mktemp("seed77"), 77)


def calls_to(lines: list[Line], seat: int) -> int:
    """How many times `seat` is asked to take the keyboard (the same call said again counts once)."""
    count, previous = 0, False
    for text, _owner, waiting in lines:
        called = waiting == seat and CALL in text
        count += called and not previous
        previous = called
    return count


def test_a_won_fata_morgana_calls_its_player_to_the_keyboard_once(seed_77: list[Line]) -> None:
    """From the card drawn blindly to Boris's next turn, one hand-over to Boris: the card and its value at the
    start; the win is the table's line, not a second "please do not listen"."""
    texts = [text for text, *_rest in seed_77]
    start = texts.index("Fata Morgana: Boris draws a card blindly from Anna and searches for its treasure.")
    won = texts.index("Fata Morgana won: Boris finds the trumpet and keeps the card drawn from Anna.", start)
    end = next(n for n in range(won, len(texts)) if texts[n].startswith("Card for Boris"))
    assert calls_to(seed_77[start:end], 1) == 1, texts[start:end]
    boris = [text for text, owner, _waiting in seed_77[start:end] if owner == 1]
    assert (
        "Fata Morgana: you draw from Anna the card trumpet, 2 points. Find the trumpet this turn to keep it." in boris
    )
    assert not any(text.startswith("Fata Morgana won: you") for text in boris)
    anna = [text for text, owner, _waiting in seed_77[start:] if owner == 0]
    assert "Fata Morgana won: Boris kept the card trumpet, 2 points." in anna  # Anna learns it at her hand-over


def test_a_gift_s_card_value_reaches_only_the_two_players_concerned(seed_77: list[Line]) -> None:
    """The table hears that a card of the named treasure changes hands; the taker hears its value at its own next
    hand-over, in the past tense (the giver knows it: the lowest card of that treasure from its own hand)."""
    public = [text for text, owner, _waiting in seed_77 if owner is None]
    assert "Anna gives Boris a card of the parrot." in public
    assert not any(" gives " in text and " the card " in text for text in public), [
        text for text in public if " gives " in text
    ]
    boris = [text for text, owner, _waiting in seed_77 if owner == 1]
    anna = [text for text, owner, _waiting in seed_77 if owner == 0]
    assert "Gift: Anna gave you the card parrot, 1 point." in boris
    assert "Gift: you gave Boris your card parrot, 1 point." not in anna


def test_a_gift_is_private_to_its_two_players_in_every_seat_s_view() -> None:
    """The rules: the card given is seen by the giver and the taker only; a spectator hears the face-down twin."""
    state, _ = table(
        stage=2, stacks=[[], ["2-gift-1", "2-mummy"], []], hole=cell_index(0, 0), hands=[[], ["1-parrot"], ["3-dog"]]
    )
    events = GAME.apply(state, {"kind": "name", "treasure": "parrot"})
    given = [e for e in events if e.kind == "gift-given"]
    assert [e.to for e in given] == [(0, 1)]
    spectator = [m.id for m in present(observe(state, None), events)]
    third = [m.id for m in present(observe(state, 2), events)]
    taker = [m.id for m in present(observe(state, 0), events)]
    assert "ramses-gift-given" not in spectator + third
    assert "ramses-gift-given-hidden" in spectator and "ramses-gift-given-hidden" in third
    assert "ramses-gift-given" in taker and "ramses-gift-given-hidden" not in taker


def test_an_event_prompt_at_the_table_names_whose_turn_it_is(tmp_path: Path) -> None:
    """Seed 32: Boris turns a Risk card after a bot's Gift and Anna's Fata Morgana (no prompt between his turns):
    the prompt that starts his event names him; so does every prompt that starts an event's naming."""
    heard = whole_game(tmp_path, 32)
    starts = [
        text
        for text, owner, waiting in heard
        if owner is None
        and waiting is None
        and text.endswith("Press Enter to choose.")
        and ": naming the " in text
        and "naming the second" not in text
    ]
    assert len(starts) > 3 and all(text.startswith(("Anna, your turn.", "Boris, your turn.")) for text in starts), (
        starts
    )
