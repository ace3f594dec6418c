"""Sixty-One (61 Autumn Leaves): a roll-and-write of six areas and a leaf row."""

from .game import SixtyOne

GAME = SixtyOne()

__all__ = ["GAME", "SixtyOne"]
