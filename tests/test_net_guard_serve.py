"""The server's defences against a real `serve` on 127.0.0.1, with links from many loopback addresses:
a flood of guesses from fifty networks never turns a real player away, and bot tables flooding from
one address think in the worker processes while a person's table keeps answering."""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path
from typing import Iterator

import pytest
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed

from accessible_games.core.wire import request
from guard_helpers import GUEST, HOST, answer, ask, link
from net_helpers import run
from net_processes import ServeProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServeProcess]:
    """`serve` on 127.0.0.1 with its default limits."""
    serving = ServeProcess(tmp_path / "server")
    yield serving
    serving.stop()


async def guess(url: str, source: str, stop: asyncio.Event, answers: dict[str, int]) -> None:
    """One address guessing twelve-digit codes as fast as its link is allowed, until `stop`."""
    rng = random.Random(source)
    while not stop.is_set():
        try:
            ws = await link(url, source)
            while not stop.is_set():
                await ws.send(request("watch", code=f"{rng.randrange(10**12):012d}"))
                reply = json.loads(await ws.recv())
                said = reply["code"] if reply["type"] == "error" else reply["type"]
                answers[said] = answers.get(said, 0) + 1
                await asyncio.sleep(0.1)
        except (ConnectionClosed, OSError):
            await asyncio.sleep(0.1)


