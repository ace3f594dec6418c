"""The turn reminder: after a quiet while on your turn, a short cue and sentence, again at that interval.

The same watcher serves a game at this computer, a table online (ui/turn_reminder.py) and a page's seat
(web/seat.py): each gives it what the reminder would say now (None: nobody is waiting for this player), the
interval chosen, a way to say it and a way to look again later."""

from __future__ import annotations

import time
from typing import Callable

from ..core.messages import Msg

CHECK_EVERY = 5.0
"""Seconds between two looks at the clock (a reminder comes at most this late)."""
REMINDER_SECONDS = (30, 60, 120)
"""The intervals a player may choose (besides off)."""


def reminder_seconds(setting: str) -> float | None:
    """The setting's interval in seconds ("off": None)."""
    return float(setting) if setting.isdigit() and int(setting) in REMINDER_SECONDS else None


class TurnReminder:
    """While `waiting_for()` names the line to say (your turn, nobody handing over), a quiet interval (no key, no
    line spoken) brings the your-turn cue and that line, repeated every interval."""

    def __init__(
        self,
        waiting_for: Callable[[], Msg | None],
        every: Callable[[], float | None],
        remind: Callable[[Msg], None],
        later: Callable[[float, Callable[[], None]], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.waiting_for = waiting_for
        self.every = every
        self.remind = remind
        self.later = later  # None: nothing runs by itself (a loop-less test, a benchmark); tick() is called
        self.clock = clock
        self.quiet_since = clock()
        self.running = False
        self.stopped = False

    def heard(self, _text: str = "") -> None:
        """Something was said or pressed: the quiet starts again."""
        self.quiet_since = self.clock()

    def start(self) -> None:
        """Look at the clock every few seconds from now on (once started, it goes on until stopped)."""
        if self.running or self.stopped or self.later is None:
            return
        self.running = True
        self.later(CHECK_EVERY, self._again)

    def _again(self) -> None:
        self.running = False
        if self.stopped:
            return
        self.tick()
        self.start()

    def tick(self) -> bool:
        """Remind now if the turn has been quiet for the interval; True when it did."""
        seconds = self.every()
        line = self.waiting_for() if seconds is not None else None
        now = self.clock()
        if line is None or seconds is None:
            self.quiet_since = now  # not your turn (or off): the quiet is counted from when it is
            return False
        if now - self.quiet_since < seconds:
            return False
        self.remind(line)
        self.quiet_since = now  # the reminder itself is heard: the next one an interval later
        return True

    def stop(self) -> None:
        """The screen or the page closed: no more reminders."""
        self.stopped = True
