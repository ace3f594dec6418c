"""Self-voicing: synthesize off the caller's thread and stream the samples into a mixer channel."""

from __future__ import annotations

import sys
import threading
import time
from typing import Any, Callable

from ..audio.mixer import Mixer
from .audiocache import AudioCache
from .base import Voice
from .engine import Synth
from .queue import UtteranceQueue
from .trim import SilenceTrimmer

FIRST_PIECE_MS = 25
"""The first piece waits for this much sound (espeak-ng makes it in well under a millisecond): once the
leading silence is trimmed, the first buffer's sound may be only a few samples long."""
LATER_PIECE_MS = 100
"""The second piece follows the first as soon as the channel's queue is free; later pieces wait until
this much is ready (or synthesis ends) and the queue is free."""
POLL_S = 0.004
"""How often the speaking thread looks at the channel while it waits."""
SWITCH_INTERVAL_S = 0.0005
"""How long a thread holds the interpreter lock while the speaking thread waits for it (Python's default: 5 ms)."""
FIRST_SOUND_WAIT_S = 0.004
"""At most this long, a key's new speech holds the interface thread while its first samples are made
(about 1 ms): drawing the screen meanwhile would slow them down more than it gains."""
CACHE_BYTES = 16 * 1024 * 1024
"""About three minutes of speech at 22050 Hz stereo: hundreds of menu items and cell names."""
CACHE_ITEM_SECONDS = 8.0
"""Longer utterances (game events, summaries) seldom repeat exactly and are not kept; a choice in a
move list, walked back and forth, may last 6 s ("Pumpkins, write 3 in pumpkin 1, cell 1 ...")."""


