"""Tables kept in PostgreSQL and shared by several server processes (psycopg 3).

The schema comes from the numbered files in `migrations/`, applied at start under an advisory lock
(two processes starting at once do not race) and recorded in `schema_version`.

Every step that changes a table runs in one transaction that locks the table's row (SELECT ... FOR
UPDATE). The row carries the newest step's number: a process whose copy of the table is behind first
replays the steps it missed, then adds its own as the next number, so no step is applied twice and
none is lost ((code, seq) is the log's key besides). The commit sends NOTIFY on one channel with the
table's code; every process LISTENs and brings its copy up to date for the connections it has there.

The duties of exactly one process (bots, absence timers) belong to the table's owner: the process
holding the table's advisory lock on its connection. When an owner dies its connection closes, the
lock goes with it, and another process takes the table over (`orphans`). A seat's `held_by` is the
backend pid of the process whose connection holds it, so every process knows who is present.
"""

from __future__ import annotations

import hashlib
import json
import time
from contextlib import contextmanager
from importlib import resources
from typing import Any, Iterator

import psycopg

from ..core.protocol import Setup
from ..games import get_game
from .table import Entry, Table, TableSeat

CHANNEL = "accessible_games_tables"
NAMESPACE = 6161          # the first key of every advisory lock this server takes
MIGRATION_LOCK = 0        # (NAMESPACE, 0): held while the schema is brought up to date
CONNECT_TIMEOUT = 10      # seconds to reach the database server at start
PURGE_BATCH = 200


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def lock_key(code: str) -> int:
    """The table's advisory lock key: 31 bits of the code's SHA-256, never 0 (the migration lock)."""
    return int.from_bytes(hashlib.sha256(code.encode("utf-8")).digest()[:4], "big") % 2147483646 + 1


def migrations() -> list[tuple[int, str, str]]:
    """(number, name, SQL) of every migration shipped with the package, in order."""
    found = []
    for item in resources.files("accessible_games.net.migrations").iterdir():
        name = item.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), name, item.read_text(encoding="utf-8")))
    return sorted(found)


def migrate(db: psycopg.Connection[Any]) -> int:
    """Apply the migrations this database lacks, each in its own transaction; return the schema version."""
    db.execute("SELECT pg_advisory_lock(%s, %s)", (NAMESPACE, MIGRATION_LOCK))
    try:
        db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                   "applied DOUBLE PRECISION NOT NULL)")
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


