"""A hard bot's advice, as its hint speaks it: the move, its expected final score, the others best first."""

from __future__ import annotations

from dataclasses import dataclass

from .protocol import Move


@dataclass(frozen=True)
class Advice:
    """The hard bot's choice and the expected final score of the whole game after it, under the bot's
    own play, with the other moves weighed the same way, best first (empty when there is no other)."""

    move: Move
    expected: float
    others: tuple[tuple[Move, float], ...] = ()

    @property
    def runner_up(self) -> tuple[Move, float] | None:
        """The next best move and its expected final score."""
        return self.others[0] if self.others else None
