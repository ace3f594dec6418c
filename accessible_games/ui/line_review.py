"""Line review: the last line heard (or the history line just read) word by word, spelled letter by letter, and
copied to the clipboard through the terminal (OSC 52) where the terminal allows it."""

from __future__ import annotations

import base64
import os
import sys
from typing import TYPE_CHECKING, Mapping, TextIO

from ..core.messages import Msg, msg
from ..core.signs import SIGNS
from ..core.text import clean_text

if TYPE_CHECKING:
    from .app import App

COPY_LIMIT = 10000
"""Characters a line may have to be sent to the clipboard (terminals cap OSC 52 far above this)."""
NO_OSC52_TERMS = ("dumb", "linux")
"""Terminals that never take a clipboard request (the Linux console, no terminal at all)."""


def osc52(text: str) -> str:
    """The terminal request that puts `text` on the system clipboard."""
    return "\x1b]52;c;" + base64.b64encode(text.encode("utf-8")).decode("ascii") + "\x07"


def terminal_copies(environ: Mapping[str, str], stream: TextIO) -> bool:
    """True when the terminal may take a clipboard request: a terminal at all, and not one known to ignore it
    (the Linux console; VTE terminals such as GNOME Terminal, which drop OSC 52)."""
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):  # a closed or odd stream
        return False
    term = environ.get("TERM", "")
    return tty and bool(term) and term not in NO_OSC52_TERMS and "VTE_VERSION" not in environ


def spelled(text: str) -> list[Msg]:
    """One message a character: a capital said as such, punctuation by name, the rest as it is."""
    out: list[Msg] = []
    for char in text:
        if char in SIGNS:
            out.append(msg("review-sign", sign=SIGNS[char]))
        elif char.isalpha() and char != char.lower():
            out.append(msg("review-capital", char=char))
        elif char.strip():
            out.append(msg("review-char", char=char))
    return out


class LineReview:
    """The review keys: ' the next word, " the previous one, ; spell (the word reached, else the whole line),
    : copy the line. Reviewing speaks aside: the line under review stays the same, nothing goes to the history."""

    def __init__(self, app: "App", stream: TextIO | None = None, environ: Mapping[str, str] | None = None) -> None:
        self.app = app
        self.stream = stream
        self.environ = environ
        self.line = ""
        self.words: list[str] = []
        self.word = -1  # the word reached (-1: none yet)

    def current(self) -> str:
        """The line under review: the last line shown (spoken, or read from the history)."""
        line = self.app.announcer.shown
        if line != self.line:
            self.line, self.words, self.word = line, line.split(), -1
        return line

    def key(self, action: str) -> None:
        """One review key."""
        if not self.current():
            self.app.cue("edge")
            self.aside(msg("history-empty"))
        elif action in ("next-word", "previous-word"):
            self.step(1 if action == "next-word" else -1)
        elif action == "spell":
            word = self.words[self.word] if 0 <= self.word < len(self.words) else self.line
            self.aside(*spelled(word))
        elif action == "copy":
            self.copy()

    def step(self, by: int) -> None:
        """The next or previous word of the line (an edge cue at either end, the same word again)."""
        target = self.word + by
        if not 0 <= target < len(self.words):
            self.app.cue("edge")
            target = min(max(self.word, 0), len(self.words) - 1)
        self.word = target
        self.aside(msg("review-word", word=self.words[target]))

    def copy(self) -> None:
        """Send the line to the clipboard through the terminal, or, where it cannot, say so and say the line."""
        stream = self.stream if self.stream is not None else sys.__stdout__
        environ = self.environ if self.environ is not None else os.environ
        text = clean_text(self.line)[:COPY_LIMIT]
        if stream is not None and terminal_copies(environ, stream):
            try:
                stream.write(osc52(text))
                stream.flush()
            except (OSError, ValueError):
                pass
            else:
                self.aside(msg("review-copied", text=text))
                return
        self.aside(msg("review-cannot-copy", text=text))

    def aside(self, *messages: Msg) -> None:
        """Speak without changing the line under review, R, or the history."""
        texts = [clean_text(self.app.text(message)) for message in messages]
        said = ", ".join(text for text in texts if text)
        if said:
            self.app.announcer.speaker.speak(said, True)
