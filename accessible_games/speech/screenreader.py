"""The `screenreader` route: speech (and braille) through PRISM (the prismatoid package).

PRISM gives one API over NVDA, JAWS, SAPI and OneCore on Windows, VoiceOver and AVSpeech on
macOS, and Orca (version 49 and newer) on Linux. Every call to a backend runs on one worker
thread, so a screen reader that is slow to answer never holds up a key, and a call that does not
return in time ends the route: from then on every message is a printed line.
"""

from __future__ import annotations

import locale
import os
import queue
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from .base import ProblemTelling, Voice, spoken_line

OPEN_TIMEOUT_S = 10.0
"""Finding the best backend can take a second or two (a speech engine lists its voices); give up after this."""
CALL_TIMEOUT_S = 1.5
"""A backend call that takes longer than this has hung: the route ends and lines take over."""
EXIT_WAIT_S = 15.0
"""At exit, how long the app waits for a PRISM call still running on another thread to return."""

# Why a PRISM route could not open: message ids (speech.ftl), one per cause.
PRISM_MISSING = "speech-prism-missing"
PRISM_BROKEN = "speech-prism-broken"
NO_SCREEN_READER = "speech-screenreader-none"
FAILED_LATER = "speech-route-failed"

SCREEN_READER_BACKENDS: tuple[str, ...] = (
    "NVDA",
    "JAWS",
    "ORCA",
    "VOICE_OVER",
    "ZDSR",
    "ZOOM_TEXT",
    "SYSTEM_ACCESS",
    "WINDOW_EYES",
    "PC_TALKER",
    "BOY_PC_READER",
    "SENSE_READER",
    "ANDROID_SCREEN_READER",
)
"""PRISM backends that are screen readers (the others are speech engines: SAPI, speech-dispatcher...)."""
SPEECH_DISPATCHER_NAMES = ("speech dispatcher", "speech_dispatcher", "speechd")
"""How PRISM names its speech-dispatcher backend: not a screen reader (the speechd route does it better)."""


_CONTEXTS: list[Any] = []
"""Every PRISM context opened: a backend must not outlive its context, so they live as long as the app."""


_calls = threading.Condition()
_in_flight = 0
"""PRISM calls running now on threads other than the main one (opening a backend, speaking)."""


def _call_began() -> None:
    """A PRISM call starts off the main thread."""
    global _in_flight
    with _calls:
        _in_flight += 1


def _call_ended() -> None:
    """A PRISM call made off the main thread has returned."""
    global _in_flight
    with _calls:
        _in_flight -= 1
        _calls.notify_all()


@contextmanager
def native_call() -> Iterator[None]:
    """Mark a PRISM call made off the main thread: the process does not exit while it runs."""
    _call_began()
    try:
        yield
    finally:
        _call_ended()


def wait_native_calls(timeout: float) -> bool:
    """Wait until no PRISM call runs on another thread; True when none does."""
    with _calls:
        return _calls.wait_for(lambda: _in_flight == 0, timeout)


def exit_after_native_calls(code: int, timeout: float = EXIT_WAIT_S) -> None:
    """Let the process exit only once no thread is inside PRISM; after `timeout`, end it at once.

    A normal exit runs the C libraries' exit handlers, which unload the speech-dispatcher library
    PRISM opened: a thread still inside it (a backend opening slowly on a loaded machine, past the
    app's patience) then crashes the process. A call that never returns leaves only the immediate
    exit, which tears nothing down under it (the output is flushed first).
    """
    if "prism" not in sys.modules or wait_native_calls(timeout):  # no native library loaded: nothing to wait for
        return
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


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


def running_screen_reader(prism: Any = None) -> str | None:
    """The name of a running screen reader PRISM can speak through, else None (any thread may ask)."""
    with native_call():
        return _running_screen_reader(prism)


def _running_screen_reader(prism: Any) -> str | None:
    """running_screen_reader's PRISM calls."""
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


def open_backend(route: str = "screenreader", prism: Any = None, timeout: float | None = None) -> Any:
    """PRISM's best backend (the running screen reader first); RouteUnavailable if none answers.

    Opening runs in a thread: a backend that never answers costs `timeout` (OPEN_TIMEOUT_S), not a hang.
    """
    prism = prism or load_prism()
    result: dict[str, Any] = {}
    done = threading.Event()

    def create() -> None:
        try:
            context = prism.Context()
            result["backend"] = context.create_best()
            result["context"] = context
        except Exception as error:  # noqa: BLE001 - every failure is one reason below
            result["error"] = error
        finally:
            done.set()
            _call_ended()

    _call_began()  # counted before the thread starts: the process may reach its exit first
    threading.Thread(target=create, name=f"prism-open-{route}", daemon=True).start()
    if not done.wait(OPEN_TIMEOUT_S if timeout is None else timeout):
        _CONTEXTS.append(result)  # what opens late is kept, not freed on that thread while the app ends
        raise RouteUnavailable(NO_SCREEN_READER, "timeout")
    if "error" in result:
        raise RouteUnavailable(NO_SCREEN_READER, f"{type(result['error']).__name__}: {result['error']}")
    _CONTEXTS.append(result["context"])
    return result["backend"]


