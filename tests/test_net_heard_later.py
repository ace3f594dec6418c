"""A game step is presented only to the viewers someone listens as; a spectator who comes later and a player who
comes back hear exactly what they would have heard had the step been presented to them at once.

The table works out a viewer's messages and events of a step nobody heard as that viewer when it is asked for
them, from the rules replayed on the side; these tests hold that text against a table that presents every step to
every viewer at once (as the server did before), for every game, and against real clients of a real server.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.core.rng import derive_seed
from accessible_games.client.client import TableClient
from accessible_games.games import get_game
from accessible_games.server.store import Store
from accessible_games.server.table import BOT, HUMAN, Table, TableSeat
from app_helpers import installed_games
from net_helpers import run, running_server
from test_net_games import check_stream, play_own_move


def _table(name: str, seed: int) -> Table:
    """A table of two people and a bot (the fewest seats a game allows, the bot among them)."""
    game = get_game(name)
    variant = game.variants[0]
    players = max(3, game.min_players) if game.max_players >= 3 else 2
    seats = [
        TableSeat("Anna", HUMAN),
        TableSeat("Boris", HUMAN),
        *(TableSeat("Bot", BOT, "easy") for _ in range(2, players)),
    ]
    return Table("CODE", "CODE", game, Setup(seed, players, variant, game.default_options(variant)), seats)


def _play(tables: list[Table], steps: int) -> None:
    """Play the same bot moves (each seat's easy bot on its own view) at every table, up to `steps` moves."""
    first = tables[0]
    for _ in range(steps):
        player = first.game.to_move(first.state)
        if player is None or first.over:
            return
        move = first.game.bot_move(first.view(player), "easy", derive_seed(first.setup.seed, len(first.moves), player))
        for table in tables:
            table.play(player, move)


@pytest.mark.parametrize("name", installed_games())
@pytest.mark.parametrize("seed", [3, 11])
def test_a_step_nobody_listened_to_is_heard_later_exactly_as_it_was_played(name: str, seed: int) -> None:
    eager, lazy, after = _table(name, seed), _table(name, seed), _table(name, seed)
    listening: set[int | None] = {0}  # Anna alone is at the table: Boris is away, no spectator yet
    lazy.hearing = lambda: listening
    after.hearing = lambda: {0}  # Anna alone to the end; the others ask once the game is over
    _play([eager, lazy, after], 12)
    for table in (eager, lazy, after):
        table.notice("net-seat-away", 1)
        table.chat(0, "still there?")
    _play([eager, lazy, after], 12)
    steps = [entry for entry in lazy.entries[1:] if entry.kind == "move"]
    assert steps, "no move was played"
    assert all(set(entry.heard) == {0} for entry in steps), "a step was presented to a viewer nobody listens as"
    # A spectator comes: every step so far, then it listens as the others are played.
    for entry in lazy.entries:
        assert lazy.heard(entry, None) == eager.heard(entry, None), (entry.seq, entry.kind)
    listening.add(None)
    _play([eager, lazy, after], 12)
    # Boris comes back: what he missed, and from then on his steps at once.
    for entry in lazy.entries:
        assert lazy.heard(entry, 1) == eager.heard(entry, 1), (entry.seq, entry.kind)
    listening.add(1)
    _play([eager, lazy, after], 3000)
    assert eager.over
    for viewer in eager.listeners():
        for table in (lazy, after):
            for made, late in zip(eager.entries, table.entries, strict=True):
                assert table.heard(late, viewer) == made.heard[viewer], (viewer, made.seq, made.kind)


async def _play_until(clients: list[TableClient], done: Any) -> None:
    """Each client plays its seat's move (the game's bot on its own view) until `done()`."""
    while not done():
        moved = False
        for client in clients:
            if client.legal and client.to_move == client.seat and not client.over and not done():
                await play_own_move(client)
                moved = True
        if not moved:
            await asyncio.sleep(0.01)


def test_a_late_spectator_and_a_returning_player_hear_every_step_they_missed_as_it_was(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = TableClient(url, record=True), TableClient(url, record=True)
            await anna.connect()
            await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}, {"kind": "bot"}])
            await boris.connect()
            await boris.join(anna.shown, "Boris")
            await anna.wait_for(lambda c: c.started)
            table = server.tables[anna.code or ""]
            await _play_until([anna, boris], lambda: len(table.moves) >= 9)
            assert all(None not in entry.heard for entry in table.entries if entry.kind == "move"), (
                "a move was presented to a spectator nobody was"
            )
            boris.ws.transport.abort()  # type: ignore[union-attr]  # the network goes away; his app comes back
            await anna.wait_for(lambda c: any(m.id == "net-seat-away" for m in c.heard))
            await _play_until([anna], lambda: anna.to_move != anna.seat or anna.over)
            watcher = TableClient(url, record=True)
            await watcher.connect()
            await watcher.watch(anna.shown)
            await anna.wait_for(lambda c: any(m.id == "net-seat-back" for m in c.heard), 20)
            await _play_until([anna, boris], lambda: anna.over and boris.over)
            await watcher.wait_for(lambda c: c.over, 20)
            for client in (anna, boris, watcher):
                check_stream(server, client)
            assert watcher.updates[0].get("missed", 0) > 9  # the spectator heard the game so far at once
            for client in (anna, boris, watcher):
                await client.close()

    run(scenario(), 120)


@pytest.mark.parametrize("name", installed_games())
def test_a_table_rebuilt_from_its_stored_log_presents_on_demand_what_was_played(name: str, tmp_path: Path) -> None:
    played = _table(name, 5)
    store = Store(tmp_path / "tables.sqlite")
    try:
        store.add_table(played)
        first = len(played.entries)
        _play([played], 30)
        played.chat(1, "well played")
        _play([played], 10)
        for entry in played.entries[first:]:
            store.add_entry(played, entry)
        rebuilt = store.load_table(played.code)
    finally:
        store.close()
    assert rebuilt is not None and rebuilt.moves == played.moves
    moves = [entry for entry in rebuilt.entries if entry.kind == "move"]
    assert moves and all(not entry.heard for entry in moves), "a rebuilt step was presented to nobody"
    for viewer in played.listeners():
        for made, again in zip(played.entries, rebuilt.entries, strict=True):
            assert rebuilt.heard(again, viewer) == made.heard[viewer], (viewer, made.seq, made.kind)
