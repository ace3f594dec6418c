"""Pebble: a tiny game that lives only in the tests, to show that a game folder is the whole template.

Four cells worth 1 to 4 points. Each round every seat hides a pebble in a cell (a hidden choice),
then a four-sided die strikes one cell: pebbles there score nothing, the others score their
cell. Three rounds. The game is declared here once, from the folder's own functions; importing
this package registers it and its messages.
"""

from operator import attrgetter
from pathlib import Path

from accessible_games.core.protocol import Game
from accessible_games.games import register
from accessible_games.i18n import add_locales

from . import bots, present, rules
from .rules import PebbleState
from .view import PebbleView, observe

add_locales(Path(__file__).parent / "locales")
GAME: Game[PebbleState, PebbleView] = register(
    Game(
        name="pebble",
        package=__name__,
        min_players=1,
        max_players=4,
        rules_sections=("pebble-rules",),
        new_state=rules.new_state,
        to_json=PebbleState.to_json,
        from_json=PebbleState.from_json,
        to_move=rules.to_move,
        legal_moves=rules.legal_moves,
        play=rules.apply,
        is_over=attrgetter("over"),
        scores=rules.scores,
        round_number=attrgetter("round"),
        observe=observe,
        bot_move=bots.bot_move,
        present=present.present,
    )
)
