"""The `screenreader` and `speechd` routes: speech (and braille) through PRISM (the prismatoid package).

PRISM gives one API over NVDA, JAWS, SAPI and OneCore on Windows, VoiceOver and AVSpeech on
macOS, Orca and speech-dispatcher on Linux. `screenreader` takes the best backend PRISM finds
(the running screen reader first); `speechd` takes its speech-dispatcher backend. Every call to
a backend runs on one worker thread, so a screen reader or a speech server that is slow to answer
never holds up a key.
"""

from __future__ import annotations

import ctypes
import locale
import os
import queue
import sys
import threading
from dataclasses import dataclass
from typing import Any, Callable

from .base import Voice

OPEN_TIMEOUT_S = 10.0
"""Connecting to speech-dispatcher can take a second or two (it lists its voices); give up after this."""
SPEECHD_LIBRARY = "libspeechd.so.2"

# Why a PRISM route could not open: message ids (speech.ftl), one per cause.
PRISM_MISSING = "speech-prism-missing"
PRISM_BROKEN = "speech-prism-broken"
NO_SCREEN_READER = "speech-screenreader-none"
SPEECHD_NOT_HERE = "speech-speechd-not-here"
SPEECHD_LIBRARY_MISSING = "speech-speechd-library-missing"
SPEECHD_NO_ANSWER = "speech-speechd-no-answer"
SPEECHD_TIMEOUT = "speech-speechd-timeout"
FAILED_LATER = "speech-route-failed"

SCREEN_READER_BACKENDS: tuple[str, ...] = (
    "NVDA", "JAWS", "ORCA", "VOICE_OVER", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS", "WINDOW_EYES",
    "PC_TALKER", "BOY_PC_READER", "SENSE_READER", "ANDROID_SCREEN_READER",
)
"""PRISM backends that are screen readers (the others are speech engines: SAPI, speech-dispatcher...)."""


_CONTEXTS: list[Any] = []
"""Every PRISM context opened: a backend must not outlive its context, so they live as long as the app."""


class RouteUnavailable(RuntimeError):
    """A PRISM route cannot open: `reason` is the message id of the cause."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


def load_prism() -> Any:
    """The prism module; RouteUnavailable when it is not installed or its library does not load."""
    use_installed_locale()
    try:
        import prism
    except ImportError as error:
        if getattr(error, "name", None) == "prism":
            raise RouteUnavailable(PRISM_MISSING, str(error)) from error
        raise RouteUnavailable(PRISM_BROKEN, str(error)) from error
    except Exception as error:  # noqa: BLE001 - a native library that fails to load (old glibc, ...)
        raise RouteUnavailable(PRISM_BROKEN, f"{type(error).__name__}: {error}") from error
    return prism


def use_installed_locale() -> None:
    """A locale named in the environment but not installed (LANG=en_US.UTF-8 on a bare system) makes
    PRISM's speech-dispatcher backend fail and GLib print a warning on the terminal: the native
    libraries get C.UTF-8 instead. The app's language is read before this and is not affected."""
    saved = locale.setlocale(locale.LC_ALL, None)
    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:
        os.environ["LC_ALL"] = "C.UTF-8"
    finally:
        locale.setlocale(locale.LC_ALL, saved)


def speechd_library_present() -> bool:
    """True when speech-dispatcher's client library (which PRISM loads) is installed."""
    try:
        ctypes.CDLL(SPEECHD_LIBRARY)
    except OSError:
        return False
    return True


def running_screen_reader(prism: Any = None) -> str | None:
    """The name of a running screen reader PRISM can speak through, else None."""
    try:
        prism = prism or load_prism()
        context = prism.Context()
        names = [context.id_of(index) for index in range(context.backends_count)]
    except Exception:  # noqa: BLE001 - no PRISM here: nothing found through it
        return None
    _CONTEXTS.append(context)
    for backend_id in names:
        if backend_id.name not in SCREEN_READER_BACKENDS:
            continue
        try:
            backend = context.create(backend_id)
        except Exception:  # noqa: BLE001 - not running
            continue
        name = str(backend.name)
        del backend  # freed now, while its context lives
        return name
    return None


def open_backend(route: str, prism: Any = None, timeout: float = OPEN_TIMEOUT_S) -> Any:
    """The PRISM backend for `route` ("screenreader": the best one; "speechd"); RouteUnavailable if none.

    Opening runs in a thread: a speech server that never answers costs `timeout`, not a hang.
    """
    if route == "speechd" and not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        raise RouteUnavailable(SPEECHD_NOT_HERE)
    prism = prism or load_prism()
    if route == "speechd" and prism.__name__ == "prism" and not speechd_library_present():
        raise RouteUnavailable(SPEECHD_LIBRARY_MISSING)
    result: dict[str, Any] = {}
    done = threading.Event()

    def create() -> None:
        try:
            context = prism.Context()
            if route == "speechd":
                result["backend"] = context.create(prism.BackendId.SPEECH_DISPATCHER)
            else:
                result["backend"] = best_backend(prism, context)
            result["context"] = context
        except Exception as error:  # noqa: BLE001 - every failure is one reason below
            result["error"] = error
        finally:
            done.set()

    threading.Thread(target=create, name=f"prism-open-{route}", daemon=True).start()
    if not done.wait(timeout):
        raise RouteUnavailable(SPEECHD_TIMEOUT if route == "speechd" else NO_SCREEN_READER, "timeout")
    if "error" in result:
        detail = f"{type(result['error']).__name__}: {result['error']}"
        raise RouteUnavailable(SPEECHD_NO_ANSWER if route == "speechd" else NO_SCREEN_READER, detail)
    _CONTEXTS.append(result["context"])
    return result["backend"]


