"""espeak-ng through its own public C API (speak_lib.h) with ctypes, synthesizing straight to samples."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import threading
from functools import lru_cache
from typing import Any

from .engine import PcmSink, SynthUnavailable, VoiceChoice, VoiceInfo, rate_to_wpm

BUFFER_MS = 20
"""Length of the sample buffers espeak-ng hands back; small, so the first arrives at once."""
PREFERRED_VOICES: dict[str, str] = {"en": "gmw/en", "ru": "zle/ru", "fr": "roa/fr"}

# speak_lib.h's values used here.
AUDIO_OUTPUT_SYNCHRONOUS = 2
EE_OK = 0
RATE = 1  # espeakRATE
POS_CHARACTER = 1
CHARS_UTF8 = 1  # espeakCHARS_UTF8
LIBRARY_NAMES = ("espeak-ng", "libespeak-ng")
"""The library's names for ctypes.util.find_library, where espeakng-loader does not ship it (Windows, macOS)."""


class Voice(ctypes.Structure):
    """speak_lib.h's espeak_VOICE."""

    _fields_ = [
        ("name", ctypes.c_char_p),
        ("languages", ctypes.c_char_p),
        ("identifier", ctypes.c_char_p),
        ("gender", ctypes.c_ubyte),
        ("age", ctypes.c_ubyte),
        ("variant", ctypes.c_ubyte),
        ("xx1", ctypes.c_ubyte),
        ("score", ctypes.c_int),
        ("spare", ctypes.c_void_p),
    ]


SynthCallback = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.c_void_p)
"""t_espeak_callback: samples, their count, and the events (not read here); returns 1 to abort."""


def load_library() -> tuple[ctypes.CDLL, str | None]:
    """libespeak-ng (espeakng-loader's, else the system's) with the prototypes of the calls used, and its data folder.

    Loaded globally, so pyttsx3's espeak driver (the file route's, tried on Linux) finds the same library.
    """
    path: str | None = None
    data_path: str | None = None
    try:
        import espeakng_loader

        path, data_path = espeakng_loader.get_library_path(), espeakng_loader.get_data_path()
    except (ImportError, OSError, RuntimeError):
        path = next(filter(None, map(ctypes.util.find_library, LIBRARY_NAMES)), None)
    if path is None:
        raise SynthUnavailable("libespeak-ng was not found")
    try:
        lib = ctypes.CDLL(path, mode=getattr(ctypes, "RTLD_GLOBAL", 0))
    except OSError as error:
        raise SynthUnavailable(str(error)) from error
    if data_path is not None:
        os.environ["ESPEAK_DATA_PATH"] = data_path
    lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
    lib.espeak_Initialize.restype = ctypes.c_int
    lib.espeak_SetSynthCallback.argtypes = [SynthCallback]
    lib.espeak_SetSynthCallback.restype = None
    lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
    lib.espeak_SetVoiceByName.restype = ctypes.c_int
    lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
    lib.espeak_SetParameter.restype = ctypes.c_int
    lib.espeak_ListVoices.argtypes = [ctypes.POINTER(Voice)]
    lib.espeak_ListVoices.restype = ctypes.POINTER(ctypes.POINTER(Voice))
    lib.espeak_Synth.argtypes = [
        ctypes.c_char_p,
        ctypes.c_size_t,
        ctypes.c_uint,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.POINTER(ctypes.c_uint),
        ctypes.c_void_p,
    ]
    lib.espeak_Synth.restype = ctypes.c_int
    return lib, data_path


class EspeakSynth(VoiceChoice):
    """The espeak-ng library in synchronous mode: each buffer of samples reaches a sink at once."""

    name = "espeak-ng"
    channels = 1

    def __init__(self) -> None:
        self._lib, data_path = load_library()
        path = data_path.encode() if data_path else None
        rate = self._lib.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, BUFFER_MS, path, 0)
        if rate <= 0:
            raise SynthUnavailable("espeak-ng did not initialize")
        self.sample_rate: int = rate
        self._lock = threading.Lock()
        self._sink: PcmSink | None = None
        self._callback = SynthCallback(self._on_samples)  # held: the library calls it for as long as it lives
        self._lib.espeak_SetSynthCallback(self._callback)
        self._configured: tuple[str, int, str | None] | None = None
        self.chosen: dict[str, str] = {}
        """The voice the player chose for a language (its identifier), else the preferred one."""

    def voices(self) -> list[VoiceInfo]:
        """Every espeak-ng voice, with its main language."""
        with self._lock:
            found = self._lib.espeak_ListVoices(None)  # a NULL-ended array the library owns
            voices: list[VoiceInfo] = []
            while found[len(voices)]:
                voices.append(_voice_info(found[len(voices)].contents))
            return voices

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
            if self._lib.espeak_SetVoiceByName(name) != EE_OK:
                self._lib.espeak_SetVoiceByName(lang.encode())
            self._lib.espeak_SetParameter(RATE, rate_to_wpm(rate), 0)
            self._configured = (lang, rate, chosen)

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        """Synthesize `text`; every buffer goes to `sink` as soon as espeak-ng makes it."""
        with self._lock:
            self._sink = sink
            self._cancelled = False
            try:
                data = text.encode("utf-8")
                self._lib.espeak_Synth(data, len(data) + 1, 0, POS_CHARACTER, 0, CHARS_UTF8, None, None)
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


def _voice_info(voice: Voice) -> VoiceInfo:
    """A plain record of an espeak_VOICE (its languages start with a priority byte)."""
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
