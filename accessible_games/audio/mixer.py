"""The one pygame mixer of the process, shared by speech and cues; it never raises."""

from __future__ import annotations

import os
import sys
import threading
from array import array
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator, cast

FREQUENCY = 22050
"""Mixer rate: espeak-ng's own rate, so speech samples need no resampling."""
CHANNELS = 24
"""Mixer channels: channel 0 is kept for speech, the rest play cues."""
SPEECH_CHANNEL = 0
BUFFER = 256
"""Mixer buffer in sample frames: 11.6 ms at 22050 Hz, the most a key waits for its sound to be
mixed (512 cost up to 23 ms; asking for 128 gives 256). A device that crackles with it gets a
larger one from the `audio_buffer` setting or --audio-buffer."""


QUIET_DRIVERS = frozenset({"dummy", "disk"})
"""SDL audio drivers that open no sound system, so nothing below them writes to the terminal."""


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Keep C libraries (ALSA, PulseAudio) from writing errors to the terminal while we probe.

    Standard error is the whole process's, so while it points at /dev/null whatever another thread
    writes there (the start-up imports run beside this probe) is lost too: it is only closed when
    the driver SDL is asked for can reach a sound system."""
    if os.name != "posix" or os.environ.get("SDL_AUDIODRIVER", "").strip().lower() in QUIET_DRIVERS:
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 2)
        os.close(devnull)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


@dataclass
class Mixer:
    """Whether an audio device opened, and the handles speech and cues play through."""

    ok: bool
    driver: str = ""
    frequency: int = 0
    channels: int = 0
    error: str = ""
    buffer: int = 0
    _pygame: Any = field(default=None, repr=False)

    def speech_channel(self) -> Any:
        """The pygame Channel kept for speech, or None without a device."""
        if not self.ok:
            return None
        return self._pygame.mixer.Channel(SPEECH_CHANNEL)

    def cue_channel(self) -> Any:
        """A free channel other than speech's, or None when every one is busy or no device."""
        if not self.ok:
            return None
        mixer = self._pygame.mixer
        for number in range(SPEECH_CHANNEL + 1, mixer.get_num_channels()):
            channel = mixer.Channel(number)
            if not channel.get_busy():
                return channel
        return None

    def sound_from_file(self, path: str) -> Any:
        """Load a sound file (any rate; the mixer converts it). Raises on a broken file."""
        return self._pygame.mixer.Sound(file=path)

    def sound_from_pcm(self, pcm: bytes, rate: int, channels: int = 1) -> Any:
        """A Sound from signed 16-bit samples at `rate`, converted to the mixer's format."""
        if rate == self.frequency and channels == self.channels:
            return self._pygame.mixer.Sound(buffer=pcm)
        return self._pygame.mixer.Sound(buffer=to_mixer_format(pcm, rate, channels, self.frequency, self.channels))

    def close(self) -> None:
        """Shut the mixer down (tests and the doctor's probe)."""
        if self.ok:
            self._pygame.mixer.quit()
            self.ok = False


def to_mixer_format(pcm: bytes, rate: int, source_channels: int, frequency: int, channels: int) -> bytes:
    """16-bit samples -> `channels` interleaved copies of the first channel at `frequency`."""
    samples = array("h")
    samples.frombytes(pcm[: len(pcm) - len(pcm) % 2])
    if source_channels > 1:
        samples = samples[::source_channels]
    if frequency == rate:
        source = samples
    elif frequency % rate == 0:
        factor = frequency // rate
        source = array("h", bytes(2 * len(samples) * factor))
        for offset in range(factor):
            source[offset::factor] = samples
    else:
        count = len(samples) * frequency // rate
        source = array("h", (samples[i * rate // frequency] for i in range(count)))
    if channels == 1:
        return source.tobytes()
    out = array("h", bytes(2 * len(source) * channels))
    for channel in range(channels):
        out[channel::channels] = source
    return out.tobytes()


_lock = threading.Lock()
_mixer: Mixer | None = None


def open_mixer(buffer: int = BUFFER) -> Mixer:
    """Open the process-wide mixer once (22050 Hz, 16-bit, stereo, `buffer` frames) and say whether it worked."""
    global _mixer
    with _lock:
        if _mixer is not None and (_mixer.ok or _mixer.error):
            return _mixer
        _mixer = _open(buffer)
        return _mixer


def _open(buffer: int) -> Mixer:
    """Try to open the audio device; report the reason when it cannot."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except Exception as error:  # pygame missing or broken: no audio, no crash
        return Mixer(ok=False, error=str(error) or type(error).__name__)
    try:
        with _quiet_stderr():
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=FREQUENCY, size=-16, channels=2, buffer=buffer)
            frequency, _size, channels = cast(
                "tuple[int, int, int]", pygame.mixer.get_init()
            )  # init raised if it failed
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(SPEECH_CHANNEL + 1)
    except Exception as error:
        return Mixer(ok=False, error=str(error) or type(error).__name__)
    try:
        driver = pygame.mixer.get_driver() if hasattr(pygame.mixer, "get_driver") else ""
    except Exception:
        driver = os.environ.get("SDL_AUDIODRIVER", "")
    return Mixer(ok=True, driver=driver, frequency=frequency, channels=channels, buffer=buffer, _pygame=pygame)


def close_mixer() -> None:
    """Close the shared mixer so the next `open_mixer` opens it afresh (tests)."""
    global _mixer
    with _lock:
        if _mixer is not None:
            _mixer.close()
        _mixer = None
