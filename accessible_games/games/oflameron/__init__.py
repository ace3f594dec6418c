"""Oflameron, the Russian logic game of cards and dice: card grid, paper sheet and card loop. The game is declared
here once: the core calls the folder's own rules, view, bots and presenter."""

from operator import attrgetter

from ...core.protocol import Game, OptionSpec
from . import bots, present, rules
from .cards import GRID, LOOP, SHEET, VARIANTS
from .rules import OflameronState
from .view import OflameronView, observe

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("die", ("6", "3"), "6"),
    OptionSpec("rows", ("2", "3", "4", "5"), "3", (GRID,)),
    OptionSpec("columns", tuple(str(n) for n in range(3, 13)), "10", (GRID,)),
    OptionSpec("copies", ("5", "6", "8", "10"), "5", (GRID,)),
    OptionSpec("decks", ("1", "2", "3"), "1", (GRID,)),
    OptionSpec("end_cards", ("0", "1", "2", "3", "4"), "0", (GRID,)),
    OptionSpec("markers", ("1", "2", "3", "4", "5"), "3", (GRID,)),
    OptionSpec("rounds", ("5", "10", "15", "20", "25", "30"), "15", (GRID,)),
    OptionSpec("negative_ends", ("no", "yes"), "no", (GRID,)),
    OptionSpec("b_penalty", ("size", "signed"), "size", (GRID,)),
    OptionSpec("sheet_columns", ("5", "7", "10", "12", "15"), "15", (SHEET,)),
    OptionSpec("sheet_rows", ("5", "10", "15", "20"), "20", (SHEET,)),
    OptionSpec("x_cells", ("yes", "no"), "yes", (SHEET,)),
    OptionSpec("loop_cards", ("12", "16", "20", "24", "30", "36"), "24", (LOOP,)),
    OptionSpec("loop_end_cards", ("1", "2", "3", "4"), "2", (LOOP,)),
)

GAME: Game[OflameronState, OflameronView] = Game(
    name="oflameron",
    package=__name__,
    order=3,
    variants=VARIANTS,
    options=OPTIONS,
    min_players=1,
    max_players=6,
    rules_sections=(
        "oflameron-rules-values",
        "oflameron-rules-grid",
        "oflameron-rules-grid-options",
        "oflameron-rules-sheet",
        "oflameron-rules-loop",
        "oflameron-rules-play",
    ),
    new_state=rules.new_state,
    to_json=OflameronState.to_json,
    from_json=OflameronState.from_json,
    to_move=rules.to_move,
    legal_moves=rules.legal_moves,
    play=rules.apply,
    is_over=rules.is_over,
    scores=rules.scores,
    round_number=attrgetter("round"),
    observe=observe,
    bot_move=bots.bot_move,
    present=present.present,
)

__all__ = ["GAME"]
