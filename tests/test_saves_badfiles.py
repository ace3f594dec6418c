"""Bad files: damaged, truncated, foreign, oversized or newer saves and settings; unwritable or full data folders."""

from __future__ import annotations

import argparse
import errno
import json
import os
import time
from pathlib import Path
from typing import Callable

import pytest

from accessible_games.files import MAX_JSON_BYTES, BadFile
from accessible_games.saves import continue_choices, list_saves
from accessible_games.session import Session
from accessible_games.settings import load_settings
from accessible_games.startup import first_screens
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.testing import Harness
from app_helpers import AppProcess, play_human_turn, play_to_end

VALID_SAVE: dict[str, bytes] = {}


def valid_save() -> bytes:
    """The bytes of a real unfinished save."""
    if "raw" not in VALID_SAVE:
        from accessible_games.core.seats import Seat

        session = Session.new("sixtyone", [Seat("Anna"), Seat("Bot 1", "normal")], None, {}, 17)
        for _ in range(5):
            session.play(session.bot_move())
        VALID_SAVE["raw"] = json.dumps(session.to_json()).encode("utf-8")
    return VALID_SAVE["raw"]


def _edit(change: Callable[[dict], None]) -> bytes:
    data = json.loads(valid_save())
    change(data)
    return json.dumps(data).encode("utf-8")


