"""Pebble: a tiny game that lives only in the tests, to show that a game folder is the whole template.

Four cells worth 1 to 4 points. Each round every seat hides a pebble in a cell (a hidden choice),
then a four-sided die strikes one cell: pebbles there score nothing, the others score their
cell. Three rounds. Importing this package registers the game and its messages.
"""

from pathlib import Path

from accessible_games.games import register
from accessible_games.i18n import add_locales

from .game import Pebble

add_locales(Path(__file__).parent / "locales")
GAME = register(Pebble())
