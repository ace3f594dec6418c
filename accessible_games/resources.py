"""Where the app's shipped files (locales, sounds) are, in a checkout or an installed copy."""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path

SHARE = ("share", "accessible-games")


def resource_dir(name: str) -> Path:
    """The folder `name` ("locales" or "sounds"): beside the package in a checkout, else under share/."""
    here = Path(__file__).resolve().parent
    candidates = [
        here.parent / name,
        Path(sys.prefix).joinpath(*SHARE, name),
        Path(sysconfig.get_path("data")).joinpath(*SHARE, name),
    ]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]
