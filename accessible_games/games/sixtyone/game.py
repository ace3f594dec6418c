"""Sixty-One as a `Game`: the protocol over the pure rules, the view, the bots and the presenter."""

from __future__ import annotations

from typing import Any

from ...core.messages import Msg
from ...core.protocol import Event, Game, Move, OptionSpec, Setup
from . import bots, present, rules
from .rules import ANNOUNCE_EACH, ANNOUNCE_ROUND, SixtyOneState
from .view import SixtyOneView, observe


class SixtyOne(Game[SixtyOneState, SixtyOneView]):
    """Sixty-One for 1 to 6 seats, humans and bots in any mix."""

    name = "sixtyone"
    order = 1
    variants = ("standard",)
    options = (OptionSpec("announce", (ANNOUNCE_ROUND, ANNOUNCE_EACH), ANNOUNCE_ROUND),)
    min_players = 1
    max_players = 6
    rules_sections = (
        "sixtyone-rules-goal",
        "sixtyone-rules-round",
        "sixtyone-rules-leaves",
        "sixtyone-rules-areas-first",
        "sixtyone-rules-areas-second",
        "sixtyone-rules-end",
        "sixtyone-rules-options",
    )

    def new_state(self, setup: Setup) -> tuple[SixtyOneState, list[Event]]:
        """Create the sheets and roll round 1."""
        return rules.new_state(setup)

    def to_json(self, state: SixtyOneState) -> dict[str, Any]:
        """Serialize a state."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> SixtyOneState:
        """Rebuild a state."""
        return SixtyOneState.from_json(data)

    def to_move(self, state: SixtyOneState) -> int | None:
        """The seat choosing now."""
        return rules.to_move(state)

    def legal_moves(self, state: SixtyOneState, player: int) -> list[Move]:
        """Every legal move of `player`."""
        return rules.legal_moves(state, player)

    def apply(self, state: SixtyOneState, move: Move) -> list[Event]:
        """Check and play a move: a take-back for the seat it names (out of turn), any other for the seat to move."""
        if move.get("kind") == "take-back":
            return rules.take_back(state, move)
        return super().apply(state, move)

    out_of_turn_kinds = ("take-back",)

    def out_of_turn(self, state: SixtyOneState, player: int) -> list[Move]:
        """A take-back of this seat's own hidden choice of the round, whoever chooses now."""
        return [{"kind": "take-back", "by": player}] if rules.can_take_back(state, player) else []

    def play(self, state: SixtyOneState, move: Move) -> list[Event]:
        """Play a legal move for the seat choosing now."""
        return rules.apply(state, move)

    def is_over(self, state: SixtyOneState) -> bool:
        """True once the last round has ended."""
        return state.over

    def scores(self, state: SixtyOneState) -> list[int]:
        """Acorns of every player."""
        return rules.scores(state)

    def observe(self, state: SixtyOneState, player: int | None) -> SixtyOneView:
        """What `player` may know now (None: a spectator)."""
        return observe(state, player)

    def bot_move(self, view: SixtyOneView, level: str, seed: int) -> Move:
        """The move a bot of `level` plays for the view's seat, from that view only."""
        return bots.bot_move(view, level, seed)

    def present(self, view: SixtyOneView, events: list[Event]) -> list[Msg]:
        """Events as messages for the view's seat."""
        return present.present(view, events)

    def round_number(self, state: SixtyOneState) -> int:
        """The current round, 1 to 20."""
        return state.round
