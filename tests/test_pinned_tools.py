"""The gate stays green by itself: make test installs the tools at the versions constraints.txt pins, and the
pins are made again by one documented command, never by hand."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import tomllib
from pathlib import Path

import accessible_games

ROOT = Path(__file__).resolve().parent.parent


def app_dependencies() -> list[str]:
    """setup.py's DEPENDENCIES (its setup() call runs only as a build script)."""
    spec = importlib.util.spec_from_file_location("accessible_games_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.DEPENDENCIES)


CONSTRAINTS = ROOT / "constraints.txt"


def canonical(name: str) -> str:
    """A distribution's name as pip compares it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    """Every name pinned in constraints.txt, with its version."""
    found = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, equals, version = line.partition("==")
            assert equals and version, f"not an exact pin: {line!r}"
            found[canonical(name)] = version
    return found


def requirement_name(requirement: str) -> str:
    """The distribution a requirement names ("psycopg[binary]>=3.1" -> "psycopg")."""
    found = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert found is not None, requirement
    return canonical(found.group(0))


def test_every_test_tool_and_dependency_is_pinned_exactly() -> None:
    """ruff, mypy, pytest and the rest of the test extra, and the app's own dependencies (mypy reads their
    types), each have one exact version in constraints.txt."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {requirement_name(r) for r in project["optional-dependencies"]["test"]}
    wanted |= {requirement_name(r) for r in app_dependencies() if "sys_platform" not in r}
    pinned = pins()
    assert wanted - set(pinned) == set()
    assert {"ruff", "mypy", "pytest", "pytest-xdist", "pytest-timeout"} <= set(pinned)


def test_make_test_installs_the_pins_and_make_constraints_makes_them_again() -> None:
    """The test tools' install uses the constraints file; `make constraints` rewrites it from a fresh resolve."""
    dry = subprocess.run(
        ["make", "-n", "constraints"], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert dry.returncode == 0, dry.stderr
    assert "pip freeze" in dry.stdout and "constraints.txt" in dry.stdout
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    install = next(line for line in makefile.splitlines() if "install -e '.[test]'" in line and "$(BIN)" in line)
    assert "-c $(CONSTRAINTS)" in install and "CONSTRAINTS := constraints.txt" in makefile
    assert "make constraints" in (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")


def test_the_changelog_opens_with_the_version_the_package_says() -> None:
    """CHANGELOG.md's newest entry is accessible_games.__version__, so a release is tagged with what it says."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## \[?(\d+\.\d+\.\d+)\]?", text, re.MULTILINE)
    assert versions and versions[0] == accessible_games.__version__, versions
