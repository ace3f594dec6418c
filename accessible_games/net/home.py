"""Home tables: the tables on this computer's own server at which this player holds a seat.

The app's own server keeps its tables in the data folder, so a table hosted at home outlives the
host's app: `home_tables` lists the unfinished ones (newest first) for Continue and "My tables".
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from ..files import data_dir
from .seats_kept import kept_codes
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
    codes = kept_codes(HOME)
    path = data_dir() / "server" / DATABASE
    if not codes or not path.exists():
        return []
    from .store import Store

    found: list[HomeTable] = []
    try:
        store = Store(path)
    except Exception:  # noqa: BLE001 - an unreadable database lists nothing; hosting says why when tried
        log.exception("the home server's database cannot be read")
        return []
    try:
        for code in store.open_codes():  # the most recently played first
            if code not in codes:
                continue
            try:
                table = store.load_table(code)
            except Exception:  # noqa: BLE001 - one damaged table must not hide the others
                log.exception("a home table could not be rebuilt")
                continue
            if table is None or table.over:
                continue
            row = store.db.execute("SELECT COALESCE(last, created) FROM tables WHERE code = ?", (code,)).fetchone()
            found.append(
                HomeTable(table.code, table.shown, table.game.name, tuple(table.names()), float(row[0] or 0.0))
            )
    finally:
        store.close()
    return sorted(found, key=lambda home: home.updated, reverse=True)
