"""The mixer buffer: small by default, larger from the settings file or the command line."""

from __future__ import annotations

import pytest

from accessible_games.cli import main
from accessible_games.settings import Settings


def test_the_default_buffer_is_the_small_one() -> None:
    """256 frames: a key's sound waits at most 11.6 ms to be mixed."""
    assert Settings().audio_buffer == 256


@pytest.mark.parametrize(
    ("stored", "used"), [(1024, 1024), (4096, 4096), (300, 256), ("512", 256), (True, 256), (-1, 256)]
)
def test_the_settings_file_may_ask_for_a_larger_buffer_but_only_a_listed_one(stored: object, used: int) -> None:
    """A device that crackles gets 512 to 4096 frames; anything else in the file keeps the default."""
    assert Settings.from_json({"version": 1, "audio_buffer": stored}).audio_buffer == used


def test_a_bad_command_line_buffer_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    """--audio-buffer 300 names the value and the sizes accepted."""
    assert main(["--lang", "en", "--audio-buffer", "300"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "300" in err and "256, 512, 1024, 2048, 4096" in err
