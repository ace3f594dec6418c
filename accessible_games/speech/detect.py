"""Is a screen reader running? PRISM's own detection, then (on Linux) its process or the AT-SPI flag."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

SCREEN_READER_PROCESSES: dict[str, str] = {
    "orca": "Orca",
    "fenrir": "Fenrir",
    "fenrir-daemon": "Fenrir",
    "espeakup": "Speakup",
    "speakup": "Speakup",
}
"""Process names of Linux screen readers, and the name the player knows them by."""
ATSPI_TIMEOUT_S = 0.5


@dataclass(frozen=True)
class Found:
    """A running screen reader: its name and how it was found ("prism", "process", "speakup", "at-spi")."""

    name: str
    how: str


def detect_screen_reader(
    prism_probe: Callable[[], str | None] | None = None,
    proc: Path = Path("/proc"),
    sys_module: Path = Path("/sys/module"),
    atspi: Callable[[], bool] | None = None,
) -> Found | None:
    """The screen reader running now, if any (the arguments are for tests).

    On Linux the running programs are looked at first: it takes milliseconds, where loading PRISM
    takes about 60 ms, and it finds Orca, Fenrir and espeakup alike.
    """
    linux = sys.platform.startswith("linux")
    if linux:
        found = screen_reader_process(proc)
        if found is not None:
            return Found(found, "process")
        if (sys_module / "speakup").is_dir():
            return Found("Speakup", "speakup")
    if prism_probe is None:
        from .screenreader import running_screen_reader

        prism_probe = running_screen_reader
    name = prism_probe()
    if name:
        return Found(name, "prism")
    if linux and (atspi or atspi_screen_reader_enabled)():
        return Found("AT-SPI", "at-spi")
    return None


def screen_reader_process(proc: Path = Path("/proc")) -> str | None:
    """The name of a screen reader among the running processes (by command name or script name)."""
    try:
        entries = [entry for entry in proc.iterdir() if entry.name.isdigit()]
    except OSError:
        return None
    for entry in entries:
        for name in _process_names(entry):
            if name in SCREEN_READER_PROCESSES:
                return SCREEN_READER_PROCESSES[name]
    return None


def _process_names(entry: Path) -> list[str]:
    """The command name and the names of the program and script a process runs (orca is a Python script)."""
    names: list[str] = []
    try:
        names.append((entry / "comm").read_text(encoding="utf-8", errors="replace").strip())
        argv = (entry / "cmdline").read_bytes().split(b"\0")[:2]
        names.extend(os.path.basename(arg.decode("utf-8", "replace")) for arg in argv if arg)
    except OSError:
        pass
    return names


def atspi_screen_reader_enabled() -> bool:
    """The desktop's accessibility bus says a screen reader is on (org.a11y.Status ScreenReaderEnabled)."""
    gdbus = shutil.which("gdbus")
    if gdbus is None or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return False
    try:
        result = subprocess.run(
            [
                gdbus,
                "call",
                "--session",
                "--dest",
                "org.a11y.Bus",
                "--object-path",
                "/org/a11y/bus",
                "--method",
                "org.freedesktop.DBus.Properties.Get",
                "org.a11y.Status",
                "ScreenReaderEnabled",
            ],
            capture_output=True,
            text=True,
            timeout=ATSPI_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return result.returncode == 0 and "true" in result.stdout
