"""Where settings and saves live, and safe reading and writing of small JSON files."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "accessible-games"
MAX_JSON_BYTES = 4 * 1024 * 1024  # larger files are refused as "oversized"


class BadFile(Exception):
    """A file that cannot be used: `reason` is a short key ("damaged", "oversized", "foreign", "newer")."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def config_dir() -> Path:
    """The user's settings folder (ACCESSIBLE_GAMES_HOME overrides it, for tests and portable use)."""
    home = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The user's data folder, where saves live (ACCESSIBLE_GAMES_HOME overrides it)."""
    home = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same folder, then rename over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    """Write `data` as compact UTF-8 JSON, atomically."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def read_json(path: Path, limit: int = MAX_JSON_BYTES) -> Any:
    """Read a JSON file; raise BadFile("oversized" or "damaged") instead of a parser traceback."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise BadFile(path, "unreadable") from error
    if size > limit:
        raise BadFile(path, "oversized")
    try:
        with path.open("rb") as handle:
            raw = handle.read(limit + 1)
        return json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise BadFile(path, "damaged") from error


def set_aside(path: Path) -> Path:
    """Rename a bad file next to itself with a ".damaged-<time>" suffix so it is kept, never overwritten."""
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    try:
        path.rename(target)
    except OSError:
        return path
    return target


TEMPORARY_AGE = 600.0  # seconds after which a left-over temporary file is surely not being written


def sweep_temporary(folder: Path, age: float = TEMPORARY_AGE) -> int:
    """Remove this app's left-over temporary files (a write cut short by a crash); returns how many."""
    removed = 0
    now = time.time()
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if now - path.stat().st_mtime > age:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed
