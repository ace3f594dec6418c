"""The keys both seats know, by short name ("enter", "up", "t"), and one QWERTY/ЙЦУКЕН table.

Boards and screens compare commands with `command(key)`, so a letter key does the same on a Russian
layout as on a Latin one (the key marked T types "е" there). Text entry and first-letter jumps in
menus read the key as typed. The terminal's presses become these names in ui/keys.py; a page's keys
are checked in web/keys.py.
"""

from __future__ import annotations

from ..core.messages import Msg, msg

# The same physical keys on the two layouts, unshifted then shifted.
QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,." + '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>'
JCUKEN = "ёйцукенгшщзхъфывапролджэячсмитьбю" + "ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ"
_TO_LATIN = dict(zip(JCUKEN, QWERTY))

# What the shared game keys do (the screens and the game screen read this map).
HISTORY = {
    "pageup": "previous",
    ",": "previous",
    "pagedown": "next",
    ".": "next",
    "s-pageup": "first",
    "<": "first",
    "s-pagedown": "last",
    ">": "last",
}
# [ and ] move between the review buffers (every line, game events, table talk, your own keys): the keys marked
# so on a QWERTY keyboard, Х and Ъ on a Russian one.
BUFFER_KEYS = {"[": -1, "]": 1}
# The last line heard, reviewed: ' the next word, " the previous one, ; spelled, : copied (Э, Э with Shift, Ж and
# Ж with Shift on a Russian keyboard).
REVIEW_KEYS = {"'": "next-word", '"': "previous-word", ";": "spell", ":": "copy"}
# A capital letter goes to a first-letter jump first (Sixty-One's areas), else does what its letter does.
GAME = {"t": "whose-turn", "s": "scores", "d": "dice", "r": "repeat", "R": "repeat", "c-s": "save"}

# Keys with a spoken name of their own (message key-name); others are read as typed.
NAMED = {
    "up",
    "down",
    "left",
    "right",
    "enter",
    "space",
    "tab",
    "s-tab",
    "backspace",
    "delete",
    "home",
    "end",
    "insert",
    "pageup",
    "pagedown",
}


def latin(key: str) -> str:
    """The key as it is marked on a QWERTY keyboard ("е" typed on a Russian layout is "t")."""
    return _TO_LATIN.get(key, key)


def command(key: str) -> str:
    """The command a key stands for: its QWERTY twin ("е" -> "t", "Е" -> "T"); other keys as they are."""
    return latin(key)


def letter(key: str) -> str:
    """A letter command in either case ("Е", "e", "T" -> "t"): for keys that ignore Shift."""
    return latin(key).lower()


def key_name(key: str) -> Msg:
    """How a key is spoken ("T", "Up arrow", "Control X", "F5")."""
    if key in NAMED:
        return msg("key-name", key=key)
    if key.startswith("c-") and len(key) > 2:
        return msg("key-control", key=key_name(key[2:]))
    if key.startswith("s-") and len(key) > 2:
        return msg("key-shift", key=key_name(key[2:]))
    return msg("key-char", char=key.upper())
