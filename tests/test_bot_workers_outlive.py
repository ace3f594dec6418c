"""A `serve` process killed outright (SIGKILL, a crash) leaves none of its bot worker processes behind."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

from net_processes import ServeProcess

from accessible_games.net.client import TableClient


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == str(pid):
            found.append(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    """True while the process exists (and is not a zombie)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_killed_server_leaves_no_bot_worker(tmp_path: Path) -> None:
    server = ServeProcess(tmp_path / "server", 0, "--min-bot-delay", "0")

    async def hard_bots() -> None:
        listener = TableClient(server.url, reconnect=False)
        await listener.connect()
        await listener.create("sixtyone", [{"kind": "bot", "level": "hard"}] * 2, bot_delay=0)
        await listener.wait_for(lambda c: c.seq >= 12, 60)  # hard bots are slow: they think in a worker
        await listener.close()

    try:
        asyncio.run(hard_bots())
        workers = children(server.process.pid)
        assert workers, "the hard bots thought in no worker process"
    finally:
        server.kill()
    deadline = time.time() + 20
    while any(alive(pid) for pid in workers) and time.time() < deadline:
        time.sleep(0.1)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:
        os.kill(pid, 9)
    assert not left, "bot workers outlived their server"
