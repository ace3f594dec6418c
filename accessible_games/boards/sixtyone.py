"""Sixty-One on the generic board: what is special is the move list (Tab switches between it and the
sheet), O reading the others' sheets in turn, V comparing one area across the players, and
Backspace (or Delete) taking back the seat's own choice until the round's choices are revealed.

In a browser page the board is the sheet alone: what the page focuses is a cell, so Enter or a tap
acts on that cell, and the move list is a menu of its own (M) that the page shows and focuses. Tab
and Backspace are the page's there (out of the board; the table menu)."""

from __future__ import annotations

from typing import Any, Callable

from ..core.messages import Msg
from ..core.protocol import Event
from ..games.sixtyone import present as P
from ..games.sixtyone.board import (
    ANSWERS,
    LEAF_ROW,
    choices,
    compare_msg,
    hint_msg,
    list_lines,
    listed,
    move_line,
    moves_menu,
    no_take_back,
    not_yours,
    other_sheet,
    sheet,
    shift_notes,
    turn_head,
)
from ..games.sixtyone.bots import hard_advice
from ..games.sixtyone.choices import decision
from . import board as generic
from .board import LIST_KEYS, walk_list
from .controller import GameContext, View
from .keys import GAME, command, letter

LIST, SHEET = "list", "sheet"
OWN_KEYS = ("o", "v", "h")  # read the others, compare, hint (Shift+O, V, H are left to first-letter jumps)


