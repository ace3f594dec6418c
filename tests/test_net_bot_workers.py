"""The server's bot workers: processes the event loop hands each move through a pipe. A worker killed while it
holds a move is replaced and the move is thought again (once), so the table still gets the same move."""

from __future__ import annotations

import asyncio
import os
import signal

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.server.bots import BotRunner
from accessible_games.server.table import BOT, Table, TableSeat


def test_a_worker_killed_while_it_holds_a_move_is_replaced_and_the_move_still_comes() -> None:
    game = get_game("sixtyone")
    table = Table(
        "c",
        "c",
        game,
        Setup(11, 2, "standard", game.check_options("standard", {})),
        [TableSeat("", BOT, "normal"), TableSeat("", BOT, "normal")],
    )
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
