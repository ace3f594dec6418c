"""The server's bot workers: processes the event loop hands each move through a pipe. A worker killed while it
holds a move is replaced and the move is thought again (once), so the table still gets the same move. A level
known to be cheap thinks on the loop instead, with the same moves; a costly one never does."""

from __future__ import annotations

import asyncio
import os
import signal
from typing import Any

from accessible_games.core.protocol import Game, Setup
from accessible_games.games import get_game
from accessible_games.server.bots import CHEAP, INLINE_BURST, SAMPLES, BotRunner, Costs
from accessible_games.server.table import BOT, Table, TableSeat


def bots_table(seed: int) -> tuple[Game[Any, Any], Table]:
    """A Sixty-One table of two normal bots, whose first bot's job the tests give the workers."""
    game = get_game("sixtyone")
    setup = Setup(seed, 2, "standard", game.check_options("standard", {}))
    return game, Table("c", "c", game, setup, [TableSeat("", BOT, "normal"), TableSeat("", BOT, "normal")])


def test_a_worker_killed_while_it_holds_a_move_is_replaced_and_the_move_still_comes() -> None:
    game, table = bots_table(11)
    job = table.bot_job(0, "normal")
    runner = BotRunner(workers=1)

    async def scenario() -> tuple[object, int, int]:
        thinking = asyncio.ensure_future(runner.move(job))
        await asyncio.sleep(0)  # the job is in the new worker's pipe, the worker still starting
        assert runner.pool is not None and len(runner.pool) == 1
        first = runner.pool[0].process
        assert first.pid is not None
        os.kill(first.pid, signal.SIGKILL)
        move = await asyncio.wait_for(thinking, 60)
        assert runner.pool is not None and len(runner.pool) == 1
        second = runner.pool[0].process.pid
        assert second is not None
        return move, first.pid, second

    try:
        move, first, second = asyncio.run(scenario())
    finally:
        runner.close()
    assert second != first  # a new worker thought it
    assert move == game.bot_move(game.observe(table.state, 0), "normal", job[3])


class PipelessLoop(asyncio.SelectorEventLoop):
    """An event loop that watches no pipe, as Windows' proactor loop (the default there) does not."""

    def add_reader(self, fd: object, callback: object, *args: object) -> None:
        raise NotImplementedError


def test_where_the_loop_cannot_watch_a_pipe_the_moves_still_come_and_a_dead_worker_is_replaced() -> None:
    game, table = bots_table(12)
    job = table.bot_job(0, "normal")
    runner = BotRunner(workers=1)

    async def scenario() -> list[object]:
        moves = [await asyncio.wait_for(runner.move(job), 60)]
        assert runner.pool is not None and runner.pool[0].reader is not None  # a thread reads its answers
        runner.pool[0].process.terminate()  # dies while idle: the next move needs a new worker
        runner.pool[0].process.join(10)
        await asyncio.sleep(0.2)  # the reader hears the pipe close
        moves.append(await asyncio.wait_for(runner.move(job), 60))
        return moves

    try:
        with asyncio.Runner(loop_factory=PipelessLoop) as run:
            moves = run.run(scenario())
    finally:
        runner.close()
    expected = game.bot_move(game.observe(table.state, 0), "normal", job[3])
    assert moves == [expected, expected]


def test_a_cheap_level_thinks_on_the_loop_once_known_cheap_and_plays_the_moves_a_worker_would() -> None:
    game, table = bots_table(13)
    runner = BotRunner(workers=1)

    async def scenario() -> list[tuple[object, object]]:
        played = []
        while not table.over and len(played) < SAMPLES + 10:
            turn = table.to_bot()
            assert turn is not None
            job = table.bot_job(*turn)
            move = await asyncio.wait_for(runner.move(job), 60)
            played.append((move, game.bot_move(game.observe(table.state, turn[0]), "normal", job[3])))
            table.play(turn[0], move)
        return played

    try:
        played = asyncio.run(scenario())
    finally:
        runner.close()
    assert len(played) == SAMPLES + 10
    assert all(move == expected for move, expected in played)  # the same moves wherever thought
    assert runner.on_loop == 10  # the first SAMPLES in the worker, timed; then on the loop


def test_a_costly_level_never_thinks_on_the_loop_and_one_costly_move_sends_a_cheap_one_back() -> None:
    costs = Costs()
    for _ in range(SAMPLES):
        costs.timed("sixtyone", "hard", CHEAP * 20)
        costs.timed("sixtyone", "normal", CHEAP / 20)
    assert not costs.cheap("sixtyone", "hard")
    assert costs.cheap("sixtyone", "normal")
    costs.timed("sixtyone", "normal", CHEAP * 2)  # one slow move (a big position): back to the workers
    for _ in range(SAMPLES - 1):
        costs.timed("sixtyone", "normal", CHEAP / 20)
        assert not costs.cheap("sixtyone", "normal")
    costs.timed("sixtyone", "normal", CHEAP / 20)  # SAMPLES cheap moves in a row since
    assert costs.cheap("sixtyone", "normal")


def test_the_loop_spends_no_more_than_its_share_thinking_even_cheap_moves() -> None:
    costs = Costs()
    for _ in range(SAMPLES):
        costs.timed("sixtyone", "normal", CHEAP / 20)
    costs.spent(INLINE_BURST + 0.5)  # a flood of cheap bot tables used the loop's share up
    assert not costs.cheap("sixtyone", "normal")  # to the workers, until the share is earned again
