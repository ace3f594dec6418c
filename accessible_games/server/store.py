"""Tables kept in SQLite: tables, seats (token hashes only) and each table's log, one transaction per step.

The database runs in WAL mode. A table is stored as its setup and seats plus the ordered log of
moves, chat lines and seat notices. A restarted server replays an open table's log through the
rules core when the table is first needed, so it resumes exactly where it was (chance comes from
the stored seed); a finished table is archived (`finished` set) and replayed only when one of its
players asks for its replay, until it expires. Text is stored as UTF-8, not as escapes. The file
and its folder are readable by the server's user alone: they hold every table's seed (which fixes
its dice and decks) and its recent chat.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from ..core.protocol import Setup
from ..games import get_game
from .table import Entry, Table, TableSeat
from ..core.wire import dumps

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    shown TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    absence REAL NOT NULL,
    spectators INTEGER NOT NULL,
    bot_delay REAL NOT NULL,
    created REAL NOT NULL,
    host INTEGER,
    locked INTEGER NOT NULL DEFAULT 0,
    knock INTEGER NOT NULL DEFAULT 0,
    finished REAL,
    last REAL
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    token TEXT,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS log (
    code TEXT NOT NULL REFERENCES tables(code),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    data TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (code, seq)
);
"""
ADDED_COLUMNS = {
    "host": "INTEGER",
    "locked": "INTEGER NOT NULL DEFAULT 0",
    "knock": "INTEGER NOT NULL DEFAULT 0",
    "finished": "REAL",
    "last": "REAL",
}  # columns a database made by an older server lacks
PURGE_BATCH = 200  # tables removed in one transaction when expired tables are cleared


def _json(value: Any) -> str:
    """Compact JSON with text as UTF-8 (a Cyrillic letter takes two bytes, not a six-byte escape)."""
    return dumps(value)


