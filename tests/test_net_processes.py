"""Online play as players start it: `serve`, then `host`, `join` and `watch`, each a real process in its
own pseudo-terminal, playing whole tables to the end; every seat and listener hears one ranking."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from net_processes import Player, ServeProcess, StoredTable, play_ramses_to_the_end, play_to_the_end, readme_commands
from app_helpers import ROOT

ONLINE = ("host", "join", "watch")


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServeProcess]:
    """A `serve` process on 127.0.0.1."""
    serving = ServeProcess(tmp_path / "server")
    yield serving
    serving.stop()  # SIGTERM: a clean stop also ends its bot worker processes


def test_sixty_one_from_the_command_line_to_the_end(tmp_path: Path, server: ServeProcess) -> None:
    anna = Player(
        tmp_path / "anna",
        [
            "host",
            server.url,
            "--code",
            "friday-club",
            "--game",
            "sixtyone",
            "--players",
            "Anna,guest",
            "--bot-delay",
            "0",
            "--seed",
            "5",
        ],
        "en",
        seed=1,
    )
    players = [anna]
    try:
        assert anna.wait_for("Table code: friday-club"), anna.lines()
        boris = Player(  # a second terminal of the same account, as a family plays: Boris takes a seat of his own
            tmp_path / "anna",
            ["join", server.url, "friday-club", "--name", "Boris"],
            "ru",
            seed=2,
            speech="lines",
            transcript=tmp_path / "boris.txt",
        )  # the plain-line view connects too
        players.append(boris)
        assert boris.wait_for("Шестьдесят один за сетевым столом"), boris.lines()
        assert anna.wait_for("Boris"), anna.lines()
        assert not boris.said("Вы снова за столом"), boris.lines()  # not back at Anna's seat
        play_to_the_end(players, players)
        assert anna.ranking(2) == boris.ranking(2)
        assert sorted(place for _score, place in anna.ranking(2))[0] == 1
        assert "Игра окончена" in boris.app.text()  # printed as a plain line, too
    finally:
        for player in players:
            player.kill()


def test_ramses_with_a_bot_and_a_listener_from_the_command_line_to_the_end(
    tmp_path: Path, server: ServeProcess
) -> None:
    """Anna hosts, Boris joins in French, Carl listens in Russian, a bot holds the third seat; Anna and
    Boris play with the app's keys as players who remember the board; all three hear one ranking,
    with the scores the server holds."""
    anna = Player(
        tmp_path / "anna",
        [
            "host",
            server.url,
            "--code",
            "ramses-night",
            "--game",
            "ramses",
            "--players",
            "Anna,guest,bot",
            "--bot-delay",
            "0",
        ],
        "en",
        seed=3,
    )
    players = [anna]
    table = StoredTable(tmp_path / "server" / "data" / "tables.sqlite", "ramses-night")
    try:
        assert anna.wait_for("Table code: ramses-night"), anna.lines()
        boris = Player(tmp_path / "boris", ["join", server.url, "ramses night", "--name", "Boris"], "fr", seed=4)
        carl = Player(tmp_path / "carl", ["watch", server.url, "RAMSES-NIGHT"], "ru")
        players += [boris, carl]
        assert boris.wait_for("Boris"), boris.lines()
        assert carl.wait_for("Рамзес"), carl.lines()
        play_ramses_to_the_end(table, {0: anna, 1: boris}, players)
        assert anna.ranking(3) == boris.ranking(3) == carl.ranking(3)
        assert table.game.is_over(table.state)
        assert sorted(score for score, _place in carl.ranking(3)) == sorted(table.game.scores(table.state))
    finally:
        table.close()
        for player in players:
            player.kill()


def test_every_command_line_in_the_readme_starts_and_speaks(tmp_path: Path) -> None:
    """Each command README.md shows runs as a player would type it (silent, on 127.0.0.1, in a test
    folder): the printing ones print, the others speak their first line; online ones sit at a table."""
    commands = [shlex.split(line)[1:] for line in readme_commands(ROOT / "README.md")]
    assert any(args[:1] == ["join"] for args in commands) and any(args[:1] == ["watch"] for args in commands)
    serve_args = next(args for args in commands if args[:1] == ["serve"])
    readme_code = next(args[2] for args in commands if args[:1] == ["join"] and len(args) > 2)  # the code friends type
    table_code = readme_code  # the code the server gave the table hosted on it (a chosen code needs a letter)
    server = ServeProcess(tmp_path / "server", 0, *loopback(serve_args, tmp_path)[1:])
    started: list[Player] = []
    try:
        order = sorted(
            commands,
            key=lambda args: ["host", "join", "watch"].index(args[0]) if args[:1] and args[0] in ONLINE else -1,
        )
        for number, args in enumerate(order):
            if args[:1] == ["serve"] or any(arg.startswith("wss://") for arg in args):
                continue  # the TLS setup is run with its certificate by test_tls_links
            if args[:1] in (["games"], ["--help"], ["doctor"]):
                done = subprocess.run(
                    [sys.executable, "-m", "accessible_games", *args, "--lang", "en"]
                    + (["--speech", "silent"] if args[:1] == ["doctor"] else []),  # each command takes its own options
                    capture_output=True,
                    text=True,
                    timeout=60,
                    cwd=str(ROOT),
                    env=dict(os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path / f"home{number}")),
                )
                assert done.returncode == 0 and done.stdout.strip(), (args, done.stderr)
                continue
            args = [
                server.url if arg.startswith("ws://") else table_code if arg == readme_code else arg for arg in args
            ]
            if args[:1] == ["host"] and not args[1].startswith("ws://"):
                args += ["--host", "127.0.0.1", "--port", "0"]
            lang = None if "--lang" in args else "en"
            player = Player(tmp_path / f"home{number}", args, lang)
            started.append(player)
            assert player.wait_for(""), (args, player.app.text()[-300:])
            if args[:1] in (["host"], ["join"], ["watch"]):
                assert player.wait_for("online table"), (args, player.lines())
            if args[:1] == ["host"] and args[1] == server.url:  # friends join and listen with the code it was given
                assert player.wait_for("Table code:"), player.lines()
                said = next(line for line in player.lines() if "Table code:" in line)
                table_code = said.partition("Table code:")[2].partition(".")[0].strip()
    finally:
        for player in started:
            player.kill()
        server.stop()


def loopback(args: list[str], folder: Path) -> list[str]:
    """A README `serve` line made safe for a test: 127.0.0.1, a free port, a data folder in `folder`."""
    swap = {"--host": "127.0.0.1", "--port": "0", "--data": str(folder / "server" / "data")}
    out = list(args)
    for index, arg in enumerate(out[:-1]):
        if arg in swap:
            out[index + 1] = swap[arg]
    return out


def test_a_guest_killed_mid_game_comes_back_to_a_short_summary(tmp_path: Path, server: ServeProcess) -> None:
    """Boris's app is killed; Anna and the bot play on; the same join command brings Boris back to a
    summary of at most ten lines, and Page Up reads what he missed."""
    anna = Player(
        tmp_path / "anna",
        [
            "host",
            server.url,
            "--code",
            "comeback",
            "--game",
            "ramses",
            "--players",
            "Anna,guest,bot",
            "--bot-delay",
            "0",
        ],
        "en",
        seed=5,
    )
    join = ["join", server.url, "comeback", "--name", "Boris"]
    players = [anna]
    try:
        assert anna.wait_for("Table code: comeback"), anna.lines()
        boris = Player(tmp_path / "boris", join, "en", seed=6)
        players.append(boris)
        assert boris.wait_for("game begins"), boris.lines()
        for _ in range(60):  # a few turns each
            anna.fumble()
            boris.fumble()
            time.sleep(0.02)
        boris.kill()
        assert anna.wait_for("Boris lost the connection")
        before = len(anna.lines())
        for _ in range(200):
            anna.fumble()
            if len([line for line in anna.lines()[before:] if "Boris" in line]) > 2:
                break
        heard = len(boris.lines())
        boris = Player(tmp_path / "boris", join, "en", seed=7)
        players.append(boris)
        assert boris.wait_for("Back at the table."), boris.lines()[heard:]
        settled = settle(boris)
        back = settled[heard:]
        assert len(back) <= 10, back
        assert not any(line.startswith("Connecting") for line in back[2:])
        boris.press(*["\x1b[5~"] * 3)  # Page Up: the history holds what he missed
        assert boris.app.process.poll() is None
        assert anna.wait_for("Boris is back") and not anna.said("You are back")
        assert not boris.said("Boris is back")
        print("heard on coming back:", len(back), back)
    finally:
        for player in players:
            player.kill()


def settle(player: Player, quiet: float = 1.5, timeout: float = 20.0) -> list[str]:
    """The player's lines once nothing new has been said for `quiet` seconds."""
    deadline = time.time() + timeout
    lines, since = player.lines(), time.time()
    while time.time() < deadline and time.time() - since < quiet:
        time.sleep(0.1)
        now = player.lines()
        if now != lines:
            lines, since = now, time.time()
    return lines


