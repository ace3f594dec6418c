"""Messages: what the app says, as a locale message id plus arguments (never a formatted string)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Coordinates(StrEnum):
    """Where a message puts a place (row, column): first, last, or not at all. Read as `$coordinates`."""

    FIRST = "first"
    LAST = "last"
    OFF = "off"


class Verbosity(StrEnum):
    """How much a message explains: brief or full. Read as `$verbosity`."""

    BRIEF = "brief"
    FULL = "full"


def context(coordinates: Coordinates, verbosity: Verbosity) -> dict[str, str]:
    """The settings every message may select on, as the announcer gives them to Fluent."""
    return {"coordinates": coordinates.value, "verbosity": verbosity.value}


@dataclass(frozen=True)
class Msg:
    """One thing to say: a Fluent message id, its arguments, and an optional sound cue.

    `cue` names a file in `sounds/` (without `.wav`); `pan` is -1.0 (left) .. 1.0 (right).
    `parts` lets several messages be spoken as one utterance (joined in order after this one).
    """

    id: str
    args: dict[str, Any] = field(default_factory=dict)
    cue: str | None = None
    pan: float = 0.0
    parts: tuple["Msg", ...] = ()

    def with_parts(self, *more: "Msg") -> "Msg":
        """Return a copy with more messages appended to be spoken in the same utterance."""
        return Msg(self.id, self.args, self.cue, self.pan, self.parts + tuple(more))


def msg(id: str, cue: str | None = None, pan: float = 0.0, **args: Any) -> Msg:
    """Shorthand constructor, for example msg("new-seat-removed", count=3)."""
    return Msg(id, args, cue, pan)


def column_pan(column: int, columns: int) -> float:
    """Stereo pan for a 0-based column among `columns`: left edge -0.8, right edge +0.8."""
    if columns <= 1:
        return 0.0
    return round(-0.8 + 1.6 * column / (columns - 1), 3)


def names_msg(names: list[str]) -> Msg:
    """A list of names as one localized phrase ("Anna, Boris and Bot 1")."""
    if not names:
        return msg("saves-players-none")
    if len(names) == 1:
        return msg("saves-players-one", name=names[0])
    if len(names) == 2:
        return msg("saves-players-two", first=names[0], last=names[1])
    return msg("saves-players-more", first=names[0], rest=names_msg(names[1:]))
