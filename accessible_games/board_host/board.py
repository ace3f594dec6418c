"""The one generic board: drives any game through the answers its folder gives (core/board_protocol.py).

It holds the focus and turns keys into the game's answers: arrows walk the rows of cells (an
edge cue at the edge), Home and End go to the ends of a row, Enter plays the focused cell's move
or opens the menu it needs, the game's letters read its answers aloud, T S D answer from the
seat's view. Everything it asks, it asks of the view of the seat at the keyboard, never of the
game state, so it cannot tell a seat what that seat may not know.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import replace
from typing import Any, Callable

from ..core.board_protocol import Answers, Choice, Focus, Menu, Shape
from ..core.messages import Msg, msg
from ..core.protocol import Game
from .controller import BoardController, GameContext, View
from .keys import GAME, letter

STEPS = {"up": (1, 0), "down": (-1, 0), "left": (0, -1), "right": (0, 1)}
LIST_KEYS = ("up", "down", "home", "end")


def walk_list(index: int, count: int, key: str, line: Callable[[int], str]) -> int | None:
    """Where a key takes the focus in a list of `count` lines: Up, Down (staying at an edge), Home, End, or a
    letter (the next line whose text, `line(n)`, starts with it, cycling); None when no line starts with it."""
    if key in ("up", "down"):
        return min(max(index + (1 if key == "down" else -1), 0), count - 1)
    if key in ("home", "end"):
        return 0 if key == "home" else count - 1
    return next(
        (
            (index + step) % count
            for step in range(1, count + 1)
            if line((index + step) % count).strip()[:1].lower() == key.lower()
        ),
        None,
    )


def answers_for(game: Game[Any, Any]) -> Answers:
    """The game's answers to the board: `ANSWERS` in the `board` module of the game's folder."""
    module = sys.modules[type(game).__module__]
    package = module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]
    return importlib.import_module(f"{package}.answers").ANSWERS  # type: ignore[no-any-return]


class Board(BoardController):
    """Any game's board: the focus, its keys, its menus and its visual view, from the game's answers."""

    in_page = False  # a browser page drives the board: what it focuses is a cell, and Tab and Backspace are its own

    def __init__(self, ctx: GameContext, answers: Answers | None = None) -> None:
        super().__init__(ctx)
        self.answers = answers if answers is not None else answers_for(ctx.game)
        self.help_id = self.answers.help_id
        self.focus: Focus = self.answers.start(self.view_now(), (0, 0))

    def view_now(self) -> Any:
        """What the seat at the keyboard may know now (a spectator's view between seats)."""
        return self.ctx.game.observe(self.ctx.state, self.ctx.viewer)

    # --- what the screen asks ------------------------------------------------------------
    def on_turn(self) -> list[Msg]:
        """The prompt of the seat's turn; the focus goes where the game says."""
        view = self.view_now()
        self.focus = self.answers.start(view, self.focus)
        return self.answers.prompt(view)

    def on_events(self, events: list[Any]) -> None:
        """The focus follows what moved."""
        self.focus = self.answers.follow(self.view_now(), events, self.focus)

    def table_view(self) -> Any:
        """The view T, S and D answer from: the seat's own (a board at one keyboard may say less)."""
        return self.view_now()

    def whose_turn(self) -> list[Msg]:
        """T."""
        return self.answers.whose_turn(self.table_view())

    def scores(self) -> list[Msg]:
        """S."""
        return self.answers.scores(self.table_view())

    def dice(self) -> list[Msg]:
        """D."""
        return self.answers.dice(self.table_view())

    def final_summary(self) -> list[Msg]:
        """The game's own breakdown after the ranking."""
        return self.answers.final(self.view_now())

    def at_table(self) -> bool:
        """True at one keyboard while everyone listens (only what every seat may know is said then)."""
        return bool(getattr(self.ctx, "at_table", False))

    def privately(self, seat: int, answer: Callable[[], None]) -> None:
        """An answer for `seat` alone: the screen hands the keyboard over first (a screen with one seat answers at once)."""
        screen_privately = getattr(self.ctx, "privately", None)
        if screen_privately is None:
            answer()
        else:
            screen_privately(seat, answer)

    def walks_grid(self) -> bool:
        """True when the arrows walk the board's cells now (a browser then moves its focus itself)."""
        return True

    # --- keys ----------------------------------------------------------------------------
    def handle_key(self, key: str) -> bool:
        """Arrows, Home, End, Enter and the game's read-out letters."""
        if key in STEPS:
            self.step(*STEPS[key])
        elif key in ("home", "end"):
            self.go_to_end(key == "end")
        elif key in ("enter", "space"):
            self.act()
        elif letter(key) in self.answers.reads:
            self.read(self.answers.reads[letter(key)])
        else:
            return False
        return True

    def shape(self) -> Shape:
        """The board's rows, as the game gives them now."""
        return self.answers.shape(self.view_now())

    def step(self, d_row: int, d_col: int) -> None:
        """Move the focus one cell (Up goes the game's way); at an edge play the edge cue and stay."""
        shape = self.shape()
        row, col = self.focus[0] + d_row * shape.up, self.focus[1] + d_col
        if d_col and shape.wrap and 0 <= row < len(shape.lengths):
            col %= shape.lengths[row]
        elif d_row and 0 <= row < len(shape.lengths):
            col = min(col, shape.lengths[row] - 1)
        if not (0 <= row < len(shape.lengths) and 0 <= col < shape.lengths[row]):
            self.at_edge()
            return
        self.focus = (row, col)
        self.say_focus()

    def go_to_end(self, end: bool) -> None:
        """Home or End: the first or last cell of the focused row."""
        length = self.shape().lengths[self.focus[0]]
        self.focus = (self.focus[0], length - 1 if end else 0)
        self.say_focus()

    def at_edge(self) -> None:
        """The edge: the game's edge message, or the edge cue and the focused cell again."""
        message = self.answers.edge(self.view_now(), self.focus)
        if message is None:
            self.ctx.cue("edge")
            self.ctx.say(replace(self.answers.cell(self.view_now(), self.focus), cue=None))  # the edge cue alone
        else:
            self.ctx.say(message)

    def focus_msg(self) -> Msg:
        """What the focus is on: the focused cell."""
        return self.answers.cell(self.view_now(), self.focus)

    def say_focus(self) -> None:
        """Say what the focus is on."""
        self.ctx.say(self.focus_msg())

    def act(self) -> None:
        """Enter: play the focused cell's move, open the menu it needs, or say why not."""
        self.perform(self.answers.enter(self.view_now(), self.focus))

    def read(self, name: str) -> None:
        """A read-out key of the game: say its answer, open its menu, move the focus, or refuse."""
        answer = self.answers.read(self.view_now(), name, self.focus)
        if isinstance(answer, tuple):  # a place on the board: the focus goes there
            self.focus = answer
            self.say_focus()
        elif isinstance(answer, list):
            self.ctx.say(*answer)
        else:
            self.perform(answer)

    def perform(self, action: Any) -> None:
        """A move is played, a menu opened, an answer said, or a refusal said with the invalid cue."""
        if isinstance(action, Menu):
            self.open(action)
        elif isinstance(action, list):  # an answer, not a refusal
            self.ctx.say(*action)
        elif isinstance(action, Msg):
            self.ctx.cue("invalid")
            self.ctx.say(action)
        else:
            self.ctx.play(action)

    def open(self, menu: Menu) -> None:
        """Open a menu over the board, on the line leading to the hinted move if a hint was given; its choices
        play their move or open the next menu, and H in it gives the hint."""
        options = [(choice.label, self.chosen(choice.move, choice.then)) for choice in menu.choices]
        self.ctx.choose(
            menu.title,
            options,
            can_cancel=menu.can_cancel,
            start=self.hinted_line(menu),
            keys=lambda key, focus: self.menu_key(menu, key, focus),
        )

    def hinted_line(self, menu: Menu) -> int:
        """The line of `menu` that plays the hinted move, or opens the menu that does; else the first."""
        move = self.hinted_move()
        if move is None:
            return 0
        return next((n for n, choice in enumerate(menu.choices) if self.leads_to(choice, move)), 0)

    def leads_to(self, choice: Choice, move: Any) -> bool:
        """True when `choice` plays `move`, or opens a menu with a line that does."""
        if choice.then is not None:
            return any(self.leads_to(inner, move) for inner in choice.then.choices)
        return choice.move is not None and self.same_move(choice.move, move)

    list_reads: frozenset[str] = frozenset()  # read-out letters that answer inside a list too (spoken answers only)
    list_help_id: str | None = None  # F1 in a list: what those letters say there

    def menu_key(self, menu: Menu, key: str, focus: Callable[[int], None]) -> bool:
        """In a menu the board opened: H the game's hint (then the menu's cursor on the hinted line); T, S and D as on
        the board; the game's read-out letters that answer in a list (never a first-letter jump to a line)."""
        if letter(key) == "h":
            return self.give_hint(lambda: focus(self.hinted_line(menu)))
        answer = {"whose-turn": self.whose_turn, "scores": self.scores, "dice": self.dice}.get(
            GAME.get(letter(key), "")
        )
        if answer is not None:
            self.ctx.say(*answer())
            return True
        if letter(key) in self.list_reads:
            said = self.answers.read(self.view_now(), self.answers.reads[letter(key)], self.focus)
            if isinstance(said, list):
                self.ctx.say(*said)
            elif isinstance(said, Msg):  # a refusal, in words
                self.ctx.cue("invalid")
                self.ctx.say(said)
            return True
        return False

    def menu_help(self, title: Msg, count: int, can_cancel: bool) -> list[Msg]:
        """F1 in a list the board opened: that list's keys, named after it."""
        keys = msg("help-list", title=title, count=count, cancel=can_cancel, hint=self.advise is not None)
        return [keys, msg(self.list_help_id or "help-list-keys")]

    # --- the hint, for a game that has one -------------------------------------------------
    advise: Callable[[Any], Any] | None = None  # the game's hint from the seat's view (a staticmethod, run aside)
    hinted: tuple[Any, ...] | None = None  # a game's last hint: the view it was given in, its move (then its own)

    def hint(self, then: Callable[[], None] | None = None) -> None:
        """H: the game's hint, worked out off the interface thread and said when ready while its decision is still
        the one to make (then `then`: a list's cursor goes to it); refused, in words, when the seat has none."""
        view = self.view_now()
        refusal = self.no_hint(view)
        if refusal:
            self.ctx.cue("invalid")
            self.ctx.say(*refusal)
        elif self.advise is not None:
            self.ctx.think_aside(self.advise, (view,), lambda found: self.hinted_now(view, found, then))

    def hinted_now(self, view: Any, found: Any, then: Callable[[], None] | None) -> None:
        """A hint worked out for `view` is said if the seat still faces that decision."""
        if view == self.view_now():
            self.say_hint(view, found, then)

    def no_hint(self, view: Any) -> list[Msg]:
        """Why the seat can have no hint now (nothing: it can)."""
        return []

    def say_hint(self, view: Any, found: Any, then: Callable[[], None] | None) -> None:
        """Say the hint `found` for `view` and put the focus on its move."""

    def hinted_move(self) -> Any:
        """The move the last hint named, while its decision is still the one to make (None: no hint)."""
        if self.hinted is None or self.hinted[0] != self.view_now():
            return None
        return self.hinted[1]

    def same_move(self, one: Any, other: Any) -> bool:
        """True when two moves are the same decision."""
        return bool(one == other)

    def give_hint(self, then: Callable[[], None]) -> bool:
        """H in a list: ask for the game's hint and call `then` once it is said; False when the game has no hint."""
        if self.advise is None:
            return False
        self.hint(then)
        return True

    def chosen(self, move: Any, then: Menu | None) -> Callable[[], None]:
        """The callback of one menu line."""
        return lambda: self.perform(then if then is not None else move)

    # --- the visual view -----------------------------------------------------------------
    def view(self) -> View:
        """The game's drawing, with the terminal cursor on the focused cell."""
        drawing = self.answers.draw(self.view_now(), self.ctx.tr, self.focus)
        return View(drawing.lines, drawing.cells.get(self.focus, (0, 0)))


def board_for(game_name: str) -> type[BoardController]:
    """The game's board: its own small module (accessible_games.board_host.<game>, class Board) if it needs
    one for what is truly special to it, else the generic board over the game's answers. Nothing
    here loads prompt_toolkit, so the table server drives the same boards for a browser's seat."""
    package = __name__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.{game_name}")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.{game_name}":
            raise
        return Board
    return module.Board  # type: ignore[no-any-return]
