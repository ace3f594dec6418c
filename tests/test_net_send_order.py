"""A link's answers arrive in the order of its requests, whether they go out at once or wait: a refused look-up's
answer is held back (no timing oracle), and the answers after it wait behind it rather than overtake it, while
another link's updates meanwhile go out at once."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.core.wire import request
from accessible_games.server.guard import Limits
from guard_helpers import ask, create, link
from net_helpers import run, running_server, secrets_registered

HELD = 0.5  # seconds a refused look-up's answer waits


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


def test_answers_after_a_held_refusal_wait_behind_it_and_other_links_are_not_held(tmp_path: Path) -> None:
    async def scenario() -> None:
        limits = Limits(refusal_time=HELD)
        async with running_server(tmp_path, limits=limits) as (_server, url):
            host, created = await create(url)
            assert created["type"] == "seated", created
            prober = await link(url, "127.0.0.9")
            try:
                began = time.perf_counter()
                await prober.send(request("resume", code=created["code"], token="x" * 32))  # refused, held back
                await prober.send(request("chat", text="hello"))  # refused at once (not seated), not a look-up
                # another link is answered meanwhile, without waiting for the prober's held answer
                heard = await ask(host, "chat", answers=("update", "error"), text="still here")
                assert heard["type"] == "update", heard
                assert time.perf_counter() - began < HELD
                first = json.loads(await asyncio.wait_for(prober.recv(), 10))
                held = time.perf_counter() - began
                second = json.loads(await asyncio.wait_for(prober.recv(), 10))
                assert (first["type"], first["code"]) == ("error", "bad-token"), first
                assert held >= HELD * 0.9
                assert second["type"] == "error" and second["code"] != "bad-token", second
            finally:
                await prober.close()
                await host.close()

    run(scenario())
