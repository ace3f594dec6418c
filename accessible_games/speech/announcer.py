"""Turns messages into speech: localizes them, keeps the history, plays their cues, writes the transcript."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Mapping, Protocol, Sequence

from ..core.messages import Msg
from ..core.text import clean_text
from ..i18n import Catalog, catalog
from .base import Speaker

NAME_KEYS = {"player", "opponent", "winner", "giver", "taker"}
BUFFERS = ("all", "events", "talk", "mine")
"""The review buffers, in the order [ and ] move through them: every line, game events, table talk, the answers
to the player's own keys (their moves among them)."""
TALK = {"net-chat", "online-self-chat", "tablehost-chat-more"}
"""Message ids that are table talk."""


def kind_of(message: Msg, interrupt: bool) -> str:
    """The buffer a line goes to besides "all": table talk, a game event, or the answer to one's own key."""
    if message.id in TALK:
        return "talk"
    return "mine" if interrupt else "events"


ARG_LIMIT = 1000  # characters of one text argument (a name, a file name) that reach a message


class CuePlaying(Protocol):
    """The part of the cue player the announcer uses."""

    def play(self, name: str, pan: float = 0.0) -> None:
        """Play a cue."""


class History:
    """Every message spoken, each with the seat it belongs to, and a reading position.

    At one keyboard a line spoken privately to a seat (its own hidden choice, its cards) belongs to
    that seat; public lines (owner None) belong to everyone. `reader` is the seat that reads now
    (None: public lines only); `everyone` opens every line (one listener, or the game is over).
    """

    def __init__(self, lines: Sequence[str] = ()) -> None:
        self.entries: list[tuple[str, int | None]] = [(line, None) for line in lines]
        self.kinds: list[str] = ["events"] * len(self.entries)  # each entry's buffer besides "all" (kind_of)
        self.reader: int | None = None
        self.everyone = True
        self.buffer = "all"  # the review buffer read now (BUFFERS)
        self.position = len(self.entries)  # one past the newest: "next" says nothing new
        self.count = len(self.entries)  # how many lines the reader may read (kept, not counted at every line)
        # The readable lines of the buffer read now, kept between Page Up presses (a long game's history is
        # thousands of lines): for whom and which buffer they were picked, and how many entries were looked at.
        self._picked: tuple[int | None, bool, str, int] | None = None
        self._readable: list[str] = []
        self.games: set[str] = set()  # the games whose lines are in it (heard here, or put ahead when resumed)

    @property
    def lines(self) -> list[str]:
        """The lines the reader may read in the buffer read now, oldest first."""
        return list(self._lines())

    def _lines(self) -> list[str]:
        """The readable lines of the buffer read now (the kept list: not to be changed by the caller); entries
        added since it was picked are looked at alone, anything else picks them all again."""
        seen = len(self.entries)
        picked = self._picked
        if picked is None or picked[:3] != (self.reader, self.everyone, self.buffer) or picked[3] > seen:
            self._readable, start = [], 0
        else:
            start = picked[3]
        if start < seen:
            self._readable.extend(
                text
                for (text, owner), kind in zip(self.entries[start:], self.kinds[start:])
                if self.readable(owner) and self.shows(kind)
            )
        self._picked = (self.reader, self.everyone, self.buffer, seen)
        return self._readable

    def readable(self, owner: int | None) -> bool:
        """True when the reader may read a line that belongs to `owner`."""
        return self.everyone or owner is None or owner == self.reader

    def shows(self, kind: str) -> bool:
        """True when the buffer read now holds a line of `kind`."""
        return self.buffer in ("all", kind)

    def add(self, text: str, owner: int | None = None, kind: str = "events") -> None:
        """Append a spoken line and move the reading position to the newest."""
        self.entries.append((text, owner))
        self.kinds.append(kind)
        self.count += self.readable(owner) and self.shows(kind)
        self.position = self.count - 1

    def prepend(self, lines: Sequence[str]) -> None:
        """Put public lines heard before (a resumed game) ahead of the others; reading starts after them."""
        self.entries[:0] = [(line, None) for line in lines]
        self.kinds[:0] = ["events"] * len(lines)
        self._picked = None
        self.count = len(self._lines())
        self.position = self.count

    def restrict(self, reader: int | None, everyone: bool) -> None:
        """Who reads from now on; the reading position goes past the newest line they may read."""
        self.reader, self.everyone = reader, everyone
        self.count = len(self._lines())
        self.position = self.count

    def switch(self, step: int) -> str:
        """Read the next (1) or previous (-1) review buffer, from past its newest line; its name."""
        self.buffer = BUFFERS[(BUFFERS.index(self.buffer) + step) % len(BUFFERS)]
        self.count = len(self._lines())
        self.position = self.count
        return self.buffer

    def step(self, where: str) -> str | None:
        """Move to "previous", "next", "first" or "last" and return that line (None when empty)."""
        lines = self._lines()
        if not lines:
            return None
        last = len(lines) - 1
        self.position = {
            "previous": max(0, min(self.position, last) - 1),
            "next": min(last, self.position + 1),
            "first": 0,
            "last": last,
        }[where]
        return lines[self.position]

    def at_edge(self, where: str) -> bool:
        """True when stepping `where` would not move (the first or last line is already current)."""
        count = len(self._lines())
        if not count:
            return True
        return (where == "previous" and self.position <= 0) or (where == "next" and self.position >= count - 1)


