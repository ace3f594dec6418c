"""The terminal's keys: prompt_toolkit presses normalized to the short names board_host/keys.py knows."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..board_host.keys import NAMED

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


def spoken(key: str) -> bool:
    """True for a key a player pressed on purpose (not a terminal report such as a mouse event)."""
    if key in NAMED or (len(key) == 1 and key.isprintable()):
        return True
    return bool(re.fullmatch(r"(c-|s-|c-s-)*(f\d{1,2}|[a-z0-9]|up|down|left|right|home|end|delete|insert|tab)", key))
