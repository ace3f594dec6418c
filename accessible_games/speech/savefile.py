"""pyttsx3's portable path (SAPI5 on Windows, NSSpeech on macOS): synthesize to a file, then play it."""

from __future__ import annotations

import contextlib
import io
import os
import queue
import shutil
import tempfile
import threading
import weakref
from concurrent.futures import Future
from typing import Any, Callable, TypeVar

from ..audio.mixer import Mixer
from .com import com_ready
from .engine import PcmSink, SynthUnavailable, VoiceChoice, VoiceInfo, rate_to_wpm

T = TypeVar("T")


class DriverThread:
    """The one thread that makes and drives a pyttsx3 engine: a COM voice (SAPI5) belongs to the apartment of
    the thread that made it and waits for its events on that thread, whichever thread asks to speak."""

    def __init__(self) -> None:
        self._calls: queue.Queue[tuple[Callable[[], Any], Future[Any]]] = queue.Queue()
        threading.Thread(target=self._serve, name="pyttsx3", daemon=True).start()

    def _serve(self) -> None:
        com_ready()
        while True:
            work, future = self._calls.get()
            try:
                future.set_result(work())
            except BaseException as error:  # noqa: BLE001 - handed back to the caller, whatever it is
                future.set_exception(error)

    def call(self, work: Callable[[], T]) -> T:
        """Run `work` on the driver's thread and wait for its result (or its exception)."""
        future: Future[T] = Future()
        self._calls.put((work, future))
        return future.result()


MAIN_REGIONS: dict[str, tuple[str, ...]] = {
    "en": ("en", "en-us", "en-gb"),
    "ru": ("ru", "ru-ru"),
    "fr": ("fr", "fr-fr"),
}


class SaveFileSynth(VoiceChoice):
    """Any pyttsx3 driver through `save_to_file` + `runAndWait`, decoded by the mixer.

    Slower to start than espeak-ng's streaming (the whole text is made first) but it works
    wherever pyttsx3 does. Whatever the driver prints ("Audio saved to ...") is kept off the
    terminal.
    """

    name = "pyttsx3"

    def __init__(self, mixer: Mixer, driver: str | None = None) -> None:
        try:
            import pyttsx3
        except Exception as error:
            raise SynthUnavailable(str(error)) from error
        self._mixer = mixer
        self.sample_rate = mixer.frequency
        self.channels = mixer.channels
        self._lock = threading.Lock()
        self._driver = DriverThread()
        try:
            self._engine: Any = self._driver.call(lambda: _quietly(pyttsx3.init, driver))
        except Exception as error:
            raise SynthUnavailable(str(error)) from error
        self._configured: tuple[str, int, str | None] | None = None
        self.chosen: dict[str, str] = {}
        """The voice the player chose for a language (its identifier), else the best one."""
        self._folder = tempfile.mkdtemp(prefix="accessible-games-speech-")
        weakref.finalize(self, shutil.rmtree, self._folder, ignore_errors=True)

    def voices(self) -> list[VoiceInfo]:
        """The driver's voices, with their first language when the driver reports one."""
        with self._lock:
            found = self._driver.call(lambda: self._engine.getProperty("voices")) or []
        return [VoiceInfo(str(v.id), str(v.name), _language(v.languages[0] if v.languages else "")) for v in found]

    def voice_for(self, lang: str) -> VoiceInfo | None:
        """The chosen voice for `lang`, else the best: its main region first (fr-FR before fr-BE), else any."""
        matching = self.voices_of(lang)
        if not matching:
            return None
        chosen = [v for v in matching if v.identifier == self.chosen.get(lang)]
        if chosen:
            return chosen[0]
        return min(matching, key=lambda v: (_normal(v.language) not in MAIN_REGIONS.get(lang, ()), v.language))

    def configure(self, lang: str, rate: int) -> None:
        """Choose the voice for `lang` (kept when none matches) and the rate."""
        if self._configured == (lang, rate, self.chosen.get(lang)):
            return
        voice = self.voice_for(lang)

        def apply() -> None:
            with _quiet():
                if voice is not None:
                    self._engine.setProperty("voice", voice.identifier)
                self._engine.setProperty("rate", rate_to_wpm(rate, 90, 200, 400))

        with self._lock:
            self._driver.call(apply)
        self._configured = (lang, rate, self.chosen.get(lang))

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        """Make the whole text into a file, load it through the mixer, hand it on in one piece."""
        path = os.path.join(self._folder, "utterance.wav")

        def make() -> None:
            with _quiet():
                self._engine.save_to_file(text, path)
                self._engine.runAndWait()

        with self._lock:
            try:
                self._driver.call(make)
                pcm = self._mixer.sound_from_file(path).get_raw()
            except Exception:
                return False
            finally:
                with contextlib.suppress(OSError):
                    os.remove(path)
        return sink(pcm) if pcm else True


def _normal(language: str) -> str:
    """A language tag in one spelling: "fr_FR" and "fr-fr" both become "fr-fr"."""
    return language.replace("_", "-").lower()


def _language(value: Any) -> str:
    """A language code from what drivers report (str, bytes with a priority byte, or a number)."""
    if isinstance(value, bytes):
        value = value.lstrip(b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09").decode("utf-8", "replace")
    return str(value)


def _quietly(work: Callable[..., T], *args: Any) -> T:
    """`work(*args)` with what it prints kept off the terminal."""
    with _quiet():
        return work(*args)


@contextlib.contextmanager
def _quiet() -> Any:
    """Swallow what the driver prints to Python's stdout."""
    with contextlib.redirect_stdout(io.StringIO()):
        yield
