"""What a player hears at an online table (real app screens, real server on 127.0.0.1): the game begins
for everyone, "you" is the listener, a late listener hears a summary, F3, passwords, names, host menu."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from accessible_games.cli import main
from accessible_games.client.client import ServerRefused, TableClient
from accessible_games.serving.sitting import hosting, joining, watching
from accessible_games.ui.online_menu import HostMenu, default_name
from accessible_games.ui.online_screen import OnlineScreen
from accessible_games.ui.testing import Harness
from net_helpers import run, running_server
from test_net_screen import bot_choice, settle, sit


def test_the_game_begins_for_everyone_and_you_are_you(tmp_path: Path) -> None:
    anna, boris, carl = (
        Harness(tmp_path / "anna", "en"),
        Harness(tmp_path / "boris", "en"),
        Harness(tmp_path / "carl", "en"),
    )

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            host = sit(
                anna,
                url,
                hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot"}]),
                announce_code=True,
            )
            await host.client.wait_for(lambda c: c.received > 0, 10)
            guest = sit(boris, url, joining(host.client.shown, "Boris"))
            await guest.client.wait_for(lambda c: c.started, 10)
            await settle()
            for harness in (anna, boris):
                assert harness.said().count("Every seat is taken: the game begins.") == 1
            assert "You sit at the table." in boris.said() and not any("Boris joins" in line for line in boris.said())
            assert any("Boris joins" in line for line in anna.said())
            assert sum("Waiting for one more player" in line for line in anna.said()) == 1
            anna.clear()
            anna.press("f3")
            assert anna.last() == f"Table code {host.client.shown}, at {url}."
            for _ in range(12):  # a few moves, then a listener arrives in the middle of the game
                for screen in (host, guest):
                    if screen.client.legal and screen.client.to_move == screen.client.seat:
                        seq = screen.client.seq
                        screen.play(bot_choice(screen))
                        await screen.client.wait_for(lambda c, s=seq: c.seq > s, 10)
                await asyncio.sleep(0.02)
            # the listener arrives while a person is to move, so no bot's move can land within its summary
            await host.client.wait_for(lambda c: c.to_move in (0, 1), 10)
            late = sit(carl, url, watching(host.client.shown))
            await late.client.wait_for(lambda c: c.received > 0, 10)
            await settle()
            heard = carl.said()
            assert any(line.startswith("A game in progress:") for line in heard) and len(heard) <= 10, heard
            assert len(carl.app.announcer.history.lines) > len(heard) + 10  # the history holds the game so far
            carl.press(*["pageup"] * (len(heard) + 1))  # paging back goes past the summary into the game so far
            assert carl.last() and carl.last() not in heard

    run(scenario(), 120)


def test_a_password_is_typed_as_stars_and_never_kept(tmp_path: Path) -> None:
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path, password="sesame") as (_server, url):
            host = sit(anna, url, hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "bot"}]))
            await asyncio.sleep(0.3)
            anna.press(*"sesame")
            assert anna.last() == "star"
            anna.press("enter")
            await host.client.wait_for(lambda c: c.started, 10)
            await settle()
            history = anna.app.announcer.history.lines
            assert not any("sesame" in line or line == "star" or line in "sesame" for line in history)
            assert not any(line in ("s", "e", "a", "m") for line in anna.said())

    run(scenario(), 60)


def test_names_are_unique_never_you_and_long_ones_cut(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna = TableClient(url)
            await anna.connect()
            await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "guest"}])
            for name, code in (("ANNA", "name-taken"), ("You", "name-reserved"), ("вы", "name-reserved")):
                guest = TableClient(url)
                await guest.connect()
                with pytest.raises(ServerRefused) as refused:
                    await guest.join(anna.shown, name)
                assert refused.value.code == code
                await guest.close()
            long = TableClient(url)
            await long.connect()
            await long.join(anna.shown, "B" * 100)
            assert server.tables[anna.code].seats[1].name == "B" * 40

    run(scenario(), 60)


def test_the_host_menu_says_friends_seats_and_the_absence_allowance(tmp_path: Path) -> None:
    h = Harness(tmp_path, "en")
    h.open_menu()
    menu = HostMenu(h.app, "ramses", None)
    h.app.push(menu)
    while menu.seats[1].is_bot:  # the bot seat becomes a human one: a friend's seat
        menu.change_seat(1, 1)
    menu.refresh()
    texts = [h.app.text(item.text_msg()) for item in menu.items]
    assert "Player 2: a friend's seat, taken with the table code" in texts
    absence = [item.key for item in menu.items].index("absence")
    assert "after 2 minutes away" in texts[absence]
    menu.index = absence
    for _ in range(4):
        h.press("right")
    assert "no bot plays it" in h.last()


def test_the_host_menu_makes_a_table_private_unless_opened(tmp_path: Path) -> None:
    h = Harness(tmp_path, "en")
    h.open_menu()
    menu = HostMenu(h.app, "sixtyone", None)
    h.app.push(menu)
    menu.index = [item.key for item in menu.items].index("listed")
    assert h.app.text(menu.items[menu.index].text_msg()) == "Table: private, joined with its code"
    h.press("right")
    assert "Table: open, listed in the server's open tables" in h.last()


@pytest.mark.parametrize("value", ["61", "soon", "-1"])
def test_a_bad_absence_exits_2(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "host", "--game", "ramses", "--players", "Anna,guest", "--absence", value]) == 2
    assert "--absence" in capsys.readouterr().err


def test_the_name_offered_is_the_last_one_used_not_the_login(tmp_path: Path) -> None:
    Harness(tmp_path, "en")
    assert default_name() == ""
    from accessible_games.client.seats_kept import remember_visit

    remember_visit("ws://127.0.0.1:1", "Boris")
    assert default_name() == "Boris"


def test_a_home_server_with_a_password_says_where_friends_join(tmp_path: Path) -> None:
    """host --password: the app's own server is private; the address friends use is said."""
    from accessible_games.ui.online_menu import online_screen_for
    from accessible_games.ui.screens import MainMenu

    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        extra = {
            "table": [{"kind": "host", "name": "Anna"}, {"kind": "guest"}],
            "port": 0,
            "listen": "127.0.0.1",
            "bot_delay": 0.0,
        }
        screen = online_screen_for(anna.app, "host", extra, "sixtyone", None, None, None, "sesame")
        anna.app.start([MainMenu(anna.app), screen])
        await screen.client.wait_for(lambda c: c.received > 0, 10)
        await settle()
        url = screen.address()
        assert url.startswith("ws://127.0.0.1:") and any(f"join at {url}" in line for line in anna.said())
        stranger = TableClient(url)
        await stranger.connect()
        with pytest.raises(ServerRefused):
            await stranger.join(screen.client.shown, "Boris")
        await stranger.close()
        friend = TableClient(url, password="sesame")
        await friend.connect()
        await friend.join(screen.client.shown, "Boris")
        await screen.client.wait_for(lambda c: c.started, 10)
        await friend.close()
        screen.leave()
        await settle()

    run(scenario(), 60)


