"""Key fuzzing: seeded random key sequences through every screen and every game, over 100,000 keys in all.

After every key the app must have caught no error; every so often (and at the end) every open game
must be a legal state (JSON round trip, replay from seed and moves, equal to its autosave); and F1
must still answer at the end.

The runs are independent and long (about two thirds of the suite's key presses), so they all start at
once in worker processes, one per processor, and each test waits for its own run's result.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import string
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any, Iterator

import pytest

from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.screens import MainMenu
from accessible_games.ui.testing import Harness
from app_helpers import assert_consistent, finished_session, installed_games, seats_for

BOUND_KEYS = (
    [
        "up",
        "down",
        "left",
        "right",
        "enter",
        "space",
        "home",
        "end",
        "tab",
        "s-tab",
        "backspace",
        "delete",
        "pageup",
        "pagedown",
        "s-pageup",
        "s-pagedown",
        "c-space",
        "c-s",
        "c-q",
        "f1",
        "f4",
        "s-up",
        "s-down",
        "s-left",
        "s-right",
        "c-up",
        "c-down",
        "c-left",
        "c-right",
        "c-home",
        "c-end",
    ]
    + [f"f{n}" for n in range(3, 13)]
    + list(",.<>rRtTsSdDeEwWaAlLoO?123456789")
)
OPENERS = ["f2", "c-f1"]  # open a rules reader over any screen: rarer, or readers pile up and hide the rest
CONTROL_KEYS = [f"c-{letter}" for letter in string.ascii_lowercase] + [
    "c-@",
    "c-\\",
    "c-]",
    "c-^",
    "c-_",
    "insert",
    "s-insert",
    "s-delete",
    "c-delete",
    "s-home",
]
PRINTABLE = string.ascii_letters + string.digits + string.punctuation + "йцукенгшщзхъфывапролджэячсмитьбюёЖЁàéèçœ€ "
KEYS_PER_RUN = 8500
CHECK_EVERY = 500
ESCAPE_CHANCE = {"GameScreen": 0.01, "ReplayScreen": 0.03, "NewGameMenu": 0.03, "SettingsMenu": 0.05}


def random_key(rng: random.Random, screen: str = "") -> str:
    """One key: mostly the keys the app binds (navigation weighted up), sometimes any printable or control key.

    Escape comes more often on screens a player leaves quickly (readers, menus) than in a game, so
    every screen gets its share of keys.
    """
    if rng.random() < ESCAPE_CHANCE.get(screen, 0.12):
        return "escape"
    roll = rng.random()
    if roll < 0.006:
        return rng.choice(OPENERS)
    if roll < 0.40:
        return rng.choice(["up", "down", "left", "right", "enter", "enter", "space", "home", "end"])
    if roll < 0.82:
        return rng.choice(BOUND_KEYS)
    if roll < 0.94:
        return rng.choice(PRINTABLE)
    return rng.choice(CONTROL_KEYS)


def fuzz(h: Harness, seed: int, keys: int) -> dict[str, Any]:
    """Press `keys` random keys; restart at the main menu when the player quit; return what happened
    (counts, and under "visited" the names of the screens that had the keyboard)."""
    rng = random.Random(seed)
    seen: dict[str, Any] = {"restarts": 0, "moves": 0}
    screens: set[str] = set()
    for number in range(keys):
        if not h.app.running or not h.app.stack:
            seen["restarts"] += 1
            h.app.running = True
            h.app.stack.clear()
            h.app.start([MainMenu(h.app)])
        key = random_key(rng, type(h.app.top).__name__)
        h.press(key)
        screens.add(type(h.app.top).__name__)
        assert h.app.errors == [], (
            f"seed {seed}, key {number} ({key!r}) on {type(h.app.top).__name__}: {h.app.errors!r}"
        )
        if number % CHECK_EVERY == 0:
            check_games(h)
            h.speaker.clear()
            h.cues.played.clear()
    check_games(h)
    for screen in h.app.stack:
        if isinstance(screen, GameScreen):
            seen["moves"] += len(screen.session.moves)
    seen["screens"] = len(screens)
    seen["visited"] = sorted(screens)
    h.clear()
    if not h.app.stack:
        h.app.running = True
        h.app.start([MainMenu(h.app)])
    h.press("f1")
    assert h.said(), "F1 no longer answers"
    assert h.app.errors == []
    return seen


def check_games(h: Harness) -> None:
    """Every game on the stack is a legal state, replays from its seed and moves, and equals its autosave."""
    for screen in h.app.stack:
        if isinstance(screen, GameScreen) and not screen.closed:
            assert_consistent(screen)


RUNS = [(game, humans) for game in installed_games() for humans in (1, 2)]  # the template: test_conformance.py
LANGUAGES = ["en", "ru", "fr"]


def run_in_a_game(game: str, humans: int, folder: Path) -> dict[str, Any]:
    """A game with one human and bots, or two humans at one keyboard, under random keys (in a worker process)."""
    started = time.process_time()
    h = Harness(folder, seed=humans)
    first = h.start_game(game, seats_for(game, humans=humans), seed=100 + humans)
    seen = fuzz(h, seed=sum(map(ord, game)) * 10 + humans, keys=KEYS_PER_RUN)
    seen["cpu_s"] = round(time.process_time() - started, 1)
    seen["human_moves"] = sum(1 for mover in first.session.movers if not first.session.seats[mover].is_bot)
    seen["game_moves"] = len(first.session.moves)
    seen["finished"] = first.session.finished
    return seen


def run_from_the_main_menu(lang: str, folder: Path) -> dict[str, Any]:
    """Every screen reachable from the main menu under random keys, with saves to list and replay (in a worker process)."""
    started = time.process_time()
    h = Harness(folder, lang=lang, seed=5)
    finished_session("sixtyone", seed=9)  # something for the saved games list and the replay
    finished_session("oflameron", seed=9, players="Anna,bot")
    (folder / "data" / "saves" / "broken.json").write_bytes(b'{"format": "accessible-games-save", "vers')
    h.open_menu()
    seen = fuzz(h, seed={"en": 1, "ru": 2, "fr": 3}[lang], keys=KEYS_PER_RUN * 2)
    seen["cpu_s"] = round(time.process_time() - started, 1)
    return seen


def processors() -> int:
    """The processors this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


