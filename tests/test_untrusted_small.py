"""The small faults of untrusted files and arguments: odd file names, a FIFO transcript, a closed stdin,
huge numbers, an option of another variant, an unreadable saves folder, left-over temporary files."""

from __future__ import annotations

import argparse
import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from accessible_games.cli import main
from accessible_games.core.messages import msg
from accessible_games.core.seats import Seat
from accessible_games.files import UnsafePath, fault_reason, inside
from accessible_games.locks import GameBusy, GameLock, sweep_autosave_temporaries
from accessible_games.saves import AUTOSAVE_PREFIX, saves_dir
from accessible_games.session import Session
from accessible_games.speech.base import RecordSpeaker
from accessible_games.speech.transcript import TranscriptSpeaker
from accessible_games.startup import first_screens
from accessible_games.speech.announcer import Announcer
from accessible_games.ui.testing import Harness
from app_helpers import ROOT, AppProcess, save_as
from test_untrusted import hold_lock, run_until

LANG_ENV = {"LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8"}


def test_inside_refuses_every_way_out(tmp_path: Path) -> None:
    """Separators, dot names, NUL and a symlinked way out are refused; a plain name is accepted."""
    assert inside(tmp_path, "game.json") == tmp_path / "game.json"
    for name in ("", ".", "..", "../x", "a/b", "a\\b", "a\x00b", "/etc/passwd"):
        with pytest.raises(UnsafePath):
            inside(tmp_path, name)


def test_fault_reasons_name_the_cause() -> None:
    """Disk full, permission and read-only disks are told apart from other failures."""
    assert fault_reason(OSError(errno.ENOSPC, "full")) == "disk-full"
    assert fault_reason(PermissionError(errno.EACCES, "no")) == "permission"
    assert fault_reason(OSError(errno.EROFS, "ro")) == "read-only"
    assert fault_reason(OSError(errno.EIO, "io")) == "other"


def test_a_lock_is_one_copys_at_a_time(tmp_path: Path) -> None:
    """A second take of a held game is refused; after release it can be taken again, and no file stays."""
    first = GameLock.take(tmp_path, "20260101-000000-abcdef")
    assert first.held
    with pytest.raises(GameBusy):
        GameLock.take(tmp_path, "20260101-000000-abcdef")
    first.release()
    second = GameLock.take(tmp_path, "20260101-000000-abcdef")
    second.release()
    assert list((tmp_path / "locks").iterdir()) == []


# --- file names that are not UTF-8 -------------------------------------------------------------


def test_an_undecodable_file_name_does_not_stop_the_transcript(tmp_path: Path) -> None:
    """A name with a byte that is not UTF-8 is written with a replacement character, and the transcript goes on."""
    path = tmp_path / "heard.txt"
    speaker = TranscriptSpeaker(RecordSpeaker(), path)
    announcer = Announcer(speaker, "en")
    announcer.say(msg("saves-bad-item", file=os.fsdecode(b"\xff\xfe.json"), reason="damaged"))
    announcer.say(msg("main-title"))
    speaker.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines == ["File \ufffd\ufffd.json: damaged; left untouched", "Accessible Games. Main menu."]
    assert speaker.problems == []


def test_the_real_app_lists_an_undecodable_file_name(tmp_path: Path) -> None:
    """In the real app: the saves list names the file, and every later line still reaches the transcript."""
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / os.fsdecode(b"bad\xff.json")).write_bytes(b"not json")
    transcript = tmp_path / "heard.txt"
    app = AppProcess(
        tmp_path, ["--speech", "silent", "--no-sound", "--lang", "en", "--transcript", str(transcript)], env=LANG_ENV
    )
    try:
        assert run_until(app, "Main menu") or transcript.exists()
        time.sleep(0.5)
        app.press(b"\x1b[B\x1b[B\r")  # Saved games and replays
        time.sleep(1.0)
        app.press(b"\x1b")  # back to the main menu
        time.sleep(0.5)
        assert app.quit() == 0
    finally:
        app.kill()
    lines = transcript.read_text(encoding="utf-8").splitlines()
    listed = next(n for n, line in enumerate(lines) if "File bad\ufffd.json: damaged; left untouched" in line)
    assert "Accessible Games. Main menu." in lines[listed + 1 :]  # the transcript went on after it


