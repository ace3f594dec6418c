"""Choose and build the speech route, falling back to one that works and saying why."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..audio.mixer import Mixer, open_mixer
from .base import RecordSpeaker, SilentSpeaker, Speaker, Voice
from .engine import Synth, SynthUnavailable, VoiceInfo
from .detect import Found, detect_screen_reader
from .lines import LinesSpeaker

ROUTES: tuple[str, ...] = ("auto", "tts", "screenreader", "speechd", "lines", "silent", "record")
"""Every value of --speech (record is for tests)."""

LINUX = sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
"""Systems where speech-dispatcher is the speech server screen readers share."""
NO_DEVICE = "speech-no-audio-device"
"""auto or tts found no audio device: lines are printed for the screen reader instead."""
TTS_FAILED = "speech-tts-unavailable"
NO_SCREEN_READER_ID = "speech-screenreader-none"
READER_READS_LINES = "speech-screenreader-lines"
"""A screen reader runs but the app cannot reach it directly: lines, which it reads with the player's settings."""
NO_READER_SPEECHD = "speech-screenreader-speechd"
"""No screen reader runs: speech-dispatcher speaks with the app's language, rate and volume."""


@dataclass(frozen=True)
class ReaderPlan:
    """What the screenreader route does here: "prism" (a screen reader's own channel, `backend`),
    "lines" (a running screen reader reads the terminal), "speechd", or "none" (`problem` says why)."""

    kind: str
    backend: object = None
    found: Found | None = None
    problem: str | None = None
    detail: str = ""


@dataclass(frozen=True)
class RouteCheck:
    """Whether a speech route works here; `problem` is the message id saying why not."""

    route: str
    works: bool
    problem: str | None = None
    detail: str = ""


@dataclass(frozen=True)
class Choice:
    """Which route auto took and why: the screen reader found (if any) and the reason's message id."""

    screen_reader: Found | None
    reason: str


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
    detect: Callable[[], Found | None] | None = None,
    patience: float | None = None,
) -> tuple[Speaker, list[str]]:
    """Build the speaker for `route`; a route that fails falls back to `lines`. A screen-reader or
    speech-dispatcher route not open after `patience` seconds (0.3 by default: the first word never waits
    on a back end) starts as lines and is attached when it answers; doctor waits for the truth instead.

    Returns the speaker and the message ids of the problems met (to be spoken or shown).
    With `transcript`, every message is also appended to that file. `detect` finds a running
    screen reader for auto (tests pass a stand-in).
    """
    if route not in ROUTES:
        raise ValueError(f"speech route {route!r}; accepted: {', '.join(ROUTES)}")
    voice = voice or Voice()
    problems: list[str] = []
    speaker = _build(route, voice, write_line, mixer, problems, detect or detect_screen_reader, patience)
    if transcript is not None:
        from .transcript import TranscriptSpeaker

        wrapped = TranscriptSpeaker(speaker, transcript)
        problems.extend(wrapped.problems)
        speaker = wrapped
    return speaker, problems


def choose_auto(detect: Callable[[], Found | None] | None = None) -> Choice:
    """What auto does before trying any device: the screen-reader route when one is running."""
    if os.environ.get("TERM") == "dumb":
        return Choice(None, "doctor-why-auto-dumb-terminal")
    found = (detect or detect_screen_reader)()
    if found is not None:
        return Choice(found, "doctor-why-auto-screen-reader")
    return Choice(None, "doctor-why-auto-no-screen-reader")


def _build(
    route: str,
    voice: Voice,
    write_line: Callable[[str], None] | None,
    mixer: Mixer | None,
    problems: list[str],
    detect: Callable[[], Found | None],
    patience: float | None = None,
) -> Speaker:
    """The speaker for one route, adding a problem id for every fallback taken."""
    if route == "record":
        return RecordSpeaker()
    if route == "silent":
        return SilentSpeaker()
    if route == "lines":
        return LinesSpeaker(write_line)
    if route == "auto":
        choice = choose_auto(detect)
        if choice.reason == "doctor-why-auto-dumb-terminal":
            return LinesSpeaker(write_line)
        if choice.screen_reader is not None:
            route = "screenreader"
            detect = lambda: choice.screen_reader  # noqa: E731 - found once, not looked for twice
    if route in ("screenreader", "speechd"):  # a back end that may hang: the first word does not wait for it
        from .pending import FIRST_WORD_S, PendingSpeaker

        opener = open_screen_reader if route == "screenreader" else open_speechd_or_lines
        found = detect
        pending = PendingSpeaker(
            route,
            lambda met: opener(voice, write_line, met, found),
            LinesSpeaker(write_line),
            FIRST_WORD_S if patience is None else patience,
        )
        problems.extend(pending.problems)
        if (
            pending.in_time and pending.route is not None
        ):  # opened in time (or given up on at once): the route itself, as before
            return pending.route
        return pending
    mixer = mixer if mixer is not None else open_mixer()
    if not mixer.ok:
        problems.append(NO_DEVICE)
        return LinesSpeaker(write_line)
    try:
        from .tts import TtsSpeaker

        return TtsSpeaker(load_synth(mixer), mixer, voice)
    except (SynthUnavailable, RuntimeError, OSError):
        problems.append(TTS_FAILED)
        return LinesSpeaker(write_line)


