"""`accessible-games doctor`: which speech routes, voices and audio work here, in the user's language."""

from __future__ import annotations

import sys
from typing import Callable, TextIO

from . import __version__
from .audio.mixer import Mixer, open_mixer
from .files import config_dir, data_dir
from .i18n import LANGUAGES, Catalog, catalog
from .speech.base import Voice
from .speech.engine import SynthUnavailable
from .speech.factory import available_routes, load_synth, make_speaker

TEST_PHRASE_TIMEOUT_S = 15.0
Line = Callable[..., None]
"""Writes one report line: a message id and its arguments."""


def run_doctor(lang: str, route: str = "auto", out: TextIO | None = None) -> int:
    """Print the report in `lang` and speak a test phrase through `route`.

    Returns 0 when `route` works as asked (auto always does), 1 when it had to fall back.
    """
    out = out if out is not None else sys.stdout
    cat = catalog(lang)

    def line(message_id: str, **args: object) -> None:
        out.write(cat.text(message_id, **args) + "\n")
        out.flush()

    line("doctor-title", version=__version__)
    mixer = open_mixer()
    if mixer.ok:
        line("doctor-audio-ok", driver=mixer.driver or "?", frequency=mixer.frequency)
    else:
        line("doctor-audio-failed", reason=mixer.error)
    line("doctor-routes")
    for check in available_routes(mixer):
        name = cat.text(f"doctor-route-{check.route}")
        if check.works:
            line("doctor-route-works", route=name)
        else:
            why = (check.problem or "").replace("speech-", "doctor-why-", 1)
            line("doctor-route-fails", route=name, reason=cat.text(why))
    _report_voices(cat, mixer, line)
    line("doctor-settings-folder", path=str(config_dir()))
    line("doctor-saves-folder", path=str(data_dir() / "saves"))
    return _speak_test_phrase(cat, route, mixer, out, line)


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


def _speak_test_phrase(cat: Catalog, route: str, mixer: Mixer, out: TextIO, line: Line) -> int:
    """Say the test phrase through the route in use and wait for it to end."""

    def write_line(text: str) -> None:
        out.write(text + "\n")
        out.flush()

    speaker, problems = make_speaker(route, Voice(lang=cat.lang), write_line=write_line, mixer=mixer)
    for problem in problems:
        line(problem)
    name = cat.text(f"doctor-route-{speaker.name}") if cat.has(f"doctor-route-{speaker.name}") else speaker.name
    asked = cat.text(f"doctor-route-{route}") if cat.has(f"doctor-route-{route}") else route
    line("doctor-using", asked=asked, route=name)
    try:
        speaker.speak(cat.text("doctor-test-phrase"), True)
        wait_idle = getattr(speaker, "wait_idle", None)
        if wait_idle is not None and not wait_idle(TEST_PHRASE_TIMEOUT_S):
            line("doctor-test-unfinished", seconds=int(TEST_PHRASE_TIMEOUT_S))
        else:
            line("doctor-test-spoken", route=name)
    finally:
        speaker.close()
    return 0 if route == "auto" or speaker.name == route else 1

