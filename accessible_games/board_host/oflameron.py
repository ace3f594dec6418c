"""Oflameron on the generic board: a move chosen by direction, then distance; the hint (the strongest bot's move);
the question before a move that ends the player's own game. Enter plays what the focused card says: the move that
reaches it (a tap on a card in a page included), or the hinted move while the focus is where the hint put it."""

from __future__ import annotations

from typing import Any, Callable

from ..core.board_protocol import Menu
from ..core.messages import Msg
from ..core.protocol import Event
from ..games.oflameron.answers import ANSWERS, aim, aimed, ending_msg, hint_card, hint_msg, hint_why, last_roll_read
from ..games.oflameron.answers import my_turn, target, target_msg
from ..games.oflameron.bots import hint_advice
from ..games.oflameron.cards import LOOP
from ..games.oflameron.rules import MOVE, PLACE
from ..games.oflameron.view import OflameronView
from . import board as generic
from .controller import GameContext
from .keys import letter

CHOOSING = ("left", "right", "up", "down", "1", "2", "3", "4", "5", "6", "7", "8", "9")
AIMING = CHOOSING + ("home", "end")  # keys that choose another cell or move than a hint's


class Board(generic.Board):
    """The generic board over Oflameron's answers, with the move chooser and the hint."""

    private_turns = False  # every card and score is open: at one keyboard nobody is asked not to listen
    list_reads = frozenset("bcfakpu")  # in a list: rows, column, field, loop, deck, markers (spoken answers)
    list_help_id = "oflameron-help-list"

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx, ANSWERS)
        self.direction = self.distance = 0  # the move being prepared: direction -1 left, 1 right, 0 none yet
        self.why: Msg | None = None  # W: the reason for the last hint
        self.noted = False  # whether a hint has said the sheet's assumption yet
        self.last_roll: tuple[int, tuple[int, ...]] | None = None  # D after the turn: who rolled what, last
        self.turn_view: OflameronView | None = None  # the decision the last prompt was for
        self.bought = False  # a marker was just bought: the same turn goes on, not a new one
        self.help_id = f"oflameron-help-{self.view_now().variant}"

    def on_turn(self) -> list[Msg]:
        """A new decision forgets the move being prepared; after buying a marker the turn goes on,
        so the prompt does not say "Your turn" again."""
        self.direction = self.distance = 0
        view = self.view_now()
        if not my_turn(view):
            return []
        if view == self.turn_view:  # the same decision again (back from a menu or a question): the focus stays
            prompt = self.answers.prompt(view)
            if view.phase == PLACE and len(prompt) > 1:
                prompt[1] = self.answers.cell(view, self.focus)
        else:
            prompt = super().on_turn()
        self.turn_view = view
        bought, self.bought = self.bought, False
        if bought and prompt and prompt[0].id == "oflameron-prompt-roll":
            prompt[0] = Msg("oflameron-prompt-roll-again", prompt[0].args)
        return prompt

    def on_events(self, events: list[Any]) -> None:
        """A new turn or roll forgets the move being prepared and any hint; a roll is kept for D."""
        self.direction = self.distance = 0
        view = self.view_now()
        mine = [e for e in events if isinstance(e, Event) and e.args.get("player") == view.player]
        self.bought = any(e.kind == "bought" for e in mine)
        for event in events:
            if isinstance(event, Event) and event.kind == "rolled":
                player = event.args["player"]
                self.last_roll = (player, view.dice if view.turn == player and view.dice else (event.args["die"],))
        self.hinted = self.why = None

    def handle_key(self, key: str) -> bool:
        """After a roll the arrows and digits choose the move; H gives a hint, which Enter then plays;
        the rest is the generic board's."""
        view = self.view_now()
        if key in AIMING:
            self.hinted = None  # the player chooses for themselves now
        enter, mine = key in ("enter", "space"), my_turn(view)
        if enter and self.hinted is not None and self.hinted[::2] == (view, self.focus):
            self.perform(self.hinted[1])
        elif enter and view.phase == PLACE and view.variant != LOOP and mine and self.focus[0]:
            self.focus = (0, self.focus[1])  # markers start on the bottom row: Enter comes back down first
            self.ctx.say(Msg("oflameron-place-down", {"cell": self.answers.cell(view, self.focus)}))
        elif view.phase == MOVE and mine and key in CHOOSING:
            self.choose(key, view)
        elif enter and view.phase == MOVE and mine:
            self.perform(aimed(view, self.focus))
        elif letter(key) == "h":
            self.hint()
        elif letter(key) == "w":
            self.say_why()
        else:
            return super().handle_key(key)
        return True

    def dice(self) -> list[Msg]:
        """D: the dice of this turn; before anyone has rolled in it, also the last roll heard."""
        view = self.view_now()
        said = self.answers.dice(view)
        return said if view.dice or self.last_roll is None else [*said, *last_roll_read(view, self.last_roll)]

    def perform(self, action: Any) -> None:
        """Play a move, open a menu or answer; a move that ends the player's own game asks first."""
        view = self.view_now()
        question = ending_msg(view, action) if isinstance(action, dict) and my_turn(view) else None
        if question is None:
            super().perform(action)
            return
        no = (Msg("oflameron-confirm-no"), lambda: self.ctx.say(Msg("oflameron-not-played")))
        self.ctx.choose(question, [no, (Msg("oflameron-confirm-yes"), lambda: self.ctx.play(action))])

    def walks_grid(self) -> bool:
        """After the seat's roll the arrows choose the move; otherwise they walk the cards."""
        return not ((view := self.view_now()).phase == MOVE and my_turn(view))

    def choose(self, key: str, view: Any) -> None:
        """Left/Right pick the direction (again: one card further), Up/Down or a digit the distance."""
        self.direction, self.distance, cue, refusal = aim(view, key, self.direction, self.distance)
        if cue is not None:
            self.ctx.cue(cue)
        if refusal is None:
            self.focus = target(view, self.direction * self.distance)
        self.ctx.say(refusal if refusal is not None else target_msg(view, self.direction * self.distance))

    advise = staticmethod(hint_advice)  # H: what the hard bot would do, the expected score of the whole position
    # after it and after the next best move, and why; Enter then plays exactly that move, and a list opens on it

    def no_hint(self, view: Any) -> list[Msg]:
        """Only the seat whose turn it is gets a hint."""
        return [] if my_turn(view) else self.answers.whose_turn(view)

    def say_why(self) -> bool:
        """W: the reason for the last hint (or that there is none yet)."""
        self.ctx.say(self.why if self.why is not None else Msg("oflameron-why-none"))
        return True

    def menu_key(self, menu: Menu, key: str, focus: Callable[[int], None]) -> bool:
        """H in a list gives the hint, W says why, as on the board."""
        return self.say_why() if letter(key) == "w" else super().menu_key(menu, key, focus)

    def say_hint(self, view: Any, found: tuple[Any, int], then: Callable[[], None] | None) -> None:
        """Speak a hint worked out for `view`; Enter then plays exactly the hinted move."""
        advice, turns = found
        move = advice.move
        self.focus = hint_card(view, move, self.focus)
        if move["kind"] == "move":
            self.direction, self.distance = (-1 if move["steps"] < 0 else 1), abs(move["steps"])
        self.hinted = (view, move, self.focus)
        self.why = hint_why(view, advice, turns)
        self.ctx.say(hint_msg(view, advice, turns, note=not self.noted))
        self.noted = True  # the sheet's assumption at a table: with the first hint, then on W
        if then is not None:
            then()
