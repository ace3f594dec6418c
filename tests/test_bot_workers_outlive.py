"""A `serve` process killed outright (SIGKILL, a crash) leaves none of its bot worker processes behind."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest

from net_processes import ServeProcess

from accessible_games.client.client import TableClient

pytestmark = pytest.mark.linux_only  # finds the workers through /proc


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
        await listener.wait_for(lambda c: c.seq >= 2, 60)  # a hard bot has moved: it thought in a worker
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


HOLDER = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
from accessible_games.ui.bot_worker import WorkerProcess

worker = WorkerProcess()
assert worker.submit(os.getpid).result(60) == worker.pid  # the worker answers: it is serving
if os.fork() == 0:  # a child that keeps the worker's input open, as a child on Windows inherits the pipe
    time.sleep(120)
    os._exit(0)
print(worker.pid, flush=True)
time.sleep(120)
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="keeps the worker's input open through a forked child")
def test_a_worker_whose_app_died_exits_though_its_input_stays_open(tmp_path: Path) -> None:
    """The app is killed while another process still holds the worker's input open, so the end of the input
    never comes: the worker sees its parent gone and exits by itself (on Windows, workers outlived a killed
    server this way)."""
    import signal
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parents[1])
    app = subprocess.Popen([sys.executable, "-c", HOLDER, root], stdout=subprocess.PIPE, text=True)
    assert app.stdout is not None
    worker = int(app.stdout.readline())
    holders = children(app.pid)
    try:
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        deadline = time.time() + 30
        while alive(worker) and time.time() < deadline:
            time.sleep(0.1)
        assert not alive(worker), "the worker outlived its app"
    finally:
        for pid in [worker, *holders]:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
