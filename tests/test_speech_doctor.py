"""accessible-games doctor: the report, in the user's language, and the test phrase."""

from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from accessible_games import doctor
from accessible_games.audio.mixer import Mixer
from accessible_games.files import config_dir, crash_log_path, data_dir
from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.speech import screenreader
from accessible_games.speech.detect import Found
from accessible_games.speech import speechd
from accessible_games.speech.screenreader import NO_SCREEN_READER, RouteUnavailable
from accessible_games.speech.speechd import SPEECHD_MISSING, SpeechdUnavailable


def run(lang: str, route: str, found: Found | None = None) -> tuple[int, list[str]]:
    """The doctor's exit status and report lines (`found`: the screen reader running, as detected)."""
    out = io.StringIO()
    code = doctor.run_doctor(lang, route, out, detect=lambda: found)
    return code, out.getvalue().splitlines()


@pytest.fixture(autouse=True)
def _no_prism_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    """The report does not depend on what this machine runs: no screen reader, no speech-dispatcher."""

    def unavailable(route: str = "screenreader", prism: object = None, timeout: float = 0) -> object:
        raise RouteUnavailable(NO_SCREEN_READER)

    def no_server(timeout: float = 0) -> object:
        raise SpeechdUnavailable(SPEECHD_MISSING)

    monkeypatch.setattr(screenreader, "open_backend", unavailable)
    monkeypatch.setattr(speechd, "open_connection", no_server)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_report_names_routes_voices_device_and_folders_in_the_chosen_language(lang: str) -> None:
    """Every part of the report is there, worded in that language, and the test phrase is printed."""
    cat = catalog(lang)
    code, lines = run(lang, "lines")
    assert code == 0
    assert lines[0] == cat.text("doctor-title", version=doctor.__version__)
    assert lines[1:4] == [
        cat.text("doctor-crash-log", path=str(crash_log_path())),  # a bug report's folders first
        cat.text("doctor-saves-folder", path=str(data_dir() / "saves")),
        cat.text("doctor-settings-folder", path=str(config_dir())),
    ]
    assert lines[4].startswith(cat.text("doctor-audio-ok", driver="dummy", frequency=22050)[:8])
    assert cat.text("doctor-screen-reader-none") in lines
    assert cat.text("doctor-route-works", route=cat.text("doctor-route-tts")) in lines
    assert cat.text("doctor-route-works", route=cat.text("doctor-route-lines")) in lines
    assert (
        cat.text(
            "doctor-route-fails",
            route=cat.text("doctor-route-screenreader"),
            reason=cat.text("doctor-why-screenreader-none"),
        )
        in lines
    )
    assert (
        cat.text(
            "doctor-route-fails", route=cat.text("doctor-route-speechd"), reason=cat.text("doctor-why-speechd-missing")
        )
        in lines
    )
    assert cat.text("doctor-crash-log", path=str(crash_log_path())) in lines
    for spoken_lang, identifier in (("ru", "zle/ru"), ("en", "gmw/en"), ("fr", "roa/fr")):
        language = cat.text(f"doctor-language-{spoken_lang}")
        assert any(line.startswith(language) and identifier in line for line in lines)
    assert cat.text("doctor-settings-folder", path=str(config_dir())) in lines
    assert cat.text("doctor-saves-folder", path=str(data_dir() / "saves")) in lines
    assert cat.text("doctor-test-phrase") in lines  # the lines route prints it
    assert lines[-1] == cat.text("doctor-test-spoken", route=cat.text("doctor-route-lines"))


def test_test_phrase_is_spoken_through_tts_to_the_end() -> None:
    """With a device, the tts route says the phrase and the doctor waits for it."""
    code, lines = run("en", "tts")
    cat = catalog("en")
    assert code == 0
    assert lines[-1] == cat.text("doctor-test-spoken", route=cat.text("doctor-route-tts"))
    assert cat.text("doctor-test-phrase") not in lines


def test_without_a_device_the_report_says_so_and_tts_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """No audio device: the reason is given, tts is marked unavailable, and the exit status is 1."""
    monkeypatch.setattr(doctor, "open_mixer", lambda: Mixer(ok=False, error="no card"))
    cat = catalog("ru")
    code, lines = run("ru", "tts")
    assert code == 1
    assert cat.text("doctor-audio-failed", reason="no card") in lines
    assert (
        cat.text(
            "doctor-route-fails", route=cat.text("doctor-route-tts"), reason=cat.text("doctor-why-no-audio-device")
        )
        in lines
    )
    assert cat.text("speech-no-audio-device") in lines
    assert lines[-1] == cat.text("doctor-test-spoken", route=cat.text("doctor-route-lines"))


def test_auto_without_a_device_is_not_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    """auto choosing the screen reader is what auto is for."""
    monkeypatch.setattr(doctor, "open_mixer", lambda: Mixer(ok=False, error="no card"))
    code, _lines = run("fr", "auto")
    assert code == 0
