"""Oflameron, the Russian logic game of cards and dice: card grid, paper sheet and card loop."""

from ...core.protocol import register
from .game import Oflameron

GAME = register(Oflameron())

__all__ = ["GAME", "Oflameron"]
