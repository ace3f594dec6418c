"""The lobby as players use it: `serve`, a host who lists the table (`host --open`) and one who keeps it private,
and a player whose app, in a pseudo-terminal, opens Play online → Open tables, hears the open table appear,
and joins it with Enter."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterator

import pytest

from net_processes import Player, ServeProcess

CTRL_L = "\x0c"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServeProcess]:
    """A `serve` process on 127.0.0.1."""
    serving = ServeProcess(tmp_path / "server")
    yield serving
    serving.stop()


def host(tmp_path: Path, server: ServeProcess, name: str, *extra: str) -> Player:
    """A host's app at a new Sixty-One table for two on the server."""
    return Player(
        tmp_path / name.lower(),
        ["host", server.url, "--game", "sixtyone", "--players", f"{name},guest", "--bot-delay", "0", *extra],
        "en",
    )


def asks_until(player: Player, key: str, text: str, timeout: float = 30.0) -> bool:
    """Press `key` every quarter second until the app says a line holding `text`."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        before = len(player.lines())
        player.press(key)
        time.sleep(0.25)
        if any(text in line for line in player.lines()[before:]):
            return True
    return False


def test_an_open_table_appears_in_the_list_and_is_joined_with_enter(tmp_path: Path, server: ServeProcess) -> None:
    boris = Player(tmp_path / "boris", [], "en")
    players = [boris]
    try:
        assert boris.wait_for("Play"), boris.lines()
        boris.press("5")  # Play online, fifth in the main menu
        assert boris.wait_for("Play online"), boris.lines()
        boris.press("enter")
        assert boris.wait_for("Host a table on this computer"), boris.lines()
        boris.press("3", "enter")  # Open tables
        assert boris.wait_for("Server address"), boris.lines()
        boris.press(server.url, "enter")
        assert boris.wait_for("No open table right now"), boris.lines()
        boris.press("\x1bOP")  # F1: the list's own keys
        assert boris.wait_for("Ctrl+L says how many tables are open"), boris.lines()
        carl = host(tmp_path, server, "Carl")  # private: joined by code alone
        players.append(carl)
        assert carl.wait_for("Table code"), carl.lines()
        anna = host(tmp_path, server, "Anna", "--open")
        players.append(anna)
        assert anna.wait_for("Table code"), anna.lines()
        assert asks_until(boris, CTRL_L, "One open table."), boris.lines()
        boris.press("\x1b[H")  # Home: the first table
        assert boris.wait_for("hosted by Anna: one seat free of 2, in English"), boris.lines()
        assert not boris.said("Carl"), boris.lines()  # a private table is never listed
        boris.press("enter")
        assert boris.wait_for("Your name at the table"), boris.lines()
        boris.press("Boris", "enter")
        assert boris.wait_for("Sixty-One at an online table"), boris.lines()
        assert anna.wait_for("Boris joins the table."), anna.lines()
    finally:
        for player in players:
            player.kill()
