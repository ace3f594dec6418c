"""The saved games list: every save spoken as game, players, round and date, and what to do with it;
opening a save to play on (or, when another copy plays it, listening to it or playing a copy)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..files import BadFile, FolderUnreadable
from ..locks import GameBusy, GameLock, LockFailed
from ..saves import AUTOSAVE_PREFIX, SaveInfo, continue_choices, list_saves, saves_dir
from ..session import Session, open_for_play
from .game_screen import GameScreen
from .open_game import bad_save_msg, cause_msg, folder_unreadable_msg, lock_game, lock_new_game, save_msg
from .replay_screen import ReplayScreen, export_and_say
from .screen import Item, Menu, Screen, confirm

if TYPE_CHECKING:
    from .app import App


def bad_msg(path: Path, reason: str) -> Msg:
    """A file that cannot be used, as listed: its name and why; it is left untouched."""
    if reason == "unreadable":
        return msg("saves-unreadable-item", file=path.name)
    return msg("saves-bad-item", file=path.name, reason=reason)


class SavesMenu(Menu):
    """Every save, newest first, then the files that cannot be read; Enter opens a save's actions."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("saves-title", count=0, bad=0), help_id="saves-help")
        self.saves: list[SaveInfo] = []
        self.bad: list[tuple[Path, str]] = []
        self.unreadable: Msg | None = None  # why the folder cannot be listed, when it cannot
        self.shown_before = False

    def build(self) -> list[Item]:
        """Read the saves folder again (files may have changed) and list it."""
        self.unreadable = None
        try:
            self.saves, self.bad = list_saves()
        except FolderUnreadable as error:
            self.saves, self.bad = [], []
            told = self.unreadable = folder_unreadable_msg(error)
            return [Item(told, lambda: self.app.say(told), key="unreadable")]
        items = [
            Item(save_msg(info), lambda info=info: self.open_actions(info), key=str(info.path)) for info in self.saves
        ]
        items.extend(
            Item(bad_msg(path, reason), lambda path=path, reason=reason: self.explain(path, reason), key=str(path))
            for path, reason in self.bad
        )
        return items

    def on_show(self) -> None:
        """The title with the counts; the first time, a word about unreadable files. A folder that cannot be
        read is said at once, never "no saved games" (which nobody knows)."""
        self.refresh()
        if self.unreadable is not None:
            self.title = msg("saves-title-plain")
            self.app.say(self.title, self.item_msg())
            return
        self.title = msg("saves-title", count=len(self.saves), bad=len(self.bad))
        said = [self.title]
        if self.bad and not self.shown_before:
            said.append(msg("saves-bad-note", count=len(self.bad)))
        self.shown_before = True
        self.app.say(*said, self.item_msg())

    def open_actions(self, info: SaveInfo) -> None:
        """Enter on a save: what can be done with it."""
        self.app.push(SaveActions(self.app, info))

    def explain(self, path: Path, reason: str) -> None:
        """Enter on a bad file: why it cannot be used (it stays as it is)."""
        self.app.cue("invalid")
        self.app.say(bad_save_msg(BadFile(path, reason), listed=True))


