"""The wire format between table server and clients: JSON messages, their schema and their limits.

Every message is one JSON object with the protocol version `v` and a `type`. What a peer may send
is described once, in `SCHEMA`: the app's link and a browser page's socket, each a side of the same
table, checked by one checker (`parse_client`, `parse_page`), which raises `WireError` with an error
code the client can speak. Messages to clients carry message ids plus
arguments (`Msg`), never formatted text, so each player hears them in their own language.
"""

from __future__ import annotations

import json
import math
import time
from typing import Any

try:
    import orjson
except ImportError:  # a platform without its wheel: the standard library's encoder gives the same text
    orjson = None  # type: ignore[assignment]

from .messages import Msg
from .protocol import PlainView

VERSION = 1
MAX_MESSAGE = 8192  # characters in one inbound message; longer ones are refused
MAX_FRAME = 65536  # bytes the WebSocket layer accepts at all (bigger frames close the link)
CHAT_LIMIT = 300  # characters of one chat line
NAME_LIMIT = 40  # characters of a player's name
CODE_LIMIT = 40  # characters of a table code as typed
TOKEN_LIMIT = 64
MAX_SEATS = 6
RECONNECT_DELAYS = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0, 10.0)  # seconds between attempts; the last repeats
RECONNECT_FOR = 600.0  # seconds of trying before the server is given up for gone
MAX_MSG_DEPTH = 4

# Error codes a client may receive (each has a message `net-error-<code>` in the locales).
ERRORS = (
    "malformed",
    "too-large",
    "rate-limited",
    "unknown-type",
    "bad-version",
    "password",
    "no-table",
    "table-full",
    "no-spectators",
    "code-taken",
    "bad-token",
    "not-seated",
    "not-your-turn",
    "illegal-move",
    "not-started",
    "game-over",
    "bad-setup",
    "not-over",
    "server-full",
    "name-taken",
    "name-reserved",
    "too-many-tables",
    "table-locked",
    "not-let-in",
    "not-host",
    "removed",
    "chat-limit",
    "lookups-blocked",
)
# Names a player may not take: they would read as the listener ("you joins the table").
RESERVED_NAMES = frozenset({"you", "me", "i", "vous", "toi", "moi", "je", "вы", "ты", "я", "мне", "меня"})
HOST_TYPES = ("host", "let-in", "remove")  # what only a table's host may send


