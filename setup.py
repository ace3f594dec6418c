"""Build step beyond pyproject.toml: the package list, and the dependencies with prismatoid's marker.

The locale and sound files live at the top of the repository. pyproject.toml maps them to the
packages accessible_games.locales (one subpackage per language) and accessible_games.sounds;
a declarative find cannot list packages that have no folder under accessible_games/, so the
list is made here, from the folders as they are.

prismatoid (the screen reader bridge) ships native wheels for some systems only, and pip builds
it from source (minutes, and a compiler) wherever none fits. Its marker is therefore derived from
the wheel files of the pinned version, listed in prismatoid-wheels.txt, so it is asked for exactly
where a wheel exists. Markers cannot name a C library version, so the build also leaves it out on
a Linux whose glibc is older than the wheels need (Debian 11, Ubuntu 20.04) and on macOS before
11: there the app speaks through speech-dispatcher or its own voice instead.
"""

from __future__ import annotations

import platform
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WHEEL_LIST = HERE / "prismatoid-wheels.txt"
PRISMATOID = "prismatoid==0.18.3"

DEPENDENCIES = [
    "pyttsx3>=2.99",  # the system voice on Windows and macOS (speech/savefile.py), through its public API
    "prompt_toolkit>=3.0.40",
    "pygame-ce>=2.4",
    "fluent.runtime>=0.4",
    "platformdirs>=4.0",
    "espeakng-loader>=0.2.4; sys_platform == 'linux'",
    "websockets>=13",
    "orjson>=3.9",  # the table server's JSON text: a tenth of the standard library's encoding time per update
    "numpy>=1.26",  # the Sixty-One hard bot's play-outs (games/sixtyone/playouts.py)
]
"""What the app needs everywhere; prismatoid is added by `dependencies()`."""

MACHINES = {"win32": {"amd64": "AMD64", "arm64": "ARM64"}, "android": {"arm64_v8a": "aarch64"}}
"""The machine part of a wheel's platform tag -> platform_machine where they differ (Windows, Android)."""


def wheel_platforms(lines: list[str]) -> dict[tuple[str, str], dict[str, object]]:
    """(sys_platform, platform_machine) -> what the wheels there need: "pythons" (None: any CPython 3
    from 3.10, else the exact versions), "glibc" and "macos" (the oldest system version)."""
    found: dict[tuple[str, str], dict[str, object]] = {}
    for line in lines:
        name = line.strip()
        if not name.endswith(".whl"):
            continue
        _dist, _version, python, abi, tag = name[:-4].split("-")
        if match := re.fullmatch(r"manylinux_(\d+)_(\d+)_(\w+)", tag):
            key, need = ("linux", match[3]), {"glibc": (int(match[1]), int(match[2]))}
        elif match := re.fullmatch(r"musllinux_\d+_\d+_(\w+)", tag):
            key, need = ("linux", match[1]), {}
        elif match := re.fullmatch(r"macosx_(\d+)_(\d+)_(\w+)", tag):
            key, need = ("darwin", match[3]), {"macos": (int(match[1]), int(match[2]))}
        elif match := re.fullmatch(r"win_(\w+)", tag):
            key, need = ("win32", match[1]), {}
        elif match := re.fullmatch(r"android_\d+_(\w+)", tag):
            key, need = ("android", match[1]), {}
        else:
            raise ValueError(f"unknown wheel platform tag {tag!r} in {WHEEL_LIST.name}")
        system, machine = key
        machine = MACHINES.get(system, {}).get(machine, machine)
        entry = found.setdefault((system, machine), {"pythons": set(), "glibc": None, "macos": None})
        pythons = entry["pythons"]
        if abi == "abi3" or pythons is None:
            entry["pythons"] = None
        else:
            pythons.add(f"{python[2]}.{python[3:].rstrip('t')}")  # type: ignore[union-attr]
        for part, value in need.items():
            older = entry[part]
            entry[part] = value if older is None else min(older, value)  # type: ignore[type-var]
    return found


def prismatoid_marker(lines: list[str]) -> str:
    """The environment marker that holds exactly where one of the listed wheels installs."""
    parts = []
    for (system, machine), need in sorted(wheel_platforms(lines).items()):
        clause = f"sys_platform == '{system}' and platform_machine == '{machine}'"
        pythons = need["pythons"]
        if pythons is not None:
            versions = " or ".join(f"python_version == '{version}'" for version in sorted(pythons))  # type: ignore[union-attr]
            clause += f" and ({versions})"
        parts.append(f"({clause})")
    return "platform_python_implementation == 'CPython' and (" + " or ".join(parts) + ")"


def wheel_fits_this_system(lines: list[str]) -> bool:
    """False where the marker holds but the C library or macOS is older than every wheel needs."""
    need = wheel_platforms(lines).get((sys.platform, platform.machine()))
    if need is None:
        return True  # the marker already leaves this system out
    if sys.platform == "linux" and need["glibc"] is not None:
        libc, version = platform.libc_ver()
        if libc == "glibc" and version:
            have = tuple(int(part) for part in version.split(".")[:2])
            return have >= need["glibc"]  # type: ignore[operator]
    if sys.platform == "darwin" and need["macos"] is not None and platform.mac_ver()[0]:
        have = tuple(int(part) for part in platform.mac_ver()[0].split(".")[:2])
        return have >= need["macos"]  # type: ignore[operator]
    return True


def dependencies() -> list[str]:
    """The dependencies, with prismatoid where one of its wheels fits."""
    lines = WHEEL_LIST.read_text(encoding="utf-8").splitlines()
    if not wheel_fits_this_system(lines):
        return list(DEPENDENCIES)
    return [*DEPENDENCIES, f"{PRISMATOID}; {prismatoid_marker(lines)}"]


if __name__ == "__main__":
    from setuptools import find_packages, setup
    from setuptools.command.build_py import build_py

    class FreshBuildPy(build_py):
        """build_py into an emptied build/lib: a module deleted from the source must not ship again from an
        earlier build's copy (pip and pipx build in the tree, and build/lib outlives them)."""

        def run(self) -> None:
            """Empty the build folder (not an editable install's own), then build as usual."""
            if not self.editable_mode and Path(self.build_lib).is_dir():
                shutil.rmtree(self.build_lib)
            super().run()

    LANGUAGE_PACKAGES = sorted(f"accessible_games.locales.{d.name}" for d in (HERE / "locales").iterdir() if d.is_dir())
    DATA_PACKAGES = ["accessible_games.locales", *LANGUAGE_PACKAGES, "accessible_games.sounds"]

    setup(
        packages=find_packages(include=["accessible_games", "accessible_games.*"]) + DATA_PACKAGES,
        install_requires=dependencies(),
        cmdclass={"build_py": FreshBuildPy},
    )
