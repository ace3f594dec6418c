"""A speech route that opens while the app already speaks: the first word never waits on a back end.

A screen reader's channel (PRISM's `create_best`) or speech-dispatcher may take seconds to answer, or hang
(a speech-dispatcher that accepts the connection and never replies). `PendingSpeaker` gives the route
FIRST_WORD_S to open; until it has, every message is printed as a line (which a running screen reader reads
from the terminal), and the route is attached as soon as it answers: it then says again what was printed
since the last interrupting message (where the player is: the screen's title and its focus), so a voice
that arrives late still tells the player where they are. Problems met while it opens are told through
`on_problem` (spoken as soon as the app listens).
"""

from __future__ import annotations

import threading
from typing import Callable

from .base import ProblemTelling, Speaker, Voice

FIRST_WORD_S = 0.3
"""How long the first word may wait for the route to open before it is printed instead."""
UNHEARD_KEPT = 20
"""At most this many printed messages are said again when the route arrives (the newest)."""


class PendingSpeaker(ProblemTelling):
    """Plain lines until the route `open_route` builds answers, then that route."""

    def __init__(
        self,
        name: str,
        open_route: Callable[[list[str]], Speaker],
        now: Speaker,
        patience: float = FIRST_WORD_S,
    ) -> None:
        self._start_problems()
        self.name = name  # the route asked for: the view stays plain, as with the route itself
        self.now = now
        self.route: Speaker | None = None
        self.in_time = False
        self.voice: Voice | None = None
        self.problems: list[str] = []  # met before the first word: reported with the start-up problems
        self._lock = threading.Lock()
        self._closed = False
        self._unheard: list[tuple[str, bool]] = []  # printed since the last interrupting message, before the route
        self._open_route = open_route
        self._opened = threading.Event()
        self._thread = threading.Thread(target=self._open, name="speech-open", daemon=True)
        self._thread.start()
        self._opened.wait(patience)
        with self._lock:
            self._late = True  # from here, a problem is told through on_problem

    @property
    def inner(self) -> Speaker:
        """The speaker used now (the route once open, else the lines)."""
        return self.route if self.route is not None else self.now

    def _open(self) -> None:
        """Open the route (on its own thread); attach it, or tell why not."""
        found: list[str] = []
        try:
            route = self._open_route(found)
        except Exception:  # noqa: BLE001 - a route that fails to open leaves the lines, as its own fallback does
            import logging

            logging.getLogger("accessible_games.speech").exception("the speech route did not open")
            route = self.now
        if route is not self.now and hasattr(route, "on_problem"):
            route.on_problem = self._problem.tell  # a route failing later is told as before
        with self._lock:
            if self._closed:
                route.close()
                return
            if self.voice is not None:
                route.set_voice(self.voice)
            late = getattr(self, "_late", False)
            self.in_time = not late  # opened before the first word: its problems are reported with the others
            self.route = route
            unheard, self._unheard = self._unheard, []
            if route is not self.now:
                for text, interrupt in unheard:  # the voice arrived late: where the player is, said once by it
                    route.speak(text, interrupt)
            if not late:
                self.problems.extend(found)
        self._opened.set()
        if late:
            for problem in found:
                self._problem.tell(problem)

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text` through the route, or print it while the route is still opening (kept, to be said by the
        route when it arrives)."""
        with self._lock:
            route = self.route
            if route is None:
                if interrupt:
                    self._unheard.clear()
                self._unheard = [*self._unheard, (text, interrupt)][-UNHEARD_KEPT:]
        (route if route is not None else self.now).speak(text, interrupt)

    def stop(self) -> None:
        """Stop what is being said."""
        self.inner.stop()

    def set_voice(self, voice: Voice) -> None:
        """Language, rate and volume: now, and for the route once it opens."""
        with self._lock:
            self.voice = voice
        self.inner.set_voice(voice)

    def close(self) -> None:
        """Close the route (a route that opens after this is closed at once)."""
        with self._lock:
            self._closed = True
            route = self.route
        if route is not None and route is not self.now:
            route.close()
        self.now.close()

    def wait_open(self, timeout: float) -> bool:
        """Wait until the route has opened (or given up); True when it has."""
        return self._opened.wait(timeout)
