"""Sixty-One's take-back at an online table, from a terminal seat: while the round's choices are hidden the
seat takes its choice back whoever chooses now, hears what it took back (the sentence the page's seat hears
too, tests/test_web_take_back.py), and the table's log in the server's database holds the take-back."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from accessible_games.client.client import TableClient
from accessible_games.serving.sitting import hosting
from accessible_games.ui.testing import Harness
from net_helpers import run, running_server
from test_net_screen import bot_choice, settle, sit


def logged_moves(folder: Path, code: str) -> list[tuple[int | None, dict[str, object]]]:
    """The moves of a table as the server's database logged them: (seat, move)."""
    with sqlite3.connect(folder / "tables.sqlite") as db:
        rows = db.execute("SELECT seat, data FROM log WHERE code = ? AND kind = 'move' ORDER BY seq", (code,))
        return [(seat, json.loads(data)["move"]) for seat, data in rows]


def test_a_terminal_seat_takes_its_hidden_choice_back_while_another_seat_chooses(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0) as (_server, url):
            seats = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}]
            host = sit(anna, url, hosting("sixtyone", seats), announce_code=True)
            await host.client.wait_for(lambda c: c.received > 0, 10)
            boris = TableClient(url)  # a friend who has the next choice of the round and is still thinking
            await boris.connect()
            await boris.join(host.client.shown, "Boris")
            await host.client.wait_for(lambda c: c.started and c.to_move == 0 and bool(c.legal), 10)
            anna.press("delete")  # nothing chosen yet this round
            assert anna.last() == "Nothing to take back: you have no hidden choice in this round."
            seq = host.client.seq
            host.play(bot_choice(host))
            await host.client.wait_for(lambda c, s=seq: c.seq > s and c.to_move == 1, 10)
            await settle()
            anna.clear()
            anna.press("delete")  # Boris chooses now; the choice is still hidden
            await host.client.wait_for(lambda c: c.to_move == 0 and bool(c.legal), 10)
            await settle()
            assert any(line.startswith("Taken back:") for line in anna.said()), anna.said()
            assert not any("not your turn" in line or "not available" in line for line in anna.said())
            assert logged_moves(tmp_path, host.client.code)[-1] == (0, {"kind": "take-back", "by": 0})
            await boris.close()

    run(scenario(), 60)
