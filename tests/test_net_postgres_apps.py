"""The apps as players start them, against two `serve` processes sharing PostgreSQL: the host on one process
(with the other as its second address), the guest on the other; the host's process is killed mid-game and
the host's app carries on through the other process by itself, to the same ranking. And the database
restarted under one process: both apps say the table will be back in a moment, and play on to the end."""

from __future__ import annotations

import time
from pathlib import Path

import psycopg

from net_processes import Player, play_to_the_end
from pg_cluster import Cluster
from pg_helpers import cluster_fixture, serve  # noqa: F401 - the session's fixture `cluster`


def moves_stored(store: str) -> int:
    """How many moves the table's log holds so far."""
    with psycopg.connect(store) as db:
        row = db.execute("SELECT count(*) FROM log WHERE code = 'tworooms' AND kind = 'move'").fetchone()
    return int(row[0]) if row else 0


def test_the_hosts_app_fails_over_when_its_process_is_killed(tmp_path: Path, cluster: Cluster) -> None:
    store = cluster.new_database()
    first, second = serve(tmp_path, store, "one"), serve(tmp_path, store, "two")
    players: list[Player] = []
    try:
        anna = Player(
            tmp_path / "anna",
            [
                "host",
                first.url,
                "--server",
                second.url,
                "--code",
                "two-rooms",
                "--game",
                "sixtyone",
                "--players",
                "Anna,guest",
                "--seed",
                "5",
            ],
            "en",
            seed=1,
        )
        players.append(anna)
        assert anna.wait_for("Table code: two-rooms"), anna.lines()
        boris = Player(tmp_path / "boris", ["join", second.url, "two-rooms", "--name", "Boris"], "fr", seed=2)
        players.append(boris)
        assert anna.wait_for("Boris"), anna.lines()
        for _ in range(1000):  # a few moves before the crash
            if moves_stored(store) >= 3:
                break
            for player in players:
                player.fumble()
            time.sleep(0.03)
        assert moves_stored(store) >= 3 and not anna.over() and not boris.over()
        first.kill()  # Anna's process, and the table's owner
        play_to_the_end(players, players)
        assert anna.ranking(2) == boris.ranking(2)
        with psycopg.connect(store) as db:
            seqs = [seq for (seq,) in db.execute("SELECT seq FROM log WHERE code = 'tworooms' ORDER BY seq")]
            back = db.execute(
                "SELECT count(*) FROM log WHERE code = 'tworooms' AND seat = 0 AND data LIKE '%net-seat-back%'"
            ).fetchone()
        assert seqs == list(range(2, len(seqs) + 2))  # every step once, none lost
        assert back is not None and back[0] >= 1  # Anna's app came back, through the other process
    finally:
        for player in players:
            player.kill()
        first.kill()
        second.stop()


def test_the_apps_hear_the_table_will_be_back_while_the_database_restarts(tmp_path: Path, cluster: Cluster) -> None:
    own = Cluster(cluster.bin)  # a database server of its own, to restart under the serve process
    store = own.new_database()
    server = serve(tmp_path, store, "one")
    players: list[Player] = []
    try:
        anna = Player(
            tmp_path / "anna",
            ["host", server.url, "--code", "two-rooms", "--game", "sixtyone", "--players", "Anna,guest", "--seed", "5"],
            "en",
            seed=1,
        )
        players.append(anna)
        assert anna.wait_for("Table code: two-rooms"), anna.lines()
        boris = Player(tmp_path / "boris", ["join", server.url, "two-rooms", "--name", "Boris"], "ru", seed=2)
        players.append(boris)
        assert anna.wait_for("Boris"), anna.lines()
        own.restart()
        assert anna.wait_for("the table will be back in a moment"), anna.lines()
        assert boris.wait_for("стол вернётся через мгновение"), boris.lines()
        play_to_the_end(players, players)  # the game goes on to its end, through the same process
        assert anna.ranking(2) == boris.ranking(2)
        assert server.process.poll() is None
    finally:
        for player in players:
            player.kill()
        server.stop()
        own.stop()
