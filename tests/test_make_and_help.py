"""`make play`'s checks before it installs, --help in the player's language, and `games | head` ending the same way every time."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app_helpers import ROOT

needs_make = pytest.mark.skipif(shutil.which("make") is None or sys.platform == "win32", reason="needs make")


def make(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """make in `folder` (a copy of the Makefile), bounded in time."""
    return subprocess.run(
        ["make", "--no-print-directory", *args], cwd=folder, capture_output=True, text=True, timeout=300, check=False
    )


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A folder with the project's Makefile (what the checks below need of the tree)."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    return tmp_path


@needs_make
@pytest.mark.parametrize("python", ["python3.99-not-here", "old"])
def test_make_play_stops_at_once_with_one_line_when_the_python_cannot_run_the_app(tree: Path, python: str) -> None:
    """A missing or too old Python: one line naming it and the way out; nothing is created."""
    if python == "old":
        fake = tree / "python-old"
        fake.write_text("#!/bin/sh\n[ \"$1\" = -V ] && echo 'Python 3.10.12' && exit 0\nexit 1\n", encoding="utf-8")
        fake.chmod(0o755)
        python = str(fake)
    result = make(tree, "play", f"PYTHON={python}")
    assert result.returncode != 0
    lines = (result.stdout + result.stderr).strip().splitlines()
    assert len(lines) == 1, lines
    assert "needs Python 3.11 or newer" in lines[0] and "PYTHON=python3.11" in lines[0]
    assert ("3.10.12" in lines[0]) if python.endswith("python-old") else ("not installed" in lines[0])
    assert not (tree / ".venv").exists()


@needs_make
def test_a_venv_made_by_an_unusable_python_is_made_again(tree: Path) -> None:
    """A .venv left by Python 3.10 (here: a python that fails) is replaced without `make clean`."""
    broken = tree / ".venv" / "bin"
    broken.mkdir(parents=True)
    (broken / "python").write_text("#!/bin/sh\nexit 1\n", encoding="utf-8")
    (broken / "python").chmod(0o755)
    (tree / ".venv" / ".installed").touch()
    python = tree / "python3"  # this Python, with `-m venv` made instant (a venv of it: a link and pip)
    python.write_text(
        f"""#!/bin/sh
if [ "$1" = -m ] && [ "$2" = venv ]; then mkdir -p "$3/bin" && ln -s {sys.executable} "$3/bin/python"; exit; fi
exec {sys.executable} "$@"
""",
        encoding="utf-8",
    )
    python.chmod(0o755)
    result = make(tree, "venv", f"PYTHON={python}")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Making .venv again" in result.stdout
    check = subprocess.run(
        [str(broken / "python"), "-c", "import sys; print(sys.version_info >= (3, 11))"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert check.stdout.strip() == "True" and not (tree / ".venv" / ".installed").exists()


def venv_of_this_python(tree: Path, pip_fails: bool = False) -> None:
    """A .venv in `tree` whose python is this one (so `make venv` keeps it); with `pip_fails`, every
    `pip install` prints 100 numbered lines and fails."""
    bin_dir = tree / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    failing = (
        'if [ "$1 $2 $3" = "-m pip install" ]; then for n in $(seq 1 100); do echo "pip line $n"; done; exit 1; fi\n'
        if pip_fails
        else ""
    )
    (bin_dir / "python").write_text(f'#!/bin/sh\n{failing}exec {sys.executable} "$@"\n', encoding="utf-8")
    (bin_dir / "python").chmod(0o755)


@needs_make
def test_a_failed_install_shows_the_end_of_its_log_not_the_whole_log(tree: Path) -> None:
    """pip failing: the last 30 lines of the log (where the cause is) reach the player, not hundreds."""
    venv_of_this_python(tree, pip_fails=True)
    for name in ("pyproject.toml", "setup.py", "prismatoid-wheels.txt"):
        (tree / name).touch()
    result = make(tree, ".venv/.installed")
    assert result.returncode != 0
    shown = result.stdout + result.stderr
    assert "pip line 100" in shown and "pip line 71" in shown and "pip line 70" not in shown, shown
    assert "the last lines of .venv/install.log" in shown


@needs_make
@pytest.mark.parametrize("ci", [False, True])
def test_npm_that_cannot_reach_its_registry_does_not_stop_make_test(tree: Path, ci: bool) -> None:
    """Offline, axe-core cannot be fetched: the build goes on and says the page's axe-core checks will
    skip; under CI=true it stops, with the end of npm's log."""
    if shutil.which("npm") is None:
        pytest.skip("needs npm")
    venv_of_this_python(tree)
    env = {key: value for key, value in os.environ.items() if key != "CI" and not key.lower().startswith("npm_config")}
    env.update(npm_config_registry="http://127.0.0.1:9/", npm_config_cache=str(tree / "npm-cache"))
    if ci:
        env["CI"] = "true"
    result = subprocess.run(
        ["make", "--no-print-directory", ".venv/npm/node_modules/axe-core/axe.min.js"],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )
    shown = result.stdout + result.stderr
    assert not (tree / ".venv" / "npm" / "node_modules" / "axe-core" / "axe.min.js").exists()
    if ci:
        assert result.returncode != 0 and "ECONNREFUSED" in shown, shown
    else:
        assert result.returncode == 0, shown
        assert "the page's axe-core checks will skip" in shown.strip().splitlines()[-1]


