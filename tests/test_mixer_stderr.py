"""Opening the mixer hides the sound system's chatter, and only when there can be some.

Standard error is the process's: while the probe points it at /dev/null, what the start-up thread
writes there meanwhile is lost as well. A driver that opens no sound system keeps it open."""

from __future__ import annotations

import os

import pytest

from accessible_games.audio import mixer

pytestmark = pytest.mark.skipif(os.name != "posix", reason="standard error is only redirected on POSIX")


@pytest.mark.parametrize("driver", ["dummy", "disk", " Dummy "])
def test_a_driver_with_no_sound_system_leaves_standard_error_open(
    driver: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", driver)
    with mixer._quiet_stderr():
        os.write(2, b"said while the mixer opens\n")
    assert "said while the mixer opens" in capfd.readouterr().err


@pytest.mark.parametrize("driver", ["alsa", "pulseaudio", ""])
def test_a_real_sound_system_is_kept_off_the_terminal_while_it_opens(
    driver: str, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", driver)
    with mixer._quiet_stderr():
        os.write(2, b"ALSA lib pcm.c: unknown PCM\n")
    os.write(2, b"after the probe\n")
    err = capfd.readouterr().err
    assert "ALSA lib" not in err
    assert "after the probe" in err
