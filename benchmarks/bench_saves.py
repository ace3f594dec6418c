"""Autosave time per move, save size per game at its longest, and load time of the largest save.

Each game is played by bots through the real game screen (record speech backend, no audio), so every
autosave carries the spoken log and history exactly as in play. For each game the longest of several
seeded games at the most seats is kept. A last case fills the log and history to their limits, the
largest save the app can write.

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
from accessible_games.files import MAX_JSON_BYTES, atomic_write_json, flush_writes  # noqa: E402
from accessible_games.session import HISTORY_LIMIT, LOG_LIMIT, Session  # noqa: E402
from accessible_games.ui.testing import Harness  # noqa: E402


def play_timed(game: str, players: int, seed: int, home: Path, sync: str) -> tuple[Session, list[float], list[float]]:
    """Play one all-bot game on the game screen; return its session and the wall and CPU time of every autosave (s).

    sync: "app" saves as the app does (flushed to the disk by a background thread at most once a
    second); "every" flushes every autosave to the disk before its rename.
    """
    h = Harness(home, seed=seed)
    screen = h.start_game(game, ",".join(["bot"] * players), seed=seed)
    session = screen.session
    times: list[float] = []
    cpu: list[float] = []
    real_save = session.save

    def timed_save(path: Path | None = None) -> None:
        start, start_cpu = time.perf_counter(), time.process_time()
        if sync == "every":
            atomic_write_json(path or session.autosave_path(), session.to_json(), durable=True)
        else:
            real_save(path)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)

    session.save = timed_save  # type: ignore[method-assign]
    h.run_bots()
    assert session.finished, f"{game} seed {seed} did not finish"
    return session, times, cpu


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
    parser.add_argument("--sync", choices=("app", "every"), default="app",
                        help="app: as the app saves (background flush); every: flush each autosave before its rename")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="bench-saves-"))
    print(f"saves written under {root} (same file system as the temporary folder)")
    print(f"autosave flush: {args.sync}; load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print("game        seats  moves  autosaves  mean ms  median ms  p95 ms  max ms  CPU ms/save  size bytes  load ms")
    largest: tuple[int, Path, str] | None = None
    longest_sessions: dict[str, Session] = {}
    for name, game in games().items():
        players = game.max_players
        best: tuple[Session, list[float], list[float], Path] | None = None
        for seed in range(1, args.seeds + 1):
            session, times, cpu = play_timed(name, players, seed, root / f"{name}-{seed}", args.sync)
            if best is None or len(session.moves) > len(best[0].moves):
                best = (session, times, cpu, session.autosave_path())
        assert best is not None
        session, times, cpu, path = best
        longest_sessions[name] = session
        size = path.stat().st_size
        if largest is None or size > largest[0]:
            largest = (size, path, name)
        print(f"{name:<11} {players:>5}  {len(session.moves):>5}  {len(times):>9}  {ms(statistics.mean(times)):>7}"
              f"  {ms(statistics.median(times)):>9}  {ms(percentile(times, 0.95)):>6}  {ms(max(times)):>6}"
              f"  {ms(statistics.mean(cpu)):>11}  {size:>10}  {ms(load_time(path)):>7}")
    assert largest is not None
    print(f"largest save of a real game: {largest[2]}, {largest[0]} bytes, load {ms(load_time(largest[1]))} ms")
    worst_case(root, longest_sessions)
    flush_writes()
    return 0


def worst_case(root: Path, sessions: dict[str, Any]) -> None:
    """The longest game with its log and history filled to the limits: the biggest save the app writes."""
    name = max(sessions, key=lambda n: len(sessions[n].moves))
    session: Session = sessions[name]
    line = "Bot 3 writes 5 in Pumpkins, pumpkin 2, cell 2, plus 3 acorns. Leaf plus 3, total 21."
    per_move = LOG_LIMIT // len(session.log) + 1
    session.log = [[line] * per_move for _ in session.log]
    session.history = [line] * HISTORY_LIMIT
    path = root / "worst" / "autosave-worst.json"
    times = []
    for _ in range(30):
        start = time.perf_counter()
        session.save(path)
        times.append(time.perf_counter() - start)
    size = path.stat().st_size
    print(f"log and history at their limits ({name}, {LOG_LIMIT} log lines, {HISTORY_LIMIT} history lines): "
          f"{size} bytes ({size / MAX_JSON_BYTES:.0%} of the {MAX_JSON_BYTES} byte read limit), "
          f"save median {ms(statistics.median(times))} ms, load {ms(load_time(path, 10))} ms")


if __name__ == "__main__":
    raise SystemExit(main())
