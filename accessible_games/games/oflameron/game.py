"""The Oflameron game object: options, variants and the protocol glue over rules, bots and speech."""

from __future__ import annotations

from typing import Any

from ...core.messages import Msg
from ...core.protocol import Event, Game, Move, OptionSpec, Setup
from . import bots, present, rules
from .cards import GRID, LOOP, SHEET, VARIANTS
from .rules import OVER, OflameronState
from .view import OflameronView, observe

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("die", ("6", "3"), "6"),
    OptionSpec("rows", ("2", "3", "4", "5"), "3", (GRID,)),
    OptionSpec("columns", tuple(str(n) for n in range(3, 13)), "10", (GRID,)),
    OptionSpec("copies", ("5", "6", "8", "10"), "5", (GRID,)),
    OptionSpec("decks", ("1", "2", "3"), "1", (GRID,)),
    OptionSpec("end_cards", ("0", "1", "2", "3", "4"), "0", (GRID,)),
    OptionSpec("markers", ("1", "2", "3", "4", "5"), "3", (GRID,)),
    OptionSpec("rounds", ("5", "10", "15", "20", "25", "30"), "15", (GRID,)),
    OptionSpec("negative_ends", ("no", "yes"), "no", (GRID,)),
    OptionSpec("b_penalty", ("size", "signed"), "size", (GRID,)),
    OptionSpec("sheet_columns", ("5", "7", "10", "12", "15"), "15", (SHEET,)),
    OptionSpec("sheet_rows", ("5", "10", "15", "20"), "20", (SHEET,)),
    OptionSpec("x_cells", ("yes", "no"), "yes", (SHEET,)),
    OptionSpec("loop_cards", ("12", "16", "20", "24", "30", "36"), "24", (LOOP,)),
    OptionSpec("loop_end_cards", ("1", "2", "3", "4"), "2", (LOOP,)),
)


class Oflameron(Game[OflameronState, OflameronView]):
    """Oflameron: the card grid, the paper sheet and the card loop."""

    name = "oflameron"
    order = 3
    variants = VARIANTS
    options = OPTIONS
    min_players = 1
    max_players = 6
    rules_sections = (
        "oflameron-rules-values",
        "oflameron-rules-grid",
        "oflameron-rules-grid-options",
        "oflameron-rules-sheet",
        "oflameron-rules-loop",
        "oflameron-rules-play",
    )

    def new_state(self, setup: Setup) -> tuple[OflameronState, list[Event]]:
        """Lay out the field of the chosen variant; players then place their markers."""
        return rules.new_state(setup)

    def to_json(self, state: OflameronState) -> dict[str, Any]:
        """Plain JSON data."""
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> OflameronState:
        """Rebuild a state from `to_json` output."""
        return OflameronState.from_json(data)

    def to_move(self, state: OflameronState) -> int | None:
        """The player who acts now (None once the game is over)."""
        return rules.to_move(state)

    def legal_moves(self, state: OflameronState, player: int) -> list[Move]:
        """Every legal move for `player` now."""
        return rules.legal_moves(state, player)

    def play(self, state: OflameronState, move: Move) -> list[Event]:
        """Play a legal move for the player to move."""
        return rules.apply(state, move)

    def is_over(self, state: OflameronState) -> bool:
        """True once the game has ended."""
        return state.phase == OVER

    def scores(self, state: OflameronState) -> list[int]:
        """Every player's score."""
        return list(state.scores)

    def round_number(self, state: OflameronState) -> int:
        """The current round."""
        return state.round

    def observe(self, state: OflameronState, player: int | None) -> OflameronView:
        """What `player` may know now (None: a spectator)."""
        return observe(state, player)

    def bot_move(self, view: OflameronView, level: str, seed: int) -> Move:
        """The move a bot of `level` plays for the view's seat, from that view only."""
        return bots.bot_move(view, level, seed)

    def present(self, view: OflameronView, events: list[Event]) -> list[Msg]:
        """Events as messages for the view's seat."""
        return present.present(view, events)
