"""Saves from someone else and a second running copy: nothing escapes the data folder, nothing is overwritten."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.seats import Seat
from accessible_games.files import BadFile, read_json
from accessible_games.saves import GAME_ID, continue_choices, list_saves, save_info, saves_dir
from accessible_games.session import Session, open_for_play
from accessible_games.ui.saves_screen import GameBusyMenu, SaveActions
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from app_helpers import ROOT, AppProcess, play_human_turn, run_until, save_as

HOSTILE_IDS: list[Any] = [
    "x/../../../config/settings",  # from the saves folder up to the settings file
    "x/../../../outside/PWNED",  # and to a folder beside the data
    "/tmp/PWNED",
    "..",
    ".",
    "",
    "a\x00b",
    "C:\\Windows\\PWNED",
    "a" * 300,
    5,
    None,
    ["x"],
]
ESCAPE_NAME = "\x1b]2;PWNED\x07\x1b[31mAnna"


def save_data(
    game: str = "sixtyone",
    players: tuple[Seat, ...] = (Seat("Anna"), Seat("Bot 1", "normal")),
    moves: int = 4,
    seed: int = 17,
) -> dict[str, Any]:
    """A real unfinished save (a few moves in), as JSON data."""
    session = Session.new(game, list(players), None, {}, seed)
    for _ in range(moves):
        session.play(session.bot_move())
    return json.loads(json.dumps(session.to_json()))


def write_save(folder: Path, name: str, data: dict[str, Any]) -> Path:
    """Write a save file as a friend would send it."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def files_under(root: Path) -> dict[str, bytes]:
    """Every file under `root` with its bytes (lock files aside: they come and go with running games)."""
    out = {}
    for path in root.rglob("*"):
        if path.is_file() and "locks" not in path.parts:
            out[str(path.relative_to(root))] = path.read_bytes()
    return out


# --- 1. path traversal ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", HOSTILE_IDS, ids=repr)
def test_a_hostile_game_id_never_becomes_a_path(tmp_path: Path, game_id: Any) -> None:
    """Any game id read from a file either has the fixed shape or is replaced; the autosave stays in the folder."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    data = save_data()
    data["game_id"] = game_id
    path = write_save(saves_dir(), "evil.json", data)
    session = open_for_play(path)
    assert GAME_ID.fullmatch(session.game_id)
    assert session.autosave_path().parent == saves_dir()


def test_continue_play_and_export_a_hostile_save_write_only_in_the_saves_folder(tmp_path: Path) -> None:
    """Repro 1: continue a save whose id climbs to the settings file, play, export: settings and outside untouched."""
    h = Harness(tmp_path)
    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"version": 1, "lang": "en"}', encoding="utf-8")
    (tmp_path / "outside").mkdir()
    for n, game_id in enumerate(HOSTILE_IDS[:3]):
        data = save_data(seed=n + 1)
        data["game_id"] = game_id
        write_save(saves_dir(), f"autosave-{n}.json" if n % 2 else f"evil-{n}.json", data)
    before = files_under(tmp_path)
    h.open_menu()
    for path in sorted(saves_dir().glob("*.json")):
        h.app.push(SaveActions(h.app, save_info(path)))  # Saved games, Enter on this save
        h.press("end", "up", "enter")  # Export as a text file
        assert "exported as text to" in h.last()
        h.press("home", "enter")  # Continue playing
        play_human_turn(h)
        h.run_bots()
        h.game_screen.leave()
    after = files_under(tmp_path)
    assert settings.read_text(encoding="utf-8") == '{"version": 1, "lang": "en"}'
    assert list((tmp_path / "outside").iterdir()) == [] and not Path("/tmp/PWNED.json").exists()
    for name, raw in before.items():
        if name != "data/saves/autosave-1.json":  # an autosave is played on in place, under its file's own name
            assert after[name] == raw, name
    assert Session.load(tmp_path / "data" / "saves" / "autosave-1.json").game_id == "1"
    new = sorted(set(after) - set(before))
    assert new and all(name.startswith("data/saves/") for name in new), new
    assert sum(name.endswith(".txt") for name in new) == 3 and sum(name.endswith(".json") for name in new) == 2


def test_an_autosave_naming_another_game_is_played_as_a_copy(tmp_path: Path) -> None:
    """autosave-A.json whose content says game B: playing it never writes autosave-B.json."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    other = save_data(seed=5)
    other_path = write_save(saves_dir(), f"autosave-{other['game_id']}.json", other)
    raw = other_path.read_bytes()
    sneaky = save_data(seed=6)
    sneaky["game_id"] = other["game_id"]
    session = open_for_play(write_save(saves_dir(), "autosave-20260101-000000-abcdef.json", sneaky))
    assert session.game_id != other["game_id"]
    session.play(session.bot_move())
    session.save()
    assert other_path.read_bytes() == raw


