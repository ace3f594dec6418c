"""What one seat may know of a Pebble game: its own hidden pebble, never another's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.core.protocol import Move, frozen, plain

from .rules import PebbleState, legal_moves, to_move


@dataclass(frozen=True)
class PebbleView:
    """Everything seat `player` (None: a spectator) may know now."""

    player: int | None
    players: int
    round: int
    mine: int | None  # the cell this seat hid its pebble in this round, if it has
    waiting: tuple[bool, ...]  # per seat: has it hidden its pebble this round
    scores: tuple[int, ...]
    die: int
    to_move: int | None
    over: bool
    legal: tuple[Move, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data."""
        return plain(self)  # type: ignore[no-any-return]

    @staticmethod
    def from_json(data: dict[str, Any]) -> "PebbleView":
        """Inverse of `to_json`."""
        values = frozen(data)
        values["legal"] = tuple(dict(m) for m in data["legal"])
        return PebbleView(**values)


def observe(state: PebbleState, player: int | None) -> PebbleView:
    """Build `player`'s view: its own pebble only."""
    return PebbleView(
        player=player,
        players=state.players,
        round=state.round,
        mine=state.hidden[player] if player is not None else None,
        waiting=tuple(cell is not None for cell in state.hidden),
        scores=tuple(state.scores),
        die=state.die,
        to_move=to_move(state),
        over=state.over,
        legal=tuple(legal_moves(state, player)),
    )
