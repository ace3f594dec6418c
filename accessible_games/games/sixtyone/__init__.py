"""Sixty-One (61 Autumn Leaves): a roll-and-write of six areas and a leaf row."""

from ...core.protocol import register
from .game import SixtyOne

GAME = register(SixtyOne())

__all__ = ["GAME", "SixtyOne"]
