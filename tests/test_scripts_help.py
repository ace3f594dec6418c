"""Every script in tools/ and benchmarks/ parses its arguments with argparse: `--help` prints its usage and
exits 0, doing nothing else (tools/make_sounds.py --help wrote 34 cues into a folder named `--help`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app_helpers import ROOT

SCRIPTS = sorted(
    str(path.relative_to(ROOT)) for folder in ("tools", "benchmarks") for path in (ROOT / folder).glob("*.py")
)


@pytest.mark.parametrize("script", SCRIPTS)
def test_help_prints_usage_and_does_nothing_else(tmp_path: Path, script: str) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / script), "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=str(tmp_path),
        env=dict(os.environ, PYTHONPATH=str(ROOT), ACCESSIBLE_GAMES_HOME=str(tmp_path / "home")),
    )
    assert done.returncode == 0, done.stderr[-600:]
    assert done.stdout.startswith("usage: "), done.stdout[:300]
    assert "Traceback" not in done.stderr
    assert not [path.name for path in tmp_path.iterdir() if path.name != "home"], "the script wrote files"
    assert not (ROOT / "--help").exists()


def test_no_stray_help_folder_is_committed() -> None:
    listed = subprocess.run(["git", "ls-files", "--", ":(literal)--help"], capture_output=True, text=True, cwd=ROOT)
    assert listed.stdout == ""
