"""Whole games of every game between real clients on a real server: one ranking, and no leaks.

Each client plays its seat from its own view only (the view it received, rebuilt with the game's
view class, and the game's bot on it), hears everything in its own language, and ends with the
same ranking as every other client. The property test replays each table on the side and checks
that every update a client received holds exactly that seat's observation, events and messages.
"""

from __future__ import annotations

import asyncio
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.core.rng import derive_seed
from accessible_games.i18n import catalog
from accessible_games.client.client import TableClient
from accessible_games.server.server import TableServer
from accessible_games.core.wire import msg_to_json
from net_helpers import running_server, run
from app_helpers import installed_games


@cache
def view_class(name: str) -> Any:
    """The class of a game's views (a seat's view of a new game tells it)."""
    game = get_game(name)
    variant = game.variants[0]
    state, _events = game.new_game(Setup(1, max(2, game.min_players), variant, game.default_options(variant)))
    return type(game.observe(state, 0))


def choose(client: TableClient) -> dict[str, Any]:
    """The move this client's player makes: the game's bot on the view the client holds."""
    return get_game(client.game).bot_move(
        view_class(client.game).from_json(client.view), "normal", derive_seed(client.seq, client.seat or 0)
    )


async def play_own_move(client: TableClient) -> None:
    """The client plays its seat's move (`choose`) and waits until the table answers it, refusing nothing."""
    seq = client.seq
    await client.move(choose(client))
    await client.wait_for(lambda c, s=seq: c.seq > s or c.over or bool(c.errors))
    assert not client.errors, client.errors


async def play_table(url: str, game: str, variant: str, kinds: list[str], langs: list[str]) -> list[TableClient]:
    """Create a table with seats of `kinds` ("host", "guest", "bot"), seat a client per human, play to the end."""
    seats = [
        {"kind": kind, **({"name": "Anna"} if kind == "host" else {}), **({"level": "easy"} if kind == "bot" else {})}
        for kind in kinds
    ]
    host = TableClient(url, record=True)
    await host.connect()
    await host.create(game, seats, variant=variant)
    clients = [host]
    for number in range(kinds.count("guest")):
        guest = TableClient(url, record=True)
        await guest.connect()
        await guest.join(host.shown, f"Guest {number + 1}")
        clients.append(guest)
    spoken: list[list[str]] = [[] for _ in clients]
    for client, lang, out in zip(clients, langs, spoken):
        client.on_update = lambda data, heard, lang=lang, out=out: out.extend(
            catalog(lang).render(m, {}) for m in heard
        )
    await host.wait_for(lambda c: c.started)
    while not all(c.over for c in clients):
        moved = False
        for client in clients:
            if client.legal and client.to_move == client.seat and not client.over:
                await play_own_move(client)
                moved = True
        if not moved:
            await asyncio.wait(
                [asyncio.ensure_future(c.wait_for(lambda c, s=c.seq: c.seq > s or c.over, 30)) for c in clients],
                return_when=asyncio.FIRST_COMPLETED,
            )
    for lang, lines in zip(langs, spoken):
        assert lines and all(line and "{" not in line for line in lines), (lang, lines[:5])
    return clients


def _plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def check_stream(server: TableServer, client: TableClient) -> None:
    """Every update the client got is exactly its seat's observation, events and messages at that step,
    worked out here on the side by replaying the table's moves through the rules."""
    table = server.tables[client.code or ""]
    game, seat = table.game, client.seat
    state, opening = game.new_game(table.setup)
    views: dict[int, Any] = {}
    events: list[Any] = []
    heard: list[Any] = []
    first = client.updates[0]["seq"] - client.updates[0].get("missed", 0)
    for entry in table.entries:
        made = (
            opening if entry.kind == "open" else game.apply(state, entry.data["move"]) if entry.kind == "move" else None
        )
        views[entry.seq] = _plain(game.observe(state, seat).to_json())
        if entry.seq <= first:
            continue
        if made is None:  # a seat notice or chat line: public, the same for every viewer
            assert len({table.heard(entry, viewer) for viewer in table.listeners()}) == 1
            events += json.loads(table.heard(entry, seat)[1])
            heard += json.loads(table.heard(entry, seat)[0])
            continue
        visible = [event for event in made if event.visible_to(seat)]
        events += _plain([event.to_json() for event in visible])
        heard += _plain([msg_to_json(message) for message in game.present(game.observe(state, seat), visible)])
    assert _plain([e.to_json() for e in client.events]) == events
    assert _plain([msg_to_json(m) for m in client.heard]) == heard
    for update in client.updates:
        assert update["view"] == views[update["seq"]]
        assert update["view"].get("player") == seat


def tables() -> list[tuple[str, str, list[str], list[str]]]:
    """A table of every variant of every game: a host and a guest (and an easy bot at the first table), speaking
    Russian, French and English by turns."""
    found = []
    for name in installed_games():
        game = get_game(name)
        for variant in game.variants:
            n = len(found)
            kinds = ["host", "guest", *([] if n or game.max_players < 3 else ["bot"])]
            langs = [("ru", "fr", "en")[(n + i) % 3] for i in range(len(kinds))]
            found.append((name, variant, kinds, langs))
    return found


TABLES = tables()


def test_every_game_plays_to_the_end_between_clients_with_one_ranking(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0) as (server, url):
            for game, variant, kinds, langs in TABLES:
                clients = await play_table(url, game, variant, kinds, langs)
                table = server.tables[clients[0].code or ""]
                for client in clients:
                    assert client.ranking == table.ranking(), (game, variant)
                    check_stream(server, client)
                    await client.close()

    run(scenario(), 240)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from([(g, v) for g in installed_games() for v in get_game(g).variants]),
    st.integers(2, 3),
    st.integers(0, 2**20),
)
def test_no_client_ever_receives_what_its_seat_may_not_know(
    tmp_path_factory: Any, choice: tuple[str, str], players: int, seed: int
) -> None:
    game, variant = choice
    players = max(get_game(game).min_players, min(players, get_game(game).max_players))
    kinds = ["host"] + ["guest"] * (players - 1)

    async def scenario() -> None:
        async with running_server(tmp_path_factory.mktemp("net"), seed_source=lambda: seed, rate=1000.0) as (
            server,
            url,
        ):
            clients = await play_table(url, game, variant, kinds, ["en"] * players)
            watcher = TableClient(url, record=True)
            await watcher.connect()
            await watcher.watch(clients[0].shown)
            for client in [*clients, watcher]:
                check_stream(server, client)
                await client.close()
            assert (await server.table(clients[0].code or "")).setup.seed == seed

    run(scenario(), 240)


def test_slow_bots_think_in_a_worker_process_and_play_the_same_move() -> None:
    from accessible_games.core.protocol import Setup
    from accessible_games.server.bots import BotRunner
    from accessible_games.server.table import BOT, Table, TableSeat

    game = get_game("sixtyone")
    table = Table(
        "c",
        "c",
        game,
        Setup(5, 2, "standard", game.check_options("standard", {})),
        [TableSeat("", BOT, "hard"), TableSeat("", BOT, "easy")],
    )
    runner = BotRunner(workers=1)

    async def both() -> tuple[Any, Any]:
        job = table.bot_job(0, "hard")
        return await runner.move(job), runner.pool

    try:
        move, pool = run(both())
        assert pool is not None  # the move came from the worker process
        assert move == game.bot_move(game.observe(table.state, 0), "hard", table.bot_job(0, "hard")[3])
    finally:
        runner.close()
