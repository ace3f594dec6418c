"""What the random-key tests cost: each run's CPU seconds, their sum (the time they took one after
another in one process) and the wall time of running them all at once, one worker process per
processor, as tests/test_fuzz.py does.

Run: .venv/bin/python benchmarks/bench_fuzz.py [--workers N]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from test_fuzz import LANGUAGES, RUNS, processors, run_from_the_main_menu, run_in_a_game  # noqa: E402


def main() -> None:
    """Run every random-key run of the tests in a pool of worker processes and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--workers", type=int, default=processors(), help="worker processes (default: one per processor)"
    )
    workers = parser.parse_args().workers
    folder = Path(tempfile.mkdtemp(prefix="ag-bench-fuzz-"))
    jobs: list[tuple[str, Callable[..., dict[str, Any]], tuple[Any, ...]]] = [
        (f"main menu, {lang}", run_from_the_main_menu, (lang, folder / f"menu-{lang}")) for lang in LANGUAGES
    ]
    jobs += [
        (f"{game}, {humans} human(s)", run_in_a_game, (game, humans, folder / f"{game}-{humans}"))
        for game, humans in RUNS
    ]
    for _name, _job, args in jobs:
        args[-1].mkdir()
    load = os.getloadavg()[0]
    started = time.monotonic()
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [(name, pool.submit(job, *args)) for name, job, args in jobs]
        results = [(name, future.result()) for name, future in futures]
    wall = time.monotonic() - started
    for name, seen in results:
        print(f"{name:24} {seen['cpu_s']:6.1f} s CPU")
    total = sum(seen["cpu_s"] for _name, seen in results)
    longest = max(seen["cpu_s"] for _name, seen in results)
    print(f"sum of the runs' CPU (one after another): {total:.1f} s; longest run {longest:.1f} s")
    print(
        f"all at once on {workers} worker(s) of {processors()} processor(s): {wall:.1f} s wall "
        f"(load average before: {load:.1f})"
    )


if __name__ == "__main__":
    main()
