"""Seats over the network, with real clients and a real server on 127.0.0.1: one seat is one connection,
outages are ridden out (players and listeners), and a table pauses while every player is away."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.client import client as client_module
from accessible_games.client.client import TableClient
from accessible_games.server.server import ServerOptions, TableServer
from accessible_games.server.store import Store
from net_helpers import GAME, run, running_server, secrets_registered

HOST = {"kind": "host", "name": "Anna"}
GUEST = {"kind": "guest"}
BOT = {"kind": "bot"}


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


async def seated(url: str, seats: list[dict[str, str]], **fields: object) -> tuple[TableClient, TableClient]:
    """Anna creates a table of the test game; Boris joins its guest seat."""
    anna, boris = TableClient(url, record=True), TableClient(url, record=True)
    await anna.connect()
    await anna.create(GAME.name, seats, **fields)
    await boris.connect()
    await boris.join(anna.shown, "Boris")
    await anna.wait_for(lambda c: c.started)
    return anna, boris


def test_a_newer_connection_takes_the_seat_and_the_older_stops(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated(url, [HOST, GUEST])
            replaced: list[bool] = []
            boris.on_replaced = lambda: replaced.append(True)
            window = TableClient(url, record=True)
            await window.connect()
            await window.resume(boris.code, boris.token)
            await boris.wait_for(lambda c: c.replaced, 5)
            for _ in range(20):  # the older client does not come back to kick the newer one out
                await asyncio.sleep(0.05)
            assert replaced == [True] and boris.lost and not boris.reconnecting
            assert window.seat == 1 and not window.reconnecting and not window.lost
            assert server.holders[(boris.code, 1)].ws.remote_address is not None
            await anna.move(anna.legal[0])
            await window.wait_for(lambda c: c.to_move == 1 and bool(c.legal), 5)
            assert not any(m.id == "net-seat-away" for m in anna.heard)

    run(scenario())


def test_players_and_listeners_ride_out_a_server_outage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server is away for many more attempts than a short retry list allows; both come back by themselves."""
    monkeypatch.setattr(client_module, "RECONNECT_DELAYS", (0.05, 0.1))

    async def scenario() -> None:
        store = tmp_path / "tables.sqlite"
        server = TableServer(Store(store), ServerOptions(default_bot_delay=0.0))
        await server.start("127.0.0.1", 0)
        port = server.port()
        url = f"ws://127.0.0.1:{port}"
        anna, boris = await seated(url, [HOST, GUEST])
        carl = TableClient(url, record=True)
        await carl.connect()
        await carl.watch(anna.shown)
        drops: list[str] = []
        for name, who in (("anna", anna), ("carl", carl)):
            who.on_drop = lambda name=name: drops.append(name)
        boris.reconnect = False
        await server.stop()
        await anna.wait_for(lambda c: c.reconnecting, 5)
        await carl.wait_for(lambda c: c.reconnecting, 5)
        await asyncio.sleep(2.0)  # about twenty failed attempts
        assert anna.reconnecting and carl.reconnecting and not anna.lost and not carl.lost
        again = TableServer(Store(store), ServerOptions(default_bot_delay=0.0))
        await again.start("127.0.0.1", port)
        try:
            await anna.wait_for(lambda c: not c.reconnecting, 10)
            await carl.wait_for(lambda c: not c.reconnecting, 10)
            assert sorted(drops) == ["anna", "carl"]  # said once each
            assert anna.seat == 0 and carl.seat is None and not anna.lost and not carl.lost
            seq = carl.seq
            await anna.move(anna.legal[0])
            await carl.wait_for(lambda c: c.seq > seq, 5)
        finally:
            for who in (anna, boris, carl):
                await who.close()
            await again.stop()

    run(scenario())


def test_a_table_pauses_while_every_player_is_away(tmp_path: Path) -> None:
    """Both players leave at Boris's turn; their allowance runs out, yet no stand-in bot plays while
    nobody is there. Anna comes back: the stand-in plays for Boris, then the table's bot."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated(url, [HOST, GUEST, BOT], absence=0.1, bot_delay=0.0)
            table = server.tables[anna.code]
            code, anna_token = anna.code, anna.token
            await anna.move(anna.legal[0])
            await boris.wait_for(lambda c: c.to_move == 1 and bool(c.legal))
            anna.reconnect = boris.reconnect = False
            await anna.close()
            await boris.close()
            moves = len(table.moves)
            await asyncio.sleep(1.0)
            assert table.seats[1].stand_in, "the allowance ran out"
            assert len(table.moves) == moves, "a bot played on for absent players"
            back = TableClient(url, record=True)
            await back.connect()
            await back.resume(code, anna_token)
            await back.wait_for(lambda c: len(table.moves) >= moves + 2, 5)  # Anna is back: the table goes on
            assert not table.seats[0].stand_in

    run(scenario())


def test_a_table_may_have_no_stand_in_bot(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated(url, [HOST, GUEST], absence=0.05, stand_in=False)
            boris.reconnect = False
            await boris.close()
            await anna.move(anna.legal[0])
            await asyncio.sleep(0.5)
            assert not any(m.id == "net-seat-bot" for m in anna.heard)
            assert anna.to_move == 1 and not server.tables[anna.code].seats[1].stand_in

    run(scenario())
