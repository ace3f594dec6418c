"""Turns messages into speech: localizes them, keeps the history, plays their cues, writes the transcript."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Protocol, Sequence

from ..core.messages import Msg
from ..core.text import clean_text
from ..i18n import Catalog, catalog
from ..speech.base import Speaker

NAME_KEYS = {"player", "opponent", "winner", "giver", "taker"}
ARG_LIMIT = 1000  # characters of one text argument (a name, a file name) that reach a message


class CuePlaying(Protocol):
    """The part of the cue player the announcer uses."""

    def play(self, name: str, pan: float = 0.0) -> None:
        """Play a cue."""


class History:
    """Every message spoken, with a reading position for previous/next/first/last."""

    def __init__(self, lines: Sequence[str] = ()) -> None:
        self.lines: list[str] = list(lines)
        self.position = len(self.lines)  # one past the newest: "next" says nothing new

    def add(self, text: str) -> None:
        """Append a spoken line and move the reading position to the newest."""
        self.lines.append(text)
        self.position = len(self.lines) - 1

    def step(self, where: str) -> str | None:
        """Move to "previous", "next", "first" or "last" and return that line (None when empty)."""
        if not self.lines:
            return None
        last = len(self.lines) - 1
        self.position = {
            "previous": max(0, min(self.position, last) - 1),
            "next": min(last, self.position + 1),
            "first": 0,
            "last": last,
        }[where]
        return self.lines[self.position]

    def at_edge(self, where: str) -> bool:
        """True when stepping `where` would not move (the first or last line is already current)."""
        if not self.lines:
            return True
        last = len(self.lines) - 1
        return (where == "previous" and self.position <= 0) or (where == "next" and self.position >= last)


class Announcer:
    """The one way the UI speaks: `say` for navigation echo, `event` for game events."""

    def __init__(self, speaker: Speaker, lang: str, cues: CuePlaying | None = None) -> None:
        self.speaker = speaker
        self.catalog: Catalog = catalog(lang)
        self.cues = cues
        self.history = History()
        self.last: str = ""
        self.names: list[str] = []
        self.context: dict[str, Any] = {}  # arguments every message may select on (the player's settings)
        self.listeners: list[Callable[[str], None]] = []  # each spoken line (session log)
        self.speaking_event = False  # while listeners run: True for a game event, False for navigation echo
        self.shown: str = ""  # last line, for the visual view's status line

    def set_language(self, lang: str) -> None:
        """Switch the catalogue (the speaker's voice is switched by the app)."""
        self.catalog = catalog(lang)

    def text(self, message: Msg) -> str:
        """Localize a message, with seat indexes replaced by names and every text argument cleaned.

        Text arguments (names, file names) may come from files: control characters, escape codes
        and bidi controls are stripped before they reach the terminal, the voice or the transcript.
        """
        return self.catalog.render(self._named(message), self.context)

    def say(self, *messages: Msg, record: bool = True) -> None:
        """Navigation echo: interrupts whatever is being said."""
        self._speak(messages, interrupt=True, record=record)

    def event(self, *messages: Msg) -> None:
        """Game events: queued after what is being said, never cut off by the next event."""
        self._speak(messages, interrupt=False, record=True)

    def raw(self, text: str, interrupt: bool = True) -> None:
        """Speak an already localized line (history reading, replays) without adding it to the history."""
        text = clean_text(text)
        self.last = text
        self.shown = text
        self.speaker.speak(text, interrupt)

    def repeat(self) -> None:
        """Say the last message again."""
        if self.last:
            self.speaker.speak(self.last, True)

    def cut(self) -> None:
        """A key press: cut the utterance being spoken (routes that can), keeping queued events."""
        cut = getattr(self.speaker, "cut", None)
        if cut is not None:
            cut()

    def stop(self) -> None:
        """Stop all speech at once."""
        self.speaker.stop()

    def _speak(self, messages: Sequence[Msg], interrupt: bool, record: bool) -> None:
        first = True
        for message in messages:
            text = clean_text(self.text(message))
            if message.cue and self.cues is not None:
                self.cues.play(message.cue, message.pan)
            if not text:
                continue
            self.speaker.speak(text, interrupt and first)
            first = False
            self.last = text
            self.shown = text
            if record:
                self.history.add(text)
                self.speaking_event = not interrupt
                for listener in self.listeners:
                    listener(text)

    def _named(self, message: Msg) -> Msg:
        """The message with seat numbers turned into names and text arguments cleaned (a copy if anything changed)."""
        args: dict[str, Any] = {}
        changed = False
        for key, value in message.args.items():
            if isinstance(value, int) and not isinstance(value, bool) and (key in NAME_KEYS or key.endswith("_player")):
                if 0 <= value < len(self.names):
                    args[key] = clean_text(self.names[value], ARG_LIMIT)
                    args[f"{key}_index"] = value
                    changed = True
                    continue
            if isinstance(value, Msg):
                named = self._named(value)
                changed = changed or named is not value
                args[key] = named
                continue
            if isinstance(value, str):
                cleaned = clean_text(value, ARG_LIMIT)
                changed = changed or cleaned != value
                args[key] = cleaned
                continue
            args[key] = value
        parts = tuple(self._named(part) for part in message.parts)
        if not changed and parts == message.parts:
            return message
        return replace(message, args=args if changed else message.args, parts=parts)
