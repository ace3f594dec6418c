"""The table server with real clients on 127.0.0.1: play, secrecy, refusals, restarts, absences, chat."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Iterator

import pytest

from accessible_games.files import BadFile
from accessible_games.client.client import ServerRefused, TableClient
from accessible_games.client.replays import keep_replay
from accessible_games.session import Session
from accessible_games.core.wire import CHAT_LIMIT, MAX_MESSAGE, request
from net_helpers import GAME, running_server, run, secrets_registered


@pytest.fixture(autouse=True)
def _secrets_game() -> Iterator[None]:
    with secrets_registered():
        yield


HOST = {"kind": "host", "name": "Anna"}
GUEST = {"kind": "guest"}


async def seated_pair(url: str, **fields: object) -> tuple[TableClient, TableClient]:
    """Anna creates a two-seat table of the test game; Boris joins its guest seat."""
    anna, boris = TableClient(url, record=True), TableClient(url, record=True)
    await anna.connect()
    await anna.create(GAME.name, [HOST, GUEST], **fields)
    await boris.connect()
    await boris.join(anna.shown, "Boris")
    await anna.wait_for(lambda c: c.started)
    return anna, boris


async def play_out(clients: list[TableClient]) -> None:
    """Every client plays its first legal move whenever it is its turn, until the game is over."""
    while not all(c.over for c in clients):
        for client in clients:
            if client.legal and client.to_move == client.seat:
                seq = client.seq
                await client.move(client.legal[-1])
                await client.wait_for(lambda c, s=seq: c.seq > s or c.over)
        await asyncio.sleep(0.01)


def test_two_clients_and_a_bot_play_to_the_end_with_one_ranking(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna, boris = TableClient(url, record=True), TableClient(url, record=True)
            await anna.connect()
            await anna.create(GAME.name, [HOST, GUEST, {"kind": "bot", "level": "hard"}])
            assert anna.shown and anna.seat == 0 and anna.token
            await boris.connect()
            await boris.join(anna.shown.replace(" ", "-"), "Boris")
            assert boris.seat == 1
            await play_out([anna, boris])
            await anna.wait_for(lambda c: c.over)
            assert anna.ranking == boris.ranking and anna.ranking is not None
            assert anna.view["scores"] == boris.view["scores"]
            assert [m.id for m in anna.heard].count("secrets-reveal") == 2
            await anna.close()
            await boris.close()

    run(scenario())


def test_no_client_receives_what_its_seat_may_not_know(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna, boris = await seated_pair(url)
            watcher = TableClient(url, record=True)
            await watcher.connect()
            await watcher.watch(anna.shown)
            await play_out([anna, boris])
            await watcher.wait_for(lambda c: c.over)
            for client in (anna, boris, watcher):
                for event in client.events:
                    assert event.visible_to(client.seat), (client.seat, event)
                picked = [e for e in client.events if e.kind == "picked"]
                assert all(e.args["player"] == client.seat for e in picked)
                assert len(picked) == (0 if client.seat is None else 2)
                for update in client.updates:
                    assert update["view"]["seat"] == client.seat
                    if client.seat is None:
                        assert update["view"]["my_pick"] is None and update["legal"] == []
                for message in client.heard:
                    assert message.id != "secrets-picked" or message.args["player"] == client.seat
            # a spectator hears every public line
            public = [m.id for m in anna.heard if m.id != "secrets-picked"]
            assert [m.id for m in watcher.heard] == public

    run(scenario())


def test_illegal_out_of_turn_oversized_and_malformed_messages_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated_pair(url)
            seq = anna.seq
            await boris.move({"kind": "pick", "value": 1}, ref=1)  # not Boris's turn
            await anna.move({"kind": "pick", "value": 7}, ref=2)  # not a legal move
            await anna.send_raw("{not json")
            await anna.send_raw(json.dumps({"v": 1, "type": "launch"}))
            await anna.send_raw(json.dumps({"v": 99, "type": "move", "move": {"kind": "pick"}}))
            await anna.send_raw(json.dumps({"v": 1, "type": "move", "move": "pick"}))
            await anna.send_raw(json.dumps({"v": 1, "type": "chat", "text": "x", "extra": 1}))
            await anna.send_raw(request("chat", text="y" * (MAX_MESSAGE + 10)))
            await anna.ws.send(b"\x00\x01")  # type: ignore[union-attr]
            await boris.wait_for(lambda c: "not-your-turn" in c.errors)
            await anna.wait_for(lambda c: len(c.errors) >= 8)
            assert anna.errors == [
                "illegal-move",
                "malformed",
                "unknown-type",
                "bad-version",
                "malformed",
                "malformed",
                "too-large",
                "malformed",
            ]
            assert anna.seq == seq and boris.seq == seq and anna.view["my_pick"] is None
            for code in ("illegal-move", "not-your-turn", "malformed", "unknown-type", "too-large"):
                assert server.stats[code] >= 1
            # a frame past the WebSocket limit closes only that link; the server keeps serving
            anna.reconnect = False
            await anna.send_raw("z" * 70000)
            await anna.wait_for(lambda c: c.lost, 10)
            carla = TableClient(url, reconnect=False)
            await carla.connect()
            await carla.watch(boris.shown)
            assert carla.seat is None and carla.view["round"] == 1

    run(scenario())


def test_a_flood_is_rate_limited_and_the_link_closed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, _boris = await seated_pair(url)
            for _ in range(200):
                await anna.send_raw(request("ping"))
            await anna.wait_for(lambda c: "rate-limited" in c.errors)
            assert server.stats["rate-limited"] >= 1

    run(scenario())


def test_wrong_codes_tokens_and_passwords_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, password="sesame") as (_server, url):
            stranger = TableClient(url, record=True)
            await stranger.connect()
            with pytest.raises(ServerRefused) as refused:
                await stranger.create(GAME.name, [HOST])
            assert refused.value.code == "password"
            anna = TableClient(url, password="sesame")
            await anna.connect()
            await anna.create(GAME.name, [HOST, GUEST])
            guesser = TableClient(url, password="sesame")
            await guesser.connect()
            with pytest.raises(ServerRefused) as refused:
                await guesser.join("123 456 789" if anna.code != "123456789" else "987654321", "Mallory")
            assert refused.value.code == "no-table"
            with pytest.raises(ServerRefused) as refused:
                await guesser.resume(anna.code, "not-the-token")
            assert refused.value.code == "bad-token"
            with pytest.raises(ServerRefused) as refused:
                await guesser.create(GAME.name, [HOST, HOST])
            assert refused.value.code == "bad-setup"

    run(scenario())


def test_a_killed_server_restarts_and_resumes_the_table_exactly(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated_pair(url)
            await anna.move(anna.legal[0])
            await boris.wait_for(lambda c: c.to_move == 1)
            await boris.move(boris.legal[1])
            await anna.wait_for(lambda c: c.view["round"] == 2)
            state = GAME.to_json(server.tables[anna.code].state)
            code, anna_token, boris_token = anna.code, anna.token, boris.token
            anna.reconnect = boris.reconnect = False
        async with running_server(tmp_path) as (again, url2):
            assert GAME.to_json((await again.table(code)).state) == state
            anna2, boris2 = TableClient(url2, record=True), TableClient(url2, record=True)
            await anna2.connect()
            await anna2.resume(code, anna_token)
            await boris2.connect()
            await boris2.resume(code, boris_token)
            assert anna2.seat == 0 and boris2.seat == 1 and anna2.view["round"] == 2
            await play_out([anna2, boris2])
            assert anna2.ranking == boris2.ranking
            replay = await anna2.replay()
            assert replay["finished"] and len(replay["moves"]) == 4
            kept = Session.load(keep_replay(replay))
            assert kept.finished and kept.moves == replay["moves"] and kept.seats[1].name == "Boris"
            with pytest.raises(BadFile):
                keep_replay({**replay, "moves": replay["moves"][:-1]})

    run(scenario())


def test_a_dropped_client_reconnects_by_itself_and_hears_what_it_missed(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna, boris = await seated_pair(url)
            heard = len(boris.heard)
            boris.ws.transport.abort()  # type: ignore[union-attr]  # the network goes away
            await anna.wait_for(lambda c: any(m.id == "net-seat-away" for m in c.heard))
            await anna.move(anna.legal[0])
            await anna.chat("are you there?")
            await boris.wait_for(lambda c: any(m.id == "net-chat" for m in c.heard[heard:]), 15)
            missed = [m.id for m in boris.heard[heard:]]
            assert "secrets-someone-picked" in missed and "net-chat" in missed
            assert boris.to_move == 1 and boris.legal
            await anna.wait_for(lambda c: any(m.id == "net-seat-back" for m in c.heard))

    run(scenario())


def test_an_absent_seat_is_played_by_a_bot_and_given_back(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            anna, boris = await seated_pair(url, absence=0.2)
            code, token = boris.code, boris.token
            boris.reconnect = False
            await boris.close()
            await anna.move(anna.legal[0])
            await anna.wait_for(lambda c: any(m.id == "net-seat-bot" for m in c.heard), 10)
            await anna.wait_for(lambda c: c.view["round"] == 2)  # the stand-in played Boris's pick
            assert server.tables[code].seats[1].stand_in
            back = TableClient(url, record=True)
            await back.connect()
            await back.resume(code, token)
            await anna.wait_for(lambda c: any(m.id == "net-seat-back" for m in c.heard))
            assert not server.tables[code].seats[1].stand_in
            await anna.move(anna.legal[0])
            await back.wait_for(lambda c: c.to_move == 1 and bool(c.legal))

    run(scenario())


def test_chat_is_cleaned_cut_and_heard_by_everyone(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna, boris = await seated_pair(url)
            await anna.chat("\x1b[31mhello\x07 there\n" + "a" * 500)
            await boris.wait_for(lambda c: any(m.id == "net-chat" for m in c.heard))
            line = next(m for m in boris.heard if m.id == "net-chat")
            assert line.args["player"] == 0
            assert line.args["text"].startswith("hello there a") and len(line.args["text"]) == CHAT_LIMIT
            assert "\x1b" not in line.args["text"] and "\x07" not in line.args["text"]

    run(scenario())


def test_every_error_code_is_spoken_in_every_language() -> None:
    from accessible_games.i18n import LANGUAGES, catalog
    from accessible_games.core.wire import ERRORS

    for lang in LANGUAGES:
        for code in ERRORS:
            assert catalog(lang).has(f"net-error-{code}"), (lang, code)


def test_an_all_bot_table_is_heard_by_its_creator_to_the_end(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            listener = TableClient(url, record=True)
            await listener.connect()
            await listener.create(GAME.name, [{"kind": "bot"}, {"kind": "bot", "level": "hard"}])
            assert listener.seat is None and listener.token is None
            await listener.wait_for(lambda c: c.over)
            assert listener.ranking == server.tables[listener.code or ""].ranking()
            assert [m.id for m in listener.heard].count("secrets-someone-picked") == 4
            assert not any(m.id == "secrets-picked" for m in listener.heard)
            with pytest.raises(ServerRefused) as refused:
                await listener.replay()
            assert refused.value.code == "not-seated"

    run(scenario())


def test_a_chosen_code_is_said_as_typed_and_matched_loosely(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            anna = TableClient(url, record=True)
            await anna.connect()
            await anna.create(GAME.name, [HOST, GUEST], code="Chess Club, Friday")
            assert anna.shown == "Chess Club, Friday" and anna.code == "chessclubfriday"
            boris = TableClient(url, record=True)
            await boris.connect()
            await boris.join("chess-club-FRIDAY", "Boris")
            assert boris.seat == 1
            for taken in ("chess club friday", "abc"):
                other = TableClient(url)
                await other.connect()
                with pytest.raises(ServerRefused) as refused:
                    await other.create(GAME.name, [HOST], code=taken)
                assert refused.value.code == "code-taken"

    run(scenario())
