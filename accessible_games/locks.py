"""One running copy owns a game: an OS file lock per game id, freed by the OS when the process ends.

The lock is `fcntl.flock` on Linux and macOS and `msvcrt.locking` on Windows, on a small file in
the saves folder's `locks` folder. A killed app leaves no stale lock: the OS drops it with the
process, and the next start removes its file. The file is removed (while still locked) when the
game closes, when nothing holds its GameLock any more, or when the app exits: a process never keeps
open the lock files of games it has left (macOS allows a process 256 open files). The lock fails
closed: a lock that cannot be taken makes the game busy.
"""

from __future__ import annotations

import os
import re
import stat
import sys
import time
import weakref
from pathlib import Path

from .files import TEMPORARY_AGE, UnsafePath, inside

GAME_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")  # the game ids a lock file may be named after (as in saves)

if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def _unlock(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


class GameBusy(Exception):
    """Another running copy of the app has this game open (or, for LockFailed, may have: the lock could not be taken)."""


class LockFailed(GameBusy):
    """The game's lock could not be taken although the saves folder can be written: treated as busy,
    so no copy ever plays a game another may be writing. `reason` says why (for the message)."""

    def __init__(self, game_id: str, reason: str) -> None:
        super().__init__(game_id)
        self.reason = reason


def locks_dir(saves: Path) -> Path:
    """The folder of game locks, inside the saves folder."""
    return saves / "locks"


def saves_writable(saves: Path) -> bool:
    """True unless the saves folder itself cannot be written (cannot be made, read-only, no permission):
    the one case a game is played without a lock, as nothing can be overwritten there either."""
    try:
        saves.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    if not os.path.isdir(saves) or not os.access(saves, os.W_OK | os.X_OK):
        return False
    try:
        return not os.statvfs(saves).f_flag & getattr(os, "ST_RDONLY", 0)
    except (OSError, AttributeError):  # no statvfs (Windows): the access check stands
        return True


def checked_locks_dir(saves: Path, game_id: str) -> Path:
    """The locks folder, made if needed and checked like every path: a real folder directly inside the
    saves folder, not a symlink (LockFailed otherwise)."""
    folder = locks_dir(saves)
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
    except FileExistsError:
        pass  # a file or a symlink there: refused just below
    except OSError as error:
        raise LockFailed(game_id, "locks-folder") from error
    try:
        info = os.stat(folder, follow_symlinks=False)
    except OSError as error:
        raise LockFailed(game_id, "locks-folder") from error
    if not stat.S_ISDIR(info.st_mode):  # a symlink (to anywhere) or a file
        raise LockFailed(game_id, "locks-folder")
    return folder


OPEN_FLAGS = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_NONBLOCK", 0)


def _open_lock_file(path: Path, game_id: str) -> int:
    """Open (creating if needed) the lock file: a regular file, never through a symlink (LockFailed otherwise)."""
    try:
        fd = os.open(path, OPEN_FLAGS | os.O_CREAT, 0o600)
    except OSError as error:
        raise LockFailed(game_id, "lock-file") from error
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        regular = False
    if not regular:
        os.close(fd)
        raise LockFailed(game_id, "lock-file")
    return fd


class GameLock:
    """This copy's ownership of one game id; `release` (or the end of the process) frees it."""

    def __init__(self, path: Path | None, fd: int | None) -> None:
        self.path = path
        self._fd = fd
        # Freed by `release`, else once nothing refers to the lock any more, else when the process exits:
        self._free = weakref.finalize(self, _free, fd, path) if fd is not None else None

    @property
    def held(self) -> bool:
        """True while this copy holds an OS lock (False only when the saves folder cannot be written)."""
        return self._fd is not None

    @staticmethod
    def take(saves: Path, game_id: str) -> "GameLock":
        """Lock the game `game_id`: GameBusy when another copy holds it, LockFailed when it cannot be locked.

        The lock fails closed: only when the saves folder itself cannot be written is the game played
        unlocked (nothing can be saved there, so no other copy's save is at risk).
        """
        if not saves_writable(saves):
            return GameLock(None, None)
        folder = checked_locks_dir(saves, game_id)
        try:
            path = inside(folder, f"{game_id}.lock")
        except UnsafePath as error:
            raise LockFailed(game_id, "lock-file") from error
        for _attempt in range(5):
            fd = _open_lock_file(path, game_id)
            if not _try_lock(fd):
                os.close(fd)
                raise GameBusy(game_id)
            if _same_file(fd, path):  # not a file a closing copy removed meanwhile
                return GameLock(path, fd)
            _unlock(fd)
            os.close(fd)
        raise LockFailed(game_id, "lock-file")

    def release(self) -> None:
        """Remove the lock file (only if it is still the file this copy locked) and free the lock."""
        if self._free is not None:
            self._free()  # once: a second call does nothing
        self._fd = None


def _free(fd: int, path: Path | None) -> None:
    """Remove the lock file `fd` locked (only if it is still the file at `path`), unlock it and close it."""
    if path is not None and _same_file(fd, path):
        try:
            path.unlink()
        except OSError:
            pass
    _unlock(fd)
    os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    """True when the open file `fd` is still the one at `path`."""
    try:
        opened = os.fstat(fd)
        named = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return (opened.st_dev, opened.st_ino) == (named.st_dev, named.st_ino)


def is_busy(saves: Path, game_id: str) -> bool:
    """True when another running copy holds the game `game_id` (or its lock cannot be taken)."""
    try:
        lock = GameLock.take(saves, game_id)
    except GameBusy:
        return True
    lock.release()
    return False


def sweep_stale_locks(saves: Path) -> int:
    """Remove the lock files no running copy holds (left by a copy killed before it could remove its own).

    Each is locked before it is removed, so a file another copy holds stays; symlinks and anything
    that is not a regular file are left alone. Returns how many went.
    """
    folder = locks_dir(saves)
    try:
        if not stat.S_ISDIR(os.stat(folder, follow_symlinks=False).st_mode):
            return 0
        names = os.listdir(folder)
    except OSError:
        return 0
    removed = 0
    for name in names:
        game_id = name.removesuffix(".lock")
        if not name.endswith(".lock") or not GAME_ID.fullmatch(game_id):
            continue
        try:
            fd = os.open(folder / name, OPEN_FLAGS)
        except OSError:
            continue
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode) or not _try_lock(fd):
                continue
            if _same_file(fd, folder / name):
                os.unlink(folder / name)
                removed += 1
            _unlock(fd)
        except OSError:
            continue
        finally:
            os.close(fd)
    return removed


def sweep_autosave_temporaries(saves: Path, prefix: str) -> int:
    """Remove the temporary files of autosaves no running copy is writing (left by a killed app).

    A temporary autosave is `.<prefix><game id>.json.<random>.tmp`; when no copy holds that game's
    lock, no one can be writing it, so it goes at once rather than after TEMPORARY_AGE.
    """
    removed = 0
    try:
        names = os.listdir(saves)
    except OSError:
        return 0
    now = time.time()
    for name in names:
        if not (name.startswith(f".{prefix}") and name.endswith(".tmp")):
            continue
        game_id = name[len(prefix) + 1 :].partition(".json.")[0]
        path = saves / name
        try:
            young = now - os.stat(path, follow_symlinks=False).st_mtime <= TEMPORARY_AGE
            if young and is_busy(saves, game_id):
                continue
            path.unlink()
            removed += 1
        except OSError:
            continue
    return removed
