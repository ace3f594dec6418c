"""wss:// tables: `host`, `join` and `watch` (real processes) reach a TLS `serve` through the system's trust
store or a club's own certificate (--cafile), and every certificate problem is said as a reason, not an error."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from net_processes import Player, ServeProcess
from tls_helpers import NEEDS_OPENSSL, make_certificate

pytestmark = [NEEDS_OPENSSL]


def tls_serve(folder: Path, name: str = "localhost", loopback: bool = True) -> tuple[ServeProcess, Path]:
    """A TLS `serve` on 127.0.0.1 with a certificate made for `name`, and that certificate's file."""
    cert, key = make_certificate(folder / "certs", name, loopback)
    return ServeProcess(folder / "server", 0, "--cert", str(cert), "--key", str(key)), cert


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[ServeProcess, Path]]:
    """A club's TLS server, with a certificate the club made itself (for localhost and 127.0.0.1)."""
    server, cert = tls_serve(tmp_path / "club")
    yield server, cert
    server.stop()


def clean_end(player: Player) -> None:
    """The app wrote no crash log and no traceback, and never said that something went wrong inside it."""
    assert not list(player.home.glob("**/crash.log")), player.app.text()[-400:]
    text = player.app.text()
    assert "went wrong" not in text and "Traceback" not in text, text[-400:]


def test_host_join_and_watch_over_wss_with_the_clubs_certificate(
    tmp_path: Path, club: tuple[ServeProcess, Path]
) -> None:
    server, cert = club
    assert server.url.startswith("wss://127.0.0.1:")
    trust = ["--cafile", str(cert)]
    host = ["host", server.url, *trust, "--code", "tls-club1", "--game", "sixtyone", "--players", "Anna,guest"]
    players: list[Player] = []
    try:
        anna = Player(tmp_path / "anna", [*host, "--bot-delay", "0"])
        players.append(anna)
        assert anna.wait_for("Table code: tls-club1"), anna.lines()
        boris = Player(tmp_path / "boris", ["join", server.url, "tls-club1", "--name", "Boris", *trust])
        players.append(boris)
        assert boris.wait_for("online table"), boris.lines()
        assert anna.wait_for("Boris"), anna.lines()
        by_name = server.url.replace("127.0.0.1", "localhost")  # the certificate's name works as well as its address
        carl = Player(tmp_path / "carl", ["watch", by_name, "tls-club1", *trust])
        players.append(carl)
        assert carl.wait_for("online table"), carl.lines()
    finally:
        for player in players:
            player.kill()
    for player in players:
        clean_end(player)


def test_without_cafile_the_systems_trust_store_decides(tmp_path: Path, club: tuple[ServeProcess, Path]) -> None:
    """OpenSSL's SSL_CERT_FILE names the system's store here, as a distribution's store holding the club's
    certificate (or a public authority's) would: no option is needed."""
    server, cert = club
    anna = Player(
        tmp_path / "anna",
        ["host", server.url, "--game", "ramses", "--players", "Anna,bot", "--bot-delay", "0"],
        env={"SSL_CERT_FILE": str(cert)},
    )
    try:
        assert anna.wait_for("Table code:"), anna.lines()
    finally:
        anna.kill()
    clean_end(anna)


@pytest.mark.parametrize(
    "how, heard",
    [
        ("untrusted", "shows a certificate this computer does not trust"),
        ("wrong-name", "shows a certificate made for another name"),
        ("plain-to-tls", "answered, but not as a table server; if the server uses TLS, its address starts with wss://"),
        ("tls-to-plain", "did not take up TLS; if it has no certificate, its address starts with ws://"),
        ("nobody", "Nothing answers at"),
    ],
)
def test_a_link_that_cannot_open_is_said_in_a_sentence(
    tmp_path: Path, club: tuple[ServeProcess, Path], how: str, heard: str
) -> None:
    server, cert = club
    url, extra = server.url, []
    other: ServeProcess | None = None
    if how == "wrong-name":  # trusted, but made for a name that is not the one dialled
        other, other_cert = tls_serve(tmp_path / "other", "games.example.org", loopback=False)
        url, extra = other.url, ["--cafile", str(other_cert)]
    elif how == "plain-to-tls":
        url = server.url.replace("wss://", "ws://")
    elif how == "tls-to-plain":
        other = ServeProcess(tmp_path / "plain")
        url = other.url.replace("ws://", "wss://")
    elif how == "nobody":
        server.stop()
    player = Player(tmp_path / "boris", ["join", url, "123456789012", "--name", "Boris", *extra])
    try:
        assert player.wait_for(heard), player.lines()
    finally:
        player.kill()
        if other is not None:
            other.stop()
    clean_end(player)


def test_the_readmes_tls_setup_works_as_a_friend_types_it(tmp_path: Path) -> None:
    """README's TLS lines, run as written: the club makes its certificate with its openssl line, serves with it,
    and a friend joins with the `wss://` line and `--cafile club.pem` (the name made localhost, on 127.0.0.1)."""
    import re
    import shlex
    import subprocess

    from net_processes import readme_commands
    from app_helpers import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    making = next(line for line in re.findall(r"^openssl req .*$", readme, flags=re.M) if "club.pem" in line)
    commands = [shlex.split(line)[1:] for line in readme_commands(ROOT / "README.md")]
    serving = next(args for args in commands if args[:1] == ["serve"] and "--cert" in args)
    joining = next(args for args in commands if args[:1] == ["join"] and any(a.startswith("wss://") for a in args))
    folder = tmp_path / "club"
    folder.mkdir()
    subprocess.run(
        shlex.split(making.replace("games.example.org", "localhost")), cwd=folder, check=True, capture_output=True
    )
    files = {name: str(folder / name) for name in ("club.pem", "club-key.pem")}
    swap = {"--host": "127.0.0.1", "--port": "0"}
    serve_args = [swap.get(before, files.get(arg, arg)) for before, arg in zip(["", *serving], serving)]
    server = ServeProcess(tmp_path / "server", 0, *serve_args[1:])
    players: list[Player] = []
    try:
        address = f"wss://localhost:{server.port}"
        anna = Player(
            tmp_path / "anna",
            [
                "host",
                address,
                "--cafile",
                files["club.pem"],
                "--game",
                "ramses",
                "--players",
                "Anna,guest",
                "--bot-delay",
                "0",
            ],
        )
        players.append(anna)
        assert anna.wait_for("Table code:"), anna.lines()
        code = next(line for line in anna.lines() if "Table code:" in line).partition("Table code:")[2]
        code = code.partition(".")[0].strip()
        args = [address if arg.startswith("wss://") else files.get(arg, arg) for arg in joining]
        args[2] = code
        boris = Player(tmp_path / "boris", args)
        players.append(boris)
        assert boris.wait_for("online table"), boris.lines()
        assert anna.wait_for("Boris"), anna.lines()
    finally:
        for player in players:
            player.kill()
        server.stop()
