"""Key names: prompt_toolkit key presses normalized to the short names the screens use."""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyPress
from prompt_toolkit.keys import Keys

_SPECIAL: dict[str, str] = {
    Keys.ControlM.value: "enter",
    Keys.ControlJ.value: "enter",
    Keys.ControlI.value: "tab",
    Keys.BackTab.value: "s-tab",
    Keys.ControlH.value: "backspace",
    Keys.ControlAt.value: "c-space",
    Keys.Escape.value: "escape",
}


def normalize(press: KeyPress) -> str:
    """The short name of one key press ("enter", "up", "c-s", "a", "space", ...)."""
    key = press.key
    if isinstance(key, Keys):
        value = key.value
        return _SPECIAL.get(value, value)
    if key == " ":
        return "space"
    if key == "\x7f":
        return "backspace"
    return key
