"""The online game screen: two players, each in their own app and language, at one table on a real server."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.rng import derive_seed
from accessible_games.client.client import TableClient
from accessible_games.session import saves_dir
from accessible_games.serving.sitting import hosting, joining, watching
from accessible_games.ui.online_screen import OnlineScreen
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from net_helpers import running_server, run


def sit(harness: Harness, url: str, opening: Any, **kwargs: Any) -> OnlineScreen:
    """Open an online screen over the main menu of a harness, as the commands do."""
    screen = OnlineScreen(harness.app, TableClient(url), opening, **kwargs)
    harness.app.start([MainMenu(harness.app), screen])
    return screen


async def settle(*screens: OnlineScreen) -> None:
    """Let the server and the clients exchange what is pending."""
    for _ in range(5):
        await asyncio.sleep(0.02)


def bot_choice(screen: OnlineScreen) -> dict[str, Any]:
    """The move this seat's player makes: the game's bot on the view the screen holds."""
    assert screen.game is not None
    return screen.game.bot_move(screen.current_view(), "easy", derive_seed(screen.client.seq, screen.client.seat or 0))


@pytest.mark.parametrize(
    "game, variant, extra",
    [
        ("ramses", "standard", []),
        ("sixtyone", "standard", [{"kind": "bot", "level": "hard"}]),
        ("oflameron", "loop", [{"kind": "bot"}]),
    ],
)
def test_two_apps_play_to_the_end_each_in_its_own_language(
    tmp_path: Path, game: str, variant: str, extra: list[dict[str, Any]]
) -> None:
    anna, boris = Harness(tmp_path / "anna", "en"), Harness(tmp_path / "boris", "ru")

    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0) as (_server, url):
            seats = [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, *extra]
            host = sit(anna, url, hosting(game, seats, variant), announce_code=True)
            await host.client.wait_for(lambda c: c.code is not None and c.received > 0, 10)
            await settle()
            said = " ".join(anna.said())
            assert "Connecting to" in said and "Table code: " in said and "Waiting for one more player" in said
            code = host.client.shown
            guest = sit(boris, url, joining(code, "Boris"))
            await guest.client.wait_for(lambda c: c.started, 10)
            await settle()
            assert any("Boris" in line for line in anna.said())
            assert any("сетевым столом" in line for line in boris.said())
            # Anna's turn: the prompt, then the board answers from her view (local keys)
            await host.client.wait_for(lambda c: c.to_move == 0 and bool(c.legal), 10)
            await settle()
            anna.clear()
            anna.press("t")
            assert anna.said()
            anna.press("right")
            assert anna.said()
            before = host.client.seq
            anna.press("enter")  # the focused cell's move, a menu for it, or why not: all from Anna's view
            await settle()
            assert host.client.seq > before or anna.said() or anna.cues.names()
            moves = 0
            while not (host.client.over and guest.client.over) and moves < 2000:
                for screen in (host, guest):
                    client = screen.client
                    while not isinstance(screen.app.top, OnlineScreen):
                        screen.app.pop(announce=False)  # a menu Enter opened: the test plays through the screen
                    if client.legal and client.to_move == client.seat and not client.over:
                        seq = client.seq
                        screen.play(bot_choice(screen))
                        await client.wait_for(lambda c, s=seq: c.seq > s or c.over, 10)
                        moves += 1
                await asyncio.sleep(0)
            await settle()
            assert host.client.over and guest.client.over and host.client.ranking == guest.client.ranking
            assert any(line.startswith("Game over") for line in anna.said())
            assert any("Игра окончена" in line for line in boris.said())
            anna.press("pageup")  # the history still reads after the end
            assert anna.last()
            anna.press("escape")  # the table menu: keep the replay
            menu = anna.app.top
            menu.index = [item.key for item in menu.items].index("replay")
            anna.press("enter")
            await asyncio.sleep(0.3)
            assert any("replay is kept" in line for line in anna.said())
            assert any(path.name.startswith("online-") for path in saves_dir().glob("*.json"))

    run(scenario(), 240)


def test_out_of_turn_moves_and_a_lost_server_are_told_and_the_board_still_answers(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            host = sit(
                anna, url, hosting("oflameron", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}], variant="grid")
            )
            await host.client.wait_for(lambda c: c.received > 0, 10)
            anna.clear()
            host.play({"kind": "place", "row": 0})
            assert "not your turn" in anna.last().lower() or anna.cues.names()[-1] == "invalid"
            host.client.reconnect = False
            await server.stop()
            await host.client.wait_for(lambda c: c.lost, 10)
            await settle()
            assert any("server is gone" in line for line in anna.said())
            anna.clear()
            anna.press("s")
            assert anna.said()
            anna.clear()
            anna.press("f1")
            assert any("Control T" in line for line in anna.said())

    run(scenario(), 60)


def test_a_listener_and_a_wrong_code(tmp_path: Path) -> None:
    anna, carl = Harness(tmp_path / "anna", "fr"), Harness(tmp_path / "carl", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            lost = sit(carl, url, watching("999 999 999"))
            await settle()
            await asyncio.sleep(0.2)
            assert any("No table has that code" in line for line in carl.said())
            assert isinstance(carl.app.top, MainMenu) and lost.closed
            host = sit(anna, url, hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "bot"}]))
            await host.client.wait_for(lambda c: c.started, 10)
            listener = sit(carl, url, watching(host.client.shown))
            await listener.client.wait_for(lambda c: c.received > 0, 10)
            await settle()
            assert any("You are listening" in line for line in carl.said())
            carl.press("c-t")
            assert "not seated" in carl.last()

    run(scenario(), 60)


def test_a_private_server_asks_for_its_password(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path, password="sesame") as (_server, url):
            host = sit(anna, url, hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "bot"}]))
            await asyncio.sleep(0.3)
            assert any("needs a password" in line for line in anna.said())
            anna.press(*"sesame", "enter")
            await host.client.wait_for(lambda c: c.started, 10)
            await settle()
            assert any("online table" in line for line in anna.said())

    run(scenario(), 60)


def test_an_unreachable_server_is_told_and_the_menu_comes_back(tmp_path: Path) -> None:
    carl = Harness(tmp_path / "carl", "en")

    async def scenario() -> None:
        import socket

        with socket.socket() as probe:  # a free port nobody listens on
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        screen = sit(carl, f"ws://127.0.0.1:{port}", joining("123456789", "Carl"))
        for _ in range(100):
            await asyncio.sleep(0.05)
            if screen.closed:
                break
        assert any(f"Nothing answers at ws://127.0.0.1:{port}" in line for line in carl.said()), carl.said()
        assert isinstance(carl.app.top, MainMenu)

    run(scenario(), 30)
