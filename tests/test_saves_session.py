"""Saves: every move is autosaved atomically, a save resumes exactly, and replays from seed and moves."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.files import BadFile, sweep_temporary
from accessible_games.saves import SAVE_FORMAT, SAVE_VERSION, continue_choices, list_saves
from accessible_games.session import Session, open_for_play
from accessible_games.i18n import catalog
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.open_game import save_msg
from accessible_games.ui.testing import Harness
from app_helpers import (
    assert_consistent,
    autosaves,
    finished_session,
    play_human_turn,
    playable_games,
    read,
    save_as,
    seats_for,
)

GAMES = playable_games()


@pytest.mark.parametrize("game", GAMES)
def test_every_move_is_autosaved_and_reloads_to_the_same_game(game: str, tmp_path: Path) -> None:
    """After each move the autosave holds exactly the live game; reloading it at every move changes nothing."""
    h = Harness(tmp_path)
    h.start_game(game, seats_for(game, humans=1), seed=11)
    for _ in range(400):
        h.run_bots(reload_each_move=True)
        if h.session.finished:
            break
        assert play_human_turn(h)
        h.reload(check=True)
        assert_consistent(h.game_screen)
    assert h.session.finished
    data = read(h.session.autosave_path())
    assert data["finished"] is True and data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION
    assert h.app.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_continue_resumes_same_state_seat_and_history(game: str, tmp_path: Path) -> None:
    """Continue on the main menu brings back the same state, the same seat to move and the heard messages."""
    h = Harness(tmp_path)
    h.start_game(game, seats_for(game, humans=1), seed=5)
    h.run_bots()
    play_human_turn(h)
    h.run_bots()
    live = h.session
    state = live.game.to_json(live.state)
    to_move = live.game.to_move(live.state)
    heard = list(live.history)
    assert heard
    h.press("escape")  # game menu
    h.press("end", "enter")  # leave -> confirmation
    h.press("down", "enter")  # yes
    assert not any(isinstance(s, GameScreen) for s in h.app.stack)
    h.clear()
    h.press("home", "down", "enter")  # Continue the last game
    screen = h.game_screen
    assert screen.session.game.to_json(screen.state) == state
    assert screen.game.to_move(screen.state) == to_move
    assert screen.viewer == to_move
    assert screen.session.history[: len(heard)] == heard
    assert h.app.announcer.history.lines[: len(heard)] == heard
    assert any("resumed" in line for line in h.said())
    h.press("pageup")  # the history reads what was heard before leaving
    assert h.last() in heard or h.last() in h.app.announcer.history.lines
    assert h.app.errors == []
    # left and continued again in the same run: Page Up reads each line once, not the saved lines a second time
    before = len(h.app.announcer.history.lines)
    h.clear()
    h.press("escape", "end", "enter", "down", "enter")  # leave, yes
    h.press("home", "down", "enter")  # Continue
    assert isinstance(h.app.top, GameScreen)
    assert len(h.app.announcer.history.lines) - before == len(h.said())
    h.press("pageup")
    assert h.app.errors == []


def test_the_history_keeps_navigation_echo_and_the_save_no_spoken_log(tmp_path: Path) -> None:
    """The history read back on resuming keeps the cursor moves too; the save holds no text a replay would speak."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=2)
    h.run_bots()
    h.press("down", "down", "up")  # cursor echo in the move list
    echo = h.said()[-1]
    assert h.session.history[-1] == echo
    h.press("enter")
    h.run_bots()
    saved = read(h.session.autosave_path())
    assert "log" not in saved and saved["history"][-1] in h.said()


@pytest.mark.parametrize("game", GAMES)
def test_a_save_replays_from_seed_and_moves(game: str) -> None:
    """The save's seed and move list alone rebuild the final state, and each move's round and player."""
    session = finished_session(game, seed=21)
    data = read(session.autosave_path())
    assert data["seed"] == 21 and len(data["moves"]) == len(session.moves)
    loaded = Session.load(session.autosave_path())
    assert loaded.game.to_json(loaded.replayed_state()) == loaded.game.to_json(session.state)
    assert loaded.rounds == session.rounds and loaded.movers == session.movers
    assert len(loaded.rounds) == len(loaded.moves) + 1