def test_the_real_app_continuing_a_hostile_save_leaves_settings_alone(tmp_path: Path) -> None:
    """Repro 1 in the real app: --continue with bots playing on; the settings file is the same byte for byte."""
    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"version": 1, "lang": "en", "rate": 60}', encoding="utf-8")
    data = save_data(players=(Seat("Bot 1", "normal"), Seat("Bot 2", "normal")), moves=2)
    data["game_id"] = "x/../../../config/settings"
    write_save(tmp_path / "data" / "saves", "autosave-evil.json", data)
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en", "--continue", "--bot-delay", "0"])
    try:
        assert run_until(app, "Game over."), app.text()[-500:]
        assert app.quit(confirm=True) == 0
    finally:
        app.kill()
    assert settings.read_text(encoding="utf-8") == '{"version": 1, "lang": "en", "rate": 60}'
    assert Session.load(tmp_path / "data" / "saves" / "autosave-evil.json").finished  # played on in place
    assert len(list((tmp_path / "data" / "saves").glob("autosave-*.json"))) == 1


# --- 2. two copies of the app ----------------------------------------------------------------


def hold_lock(home: Path, game_id: str) -> subprocess.Popen[str]:
    """Another process that takes the game's lock, says so, and keeps it until killed."""
    code = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from accessible_games.locks import GameLock\n"
        "lock = GameLock.take(Path(sys.argv[1]), sys.argv[2])\n"
        "print('held' if lock.held else 'unlocked', flush=True)\n"
        "time.sleep(60)\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(home / "data" / "saves"), game_id],
        stdout=subprocess.PIPE,
        text=True,
        cwd=str(ROOT),
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


@pytest.mark.parametrize(
    ("lang", "busy", "copied"),
    [
        ("en", "is open in another copy of Accessible Games", "This is a copy"),
        ("ru", "открыта в другой копии программы", "Это копия"),
        ("fr", "est ouverte dans une autre copie d'Accessible Games", "Ceci est une copie"),
    ],
)
def test_a_game_held_by_another_process_is_offered_as_replay_or_copy(
    tmp_path: Path, lang: str, busy: str, copied: str
) -> None:
    """Continue while another process owns the game: told so in the player's language; a copy never writes it."""
    h = Harness(tmp_path, lang=lang)
    data = save_data()
    path = write_save(saves_dir(), f"autosave-{data['game_id']}.json", data)
    raw = path.read_bytes()
    holder = hold_lock(tmp_path, data["game_id"])
    try:
        h.open_menu()
        h.press("home", "down", "enter")  # Continue the last game
        assert isinstance(h.screen, GameBusyMenu)
        assert busy in h.said()[-2]
        h.press("down", "enter")  # play on as a copy
        assert copied in " ".join(h.said()[-3:])
        assert h.session.game_id != data["game_id"]
        play_human_turn(h)
        h.run_bots()
        h.game_screen.leave()
        assert path.read_bytes() == raw
        assert len(list(saves_dir().glob("autosave-*.json"))) == 2
    finally:
        holder.kill()
        holder.wait()
    h.press("home", "down", "enter")  # the owner is gone (killed): the lock went with it
    assert not isinstance(h.screen, GameBusyMenu)