def plan_screen_reader(detect: Callable[[], Found | None]) -> ReaderPlan:
    """Decide the screenreader route: the screen reader's own channel when PRISM reaches one; on Linux
    without one (Orca before 49, Fenrir, Speakup), plain lines for the running screen reader to read
    with the player's own voice, rate and braille; with no screen reader at all, speech-dispatcher."""
    from .screenreader import RouteUnavailable, is_speech_dispatcher, open_backend

    problem: str | None
    try:
        backend = open_backend("screenreader")
    except RouteUnavailable as error:
        backend, problem, detail = None, error.reason, error.detail
    else:
        if not is_speech_dispatcher(backend):
            return ReaderPlan("prism", backend)
        problem, detail = None, ""
    if not LINUX:
        return ReaderPlan("none", problem=problem, detail=detail)
    found = detect()
    if found is not None:
        return ReaderPlan("lines", found=found)
    return ReaderPlan("speechd")


def open_screen_reader(
    voice: Voice, write_line: Callable[[str], None] | None, problems: list[str], detect: Callable[[], Found | None]
) -> Speaker:
    """The screenreader route as planned; plain lines (and the cause) when nothing answers."""
    from .screenreader import PrismSpeaker

    plan = plan_screen_reader(detect)
    lines = LinesSpeaker(write_line)
    if plan.kind == "prism":
        return PrismSpeaker(plan.backend, "screenreader", voice, fallback=lines.speak_line)
    if plan.kind == "lines":
        problems.append(READER_READS_LINES)
        return lines
    if plan.kind == "speechd":
        speaker = open_speechd_or_lines(voice, write_line, [], lambda: None)  # no screen reader: print too
        problems.append(NO_READER_SPEECHD if speaker.name == "speechd" else NO_SCREEN_READER_ID)
        return speaker
    problems.append(plan.problem or NO_SCREEN_READER_ID)
    return lines


def open_speechd_or_lines(
    voice: Voice, write_line: Callable[[str], None] | None, problems: list[str], detect: Callable[[], Found | None]
) -> Speaker:
    """The speechd route; it also prints each message as a line unless a screen reader runs (one
    voice at a time); plain lines (and the cause) when no server answers."""
    from .speechd import open_speechd

    lines = LinesSpeaker(write_line)
    speaker = open_speechd(voice, lines.speak_line, problems, also_print=detect() is None)
    return speaker if speaker is not None else lines


def available_routes(mixer: Mixer | None = None, detect: Callable[[], Found | None] | None = None) -> list[RouteCheck]:
    """Which routes work on this machine (for doctor): tts, screenreader, speechd, lines, silent."""
    from .speechd import BACKEND_NAME, SpeechdUnavailable, open_connection

    mixer = mixer if mixer is not None else open_mixer()
    if not mixer.ok:
        tts = RouteCheck("tts", False, NO_DEVICE)
    else:
        try:
            load_synth(mixer)
            tts = RouteCheck("tts", True)
        except (SynthUnavailable, RuntimeError, OSError):
            tts = RouteCheck("tts", False, TTS_FAILED)
    checks = [tts]
    plan = plan_screen_reader(detect or detect_screen_reader)
    try:
        open_connection().close()
        speechd = RouteCheck("speechd", True, detail=BACKEND_NAME)
    except SpeechdUnavailable as error:
        speechd = RouteCheck("speechd", False, error.reason, error.detail)
    if plan.kind == "prism":
        checks.append(RouteCheck("screenreader", True, detail=str(getattr(plan.backend, "name", ""))))
    elif plan.kind == "lines":
        checks.append(
            RouteCheck("screenreader", True, READER_READS_LINES, detail=plan.found.name if plan.found else "")
        )
    elif plan.kind == "speechd" and speechd.works:
        checks.append(RouteCheck("screenreader", True, NO_READER_SPEECHD, detail=BACKEND_NAME))
    elif plan.kind == "speechd":
        checks.append(RouteCheck("screenreader", False, NO_SCREEN_READER_ID))
    else:
        checks.append(RouteCheck("screenreader", False, plan.problem or NO_SCREEN_READER_ID, plan.detail))
    return [*checks, speechd, RouteCheck("lines", True), RouteCheck("silent", True)]


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


def installed_voices(speaker: Speaker, lang: str) -> list[VoiceInfo]:
    """The voices of the app's own speech for `lang` (the speaker's synthesizer, else espeak-ng's); [] if none."""
    inner = getattr(speaker, "inner", speaker)
    synth = getattr(inner, "synth", None)
    try:
        if synth is None:
            from .espeak import espeak_synth

            synth = espeak_synth()
        voices_of = getattr(synth, "voices_of", None)
        if voices_of is not None:
            return list(voices_of(lang))
        return [v for v in synth.voices() if v.language.split("-")[0] == lang]
    except Exception:  # noqa: BLE001 - no synthesizer here: no voices to choose from
        return []
