"""An output that is closed, full or ASCII-only, and a crash.log with a link planted in its place: one line (or
nothing) and a documented exit status, never a traceback; lines the terminal cannot hold are written with "?"."""

from __future__ import annotations

import io
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.crashlog import ROTATE_BYTES, CrashLogHandler
from accessible_games.speech import lines
from app_helpers import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="shell redirections of a POSIX system")


def app(tmp_path: Path, args: str, redirect: str) -> subprocess.CompletedProcess[str]:
    """The app run by a shell with `redirect` applied to its stdout."""
    env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    return subprocess.run(
        f"{sys.executable} -m accessible_games {args} --lang en {redirect} </dev/null",
        shell=True,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=str(ROOT),
    )


@pytest.mark.parametrize("args", ["games", "--help", "join --help", "doctor --speech silent"])
@pytest.mark.parametrize(
    "redirect, reason",
    [(">&-", "it is closed"), (">/dev/full", "the disk is full")],
)
def test_a_closed_or_full_output_is_one_line_and_exit_status_3(
    tmp_path: Path, args: str, redirect: str, reason: str
) -> None:
    if redirect == ">/dev/full" and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    done = app(tmp_path, args, redirect)
    assert done.returncode == 3, done.stderr
    assert done.stderr == f"accessible-games: the output could not be written ({reason}); nothing more was shown.\n"


def test_the_app_with_its_output_closed_says_where_to_start_it(tmp_path: Path) -> None:
    done = app(tmp_path, "--speech lines --game sixtyone --players Anna,bot", ">&-")
    assert done.returncode == 3 and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("start the app in a terminal, or send its output to a file.")
    assert not list(tmp_path.glob("**/crash.log"))


def test_a_line_the_terminal_cannot_hold_is_written_with_question_marks(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO()
    ascii_only = io.TextIOWrapper(raw, encoding="ascii", errors="strict")
    monkeypatch.setattr(sys, "stdout", ascii_only)
    speaker = lines.LinesSpeaker()
    speaker.speak("Zoë rolled 3", interrupt=False)
    speaker.speak("Ход Анны", interrupt=False)
    speaker.speak("Anna rolled 5", interrupt=False)
    assert raw.getvalue().decode("ascii").splitlines() == ["Zo? rolled 3", "??? ????", "Anna rolled 5"]


def test_lines_on_an_ascii_only_terminal_go_on_in_russian(tmp_path: Path) -> None:
    """LC_ALL=C with Python's UTF-8 mode off: stdout is ASCII; `--speech lines` in Russian keeps going."""
    from app_helpers import AppProcess

    process = AppProcess(
        tmp_path,
        [
            "--speech",
            "lines",
            "--no-sound",
            "--lang",
            "ru",
            "--game",
            "sixtyone",
            "--players",
            "Zoë,bot",
            "--seed",
            "3",
        ],
        env={"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0", "PYTHONIOENCODING": ""},
    )
    try:
        wait_output(process, b"Zo?")  # the name, as the terminal can show it
        before = len(process.output)
        process.press(b"\x1b[B")  # a key is still answered: the app went on after the first line
        wait_output(process, b"??", before)
    finally:
        process.kill()
    assert b"Traceback" not in bytes(process.output)
    assert not list(tmp_path.glob("**/crash.log"))


def wait_output(process: object, pattern: bytes, after: int = 0) -> None:
    """Wait until the app's terminal shows `pattern` past byte `after` (fails after a minute, or if it ended)."""
    import time

    deadline = time.time() + 60
    output: bytearray = process.output  # type: ignore[attr-defined]
    while pattern not in bytes(output[after:]):
        assert time.time() < deadline and process.process.poll() is None, bytes(output[-400:])  # type: ignore[attr-defined]
        time.sleep(0.05)


def test_crash_log_never_follows_a_link_planted_in_its_place(tmp_path: Path) -> None:
    folder = tmp_path / "log"
    folder.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    (folder / "crash.log").symlink_to(victim)
    handler = CrashLogHandler(folder / "crash.log")
    record = logging.LogRecord("accessible_games", logging.ERROR, __file__, 1, "an error", None, None)
    handler.emit(record)
    handler.close()
    assert victim.read_text() == "keep me\n"
    assert not (folder / "crash.log").is_symlink() and "an error" in (folder / "crash.log").read_text()


def test_crash_log_is_rotated_when_it_grew_too_large(tmp_path: Path) -> None:
    folder = tmp_path / "log"
    folder.mkdir()
    (folder / "crash.log").write_text("old\n" * (ROTATE_BYTES // 4 + 10))
    handler = CrashLogHandler(folder / "crash.log")
    handler.emit(logging.LogRecord("accessible_games", logging.ERROR, __file__, 1, "a new error", None, None))
    handler.close()
    assert (folder / "crash.log").read_text().strip() == "a new error"
    assert (folder / "crash.log.1").stat().st_size > ROTATE_BYTES
