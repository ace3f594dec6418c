"""Keys as a page sends them: the names the board knows ("enter", "up", "t"), checked before they reach it."""

from __future__ import annotations

from typing import Any, Sequence

from ..core.wire import WireError

NAMED = {"up", "down", "left", "right", "enter", "space", "home", "end", "tab", "s-tab", "backspace", "delete"}


def page_key(key: str) -> str:
    """The key if the board may be given it: a named key, or one printable character; else WireError."""
    if key in NAMED or (len(key) == 1 and key.isprintable() and not key.isspace()):
        return key
    raise WireError("malformed", "key")


def valid_focus(focus: Any, lengths: Sequence[int]) -> bool:
    """True when `focus` is [row, cell] of a board whose rows have these lengths."""
    return (
        isinstance(focus, list)
        and len(focus) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in focus)
        and 0 <= focus[0] < len(lengths)
        and 0 <= focus[1] < lengths[focus[0]]
    )
