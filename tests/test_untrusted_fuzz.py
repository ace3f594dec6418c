"""Fuzz: arbitrary JSON and bytes as saves and settings, hostile game ids, names and seat counts.

Listing the saves, continuing, replaying and exporting never raise, never write outside the data
folders, and leave every file byte for byte (a damaged settings file is only renamed aside, whole).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from accessible_games.core.seats import Seat
from accessible_games.files import BadFile
from accessible_games.session import Session
from accessible_games.settings import load_settings
from accessible_games.startup import first_screens
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.replay_screen import ReplayScreen, export_and_say
from accessible_games.ui.saves_screen import SavesMenu, screen_for_save
from accessible_games.ui.testing import Harness
from test_untrusted import ESCAPE_NAME, HOSTILE_IDS
from app_helpers import installed_games

BASES: dict[str, dict[str, Any]] = {}


def base_save(game: str) -> dict[str, Any]:
    """A real short save of `game` (made once), to be mutated."""
    if game not in BASES:
        session = Session.new(game, [Seat("Anna"), Seat("Bot 1", "normal")], None, {}, 11)
        for _ in range(3):
            session.play(session.bot_move())
        BASES[game] = json.loads(json.dumps(session.to_json()))
    return json.loads(json.dumps(BASES[game]))


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=20)
    | st.sampled_from([10**4000, -1, 2**64, 1e308]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
hostile_ids = st.sampled_from(HOSTILE_IDS) | st.text(max_size=30) | json_values
# Names from any bytes (as a terminal in another encoding sends them: Python keeps the undecodable ones
# as lone surrogates) and from the Unicode categories that draw nothing or that break encoders.
UNSEEN_CATEGORIES = ["Cc", "Cf", "Co", "Zs", "Zl", "Zp", "Mn", "Me"]
byte_names = st.binary(max_size=60).map(lambda raw: raw.decode("utf-8", "surrogateescape"))
unseen_names = st.text(st.characters(categories=UNSEEN_CATEGORIES) | st.integers(0xD800, 0xDFFF).map(chr), max_size=12)
mixed_names = st.text(st.characters(categories=["L", "N", "P", "S", *UNSEEN_CATEGORIES]), max_size=60)
hostile_names = (
    st.sampled_from([ESCAPE_NAME, "\u202eevil\u202c", "..", "a/b", "\x00", "", "x" * 3000])
    | st.text(max_size=50)
    | json_values
    | byte_names
    | unseen_names
    | mixed_names
)
SAVE_KEYS = [
    "format",
    "version",
    "game",
    "game_id",
    "variant",
    "options",
    "seed",
    "seats",
    "moves",
    "state",
    "round",
    "finished",
    "created",
    "updated",
    "rounds",
    "movers",
    "log",
    "log_start",
    "history",
]


@st.composite
def mutated_save(draw: st.DrawFn) -> bytes:
    """A real save with maybe its id, maybe a name, and up to two other fields replaced by hostile values."""
    data = base_save(draw(st.sampled_from(installed_games())))
    if draw(st.booleans()):
        data["game_id"] = draw(hostile_ids)
    if draw(st.booleans()):
        data["seats"][0]["name"] = draw(hostile_names)
    if draw(st.integers(0, 4)) == 0:  # any number of seats, up to hundreds (each named)
        data["seats"] = [
            {"name": draw(hostile_names), "bot": None}
            for _ in range(draw(st.sampled_from([0, 1, 3, 7, 50, 400, 2000])))
        ]
    for key in draw(st.lists(st.sampled_from(SAVE_KEYS), max_size=2)):
        data[key] = draw(json_values)
    return json.dumps(data, allow_nan=True).encode("utf-8")


HUGE_NUMBER = b'{"format": "accessible-games-save", "version": 1, "round": 1' + b"0" * 4400 + b"}"
documents = st.one_of(
    mutated_save(),
    mutated_save(),
    mutated_save(),  # weighted: most hostile saves in the wild look real
    json_values.map(lambda value: json.dumps(value).encode("utf-8")),
    st.binary(max_size=200),
    st.just(HUGE_NUMBER),
)
file_names = st.sampled_from(
    [
        "autosave-20260101-000000-abcdef.json",
        "autosave-x.json",
        "named.json",
        "ñame évil.json",
        os.fsdecode(b"bad\xff.json"),
        "autosave-.json",
    ]
)


def snapshot(root: Path) -> dict[Path, bytes]:
    """Every file under `root` (lock files come and go with open games) and its bytes."""
    return {path: path.read_bytes() for path in root.rglob("*") if path.is_file() and "locks" not in path.parts}


def exercise(h: Harness, path: Path) -> None:
    """Continue, replay and export one save as a player would from the saves list."""
    app = h.app
    try:
        screen = screen_for_save(app, path)
    except BadFile:
        screen = None
    if screen is not None:
        app.push(screen)
        if isinstance(screen, GameScreen):
            screen.closed = True  # leave without the closing save: only opening is checked here
            screen.lock.release()
        app.stack[1:] = []
    try:
        session = Session.load(path)
    except BadFile:
        return
    app.push(ReplayScreen(app, session, path))
    h.press("down", "end", "home", "escape")
    export_and_say(app, session, path)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    saves=st.dictionaries(file_names, documents, min_size=1, max_size=3), settings_file=st.one_of(st.none(), documents)
)
def test_hostile_files_never_escape_raise_or_change(saves: dict[str, bytes], settings_file: bytes | None) -> None:
    """The whole property: no exception, no file outside data/ and config/, every file as it was."""
    with tempfile.TemporaryDirectory() as temporary:
        root = Path(temporary)
        home = root / "home"
        folder = home / "data" / "saves"
        folder.mkdir(parents=True)
        for name, raw in saves.items():
            (folder / name).write_bytes(raw)
        if settings_file is not None:
            (home / "config").mkdir()
            (home / "config" / "settings.json").write_bytes(settings_file)
        before = snapshot(root)
        h = Harness(home)

        load_settings()
        h.open_menu()
        h.app.push(SavesMenu(h.app))
        h.press("down", "enter", "escape", "escape")
        first_screens(h.app, argparse.Namespace(resume=True, game=None), {}, [])
        h.app.stack[1:] = []
        for name in saves:
            exercise(h, folder / name)
        assert h.app.errors == []

        after = snapshot(root)
        for path, raw in before.items():
            if path.name == "settings.json" and path not in after:  # a damaged settings file is set aside whole
                kept = [other for other in after if other.name.startswith("settings.json.damaged-")]
                assert [after[other] for other in kept] == [raw]
                continue
            assert after.get(path) == raw, path
        for path in set(after) - set(before):
            where = path.relative_to(home).parts
            assert where[:2] == ("data", "saves") or where[0] == "config", path
            assert path.suffix == ".txt" or path.name.startswith("settings.json.damaged-"), path
    assert not Path("/tmp/PWNED").exists() and not Path("/tmp/PWNED.json").exists()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=byte_names | unseen_names | mixed_names | st.binary(max_size=60))
@example(raw="\u0344\u0344\ud800")  # composing the two marks made four, which a second cleaning capped to three
def test_every_name_is_refused_or_saved_and_read_back_unchanged(raw: str | bytes) -> None:
    """A name from any bytes or Unicode categories: refused with a reason, or a short name of visible text that
    a save holds and the saves list and Continue read back unchanged (the rule is the same on load)."""
    import unicodedata

    from accessible_games.core.names import NAME_LIMIT, NameRefused, player_name
    from accessible_games.saves import list_saves

    try:
        name = player_name(raw)
    except NameRefused as refused:
        assert refused.reason in ("empty", "invisible")
        return
    name.encode("utf-8")
    assert 0 < len(name) <= NAME_LIMIT and name == name.strip() and player_name(name) == name
    assert not any(unicodedata.category(char) in ("Cc", "Cf", "Cs") for char in name)
    with tempfile.TemporaryDirectory() as temporary:
        os.environ["ACCESSIBLE_GAMES_HOME"] = temporary
        session = Session.new("sixtyone", [Seat(name), Seat("Bot 1", "normal")], None, {}, 3)
        session.play(session.bot_move())
        session.save()
        assert Session.load(session.autosave_path()).seats[0].name == name
        (info,), bad = list_saves()
        assert bad == [] and info.seats[0] == name
