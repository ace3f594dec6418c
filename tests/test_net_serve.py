"""The `serve` command as a real process: its one line, SIGKILL and restart, TLS, clean stop."""

from __future__ import annotations

import os
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.client.client import ServerGone, TableClient
from net_helpers import run, secrets_registered


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


HERE = Path(__file__).parent


def start(folder: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """Run `accessible-games serve` on a free port; return the process and the URL it printed."""
    env = {**os.environ, "PYTHONPATH": str(HERE)}
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import net_helpers, sys; from accessible_games.cli import main; "
            "net_helpers.register(net_helpers.GAME); sys.exit(main())",
            "serve",
            "--port",
            "0",
            "--data",
            str(folder),
            "--lang",
            "en",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    assert line.startswith("Serving on ws"), (line, process.stderr.read() if process.poll() is not None else "")
    return process, line.removeprefix("Serving on ")


def test_a_killed_server_process_resumes_its_tables(tmp_path: Path) -> None:
    process, url = start(tmp_path)
    try:

        async def first() -> tuple[str, str, str, int]:
            anna, boris = TableClient(url, reconnect=False), TableClient(url, reconnect=False)
            await anna.connect()
            await anna.create("net-secrets", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}])
            await boris.connect()
            await boris.join(anna.shown, "Boris")
            await anna.wait_for(lambda c: c.started)
            await anna.move({"kind": "pick", "value": 3})
            await boris.wait_for(lambda c: c.to_move == 1)
            assert anna.token and boris.token
            return anna.code or "", anna.token, boris.token, boris.seq

        code, anna_token, boris_token, seen = run(first())
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    again, url2 = start(tmp_path)
    try:

        async def second() -> None:
            anna, boris = TableClient(url2), TableClient(url2)
            await anna.connect()
            await anna.resume(code, anna_token)
            await boris.connect()
            await boris.resume(code, boris_token)
            assert anna.view["my_pick"] == 3 and boris.to_move == 1 and boris.legal
            await boris.move(boris.legal[0])
            await anna.wait_for(lambda c: c.view["round"] == 2)
            await anna.close()
            await boris.close()

        run(second())
    finally:
        again.send_signal(signal.SIGTERM)
        assert again.wait(10) == 0


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl tool to make a certificate")
def test_tls_with_cert_and_key(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    process, url = start(tmp_path / "data", "--cert", str(cert), "--key", str(key))
    try:
        assert url.startswith("wss://127.0.0.1:")
        trusting = ssl.create_default_context(cafile=str(cert))

        async def scenario() -> None:
            anna = TableClient(url, tls=trusting, reconnect=False)
            await anna.connect()
            await anna.create("net-secrets", [{"kind": "host", "name": "Anna"}])
            assert anna.started and anna.legal
            plain = TableClient(url.replace("wss://", "ws://"), reconnect=False)
            with pytest.raises(ServerGone):
                await plain.connect()
                await plain.watch(anna.shown)

        run(scenario())
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
