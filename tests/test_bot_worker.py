"""Bots think off the interface thread: keys are answered meanwhile, and each move lands once, in order, saved."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Iterator

import pytest

from accessible_games.core.protocol import Move
from accessible_games.session import BotRequest, Session
from accessible_games.ui.bot_worker import BotThinking, shutdown_workers, worker_pool
from accessible_games.ui.game_screen import GameScreen
from accessible_games.ui.testing import Harness


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    executor = ThreadPoolExecutor(max_workers=1)
    yield executor
    executor.shutdown(wait=True)


def in_background(screen: GameScreen, executor: Any) -> "queue.Queue[Any]":
    """Make the screen's bots think on `executor`; what they hand back waits in the returned queue."""
    delivered: "queue.Queue[Any]" = queue.Queue()
    screen.thinking = BotThinking(screen.app, screen.session, executor=executor, deliver=delivered.put)
    return delivered


def play_out(h: Harness, delivered: "queue.Queue[Any]", meddle: bool) -> None:
    """Run the interface thread's side until the game ends: scheduled work, then each delivered move.
    With `meddle`, the screen is nudged again (bot_step, proceed) while every decision is out."""
    screen = h.game_screen
    while not screen.session.finished:
        h.app.run_pending()
        work = delivered.get(timeout=60)
        if meddle:
            screen.bot_step()
            screen.proceed()
            h.app.run_pending()
        work()
    h.app.run_pending()


def synchronous_moves(tmp_path: Path, players: str, seed: int) -> list[Move]:
    """The same game with every bot thinking on the interface thread, as before."""
    h = Harness(tmp_path / "sync")
    h.start_game("sixtyone", players, seed=seed)
    h.run_bots()
    assert h.session.finished
    return list(h.session.moves)


@pytest.mark.parametrize("meddle", [False, True])
def test_background_moves_are_applied_once_in_order_and_saved(
    tmp_path: Path, pool: ThreadPoolExecutor, meddle: bool
) -> None:
    """A whole bots' game through the worker: the same moves as thinking in place, none twice, all saved."""
    expected = synchronous_moves(tmp_path, "bot,bot:hard", seed=5)
    h = Harness(tmp_path / "background")
    screen = h.start_game("sixtyone", "bot,bot:hard", seed=5)
    delivered = in_background(screen, pool)
    play_out(h, delivered, meddle)
    assert screen.session.moves == expected
    saved = Session.load(screen.session.autosave_path())
    assert saved.moves == expected
    assert h.app.errors == []


