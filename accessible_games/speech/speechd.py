"""The `speechd` route: speech-dispatcher speaks in the game's language, at the app's rate and volume.

The app talks to the server over its own protocol (see ssip), on one worker thread, so a server
that is slow or hung never holds up a key: a reply that does not come in time ends the route,
every message from then on is printed as a line, and the player is told once.
"""

from __future__ import annotations

import queue
import sys
import threading
from dataclasses import dataclass
from typing import Any, Callable

from .base import ProblemTelling, Voice, spoken_line
from .ssip import (
    REPLY_TIMEOUT_S,
    SsipConnection,
    SsipError,
    SsipVoice,
    choose_voice,
    server_program,
    ssip_rate,
    ssip_volume,
)

SPEECHD_NOT_HERE = "speech-speechd-not-here"
SPEECHD_MISSING = "speech-speechd-missing"
SPEECHD_NO_ANSWER = "speech-speechd-no-answer"
SPEECHD_TIMEOUT = "speech-speechd-timeout"
SPEECHD_STOPPED = "speech-speechd-stopped"
"""Told once when the server stops answering during the game."""
BACKEND_NAME = "Speech Dispatcher"


class SpeechdUnavailable(RuntimeError):
    """The speechd route cannot open: `reason` is the message id of the cause."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


def open_connection(timeout: float = REPLY_TIMEOUT_S) -> SsipConnection:
    """A connection to this user's speech-dispatcher (started if need be); SpeechdUnavailable saying why not."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        raise SpeechdUnavailable(SPEECHD_NOT_HERE)
    try:
        return SsipConnection.open(spawn=True, timeout=timeout)
    except SsipError as error:
        if server_program() is None and not error.timeout:
            raise SpeechdUnavailable(SPEECHD_MISSING, str(error)) from error
        raise SpeechdUnavailable(SPEECHD_TIMEOUT if error.timeout else SPEECHD_NO_ANSWER, str(error)) from error


@dataclass
class Command:
    """One thing for the worker to do: speak a line, stop, or apply a voice."""

    kind: str
    text: str = ""
    interrupt: bool = False
    voice: Voice | None = None


class SpeechdSpeaker(ProblemTelling):
    """Speaks through speech-dispatcher with the game's language, the app's rate and volume and a
    standard voice of the language. `also_print` writes every message as a line as well (used when
    no screen reader runs, so the terminal is never blank for a sighted helper or a magnifier)."""

    name = "speechd"

    def __init__(
        self,
        connection: SsipConnection,
        voice: Voice | None = None,
        fallback: Callable[[str], None] | None = None,
        also_print: bool = False,
    ) -> None:
        self.connection = connection
        self.backend_name = BACKEND_NAME
        self.voice = voice or Voice()
        self.fallback = fallback
        """Writes a line (the lines route's writer): for every message once the server has failed."""
        self.also_print = also_print
        self._start_problems()
        self.failed = False
        self.failure = ""
        self.chosen: SsipVoice | None = None
        """The voice in use for the current language (None: the server's choice for the language)."""
        self._voices: list[SsipVoice] | None = None
        self._commands: queue.SimpleQueue[Command | None] = queue.SimpleQueue()
        self._lock = threading.Condition()
        self._pending = 0
        self._worker = threading.Thread(target=self._run, name="speechd", daemon=True)
        self._worker.start()
        self.set_voice(self.voice)

    def speak(self, text: str, interrupt: bool) -> None:
        """Say `text` as one line; navigation echo first cancels what is being said."""
        line = spoken_line(text)
        if not line:
            return
        if self.also_print and self.fallback is not None:
            self.fallback(line)
        if not self._put(Command("speak", line, interrupt)) and not self.also_print and self.fallback is not None:
            self.fallback(line)  # the route has failed: the line is printed instead

    def stop(self) -> None:
        """Stop speaking at once and drop what is queued."""
        self._put(Command("stop"))

    def set_voice(self, voice: Voice) -> None:
        """Language, rate, volume and voice apply from the next message."""
        self.voice = voice
        self._put(Command("voice", voice=voice))

    def close(self) -> None:
        """End the worker and the connection (the server finishes what it was saying)."""
        self._commands.put(None)
        self._worker.join(timeout=REPLY_TIMEOUT_S + 0.5)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until every command has reached the server; True if they have."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending == 0, timeout)

    def _put(self, command: Command) -> bool:
        """Hand a command to the worker; False once the route has failed (nothing is sent any more)."""
        if self.failed:
            return False
        with self._lock:
            self._pending += 1
        self._commands.put(command)
        return True

    def _run(self) -> None:
        """Send each command in order; the first failure is reported once and ends the route."""
        try:
            while True:
                command = self._commands.get()
                if command is None:
                    return
                try:
                    if not self.failed:
                        self._send(command)
                    elif command.kind == "speak" and self.fallback is not None and not self.also_print:
                        self.fallback(command.text)  # queued before the failure: printed, not lost
                except SsipError as error:
                    self._fail(error, command)
                finally:
                    with self._lock:
                        self._pending -= 1
                        self._lock.notify_all()
        finally:
            self.connection.close()

    def _fail(self, error: SsipError, command: Command) -> None:
        """From now on every message is a printed line; say so once."""
        self.failed = True
        self.failure = str(error)
        if command.kind == "speak" and self.fallback is not None and not self.also_print:
            self.fallback(command.text)
        self._problem.tell(SPEECHD_STOPPED)

    def _send(self, command: Command) -> None:
        """One command to the server."""
        connection = self.connection
        if command.kind == "speak":
            try:
                if command.interrupt:
                    connection.command("CANCEL self")
                connection.speak(command.text)
            except SsipError as error:
                if not error.refused:
                    raise
                if self.fallback is not None and not self.also_print:
                    self.fallback(command.text)  # this one message refused: printed, the route goes on
        elif command.kind == "stop":
            connection.command("CANCEL self")
        elif command.kind == "voice" and command.voice is not None:
            self._apply(command.voice)

    def _apply(self, voice: Voice) -> None:
        """The language first (it resets the voice), then the standard voice of it, rate and volume."""
        if self._voices is None:
            try:
                self._voices = self.connection.voices()
            except SsipError as error:
                if not error.refused:
                    raise
                self._voices = []
        self.chosen = choose_voice(self._voices, voice.lang, voice.name)
        settings = [
            "PRIORITY message",
            f"LANGUAGE {voice.lang}",
            *([f"SYNTHESIS_VOICE {self.chosen.name}"] if self.chosen is not None else []),
            f"RATE {ssip_rate(voice.rate)}",
            f"VOLUME {ssip_volume(voice.volume)}",
        ]
        for setting in settings:
            try:
                self.connection.command(f"SET self {setting}")
            except SsipError as error:
                if not error.refused:  # a setting a module does not take is skipped; silence is not
                    raise


def open_speechd(
    voice: Voice,
    write_line: Callable[[str], None],
    problems: list[str],
    also_print: bool = False,
    connect: Callable[[], Any] | None = None,
) -> SpeechdSpeaker | None:
    """The speechd speaker, or None (and the cause added to `problems`) when no server answers."""
    try:
        connection = (connect or open_connection)()
    except SpeechdUnavailable as error:
        problems.append(error.reason)
        return None
    return SpeechdSpeaker(connection, voice, fallback=write_line, also_print=also_print)
