"""A Speaker wrapper that appends every spoken message to a file, one line each, flushed at once."""

from __future__ import annotations

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
        self._file: TextIO | None = None
        try:
            self._file = open(self.path, "a", encoding="utf-8", newline="\n")
        except OSError:
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
