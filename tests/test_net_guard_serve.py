"""The server's defences against a real `serve` on 127.0.0.1, with links from many loopback addresses:
a flood of guesses from fifty networks never turns a real player away."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Iterator

import pytest
from websockets.exceptions import ConnectionClosed

from accessible_games.net.wire import request
from guard_helpers import GUEST, HOST, ask, link
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
                await ws.send(request("watch", code=f"{rng.randrange(10 ** 12):012d}"))
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
            while answers.get("rate-limited", 0) < 200:  # until every guesser has spent its allowance, and then some
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
