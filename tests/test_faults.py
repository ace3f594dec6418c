"""Faults of the machine: no audio device, a missing voice, missing or broken sound files, an unwritable
transcript or data folder. Each falls back with one clear message; the app never crashes."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.audio.cues import CUE_NAMES, CuePlayer
from accessible_games.audio.mixer import open_mixer
from accessible_games.core.messages import msg
from accessible_games.settings import Settings
from accessible_games.speech.base import RecordSpeaker, Voice
from accessible_games.speech.factory import make_speaker
from accessible_games.speech.announcer import Announcer
from accessible_games.ui.app import App, AppOptions
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from app_helpers import AppProcess, play_to_end, run_until

NO_DEVICE_LINE = "No audio device could be opened, so every message is printed as a line for your screen reader."
TRANSCRIPT_LINE = "The transcript file cannot be written; the game goes on without a transcript."


def save_line(home: Path) -> str:
    """What the player hears when the data folder under `home` is a file, not a folder."""
    return (
        f"This game could not be saved in the folder {home / 'data' / 'saves'}: it is not a folder. "
        "You can go on playing; it is saved again after every move."
    )


def test_no_audio_device_falls_back_to_screen_reader_lines(tmp_path: Path, no_screen_reader_standin: None) -> None:
    """No sound card: one clear line, then every message printed for the screen reader; a game plays to its end."""
    app = AppProcess(
        tmp_path,
        [
            "--speech",
            "auto",
            "--lang",
            "en",
            "--game",
            "sixtyone",
            "--players",
            "bot,bot",
            "--bot-delay",
            "0",
            "--seed",
            "3",
        ],
        env={"SDL_AUDIODRIVER": "no-such-driver"},
    )
    assert run_until(app, "Game over."), app.text()[-600:]
    assert app.quit(confirm=True) == 0  # Ctrl+Q asks first in a game: Down to Yes, Enter
    out = app.text()
    assert out.count(NO_DEVICE_LINE) >= 1
    assert "Traceback" not in out


def test_unwritable_transcript_path_goes_on_without_a_transcript(tmp_path: Path) -> None:
    """--transcript into a folder that does not exist: one clear message, the app runs, nothing is written."""
    target = tmp_path / "no" / "such" / "folder" / "transcript.txt"
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en", "--transcript", str(target)])
    assert run_until(app, "Main menu")
    assert app.quit() == 0
    assert TRANSCRIPT_LINE in app.text()
    assert "Traceback" not in app.text()
    assert not target.exists()


def test_transcript_problem_in_process_is_reported_once(tmp_path: Path) -> None:
    """The speech factory reports the unwritable transcript once and speech still works."""
    speaker, problems = make_speaker("record", Voice(), transcript=tmp_path / "missing" / "t.txt")
    assert problems == ["speech-transcript-unwritable"]
    speaker.speak("hello", True)
    speaker.close()


def test_a_transcript_that_fails_later_stops_quietly_and_speech_goes_on(tmp_path: Path) -> None:
    """A transcript write that fails mid-game (disk full) stops the transcript; speaking goes on."""
    speaker, problems = make_speaker("record", Voice(), transcript=tmp_path / "t.txt")
    assert problems == []
    speaker._file.close()  # the next write fails as on a full disk
    speaker.speak("after the failure", False)
    assert speaker.inner.texts() == ["after the failure"]
    assert speaker.problems == ["speech-transcript-failed"]
    speaker.close()


def cue_app(tmp_path: Path, folder: Path) -> tuple[App, RecordSpeaker]:
    """The app with real cues from `folder` (dummy audio driver) whose problems are spoken, as start-up wires them."""
    import os

    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    speaker = RecordSpeaker()
    running: list[App] = []
    cues = CuePlayer(open_mixer(), folder=folder, on_problem=lambda problem: [a.event(msg(problem)) for a in running])
    app = App(Settings(lang="en"), Announcer(speaker, "en", cues), cues, AppOptions(seed=4, bot_delay=0.0))
    running.append(app)
    return app, speaker


@pytest.mark.parametrize(
    ("files", "line"),
    [
        ({}, "Some sound cue files are missing; those cues stay silent."),
        (
            {name: b"RIFF\x00\x00not really a wave file" for name in CUE_NAMES},
            "Some sound cue files are damaged; those cues stay silent.",
        ),
    ],
)
def test_missing_or_broken_sound_files_are_told_once_and_play_on(
    files: dict[str, bytes], line: str, tmp_path: Path
) -> None:
    """Every cue silent, one message for the whole game, and the game plays to its end."""
    if not open_mixer().ok:
        pytest.skip("the dummy audio driver did not open")
    folder = tmp_path / "sounds"
    folder.mkdir()
    for name, raw in files.items():
        (folder / f"{name}.wav").write_bytes(raw)
    app, speaker = cue_app(tmp_path, folder)
    from accessible_games.core.seats import Seat
    from accessible_games.session import Session

    session = Session.new("sixtyone", [Seat("Anna"), Seat("Bot 1", "normal")], None, {}, 4)
    app.start([MainMenu(app), GameScreen(app, session)])
    app.run_pending()
    for key in ("down", "down", "up", "left", "enter", "escape", "escape"):
        app.dispatch(key)
        app.run_pending()
    assert speaker.texts().count(line) == 1
    assert app.errors == []


def test_a_missing_voice_falls_back_to_another_voice() -> None:
    """The preferred voice for a language is absent: espeak-ng takes another voice for it and still speaks."""
    from accessible_games.speech import espeak
    from accessible_games.speech.engine import SynthUnavailable

    try:
        synth = espeak.espeak_synth()
    except SynthUnavailable:
        pytest.skip("espeak-ng is not available here")
    saved = dict(espeak.PREFERRED_VOICES)
    samples: list[bytes] = []
    try:
        espeak.PREFERRED_VOICES["fr"] = "no/such-voice"
        synth._configured = None
        synth.configure("fr", 50)
        synth.synthesize("Bonjour", lambda chunk: samples.append(chunk) or True)
    finally:
        espeak.PREFERRED_VOICES.clear()
        espeak.PREFERRED_VOICES.update(saved)
        synth._configured = None
    assert sum(len(chunk) for chunk in samples) > 1000


def test_an_unwritable_data_folder_in_the_real_app(tmp_path: Path) -> None:
    """The data folder cannot be made: the player is told once, the game plays to its end, the app quits cleanly."""
    (tmp_path / "data").write_text("a file where the data folder should be")
    app = AppProcess(
        tmp_path,
        [
            "--speech",
            "lines",
            "--no-sound",
            "--lang",
            "en",
            "--game",
            "oflameron",
            "--players",
            "bot,bot",
            "--bot-delay",
            "0",
            "--seed",
            "2",
        ],
    )
    assert run_until(app, "Game over."), app.text()[-600:]
    assert app.quit(confirm=True) == 0
    assert app.text().count(save_line(tmp_path)) == 1
    assert "Traceback" not in app.text()


def test_unwritable_data_folder_with_a_human_in_process(tmp_path: Path) -> None:
    """The same with a human at the keyboard: told once, keys work, the game ends."""
    h = Harness(tmp_path)
    (tmp_path / "data").write_text("not a folder")
    h.start_game("ramses", "Anna,bot", seed=6)
    play_to_end(h)
    assert h.said().count(save_line(tmp_path)) == 1
    h.press("f1")
    assert h.last()
    assert h.app.errors == []
