"""Home tables: the tables on this computer's own server at which this player holds a seat.

The app's own server keeps its tables in the data folder, so a table hosted at home outlives the
host's app: `home_tables` lists the unfinished ones (newest first) for Continue and "My tables".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from ..files import data_dir
from ..client.seats_kept import kept_codes
from .serve import DATABASE
from .sitting import HOME

log = logging.getLogger("accessible_games.net")


@dataclass(frozen=True)
class HomeTable:
    """An unfinished table on this computer's server: its code, how it is said, game, names, last change."""

    code: str
    shown: str
    game: str
    names: tuple[str, ...]
    updated: float


def home_tables() -> list[HomeTable]:
    """The unfinished home tables where this player holds a seat, the most recently played first."""
    return read_home_tables()[0]


def read_home_tables() -> tuple[list[HomeTable], int]:
    """The unfinished home tables (as `home_tables`), and how many could not be read and were skipped."""
    codes = kept_codes(HOME)
    path = data_dir() / "server" / DATABASE
    if not codes or not path.exists():
        return [], 0
    from ..server.store import Store

    found: list[HomeTable] = []
    skipped = 0
    try:
        store = Store(path)
    except Exception:  # noqa: BLE001 - an unreadable database lists nothing; hosting says why when tried
        log.exception("the home server's database cannot be read")
        return [], 0
    try:
        for code in store.open_codes():  # the most recently played first
            if code not in codes:
                continue
            try:
                table = store.load_table(code)
            except Exception:  # noqa: BLE001 - one damaged table must not hide the others
                log.exception("a home table could not be rebuilt")
                skipped += 1
                continue
            if table is None or table.over:
                continue
            try:
                row = store.db.execute("SELECT COALESCE(last, created) FROM tables WHERE code = ?", (code,)).fetchone()
                found.append(
                    HomeTable(
                        str(table.code),
                        str(table.shown),
                        str(table.game.name),
                        tuple(str(name) for name in table.names()),
                        updated(row[0] if row else None),
                    )
                )
            except Exception:  # noqa: BLE001 - one bad row is skipped; the others are listed
                skipped += 1
        if skipped:
            log.warning("%d home tables could not be read and were skipped", skipped)
    except Exception:  # noqa: BLE001 - a database that fails half-way lists what was read
        log.exception("the home server's database could not be read to the end")
    finally:
        store.close()
    return sorted(found, key=lambda home: home.updated, reverse=True), skipped


def updated(value: object) -> float:
    """A table's last change as a time; a value that is not one (a damaged row) counts as the oldest."""
    try:
        when = float(value or 0.0)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ValueError(f"bad time {value!r}") from None
    if when != when or when in (float("inf"), float("-inf")):
        raise ValueError("bad time")
    return when
