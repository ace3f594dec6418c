"""Ramses II on the generic board: what is special is the box turning under the focus, and a
search already announced by its event not being announced again by the turn prompt."""

from __future__ import annotations

from typing import Any

from ..core.board_protocol import Menu
from ..core.messages import Msg
from ..games.ramses.answers import ANSWERS, TOLD, hole_prompt, just_moved, seeking
from ..games.ramses.box import rotate, view_size
from ..games.ramses.rules import GIVE, OVER, SEARCH
from . import board as generic
from .controller import GameContext, View


class Board(generic.Board):
    """The generic board over Ramses's answers, with the box's turns and the search already told.

    At one keyboard the slides are for everyone's ears (memory is the whole game), so the board speaks
    to the table from what everyone knows; a seat's cards (M, the card to give away) are said only
    after a hand-over to that seat.
    """

    private_turns = False  # a turn is public: the hand-over comes only before a secret

    game_help_id = "ramses-help-game"  # the shared game keys, with D saying the open card (no dice)
    resumed_id = "ramses-resumed"  # "Ramses II resumed, stage 2": a game of stages, not rounds
    list_reads = frozenset("cgnv")  # in a list: the open card, the stage, how the box lies, the variant
    list_help_id = "ramses-help-list"

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

    def table_view(self) -> Any:
        """What T, S and D may say now: at one keyboard everyone's knowledge at the table (S: every
        seat's cards without points; M tells a seat its own), else the seat's own view."""
        return self.ctx.game.observe(self.ctx.state, None) if self.at_table() else self.view_now()

    def read(self, name: str) -> None:
        """M is a seat's secret: at the table it is said after a hand-over to the seat to move."""
        view = self.view_now()
        if name == "cards" and view.phase != OVER and self.at_table() and view.player is not None:
            seat = view.player
            self.privately(seat, lambda: self.ctx.say(*ANSWERS.my_cards(self.ctx.game.observe(self.ctx.state, seat))))
        elif name == "cards" and view.phase == OVER and view.player is None:  # the game's end: every hand
            self.ctx.say(*ANSWERS.every_hand(self.ctx.game.observe(self.ctx.state, None)))
        else:
            super().read(name)

    def decides_alone(self) -> bool:
        """The card to give away is chosen from the seat's own cards: at one keyboard, alone."""
        view = self.view_now()
        return view.phase == GIVE and view.player is not None and view.to_move == view.player

    def known_already(self, event: Any) -> set[int]:
        """A Fata Morgana won: its player heard the card drawn (and its value) when the event began; the public
        line says the card is kept, so at one keyboard nobody is called to the keyboard twice for one card. A Gift:
        the giver hears in public which treasure went, and gives the lowest card of it, from a hand it knows."""
        if event.kind == "fata-won":
            return {event.args["player"]}
        return {event.args["giver"]} if event.kind == "gift-given" else set()

    def can_wait(self, event: Any) -> bool:
        """A Gift's card changes hands face down: its value waits for the seat's next hand-over."""
        return bool(event.kind == "gift-given")

    def hinted_line(self, menu: Menu) -> int:
        """The L list opens on its first pyramid, or on the next when the first is the pyramid just moved, so
        L and Enter at once never slide it straight back."""
        first = menu.choices[0].move if len(menu.choices) > 1 else None
        slide = (first["row"], first["col"]) if isinstance(first, dict) and first.get("kind") == "slide" else None
        return 1 if slide is not None and slide == just_moved(self.view_now()) else super().hinted_line(menu)

    def act(self) -> None:
        """Enter; the menu of the card to give lists the seat's cards: at the table, after a hand-over."""
        view = self.view_now()
        if view.phase == GIVE and self.at_table() and view.player is not None and view.to_move == view.player:
            self.privately(view.player, super().act)
            return
        super().act()

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
        told = self.table_view()
        hole, head = hole_prompt(told), seeking(told)
        return [hole[0].with_parts(*hole[1:]) if self.told == view.turn or head is None else head.with_parts(*hole)]

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
