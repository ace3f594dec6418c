"""At an online table in the app: chat muted for all or for one player, and the host's keys and menu."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from accessible_games.client.client import TableClient
from accessible_games.serving.sitting import hosting, joining
from accessible_games.core.wire import request
from accessible_games.ui.online_screen import OnlineScreen
from accessible_games.ui.online_table import TableMenu
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from guard_helpers import answer, ask, link
from net_helpers import run, running_server

SEATS = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "guest"}]


def host_screen(harness: Harness, url: str) -> OnlineScreen:
    """Anna hosts a Ramses II table for three in her app."""
    screen = OnlineScreen(harness.app, TableClient(url), hosting("ramses", SEATS))
    harness.app.start([MainMenu(harness.app), screen])
    return screen


async def settle() -> None:
    """Let the server and the app exchange what is pending."""
    for _ in range(10):
        await asyncio.sleep(0.02)


async def guest(url: str, code: str, name: str) -> Any:
    """A guest sits down from a link of its own."""
    ws = await link(url)
    assert (await ask(ws, "join", code=code, name=name))["type"] == "seated"
    return ws


def test_a_muted_player_hears_none_of_a_chat_flood_which_the_server_cuts_short(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0, burst=1000.0) as (_server, url):
            screen = host_screen(anna, url)
            await screen.client.wait_for(lambda c: c.code is not None and c.received > 0, 10)
            boris = await guest(url, screen.client.shown, "Boris")
            carl = await guest(url, screen.client.shown, "Carl")
            await screen.client.wait_for(lambda c: c.started, 10)
            await settle()
            anna.press("c-o")  # the table menu: mute Boris
            menu = anna.app.top
            assert isinstance(menu, TableMenu)
            menu.index = [item.key for item in menu.items].index("mute-1")
            anna.press("enter")
            assert "Boris's chat is muted" in anna.last()
            anna.clear()
            for n in range(40):
                await boris.send(request("chat", text=f"spam {n}"))
            refused = [(await answer(boris, ("error",)))["code"] for _ in range(35)]
            assert set(refused) == {"chat-limit"}  # five lines in a burst, then refused
            await carl.send(request("chat", text="hello from Carl"))
            await settle()
            said = " ".join(anna.said())
            assert "spam" not in said and "hello from Carl" in said
            assert not any("spam" in line for line in anna.app.announcer.history.lines)
            anna.press("c-u")  # all chat muted, and saved as the setting
            assert anna.app.settings.chat == "off" and "Chat muted" in anna.last()
            anna.clear()
            await carl.send(request("chat", text="second line"))
            await settle()
            assert "second line" not in " ".join(anna.said())

    run(scenario())


def test_the_host_lets_a_knocking_player_in_with_control_y_and_locks_from_the_menu(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            screen = host_screen(anna, url)
            await screen.client.wait_for(lambda c: c.code is not None and c.received > 0, 10)
            await settle()
            anna.press("c-o")
            menu = anna.app.top
            assert isinstance(menu, TableMenu)
            menu.index = [item.key for item in menu.items].index("knock")
            anna.press("enter")
            await settle()
            assert any("ask the host before" in line for line in anna.said())
            boris = await link(url)
            assert await ask(boris, "join", code=screen.client.shown, name="Boris", answers=("knocking",))
            await settle()
            assert any("Boris asks to join" in line for line in anna.said())
            anna.press("c-y")
            assert (await answer(boris, ("seated", "error")))["seat"] == 1
            anna.press("c-o")
            menu = anna.app.top
            menu.index = [item.key for item in menu.items].index("lock")
            anna.press("enter")
            await settle()
            assert any("locked the table" in line for line in anna.said())
            carl = await link(url)
            assert (await ask(carl, "join", code=screen.client.shown, name="Carl"))["code"] == "table-locked"

    run(scenario())


def test_chat_is_heard_after_the_game_events_a_few_lines_at_a_time(tmp_path: Path) -> None:
    from types import SimpleNamespace

    from accessible_games.core.messages import msg
    from accessible_games.core.seats import Seat
    from accessible_games.ui.online_table import TableSide

    harness = Harness(tmp_path, "en")
    screen = SimpleNamespace(
        app=harness.app, client=SimpleNamespace(seat=0, seats=[]), seats=[Seat("Anna"), Seat("Boris")]
    )
    side = TableSide(screen)  # type: ignore[arg-type]
    harness.app.announcer.names = ["Anna", "Boris"]
    harness.clear()
    chat = [msg("net-chat", player=1, text=f"line {n}") for n in range(4)]
    side.hear({}, [chat[0], msg("net-seat-away", player=0), *chat[1:]])
    said = harness.said()
    assert said[0] == "Anna lost the connection; the table waits."
    assert said[1:] == ["Boris: line 0", "Boris: line 1", "2 more chat lines are in the history."]
    assert [line for line in harness.app.announcer.history.lines if line.startswith("Boris: ")] == [
        "Boris: line 0",
        "Boris: line 1",
        "Boris: line 2",
        "Boris: line 3",
    ]


def test_the_host_removes_a_player_from_the_table_menu_after_a_question(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            screen = host_screen(anna, url)
            await screen.client.wait_for(lambda c: c.code is not None and c.received > 0, 10)
            boris = await guest(url, screen.client.shown, "Boris")
            await screen.client.wait_for(lambda c: len([s for s in c.seats if s.get("name") == "Boris"]) == 1, 10)
            await settle()
            anna.press("c-o")
            menu = anna.app.top
            assert isinstance(menu, TableMenu)
            keys = [item.key for item in menu.items]
            assert {"lock", "knock", "listening", "remove-1", "mute-1", "chat"} <= set(keys)
            menu.index = keys.index("remove-1")
            anna.press("enter")
            assert any("Remove Boris from the table?" in line for line in anna.said()[-3:])
            anna.press("down", "enter")  # Yes
            assert (await answer(boris, ("error",)))["code"] == "removed"
            await settle()
            assert any("removed Boris from seat 2" in line for line in anna.said())
            assert isinstance(anna.app.top, OnlineScreen)

    run(scenario())


def test_a_removed_player_hears_it_and_is_back_at_the_menu(tmp_path: Path) -> None:
    boris = Harness(tmp_path / "boris", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna = await link(url)
            made = await ask(anna, "create", game="ramses", seats=SEATS)
            screen = OnlineScreen(boris.app, TableClient(url), joining(made["code"], "Boris"))
            boris.app.start([MainMenu(boris.app), screen])
            await screen.client.wait_for(lambda c: c.seat == 1, 10)
            await settle()
            await anna.send(request("remove", seat=1))
            for _ in range(500):  # up to 10 s for the update to arrive and be heard
                if isinstance(boris.app.top, MainMenu):
                    break
                await asyncio.sleep(0.02)
            assert isinstance(boris.app.top, MainMenu)
            assert any("The host removed you from the table." in line for line in boris.said())
            assert not any("server is gone" in line for line in boris.said())

    run(scenario())
