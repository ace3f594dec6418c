"""Keys typed the moment the app starts, before its keyboard handling has loaded: none echoed onto the screen,
none taken by the terminal, each answered; and the terminal's own settings back when the app ends."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from app_helpers import AppProcess, run_until

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")

VIEWS = {"plain": ["--speech", "lines", "--no-sound"], "full screen": ["--speech", "silent"]}


def started(home: Path, view: str) -> AppProcess:
    """The app in a terminal of its own, once its first words ("Main menu") are out."""
    app = AppProcess(home, [*VIEWS[view], "--lang", "en"])
    assert run_until(app, "Main menu"), app.text()[-300:]
    return app


def test_an_arrow_typed_as_the_menu_is_said_moves_it_and_is_not_echoed(tmp_path: Path) -> None:
    """Down at once: the menu's second line is said, and no "^[[B" reaches the screen (a screen reader would
    read it out), as the terminal echoed it while the app was loading."""
    app = started(tmp_path, "plain")
    try:
        said = len(app.text())
        app.press(b"\x1b[B")
        assert run_until(app, "Continue the last game, 2 of 8"), app.text()[said:]
        assert "^[" not in app.text()
    finally:
        app.quit()
        app.kill()


@pytest.mark.parametrize(("view", "key"), [("plain", b"\x11"), ("full screen", b"\x11"), ("plain", b"\x03")])
def test_ctrl_q_or_ctrl_c_typed_as_the_menu_is_said_ends_the_app_and_the_terminal_is_as_before(
    tmp_path: Path, view: str, key: bytes
) -> None:
    """One Ctrl+Q or Ctrl+C at once ends the app (the terminal took Ctrl+Q for flow control before, and turned
    Ctrl+C into a signal the loading app lost); afterwards the terminal echoes and reads lines as it did before
    the app (what the shell gets back)."""
    import subprocess
    import termios

    app = AppProcess(tmp_path, [*VIEWS[view], "--lang", "en"])
    try:
        before = termios.tcgetattr(app.master)  # the master side reads the terminal's settings
        assert run_until(app, "Main menu"), app.text()[-300:]
        app.press(key)
        try:
            code = app.process.wait(10)
        except subprocess.TimeoutExpired:
            pytest.fail(f"one {key!r} typed as the app started did not end it")
        assert code == 0
        after = termios.tcgetattr(app.master)
        assert after == before
        assert after[3] & termios.ECHO and after[3] & termios.ICANON
    finally:
        app.kill()


def test_the_keys_are_held_before_the_app_loads_its_sound_and_speech(tmp_path: Path) -> None:
    """The terminal stops echoing as soon as the command line is read, before the app's sound, speech and screens
    are loaded (a quarter of a second on a slow machine, when an arrow typed at launch was still echoed): the
    module that loads them is never seen imported while the terminal still echoes. `-X importtime` writes a line
    as each import ends; the log is read before the terminal's settings, so an import seen there came first."""
    import termios

    log = tmp_path / "imports.log"
    app = AppProcess(tmp_path, [*VIEWS["plain"], "--lang", "en"], python_options=("-X", "importtime"), stderr=log)
    try:
        deadline = time.monotonic() + 25
        held_at_load = None
        while held_at_load is None and time.monotonic() < deadline and app.process.poll() is None:
            imported = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
            echoing = bool(termios.tcgetattr(app.master)[3] & termios.ECHO)
            if "accessible_games.startup" in imported:
                held_at_load = not echoing
            time.sleep(0.002)
        assert held_at_load is not None, f"the app never loaded its sound and speech: {app.text()[-300:]}"
        assert held_at_load, "the app loaded its sound and speech while the terminal still echoed the keys"
        assert run_until(app, "Main menu"), app.text()[-300:]
    finally:
        app.quit()
        app.kill()
