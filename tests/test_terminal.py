"""Terminal conventions with the real app in a pseudo-terminal: signals, pipes, help, and a screen reader running."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.cli import main
from accessible_games.files import crash_log_path
from app_helpers import ROOT, AppProcess, autosaves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal and POSIX signals")

CURSOR_ADDRESSING = re.compile(rb"\x1b\[\d+;\d+H|\x1b\[\?1049h")
"""Moving the cursor to a row and column, or switching to the full-screen buffer: a redrawn view."""
SIGNAL_EXIT_WAIT_S = 60.0
"""How long a signalled app may take to save and end on a loaded machine (a swallowed signal never ends it)."""


def wait_for(process: AppProcess, text: str, timeout: float = 30.0) -> None:
    """Wait until the app has written `text` (the app is up and in the state the test needs)."""
    deadline = time.time() + timeout
    while text not in process.text():
        if time.time() > deadline or process.process.poll() is not None:
            process.kill()
            raise AssertionError(f"never saw {text!r}: " + process.text()[-500:])
        time.sleep(0.05)


def wait_for_file(path: Path, text: str, timeout: float = 30.0) -> None:
    """Wait until the file holds `text`."""
    deadline = time.time() + timeout
    while not (path.exists() and text in path.read_text(encoding="utf-8")):
        if time.time() > deadline:
            raise AssertionError(f"{path} never held {text!r}")
        time.sleep(0.05)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_with_sound_on_saves_and_exits_with_the_terminal_restored(tmp_path: Path, signame: str) -> None:
    """Sound on (SDL's dummy driver): the signal is not swallowed; the game is saved, the full screen left."""
    transcript = tmp_path / "heard.txt"
    app = AppProcess(
        tmp_path,
        [
            "--speech",
            "silent",
            "--lang",
            "en",
            "--transcript",
            str(transcript),
            "--game",
            "sixtyone",
            "--players",
            "Anna,bot",
            "--seed",
            "4",
            "--bot-delay",
            "0",
        ],
    )
    try:
        wait_for_file(transcript, "Round 1")
        wait_for(app, "Sixty-One")
        time.sleep(0.3)  # the first frame is drawn
        app.process.send_signal(getattr(signal, signame))
        try:
            code = app.process.wait(SIGNAL_EXIT_WAIT_S)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"{signame} was swallowed: the app did not end") from None
        assert code == 128 + getattr(signal, signame), app.text()[-300:]
    finally:
        app.kill()
    raw = bytes(app.output)
    assert raw.rfind(b"\x1b[?1049l") > raw.rfind(b"\x1b[?1049h") >= 0  # back from the full-screen buffer
    assert b"Traceback" not in raw
    assert len(autosaves(tmp_path)) == 1


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """`accessible-games games | true`: no traceback, no complaint."""
    env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", "games", "--lang", "en"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the app writes
    error = process.stderr.read().decode("utf-8", "replace")
    process.wait(30)
    assert error == ""


