"""Choose and build the speech route, falling back to one that works and saying why."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..audio.mixer import Mixer, open_mixer
from .base import RecordSpeaker, SilentSpeaker, Speaker, Voice
from .engine import Synth, SynthUnavailable
from .screenreader import ScreenReaderSpeaker

ROUTES: tuple[str, ...] = ("auto", "tts", "screenreader", "speechd", "silent", "record")
"""Every value of --speech (record is for tests)."""

NO_DEVICE = "speech-no-audio-device"
"""auto or tts found no audio device: lines are printed for the screen reader instead."""
TTS_FAILED = "speech-tts-unavailable"
SPEECHD_FAILED = "speech-speechd-unavailable"


@dataclass(frozen=True)
class RouteCheck:
    """Whether a speech route works here; `problem` is the message id saying why not."""

    route: str
    works: bool
    problem: str | None = None


def load_synth(mixer: Mixer) -> Synth:
    """espeak-ng streaming where its library loads, else pyttsx3's file path (Windows, macOS)."""
    from .espeak import espeak_synth

    try:
        return espeak_synth()
    except SynthUnavailable:
        if sys.platform.startswith("linux"):
            raise
    from .savefile import SaveFileSynth

    return SaveFileSynth(mixer)


def make_speaker(
    route: str,
    voice: Voice | None = None,
    write_line: Callable[[str], None] | None = None,
    mixer: Mixer | None = None,
    transcript: str | Path | None = None,
) -> tuple[Speaker, list[str]]:
    """Build the speaker for `route`; a route that fails falls back to `screenreader`.

    Returns the speaker and the message ids of the problems met (to be spoken or shown).
    With `transcript`, every message is also appended to that file.
    """
    if route not in ROUTES:
        raise ValueError(f"speech route {route!r}; accepted: {', '.join(ROUTES)}")
    voice = voice or Voice()
    problems: list[str] = []
    speaker = _build(route, voice, write_line, mixer, problems)
    if transcript is not None:
        from .transcript import TranscriptSpeaker

        wrapped = TranscriptSpeaker(speaker, transcript)
        problems.extend(wrapped.problems)
        speaker = wrapped
    return speaker, problems


def _build(
    route: str,
    voice: Voice,
    write_line: Callable[[str], None] | None,
    mixer: Mixer | None,
    problems: list[str],
) -> Speaker:
    """The speaker for one route, adding a problem id for every fallback taken."""
    if route == "record":
        return RecordSpeaker()
    if route == "silent":
        return SilentSpeaker()
    if route == "screenreader" or (route == "auto" and os.environ.get("TERM") == "dumb"):
        return ScreenReaderSpeaker(write_line)
    if route == "speechd":
        try:
            from .speechd import SpeechdSpeaker

            return SpeechdSpeaker(voice)
        except SynthUnavailable:
            problems.append(SPEECHD_FAILED)
            return ScreenReaderSpeaker(write_line)
    mixer = mixer if mixer is not None else open_mixer()
    if not mixer.ok:
        problems.append(NO_DEVICE)
        return ScreenReaderSpeaker(write_line)
    try:
        from .tts import TtsSpeaker

        return TtsSpeaker(load_synth(mixer), mixer, voice)
    except (SynthUnavailable, RuntimeError, OSError):
        problems.append(TTS_FAILED)
        return ScreenReaderSpeaker(write_line)


def available_routes(mixer: Mixer | None = None, speechd_timeout: float = 2.0) -> list[RouteCheck]:
    """Which routes work on this machine (for doctor): tts, screenreader, speechd, silent."""
    mixer = mixer if mixer is not None else open_mixer()
    if not mixer.ok:
        tts = RouteCheck("tts", False, NO_DEVICE)
    else:
        try:
            load_synth(mixer)
            tts = RouteCheck("tts", True)
        except (SynthUnavailable, RuntimeError, OSError):
            tts = RouteCheck("tts", False, TTS_FAILED)
    try:
        from .speechd import SpeechdSpeaker

        SpeechdSpeaker(Voice(), timeout=speechd_timeout).close()
        speechd = RouteCheck("speechd", True)
    except SynthUnavailable:
        speechd = RouteCheck("speechd", False, SPEECHD_FAILED)
    return [tts, RouteCheck("screenreader", True), speechd, RouteCheck("silent", True)]


def missing_voice(speaker: Speaker, lang: str) -> bool:
    """True when the speaker synthesizes itself and has no voice at all for `lang`."""
    inner = getattr(speaker, "inner", speaker)
    synth = getattr(inner, "synth", None)
    if synth is None:
        return False
    try:
        return synth.voice_for(lang) is None
    except Exception:  # noqa: BLE001 - a synthesizer that cannot list voices is reported elsewhere
        return False
