"""No timing oracle: a refused `resume` (a wrong seat token) is answered alike, in words and in time, whether its
code names a table or none, and is counted as a failed look-up; a refused look-up leaves no table loaded.

The probes alternate between a real code and a random one on the same links (so a pause of the machine falls on
both kinds alike), 2,000 of each; the difference of the mean answer times, in standard errors, stays under 3."""

from __future__ import annotations

import asyncio
import json
import math
import random
import statistics
import time
from pathlib import Path
from typing import Iterator

import pytest
from websockets.asyncio.client import ClientConnection

from accessible_games.server.guard import Limits
from accessible_games.core.wire import request
from guard_helpers import GUEST, HOST, ask, create, link
from net_helpers import run, running_server, secrets_registered

PROBES = 2000  # of each kind
LINKS = 40  # addresses probing at once, each alternating real and random codes
PROBE_LIMITS = {"lookups": 10**6, "network_lookups": 10**6, "lookup_refill": 1.0}


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


async def probe_link(url: str, source: str, real: str, count: int, rng: random.Random) -> dict[str, list[float]]:
    """One address's probes, `count` of each kind alternating (a new link for every 50 of each, within a link's
    allowance of refusals): seconds from sending a resume to its answer."""
    times: dict[str, list[float]] = {"real": [], "random": []}
    first = source[-1] in "13579"  # half the links start with a real code, half with a random one
    for start in range(0, count, 50):
        ws: ClientConnection = await link(url, source)
        try:
            for n in range(2 * min(50, count - start)):
                kind = ("real", "random")[(n + first) % 2]
                code = real if kind == "real" else f"{rng.randrange(10**12):012d}"
                message = request("resume", code=code, token="x" * 32)
                began = time.perf_counter()
                await ws.send(message)
                reply = json.loads(await ws.recv())
                times[kind].append(time.perf_counter() - began)
                assert reply["type"] == "error" and reply["code"] == "bad-token", reply  # the same words either way
        finally:
            await ws.close()
    return times


async def probe(
    url: str, real: str, probes: int = PROBES, links: int = LINKS
) -> tuple[float, list[float], list[float]]:
    """`probes` resumes of each kind from `links` links at once; (z of the mean difference, real, random times)."""
    rng = random.Random(7)
    per_link = probes // links
    results = await asyncio.gather(
        *(probe_link(url, f"127.0.{n // 200 + 3}.{n % 200 + 1}", real, per_link, rng) for n in range(links))
    )
    real_times = [t for result in results for t in result["real"]]
    random_times = [t for result in results for t in result["random"]]
    difference = statistics.fmean(real_times) - statistics.fmean(random_times)
    error = math.sqrt(
        statistics.variance(real_times) / len(real_times) + statistics.variance(random_times) / len(random_times)
    )
    return difference / error, real_times, random_times


def test_a_refused_resume_tells_nothing_by_its_words_or_its_time_and_is_counted(tmp_path: Path) -> None:
    async def scenario() -> None:
        limits = Limits(**PROBE_LIMITS, refusal_time=0.004)  # type: ignore[arg-type]
        async with running_server(tmp_path, limits=limits, rate=1000.0, burst=1000.0) as (server, url):
            _anna, made = await create(url, "127.0.0.1")
            assert made["type"] == "seated"
            z, real, fake = await probe(url, made["code"])
            assert len(real) == len(fake) == PROBES
            assert abs(z) < 3, (z, statistics.median(real), statistics.median(fake))
            assert min(real + fake) >= 0.004  # every refusal waited out the refusal time
            assert server.stats["bad-token"] == 2 * PROBES  # each probe counted as a failed look-up
            assert sum(a.bucket.burst - a.bucket.fill() for a in server.guesses.addresses.keys.values()) > 0

    run(scenario(), 120)


def test_guard_and_password_come_before_any_table_is_looked_up(tmp_path: Path) -> None:
    async def scenario() -> None:
        limits = Limits(lookups=2, refusal_time=0.0)
        async with running_server(tmp_path, password="secret", limits=limits) as (server, url):
            _anna, made = await create(url, "127.0.0.1", seats=[HOST, GUEST], password="secret")
            await _anna.close()
            server._forget(made["code"])  # the table rests in the database only
            loaded = server.stats["tables-loaded"]
            eve = await link(url, "127.0.0.9")
            for kind in ("join", "watch", "resume"):  # a wrong password: refused before the table is read
                fields = {"name": "Eve"} if kind == "join" else {"token": "x" * 32} if kind == "resume" else {}
                reply = await ask(eve, kind, code=made["code"], password="guess", **fields)
                assert reply["code"] in ("password", "lookups-blocked")
            assert (await ask(eve, "watch", code=made["code"], password="secret"))["code"] == "lookups-blocked"
            assert server.stats["tables-loaded"] == loaded and made["code"] not in server.tables

    run(scenario())