def test_help_says_where_settings_saves_and_logs_live(capsys: pytest.CaptureFixture[str]) -> None:
    """--help ends with the three folders of this machine."""
    assert main(["--help", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    home = os.environ["ACCESSIBLE_GAMES_HOME"]
    assert f"settings: {home}/config" in out
    assert f"saved games: {home}/data/saves" in out
    assert f"logs (crash.log): {home}/log" in out


def test_the_crash_log_goes_to_the_log_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """An unexpected error's details go to crash.log in the log (state) folder, not among the saves."""
    import logging
    import threading

    from accessible_games.crashlog import CrashLogHandler, log_error, record_errors

    for hook in ("excepthook", "unraisablehook"):
        monkeypatch.setattr(sys, hook, getattr(sys, hook))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    path = record_errors()
    try:
        try:
            raise RuntimeError("boom")
        except RuntimeError as error:
            log_error("unexpected error", error)
    finally:
        for handler in [h for h in logging.getLogger().handlers if isinstance(h, CrashLogHandler)]:
            logging.getLogger().removeHandler(handler)
            handler.close()
        logging.captureWarnings(False)
    assert path == crash_log_path() and crash_log_path().parent.name == "log"
    assert "RuntimeError: boom" in crash_log_path().read_text(encoding="utf-8")


def test_the_default_log_folder_is_the_platforms_state_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the override, platformdirs' user log folder (on Linux under ~/.local/state)."""
    import platformdirs

    monkeypatch.delenv("ACCESSIBLE_GAMES_HOME")
    assert crash_log_path() == Path(platformdirs.user_log_dir("accessible-games")) / "crash.log"


# --- a screen reader running -----------------------------------------------------------------


NO_SPEECH_SERVER = {"SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock"}
"""Keeps PRISM's speech-dispatcher backend from reaching a server this machine may run."""


def test_with_orca_running_auto_takes_the_screen_reader_route_and_the_plain_view(
    tmp_path: Path, orca_standin: Any
) -> None:
    """Only one voice: no app voice, no full-screen redraws for Orca to read; the messages are heard."""
    transcript = tmp_path / "heard.txt"
    app = AppProcess(
        tmp_path, ["--speech", "auto", "--lang", "en", "--transcript", str(transcript)], env=NO_SPEECH_SERVER
    )
    try:
        wait_for_file(transcript, "Main menu")
        app.press(b"\x1b[B")
        wait_for_file(transcript, "Continue")
        assert app.quit() == 0
    finally:
        app.kill()
    raw = bytes(app.output)
    assert not CURSOR_ADDRESSING.search(raw), raw[:300]
    assert b"Traceback" not in raw


def test_doctor_names_the_screen_reader_and_why_auto_chose_it(tmp_path: Path, orca_standin: Any) -> None:
    """doctor: Orca found among the running programs; auto speaks through the screen-reader route, and says why."""
    env = dict(
        os.environ,
        ACCESSIBLE_GAMES_HOME=str(tmp_path),
        PYTHONPATH=str(ROOT),
        SDL_AUDIODRIVER="dummy",
        **NO_SPEECH_SERVER,
    )
    result = subprocess.run(
        [sys.executable, "-m", "accessible_games", "doctor", "--lang", "en", "--speech", "auto"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    out = result.stdout
    assert result.returncode == 0, result.stderr
    assert "Screen reader running: Orca (found among the running programs)." in out
    assert "Speech route asked for: automatic (auto); in use: " in out
    assert "Why: Orca is running, so the app leaves the speaking to it" in out
    assert "in use: plain lines (lines)." in out, out  # Orca before 49: lines Orca reads, never speech-dispatcher
    assert "Orca is running, but the app cannot reach it directly" in out
    assert f"Crash log: {tmp_path}/log/crash.log" in out
    assert "Traceback" not in result.stderr


# --- the output piped into a reader that leaves ---------------------------------------------------


@pytest.mark.skipif(shutil.which("head") is None, reason="needs the head program")
@pytest.mark.parametrize(
    "speech, head",
    [("lines", "-n2"), ("lines", "-n12"), ("silent", "-c3000")],
    ids=["lines-at-once", "lines-while-playing", "full-view-while-playing"],
)
def test_output_piped_into_head_ends_the_app_cleanly_with_the_game_saved(
    tmp_path: Path, speech: str, head: str
) -> None:
    """`accessible-games --speech lines | head`, the keyboard still the terminal: once head has read its lines the
    next write ends the app, exit status 0, the game saved and closed, one line on stderr and no crash.log (it
    said "No keyboard to read" and wrote crash.log, or played on logging each line it could not write)."""
    import pty

    from accessible_games.session import Session

    master, slave = pty.openpty()
    env = dict(
        os.environ,
        ACCESSIBLE_GAMES_HOME=str(tmp_path),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TERM="xterm",
        PYTHONPATH=str(ROOT),
        LANG="en_US.UTF-8",
    )
    app = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "--speech",
            speech,
            "--lang",
            "en",
            "--game",
            "sixtyone",
            "--players",
            "Anna,bot",
            "--seed",
            "3",
            "--bot-delay",
            "0",
        ],
        stdin=slave,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        start_new_session=True,
    )
    reader = subprocess.Popen(["head", head], stdin=app.stdout, stdout=subprocess.DEVNULL)
    assert app.stdout is not None and app.stderr is not None
    app.stdout.close()  # head alone reads the app's output
    os.close(slave)
    try:
        deadline = time.time() + SIGNAL_EXIT_WAIT_S
        while app.poll() is None and time.time() < deadline:
            os.write(master, b"\x1b[B")  # the player moves on the board: each key is answered in the output
            time.sleep(0.3)
        code = app.wait(5)
    finally:
        if app.poll() is None:
            app.kill()
        reader.wait(10)
        os.close(master)
    error = app.stderr.read().decode("utf-8", "replace")
    assert code == 0
    assert error == "accessible-games: the output was closed, so the app ended; every open game is saved.\n"
    assert not (tmp_path / "log" / "crash.log").exists()
    assert Session.load(autosaves(tmp_path)[0]).game.name == "sixtyone"
    assert not [path for path in (tmp_path / "data" / "saves" / "locks").iterdir()]  # the game was closed
