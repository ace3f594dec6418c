"""What the build makes of the tree: a wheel with exactly the source's modules, and an sdist that runs its own tests."""

from __future__ import annotations

import os
import shutil
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from test_install import SHIPPED, run
from app_helpers import ROOT

NOT_SOURCE = shutil.ignore_patterns(
    ".git",
    ".venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    "*.pyc",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    "node_modules",
)
"""What a working copy holds beyond its source: environments, caches and earlier builds."""


def build_wheel(tree: Path, out: Path) -> zipfile.ZipFile:
    """A wheel built in `tree` as pip and pipx build it (in place, so build/ stays between builds), offline."""
    pytest.importorskip("setuptools", reason="building the wheel needs setuptools (the test extra)")
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
            str(out),
            str(tree),
        ]
    )
    assert built.returncode == 0, built.stdout + built.stderr
    return zipfile.ZipFile(next(out.glob("accessible_games-*.whl")))


def test_a_module_deleted_from_the_source_is_not_in_the_next_wheel(tmp_path: Path) -> None:
    """`pipx install --force .` after a pull that removed a module: the new install does not bring it back from build/."""
    tree = tmp_path / "tree"
    for name in SHIPPED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=NOT_SOURCE)
        else:
            shutil.copy2(source, tree / name)
    leftover = tree / "accessible_games" / "leftover.py"
    leftover.write_text('"""A module that a later version removes."""\n', encoding="utf-8")
    with build_wheel(tree, tmp_path / "first") as first:
        assert "accessible_games/leftover.py" in first.namelist()
    leftover.unlink()
    with build_wheel(tree, tmp_path / "second") as second:
        names = second.namelist()
    assert "accessible_games/leftover.py" not in names
    assert "accessible_games/cli.py" in names and "accessible_games/locales/en/app.ftl" in names


def test_the_sdist_collects_its_own_tests_without_errors(tmp_path: Path) -> None:
    """An sdist unpacked elsewhere holds its tests with their helpers and fixtures, and the docs."""
    pytest.importorskip("build", reason="building the sdist needs build (the test extra)")
    tree = shutil.copytree(ROOT, tmp_path / "tree", ignore=NOT_SOURCE)
    built = run(
        [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path / "dist"), str(tree)]
    )
    assert built.returncode == 0, built.stdout + built.stderr
    with tarfile.open(next((tmp_path / "dist").glob("accessible_games-*.tar.gz"))) as sdist:
        sdist.extractall(tmp_path / "unpacked", filter="data")
    unpacked = next((tmp_path / "unpacked").iterdir())
    for name in ("tests/conftest.py", "tests/pebble/rules.py", "tests/web_helpers.py", "docs/server.md", "Makefile"):
        assert (unpacked / name).is_file(), name
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    collected = run(  # plain asserts: rewriting them (done in every run of the suite) doubles a cold collection's CPU
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "--assert=plain"],
        cwd=unpacked,
        env=env,
    )
    errors = [line for line in collected.stdout.splitlines() if line.startswith("ERROR")]
    assert collected.returncode == 0 and not errors, collected.stdout[-3000:] + collected.stderr
