"""The seats this player holds at online tables: their secret tokens, kept in the data folder only.

A token lets the player come back to their seat after leaving or after the app closed. It is kept
in a file readable by this user alone and is never printed or spoken.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..core.text import clean_text
from ..files import BadFile, atomic_write_json, data_dir, read_json
from ..core.codes import normalize

KEPT_LIMIT = 200  # seats remembered at most (the oldest are forgotten)


def seats_file() -> Path:
    """Where the tokens are kept."""
    return data_dir() / "online-seats.json"


def _load() -> list[dict[str, str]]:
    try:
        data = read_json(seats_file())
    except (BadFile, OSError):
        return []
    if not isinstance(data, list):
        return []
    return [
        item
        for item in data
        if isinstance(item, dict)
        and all(isinstance(item.get(k), str) for k in ("url", "code", "token"))
        and isinstance(item.get("name", ""), str)
    ]


def same_player(kept: str | None, name: str | None) -> bool:
    """Whether a seat kept under the name `kept` is the seat of a player now called `name` (a seat kept
    without a name, or a look-up without one, matches any)."""
    if kept is None or name is None:
        return True
    return clean_text(kept, 200).casefold() == clean_text(name, 200).casefold()


def recall(url: str, code: str, name: str | None = None) -> str | None:
    """The token of our seat at table `code` on the server at `url`, if we hold one; with `name`, only
    the seat kept for that player (two players of one computer can each hold a seat at one table)."""
    key = normalize(code)
    return next(
        (
            item["token"]
            for item in reversed(_load())
            if item["url"] == url and item["code"] == key and same_player(item.get("name"), name)
        ),
        None,
    )


def remember(url: str, code: str, token: str, name: str | None = None) -> None:
    """Keep the token of a seat just taken by the player `name` (best effort: a read-only data folder
    only loses the comeback)."""
    key = normalize(code)
    items = [
        item
        for item in _load()
        if not (item["url"] == url and item["code"] == key and same_player(item.get("name"), name))
    ]
    kept = {"url": url, "code": key, "token": token}
    if name is not None:
        kept["name"] = clean_text(name, 200)
    items.append(kept)
    path = seats_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(path, items[-KEPT_LIMIT:])
        os.chmod(path, 0o600)
    except OSError:
        pass


def last_file() -> Path:
    """Where the last server address and name used online are kept."""
    return data_dir() / "online-last.json"


def last_visit() -> dict[str, str]:
    """The last server address ("url") and name at a table ("name") this player used, as far as known."""
    try:
        data = read_json(last_file())
    except (BadFile, OSError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        key: clean_text(value, 200)
        for key, value in data.items()
        if key in ("url", "name", "home_listen", "home_port") and isinstance(value, str)
    }


def remember_visit(url: str, name: str | None = None, **home: str) -> None:
    """Keep the address (and the name) just used, to offer them next time (best effort); `home_listen`
    and `home_port`: where this computer's own server last listened."""
    visit = last_visit()
    if url:
        visit["url"] = url
    if name:
        visit["name"] = name
    visit.update({key: value for key, value in home.items() if key in ("home_listen", "home_port")})
    try:
        last_file().parent.mkdir(parents=True, exist_ok=True)
        atomic_write_json(last_file(), visit)
    except OSError:
        pass


def kept_codes(url: str) -> set[str]:
    """The codes of the tables on the server at `url` where this player holds a seat."""
    return {item["code"] for item in _load() if item["url"] == url}
