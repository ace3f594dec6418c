"""The `lines` route: every message as one plain line, for a screen reader that reads the terminal."""

from __future__ import annotations

import sys
from typing import Callable

from .base import Voice


def print_line(text: str) -> None:
    """Print one line to stdout and flush it at once, so the screen reader sees it now; a letter the terminal's
    encoding cannot hold (Russian or "Zoë" on an ASCII-only terminal) is written as "?", the line goes on."""
    line = text + "\n"
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:
        encoding = getattr(sys.stdout, "encoding", None) or "ascii"
        sys.stdout.write(line.encode(encoding, "replace").decode(encoding, "replace"))
    sys.stdout.flush()


class LinesSpeaker:
    """Prints each message as a line; a screen reader reading the terminal speaks it with its own voice."""

    name = "lines"

    def __init__(self, write_line: Callable[[str], None] | None = None) -> None:
        self.write_line = write_line or print_line

    def speak(self, text: str, interrupt: bool) -> None:
        """Write `text` as one line (line breaks inside become spaces)."""
        self.speak_line(text)

    def speak_line(self, text: str) -> None:
        """Write `text` as one line now (also the fallback of a route whose backend failed)."""
        line = " ".join(text.split())
        if line:
            self.write_line(line)

    def stop(self) -> None:
        """Printed lines cannot be unsaid; the screen reader's own key stops its speech."""

    def set_voice(self, voice: Voice) -> None:
        """The screen reader's own voice settings apply."""

    def close(self) -> None:
        """Nothing to release."""
