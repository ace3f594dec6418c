"""The key map: prompt_toolkit presses normalized to short names, and one QWERTY/ЙЦУКЕН table.

Screens compare commands with `command(key)`, so a letter key does the same on a Russian layout
as on a Latin one (the key marked T types "е" there). Text entry and first-letter jumps in menus
read the key as typed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..core.messages import Msg, msg

if TYPE_CHECKING:  # prompt_toolkit loads after the first menu has started speaking (see App.run)
    from prompt_toolkit.key_binding import KeyPress

_SPECIAL: dict[str, str] = {  # prompt_toolkit's Keys values
    "c-m": "enter",
    "c-j": "enter",
    "c-i": "tab",
    "s-tab": "s-tab",
    "c-h": "backspace",
    "c-@": "c-space",
    "escape": "escape",
}

# The same physical keys on the two layouts, unshifted then shifted.
QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,." + '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>'
JCUKEN = "ёйцукенгшщзхъфывапролджэячсмитьбю" + "ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ"
_TO_LATIN = dict(zip(JCUKEN, QWERTY))

# What the shared game keys do (the screens and the game screen read this map).
HISTORY = {
    "pageup": "previous", ",": "previous",
    "pagedown": "next", ".": "next",
    "s-pageup": "first", "<": "first",
    "s-pagedown": "last", ">": "last",
}
# A capital letter goes to a first-letter jump first (Sixty-One's areas), else does what its letter does.
GAME = {"t": "whose-turn", "s": "scores", "d": "dice", "r": "repeat", "R": "repeat", "c-s": "save"}

# Keys with a spoken name of their own (message key-name); others are read as typed.
NAMED = {"up", "down", "left", "right", "enter", "space", "tab", "s-tab", "backspace", "delete",
         "home", "end", "insert", "pageup", "pagedown"}


def normalize(press: "KeyPress") -> str:
    """The short name of one key press ("enter", "up", "c-s", "a", "space", ...)."""
    from prompt_toolkit.keys import Keys

    key = press.key
    if isinstance(key, Keys):
        value = key.value
        return _SPECIAL.get(value, value)
    if key == " ":
        return "space"
    if key == "\x7f":
        return "backspace"
    return key


def latin(key: str) -> str:
    """The key as it is marked on a QWERTY keyboard ("е" typed on a Russian layout is "t")."""
    return _TO_LATIN.get(key, key)


def command(key: str) -> str:
    """The command a key stands for: its QWERTY twin ("е" -> "t", "Е" -> "T"); other keys as they are."""
    return latin(key)


def letter(key: str) -> str:
    """A letter command in either case ("Е", "e", "T" -> "t"): for keys that ignore Shift."""
    return latin(key).lower()


def spoken(key: str) -> bool:
    """True for a key a player pressed on purpose (not a terminal report such as a mouse event)."""
    if key in NAMED or (len(key) == 1 and key.isprintable()):
        return True
    return bool(re.fullmatch(r"(c-|s-|c-s-)*(f\d{1,2}|[a-z0-9]|up|down|left|right|home|end|delete|insert|tab)", key))


def key_name(key: str) -> Msg:
    """How a key is spoken ("T", "Up arrow", "Control X", "F5")."""
    if key in NAMED:
        return msg("key-name", key=key)
    if key.startswith("c-") and len(key) > 2:
        return msg("key-control", key=key_name(key[2:]))
    if key.startswith("s-") and len(key) > 2:
        return msg("key-shift", key=key_name(key[2:]))
    return msg("key-char", char=key.upper())
