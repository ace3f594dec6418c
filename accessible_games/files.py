"""Where settings and saves live, and safe reading and writing of small JSON files."""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "accessible-games"
MAX_JSON_BYTES = 4 * 1024 * 1024  # larger files are refused as "oversized"
MAX_DEPTH = 64  # nesting of lists and objects a file of the app may have (its own files need under ten)


class BadFile(Exception):
    """A file that cannot be used: `reason` is a short key ("damaged", "oversized", "foreign", "newer")."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class UnsafePath(ValueError):
    """A path built from outside data that would not lie directly inside its folder."""


def inside(folder: Path, name: str) -> Path:
    """`folder / name`, checked to be a plain file name lying directly in `folder` (else UnsafePath).

    Names read from files or typed by a player never become paths unchecked: no separators, no
    "." or "..", no NUL, and the resolved path (symlinked folders followed) stays in the folder.
    """
    if not name or name in (".", "..") or any(sep in name for sep in ("/", "\\", "\0", os.sep)):
        raise UnsafePath(name)
    path = folder / name
    try:
        real_folder = folder.resolve()
        real_parent = path.parent.resolve()
    except (OSError, RuntimeError) as error:
        raise UnsafePath(name) from error
    if real_parent != real_folder or path.name != name:
        raise UnsafePath(name)
    return path


def fault_reason(error: OSError) -> str:
    """Why a read or write failed, as a message selector ("disk-full", "permission", "read-only", ..., "other")."""
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "disk-full"
    if error.errno in (errno.EACCES, errno.EPERM):
        return "permission"
    if error.errno == errno.EROFS:
        return "read-only"
    if error.errno == errno.ENOENT:
        return "missing"
    if error.errno in (errno.ENOTDIR, errno.EISDIR, errno.EEXIST):  # EEXIST: a file where a folder is made
        return "not-folder"
    return "other"


def config_dir() -> Path:
    """The user's settings folder (ACCESSIBLE_GAMES_HOME overrides it, for tests and portable use)."""
    home = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """The user's data folder, where saves live (ACCESSIBLE_GAMES_HOME overrides it)."""
    home = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP_NAME))


def log_dir() -> Path:
    """The user's log folder, in the state folder where the system keeps one (ACCESSIBLE_GAMES_HOME overrides it)."""
    home = os.environ.get("ACCESSIBLE_GAMES_HOME")
    return Path(home) / "log" if home else Path(platformdirs.user_log_dir(APP_NAME))


def crash_log_path() -> Path:
    """The file an unexpected error's details are appended to."""
    return log_dir() / "crash.log"


class WriteRefused(OSError):
    """A write the app would not be able to read back: `reason` is "too-large" or "not-text" (an OSError,
    so every caller that handles a failed write handles this one too)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


TEMPORARY_NAME_BYTES = 100  # bytes of the target's name kept in its temporary file's name


def temporary_prefix(name: str) -> str:
    """The start of a temporary file's name for `name`: ".<name>." cut so the whole name fits any file system."""
    encoded = name.encode("utf-8", "surrogateescape")[:TEMPORARY_NAME_BYTES]
    return f".{encoded.decode('utf-8', 'ignore')}."


def encode_for_file(path: Path, text: str, limit: int | None = MAX_JSON_BYTES) -> bytes:
    """`text` as UTF-8 bytes, refused (WriteRefused) when it is not text or larger than `limit` bytes."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise WriteRefused(path, "not-text") from error
    if limit is not None and len(data) > limit:
        raise WriteRefused(path, "too-large")
    return data


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write `data` to `path` durably: a temporary file in the same folder, flushed to the disk,
    renamed over `path`, then the folder flushed, so a power cut leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temporary_prefix(path.name), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def atomic_write_text(path: Path, text: str, limit: int | None = MAX_JSON_BYTES) -> None:
    """Write `text` as UTF-8, durably (see atomic_write_bytes); WriteRefused when it could not be read back."""
    atomic_write_bytes(path, encode_for_file(path, text, limit))


def json_text(data: Any) -> str:
    """`data` as compact JSON text, as the app writes it."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def atomic_write_json(path: Path, data: Any) -> None:
    """Write `data` as compact UTF-8 JSON, durably; WriteRefused when larger than the app reads back."""
    try:
        text = json_text(data)
    except ValueError as error:  # NaN or a circular value: not JSON this app reads
        raise WriteRefused(path, "not-text") from error
    atomic_write_text(path, text)


def fsync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to the disk; where folders cannot be opened (Windows) nothing is needed."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


WRITE_ERRORS = (OSError, UnsafePath, WriteRefused)
"""What a write of the app's files may raise: the caller tells the player it did not happen."""


class FolderUnreadable(Exception):
    """A folder of the app's files cannot be listed; `error` says why (permission, not a folder...)."""

    def __init__(self, folder: Path, error: OSError) -> None:
        super().__init__(f"{folder}: {error}")
        self.folder = folder
        self.error = error


def json_files(folder: Path) -> list[Path]:
    """The .json files in `folder`, by name ([] when it does not exist; FolderUnreadable when it cannot be read)."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise FolderUnreadable(folder, error) from error
    return [folder / name for name in sorted(names) if name.endswith(".json") and not name.startswith(".")]


def read_json(path: Path, limit: int = MAX_JSON_BYTES, depth: int = MAX_DEPTH) -> Any:
    """Read a JSON file; raise BadFile("unreadable", "oversized" or "damaged") instead of a traceback.

    A UTF-8 BOM is accepted; nesting deeper than `depth` is "damaged", so no later step can recurse too deep.

    The file is opened without waiting (a FIFO put in its place cannot block) and checked to be a
    regular file through the open handle, so nothing is read from a folder, a device or a pipe.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.EISDIR:
            raise BadFile(path, "damaged") from error
        raise BadFile(path, "unreadable") from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # a folder, a device or a pipe (reading a pipe would wait forever)
            os.close(fd)
            raise BadFile(path, "damaged")
        if info.st_size > limit:
            os.close(fd)
            raise BadFile(path, "oversized")
        with os.fdopen(fd, "rb") as handle:
            raw = handle.read(limit + 1)
        if len(raw) > limit:
            raise BadFile(path, "oversized")
        data = json.loads(raw.decode("utf-8-sig"))  # a BOM (Notepad) is no damage
    except OSError as error:
        raise BadFile(path, "unreadable") from error
    except (ValueError, RecursionError, MemoryError) as error:  # bad UTF-8 or JSON, an integer of 4,300+ digits
        raise BadFile(path, "damaged") from error
    if too_deep(data, depth):
        raise BadFile(path, "damaged")
    return data


def too_deep(data: Any, depth: int = MAX_DEPTH) -> bool:
    """True when `data` nests lists and objects more than `depth` levels (checked without recursion)."""
    if not isinstance(data, (list, dict)):
        return False
    stack: list[tuple[list[Any] | dict[str, Any], int]] = [(data, 0)]
    while stack:  # only lists and objects are stacked: a save's thousands of strings and numbers never are
        value, level = stack.pop()
        if level >= depth:
            return True
        below = level + 1
        for item in value.values() if isinstance(value, dict) else value:
            if isinstance(item, (list, dict)):
                stack.append((item, below))
    return False


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
