"""Tables kept in SQLite: tables, seats (token hashes only) and each table's log, one transaction per step.

The database runs in WAL mode. A table is stored as its setup and seats plus the ordered log of
moves, chat lines and seat notices; a restarted server replays each log through the rules core,
so every table resumes exactly where it was (chance comes from the stored seed).
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any, Iterator

from ..core.protocol import Setup
from ..games import get_game
from .table import Entry, Table, TableSeat

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
    created REAL NOT NULL
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


class Store:
    """The server's SQLite database of tables."""

    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # with WAL: a killed process loses nothing committed
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints (the only fsyncs) run in `checkpoint`
        self.db.executescript(SCHEMA)
        self._checkpointer: sqlite3.Connection | None = None
        self.closed = False

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the database file; meant to run on a worker thread, off the event loop."""
        if self._checkpointer is None:
            self._checkpointer = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def close(self) -> None:
        """Close the database (its log is checkpointed first); closing twice does nothing."""
        if self.closed:
            return
        self.closed = True
        if self._checkpointer is not None:
            self._checkpointer.close()
            self._checkpointer = None
        self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.db.close()

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
        statements = [("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (table.code, table.shown, table.game.name, setup.variant, json.dumps(setup.options),
                        setup.seed, table.absence, int(table.spectators), table.bot_delay, time.time()))]
        statements += [self._seat_row(table, index) for index in range(len(table.seats))]
        self._transaction(statements)

    @staticmethod
    def _seat_row(table: Table, index: int) -> tuple[str, tuple[Any, ...]]:
        seat = table.seats[index]
        return ("INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                (table.code, index, seat.name, seat.kind, seat.level, seat.token))

    def add_entry(self, table: Table, entry: Entry, seat_changed: int | None = None) -> None:
        """Store one log step (and the seat it changed) in one transaction."""
        statements = [("INSERT INTO log VALUES (?, ?, ?, ?, ?, ?)",
                       (table.code, entry.seq, entry.kind, entry.seat, json.dumps(entry.data), time.time()))]
        if seat_changed is not None:
            statements.append(self._seat_row(table, seat_changed))
        self._transaction(statements)

    def has_code(self, code: str) -> bool:
        """True when a table with this code exists."""
        return self.db.execute("SELECT 1 FROM tables WHERE code = ?", (code,)).fetchone() is not None

    def load_tables(self) -> Iterator[Table]:
        """Every stored table, rebuilt by replaying its log."""
        rows = self.db.execute("SELECT code, shown, game, variant, options, seed, absence, spectators, bot_delay "
                               "FROM tables ORDER BY created").fetchall()
        for code, shown, game_name, variant, options, seed, absence, spectators, bot_delay in rows:
            seats = [TableSeat(name, kind, level, token) for name, kind, level, token in self.db.execute(
                "SELECT name, kind, level, token FROM seats WHERE code = ? ORDER BY seat", (code,))]
            game = get_game(game_name)
            setup = Setup(seed, len(seats), variant, json.loads(options))
            table = Table(code, shown, game, setup, seats, absence, bool(spectators), bot_delay)
            for kind, seat, data in self.db.execute("SELECT kind, seat, data FROM log WHERE code = ? ORDER BY seq", (code,)):
                table.replay_entry(kind, seat, json.loads(data))
            yield table