class WireError(ValueError):
    """A message that cannot be accepted: `code` is one of ERRORS."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code


class Blocked(WireError):
    """Look-ups from this address are refused for `wait` more seconds (it, or its network, guessed too much)."""

    def __init__(self, wait: float) -> None:
        super().__init__("lookups-blocked")
        self.wait = max(1, math.ceil(wait))


def refusal_args(code: str, wait: Any, zone: bool = False) -> dict[str, Any]:
    """The arguments of a refusal's message `net-error-<code>`: for `lookups-blocked`, the minutes left and the
    local time the block lifts (with its time zone when `zone`: the reader may be elsewhere)."""
    if code != "lookups-blocked" or not isinstance(wait, (int, float)) or not 0 < wait < 10**7:
        return {"minutes": 1, "until": "?"} if code == "lookups-blocked" else {}
    until = time.strftime("%H:%M %Z" if zone else "%H:%M", time.localtime(time.time() + wait))
    return {"minutes": max(1, math.ceil(wait / 60)), "until": until.strip()}


Field = tuple[str, bool, int]  # (kind, required, limit)
# Field kinds: "str" (at most `limit` characters), "int" and "num" (0..limit), "bool", "options" (at most
# `limit` names and values of at most 40 characters each, checked against the game's declarations by the
# table), "seats" (1..limit seats asked for), "move" (small plain data), "focus" (a page's [row, column]).
PASSWORD: Field = ("str", False, 200)
SEEN: Field = ("int", False, 1 << 40)
AT: Field = ("num", False, 1 << 53)  # when the page sent it, in its own milliseconds: a key that came late is refused
LOOKUPS: dict[str, dict[str, Field]] = {  # a table looked up by its code, the same from either side
    "resume": {
        "code": ("str", True, CODE_LIMIT),
        "token": ("str", True, TOKEN_LIMIT),
        "seen": SEEN,
        "password": PASSWORD,
    },
    "watch": {"code": ("str", True, CODE_LIMIT), "seen": SEEN, "password": PASSWORD},
}

# What a peer may send, by side and message type: the app's link to the table server ("app"), and a
# browser page's socket to its seat on the same server ("page", which the seat turns into the app's requests).
SCHEMA: dict[str, dict[str, dict[str, Field]]] = {
    "app": {
        "create": {
            "game": ("str", True, 40),
            "variant": ("str", False, 40),
            "options": ("options", False, 40),
            "seats": ("seats", True, MAX_SEATS),
            "code": ("str", False, CODE_LIMIT),
            "absence": ("num", False, 3600),
            "bot_delay": ("num", False, 60),
            "spectators": ("bool", False, 0),
            "stand_in": ("bool", False, 0),
            "password": PASSWORD,
            "listed": ("bool", False, 0),
            "lang": ("str", False, 10),
        },
        "join": {"code": ("str", True, CODE_LIMIT), "name": ("str", True, NAME_LIMIT * 4), "password": PASSWORD},
        **LOOKUPS,
        "move": {"move": ("move", True, 0), "ref": ("int", False, 1 << 40)},
        "chat": {"text": ("str", True, CHAT_LIMIT * 4)},
        "replay": {},
        "ping": {},
        "lobby": {},
        "host": {"lock": ("bool", False, 0), "knock": ("bool", False, 0), "spectators": ("bool", False, 0)},
        "let-in": {"knock": ("int", True, 1 << 40), "yes": ("bool", True, 0)},
        "remove": {"seat": ("int", True, MAX_SEATS)},
    },
    "page": {
        "join": {"code": ("str", True, CODE_LIMIT), "name": ("str", True, NAME_LIMIT), "password": PASSWORD},
        **LOOKUPS,
        "create": {
            "game": ("str", True, 40),
            "variant": ("str", False, 40),
            "options": ("options", False, 40),
            "name": ("str", True, NAME_LIMIT),
            "guests": ("int", False, 5),
            "bots": ("int", False, 5),
            "level": ("str", False, 10),
            "bot_delay": ("num", False, 60),
            "password": PASSWORD,
            "listed": ("bool", False, 0),
        },
        "key": {"key": ("str", True, 12), "focus": ("focus", False, 0), "at": AT},
        "focus": {"focus": ("focus", True, 0), "at": AT},
        "choose": {"index": ("int", True, 200), "at": AT},
        "cancel": {"at": AT},
        "chat": {"text": ("str", True, CHAT_LIMIT * 4)},
        "ping": {"at": AT},
        "remind": {"seconds": ("int", True, 120), "at": AT},  # the turn reminder's interval (0: off)
    },
}
ENVELOPE = {"app": ("v", "type"), "page": ("type",)}  # the fields every message of a side carries besides its own


def _check_field(kind: str, value: Any, limit: int) -> bool:
    """True when `value` has the field's kind and stays within its limit."""
    if kind == "str":
        return isinstance(value, str) and len(value) <= limit
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limit
    if kind == "num":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= limit
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "options":
        return (
            isinstance(value, dict)
            and len(value) <= limit
            and all(
                isinstance(k, str) and isinstance(v, str) and len(k) <= 40 and len(v) <= 40 for k, v in value.items()
            )
        )
    if kind == "seats":
        return isinstance(value, list) and 1 <= len(value) <= limit and all(_seat_ok(seat) for seat in value)
    if kind == "move":
        return isinstance(value, dict) and isinstance(value.get("kind"), str) and _plain(value, 3)
    if kind == "focus":
        return (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1000 for n in value)
        )
    return False


def _seat_ok(seat: Any) -> bool:
    """A seat asked for at creation: {"kind": "host"|"guest"|"bot", "name"?, "level"?}."""
    if not isinstance(seat, dict) or seat.get("kind") not in ("host", "guest", "bot"):
        return False
    name = seat.get("name")
    level = seat.get("level")
    return (name is None or (isinstance(name, str) and len(name) <= NAME_LIMIT * 4)) and (
        level is None or isinstance(level, str) and len(level) <= 10
    )


