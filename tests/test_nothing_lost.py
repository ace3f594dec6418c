"""Nothing lost, round 2: each way found to lose a game, or to be told something untrue about it, through
the real app in a pseudo-terminal or through the save API it uses."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.names import NAME_LIMIT, NameRefused, player_name
from accessible_games.core.seats import Seat
from accessible_games.files import MAX_JSON_BYTES, BadFile, WriteRefused, read_json
from accessible_games.locks import GameLock, LockFailed, sweep_stale_locks
from accessible_games.saves import list_saves, saves_dir
from accessible_games.session import Session
from accessible_games.settings import load_settings, settings_path
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.replay_screen import export_and_say
from accessible_games.ui.saves_screen import GameBusyMenu, SaveActions, SavesMenu
from accessible_games.ui.testing import Harness
from app_helpers import ROOT, AppProcess, autosaves, play_human_turn, read, run_until
from test_untrusted import save_data, write_save


def wait_for_moves(home: Path, count: int, app: AppProcess, timeout: float = 60.0) -> int:
    """Wait until the game's autosave holds at least `count` moves; how many it holds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        files = autosaves(home)
        if files:
            try:
                moves = len(read(files[0])["moves"])
            except (ValueError, KeyError, OSError):
                moves = -1
            if moves >= count:
                return moves
        time.sleep(0.05)
    raise AssertionError(f"no autosave with {count} moves: " + app.text()[-500:])


posix_only = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal and POSIX signals")
LINES = ["--speech", "lines", "--no-sound", "--lang", "en"]
INVISIBLE = {
    "zero-width spaces": "\u200b\u200b",
    "a byte-order mark": "\ufeff",
    "left-to-right marks": "\u200e\u200e",
    "a soft hyphen": "\u00ad",
    "an escape sequence": "\x1b[31m",
    "a braille blank": "\u2800",
    "a Hangul filler": "\u3164",
}


# --- 1 and 3. names ----------------------------------------------------------------------------


@posix_only
def test_a_latin1_byte_in_a_name_is_replaced_and_the_game_is_saved(tmp_path: Path) -> None:
    """--players "José" from a Latin-1 terminal: the byte becomes U+FFFD, every move is saved, no error is heard."""
    app = AppProcess(
        tmp_path,
        [*LINES, "--game", "sixtyone", "--players", os.fsdecode(b"Jos\xe9,bot"), "--seed", "3", "--bot-delay", "0"],
    )
    try:
        assert run_until(app, " of "), app.text()[-500:]  # the first choice is focused
        app.press(b"\r")
        wait_for_moves(tmp_path, 2, app)
    finally:
        app.quit(confirm=True)
    assert "went wrong" not in app.text() and "Traceback" not in app.text()
    (path,) = autosaves(tmp_path)
    saved = read(path)
    assert saved["seats"][0]["name"] == "Jos\ufffd" and len(saved["moves"]) >= 1
    assert Session.load(path).seats[0].name == "Jos\ufffd"


@posix_only
@pytest.mark.parametrize("invisible", sorted(INVISIBLE))
def test_a_name_of_invisible_characters_is_refused_on_the_command_line(tmp_path: Path, invisible: str) -> None:
    """Nothing visible in a name: one clear line, exit status 2, no game and no save."""
    app = AppProcess(tmp_path, [*LINES, "--game", "sixtyone", "--players", f"{INVISIBLE[invisible]},bot"])
    assert app.wait() == 2
    assert "bad value for --players" in app.text()
    assert "a name with at least one visible letter, digit or sign" in app.text()
    assert autosaves(tmp_path) == []


def test_a_name_of_invisible_characters_is_refused_in_the_new_game_menu(tmp_path: Path) -> None:
    """Typed in the menu (a Hangul filler, printable but blank): refused, asked again; a real name then takes."""
    from accessible_games.ui.screens import NewGameMenu

    h = Harness(tmp_path)
    h.open_menu()
    menu = NewGameMenu(h.app, "sixtyone")
    h.app.push(menu)
    menu.rename(0)
    h.press("backspace", "\u3164", "enter")
    assert "this name has no letter, digit or sign that can be seen or read" in " ".join(h.said())
    h.press("Z", "o", "e", "enter")
    assert menu.seats[0].name == "Zoe"
    assert h.app.errors == []


