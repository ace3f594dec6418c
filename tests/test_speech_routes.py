"""Speech routes other than tts: screen reader lines, the transcript, speechd, and the factory's fallbacks."""

from __future__ import annotations

import os
import threading
import types
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from accessible_games.audio.mixer import Mixer
from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.speech import factory
from accessible_games.speech.base import RecordSpeaker, Voice
from accessible_games.speech.engine import SynthUnavailable
from accessible_games.speech.factory import available_routes, make_speaker
from accessible_games.speech.screenreader import ScreenReaderSpeaker
from accessible_games.speech.speechd import PROBE_TEXT, SpeechdSpeaker, speechd_rate, speechd_volume
from accessible_games.speech.transcript import FAILED, UNWRITABLE, TranscriptSpeaker

NO_DEVICE = Mixer(ok=False, error="no audio device")


# --- screen reader -------------------------------------------------------------------------

def test_screenreader_prints_each_message_as_one_plain_line() -> None:
    """No redraws: every message is one appended line, line breaks inside folded to spaces."""
    lines: list[str] = []
    speaker = ScreenReaderSpeaker(lines.append)
    speaker.speak("Row 1,\ncolumn 4", interrupt=True)
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("   ", interrupt=True)
    speaker.stop()
    assert lines == ["Row 1, column 4", "Anna rolled 3, 3 and 5"]


def test_screenreader_default_writes_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    """Without a writer the line goes to standard output, flushed."""
    ScreenReaderSpeaker().speak("Main menu", interrupt=True)
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
def test_no_audio_device_falls_back_to_screenreader(route: str) -> None:
    """auto or tts without a device: lines for the screen reader, and a message saying so."""
    lines: list[str] = []
    speaker, problems = make_speaker(route, Voice(), write_line=lines.append, mixer=NO_DEVICE)
    assert speaker.name == "screenreader"
    assert problems == [factory.NO_DEVICE]
    speaker.speak("Main menu", interrupt=True)
    assert lines == ["Main menu"]


def test_auto_on_a_dumb_terminal_uses_the_screenreader(monkeypatch: pytest.MonkeyPatch) -> None:
    """TERM=dumb means a screen reader reads the terminal."""
    monkeypatch.setenv("TERM", "dumb")
    speaker, problems = make_speaker("auto", Voice(), write_line=lambda _line: None, mixer=NO_DEVICE)
    assert speaker.name == "screenreader" and problems == []


def test_auto_with_a_device_speaks_itself() -> None:
    """With an audio device (the dummy driver here) auto is the app's own voice."""
    speaker, problems = make_speaker("auto", Voice())
    try:
        assert speaker.name == "tts" and problems == []
    finally:
        speaker.close()


def test_a_synthesizer_that_fails_falls_back_to_screenreader(monkeypatch: pytest.MonkeyPatch) -> None:
    """No espeak-ng library: the screen reader route, with a message."""

    def broken(_mixer: Mixer) -> Any:
        raise SynthUnavailable("no library")

    monkeypatch.setattr(factory, "load_synth", broken)
    speaker, problems = make_speaker("tts", Voice(), write_line=lambda _line: None)
    assert speaker.name == "screenreader" and problems == [factory.TTS_FAILED]


def test_speechd_missing_falls_back_to_screenreader() -> None:
    """The speechd module comes only from Debian; without it, lines for the screen reader."""
    speaker, problems = make_speaker("speechd", Voice(), write_line=lambda _line: None)
    assert speaker.name == "screenreader" and problems == [factory.SPEECHD_FAILED]


@pytest.mark.parametrize("route", ["silent", "record", "screenreader"])
def test_simple_routes_need_no_device(route: str) -> None:
    """silent, record and screenreader never touch the mixer."""
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
    """doctor's list: tts needs a device; screenreader and silent always work."""
    checks = {check.route: check for check in available_routes(NO_DEVICE)}
    assert list(checks) == ["tts", "screenreader", "speechd", "silent"]
    assert not checks["tts"].works and checks["tts"].problem == factory.NO_DEVICE
    assert checks["screenreader"].works and checks["silent"].works
    assert not checks["speechd"].works and checks["speechd"].problem == factory.SPEECHD_FAILED


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_problem_has_a_message(lang: str) -> None:
    """The ids the factory, transcript and cue player report are all in each locale."""
    from accessible_games.audio import cues

    ids = [factory.NO_DEVICE, factory.TTS_FAILED, factory.SPEECHD_FAILED, UNWRITABLE, FAILED,
           cues.NO_DEVICE, cues.MISSING, cues.BROKEN]
    assert all(catalog(lang).has(message_id) for message_id in ids)


# --- speechd, with a stand-in for the Debian module -----------------------------------------

