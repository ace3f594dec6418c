"""Trimmed speech starts with its first sound and ends with its last, and keeps every sample between."""

from __future__ import annotations

import os
from array import array
from typing import Callable

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.audio.mixer import open_mixer
from accessible_games.speech.base import Voice
from accessible_games.speech.espeak import espeak_synth
from accessible_games.speech.trim import SilenceTrimmer, trim_silence
from accessible_games.speech.tts import TtsSpeaker, _key

samples = st.lists(st.integers(-32768, 32767), max_size=60)
zeros = st.integers(0, 80)


def pcm(values: list[int]) -> bytes:
    return array("h", values).tobytes()


def sounding_span(values: list[int], channels: int) -> list[int]:
    """The frames from the first frame with a sound to the last one, every sample kept."""
    frames = [values[n : n + channels] for n in range(0, len(values) - len(values) % channels, channels)]
    loud = [n for n, frame in enumerate(frames) if any(frame)]
    if not loud:
        return []
    return [value for frame in frames[loud[0] : loud[-1] + 1] for value in frame]


@settings(max_examples=150, deadline=None)
@given(
    lead=zeros,
    body=samples,
    tail=zeros,
    channels=st.sampled_from([1, 2]),
    cuts=st.lists(st.integers(0, 400), max_size=8),
)
def test_streamed_trimming_keeps_every_sample_between_the_first_and_last_sound(
    lead: int, body: list[int], tail: int, channels: int, cuts: list[int]
) -> None:
    """Whatever buffers the synthesizer hands over, the output is the sounding span, nothing else."""
    values = [0] * lead + body + [0] * tail
    values = values[: len(values) - len(values) % channels]
    data = pcm(values)
    trimmer = SilenceTrimmer(channels)
    out = bytearray()
    start = 0
    for cut in sorted(cut * 2 for cut in cuts):  # buffers cut at any sample, even mid-frame
        out += trimmer.feed(data[start : max(start, cut)])
        start = max(start, cut)
    out += trimmer.feed(data[start:])
    trimmer.finish()
    kept = array("h")
    kept.frombytes(bytes(out))
    assert kept.tolist() == sounding_span(values, channels)
    assert [v for v in kept if v] == [v for v in values if v]  # no sound lost, none added
    assert trim_silence(data, channels) == bytes(out)


def test_a_pause_between_words_is_kept_and_nothing_plays_before_the_first_sound() -> None:
    """Silence is held back, not dropped, until the utterance is known to have ended."""
    trimmer = SilenceTrimmer()
    assert trimmer.feed(pcm([0, 0, 0])) == b""
    assert trimmer.feed(pcm([0, 5, 0])) == pcm([5])
    assert trimmer.feed(pcm([0, 0])) == b""  # a pause, or the end: not known yet
    assert trimmer.feed(pcm([7, 0])) == pcm([0, 0, 0, 7])
    trimmer.finish()


class RecordingSynth:
    """The real espeak-ng synthesizer, keeping a copy of every sample it made."""

    def __init__(self) -> None:
        self.inner = espeak_synth()
        self.sample_rate = self.inner.sample_rate
        self.channels = self.inner.channels
        self.made = bytearray()

    def configure(self, lang: str, rate: int) -> None:
        self.inner.configure(lang, rate)

    def voice_for(self, lang: str) -> object:
        return self.inner.voice_for(lang)

    def synthesize(self, text: str, sink: Callable[[bytes], bool]) -> bool:
        return self.inner.synthesize(text, lambda chunk: self.made.extend(chunk) or sink(chunk))


@pytest.mark.linux_only  # espeak-ng comes from espeakng-loader, which ships for Linux alone
def test_espeak_leading_silence_is_gone_from_the_first_buffer_and_the_cache() -> None:
    """ "Play" starts with about 49 ms of zeros from espeak-ng; the player hears its first sound at once."""
    synth = RecordingSynth()
    mixer = open_mixer()
    firsts: list[object] = []
    tts = TtsSpeaker(synth, mixer, Voice("en", rate=50))
    channel = mixer.speech_channel()
    tts.on_first_audio = lambda _text, _at: firsts.append(channel.get_sound())
    try:
        tts.speak("Play", interrupt=True)
        assert tts.wait_idle(10)
        raw = array("h")
        raw.frombytes(bytes(synth.made))
        assert raw[0] == 0 and raw[500] == 0  # the silence this is about
        first = array("h")
        first.frombytes(firsts[0].get_raw())  # type: ignore[attr-defined]
        assert first[0] != 0 or first[1] != 0
        cached = tts.cache.get(_key("Play", tts.voice))
        played = array("h")
        played.frombytes(cached.get_raw())
        left = played[0::2].tolist() if mixer.channels == 2 else played.tolist()
        assert left == sounding_span(raw.tolist(), 1)
        assert len(left) < len(raw) - 1000  # about 49 ms less to wait through
    finally:
        tts.close()
