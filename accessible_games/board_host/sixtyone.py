"""Sixty-One on the generic board: the move list (Tab switches between it and the sheet), O reading the others'
sheets, V comparing an area across the players, Backspace (or Delete) taking back the round's own choice.
In a browser page the board is the sheet alone (what the page focuses is a cell, which Enter or a tap acts on),
the move list a menu of its own (M); Tab and Backspace are the page's there (out of the board; the table menu)."""

from __future__ import annotations

from typing import Any, Callable

from ..core.messages import Msg
from ..core.protocol import Event
from ..games.sixtyone import present as P
from ..games.sixtyone.answers import ANSWERS, LEAF_ROW, choices, compare_msg, hint_msg, list_area, list_index, listed
from ..games.sixtyone.answers import move_line, moves_menu, no_take_back, not_yours, other_sheet, sheet, sheet_and_list
from ..games.sixtyone.answers import shift_notes, turn_head
from ..games.sixtyone.bots import hard_advice
from ..games.sixtyone.choices import decision
from . import board as generic
from .board import LIST_KEYS, walk_list
from .controller import GameContext, View
from .keys import GAME, command, letter

LIST, SHEET = "list", "sheet"
OWN_KEYS = {"o": "read_other", "v": "compare", "h": "hint"}  # Shift+O, V, H are left to first-letter jumps


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
        taken = {*GAME, *OWN_KEYS, *self.answers.reads}
        return shift_notes(self.ctx.tr, lambda first: command(first.lower()) in taken or letter(first) in taken)

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
        elif command(key) in OWN_KEYS:
            getattr(self, OWN_KEYS[command(key)])()
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
        view = self.view_now()
        self.ctx.say(compare_msg(view, self.focus[0] if self.mode == SHEET else list_area(view, self.index) - 1))

    advise = staticmethod(hard_advice)  # H: the hard bot's choice with its expected final score and the runner-up's

    def no_hint(self, view: Any) -> list[Msg]:
        """Only the seat to choose gets a hint."""
        return [not_yours(view)] if view.player is None or not view.legal else []

    def say_hint(self, view: Any, advice: Any, then: Callable[[], None] | None) -> None:
        """The move list then stands on the hinted choice, so Enter plays it (in a page the focus goes to its cell);
        from a cell's menu (`then` given) the menu's cursor goes to it instead."""
        self.hinted, said = (view, advice.move), [hint_msg(view, advice)]
        if self.in_page and then is None:  # the focus goes to the hinted cell, whose Enter lists its choices
            self.focus = (advice.move["area"] - 1, advice.move["cell"]) if "cell" in advice.move else self.focus
        else:
            self.index = self.hinted_index(view, self.index)
        if then is None and not self.in_page and self.mode != LIST:  # the move list stands on it
            self.mode, said = LIST, [Msg("sixtyone-mode-list"), *said]
        self.ctx.say(*said)
        if then is not None:  # H in a cell's menu (or the page's move list): its cursor goes to the move
            then()

    def hinted_index(self, view: Any, otherwise: int) -> int:
        """The move list's line of the hinted decision, if a hint was given for `view`; else `otherwise`."""
        return list_index(view, self.hinted[1], otherwise) if self.hinted and self.hinted[0] == view else otherwise

    def same_move(self, one: Any, other: Any) -> bool:
        """Two moves are the same decision when they write the same on equivalent cells."""
        mine = sheet(self.view_now())
        return bool(decision(mine, one) == decision(mine, other))

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
        found = next((n for n, move in enumerate(choices(view)) if move.get("area") == area), None)
        self.index = self.index if found is None else found
        none = [Msg("sixtyone-no-choice-area", {"area": P.area_name(area)})] if view.legal else []
        self.ctx.say(*(none if found is None else [self.focus_msg()]), read)

    def list_key(self, key: str) -> bool:
        """Keys of the move list: arrows, Home, End, Enter, and a letter for the next choice starting with it."""
        view = self.view_now()
        moves = choices(view)
        if key in (*LIST_KEYS, "enter", "space") and not moves:
            self.ctx.cue("invalid")
            self.ctx.say(not_yours(view))
        elif key in ("enter", "space"):
            self.ctx.play(moves[min(self.index, len(moves) - 1)])
        elif key in LIST_KEYS or (len(key) == 1 and key.isalpha()):
            target = walk_list(self.index, len(moves), key, lambda n: self.ctx.tr(move_line(view, moves[n])))
            if target is None:  # no choice starts with the letter: a capital does what its letter does, the
                return False  # screen says another letter does nothing
            if target == self.index and key in ("up", "down"):
                self.ctx.cue("edge")
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

    def view(self) -> View:
        """The sheet, then the move list; the cursor on the focused cell or choice."""
        return View(*sheet_and_list(self.view_now(), self.ctx.tr, self.focus, self.index, self.mode == LIST))
