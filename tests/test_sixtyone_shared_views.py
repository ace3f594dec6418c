"""Sixty-One views of one state made through one shared dict (as the table server makes them, one copy of each
sheet for every seat) are the views made alone: every seat and a spectator, after every move of whole games, with
choices hidden until the round ends and announced at once; and no view's sheet or choice is the state's own."""

from __future__ import annotations

from typing import Any

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.games.sixtyone.rules import ANNOUNCE_EACH, ANNOUNCE_ROUND


@pytest.mark.parametrize("announce", [ANNOUNCE_ROUND, ANNOUNCE_EACH])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_sharing_copies_are_the_views_made_alone(announce: str, players: int) -> None:
    game = get_game("sixtyone")
    assert game.observe_shared is not None
    for seed in range(3):
        state, _ = game.new_game(Setup(seed, players, "standard", {"announce": announce}))
        viewers: list[int | None] = [*range(players), None]
        steps = 0
        while not game.is_over(state):
            shared: dict[Any, Any] = {}
            for viewer in [*viewers, *reversed(viewers)]:  # asked twice, in both orders: the second from the dict
                alone = game.observe(state, viewer)
                together = game.observe_shared(state, viewer, shared)
                assert together == alone, (seed, steps, viewer)
                assert not any(sheet is own for sheet in together.sheets for own in state.sheets)
                assert not any(choice is own for choice in together.choices if choice for own in state.choices)
            seat = game.to_move(state)
            assert seat is not None
            view = game.observe(state, seat)
            game.play(state, game.bot_move(view, "easy", seed * 1000 + steps))
            steps += 1
        assert steps > 20
