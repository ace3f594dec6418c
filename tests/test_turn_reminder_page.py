"""The turn reminder on the page: the page's setting goes to its seat, which says the reminder (with the your-turn
cue) in the page's language after a quiet interval on its turn, again at that interval; the page offers the
setting, keeps it in the browser and sends it on every connection."""

from __future__ import annotations

import asyncio
import json
import urllib.request
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.client import connect

from net_helpers import run, running_server


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def until(page: Any, check: Callable[[dict[str, Any]], bool], timeout: float = 10.0) -> dict[str, Any]:
    """The first message the page receives that passes `check`."""
    while True:
        message = json.loads(await asyncio.wait_for(page.recv(), timeout))
        if check(message):
            return message


def test_a_page_s_seat_reminds_its_player_after_the_chosen_quiet(tmp_path: Path) -> None:
    """A page hosts Sixty-One against a bot and chooses 30 seconds: 29 quiet seconds, nothing; 30, the cue and
    "C'est toujours à vous de jouer." (a French page); a key starts the quiet again; an interval the setting does
    not offer is refused."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            async with connect(url + "/web?lang=fr") as page:
                await page.send(json.dumps({"type": "create", "game": "sixtyone", "name": "Anna", "bots": 1}))
                await until(page, lambda m: m.get("type") == "show" and bool(m.get("board", {}).get("turn")))
                seat = next(conn.page for conns in server.listeners.values() for conn in conns if conn.page)
                clock = Clock()
                seat.reminder.clock = clock
                await page.send(json.dumps({"type": "remind", "seconds": 30}))
                await asyncio.sleep(0.2)
                clock.now += 29
                assert not seat.reminder.tick()
                clock.now += 1
                assert seat.reminder.tick()
                shown = await until(page, lambda m: "polite" in m)
                assert shown["polite"] == ["C'est toujours à vous de jouer."]
                assert [cue["name"] for cue in shown["cues"]] == ["your-turn"]
                clock.now += 20
                await page.send(json.dumps({"type": "key", "key": "t"}))
                await until(page, lambda m: "assertive" in m)
                clock.now += 29
                assert not seat.reminder.tick()
                await page.send(json.dumps({"type": "remind", "seconds": 45}))
                refused = await until(page, lambda m: "error" in m)
                assert refused["error"] == "malformed"
                await page.send(json.dumps({"type": "remind", "seconds": 0}))
                await asyncio.sleep(0.2)
                clock.now += 1000
                assert not seat.reminder.tick()

    run(scenario())


def test_the_page_offers_the_setting_and_its_script(tmp_path: Path) -> None:
    """The settings section lists off, 30, 60 and 120 seconds in the page's language; remind.js is served."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            http = url.replace("ws://", "http://")

            def fetch(path: str) -> str:
                with urllib.request.urlopen(http + path, timeout=10) as answer:
                    return str(answer.read().decode())

            page = await asyncio.to_thread(fetch, "/?lang=en")
            assert '<label for="remind-every">Reminder when your turn is quiet</label>' in page
            assert '<option value="0">off</option>' in page
            assert '<option value="60">after a minute, then every minute</option>' in page
            script = await asyncio.to_thread(fetch, "/static/remind.js")
            assert '"remind"' in script and "localStorage" in script
            app = await asyncio.to_thread(fetch, "/static/app.js")
            assert "agRemindTo" in app

    run(scenario())


def test_the_setting_is_accepted_as_the_page_sends_it_with_its_clock() -> None:
    """The page's sender stamps every message but chat with its clock (`at`): the setting so stamped is taken,
    not answered "The server did not understand that message" after the page hosts or joins a table."""
    from accessible_games.core.wire import parse_page

    assert parse_page(json.dumps({"type": "remind", "seconds": 60, "at": 123456}))["seconds"] == 60
    assert parse_page(json.dumps({"type": "remind", "seconds": 0, "at": 0}))["seconds"] == 0
