"""Players leaving and coming back: absence timers, bots standing in, and the owner's duties toward a table."""

from __future__ import annotations

import asyncio
import logging
import math

from .table import HUMAN, Table
from .state import ServerState
from .connection import Connection


log = logging.getLogger("accessible_games.net")


class Presence(ServerState):
    """Who is at a table, and what happens while a player is away."""

    def _duties(self, table: Table) -> None:
        """What the table's owning process does: an absence timer for each human seat no connection holds
        (anywhere), none for a held one, and the bots woken. A process that does not own it does none of it."""
        code = table.code
        if table.over or not self.db.owns(code):
            for key in [key for key in self.timers if key[0] == code]:
                self.timers.pop(key).cancel()
            task = self.bots.pop(code, None)
            if task is not None:
                task.cancel()
            return
        for index, seat in enumerate(table.seats):
            if seat.kind == HUMAN and not self._held(table, index):
                if (code, index) not in self.timers and not seat.stand_in:
                    self._start_absence(table, index)
            else:
                timer = self.timers.pop((code, index), None)
                if timer is not None:
                    timer.cancel()
        for index in list(table.holder_gone):
            if (code, index) not in self.saying_away:
                self.saying_away.add((code, index))
                self._start(self._holder_gone(table, index))
        self._wake_bots(table)

    async def _holder_gone(self, table: Table, seat: int) -> None:
        """The seat's link was on a process that died: the table hears that its player is away (once: the store
        forgets that link), and the absence allowance runs as for any player who left."""
        try:
            async with self._step(table):
                holder = table.holder_gone.pop(seat, None)
                if holder is None or self._held(table, seat) or table.over:
                    return
                self.db.let_go(table.code, seat, holder)
                self._publish(table, table.notice("net-seat-away", seat))
        except Exception as error:  # noqa: BLE001 - the table is reloaded when next needed, and says it then
            if not self._unreachable(error):
                log.exception("a seat left on a stopped process could not be freed at table %s", table.shown)
        finally:
            self.saying_away.discard((table.code, seat))

    def _left(self, conn: Connection) -> None:
        self.lobby.leave(conn)
        if conn.knock is not None:
            self.knock_withdrawn(conn.knock)
        table, seat = conn.table, conn.seat
        if table is None:
            return
        self.listeners[table.code].discard(conn)
        if (table.over or not self.db.owns(table.code)) and not self.listeners[table.code]:
            self._forget(table.code)  # archived (stored for replays), or owned by another process: out of memory
        if seat is None or self.holders.get((table.code, seat)) is not conn:
            return
        del self.holders[(table.code, seat)]
        self._start(self._leave(table, seat))

    async def _leave(self, table: Table, seat: int) -> None:
        """A seat's link went: the seat is free in the store and, at a game going on, the table hears it."""
        if self.db.closed:  # a stopped server: the seat is free once its process is gone
            return
        try:
            if table.over:
                await self.db.release(table.code, seat)
                return
            async with self._step(table):
                if (table.code, seat) in self.holders:
                    return  # the seat's player came back here meanwhile
                if not await self.db.release(table.code, seat) or table.over:
                    return  # a newer connection on another process holds the seat now
                self._publish(table, table.notice("net-seat-away", seat))
        except Exception as error:  # noqa: BLE001 - the link is gone either way; the table is reloaded when next needed
            if not self._unreachable(error):
                log.exception("a seat's leaving could not be stored")
            return
        self._start_absence(table, seat)

    def _start_absence(self, table: Table, seat: int) -> None:
        """After the table's absence allowance, a bot stands in for this seat until it returns (never, at
        a table whose allowance is infinite); while every player is away the table pauses (see `present`)."""
        if math.isinf(table.absence) or not self.db.owns(table.code):
            return

        def expire() -> None:
            self.timers.pop((table.code, seat), None)
            if self.tables.get(table.code) is table:
                self._start(self._stand_in(table, seat))

        old = self.timers.pop((table.code, seat), None)
        if old is not None:
            old.cancel()
        self.timers[(table.code, seat)] = asyncio.get_running_loop().call_later(table.absence, expire)

    async def _stand_in(self, table: Table, seat: int) -> None:
        """The absence allowance is over: a bot stands in for the seat, unless its player is back."""
        try:
            async with self._step(table):
                if not self._held(table, seat) and not table.over and not table.seats[seat].stand_in:
                    self._publish(table, table.notice("net-seat-bot", seat))
        except Exception as error:  # noqa: BLE001 - the table is reloaded when next needed
            if not self._unreachable(error):
                log.exception("a bot could not stand in at table %s", table.shown)