# --- a FIFO as the transcript ------------------------------------------------------------------


def test_a_fifo_transcript_is_refused_without_waiting(tmp_path: Path) -> None:
    """Opening a pipe nobody reads would hang the start: it is refused at once, with a message."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    speaker = TranscriptSpeaker(RecordSpeaker(), fifo)
    assert speaker.problems == ["speech-transcript-unwritable"]
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en", "--transcript", str(fifo)])
    try:
        assert run_until(app, "The transcript file cannot be written"), app.text()[-500:]
        assert run_until(app, "Main menu")
        assert app.quit() == 0
    finally:
        app.kill()


# --- no keyboard -------------------------------------------------------------------------------


def test_a_closed_stdin_says_there_is_no_keyboard(tmp_path: Path) -> None:
    """Started with stdin closed (<&-): one clear line and exit 1, no crash log."""
    env = dict(os.environ, ACCESSIBLE_GAMES_HOME=str(tmp_path), PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy")
    result = subprocess.run(
        ["bash", "-c", f'exec "{sys.executable}" -m accessible_games --speech silent <&-'],
        capture_output=True,
        text=True,
        env=env,
        cwd=str(ROOT),
        timeout=60,
    )
    assert result.returncode == 1
    assert "No keyboard to read" in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "data" / "crash.log").exists()


# --- command-line values -------------------------------------------------------------------------


def test_a_huge_seed_or_players_list_gets_a_clear_message(capsys: pytest.CaptureFixture[str]) -> None:
    """A 4,301-digit seed and a 2,500-character --players: a readable line, cut, never "{???}"."""
    assert main(["--lang", "en", "--game", "sixtyone", "--seed", "9" * 4301]) == 2
    error = capsys.readouterr().err
    assert "{???}" not in error and "bad value for --seed" in error and "(4,301 characters)" in error
    assert "a whole number from 0 to 18446744073709551615" in error and len(error) < 300
    assert main(["--lang", "en", "--game", "sixtyone", "--players", ",".join(["A"] * 1250)]) == 2
    error = capsys.readouterr().err
    assert "{???}" not in error and "bad value for --players" in error and "(2,499 characters)" in error
    assert main(["--lang", "en", "--game", "sixtyone", "--seed", "-1"]) == 2
    assert "bad value for --seed" in capsys.readouterr().err


def test_an_option_of_another_variant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """--variant sheet --option rows=3 (rows belongs to the grid) is refused with the variant it belongs to."""
    assert main(["--lang", "en", "--game", "oflameron", "--variant", "sheet", "--option", "rows=3"]) == 2
    assert capsys.readouterr().err.strip() == (
        "accessible-games: --option rows belongs to the variant grid, not to "
        "sheet. Choose that variant or leave the option out."
    )
    assert main(["--lang", "fr", "--game", "oflameron", "--variant", "loop", "--option", "columns=5"]) == 2
    assert "appartient à la variante grid" in capsys.readouterr().err


# --- an unreadable saves folder --------------------------------------------------------------------


def test_an_unreadable_saves_folder_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Continue and the saves list name the folder and the cause, never "there is no unfinished game"."""
    h = Harness(tmp_path)
    folder = saves_dir()
    folder.mkdir(parents=True)
    real_listdir = os.listdir

    def refuse(path: object = ".") -> list[str]:
        if Path(str(path)) == folder:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_listdir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "listdir", refuse)
    expected = (
        f"The saves folder {folder} cannot be read: permission denied. "
        "No saved game can be listed or continued until it can."
    )
    h.open_menu()
    h.press("home", "down", "enter")  # Continue the last game
    assert h.last() == expected
    h.press("down", "enter")  # Saved games and replays
    assert expected in " ".join(h.said()[-2:])
    h.press("enter")  # Enter on the one line: said again
    assert h.last() == expected and h.app.errors == []
    problems: list = []
    first_screens(h.app, argparse.Namespace(resume=True, game=None), {}, problems)
    assert [h.app.text(problem) for problem in problems] == [expected]


