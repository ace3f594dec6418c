"""Where the app's shipped files (locales, sounds) are: inside the installed package, found with importlib.resources."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

PACKAGES: dict[str, str] = {"locales": "accessible_games.locales", "sounds": "accessible_games.sounds"}
"""The shipped folders and the packages they are installed as (see setup.py)."""
MARKERS: dict[str, str] = {"locales": "en/app.ftl", "sounds": "move.wav"}
"""A file each folder must hold, so an empty or half-installed folder counts as missing."""

MISSING_LINE: dict[str, str] = {
    "en": "accessible-games: the game's text files (locales) are missing from this installation; reinstall accessible-games.",
    "ru": "accessible-games: в этой установке нет текстовых файлов игры (locales); переустановите accessible-games.",
    "fr": "accessible-games : les fichiers de textes du jeu (locales) manquent dans cette installation ; réinstallez accessible-games.",
}
"""Said when the locale files themselves are missing, so it cannot come from them."""


def resource_dir(name: str) -> Path:
    """The folder `name` ("locales" or "sounds") of the installed package, else beside a checkout."""
    for candidate in _candidates(name):
        if (candidate / MARKERS[name]).is_file():
            return candidate
    return _checkout_dir(name)


def resources_present(name: str = "locales") -> bool:
    """True when the folder `name` is installed with its files."""
    return (resource_dir(name) / MARKERS[name]).is_file()


def _candidates(name: str) -> list[Path]:
    """Where `name` may be: each folder importlib.resources finds for its package, then a checkout."""
    found: list[Path] = []
    try:
        root = resources.files(PACKAGES[name])
    except (ModuleNotFoundError, TypeError, ValueError):
        root = None
    if root is not None:
        # A regular install gives one Path; a namespace package may give several (MultiplexedPath).
        paths = getattr(root, "_paths", None) or [root]
        found.extend(Path(str(path)) for path in paths)
    found.append(_checkout_dir(name))
    return found


def _checkout_dir(name: str) -> Path:
    """The folder at the top of a source checkout (running from the tree without installing)."""
    return Path(__file__).resolve().parent.parent / name
