"""The speechd and screenreader routes against a real speech-dispatcher (Debian's package), headless.

speech-dispatcher runs here with espeak-ng into libao's null driver (no sound card needed), from a
configuration in a temporary folder, and logs every message and every setting it hands to the
synthesizer; the tests read from that log what the synthesizer was told. Without the package the
tests are skipped with the reason, except under CI=true, where they fail: CI installs it (.ci/run).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from test_plain_view import wait_for_keys
from app_helpers import ROOT, AppProcess, run_until

LINUX_ONLY = pytest.mark.linux_only  # speech-dispatcher is a Linux service
MODULE = Path("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")


def _speechd_here() -> str | None:
    """Why the live tests cannot run here, or None when they can."""
    if not sys.platform.startswith("linux"):
        return "speech-dispatcher is a Linux service"
    if shutil.which("speech-dispatcher") is None:
        return (
            "speech-dispatcher is not installed (Debian: apt-get install speech-dispatcher speech-dispatcher-espeak-ng)"
        )
    if not MODULE.exists():
        return "speech-dispatcher's espeak-ng module is not installed (Debian: speech-dispatcher-espeak-ng)"
    return None


MISSING = _speechd_here()
if MISSING is not None and os.environ.get("CI") == "true":
    pytestmark = [LINUX_ONLY]

    def test_speech_dispatcher_is_installed_on_ci() -> None:
        """CI installs speech-dispatcher (.ci/run): its absence there is a failure, not a skip."""
        pytest.fail(MISSING)
else:
    pytestmark = [
        LINUX_ONLY,
        pytest.mark.skipif(MISSING is not None, reason=str(MISSING)),
        pytest.mark.usefixtures("no_screen_reader_standin"),  # each test counts on no screen reader running
    ]

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
    """Environment for a speech-dispatcher of the test's own (started on first use), stopped afterwards.

    Yields (environment for the app, the server's log, a function giving the server's pid)."""
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

    def server_pids() -> list[int]:
        pids = []
        for pid_file in runtime.rglob("*.pid"):
            try:
                pids.append(int(pid_file.read_text().strip()))
            except (OSError, ValueError):
                pass
        return pids

    try:
        yield env, log / "speech-dispatcher.log", server_pids
    finally:
        for pid in server_pids():
            for signum in (signal.SIGCONT, signal.SIGTERM):
                try:
                    os.kill(pid, signum)
                except OSError:
                    pass
        shutil.rmtree(runtime, ignore_errors=True)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def log_text(log: Path) -> str:
    """The server's log so far."""
    return log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""


def logged(log: Path, text: str, timeout: float = 30.0) -> bool:
    """True once speech-dispatcher's log shows it received `text` from a client."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if f"|{text}" in log_text(log):
            return True
        time.sleep(0.1)
    return False


def synthesizer_settings(log: Path, text: str, timeout: float = 30.0, app: AppProcess | None = None) -> dict[str, str]:
    """The settings (language, voice, rate...) the synthesizer held when it was given `text` to say.

    speech-dispatcher sends its output module each changed setting as key=value lines before a
    message; they add up, so the settings in force are all those sent before the message."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        content = log_text(log)
        for said in re.finditer(r"Command sent to output module: \|<speak>(.*?)</speak>", content):
            if re.sub(r'<mark name="[^"]*"/>', "", said.group(1)).startswith(text):  # marks split sentences
                settings: dict[str, str] = {}
                for key, value in re.findall(r"^([a-z_]+)=(.*)$", content[: said.start()], flags=re.MULTILINE):
                    settings[key] = value
                return settings
        time.sleep(0.1)
    shown = f"; the app's terminal: {app.text()[-800:]!r}" if app is not None else ""
    raise AssertionError(f"the synthesizer never got {text!r}; the server's log ends: {log_text(log)[-1500:]!r}{shown}")