@pytest.mark.parametrize("raw", ["\u200b", "\ufeff\u200e", "\x1b[0m", "   "])
def test_the_same_rule_refuses_such_a_name_in_a_save(tmp_path: Path, raw: str) -> None:
    """A save naming a player with nothing visible is refused as damaged, as the command line refuses it."""
    Harness(tmp_path)
    data = save_data()
    data["seats"][0]["name"] = raw
    path = write_save(saves_dir(), "autosave-20260101-000000-abcdef.json", data)
    with pytest.raises(BadFile):
        Session.load(path)
    assert list_saves()[1] == [(path, "damaged")]


def test_the_name_rule() -> None:
    """What player_name keeps: letters of any script, one space between words, at most NAME_LIMIT characters."""
    assert player_name("  Anna \t Maria\n") == "Anna Maria"
    assert player_name(b"Jos\xe9") == "Jos\ufffd"
    assert player_name("\u202eAnna\u202c\x1b[31m!") == "Anna!"
    assert player_name("Ж" * 100) == "Ж" * NAME_LIMIT
    assert player_name("e\u0301") == "\u00e9"
    for raw in [*INVISIBLE.values(), "", "\u0301"]:
        with pytest.raises(NameRefused):
            player_name(raw)


# --- 2 and 5. the lock fails closed --------------------------------------------------------------


def held_autosave(tmp_path: Path) -> tuple[Harness, Path, bytes]:
    """A harness and an unfinished autosave in its saves folder."""
    h = Harness(tmp_path)
    data = save_data()
    path = write_save(saves_dir(), f"autosave-{data['game_id']}.json", data)
    return h, path, path.read_bytes()


@pytest.mark.parametrize(
    "blocker", ["locks is a file", "the lock file is a folder", "locks is a symlink", "the lock file is a symlink"]
)
def test_a_lock_that_cannot_be_taken_makes_the_game_busy(tmp_path: Path, blocker: str) -> None:
    """Continue: the game is offered as a replay or a copy, never played unlocked; nothing outside is touched."""
    h, path, raw = held_autosave(tmp_path)
    game_id = path.stem.removeprefix("autosave-")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    victim = elsewhere / f"{game_id}.lock"
    victim.write_text("somebody's file")
    locks = saves_dir() / "locks"
    if blocker == "locks is a file":
        locks.write_text("not a folder")
    elif blocker == "locks is a symlink":
        locks.symlink_to(elsewhere, target_is_directory=True)
    else:
        locks.mkdir()
        if blocker == "the lock file is a folder":
            (locks / f"{game_id}.lock").mkdir()
        else:
            (locks / f"{game_id}.lock").symlink_to(victim)
    with pytest.raises(LockFailed):
        GameLock.take(saves_dir(), game_id)
    h.open_menu()
    h.press("home", "down", "enter")  # Continue
    assert isinstance(h.screen, GameBusyMenu)
    assert "cannot be locked" in " ".join(h.said())
    h.press("down", "enter")  # play on as a copy
    assert isinstance(h.screen, GameScreen) and h.session.game_id != game_id
    h.game_screen.leave()
    h.app.quit()
    assert path.read_bytes() == raw
    assert victim.read_text() == "somebody's file" and sorted(p.name for p in elsewhere.iterdir()) == [victim.name]


def test_only_a_saves_folder_that_cannot_be_written_plays_unlocked(tmp_path: Path) -> None:
    """The one unlocked case: no saves folder can be made (nothing can be overwritten there either)."""
    Harness(tmp_path)
    (tmp_path / "data").write_text("a file where the data folder goes")
    assert not GameLock.take(saves_dir(), "20260101-000000-abcdef").held


