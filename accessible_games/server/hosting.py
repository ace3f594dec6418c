"""What a table's host may do: lock the table, let newcomers knock first, remove a seat, stop listeners.

A knock holds the newcomer's link until the host answers ("Boris asks to join"), or until
KNOCK_WAIT passes. Each choice of the host is a log step every seat hears, stored with the table.
"""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .table import HUMAN, Table
from ..core.wire import WireError

if TYPE_CHECKING:
    from .server import Connection

KNOCK_WAIT = 120.0  # seconds a knock waits for the host's answer
KNOCKS_AT_ONCE = 5  # knocks waiting at one table at most
FLAG_NOTICES = {
    "lock": ("net-table-locked", "net-table-unlocked"),
    "knock": ("net-table-knock-on", "net-table-knock-off"),
    "spectators": ("net-table-listening-on", "net-table-listening-off"),
}


@dataclass(eq=False)
class Knock:
    """A newcomer waiting at a table's door: who, on which link, until when."""

    number: int
    conn: "Connection"
    table: Table
    name: str
    timer: asyncio.TimerHandle | None = None


class HostControls:
    """The host's commands, mixed into the table server (which provides the attributes used here)."""

    knocks: dict[int, Knock]
    holders: dict[tuple[str, int], "Connection"]
    listeners: dict[str, set["Connection"]]
    sit_guest: Callable[["Connection", Table, str], None]
    _update: Callable[..., str]
    _numbers = itertools.count(1)

    def table_fields(self, table: Table, viewer: int | None) -> dict[str, Any]:
        """What an update says of the table's state: the host seat and choices; to the host, the knocks."""
        fields: dict[str, Any] = {
            "host": table.host,
            "locked": table.locked,
            "knock": table.knock,
            "spectators": table.spectators,
        }
        if viewer is not None and viewer == table.host:
            fields["knocks"] = [{"id": k.number, "name": k.name} for k in self.knocks.values() if k.table is table]
        return fields

    def knock(self, conn: "Connection", table: Table, name: str) -> None:
        """A newcomer asks to sit down: they wait, and the host hears who it is."""
        if sum(1 for k in self.knocks.values() if k.table is table) >= KNOCKS_AT_ONCE:
            raise WireError("rate-limited")
        knock = Knock(next(self._numbers), conn, table, name)
        knock.timer = asyncio.get_running_loop().call_later(KNOCK_WAIT, self.answer_knock, knock, False)
        self.knocks[knock.number] = knock
        conn.knock = knock
        conn.send("knocking", code=table.code, shown=table.shown)
        self.tell_host(table)

    def answer_knock(self, knock: Knock, yes: bool) -> None:
        """Let the newcomer in (they sit at the first open seat) or send them away."""
        if self.knocks.pop(knock.number, None) is None:
            return
        if knock.timer is not None:
            knock.timer.cancel()
        knock.conn.knock = None
        try:
            if not yes:
                raise WireError("not-let-in")
            self.sit_guest(knock.conn, knock.table, knock.name)
        except WireError as error:
            knock.conn.send("error", code=error.code, ref=None)
            self.tell_host(knock.table)

    def knock_withdrawn(self, knock: Knock) -> None:
        """The newcomer went away before an answer."""
        if self.knocks.pop(knock.number, None) is not None:
            if knock.timer is not None:
                knock.timer.cancel()
            self.tell_host(knock.table)

    def tell_host(self, table: Table) -> None:
        """Send the host a fresh update (the knocks waiting have changed)."""
        if table.host is None:
            return
        conn = self.holders.get((table.code, table.host))
        if conn is not None:
            conn.send_text(self._update(table, [], table.host))
            table.forget_observations()

    def host_command(self, conn: "Connection", table: Table, kind: str, data: dict[str, Any]) -> None:
        """`host` (lock, knock, spectators), `let-in` and `remove`, from the table's host only."""
        if conn.seat is None or conn.seat != table.host:
            raise WireError("not-host")
        if kind == "host":
            self._set_flags(conn, table, data)
        elif kind == "let-in":
            knock = self.knocks.get(int(data["knock"]))
            if knock is None or knock.table is not table:
                raise WireError("malformed", "no such knock")
            self.answer_knock(knock, bool(data["yes"]))
        elif kind == "remove":
            self._remove(table, int(data["seat"]))

    def _set_flags(self, conn: "Connection", table: Table, data: dict[str, Any]) -> None:
        """Lock or unlock, knock first or not, listeners or none: stored, and heard by every seat."""
        changed = []
        for key, attribute in (("lock", "locked"), ("knock", "knock"), ("spectators", "spectators")):
            if key in data and bool(data[key]) != getattr(table, attribute):
                setattr(table, attribute, bool(data[key]))
                changed.append(FLAG_NOTICES[key][0 if data[key] else 1])
        if not changed:
            self.tell_host(table)
            return
        self.db.set_flags(table)  # type: ignore[attr-defined]
        assert conn.seat is not None
        for notice in changed:
            self._publish(table, table.notice(notice, conn.seat))  # type: ignore[attr-defined]
        if not table.knock:
            for knock in [k for k in self.knocks.values() if k.table is table]:
                self.answer_knock(knock, True)
        if not table.spectators:
            for listener in [c for c in self.listeners.get(table.code, ()) if c.seat is None]:
                listener.table = None
                self.listeners[table.code].discard(listener)
                listener.send("error", code="no-spectators", ref=None)
                asyncio.ensure_future(listener.ws.close(1000, "listening turned off"))

    def _remove(self, table: Table, index: int) -> None:
        """The seat is open again; its player is told and their link closed; their token no longer works."""
        if not 0 <= index < len(table.seats) or index == table.host or table.seats[index].kind != HUMAN or table.over:
            raise WireError("malformed", "no such player")
        timer = self.timers.pop((table.code, index), None)  # type: ignore[attr-defined]
        if timer is not None:
            timer.cancel()
        old = self.holders.pop((table.code, index), None)
        self._publish(table, table.remove_seat(index), seat_changed=index)  # type: ignore[attr-defined]
        if old is not None:
            old.table, old.seat = None, None
            self.listeners[table.code].discard(old)
            old.send("error", code="removed", ref=None)
            asyncio.ensure_future(old.ws.close(1000, "removed by the host"))
