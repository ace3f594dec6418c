"""Ramses II as a `Game`: the protocol over the pure rules, the view, the bots and the presenter."""

from __future__ import annotations

from typing import Any

from ...core.messages import Msg
from ...core.protocol import Event, Game, Move, OptionSpec, Setup
from . import bots, present, rules
from .rules import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, RamsesState
from .view import RamsesView, observe

RULES_SECTIONS: tuple[str, ...] = (
    "ramses-rules-goal",
    "ramses-rules-material",
    "ramses-rules-setup",
    "ramses-rules-slide",
    "ramses-rules-turn",
    "ramses-rules-stage1",
    "ramses-rules-stage2",
    "ramses-rules-events",
    "ramses-rules-stage3",
    "ramses-rules-scoring",
    "ramses-rules-deck",
    "ramses-rules-variants",
    "ramses-rules-options",
    "ramses-rules-by-ear",
    "ramses-rules-coordinates",
)


class RamsesGame(Game[RamsesState, RamsesView]):
    """Ramses II (Der zerstreute Pharao, 1997): find the treasures the search cards ask for."""

    name = "ramses"
    order = 2
    variants = VARIANTS
    options = (
        OptionSpec("neighbours", ("4", "8"), "4"),
        OptionSpec("gift-failure", ("none", "give"), "none", ("standard", "no-end-card", "professional")),
        OptionSpec("coordinates", ("turning", "fixed"), "turning", ("standard", "no-end-card")),
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    rules_sections = RULES_SECTIONS

    def new_state(self, setup: Setup) -> tuple[RamsesState, list[Event]]:
        """Deal a new layout and stacks from the seed; the first player's card is turned."""
        return rules.new_state(setup)

    def to_json(self, state: RamsesState) -> dict[str, Any]:
        """Serialize a state to plain JSON data."""
        return rules.to_json(state)

    def from_json(self, data: dict[str, Any]) -> RamsesState:
        """Rebuild a state from `to_json` output."""
        return rules.from_json(data)

    def to_move(self, state: RamsesState) -> int | None:
        """The player who must choose now, or None when the game is over."""
        return rules.to_move(state)

    def legal_moves(self, state: RamsesState, player: int) -> list[Move]:
        """Every legal move for `player` now."""
        return rules.legal_moves(state, player)

    def play(self, state: RamsesState, move: Move) -> list[Event]:
        """Play a legal move; return the events."""
        return rules.apply(state, move)

    def is_over(self, state: RamsesState) -> bool:
        """True once the game has ended."""
        return state.phase == rules.OVER

    def scores(self, state: RamsesState) -> list[int]:
        """Points of every player (values of the search cards held)."""
        return rules.scores(state)

    def observe(self, state: RamsesState, player: int | None) -> RamsesView:
        """What `player` may know now (None: a spectator)."""
        return observe(state, player)

    def bot_move(self, view: RamsesView, level: str, seed: int) -> Move:
        """The move a bot of `level` plays for the view's seat, from that view only."""
        return bots.bot_move(view, level, seed)

    def present(self, view: RamsesView, events: list[Event]) -> list[Msg]:
        """Messages for the view's seat about `events` (events hidden from it are skipped)."""
        return present.present(view, events)

    def round_number(self, state: RamsesState) -> int:
        """The stage being played (1 to 3)."""
        return state.stage
