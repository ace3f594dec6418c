"""Pebble's bot: any cell, from the seed (it knows nothing else to go on)."""

from __future__ import annotations

from accessible_games.core.protocol import Move
from accessible_games.core.rng import Rng

from .view import PebbleView


def bot_move(view: PebbleView, level: str, seed: int) -> Move:
    """A high cell at level hard, any cell otherwise."""
    if level == "hard":
        return dict(view.legal[-1])
    return dict(view.legal[Rng(seed).below(len(view.legal))])