class Announcer:
    """The one way the UI speaks: `say` for navigation echo, `event` for game events."""

    def __init__(self, speaker: Speaker, lang: str, cues: CuePlaying | None = None) -> None:
        self.speaker = speaker
        self.catalog: Catalog = catalog(lang)
        self.cues = cues
        self.history = History()
        self.last: str = ""
        self.last_owner: int | None = None  # the seat the last line belongs to (None: public)
        self.last_public: str = ""
        self.keyboard: int | None = None  # at one keyboard: the seat there now, owner of its echo
        self.names: list[str] = []
        self.context: Mapping[str, Any] = {}  # arguments every message may select on (the player's settings)
        self.listeners: list[Callable[[str], None]] = []  # each spoken line (session log)
        self.speaking_event = False  # while listeners run: True for a game event, False for navigation echo
        self.speaking_owner: int | None = None  # while listeners run: the seat the line belongs to
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
        """Navigation echo: interrupts whatever is being said (at one keyboard it belongs to the seat there)."""
        self._speak(messages, interrupt=True, record=record, owner=self.keyboard)

    def event(self, *messages: Msg, private: bool = False) -> None:
        """Game events: queued after what is being said, never cut off by the next event.

        A private event belongs to the seat at the keyboard: the next seat cannot read it back.
        """
        self._speak(messages, interrupt=False, record=True, owner=self.keyboard if private else None)

    def file(self, *messages: Msg) -> None:
        """Put lines into the history without saying them (what was missed while away, to page through)."""
        for message in messages:
            text = clean_text(self.text(message))
            if text:
                self.history.add(text, None, kind_of(message, False))

    def seat_at_keyboard(self, seat: int | None, everyone: bool = False) -> None:
        """At one keyboard: `seat` now listens (None: between seats, public lines only).

        With `everyone`, every line is open to every reader again (one listener, or the game is over).
        """
        self.keyboard = None if everyone else seat
        self.history.restrict(seat, everyone)
        if not everyone and self.last_owner is not None and self.last_owner != seat:
            self.last, self.last_owner = self.last_public, None  # R never repeats another seat's line

    def raw(self, text: str, interrupt: bool = True) -> None:
        """Speak an already localized line (history reading, replays) without adding it to the history."""
        text = clean_text(text)
        self.last, self.last_owner = text, self.keyboard
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

    def _speak(self, messages: Sequence[Msg], interrupt: bool, record: bool, owner: int | None = None) -> None:
        first = True
        answer: list[str] = []  # R repeats a whole answer of several lines (S, M), not only its last line
        for message in messages:
            text = clean_text(self.text(message))
            if message.cue and self.cues is not None:
                self.cues.play(message.cue, message.pan)
            if not text:
                continue
            self.speaker.speak(text, interrupt and first)
            first = False
            answer.append(text)
            self.last, self.last_owner = (" ".join(answer) if interrupt else text), owner
            if owner is None:
                self.last_public = text
            self.shown = text
            if record:
                self.history.add(text, owner, kind_of(message, interrupt))
                self.speaking_event = not interrupt
                self.speaking_owner = owner
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
