"""How `make test` spreads the tests over pytest-xdist's workers: the longest files first, and a module's
tests that share a fixture made once for the module on one worker, so it is made once."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent

SHARED = """
import os
import pytest

@pytest.fixture(scope="module")
def made():
    with open(os.environ["ORDER_LOG"], "a") as log:
        log.write(f"made {os.getpid()}\\n")
    return True

@pytest.mark.parametrize("n", range(6))
def test_shares(made, n):
    with open(os.environ["ORDER_LOG"], "a") as log:
        log.write(f"ran test_aaa {os.getpid()}\\n")
"""

PLAIN = """
import os
import pytest

@pytest.mark.parametrize("n", range(20))
def test_plain(n):
    with open(os.environ["ORDER_LOG"], "a") as log:
        log.write(f"ran test_bbb {os.getpid()}\\n")
"""

LONG = """
import os

def test_long():
    with open(os.environ["ORDER_LOG"], "a") as log:
        log.write(f"ran test_fuzz {os.getpid()}\\n")
"""


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    """A small suite beside a copy of this folder's conftest.py: a module fixture, plain tests, and a file named
    as one of LONGEST_FIRST's, last by its name."""
    folder = tmp_path / "suite"
    folder.mkdir()
    shutil.copy(HERE / "conftest.py", folder / "conftest.py")
    (folder / "test_aaa.py").write_text(SHARED)
    (folder / "test_bbb.py").write_text(PLAIN)
    (folder / "test_fuzz.py").write_text(LONG)
    return folder


def test_two_workers_start_with_the_longest_file_and_make_a_module_fixture_once(suite: Path, tmp_path: Path) -> None:
    """Run as `make test` runs the suite (two workers, `--dist loadgroup`): test_fuzz.py, named first in
    LONGEST_FIRST, is the first test of one of the workers, though alphabetically last; the module fixture of
    test_aaa.py is made once and all of its tests run in the worker that made it."""
    log = tmp_path / "order.log"
    env = {**os.environ, "ORDER_LOG": str(log), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-p", "no:cacheprovider", "-q"],
        cwd=suite,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = [line.split() for line in log.read_text().splitlines()]
    made = [pid for word, pid in ((line[0], line[-1]) for line in lines) if word == "made"]
    assert len(made) == 1, lines
    shared = {line[-1] for line in lines if line[:2] == ["ran", "test_aaa"]}
    assert shared == set(made), lines
    firsts: dict[str, str] = {}
    for line in lines:
        if line[0] == "ran":
            firsts.setdefault(line[-1], line[1])
    assert "test_fuzz" in firsts.values(), lines
    assert sum(1 for line in lines if line[0] == "ran") == 27
