"""espeak-ng through pyttsx3's own ctypes bindings, synthesizing straight to samples."""

from __future__ import annotations

import ctypes
import os
import threading
from functools import lru_cache
from types import ModuleType
from typing import Any

from .engine import PcmSink, SynthUnavailable, VoiceChoice, VoiceInfo, rate_to_wpm

BUFFER_MS = 20
"""Length of the sample buffers espeak-ng hands back; small, so the first arrives at once."""
PREFERRED_VOICES: dict[str, str] = {"en": "gmw/en", "ru": "zle/ru", "fr": "roa/fr"}


def _binding() -> tuple[ModuleType, str | None]:
    """Load libespeak-ng (from espeakng-loader when installed) and pyttsx3's bindings to it."""
    data_path: str | None = None
    try:
        import espeakng_loader
    except ImportError:
        espeakng_loader = None
    if espeakng_loader is not None:
        try:
            ctypes.CDLL(espeakng_loader.get_library_path(), mode=getattr(ctypes, "RTLD_GLOBAL", 0))
            data_path = espeakng_loader.get_data_path()
            os.environ["ESPEAK_DATA_PATH"] = data_path
        except (OSError, RuntimeError):
            data_path = None
    try:
        from pyttsx3.drivers import _espeak
    except Exception as error:  # no library anywhere: RuntimeError from pyttsx3, or OSError
        raise SynthUnavailable(str(error)) from error
    return _espeak, data_path


class EspeakSynth(VoiceChoice):
    """The espeak-ng library in synchronous mode: each buffer of samples reaches a sink at once."""

    name = "espeak-ng"
    channels = 1

    def __init__(self) -> None:
        self._espeak, data_path = _binding()
        path = data_path.encode() if data_path else None
        rate = self._espeak.Initialize(self._espeak.AUDIO_OUTPUT_SYNCHRONOUS, BUFFER_MS, path, 0)
        if rate is None or rate <= 0:
            raise SynthUnavailable("espeak-ng did not initialize")
        self.sample_rate: int = rate
        self._lock = threading.Lock()
        self._sink: PcmSink | None = None
        self._espeak.SetSynthCallback(self._on_samples)
        self._configured: tuple[str, int, str | None] | None = None
        self.chosen: dict[str, str] = {}
        """The voice the player chose for a language (its identifier), else the preferred one."""

    def voices(self) -> list[VoiceInfo]:
        """Every espeak-ng voice, with its main language."""
        with self._lock:
            found = self._espeak.ListVoices(None)
            return [_voice_info(v) for v in found]

    def voice_for(self, lang: str) -> VoiceInfo | None:
        """The chosen voice for `lang`, else the preferred one, else the first whose language starts with it."""
        voices = self.voices()
        preferred = self.chosen.get(lang) or PREFERRED_VOICES.get(lang)
        for voice in voices:
            if voice.identifier == preferred:
                return voice
        for voice in voices:
            if voice.language.split("-")[0] == lang:
                return voice
        return None

    def configure(self, lang: str, rate: int) -> None:
        """Select the voice for `lang` (the chosen one, else the preferred one) and the rate (0-100)."""
        chosen = self.chosen.get(lang)
        if self._configured == (lang, rate, chosen):
            return
        with self._lock:
            name = (chosen or PREFERRED_VOICES.get(lang, lang)).encode()
            if self._espeak.SetVoiceByName(name) != self._espeak.EE_OK:
                self._espeak.SetVoiceByName(lang.encode())
            self._espeak.SetParameter(self._espeak.RATE, rate_to_wpm(rate), 0)
            self._configured = (lang, rate, chosen)

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        """Synthesize `text`; every buffer goes to `sink` as soon as espeak-ng makes it."""
        with self._lock:
            self._sink = sink
            self._cancelled = False
            try:
                self._espeak.Synth(text.encode("utf-8"), flags=self._espeak.CHARS_UTF8)
            finally:
                self._sink = None
            return not self._cancelled

    def _on_samples(self, wav: Any, count: int, _events: Any) -> int:
        """espeak-ng's callback: pass samples on; return 1 to abort when the sink says stop."""
        try:
            if count > 0 and wav and self._sink is not None:
                if not self._sink(ctypes.string_at(wav, count * 2)):
                    self._cancelled = True
                    return 1
            return 0
        except Exception:  # never let an error cross the C boundary
            self._cancelled = True
            return 1


def _voice_info(voice: Any) -> VoiceInfo:
    """A plain record of an espeak VOICE struct."""
    languages: bytes = voice.languages or b""
    return VoiceInfo(
        identifier=(voice.identifier or b"").decode("utf-8", "replace"),
        name=(voice.name or b"").decode("utf-8", "replace"),
        language=languages[1:].decode("utf-8", "replace"),
    )


_made = threading.Lock()


def espeak_synth() -> EspeakSynth:
    """The process's one espeak-ng synthesizer (the library initializes only once, whichever thread asks first)."""
    with _made:
        return _espeak_synth()


@lru_cache(maxsize=1)
def _espeak_synth() -> EspeakSynth:
    return EspeakSynth()
