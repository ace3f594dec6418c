"""Links against a real `serve` process: idle links from one address cannot crowd out another's game."""

from __future__ import annotations

import asyncio
import logging
import socket
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.server.bots import BotRunner
from accessible_games.server.guard import quiet_accept_errors
from guard_helpers import HOST, ask, link, play_to_end
from net_helpers import run, secrets_registered
from test_net_serve import start


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


def idle_links(port: int, count: int) -> list[socket.socket]:
    """`count` TCP links from 127.0.0.1 that never say a word."""
    links = []
    for _ in range(count):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", port))
        links.append(sock)
    return links


def test_two_thousand_idle_links_from_one_address_leave_room_for_another(tmp_path: Path) -> None:
    process, url = start(tmp_path / "data")
    held: list[socket.socket] = []
    try:
        assert process.stdout is not None
        limits_line = process.stdout.readline()
        assert "Open files allowed:" in limits_line and "from one address" in limits_line
        held = idle_links(int(url.rsplit(":", 1)[1]), 2000)

        async def newcomer() -> None:
            boris = await link(url, "127.0.0.2")
            seated = await ask(
                boris, "create", game="net-secrets", seats=[{**HOST, "name": "Boris"}, {"kind": "bot"}], bot_delay=0
            )
            assert seated["type"] == "seated"
            assert (await play_to_end([boris]))["over"]

        run(newcomer(), 60)
    finally:
        for sock in held:
            sock.close()
        process.terminate()
        process.wait(30)
    assert process.stderr is not None
    assert len(process.stderr.read()) < 20000  # no traceback per refused link


def test_a_link_that_never_opens_its_websocket_is_closed(tmp_path: Path) -> None:
    process, url = start(tmp_path / "data", "--handshake-timeout", "0.5")
    try:
        sock = socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])))
        sock.settimeout(30)
        assert sock.recv(100) == b""  # the server closed it (the timeout above only bounds the test)
        sock.close()
    finally:
        process.terminate()
        process.wait(30)


def test_accept_errors_are_logged_at_most_once_a_second(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        quiet_accept_errors(loop)
        for _ in range(500):
            loop.call_exception_handler(
                {"message": "socket.accept() out of system resource", "exception": OSError(24, "Too many open files")}
            )

    with caplog.at_level(logging.ERROR, "accessible_games.net"):
        asyncio.run(scenario())
    assert len([r for r in caplog.records if "out of system resource" in r.getMessage()]) == 1


def test_a_table_with_people_goes_ahead_of_bots_alone_and_addresses_take_turns() -> None:
    async def scenario() -> list[str]:
        runner = BotRunner(workers=1)
        order: list[str] = []

        async def bot(label: str, alone: bool, address: str) -> None:
            await runner.move(("net-secrets", None, "easy", 4), alone=alone, address=address, table=label)
            order.append(label)

        try:
            await bot("warm-up", False, "")  # the worker process is started and answers
            tasks = [asyncio.ensure_future(bot(f"eve-{n}", True, "eve")) for n in range(6)]
            tasks += [asyncio.ensure_future(bot(f"ivan-{n}", True, "ivan")) for n in range(2)]
            await asyncio.sleep(0)  # the bot tables are queued (two of Eve's wait for room in her lane)
            tasks.append(asyncio.ensure_future(bot("anna", False, "anna")))
            await asyncio.wait_for(asyncio.gather(*tasks), 60)
        finally:
            runner.close()
        return order

    order = asyncio.run(scenario())
    assert order[1:3] == ["eve-0", "anna"]  # the person's table waits for the one job in the worker, no more
    assert order[3:7] == ["eve-1", "ivan-0", "eve-2", "ivan-1"]  # Ivan's tables are not stuck behind all of Eve's
    assert sorted(order) == sorted(["warm-up", "anna", *(f"eve-{n}" for n in range(6)), "ivan-0", "ivan-1"])
