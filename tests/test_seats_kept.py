"""The seats a computer keeps at online tables: each player's own, a hostile file refused item by item."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessible_games.client.seats_kept import recall, remember, seats_file

URL = "ws://club.example:8765"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of this test's own."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    return tmp_path


def test_two_players_of_one_computer_each_come_back_to_their_own_seat() -> None:
    remember(URL, "friday-club", "anna-token", "Anna")
    remember(URL, "friday-club", "boris-token", "Boris")
    assert recall(URL, "friday-club", "Anna") == "anna-token"
    assert recall(URL, "Friday Club", "boris") == "boris-token"  # the code and the name as typed again
    assert recall(URL, "friday-club", "Carl") is None  # a third player takes a seat of their own
    assert recall("ws://other.example", "friday-club", "Anna") is None


def test_a_seat_taken_again_replaces_only_that_players_token() -> None:
    remember(URL, "friday-club", "anna-token", "Anna")
    remember(URL, "friday-club", "boris-token", "Boris")
    remember(URL, "friday-club", "anna-new", "anna")
    assert recall(URL, "friday-club", "Anna") == "anna-new"
    assert recall(URL, "friday-club", "Boris") == "boris-token"
    assert len(json.loads(seats_file().read_text(encoding="utf-8"))) == 2


def test_a_seat_kept_before_names_were_kept_still_comes_back() -> None:
    seats_file().parent.mkdir(parents=True, exist_ok=True)
    seats_file().write_text(json.dumps([{"url": URL, "code": "fridayclub", "token": "old"}]), encoding="utf-8")
    assert recall(URL, "friday-club", "Anna") == "old"


def test_a_hostile_file_loses_only_its_broken_items() -> None:
    seats_file().parent.mkdir(parents=True, exist_ok=True)
    items = [
        {"url": URL, "code": "fridayclub", "token": "t1", "name": ["Boris"]},
        {"url": URL, "code": "fridayclub", "token": 7, "name": "Boris"},
        "not a seat",
        {"url": URL, "code": "fridayclub", "token": "t3", "name": "Anna"},
    ]
    seats_file().write_text(json.dumps(items), encoding="utf-8")
    assert recall(URL, "friday-club", "Anna") == "t3"
    assert recall(URL, "friday-club", "Boris") is None


def test_a_name_is_kept_without_its_control_characters() -> None:
    remember(URL, "friday-club", "t1", "Anna\x1b[2J\x07")
    kept = seats_file().read_text(encoding="utf-8")
    assert "\\u001b" not in kept and "\\u0007" not in kept and "Anna" in kept