def is_speech_dispatcher(backend: Any) -> bool:
    """True when PRISM's best backend is only speech-dispatcher (no screen reader's own channel)."""
    return str(getattr(backend, "name", "")).strip().lower() in SPEECH_DISPATCHER_NAMES


@dataclass
class Call:
    """One backend call for the worker: a method name and its arguments."""

    method: str
    args: tuple[Any, ...] = ()


def _text_of(call: Call | None) -> str | None:
    """The line a speak or output call carries; None for the others."""
    if call is not None and call.method in ("speak", "output"):
        return str(call.args[0])
    return None


def _has(backend: Any, feature: str) -> bool:
    """True when the backend says it offers `feature` (a BackendFeatures field)."""
    try:
        return bool(getattr(backend.features, feature))
    except Exception:  # noqa: BLE001 - a backend that cannot list its features offers none
        return False


class PrismSpeaker(ProblemTelling):
    """Speaks (and shows on a braille display, where offered) through one PRISM backend.

    The screen reader keeps its own voice, rate and volume. Navigation echo interrupts; game events
    are queued by the backend behind what it is saying. A call that hangs longer than
    `call_timeout` ends the route: every message from then on goes to `fallback`, and
    `on_problem` is told once.
    """

    name = "screenreader"

    def __init__(
        self,
        backend: Any,
        route: str = "screenreader",
        voice: Voice | None = None,
        fallback: Callable[[str], None] | None = None,
        call_timeout: float = CALL_TIMEOUT_S,
    ) -> None:
        self.backend = backend
        self.backend_name = str(getattr(backend, "name", route))
        self.voice = voice or Voice()
        self.fallback = fallback
        """Writes a line once the backend has failed (the lines route's writer)."""
        self._start_problems()
        self.failed = False
        self.failure = ""
        self.call_timeout = call_timeout
        self.output = _has(backend, "supports_output")
        self.braille = _has(backend, "supports_braille")
        self.can_stop = _has(backend, "supports_stop")
        self._calls: queue.SimpleQueue[Call | None] = queue.SimpleQueue()
        self._lock = threading.Condition()
        self._pending = 0
        self._busy_since: float | None = None
        self._current: Call | None = None
        self._closed = False
        self._worker = threading.Thread(target=self._run, name=f"prism-{route}", daemon=True)
        self._worker.start()
        self._guard = threading.Thread(target=self._watch, name=f"prism-{route}-guard", daemon=True)
        self._guard.start()

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text`: one line, control characters gone; navigation echo cuts what is being said."""
        line = spoken_line(text)
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
        """The screen reader keeps its own voice, rate and volume: only remembered."""
        self.voice = voice

    def close(self) -> None:
        """End the worker (the screen reader finishes what it was saying)."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._calls.put(None)
        self._worker.join(timeout=1.0)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until every call has reached the backend (or the route has failed); True if they have."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending == 0 or self.failed, timeout) and not (
                self._pending and self.failed
            )

    def _put(self, call: Call) -> None:
        """Hand a call to the worker."""
        if self.failed:
            return
        with self._lock:
            self._pending += 1
        self._calls.put(call)

    def _run(self) -> None:
        """Make each call in order; the first failure is reported once and ends the route."""
        while True:
            call = self._calls.get()
            if call is None:
                return
            with self._lock:
                self._busy_since = time.monotonic()
                self._current = call
                self._lock.notify_all()
            try:
                if not self.failed:
                    with native_call():
                        self._make(call)
            except Exception as error:  # noqa: BLE001 - reported once, the game goes on
                if call.method in ("speak", "output"):
                    self._fail(f"{type(error).__name__}: {error}", _text_of(call))
            finally:
                with self._lock:
                    self._busy_since = None
                    self._current = None
                    self._pending -= 1
                    self._lock.notify_all()

    def _watch(self) -> None:
        """End the route when one call hangs longer than `call_timeout` (the worker stays stuck in it)."""
        with self._lock:
            while not self._closed and not self.failed:
                if self._busy_since is None:
                    self._lock.wait()
                    continue
                late = self._busy_since + self.call_timeout - time.monotonic()
                if late > 0:
                    self._lock.wait(late)
                    continue
                hung = self._current
                self._lock.release()
                try:
                    self._fail(f"no answer in {self.call_timeout} s", _text_of(hung))
                finally:
                    self._lock.acquire()
                self._lock.notify_all()

    def _fail(self, failure: str, line: str | None) -> None:
        """From now on every message is a printed line; say so once."""
        with self._lock:
            if self.failed:
                return
            self.failed = True
            self.failure = failure
            self._lock.notify_all()
        waiting = [line] if line is not None else []
        while True:  # what was queued behind the failed call is printed too, in order, not lost
            try:
                call = self._calls.get_nowait()
            except queue.Empty:
                break
            if call is None:
                self._calls.put(None)
                break
            with self._lock:
                self._pending -= 1
                self._lock.notify_all()
            if _text_of(call) is not None:
                waiting.append(_text_of(call))  # type: ignore[arg-type]
        if self.fallback is not None:
            for text in waiting:
                self.fallback(text)
        self._problem.tell(FAILED_LATER)

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
