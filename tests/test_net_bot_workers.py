"""The server's bot workers: processes the event loop hands each move through a pipe. A worker killed while it
holds a move is replaced and the move is thought again (once), so the table still gets the same move."""

from __future__ import annotations

import asyncio
import os
import signal
from typing import Any

from accessible_games.core.protocol import Game, Setup
from accessible_games.games import get_game
from accessible_games.server.bots import BotRunner
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
