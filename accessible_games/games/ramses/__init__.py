"""Ramses II: the sliding-pyramid treasure hunt, played by ear. The game is declared here once: the core calls
the folder's own rules, view, bots and presenter."""

from operator import attrgetter

from ...core.protocol import Game, OptionSpec
from . import bots, present, rules
from .rules import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, RamsesState
from .view import RamsesView, observe

RULES_SECTIONS: tuple[str, ...] = (
    "ramses-rules-goal",
    "ramses-rules-material",
    "ramses-rules-setup",
    "ramses-rules-slide",
    "ramses-rules-turn",
    "ramses-rules-stage1",
    "ramses-rules-stage2",
    "ramses-rules-events",
    "ramses-rules-stage3",
    "ramses-rules-scoring",
    "ramses-rules-deck",
    "ramses-rules-variants",
    "ramses-rules-options",
    "ramses-rules-by-ear",
    "ramses-rules-coordinates",
)

GAME: Game[RamsesState, RamsesView] = Game(
    name="ramses",
    package=__name__,
    order=2,
    variants=VARIANTS,
    options=(
        OptionSpec("neighbours", ("4", "8"), "4"),
        OptionSpec("gift-failure", ("none", "give"), "none", ("standard", "no-end-card", "professional")),
        OptionSpec("coordinates", ("turning", "fixed"), "turning", ("standard", "no-end-card")),
    ),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    rules_sections=RULES_SECTIONS,
    new_state=rules.new_state,
    to_json=rules.to_json,
    from_json=rules.from_json,
    to_move=rules.to_move,
    legal_moves=rules.legal_moves,
    play=rules.apply,
    is_over=rules.is_over,
    scores=rules.scores,
    round_number=attrgetter("stage"),  # the stage being played, 1 to 3
    observe=observe,
    bot_move=bots.bot_move,
    present=present.present,
)

__all__ = ["GAME"]