def test_a_lock_file_left_by_a_killed_copy_is_swept_and_a_held_one_stays(tmp_path: Path) -> None:
    """Killed before its first autosave: its lock file goes at the next start; a lock another copy holds stays."""
    Harness(tmp_path)
    locks = saves_dir() / "locks"
    locks.mkdir(parents=True)
    (locks / "20260101-000000-aaaaaa.lock").write_text("")
    (locks / "notes.txt").write_text("not a lock")
    held = GameLock.take(saves_dir(), "20260101-000000-bbbbbb")
    try:
        assert sweep_stale_locks(saves_dir()) == 1
        assert sorted(p.name for p in locks.iterdir()) == ["20260101-000000-bbbbbb.lock", "notes.txt"]
    finally:
        held.release()


@posix_only
def test_the_real_app_killed_before_its_first_autosave_leaves_no_lock_behind(tmp_path: Path) -> None:
    """A game killed at its first prompt (nothing saved yet); the next start leaves no lock file of it."""
    args = [*LINES, "--game", "sixtyone", "--players", "Anna,bot", "--seed", "2"]
    app = AppProcess(tmp_path, args)
    assert run_until(app, " of "), app.text()[-400:]
    app.kill()
    locks = tmp_path / "data" / "saves" / "locks"
    assert [p.name for p in locks.iterdir()]  # the killed copy's lock file is there
    again = AppProcess(tmp_path, LINES)
    try:
        assert run_until(again, "Main menu")
        assert list(locks.iterdir()) == []
    finally:
        again.quit()


def test_another_copy_cannot_delete_the_save_of_a_game_being_played(tmp_path: Path) -> None:
    """Delete while another copy holds the game: refused and said; the file stays. Free again: deleted."""
    h, path, raw = held_autosave(tmp_path)
    holder = GameLock.take(saves_dir(), path.stem.removeprefix("autosave-"))
    (info,), _bad = list_saves()
    h.open_menu()
    h.app.push(SavesMenu(h.app))
    h.app.push(SaveActions(h.app, info))
    h.app.top.delete()
    h.press("down", "enter")  # Yes
    assert "cannot be deleted now: another copy of Accessible Games is playing it" in h.last()
    assert path.read_bytes() == raw
    holder.release()
    h.app.top.delete()
    h.press("down", "enter")
    assert not path.exists() and "Save deleted." in h.said()


# --- item 10: an unreadable folder, a BOM, a file name that does not match its id ----------------


def test_an_unreadable_saves_folder_is_said_first_never_no_saved_games(tmp_path: Path) -> None:
    """The list of a saves folder that cannot be read: the reason, never "No saved games yet"."""
    h = Harness(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "saves").write_text("a file where the folder goes")
    h.open_menu()
    h.clear()
    h.app.push(SavesMenu(h.app))
    said = h.said()
    assert said[0] == "Saved games and replays." and "cannot be read" in " ".join(said[1:])
    assert "No saved games" not in " ".join(said)


def test_a_settings_file_and_a_save_with_a_bom_are_read(tmp_path: Path) -> None:
    """Notepad's BOM: the settings are kept (not reset as damaged), the save loads and is listed."""
    Harness(tmp_path)
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(b"\xef\xbb\xbf" + json.dumps({"version": 1, "lang": "fr", "rate": 70}).encode())
    settings, problem = load_settings()
    assert problem is None and settings.lang == "fr" and settings.rate == 70
    data = save_data()
    path = saves_dir() / f"autosave-{data['game_id']}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode())
    assert Session.load(path).moves == data["moves"]
    assert [info.path for info in list_saves()[0]] == [path]


def test_an_autosave_whose_name_does_not_match_its_id_is_played_on_in_place(tmp_path: Path) -> None:
    """Continued twice, it keeps writing the file it was read from: no new copy each time."""
    h = Harness(tmp_path)
    data = save_data()
    path = write_save(saves_dir(), "autosave-20260101-000000-renamed.json", data)
    for _ in range(2):
        h.open_menu()
        h.press("home", "down", "enter")  # Continue
        assert isinstance(h.screen, GameScreen)
        h.run_bots()
        play_human_turn(h)
        h.run_bots()
        h.game_screen.leave()
        assert autosaves(tmp_path) == [path]
    assert len(read(path)["moves"]) > len(data["moves"])


