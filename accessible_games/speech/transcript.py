"""A Speaker wrapper that appends every spoken message to a file, one line each, flushed at once."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Callable, TextIO

from .base import Speaker, Voice

UNWRITABLE = "speech-transcript-unwritable"
FAILED = "speech-transcript-failed"


class TranscriptSpeaker:
    """Writes each text to the transcript, then passes it to the wrapped speaker.

    A path that cannot be opened, or a write that fails later, adds a message id to `problems`
    and the transcript stops; speech goes on.
    """

    def __init__(self, inner: Speaker, path: str | Path) -> None:
        self.inner = inner
        self.name = inner.name
        self.path = Path(path)
        self.problems: list[str] = []
        self.on_problem: Callable[[str], None] | None = None  # told of a failure after start-up
        self._file: TextIO | None = open_transcript(self.path)
        if self._file is None:
            self.problems.append(UNWRITABLE)

    def speak(self, text: str, interrupt: bool) -> None:
        """Append `text` as one line, then say it."""
        self._write(text)
        self.inner.speak(text, interrupt)

    def stop(self) -> None:
        """Stop the wrapped speaker."""
        self.inner.stop()

    def set_voice(self, voice: Voice) -> None:
        """Pass the voice on."""
        self.inner.set_voice(voice)

    def close(self) -> None:
        """Close the file and the wrapped speaker."""
        if self._file is not None:
            self._file.close()
            self._file = None
        self.inner.close()

    def __getattr__(self, attribute: str) -> object:
        """Anything else (wait_idle, on_first_audio) belongs to the wrapped speaker."""
        return getattr(self.inner, attribute)

    def _write(self, text: str) -> None:
        """One line per message, flushed so a reader of the file sees it at once."""
        if self._file is None:
            return
        line = " ".join(text.split())
        try:
            self._file.write(line + "\n")
            self._file.flush()
        except (OSError, ValueError):
            self.problems.append(FAILED)
            self._file = None
            if self.on_problem is not None:
                self.on_problem(FAILED)


def open_transcript(path: Path) -> TextIO | None:
    """Open `path` for appending lines, or None when it cannot be a transcript.

    The open never waits: a FIFO (which would block until a reader comes), a socket or a folder is
    refused; a regular file or a terminal or other character device (/dev/stderr) is accepted.
    Text that cannot be encoded is written with replacement characters rather than stopping.
    """
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError:
        return None
    try:
        mode = os.fstat(fd).st_mode
        if not (stat.S_ISREG(mode) or stat.S_ISCHR(mode)):
            os.close(fd)
            return None
        if hasattr(os, "O_NONBLOCK"):  # opened without waiting; later writes wait as usual
            os.set_blocking(fd, True)
        return open(fd, "a", encoding="utf-8", errors="replace", newline="\n")
    except OSError:
        os.close(fd)
        return None
