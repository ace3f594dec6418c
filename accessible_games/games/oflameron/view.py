"""What one seat may know of an Oflameron game: everything on the table, never the deck's order.

Oflameron hides nothing but chance: the field, the markers, the scores and the dice are public,
and the make-up of the face-down deck follows from the options and the field. A view holds those,
the deck's size and the seat's legal moves; the deck's order and the random state stay out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.protocol import Move, frozen, PlainView
from .rules import FieldGeometry, OflameronState, legal_moves


@dataclass(frozen=True)
class OflameronView(FieldGeometry, PlainView):
    """Everything seat `player` (None: a spectator) may know now; the same names as the state's."""

    player: int | None
    variant: str
    options: dict[str, str]
    players: int
    sides: int
    field: tuple[tuple[str, ...], ...]
    deck_size: int
    scores: tuple[int, ...]
    markers: tuple[tuple[int, ...], ...]
    marker_rows: tuple[tuple[int, ...], ...]
    turn: int
    phase: str
    marker: int
    die: int
    dice: tuple[int, ...]
    round: int
    base_row: tuple[int, ...]
    end_reason: str
    legal: tuple[Move, ...]  # this seat's legal moves now

    @staticmethod
    def from_json(data: dict[str, Any]) -> "OflameronView":
        """Inverse of `to_json`."""
        values = frozen(data)
        values["options"] = dict(data["options"])
        values["legal"] = tuple(dict(m) for m in data["legal"])
        return OflameronView(**values)


def observe(state: OflameronState, player: int | None) -> OflameronView:
    """Build `player`'s view (None: a spectator): the whole table but the deck's order and the RNG."""
    return OflameronView(
        player=player,
        variant=state.variant,
        options=dict(state.options),
        players=state.players,
        sides=state.sides,
        field=frozen(state.field),
        deck_size=len(state.deck),
        scores=tuple(state.scores),
        markers=frozen(state.markers),
        marker_rows=frozen(state.marker_rows),
        turn=state.turn,
        phase=state.phase,
        marker=state.marker,
        die=state.die,
        dice=tuple(state.dice),
        round=state.round,
        base_row=tuple(state.base_row),
        end_reason=state.end_reason,
        legal=tuple(legal_moves(state, player)) if player is not None else (),
    )