# --- 4. writes the app could not read back ---------------------------------------------------------


def test_a_long_history_never_makes_an_autosave_larger_than_the_app_reads(tmp_path: Path) -> None:
    """Lines heard past the size a save may have: the history is cut, the game never; the save loads."""
    Harness(tmp_path)
    session = Session.new("sixtyone", [Seat("Anna"), Seat("Bot 1", "normal")], None, {}, 5)
    for _ in range(6):
        session.play(session.bot_move())
    session.history = ["Правила: " + "я" * 3000] * 5000  # about 30 MB of lines heard
    session.save()
    assert session.autosave_path().stat().st_size <= MAX_JSON_BYTES
    assert Session.load(session.autosave_path()).moves == session.moves


def test_a_save_that_cannot_be_written_is_said_not_to_be_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game alone larger than a save may be: refused, the player is told once that it is not saved,
    Ctrl+Q says the last moves are not saved, and no message claims a save."""
    from accessible_games import session as session_module

    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    h.run_bots()
    monkeypatch.setattr(session_module, "MAX_JSON_BYTES", 100)
    with pytest.raises(WriteRefused):
        h.session.save()
    h.press("enter")
    h.run_bots()
    said = " ".join(h.said())
    assert "could not be saved in the folder" in said and "larger than the app can read back" in said
    assert not h.game_screen.saved
    h.press("c-q")
    assert "NOT saved" in " ".join(h.said()[-3:])
    assert h.app.errors == []


def test_an_internal_error_never_claims_the_game_is_saved(tmp_path: Path) -> None:
    """The one sentence after an unexpected error says where the details are, not that the game is saved."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    h.app._guarded(lambda: 1 / 0)  # type: ignore[func-returns-value]
    assert h.last() == (
        "Something went wrong inside the app (ZeroDivisionError); its details are in the crash log, and you can go on."
    )


# --- 6 and 10. exports ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["\x1b[31mevil\u202egame", "x" * 240, "é" * 120])
def test_an_export_has_a_clean_name_and_speaks_the_path_it_wrote(tmp_path: Path, name: str) -> None:
    """Escape codes and a right-to-left override never reach the file's name; a 240-character name works."""
    h = Harness(tmp_path)
    path = write_save(saves_dir(), f"{name}.json", save_data())
    export_and_say(h.app, Session.load(path), path)
    spoken = h.last().removeprefix("The game was exported as text to ")
    assert spoken != h.last(), h.last()
    written = Path(spoken)
    assert written.is_file() and written.parent == saves_dir()
    assert all(char.isalnum() or char in "_- ." for char in written.name)


# --- 7. one received file never blocks the way back --------------------------------------------------


def test_a_save_of_400_seats_is_listed_as_damaged_and_the_list_works(tmp_path: Path) -> None:
    """About 14 KB: counted before any name is read, named as damaged; the list and its speech work."""
    h = Harness(tmp_path)
    data = save_data()
    data["seats"] = [{"name": f"P{n}", "bot": None} for n in range(400)]
    write_save(saves_dir(), "autosave-20260101-000000-aaaaaa.json", data)
    good = write_save(saves_dir(), "mine.json", save_data())
    infos, bad = list_saves()
    assert [info.path for info in infos] == [good] and [reason for _path, reason in bad] == ["damaged"]
    h.open_menu()
    h.app.push(SavesMenu(h.app))
    assert "One saved game. One file cannot be read." in " ".join(h.said())
    assert h.app.errors == []


def test_deep_nesting_is_damaged_not_a_recursion_error(tmp_path: Path) -> None:
    """Lists nested 500 deep (well within what JSON parses) are refused before anything walks them."""
    Harness(tmp_path)
    data = save_data()
    data["moves"][0]["deep"] = json.loads("[" * 500 + "]" * 500)
    path = write_save(saves_dir(), "autosave-20260101-000000-aaaaaa.json", data)
    with pytest.raises(BadFile):
        read_json(path)
    assert list_saves()[1] == [(path, "damaged")]