class SaveActions(Menu):
    """One save: continue playing (if unfinished), listen to the replay, export as text, delete."""

    def __init__(self, app: "App", info: SaveInfo) -> None:
        self.info = info
        super().__init__(app, msg("saves-actions-title", save=save_msg(info)), help_id="saves-actions-help")

    def build(self) -> list[Item]:
        """The actions that apply to this save."""
        items = []
        if not self.info.finished:
            items.append(Item(msg("saves-action-continue"), self.continue_game, key="continue"))
        items.append(Item(msg("saves-action-replay"), self.replay, key="replay"))
        items.append(Item(msg("saves-action-export"), self.export, key="export"))
        items.append(Item(msg("saves-action-delete"), self.delete, key="delete"))
        return items

    def rules_game(self) -> str | None:
        """F2 reads the rules of this save's game."""
        return self.info.game

    def load(self) -> Session | None:
        """Read the save; a file that went bad meanwhile is reported and left untouched."""
        try:
            return Session.load(self.info.path)
        except BadFile as error:
            self.report(error)
            return None

    def report(self, error: BadFile) -> None:
        """Tell the player a save cannot be used (spoken and, outside the full-screen view, printed)."""
        self.app.cue("invalid")
        self.app.problem(bad_save_msg(error, listed=True))

    def continue_game(self) -> None:
        """Play on: this menu and the list close, the game opens over the main menu."""
        try:
            screen = screen_for_save(self.app, self.info.path)
        except BadFile as error:
            self.report(error)
            return
        if isinstance(screen, GameScreen):
            self.app.pop(announce=False)
            if isinstance(self.app.top, SavesMenu):
                self.app.pop(announce=False)
        self.app.push(screen)

    def replay(self) -> None:
        """Listen to the game move by move."""
        session = self.load()
        if session is not None:
            self.app.push(ReplayScreen(self.app, session, self.info.path))

    def export(self) -> None:
        """Write the game as a plain text log beside the saves and say where."""
        session = self.load()
        if session is None:
            return
        export_and_say(self.app, session, self.info.path)

    def delete(self) -> None:
        """Delete the save after a confirmation (No is focused first)."""
        confirm(self.app, msg("saves-delete-confirm", save=save_msg(self.info)), self._delete)

    def _delete(self) -> None:
        """Delete the file; an autosave is locked first, so the save of a game another copy plays stays."""
        lock: GameLock | None = None
        if self.info.autosave:
            try:
                lock = GameLock.take(saves_dir(), self.info.path.stem.removeprefix(AUTOSAVE_PREFIX))
            except GameBusy:
                self.app.cue("invalid")
                self.app.say(msg("saves-delete-busy", save=save_msg(self.info)))
                return
        try:
            self.info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            self.app.cue("invalid")
            self.app.say(msg("saves-delete-failed-where", folder=str(self.info.path.parent), cause=cause_msg(error)))
            return
        finally:
            if lock is not None:
                lock.release()
        self.app.pop(announce=False)
        top = self.app.top
        if isinstance(top, SavesMenu):
            top.refresh()
            self.app.say(msg("saves-deleted"), top.item_msg())
        else:
            self.app.say(msg("saves-deleted"))


def continue_newest(app: "App") -> tuple[Screen | None, list[Msg]]:
    """Continue: the screen of the newest unfinished save that loads, and what to say before it (each
    newer autosave that cannot be read, each save skipped as unusable, or that there is none).

    Raises FolderUnreadable when the saves folder cannot be listed.
    """
    infos, bad = continue_choices()
    told = [bad_save_msg(BadFile(path, reason)) for path, reason in bad]
    for info in infos:
        try:
            return screen_for_save(app, info.path), told
        except BadFile as error:
            told.append(bad_save_msg(error))
    told.append(msg("continue-none"))
    return None, told


def screen_for_save(app: "App", path: Path) -> Screen:
    """The game screen of a save, or, when another copy plays that game, the choice of replay or a copy.

    Raises BadFile (from loading) when the save cannot be used.
    """
    session = open_for_play(path)
    try:
        lock = lock_game(session)
    except GameBusy as busy:
        return GameBusyMenu(app, session, path, busy)
    return GameScreen(app, session, resumed=True, lock=lock)


class GameBusyMenu(Menu):
    """A game another running copy is playing: listen to it (read-only) or play on as a copy."""

    def __init__(self, app: "App", session: Session, path: Path, busy: GameBusy | None = None) -> None:
        self.session = session
        self.path = path
        items = [
            Item(msg("game-busy-replay"), self.replay, key="replay"),
            Item(msg("game-busy-copy"), self.copy, key="copy"),
            Item(msg("game-busy-back"), self.back, key="back"),
        ]
        title = msg(
            "game-lock-failed" if isinstance(busy, LockFailed) else "game-busy", game=msg(f"{session.game.name}-title")
        )
        super().__init__(app, title, items, help_id="game-busy-help")

    def rules_game(self) -> str | None:
        """F2 reads this game's rules."""
        return self.session.game.name

    def back(self) -> None:
        """Back to where the player came from."""
        self.app.pop()

    def replay(self) -> None:
        """Listen to the game as saved so far; nothing is written."""
        self.app.stack.pop()
        self.app.push(ReplayScreen(self.app, self.session, self.path))

    def copy(self) -> None:
        """Play on under a new game id: the other copy's game is never written by this one."""
        self.session.fork()
        lock = lock_new_game(self.session)  # a fresh id: no other copy can hold it
        while len(self.app.stack) > 1:  # back to the main menu, which is always at the bottom
            self.app.stack.pop()  # this menu, and the save's actions and the list under it
        screen = GameScreen(self.app, self.session, resumed=True, lock=lock, note=msg("game-busy-copied"))
        self.app.push(screen)
        screen.save()  # the copy is a game of its own on disk from now on