class FakeClient:
    """Records what the app asks speech-dispatcher; messages end when the test says so."""

    hang = False

    def __init__(self, name: str) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.callbacks: list[Callable[..., None]] = []
        self.lock = threading.Condition()
        FakeSpeechd.clients.append(self)

    def set_language(self, lang: str) -> None:
        self.calls.append(("language", lang))

    def set_rate(self, rate: int) -> None:
        self.calls.append(("rate", rate))

    def set_volume(self, volume: int) -> None:
        self.calls.append(("volume", volume))

    def set_priority(self, priority: str) -> None:
        self.calls.append(("priority", priority))

    def speak(self, text: str, callback: Callable[..., None], event_types: tuple[str, ...]) -> None:
        if self.hang:
            threading.Event().wait(10)
        with self.lock:
            self.calls.append(("speak", text))
            if text == PROBE_TEXT:
                callback("end")
            else:
                self.callbacks.append(callback)
            self.lock.notify_all()

    def stop(self) -> None:
        with self.lock:
            self.calls.append(("stop", None))
            for callback in self.callbacks:
                callback("cancel")
            self.callbacks.clear()

    def finish(self) -> None:
        """The server says the current message ended."""
        with self.lock:
            assert self.lock.wait_for(lambda: self.callbacks, 5)
            self.callbacks.pop(0)("end")

    def spoken(self) -> list[str]:
        return [arg for call, arg in self.calls if call == "speak" and arg != PROBE_TEXT]

    def wait_spoken(self, count: int) -> None:
        with self.lock:
            assert self.lock.wait_for(lambda: len(self.spoken()) >= count, 5), self.spoken()

    def close(self) -> None:
        self.calls.append(("close", None))


class FakeSpeechd(types.SimpleNamespace):
    clients: list[FakeClient] = []


def fake_module(hang: bool = False) -> Any:
    FakeSpeechd.clients = []
    client = type("Client", (FakeClient,), {"hang": hang})
    return types.SimpleNamespace(
        SSIPClient=client,
        Priority=types.SimpleNamespace(TEXT="text"),
        CallbackType=types.SimpleNamespace(END="end", CANCEL="cancel"),
    )


def test_speechd_applies_language_rate_and_volume() -> None:
    """Settings become speech-dispatcher's scales; a new voice is sent before the next message."""
    speaker = SpeechdSpeaker(Voice("ru", rate=75, volume=100), module=fake_module())
    client = FakeSpeechd.clients[0]
    assert ("language", "ru") in client.calls and ("rate", 50) in client.calls
    probe = client.calls.index(("speak", PROBE_TEXT))
    assert client.calls[probe - 1] == ("volume", -100)  # the probe is silent
    assert client.calls[probe + 1] == ("volume", 100)
    speaker.set_voice(Voice("fr", rate=50, volume=50))
    speaker.speak("Bonjour", interrupt=True)
    client.wait_spoken(1)
    assert client.calls[-4:] == [("language", "fr"), ("rate", 0), ("volume", 0), ("speak", "Bonjour")]
    speaker.close()


def test_speechd_interrupt_cuts_the_message_and_keeps_queued_events() -> None:
    """A key stops the server's current message; events waiting in the app are said afterwards."""
    speaker = SpeechdSpeaker(Voice(), module=fake_module())
    client = FakeSpeechd.clients[0]
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("Boris rolled 6", interrupt=False)
    client.wait_spoken(1)
    speaker.speak("Row 1, column 2", interrupt=True)
    client.wait_spoken(2)
    assert ("stop", None) in client.calls
    client.finish()
    client.wait_spoken(3)
    assert client.spoken() == ["Anna rolled 3, 3 and 5", "Row 1, column 2", "Boris rolled 6"]
    client.finish()
    assert speaker.wait_idle(5)
    speaker.close()


def test_speechd_message_whose_end_never_comes_does_not_hold_up_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """The client can miss a message's end; the events behind it are said anyway, a little later."""
    from accessible_games.speech import speechd

    monkeypatch.setattr(speechd, "END_GRACE_S", 0.05)
    monkeypatch.setattr(speechd, "SECONDS_PER_CHARACTER", 0.001)
    speaker = SpeechdSpeaker(Voice(), module=fake_module())
    client = FakeSpeechd.clients[0]
    speaker.speak("Anna rolled 3, 3 and 5", interrupt=False)
    speaker.speak("Boris rolled 6", interrupt=False)
    client.wait_spoken(2)
    assert client.spoken() == ["Anna rolled 3, 3 and 5", "Boris rolled 6"]
    speaker.close()


def test_speechd_that_hangs_is_given_up_after_the_timeout() -> None:
    """speech-dispatcher stuck on its audio output: the route is refused, the app goes on."""
    with pytest.raises(SynthUnavailable):
        SpeechdSpeaker(Voice(), timeout=0.2, module=fake_module(hang=True))


def test_speechd_scales() -> None:
    """Rate 0-100 (50 normal) and volume 0-100 map onto -100..100."""
    assert [speechd_rate(r) for r in (0, 50, 100)] == [-100, 0, 100]
    assert [speechd_volume(v) for v in (0, 50, 100)] == [-100, 0, 100]
