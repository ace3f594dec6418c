"""Players' names: one rule for every place a seat gets a name (command line, menus, network, save files).

A name is text a voice can say and a file can hold: bytes that are not UTF-8 (a Latin-1 terminal's
"José") become U+FFFD, control and format characters (escape codes, bidi marks, zero-width spaces,
a BOM, a soft hyphen) go, runs of spaces become one, and the rest is cut to NAME_LIMIT characters.
A name left with nothing a reader could see is refused (NameRefused), never saved.
"""

from __future__ import annotations

import unicodedata

from .messages import Msg, msg
from .text import cap_marks, clean_text

NAME_LIMIT = 40
"""Characters of a player's name that are kept."""

# Letters that draw nothing (Hangul fillers, the braille blank, the Mongolian vowel separator).
_BLANK_SIGNS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


class NameRefused(ValueError):
    """A name with nothing visible in it: `reason` is "empty" (nothing typed) or "invisible"."""

    def __init__(self, raw: str, reason: str) -> None:
        super().__init__(f"player name refused ({reason}): {raw!r}")
        self.raw = raw
        self.reason = reason


def _text_of(raw: str | bytes) -> str:
    """The name as text: bytes decoded as UTF-8, anything undecodable (bytes or lone surrogates) as U+FFFD."""
    if isinstance(raw, (bytes, bytearray)):
        return bytes(raw).decode("utf-8", "replace")
    try:
        raw.encode("utf-8")
        return raw
    except UnicodeEncodeError:  # a command line in another encoding: Python keeps its bytes as surrogates
        try:
            return raw.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        except UnicodeEncodeError:
            return "".join("\ufffd" if 0xD800 <= ord(char) <= 0xDFFF else char for char in raw)


def _visible(char: str) -> bool:
    """True for a character that draws something: a letter, digit, punctuation or symbol."""
    return unicodedata.category(char)[0] in "LNPS" and char not in _BLANK_SIGNS


def player_name(raw: str | bytes, limit: int = NAME_LIMIT) -> str:
    """The name a seat gets from `raw` (typed, given on the command line, received or read from a file).

    Raises NameRefused when nothing visible is left; the result always encodes as UTF-8.
    """
    text = clean_text(_text_of(raw))
    for _ in range(4):  # composing can lengthen a stack of marks ("\u0344" is two), and capping it can compose again
        settled = cap_marks(unicodedata.normalize("NFC", text))
        if settled == text:
            break
        text = settled
    name = " ".join(
        "".join(
            " " if char.isspace() or unicodedata.category(char) in ("Zs", "Zl", "Zp") else char for char in text
        ).split()
    )
    name = name[: max(limit, 1)].rstrip()
    if not name:
        raise NameRefused(_text_of(raw), "empty")
    if not any(_visible(char) for char in name):
        raise NameRefused(_text_of(raw), "invisible")
    return name


def valid_name(raw: str | bytes) -> bool:
    """True when `raw` makes a name (see player_name)."""
    try:
        player_name(raw)
    except NameRefused:
        return False
    return True


def refused_msg(error: NameRefused, number: int | None = None) -> Msg:
    """What the player hears when a name is refused (for the player `number`, counted from 1, if known)."""
    return msg("names-refused", reason=error.reason, number=number if number is not None else 0)


def accepted_msg() -> Msg:
    """The names accepted, as said after a refused command-line value."""
    return msg("names-accepted")
