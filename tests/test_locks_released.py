"""A process keeps open only the locks of the games it still holds: macOS gives a process 256 open files."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.locks import GameLock, is_busy, locks_dir
from accessible_games.ui.testing import Harness
from app_helpers import ROOT

MANY_GAMES = r"""
import resource, sys
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from accessible_games.locks import GameLock

resource.setrlimit(resource.RLIMIT_NOFILE, (256, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))  # as macOS
saves = Path(sys.argv[1])
held = GameLock.take(saves, "kept")
for number in range(600):  # games opened and left, each dropping its lock without a release
    GameLock.take(saves, f"game-{number}")
print(sorted(path.name for path in (saves / "locks").iterdir()))
"""


@pytest.mark.skipif(sys.platform == "win32", reason="sets the open-file limit with the resource module")
def test_six_hundred_games_left_under_a_256_file_limit(tmp_path: Path) -> None:
    """Each game left frees its lock file, so the 257th game still locks (it failed with too many open files)."""
    result = subprocess.run(
        [sys.executable, "-c", MANY_GAMES, str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-800:]
    assert result.stdout.strip() == "['kept.lock']"


def test_a_game_screen_nobody_holds_frees_its_lock(tmp_path: Path) -> None:
    """A game dropped without being closed (a test's harness, a screen replaced) is no longer busy once it is
    gone, and its lock file is removed; while it is held, it stays busy."""
    harness = Harness(tmp_path)
    screen = harness.start_game("sixtyone")
    game_id = screen.session.game_id
    saves = tmp_path / "data" / "saves"
    assert is_busy(saves, game_id)
    del harness, screen
    gc.collect()
    assert not is_busy(saves, game_id)
    assert list(locks_dir(saves).iterdir()) == []


def test_a_lock_held_stays_held_and_release_frees_it_once(tmp_path: Path) -> None:
    lock = GameLock.take(tmp_path, "anna")
    gc.collect()
    assert is_busy(tmp_path, "anna")
    lock.release()
    lock.release()
    assert not is_busy(tmp_path, "anna") and list(locks_dir(tmp_path).iterdir()) == []
