"""Every game's observation: plain JSON data that round-trips, and only what the seat may know."""

from __future__ import annotations

import json

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import games
from accessible_games.games.sixtyone.sheet import MUGS

SEATS = {"sixtyone": 3, "ramses": 3, "oflameron": 2}


@pytest.mark.parametrize("name", sorted(SEATS))
def test_every_view_is_json_and_comes_back_equal_along_a_bot_game(name: str) -> None:
    """At every tenth move, each seat's and a spectator's view survives json.dumps and from_json unchanged."""
    game = games()[name]
    for variant in game.variants:
        state, _ = game.new_game(Setup(7, SEATS[name], variant, {}))
        moves = 0
        while not game.is_over(state) and moves < 400:
            if moves % 10 == 0:
                for seat in [None, *range(SEATS[name])]:
                    view = game.observe(state, seat)
                    data = json.loads(json.dumps(view.to_json()))
                    assert type(view).from_json(data) == view
                    assert view.player == seat
                    assert "rng" not in data and "deck" not in data
            player = game.to_move(state)
            assert player is not None
            move = game.bot_move(game.observe(state, player), "normal", moves)
            assert move in game.observe(state, player).legal
            game.apply(state, move)
            moves += 1


def test_sixty_one_hides_a_choice_from_the_others_until_the_round_ends() -> None:
    """Anna writes 2 in the mugs: Boris and a spectator see an empty cell, no leaf and no choice; Anna sees hers."""
    game = games()["sixtyone"]
    state, _ = game.new_game(Setup(1, 2, "standard", {}))
    state.dice = [2, 4, 4]
    game.apply(state, {"kind": "write", "area": MUGS, "value": 2, "cell": 1, "leaf": 4})
    anna, boris, watcher = (game.observe(state, seat) for seat in (0, 1, None))
    assert anna.sheets[0].cells(MUGS)[1] == 2 and anna.choices[0] is not None and anna.sheets[0].leaves == [4]
    for view in (boris, watcher):
        assert view.sheets[0].cells(MUGS)[1] is None and view.sheets[0].leaves == [] and view.choices[0] is None
    assert boris.legal and not anna.legal and not watcher.legal


def test_oflameron_views_show_the_table_but_not_the_deck_order() -> None:
    """The grid's view holds the field and the deck's size; shuffling the deck changes no view."""
    game = games()["oflameron"]
    state, _ = game.new_game(Setup(3, 2, "grid", {}))
    before = game.observe(state, 0)
    state.deck.reverse()
    assert game.observe(state, 0) == before
    assert before.deck_size == len(state.deck) and [list(r) for r in before.field] == state.field


def test_the_message_settings_enums_offer_exactly_the_values_the_settings_accept() -> None:
    """$coordinates and $verbosity take the values a player can set, no more and no fewer."""
    from accessible_games.core.messages import Coordinates, Verbosity
    from accessible_games.settings import CHOICES

    assert tuple(Coordinates) == CHOICES["coordinates"] and tuple(Verbosity) == CHOICES["verbosity"]