def test_a_saves_folder_that_is_a_file_says_so(tmp_path: Path) -> None:
    """A file where the saves folder should be: "it is not a folder"."""
    h = Harness(tmp_path)
    saves_dir().parent.mkdir(parents=True)
    saves_dir().write_text("not a folder")
    h.open_menu()
    h.press("home", "down", "enter")
    assert h.last() == (
        f"The saves folder {saves_dir()} cannot be read: it is not a folder. "
        "No saved game can be listed or continued until it can."
    )


# --- temporary files of a killed copy --------------------------------------------------------------


def test_temporary_autosaves_of_a_killed_copy_go_at_start(tmp_path: Path) -> None:
    """A fresh temporary autosave no running copy writes is removed at once; one of a game held elsewhere stays."""
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    orphan = folder / f".{AUTOSAVE_PREFIX}20260101-000000-aaaaaa.json.x1y2.tmp"
    orphan.write_text("{")
    busy = folder / f".{AUTOSAVE_PREFIX}20260101-000000-bbbbbb.json.z3w4.tmp"
    busy.write_text("{")
    holder = hold_lock(tmp_path, "20260101-000000-bbbbbb")
    try:
        assert sweep_autosave_temporaries(folder, AUTOSAVE_PREFIX) == 1
        assert not orphan.exists() and busy.exists()
    finally:
        holder.kill()
        holder.wait()
    orphan.write_text("{")
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en"])
    try:
        assert run_until(app, "Main menu")
        assert not orphan.exists() and not busy.exists()
        assert app.quit() == 0
    finally:
        app.kill()


def test_a_game_that_cannot_lock_still_plays(tmp_path: Path) -> None:
    """No lock folder can be made (the saves folder is read-only): the game plays, unlocked, and says why it cannot save."""
    h = Harness(tmp_path)
    (tmp_path / "data").write_text("a file")
    screen = h.start_game("sixtyone", "Anna,bot", seed=2)
    assert not screen.lock.held
    save_as(h, "x")
    assert "could not be saved as x" in h.last()
    assert json.dumps(Session.new("sixtyone", [Seat("A"), Seat("B", "easy")], None, {}, 1).to_json())


def test_a_save_with_an_undecodable_file_name_exports(tmp_path: Path) -> None:
    """Export of such a save: written under a clean name (the byte becomes "_"), which is the path spoken;
    the text log names the save's file with a replacement character."""
    from accessible_games.ui.replay_screen import export_and_say
    from test_untrusted import save_data, write_save

    h = Harness(tmp_path)
    path = write_save(saves_dir(), os.fsdecode(b"ma partie \xe9.json"), save_data())
    export_and_say(h.app, Session.load(path), path)
    target = saves_dir() / "ma partie _.txt"
    assert h.last() == f"The game was exported as text to {target}"
    text = target.read_text(encoding="utf-8")
    assert "ma partie \ufffd.json" in text


def test_a_delete_that_fails_says_where_and_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deleting a save on a read-only disk names the folder and the cause; the save stays listed."""
    from test_untrusted import save_data, write_save

    h = Harness(tmp_path)
    path = write_save(saves_dir(), "mine.json", save_data())

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(Path, "unlink", refuse)
    h.open_menu()
    h.press("home", "down", "down", "enter", "enter", "end", "enter", "down", "enter")  # the save: Delete, Yes
    assert h.last() == f"This save could not be deleted from the folder {saves_dir()}: the disk is read-only."
    assert path.exists()
