"""A store shared by several server processes (PostgreSQL): notifications relayed, orphan tables taken over,
and a database outage ridden out.
"""

from __future__ import annotations

import asyncio
import logging

from .table import Entry, Table
from .state import ServerState
from .connection import BACK_SOON, REPLACED


log = logging.getLogger("accessible_games.net")

ADOPT_EVERY = 1.0  # seconds between looks for tables whose owning process is gone (a shared store)
ADOPT_BATCH = 500  # such tables taken over in one look
OUTAGE_DELAYS = (0.25, 0.5, 1.0, 2.0)  # seconds between tries to reach the database again; the last repeats


class Sharing(ServerState):
    """Keeping this process's copies in step with the other processes and the database."""

    async def _follow_notifications(self) -> None:
        """Other processes changed tables: bring the copies here up to date and tell their connections,
        each table in a task of its own (a slow one holds up no other), one waiting per table at most."""
        while True:
            await self.db.changed.wait()
            codes = self.db.take()
            if self.db.broken or self.outage:
                self._store_lost()
                await self.store_back.wait()
                continue
            for code in codes:
                if code in self.tables and code not in self.catching:
                    self.catching.add(code)
                    self._start(self._bring_up_to_date(code))

    async def _bring_up_to_date(self, code: str) -> None:
        """Catch one table's copy up with the steps stored elsewhere, and relay them."""
        table = self.tables.get(code)
        if table is None:
            self.catching.discard(code)
            return
        async with self._lock(code):
            self.catching.discard(code)  # a notification from now on asks for another catch-up
            if self.tables.get(code) is not table:
                return
            try:
                caught = await self.db.catch_up(table)
            except Exception as error:  # noqa: BLE001 - this table is reloaded; the others go on
                if not self._unreachable(error):
                    log.exception("table %s could not be brought up to date", code)
                    self._drop(code)
                return
            self._relay(table, caught)

    def _unreachable(self, error: BaseException) -> bool:
        """True when `error` says the shared store cannot be reached (then the outage is ridden out)."""
        if not self.db.shared or self.db.closed or not (self.outage or self.db.unreachable(error)):
            return False
        self._store_lost()
        return True

    def _store_lost(self) -> None:
        """The shared store's link broke (the database restarts, crashed or cannot be reached): every table
        leaves memory (its copy may be behind what the database keeps), each link at one is closed with
        "back in a moment" and comes back by itself; new links wait until the database is reached again."""
        if self.outage or self.db.closed:
            return
        self.outage = True
        self.store_back.clear()
        self.stats["store-outages"] += 1
        log.error("the connection to the database is lost; the tables are back once it is reached again")
        for code in list(self.tables):
            self._drop(code, BACK_SOON, "back in a moment")
        for knock in list(self.knocks.values()):
            self.tasks.start(knock.conn.ws.close(BACK_SOON, "back in a moment"), "closing a link")
        self.riding = self.tasks.start(self._ride_out(), "reaching the database again")

    async def _ride_out(self) -> None:
        """Reach the database again, waiting longer between tries (up to two seconds); then serve again:
        the tables load as their players come back, and the orphans' look takes up the rest at once."""
        tries = 0
        while not self.db.closed:
            await asyncio.sleep(OUTAGE_DELAYS[min(tries, len(OUTAGE_DELAYS) - 1)])
            tries += 1
            try:
                await self.db.reopen()
                self.open_count = await self.db.count_open()
            except Exception as error:  # noqa: BLE001 - not yet: tried again
                if tries in (1, 10) or tries % 100 == 0:
                    log.warning("the database is not reached yet (%s)", " ".join(str(error).split())[:200])
                continue
            self.outage = False
            self.store_back.set()
            self.riding = None
            log.info("the database is reached again after %d tries; the tables are back", tries)
            return

    def _relay(self, table: Table, caught: list[Entry]) -> None:
        """Steps another process stored: send each connection what it may know of them, stop connections whose
        seat a newer connection elsewhere holds, and take up the owner's duties."""
        code = table.code
        if caught:
            self.stats["relayed"] += len(caught)
            if table.over and not table.archived:
                table.archived = True
                self.creators.closed(code)
                self.chat.forget(code)
            texts: dict[int | None, str] = {}
            for conn in list(self.listeners.get(code, ())):
                if conn.seat not in texts:
                    texts[conn.seat] = self._update(table, caught, conn.seat)
                conn.send_text(texts[conn.seat])
            table.forget_observations()
        for index in list(table.held_elsewhere):
            old = self.holders.pop((code, index), None)
            if old is not None:  # the newest connection wins: this one is told and stops
                old.table = None
                self.listeners[code].discard(old)
                self.tasks.start(old.ws.close(REPLACED, "replaced"), "closing a link")
        self._duties(table)

    async def _adopt_now_and_then(self) -> None:
        """A shared store: take over the open tables no process owns (an owner died, or none loaded them yet, or
        it let one go to the process where its players sit). A table this process holds a copy of is taken at
        once; another only when it was still without an owner at the look before, so the process where its
        players sit comes first."""
        before: set[str] = set()
        while True:
            try:
                orphans = await self.db.orphans(ADOPT_BATCH)
                waiting = {code for code in orphans if code not in self.tables}
                for code in orphans:
                    if code in waiting and code not in before:
                        continue
                    if not await self.db.own(code):
                        continue
                    if code in self.tables:
                        await self._bring_up_to_date(code)  # relayed, and the owner's duties taken up
                    else:
                        await self.table(code)
                    self.stats["tables-taken-over"] += 1
                before = waiting
                self.open_count = await self.db.count_open()
            except Exception as error:  # noqa: BLE001 - tried again at the next look
                if self.db.closed:
                    return
                if not self._unreachable(error):
                    log.exception("tables without an owner could not be taken over")
            if self.outage:
                await self.store_back.wait()  # the tables of this process are orphans now: taken back at once
            else:
                await asyncio.sleep(ADOPT_EVERY)
