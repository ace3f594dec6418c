"""Start-up: time and CPU from launching the app to its first menu message spoken, and peak memory.

Runs `python -m accessible_games` in a pseudo-terminal (as a player would), with a transcript,
and watches for the first spoken line. The tts route is used with SDL's dummy audio driver here
(this machine has no sound card), so synthesis and mixing really run. The CPU is the process's own
(user + system, every thread) when that line is spoken, read from /proc.
`--serve` times `accessible-games serve` instead: from launching it to its "Serving on" line.
Usage: python benchmarks/bench_startup.py [runs] [route] [--no-sound] [--serve]
"""

from __future__ import annotations

import os
import pty
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds process `pid` has used so far (all its threads)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def peak_kib(pid: int) -> int:
    """The peak resident memory of process `pid` (VmHWM), in KiB."""
    with open(f"/proc/{pid}/status", encoding="utf-8") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def one_run(route: str, no_sound: bool) -> tuple[float, float, int]:
    """Seconds to the first spoken line, the CPU seconds used by then, and the peak resident memory in KiB."""
    home = tempfile.mkdtemp()
    transcript = Path(home) / "transcript.txt"
    env = dict(
        os.environ, ACCESSIBLE_GAMES_HOME=home, SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"), TERM="xterm"
    )
    command = [sys.executable, "-m", "accessible_games", "--lang", "en", "--speech", route]
    command += ["--transcript", str(transcript), *(["--no-sound"] if no_sound else [])]
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(sys.executable, command, env)
    first = None
    cpu = float("nan")
    peak = 0
    deadline = start + 20
    while time.perf_counter() < deadline:
        try:
            os.read(fd, 65536)
        except OSError:
            pass
        if first is None and transcript.exists() and transcript.stat().st_size > 0:
            first = time.perf_counter() - start
            cpu = cpu_seconds(pid)
            time.sleep(1.0)  # let the menu settle, then read the peak memory
            peak = peak_kib(pid)
            break
        time.sleep(0.002)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return (first if first is not None else float("nan")), cpu, peak


def one_serve() -> tuple[float, float, int]:
    """Seconds from launching `serve` to its "Serving on" line, the CPU seconds used by then, and its peak memory."""
    home = tempfile.mkdtemp()
    env = dict(os.environ, ACCESSIBLE_GAMES_HOME=home)
    command = [sys.executable, "-m", "accessible_games", "serve", "--host", "127.0.0.1", "--port", "0"]
    command += ["--data", str(Path(home) / "data"), "--lang", "en"]
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    seconds = time.perf_counter() - start
    cpu = cpu_seconds(process.pid)
    peak = peak_kib(process.pid)
    process.kill()
    process.wait()
    return (seconds if line.startswith("Serving on") else float("nan")), cpu, peak


def main() -> None:
    """Print the start-up figures."""
    import argparse

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=10, help="how many starts to time (default 10)")
    parser.add_argument("route", nargs="?", default="tts", help="the speech route (default tts)")
    parser.add_argument("--no-sound", action="store_true", help="start the app with --no-sound")
    parser.add_argument("--serve", action="store_true", help="time `serve` to its listening line instead")
    args = parser.parse_args()
    runs, route = args.runs, args.route
    start = one_serve if args.serve else lambda: one_run(route, args.no_sound)
    times, cpus, peaks = [], [], []
    start()  # warm the file cache once
    for _ in range(runs):
        seconds, cpu, peak = start()
        times.append(seconds)
        cpus.append(cpu)
        peaks.append(peak)
    times.sort()
    cpus.sort()
    if args.serve:
        print(f"start of serve to its listening line, {runs} runs:")
        target = ""
    else:
        sound = ", --no-sound" if args.no_sound else ""
        print(f"start to first menu message spoken, route {route}{sound}, {runs} runs:")
        target = " (target <= 500 ms)"
    print(
        f"  median {statistics.median(times) * 1000:.0f} ms, best {times[0] * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms{target}"
    )
    print(
        f"  CPU (user + system) median {statistics.median(cpus) * 1000:.0f} ms, best {cpus[0] * 1000:.0f} ms, worst {cpus[-1] * 1000:.0f} ms"
    )
    print(
        f"  peak memory (VmHWM) median {statistics.median(peaks) / 1024:.1f} MB, worst {max(peaks) / 1024:.1f} MB (target <= 120 MB)"
    )


if __name__ == "__main__":
    main()
