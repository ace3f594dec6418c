"""Cut the silence espeak-ng puts before and after an utterance, as its samples stream in.

espeak-ng starts many utterances with up to 49 ms of zero samples and ends them with about 7 ms
more; played as is, the leading zeros delay the first sound the player hears after a key. Silence
here is a sample equal to zero (espeak-ng's silence is exact zeros): every other sample is kept,
in order, so nothing the synthesizer said is lost.
"""

from __future__ import annotations

from array import array

SAMPLE_BYTES = 2
"""Signed 16-bit samples."""


def _first_sound(samples: array) -> int:
    """Index of the first sample other than zero (len(samples) when all are zero)."""
    for index, value in enumerate(samples):
        if value:
            return index
    return len(samples)


def _end_of_sound(samples: array) -> int:
    """One past the last sample other than zero (0 when all are zero)."""
    for index in range(len(samples) - 1, -1, -1):
        if samples[index]:
            return index + 1
    return 0


def trim_silence(pcm: bytes, channels: int = 1) -> bytes:
    """`pcm` without its leading and trailing silent frames."""
    trimmer = SilenceTrimmer(channels)
    kept = trimmer.feed(pcm)
    trimmer.finish()
    return kept


class SilenceTrimmer:
    """Streams samples through, dropping the leading silence and holding back a silent tail.

    `feed` returns what may be played now: nothing until the first sound, then everything up to the
    last sound seen so far. Silence after that sound is held until more sound follows (a pause
    between words, which is kept) or `finish` drops it (the utterance's trailing silence).
    """

    def __init__(self, channels: int = 1) -> None:
        self.frame_bytes = SAMPLE_BYTES * channels
        self.started = False
        self._held = bytearray()
        self._odd = b""

    def feed(self, pcm: bytes) -> bytes:
        """Take the next samples; return those ready to play (may be empty)."""
        data = self._odd + pcm
        whole = len(data) - len(data) % self.frame_bytes
        self._odd = data[whole:]
        samples = array("h")
        samples.frombytes(data[:whole])
        start = 0
        if not self.started:
            start = _first_sound(samples)
            if start == len(samples):
                return b""
            start -= start % (self.frame_bytes // SAMPLE_BYTES)
            self.started = True
        end = _end_of_sound(samples)
        end += -end % (self.frame_bytes // SAMPLE_BYTES)
        if end <= start:  # silence only: hold it, it may be a pause between words
            self._held.extend(data[start * SAMPLE_BYTES : whole])
            return b""
        ready = bytes(self._held) + data[start * SAMPLE_BYTES : end * SAMPLE_BYTES]
        self._held[:] = data[end * SAMPLE_BYTES : whole]
        return ready

    def finish(self) -> None:
        """The utterance is complete: drop the silent tail held back (nothing sounding is in it)."""
        self._held.clear()
        self._odd = b""