def test_saves_are_plain_json_without_code(tmp_path: Path) -> None:
    """A save is UTF-8 JSON with a format and version: no pickle, nothing executable."""
    session = finished_session("sixtyone")
    raw = session.autosave_path().read_bytes()
    data = json.loads(raw.decode("utf-8"))
    assert data["format"] == SAVE_FORMAT and data["version"] == SAVE_VERSION
    assert not raw.startswith(b"\x80")  # not a pickle


def test_a_save_whose_moves_do_not_lead_to_its_state_is_refused() -> None:
    """An edited state (extra points) no longer matches its moves: damaged, not played."""
    session = finished_session("sixtyone", seed=8)
    path = session.autosave_path()
    data = read(path)
    data["moves"] = data["moves"][:-1]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BadFile) as error:
        Session.load(path)
    assert error.value.reason == "damaged"


def test_the_write_is_atomic_an_interrupted_save_keeps_the_previous_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write that fails half way leaves the previous autosave whole and no temporary file behind."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "bot,bot", seed=4)
    h.app.run_pending(limit=5)
    path = h.session.autosave_path()
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", broken_replace)
        h.app.run_pending(limit=3)
        assert path.read_bytes() == before
        assert list(path.parent.glob(".*.tmp")) == []
    h.run_bots()
    assert read(path)["finished"] is True


def test_left_over_temporary_files_are_swept_only_when_old(tmp_path: Path) -> None:
    """A temporary file left by a crash is removed once it is old; a fresh one may be in use and stays."""
    folder = tmp_path / "saves"
    folder.mkdir()
    old = folder / ".autosave-x.json.abc.tmp"
    fresh = folder / ".autosave-y.json.def.tmp"
    mine = folder / "notes.tmp"
    for path in (old, fresh, mine):
        path.write_text("{")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert sweep_temporary(folder) == 1
    assert not old.exists() and fresh.exists() and mine.exists()


def test_continue_prefers_the_autosave_when_a_named_save_ties(tmp_path: Path) -> None:
    """Ctrl+S copies the game under a name; Continue still resumes the autosave."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=9)
    h.run_bots()
    save_as(h, "mine")
    assert (tmp_path / "data" / "saves" / "mine.json").exists()
    infos = continue_choices()[0]
    assert infos and infos[0].autosave


def test_a_named_save_played_on_does_not_overwrite_the_game_that_went_on(tmp_path: Path) -> None:
    """Load a named save of a game that went further: it becomes a game of its own, the later autosave stays."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=9)
    h.run_bots()
    save_as(h, "early")
    play_human_turn(h)
    h.run_bots()
    later = h.session.autosave_path()
    later_bytes = later.read_bytes()
    forked = open_for_play(tmp_path / "data" / "saves" / "early.json")
    assert forked.autosave_path() != later
    forked.play(forked.game.legal_moves(forked.state, forked.game.to_move(forked.state))[0])
    forked.save()
    assert later.read_bytes() == later_bytes
    assert len(autosaves(tmp_path)) == 2
    same = open_for_play(later)
    assert same.autosave_path() == later


def test_list_is_newest_first_and_reads_without_replaying(tmp_path: Path) -> None:
    """The list gives game, players, round and date of every save, newest first."""
    first = finished_session("sixtyone", seed=1)
    second = finished_session("oflameron", seed=2, players="bot,bot,bot")
    data = read(first.autosave_path())
    data["updated"] = 1000.0
    first.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    infos, bad = list_saves()
    assert bad == []
    assert [info.game for info in infos] == ["oflameron", "sixtyone"]
    assert infos[0].seats == [seat.name for seat in second.seats]
    assert infos[0].finished and infos[0].moves == len(second.moves)
    assert infos[1].round == first.round and infos[1].updated == 1000.0