def best_backend(prism: Any, context: Any) -> Any:
    """PRISM's best backend; on Linux, when none is running yet, speech-dispatcher (started on demand)."""
    try:
        return context.create_best()
    except Exception:
        if not sys.platform.startswith("linux") or (prism.__name__ == "prism" and not speechd_library_present()):
            raise
        return context.create(prism.BackendId.SPEECH_DISPATCHER)


@dataclass
class Call:
    """One backend call for the worker: a method name and its arguments."""

    method: str
    args: tuple[Any, ...] = ()


def _has(backend: Any, feature: str) -> bool:
    """True when the backend says it offers `feature` (a BackendFeatures field)."""
    try:
        return bool(getattr(backend.features, feature))
    except Exception:  # noqa: BLE001 - a backend that cannot list its features offers none
        return False


class PrismSpeaker:
    """Speaks (and shows on a braille display, where offered) through one PRISM backend.

    `route` is "screenreader" (the screen reader keeps its own voice, rate and volume) or
    "speechd" (the app's rate, volume and language apply). Navigation echo interrupts; game events
    are queued by the backend behind what it is saying.
    """

    def __init__(self, backend: Any, route: str, voice: Voice | None = None,
                 fallback: Callable[[str], None] | None = None) -> None:
        self.name = route
        self.backend = backend
        self.backend_name = str(getattr(backend, "name", route))
        self.voice = voice or Voice()
        self.fallback = fallback
        """Writes a line once the backend has failed (the lines route's writer)."""
        self.on_problem: Callable[[str], None] | None = None
        """Told once, with a message id, when the backend fails during the game."""
        self.failed = False
        self.failure = ""
        self.output = _has(backend, "supports_output")
        self.braille = _has(backend, "supports_braille")
        self.can_stop = _has(backend, "supports_stop")
        self._calls: queue.SimpleQueue[Call | None] = queue.SimpleQueue()
        self._idle = threading.Event()
        self._idle.set()
        self._pending = 0
        self._lock = threading.Lock()
        self._worker = threading.Thread(target=self._run, name=f"prism-{route}", daemon=True)
        self._worker.start()
        if route == "speechd":
            self.set_voice(self.voice)

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text`: one line, control characters gone; navigation echo cuts what is being said."""
        line = " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())
        if not line:
            return
        if self.failed:
            if self.fallback is not None:
                self.fallback(line)
            return
        if self.output:  # speech and braille in one call, as the screen reader prefers
            self._put(Call("output", (line, interrupt)))
        else:
            self._put(Call("speak", (line, interrupt)))
            if self.braille:
                self._put(Call("braille", (line,)))

    def stop(self) -> None:
        """Stop speaking at once."""
        if self.can_stop:
            self._put(Call("stop"))

    def set_voice(self, voice: Voice) -> None:
        """speechd: rate, volume and a voice of the language apply from now on; a screen reader keeps its own."""
        self.voice = voice
        if self.name != "speechd":
            return
        if _has(self.backend, "supports_set_rate"):
            self._put(Call("rate", (max(0.0, min(1.0, voice.rate / 100)),)))
        if _has(self.backend, "supports_set_volume"):
            self._put(Call("volume", (max(0.0, min(1.0, voice.volume / 100)),)))
        if _has(self.backend, "supports_set_voice") and _has(self.backend, "supports_get_voice_language"):
            self._put(Call("language", (voice.lang, voice.name)))

    def close(self) -> None:
        """End the worker (the screen reader finishes what it was saying)."""
        self._calls.put(None)
        self._worker.join(timeout=1.0)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until every call has reached the backend; True if they have."""
        return self._idle.wait(timeout)

    def _put(self, call: Call) -> None:
        """Hand a call to the worker."""
        if self.failed:
            return
        with self._lock:
            self._pending += 1
            self._idle.clear()
        self._calls.put(call)

    def _run(self) -> None:
        """Make each call in order; the first failure is reported once and ends the route."""
        while True:
            call = self._calls.get()
            if call is None:
                return
            try:
                if not self.failed:
                    self._make(call)
            except Exception as error:  # noqa: BLE001 - reported once, the game goes on
                if call.method in ("speak", "output") and not self.failed:
                    self.failed = True
                    self.failure = f"{type(error).__name__}: {error}"
                    if self.fallback is not None:
                        self.fallback(call.args[0])
                    if self.on_problem is not None:
                        self.on_problem(FAILED_LATER)
            finally:
                with self._lock:
                    self._pending -= 1
                    if self._pending == 0:
                        self._idle.set()

    def _make(self, call: Call) -> None:
        """One call to the backend."""
        backend = self.backend
        if call.method == "output":
            backend.output(*call.args)
        elif call.method == "speak":
            backend.speak(*call.args)
        elif call.method == "braille":
            backend.braille(*call.args)
        elif call.method == "stop":
            backend.stop()
        elif call.method == "rate":
            backend.rate = call.args[0]
        elif call.method == "volume":
            backend.volume = call.args[0]
        elif call.method == "language":
            index = voice_index(backend, *call.args)
            if index is not None:
                backend.voice = index


def voice_index(backend: Any, lang: str, wanted: str | None = None) -> int | None:
    """The backend's voice named `wanted`, else its first plain voice for `lang`; None if it has none."""
    try:
        count = int(backend.voices_count)
    except Exception:  # noqa: BLE001
        return None
    first: int | None = None
    for index in range(count):
        try:
            language = str(backend.get_voice_language(index)).lower().replace("_", "-")
            name = str(backend.get_voice_name(index))
        except Exception:  # noqa: BLE001
            continue
        if language.split("-")[0] != lang:
            continue
        if wanted and name == wanted:
            return index
        if first is None and "+" not in name:
            first = index
    return first
