"""The tts route: streaming into the speech channel, interrupts, queued game events, the cache."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Iterator

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from accessible_games.audio.mixer import Mixer, open_mixer
from accessible_games.speech.base import Voice
from accessible_games.speech.engine import PcmSink, VoiceInfo
from accessible_games.speech.espeak import espeak_synth
from accessible_games.speech.tts import TtsSpeaker

pytestmark = pytest.mark.linux_only  # espeak-ng comes from espeakng-loader, which ships for Linux alone
ROOT = Path(__file__).resolve().parent.parent
LONG = "Anna rolled three, three and five. She writes fifteen in row four, column six, and the row is complete. " * 2


class CountingSynth:
    """The real espeak-ng synthesizer, counting what it is asked to do."""

    def __init__(self) -> None:
        self.inner = espeak_synth()
        self.name = self.inner.name
        self.sample_rate = self.inner.sample_rate
        self.channels = self.inner.channels
        self.texts: list[str] = []
        self.configured: list[tuple[str, int]] = []

    def voices(self) -> list[VoiceInfo]:
        return self.inner.voices()

    def voice_for(self, lang: str) -> VoiceInfo | None:
        return self.inner.voice_for(lang)

    def configure(self, lang: str, rate: int) -> None:
        self.configured.append((lang, rate))
        self.inner.configure(lang, rate)

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        self.texts.append(text)
        return self.inner.synthesize(text, sink)


class Started:
    """Collects the utterances whose first samples reached the mixer, in order."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.event = threading.Condition()

    def __call__(self, text: str, _at: float) -> None:
        with self.event:
            self.texts.append(text)
            self.event.notify_all()

    def wait_for(self, count: int, timeout: float = 10.0) -> None:
        with self.event:
            assert self.event.wait_for(lambda: len(self.texts) >= count, timeout), self.texts


@pytest.fixture
def mixer() -> Mixer:
    opened = open_mixer()
    assert opened.ok, opened.error
    return opened


@pytest.fixture
def speaker(mixer: Mixer) -> Iterator[tuple[TtsSpeaker, CountingSynth, Started]]:
    synth = CountingSynth()
    tts = TtsSpeaker(synth, mixer, Voice("en", rate=100))
    started = Started()
    tts.on_first_audio = started
    yield tts, synth, started
    tts.close()


