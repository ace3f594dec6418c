"""Shared test setup: no audio device, no pygame banner, settings and saves in a temporary folder."""

from __future__ import annotations

import inspect
import os
import sys
import types
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import settings

# Under CI every property test draws the same examples on every run, so a landing is judged on the
# code, not on the draw; elsewhere each run draws new ones, and a failure prints the example (and its
# blob) to add with @example.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "explore")


@pytest.fixture(autouse=True)
def _home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and saves folder."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path_factory.mktemp("home")))


POSIX_ONLY = frozenset(
    {
        "pty",
        "termios",
        "fcntl",
        "resource",
        "pwd",
        "grp",
        "tty",
        "openpty",
        "forkpty",
        "mkfifo",
        "setsid",
        "killpg",
        "getpgid",
        "SIGKILL",
        "SIGHUP",
        "SIGTSTP",
        "SIGSTOP",
        "SIGCONT",
        "SIGQUIT",
        "SIGUSR1",
        "SIGUSR2",
        "SIGCHLD",
        "SIGALRM",
        "SIGWINCH",
        "SIGTTOU",
        "SIGTTIN",
    }
)
"""Modules and names that exist on POSIX alone: a test reaching one is marked `posix`."""

TESTS = Path(__file__).resolve().parent


SCREEN_READER_LOCK = "accessible-games-tests-screen-reader.lock"
"""A lock file in the temporary folder every worker of a run shares: a screen reader is found machine-wide (any process
named orca), so a stand-in one must never run while another worker's test counts on none running."""


