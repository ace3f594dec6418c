"""Tables kept in PostgreSQL and shared by several server processes (psycopg 3, asynchronous).

The schema comes from the numbered files in `migrations/`, applied at start under an advisory lock
(two processes starting at once do not race) and recorded in `schema_version`.

Every step that changes a table runs in one transaction that locks the table's row (SELECT ... FOR
UPDATE). The row carries the newest step's number: a process whose copy of the table is behind first
replays the steps it missed, then adds its own as the next number, so no step is applied twice and
none is lost ((code, seq) is the log's key besides). Each log step is one call of `add_step` (a function
of migrations 0004 and 0005: the step, the table's newest step, and the notifications). Every process
registers the tables it holds a copy of (`interest`, migration 0005) and LISTENs on a channel of its own;
a change notifies only the other processes holding that table, which bring their copies up to date for
the connections they have there. A process alone with a table is not woken by its own steps.

An owner alone with a table (no other process registered) holds the table's lease, a second advisory
lock: no other process can write a step meanwhile (every other step takes the lease's key for its
transaction first), so the owner's copy is current and its step is the writes with BEGIN and COMMIT in
one round trip, without the row's lock. A process that registers tells the others (`tell_presence`);
the owner gives the lease up once its step on the way has committed.

The failed look-ups of every process are counted here too (`guesses`, one upsert a failure, read before
each look-up: guard.Guesses), so N processes give a guesser one allowance.

The duties of exactly one process (bots, absence timers) belong to the table's owner: the process
holding the table's advisory lock on its connection. When an owner dies its connection closes, the
lock goes with it, and another process takes the table over (`orphans`). A seat's `held_by` is the
backend pid of that owner connection, so every process knows who is present.

Nothing here blocks the event loop: each process has an owner connection (the advisory locks), a listener
connection (LISTEN, nothing else) and a small pool (psycopg_pool) that steps and reads take turns on.
Only the migrations at start run on a blocking connection, before the server listens.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any, AsyncIterator

import psycopg
from psycopg.pq import ExecStatus
from psycopg_pool import AsyncConnectionPool

from ..core.protocol import Setup
from ..games import get_game
from .table import Entry, Table, TableSeat
from ..core.tasks import Tasks
from ..core.wire import dumps

CHANNEL = "accessible_games_"  # and the owner connection's backend pid: each process's own channel
NAMESPACE = 6161  # the first key of every advisory lock this server takes
MIGRATION_LOCK = 0  # (NAMESPACE, 0): held while the schema is brought up to date
LEASE = 6162  # (LEASE, the table's key): held by an owner that writes the table's steps alone (`step`)
CONNECT_TIMEOUT = 10  # seconds to reach the database server at start
CLOSE_WAIT = 2.0  # seconds a closing store gives the release of locks on its way
POOL_SIZE = 4  # connections a process's steps and reads take turns on
POOL_WAIT = 10.0  # seconds a step waits for a free connection before it fails
APPLICATION = "accessible-games serve"
PURGE_BATCH = 200
GUESSES_KEPT = 1440  # minutes a shared count of failed look-ups is kept (a day)
INTEREST_SWEEP = 60.0  # seconds between deletions of the registrations of processes that are gone
SNAPSHOT = ("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", ())  # reads that see one moment of the database

log = logging.getLogger("accessible_games.net")
TUPLES_OK = ExecStatus.TUPLES_OK


def _json(value: Any) -> str:
    return dumps(value)


def lock_key(code: str) -> int:
    """The table's advisory lock key: 31 bits of the code's SHA-256, never 0 (the migration lock)."""
    return int.from_bytes(hashlib.sha256(code.encode("utf-8")).digest()[:4], "big") % 2147483646 + 1


async def unlock(connection: psycopg.AsyncConnection[Any], space: int, code: str) -> None:
    """Release the advisory lock (`space`, the table's key) that this connection's session holds."""
    await connection.execute("SELECT pg_advisory_unlock(%s, %s)", (space, lock_key(code)))


def migrations() -> list[tuple[int, str, str]]:
    """(number, name, SQL) of every migration shipped with the package, in order."""
    found = []
    for item in resources.files("accessible_games.server.migrations").iterdir():
        name = item.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name, item.read_text(encoding="utf-8")))
    return sorted(found)


def migrate(db: psycopg.Connection[Any]) -> int:
    """Apply the migrations this database lacks, each in its own transaction; return the schema version."""
    db.execute("SELECT pg_advisory_lock(%s, %s)", (NAMESPACE, MIGRATION_LOCK))
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
            "applied DOUBLE PRECISION NOT NULL)"
        )
        done = {version for (version,) in db.execute("SELECT version FROM schema_version")}
        for version, name, sql in migrations():
            if version in done:
                continue
            with db.transaction():
                db.execute(sql.encode("utf-8"))  # bytes: several statements in one simple query
                db.execute("INSERT INTO schema_version VALUES (%s, %s, %s)", (version, name, time.time()))
        row = db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()
        return int(row[0]) if row else 0
    finally:
        db.execute("SELECT pg_advisory_unlock(%s, %s)", (NAMESPACE, MIGRATION_LOCK))


Statement = tuple[str, tuple[Any, ...]]


async def result_sets(cursor: psycopg.AsyncCursor[Any], statements: list[Statement]) -> list[list[Any]]:
    """Run several statements as one simple query (one round trip; the values bound on the client side,
    escaped by psycopg) and return the rows of each statement that has rows, in order.

    Not a pipeline: in pipeline mode psycopg's asynchronous wait polls the socket for writing as well,
    and the event loop spun on it while a query was on its way (a third of a serve process's CPU)."""
    await cursor.execute("; ".join(sql for sql, _ in statements), tuple(v for _, values in statements for v in values))
    found: list[list[Any]] = []
    while True:
        result = cursor.pgresult  # its status, not `description` (which builds every column's object)
        if result is not None and result.status == TUPLES_OK:
            found.append(await cursor.fetchall())
        if not cursor.nextset():
            return found


class Work:
    """One step's writes, held until the step commits: they go to the database with the COMMIT, in one round trip.

    A step begun without the lock's round trip (`pool` given, no connection yet) takes a connection from the pool
    when it first sends, and begins its transaction with those writes."""

    def __init__(
        self,
        db: psycopg.AsyncConnection[Any] | None,
        pool: AsyncConnectionPool[psycopg.AsyncConnection[Any]] | None = None,
    ) -> None:
        self.db = db
        self.pool = pool
        self.taken: psycopg.AsyncConnection[Any] | None = None  # the connection taken from the pool, given back after
        self.statements: list[Statement] = []
        self.notified = False  # a statement held notifies the other processes already (add_step does)

    async def send(self, *last: Statement) -> list[list[Any]]:
        """Send the held writes and then `last`, in one round trip; the rows of those that have rows."""
        statements, self.statements = [*self.statements, *last], []
        if not statements:
            return []
        if self.db is None:
            if self.pool is None:
                raise psycopg.OperationalError("the store is not open")
            self.db = self.taken = await self.pool.getconn()
            statements.insert(0, ("BEGIN", ()))
        return await result_sets(self.db.cursor(), statements)


class PostgresStore:
    """The tables in a PostgreSQL database, shared with every other server process using it.

    Every call that reaches the database is a coroutine on psycopg's asynchronous connections: the
    event loop serves other tables while one waits. A step's writes are held (`add_entry`, `set_flags`,
    `hold` return at once) and leave with its COMMIT.
    """

    shared = True
    waits = True  # its calls wait on the network: the server runs each request as a task of its own

    def __init__(self, url: str, pool_size: int = POOL_SIZE) -> None:
        self.url = url
        self.pool_size = pool_size
        with psycopg.connect(
            url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, application_name=APPLICATION
        ) as db:  # at once: an unreachable database fails `serve` at start
            self.version = migrate(db)
        self.pool: AsyncConnectionPool[psycopg.AsyncConnection[Any]] | None = None
        self.owner: psycopg.AsyncConnection[Any] | None = None  # holds the advisory locks of the tables owned
        self.listener: psycopg.AsyncConnection[Any] | None = None  # LISTENs, and does nothing else
        self.pid = 0  # the owner connection's backend: what a seat's `held_by` names, alive while this process is
        self.pending: set[str] = set()  # codes other processes changed since they were last taken
        self.changed = asyncio.Event()
        self.owned: set[str] = set()
        self._unlocks: list[str] = []  # tables given up, whose locks are released before the next lock is taken
        self._work: dict[str, Work] = {}  # the open step of each table
        self._unheard: set[str] = set()  # tables that left memory, whose registration (`interest`) is withdrawn
        self._withdrawing: dict[str, asyncio.Future[None]] = {}  # registrations being withdrawn now
        self._interest_swept = 0.0  # when the registrations of processes that are gone were last deleted
        self.leased: set[str] = set()  # owned tables whose steps this process writes alone (the lease, `step`)
        self._lease_tried: set[str] = set()  # owned tables whose lease was tried since a process last came or left
        self._presence: dict[str, int] = {}  # how many times another process came to or left each table
        self._giving_up: set[str] = set()  # leases being given up (not tried for meanwhile)
        self._lease_unlocks: list[str] = []  # leases of tables given up, released before the next lock is taken
        self._fast: dict[str, asyncio.Future[None]] = {}  # each table's step now on its way without the lock
        self._listening: asyncio.Task[None] | None = None
        self._tasks = Tasks()  # locks being released: awaited before the store closes
        self.lost = False
        self.closed = False
        self._guesses_swept = 0  # the minute the shared failed look-ups older than a day were last deleted

    # --- the connections -----------------------------------------------------------------
    async def open(self) -> None:
        """Connect: the owner and listener connections, and the pool the steps and reads take turns on."""
        if self.pool is not None:
            return
        self.owner = await self._connect()
        self.pid = int(self.owner.info.backend_pid)
        self.listener = await self._connect()
        await self.listener.execute(f"LISTEN {self.channel}")
        self.pool = AsyncConnectionPool(
            self.url,
            min_size=self.pool_size,
            max_size=self.pool_size,
            open=False,
            kwargs={
                "autocommit": True,
                "connect_timeout": CONNECT_TIMEOUT,
                "application_name": APPLICATION,
                "cursor_factory": psycopg.AsyncClientCursor,
            },
            configure=self._configure,
            timeout=POOL_WAIT,
            name="accessible-games",
        )
        await self.pool.open(wait=True, timeout=CONNECT_TIMEOUT)
        self._listening = asyncio.ensure_future(self._listen())

    async def _connect(self) -> psycopg.AsyncConnection[Any]:
        db = await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, application_name=APPLICATION
        )
        await self._configure(db)
        return db

    @staticmethod
    async def _configure(db: psycopg.AsyncConnection[Any]) -> None:
        # The database's own default (synchronous_commit on): a step is written to the database's log before
        # its COMMIT returns, so a move a player heard outlives a crash of the database server (kill -9 of the
        # postmaster: with the commit asynchronous, the last moments' steps went with its memory).
        await db.execute("SET synchronous_commit = on")

    @property
    def channel(self) -> str:
        """The channel this process hears the other processes' changes of the tables it holds on."""
        return f"{CHANNEL}{self.pid}"

    async def _listen(self) -> None:
        """Take the codes other processes name in their notifications, until the connection breaks."""
        assert self.listener is not None
        prefix, channel = f"{self.pid} ", self.channel
        try:
            async for notify in self.listener.notifies():
                if notify.channel != channel or notify.payload.startswith(prefix):
                    continue
                code = notify.payload.split(" ", 1)[-1]
                if code.endswith(" *"):  # another process came to the table or left it (`tell_presence`)
                    self._came_or_left(code[:-2])
                else:
                    self.pending.add(code)
                    self.changed.set()
        except (psycopg.Error, OSError):
            if not self.closed:
                log.error("the database's notifications stopped")
        self.lost = not self.closed
        self.changed.set()

    def unreachable(self, error: BaseException) -> bool:
        """True when `error` says the database cannot be reached (a connection lost or refused, the server
        shutting down or starting), not that a statement failed."""
        if self.broken or isinstance(error, OSError):
            return True
        if not isinstance(error, (psycopg.OperationalError, psycopg.InterfaceError)):
            return False
        state = getattr(error, "sqlstate", None)
        return state is None or state.startswith(("08", "57P"))

    async def reopen(self) -> None:
        """After the link broke (the database restarted, crashed or was unreachable): drop every connection
        and connect again. What this process owned and held is forgotten (the locks went with the old owner
        connection); the caller loads its tables again from what the database kept."""
        old = (self._listening, self.pool, self.listener, self.owner)
        self._listening, self.pool, self.listener, self.owner = None, None, None, None
        self.owned, self._unlocks, self._work, self.pending = set(), [], {}, set()
        self._unheard, self._withdrawing = set(), {}  # the old registrations go with the old pid (`orphans`)
        self.leased, self._lease_tried, self._presence, self._giving_up = set(), set(), {}, set()
        self._lease_unlocks, self._fast = [], {}  # the leases went with the old owner connection
        listening, pool, *connections = old
        if listening is not None:
            listening.cancel()
            await asyncio.gather(listening, return_exceptions=True)
        if pool is not None:
            try:
                await pool.close(timeout=0.5)
            except Exception:  # noqa: BLE001 - a pool whose server went away closes as it can
                pass
        for db in connections:
            if db is not None:
                try:
                    await db.close()
                except Exception:  # noqa: BLE001 - closed either way
                    pass
        try:
            await self.open()
        except BaseException:
            await self.reopen_failed()
            raise
        self.lost = False

    async def reopen_failed(self) -> None:
        """Close what a failed reopen did connect, so the next try starts clean."""
        pool, self.pool = self.pool, None
        for db in (self.listener, self.owner):
            if db is not None:
                await db.close()
        self.listener = self.owner = None
        if pool is not None:
            await pool.close(timeout=0.5)

    def take(self) -> set[str]:
        """The codes named by other processes since the last call."""
        taken, self.pending = self.pending, set()
        self.changed.clear()
        return taken

    @property
    def broken(self) -> bool:
        """True when the link to the database is gone (the notifications stopped, or a connection broke)."""
        return self.lost or any(db is not None and db.broken for db in (self.owner, self.listener))

    async def checkpoint(self) -> None:
        """Nothing to do: PostgreSQL checkpoints by itself."""

    async def close(self) -> None:
        """Close the connections (which releases this process's locks); closing twice does nothing."""
        if self.closed:
            return
        self.closed = True
        await self._tasks.close(CLOSE_WAIT)  # the locks given up are released (or the connection's end does it)
        if self._listening is not None:
            self._listening.cancel()
            await asyncio.gather(self._listening, return_exceptions=True)
        if self.pool is not None:
            await self.pool.close(timeout=2.0)
        for db in (self.listener, self.owner):
            if db is not None:
                await db.close()

    def _pool(self) -> AsyncConnectionPool[psycopg.AsyncConnection[Any]]:
        if self.pool is None:
            raise psycopg.OperationalError("the store is not open")
        return self.pool

    def _notify(self, code: str) -> Statement:
        """The statement that tells the other processes holding this table that it changed (migration 0005)."""
        return "SELECT tell(%s, %s)", (code, self.pid)

    def _register(self, code: str) -> list[Statement]:
        """The statements (a transaction of their own) that register this process as holding the table, taking
        its row FOR SHARE: they wait for a step that holds the row, so reads after them see that step, and a
        step after them notifies this process (`tell`)."""
        return [
            ("BEGIN", ()),
            (
                "INSERT INTO interest (code, pid) SELECT code, %s FROM tables WHERE code = %s FOR SHARE "
                "ON CONFLICT DO NOTHING",
                (self.pid, code),
            ),
            ("SELECT tell_presence(%s, %s)", (code, self.pid)),  # an owner writing alone gives its lease up
            ("COMMIT", ()),
        ]

    async def _registering(self, code: str) -> None:
        """Before the table is registered again: it is no longer to be withdrawn, and a withdrawal already
        on its way is done first (the registration then stands)."""
        self._unheard.discard(code)
        withdrawing = self._withdrawing.get(code)
        if withdrawing is not None:
            await asyncio.wait((withdrawing,))

    async def _withdraw(self) -> None:
        """Delete the registrations of the tables that left memory (the other processes stop notifying this one)."""
        codes, self._unheard, pid = self._unheard, set(), self.pid
        if not codes or self.pool is None:
            return
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        for code in codes:
            self._withdrawing[code] = done
        try:
            await self._write(
                "WITH gone AS (DELETE FROM interest WHERE pid = %s AND code = ANY(%s::text[]) RETURNING code) "
                "SELECT tell_presence(code, %s) FROM gone",
                (pid, list(codes), pid),
            )
        except psycopg.Error:  # the database is unreachable: the rows go with this pid (`orphans`)
            pass
        finally:
            for code in codes:
                if self._withdrawing.get(code) is done:
                    del self._withdrawing[code]
            done.set_result(None)

    # --- steps ------------------------------------------------------------------------------
    @asynccontextmanager
    async def step(self, table: Table) -> AsyncIterator[list[Entry]]:
        """Lock the table's row for one change and yield the steps other processes added since this copy
        was last brought up to date (already replayed into `table`); the change's writes and the COMMIT
        follow it, or a ROLLBACK on error. One step of a table at a time in this process (the server's lock).

        An owner that holds the table's lease (no other process holds the table: `_try_lease`) knows its copy
        is current, as no other process can write a step meanwhile: its step is the writes with BEGIN and
        COMMIT, one round trip. Every other step takes the lease's key for its transaction first, so it
        waits while an owner writes alone (the owner gives the lease up when another process comes)."""
        code = table.code
        if code in self.leased and code in self.owned:
            async with self._alone(table) as caught:
                yield caught
            return
        if code in self.owned and code not in self._lease_tried and code not in self._giving_up:
            await self._try_lease(code)  # this step still locks the row: the copy may be behind until it
        async with self._pool().connection() as db:
            # BEGIN with the lock is one round trip, the step's writes with COMMIT another
            try:
                lock: list[Statement] = [("BEGIN", ())]
                if code not in self.leased:
                    lock.append(("SELECT pg_advisory_xact_lock(%s, %s)", (LEASE, lock_key(code))))
                lock.append(("SELECT seq FROM tables WHERE code = %s FOR UPDATE", (code,)))
                *_, rows = await result_sets(db.cursor(), lock)
                behind = bool(rows) and int(rows[0][0]) > table.seq
                caught = self._replay(table, *await result_sets(db.cursor(), self._reads(table))) if behind else []
                work = self._work[code] = Work(db)
                try:
                    yield caught  # who holds which seat comes with the notifications (`hold`, `release`)
                finally:
                    del self._work[code]
                if work.statements and not work.notified:
                    work.statements.append(self._notify(code))
                await work.send(("COMMIT", ()))
            except BaseException:
                if not db.closed:
                    await db.execute("ROLLBACK")
                raise

    @asynccontextmanager
    async def _alone(self, table: Table) -> AsyncIterator[list[Entry]]:
        """A step of a table whose lease this process holds: nothing to catch up; the writes go with BEGIN and
        COMMIT in one round trip (a connection is taken from the pool only then)."""
        code = table.code
        pool = self._pool()
        work = self._work[code] = Work(None, pool)
        done = self._fast[code] = asyncio.get_running_loop().create_future()
        try:
            try:
                yield []
            finally:
                del self._work[code]
            if work.statements and not work.notified:
                work.statements.append(self._notify(code))
            if work.db is not None or work.statements:
                await work.send(("COMMIT", ()))
        except BaseException:
            if work.db is not None and not work.db.closed:
                try:
                    await work.db.execute("ROLLBACK")
                except psycopg.Error:  # the connection broke: the transaction went with it
                    pass
            raise
        finally:
            if work.taken is not None:
                await pool.putconn(work.taken)
            if self._fast.get(code) is done:
                del self._fast[code]
            done.set_result(None)

    async def _try_lease(self, code: str) -> None:
        """Take the table's lease if no other process holds the table (tried again once one comes or leaves).
        A process that registers after this look tells this one (`tell_presence`), which gives the lease up."""
        self._lease_tried.add(code)
        seen = self._presence.get(code, 0)
        owner = await self._owner()
        cursor = await owner.execute(
            "SELECT CASE WHEN EXISTS (SELECT 1 FROM interest WHERE code = %s AND pid <> %s) THEN FALSE "
            "ELSE pg_try_advisory_lock(%s, %s) END",
            (code, self.pid, LEASE, lock_key(code)),
        )
        row = await cursor.fetchone()
        if row is None or not row[0]:
            return
        if self._presence.get(code, 0) != seen or code not in self.owned or code in self._giving_up:
            await unlock(owner, LEASE, code)  # one came meanwhile
            return
        self.leased.add(code)

    def _came_or_left(self, code: str) -> None:
        """Another process came to the table or left it: a lease held is given up (once the step on its way
        without the lock is done), and the lease is tried for again at the next step."""
        self._presence[code] = self._presence.get(code, 0) + 1
        self._lease_tried.discard(code)
        if code in self.leased:
            self.leased.discard(code)
            self._giving_up.add(code)
            self._tasks.start(self._give_lease_up(code), "giving a table's lease up")

    async def _give_lease_up(self, code: str) -> None:
        try:
            on_its_way = self._fast.get(code)
            if on_its_way is not None:
                await asyncio.wait((on_its_way,))
            owner = await self._owner()
            await unlock(owner, LEASE, code)
        except psycopg.Error:  # the connection is gone, and the lease with it
            pass
        finally:
            self._giving_up.discard(code)

    def _held(self, code: str) -> Work:
        """The open step of this table, which holds its writes."""
        work = self._work.get(code)
        if work is None:
            raise RuntimeError(f"table {code}: a write outside a step")
        return work

    async def catch_up(self, table: Table) -> list[Entry]:
        """Bring this copy up to date with what other processes stored (after a notification); the new steps."""
        async with self._pool().connection() as db:
            sets = await result_sets(db.cursor(), [SNAPSHOT, *self._reads(table), ("COMMIT", ())])
            return self._replay(table, *sets)

    def _reads(self, table: Table) -> list[Statement]:
        """What a copy needs to catch up: the steps stored after its newest, the flags, the seats."""
        return self._reads_after(table.code, table.seq)

    @staticmethod
    def _reads_after(code: str, seq: int) -> list[Statement]:
        return [
            ("SELECT seq, kind, seat, data FROM log WHERE code = %s AND seq > %s ORDER BY seq", (code, seq)),
            ("SELECT host, locked, knock, spectators FROM tables WHERE code = %s", (code,)),
            (
                "SELECT s.seat, s.name, s.kind, s.level, s.token, s.held_by, "
                "EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = s.held_by) "
                "FROM seats s WHERE s.code = %s ORDER BY s.seat",
                (code,),
            ),
        ]

    def _replay(self, table: Table, rows: list[Any], flags: list[Any], seat_rows: list[Any]) -> list[Entry]:
        """Replay the steps stored after this copy's newest, then take the stored flags and seats as the
        latest word (the rows of `_reads`)."""
        row = flags[0] if flags else None
        caught: list[Entry] = []
        table.replaying = True
        try:
            for seq, kind, seat, data in rows:
                entry = table.replay_entry(kind, seat, json.loads(data))
                if entry.seq != seq:
                    raise ValueError(f"table {table.code}: step {seq} replayed as {entry.seq}")
                caught.append(entry)
        finally:
            table.replaying = False
        if row is not None:
            table.host, table.locked, table.knock, table.spectators = row[0], bool(row[1]), bool(row[2]), bool(row[3])
        elsewhere: dict[int, int] = {}
        gone: dict[int, int] = {}
        for index, name, kind, level, token, held_by, alive in seat_rows:
            if 0 <= index < len(table.seats):
                seat = table.seats[index]
                seat.name, seat.kind, seat.level, seat.token = name, kind, level, token
            if held_by is not None and held_by != self.pid:
                (elsewhere if alive else gone)[index] = int(held_by)
        table.held_elsewhere = elsewhere  # seats a connection on another living process holds
        table.holder_gone = gone  # seats whose link was on a process that died (the table has not heard it)
        return caught

    # --- ownership and presence ---------------------------------------------------------------
    async def _owner(self) -> psycopg.AsyncConnection[Any]:
        """The owner connection, once the locks of the tables given up are released (in the order asked)."""
        if self.owner is None:
            raise psycopg.OperationalError("the store is not open")
        codes, self._unlocks = self._unlocks, []
        leases, self._lease_unlocks = self._lease_unlocks, []
        for code in leases:
            if code not in self.leased:
                await unlock(self.owner, LEASE, code)
        for code in codes:
            if code not in self.owned:
                await unlock(self.owner, NAMESPACE, code)
        return self.owner

    async def own(self, code: str) -> bool:
        """Try to become the table's owner (its advisory lock, held until released or this process ends)."""
        if code in self.owned:
            return True
        owner = await self._owner()
        cursor = await owner.execute("SELECT pg_try_advisory_lock(%s, %s)", (NAMESPACE, lock_key(code)))
        row = await cursor.fetchone()
        if row is not None and row[0]:
            self.owned.add(code)
            return True
        return False

    def owns(self, code: str) -> bool:
        """True while this process owns the table."""
        return code in self.owned

    def disown(self, code: str) -> None:
        """The table left this process's memory: its ownership is given up (its lock goes before the next is
        taken), and so is its registration (the other processes stop notifying this one of its changes)."""
        if code in self.owned:
            self.owned.discard(code)
            if code in self.leased:
                self.leased.discard(code)
                self._lease_unlocks.append(code)
            self._lease_tried.discard(code)
            self._unlocks.append(code)
            self._tasks.start(self._release_unlocks(), "releasing the locks of tables given up")
        if self.pool is not None and not self.closed and not self.broken:
            self._unheard.add(code)
            self._tasks.start(self._withdraw(), "withdrawing the registrations of tables given up")

    async def _release_unlocks(self) -> None:
        try:
            await self._owner()
        except psycopg.Error:  # the connection is gone, and its locks with it
            pass

    async def orphans(self, limit: int = 100) -> list[str]:
        """Open tables no process owns (their owner died, or none was ever started for them). Once a minute it
        also deletes the registrations of processes that are gone (their tables are no longer notified to them)."""
        statements: list[Statement] = [
            (
                "SELECT code FROM tables t WHERE finished IS NULL AND NOT EXISTS (SELECT 1 FROM pg_locks l "
                "WHERE l.locktype = 'advisory' AND l.granted AND l.classid = %s AND l.objsubid = 2 "
                "AND l.objid = t.lock_key::bigint::oid) ORDER BY COALESCE(last, created) DESC LIMIT %s",
                (NAMESPACE, limit),
            )
        ]
        now = time.monotonic()
        if now - self._interest_swept >= INTEREST_SWEEP:
            self._interest_swept = now
            statements.append(
                (
                    "WITH gone AS (DELETE FROM interest WHERE pid NOT IN (SELECT pid FROM pg_stat_activity) "
                    "RETURNING code, pid) SELECT COUNT(tell_presence(code, pid)) FROM gone",
                    (),
                )
            )
        async with self._pool().connection() as db:
            found, *_ = await result_sets(db.cursor(), statements)
            return [code for (code,) in found]

    def hold(self, code: str, seat: int) -> None:
        """A connection of this process holds the seat now (a newer one elsewhere replaces it); written with the step."""
        self._held(code).statements.append(
            ("UPDATE seats SET held_by = %s WHERE code = %s AND seat = %s", (self.pid, code, seat))
        )

    def let_go(self, code: str, seat: int, holder: int) -> None:
        """The seat's link was on a process that died (`holder`): the seat is free; written with the step."""
        self._held(code).statements.append(
            ("UPDATE seats SET held_by = NULL WHERE code = %s AND seat = %s AND held_by = %s", (code, seat, holder))
        )

    async def release(self, code: str, seat: int) -> bool:
        """This process's connection left the seat; False when a connection elsewhere holds it now."""
        sql = (
            "UPDATE seats SET held_by = NULL WHERE code = %s AND seat = %s AND (held_by = %s OR held_by IS NULL) "
            "RETURNING seat"
        )
        work = self._work.get(code)
        if work is not None:  # inside the table's step: its writes so far first, then this one on its connection
            *_, released = await work.send((sql, (code, seat, self.pid)))
            work.statements.append(self._notify(code))
            return bool(released)
        async with self._pool().connection() as db:
            released, _notified = await result_sets(db.cursor(), [(sql, (code, seat, self.pid)), self._notify(code)])
            return bool(released)

    # --- the stored tables ------------------------------------------------------------------------
    async def add_table(self, table: Table) -> None:
        """Own a new table (before it is stored: no other process takes it for an orphan), then store it."""
        await self.own(table.code)
        await self._registering(table.code)
        setup = table.setup
        now = time.time()
        statements: list[Statement] = [
            ("BEGIN", ()),
            (
                "INSERT INTO tables (code, shown, game, variant, options, seed, absence, spectators, bot_delay, created, "
                "host, locked, knock, finished, last, seq, lock_key) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (
                    table.code,
                    table.shown,
                    table.game.name,
                    setup.variant,
                    _json(setup.options),
                    setup.seed,
                    table.absence,
                    table.spectators,
                    table.bot_delay,
                    now,
                    table.host,
                    table.locked,
                    table.knock,
                    now if table.over else None,
                    now,
                    table.seq,
                    lock_key(table.code),
                ),
            ),
        ]
        statements += [self._seat_row(table, index) for index in range(len(table.seats))]
        statements.append(("INSERT INTO interest (code, pid) VALUES (%s, %s)", (table.code, self.pid)))  # alone
        if table.listed:  # open: in the lobby every process reads
            statements.append(("UPDATE tables SET listed = TRUE, lang = %s WHERE code = %s", (table.lang, table.code)))
        async with self._pool().connection() as db:
            await result_sets(db.cursor(), [*statements, ("COMMIT", ())])

    @staticmethod
    def _seat_row(table: Table, index: int) -> Statement:
        seat = table.seats[index]
        return (
            "INSERT INTO seats (code, seat, name, kind, level, token) VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (code, seat) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, "
            "level = EXCLUDED.level, token = EXCLUDED.token",
            (table.code, index, seat.name, seat.kind, seat.level, seat.token),
        )

    def add_entry(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store one log step (the next number: the key refuses a step stored twice) with the table's step."""
        work = self._held(table.code)
        statements = work.statements
        statements.append(  # the step, the table's newest step, and the notification: one statement (0004_add_step)
            (
                "SELECT add_step(%s, %s, %s, %s, %s, %s, %s, %s)",
                (
                    table.code,
                    entry.seq,
                    entry.kind,
                    entry.seat,
                    _json(entry.data),
                    time.time(),
                    table.over,
                    self.pid,
                ),
            )
        )
        work.notified = True
        if seat_changed is not None:
            statements.append(self._seat_row(table, seat_changed))
        if forget_chat is not None:
            statements.append(
                ("UPDATE log SET data = '{}' WHERE code = %s AND seq = %s AND kind = 'chat'", (table.code, forget_chat))
            )

    def set_flags(self, table: Table) -> None:
        """Store the host's choices: locked, knock first, listeners allowed (with the table's step)."""
        self._held(table.code).statements.append(
            (
                "UPDATE tables SET locked = %s, knock = %s, spectators = %s WHERE code = %s",
                (table.locked, table.knock, table.spectators, table.code),
            )
        )

    async def _write(self, sql: str, values: tuple[Any, ...]) -> None:
        async with self._pool().connection() as db:
            await db.execute(sql, values)

    async def _rows(self, sql: str, values: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        async with self._pool().connection() as db:
            cursor = await db.execute(sql, values)
            return await cursor.fetchall()

    async def archive(self, code: str) -> None:
        """Mark a table finished."""
        await self._write("UPDATE tables SET finished = COALESCE(finished, %s) WHERE code = %s", (time.time(), code))

    async def open_codes(self) -> list[str]:
        """The codes of the tables not finished, the most recently played first."""
        return [
            code
            for (code,) in await self._rows(
                "SELECT code FROM tables WHERE finished IS NULL ORDER BY COALESCE(last, created) DESC"
            )
        ]

    async def count_open(self) -> int:
        """How many tables are not finished (on every process)."""
        rows = await self._rows("SELECT COUNT(*) FROM tables WHERE finished IS NULL")
        return int(rows[0][0]) if rows else 0

    async def is_open(self, code: str) -> bool:
        """True when this table exists and is not finished."""
        return bool(await self._rows("SELECT 1 FROM tables WHERE code = %s AND finished IS NULL", (code,)))

    async def expired(self, before: float) -> list[str]:
        """Tables finished before `before`, or open with no step since then (abandoned)."""
        return [
            code
            for (code,) in await self._rows(
                "SELECT code FROM tables WHERE finished < %s OR (finished IS NULL AND COALESCE(last, created) < %s)",
                (before, before),
            )
        ]

    async def remove(self, codes: list[str]) -> None:
        """Delete these tables with their seats and logs, a batch per transaction."""
        for start in range(0, len(codes), PURGE_BATCH):
            await self._write("DELETE FROM tables WHERE code = ANY(%s::text[])", (codes[start : start + PURGE_BATCH],))

    async def open_tables(self, limit: int) -> list[dict[str, Any]]:
        """The lobby of the whole club: listed tables not locked nor finished, whose host's seat a live process
        holds, with a seat open; those that have waited longest first, at most `limit` (one query)."""
        rows = await self._rows(
            "SELECT t.code, t.shown, t.game, t.variant, h.name, t.lang, t.created, "
            "COUNT(*) FILTER (WHERE s.kind = 'open'), COUNT(*) "
            "FROM tables t JOIN seats h ON h.code = t.code AND h.seat = t.host JOIN seats s ON s.code = t.code "
            "WHERE t.listed AND t.finished IS NULL AND NOT t.locked AND h.held_by IS NOT NULL "
            "AND EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = h.held_by) "
            "GROUP BY t.code, h.name HAVING COUNT(*) FILTER (WHERE s.kind = 'open') > 0 "
            "ORDER BY t.created, t.code LIMIT %s",
            (limit,),
        )
        now = time.time()
        keys = ("code", "shown", "game", "variant", "host", "lang")
        return [
            {
                **dict(zip(keys, row[:6])),
                "free": int(row[7]),
                "seats": int(row[8]),
                "waited": max(0, round(now - row[6])),
            }
            for row in rows
        ]

    # --- failed look-ups, shared by every process (guard.Guesses) ----------------------------------------
    async def count_failed(self, address: str, network: str, minute: int) -> None:
        """Count one failed look-up of `address` and its `network` in `minute` (one upsert; once an hour it also
        deletes the rows older than a day)."""
        statements: list[Statement] = [
            (
                "INSERT INTO guesses (kind, key, minute, failed) VALUES ('a', %s, %s, 1), ('n', %s, %s, 1) "
                "ON CONFLICT (kind, key, minute) DO UPDATE SET failed = guesses.failed + 1",
                (address, minute, network, minute),
            )
        ]
        if minute - self._guesses_swept >= 60:
            self._guesses_swept = minute
            statements.append(("DELETE FROM guesses WHERE minute < %s", (minute - GUESSES_KEPT,)))
        async with self._pool().connection() as db:
            await result_sets(db.cursor(), statements)

    async def failed_counts(self, address: str, network: str, since: int) -> list[tuple[str, str, int, int]]:
        """(kind 'a' or 'n', key, minute, failed look-ups) of the address and its network since `since`."""
        rows = await self._rows(
            "SELECT kind, key, minute, failed FROM guesses WHERE minute >= %s "
            "AND ((kind = 'a' AND key = %s) OR (kind = 'n' AND key = %s))",
            (since, address, network),
        )
        return [(str(kind), str(key), int(minute), int(failed)) for kind, key, minute, failed in rows]

    async def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""
        return bool(await self._rows("SELECT 1 FROM tables WHERE code = %s", (code,)))

    async def has_token(self, code: str, token: str) -> bool:
        """True when a seat of the table `code` has this token hash (one index look-up, table or none)."""
        return bool(await self._rows("SELECT 1 FROM seats WHERE code = %s AND token = %s", (code, token)))

    async def load_table(self, code: str) -> Table | None:
        """The stored table with this code, rebuilt by replaying its log; None when there is none (one round trip,
        which first registers this process as holding the table: from then on its changes are notified here)."""
        await self._registering(code)
        async with self._pool().connection() as db:
            _told, found, rows, *reads = await result_sets(
                db.cursor(),
                [
                    *self._register(code),
                    SNAPSHOT,
                    (
                        "SELECT shown, game, variant, options, seed, absence, spectators, bot_delay, host, locked, knock "
                        "FROM tables WHERE code = %s",
                        (code,),
                    ),
                    ("SELECT name, kind, level, token FROM seats WHERE code = %s ORDER BY seat", (code,)),
                    *self._reads_after(code, 0),
                    ("COMMIT", ()),
                ],
            )
        if not found:
            return None
        shown, game_name, variant, options, seed, absence, spectators, bot_delay, host, locked, knock = found[0]
        seats = [TableSeat(name, kind, level, token) for name, kind, level, token in rows]
        table = Table(
            code,
            shown,
            get_game(game_name),
            Setup(seed, len(seats), variant, json.loads(options)),
            seats,
            absence,
            bool(spectators),
            bot_delay,
        )
        table.host = host
        table.locked, table.knock = bool(locked), bool(knock)
        self._replay(table, *reads)
        table.archived = table.over
        return table
