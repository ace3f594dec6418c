"""Sixty-One on the generic board: what is special is the move list (Tab switches between it and the
sheet), O reading the others' sheets in turn, V comparing one area across the players, and
Backspace taking back the seat's own choice until the round's choices are revealed."""

from __future__ import annotations

from typing import Any, Callable

from ..core.messages import Msg
from ..core.protocol import Event
from ..games.sixtyone import present as P
from ..games.sixtyone.board import ANSWERS, LEAF_ROW, choices, hint_msg, listed, move_line, not_yours, sheet, turn_head
from ..games.sixtyone.bots import hard_advice
from ..games.sixtyone.choices import decision
from . import board as generic
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
        self.mode = LIST
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
        """F1, after the board's keys: the areas whose first letter alone is a reading key, so the jump needs
        Shift (in French T, in Russian В), said only for the letters that clash in the player's language."""
        clashes: dict[str, list[Msg]] = {}
        for area in range(1, 7):
            name = P.area_name(area)
            first = self.ctx.tr(name).strip()[:1]
            if first and (command(first.lower()) in GAME or command(first.lower()) in OWN_KEYS
                          or letter(first) in self.answers.reads):
                clashes.setdefault(first.upper(), []).append(name)
        return [Msg("sixtyone-help-shift", {"letter": first, "areas": P.joined(names)}) for first, names in clashes.items()]

    def told_again(self, events: list[Any]) -> set[int]:
        """The seats whose round choice is revealed to everyone in these same events."""
        return {e.args["player"] for e in events if isinstance(e, Event) and e.kind == "reveal" and e.to is None}

    def handle_key(self, key: str) -> bool:
        """Tab switches list and sheet, O reads the others, 1-6 go to an area; the list has its own keys."""
        if key in ("tab", "s-tab"):
            self.mode = SHEET if self.mode == LIST else LIST
            self.ctx.say(Msg(f"sixtyone-mode-{self.mode}"), self.focus_msg())
        elif command(key) == "o":
            self.read_other()
        elif command(key) == "v":
            self.compare()
        elif command(key) == "h":
            self.hint()
        elif key == "backspace":
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

    def focused_area(self) -> int:
        """The area the focus is on: the sheet's row, or the focused choice's area (area 1 otherwise)."""
        if self.mode == SHEET:
            return min(self.area, 6)
        moves = choices(self.view_now())
        if moves:
            return int(moves[min(self.index, len(moves) - 1)].get("area", 1))
        return 1

    def compare(self) -> None:
        """V: the focused area (or, on the leaf row, the leaf totals) across every player, as this seat may
        know the sheets."""
        view = self.view_now()
        if self.mode == SHEET and self.area == 7:
            self.ctx.say(P.compare_leaves(view, view.player))  # type: ignore[arg-type]
            return
        self.ctx.say(P.compare_area(view, self.focused_area(), view.player))  # type: ignore[arg-type]

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
        self.index = self.hinted_index(view, self.index)
        self.ctx.say(hint_msg(view, advice))
        if then is None:
            self.mode = LIST
        else:
            then()

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

    def take_back(self) -> None:
        """Backspace: take back this seat's own choice of the round, while the choices are still hidden."""
        view = self.view_now()
        if view.player is None or not view.take_back:
            self.ctx.cue("invalid")
            reason = "over" if view.over else ("each" if view.announce == "each" or view.players == 1 else "none")
            self.ctx.say(Msg("sixtyone-no-take-back", {"reason": reason}))
            return
        self.ctx.play({"kind": "take-back", "by": view.player})

    def take_back_at_handover(self, seat: int) -> None:
        """Backspace while the next human is asked to take the keyboard: the seat that just chose takes it back."""
        if not self.ctx.game.observe(self.ctx.state, seat).take_back:
            self.ctx.cue("invalid")
            self.ctx.say(Msg("sixtyone-no-take-back", {"reason": "none"}))
            return
        self.ctx.play({"kind": "take-back", "by": seat})

    def jump_area(self, area: int) -> None:
        """1-6: read the area; in the move list, also go to its first choice."""
        view = self.view_now()
        read = P.area_read(view, sheet(view), area)  # type: ignore[arg-type]
        if self.mode == SHEET:
            self.focus = (area - 1, 0)
            self.ctx.say(read)
            return
        for index, move in enumerate(choices(view)):
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
        moves = choices(self.view_now())
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
            return self.letter_jump(key)
        else:
            return False
        return True

    def letter_jump(self, typed: str) -> bool:
        """The next choice whose spoken line starts with `typed` (cycling); False when none does (a capital
        then does what its letter does; another letter does nothing, and the screen says so)."""
        view = self.view_now()
        moves = choices(view)
        count = len(moves)
        for offset in range(1, count + 1):
            index = (self.index + offset) % count
            if self.ctx.tr(move_line(view, moves[index])).strip()[:1].lower() == typed.lower():
                self.index = index
                self.ctx.say(self.focus_msg())
                return True
        return False

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
        cursor = drawing.cells.get(self.focus, (0, 0)) if self.mode == SHEET else (0, 0)
        moves = choices(view)
        if moves:
            drawing.lines.append("")
            for index, move in enumerate(moves):
                if self.mode == LIST and index == self.index:
                    cursor = (len(drawing.lines), 0)
                drawing.lines.append(f"{'>' if index == self.index else ' '} {self.ctx.tr(move_line(view, move))}")
        return View(drawing.lines, cursor)
