"""The one interface the table server keeps its tables through, whichever database holds them.

`PostgresStore` (pgstore.py) is asynchronous by itself: its calls wait on the network, and the
server runs each request as a task of its own so the event loop serves other tables meanwhile.
SQLite is a file on this machine: `SqliteTables` gives its `Store` the same coroutine interface and
runs each call at once, on the loop's thread, since a call takes microseconds (no fsync: WAL with
synchronous=NORMAL, checkpoints on a worker thread) and a coroutine that never waits lets a request
be served start to end before the next is read, as it always was.
"""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, AsyncContextManager, AsyncIterator, Protocol

from .store import Store
from .table import Entry, Table

if TYPE_CHECKING:
    from .pgstore import PostgresStore


class TableStore(Protocol):
    """What the server asks of its store: steps, ownership, presence and the stored tables."""

    shared: bool
    waits: bool
    changed: asyncio.Event

    @property
    def closed(self) -> bool:
        """True once closed."""

    @property
    def broken(self) -> bool:
        """True when the link to the database is gone."""

    async def open(self) -> None:
        """Connect (called by the server's start)."""

    async def close(self) -> None:
        """Close; closing twice does nothing."""

    async def checkpoint(self) -> None:
        """Copy the write-ahead log into the database file, off the event loop."""

    def unreachable(self, error: BaseException) -> bool:
        """True when `error` says the database cannot be reached (rather than that one call failed)."""

    async def reopen(self) -> None:
        """Connect again after the link broke; what was owned and held is forgotten."""

    def step(self, table: Table) -> AsyncContextManager[list[Entry]]:
        """One change to a table, as one transaction: yields the steps other processes added first."""

    async def catch_up(self, table: Table) -> list[Entry]:
        """Bring this copy up to date with what other processes stored; the new steps."""

    def take(self) -> set[str]:
        """The codes other processes changed since the last call."""

    async def own(self, code: str) -> bool:
        """Try to become the table's owner."""

    def owns(self, code: str) -> bool:
        """True while this process owns the table."""

    def disown(self, code: str) -> None:
        """Give the table's ownership up."""

    async def orphans(self, limit: int = 100) -> list[str]:
        """Open tables no process owns."""

    def hold(self, code: str, seat: int) -> None:
        """A connection of this process holds the seat now (inside the table's step)."""

    async def release(self, code: str, seat: int) -> bool:
        """This process's connection left the seat; False when a connection elsewhere holds it now."""

    async def add_table(self, table: Table) -> None:
        """Store a new table and its seats."""

    def add_entry(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store one log step (inside the table's step)."""

    def set_flags(self, table: Table) -> None:
        """Store the host's choices (inside the table's step)."""

    async def archive(self, code: str) -> None:
        """Mark a table finished."""

    async def open_codes(self) -> list[str]:
        """The codes of the tables not finished, the most recently played first."""

    async def count_open(self) -> int:
        """How many tables are not finished."""

    async def is_open(self, code: str) -> bool:
        """True when this table exists and is not finished."""

    async def expired(self, before: float) -> list[str]:
        """Tables finished before `before`, or abandoned since then."""

    async def remove(self, codes: list[str]) -> None:
        """Delete these tables with their seats and logs."""

    async def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""

    async def has_token(self, code: str, token: str) -> bool:
        """True when a seat of the table `code` has this token hash."""

    async def load_table(self, code: str) -> Table | None:
        """The stored table with this code, rebuilt by replaying its log; None when there is none."""


class SqliteTables:
    """The SQLite `Store` behind the coroutine interface: every call runs at once and never waits."""

    shared = False
    waits = False  # a request is served start to end at once, before the next is read

    def __init__(self, store: Store) -> None:
        self.store = store
        self.changed = asyncio.Event()

    @property
    def closed(self) -> bool:
        """True once closed."""
        return self.store.closed

    @property
    def broken(self) -> bool:
        """A file on this machine: never."""
        return False

    async def open(self) -> None:
        """Nothing to connect: the file was opened with the store."""

    async def close(self) -> None:
        """Close the database (its log checkpointed first)."""
        self.store.close()

    async def checkpoint(self) -> None:
        """Checkpoint on a worker thread, so its fsync never stalls play."""
        await asyncio.to_thread(self.store.checkpoint)

    def unreachable(self, error: BaseException) -> bool:
        """A file on this machine is never out of reach."""
        return False

    async def reopen(self) -> None:
        """Nothing to connect again."""

    @asynccontextmanager
    async def step(self, table: Table) -> AsyncIterator[list[Entry]]:
        """One change to a table: no other process writes here, so nothing to catch up and nothing to lock."""
        yield []

    async def catch_up(self, table: Table) -> list[Entry]:
        """No other process adds steps."""
        return []

    def take(self) -> set[str]:
        """No other process sends notifications."""
        return set()

    async def own(self, code: str) -> bool:
        """The only process owns every table."""
        return True

    def owns(self, code: str) -> bool:
        """The only process owns every table."""
        return True

    def disown(self, code: str) -> None:
        """Nothing to give up."""

    async def orphans(self, limit: int = 100) -> list[str]:
        """No table lacks its owner here."""
        return []

    def hold(self, code: str, seat: int) -> None:
        """Seats held are known to the one process already."""

    async def release(self, code: str, seat: int) -> bool:
        """No connection elsewhere can hold the seat."""
        return True

    async def add_table(self, table: Table) -> None:
        """Store a new table and its seats."""
        self.store.add_table(table)

    def add_entry(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store one log step (and the seat it changed) in one transaction."""
        self.store.add_entry(table, entry, seat_changed, forget_chat)

    def set_flags(self, table: Table) -> None:
        """Store the host's choices."""
        self.store.set_flags(table)

    async def archive(self, code: str) -> None:
        """Mark a table finished."""
        self.store.archive(code)

    async def open_codes(self) -> list[str]:
        """The codes of the tables not finished, the most recently played first."""
        return self.store.open_codes()

    async def count_open(self) -> int:
        """How many tables are not finished."""
        return self.store.count_open()

    async def is_open(self, code: str) -> bool:
        """True when this table exists and is not finished."""
        return self.store.is_open(code)

    async def expired(self, before: float) -> list[str]:
        """Tables finished before `before`, or abandoned since then."""
        return self.store.expired(before)

    async def remove(self, codes: list[str]) -> None:
        """Delete these tables with their seats and logs."""
        self.store.remove(codes)

    async def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""
        return self.store.has_code(code)

    async def has_token(self, code: str, token: str) -> bool:
        """True when a seat of the table `code` has this token hash."""
        return self.store.has_token(code, token)

    async def load_table(self, code: str) -> Table | None:
        """The stored table with this code, rebuilt by replaying its log."""
        return self.store.load_table(code)


def table_store(store: "Store | PostgresStore | TableStore") -> TableStore:
    """The store as the server calls it: SQLite's behind the coroutine interface, PostgreSQL's as it is."""
    return SqliteTables(store) if isinstance(store, Store) else store