def test_a_second_window_takes_the_seat_and_the_first_says_so_once(tmp_path: Path) -> None:
    first, second = Harness(tmp_path / "first", "en"), Harness(tmp_path / "second", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            host = sit(
                first,
                url,
                hosting("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}]),
                announce_code=True,
            )
            await host.client.wait_for(lambda c: c.received > 0, 10)
            first.press("c-t", *"hello", "enter")  # chat before the start: "waiting" is not said again
            await settle()
            assert sum("Waiting for one more player" in line for line in first.said()) == 1
            assert "You: hello" in first.said()
            first.clear()
            host.client.reconnecting = True
            host.play(host.client.legal[0] if host.client.legal else {"kind": "x"})
            assert first.last().startswith("Reconnecting to the server")
            host.client.reconnecting = False
            again = sit(second, url, joining(host.client.shown, "Anna"))  # the same seat file: the same seat
            await again.client.wait_for(lambda c: c.received > 0, 10)
            await host.client.wait_for(lambda c: c.replaced, 10)
            for _ in range(10):
                await asyncio.sleep(0.05)
            assert (
                first.said().count(
                    "This seat is now played from another window. This one stops here; Escape leaves the table."
                )
                == 1
            )
            assert again.client.seat == 0 and not again.client.lost and not again.client.reconnecting
            first.clear()
            first.press("enter")
            assert "another window" in first.last(), first.said()

    run(scenario(), 60)


def test_my_tables_reopens_a_home_table_on_its_address(tmp_path: Path) -> None:
    """A table hosted on this computer is listed under My tables after its screen closed; Enter opens it
    again on the same address and port, at the host's seat."""
    from accessible_games.ui.online_menu import HomeTablesMenu, online_screen_for
    from accessible_games.ui.online_screen import OnlineScreen
    from accessible_games.ui.screens import MainMenu

    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        extra = {
            "table": [{"kind": "host", "name": "Anna"}, {"kind": "guest"}],
            "port": 0,
            "listen": "127.0.0.1",
            "bot_delay": 0.0,
        }
        screen = online_screen_for(anna.app, "host", extra, "ramses", None, None, None)
        anna.app.start([MainMenu(anna.app), screen])
        await screen.client.wait_for(lambda c: c.received > 0, 10)
        address, code = screen.address(), screen.client.code
        screen.leave()
        for _ in range(20):
            await asyncio.sleep(0.05)
        menu = HomeTablesMenu(anna.app)
        anna.app.push(menu)
        assert [item.key for item in menu.items] == [code]
        assert "Ramses II, table" in anna.app.text(menu.items[0].text_msg())
        anna.clear()
        anna.press("enter")
        again = anna.app.top
        assert isinstance(again, OnlineScreen)
        await again.client.wait_for(lambda c: c.received > 0, 10)
        await settle()
        assert again.address() == address and again.client.seat == 0
        assert any("Table code" in line for line in anna.said())
        again.leave()
        await settle()

    run(scenario(), 60)


def test_a_slide_refused_as_too_fast_is_said_and_the_seat_plays_on(tmp_path: Path) -> None:
    """A player sliding faster than the server's allowance hears so, and sliding again later works:
    the refused slide used to leave the seat waiting for an answer that never came (every Enter then
    said "It is not your turn" while the table waited for that player)."""
    anna = Harness(tmp_path / "anna", "en")

    async def slide(screen: OnlineScreen) -> int:
        """L, Enter: the first slide the list offers; the step the table was at when it was sent."""
        await screen.client.wait_for(lambda c: c.to_move == c.seat and bool(c.legal), 10)
        seq = screen.client.seq
        anna.press("l", "enter")
        return seq

    async def scenario() -> None:
        async with running_server(tmp_path, rate=0.5, burst=2.0) as (_server, url):  # the table's creation takes one
            host = sit(anna, url, hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "bot"}]))
            seq = await slide(host)
            await host.client.wait_for(lambda c, s=seq: c.seq > s, 10)  # the first slide goes through
            anna.clear()
            for _ in range(3):  # more, at once: over the allowance (whichever link of the host's spent it)
                await slide(host)
                try:
                    await host.client.wait_for(lambda c: "rate-limited" in c.errors, 1)
                    break
                except asyncio.TimeoutError:
                    continue
            assert "rate-limited" in host.client.errors
            await settle()
            assert "Too many messages at once; wait a moment." in anna.said()
            assert host.client.legal, "the seat has its slides back"
            for _ in range(40):  # a moment later the same keys slide again
                seq = await slide(host)
                try:
                    await host.client.wait_for(lambda c, s=seq: c.seq > s, 0.5)
                    break
                except asyncio.TimeoutError:
                    continue
            else:
                raise AssertionError(anna.said())

    run(scenario(), 60)


def test_a_chat_line_over_the_allowance_is_said_to_be_refused(tmp_path: Path) -> None:
    """Chat lines typed faster than the table allows: the refused one is said (it used to vanish unheard)."""
    anna = Harness(tmp_path / "anna", "en")

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            host = sit(anna, url, hosting("ramses", [{"kind": "host", "name": "Anna"}, {"kind": "bot"}]))
            await host.client.wait_for(lambda c: c.started, 10)
            for n in range(12):  # a burst of five lines is allowed, then a few a minute
                anna.press("c-t", *f"hello {n}", "enter")
                await settle()
            await host.client.wait_for(lambda c: "chat-limit" in c.errors, 10)
            await settle()
            assert "Too many chat lines; wait a little before the next." in anna.said()

    run(scenario(), 60)
