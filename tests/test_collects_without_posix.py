"""The suite as Windows collects it: with the POSIX-only modules and names gone, every test module still imports
and most tests are still chosen by the Windows job's marker expression (the others are marked, not broken)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "test.yml"
BLOCKED = ("pwd", "grp", "termios", "tty", "fcntl", "pty", "resource")

# Run in a fresh interpreter before pytest: the test modules cannot import the modules Windows lacks (the
# app's own code picks its modules by sys.platform, so it keeps them), and the POSIX-only functions and
# signals are gone from os and signal, as on Windows. Then pytest collects what the job selects.
WITHOUT_POSIX = r"""
import builtins, os, signal, sys
BLOCKED = set(sys.argv[1].split(","))
TESTS = os.path.join(os.getcwd(), "tests") + os.sep
real_import = builtins.__import__

def import_as_on_windows(name, globals=None, locals=None, fromlist=(), level=0):
    importer = (globals or {}).get("__file__") or ""
    if level == 0 and name.split(".")[0] in BLOCKED and importer.startswith(TESTS):
        raise ModuleNotFoundError(f"No module named {name!r} (as on Windows)", name=name)
    return real_import(name, globals, locals, fromlist, level)

builtins.__import__ = import_as_on_windows
for name in ("mkfifo", "fork", "forkpty", "openpty", "setsid", "killpg", "getpgid", "setpgid"):
    if hasattr(os, name):
        delattr(os, name)
for name in ("SIGKILL", "SIGHUP", "SIGTSTP", "SIGSTOP", "SIGCONT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGCHLD",
             "SIGALRM", "SIGWINCH", "SIGTTOU", "SIGTTIN"):
    if hasattr(signal, name):
        delattr(signal, name)
import pytest
sys.exit(pytest.main(["--collect-only", "-o", "addopts=", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-m", sys.argv[2]]))
"""


def windows_expression() -> str:
    """The marker expression the workflow's Windows job runs pytest with."""
    text = WORKFLOW.read_text(encoding="utf-8")
    found = re.search(r"- os: windows-latest\s+leave_out: \"([^\"]+)\"", text)
    assert found is not None, "the workflow names no leave_out expression for windows-latest"
    return found.group(1)


def collect(*args: str) -> subprocess.CompletedProcess[str]:
    """Collect the suite in a fresh interpreter from the repository's root."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")}
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False
    )


def counts(output: str) -> tuple[int, int]:
    """(selected, deselected) from pytest's last line: "12/20 tests collected (8 deselected)" or "20 tests collected"."""
    last = output.strip().splitlines()[-1]
    found = re.search(r"(\d+)(?:/(\d+))? tests? collected(?: \((\d+) deselected\))?", last)
    assert found is not None, output[-3000:]
    return int(found.group(1)), int(found.group(3) or 0)


def test_the_suite_collects_without_posix_modules_and_keeps_most_tests() -> None:
    """No module fails to import on Windows, and more than 70% of the tests are still run there."""
    done = collect("-c", WITHOUT_POSIX, ",".join(BLOCKED), windows_expression())
    errors = [line for line in done.stdout.splitlines() if line.startswith("ERROR") or "rror collecting" in line]
    assert done.returncode == 0 and not errors, done.stdout[-3000:] + done.stderr[-2000:]
    selected, deselected = counts(done.stdout)
    assert selected / (selected + deselected) > 0.7, (selected, deselected)


def test_the_posix_modules_are_truly_blocked(tmp_path: Path) -> None:
    """In that interpreter a test module cannot import pty, and os.mkfifo and signal.SIGKILL are gone (so the test
    above proves something); the app's own modules still import theirs."""
    probe = ROOT / "tests" / f"probe_{os.getpid()}.py"
    probe.write_text(
        "import os, signal\n"
        "try:\n    import pty\nexcept ImportError:\n    print('no-pty')\n"
        "print(hasattr(os, 'mkfifo'), hasattr(signal, 'SIGKILL'))\n"
        "import accessible_games.locks\nprint('app-imports')\n",
        encoding="utf-8",
    )
    try:
        script = WITHOUT_POSIX.replace("import pytest", "import runpy\nrunpy.run_path(sys.argv[3])\nraise SystemExit")
        done = collect("-c", script, ",".join(BLOCKED), "", str(probe))
    finally:
        probe.unlink()
    assert done.stdout.split() == ["no-pty", "False", "False", "app-imports"], done.stdout + done.stderr


def test_a_test_reaching_a_pseudo_terminal_or_sigkill_is_marked_posix_and_others_are_not() -> None:
    """conftest marks by what a test's code and fixtures reach: the app in a pty through a helper class, SIGKILL
    through a helper's method; a test of the rules alone stays unmarked."""
    done = collect(
        "-m",
        "pytest",
        "--collect-only",
        "-o",
        "addopts=",
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:xdist",
        "-m",
        "posix",
        "tests/test_conformance.py",
        "tests/test_net_serve.py",
    )
    marked = {line.split("[")[0] for line in done.stdout.splitlines() if "::" in line}
    assert "tests/test_conformance.py::test_the_app_in_a_terminal_plays_the_game_to_its_end" in marked, done.stdout
    assert any(name.startswith("tests/test_net_serve.py::") for name in marked), done.stdout  # SIGKILL
    assert not any("exists_in_every_language" in name or "plays_to_the_end_and_replays" in name for name in marked)
