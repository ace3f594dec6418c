"""The saved games list and the replay screen, as a player hears and uses them."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from accessible_games.i18n import catalog
from accessible_games.session import Session
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui import replay_screen
from accessible_games.ui.replay_screen import ReplayScreen, timeline
from accessible_games.ui.open_game import date_msg
from accessible_games.ui.saves_screen import SaveActions, SavesMenu
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from app_helpers import finished_session, play_human_turn, read


def open_saves(h: Harness) -> SavesMenu:
    """From the main menu: Saved games and replays."""
    if not h.app.stack:
        h.open_menu()
    assert isinstance(h.screen, MainMenu)
    h.press("home", "down", "down")
    h.clear()
    h.press("enter")
    assert isinstance(h.screen, SavesMenu)
    return h.screen


def unfinished_game(h: Harness, game: str = "sixtyone", seed: int = 3) -> Session:
    """A game with a human, a few moves in, left to the main menu (it stays saved)."""
    h.start_game(game, "Anna,bot", seed=seed)
    h.run_bots()
    play_human_turn(h)
    h.run_bots()
    session = h.session
    h.game_screen.leave()
    return session


def test_each_save_is_spoken_with_game_players_round_and_date_newest_first(tmp_path: Path) -> None:
    """Up and down read every save: game, players, round (or finished) and when it was played."""
    h = Harness(tmp_path)
    old = finished_session("oflameron", seed=2, players="bot,bot,bot")
    data = read(old.autosave_path())
    data["updated"] = time.mktime((2026, 3, 5, 9, 7, 0, 0, 0, -1))
    old.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    live = unfinished_game(h)
    open_saves(h)
    said = h.said()
    assert said[0].startswith("Saved games and replays, newest first. 2 saved games.")
    assert said[-1] == (
        f"Sixty-One: Anna and Bot 1. Round {live.round}, today at "
        f"{time.localtime(live.updated).tm_hour}:{time.localtime(live.updated).tm_min:02d}, 1 of 2"
    )
    h.press("down")
    assert h.last() == "Oflameron: Bot 1, Bot 2 and Bot 3. Finished, March 5, 2026 at 9:07, 2 of 2"
    assert h.app.errors == []


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "March 5, 2026 at 9:07"), ("ru", "5 марта 2026 года в 9:07"), ("fr", "le 5 mars 2026 à 9 h 07")],
)
def test_dates_are_spelled_in_the_language(lang: str, expected: str) -> None:
    """A date is said the way the language says it, with today and yesterday by name."""
    when = time.mktime((2026, 3, 5, 9, 7, 0, 0, 0, -1))
    text = catalog(lang)
    assert text.render(date_msg(when, now=when + 30 * 86400)) == expected
    assert text.render(date_msg(when, now=when + 60)).startswith(
        {"en": "today", "ru": "сегодня", "fr": "aujourd'hui"}[lang]
    )
    assert text.render(date_msg(when, now=when + 86400)).startswith(
        {"en": "yesterday", "ru": "вчера", "fr": "hier"}[lang]
    )


def test_a_named_save_says_its_name_and_russian_reads_naturally(tmp_path: Path) -> None:
    """A save made with Ctrl+S is listed under its name; the list speaks Russian with Russian plurals."""
    h = Harness(tmp_path, lang="ru")
    session = finished_session("sixtyone", seed=4)
    session.save(tmp_path / "data" / "saves" / "вечер.json")
    open_saves(h)
    said = h.said()
    assert said[0].startswith("Сохранённые игры и повторы, сначала новые. 2 сохранённые игры.")
    h.press("down")
    assert h.last().startswith("Шестьдесят один, сохранена под именем вечер: Bot 1 и Bot 2. Закончена, сегодня в ")


def test_bad_files_are_listed_last_once_and_never_changed(tmp_path: Path) -> None:
    """Unreadable files appear once each, after the saves, with why; the note is said once; bytes stay as they were."""
    h = Harness(tmp_path)
    finished_session("sixtyone")
    folder = tmp_path / "data" / "saves"
    broken = folder / "autosave-broken.json"
    broken.write_bytes(b'{"format": "accessible-games-save", "version": 1, "game": "sixty')
    foreign = folder / "shopping.json"
    foreign.write_text('["milk", "bread"]', encoding="utf-8")
    stamps = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (broken, foreign)}
    menu = open_saves(h)
    said = h.said()
    assert "2 files cannot be read" in said[0]
    assert said[1] == "They are listed last, as they are: they are never changed."
    labels = [h.app.text(item.text_msg()) for item in menu.items]
    assert labels[1:] == [
        "File autosave-broken.json: damaged; left untouched",
        "File shopping.json: not a save of this app; left untouched",
    ]
    h.press("end", "enter")
    assert h.last() == "The file shopping.json is not a saved game of this app. It was left untouched."
    h.press("home", "enter", "escape")  # into a save's actions and back
    assert "They are listed last" not in " ".join(h.said()[-3:])
    for path, (raw, mtime) in stamps.items():
        assert path.read_bytes() == raw and path.stat().st_mtime_ns == mtime
    assert h.app.errors == []


def test_continue_playing_from_the_list_opens_the_game_over_the_main_menu(tmp_path: Path) -> None:
    """Enter, Continue playing: the same game, and leaving it goes back to the main menu."""
    h = Harness(tmp_path)
    live = unfinished_game(h)
    open_saves(h)
    h.press("enter")
    assert isinstance(h.screen, SaveActions)
    assert h.app.text(h.screen.item_msg()).startswith("Continue playing")
    h.press("enter")
    screen = h.game_screen
    assert [type(s) for s in h.app.stack] == [MainMenu, GameScreen]
    assert screen.session.game_id == live.game_id
    assert screen.session.game.to_json(screen.state) == live.game.to_json(live.state)
    play_human_turn(h)
    assert read(live.autosave_path())["moves"] == screen.session.moves


def test_a_finished_game_offers_no_continue(tmp_path: Path) -> None:
    """A finished game can be replayed, exported or deleted, not continued."""
    h = Harness(tmp_path)
    finished_session("sixtyone")
    open_saves(h)
    h.press("enter")
    labels = [h.app.text(item.text_msg()) for item in h.screen.items]
    assert labels == ["Listen to the replay, move by move", "Export as a text file", "Delete this save"]


def test_delete_asks_first_and_no_keeps_the_save(tmp_path: Path) -> None:
    """Delete: No (focused first) keeps the file; Yes removes it and the list says so."""
    h = Harness(tmp_path)
    session = finished_session("sixtyone")
    path = session.autosave_path()
    open_saves(h)
    h.press("enter", "end", "enter")
    assert h.said()[-2].startswith("Delete this save for good?")
    h.press("enter")  # No
    assert path.exists() and isinstance(h.screen, SaveActions)
    h.press("end", "enter", "down", "enter")  # Delete, Yes
    assert not path.exists()
    assert isinstance(h.screen, SavesMenu)
    assert h.said()[-2:] == ["Save deleted.", "Nothing here."]


def test_replay_steps_through_the_game_as_it_was_heard(tmp_path: Path) -> None:
    """Right and left step a move, each saying its heading, then the game's lines at that move (presented
    again from the moves, each one a line heard in the game); edges give the edge cue."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=5)
    for _ in range(3):
        h.run_bots()
        play_human_turn(h)
    h.run_bots()
    session = h.session
    heard = set(h.said())
    log = timeline(session, "en").lines
    assert all(line in heard for lines in log for line in lines) and any(log[1:])
    h.game_screen.leave()
    open_saves(h)
    h.press("enter", "down", "enter")
    assert isinstance(h.screen, ReplayScreen)
    heard_opening = h.said()[-len(log[0]) :]
    assert heard_opening == log[0]
    assert h.said()[-len(log[0]) - 1].startswith("Start of the game")
    h.clear()
    h.press("left")
    assert h.cues.names() == ["edge"]
    for step in range(1, len(log)):
        h.clear()
        h.press("right")
        expected = log[step] or ["Nothing was said at this move."]
        assert h.said()[1:] == expected
        assert h.said()[0].startswith(f"Move {step} of {len(log) - 1}, ")
    h.clear()
    h.press("right")
    assert h.cues.names() == ["edge"]
    h.clear()
    h.press("home")
    assert h.said()[0].startswith("Start of the game")
    h.clear()
    h.press("end")
    assert h.said()[0].startswith(f"Move {len(log) - 1} of {len(log) - 1}")
    assert h.app.errors == []