def test_the_replay_of_a_busy_game_only_reads_it(tmp_path: Path) -> None:
    """Listen to a game another process plays: the replay opens, nothing is written."""
    h = Harness(tmp_path)
    data = save_data()
    write_save(saves_dir(), f"autosave-{data['game_id']}.json", data)
    before = files_under(tmp_path)
    holder = hold_lock(tmp_path, data["game_id"])
    try:
        h.open_menu()
        h.press("home", "down", "enter", "enter")  # Continue, then Listen to the replay
        assert type(h.screen).__name__ == "ReplayScreen"
        h.press("down", "down", "escape")
        assert isinstance(h.screen, MainMenu)
    finally:
        holder.kill()
        holder.wait()
    assert files_under(tmp_path) == before


def test_two_real_copies_continuing_the_same_game(tmp_path: Path) -> None:
    """Repro 2: copy A plays the game; copy B hears it is open elsewhere and plays on as a copy; A's moves stay."""
    data = save_data(moves=3)
    saves = tmp_path / "data" / "saves"
    write_save(saves, f"autosave-{data['game_id']}.json", data)
    args = ["--speech", "lines", "--no-sound", "--lang", "en", "--continue", "--bot-delay", "0"]
    first = AppProcess(tmp_path, args)
    second = None
    try:
        assert run_until(first, "resumed"), first.text()[-500:]
        second = AppProcess(tmp_path, args)
        assert run_until(second, "is open in another copy of Accessible Games"), second.text()[-500:]
        second.press(b"\x1b[B\r")  # Play on as a copy
        assert run_until(second, "This is a copy"), second.text()[-500:]
        assert second.quit(confirm=True) == 0
        first.press(b"\r")  # A plays a move
        time.sleep(1.0)
        assert first.quit(confirm=True) == 0
    finally:
        first.kill()
        if second is not None:
            second.kill()
    mine = read_json(saves / f"autosave-{data['game_id']}.json")
    assert len(mine["moves"]) > len(data["moves"])
    assert len(list(saves.glob("autosave-*.json"))) == 2
    assert not list((saves / "locks").glob("*.lock"))


def test_a_killed_copy_leaves_no_stale_lock(tmp_path: Path) -> None:
    """Kill -9 the copy playing a game: the next copy continues it at once, with no question."""
    data = save_data()
    write_save(tmp_path / "data" / "saves", f"autosave-{data['game_id']}.json", data)
    args = ["--speech", "lines", "--no-sound", "--lang", "en", "--continue"]
    first = AppProcess(tmp_path, args)
    try:
        assert run_until(first, "resumed"), first.text()[-500:]
    finally:
        first.kill()
    second = AppProcess(tmp_path, args)
    try:
        assert run_until(second, "resumed"), second.text()[-500:]
        assert "another copy" not in second.text()
        assert second.quit(confirm=True) == 0
    finally:
        second.kill()


# --- 3. save as ----------------------------------------------------------------------------


def test_save_as_never_silently_replaces_another_games_save(tmp_path: Path) -> None:
    """Repro 3: "mygame" in Sixty-One, then "mygame" in Ramses: asked first, No keeps it, Yes replaces it."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    save_as(h, "mygame")
    assert h.last() == "Game saved as mygame."
    path = saves_dir() / "mygame.json"
    sixtyone = path.read_bytes()
    h.game_screen.leave()
    h2 = Harness(tmp_path)
    h2.start_game("ramses", "Anna,bot", seed=2)
    save_as(h2, "mygame")
    question = h2.said()[-2]
    assert question.startswith("The name mygame is already used by another game: Sixty-One") and "lost" in question
    h2.press("enter")  # No (focused first)
    assert path.read_bytes() == sixtyone
    save_as(h2, "mygame")
    h2.press("down", "enter")  # Yes
    assert h2.last() == "Game saved as mygame."
    assert read_json(path)["game"] == "ramses"
    save_as(h2, "mygame")  # the same game again: asked, as a replacement of its own save
    assert h2.said()[-2] == "A save named mygame of this game already exists. Replace it with the game as it is now?"


def test_names_that_clean_up_alike_do_not_collide_silently(tmp_path: Path) -> None:
    """ "." and ".." both become "_": the second asks before replacing the first."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    save_as(h, ".")
    assert h.last() == "Game saved as _."
    h.game_screen.leave()
    h2 = Harness(tmp_path)
    h2.start_game("oflameron", "Anna,bot", seed=2)
    save_as(h2, "..")
    assert h2.said()[-2].startswith("The name _ is already used by another game: Sixty-One")
    h2.press("enter")
    assert read_json(saves_dir() / "_.json")["game"] == "sixtyone"


