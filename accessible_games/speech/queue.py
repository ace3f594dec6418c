"""The order of speech: navigation echo replaces what is said; game events wait their turn."""

from __future__ import annotations

import threading
from collections import deque
from typing import Callable, cast


class UtteranceQueue:
    """What a speaking thread says next, shared with the callers of `speak`.

    `put(text, interrupt=True)` bumps the generation (the utterance being spoken is abandoned)
    and leaves `text` as the one navigation message to say next; older unspoken navigation is
    dropped. Game events (`interrupt=False`) queue in order and are only dropped by `clear`.
    """

    def __init__(self) -> None:
        self.lock = threading.Condition()
        self.generation = 0
        self.closed = False
        self.busy = False
        self._cleared = 0
        self._navigation: str | None = None
        self._events: deque[str] = deque()

    def put(self, text: str, interrupt: bool, halt: Callable[[], None] | None = None) -> None:
        """Queue `text`; an interrupt first runs `halt` (stop the sound) under the lock."""
        with self.lock:
            if interrupt:
                self.generation += 1
                if halt is not None:
                    halt()
                self._navigation = text or None
            elif text:
                self._events.append(text)
            self.lock.notify_all()

    def clear(self, halt: Callable[[], None] | None = None) -> None:
        """Abandon the utterance being spoken and everything queued."""
        with self.lock:
            self.generation += 1
            self._cleared = self.generation
            if halt is not None:
                halt()
            self._navigation = None
            self._events.clear()
            self.lock.notify_all()

    def take(self) -> tuple[str, int, bool] | None:
        """Block until there is something to say: (text, generation, is navigation), or None once closed."""
        with self.lock:
            self.busy = False
            self.lock.notify_all()
            while not self.closed and self._navigation is None and not self._events:
                self.lock.wait()
            if self.closed:
                return None
            navigation = self._navigation is not None
            if navigation:
                text, self._navigation = cast(str, self._navigation), None
            else:
                text = self._events.popleft()
            self.busy = True
            return text, self.generation, navigation

    def put_back(self, text: str, generation: int) -> None:
        """Return an event taken at `generation` but not yet begun to the head of the queue,
        unless everything was dropped (`clear`) since."""
        with self.lock:
            if self._cleared <= generation and not self.closed:
                self._events.appendleft(text)
                self.lock.notify_all()

    def current(self, generation: int) -> bool:
        """True while the utterance of `generation` may go on."""
        return not self.closed and generation == self.generation

    def wait_while(self, condition: Callable[[], bool], generation: int, poll: float) -> bool:
        """Wait while `condition()` holds and nothing interrupts; True if it ended by itself."""
        with self.lock:
            while self.current(generation) and condition():
                self.lock.wait(poll)
            return self.current(generation)

    def idle(self) -> bool:
        """True when nothing is being said and nothing waits."""
        with self.lock:
            return self._idle()

    def wait_idle(self, timeout: float) -> bool:
        """Block until idle (or closed) or `timeout` seconds pass; True if it is."""
        with self.lock:
            return self.lock.wait_for(lambda: self.closed or self._idle(), timeout)

    def _idle(self) -> bool:
        """idle(), for callers holding the lock."""
        return not self.busy and self._navigation is None and not self._events

    def close(self) -> None:
        """Wake the speaking thread so it ends."""
        with self.lock:
            self.closed = True
            self.generation += 1
            self.lock.notify_all()
