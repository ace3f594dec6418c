"""Tables kept and let go: the open tables loaded, expired and unplayed tables removed, unheld ones forgotten."""

from __future__ import annotations

import asyncio
import gc
import logging
import time

from .guard import DAY
from .state import ServerState


log = logging.getLogger("accessible_games.net")

EXPIRE_EVERY = 3600.0  # seconds between clearings of expired tables
CHECKPOINT_EVERY = 5.0  # seconds between checkpoints of the database's write-ahead log


class Upkeep(ServerState):
    """Which tables this process keeps in memory and the store keeps at all."""

    async def _load_open_tables(self) -> None:
        """Bring every open table into memory, most recently played first, one at a time between requests."""
        for code in await self.db.open_codes():
            await self.table(code)
            await asyncio.sleep(0)
        gc.freeze()  # the rebuilt tables live long: later collections need not walk them
        log.info("open tables loaded: %d", len(self.tables))

    async def _expire_now_and_then(self) -> None:
        """Remove tables finished (or abandoned) longer ago than the keeping time, now and every hour."""
        while True:
            await asyncio.sleep(1.0)
            try:
                await self.expire()
            except Exception as error:  # noqa: BLE001 - retried at the next round; nothing is lost by waiting
                if not self._unreachable(error):
                    log.exception("expired tables could not be removed")
            await asyncio.sleep(EXPIRE_EVERY)

    async def expire(self) -> int:
        """Remove expired tables (none with a link at it); return how many went. Finished tables
        brought into memory by a look-up and left by everyone go back to the archive."""
        for code in [code for code, table in self.tables.items() if table.over and not self.listeners.get(code)]:
            self._forget(code)
        codes = [
            code
            for code in await self.db.expired(time.time() - self.limits.keep_days * DAY)
            if not self.listeners.get(code)
        ]
        for start in range(0, len(codes), 200):
            batch = codes[start : start + 200]
            for code in batch:
                self._forget(code)
            await self.db.remove(batch)
            await asyncio.sleep(0)
        if codes:
            self.open_count = await self.db.count_open()
            self.stats["tables-expired"] += len(codes)
            log.info("expired tables removed: %d", len(codes))
        return len(codes)

    async def _sweep_unplayed_now_and_then(self) -> None:
        """Remove tables with no move that nobody sits at, a few times within the time they are kept."""
        every = max(0.1, min(60.0, self.limits.unplayed / 4))
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep_unplayed()
            except Exception as error:  # noqa: BLE001 - retried at the next round
                if not self._unreachable(error):
                    log.exception("unplayed tables could not be removed")

    async def sweep_unplayed(self) -> int:
        """Remove the tables that have had no move and nobody at them for the `--unplayed-keep` time (a
        table opened and left, or made only to fill the server); return how many went."""
        now = time.monotonic()
        gone = []
        for code, table in self.tables.items():
            if (
                table.moves
                or table.over
                or self.listeners.get(code)
                or table.held_elsewhere
                or any(knock.table is table for knock in self.knocks.values())
                or not self.db.owns(code)
            ):
                self.unplayed.pop(code, None)
            elif now - self.unplayed.setdefault(code, now) >= self.limits.unplayed:
                gone.append(code)
        if not gone:
            return 0
        for code in gone:
            self.unplayed.pop(code, None)
            self._forget(code)
        await self.db.remove(gone)
        self.open_count = await self.db.count_open()
        self.stats["tables-unplayed"] += len(gone)
        log.info("tables with no move and nobody at them removed: %d", len(gone))
        return len(gone)

    def _unheld(self, code: str) -> bool:
        """True when no link of this process sits at, listens to or knocks at the table, and this process need not
        keep it: finished, owned by another process, or owned here while its players sit at other processes
        (they take it over once it is let go). A table owned here that nobody holds anywhere stays: its
        bots, absences and pause are this process's duties."""
        table = self.tables.get(code)
        if table is None or self.listeners.get(code) or any(knock.table is table for knock in self.knocks.values()):
            return False
        if any(key[0] == code for key in self.holders):
            return False
        return table.over or not self.db.owns(code) or bool(table.held_elsewhere)

    def _drop_if_unheld(self, code: str) -> None:
        """Forget a table a failed look-up brought in, unless something of this process holds it."""
        if self._unheld(code):
            self.stats["tables-unheld"] += 1
            self._forget(code)

    async def _drop_unheld_now_and_then(self) -> None:
        """Every `drop_idle` seconds, forget the tables found unheld at this look and the one before (so a table
        goes within two looks of its last link here: a minute by default), sparing what a link holds meanwhile."""
        seen: set[str] = set()
        while True:
            await asyncio.sleep(self.limits.drop_idle)
            unheld = {code for code in self.tables if self._unheld(code)}
            for code in unheld & seen:
                lock = self.locks.get(code)
                if lock is None or not lock.locked():  # no step of it on its way
                    self.stats["tables-unheld"] += 1
                    self._forget(code)
            seen = {code for code in unheld if code in self.tables}

    def _forget(self, code: str) -> None:
        """Drop a table from memory: its bots, timers and limits (the database keeps it until it expires)."""
        self.tables.pop(code, None)
        self.listeners.pop(code, None)
        task = self.bots.pop(code, None)
        if task is not None:
            task.cancel()
        for key in [key for key in self.timers if key[0] == code]:
            self.timers.pop(key).cancel()
        self.creators.closed(code)
        self.chat.forget(code)
        self.db.disown(code)
        lock = self.locks.get(code)
        if lock is not None and not lock.locked():  # none holds it nor waits for it
            del self.locks[code]

    async def _checkpoint_now_and_then(self) -> None:
        """Checkpoint the database's log every few seconds on a worker thread, so its fsync never stalls play."""
        while True:
            await asyncio.sleep(CHECKPOINT_EVERY)
            try:
                await self.db.checkpoint()
            except Exception:  # noqa: BLE001 - a failed checkpoint is retried; the log keeps every step meanwhile
                log.exception("checkpoint failed")