def test_speech_reaches_the_channel_without_blocking_the_caller(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """speak() returns at once; the first samples then play on the speech channel."""
    tts, _synth, started = speaker
    tts.speak(LONG, interrupt=False)
    started.wait_for(1)
    assert mixer.speech_channel().get_busy()
    assert tts.speaking()


def test_a_key_press_silences_the_channel_at_once_even_with_a_piece_queued(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """Interrupting stops the sound before speak() returns, including the streamed piece queued behind it."""
    tts, _synth, started = speaker
    channel = mixer.speech_channel()
    tts.speak(LONG, interrupt=False)
    started.wait_for(1)
    deadline = time.monotonic() + 5
    while channel.get_queue() is None and time.monotonic() < deadline:
        time.sleep(0.001)
    assert channel.get_queue() is not None  # a later piece waits behind the first
    tts.speak("", interrupt=True)
    assert not channel.get_busy()
    assert tts.wait_idle(5)
    assert started.texts == [LONG]


def test_queued_game_events_survive_an_interrupt(speaker: tuple[TtsSpeaker, CountingSynth, Started]) -> None:
    """A game event being said is cut by a key, the key's echo comes next, then the waiting events."""
    tts, _synth, started = speaker
    tts.speak(LONG, interrupt=False)
    tts.speak("Boris rolled six.", interrupt=False)
    tts.speak("Your turn.", interrupt=False)
    started.wait_for(1)
    tts.speak("Row one, column two.", interrupt=True)
    assert tts.wait_idle(20)
    assert started.texts == [LONG, "Row one, column two.", "Boris rolled six.", "Your turn."]


def test_events_are_never_cut_by_the_next_event(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """A queued event waits until the one being said has finished playing."""
    tts, _synth, started = speaker
    tts.speak("Anna rolled three, three and five.", interrupt=False)
    tts.speak("Boris rolled six.", interrupt=False)
    started.wait_for(1)
    time.sleep(0.05)
    assert started.texts == ["Anna rolled three, three and five."]
    assert mixer.speech_channel().get_busy()
    assert tts.wait_idle(20)
    assert started.texts == ["Anna rolled three, three and five.", "Boris rolled six."]


class PieceBoundaries:
    """The speech channel as a busy machine may show it: when one streamed piece ends, pygame reports
    the channel idle until its end-of-sound callback, which first waits for the interpreter lock, has
    started the queued piece. Here each change of piece reads as idle for 20 ms. Counts every play()
    that started while a sound was still playing (a cut)."""

    def __init__(self, channel: object) -> None:
        self.channel = channel
        self.last: object = None
        self.gap_until = 0.0
        self.cuts = 0

    def __getattr__(self, name: str) -> object:
        return getattr(self.channel, name)

    def get_busy(self) -> bool:
        sound = self.channel.get_sound()  # type: ignore[attr-defined]
        if sound is not self.last:
            self.last = sound
            self.gap_until = time.monotonic() + 0.02
        return time.monotonic() >= self.gap_until and bool(self.channel.get_busy())  # type: ignore[attr-defined]

    def play(self, sound: object) -> None:
        if self.channel.get_busy():  # type: ignore[attr-defined]
            self.cuts += 1
        self.channel.play(sound)  # type: ignore[attr-defined]


def test_an_event_waits_through_the_moment_between_streamed_pieces(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """A long event streamed in pieces plays to its end before the next event starts, even when the
    channel reads idle for a moment between its pieces; and wait_idle() returns only once all is said."""
    tts, _synth, started = speaker
    channel = PieceBoundaries(tts._channel)
    tts._channel = channel
    tts.speak(LONG, interrupt=False)
    tts.speak("Boris rolled six.", interrupt=False)
    assert tts.wait_idle(30)
    assert not mixer.speech_channel().get_busy()
    assert started.texts == [LONG, "Boris rolled six."]
    assert channel.cuts == 0


def test_newer_navigation_replaces_older_unspoken_navigation(
    speaker: tuple[TtsSpeaker, CountingSynth, Started],
) -> None:
    """Arrowing fast: only the latest cell is still said once the keys stop."""
    tts, _synth, started = speaker
    for column in range(1, 9):
        tts.speak(f"Column {column}.", interrupt=True)
    assert tts.wait_idle(20)
    assert started.texts[-1] == "Column 8."
    assert started.texts.count("Column 8.") == 1
    assert len(started.texts) < 8 or started.texts == [f"Column {c}." for c in range(1, 9)]


def test_stop_drops_everything_queued(speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer) -> None:
    """Ctrl+Space: silence now, and the waiting messages are not said later."""
    tts, _synth, started = speaker
    tts.speak(LONG, interrupt=False)
    tts.speak("Boris rolled six.", interrupt=False)
    started.wait_for(1)
    tts.stop()
    assert not mixer.speech_channel().get_busy()
    assert tts.wait_idle(5)
    time.sleep(0.05)
    assert started.texts == [LONG]


def test_repeated_texts_play_from_the_cache(speaker: tuple[TtsSpeaker, CountingSynth, Started]) -> None:
    """A menu item heard before is not synthesized again; a new language is."""
    tts, synth, started = speaker
    for _ in range(3):
        tts.speak("Play", interrupt=True)
        assert tts.wait_idle(10)
    assert synth.texts.count("Play") == 1
    assert started.texts == ["Play", "Play", "Play"]
    tts.set_voice(Voice("fr", rate=100))
    tts.speak("Play", interrupt=True)
    assert tts.wait_idle(10)
    assert synth.texts.count("Play") == 2
    assert synth.configured[-1] == ("fr", 100)


def test_volume_setting_applies_to_speech(speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer) -> None:
    """Volume 40 plays speech at 40 percent."""
    tts, _synth, started = speaker
    tts.set_voice(Voice("en", rate=100, volume=40))
    tts.speak(LONG, interrupt=True)
    started.wait_for(1)
    sound = mixer.speech_channel().get_sound()
    assert sound is not None and abs(sound.get_volume() - 0.4) < 0.01


def test_close_ends_the_worker(mixer: Mixer) -> None:
    """Closing releases the thread and silences the channel."""
    tts = TtsSpeaker(CountingSynth(), mixer, Voice("en"))
    tts.speak(LONG, interrupt=False)
    tts.close()
    assert not tts._worker.is_alive()
    assert not mixer.speech_channel().get_busy()


STREAM_CHECK = r"""
import array, os, sys, time
from accessible_games.audio.mixer import open_mixer
from accessible_games.speech.base import Voice
from accessible_games.speech.espeak import espeak_synth
from accessible_games.speech.tts import TtsSpeaker

text = "Row one, column four. Plus fifteen."
RATE = 70  # about 410 words a minute: fast, yet long enough that espeak-ng's few dozen samples of jitter stay under 2 %
synth = espeak_synth()
synth.configure("en", RATE)
reference = bytearray()
synth.synthesize(text, lambda chunk: reference.extend(chunk) or True)
mixer = open_mixer()
tts = TtsSpeaker(synth, mixer, Voice("en", rate=RATE))
tts.speak(text, True)
assert tts.wait_idle(30), "speech did not finish within 30 s"
time.sleep(0.5)
tts.close()
mixer.close()

def longest_silence(samples):
    best = run = 0
    for s in samples:
        run = run + 1 if s == 0 else 0
        best = max(best, run)
    return best

captured = array.array("h")
captured.frombytes(open(os.environ["SDL_DISKAUDIOFILE"], "rb").read())
left = captured[0::2]
sound = [i for i, s in enumerate(left) if s]
ref = array.array("h")
ref.frombytes(bytes(reference))
print(len(ref), sound[-1] - sound[0] + 1, longest_silence(ref), longest_silence(left[sound[0]:sound[-1] + 1]))
"""


def test_streamed_pieces_play_without_gaps(tmp_path: Path) -> None:
    """Captured from the mixer, the utterance is as long as synthesized, with no added silence."""
    # The disk driver takes one 11.6 ms buffer every SDL_DISKAUDIODELAY ms (by default, in real time).
    # Four times slower, a speaking thread that the scheduler wakes a few dozen milliseconds late on a
    # busy machine still queues its next piece in time: what is checked is how the pieces are joined.
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(tmp_path / "out.raw"), SDL_DISKAUDIODELAY="46")
    result = subprocess.run(
        [sys.executable, "-c", STREAM_CHECK], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    made, played, made_silence, played_silence = map(int, result.stdout.split())
    # espeak-ng varies by a few dozen samples between runs; a real gap costs a whole mixer buffer (512).
    assert abs(played - made) < 0.02 * made
    assert played_silence <= made_silence + 256


SAVE_FILE_ROUTE = r"""
import threading
from accessible_games.audio.mixer import open_mixer
from accessible_games.speech.base import Voice
from accessible_games.speech.espeak import load_library
from accessible_games.speech.savefile import SaveFileSynth
from accessible_games.speech.tts import TtsSpeaker

load_library()  # make espeak-ng findable for pyttsx3's espeak driver, as Windows/macOS find theirs
mixer = open_mixer()
synth = SaveFileSynth(mixer, driver="espeak")
started = []
tts = TtsSpeaker(synth, mixer, Voice("ru", rate=100))
tts.on_first_audio = lambda text, at: started.append(text)
tts.speak("Ряд один, столбец четыре.", True)
assert tts.wait_idle(15)
tts.close()
voice = synth.voice_for("fr")
assert started == ["Ряд один, столбец четыре."], started
assert voice is not None and voice.identifier == "roa/fr", voice
"""


def test_pyttsx3_file_route_speaks_and_prints_nothing() -> None:
    """The Windows/macOS path (save_to_file, then play), tried with pyttsx3's espeak driver:
    it speaks, and pyttsx3's "Audio saved to" never reaches the terminal."""
    result = subprocess.run(
        [sys.executable, "-c", SAVE_FILE_ROUTE], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""


def test_a_cached_echo_starts_before_speak_returns_and_events_wait_for_it(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """A menu item heard before plays from the caller's thread; a game event then waits its turn."""
    tts, _synth, started = speaker
    tts.speak("New game", interrupt=True)
    assert tts.wait_idle(10)
    tts.speak(LONG, interrupt=False)
    started.wait_for(2)
    tts.speak("New game", interrupt=True)  # cuts the event being said
    assert started.texts[-1] == "New game"  # already playing when speak() returned
    tts.speak("Boris rolled six.", interrupt=False)
    time.sleep(0.05)
    assert started.texts[-1] == "New game" and mixer.speech_channel().get_busy()
    assert tts.wait_idle(20)
    assert started.texts == ["New game", LONG, "New game", "Boris rolled six."]


def test_stop_drops_an_event_waiting_for_the_channel(speaker: tuple[TtsSpeaker, CountingSynth, Started]) -> None:
    """An event held back behind an echo is dropped by Ctrl+Space like any other queued one."""
    tts, _synth, started = speaker
    tts.speak("Main menu", interrupt=True)
    assert tts.wait_idle(10)
    tts.speak("Main menu", interrupt=True)
    tts.speak("Boris rolled six.", interrupt=False)
    time.sleep(0.05)
    tts.stop()
    assert tts.wait_idle(5)
    time.sleep(0.05)
    assert started.texts == ["Main menu", "Main menu"]


class SlowSynth(CountingSynth):
    """Takes a moment before the first samples, like a loaded machine."""

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        time.sleep(0.15)
        return super().synthesize(text, sink)


def test_an_event_overtaken_by_a_key_before_its_first_sound_is_still_said(mixer: Mixer) -> None:
    """The worker had taken the event but nothing was heard yet when a key came: it keeps its turn."""
    tts = TtsSpeaker(SlowSynth(), mixer, Voice("en", rate=100))
    started = Started()
    tts.on_first_audio = started
    try:
        tts.speak("Boris rolled six.", interrupt=False)
        time.sleep(0.05)  # taken, still being synthesized
        tts.speak("Row two.", interrupt=True)
        assert tts.wait_idle(20)
        assert started.texts == ["Row two.", "Boris rolled six."]
    finally:
        tts.close()


def test_a_key_that_says_nothing_still_cuts_speech_but_keeps_events(
    speaker: tuple[TtsSpeaker, CountingSynth, Started], mixer: Mixer
) -> None:
    """cut(): the sound stops before it returns; the waiting game events are still said after."""
    tts, _synth, started = speaker
    tts.speak(LONG, interrupt=True)
    tts.speak("Boris rolled six.", interrupt=False)
    started.wait_for(1)
    tts.cut()
    assert not mixer.speech_channel().get_busy()
    assert tts.wait_idle(20)
    assert started.texts == [LONG, "Boris rolled six."]
