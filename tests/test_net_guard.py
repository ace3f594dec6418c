"""The server against strangers, on 127.0.0.1: guessing codes, host controls, filling the server, chat floods."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import stat
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.core.protocol import Setup
from accessible_games.server.guard import Guesses, Limits, address_key, network_key
from accessible_games.server.table import BOT, HUMAN, Table, TableSeat
from accessible_games.core.wire import request
from guard_helpers import GUEST, HOST, answer, ask, create, link, play_to_end
from net_helpers import GAME, run, running_server, secrets_registered


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


def limits(**changes: object) -> Limits:
    """The default limits with some changed."""
    return Limits(**changes)  # type: ignore[arg-type]


# --- guessing -----------------------------------------------------------------------------------
def test_once_an_address_spent_its_allowance_the_right_code_is_refused_too(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(lookups=5, block=60)) as (_server, url):
            _host, made = await create(url, "127.0.0.1")
            code = made["code"]
            guesser = await link(url, "127.0.0.3")
            for guess in range(5):
                reply = await ask(guesser, "join", code=f"{guess:09d}", name="Eve")
                assert reply["code"] == "no-table"
            reply = await ask(guesser, "join", code=code, name="Eve")
            assert reply["type"] == "error" and reply["code"] == "lookups-blocked"
            assert 0 < reply["wait"] <= 60  # the refusal says until when
            other = await link(url, "127.0.0.3")  # a new link from the same address is no way round
            assert (await ask(other, "watch", code=code))["code"] == "lookups-blocked"
            friend = await link(url, "127.0.0.4")  # another address is not held back
            assert (await ask(friend, "join", code=code, name="Boris"))["type"] == "seated"

    run(scenario())


def test_a_password_after_the_block_is_refused_even_when_right(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, password="secret", limits=limits(lookups=3)) as (_server, url):
            guesser = await link(url, "127.0.0.5")
            for word in ("a", "b", "c"):
                assert (await ask(guesser, "create", game=GAME.name, seats=[HOST], password=word))["code"] == "password"
            reply = await ask(guesser, "create", game=GAME.name, seats=[HOST], password="secret")
            assert reply["code"] == "lookups-blocked"

    run(scenario())


def test_a_spent_network_blocks_its_failing_addresses_at_once_and_never_a_clean_one(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(network_lookups=4)) as (_server, url):
            _host, made = await create(url, "127.0.0.1")
            for n in range(4):  # four addresses of one /24, one wrong guess each: within each address's allowance
                guesser = await link(url, f"127.0.1.{n + 1}")
                assert (await ask(guesser, "watch", code="000000000"))["code"] == "no-table"
            # the network's allowance is spent: the addresses that failed get no look-up (their own allowance of
            # ten is not waited for), the right code neither, and are told until when
            guesser = await link(url, "127.0.1.1")
            refused = await ask(guesser, "watch", code=made["code"])
            assert refused["code"] == "lookups-blocked" and refused["wait"] >= 50
            fresh = await link(url, "127.0.1.9")  # a new guesser of that network: one failure, then a longer block
            assert (await ask(fresh, "watch", code="000000002"))["code"] == "no-table"
            refused = await ask(fresh, "watch", code=made["code"])
            assert refused["code"] == "lookups-blocked" and refused["wait"] > 60
            for n in range(20):  # players of that network who guessed nothing: never refused, code or token
                player = await link(url, f"127.0.1.{100 + n}")
                assert (await ask(player, "watch", code=made["code"]))["type"] == "seated"
            friend = await link(url, "127.0.2.1")  # another network is not held back
            assert (await ask(friend, "watch", code=made["code"]))["type"] == "seated"

    run(scenario())


def test_a_right_seat_token_comes_back_even_from_a_blocked_address(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, password="secret", limits=limits(lookups=3)) as (_server, url):
            anna, made = await create(url, "127.0.0.8", password="secret")
            for guess in range(3):
                eve = await link(url, "127.0.0.8")  # the same address guesses (a shared home network, say)
                assert (await ask(eve, "watch", code=f"{guess:012d}", password="secret"))["code"] == "no-table"
            again = await link(url, "127.0.0.8")
            assert (await ask(again, "watch", code=made["code"], password="secret"))["code"] == "lookups-blocked"
            back = await link(url, "127.0.0.8")
            reply = await ask(back, "resume", code=made["code"], token=made["token"], password="secret")
            assert reply["type"] == "seated" and reply["seat"] == 0
            wrong = await link(url, "127.0.0.8")
            reply = await ask(wrong, "resume", code=made["code"], token="x" * 32, password="secret")
            assert reply["code"] == "lookups-blocked"  # a wrong token from a blocked address learns nothing
            reply = await ask(wrong, "resume", code=made["code"], token="x" * 32, password="guess")
            assert reply["code"] == "lookups-blocked"  # nor is a password tried from it by way of a resume

    run(scenario())


def test_blocks_grow_longer_and_ipv6_counts_by_its_64(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1000.0]
    monkeypatch.setattr("accessible_games.server.guard.time.monotonic", lambda: now[0])
    guesses = Guesses(Limits(lookups=2, lookup_refill=3600, block=60, network_lookups=1000))
    blocks = []
    for _ in range(3):
        while guesses.allowed("eve"):
            guesses.failed("eve")
        start = now[0]
        while not guesses.allowed("eve"):
            now[0] += 1
        blocks.append(now[0] - start)
    assert blocks == [60, 120, 240]
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:10.0.0.7") == "10.0.0.7"
    assert network_key("10.0.0.7") == network_key("10.0.0.200") == "10.0.0.0/24" != network_key("10.0.1.7")
    assert (
        network_key(address_key("2001:db8:1:2::1"))
        == network_key(address_key("2001:db8:1:ffff::9"))
        == "2001:db8:1::/48"
    )


# --- host controls ------------------------------------------------------------------------------
def test_the_host_locks_the_table_and_lets_a_knocking_player_in_or_not(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            host, made = await create(url, seats=[HOST, GUEST, GUEST])
            code = made["code"]
            await host.send(request("host", lock=True))
            boris = await link(url)
            assert (await ask(boris, "join", code=code, name="Boris"))["code"] == "table-locked"
            await host.send(request("host", lock=False, knock=True))
            assert (await ask(boris, "join", code=code, name="Boris", answers=("knocking", "seated", "error")))[
                "type"
            ] == "knocking"
            update = await answer(host, ("update",))
            while not update.get("knocks"):
                update = await answer(host, ("update",))
            assert [k["name"] for k in update["knocks"]] == ["Boris"]
            await host.send(request("let-in", knock=update["knocks"][0]["id"], yes=True))
            assert (await answer(boris, ("seated", "error")))["seat"] == 1
            carl = await link(url)
            await ask(carl, "join", code=code, name="Carl", answers=("knocking",))
            update = await answer(host, ("update",))
            while not update.get("knocks"):
                update = await answer(host, ("update",))
            await host.send(request("let-in", knock=update["knocks"][0]["id"], yes=False))
            assert (await answer(carl, ("seated", "error")))["code"] == "not-let-in"
            assert (await ask(boris, "host", lock=True, answers=("error",)))["code"] == "not-host"

    run(scenario())


def test_the_host_removes_a_seat_and_turns_listening_off(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            host, made = await create(url)
            code = made["code"]
            boris = await link(url)
            seated = await ask(boris, "join", code=code, name="Boris")
            watcher = await link(url)
            assert (await ask(watcher, "watch", code=code))["type"] == "seated"
            await host.send(request("remove", seat=1))
            assert (await answer(boris, ("error",)))["code"] == "removed"
            assert server.tables[code].seats[1].kind == "open"
            back = await link(url)
            assert (await ask(back, "resume", code=code, token=seated["token"]))["code"] == "bad-token"
            carl = await link(url)
            assert (await ask(carl, "join", code=code, name="Carl"))["seat"] == 1
            await host.send(request("host", spectators=False))
            assert (await answer(watcher, ("error",)))["code"] == "no-spectators"
            late = await link(url)
            assert (await ask(late, "watch", code=code))["code"] == "no-spectators"
            heard = ""
            while "net-table-listening-off" not in heard:  # every seat hears it (a timeout fails the test)
                heard = json.dumps(await answer(carl, ("update",)))

    run(scenario())


# --- capacity and retention -----------------------------------------------------------------------
def finished_table(code: str) -> Table:
    """A two-seat test table played to its end through the rules core."""
    table = Table(code, code, GAME, Setup(7, 2, "standard", {}), [TableSeat("Anna", HUMAN), TableSeat("", BOT, "easy")])
    while not table.over:
        turn = GAME.to_move(table.state)
        assert turn is not None
        table.play(turn, GAME.legal_moves(table.state, turn)[0])
    return table


def test_six_thousand_finished_tables_are_archived_and_new_tables_still_open(tmp_path: Path) -> None:
    from accessible_games.server.store import Store

    store = Store(tmp_path / "tables.sqlite")
    for n in range(5999):  # through the store's own API: the tables a busy club plays in a few months
        table = finished_table(f"{n:09d}")
        store.add_table(table)
        for entry in table.entries[1:]:
            store.add_entry(table, entry)
    store.close()

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):  # the default cap: 5,000 open tables
            assert server.open_count == 0
            anna, made = await create(url, seats=[HOST, GUEST])
            boris = await link(url, "127.0.0.2")
            await ask(boris, "join", code=made["code"], name="Boris")
            await play_to_end([anna, boris])  # the 6,000th, played to its end by two real links
            assert server.open_count == 0
            late, again = await create(url, "127.0.0.3")
            assert again["type"] == "seated"
            await late.close()
        db = sqlite3.connect(tmp_path / "tables.sqlite")
        assert db.execute("SELECT COUNT(*) FROM tables WHERE finished IS NOT NULL").fetchone()[0] == 6000
        assert db.execute("SELECT COUNT(*) FROM tables WHERE finished IS NULL").fetchone()[0] == 1

    run(scenario(), 120)


def test_finished_and_abandoned_tables_expire_after_the_keeping_time(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(keep_days=30)) as (server, url):
            anna, old = await create(url)
            boris = await link(url, "127.0.0.2")
            await ask(boris, "join", code=old["code"], name="Boris")
            await play_to_end([anna, boris])
            await anna.close()
            await boris.close()
            _abandoned, left = await create(url, "127.0.0.3")
            _host, fresh = await create(url, "127.0.0.4")
            await _abandoned.close()
            while server.listeners.get(old["code"]) or server.listeners.get(left["code"]):
                await asyncio.sleep(0.01)  # the server has yet to see the links close
            month = 31 * 86400
            server.store.db.execute(
                "UPDATE tables SET finished = finished - ?, last = last - ? WHERE code IN (?, ?)",
                (month, month, old["code"], left["code"]),
            )
            assert await server.expire() == 2
            assert not server.store.has_code(old["code"]) and not server.store.has_code(left["code"])
            assert server.store.has_code(fresh["code"]) and server.open_count == 1

    run(scenario())


def test_an_attackers_thousand_creates_are_refused_while_another_address_creates(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            answers = []
            for _ in range(1000):
                ws, reply = await create(url, "127.0.0.6")
                answers.append(reply["type"] if reply["type"] == "seated" else reply["code"])
                await ws.close()  # the links go, the tables stay open
            assert answers[:10] == ["seated"] * 10
            assert set(answers[10:]) == {"too-many-tables"}
            friend, reply = await create(url, "127.0.0.7")
            assert reply["type"] == "seated"

    run(scenario(), 180)


def test_tables_of_bots_alone_have_a_floor_on_their_pace_and_a_cap_per_address(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(bot_delay=0.5, bot_tables=2)) as (server, url):
            bots = [{"kind": "bot", "level": "easy"}] * 2
            codes = []
            for _ in range(2):
                _ws, reply = await create(url, seats=bots, bot_delay=0)
                codes.append(reply["code"])
            _ws, third = await create(url, seats=bots, bot_delay=0)
            assert third["code"] == "too-many-tables"
            assert all(server.tables[code].bot_delay == 0.5 for code in codes)
            _ws, mixed = await create(url, seats=[HOST, {"kind": "bot"}], bot_delay=0)
            assert mixed["type"] == "seated" and server.tables[mixed["code"]].bot_delay == 0

    run(scenario())


# --- chat -----------------------------------------------------------------------------------------
def test_a_chat_flood_is_refused_past_its_limit_and_the_database_keeps_it_bounded(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, rate=1000.0, limits=limits(chat_kept=3)) as (server, url):
            anna, made = await create(url)
            for n in range(12):
                await anna.send(request("chat", text=f"Привет {n}"))
            refusals = []
            for _ in range(7):
                refusals.append((await answer(anna, ("error",)))["code"])
            assert refusals == ["chat-limit"] * 7  # five lines in a burst, the rest refused
            rows = server.store.db.execute(
                "SELECT data FROM log WHERE code = ? AND kind = 'chat' ORDER BY seq", (made["code"],)
            ).fetchall()
            assert [row[0] for row in rows] == [
                "{}",
                "{}",
                '{"text":"Привет 2"}',
                '{"text":"Привет 3"}',
                '{"text":"Привет 4"}',
            ]
        again = running_server(tmp_path)
        async with again as (server, url):  # the lines whose text is gone still replay
            table = await server.table(made["code"])
            assert table is not None and len(table.chat_seqs) == 5

    run(scenario())


# --- the details ------------------------------------------------------------------------------------
def test_odd_messages_get_clean_answers_and_no_traceback(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            ws = await link(url)
            await ws.send(json.dumps({"v": 1, "type": ["ping"]}))
            assert (await answer(ws, ("error",)))["code"] == "unknown-type"
            await ws.send(json.dumps({"v": True, "type": "ping"}))
            assert (await answer(ws, ("error",)))["code"] == "bad-version"
            await ws.send(json.dumps({"v": 1, "type": {"a": 1}}))
            assert (await answer(ws, ("error",)))["code"] == "unknown-type"

    run(scenario())
    assert not [record for record in caplog.records if record.exc_info]


def test_a_listener_catches_up_on_a_bounded_amount(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(
            tmp_path,
            rate=1000.0,
            burst=1000.0,
            limits=limits(chat_per_minute=100000, table_chat_per_minute=100000, chat_lines=100000),
        ) as (_server, url):
            anna, made = await create(url)
            for n in range(300):
                await anna.send(request("chat", text="x" * 290 + str(n)))
            while (await answer(anna, ("update",)))["seq"] < 301:  # the opening and 300 lines
                pass
            watcher = await link(url)
            await watcher.send(request("watch", code=made["code"]))
            raw = await watcher.recv()
            while json.loads(raw)["type"] != "update":
                raw = await watcher.recv()
            assert len(raw.encode()) < 24 * 1024
            assert "x" * 290 + "299" in raw  # the newest lines are the ones kept

    run(scenario())


def test_the_database_and_its_folder_are_private(tmp_path: Path) -> None:
    from accessible_games.serving.serve import open_store

    folder = tmp_path / "server"
    store = open_store(folder)
    store.close()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((folder / "tables.sqlite").stat().st_mode) == 0o600


# --- start-up ---------------------------------------------------------------------------------------
def test_the_server_listens_at_once_and_never_replays_finished_tables_at_start(tmp_path: Path) -> None:
    from accessible_games.server.store import Store

    store = Store(tmp_path / "tables.sqlite")
    for n in range(20):
        store.add_table(finished_table(f"1{n:08d}"))
    for n in range(5):
        store.add_table(
            Table(
                f"2{n:08d}",
                f"2{n:08d}",
                GAME,
                Setup(n, 2, "standard", {}),
                [TableSeat("Anna", HUMAN, token="0" * 64), TableSeat("", "open")],
            )
        )
    store.close()

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            assert server.tables == {}  # listening, nothing replayed yet
            watcher = await link(url)
            assert (await ask(watcher, "watch", code="200000003"))["type"] == "seated"  # asked for: loaded now
            while len(server.tables) < 5:
                await asyncio.sleep(0.01)  # the other open tables follow in the background
            await asyncio.sleep(0.05)
            assert sorted(server.tables) == [f"2{n:08d}" for n in range(5)]
            assert server.stats["tables-loaded"] == 5
            late = await link(url)
            assert (await ask(late, "watch", code="100000007"))["type"] == "seated"  # a finished one, on request

    run(scenario())


def test_a_table_takes_chat_within_its_own_allowance_from_all_its_links_and_its_life(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(
            tmp_path, rate=1000.0, burst=1000.0, limits=limits(table_chat_per_minute=6, chat_lines=12)
        ) as (_server, url):
            anna, made = await create(url, seats=[HOST, GUEST, GUEST])
            boris = await link(url, "127.0.0.2")
            carl = await link(url, "127.0.0.3")
            for ws, name in ((boris, "Boris"), (carl, "Carl")):
                await ask(ws, "join", code=made["code"], name=name)
            seen = (await answer(carl, ("update",)))["seq"]
            for ws in (anna, boris):  # five lines each: each link within its own burst, the table's ten spent
                for n in range(5):
                    await ws.send(request("chat", text=f"line {n}"))
            while (await answer(carl, ("update",)))["seq"] < seen + 10:  # links are served side by side: Carl
                pass  # speaks once the ten lines are at the table
            await carl.send(request("chat", text="one more"))
            assert (await answer(carl, ("error",)))["code"] == "chat-limit"

    run(scenario())

    async def lifetime() -> None:
        async with running_server(
            tmp_path / "life",
            rate=1000.0,
            burst=1000.0,
            limits=limits(chat_per_minute=100000, table_chat_per_minute=100000, chat_lines=12),
        ) as (_server, url):
            anna, _made = await create(url)
            for n in range(13):
                await anna.send(request("chat", text=f"line {n}"))
            assert (await answer(anna, ("error",)))["code"] == "chat-limit"  # the 13th line of the table's life

    run(lifetime())


def test_every_limit_is_a_serve_flag_with_its_default_in_the_help() -> None:
    from accessible_games.cli import build_parser
    from accessible_games.core.codes import new_code, spoken
    from accessible_games.server.guard import LIMIT_FLAGS

    text = " ".join(build_parser("en", "serve").format_help().split())
    for flag in LIMIT_FLAGS:
        assert flag in text
    assert "default 5,000" in text and "default 30" in text
    assert set(LIMIT_FLAGS.values()) | {"trusted_proxies"} == set(Limits.__dataclass_fields__)
    assert "--trusted-proxy" in text  # repeatable, a network each
    code = new_code()
    assert len(code) == 12 and code.isdigit() and len(spoken(code).split()) == 4


def test_a_database_from_before_the_archive_is_brought_up_to_date(tmp_path: Path) -> None:
    from accessible_games.server.store import SCHEMA, Store

    old = SCHEMA.replace(
        ",\n    host INTEGER,\n    locked INTEGER NOT NULL DEFAULT 0,\n    knock INTEGER NOT NULL DEFAULT 0,"
        "\n    finished REAL,\n    last REAL",
        "",
    )
    assert "finished" not in old
    db = sqlite3.connect(tmp_path / "tables.sqlite")
    db.executescript(old)
    db.execute(
        "INSERT INTO tables VALUES ('123456789', '123 456 789', 'net-secrets', 'standard', '{}', 1, 120, 1, 1, 0)"
    )
    db.commit()
    db.close()
    store = Store(tmp_path / "tables.sqlite")
    assert store.count_open() == 1 and store.open_codes() == ["123456789"]
    store.close()


def test_a_table_left_to_stand_in_bots_gets_the_same_floor_on_its_pace(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(bot_delay=30)) as (server, url):
            anna, made = await create(url, seats=[HOST, {"kind": "bot"}], bot_delay=0, absence=0)
            table = server.tables[made["code"]]
            assert not server._unattended(table)
            await anna.close()
            while (made["code"], 0) in server.holders:
                await asyncio.sleep(0.01)  # the server has yet to see the link close
            assert server._unattended(table)  # a stand-in plays for Anna: the floor of 30 s applies
            moves = len(table.moves)
            await asyncio.sleep(0.3)
            assert len(table.moves) <= moves + 1  # at most the move already under way (a slow machine makes fewer)

    run(scenario())


def test_a_table_with_no_move_and_nobody_at_it_is_removed_within_its_keeping_time(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(unplayed=0.3)) as (server, url):
            left, empty = await create(url, "127.0.0.1")
            await left.close()  # opened and left: nothing was played
            waiting, kept = await create(url, "127.0.0.2")  # a host waiting for friends is still at the table
            carl, played = await create(url, "127.0.0.3", seats=[HOST, {"kind": "bot"}])
            await carl.send(request("move", move={"kind": "pick", "value": 1}))
            await answer(carl, ("update",))
            await carl.close()  # a game begun and left: kept for its players to come back to
            while await server.db.has_code(empty["code"]):  # the store's own answer, on SQLite or PostgreSQL
                await asyncio.sleep(0.05)
            assert server.stats["tables-unplayed"] == 1 and server.open_count == 2
            assert await server.db.has_code(kept["code"]) and await server.db.has_code(played["code"])
            late = await link(url, "127.0.0.4")
            assert (await ask(late, "watch", code=empty["code"]))["code"] == "no-table"

    run(scenario())


def test_a_network_may_open_only_so_many_tables(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, limits=limits(open_per_network=3)) as (_server, url):
            answers = []
            for n in range(4):  # four addresses of one /24, one table each
                ws, reply = await create(url, f"127.0.3.{n + 1}")
                answers.append(reply["type"] if reply["type"] == "seated" else reply["code"])
            assert answers == ["seated", "seated", "seated", "too-many-tables"]
            _ws, other = await create(url, "127.0.4.1")  # another network is not held back
            assert other["type"] == "seated"

    run(scenario())
