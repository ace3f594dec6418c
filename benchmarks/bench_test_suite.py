"""The test suite's CPU where it is spent: each test's, every process it starts included, and how busy the machine was.

Runs the suite as `make test` does (pytest-xdist, `--dist loadgroup`, temporary files in memory) with this file
as a pytest plugin: each worker moves into a control group of its own (cgroup v2, or v1's cpuacct), so a test's
CPU, its worker's group's usage over the test, counts the browsers, database servers and apps it starts, also
those nobody waits for (which `time` and `getrusage` miss). Prints
the wall time, the CPU of the tests, the CPU the whole machine spent meanwhile (/proc/stat) and its idle share,
when each worker's last test ended (the run's tail on fewer workers), then the test files and the tests that took
the most CPU. Needs a cgroup file system it may write (root); without one, it counts only the processes the
workers waited for, and says so.

    .venv/bin/python benchmarks/bench_test_suite.py [--workers N] [--top 20] [-- pytest arguments]

Linux only (/proc). Run it on an otherwise idle machine: the machine's CPU and idle share count everything.
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import subprocess
import sys
import resource
import tempfile
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

try:
    from pytest import hookimpl
except ImportError:  # --help without the test tools installed

    def hookimpl(**_options: Any) -> Callable[[Any], Any]:
        """Leave the hook as it is."""
        return lambda function: function


ROOT = Path(__file__).resolve().parent.parent
TICKS = os.sysconf("SC_CLK_TCK")


# --- the plugin, in each pytest-xdist worker -------------------------------------------------------------------------
# Lines go to $SUITE_CPU_OUT-<worker>.tsv: node id, wall s, CPU s. Without a control group it may write, a worker
# counts its own CPU and that of the children it waited for, and leaves a .waited file saying so.
V2 = Path("/sys/fs/cgroup")
V1 = Path("/sys/fs/cgroup/cpuacct")
_usage: Callable[[], float] | None = None


def _waited_for() -> float:
    """CPU seconds of this process and of the children it waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _join_group(name: str) -> tuple[Path, Callable[[], float]] | None:
    """Move this process into a new control group `name`; the group and its usage reader, or None."""
    if (V2 / "cgroup.controllers").is_file():
        group = V2 / name

        def usage() -> float:
            stat = dict(line.split() for line in (group / "cpu.stat").read_text().splitlines())
            return int(stat["usage_usec"]) / 1e6

    elif (V1 / "cpuacct.usage").is_file():
        group = V1 / name

        def usage() -> float:
            return int((group / "cpuacct.usage").read_text()) / 1e9

    else:
        return None
    try:
        group.mkdir(exist_ok=True)
        (group / "cgroup.procs").write_text(str(os.getpid()))
        usage()
    except OSError:
        return None
    return group, usage


def pytest_configure(config: Any) -> None:
    """In a worker: join a control group named after the run and the worker."""
    global _usage
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    joined = _join_group(f"{os.environ.get('SUITE_CPU_GROUP', 'ag-suite')}-{worker}")
    if joined is None:
        _usage = _waited_for
        Path(f"{os.environ['SUITE_CPU_OUT']}-{worker}.waited").touch()
    else:
        _usage = joined[1]


@hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: Any, nextitem: Any) -> Generator[None, None, None]:
    """Record the test's wall time and CPU."""
    assert _usage is not None
    start, cpu = time.monotonic(), _usage()
    yield
    wall, used = time.monotonic() - start, _usage() - cpu
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open(f"{os.environ['SUITE_CPU_OUT']}-{worker}.tsv", "a", encoding="utf-8") as out:
        out.write(f"{item.nodeid}\t{wall:.3f}\t{used:.3f}\t{time.time():.3f}\n")


# --- the run -------------------------------------------------------------------------------------------------------


def machine_cpu() -> tuple[float, float]:
    """(busy, idle) CPU seconds of the whole machine so far, from /proc/stat."""
    fields = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle and waiting for I/O
    return (sum(fields[:8]) - idle) / TICKS, idle / TICKS


