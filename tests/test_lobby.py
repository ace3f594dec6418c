"""The lobby on a real server on 127.0.0.1: open tables listed live, private ones never, a locked, full or
finished table gone from the list, and the list asking nothing of codes."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Iterator

import pytest
from websockets.asyncio.client import connect

from accessible_games.client.client import TableClient
from accessible_games.server.guard import Limits
from accessible_games.server.lobby import LOBBY_LIMIT
from accessible_games.client.lobby_client import LobbyClient, OpenTable
from accessible_games.core.wire import request
from net_helpers import GAME, run, running_server, secrets_registered


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


HOST = {"kind": "host", "name": "Anna"}
GUEST = {"kind": "guest"}


async def listed(lobby: LobbyClient, check: object, timeout: float = 10.0) -> list[OpenTable]:
    """Wait until the lobby's latest list passes `check` (a function of the list); that list."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not check(lobby.tables):  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, lobby.tables
        await asyncio.sleep(0.02)
    return lobby.tables


def test_an_open_table_is_listed_live_and_a_private_one_never(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            lobby = LobbyClient(url)
            lobby.start()
            await listed(lobby, lambda tables: lobby.lists > 0 and tables == [])
            carl = TableClient(url)
            await carl.connect()
            await carl.create(GAME.name, [{"kind": "host", "name": "Carl"}, GUEST])  # private: the default
            anna = TableClient(url)
            await anna.connect()
            await anna.create(GAME.name, [HOST, GUEST, GUEST], listed=True, lang="fr")
            tables = await listed(lobby, lambda tables: len(tables) == 1)
            (table,) = tables
            assert (table.host, table.free, table.seats, table.lang, table.game) == ("Anna", 2, 3, "fr", GAME.name)
            assert table.code == anna.code
            assert "Carl" not in repr(lobby.tables) and carl.code not in repr(lobby.tables)
            boris = TableClient(url)
            await boris.connect()
            await boris.join(table.code, "Boris")  # joined from the list, with the code it gives
            await listed(lobby, lambda tables: len(tables) == 1 and tables[0].free == 1)
            await anna.send_raw(request("host", lock=True))  # the host closes it to new players
            await listed(lobby, lambda tables: tables == [])
            await anna.send_raw(request("host", lock=False))
            await listed(lobby, lambda tables: len(tables) == 1)
            dora = TableClient(url)
            await dora.connect()
            await dora.join(table.code, "Dora")  # full: started, it leaves the list
            await listed(lobby, lambda tables: tables == [])
            for client in (anna, boris, carl, dora):
                await client.close()
            await lobby.close()

    run(scenario())


def test_the_lobby_is_no_oracle_and_is_bounded(tmp_path: Path) -> None:
    """Asking for the list takes no code and says nothing of one; a link at a table cannot ask; the list
    holds LOBBY_LIMIT tables at most, whatever the number open."""

    async def scenario() -> None:
        many = Limits(creates=200, open_per_address=200, network_creates=200, open_per_network=200, per_address=200)
        async with running_server(tmp_path, limits=many) as (_server, url):
            async with connect(url + "/ws") as ws:
                await ws.send(json.dumps({"v": 1, "type": "lobby", "code": "friday-club"}))
                answer = json.loads(await ws.recv())
                assert answer["type"] == "error" and answer["code"] == "malformed", answer
            hosts = []
            for number in range(LOBBY_LIMIT + 3):
                host = TableClient(url)
                await host.connect()
                await host.create(GAME.name, [{"kind": "host", "name": f"Host {number}"}, GUEST], listed=True)
                hosts.append(host)
            async with connect(f"{url}/t/{hosts[0].code}/ws") as ws:  # a table's own path: no list there
                await ws.send(request("lobby"))
                answer = json.loads(await ws.recv())
                assert answer["type"] == "error", answer
            lobby = LobbyClient(url)
            lobby.start()
            tables = await listed(lobby, lambda tables: len(tables) > 0)
            assert len(tables) == LOBBY_LIMIT
            assert [t.host for t in tables] == [f"Host {n}" for n in range(LOBBY_LIMIT)]  # longest waiting first
            for host in hosts:
                await host.close()
            await lobby.close()

    run(scenario(), timeout=120)
