"""Build step beyond pyproject.toml: the package list, with locales/ and sounds/ shipped inside it.

The locale and sound files live at the top of the repository. pyproject.toml maps them to the
packages accessible_games.locales (one subpackage per language) and accessible_games.sounds;
a declarative find cannot list packages that have no folder under accessible_games/, so the
list is made here, from the folders as they are.
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).resolve().parent
LANGUAGE_PACKAGES = sorted(f"accessible_games.locales.{d.name}" for d in (HERE / "locales").iterdir() if d.is_dir())
DATA_PACKAGES = ["accessible_games.locales", *LANGUAGE_PACKAGES, "accessible_games.sounds"]

setup(packages=find_packages(include=["accessible_games", "accessible_games.*"]) + DATA_PACKAGES)
