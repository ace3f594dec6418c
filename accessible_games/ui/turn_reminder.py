"""The turn reminder of the terminal app's game screens (at this computer and online)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..board_host.reminder import TurnReminder, reminder_seconds
from ..core.messages import Msg

if TYPE_CHECKING:
    from .app import App


class AppReminder(TurnReminder):
    """The reminder of a screen of the terminal app: its setting, its cue and voice, its loop (never scheduled
    without the app's loop: tests and benchmarks run scheduled work at once, and it would look again for ever)."""

    def __init__(self, app: "App", waiting_for: Callable[[], Msg | None]) -> None:
        self.app = app
        super().__init__(waiting_for, lambda: reminder_seconds(app.settings.turn_reminder), self._say, self._later)
        app.announcer.listeners.append(self.heard)

    def _say(self, line: Msg) -> None:
        self.app.cue("your-turn")
        self.app.event(line)

    def _later(self, delay: float, work: Callable[[], None]) -> None:
        if self.app.loop_running:
            self.app.later(delay, work)
        else:
            self.running = False  # not started: the next turn tries again

    def stop(self) -> None:
        """The screen closed: no more reminders, and no more listening."""
        super().stop()
        if self.heard in self.app.announcer.listeners:
            self.app.announcer.listeners.remove(self.heard)
