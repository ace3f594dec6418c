"""What a speech synthesizer offers the tts route: voices, settings, and samples as they come."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

PcmSink = Callable[[bytes], bool]
"""Receives signed 16-bit samples as they are made; returns False to cancel the synthesis."""


class SynthUnavailable(RuntimeError):
    """No synthesizer could be loaded on this machine."""


@dataclass(frozen=True)
class VoiceInfo:
    """One installed voice: its identifier, its display name and its language code."""

    identifier: str
    name: str
    language: str


class Synth(Protocol):
    """A synthesizer: samples at `sample_rate`, `channels` interleaved, 16-bit signed."""

    name: str
    sample_rate: int
    channels: int

    def voices(self) -> list[VoiceInfo]:
        """Every installed voice."""

    def voice_for(self, lang: str) -> VoiceInfo | None:
        """The voice used for language `lang` ("ru", "en", "fr"), if one is installed."""

    def configure(self, lang: str, rate: int) -> None:
        """Choose the voice for `lang` and the speaking rate 0-100 (50 normal)."""

    def synthesize(self, text: str, sink: PcmSink) -> bool:
        """Make `text` into samples handed to `sink`; True when it finished, False if cancelled."""


FASTEST_WPM = 1500
"""espeak-ng (1.52) takes 80 words a minute at the least; above 450 it speeds speech up with its
built-in time stretching, still shorter at every step up to several thousand words a minute. At
1500 a fourteen-word sentence lasts half a second: the fastest rate a listener can follow."""


def rate_to_wpm(rate: int, slowest: int = 80, normal: int = 175, fastest: int = FASTEST_WPM) -> int:
    """Map the 0-100 rate setting (50 normal) to words per minute: even steps down, growing steps up."""
    rate = max(0, min(100, rate))
    if rate <= 50:
        return round(slowest + (normal - slowest) * rate / 50)
    return round(normal * (fastest / normal) ** ((rate - 50) / 50))
