"""A finished online table's replay, kept beside the other saves so the replays screen lists it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..session import Session, saves_dir


def keep_replay(data: Any) -> Path:
    """Check replay data from a server like any save file, and store it under a new name; return its path.

    Raises files.BadFile when the data is not a save this app can replay (a foreign or damaged file).
    """
    folder = saves_dir()
    session = Session.from_json(data, folder / "online-replay.json")
    session.fork()
    path = folder / f"online-{session.game_id}.json"
    folder.mkdir(parents=True, exist_ok=True)
    session.save(path)
    return path