def private_file(path: Path) -> None:
    """Make the database's folder 0700 and the file 0600 (created empty if missing) before SQLite opens it."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    if os.name == "posix":
        os.chmod(folder, 0o700)
        os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))
        for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            if name.exists():
                os.chmod(name, 0o600)


class Store:
    """The server's SQLite database of tables, for one process (PostgresStore is the shared one)."""

    shared = False

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        private_file(Path(path))
        self.db = sqlite3.connect(self.path, isolation_level=None)
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # with WAL: a killed process loses nothing committed
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints (the only fsyncs) run in `checkpoint`
        self.db.executescript(SCHEMA)
        self._add_columns()
        self._checkpointer: sqlite3.Connection | None = None
        self._checkpointing = threading.Lock()  # a checkpoint on its worker thread and close never overlap
        self.closed = False

    def _add_columns(self) -> None:
        """Bring a database made by an older server up to date (every table counts as open until loaded)."""
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(tables)")}
        for name, kind in ADDED_COLUMNS.items():
            if name not in columns:
                self.db.execute(f"ALTER TABLE tables ADD COLUMN {name} {kind}")
        self.db.execute("CREATE INDEX IF NOT EXISTS tables_finished ON tables(finished)")

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the database file; meant to run on a worker thread, off the event loop (once
        closed, nothing: a checkpoint still running when the server stops ends before the database closes)."""
        with self._checkpointing:
            if self.closed:
                return
            if self._checkpointer is None:
                self._checkpointer = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def close(self) -> None:
        """Close the database (its log is checkpointed first); closing twice does nothing."""
        with self._checkpointing:  # waits for a checkpoint under way on its thread
            if self.closed:
                return
            self.closed = True
            if self._checkpointer is not None:
                self._checkpointer.close()
                self._checkpointer = None
        self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.db.close()

    # --- what a shared store does, for one process alone ---------------------------------------
    @contextmanager
    def step(self, table: Table) -> Iterator[list[Entry]]:
        """One change to a table: no other process writes here, so nothing is missed and nothing to lock."""
        yield []

    def catch_up(self, table: Table) -> list[Entry]:
        """No other process adds steps: nothing to catch up."""
        return []

    def poll(self) -> set[str]:
        """No other process sends notifications."""
        return set()

    def own(self, code: str) -> bool:
        """The only process owns every table."""
        return True

    def owns(self, code: str) -> bool:
        """The only process owns every table."""
        return True

    def disown(self, code: str) -> None:
        """Nothing to give up."""

    def orphans(self, limit: int = 100) -> list[str]:
        """No table lacks its owner here."""
        return []

    def hold(self, code: str, seat: int) -> None:
        """Seats held are known to the one process already."""

    def release(self, code: str, seat: int) -> bool:
        """No connection elsewhere can hold the seat."""
        return True

    def _transaction(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        """Run statements as one transaction."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for sql, values in statements:
                self.db.execute(sql, values)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def add_table(self, table: Table) -> None:
        """Store a new table and its seats."""
        setup = table.setup
        now = time.time()
        statements = [
            (
                "INSERT INTO tables (code, shown, game, variant, options, seed, absence, spectators, bot_delay, "
                "created, host, locked, knock, finished, last) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    table.code,
                    table.shown,
                    table.game.name,
                    setup.variant,
                    _json(setup.options),
                    setup.seed,
                    table.absence,
                    int(table.spectators),
                    table.bot_delay,
                    now,
                    table.host,
                    int(table.locked),
                    int(table.knock),
                    now if table.over else None,
                    now,
                ),
            )
        ]
        statements += [self._seat_row(table, index) for index in range(len(table.seats))]
        self._transaction(statements)

    @staticmethod
    def _seat_row(table: Table, index: int) -> tuple[str, tuple[Any, ...]]:
        seat = table.seats[index]
        return (
            "INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?)",
            (table.code, index, seat.name, seat.kind, seat.level, seat.token),
        )

    def add_entry(
        self, table: Table, entry: Entry, seat_changed: int | None = None, forget_chat: int | None = None
    ) -> None:
        """Store one log step (and the seat it changed) in one transaction; a finished game is archived with it.

        `forget_chat`: the step of an old chat line whose text is no longer kept (the step stays, empty).
        """
        now = time.time()
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "INSERT INTO log VALUES (?, ?, ?, ?, ?, ?)",
                (table.code, entry.seq, entry.kind, entry.seat, _json(entry.data), now),
            ),
            # `finished` (and its index) only written by the step that ends the game: one page less a step
            ("UPDATE tables SET last = ?, finished = ? WHERE code = ?", (now, now, table.code))
            if table.over
            else ("UPDATE tables SET last = ? WHERE code = ?", (now, table.code)),
        ]
        if seat_changed is not None:
            statements.append(self._seat_row(table, seat_changed))
        if forget_chat is not None:
            statements.append(
                ("UPDATE log SET data = '{}' WHERE code = ? AND seq = ? AND kind = 'chat'", (table.code, forget_chat))
            )
        self._transaction(statements)

    def set_flags(self, table: Table) -> None:
        """Store the host's choices: locked, knock first, listeners allowed."""
        self._transaction(
            [
                (
                    "UPDATE tables SET locked = ?, knock = ?, spectators = ? WHERE code = ?",
                    (int(table.locked), int(table.knock), int(table.spectators), table.code),
                )
            ]
        )

    def archive(self, code: str) -> None:
        """Mark a table finished (it no longer counts toward the cap, and expires after the keeping time)."""
        self._transaction([("UPDATE tables SET finished = COALESCE(finished, ?) WHERE code = ?", (time.time(), code))])

    def open_codes(self) -> list[str]:
        """The codes of the tables not finished, the most recently played first."""
        return [
            code
            for (code,) in self.db.execute(
                "SELECT code FROM tables WHERE finished IS NULL ORDER BY COALESCE(last, created) DESC"
            )
        ]

    def count_open(self) -> int:
        """How many tables are not finished."""
        return int(self.db.execute("SELECT COUNT(*) FROM tables WHERE finished IS NULL").fetchone()[0])

    def is_open(self, code: str) -> bool:
        """True when this table exists and is not finished."""
        return (
            self.db.execute("SELECT 1 FROM tables WHERE code = ? AND finished IS NULL", (code,)).fetchone() is not None
        )

    def expired(self, before: float) -> list[str]:
        """Tables finished before `before`, or open with no step since then (abandoned)."""
        return [
            code
            for (code,) in self.db.execute(
                "SELECT code FROM tables WHERE finished < ? OR (finished IS NULL AND COALESCE(last, created) < ?)",
                (before, before),
            )
        ]

    def remove(self, codes: list[str]) -> None:
        """Delete these tables with their seats and logs, a batch per transaction."""
        for start in range(0, len(codes), PURGE_BATCH):
            batch = [(code,) for code in codes[start : start + PURGE_BATCH]]
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.executemany("DELETE FROM log WHERE code = ?", batch)
                self.db.executemany("DELETE FROM seats WHERE code = ?", batch)
                self.db.executemany("DELETE FROM tables WHERE code = ?", batch)
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""
        return self.db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone() is not None

    def has_token(self, code: str, token: str) -> bool:
        """True when a seat of the table `code` has this token hash (one index look-up, table or none)."""
        return self.db.execute("SELECT 1 FROM seats WHERE code = ? AND token = ?", (code, token)).fetchone() is not None

    def load_table(self, code: str) -> Table | None:
        """The stored table with this code, rebuilt by replaying its log; None when there is none."""
        row = self.db.execute(
            "SELECT shown, game, variant, options, seed, absence, spectators, bot_delay, host, locked, "
            "knock FROM tables WHERE code = ?",
            (code,),
        ).fetchone()
        if row is None:
            return None
        shown, game_name, variant, options, seed, absence, spectators, bot_delay, host, locked, knock = row
        rows = self.db.execute(
            "SELECT name, kind, level, token FROM seats WHERE code = ? ORDER BY seat", (code,)
        ).fetchall()
        seats = [TableSeat(name, kind, level, token) for name, kind, level, token in rows]
        game = get_game(game_name)
        setup = Setup(seed, len(seats), variant, json.loads(options))
        table = Table(code, shown, game, setup, seats, absence, bool(spectators), bot_delay)
        table.host = host if host is not None else (0 if seats and seats[0].kind == "human" else None)
        table.locked, table.knock = bool(locked), bool(knock)
        table.replaying = True
        table.hearing = lambda: ()  # nobody listens yet: each viewer's text is made once a link comes (`Table.heard`)
        try:
            for kind, seat, data in self.db.execute(
                "SELECT kind, seat, data FROM log WHERE code = ? ORDER BY seq", (code,)
            ):
                table.replay_entry(kind, seat, json.loads(data))
        finally:
            table.replaying = False
            table.hearing = None
        table.archived = table.over
        for seat, (name, kind, level, token) in zip(table.seats, rows):  # the stored seats are the latest word
            seat.name, seat.kind, seat.level, seat.token = name, kind, level, token
        return table
