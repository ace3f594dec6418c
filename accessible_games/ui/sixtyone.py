"""Sixty-One on the generic board: what is special is the move list (Tab switches between it and the
sheet), O reading the others' sheets in turn, and at one keyboard the last choice of a round told
to the humans who did not hear it."""

from __future__ import annotations

from typing import Any

from ..core.messages import Msg
from ..core.protocol import Event
from ..games.sixtyone import present as P
from ..games.sixtyone.board import ANSWERS, LEAF_ROW, move_line, not_yours, sheet, turn_head
from . import board as generic
from .controller import GameContext, View
from .keys import letter

LIST, SHEET = "list", "sheet"


class Board(generic.Board):
    """Two ways to choose (the move list and the sheet) over Sixty-One's answers."""

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx, ANSWERS)
        self.mode = LIST
        self.index = 0  # focus in the move list
        self.other: int | None = None  # the last other player read with O
        # At one keyboard the reveal leaves out the seat's own choice, which the other humans were
        # asked not to hear; it is told when the next human's turn begins.
        self.unheard: list[Msg] = []
        view = self.view_now()
        # The roll was the last thing heard (a new round, or the opening): the prompt need not repeat it.
        self.roll_just_heard = view.round == 1 and not any(s.leaves for s in view.sheets)

    @property
    def area(self) -> int:
        """The focused row of the sheet: area 1 to 6, or 7 for the leaf row."""
        return self.focus[0] + 1

    def on_turn(self) -> list[Msg]:
        """The decision to make now, then the focused choice or cell."""
        view = self.view_now()
        self.index = 0
        if not view.legal:
            return []
        told, self.unheard = self.unheard, []
        fresh, self.roll_just_heard = self.roll_just_heard and not told, False
        return [*told, turn_head(view, fresh), self.focus_msg()]

    def on_events(self, events: list[Any]) -> None:
        """A new roll or a joker to place puts the move list back on its first line."""
        kinds = {e.kind for e in events if isinstance(e, Event)}
        if kinds & {"roll", "joker-won"}:
            self.index = 0
        if "roll" in kinds:
            self.roll_just_heard = True
        elif any(isinstance(e, Event) and e.visible_to(self.ctx.viewer) for e in events):
            self.roll_just_heard = False
        viewer = self.ctx.viewer
        if viewer is not None and sum(1 for seat in self.ctx.seats if not seat.is_bot) > 1:
            for event in events:
                if isinstance(event, Event) and event.kind == "reveal" and event.args["player"] == viewer:
                    head = Msg("sixtyone-choice-of", {"player": viewer, "round": event.args["round"]})
                    self.unheard = [head, *P.choice_messages(viewer, event.args["choice"], None)]

    def final_summary(self) -> list[Msg]:
        """The last choice some human did not hear, then every score, area by area."""
        told, self.unheard = self.unheard, []
        return [*told, *super().final_summary()]

    def handle_key(self, key: str) -> bool:
        """Tab switches list and sheet, O reads the others, 1-6 go to an area; the list has its own keys."""
        if key in ("tab", "s-tab"):
            self.mode = SHEET if self.mode == LIST else LIST
            self.ctx.say(Msg(f"sixtyone-mode-{self.mode}"), self.focus_msg())
        elif letter(key) == "o":
            self.read_other()
        elif key in ("1", "2", "3", "4", "5", "6"):
            self.jump_area(int(key))
        elif self.mode == LIST and letter(key) not in self.answers.reads:
            return self.list_key(key)
        else:
            return super().handle_key(key)
        return True

    def read_other(self) -> None:
        """O: the next other player's sheet, in seat order, cycling."""
        view = self.view_now()
        if view.players == 1:
            self.ctx.say(Msg("sixtyone-no-other"))
            return
        me = view.player if view.player is not None else 0
        other = ((self.other if self.other is not None else me) + 1) % view.players
        if other == me:
            other = (other + 1) % view.players
        self.other = other
        mine = view.sheets[other]
        head = P.score_read(mine, other, view.player)
        self.ctx.say(Msg("sixtyone-sheet-of", {"player": other, "self": other == view.player}), head,
                     *P.sheet_read(view, mine))  # type: ignore[arg-type]

    def jump_area(self, area: int) -> None:
        """1-6: read the area; in the move list, also go to its first choice."""
        view = self.view_now()
        read = P.area_read(view, sheet(view), area)  # type: ignore[arg-type]
        if self.mode == SHEET:
            self.focus = (area - 1, 0)
            self.ctx.say(read)
            return
        for index, move in enumerate(view.legal):
            if move.get("area") == area:
                self.index = index
                self.ctx.say(self.focus_msg(), read)
                return
        if view.legal:
            self.ctx.say(Msg("sixtyone-no-choice-area", {"area": P.area_name(area)}), read)
        else:
            self.ctx.say(read)

    def list_key(self, key: str) -> bool:
        """Keys of the move list: arrows, Home, End, Enter, and a letter for the next choice starting with it."""
        moves = self.view_now().legal
        if key in ("up", "down", "home", "end", "enter", "space") and not moves:
            self.ctx.cue("invalid")
            self.ctx.say(not_yours(self.view_now()))
        elif key in ("up", "down"):
            target = self.index + (-1 if key == "up" else 1)
            if not 0 <= target < len(moves):
                self.ctx.cue("edge")
            else:
                self.index = target
            self.ctx.say(self.focus_msg())
        elif key in ("home", "end"):
            self.index = 0 if key == "home" else len(moves) - 1
            self.ctx.say(self.focus_msg())
        elif key in ("enter", "space"):
            self.ctx.play(moves[min(self.index, len(moves) - 1)])
        elif len(key) == 1 and key.isalpha():
            self.letter_jump(key)
        else:
            return False
        return True

    def letter_jump(self, typed: str) -> None:
        """The next choice whose spoken line starts with `typed` (cycling)."""
        view = self.view_now()
        count = len(view.legal)
        for offset in range(1, count + 1):
            index = (self.index + offset) % count
            if self.ctx.tr(move_line(view, view.legal[index])).strip()[:1].lower() == typed.lower():
                self.index = index
                self.ctx.say(self.focus_msg())
                return
        self.ctx.cue("invalid")

    def step(self, d_row: int, d_col: int) -> None:
        """The sheet's arrows; going down into the leaf row lands on the last leaf written."""
        if d_row and self.focus[0] + d_row * -1 == LEAF_ROW:
            leaves = len(sheet(self.view_now()).leaves)
            self.focus = (LEAF_ROW, max(0, leaves - 1))
            self.say_focus()
            return
        super().step(d_row, d_col)

    def focus_msg(self) -> Msg:
        """The focused choice or cell."""
        view = self.view_now()
        if self.mode == SHEET:
            return self.answers.cell(view, self.focus)
        if not view.legal:
            return not_yours(view)
        self.index = min(self.index, len(view.legal) - 1)
        return move_line(view, view.legal[self.index])

    def say_focus(self) -> None:
        """Say the focused cell or choice."""
        self.ctx.say(self.focus_msg())

    def view(self) -> View:
        """The sheet, then the move list; the cursor on the focused cell or choice."""
        view = self.view_now()
        drawing = self.answers.draw(view, self.ctx.tr, self.focus)
        cursor = drawing.cells.get(self.focus, (0, 0)) if self.mode == SHEET else (0, 0)
        if view.legal:
            drawing.lines.append("")
            for index, move in enumerate(view.legal):
                if self.mode == LIST and index == self.index:
                    cursor = (len(drawing.lines), 0)
                drawing.lines.append(f"{'>' if index == self.index else ' '} {self.ctx.tr(move_line(view, move))}")
        return View(drawing.lines, cursor)
