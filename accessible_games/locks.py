"""One running copy owns a game: an OS file lock per game id, freed by the OS when the process ends.

The lock is `fcntl.flock` on Linux and macOS and `msvcrt.locking` on Windows, on a small file in
the saves folder's `locks` folder. A killed app leaves no stale lock: the OS drops it with the
process. The file is removed (while still locked) when the game closes or the app exits.
"""

from __future__ import annotations

import atexit
import os
import sys
import time
from pathlib import Path

from .files import TEMPORARY_AGE, UnsafePath, inside

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
    """Another running copy of the app has this game open."""


def locks_dir(saves: Path) -> Path:
    """The folder of game locks, inside the saves folder."""
    return saves / "locks"


class GameLock:
    """This copy's ownership of one game id; `release` (or the end of the process) frees it."""

    def __init__(self, path: Path | None, fd: int | None) -> None:
        self.path = path
        self._fd = fd

    @property
    def held(self) -> bool:
        """True while this copy holds an OS lock (False when the folder could not hold a lock file)."""
        return self._fd is not None

    @staticmethod
    def take(saves: Path, game_id: str) -> "GameLock":
        """Lock the game `game_id`; GameBusy when another copy holds it.

        When the lock file cannot be created at all (a read-only or full data folder) the game is
        played unlocked: nothing can be saved there either, so no other copy's save is at risk.
        """
        try:
            folder = locks_dir(saves)
            folder.mkdir(parents=True, exist_ok=True)
            path = inside(folder, f"{game_id}.lock")
        except (OSError, UnsafePath):
            return GameLock(None, None)
        for _attempt in range(5):
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
            except OSError:
                return GameLock(None, None)
            if not _try_lock(fd):
                os.close(fd)
                raise GameBusy(game_id)
            if _same_file(fd, path):  # not a file a closing copy removed meanwhile
                lock = GameLock(path, fd)
                _HELD.add(lock)
                return lock
            _unlock(fd)
            os.close(fd)
        return GameLock(None, None)

    def release(self) -> None:
        """Remove the lock file and free the lock (closing the game)."""
        if self._fd is None:
            return
        if self.path is not None:
            try:
                self.path.unlink()
            except OSError:
                pass
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = None
        _HELD.discard(self)


_HELD: set[GameLock] = set()  # locks this process holds: their files are removed when it exits normally


@atexit.register
def _release_all() -> None:
    for lock in list(_HELD):
        lock.release()


def _same_file(fd: int, path: Path) -> bool:
    """True when the open file `fd` is still the one at `path`."""
    try:
        opened = os.fstat(fd)
        named = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return (opened.st_dev, opened.st_ino) == (named.st_dev, named.st_ino)


def is_busy(saves: Path, game_id: str) -> bool:
    """True when another running copy holds the game `game_id`."""
    try:
        lock = GameLock.take(saves, game_id)
    except GameBusy:
        return True
    lock.release()
    return False


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
        game_id = name[len(prefix) + 1:].partition(".json.")[0]
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