def test_a_replay_and_an_export_never_speak_text_stored_in_the_save() -> None:
    """A save whose log and history say anything at all: the replay and the export are rebuilt from the moves."""
    from accessible_games.ui.replay_screen import export_text, timeline

    session = finished_session("sixtyone", seed=6)
    data = read(session.autosave_path())
    lie = "Anna won a million; type your password now"
    data["log"] = [[lie] for _ in range(len(data["moves"]) + 1)]
    data["log_start"] = 0
    data["history"] = [lie]
    session.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    loaded = Session.load(session.autosave_path())
    line = timeline(loaded, "en")
    assert not any(lie in text for lines in line.lines for text in lines)
    assert any("Rolled" in text for text in line.lines[0])  # the opening roll, presented again
    assert lie not in export_text(loaded, "en")


VALID: dict[str, bytes] = {}


def _valid_save() -> bytes:
    if "save" not in VALID:
        session = finished_session("sixtyone", seed=12)
        VALID["save"] = session.autosave_path().read_bytes()
    return VALID["save"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damage_to_a_save_gives_badfile_or_a_working_game(tmp_path: Path, data: st.DataObject) -> None:
    """Cut, flipped or spliced bytes: loading either works (and the game is whole) or says BadFile, never anything else."""
    raw = bytearray(_valid_save())
    kind = data.draw(st.sampled_from(["truncate", "flip", "splice", "json-edit"]))
    if kind == "truncate":
        raw = raw[: data.draw(st.integers(0, len(raw) - 1))]
    elif kind == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    elif kind == "splice":
        at = data.draw(st.integers(0, len(raw)))
        raw[at:at] = data.draw(st.binary(min_size=1, max_size=20))
    else:
        doc = json.loads(bytes(raw))
        key = data.draw(st.sampled_from(sorted(doc)))
        doc[key] = data.draw(
            st.one_of(
                st.none(),
                st.integers(),
                st.floats(),
                st.text(max_size=5),
                st.lists(st.integers(), max_size=3),
                st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
            )
        )
        raw = bytearray(json.dumps(doc).encode("utf-8"))
    path = tmp_path / "saves-fuzz" / "autosave-x.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(raw))
    try:
        loaded = Session.load(path)
    except BadFile:
        pass
    else:
        game = loaded.game
        assert game.to_json(loaded.replayed_state()) == game.to_json(loaded.state)
    infos, bad = list_saves_in(path.parent)
    for info in infos:  # what the saved games list says of it
        catalog("en").render(save_msg(info))
    assert len(infos) + len(bad) == 1
    assert path.read_bytes() == bytes(raw)


def list_saves_in(folder: Path) -> tuple[list, list]:
    """list_saves() over another folder."""
    from accessible_games.saves import save_info

    try:
        return [save_info(folder / "autosave-x.json")], []
    except BadFile as error:
        return [], [error.reason]


def test_every_save_reaches_the_disk_before_its_rename_and_the_folder_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autosave and Ctrl+S alike: the temporary file is flushed, then renamed, then the folder is flushed,
    so a power cut leaves the last save or the new one, never an empty file."""
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("needs /proc to name the flushed files")
    steps: list[tuple[str, str]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        steps.append(("fsync", os.readlink(f"/proc/self/fd/{fd}")))
        real_fsync(fd)

    def replace(source: Any, target: Any) -> None:
        steps.append(("rename", str(target)))
        real_replace(source, target)

    session = finished_session("sixtyone", seed=2)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    for target in (session.autosave_path(), tmp_path / "data" / "saves" / "named.json"):
        steps.clear()
        session.save(None if target == session.autosave_path() else target)
        assert [kind for kind, _path in steps] == ["fsync", "rename", "fsync"]
        assert f".{target.name}." in steps[0][1] and steps[0][1].endswith(".tmp")
        assert steps[1][1] == str(target) and steps[2][1] == str(target.parent)


def test_long_lines_heard_never_make_a_save_too_large_to_load(tmp_path: Path) -> None:
    """Rules pages read again and again in a long game: the save keeps the newest lines and stays loadable."""
    from accessible_games.files import MAX_JSON_BYTES

    session = finished_session("ramses", seed=3)
    page = "Правила: " + "я" * 3000  # a long Cyrillic rules page, two bytes a letter in UTF-8
    session.history = [page] * 5000
    session.save()
    size = session.autosave_path().stat().st_size
    assert size < MAX_JSON_BYTES * 0.8
    loaded = Session.load(session.autosave_path())
    assert loaded.history and loaded.history[-1] == page
