"""Pebble's rules: pure functions over a plain state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from accessible_games.core.protocol import Event, Move, Setup
from accessible_games.core.rng import Rng

CELLS = (1, 2, 3, 4)  # the points each cell is worth
ROUNDS = 3


@dataclass
class PebbleState:
    """A Pebble game: the round, where each seat hid its pebble this round, scores and the last die."""

    players: int
    round: int = 1
    hidden: list[int | None] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    die: int = 0
    rng: int = 0
    over: bool = False

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data."""
        return {
            "players": self.players,
            "round": self.round,
            "hidden": list(self.hidden),
            "scores": list(self.scores),
            "die": self.die,
            "rng": self.rng,
            "over": self.over,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> "PebbleState":
        """Inverse of `to_json`."""
        return PebbleState(
            int(data["players"]),
            int(data["round"]),
            list(data["hidden"]),
            list(data["scores"]),
            int(data["die"]),
            int(data["rng"]),
            bool(data["over"]),
        )


def new_state(setup: Setup) -> tuple[PebbleState, list[Event]]:
    """A new game: nothing hidden, no score."""
    state = PebbleState(
        setup.players, hidden=[None] * setup.players, scores=[0] * setup.players, rng=Rng(setup.seed).next64()
    )
    return state, [Event("start", {"rounds": ROUNDS})]


def to_move(state: PebbleState) -> int | None:
    """The first seat that has not hidden its pebble this round."""
    if state.over:
        return None
    return next(p for p, cell in enumerate(state.hidden) if cell is None)


def scores(state: PebbleState) -> list[int]:
    """Points of every seat."""
    return list(state.scores)


def legal_moves(state: PebbleState, player: int | None) -> list[Move]:
    """Hide the pebble in any cell, when it is `player`'s turn."""
    if player is None or to_move(state) != player:
        return []
    return [{"kind": "hide", "cell": cell} for cell in range(len(CELLS))]


def apply(state: PebbleState, move: Move) -> list[Event]:
    """Hide a pebble (a move already checked legal); when every seat has, the die strikes a cell."""
    player = to_move(state)
    assert player is not None
    cell = int(move["cell"])
    state.hidden[player] = cell
    events = [Event("hidden", {"player": player, "cell": cell}, to=(player,)), Event("hid", {"player": player})]
    if any(c is None for c in state.hidden):
        return events
    rng = Rng(state.rng)
    state.die = rng.die(len(CELLS))
    state.rng = rng.state
    events.append(Event("rolled", {"die": state.die}))
    for seat, where in enumerate(state.hidden):
        assert where is not None  # every seat has hidden its pebble by now
        gain = 0 if where == state.die - 1 else CELLS[where]
        state.scores[seat] += gain
        events.append(Event("revealed", {"player": seat, "cell": where, "gain": gain, "total": state.scores[seat]}))
    state.hidden = [None] * state.players
    if state.round == ROUNDS:
        state.over = True
        events.append(Event("over", {}))
    else:
        state.round += 1
    return events
