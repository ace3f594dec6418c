"""The plain view, as a screen reader reads it: the raw bytes the app writes to a real pseudo-terminal.

Only the printed lines reach the terminal: no cursor addressing, no cursor-position request (CPR),
no colours and no warning about a terminal that does not answer one, whether the terminal answers
CPR or not. A plain terminal (TERM=dumb) never gets the full screen, whatever the route.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from app_helpers import AppProcess, run_until

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")

CPR_REQUEST = b"\x1b[6n"


class CprTerminal(AppProcess):
    """A pseudo-terminal that answers every cursor-position request, as xterm does (row 1, column 1)."""

    def _drain(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.output.extend(chunk)
            for _ in range(chunk.count(CPR_REQUEST)):
                os.write(self.master, b"\x1b[1;1R")


def wait_for_keys(app: AppProcess, timeout: float = 30.0) -> None:
    """Until the app reads keys one by one (the terminal's echo is off): a key typed before that is
    echoed by the terminal itself, which is not what this test looks at."""
    import termios

    deadline = time.time() + timeout
    while time.time() < deadline and termios.tcgetattr(app.master)[3] & termios.ECHO:
        time.sleep(0.02)


def play_a_little(app: AppProcess) -> None:
    """Hear the menu, move once, quit: the bytes of a short session."""
    try:
        assert run_until(app, "Accessible Games. Main menu."), app.text()[-300:]
        wait_for_keys(app)
        app.press(b"\x1b[B")
        assert run_until(app, "Continue the last game"), app.text()[-300:]
        assert app.quit() == 0
    finally:
        app.kill()


@pytest.mark.parametrize("terminal", [AppProcess, CprTerminal], ids=["no-cpr-answer", "answers-cpr"])
def test_lines_send_only_the_lines(tmp_path: Path, terminal: type[AppProcess]) -> None:
    """--speech lines: the terminal receives the messages as lines and not one escape sequence."""
    app = terminal(tmp_path, ["--speech", "lines", "--lang", "en", "--no-sound"])
    play_a_little(app)
    raw = bytes(app.output)
    assert b"\x1b" not in raw, raw[:300]
    assert b"CPR" not in raw and b"WARNING" not in raw
    lines = raw.decode("utf-8").replace("\r\n", "\n").splitlines()
    assert lines[0].startswith("Accessible Games. Main menu.") and any(
        line.startswith("Continue the last game") for line in lines
    )


@pytest.mark.parametrize("route", ["tts", "silent"])
def test_a_plain_terminal_never_gets_the_full_screen(tmp_path: Path, route: str) -> None:
    """TERM=dumb with a route chosen outright: no alternate screen, no cursor moves, no CPR."""
    app = AppProcess(
        tmp_path,
        ["--speech", route, "--lang", "en", "--no-sound", "--transcript", str(tmp_path / "heard.txt")],
        env={"TERM": "dumb"},
    )
    try:
        transcript = tmp_path / "heard.txt"
        for _ in range(600):
            if transcript.exists() and "Main menu" in transcript.read_text(encoding="utf-8"):
                break
            app.process.poll()
            if app.process.returncode is not None:
                break
            time.sleep(0.05)
        assert app.quit() == 0
    finally:
        app.kill()
    assert b"\x1b" not in bytes(app.output), bytes(app.output)[:300]