def test_save_as_keeps_an_unreadable_file_of_that_name(tmp_path: Path) -> None:
    """A damaged file under the typed name is never overwritten."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    path = saves_dir() / "notes.json"
    path.write_bytes(b"my own notes, not a save")
    save_as(h, "notes")
    assert h.last().startswith("A file named notes is already in the saves folder and cannot be read")
    assert path.read_bytes() == b"my own notes, not a save"


# --- 4. numbers too big to read ----------------------------------------------------------------


def test_an_integer_of_thousands_of_digits_is_one_damaged_save(tmp_path: Path) -> None:
    """Repro 4: one save with a 4,400-digit number is listed as damaged; the others are listed and continue."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    good = write_save(saves_dir(), "good.json", save_data())
    huge = saves_dir() / "autosave-huge.json"
    huge.write_text(json.dumps(save_data(seed=3)).replace('"round":', '"round": 1' + "0" * 4400 + ', "x":', 1))
    raw = huge.read_bytes()
    with pytest.raises(BadFile):
        read_json(huge)
    infos, bad = list_saves()
    assert [info.path for info in infos] == [good]
    assert bad == [(huge, "damaged")]
    assert continue_choices()[0][0].path == good
    assert huge.read_bytes() == raw


def test_the_real_app_continues_past_a_huge_number(tmp_path: Path) -> None:
    """--continue with only such a save: it is named as damaged, no game to continue, no crash."""
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave-huge.json").write_text(
        '{"format": "accessible-games-save", "version": 1, "round": 1' + "0" * 4400 + "}"
    )
    app = AppProcess(tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en", "--continue"])
    try:
        assert run_until(app, "There is no unfinished game to continue."), app.text()[-500:]
        assert "autosave-huge.json is damaged" in app.text()
        assert app.quit() == 0
    finally:
        app.kill()
    assert not (tmp_path / "data" / "crash.log").exists()
    assert "Traceback" not in app.text()


# --- 5. terminal escape codes ------------------------------------------------------------------


def test_escape_codes_in_a_name_never_reach_the_terminal_or_transcript(tmp_path: Path) -> None:
    """Repro 5: a player named with an OSC title and a colour code is heard and printed as plain "Anna"."""
    data = save_data()
    data["seats"][1]["name"] = ESCAPE_NAME  # the bot's seat: the scores key says its name
    write_save(tmp_path / "data" / "saves", "autosave-evil.json", data)
    transcript = tmp_path / "heard.txt"
    app = AppProcess(
        tmp_path, ["--speech", "lines", "--no-sound", "--lang", "en", "--continue", "--transcript", str(transcript)]
    )
    try:
        assert run_until(app, "resumed"), app.text()[-500:]
        app.press(b"s")  # the scores: the name is spoken
        assert run_until(app, "Anna")
        assert app.quit(confirm=True) == 0
    finally:
        app.kill()
    raw = bytes(app.output)
    assert b"PWNED" not in raw and b"\x1b]2;" not in raw and b"\x1b[31m" not in raw
    heard = transcript.read_text(encoding="utf-8")
    assert "Anna" in heard and "\x1b" not in heard and "PWNED" not in heard


def test_names_from_a_save_are_cleaned_and_cut_at_load(tmp_path: Path) -> None:
    """Control and bidi characters go, a name keeps at most 40 characters; a name of nothing but controls is refused."""
    os.environ["ACCESSIBLE_GAMES_HOME"] = str(tmp_path)
    data = save_data()
    data["seats"][0]["name"] = "\u202eAnna\u202c\n" + "x" * 100
    session = Session.load(write_save(saves_dir(), "names.json", data))
    assert session.seats[0].name == "Anna " + "x" * 35
    data["seats"][0]["name"] = "\x1b[2J\x07"
    with pytest.raises(BadFile):
        Session.load(write_save(saves_dir(), "nothing.json", data))