def test_a_key_pressed_while_a_bot_thinks_is_answered(
    tmp_path: Path, pool: ThreadPoolExecutor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """T is answered while the bot is still deciding; its move is played and heard when it comes."""
    gate = threading.Event()
    thinking = threading.Event()
    think = BotRequest.think

    def slow_think(request: BotRequest) -> Move:
        thinking.set()
        assert gate.wait(30)
        return think(request)

    monkeypatch.setattr(BotRequest, "think", slow_think)
    h = Harness(tmp_path)
    screen = h.start_game("sixtyone", "Anna,bot:hard", seed=3)
    delivered = in_background(screen, pool)
    h.press("enter")  # Anna's choice: now the bot must choose
    assert thinking.wait(30)
    moves = len(screen.session.moves)
    h.clear()
    h.press("t")
    assert h.said(), "the key was not answered while the bot thought"
    assert len(screen.session.moves) == moves
    gate.set()
    delivered.get(timeout=30)()
    h.app.run_pending()
    assert len(screen.session.moves) == moves + 1
    assert Session.load(screen.session.autosave_path()).moves == screen.session.moves
    assert h.app.errors == []


def test_a_move_for_a_game_left_meanwhile_is_dropped(tmp_path: Path, pool: ThreadPoolExecutor) -> None:
    """The player leaves while a bot thinks: the late move changes nothing and is not saved."""
    h = Harness(tmp_path)
    screen = h.start_game("sixtyone", "Anna,bot", seed=2)
    delivered = in_background(screen, pool)
    h.press("enter")
    moves = list(screen.session.moves)
    screen.leave()
    delivered.get(timeout=30)()
    h.app.run_pending()
    assert screen.session.moves == moves
    assert Session.load(screen.session.autosave_path()).moves == moves


def test_the_worker_process_chooses_as_the_interface_thread_would(tmp_path: Path) -> None:
    """A hard bot's request, pickled to the worker process, comes back as the same move."""
    h = Harness(tmp_path)
    screen = h.start_game("sixtyone", "Anna,bot:hard,bot:hard", seed=11)
    h.press("enter")
    request = screen.session.bot_request()
    try:
        delivered = in_background(screen, worker_pool())
        screen.thinking.start()
        delivered.get(timeout=120)()
        assert screen.thinking.take(when_ready=lambda: None) == request.think()
    finally:
        shutdown_workers()


def test_a_hint_worked_out_in_the_background_is_spoken_when_ready_and_keys_are_answered_meanwhile(
    tmp_path: Path, pool: ThreadPoolExecutor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Oflameron's H: the hint comes when the worker has it; T is answered before that."""
    from accessible_games.board_host import oflameron

    gate = threading.Event()
    advice = oflameron.hint_advice

    def slow_advice(view: Any) -> Any:
        assert gate.wait(30)
        return advice(view)

    monkeypatch.setattr(oflameron, "hint_advice", slow_advice)
    h = Harness(tmp_path)
    screen = h.start_game(
        "oflameron", "Anna", variant="sheet", options={"sheet_rows": "5", "sheet_columns": "5"}, seed=7
    )
    h.app.run_pending()
    delivered = in_background(screen, pool)
    h.press("enter", "enter")
    h.clear()
    h.press("h")
    assert not any(text.startswith("Hint: ") for text in h.said())
    h.press("t")
    assert h.said(), "the key was not answered while the hint was worked out"
    gate.set()
    delivered.get(timeout=30)()
    assert h.last().startswith("Hint: ")
    assert h.app.errors == []


def test_a_hint_for_a_position_already_played_is_not_spoken(tmp_path: Path, pool: ThreadPoolExecutor) -> None:
    """The player moved before the hint came: it no longer fits, so it is dropped."""
    h = Harness(tmp_path)
    screen = h.start_game(
        "oflameron", "Anna", variant="sheet", options={"sheet_rows": "5", "sheet_columns": "5"}, seed=7
    )
    h.app.run_pending()
    delivered = in_background(screen, pool)
    h.press("enter", "enter")
    h.press("h")
    work = delivered.get(timeout=30)
    moves = len(screen.session.moves)
    screen.play(screen.game.legal_moves(screen.state, 0)[-1])  # a move is played before the hint is delivered
    h.app.run_pending()
    assert len(screen.session.moves) == moves + 1
    h.clear()
    work()
    assert not any(text.startswith("Hint: ") for text in h.said())
    assert h.app.errors == []


KILLED_APP = r"""
import os, sys, time
from accessible_games.ui.bot_worker import worker_pool
pool = worker_pool()
future = pool.submit(os.getpid)
if sys.argv[1] == "after-first-move":
    future.result()
print(pool.pid, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("when", ["after-first-move", "while-the-worker-starts"])
def test_the_worker_process_ends_when_the_app_is_killed_outright(when: str) -> None:
    """A killed app leaves no bot process behind and nothing on its terminal, even when the app dies
    before its worker has finished starting: the worker ends at the end of its input."""
    app = subprocess.Popen(
        [sys.executable, "-c", KILLED_APP, when], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert app.stdout is not None and app.stderr is not None
    workers = [int(pid) for pid in app.stdout.readline().split()]
    assert workers
    app.kill()
    app.wait(timeout=30)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(running(pid) for pid in workers):
        time.sleep(0.1)
    assert not any(running(pid) for pid in workers)
    assert app.stderr.read() == ""  # nothing on the player's terminal: no traceback, no leaked-semaphore warning


def running(pid: int) -> bool:
    """True while process `pid` exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class Burning:
    """A bot decision that spends `seconds` of CPU (a stand-in for a level's thinking)."""

    game_name, level = "a-test-game", "a-test-level"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def think(self) -> Move:
        """Spend the CPU, then answer."""
        end = time.thread_time() + self.seconds
        while time.thread_time() < end:
            pass
        return {"kind": "done"}


def test_a_costly_decision_sends_its_game_and_level_to_the_worker_process() -> None:
    """A level whose decisions take a millisecond thinks on a thread of the app: no process is started for it.
    Once one of its decisions takes more than CHEAP_S of CPU, its next decisions go to the worker process."""
    from accessible_games.ui import bot_worker

    kind = (Burning.game_name, Burning.level)
    try:
        for _ in range(3):
            assert bot_worker._timed(kind, Burning(0.0).think) == {"kind": "done"}
            assert not isinstance(bot_worker.executor_for(kind), bot_worker.WorkerProcess)
        bot_worker._timed(kind, Burning(bot_worker.CHEAP_S * 3).think)
        assert isinstance(bot_worker.executor_for(kind), bot_worker.WorkerProcess)
    finally:
        bot_worker._costly.discard(kind)
        shutdown_workers()


def test_a_level_its_game_declares_costly_goes_to_the_worker_process_before_its_first_decision(
    tmp_path: Path, pool: ThreadPoolExecutor
) -> None:
    """Sixty-One's hard bot (about 0.2 s of CPU a move) never thinks on the app's bot thread, where it would share
    the interpreter with keys and speech: its game declares it costly, so the first decision already goes to the
    worker process (the quick levels of the same game do not)."""
    from accessible_games.ui import bot_worker

    bot_worker._costly.discard(("sixtyone", "hard"))
    bot_worker._costly.discard(("sixtyone", "normal"))
    h = Harness(tmp_path)
    screen = h.start_game("sixtyone", "bot:hard,bot", seed=5)
    delivered = in_background(screen, pool)
    screen.thinking.start()  # the hard bot's first decision, out on `pool` now
    try:
        assert isinstance(bot_worker.executor_for(("sixtyone", "hard")), bot_worker.WorkerProcess)
        assert not isinstance(bot_worker.executor_for(("sixtyone", "normal")), bot_worker.WorkerProcess)
    finally:
        delivered.get(timeout=60)  # the decision's answer, before the pool closes
        shutdown_workers()


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (from /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text(encoding="ascii").rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[1] == str(pid) and fields[0] != "Z":
            found.append(int(stat.parent.name))
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize(("players", "worker"), [("bot,bot:easy", False), ("bot:hard,bot", True)])
def test_a_game_of_quick_bots_starts_no_worker_process_and_a_hard_bot_gets_one(
    tmp_path: Path, players: str, worker: bool
) -> None:
    """The app as a player runs it, two bots playing Sixty-One at once: with the normal and easy bots (a
    millisecond a move) no second process runs beside the app; the hard bot thinks in one."""
    from app_helpers import AppProcess, autosaves, read

    app = AppProcess(
        tmp_path,
        ["--speech", "lines", "--no-sound", "--lang", "en", "--game", "sixtyone", "--players", players]
        + ["--seed", "3", "--bot-delay", "0"],
    )
    try:
        deadline, moves, seen = time.monotonic() + 60, -1, False
        while time.monotonic() < deadline and moves < 20 and not (worker and seen):
            assert app.process.poll() is None, app.text()[-300:]
            saved = autosaves(tmp_path)
            try:
                moves = len(read(saved[0])["moves"]) if saved else -1
            except (ValueError, KeyError, OSError):  # being replaced right now
                pass
            seen = seen or bool(children(app.process.pid))
            time.sleep(0.05)
        assert moves >= 20 or (worker and seen), f"the bots did not play: {app.text()[-300:]}"
        assert seen == worker, f"a worker process {'never ran' if worker else 'ran'} beside the app"
    finally:
        app.quit(confirm=True)
        app.kill()
