"""Sixty-One (61 Autumn Leaves): a roll-and-write of six areas and a leaf row. The game is declared here once: the
core calls the folder's own rules, view, bots and presenter."""

from operator import attrgetter

from ...core.protocol import Game, OptionSpec
from . import bots, present, rules
from .rules import ANNOUNCE_EACH, ANNOUNCE_ROUND, SixtyOneState
from .view import SixtyOneView, observe

GAME: Game[SixtyOneState, SixtyOneView] = Game(
    name="sixtyone",
    package=__name__,
    order=1,
    options=(OptionSpec("announce", (ANNOUNCE_ROUND, ANNOUNCE_EACH), ANNOUNCE_ROUND),),
    min_players=1,
    max_players=6,
    rules_sections=(
        "sixtyone-rules-goal",
        "sixtyone-rules-round",
        "sixtyone-rules-leaves",
        "sixtyone-rules-areas-first",
        "sixtyone-rules-areas-second",
        "sixtyone-rules-end",
        "sixtyone-rules-options",
    ),
    new_state=rules.new_state,
    to_json=SixtyOneState.to_json,
    from_json=SixtyOneState.from_json,
    to_move=rules.to_move,
    legal_moves=rules.legal_moves,
    play=rules.apply,
    is_over=attrgetter("over"),
    scores=rules.scores,
    round_number=attrgetter("round"),  # 1 to 20
    out_of_turn_kinds=("take-back",),
    out_of_turn=rules.take_backs,  # a seat's own hidden choice of the round, whoever chooses now
    play_out_of_turn=rules.take_back,
    observe=observe,
    observe_shared=observe,
    bot_move=bots.bot_move,
    costly_levels=("hard",),  # play-outs of its closest choices: about 0.2 s of CPU a move
    present=present.present,
)

__all__ = ["GAME"]