BAD_SAVES: dict[str, tuple[Callable[[], bytes], str, str]] = {
    # case: (bytes, reason, what the player hears)
    "damaged": (lambda: b"\x00\x01garbage{{", "damaged", "is damaged and cannot be read"),
    "truncated": (lambda: valid_save()[: len(valid_save()) // 2], "damaged", "is damaged and cannot be read"),
    "empty": (lambda: b"", "damaged", "is damaged and cannot be read"),
    "foreign": (
        lambda: b'{"name": "a shopping list", "items": ["milk"]}',
        "foreign",
        "is not a saved game of this app",
    ),
    "oversized": (lambda: b" " * (MAX_JSON_BYTES + 1) + valid_save(), "oversized", "is too large to be a save"),
    "newer": (lambda: _edit(lambda d: d.update(version=99)), "newer", "comes from a newer version of the app"),
    "unknown game": (lambda: _edit(lambda d: d.update(game="chess")), "unknown-game", "is damaged and cannot be read"),
    "tampered": (lambda: _edit(lambda d: d["moves"].pop()), "damaged", "is damaged and cannot be read"),
    "impossible date": (
        lambda: _edit(lambda d: d.update(updated=float("nan"))),
        "damaged",
        "is damaged and cannot be read",
    ),
}


def write_bad(folder: Path, case: str, name: str = "autosave-bad.json") -> tuple[Path, bytes]:
    """Write one bad save and return its path and bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    raw = BAD_SAVES[case][0]()
    path = folder / name
    path.write_bytes(raw)
    return path, raw


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_a_bad_save_is_named_with_its_reason_and_left_untouched(case: str, tmp_path: Path) -> None:
    """Loading gives BadFile with the reason; the list shows it as bad; the bytes never change."""
    _make, reason, _heard = BAD_SAVES[case]
    h = Harness(tmp_path)
    path, raw = write_bad(tmp_path / "data" / "saves", case)
    with pytest.raises(BadFile) as error:
        Session.load(path)
    assert error.value.reason == reason
    infos, bad = list_saves()
    if case == "tampered":  # readable on its face: listed; refused when opened
        assert [info.path for info in infos] == [path]
    else:
        assert bad == [(path, reason)] and infos == []
    h.open_menu()
    h.press("home", "down", "down", "enter", "enter")
    h.press("enter")  # Continue playing / the reason again
    assert path.read_bytes() == raw
    assert h.app.errors == []


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_continue_with_a_bad_newest_autosave_says_so_and_goes_on(case: str, tmp_path: Path) -> None:
    """Continue: one clear message about the bad file, the older game resumes, and the bad file stays as it was."""
    _make, _reason, heard = BAD_SAVES[case]
    h = Harness(tmp_path)
    from accessible_games.core.seats import Seat

    fallback = Session.new("oflameron", [Seat("Anna"), Seat("Bot 1", "normal")], None, {}, 3)
    for _ in range(4):
        fallback.play(fallback.bot_move())
    fallback.updated = time.time() - 3600
    fallback.save()
    path, raw = write_bad(tmp_path / "data" / "saves", case, "autosave-newest.json")
    h.open_menu()
    h.clear()
    h.press("home", "down", "enter")
    said = " ".join(h.said())
    if case == "tampered":  # readable listing, newer: Continue names it as unusable and falls back to the older game
        assert heard in said
        assert isinstance(h.screen, GameScreen) and h.session.moves[: len(fallback.moves)] == fallback.moves
    else:
        assert f"autosave-newest.json {heard}" in said
        assert "It was left untouched." in said
        assert h.game_screen.session.moves[: len(fallback.moves)] == fallback.moves
    assert path.read_bytes() == raw
    assert h.app.errors == []


def test_command_line_continue_with_a_bad_autosave(tmp_path: Path) -> None:
    """--continue: the bad autosave is reported among the start-up problems and the main menu opens."""
    h = Harness(tmp_path)
    path, raw = write_bad(tmp_path / "data" / "saves", "truncated")
    problems: list = []
    screens = first_screens(h.app, argparse.Namespace(resume=True, game=None), {}, problems)
    texts = [h.app.text(problem) for problem in problems]
    assert texts == [
        "The saved game autosave-bad.json is damaged and cannot be read. It was left untouched.",
        "There is no unfinished game to continue.",
    ]
    assert len(screens) == 1 and path.read_bytes() == raw
    infos, bad = continue_choices()
    assert infos == [] and bad == [(path, "damaged")]


def test_the_real_app_prints_and_goes_on_with_a_bad_save(tmp_path: Path) -> None:
    """`accessible-games --continue` with a damaged autosave prints one clear line, shows the main menu, quits cleanly."""
    path, raw = write_bad(tmp_path / "data" / "saves", "damaged")
    app = AppProcess(tmp_path, ["--continue", "--speech", "lines", "--no-sound", "--lang", "en"])
    deadline = time.time() + 20
    while "Main menu" not in app.text() and time.time() < deadline:
        time.sleep(0.05)
    assert app.quit() == 0  # Ctrl+Q on the main menu quits
    out = app.text()
    assert out.count("The saved game autosave-bad.json is damaged and cannot be read. It was left untouched.") >= 1
    assert "Traceback" not in out
    assert path.read_bytes() == raw


SETTINGS_CASES: dict[str, tuple[bytes, str]] = {
    "damaged": (b"{lang: ru", "damaged"),
    "truncated": (b'{"version": 1, "lang": "r', "damaged"),
    "foreign": (b'["not", "settings"]', "damaged"),
    "oversized": (b" " * (MAX_JSON_BYTES + 1) + b"{}", "oversized"),
    "newer": (b'{"version": 7, "lang": "fr"}', "newer"),
}


@pytest.mark.parametrize("case", sorted(SETTINGS_CASES))
def test_a_bad_settings_file_gives_defaults_and_is_kept(case: str, tmp_path: Path) -> None:
    """Defaults are used, the reason is given, and the file is kept aside byte for byte (never overwritten)."""
    raw, reason = SETTINGS_CASES[case]
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    settings, problem = load_settings(path)
    assert problem == reason
    assert settings.speech == "auto" and settings.rate == 50
    kept = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert not path.exists()


def test_the_real_app_starts_with_a_damaged_settings_file(tmp_path: Path) -> None:
    """The app says and prints that the settings were damaged, and works on defaults."""
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_bytes(b"\xff\xfe broken")
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en"])
    deadline = time.time() + 20
    while "Main menu" not in app.text() and time.time() < deadline:
        time.sleep(0.05)
    assert app.quit() == 0
    assert "The settings file was damaged. It was kept aside; default settings are used." in app.text()
    assert "Traceback" not in app.text()


def unwritable_home(tmp_path: Path) -> None:
    """Make the data folder impossible to create (a file stands where it should be): works even as root."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    (tmp_path / "data").write_text("not a folder")


def test_an_unwritable_data_folder_is_told_once_and_the_game_goes_on(tmp_path: Path) -> None:
    """Every autosave fails: the player hears it once, plays to the end, and Ctrl+S says it again when asked."""
    h = Harness(tmp_path)
    unwritable_home(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    play_to_end(h)
    folder = tmp_path / "data" / "saves"
    message = (
        f"This game could not be saved in the folder {folder}: it is not a folder. "
        "You can go on playing; it is saved again after every move."
    )
    assert h.said().count(message) == 1
    assert h.session.finished and h.app.errors == []
    h.clear()
    h.press("c-s", *"x", "enter")
    assert (
        f"The game could not be saved as x in the folder {folder}: it is not a folder." in h.said()
    )  # x replaced the suggestion
    h.press("c-q")
    assert h.said()[-2].startswith("Quit now? The last moves are NOT saved")


def test_a_full_disk_is_told_once_and_the_last_good_autosave_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No space left: the write fails cleanly, the previous autosave is whole, the game goes on."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    h.run_bots()
    play_human_turn(h)
    h.run_bots()
    path = h.session.autosave_path()
    before = path.read_bytes()

    real_fdopen = os.fdopen

    class FullDisk:
        """A file whose writes fail as on a full disk."""

        def __init__(self, fd: int, *args: object, **kwargs: object) -> None:
            self.handle = real_fdopen(fd, *args, **kwargs)

        def __enter__(self) -> "FullDisk":
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fdopen", FullDisk)
        for _ in range(3):
            play_human_turn(h)
            h.run_bots()
        assert path.read_bytes() == before
        assert list(path.parent.glob(".*.tmp")) == []
    message = (
        f"This game could not be saved in the folder {path.parent}: the disk is full. "
        "You can go on playing; it is saved again after every move."
    )
    assert h.said().count(message) == 1
    h.press("c-q")
    assert h.said()[-2].startswith("Quit now? The last moves are NOT saved: the saves folder cannot be written.")
    h.press("escape")
    assert Session.load(path).moves == json.loads(before)["moves"]
    play_to_end(h)
    assert "The game is saved again." in h.said()
    assert json.loads(path.read_bytes())["finished"] is True
    assert h.app.errors == []


def test_an_unwritable_settings_folder_keeps_the_change_for_now(tmp_path: Path) -> None:
    """A setting changed while the settings folder cannot be written still applies, with a message."""
    h = Harness(tmp_path)
    (tmp_path / "config").write_text("not a folder")
    h.app.options.save_settings = True
    h.open_menu()
    h.press("home", "down", "down", "down", "enter")  # Settings
    h.press("down", "down", "right")  # speech rate up one step
    assert h.app.settings.rate == 55
    assert (
        f"The settings could not be saved in the folder {tmp_path / 'config'}: it is not a folder. "
        "They apply until you quit."
    ) in h.said()
    assert h.app.errors == []


def test_continuing_a_named_save_never_overwrites_its_games_damaged_autosave(tmp_path: Path) -> None:
    """The autosave went bad, a named save of the same game is left: Continue plays it on beside the bad file."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=12)
    h.run_bots()
    play_human_turn(h)
    h.run_bots()
    h.press("c-s", *["backspace"] * 20, *"mine", "enter")
    autosave = h.session.autosave_path()
    h.game_screen.leave()
    autosave.write_bytes(b'{"format": "accessible-games-save", "version": 1, "ga')  # damaged
    raw = autosave.read_bytes()
    h.clear()
    h.press("home", "down", "enter")  # Continue: says the autosave is damaged, resumes "mine"
    assert any("autosave" in line and "damaged" in line for line in h.said())
    screen = h.game_screen
    assert screen.session.autosave_path() != autosave
    play_human_turn(h)
    h.run_bots()
    assert autosave.read_bytes() == raw
    assert screen.session.autosave_path().exists()


def test_a_folder_a_pipe_or_a_device_named_like_a_save_is_listed_as_damaged(tmp_path: Path) -> None:
    """Not a regular file: listed as damaged at once (a pipe is never opened, so the list cannot hang)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    h = Harness(tmp_path)
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    (folder / "a-folder.json").mkdir()
    os.mkfifo(folder / "a-pipe.json")
    (folder / "zeros.json").symlink_to("/dev/zero")
    infos, bad = list_saves()
    assert infos == []
    assert sorted((path.name, reason) for path, reason in bad) == [
        ("a-folder.json", "damaged"),
        ("a-pipe.json", "damaged"),
        ("zeros.json", "damaged"),
    ]
    h.open_menu()
    h.press("home", "down", "down", "enter", "enter")
    assert h.app.errors == []
