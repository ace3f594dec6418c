"""The `speechd` route: speech-dispatcher, with the user's own voices, when its module is present."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from typing import Any

from .base import Voice
from .engine import SynthUnavailable
from .queue import UtteranceQueue

OPEN_TIMEOUT_S = 2.0
"""speech-dispatcher hangs when its audio output cannot open; give up on it after this long."""
POLL_S = 0.05
PROBE_TEXT = "a"
"""Said at volume -100 when opening: if it never ends, the server's audio output is stuck."""
END_GRACE_S = 3.0
SECONDS_PER_CHARACTER = 0.15
"""A message not reported finished after END_GRACE_S plus this long per character is taken as
done, since speech-dispatcher's Python client can miss the end of a very short message."""


def speechd_rate(rate: int) -> int:
    """The 0-100 rate setting (50 normal) as speech-dispatcher's -100..100."""
    return max(-100, min(100, (rate - 50) * 2))


def speechd_volume(volume: int) -> int:
    """The 0-100 volume setting as speech-dispatcher's -100..100 (100 is its loudest)."""
    return max(-100, min(100, volume * 2 - 100))


def _connect(module: Any, voice: Voice, timeout: float) -> Any:
    """Connect and speak an empty probe in a thread; raise SynthUnavailable if it hangs or fails."""
    result: dict[str, Any] = {}
    done = threading.Event()
    spoken = threading.Event()

    def probe() -> None:
        try:
            client = module.SSIPClient("accessible-games")
            result["client"] = client
            client.set_language(voice.lang)
            client.set_rate(speechd_rate(voice.rate))
            client.set_priority(module.Priority.TEXT)
            client.set_volume(-100)
            client.speak(
                PROBE_TEXT,
                callback=lambda *_args, **_kw: spoken.set(),
                event_types=(module.CallbackType.END, module.CallbackType.CANCEL),
            )
            if spoken.wait(timeout):
                client.set_volume(speechd_volume(voice.volume))
        except Exception as error:
            result["error"] = error
        finally:
            done.set()

    threading.Thread(target=probe, name="speechd-open", daemon=True).start()
    if not done.wait(timeout + 0.5) or not spoken.is_set():
        client = result.get("client")
        if client is not None:
            threading.Thread(target=_close_quietly, args=(client,), daemon=True).start()
        raise SynthUnavailable(str(result.get("error", "speech-dispatcher did not answer")))
    return result["client"]


def _close_quietly(client: Any) -> None:
    """Close a client that may hang, in a thread nobody waits for."""
    try:
        client.close()
    except Exception:
        pass


class SpeechdSpeaker:
    """Speaks through speech-dispatcher one message at a time, so queued game events survive."""

    name = "speechd"

    def __init__(self, voice: Voice | None = None, timeout: float = OPEN_TIMEOUT_S, module: Any = None) -> None:
        if module is None:
            try:
                import speechd as module
            except ImportError as error:
                raise SynthUnavailable("the speechd module is not installed") from error
        self._module = module
        self.voice = voice or Voice()
        self._client = _connect(module, self.voice, timeout)
        self._applied = replace(self.voice)
        self._queue = UtteranceQueue()
        self._worker = threading.Thread(target=self._run, name="speechd", daemon=True)
        self._worker.start()

    def speak(self, text: str, interrupt: bool) -> None:
        """Queue `text`; an interrupt cuts the current message (the worker tells the server)."""
        self._queue.put(text, interrupt)

    def stop(self) -> None:
        """Stop speaking and drop everything queued."""
        self._queue.clear()

    def set_voice(self, voice: Voice) -> None:
        """Language, rate and volume apply from the next message on."""
        self.voice = voice

    def close(self) -> None:
        """End the worker and the connection."""
        self._queue.close()
        self._worker.join(timeout=1.0)
        threading.Thread(target=_close_quietly, args=(self._client,), daemon=True).start()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until everything queued has been said; True if it has."""
        return self._queue.wait_idle(timeout)

    def _run(self) -> None:
        """Send one message, wait for its end or an interrupt, and go on."""
        while True:
            job = self._queue.take()
            if job is None:
                self._stop_server()
                return
            text, generation, _navigation = job
            try:
                self._say(text, generation)
            except Exception:
                continue

    def _say(self, text: str, generation: int) -> None:
        """Speak `text`; stop it on the server when a newer key press interrupts."""
        self._apply_voice()
        ended = threading.Event()
        self._client.speak(
            text,
            callback=lambda *_args, **_kw: ended.set(),
            event_types=(self._module.CallbackType.END, self._module.CallbackType.CANCEL),
        )
        deadline = time.monotonic() + END_GRACE_S + SECONDS_PER_CHARACTER * len(text)
        if not self._queue.wait_while(lambda: not ended.is_set() and time.monotonic() < deadline, generation, POLL_S):
            self._stop_server()

    def _apply_voice(self) -> None:
        """Send changed voice settings before the next message."""
        voice = self.voice
        if voice == self._applied:
            return
        self._client.set_language(voice.lang)
        self._client.set_rate(speechd_rate(voice.rate))
        self._client.set_volume(speechd_volume(voice.volume))
        self._applied = replace(voice)

    def _stop_server(self) -> None:
        """Cut what the server is saying."""
        try:
            self._client.stop()
        except Exception:
            pass
