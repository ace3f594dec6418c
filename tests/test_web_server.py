"""The page's server side without a browser: HTTP answers on the table's port, the Origin check, the
page's own messages checked, and a web seat that holds its own view only."""

from __future__ import annotations

import asyncio
import json
import re
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from accessible_games.i18n import catalog
from accessible_games.client.client import TableClient
from accessible_games.web.site import CSP, table_link
from net_helpers import run, running_server


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """A plain HTTP GET: status, headers, body (errors are answers too)."""
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


async def get(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """`fetch` off the server's loop."""
    return await asyncio.to_thread(fetch, url, headers)


def test_the_start_page_and_a_tables_page_come_in_the_asked_or_the_browsers_language(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            http = url.replace("ws://", "http://")
            status, headers, body = await get(f"{http}/", {"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"})
            page = body.decode()
            assert status == 200 and headers["Content-Security-Policy"] == CSP
            assert headers["Referrer-Policy"] == "no-referrer" and headers["X-Content-Type-Options"] == "nosniff"
            assert '<html lang="fr">' in page and catalog("fr").text("web-join-button") in page
            assert catalog("fr").text("web-reader-heading") in page  # how each screen reader passes the keys
            for reader in ("NVDA", "JAWS", "VoiceOver sur Mac", "VoiceOver sur iPhone", "TalkBack", "Orca"):
                assert f"<li>{reader}" in page, reader
            status, _headers, body = await get(
                f"{http}/t/482915307?name=Boris%3Cb%3E&lang=ru", {"Accept-Language": "fr"}
            )
            page = body.decode()
            assert status == 200 and '<html lang="ru">' in page and 'data-code="482915307"' in page
            assert "Boris&lt;b&gt;" in page and "Boris<b>" not in page  # a name from the address is never markup
            scripts = re.findall(r"<script([^>]*)>", page)
            assert scripts == [
                ' src="/static/app.js" defer',
                ' src="/static/remind.js" defer',
                ' type="application/json" id="strings"',
            ]  # no inline script
            assert "http://" not in page.replace(http, "") and "https://" not in page  # nothing from elsewhere

    run(scenario())


def test_static_files_and_cues_are_served_and_nothing_else(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            http = url.replace("ws://", "http://")
            status, headers, body = await get(f"{http}/static/app.js")
            assert status == 200 and headers["Content-Type"].startswith("text/javascript") and b"WebSocket" in body
            status, _headers, _body = await get(f"{http}/static/app.js", {"If-None-Match": headers["ETag"]})
            assert status == 304
            status, headers, body = await get(f"{http}/sounds/edge.wav")
            assert status == 200 and headers["Content-Type"] == "audio/wav" and body[:4] == b"RIFF"
            for path in (
                "/static/../web/site.py",
                "/static/page.html",
                "/sounds/../locales/en/app.ftl",
                "/sounds/none.wav",
                "/t/",
                "/etc/passwd",
                "/sounds/EDGE.wav",
            ):
                status, _headers, _body = await get(http + path)
                assert status == 404, path

    run(scenario())


def test_a_page_from_another_site_cannot_open_a_seat_but_the_servers_own_page_and_terminal_clients_can(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            host = url.removeprefix("ws://")
            with pytest.raises(InvalidStatus) as refused:
                async with connect(url + "/web", origin="http://evil.example"):  # type: ignore[arg-type]
                    pass
            assert refused.value.response.status_code == 403
            async with connect(url + "/web?lang=en", origin=f"http://{host}") as page:  # type: ignore[arg-type]
                await page.send(json.dumps({"type": "ping"}))
            client = TableClient(url)  # a terminal client sends no Origin
            await client.connect()
            await client.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            await client.close()

    run(scenario())


async def page_messages(page: Any, wanted: int, timeout: float = 10.0) -> list[dict[str, Any]]:
    """The next `wanted` messages the page's socket receives."""
    return [json.loads(await asyncio.wait_for(page.recv(), timeout)) for _ in range(wanted)]


def test_a_web_guest_sits_down_plays_with_keys_and_bad_messages_are_answered(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna = TableClient(url)
            await anna.connect()
            await anna.create("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            async with connect(url + "/web?lang=en") as page:
                await page.send(json.dumps({"type": "join", "code": anna.code, "name": "Boris"}))
                seated, shown = await page_messages(page, 2)
                assert seated["type"] == "seated" and seated["seat"] == 1 and seated["token"]
                board = shown["board"]
                assert len(board["rows"]) == 6 and all(len(row) == 8 for row in board["rows"])
                assert all(cell["name"] for row in board["rows"] for cell in row)
                assert "Boris" in " ".join(shown["polite"])
                for bad in (
                    {"type": "key", "key": "enter\x1b[2J"},
                    {"type": "key", "key": "t", "focus": [1, "x"]},
                    {"type": "shout"},
                    {"type": "choose", "index": 3},
                    "not json",
                ):
                    await page.send(bad if isinstance(bad, str) else json.dumps(bad))
                    answer = (await page_messages(page, 1))[0]
                    assert answer["assertive"] and answer.get("error"), bad
                await page.send(json.dumps({"type": "key", "key": "t", "focus": [0, 0]}))
                answer = (await page_messages(page, 1))[0]
                assert "Anna" in answer["assertive"][0]  # T: whose turn
                seat = next(conn.page for conn in server.listeners[anna.code] if getattr(conn, "page", None))
                table = server.tables[anna.code]
                assert seat.current_view() == table.game.observe(table.state, 1)  # the seat's own view, nothing more
                assert seat.current_view().hands[0] is None
            await anna.close()

    run(scenario())


def test_the_table_link_follows_the_servers_address() -> None:
    assert table_link("ws://192.168.1.5:8765", "482 915 307") == "http://192.168.1.5:8765/t/482915307"
    assert table_link("wss://games.example.org/", "Chess club Friday") == "https://games.example.org/t/chessclubfriday"


def test_the_server_drives_the_games_boards_without_the_terminals_libraries() -> None:
    import subprocess
    import sys

    code = (
        "import sys, accessible_games.web.seat, accessible_games.board_host.sixtyone, accessible_games.board_host.ramses, "
        "accessible_games.board_host.oflameron, accessible_games.serving.local; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'prompt_toolkit', 'pygame', 'pyttsx3'}"
        " | {m for m in sys.modules if m.startswith('accessible_games.ui')}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stderr  # nor the terminal's own screens: the layers go one way


def test_a_private_server_asks_the_page_for_its_password(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, password="lantern") as (_server, url):
            http = url.replace("ws://", "http://")
            _status, _headers, body = await get(f"{http}/")
            assert 'data-private="yes"' in body.decode()
            async with connect(url + "/web?lang=en") as page:
                await page.send(json.dumps({"type": "create", "game": "sixtyone", "name": "Anna", "bots": 1}))
                answer = (await page_messages(page, 1))[0]
                assert answer["error"] == "password" and "seated" not in answer
                await page.send(
                    json.dumps({"type": "create", "game": "sixtyone", "name": "Anna", "bots": 1, "password": "lantern"})
                )
                assert (await page_messages(page, 1))[0]["type"] == "seated"

    run(scenario())


def test_a_key_held_down_is_dropped_over_its_allowance_and_never_closes_the_page(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, rate=2.0, burst=5.0) as (_server, url):
            async with connect(url + "/web?lang=en") as page:
                await page.send(json.dumps({"type": "create", "game": "sixtyone", "name": "Anna", "bots": 1}))
                await page_messages(page, 2)
                for _ in range(300):  # far past the allowance and past the count of refusals that closes a link
                    await page.send(json.dumps({"type": "key", "key": "t"}))
                answers = [json.loads(await asyncio.wait_for(page.recv(), 10)) for _ in range(300)]
                dropped = [
                    a for a in answers if a.get("cues") == [{"name": "invalid", "pan": 0.0}] and "assertive" not in a
                ]
                assert len(dropped) >= 200 and not any(a.get("error") for a in answers)
                await page.send(json.dumps({"type": "ping"}))  # still open

    run(scenario())


def test_the_heartbeat_is_answered_and_a_key_that_reached_the_seat_late_is_not_played(tmp_path: Path) -> None:
    words = catalog("en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna = TableClient(url)
            await anna.connect()
            await anna.create("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            async with connect(url + "/web?lang=en") as page:
                await page.send(json.dumps({"type": "join", "code": anna.code, "name": "Boris"}))
                await page_messages(page, 2)
                sent = 5_000_000.0  # the page's clock (ms since it loaded)
                await page.send(json.dumps({"type": "ping", "at": sent}))
                assert json.loads(await asyncio.wait_for(page.recv(), 10)) == {"type": "pong"}
                # T sent ten seconds before that ping, arriving after it: the link had stalled; not answered now
                await page.send(json.dumps({"type": "key", "key": "t", "focus": [0, 0], "at": sent - 10_000}))
                answer = (await page_messages(page, 1))[0]
                assert answer["assertive"] == [words.text("web-key-late")]
                await page.send(json.dumps({"type": "key", "key": "t", "focus": [0, 0], "at": sent + 50}))
                answer = (await page_messages(page, 1))[0]
                assert "Anna" in answer["assertive"][0]  # in time: whose turn
            await anna.close()

    run(scenario())


def test_coming_back_by_the_link_never_tells_the_player_they_lost_the_connection(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna = TableClient(url)
            await anna.connect()
            await anna.create("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            async with connect(url + "/web?lang=en") as page:
                await page.send(json.dumps({"type": "join", "code": anna.code, "name": "Boris"}))
                seated = (await page_messages(page, 2))[0]
            await anna.wait_for(lambda c: any(m.id == "net-seat-away" for m in c.heard), 10)
            async with connect(url + "/web?lang=en") as page:  # the link opened again: the page kept its token
                await page.send(json.dumps({"type": "resume", "code": anna.code, "token": seated["token"]}))
                _seated, shown = await page_messages(page, 2)
                said = " ".join(shown.get("polite", []) + shown.get("assertive", []) + shown.get("history", []))
                assert "lost the connection" not in said and "You are back." in said, said
            await anna.close()

    run(scenario())