class PostgresStore:
    """The tables in a PostgreSQL database, shared with every other server process using it."""

    shared = True

    def __init__(self, url: str) -> None:
        self.url = url
        self.db: psycopg.Connection[Any] = psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT,
                                                            application_name="accessible-games serve")
        self.pid = int(self.db.info.backend_pid)
        # As the SQLite store (WAL, synchronous=NORMAL): a commit does not wait for its flush to disk. A killed
        # server process loses nothing committed; a crash of the database machine may lose its last moments.
        self.db.execute("SET synchronous_commit = off")
        self.version = migrate(self.db)
        self.pending: set[str] = set()       # codes NOTIFY named since they were last taken
        self.owned: set[str] = set()
        self._in_step = False
        self.closed = False
        self.db.add_notify_handler(self._notified)
        self.db.execute(f"LISTEN {CHANNEL}")

    # --- the connection ------------------------------------------------------------------
    def _notified(self, notify: psycopg.Notify) -> None:
        if notify.channel == CHANNEL and notify.pid != self.pid:
            self.pending.add(notify.payload)

    def fileno(self) -> int:
        """The connection's socket, for the event loop to watch for notifications."""
        return int(self.db.fileno())

    def poll(self) -> set[str]:
        """Read what the database sent (notifications) and take the codes named since the last call (those
        that arrived during a query went to `_notified` already)."""
        pgconn = self.db.pgconn
        pgconn.consume_input()
        while (notify := pgconn.notifies()) is not None:
            if notify.relname.decode() == CHANNEL and notify.be_pid != self.pid:
                self.pending.add(notify.extra.decode("utf-8", "replace"))
        taken, self.pending = self.pending, set()
        return taken

    def checkpoint(self) -> None:
        """Nothing to do: PostgreSQL checkpoints by itself."""

    def close(self) -> None:
        """Close the connection (which releases this process's locks); closing twice does nothing."""
        if not self.closed:
            self.closed = True
            self.db.close()

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One transaction, or the step's own when inside one."""
        if self._in_step:
            yield
            return
        with self.db.transaction():
            yield

    # --- steps ------------------------------------------------------------------------------
    @contextmanager
    def step(self, table: Table) -> Iterator[list[Entry]]:
        """Lock the table's row for one change and yield the steps other processes added since this copy
        was last brought up to date (already replayed into `table`); commit at the end, roll back on error."""
        if self._in_step:
            yield []
            return
        self._in_step = True
        try:  # pipelined: BEGIN with the lock is one round trip, the step's writes with COMMIT another
            with self.db.pipeline(), self.db.transaction():
                row = self.db.execute("SELECT seq FROM tables WHERE code = %s FOR UPDATE", (table.code,)).fetchone()
                caught = self._catch_up(table) if row is not None and int(row[0]) > table.seq else []
                yield caught  # who holds which seat comes with the notifications (`hold`, `release`)
        finally:
            self._in_step = False

    def catch_up(self, table: Table) -> list[Entry]:
        """Bring this copy up to date with what other processes stored (after a notification); the new steps."""
        with self.db.pipeline(), self.db.transaction():
            self.db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            return self._catch_up(table)

    def _catch_up(self, table: Table) -> list[Entry]:
        """Replay the steps stored after this copy's newest, then take the stored flags and seats as the
        latest word (three reads sent at once: one round trip in a pipeline)."""
        steps = self.db.execute("SELECT seq, kind, seat, data FROM log WHERE code = %s AND seq > %s ORDER BY seq",
                                (table.code, table.seq))
        flags = self.db.execute("SELECT host, locked, knock, spectators FROM tables WHERE code = %s", (table.code,))
        seats = self.db.execute(
            "SELECT s.seat, s.name, s.kind, s.level, s.token, s.held_by, "
            "EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = s.held_by) "
            "FROM seats s WHERE s.code = %s ORDER BY s.seat", (table.code,))
        rows, row, seat_rows = steps.fetchall(), flags.fetchone(), seats.fetchall()
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
        for index, name, kind, level, token, held_by, alive in seat_rows:
            if 0 <= index < len(table.seats):
                seat = table.seats[index]
                seat.name, seat.kind, seat.level, seat.token = name, kind, level, token
            if held_by is not None and held_by != self.pid and alive:
                elsewhere[index] = int(held_by)
        table.held_elsewhere = elsewhere  # seats a connection on another living process holds
        return caught

    # --- ownership and presence ---------------------------------------------------------------
    def own(self, code: str) -> bool:
        """Try to become the table's owner (its advisory lock, held until released or this process ends)."""
        if code in self.owned:
            return True
        row = self.db.execute("SELECT pg_try_advisory_lock(%s, %s)", (NAMESPACE, lock_key(code))).fetchone()
        if row is not None and row[0]:
            self.owned.add(code)
            return True
        return False

    def owns(self, code: str) -> bool:
        """True while this process owns the table."""
        return code in self.owned

    def disown(self, code: str) -> None:
        """Give the table's ownership up (it left this process's memory)."""
        if code in self.owned:
            self.owned.discard(code)
            self.db.execute("SELECT pg_advisory_unlock(%s, %s)", (NAMESPACE, lock_key(code)))

    def orphans(self, limit: int = 100) -> list[str]:
        """Open tables no process owns (their owner died, or none was ever started for them)."""
        return [code for (code,) in self.db.execute(
            "SELECT code FROM tables t WHERE finished IS NULL AND NOT EXISTS (SELECT 1 FROM pg_locks l "
            "WHERE l.locktype = 'advisory' AND l.granted AND l.classid = %s AND l.objsubid = 2 "
            "AND l.objid = t.lock_key::bigint::oid) ORDER BY COALESCE(last, created) DESC LIMIT %s",
            (NAMESPACE, limit))]

    def hold(self, code: str, seat: int) -> None:
        """A connection of this process holds the seat now (a newer one elsewhere replaces it)."""
        with self._transaction():
            self.db.execute("UPDATE seats SET held_by = %s WHERE code = %s AND seat = %s", (self.pid, code, seat))
            self.db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, code))

    def release(self, code: str, seat: int) -> bool:
        """This process's connection left the seat; False when a connection elsewhere holds it now."""
        with self._transaction():  # RETURNING and fetch: inside a step's pipeline a row count is not known yet
            row = self.db.execute("UPDATE seats SET held_by = NULL WHERE code = %s AND seat = %s AND "
                                  "(held_by = %s OR held_by IS NULL) RETURNING seat", (code, seat, self.pid)).fetchone()
            self.db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, code))
            return row is not None

    # --- the stored tables ------------------------------------------------------------------------
    def add_table(self, table: Table) -> None:
        """Store a new table and its seats (this process owns it)."""
        setup = table.setup
        now = time.time()
        with self._transaction():
            self.db.execute(
                "INSERT INTO tables (code, shown, game, variant, options, seed, absence, spectators, bot_delay, created, "
                "host, locked, knock, finished, last, seq, lock_key) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (table.code, table.shown, table.game.name, setup.variant, _json(setup.options), setup.seed,
                 table.absence, table.spectators, table.bot_delay, now, table.host, table.locked, table.knock,
                 now if table.over else None, now, table.seq, lock_key(table.code)))
            for index in range(len(table.seats)):
                self._seat_row(table, index)
        self.own(table.code)

    def _seat_row(self, table: Table, index: int) -> None:
        seat = table.seats[index]
        self.db.execute("INSERT INTO seats (code, seat, name, kind, level, token) VALUES (%s, %s, %s, %s, %s, %s) "
                        "ON CONFLICT (code, seat) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind, "
                        "level = EXCLUDED.level, token = EXCLUDED.token",
                        (table.code, index, seat.name, seat.kind, seat.level, seat.token))

    def add_entry(self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None) -> None:
        """Store one log step (the next number: the key refuses a step stored twice) and tell the other processes."""
        now = time.time()
        with self._transaction():
            self.db.execute("INSERT INTO log (code, seq, kind, seat, data, at) VALUES (%s, %s, %s, %s, %s, %s)",
                            (table.code, entry.seq, entry.kind, entry.seat, _json(entry.data), now))
            self.db.execute("UPDATE tables SET last = %s, finished = %s, seq = %s WHERE code = %s",
                            (now, now if table.over else None, entry.seq, table.code))
            if seat_changed is not None:
                self._seat_row(table, seat_changed)
            if forget_chat is not None:
                self.db.execute("UPDATE log SET data = '{}' WHERE code = %s AND seq = %s AND kind = 'chat'",
                                (table.code, forget_chat))
            self.db.execute("SELECT pg_notify(%s, %s)", (CHANNEL, table.code))

    def set_flags(self, table: Table) -> None:
        """Store the host's choices: locked, knock first, listeners allowed."""
        with self._transaction():
            self.db.execute("UPDATE tables SET locked = %s, knock = %s, spectators = %s WHERE code = %s",
                            (table.locked, table.knock, table.spectators, table.code))

    def archive(self, code: str) -> None:
        """Mark a table finished."""
        with self._transaction():
            self.db.execute("UPDATE tables SET finished = COALESCE(finished, %s) WHERE code = %s", (time.time(), code))

    def open_codes(self) -> list[str]:
        """The codes of the tables not finished, the most recently played first."""
        return [code for (code,) in self.db.execute(
            "SELECT code FROM tables WHERE finished IS NULL ORDER BY COALESCE(last, created) DESC")]

    def count_open(self) -> int:
        """How many tables are not finished (on every process)."""
        row = self.db.execute("SELECT COUNT(*) FROM tables WHERE finished IS NULL").fetchone()
        return int(row[0]) if row else 0

    def is_open(self, code: str) -> bool:
        """True when this table exists and is not finished."""
        return self.db.execute("SELECT 1 FROM tables WHERE code = %s AND finished IS NULL", (code,)).fetchone() is not None

    def expired(self, before: float) -> list[str]:
        """Tables finished before `before`, or open with no step since then (abandoned)."""
        return [code for (code,) in self.db.execute(
            "SELECT code FROM tables WHERE finished < %s OR (finished IS NULL AND COALESCE(last, created) < %s)",
            (before, before))]

    def remove(self, codes: list[str]) -> None:
        """Delete these tables with their seats and logs, a batch per transaction."""
        for start in range(0, len(codes), PURGE_BATCH):
            with self._transaction():
                self.db.execute("DELETE FROM tables WHERE code = ANY(%s)", (codes[start:start + PURGE_BATCH],))

    def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""
        return self.db.execute("SELECT 1 FROM tables WHERE code = %s", (code,)).fetchone() is not None

    def load_table(self, code: str) -> Table | None:
        """The stored table with this code, rebuilt by replaying its log; None when there is none."""
        with self._transaction():
            if not self._in_step:
                self.db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            row = self.db.execute("SELECT shown, game, variant, options, seed, absence, spectators, bot_delay, host, "
                                  "locked, knock FROM tables WHERE code = %s", (code,)).fetchone()
            if row is None:
                return None
            shown, game_name, variant, options, seed, absence, spectators, bot_delay, host, locked, knock = row
            rows = self.db.execute("SELECT name, kind, level, token FROM seats WHERE code = %s ORDER BY seat",
                                   (code,)).fetchall()
            seats = [TableSeat(name, kind, level, token) for name, kind, level, token in rows]
            table = Table(code, shown, get_game(game_name), Setup(seed, len(seats), variant, json.loads(options)),
                          seats, absence, bool(spectators), bot_delay)
            table.host = host
            table.locked, table.knock = bool(locked), bool(knock)
            self._catch_up(table)
            table.archived = table.over
            return table
