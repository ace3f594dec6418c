"""Play online → Open tables, its words and focus: each table said with its game, variant, host, seats free,
language and wait; a change kept quiet, except that the focused table has gone; Ctrl+L counts; Enter asks a name."""

from __future__ import annotations

import time
from pathlib import Path

from accessible_games.client.lobby_client import OpenTable, parse_tables
from accessible_games.ui.lobby_screen import OpenTablesMenu
from accessible_games.ui.testing import Harness


def table(code: str, host: str, free: int = 1, lang: str = "ru", waited: int = 180) -> OpenTable:
    """An open table of Sixty-One as the server's list gives it."""
    return OpenTable(code, code, "sixtyone", "standard", host, free, 2, lang, time.monotonic() - waited)


def test_the_list_says_each_table_keeps_changes_quiet_and_says_when_the_focused_one_leaves(tmp_path: Path) -> None:
    h = Harness(tmp_path, "en")
    h.open_menu()
    menu = OpenTablesMenu(h.app, "ws://127.0.0.1:1")
    h.app.push(menu)
    assert "Asking the server for its open tables" in h.last()
    menu.changed([table("a1", "Anna"), table("b2", "Boris", 2, "fr", 0)])
    assert (
        h.last() == "Sixty-One, Standard, hosted by Anna: one seat free of 2, in Russian, waiting for 3 minutes, 1 of 2"
    )
    h.press("down")
    assert "hosted by Boris: 2 seats free of 2, in French, opened just now" in h.last()
    said = len(h.said())
    menu.changed([table("c3", "Carl"), table("a1", "Anna"), table("b2", "Boris")])  # a new table: nothing said
    assert len(h.said()) == said and menu.items[menu.index].key == "b2"  # the focus stays on Boris's table
    h.press("c-l")
    assert h.last() == "3 open tables."
    menu.changed([table("c3", "Carl"), table("a1", "Anna")])  # Boris's table is full: the player hears it
    assert h.said()[-2:] == [
        "That table has left the list: it is full, closed or over.",
        "Sixty-One, Standard, hosted by Anna: one seat free of 2, in Russian, waiting for 3 minutes, 2 of 2",
    ]
    menu.changed([table("c3", "Carl"), table("a1", "Anna"), OpenTable("x", "x", "chess", "x", "Eve", 1, 2, "", 0)])
    assert [item.key for item in menu.items] == ["c3", "a1"]  # a game this app does not know is left out
    h.press("enter")
    assert h.said()[-2:] == ["Your name at the table", "Empty. Type letters, then press Enter."]


def test_a_malformed_list_keeps_only_the_well_formed_entries() -> None:
    good = {"code": "1", "shown": "1", "game": "sixtyone", "variant": "standard", "host": "Anna", "lang": "en"}
    entries = [
        {**good, "free": 1, "seats": 2, "waited": 5},
        {**good, "free": True, "seats": 2, "waited": 5},
        {**good, "host": None, "free": 1, "seats": 2, "waited": 5},
        "nonsense",
        {**good, "host": "x" * 1000, "free": 1, "seats": 2, "waited": 5},
    ]
    tables = parse_tables(entries, 100.0)
    assert [(t.host, t.since) for t in tables] == [("Anna", 95.0)]
    assert parse_tables({"not": "a list"}, 0.0) == []
