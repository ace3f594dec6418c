"""prismatoid is asked for exactly where the pinned version ships a wheel, so pip never builds it from source."""

from __future__ import annotations

import importlib.util
import itertools
import platform
import re
import sys
from types import ModuleType

import pytest

from app_helpers import ROOT

markers = pytest.importorskip("packaging.markers", reason="packaging (a dependency of pytest) reads markers")
utils = pytest.importorskip("packaging.utils")

SYSTEMS = ["linux", "win32", "darwin", "android", "freebsd", "cygwin", "emscripten"]
MACHINES = ["x86_64", "aarch64", "AMD64", "ARM64", "arm64", "i686", "x86", "armv7l", "ppc64le", "s390x", "riscv64"]
PYTHONS = ["3.11", "3.12", "3.13", "3.14", "3.15"]
IMPLEMENTATIONS = ["CPython", "PyPy"]


def load_setup() -> ModuleType:
    """setup.py as a module (its setup() call runs only as a build script)."""
    spec = importlib.util.spec_from_file_location("accessible_games_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wheel_installs(platform_tag: str, interpreter: str, abi: str, env: dict[str, str]) -> bool:
    """Whether a wheel with these tags installs in `env`, read from the tags alone (the way pip matches
    them: the system and machine in the platform tag, CPython, and the abi3 floor or the exact version)."""
    system, machine = env["sys_platform"], env["platform_machine"]
    accepted = {
        ("linux", "x86_64"): r"(many|musl)linux_\d+_\d+_x86_64",
        ("linux", "aarch64"): r"(many|musl)linux_\d+_\d+_aarch64",
        ("win32", "AMD64"): r"win_amd64",
        ("win32", "ARM64"): r"win_arm64",
        ("darwin", "arm64"): r"macosx_\d+_\d+_arm64",
        ("darwin", "x86_64"): r"macosx_\d+_\d+_x86_64",
        ("android", "aarch64"): r"android_\d+_arm64_v8a",
        ("android", "x86_64"): r"android_\d+_x86_64",
    }.get((system, machine))
    if (
        accepted is None
        or not re.fullmatch(accepted, platform_tag)
        or env["platform_python_implementation"] != "CPython"
    ):
        return False
    version = tuple(int(part) for part in env["python_version"].split("."))
    wanted = (int(interpreter[2]), int(interpreter[3:]))
    return version >= wanted if abi == "abi3" else version == wanted


def test_the_marker_covers_exactly_the_platforms_of_the_listed_wheels() -> None:
    """Every system, machine, Python and implementation: the marker holds iff a listed wheel installs there."""
    setup = load_setup()
    lines = (ROOT / "prismatoid-wheels.txt").read_text(encoding="utf-8").splitlines()
    wheels = [line.strip() for line in lines if line.strip().endswith(".whl")]
    assert wheels and all(wheel.startswith("prismatoid-" + setup.PRISMATOID.split("==")[1] + "-") for wheel in wheels)
    marker = markers.Marker(setup.prismatoid_marker(lines))
    tags = [tag for wheel in wheels for tag in utils.parse_wheel_filename(wheel)[3]]
    covered = 0
    for system, machine, python, implementation in itertools.product(SYSTEMS, MACHINES, PYTHONS, IMPLEMENTATIONS):
        env = {
            "sys_platform": system,
            "platform_machine": machine,
            "python_version": python,
            "platform_python_implementation": implementation,
            "python_full_version": python + ".0",
        }
        installs = any(wheel_installs(tag.platform, tag.interpreter, tag.abi, env) for tag in tags)
        assert marker.evaluate(env) == installs, env
        covered += installs
    assert covered > 0


def test_the_pin_is_exact() -> None:
    """One version, pinned: the wheel list cannot drift from what pip would fetch."""
    setup = load_setup()
    assert re.fullmatch(r"prismatoid==\d+\.\d+\.\d+", setup.PRISMATOID)


@pytest.mark.parametrize(
    ("libc", "fits"),
    [(("glibc", "2.31"), False), (("glibc", "2.34"), True), (("glibc", "2.36"), True), (("", ""), True)],
)
def test_an_old_glibc_leaves_prismatoid_out_instead_of_building_it(
    monkeypatch: pytest.MonkeyPatch, libc: tuple[str, str], fits: bool
) -> None:
    """Debian 11 and Ubuntu 20.04 (glibc 2.31) get no prismatoid at all; 2.34 and newer, and musl, do."""
    setup = load_setup()
    lines = (ROOT / "prismatoid-wheels.txt").read_text(encoding="utf-8").splitlines()
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(platform, "machine", lambda: "x86_64")
    monkeypatch.setattr(platform, "libc_ver", lambda: libc)
    assert setup.wheel_fits_this_system(lines) is fits
    assert any(dep.startswith("prismatoid") for dep in setup.dependencies()) is fits


@pytest.mark.parametrize(("release", "fits"), [("10.15.7", False), ("11.0", True), ("14.5", True)])
def test_macos_before_11_leaves_prismatoid_out(monkeypatch: pytest.MonkeyPatch, release: str, fits: bool) -> None:
    """The macOS wheels need macOS 11: an older Mac gets the app without the bridge, not a source build."""
    setup = load_setup()
    lines = (ROOT / "prismatoid-wheels.txt").read_text(encoding="utf-8").splitlines()
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(platform, "machine", lambda: "x86_64")
    monkeypatch.setattr(platform, "mac_ver", lambda: (release, ("", "", ""), "x86_64"))
    assert setup.wheel_fits_this_system(lines) is fits


def test_the_package_metadata_names_pythons_through_3_14() -> None:
    """The classifiers list every Python the app is tested on, 3.11 to 3.14."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for version in ("3.11", "3.12", "3.13", "3.14"):
        assert f'"Programming Language :: Python :: {version}"' in text


def test_the_wheel_list_ships_with_the_source() -> None:
    """The wheel list ships with the source (setup.py reads it when pip builds the app)."""
    assert "prismatoid-wheels.txt" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