@posix_only
def test_continue_falls_back_to_the_newest_save_that_loads_naming_the_one_skipped(tmp_path: Path) -> None:
    """The newest save is listed but cannot be played (its moves were edited): the older game opens."""
    saves = tmp_path / "data" / "saves"
    older = save_data(moves=3)
    older["updated"] = time.time() - 3600
    write_save(saves, f"autosave-{older['game_id']}.json", older)
    newest = save_data(seed=99)
    newest["moves"][0] = {"kind": "nonsense"}
    newest["updated"] = time.time()
    write_save(saves, "autosave-20990101-000000-ffffff.json", newest)
    app = AppProcess(tmp_path, [*LINES, "--continue", "--bot-delay", "0"])
    try:
        assert run_until(app, "autosave-20990101-000000-ffffff.json is damaged"), app.text()[-600:]
        assert run_until(app, "Sixty-One resumed"), app.text()[-600:]
    finally:
        app.quit(confirm=True)
    assert "went wrong" not in app.text()


# --- 9. hang-up and crash.log ------------------------------------------------------------------------


def controlling_terminal() -> None:
    """In the child, after setsid: make the pseudo-terminal on stdin its controlling terminal, as a
    terminal window's shell does (closing the window then sends SIGHUP)."""
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@posix_only
@pytest.mark.parametrize("controlling", [True, False], ids=["SIGHUP", "no-signal"])
def test_closing_the_terminal_saves_and_exits_quietly(
    tmp_path: Path, controlling: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The terminal window closes mid-game: the game is saved with its moves, the app ends, no crash.log."""
    import subprocess

    real_popen = subprocess.Popen

    def popen(*args: Any, **kwargs: Any) -> Any:
        if controlling:
            kwargs["preexec_fn"] = controlling_terminal
        return real_popen(*args, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", popen)
    app = AppProcess(
        tmp_path, [*LINES, "--game", "sixtyone", "--players", "Anna,bot", "--seed", "4", "--bot-delay", "0"]
    )
    monkeypatch.setattr(subprocess, "Popen", real_popen)
    assert run_until(app, " of "), app.text()[-400:]
    app.press(b"\r")
    moves = wait_for_moves(tmp_path, 2, app)
    app.close_window()
    try:
        code = app.process.wait(60)
    finally:
        if app.process.poll() is None:
            app.process.kill()
    assert code in (0, 128 + signal.SIGHUP, 1) and code != 1
    assert not (tmp_path / "log" / "crash.log").exists()
    saved = Session.load(autosaves(tmp_path)[0])
    assert len(saved.moves) >= moves


SITE_HOOK = """
import accessible_games.ui.app as app_module

def broken(self, where):
    raise RuntimeError("a bug in reading the history")

app_module.App.read_history = broken
"""


@posix_only
def test_an_internal_error_goes_to_crash_log_and_the_player_hears_one_sentence(tmp_path: Path) -> None:
    """A bug behind PageUp: no traceback on the terminal, one sentence heard, the details in crash.log."""
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(SITE_HOOK)
    app = AppProcess(tmp_path, LINES, env={"PYTHONPATH": f"{hook}{os.pathsep}{ROOT}"})
    try:
        assert run_until(app, "Main menu")
        app.press(b"\x1b[5~")  # PageUp
        assert run_until(app, "Something went wrong inside the app (RuntimeError)"), app.text()[-400:]
    finally:
        app.quit()
    assert "Traceback" not in app.text() and "a bug in reading" not in app.text()
    log = (tmp_path / "log" / "crash.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "RuntimeError: a bug in reading the history" in log


@posix_only
def test_a_transcript_that_fails_at_start_is_reported(tmp_path: Path) -> None:
    """--transcript /dev/full: its first line fails; the player is told, and the app goes on."""
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full on this system")
    app = AppProcess(tmp_path, [*LINES, "--transcript", "/dev/full"])
    try:
        assert run_until(app, "transcript"), app.text()[-400:]
        assert run_until(app, "Main menu")
    finally:
        app.quit()
    assert "Traceback" not in app.text()
