"""Start-up: time from launching the app to its first menu message spoken, and peak memory.

Runs `python -m accessible_games` in a pseudo-terminal (as a player would), with a transcript,
and watches for the first spoken line. The tts route is used with SDL's dummy audio driver here
(this machine has no sound card), so synthesis and mixing really run.
Usage: python benchmarks/bench_startup.py [runs] [route]
"""

from __future__ import annotations

import os
import pty
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path


def one_run(route: str) -> tuple[float, int]:
    """Seconds to the first spoken line, and the peak resident memory in KiB."""
    home = tempfile.mkdtemp()
    transcript = Path(home) / "transcript.txt"
    env = dict(
        os.environ, ACCESSIBLE_GAMES_HOME=home, SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"), TERM="xterm"
    )
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(
            sys.executable,
            [
                sys.executable,
                "-m",
                "accessible_games",
                "--lang",
                "en",
                "--speech",
                route,
                "--transcript",
                str(transcript),
            ],
            env,
        )
    first = None
    peak = 0
    deadline = start + 20
    while time.perf_counter() < deadline:
        try:
            os.read(fd, 65536)
        except OSError:
            pass
        if first is None and transcript.exists() and transcript.stat().st_size > 0:
            first = time.perf_counter() - start
            time.sleep(1.0)  # let the menu settle, then read the peak memory
            with open(f"/proc/{pid}/status", encoding="utf-8") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak = int(line.split()[1])
            break
        time.sleep(0.002)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return (first if first is not None else float("nan")), peak


def main() -> None:
    """Print the start-up figures."""
    import argparse

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=10, help="how many starts to time (default 10)")
    parser.add_argument("route", nargs="?", default="tts", help="the speech route (default tts)")
    args = parser.parse_args()
    runs, route = args.runs, args.route
    times, peaks = [], []
    one_run(route)  # warm the file cache once
    for _ in range(runs):
        seconds, peak = one_run(route)
        times.append(seconds)
        peaks.append(peak)
    times.sort()
    print(f"start to first menu message spoken, route {route}, {runs} runs:")
    print(
        f"  median {statistics.median(times) * 1000:.0f} ms, best {times[0] * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms (target <= 500 ms)"
    )
    print(
        f"  peak memory (VmHWM) median {statistics.median(peaks) / 1024:.1f} MB, worst {max(peaks) / 1024:.1f} MB (target <= 120 MB)"
    )


if __name__ == "__main__":
    main()