def read_rows(out: Path) -> list[tuple[str, float, float]]:
    """(node id, wall s, CPU s) of every test the workers recorded."""
    rows = []
    for path in sorted(out.parent.glob(out.name + "-*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            node, wall, cpu = line.split("\t")[:3]
            rows.append((node, float(wall), float(cpu)))
    return rows


def worker_ends(out: Path, since: float) -> list[tuple[str, float, str]]:
    """(worker, seconds after `since` its last test ended, that test) for each worker, the earliest first: how
    long the run's tail ran on fewer workers than it has."""
    ends = []
    for path in sorted(out.parent.glob(out.name + "-*.tsv")):
        last = path.read_text(encoding="utf-8").splitlines()[-1].split("\t")
        if len(last) > 3:
            ends.append((path.stem.rsplit("-", 1)[-1], float(last[3]) - since, last[0]))
    return sorted(ends, key=lambda end: end[1])


def remove_groups(name: str) -> None:
    """Remove the workers' control groups (empty once they have ended)."""
    for base in (V2, V1):
        for group in base.glob(name + "-*"):
            try:
                group.rmdir()
            except OSError:
                pass


def main() -> int:
    """Run the suite with the plugin and print where its CPU went."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 1) * 3 // 2))
    parser.add_argument("--top", type=int, default=20, help="how many files and tests to list")
    parser.add_argument("pytest_args", nargs="*", help="more pytest arguments (after --)")
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ag-suite-cpu-", dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None))
    work.chmod(0o755)  # as make test's: the PostgreSQL tests' cluster runs as another user under it
    out = work / "tests"
    group = f"ag-suite-{os.getpid()}"
    env = dict(
        os.environ,
        TMPDIR=str(work),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONDONTWRITEBYTECODE="",
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH")])),
        SUITE_CPU_OUT=str(out),
        SUITE_CPU_GROUP=group,
    )
    command = [sys.executable, "-m", "pytest", "-p", "bench_test_suite", "-q", "-p", "no:cacheprovider"]
    command += ["-n", str(options.workers), "--dist", "loadgroup"] if options.workers > 0 else []
    busy0, idle0 = machine_cpu()
    started, began = time.monotonic(), time.time()
    try:
        done = subprocess.run(
            command + ["-r", "fE"] + options.pytest_args, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
        )
        status = done.returncode
        wall = time.monotonic() - started
        busy1, idle1 = machine_cpu()
        rows = read_rows(out)
        ends = worker_ends(out, began)
        waited = any(work.glob("tests-*.waited"))
    finally:
        remove_groups(group)
        shutil.rmtree(work, ignore_errors=True)
    busy, idle = busy1 - busy0, idle1 - idle0
    counted = "the processes the workers waited for only (no control group)" if waited else "every process"
    for line in done.stdout.splitlines():  # what failed, as pytest's summary names it
        if line.startswith(("FAILED", "ERROR")):
            print(line[:300])
    print(f"pytest exit status {status}; {len(rows)} tests, {options.workers} workers, {os.cpu_count()} processors")
    print(f"wall {wall:.0f} s; tests' CPU {sum(r[2] for r in rows):.0f} s ({counted})")
    print(
        f"machine CPU meanwhile {busy:.0f} s, idle {100 * idle / max(busy + idle, 1e-9):.0f}% of its processors' time"
    )
    for worker, end, node in ends:
        print(f"  worker {worker}: its last test ended {end:.0f} s into the run ({node})")
    files: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for node, wall_s, cpu in rows:
        entry = files[node.split("::")[0]]
        entry[0] += 1
        entry[1] += wall_s
        entry[2] += cpu
    print(f"\nfiles by CPU (top {options.top}): CPU s, wall s, tests")
    for name, (count, wall_s, cpu) in sorted(files.items(), key=lambda kv: -kv[1][2])[: options.top]:
        print(f"  {cpu:7.1f} {wall_s:7.1f} {int(count):5d}  {name}")
    print(f"\ntests by CPU (top {options.top}): CPU s, wall s")
    for node, wall_s, cpu in sorted(rows, key=lambda row: -row[2])[: options.top]:
        print(f"  {cpu:7.1f} {wall_s:7.1f}  {node}")
    return status


if __name__ == "__main__":
    sys.exit(main())
