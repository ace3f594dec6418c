"""Installed like a Python app: a wheel built from the tree, `pip install --user`, started from another folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

from app_helpers import ROOT

BUILD_TIMEOUT_S = 300
SHIPPED = [
    "accessible_games",
    "locales",
    "sounds",
    "pyproject.toml",
    "setup.py",
    "prismatoid-wheels.txt",
    "MANIFEST.in",
    "README.md",
    "LICENSE",
]


def run(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    """Run a command, bounded in time, its output kept for the assertion message."""
    return subprocess.run(args, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False, **kwargs)  # type: ignore[call-overload]


@pytest.fixture(scope="module")
def user_install(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The wheel built from a copy of the tree, installed with --user into a fresh user base.

    The interpreter is a fresh venv that sees the user site (as a system Python does) and, for the
    dependencies only, this environment's site-packages; the app itself comes from the wheel alone.
    """
    pytest.importorskip("setuptools", reason="building the wheel needs setuptools (the test extra)")
    base = tmp_path_factory.mktemp("install")
    tree = base / "tree"
    for name in SHIPPED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(source, tree / name)
    wheels = base / "wheels"
    built = run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            "-w",
            str(wheels),
            str(tree),
        ]
    )
    assert built.returncode == 0, built.stdout + built.stderr
    wheel = next(wheels.glob("accessible_games-*.whl"))
    python_home = base / "python"
    venv.EnvBuilder(system_site_packages=True, with_pip=False).create(python_home)
    python = python_home / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    site = Path(run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    (site / "dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    user_base = base / "userbase"
    env = dict(os.environ, PYTHONUSERBASE=str(user_base), PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    installed = run([str(python), "-m", "pip", "install", "--user", "--no-deps", "-q", str(wheel)], env=env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    elsewhere = base / "elsewhere"
    elsewhere.mkdir()
    script = next(path for path in user_base.rglob("accessible-games*") if path.parent.name in ("bin", "Scripts"))
    return {"python": python, "user_base": user_base, "cwd": elsewhere, "script": script, "home": base / "home"}


def start(install: dict[str, Path], *args: str) -> subprocess.CompletedProcess[str]:
    """Start the installed command from a folder that holds nothing of the project."""
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "ACCESSIBLE_GAMES_HOME")}
    env.update(
        PYTHONUSERBASE=str(install["user_base"]),
        ACCESSIBLE_GAMES_HOME=str(install["home"]),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        SPEECHD_ADDRESS="unix_socket:/nonexistent",
    )
    return run([str(install["script"]), *args], cwd=install["cwd"], env=env)


def test_the_installed_app_speaks_real_words_from_any_folder(user_install: dict[str, Path]) -> None:
    """The doctor says its test phrase in words through plain lines, and finds its files inside the package."""
    result = start(user_install, "doctor", "--lang", "en", "--speech", "lines")
    out = result.stdout
    assert result.returncode == 0, out + result.stderr
    assert "This is Accessible Games speaking. If you hear this sentence, speech works." in out
    assert "doctor-test-phrase" not in out and "doctor-title" not in out
    files_line = next(line for line in out.splitlines() if line.startswith("Game files"))
    assert str(user_install["user_base"]) in files_line and "accessible_games" in files_line
    russian = start(user_install, "games", "--lang", "ru")
    assert "sixtyone: Шестьдесят один" in russian.stdout, russian.stdout + russian.stderr
    assert "sixtyone-title" not in russian.stdout


def test_the_installed_package_holds_every_locale_and_sound(user_install: dict[str, Path]) -> None:
    """Every .ftl and .wav of the tree is inside the installed package."""
    package = next(user_install["user_base"].rglob("accessible_games/locales")).parent
    for folder in ("locales", "sounds"):
        wanted = {
            path.relative_to(ROOT / folder) for path in (ROOT / folder).rglob("*") if path.suffix in (".ftl", ".wav")
        }
        found = {
            path.relative_to(package / folder)
            for path in (package / folder).rglob("*")
            if path.suffix in (".ftl", ".wav")
        }
        assert wanted and found == wanted


def test_the_installed_package_holds_the_database_migrations(user_install: dict[str, Path]) -> None:
    """The PostgreSQL store's numbered schema files ship inside the package (read with importlib.resources)."""
    package = next(user_install["user_base"].rglob("accessible_games/locales")).parent
    wanted = {path.name for path in (ROOT / "accessible_games" / "server" / "migrations").glob("*.sql")}
    assert wanted and {path.name for path in (package / "server" / "migrations").glob("*.sql")} == wanted


def test_the_installed_package_holds_the_confusables_data(user_install: dict[str, Path]) -> None:
    """Unicode's confusables and ignorables, which the server compares names by, ship inside the package."""
    package = next(user_install["user_base"].rglob("accessible_games/locales")).parent
    shipped = package / "server" / "confusables.txt"
    assert (
        shipped.is_file()
        and shipped.read_bytes() == (ROOT / "accessible_games" / "server" / "confusables.txt").read_bytes()
    )


def test_missing_locale_files_give_one_clear_line(user_install: dict[str, Path]) -> None:
    """A damaged installation says what is wrong once, never message ids (checked last: it removes the files)."""
    package = next(user_install["user_base"].rglob("accessible_games/locales")).parent
    shutil.rmtree(package / "locales")
    result = start(user_install, "games", "--lang", "en")
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "accessible-games: the game's text files (locales) are missing from this installation; reinstall accessible-games."
    ]
