"""A server that stops while its database's checkpoint runs on a worker thread: the database closes after the
checkpoint ends, never under it (closing it under a running checkpoint crashed the whole process)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

RACE = """
import sys, threading
from pathlib import Path
from accessible_games.server.store import Store

folder = Path(sys.argv[1])
for round in range(100):
    store = Store(folder / f"tables{round}.sqlite")
    store.db.execute("CREATE TABLE filler (n INTEGER)")  # something in the write-ahead log to checkpoint
    for value in range(20):
        store.db.execute("INSERT INTO filler (n) VALUES (?)", (value,))
    started = threading.Event()

    def checkpoints() -> None:
        started.set()
        for _ in range(500):  # as the server's upkeep does every few seconds, here back to back
            store.checkpoint()

    worker = threading.Thread(target=checkpoints)
    worker.start()
    started.wait()
    store.close()  # what the server's stop does, the checkpoint's thread still running
    worker.join()
    assert store.closed
print("closed cleanly")
"""


def test_a_store_closed_while_a_checkpoint_runs_closes_cleanly(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", RACE, str(tmp_path)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0 and "closed cleanly" in done.stdout, (done.returncode, done.stderr[-2000:])