def test_fifty_guessing_networks_never_turn_a_player_away(server: ServeProcess) -> None:
    async def scenario() -> None:
        anna = await link(server.url, "127.0.0.1")
        made = await ask(anna, "create", game="sixtyone", seats=[HOST, GUEST])
        assert made["type"] == "seated"
        await anna.close()
        stop = asyncio.Event()
        answers: dict[str, int] = {}
        # half the guessers crowd one network, the others come from a network each
        sources = [f"127.0.1.{n + 1}" for n in range(25)] + [f"127.{n + 2}.0.1" for n in range(25)]
        guessers = [asyncio.ensure_future(guess(server.url, source, stop, answers)) for source in sources]
        refusals: list[str] = []
        try:
            while answers.get("lookups-blocked", 0) < 200:  # until every guesser has spent its allowance, and then some
                await asyncio.sleep(0.05)
            for _ in range(10):  # Anna's app comes back with her token; Carl listens with the code
                back = await link(server.url, "127.0.0.1")
                reply = await ask(back, "resume", code=made["code"], token=made["token"])
                if reply["type"] != "seated":
                    refusals.append(reply["code"])
                carl = await link(server.url, "127.0.0.1")
                reply = await ask(carl, "watch", code=made["code"])
                if reply["type"] != "seated":
                    refusals.append(reply["code"])
                await carl.close()
        finally:
            stop.set()
            await asyncio.gather(*guessers, return_exceptions=True)
        assert refusals == []
        assert answers.get("seated", 0) == 0  # and nobody found a table

    run(scenario(), 120)


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system) a process has used so far, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid`."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if stat.read_text().rsplit(")", 1)[1].split()[1] == str(pid):
                found.append(int(stat.parent.name))
        except (OSError, IndexError):
            continue
    return found


def workers_cpu(pid: int) -> float:
    """CPU time the server's child processes (its bot workers) have used so far."""
    total = 0.0
    for child in children(pid):
        try:
            total += cpu_seconds(child)
        except OSError:
            continue
    return total


async def keep_playing(ws: ClientConnection, moves: list[int]) -> None:
    """A seat that plays its first legal move whenever it is its turn (counted in `moves`), until cancelled."""
    while True:
        update = await answer(ws, ("update",), timeout=120)
        if update["over"]:
            return
        if update["legal"]:
            await ws.send(request("move", move=update["legal"][0]))
            moves[0] += 1


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="the processes' CPU times are read from /proc (Linux)")
def test_bot_tables_flooding_from_one_address_think_off_the_loop_and_a_persons_table_keeps_answering(
    server: ServeProcess,
) -> None:
    async def scenario() -> None:
        hard = [HOST, *[{"kind": "bot", "level": "hard"}] * 5]
        flood: list[ClientConnection] = []
        for _ in range(5):  # five tables of five hard bots, no pause between their moves, from one address
            ws = await link(server.url, "127.0.0.9")
            assert (await ask(ws, "create", game="sixtyone", seats=hard, bot_delay=0))["type"] == "seated"
            flood.append(ws)
        hosts = [0]
        playing = [asyncio.ensure_future(keep_playing(ws, hosts)) for ws in flood]
        try:
            while not children(server.process.pid) or workers_cpu(server.process.pid) < 1.0:
                await asyncio.sleep(0.1)  # the bots are busy in their worker
            main, workers = cpu_seconds(server.process.pid), workers_cpu(server.process.pid)
            anna = await link(server.url, "127.0.0.1")
            made = await ask(anna, "create", game="sixtyone", seats=[HOST, GUEST])
            boris = await link(server.url, "127.0.0.2")
            assert (await ask(boris, "join", code=made["code"], name="Boris"))["type"] == "seated"
            moves = [0]
            people = [asyncio.ensure_future(keep_playing(ws, moves)) for ws in (anna, boris)]
            handshakes, start = 0, hosts[0]
            while hosts[0] < start + 15:  # a person's game, and newcomers' handshakes, while the bots think
                newcomer = await link(server.url, "127.0.0.3")
                await newcomer.send(request("ping"))
                assert (await answer(newcomer, ("pong",)))["type"] == "pong"
                await newcomer.close()
                handshakes += 1
                await asyncio.sleep(0.05)
            await asyncio.wait_for(asyncio.gather(*people), 60)  # the person's game went on to its end
            main = cpu_seconds(server.process.pid) - main
            workers = workers_cpu(server.process.pid) - workers
        finally:
            for task in playing:
                task.cancel()
        assert moves[0] >= 20 and handshakes >= 10
        assert workers > 3 * main, (workers, main)  # the bots' thinking was done by the workers, not the loop

    run(scenario(), 240)


def test_a_lookalike_of_a_seated_name_is_refused_and_a_lookalike_of_you_is_reserved(server: ServeProcess) -> None:
    async def scenario() -> None:
        anna = await link(server.url, "127.0.0.1")
        made = await ask(anna, "create", game="sixtyone", seats=[HOST, GUEST, GUEST])
        for name, refusal in (
            ("\u0410nna", "name-taken"),  # a Cyrillic А
            ("ANNA", "name-taken"),
            ("Y\u043eu", "name-reserved"),  # a Cyrillic о
            ("В\u044b", "name-reserved"),
        ):  # "Вы", as a Russian types it
            guest = await link(server.url, "127.0.0.2")
            reply = await ask(guest, "join", code=made["code"], name=name)
            assert reply.get("code") == refusal, (name, reply)
            await guest.close()
        boris = await link(server.url, "127.0.0.2")
        assert (await ask(boris, "join", code=made["code"], name="Boris"))["type"] == "seated"
        ivan = await link(server.url, "127.0.0.3")
        assert (await ask(ivan, "join", code=made["code"], name="B\u043eris"))["code"] == "name-taken"  # a Cyrillic о

    run(scenario())


def test_a_chosen_code_tells_a_stranger_no_more_than_a_join_would(tmp_path: Path) -> None:
    server = ServeProcess(tmp_path / "server", 0, "--lookups", "3")
    try:

        async def scenario() -> None:
            anna = await link(server.url, "127.0.0.1")
            assert (await ask(anna, "create", game="sixtyone", seats=[HOST, GUEST], code="friday-club"))[
                "type"
            ] == "seated"
            again = await link(server.url, "127.0.0.1")  # the table's own creator hears that the code is hers
            assert (await ask(again, "create", game="sixtyone", seats=[HOST], code="friday-club"))[
                "code"
            ] == "code-taken"
            answers = []
            for word in ("chess-night", "go-club-monday", "bridge-table", "friday-club", "tuesday-poker"):
                eve = await link(server.url, "127.0.5.1")  # a stranger trying a list of likely codes
                reply = await ask(eve, "create", game="sixtyone", seats=[HOST], code=word)
                answers.append(reply["type"] if reply["type"] == "seated" else reply["code"])
                await eve.close()
            # three look-ups, then nothing: the taken code and a free one get the same refusal
            assert answers == ["seated", "seated", "seated", "lookups-blocked", "lookups-blocked"]
            boris = await link(server.url, "127.0.0.2")  # Anna's friends are not held back
            assert (await ask(boris, "join", code="Friday Club", name="Boris"))["type"] == "seated"
            carl = await link(server.url, "127.0.0.3")
            made = await ask(carl, "create", game="sixtyone", seats=[HOST, GUEST])  # a generated code
            for digits in (
                made["code"],
                "000000000001",
            ):  # digits alone are never a chosen code: no answer depends on them
                ivan = await link(server.url, "127.0.6.1")
                assert (await ask(ivan, "create", game="sixtyone", seats=[HOST], code=digits))["code"] == "code-taken"

        run(scenario())
    finally:
        server.stop()


async def handshake_status(url: str, origin: str, host: str | None = None) -> int:
    """The HTTP status a WebSocket handshake to the page's socket gets, with this Origin and Host header."""
    address = url.removeprefix("ws://")
    name, port = address.rsplit(":", 1)
    reader, writer = await asyncio.open_connection(name, int(port))
    writer.write(
        (
            f"GET /web?lang=en HTTP/1.1\r\nHost: {host or address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: {origin}\r\n\r\n"
        ).encode()
    )
    await writer.drain()
    status = int((await asyncio.wait_for(reader.readline(), 10)).split()[1])
    writer.close()
    return status


def test_the_pages_socket_takes_only_the_public_origin_whatever_the_host_header_says(tmp_path: Path) -> None:
    default = ServeProcess(tmp_path / "default")
    public = ServeProcess(
        tmp_path / "public", 0, "--origin", "https://games.example.org", "--origin", "http://play.example.org:8080"
    )
    try:

        async def scenario() -> None:
            here = default.url.replace("ws://", "http://")
            assert await handshake_status(default.url, here) == 101  # the server's own page, at the address it serves
            # a stranger's page, whose request names the stranger's site as its Host too
            assert await handshake_status(default.url, "http://evil.example", host="evil.example") == 403
            assert await handshake_status(public.url, "https://games.example.org") == 101
            assert await handshake_status(public.url, "http://play.example.org:8080") == 101
            assert await handshake_status(public.url, public.url.replace("ws://", "http://")) == 403
            assert await handshake_status(public.url, "https://evil.example", host="evil.example") == 403

        run(scenario())
    finally:
        default.stop()
        public.stop()


async def page_status(url: str, path: str, source: str) -> tuple[int, bytes]:
    """The status and body of a plain HTTP GET of `path` on the server, from the loopback address `source`."""
    name, port = url.removeprefix("ws://").rsplit(":", 1)
    reader, writer = await asyncio.open_connection(name, int(port), local_addr=(source, 0))
    writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {name}:{port}\r\nAccept-Language: fr\r\nConnection: close\r\n\r\n".encode()
    )
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_one_address_asking_for_pages_too_fast_is_told_to_wait_and_others_are_served(tmp_path: Path) -> None:
    server = ServeProcess(tmp_path / "server", 0, "--pages-per-minute", "4")  # bursts of two, one more every 15 s
    try:

        async def scenario() -> None:
            statuses = [(await page_status(server.url, "/", "127.0.0.5"))[0] for _ in range(5)]
            assert statuses == [200] * 2 + [429] * 3  # a burst of half a minute's allowance, then refusals
            status, body = await page_status(server.url, "/static/app.js", "127.0.0.5")
            assert status == 429 and "attendez".encode() in body  # said in the browser's language
            assert (await page_status(server.url, "/", "127.0.0.6"))[0] == 200

        run(scenario())
    finally:
        server.stop()
