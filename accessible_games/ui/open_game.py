"""Saves as the player hears them (a save, its players, its date, why it cannot be used) and a game's
lock: what every screen that opens or lists games needs, depending on no screen."""

from __future__ import annotations

import time
from typing import Any

from ..core.messages import Msg, msg, names_msg
from ..files import BadFile, FolderUnreadable, WriteRefused, fault_reason
from ..locks import GameBusy, GameLock, LockFailed
from ..saves import SaveInfo, saves_dir
from ..session import Session

DAY = 24 * 60 * 60


def lock_game(session: Session) -> GameLock:
    """Take the lock of the session's game (GameBusy when another running copy has it)."""
    return GameLock.take(saves_dir(), session.game_id)


def lock_new_game(session: Session) -> GameLock:
    """The lock of a game this copy makes (new, or a copy of another): a busy id is forked to a fresh one;
    a fresh id that cannot be locked is played unlocked, as no other copy knows it (and any other copy
    that finds its save cannot lock it either, so treats it as busy)."""
    try:
        return lock_game(session)
    except LockFailed:
        return GameLock(None, None)
    except GameBusy:
        session.fork()
    try:
        return lock_game(session)
    except GameBusy:
        return GameLock(None, None)


def cause_msg(error: BaseException) -> Msg:
    """Why a file operation failed, as a phrase: disk full, permission denied, read-only disk, too large..."""
    if isinstance(error, WriteRefused):
        return msg("fault-cause", fault=error.reason)
    return msg("fault-cause", fault=fault_reason(error) if isinstance(error, OSError) else "other")


def bad_save_msg(error: BadFile, listed: bool = False) -> Msg:
    """Why a save cannot be used, truthfully: cannot be read (and why), or what is wrong in it."""
    if error.reason == "unreadable":
        return msg("save-unreadable", file=error.path.name, cause=cause_msg(error.__cause__ or OSError()))
    return msg("saves-bad" if listed else "save-bad", reason=error.reason, file=error.path.name)


def folder_unreadable_msg(error: FolderUnreadable) -> Msg:
    """The saves folder cannot be listed: which folder and why (not "there is no game")."""
    return msg("saves-folder-unreadable", folder=str(error.folder), cause=cause_msg(error.error))


def date_msg(when: float, now: float | None = None) -> Msg:
    """A save's date as the locale says it: "today at 19:58", "yesterday at 8:05", "29 November 2026 at 19:58"."""
    moment = time.localtime(when)
    today = time.localtime(now if now is not None else time.time())
    clock: dict[str, Any] = {"hour": moment.tm_hour, "minute": moment.tm_min}
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
