"""Two real `serve` processes on one PostgreSQL database give a guesser one allowance of failed look-ups, not
two: the failures are counted in the database, so a guesser spreading its wrong codes over both processes is
blocked on both once the one allowance is spent, while another address of the same network, which made no
failed look-up itself, still joins with the right code."""

from __future__ import annotations

from pathlib import Path

from guard_helpers import HOST, GUEST, ask, link
from net_helpers import run
from net_processes import ServeProcess
from pg_cluster import Cluster
from pg_helpers import cluster_fixture  # noqa: F401 - the session's fixture `cluster`

from accessible_games.client.client import TableClient

LIMITS = ("--lookups", "4", "--lookup-refill", "3600", "--refusal-time", "0")


def test_a_guesser_spreading_over_two_processes_has_one_allowance(tmp_path: Path, cluster: Cluster) -> None:
    store = cluster.new_database()
    serves = [ServeProcess(tmp_path / name, 0, "--store", store, *LIMITS) for name in ("one", "two")]

    async def scenario() -> None:
        anna = TableClient(serves[0].url, reconnect=False)
        await anna.connect()
        await anna.create("sixtyone", [HOST, GUEST])
        code = anna.code
        assert code is not None
        for guess in range(4):  # two wrong codes on each process: the allowance of one address, spent
            eve = await link(serves[guess % 2].url, "127.0.0.5")
            assert (await ask(eve, "watch", code=f"{guess:012d}"))["code"] == "no-table"
            await eve.close()
        for serve in serves:  # blocked on both: the right code is refused as well
            eve = await link(serve.url, "127.0.0.5")
            reply = await ask(eve, "watch", code=code)
            await eve.close()
            assert reply["type"] == "error" and reply["code"] == "lookups-blocked", reply
        boris = await link(serves[1].url, "127.0.0.6")  # the guesser's network, no failed look-up of his own
        reply = await ask(boris, "join", code=code, name="Boris")
        assert reply["type"] == "seated", reply
        await boris.close()
        await anna.close()

    try:
        run(scenario(), 90)
    finally:
        for serve in serves:
            serve.stop()