def test_the_player_install_has_no_test_tools() -> None:
    """make play installs the app alone; the test extra is installed only by make test."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    play_install = next(line for line in makefile.splitlines() if "pip install -e" in line and "[test]" not in line)
    assert "-e ." in play_install
    stamp_rule = makefile.split("$(STAMP):", 1)[1].split("\n\n", 1)[0]
    assert "[test]" not in stamp_rule


def test_make_test_lints_and_type_checks_before_the_tests() -> None:
    """make test: ruff's lint and layout checks, then mypy over the package (its settings in pyproject.toml), started
    before pytest (it runs beside the tests)."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = [line.strip() for line in makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0].splitlines()[1:]]
    steps = [
        next(i for i, line in enumerate(recipe) if tool in line)
        for tool in ("ruff check", "ruff format --check", "mypy", "pytest")
    ]
    assert steps == sorted(steps), recipe
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "[tool.mypy]" in pyproject and 'files = ["accessible_games"]' in pyproject


def run_app(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    """The app as a command, from the tree."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, "-m", "accessible_games", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
        **kwargs,
    )  # type: ignore[call-overload]


@pytest.mark.parametrize(
    ("lang", "headings"),
    [
        ("ru", ("использование: accessible-games", "позиционные аргументы:", "параметры:")),
        ("fr", ("utilisation\u00a0: accessible-games", "arguments positionnels:", "options:")),
        ("en", ("usage: accessible-games", "positional arguments:", "options:")),
    ],
)
def test_help_headings_are_in_the_chosen_language(lang: str, headings: tuple[str, ...]) -> None:
    """--help --lang ru/fr: argparse's own headings too, not only the option texts."""
    result = run_app("--help", "--lang", lang)
    assert result.returncode == 0
    starts = [line for line in result.stdout.splitlines() if line and not line.startswith(" ")]
    for heading in headings:
        assert any(line.startswith(heading) for line in starts), (heading, starts)
    assert "usage:" not in result.stdout or lang == "en"


@pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX pipes")
def test_games_into_a_reader_that_leaves_exits_0_either_way() -> None:
    """The reader gone before the first line or after the last: the same quiet exit status 0."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    read, write = os.pipe()
    os.close(read)  # the reader left before anything was written
    process = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", "games", "--lang", "en"],
        stdout=write,
        stderr=subprocess.PIPE,
        env=env,
    )
    os.close(write)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0 and err == b"", err
    whole = run_app("games", "--lang", "en")
    assert whole.returncode == 0 and whole.stdout.startswith("sixtyone:")


def fake_tools(tree: Path, mypy_status: int, pytest_status: int) -> None:
    """A tree whose .venv is installed already, with stand-ins for ruff, mypy and pytest: mypy and pytest print a line
    and end with the given status (mypy after pytest has started, or after 5 s, as a real check outlasts the tests' start)."""
    bin_dir = tree / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("pyproject.toml", "setup.py", "prismatoid-wheels.txt", "constraints.txt"):
        (tree / name).touch()
    scripts = {
        "python": f'if [ "$1 $2" = "-m pytest" ]; then touch pytest-started; echo "pytest ran"; exit {pytest_status}; fi\n'
        f'exec {sys.executable} "$@"\n',
        "ruff": "exit 0\n",
        "mypy": f"n=0; while [ ! -e pytest-started ] && [ $n -lt 100 ]; do sleep 0.05; n=$((n + 1)); done\n"
        f"echo 'mypy says: status {mypy_status}'\n"
        f"exit {mypy_status}\n",
    }
    for name, body in scripts.items():
        (bin_dir / name).write_text("#!/bin/sh\n" + body, encoding="utf-8")
        (bin_dir / name).chmod(0o755)
    axe = tree / ".venv" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
    axe.parent.mkdir(parents=True)
    axe.touch()
    for stamp in (".installed", ".installed-test"):
        (tree / ".venv" / stamp).touch()


@needs_make
@pytest.mark.parametrize(("mypy_status", "pytest_status"), [(0, 0), (1, 0), (0, 1)])
def test_make_test_fails_when_the_type_check_beside_the_tests_fails(
    tree: Path, mypy_status: int, pytest_status: int
) -> None:
    """mypy runs while the tests run: its report is shown after theirs, and a type error fails `make test` even when
    every test passes."""
    fake_tools(tree, mypy_status, pytest_status)
    result = make(tree, "test", "WORKERS=1")
    shown = result.stdout + result.stderr
    assert (result.returncode == 0) == (mypy_status == 0 and pytest_status == 0), shown
    assert shown.index("pytest ran") < shown.index(f"mypy says: status {mypy_status}"), shown


@needs_make
def test_the_test_tools_install_with_pip_where_uv_cannot(tree: Path) -> None:
    """uv installs the test tools; where it cannot (not installable here, or no index it can reach), pip does, and
    the player is told why it is slower."""
    bin_dir = tree / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for name in ("pyproject.toml", "setup.py", "prismatoid-wheels.txt", "constraints.txt"):
        (tree / name).touch()
    calls = tree / "calls"
    (bin_dir / "python").write_text(
        f'#!/bin/sh\necho "$@" >> {calls}\n'
        'if [ "$1 $2 $3" = "-m uv pip" ]; then echo "uv: no index reachable"; exit 2; fi\n'
        'if [ "$1 $2 $3" = "-m pip install" ]; then exit 0; fi\n'
        f'exec {sys.executable} "$@"\n',
        encoding="utf-8",
    )
    (bin_dir / "python").chmod(0o755)
    result = make(tree, ".venv/.installed-test")
    shown = result.stdout + result.stderr
    assert result.returncode == 0, shown
    assert "pip does (slower)" in shown
    installs = [line for line in calls.read_text(encoding="utf-8").splitlines() if "install" in line]
    assert installs[-1] == "-m pip install -e .[test] -c constraints.txt", installs
    assert any(line.startswith("-m uv pip install") for line in installs), installs
    assert (tree / ".venv" / ".installed").exists() and (tree / ".venv" / ".installed-test").exists()
