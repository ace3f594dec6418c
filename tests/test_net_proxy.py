"""Several `serve` processes behind a real proxy with the shipped configuration (docs/proxy/): HAProxy and nginx
keep both seats of every table on one process, since every link names its table in its path; and each player
counts by their own address, which the proxy names (a PROXY header, X-Forwarded-For) and the server believes
from the proxy only."""

from __future__ import annotations

import socket
import struct
import time
from pathlib import Path
from typing import Iterator

import psycopg
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidMessage, InvalidStatus

from accessible_games.client.client import TableClient
from accessible_games.core.wire import request
from guard_helpers import HOST, GUEST, ask, link
from net_helpers import run
from net_processes import ServeProcess
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`
from proxy_helpers import Proxy, haproxy, nginx

TRUSTED = ("--trusted-proxy", "127.0.0.1/32")  # the proxies run on 127.0.0.1; players come from 127.0.0.2 on
PROXIES = {"haproxy": haproxy, "nginx": nginx}


@pytest.fixture(params=sorted(PROXIES))
def kind(request: pytest.FixtureRequest) -> str:
    """Which proxy (its program present, or the test skipped with the reason)."""
    PROXIES[request.param]()
    return str(request.param)


def holders(store: str) -> dict[str, set[int | None]]:
    """Per table, the database connections (one per serve process) holding its human seats."""
    with psycopg.connect(store) as db:
        rows = db.execute("SELECT code, held_by FROM seats WHERE kind = 'human'").fetchall()
    found: dict[str, set[int | None]] = {}
    for code, held_by in rows:
        found.setdefault(code, set()).add(held_by)
    return found


def test_both_seats_of_every_table_sit_on_one_process_behind_the_proxy(
    tmp_path: Path, cluster: Cluster, kind: str
) -> None:
    store = cluster.new_database()
    roomy = ("--open-per-address", "100", "--creates", "100")  # every player here comes from 127.0.0.1
    serves = [ServeProcess(tmp_path / name, 0, "--store", store, *TRUSTED, *roomy) for name in ("one", "two")]
    try:
        proxy = Proxy(kind, [serve.port for serve in serves])
    except BaseException:
        for serve in serves:
            serve.stop()
        raise

    async def scenario() -> None:
        clients: list[TableClient] = []

        async def table(chosen: str | None) -> str:
            """Anna makes a table (on /ws, or with a chosen code on its own path), Boris joins it; its code."""
            anna = TableClient(proxy.url, reconnect=False)
            clients.append(anna)
            await anna.connect(chosen)
            await anna.create("sixtyone", [HOST, GUEST], **({"code": chosen} if chosen else {}))
            assert anna.code is not None
            boris = TableClient(proxy.url, reconnect=False)
            clients.append(boris)
            await boris.connect(anna.code)
            await boris.join(anna.shown, "Boris")
            return anna.code

        def settled(codes: list[str]) -> dict[str, set[int | None]]:
            """The tables' holders once every seat's holder is stored (with the step that seats it)."""
            for _ in range(100):
                found = holders(store)
                if all(len(found.get(code, ())) == 1 and None not in found[code] for code in codes):
                    break
                time.sleep(0.1)
            return {code: found.get(code, set()) for code in codes}

        try:
            codes = [await table(None if n % 2 else f"chess-club-{n}") for n in range(16)]
            found = settled(codes)
            split = {code: held for code, held in found.items() if len(held) != 1 or None in held}
            assert split == {}, "both seats of every table on one process"
            # and the tables spread over both processes: more chosen codes until one lands on each (nginx's
            # ring hangs on the processes' ports, drawn afresh each run, so a few more may be needed)
            for n in range(16, 64):
                if len({process for held in found.values() for process in held}) == 2:
                    break
                code = await table(f"chess-club-{n}")
                found.update(settled([code]))
            assert len({process for held in found.values() for process in held}) == 2, found
            assert all(len(held) == 1 and None not in held for held in found.values()), found
        finally:
            for client in clients:
                await client.close()

    try:
        run(scenario(), 120)
    finally:
        proxy.stop()
        for serve in serves:
            serve.stop()


def test_a_player_behind_the_same_proxy_as_a_guesser_joins_with_the_right_code(tmp_path: Path, kind: str) -> None:
    serve = ServeProcess(tmp_path / "server", 0, *TRUSTED)
    try:
        proxy = Proxy(kind, [serve.port, serve.port])
    except BaseException:
        serve.stop()
        raise

    async def scenario() -> None:
        anna = TableClient(proxy.url, reconnect=False)
        await anna.connect()
        await anna.create("sixtyone", [HOST, GUEST])
        code = anna.code
        assert code is not None
        for guess in range(11):  # one guesser's wrong codes: it is blocked, and only it
            eve = await link(f"{proxy.url}/ws", "127.0.0.5")
            reply = await ask(eve, "watch", code=f"{guess:012d}")
            await eve.close()
        assert reply["code"] == "lookups-blocked"
        boris = await link(f"{proxy.url}/t/{code}/ws", "127.0.0.6")  # another address behind the same proxy
        assert (await ask(boris, "join", code=code, name="Boris"))["type"] == "seated"
        crowd: list[ClientConnection] = []  # more links at once than one address may hold, from many players
        for n in range(60):
            crowd.append(await link(f"{proxy.url}/ws", f"127.0.1.{n + 1}"))
        for ws in crowd:
            assert (await ask(ws, "ping", answers=("pong",)))["type"] == "pong"
            await ws.close()
        await anna.close()

    try:
        run(scenario(), 120)
    finally:
        proxy.stop()
        serve.stop()


async def proxied_link(port: int, header: bytes, source: str = "127.0.0.1", path: str = "/ws") -> ClientConnection:
    """A link to the server from `source` that first sends `header` (a PROXY header), as a proxy does."""
    sock = socket.create_connection(("127.0.0.1", port), source_address=(source, 0))
    sock.sendall(header)
    sock.setblocking(False)
    return await connect(f"ws://127.0.0.1:{port}{path}", sock=sock, open_timeout=10)


def version_2(address: str) -> bytes:
    """A PROXY protocol version 2 header naming the TCP/IPv4 client `address`."""
    body = socket.inet_aton(address) + socket.inet_aton("127.0.0.1") + struct.pack("!HH", 4711, 80)
    return b"\r\n\r\n\x00\r\nQUIT\n" + bytes([0x21, 0x11]) + struct.pack("!H", len(body)) + body


@pytest.fixture
def trusting(tmp_path: Path) -> Iterator[ServeProcess]:
    """`serve` trusting 127.0.0.1 only, with a small allowance of failed look-ups."""
    serving = ServeProcess(tmp_path / "server", 0, *TRUSTED, "--lookups", "3", "--refusal-time", "0")
    yield serving
    serving.stop()


def test_proxy_headers_and_forwarded_for_are_believed_from_a_trusted_peer_only(trusting: ServeProcess) -> None:
    port = trusting.port

    async def scenario() -> None:
        anna = TableClient(trusting.url, reconnect=False)
        await anna.connect()
        await anna.create("sixtyone", [HOST, GUEST])
        code = anna.code
        for header in (b"PROXY TCP4 10.1.2.3 127.0.0.1 5555 80\r\n", version_2("10.9.8.7")):
            for guess in range(3):  # the named client guesses until it is blocked
                eve = await proxied_link(port, header)
                assert (await ask(eve, "watch", code=f"{guess:012d}"))["code"] == "no-table"
                await eve.close()
            eve = await proxied_link(port, header)
            assert (await ask(eve, "watch", code=code))["code"] == "lookups-blocked"
        friend = await link(trusting.url, "127.0.0.1")  # the proxy's own address was never blamed
        assert (await ask(friend, "watch", code=code))["type"] == "seated"
        for guess in range(3):  # X-Forwarded-For from the trusted peer: the client it names is counted
            eve = await connect(f"{trusting.url}/ws", additional_headers={"X-Forwarded-For": "10.5.5.5"})
            assert (await ask(eve, "watch", code=f"{guess:012d}"))["code"] == "no-table"
        assert (await ask(eve, "watch", code=code))["code"] == "lookups-blocked"
        # from an untrusted peer nothing is believed: its own address is counted, whatever it claims
        for guess in range(3):
            mallory = await connect(
                f"{trusting.url}/ws",
                additional_headers={"X-Forwarded-For": f"10.7.7.{guess}"},
                local_addr=("127.0.0.7", 0),
            )
            assert (await ask(mallory, "watch", code=f"{guess:012d}"))["code"] == "no-table"
        assert (await ask(mallory, "watch", code=code))["code"] == "lookups-blocked"
        with pytest.raises(InvalidMessage):  # and a PROXY header from it is no HTTP request at all
            await proxied_link(port, b"PROXY TCP4 10.1.1.1 127.0.0.1 5555 80\r\n", "127.0.0.8")
        await anna.close()

    run(scenario(), 60)


def test_a_link_whose_path_names_another_table_is_refused(trusting: ServeProcess) -> None:
    async def scenario() -> None:
        anna = TableClient(trusting.url, reconnect=False)
        await anna.connect()
        await anna.create("sixtyone", [HOST, GUEST])
        code = anna.code
        other = await link(f"{trusting.url}/t/123456789012/ws", "127.0.0.9")
        assert (await ask(other, "join", code=code, name="Boris"))["code"] == "malformed"
        same = await link(f"{trusting.url}/t/{code}/ws", "127.0.0.9")
        assert (await ask(same, "join", code=f" {code[:3]}-{code[3:]} ", name="Boris"))["type"] == "seated"
        with pytest.raises(InvalidStatus):  # a WebSocket on a path of no table service
            await connect(f"{trusting.url}/elsewhere")
        old = await link(trusting.url, "127.0.0.10")  # the older clients' path
        assert (await ask(old, "watch", code=code))["type"] == "seated"
        await old.send(request("ping"))
        await anna.close()

    run(scenario(), 60)
