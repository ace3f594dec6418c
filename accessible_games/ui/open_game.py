"""Opening a saved game to play on: its lock is taken, or the player hears it is open elsewhere."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..files import BadFile, FolderUnreadable, fault_reason
from ..locks import GameBusy, GameLock
from ..session import Session, open_for_play, saves_dir
from .screen import Item, Menu, Screen

if TYPE_CHECKING:
    from .app import App


def lock_game(session: Session) -> GameLock:
    """Take the lock of the session's game (GameBusy when another running copy has it)."""
    return GameLock.take(saves_dir(), session.game_id)


def cause_msg(error: BaseException) -> Msg:
    """Why a file operation failed, as a phrase: disk full, permission denied, read-only disk..."""
    return msg("fault-cause", fault=fault_reason(error) if isinstance(error, OSError) else "other")


def bad_save_msg(error: BadFile, listed: bool = False) -> Msg:
    """Why a save cannot be used, truthfully: cannot be read (and why), or what is wrong in it."""
    if error.reason == "unreadable":
        return msg("save-unreadable", file=error.path.name, cause=cause_msg(error.__cause__ or OSError()))
    return msg("saves-bad" if listed else "save-bad", reason=error.reason, file=error.path.name)


def folder_unreadable_msg(error: FolderUnreadable) -> Msg:
    """The saves folder cannot be listed: which folder and why (not "there is no game")."""
    return msg("saves-folder-unreadable", folder=str(error.folder), cause=cause_msg(error.error))


def screen_for_save(app: "App", path: Path) -> Screen:
    """The game screen of a save, or, when another copy plays that game, the choice of replay or a copy.

    Raises BadFile (from loading) when the save cannot be used.
    """
    from .game_screen import GameScreen

    session = open_for_play(path)
    try:
        lock = lock_game(session)
    except GameBusy:
        return GameBusyMenu(app, session, path)
    return GameScreen(app, session, resumed=True, lock=lock)


class GameBusyMenu(Menu):
    """A game another running copy is playing: listen to it (read-only) or play on as a copy."""

    def __init__(self, app: "App", session: Session, path: Path) -> None:
        self.session = session
        self.path = path
        items = [
            Item(msg("game-busy-replay"), self.replay, key="replay"),
            Item(msg("game-busy-copy"), self.copy, key="copy"),
            Item(msg("game-busy-back"), self.back, key="back"),
        ]
        super().__init__(app, msg("game-busy", game=msg(f"{session.game.name}-title")), items,
                         help_id="game-busy-help")

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.session.game.name

    def back(self) -> None:
        """Back to where the player came from."""
        self.app.pop()

    def replay(self) -> None:
        """Listen to the game as saved so far; nothing is written."""
        from .replay_screen import ReplayScreen

        self.app.stack.pop()
        self.app.push(ReplayScreen(self.app, self.session, self.path))

    def copy(self) -> None:
        """Play on under a new game id: the other copy's game is never written by this one."""
        from .game_screen import GameScreen

        self.session.fork()
        lock = lock_game(self.session)  # a fresh id: no other copy can hold it
        from .screens import MainMenu

        while self.app.top is not None and not isinstance(self.app.top, MainMenu):
            self.app.stack.pop()  # this menu, and the save's actions and the list under it
        screen = GameScreen(self.app, self.session, resumed=True, lock=lock, note=msg("game-busy-copied"))
        self.app.push(screen)
        screen.save()  # the copy is a game of its own on disk from now on