class TtsSpeaker:
    """The `tts` route: espeak-ng (or pyttsx3's file path) into a reserved pygame channel.

    `speak` never waits for synthesis. On interrupt it stops the channel (`Channel.stop` is
    immediate) and, when the text was heard before (menu items, cell names: an LRU cache of
    finished utterances), starts it right there; anything else goes to a worker thread that
    synthesizes, starting playback with the first buffer and queueing the rest. Game events
    wait until the channel is free, so they never cut a navigation echo short.
    """

    name = "tts"

    def __init__(
        self,
        synth: Synth,
        mixer: Mixer,
        voice: Voice | None = None,
        cache_bytes: int = CACHE_BYTES,
    ) -> None:
        self.synth = synth
        self.mixer = mixer
        self.voice = voice or Voice()
        self.cache = AudioCache(cache_bytes)
        self.on_first_audio: Callable[[str, float], None] | None = None
        """Called with (text, perf_counter time) when an utterance's first samples reach the mixer."""
        self._channel = mixer.speech_channel()
        if self._channel is None:
            raise RuntimeError("no audio device")
        self._queue = UtteranceQueue()
        self._begun = -1
        """Generation of the last utterance the worker started playing."""
        # The interface thread may spend tens of milliseconds drawing a board right after a key; the
        # speaking thread must not wait the interpreter's 5 ms switch interval each time it needs the
        # interpreter lock to hand the first samples over.
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        self._worker = threading.Thread(target=self._run, name="tts", daemon=True)
        self._worker.start()

    def speak(self, text: str, interrupt: bool) -> None:
        """Queue `text`; with interrupt, stop what is being said first (see Speaker)."""
        if not interrupt:
            self._queue.put(text, False)
            return
        voice = self.voice
        with self._queue.lock:
            sound = self.cache.get(_key(text, voice))
            if sound is None:
                self._queue.put(text, True, self._halt)
                self._await_first_sound(self._queue.generation)
                return
            self._queue.put("", True, self._halt)  # abandon the current utterance and older echo
            sound.set_volume(_gain(voice))
            self._channel.play(sound)
        self._started(text)

    def _await_first_sound(self, generation: int) -> None:
        """Give the speaking thread a moment to hand the first samples over before the caller goes on
        (to draw the screen, which would otherwise compete with it for the interpreter lock)."""
        deadline = time.monotonic() + FIRST_SOUND_WAIT_S
        while self._begun != generation and self._queue.current(generation):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            self._queue.lock.wait(remaining)

    def cut(self) -> None:
        """A key was pressed: stop what is being said now; queued game events are kept."""
        self._queue.put("", True, self._halt)

    def stop(self) -> None:
        """Stop speaking at once and drop everything queued."""
        self._queue.clear(self._halt)

    def set_voice(self, voice: Voice) -> None:
        """Use this language, rate and volume from the next utterance on."""
        self.voice = voice

    def close(self) -> None:
        """Stop speaking and end the worker thread."""
        self._queue.close()
        self._halt()
        self._worker.join(timeout=2.0)

    def speaking(self) -> bool:
        """True while something is being said or waits to be said."""
        return not self._queue.idle() or self._sounding()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until everything queued has been said (doctor, tests); True if it has."""
        deadline = time.monotonic() + timeout
        if not self._queue.wait_idle(timeout):
            return False
        while self._sounding():
            if time.monotonic() > deadline:
                return False
            time.sleep(POLL_S)
        return True

    def _sounding(self) -> bool:
        """True while the speech channel plays or still holds a sound to play. Between two streamed
        pieces pygame reports the channel idle until its end-of-sound callback, which first waits for
        the interpreter lock, has started the queued piece; the sound it holds covers that moment."""
        return bool(self._channel.get_busy()) or self._channel.get_sound() is not None

    def _halt(self) -> None:
        """Silence the speech channel now, queued piece included (called under the queue lock)."""
        # Stopping a channel starts the sound queued on it, so stop until it is really quiet.
        for _ in range(3):
            self._channel.stop()
            if not self._channel.get_busy():
                break

    def _run(self) -> None:
        """The worker: take the next text, say it, repeat until closed."""
        while True:
            job = self._queue.take()
            if job is None:
                return
            text, generation, navigation = job
            try:
                self._say(text, generation, navigation)
            except Exception:  # a broken utterance must not end speech for the session
                continue

    def _say(self, text: str, generation: int, navigation: bool) -> None:
        """Say `text`: events first wait for the channel to be free; an event a key press
        overtakes before its first sound goes back to the head of the queue."""
        if navigation or self._queue.wait_while(self._sounding, generation, POLL_S):
            self._play(text, generation)
        if not navigation and self._begun != generation and not self._queue.current(generation):
            self._queue.put_back(text, generation)

    def _play(self, text: str, generation: int) -> None:
        """Play `text` from the cache, or synthesize it while streaming; then wait for its end."""
        voice = self.voice
        key = _key(text, voice)
        gain = _gain(voice)
        with self._queue.lock:
            sound = self.cache.get(key)
        if sound is not None:
            if not self._hand(sound, generation, text, first=True, gain=gain):
                return
        elif not self._synthesize(text, key, gain, generation):
            return
        self._queue.wait_while(self._sounding, generation, POLL_S)

    def _synthesize(self, text: str, key: tuple[str, str, int, str | None], gain: float, generation: int) -> bool:
        """Stream `text` into the channel as it is made; False when interrupted."""
        choose_voice = getattr(self.synth, "choose_voice", None)
        if choose_voice is not None:
            choose_voice(key[1], key[3])
        self.synth.configure(key[1], key[2])
        rate, channels = self.synth.sample_rate, self.synth.channels
        piece_bytes = rate * channels * 2 * LATER_PIECE_MS // 1000
        first_bytes = rate * channels * 2 * FIRST_PIECE_MS // 1000
        whole = bytearray()
        pending = bytearray()
        pieces = 0
        trimmer = SilenceTrimmer(channels)  # the first buffer starts with the first sound, not espeak-ng's silence

        def push(finished: bool) -> bool:
            """Hand pending samples to the channel when it can take them; False if interrupted."""
            nonlocal pieces
            if pieces == 0:  # long enough to cover the moment the next piece needs to be queued
                ready = finished or len(pending) >= first_bytes
            else:
                ready = self._channel.get_queue() is None and (finished or pieces == 1 or len(pending) >= piece_bytes)
            if not pending or not ready:
                return self._queue.current(generation)
            sound = self.mixer.sound_from_pcm(bytes(pending), rate, channels)
            if not self._hand(sound, generation, text, first=pieces == 0, gain=gain):
                return False
            pieces += 1
            pending.clear()
            return True

        def sink(samples: bytes) -> bool:
            """Collect one buffer from the synthesizer, less its silent edges, and pass it on."""
            sounding = trimmer.feed(samples)
            whole.extend(sounding)
            pending.extend(sounding)
            return push(finished=False)

        if not self.synth.synthesize(text, sink):
            return False
        trimmer.finish()
        # Complete, so worth keeping even if a key cuts its playback short.
        if whole and len(whole) <= CACHE_ITEM_SECONDS * rate * channels * 2:
            sound = self.mixer.sound_from_pcm(bytes(whole), rate, channels)
            size = len(whole) * self.mixer.channels * self.mixer.frequency // (channels * rate)
            with self._queue.lock:
                self.cache.put(key, sound, size)
        while pending:
            if not push(finished=True):
                return False
            if pending:
                self._queue.wait_while(lambda: self._channel.get_queue() is not None, generation, POLL_S)
        return self._queue.current(generation)

    def _hand(self, sound: Any, generation: int, text: str, first: bool, gain: float) -> bool:
        """Play (first piece) or queue `sound` on the speech channel unless interrupted meanwhile."""
        sound.set_volume(gain)
        with self._queue.lock:
            if not self._queue.current(generation):
                return False
            if first:
                self._channel.play(sound)
                self._begun = generation
                self._queue.lock.notify_all()  # speak() may be waiting for this first sound
            else:
                self._channel.queue(sound)
        if first:
            self._started(text)
        return True

    def _started(self, text: str) -> None:
        """Tell the listener (benchmarks, tests) that `text` has begun to play."""
        if self.on_first_audio is not None:
            self.on_first_audio(text, time.perf_counter())


def _key(text: str, voice: Voice) -> tuple[str, str, int, str | None]:
    """What the synthesized audio depends on (volume is applied when playing)."""
    return (text, voice.lang, voice.rate, voice.name)


def _gain(voice: Voice) -> float:
    """The voice's volume as a pygame gain."""
    return max(0, min(100, voice.volume)) / 100
