"""`accessible-games doctor`: which speech routes, voices and audio work here, in the user's language."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Callable, TextIO, cast

from . import __version__
from .audio.mixer import Mixer, open_mixer
from .files import config_dir, crash_log_path, data_dir
from .i18n import LANGUAGES, Catalog, catalog
from .speech.base import Voice
from .speech.engine import SynthUnavailable
from .resources import resource_dir, resources_present
from .speech.detect import Found, detect_screen_reader
from .speech.factory import available_routes, choose_auto, load_synth, make_speaker

if TYPE_CHECKING:
    from .speech.speechd import SpeechdSpeaker

TEST_PHRASE_TIMEOUT_S = 15.0
Line = Callable[..., None]
"""Writes one report line: a message id and its arguments."""


def run_doctor(
    lang: str, route: str = "auto", out: TextIO | None = None, detect: Callable[[], Found | None] = detect_screen_reader
) -> int:
    """Print the report in `lang` and speak a test phrase through `route`.

    Returns 0 when `route` works as asked (auto always does), 1 when it had to fall back.
    `detect` finds a running screen reader (tests pass a stand-in).
    """
    out = out if out is not None else sys.stdout
    cat = catalog(lang)

    def line(message_id: str, **args: object) -> None:
        out.write(cat.text(message_id, **args) + "\n")
        out.flush()

    line("doctor-title", version=__version__)
    line("doctor-crash-log", path=str(crash_log_path()))  # what a bug report needs comes first
    line("doctor-saves-folder", path=str(data_dir() / "saves"))
    line("doctor-settings-folder", path=str(config_dir()))
    mixer = open_mixer()
    if mixer.ok:
        line("doctor-audio-ok", driver=mixer.driver or "?", frequency=mixer.frequency)
    else:
        line("doctor-audio-failed", reason=mixer.error)
    found = detect()
    if found is None:
        line("doctor-screen-reader-none")
    else:
        line("doctor-screen-reader-found", name=found.name, how=cat.text(f"doctor-found-by-{found.how}"))
    line("doctor-routes")
    for check in available_routes(mixer, detect=lambda: found):
        name = cat.text(f"doctor-route-{check.route}")
        if check.works and check.problem:
            line(check.problem.replace("speech-", "doctor-route-works-", 1), route=name, name=check.detail)
        elif check.works and check.detail:
            line("doctor-route-works-through", route=name, backend=check.detail)
        elif check.works:
            line("doctor-route-works", route=name)
        else:
            reason = cat.text(why_id(check.problem or ""))
            if check.detail and check.detail != "timeout":
                reason = cat.text("doctor-why-detail", reason=reason, detail=check.detail)
            line("doctor-route-fails", route=name, reason=reason)
    _report_voices(cat, mixer, line)
    if resources_present("locales"):
        line("doctor-game-files", path=str(resource_dir("locales").parent))
    else:
        line("doctor-game-files-missing")
    return _speak_test_phrase(cat, route, mixer, out, line, lambda: found)


def why_id(problem: str) -> str:
    """The doctor's wording of a problem id: speech-x becomes doctor-why-x."""
    return problem.replace("speech-", "doctor-why-", 1)


def _report_voices(cat: Catalog, mixer: Mixer, line: Line) -> None:
    """The voice the tts route uses for each language, and how many voices there are."""
    try:
        synth = load_synth(mixer)
        voices = synth.voices()
    except (SynthUnavailable, RuntimeError, OSError):
        line("doctor-voices-none")
        return
    line("doctor-voices", engine=synth.name, count=len(voices))
    for lang in LANGUAGES:
        language = cat.text(f"doctor-language-{lang}")
        voice = synth.voice_for(lang)
        if voice is None:
            line("doctor-voice-missing", language=language)
        else:
            line("doctor-voice", language=language, voice=voice.name, identifier=voice.identifier)


DOCTOR_PATIENCE_S = 60.0
"""How long doctor waits for a speech route to open (each back end gives up sooner on its own)."""


def _speak_test_phrase(
    cat: Catalog, route: str, mixer: Mixer, out: TextIO, line: Line, detect: Callable[[], Found | None]
) -> int:
    """Say the test phrase through the route in use and wait for it to end."""

    def write_line(text: str) -> None:
        out.write(text + "\n")
        out.flush()

    speaker, problems = make_speaker(  # doctor waits for the route to open: it reports what is true here
        route, Voice(lang=cat.lang), write_line=write_line, mixer=mixer, detect=detect, patience=DOCTOR_PATIENCE_S
    )
    for problem in problems:
        line(problem)
    name = cat.text(f"doctor-route-{speaker.name}") if cat.has(f"doctor-route-{speaker.name}") else speaker.name
    asked = cat.text(f"doctor-route-{route}") if cat.has(f"doctor-route-{route}") else route
    line("doctor-using", asked=asked, route=name)
    if route == "auto":
        choice = choose_auto(detect)
        found = choice.screen_reader.name if choice.screen_reader is not None else ""
        line(choice.reason, name=found)
    backend = getattr(speaker, "backend_name", None)
    if backend:
        line("doctor-speaking-through", backend=backend)
    try:
        speaker.speak(cat.text("doctor-test-phrase"), True)
        wait_idle = getattr(speaker, "wait_idle", None)
        if wait_idle is not None and not wait_idle(TEST_PHRASE_TIMEOUT_S):
            line("doctor-test-unfinished", seconds=int(TEST_PHRASE_TIMEOUT_S))
        elif getattr(speaker, "failed", False):
            line("doctor-test-failed", route=name)
        else:
            line("doctor-test-spoken", route=name)
        chosen = getattr(speaker, "chosen", None)
        if speaker.name == "speechd":
            language = cat.text(f"doctor-language-{cat.lang}")
            if chosen is not None:
                voice = cast("SpeechdSpeaker", speaker).voice
                line(
                    "doctor-speechd-voice",
                    language=language,
                    voice=chosen.name,
                    code=chosen.language,
                    rate=voice.rate,
                    volume=voice.volume,
                )
            else:
                line("doctor-speechd-voice-missing", language=language)
    finally:
        speaker.close()
    return 0 if route == "auto" or speaker.name == route else 1
