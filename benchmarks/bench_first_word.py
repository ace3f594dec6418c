"""How long the first word waits when the speech back end does not answer.

A speech-dispatcher socket that accepts the connection and never answers (it sends a byte now and then, never
a whole reply, as a server whose audio output hangs may), and a stand-in PRISM whose `create_best` never
returns (PRISM's speech-dispatcher backend waiting in spd_open2): the time from asking for the speech route
to the first message being printed. Bounded: a few rounds, each a second or so.

    .venv/bin/python benchmarks/bench_first_word.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import sys
import tempfile
import threading
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.speech.base import Voice  # noqa: E402
from accessible_games.speech.factory import make_speaker  # noqa: E402


def stuck_speechd(folder: Path) -> tuple[socket.socket, threading.Event]:
    """A speech-dispatcher socket that accepts and never completes a reply, until the event is set."""
    path = folder / "speechd.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(path))
    listener.listen(8)
    release = threading.Event()

    def serve() -> None:
        while not release.is_set():
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            connection.settimeout(0.2)
            while not release.is_set():
                try:
                    if not connection.recv(4096):
                        break
                except socket.timeout:
                    connection.sendall(b"2")
                except OSError:
                    break
            connection.close()

    threading.Thread(target=serve, daemon=True).start()
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{path}"
    return listener, release


def first_word_s(route: str) -> float:
    """Seconds from asking for `route` to its first message printed."""
    printed = threading.Event()
    started = time.perf_counter()
    speaker, _problems = make_speaker(route, Voice(), write_line=lambda _text: printed.set(), detect=lambda: None)
    speaker.speak("Main menu", interrupt=True)
    printed.wait(30)
    seconds = time.perf_counter() - started
    threading.Thread(target=speaker.close, daemon=True).start()
    return seconds


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds per back end (default 5)")
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory() as folder:
        listener, release = stuck_speechd(Path(folder))
        try:
            times = sorted(first_word_s("speechd") for _ in range(rounds))
        finally:
            release.set()
            listener.close()
    print(f"speech-dispatcher that never answers, route speechd, {rounds} rounds: first word printed after")
    print(f"  median {statistics.median(times) * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms (target <= 1000 ms)")
    hung = threading.Event()

    class Context:
        def create_best(self) -> None:
            hung.wait()  # never returns while measured

    sys.modules["prism"] = types.SimpleNamespace(Context=Context)  # type: ignore[assignment]
    try:
        times = sorted(first_word_s("screenreader") for _ in range(rounds))
    finally:
        hung.set()
    print(f"screen reader channel whose create_best never returns, {rounds} rounds: first word printed after")
    print(f"  median {statistics.median(times) * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms (target <= 1000 ms)")


if __name__ == "__main__":
    main()
