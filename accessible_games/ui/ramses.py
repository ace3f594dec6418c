"""Ramses II on the generic board: what is special is the box turning under the focus, and a
search already announced by its event not being announced again by the turn prompt."""

from __future__ import annotations

from typing import Any

from ..core.messages import Msg
from ..games.ramses.board import ANSWERS, hole_prompt, seeking
from ..games.ramses.box import rotate, view_size
from ..games.ramses.rules import SEARCH
from . import board as generic
from .controller import GameContext, View

TOLD = {  # events that tell a searcher what they now seek, and the argument naming that searcher
    "card-turned": "player", "search-passes": "player", "gift-named": "player", "risk-named": "player",
    "risk-first-found": "player", "fata-drawn": "player", "poker-challenge": "opponent",
}


class Board(generic.Board):
    """The generic board over Ramses's answers, with the box's turns and the search already told."""

    game_help_id = "ramses-help-game"  # the shared game keys, with D saying the open card (no dice)
    resumed_id = "ramses-resumed"  # "Ramses II resumed, stage 2": a game of stages, not rounds

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx, ANSWERS)
        view = self.view_now()
        self.focus = view.hole
        self.quarter = view.frame  # how the coordinates lay when the board last looked
        self.announced: tuple[int, int, int] | None = None  # the search last announced by on_turn
        self.told: int | None = None  # turn serial of a search the seat's own card event just named

    def handle_key(self, key: str) -> bool:
        """The generic keys, on the box as it lies now."""
        self.follow_box()
        return super().handle_key(key)

    def on_turn(self) -> list[Msg]:
        """A search is announced once: after its card or a passed search only the hole is said."""
        self.follow_box()
        view = self.view_now()
        if view.phase != SEARCH:
            return super().on_turn()
        search = (view.turn, int(view.searcher or 0), view.step)
        if search == self.announced:
            return []  # the same search goes on: the uncovered chip was just said
        self.announced = search
        self.focus = view.hole
        hole = hole_prompt(view)
        head = seeking(view)
        if self.told == view.turn or head is None:
            return [hole[0].with_parts(*hole[1:])]
        return [head.with_parts(*hole)]

    def on_events(self, events: list[Any]) -> None:
        """The focus follows the slide and the box; remember a search the seat was just told of."""
        super().on_events(events)
        view = self.view_now()
        self.quarter = view.frame
        for event in events:
            if event.kind in TOLD:
                player = event.args[TOLD[event.kind]]
                told = player == view.player and view.phase == SEARCH and view.searcher == player
                self.told = view.turn if told else None
            if event.kind == "risk-first-found" and self.told == view.turn:
                # "First treasure found. Now the ..." just followed the chip: the same turn slides on
                self.announced = (view.turn, int(view.searcher or 0), view.step)

    def follow_box(self) -> None:
        """Remap the focus when the box has turned since the board last looked."""
        view = self.view_now()
        quarters = (view.frame - self.quarter) % 4
        if quarters:
            rows, cols = view_size(self.quarter)
            self.focus = rotate(self.focus[0], self.focus[1], rows, cols, quarters)
            self.quarter = view.frame
        self.focus = (min(self.focus[0], view.rows - 1), min(self.focus[1], view.cols - 1))

    def view(self) -> View:
        """The box as it lies now."""
        self.follow_box()
        return super().view()
