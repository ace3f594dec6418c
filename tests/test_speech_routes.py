"""Speech routes other than tts: plain lines, the transcript, and the factory's choices and fallbacks."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from accessible_games.audio.mixer import Mixer
from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.speech import factory
from accessible_games.speech.base import RecordSpeaker, Voice
from accessible_games.speech.engine import SynthUnavailable
from accessible_games.speech.factory import available_routes, make_speaker
from accessible_games.speech import screenreader
from accessible_games.speech.detect import Found
from accessible_games.speech.lines import LinesSpeaker
from accessible_games.speech import speechd
from accessible_games.speech.screenreader import NO_SCREEN_READER, RouteUnavailable
from accessible_games.speech.speechd import SPEECHD_MISSING, SpeechdUnavailable
from accessible_games.speech.transcript import FAILED, UNWRITABLE, TranscriptSpeaker

NO_DEVICE = Mixer(ok=False, error="no audio device")
NOBODY = lambda: None  # noqa: E731 - no screen reader running


@pytest.fixture(autouse=True)
def _no_prism_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    """Routes do not depend on what this machine runs: no screen reader (not even an `orca` process of
    the player's own), no speech-dispatcher answers. Tests of a running screen reader pass `detect`."""

    def unavailable(route: str = "screenreader", prism: object = None, timeout: float = 0) -> object:
        raise RouteUnavailable(NO_SCREEN_READER)

    def no_server(timeout: float = 0) -> object:
        raise SpeechdUnavailable(SPEECHD_MISSING)

    monkeypatch.setattr(screenreader, "open_backend", unavailable)
    monkeypatch.setattr(speechd, "open_connection", no_server)
    monkeypatch.setattr(factory, "detect_screen_reader", NOBODY)


# --- plain lines ---------------------------------------------------------------------------


def test_lines_prints_each_message_as_one_plain_line() -> None:
    """No redraws: every message is one appended line, line breaks inside folded to spaces."""
    lines: list[str] = []
    speaker = LinesSpeaker(lines.append)
    speaker.speak("Row 1,\ncolumn 4", interrupt=True)
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("   ", interrupt=True)
    speaker.stop()
    assert lines == ["Row 1, column 4", "Anna rolled 3, 3 and 5"]


def test_lines_default_writes_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    """Without a writer the line goes to standard output, flushed."""
    LinesSpeaker().speak("Main menu", interrupt=True)
    assert capsys.readouterr().out == "Main menu\n"


# --- transcript ----------------------------------------------------------------------------


def test_transcript_appends_every_message_as_it_is_spoken(tmp_path: Path) -> None:
    """Each message is on disk, one line each, before the next is spoken (flushed at once)."""
    path = tmp_path / "game.txt"
    path.write_text("earlier line\n", encoding="utf-8")
    inner = RecordSpeaker()
    speaker = TranscriptSpeaker(inner, path)
    speaker.speak("Жёлудь: 1\nряд 2", interrupt=True)
    assert path.read_text(encoding="utf-8") == "earlier line\nЖёлудь: 1 ряд 2\n"
    speaker.speak("Boris rolled 6", interrupt=False)
    assert path.read_text(encoding="utf-8").splitlines()[-1] == "Boris rolled 6"
    assert inner.texts() == ["Жёлудь: 1\nряд 2", "Boris rolled 6"]
    assert [s.interrupt for s in inner.said] == [True, False]
    assert speaker.problems == []
    speaker.close()


def test_an_unwritable_transcript_is_a_message_not_a_crash(tmp_path: Path) -> None:
    """A folder in place of the file: speech goes on, the problem is reported by message id."""
    inner = RecordSpeaker()
    speaker = TranscriptSpeaker(inner, tmp_path)
    speaker.speak("Main menu", interrupt=True)
    assert speaker.problems == [UNWRITABLE]
    assert inner.texts() == ["Main menu"]
    assert speaker.name == "record"


def test_a_transcript_write_failing_later_stops_the_transcript_only(tmp_path: Path) -> None:
    """A disk that fills up mid-game: one problem, speech goes on."""
    speaker = TranscriptSpeaker(RecordSpeaker(), tmp_path / "t.txt")
    speaker._file.close()  # any later write now fails
    speaker.speak("one", interrupt=True)
    speaker.speak("two", interrupt=True)
    assert speaker.problems == [FAILED]
    assert speaker.inner.texts() == ["one", "two"]


def test_transcript_passes_stop_and_voice_on(tmp_path: Path) -> None:
    """The wrapper is transparent to the speaker under it."""
    inner = RecordSpeaker()
    speaker = TranscriptSpeaker(inner, tmp_path / "t.txt")
    speaker.stop()
    speaker.set_voice(Voice("ru", 70, 30))
    assert inner.stops == 1 and inner.voice == Voice("ru", 70, 30)


# --- factory -------------------------------------------------------------------------------


@pytest.mark.parametrize("route", ["auto", "tts"])
def test_no_audio_device_falls_back_to_lines(route: str) -> None:
    """auto (no screen reader running) or tts without a device: lines for the screen reader, and a message saying so."""
    lines: list[str] = []
    speaker, problems = make_speaker(route, Voice(), write_line=lines.append, mixer=NO_DEVICE, detect=NOBODY)
    assert speaker.name == "lines"
    assert problems == [factory.NO_DEVICE]
    speaker.speak("Main menu", interrupt=True)
    assert lines == ["Main menu"]


def test_auto_on_a_dumb_terminal_prints_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """TERM=dumb means a screen reader reads the terminal."""
    monkeypatch.setenv("TERM", "dumb")
    speaker, problems = make_speaker("auto", Voice(), write_line=lambda _line: None, mixer=NO_DEVICE, detect=NOBODY)
    assert speaker.name == "lines" and problems == []


def test_auto_with_a_device_and_no_screen_reader_speaks_itself() -> None:
    """With an audio device (the dummy driver here) and no screen reader, auto is the app's own voice."""
    speaker, problems = make_speaker("auto", Voice(), detect=NOBODY)
    try:
        assert speaker.name == "tts" and problems == []
    finally:
        speaker.close()


def test_a_synthesizer_that_fails_falls_back_to_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """No espeak-ng library: plain lines, with a message."""

    def broken(_mixer: Mixer) -> Any:
        raise SynthUnavailable("no library")

    monkeypatch.setattr(factory, "load_synth", broken)
    speaker, problems = make_speaker("tts", Voice(), write_line=lambda _line: None)
    assert speaker.name == "lines" and problems == [factory.TTS_FAILED]


@pytest.mark.parametrize(("route", "problem"), [("speechd", SPEECHD_MISSING), ("screenreader", NO_SCREEN_READER)])
def test_a_prism_route_that_cannot_open_falls_back_to_lines_saying_why(route: str, problem: str) -> None:
    """No speech-dispatcher, no screen reader: plain lines, and the cause as its own message."""
    lines: list[str] = []
    speaker, problems = make_speaker(route, Voice(), write_line=lines.append)
    assert speaker.name == "lines" and problems == [problem]
    speaker.speak("Main menu", interrupt=True)
    assert lines == ["Main menu"]


def test_auto_with_a_screen_reader_running_takes_the_screen_reader_route(monkeypatch: pytest.MonkeyPatch) -> None:
    """Orca running: auto never opens the app's own voice (no device is even asked for), so one voice speaks."""
    opened: list[str] = []

    def fake_open(route: str, prism: object = None, timeout: float = 0) -> object:
        opened.append(route)
        raise RouteUnavailable(NO_SCREEN_READER)

    monkeypatch.setattr(screenreader, "open_backend", fake_open)
    monkeypatch.setattr(factory, "open_mixer", lambda: pytest.fail("auto opened the audio device"))
    speaker, problems = make_speaker(
        "auto", Voice(), write_line=lambda _line: None, detect=lambda: Found("Orca", "process")
    )
    assert opened == ["screenreader"]
    expected = factory.READER_READS_LINES if factory.LINUX else NO_SCREEN_READER
    assert speaker.name == "lines" and problems == [expected]


@pytest.mark.parametrize("route", ["silent", "record", "lines"])
def test_simple_routes_need_no_device(route: str) -> None:
    """silent, record and lines never touch the mixer."""
    speaker, problems = make_speaker(route, Voice(), write_line=lambda _line: None, mixer=NO_DEVICE)
    assert speaker.name == route and problems == []


def test_unknown_route_is_refused() -> None:
    """A bad route names the accepted ones."""
    with pytest.raises(ValueError, match="screenreader"):
        make_speaker("loud", Voice())


def test_factory_adds_the_transcript(tmp_path: Path) -> None:
    """transcript= wraps whichever route was chosen, and reports an unwritable path."""
    speaker, problems = make_speaker("record", Voice(), transcript=tmp_path / "t.txt")
    speaker.speak("Main menu", interrupt=True)
    assert (tmp_path / "t.txt").read_text(encoding="utf-8") == "Main menu\n"
    _speaker, problems = make_speaker("silent", Voice(), transcript=tmp_path)
    assert problems == [UNWRITABLE]


def test_available_routes_say_why_a_route_fails() -> None:
    """doctor's list: tts needs a device; the PRISM routes need a backend; lines and silent always work."""
    checks = {check.route: check for check in available_routes(NO_DEVICE)}
    assert list(checks) == ["tts", "screenreader", "speechd", "lines", "silent"]
    assert not checks["tts"].works and checks["tts"].problem == factory.NO_DEVICE
    assert checks["lines"].works and checks["silent"].works
    assert not checks["screenreader"].works and checks["screenreader"].problem == NO_SCREEN_READER
    assert not checks["speechd"].works and checks["speechd"].problem == SPEECHD_MISSING


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_problem_has_a_message(lang: str) -> None:
    """The ids the factory, transcript and cue player report are all in each locale."""
    from accessible_games.audio import cues

    ids = [
        factory.NO_DEVICE,
        factory.TTS_FAILED,
        UNWRITABLE,
        FAILED,
        cues.NO_DEVICE,
        cues.MISSING,
        cues.BROKEN,
        screenreader.PRISM_MISSING,
        screenreader.PRISM_BROKEN,
        screenreader.NO_SCREEN_READER,
        speechd.SPEECHD_NOT_HERE,
        speechd.SPEECHD_MISSING,
        speechd.SPEECHD_NO_ANSWER,
        speechd.SPEECHD_TIMEOUT,
        screenreader.FAILED_LATER,
    ]
    later = [speechd.SPEECHD_STOPPED, factory.READER_READS_LINES, factory.NO_READER_SPEECHD]
    assert all(catalog(lang).has(message_id) for message_id in ids + later)
    assert all(
        catalog(lang).has(message_id.replace("speech-", "doctor-route-works-", 1))
        for message_id in (factory.READER_READS_LINES, factory.NO_READER_SPEECHD)
    )
    doctor_ids = [message_id.replace("speech-", "doctor-why-", 1) for message_id in ids[7:-1]]
    assert all(catalog(lang).has(message_id) for message_id in doctor_ids)
