"""A seat's view on the wire: the server writes every game's view straight from its dataclass as JSON text,
and what a player's app reads back is exactly the view's own data (`to_json`), for every seat and spectator,
at every step of whole games; a view of a game defined elsewhere goes through its own `to_json`. The server
also takes a seat's legal moves from the view it made (its `legal`), and hands that same view to a cheap bot
thinking on its event loop: both hold only if every game's view says the legal moves right and no bot
changes the view it reads."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.core.wire import view_text
from accessible_games.games import games


@pytest.mark.parametrize("name", sorted(games()))
def test_every_games_view_reads_back_as_its_own_data_for_every_viewer_at_every_step(name: str) -> None:
    game = games()[name]
    for variant in game.variants:
        setup = Setup(7, 3, variant, game.check_options(variant, {}))
        state, _ = game.new_game(setup)
        for step in range(400):
            for viewer in (None, 0, 1, 2):
                view = game.observe(state, viewer)
                assert json.loads(view_text(view)) == json.loads(json.dumps(view.to_json()))
            player = game.to_move(state)
            if game.is_over(state) or player is None:
                break
            game.apply(state, game.bot_move(game.observe(state, player), "easy", step))


@dataclass(frozen=True)
class OwnView:
    """A view whose JSON data is not its fields (a game defined outside this package may choose its own)."""

    player: int | None
    secret: str

    def to_json(self) -> dict[str, Any]:
        """Its own data: the secret left out."""
        return {"player": self.player}


def test_a_view_with_its_own_data_is_written_as_that_data_not_its_fields() -> None:
    assert json.loads(view_text(OwnView(1, "the other hand"))) == {"player": 1}


@pytest.mark.parametrize("name", sorted(games()))
def test_every_games_view_holds_its_seats_legal_moves_and_no_cheap_bot_changes_the_view_it_reads(name: str) -> None:
    game = games()[name]
    for variant in game.variants:
        setup = Setup(11, 3, variant, game.check_options(variant, {}))
        state, _ = game.new_game(setup)
        for step in range(400):
            player = game.to_move(state)
            if game.is_over(state) or player is None:
                break
            for seat in range(3):
                assert list(game.observe(state, seat).legal) == game.legal_moves(state, seat)
            view = game.observe(state, player)
            before = view_text(view)
            move = game.bot_move(view, ("easy", "normal")[step % 2], step)
            assert view_text(view) == before
            game.apply(state, move)
