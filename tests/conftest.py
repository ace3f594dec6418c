"""Shared test setup: no audio device, no pygame banner, settings and saves in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and saves folder."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path_factory.mktemp("home")))
