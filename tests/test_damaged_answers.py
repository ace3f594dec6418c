"""What a server (or the home server's database) says is read defensively: a damaged home table is skipped and
said once, an error code this app does not know has a sentence naming it, and a damaged seating answer or first
update is said and the table left at once (not "Connecting to…" until a time-out, the reason in crash.log)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve

from accessible_games.files import data_dir
from accessible_games.client.client import TableClient
from accessible_games.serving.serve import DATABASE
from accessible_games.serving.sitting import joining
from accessible_games.core.wire import VERSION
from accessible_games.ui.online_menu import HomeTablesMenu, newest_home_table, online_screen_for
from accessible_games.ui.online_screen import OnlineScreen
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from net_helpers import run


def reply(kind: str, **fields: Any) -> str:
    """One server message."""
    return json.dumps({"v": VERSION, "type": kind, **fields})


async def fake_server(answers: Callable[[dict[str, Any]], list[str]]) -> tuple[Any, str]:
    """A WebSocket server that answers the first request with `answers(request)` and then stays silent."""

    async def handler(ws: ServerConnection) -> None:
        async for raw in ws:
            for line in answers(json.loads(raw)):
                await ws.send(line)

    server = await serve(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, f"ws://127.0.0.1:{port}"


async def heard_within(harness: Harness, text: str, seconds: float = 10.0) -> str:
    """Wait until `text` is said; everything said, as one string."""
    for _ in range(int(seconds / 0.05)):
        if any(text in line for line in harness.said()):
            break
        await asyncio.sleep(0.05)
    return " | ".join(harness.said())


def join_screen(harness: Harness, url: str) -> OnlineScreen:
    """The table screen `join URL CODE` opens, over the main menu."""
    screen = OnlineScreen(harness.app, TableClient(url, reconnect=False), joining("123456789012", "Boris"))
    harness.app.start([MainMenu(harness.app), screen])
    return screen


def test_an_unknown_error_code_is_a_sentence_that_names_it(tmp_path: Path) -> None:
    boris = Harness(tmp_path, "en")

    async def scenario() -> None:
        server, url = await fake_server(lambda _request: [reply("error", code="maintenance")])
        try:
            join_screen(boris, url)
            said = await heard_within(boris, "maintenance")
            assert "this version of the app does not know (maintenance)" in said, said
            assert "net-error-" not in said
        finally:
            server.close()

    run(scenario(), 30)


SEATED = {"code": "123456789012", "shown": "123 456 789 012", "seat": 1, "game": "ramses", "variant": "standard"}


def test_a_damaged_seating_answer_is_said_and_the_table_left_at_once(tmp_path: Path) -> None:
    boris = Harness(tmp_path, "en")

    async def scenario() -> None:
        server, url = await fake_server(lambda _request: [reply("seated", **{**SEATED, "seat": "one"})])
        try:
            screen = join_screen(boris, url)
            said = await heard_within(boris, "cannot read")
            assert "The server sent an answer this app cannot read; the table was left." in said, said
            assert boris.app.top is not screen and not boris.app.errors
        finally:
            server.close()

    run(scenario(), 30)


def test_a_damaged_first_update_is_said_and_the_table_left_at_once(tmp_path: Path) -> None:
    boris = Harness(tmp_path, "en")
    damaged = {"seq": 1, "view": "not a view", "seats": [{"kind": "host", "name": "Anna"}], "legal": []}

    async def scenario() -> None:
        server, url = await fake_server(lambda _request: [reply("seated", **SEATED), reply("update", **damaged)])
        try:
            screen = join_screen(boris, url)
            said = await heard_within(boris, "cannot read")
            assert "The server sent an answer this app cannot read; the table was left." in said, said
            assert boris.app.top is not screen and not boris.app.errors
        finally:
            server.close()

    run(scenario(), 30)


def test_a_damaged_home_table_is_skipped_and_said_once(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        codes = []
        for _ in range(2):
            extra = {"table": [{"kind": "host", "name": "Anna"}, {"kind": "guest"}], "port": 0, "listen": "127.0.0.1"}
            screen = online_screen_for(anna.app, "host", {**extra, "bot_delay": 0.0}, "ramses", None, None, None)
            anna.app.start([MainMenu(anna.app), screen])
            await screen.client.wait_for(lambda c: c.received > 0, 10)
            codes.append(screen.client.code)
            screen.leave()
            for _ in range(20):
                await asyncio.sleep(0.05)
        with sqlite3.connect(data_dir() / "server" / DATABASE) as db:
            db.execute("UPDATE tables SET last = 'yesterday' WHERE code = ?", (codes[0],))
        assert newest_home_table() is not None  # Continue still finds the other table
        menu = HomeTablesMenu(anna.app)
        anna.clear()
        anna.app.push(menu)
        assert [item.key for item in menu.items] == [codes[1]]
        anna.app.pop()
        anna.app.push(menu)
        said = anna.said()
        assert sum("One table on this computer could not be read" in line for line in said) == 1, said

    run(scenario(), 60)


def test_a_replay_the_client_cannot_use_is_said_not_raised(tmp_path: Path) -> None:
    """A replay answer without a save (or with one of the wrong shape) is a reason, never a KeyError."""
    import pytest

    from accessible_games.client.client import ServerGone

    def answers(request: dict[str, Any]) -> list[str]:
        if request.get("type") == "replay":
            return [reply("replay", save=["not", "a", "save"])]
        return [reply("seated", **SEATED), reply("update", seq=1, view={}, seats=[], legal=[])]

    async def scenario() -> None:
        server, url = await fake_server(answers)
        try:
            client = TableClient(url, reconnect=False)
            await client.connect()
            await client.watch("123456789012")
            with pytest.raises(ServerGone) as gone:
                await client.replay()
            assert gone.value.reason is not None and gone.value.reason.id == "link-damaged"
            await client.close()
        finally:
            server.close()

    run(scenario(), 30)
