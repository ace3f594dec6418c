"""Helpers for the server guard's tests: raw links from a chosen loopback address, asking and playing."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from accessible_games.core.wire import request

HOST = {"kind": "host", "name": "Anna"}
GUEST = {"kind": "guest"}


async def link(url: str, source: str = "127.0.0.1") -> ClientConnection:
    """A WebSocket link to the server from the loopback address `source` (127.0.0.2 is another machine)."""
    return await connect(url, local_addr=(source, 0), open_timeout=10)


async def ask(
    ws: ClientConnection, kind: str, answers: tuple[str, ...] = ("seated", "error"), **fields: Any
) -> dict[str, Any]:
    """Send one request and return the first answer of the given types (updates in between are skipped)."""
    await ws.send(request(kind, **fields))
    return await answer(ws, answers)


async def answer(ws: ClientConnection, answers: tuple[str, ...], timeout: float = 10.0) -> dict[str, Any]:
    """The next message of one of these types."""

    async def reading() -> dict[str, Any]:
        while True:
            data = json.loads(await ws.recv())
            if data.get("type") in answers:
                return dict(data)

    return await asyncio.wait_for(reading(), timeout)


async def create(
    url: str, source: str = "127.0.0.1", seats: list[dict[str, Any]] | None = None, **fields: Any
) -> tuple[ClientConnection, dict[str, Any]]:
    """A new link from `source` creating a table of the test game; its link and the server's answer."""
    ws = await link(url, source)
    reply = await ask(ws, "create", game="net-secrets", seats=seats or [HOST, GUEST], **fields)
    return ws, reply


async def play_to_end(links: list[ClientConnection]) -> dict[str, Any]:
    """Each seat plays its first legal move when it is its turn, until an update says the game is over."""
    pending = {index: asyncio.ensure_future(answer(ws, ("update",))) for index, ws in enumerate(links)}
    while True:
        done, _ = await asyncio.wait(pending.values(), timeout=10, return_when=asyncio.FIRST_COMPLETED)
        assert done, "no update within 10 s"
        for index, task in list(pending.items()):
            if task not in done:
                continue
            update = task.result()
            if update["over"]:
                for other in pending.values():
                    other.cancel()
                return update
            if update["legal"]:
                await links[index].send(request("move", move=update["legal"][0]))
            pending[index] = asyncio.ensure_future(answer(links[index], ("update",)))
