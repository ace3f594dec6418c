"""Property: whatever the order of moves, kills and restarts of the `serve` processes sharing one PostgreSQL
database, the table's stored log holds every acknowledged move once, in order, and what each player sees
equals a single-process run of the same moves."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import psycopg
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from net_processes import ServeProcess
from pg_cluster import Cluster
from pg_helpers import cluster_fixture, serve  # noqa: F401 - the session's fixture `cluster`

from accessible_games.core.protocol import Setup
from accessible_games.games import get_game
from accessible_games.client.client import ServerGone, ServerRefused, TableClient
from accessible_games.server.table import HUMAN, Table, TableSeat

PROCESSES = 3
ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("move"), st.integers(0, 20)),
        st.tuples(st.sampled_from(["kill", "restart"]), st.integers(0, PROCESSES - 1)),
    ),
    min_size=5,
    max_size=30,
)


def single_process_run(url: str, code: str, moves: list[tuple[int, object]]) -> Table:
    """The same table (its stored seed and seats) with the same moves, played in one process alone."""
    with psycopg.connect(url) as db:
        seed, variant, options = db.execute(
            "SELECT seed, variant, options FROM tables WHERE code = %s", (code,)
        ).fetchone()
    table = Table(
        code,
        code,
        get_game("sixtyone"),
        Setup(seed, 2, variant, json.loads(options)),
        [TableSeat("Anna", HUMAN), TableSeat("Boris", HUMAN)],
    )
    for seat, move in moves:
        table.play(seat, move)
    return table


@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(actions=ACTIONS)
@example(
    actions=[
        ("move", 0),
        ("move", 3),
        ("kill", 0),
        ("move", 1),
        ("move", 2),
        ("restart", 0),
        ("kill", 1),
        ("move", 5),
        ("move", 0),
        ("kill", 2),
        ("move", 4),
        ("restart", 1),
        ("move", 1),
    ]
)
def test_moves_kills_and_restarts_keep_the_log_of_a_single_process_run(
    tmp_path: Path, cluster: Cluster, actions: list[tuple[str, int]]
) -> None:
    store = cluster.new_database()
    folder = tmp_path / f"run{cluster.databases}"
    processes: list[ServeProcess | None] = [serve(folder, store, f"p{i}") for i in range(PROCESSES)]
    ports = [process.port for process in processes if process is not None]
    urls = [f"ws://127.0.0.1:{port}" for port in ports]
    played: list[tuple[int, object]] = []

    async def run() -> tuple[TableClient, TableClient]:
        anna, boris = TableClient(urls[0]), TableClient(urls[1])
        anna.use_servers(urls)
        boris.use_servers(urls[1:] + urls[:1])
        await anna.connect()
        await anna.create("sixtyone", [{"kind": "host", "name": "Anna"}, {"kind": "guest"}], code="storm-table")
        await boris.connect()
        await boris.join("storm-table", "Boris")
        for action, number in actions:
            if action == "move":
                target = max(anna.seq, boris.seq)
                for player in (anna, boris):
                    await player.wait_for(lambda c, t=target: c.seq >= t and not c.reconnecting, 60)
                mover = next((player for player in (anna, boris) if player.legal and not player.over), None)
                if mover is None:
                    continue
                move = mover.legal[number % len(mover.legal)]
                refused = len(mover.errors)
                try:  # its copy may be stale (a process was just killed): the server may refuse it
                    await mover.move(move)
                    await mover._ask("ping", ("pong",))  # answered in order: the move's answer came first
                except (ServerGone, ServerRefused):
                    continue  # sent to a process killed a moment before, or refused: not played
                if len(mover.errors) == refused:
                    assert mover.seat is not None
                    played.append((mover.seat, move))
            elif action == "kill":
                alive = [i for i, process in enumerate(processes) if process is not None]
                if number in alive and len(alive) > 1:
                    process = processes[number]
                    assert process is not None
                    process.kill()
                    processes[number] = None
            elif processes[number] is None:
                processes[number] = ServeProcess(folder / f"p{number}-{len(played)}", ports[number], "--store", store)
        for player in (anna, boris):
            await player.wait_for(lambda c: c.seq >= max(anna.seq, boris.seq) and not c.reconnecting, 60)
        await anna.close()
        await boris.close()
        return anna, boris

    try:
        anna, boris = asyncio.run(asyncio.wait_for(run(), 150))
        code = "stormtable"
        with psycopg.connect(store) as db:
            log = db.execute("SELECT seq, kind, seat, data FROM log WHERE code = %s ORDER BY seq", (code,)).fetchall()
        assert [row[0] for row in log] == list(range(2, len(log) + 2))
        stored = [(seat, json.loads(data)["move"]) for _seq, kind, seat, data in log if kind == "move"]
        assert stored == [(seat, json.loads(json.dumps(move))) for seat, move in played]  # each once, in order
        reference = single_process_run(store, code, played)
        for player in (anna, boris):
            assert player.seat is not None
            assert player.view == json.loads(reference.observation(player.seat))
            assert player.over == reference.over
    finally:
        for process in processes:
            if process is not None:
                process.stop()