def test_replay_jumps_to_the_start_and_end_of_rounds(tmp_path: Path) -> None:
    """Up goes to the round's first move, then the round before; Down to its last move, then the round after."""
    h = Harness(tmp_path)
    session = finished_session("sixtyone", seed=7)
    h.open_menu()
    replay = ReplayScreen(h.app, Session.load(session.autosave_path()), session.autosave_path())
    h.app.push(replay)
    rounds = replay.line.rounds
    h.press("down")
    assert rounds[replay.step] == rounds[0] and rounds[replay.step + 1] != rounds[0]
    h.press("down")
    assert rounds[replay.step] == rounds[0] + 1 and rounds[replay.step + 1] == rounds[0] + 2
    h.press("up")
    assert rounds[replay.step] == rounds[0] + 1 and rounds[replay.step - 1] == rounds[0]
    h.press("up")
    assert replay.step == 0
    h.press("end")
    h.clear()
    h.press("up")
    assert rounds[replay.step] == rounds[-1] and rounds[replay.step - 1] == rounds[-1] - 1
    assert h.said()[0].startswith(f"Move {replay.step} of {len(session.moves)}, ")
    assert f"round {rounds[-1]}" in h.said()[0]


def test_replay_scores_at_that_point(tmp_path: Path) -> None:
    """S in a replay says every player's score at the move being heard."""
    h = Harness(tmp_path)
    session = finished_session("sixtyone", seed=7)
    h.open_menu()
    h.app.push(ReplayScreen(h.app, Session.load(session.autosave_path()), session.autosave_path()))
    h.press("s")
    assert h.said()[-2:] == ["Bot 1: 0 points", "Bot 2: 0 points"]
    h.press("end", "s")
    scores = session.game.scores(session.state)
    assert h.said()[-2:] == [f"Bot 1: {scores[0]} points", f"Bot 2: {scores[1]} points"]