def _plain(value: Any, depth: int) -> bool:
    """True for small plain JSON data (a move): strings, numbers, bools, lists and dicts, not deep."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return not isinstance(value, str) or len(value) <= 100
    if depth <= 0:
        return False
    if isinstance(value, list):
        return len(value) <= 50 and all(_plain(item, depth - 1) for item in value)
    if isinstance(value, dict):
        return len(value) <= 20 and all(
            isinstance(k, str) and len(k) <= 40 and _plain(v, depth - 1) for k, v in value.items()
        )
    return False


def json_object(text: str | bytes) -> dict[str, Any]:
    """One text frame decoded as a JSON object, within the size limit; raise WireError naming what is wrong."""
    if isinstance(text, bytes):
        raise WireError("malformed", "binary frame")
    if len(text) > MAX_MESSAGE:
        raise WireError("too-large", f"{len(text)} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise WireError("malformed", "not JSON") from None
    if not isinstance(data, dict):
        raise WireError("malformed", "not an object")
    return data


def check_message(data: dict[str, Any], side: str) -> dict[str, Any]:
    """Check a decoded message against its side's schema (`SCHEMA[side]`); raise WireError naming what is wrong."""
    kind = data.get("type")
    schema = SCHEMA[side].get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise WireError("unknown-type", str(data.get("type"))[:40])
    envelope = ENVELOPE[side]
    for key in data:
        if key not in schema and key not in envelope:
            raise WireError("malformed", f"unknown field {key[:40]}")
    for key, (field_kind, required, limit) in schema.items():
        if key not in data:
            if required:
                raise WireError("malformed", f"missing {key}")
        elif not _check_field(field_kind, data[key], limit):
            raise WireError("malformed", f"bad {key}")
    return data


def parse_client(text: str | bytes) -> dict[str, Any]:
    """Decode and check one message from the app's link; raise WireError naming what is wrong."""
    data = json_object(text)
    version = data.get("v")
    if type(version) is not int or version != VERSION:  # `true` equals 1 in Python, and is no version
        raise WireError("bad-version", str(version)[:20])
    return check_message(data, "app")


def parse_page(text: str | bytes) -> dict[str, Any]:
    """Decode and check one message from a browser page's socket; raise WireError naming what is wrong."""
    return check_message(json_object(text), "page")


def dumps(value: Any) -> str:
    """Plain data as compact JSON text (UTF-8, no spaces): orjson where it is installed (about ten times faster
    than the standard library's encoder on an update), the standard library's for what orjson refuses."""
    if orjson is not None:
        try:
            return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode("utf-8")
        except TypeError:  # an integer past 64 bits, say
            pass
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def view_text(view: Any) -> str:
    """A view's JSON data (its `to_json`) as compact text: a `PlainView` straight from its dataclass by orjson
    (the same data, in a tenth of the time of copying it first), any other view through its `to_json`."""
    if orjson is not None and isinstance(view, PlainView):
        try:
            return orjson.dumps(view, option=orjson.OPT_NON_STR_KEYS).decode("utf-8")
        except TypeError:  # an integer past 64 bits, say
            pass
    return dumps(view.to_json())


def encode(kind: str, **fields: Any) -> str:
    """One message to a client, as JSON text."""
    return dumps({"v": VERSION, "type": kind, **fields})


def request(kind: str, **fields: Any) -> str:
    """One message from a client to the server, as JSON text."""
    return encode(kind, **fields)


# --- messages (Msg) on the wire ------------------------------------------------------------
def msg_to_json(message: Msg) -> dict[str, Any]:
    """A Msg as plain data; Msg arguments nest as {"msg": {...}}."""
    data: dict[str, Any] = {"id": message.id}
    if message.args:
        data["args"] = {
            key: ({"msg": msg_to_json(value)} if isinstance(value, Msg) else value)
            for key, value in message.args.items()
        }
    if message.cue:
        data["cue"] = message.cue
    if message.pan:
        data["pan"] = message.pan
    if message.parts:
        data["parts"] = [msg_to_json(part) for part in message.parts]
    return data


def msg_from_json(data: Any, depth: int = MAX_MSG_DEPTH) -> Msg:
    """Rebuild a Msg sent by the server; raise WireError on anything but the shape msg_to_json makes."""
    if depth < 0 or not isinstance(data, dict) or not isinstance(data.get("id"), str) or len(data["id"]) > 100:
        raise WireError("malformed", "message")
    args: dict[str, Any] = {}
    raw_args = data.get("args", {})
    if not isinstance(raw_args, dict):
        raise WireError("malformed", "message arguments")
    for key, value in raw_args.items():
        if isinstance(value, dict) and set(value) == {"msg"}:
            args[key] = msg_from_json(value["msg"], depth - 1)
        elif isinstance(value, (str, int, float, bool)) or value is None:
            args[key] = value
        elif isinstance(value, list) and all(isinstance(item, (str, int, float)) for item in value):
            args[key] = value
        else:
            raise WireError("malformed", f"message argument {key[:40]}")
    cue = data.get("cue")
    pan = data.get("pan", 0.0)
    parts = data.get("parts", [])
    if cue is not None and not isinstance(cue, str) or not isinstance(pan, (int, float)) or not isinstance(parts, list):
        raise WireError("malformed", "message")
    return Msg(data["id"], args, cue, float(pan), tuple(msg_from_json(part, depth - 1) for part in parts))