class Board(generic.Board):
    """Two ways to choose (the move list and the sheet) over Sixty-One's answers."""

    # At one keyboard public lines (the round's reveal, every choice with announce=each) are said
    # to the whole table by name, so every human hears every choice, in order, before the new roll.
    table_voice = True
    private_turns = True  # every turn holds a hidden choice: the keyboard is handed over each turn
    final_place_id = "final-place-acorns"  # the ranking counts acorns, as the game does

    def __init__(self, ctx: GameContext) -> None:
        super().__init__(ctx, ANSWERS)
        if self.in_page:
            self.help_id = "sixtyone-help-page"
        self.mode = SHEET if self.in_page else LIST
        self.index = 0  # focus in the move list
        self.other: int | None = None  # the last other player read with O
        self.hinted: tuple[Any, Any] | None = None  # the view a hint was given in, and its move
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
        self.index = self.hinted_index(view, 0)  # back from a menu, the list still stands on the hinted line
        if not view.legal:
            return []
        fresh, self.roll_just_heard = self.roll_just_heard, False
        return [turn_head(view, fresh), self.focus_msg()]

    def on_events(self, events: list[Any]) -> None:
        """A new roll or a joker to place puts the move list back on its first line."""
        kinds = {e.kind for e in events if isinstance(e, Event)}
        if kinds & {"roll", "joker-won", "take-back"}:
            self.index = 0
        if "roll" in kinds:
            self.roll_just_heard = True
        elif any(isinstance(e, Event) and e.visible_to(self.ctx.viewer) for e in events):
            self.roll_just_heard = False

    def help_notes(self) -> list[Msg]:
        """F1, after the board's keys: the areas whose first letter alone is a key here, so the jump needs Shift."""
        return shift_notes(
            self.ctx.tr,
            lambda first: (
                command(first.lower()) in GAME
                or command(first.lower()) in OWN_KEYS
                or letter(first) in self.answers.reads
            ),
        )

    def told_again(self, events: list[Any]) -> set[int]:
        """The seats whose round choice is revealed to everyone in these same events."""
        return {e.args["player"] for e in events if isinstance(e, Event) and e.kind == "reveal" and e.to is None}

    def handle_key(self, key: str) -> bool:
        """Tab switches list and sheet, O reads the others, 1-6 go to an area; the list has its own keys.
        In a page: the sheet alone, M opens the move list as a menu, Delete takes back."""
        if self.in_page and key in ("tab", "s-tab", "backspace"):
            return False  # the page's: out of the board, the table menu
        if self.in_page and command(key) == "m":
            self.perform(moves_menu(self.view_now()))
        elif key in ("tab", "s-tab"):
            self.mode = SHEET if self.mode == LIST else LIST
            self.ctx.say(Msg(f"sixtyone-mode-{self.mode}"), self.focus_msg())
        elif command(key) == "o":
            self.read_other()
        elif command(key) == "v":
            self.compare()
        elif command(key) == "h":
            self.hint()
        elif key in ("backspace", "delete"):
            self.take_back()
        elif key in ("1", "2", "3", "4", "5", "6"):
            self.jump_area(int(key))
        elif self.mode == LIST and letter(key) not in self.answers.reads:
            return self.list_key(key)
        else:
            return super().handle_key(key)
        return True

    def walks_grid(self) -> bool:
        """The arrows walk the sheet; in the move list they move through the choices."""
        return self.mode == SHEET

    def act(self) -> None:
        """Enter on the sheet; in a page, when nothing fits any cell, the move list (the die for the leaf row)."""
        moves = choices(self.view_now())
        if self.in_page and moves and moves[0]["kind"] == "pass":
            self.perform(moves_menu(self.view_now()))
            return
        super().act()

    def read_other(self) -> None:
        """O: the next other player's sheet, in seat order, cycling."""
        found = other_sheet(self.view_now(), self.other)
        if found is None:
            self.ctx.say(Msg("sixtyone-no-other"))
            return
        self.other, lines = found
        self.ctx.say(*lines)

    def compare(self) -> None:
        """V: the focused area (the focused choice's in the move list) or the leaf row, across every player."""
        moves = choices(self.view_now())
        row = (
            self.focus[0]
            if self.mode == SHEET
            else int(moves[min(self.index, len(moves) - 1)].get("area", 1) if moves else 1) - 1
        )
        self.ctx.say(compare_msg(self.view_now(), row))

    def hint(self, then: Callable[[], None] | None = None) -> None:
        """H: the hard bot's choice with its expected final score and the runner-up's (worked out off the
        interface thread, said when ready); the move list then stands on that choice, so Enter plays it.
        From a cell's menu (`then` given) the menu's cursor goes to it instead."""
        view = self.view_now()
        if view.player is None or not view.legal:
            self.ctx.cue("invalid")
            self.ctx.say(not_yours(view))
            return
        self.ctx.think_aside(hard_advice, (view,), lambda advice: self.say_hint(view, advice, then))

    def say_hint(self, view: Any, advice: Any, then: Callable[[], None] | None = None) -> None:
        """Speak a hint worked out for `view`, if the decision is still the same, and focus its line."""
        if view != self.view_now():
            return
        self.hinted = (view, advice.move)
        if self.in_page and then is None:  # the focus goes to the hinted cell, whose Enter lists its choices
            if "cell" in advice.move:
                self.focus = (advice.move["area"] - 1, advice.move["cell"])
            self.ctx.say(hint_msg(view, advice))
            return
        self.index = self.hinted_index(view, self.index)
        if then is not None:  # H in a cell's menu (or the page's move list): its cursor goes to the move
            self.ctx.say(hint_msg(view, advice))
            then()
            return
        was, self.mode = self.mode, LIST
        self.ctx.say(*([Msg("sixtyone-mode-list")] if was != LIST else []), hint_msg(view, advice))

    def hinted_index(self, view: Any, otherwise: int) -> int:
        """The move list's line of the hinted decision, if a hint was given for `view`; else `otherwise`."""
        if self.hinted is None or self.hinted[0] != view:
            return otherwise
        key = decision(sheet(view), self.hinted[1])
        return next((i for i, m in enumerate(choices(view)) if decision(sheet(view), m) == key), otherwise)

    def hinted_move(self) -> Any:
        """The move the last hint named, while the seat still faces the decision it was given for."""
        if self.hinted is None or self.hinted[0] != self.view_now():
            return None
        return self.hinted[1]

    def same_move(self, one: Any, other: Any) -> bool:
        """Two moves are the same decision when they write the same on equivalent cells."""
        mine = sheet(self.view_now())
        return bool(decision(mine, one) == decision(mine, other))

    def give_hint(self, then: Callable[[], None]) -> bool:
        """H in a cell's menu: the hint, then the menu's cursor on its move."""
        self.hint(then)
        return True

    def take_back(self, seat: int | None = None) -> None:
        """Backspace: take back this seat's own choice of the round (or, at a hand-over, the choice of the `seat`
        that just chose), while the choices are still hidden."""
        view = self.view_now() if seat is None else self.ctx.game.observe(self.ctx.state, seat)
        if view.player is None or not view.take_back:
            self.ctx.cue("invalid")
            self.ctx.say(no_take_back(view) if seat is None else Msg("sixtyone-no-take-back", {"reason": "none"}))
            return
        self.ctx.play({"kind": "take-back", "by": view.player})

    take_back_at_handover = take_back  # Backspace while the next human is asked to take the keyboard

    def jump_area(self, area: int) -> None:
        """1-6: read the area; in the move list, also go to its first choice."""
        view = self.view_now()
        read = P.area_read(view, sheet(view), area)  # type: ignore[arg-type]
        if self.mode == SHEET:
            self.focus = (area - 1, 0)
            self.ctx.say(read)
            return
        index = next((n for n, move in enumerate(choices(view)) if move.get("area") == area), None)
        if index is not None:
            self.index = index
            self.ctx.say(self.focus_msg(), read)
        else:
            self.ctx.say(*([Msg("sixtyone-no-choice-area", {"area": P.area_name(area)})] if view.legal else []), read)

    def list_key(self, key: str) -> bool:
        """Keys of the move list: arrows, Home, End, Enter, and a letter for the next choice starting with it."""
        view = self.view_now()
        moves = choices(view)
        if key in (*LIST_KEYS, "enter", "space") and not moves:
            self.ctx.cue("invalid")
            self.ctx.say(not_yours(view))
        elif key in ("enter", "space"):
            self.ctx.play(moves[min(self.index, len(moves) - 1)])
        elif key in LIST_KEYS:
            target = walk_list(self.index, len(moves), key, lambda n: self.ctx.tr(move_line(view, moves[n])))
            if target == self.index and key in ("up", "down"):
                self.ctx.cue("edge")
            self.index = target if target is not None else self.index
            self.say_focus()
        elif len(key) == 1 and key.isalpha():
            target = walk_list(self.index, len(moves), key, lambda n: self.ctx.tr(move_line(view, moves[n])))
            if target is None:  # no choice starts with it: a capital does what its letter does, the screen says
                return False  # that another letter does nothing
            self.index = target
            self.say_focus()
        else:
            return False
        return True

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
        moves = choices(view)
        if not moves:
            return not_yours(view)
        self.index = min(self.index, len(moves) - 1)
        return listed(view, self.index)

    def say_focus(self) -> None:
        """Say the focused cell or choice."""
        self.ctx.say(self.focus_msg())

    def view(self) -> View:
        """The sheet, then the move list; the cursor on the focused cell or choice."""
        view = self.view_now()
        drawing = self.answers.draw(view, self.ctx.tr, self.focus)
        listed_lines = list_lines(view, self.ctx.tr, self.index)
        cursor = drawing.cells.get(self.focus, (0, 0))
        if self.mode == LIST:
            cursor = (len(drawing.lines) + 1 + self.index, 0) if self.index < len(listed_lines) else (0, 0)
        return View([*drawing.lines, *([""] + listed_lines if listed_lines else [])], cursor)
