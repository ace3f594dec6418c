"""Shared test setup: no audio device, no pygame banner, settings and saves in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import settings

# Under CI every property test draws the same examples on every run, so a landing is judged on the
# code, not on the draw; elsewhere each run draws new ones, and a failure prints the example (and its
# blob) to add with @example.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "explore")


@pytest.fixture(autouse=True)
def _home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and saves folder."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path_factory.mktemp("home")))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests that drive Chromium (`browser`), start PostgreSQL (`postgresql`) or a proxy (`proxy`), by
    what their module uses, so a runner without those Debian packages leaves them out by marker, not by a list of files."""
    for item in items:
        module = getattr(item, "module", None)
        if module is None:
            continue
        if hasattr(module, "chromium"):
            item.add_marker(pytest.mark.browser)
        if hasattr(module, "Cluster"):
            item.add_marker(pytest.mark.postgresql)
        if hasattr(module, "Proxy"):
            item.add_marker(pytest.mark.proxy)
