"""The questions the one generic board (board_host/board.py) asks a game, and the plain data of the answers.

Each game answers them in `games/<game>/answers.py`, as pure functions of one seat's view (what
`Game.observe` returns): what to say, never how to speak it. The board turns the answers into
keys, speech, menus and the visual view, so a new game needs no code in `ui/`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Union

from .messages import Msg
from .protocol import Move

Focus = tuple[int, int]  # (row, cell in the row)


@dataclass(frozen=True)
class Choice:
    """One line of a menu a move needs: its label (with its consequence), and the move it plays or the next menu."""

    label: Msg
    move: Move | None = None
    then: "Menu | None" = None


@dataclass(frozen=True)
class Menu:
    """A short menu a decision needs (name a treasure, pick a card); Escape closes it when `can_cancel`."""

    title: Msg
    choices: tuple[Choice, ...]
    can_cancel: bool = True


@dataclass(frozen=True)
class Shape:
    """The board as rows of cells, as the arrows walk it.

    `lengths` gives the cells of each row, row 0 first. `up` is the row step of the Up arrow: 1 when
    row 0 lies nearest the player (drawn at the bottom), -1 when row 0 is the top line. With `wrap`,
    Left and Right go round (a loop).
    """

    lengths: tuple[int, ...]
    up: int = 1
    wrap: bool = False


@dataclass
class Drawing:
    """The visual view of the board: text lines, and where each cell is drawn (line, column)."""

    lines: list[str] = field(default_factory=list)
    cells: dict[Focus, tuple[int, int]] = field(default_factory=dict)


Translate = Callable[[Msg], str]
Action = Union[Move, Menu, Msg, list[Msg]]  # what Enter does: play a move, open a menu, say why not, or answer


class Answers(Protocol):
    """A game's answers to the board, from a seat's view (None seat: a spectator's view)."""

    help_id: str  # message id of this game's own keys, read by F1 before the shared keys

    @property
    def reads(self) -> Mapping[str, str]:
        """Read-out letters (QWERTY, lower case) -> the name given to `read`."""

    def shape(self, view: Any) -> Shape:
        """The rows of cells the arrows walk."""

    def cell(self, view: Any, focus: Focus) -> Msg:
        """What a cell says when the focus lands on it, with its cue and stereo pan."""

    def edge(self, view: Any, focus: Focus) -> Msg | None:
        """Said at the edge of the board instead of the focused cell again (None: the cell again)."""

    def prompt(self, view: Any) -> list[Msg]:
        """Said when the seat's turn begins: what it must decide now."""

    def start(self, view: Any, focus: Focus) -> Focus:
        """Where the focus goes when the seat's turn begins."""

    def follow(self, view: Any, events: list[Any], focus: Focus) -> Focus:
        """Where the focus goes after a move's events (the cell it was on may have moved)."""

    def enter(self, view: Any, focus: Focus) -> Action:
        """Enter on the focused cell: the move it plays, the menu it opens, why nothing happens (a Msg,
        said with the invalid cue), or what it tells (a list of Msgs)."""

    def read(self, view: Any, name: str, focus: Focus) -> list[Msg] | Menu | Msg | Focus:
        """A read-out key: what it says, the menu it opens (the list of moves), why not (a Msg,
        said with the invalid cue), or a cell the focus goes to."""

    def whose_turn(self, view: Any) -> list[Msg]:
        """What T says: whose turn it is and what they are doing."""

    def scores(self, view: Any) -> list[Msg]:
        """What S says: every seat's score, as this seat may know it."""

    def dice(self, view: Any) -> list[Msg]:
        """What D says: the dice, or the open card in a game without dice."""

    def final(self, view: Any) -> list[Msg]:
        """Said after the shared ranking when the game ends: the game's own breakdown."""

    def draw(self, view: Any, tr: Translate, focus: Focus) -> Drawing:
        """The visual view: the board as text, with where each cell is drawn."""
