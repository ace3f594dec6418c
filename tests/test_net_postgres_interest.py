"""Two table servers sharing one PostgreSQL database: a change of a table is told to the other processes that
hold it, and to no other (nor back to the process that made it); a process that let a table go and loads it
again hears its moves again; the owner writes a table's steps alone (its lease, one round trip a step) only
while no other process holds the table."""

from __future__ import annotations

import asyncio
import json
from typing import Callable, Iterator

import psycopg
import pytest

from accessible_games.client.client import TableClient
from accessible_games.server.guard import Limits
from accessible_games.server.server import TableServer
from net_helpers import run, secrets_registered
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`
from test_net_postgres_orphans import GUEST, HOST, two_servers, url_of


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


async def heard(spy: psycopg.AsyncConnection[object], wait: float = 0.5, until: int = 0) -> list[tuple[str, str]]:
    """(channel, payload) of the notifications the spy connection hears within `wait` seconds from now (or
    until it has heard `until` of them)."""
    found: list[tuple[str, str]] = []

    async def collect() -> None:
        async for notify in spy.notifies():
            found.append((notify.channel, notify.payload))
            if until and len(found) >= until:
                return

    try:
        await asyncio.wait_for(collect(), wait)
    except TimeoutError:
        pass
    return found


async def play(players: list[TableClient], watchers: list[TableClient], moves: int) -> None:
    """The seated players make `moves` moves; every player and watcher hears each."""
    for _ in range(moves):
        newest = max(player.seq for player in players)
        await asyncio.gather(*(c.wait_for(lambda c, n=newest: c.seq >= n, 10) for c in [*players, *watchers]))
        mover = next(player for player in players if player.legal and player.to_move == player.seat)
        await mover.move(mover.legal[0])
        await asyncio.gather(*(c.wait_for(lambda c, n=newest: c.seq > n, 10) for c in [*players, *watchers]))


async def until(condition: Callable[[], bool], limit: float = 10.0) -> None:
    """Wait, looking every 0.05 s, until `condition` holds (it must within `limit` seconds)."""
    for _ in range(int(limit / 0.05)):
        if condition():
            return
        await asyncio.sleep(0.05)
    assert condition()


async def stored(db: psycopg.AsyncConnection[object], code: str, lines: int, limit: float = 20.0) -> int:
    """Wait until the table's log holds `lines` chat lines; its newest step's number then."""
    for _ in range(int(limit / 0.05)):
        cursor = await db.execute(
            "SELECT COUNT(*) FILTER (WHERE kind = 'chat'), MAX(seq) FROM log WHERE code = %s", (code,)
        )
        row = await cursor.fetchone()
        assert row is not None
        if row[0] >= lines:
            return int(row[1])
        await asyncio.sleep(0.05)
    raise AssertionError(f"{lines} chat lines were not all stored")


def channel(server: TableServer) -> str:
    """The channel a server process hears the other processes' changes on."""
    return f"accessible_games_{server.db.pid}"  # type: ignore[attr-defined]


def test_a_change_is_told_only_to_the_other_processes_holding_the_table(cluster: Cluster) -> None:
    async def scenario() -> None:
        store = cluster.new_database()
        async with two_servers(store, Limits(drop_idle=0.2)) as (first, second):
            spy = await psycopg.AsyncConnection.connect(store, autocommit=True)
            await spy.execute(f"LISTEN {channel(first)}")
            await spy.execute(f"LISTEN {channel(second)}")
            anna, boris = TableClient(url_of(first)), TableClient(url_of(first))
            await anna.connect()
            await anna.create("sixtyone", [HOST, GUEST])
            code = anna.code
            assert code is not None
            await boris.connect(code)
            await boris.join(code, "Boris")
            await play([anna, boris], [], 2)
            assert await heard(spy) == []  # the table's only process is not told of its own steps
            assert code in first.db.leased  # type: ignore[attr-defined] - and writes them alone

            carl = TableClient(url_of(second))  # a listener on the other process: it loads the table
            await carl.connect(code)
            await carl.watch(code)
            came = await heard(
                spy, 10, until=1
            )  # the owner is told that the second process came, and gives its lease up
            assert came == [(channel(first), f"{second.db.pid} {code} *")]  # type: ignore[attr-defined]
            await play([anna, boris], [carl], 2)  # he hears both moves, made on the first process
            assert code not in first.db.leased  # type: ignore[attr-defined]
            told = await heard(spy)
            assert told and {name for name, _ in told} == {channel(second)}
            assert all(payload.endswith(f" {code}") for _, payload in told)

            heard_before = first.db._presence.get(code, 0)  # type: ignore[attr-defined]
            await carl.close()  # the second process lets the table go, and is no longer told of it
            for _ in range(100):
                if code not in second.tables:
                    break
                await asyncio.sleep(0.1)
            assert code not in second.tables
            left = await heard(spy, 10, until=1)  # its registration is withdrawn, and the owner told
            assert left == [(channel(first), f"{second.db.pid} {code} *")]  # type: ignore[attr-defined]
            # the owner's own listener may take the notice in after the spy's: the lease is tried at the first step
            # after it has (a step before it still counts the second process in), so the moves wait for it
            await until(lambda: first.db._presence.get(code, 0) > heard_before)  # type: ignore[attr-defined]
            await play([anna, boris], [], 2)
            assert await heard(spy) == []
            assert code in first.db.leased  # type: ignore[attr-defined] - alone again: the lease is taken again

            dana = TableClient(url_of(second))  # a listener comes back there: the table is loaded and told again
            await dana.connect(code)
            await dana.watch(code)
            await play([anna, boris], [dana], 2)
            told = await heard(spy)
            assert [name for name, payload in told if payload.endswith(" *")] == [channel(first)]
            assert {name for name, payload in told if not payload.endswith(" *")} == {channel(second)}
            assert dana.seq == anna.seq
            for client in (anna, boris, dana):
                await client.close()
            await spy.close()

    run(scenario(), 90)


def test_steps_from_another_process_meet_an_owner_writing_alone_and_none_is_lost_or_doubled(cluster: Cluster) -> None:
    """The host chats on the owner's process, each step in one round trip while no other process holds the
    table, as the guest comes back on the other process and chats at the same moments: every line is stored
    once, in order, no table is dropped on either process (no step was refused), and both hear every line."""

    async def scenario() -> None:
        store = cluster.new_database()
        limits = Limits(chat_per_minute=6000.0, table_chat_per_minute=6000.0, drop_idle=0.2)
        async with two_servers(store, limits) as (first, second):
            spy = await psycopg.AsyncConnection.connect(store, autocommit=True)
            anna = TableClient(url_of(first))
            await anna.connect()
            await anna.create("sixtyone", [HOST, GUEST])
            code = anna.code
            assert code is not None
            sent: list[str] = []
            token = None
            for round_ in range(3):  # he comes while she talks: the owner gives its lease up, then takes it back
                await until(lambda: code in first.db.leased)  # type: ignore[attr-defined]

                async def talk(client: TableClient, who: str, lines: int, round_: int = round_) -> None:
                    for line in range(lines):
                        await client.chat(f"{who} {round_} {line}")
                        sent.append(f"{who} {round_} {line}")
                        await asyncio.sleep(0.002 * (line % 3))

                guests: list[TableClient] = []

                async def come_and_talk(guests: list[TableClient] = guests) -> None:
                    nonlocal token
                    boris = TableClient(url_of(second))
                    await boris.connect(code)
                    if token is None:
                        await boris.join(code, "Boris")
                        token = boris.token
                    else:
                        await boris.resume(code, token)
                    await talk(boris, "boris", 8)
                    guests.append(boris)

                await asyncio.gather(talk(anna, "anna", 40), come_and_talk())  # he comes while she talks
                boris = guests[0]
                newest = await stored(spy, code, len(sent))  # every line is stored, and both hear every one
                await asyncio.gather(*(c.wait_for(lambda c, n=newest: c.seq >= n, 20) for c in (anna, boris)))
                await boris.close()
                await anna.wait_for(lambda c, n=anna.seq: c.seq > n, 20)  # told he is away
                await until(lambda: code not in second.tables)  # his process lets the table go: she writes alone again
                await anna.chat(f"alone {round_}")
                sent.append(f"alone {round_}")
                await stored(spy, code, len(sent))
            cursor = await spy.execute("SELECT seq, kind, data FROM log WHERE code = %s ORDER BY seq", (code,))
            rows = await cursor.fetchall()
            seqs = [seq for seq, _, _ in rows]
            assert seqs == list(range(seqs[0], seqs[0] + len(seqs)))  # no step missing, none twice
            said = [json.loads(data)["text"] for _, kind, data in rows if kind == "chat"]
            assert sorted(said) == sorted(sent)
            assert [line for line in said if line.startswith("anna")] == [
                line for line in sent if line.startswith("anna")
            ]
            for server in (first, second):
                assert server.stats["tables-dropped"] == 0 and not server.damaged
            await anna.close()
            await spy.close()

    run(scenario(), 120)