def free_port() -> int:
    """A port nobody listens on now, on 127.0.0.1."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_home_table_outlives_the_hosts_app(tmp_path: Path) -> None:
    """Anna hosts on her own computer; both apps are killed mid-game; Continue reopens the table on
    the same address and Boris's same join command brings him back; they play to the end."""
    port = free_port()
    here = ["--host", "127.0.0.1", "--port", str(port)]
    host = ["host", "--game", "sixtyone", "--players", "Anna,guest", "--bot-delay", "0", *here]
    anna = Player(tmp_path / "anna", host, "en", seed=8)
    players = [anna]
    try:
        assert anna.wait_for(f"join at ws://127.0.0.1:{port}"), anna.lines()
        assert anna.wait_for("Table code: "), anna.lines()  # said just after the address: it may not be written yet
        code = next(line for line in anna.lines() if line.startswith("Table code: ")).split(": ")[1].split(".")[0]
        join = ["join", f"ws://127.0.0.1:{port}", code, "--name", "Boris"]
        boris = Player(tmp_path / "boris", join, "en", seed=9)
        players.append(boris)
        assert boris.wait_for("game begins"), boris.lines()
        for _ in range(10):
            anna.fumble()
            boris.fumble()
            time.sleep(0.05)
        anna.kill()
        boris.kill()
        anna = Player(tmp_path / "anna", ["--continue", *here], "en", seed=10)
        players.append(anna)
        assert anna.wait_for("Back at the table", 30) or anna.wait_for("You are back"), anna.lines()[-8:]
        boris = Player(tmp_path / "boris", join, "en", seed=11)
        players.append(boris)
        assert boris.wait_for("Sixty-One at an online table", 30), boris.lines()[-8:]
        play_to_the_end([anna, boris], [anna, boris])
        assert anna.ranking(2) == boris.ranking(2)
    finally:
        for player in players:
            player.kill()