def test_export_writes_a_plain_text_log_beside_the_saves_and_says_where(tmp_path: Path) -> None:
    """E in the replay writes every heading and line heard to a .txt next to the save and speaks its path."""
    h = Harness(tmp_path)
    h.start_game("sixtyone", "Anna,bot", seed=5)
    h.run_bots()
    play_human_turn(h)
    h.run_bots()
    session = h.session
    h.game_screen.leave()
    open_saves(h)
    h.press("enter", "down", "enter")
    h.press("e")
    target = session.autosave_path().with_name(f"sixtyone-{session.game_id}.txt")
    assert h.last() == f"The game was exported as text to {target}"
    text = target.read_text(encoding="utf-8")
    assert text.startswith("Sixty-One: the game as it was heard.\nPlayers: Anna and Bot 1.\n")
    for lines in timeline(session, "en").lines:
        for line in lines:
            assert line in text
    assert f"Move {len(session.moves)} of {len(session.moves)}, " in text


def test_export_from_the_list_and_a_read_only_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Export from a save's actions works; when the folder cannot be written the player is told, nothing breaks."""

    h = Harness(tmp_path)
    session = finished_session("oflameron", seed=3)
    open_saves(h)
    h.press("enter", "down", "enter")
    assert session.autosave_path().with_name(f"oflameron-{session.game_id}.txt").exists()
    assert "exported as text to" in h.last()

    def refuse(path: Path, text: str, limit: int | None = None) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(replay_screen, "atomic_write_text", refuse)
    h.press("enter")
    assert h.last() == f"The game could not be exported to the folder {tmp_path / 'data' / 'saves'}: permission denied."
    assert h.app.errors == []


def test_a_named_save_exports_under_its_own_name(tmp_path: Path) -> None:
    """Exporting the save "evening" writes evening.txt beside it."""
    h = Harness(tmp_path)
    session = finished_session("sixtyone", seed=4)
    session.autosave_path().rename(tmp_path / "data" / "saves" / "evening.json")
    open_saves(h)
    h.press("enter", "down", "enter")
    target = tmp_path / "data" / "saves" / "evening.txt"
    assert h.last() == f"The game was exported as text to {target}"
    assert "Save file: evening.json" in target.read_text(encoding="utf-8")


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from accessible_games.ui.replay_screen import Timeline  # noqa: E402


@settings(max_examples=80, deadline=None)
@given(lengths=st.lists(st.integers(1, 6), min_size=1, max_size=12), step_share=st.floats(0, 1))
def test_round_jumps_land_on_the_first_and_last_move_of_a_round(lengths: list[int], step_share: float) -> None:
    """For any rounds of any lengths: the start and end of a step's round hold that round and are its edges."""
    rounds = [number + 1 for number, length in enumerate(lengths) for _ in range(length)]
    line = Timeline([[] for _ in rounds], rounds, [-1] * len(rounds))
    step = min(len(rounds) - 1, int(step_share * len(rounds)))
    start, end = line.round_start(step), line.round_end(step)
    assert start <= step <= end
    assert rounds[start] == rounds[end] == rounds[step]
    assert start == 0 or rounds[start - 1] != rounds[step]
    assert end == len(rounds) - 1 or rounds[end + 1] != rounds[step]
    assert end - start + 1 == lengths[rounds[step] - 1]
