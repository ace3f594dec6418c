"""The PRISM routes against a real speech-dispatcher (Debian's), where one is installed; skipped elsewhere.

speech-dispatcher runs here with espeak-ng into libao's null driver (no sound card needed) and
logs every message it receives; the test reads the lines the app sent from that log.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from test_saves_helpers import ROOT, AppProcess


def _speechd_here() -> str | None:
    """Why the live test cannot run here, or None when it can."""
    if not sys.platform.startswith("linux"):
        return "speech-dispatcher is a Linux service"
    if shutil.which("speech-dispatcher") is None:
        return "speech-dispatcher is not installed (Debian: apt-get install speech-dispatcher speech-dispatcher-espeak-ng)"
    if not Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng").exists():
        return "speech-dispatcher's espeak-ng module is not installed (Debian: speech-dispatcher-espeak-ng)"
    try:
        ctypes.CDLL("libspeechd.so.2")
    except OSError:
        return "libspeechd.so.2 is not installed"
    try:
        import prism  # noqa: F401
    except Exception:  # noqa: BLE001
        return "prismatoid has no wheel for this system"
    return None


pytestmark = pytest.mark.skipif(_speechd_here() is not None, reason=str(_speechd_here()))

CONFIG = """LogLevel 5
LogDir "{log}"
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "en"
Timeout 30
"""


@pytest.fixture
def speechd_env(tmp_path: Path) -> Any:
    """Environment for a speech-dispatcher of the test's own (autospawned on first use), stopped afterwards."""
    home = tmp_path / "sdhome"
    (home / ".config" / "speech-dispatcher").mkdir(parents=True)
    log = tmp_path / "sdlog"
    log.mkdir()
    (home / ".config" / "speech-dispatcher" / "speechd.conf").write_text(CONFIG.format(log=log), encoding="utf-8")
    (home / ".libao").write_text("default_driver=null\n", encoding="utf-8")
    runtime = Path(tempfile.mkdtemp(prefix="sd-", dir="/tmp"))  # a socket path must stay short
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_RUNTIME_DIR": str(runtime)}
    saved = {key: os.environ.get(key) for key in (*env, "SPEECHD_ADDRESS")}
    os.environ.pop("SPEECHD_ADDRESS", None)
    try:
        yield env, log / "speech-dispatcher.log"
    finally:
        for pid_file in runtime.rglob("*.pid"):
            try:
                os.kill(int(pid_file.read_text().strip()), signal.SIGTERM)
            except (OSError, ValueError):
                pass
        shutil.rmtree(runtime, ignore_errors=True)
        for key, value in saved.items():
            if value is not None:
                os.environ[key] = value


def logged(log: Path, text: str, timeout: float = 20.0) -> bool:
    """True once speech-dispatcher's log shows it received `text`."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if log.exists() and f"|{text}" in log.read_text(encoding="utf-8", errors="replace"):
            return True
        time.sleep(0.1)
    return False


def doctor(tmp_path: Path, env: dict[str, str], route: str) -> str:
    """The doctor's report for `route`, run as a player would."""
    environment = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT),
                       SDL_AUDIODRIVER="dummy", **env)
    result = subprocess.run([sys.executable, "-m", "accessible_games", "doctor", "--lang", "en", "--speech", route],
                            capture_output=True, text=True, env=environment, timeout=120, check=False)
    assert "Traceback" not in result.stderr, result.stderr
    return result.stdout


PHRASE = "This is Accessible Games speaking. If you hear this sentence, speech works."


def test_doctor_speaks_through_speech_dispatcher_on_both_routes(tmp_path: Path, speechd_env: Any) -> None:
    """speechd and screenreader (PRISM's best backend here) both reach the server; doctor says through what."""
    env, log = speechd_env
    out = doctor(tmp_path, env, "speechd")
    assert "Speech Dispatcher (speechd): works, through Speech Dispatcher." in out, out
    assert "in use: Speech Dispatcher (speechd)." in out, out
    assert logged(log, PHRASE)
    out = doctor(tmp_path, env, "screenreader")
    assert "in use: your screen reader (screenreader)." in out, out
    assert "Speaking through: Speech Dispatcher." in out, out


def test_the_app_speaks_its_menu_through_the_screenreader_route(tmp_path: Path, speechd_env: Any) -> None:
    """The main menu and a key's answer arrive at speech-dispatcher; nothing is redrawn on the terminal."""
    env, log = speechd_env
    app = AppProcess(tmp_path, ["--speech", "screenreader", "--lang", "en"], env=env)
    try:
        assert logged(log, "Accessible Games. Main menu.", timeout=30), app.text()[-500:]
        app.press(b"\x1b[B")
        assert logged(log, "Continue")
        assert app.quit() == 0
    finally:
        app.kill()
    assert b"\x1b[?1049h" not in bytes(app.output)
