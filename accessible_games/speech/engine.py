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


def main_language(language: str) -> str:
    """A language tag without its region, in one spelling: "fr_BE", "fr-be" and "fr" all give "fr"."""
    return language.replace("_", "-").lower().split("-")[0]


class VoiceChoice:
    """The voice a player chose for each language, among a synthesizer's installed voices."""

    chosen: dict[str, str]

    def voices(self) -> list[VoiceInfo]:
        """Every installed voice (the synthesizer's own list)."""
        raise NotImplementedError

    def choose_voice(self, lang: str, identifier: str | None) -> None:
        """Use the installed voice `identifier` for `lang` (None, or a voice not installed: the usual one)."""
        if identifier and any(v.identifier == identifier for v in self.voices_of(lang)):
            self.chosen[lang] = identifier
        else:
            self.chosen.pop(lang, None)

    def voices_of(self, lang: str) -> list[VoiceInfo]:
        """The installed voices whose main language is `lang`."""
        return [v for v in self.voices() if main_language(v.language) == lang]


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
