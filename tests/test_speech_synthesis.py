"""Real synthesis: espeak-ng speaks each language to samples that are not silent."""

from __future__ import annotations

import math
from array import array

import pytest

from accessible_games.i18n import LANGUAGES, catalog
from accessible_games.speech.engine import rate_to_wpm
from accessible_games.speech.espeak import espeak_synth

pytestmark = pytest.mark.linux_only  # espeak-ng comes from espeakng-loader, which ships for Linux alone

RMS_FLOOR = 800.0
"""Speech from espeak-ng sits well above this (16-bit scale); silence or clicks stay far below."""


def synthesize(text: str, lang: str, rate: int = 50) -> array:
    """All samples espeak-ng makes for `text`."""
    synth = espeak_synth()
    synth.configure(lang, rate)
    pcm = bytearray()
    assert synth.synthesize(text, lambda chunk: pcm.extend(chunk) or True)
    samples = array("h")
    samples.frombytes(bytes(pcm))
    return samples


def rms(samples: array) -> float:
    """Root mean square level."""
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_speaks_its_test_phrase_aloud(lang: str) -> None:
    """The doctor's test phrase, in each language, becomes seconds of audible speech."""
    samples = synthesize(catalog(lang).text("doctor-test-phrase"), lang)
    seconds = len(samples) / espeak_synth().sample_rate
    assert seconds > 1.5
    assert rms(samples) > RMS_FLOOR


@pytest.mark.parametrize(("lang", "identifier"), [("en", "gmw/en"), ("ru", "zle/ru"), ("fr", "roa/fr")])
def test_each_language_has_its_own_voice(lang: str, identifier: str) -> None:
    """Russian is read by the Russian voice, not by the English one with an accent."""
    voice = espeak_synth().voice_for(lang)
    assert voice is not None and voice.identifier == identifier


def test_a_faster_rate_speaks_the_same_text_in_less_time() -> None:
    """The rate setting reaches the synthesizer."""
    text = "Row four, column six. Plus fifteen."
    assert len(synthesize(text, "en", rate=90)) < 0.75 * len(synthesize(text, "en", rate=30))


def test_rate_setting_maps_onto_words_per_minute() -> None:
    """0 is slowest, 50 espeak-ng's normal 175 words a minute, 100 the fastest (1500, past espeak-ng's old 450)."""
    assert rate_to_wpm(0) == 80 and rate_to_wpm(50) == 175 and rate_to_wpm(100) == 1500
    assert rate_to_wpm(-5) == 80 and rate_to_wpm(250) == 1500
    steps = [rate_to_wpm(rate) for rate in range(0, 101, 5)]
    assert steps == sorted(set(steps))  # every step is faster than the one before


def test_espeak_ng_speeds_up_past_450_words_a_minute() -> None:
    """The top of the range is real: espeak-ng time-stretches above 450, so each step up is shorter."""
    text = "Row four, column six. Plus fifteen."
    lengths = [len(synthesize(text, "en", rate)) for rate in (80, 90, 100)]  # about 640, 980 and 1500 wpm
    assert lengths[0] > lengths[1] > lengths[2] > 0


def test_cancelling_stops_synthesis_early() -> None:
    """A sink that says stop gets no more samples and synthesis reports it did not finish."""
    synth = espeak_synth()
    synth.configure("en", 50)
    chunks: list[bytes] = []
    finished = synth.synthesize(
        "One two three four five six seven eight nine ten. " * 4, lambda c: chunks.append(c) or False
    )
    assert not finished
    assert len(chunks) == 1
