"""The save writer: autosaves written durably off the interface thread, in order, newest state only."""

from __future__ import annotations

import threading
from pathlib import Path

from accessible_games.save_writer import SaveWriter


class SlowDisk:
    """A write that waits until let go, recording what reached the disk."""

    def __init__(self, fail: set[bytes] | None = None) -> None:
        self.written: list[tuple[str, bytes]] = []
        self.go = threading.Event()
        self.started = threading.Event()
        self.fail = fail or set()

    def write(self, path: Path, data: bytes) -> None:
        """Wait for `go`, then write (or fail, for the data in `fail`)."""
        self.started.set()
        assert self.go.wait(10)
        if data in self.fail:
            raise PermissionError("read-only")
        self.written.append((path.name, data))


def test_saves_land_in_order_and_a_waiting_save_is_replaced_by_a_newer_one(tmp_path: Path) -> None:
    """While the disk is slow, three more moves of one game leave only the newest to write; another
    game's save is not lost; every outcome told is the one of a save written."""
    disk = SlowDisk()
    writer = SaveWriter(disk.write)
    told: list[tuple[bytes, BaseException | None]] = []
    game, other = tmp_path / "autosave-a.json", tmp_path / "autosave-b.json"
    writer.put(game, b"move 1", lambda error: told.append((b"move 1", error)))
    assert disk.started.wait(10)  # move 1 is being written: the disk holds the writer
    writer.put(other, b"other 1", lambda error: told.append((b"other 1", error)))
    writer.put(game, b"move 2", lambda error: told.append((b"move 2", error)))
    writer.put(game, b"move 3", lambda error: told.append((b"move 3", error)))
    assert not writer.wait_idle(0.05)
    disk.go.set()
    assert writer.wait_idle(10)
    assert disk.written == [
        ("autosave-a.json", b"move 1"),
        ("autosave-b.json", b"other 1"),
        ("autosave-a.json", b"move 3"),
    ]
    assert told == [(b"move 1", None), (b"other 1", None), (b"move 3", None)]
    writer.close()


def test_a_failed_write_is_told_and_the_next_save_is_still_written(tmp_path: Path) -> None:
    """A refused write reaches its listener as the error; the writer goes on with the next save."""
    disk = SlowDisk(fail={b"refused"})
    disk.go.set()
    writer = SaveWriter(disk.write)
    told: list[BaseException | None] = []
    writer.put(tmp_path / "autosave.json", b"refused", told.append)
    assert writer.wait_idle(10)
    writer.put(tmp_path / "autosave.json", b"written", told.append)
    assert writer.wait_idle(10)
    assert isinstance(told[0], PermissionError) and told[1] is None
    assert disk.written == [("autosave.json", b"written")]
    writer.close()


def test_a_listener_that_fails_does_not_stop_the_writer(tmp_path: Path) -> None:
    """A mistake in whoever listens to one save does not cost the saves after it."""
    disk = SlowDisk()
    disk.go.set()
    writer = SaveWriter(disk.write)

    def broken(_error: BaseException | None) -> None:
        raise RuntimeError("the loop is closed")

    writer.put(tmp_path / "one.json", b"1", broken)
    writer.put(tmp_path / "two.json", b"2", lambda _error: None)
    assert writer.wait_idle(10)
    assert disk.written == [("one.json", b"1"), ("two.json", b"2")]
    writer.close()


def test_closing_writes_what_still_waits(tmp_path: Path) -> None:
    """At exit the saves handed over are written before the writer ends."""
    disk = SlowDisk()
    writer = SaveWriter(disk.write)
    writer.put(tmp_path / "autosave.json", b"last move", lambda _error: None)
    threading.Timer(0.05, disk.go.set).start()
    writer.close()
    assert disk.written == [("autosave.json", b"last move")]