def _screen_reader_lock(exclusive: bool) -> Any:
    """Hold the lock shared (a test that needs no screen reader running) or alone (one that starts a stand-in)."""
    import fcntl
    import tempfile

    lock = open(Path(tempfile.gettempdir()) / SCREEN_READER_LOCK, "a")  # noqa: SIM115 - held for the test's length
    fcntl.flock(lock, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
    return lock


@pytest.fixture
def no_screen_reader_standin() -> Any:
    """While the test runs, no other test of this run has a stand-in screen reader running."""
    if sys.platform == "win32":
        yield
        return
    lock = _screen_reader_lock(exclusive=False)
    try:
        yield
    finally:
        lock.close()


@pytest.fixture
def orca_standin(tmp_path: Path) -> Any:
    """A real process whose command name is `orca` (a copy of sleep), ended after the test; no test of another worker
    that counts on no screen reader runs meanwhile."""
    import shutil
    import subprocess
    import time

    sleep = shutil.which("sleep")
    if sleep is None or not Path("/proc/self/comm").exists():
        pytest.skip("needs /proc and a sleep program")
    standin = tmp_path / "standin" / "orca"
    standin.parent.mkdir()
    shutil.copy(sleep, standin)
    lock = _screen_reader_lock(exclusive=True)
    process = subprocess.Popen([str(standin), "120"])
    try:
        comm = Path(f"/proc/{process.pid}/comm")
        for _ in range(500):  # until the child has exec'd (before that it is still named after Python)
            if comm.read_text().strip() == "orca":
                break
            time.sleep(0.01)
        yield process
    finally:
        process.kill()
        process.wait()
        lock.close()


def _ours(thing: object) -> bool:
    """True for a function or class defined in a module of this folder (a test's helpers, not the app's code)."""
    module = sys.modules.get(getattr(thing, "__module__", None) or "")
    path = getattr(module, "__file__", None)
    return path is not None and Path(path).resolve().is_relative_to(TESTS)


def _code_names(code: types.CodeType) -> set[str]:
    """Every global, attribute and imported module name a code object and the code nested in it use."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _code_names(const)
    return names


def reaches_posix(functions: list[Any]) -> bool:
    """True when these functions, or the functions and classes of this folder they reach (for a class: its
    __init__ and the methods named anywhere on the way), use a POSIX-only module or name."""
    seen: set[int] = set()
    names: set[str] = set()
    classes: list[type] = []
    todo = list(functions)
    while todo:
        function = inspect.unwrap(todo.pop())
        code = getattr(function, "__code__", None)
        if code is None or id(code) in seen:
            continue
        seen.add(id(code))
        found = _code_names(code)
        if found & POSIX_ONLY:
            return True
        names |= found
        scope = getattr(function, "__globals__", {})
        for name in found:
            value = scope.get(name)
            if isinstance(value, types.FunctionType) and _ours(value):
                todo.append(value)
            elif isinstance(value, type) and _ours(value) and value not in classes:
                classes.append(value)
        for cls in classes:
            for klass in cls.__mro__:
                for attribute, member in vars(klass).items():
                    if isinstance(member, (staticmethod, classmethod)):
                        member = member.__func__
                    if isinstance(member, types.FunctionType) and (attribute == "__init__" or attribute in names):
                        todo.append(member)
    return False


def _fixture_functions(item: pytest.Item) -> list[Any]:
    """The functions of the fixtures a test uses that are defined in this folder."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return []
    return [
        definition.func
        for definitions in info.name2fixturedefs.values()
        for definition in definitions
        if _ours(definition.func)
    ]


def _shares_a_module_fixture(item: pytest.Item) -> bool:
    """True when the test uses a fixture made once for its module or session by its own module (a wheel built, the
    fuzz runs started for every test of the module that the session runs)."""
    info = getattr(item, "_fixtureinfo", None)
    module = getattr(item, "module", None)
    if info is None or module is None:
        return False
    return any(
        definition.scope in ("module", "package", "session") and definition.func.__module__ == module.__name__
        for definitions in info.name2fixturedefs.values()
        for definition in definitions
    )


LONGEST_FIRST = (
    "test_fuzz.py",
    "test_web_stall.py",
    "test_web_games.py",
    "test_oflameron_grid_calibration.py",
    "test_web_focus.py",
    "test_doctor_exit.py",
    "test_suspend.py",
    "test_crash.py",
    "test_net_processes.py",
    "test_hang_up.py",
    "test_web_reconnect.py",
    "test_sixtyone_bound.py",
    "test_sixtyone_properties.py",
)
"""The files whose tests take the longest (see `make test`'s --durations and benchmarks/README.md, "Test suite
time"), the longest first: under pytest-xdist they start first, so that no long test starts last on one worker
while the other has nothing left to do."""


def in_a_worker(config: pytest.Config) -> bool:
    """True in a pytest-xdist worker: the workers collect the tests (with `-n N` their own `-n` is unset), and the
    groups and order they give the tests are what the controller schedules."""
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist, the tests go out in the order collected (LONGEST_FIRST first), not by group size."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups into the tests' ids
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests that drive Chromium (`browser`), start PostgreSQL (`postgresql`) or a proxy (`proxy`), by
    what their module uses, and those that need a pseudo-terminal or POSIX signals (`posix`), by what their code and fixtures
    reach, so a runner without them leaves them out by marker, not by a list of files. Under pytest-xdist
    (`--dist loadgroup`), the tests of a module that makes a fixture once for the module run in one worker, so
    that it is made once, not once a worker; the files of LONGEST_FIRST go first."""
    parallel = in_a_worker(config)
    for item in items:
        module = getattr(item, "module", None)
        if module is None:
            continue
        if parallel and _shares_a_module_fixture(item):
            item.add_marker(pytest.mark.xdist_group(module.__name__))
        if hasattr(module, "chromium"):
            item.add_marker(pytest.mark.browser)
        if hasattr(module, "Cluster"):
            item.add_marker(pytest.mark.postgresql)
        if hasattr(module, "Proxy"):
            item.add_marker(pytest.mark.proxy)
        function = getattr(item, "function", None)
        if function is not None and reaches_posix([function, *_fixture_functions(item)]):
            item.add_marker(pytest.mark.posix)
    if parallel:  # a stable sort: the other tests, and the tests of each file, keep their order
        rank = {name: place for place, name in enumerate(LONGEST_FIRST)}
        items.sort(key=lambda item: rank.get(item.path.name, len(rank)))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Quit the browsers this process kept for its browser tests (tests/web_helpers.py's pool), if it ran any."""
    helpers = sys.modules.get("web_helpers")
    if helpers is not None:
        helpers.quit_pool()
