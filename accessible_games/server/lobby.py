"""The lobby: the open tables of this process, listed for anyone who asks, updated live.

A table is listed only when its host chose so at creation (`listed`), its host is connected, it has a
seat free, it is not locked and not over. Private tables (the default) never appear, and the list takes
no input: it answers no question about any code, so it is no oracle for guessing. A listed table's code
is in its entry, since joining it is what the entry is for. The list holds at most LOBBY_LIMIT tables (the
ones that have waited longest), and a subscriber is sent a new list only when it changed, at most every
PUSH_EVERY seconds.

On SQLite the list is made from the tables this process holds in memory (they are all its tables). With
several processes on one PostgreSQL store it is read from the store (`reader`), so every process lists the
whole club's open tables: one query every PUSH_EVERY seconds while anyone follows, none otherwise.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Iterable

from .table import OPEN, Table
from ..core.wire import dumps, encode

if TYPE_CHECKING:
    from .server import Connection

log = logging.getLogger("accessible_games.net")

LOBBY_LIMIT = 50  # tables in one list at most
SUBSCRIBERS = 500  # links following the list at once (more are refused as the server being full)
PUSH_EVERY = 0.5  # seconds between looks for a change
LANGS = ("en", "ru", "fr")


def host_lang(value: Any) -> str:
    """The host's language as the lobby shows it: one the app speaks, else "" (unknown)."""
    return value if isinstance(value, str) and value in LANGS else ""


def listable(table: Table, host_present: bool) -> bool:
    """True when the table belongs in the lobby: listed by its host, who is here, a seat free, open, not over."""
    return (
        table.listed
        and host_present
        and table.host is not None
        and not table.locked
        and not table.archived
        and not table.over
        and table.open_seat() is not None
    )


def entry(table: Table, now: float) -> dict[str, Any]:
    """One listed table as the lobby shows it (no seat tokens, no names but the host's)."""
    assert table.host is not None
    return {
        "code": table.code,
        "shown": table.shown,
        "game": table.game.name,
        "variant": table.setup.variant,
        "host": table.seats[table.host].name,
        "free": sum(1 for seat in table.seats if seat.kind == OPEN),
        "seats": len(table.seats),
        "lang": table.lang,
        "waited": max(0, round(now - table.opened)),
    }


def listing(tables: Iterable[Table], present: Callable[[Table], bool], now: float) -> list[dict[str, Any]]:
    """The lobby's entries: listable tables, those that have waited longest first, at most LOBBY_LIMIT."""
    shown = sorted((t for t in tables if listable(t, present(t))), key=lambda t: (t.opened, t.code))
    return [entry(table, now) for table in shown[:LOBBY_LIMIT]]


def _same(entries: list[dict[str, Any]]) -> str:
    """What decides whether a list changed (the waiting times grow by themselves; the client counts them on)."""
    return dumps([{k: v for k, v in e.items() if k != "waited"} for e in entries])


class Lobby:
    """The links following the lobby, and the task that sends them each new list."""

    def __init__(
        self,
        tables: Callable[[], Iterable[Table]],
        present: Callable[[Table], bool],
        reader: Callable[[int], Awaitable[list[dict[str, Any]]]] | None = None,
    ) -> None:
        self.tables = tables
        self.present = present
        self.reader = reader  # the shared store's list (PostgreSQL), else this process's tables
        self.followers: set["Connection"] = set()
        self.last = ""
        self.task: asyncio.Task[None] | None = None

    async def current(self) -> list[dict[str, Any]]:
        """The list as it stands now."""
        if self.reader is not None:
            return await self.reader(LOBBY_LIMIT)
        return listing(self.tables(), self.present, time.time())

    async def follow(self, conn: "Connection") -> bool:
        """Send the link the list now and each change from here on; False when too many links follow."""
        if conn not in self.followers and len(self.followers) >= SUBSCRIBERS:
            return False
        self.followers.add(conn)
        entries = await self.current()
        conn.send("lobby", tables=entries, limit=LOBBY_LIMIT)
        if self.task is None or self.task.done():
            self.last = _same(entries)
            self.task = asyncio.ensure_future(self._push())
        return True

    def leave(self, conn: "Connection") -> None:
        """The link went away or sat down at a table."""
        self.followers.discard(conn)

    async def _push(self) -> None:
        """While anyone follows: every PUSH_EVERY seconds, a changed list to every follower."""
        while self.followers:
            await asyncio.sleep(PUSH_EVERY)
            try:
                entries = await self.current()
            except Exception:  # noqa: BLE001 - a store away for a moment: the followers keep the last list
                log.warning("the lobby could not be read", exc_info=True)
                continue
            same = _same(entries)
            if same != self.last:
                self.last = same
                text = encode("lobby", tables=entries, limit=LOBBY_LIMIT)
                for conn in list(self.followers):
                    conn.send_text(text)

    def stop(self) -> None:
        """Stop sending (the server stops)."""
        if self.task is not None:
            self.task.cancel()
        self.followers.clear()
