"""Closing the terminal window, fifty times: each time the game is saved, the app ends, and no crash is recorded."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from accessible_games.session import Session
from app_helpers import AppProcess, autosaves, read

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal and POSIX signals")

CLOSES = 50
"""How many windows close: one crash in eighteen closes was seen, so fifty find such a race most times."""
AT_ONCE = 5
"""Apps running together: a two-core machine starts five in a few seconds, and each stays busy while it closes."""
EXIT_WAIT_S = 90.0
"""How long an app may take to save and end on a loaded machine (one that never ends fails after it)."""


def controlling_terminal() -> None:
    """In the child, after setsid: the pseudo-terminal on stdin becomes its controlling terminal, as a terminal
    window's shell has it (closing the window then sends SIGHUP)."""
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def start(home: Path, number: int) -> AppProcess:
    """An app in its own window: half with the full-screen view, half printing lines; bots playing each other
    without a pause, so the app is writing when the window closes."""
    speech = ["--speech", "silent"] if number % 2 else ["--speech", "lines", "--no-sound"]
    return AppProcess(
        home,
        [
            *speech,
            "--lang",
            "en",
            "--game",
            "sixtyone",
            "--players",
            "bot,bot:easy",
            "--seed",
            str(number),
            "--bot-delay",
            "0",
        ],
    )


def moves_saved(home: Path) -> int:
    """How many moves the game's autosave holds (-1: none readable yet)."""
    files = autosaves(home)
    try:
        return len(read(files[0])["moves"]) if files else -1
    except (ValueError, KeyError, OSError):
        return -1


def close_once(home: Path, number: int) -> str | None:
    """Start an app, let the bots play a few moves, close its window; what went wrong, or None."""
    app = start(home, number)
    try:
        deadline = time.time() + EXIT_WAIT_S
        while moves_saved(home) < 1 + number % 4:  # closes at different moments of the game
            if time.time() > deadline or app.process.poll() is not None:
                return f"run {number}: no moves were saved: {app.text()[-300:]}"
            time.sleep(0.05)
        before = moves_saved(home)
        app.close_window()
        try:
            code = app.process.wait(EXIT_WAIT_S)
        except subprocess.TimeoutExpired:
            return f"run {number}: the app did not end after its window closed"
    finally:
        if app.process.poll() is None:
            app.process.kill()
            app.process.wait()
    crash = home / "log" / "crash.log"
    if crash.exists():
        return f"run {number}: crash.log written: {crash.read_text(encoding='utf-8')[-1500:]}"
    if code not in (0, 128 + signal.SIGHUP):
        return f"run {number}: exit status {code}"
    saved = Session.load(autosaves(home)[0])
    if len(saved.moves) < before:
        return f"run {number}: {len(saved.moves)} moves saved of {before}"
    return None


def test_fifty_closed_windows_save_the_game_and_record_no_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The terminal closes while the bots play (SIGHUP, then EIO on every read and write): the game is saved
    with its moves and the app ends with no crash.log, every time (BrokenPipeError in asyncio's signal
    handling once wrote one, in eighteen closes)."""
    real_popen = subprocess.Popen

    def popen(*args: Any, **kwargs: Any) -> Any:
        kwargs["preexec_fn"] = controlling_terminal
        return real_popen(*args, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", popen)  # once for every thread: AppProcess starts each app through it
    with ThreadPoolExecutor(AT_ONCE) as pool:
        problems = [
            problem for problem in pool.map(lambda n: close_once(tmp_path / str(n), n), range(CLOSES)) if problem
        ]
    assert not problems, "\n".join(problems)
