"""What a web page may send its seat: JSON messages checked against one schema, as the table's own wire."""

from __future__ import annotations

from typing import Any

from ..core.wire import CHAT_LIMIT, CODE_LIMIT, NAME_LIMIT, TOKEN_LIMIT, WireError, json_object

AT = (
    "num",
    False,
    1 << 53,
)  # when the page sent it, in its own milliseconds: a key that reached the seat late is refused

# field -> (kind, required, limit); kinds: "str" (length), "int" (0..limit), "num" (0..limit), "focus",
# "options" (at most limit names and values, each of at most 40 characters).
PAGE_SCHEMA: dict[str, dict[str, tuple[str, bool, int]]] = {
    "join": {"code": ("str", True, CODE_LIMIT), "name": ("str", True, NAME_LIMIT), "password": ("str", False, 200)},
    "watch": {"code": ("str", True, CODE_LIMIT), "seen": ("int", False, 1 << 40), "password": ("str", False, 200)},
    "resume": {
        "code": ("str", True, CODE_LIMIT),
        "token": ("str", True, TOKEN_LIMIT),
        "seen": ("int", False, 1 << 40),
        "password": ("str", False, 200),
    },
    "create": {
        "game": ("str", True, 40),
        "variant": ("str", False, 40),
        "options": ("options", False, 40),
        "name": ("str", True, NAME_LIMIT),
        "guests": ("int", False, 5),
        "bots": ("int", False, 5),
        "level": ("str", False, 10),
        "bot_delay": ("num", False, 60),
        "password": ("str", False, 200),
        "listed": ("bool", False, 0),
    },
    "key": {"key": ("str", True, 12), "focus": ("focus", False, 0), "at": AT},
    "focus": {"focus": ("focus", True, 0), "at": AT},
    "choose": {"index": ("int", True, 200), "at": AT},
    "cancel": {"at": AT},
    "chat": {"text": ("str", True, CHAT_LIMIT * 4)},
    "ping": {"at": AT},
    "remind": {"seconds": ("int", True, 120), "at": AT},  # the turn reminder's interval (0: off)
}


def _fits(kind: str, value: Any, limit: int) -> bool:
    """True when a field has its kind and stays within its limit."""
    if kind == "str":
        return isinstance(value, str) and len(value) <= limit
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limit
    if kind == "num":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= limit
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "options":  # option -> value, checked against the game's own declarations by the table
        return (
            isinstance(value, dict)
            and len(value) <= limit
            and all(
                isinstance(k, str) and isinstance(v, str) and len(k) <= 40 and len(v) <= 40 for k, v in value.items()
            )
        )
    if kind == "focus":
        return (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1000 for n in value)
        )
    return False


def parse_page(text: str | bytes) -> dict[str, Any]:
    """Decode and check one message from a page; raise WireError naming what is wrong."""
    data = json_object(text)
    schema = PAGE_SCHEMA.get(data.get("type"))  # type: ignore[arg-type]
    if schema is None:
        raise WireError("unknown-type", str(data.get("type"))[:40])
    for key in data:
        if key not in schema and key != "type":
            raise WireError("malformed", f"unknown field {key[:40]}")
    for key, (kind, required, limit) in schema.items():
        if key not in data:
            if required:
                raise WireError("malformed", f"missing {key}")
        elif not _fits(kind, data[key], limit):
            raise WireError("malformed", f"bad {key}")
    return data
