"""The saved games list: every save spoken as game, players, round and date, and what to do with it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from ..core.messages import Msg, msg
from ..files import BadFile
from ..session import SaveInfo, Session, list_saves, open_for_play
from .game_screen import GameScreen
from .replay_screen import ReplayScreen, export_and_say, names_msg
from .screen import Item, Menu, confirm

if TYPE_CHECKING:
    from .app import App

DAY = 24 * 60 * 60


def date_msg(when: float, now: float | None = None) -> Msg:
    """A save's date as the locale says it: "today at 19:58", "yesterday at 8:05", "29 November 2026 at 19:58"."""
    moment = time.localtime(when)
    today = time.localtime(now if now is not None else time.time())
    clock = {"hour": moment.tm_hour, "minute": moment.tm_min}
    day_number = _day_number(moment)
    today_number = _day_number(today)
    if day_number == today_number:
        return msg("saves-date-today", **clock)
    if day_number == today_number - 1:
        return msg("saves-date-yesterday", **clock)
    return msg("saves-date", day=moment.tm_mday, month=moment.tm_mon, year=str(moment.tm_year), **clock)


def _day_number(moment: time.struct_time) -> int:
    """Days since the epoch of a local date (for today / yesterday)."""
    return int(time.mktime((moment.tm_year, moment.tm_mon, moment.tm_mday, 12, 0, 0, 0, 0, -1)) // DAY)


def save_msg(info: SaveInfo, now: float | None = None) -> Msg:
    """One save as spoken in the list: game, its name if any, players, round (or finished), date."""
    return msg(
        "saves-item",
        game=msg(f"{info.game}-title"),
        named=not info.autosave,
        name=info.name,
        players=names_msg(info.seats),
        round=info.round,
        moves=info.moves,
        finished=info.finished,
        date=date_msg(info.updated, now),
    )


def bad_msg(path: Path, reason: str) -> Msg:
    """A file that cannot be used, as listed: its name and why; it is left untouched."""
    return msg("saves-bad-item", file=path.name, reason=reason)


class SavesMenu(Menu):
    """Every save, newest first, then the files that cannot be read; Enter opens a save's actions."""

    def __init__(self, app: "App") -> None:
        super().__init__(app, msg("saves-title", count=0, bad=0), help_id="saves-help")
        self.saves: list[SaveInfo] = []
        self.bad: list[tuple[Path, str]] = []
        self.shown_before = False

    def build(self) -> list[Item]:
        """Read the saves folder again (files may have changed) and list it."""
        self.saves, self.bad = list_saves()
        items = [Item(save_msg(info), lambda info=info: self.open_actions(info), key=str(info.path))
                 for info in self.saves]
        items.extend(Item(bad_msg(path, reason), lambda path=path, reason=reason: self.explain(path, reason),
                          key=str(path)) for path, reason in self.bad)
        return items

    def on_show(self) -> None:
        """The title with the counts; the first time, a word about unreadable files."""
        self.refresh()
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
        self.app.say(msg("saves-bad", file=path.name, reason=reason))


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
        self.app.problem(msg("saves-bad", file=self.info.path.name, reason=error.reason))

    def continue_game(self) -> None:
        """Play on: this menu and the list close, the game opens over the main menu."""
        try:
            session = open_for_play(self.info.path)
        except BadFile as error:
            self.report(error)
            return
        self.app.pop(announce=False)
        if isinstance(self.app.top, SavesMenu):
            self.app.pop(announce=False)
        self.app.push(GameScreen(self.app, session, resumed=True))

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
        try:
            self.info.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            self.app.cue("invalid")
            self.app.say(msg("saves-delete-failed"))
            return
        self.app.pop(announce=False)
        top = self.app.top
        if isinstance(top, SavesMenu):
            top.refresh()
            self.app.say(msg("saves-deleted"), top.item_msg())
        else:
            self.app.say(msg("saves-deleted"))
