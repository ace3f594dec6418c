"""Pebble as a `Game`: the protocol over the pure rules, the view, the bot and the presenter."""

from __future__ import annotations

from typing import Any

from accessible_games.core.messages import Msg
from accessible_games.core.protocol import Event, Game, Move, Setup

from . import bots, present, rules
from .rules import PebbleState
from .view import PebbleView, observe


class Pebble(Game[PebbleState, PebbleView]):
    """Pebble for 1 to 4 seats."""

    name = "pebble"
    min_players = 1
    max_players = 4
    rules_sections = ("pebble-rules",)

    def new_state(self, setup: Setup) -> tuple[PebbleState, list[Event]]:
        """Four empty cells, round 1."""
        return rules.new_state(setup)

    def to_json(self, state: PebbleState) -> dict[str, Any]:
        """Serialize a state."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> PebbleState:
        """Rebuild a state."""
        return PebbleState.from_json(data)

    def to_move(self, state: PebbleState) -> int | None:
        """The seat hiding now."""
        return rules.to_move(state)

    def legal_moves(self, state: PebbleState, player: int) -> list[Move]:
        """Every legal move of `player`."""
        return rules.legal_moves(state, player)

    def play(self, state: PebbleState, move: Move) -> list[Event]:
        """Play a move the protocol has checked, for the seat hiding now."""
        return rules.apply(state, move)

    def is_over(self, state: PebbleState) -> bool:
        """True after the last round."""
        return state.over

    def scores(self, state: PebbleState) -> list[int]:
        """Points of every seat."""
        return list(state.scores)

    def observe(self, state: PebbleState, player: int | None) -> PebbleView:
        """What `player` may know now."""
        return observe(state, player)

    def bot_move(self, view: PebbleView, level: str, seed: int) -> Move:
        """The bot's move, from the view only."""
        return bots.bot_move(view, level, seed)

    def present(self, view: PebbleView, events: list[Event]) -> list[Msg]:
        """Events as messages for the view's seat."""
        return present.present(view, events)

    def round_number(self, state: PebbleState) -> int:
        """The current round."""
        return state.round
