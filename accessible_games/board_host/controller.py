"""The contract between the game screen and the board: what the board may use, what it answers.

The game screen (ui/game_screen.py) owns the session: seats, the hand-over at one keyboard, bots,
autosave, speech of game events, the shared keys (F1 help, rules, history, repeat, T/S/D,
Ctrl+S, Escape, Ctrl+Q); a browser page's seat (web/seat.py) gives the board the same. The board
(board_host/board.py, the same for every game, driven by the game's answers; a few games subclass it in
board_host/<game>.py for what is truly special to them) handles the board's own keys, its exploration
and its visual view. Boards never format user-visible text
themselves: they return `Msg`s, and use `ctx.tr(msg)` for the visual view.

Key names given to `handle_key` are normalized: "up", "down", "left", "right", "enter",
"space", "home", "end", "pageup", "pagedown", "tab", "s-tab", "backspace", "delete",
"s-up" (shift+arrow) ..., "c-a".."c-z" (ctrl+letter), "f3".."f12", and printable characters
as themselves ("a", "A", "1", "?", "е" on a Russian layout: compare them with board_host/keys.py's
`command` and `letter`). Keys the screen keeps for itself and never passes on: "f1", "f2",
"c-f1", "escape", "pageup", "pagedown", "s-pageup", "s-pagedown", ",", ".", "<", ">", "r", "R",
"f4", "t", "s", "d", "c-s", "c-q", "c-space", and their twins on a Russian layout.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from ..core.messages import Msg
from ..core.protocol import Game, Move
from ..core.seats import Seat

__all__ = ["BoardController", "GameContext", "MenuKeys", "Seat", "View"]

# A key pressed in a menu the board opened, and how to move that menu's cursor: True when the board answered it.
MenuKeys = Callable[[str, Callable[[int], None]], bool]


@dataclass(frozen=True)
class View:
    """The visual view of a screen: lines of text and where the terminal cursor sits (line, column)."""

    lines: Sequence[str]
    cursor: tuple[int, int] = (0, 0)


class GameContext(Protocol):
    """What a board controller may use from the game screen."""

    game: Game[Any, Any]
    seats: list[Seat]

    @property
    def state(self) -> Any:
        """The current game state (read it; never change it: use `play`)."""

    @property
    def viewer(self) -> int | None:
        """The seat the screen speaks to now (the human to move, or the only human); None: spectator."""

    def play(self, move: Move) -> None:
        """Play `move` for the human to move: apply it, save, speak its events, run the bots."""

    def say(self, *messages: Msg) -> None:
        """Navigation echo: interrupts current speech. Each message's cue plays with it."""

    def cue(self, name: str, pan: float = 0.0) -> None:
        """Play a sound cue alone (for example "edge" or "invalid")."""

    def tr(self, message: Msg) -> str:
        """The localized text of a message (for the visual view)."""

    def choose(
        self,
        title: Msg,
        options: list[tuple[Msg, Callable[[], None]]],
        can_cancel: bool = True,
        start: int = 0,
        keys: MenuKeys | None = None,
    ) -> None:
        """Open a short menu over the board, its cursor on line `start`; the chosen option's callback runs, then
        the menu closes. `keys` answers first the keys the board gives a meaning in the menu (H: the hint)."""

    def think_aside(self, work: Callable[..., Any], args: tuple[Any, ...], on_ready: Callable[[Any], None]) -> None:
        """Work out `work(*args)` (a module-level function of plain data, such as a hint) off the
        interface thread, then call `on_ready` with it on the interface thread, unless a move was
        played or the game left meanwhile."""


class BoardController(ABC):
    """One game's part of the game screen: its keys, its board and its visual view."""

    help_id: str = ""  # message id of this game's keys, read by F1 after the shared keys

    def __init__(self, ctx: GameContext) -> None:
        self.ctx = ctx

    @property
    def me(self) -> int:
        """The seat the board speaks for: the viewer, or the first seat for a spectator."""
        viewer = self.ctx.viewer
        return viewer if viewer is not None else 0

    @abstractmethod
    def on_turn(self) -> list[Msg]:
        """Spoken when a human's turn begins (after the events): what they must decide now."""

    @abstractmethod
    def handle_key(self, key: str) -> bool:
        """React to a key (speak with ctx.say, play with ctx.play); False when the key means nothing here."""

    @abstractmethod
    def view(self) -> View:
        """The visual view: the board as text lines, with the cursor on the focused item."""

    @abstractmethod
    def scores(self) -> list[Msg]:
        """What the S key says: every player's score."""

    @abstractmethod
    def whose_turn(self) -> list[Msg]:
        """What the T key says: whose turn it is and what they are doing (round, stage)."""

    @abstractmethod
    def dice(self) -> list[Msg]:
        """What the D key says: the current dice, or the open card when the game has no dice."""

    def on_events(self, events: list[Any]) -> None:
        """Called after every applied move with its events (for example to move the focus)."""
        return None

    def final_summary(self) -> list[Msg]:
        """Spoken when the game ends, after the shared ranking: the game's own breakdown, if any."""
        return []

    def help_notes(self) -> list[Msg]:
        """F1, after the board's keys: notes that depend on the player's language (none by default)."""
        return []

    def decides_alone(self) -> bool:
        """True when the seat to move, at one keyboard, decides on something only it may know (a card of its own
        to give), so a seat already alone at the keyboard keeps it for that decision."""
        return False

    def known_already(self, event: Any) -> set[int]:
        """Seats that already heard everything a private `event` says (at one keyboard its line would only
        repeat it, so it calls nobody to the keyboard)."""
        return set()

    def can_wait(self, event: Any) -> bool:
        """True when a private `event` is worth no hand-over of its own: at one keyboard its line is kept, in the
        past tense, for the seat's next hand-over (and M says the seat's cards at any time)."""
        return False

    def told_again(self, events: list[Any]) -> set[int]:
        """Seats whose private lines in `events` the same events then say to everyone (at one keyboard the
        private telling is left out, so nobody hears a thing twice)."""
        return set()
