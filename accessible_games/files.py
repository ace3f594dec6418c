"""Where settings and saves live, and safe reading and writing of small JSON files."""

from __future__ import annotations

import atexit
import errno
import json
import os
import stat
import tempfile
import threading
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


def atomic_write_text(path: Path, text: str, durable: bool = True) -> None:
    """Write `text` to `path` through a temporary file in the same folder, then rename over it.

    durable=True flushes the data to the disk before the rename. durable=False (autosaves, written
    after every move) renames at once and has a background thread flush the file and its folder a
    moment later: a killed process loses nothing, and the move does not wait for the disk.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
        if not durable:
            _SYNCER.sync_later(path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_json(path: Path, data: Any, durable: bool = True) -> None:
    """Write `data` as compact UTF-8 JSON, atomically (see atomic_write_text for `durable`)."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")), durable)


SYNC_INTERVAL = 1.0  # seconds between background flushes of autosaves


class _Syncer:
    """One background thread that flushes recently renamed files and their folders to the disk."""

    def __init__(self) -> None:
        self._pending: dict[Path, None] = {}
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._busy = False
        self._flushing = 0  # callers waiting in flush(): sync at once

    def sync_later(self, path: Path) -> None:
        """Queue `path` (a later request for the same file replaces the earlier one)."""
        with self._wake:
            self._pending[path] = None
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-sync", daemon=True)
                self._thread.start()
            self._wake.notify()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued file is on the disk (at exit, in tests and benchmarks)."""
        deadline = time.monotonic() + timeout
        with self._wake:
            self._flushing += 1
            self._wake.notify_all()
            try:
                while self._pending or self._busy:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return False
                    self._wake.wait(left)
            finally:
                self._flushing -= 1
        return True

    def _run(self) -> None:
        last = 0.0
        while True:
            with self._wake:
                while not self._pending:
                    self._busy = False
                    self._wake.notify_all()
                    self._wake.wait()
                self._busy = True
                # an fsync stalls renames on the same disk: flush at most once a second, the newest files
                while not self._flushing and time.monotonic() - last < SYNC_INTERVAL:
                    self._wake.wait(SYNC_INTERVAL - (time.monotonic() - last))
                paths = list(self._pending)
                self._pending.clear()
            for path in paths:
                _fsync_path(path)
            for folder in dict.fromkeys(path.parent for path in paths):
                _fsync_path(folder, directory=True)
            last = time.monotonic()


def _fsync_path(path: Path, directory: bool = False) -> None:
    """fsync a file or folder by name; a file already replaced or removed is simply skipped."""
    try:
        fd = os.open(path, os.O_RDONLY | (getattr(os, "O_DIRECTORY", 0) if directory else 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


_SYNCER = _Syncer()
atexit.register(_SYNCER.flush)


def flush_writes(timeout: float = 5.0) -> bool:
    """Wait until every autosave written so far is flushed to the disk; False on timeout."""
    return _SYNCER.flush(timeout)


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


def read_json(path: Path, limit: int = MAX_JSON_BYTES) -> Any:
    """Read a JSON file; raise BadFile("unreadable", "oversized" or "damaged") instead of a traceback.

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
        return json.loads(raw.decode("utf-8"))
    except OSError as error:
        raise BadFile(path, "unreadable") from error
    except (ValueError, RecursionError, MemoryError) as error:  # bad UTF-8 or JSON, an integer of 4,300+ digits
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