@pytest.fixture(scope="module")
def runs(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[str, Future[dict[str, Any]]]]:
    """The random-key runs selected in this session, by test name, all started at once in fresh worker
    processes (spawned: nothing of this process's threads or open games is shared), the longest first."""
    selected = [item for item in request.session.items if getattr(item, "module", None) is request.module]
    jobs: list[tuple[str, Any, tuple[Any, ...]]] = []
    for item in selected:
        params = item.callspec.params if hasattr(item, "callspec") else {}
        folder = tmp_path_factory.mktemp("fuzz")
        if item.originalname == "test_random_keys_from_the_main_menu":
            jobs.insert(0, (item.name, run_from_the_main_menu, (params["lang"], folder)))
        elif item.originalname == "test_random_keys_in_a_game":
            jobs.append((item.name, run_in_a_game, (params["game"], params["humans"], folder)))
    workers = max(1, min(len(jobs), processors()))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {name: pool.submit(job, *args) for name, job, args in jobs}
        try:
            yield futures
        finally:
            for future in futures.values():
                future.cancel()


@pytest.mark.parametrize(("game", "humans"), RUNS)
def test_random_keys_in_a_game(
    game: str, humans: int, runs: dict[str, Future[dict[str, Any]]], request: pytest.FixtureRequest
) -> None:
    """A game with one human and bots, or two humans at one keyboard, under random keys (it may be left and others begun)."""
    seen = runs[request.node.name].result()
    assert seen["screens"] >= 3
    print(
        f"{game}, {humans} human(s): {seen['game_moves']} moves, {seen['human_moves']} by keys, "
        f"finished: {seen['finished']}, {seen}"
    )
    assert seen["human_moves"] >= 3, "the random keys played moves in the game"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_random_keys_from_the_main_menu(
    lang: str, runs: dict[str, Future[dict[str, Any]]], request: pytest.FixtureRequest
) -> None:
    """Every screen reachable from the main menu (new games, saves, replays, settings, rules) under random keys."""
    seen = runs[request.node.name].result()
    assert seen["screens"] >= 4


def test_the_fuzz_covers_at_least_100000_keys_and_every_screen(runs: dict[str, Future[dict[str, Any]]]) -> None:
    """The runs above press at least 100,000 keys in all, and every kind of screen had the keyboard."""
    visited: set[str] = set().union(*(future.result()["visited"] for future in runs.values()))
    if len(runs) == len(RUNS) + len(LANGUAGES):  # every run took place in this session
        wanted = {
            "MainMenu",
            "GameList",
            "NewGameMenu",
            "SettingsMenu",
            "RulesMenu",
            "TextReader",
            "TextEntry",
            "GameScreen",
            "GameMenu",
            "ChoiceMenu",
            "Menu",
            "SavesMenu",
            "SaveActions",
            "ReplayScreen",
        }
        assert wanted <= visited, f"never reached: {sorted(wanted - visited)}"
    assert len(RUNS) * KEYS_PER_RUN + len(LANGUAGES) * 2 * KEYS_PER_RUN >= 100_000
    assert len(RUNS) >= 6  # three games, one and two humans
