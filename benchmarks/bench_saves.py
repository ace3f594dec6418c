"""Autosave time per move, save size per game at its longest, and load time of the largest save.

Each game is played by bots through the real game screen (record speech backend, no audio), so every
autosave carries the history heard exactly as in play. Every autosave is durable, as the app writes
it: the temporary file flushed to the disk, renamed over the save, then the folder flushed; the
interface thread only makes the bytes, the save writer writes them on its own thread. For each
game the longest of several seeded games at the most seats is kept. A last case fills the history to
its limits, the largest save the app writes.

    SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 .venv/bin/python benchmarks/bench_saves.py
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accessible_games.games import games  # noqa: E402
from accessible_games.files import MAX_JSON_BYTES  # noqa: E402
from accessible_games.session import HISTORY_CHARS, HISTORY_LIMIT, Session  # noqa: E402
from accessible_games import session as session_module  # noqa: E402
from accessible_games.ui.testing import Harness  # noqa: E402


def play_timed(game: str, players: int, seed: int, home: Path) -> tuple[Session, list[float], list[float], list[float]]:
    """Play one all-bot game on the game screen; return its session and, for every autosave, the wall
    and CPU time the interface thread spends making its bytes and the wall time of the durable write
    that the save writer does on its own thread (s)."""
    h = Harness(home, seed=seed)
    screen = h.start_game(game, ",".join(["bot"] * players), seed=seed)
    session = screen.session
    made: list[float] = []
    cpu: list[float] = []
    written: list[float] = []
    real_encoded, real_write = session.encoded, session_module.atomic_write_bytes

    def timed_encoded(target: Path) -> bytes:
        start, start_cpu = time.perf_counter(), time.process_time()
        data = real_encoded(target)
        made.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        return data

    def timed_write(path: Path, data: bytes) -> None:
        start = time.perf_counter()
        real_write(path, data)
        written.append(time.perf_counter() - start)

    session.encoded = timed_encoded  # type: ignore[method-assign]
    session_module.atomic_write_bytes = timed_write  # type: ignore[assignment]
    try:
        h.run_bots()
    finally:
        session_module.atomic_write_bytes = real_write  # type: ignore[assignment]
    assert session.finished, f"{game} seed {seed} did not finish"
    return session, made, cpu, written


def load_time(path: Path, repeat: int = 20) -> float:
    """Median time of Session.load (read, parse, check by replaying every move), seconds."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        Session.load(path)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of the values fall."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ms(seconds: float) -> str:
    """Seconds as milliseconds with two decimals."""
    return f"{seconds * 1000:.2f}"


def main() -> int:
    """Run every game, print one table row each, then the largest-save case."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8, help="games tried per game, the longest is kept")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-saves-"))
    print(f"saves written under {root} (same file system as the temporary folder)")
    print(
        f"durable autosaves (fsync file, rename, fsync folder); load average before: {os.getloadavg()[0]:.2f}"
        f" on {os.cpu_count()} cores"
    )
    print("interface thread: making the bytes (what a key waits for); writer: the durable write on its own thread")
    print(
        "game        seats  moves  autosaves  interface mean ms  p95 ms  max ms  CPU ms/save"
        "  writer mean ms  median ms  p95 ms  max ms  size bytes  load ms"
    )
    largest: tuple[int, Path, str] | None = None
    longest_sessions: dict[str, Session] = {}
    for name, game in games().items():
        players = game.max_players
        best: tuple[Session, list[float], list[float], list[float], Path] | None = None
        for seed in range(1, args.seeds + 1):
            session, made, cpu, written = play_timed(name, players, seed, root / f"{name}-{seed}")
            if best is None or len(session.moves) > len(best[0].moves):
                best = (session, made, cpu, written, session.autosave_path())
        assert best is not None
        session, made, cpu, written, path = best
        longest_sessions[name] = session
        size = path.stat().st_size
        if largest is None or size > largest[0]:
            largest = (size, path, name)
        print(
            f"{name:<11} {players:>5}  {len(session.moves):>5}  {len(made):>9}  {ms(statistics.mean(made)):>17}"
            f"  {ms(percentile(made, 0.95)):>6}  {ms(max(made)):>6}  {ms(statistics.mean(cpu)):>11}"
            f"  {ms(statistics.mean(written)):>14}  {ms(statistics.median(written)):>9}"
            f"  {ms(percentile(written, 0.95)):>6}  {ms(max(written)):>6}  {size:>10}  {ms(load_time(path)):>7}"
        )
    assert largest is not None
    print(f"largest save of a real game: {largest[2]}, {largest[0]} bytes, load {ms(load_time(largest[1]))} ms")
    worst_case(root, longest_sessions)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


def worst_case(root: Path, sessions: dict[str, Any]) -> None:
    """The longest game with its history filled to the limits: the biggest save the app writes."""
    name = max(sessions, key=lambda n: len(sessions[n].moves))
    session: Session = sessions[name]
    line = "Bot 3 writes 5 in Pumpkins, pumpkin 2, cell 2, plus 3 acorns. Leaf plus 3, total 21."
    session.history = [line] * HISTORY_LIMIT
    path = root / "worst" / "autosave-worst.json"
    times = []
    for _ in range(30):
        start = time.perf_counter()
        session.save(path)
        times.append(time.perf_counter() - start)
    size = path.stat().st_size
    print(
        f"history at its limits ({name}, {HISTORY_LIMIT} lines, {HISTORY_CHARS} characters): "
        f"{size} bytes ({size / MAX_JSON_BYTES:.0%} of the {MAX_JSON_BYTES} byte read limit), "
        f"save median {ms(statistics.median(times))} ms, load {ms(load_time(path, 10))} ms"
    )


if __name__ == "__main__":
    raise SystemExit(main())
