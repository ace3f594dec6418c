"""The Speaker protocol every speech route implements, and the two simplest backends."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable, Protocol

from ..core.text import clean_text


@dataclass
class Voice:
    """Voice settings: language code ("ru", "en", "fr"), rate 0-100 (50 normal), volume 0-100, voice name.

    `name` is the identifier of the voice chosen for the language (None: the usual voice).
    """

    lang: str = "en"
    rate: int = 50
    volume: int = 100
    name: str | None = None


class Speaker(Protocol):
    """A speech route. `speak` never blocks the caller.

    interrupt=True (navigation echo, the answer to a key) stops what is being said at once and is
    spoken next; messages queued with interrupt=False (game events) are not lost: they are spoken
    after it. interrupt=False queues behind whatever is being said.
    """

    name: str

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text` (see the class docstring for interrupt)."""

    def stop(self) -> None:
        """Stop speaking at once and drop everything queued."""

    def set_voice(self, voice: Voice) -> None:
        """Apply language, rate and volume (routes that cannot simply ignore them)."""

    def close(self) -> None:
        """Release the engine and any thread."""


@dataclass
class Spoken:
    """One utterance recorded by `RecordSpeaker`."""

    text: str
    interrupt: bool


class RecordSpeaker:
    """For tests: remembers every utterance, in order, and whether it interrupted."""

    name = "record"

    def __init__(self) -> None:
        self.said: list[Spoken] = []
        self.stops = 0
        self.voice = Voice()

    def speak(self, text: str, interrupt: bool) -> None:
        """Record the utterance."""
        self.said.append(Spoken(text, interrupt))

    def stop(self) -> None:
        """Count the stop."""
        self.stops += 1

    def set_voice(self, voice: Voice) -> None:
        """Remember the voice."""
        self.voice = voice

    def close(self) -> None:
        """Nothing to release."""

    def texts(self) -> list[str]:
        """Everything said, in order."""
        return [s.text for s in self.said]

    def clear(self) -> None:
        """Forget what was said so far."""
        self.said.clear()


class SilentSpeaker:
    """Says nothing (the transcript and the history still get every message)."""

    name = "silent"

    def speak(self, text: str, interrupt: bool) -> None:
        """Do nothing."""

    def stop(self) -> None:
        """Do nothing."""

    def set_voice(self, voice: Voice) -> None:
        """Do nothing."""

    def close(self) -> None:
        """Do nothing."""


class LateProblem:
    """A speaker's `on_problem` listener that also hears a problem met before it was attached
    (a speech server that hangs while the app is still starting), exactly once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listener: Callable[[str], None] | None = None
        self._untold: str | None = None

    def attach(self, listener: Callable[[str], None] | None) -> None:
        """Listen from now on; a problem met before is told at once."""
        with self._lock:
            self._listener = listener
            untold, self._untold = (self._untold, None) if listener is not None else (None, self._untold)
        if untold is not None and listener is not None:
            listener(untold)

    def tell(self, problem: str) -> None:
        """Tell the listener, or keep it for when one is attached."""
        with self._lock:
            listener = self._listener
            if listener is None:
                self._untold = problem
        if listener is not None:
            listener(problem)


def spoken_line(text: str) -> str:
    """`text` as one line for a speech route: control characters and escape codes gone, spaces joined."""
    return " ".join(clean_text(text).split())


class ProblemTelling:
    """The `on_problem` property of a route that can fail during the game, told through a LateProblem."""

    _problem: LateProblem
    _problem_listener: Callable[[str], None] | None

    def _start_problems(self) -> None:
        """Nobody listens yet; a problem met now is kept for the first listener."""
        self._problem = LateProblem()
        self._problem_listener = None

    @property
    def on_problem(self) -> Callable[[str], None] | None:
        """Told once, with a message id, when the route fails during the game (even before it was set)."""
        return self._problem_listener

    @on_problem.setter
    def on_problem(self, listener: Callable[[str], None] | None) -> None:
        self._problem_listener = listener
        self._problem.attach(listener)
