"""Oflameron, the Russian logic game of cards and dice: card grid, paper sheet and card loop."""

from .game import Oflameron

GAME = Oflameron()

__all__ = ["GAME", "Oflameron"]
