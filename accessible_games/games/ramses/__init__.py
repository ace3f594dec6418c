"""Ramses II: the sliding-pyramid treasure hunt, played by ear."""

from .game import RamsesGame

GAME = RamsesGame()

__all__ = ["GAME", "RamsesGame"]