def doctor(tmp_path: Path, env: dict[str, str], route: str, lang: str = "en") -> str:
    """The doctor's report for `route`, run as a player would."""
    environment = dict(
        os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy", **env
    )
    result = subprocess.run(
        [sys.executable, "-m", "accessible_games", "doctor", "--lang", lang, "--speech", route],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert "Traceback" not in result.stderr, result.stderr
    return result.stdout


PHRASE = "This is Accessible Games speaking. If you hear this sentence, speech works."


def test_doctor_tells_what_speaks_on_each_route(tmp_path: Path, speechd_env: Any) -> None:
    """speechd speaks with an American English voice; screenreader with no screen reader running
    says so and speaks through speech-dispatcher with the app's language, not as if it were one."""
    env, log, _pids = speechd_env
    out = doctor(tmp_path, env, "speechd")
    assert "Speech Dispatcher (speechd): works, through Speech Dispatcher." in out, out
    assert "in use: Speech Dispatcher (speechd)." in out, out
    assert "Speech Dispatcher, English: voice English (America) (en-US), rate 50 percent, volume 100 percent." in out, (
        out
    )
    assert synthesizer_settings(log, PHRASE)["language"] == "en"
    out = doctor(tmp_path, env, "screenreader")
    assert "your screen reader (screenreader): works, through Speech Dispatcher: no screen reader is running" in out, (
        out
    )
    assert "in use: Speech Dispatcher (speechd)." in out, out


@pytest.mark.parametrize(
    ("lang", "menu", "voice"),
    [
        ("fr", "Jeux accessibles. Menu principal.", "French (France)"),
        ("ru", "Доступные игры. Главное меню.", "Russian"),
    ],
)
def test_the_game_language_and_the_f6_rate_reach_the_synthesizer(
    tmp_path: Path, speechd_env: Any, lang: str, menu: str, voice: str
) -> None:
    """--lang fr / ru: the menu is said by a standard voice of that language (never a regional
    one), and F6 raises the rate the synthesizer uses for the next line."""
    env, log, _pids = speechd_env
    app = AppProcess(tmp_path, ["--speech", "speechd", "--lang", lang, "--no-sound"], env=env)
    try:
        settings = synthesizer_settings(log, menu, app=app)
        assert (settings["language"], settings["synthesis_voice"], settings["rate"]) == (lang, voice, "0"), settings
        assert run_until(app, menu)  # the same text is on the terminal, for a braille display or a helper
        wait_for_keys(app)
        app.press(b"\x1b[17~")  # F6
        faster = {"fr": "Débit de parole 55 pour cent", "ru": "Скорость речи 55 процентов"}[lang]
        settings = synthesizer_settings(log, faster, app=app)
        assert (settings["language"], settings["rate"]) == (lang, "10"), settings
        assert app.quit() == 0
    finally:
        app.kill()
    assert b"\x1b" not in bytes(app.output)  # plain lines only: no cursor codes, no CPR


def test_a_hung_speech_dispatcher_gives_way_to_lines_and_says_so_once(tmp_path: Path, speechd_env: Any) -> None:
    """The server stops answering mid-game (as when its audio output hangs): the app goes on in
    printed lines, says why once, and the keys keep answering."""
    env, log, pids = speechd_env
    app = AppProcess(tmp_path, ["--speech", "speechd", "--lang", "en", "--no-sound"], env=env)
    try:
        assert logged(log, "Accessible Games. Main menu.")
        wait_for_keys(app)
        for pid in pids():
            os.kill(pid, signal.SIGSTOP)
        app.press(b"\x1b[B")  # Down: the server never answers this one
        assert run_until(app, "Speech Dispatcher stopped answering; from now on every message is printed as a line.")
        app.press(b"\x1b[B")
        assert run_until(app, "Saved games and replays")
        assert app.text().count("Speech Dispatcher stopped answering") == 1
        assert app.quit() == 0
    finally:
        app.kill()


OPEN_ROUTE = """
from accessible_games.speech import speechd
try:
    speechd.open_connection().close()
    print("opened")
except speechd.SpeechdUnavailable as error:
    print(error.reason, error.detail)
"""


def test_the_app_starts_speech_dispatcher_where_the_environment_names_a_locale_not_installed(
    speechd_env: Any,
) -> None:
    """LANG names a locale this system lacks (as after an SSH login from a machine set up in another language):
    speech-dispatcher's own start then ends at once ("setlocale"), and the app starts it again with one every system
    has. Nothing else starts it here (no screen reader library is asked first)."""
    env, log, pids = speechd_env
    environment = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
    environment.update(env, LANG="xx_XX.UTF-8", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", OPEN_ROUTE], capture_output=True, text=True, env=environment, timeout=60, check=False
    )
    assert result.stdout.strip() == "opened", result.stdout + result.stderr
    assert pids(), "no speech-dispatcher of this test's own runs"
    assert "accessible-games" in log_text(log)  # the server logged this client: it spoke to the one started here


def test_prism_takes_no_speech_dispatcher_for_a_screen_reader(speechd_env: Any) -> None:
    """With only speech-dispatcher answering, PRISM's best backend is recognised as not a screen reader."""
    pytest.importorskip("prism", reason="prismatoid has no wheel for this system")
    from accessible_games.speech.screenreader import RouteUnavailable, is_speech_dispatcher, open_backend

    env, _log, _pids = speechd_env
    os.environ.update(env)
    try:
        backend = open_backend("screenreader")
    except RouteUnavailable:
        return  # PRISM found nothing at all: nothing to mistake
    assert is_speech_dispatcher(backend), backend.name
